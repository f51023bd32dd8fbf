// stitch-cpuify's versioned guard tightening (stitchTightenGuardedForVersioned),
// run: `if (bx * 64 + tx < n)` in a grid of ceildiv(n, 64) blocks of 64
// threads (gpu.launch), for n = 0, 1, 63, 64, 65 and 700 over a 768-element
// buffer: out[i] = 3 in[i] + 1 below n, the sentinel -1 left above. The
// copy with the bound runs when the index cannot wrap (always here); the
// reference is computed on the host and compared element by element, and
// stitch-to-openmp must print what the pipeline without the versioning
// prints.
// RUN: stitch-opt %s --stitch-to-openmp > %t.on.mlir
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-cpuify{inner-serialize=true version-guards=false}),func.func(canonicalize,cse),stitch-lower-to-llvm-cpu)' > %t.off.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.on.mlir > %t.on.txt
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.off.mlir > %t.off.txt
// RUN: diff %t.on.txt %t.off.txt
// RUN: FileCheck %s --input-file=%t.on.txt
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-cpuify{inner-serialize=true}))' | FileCheck %s --check-prefix=IR
// IR: scf.if
// IR: scf.for
// IR-NOT: scf.if
// IR: } else {
// CHECK: n 0 mismatches 0
// CHECK-NEXT: n 1 mismatches 0
// CHECK-NEXT: n 63 mismatches 0
// CHECK-NEXT: n 64 mismatches 0
// CHECK-NEXT: n 65 mismatches 0
// CHECK-NEXT: n 700 mismatches 0 out[699] 2098 out[700] -1
func.func @triple(%in: memref<768xi32>, %out: memref<768xi32>, %n: index) {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %k3 = arith.constant 3 : i32
  %k1 = arith.constant 1 : i32
  %blocks = arith.ceildivui %n, %c64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %blocks, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %b = arith.muli %bx, %c64 : index
    %i = arith.addi %b, %tx : index
    %valid = arith.cmpi ult, %i, %n : index
    scf.if %valid {
      %v = memref.load %in[%i] : memref<768xi32>
      %t = arith.muli %v, %k3 : i32
      %w = arith.addi %t, %k1 : i32
      memref.store %w, %out[%i] : memref<768xi32>
    }
    gpu.terminator
  }
  return
}

llvm.mlir.global internal constant @fmis("n %ld mismatches %ld\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @fval(" out[%ld] %d\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @fnl("\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

func.func @run(%n: index, %show: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c699 = arith.constant 699 : index
  %c700 = arith.constant 700 : index
  %c768 = arith.constant 768 : index
  %k3 = arith.constant 3 : i32
  %k1 = arith.constant 1 : i32
  %m1 = arith.constant -1 : i32
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %in = memref.alloc() : memref<768xi32>
  %out = memref.alloc() : memref<768xi32>
  scf.for %k = %c0 to %c768 step %c1 {
    %v = arith.index_cast %k : index to i32
    memref.store %v, %in[%k] : memref<768xi32>
    memref.store %m1, %out[%k] : memref<768xi32>
  }
  call @triple(%in, %out, %n) : (memref<768xi32>, memref<768xi32>, index) -> ()
  %bad = scf.for %k = %c0 to %c768 step %c1 iter_args(%acc = %z) -> (i64) {
    %v = memref.load %in[%k] : memref<768xi32>
    %t = arith.muli %v, %k3 : i32
    %w = arith.addi %t, %k1 : i32
    %below = arith.cmpi ult, %k, %n : index
    %want = arith.select %below, %w, %m1 : i32
    %got = memref.load %out[%k] : memref<768xi32>
    %ne = arith.cmpi ne, %got, %want : i32
    %inc = arith.select %ne, %one, %z : i64
    %a = arith.addi %acc, %inc : i64
    scf.yield %a : i64
  }
  %fmt = llvm.mlir.addressof @fmis : !llvm.ptr
  %ni = arith.index_cast %n : index to i64
  llvm.call @printf(%fmt, %ni, %bad) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64) -> i32
  scf.if %show {
    %fv = llvm.mlir.addressof @fval : !llvm.ptr
    %a = memref.load %out[%c699] : memref<768xi32>
    %b = memref.load %out[%c700] : memref<768xi32>
    %i699 = arith.index_cast %c699 : index to i64
    %i700 = arith.index_cast %c700 : index to i64
    llvm.call @printf(%fv, %i699, %a) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i32) -> i32
    llvm.call @printf(%fv, %i700, %b) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i32) -> i32
  }
  %fnl = llvm.mlir.addressof @fnl : !llvm.ptr
  llvm.call @printf(%fnl) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr) -> i32
  memref.dealloc %in : memref<768xi32>
  memref.dealloc %out : memref<768xi32>
  return
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c63 = arith.constant 63 : index
  %c64 = arith.constant 64 : index
  %c65 = arith.constant 65 : index
  %c700 = arith.constant 700 : index
  call @run(%c0, %f) : (index, i1) -> ()
  call @run(%c1, %f) : (index, i1) -> ()
  call @run(%c63, %f) : (index, i1) -> ()
  call @run(%c64, %f) : (index, i1) -> ()
  call @run(%c65, %f) : (index, i1) -> ()
  call @run(%c700, %t) : (index, i1) -> ()
  return
}
