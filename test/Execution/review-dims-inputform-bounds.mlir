// Input form written directly, bounds at run time: a grid scf.parallel
// (glo, ghi, gst) = (2, 9, 3), (0, 3, 1), (1, 11, 2), (9, 2, 3) (empty)
// around one thread scf.parallel (lo, hi, st) = (3, 20, 3), (0, 5, 1),
// (7, 40, 5), (5, 5, 2) (empty, from a non-zero bound): each thread's slot
// in shared memory is (tx - lo) / st, a uniform scf.for with an i32
// iter_arg around two stitch.barrier rotates the block's values. Host
// reference: every block and phase in turn in plain scf loops (threads
// numbered from 0). Fires: stitch-cpuify sizes its per-thread buffers by
// ceildivui(hi - lo, st) and indexes them by (tx - lo) / st (CPU lines).
// Not covered here: hi < lo (review-dims-negative-thread-extent.mlir) and
// an scf.while with an empty block (review-dims-zero-threads-while.mlir).
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner -O3 %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-cpuify),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.p1.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.p1.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-coarsen-blocks{cost=false}),func.func(stitch-tighten-grid),func.func(stitch-cpuify{inner-serialize=true interchange-cost=false}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.p2.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.p2.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.p2.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-cpuify{method=cache-all}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.p3.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.p3.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-cpuify))' | FileCheck %s --check-prefix=CPU
// CPU-LABEL: func.func @kernel(
// CPU: %[[N:.*]] = arith.ceildivui %{{.*}}, %arg6 : index
// CPU: memref.alloca(%[[N]]) : memref<?xi32>
// CPU: arith.divui %{{.*}}, %arg6 : index
// CPU-NOT: stitch.barrier
// CPU-LABEL: func.func @ref(
// CHECK: inputform g=(2,9,3) t=(3,20,3) mismatches 0
// CHECK-NEXT: inputform g=(0,3,1) t=(0,5,1) mismatches 0
// CHECK-NEXT: inputform g=(1,11,2) t=(7,40,5) mismatches 0
// CHECK-NEXT: inputform g=(2,9,3) t=(5,5,2) mismatches 0
// CHECK-NEXT: inputform g=(9,2,3) t=(3,20,3) mismatches 0
func.func @kernel(%out: memref<?xi32>, %glo: index, %ghi: index, %gst: index,
                  %lo: index, %hi: index, %st: index, %nt: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c10 = arith.constant 10 : index
  %c64 = arith.constant 64 : index
  %z32 = arith.constant 0 : i32
  %o32 = arith.constant 1 : i32
  scf.parallel (%bx) = (%glo) to (%ghi) step (%gst) {
    %sh = memref.alloca() : memref<64xi32>
    scf.parallel (%tx) = (%lo) to (%hi) step (%st) {
      %d = arith.subi %tx, %lo : index
      %slot = arith.divui %d, %st : index
      %t10 = arith.muli %tx, %c10 : index
      %v0 = arith.addi %t10, %bx : index
      %v0i = arith.index_cast %v0 : index to i32
      memref.store %v0i, %sh[%slot] : memref<64xi32>
      %acc = scf.for %k = %c0 to %c3 step %c1 iter_args(%a = %z32) -> (i32) {
        "stitch.barrier"(%tx) : (index) -> ()
        %s1 = arith.addi %slot, %c1 : index
        %nb = arith.remui %s1, %nt : index
        %v = memref.load %sh[%nb] : memref<64xi32>
        "stitch.barrier"(%tx) : (index) -> ()
        %v1 = arith.addi %v, %o32 : i32
        memref.store %v1, %sh[%slot] : memref<64xi32>
        %a1 = arith.addi %a, %v : i32
        scf.yield %a1 : i32
      }
      %o0 = arith.muli %bx, %c64 : index
      %o = arith.addi %o0, %slot : index
      memref.store %acc, %out[%o] : memref<?xi32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

llvm.mlir.global internal constant @fmt("inputform g=(%ld,%ld,%ld) t=(%ld,%ld,%ld) mismatches %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

// Host reference: every block in turn, every phase in turn, plain loops.
func.func @ref(%out: memref<?xi32>, %glo: index, %ghi: index, %gst: index,
               %lo: index, %hi: index, %st: index, %nt: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c10 = arith.constant 10 : index
  %c64 = arith.constant 64 : index
  %z32 = arith.constant 0 : i32
  %o32 = arith.constant 1 : i32
  %s = memref.alloc() : memref<64xi32>
  %vv = memref.alloc() : memref<64xi32>
  %acc = memref.alloc() : memref<64xi32>
  scf.for %bx = %glo to %ghi step %gst {
    scf.for %i = %c0 to %nt step %c1 {
      %tx0 = arith.muli %i, %st : index
      %tx = arith.addi %tx0, %lo : index
      %t10 = arith.muli %tx, %c10 : index
      %v0 = arith.addi %t10, %bx : index
      %v0i = arith.index_cast %v0 : index to i32
      memref.store %v0i, %s[%i] : memref<64xi32>
      memref.store %z32, %acc[%i] : memref<64xi32>
    }
    scf.for %k = %c0 to %c3 step %c1 {
      scf.for %i = %c0 to %nt step %c1 {
        %s1 = arith.addi %i, %c1 : index
        %nb = arith.remui %s1, %nt : index
        %v = memref.load %s[%nb] : memref<64xi32>
        memref.store %v, %vv[%i] : memref<64xi32>
      }
      scf.for %i = %c0 to %nt step %c1 {
        %v = memref.load %vv[%i] : memref<64xi32>
        %v1 = arith.addi %v, %o32 : i32
        memref.store %v1, %s[%i] : memref<64xi32>
        %a = memref.load %acc[%i] : memref<64xi32>
        %a1 = arith.addi %a, %v : i32
        memref.store %a1, %acc[%i] : memref<64xi32>
      }
    }
    scf.for %i = %c0 to %nt step %c1 {
      %b = memref.load %acc[%i] : memref<64xi32>
      %o0 = arith.muli %bx, %c64 : index
      %o = arith.addi %o0, %i : index
      memref.store %b, %out[%o] : memref<?xi32>
    }
  }
  memref.dealloc %s : memref<64xi32>
  memref.dealloc %vv : memref<64xi32>
  memref.dealloc %acc : memref<64xi32>
  return
}

func.func @check(%glo: index, %ghi: index, %gst: index, %lo: index, %hi: index, %st: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 704 : index
  %m1 = arith.constant -1 : i32
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  // nt = max(0, ceildiv(hi - lo, st))
  %e = arith.subi %hi, %lo : index
  %pos = arith.cmpi sgt, %e, %c0 : index
  %e1 = arith.addi %e, %st : index
  %e2 = arith.subi %e1, %c1 : index
  %q = arith.divsi %e2, %st : index
  %nt = arith.select %pos, %q, %c0 : index
  %out = memref.alloc(%n) : memref<?xi32>
  %want = memref.alloc(%n) : memref<?xi32>
  scf.for %i = %c0 to %n step %c1 {
    memref.store %m1, %out[%i] : memref<?xi32>
    memref.store %m1, %want[%i] : memref<?xi32>
  }
  call @kernel(%out, %glo, %ghi, %gst, %lo, %hi, %st, %nt) : (memref<?xi32>, index, index, index, index, index, index, index) -> ()
  call @ref(%want, %glo, %ghi, %gst, %lo, %hi, %st, %nt) : (memref<?xi32>, index, index, index, index, index, index, index) -> ()
  %bad = scf.for %i = %c0 to %n step %c1 iter_args(%b = %z) -> (i64) {
    %w = memref.load %want[%i] : memref<?xi32>
    %got = memref.load %out[%i] : memref<?xi32>
    %ne = arith.cmpi ne, %got, %w : i32
    %inc = arith.select %ne, %one, %z : i64
    %b2 = arith.addi %b, %inc : i64
    scf.yield %b2 : i64
  }
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %a0 = arith.index_cast %glo : index to i64
  %a1 = arith.index_cast %ghi : index to i64
  %a2 = arith.index_cast %gst : index to i64
  %a3 = arith.index_cast %lo : index to i64
  %a4 = arith.index_cast %hi : index to i64
  %a5 = arith.index_cast %st : index to i64
  llvm.call @printf(%fmt, %a0, %a1, %a2, %a3, %a4, %a5, %bad) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64, i64, i64, i64, i64, i64) -> i32
  memref.dealloc %out : memref<?xi32>
  memref.dealloc %want : memref<?xi32>
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %c9 = arith.constant 9 : index
  %c11 = arith.constant 11 : index
  %c20 = arith.constant 20 : index
  %c40 = arith.constant 40 : index
  call @check(%c2, %c9, %c3, %c3, %c20, %c3) : (index, index, index, index, index, index) -> ()
  call @check(%c0, %c3, %c1, %c0, %c5, %c1) : (index, index, index, index, index, index) -> ()
  call @check(%c1, %c11, %c2, %c7, %c40, %c5) : (index, index, index, index, index, index) -> ()
  call @check(%c2, %c9, %c3, %c5, %c5, %c2) : (index, index, index, index, index, index) -> ()
  call @check(%c9, %c2, %c3, %c3, %c20, %c3) : (index, index, index, index, index, index) -> ()
  return
}
