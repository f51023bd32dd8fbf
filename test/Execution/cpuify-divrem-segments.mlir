// stitch-cpuify's cut of the x loop where a quotient changes
// (stitchSplitDivRemSegments), run: srad_v1's recovery of a column-major
// element's row and column from its flat index, r = (ei + 1) % nr,
// c = (ei + 1) / nr (the last row of a column wraps: r == 0), over blocks
// of 48 threads and a grid of ceil(ne / 48) blocks, with ne = 700 elements
// (the last block partial) and nr = 7 (below 32: the original loop), 32,
// 35, 48, 100, 350 and 699 (segments starting anywhere in a block, one or
// two per block, and blocks inside one segment). out[ei] = 1000 * row +
// col + in[row + nr * jw[col]] with jw[c] = max(c - 1, 0); the reference
// divides on the host (plain scf.for) and the elements are compared one by
// one; stitch-to-openmp must also print what the pipeline without the cut
// prints.
// RUN: stitch-opt %s --stitch-to-openmp > %t.on.mlir
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-cpuify{inner-serialize=true divrem-segments=false}),func.func(canonicalize,cse),stitch-lower-to-llvm-cpu)' > %t.off.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.on.mlir > %t.on.txt
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.off.mlir > %t.off.txt
// RUN: diff %t.on.txt %t.off.txt
// RUN: FileCheck %s --input-file=%t.on.txt
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-cpuify{inner-serialize=true}))' | FileCheck %s --check-prefix=IR
// IR: arith.cmpi uge, %{{.*}}, %c32
// IR: scf.for
// IR-NOT: arith.remui
// IR: } else {
// By hand for nr = 32: ei = 31 is (ei + 1) % 32 == 0: row 31, column 0,
// in[31 + 32 * 0] = 31: 31000 + 0 + 31; ei = 32: row 0, column 1,
// in[0 + 32 * 0] = 0: 0 + 1 + 0.
// CHECK: nr 7 mismatches 0
// CHECK-NEXT: nr 32 mismatches 0 out[31] 31031 out[32] 1
// CHECK-NEXT: nr 35 mismatches 0
// CHECK-NEXT: nr 48 mismatches 0
// CHECK-NEXT: nr 100 mismatches 0
// CHECK-NEXT: nr 350 mismatches 0
// CHECK-NEXT: nr 699 mismatches 0
func.func @rows(%in: memref<700xi32>, %jw: memref<700xi32>,
                %out: memref<700xi32>, %nr: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c48 = arith.constant 48 : index
  %c700 = arith.constant 700 : index
  %k1000 = arith.constant 1000 : index
  %blocks = arith.ceildivui %c700, %c48 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %blocks, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c48, %sy = %c1, %sz = %c1) {
    %b = arith.muli %bx, %c48 : index
    %ei = arith.addi %b, %tx : index
    %ep1 = arith.addi %ei, %c1 : index
    %r = arith.remui %ep1, %nr : index
    %c = arith.divui %ep1, %nr : index
    %wrap = arith.cmpi eq, %r, %c0 : index
    %rc:2 = scf.if %wrap -> (index, index) {
      %row = arith.subi %nr, %c1 : index
      %col = arith.subi %c, %c1 : index
      scf.yield %row, %col : index, index
    } else {
      %row = arith.subi %r, %c1 : index
      scf.yield %row, %c : index, index
    }
    %valid = arith.cmpi ult, %ei, %c700 : index
    scf.if %valid {
      %w = memref.load %jw[%rc#1] : memref<700xi32>
      %wi = arith.index_cast %w : i32 to index
      %base = arith.muli %wi, %nr : index
      %at = arith.addi %base, %rc#0 : index
      %v = memref.load %in[%at] : memref<700xi32>
      %hi = arith.muli %rc#0, %k1000 : index
      %key = arith.addi %hi, %rc#1 : index
      %keyi = arith.index_cast %key : index to i32
      %sum = arith.addi %keyi, %v : i32
      memref.store %sum, %out[%ei] : memref<700xi32>
    }
    gpu.terminator
  }
  return
}

llvm.mlir.global internal constant @fmis("nr %ld mismatches %ld\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @fval(" out[%ld] %d\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @fnl("\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

func.func @run(%nr: index, %show: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c31 = arith.constant 31 : index
  %c32 = arith.constant 32 : index
  %c700 = arith.constant 700 : index
  %k1000 = arith.constant 1000 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %in = memref.alloc() : memref<700xi32>
  %jw = memref.alloc() : memref<700xi32>
  %out = memref.alloc() : memref<700xi32>
  scf.for %k = %c0 to %c700 step %c1 {
    %v = arith.index_cast %k : index to i32
    memref.store %v, %in[%k] : memref<700xi32>
    %km1 = arith.subi %k, %c1 : index
    %w = arith.maxsi %km1, %c0 : index
    %wi = arith.index_cast %w : index to i32
    memref.store %wi, %jw[%k] : memref<700xi32>
  }
  call @rows(%in, %jw, %out, %nr) : (memref<700xi32>, memref<700xi32>, memref<700xi32>, index) -> ()
  // Reference: row = ei % nr, column = ei / nr (what Rodinia's wrap
  // computes).
  %bad = scf.for %ei = %c0 to %c700 step %c1 iter_args(%acc = %z) -> (i64) {
    %row = arith.remui %ei, %nr : index
    %col = arith.divui %ei, %nr : index
    %w = memref.load %jw[%col] : memref<700xi32>
    %wi = arith.index_cast %w : i32 to index
    %base = arith.muli %wi, %nr : index
    %at = arith.addi %base, %row : index
    %v = memref.load %in[%at] : memref<700xi32>
    %hi = arith.muli %row, %k1000 : index
    %key = arith.addi %hi, %col : index
    %keyi = arith.index_cast %key : index to i32
    %want = arith.addi %keyi, %v : i32
    %got = memref.load %out[%ei] : memref<700xi32>
    %ne = arith.cmpi ne, %got, %want : i32
    %inc = arith.select %ne, %one, %z : i64
    %a = arith.addi %acc, %inc : i64
    scf.yield %a : i64
  }
  %fmt = llvm.mlir.addressof @fmis : !llvm.ptr
  %nri = arith.index_cast %nr : index to i64
  llvm.call @printf(%fmt, %nri, %bad) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64) -> i32
  scf.if %show {
    %fv = llvm.mlir.addressof @fval : !llvm.ptr
    %a = memref.load %out[%c31] : memref<700xi32>
    %b = memref.load %out[%c32] : memref<700xi32>
    %i31 = arith.index_cast %c31 : index to i64
    %i32 = arith.index_cast %c32 : index to i64
    llvm.call @printf(%fv, %i31, %a) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i32) -> i32
    llvm.call @printf(%fv, %i32, %b) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i32) -> i32
  }
  %fnl = llvm.mlir.addressof @fnl : !llvm.ptr
  llvm.call @printf(%fnl) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr) -> i32
  memref.dealloc %in : memref<700xi32>
  memref.dealloc %jw : memref<700xi32>
  memref.dealloc %out : memref<700xi32>
  return
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %c7 = arith.constant 7 : index
  %c32 = arith.constant 32 : index
  %c35 = arith.constant 35 : index
  %c48 = arith.constant 48 : index
  %c100 = arith.constant 100 : index
  %c350 = arith.constant 350 : index
  %c699 = arith.constant 699 : index
  call @run(%c7, %f) : (index, i1) -> ()
  call @run(%c32, %t) : (index, i1) -> ()
  call @run(%c35, %f) : (index, i1) -> ()
  call @run(%c48, %f) : (index, i1) -> ()
  call @run(%c100, %f) : (index, i1) -> ()
  call @run(%c350, %f) : (index, i1) -> ()
  call @run(%c699, %f) : (index, i1) -> ()
  return
}
