// A use of an undefined value: stitch-run reports it where it is.
func.func @main() {
  %c = arith.constant 1.0 : f32
  %d = arith.addf %c, %undefined : f32
  return
}
