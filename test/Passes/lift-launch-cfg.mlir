// stitch-lift-launch-cfg: upstream lift-cf-to-scf on the functions whose
// gpu.launch bodies have several blocks, and only on them. Execution:
// test/Execution/launch-body-cfg.mlir.
// RUN: stitch-opt %s --stitch-lift-launch-cfg | FileCheck %s

// A launch body with a CFG loop: structured.
// CHECK-LABEL: func.func @launch_cfg
// CHECK: gpu.launch
// CHECK: scf.while
// CHECK-NOT: cf.br
// CHECK: gpu.terminator
func.func @launch_cfg(%a: memref<16xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c16, %sy = %c1, %sz = %c1) {
    cf.br ^loop(%c0 : index)
  ^loop(%i: index):
    %p = arith.cmpi slt, %i, %n : index
    cf.cond_br %p, ^body, ^exit
  ^body:
    gpu.barrier
    %i2 = arith.addi %i, %c1 : index
    cf.br ^loop(%i2 : index)
  ^exit:
    gpu.terminator
  }
  return
}

// Host code with an unreachable block (which upstream's pass rejects) and no
// multi-block launch: left as it is (review 18c: the whole pipeline failed).
// CHECK-LABEL: func.func @host_cfg
// CHECK: cf.br ^bb2
// CHECK: ^bb1:
// CHECK: ^bb2:
func.func @host_cfg(%x: i32) -> i32 {
  cf.br ^bb2
^bb1:
  %y = arith.addi %x, %x : i32
  cf.br ^bb2
^bb2:
  return %x : i32
}
