// Regression (review of the codegen rewrites, fixed): stitch-cpuify's affine-index-loads
// (passes/codegen/AffineIndexLoads.c: isIndexLoad / buildCheckLoop) takes
// an index load whose memref is defined inside the x loop. CUDA's
// `const int *p = iN + off[blockIdx.x]; v = p[threadIdx.x]` is a
// memref.subview of iN at an offset loaded in the thread body (the load is
// moved before the x loop by hoistInvariantLoads, the view stays in it).
// The check loop built before the x loop loads through that view (only the
// load's indices are remapped, not its memref): invalid IR, and
// stitch-opt --stitch-to-openmp fails with "operand #0 does not dominate
// this use" on this valid kernel (affine-index-loads=false compiles it).
// Fixed: the rewrite declines such a load (its memref must be defined
// outside the x loop); out[g] = A[iN[off[bx] + tx]] for 4 blocks of
// 16 threads, iN[r] = r + 3 except iN[57] = 0 (block 2 breaks the shift in
// its middle), checked against plain host loops.
// RUN: stitch-opt %s --stitch-to-openmp > %t.on.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.on.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.on.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-coarsen-blocks),func.func(stitch-tighten-grid),func.func(stitch-cpuify{inner-serialize=true affine-index-loads=false}),func.func(canonicalize,cse),stitch-lower-to-llvm-cpu)' > %t.off.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.off.mlir | FileCheck %s
// CHECK: affine-view mismatches 0 checksum {{[1-9][0-9]*}}
func.func @viewidx(%A: memref<256xi64>, %iN: memref<128xi32>, %off: memref<4xindex>,
                   %out: memref<64xi64>) {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c4, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c16, %sy = %c1, %sz = %c1) {
    %o = memref.load %off[%bx] : memref<4xindex>
    %p = memref.subview %iN[%o] [16] [1] : memref<128xi32> to memref<16xi32, strided<[1], offset: ?>>
    %g0 = arith.muli %bx, %c16 : index
    %g = arith.addi %g0, %tx : index
    %v = memref.load %p[%tx] : memref<16xi32, strided<[1], offset: ?>>
    %j = arith.index_cast %v : i32 to index
    %a = memref.load %A[%j] : memref<256xi64>
    memref.store %a, %out[%g] : memref<64xi64>
    gpu.terminator
  }
  return
}

llvm.mlir.global internal constant @fmt("affine-view mismatches %ld checksum %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %c21 = arith.constant 21 : index
  %c50 = arith.constant 50 : index
  %c57 = arith.constant 57 : index
  %c64 = arith.constant 64 : index
  %c112 = arith.constant 112 : index
  %c128 = arith.constant 128 : index
  %c256 = arith.constant 256 : index
  %c7919 = arith.constant 7919 : index
  %c10007 = arith.constant 10007 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %zi = arith.constant 0 : i32
  %m1 = arith.constant -1 : i64
  %A = memref.alloc() : memref<256xi64>
  %iN = memref.alloc() : memref<128xi32>
  %off = memref.alloc() : memref<4xindex>
  %out = memref.alloc() : memref<64xi64>
  scf.for %i = %c0 to %c256 step %c1 {
    %a = arith.muli %i, %c7919 : index
    %b = arith.remui %a, %c10007 : index
    %bi = arith.index_cast %b : index to i64
    memref.store %bi, %A[%i] : memref<256xi64>
  }
  scf.for %r = %c0 to %c128 step %c1 {
    %v = arith.addi %r, %c3 : index
    %vi = arith.index_cast %v : index to i32
    %brk = arith.cmpi eq, %r, %c57 : index
    %w = arith.select %brk, %zi, %vi : i32
    memref.store %w, %iN[%r] : memref<128xi32>
  }
  memref.store %c0, %off[%c0] : memref<4xindex>
  memref.store %c21, %off[%c1] : memref<4xindex>
  memref.store %c50, %off[%c2] : memref<4xindex>
  memref.store %c112, %off[%c3] : memref<4xindex>
  scf.for %i = %c0 to %c64 step %c1 {
    memref.store %m1, %out[%i] : memref<64xi64>
  }
  call @viewidx(%A, %iN, %off, %out) : (memref<256xi64>, memref<128xi32>, memref<4xindex>, memref<64xi64>) -> ()
  // Host reference: out[16 b + t] = A[iN[off[b] + t]].
  %res:2 = scf.for %b = %c0 to %c4 step %c1 iter_args(%bad = %z, %sum = %z) -> (i64, i64) {
    %r2:2 = scf.for %t = %c0 to %c16 step %c1 iter_args(%bad2 = %bad, %sum2 = %sum) -> (i64, i64) {
      %o = memref.load %off[%b] : memref<4xindex>
      %k = arith.addi %o, %t : index
      %v = memref.load %iN[%k] : memref<128xi32>
      %j = arith.index_cast %v : i32 to index
      %want = memref.load %A[%j] : memref<256xi64>
      %g0 = arith.muli %b, %c16 : index
      %g = arith.addi %g0, %t : index
      %got = memref.load %out[%g] : memref<64xi64>
      %ne = arith.cmpi ne, %got, %want : i64
      %inc = arith.select %ne, %one, %z : i64
      %bad3 = arith.addi %bad2, %inc : i64
      %sum3 = arith.addi %sum2, %got : i64
      scf.yield %bad3, %sum3 : i64, i64
    }
    scf.yield %r2#0, %r2#1 : i64, i64
  }
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  llvm.call @printf(%fmt, %res#0, %res#1) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64) -> i32
  memref.dealloc %A : memref<256xi64>
  memref.dealloc %iN : memref<128xi32>
  memref.dealloc %off : memref<4xindex>
  memref.dealloc %out : memref<64xi64>
  return
}
