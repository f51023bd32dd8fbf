// stitch-cpuify{inner-serialize=true}: the x loop of a block wider than 64
// threads that computes in floating point gets LLVM's interleave count
// (`interleave`, default 4) beside its no-unroll hint, which alone means an
// interleave count of 1 to LLVM's vectorizer. Negative: an x loop that only
// moves and compares integers, a float loop of a narrow block (at most
// 64 threads in x: a row is at most four vectors, run with a masked tail),
// or a streaming one (every load from outside the block at an address
// that moves with x, no division: nn) keeps one vector per iteration;
// `interleave=1` turns the count off.
// RUN: stitch-opt %s --split-input-file --stitch-cpuify=inner-serialize=true | FileCheck %s
// RUN: stitch-opt %s --split-input-file --stitch-cpuify="inner-serialize=true interleave=1" | FileCheck %s --check-prefix=OFF
// RUN: stitch-opt %s --split-input-file --stitch-cpuify="inner-serialize=true interleave=8" | FileCheck %s --check-prefix=EIGHT
// The count reaches LLVM IR as !llvm.loop metadata.
// RUN: stitch-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(stitch-cpuify{inner-serialize=true}),convert-scf-to-openmp,stitch-openmp-to-llvm)' | mlir-translate --split-input-file --mlir-to-llvmir | FileCheck %s --check-prefix=LLVM

// OFF-NOT: interleave
// LLVM: !{!"llvm.loop.interleave.count", i32 4}

// A 256-thread block dividing a row: interleaved.
// CHECK-DAG: #[[IL:.*]] = #llvm.loop_interleave<count = 4 : i32>
// CHECK-DAG: #[[WIDE:.*]] = #llvm.loop_annotation<interleave = #[[IL]], unroll = #{{.*}}, parallelAccesses = #{{.*}}>
// EIGHT-DAG: #llvm.loop_interleave<count = 8 : i32>
// CHECK-LABEL: func.func @float_row
// CHECK: scf.for
// CHECK: arith.divf
// CHECK: } {loop_annotation = #[[WIDE]]}
func.func @float_row(%in: memref<1024xf32>, %out: memref<1024xf32>, %s: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c256 = arith.constant 256 : index
  scf.parallel (%b) = (%c0) to (%c4) step (%c1) {
    scf.parallel (%tx) = (%c0) to (%c256) step (%c1) {
      %b0 = arith.muli %b, %c256 : index
      %i = arith.addi %b0, %tx : index
      %v = memref.load %in[%i] : memref<1024xf32>
      %w = arith.divf %v, %s : f32
      memref.store %w, %out[%i] : memref<1024xf32>
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}

// -----

// A row staged in a tile in shared memory and squared: the x loop after
// the barrier reads the block's tile (lavaMD's particles): interleaved.
// CHECK-DAG: #[[IL2:.*]] = #llvm.loop_interleave<count = 4 : i32>
// CHECK-DAG: #[[WIDE2:.*]] = #llvm.loop_annotation<interleave = #[[IL2]], unroll = #{{.*}}, parallelAccesses = #{{.*}}>
// CHECK-LABEL: func.func @tile_row
// CHECK: arith.mulf
// CHECK: } {loop_annotation = #[[WIDE2]]}
func.func @tile_row(%in: memref<1024xf32>, %out: memref<1024xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c256 = arith.constant 256 : index
  scf.parallel (%b) = (%c0) to (%c4) step (%c1) {
    %t = memref.alloca() : memref<256xf32>
    scf.parallel (%tx) = (%c0) to (%c256) step (%c1) {
      %b0 = arith.muli %b, %c256 : index
      %i = arith.addi %b0, %tx : index
      %v = memref.load %in[%i] : memref<1024xf32>
      memref.store %v, %t[%tx] : memref<256xf32>
      stitch.barrier %tx
      %x = memref.load %t[%tx] : memref<256xf32>
      %w = arith.mulf %x, %x : f32
      memref.store %w, %out[%i] : memref<1024xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// Negative: a streaming row (nn's distances: pairs in, one float out,
// no division): one vector per iteration, memory bounds it.
// CHECK-DAG: #[[STREAM:.*]] = #llvm.loop_annotation<unroll = #{{.*}}, parallelAccesses = #{{.*}}>
// CHECK-LABEL: func.func @streaming_row
// CHECK: math.sqrt
// CHECK: } {loop_annotation = #[[STREAM]]}
func.func @streaming_row(%in: memref<1024x2xf32>, %out: memref<1024xf32>,
                         %lat: f32, %lng: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c256 = arith.constant 256 : index
  scf.parallel (%b) = (%c0) to (%c4) step (%c1) {
    scf.parallel (%tx) = (%c0) to (%c256) step (%c1) {
      %b0 = arith.muli %b, %c256 : index
      %i = arith.addi %b0, %tx : index
      %x = memref.load %in[%i, %c0] : memref<1024x2xf32>
      %y = memref.load %in[%i, %c1] : memref<1024x2xf32>
      %dx = arith.subf %lat, %x : f32
      %dy = arith.subf %lng, %y : f32
      %xx = arith.mulf %dx, %dx : f32
      %yy = arith.mulf %dy, %dy : f32
      %d2 = arith.addf %xx, %yy : f32
      %d = math.sqrt %d2 : f32
      memref.store %d, %out[%i] : memref<1024xf32>
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}

// -----

// Negative: the same row of integers (an add and a max, as pathfinder's
// rows): no interleave count, one vector per iteration and a shorter
// remainder.
// CHECK-DAG: #[[INT:.*]] = #llvm.loop_annotation<unroll = #{{.*}}, parallelAccesses = #{{.*}}>
// CHECK-LABEL: func.func @int_row
// CHECK: arith.maxsi
// CHECK: } {loop_annotation = #[[INT]]}
func.func @int_row(%in: memref<1024xi32>, %out: memref<1024xi32>, %s: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c256 = arith.constant 256 : index
  scf.parallel (%b) = (%c0) to (%c4) step (%c1) {
    scf.parallel (%tx) = (%c0) to (%c256) step (%c1) {
      %b0 = arith.muli %b, %c256 : index
      %i = arith.addi %b0, %tx : index
      %v = memref.load %in[%i] : memref<1024xi32>
      %w = arith.addi %v, %s : i32
      %m = arith.maxsi %w, %v : i32
      memref.store %m, %out[%i] : memref<1024xi32>
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}

// -----

// Negative: a float row of a 64-thread block (narrow: masked tail, no
// interleave count).
// CHECK-DAG: #[[NARROW:.*]] = #llvm.loop_annotation<vectorize = #{{.*}}, unroll = #{{.*}}, parallelAccesses = #{{.*}}>
// CHECK-LABEL: func.func @narrow_float_row
// CHECK: arith.mulf
// CHECK: } {loop_annotation = #[[NARROW]]}
func.func @narrow_float_row(%in: memref<1024xf32>, %out: memref<1024xf32>, %s: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  scf.parallel (%b) = (%c0) to (%c16) step (%c1) {
    scf.parallel (%tx) = (%c0) to (%c64) step (%c1) {
      %b0 = arith.muli %b, %c64 : index
      %i = arith.addi %b0, %tx : index
      %v = memref.load %in[%i] : memref<1024xf32>
      %w = arith.mulf %v, %s : f32
      memref.store %w, %out[%i] : memref<1024xf32>
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}
