// Threads that returned before barriers the others reach (stitch.exit_guard,
// as stitch-cuda marks a kernel-level `return`), run on the CPU. 2 blocks of
// 10 threads, n = 7 of them stay (block size and n are @main's arguments to
// the launch, so the loop bound 3 and the guard are not constants):
//   s[t] = t*t + 100 b; barrier; a = s[(t + 1) % n];
//   3 rounds: barrier; s[t] = a + r; barrier; a = s[(t + 2) % n];
//   out[10 b + t] = a
// After the rounds a = s0[(t + 1 + 6) % n] + 0 + 1 + 2 = t*t + 100 b + 3.
// Threads 7..9 leave out[] as initialized (-1). Reference (by hand):
// [3, 4, 7, 12, 19, 28, 39, -1, -1, -1, 103, 104, 107, 112, 119, 128, 139,
//  -1, -1, -1]. Without stitch-predicate-exits the barrier under the
// thread-dependent guard is stitch-cpuify's divergent-barrier error.
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: not stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-gpu-to-parallel,stitch-cpuify))' 2>&1 | FileCheck %s --check-prefix=DIVERGENT
// DIVERGENT: error: stitch-cpuify: the condition of an scf.if around a barrier must be the same for all threads

// CHECK: [3,  4,  7,  12,  19,  28,  39,  -1,  -1,  -1,  103,  104,  107,  112,  119,  128,  139,  -1,  -1,  -1]
func.func @run(%out: memref<20xi32>, %bs: index, %n: index, %rounds: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c100 = arith.constant 100 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %bs, %sy = %c1, %sz = %c1)
             workgroup(%s : memref<16xi32, #gpu.address_space<workgroup>>) {
    %go = arith.cmpi ult, %tx, %n : index
    scf.if %go {
      %sq = arith.muli %tx, %tx : index
      %hb = arith.muli %bx, %c100 : index
      %v0 = arith.addi %sq, %hb : index
      %v = arith.index_cast %v0 : index to i32
      memref.store %v, %s[%tx] : memref<16xi32, #gpu.address_space<workgroup>>
      gpu.barrier
      %t1 = arith.addi %tx, %c1 : index
      %j1 = arith.remui %t1, %n : index
      %a0 = memref.load %s[%j1] : memref<16xi32, #gpu.address_space<workgroup>>
      %a = scf.for %r = %c0 to %rounds step %c1 iter_args(%acc = %a0) -> (i32) {
        gpu.barrier
        %ri = arith.index_cast %r : index to i32
        %w = arith.addi %acc, %ri : i32
        memref.store %w, %s[%tx] : memref<16xi32, #gpu.address_space<workgroup>>
        gpu.barrier
        %t2 = arith.addi %tx, %c2 : index
        %j2 = arith.remui %t2, %n : index
        %next = memref.load %s[%j2] : memref<16xi32, #gpu.address_space<workgroup>>
        scf.yield %next : i32
      }
      %base = arith.muli %bx, %sx : index
      %o = arith.addi %base, %tx : index
      memref.store %a, %out[%o] : memref<20xi32>
    } {stitch.exit_guard}
    gpu.terminator
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %c10 = arith.constant 10 : index
  %c20 = arith.constant 20 : index
  %m1 = arith.constant -1 : i32
  %out = memref.alloc() : memref<20xi32>
  scf.for %i = %c0 to %c20 step %c1 {
    memref.store %m1, %out[%i] : memref<20xi32>
  }
  call @run(%out, %c10, %c7, %c3) : (memref<20xi32>, index, index, index) -> ()
  %u = memref.cast %out : memref<20xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  memref.dealloc %out : memref<20xi32>
  return
}
func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
