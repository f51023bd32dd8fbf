// Invalid UTF-8 (an overlong encoding and a lone continuation byte) in a
// string attribute, followed by an unknown op so that parsing fails.
// EXPECT: parse
// ERROR: unregistered dialect
func.func @f() attributes {s = "À¯€€"} {
  "bad.op"() : () -> ()
  return
}
