// Per-thread (CUDA local) arrays that live across a barrier become one array
// per block, [threads, elements]: 1024 threads x 4096 floats is 16 MiB,
// which overflowed the stack of the thread running the block (review 18:
// a segfault at every thread count). stitch-cpuify puts arrays that may
// exceed 128 KiB on the heap (memref.alloc, freed at the end of the block)
// and keeps smaller ones on the stack (@small: 1024 x 16 floats, 64 KiB).
// Thread t of block b stores p[i] = i + t (i < 4096), then after a barrier
// sums p and adds s[1023 - t] = 1023 - t:
// out[1024b + t] = 8386560 + 4096t + 1023 - t. main prints
// sum(out[g] * (g % 13)) over both blocks; by Python: 128595344391. @small
// does the same with 16 elements (out = 120 + 16t + 1023 - t): 108178191.
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-gpu-to-parallel,stitch-cpuify))' | FileCheck %s --check-prefix=IR
// IR-LABEL: func.func @kern(
// IR: %[[P:.*]] = memref.alloc() : memref<1x1x1024x4096xf32>
// IR: memref.dealloc %[[P]] : memref<1x1x1024x4096xf32>
// IR-NEXT: scf.reduce
// IR-LABEL: func.func @small(
// IR-NOT: memref.alloc(
// IR: memref.alloca() : memref<1x1x1024x16xf32>
// IR-NOT: memref.dealloc
// IR: return
// Many arrays each under 128 KiB (80 of 124 KiB per block, review 18c):
// once the stack arrays of the block reach 1 MiB in all, the rest go to the
// heap too (expected value by Python, in the input).
// RUN: stitch-opt %S/Inputs/many-private-arrays.mlir --stitch-to-openmp > %t.many.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.many.mlir | FileCheck %s --check-prefix=MANY
// MANY: 17231572047
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// CHECK: 128595344391
// CHECK-NEXT: 108178191
#w = #gpu.address_space<workgroup>
func.func @kern(%o: memref<?xf32>, %P: index) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c1024 = arith.constant 1024 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1024, %sy = %c1, %sz = %c1)
             workgroup(%s : memref<1024xf32, #w>) {
    %c0 = arith.constant 0 : index
    %p = memref.alloca() : memref<4096xf32>
    %txi = arith.index_cast %tx : index to i32
    %txf = arith.sitofp %txi : i32 to f32
    scf.for %i = %c0 to %P step %c1 {
      %ii = arith.index_cast %i : index to i32
      %f = arith.sitofp %ii : i32 to f32
      %v = arith.addf %f, %txf : f32
      memref.store %v, %p[%i] : memref<4096xf32>
    }
    memref.store %txf, %s[%tx] : memref<1024xf32, #w>
    gpu.barrier
    %c1023 = arith.constant 1023 : index
    %rt = arith.subi %c1023, %tx : index
    %w = memref.load %s[%rt] : memref<1024xf32, #w>
    %z = arith.constant 0.0 : f32
    %sum = scf.for %i = %c0 to %P step %c1 iter_args(%a = %z) -> (f32) {
      %x = memref.load %p[%i] : memref<4096xf32>
      %a2 = arith.addf %a, %x : f32
      scf.yield %a2 : f32
    }
    %r = arith.addf %sum, %w : f32
    %g0 = arith.muli %bx, %c1024 : index
    %g = arith.addi %g0, %tx : index
    memref.store %r, %o[%g] : memref<?xf32>
    gpu.terminator
  }
  return
}
func.func @small(%o: memref<?xf32>, %P: index) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c1024 = arith.constant 1024 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1024, %sy = %c1, %sz = %c1)
             workgroup(%s : memref<1024xf32, #w>) {
    %c0 = arith.constant 0 : index
    %p = memref.alloca() : memref<16xf32>
    %txi = arith.index_cast %tx : index to i32
    %txf = arith.sitofp %txi : i32 to f32
    scf.for %i = %c0 to %P step %c1 {
      %ii = arith.index_cast %i : index to i32
      %f = arith.sitofp %ii : i32 to f32
      %v = arith.addf %f, %txf : f32
      memref.store %v, %p[%i] : memref<16xf32>
    }
    memref.store %txf, %s[%tx] : memref<1024xf32, #w>
    gpu.barrier
    %c1023 = arith.constant 1023 : index
    %rt = arith.subi %c1023, %tx : index
    %w = memref.load %s[%rt] : memref<1024xf32, #w>
    %z = arith.constant 0.0 : f32
    %sum = scf.for %i = %c0 to %P step %c1 iter_args(%a = %z) -> (f32) {
      %x = memref.load %p[%i] : memref<16xf32>
      %a2 = arith.addf %a, %x : f32
      scf.yield %a2 : f32
    }
    %r = arith.addf %sum, %w : f32
    %g0 = arith.muli %bx, %c1024 : index
    %g = arith.addi %g0, %tx : index
    memref.store %r, %o[%g] : memref<?xf32>
    gpu.terminator
  }
  return
}

func.func @checksum(%o: memref<?xf32>, %n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k = arith.constant 13 : i64
  %z = arith.constant 0.0 : f64
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f64) {
    %v = memref.load %o[%i] : memref<?xf32>
    %vd = arith.extf %v : f32 to f64
    %ii = arith.index_cast %i : index to i64
    %m = arith.remui %ii, %k : i64
    %mf = arith.sitofp %m : i64 to f64
    %p = arith.mulf %vd, %mf : f64
    %a = arith.addf %acc, %p : f64
    scf.yield %a : f64
  }
  %si = arith.fptosi %s : f64 to i64
  return %si : i64
}

func.func @main() {
  %n = arith.constant 2048 : index
  %P = arith.constant 4096 : index
  %P16 = arith.constant 16 : index
  %o = memref.alloc(%n) : memref<?xf32>
  call @kern(%o, %P) : (memref<?xf32>, index) -> ()
  %s = call @checksum(%o, %n) : (memref<?xf32>, index) -> i64
  vector.print %s : i64
  call @small(%o, %P16) : (memref<?xf32>, index) -> ()
  %s16 = call @checksum(%o, %n) : (memref<?xf32>, index) -> i64
  vector.print %s16 : i64
  memref.dealloc %o : memref<?xf32>
  return
}
