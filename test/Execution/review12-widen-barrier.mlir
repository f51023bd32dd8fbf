// stitch-widen-indices and the induction variables across barriers: the
// wide values are placed right after the narrow definitions, before the
// barriers that later split the thread loop (v = 3t +nsw k defined before
// the first barrier, extended after the loop; an i32 iter_arg c = v +nsw
// 5j carried through a loop with two barriers, its result extended after;
// a shared-memory index sext(((t +nsw 1) *nsw 1) -nsw 1)). 2 blocks of 32
// threads, host reference simulating the rounds in i64.
// Fires: after stitch-widen-indices `arith.addi %{{.*}}, %{{.*}} overflow<nsw> : i64`
// for v and index ops with overflow<nsw> for the shared index.
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel,stitch-widen-indices),func.func(stitch-cpuify{inner-serialize=false}),func.func(canonicalize,cse),stitch-lower-to-llvm-cpu)' > %t.iso.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.iso.mlir | FileCheck %s
// CHECK: widen-barrier mismatches 0 first -1
// Blocks of 32 threads, 2 blocks. v = 3t + k; sh[t] = v; 4 rounds j: x = sh[(t+j)%32]
// (barrier) sh[t] = x + c (barrier), c = v + 5j carried (nsw). Stores sh[t] and r - 1
// (r = v + 20) sign-extended, and sh[t] read at sext(((t +nsw 1) *nsw 1) - 1).
func.func @kern(%out: memref<192xi64>, %k: i32) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c32 = arith.constant 32 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1)
             workgroup(%sh : memref<32xi32, #gpu.address_space<workgroup>>) {
    %c0 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %three = arith.constant 3 : i32
    %five = arith.constant 5 : i32
    %one = arith.constant 1 : i32
    %t32 = arith.index_cast %tx : index to i32
    %m = arith.muli %t32, %three overflow<nsw> : i32
    %v = arith.addi %m, %k overflow<nsw> : i32
    memref.store %v, %sh[%tx] : memref<32xi32, #gpu.address_space<workgroup>>
    gpu.barrier
    %r = scf.for %j = %c0 to %c4 step %c1 iter_args(%c = %v) -> (i32) {
      %p = arith.addi %tx, %j : index
      %q = arith.remui %p, %c32 : index
      %x = memref.load %sh[%q] : memref<32xi32, #gpu.address_space<workgroup>>
      gpu.barrier
      %s = arith.addi %x, %c overflow<nsw> : i32
      memref.store %s, %sh[%tx] : memref<32xi32, #gpu.address_space<workgroup>>
      gpu.barrier
      %n = arith.addi %c, %five overflow<nsw> : i32
      scf.yield %n : i32
    }
    %g0 = arith.muli %bx, %c32 : index
    %gid = arith.addi %g0, %tx : index
    %o0 = arith.muli %gid, %c3 : index
    %a = arith.addi %t32, %one overflow<nsw> : i32
    %b = arith.muli %a, %one overflow<nsw> : i32
    %d = arith.subi %b, %one overflow<nsw> : i32
    %di = arith.index_cast %d : i32 to index
    %y = memref.load %sh[%di] : memref<32xi32, #gpu.address_space<workgroup>>
    %yl = arith.extsi %y : i32 to i64
    memref.store %yl, %out[%o0] : memref<192xi64>
    %r1 = arith.subi %r, %one overflow<nsw> : i32
    %rw = arith.index_cast %r1 : i32 to index
    %rl = arith.index_cast %rw : index to i64
    %o1 = arith.addi %o0, %c1 : index
    memref.store %rl, %out[%o1] : memref<192xi64>
    %vw = arith.extsi %v : i32 to i64
    %o2 = arith.addi %o0, %c2 : index
    memref.store %vw, %out[%o2] : memref<192xi64>
    gpu.terminator
  }
  return
}
llvm.mlir.global internal constant @fmt("widen-barrier mismatches %ld first %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  %n = arith.constant 192 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %neg = arith.constant -1 : i64
  %k3 = arith.constant 3 : i64
  %k5 = arith.constant 5 : i64
  %k20 = arith.constant 20 : i64
  %kk = arith.constant -40 : i64
  %a = memref.alloc() : memref<192xi64>
  %ref = memref.alloc() : memref<192xi64>
  %sh = memref.alloc() : memref<32xi64>
  %nx = memref.alloc() : memref<32xi64>
  %k = arith.constant -40 : i32
  call @kern(%a, %k) : (memref<192xi64>, i32) -> ()
  // host: every block computes the same (independent of bx)
  scf.for %t = %c0 to %c32 step %c1 {
    %tl = arith.index_cast %t : index to i64
    %m = arith.muli %tl, %k3 : i64
    %v = arith.addi %m, %kk : i64
    memref.store %v, %sh[%t] : memref<32xi64>
  }
  scf.for %j = %c0 to %c4 step %c1 {
    %jl = arith.index_cast %j : index to i64
    %j5 = arith.muli %jl, %k5 : i64
    scf.for %t = %c0 to %c32 step %c1 {
      %p = arith.addi %t, %j : index
      %q = arith.remui %p, %c32 : index
      %x = memref.load %sh[%q] : memref<32xi64>
      %tl = arith.index_cast %t : index to i64
      %m = arith.muli %tl, %k3 : i64
      %v = arith.addi %m, %kk : i64
      %cc = arith.addi %v, %j5 : i64
      %s = arith.addi %x, %cc : i64
      memref.store %s, %nx[%t] : memref<32xi64>
    }
    scf.for %t = %c0 to %c32 step %c1 {
      %s = memref.load %nx[%t] : memref<32xi64>
      memref.store %s, %sh[%t] : memref<32xi64>
    }
  }
  scf.for %g = %c0 to %c64 step %c1 {
    %t = arith.remui %g, %c32 : index
    %o0 = arith.muli %g, %c3 : index
    %y = memref.load %sh[%t] : memref<32xi64>
    memref.store %y, %ref[%o0] : memref<192xi64>
    %tl = arith.index_cast %t : index to i64
    %m = arith.muli %tl, %k3 : i64
    %v = arith.addi %m, %kk : i64
    %r = arith.addi %v, %k20 : i64
    %r1 = arith.subi %r, %one : i64
    %o1 = arith.addi %o0, %c1 : index
    memref.store %r1, %ref[%o1] : memref<192xi64>
    %o2 = arith.addi %o0, %c2 : index
    memref.store %v, %ref[%o2] : memref<192xi64>
  }
  %res:2 = scf.for %i = %c0 to %n step %c1 iter_args(%b = %z, %f = %neg) -> (i64, i64) {
    %got = memref.load %a[%i] : memref<192xi64>
    %want = memref.load %ref[%i] : memref<192xi64>
    %ne = arith.cmpi ne, %got, %want : i64
    %inc = arith.select %ne, %one, %z : i64
    %b2 = arith.addi %b, %inc : i64
    %il = arith.index_cast %i : index to i64
    %first = arith.cmpi slt, %f, %z : i64
    %take = arith.andi %ne, %first : i1
    %f2 = arith.select %take, %il, %f : i64
    scf.yield %b2, %f2 : i64, i64
  }
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  llvm.call @printf(%fmt, %res#0, %res#1) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64) -> i32
  return
}
