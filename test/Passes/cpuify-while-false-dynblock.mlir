// Regression test, found by the barrier_gen offline campaign (seeds 1010076
// and 1011852 of 12,700; reduced by barrier_gen/reduce.py): a valid kernel
// whose thread loop has dynamic bounds (block sizes as arguments) and holds
// an scf.while whose condition folds to false failed in the LLVM lowering of
// stitch-to-openmp with "'llvm.br' op operand #0 must be variadic of LLVM
// dialect-compatible type, but got 'index'": after convert-scf-to-cf the
// loop body held the llvm.br of the lowered alloca_scope beside cf.br, and
// the region simplification at the start of convert-vector-to-llvm merged
// blocks so that the llvm.br got an index operand. Fixed by running
// convert-vector-to-llvm before finalize-memref-to-llvm and convert-scf-to-cf
// (stitch-openmp-to-llvm), while every region is one block. (Running
// convert-cf-to-llvm earlier instead moved the problem to llvm.cond_br:
// bench/gpu2cpu's srad, checked by test/Bench/gpu2cpu.test.)
// The execution check is barrier_gen's:
//   python3 test/fuzz/barrier_gen/run.py --seeds 1010076,1011852 --configs omp
// RUN: stitch-opt %s --stitch-to-openmp | FileCheck %s
// CHECK-LABEL: llvm.func internal @run_region
// CHECK: omp.parallel
// CHECK-NOT: cf.br
// CHECK: llvm.br
func.func @run(%in_i: memref<53xi32>, %in_f: memref<53xf32>, %cnt: memref<1xi32>, %out_i: memref<2xi32>, %out_f: memref<2xf32>, %gbuf: memref<1xf32>, %bout: memref<1xi32>, %k0_bd0: index, %k0_bd1: index, %k0_bd2: index) {
    %c1_i = arith.constant 1 : index
    %c0_i = arith.constant 0 : index
    %c16_i32 = arith.constant 16 : i32
    %c2_i = arith.constant 2 : index
    %c0p0_f = arith.constant 0.0 : f32
    scf.parallel (%k0_bx) = (%c0_i) to (%c1_i) step (%c1_i) {
      scf.parallel (%k0_l0_tx, %k0_l0_ty, %k0_l0_tz) = (%c0_i, %c0_i, %c0_i) to (%k0_bd0, %k0_bd1, %k0_bd2) step (%c1_i, %c1_i, %c1_i) {
        %r1:2 = scf.while (%w1 = %c0_i, %a2 = %c0_i) : (index, index) -> (index, index) {
          %t2 = arith.cmpi sgt, %c16_i32, %c16_i32 : i32
          scf.condition(%t2) %c0_i, %a2 : index, index
        } do {
        ^bb0(%b7: index, %b8: index):
          %t3 = arith.cmpi slt, %b8, %c2_i : index
          scf.if %t3 {
          } else {
            memref.store %c0p0_f, %out_f[%c0_i] : memref<2xf32>
          }
          scf.yield %c0_i, %c1_i : index, index
        }
        scf.reduce
      }
      scf.reduce
    }
    return
}
