// stitch-omp-opt on a host loop (T = 0..6 iterations) around launches in
// one function: a tiled stencil with a barrier (a -> b), effect-free host
// ops, a launch reading b reversed (b -> a, what the first wrote, across
// blocks), and an scf.if on t's parity choosing between two launches that
// update c from a (a 2-D block in one branch). Fires: the regions merge and
// the loop is hoisted into a single omp.parallel (outlined) with one
// barrier left. Host reference: plain sequential loops.
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-coarsen-blocks),func.func(stitch-tighten-grid),func.func(stitch-cpuify{inner-serialize=true}),func.func(stitch-invariant-divrem,stitch-prefetch-blocks,canonicalize,cse),lower-affine,convert-vector-to-scf,convert-scf-to-openmp,func.func(stitch-omp-opt{drop-barriers=false}),stitch-openmp-to-llvm)' > %t.p0.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.p0.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-coarsen-blocks),func.func(stitch-tighten-grid),func.func(stitch-cpuify{inner-serialize=true}),func.func(stitch-invariant-divrem,stitch-prefetch-blocks,canonicalize,cse),stitch-lower-to-llvm-cpu)' > %t.p1.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.p1.mlir | FileCheck %s
// CHECK-COUNT-7: omp T {{[0-9]+}} mismatches 0 sum
func.func @run(%a: memref<256xi32>, %b: memref<256xi32>, %c: memref<256xi32>, %T: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c32 = arith.constant 32 : index
  %c31 = arith.constant 31 : index
  %c255 = arith.constant 255 : index
  scf.for %t = %c0 to %T step %c1 {
    %t2 = arith.muli %t, %c2 : index
    %t2i = arith.index_cast %t2 : index to i32
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c8, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1)
               workgroup(%sh : memref<32xi32, #gpu.address_space<workgroup>>) {
      %base = arith.muli %bx, %c32 : index
      %gid = arith.addi %base, %tx : index
      %v = memref.load %a[%gid] : memref<256xi32>
      memref.store %v, %sh[%tx] : memref<32xi32, #gpu.address_space<workgroup>>
      gpu.barrier
      %tm = arith.subi %tx, %c1 : index
      %l = arith.maxsi %tm, %c0 : index
      %tp = arith.addi %tx, %c1 : index
      %r = arith.minsi %tp, %c31 : index
      %vl = memref.load %sh[%l] : memref<32xi32, #gpu.address_space<workgroup>>
      %vr = memref.load %sh[%r] : memref<32xi32, #gpu.address_space<workgroup>>
      %s = arith.addi %vl, %vr : i32
      %s2 = arith.addi %s, %v : i32
      memref.store %s2, %b[%gid] : memref<256xi32>
      gpu.terminator
    }
    %t3 = arith.addi %t2, %c1 : index
    %t3i = arith.index_cast %t3 : index to i32
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c8, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1) {
      %base = arith.muli %bx, %c32 : index
      %gid = arith.addi %base, %tx : index
      %rev = arith.subi %c255, %gid : index
      %v = memref.load %b[%rev] : memref<256xi32>
      %w = arith.shrsi %v, %t3i : i32
      %w2 = arith.addi %w, %t2i : i32
      memref.store %w2, %a[%gid] : memref<256xi32>
      gpu.terminator
    }
    %odd0 = arith.remui %t, %c2 : index
    %odd = arith.cmpi eq, %odd0, %c1 : index
    scf.if %odd {
      gpu.launch blocks(%bx, %by, %bz) in (%gx = %c4, %gy = %c1, %gz = %c1)
                 threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c2, %sz = %c1) {
        %base = arith.muli %bx, %c32 : index
        %gid0 = arith.addi %base, %tx : index
        %half = arith.muli %ty, %c4 : index
        %h2 = arith.muli %half, %c32 : index
        %gid = arith.addi %gid0, %h2 : index
        %v = memref.load %a[%gid] : memref<256xi32>
        %cv = memref.load %c[%gid] : memref<256xi32>
        %s = arith.addi %v, %cv : i32
        memref.store %s, %c[%gid] : memref<256xi32>
        gpu.terminator
      }
    } else {
      gpu.launch blocks(%bx, %by, %bz) in (%gx = %c8, %gy = %c1, %gz = %c1)
                 threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1) {
        %base = arith.muli %bx, %c32 : index
        %gid = arith.addi %base, %tx : index
        %v = memref.load %a[%gid] : memref<256xi32>
        %cv = memref.load %c[%gid] : memref<256xi32>
        %s = arith.subi %cv, %v : i32
        memref.store %s, %c[%gid] : memref<256xi32>
        gpu.terminator
      }
    }
  }
  return
}

func.func @ref(%a: memref<256xi32>, %b: memref<256xi32>, %c: memref<256xi32>, %T: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c32 = arith.constant 32 : index
  %c31 = arith.constant 31 : index
  %c255 = arith.constant 255 : index
  %c256 = arith.constant 256 : index
  scf.for %t = %c0 to %T step %c1 {
    %t2 = arith.muli %t, %c2 : index
    %t2i = arith.index_cast %t2 : index to i32
    scf.for %gid = %c0 to %c256 step %c1 {
      %tx = arith.remui %gid, %c32 : index
      %base = arith.subi %gid, %tx : index
      %v = memref.load %a[%gid] : memref<256xi32>
      %tm = arith.subi %tx, %c1 : index
      %lc = arith.cmpi slt, %tm, %c0 : index
      %l = scf.if %lc -> index { scf.yield %c0 : index } else { scf.yield %tm : index }
      %tp = arith.addi %tx, %c1 : index
      %rc = arith.cmpi sgt, %tp, %c31 : index
      %r = scf.if %rc -> index { scf.yield %c31 : index } else { scf.yield %tp : index }
      %gl = arith.addi %base, %l : index
      %gr = arith.addi %base, %r : index
      %vl = memref.load %a[%gl] : memref<256xi32>
      %vr = memref.load %a[%gr] : memref<256xi32>
      %s = arith.addi %vl, %vr : i32
      %s2 = arith.addi %s, %v : i32
      memref.store %s2, %b[%gid] : memref<256xi32>
    }
    %t3 = arith.addi %t2, %c1 : index
    %t3i = arith.index_cast %t3 : index to i32
    scf.for %gid = %c0 to %c256 step %c1 {
      %rev = arith.subi %c255, %gid : index
      %v = memref.load %b[%rev] : memref<256xi32>
      %w = arith.shrsi %v, %t3i : i32
      %w2 = arith.addi %w, %t2i : i32
      memref.store %w2, %a[%gid] : memref<256xi32>
    }
    %odd0 = arith.remui %t, %c2 : index
    %odd = arith.cmpi eq, %odd0, %c1 : index
    scf.for %gid = %c0 to %c256 step %c1 {
      %v = memref.load %a[%gid] : memref<256xi32>
      %cv = memref.load %c[%gid] : memref<256xi32>
      %s = scf.if %odd -> i32 {
        %x = arith.addi %v, %cv : i32
        scf.yield %x : i32
      } else {
        %x = arith.subi %cv, %v : i32
        scf.yield %x : i32
      }
      memref.store %s, %c[%gid] : memref<256xi32>
    }
  }
  return
}

llvm.mlir.global internal constant @fmt("omp T %ld mismatches %ld sum %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32
func.func @count(%x: memref<256xi32>, %y: memref<256xi32>, %acc: i64) -> (i64, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c256 = arith.constant 256 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %r:2 = scf.for %i = %c0 to %c256 step %c1 iter_args(%b = %acc, %s = %z) -> (i64, i64) {
    %p = memref.load %x[%i] : memref<256xi32>
    %q = memref.load %y[%i] : memref<256xi32>
    %ne = arith.cmpi ne, %p, %q : i32
    %inc = arith.select %ne, %one, %z : i64
    %b2 = arith.addi %b, %inc : i64
    %q64 = arith.extsi %q : i32 to i64
    %s2 = arith.addi %s, %q64 : i64
    scf.yield %b2, %s2 : i64, i64
  }
  return %r#0, %r#1 : i64, i64
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %c256 = arith.constant 256 : index
  %c13 = arith.constant 13 : index
  %z = arith.constant 0 : i64
  scf.for %T = %c0 to %c7 step %c1 {
    %a1 = memref.alloc() : memref<256xi32>
    %b1 = memref.alloc() : memref<256xi32>
    %d1 = memref.alloc() : memref<256xi32>
    %a2 = memref.alloc() : memref<256xi32>
    %b2 = memref.alloc() : memref<256xi32>
    %d2 = memref.alloc() : memref<256xi32>
    scf.for %i = %c0 to %c256 step %c1 {
      %sq = arith.muli %i, %i : index
      %r = arith.remui %sq, %c13 : index
      %v = arith.addi %r, %i : index
      %vi = arith.index_cast %v : index to i32
      %w = arith.muli %vi, %vi : i32
      memref.store %w, %a1[%i] : memref<256xi32>
      memref.store %w, %a2[%i] : memref<256xi32>
      memref.store %vi, %b1[%i] : memref<256xi32>
      memref.store %vi, %b2[%i] : memref<256xi32>
      memref.store %vi, %d1[%i] : memref<256xi32>
      memref.store %vi, %d2[%i] : memref<256xi32>
    }
    func.call @run(%a1, %b1, %d1, %T) : (memref<256xi32>, memref<256xi32>, memref<256xi32>, index) -> ()
    func.call @ref(%a2, %b2, %d2, %T) : (memref<256xi32>, memref<256xi32>, memref<256xi32>, index) -> ()
    %m1:2 = func.call @count(%a1, %a2, %z) : (memref<256xi32>, memref<256xi32>, i64) -> (i64, i64)
    %m2:2 = func.call @count(%b1, %b2, %m1#0) : (memref<256xi32>, memref<256xi32>, i64) -> (i64, i64)
    %m3:2 = func.call @count(%d1, %d2, %m2#0) : (memref<256xi32>, memref<256xi32>, i64) -> (i64, i64)
    %s = arith.addi %m1#1, %m3#1 : i64
    %T64 = arith.index_cast %T : index to i64
    %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
    llvm.call @printf(%fmt, %T64, %m3#0, %s) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64, i64) -> i32
    memref.dealloc %a1 : memref<256xi32>
    memref.dealloc %b1 : memref<256xi32>
    memref.dealloc %d1 : memref<256xi32>
    memref.dealloc %a2 : memref<256xi32>
    memref.dealloc %b2 : memref<256xi32>
    memref.dealloc %d2 : memref<256xi32>
  }
  return
}
