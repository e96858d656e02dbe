// sysbench 1.0's interval lines and final report, so a DBA reads a
// modelled run exactly as a real one; plus JSON and CSV.
#include <cstdio>

#include "commitlab/report.h"
#include "util/json.h"

namespace commitlab {

namespace {

double FieldAt(const Simulation& sim, int i, Field f) {
  return sim.intervals()[static_cast<size_t>(i) * kFieldCount + static_cast<int>(f)];
}

std::string Format(const char* fmt, double a) {
  char buf[128];
  std::snprintf(buf, sizeof buf, fmt, a);
  return buf;
}

}  // namespace

std::string SysbenchIntervalLine(const Simulation& sim, int i, int percentile) {
  char buf[320];
  bool p99 = percentile == 99;
  std::snprintf(buf, sizeof buf,
                "[ %.0fs ] thds: %lld tps: %.2f qps: %.2f (r/w/o: %.2f/%.2f/%.2f) lat (ms,%d%%): %.2f err/s: %.2f "
                "reconn/s: 0.00",
                FieldAt(sim, i, Field::t_s), static_cast<long long>(sim.knobs().Int(Knob::threads)),
                FieldAt(sim, i, Field::tps), FieldAt(sim, i, Field::qps), FieldAt(sim, i, Field::reads_ps),
                FieldAt(sim, i, Field::writes_ps), FieldAt(sim, i, Field::other_ps), p99 ? 99 : 95,
                FieldAt(sim, i, p99 ? Field::lat_p99_ms : Field::lat_p95_ms), FieldAt(sim, i, Field::errors_ps));
  return buf;
}

std::string SysbenchFinalReport(const Simulation& sim, int percentile) {
  JsonValue s;
  std::string err;
  ParseJson(sim.SummaryJson(), &s, &err);
  auto num = [&](const char* key) {
    const JsonValue* v = s.Find(key);
    return v ? v->number : 0.0;
  };
  auto sub = [&](const char* obj, const char* key) {
    const JsonValue* o = s.Find(obj);
    const JsonValue* v = o ? o->Find(key) : nullptr;
    return v ? v->number : 0.0;
  };
  double secs = num("total_time_s");
  std::string out;
  char buf[256];
  out += "SQL statistics:\n    queries performed:\n";
  std::snprintf(buf, sizeof buf, "        read:                            %.0f\n", num("reads"));
  out += buf;
  std::snprintf(buf, sizeof buf, "        write:                           %.0f\n", num("writes"));
  out += buf;
  std::snprintf(buf, sizeof buf, "        other:                           %.0f\n", num("other"));
  out += buf;
  std::snprintf(buf, sizeof buf, "        total:                           %.0f\n", num("queries"));
  out += buf;
  std::snprintf(buf, sizeof buf, "    transactions:                        %.0f (%.2f per sec.)\n", num("transactions"),
                num("tps"));
  out += buf;
  std::snprintf(buf, sizeof buf, "    queries:                             %.0f (%.2f per sec.)\n", num("queries"),
                num("qps"));
  out += buf;
  std::snprintf(buf, sizeof buf, "    ignored errors:                      %.0f      (%.2f per sec.)\n", num("errors"),
                secs > 0 ? num("errors") / secs : 0);
  out += buf;
  out += "    reconnects:                          0      (0.00 per sec.)\n\n";
  out += "General statistics:\n";
  out += "    total time:                          " + Format("%.4fs", secs) + "\n";
  std::snprintf(buf, sizeof buf, "    total number of events:              %.0f\n\n", num("transactions"));
  out += buf;
  out += "Latency (ms):\n";
  out += "         min:                                  " + Format("%7.2f", sub("latency_ms", "min")) + "\n";
  out += "         avg:                                  " + Format("%7.2f", sub("latency_ms", "avg")) + "\n";
  out += "         max:                                  " + Format("%7.2f", sub("latency_ms", "max")) + "\n";
  if (percentile == 99)
    out += "         99th percentile:                      " + Format("%7.2f", sub("latency_ms", "p99")) + "\n";
  else
    out += "         95th percentile:                      " + Format("%7.2f", sub("latency_ms", "p95")) + "\n";
  out += "         sum:                          " + Format("%15.2f", sub("latency_ms", "sum")) + "\n\n";
  out += "Threads fairness:\n";
  std::snprintf(buf, sizeof buf, "    events (avg/stddev):           %.4f/%.2f\n", sub("fairness", "events_avg"),
                sub("fairness", "events_stddev"));
  out += buf;
  std::snprintf(buf, sizeof buf, "    execution time (avg/stddev):   %.4f/%.2f\n", sub("fairness", "exec_avg_s"),
                sub("fairness", "exec_stddev_s"));
  out += buf;
  return out;
}

std::string RunJson(const Simulation& sim) {
  JsonWriter j;
  j.BeginObject();
  j.Key("layout_version");
  j.Int(kLayoutVersion);
  j.Key("scenario");
  j.Raw(ScenarioToJson(sim.scenario()));
  j.Key("interval_fields");
  j.BeginArray();
#define COMMITLAB_FIELD_NAME(id, unit, help) j.String(#id);
  COMMITLAB_INTERVAL_FIELDS(COMMITLAB_FIELD_NAME)
#undef COMMITLAB_FIELD_NAME
  j.EndArray();
  j.Key("intervals");
  j.BeginArray();
  for (int i = 0; i < sim.interval_count(); ++i) {
    j.BeginArray();
    for (int f = 0; f < kFieldCount; ++f) j.Number(sim.intervals()[static_cast<size_t>(i) * kFieldCount + f]);
    j.EndArray();
  }
  j.EndArray();
  j.Key("summary");
  j.Raw(sim.SummaryJson());
  j.EndObject();
  return j.str();
}

std::string IntervalsCsv(const Simulation& sim) {
  std::string out;
  bool first = true;
#define COMMITLAB_FIELD_CSV(id, unit, help) \
  out += first ? "" : ",";                  \
  out += #id;                               \
  first = false;
  COMMITLAB_INTERVAL_FIELDS(COMMITLAB_FIELD_CSV)
#undef COMMITLAB_FIELD_CSV
  out += "\n";
  for (int i = 0; i < sim.interval_count(); ++i) {
    for (int f = 0; f < kFieldCount; ++f) {
      if (f) out += ",";
      out += FormatNumber(sim.intervals()[static_cast<size_t>(i) * kFieldCount + f]);
    }
    out += "\n";
  }
  return out;
}

}  // namespace commitlab
