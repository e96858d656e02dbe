// libFuzzer target: the JSON reader and the one number grammar. Must never
// crash; a number it reads must print (FormatNumber) and read back to the
// same value; every refusal names a position.
#include <cstdint>
#include <cstdio>
#include <string>

#include "util/json.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string text(reinterpret_cast<const char*>(data), size);
  commitlab::JsonValue v;
  std::string error;
  if (!commitlab::ParseJson(text, &v, &error) && error.find("offset") == std::string::npos) __builtin_trap();
  double x = 0;
  if (commitlab::ParseJsonNumber(text, &x)) {
    double back = 0;
    if (!commitlab::ParseJsonNumber(commitlab::FormatNumber(x), &back) || back != x) __builtin_trap();
  }
  (void)commitlab::QuoteForMessage(text);
  (void)v.Describe();
  return 0;
}
