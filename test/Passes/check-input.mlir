// stitch-check-input, the first step of every compile pipeline: the right
// kind of input passes unchanged; the other kind is one located error at its
// first op, naming the pipeline that takes it (instead of an error from deep
// inside the wrong pipeline).
// RUN: stitch-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(stitch-check-input{expect=tensors pipeline=stitch-compile-cpu})' | FileCheck %s --check-prefix=TENSORS
// RUN: not stitch-opt %s --split-input-file --pass-pipeline='builtin.module(stitch-check-input{expect=kernels pipeline=stitch-to-openmp})' 2>&1 | FileCheck %s --check-prefix=KERNELS

// A tensor program: what stitch-compile-* take; stitch-to-openmp names them.
// TENSORS-LABEL: func.func @tosa
// TENSORS: tosa.add
// KERNELS: check-input.mlir:[[@LINE+2]]:8: error: stitch-to-openmp compiles GPU-style kernels on buffers (gpu.launch, or scf.parallel grid/thread loops with stitch.barrier), but 'tosa.add' on tensors belongs to a tensor program: compile it with stitch-compile-cpu (CPU) or stitch-compile-gpu (GPU)
func.func @tosa(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.add %a, %a : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Linalg on tensors, the same. Linalg on buffers and host code are neither
// kind: both checks let them pass (not shown for kernels: FileCheck stops
// at the first error above; the buffers case is below).
// TENSORS-LABEL: func.func @linalg
// KERNELS: check-input.mlir:[[@LINE+2]]:8: error: stitch-to-openmp compiles GPU-style kernels {{.*}} but 'linalg.generic' on tensors
func.func @linalg(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%a : tensor<4xf32>) outs(%a : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %x, %x : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// A gpu.launch kernel: stitch-compile-* name the kernel pipelines.
func.func @launch(%m: memref<32xf32>) {
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  // expected-error @+1 {{stitch-compile-cpu compiles tensor programs (TOSA or linalg on tensors), but 'gpu.launch' belongs to a GPU-style kernel: compile kernels with stitch-to-openmp (CPU) or stitch-to-nvvm (GPU)}}
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1) {
    %v = memref.load %m[%tx] : memref<32xf32>
    gpu.barrier
    memref.store %v, %m[%tx] : memref<32xf32>
    gpu.terminator
  }
  return
}

// -----

// The input form: a barrier in a thread loop.
func.func @input_form(%m: memref<32xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  scf.parallel (%tx) = (%c0) to (%c32) step (%c1) {
    %v = memref.load %m[%tx] : memref<32xf32>
    // expected-error @+1 {{stitch-compile-cpu compiles tensor programs (TOSA or linalg on tensors), but 'stitch.barrier' belongs to a GPU-style kernel}}
    stitch.barrier %tx
    memref.store %v, %m[%tx] : memref<32xf32>
    scf.reduce
  }
  return
}

// -----

// Neither kind (buffers, host loops): both checks pass it unchanged.
// TENSORS-LABEL: func.func @host
// TENSORS: linalg.fill
func.func @host(%m: memref<32xf32>) {
  %z = arith.constant 0.0 : f32
  linalg.fill ins(%z : f32) outs(%m : memref<32xf32>)
  return
}

// -----

// Outlined kernels (gpu-kernel-outlining's output): a GPU-style kernel,
// which the kernel pipelines inline again (stitch-inline-gpu-kernels) and
// the tensor pipelines reject.
// KERNELS-LABEL: func.func @launch_func
// KERNELS: gpu.launch_func @kernels::@k
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%a: memref<4xf32>) kernel {
      gpu.return
    }
  }
  func.func @launch_func(%a: memref<4xf32>) {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{stitch-compile-cpu compiles tensor programs (TOSA or linalg on tensors), but 'gpu.launch_func' belongs to a GPU-style kernel}}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%a : memref<4xf32>)
    return
  }
}
