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
  c.spec = with.device;
  return c;
}

}  // namespace commitlab
