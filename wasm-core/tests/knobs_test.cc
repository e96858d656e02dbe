#include <gtest/gtest.h>

#include "commitlab/knobs.h"
#include "commitlab/report.h"
#include "util/json.h"

namespace commitlab {
namespace {

TEST(Knobs, OutOfRangeNamesFieldValueAndAllowed) {
  KnobValues k;
  Status s = k.Set(Knob::innodb_thread_concurrency, 5000);
  ASSERT_FALSE(s.ok());
  EXPECT_NE(s.message().find("innodb_thread_concurrency"), std::string::npos);
  EXPECT_NE(s.message().find("5000"), std::string::npos);
  EXPECT_NE(s.message().find("0 to 1000"), std::string::npos);
  EXPECT_EQ(k.Int(Knob::innodb_thread_concurrency), 0);  // unchanged: no silent clamping
}

TEST(Knobs, IntegersRejectFractions) {
  KnobValues k;
  EXPECT_FALSE(k.Set(Knob::threads, 2.5).ok());
  EXPECT_FALSE(k.SetFromText(Knob::threads, "abc").ok());
  EXPECT_FALSE(k.SetFromText(Knob::threads, "").ok());
  EXPECT_TRUE(k.SetFromText(Knob::threads, "64").ok());
  EXPECT_EQ(k.Int(Knob::threads), 64);
}

TEST(Knobs, BoolsAndEnumsFromText) {
  KnobValues k;
  EXPECT_TRUE(k.SetFromText(Knob::log_bin, "OFF").ok());
  EXPECT_FALSE(k.Bool(Knob::log_bin));
  EXPECT_TRUE(k.SetFromText(Knob::log_bin, "\"true\"").ok());
  EXPECT_TRUE(k.Bool(Knob::log_bin));
  EXPECT_TRUE(k.SetFromText(Knob::commit_algorithm, "mysql55_prepare_commit_mutex").ok());
  EXPECT_EQ(k.ValueText(Knob::commit_algorithm), "mysql55_prepare_commit_mutex");
  Status s = k.SetFromText(Knob::commit_algorithm, "mysql99");
  ASSERT_FALSE(s.ok());
  EXPECT_NE(s.message().find("group_commit_57"), std::string::npos);
}

TEST(Knobs, FindsByMysqlVariableName) {
  Knob k;
  ASSERT_TRUE(FindKnob("max_binlog_size", &k));
  EXPECT_EQ(k, Knob::max_binlog_size_mb);
  ASSERT_TRUE(FindKnob("innodb-flush-log-at-trx-commit", &k));
  EXPECT_EQ(k, Knob::innodb_flush_log_at_trx_commit);
  EXPECT_FALSE(FindKnob("no_such_knob", &k));
}

TEST(Knobs, ContradictionsAreRejected) {
  KnobValues k;
  ASSERT_TRUE(k.SetFromText(Knob::commit_algorithm, "alisql_binlog_in_redo").ok());
  ASSERT_TRUE(k.Set(Knob::log_bin, 0).ok());
  Status s = k.CheckCombination();
  ASSERT_FALSE(s.ok());
  EXPECT_NE(s.message().find("log_bin"), std::string::npos);
  ASSERT_TRUE(k.Set(Knob::log_bin, 1).ok());
  EXPECT_TRUE(k.CheckCombination().ok());
}

TEST(Knobs, SchemaListsEveryKnobOnce) {
  JsonValue schema;
  std::string err;
  ASSERT_TRUE(ParseJson(SchemaJson(), &schema, &err)) << err;
  const JsonValue* knobs = schema.Find("knobs");
  ASSERT_NE(knobs, nullptr);
  EXPECT_EQ(knobs->items.size(), static_cast<size_t>(kKnobCount));
  for (const JsonValue& k : knobs->items) {
    EXPECT_FALSE(k.Find("help")->text.empty()) << k.Find("name")->text;
    const std::string& g = k.Find("group")->text;
    EXPECT_TRUE(g == "workload" || g == "innodb" || g == "binlog" || g == "durability" || g == "replica" || g == "hardware") << g;
  }
  EXPECT_EQ(schema.Find("interval_fields")->items.size(), static_cast<size_t>(kFieldCount));
  // How each knob changes on a real server: log_bin needs a restart, the
  // commit algorithm another server, sync_binlog is SET GLOBAL, threads is sysbench's.
  auto change = [&](const std::string& name) {
    for (const JsonValue& k : knobs->items)
      if (k.Find("name")->text == name) return k.Find("change")->text;
    return std::string("missing");
  };
  EXPECT_EQ(change("log_bin"), "restart");
  EXPECT_EQ(change("commit_algorithm"), "server_version");
  EXPECT_EQ(change("sync_binlog"), "dynamic");
  EXPECT_EQ(change("innodb_buffer_pool_size_gb"), "dynamic");
  EXPECT_EQ(change("threads"), "setup");
  EXPECT_EQ(schema.Find("thread_states")->items.size(), static_cast<size_t>(kThreadStateCount));
  for (const JsonValue& p : schema.Find("presets")->items) EXPECT_TRUE(p.Find("scenario")->IsObject()) << p.Find("name")->text;
}

}  // namespace
}  // namespace commitlab
