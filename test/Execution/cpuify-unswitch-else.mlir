// stitch-cpuify's versioning of the x loop on conditions it does not vary
// (Unswitch.c stitchUnswitchInvariantIfs; fires here: the IR lines find
// the x loop copied under `scf.if` on the hoisted conditions), run with
// else branches that store, an scf.if with results nested in another
// branch, and three invariant conditions: c1 = bx == n % 3, c2 = m > 5
// (signed, m negative too), c3 = m <u 9 (m = -1 is huge unsigned). The x
// loop reads a neighbour's value through shared memory (a barrier
// between), so it is serialized. For each (n, m) every element is compared
// with the host's value.
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-cpuify{inner-serialize=false}),func.func(canonicalize,cse),stitch-lower-to-llvm-cpu)' > %t.ref.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ref.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-cpuify{inner-serialize=true}))' | FileCheck %s --check-prefix=IR
// IR: scf.if
// IR: scf.for
// IR: } else {
// IR: scf.for
// CHECK: unswitch-else n 0 m 7 mismatches 0
// CHECK-NEXT: unswitch-else n 1 m -1 mismatches 0
// CHECK-NEXT: unswitch-else n 2 m 3 mismatches 0
// CHECK-NEXT: unswitch-else n 5 m 6 mismatches 0
func.func @k(%out: memref<3x40xi32>, %n: index, %m: index) {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c40 = arith.constant 40 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c3, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c40, %sy = %c1, %sz = %c1)
             workgroup(%sh : memref<40xindex, #gpu.address_space<workgroup>>) {
    memref.store %tx, %sh[%tx] : memref<40xindex, #gpu.address_space<workgroup>>
    gpu.barrier
    %c39 = arith.constant 39 : index
    %rx = arith.subi %c39, %tx : index
    %v = memref.load %sh[%rx] : memref<40xindex, #gpu.address_space<workgroup>>
    %vi = arith.index_cast %v : index to i32
    %nm = arith.remui %n, %c3 : index
    %c1b = arith.cmpi eq, %bx, %nm : index
    %c5 = arith.constant 5 : index
    %c9 = arith.constant 9 : index
    %c2b = arith.cmpi sgt, %m, %c5 : index
    %c3b = arith.cmpi ult, %m, %c9 : index
    scf.if %c1b {
      %w = scf.if %c2b -> (i32) {
        %k = arith.constant 100 : i32
        %a = arith.addi %vi, %k : i32
        scf.yield %a : i32
      } else {
        %r = scf.if %c3b -> (i32) {
          %k = arith.constant 200 : i32
          %a = arith.addi %vi, %k : i32
          scf.yield %a : i32
        } else {
          %k = arith.constant 300 : i32
          %a = arith.addi %vi, %k : i32
          scf.yield %a : i32
        }
        scf.yield %r : i32
      }
      memref.store %w, %out[%bx, %tx] : memref<3x40xi32>
    } else {
      scf.if %c3b {
        %k = arith.constant 400 : i32
        %a = arith.addi %vi, %k : i32
        memref.store %a, %out[%bx, %tx] : memref<3x40xi32>
      } else {
        %k = arith.constant 500 : i32
        %a = arith.addi %vi, %k : i32
        memref.store %a, %out[%bx, %tx] : memref<3x40xi32>
      }
    }
    gpu.terminator
  }
  return
}

llvm.mlir.global internal constant @fmt("unswitch-else n %ld m %ld mismatches %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

func.func @run(%n: index, %m: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c9 = arith.constant 9 : index
  %c39 = arith.constant 39 : index
  %c40 = arith.constant 40 : index
  %m1 = arith.constant -1 : i32
  %out = memref.alloc() : memref<3x40xi32>
  scf.for %b = %c0 to %c3 step %c1 {
    scf.for %t = %c0 to %c40 step %c1 {
      memref.store %m1, %out[%b, %t] : memref<3x40xi32>
    }
  }
  call @k(%out, %n, %m) : (memref<3x40xi32>, index, index) -> ()
  %z64 = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %nm = arith.remui %n, %c3 : index
  %big = arith.cmpi sgt, %m, %c5 : index
  %small = arith.cmpi ult, %m, %c9 : index
  %bad = scf.for %b = %c0 to %c3 step %c1 iter_args(%acc = %z64) -> (i64) {
    %r = scf.for %t = %c0 to %c40 step %c1 iter_args(%acc2 = %acc) -> (i64) {
      %v = arith.subi %c39, %t : index
      %vi = arith.index_cast %v : index to i32
      %sel = arith.cmpi eq, %b, %nm : index
      %k100 = arith.constant 100 : i32
      %k200 = arith.constant 200 : i32
      %k300 = arith.constant 300 : i32
      %k400 = arith.constant 400 : i32
      %k500 = arith.constant 500 : i32
      %in2 = arith.select %small, %k200, %k300 : i32
      %th = arith.select %big, %k100, %in2 : i32
      %el = arith.select %small, %k400, %k500 : i32
      %k = arith.select %sel, %th, %el : i32
      %want = arith.addi %vi, %k : i32
      %got = memref.load %out[%b, %t] : memref<3x40xi32>
      %ne = arith.cmpi ne, %got, %want : i32
      %inc = arith.select %ne, %one, %z64 : i64
      %a2 = arith.addi %acc2, %inc : i64
      scf.yield %a2 : i64
    }
    scf.yield %r : i64
  }
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %n64 = arith.index_cast %n : index to i64
  %m64 = arith.index_cast %m : index to i64
  llvm.call @printf(%fmt, %n64, %m64, %bad) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64, i64) -> i32
  memref.dealloc %out : memref<3x40xi32>
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %cm1 = arith.constant -1 : index
  call @run(%c0, %c7) : (index, index) -> ()
  call @run(%c1, %cm1) : (index, index) -> ()
  call @run(%c2, %c3) : (index, index) -> ()
  call @run(%c5, %c6) : (index, index) -> ()
  return
}
