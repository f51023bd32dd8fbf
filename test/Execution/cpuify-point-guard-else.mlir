// Regression (barrier_gen `indirect` campaign, seed 1095, first seen
// under xchg-all): a point guard with an else branch,
// `if (tx == 1) {} else { out[2 * gid] = .. }`, in a serialized x loop
// whose other accesses are contiguous (a shared tile read after a
// barrier). peel-points split the loop at the point and dropped the whole
// guard from the other iterations, else branch included: 32 of the 40
// stores were lost, in the default stitch-to-openmp pipeline too. Each
// thread but tx == 1 writes gid + 100 to out[2 * gid]; the host counts the
// elements that differ from that (and from 0 at tx == 1). A one-trip
// uniform loop with an iter_arg follows, as in the reduced kernel.
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-cpuify{inner-serialize=true interchange-cost=false}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.x.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.x.mlir | FileCheck %s
// CHECK: point-guard-else mismatches 0 sum 3832
func.func @kernel(%in: memref<4xf32>, %out: memref<80xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %c100 = arith.constant 100 : index
  %zero = arith.constant 0.0 : f32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c8, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c5, %sy = %c1, %sz = %c1)
             workgroup(%sh : memref<5xindex, #gpu.address_space<workgroup>>) {
    memref.store %tx, %sh[%tx] : memref<5xindex, #gpu.address_space<workgroup>>
    gpu.barrier
    %tx1 = arith.addi %tx, %c1 : index
    %tn = arith.remui %tx1, %c5 : index
    %shv = memref.load %sh[%tx] : memref<5xindex, #gpu.address_space<workgroup>>
    %shp = arith.subi %shv, %tx : index
    %one = arith.cmpi eq, %tx, %c1 : index
    scf.if %one {
    } else {
      %b5 = arith.muli %bx, %c5 : index
      %gid = arith.addi %b5, %tx : index
      %v0 = arith.addi %gid, %c100 : index
      %v = arith.addi %v0, %shp : index
      %vi = arith.index_cast %v : index to i32
      %at = arith.muli %gid, %c2 : index
      memref.store %vi, %out[%at] : memref<80xi32>
    }
    %t = memref.load %in[%c0] : memref<4xf32>
    %r = scf.for %k = %c0 to %c1 step %c1 iter_args(%a = %t) -> (f32) {
      scf.yield %zero : f32
    }
    gpu.terminator
  }
  return
}

llvm.mlir.global internal constant @fmt("point-guard-else mismatches %ld sum %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c2 = arith.constant 2 : index
  %c40 = arith.constant 40 : index
  %c80 = arith.constant 80 : index
  %c100 = arith.constant 100 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %zi = arith.constant 0 : i32
  %in = memref.alloc() : memref<4xf32>
  %out = memref.alloc() : memref<80xi32>
  scf.for %i = %c0 to %c80 step %c1 {
    memref.store %zi, %out[%i] : memref<80xi32>
  }
  call @kernel(%in, %out) : (memref<4xf32>, memref<80xi32>) -> ()
  %res:2 = scf.for %i = %c0 to %c40 step %c1 iter_args(%bad = %z, %sum = %z) -> (i64, i64) {
    %tx = arith.remui %i, %c5 : index
    %skip = arith.cmpi eq, %tx, %c1 : index
    %w0 = arith.addi %i, %c100 : index
    %w = arith.select %skip, %c0, %w0 : index
    %wi = arith.index_cast %w : index to i32
    %at = arith.muli %i, %c2 : index
    %got = memref.load %out[%at] : memref<80xi32>
    %ne = arith.cmpi ne, %got, %wi : i32
    %inc = arith.select %ne, %one, %z : i64
    %b2 = arith.addi %bad, %inc : i64
    %g64 = arith.extsi %got : i32 to i64
    %s2 = arith.addi %sum, %g64 : i64
    scf.yield %b2, %s2 : i64, i64
  }
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  llvm.call @printf(%fmt, %res#0, %res#1) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64) -> i32
  memref.dealloc %in : memref<4xf32>
  memref.dealloc %out : memref<80xi32>
  return
}
