// stitch-cpuify moves a load at an address the serialized x loop does not
// vary before that loop (under `lb < ub`), run: each block's thread 0
// writes s[bx] (global) and sh[0] (shared) before a barrier; after it,
// every thread with ei = bx * 48 + tx < n reads both (uniform addresses)
// and in[s[bx] * 48 + tx]; after a second barrier thread 0 overwrites
// s[bx] with -1 (a load moved too far either way reads the wrong value).
// n = 280 over 7 blocks of 48: block 5 partial, block 6 without a thread
// in range (its x loop runs no iteration). The reference is computed on
// the host; stitch-to-openmp must also print what the pipeline without
// loop hints (no hoisting) prints.
// RUN: stitch-opt %s --stitch-to-openmp > %t.on.mlir
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-cpuify{inner-serialize=true loop-hints=false}),func.func(canonicalize,cse),stitch-lower-to-llvm-cpu)' > %t.off.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.on.mlir > %t.on.txt
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.off.mlir > %t.off.txt
// RUN: diff %t.on.txt %t.off.txt
// RUN: FileCheck %s --input-file=%t.on.txt
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-cpuify{inner-serialize=true}))' | FileCheck %s --check-prefix=IR
// IR: scf.if %{{.*}} -> (i32, i32) {
// IR-NEXT: memref.load %arg1[%{{.*}}] : memref<7xi32>
// IR-NEXT: memref.load %alloca[%{{.*}}] : memref<1xi32>
// By hand: block 2 has s = 2 * 37 % 11 = 8, sh = 6: out[96] = in[8 * 48]
// + 6000 = 384 + 6000.
// CHECK: mismatches 0 out[96] 6384 s[6] -1
!sh = memref<1xi32, #gpu.address_space<workgroup>>
func.func @phases(%in: memref<1000xi32>, %s: memref<7xi32>,
                  %out: memref<336xi32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %c11 = arith.constant 11 : index
  %c37 = arith.constant 37 : index
  %c48 = arith.constant 48 : index
  %k1000 = arith.constant 1000 : i32
  %minus1 = arith.constant -1 : i32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c7, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c48, %sy = %c1, %sz = %c1)
             workgroup(%sh : !sh) {
    %first = arith.cmpi eq, %tx, %c0 : index
    scf.if %first {
      %p = arith.muli %bx, %c37 : index
      %q = arith.remui %p, %c11 : index
      %qi = arith.index_cast %q : index to i32
      memref.store %qi, %s[%bx] : memref<7xi32>
      %t = arith.muli %bx, %c3 : index
      %ti = arith.index_cast %t : index to i32
      memref.store %ti, %sh[%c0] : !sh
    }
    gpu.barrier
    %b = arith.muli %bx, %c48 : index
    %ei = arith.addi %b, %tx : index
    %valid = arith.cmpi ult, %ei, %n : index
    scf.if %valid {
      %w = memref.load %s[%bx] : memref<7xi32>
      %v = memref.load %sh[%c0] : !sh
      %wi = arith.index_cast %w : i32 to index
      %row = arith.muli %wi, %c48 : index
      %at = arith.addi %row, %tx : index
      %x = memref.load %in[%at] : memref<1000xi32>
      %hi = arith.muli %v, %k1000 : i32
      %y = arith.addi %x, %hi : i32
      memref.store %y, %out[%ei] : memref<336xi32>
    }
    gpu.barrier
    scf.if %first {
      memref.store %minus1, %s[%bx] : memref<7xi32>
    }
    gpu.terminator
  }
  return
}

llvm.mlir.global internal constant @fmt("mismatches %ld out[96] %d s[6] %d\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %c11 = arith.constant 11 : index
  %c37 = arith.constant 37 : index
  %c48 = arith.constant 48 : index
  %c96 = arith.constant 96 : index
  %c280 = arith.constant 280 : index
  %c336 = arith.constant 336 : index
  %c1000 = arith.constant 1000 : index
  %k1000 = arith.constant 1000 : i32
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %unset = arith.constant 7 : i32
  %in = memref.alloc() : memref<1000xi32>
  %s = memref.alloc() : memref<7xi32>
  %out = memref.alloc() : memref<336xi32>
  scf.for %k = %c0 to %c1000 step %c1 {
    %v = arith.index_cast %k : index to i32
    memref.store %v, %in[%k] : memref<1000xi32>
  }
  scf.for %k = %c0 to %c336 step %c1 {
    memref.store %unset, %out[%k] : memref<336xi32>
  }
  call @phases(%in, %s, %out, %c280) : (memref<1000xi32>, memref<7xi32>, memref<336xi32>, index) -> ()
  %bad = scf.for %ei = %c0 to %c336 step %c1 iter_args(%acc = %z) -> (i64) {
    %bx = arith.divui %ei, %c48 : index
    %tx = arith.remui %ei, %c48 : index
    %p = arith.muli %bx, %c37 : index
    %q = arith.remui %p, %c11 : index
    %row = arith.muli %q, %c48 : index
    %at = arith.addi %row, %tx : index
    %x = memref.load %in[%at] : memref<1000xi32>
    %three = arith.constant 3 : index
    %sv = arith.muli %bx, %three : index
    %svi = arith.index_cast %sv : index to i32
    %hi = arith.muli %svi, %k1000 : i32
    %y = arith.addi %x, %hi : i32
    %inRange = arith.cmpi ult, %ei, %c280 : index
    %want = arith.select %inRange, %y, %unset : i32
    %got = memref.load %out[%ei] : memref<336xi32>
    %ne = arith.cmpi ne, %got, %want : i32
    %inc = arith.select %ne, %one, %z : i64
    %a = arith.addi %acc, %inc : i64
    scf.yield %a : i64
  }
  %o96 = memref.load %out[%c96] : memref<336xi32>
  %s6 = memref.load %s[%c6] : memref<7xi32>
  %f = llvm.mlir.addressof @fmt : !llvm.ptr
  llvm.call @printf(%f, %bad, %o96, %s6) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i32, i32) -> i32
  memref.dealloc %in : memref<1000xi32>
  memref.dealloc %s : memref<7xi32>
  memref.dealloc %out : memref<336xi32>
  return
}
