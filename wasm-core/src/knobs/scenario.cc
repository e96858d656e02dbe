#include "commitlab/scenario.h"

#include <algorithm>
#include <cmath>

#include "commitlab/machine.h"
#include "commitlab/machine_file.h"
#include "knobs/machine_file_json.h"
#include "util/json.h"

namespace commitlab {

namespace {

Status ApplyProfile(const MachineProfile& m, Scenario* out) {
  out->machine = m.name;
  for (const auto& kv : m.knobs) {
    Status s = out->knobs.Set(kv.first, kv.second);
    if (!s.ok()) return s;
  }
  return Status::Ok();
}

Status ApplyMachine(const std::string& name, Scenario* out) {
  const MachineProfile* m = FindMachine(name);
  if (m == nullptr)
    return Status::Invalid("field 'machine': " + QuoteForMessage(name) + " is not a known machine; expected one of " + MachineNames());
  out->machine_file.reset();
  out->machine_profile.reset();
  return ApplyProfile(*m, out);
}

// "machine_file": {...}: a machine described by measured facts.
Status ApplyMachineFile(const JsonValue& v, Scenario* out) {
  auto file = std::make_shared<MachineFile>();
  Status s = MachineFileFromJsonValue(v, file.get());
  if (!s.ok()) return Status::Invalid("field 'machine_file': " + s.message());
  out->machine_profile = std::make_shared<const MachineProfile>(ProfileFromMachineFile(*file));
  out->machine_file = file;
  return ApplyProfile(*out->machine_profile, out);
}

// Reads one knob value from JSON into `values`.
Status ApplyKnobValue(const std::string& where, const std::string& name, const JsonValue& v, KnobValues* values,
                      Knob* which) {
  Knob k;
  if (!FindKnob(name, &k)) return Status::Invalid(where + ": unknown knob " + QuoteForMessage(name) + " (see --schema for the list)");
  if (which) *which = k;
  const KnobDef& d = KnobInfo(k);
  auto located = [&](Status s) { return s.ok() ? s : Status::Invalid(where + ": " + s.message()); };
  if (v.IsBool() && d.type == KnobType::kBool) return located(values->Set(k, v.boolean ? 1 : 0));
  if (v.IsString() && (d.type == KnobType::kEnum || d.type == KnobType::kBool)) return located(values->SetFromText(k, v.text));
  if (v.IsNumber() && d.type != KnobType::kEnum) return located(values->Set(k, v.number));
  std::string expected = d.type == KnobType::kEnum   ? "a string naming one of its values"
                         : d.type == KnobType::kBool ? "true or false"
                                                     : "a number";
  return Status::Invalid(where + ": knob '" + name + "' got " + v.Describe() + "; expected " + expected);
}

Status NumberField(const JsonValue& root, const char* key, double min, double max, double* out) {
  const JsonValue* v = root.Find(key);
  if (v == nullptr) return Status::Ok();
  if (!v->IsNumber() || !(v->number >= min && v->number <= max))
    return Status::Invalid(std::string("field '") + key + "': " + v->Describe() + " is not allowed; expected a number from " +
                           FormatNumber(min) + " to " + FormatNumber(max));
  *out = v->number;
  return Status::Ok();
}

Status FromJsonValue(const JsonValue& root, Scenario* out, int depth) {
  if (!root.IsObject()) return Status::Invalid("scenario: expected a JSON object, got " + root.Describe());
  static const char* kAllowed[] = {"machine", "preset", "seed", "duration_s", "report_interval_s", "knobs", "schedule",
                                   "name", "label", "article", "description", "physics", "machine_file"};
  for (const auto& m : root.members) {
    bool ok = false;
    std::string all;
    for (const char* a : kAllowed) {
      ok = ok || m.first == a;
      all += (all.empty() ? "" : ", ") + std::string(a);
    }
    if (!ok) return Status::Invalid("scenario: unknown field " + QuoteForMessage(m.first) + "; expected one of " + all);
  }
  if (const JsonValue* p = root.Find("preset")) {
    if (!p->IsString()) return Status::Invalid("field 'preset': " + p->Describe() + " is not a preset name (see --list-presets)");
    if (depth > 2) return Status::Invalid("field 'preset': presets nest too deeply");
    const Preset* found = nullptr;
    for (const auto& pr : Presets())
      if (p->text == pr.name) found = &pr;
    if (found == nullptr) {
      std::string names;
      for (const auto& pr : Presets()) names += (names.empty() ? "" : ", ") + std::string(pr.name);
      return Status::Invalid("field 'preset': " + QuoteForMessage(p->text) + " is not a known preset; expected one of " + names);
    }
    JsonValue base;
    std::string err;
    if (!ParseJson(found->json, &base, &err)) return Status::Invalid("preset '" + p->text + "' is malformed: " + err);
    Status s = FromJsonValue(base, out, depth + 1);
    if (!s.ok()) return s;
    out->preset = p->text;
  }
  const JsonValue* machine_file = root.Find("machine_file");
  if (machine_file != nullptr) {
    Status s = ApplyMachineFile(*machine_file, out);
    if (!s.ok()) return s;
    // "machine" may accompany it (ScenarioToJson writes both) if it agrees.
    const JsonValue* m = root.Find("machine");
    if (m != nullptr && !(m->IsString() && m->text == out->machine))
      return Status::Invalid("field 'machine': " + m->Describe() + " is not allowed beside field 'machine_file' (named \"" +
                             out->machine + "\"); expected the same name, or no 'machine' field");
  } else if (const JsonValue* m = root.Find("machine")) {
    if (!m->IsString())
      return Status::Invalid("field 'machine': " + m->Describe() + " is not a machine name; expected one of " + MachineNames());
    // A new machine resets hardware defaults; knobs given later override.
    // Naming the preset's own machine again (the lab sends both) keeps the
    // preset's hardware (a 2-core preset on the 4-core laptop stays 2 cores).
    bool presets_own = !out->preset.empty() && m->text == out->machine;
    if (!presets_own) {
      Status s = ApplyMachine(m->text, out);
      if (!s.ok()) return s;
    }
  } else if (depth == 0 && out->preset.empty()) {
    Status s = ApplyMachine(out->machine, out);
    if (!s.ok()) return s;
  }
  double seed = out->seed;
  Status s = NumberField(root, "seed", 0, 4294967295.0, &seed);
  if (!s.ok()) return s;
  if (seed != std::floor(seed)) return Status::Invalid("field 'seed': " + FormatNumber(seed) + " is not a whole number");
  out->seed = static_cast<uint32_t>(seed);
  s = NumberField(root, "duration_s", kMinDurationS, kMaxDurationS, &out->duration_s);
  if (!s.ok()) return s;
  s = NumberField(root, "report_interval_s", kMinReportIntervalS, kMaxReportIntervalS, &out->report_interval_s);
  if (!s.ok()) return s;
  if (const JsonValue* k = root.Find("knobs")) {
    if (!k->IsObject()) return Status::Invalid("field 'knobs': expected an object of knob: value, got " + k->Describe());
    for (const auto& kv : k->members) {
      s = ApplyKnobValue("field 'knobs'", kv.first, kv.second, &out->knobs, nullptr);
      if (!s.ok()) return s;
    }
  }
  if (const JsonValue* ph = root.Find("physics")) {
    if (!ph->IsObject()) return Status::Invalid("field 'physics': expected an object of name: number, got " + ph->Describe());
    for (const auto& kv : ph->members) {
      if (!kv.second.IsNumber())
        return Status::Invalid("field 'physics': " + QuoteForMessage(kv.first) + " got " + kv.second.Describe() + "; expected a number");
      Physics probe{};
      s = SetPhysics(&probe, kv.first, kv.second.number);
      if (!s.ok()) return s;
      out->physics.emplace_back(kv.first, kv.second.number);
    }
  }
  if (const JsonValue* sch = root.Find("schedule")) {
    if (!sch->IsArray()) return Status::Invalid("field 'schedule': expected an array, got " + sch->Describe());
    out->schedule.clear();
    for (size_t i = 0; i < sch->items.size(); ++i) {
      const JsonValue& e = sch->items[i];
      std::string where = "field 'schedule[" + std::to_string(i) + "]'";
      const JsonValue* at = e.Find("at_s");
      const JsonValue* knob = e.Find("knob");
      const JsonValue* value = e.Find("value");
      if (!e.IsObject() || !at || !knob || !value || !at->IsNumber() || !knob->IsString())
        return Status::Invalid(where + ": expected {\"at_s\": seconds, \"knob\": name, \"value\": value}");
      for (const auto& m : e.members)
        if (m.first != "at_s" && m.first != "knob" && m.first != "value")
          return Status::Invalid(where + ": unknown field " + QuoteForMessage(m.first) + "; expected at_s, knob and value");
      if (at->number < 0 || at->number > 86400)
        return Status::Invalid(where + ".at_s: " + at->Describe() + " is not allowed; expected 0 to 86400");
      KnobValues probe = out->knobs;
      Knob which;
      s = ApplyKnobValue(where, knob->text, *value, &probe, &which);
      if (!s.ok()) return s;
      out->schedule.push_back({static_cast<int64_t>(at->number * 1e9 + 0.5), which, probe.Get(which)});
    }
  }
  return Status::Ok();
}

}  // namespace

const MachineProfile* ScenarioMachine(const Scenario& scenario) {
  if (scenario.machine_profile) return scenario.machine_profile.get();
  return FindMachine(scenario.machine);
}

Status ParseScenario(const std::string& json, Scenario* out) {
  *out = Scenario();
  JsonValue root;
  std::string err;
  if (!ParseJson(json, &root, &err)) return Status::Invalid("scenario is not valid JSON: " + err);
  // A run exported by the lab or by --format json replays its scenario.
  const JsonValue* exported = root.IsObject() && root.Find("layout_version") ? root.Find("scenario") : nullptr;
  Status s = FromJsonValue(exported != nullptr ? *exported : root, out, 0);
  if (!s.ok()) return s;
  return ValidateScenario(*out);
}

std::vector<size_t> ScheduleOrder(const std::vector<ScheduledChange>& schedule) {
  std::vector<size_t> order(schedule.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(),
                   [&](size_t a, size_t b) { return schedule[a].at_ns < schedule[b].at_ns; });
  return order;
}

Status ValidateScenario(const Scenario& sc) {
  auto range = [](const char* field, double v, double min, double max) {
    if (v >= min && v <= max) return Status::Ok();
    return Status::Invalid(std::string("field '") + field + "': " + NumberForMessage(v) +
                           " is not allowed; expected a number from " + FormatNumber(min) + " to " + FormatNumber(max));
  };
  Status s = range("duration_s", sc.duration_s, kMinDurationS, kMaxDurationS);
  if (s.ok()) s = range("report_interval_s", sc.report_interval_s, kMinReportIntervalS, kMaxReportIntervalS);
  if (!s.ok()) return s;
  // Every interval's record is kept for the run (charts, export, time
  // travel): refuse what would not fit rather than run out of memory.
  double records = std::ceil(sc.duration_s / sc.report_interval_s);
  if (records > kMaxIntervalRecords)
    return Status::Invalid("fields 'duration_s' and 'report_interval_s': " + FormatNumber(sc.duration_s) + " s at " +
                           FormatNumber(sc.report_interval_s) + " s per interval makes " + FormatNumber(records) +
                           " interval records; at most " + FormatNumber(kMaxIntervalRecords) +
                           " fit, so choose a report_interval_s of at least " +
                           FormatNumber(std::ceil(sc.duration_s / kMaxIntervalRecords * 1000) / 1000) +
                           " or a shorter duration_s");
  s = sc.knobs.CheckCombination();
  if (!s.ok()) return s;
  // Scheduled changes are checked now, in the order they will apply, by
  // the same rules as the values at t = 0: none is dropped mid-run.
  int64_t end_ns = static_cast<int64_t>(sc.duration_s * 1e9 + 0.5);
  KnobValues k = sc.knobs;
  for (size_t i : ScheduleOrder(sc.schedule)) {
    const ScheduledChange& c = sc.schedule[i];
    std::string where = "field 'schedule[" + std::to_string(i) + "]'";
    if (c.at_ns < 0 || c.at_ns > end_ns)
      return Status::Invalid("field 'schedule[" + std::to_string(i) + "].at_s': " + NumberForMessage(static_cast<double>(c.at_ns) / 1e9) +
                             " is not allowed; expected 0 to the run's duration_s, " + FormatNumber(sc.duration_s));
    s = k.Set(c.knob, c.value);
    if (s.ok()) s = k.CheckCombination();
    if (!s.ok())
      return Status::Invalid(where + " (" + KnobInfo(c.knob).name + " at " + FormatNumber(static_cast<double>(c.at_ns) / 1e9) +
                             " s): " + s.message());
  }
  return Status::Ok();
}

Status PresetScenario(const std::string& name, Scenario* out) {
  return ParseScenario("{\"preset\":\"" + JsonEscape(name) + "\"}", out);
}

std::string ScenarioToJson(const Scenario& sc) {
  JsonWriter w;
  w.BeginObject();
  w.Key("machine");
  w.String(sc.machine);
  if (sc.machine_file) {
    w.Key("machine_file");
    w.Raw(MachineFileToJson(*sc.machine_file));
  }
  if (!sc.preset.empty()) {
    w.Key("preset");
    w.String(sc.preset);
  }
  w.Key("seed");
  w.Int(sc.seed);
  w.Key("duration_s");
  w.Number(sc.duration_s);
  w.Key("report_interval_s");
  w.Number(sc.report_interval_s);
  w.Key("knobs");
  w.BeginObject();
  for (int i = 0; i < kKnobCount; ++i) {
    Knob k = static_cast<Knob>(i);
    w.Key(KnobInfo(k).name);
    const KnobDef& d = KnobInfo(k);
    if (d.type == KnobType::kBool) w.Bool(sc.knobs.Bool(k));
    else if (d.type == KnobType::kEnum) w.String(sc.knobs.ValueText(k));
    else w.Number(sc.knobs.Get(k));
  }
  w.EndObject();
  w.Key("schedule");
  w.BeginArray();
  for (const auto& c : sc.schedule) {
    w.BeginObject();
    w.Key("at_s");
    w.Number(c.at_ns / 1e9);
    w.Key("knob");
    w.String(KnobInfo(c.knob).name);
    w.Key("value");
    KnobValues tmp;
    (void)tmp.Set(c.knob, c.value);
    const KnobDef& d = KnobInfo(c.knob);
    if (d.type == KnobType::kBool) w.Bool(c.value != 0);
    else if (d.type == KnobType::kEnum) w.String(tmp.ValueText(c.knob));
    else w.Number(c.value);
    w.EndObject();
  }
  w.EndArray();
  if (!sc.physics.empty()) {
    w.Key("physics");
    w.BeginObject();
    for (const auto& p : sc.physics) {
      w.Key(p.first.c_str());
      w.Number(p.second);
    }
    w.EndObject();
  }
  w.EndObject();
  return w.str();
}

}  // namespace commitlab
