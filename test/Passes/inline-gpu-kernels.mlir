// stitch-inline-gpu-kernels: each gpu.launch_func becomes a gpu.launch
// holding a copy of the outlined kernel's body (the inverse of upstream
// gpu-kernel-outlining). Execution: test/Execution/launch-func-input.test.
// RUN: stitch-opt %s --split-input-file --verify-diagnostics --stitch-inline-gpu-kernels | FileCheck %s

// The launch's sizes, dynamic shared memory and arguments; workgroup and
// private attributions stay attributions (in that order, after the twelve
// coordinates); gpu.return becomes gpu.terminator; the kernel launched
// twice (once in a host loop) is copied twice; the gpu.module and the
// container attribute go.
// CHECK-LABEL: module {
// CHECK-NOT: gpu.module
// CHECK-LABEL: func.func @host(
// CHECK-SAME: %[[A:[^:]*]]: memref<64xf32>, %[[N:[^:]*]]: index, %[[BYTES:[^:]*]]: i32)
// CHECK: %[[C2:.*]] = arith.constant 2 : index
// CHECK: %[[C1:.*]] = arith.constant 1 : index
// CHECK: gpu.launch blocks({{.*}}) in ({{.*}} = %[[C2]], {{.*}} = %[[C1]], {{.*}} = %[[C1]]) threads({{.*}}) in ({{.*}} = %[[N]], {{.*}} = %[[C1]], {{.*}} = %[[C1]]) dynamic_shared_memory_size %[[BYTES]] workgroup(%[[SH:.*]] : memref<32xf32, #gpu.address_space<workgroup>>) private(%[[P:.*]] : memref<1xf32, #gpu.address_space<private>>) {
// CHECK-NEXT: arith.constant 0 : index
// CHECK-NEXT: %[[T:.*]] = gpu.thread_id x
// CHECK-NEXT: %[[V:.*]] = memref.load %[[A]][%[[T]]]
// CHECK-NEXT: memref.store %[[V]], %[[SH]][%[[T]]]
// CHECK-NEXT: memref.store %[[V]], %[[P]]
// CHECK-NEXT: gpu.barrier
// CHECK: gpu.terminator
// CHECK-NOT: gpu.return
// CHECK: scf.for
// CHECK: gpu.launch blocks
// CHECK: gpu.barrier
// CHECK-NOT: gpu.launch_func
// CHECK: return
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%a: memref<64xf32>) workgroup(%sh: memref<32xf32, #gpu.address_space<workgroup>>) private(%p: memref<1xf32, #gpu.address_space<private>>) kernel {
      %c0 = arith.constant 0 : index
      %t = gpu.thread_id x
      %v = memref.load %a[%t] : memref<64xf32>
      memref.store %v, %sh[%t] : memref<32xf32, #gpu.address_space<workgroup>>
      memref.store %v, %p[%c0] : memref<1xf32, #gpu.address_space<private>>
      gpu.barrier
      gpu.return
    }
  }
  func.func @host(%a: memref<64xf32>, %n: index, %bytes: i32) {
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@k blocks in (%c2, %c1, %c1) threads in (%n, %c1, %c1) dynamic_shared_memory_size %bytes args(%a : memref<64xf32>)
    scf.for %i = %c0 to %c2 step %c1 {
      gpu.launch_func @kernels::@k blocks in (%c2, %c1, %c1) threads in (%n, %c1, %c1) args(%a : memref<64xf32>)
    }
    return
  }
}

// -----

// Device functions the kernel calls (transitively) are copied into the
// host module under their own names where the host has none of that name;
// a host function of the same name (here the same body, as outlining
// copies host functions into the gpu.module) is never taken for the device
// one: the copy gets a fresh name and the call follows. Functions no kernel
// calls are not copied.
// CHECK-LABEL: func.func @host_and_device(
// CHECK-LABEL: func.func @twice(
// CHECK: call @once
// CHECK-LABEL: func.func @once(
// CHECK-LABEL: func.func @host_and_device_kernels_1(
// CHECK-NOT: func.func @unused
// CHECK: func.call @twice
// CHECK: func.call @host_and_device_kernels_1
module attributes {gpu.container_module} {
  func.func @host_and_device(%x: f32) -> f32 {
    %y = arith.mulf %x, %x : f32
    return %y : f32
  }
  gpu.module @kernels {
    func.func @twice(%x: f32) -> f32 {
      %y = func.call @once(%x) : (f32) -> f32
      %z = func.call @once(%y) : (f32) -> f32
      return %z : f32
    }
    func.func @host_and_device(%x: f32) -> f32 {
      %y = arith.mulf %x, %x : f32
      return %y : f32
    }
    func.func @once(%x: f32) -> f32 {
      %y = arith.addf %x, %x : f32
      return %y : f32
    }
    func.func @unused(%x: f32) -> f32 {
      return %x : f32
    }
    gpu.func @k(%a: memref<4xf32>) kernel {
      %t = gpu.thread_id x
      %v = memref.load %a[%t] : memref<4xf32>
      %w = func.call @twice(%v) : (f32) -> f32
      %u = func.call @host_and_device(%w) : (f32) -> f32
      memref.store %u, %a[%t] : memref<4xf32>
      gpu.return
    }
  }
  func.func @launch(%a: memref<4xf32>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c4, %c1, %c1) args(%a : memref<4xf32>)
    return
  }
}

// -----

// No launch_func: nothing changes, an unused gpu.module included.
// CHECK-LABEL: module attributes {gpu.container_module}
// CHECK: gpu.module @unused
module attributes {gpu.container_module} {
  gpu.module @unused {
    gpu.func @k() kernel {
      gpu.return
    }
  }
}

// -----

// A device function with the name of another host function, calling a
// device function that also has a host namesake (review 18c: the copied
// kernel ran the host's @g and @tab): both are copied under fresh names and
// every reference inside the copies follows, also the global's.
// CHECK-LABEL: memref.global "private" constant @tab : memref<2xf32> = dense<[1.000000e+02, 2.000000e+02]>
// CHECK-LABEL: func.func @g(
// CHECK: arith.constant 1.000000e+02
// CHECK-LABEL: func.func @f(
// CHECK-LABEL: func.func @f_kernels_1(
// CHECK: call @g_kernels_1
// CHECK: memref.get_global @tab_kernels_1
// CHECK-LABEL: func.func @g_kernels_1(
// CHECK: arith.negf
// CHECK-LABEL: memref.global "private" constant @tab_kernels_1 : memref<2xf32> = dense<[1.000000e+00, 2.000000e+00]>
// CHECK-LABEL: func.func @launch(
// CHECK: func.call @f_kernels_1
module attributes {gpu.container_module} {
  memref.global "private" constant @tab : memref<2xf32> = dense<[100.0, 200.0]>
  func.func @g(%x: f32) -> f32 {
    %c = arith.constant 100.0 : f32
    %y = arith.addf %x, %c : f32
    return %y : f32
  }
  func.func @f(%x: f32) -> f32 {
    %y = func.call @g(%x) : (f32) -> f32
    return %y : f32
  }
  gpu.module @kernels {
    memref.global "private" constant @tab : memref<2xf32> = dense<[1.0, 2.0]>
    func.func @g(%x: f32) -> f32 {
      %y = arith.negf %x : f32
      return %y : f32
    }
    func.func @f(%x: f32) -> f32 {
      %y = func.call @g(%x) : (f32) -> f32
      %t = memref.get_global @tab : memref<2xf32>
      %c0 = arith.constant 0 : index
      %v = memref.load %t[%c0] : memref<2xf32>
      %z = arith.addf %y, %v : f32
      return %z : f32
    }
    gpu.func @k(%a: memref<4xf32>) kernel {
      %t = gpu.thread_id x
      %v = memref.load %a[%t] : memref<4xf32>
      %w = func.call @f(%v) : (f32) -> f32
      memref.store %w, %a[%t] : memref<4xf32>
      gpu.return
    }
  }
  func.func @launch(%a: memref<4xf32>) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%a : memref<4xf32>)
    return
  }
}

// -----

// An async launch (gpu-async-region's output) keeps its dependencies and
// token: stitch-gpu-to-parallel runs it synchronously.
// CHECK-LABEL: func.func @launch_async(
// CHECK: %[[T0:.*]] = gpu.wait async
// CHECK: %[[T1:.*]] = gpu.launch async [%[[T0]]] blocks
// CHECK: gpu.wait [%[[T1]]]
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  func.func @launch_async() {
    %c1 = arith.constant 1 : index
    %t0 = gpu.wait async
    %t1 = gpu.launch_func async [%t0] @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    gpu.wait [%t1]
    return
  }
}

// -----

// A launch on an async object (a stream): not taken.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  func.func @launch_stream(%stream: !llvm.ptr) {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{stitch-inline-gpu-kernels: unsupported gpu.launch_func on an async object (a stream)}}
    gpu.launch_func <%stream : !llvm.ptr> @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
}

// -----

// Clusters.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  func.func @launch() {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{stitch-inline-gpu-kernels: unsupported gpu.launch_func with clusters}}
    gpu.launch_func @kernels::@k clusters in (%c1, %c1, %c1) blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
}

// -----

// An already compiled kernel (gpu.binary): its body is gone.
module attributes {gpu.container_module} {
  gpu.binary @kernels [#gpu.object<#nvvm.target, "BLOB">]
  func.func @launch() {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{stitch-inline-gpu-kernels: the kernel is already compiled (its module is a gpu.binary): give the IR from before gpu-module-to-binary}}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
}

// -----

// Every launch is checked before anything changes: both errors are
// reported, not just the first.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  func.func @launch(%stream: !llvm.ptr) {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{stitch-inline-gpu-kernels: unsupported gpu.launch_func on an async object}}
    gpu.launch_func <%stream : !llvm.ptr> @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    // expected-error @+1 {{stitch-inline-gpu-kernels: unsupported gpu.launch_func with clusters}}
    gpu.launch_func @kernels::@k clusters in (%c1, %c1, %c1) blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
}
