// Every compile pipeline starts with stitch-check-input: the wrong kind of
// input fails first, located, naming the right pipeline (before: a gpu.launch
// in stitch-compile-cpu failed with "ops with unknown memory side effects",
// TOSA in stitch-to-openmp with an IR dump).
// RUN: not stitch-opt %s --stitch-compile-cpu 2>&1 | FileCheck %s --check-prefix=CPU
// RUN: not stitch-opt %s --stitch-compile-gpu 2>&1 | FileCheck %s --check-prefix=GPU
// RUN: not stitch-opt %S/check-input.mlir --split-input-file --stitch-to-openmp 2>&1 | FileCheck %s --check-prefix=OMP
// RUN: not stitch-opt %S/check-input.mlir --split-input-file --stitch-to-nvvm 2>&1 | FileCheck %s --check-prefix=NVVM
// RUN: not stitch-opt %S/check-input.mlir --split-input-file --stitch-to-gpu 2>&1 | FileCheck %s --check-prefix=TOGPU

// CPU: check-input-pipelines.mlir:{{[0-9]+}}:3: error: stitch-compile-cpu compiles tensor programs {{.*}} with stitch-to-openmp (CPU)
// CPU-NOT: unknown memory side effects
// GPU: check-input-pipelines.mlir:{{[0-9]+}}:3: error: stitch-compile-gpu compiles tensor programs
// OMP: error: stitch-to-openmp compiles GPU-style kernels on buffers {{.*}} 'tosa.add'
// OMP-NOT: expected add/mul op
// NVVM: error: stitch-to-nvvm compiles GPU-style kernels on buffers {{.*}} 'tosa.add'
// TOGPU: error: stitch-to-gpu compiles GPU-style kernels on buffers {{.*}} 'tosa.add'
func.func @launch(%m: memref<32xf32>) {
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1) {
    %v = memref.load %m[%tx] : memref<32xf32>
    gpu.barrier
    memref.store %v, %m[%tx] : memref<32xf32>
    gpu.terminator
  }
  return
}
