// stitch-tighten-grid against the untransformed program: a gaussian-like
// guarded update on a 7x5 grid of 3x5 blocks (i32 guards `x < nx`, `y < ny`
// nested, and `x >= lo`, `y != 4` in one conjunction), and an index guard
// `x <= hi` on a grid of run-time size, through stitch-to-openmp and as plain
// parallel loops (stitch-lower-to-llvm-cpu); the outputs must match for
// bounds inside the grid, at its edges, zero and negative (empty grids),
// and beyond it.
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-tighten-grid))' | FileCheck %s --check-prefix=IR
// RUN: stitch-opt %s --stitch-to-openmp > %t.on.mlir
// RUN: stitch-opt %s --stitch-lower-to-llvm-cpu > %t.off.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.on.mlir | grep -v base@ > %t.on.txt
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.off.mlir | grep -v base@ > %t.off.txt
// RUN: diff %t.on.txt %t.off.txt
// RUN: FileCheck %s --input-file=%t.on.txt
// Both grids were tightened.
// IR-COUNT-2: scf.parallel ({{.*}}) = ({{.*}}) to ({{.*}}) step
// IR: arith.ceildivsi
// Values by hand: nx = 2, ny = 3, lo = 1: only row 1, columns 0..2:
// a[x][y] = 10 x + y + 1 there.
// CHECK: g nx=2 ny=3 lo=1
// CHECK-NEXT: {{^}}{{\[\[}}0,   0,   0,   0,   0,
// CHECK-NEXT: {{^}} [11,   12,   13,   0,   0,
// CHECK-NEXT: {{^}} [0,   0,   0,   0,   0,
func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}

// a[x][y] = 10 x + y + 1 where x < nx, y < ny, x >= lo, y != 4.
func.func @g(%a: memref<21x25xi32>, %nx: i32, %ny: i32, %lo: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %c10 = arith.constant 10 : i32
  %c1i = arith.constant 1 : i32
  %c4i = arith.constant 4 : i32
  scf.parallel (%bx, %by) = (%c0, %c0) to (%c7, %c5) step (%c1, %c1) {
    %bxx = arith.muli %bx, %c3 : index
    %byy = arith.muli %by, %c5 : index
    scf.parallel (%tx, %ty) = (%c0, %c0) to (%c3, %c5) step (%c1, %c1) {
      %x = arith.addi %tx, %bxx : index
      %y = arith.addi %ty, %byy : index
      %xi = arith.index_cast %x : index to i32
      %yi = arith.index_cast %y : index to i32
      %inX = arith.cmpi slt, %xi, %nx : i32
      scf.if %inX {
        %inY = arith.cmpi slt, %yi, %ny : i32
        %geLo = arith.cmpi sge, %xi, %lo : i32
        %not4 = arith.cmpi ne, %yi, %c4i : i32
        %c01 = arith.andi %inY, %geLo : i1
        %c = arith.andi %c01, %not4 : i1
        scf.if %c {
          %v0 = arith.muli %xi, %c10 : i32
          %v1 = arith.addi %v0, %yi : i32
          %v = arith.addi %v1, %c1i : i32
          memref.store %v, %a[%x, %y] : memref<21x25xi32>
        }
      }
      scf.reduce
    }
    scf.reduce
  }
  return
}

// b[x] = x + 1 where x <= hi, over nb blocks of 3 threads.
func.func @h(%b: memref<30xi32>, %hi: index, %nb: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  scf.parallel (%bx) = (%c0) to (%nb) step (%c1) {
    %base = arith.muli %bx, %c3 : index
    scf.parallel (%tx) = (%c0) to (%c3) step (%c1) {
      %x = arith.addi %base, %tx : index
      %in = arith.cmpi sle, %x, %hi : index
      scf.if %in {
        %x1 = arith.addi %x, %c1 : index
        %v = arith.index_cast %x1 : index to i32
        memref.store %v, %b[%x] : memref<30xi32>
      }
      scf.reduce
    }
    scf.reduce
  }
  return
}

llvm.mlir.global internal constant @fg("g nx=%d ny=%d lo=%d\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @fh("h hi=%ld nb=%ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

func.func @runG(%nx: i32, %ny: i32, %lo: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c21 = arith.constant 21 : index
  %c25 = arith.constant 25 : index
  %z = arith.constant 0 : i32
  %a = memref.alloc() : memref<21x25xi32>
  scf.for %i = %c0 to %c21 step %c1 {
    scf.for %j = %c0 to %c25 step %c1 {
      memref.store %z, %a[%i, %j] : memref<21x25xi32>
    }
  }
  call @g(%a, %nx, %ny, %lo) : (memref<21x25xi32>, i32, i32, i32) -> ()
  %fmt = llvm.mlir.addressof @fg : !llvm.ptr
  llvm.call @printf(%fmt, %nx, %ny, %lo) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32, i32) -> i32
  %u = memref.cast %a : memref<21x25xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  memref.dealloc %a : memref<21x25xi32>
  return
}

func.func @runH(%hi: index, %nb: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c30 = arith.constant 30 : index
  %z = arith.constant 0 : i32
  %b = memref.alloc() : memref<30xi32>
  scf.for %i = %c0 to %c30 step %c1 {
    memref.store %z, %b[%i] : memref<30xi32>
  }
  call @h(%b, %hi, %nb) : (memref<30xi32>, index, index) -> ()
  %fmt = llvm.mlir.addressof @fh : !llvm.ptr
  %hii = arith.index_cast %hi : index to i64
  %nbi = arith.index_cast %nb : index to i64
  llvm.call @printf(%fmt, %hii, %nbi) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64) -> i32
  %u = memref.cast %b : memref<30xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  memref.dealloc %b : memref<30xi32>
  return
}

func.func @main() {
  %m5 = arith.constant -5 : i32
  %m1 = arith.constant -1 : i32
  %i0 = arith.constant 0 : i32
  %i1 = arith.constant 1 : i32
  %i2 = arith.constant 2 : i32
  %i3 = arith.constant 3 : i32
  %i7 = arith.constant 7 : i32
  %i20 = arith.constant 20 : i32
  %i21 = arith.constant 21 : i32
  %i25 = arith.constant 25 : i32
  %big = arith.constant 2147483647 : i32
  %small = arith.constant -2147483648 : i32
  call @runG(%i2, %i3, %i1) : (i32, i32, i32) -> ()
  call @runG(%i21, %i25, %i0) : (i32, i32, i32) -> ()
  call @runG(%i20, %i7, %i3) : (i32, i32, i32) -> ()
  call @runG(%i0, %i25, %i0) : (i32, i32, i32) -> ()
  call @runG(%m5, %i3, %m1) : (i32, i32, i32) -> ()
  call @runG(%i7, %m1, %small) : (i32, i32, i32) -> ()
  call @runG(%big, %big, %i20) : (i32, i32, i32) -> ()
  call @runG(%i7, %i7, %i21) : (i32, i32, i32) -> ()
  %cm9 = arith.constant -9223372036854775808 : index
  %cm1 = arith.constant -1 : index
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c10 = arith.constant 10 : index
  %cmax = arith.constant 9223372036854775807 : index
  call @runH(%c4, %c10) : (index, index) -> ()
  call @runH(%c8, %c10) : (index, index) -> ()
  call @runH(%c0, %c10) : (index, index) -> ()
  call @runH(%cm1, %c10) : (index, index) -> ()
  call @runH(%cm9, %c10) : (index, index) -> ()
  call @runH(%cmax, %c10) : (index, index) -> ()
  call @runH(%cmax, %c0) : (index, index) -> ()
  call @runH(%c4, %cm1) : (index, index) -> ()
  return
}
