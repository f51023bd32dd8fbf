// Fusion of what real front ends emit: TOSA lowered by upstream
// tosa-to-linalg (broadcasts as (d0, d1) -> (0, d1) / (d0, 0) / (0, 0) maps,
// keepdim reductions as linalg.reduce + expand_shape to Nx1) and torch-mlir
// style linalg (keepdim reduction outputs (d0, d1) -> (d0, 0)). Launch
// counts from stitch-fusion-report:
//  * through stitch-frontend (upstream tosa-to-*, generalization, unit-dim
//    folding, canonicalize), as stitch-compile-cpu/gpu run it;
//  * straight from upstream tosa-to-linalg, unit dims not folded: the
//    planner itself takes pinned unit dims (FusionClassify.h).
// Each block is one kernel: bias+GELU (loop), softmax and
// LayerNorm(x + softmax(x)) and the torch-style LayerNorm (stitch).
//
// RUN: stitch-opt %s --pass-pipeline='builtin.module(stitch-frontend,func.func(stitch-fuse{target=cpu}),stitch-fusion-report)' -o /dev/null | FileCheck %s --check-prefixes=CHECK,FRONT
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor),canonicalize,func.func(stitch-fuse{target=cpu}),stitch-fusion-report)' -o /dev/null | FileCheck %s --check-prefixes=CHECK,UPSTREAM
// The GPU preset plans the same kernels.
// RUN: stitch-opt %s --pass-pipeline='builtin.module(stitch-frontend,func.func(stitch-fuse{target=gpu}),stitch-fusion-report)' -o /dev/null | FileCheck %s --check-prefixes=CHECK,FRONT
// Unfused, upstream's forms need the launches the comments count.
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor),canonicalize,stitch-fusion-report)' -o /dev/null | FileCheck %s --check-prefix=BEFORE
// The kernels keep the pinned maps (no unit-dim folding in this path).
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor),canonicalize,func.func(stitch-fuse{target=cpu}))' | FileCheck %s --check-prefix=IR

// BEFORE-LABEL: "name": "bias_gelu"
// BEFORE: "launches_before": 10, "launches_after": 10
// BEFORE-LABEL: "name": "softmax"
// BEFORE: "launches_before": 8, "launches_after": 8
// BEFORE-LABEL: "name": "ln_softmax"
// BEFORE: "launches_before": 22, "launches_after": 22
// BEFORE-LABEL: "name": "torch_layernorm"
// BEFORE: "launches_before": 8, "launches_after": 8

// IR-DAG: #[[BIAS:.*]] = affine_map<(d0, d1) -> (0, d1)>
// IR-DAG: #[[ONE:.*]] = affine_map<(d0, d1) -> (0, 0)>
// IR-DAG: #[[ROW:.*]] = affine_map<(d0, d1) -> (d0, 0)>
// IR-LABEL: func.func @bias_gelu
// IR: stitch.kernel loop
// IR: indexing_maps = [#{{[a-z0-9]+}}, #[[BIAS]], #
// IR: indexing_maps = [#{{[a-z0-9]+}}, #[[ONE]], #
// IR-LABEL: func.func @softmax
// IR: stitch.kernel stitch
// IR: indexing_maps = [#{{[a-z0-9]+}}, #[[ROW]], #
// IR-LABEL: func.func @torch_layernorm
// IR: stitch.kernel stitch
// IR: indexing_maps = [#{{[a-z0-9]+}}, #[[ROW]]], iterator_types = ["parallel", "reduction"]

// CHECK-LABEL: "name": "bias_gelu"
// CHECK: "kind": "loop"
// CHECK-NOT: "kind"
// CHECK: "outside": {"compute_ops": []
// CHECK-NEXT: "launches_after": 1,

func.func @bias_gelu(%x: tensor<64x256xf32>, %b: tensor<1x256xf32>) -> (tensor<64x256xf32>) {
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %half = "tosa.const"() <{values = dense<0.5> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
  %one = "tosa.const"() <{values = dense<1.0> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
  %c0 = "tosa.const"() <{values = dense<0.7978845608> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
  %c1 = "tosa.const"() <{values = dense<0.044715> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
  %h = tosa.add %x, %b : (tensor<64x256xf32>, tensor<1x256xf32>) -> tensor<64x256xf32>
  %h2 = tosa.mul %h, %h, %shift : (tensor<64x256xf32>, tensor<64x256xf32>, tensor<1xi8>) -> tensor<64x256xf32>
  %h3 = tosa.mul %h2, %h, %shift : (tensor<64x256xf32>, tensor<64x256xf32>, tensor<1xi8>) -> tensor<64x256xf32>
  %t0 = tosa.mul %h3, %c1, %shift : (tensor<64x256xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<64x256xf32>
  %t1 = tosa.add %h, %t0 : (tensor<64x256xf32>, tensor<64x256xf32>) -> tensor<64x256xf32>
  %t2 = tosa.mul %t1, %c0, %shift : (tensor<64x256xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<64x256xf32>
  %t3 = tosa.tanh %t2 : (tensor<64x256xf32>) -> tensor<64x256xf32>
  %t4 = tosa.add %t3, %one : (tensor<64x256xf32>, tensor<1x1xf32>) -> tensor<64x256xf32>
  %t5 = tosa.mul %h, %half, %shift : (tensor<64x256xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<64x256xf32>
  %y = tosa.mul %t5, %t4, %shift : (tensor<64x256xf32>, tensor<64x256xf32>, tensor<1xi8>) -> tensor<64x256xf32>
  return %y : tensor<64x256xf32>
}


// CHECK-LABEL: "name": "softmax"
// CHECK: "kind": "stitch"
// CHECK-NOT: "kind"
// CHECK: "outside": {"compute_ops": []
// CHECK-NEXT: "launches_after": 1,

func.func @softmax(%x: tensor<64x128xf32>) -> (tensor<64x128xf32>) {
  %m = tosa.reduce_max %x {axis = 1 : i32} : (tensor<64x128xf32>) -> tensor<64x1xf32>
  %d = tosa.sub %x, %m : (tensor<64x128xf32>, tensor<64x1xf32>) -> tensor<64x128xf32>
  %e = tosa.exp %d : (tensor<64x128xf32>) -> tensor<64x128xf32>
  %s = tosa.reduce_sum %e {axis = 1 : i32} : (tensor<64x128xf32>) -> tensor<64x1xf32>
  %r = tosa.reciprocal %s : (tensor<64x1xf32>) -> tensor<64x1xf32>
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %y = tosa.mul %e, %r, %shift : (tensor<64x128xf32>, tensor<64x1xf32>, tensor<1xi8>) -> tensor<64x128xf32>
  return %y : tensor<64x128xf32>
}


// LayerNorm(x + softmax(x)): 22 upstream ops, one kernel.
// CHECK-LABEL: "name": "ln_softmax"
// CHECK: "kind": "stitch"
// CHECK-NOT: "kind"
// CHECK: "outside": {"compute_ops": []
// UPSTREAM-NEXT: "launches_before": 22, "launches_after": 1,
// FRONT-NEXT: "launches_after": 1,

func.func @ln_softmax(%x: tensor<64x128xf32>, %g: tensor<1x128xf32>, %b: tensor<1x128xf32>) -> (tensor<64x128xf32>) {
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %m = tosa.reduce_max %x {axis = 1 : i32} : (tensor<64x128xf32>) -> tensor<64x1xf32>
  %d = tosa.sub %x, %m : (tensor<64x128xf32>, tensor<64x1xf32>) -> tensor<64x128xf32>
  %e = tosa.exp %d : (tensor<64x128xf32>) -> tensor<64x128xf32>
  %s = tosa.reduce_sum %e {axis = 1 : i32} : (tensor<64x128xf32>) -> tensor<64x1xf32>
  %r = tosa.reciprocal %s : (tensor<64x1xf32>) -> tensor<64x1xf32>
  %sm = tosa.mul %e, %r, %shift : (tensor<64x128xf32>, tensor<64x1xf32>, tensor<1xi8>) -> tensor<64x128xf32>
  %h = tosa.add %x, %sm : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
  %inv_n = "tosa.const"() <{values = dense<0.0078125> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
  %eps = "tosa.const"() <{values = dense<1.0e-5> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
  %sum = tosa.reduce_sum %h {axis = 1 : i32} : (tensor<64x128xf32>) -> tensor<64x1xf32>
  %mean = tosa.mul %sum, %inv_n, %shift : (tensor<64x1xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<64x1xf32>
  %c = tosa.sub %h, %mean : (tensor<64x128xf32>, tensor<64x1xf32>) -> tensor<64x128xf32>
  %sq = tosa.mul %c, %c, %shift : (tensor<64x128xf32>, tensor<64x128xf32>, tensor<1xi8>) -> tensor<64x128xf32>
  %vs = tosa.reduce_sum %sq {axis = 1 : i32} : (tensor<64x128xf32>) -> tensor<64x1xf32>
  %var = tosa.mul %vs, %inv_n, %shift : (tensor<64x1xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<64x1xf32>
  %ve = tosa.add %var, %eps : (tensor<64x1xf32>, tensor<1x1xf32>) -> tensor<64x1xf32>
  %rs = tosa.rsqrt %ve : (tensor<64x1xf32>) -> tensor<64x1xf32>
  %n = tosa.mul %c, %rs, %shift : (tensor<64x128xf32>, tensor<64x1xf32>, tensor<1xi8>) -> tensor<64x128xf32>
  %ng = tosa.mul %n, %g, %shift : (tensor<64x128xf32>, tensor<1x128xf32>, tensor<1xi8>) -> tensor<64x128xf32>
  %y = tosa.add %ng, %b : (tensor<64x128xf32>, tensor<1x128xf32>) -> tensor<64x128xf32>
  return %y : tensor<64x128xf32>
}


// torch-mlir style LayerNorm: keepdim sums into tensor<64x1xf32> through
// (d0, d1) -> (d0, 0) outputs, read back through the same map.
// CHECK-LABEL: "name": "torch_layernorm"
// CHECK: "kind": "stitch"
// CHECK-NOT: "kind"
// CHECK: "outside": {"compute_ops": []
// CHECK-NEXT: "launches_before": 8, "launches_after": 1,

#id = affine_map<(d0, d1) -> (d0, d1)>
#kd = affine_map<(d0, d1) -> (d0, 0)>
#col = affine_map<(d0, d1) -> (d1)>
func.func @torch_layernorm(%x: tensor<64x128xf32>, %g: tensor<128xf32>, %b: tensor<128xf32>) -> (tensor<64x128xf32>) {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<64x1xf32>
  %z1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<64x1xf32>) -> tensor<64x1xf32>
  %sum = linalg.generic {indexing_maps = [#id, #kd], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<64x128xf32>) outs(%z1 : tensor<64x1xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<64x1xf32>
  %mean = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%sum : tensor<64x1xf32>) outs(%e1 : tensor<64x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %n = arith.constant 128.0 : f32
    %r = arith.divf %a, %n : f32
    linalg.yield %r : f32
  } -> tensor<64x1xf32>
  %e2 = tensor.empty() : tensor<64x128xf32>
  %c = linalg.generic {indexing_maps = [#id, #kd, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %mean : tensor<64x128xf32>, tensor<64x1xf32>) outs(%e2 : tensor<64x128xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %r = arith.subf %a, %m : f32
    linalg.yield %r : f32
  } -> tensor<64x128xf32>
  %sq = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%c : tensor<64x128xf32>) outs(%e2 : tensor<64x128xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.mulf %a, %a : f32
    linalg.yield %r : f32
  } -> tensor<64x128xf32>
  %vs = linalg.generic {indexing_maps = [#id, #kd], iterator_types = ["parallel", "reduction"]} ins(%sq : tensor<64x128xf32>) outs(%z1 : tensor<64x1xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<64x1xf32>
  %rstd = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%vs : tensor<64x1xf32>) outs(%e1 : tensor<64x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %n = arith.constant 128.0 : f32
    %eps = arith.constant 1.0e-5 : f32
    %v = arith.divf %a, %n : f32
    %ve = arith.addf %v, %eps : f32
    %r = math.rsqrt %ve : f32
    linalg.yield %r : f32
  } -> tensor<64x1xf32>
  %y = linalg.generic {indexing_maps = [#id, #kd, #col, #col, #id], iterator_types = ["parallel", "parallel"]} ins(%c, %rstd, %g, %b : tensor<64x128xf32>, tensor<64x1xf32>, tensor<128xf32>, tensor<128xf32>) outs(%e2 : tensor<64x128xf32>) {
  ^bb0(%a: f32, %s: f32, %gg: f32, %bb: f32, %o: f32):
    %n = arith.mulf %a, %s : f32
    %m = arith.mulf %n, %gg : f32
    %r = arith.addf %m, %bb : f32
    linalg.yield %r : f32
  } -> tensor<64x128xf32>
  return %y : tensor<64x128xf32>
}

// A dynamic batch (tensor<?x128xf32>): the bias add and tanh fuse as with
// a static one (docs/fusion-dynamic.md).
// CHECK-LABEL: "name": "dynamic_batch"
// CHECK: "kind": "loop"
// CHECK-NOT: "kind"
// CHECK: "outside": {"compute_ops": []
// CHECK-NEXT: "launches_after": 1,
func.func @dynamic_batch(%x: tensor<?x128xf32>, %b: tensor<1x128xf32>) -> tensor<?x128xf32> {
  %h = tosa.add %x, %b : (tensor<?x128xf32>, tensor<1x128xf32>) -> tensor<?x128xf32>
  %y = tosa.tanh %h : (tensor<?x128xf32>) -> tensor<?x128xf32>
  return %y : tensor<?x128xf32>
}
