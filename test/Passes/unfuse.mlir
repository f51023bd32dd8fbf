// stitch-unfuse inlines every stitch.kernel: region arguments become the
// operands, body ops move before the kernel, results become the yielded
// values. Runs on func.func and on the module (any anchor).
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-unfuse))' | FileCheck %s
// RUN: stitch-opt %s --stitch-unfuse | FileCheck %s
// Nothing named stitch.kernel or stitch.yield survives, and the result
// verifies and round-trips.
// RUN: stitch-opt %s --stitch-unfuse | stitch-opt | FileCheck %s --check-prefix=NOKERNEL
// NOKERNEL-NOT: stitch.kernel
// NOKERNEL-NOT: stitch.yield
// Negative: anchored on a kernel, the pass inlines the kernels nested in it
// but keeps the anchor (a pass may not erase the op it runs on).
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch.kernel(stitch-unfuse)))' | FileCheck %s --check-prefix=ANCHOR
// ANCHOR-LABEL: func.func @nested
// ANCHOR-NEXT: %[[R:.*]]:2 = stitch.kernel stitch (%[[X:.*]] = %arg0 : tensor<4xf32>)
// ANCHOR-NEXT: %[[E:.*]] = math.exp %[[X]]
// ANCHOR-NEXT: %[[S:.*]] = arith.addf %[[E]], %[[X]]
// ANCHOR-NEXT: %[[T:.*]] = math.tanh %[[S]]
// ANCHOR-NEXT: stitch.yield %[[T]], %[[E]]
// ANCHOR-NEXT: }
// ANCHOR-NEXT: return %[[R]]#0, %[[R]]#1

// CHECK-LABEL: func.func @loop_kernel
// CHECK-SAME: (%[[A:.*]]: tensor<4xf32>, %[[B:.*]]: tensor<4xf32>)
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[A]], %[[B]] : tensor<4xf32>
// CHECK-NEXT: %[[M:.*]] = arith.mulf %[[S]], %[[A]] : tensor<4xf32>
// CHECK-NEXT: return %[[M]]
func.func @loop_kernel(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %r = stitch.kernel loop (%x = %a : tensor<4xf32>, %y = %b : tensor<4xf32>) -> tensor<4xf32> plan {bytes_saved = 16 : i64} {
    %s = arith.addf %x, %y : tensor<4xf32>
    %m = arith.mulf %s, %x : tensor<4xf32>
    stitch.yield %m : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// A reduction kernel with linalg ops (regions inside the body move along),
// and a constant defined inside the kernel (kernels are isolated, so
// constants are cloned in).
// CHECK-LABEL: func.func @reduction_kernel
// CHECK-SAME: (%[[A:.*]]: tensor<8x16xf32>)
// CHECK-NEXT: %[[Z:.*]] = arith.constant 0.0
// CHECK-NEXT: %[[E:.*]] = tensor.empty() : tensor<8xf32>
// CHECK-NEXT: %[[F:.*]] = linalg.fill ins(%[[Z]] : f32) outs(%[[E]] : tensor<8xf32>)
// CHECK-NEXT: %[[R:.*]] = linalg.reduce ins(%[[A]] : tensor<8x16xf32>) outs(%[[F]] : tensor<8xf32>)
// CHECK: return %[[R]]
func.func @reduction_kernel(%a: tensor<8x16xf32>) -> tensor<8xf32> {
  %r = stitch.kernel reduction (%x = %a : tensor<8x16xf32>) -> tensor<8xf32> {
    %zero = arith.constant 0.0 : f32
    %e = tensor.empty() : tensor<8xf32>
    %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
    %s = linalg.reduce ins(%x : tensor<8x16xf32>) outs(%f : tensor<8xf32>) dimensions = [1]
      (%in: f32, %acc: f32) {
        %t = arith.addf %in, %acc : f32
        linalg.yield %t : f32
      }
    stitch.yield %s : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}

// Multi-result stitch kernel; the results are used in swapped order and one
// result is the kernel argument itself (pass-through): its uses go straight
// to the operand.
// CHECK-LABEL: func.func @multi_result
// CHECK-SAME: (%[[A:.*]]: tensor<4xf32>)
// CHECK-NEXT: %[[N:.*]] = arith.negf %[[A]]
// CHECK-NEXT: %[[E:.*]] = math.exp %[[N]]
// CHECK-NEXT: return %[[E]], %[[N]], %[[A]]
func.func @multi_result(%a: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %r:3 = stitch.kernel stitch (%x = %a : tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
    %n = arith.negf %x : tensor<4xf32>
    %e = math.exp %n : tensor<4xf32>
    stitch.yield %n, %e, %x : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
  }
  return %r#1, %r#0, %r#2 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// One operand passed twice, bound to two region arguments.
// CHECK-LABEL: func.func @same_operand_twice
// CHECK-SAME: (%[[A:.*]]: tensor<4xf32>)
// CHECK-NEXT: %[[P:.*]] = arith.mulf %[[A]], %[[A]]
// CHECK-NEXT: return %[[P]]
func.func @same_operand_twice(%a: tensor<4xf32>) -> tensor<4xf32> {
  %r = stitch.kernel packed (%x = %a : tensor<4xf32>, %y = %a : tensor<4xf32>) -> tensor<4xf32> {
    %p = arith.mulf %x, %y : tensor<4xf32>
    stitch.yield %p : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// gemm_epilogue: matmul + bias; ops before and after the kernel keep their
// places around the inlined body.
// CHECK-LABEL: func.func @gemm_epilogue
// CHECK: %[[PRE:.*]] = arith.addf %arg2, %arg2
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0.0
// CHECK-NEXT: %[[E:.*]] = tensor.empty() : tensor<4x4xf32>
// CHECK-NEXT: %[[F:.*]] = linalg.fill
// CHECK-NEXT: %[[MM:.*]] = linalg.matmul ins(%arg0, %arg1 : {{.*}}) outs(%[[F]] :
// CHECK-NEXT: %[[BI:.*]] = arith.addf %[[MM]], %[[PRE]]
// CHECK-NEXT: %[[POST:.*]] = arith.mulf %[[BI]], %[[BI]]
// CHECK-NEXT: return %[[POST]]
func.func @gemm_epilogue(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>, %bias: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %pre = arith.addf %bias, %bias : tensor<4x4xf32>
  %r = stitch.kernel gemm_epilogue (%x = %a : tensor<4x8xf32>, %y = %b : tensor<8x4xf32>, %z = %pre : tensor<4x4xf32>) -> tensor<4x4xf32> {
    %c0 = arith.constant 0.0 : f32
    %e = tensor.empty() : tensor<4x4xf32>
    %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
    %mm = linalg.matmul ins(%x, %y : tensor<4x8xf32>, tensor<8x4xf32>) outs(%f : tensor<4x4xf32>) -> tensor<4x4xf32>
    %bi = arith.addf %mm, %z : tensor<4x4xf32>
    stitch.yield %bi : tensor<4x4xf32>
  }
  %post = arith.mulf %r, %r : tensor<4x4xf32>
  return %post : tensor<4x4xf32>
}

// Empty kernels: no operands, no results, nothing but the terminator; and a
// kernel whose result is just its argument. Both vanish.
// CHECK-LABEL: func.func @empty_kernels
// CHECK-SAME: (%[[A:.*]]: tensor<4xf32>)
// CHECK-NEXT: return %[[A]]
func.func @empty_kernels(%a: tensor<4xf32>) -> tensor<4xf32> {
  stitch.kernel opaque () {
    stitch.yield
  }
  %r = stitch.kernel opaque (%x = %a : tensor<4xf32>) -> tensor<4xf32> {
    stitch.yield %x : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// Memref kernel without results: the side effects move out in order.
// CHECK-LABEL: func.func @memref_kernel
// CHECK-SAME: (%[[M:.*]]: memref<4xf32>)
// CHECK-NEXT: %[[I:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[F:.*]] = arith.constant 1.0
// CHECK-NEXT: memref.store %[[F]], %[[M]][%[[I]]]
// CHECK-NEXT: return
func.func @memref_kernel(%m: memref<4xf32>) {
  stitch.kernel loop (%x = %m : memref<4xf32>) {
    %c0 = arith.constant 0 : index
    %f = arith.constant 1.0 : f32
    memref.store %f, %x[%c0] : memref<4xf32>
    stitch.yield
  }
  return
}

// Nested kernels: the inner one is inlined into the outer body, which then
// moves out; arguments resolve through both levels to the function argument.
// CHECK-LABEL: func.func @nested
// CHECK-SAME: (%[[A:.*]]: tensor<4xf32>)
// CHECK-NEXT: %[[E:.*]] = math.exp %[[A]]
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[E]], %[[A]]
// CHECK-NEXT: %[[T:.*]] = math.tanh %[[S]]
// CHECK-NEXT: return %[[T]], %[[E]]
func.func @nested(%a: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %r:2 = stitch.kernel stitch (%x = %a : tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
    %i:2 = stitch.kernel loop (%y = %x : tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
      %e = math.exp %y : tensor<4xf32>
      %s = arith.addf %e, %y : tensor<4xf32>
      stitch.yield %s, %e : tensor<4xf32>, tensor<4xf32>
    }
    %t = math.tanh %i#0 : tensor<4xf32>
    stitch.yield %t, %i#1 : tensor<4xf32>, tensor<4xf32>
  }
  return %r#0, %r#1 : tensor<4xf32>, tensor<4xf32>
}

// A kernel inside another op's region (scf.for body) is inlined in place.
// CHECK-LABEL: func.func @kernel_in_loop
// CHECK: scf.for
// CHECK-NEXT: %[[N:.*]] = arith.addf %{{.*}}, %{{.*}} : tensor<4xf32>
// CHECK-NEXT: scf.yield %[[N]]
func.func @kernel_in_loop(%a: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> tensor<4xf32> {
    %k = stitch.kernel loop (%x = %acc : tensor<4xf32>, %y = %a : tensor<4xf32>) -> tensor<4xf32> {
      %s = arith.addf %x, %y : tensor<4xf32>
      stitch.yield %s : tensor<4xf32>
    }
    scf.yield %k : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// Negative: IR without kernels is left exactly as it is; in particular ops
// with regions that are not stitch.kernel (linalg.generic, scf.execute_region)
// are not inlined.
// CHECK-LABEL: func.func @no_kernels
// CHECK-NEXT: %[[R:.*]] = scf.execute_region -> tensor<4xf32> {
// CHECK-NEXT: %[[G:.*]] = linalg.generic
// CHECK: scf.yield %[[G]]
// CHECK: return %[[R]]
func.func @no_kernels(%a: tensor<4xf32>) -> tensor<4xf32> {
  %r = scf.execute_region -> tensor<4xf32> {
    %g = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
                         iterator_types = ["parallel"]}
        ins(%a : tensor<4xf32>) outs(%a : tensor<4xf32>) {
      ^bb0(%in: f32, %out: f32):
        %s = arith.addf %in, %in : f32
        linalg.yield %s : f32
    } -> tensor<4xf32>
    scf.yield %g : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
