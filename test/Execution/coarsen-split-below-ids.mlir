// stitch-coarsen-blocks' split of a few-block launch
// (CoarsenBlocks.c splitIfFewBlocks/splitBlocks; fires here: the IR lines
// find the launch versioned on `count <u 64` with 16-thread blocks), run
// with a kernel that uses the block and thread ids apart from the global
// index b * 64 + t: out[b * 64 + t] = 100000 b + 100 t + (b * 64 + t) % 7
// + (t == 0 ? 50 : 0), over n blocks of 64 threads with n = 0, 1, 3, 63
// (split) and 64, 65 (not split); every element is compared with the
// host's value (-1 past the grid).
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-cpuify{inner-serialize=false}),func.func(canonicalize,cse),stitch-lower-to-llvm-cpu)' > %t.ref.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ref.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-coarsen-blocks))' | FileCheck %s --check-prefix=IR
// IR: arith.cmpi ult, %{{.*}}, %c64
// IR: scf.parallel {{.*}} to (%c16,
// CHECK: split-below n 0 mismatches 0
// CHECK-NEXT: split-below n 1 mismatches 0
// CHECK-NEXT: split-below n 3 mismatches 0
// CHECK-NEXT: split-below n 63 mismatches 0
// CHECK-NEXT: split-below n 64 mismatches 0
// CHECK-NEXT: split-below n 65 mismatches 0
func.func @k(%out: memref<4224xi32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %c64 = arith.constant 64 : index
  %c100 = arith.constant 100 : index
  %c100000 = arith.constant 100000 : index
  %c50 = arith.constant 50 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %b = arith.muli %bx, %c64 : index
    %g = arith.addi %b, %tx : index
    %hb = arith.muli %bx, %c100000 : index
    %ht = arith.muli %tx, %c100 : index
    %s = arith.addi %hb, %ht : index
    %r = arith.remui %g, %c7 : index
    %s2 = arith.addi %s, %r : index
    %first = arith.cmpi eq, %tx, %c0 : index
    %e = arith.select %first, %c50, %c0 : index
    %s3 = arith.addi %s2, %e : index
    %v = arith.index_cast %s3 : index to i32
    memref.store %v, %out[%g] : memref<4224xi32>
    gpu.terminator
  }
  return
}

llvm.mlir.global internal constant @fmt("split-below n %ld mismatches %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

func.func @run(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %c50 = arith.constant 50 : index
  %c64 = arith.constant 64 : index
  %c100 = arith.constant 100 : index
  %c100000 = arith.constant 100000 : index
  %c4224 = arith.constant 4224 : index
  %m1 = arith.constant -1 : i32
  %out = memref.alloc() : memref<4224xi32>
  scf.for %i = %c0 to %c4224 step %c1 {
    memref.store %m1, %out[%i] : memref<4224xi32>
  }
  call @k(%out, %n) : (memref<4224xi32>, index) -> ()
  %z64 = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %total = arith.muli %n, %c64 : index
  %bad = scf.for %g = %c0 to %c4224 step %c1 iter_args(%acc = %z64) -> (i64) {
    %b = arith.divui %g, %c64 : index
    %t = arith.remui %g, %c64 : index
    %hb = arith.muli %b, %c100000 : index
    %ht = arith.muli %t, %c100 : index
    %s = arith.addi %hb, %ht : index
    %r = arith.remui %g, %c7 : index
    %s2 = arith.addi %s, %r : index
    %first = arith.cmpi eq, %t, %c0 : index
    %e = arith.select %first, %c50, %c0 : index
    %s3 = arith.addi %s2, %e : index
    %v = arith.index_cast %s3 : index to i32
    %in = arith.cmpi ult, %g, %total : index
    %want = arith.select %in, %v, %m1 : i32
    %got = memref.load %out[%g] : memref<4224xi32>
    %ne = arith.cmpi ne, %got, %want : i32
    %inc = arith.select %ne, %one, %z64 : i64
    %a2 = arith.addi %acc, %inc : i64
    scf.yield %a2 : i64
  }
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %n64 = arith.index_cast %n : index to i64
  llvm.call @printf(%fmt, %n64, %bad) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64) -> i32
  memref.dealloc %out : memref<4224xi32>
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c63 = arith.constant 63 : index
  %c64 = arith.constant 64 : index
  %c65 = arith.constant 65 : index
  call @run(%c0) : (index) -> ()
  call @run(%c1) : (index) -> ()
  call @run(%c3) : (index) -> ()
  call @run(%c63) : (index) -> ()
  call @run(%c64) : (index) -> ()
  call @run(%c65) : (index) -> ()
  return
}
