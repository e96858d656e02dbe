#include <gtest/gtest.h>

#include "util/json.h"

namespace commitlab {
namespace {

TEST(Json, ParsesNestedValues) {
  JsonValue v;
  std::string err;
  ASSERT_TRUE(ParseJson(R"({"a": [1, 2.5, -3e2], "b": {"c": "x\"y\u00e9"}, "d": true, "e": null})", &v, &err)) << err;
  ASSERT_TRUE(v.IsObject());
  const JsonValue* a = v.Find("a");
  ASSERT_NE(a, nullptr);
  ASSERT_EQ(a->items.size(), 3u);
  EXPECT_DOUBLE_EQ(a->items[2].number, -300);
  EXPECT_EQ(v.Find("b")->Find("c")->text, "x\"y\xc3\xa9");
  EXPECT_TRUE(v.Find("d")->boolean);
  EXPECT_EQ(v.Find("e")->type, JsonValue::Type::kNull);
}

TEST(Json, RejectsMalformedTextWithPosition) {
  JsonValue v;
  std::string err;
  EXPECT_FALSE(ParseJson("{\"a\": }", &v, &err));
  EXPECT_NE(err.find("offset"), std::string::npos);
  EXPECT_FALSE(ParseJson("[1, 2", &v, &err));
  EXPECT_FALSE(ParseJson("{} trailing", &v, &err));
  EXPECT_FALSE(ParseJson("", &v, &err));
  std::string deep(200, '[');
  EXPECT_FALSE(ParseJson(deep, &v, &err));
}

TEST(Json, WriterRoundTrips) {
  JsonWriter w;
  w.BeginObject();
  w.Key("n");
  w.Number(0.1);
  w.Key("s");
  w.String("a\nb");
  w.Key("l");
  w.BeginArray();
  w.Int(1);
  w.Bool(false);
  w.EndArray();
  w.EndObject();
  JsonValue v;
  std::string err;
  ASSERT_TRUE(ParseJson(w.str(), &v, &err)) << w.str();
  EXPECT_DOUBLE_EQ(v.Find("n")->number, 0.1);
  EXPECT_EQ(v.Find("s")->text, "a\nb");
  EXPECT_EQ(FormatNumber(3), "3");
}

}  // namespace
}  // namespace commitlab
