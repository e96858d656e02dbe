// A small JSON reader and writer. The core needs JSON at its edges
// (scenarios in, schema and reports out) and must build without
// exceptions for WebAssembly, so it carries its own.
#ifndef COMMITLAB_UTIL_JSON_H_
#define COMMITLAB_UTIL_JSON_H_

#include <string>
#include <utility>
#include <vector>

namespace commitlab {

struct JsonValue {
  enum class Type { kNull, kBool, kNumber, kString, kArray, kObject };
  Type type = Type::kNull;
  bool boolean = false;
  double number = 0;
  std::string text;
  std::vector<JsonValue> items;
  std::vector<std::pair<std::string, JsonValue>> members;

  const JsonValue* Find(const std::string& key) const;
  bool IsNumber() const { return type == Type::kNumber; }
  bool IsString() const { return type == Type::kString; }
  bool IsObject() const { return type == Type::kObject; }
  bool IsArray() const { return type == Type::kArray; }
  bool IsBool() const { return type == Type::kBool; }
  // Short rendering of the value for error messages (strings quoted,
  // escaped, capped and bidi-isolated by QuoteForMessage).
  std::string Describe() const;
};

// Parses text; on failure returns false and sets *error (with position).
// Strict RFC 8259: numbers as JSON writes them (no ".5", "01", "1.", hex,
// NaN), finite only; a key twice in one object is refused by name. A
// leading UTF-8 byte order mark is skipped (editors on Windows add one).
bool ParseJson(const std::string& text, JsonValue* out, std::string* error);

// The one number grammar of every input (scenario files, CLI flags, knob
// values, the lab's links): the whole text must be one finite JSON number.
bool ParseJsonNumber(const std::string& text, double* out);

// A value the user typed, for a message: quoted, control characters
// escaped (a NUL would cut a C string short), at most 60 characters
// (the rest counted, not echoed), and wrapped in Unicode isolates
// (FSI ... PDI) so right-to-left text cannot reorder the message around it.
std::string QuoteForMessage(const std::string& text);
// A number for a message: NaN and infinities by name, not JSON's null.
std::string NumberForMessage(double value);

// Appends JSON tokens to a string; the caller keeps commas right with
// the helpers below.
class JsonWriter {
 public:
  void BeginObject();
  void EndObject();
  void BeginArray();
  void EndArray();
  void Key(const char* key);
  void String(const std::string& value);
  void Number(double value);
  void Int(long long value);
  void Bool(bool value);
  void Null();
  void Raw(const std::string& json);
  const std::string& str() const { return out_; }

 private:
  void Separate();
  std::string out_;
  std::vector<bool> first_;  // per open container: no element yet
  bool after_key_ = false;
};

std::string JsonEscape(const std::string& text);
// Shortest decimal that reads back to the same double where possible;
// integers print without a fraction.
std::string FormatNumber(double value);

}  // namespace commitlab

#endif  // COMMITLAB_UTIL_JSON_H_
