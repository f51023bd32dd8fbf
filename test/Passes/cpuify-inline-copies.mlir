// stitch-cpuify{inner-serialize=true}: a function that serializes a block
// of at most 64 threads in x gets LLVM's no-builtin-memcpy/memmove: its
// tile copies (16 floats a row) stay vector loops instead of becoming one
// libc memmove call per row through LLVM's loop idiom; the x loops of such
// blocks get masked tails (`predicateEnable`). Negative: a block of 128
// threads, and inline-copies=false. stitch-outline-regions carries the
// attribute to the functions it outlines from such a host.
// RUN: stitch-opt %s --split-input-file --stitch-cpuify=inner-serialize=true | FileCheck %s
// RUN: stitch-opt %s --split-input-file --stitch-cpuify="inner-serialize=true inline-copies=false" | FileCheck %s --check-prefix=OFF
// RUN: stitch-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(stitch-cpuify{inner-serialize=true}),stitch-outline-regions)' | FileCheck %s --check-prefix=OUTLINED

// CHECK-LABEL: func.func @tile_copy
// CHECK-SAME: attributes {passthrough = ["no-builtin-memcpy", "no-builtin-memmove"]}
// OFF-NOT: passthrough
// OUTLINED: func.func private @tile_copy_region({{.*}}) attributes {llvm.linkage = #llvm.linkage<internal>, passthrough = ["no-builtin-memcpy", "no-builtin-memmove"]}
func.func @tile_copy(%in: memref<64x16xf32>, %out: memref<64x16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  scf.parallel (%bx) = (%c0) to (%c64) step (%c1) {
    %sh = memref.alloca() : memref<16xf32>
    scf.parallel (%tx) = (%c0) to (%c16) step (%c1) {
      %v = memref.load %in[%bx, %tx] : memref<64x16xf32>
      memref.store %v, %sh[%tx] : memref<16xf32>
      stitch.barrier %tx
      %w = memref.load %sh[%tx] : memref<16xf32>
      memref.store %w, %out[%bx, %tx] : memref<64x16xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// Four vectors wide (hotspot3D's 64-thread rows, whose edge pieces run 63
// iterations): still narrow, and its x loops get masked tails.
// CHECK-DAG: #[[MASKED:.*]] = #llvm.loop_vectorize<predicateEnable = true>
// CHECK-DAG: #[[TAIL:.*]] = #llvm.loop_annotation<vectorize = #[[MASKED]], {{.*}}>
// CHECK-LABEL: func.func @four_vectors
// CHECK-SAME: attributes {passthrough = ["no-builtin-memcpy", "no-builtin-memmove"]}
// CHECK: } {loop_annotation = #[[TAIL]]}
func.func @four_vectors(%in: memref<4x64xf32>, %out: memref<4x64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : index
  scf.parallel (%bx) = (%c0) to (%c4) step (%c1) {
    %sh = memref.alloca() : memref<64xf32>
    scf.parallel (%tx) = (%c0) to (%c64) step (%c1) {
      %v = memref.load %in[%bx, %tx] : memref<4x64xf32>
      memref.store %v, %sh[%tx] : memref<64xf32>
      stitch.barrier %tx
      %w = memref.load %sh[%tx] : memref<64xf32>
      memref.store %w, %out[%bx, %tx] : memref<4x64xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// Its module's attribute aliases come before the function.
// CHECK-NOT: predicateEnable
// CHECK-LABEL: func.func @wide_block
// CHECK-NOT: passthrough
// CHECK: return
func.func @wide_block(%in: memref<4x128xf32>, %out: memref<4x128xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c128 = arith.constant 128 : index
  scf.parallel (%bx) = (%c0) to (%c4) step (%c1) {
    %sh = memref.alloca() : memref<128xf32>
    scf.parallel (%tx) = (%c0) to (%c128) step (%c1) {
      %v = memref.load %in[%bx, %tx] : memref<4x128xf32>
      memref.store %v, %sh[%tx] : memref<128xf32>
      stitch.barrier %tx
      %w = memref.load %sh[%tx] : memref<128xf32>
      memref.store %w, %out[%bx, %tx] : memref<4x128xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}
