#include "commitlab/simulation.h"

#include <cstdint>
#include <cstdio>

#include "sim/runtime.h"
#include "util/json.h"

namespace commitlab {

namespace {

constexpr int64_t kSecond = 1000000000LL;
constexpr int64_t kSyncerPeriod = 50000000LL;  // AliSQL sync_binlog_interval
constexpr int64_t kPageCleanerPeriod = 100000000LL;

void AddThread(World& w) {
  int tid = static_cast<int>(w.threads.size());
  w.threads.emplace_back();
  ClientThread& t = w.threads.back();
  t.rng.Seed(w.scenario.seed, 1000 + static_cast<uint64_t>(tid));
  t.state_since = w.now;
  // sysbench starts every thread at once; stagger by under one round
  // trip so they do not move in lockstep.
  t.gen = 1;
  w.events.Push(w.now + static_cast<int64_t>(t.rng.Below(static_cast<uint64_t>(w.d.client_rtt + 1))), kEvWake,
                static_cast<uint32_t>(tid), t.gen);
  StartTransaction(w, tid);
}

void ApplyThreads(World& w) {
  int want = static_cast<int>(w.k.Int(Knob::threads));
  int have = 0;  // client threads; server threads (8.0 log threads) are skipped
  for (int i = 0; i < static_cast<int>(w.threads.size()); ++i) {
    ClientThread& t = w.threads[i];
    if (t.role != 0) continue;
    bool was = t.active;
    t.active = have < want;
    ++have;
    if (t.active && !was && t.state == ThreadState::client && t.ops.Empty()) {
      StartTransaction(w, i);
      WakeAt(w, i, w.now);
    }
  }
  for (int i = have; i < want; ++i) AddThread(w);
  // The row-lock table keeps its entries (owners and waiter queues): it
  // grows on demand as more threads take locks.
}

// Client thread i's index in World::threads: the same unless 8.0's log
// threads were created before more client threads were added.
std::vector<int> ClientTids(const World& w) {
  std::vector<int> tids;
  tids.reserve(w.threads.size());
  for (int i = 0; i < static_cast<int>(w.threads.size()); ++i)
    if (w.threads[i].role == 0) tids.push_back(i);
  return tids;
}

// Snapshot word 30: a nibble per 8.0 log thread (writer, flusher, write
// notifier, flush notifier): 0 none, 1 asleep on its event, 2 waiting
// for a core, 3 running, 4 spinning, 5 inside fsync().
int32_t LogThreadPhases(const World& w) {
  const LogThreads& lt = w.log_threads;
  int32_t word = 0;
  for (int i = 0; i < kLogThreadCount; ++i) {
    int tid = lt.tid[i];
    if (tid < 0) continue;
    const ClientThread& t = w.threads[tid];
    int phase = lt.asleep[i] ? 1 : lt.spinning[i] ? 4 : t.state == ThreadState::run_queue ? 2
              : t.state == ThreadState::redo_wait ? 5 : t.on_core ? 3 : 1;
    word |= phase << (4 * i);
  }
  return word;
}

// Seconds to whole nanoseconds; a value the scenario checks would refuse
// (NaN, out of range) gives the fallback instead of an undefined cast.
int64_t SecondsToNs(double seconds, int64_t fallback) {
  if (!(seconds > 0 && seconds <= kMaxDurationS)) return fallback;
  return static_cast<int64_t>(seconds * 1e9 + 0.5);
}

}  // namespace

Simulation::Simulation(const Scenario& scenario) : w_(new World()) {
  World& w = *w_;
  w.scenario = scenario;
  w.k = scenario.knobs;
  const MachineProfile* m = ScenarioMachine(scenario);
  w.phys = m != nullptr ? m->physics : Machines().front().physics;
  for (const auto& kv : scenario.physics) (void)SetPhysics(&w.phys, kv.first, kv.second);
  w.rng.Seed(scenario.seed, 1);
  w.sched_rng.Seed(scenario.seed, 2);
  w.steal_rng.Seed(scenario.seed, 3);
  w.end_ns = SecondsToNs(scenario.duration_s, 0);
  w.interval_ns = SecondsToNs(scenario.report_interval_s, kSecond);
  Derive(w);
  w.admission.sleep_delay_us = w.k.Int(Knob::innodb_thread_sleep_delay);
  int threads = static_cast<int>(w.k.Int(Knob::threads));
  w.threads.reserve(static_cast<size_t>(threads));
  w.events.Reserve(static_cast<size_t>(threads) * 4 + 64);
  for (auto& l : w.latches) {
    l.spinners.reserve(static_cast<size_t>(threads));
    l.spin_ends.reserve(static_cast<size_t>(threads));
    l.sleepers.reserve(static_cast<size_t>(threads));
  }
  w.redo.waiters.reserve(static_cast<size_t>(threads));
  w.run_queue.reserve(static_cast<size_t>(threads) * 2);
  // Room for a few row locks per thread (the presets hold at most three
  // each at once; more make it grow): most lookups are of a row nobody
  // locks, and a table that stays in the core's cache answers them without
  // a miss to memory.
  w.row_locks.Init(static_cast<size_t>(threads) * 4);
  for (int i = 0; i < threads; ++i) AddThread(w);
  EnsureLogThreads(w);
  ApplyPurgeThreads(w);
  w.events.Push(w.interval_ns, kEvReport, 0, 0);
  w.events.Push(kSecond, kEvMasterTick, 0, 0);
  w.events.Push(w.d.writeback_ns, kEvFlusherTick, 0, 0);
  w.events.Push(kSyncerPeriod, kEvSyncerTick, 0, 0);
  w.events.Push(kPageCleanerPeriod, kEvPageCleaner, 0, 0);
  if (w.d.steal_per_ns > 0)
    w.events.Push(1 + static_cast<int64_t>(Exponential(&w.steal_rng, 1.0 / w.d.steal_per_ns)), kEvStealStart, 0, 0);
  // Scheduled changes are not events: each applies once every event up to
  // its instant has run, as a change made from outside (the lab's
  // cl_set_knob after cl_run_until) does, so both give the same run.
  w.schedule_order = ScheduleOrder(scenario.schedule);
  while (NextChangeAt() <= 0) ApplyNextChange();
}

int64_t Simulation::NextChangeAt() const {
  const World& w = *w_;
  if (w.next_schedule >= w.schedule_order.size()) return INT64_MAX;
  return w.scenario.schedule[w.schedule_order[w.next_schedule]].at_ns;
}

void Simulation::ApplyNextChange() {
  World& w = *w_;
  const ScheduledChange c = w.scenario.schedule[w.schedule_order[w.next_schedule++]];
  if (w.now < c.at_ns) w.now = c.at_ns;
  // ValidateScenario checked every change in this order: a refusal here
  // is a bug, and says so.
  Status s = SetKnob(c.knob, c.value);
  if (!s.ok()) Violation(w, "scheduled change refused at run time: " + s.message());
}

Simulation::~Simulation() = default;
Simulation::Simulation(const Simulation& other) : w_(new World(*other.w_)) {}
Simulation& Simulation::operator=(const Simulation& other) {
  if (this != &other) w_.reset(new World(*other.w_));
  return *this;
}

bool Simulation::DispatchDueBy(int64_t stop) {
  World& w = *w_;
  Event e;
  if (!w.events.PopDueBy(stop, &e)) return false;
  w.now = e.t;
  ++w.events_processed;
  switch (e.kind) {
    case kEvWake:
      OnWake(w, static_cast<int>(e.target), e.gen);
      break;
    case kEvLatchRelease:
      OnLatchRelease(w, static_cast<int>(e.target));
      break;
    case kEvSpinDeadline:
      OnSpinDeadline(w, static_cast<int>(e.target), e.gen);
      break;
    case kEvStealStart:
      OnStealStart(w);
      break;
    case kEvStealEnd:
      OnStealEnd(w);
      break;
    case kEvDeviceDone:
      OnDeviceDone(w, static_cast<int>(e.target));
      break;
    case kEvReport:
      ReportInterval(w);
      w.events.Push(w.now + w.interval_ns, kEvReport, 0, 0);
      break;
    case kEvMasterTick: {
      // Once a second: background redo flush (every flush_log_at_timeout
      // seconds) and the page cleaner's data-page writes.
      int64_t sec = w.now / kSecond;
      if (w.d.trx_commit != 1 && sec % w.k.Int(Knob::innodb_flush_log_at_timeout) == 0) RedoBackground(w);
      PurgeMasterTick(w);
      w.events.Push(w.now + kSecond, kEvMasterTick, 0, 0);
      break;
    }
    case kEvPageCleaner: {
      // Data pages dirtied since the last pass, written in small batches.
      int64_t bytes = w.rows_changed_since_tick * w.d.page_flush_per_row;
      w.rows_changed_since_tick = 0;
      if (bytes > 0) DeviceSubmit(w, DeviceOpKind::kWrite, DeviceOwner::kBackground, kDeviceFileData, -1, bytes);
      w.events.Push(w.now + kPageCleanerPeriod, kEvPageCleaner, 0, 0);
      break;
    }
    case kEvFlusherTick:
      FlusherTick(w);
      w.events.Push(w.now + w.d.writeback_ns, kEvFlusherTick, 0, 0);
      break;
    case kEvWriterDone:
      OnWriterDone(w);
      break;
    case kEvSyncerTick:
      OnSyncerTick(w);
      w.events.Push(w.now + kSyncerPeriod, kEvSyncerTick, 0, 0);
      break;
    default:
      break;
  }
  return true;
}

int64_t Simulation::RunUntil(int64_t t_ns, int64_t max_events) {
  World& w = *w_;
  int64_t n = 0;
  for (;;) {
    int64_t change_at = NextChangeAt();
    int64_t stop = change_at < t_ns ? change_at : t_ns;
    w.horizon = stop;
    while (n < max_events && DispatchDueBy(stop)) ++n;
    if (n >= max_events || change_at > t_ns) break;
    ApplyNextChange();
  }
  if (n < max_events && w.now < t_ns) w.now = t_ns;
  // The end of the run checks its accounting by itself: no caller can
  // forget to, and a broken invariant is there to report.
  if (w.now >= w.end_ns && (w.events.Empty() || w.events.Top().t > w.end_ns)) CheckFinalInvariants();
  return n;
}

void Simulation::RunToEnd() { RunUntil(w_->end_ns, INT64_MAX); }

bool Simulation::Step(StepKind kind, int64_t t_limit_ns) {
  World& w = *w_;
  int64_t groups = w.group_commits, fsyncs = w.fsyncs_issued, stalls = w.stalls_started;
  for (;;) {
    int64_t change_at = NextChangeAt();
    int64_t stop = change_at < t_limit_ns ? change_at : t_limit_ns;
    w.horizon = stop;
    while (DispatchDueBy(stop)) {
      switch (kind) {
        case StepKind::kEvent: return true;
        case StepKind::kGroupCommit: if (w.group_commits != groups) return true; break;
        case StepKind::kFsync: if (w.fsyncs_issued != fsyncs) return true; break;
        case StepKind::kStall: if (w.stalls_started != stalls) return true; break;
      }
    }
    if (change_at > t_limit_ns) return false;
    ApplyNextChange();
  }
}

Status Simulation::SetKnob(Knob knob, double value) {
  World& w = *w_;
  KnobValues next = w.k;
  Status s = next.Set(knob, value);
  if (!s.ok()) return s;
  s = next.CheckCombination();
  if (!s.ok()) return s;
  w.k = next;
  Derive(w);
  if (knob == Knob::innodb_thread_sleep_delay) w.admission.sleep_delay_us = w.k.Int(knob);
  if (knob == Knob::threads) ApplyThreads(w);
  if (knob == Knob::innodb_purge_threads) ApplyPurgeThreads(w);
  EnsureLogThreads(w);
  w.metrics.cur.knob_changed = true;
  return Status::Ok();
}

int64_t Simulation::MemoryBytes() const {
  const World& w = *w_;
  size_t bytes = sizeof(World) + w.threads.capacity() * sizeof(ClientThread) +
                 w.metrics.records.capacity() * sizeof(double) + w.events.CapacityBytes() + w.row_locks.CapacityBytes() +
                 w.run_queue.capacity() * sizeof(int32_t) + w.redo.waiters.capacity() * sizeof(int32_t);
  for (const Latch& l : w.latches)
    bytes += (l.spinners.capacity() + l.sleepers.capacity()) * sizeof(int32_t) + l.spin_ends.capacity() * sizeof(SpinEnd);
  return static_cast<int64_t>(bytes);
}

int64_t Simulation::invariant_violations() const { return w_->inv.violations; }
std::string Simulation::first_violation() const { return w_->inv.first; }

void Simulation::CheckFinalInvariants() {
  World& w = *w_;
  if (w.inv.final_checked) return;
  w.inv.final_checked = true;
  // Every binlog byte is in a closed file or the current one.
  if (w.inv.bytes_rotated + w.binlog.file_size != w.binlog.total_bytes)
    Violation(w, "binlog bytes lost: closed " + std::to_string(w.inv.bytes_rotated) + " + current " +
                     std::to_string(w.binlog.file_size) + " != written " + std::to_string(w.binlog.total_bytes));
  if (w.binlog.prepared_xids < 0) Violation(w, "prepared_xids went negative");
  // Every core counted as taken is held by exactly one thread.
  int holding = 0;
  for (const ClientThread& t : w.threads) holding += t.on_core ? 1 : 0;
  if (holding != w.on_core)
    Violation(w, "cores taken (" + std::to_string(w.on_core) + ") differ from threads on a core (" + std::to_string(holding) + ")");
  CheckNoThreadWaitsForever(w);
}

int64_t Simulation::now() const { return w_->now; }
int64_t Simulation::end_ns() const { return w_->end_ns; }
int64_t Simulation::events_processed() const { return w_->events_processed; }
const Scenario& Simulation::scenario() const { return w_->scenario; }
const KnobValues& Simulation::knobs() const { return w_->k; }
const std::vector<double>& Simulation::intervals() const { return w_->metrics.records; }
int Simulation::interval_count() const { return static_cast<int>(w_->metrics.records.size() / kFieldCount); }

uint64_t Simulation::Digest() const {
  const Metrics& m = w_->metrics;
  uint64_t h = m.digest;
  auto mix = [&h](int64_t v) {
    for (int i = 0; i < 8; ++i) {
      h ^= static_cast<uint64_t>(v >> (8 * i)) & 0xFF;
      h *= 1099511628211ull;
    }
  };
  mix(m.total_trx);
  mix(m.lat_sum_ns);
  mix(w_->events_processed);
  return h;
}

std::string Simulation::DigestHex() const {
  char buf[24];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(Digest()));
  return buf;
}

std::string Simulation::SummaryJson() const {
  const World& w = *w_;
  const Metrics& m = w.metrics;
  double secs = static_cast<double>(w.now) / 1e9;
  if (secs <= 0) secs = 1e-9;
  JsonWriter j;
  j.BeginObject();
  j.Key("layout_version"); j.Int(kLayoutVersion);
  j.Key("machine"); j.String(w.scenario.machine);
  j.Key("seed"); j.Int(w.scenario.seed);
  j.Key("threads"); j.Int(w.k.Int(Knob::threads));
  j.Key("total_time_s"); j.Number(secs);
  j.Key("transactions"); j.Int(m.total_trx);
  j.Key("tps"); j.Number(static_cast<double>(m.total_trx) / secs);
  j.Key("queries"); j.Int(m.total_reads + m.total_writes + m.total_others);
  j.Key("qps"); j.Number(static_cast<double>(m.total_reads + m.total_writes + m.total_others) / secs);
  j.Key("reads"); j.Int(m.total_reads);
  j.Key("writes"); j.Int(m.total_writes);
  j.Key("other"); j.Int(m.total_others);
  j.Key("errors"); j.Int(m.total_errors);
  j.Key("latency_ms");
  j.BeginObject();
  j.Key("min"); j.Number(m.lat_min_ns < 0 ? 0 : static_cast<double>(m.lat_min_ns) / 1e6);
  j.Key("avg"); j.Number(m.total_trx > 0 ? static_cast<double>(m.lat_sum_ns) / static_cast<double>(m.total_trx) / 1e6 : 0);
  j.Key("max"); j.Number(static_cast<double>(m.lat_max_ns) / 1e6);
  j.Key("p95"); j.Number(static_cast<double>(m.total_hist.Percentile(0.95)) / 1e6);
  j.Key("p99"); j.Number(static_cast<double>(m.total_hist.Percentile(0.99)) / 1e6);
  j.Key("sum"); j.Number(static_cast<double>(m.lat_sum_ns) / 1e6);
  j.EndObject();
  // Fairness over active threads, as sysbench prints it.
  double n = 0, ev = 0, ev2 = 0, ex = 0, ex2 = 0;
  for (const ClientThread& t : w.threads) {
    if (t.role != 0) continue;
    n += 1;
    ev += static_cast<double>(t.events);
    ev2 += static_cast<double>(t.events) * static_cast<double>(t.events);
    double e = static_cast<double>(t.exec_ns) / 1e9;
    ex += e;
    ex2 += e * e;
  }
  auto stddev = [](double sum, double sum2, double count) {
    if (count <= 0) return 0.0;
    double mean = sum / count;
    double var = sum2 / count - mean * mean;
    if (var <= 0) return 0.0;
    double g = var > 1 ? var : 1.0;  // Newton sqrt: identical on every target
    for (int i = 0; i < 60; ++i) g = 0.5 * (g + var / g);
    return g;
  };
  j.Key("fairness");
  j.BeginObject();
  j.Key("events_avg"); j.Number(n > 0 ? ev / n : 0);
  j.Key("events_stddev"); j.Number(stddev(ev, ev2, n));
  j.Key("exec_avg_s"); j.Number(n > 0 ? ex / n : 0);
  j.Key("exec_stddev_s"); j.Number(stddev(ex, ex2, n));
  j.EndObject();
  double span = static_cast<double>(w.now);
  double core_ns = m.core_ns + w.metrics.cur.core_ns;
  double spin_ns = m.spin_ns + w.metrics.cur.spin_ns;
  j.Key("cpu_cores_avg"); j.Number(span > 0 ? core_ns / span : 0);
  j.Key("spin_cores_avg"); j.Number(span > 0 ? spin_ns / span : 0);
  j.Key("redo_fsyncs"); j.Int(w.redo.fsyncs);
  j.Key("binlog_fsyncs"); j.Int(w.binlog.fsyncs);
  j.Key("redo_bytes"); j.Int(w.redo.bytes_written);
  j.Key("binlog_bytes"); j.Int(w.binlog.total_bytes);
  j.Key("rotations"); j.Int(w.binlog.rotations);
  if (w.log_threads.started) {
    // MySQL 8.0's redo log threads: their CPU and what user threads did.
    const LogThreads& lt = w.log_threads;
    j.Key("log_threads");
    j.BeginObject();
    j.Key("cpu_ms"); j.Number(static_cast<double>(lt.cpu_ns) / 1e6);
    j.Key("sleeps"); j.Int(lt.wakeups);
    j.Key("user_spins"); j.Int(lt.spins);
    j.Key("user_spins_satisfied"); j.Int(lt.spin_successes);
    j.EndObject();
  }
  {
    // InnoDB purge: the history list it leaves and the CPU it took.
    const Purge& p = w.purge;
    j.Key("purge");
    j.BeginObject();
    j.Key("history_length"); j.Int(PurgeHistory(w));
    j.Key("purged"); j.Int(p.purged);
    j.Key("operations"); j.Int(p.purged_ops);
    j.Key("batches"); j.Int(p.batches);
    j.Key("cpu_ms"); j.Number(static_cast<double>(p.cpu_ns) / 1e6);
    j.Key("sleeps"); j.Int(p.sleeps);
    j.EndObject();
  }
  if (w.d.algo == CommitAlgorithm::kMariadb || w.mariadb.groups > 0) {
    const MariadbGroupCommit& m = w.mariadb;
    j.Key("mariadb_group_commit");
    j.BeginObject();
    j.Key("groups"); j.Int(m.groups);
    j.Key("commits"); j.Int(m.members);
    j.Key("binlog_checkpoints"); j.Int(m.checkpoints);
    j.Key("wait_count_reached"); j.Int(m.wait_count_reached);
    j.Key("wait_timeouts"); j.Int(m.wait_timeouts);
    j.EndObject();
  }
  j.Key("admission_max_sleep_delay_us"); j.Int(w.admission.max_sleep_delay_seen_us);
  j.Key("admission_sleep_delay_us"); j.Int(w.admission.sleep_delay_us);
  j.Key("latches");
  j.BeginObject();
  for (int i = 0; i < kLatchCount; ++i) {
    j.Key(LatchName(i));
    j.BeginObject();
    j.Key("acquisitions"); j.Int(w.latches[i].acquisitions);
    j.Key("contended"); j.Int(w.latches[i].contended);
    j.Key("os_waits"); j.Int(w.latches[i].os_waits);
    j.EndObject();
  }
  j.EndObject();
  j.Key("sleeps"); j.Int(w.sleeps);
  j.Key("preemptions"); j.Int(w.preemptions);
  j.Key("events"); j.Int(w.events_processed);
  j.Key("invariant_violations"); j.Int(w.inv.violations);
  j.Key("first_violation"); j.String(w.inv.first);
  j.Key("digest"); j.String(DigestHex());
  j.EndObject();
  return j.str();
}

void Simulation::Snapshot(std::vector<int32_t>* out) const {
  const World& w = *w_;
  const std::vector<int> tids = ClientTids(w);
  int n = static_cast<int>(tids.size());
  std::vector<int> index_of;  // tid -> client index, when they differ
  if (n != static_cast<int>(w.threads.size())) {
    index_of.assign(w.threads.size(), -1);
    for (int i = 0; i < n; ++i) index_of[tids[i]] = i;
  }
  auto client_index = [&](int tid) { return tid < 0 || index_of.empty() ? tid : index_of[tid]; };
  int ops = w.device.recent_count;
  size_t trailer = static_cast<size_t>(kSnapshotHeaderWords + kSnapshotWordsPerThread * n);
  out->assign(trailer + 1 + static_cast<size_t>(kSnapshotWordsPerDeviceOp * ops), 0);
  int32_t* s = out->data();
  int64_t now_us = w.now / 1000;
  s[0] = kLayoutVersion;
  s[1] = n;
  s[2] = w.cores;
  s[3] = static_cast<int32_t>(now_us & 0xFFFFFFFF);
  s[4] = static_cast<int32_t>(now_us >> 32);
  s[5] = w.on_core - w.spinning;
  s[6] = w.spinning;
  s[7] = w.admission.n_active;
  s[8] = static_cast<int32_t>(w.admission.sleep_delay_us);
  for (int st = 0; st < kStageCount; ++st) {
    s[9 + st * 3] = w.binlog.leader[st];
    s[10 + st * 3] = w.binlog.queues[st].size;
    s[11 + st * 3] = w.binlog.processing[st];
  }
  auto kib = [](int64_t b) { return static_cast<int32_t>(b / 1024); };
  s[18] = kib(w.redo.lsn);
  s[19] = kib(w.redo.written_lsn);
  s[20] = kib(w.redo.flushed_lsn);
  s[21] = w.redo.flush_in_progress ? 1 : 0;
  s[22] = kib(w.binlog.file_size);
  s[23] = kib(w.page_cache.files[kFileBinlog].dirty);
  s[24] = kib(w.d.max_binlog);
  s[25] = w.binlog.rotating ? 1 : 0;
  s[26] = kib(w.page_cache.files[kFileRedo].dirty);
  s[27] = w.device.in_flight;
  s[28] = kib(w.device.in_flight_bytes);
  s[29] = w.device.current_fsync_start >= 0 ? static_cast<int32_t>((w.now - w.device.current_fsync_start) / 1000) : -1;
  s[30] = LogThreadPhases(w);
  s[31] = static_cast<int32_t>((w.log_threads.flush_waiters.size() & 0xFFFF) | (w.log_threads.write_waiters.size() << 16));
  for (int st = 0; st < kStageCount; ++st) s[9 + st * 3] = client_index(s[9 + st * 3]);
  for (int i = 0; i < n; ++i) {
    const ClientThread& t = w.threads[tids[i]];
    int32_t* p = s + kSnapshotHeaderWords + kSnapshotWordsPerThread * i;
    p[0] = static_cast<int32_t>(t.state);
    int64_t in_state = (w.now - t.state_since) / 1000;
    p[1] = static_cast<int32_t>(in_state > 2000000000 ? 2000000000 : in_state);
    int32_t flags = 0;
    bool leads = false;
    for (int st = 0; st < kStageCount; ++st) leads = leads || w.binlog.leader[st] == tids[i];
    if (leads) flags |= 1;
    if (t.inside) flags |= 2;
    for (int l = 0; l < kLatchCount; ++l)
      if (w.latches[l].owner == tids[i] && w.latches[l].release_at > w.now) flags |= 4;
    p[2] = flags;
    p[3] = t.wait_latch >= 0 ? t.wait_latch : (t.state >= ThreadState::flush_queue ? client_index(t.leader) : -1);
  }
  // Recent device operations, oldest first: kind, file, KiB, start and
  // end relative to now in microseconds (an end in the future: in flight).
  int32_t* d = s + trailer;
  d[0] = ops;
  int size = static_cast<int>(w.device.recent.size());
  for (int k = 0; k < ops; ++k) {
    const DeviceRecord& r = w.device.recent[(w.device.recent_next - ops + k + size) % size];
    int32_t* q = d + 1 + kSnapshotWordsPerDeviceOp * k;
    auto rel = [&](int64_t t) {
      int64_t us = (t - w.now) / 1000;
      return static_cast<int32_t>(us < -2000000000 ? -2000000000 : us > 2000000000 ? 2000000000 : us);
    };
    // The views know three kinds: an O_DIRECT write is a write, a flush
    // alone an fsync.
    DeviceOpKind kind = static_cast<DeviceOpKind>(r.kind);
    q[0] = static_cast<int32_t>(kind == DeviceOpKind::kDirectWrite ? DeviceOpKind::kWrite
                                : kind == DeviceOpKind::kFlush     ? DeviceOpKind::kFsync
                                                                   : kind);
    q[1] = r.file;
    q[2] = static_cast<int32_t>(r.bytes / 1024);
    q[3] = rel(r.start);
    q[4] = rel(r.done);
  }
}

std::string Simulation::ThreadStoryJson(int thread) const {
  const World& w = *w_;
  JsonWriter j;
  j.BeginObject();
  const std::vector<int> tids = ClientTids(w);
  if (thread < 0 || thread >= static_cast<int>(tids.size())) {
    j.Key("error");
    j.String("thread " + std::to_string(thread) + " does not exist; expected 0 to " +
             std::to_string(static_cast<int>(tids.size()) - 1));
    j.EndObject();
    return j.str();
  }
  const ClientThread& t = w.threads[tids[thread]];
  j.Key("thread"); j.Int(thread);
  j.Key("trx_start_us"); j.Number(static_cast<double>(t.trx_start) / 1e3);
  j.Key("transactions"); j.Int(t.events);
  j.Key("steps");
  j.BeginArray();
  for (int k = 0; k < kStoryLength; ++k) {
    const StoryEntry& e = t.story[(t.story_pos + k) % kStoryLength];
    if (e.t() == 0 && k < kStoryLength - 1 && e.state() == ThreadState::client) continue;
    j.BeginObject();
    j.Key("t_us"); j.Number(static_cast<double>(e.t()) / 1e3);
    j.Key("state"); j.Int(static_cast<int>(e.state()));
    j.EndObject();
  }
  j.EndArray();
  j.EndObject();
  return j.str();
}

}  // namespace commitlab
