// Which log device a run uses, in one rule: the machine's own device
// while the 'device' knob is the machine's, the generic class once the
// knob names another; explicit device.* physics (a DBA's measured fsync
// latency, say) apply on top of either, so they are never dropped.
#ifndef COMMITLAB_SIM_LOG_DEVICE_H_
#define COMMITLAB_SIM_LOG_DEVICE_H_

#include <string>
#include <utility>
#include <vector>

#include "commitlab/machine.h"

namespace commitlab {

struct LogDeviceChoice {
  DeviceSpec spec;
  bool generic = false;       // the knob replaced the machine's own device
  std::vector<std::string> overridden;  // device.* fields set explicitly
};

// machine may be null (unknown name): device 0 is then its own.
// machine_device: the machine's own figures (physics.device).
LogDeviceChoice ChooseLogDevice(const MachineProfile* machine, const DeviceSpec& machine_device, int device_knob,
                                const std::vector<std::pair<std::string, double>>& physics);

// The 'device' knob value a machine comes with.
int OwnDeviceIndex(const MachineProfile* machine);

}  // namespace commitlab

#endif  // COMMITLAB_SIM_LOG_DEVICE_H_
