// RUN: stitch-opt %s --pass-pipeline='builtin.module(gpu.module(stitch-gpu-remf-to-libdevice))' --verify-each | FileCheck %s

// Scalar f32 and f64 remainders in a kernel become libdevice calls, one
// declaration per function however many uses.
// CHECK-LABEL: gpu.module @scalar
// CHECK-DAG:   func.func private @__nv_fmod(f64, f64) -> f64
// CHECK-DAG:   func.func private @__nv_fmodf(f32, f32) -> f32
// CHECK:       gpu.func @k
// CHECK:         %[[A:.*]] = func.call @__nv_fmodf(%arg0, %arg1) : (f32, f32) -> f32
// CHECK:         %[[B:.*]] = func.call @__nv_fmodf(%[[A]], %arg1) : (f32, f32) -> f32
// CHECK:         func.call @__nv_fmod(%arg2, %arg3) : (f64, f64) -> f64
// CHECK-NOT:     arith.remf
// CHECK:         gpu.return
gpu.module @scalar {
  gpu.func @k(%a: f32, %b: f32, %c: f64, %d: f64, %o: memref<2xf32>, %p: memref<f64>) kernel {
    %c0 = arith.constant 0 : index
    %r = arith.remf %a, %b : f32
    %s = arith.remf %r, %b : f32
    %t = arith.remf %c, %d : f64
    memref.store %s, %o[%c0] : memref<2xf32>
    memref.store %t, %p[] : memref<f64>
    gpu.return
  }
}

// A declaration the module already has is reused, not duplicated.
// CHECK-LABEL: gpu.module @declared
// CHECK-COUNT-1: func.func private @__nv_fmodf
// CHECK-NOT:   func.func private @__nv_fmodf
// CHECK:       func.call @__nv_fmodf
gpu.module @declared {
  func.func private @__nv_fmodf(f32, f32) -> f32
  gpu.func @k(%a: f32, %o: memref<f32>) kernel {
    %r = arith.remf %a, %a : f32
    memref.store %r, %o[] : memref<f32>
    gpu.return
  }
}

// Not rewritten: vector remainders (no libdevice vector fmod; Stitch's
// kernels are scalar), f16 (no __nv_ f16 fmod), integer remainders.
// CHECK-LABEL: gpu.module @kept
// CHECK-NOT:   func.func private
// CHECK:       arith.remf %{{.*}} : vector<4xf32>
// CHECK:       arith.remf %{{.*}} : f16
// CHECK:       arith.remsi
gpu.module @kept {
  gpu.func @k(%v: vector<4xf32>, %h: f16, %i: i32, %o: memref<vector<4xf32>>, %q: memref<f16>, %j: memref<i32>) kernel {
    %r = arith.remf %v, %v : vector<4xf32>
    %s = arith.remf %h, %h : f16
    %t = arith.remsi %i, %i : i32
    memref.store %r, %o[] : memref<vector<4xf32>>
    memref.store %s, %q[] : memref<f16>
    memref.store %t, %j[] : memref<i32>
    gpu.return
  }
}

// Host code is not a GPU module: its remainders stay arith.remf (the CPU
// lowering handles llvm.frem).
// CHECK-LABEL: func.func @host
// CHECK:       arith.remf
func.func @host(%a: f32) -> f32 {
  %r = arith.remf %a, %a : f32
  return %r : f32
}
