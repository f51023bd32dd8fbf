// stitch-invariant-divrem against the untransformed program: the kernels
// through stitch-to-openmp and as plain parallel loops (stitch-lower-to-llvm-cpu,
// LLVM's own division) must print the same quotients and remainders, for divisors 1, 2, 3, 7, 37 (the block
// width), 2^31 - 1, 2^32 - 1, 2^32, 2^32 + 1 and 2^63 + 5 (unsigned,
// index), +-1, +-2, -7, 2^31 - 1 and -2^31 (signed, i32, dividends -50 and
// up), grids of 0, 1 and 3 blocks of 37 threads (the fast path), and a grid
// whose dividends reach 2^32 (17 blocks of 2^28: the run-time range check
// fails there and the original loop runs).
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-invariant-divrem))' | FileCheck %s --check-prefix=IR
// RUN: stitch-opt %s --stitch-to-openmp > %t.on.mlir
// RUN: stitch-opt %s --stitch-lower-to-llvm-cpu > %t.off.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.on.mlir | grep -v base@ > %t.on.txt
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.off.mlir | grep -v base@ > %t.off.txt
// RUN: diff %t.on.txt %t.off.txt
// RUN: FileCheck %s --input-file=%t.on.txt
// Both kernels were rewritten (one reciprocal each, the grids versioned).
// IR-COUNT-2: arith.divui %c-1_i64
// A few values computed by hand: 1..37 by 7 (q, r of the first thread of
// a 1-block grid: 1 / 7 = 0 r 1), and -50 / -7 = 7 r -1.
// CHECK: u d=7 nb=1
// CHECK-NEXT: [0,  1,  0,  2,  0,  3,
// CHECK: s d=-7 nb=1
// CHECK-NEXT: [7,  -1,
func.func private @printMemrefI64(memref<*xi64>) attributes {llvm.emit_c_interface}
func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
func.func private @printString(!llvm.ptr)

// out[2 e] = (e + 1) / d, out[2 e + 1] = (e + 1) % d, e = bx * 37 + tx.
func.func @udiv(%out: memref<?xi64>, %d: index, %nb: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c37 = arith.constant 37 : index
  scf.parallel (%bx) = (%c0) to (%nb) step (%c1) {
    %b = arith.muli %bx, %c37 : index
    scf.parallel (%tx) = (%c0) to (%c37) step (%c1) {
      %e = arith.addi %b, %tx : index
      %e1 = arith.addi %e, %c1 : index
      %q = arith.divui %e1, %d : index
      %r = arith.remui %e1, %d : index
      %qi = arith.index_cast %q : index to i64
      %ri = arith.index_cast %r : index to i64
      %o = arith.muli %e, %c2 : index
      %o1 = arith.addi %o, %c1 : index
      memref.store %qi, %out[%o] : memref<?xi64>
      memref.store %ri, %out[%o1] : memref<?xi64>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// out[2 e], out[2 e + 1] = (e - 50) / d, (e - 50) % d in i32 (C semantics).
func.func @sdiv(%out: memref<?xi32>, %d: i32, %nb: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c37 = arith.constant 37 : index
  %c50 = arith.constant 50 : index
  scf.parallel (%bx) = (%c0) to (%nb) step (%c1) {
    %b = arith.muli %bx, %c37 : index
    scf.parallel (%tx) = (%c0) to (%c37) step (%c1) {
      %e = arith.addi %b, %tx : index
      %n = arith.subi %e, %c50 : index
      %ni = arith.index_cast %n : index to i32
      %q = arith.divsi %ni, %d : i32
      %r = arith.remsi %ni, %d : i32
      %o = arith.muli %e, %c2 : index
      %o1 = arith.addi %o, %c1 : index
      memref.store %q, %out[%o] : memref<?xi32>
      memref.store %r, %out[%o1] : memref<?xi32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// Dividends bx * 2^28 + tx (2 threads): 17 blocks reach 2^32.
func.func @wide(%out: memref<?xi64>, %d: index, %nb: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c2p28 = arith.constant 268435456 : index
  scf.parallel (%bx) = (%c0) to (%nb) step (%c1) {
    %b = arith.muli %bx, %c2p28 : index
    scf.parallel (%tx) = (%c0) to (%c2) step (%c1) {
      %e = arith.addi %b, %tx : index
      %q = arith.divui %e, %d : index
      %r = arith.remui %e, %d : index
      %qi = arith.index_cast %q : index to i64
      %ri = arith.index_cast %r : index to i64
      %k0 = arith.muli %bx, %c2 : index
      %k = arith.addi %k0, %tx : index
      %o = arith.muli %k, %c2 : index
      %o1 = arith.addi %o, %c1 : index
      memref.store %qi, %out[%o] : memref<?xi64>
      memref.store %ri, %out[%o1] : memref<?xi64>
      scf.reduce
    }
    scf.reduce
  }
  return
}

llvm.mlir.global internal constant @su("u d=%ld nb=%ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

func.func @runU(%d: index, %nb: index) {
  %c222 = arith.constant 222 : index
  %out = memref.alloc(%c222) : memref<?xi64>
  %m1 = arith.constant -1 : i64
  %z = arith.constant 0 : index
  %one = arith.constant 1 : index
  scf.for %i = %z to %c222 step %one {
    memref.store %m1, %out[%i] : memref<?xi64>
  }
  call @udiv(%out, %d, %nb) : (memref<?xi64>, index, index) -> ()
  %fmt = llvm.mlir.addressof @su : !llvm.ptr
  %di = arith.index_cast %d : index to i64
  %nbi = arith.index_cast %nb : index to i64
  llvm.call @printf(%fmt, %di, %nbi) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64) -> i32
  %u = memref.cast %out : memref<?xi64> to memref<*xi64>
  call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  memref.dealloc %out : memref<?xi64>
  return
}

llvm.mlir.global internal constant @ss("s d=%d nb=%ld\0A\00") {addr_space = 0 : i32}

func.func @runS(%d: i32, %nb: index) {
  %c222 = arith.constant 222 : index
  %out = memref.alloc(%c222) : memref<?xi32>
  %m1 = arith.constant 99 : i32
  %z = arith.constant 0 : index
  %one = arith.constant 1 : index
  scf.for %i = %z to %c222 step %one {
    memref.store %m1, %out[%i] : memref<?xi32>
  }
  call @sdiv(%out, %d, %nb) : (memref<?xi32>, i32, index) -> ()
  %fmt = llvm.mlir.addressof @ss : !llvm.ptr
  %nbi = arith.index_cast %nb : index to i64
  llvm.call @printf(%fmt, %d, %nbi) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i64) -> i32
  %u = memref.cast %out : memref<?xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  memref.dealloc %out : memref<?xi32>
  return
}

llvm.mlir.global internal constant @sw("w d=%ld nb=%ld\0A\00") {addr_space = 0 : i32}

func.func @runW(%d: index, %nb: index) {
  %c68 = arith.constant 68 : index
  %out = memref.alloc(%c68) : memref<?xi64>
  %m1 = arith.constant -1 : i64
  %z = arith.constant 0 : index
  %one = arith.constant 1 : index
  scf.for %i = %z to %c68 step %one {
    memref.store %m1, %out[%i] : memref<?xi64>
  }
  call @wide(%out, %d, %nb) : (memref<?xi64>, index, index) -> ()
  %fmt = llvm.mlir.addressof @sw : !llvm.ptr
  %di = arith.index_cast %d : index to i64
  %nbi = arith.index_cast %nb : index to i64
  llvm.call @printf(%fmt, %di, %nbi) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64) -> i32
  %u = memref.cast %out : memref<?xi64> to memref<*xi64>
  call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  memref.dealloc %out : memref<?xi64>
  return
}

func.func @main() {
  %ds = memref.alloc() : memref<10xindex>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c10 = arith.constant 10 : index
  %c16 = arith.constant 16 : index
  %c17 = arith.constant 17 : index
  %u0 = arith.constant 1 : index
  %u1 = arith.constant 2 : index
  %u2 = arith.constant 3 : index
  %u3 = arith.constant 7 : index
  %u4 = arith.constant 37 : index
  %u5 = arith.constant 2147483647 : index
  %u6 = arith.constant 4294967295 : index
  %u7 = arith.constant 4294967296 : index
  %u8 = arith.constant 4294967297 : index
  %u9 = arith.constant -9223372036854775803 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  %c9 = arith.constant 9 : index
  memref.store %u0, %ds[%c0] : memref<10xindex>
  memref.store %u1, %ds[%c1] : memref<10xindex>
  memref.store %u2, %ds[%c2] : memref<10xindex>
  memref.store %u3, %ds[%c3] : memref<10xindex>
  memref.store %u4, %ds[%c4] : memref<10xindex>
  memref.store %u5, %ds[%c5] : memref<10xindex>
  memref.store %u6, %ds[%c6] : memref<10xindex>
  memref.store %u7, %ds[%c7] : memref<10xindex>
  memref.store %u8, %ds[%c8] : memref<10xindex>
  memref.store %u9, %ds[%c9] : memref<10xindex>
  scf.for %i = %c0 to %c10 step %c1 {
    %d = memref.load %ds[%i] : memref<10xindex>
    func.call @runU(%d, %c0) : (index, index) -> ()
    func.call @runU(%d, %c1) : (index, index) -> ()
    func.call @runU(%d, %c3) : (index, index) -> ()
    func.call @runW(%d, %c16) : (index, index) -> ()
    func.call @runW(%d, %c17) : (index, index) -> ()
  }
  %sd = memref.alloc() : memref<8xi32>
  %s0 = arith.constant 1 : i32
  %s1 = arith.constant -1 : i32
  %s2 = arith.constant 2 : i32
  %s3 = arith.constant -2 : i32
  %s4 = arith.constant -7 : i32
  %s5 = arith.constant 2147483647 : i32
  %s6 = arith.constant -2147483648 : i32
  %s7 = arith.constant 37 : i32
  memref.store %s0, %sd[%c0] : memref<8xi32>
  memref.store %s1, %sd[%c1] : memref<8xi32>
  memref.store %s2, %sd[%c2] : memref<8xi32>
  memref.store %s3, %sd[%c3] : memref<8xi32>
  memref.store %s4, %sd[%c4] : memref<8xi32>
  memref.store %s5, %sd[%c5] : memref<8xi32>
  memref.store %s6, %sd[%c6] : memref<8xi32>
  memref.store %s7, %sd[%c7] : memref<8xi32>
  scf.for %i = %c0 to %c8 step %c1 {
    %d = memref.load %sd[%i] : memref<8xi32>
    func.call @runS(%d, %c0) : (i32, index) -> ()
    func.call @runS(%d, %c1) : (i32, index) -> ()
    func.call @runS(%d, %c3) : (i32, index) -> ()
  }
  memref.dealloc %ds : memref<10xindex>
  memref.dealloc %sd : memref<8xi32>
  return
}
