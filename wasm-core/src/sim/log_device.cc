#include "sim/log_device.h"

namespace commitlab {

int OwnDeviceIndex(const MachineProfile* machine) {
  if (machine != nullptr)
    for (const auto& kv : machine->knobs)
      if (kv.first == Knob::device) return static_cast<int>(kv.second);
  return 0;
}

LogDeviceChoice ChooseLogDevice(const MachineProfile* machine, const DeviceSpec& machine_device, int device_knob,
                                const std::vector<std::pair<std::string, double>>& physics) {
  LogDeviceChoice c;
  c.generic = device_knob != OwnDeviceIndex(machine);
  Physics with{};
  with.device = c.generic ? GenericDevice(device_knob) : machine_device;
  for (const auto& kv : physics) {
    if (kv.first.rfind("device.", 0) != 0) continue;
    // Scenario parsing already refused bad names and values.
    if (SetPhysics(&with, kv.first, kv.second).ok()) c.overridden.push_back(kv.first);
  }
  // A measured median without a measured tail keeps the class's shape, not
  // its absolute tail (a 300 us fsync on a class whose p99 is 18 ms would
  // otherwise be mostly tail).
  bool median_given = false, tail_given = false;
  for (const std::string& name : c.overridden) {
    median_given = median_given || name == "device.fsync_us";
    tail_given = tail_given || name == "device.fsync_p99_us";
  }
  if (median_given && !tail_given) {
    const DeviceSpec& base = c.generic ? GenericDevice(device_knob) : machine_device;
    double ratio = base.fsync_p99_us > base.fsync_us ? base.fsync_p99_us / base.fsync_us : 2.0;
    with.device.fsync_p99_us = with.device.fsync_us * ratio;
  }
  c.spec = with.device;
  return c;
}

}  // namespace commitlab
