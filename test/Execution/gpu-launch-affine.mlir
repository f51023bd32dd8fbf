// gpu.launch kernels with affine control flow around barriers, as front ends
// such as Polygeist emit them: affine.for (constant and symbol bounds),
// affine.if on the block id, affine.load/store with `mod` indices.
// stitch-to-openmp lowers the affine ops first (lower-affine), so cpuify sees
// scf.for/scf.if and splits the thread loops at the barriers. Before, the
// kernel was refused ("unsupported gpu.barrier inside 'affine.for'").
// Expected values, by hand: each block first rotates its 32-element tile by
// one, %n = 3 times, so block 0 ends with a[t] = (t + 3) mod 32; block 1 then
// also reads its tile reversed and adds 1000:
// a[32 + t] = 1000 + 32 + (31 - t + 3) mod 32.
// RUN: stitch-opt %s --stitch-to-openmp > %t.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(lower-affine,func.func(stitch-gpu-to-parallel,stitch-cpuify))' | FileCheck %s --check-prefix=IR
// The GPU path takes the same kernel (one launch, affine lowered first):
// RUN: stitch-opt %s --stitch-to-gpu | FileCheck %s --check-prefix=GPU
// GPU-NOT: affine.
// GPU: gpu.launch_func
// CHECK: data =
// CHECK-NEXT: [3,  4,  5,  6,  7,  8,  9,  10,  11,  12,  13,  14,  15,  16,  17,  18,  19,  20,  21,  22,  23,  24,  25,  26,  27,  28,  29,  30,  31,  0,  1,  2,  1034,  1033,  1032,  1063,  1062,  1061,  1060,  1059,  1058,  1057,  1056,  1055,  1054,  1053,  1052,  1051,  1050,  1049,  1048,  1047,  1046,  1045,  1044,  1043,  1042,  1041,  1040,  1039,  1038,  1037,  1036,  1035]
// The loop around the barriers runs outside the thread loops (split there):
// IR-LABEL: func.func @rotate(
// IR-NOT: affine.
// IR: scf.for
// IR: scf.parallel
// IR-NOT: stitch.barrier
// IR: return

func.func @rotate(%a: memref<64xi32>, %n: index) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c32 = arith.constant 32 : index
  %c1000 = arith.constant 1000 : i32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1)
             workgroup(%sh : memref<32xi32, #gpu.address_space<workgroup>>) {
    %i = affine.apply affine_map<(d0, d1) -> (d0 * 32 + d1)>(%bx, %tx)
    %v = affine.load %a[%i] : memref<64xi32>
    affine.store %v, %sh[%tx] : memref<32xi32, #gpu.address_space<workgroup>>
    affine.for %k = 0 to %n {
      gpu.barrier
      %r = affine.load %sh[(%tx + 1) mod 32] : memref<32xi32, #gpu.address_space<workgroup>>
      gpu.barrier
      affine.store %r, %sh[%tx] : memref<32xi32, #gpu.address_space<workgroup>>
    }
    affine.if affine_set<(d0) : (d0 - 1 == 0)>(%bx) {
      gpu.barrier
      %r = affine.load %sh[31 - %tx] : memref<32xi32, #gpu.address_space<workgroup>>
      gpu.barrier
      %s = arith.addi %r, %c1000 : i32
      affine.store %s, %sh[%tx] : memref<32xi32, #gpu.address_space<workgroup>>
    }
    gpu.barrier
    %w = affine.load %sh[%tx] : memref<32xi32, #gpu.address_space<workgroup>>
    affine.store %w, %a[%i] : memref<64xi32>
    gpu.terminator
  }
  return
}

func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c64 = arith.constant 64 : index
  %a = memref.alloc() : memref<64xi32>
  scf.for %i = %c0 to %c64 step %c1 {
    %v = arith.index_cast %i : index to i32
    memref.store %v, %a[%i] : memref<64xi32>
  }
  call @rotate(%a, %c3) : (memref<64xi32>, index) -> ()
  %u = memref.cast %a : memref<64xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  memref.dealloc %a : memref<64xi32>
  return
}
