// A per-block tree reduction whose stride loop is an scf.while carrying the
// stride, with the barrier in its condition region: the while is interchanged
// with the thread loop, carried and forwarded values live in per-thread
// buffers and the loop condition is thread 0's. Block sums of 0..63 in
// blocks of 16: [120, 376, 632, 888]. Both methods, inner-serialize, 1 and 2
// threads.
// RUN: stitch-opt %s --stitch-to-openmp > %t.mincut.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.mincut.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.mincut.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-cpuify{method=cache-all}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.all.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.all.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-cpuify{inner-serialize=true}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.ser.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ser.mlir | FileCheck %s
// CHECK: data =
// CHECK-NEXT: [120,  376,  632,  888]
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }
func.func @reduce(%in: memref<64xf32>, %out: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%b) = (%c0) to (%c4) step (%c1) {
    %sh = memref.alloca() : memref<16xf32>
    scf.parallel (%t) = (%c0) to (%c16) step (%c1) {
      %base = arith.muli %b, %c16 : index
      %g = arith.addi %base, %t : index
      %v = memref.load %in[%g] : memref<64xf32>
      memref.store %v, %sh[%t] : memref<16xf32>
      %last = scf.while (%s = %c8) : (index) -> index {
        %go = arith.cmpi ugt, %s, %c0 : index
        stitch.barrier %t
        scf.condition(%go) %s : index
      } do {
      ^bb0(%stride: index):
        %active = arith.cmpi ult, %t, %stride : index
        scf.if %active {
          %o = arith.addi %t, %stride : index
          %x = memref.load %sh[%t] : memref<16xf32>
          %y = memref.load %sh[%o] : memref<16xf32>
          %z = arith.addf %x, %y : f32
          memref.store %z, %sh[%t] : memref<16xf32>
        }
        %half = arith.shrui %stride, %c1 : index
        scf.yield %half : index
      }
      %is0 = arith.cmpi eq, %t, %last : index
      scf.if %is0 {
        %r = memref.load %sh[%c0] : memref<16xf32>
        memref.store %r, %out[%b] : memref<4xf32>
      }
      scf.reduce
    }
    scf.reduce
  }
  return
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %in = memref.alloc() : memref<64xf32>
  %out = memref.alloc() : memref<4xf32>
  scf.for %i = %c0 to %c64 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %in[%i] : memref<64xf32>
  }
  call @reduce(%in, %out) : (memref<64xf32>, memref<4xf32>) -> ()
  %cast = memref.cast %out : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
  return
}
