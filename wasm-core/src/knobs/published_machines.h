// The published data sets' machines (published_machines.cc), added to
// Machines() after the articles' own.
#ifndef COMMITLAB_KNOBS_PUBLISHED_MACHINES_H_
#define COMMITLAB_KNOBS_PUBLISHED_MACHINES_H_

#include <vector>

#include "commitlab/machine.h"

namespace commitlab {

// `base`: the shared physics every machine starts from (BasePhysics()).
void AddPublishedMachines(const Physics& base, std::vector<MachineProfile>* out);

}  // namespace commitlab

#endif  // COMMITLAB_KNOBS_PUBLISHED_MACHINES_H_
