// stitch-coarsen-blocks (with stitch-tighten-grid and cpuify's point-guard
// peeling behind it) against the untransformed program, as plain parallel
// loops (stitch-lower-to-llvm-cpu). Kernels: gaussian's Fan2 (4x4 blocks,
// nested i32 guards, the `y == 0` side update of b); block and thread
// indices used on their own over a grid of run-time bounds (lower bound
// too); a 3-D grid merged in x; an i32 global index (`by * 4 + ty` in i32:
// recovered through g / 4 and g % 4). Bounds inside, at the edges of, and
// outside the grids; empty grids.
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-coarsen-blocks))' | FileCheck %s --check-prefix=IR
// RUN: stitch-opt %s --stitch-to-openmp > %t.on.mlir
// RUN: stitch-opt %s --stitch-lower-to-llvm-cpu > %t.off.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.on.mlir | grep -v base@ > %t.on.txt
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.off.mlir | grep -v base@ > %t.off.txt
// RUN: diff %t.on.txt %t.off.txt
// RUN: FileCheck %s --input-file=%t.on.txt
// Every kernel was coarsened: four thread loops with a merged dimension.
// IR-COUNT-4: } {stitch.threads}
// IR-NOT: scf.parallel ({{.*}}) = ({{.*}}) to ({{.*}}%c4, %c4)
// Fan2 by hand for n = 3, t = 0 on a = 1 everywhere, m = 2 everywhere:
// rows 1..2, columns 0..2 become 1 - 2 * 1 = -1; b[1], b[2] = 1 - 2 * 1.
// CHECK: fan2 n=3 t=0
// CHECK-NEXT: {{^}}{{\[\[}}1,   1,   1,   1,
// CHECK-NEXT: {{^}} [-1,   -1,   -1,   1,
// CHECK-NEXT: {{^}} [-1,   -1,   -1,   1,
func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}

// Fan2 over a 5x6 grid of 4x4 blocks on a 22x26 matrix: x < n - 1 - t,
// y < n - t; a[x+1+t][y+t] -= m[x+1+t][t] * a[t][y+t]; y == 0 also
// b[x+1+t] -= m[x+1+t][y+t] * b[t].
func.func @fan2(%m: memref<22x26xf32>, %a: memref<22x26xf32>, %b: memref<22xf32>, %n: i32, %tI: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %one = arith.constant 1 : i32
  %t = arith.index_cast %tI : i32 to index
  scf.parallel (%bx, %by) = (%c0, %c0) to (%c5, %c6) step (%c1, %c1) {
    %bxx = arith.muli %bx, %c4 : index
    %byy = arith.muli %by, %c4 : index
    scf.parallel (%tx, %ty) = (%c0, %c0) to (%c4, %c4) step (%c1, %c1) {
      %x = arith.addi %tx, %bxx : index
      %y = arith.addi %ty, %byy : index
      %xI = arith.index_cast %x : index to i32
      %yI = arith.index_cast %y : index to i32
      %s1 = arith.subi %n, %one : i32
      %limX = arith.subi %s1, %tI : i32
      %limY = arith.subi %n, %tI : i32
      %inX = arith.cmpi slt, %xI, %limX : i32
      scf.if %inX {
        %inY = arith.cmpi slt, %yI, %limY : i32
        scf.if %inY {
          %r0 = arith.addi %x, %t : index
          %r = arith.addi %r0, %c1 : index
          %col = arith.addi %y, %t : index
          %mrt = memref.load %m[%r, %t] : memref<22x26xf32>
          %atc = memref.load %a[%t, %col] : memref<22x26xf32>
          %p = arith.mulf %mrt, %atc : f32
          %arc = memref.load %a[%r, %col] : memref<22x26xf32>
          %nv = arith.subf %arc, %p : f32
          memref.store %nv, %a[%r, %col] : memref<22x26xf32>
          %first = arith.cmpi eq, %y, %c0 : index
          scf.if %first {
            %mry = memref.load %m[%r, %col] : memref<22x26xf32>
            %bt = memref.load %b[%t] : memref<22xf32>
            %pb = arith.mulf %mry, %bt : f32
            %br = memref.load %b[%r] : memref<22xf32>
            %nb = arith.subf %br, %pb : f32
            memref.store %nb, %b[%r] : memref<22xf32>
          }
        }
      }
      scf.reduce
    }
    scf.reduce
  }
  return
}

// Blocks [lo, hi) in y (3 threads each), 4 in x (2 threads each):
// a[x][y] = 1000 by + 100 ty + 10 bx + tx + 1 where y < 20, and the first
// thread of each y block counts into cnt[by].
func.func @ids(%a: memref<8x21xi32>, %cnt: memref<7xi32>, %lo: index, %hi: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c20 = arith.constant 20 : index
  %k1 = arith.constant 1 : i32
  %k10 = arith.constant 10 : i32
  %k100 = arith.constant 100 : i32
  %k1000 = arith.constant 1000 : i32
  scf.parallel (%bx, %by) = (%c0, %lo) to (%c4, %hi) step (%c1, %c1) {
    scf.parallel (%tx, %ty) = (%c0, %c0) to (%c2, %c3) step (%c1, %c1) {
      %bxx = arith.muli %bx, %c2 : index
      %x = arith.addi %bxx, %tx : index
      %byy = arith.muli %c3, %by : index
      %y = arith.addi %byy, %ty : index
      %in = arith.cmpi slt, %y, %c20 : index
      scf.if %in {
        %byI = arith.index_cast %by : index to i32
        %tyI = arith.index_cast %ty : index to i32
        %bxI = arith.index_cast %bx : index to i32
        %txI = arith.index_cast %tx : index to i32
        %v0 = arith.muli %byI, %k1000 : i32
        %v1 = arith.muli %tyI, %k100 : i32
        %v2 = arith.muli %bxI, %k10 : i32
        %v3 = arith.addi %v0, %v1 : i32
        %v4 = arith.addi %v3, %v2 : i32
        %v5 = arith.addi %v4, %txI : i32
        %v = arith.addi %v5, %k1 : i32
        memref.store %v, %a[%x, %y] : memref<8x21xi32>
        %t0 = arith.cmpi eq, %ty, %c0 : index
        %x0 = arith.cmpi eq, %x, %c0 : index
        %both = arith.andi %t0, %x0 : i1
        scf.if %both {
          %old = memref.load %cnt[%by] : memref<7xi32>
          %new = arith.addi %old, %k1 : i32
          memref.store %new, %cnt[%by] : memref<7xi32>
        }
      }
      scf.reduce
    }
    scf.reduce
  }
  return
}

// 3-D: a 3x2x2 grid of 2x3x2 blocks over c[z][y][x] (4x6x6), x contiguous:
// c = x * y + z.
func.func @grid3(%c: memref<4x6x6xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  scf.parallel (%bx, %by, %bz) = (%c0, %c0, %c0) to (%c3, %c2, %c2) step (%c1, %c1, %c1) {
    %bxx = arith.muli %bx, %c2 : index
    %byy = arith.muli %by, %c3 : index
    %bzz = arith.muli %bz, %c2 : index
    scf.parallel (%tx, %ty, %tz) = (%c0, %c0, %c0) to (%c2, %c3, %c2) step (%c1, %c1, %c1) {
      %x = arith.addi %tx, %bxx : index
      %y = arith.addi %ty, %byy : index
      %z = arith.addi %tz, %bzz : index
      %xy = arith.muli %x, %y : index
      %v = arith.addi %xy, %z : index
      %vi = arith.index_cast %v : index to i32
      memref.store %vi, %c[%z, %y, %x] : memref<4x6x6xi32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// The global index in i32 (`(int)by * 4 + (int)ty`): not the index-typed
// pattern, so by and ty come back as g / 4 and g % 4. d[x][y] = y - x for
// y < lim.
func.func @i32index(%d: memref<6x24xi32>, %lim: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %k4 = arith.constant 4 : i32
  %k3 = arith.constant 3 : i32
  scf.parallel (%bx, %by) = (%c0, %c0) to (%c2, %c6) step (%c1, %c1) {
    scf.parallel (%tx, %ty) = (%c0, %c0) to (%c3, %c4) step (%c1, %c1) {
      %byI = arith.index_cast %by : index to i32
      %tyI = arith.index_cast %ty : index to i32
      %bxI = arith.index_cast %bx : index to i32
      %txI = arith.index_cast %tx : index to i32
      %y0 = arith.muli %byI, %k4 : i32
      %yI = arith.addi %y0, %tyI : i32
      %x0 = arith.muli %bxI, %k3 : i32
      %xI = arith.addi %x0, %txI : i32
      %in = arith.cmpi slt, %yI, %lim : i32
      scf.if %in {
        %y = arith.index_cast %yI : i32 to index
        %x = arith.index_cast %xI : i32 to index
        %v = arith.subi %yI, %xI : i32
        memref.store %v, %d[%x, %y] : memref<6x24xi32>
      }
      scf.reduce
    }
    scf.reduce
  }
  return
}

llvm.mlir.global internal constant @ffan("fan2 n=%d t=%d\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @fids("ids lo=%ld hi=%ld\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @fi32("i32 lim=%d\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

func.func @runFan2(%n: i32, %t: i32, %fromIndex: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c22 = arith.constant 22 : index
  %c26 = arith.constant 26 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %m = memref.alloc() : memref<22x26xf32>
  %a = memref.alloc() : memref<22x26xf32>
  %b = memref.alloc() : memref<22xf32>
  scf.for %i = %c0 to %c22 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %fi = arith.sitofp %ii : i32 to f32
    %bv = arith.select %fromIndex, %fi, %one : f32
    memref.store %bv, %b[%i] : memref<22xf32>
    scf.for %j = %c0 to %c26 step %c1 {
      %jj = arith.index_cast %j : index to i32
      %fj = arith.sitofp %jj : i32 to f32
      %s = arith.addf %fi, %fj : f32
      %av = arith.select %fromIndex, %s, %one : f32
      %q = arith.mulf %fj, %two : f32
      %mv = arith.select %fromIndex, %q, %two : f32
      memref.store %av, %a[%i, %j] : memref<22x26xf32>
      memref.store %mv, %m[%i, %j] : memref<22x26xf32>
    }
  }
  call @fan2(%m, %a, %b, %n, %t) : (memref<22x26xf32>, memref<22x26xf32>, memref<22xf32>, i32, i32) -> ()
  %fmt = llvm.mlir.addressof @ffan : !llvm.ptr
  llvm.call @printf(%fmt, %n, %t) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32) -> i32
  %ua = memref.cast %a : memref<22x26xf32> to memref<*xf32>
  call @printMemrefF32(%ua) : (memref<*xf32>) -> ()
  %ub = memref.cast %b : memref<22xf32> to memref<*xf32>
  call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
  memref.dealloc %m : memref<22x26xf32>
  memref.dealloc %a : memref<22x26xf32>
  memref.dealloc %b : memref<22xf32>
  return
}

func.func @runIds(%lo: index, %hi: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  %c21 = arith.constant 21 : index
  %z = arith.constant 0 : i32
  %a = memref.alloc() : memref<8x21xi32>
  %cnt = memref.alloc() : memref<7xi32>
  scf.for %i = %c0 to %c8 step %c1 {
    scf.for %j = %c0 to %c21 step %c1 {
      memref.store %z, %a[%i, %j] : memref<8x21xi32>
    }
  }
  scf.for %i = %c0 to %c7 step %c1 {
    memref.store %z, %cnt[%i] : memref<7xi32>
  }
  call @ids(%a, %cnt, %lo, %hi) : (memref<8x21xi32>, memref<7xi32>, index, index) -> ()
  %fmt = llvm.mlir.addressof @fids : !llvm.ptr
  %loI = arith.index_cast %lo : index to i64
  %hiI = arith.index_cast %hi : index to i64
  llvm.call @printf(%fmt, %loI, %hiI) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64) -> i32
  %ua = memref.cast %a : memref<8x21xi32> to memref<*xi32>
  call @printMemrefI32(%ua) : (memref<*xi32>) -> ()
  %uc = memref.cast %cnt : memref<7xi32> to memref<*xi32>
  call @printMemrefI32(%uc) : (memref<*xi32>) -> ()
  memref.dealloc %a : memref<8x21xi32>
  memref.dealloc %cnt : memref<7xi32>
  return
}

func.func @runI32(%lim: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %c24 = arith.constant 24 : index
  %z = arith.constant -99 : i32
  %d = memref.alloc() : memref<6x24xi32>
  scf.for %i = %c0 to %c6 step %c1 {
    scf.for %j = %c0 to %c24 step %c1 {
      memref.store %z, %d[%i, %j] : memref<6x24xi32>
    }
  }
  call @i32index(%d, %lim) : (memref<6x24xi32>, i32) -> ()
  %fmt = llvm.mlir.addressof @fi32 : !llvm.ptr
  llvm.call @printf(%fmt, %lim) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
  %ud = memref.cast %d : memref<6x24xi32> to memref<*xi32>
  call @printMemrefI32(%ud) : (memref<*xi32>) -> ()
  memref.dealloc %d : memref<6x24xi32>
  return
}

func.func @main() {
  %false = arith.constant false
  %true = arith.constant true
  %i0 = arith.constant 0 : i32
  %i1 = arith.constant 1 : i32
  %i3 = arith.constant 3 : i32
  %i5 = arith.constant 5 : i32
  %i13 = arith.constant 13 : i32
  %i17 = arith.constant 17 : i32
  %i20 = arith.constant 20 : i32
  %i22 = arith.constant 22 : i32
  %i24 = arith.constant 24 : i32
  %i40 = arith.constant 40 : i32
  %m3 = arith.constant -3 : i32
  call @runFan2(%i3, %i0, %false) : (i32, i32, i1) -> ()
  call @runFan2(%i22, %i0, %true) : (i32, i32, i1) -> ()
  call @runFan2(%i22, %i5, %true) : (i32, i32, i1) -> ()
  call @runFan2(%i22, %i20, %true) : (i32, i32, i1) -> ()
  call @runFan2(%i17, %i13, %true) : (i32, i32, i1) -> ()
  call @runFan2(%i1, %i0, %true) : (i32, i32, i1) -> ()
  %cm2 = arith.constant -2 : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  call @runIds(%c0, %c7) : (index, index) -> ()
  call @runIds(%c2, %c5) : (index, index) -> ()
  call @runIds(%c5, %c2) : (index, index) -> ()
  call @runIds(%c1, %c1) : (index, index) -> ()
  %c3d = arith.constant 0 : i32
  %c = memref.alloc() : memref<4x6x6xi32>
  call @grid3(%c) : (memref<4x6x6xi32>) -> ()
  %uc = memref.cast %c : memref<4x6x6xi32> to memref<*xi32>
  call @printMemrefI32(%uc) : (memref<*xi32>) -> ()
  memref.dealloc %c : memref<4x6x6xi32>
  call @runI32(%i24) : (i32) -> ()
  call @runI32(%i13) : (i32) -> ()
  call @runI32(%i0) : (i32) -> ()
  call @runI32(%m3) : (i32) -> ()
  call @runI32(%i40) : (i32) -> ()
  return
}
