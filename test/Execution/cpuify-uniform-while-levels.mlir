// stitch-cpuify's storeUniformOnce (a uniform scf.while counter
// kept per thread across the barriers of its body, read only at slot 0,
// stored once per level) and hoistInvariantLoads, run: a tree reduction
// over 48 threads (not a power of two) whose level counter starts at a
// value loaded from memory per block (start[bx] in {1, 16, 32, 48, 64, 5}:
// 6, 2, 1, 0, 0 and 4 levels), with a uniform load of scale[bx] in the
// level's thread loop (hoisted). Checked against a serial host simulation.
// RUN: stitch-opt %s --stitch-to-openmp > %t.on.mlir
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-cpuify{inner-serialize=false}),func.func(canonicalize,cse),stitch-lower-to-llvm-cpu)' > %t.ref.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.on.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.on.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ref.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-cpuify{inner-serialize=true}))' | FileCheck %s --check-prefix=IR
// (The counter, forwarded unchanged, stays in its carried buffer: the
// before region stores only the condition.)
// IR: scf.while
// IR: memref.store %{{.*}}, %{{.*}}[%c0{{.*}}, %c0{{.*}}, %c0{{.*}}] : memref<1x1x48xi8>
// IR-NOT: memref.store
// IR: } do {
// CHECK: mismatches 0
!sh = memref<48xi32, #gpu.address_space<workgroup>>
func.func @tree(%in: memref<288xi32>, %start: memref<6xindex>, %scale: memref<6xi32>, %out: memref<288xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c6 = arith.constant 6 : index
  %c48 = arith.constant 48 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c6, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c48, %sy = %c1, %sz = %c1)
             workgroup(%sh : !sh) {
    %b = arith.muli %bx, %c48 : index
    %g = arith.addi %b, %tx : index
    %v = memref.load %in[%g] : memref<288xi32>
    memref.store %v, %sh[%tx] : !sh
    gpu.barrier
    %s0 = memref.load %start[%bx] : memref<6xindex>
    %r = scf.while (%s = %s0) : (index) -> index {
      %c = arith.cmpi ult, %s, %c48 : index
      scf.condition(%c) %s : index
    } do {
    ^bb0(%s: index):
      %k = memref.load %scale[%bx] : memref<6xi32>
      %m = arith.muli %s, %c2 : index
      %rem = arith.remui %tx, %m : index
      %is0 = arith.cmpi eq, %rem, %c0 : index
      %ts = arith.addi %tx, %s : index
      %in48 = arith.cmpi ult, %ts, %c48 : index
      %ok = arith.andi %is0, %in48 : i1
      scf.if %ok {
        %a = memref.load %sh[%tx] : !sh
        %o = memref.load %sh[%ts] : !sh
        %ok2 = arith.muli %o, %k : i32
        %n = arith.addi %a, %ok2 : i32
        memref.store %n, %sh[%tx] : !sh
      }
      gpu.barrier
      %s2 = arith.muli %s, %c2 : index
      scf.yield %s2 : index
    }
    %f = memref.load %sh[%tx] : !sh
    memref.store %f, %out[%g] : memref<288xi32>
    gpu.terminator
  }
  return
}

llvm.mlir.global internal constant @fmt("mismatches %ld out0 %d\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c6 = arith.constant 6 : index
  %c13 = arith.constant 13 : index
  %c48 = arith.constant 48 : index
  %c288 = arith.constant 288 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %in = memref.alloc() : memref<288xi32>
  %ref = memref.alloc() : memref<288xi32>
  %out = memref.alloc() : memref<288xi32>
  %start = memref.alloc() : memref<6xindex>
  %scale = memref.alloc() : memref<6xi32>
  scf.for %i = %c0 to %c288 step %c1 {
    %m = arith.remui %i, %c13 : index
    %mi = arith.index_cast %m : index to i32
    memref.store %mi, %in[%i] : memref<288xi32>
    memref.store %mi, %ref[%i] : memref<288xi32>
    %neg = arith.constant -1 : i32
    memref.store %neg, %out[%i] : memref<288xi32>
  }
  %s0 = arith.constant 1 : index
  %s1 = arith.constant 16 : index
  %s2 = arith.constant 32 : index
  %s3 = arith.constant 48 : index
  %s4 = arith.constant 64 : index
  %s5 = arith.constant 5 : index
  memref.store %s0, %start[%c0] : memref<6xindex>
  memref.store %s1, %start[%c1] : memref<6xindex>
  memref.store %s2, %start[%c2] : memref<6xindex>
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  memref.store %s3, %start[%c3] : memref<6xindex>
  memref.store %s4, %start[%c4] : memref<6xindex>
  memref.store %s5, %start[%c5] : memref<6xindex>
  scf.for %i = %c0 to %c6 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %two = arith.constant 2 : i32
    %k = arith.addi %ii, %two : i32
    memref.store %k, %scale[%i] : memref<6xi32>
  }
  func.call @tree(%in, %start, %scale, %out) : (memref<288xi32>, memref<6xindex>, memref<6xi32>, memref<288xi32>) -> ()
  // Host: the same levels, serially.
  scf.for %bx = %c0 to %c6 step %c1 {
    %b = arith.muli %bx, %c48 : index
    %st = memref.load %start[%bx] : memref<6xindex>
    %k = memref.load %scale[%bx] : memref<6xi32>
    %r = scf.while (%s = %st) : (index) -> index {
      %c = arith.cmpi ult, %s, %c48 : index
      scf.condition(%c) %s : index
    } do {
    ^bb0(%s: index):
      %m = arith.muli %s, %c2 : index
      scf.for %tx = %c0 to %c48 step %m {
        %ts = arith.addi %tx, %s : index
        %in48 = arith.cmpi ult, %ts, %c48 : index
        scf.if %in48 {
          %g = arith.addi %b, %tx : index
          %gs = arith.addi %b, %ts : index
          %a = memref.load %ref[%g] : memref<288xi32>
          %o = memref.load %ref[%gs] : memref<288xi32>
          %ok2 = arith.muli %o, %k : i32
          %n = arith.addi %a, %ok2 : i32
          memref.store %n, %ref[%g] : memref<288xi32>
        }
      }
      %sn = arith.muli %s, %c2 : index
      scf.yield %sn : index
    }
  }
  %bad = scf.for %i = %c0 to %c288 step %c1 iter_args(%acc = %z) -> (i64) {
    %w = memref.load %ref[%i] : memref<288xi32>
    %g = memref.load %out[%i] : memref<288xi32>
    %ne = arith.cmpi ne, %g, %w : i32
    %inc = arith.select %ne, %one, %z : i64
    %a = arith.addi %acc, %inc : i64
    scf.yield %a : i64
  }
  %o0 = memref.load %out[%c0] : memref<288xi32>
  %f = llvm.mlir.addressof @fmt : !llvm.ptr
  llvm.call @printf(%f, %bad, %o0) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i32) -> i32
  return
}
