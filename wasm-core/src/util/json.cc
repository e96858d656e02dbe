#include "util/json.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace commitlab {

const JsonValue* JsonValue::Find(const std::string& key) const {
  for (const auto& m : members)
    if (m.first == key) return &m.second;
  return nullptr;
}

std::string JsonValue::Describe() const {
  switch (type) {
    case Type::kNull: return "null";
    case Type::kBool: return boolean ? "true" : "false";
    case Type::kNumber: return NumberForMessage(number);
    case Type::kString: return QuoteForMessage(text);
    case Type::kArray: return "an array";
    case Type::kObject: return "an object";
  }
  return "?";
}

namespace {

bool IsDigit(char c) { return c >= '0' && c <= '9'; }

// RFC 8259: -? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?
// Sets *end past the number; false when text at pos is not one.
bool ScanJsonNumber(const std::string& s, size_t pos, size_t* end) {
  size_t i = pos;
  if (i < s.size() && s[i] == '-') ++i;
  if (i >= s.size() || !IsDigit(s[i])) return false;
  if (s[i] == '0') {
    ++i;
  } else {
    while (i < s.size() && IsDigit(s[i])) ++i;
  }
  if (i < s.size() && IsDigit(s[i])) return false;  // leading zero: "01"
  if (i < s.size() && s[i] == '.') {
    ++i;
    if (i >= s.size() || !IsDigit(s[i])) return false;  // "1."
    while (i < s.size() && IsDigit(s[i])) ++i;
  }
  if (i < s.size() && (s[i] == 'e' || s[i] == 'E')) {
    ++i;
    if (i < s.size() && (s[i] == '+' || s[i] == '-')) ++i;
    if (i >= s.size() || !IsDigit(s[i])) return false;
    while (i < s.size() && IsDigit(s[i])) ++i;
  }
  *end = i;
  return true;
}

class Parser {
 public:
  explicit Parser(const std::string& text) : s_(text) {}

  bool Parse(JsonValue* out, std::string* error) {
    if (s_.compare(0, 3, "\xEF\xBB\xBF") == 0) pos_ = 3;  // UTF-8 byte order mark
    SkipSpace();
    if (!Value(out, 0)) {
      *error = error_ + " at offset " + std::to_string(pos_);
      return false;
    }
    SkipSpace();
    if (pos_ != s_.size()) {
      *error = "unexpected text after the JSON value at offset " + std::to_string(pos_);
      return false;
    }
    return true;
  }

 private:
  bool Fail(const char* message) {
    error_ = message;
    return false;
  }
  void SkipSpace() {
    while (pos_ < s_.size() && (s_[pos_] == ' ' || s_[pos_] == '\n' || s_[pos_] == '\r' || s_[pos_] == '\t'))
      ++pos_;
  }
  bool Literal(const char* word) {
    size_t n = std::strlen(word);
    if (s_.compare(pos_, n, word) != 0) return Fail("invalid literal");
    pos_ += n;
    return true;
  }
  bool Value(JsonValue* out, int depth) {
    if (depth > 64) return Fail("JSON nested too deeply");
    if (pos_ >= s_.size()) return Fail("unexpected end of JSON");
    char c = s_[pos_];
    if (c == '{') return Object(out, depth);
    if (c == '[') return Array(out, depth);
    if (c == '"') {
      out->type = JsonValue::Type::kString;
      return StringToken(&out->text);
    }
    if (c == 't') { out->type = JsonValue::Type::kBool; out->boolean = true; return Literal("true"); }
    if (c == 'f') { out->type = JsonValue::Type::kBool; out->boolean = false; return Literal("false"); }
    if (c == 'n') { out->type = JsonValue::Type::kNull; return Literal("null"); }
    return NumberToken(out);
  }
  bool NumberToken(JsonValue* out) {
    size_t end = 0;
    if (!ScanJsonNumber(s_, pos_, &end)) {
      bool numberish = s_[pos_] == '-' || s_[pos_] == '.' || (s_[pos_] >= '0' && s_[pos_] <= '9');
      return Fail(numberish ? "invalid number (JSON numbers look like 12, -0.5 or 1e-3)" : "invalid value");
    }
    double v = std::strtod(s_.substr(pos_, end - pos_).c_str(), nullptr);
    if (!std::isfinite(v)) return Fail("number out of range");
    pos_ = end;
    out->type = JsonValue::Type::kNumber;
    out->number = v;
    return true;
  }
  bool StringToken(std::string* out) {
    ++pos_;  // opening quote
    while (pos_ < s_.size()) {
      char c = s_[pos_++];
      if (c == '"') return true;
      if (static_cast<unsigned char>(c) < 0x20) return Fail("control character in string");
      if (c != '\\') { out->push_back(c); continue; }
      if (pos_ >= s_.size()) break;
      char e = s_[pos_++];
      switch (e) {
        case '"': out->push_back('"'); break;
        case '\\': out->push_back('\\'); break;
        case '/': out->push_back('/'); break;
        case 'b': out->push_back('\b'); break;
        case 'f': out->push_back('\f'); break;
        case 'n': out->push_back('\n'); break;
        case 'r': out->push_back('\r'); break;
        case 't': out->push_back('\t'); break;
        case 'u': {
          if (pos_ + 4 > s_.size()) return Fail("short \\u escape");
          unsigned code = 0;
          for (int i = 0; i < 4; ++i) {
            char h = s_[pos_++];
            code <<= 4;
            if (h >= '0' && h <= '9') code |= h - '0';
            else if (h >= 'a' && h <= 'f') code |= h - 'a' + 10;
            else if (h >= 'A' && h <= 'F') code |= h - 'A' + 10;
            else return Fail("bad \\u escape");
          }
          // Encode as UTF-8 (surrogate pairs are passed through as-is).
          if (code < 0x80) out->push_back(static_cast<char>(code));
          else if (code < 0x800) {
            out->push_back(static_cast<char>(0xC0 | (code >> 6)));
            out->push_back(static_cast<char>(0x80 | (code & 0x3F)));
          } else {
            out->push_back(static_cast<char>(0xE0 | (code >> 12)));
            out->push_back(static_cast<char>(0x80 | ((code >> 6) & 0x3F)));
            out->push_back(static_cast<char>(0x80 | (code & 0x3F)));
          }
          break;
        }
        default: return Fail("bad escape in string");
      }
    }
    return Fail("unterminated string");
  }
  bool Array(JsonValue* out, int depth) {
    out->type = JsonValue::Type::kArray;
    ++pos_;
    SkipSpace();
    if (pos_ < s_.size() && s_[pos_] == ']') { ++pos_; return true; }
    for (;;) {
      SkipSpace();
      out->items.emplace_back();
      if (!Value(&out->items.back(), depth + 1)) return false;
      SkipSpace();
      if (pos_ >= s_.size()) return Fail("unterminated array");
      if (s_[pos_] == ',') { ++pos_; continue; }
      if (s_[pos_] == ']') { ++pos_; return true; }
      return Fail("expected ',' or ']'");
    }
  }
  bool Object(JsonValue* out, int depth) {
    out->type = JsonValue::Type::kObject;
    ++pos_;
    SkipSpace();
    if (pos_ < s_.size() && s_[pos_] == '}') { ++pos_; return true; }
    for (;;) {
      SkipSpace();
      if (pos_ >= s_.size() || s_[pos_] != '"') return Fail("expected a quoted key");
      std::string key;
      if (!StringToken(&key)) return false;
      SkipSpace();
      if (pos_ >= s_.size() || s_[pos_] != ':') return Fail("expected ':'");
      ++pos_;
      SkipSpace();
      for (const auto& m : out->members)
        if (m.first == key) {
          error_ = "key " + QuoteForMessage(key) + " appears twice in one object; give it once";
          return false;
        }
      out->members.emplace_back(key, JsonValue());
      if (!Value(&out->members.back().second, depth + 1)) return false;
      SkipSpace();
      if (pos_ >= s_.size()) return Fail("unterminated object");
      if (s_[pos_] == ',') { ++pos_; continue; }
      if (s_[pos_] == '}') { ++pos_; return true; }
      return Fail("expected ',' or '}'");
    }
  }

  const std::string& s_;
  size_t pos_ = 0;
  std::string error_;
};

}  // namespace

bool ParseJson(const std::string& text, JsonValue* out, std::string* error) {
  *out = JsonValue();
  Parser p(text);
  return p.Parse(out, error);
}

bool ParseJsonNumber(const std::string& text, double* out) {
  size_t end = 0;
  if (!ScanJsonNumber(text, 0, &end) || end != text.size()) return false;
  double v = std::strtod(text.c_str(), nullptr);
  if (!std::isfinite(v)) return false;
  *out = v;
  return true;
}

std::string QuoteForMessage(const std::string& text) {
  constexpr size_t kMaxShown = 60;
  // Cut at a character boundary (never inside a UTF-8 sequence).
  size_t cut = text.size();
  if (cut > kMaxShown) {
    cut = kMaxShown;
    while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80) --cut;
  }
  std::string shown;
  for (size_t i = 0; i < cut; ++i) {
    unsigned char c = static_cast<unsigned char>(text[i]);
    if (c < 0x20 || c == 0x7F) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\u%04x", c);
      shown += buf;
    } else {
      shown.push_back(text[i]);
    }
  }
  std::string out = "\xE2\x81\xA8\"" + shown + "\"\xE2\x81\xA9";  // FSI "..." PDI
  if (cut < text.size()) out += " (first " + std::to_string(cut) + " of " + std::to_string(text.size()) + " bytes)";
  return out;
}

std::string NumberForMessage(double value) {
  if (std::isnan(value)) return "NaN";
  if (std::isinf(value)) return value > 0 ? "Infinity" : "-Infinity";
  return FormatNumber(value);
}

std::string JsonEscape(const std::string& text) {
  std::string out;
  out.reserve(text.size() + 2);
  for (char c : text) {
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      default:
        if (static_cast<unsigned char>(c) < 0x20) {
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\u%04x", c);
          out += buf;
        } else {
          out.push_back(c);
        }
    }
  }
  return out;
}

std::string FormatNumber(double value) {
  if (!std::isfinite(value)) return "null";  // NaN and infinities have no JSON form
  // Range first: casting a double outside long long's range is undefined.
  if (value < 1e15 && value > -1e15 && value == static_cast<double>(static_cast<long long>(value))) {
    return std::to_string(static_cast<long long>(value));
  }
  char buf[40];
  for (int precision = 6; precision <= 17; ++precision) {
    std::snprintf(buf, sizeof buf, "%.*g", precision, value);
    if (std::strtod(buf, nullptr) == value) break;
  }
  return buf;
}

void JsonWriter::Separate() {
  if (after_key_) { after_key_ = false; return; }
  if (!first_.empty()) {
    if (!first_.back()) out_ += ',';
    first_.back() = false;
  }
}
void JsonWriter::BeginObject() { Separate(); out_ += '{'; first_.push_back(true); }
void JsonWriter::EndObject() { out_ += '}'; first_.pop_back(); }
void JsonWriter::BeginArray() { Separate(); out_ += '['; first_.push_back(true); }
void JsonWriter::EndArray() { out_ += ']'; first_.pop_back(); }
void JsonWriter::Key(const char* key) {
  Separate();
  out_ += '"';
  out_ += JsonEscape(key);
  out_ += "\":";
  after_key_ = true;
}
void JsonWriter::String(const std::string& value) { Separate(); out_ += '"' + JsonEscape(value) + '"'; }
void JsonWriter::Number(double value) { Separate(); out_ += FormatNumber(value); }
void JsonWriter::Int(long long value) { Separate(); out_ += std::to_string(value); }
void JsonWriter::Bool(bool value) { Separate(); out_ += value ? "true" : "false"; }
void JsonWriter::Null() { Separate(); out_ += "null"; }
void JsonWriter::Raw(const std::string& json) { Separate(); out_ += json; }

}  // namespace commitlab
