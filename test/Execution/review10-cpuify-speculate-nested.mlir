// speculate-ifs: a uniform scf.if with results inside a divergent one (its
// then branch an nsw add that overflows when the uniform u is INT_MAX, the
// else branch a division by the constant 7 and an i1 constant: ori), and a
// uniform if holding a uniform if (speculated in two rounds: only the
// divergent if is left after stitch-cpuify); results, i1 ones included,
// are used after a barrier. u = 5, INT_MAX, 2, 40.
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-cpuify{inner-serialize=true}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.x.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.x.mlir | FileCheck %s
// CHECK: speculate-nested u 5 mismatches 0
// CHECK: speculate-nested u 2147483647 mismatches 0
// CHECK: speculate-nested u 2 mismatches 0
// CHECK: speculate-nested u 40 mismatches 0
func.func @kernel(%in: memref<16xi32>, %u: i32, %out: memref<16xi32>) {
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c0i = arith.constant 0 : i32
  %c1i = arith.constant 1 : i32
  %c3i = arith.constant 3 : i32
  %c7i = arith.constant 7 : i32
  %cmax = arith.constant 2147483647 : i32
  %true = arith.constant true
  %false = arith.constant false
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c16, %sy = %c1, %sz = %c1)
             workgroup(%sh : memref<16xi32, #gpu.address_space<workgroup>>) {
    %v = memref.load %in[%tx] : memref<16xi32>
    %ub = arith.cmpi sgt, %u, %c3i : i32
    %um = arith.cmpi slt, %u, %cmax : i32
    %div = arith.cmpi sgt, %v, %c0i : i32
    // divergent outer if, uniform inner if with results (nsw add that
    // overflows in the arm not taken when u == INT_MAX)
    %r1:2 = scf.if %div -> (i32, i1) {
      %i:2 = scf.if %um -> (i32, i1) {
        %a = arith.addi %u, %c1i overflow<nsw> : i32
        %b = arith.cmpi sgt, %a, %v : i32
        scf.yield %a, %b : i32, i1
      } else {
        %q = arith.divsi %v, %c7i : i32
        scf.yield %q, %true : i32, i1
      }
      scf.yield %i#0, %i#1 : i32, i1
    } else {
      scf.yield %c0i, %false : i32, i1
    }
    // uniform if holding a uniform if: speculated in two rounds
    %r2:2 = scf.if %ub -> (i32, i1) {
      %n:2 = scf.if %um -> (i32, i1) {
        %m = arith.muli %v, %c3i : i32
        scf.yield %m, %false : i32, i1
      } else {
        scf.yield %c1i, %div : i32, i1
      }
      %s = arith.addi %n#0, %c7i : i32
      scf.yield %s, %n#1 : i32, i1
    } else {
      %x = arith.xori %div, %true : i1
      scf.yield %v, %x : i32, i1
    }
    memref.store %r1#0, %sh[%tx] : memref<16xi32, #gpu.address_space<workgroup>>
    gpu.barrier
    %t1 = arith.addi %tx, %c1 : index
    %tn = arith.remui %t1, %c16 : index
    %w = memref.load %sh[%tn] : memref<16xi32, #gpu.address_space<workgroup>>
    %f1 = arith.extui %r1#1 : i1 to i32
    %f2 = arith.extui %r2#1 : i1 to i32
    %k100 = arith.constant 100 : i32
    %k1000 = arith.constant 1000 : i32
    %e1 = arith.muli %f1, %k100 : i32
    %e2 = arith.muli %f2, %k1000 : i32
    %s0 = arith.addi %w, %r2#0 : i32
    %s1 = arith.addi %s0, %e1 : i32
    %s2 = arith.addi %s1, %e2 : i32
    memref.store %s2, %out[%tx] : memref<16xi32>
    gpu.terminator
  }
  return
}
llvm.mlir.global internal constant @fmt("speculate-nested u %d mismatches %d\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32
func.func @check(%in: memref<16xi32>, %u: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c0i = arith.constant 0 : i32
  %c1i = arith.constant 1 : i32
  %c3i = arith.constant 3 : i32
  %c7i = arith.constant 7 : i32
  %k100 = arith.constant 100 : i32
  %k1000 = arith.constant 1000 : i32
  %cmax = arith.constant 2147483647 : i32
  %out = memref.alloc() : memref<16xi32>
  %R1 = memref.alloc() : memref<16xi32>
  call @kernel(%in, %u, %out) : (memref<16xi32>, i32, memref<16xi32>) -> ()
  %ub = arith.cmpi sgt, %u, %c3i : i32
  %um = arith.cmpi slt, %u, %cmax : i32
  scf.for %t = %c0 to %c16 step %c1 {
    %v = memref.load %in[%t] : memref<16xi32>
    %div = arith.cmpi sgt, %v, %c0i : i32
    %r = scf.if %div -> i32 {
      %i = scf.if %um -> i32 {
        %a = arith.addi %u, %c1i : i32
        scf.yield %a : i32
      } else {
        %q = arith.divsi %v, %c7i : i32
        scf.yield %q : i32
      }
      scf.yield %i : i32
    } else {
      scf.yield %c0i : i32
    }
    memref.store %r, %R1[%t] : memref<16xi32>
  }
  %bad = scf.for %t = %c0 to %c16 step %c1 iter_args(%acc = %c0i) -> (i32) {
    %v = memref.load %in[%t] : memref<16xi32>
    %div = arith.cmpi sgt, %v, %c0i : i32
    %divi = arith.extui %div : i1 to i32
    %f1 = scf.if %div -> i32 {
      %i = scf.if %um -> i32 {
        %a = arith.addi %u, %c1i : i32
        %b = arith.cmpi sgt, %a, %v : i32
        %bi = arith.extui %b : i1 to i32
        scf.yield %bi : i32
      } else {
        scf.yield %c1i : i32
      }
      scf.yield %i : i32
    } else {
      scf.yield %c0i : i32
    }
    %r2:2 = scf.if %ub -> (i32, i32) {
      %n:2 = scf.if %um -> (i32, i32) {
        %m = arith.muli %v, %c3i : i32
        scf.yield %m, %c0i : i32, i32
      } else {
        scf.yield %c1i, %divi : i32, i32
      }
      %s = arith.addi %n#0, %c7i : i32
      scf.yield %s, %n#1 : i32, i32
    } else {
      %x = arith.subi %c1i, %divi : i32
      scf.yield %v, %x : i32, i32
    }
    %t1 = arith.addi %t, %c1 : index
    %tn = arith.remui %t1, %c16 : index
    %w = memref.load %R1[%tn] : memref<16xi32>
    %e1 = arith.muli %f1, %k100 : i32
    %e2 = arith.muli %r2#1, %k1000 : i32
    %s0 = arith.addi %w, %r2#0 : i32
    %s1 = arith.addi %s0, %e1 : i32
    %s2 = arith.addi %s1, %e2 : i32
    %got = memref.load %out[%t] : memref<16xi32>
    %ne = arith.cmpi ne, %got, %s2 : i32
    %nei = arith.extui %ne : i1 to i32
    %a2 = arith.addi %acc, %nei : i32
    scf.yield %a2 : i32
  }
  %f = llvm.mlir.addressof @fmt : !llvm.ptr
  %p = llvm.call @printf(%f, %u, %bad) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32) -> i32
  return
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c8i = arith.constant 8 : i32
  %c5i = arith.constant 5 : i32
  %in = memref.alloc() : memref<16xi32>
  scf.for %i = %c0 to %c16 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %m = arith.muli %ii, %c5i : i32
    %v = arith.subi %m, %c8i : i32
    memref.store %v, %in[%i] : memref<16xi32>
  }
  %u1 = arith.constant 5 : i32
  %u2 = arith.constant 2147483647 : i32
  %u3 = arith.constant 2 : i32
  %u4 = arith.constant 40 : i32
  call @check(%in, %u1) : (memref<16xi32>, i32) -> ()
  call @check(%in, %u2) : (memref<16xi32>, i32) -> ()
  call @check(%in, %u3) : (memref<16xi32>, i32) -> ()
  call @check(%in, %u4) : (memref<16xi32>, i32) -> ()
  return
}
