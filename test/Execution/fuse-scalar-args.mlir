// Scalars captured by payloads fuse: function arguments of type f32 and
// i32 (a kernel takes no scalar operands: they enter as rank-0 tensors,
// tensor.from_elements before the kernel, tensor.extract in it), a scalar
// chain computed from them (arith.sitofp: cloned into the kernel), a
// linalg.fill of the f32 argument (a direct scalar operand), index
// values (kernel operands as they are). stitch-fuse used to build a
// stitch.kernel with an f32 operand, which the verifier rejected. The fused
// program prints what the unfused upstream lowering prints, at 1 and 2
// threads, and the two generics are one kernel.
// RUN: stitch-opt %s --stitch-compile-cpu > %t.fused.mlir
// RUN: stitch-opt %s --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},func.func(convert-linalg-to-parallel-loops),buffer-deallocation-pipeline,convert-bufferization-to-memref,func.func(stitch-approximate-math),stitch-lower-to-llvm-cpu)' > %t.ref.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ref.mlir > %t.ref
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.fused.mlir > %t.fused1
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.fused.mlir > %t.fused2
// RUN: python3 %S/Inputs/fusion-compare.py %t.ref %t.fused1
// RUN: python3 %S/Inputs/fusion-compare.py %t.ref %t.fused2
// RUN: wc -l < %t.fused1 | FileCheck %s --check-prefix=COUNT
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-fuse{target=cpu}))' | FileCheck %s

// COUNT: 385
// CHECK-LABEL: func.func @f(
// CHECK-SAME: %[[X:[a-z0-9]+]]: tensor<16x24xf32>, %[[A:[a-z0-9]+]]: f32, %[[N:[a-z0-9]+]]: i32, %[[K:[a-z0-9]+]]: index
// CHECK-DAG: %[[TA:.*]] = tensor.from_elements %[[A]] : tensor<f32>
// CHECK-DAG: %[[TN:.*]] = tensor.from_elements %[[N]] : tensor<i32>
// CHECK: stitch.kernel loop
// CHECK-SAME: %[[K]] : index
// CHECK: tensor.extract %{{.*}}[] : tensor<f32>
// CHECK: tensor.extract %{{.*}}[] : tensor<i32>
// CHECK: arith.sitofp
// CHECK: linalg.generic
// CHECK: linalg.generic
// CHECK: stitch.yield
// CHECK-NOT: linalg.generic
// CHECK: return

#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @f(%x: tensor<16x24xf32>, %alpha: f32, %n: i32, %k: index) -> tensor<16x24xf32> {
  %e = tensor.empty() : tensor<16x24xf32>
  %nf = arith.sitofp %n : i32 to f32
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<16x24xf32>) outs(%e : tensor<16x24xf32>) {
  ^bb0(%v: f32, %o: f32):
    %j = linalg.index 1 : index
    %shift = arith.addi %j, %k : index
    %si = arith.index_cast %shift : index to i32
    %sf = arith.sitofp %si : i32 to f32
    %m = arith.mulf %v, %alpha : f32
    %r = arith.addf %m, %nf : f32
    %q = arith.addf %r, %sf : f32
    linalg.yield %q : f32
  } -> tensor<16x24xf32>
  %fill = linalg.fill ins(%alpha : f32) outs(%e : tensor<16x24xf32>) -> tensor<16x24xf32>
  %b = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%a, %fill : tensor<16x24xf32>, tensor<16x24xf32>) outs(%e : tensor<16x24xf32>) {
  ^bb0(%v: f32, %w: f32, %o: f32):
    %s0 = arith.mulf %v, %alpha : f32
    %s = arith.addf %s0, %w : f32
    %t = math.tanh %s : f32
    linalg.yield %t : f32
  } -> tensor<16x24xf32>
  return %b : tensor<16x24xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c24 = arith.constant 24 : index
  %e = tensor.empty() : tensor<16x24xf32>
  %x = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<16x24xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %l = arith.muli %i, %c24 : index
    %m = arith.addi %l, %j : index
    %c23 = arith.constant 23 : index
    %r = arith.remui %m, %c23 : index
    %ri = arith.index_cast %r : index to i32
    %f = arith.sitofp %ri : i32 to f32
    %c8 = arith.constant 0.125 : f32
    %v = arith.mulf %f, %c8 : f32
    linalg.yield %v : f32
  } -> tensor<16x24xf32>
  %alpha = arith.constant -0.375 : f32
  %n = arith.constant 3 : i32
  %k = arith.constant 5 : index
  %r = func.call @f(%x, %alpha, %n, %k) : (tensor<16x24xf32>, f32, i32, index) -> tensor<16x24xf32>
  scf.for %i = %c0 to %c16 step %c1 {
    scf.for %j = %c0 to %c24 step %c1 {
      %v = tensor.extract %r[%i, %j] : tensor<16x24xf32>
      vector.print %v : f32
    }
  }
  %last = tensor.extract %r[%c0, %c0] : tensor<16x24xf32>
  vector.print %last : f32
  return
}
