// An unterminated string literal runs to the end of the file.
// EXPECT: parse
// ERROR: string
func.func @f() attributes {note = "unterminated
