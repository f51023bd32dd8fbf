// stitch-invariant-divrem on i32 dividends (a global index through
// index_cast, plus 1, and minus 50 for the signed ops) with i32 run-time
// divisors whose sign bit is set: the unsigned ops must read d zero-extended
// (-7 is 2^32 - 7, -2^31 is 2^31: quotient 0), the signed ones
// sign-extended (|-2^31| = 2^31), and d = +-1, 3, 40, 2^31 - 1, -(2^31 - 1).
// Fires: after stitch-invariant-divrem the kernel has the reciprocals
// (`arith.divui %c-1_i64`) and no divui/remui/divsi/remsi on i32 left. The
// host reference divides with LLVM's own division: it reads the dividends
// from memory (not linear forms, so the pass leaves that loop alone).
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-cpuify{inner-serialize=true}),func.func(stitch-invariant-divrem),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.p0.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.p0.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-cpuify{inner-serialize=true}),func.func(stitch-invariant-divrem))' | FileCheck %s --check-prefix=IR
// IR-LABEL: func.func @kernel
// IR-COUNT-2: arith.divui %c-1_i64
// IR-NOT: arith.{{(divui|remui|divsi|remsi)}} %{{.*}} : i32
// IR-LABEL: func.func @one
// CHECK: divrem32 d=1 mismatches 0
// CHECK: divrem32 d=-1 mismatches 0
// CHECK: divrem32 d=3 mismatches 0
// CHECK: divrem32 d=-7 mismatches 0
// CHECK: divrem32 d=-2147483648 mismatches 0
// CHECK: divrem32 d=2147483647 mismatches 0
// CHECK: divrem32 d=-2147483647 mismatches 0
// CHECK: divrem32 d=40 mismatches 0
func.func @kernel(%out: memref<384xi32>, %d: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c32 = arith.constant 32 : index
  %k1 = arith.constant 1 : i32
  %k50 = arith.constant 50 : i32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c3, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1) {
    %b = arith.muli %bx, %c32 : index
    %e = arith.addi %b, %tx : index
    %ei = arith.index_cast %e : index to i32
    %u = arith.addi %ei, %k1 : i32
    %s = arith.subi %ei, %k50 : i32
    %q1 = arith.divui %u, %d : i32
    %r1 = arith.remui %u, %d : i32
    %q2 = arith.divsi %s, %d : i32
    %r2 = arith.remsi %s, %d : i32
    %o = arith.muli %e, %c4 : index
    %o1 = arith.addi %o, %c1 : index
    %o2 = arith.addi %o1, %c1 : index
    %o3 = arith.addi %o2, %c1 : index
    memref.store %q1, %out[%o] : memref<384xi32>
    memref.store %r1, %out[%o1] : memref<384xi32>
    memref.store %q2, %out[%o2] : memref<384xi32>
    memref.store %r2, %out[%o3] : memref<384xi32>
    gpu.terminator
  }
  return
}

llvm.mlir.global internal constant @fmt("divrem32 d=%d mismatches %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

// The dividends are read from memory (not linear forms: the host loop is
// not rewritten by stitch-invariant-divrem).
func.func @one(%d: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c96 = arith.constant 96 : index
  %k1 = arith.constant 1 : i32
  %k50 = arith.constant 50 : i32
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %out = memref.alloc() : memref<384xi32>
  %dv = memref.alloc() : memref<96xi32>
  scf.for %i = %c0 to %c96 step %c1 {
    %ii = arith.index_cast %i : index to i32
    memref.store %ii, %dv[%i] : memref<96xi32>
  }
  call @kernel(%out, %d) : (memref<384xi32>, i32) -> ()
  %bad = scf.for %i = %c0 to %c96 step %c1 iter_args(%acc = %z) -> (i64) {
    %ei = memref.load %dv[%i] : memref<96xi32>
    %u = arith.addi %ei, %k1 : i32
    %s = arith.subi %ei, %k50 : i32
    %q1 = arith.divui %u, %d : i32
    %r1 = arith.remui %u, %d : i32
    %q2 = arith.divsi %s, %d : i32
    %r2 = arith.remsi %s, %d : i32
    %o = arith.muli %i, %c4 : index
    %o1 = arith.addi %o, %c1 : index
    %o2 = arith.addi %o1, %c1 : index
    %o3 = arith.addi %o2, %c1 : index
    %g1 = memref.load %out[%o] : memref<384xi32>
    %g2 = memref.load %out[%o1] : memref<384xi32>
    %g3 = memref.load %out[%o2] : memref<384xi32>
    %g4 = memref.load %out[%o3] : memref<384xi32>
    %n1 = arith.cmpi ne, %g1, %q1 : i32
    %n2 = arith.cmpi ne, %g2, %r1 : i32
    %n3 = arith.cmpi ne, %g3, %q2 : i32
    %n4 = arith.cmpi ne, %g4, %r2 : i32
    %a = arith.ori %n1, %n2 : i1
    %b = arith.ori %n3, %n4 : i1
    %ne = arith.ori %a, %b : i1
    %inc = arith.select %ne, %one, %z : i64
    %n = arith.addi %acc, %inc : i64
    scf.yield %n : i64
  }
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  llvm.call @printf(%fmt, %d, %bad) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i64) -> i32
  memref.dealloc %out : memref<384xi32>
  memref.dealloc %dv : memref<96xi32>
  return
}

func.func @main() {
  %d1 = arith.constant 1 : i32
  %d2 = arith.constant -1 : i32
  %d3 = arith.constant 3 : i32
  %d4 = arith.constant -7 : i32
  %d5 = arith.constant -2147483648 : i32
  %d6 = arith.constant 2147483647 : i32
  %d7 = arith.constant -2147483647 : i32
  %d8 = arith.constant 40 : i32
  call @one(%d1) : (i32) -> ()
  call @one(%d2) : (i32) -> ()
  call @one(%d3) : (i32) -> ()
  call @one(%d4) : (i32) -> ()
  call @one(%d5) : (i32) -> ()
  call @one(%d6) : (i32) -> ()
  call @one(%d7) : (i32) -> ()
  call @one(%d8) : (i32) -> ()
  return
}
