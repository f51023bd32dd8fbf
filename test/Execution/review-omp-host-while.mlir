// stitch-omp-opt on launches under host control flow other than a plain
// scf.for: an scf.while (its iteration t as an iter_arg) around a launch
// on a dynamic grid of t % 3 blocks (0, 1 or 2; shared memory and a
// barrier), a launch reading what the first wrote across blocks, a launch
// in an scf.if without else, a host scf.for whose launches run on
// g + k blocks (0..3) and read what the previous launch wrote, and, when
// g == 2, a do-while (scf.while whose before region holds the launch,
// an atomic flag and the host load of it) that halves a until it is 0.
// Fires: the seven launch regions of @run become two omp.parallel (the
// scf.if and the host scf.for hoisted into the merged region; the
// do-while's launch stays alone), see the IR checks. Reference: plain
// sequential host loops (@ref), compared element by element.
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=3 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-coarsen-blocks),func.func(stitch-tighten-grid),func.func(stitch-cpuify{inner-serialize=true}),func.func(stitch-invariant-divrem,stitch-prefetch-blocks,canonicalize,cse),lower-affine,convert-vector-to-scf,convert-scf-to-openmp,func.func(stitch-omp-opt))' | FileCheck %s --check-prefix=IR
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-coarsen-blocks),func.func(stitch-tighten-grid),func.func(stitch-cpuify{inner-serialize=true}),func.func(stitch-invariant-divrem,stitch-prefetch-blocks,canonicalize,cse),lower-affine,convert-vector-to-scf,convert-scf-to-openmp,stitch-outline-allocs,stitch-outline-regions{mark=true},func.func(expand-strided-metadata,lower-affine),stitch-vector-to-llvm,finalize-memref-to-llvm,stitch-outline-regions,func.func(convert-scf-to-cf,convert-math-to-llvm),convert-math-to-libm,convert-to-llvm,llvm.func(reconcile-unrealized-casts,stitch-loop-access-groups),stitch-check-llvm-lowered)' > %t.noopt.mlir
// RUN: env OMP_NUM_THREADS=3 %mlir-runner %t.noopt.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-coarsen-blocks),func.func(stitch-tighten-grid),func.func(stitch-cpuify{inner-serialize=true}),func.func(stitch-invariant-divrem,stitch-prefetch-blocks,canonicalize,cse),lower-affine,convert-vector-to-scf,convert-scf-to-openmp,func.func(stitch-omp-opt{drop-barriers=false}),stitch-outline-allocs,stitch-outline-regions{mark=true},func.func(expand-strided-metadata,lower-affine),stitch-vector-to-llvm,finalize-memref-to-llvm,stitch-outline-regions,func.func(convert-scf-to-cf,convert-math-to-llvm),convert-math-to-libm,convert-to-llvm,llvm.func(reconcile-unrealized-casts,stitch-loop-access-groups),stitch-check-llvm-lowered)' > %t.keep.mlir
// RUN: env OMP_NUM_THREADS=3 %mlir-runner %t.keep.mlir | FileCheck %s
// CHECK-COUNT-8: omp-while T {{[0-9]+}} mismatches 0 sum
// IR-LABEL: func.func @run
// IR: omp.parallel
// IR-NOT: omp.parallel
// IR: scf.while : () -> ()
// IR: omp.parallel
// IR-NOT: omp.parallel
// IR-LABEL: func.func @ref
// a: 128 i32, b: 128 i32. Host scf.while over t < T.
func.func @run(%a: memref<128xi32>, %b: memref<128xi32>, %s: memref<1xi32>, %T: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c32 = arith.constant 32 : index
  %c31 = arith.constant 31 : index
  %c127 = arith.constant 127 : index
  %z = arith.constant 0 : i32
  %r = scf.while (%t = %c0) : (index) -> index {
    %go = arith.cmpi slt, %t, %T : index
    scf.condition(%go) %t : index
  } do {
  ^bb0(%t: index):
    %g = arith.remui %t, %c3 : index
    %ti = arith.index_cast %t : index to i32
    // launch 1: g blocks (0, 1 or 2), shared tile, barrier: b[gid] = a[gid] + sh[(tx+1)%32]
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %g, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1)
               workgroup(%sh : memref<32xi32, #gpu.address_space<workgroup>>) {
      %base = arith.muli %bx, %c32 : index
      %gid = arith.addi %base, %tx : index
      %v = memref.load %a[%gid] : memref<128xi32>
      memref.store %v, %sh[%tx] : memref<32xi32, #gpu.address_space<workgroup>>
      gpu.barrier
      %tp = arith.addi %tx, %c1 : index
      %tn = arith.remui %tp, %c32 : index
      %w = memref.load %sh[%tn] : memref<32xi32, #gpu.address_space<workgroup>>
      %x = arith.addi %v, %w : i32
      %x2 = arith.addi %x, %ti : i32
      memref.store %x2, %b[%gid] : memref<128xi32>
      gpu.terminator
    }
    // launch 2: 4 blocks, a[gid] = b[127 - gid] - a[gid]
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c4, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1) {
      %base = arith.muli %bx, %c32 : index
      %gid = arith.addi %base, %tx : index
      %rev = arith.subi %c127, %gid : index
      %v = memref.load %b[%rev] : memref<128xi32>
      %o = memref.load %a[%gid] : memref<128xi32>
      %x = arith.subi %v, %o : i32
      memref.store %x, %a[%gid] : memref<128xi32>
      gpu.terminator
    }
    %odd0 = arith.remui %t, %c2 : index
    %odd = arith.cmpi eq, %odd0, %c1 : index
    scf.if %odd {
      // launch 3 (no else): 1 block of 128 threads... as 4 blocks; a[gid] += a[(gid+64)%128] read via b copy
      gpu.launch blocks(%bx, %by, %bz) in (%gx = %c4, %gy = %c1, %gz = %c1)
                 threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1) {
        %base = arith.muli %bx, %c32 : index
        %gid = arith.addi %base, %tx : index
        %v = memref.load %a[%gid] : memref<128xi32>
        memref.store %v, %b[%gid] : memref<128xi32>
        gpu.terminator
      }
    }
    scf.for %k = %c0 to %c2 step %c1 {
      %ki = arith.index_cast %k : index to i32
      %gk = arith.addi %g, %k : index
      // launch 4: gk blocks (0..3): a[gid] = a[gid]*3 + b[(gid + 5) % 128] + k
      gpu.launch blocks(%bx, %by, %bz) in (%gx = %gk, %gy = %c1, %gz = %c1)
                 threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1) {
        %base = arith.muli %bx, %c32 : index
        %gid = arith.addi %base, %tx : index
        %v = memref.load %a[%gid] : memref<128xi32>
        %c5 = arith.constant 5 : index
        %c128 = arith.constant 128 : index
        %j0 = arith.addi %gid, %c5 : index
        %j = arith.remui %j0, %c128 : index
        %w = memref.load %b[%j] : memref<128xi32>
        %c3i = arith.constant 3 : i32
        %v3 = arith.muli %v, %c3i : i32
        %x = arith.addi %v3, %w : i32
        %x2 = arith.addi %x, %ki : i32
        memref.store %x2, %a[%gid] : memref<128xi32>
        gpu.terminator
      }
      // launch 5 copies a into b (so launch 4's next k reads updated values)
      gpu.launch blocks(%bx, %by, %bz) in (%gx = %c4, %gy = %c1, %gz = %c1)
                 threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1) {
        %base = arith.muli %bx, %c32 : index
        %gid = arith.addi %base, %tx : index
        %v = memref.load %a[%gid] : memref<128xi32>
        memref.store %v, %b[%gid] : memref<128xi32>
        gpu.terminator
      }
    }
    %is2 = arith.cmpi eq, %g, %c2 : index
    scf.if %is2 {
      %flag = memref.alloca() : memref<1xi32>
      scf.while : () -> () {
        memref.store %z, %flag[%c0] : memref<1xi32>
        gpu.launch blocks(%bx, %by, %bz) in (%gx = %c4, %gy = %c1, %gz = %c1)
                   threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1) {
          %base = arith.muli %bx, %c32 : index
          %gid = arith.addi %base, %tx : index
          %v = memref.load %a[%gid] : memref<128xi32>
          %c2i = arith.constant 2 : i32
          %h = arith.divsi %v, %c2i : i32
          memref.store %h, %a[%gid] : memref<128xi32>
          %nz = arith.cmpi ne, %h, %z : i32
          scf.if %nz {
            %c1i = arith.constant 1 : i32
            %old = memref.atomic_rmw ori %c1i, %flag[%c0] : (i32, memref<1xi32>) -> i32
          }
          gpu.terminator
        }
        %f = memref.load %flag[%c0] : memref<1xi32>
        %go = arith.cmpi ne, %f, %z : i32
        scf.condition(%go)
      } do {
        scf.yield
      }
    }
    %t1 = arith.addi %t, %c1 : index
    scf.yield %t1 : index
  }
  return
}

func.func @ref(%a: memref<128xi32>, %b: memref<128xi32>, %s: memref<1xi32>, %T: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c32 = arith.constant 32 : index
  %c127 = arith.constant 127 : index
  %c128 = arith.constant 128 : index
  %c3i = arith.constant 3 : i32
  scf.for %t = %c0 to %T step %c1 {
    %g = arith.remui %t, %c3 : index
    %ti = arith.index_cast %t : index to i32
    %n1 = arith.muli %g, %c32 : index
    scf.for %gid = %c0 to %n1 step %c1 {
      %tx = arith.remui %gid, %c32 : index
      %base = arith.subi %gid, %tx : index
      %v = memref.load %a[%gid] : memref<128xi32>
      %tp = arith.addi %tx, %c1 : index
      %tn = arith.remui %tp, %c32 : index
      %j = arith.addi %base, %tn : index
      %w = memref.load %a[%j] : memref<128xi32>
      %x = arith.addi %v, %w : i32
      %x2 = arith.addi %x, %ti : i32
      memref.store %x2, %b[%gid] : memref<128xi32>
    }
    scf.for %gid = %c0 to %c128 step %c1 {
      %rev = arith.subi %c127, %gid : index
      %v = memref.load %b[%rev] : memref<128xi32>
      %o = memref.load %a[%gid] : memref<128xi32>
      %x = arith.subi %v, %o : i32
      memref.store %x, %a[%gid] : memref<128xi32>
    }
    %odd0 = arith.remui %t, %c2 : index
    %odd = arith.cmpi eq, %odd0, %c1 : index
    scf.if %odd {
      scf.for %gid = %c0 to %c128 step %c1 {
        %v = memref.load %a[%gid] : memref<128xi32>
        memref.store %v, %b[%gid] : memref<128xi32>
      }
    }
    scf.for %k = %c0 to %c2 step %c1 {
      %ki = arith.index_cast %k : index to i32
      %gk = arith.addi %g, %k : index
      %n4 = arith.muli %gk, %c32 : index
      scf.for %gid = %c0 to %n4 step %c1 {
        %v = memref.load %a[%gid] : memref<128xi32>
        %j0 = arith.addi %gid, %c5 : index
        %j = arith.remui %j0, %c128 : index
        %w = memref.load %b[%j] : memref<128xi32>
        %v3 = arith.muli %v, %c3i : i32
        %x = arith.addi %v3, %w : i32
        %x2 = arith.addi %x, %ki : i32
        memref.store %x2, %a[%gid] : memref<128xi32>
      }
      scf.for %gid = %c0 to %c128 step %c1 {
        %v = memref.load %a[%gid] : memref<128xi32>
        memref.store %v, %b[%gid] : memref<128xi32>
      }
    }
    %is2 = arith.cmpi eq, %g, %c2 : index
    scf.if %is2 {
      %flag = memref.alloca() : memref<1xi32>
      %z0 = arith.constant 0 : i32
      %c2i = arith.constant 2 : i32
      %c1i = arith.constant 1 : i32
      scf.while : () -> () {
        memref.store %z0, %flag[%c0] : memref<1xi32>
        scf.for %gid = %c0 to %c128 step %c1 {
          %v = memref.load %a[%gid] : memref<128xi32>
          %h = arith.divsi %v, %c2i : i32
          memref.store %h, %a[%gid] : memref<128xi32>
          %nz = arith.cmpi ne, %h, %z0 : i32
          scf.if %nz {
            memref.store %c1i, %flag[%c0] : memref<1xi32>
          }
        }
        %f = memref.load %flag[%c0] : memref<1xi32>
        %go = arith.cmpi ne, %f, %z0 : i32
        scf.condition(%go)
      } do {
        scf.yield
      }
    }
  }
  return
}
llvm.mlir.global internal constant @fmt("omp-while T %ld mismatches %ld sum %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32
func.func @count(%x: memref<128xi32>, %y: memref<128xi32>, %acc: i64, %sacc: i64) -> (i64, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cn = arith.constant 128 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %r:2 = scf.for %i = %c0 to %cn step %c1 iter_args(%b = %acc, %s = %sacc) -> (i64, i64) {
    %p = memref.load %x[%i] : memref<128xi32>
    %q = memref.load %y[%i] : memref<128xi32>
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
  %c97 = arith.constant 97 : index
  %cn = arith.constant 128 : index
  %ct = arith.constant 8 : index
  %z = arith.constant 0 : i64
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  scf.for %T = %c0 to %ct step %c1 {
    %x0 = memref.alloc() : memref<128xi32>
    %y0 = memref.alloc() : memref<128xi32>
    %x1 = memref.alloc() : memref<128xi32>
    %y1 = memref.alloc() : memref<128xi32>
    %sx = memref.alloc() : memref<1xi32>
    %sy = memref.alloc() : memref<1xi32>
    scf.for %i = %c0 to %cn step %c1 {
      %m0 = arith.addi %i, %c3 : index
      %sq0 = arith.muli %m0, %m0 : index
      %r0 = arith.remui %sq0, %c97 : index
      %v0 = arith.index_cast %r0 : index to i32
      memref.store %v0, %x0[%i] : memref<128xi32>
      memref.store %v0, %y0[%i] : memref<128xi32>
      %m1 = arith.addi %i, %c4 : index
      %sq1 = arith.muli %m1, %m1 : index
      %r1 = arith.remui %sq1, %c97 : index
      %v1 = arith.index_cast %r1 : index to i32
      memref.store %v1, %x1[%i] : memref<128xi32>
      memref.store %v1, %y1[%i] : memref<128xi32>
    }
    func.call @run(%x0, %x1, %sx, %T) : (memref<128xi32>, memref<128xi32>, memref<1xi32>, index) -> ()
    func.call @ref(%y0, %y1, %sy, %T) : (memref<128xi32>, memref<128xi32>, memref<1xi32>, index) -> ()
    %k0:2 = func.call @count(%x0, %y0, %z, %z) : (memref<128xi32>, memref<128xi32>, i64, i64) -> (i64, i64)
    %k1:2 = func.call @count(%x1, %y1, %k0#0, %k0#1) : (memref<128xi32>, memref<128xi32>, i64, i64) -> (i64, i64)
    %T64 = arith.index_cast %T : index to i64
    %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
    llvm.call @printf(%fmt, %T64, %k1#0, %k1#1) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64, i64) -> i32
    memref.dealloc %x0 : memref<128xi32>
    memref.dealloc %y0 : memref<128xi32>
    memref.dealloc %x1 : memref<128xi32>
    memref.dealloc %y1 : memref<128xi32>
    memref.dealloc %sx : memref<1xi32>
    memref.dealloc %sy : memref<1xi32>
  }
  return
}
