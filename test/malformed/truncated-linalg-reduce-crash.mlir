// linalg.reduce cut inside its `dimensions` list (found by
// parse_and_run_fuzzer: crashers/crash-f0acc674...).
// SKIP: stitch-opt crashes with SIGSEGV in upstream linalg::ReduceOp::parse (mlir-opt 22 too; linalg.broadcast `dimensions` and linalg.transpose `permutation` likewise); reported.
// EXPECT: parse
// ERROR: expected
func.func @f(%x: tensor<8x16xf32>, %f: tensor<8xf32>) -> tensor<8xf32> {
  %s = linalg.reduce ins(%x : tensor<8x16xf32>) outs(%f : tensor<8xf32>) dimensions = [1

func.func @g() {
  return
}
