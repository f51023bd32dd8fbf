// Shared memory declared the way NVVM-targeting front ends emit __shared__:
// a memref.global in address space 3 (and one in
// #gpu.address_space<workgroup>) read with memref.get_global inside the
// launch. Each block needs its own copy: review 18 found one process-wide
// global used by every block, and 8,637 of 128,000 values wrong at 2
// threads (blocks on different threads overwrote each other's tile).
// stitch-workgroup-globals makes them launch attributions (one alloca per
// block). Each of 512 blocks of 64 threads writes its slice to the tile,
// does some private work, and after a barrier reads it reversed:
// a[64b + t] = 64b + 63 - t; the second global holds 2 * the value the
// same way, into c. main counts the elements that differ from that formula
// (expected: 0 and 0).
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(stitch-workgroup-globals,func.func(stitch-gpu-to-parallel))' | FileCheck %s --check-prefix=IR
// CHECK: 0
// CHECK-NEXT: 0
// IR-NOT: memref.global
// IR-LABEL: func.func @kern(
// IR: scf.parallel
// IR-NEXT: memref.alloca() : memref<64xf32>
// IR-NEXT: memref.alloca() : memref<64xf32>
// IR-NEXT: scf.parallel
// IR-NOT: memref.get_global

memref.global "private" @shg : memref<64xf32, 3>
memref.global "private" @shw : memref<64xf32, #gpu.address_space<workgroup>>

func.func @kern(%a: memref<?xf32>, %c: memref<?xf32>, %G: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c63 = arith.constant 63 : index
  %c64 = arith.constant 64 : index
  %c50 = arith.constant 50 : index
  %two = arith.constant 2.0 : f32
  %zero = arith.constant 0.0 : f32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %G, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %sh = memref.get_global @shg : memref<64xf32, 3>
    %sw = memref.get_global @shw : memref<64xf32, #gpu.address_space<workgroup>>
    %g0 = arith.muli %bx, %c64 : index
    %g = arith.addi %g0, %tx : index
    %v = memref.load %a[%g] : memref<?xf32>
    memref.store %v, %sh[%tx] : memref<64xf32, 3>
    %v2 = arith.mulf %v, %two : f32
    memref.store %v2, %sw[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    // Private work, so that blocks overlap in time.
    %junk = scf.for %k = %c0 to %c50 step %c1 iter_args(%j = %zero) -> (f32) {
      %s1 = math.sin %j : f32
      %s2 = arith.addf %s1, %v : f32
      scf.yield %s2 : f32
    }
    %small = arith.cmpf olt, %junk, %zero : f32
    gpu.barrier
    %r = arith.subi %c63, %tx : index
    %w = memref.load %sh[%r] : memref<64xf32, 3>
    %w2 = memref.load %sw[%r] : memref<64xf32, #gpu.address_space<workgroup>>
    // Never true (sin + v >= -1 + v and v >= 64): keeps the loop alive.
    %wsel = arith.select %small, %zero, %w : f32
    memref.store %wsel, %a[%g] : memref<?xf32>
    memref.store %w2, %c[%g] : memref<?xf32>
    gpu.terminator
  }
  return
}

// Elements of m that differ from scale * (64b + 63 - t).
func.func @mismatches(%m: memref<?xf32>, %n: index, %scale: f32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c63 = arith.constant 63 : index
  %c64 = arith.constant 64 : index
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %bad = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i32) {
    %t = arith.remui %i, %c64 : index
    %b = arith.subi %i, %t : index
    %e0 = arith.addi %b, %c63 : index
    %e = arith.subi %e0, %t : index
    %ei = arith.index_cast %e : index to i32
    %ef = arith.sitofp %ei : i32 to f32
    %es = arith.mulf %ef, %scale : f32
    %v = memref.load %m[%i] : memref<?xf32>
    %ne = arith.cmpf une, %v, %es : f32
    %a1 = arith.addi %acc, %one : i32
    %r = arith.select %ne, %a1, %acc : i32
    scf.yield %r : i32
  }
  return %bad : i32
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %G = arith.constant 512 : index
  %n = arith.constant 32768 : index
  %a = memref.alloc(%n) : memref<?xf32>
  %c = memref.alloc(%n) : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %v = arith.index_cast %i : index to i32
    %f = arith.sitofp %v : i32 to f32
    // Values start at 64 so the select in the kernel never fires.
    %c64f = arith.constant 64.0 : f32
    %f64 = arith.addf %f, %c64f : f32
    memref.store %f64, %a[%i] : memref<?xf32>
  }
  call @kern(%a, %c, %G) : (memref<?xf32>, memref<?xf32>, index) -> ()
  // Undo the offset of 64 before comparing.
  %m64 = arith.constant -64.0 : f32
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %a[%i] : memref<?xf32>
    %w = arith.addf %v, %m64 : f32
    memref.store %w, %a[%i] : memref<?xf32>
    %x = memref.load %c[%i] : memref<?xf32>
    %two = arith.constant 2.0 : f32
    %m128 = arith.constant -128.0 : f32
    %y = arith.addf %x, %m128 : f32
    memref.store %y, %c[%i] : memref<?xf32>
  }
  %one = arith.constant 1.0 : f32
  %twof = arith.constant 2.0 : f32
  %ba = call @mismatches(%a, %n, %one) : (memref<?xf32>, index, f32) -> i32
  %bc = call @mismatches(%c, %n, %twof) : (memref<?xf32>, index, f32) -> i32
  vector.print %ba : i32
  vector.print %bc : i32
  memref.dealloc %a : memref<?xf32>
  memref.dealloc %c : memref<?xf32>
  return
}
