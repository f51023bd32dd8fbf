// linalg.reduce cut inside its `dimensions` list (found by
// parse_and_run_fuzzer: crashers/crash-f0acc674...). Upstream
// linalg::ReduceOp::parse crashes on it (mlir-opt 22 too); Stitch's source
// guard reports it at the token where the list goes wrong.
// EXPECT: parse
// ERROR: malformed `dimensions` list
func.func @f(%x: tensor<8x16xf32>, %f: tensor<8xf32>) -> tensor<8xf32> {
  %s = linalg.reduce ins(%x : tensor<8x16xf32>) outs(%f : tensor<8xf32>) dimensions = [1

func.func @g() {
  return
}
