#include "commitlab/knobs.h"

#include <cmath>
#include <cstdlib>
#include <cstring>

#include "util/json.h"

namespace commitlab {

namespace {

const KnobDef kKnobDefs[] = {
#define COMMITLAB_KNOB_DEF(id, mysql, group, type, unit, min, max, def, values, help) \
  {#id, mysql, group, KnobType::type, unit, min, max, def, values, help},
    COMMITLAB_KNOB_LIST(COMMITLAB_KNOB_DEF)
#undef COMMITLAB_KNOB_DEF
};

std::string Lower(std::string s) {
  for (char& c : s)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return s;
}

std::string AllowedText(const KnobDef& d) {
  switch (d.type) {
    case KnobType::kBool: return "true/false (ON/OFF, 1/0)";
    case KnobType::kEnum: {
      std::string s = "one of ";
      for (const char* p = d.enum_values; *p; ++p) s += (*p == '|') ? std::string(", ") : std::string(1, *p);
      return s;
    }
    case KnobType::kInt:
      return "a whole number from " + FormatNumber(d.min) + " to " + FormatNumber(d.max);
    case KnobType::kFloat:
      return "a number from " + FormatNumber(d.min) + " to " + FormatNumber(d.max);
  }
  return "";
}

}  // namespace

const KnobDef& KnobInfo(Knob knob) { return kKnobDefs[static_cast<int>(knob)]; }

KnobChange HowKnobChanges(Knob knob) {
  switch (knob) {
    // MySQL 5.7 reads these at startup only (log_bin has no SET form).
    case Knob::log_bin: return KnobChange::kRestart;
    // The group commit algorithm is the server's code: 5.5, 5.6, 5.7, AliSQL.
    case Knob::commit_algorithm: return KnobChange::kServerVersion;
    // Read-only: the replica applies it when it starts.
    case Knob::relay_log_recovery: return KnobChange::kRestart;
    // Every other knob with a server or kernel variable is dynamic in 5.7
    // (innodb_buffer_pool_size since 5.7.5, resized online in chunks).
    default: return KnobInfo(knob).mysql[0] ? KnobChange::kDynamic : KnobChange::kSetup;
  }
}

const char* KnobChangeName(KnobChange change) {
  switch (change) {
    case KnobChange::kDynamic: return "dynamic";
    case KnobChange::kRestart: return "restart";
    case KnobChange::kServerVersion: return "server_version";
    case KnobChange::kSetup: return "setup";
  }
  return "?";
}

bool FindKnob(const std::string& name, Knob* out) {
  std::string want = Lower(name);
  for (char& c : want)
    if (c == '-') c = '_';
  for (int i = 0; i < kKnobCount; ++i) {
    if (want == kKnobDefs[i].name || (kKnobDefs[i].mysql[0] && want == kKnobDefs[i].mysql)) {
      *out = static_cast<Knob>(i);
      return true;
    }
  }
  return false;
}

int EnumValueCount(Knob knob) {
  const char* p = KnobInfo(knob).enum_values;
  if (!*p) return 0;
  int n = 1;
  for (; *p; ++p) n += (*p == '|');
  return n;
}

std::string EnumValueName(Knob knob, int index) {
  const char* p = KnobInfo(knob).enum_values;
  int i = 0;
  std::string cur;
  for (;; ++p) {
    if (*p == '|' || *p == '\0') {
      if (i == index) return cur;
      cur.clear();
      ++i;
      if (*p == '\0') break;
    } else {
      cur.push_back(*p);
    }
  }
  return "";
}

KnobValues::KnobValues() {
  for (int i = 0; i < kKnobCount; ++i) v_[i] = kKnobDefs[i].default_value;
}

Status KnobValues::Set(Knob k, double value) {
  const KnobDef& d = KnobInfo(k);
  bool whole = value == std::floor(value);
  bool in_range = value >= d.min && value <= d.max;
  if (!(value == value) || !in_range || (d.type != KnobType::kFloat && !whole)) {
    std::string shown = NumberForMessage(value);
    if (d.type == KnobType::kEnum && whole && value >= 0) shown = "index " + shown;
    return Status::Invalid("knob '" + std::string(d.name) + "': " + shown + " is not allowed; expected " + AllowedText(d));
  }
  v_[static_cast<int>(k)] = value;
  return Status::Ok();
}

Status KnobValues::SetFromText(Knob k, const std::string& raw) {
  const KnobDef& d = KnobInfo(k);
  std::string text = raw;
  // Accept JSON strings ("\"x\"") as well as bare words.
  if (text.size() >= 2 && text.front() == '"' && text.back() == '"') text = text.substr(1, text.size() - 2);
  std::string low = Lower(text);
  auto bad = [&]() {
    return Status::Invalid("knob '" + std::string(d.name) + "': " + QuoteForMessage(raw) + " is not allowed; expected " + AllowedText(d));
  };
  if (d.type == KnobType::kBool) {
    if (low == "true" || low == "on" || low == "1") return Set(k, 1);
    if (low == "false" || low == "off" || low == "0") return Set(k, 0);
    return bad();
  }
  if (d.type == KnobType::kEnum) {
    int n = EnumValueCount(k);
    for (int i = 0; i < n; ++i)
      if (low == Lower(EnumValueName(k, i))) return Set(k, i);  // MySQL enums ignore case (FILE, file)
    return bad();
  }
  // Numbers as JSON writes them: one grammar for files, flags and links.
  double value = 0;
  if (!ParseJsonNumber(text, &value)) return bad();
  return Set(k, value);
}

Status KnobValues::CheckCombination() const {
  auto algo = static_cast<CommitAlgorithm>(Int(Knob::commit_algorithm));
  // innodb_support_xa=OFF exists only up to 5.6: 5.7.10 always prepares
  // (the variable is ignored), 8.0 removed it, MariaDB 10.3+ ignores it.
  if (!Bool(Knob::innodb_support_xa) && algo != CommitAlgorithm::kMysql55 &&
      algo != CommitAlgorithm::kGroupCommit56) {
    return Status::Invalid("knobs 'commit_algorithm' and 'innodb_support_xa': " + ValueText(Knob::commit_algorithm) +
                           " always prepares InnoDB (XA), so it needs innodb_support_xa=true (got false); "
                           "only mysql55_prepare_commit_mutex and group_commit_56 allow false");
  }
  if (algo != CommitAlgorithm::kBinlogInRedo && algo != CommitAlgorithm::kBinlogInRedoV1) return Status::Ok();
  std::string name = ValueText(Knob::commit_algorithm);
  if (!Bool(Knob::log_bin)) {
    return Status::Invalid("knobs 'commit_algorithm' and 'log_bin': " + name +
                           " writes the binlog into the redo log, so it needs "
                           "log_bin=true; turn the binlog on or choose another commit_algorithm");
  }
  if (Int(Knob::innodb_flush_log_at_trx_commit) != 1) {
    return Status::Invalid("knobs 'commit_algorithm' and 'innodb_flush_log_at_trx_commit': " + name +
                           " makes the binlog durable through the redo fsync, so it needs "
                           "innodb_flush_log_at_trx_commit=1 (got " +
                           ValueText(Knob::innodb_flush_log_at_trx_commit) + ")");
  }
  // RDS refuses persist_binlog_to_redo (V1) unless each thread commits
  // itself: the binlog order is no longer the commit order.
  if (algo == CommitAlgorithm::kBinlogInRedoV1 && Bool(Knob::binlog_order_commits)) {
    return Status::Invalid(
        "knobs 'commit_algorithm' and 'binlog_order_commits': alisql_binlog_in_redo_v1 needs "
        "binlog_order_commits=false (got true): like AliSQL, V1 lets each thread commit itself");
  }
  return Status::Ok();
}

std::string KnobValues::ValueText(Knob k) const {
  const KnobDef& d = KnobInfo(k);
  double v = Get(k);
  if (d.type == KnobType::kBool) return v != 0 ? "true" : "false";
  if (d.type == KnobType::kEnum) return EnumValueName(k, static_cast<int>(v));
  return FormatNumber(v);
}

}  // namespace commitlab
