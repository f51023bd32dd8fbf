// Invalid UTF-8 bytes inside an SSA name and a symbol name.
// EXPECT: parse
// ERROR: unexpected character
func.func @fÿþ() {
  %cÃ( = arith.constant 0 : index
  return
}
