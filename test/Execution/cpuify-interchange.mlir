// stitch-cpuify{interchange-loops} (on in stitch-to-openmp): per-thread
// loops with uniform bounds go outside the serialized thread loop. Run with
// it and without it, at 1 and 2 threads, against references computed by
// plain host loops (not touched by cpuify) in the same program:
//   @nearest: kmeans' membership (a guard `point < n` around two nested
//     uniform loops with carried values, bounds from arguments; 24 of the 64
//     threads out of range keep their -7 marker);
//   @column: hotspot3D's z loop (values rotated through iter_args, clamped
//     x neighbours), under a divergent guard with results and an else branch.
// (jam-uniform=1 where the IR is checked: the loops as interchanged,
// before unroll-and-jam; cpuify-jam.mlir tests that.)
// RUN: stitch-opt %s --stitch-to-openmp > %t.on.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.on.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.on.mlir | FileCheck %s
// @column's loop is small enough for LLVM to unroll (the cost rule leaves
// it); interchange-cost=false interchanges it too.
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-cpuify{inner-serialize=true interchange-cost=false}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.all.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.all.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-cpuify{inner-serialize=true interchange-loops=false}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.off.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.off.mlir | FileCheck %s
// The interchange did happen in %t.on (its thread loops are split around
// the uniform loops: more loops than without).
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-cpuify{inner-serialize=true jam-uniform=1}))' | FileCheck %s --check-prefix=IR
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-cpuify{inner-serialize=true interchange-cost=false jam-uniform=1}))' | FileCheck %s --check-prefix=IRALL
// IR-LABEL: func.func @nearest
// IR: scf.for %{{.*}} = %{{.*}} to %arg3
// IR: scf.for %{{.*}} = %{{.*}} to %arg4
// IR: scf.for %{{.*}} = %c0 to %c32
// IR: memref.load %arg0
// IR-LABEL: func.func @column
// IR-NOT: memref.alloca
// IR: func.func @main
// IRALL-LABEL: func.func @column
// IRALL: scf.for %{{.*}} = %c1 to %c7
// IRALL-NEXT: scf.for %{{.*}} = %c0 to %c32
// CHECK: nearest
// CHECK: data =
// CHECK-NEXT: [[NEAREST:\[.*\]]]
// CHECK: data =
// CHECK-NEXT: [[NEAREST]]
// CHECK: column
// CHECK: data =
// CHECK-NEXT: [[COLUMN:\[.*\]]]
// CHECK: data =
// CHECK-NEXT: [[COLUMN]]
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }
func.func private @printMemrefI32(memref<*xi32>) attributes { llvm.emit_c_interface }

func.func @nearest(%features: memref<5x64xf32>, %centers: memref<3x5xf32>,
                   %out: memref<64xi32>, %nc: index, %nf: index, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c32 = arith.constant 32 : index
  scf.parallel (%b) = (%c0) to (%c2) step (%c1) {
    scf.parallel (%t) = (%c0) to (%c32) step (%c1) {
      %base = arith.muli %b, %c32 : index
      %p = arith.addi %base, %t : index
      %in = arith.cmpi ult, %p, %n : index
      scf.if %in {
        %big = arith.constant 1.0e30 : f32
        %none = arith.constant -1 : i32
        %zero = arith.constant 0.0 : f32
        %best:2 = scf.for %i = %c0 to %nc step %c1
            iter_args(%bd = %big, %bi = %none) -> (f32, i32) {
          %d = scf.for %j = %c0 to %nf step %c1 iter_args(%acc = %zero) -> f32 {
            %x = memref.load %features[%j, %p] : memref<5x64xf32>
            %y = memref.load %centers[%i, %j] : memref<3x5xf32>
            %df = arith.subf %x, %y : f32
            %sq = arith.mulf %df, %df : f32
            %s = arith.addf %acc, %sq : f32
            scf.yield %s : f32
          }
          %lt = arith.cmpf olt, %d, %bd : f32
          %ii = arith.index_cast %i : index to i32
          %nd = arith.select %lt, %d, %bd : f32
          %ni = arith.select %lt, %ii, %bi : i32
          scf.yield %nd, %ni : f32, i32
        }
        memref.store %best#1, %out[%p] : memref<64xi32>
      }
      scf.reduce
    }
    scf.reduce
  }
  return
}

// out[x] = sum over z in [1, 7) of (below + above + 2 * at + west + east),
// the layers rotated through iter_args; threads x >= 60 store -1 instead.
func.func @column(%temp: memref<8x64xf32>, %out: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c7 = arith.constant 7 : index
  %c32 = arith.constant 32 : index
  %c60 = arith.constant 60 : index
  %c63 = arith.constant 63 : index
  scf.parallel (%b) = (%c0) to (%c2) step (%c1) {
    scf.parallel (%t) = (%c0) to (%c32) step (%c1) {
      %base = arith.muli %b, %c32 : index
      %x = arith.addi %base, %t : index
      %first = arith.cmpi eq, %x, %c0 : index
      %last = arith.cmpi eq, %x, %c63 : index
      %xm = arith.subi %x, %c1 : index
      %xp = arith.addi %x, %c1 : index
      %w = arith.select %first, %x, %xm : index
      %e = arith.select %last, %x, %xp : index
      %in = arith.cmpi ult, %x, %c60 : index
      %r = scf.if %in -> f32 {
        %two = arith.constant 2.0 : f32
        %zero = arith.constant 0.0 : f32
        %b0 = memref.load %temp[%c0, %x] : memref<8x64xf32>
        %b1 = memref.load %temp[%c1, %x] : memref<8x64xf32>
        %res:3 = scf.for %z = %c1 to %c7 step %c1
            iter_args(%below = %b0, %at = %b1, %sum = %zero) -> (f32, f32, f32) {
          %zp = arith.addi %z, %c1 : index
          %above = memref.load %temp[%zp, %x] : memref<8x64xf32>
          %tw = memref.load %temp[%z, %w] : memref<8x64xf32>
          %te = memref.load %temp[%z, %e] : memref<8x64xf32>
          %a2 = arith.mulf %two, %at : f32
          %s1 = arith.addf %below, %above : f32
          %s2 = arith.addf %s1, %a2 : f32
          %s3 = arith.addf %s2, %tw : f32
          %s4 = arith.addf %s3, %te : f32
          %ns = arith.addf %sum, %s4 : f32
          scf.yield %at, %above, %ns : f32, f32, f32
        }
        scf.yield %res#2 : f32
      } else {
        %m1 = arith.constant -1.0 : f32
        scf.yield %m1 : f32
      }
      memref.store %r, %out[%x] : memref<64xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  %c40 = arith.constant 40 : index
  %c60 = arith.constant 60 : index
  %c64 = arith.constant 64 : index
  %c11 = arith.constant 11 : index
  %c13 = arith.constant 13 : index
  %c17 = arith.constant 17 : index
  %marker = arith.constant -7 : i32
  %features = memref.alloc() : memref<5x64xf32>
  %centers = memref.alloc() : memref<3x5xf32>
  %temp = memref.alloc() : memref<8x64xf32>
  // features[j][p] = (p * 7 + j * 11) mod 17, centers[i][j] = (i * 5 + j * 3) mod 13,
  // temp[z][x] = (x * 3 + z * 5) mod 11: small integers, exact in f32.
  scf.for %j = %c0 to %c5 step %c1 {
    scf.for %p = %c0 to %c64 step %c1 {
      %a = arith.muli %p, %c7 : index
      %bb = arith.muli %j, %c11 : index
      %s = arith.addi %a, %bb : index
      %m = arith.remui %s, %c17 : index
      %mi = arith.index_cast %m : index to i32
      %f = arith.sitofp %mi : i32 to f32
      memref.store %f, %features[%j, %p] : memref<5x64xf32>
    }
  }
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c5 step %c1 {
      %a = arith.muli %i, %c5 : index
      %bb = arith.muli %j, %c3 : index
      %s = arith.addi %a, %bb : index
      %m = arith.remui %s, %c13 : index
      %mi = arith.index_cast %m : index to i32
      %f = arith.sitofp %mi : i32 to f32
      memref.store %f, %centers[%i, %j] : memref<3x5xf32>
    }
  }
  scf.for %z = %c0 to %c8 step %c1 {
    scf.for %x = %c0 to %c64 step %c1 {
      %a = arith.muli %x, %c3 : index
      %bb = arith.muli %z, %c5 : index
      %s = arith.addi %a, %bb : index
      %m = arith.remui %s, %c11 : index
      %mi = arith.index_cast %m : index to i32
      %f = arith.sitofp %mi : i32 to f32
      memref.store %f, %temp[%z, %x] : memref<8x64xf32>
    }
  }

  // nearest: kernel, then the host reference.
  %out = memref.alloc() : memref<64xi32>
  %ref = memref.alloc() : memref<64xi32>
  scf.for %p = %c0 to %c64 step %c1 {
    memref.store %marker, %out[%p] : memref<64xi32>
    memref.store %marker, %ref[%p] : memref<64xi32>
  }
  call @nearest(%features, %centers, %out, %c3, %c5, %c40)
      : (memref<5x64xf32>, memref<3x5xf32>, memref<64xi32>, index, index, index) -> ()
  %big = arith.constant 1.0e30 : f32
  %none = arith.constant -1 : i32
  %zero = arith.constant 0.0 : f32
  scf.for %p = %c0 to %c40 step %c1 {
    %best:2 = scf.for %i = %c0 to %c3 step %c1
        iter_args(%bd = %big, %bi = %none) -> (f32, i32) {
      %d = scf.for %j = %c0 to %c5 step %c1 iter_args(%acc = %zero) -> f32 {
        %x = memref.load %features[%j, %p] : memref<5x64xf32>
        %y = memref.load %centers[%i, %j] : memref<3x5xf32>
        %df = arith.subf %x, %y : f32
        %sq = arith.mulf %df, %df : f32
        %s = arith.addf %acc, %sq : f32
        scf.yield %s : f32
      }
      %lt = arith.cmpf olt, %d, %bd : f32
      %ii = arith.index_cast %i : index to i32
      %nd = arith.select %lt, %d, %bd : f32
      %ni = arith.select %lt, %ii, %bi : i32
      scf.yield %nd, %ni : f32, i32
    }
    memref.store %best#1, %ref[%p] : memref<64xi32>
  }
  vector.print str "nearest\n"
  %o = memref.cast %out : memref<64xi32> to memref<*xi32>
  call @printMemrefI32(%o) : (memref<*xi32>) -> ()
  %r = memref.cast %ref : memref<64xi32> to memref<*xi32>
  call @printMemrefI32(%r) : (memref<*xi32>) -> ()

  // column: kernel, then the host reference.
  %col = memref.alloc() : memref<64xf32>
  %colRef = memref.alloc() : memref<64xf32>
  call @column(%temp, %col) : (memref<8x64xf32>, memref<64xf32>) -> ()
  %two = arith.constant 2.0 : f32
  %m1 = arith.constant -1.0 : f32
  %c63 = arith.constant 63 : index
  scf.for %x = %c0 to %c64 step %c1 {
    %in = arith.cmpi ult, %x, %c60 : index
    %v = scf.if %in -> f32 {
      %isFirst = arith.cmpi eq, %x, %c0 : index
      %isLast = arith.cmpi eq, %x, %c63 : index
      %xm = arith.subi %x, %c1 : index
      %xp = arith.addi %x, %c1 : index
      %w = arith.select %isFirst, %x, %xm : index
      %e = arith.select %isLast, %x, %xp : index
      %sum = scf.for %z = %c1 to %c7 step %c1 iter_args(%acc = %zero) -> f32 {
        %zm = arith.subi %z, %c1 : index
        %zp = arith.addi %z, %c1 : index
        %below = memref.load %temp[%zm, %x] : memref<8x64xf32>
        %at = memref.load %temp[%z, %x] : memref<8x64xf32>
        %above = memref.load %temp[%zp, %x] : memref<8x64xf32>
        %tw = memref.load %temp[%z, %w] : memref<8x64xf32>
        %te = memref.load %temp[%z, %e] : memref<8x64xf32>
        %a2 = arith.mulf %two, %at : f32
        %s1 = arith.addf %below, %above : f32
        %s2 = arith.addf %s1, %a2 : f32
        %s3 = arith.addf %s2, %tw : f32
        %s4 = arith.addf %s3, %te : f32
        %ns = arith.addf %acc, %s4 : f32
        scf.yield %ns : f32
      }
      scf.yield %sum : f32
    } else {
      scf.yield %m1 : f32
    }
    memref.store %v, %colRef[%x] : memref<64xf32>
  }
  vector.print str "column\n"
  %co = memref.cast %col : memref<64xf32> to memref<*xf32>
  call @printMemrefF32(%co) : (memref<*xf32>) -> ()
  %cr = memref.cast %colRef : memref<64xf32> to memref<*xf32>
  call @printMemrefF32(%cr) : (memref<*xf32>) -> ()
  return
}
