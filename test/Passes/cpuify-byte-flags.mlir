// stitch-cpuify{byte-flags}: a flag a thread keeps across a barrier lives
// in a per-thread buffer; stored as i1, LLVM's vectorizer leaves every loop
// that reads or copies it scalar (one byte per iteration). The buffer
// holds bytes instead (stitchWidenBoolBuffers): `extui` before each store,
// `trunci` after each load. Negative cases: an i1 buffer with another use
// than element loads and stores (a cast, a call) keeps its type; the
// option off.
// RUN: stitch-opt %s --split-input-file --stitch-cpuify=inner-serialize=true | FileCheck %s
// RUN: stitch-opt %s --split-input-file --stitch-cpuify="inner-serialize=true byte-flags=false" | FileCheck %s --check-prefix=OFF

// CHECK-LABEL: func.func @kept_flag
// CHECK: %[[BUF:.*]] = memref.alloca() : memref<64xi8>
// CHECK: %[[F:.*]] = arith.cmpi slt
// CHECK-NEXT: %[[FB:.*]] = arith.extui %[[F]] : i1 to i8
// CHECK-NEXT: memref.store %[[FB]], %[[BUF]][%{{.*}}] : memref<64xi8>
// CHECK: %[[LB:.*]] = memref.load %[[BUF]][%{{.*}}] : memref<64xi8>
// CHECK-NEXT: %[[L:.*]] = arith.trunci %[[LB]] : i8 to i1
// CHECK-NEXT: scf.if %[[L]] {
// OFF-LABEL: func.func @kept_flag
// OFF: memref.alloca() : memref<64xi1>
// OFF-NOT: arith.extui
func.func @kept_flag(%buf: memref<64xi32>, %n: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  scf.parallel (%bx) = (%c0) to (%c1) step (%c1) {
    scf.parallel (%tx) = (%c0) to (%c64) step (%c1) {
      %v = memref.load %buf[%tx] : memref<64xi32>
      %f = arith.cmpi slt, %v, %n : i32
      stitch.barrier %tx
      scf.if %f {
        memref.store %n, %buf[%tx] : memref<64xi32>
      }
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}

// -----

// The kernel's own i1 arrays: one cast to a dynamic shape, one passed to a
// call. Neither is only loaded and stored element by element.
// CHECK-LABEL: func.func @other_uses
// CHECK: memref.alloca() : memref<4xi1>
// CHECK: memref.alloca() : memref<4xi1>
func.func private @use(memref<4xi1>)
func.func @other_uses(%out: memref<?xi1>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %true = arith.constant true
  scf.parallel (%bx) = (%c0) to (%c1) step (%c1) {
    scf.parallel (%tx) = (%c0) to (%c4) step (%c1) {
      %a = memref.alloca() : memref<4xi1>
      memref.store %true, %a[%tx] : memref<4xi1>
      %d = memref.cast %a : memref<4xi1> to memref<?xi1>
      %x = memref.load %d[%tx] : memref<?xi1>
      memref.store %x, %out[%tx] : memref<?xi1>
      %b = memref.alloca() : memref<4xi1>
      memref.store %x, %b[%tx] : memref<4xi1>
      func.call @use(%b) : (memref<4xi1>) -> ()
      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}
