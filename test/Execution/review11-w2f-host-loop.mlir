// Review (round 11, stitch-while-to-for): a counted host scf.while
// (`it <= n; it += 3` nsw from -5) around a gpu.launch whose threads run a
// counted while (`k < n; k += 2` nsw from the host counter) after a
// barrier; the inner exit value and sum, and the host loop's exit value,
// are used after the loops. Both whiles become scf.for (IR check); the
// expected numbers (host exit 10, total 2488) come from a Python
// simulation of the same loops:
//   it = -5; while it <= 9: for tx in 0..15: k = it; acc = 15 - tx + it
//     while k < 9: acc += k; k += 2;  total += acc + k;  it += 3
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-gpu-to-parallel,stitch-while-to-for))' | FileCheck %s --check-prefix=IR
// RUN: stitch-opt %s --stitch-to-openmp > %t.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-gpu-to-parallel,stitch-while-to-for),func.func(stitch-cpuify{inner-serialize=true interchange-cost=false}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.x.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.x.mlir | FileCheck %s
// IR-LABEL: func.func @kernel
// IR-NOT: scf.while
// IR-LABEL: func.func @main
// CHECK: 10
// CHECK-NEXT: 2488

func.func @kernel(%out: memref<64xi32>, %n: i32) -> i32 {
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %z = arith.constant 0 : i32
  %m5 = arith.constant -5 : i32
  %r = scf.while (%it = %m5) : (i32) -> i32 {
    %c = arith.cmpi sle, %it, %n : i32
    scf.condition(%c) %it : i32
  } do {
  ^bb0(%it2: i32):
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c16, %sy = %c1, %sz = %c1)
               workgroup(%sh : memref<16xi32, #gpu.address_space<workgroup>>) {
      %txi = arith.index_cast %tx : index to i32
      %v = arith.addi %txi, %it2 : i32
      memref.store %v, %sh[%tx] : memref<16xi32, #gpu.address_space<workgroup>>
      gpu.barrier
      %c15 = arith.constant 15 : index
      %m = arith.subi %c15, %tx : index
      %u = memref.load %sh[%m] : memref<16xi32, #gpu.address_space<workgroup>>
      %j:2 = scf.while (%k = %it2, %acc = %u) : (i32, i32) -> (i32, i32) {
        %c = arith.cmpi slt, %k, %n : i32
        scf.condition(%c) %k, %acc : i32, i32
      } do {
      ^bb0(%k2: i32, %a2: i32):
        %a3 = arith.addi %a2, %k2 : i32
        %c2i = arith.constant 2 : i32
        %k3 = arith.addi %k2, %c2i overflow<nsw> : i32
        scf.yield %k3, %a3 : i32, i32
      }
      %old = memref.load %out[%tx] : memref<64xi32>
      %s0 = arith.addi %old, %j#1 : i32
      %s = arith.addi %s0, %j#0 : i32
      memref.store %s, %out[%tx] : memref<64xi32>
      gpu.terminator
    }
    %c3 = arith.constant 3 : i32
    %next = arith.addi %it2, %c3 overflow<nsw> : i32
    scf.yield %next : i32
  }
  return %r : i32
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %z = arith.constant 0 : i32
  %out = memref.alloc() : memref<64xi32>
  scf.for %i = %c0 to %c64 step %c1 {
    memref.store %z, %out[%i] : memref<64xi32>
  }
  %n = arith.constant 9 : i32
  %r = call @kernel(%out, %n) : (memref<64xi32>, i32) -> i32
  %s = scf.for %i = %c0 to %c64 step %c1 iter_args(%a = %z) -> i32 {
    %v = memref.load %out[%i] : memref<64xi32>
    %a2 = arith.addi %a, %v : i32
    scf.yield %a2 : i32
  }
  vector.print %r : i32
  vector.print %s : i32
  return
}
