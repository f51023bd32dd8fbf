// Regression (found by review, fixed): stitch-prefetch-blocks'
// cloneAtBlock cloned the chain of a symbolic load base recursively without
// memoization, so a DAG in which a value is used twice per level was cloned
// as a tree: 2^depth ops per clone, two clones per candidate. Seven rounds
// of a xorshift32 hash of bx (21 levels, x ^= x << 13; x ^= x >> 17;
// x ^= x << 5) feeding the base made stitch-opt run over 2 min and 16 GB
// (killed); now each op of the chain is cloned once per bx value (a map
// from value to clone). The base is `(hash(bx) & mask) + bx * 64` (no
// linear form: the symbolic path), two loads of `in` at different bases
// in the thread loop (side by side).
// Kernel: out[bx * 64 + tx] = in[tx + b] + in[tx + b + 64], b = (hash & mask) + bx * 64
// with mask = 0 at run time; host loop reference in @main.
// RUN: timeout 20 stitch-opt %s --stitch-to-openmp > %t.on.mlir
// RUN: env OMP_NUM_THREADS=1 timeout 20 %mlir-runner %t.on.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 timeout 20 %mlir-runner %t.on.mlir | FileCheck %s
// CHECK: mismatches 0

func.func @sums(%in: memref<?xi32>, %out: memref<?xi32>, %g: index, %mask: index) {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %g, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %c64b = arith.constant 64 : index
    %c13_i32 = arith.constant 13 : i32
    %c17_i32 = arith.constant 17 : i32
    %c5_i32 = arith.constant 5 : i32
    %x0 = arith.index_cast %bx : index to i32
    %s0 = arith.shli %x0, %c13_i32 : i32
    %x1 = arith.xori %x0, %s0 : i32
    %s1 = arith.shrui %x1, %c17_i32 : i32
    %x2 = arith.xori %x1, %s1 : i32
    %s2 = arith.shli %x2, %c5_i32 : i32
    %x3 = arith.xori %x2, %s2 : i32
    %s3 = arith.shli %x3, %c13_i32 : i32
    %x4 = arith.xori %x3, %s3 : i32
    %s4 = arith.shrui %x4, %c17_i32 : i32
    %x5 = arith.xori %x4, %s4 : i32
    %s5 = arith.shli %x5, %c5_i32 : i32
    %x6 = arith.xori %x5, %s5 : i32
    %s6 = arith.shli %x6, %c13_i32 : i32
    %x7 = arith.xori %x6, %s6 : i32
    %s7 = arith.shrui %x7, %c17_i32 : i32
    %x8 = arith.xori %x7, %s7 : i32
    %s8 = arith.shli %x8, %c5_i32 : i32
    %x9 = arith.xori %x8, %s8 : i32
    %s9 = arith.shli %x9, %c13_i32 : i32
    %x10 = arith.xori %x9, %s9 : i32
    %s10 = arith.shrui %x10, %c17_i32 : i32
    %x11 = arith.xori %x10, %s10 : i32
    %s11 = arith.shli %x11, %c5_i32 : i32
    %x12 = arith.xori %x11, %s11 : i32
    %s12 = arith.shli %x12, %c13_i32 : i32
    %x13 = arith.xori %x12, %s12 : i32
    %s13 = arith.shrui %x13, %c17_i32 : i32
    %x14 = arith.xori %x13, %s13 : i32
    %s14 = arith.shli %x14, %c5_i32 : i32
    %x15 = arith.xori %x14, %s14 : i32
    %s15 = arith.shli %x15, %c13_i32 : i32
    %x16 = arith.xori %x15, %s15 : i32
    %s16 = arith.shrui %x16, %c17_i32 : i32
    %x17 = arith.xori %x16, %s16 : i32
    %s17 = arith.shli %x17, %c5_i32 : i32
    %x18 = arith.xori %x17, %s17 : i32
    %s18 = arith.shli %x18, %c13_i32 : i32
    %x19 = arith.xori %x18, %s18 : i32
    %s19 = arith.shrui %x19, %c17_i32 : i32
    %x20 = arith.xori %x19, %s19 : i32
    %s20 = arith.shli %x20, %c5_i32 : i32
    %x21 = arith.xori %x20, %s20 : i32
    %h = arith.index_castui %x21 : i32 to index
    %m = arith.andi %h, %mask : index
    %b0 = arith.muli %bx, %c64b : index
    %q = arith.addi %m, %b0 : index
    %q64 = arith.addi %q, %c64b : index
    %ix = arith.addi %tx, %q : index
    %ix1 = arith.addi %tx, %q64 : index
    %v0 = memref.load %in[%ix] : memref<?xi32>
    %v1 = memref.load %in[%ix1] : memref<?xi32>
    %s = arith.addi %v0, %v1 : i32
    %o = arith.addi %b0, %tx : index
    memref.store %s, %out[%o] : memref<?xi32>
    gpu.terminator
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %g = arith.constant 64 : index
  %c64 = arith.constant 64 : index
  %c4096 = arith.constant 4096 : index
  %n = arith.constant 4160 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %in = memref.alloc(%n) : memref<?xi32>
  %out = memref.alloc(%c4096) : memref<?xi32>
  scf.for %k = %c0 to %n step %c1 {
    %ki = arith.index_cast %k : index to i32
    memref.store %ki, %in[%k] : memref<?xi32>
  }
  call @sums(%in, %out, %g, %c0) : (memref<?xi32>, memref<?xi32>, index, index) -> ()
  %bad = scf.for %k = %c0 to %c4096 step %c1 iter_args(%acc = %z) -> (i64) {
    %i1 = arith.addi %k, %c64 : index
    %v0 = memref.load %in[%k] : memref<?xi32>
    %v1 = memref.load %in[%i1] : memref<?xi32>
    %want = arith.addi %v0, %v1 : i32
    %got = memref.load %out[%k] : memref<?xi32>
    %ne = arith.cmpi ne, %got, %want : i32
    %inc = arith.select %ne, %one, %z : i64
    %a = arith.addi %acc, %inc : i64
    scf.yield %a : i64
  }
  vector.print str "mismatches "
  vector.print %bad : i64
  memref.dealloc %in : memref<?xi32>
  memref.dealloc %out : memref<?xi32>
  return
}
