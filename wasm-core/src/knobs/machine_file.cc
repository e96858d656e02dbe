// Machine files: measured facts in, a MachineProfile out. No I/O: the
// CLI reads the file, the lab receives it pasted or dropped.
#include "commitlab/machine_file.h"

#include <cmath>

#include "knobs/machine_file_json.h"
#include "util/json.h"

namespace commitlab {

namespace {

constexpr const char* kFormat = "commitlab-machine/1";

// PAUSE cycles by cpu_class (a knob of its own, not measured by the
// file): about 10 on Intel cores before Skylake, about 140 on Skylake-SP
// and later (Intel's optimization manual, 2017), about 65 on AMD Zen 2 and
// later (an estimate from published spin-wait measurements).
constexpr int kPauseCycles[] = {10, 10, 10, 10, 140, 140, 65, 65};

std::string Field(const std::string& where, const char* key) { return where.empty() ? key : where + "." + key; }

Status Refuse(const std::string& field, const std::string& got, const std::string& allowed) {
  return Status::Invalid("machine file: field '" + field + "': " + got + " is not allowed; expected " + allowed);
}

// Unknown fields are refused, naming the ones that are allowed.
Status OnlyKnownFields(const JsonValue& obj, const std::string& where, const std::vector<const char*>& allowed) {
  for (const auto& m : obj.members) {
    bool ok = false;
    for (const char* a : allowed) ok = ok || m.first == a;
    if (!ok) {
      std::string list;
      for (const char* a : allowed) list += (list.empty() ? "" : ", ") + std::string(a);
      return Status::Invalid("machine file: unknown field '" + Field(where, m.first.c_str()) + "'; expected " + list);
    }
  }
  return Status::Ok();
}

Status Number(const JsonValue& obj, const std::string& where, const char* key, bool required, double min, double max,
              bool whole, double* out) {
  const JsonValue* v = obj.Find(key);
  std::string field = Field(where, key);
  if (v == nullptr) return required ? Status::Invalid("machine file: field '" + field + "' is missing") : Status::Ok();
  std::string allowed = std::string(whole ? "a whole number" : "a number") + " from " + FormatNumber(min) + " to " +
                        FormatNumber(max);
  if (!v->IsNumber() || !(v->number >= min && v->number <= max) || (whole && v->number != std::floor(v->number)))
    return Refuse(field, v->Describe(), allowed);
  *out = v->number;
  return Status::Ok();
}

Status Bool(const JsonValue& obj, const std::string& where, const char* key, bool required, bool* out) {
  const JsonValue* v = obj.Find(key);
  std::string field = Field(where, key);
  if (v == nullptr) return required ? Status::Invalid("machine file: field '" + field + "' is missing") : Status::Ok();
  if (!v->IsBool()) return Refuse(field, v->Describe(), "true or false");
  *out = v->boolean;
  return Status::Ok();
}

Status Text(const JsonValue& obj, const std::string& where, const char* key, bool required, size_t max_len,
            std::string* out) {
  const JsonValue* v = obj.Find(key);
  std::string field = Field(where, key);
  if (v == nullptr) return required ? Status::Invalid("machine file: field '" + field + "' is missing") : Status::Ok();
  std::string allowed = "a string of 1 to " + std::to_string(max_len) + " characters";
  if (!v->IsString() || v->text.empty() || v->text.size() > max_len) return Refuse(field, v->Describe(), allowed);
  for (char c : v->text)
    if (static_cast<unsigned char>(c) < 0x20 && c != '\n') return Refuse(field, v->Describe(), allowed + " without control characters");
  *out = v->text;
  return Status::Ok();
}

// A string naming one value of an enum knob.
Status EnumText(const JsonValue& obj, const std::string& where, const char* key, bool required, Knob knob,
                std::string* out) {
  const JsonValue* v = obj.Find(key);
  std::string field = Field(where, key);
  if (v == nullptr) return required ? Status::Invalid("machine file: field '" + field + "' is missing") : Status::Ok();
  std::string allowed = "one of";
  for (int i = 0; i < EnumValueCount(knob); ++i) allowed += (i ? ", " : " ") + EnumValueName(knob, i);
  if (v->IsString())
    for (int i = 0; i < EnumValueCount(knob); ++i)
      if (v->text == EnumValueName(knob, i)) {
        *out = v->text;
        return Status::Ok();
      }
  return Refuse(field, v->Describe(), allowed);
}

int EnumIndex(Knob knob, const std::string& text) {
  for (int i = 0; i < EnumValueCount(knob); ++i)
    if (text == EnumValueName(knob, i)) return i;
  return 0;
}

// How many times apart two latencies are (>= 1): plain division, so the
// choice below is the same natively and in WebAssembly.
double Apart(double a, double b) { return a > b ? a / b : b / a; }

// The generic device class whose fsync latency is nearest (in ratio).
int NearestDeviceClass(double fsync_us) {
  int best = 0;
  for (int i = 1; i < EnumValueCount(Knob::device); ++i)
    if (Apart(fsync_us, GenericDevice(i).fsync_us) < Apart(fsync_us, GenericDevice(best).fsync_us)) best = i;
  return best;
}

}  // namespace

Status MachineFileFromJsonValue(const JsonValue& root, MachineFile* out) {
  *out = MachineFile();
  if (!root.IsObject()) return Status::Invalid("machine file: expected a JSON object, got " + root.Describe());
  Status s = OnlyKnownFields(root, "",
                             {"format", "name", "label", "source", "cores", "cpu_ghz", "cpu_class", "ram_gb", "filesystem",
                              "client_on_host", "log_device", "context_switch_us", "fsync_cpu_us", "idle_wake_cpu_us", "halted_wake_cpu_us", "halt_after_idle_us", "resume_refill_cpu_us", "l2_cache_kb", "calibration"});
  if (!s.ok()) return s;
  if (const JsonValue* f = root.Find("format"))
    if (!f->IsString() || f->text != kFormat) return Refuse("format", f->Describe(), std::string("\"") + kFormat + "\"");
  // The name: a short identifier, and not a built-in machine's.
  const JsonValue* name = root.Find("name");
  if (name == nullptr) return Status::Invalid("machine file: field 'name' is missing");
  bool name_ok = name->IsString() && !name->text.empty() && name->text.size() <= 48;
  if (name_ok)
    for (char c : name->text) name_ok = name_ok && ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_');
  if (!name_ok) return Refuse("name", name->Describe(), "1 to 48 lower-case letters, digits or '_'");
  if (FindMachine(name->text) != nullptr)
    return Refuse("name", name->Describe(), "a name that is not a built-in machine's (" + MachineNames() + ")");
  out->name = name->text;
  if (!(s = Text(root, "", "label", true, 120, &out->label)).ok()) return s;
  if (!(s = Text(root, "", "source", false, 4000, &out->source)).ok()) return s;
  const KnobDef& cores = KnobInfo(Knob::cores);
  const KnobDef& ghz = KnobInfo(Knob::cpu_ghz);
  const KnobDef& ram = KnobInfo(Knob::ram_gb);
  double n = 0;
  if (!(s = Number(root, "", "cores", true, cores.min, cores.max, true, &n)).ok()) return s;
  out->cores = static_cast<int>(n);
  if (!(s = Number(root, "", "cpu_ghz", true, ghz.min, ghz.max, false, &out->cpu_ghz)).ok()) return s;
  if (!(s = EnumText(root, "", "cpu_class", true, Knob::cpu_class, &out->cpu_class)).ok()) return s;
  if (!(s = Number(root, "", "ram_gb", true, ram.min, ram.max, false, &out->ram_gb)).ok()) return s;
  if (!(s = EnumText(root, "", "filesystem", true, Knob::filesystem, &out->filesystem)).ok()) return s;
  if (!(s = Bool(root, "", "client_on_host", true, &out->client_on_host)).ok()) return s;

  const JsonValue* dev = root.Find("log_device");
  if (dev == nullptr) return Status::Invalid("machine file: field 'log_device' is missing");
  if (!dev->IsObject())
    return Refuse("log_device", dev->Describe(), "an object with fsync_p50_us, fsync_p99_us and seq_write_mbps");
  s = OnlyKnownFields(*dev, "log_device",
                      {"class", "fsync_p50_us", "fsync_p99_us", "seq_write_mbps", "read_us", "odirect_write_p50_us", "odirect_flush_p50_us",
                       "odirect_write_cpu_us", "odirect_flush_cpu_us", "volatile_cache_ignores_flush"});
  if (!s.ok()) return s;
  if (!(s = EnumText(*dev, "log_device", "class", false, Knob::device, &out->device_class)).ok()) return s;
  if (!(s = Number(*dev, "log_device", "fsync_p50_us", true, 1, 1e6, false, &out->fsync_p50_us)).ok()) return s;
  if (!(s = Number(*dev, "log_device", "fsync_p99_us", true, out->fsync_p50_us, 1e7, false, &out->fsync_p99_us)).ok())
    return s;
  if (!(s = Number(*dev, "log_device", "seq_write_mbps", true, 1, 100000, false, &out->seq_write_mbps)).ok()) return s;
  if (!(s = Number(*dev, "log_device", "read_us", false, 1, 1e6, false, &out->read_us)).ok()) return s;
  if (!(s = Number(*dev, "log_device", "odirect_write_p50_us", false, 1, 1e6, false, &out->odirect_write_p50_us)).ok()) return s;
  if (!(s = Number(*dev, "log_device", "odirect_flush_p50_us", false, 1, 1e6, false, &out->odirect_flush_p50_us)).ok()) return s;
  // The CPU in the caller is part of the call's wall time, so it cannot
  // exceed it; it needs the wall time it belongs to.
  if (!(s = Number(*dev, "log_device", "odirect_write_cpu_us", false, 0.1, out->odirect_write_p50_us > 0 ? out->odirect_write_p50_us : 1e6, false,
                   &out->odirect_write_cpu_us)).ok())
    return s;
  if (!(s = Number(*dev, "log_device", "odirect_flush_cpu_us", false, 0.1, out->odirect_flush_p50_us > 0 ? out->odirect_flush_p50_us : 1e6, false,
                   &out->odirect_flush_cpu_us)).ok())
    return s;
  if (out->odirect_write_cpu_us > 0 && out->odirect_write_p50_us <= 0)
    return Status::Invalid("machine file: field 'log_device.odirect_write_p50_us' is missing; log_device.odirect_write_cpu_us is part of that call's wall time and needs it");
  if (out->odirect_flush_cpu_us > 0 && out->odirect_flush_p50_us <= 0)
    return Status::Invalid("machine file: field 'log_device.odirect_flush_p50_us' is missing; log_device.odirect_flush_cpu_us is part of that call's wall time and needs it");
  s = Bool(*dev, "log_device", "volatile_cache_ignores_flush", false, &out->volatile_cache_ignores_flush);
  if (!s.ok()) return s;

  if (!(s = Number(root, "", "context_switch_us", false, 0.1, 1000, false, &out->context_switch_us)).ok()) return s;
  if (!(s = Number(root, "", "fsync_cpu_us", false, 0.1, 10000, false, &out->fsync_cpu_us)).ok()) return s;
  if (!(s = Number(root, "", "idle_wake_cpu_us", false, 0, 1000, false, &out->idle_wake_cpu_us)).ok()) return s;
  if (!(s = Number(root, "", "halted_wake_cpu_us", false, 0, 1000, false, &out->halted_wake_cpu_us)).ok()) return s;
  if (!(s = Number(root, "", "halt_after_idle_us", false, 0, 100000, false, &out->halt_after_idle_us)).ok()) return s;
  if (out->halted_wake_cpu_us > 0 && out->halt_after_idle_us <= 0)
    return Status::Invalid("machine file: field 'halt_after_idle_us' is missing or 0; halted_wake_cpu_us needs it: the idle time in microseconds, above 0, at which half of that extra CPU is paid");
  if (!(s = Number(root, "", "resume_refill_cpu_us", false, 0, 10000, false, &out->resume_refill_cpu_us)).ok()) return s;
  if (!(s = Number(root, "", "l2_cache_kb", false, 16, 65536, false, &out->l2_cache_kb)).ok()) return s;

  // At most one fitted figure, and it must say what it was fitted to.
  if (const JsonValue* cal = root.Find("calibration")) {
    if (!cal->IsObject())
      return Refuse("calibration", cal->Describe(), "an object with cpu_scale and fitted_to");
    if (!(s = OnlyKnownFields(*cal, "calibration", {"cpu_scale", "fitted_to"})).ok()) return s;
    if (!(s = Number(*cal, "calibration", "cpu_scale", true, 0.1, 10, false, &out->cpu_scale)).ok()) return s;
    if (!(s = Text(*cal, "calibration", "fitted_to", true, 400, &out->cpu_scale_fitted_to)).ok()) return s;
  }
  return Status::Ok();
}

Status ParseMachineFile(const std::string& json, MachineFile* out) {
  JsonValue root;
  std::string err;
  if (!ParseJson(json, &root, &err)) return Status::Invalid("machine file is not valid JSON: " + err);
  return MachineFileFromJsonValue(root, out);
}

std::string MachineFileToJson(const MachineFile& f) {
  JsonWriter w;
  w.BeginObject();
  w.Key("format"); w.String(kFormat);
  w.Key("name"); w.String(f.name);
  w.Key("label"); w.String(f.label);
  if (!f.source.empty()) { w.Key("source"); w.String(f.source); }
  w.Key("cores"); w.Int(f.cores);
  w.Key("cpu_ghz"); w.Number(f.cpu_ghz);
  w.Key("cpu_class"); w.String(f.cpu_class);
  w.Key("ram_gb"); w.Number(f.ram_gb);
  w.Key("filesystem"); w.String(f.filesystem);
  w.Key("client_on_host"); w.Bool(f.client_on_host);
  w.Key("log_device");
  w.BeginObject();
  if (!f.device_class.empty()) { w.Key("class"); w.String(f.device_class); }
  w.Key("fsync_p50_us"); w.Number(f.fsync_p50_us);
  w.Key("fsync_p99_us"); w.Number(f.fsync_p99_us);
  w.Key("seq_write_mbps"); w.Number(f.seq_write_mbps);
  if (f.read_us > 0) { w.Key("read_us"); w.Number(f.read_us); }
  if (f.odirect_write_p50_us > 0) { w.Key("odirect_write_p50_us"); w.Number(f.odirect_write_p50_us); }
  if (f.odirect_flush_p50_us > 0) { w.Key("odirect_flush_p50_us"); w.Number(f.odirect_flush_p50_us); }
  if (f.odirect_write_cpu_us > 0) { w.Key("odirect_write_cpu_us"); w.Number(f.odirect_write_cpu_us); }
  if (f.odirect_flush_cpu_us > 0) { w.Key("odirect_flush_cpu_us"); w.Number(f.odirect_flush_cpu_us); }
  w.Key("volatile_cache_ignores_flush"); w.Bool(f.volatile_cache_ignores_flush);
  w.EndObject();
  if (f.context_switch_us > 0) { w.Key("context_switch_us"); w.Number(f.context_switch_us); }
  if (f.fsync_cpu_us > 0) { w.Key("fsync_cpu_us"); w.Number(f.fsync_cpu_us); }
  if (f.idle_wake_cpu_us > 0) { w.Key("idle_wake_cpu_us"); w.Number(f.idle_wake_cpu_us); }
  if (f.halted_wake_cpu_us > 0) { w.Key("halted_wake_cpu_us"); w.Number(f.halted_wake_cpu_us); }
  if (f.halt_after_idle_us > 0) { w.Key("halt_after_idle_us"); w.Number(f.halt_after_idle_us); }
  if (f.resume_refill_cpu_us > 0) { w.Key("resume_refill_cpu_us"); w.Number(f.resume_refill_cpu_us); }
  if (f.l2_cache_kb > 0) { w.Key("l2_cache_kb"); w.Number(f.l2_cache_kb); }
  if (f.cpu_scale > 0) {
    w.Key("calibration");
    w.BeginObject();
    w.Key("cpu_scale"); w.Number(f.cpu_scale);
    w.Key("fitted_to"); w.String(f.cpu_scale_fitted_to);
    w.EndObject();
  }
  w.EndObject();
  return w.str();
}

MachineProfile ProfileFromMachineFile(const MachineFile& f) {
  MachineProfile m;
  m.name = f.name;
  m.label = f.label;
  m.source = f.source.empty() ? "Machine file (measured facts)." : f.source;
  if (f.cpu_scale > 0) m.source += " Fitted: cpu_scale " + FormatNumber(f.cpu_scale) + " to " + f.cpu_scale_fitted_to + ".";
  int cls = EnumIndex(Knob::cpu_class, f.cpu_class);
  int device = f.device_class.empty() ? NearestDeviceClass(f.fsync_p50_us) : EnumIndex(Knob::device, f.device_class);
  // innodb_buffer_pool_size is a server setting, not a machine fact: half
  // the RAM, as the built-in profiles mostly set it; a scenario may change it.
  m.knobs = {{Knob::cores, f.cores},
             {Knob::cpu_ghz, f.cpu_ghz},
             {Knob::cpu_class, cls},
             {Knob::client_on_host, f.client_on_host ? 1 : 0},
             {Knob::pause_cycles, kPauseCycles[cls]},
             {Knob::device, device},
             {Knob::filesystem, EnumIndex(Knob::filesystem, f.filesystem)},
             {Knob::ram_gb, f.ram_gb},
             {Knob::innodb_buffer_pool_size_gb, f.ram_gb / 2}};
  m.physics = BasePhysics();
  if (f.cpu_scale > 0) m.physics.cpu_scale = f.cpu_scale;
  // What the file does not measure (small write, flush exclusivity, and
  // read latency when absent) comes from the device's class.
  DeviceSpec d = GenericDevice(device);
  d.fsync_us = f.fsync_p50_us;
  d.fsync_p99_us = f.fsync_p99_us;
  d.mbps = f.seq_write_mbps;
  if (f.read_us > 0) d.read_us = f.read_us;
  // A measured call's wall time holds its caller's CPU; where that CPU is
  // measured too, the device keeps the rest and the thread pays the CPU
  // (model/redo_log.cc), so the call takes as long as measured.
  if (f.odirect_write_p50_us > 0) d.odirect_write_us = f.odirect_write_p50_us - f.odirect_write_cpu_us;
  if (f.odirect_flush_p50_us > 0) d.odirect_flush_us = f.odirect_flush_p50_us - f.odirect_flush_cpu_us;
  d.volatile_cache_ignores_flush = f.volatile_cache_ignores_flush;
  d.fsync_commits_journal = true;  // fsync_p50_us is an append + fdatasync
  m.physics.device = d;
  // Measured CPU figures are this machine's own: stated back on the
  // reference core, so that the model's scaling by clock, class and
  // cpu_scale gives exactly what was measured.
  KnobValues k;
  (void)k.Set(Knob::cpu_ghz, f.cpu_ghz);
  (void)k.Set(Knob::cpu_class, cls);
  double factor = CpuFactor(k, m.physics);
  if (f.context_switch_us > 0) m.physics.context_switch_us = f.context_switch_us / factor;
  if (f.fsync_cpu_us > 0) m.physics.fsync_cpu_us = f.fsync_cpu_us / factor;
  if (f.odirect_write_cpu_us > 0) m.physics.odirect_write_cpu_us = f.odirect_write_cpu_us / factor;
  if (f.odirect_flush_cpu_us > 0) m.physics.odirect_flush_cpu_us = f.odirect_flush_cpu_us / factor;
  if (f.idle_wake_cpu_us > 0) m.physics.idle_wake_cpu_us = f.idle_wake_cpu_us / factor;
  if (f.halted_wake_cpu_us > 0) m.physics.halted_wake_cpu_us = f.halted_wake_cpu_us / factor;
  m.physics.halt_after_idle_us = f.halt_after_idle_us;  // a time, not CPU work
  if (f.resume_refill_cpu_us > 0) m.physics.resume_refill_cpu_us = f.resume_refill_cpu_us / factor;
  if (f.l2_cache_kb > 0) m.physics.l2_cache_kb = f.l2_cache_kb;
  return m;
}

std::string MachineProfileJson(const MachineProfile& m) {
  JsonWriter w;
  w.BeginObject();
  w.Key("name"); w.String(m.name);
  w.Key("label"); w.String(m.label);
  w.Key("source"); w.String(m.source);
  w.Key("knobs");
  w.BeginObject();
  KnobValues values;
  for (const auto& kv : m.knobs) {
    (void)values.Set(kv.first, kv.second);
    const KnobDef& d = KnobInfo(kv.first);
    w.Key(d.name);
    if (d.type == KnobType::kBool) w.Bool(kv.second != 0);
    else if (d.type == KnobType::kEnum) w.String(values.ValueText(kv.first));
    else w.Number(kv.second);
  }
  w.EndObject();
  w.Key("device");
  w.BeginObject();
  w.Key("fsync_us"); w.Number(m.physics.device.fsync_us);
  w.Key("fsync_p99_us"); w.Number(m.physics.device.fsync_p99_us);
  w.Key("write_us"); w.Number(m.physics.device.write_us);
  w.Key("read_us"); w.Number(m.physics.device.read_us);
  w.Key("mbps"); w.Number(m.physics.device.mbps);
  w.Key("flush_exclusive_us"); w.Number(m.physics.device.flush_exclusive_us);
  w.Key("volatile_cache_ignores_flush"); w.Bool(m.physics.device.volatile_cache_ignores_flush);
  w.EndObject();
  w.Key("cpu_scale"); w.Number(m.physics.cpu_scale);
  w.EndObject();
  return w.str();
}

}  // namespace commitlab
