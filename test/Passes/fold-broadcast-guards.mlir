// stitch-fold-broadcast-guards: the runtime broadcast checks upstream
// tosa-to-linalg emits for dynamic dims (scf.if %dim == 1 { broadcast copy }
// else { value }) go when the copy is provably the identity under the
// condition; anything else stays. Execution: the dynamic-batch models
// (test/Models/*_dynbatch.test, batch 1 takes the then branch in the
// reference).
// RUN: stitch-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(stitch-fold-broadcast-guards))' | FileCheck %s

#b0 = affine_map<(d0, d1) -> (0, d1)>
#id = affine_map<(d0, d1) -> (d0, d1)>

// Upstream's form: %s = tensor.dim %x, 0; the copy broadcasts dim 0 into
// tensor.empty(max(%s, %s)).
// CHECK-LABEL: func.func @guard
// CHECK-NOT: scf.if
// CHECK: return %arg0
func.func @guard(%x: tensor<?x32xf32>) -> tensor<?x32xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = tensor.dim %x, %c0 : tensor<?x32xf32>
  %m = arith.maxui %s, %s : index
  %cond = arith.cmpi eq, %s, %c1 : index
  %r = scf.if %cond -> (tensor<?x32xf32>) {
    %e = tensor.empty(%m) : tensor<?x32xf32>
    %b = linalg.generic {indexing_maps = [#b0, #id], iterator_types = ["parallel", "parallel"]}
        ins(%x : tensor<?x32xf32>) outs(%e : tensor<?x32xf32>) {
    ^bb0(%in: f32, %o: f32):
      linalg.yield %in : f32
    } -> tensor<?x32xf32>
    scf.yield %b : tensor<?x32xf32>
  } else {
    scf.yield %x : tensor<?x32xf32>
  }
  return %r : tensor<?x32xf32>
}

// -----

#b0 = affine_map<(d0, d1) -> (0, d1)>
#id = affine_map<(d0, d1) -> (d0, d1)>

// After unit-dim folding: the value's size is that of the tensor.empty its
// producer wrote into, and both branches reshape it to 1x?x32 (one
// dynamic dim: the same tensor).
// CHECK-LABEL: func.func @guard_reshaped
// CHECK-NOT: scf.if
// CHECK: %[[E:.*]] = tensor.expand_shape %[[V:.*]] {{\[\[}}0, 1], [2]] output_shape [1, %arg1, 32]
// CHECK: return %[[E]]
func.func @guard_reshaped(%x: tensor<?x32xf32>, %n: index) -> tensor<1x?x32xf32> {
  %c1 = arith.constant 1 : index
  %e = tensor.empty(%n) : tensor<?x32xf32>
  %v = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<?x32xf32>) outs(%e : tensor<?x32xf32>) {
  ^bb0(%in: f32, %o: f32):
    %t = math.tanh %in : f32
    linalg.yield %t : f32
  } -> tensor<?x32xf32>
  %ev = tensor.expand_shape %v [[0, 1], [2]] output_shape [1, %n, 32] : tensor<?x32xf32> into tensor<1x?x32xf32>
  %cond = arith.cmpi eq, %n, %c1 : index
  %r = scf.if %cond -> (tensor<1x?x32xf32>) {
    %b = linalg.generic {indexing_maps = [#b0, #id], iterator_types = ["parallel", "parallel"]}
        ins(%v : tensor<?x32xf32>) outs(%e : tensor<?x32xf32>) {
    ^bb0(%in: f32, %o: f32):
      linalg.yield %in : f32
    } -> tensor<?x32xf32>
    %eb = tensor.expand_shape %b [[0, 1], [2]] output_shape [1, %n, 32] : tensor<?x32xf32> into tensor<1x?x32xf32>
    scf.yield %eb : tensor<1x?x32xf32>
  } else {
    scf.yield %ev : tensor<1x?x32xf32>
  }
  return %r : tensor<1x?x32xf32>
}

// -----

#b0 = affine_map<(d0, d1) -> (0, d1)>
#id = affine_map<(d0, d1) -> (d0, d1)>

// A real broadcast: the output's size is max(%s, %t) with %t another
// size, so under %s == 1 the copy may grow the tensor: kept.
// CHECK-LABEL: func.func @real_broadcast
// CHECK: scf.if
func.func @real_broadcast(%x: tensor<?x32xf32>, %t: index) -> tensor<?x32xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = tensor.dim %x, %c0 : tensor<?x32xf32>
  %m = arith.maxui %s, %t : index
  %cond = arith.cmpi eq, %s, %c1 : index
  %r = scf.if %cond -> (tensor<?x32xf32>) {
    %e = tensor.empty(%m) : tensor<?x32xf32>
    %b = linalg.generic {indexing_maps = [#b0, #id], iterator_types = ["parallel", "parallel"]}
        ins(%x : tensor<?x32xf32>) outs(%e : tensor<?x32xf32>) {
    ^bb0(%in: f32, %o: f32):
      linalg.yield %in : f32
    } -> tensor<?x32xf32>
    scf.yield %b : tensor<?x32xf32>
  } else {
    scf.yield %x : tensor<?x32xf32>
  }
  return %r : tensor<?x32xf32>
}

// -----

#b0 = affine_map<(d0, d1) -> (0, d1)>
#id = affine_map<(d0, d1) -> (d0, d1)>

// The condition tests another size than the broadcast dim's: kept.
// CHECK-LABEL: func.func @other_condition
// CHECK: scf.if
func.func @other_condition(%x: tensor<?x32xf32>, %t: index) -> tensor<?x32xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = tensor.dim %x, %c0 : tensor<?x32xf32>
  %cond = arith.cmpi eq, %t, %c1 : index
  %r = scf.if %cond -> (tensor<?x32xf32>) {
    %e = tensor.empty(%s) : tensor<?x32xf32>
    %b = linalg.generic {indexing_maps = [#b0, #id], iterator_types = ["parallel", "parallel"]}
        ins(%x : tensor<?x32xf32>) outs(%e : tensor<?x32xf32>) {
    ^bb0(%in: f32, %o: f32):
      linalg.yield %in : f32
    } -> tensor<?x32xf32>
    scf.yield %b : tensor<?x32xf32>
  } else {
    scf.yield %x : tensor<?x32xf32>
  }
  return %r : tensor<?x32xf32>
}

// -----

#b0 = affine_map<(d0, d1) -> (0, d1)>
#id = affine_map<(d0, d1) -> (d0, d1)>

// The then branch computes something (not a copy): kept.
// CHECK-LABEL: func.func @not_a_copy
// CHECK: scf.if
func.func @not_a_copy(%x: tensor<?x32xf32>) -> tensor<?x32xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = tensor.dim %x, %c0 : tensor<?x32xf32>
  %cond = arith.cmpi eq, %s, %c1 : index
  %r = scf.if %cond -> (tensor<?x32xf32>) {
    %e = tensor.empty(%s) : tensor<?x32xf32>
    %b = linalg.generic {indexing_maps = [#b0, #id], iterator_types = ["parallel", "parallel"]}
        ins(%x : tensor<?x32xf32>) outs(%e : tensor<?x32xf32>) {
    ^bb0(%in: f32, %o: f32):
      %n = arith.negf %in : f32
      linalg.yield %n : f32
    } -> tensor<?x32xf32>
    scf.yield %b : tensor<?x32xf32>
  } else {
    scf.yield %x : tensor<?x32xf32>
  }
  return %r : tensor<?x32xf32>
}

// -----

#b0 = affine_map<(d0, d1) -> (0, d1)>
#id = affine_map<(d0, d1) -> (d0, d1)>

// The branches yield reshapes of different tensors: kept.
// CHECK-LABEL: func.func @other_tensor
// CHECK: scf.if
func.func @other_tensor(%x: tensor<?x32xf32>, %y: tensor<?x32xf32>) -> tensor<?x32xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = tensor.dim %x, %c0 : tensor<?x32xf32>
  %cond = arith.cmpi eq, %s, %c1 : index
  %r = scf.if %cond -> (tensor<?x32xf32>) {
    %e = tensor.empty(%s) : tensor<?x32xf32>
    %b = linalg.generic {indexing_maps = [#b0, #id], iterator_types = ["parallel", "parallel"]}
        ins(%x : tensor<?x32xf32>) outs(%e : tensor<?x32xf32>) {
    ^bb0(%in: f32, %o: f32):
      linalg.yield %in : f32
    } -> tensor<?x32xf32>
    scf.yield %b : tensor<?x32xf32>
  } else {
    scf.yield %y : tensor<?x32xf32>
  }
  return %r : tensor<?x32xf32>
}

// -----

#b0 = affine_map<(d0, d1) -> (0, d1)>
#id = affine_map<(d0, d1) -> (d0, d1)>
#x256 = affine_map<()[s0] -> (s0 * 256)>

// GPT-2's first guard after the front end: the rows of a ?x8x32 batch are
// known only through size arithmetic ((dim * 256) / 32) and reshapes (the
// copy reads the collapse to ?x32, whose rows are dim * 8); the sizes
// max(%s, %r) with %r the same rows (another path, dim * 16 / 2) are equal
// too (SymbolicSize.h): folded.
// CHECK-LABEL: func.func @guard_through_reshapes
// CHECK-NOT: scf.if
// CHECK: %[[E:.*]] = tensor.expand_shape
// CHECK: return %[[E]]
func.func @guard_through_reshapes(%x: tensor<?x8x32xf32>) -> tensor<1x?x32xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %d = tensor.dim %x, %c0 : tensor<?x8x32xf32>
  %a = affine.apply #x256()[%d]
  %s = arith.divsi %a, %c32 : index
  %r16 = arith.muli %d, %c16 : index
  %r = arith.divui %r16, %c2 : index
  %m = arith.maxui %s, %r : index
  %flat = tensor.collapse_shape %x [[0, 1, 2]] : tensor<?x8x32xf32> into tensor<?xf32>
  %ev = tensor.expand_shape %flat [[0, 1, 2]] output_shape [1, %s, 32] : tensor<?xf32> into tensor<1x?x32xf32>
  %rows = tensor.collapse_shape %x [[0, 1], [2]] : tensor<?x8x32xf32> into tensor<?x32xf32>
  %cond = arith.cmpi eq, %s, %c1 : index
  %res = scf.if %cond -> (tensor<1x?x32xf32>) {
    %e = tensor.empty(%m) : tensor<?x32xf32>
    %b = linalg.generic {indexing_maps = [#b0, #id], iterator_types = ["parallel", "parallel"]}
        ins(%rows : tensor<?x32xf32>) outs(%e : tensor<?x32xf32>) {
    ^bb0(%in: f32, %o: f32):
      linalg.yield %in : f32
    } -> tensor<?x32xf32>
    %eb = tensor.expand_shape %b [[0, 1], [2]] output_shape [1, %m, 32] : tensor<?x32xf32> into tensor<1x?x32xf32>
    scf.yield %eb : tensor<1x?x32xf32>
  } else {
    scf.yield %ev : tensor<1x?x32xf32>
  }
  return %res : tensor<1x?x32xf32>
}

// -----

#b0 = affine_map<(d0, d1) -> (0, d1)>
#id = affine_map<(d0, d1) -> (d0, d1)>

// The condition's size is the batch (dim), the copy's rows are dim * 8:
// under dim == 1 the copy broadcasts one row over 8: kept.
// CHECK-LABEL: func.func @guard_other_factor
// CHECK: scf.if
func.func @guard_other_factor(%x: tensor<?x8x32xf32>) -> tensor<?x32xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %d = tensor.dim %x, %c0 : tensor<?x8x32xf32>
  %rows = tensor.collapse_shape %x [[0, 1], [2]] : tensor<?x8x32xf32> into tensor<?x32xf32>
  %n = arith.muli %d, %c8 : index
  %cond = arith.cmpi eq, %d, %c1 : index
  %res = scf.if %cond -> (tensor<?x32xf32>) {
    %e = tensor.empty(%n) : tensor<?x32xf32>
    %b = linalg.generic {indexing_maps = [#b0, #id], iterator_types = ["parallel", "parallel"]}
        ins(%rows : tensor<?x32xf32>) outs(%e : tensor<?x32xf32>) {
    ^bb0(%in: f32, %o: f32):
      linalg.yield %in : f32
    } -> tensor<?x32xf32>
    scf.yield %b : tensor<?x32xf32>
  } else {
    scf.yield %rows : tensor<?x32xf32>
  }
  return %res : tensor<?x32xf32>
}

// -----

#b0 = affine_map<(d0, d1) -> (0, d1)>
#id = affine_map<(d0, d1) -> (d0, d1)>

// The condition never holds: the rows of a collapsed ?x8x32 are 8 * batch,
// never 1 (the copy would grow to max(rows, %t): not the identity, but it
// never runs). Folded to the else value.
// CHECK-LABEL: func.func @never_one
// CHECK-NOT: scf.if
// CHECK: return %collapsed
func.func @never_one(%x: tensor<?x8x32xf32>, %t: index) -> tensor<?x32xf32> {
  %c1 = arith.constant 1 : index
  %v = tensor.collapse_shape %x [[0, 1], [2]] : tensor<?x8x32xf32> into tensor<?x32xf32>
  %s = tensor.dim %v, %c1 : tensor<?x32xf32>
  %c0 = arith.constant 0 : index
  %r0 = tensor.dim %v, %c0 : tensor<?x32xf32>
  %m = arith.maxui %r0, %t : index
  %cond = arith.cmpi eq, %r0, %c1 : index
  %r = scf.if %cond -> (tensor<?x32xf32>) {
    %e = tensor.empty(%m) : tensor<?x32xf32>
    %b = linalg.generic {indexing_maps = [#b0, #id], iterator_types = ["parallel", "parallel"]}
        ins(%v : tensor<?x32xf32>) outs(%e : tensor<?x32xf32>) {
    ^bb0(%in: f32, %o: f32):
      linalg.yield %in : f32
    } -> tensor<?x32xf32>
    scf.yield %b : tensor<?x32xf32>
  } else {
    scf.yield %v : tensor<?x32xf32>
  }
  return %r : tensor<?x32xf32>
}

// -----

#b0 = affine_map<(d0, d1) -> (0, d1)>
#id = affine_map<(d0, d1) -> (d0, d1)>

// BERT's attention mask in miniature: scores %x (batch %sx) + mask %k
// (its own batch %sk), sized max(%sx, %sk), each operand guarded. The
// residual sum with %x (an unconditional linalg op over the sum and %x)
// requires max(%sx, %sk) == %sx in any valid run, so the scores' guard
// (under %sx == 1 a copy to size max = %sx = 1) is the identity: folded.
// The mask's guard is a real broadcast (%sk == 1 < %sx is valid), so it
// cannot be dropped; the sum reads it at its size max(%sx, %sk) in any
// valid run, so it becomes a clamped read: the mask at row 0 when
// %sk == 1, else at the output's row (a gather stitch-fuse fuses).
// CHECK-LABEL: func.func @equal_by_use
// CHECK: %[[SK:.*]] = tensor.dim %arg1
// CHECK: %[[C:.*]] = arith.cmpi eq, %[[SK]]
// CHECK: %[[E:.*]] = tensor.empty(%[[M:.*]]) : tensor<?x32xf32>
// CHECK: %[[G:.*]] = linalg.generic {{.*}} outs(%[[E]] : tensor<?x32xf32>)
// CHECK: %[[I:.*]] = linalg.index 0
// CHECK: %[[R:.*]] = arith.select %[[C]], %{{.*}}, %[[I]] : index
// CHECK: %[[J:.*]] = linalg.index 1
// CHECK: tensor.extract %arg1[%[[R]], %[[J]]]
// CHECK-NOT: scf.if
// CHECK: linalg.generic {{.*}} ins(%arg0, %[[G]] :
// CHECK-NOT: scf.if
// CHECK: return
func.func @equal_by_use(%x: tensor<?x32xf32>, %k: tensor<?x32xf32>) -> tensor<?x32xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %sx = tensor.dim %x, %c0 : tensor<?x32xf32>
  %sk = tensor.dim %k, %c0 : tensor<?x32xf32>
  %m = arith.maxui %sx, %sk : index
  %cx = arith.cmpi eq, %sx, %c1 : index
  %gx = scf.if %cx -> (tensor<?x32xf32>) {
    %e = tensor.empty(%m) : tensor<?x32xf32>
    %b = linalg.generic {indexing_maps = [#b0, #id], iterator_types = ["parallel", "parallel"]}
        ins(%x : tensor<?x32xf32>) outs(%e : tensor<?x32xf32>) {
    ^bb0(%in: f32, %o: f32):
      linalg.yield %in : f32
    } -> tensor<?x32xf32>
    scf.yield %b : tensor<?x32xf32>
  } else {
    scf.yield %x : tensor<?x32xf32>
  }
  %ck = arith.cmpi eq, %sk, %c1 : index
  %gk = scf.if %ck -> (tensor<?x32xf32>) {
    %e = tensor.empty(%m) : tensor<?x32xf32>
    %b = linalg.generic {indexing_maps = [#b0, #id], iterator_types = ["parallel", "parallel"]}
        ins(%k : tensor<?x32xf32>) outs(%e : tensor<?x32xf32>) {
    ^bb0(%in: f32, %o: f32):
      linalg.yield %in : f32
    } -> tensor<?x32xf32>
    scf.yield %b : tensor<?x32xf32>
  } else {
    scf.yield %k : tensor<?x32xf32>
  }
  %e = tensor.empty(%m) : tensor<?x32xf32>
  %sum = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%gx, %gk : tensor<?x32xf32>, tensor<?x32xf32>) outs(%e : tensor<?x32xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %t = arith.addf %a, %b : f32
    linalg.yield %t : f32
  } -> tensor<?x32xf32>
  %e2 = tensor.empty(%sx) : tensor<?x32xf32>
  %res = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%sum, %x : tensor<?x32xf32>, tensor<?x32xf32>) outs(%e2 : tensor<?x32xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %t = arith.addf %a, %b : f32
    linalg.yield %t : f32
  } -> tensor<?x32xf32>
  return %res : tensor<?x32xf32>
}

// -----

#b0 = affine_map<(d0, d1) -> (0, d1)>
#id = affine_map<(d0, d1) -> (d0, d1)>

// The same without the residual sum: nothing ties max(%sx, %sk) to %sx
// (either batch may be the broadcast one), so neither guard folds; the sum
// reads both at size max(%sx, %sk), so both become clamped reads.
// CHECK-LABEL: func.func @unrelated_batches
// CHECK-NOT: scf.if
// CHECK: tensor.extract %arg0
// CHECK: tensor.extract %arg1
// CHECK-NOT: scf.if
// CHECK: return
func.func @unrelated_batches(%x: tensor<?x32xf32>, %k: tensor<?x32xf32>) -> tensor<?x32xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %sx = tensor.dim %x, %c0 : tensor<?x32xf32>
  %sk = tensor.dim %k, %c0 : tensor<?x32xf32>
  %m = arith.maxui %sx, %sk : index
  %cx = arith.cmpi eq, %sx, %c1 : index
  %gx = scf.if %cx -> (tensor<?x32xf32>) {
    %e = tensor.empty(%m) : tensor<?x32xf32>
    %b = linalg.generic {indexing_maps = [#b0, #id], iterator_types = ["parallel", "parallel"]}
        ins(%x : tensor<?x32xf32>) outs(%e : tensor<?x32xf32>) {
    ^bb0(%in: f32, %o: f32):
      linalg.yield %in : f32
    } -> tensor<?x32xf32>
    scf.yield %b : tensor<?x32xf32>
  } else {
    scf.yield %x : tensor<?x32xf32>
  }
  %ck = arith.cmpi eq, %sk, %c1 : index
  %gk = scf.if %ck -> (tensor<?x32xf32>) {
    %e = tensor.empty(%m) : tensor<?x32xf32>
    %b = linalg.generic {indexing_maps = [#b0, #id], iterator_types = ["parallel", "parallel"]}
        ins(%k : tensor<?x32xf32>) outs(%e : tensor<?x32xf32>) {
    ^bb0(%in: f32, %o: f32):
      linalg.yield %in : f32
    } -> tensor<?x32xf32>
    scf.yield %b : tensor<?x32xf32>
  } else {
    scf.yield %k : tensor<?x32xf32>
  }
  %e = tensor.empty(%m) : tensor<?x32xf32>
  %sum = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%gx, %gk : tensor<?x32xf32>, tensor<?x32xf32>) outs(%e : tensor<?x32xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %t = arith.addf %a, %b : f32
    linalg.yield %t : f32
  } -> tensor<?x32xf32>
  return %sum : tensor<?x32xf32>
}

// -----

#b0 = affine_map<(d0, d1) -> (0, d1)>
#id = affine_map<(d0, d1) -> (d0, d1)>

// An op that would tie the sizes but runs only under a condition (inside
// an scf.if) proves nothing about the other runs: the guard stays.
// CHECK-LABEL: func.func @conditional_use
// CHECK: scf.if
// CHECK: scf.if
func.func @conditional_use(%x: tensor<?x32xf32>, %t: index, %p: i1) -> tensor<?x32xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %sx = tensor.dim %x, %c0 : tensor<?x32xf32>
  %m = arith.maxui %sx, %t : index
  %cx = arith.cmpi eq, %sx, %c1 : index
  %gx = scf.if %cx -> (tensor<?x32xf32>) {
    %e = tensor.empty(%m) : tensor<?x32xf32>
    %b = linalg.generic {indexing_maps = [#b0, #id], iterator_types = ["parallel", "parallel"]}
        ins(%x : tensor<?x32xf32>) outs(%e : tensor<?x32xf32>) {
    ^bb0(%in: f32, %o: f32):
      linalg.yield %in : f32
    } -> tensor<?x32xf32>
    scf.yield %b : tensor<?x32xf32>
  } else {
    scf.yield %x : tensor<?x32xf32>
  }
  %r = scf.if %p -> (tensor<?x32xf32>) {
    %e2 = tensor.empty(%sx) : tensor<?x32xf32>
    %res = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
        ins(%gx, %x : tensor<?x32xf32>, tensor<?x32xf32>) outs(%e2 : tensor<?x32xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %s = arith.addf %a, %b : f32
      linalg.yield %s : f32
    } -> tensor<?x32xf32>
    scf.yield %res : tensor<?x32xf32>
  } else {
    scf.yield %gx : tensor<?x32xf32>
  }
  return %r : tensor<?x32xf32>
}
