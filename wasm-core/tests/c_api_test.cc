#include <gtest/gtest.h>

#include <cstdlib>
#include <string>

#include "commitlab/c_api.h"
#include "commitlab/layout.h"
#include "util/json.h"

namespace commitlab {
namespace {

TEST(CApi, BadScenarioGivesAnErrorNotACrash) {
  cl_sim* h = cl_create("{\"knobs\":{\"threads\":-3}}");
  std::string err = cl_error(h);
  EXPECT_NE(err.find("threads"), std::string::npos);
  EXPECT_EQ(cl_run_until(h, 1000000, 100), 0);  // harmless on a failed handle
  EXPECT_EQ(cl_interval_count(h), 0);
  EXPECT_EQ(cl_snapshot(h), nullptr);
  cl_destroy(h);
  h = cl_create(nullptr);
  cl_destroy(h);
}

TEST(CApi, RunReadSetKnobCloneDigest) {
  JsonValue schema;
  std::string perr;
  ASSERT_TRUE(ParseJson(cl_schema_json(), &schema, &perr));
  cl_sim* h = cl_create("{\"preset\":\"laptop_quickstart\",\"duration_s\":2}");
  ASSERT_STREQ(cl_error(h), "");
  EXPECT_GT(cl_run_until(h, 500000000, INT64_MAX), 0);
  EXPECT_EQ(cl_now_ns(h), 500000000);
  EXPECT_EQ(cl_interval_count(h), 0);
  cl_run_until(h, 1000000000, INT64_MAX);
  EXPECT_EQ(cl_interval_count(h), 1);
  EXPECT_EQ(cl_interval_stride(), kFieldCount);
  EXPECT_GT(cl_intervals(h)[static_cast<int>(Field::tps)], 0);
  EXPECT_EQ(cl_set_knob(h, "threads", "\"lots\""), -1);
  EXPECT_NE(std::string(cl_error(h)).find("threads"), std::string::npos);
  EXPECT_EQ(cl_set_knob(h, "bogus", "1"), -1);
  EXPECT_EQ(cl_set_knob(h, "log_bin", "false"), 0);
  EXPECT_STREQ(cl_error(h), "");
  const int32_t* snap = cl_snapshot(h);
  ASSERT_NE(snap, nullptr);
  EXPECT_EQ(snap[0], cl_layout_version());
  int trailer = kSnapshotHeaderWords + 32 * kSnapshotWordsPerThread;
  int ops = snap[trailer];
  EXPECT_GT(ops, 0);  // the run has fsynced by now
  EXPECT_LE(ops, kSnapshotDeviceOps);
  EXPECT_EQ(cl_snapshot_words(h), trailer + 1 + ops * kSnapshotWordsPerDeviceOp);
  for (int k = 0; k < ops; ++k) {
    const int32_t* op = snap + trailer + 1 + k * kSnapshotWordsPerDeviceOp;
    EXPECT_LE(op[3], 0);      // started in the past
    EXPECT_GE(op[4], op[3]);  // ends after it starts
  }
  cl_sim* copy = cl_clone(h);
  cl_run_until(h, 2000000000, INT64_MAX);
  cl_run_until(copy, 2000000000, INT64_MAX);
  EXPECT_EQ(std::string(cl_digest(h)), std::string(cl_digest(copy)));
  JsonValue summary;
  ASSERT_TRUE(ParseJson(cl_summary_json(h), &summary, &perr));
  EXPECT_GT(summary.Find("transactions")->number, 0);
  ASSERT_TRUE(ParseJson(cl_thread_story_json(h, 0), &summary, &perr));
  EXPECT_EQ(cl_step(h, 7, 0), 0);
  cl_destroy(copy);
  cl_destroy(h);
}

}  // namespace
}  // namespace commitlab

namespace commitlab {
namespace {

TEST(CApi, MachineFileCheck) {
  char* good = cl_machine_file_check(
      R"({"name":"vm2","label":"2-vCPU VM","cores":2,"cpu_ghz":2.6,"cpu_class":"zen4","ram_gb":8,"filesystem":"ext4",)"
      R"("client_on_host":true,"log_device":{"fsync_p50_us":70,"fsync_p99_us":300,"seq_write_mbps":200}})");
  ASSERT_NE(good, nullptr);
  JsonValue v;
  std::string err;
  ASSERT_TRUE(ParseJson(good, &v, &err)) << err;
  std::free(good);
  EXPECT_TRUE(v.Find("ok")->boolean);
  const JsonValue* machine = v.Find("machine");
  ASSERT_NE(machine, nullptr);
  EXPECT_EQ(machine->Find("knobs")->Find("cores")->number, 2);
  EXPECT_EQ(machine->Find("device")->Find("fsync_us")->number, 70);
  char* bad = cl_machine_file_check(R"({"name":"vm2"})");
  ASSERT_TRUE(ParseJson(bad, &v, &err)) << err;
  std::free(bad);
  EXPECT_FALSE(v.Find("ok")->boolean);
  EXPECT_NE(v.Find("error")->text.find("'label' is missing"), std::string::npos) << v.Find("error")->text;
  char* empty = cl_machine_file_check(nullptr);
  ASSERT_TRUE(ParseJson(empty, &v, &err)) << err;
  std::free(empty);
  EXPECT_FALSE(v.Find("ok")->boolean);
}

}  // namespace
}  // namespace commitlab
