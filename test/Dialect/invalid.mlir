// Every verifier error of the stitch ops, through stock mlir-opt + plugin.
// RUN: %mlir-opt-plugin %s -split-input-file -verify-diagnostics

func.func @barrier_no_operands() {
  // expected-error @+1 {{expects at least one thread index}}
  stitch.barrier
  return
}

// -----

func.func @barrier_not_iv(%i: index) {
  // expected-error @+1 {{operand #0 must be an induction variable of the enclosing scf.parallel thread loop or a constant index}}
  stitch.barrier %i
  return
}

// -----

func.func @barrier_computed_index() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.parallel (%tx) = (%c0) to (%c8) step (%c1) {
    %t = arith.addi %tx, %c1 : index
    // expected-error @+1 {{operand #0 must be an induction variable}}
    stitch.barrier %t
    scf.reduce
  }
  return
}

// -----

func.func @barrier_two_loops() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.parallel (%bx) = (%c0) to (%c8) step (%c1) {
    scf.parallel (%tx) = (%c0) to (%c8) step (%c1) {
      // expected-error @+1 {{operands name induction variables of two different scf.parallel loops}}
      stitch.barrier %bx, %tx
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

func.func @barrier_twice() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.parallel (%tx, %ty) = (%c0, %c0) to (%c8, %c8) step (%c1, %c1) {
    // expected-error @+1 {{names induction variable #0 of its thread loop twice}}
    stitch.barrier %tx, %tx
    scf.reduce
  }
  return
}

// -----

func.func @barrier_missing_dim() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.parallel (%tx, %ty) = (%c0, %c0) to (%c8, %c8) step (%c1, %c1) {
    // expected-error @+1 {{must name every induction variable of its thread loop (missing #1)}}
    stitch.barrier %tx
    scf.reduce
  }
  return
}

// -----

// A barrier under a nested scf.parallel is not reached by the threads of the
// outer loop in lock step.
func.func @barrier_through_parallel() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.parallel (%tx) = (%c0) to (%c8) step (%c1) {
    scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
      // expected-error @+1 {{must be nested in its thread loop through scf.for, scf.if and scf.while only, found 'scf.parallel'}}
      stitch.barrier %tx
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

func.func @barrier_through_execute_region() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.parallel (%tx) = (%c0) to (%c8) step (%c1) {
    scf.execute_region {
      // expected-error @+1 {{found 'scf.execute_region'}}
      stitch.barrier %tx
      scf.yield
    }
    scf.reduce
  }
  return
}

// -----

func.func @barrier_type() {
  // expected-note @+1 {{prior use here}}
  %c0 = arith.constant 0 : i32
  // expected-error @+1 {{use of value '%c0' expects different type than prior uses: 'index' vs 'i32'}}
  stitch.barrier %c0
  return
}

// -----

func.func @kernel_unknown_kind(%a: tensor<4xf32>) {
  // expected-error @+1 {{unknown kernel kind 'fancy'}}
  %r = stitch.kernel fancy (%x = %a : tensor<4xf32>) -> tensor<4xf32> {
    stitch.yield %x : tensor<4xf32>
  }
  return
}

// -----

func.func @kernel_scalar_operand(%a: f32) {
  // expected-error @+1 {{operand #0 must be variadic of tensor of any type values or memref of any type values}}
  stitch.kernel loop (%x = %a : f32) {
    stitch.yield
  }
  return
}

// -----

func.func @kernel_arg_count(%a: tensor<4xf32>) {
  // expected-error @+1 {{has 1 operands but its body takes 0 arguments}}
  "stitch.kernel"(%a) ({
    "stitch.yield"() : () -> ()
  }) {kind = #stitch.kind<loop>} : (tensor<4xf32>) -> ()
  return
}

// -----

func.func @kernel_arg_type(%a: tensor<4xf32>) {
  // expected-error @+1 {{operand #0 has type 'tensor<4xf32>' but body argument #0 has type 'tensor<8xf32>'}}
  "stitch.kernel"(%a) ({
  ^bb0(%x: tensor<8xf32>):
    "stitch.yield"() : () -> ()
  }) {kind = #stitch.kind<loop>} : (tensor<4xf32>) -> ()
  return
}

// -----

func.func @kernel_yield_count(%a: tensor<4xf32>) {
  %r = stitch.kernel loop (%x = %a : tensor<4xf32>) -> tensor<4xf32> {
    // expected-error @+1 {{yields 0 values but its kernel has 1 results}}
    stitch.yield
  }
  return
}

// -----

func.func @kernel_yield_type(%a: tensor<4xf32>) {
  %r = stitch.kernel loop (%x = %a : tensor<4xf32>) -> tensor<8xf32> {
    // expected-error @+1 {{value #0 has type 'tensor<4xf32>' but kernel result #0 has type 'tensor<8xf32>'}}
    stitch.yield %x : tensor<4xf32>
  }
  return
}

// -----

func.func @kernel_no_terminator(%a: tensor<4xf32>) {
  stitch.kernel loop (%x = %a : tensor<4xf32>) {
    // expected-error @+1 {{block with no terminator}}
    %c = arith.constant 0 : index
  }
  return
}

// -----

// Isolated from above: the body cannot use %a directly.
func.func @kernel_isolated(%a: tensor<4xf32>) {
  // expected-note @+1 {{required by region isolation constraints}}
  %r = stitch.kernel loop () -> tensor<4xf32> {
    // expected-error @+1 {{using value defined outside the region}}
    stitch.yield %a : tensor<4xf32>
  }
  return
}

// -----

func.func @yield_outside_kernel() {
  // expected-error @+1 {{expects parent op 'stitch.kernel'}}
  stitch.yield
}
