// stitch-cpuify's edge versioning and split (stitchVersionEdgeSelects,
// stitchSplitEdgeSelects) against the untransformed program: a 3-point
// stencil over 6 blocks of 7 threads whose neighbours are clamped at two
// run-time points, `W = (i == lo) ? i : i - 1`,
// `E = (i == hi) ? i : i + 1` (hotspot3D's edges, moved), through
// stitch-to-openmp and as plain parallel loops (stitch-lower-to-llvm-cpu).
// The points are placed so that a block holds none of them, one at its
// first, middle or last thread, both (apart, adjacent, the same point),
// and both outside the grid; the outputs must match.
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-cpuify{inner-serialize=true}))' | FileCheck %s --check-prefix=IR
// RUN: stitch-opt %s --stitch-to-openmp > %t.on.mlir
// RUN: stitch-opt %s --stitch-lower-to-llvm-cpu > %t.off.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.on.mlir | grep -v base@ > %t.on.txt
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.off.mlir | grep -v base@ > %t.off.txt
// RUN: diff %t.on.txt %t.off.txt
// RUN: FileCheck %s --input-file=%t.on.txt
// Blocks without a point run a copy without the comparisons; the edge
// blocks' loop is split in five: copies without them before the first
// point, between the two and after the last, the original loop at each.
// IR: scf.if
// IR-NEXT: arith.constant false
// IR-NEXT: scf.for
// IR-NOT: arith.cmpi eq
// IR: } else {
// IR: arith.constant false
// IR-NEXT: scf.for
// IR-NOT: arith.cmpi eq
// IR: scf.for
// IR-COUNT-2: arith.cmpi eq
// IR: scf.for
// IR-NOT: arith.cmpi eq
// IR: scf.for
// IR-COUNT-2: arith.cmpi eq
// IR: scf.for
// IR-NOT: arith.cmpi eq
// IR: return
// Values by hand for lo = 0, hi = 41: in[k] = k, so out[i] = 100 i +
// 10 (i + 2) + (i + 1) away from the points; out[0] = 100 + 20 + 1 (W = 0),
// out[41] = 4100 + 420 + 42 (E = 41).
// CHECK: s lo=0 hi=41
// CHECK-NEXT: {{^}}[121,  132,  243,{{.*}}, 4461,  4562]
func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}

// out[i] = 100 in[W + 1] + 10 in[E + 1] + in[i + 1], i = 7 bx + tx < 42.
func.func @s(%in: memref<44xi32>, %out: memref<42xi32>, %lo: index, %hi: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %c10 = arith.constant 10 : i32
  %c100 = arith.constant 100 : i32
  scf.parallel (%bx) = (%c0) to (%c6) step (%c1) {
    %base = arith.muli %bx, %c7 : index
    scf.parallel (%tx) = (%c0) to (%c7) step (%c1) {
      %i = arith.addi %base, %tx : index
      %first = arith.cmpi eq, %i, %lo : index
      %last = arith.cmpi eq, %i, %hi : index
      %im1 = arith.subi %i, %c1 : index
      %ip1 = arith.addi %i, %c1 : index
      %w = arith.select %first, %i, %im1 : index
      %e = arith.select %last, %i, %ip1 : index
      %w1 = arith.addi %w, %c1 : index
      %e1 = arith.addi %e, %c1 : index
      %i1 = arith.addi %i, %c1 : index
      %vw = memref.load %in[%w1] : memref<44xi32>
      %ve = memref.load %in[%e1] : memref<44xi32>
      %vc = memref.load %in[%i1] : memref<44xi32>
      %a = arith.muli %vw, %c100 : i32
      %b = arith.muli %ve, %c10 : i32
      %s0 = arith.addi %a, %b : i32
      %s = arith.addi %s0, %vc : i32
      memref.store %s, %out[%i] : memref<42xi32>
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}

llvm.mlir.global internal constant @fs("s lo=%ld hi=%ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

func.func @run(%lo: index, %hi: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c42 = arith.constant 42 : index
  %c44 = arith.constant 44 : index
  %z = arith.constant 0 : i32
  %in = memref.alloc() : memref<44xi32>
  %out = memref.alloc() : memref<42xi32>
  scf.for %k = %c0 to %c44 step %c1 {
    %v = arith.index_cast %k : index to i32
    memref.store %v, %in[%k] : memref<44xi32>
  }
  scf.for %k = %c0 to %c42 step %c1 {
    memref.store %z, %out[%k] : memref<42xi32>
  }
  call @s(%in, %out, %lo, %hi) : (memref<44xi32>, memref<42xi32>, index, index) -> ()
  %fmt = llvm.mlir.addressof @fs : !llvm.ptr
  %loi = arith.index_cast %lo : index to i64
  %hii = arith.index_cast %hi : index to i64
  llvm.call @printf(%fmt, %loi, %hii) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64) -> i32
  %u = memref.cast %out : memref<42xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  memref.dealloc %in : memref<44xi32>
  memref.dealloc %out : memref<42xi32>
  return
}

func.func @main() {
  %m1 = arith.constant -1 : index
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %c17 = arith.constant 17 : index
  %c20 = arith.constant 20 : index
  %c41 = arith.constant 41 : index
  %c100 = arith.constant 100 : index
  // The grid's own edges (first and last block).
  call @run(%c0, %c41) : (index, index) -> ()
  // Both in block 0, apart; the same point; reversed.
  call @run(%c3, %c5) : (index, index) -> ()
  call @run(%c4, %c4) : (index, index) -> ()
  call @run(%c5, %c3) : (index, index) -> ()
  // A block's last and the next block's first thread.
  call @run(%c6, %c7) : (index, index) -> ()
  // Middle threads of blocks 2 and 2.
  call @run(%c17, %c20) : (index, index) -> ()
  // Outside the grid on both sides.
  call @run(%m1, %c100) : (index, index) -> ()
  return
}
