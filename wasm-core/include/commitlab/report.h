// Text renderings of the core's outputs: the schema, sysbench 1.0's
// interval lines and final report, JSON and CSV.
#ifndef COMMITLAB_REPORT_H_
#define COMMITLAB_REPORT_H_

#include <string>

#include "commitlab/simulation.h"

namespace commitlab {

std::string SchemaJson();
// One sysbench interval line for record i; `percentile` 95 or 99, as
// sysbench's --percentile picks the latency column ("lat (ms,99%)").
std::string SysbenchIntervalLine(const Simulation& sim, int i, int percentile = 95);
std::string SysbenchFinalReport(const Simulation& sim, int percentile = 95);
// {"scenario":…, "interval_fields":[…], "intervals":[[…]…], "summary":{…}}
std::string RunJson(const Simulation& sim);
std::string IntervalsCsv(const Simulation& sim);

}  // namespace commitlab

#endif  // COMMITLAB_REPORT_H_
