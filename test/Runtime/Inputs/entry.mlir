// Plain host code (stitch-lower-to-llvm-cpu) with an entry other than main.
func.func @entry() {
  %c = arith.constant 42 : i64
  vector.print %c : i64
  return
}
