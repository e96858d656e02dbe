// A stage's leader and group size in the snapshot name the group the
// stage is working for now, never one that has moved on: views draw
// "Flush stage: group of N" from these words.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "commitlab/layout.h"
#include "test_util.h"

namespace commitlab {
namespace {

// Snapshot header words 9..17: leader, queued, group size per stage.
constexpr int kStages = 3;
const ThreadState kStageState[kStages] = {ThreadState::flush_stage, ThreadState::sync_stage,
                                               ThreadState::commit_stage};
const char* const kStageName[kStages] = {"flush", "sync", "commit"};

// Where a leader can be drawn while doing its stage's work for the group:
// the group redo fsync, its own CPU, and latches it takes on the way.
bool LeaderAtWork(ThreadState s) {
  return s == ThreadState::redo_wait || s == ThreadState::run_queue || s == ThreadState::executing ||
         s == ThreadState::latch_spin || s == ThreadState::latch_sleep;
}

// Empty when every stage's reported leader has its group in that stage.
std::string StaleLeader(const std::vector<int32_t>& snap) {
  int n = snap[1];
  auto state = [&](int i) { return static_cast<ThreadState>(snap[kSnapshotHeaderWords + kSnapshotWordsPerThread * i]); };
  auto leader_of = [&](int i) { return snap[kSnapshotHeaderWords + kSnapshotWordsPerThread * i + 3]; };
  for (int st = 0; st < kStages; ++st) {
    int leader = snap[9 + st * 3];
    int size = snap[11 + st * 3];
    std::string stage = kStageName[st];
    if (leader < 0) {
      if (size != 0) return stage + " stage has no leader but a group of " + std::to_string(size);
      continue;
    }
    if (leader >= n) return stage + " stage leader " + std::to_string(leader) + " is not a thread";
    bool here = LeaderAtWork(state(leader));
    for (int i = 0; i < n && !here; ++i)
      here = (i == leader || leader_of(i) == leader) && state(i) == kStageState[st];
    if (!here)
      return stage + " stage names leader " + std::to_string(leader) + " (group of " + std::to_string(size) +
             ") but it is in state " + std::to_string(static_cast<int>(state(leader))) + " and none of its group is in the stage";
  }
  return "";
}

// Steps one event at a time and checks every snapshot.
void ExpectLeadersOnlyWhileInStage(const std::string& knobs) {
  Scenario sc = MustParse(R"({"machine":"laptop","duration_s":0.2,"report_interval_s":0.1,"knobs":{)" + knobs + "}}");
  Simulation sim(sc);
  std::vector<int32_t> snap;
  int64_t checked = 0, led[kStages] = {0, 0, 0};
  while (sim.Step(StepKind::kEvent, sim.end_ns())) {
    sim.Snapshot(&snap);
    std::string stale = StaleLeader(snap);
    ASSERT_EQ(stale, "") << knobs << " at " << sim.now() << " ns";
    for (int st = 0; st < kStages; ++st) led[st] += snap[9 + st * 3] >= 0;
    ++checked;
  }
  EXPECT_GT(checked, 1000) << knobs;
  EXPECT_GT(led[0], 0) << knobs << ": the check never saw a flush leader";
  EXPECT_EQ(sim.invariant_violations(), 0) << sim.first_violation();
}

TEST(StageLeader, ParallelFlushClearsTheFlushLeaderWhenItsGroupLeaves) {
  ExpectLeadersOnlyWhileInStage(R"("threads":64,"commit_algorithm":"alisql_parallel_flush")");
  ExpectLeadersOnlyWhileInStage(
      R"("threads":64,"commit_algorithm":"alisql_parallel_flush","sync_binlog":0,"innodb_flush_log_at_trx_commit":2)");
}

TEST(StageLeader, BinlogInRedoClearsTheFlushLeaderWhenItsGroupLeaves) {
  ExpectLeadersOnlyWhileInStage(R"("threads":64,"commit_algorithm":"alisql_binlog_in_redo")");
}

// The serial pipelines already did this; keep them honest too.
TEST(StageLeader, GroupCommitLeadersFollowTheirGroups) {
  ExpectLeadersOnlyWhileInStage(R"("threads":64,"commit_algorithm":"group_commit_57")");
  ExpectLeadersOnlyWhileInStage(R"("threads":64,"commit_algorithm":"group_commit_56")");
  ExpectLeadersOnlyWhileInStage(R"("threads":64,"commit_algorithm":"group_commit_57","binlog_order_commits":false)");
  ExpectLeadersOnlyWhileInStage(R"("threads":64,"commit_algorithm":"alisql_binlog_in_redo_v1","binlog_order_commits":false)");
}

}  // namespace
}  // namespace commitlab
