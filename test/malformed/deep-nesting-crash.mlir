// 6000 nested regions: upstream MLIR's recursive-descent parser overflows
// the 8 MiB stack (mlir-opt crashes the same way); Stitch's source guard
// (capi/lib/ParseGuard.h) stops at the 501st bracket before parsing.
// EXPECT: parse
// ERROR: nesting deeper than 500 brackets is not supported
func.func @f(%c: i1, %m: memref<16xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%tx) = (%c0) to (%c16) step (%c1) {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
%x = arith.addi %c, %c : i2
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
    scf.reduce
  }
  return
}
