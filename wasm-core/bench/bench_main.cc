// Native benchmark: the core on the 112-core article's 256-thread,
// binlog-OFF, innodb_thread_concurrency=80 configuration, next to a bare
// event loop pushing and popping events of the same size through the
// same heap. The ratio travels across machines; the raw rates do not.
#include <chrono>
#include <cstdio>

#include "commitlab/scenario.h"
#include "commitlab/simulation.h"
#include "engine/event_queue.h"
#include "util/json.h"

namespace {

double Seconds(std::chrono::steady_clock::time_point a, std::chrono::steady_clock::time_point b) {
  return std::chrono::duration<double>(b - a).count();
}

// Throughput of the modelled server, so the speed is read at a known load.
double SimulatedTps(const commitlab::Simulation& sim) {
  commitlab::JsonValue v;
  std::string err;
  if (!commitlab::ParseJson(sim.SummaryJson(), &v, &err)) return 0;
  const commitlab::JsonValue* tps = v.Find("tps");
  return tps ? tps->number : 0;
}

}  // namespace

int main(int argc, char** argv) {
  double sim_seconds = argc > 1 ? std::atof(argv[1]) : 5.0;
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
  std::printf("native core: %lld events in %.3f s wall for %.1f s simulated\n", static_cast<long long>(events), wall,
              sim_seconds);
  std::printf("bare heap:   %.0f events/s (sink %llu)\n", heap_rate, static_cast<unsigned long long>(sink % 10));
  std::printf(
      "{\"native_events_per_s\":%.0f,\"native_realtime_factor\":%.3f,\"heap_limit_events_per_s\":%.0f,"
      "\"native_fraction_of_limit\":%.3f,\"native_sim_tps\":%.0f}\n",
      rate, sim_seconds / wall, heap_rate, rate / heap_rate, SimulatedTps(sim));
  return 0;
}
