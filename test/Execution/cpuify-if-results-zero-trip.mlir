// Regression (random kernel generator): a barrier in an scf.for with
// iter_args nested in an scf.if with results, and a value computed before the
// if by a call (unknown effects: it cannot be recomputed after a split) that
// is used after the for. The value crossing the for was stored for the thread
// loop after it inside the for's region, so it was never stored when the for
// ran no iteration (second call: garbage such as -7e27). Expected values from
// a Python model of the kernel: block bx runs the for branch when bx < nb,
// the for runs nk times (a += a[tx+1 mod 4], p += a), then p += tx + 10;
// out = a + 100 p.
// RUN: stitch-opt %s --stitch-to-openmp > %t.mincut.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.mincut.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.mincut.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-cpuify{method=cache-all}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.all.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.all.mlir | FileCheck %s
// CHECK: data =
// CHECK-NEXT: [2512,  3416,  3912,  3608,  1000,  1102,  1204,  1306]
// CHECK: data =
// CHECK-NEXT: [2000,  2201,  2402,  2603,  2000,  2201,  2402,  2603]
// CHECK: data =
// CHECK-NEXT: [1000,  1102,  1204,  1306,  1000,  1102,  1204,  1306]
func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
func.func private @get(%m: memref<4xf32>, %i: index) -> f32 {
  %v = memref.load %m[%i] : memref<4xf32>
  return %v : f32
}
// Block bx takes the for branch when bx < %nb; the for runs %nk iterations.
func.func @k(%out: memref<8xf32>, %nb: index, %nk: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  scf.parallel (%bx) = (%c0) to (%c2) step (%c1) {
    %sh = memref.alloca() : memref<4xf32>
    scf.parallel (%tx) = (%c0) to (%c4) step (%c1) {
      %t0 = arith.index_cast %tx : index to i32
      %txf = arith.sitofp %t0 : i32 to f32
      %ten = arith.constant 10.0 : f32
      %pre = arith.addf %txf, %ten : f32
      memref.store %pre, %sh[%tx] : memref<4xf32>
      %q = func.call @get(%sh, %tx) : (memref<4xf32>, index) -> f32
      "stitch.barrier"(%tx) : (index) -> ()
      %cond = arith.cmpi ult, %bx, %nb : index
      %r:2 = scf.if %cond -> (f32, f32) {
        %s:2 = scf.for %k = %c0 to %nk step %c1 iter_args(%a = %txf, %p = %pre) -> (f32, f32) {
          memref.store %a, %sh[%tx] : memref<4xf32>
          "stitch.barrier"(%tx) : (index) -> ()
          %n1 = arith.addi %tx, %c1 : index
          %n = arith.remui %n1, %c4 : index
          %v = func.call @get(%sh, %n) : (memref<4xf32>, index) -> f32
          "stitch.barrier"(%tx) : (index) -> ()
          %a2 = arith.addf %a, %v : f32
          %p2 = arith.addf %p, %a : f32
          scf.yield %a2, %p2 : f32, f32
        }
        %s1q = arith.addf %s#1, %q : f32
        scf.yield %s#0, %s1q : f32, f32
      } else {
        %two = arith.constant 2.0 : f32
        %d = arith.mulf %txf, %two : f32
        scf.yield %d, %pre : f32, f32
      }
      %bxo = arith.muli %bx, %c4 : index
      %o = arith.addi %bxo, %tx : index
      %hundred = arith.constant 100.0 : f32
      %x = arith.mulf %r#1, %hundred : f32
      %res = arith.addf %r#0, %x : f32
      memref.store %res, %out[%o] : memref<8xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}
func.func @main() {
  %out = memref.alloc() : memref<8xf32>
  %u = memref.cast %out : memref<8xf32> to memref<*xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  call @k(%out, %c1, %c3) : (memref<8xf32>, index, index) -> ()
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  call @k(%out, %c2, %c0) : (memref<8xf32>, index, index) -> ()
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  call @k(%out, %c0, %c2) : (memref<8xf32>, index, index) -> ()
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
