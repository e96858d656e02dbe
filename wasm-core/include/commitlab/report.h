// Text renderings of the core's outputs: the schema, sysbench 1.0's
// interval lines and final report, JSON and CSV.
#ifndef COMMITLAB_REPORT_H_
#define COMMITLAB_REPORT_H_

#include <string>

#include "commitlab/simulation.h"

namespace commitlab {

std::string SchemaJson();
// One sysbench interval line for record i.
std::string SysbenchIntervalLine(const Simulation& sim, int i);
std::string SysbenchFinalReport(const Simulation& sim);
// {"scenario":…, "interval_fields":[…], "intervals":[[…]…], "summary":{…}}
std::string RunJson(const Simulation& sim);
std::string IntervalsCsv(const Simulation& sim);

}  // namespace commitlab

#endif  // COMMITLAB_REPORT_H_
