// byte-flags (stitchWidenBoolBuffers): a per-thread i1 across a barrier and
// a workgroup i1 array become i8 buffers (checked in the IR after
// stitch-cpuify), a private i1 alloca read through memref.cast and a
// dynamic i1 host alloca passed to a call stay i1, a dynamic i1 host
// alloca with only loads and stores becomes memref<?xi8>. Same result with
// byte-flags=false.
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-cpuify{inner-serialize=true}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.x.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.x.mlir | FileCheck %s
// CHECK: bool-buffers mismatches 0 dyn 10
func.func private @use_flags(%m: memref<?xi1>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %n = memref.dim %m, %c0 : memref<?xi1>
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z) -> (i32) {
    %b = memref.load %m[%i] : memref<?xi1>
    %e = arith.extui %b : i1 to i32
    %a2 = arith.addi %a, %e : i32
    scf.yield %a2 : i32
  }
  return %s : i32
}
func.func @kernel(%in: memref<16xi32>, %k: index, %out: memref<16xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %c0i = arith.constant 0 : i32
  %c3i = arith.constant 3 : i32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c16, %sy = %c1, %sz = %c1)
             workgroup(%sh : memref<16xi1, #gpu.address_space<workgroup>>) {
    %v = memref.load %in[%tx] : memref<16xi32>
    %f = arith.cmpi sgt, %v, %c3i : i32
    // a private i1 buffer passed to memref.cast: must stay i1
    %p = memref.alloca() : memref<4xi1>
    memref.store %f, %p[%c0] : memref<4xi1>
    %nf = arith.xori %f, %f : i1
    memref.store %nf, %p[%c1] : memref<4xi1>
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    memref.store %f, %p[%c2] : memref<4xi1>
    memref.store %nf, %p[%c3] : memref<4xi1>
    %pc = memref.cast %p : memref<4xi1> to memref<?xi1>
    %l0 = memref.load %pc[%c0] : memref<?xi1>
    %l2 = memref.load %pc[%c2] : memref<?xi1>
    %l0i = arith.extui %l0 : i1 to i32
    %l2i = arith.extui %l2 : i1 to i32
    %cnt = arith.addi %l0i, %l2i : i32
    memref.store %f, %sh[%tx] : memref<16xi1, #gpu.address_space<workgroup>>
    gpu.barrier
    %t1 = arith.addi %tx, %c1 : index
    %tn = arith.remui %t1, %c16 : index
    %g = memref.load %sh[%tn] : memref<16xi1, #gpu.address_space<workgroup>>
    gpu.barrier
    %both = arith.andi %f, %g : i1
    %bi = arith.extui %both : i1 to i32
    %fi = arith.extui %f : i1 to i32
    %x10 = arith.constant 10 : i32
    %x100 = arith.constant 100 : i32
    %a1 = arith.muli %fi, %x10 : i32
    %a2 = arith.muli %cnt, %x100 : i32
    %r0 = arith.addi %a1, %a2 : i32
    %r = arith.addi %r0, %bi : i32
    memref.store %r, %out[%tx] : memref<16xi32>
    gpu.terminator
  }
  return
}
llvm.mlir.global internal constant @fmt("bool-buffers mismatches %d dyn %d\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c3i = arith.constant 3 : i32
  %c7i = arith.constant 7 : i32
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %in = memref.alloc() : memref<16xi32>
  %out = memref.alloc() : memref<16xi32>
  scf.for %i = %c0 to %c16 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %m = arith.muli %ii, %c7i : i32
    %c11 = arith.constant 11 : i32
    %v = arith.remsi %m, %c11 : i32
    memref.store %v, %in[%i] : memref<16xi32>
  }
  call @kernel(%in, %c1, %out) : (memref<16xi32>, index, memref<16xi32>) -> ()
  // dynamic i1 allocas: one with only loads/stores, one passed to a call
  %n = arith.constant 16 : index
  %d1 = memref.alloca(%n) : memref<?xi1>
  %d2 = memref.alloca(%n) : memref<?xi1>
  scf.for %i = %c0 to %c16 step %c1 {
    %v = memref.load %in[%i] : memref<16xi32>
    %f = arith.cmpi sgt, %v, %c3i : i32
    memref.store %f, %d1[%i] : memref<?xi1>
    memref.store %f, %d2[%i] : memref<?xi1>
  }
  %dyn = func.call @use_flags(%d2) : (memref<?xi1>) -> i32
  %bad = scf.for %i = %c0 to %c16 step %c1 iter_args(%acc = %z) -> (i32) {
    %f = memref.load %d1[%i] : memref<?xi1>
    %i1 = arith.addi %i, %c1 : index
    %in1 = arith.remui %i1, %c16 : index
    %w = memref.load %in[%in1] : memref<16xi32>
    %g = arith.cmpi sgt, %w, %c3i : i32
    %fi = arith.extui %f : i1 to i32
    %gi = arith.extui %g : i1 to i32
    %bi = arith.andi %fi, %gi : i32
    %x10 = arith.constant 10 : i32
    %x200 = arith.constant 200 : i32
    %a1 = arith.muli %fi, %x10 : i32
    %a2 = arith.muli %fi, %x200 : i32
    %r0 = arith.addi %a1, %a2 : i32
    %r = arith.addi %r0, %bi : i32
    %got = memref.load %out[%i] : memref<16xi32>
    %ne = arith.cmpi ne, %got, %r : i32
    %nei = arith.extui %ne : i1 to i32
    %a = arith.addi %acc, %nei : i32
    scf.yield %a : i32
  }
  %fm = llvm.mlir.addressof @fmt : !llvm.ptr
  %p = llvm.call @printf(%fm, %bad, %dyn) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32) -> i32
  return
}
