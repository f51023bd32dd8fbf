// Divergent barriers in unstructured launch bodies: after lift-cf-to-scf a
// cf loop whose exit depends on the thread index is an scf.while, and a
// cf.cond_br on the thread index an scf.if, around the barriers; each must
// be a located error and exit 1, never thread 0's choice applied to all
// threads. The valid forms run in launch-body-cfg.mlir.
// RUN: not stitch-opt %s --split-input-file --stitch-to-openmp 2>&1 | FileCheck %s
!sh = memref<16xf32, #gpu.address_space<workgroup>>
func.func @divergent_trips(%a: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c16, %sy = %c1, %sz = %c1)
             workgroup(%sh : !sh) {
    %v0 = memref.load %a[%tx] : memref<16xf32>
    cf.br ^loop(%c0, %v0 : index, f32)
  ^loop(%i: index, %v: f32):
    %p = arith.cmpi slt, %i, %tx : index
    cf.cond_br %p, ^body, ^exit
  ^body:
    memref.store %v, %sh[%tx] : !sh
    gpu.barrier
    %u = memref.load %sh[%c0] : !sh
    %w = arith.addf %v, %u : f32
    gpu.barrier
    %i2 = arith.addi %i, %c1 : index
    // CHECK: launch-body-cfg-divergent.mlir:[[@LINE+1]]:5: error: stitch-cpuify: the condition of an scf.while around a barrier must be the same for all threads
    cf.br ^loop(%i2, %w : index, f32)
  ^exit:
    memref.store %v, %a[%tx] : memref<16xf32>
    gpu.terminator
  }
  return
}

// -----

!sh = memref<16xf32, #gpu.address_space<workgroup>>
func.func @divergent_branch(%a: memref<16xf32>) {
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c16, %sy = %c1, %sz = %c1)
             workgroup(%sh : !sh) {
    %v = memref.load %a[%tx] : memref<16xf32>
    %low = arith.cmpi ult, %tx, %c8 : index
    // CHECK: launch-body-cfg-divergent.mlir:[[@LINE+1]]:5: error: stitch-cpuify: the condition of an scf.if around a barrier must be the same for all threads
    cf.cond_br %low, ^sync, ^done
  ^sync:
    memref.store %v, %sh[%tx] : !sh
    gpu.barrier
    %u = memref.load %sh[%c8] : !sh
    memref.store %u, %a[%tx] : memref<16xf32>
    cf.br ^done
  ^done:
    gpu.terminator
  }
  return
}
