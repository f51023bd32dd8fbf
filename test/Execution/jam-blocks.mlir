// stitch-jam-blocks run against host loops: a 2-D grid of 16x4-thread
// blocks, each staging a 16x4 tile in shared memory, updating it three
// times through a second tile (barriers in an scf.for), the last column of
// blocks (bx == gx - 1: a condition that differs between the jammed
// blocks) adding 2 behind barriers of its own, then writing the tile back.
// The grid's width is a run-time value (1 to 17 blocks), so that groups of
// F blocks leave 0 to F - 1 blocks to the copy of the grid after them;
// F = 8 (the default: 64-byte rows), 2 and 4.
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-tighten-grid),func.func(stitch-cpuify{inner-serialize=true}),func.func(stitch-jam-blocks,canonicalize,cse))' | FileCheck %s --check-prefix=IR
// IR-LABEL: func.func @tiles
// IR: %[[G:.*]] = arith.divsi %{{.*}}, %c8 : index
// IR: scf.parallel (%{{.*}}, %{{.*}}) = (%c0, %c0) to (%{{.*}}, %[[G]])
// IR-COUNT-16: memref.alloca() : memref<4x16xf32>
// IR: scf.parallel
// IR-COUNT-2: memref.alloca() : memref<4x16xf32>
// IR-NOT: memref.alloca
// IR: return
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-tighten-grid),func.func(stitch-cpuify{inner-serialize=true}),func.func(stitch-jam-blocks{max-blocks=2},canonicalize,cse),stitch-lower-to-llvm-cpu)' > %t.f2.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.f2.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-tighten-grid),func.func(stitch-cpuify{inner-serialize=true}),func.func(stitch-jam-blocks{max-blocks=4},canonicalize,cse),stitch-lower-to-llvm-cpu)' > %t.f4.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.f4.mlir | FileCheck %s
// CHECK: tiles gx 1 mismatches 0
// CHECK-NEXT: tiles gx 2 mismatches 0
// CHECK-NEXT: tiles gx 3 mismatches 0
// CHECK-NEXT: tiles gx 5 mismatches 0
// CHECK-NEXT: tiles gx 8 mismatches 0
// CHECK-NEXT: tiles gx 9 mismatches 0
// CHECK-NEXT: tiles gx 17 mismatches 0

!wg = memref<4x16xf32, #gpu.address_space<workgroup>>

func.func @tiles(%in: memref<?x?xf32>, %out: memref<?x?xf32>, %gx: index,
                 %gy: index) {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  gpu.launch blocks(%bx, %by, %bz) in (%sgx = %gx, %sgy = %gy, %sgz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c16, %sy = %c4, %sz = %c1)
             workgroup(%t : !wg, %u : !wg) {
    %c0 = arith.constant 0 : index
    %c1_ = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c15 = arith.constant 15 : index
    %half = arith.constant 0.5 : f32
    %quarter = arith.constant 0.25 : f32
    %eighth = arith.constant 0.125 : f32
    %two = arith.constant 2.0 : f32
    %r0 = arith.muli %by, %c4 : index
    %row = arith.addi %r0, %ty : index
    %c0x = arith.muli %bx, %c16 : index
    %col = arith.addi %c0x, %tx : index
    %v = memref.load %in[%row, %col] : memref<?x?xf32>
    memref.store %v, %t[%ty, %tx] : !wg
    gpu.barrier
    scf.for %k = %c0 to %c3 step %c1_ {
      %last = arith.cmpi eq, %ty, %c3 : index
      %typ1 = arith.addi %ty, %c1_ : index
      %s = arith.select %last, %c0, %typ1 : index
      %first = arith.cmpi eq, %tx, %c0 : index
      %txm1 = arith.subi %tx, %c1_ : index
      %w = arith.select %first, %c15, %txm1 : index
      %a = memref.load %t[%ty, %tx] : !wg
      %b = memref.load %t[%s, %tx] : !wg
      %c = memref.load %t[%ty, %w] : !wg
      %a2 = arith.mulf %a, %half : f32
      %b2 = arith.mulf %b, %quarter : f32
      %c2 = arith.mulf %c, %eighth : f32
      %ab = arith.addf %a2, %b2 : f32
      %abc = arith.addf %ab, %c2 : f32
      memref.store %abc, %u[%ty, %tx] : !wg
      gpu.barrier
      %n = memref.load %u[%ty, %tx] : !wg
      memref.store %n, %t[%ty, %tx] : !wg
      gpu.barrier
    }
    %gxm1 = arith.subi %sgx, %c1_ : index
    %edge = arith.cmpi eq, %bx, %gxm1 : index
    scf.if %edge {
      gpu.barrier
      %e = memref.load %t[%ty, %tx] : !wg
      %e2 = arith.addf %e, %two : f32
      memref.store %e2, %t[%ty, %tx] : !wg
      gpu.barrier
    }
    %o = memref.load %t[%ty, %tx] : !wg
    memref.store %o, %out[%row, %col] : memref<?x?xf32>
    gpu.terminator
  }
  return
}

llvm.mlir.global internal constant @fmt("tiles gx %ld mismatches %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

// The same computation by host loops, one block after another.
func.func @reference(%in: memref<?x?xf32>, %out: memref<?x?xf32>,
                     %gx: index, %gy: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c15 = arith.constant 15 : index
  %c16 = arith.constant 16 : index
  %half = arith.constant 0.5 : f32
  %quarter = arith.constant 0.25 : f32
  %eighth = arith.constant 0.125 : f32
  %two = arith.constant 2.0 : f32
  %t = memref.alloc() : memref<4x16xf32>
  %u = memref.alloc() : memref<4x16xf32>
  %gxm1 = arith.subi %gx, %c1 : index
  scf.for %by = %c0 to %gy step %c1 {
    scf.for %bx = %c0 to %gx step %c1 {
      scf.for %ty = %c0 to %c4 step %c1 {
        scf.for %tx = %c0 to %c16 step %c1 {
          %r0 = arith.muli %by, %c4 : index
          %row = arith.addi %r0, %ty : index
          %c0x = arith.muli %bx, %c16 : index
          %col = arith.addi %c0x, %tx : index
          %v = memref.load %in[%row, %col] : memref<?x?xf32>
          memref.store %v, %t[%ty, %tx] : memref<4x16xf32>
        }
      }
      scf.for %k = %c0 to %c3 step %c1 {
        scf.for %ty = %c0 to %c4 step %c1 {
          scf.for %tx = %c0 to %c16 step %c1 {
            %s0 = arith.addi %ty, %c1 : index
            %s = arith.remui %s0, %c4 : index
            %w0 = arith.addi %tx, %c15 : index
            %w = arith.remui %w0, %c16 : index
            %a = memref.load %t[%ty, %tx] : memref<4x16xf32>
            %b = memref.load %t[%s, %tx] : memref<4x16xf32>
            %c = memref.load %t[%ty, %w] : memref<4x16xf32>
            %a2 = arith.mulf %a, %half : f32
            %b2 = arith.mulf %b, %quarter : f32
            %c2 = arith.mulf %c, %eighth : f32
            %ab = arith.addf %a2, %b2 : f32
            %abc = arith.addf %ab, %c2 : f32
            memref.store %abc, %u[%ty, %tx] : memref<4x16xf32>
          }
        }
        memref.copy %u, %t : memref<4x16xf32> to memref<4x16xf32>
      }
      %edge = arith.cmpi eq, %bx, %gxm1 : index
      scf.for %ty = %c0 to %c4 step %c1 {
        scf.for %tx = %c0 to %c16 step %c1 {
          %r0 = arith.muli %by, %c4 : index
          %row = arith.addi %r0, %ty : index
          %c0x = arith.muli %bx, %c16 : index
          %col = arith.addi %c0x, %tx : index
          %o = memref.load %t[%ty, %tx] : memref<4x16xf32>
          %o2 = arith.addf %o, %two : f32
          %r = arith.select %edge, %o2, %o : f32
          memref.store %r, %out[%row, %col] : memref<?x?xf32>
        }
      }
    }
  }
  memref.dealloc %t : memref<4x16xf32>
  memref.dealloc %u : memref<4x16xf32>
  return
}

func.func @check(%gx: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %c23 = arith.constant 23 : index
  %c37 = arith.constant 37 : index
  %c11 = arith.constant 11 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %m1 = arith.constant -1.0 : f32
  %gy = arith.constant 3 : index
  %h = arith.muli %gy, %c4 : index
  %w = arith.muli %gx, %c16 : index
  %in = memref.alloc(%h, %w) : memref<?x?xf32>
  %out = memref.alloc(%h, %w) : memref<?x?xf32>
  %ref = memref.alloc(%h, %w) : memref<?x?xf32>
  scf.for %i = %c0 to %h step %c1 {
    scf.for %j = %c0 to %w step %c1 {
      %a = arith.muli %i, %c37 : index
      %b = arith.muli %j, %c11 : index
      %ab = arith.addi %a, %b : index
      %m = arith.remui %ab, %c23 : index
      %mi = arith.index_cast %m : index to i32
      %f = arith.sitofp %mi : i32 to f32
      memref.store %f, %in[%i, %j] : memref<?x?xf32>
      memref.store %m1, %out[%i, %j] : memref<?x?xf32>
    }
  }
  call @tiles(%in, %out, %gx, %gy)
      : (memref<?x?xf32>, memref<?x?xf32>, index, index) -> ()
  call @reference(%in, %ref, %gx, %gy)
      : (memref<?x?xf32>, memref<?x?xf32>, index, index) -> ()
  %bad = scf.for %i = %c0 to %h step %c1 iter_args(%acc = %z) -> (i64) {
    %r = scf.for %j = %c0 to %w step %c1 iter_args(%acc2 = %acc) -> (i64) {
      %o = memref.load %out[%i, %j] : memref<?x?xf32>
      %e = memref.load %ref[%i, %j] : memref<?x?xf32>
      %ne = arith.cmpf une, %o, %e : f32
      %inc = arith.select %ne, %one, %z : i64
      %acc3 = arith.addi %acc2, %inc : i64
      scf.yield %acc3 : i64
    }
    scf.yield %r : i64
  }
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %gxi = arith.index_cast %gx : index to i64
  llvm.call @printf(%fmt, %gxi, %bad) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64) -> i32
  memref.dealloc %in : memref<?x?xf32>
  memref.dealloc %out : memref<?x?xf32>
  memref.dealloc %ref : memref<?x?xf32>
  return
}

func.func @main() {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c8 = arith.constant 8 : index
  %c9 = arith.constant 9 : index
  %c17 = arith.constant 17 : index
  call @check(%c1) : (index) -> ()
  call @check(%c2) : (index) -> ()
  call @check(%c3) : (index) -> ()
  call @check(%c5) : (index) -> ()
  call @check(%c8) : (index) -> ()
  call @check(%c9) : (index) -> ()
  call @check(%c17) : (index) -> ()
  return
}
