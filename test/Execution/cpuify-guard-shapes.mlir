// The guard rewrites of serialized x loops on adversarial
// shapes (each kernel: blocks of 13 threads, 3 blocks, a shared-memory
// round trip through a barrier so that the x loop is serialized; the
// host recomputes every element):
//  @point: a point guard `p == tx` (operands swapped; the taken branch
//    stores out[79 - bx], the else branch out[2 gid]) at p = -2, 0, 6, 12
//    and 20 (below, at both ends, inside and above the loop's range); the
//    default pipeline does not peel it here (the cost check declines), so
//    it covers the guard kept as is;
//  @modulus: stitchTightenGuardedFor on `(tx + 2) % d == 0 && tx < m`
//    (d = 3, 4, 1, 20; m = 11, 0, 40, 13): the loop then steps by d
//    from its first admitted iteration;
//  @ge: `tx >=u q && tx <s m` with q, m at the range's ends and beyond.
// Every run must store exactly what the host computes.
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-cpuify{inner-serialize=false}),func.func(canonicalize,cse),stitch-lower-to-llvm-cpu)' > %t.ref.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ref.mlir | FileCheck %s
// CHECK: guard-shapes mismatches 0 sum 3108
func.func @point(%out: memref<80xi32>, %p: index) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c13 = arith.constant 13 : index
  %c12 = arith.constant 12 : index
  %c40 = arith.constant 40 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c3, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c13, %sy = %c1, %sz = %c1)
             workgroup(%sh : memref<13xindex, #gpu.address_space<workgroup>>) {
    memref.store %tx, %sh[%tx] : memref<13xindex, #gpu.address_space<workgroup>>
    gpu.barrier
    %v = memref.load %sh[%tx] : memref<13xindex, #gpu.address_space<workgroup>>
    %b = arith.muli %bx, %c13 : index
    %gid = arith.addi %b, %tx : index
    %c = arith.cmpi eq, %p, %tx : index
    scf.if %c {
      %w = arith.addi %v, %c40 : index
      %wi = arith.index_cast %w : index to i32
      %c79 = arith.constant 79 : index
      %at = arith.subi %c79, %bx : index
      memref.store %wi, %out[%at] : memref<80xi32>
    } else {
      %w = arith.addi %v, %c1 : index
      %wi = arith.index_cast %w : index to i32
      %at = arith.muli %gid, %c2 : index
      memref.store %wi, %out[%at] : memref<80xi32>
    }
    gpu.terminator
  }
  return
}

func.func @modulus(%out: memref<80xi32>, %d: index, %m: index) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c13 = arith.constant 13 : index
  %c12 = arith.constant 12 : index
  %c0 = arith.constant 0 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c3, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c13, %sy = %c1, %sz = %c1)
             workgroup(%sh : memref<13xindex, #gpu.address_space<workgroup>>) {
    memref.store %tx, %sh[%tx] : memref<13xindex, #gpu.address_space<workgroup>>
    gpu.barrier
    %rx = arith.subi %c12, %tx : index
    %v = memref.load %sh[%rx] : memref<13xindex, #gpu.address_space<workgroup>>
    %t2 = arith.addi %tx, %c2 : index
    %r = arith.remui %t2, %d : index
    %z = arith.cmpi eq, %c0, %r : index
    %lt = arith.cmpi ult, %tx, %m : index
    %c = arith.andi %z, %lt : i1
    scf.if %c {
      %b = arith.muli %bx, %c13 : index
      %gid = arith.addi %b, %tx : index
      %w = arith.addi %v, %c3 : index
      %wi = arith.index_cast %w : index to i32
      memref.store %wi, %out[%gid] : memref<80xi32>
    }
    gpu.terminator
  }
  return
}

func.func @ge(%out: memref<80xi32>, %q: index, %m: index) {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c13 = arith.constant 13 : index
  %c12 = arith.constant 12 : index
  %c5 = arith.constant 5 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c3, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c13, %sy = %c1, %sz = %c1)
             workgroup(%sh : memref<13xindex, #gpu.address_space<workgroup>>) {
    memref.store %tx, %sh[%tx] : memref<13xindex, #gpu.address_space<workgroup>>
    gpu.barrier
    %rx = arith.subi %c12, %tx : index
    %v = memref.load %sh[%rx] : memref<13xindex, #gpu.address_space<workgroup>>
    %ge = arith.cmpi uge, %tx, %q : index
    %lt = arith.cmpi sgt, %m, %tx : index
    %c = arith.andi %ge, %lt : i1
    scf.if %c {
      %b = arith.muli %bx, %c13 : index
      %gid = arith.addi %b, %tx : index
      %w = arith.addi %v, %c5 : index
      %wi = arith.index_cast %w : index to i32
      memref.store %wi, %out[%gid] : memref<80xi32>
    }
    gpu.terminator
  }
  return
}

llvm.mlir.global internal constant @fmt("guard-shapes mismatches %ld sum %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32
// (kind, a, b) per run.
memref.global "private" constant @cases : memref<17x3xindex> =
    dense<[[0, -2, 0], [0, 0, 0], [0, 6, 0], [0, 12, 0], [0, 20, 0],
           [1, 3, 11], [1, 4, 0], [1, 1, 40], [1, 3, 40], [1, 20, 13],
           [2, 0, 13], [2, 5, 9], [2, 12, 13], [2, 13, 40], [2, 3, -1],
           [2, 4, 40], [2, 9, 4]]>

// kind 0: @point(p = a); 1: @modulus(d = a, m = b); 2: @ge(q = a, m = b).
// Runs it on a zeroed buffer, returns (mismatches, sum).
func.func @one(%kind: index, %a: index, %bb: index) -> (i64, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c12 = arith.constant 12 : index
  %c13 = arith.constant 13 : index
  %c39 = arith.constant 39 : index
  %c40 = arith.constant 40 : index
  %c80 = arith.constant 80 : index
  %zi = arith.constant 0 : i32
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %out = memref.alloc() : memref<80xi32>
  scf.for %i = %c0 to %c80 step %c1 {
    memref.store %zi, %out[%i] : memref<80xi32>
  }
  %k0 = arith.cmpi eq, %kind, %c0 : index
  %k1 = arith.cmpi eq, %kind, %c1 : index
  scf.if %k0 {
    func.call @point(%out, %a) : (memref<80xi32>, index) -> ()
  } else {
    scf.if %k1 {
      func.call @modulus(%out, %a, %bb) : (memref<80xi32>, index, index) -> ()
    } else {
      func.call @ge(%out, %a, %bb) : (memref<80xi32>, index, index) -> ()
    }
  }
  %res:2 = scf.for %i = %c0 to %c80 step %c1 iter_args(%bad = %z, %sum = %z) -> (i64, i64) {
    // Element i: gid = i % 40 (i < 39 meaningful), second half only @point.
    %hi = arith.cmpi uge, %i, %c40 : index
    %gid = arith.remui %i, %c40 : index
    %inGrid = arith.cmpi ult, %gid, %c39 : index
    %tx = arith.remui %gid, %c13 : index
    %v = arith.subi %c12, %tx : index
    // @point: out[79 - bx] gets p + 40 if p is a thread; out[2 gid]
    // gets v + 1 but at tx == p.
    %c77 = arith.constant 77 : index
    %c79 = arith.constant 79 : index
    %top = arith.cmpi uge, %i, %c77 : index
    %pIn = arith.cmpi ult, %a, %c13 : index
    %p52 = arith.addi %a, %c40 : index
    %pTop = arith.select %pIn, %p52, %c0 : index
    %g2 = arith.divui %i, %c2 : index
    %odd = arith.remui %i, %c2 : index
    %even = arith.cmpi eq, %odd, %c0 : index
    %g2in = arith.cmpi ult, %g2, %c39 : index
    %eIn = arith.andi %even, %g2in : i1
    %etx = arith.remui %g2, %c13 : index
    %isP = arith.cmpi eq, %etx, %a : index
    %ev = arith.addi %etx, %c1 : index
    %pv = arith.select %isP, %c0, %ev : index
    %pLow = arith.select %eIn, %pv, %c0 : index
    %pw = arith.select %top, %pTop, %pLow : index
    // @modulus: (tx + 2) % d == 0 && tx < m (unsigned).
    %t2 = arith.addi %tx, %c2 : index
    %dd = arith.maxui %a, %c1 : index
    %r = arith.remui %t2, %dd : index
    %mz = arith.cmpi eq, %r, %c0 : index
    %mlt = arith.cmpi ult, %tx, %bb : index
    %mc0 = arith.andi %mz, %mlt : i1
    %notHi = arith.cmpi ult, %i, %c40 : index
    %mc = arith.andi %mc0, %notHi : i1
    %mv = arith.addi %v, %c3 : index
    %mw = arith.select %mc, %mv, %c0 : index
    // @ge: tx >=u q && m >s tx.
    %gq = arith.cmpi uge, %tx, %a : index
    %gm = arith.cmpi sgt, %bb, %tx : index
    %gc0 = arith.andi %gq, %gm : i1
    %gc = arith.andi %gc0, %notHi : i1
    %gv = arith.addi %v, %c5 : index
    %gw = arith.select %gc, %gv, %c0 : index
    %w1 = arith.select %k1, %mw, %gw : index
    %w2 = arith.select %k0, %pw, %w1 : index
    %inG = arith.ori %inGrid, %k0 : i1
    %w = arith.select %inG, %w2, %c0 : index
    %wi = arith.index_cast %w : index to i32
    %got = memref.load %out[%i] : memref<80xi32>
    %ne = arith.cmpi ne, %got, %wi : i32
    %inc = arith.select %ne, %one, %z : i64
    %b2 = arith.addi %bad, %inc : i64
    %g64 = arith.extsi %got : i32 to i64
    %s2 = arith.addi %sum, %g64 : i64
    scf.yield %b2, %s2 : i64, i64
  }
  memref.dealloc %out : memref<80xi32>
  return %res#0, %res#1 : i64, i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %c11 = arith.constant 11 : index
  %c12 = arith.constant 12 : index
  %c13 = arith.constant 13 : index
  %c20 = arith.constant 20 : index
  %c40 = arith.constant 40 : index
  %cm2 = arith.constant -2 : index
  %cm1 = arith.constant -1 : index
  %z = arith.constant 0 : i64
  %tbl = memref.get_global @cases : memref<17x3xindex>
  %c17 = arith.constant 17 : index
  %res:2 = scf.for %k = %c0 to %c17 step %c1 iter_args(%bad = %z, %sum = %z) -> (i64, i64) {
    %x = memref.load %tbl[%k, %c0] : memref<17x3xindex>
    %a = memref.load %tbl[%k, %c1] : memref<17x3xindex>
    %b = memref.load %tbl[%k, %c2] : memref<17x3xindex>
    %r:2 = func.call @one(%x, %a, %b) : (index, index, index) -> (i64, i64)
    %b2 = arith.addi %bad, %r#0 : i64
    %s2 = arith.addi %sum, %r#1 : i64
    scf.yield %b2, %s2 : i64, i64
  }
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  llvm.call @printf(%fmt, %res#0, %res#1) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64) -> i32
  return
}
