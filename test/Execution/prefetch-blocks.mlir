// stitch-prefetch-blocks, run: blocks of 64 threads each read their piece
// of 6 rows of a 6 x 2100 i32 wall, one row per step of a uniform loop with
// barriers (the rows' pieces are 8400 bytes apart, 256 bytes per block, 33
// blocks: the prefetch loops go before the serialized thread loops, 8
// blocks ahead). For n = 2100 (a partial last block, prefetches clamped at
// the row end), 2099 and 64 columns:
//   out[r, col] = wall[r, col] + r + wall[r, col + 1 within the block]
// computed through shared memory. The reference is computed on the host and
// compared element by element; stitch-to-openmp must print what the
// pipeline without the pass prints, and its IR must hold the prefetches.
// RUN: stitch-opt %s --stitch-to-openmp > %t.on.mlir
// RUN: FileCheck %s --check-prefix=IR --input-file=%t.on.mlir
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-cpuify{inner-serialize=true}),func.func(canonicalize,cse),stitch-lower-to-llvm-cpu)' > %t.off.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.on.mlir > %t.on.txt
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.off.mlir > %t.off.txt
// RUN: diff %t.on.txt %t.off.txt
// RUN: FileCheck %s --input-file=%t.on.txt
// IR: llvm.intr.prefetch
// CHECK: n 2100 mismatches 0 out[5, 2098] 4272
// CHECK-NEXT: n 2099 mismatches 0 out[5, 2098] -1
// CHECK-NEXT: n 64 mismatches 0 out[5, 2098] -1
func.func @rows(%wall: memref<6x2100xi32>, %out: memref<6x2100xi32>,
                %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %c33 = arith.constant 33 : index
  %c63 = arith.constant 63 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c33, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1)
             workgroup(%sh : memref<64xi32, #gpu.address_space<workgroup>>) {
    %b = arith.muli %bx, %c64 : index
    %col = arith.addi %b, %tx : index
    %valid = arith.cmpi ult, %col, %n : index
    scf.for %r = %c0 to %c6 step %c1 {
      scf.if %valid {
        %v = memref.load %wall[%r, %col] : memref<6x2100xi32>
        %ri = arith.index_cast %r : index to i32
        %w = arith.addi %v, %ri : i32
        memref.store %w, %sh[%tx] : memref<64xi32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %next0 = arith.addi %tx, %c1 : index
      %next = arith.minui %next0, %c63 : index
      %nextCol = arith.addi %b, %next : index
      %nextValid = arith.cmpi ult, %nextCol, %n : index
      %both = arith.andi %valid, %nextValid : i1
      scf.if %both {
        %a = memref.load %sh[%tx] : memref<64xi32, #gpu.address_space<workgroup>>
        %c = memref.load %sh[%next] : memref<64xi32, #gpu.address_space<workgroup>>
        %ri = arith.index_cast %r : index to i32
        %cw = arith.subi %c, %ri : i32
        %s = arith.addi %a, %cw : i32
        memref.store %s, %out[%r, %col] : memref<6x2100xi32>
      }
      gpu.barrier
    }
    gpu.terminator
  }
  return
}

llvm.mlir.global internal constant @fmis("n %ld mismatches %ld\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @fval(" out[5, 2098] %d\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

func.func @run(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c63 = arith.constant 63 : index
  %c64 = arith.constant 64 : index
  %c2098 = arith.constant 2098 : index
  %c2099 = arith.constant 2099 : index
  %c2100 = arith.constant 2100 : index
  %k7 = arith.constant 7 : i32
  %m1 = arith.constant -1 : i32
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %wall = memref.alloc() : memref<6x2100xi32>
  %out = memref.alloc() : memref<6x2100xi32>
  scf.for %r = %c0 to %c6 step %c1 {
    scf.for %k = %c0 to %c2100 step %c1 {
      %ki = arith.index_cast %k : index to i32
      %ri = arith.index_cast %r : index to i32
      %rk = arith.muli %ri, %k7 : i32
      %v = arith.addi %ki, %rk : i32
      memref.store %v, %wall[%r, %k] : memref<6x2100xi32>
      memref.store %m1, %out[%r, %k] : memref<6x2100xi32>
    }
  }
  call @rows(%wall, %out, %n) : (memref<6x2100xi32>, memref<6x2100xi32>, index) -> ()
  // Reference: the neighbour is col + 1 within the block (the block's last
  // thread reads itself); a column is written when it and its neighbour
  // are below n.
  %bad = scf.for %r = %c0 to %c6 step %c1 iter_args(%acc0 = %z) -> (i64) {
    %rowBad = scf.for %k = %c0 to %c2100 step %c1 iter_args(%acc = %acc0) -> (i64) {
      %tx = arith.remui %k, %c64 : index
      %b = arith.subi %k, %tx : index
      %nx0 = arith.addi %tx, %c1 : index
      %nx = arith.minui %nx0, %c63 : index
      %nk = arith.addi %b, %nx : index
      %inK = arith.cmpi ult, %k, %n : index
      %inN = arith.cmpi ult, %nk, %n : index
      %in = arith.andi %inK, %inN : i1
      %v = memref.load %wall[%r, %k] : memref<6x2100xi32>
      %nkc = arith.minui %nk, %c2099 : index
      %w = memref.load %wall[%r, %nkc] : memref<6x2100xi32>
      %ri = arith.index_cast %r : index to i32
      %vr = arith.addi %v, %ri : i32
      %s = arith.addi %vr, %w : i32
      %want = arith.select %in, %s, %m1 : i32
      %got = memref.load %out[%r, %k] : memref<6x2100xi32>
      %ne = arith.cmpi ne, %got, %want : i32
      %inc = arith.select %ne, %one, %z : i64
      %a = arith.addi %acc, %inc : i64
      scf.yield %a : i64
    }
    scf.yield %rowBad : i64
  }
  %fmt = llvm.mlir.addressof @fmis : !llvm.ptr
  %ni = arith.index_cast %n : index to i64
  llvm.call @printf(%fmt, %ni, %bad) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64) -> i32
  %fv = llvm.mlir.addressof @fval : !llvm.ptr
  %last = memref.load %out[%c5, %c2098] : memref<6x2100xi32>
  llvm.call @printf(%fv, %last) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
  memref.dealloc %wall : memref<6x2100xi32>
  memref.dealloc %out : memref<6x2100xi32>
  return
}

func.func @main() {
  %c64 = arith.constant 64 : index
  %c2099 = arith.constant 2099 : index
  %c2100 = arith.constant 2100 : index
  call @run(%c2100) : (index) -> ()
  call @run(%c2099) : (index) -> ()
  call @run(%c64) : (index) -> ()
  return
}
