// Misplaced `stitch.exit_guard` attributes are located errors (the pass
// fails, nothing changes): the attribute claims that the threads not
// taking the guard have exited, which only holds at a kernel's tail.
// RUN: %mlir-opt-plugin %s -split-input-file -verify-diagnostics --pass-pipeline='builtin.module(stitch-predicate-exits)'

// Ops after the guard: threads that skipped it still run them.
func.func @not_last(%d: memref<?xi32>, %n: index) {
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %c1, %sz = %c1) {
    %go = arith.cmpi slt, %tx, %n : index
    // expected-error @+1 {{stitch-predicate-exits: `stitch.exit_guard` must be on the last op before the terminator of a gpu.launch body or of another exit guard's then region}}
    scf.if %go {
      gpu.barrier
    } {stitch.exit_guard}
    memref.store %z, %d[%tx] : memref<?xi32>
    gpu.terminator
  }
  return
}

// -----

// Inside a loop: the next iteration runs after it.
func.func @in_loop(%d: memref<?xi32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %c1, %sz = %c1) {
    scf.for %i = %c0 to %n step %c1 {
      %go = arith.cmpi slt, %tx, %i : index
      // expected-error @+1 {{stitch-predicate-exits: `stitch.exit_guard` must be on the last op before the terminator}}
      scf.if %go {
        gpu.barrier
      } {stitch.exit_guard}
    }
    gpu.terminator
  }
  return
}

// -----

// Outside any gpu.launch.
func.func @outside(%go: i1) {
  // expected-error @+1 {{stitch-predicate-exits: `stitch.exit_guard` must be on the last op before the terminator}}
  scf.if %go {
  } {stitch.exit_guard}
  return
}

// -----

// Work in the else region: the threads that skip the guard do not exit.
func.func @else_work(%d: memref<?xi32>, %n: index) {
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %c1, %sz = %c1) {
    %go = arith.cmpi slt, %tx, %n : index
    // expected-error @+1 {{stitch-predicate-exits: `stitch.exit_guard` needs an else region that only yields}}
    scf.if %go {
      gpu.barrier
    } else {
      memref.store %z, %d[%tx] : memref<?xi32>
    } {stitch.exit_guard}
    gpu.terminator
  }
  return
}

// -----

// Not an scf.if.
func.func @not_if(%d: memref<?xi32>, %n: index) {
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %c1, %sz = %c1) {
    // expected-error @+1 {{stitch-predicate-exits: `stitch.exit_guard` is only valid on an scf.if}}
    memref.store %z, %d[%tx] {stitch.exit_guard} : memref<?xi32>
    gpu.terminator
  }
  return
}
