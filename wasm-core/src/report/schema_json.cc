#include "commitlab/knobs.h"
#include "commitlab/layout.h"
#include "commitlab/machine.h"
#include "commitlab/report.h"
#include "commitlab/scenario.h"
#include "util/json.h"

namespace commitlab {

namespace {

void WriteKnobValue(JsonWriter& j, Knob k, double v) {
  const KnobDef& d = KnobInfo(k);
  if (d.type == KnobType::kBool) j.Bool(v != 0);
  else if (d.type == KnobType::kEnum) j.String(EnumValueName(k, static_cast<int>(v)));
  else j.Number(v);
}

const char* TypeName(KnobType t) {
  switch (t) {
    case KnobType::kInt: return "int";
    case KnobType::kFloat: return "float";
    case KnobType::kBool: return "bool";
    case KnobType::kEnum: return "enum";
  }
  return "?";
}

}  // namespace

std::string SchemaJson() {
  JsonWriter j;
  j.BeginObject();
  j.Key("layout_version");
  j.Int(kLayoutVersion);
  j.Key("groups");
  j.BeginArray();
  for (const char* g : {"workload", "innodb", "binlog", "durability", "replica", "hardware"}) j.String(g);
  j.EndArray();
  j.Key("knobs");
  j.BeginArray();
  for (int i = 0; i < kKnobCount; ++i) {
    Knob k = static_cast<Knob>(i);
    const KnobDef& d = KnobInfo(k);
    j.BeginObject();
    j.Key("name"); j.String(d.name);
    j.Key("mysql"); if (d.mysql[0]) j.String(d.mysql); else j.Null();
    j.Key("group"); j.String(d.group);
    j.Key("type"); j.String(TypeName(d.type));
    j.Key("unit"); j.String(d.unit);
    j.Key("min"); j.Number(d.min);
    j.Key("max"); j.Number(d.max);
    j.Key("default"); WriteKnobValue(j, k, d.default_value);
    if (d.type == KnobType::kEnum) {
      j.Key("values");
      j.BeginArray();
      for (int v = 0; v < EnumValueCount(k); ++v) j.String(EnumValueName(k, v));
      j.EndArray();
    }
    j.Key("help"); j.String(d.help);
    j.Key("change"); j.String(KnobChangeName(HowKnobChanges(k)));
    j.EndObject();
  }
  j.EndArray();
  j.Key("machines");
  j.BeginArray();
  for (const MachineProfile& m : Machines()) {
    j.BeginObject();
    j.Key("name"); j.String(m.name);
    j.Key("label"); j.String(m.label);
    j.Key("source"); j.String(m.source);
    j.Key("knobs");
    j.BeginObject();
    for (const auto& kv : m.knobs) {
      j.Key(KnobInfo(kv.first).name);
      WriteKnobValue(j, kv.first, kv.second);
    }
    j.EndObject();
    j.EndObject();
  }
  j.EndArray();
  j.Key("presets");
  j.BeginArray();
  for (const Preset& p : Presets()) {
    Scenario sc;
    Status s = PresetScenario(p.name, &sc);
    j.BeginObject();
    j.Key("name"); j.String(p.name);
    j.Key("article"); j.String(p.article);
    j.Key("label"); j.String(p.label);
    j.Key("scenario");
    if (s.ok()) j.Raw(ScenarioToJson(sc));
    else j.String(s.message());
    j.EndObject();
  }
  j.EndArray();
  j.Key("interval_fields");
  j.BeginArray();
#define COMMITLAB_FIELD_JSON(id, unit, help) \
  j.BeginObject();                           \
  j.Key("name");                             \
  j.String(#id);                             \
  j.Key("unit");                             \
  j.String(unit);                            \
  j.Key("help");                             \
  j.String(help);                            \
  j.EndObject();
  COMMITLAB_INTERVAL_FIELDS(COMMITLAB_FIELD_JSON)
#undef COMMITLAB_FIELD_JSON
  j.EndArray();
  j.Key("thread_states");
  j.BeginArray();
  int code = 0;
#define COMMITLAB_STATE_JSON(id, label) \
  j.BeginObject();                      \
  j.Key("code");                        \
  j.Int(code++);                        \
  j.Key("name");                        \
  j.String(#id);                        \
  j.Key("label");                       \
  j.String(label);                      \
  j.EndObject();
  COMMITLAB_THREAD_STATES(COMMITLAB_STATE_JSON)
#undef COMMITLAB_STATE_JSON
  j.EndArray();
  j.EndObject();
  return j.str();
}

}  // namespace commitlab
