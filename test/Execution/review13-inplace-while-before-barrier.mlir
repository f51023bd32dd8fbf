// Review (round 13, values carried in place), Stitch's input form: a
// thread loop (t) = (2) to (%ub) step (3) with a run-time bound (nt
// threads, 16, 5, 1 and 31; per-thread buffers of dynamic size, indexed
// (t - 2) / 3). An scf.while with a barrier in its before region, after
// which the forwarded-unchanged %a is used and forwarded beside a computed
// %a1 (scf.condition(%go) %a, %a1, %k, %u); its after region has two
// barriers, and yields %w (from shared memory the loop writes) and the
// uniform %u3 (thread 0's ctl[0], written by the loop), both computed
// before the first one. Blocks with 0, 1, 4, 2 iterations. Checked
// against a sequential host reference (@ref, phase by phase).
// Fires: the before region's last thread loop stores only the condition
// and %a1 (demoteWhile's sharing: %a, %k, %u stay in their carried
// buffers), and the after region's first thread loop stores %w into %a's
// buffer right where it is computed (storeCrossingValuesEarly) besides
// keeping it for after the barrier.
// RUN: stitch-opt %s --stitch-to-openmp > %t.on.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.on.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.on.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-cpuify{inner-serialize=false}),func.func(canonicalize,cse),stitch-lower-to-llvm-cpu)' > %t.par.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.par.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-cpuify{inner-serialize=true method=cache-all}),func.func(canonicalize,cse),stitch-lower-to-llvm-cpu)' > %t.ca.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ca.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ca.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-cpuify{inner-serialize=false}))' | FileCheck %s --check-prefix=IR
// IR-LABEL: func.func @kernel
// IR: scf.while : () -> () {
// IR: memref.store %{{.*}} : memref<?xi8>
// IR-NEXT: memref.store %{{.*}} : memref<?xi32>
// IR-NEXT: scf.reduce
// IR: } do {
// IR: %[[W:.*]] = arith.remsi %{{.*}}, %c1000_i32 : i32
// IR-NEXT: arith.subi
// IR-NEXT: arith.divui
// IR-NEXT: memref.store %[[W]], %{{.*}} : memref<?xi32>
// IR: memref.store %[[W]], %{{.*}} : memref<?xi32>
// IR: scf.reduce
// IR-LABEL: func.func @ref
// CHECK: nt 16 mismatches 0 out0 -6
// CHECK: nt 5 mismatches 0 out0 -6
// CHECK: nt 1 mismatches 0 out0 -6
// CHECK: nt 31 mismatches 0 out0 -6
func.func @kernel(%in: memref<?xi32>, %R: memref<?xindex>, %out: memref<?xi32>, %ub: index, %nt: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1 : i32
  %two = arith.constant 2 : i32
  %thr = arith.constant 3 : i32
  %k1000 = arith.constant 1000 : i32
  scf.parallel (%bx) = (%c0) to (%c4) step (%c1) {
    %sh = memref.alloca() : memref<64xi32>
    %ctl = memref.alloca() : memref<2xi32>
    scf.parallel (%t) = (%c2) to (%ub) step (%c3) {
      %t2 = arith.subi %t, %c2 : index
      %l = arith.divui %t2, %c3 : index
      %gb = arith.muli %bx, %nt : index
      %g = arith.addi %gb, %l : index
      %v = memref.load %in[%g] : memref<?xi32>
      memref.store %v, %sh[%l] : memref<64xi32>
      %is0 = arith.cmpi eq, %l, %c0 : index
      scf.if %is0 {
        %bi = arith.index_cast %bx : index to i32
        memref.store %bi, %ctl[%c0] : memref<2xi32>
      }
      stitch.barrier %t
      %Rb = memref.load %R[%bx] : memref<?xindex>
      %r:4 = scf.while (%a = %v, %k = %c0, %u = %one) : (i32, index, i32) -> (i32, i32, index, i32) {
        %l1 = arith.addi %l, %c1 : index
        %n1 = arith.remui %l1, %nt : index
        %m = memref.load %sh[%n1] : memref<64xi32>
        stitch.barrier %t
        %a1 = arith.addi %a, %m : i32
        %go = arith.cmpi ult, %k, %Rb : index
        scf.condition(%go) %a, %a1, %k, %u : i32, i32, index, i32
      } do {
      ^bb0(%x: i32, %x1: i32, %k2: index, %u2: i32):
        %l2 = arith.addi %l, %c2 : index
        %n2 = arith.remui %l2, %nt : index
        %n = memref.load %sh[%n2] : memref<64xi32>
        %x12 = arith.muli %x1, %two : i32
        %w0 = arith.subi %x12, %n : i32
        %w = arith.remsi %w0, %k1000 : i32
        %c = memref.load %ctl[%c0] : memref<2xi32>
        %u3 = arith.addi %c, %u2 : i32
        stitch.barrier %t
        %wx = arith.addi %w, %x : i32
        memref.store %wx, %sh[%l] : memref<64xi32>
        scf.if %is0 {
          %ki = arith.index_cast %k2 : index to i32
          %c3x = arith.muli %c, %thr : i32
          %cn = arith.addi %c3x, %ki : i32
          %cm = arith.remsi %cn, %k1000 : i32
          memref.store %cm, %ctl[%c0] : memref<2xi32>
        }
        stitch.barrier %t
        %k3 = arith.addi %k2, %c1 : index
        scf.yield %w, %k3, %u3 : i32, index, i32
      }
      %g3 = arith.muli %g, %c4 : index
      memref.store %r#0, %out[%g3] : memref<?xi32>
      %g31 = arith.addi %g3, %c1 : index
      memref.store %r#1, %out[%g31] : memref<?xi32>
      %g32 = arith.addi %g31, %c1 : index
      %ki = arith.index_cast %r#2 : index to i32
      memref.store %ki, %out[%g32] : memref<?xi32>
      %g33 = arith.addi %g32, %c1 : index
      memref.store %r#3, %out[%g33] : memref<?xi32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// Host reference: phases one after another, per-thread values in arrays.
func.func @ref(%in: memref<?xi32>, %R: memref<?xindex>, %out: memref<?xi32>, %nt: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1 : i32
  %two = arith.constant 2 : i32
  %thr = arith.constant 3 : i32
  %k1000 = arith.constant 1000 : i32
  %sh = memref.alloc() : memref<64xi32>
  %A = memref.alloc() : memref<64xi32>
  %A1 = memref.alloc() : memref<64xi32>
  %W = memref.alloc() : memref<64xi32>
  scf.for %bx = %c0 to %c4 step %c1 {
    %gb = arith.muli %bx, %nt : index
    scf.for %l = %c0 to %nt step %c1 {
      %g = arith.addi %gb, %l : index
      %v = memref.load %in[%g] : memref<?xi32>
      memref.store %v, %sh[%l] : memref<64xi32>
      memref.store %v, %A[%l] : memref<64xi32>
    }
    %bi = arith.index_cast %bx : index to i32
    %Rb = memref.load %R[%bx] : memref<?xindex>
    %fin:3 = scf.while (%k = %c0, %u = %one, %ctl = %bi) : (index, i32, i32) -> (index, i32, i32) {
      // before region phase: A1 = A + sh[l+1]
      scf.for %l = %c0 to %nt step %c1 {
        %l1 = arith.addi %l, %c1 : index
        %n1 = arith.remui %l1, %nt : index
        %m = memref.load %sh[%n1] : memref<64xi32>
        %a = memref.load %A[%l] : memref<64xi32>
        %a1 = arith.addi %a, %m : i32
        memref.store %a1, %A1[%l] : memref<64xi32>
      }
      %go = arith.cmpi ult, %k, %Rb : index
      scf.condition(%go) %k, %u, %ctl : index, i32, i32
    } do {
    ^bb0(%k2: index, %u2: i32, %ctl2: i32):
      scf.for %l = %c0 to %nt step %c1 {
        %l2 = arith.addi %l, %c2 : index
        %n2 = arith.remui %l2, %nt : index
        %n = memref.load %sh[%n2] : memref<64xi32>
        %x1 = memref.load %A1[%l] : memref<64xi32>
        %x12 = arith.muli %x1, %two : i32
        %w0 = arith.subi %x12, %n : i32
        %w = arith.remsi %w0, %k1000 : i32
        memref.store %w, %W[%l] : memref<64xi32>
      }
      %u3 = arith.addi %ctl2, %u2 : i32
      scf.for %l = %c0 to %nt step %c1 {
        %w = memref.load %W[%l] : memref<64xi32>
        %x = memref.load %A[%l] : memref<64xi32>
        %wx = arith.addi %w, %x : i32
        memref.store %wx, %sh[%l] : memref<64xi32>
        memref.store %w, %A[%l] : memref<64xi32>
      }
      %ki = arith.index_cast %k2 : index to i32
      %c3x = arith.muli %ctl2, %thr : i32
      %cn = arith.addi %c3x, %ki : i32
      %cm = arith.remsi %cn, %k1000 : i32
      %k3 = arith.addi %k2, %c1 : index
      scf.yield %k3, %u3, %cm : index, i32, i32
    }
    scf.for %l = %c0 to %nt step %c1 {
      %g = arith.addi %gb, %l : index
      %g3 = arith.muli %g, %c4 : index
      %a = memref.load %A[%l] : memref<64xi32>
      memref.store %a, %out[%g3] : memref<?xi32>
      %g31 = arith.addi %g3, %c1 : index
      %a1 = memref.load %A1[%l] : memref<64xi32>
      memref.store %a1, %out[%g31] : memref<?xi32>
      %g32 = arith.addi %g31, %c1 : index
      %ki = arith.index_cast %fin#0 : index to i32
      memref.store %ki, %out[%g32] : memref<?xi32>
      %g33 = arith.addi %g32, %c1 : index
      memref.store %fin#1, %out[%g33] : memref<?xi32>
    }
  }
  return
}

llvm.mlir.global internal constant @fmt("nt %ld mismatches %ld out0 %d\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

func.func @check(%nt: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c13 = arith.constant 13 : index
  %c256 = arith.constant 256 : index
  %c1024 = arith.constant 1024 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %six = arith.constant 6 : i32
  %in = memref.alloc(%c256) : memref<?xi32>
  %R = memref.alloc(%c4) : memref<?xindex>
  %out = memref.alloc(%c1024) : memref<?xi32>
  %ref = memref.alloc(%c1024) : memref<?xi32>
  scf.for %i = %c0 to %c256 step %c1 {
    %m = arith.remui %i, %c13 : index
    %mi = arith.index_cast %m : index to i32
    %s = arith.subi %mi, %six : i32
    memref.store %s, %in[%i] : memref<?xi32>
  }
  scf.for %i = %c0 to %c1024 step %c1 {
    %neg = arith.constant -7 : i32
    memref.store %neg, %out[%i] : memref<?xi32>
    memref.store %neg, %ref[%i] : memref<?xi32>
  }
  %r1 = arith.constant 1 : index
  %r2 = arith.constant 4 : index
  memref.store %c0, %R[%c0] : memref<?xindex>
  memref.store %r1, %R[%c1] : memref<?xindex>
  memref.store %r2, %R[%c2] : memref<?xindex>
  memref.store %c2, %R[%c3] : memref<?xindex>
  %t3 = arith.muli %nt, %c3 : index
  %ub = arith.addi %t3, %c1 : index
  func.call @kernel(%in, %R, %out, %ub, %nt) : (memref<?xi32>, memref<?xindex>, memref<?xi32>, index, index) -> ()
  func.call @ref(%in, %R, %ref, %nt) : (memref<?xi32>, memref<?xindex>, memref<?xi32>, index) -> ()
  %bad = scf.for %i = %c0 to %c1024 step %c1 iter_args(%acc = %z) -> (i64) {
    %w = memref.load %ref[%i] : memref<?xi32>
    %g = memref.load %out[%i] : memref<?xi32>
    %ne = arith.cmpi ne, %g, %w : i32
    %inc = arith.select %ne, %one, %z : i64
    %a = arith.addi %acc, %inc : i64
    scf.yield %a : i64
  }
  %o0 = memref.load %out[%c0] : memref<?xi32>
  %f = llvm.mlir.addressof @fmt : !llvm.ptr
  %nti = arith.index_cast %nt : index to i64
  llvm.call @printf(%f, %nti, %bad, %o0) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64, i32) -> i32
  return
}

func.func @main() {
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c16 = arith.constant 16 : index
  %c31 = arith.constant 31 : index
  func.call @check(%c16) : (index) -> ()
  func.call @check(%c5) : (index) -> ()
  func.call @check(%c1) : (index) -> ()
  func.call @check(%c31) : (index) -> ()
  return
}
