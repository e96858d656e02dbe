// Native benchmark: the core on the 112-core article's 256-thread,
// binlog-OFF, innodb_thread_concurrency=80 configuration, next to a bare
// event loop pushing and popping events of the same size through the
// same heap. The ratio travels across machines; the raw rates do not.
// Then every preset's real-time factor (simulated seconds per wall
// second), and the wall seconds per simulated second of the valid
// settings that cost the most.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "commitlab/scenario.h"
#include "commitlab/simulation.h"
#include "engine/event_queue.h"
#include "util/json.h"

namespace {

double Seconds(std::chrono::steady_clock::time_point a, std::chrono::steady_clock::time_point b) {
  return std::chrono::duration<double>(b - a).count();
}

// A number from the run's summary (throughput, transactions).
double SummaryNumber(const commitlab::Simulation& sim, const char* key) {
  commitlab::JsonValue v;
  std::string err;
  if (!commitlab::ParseJson(sim.SummaryJson(), &v, &err)) return 0;
  const commitlab::JsonValue* x = v.Find(key);
  return x ? x->number : 0;
}

struct Timed {
  double wall_s = 0;
  double sim_s = 0;
  double events = 0;
};

Timed RunFor(commitlab::Scenario sc, double sim_seconds) {
  if (sim_seconds < sc.duration_s) sc.duration_s = sim_seconds;
  commitlab::Simulation sim(sc);
  auto t0 = std::chrono::steady_clock::now();
  sim.RunToEnd();
  auto t1 = std::chrono::steady_clock::now();
  return {Seconds(t0, t1), static_cast<double>(sim.now()) / 1e9, static_cast<double>(sim.events_processed())};
}

}  // namespace

int main(int argc, char** argv) {
  double sim_seconds = argc > 1 ? std::atof(argv[1]) : 5.0;
  double preset_seconds = argc > 2 ? std::atof(argv[2]) : 3.0;
  commitlab::Scenario sc;
  commitlab::Status s = commitlab::ParseScenario(
      "{\"preset\":\"s000_best_off_256\",\"knobs\":{\"innodb_thread_concurrency\":80}}", &sc);
  if (!s.ok()) {
    std::fprintf(stderr, "bench: %s\n", s.message().c_str());
    return 1;
  }
  sc.duration_s = sim_seconds;
  commitlab::Simulation sim(sc);
  auto t0 = std::chrono::steady_clock::now();
  sim.RunToEnd();
  auto t1 = std::chrono::steady_clock::now();
  double wall = Seconds(t0, t1);
  int64_t events = sim.events_processed();
  double transactions = SummaryNumber(sim, "transactions");

  // Bare heap: same event size, a pending set as large as the model's
  // (one pending event per thread plus a few), time advancing like it.
  commitlab::EventQueue q;
  q.Reserve(1024);
  uint64_t x = 88172645463325252ull;
  for (int i = 0; i < 260; ++i) q.Push(static_cast<int64_t>(i) * 1000, 0, static_cast<uint32_t>(i), 0);
  int64_t heap_events = events > 20000000 ? events : 20000000;
  uint64_t sink = 0;
  auto h0 = std::chrono::steady_clock::now();
  for (int64_t i = 0; i < heap_events; ++i) {
    commitlab::Event e = q.Pop();
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    sink += e.target;
    q.Push(e.t + static_cast<int64_t>(x % 200000), e.kind, e.target, e.gen);
  }
  auto h1 = std::chrono::steady_clock::now();
  double heap_rate = static_cast<double>(heap_events) / Seconds(h0, h1);
  double rate = static_cast<double>(events) / wall;
  std::printf("native core: %lld events in %.3f s wall for %.1f s simulated, %.1f events per transaction\n",
              static_cast<long long>(events), wall, sim_seconds, transactions > 0 ? events / transactions : 0.0);
  std::printf("bare heap:   %.0f events/s (sink %llu)\n", heap_rate, static_cast<unsigned long long>(sink % 10));

  // Every preset, for its first preset_seconds simulated.
  std::string factors, below;
  for (const commitlab::Preset& p : commitlab::Presets()) {
    commitlab::Scenario ps;
    if (!commitlab::PresetScenario(p.name, &ps).ok()) continue;
    Timed t = RunFor(ps, preset_seconds);
    double factor = t.sim_s / t.wall_s;
    std::printf("preset %-28s %7.1fx real time\n", p.name, factor);
    char item[96];
    std::snprintf(item, sizeof item, "%s\"%s\":%.2f", factors.empty() ? "" : ",", p.name, factor);
    factors += item;
    if (factor < 10) below += std::string(below.empty() ? "" : ",") + "\"" + p.name + "\"";
  }

  // Valid settings that make the most events per simulated second.
  struct Costly {
    const char* name;
    const char* json;
  };
  const Costly costly[] = {
      {"spin_wait_delay_0_1000_threads",
       "{\"preset\":\"s000_best_off_256\",\"knobs\":{\"threads\":1000,\"innodb_spin_wait_delay\":0,"
       "\"innodb_thread_concurrency\":0}}"},
      {"concurrency_1_sleep_0_4096_threads",
       "{\"preset\":\"s000_best_off_256\",\"knobs\":{\"threads\":4096,\"innodb_thread_concurrency\":1,"
       "\"innodb_thread_sleep_delay\":0,\"innodb_adaptive_max_sleep_delay\":0}}"},
  };
  double costly_seconds = 0.25;
  std::string costs, cost_events;
  for (const Costly& c : costly) {
    commitlab::Scenario cs;
    commitlab::Status st = commitlab::ParseScenario(c.json, &cs);
    if (!st.ok()) {
      std::fprintf(stderr, "bench: %s: %s\n", c.name, st.message().c_str());
      return 1;
    }
    Timed t = RunFor(cs, costly_seconds);
    double per = t.wall_s / t.sim_s;
    double events_per = t.events / t.sim_s;
    std::printf("%-36s %6.2f s wall per simulated second, %.1f M events per simulated second\n", c.name, per,
                events_per / 1e6);
    char item[160];
    std::snprintf(item, sizeof item, "%s\"%s\":%.2f", costs.empty() ? "" : ",", c.name, per);
    costs += item;
    std::snprintf(item, sizeof item, "%s\"%s\":%.0f", cost_events.empty() ? "" : ",", c.name, events_per);
    cost_events += item;
  }

  std::printf(
      "{\"native_events_per_s\":%.0f,\"native_realtime_factor\":%.3f,\"heap_limit_events_per_s\":%.0f,"
      "\"native_fraction_of_limit\":%.3f,\"native_sim_tps\":%.0f,\"native_events_per_trx\":%.2f,"
      "\"preset_realtime_factors\":{%s},\"presets_below_10x\":[%s],\"costliest_wall_s_per_sim_s\":{%s},"
      "\"costliest_events_per_sim_s\":{%s}}\n",
      rate, sim_seconds / wall, heap_rate, rate / heap_rate, SummaryNumber(sim, "tps"),
      transactions > 0 ? events / transactions : 0.0, factors.c_str(), below.c_str(), costs.c_str(), cost_events.c_str());
  return 0;
}
