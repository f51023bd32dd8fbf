// Review 12 (narrow indices, unsigned guard alone): stitchVersionNarrowIndices
// versions an x loop whose only 32-bit-or-narrower use of the thread index
// is an unsigned comparison deciding an scf.if (decidesIf). Chains in i16
// and i8: `(iN)g + m`, `m - (iN)g` (coefficient -1), `2 * (iN)g + m`
// compared `ult k`, k with the top bit set too, behind a guard `tx >= lo`
// (lo = 5: the x loop's lower bound is then max(lo, 0), not 0, where
// tighten-grid leaves the block whole) and grids that wrap the narrow type
// (1100 blocks of i16, 5 of i8: the check fails, the original loop runs).
// Fires: the cpuify output differs with narrow-indices=false (the copy
// compares in index, and the guard then becomes its lower bound). The host reference
// @ref_* is a plain scf.for nest with the same arith ops. Proves: every
// element equals the reference in the copy and in the original.
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-cpuify{inner-serialize=true}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.x.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.x.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-cpuify{inner-serialize=true narrow-indices=false}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.off.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.off.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-cpuify{inner-serialize=true}))' | FileCheck %s --check-prefix=COPY
// COPY-LABEL: func.func @k_m16(
// COPY: arith.index_castui %{{.*}} : i16 to index
// COPY: arith.cmpi sle, %{{.*}}, %c65535 : index
// COPY: scf.if
// COPY-NOT: : i16
// COPY: } else {
// COPY: arith.cmpi ult, %{{.*}}, %arg3 : i16
// CHECK-NOT: mismatches {{[1-9]}}
// CHECK: t16 blocks 1100 m 65535 k 40000 lo 5 mismatches 0


func.func @k_p16(%out: memref<?xi32>, %blocks: index, %m: i16, %k: i16, %lo: index) {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %blocks, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %c2w = arith.constant 2 : i16
    %one = arith.constant 1 : i32
    %b = arith.muli %bx, %c64 : index
    %g = arith.addi %b, %tx : index
    %ok = arith.cmpi sge, %tx, %lo : index
    scf.if %ok {
      %gi = arith.index_cast %g : index to i16
      %v = arith.addi %gi, %m : i16
      %c = arith.cmpi ult, %v, %k : i16
      scf.if %c {
        %o = memref.load %out[%g] : memref<?xi32>
        %gi32 = arith.index_cast %g : index to i32
        %n = arith.addi %o, %gi32 : i32
        memref.store %n, %out[%g] : memref<?xi32>
      }
    }
    gpu.terminator
  }
  return
}

func.func @ref_p16(%out: memref<?xi32>, %blocks: index, %m: i16, %k: i16, %lo: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %c2w = arith.constant 2 : i16
  scf.for %bx = %c0 to %blocks step %c1 {
   scf.for %tx = %c0 to %c64 step %c1 {
    %b = arith.muli %bx, %c64 : index
    %g = arith.addi %b, %tx : index
    %ok = arith.cmpi sge, %tx, %lo : index
    %gi = arith.index_cast %g : index to i16
    %v = arith.addi %gi, %m : i16
    %c0v = arith.cmpi ult, %v, %k : i16
    %c = arith.andi %ok, %c0v : i1
    scf.if %c {
      %o = memref.load %out[%g] : memref<?xi32>
      %gi32 = arith.index_cast %g : index to i32
      %n = arith.addi %o, %gi32 : i32
      memref.store %n, %out[%g] : memref<?xi32>
    }
   }
  }
  return
}


func.func @k_m16(%out: memref<?xi32>, %blocks: index, %m: i16, %k: i16, %lo: index) {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %blocks, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %c2w = arith.constant 2 : i16
    %one = arith.constant 1 : i32
    %b = arith.muli %bx, %c64 : index
    %g = arith.addi %b, %tx : index
    %ok = arith.cmpi sge, %tx, %lo : index
    scf.if %ok {
      %gi = arith.index_cast %g : index to i16
      %v = arith.subi %m, %gi : i16
      %c = arith.cmpi ult, %v, %k : i16
      scf.if %c {
        %o = memref.load %out[%g] : memref<?xi32>
        %gi32 = arith.index_cast %g : index to i32
        %n = arith.addi %o, %gi32 : i32
        memref.store %n, %out[%g] : memref<?xi32>
      }
    }
    gpu.terminator
  }
  return
}

func.func @ref_m16(%out: memref<?xi32>, %blocks: index, %m: i16, %k: i16, %lo: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %c2w = arith.constant 2 : i16
  scf.for %bx = %c0 to %blocks step %c1 {
   scf.for %tx = %c0 to %c64 step %c1 {
    %b = arith.muli %bx, %c64 : index
    %g = arith.addi %b, %tx : index
    %ok = arith.cmpi sge, %tx, %lo : index
    %gi = arith.index_cast %g : index to i16
    %v = arith.subi %m, %gi : i16
    %c0v = arith.cmpi ult, %v, %k : i16
    %c = arith.andi %ok, %c0v : i1
    scf.if %c {
      %o = memref.load %out[%g] : memref<?xi32>
      %gi32 = arith.index_cast %g : index to i32
      %n = arith.addi %o, %gi32 : i32
      memref.store %n, %out[%g] : memref<?xi32>
    }
   }
  }
  return
}


func.func @k_m8(%out: memref<?xi32>, %blocks: index, %m: i8, %k: i8, %lo: index) {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %blocks, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %c2w = arith.constant 2 : i8
    %one = arith.constant 1 : i32
    %b = arith.muli %bx, %c64 : index
    %g = arith.addi %b, %tx : index
    %ok = arith.cmpi sge, %tx, %lo : index
    scf.if %ok {
      %gi = arith.index_cast %g : index to i8
      %v = arith.subi %m, %gi : i8
      %c = arith.cmpi ult, %v, %k : i8
      scf.if %c {
        %o = memref.load %out[%g] : memref<?xi32>
        %gi32 = arith.index_cast %g : index to i32
        %n = arith.addi %o, %gi32 : i32
        memref.store %n, %out[%g] : memref<?xi32>
      }
    }
    gpu.terminator
  }
  return
}

func.func @ref_m8(%out: memref<?xi32>, %blocks: index, %m: i8, %k: i8, %lo: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %c2w = arith.constant 2 : i8
  scf.for %bx = %c0 to %blocks step %c1 {
   scf.for %tx = %c0 to %c64 step %c1 {
    %b = arith.muli %bx, %c64 : index
    %g = arith.addi %b, %tx : index
    %ok = arith.cmpi sge, %tx, %lo : index
    %gi = arith.index_cast %g : index to i8
    %v = arith.subi %m, %gi : i8
    %c0v = arith.cmpi ult, %v, %k : i8
    %c = arith.andi %ok, %c0v : i1
    scf.if %c {
      %o = memref.load %out[%g] : memref<?xi32>
      %gi32 = arith.index_cast %g : index to i32
      %n = arith.addi %o, %gi32 : i32
      memref.store %n, %out[%g] : memref<?xi32>
    }
   }
  }
  return
}


func.func @k_p8(%out: memref<?xi32>, %blocks: index, %m: i8, %k: i8, %lo: index) {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %blocks, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %c2w = arith.constant 2 : i8
    %one = arith.constant 1 : i32
    %b = arith.muli %bx, %c64 : index
    %g = arith.addi %b, %tx : index
    %ok = arith.cmpi sge, %tx, %lo : index
    scf.if %ok {
      %gi = arith.index_cast %g : index to i8
      %v = arith.addi %gi, %m : i8
      %c = arith.cmpi ult, %v, %k : i8
      scf.if %c {
        %o = memref.load %out[%g] : memref<?xi32>
        %gi32 = arith.index_cast %g : index to i32
        %n = arith.addi %o, %gi32 : i32
        memref.store %n, %out[%g] : memref<?xi32>
      }
    }
    gpu.terminator
  }
  return
}

func.func @ref_p8(%out: memref<?xi32>, %blocks: index, %m: i8, %k: i8, %lo: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %c2w = arith.constant 2 : i8
  scf.for %bx = %c0 to %blocks step %c1 {
   scf.for %tx = %c0 to %c64 step %c1 {
    %b = arith.muli %bx, %c64 : index
    %g = arith.addi %b, %tx : index
    %ok = arith.cmpi sge, %tx, %lo : index
    %gi = arith.index_cast %g : index to i8
    %v = arith.addi %gi, %m : i8
    %c0v = arith.cmpi ult, %v, %k : i8
    %c = arith.andi %ok, %c0v : i1
    scf.if %c {
      %o = memref.load %out[%g] : memref<?xi32>
      %gi32 = arith.index_cast %g : index to i32
      %n = arith.addi %o, %gi32 : i32
      memref.store %n, %out[%g] : memref<?xi32>
    }
   }
  }
  return
}


func.func @k_t16(%out: memref<?xi32>, %blocks: index, %m: i16, %k: i16, %lo: index) {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %blocks, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %c2w = arith.constant 2 : i16
    %one = arith.constant 1 : i32
    %b = arith.muli %bx, %c64 : index
    %g = arith.addi %b, %tx : index
    %ok = arith.cmpi sge, %tx, %lo : index
    scf.if %ok {
      %gi = arith.index_cast %g : index to i16
      %v0 = arith.muli %gi, %c2w : i16
    %v = arith.addi %v0, %m : i16
      %c = arith.cmpi ult, %v, %k : i16
      scf.if %c {
        %o = memref.load %out[%g] : memref<?xi32>
        %gi32 = arith.index_cast %g : index to i32
        %n = arith.addi %o, %gi32 : i32
        memref.store %n, %out[%g] : memref<?xi32>
      }
    }
    gpu.terminator
  }
  return
}

func.func @ref_t16(%out: memref<?xi32>, %blocks: index, %m: i16, %k: i16, %lo: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %c2w = arith.constant 2 : i16
  scf.for %bx = %c0 to %blocks step %c1 {
   scf.for %tx = %c0 to %c64 step %c1 {
    %b = arith.muli %bx, %c64 : index
    %g = arith.addi %b, %tx : index
    %ok = arith.cmpi sge, %tx, %lo : index
    %gi = arith.index_cast %g : index to i16
    %v0 = arith.muli %gi, %c2w : i16
    %v = arith.addi %v0, %m : i16
    %c0v = arith.cmpi ult, %v, %k : i16
    %c = arith.andi %ok, %c0v : i1
    scf.if %c {
      %o = memref.load %out[%g] : memref<?xi32>
      %gi32 = arith.index_cast %g : index to i32
      %n = arith.addi %o, %gi32 : i32
      memref.store %n, %out[%g] : memref<?xi32>
    }
   }
  }
  return
}


llvm.mlir.global internal constant @fmt("%s blocks %ld m %ld k %ld lo %ld mismatches %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

llvm.mlir.global internal constant @nm_p16("p16\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @nm_m16("m16\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @nm_m8("m8\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @nm_p8("p8\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @nm_t16("t16\00") {addr_space = 0 : i32}

func.func @fill(%a: memref<?xi32>, %b: memref<?xi32>, %total: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %total step %c1 {
    %x = arith.index_cast %i : index to i32
    memref.store %x, %a[%i] : memref<?xi32>
    memref.store %x, %b[%i] : memref<?xi32>
  }
  return
}
func.func @compare(%a: memref<?xi32>, %b: memref<?xi32>, %total: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %res = scf.for %i = %c0 to %total step %c1 iter_args(%bad = %z) -> (i64) {
    %x = memref.load %a[%i] : memref<?xi32>
    %y = memref.load %b[%i] : memref<?xi32>
    %ne = arith.cmpi ne, %x, %y : i32
    %inc = arith.select %ne, %one, %z : i64
    %b2 = arith.addi %bad, %inc : i64
    scf.yield %b2 : i64
  }
  return %res : i64
}
func.func @main() {
  %c64 = arith.constant 64 : index
  %cmax = arith.constant 80000 : index
  %a = memref.alloc(%cmax) : memref<?xi32>
  %b = memref.alloc(%cmax) : memref<?xi32>
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr

  %bl1 = arith.constant 4 : index
  %m1 = arith.constant 0 : i16
  %k1 = arith.constant 50 : i16
  %lo1 = arith.constant 0 : index
  %tot1 = arith.muli %bl1, %c64 : index
  call @fill(%a, %b, %tot1) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_p16(%a, %bl1, %m1, %k1, %lo1) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_p16(%b, %bl1, %m1, %k1, %lo1) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad1 = call @compare(%a, %b, %tot1) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm1 = llvm.mlir.addressof @nm_p16 : !llvm.ptr
  %bli1 = arith.index_cast %bl1 : index to i64
  %mi1 = arith.extui %m1 : i16 to i64
  %ki1 = arith.extui %k1 : i16 to i64
  %loi1 = arith.index_cast %lo1 : index to i64
  llvm.call @printf(%fmt, %nm1, %bli1, %mi1, %ki1, %loi1, %bad1) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl2 = arith.constant 4 : index
  %m2 = arith.constant 0 : i16
  %k2 = arith.constant 50 : i16
  %lo2 = arith.constant 5 : index
  %tot2 = arith.muli %bl2, %c64 : index
  call @fill(%a, %b, %tot2) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_p16(%a, %bl2, %m2, %k2, %lo2) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_p16(%b, %bl2, %m2, %k2, %lo2) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad2 = call @compare(%a, %b, %tot2) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm2 = llvm.mlir.addressof @nm_p16 : !llvm.ptr
  %bli2 = arith.index_cast %bl2 : index to i64
  %mi2 = arith.extui %m2 : i16 to i64
  %ki2 = arith.extui %k2 : i16 to i64
  %loi2 = arith.index_cast %lo2 : index to i64
  llvm.call @printf(%fmt, %nm2, %bli2, %mi2, %ki2, %loi2, %bad2) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl3 = arith.constant 4 : index
  %m3 = arith.constant 0 : i16
  %k3 = arith.constant -25536 : i16
  %lo3 = arith.constant 0 : index
  %tot3 = arith.muli %bl3, %c64 : index
  call @fill(%a, %b, %tot3) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_p16(%a, %bl3, %m3, %k3, %lo3) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_p16(%b, %bl3, %m3, %k3, %lo3) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad3 = call @compare(%a, %b, %tot3) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm3 = llvm.mlir.addressof @nm_p16 : !llvm.ptr
  %bli3 = arith.index_cast %bl3 : index to i64
  %mi3 = arith.extui %m3 : i16 to i64
  %ki3 = arith.extui %k3 : i16 to i64
  %loi3 = arith.index_cast %lo3 : index to i64
  llvm.call @printf(%fmt, %nm3, %bli3, %mi3, %ki3, %loi3, %bad3) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl4 = arith.constant 4 : index
  %m4 = arith.constant 0 : i16
  %k4 = arith.constant -25536 : i16
  %lo4 = arith.constant 5 : index
  %tot4 = arith.muli %bl4, %c64 : index
  call @fill(%a, %b, %tot4) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_p16(%a, %bl4, %m4, %k4, %lo4) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_p16(%b, %bl4, %m4, %k4, %lo4) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad4 = call @compare(%a, %b, %tot4) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm4 = llvm.mlir.addressof @nm_p16 : !llvm.ptr
  %bli4 = arith.index_cast %bl4 : index to i64
  %mi4 = arith.extui %m4 : i16 to i64
  %ki4 = arith.extui %k4 : i16 to i64
  %loi4 = arith.index_cast %lo4 : index to i64
  llvm.call @printf(%fmt, %nm4, %bli4, %mi4, %ki4, %loi4, %bad4) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl5 = arith.constant 4 : index
  %m5 = arith.constant 1000 : i16
  %k5 = arith.constant 50 : i16
  %lo5 = arith.constant 0 : index
  %tot5 = arith.muli %bl5, %c64 : index
  call @fill(%a, %b, %tot5) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_p16(%a, %bl5, %m5, %k5, %lo5) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_p16(%b, %bl5, %m5, %k5, %lo5) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad5 = call @compare(%a, %b, %tot5) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm5 = llvm.mlir.addressof @nm_p16 : !llvm.ptr
  %bli5 = arith.index_cast %bl5 : index to i64
  %mi5 = arith.extui %m5 : i16 to i64
  %ki5 = arith.extui %k5 : i16 to i64
  %loi5 = arith.index_cast %lo5 : index to i64
  llvm.call @printf(%fmt, %nm5, %bli5, %mi5, %ki5, %loi5, %bad5) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl6 = arith.constant 4 : index
  %m6 = arith.constant 1000 : i16
  %k6 = arith.constant 50 : i16
  %lo6 = arith.constant 5 : index
  %tot6 = arith.muli %bl6, %c64 : index
  call @fill(%a, %b, %tot6) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_p16(%a, %bl6, %m6, %k6, %lo6) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_p16(%b, %bl6, %m6, %k6, %lo6) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad6 = call @compare(%a, %b, %tot6) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm6 = llvm.mlir.addressof @nm_p16 : !llvm.ptr
  %bli6 = arith.index_cast %bl6 : index to i64
  %mi6 = arith.extui %m6 : i16 to i64
  %ki6 = arith.extui %k6 : i16 to i64
  %loi6 = arith.index_cast %lo6 : index to i64
  llvm.call @printf(%fmt, %nm6, %bli6, %mi6, %ki6, %loi6, %bad6) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl7 = arith.constant 4 : index
  %m7 = arith.constant 1000 : i16
  %k7 = arith.constant -25536 : i16
  %lo7 = arith.constant 0 : index
  %tot7 = arith.muli %bl7, %c64 : index
  call @fill(%a, %b, %tot7) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_p16(%a, %bl7, %m7, %k7, %lo7) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_p16(%b, %bl7, %m7, %k7, %lo7) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad7 = call @compare(%a, %b, %tot7) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm7 = llvm.mlir.addressof @nm_p16 : !llvm.ptr
  %bli7 = arith.index_cast %bl7 : index to i64
  %mi7 = arith.extui %m7 : i16 to i64
  %ki7 = arith.extui %k7 : i16 to i64
  %loi7 = arith.index_cast %lo7 : index to i64
  llvm.call @printf(%fmt, %nm7, %bli7, %mi7, %ki7, %loi7, %bad7) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl8 = arith.constant 4 : index
  %m8 = arith.constant 1000 : i16
  %k8 = arith.constant -25536 : i16
  %lo8 = arith.constant 5 : index
  %tot8 = arith.muli %bl8, %c64 : index
  call @fill(%a, %b, %tot8) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_p16(%a, %bl8, %m8, %k8, %lo8) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_p16(%b, %bl8, %m8, %k8, %lo8) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad8 = call @compare(%a, %b, %tot8) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm8 = llvm.mlir.addressof @nm_p16 : !llvm.ptr
  %bli8 = arith.index_cast %bl8 : index to i64
  %mi8 = arith.extui %m8 : i16 to i64
  %ki8 = arith.extui %k8 : i16 to i64
  %loi8 = arith.index_cast %lo8 : index to i64
  llvm.call @printf(%fmt, %nm8, %bli8, %mi8, %ki8, %loi8, %bad8) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl9 = arith.constant 4 : index
  %m9 = arith.constant -1 : i16
  %k9 = arith.constant 50 : i16
  %lo9 = arith.constant 0 : index
  %tot9 = arith.muli %bl9, %c64 : index
  call @fill(%a, %b, %tot9) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_p16(%a, %bl9, %m9, %k9, %lo9) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_p16(%b, %bl9, %m9, %k9, %lo9) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad9 = call @compare(%a, %b, %tot9) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm9 = llvm.mlir.addressof @nm_p16 : !llvm.ptr
  %bli9 = arith.index_cast %bl9 : index to i64
  %mi9 = arith.extui %m9 : i16 to i64
  %ki9 = arith.extui %k9 : i16 to i64
  %loi9 = arith.index_cast %lo9 : index to i64
  llvm.call @printf(%fmt, %nm9, %bli9, %mi9, %ki9, %loi9, %bad9) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl10 = arith.constant 4 : index
  %m10 = arith.constant -1 : i16
  %k10 = arith.constant 50 : i16
  %lo10 = arith.constant 5 : index
  %tot10 = arith.muli %bl10, %c64 : index
  call @fill(%a, %b, %tot10) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_p16(%a, %bl10, %m10, %k10, %lo10) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_p16(%b, %bl10, %m10, %k10, %lo10) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad10 = call @compare(%a, %b, %tot10) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm10 = llvm.mlir.addressof @nm_p16 : !llvm.ptr
  %bli10 = arith.index_cast %bl10 : index to i64
  %mi10 = arith.extui %m10 : i16 to i64
  %ki10 = arith.extui %k10 : i16 to i64
  %loi10 = arith.index_cast %lo10 : index to i64
  llvm.call @printf(%fmt, %nm10, %bli10, %mi10, %ki10, %loi10, %bad10) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl11 = arith.constant 4 : index
  %m11 = arith.constant -1 : i16
  %k11 = arith.constant -25536 : i16
  %lo11 = arith.constant 0 : index
  %tot11 = arith.muli %bl11, %c64 : index
  call @fill(%a, %b, %tot11) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_p16(%a, %bl11, %m11, %k11, %lo11) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_p16(%b, %bl11, %m11, %k11, %lo11) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad11 = call @compare(%a, %b, %tot11) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm11 = llvm.mlir.addressof @nm_p16 : !llvm.ptr
  %bli11 = arith.index_cast %bl11 : index to i64
  %mi11 = arith.extui %m11 : i16 to i64
  %ki11 = arith.extui %k11 : i16 to i64
  %loi11 = arith.index_cast %lo11 : index to i64
  llvm.call @printf(%fmt, %nm11, %bli11, %mi11, %ki11, %loi11, %bad11) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl12 = arith.constant 4 : index
  %m12 = arith.constant -1 : i16
  %k12 = arith.constant -25536 : i16
  %lo12 = arith.constant 5 : index
  %tot12 = arith.muli %bl12, %c64 : index
  call @fill(%a, %b, %tot12) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_p16(%a, %bl12, %m12, %k12, %lo12) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_p16(%b, %bl12, %m12, %k12, %lo12) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad12 = call @compare(%a, %b, %tot12) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm12 = llvm.mlir.addressof @nm_p16 : !llvm.ptr
  %bli12 = arith.index_cast %bl12 : index to i64
  %mi12 = arith.extui %m12 : i16 to i64
  %ki12 = arith.extui %k12 : i16 to i64
  %loi12 = arith.index_cast %lo12 : index to i64
  llvm.call @printf(%fmt, %nm12, %bli12, %mi12, %ki12, %loi12, %bad12) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl13 = arith.constant 100 : index
  %m13 = arith.constant 0 : i16
  %k13 = arith.constant 50 : i16
  %lo13 = arith.constant 0 : index
  %tot13 = arith.muli %bl13, %c64 : index
  call @fill(%a, %b, %tot13) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_p16(%a, %bl13, %m13, %k13, %lo13) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_p16(%b, %bl13, %m13, %k13, %lo13) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad13 = call @compare(%a, %b, %tot13) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm13 = llvm.mlir.addressof @nm_p16 : !llvm.ptr
  %bli13 = arith.index_cast %bl13 : index to i64
  %mi13 = arith.extui %m13 : i16 to i64
  %ki13 = arith.extui %k13 : i16 to i64
  %loi13 = arith.index_cast %lo13 : index to i64
  llvm.call @printf(%fmt, %nm13, %bli13, %mi13, %ki13, %loi13, %bad13) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl14 = arith.constant 100 : index
  %m14 = arith.constant 0 : i16
  %k14 = arith.constant 50 : i16
  %lo14 = arith.constant 5 : index
  %tot14 = arith.muli %bl14, %c64 : index
  call @fill(%a, %b, %tot14) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_p16(%a, %bl14, %m14, %k14, %lo14) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_p16(%b, %bl14, %m14, %k14, %lo14) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad14 = call @compare(%a, %b, %tot14) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm14 = llvm.mlir.addressof @nm_p16 : !llvm.ptr
  %bli14 = arith.index_cast %bl14 : index to i64
  %mi14 = arith.extui %m14 : i16 to i64
  %ki14 = arith.extui %k14 : i16 to i64
  %loi14 = arith.index_cast %lo14 : index to i64
  llvm.call @printf(%fmt, %nm14, %bli14, %mi14, %ki14, %loi14, %bad14) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl15 = arith.constant 100 : index
  %m15 = arith.constant 0 : i16
  %k15 = arith.constant -25536 : i16
  %lo15 = arith.constant 0 : index
  %tot15 = arith.muli %bl15, %c64 : index
  call @fill(%a, %b, %tot15) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_p16(%a, %bl15, %m15, %k15, %lo15) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_p16(%b, %bl15, %m15, %k15, %lo15) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad15 = call @compare(%a, %b, %tot15) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm15 = llvm.mlir.addressof @nm_p16 : !llvm.ptr
  %bli15 = arith.index_cast %bl15 : index to i64
  %mi15 = arith.extui %m15 : i16 to i64
  %ki15 = arith.extui %k15 : i16 to i64
  %loi15 = arith.index_cast %lo15 : index to i64
  llvm.call @printf(%fmt, %nm15, %bli15, %mi15, %ki15, %loi15, %bad15) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl16 = arith.constant 100 : index
  %m16 = arith.constant 0 : i16
  %k16 = arith.constant -25536 : i16
  %lo16 = arith.constant 5 : index
  %tot16 = arith.muli %bl16, %c64 : index
  call @fill(%a, %b, %tot16) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_p16(%a, %bl16, %m16, %k16, %lo16) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_p16(%b, %bl16, %m16, %k16, %lo16) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad16 = call @compare(%a, %b, %tot16) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm16 = llvm.mlir.addressof @nm_p16 : !llvm.ptr
  %bli16 = arith.index_cast %bl16 : index to i64
  %mi16 = arith.extui %m16 : i16 to i64
  %ki16 = arith.extui %k16 : i16 to i64
  %loi16 = arith.index_cast %lo16 : index to i64
  llvm.call @printf(%fmt, %nm16, %bli16, %mi16, %ki16, %loi16, %bad16) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl17 = arith.constant 100 : index
  %m17 = arith.constant 1000 : i16
  %k17 = arith.constant 50 : i16
  %lo17 = arith.constant 0 : index
  %tot17 = arith.muli %bl17, %c64 : index
  call @fill(%a, %b, %tot17) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_p16(%a, %bl17, %m17, %k17, %lo17) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_p16(%b, %bl17, %m17, %k17, %lo17) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad17 = call @compare(%a, %b, %tot17) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm17 = llvm.mlir.addressof @nm_p16 : !llvm.ptr
  %bli17 = arith.index_cast %bl17 : index to i64
  %mi17 = arith.extui %m17 : i16 to i64
  %ki17 = arith.extui %k17 : i16 to i64
  %loi17 = arith.index_cast %lo17 : index to i64
  llvm.call @printf(%fmt, %nm17, %bli17, %mi17, %ki17, %loi17, %bad17) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl18 = arith.constant 100 : index
  %m18 = arith.constant 1000 : i16
  %k18 = arith.constant 50 : i16
  %lo18 = arith.constant 5 : index
  %tot18 = arith.muli %bl18, %c64 : index
  call @fill(%a, %b, %tot18) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_p16(%a, %bl18, %m18, %k18, %lo18) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_p16(%b, %bl18, %m18, %k18, %lo18) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad18 = call @compare(%a, %b, %tot18) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm18 = llvm.mlir.addressof @nm_p16 : !llvm.ptr
  %bli18 = arith.index_cast %bl18 : index to i64
  %mi18 = arith.extui %m18 : i16 to i64
  %ki18 = arith.extui %k18 : i16 to i64
  %loi18 = arith.index_cast %lo18 : index to i64
  llvm.call @printf(%fmt, %nm18, %bli18, %mi18, %ki18, %loi18, %bad18) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl19 = arith.constant 100 : index
  %m19 = arith.constant 1000 : i16
  %k19 = arith.constant -25536 : i16
  %lo19 = arith.constant 0 : index
  %tot19 = arith.muli %bl19, %c64 : index
  call @fill(%a, %b, %tot19) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_p16(%a, %bl19, %m19, %k19, %lo19) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_p16(%b, %bl19, %m19, %k19, %lo19) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad19 = call @compare(%a, %b, %tot19) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm19 = llvm.mlir.addressof @nm_p16 : !llvm.ptr
  %bli19 = arith.index_cast %bl19 : index to i64
  %mi19 = arith.extui %m19 : i16 to i64
  %ki19 = arith.extui %k19 : i16 to i64
  %loi19 = arith.index_cast %lo19 : index to i64
  llvm.call @printf(%fmt, %nm19, %bli19, %mi19, %ki19, %loi19, %bad19) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl20 = arith.constant 100 : index
  %m20 = arith.constant 1000 : i16
  %k20 = arith.constant -25536 : i16
  %lo20 = arith.constant 5 : index
  %tot20 = arith.muli %bl20, %c64 : index
  call @fill(%a, %b, %tot20) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_p16(%a, %bl20, %m20, %k20, %lo20) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_p16(%b, %bl20, %m20, %k20, %lo20) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad20 = call @compare(%a, %b, %tot20) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm20 = llvm.mlir.addressof @nm_p16 : !llvm.ptr
  %bli20 = arith.index_cast %bl20 : index to i64
  %mi20 = arith.extui %m20 : i16 to i64
  %ki20 = arith.extui %k20 : i16 to i64
  %loi20 = arith.index_cast %lo20 : index to i64
  llvm.call @printf(%fmt, %nm20, %bli20, %mi20, %ki20, %loi20, %bad20) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl21 = arith.constant 100 : index
  %m21 = arith.constant -1 : i16
  %k21 = arith.constant 50 : i16
  %lo21 = arith.constant 0 : index
  %tot21 = arith.muli %bl21, %c64 : index
  call @fill(%a, %b, %tot21) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_p16(%a, %bl21, %m21, %k21, %lo21) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_p16(%b, %bl21, %m21, %k21, %lo21) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad21 = call @compare(%a, %b, %tot21) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm21 = llvm.mlir.addressof @nm_p16 : !llvm.ptr
  %bli21 = arith.index_cast %bl21 : index to i64
  %mi21 = arith.extui %m21 : i16 to i64
  %ki21 = arith.extui %k21 : i16 to i64
  %loi21 = arith.index_cast %lo21 : index to i64
  llvm.call @printf(%fmt, %nm21, %bli21, %mi21, %ki21, %loi21, %bad21) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl22 = arith.constant 100 : index
  %m22 = arith.constant -1 : i16
  %k22 = arith.constant 50 : i16
  %lo22 = arith.constant 5 : index
  %tot22 = arith.muli %bl22, %c64 : index
  call @fill(%a, %b, %tot22) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_p16(%a, %bl22, %m22, %k22, %lo22) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_p16(%b, %bl22, %m22, %k22, %lo22) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad22 = call @compare(%a, %b, %tot22) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm22 = llvm.mlir.addressof @nm_p16 : !llvm.ptr
  %bli22 = arith.index_cast %bl22 : index to i64
  %mi22 = arith.extui %m22 : i16 to i64
  %ki22 = arith.extui %k22 : i16 to i64
  %loi22 = arith.index_cast %lo22 : index to i64
  llvm.call @printf(%fmt, %nm22, %bli22, %mi22, %ki22, %loi22, %bad22) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl23 = arith.constant 100 : index
  %m23 = arith.constant -1 : i16
  %k23 = arith.constant -25536 : i16
  %lo23 = arith.constant 0 : index
  %tot23 = arith.muli %bl23, %c64 : index
  call @fill(%a, %b, %tot23) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_p16(%a, %bl23, %m23, %k23, %lo23) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_p16(%b, %bl23, %m23, %k23, %lo23) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad23 = call @compare(%a, %b, %tot23) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm23 = llvm.mlir.addressof @nm_p16 : !llvm.ptr
  %bli23 = arith.index_cast %bl23 : index to i64
  %mi23 = arith.extui %m23 : i16 to i64
  %ki23 = arith.extui %k23 : i16 to i64
  %loi23 = arith.index_cast %lo23 : index to i64
  llvm.call @printf(%fmt, %nm23, %bli23, %mi23, %ki23, %loi23, %bad23) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl24 = arith.constant 100 : index
  %m24 = arith.constant -1 : i16
  %k24 = arith.constant -25536 : i16
  %lo24 = arith.constant 5 : index
  %tot24 = arith.muli %bl24, %c64 : index
  call @fill(%a, %b, %tot24) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_p16(%a, %bl24, %m24, %k24, %lo24) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_p16(%b, %bl24, %m24, %k24, %lo24) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad24 = call @compare(%a, %b, %tot24) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm24 = llvm.mlir.addressof @nm_p16 : !llvm.ptr
  %bli24 = arith.index_cast %bl24 : index to i64
  %mi24 = arith.extui %m24 : i16 to i64
  %ki24 = arith.extui %k24 : i16 to i64
  %loi24 = arith.index_cast %lo24 : index to i64
  llvm.call @printf(%fmt, %nm24, %bli24, %mi24, %ki24, %loi24, %bad24) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl25 = arith.constant 1100 : index
  %m25 = arith.constant 0 : i16
  %k25 = arith.constant 50 : i16
  %lo25 = arith.constant 0 : index
  %tot25 = arith.muli %bl25, %c64 : index
  call @fill(%a, %b, %tot25) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_p16(%a, %bl25, %m25, %k25, %lo25) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_p16(%b, %bl25, %m25, %k25, %lo25) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad25 = call @compare(%a, %b, %tot25) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm25 = llvm.mlir.addressof @nm_p16 : !llvm.ptr
  %bli25 = arith.index_cast %bl25 : index to i64
  %mi25 = arith.extui %m25 : i16 to i64
  %ki25 = arith.extui %k25 : i16 to i64
  %loi25 = arith.index_cast %lo25 : index to i64
  llvm.call @printf(%fmt, %nm25, %bli25, %mi25, %ki25, %loi25, %bad25) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl26 = arith.constant 1100 : index
  %m26 = arith.constant 0 : i16
  %k26 = arith.constant 50 : i16
  %lo26 = arith.constant 5 : index
  %tot26 = arith.muli %bl26, %c64 : index
  call @fill(%a, %b, %tot26) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_p16(%a, %bl26, %m26, %k26, %lo26) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_p16(%b, %bl26, %m26, %k26, %lo26) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad26 = call @compare(%a, %b, %tot26) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm26 = llvm.mlir.addressof @nm_p16 : !llvm.ptr
  %bli26 = arith.index_cast %bl26 : index to i64
  %mi26 = arith.extui %m26 : i16 to i64
  %ki26 = arith.extui %k26 : i16 to i64
  %loi26 = arith.index_cast %lo26 : index to i64
  llvm.call @printf(%fmt, %nm26, %bli26, %mi26, %ki26, %loi26, %bad26) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl27 = arith.constant 1100 : index
  %m27 = arith.constant 0 : i16
  %k27 = arith.constant -25536 : i16
  %lo27 = arith.constant 0 : index
  %tot27 = arith.muli %bl27, %c64 : index
  call @fill(%a, %b, %tot27) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_p16(%a, %bl27, %m27, %k27, %lo27) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_p16(%b, %bl27, %m27, %k27, %lo27) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad27 = call @compare(%a, %b, %tot27) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm27 = llvm.mlir.addressof @nm_p16 : !llvm.ptr
  %bli27 = arith.index_cast %bl27 : index to i64
  %mi27 = arith.extui %m27 : i16 to i64
  %ki27 = arith.extui %k27 : i16 to i64
  %loi27 = arith.index_cast %lo27 : index to i64
  llvm.call @printf(%fmt, %nm27, %bli27, %mi27, %ki27, %loi27, %bad27) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl28 = arith.constant 1100 : index
  %m28 = arith.constant 0 : i16
  %k28 = arith.constant -25536 : i16
  %lo28 = arith.constant 5 : index
  %tot28 = arith.muli %bl28, %c64 : index
  call @fill(%a, %b, %tot28) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_p16(%a, %bl28, %m28, %k28, %lo28) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_p16(%b, %bl28, %m28, %k28, %lo28) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad28 = call @compare(%a, %b, %tot28) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm28 = llvm.mlir.addressof @nm_p16 : !llvm.ptr
  %bli28 = arith.index_cast %bl28 : index to i64
  %mi28 = arith.extui %m28 : i16 to i64
  %ki28 = arith.extui %k28 : i16 to i64
  %loi28 = arith.index_cast %lo28 : index to i64
  llvm.call @printf(%fmt, %nm28, %bli28, %mi28, %ki28, %loi28, %bad28) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl29 = arith.constant 1100 : index
  %m29 = arith.constant 1000 : i16
  %k29 = arith.constant 50 : i16
  %lo29 = arith.constant 0 : index
  %tot29 = arith.muli %bl29, %c64 : index
  call @fill(%a, %b, %tot29) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_p16(%a, %bl29, %m29, %k29, %lo29) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_p16(%b, %bl29, %m29, %k29, %lo29) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad29 = call @compare(%a, %b, %tot29) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm29 = llvm.mlir.addressof @nm_p16 : !llvm.ptr
  %bli29 = arith.index_cast %bl29 : index to i64
  %mi29 = arith.extui %m29 : i16 to i64
  %ki29 = arith.extui %k29 : i16 to i64
  %loi29 = arith.index_cast %lo29 : index to i64
  llvm.call @printf(%fmt, %nm29, %bli29, %mi29, %ki29, %loi29, %bad29) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl30 = arith.constant 1100 : index
  %m30 = arith.constant 1000 : i16
  %k30 = arith.constant 50 : i16
  %lo30 = arith.constant 5 : index
  %tot30 = arith.muli %bl30, %c64 : index
  call @fill(%a, %b, %tot30) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_p16(%a, %bl30, %m30, %k30, %lo30) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_p16(%b, %bl30, %m30, %k30, %lo30) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad30 = call @compare(%a, %b, %tot30) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm30 = llvm.mlir.addressof @nm_p16 : !llvm.ptr
  %bli30 = arith.index_cast %bl30 : index to i64
  %mi30 = arith.extui %m30 : i16 to i64
  %ki30 = arith.extui %k30 : i16 to i64
  %loi30 = arith.index_cast %lo30 : index to i64
  llvm.call @printf(%fmt, %nm30, %bli30, %mi30, %ki30, %loi30, %bad30) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl31 = arith.constant 1100 : index
  %m31 = arith.constant 1000 : i16
  %k31 = arith.constant -25536 : i16
  %lo31 = arith.constant 0 : index
  %tot31 = arith.muli %bl31, %c64 : index
  call @fill(%a, %b, %tot31) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_p16(%a, %bl31, %m31, %k31, %lo31) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_p16(%b, %bl31, %m31, %k31, %lo31) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad31 = call @compare(%a, %b, %tot31) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm31 = llvm.mlir.addressof @nm_p16 : !llvm.ptr
  %bli31 = arith.index_cast %bl31 : index to i64
  %mi31 = arith.extui %m31 : i16 to i64
  %ki31 = arith.extui %k31 : i16 to i64
  %loi31 = arith.index_cast %lo31 : index to i64
  llvm.call @printf(%fmt, %nm31, %bli31, %mi31, %ki31, %loi31, %bad31) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl32 = arith.constant 1100 : index
  %m32 = arith.constant 1000 : i16
  %k32 = arith.constant -25536 : i16
  %lo32 = arith.constant 5 : index
  %tot32 = arith.muli %bl32, %c64 : index
  call @fill(%a, %b, %tot32) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_p16(%a, %bl32, %m32, %k32, %lo32) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_p16(%b, %bl32, %m32, %k32, %lo32) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad32 = call @compare(%a, %b, %tot32) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm32 = llvm.mlir.addressof @nm_p16 : !llvm.ptr
  %bli32 = arith.index_cast %bl32 : index to i64
  %mi32 = arith.extui %m32 : i16 to i64
  %ki32 = arith.extui %k32 : i16 to i64
  %loi32 = arith.index_cast %lo32 : index to i64
  llvm.call @printf(%fmt, %nm32, %bli32, %mi32, %ki32, %loi32, %bad32) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl33 = arith.constant 1100 : index
  %m33 = arith.constant -1 : i16
  %k33 = arith.constant 50 : i16
  %lo33 = arith.constant 0 : index
  %tot33 = arith.muli %bl33, %c64 : index
  call @fill(%a, %b, %tot33) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_p16(%a, %bl33, %m33, %k33, %lo33) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_p16(%b, %bl33, %m33, %k33, %lo33) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad33 = call @compare(%a, %b, %tot33) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm33 = llvm.mlir.addressof @nm_p16 : !llvm.ptr
  %bli33 = arith.index_cast %bl33 : index to i64
  %mi33 = arith.extui %m33 : i16 to i64
  %ki33 = arith.extui %k33 : i16 to i64
  %loi33 = arith.index_cast %lo33 : index to i64
  llvm.call @printf(%fmt, %nm33, %bli33, %mi33, %ki33, %loi33, %bad33) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl34 = arith.constant 1100 : index
  %m34 = arith.constant -1 : i16
  %k34 = arith.constant 50 : i16
  %lo34 = arith.constant 5 : index
  %tot34 = arith.muli %bl34, %c64 : index
  call @fill(%a, %b, %tot34) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_p16(%a, %bl34, %m34, %k34, %lo34) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_p16(%b, %bl34, %m34, %k34, %lo34) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad34 = call @compare(%a, %b, %tot34) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm34 = llvm.mlir.addressof @nm_p16 : !llvm.ptr
  %bli34 = arith.index_cast %bl34 : index to i64
  %mi34 = arith.extui %m34 : i16 to i64
  %ki34 = arith.extui %k34 : i16 to i64
  %loi34 = arith.index_cast %lo34 : index to i64
  llvm.call @printf(%fmt, %nm34, %bli34, %mi34, %ki34, %loi34, %bad34) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl35 = arith.constant 1100 : index
  %m35 = arith.constant -1 : i16
  %k35 = arith.constant -25536 : i16
  %lo35 = arith.constant 0 : index
  %tot35 = arith.muli %bl35, %c64 : index
  call @fill(%a, %b, %tot35) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_p16(%a, %bl35, %m35, %k35, %lo35) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_p16(%b, %bl35, %m35, %k35, %lo35) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad35 = call @compare(%a, %b, %tot35) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm35 = llvm.mlir.addressof @nm_p16 : !llvm.ptr
  %bli35 = arith.index_cast %bl35 : index to i64
  %mi35 = arith.extui %m35 : i16 to i64
  %ki35 = arith.extui %k35 : i16 to i64
  %loi35 = arith.index_cast %lo35 : index to i64
  llvm.call @printf(%fmt, %nm35, %bli35, %mi35, %ki35, %loi35, %bad35) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl36 = arith.constant 1100 : index
  %m36 = arith.constant -1 : i16
  %k36 = arith.constant -25536 : i16
  %lo36 = arith.constant 5 : index
  %tot36 = arith.muli %bl36, %c64 : index
  call @fill(%a, %b, %tot36) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_p16(%a, %bl36, %m36, %k36, %lo36) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_p16(%b, %bl36, %m36, %k36, %lo36) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad36 = call @compare(%a, %b, %tot36) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm36 = llvm.mlir.addressof @nm_p16 : !llvm.ptr
  %bli36 = arith.index_cast %bl36 : index to i64
  %mi36 = arith.extui %m36 : i16 to i64
  %ki36 = arith.extui %k36 : i16 to i64
  %loi36 = arith.index_cast %lo36 : index to i64
  llvm.call @printf(%fmt, %nm36, %bli36, %mi36, %ki36, %loi36, %bad36) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl37 = arith.constant 4 : index
  %m37 = arith.constant 0 : i16
  %k37 = arith.constant 50 : i16
  %lo37 = arith.constant 0 : index
  %tot37 = arith.muli %bl37, %c64 : index
  call @fill(%a, %b, %tot37) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_m16(%a, %bl37, %m37, %k37, %lo37) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_m16(%b, %bl37, %m37, %k37, %lo37) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad37 = call @compare(%a, %b, %tot37) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm37 = llvm.mlir.addressof @nm_m16 : !llvm.ptr
  %bli37 = arith.index_cast %bl37 : index to i64
  %mi37 = arith.extui %m37 : i16 to i64
  %ki37 = arith.extui %k37 : i16 to i64
  %loi37 = arith.index_cast %lo37 : index to i64
  llvm.call @printf(%fmt, %nm37, %bli37, %mi37, %ki37, %loi37, %bad37) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl38 = arith.constant 4 : index
  %m38 = arith.constant 0 : i16
  %k38 = arith.constant 50 : i16
  %lo38 = arith.constant 5 : index
  %tot38 = arith.muli %bl38, %c64 : index
  call @fill(%a, %b, %tot38) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_m16(%a, %bl38, %m38, %k38, %lo38) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_m16(%b, %bl38, %m38, %k38, %lo38) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad38 = call @compare(%a, %b, %tot38) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm38 = llvm.mlir.addressof @nm_m16 : !llvm.ptr
  %bli38 = arith.index_cast %bl38 : index to i64
  %mi38 = arith.extui %m38 : i16 to i64
  %ki38 = arith.extui %k38 : i16 to i64
  %loi38 = arith.index_cast %lo38 : index to i64
  llvm.call @printf(%fmt, %nm38, %bli38, %mi38, %ki38, %loi38, %bad38) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl39 = arith.constant 4 : index
  %m39 = arith.constant 0 : i16
  %k39 = arith.constant -25536 : i16
  %lo39 = arith.constant 0 : index
  %tot39 = arith.muli %bl39, %c64 : index
  call @fill(%a, %b, %tot39) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_m16(%a, %bl39, %m39, %k39, %lo39) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_m16(%b, %bl39, %m39, %k39, %lo39) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad39 = call @compare(%a, %b, %tot39) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm39 = llvm.mlir.addressof @nm_m16 : !llvm.ptr
  %bli39 = arith.index_cast %bl39 : index to i64
  %mi39 = arith.extui %m39 : i16 to i64
  %ki39 = arith.extui %k39 : i16 to i64
  %loi39 = arith.index_cast %lo39 : index to i64
  llvm.call @printf(%fmt, %nm39, %bli39, %mi39, %ki39, %loi39, %bad39) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl40 = arith.constant 4 : index
  %m40 = arith.constant 0 : i16
  %k40 = arith.constant -25536 : i16
  %lo40 = arith.constant 5 : index
  %tot40 = arith.muli %bl40, %c64 : index
  call @fill(%a, %b, %tot40) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_m16(%a, %bl40, %m40, %k40, %lo40) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_m16(%b, %bl40, %m40, %k40, %lo40) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad40 = call @compare(%a, %b, %tot40) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm40 = llvm.mlir.addressof @nm_m16 : !llvm.ptr
  %bli40 = arith.index_cast %bl40 : index to i64
  %mi40 = arith.extui %m40 : i16 to i64
  %ki40 = arith.extui %k40 : i16 to i64
  %loi40 = arith.index_cast %lo40 : index to i64
  llvm.call @printf(%fmt, %nm40, %bli40, %mi40, %ki40, %loi40, %bad40) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl41 = arith.constant 4 : index
  %m41 = arith.constant 1000 : i16
  %k41 = arith.constant 50 : i16
  %lo41 = arith.constant 0 : index
  %tot41 = arith.muli %bl41, %c64 : index
  call @fill(%a, %b, %tot41) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_m16(%a, %bl41, %m41, %k41, %lo41) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_m16(%b, %bl41, %m41, %k41, %lo41) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad41 = call @compare(%a, %b, %tot41) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm41 = llvm.mlir.addressof @nm_m16 : !llvm.ptr
  %bli41 = arith.index_cast %bl41 : index to i64
  %mi41 = arith.extui %m41 : i16 to i64
  %ki41 = arith.extui %k41 : i16 to i64
  %loi41 = arith.index_cast %lo41 : index to i64
  llvm.call @printf(%fmt, %nm41, %bli41, %mi41, %ki41, %loi41, %bad41) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl42 = arith.constant 4 : index
  %m42 = arith.constant 1000 : i16
  %k42 = arith.constant 50 : i16
  %lo42 = arith.constant 5 : index
  %tot42 = arith.muli %bl42, %c64 : index
  call @fill(%a, %b, %tot42) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_m16(%a, %bl42, %m42, %k42, %lo42) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_m16(%b, %bl42, %m42, %k42, %lo42) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad42 = call @compare(%a, %b, %tot42) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm42 = llvm.mlir.addressof @nm_m16 : !llvm.ptr
  %bli42 = arith.index_cast %bl42 : index to i64
  %mi42 = arith.extui %m42 : i16 to i64
  %ki42 = arith.extui %k42 : i16 to i64
  %loi42 = arith.index_cast %lo42 : index to i64
  llvm.call @printf(%fmt, %nm42, %bli42, %mi42, %ki42, %loi42, %bad42) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl43 = arith.constant 4 : index
  %m43 = arith.constant 1000 : i16
  %k43 = arith.constant -25536 : i16
  %lo43 = arith.constant 0 : index
  %tot43 = arith.muli %bl43, %c64 : index
  call @fill(%a, %b, %tot43) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_m16(%a, %bl43, %m43, %k43, %lo43) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_m16(%b, %bl43, %m43, %k43, %lo43) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad43 = call @compare(%a, %b, %tot43) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm43 = llvm.mlir.addressof @nm_m16 : !llvm.ptr
  %bli43 = arith.index_cast %bl43 : index to i64
  %mi43 = arith.extui %m43 : i16 to i64
  %ki43 = arith.extui %k43 : i16 to i64
  %loi43 = arith.index_cast %lo43 : index to i64
  llvm.call @printf(%fmt, %nm43, %bli43, %mi43, %ki43, %loi43, %bad43) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl44 = arith.constant 4 : index
  %m44 = arith.constant 1000 : i16
  %k44 = arith.constant -25536 : i16
  %lo44 = arith.constant 5 : index
  %tot44 = arith.muli %bl44, %c64 : index
  call @fill(%a, %b, %tot44) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_m16(%a, %bl44, %m44, %k44, %lo44) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_m16(%b, %bl44, %m44, %k44, %lo44) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad44 = call @compare(%a, %b, %tot44) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm44 = llvm.mlir.addressof @nm_m16 : !llvm.ptr
  %bli44 = arith.index_cast %bl44 : index to i64
  %mi44 = arith.extui %m44 : i16 to i64
  %ki44 = arith.extui %k44 : i16 to i64
  %loi44 = arith.index_cast %lo44 : index to i64
  llvm.call @printf(%fmt, %nm44, %bli44, %mi44, %ki44, %loi44, %bad44) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl45 = arith.constant 4 : index
  %m45 = arith.constant -1 : i16
  %k45 = arith.constant 50 : i16
  %lo45 = arith.constant 0 : index
  %tot45 = arith.muli %bl45, %c64 : index
  call @fill(%a, %b, %tot45) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_m16(%a, %bl45, %m45, %k45, %lo45) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_m16(%b, %bl45, %m45, %k45, %lo45) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad45 = call @compare(%a, %b, %tot45) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm45 = llvm.mlir.addressof @nm_m16 : !llvm.ptr
  %bli45 = arith.index_cast %bl45 : index to i64
  %mi45 = arith.extui %m45 : i16 to i64
  %ki45 = arith.extui %k45 : i16 to i64
  %loi45 = arith.index_cast %lo45 : index to i64
  llvm.call @printf(%fmt, %nm45, %bli45, %mi45, %ki45, %loi45, %bad45) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl46 = arith.constant 4 : index
  %m46 = arith.constant -1 : i16
  %k46 = arith.constant 50 : i16
  %lo46 = arith.constant 5 : index
  %tot46 = arith.muli %bl46, %c64 : index
  call @fill(%a, %b, %tot46) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_m16(%a, %bl46, %m46, %k46, %lo46) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_m16(%b, %bl46, %m46, %k46, %lo46) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad46 = call @compare(%a, %b, %tot46) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm46 = llvm.mlir.addressof @nm_m16 : !llvm.ptr
  %bli46 = arith.index_cast %bl46 : index to i64
  %mi46 = arith.extui %m46 : i16 to i64
  %ki46 = arith.extui %k46 : i16 to i64
  %loi46 = arith.index_cast %lo46 : index to i64
  llvm.call @printf(%fmt, %nm46, %bli46, %mi46, %ki46, %loi46, %bad46) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl47 = arith.constant 4 : index
  %m47 = arith.constant -1 : i16
  %k47 = arith.constant -25536 : i16
  %lo47 = arith.constant 0 : index
  %tot47 = arith.muli %bl47, %c64 : index
  call @fill(%a, %b, %tot47) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_m16(%a, %bl47, %m47, %k47, %lo47) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_m16(%b, %bl47, %m47, %k47, %lo47) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad47 = call @compare(%a, %b, %tot47) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm47 = llvm.mlir.addressof @nm_m16 : !llvm.ptr
  %bli47 = arith.index_cast %bl47 : index to i64
  %mi47 = arith.extui %m47 : i16 to i64
  %ki47 = arith.extui %k47 : i16 to i64
  %loi47 = arith.index_cast %lo47 : index to i64
  llvm.call @printf(%fmt, %nm47, %bli47, %mi47, %ki47, %loi47, %bad47) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl48 = arith.constant 4 : index
  %m48 = arith.constant -1 : i16
  %k48 = arith.constant -25536 : i16
  %lo48 = arith.constant 5 : index
  %tot48 = arith.muli %bl48, %c64 : index
  call @fill(%a, %b, %tot48) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_m16(%a, %bl48, %m48, %k48, %lo48) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_m16(%b, %bl48, %m48, %k48, %lo48) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad48 = call @compare(%a, %b, %tot48) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm48 = llvm.mlir.addressof @nm_m16 : !llvm.ptr
  %bli48 = arith.index_cast %bl48 : index to i64
  %mi48 = arith.extui %m48 : i16 to i64
  %ki48 = arith.extui %k48 : i16 to i64
  %loi48 = arith.index_cast %lo48 : index to i64
  llvm.call @printf(%fmt, %nm48, %bli48, %mi48, %ki48, %loi48, %bad48) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl49 = arith.constant 100 : index
  %m49 = arith.constant 0 : i16
  %k49 = arith.constant 50 : i16
  %lo49 = arith.constant 0 : index
  %tot49 = arith.muli %bl49, %c64 : index
  call @fill(%a, %b, %tot49) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_m16(%a, %bl49, %m49, %k49, %lo49) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_m16(%b, %bl49, %m49, %k49, %lo49) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad49 = call @compare(%a, %b, %tot49) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm49 = llvm.mlir.addressof @nm_m16 : !llvm.ptr
  %bli49 = arith.index_cast %bl49 : index to i64
  %mi49 = arith.extui %m49 : i16 to i64
  %ki49 = arith.extui %k49 : i16 to i64
  %loi49 = arith.index_cast %lo49 : index to i64
  llvm.call @printf(%fmt, %nm49, %bli49, %mi49, %ki49, %loi49, %bad49) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl50 = arith.constant 100 : index
  %m50 = arith.constant 0 : i16
  %k50 = arith.constant 50 : i16
  %lo50 = arith.constant 5 : index
  %tot50 = arith.muli %bl50, %c64 : index
  call @fill(%a, %b, %tot50) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_m16(%a, %bl50, %m50, %k50, %lo50) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_m16(%b, %bl50, %m50, %k50, %lo50) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad50 = call @compare(%a, %b, %tot50) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm50 = llvm.mlir.addressof @nm_m16 : !llvm.ptr
  %bli50 = arith.index_cast %bl50 : index to i64
  %mi50 = arith.extui %m50 : i16 to i64
  %ki50 = arith.extui %k50 : i16 to i64
  %loi50 = arith.index_cast %lo50 : index to i64
  llvm.call @printf(%fmt, %nm50, %bli50, %mi50, %ki50, %loi50, %bad50) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl51 = arith.constant 100 : index
  %m51 = arith.constant 0 : i16
  %k51 = arith.constant -25536 : i16
  %lo51 = arith.constant 0 : index
  %tot51 = arith.muli %bl51, %c64 : index
  call @fill(%a, %b, %tot51) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_m16(%a, %bl51, %m51, %k51, %lo51) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_m16(%b, %bl51, %m51, %k51, %lo51) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad51 = call @compare(%a, %b, %tot51) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm51 = llvm.mlir.addressof @nm_m16 : !llvm.ptr
  %bli51 = arith.index_cast %bl51 : index to i64
  %mi51 = arith.extui %m51 : i16 to i64
  %ki51 = arith.extui %k51 : i16 to i64
  %loi51 = arith.index_cast %lo51 : index to i64
  llvm.call @printf(%fmt, %nm51, %bli51, %mi51, %ki51, %loi51, %bad51) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl52 = arith.constant 100 : index
  %m52 = arith.constant 0 : i16
  %k52 = arith.constant -25536 : i16
  %lo52 = arith.constant 5 : index
  %tot52 = arith.muli %bl52, %c64 : index
  call @fill(%a, %b, %tot52) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_m16(%a, %bl52, %m52, %k52, %lo52) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_m16(%b, %bl52, %m52, %k52, %lo52) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad52 = call @compare(%a, %b, %tot52) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm52 = llvm.mlir.addressof @nm_m16 : !llvm.ptr
  %bli52 = arith.index_cast %bl52 : index to i64
  %mi52 = arith.extui %m52 : i16 to i64
  %ki52 = arith.extui %k52 : i16 to i64
  %loi52 = arith.index_cast %lo52 : index to i64
  llvm.call @printf(%fmt, %nm52, %bli52, %mi52, %ki52, %loi52, %bad52) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl53 = arith.constant 100 : index
  %m53 = arith.constant 1000 : i16
  %k53 = arith.constant 50 : i16
  %lo53 = arith.constant 0 : index
  %tot53 = arith.muli %bl53, %c64 : index
  call @fill(%a, %b, %tot53) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_m16(%a, %bl53, %m53, %k53, %lo53) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_m16(%b, %bl53, %m53, %k53, %lo53) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad53 = call @compare(%a, %b, %tot53) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm53 = llvm.mlir.addressof @nm_m16 : !llvm.ptr
  %bli53 = arith.index_cast %bl53 : index to i64
  %mi53 = arith.extui %m53 : i16 to i64
  %ki53 = arith.extui %k53 : i16 to i64
  %loi53 = arith.index_cast %lo53 : index to i64
  llvm.call @printf(%fmt, %nm53, %bli53, %mi53, %ki53, %loi53, %bad53) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl54 = arith.constant 100 : index
  %m54 = arith.constant 1000 : i16
  %k54 = arith.constant 50 : i16
  %lo54 = arith.constant 5 : index
  %tot54 = arith.muli %bl54, %c64 : index
  call @fill(%a, %b, %tot54) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_m16(%a, %bl54, %m54, %k54, %lo54) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_m16(%b, %bl54, %m54, %k54, %lo54) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad54 = call @compare(%a, %b, %tot54) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm54 = llvm.mlir.addressof @nm_m16 : !llvm.ptr
  %bli54 = arith.index_cast %bl54 : index to i64
  %mi54 = arith.extui %m54 : i16 to i64
  %ki54 = arith.extui %k54 : i16 to i64
  %loi54 = arith.index_cast %lo54 : index to i64
  llvm.call @printf(%fmt, %nm54, %bli54, %mi54, %ki54, %loi54, %bad54) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl55 = arith.constant 100 : index
  %m55 = arith.constant 1000 : i16
  %k55 = arith.constant -25536 : i16
  %lo55 = arith.constant 0 : index
  %tot55 = arith.muli %bl55, %c64 : index
  call @fill(%a, %b, %tot55) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_m16(%a, %bl55, %m55, %k55, %lo55) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_m16(%b, %bl55, %m55, %k55, %lo55) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad55 = call @compare(%a, %b, %tot55) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm55 = llvm.mlir.addressof @nm_m16 : !llvm.ptr
  %bli55 = arith.index_cast %bl55 : index to i64
  %mi55 = arith.extui %m55 : i16 to i64
  %ki55 = arith.extui %k55 : i16 to i64
  %loi55 = arith.index_cast %lo55 : index to i64
  llvm.call @printf(%fmt, %nm55, %bli55, %mi55, %ki55, %loi55, %bad55) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl56 = arith.constant 100 : index
  %m56 = arith.constant 1000 : i16
  %k56 = arith.constant -25536 : i16
  %lo56 = arith.constant 5 : index
  %tot56 = arith.muli %bl56, %c64 : index
  call @fill(%a, %b, %tot56) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_m16(%a, %bl56, %m56, %k56, %lo56) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_m16(%b, %bl56, %m56, %k56, %lo56) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad56 = call @compare(%a, %b, %tot56) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm56 = llvm.mlir.addressof @nm_m16 : !llvm.ptr
  %bli56 = arith.index_cast %bl56 : index to i64
  %mi56 = arith.extui %m56 : i16 to i64
  %ki56 = arith.extui %k56 : i16 to i64
  %loi56 = arith.index_cast %lo56 : index to i64
  llvm.call @printf(%fmt, %nm56, %bli56, %mi56, %ki56, %loi56, %bad56) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl57 = arith.constant 100 : index
  %m57 = arith.constant -1 : i16
  %k57 = arith.constant 50 : i16
  %lo57 = arith.constant 0 : index
  %tot57 = arith.muli %bl57, %c64 : index
  call @fill(%a, %b, %tot57) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_m16(%a, %bl57, %m57, %k57, %lo57) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_m16(%b, %bl57, %m57, %k57, %lo57) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad57 = call @compare(%a, %b, %tot57) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm57 = llvm.mlir.addressof @nm_m16 : !llvm.ptr
  %bli57 = arith.index_cast %bl57 : index to i64
  %mi57 = arith.extui %m57 : i16 to i64
  %ki57 = arith.extui %k57 : i16 to i64
  %loi57 = arith.index_cast %lo57 : index to i64
  llvm.call @printf(%fmt, %nm57, %bli57, %mi57, %ki57, %loi57, %bad57) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl58 = arith.constant 100 : index
  %m58 = arith.constant -1 : i16
  %k58 = arith.constant 50 : i16
  %lo58 = arith.constant 5 : index
  %tot58 = arith.muli %bl58, %c64 : index
  call @fill(%a, %b, %tot58) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_m16(%a, %bl58, %m58, %k58, %lo58) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_m16(%b, %bl58, %m58, %k58, %lo58) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad58 = call @compare(%a, %b, %tot58) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm58 = llvm.mlir.addressof @nm_m16 : !llvm.ptr
  %bli58 = arith.index_cast %bl58 : index to i64
  %mi58 = arith.extui %m58 : i16 to i64
  %ki58 = arith.extui %k58 : i16 to i64
  %loi58 = arith.index_cast %lo58 : index to i64
  llvm.call @printf(%fmt, %nm58, %bli58, %mi58, %ki58, %loi58, %bad58) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl59 = arith.constant 100 : index
  %m59 = arith.constant -1 : i16
  %k59 = arith.constant -25536 : i16
  %lo59 = arith.constant 0 : index
  %tot59 = arith.muli %bl59, %c64 : index
  call @fill(%a, %b, %tot59) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_m16(%a, %bl59, %m59, %k59, %lo59) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_m16(%b, %bl59, %m59, %k59, %lo59) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad59 = call @compare(%a, %b, %tot59) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm59 = llvm.mlir.addressof @nm_m16 : !llvm.ptr
  %bli59 = arith.index_cast %bl59 : index to i64
  %mi59 = arith.extui %m59 : i16 to i64
  %ki59 = arith.extui %k59 : i16 to i64
  %loi59 = arith.index_cast %lo59 : index to i64
  llvm.call @printf(%fmt, %nm59, %bli59, %mi59, %ki59, %loi59, %bad59) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl60 = arith.constant 100 : index
  %m60 = arith.constant -1 : i16
  %k60 = arith.constant -25536 : i16
  %lo60 = arith.constant 5 : index
  %tot60 = arith.muli %bl60, %c64 : index
  call @fill(%a, %b, %tot60) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_m16(%a, %bl60, %m60, %k60, %lo60) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_m16(%b, %bl60, %m60, %k60, %lo60) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad60 = call @compare(%a, %b, %tot60) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm60 = llvm.mlir.addressof @nm_m16 : !llvm.ptr
  %bli60 = arith.index_cast %bl60 : index to i64
  %mi60 = arith.extui %m60 : i16 to i64
  %ki60 = arith.extui %k60 : i16 to i64
  %loi60 = arith.index_cast %lo60 : index to i64
  llvm.call @printf(%fmt, %nm60, %bli60, %mi60, %ki60, %loi60, %bad60) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl61 = arith.constant 1100 : index
  %m61 = arith.constant 0 : i16
  %k61 = arith.constant 50 : i16
  %lo61 = arith.constant 0 : index
  %tot61 = arith.muli %bl61, %c64 : index
  call @fill(%a, %b, %tot61) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_m16(%a, %bl61, %m61, %k61, %lo61) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_m16(%b, %bl61, %m61, %k61, %lo61) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad61 = call @compare(%a, %b, %tot61) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm61 = llvm.mlir.addressof @nm_m16 : !llvm.ptr
  %bli61 = arith.index_cast %bl61 : index to i64
  %mi61 = arith.extui %m61 : i16 to i64
  %ki61 = arith.extui %k61 : i16 to i64
  %loi61 = arith.index_cast %lo61 : index to i64
  llvm.call @printf(%fmt, %nm61, %bli61, %mi61, %ki61, %loi61, %bad61) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl62 = arith.constant 1100 : index
  %m62 = arith.constant 0 : i16
  %k62 = arith.constant 50 : i16
  %lo62 = arith.constant 5 : index
  %tot62 = arith.muli %bl62, %c64 : index
  call @fill(%a, %b, %tot62) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_m16(%a, %bl62, %m62, %k62, %lo62) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_m16(%b, %bl62, %m62, %k62, %lo62) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad62 = call @compare(%a, %b, %tot62) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm62 = llvm.mlir.addressof @nm_m16 : !llvm.ptr
  %bli62 = arith.index_cast %bl62 : index to i64
  %mi62 = arith.extui %m62 : i16 to i64
  %ki62 = arith.extui %k62 : i16 to i64
  %loi62 = arith.index_cast %lo62 : index to i64
  llvm.call @printf(%fmt, %nm62, %bli62, %mi62, %ki62, %loi62, %bad62) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl63 = arith.constant 1100 : index
  %m63 = arith.constant 0 : i16
  %k63 = arith.constant -25536 : i16
  %lo63 = arith.constant 0 : index
  %tot63 = arith.muli %bl63, %c64 : index
  call @fill(%a, %b, %tot63) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_m16(%a, %bl63, %m63, %k63, %lo63) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_m16(%b, %bl63, %m63, %k63, %lo63) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad63 = call @compare(%a, %b, %tot63) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm63 = llvm.mlir.addressof @nm_m16 : !llvm.ptr
  %bli63 = arith.index_cast %bl63 : index to i64
  %mi63 = arith.extui %m63 : i16 to i64
  %ki63 = arith.extui %k63 : i16 to i64
  %loi63 = arith.index_cast %lo63 : index to i64
  llvm.call @printf(%fmt, %nm63, %bli63, %mi63, %ki63, %loi63, %bad63) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl64 = arith.constant 1100 : index
  %m64 = arith.constant 0 : i16
  %k64 = arith.constant -25536 : i16
  %lo64 = arith.constant 5 : index
  %tot64 = arith.muli %bl64, %c64 : index
  call @fill(%a, %b, %tot64) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_m16(%a, %bl64, %m64, %k64, %lo64) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_m16(%b, %bl64, %m64, %k64, %lo64) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad64 = call @compare(%a, %b, %tot64) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm64 = llvm.mlir.addressof @nm_m16 : !llvm.ptr
  %bli64 = arith.index_cast %bl64 : index to i64
  %mi64 = arith.extui %m64 : i16 to i64
  %ki64 = arith.extui %k64 : i16 to i64
  %loi64 = arith.index_cast %lo64 : index to i64
  llvm.call @printf(%fmt, %nm64, %bli64, %mi64, %ki64, %loi64, %bad64) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl65 = arith.constant 1100 : index
  %m65 = arith.constant 1000 : i16
  %k65 = arith.constant 50 : i16
  %lo65 = arith.constant 0 : index
  %tot65 = arith.muli %bl65, %c64 : index
  call @fill(%a, %b, %tot65) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_m16(%a, %bl65, %m65, %k65, %lo65) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_m16(%b, %bl65, %m65, %k65, %lo65) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad65 = call @compare(%a, %b, %tot65) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm65 = llvm.mlir.addressof @nm_m16 : !llvm.ptr
  %bli65 = arith.index_cast %bl65 : index to i64
  %mi65 = arith.extui %m65 : i16 to i64
  %ki65 = arith.extui %k65 : i16 to i64
  %loi65 = arith.index_cast %lo65 : index to i64
  llvm.call @printf(%fmt, %nm65, %bli65, %mi65, %ki65, %loi65, %bad65) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl66 = arith.constant 1100 : index
  %m66 = arith.constant 1000 : i16
  %k66 = arith.constant 50 : i16
  %lo66 = arith.constant 5 : index
  %tot66 = arith.muli %bl66, %c64 : index
  call @fill(%a, %b, %tot66) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_m16(%a, %bl66, %m66, %k66, %lo66) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_m16(%b, %bl66, %m66, %k66, %lo66) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad66 = call @compare(%a, %b, %tot66) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm66 = llvm.mlir.addressof @nm_m16 : !llvm.ptr
  %bli66 = arith.index_cast %bl66 : index to i64
  %mi66 = arith.extui %m66 : i16 to i64
  %ki66 = arith.extui %k66 : i16 to i64
  %loi66 = arith.index_cast %lo66 : index to i64
  llvm.call @printf(%fmt, %nm66, %bli66, %mi66, %ki66, %loi66, %bad66) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl67 = arith.constant 1100 : index
  %m67 = arith.constant 1000 : i16
  %k67 = arith.constant -25536 : i16
  %lo67 = arith.constant 0 : index
  %tot67 = arith.muli %bl67, %c64 : index
  call @fill(%a, %b, %tot67) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_m16(%a, %bl67, %m67, %k67, %lo67) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_m16(%b, %bl67, %m67, %k67, %lo67) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad67 = call @compare(%a, %b, %tot67) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm67 = llvm.mlir.addressof @nm_m16 : !llvm.ptr
  %bli67 = arith.index_cast %bl67 : index to i64
  %mi67 = arith.extui %m67 : i16 to i64
  %ki67 = arith.extui %k67 : i16 to i64
  %loi67 = arith.index_cast %lo67 : index to i64
  llvm.call @printf(%fmt, %nm67, %bli67, %mi67, %ki67, %loi67, %bad67) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl68 = arith.constant 1100 : index
  %m68 = arith.constant 1000 : i16
  %k68 = arith.constant -25536 : i16
  %lo68 = arith.constant 5 : index
  %tot68 = arith.muli %bl68, %c64 : index
  call @fill(%a, %b, %tot68) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_m16(%a, %bl68, %m68, %k68, %lo68) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_m16(%b, %bl68, %m68, %k68, %lo68) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad68 = call @compare(%a, %b, %tot68) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm68 = llvm.mlir.addressof @nm_m16 : !llvm.ptr
  %bli68 = arith.index_cast %bl68 : index to i64
  %mi68 = arith.extui %m68 : i16 to i64
  %ki68 = arith.extui %k68 : i16 to i64
  %loi68 = arith.index_cast %lo68 : index to i64
  llvm.call @printf(%fmt, %nm68, %bli68, %mi68, %ki68, %loi68, %bad68) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl69 = arith.constant 1100 : index
  %m69 = arith.constant -1 : i16
  %k69 = arith.constant 50 : i16
  %lo69 = arith.constant 0 : index
  %tot69 = arith.muli %bl69, %c64 : index
  call @fill(%a, %b, %tot69) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_m16(%a, %bl69, %m69, %k69, %lo69) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_m16(%b, %bl69, %m69, %k69, %lo69) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad69 = call @compare(%a, %b, %tot69) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm69 = llvm.mlir.addressof @nm_m16 : !llvm.ptr
  %bli69 = arith.index_cast %bl69 : index to i64
  %mi69 = arith.extui %m69 : i16 to i64
  %ki69 = arith.extui %k69 : i16 to i64
  %loi69 = arith.index_cast %lo69 : index to i64
  llvm.call @printf(%fmt, %nm69, %bli69, %mi69, %ki69, %loi69, %bad69) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl70 = arith.constant 1100 : index
  %m70 = arith.constant -1 : i16
  %k70 = arith.constant 50 : i16
  %lo70 = arith.constant 5 : index
  %tot70 = arith.muli %bl70, %c64 : index
  call @fill(%a, %b, %tot70) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_m16(%a, %bl70, %m70, %k70, %lo70) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_m16(%b, %bl70, %m70, %k70, %lo70) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad70 = call @compare(%a, %b, %tot70) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm70 = llvm.mlir.addressof @nm_m16 : !llvm.ptr
  %bli70 = arith.index_cast %bl70 : index to i64
  %mi70 = arith.extui %m70 : i16 to i64
  %ki70 = arith.extui %k70 : i16 to i64
  %loi70 = arith.index_cast %lo70 : index to i64
  llvm.call @printf(%fmt, %nm70, %bli70, %mi70, %ki70, %loi70, %bad70) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl71 = arith.constant 1100 : index
  %m71 = arith.constant -1 : i16
  %k71 = arith.constant -25536 : i16
  %lo71 = arith.constant 0 : index
  %tot71 = arith.muli %bl71, %c64 : index
  call @fill(%a, %b, %tot71) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_m16(%a, %bl71, %m71, %k71, %lo71) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_m16(%b, %bl71, %m71, %k71, %lo71) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad71 = call @compare(%a, %b, %tot71) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm71 = llvm.mlir.addressof @nm_m16 : !llvm.ptr
  %bli71 = arith.index_cast %bl71 : index to i64
  %mi71 = arith.extui %m71 : i16 to i64
  %ki71 = arith.extui %k71 : i16 to i64
  %loi71 = arith.index_cast %lo71 : index to i64
  llvm.call @printf(%fmt, %nm71, %bli71, %mi71, %ki71, %loi71, %bad71) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl72 = arith.constant 1100 : index
  %m72 = arith.constant -1 : i16
  %k72 = arith.constant -25536 : i16
  %lo72 = arith.constant 5 : index
  %tot72 = arith.muli %bl72, %c64 : index
  call @fill(%a, %b, %tot72) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_m16(%a, %bl72, %m72, %k72, %lo72) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_m16(%b, %bl72, %m72, %k72, %lo72) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad72 = call @compare(%a, %b, %tot72) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm72 = llvm.mlir.addressof @nm_m16 : !llvm.ptr
  %bli72 = arith.index_cast %bl72 : index to i64
  %mi72 = arith.extui %m72 : i16 to i64
  %ki72 = arith.extui %k72 : i16 to i64
  %loi72 = arith.index_cast %lo72 : index to i64
  llvm.call @printf(%fmt, %nm72, %bli72, %mi72, %ki72, %loi72, %bad72) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl73 = arith.constant 1 : index
  %m73 = arith.constant 0 : i8
  %k73 = arith.constant 50 : i8
  %lo73 = arith.constant 5 : index
  %tot73 = arith.muli %bl73, %c64 : index
  call @fill(%a, %b, %tot73) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_m8(%a, %bl73, %m73, %k73, %lo73) : (memref<?xi32>, index, i8, i8, index) -> ()
  call @ref_m8(%b, %bl73, %m73, %k73, %lo73) : (memref<?xi32>, index, i8, i8, index) -> ()
  %bad73 = call @compare(%a, %b, %tot73) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm73 = llvm.mlir.addressof @nm_m8 : !llvm.ptr
  %bli73 = arith.index_cast %bl73 : index to i64
  %mi73 = arith.extui %m73 : i8 to i64
  %ki73 = arith.extui %k73 : i8 to i64
  %loi73 = arith.index_cast %lo73 : index to i64
  llvm.call @printf(%fmt, %nm73, %bli73, %mi73, %ki73, %loi73, %bad73) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl74 = arith.constant 1 : index
  %m74 = arith.constant 0 : i8
  %k74 = arith.constant -56 : i8
  %lo74 = arith.constant 5 : index
  %tot74 = arith.muli %bl74, %c64 : index
  call @fill(%a, %b, %tot74) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_m8(%a, %bl74, %m74, %k74, %lo74) : (memref<?xi32>, index, i8, i8, index) -> ()
  call @ref_m8(%b, %bl74, %m74, %k74, %lo74) : (memref<?xi32>, index, i8, i8, index) -> ()
  %bad74 = call @compare(%a, %b, %tot74) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm74 = llvm.mlir.addressof @nm_m8 : !llvm.ptr
  %bli74 = arith.index_cast %bl74 : index to i64
  %mi74 = arith.extui %m74 : i8 to i64
  %ki74 = arith.extui %k74 : i8 to i64
  %loi74 = arith.index_cast %lo74 : index to i64
  llvm.call @printf(%fmt, %nm74, %bli74, %mi74, %ki74, %loi74, %bad74) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl75 = arith.constant 1 : index
  %m75 = arith.constant 100 : i8
  %k75 = arith.constant 50 : i8
  %lo75 = arith.constant 5 : index
  %tot75 = arith.muli %bl75, %c64 : index
  call @fill(%a, %b, %tot75) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_m8(%a, %bl75, %m75, %k75, %lo75) : (memref<?xi32>, index, i8, i8, index) -> ()
  call @ref_m8(%b, %bl75, %m75, %k75, %lo75) : (memref<?xi32>, index, i8, i8, index) -> ()
  %bad75 = call @compare(%a, %b, %tot75) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm75 = llvm.mlir.addressof @nm_m8 : !llvm.ptr
  %bli75 = arith.index_cast %bl75 : index to i64
  %mi75 = arith.extui %m75 : i8 to i64
  %ki75 = arith.extui %k75 : i8 to i64
  %loi75 = arith.index_cast %lo75 : index to i64
  llvm.call @printf(%fmt, %nm75, %bli75, %mi75, %ki75, %loi75, %bad75) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl76 = arith.constant 1 : index
  %m76 = arith.constant 100 : i8
  %k76 = arith.constant -56 : i8
  %lo76 = arith.constant 5 : index
  %tot76 = arith.muli %bl76, %c64 : index
  call @fill(%a, %b, %tot76) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_m8(%a, %bl76, %m76, %k76, %lo76) : (memref<?xi32>, index, i8, i8, index) -> ()
  call @ref_m8(%b, %bl76, %m76, %k76, %lo76) : (memref<?xi32>, index, i8, i8, index) -> ()
  %bad76 = call @compare(%a, %b, %tot76) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm76 = llvm.mlir.addressof @nm_m8 : !llvm.ptr
  %bli76 = arith.index_cast %bl76 : index to i64
  %mi76 = arith.extui %m76 : i8 to i64
  %ki76 = arith.extui %k76 : i8 to i64
  %loi76 = arith.index_cast %lo76 : index to i64
  llvm.call @printf(%fmt, %nm76, %bli76, %mi76, %ki76, %loi76, %bad76) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl77 = arith.constant 1 : index
  %m77 = arith.constant -1 : i8
  %k77 = arith.constant 50 : i8
  %lo77 = arith.constant 5 : index
  %tot77 = arith.muli %bl77, %c64 : index
  call @fill(%a, %b, %tot77) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_m8(%a, %bl77, %m77, %k77, %lo77) : (memref<?xi32>, index, i8, i8, index) -> ()
  call @ref_m8(%b, %bl77, %m77, %k77, %lo77) : (memref<?xi32>, index, i8, i8, index) -> ()
  %bad77 = call @compare(%a, %b, %tot77) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm77 = llvm.mlir.addressof @nm_m8 : !llvm.ptr
  %bli77 = arith.index_cast %bl77 : index to i64
  %mi77 = arith.extui %m77 : i8 to i64
  %ki77 = arith.extui %k77 : i8 to i64
  %loi77 = arith.index_cast %lo77 : index to i64
  llvm.call @printf(%fmt, %nm77, %bli77, %mi77, %ki77, %loi77, %bad77) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl78 = arith.constant 1 : index
  %m78 = arith.constant -1 : i8
  %k78 = arith.constant -56 : i8
  %lo78 = arith.constant 5 : index
  %tot78 = arith.muli %bl78, %c64 : index
  call @fill(%a, %b, %tot78) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_m8(%a, %bl78, %m78, %k78, %lo78) : (memref<?xi32>, index, i8, i8, index) -> ()
  call @ref_m8(%b, %bl78, %m78, %k78, %lo78) : (memref<?xi32>, index, i8, i8, index) -> ()
  %bad78 = call @compare(%a, %b, %tot78) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm78 = llvm.mlir.addressof @nm_m8 : !llvm.ptr
  %bli78 = arith.index_cast %bl78 : index to i64
  %mi78 = arith.extui %m78 : i8 to i64
  %ki78 = arith.extui %k78 : i8 to i64
  %loi78 = arith.index_cast %lo78 : index to i64
  llvm.call @printf(%fmt, %nm78, %bli78, %mi78, %ki78, %loi78, %bad78) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl79 = arith.constant 1 : index
  %m79 = arith.constant -128 : i8
  %k79 = arith.constant 50 : i8
  %lo79 = arith.constant 5 : index
  %tot79 = arith.muli %bl79, %c64 : index
  call @fill(%a, %b, %tot79) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_m8(%a, %bl79, %m79, %k79, %lo79) : (memref<?xi32>, index, i8, i8, index) -> ()
  call @ref_m8(%b, %bl79, %m79, %k79, %lo79) : (memref<?xi32>, index, i8, i8, index) -> ()
  %bad79 = call @compare(%a, %b, %tot79) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm79 = llvm.mlir.addressof @nm_m8 : !llvm.ptr
  %bli79 = arith.index_cast %bl79 : index to i64
  %mi79 = arith.extui %m79 : i8 to i64
  %ki79 = arith.extui %k79 : i8 to i64
  %loi79 = arith.index_cast %lo79 : index to i64
  llvm.call @printf(%fmt, %nm79, %bli79, %mi79, %ki79, %loi79, %bad79) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl80 = arith.constant 1 : index
  %m80 = arith.constant -128 : i8
  %k80 = arith.constant -56 : i8
  %lo80 = arith.constant 5 : index
  %tot80 = arith.muli %bl80, %c64 : index
  call @fill(%a, %b, %tot80) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_m8(%a, %bl80, %m80, %k80, %lo80) : (memref<?xi32>, index, i8, i8, index) -> ()
  call @ref_m8(%b, %bl80, %m80, %k80, %lo80) : (memref<?xi32>, index, i8, i8, index) -> ()
  %bad80 = call @compare(%a, %b, %tot80) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm80 = llvm.mlir.addressof @nm_m8 : !llvm.ptr
  %bli80 = arith.index_cast %bl80 : index to i64
  %mi80 = arith.extui %m80 : i8 to i64
  %ki80 = arith.extui %k80 : i8 to i64
  %loi80 = arith.index_cast %lo80 : index to i64
  llvm.call @printf(%fmt, %nm80, %bli80, %mi80, %ki80, %loi80, %bad80) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl81 = arith.constant 5 : index
  %m81 = arith.constant 0 : i8
  %k81 = arith.constant 50 : i8
  %lo81 = arith.constant 5 : index
  %tot81 = arith.muli %bl81, %c64 : index
  call @fill(%a, %b, %tot81) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_m8(%a, %bl81, %m81, %k81, %lo81) : (memref<?xi32>, index, i8, i8, index) -> ()
  call @ref_m8(%b, %bl81, %m81, %k81, %lo81) : (memref<?xi32>, index, i8, i8, index) -> ()
  %bad81 = call @compare(%a, %b, %tot81) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm81 = llvm.mlir.addressof @nm_m8 : !llvm.ptr
  %bli81 = arith.index_cast %bl81 : index to i64
  %mi81 = arith.extui %m81 : i8 to i64
  %ki81 = arith.extui %k81 : i8 to i64
  %loi81 = arith.index_cast %lo81 : index to i64
  llvm.call @printf(%fmt, %nm81, %bli81, %mi81, %ki81, %loi81, %bad81) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl82 = arith.constant 5 : index
  %m82 = arith.constant 0 : i8
  %k82 = arith.constant -56 : i8
  %lo82 = arith.constant 5 : index
  %tot82 = arith.muli %bl82, %c64 : index
  call @fill(%a, %b, %tot82) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_m8(%a, %bl82, %m82, %k82, %lo82) : (memref<?xi32>, index, i8, i8, index) -> ()
  call @ref_m8(%b, %bl82, %m82, %k82, %lo82) : (memref<?xi32>, index, i8, i8, index) -> ()
  %bad82 = call @compare(%a, %b, %tot82) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm82 = llvm.mlir.addressof @nm_m8 : !llvm.ptr
  %bli82 = arith.index_cast %bl82 : index to i64
  %mi82 = arith.extui %m82 : i8 to i64
  %ki82 = arith.extui %k82 : i8 to i64
  %loi82 = arith.index_cast %lo82 : index to i64
  llvm.call @printf(%fmt, %nm82, %bli82, %mi82, %ki82, %loi82, %bad82) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl83 = arith.constant 5 : index
  %m83 = arith.constant 100 : i8
  %k83 = arith.constant 50 : i8
  %lo83 = arith.constant 5 : index
  %tot83 = arith.muli %bl83, %c64 : index
  call @fill(%a, %b, %tot83) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_m8(%a, %bl83, %m83, %k83, %lo83) : (memref<?xi32>, index, i8, i8, index) -> ()
  call @ref_m8(%b, %bl83, %m83, %k83, %lo83) : (memref<?xi32>, index, i8, i8, index) -> ()
  %bad83 = call @compare(%a, %b, %tot83) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm83 = llvm.mlir.addressof @nm_m8 : !llvm.ptr
  %bli83 = arith.index_cast %bl83 : index to i64
  %mi83 = arith.extui %m83 : i8 to i64
  %ki83 = arith.extui %k83 : i8 to i64
  %loi83 = arith.index_cast %lo83 : index to i64
  llvm.call @printf(%fmt, %nm83, %bli83, %mi83, %ki83, %loi83, %bad83) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl84 = arith.constant 5 : index
  %m84 = arith.constant 100 : i8
  %k84 = arith.constant -56 : i8
  %lo84 = arith.constant 5 : index
  %tot84 = arith.muli %bl84, %c64 : index
  call @fill(%a, %b, %tot84) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_m8(%a, %bl84, %m84, %k84, %lo84) : (memref<?xi32>, index, i8, i8, index) -> ()
  call @ref_m8(%b, %bl84, %m84, %k84, %lo84) : (memref<?xi32>, index, i8, i8, index) -> ()
  %bad84 = call @compare(%a, %b, %tot84) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm84 = llvm.mlir.addressof @nm_m8 : !llvm.ptr
  %bli84 = arith.index_cast %bl84 : index to i64
  %mi84 = arith.extui %m84 : i8 to i64
  %ki84 = arith.extui %k84 : i8 to i64
  %loi84 = arith.index_cast %lo84 : index to i64
  llvm.call @printf(%fmt, %nm84, %bli84, %mi84, %ki84, %loi84, %bad84) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl85 = arith.constant 5 : index
  %m85 = arith.constant -1 : i8
  %k85 = arith.constant 50 : i8
  %lo85 = arith.constant 5 : index
  %tot85 = arith.muli %bl85, %c64 : index
  call @fill(%a, %b, %tot85) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_m8(%a, %bl85, %m85, %k85, %lo85) : (memref<?xi32>, index, i8, i8, index) -> ()
  call @ref_m8(%b, %bl85, %m85, %k85, %lo85) : (memref<?xi32>, index, i8, i8, index) -> ()
  %bad85 = call @compare(%a, %b, %tot85) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm85 = llvm.mlir.addressof @nm_m8 : !llvm.ptr
  %bli85 = arith.index_cast %bl85 : index to i64
  %mi85 = arith.extui %m85 : i8 to i64
  %ki85 = arith.extui %k85 : i8 to i64
  %loi85 = arith.index_cast %lo85 : index to i64
  llvm.call @printf(%fmt, %nm85, %bli85, %mi85, %ki85, %loi85, %bad85) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl86 = arith.constant 5 : index
  %m86 = arith.constant -1 : i8
  %k86 = arith.constant -56 : i8
  %lo86 = arith.constant 5 : index
  %tot86 = arith.muli %bl86, %c64 : index
  call @fill(%a, %b, %tot86) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_m8(%a, %bl86, %m86, %k86, %lo86) : (memref<?xi32>, index, i8, i8, index) -> ()
  call @ref_m8(%b, %bl86, %m86, %k86, %lo86) : (memref<?xi32>, index, i8, i8, index) -> ()
  %bad86 = call @compare(%a, %b, %tot86) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm86 = llvm.mlir.addressof @nm_m8 : !llvm.ptr
  %bli86 = arith.index_cast %bl86 : index to i64
  %mi86 = arith.extui %m86 : i8 to i64
  %ki86 = arith.extui %k86 : i8 to i64
  %loi86 = arith.index_cast %lo86 : index to i64
  llvm.call @printf(%fmt, %nm86, %bli86, %mi86, %ki86, %loi86, %bad86) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl87 = arith.constant 5 : index
  %m87 = arith.constant -128 : i8
  %k87 = arith.constant 50 : i8
  %lo87 = arith.constant 5 : index
  %tot87 = arith.muli %bl87, %c64 : index
  call @fill(%a, %b, %tot87) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_m8(%a, %bl87, %m87, %k87, %lo87) : (memref<?xi32>, index, i8, i8, index) -> ()
  call @ref_m8(%b, %bl87, %m87, %k87, %lo87) : (memref<?xi32>, index, i8, i8, index) -> ()
  %bad87 = call @compare(%a, %b, %tot87) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm87 = llvm.mlir.addressof @nm_m8 : !llvm.ptr
  %bli87 = arith.index_cast %bl87 : index to i64
  %mi87 = arith.extui %m87 : i8 to i64
  %ki87 = arith.extui %k87 : i8 to i64
  %loi87 = arith.index_cast %lo87 : index to i64
  llvm.call @printf(%fmt, %nm87, %bli87, %mi87, %ki87, %loi87, %bad87) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl88 = arith.constant 5 : index
  %m88 = arith.constant -128 : i8
  %k88 = arith.constant -56 : i8
  %lo88 = arith.constant 5 : index
  %tot88 = arith.muli %bl88, %c64 : index
  call @fill(%a, %b, %tot88) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_m8(%a, %bl88, %m88, %k88, %lo88) : (memref<?xi32>, index, i8, i8, index) -> ()
  call @ref_m8(%b, %bl88, %m88, %k88, %lo88) : (memref<?xi32>, index, i8, i8, index) -> ()
  %bad88 = call @compare(%a, %b, %tot88) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm88 = llvm.mlir.addressof @nm_m8 : !llvm.ptr
  %bli88 = arith.index_cast %bl88 : index to i64
  %mi88 = arith.extui %m88 : i8 to i64
  %ki88 = arith.extui %k88 : i8 to i64
  %loi88 = arith.index_cast %lo88 : index to i64
  llvm.call @printf(%fmt, %nm88, %bli88, %mi88, %ki88, %loi88, %bad88) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl89 = arith.constant 1 : index
  %m89 = arith.constant 0 : i8
  %k89 = arith.constant 50 : i8
  %lo89 = arith.constant 5 : index
  %tot89 = arith.muli %bl89, %c64 : index
  call @fill(%a, %b, %tot89) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_p8(%a, %bl89, %m89, %k89, %lo89) : (memref<?xi32>, index, i8, i8, index) -> ()
  call @ref_p8(%b, %bl89, %m89, %k89, %lo89) : (memref<?xi32>, index, i8, i8, index) -> ()
  %bad89 = call @compare(%a, %b, %tot89) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm89 = llvm.mlir.addressof @nm_p8 : !llvm.ptr
  %bli89 = arith.index_cast %bl89 : index to i64
  %mi89 = arith.extui %m89 : i8 to i64
  %ki89 = arith.extui %k89 : i8 to i64
  %loi89 = arith.index_cast %lo89 : index to i64
  llvm.call @printf(%fmt, %nm89, %bli89, %mi89, %ki89, %loi89, %bad89) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl90 = arith.constant 1 : index
  %m90 = arith.constant 0 : i8
  %k90 = arith.constant -56 : i8
  %lo90 = arith.constant 5 : index
  %tot90 = arith.muli %bl90, %c64 : index
  call @fill(%a, %b, %tot90) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_p8(%a, %bl90, %m90, %k90, %lo90) : (memref<?xi32>, index, i8, i8, index) -> ()
  call @ref_p8(%b, %bl90, %m90, %k90, %lo90) : (memref<?xi32>, index, i8, i8, index) -> ()
  %bad90 = call @compare(%a, %b, %tot90) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm90 = llvm.mlir.addressof @nm_p8 : !llvm.ptr
  %bli90 = arith.index_cast %bl90 : index to i64
  %mi90 = arith.extui %m90 : i8 to i64
  %ki90 = arith.extui %k90 : i8 to i64
  %loi90 = arith.index_cast %lo90 : index to i64
  llvm.call @printf(%fmt, %nm90, %bli90, %mi90, %ki90, %loi90, %bad90) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl91 = arith.constant 1 : index
  %m91 = arith.constant 100 : i8
  %k91 = arith.constant 50 : i8
  %lo91 = arith.constant 5 : index
  %tot91 = arith.muli %bl91, %c64 : index
  call @fill(%a, %b, %tot91) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_p8(%a, %bl91, %m91, %k91, %lo91) : (memref<?xi32>, index, i8, i8, index) -> ()
  call @ref_p8(%b, %bl91, %m91, %k91, %lo91) : (memref<?xi32>, index, i8, i8, index) -> ()
  %bad91 = call @compare(%a, %b, %tot91) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm91 = llvm.mlir.addressof @nm_p8 : !llvm.ptr
  %bli91 = arith.index_cast %bl91 : index to i64
  %mi91 = arith.extui %m91 : i8 to i64
  %ki91 = arith.extui %k91 : i8 to i64
  %loi91 = arith.index_cast %lo91 : index to i64
  llvm.call @printf(%fmt, %nm91, %bli91, %mi91, %ki91, %loi91, %bad91) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl92 = arith.constant 1 : index
  %m92 = arith.constant 100 : i8
  %k92 = arith.constant -56 : i8
  %lo92 = arith.constant 5 : index
  %tot92 = arith.muli %bl92, %c64 : index
  call @fill(%a, %b, %tot92) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_p8(%a, %bl92, %m92, %k92, %lo92) : (memref<?xi32>, index, i8, i8, index) -> ()
  call @ref_p8(%b, %bl92, %m92, %k92, %lo92) : (memref<?xi32>, index, i8, i8, index) -> ()
  %bad92 = call @compare(%a, %b, %tot92) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm92 = llvm.mlir.addressof @nm_p8 : !llvm.ptr
  %bli92 = arith.index_cast %bl92 : index to i64
  %mi92 = arith.extui %m92 : i8 to i64
  %ki92 = arith.extui %k92 : i8 to i64
  %loi92 = arith.index_cast %lo92 : index to i64
  llvm.call @printf(%fmt, %nm92, %bli92, %mi92, %ki92, %loi92, %bad92) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl93 = arith.constant 1 : index
  %m93 = arith.constant -1 : i8
  %k93 = arith.constant 50 : i8
  %lo93 = arith.constant 5 : index
  %tot93 = arith.muli %bl93, %c64 : index
  call @fill(%a, %b, %tot93) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_p8(%a, %bl93, %m93, %k93, %lo93) : (memref<?xi32>, index, i8, i8, index) -> ()
  call @ref_p8(%b, %bl93, %m93, %k93, %lo93) : (memref<?xi32>, index, i8, i8, index) -> ()
  %bad93 = call @compare(%a, %b, %tot93) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm93 = llvm.mlir.addressof @nm_p8 : !llvm.ptr
  %bli93 = arith.index_cast %bl93 : index to i64
  %mi93 = arith.extui %m93 : i8 to i64
  %ki93 = arith.extui %k93 : i8 to i64
  %loi93 = arith.index_cast %lo93 : index to i64
  llvm.call @printf(%fmt, %nm93, %bli93, %mi93, %ki93, %loi93, %bad93) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl94 = arith.constant 1 : index
  %m94 = arith.constant -1 : i8
  %k94 = arith.constant -56 : i8
  %lo94 = arith.constant 5 : index
  %tot94 = arith.muli %bl94, %c64 : index
  call @fill(%a, %b, %tot94) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_p8(%a, %bl94, %m94, %k94, %lo94) : (memref<?xi32>, index, i8, i8, index) -> ()
  call @ref_p8(%b, %bl94, %m94, %k94, %lo94) : (memref<?xi32>, index, i8, i8, index) -> ()
  %bad94 = call @compare(%a, %b, %tot94) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm94 = llvm.mlir.addressof @nm_p8 : !llvm.ptr
  %bli94 = arith.index_cast %bl94 : index to i64
  %mi94 = arith.extui %m94 : i8 to i64
  %ki94 = arith.extui %k94 : i8 to i64
  %loi94 = arith.index_cast %lo94 : index to i64
  llvm.call @printf(%fmt, %nm94, %bli94, %mi94, %ki94, %loi94, %bad94) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl95 = arith.constant 1 : index
  %m95 = arith.constant -128 : i8
  %k95 = arith.constant 50 : i8
  %lo95 = arith.constant 5 : index
  %tot95 = arith.muli %bl95, %c64 : index
  call @fill(%a, %b, %tot95) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_p8(%a, %bl95, %m95, %k95, %lo95) : (memref<?xi32>, index, i8, i8, index) -> ()
  call @ref_p8(%b, %bl95, %m95, %k95, %lo95) : (memref<?xi32>, index, i8, i8, index) -> ()
  %bad95 = call @compare(%a, %b, %tot95) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm95 = llvm.mlir.addressof @nm_p8 : !llvm.ptr
  %bli95 = arith.index_cast %bl95 : index to i64
  %mi95 = arith.extui %m95 : i8 to i64
  %ki95 = arith.extui %k95 : i8 to i64
  %loi95 = arith.index_cast %lo95 : index to i64
  llvm.call @printf(%fmt, %nm95, %bli95, %mi95, %ki95, %loi95, %bad95) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl96 = arith.constant 1 : index
  %m96 = arith.constant -128 : i8
  %k96 = arith.constant -56 : i8
  %lo96 = arith.constant 5 : index
  %tot96 = arith.muli %bl96, %c64 : index
  call @fill(%a, %b, %tot96) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_p8(%a, %bl96, %m96, %k96, %lo96) : (memref<?xi32>, index, i8, i8, index) -> ()
  call @ref_p8(%b, %bl96, %m96, %k96, %lo96) : (memref<?xi32>, index, i8, i8, index) -> ()
  %bad96 = call @compare(%a, %b, %tot96) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm96 = llvm.mlir.addressof @nm_p8 : !llvm.ptr
  %bli96 = arith.index_cast %bl96 : index to i64
  %mi96 = arith.extui %m96 : i8 to i64
  %ki96 = arith.extui %k96 : i8 to i64
  %loi96 = arith.index_cast %lo96 : index to i64
  llvm.call @printf(%fmt, %nm96, %bli96, %mi96, %ki96, %loi96, %bad96) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl97 = arith.constant 5 : index
  %m97 = arith.constant 0 : i8
  %k97 = arith.constant 50 : i8
  %lo97 = arith.constant 5 : index
  %tot97 = arith.muli %bl97, %c64 : index
  call @fill(%a, %b, %tot97) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_p8(%a, %bl97, %m97, %k97, %lo97) : (memref<?xi32>, index, i8, i8, index) -> ()
  call @ref_p8(%b, %bl97, %m97, %k97, %lo97) : (memref<?xi32>, index, i8, i8, index) -> ()
  %bad97 = call @compare(%a, %b, %tot97) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm97 = llvm.mlir.addressof @nm_p8 : !llvm.ptr
  %bli97 = arith.index_cast %bl97 : index to i64
  %mi97 = arith.extui %m97 : i8 to i64
  %ki97 = arith.extui %k97 : i8 to i64
  %loi97 = arith.index_cast %lo97 : index to i64
  llvm.call @printf(%fmt, %nm97, %bli97, %mi97, %ki97, %loi97, %bad97) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl98 = arith.constant 5 : index
  %m98 = arith.constant 0 : i8
  %k98 = arith.constant -56 : i8
  %lo98 = arith.constant 5 : index
  %tot98 = arith.muli %bl98, %c64 : index
  call @fill(%a, %b, %tot98) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_p8(%a, %bl98, %m98, %k98, %lo98) : (memref<?xi32>, index, i8, i8, index) -> ()
  call @ref_p8(%b, %bl98, %m98, %k98, %lo98) : (memref<?xi32>, index, i8, i8, index) -> ()
  %bad98 = call @compare(%a, %b, %tot98) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm98 = llvm.mlir.addressof @nm_p8 : !llvm.ptr
  %bli98 = arith.index_cast %bl98 : index to i64
  %mi98 = arith.extui %m98 : i8 to i64
  %ki98 = arith.extui %k98 : i8 to i64
  %loi98 = arith.index_cast %lo98 : index to i64
  llvm.call @printf(%fmt, %nm98, %bli98, %mi98, %ki98, %loi98, %bad98) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl99 = arith.constant 5 : index
  %m99 = arith.constant 100 : i8
  %k99 = arith.constant 50 : i8
  %lo99 = arith.constant 5 : index
  %tot99 = arith.muli %bl99, %c64 : index
  call @fill(%a, %b, %tot99) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_p8(%a, %bl99, %m99, %k99, %lo99) : (memref<?xi32>, index, i8, i8, index) -> ()
  call @ref_p8(%b, %bl99, %m99, %k99, %lo99) : (memref<?xi32>, index, i8, i8, index) -> ()
  %bad99 = call @compare(%a, %b, %tot99) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm99 = llvm.mlir.addressof @nm_p8 : !llvm.ptr
  %bli99 = arith.index_cast %bl99 : index to i64
  %mi99 = arith.extui %m99 : i8 to i64
  %ki99 = arith.extui %k99 : i8 to i64
  %loi99 = arith.index_cast %lo99 : index to i64
  llvm.call @printf(%fmt, %nm99, %bli99, %mi99, %ki99, %loi99, %bad99) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl100 = arith.constant 5 : index
  %m100 = arith.constant 100 : i8
  %k100 = arith.constant -56 : i8
  %lo100 = arith.constant 5 : index
  %tot100 = arith.muli %bl100, %c64 : index
  call @fill(%a, %b, %tot100) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_p8(%a, %bl100, %m100, %k100, %lo100) : (memref<?xi32>, index, i8, i8, index) -> ()
  call @ref_p8(%b, %bl100, %m100, %k100, %lo100) : (memref<?xi32>, index, i8, i8, index) -> ()
  %bad100 = call @compare(%a, %b, %tot100) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm100 = llvm.mlir.addressof @nm_p8 : !llvm.ptr
  %bli100 = arith.index_cast %bl100 : index to i64
  %mi100 = arith.extui %m100 : i8 to i64
  %ki100 = arith.extui %k100 : i8 to i64
  %loi100 = arith.index_cast %lo100 : index to i64
  llvm.call @printf(%fmt, %nm100, %bli100, %mi100, %ki100, %loi100, %bad100) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl101 = arith.constant 5 : index
  %m101 = arith.constant -1 : i8
  %k101 = arith.constant 50 : i8
  %lo101 = arith.constant 5 : index
  %tot101 = arith.muli %bl101, %c64 : index
  call @fill(%a, %b, %tot101) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_p8(%a, %bl101, %m101, %k101, %lo101) : (memref<?xi32>, index, i8, i8, index) -> ()
  call @ref_p8(%b, %bl101, %m101, %k101, %lo101) : (memref<?xi32>, index, i8, i8, index) -> ()
  %bad101 = call @compare(%a, %b, %tot101) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm101 = llvm.mlir.addressof @nm_p8 : !llvm.ptr
  %bli101 = arith.index_cast %bl101 : index to i64
  %mi101 = arith.extui %m101 : i8 to i64
  %ki101 = arith.extui %k101 : i8 to i64
  %loi101 = arith.index_cast %lo101 : index to i64
  llvm.call @printf(%fmt, %nm101, %bli101, %mi101, %ki101, %loi101, %bad101) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl102 = arith.constant 5 : index
  %m102 = arith.constant -1 : i8
  %k102 = arith.constant -56 : i8
  %lo102 = arith.constant 5 : index
  %tot102 = arith.muli %bl102, %c64 : index
  call @fill(%a, %b, %tot102) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_p8(%a, %bl102, %m102, %k102, %lo102) : (memref<?xi32>, index, i8, i8, index) -> ()
  call @ref_p8(%b, %bl102, %m102, %k102, %lo102) : (memref<?xi32>, index, i8, i8, index) -> ()
  %bad102 = call @compare(%a, %b, %tot102) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm102 = llvm.mlir.addressof @nm_p8 : !llvm.ptr
  %bli102 = arith.index_cast %bl102 : index to i64
  %mi102 = arith.extui %m102 : i8 to i64
  %ki102 = arith.extui %k102 : i8 to i64
  %loi102 = arith.index_cast %lo102 : index to i64
  llvm.call @printf(%fmt, %nm102, %bli102, %mi102, %ki102, %loi102, %bad102) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl103 = arith.constant 5 : index
  %m103 = arith.constant -128 : i8
  %k103 = arith.constant 50 : i8
  %lo103 = arith.constant 5 : index
  %tot103 = arith.muli %bl103, %c64 : index
  call @fill(%a, %b, %tot103) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_p8(%a, %bl103, %m103, %k103, %lo103) : (memref<?xi32>, index, i8, i8, index) -> ()
  call @ref_p8(%b, %bl103, %m103, %k103, %lo103) : (memref<?xi32>, index, i8, i8, index) -> ()
  %bad103 = call @compare(%a, %b, %tot103) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm103 = llvm.mlir.addressof @nm_p8 : !llvm.ptr
  %bli103 = arith.index_cast %bl103 : index to i64
  %mi103 = arith.extui %m103 : i8 to i64
  %ki103 = arith.extui %k103 : i8 to i64
  %loi103 = arith.index_cast %lo103 : index to i64
  llvm.call @printf(%fmt, %nm103, %bli103, %mi103, %ki103, %loi103, %bad103) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl104 = arith.constant 5 : index
  %m104 = arith.constant -128 : i8
  %k104 = arith.constant -56 : i8
  %lo104 = arith.constant 5 : index
  %tot104 = arith.muli %bl104, %c64 : index
  call @fill(%a, %b, %tot104) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_p8(%a, %bl104, %m104, %k104, %lo104) : (memref<?xi32>, index, i8, i8, index) -> ()
  call @ref_p8(%b, %bl104, %m104, %k104, %lo104) : (memref<?xi32>, index, i8, i8, index) -> ()
  %bad104 = call @compare(%a, %b, %tot104) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm104 = llvm.mlir.addressof @nm_p8 : !llvm.ptr
  %bli104 = arith.index_cast %bl104 : index to i64
  %mi104 = arith.extui %m104 : i8 to i64
  %ki104 = arith.extui %k104 : i8 to i64
  %loi104 = arith.index_cast %lo104 : index to i64
  llvm.call @printf(%fmt, %nm104, %bli104, %mi104, %ki104, %loi104, %bad104) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl105 = arith.constant 4 : index
  %m105 = arith.constant 0 : i16
  %k105 = arith.constant 50 : i16
  %lo105 = arith.constant 0 : index
  %tot105 = arith.muli %bl105, %c64 : index
  call @fill(%a, %b, %tot105) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_t16(%a, %bl105, %m105, %k105, %lo105) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_t16(%b, %bl105, %m105, %k105, %lo105) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad105 = call @compare(%a, %b, %tot105) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm105 = llvm.mlir.addressof @nm_t16 : !llvm.ptr
  %bli105 = arith.index_cast %bl105 : index to i64
  %mi105 = arith.extui %m105 : i16 to i64
  %ki105 = arith.extui %k105 : i16 to i64
  %loi105 = arith.index_cast %lo105 : index to i64
  llvm.call @printf(%fmt, %nm105, %bli105, %mi105, %ki105, %loi105, %bad105) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl106 = arith.constant 4 : index
  %m106 = arith.constant 0 : i16
  %k106 = arith.constant 50 : i16
  %lo106 = arith.constant 5 : index
  %tot106 = arith.muli %bl106, %c64 : index
  call @fill(%a, %b, %tot106) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_t16(%a, %bl106, %m106, %k106, %lo106) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_t16(%b, %bl106, %m106, %k106, %lo106) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad106 = call @compare(%a, %b, %tot106) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm106 = llvm.mlir.addressof @nm_t16 : !llvm.ptr
  %bli106 = arith.index_cast %bl106 : index to i64
  %mi106 = arith.extui %m106 : i16 to i64
  %ki106 = arith.extui %k106 : i16 to i64
  %loi106 = arith.index_cast %lo106 : index to i64
  llvm.call @printf(%fmt, %nm106, %bli106, %mi106, %ki106, %loi106, %bad106) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl107 = arith.constant 4 : index
  %m107 = arith.constant 0 : i16
  %k107 = arith.constant -25536 : i16
  %lo107 = arith.constant 0 : index
  %tot107 = arith.muli %bl107, %c64 : index
  call @fill(%a, %b, %tot107) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_t16(%a, %bl107, %m107, %k107, %lo107) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_t16(%b, %bl107, %m107, %k107, %lo107) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad107 = call @compare(%a, %b, %tot107) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm107 = llvm.mlir.addressof @nm_t16 : !llvm.ptr
  %bli107 = arith.index_cast %bl107 : index to i64
  %mi107 = arith.extui %m107 : i16 to i64
  %ki107 = arith.extui %k107 : i16 to i64
  %loi107 = arith.index_cast %lo107 : index to i64
  llvm.call @printf(%fmt, %nm107, %bli107, %mi107, %ki107, %loi107, %bad107) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl108 = arith.constant 4 : index
  %m108 = arith.constant 0 : i16
  %k108 = arith.constant -25536 : i16
  %lo108 = arith.constant 5 : index
  %tot108 = arith.muli %bl108, %c64 : index
  call @fill(%a, %b, %tot108) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_t16(%a, %bl108, %m108, %k108, %lo108) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_t16(%b, %bl108, %m108, %k108, %lo108) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad108 = call @compare(%a, %b, %tot108) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm108 = llvm.mlir.addressof @nm_t16 : !llvm.ptr
  %bli108 = arith.index_cast %bl108 : index to i64
  %mi108 = arith.extui %m108 : i16 to i64
  %ki108 = arith.extui %k108 : i16 to i64
  %loi108 = arith.index_cast %lo108 : index to i64
  llvm.call @printf(%fmt, %nm108, %bli108, %mi108, %ki108, %loi108, %bad108) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl109 = arith.constant 4 : index
  %m109 = arith.constant 1000 : i16
  %k109 = arith.constant 50 : i16
  %lo109 = arith.constant 0 : index
  %tot109 = arith.muli %bl109, %c64 : index
  call @fill(%a, %b, %tot109) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_t16(%a, %bl109, %m109, %k109, %lo109) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_t16(%b, %bl109, %m109, %k109, %lo109) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad109 = call @compare(%a, %b, %tot109) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm109 = llvm.mlir.addressof @nm_t16 : !llvm.ptr
  %bli109 = arith.index_cast %bl109 : index to i64
  %mi109 = arith.extui %m109 : i16 to i64
  %ki109 = arith.extui %k109 : i16 to i64
  %loi109 = arith.index_cast %lo109 : index to i64
  llvm.call @printf(%fmt, %nm109, %bli109, %mi109, %ki109, %loi109, %bad109) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl110 = arith.constant 4 : index
  %m110 = arith.constant 1000 : i16
  %k110 = arith.constant 50 : i16
  %lo110 = arith.constant 5 : index
  %tot110 = arith.muli %bl110, %c64 : index
  call @fill(%a, %b, %tot110) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_t16(%a, %bl110, %m110, %k110, %lo110) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_t16(%b, %bl110, %m110, %k110, %lo110) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad110 = call @compare(%a, %b, %tot110) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm110 = llvm.mlir.addressof @nm_t16 : !llvm.ptr
  %bli110 = arith.index_cast %bl110 : index to i64
  %mi110 = arith.extui %m110 : i16 to i64
  %ki110 = arith.extui %k110 : i16 to i64
  %loi110 = arith.index_cast %lo110 : index to i64
  llvm.call @printf(%fmt, %nm110, %bli110, %mi110, %ki110, %loi110, %bad110) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl111 = arith.constant 4 : index
  %m111 = arith.constant 1000 : i16
  %k111 = arith.constant -25536 : i16
  %lo111 = arith.constant 0 : index
  %tot111 = arith.muli %bl111, %c64 : index
  call @fill(%a, %b, %tot111) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_t16(%a, %bl111, %m111, %k111, %lo111) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_t16(%b, %bl111, %m111, %k111, %lo111) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad111 = call @compare(%a, %b, %tot111) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm111 = llvm.mlir.addressof @nm_t16 : !llvm.ptr
  %bli111 = arith.index_cast %bl111 : index to i64
  %mi111 = arith.extui %m111 : i16 to i64
  %ki111 = arith.extui %k111 : i16 to i64
  %loi111 = arith.index_cast %lo111 : index to i64
  llvm.call @printf(%fmt, %nm111, %bli111, %mi111, %ki111, %loi111, %bad111) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl112 = arith.constant 4 : index
  %m112 = arith.constant 1000 : i16
  %k112 = arith.constant -25536 : i16
  %lo112 = arith.constant 5 : index
  %tot112 = arith.muli %bl112, %c64 : index
  call @fill(%a, %b, %tot112) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_t16(%a, %bl112, %m112, %k112, %lo112) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_t16(%b, %bl112, %m112, %k112, %lo112) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad112 = call @compare(%a, %b, %tot112) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm112 = llvm.mlir.addressof @nm_t16 : !llvm.ptr
  %bli112 = arith.index_cast %bl112 : index to i64
  %mi112 = arith.extui %m112 : i16 to i64
  %ki112 = arith.extui %k112 : i16 to i64
  %loi112 = arith.index_cast %lo112 : index to i64
  llvm.call @printf(%fmt, %nm112, %bli112, %mi112, %ki112, %loi112, %bad112) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl113 = arith.constant 4 : index
  %m113 = arith.constant -1 : i16
  %k113 = arith.constant 50 : i16
  %lo113 = arith.constant 0 : index
  %tot113 = arith.muli %bl113, %c64 : index
  call @fill(%a, %b, %tot113) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_t16(%a, %bl113, %m113, %k113, %lo113) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_t16(%b, %bl113, %m113, %k113, %lo113) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad113 = call @compare(%a, %b, %tot113) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm113 = llvm.mlir.addressof @nm_t16 : !llvm.ptr
  %bli113 = arith.index_cast %bl113 : index to i64
  %mi113 = arith.extui %m113 : i16 to i64
  %ki113 = arith.extui %k113 : i16 to i64
  %loi113 = arith.index_cast %lo113 : index to i64
  llvm.call @printf(%fmt, %nm113, %bli113, %mi113, %ki113, %loi113, %bad113) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl114 = arith.constant 4 : index
  %m114 = arith.constant -1 : i16
  %k114 = arith.constant 50 : i16
  %lo114 = arith.constant 5 : index
  %tot114 = arith.muli %bl114, %c64 : index
  call @fill(%a, %b, %tot114) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_t16(%a, %bl114, %m114, %k114, %lo114) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_t16(%b, %bl114, %m114, %k114, %lo114) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad114 = call @compare(%a, %b, %tot114) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm114 = llvm.mlir.addressof @nm_t16 : !llvm.ptr
  %bli114 = arith.index_cast %bl114 : index to i64
  %mi114 = arith.extui %m114 : i16 to i64
  %ki114 = arith.extui %k114 : i16 to i64
  %loi114 = arith.index_cast %lo114 : index to i64
  llvm.call @printf(%fmt, %nm114, %bli114, %mi114, %ki114, %loi114, %bad114) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl115 = arith.constant 4 : index
  %m115 = arith.constant -1 : i16
  %k115 = arith.constant -25536 : i16
  %lo115 = arith.constant 0 : index
  %tot115 = arith.muli %bl115, %c64 : index
  call @fill(%a, %b, %tot115) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_t16(%a, %bl115, %m115, %k115, %lo115) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_t16(%b, %bl115, %m115, %k115, %lo115) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad115 = call @compare(%a, %b, %tot115) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm115 = llvm.mlir.addressof @nm_t16 : !llvm.ptr
  %bli115 = arith.index_cast %bl115 : index to i64
  %mi115 = arith.extui %m115 : i16 to i64
  %ki115 = arith.extui %k115 : i16 to i64
  %loi115 = arith.index_cast %lo115 : index to i64
  llvm.call @printf(%fmt, %nm115, %bli115, %mi115, %ki115, %loi115, %bad115) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl116 = arith.constant 4 : index
  %m116 = arith.constant -1 : i16
  %k116 = arith.constant -25536 : i16
  %lo116 = arith.constant 5 : index
  %tot116 = arith.muli %bl116, %c64 : index
  call @fill(%a, %b, %tot116) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_t16(%a, %bl116, %m116, %k116, %lo116) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_t16(%b, %bl116, %m116, %k116, %lo116) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad116 = call @compare(%a, %b, %tot116) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm116 = llvm.mlir.addressof @nm_t16 : !llvm.ptr
  %bli116 = arith.index_cast %bl116 : index to i64
  %mi116 = arith.extui %m116 : i16 to i64
  %ki116 = arith.extui %k116 : i16 to i64
  %loi116 = arith.index_cast %lo116 : index to i64
  llvm.call @printf(%fmt, %nm116, %bli116, %mi116, %ki116, %loi116, %bad116) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl117 = arith.constant 100 : index
  %m117 = arith.constant 0 : i16
  %k117 = arith.constant 50 : i16
  %lo117 = arith.constant 0 : index
  %tot117 = arith.muli %bl117, %c64 : index
  call @fill(%a, %b, %tot117) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_t16(%a, %bl117, %m117, %k117, %lo117) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_t16(%b, %bl117, %m117, %k117, %lo117) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad117 = call @compare(%a, %b, %tot117) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm117 = llvm.mlir.addressof @nm_t16 : !llvm.ptr
  %bli117 = arith.index_cast %bl117 : index to i64
  %mi117 = arith.extui %m117 : i16 to i64
  %ki117 = arith.extui %k117 : i16 to i64
  %loi117 = arith.index_cast %lo117 : index to i64
  llvm.call @printf(%fmt, %nm117, %bli117, %mi117, %ki117, %loi117, %bad117) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl118 = arith.constant 100 : index
  %m118 = arith.constant 0 : i16
  %k118 = arith.constant 50 : i16
  %lo118 = arith.constant 5 : index
  %tot118 = arith.muli %bl118, %c64 : index
  call @fill(%a, %b, %tot118) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_t16(%a, %bl118, %m118, %k118, %lo118) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_t16(%b, %bl118, %m118, %k118, %lo118) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad118 = call @compare(%a, %b, %tot118) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm118 = llvm.mlir.addressof @nm_t16 : !llvm.ptr
  %bli118 = arith.index_cast %bl118 : index to i64
  %mi118 = arith.extui %m118 : i16 to i64
  %ki118 = arith.extui %k118 : i16 to i64
  %loi118 = arith.index_cast %lo118 : index to i64
  llvm.call @printf(%fmt, %nm118, %bli118, %mi118, %ki118, %loi118, %bad118) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl119 = arith.constant 100 : index
  %m119 = arith.constant 0 : i16
  %k119 = arith.constant -25536 : i16
  %lo119 = arith.constant 0 : index
  %tot119 = arith.muli %bl119, %c64 : index
  call @fill(%a, %b, %tot119) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_t16(%a, %bl119, %m119, %k119, %lo119) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_t16(%b, %bl119, %m119, %k119, %lo119) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad119 = call @compare(%a, %b, %tot119) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm119 = llvm.mlir.addressof @nm_t16 : !llvm.ptr
  %bli119 = arith.index_cast %bl119 : index to i64
  %mi119 = arith.extui %m119 : i16 to i64
  %ki119 = arith.extui %k119 : i16 to i64
  %loi119 = arith.index_cast %lo119 : index to i64
  llvm.call @printf(%fmt, %nm119, %bli119, %mi119, %ki119, %loi119, %bad119) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl120 = arith.constant 100 : index
  %m120 = arith.constant 0 : i16
  %k120 = arith.constant -25536 : i16
  %lo120 = arith.constant 5 : index
  %tot120 = arith.muli %bl120, %c64 : index
  call @fill(%a, %b, %tot120) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_t16(%a, %bl120, %m120, %k120, %lo120) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_t16(%b, %bl120, %m120, %k120, %lo120) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad120 = call @compare(%a, %b, %tot120) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm120 = llvm.mlir.addressof @nm_t16 : !llvm.ptr
  %bli120 = arith.index_cast %bl120 : index to i64
  %mi120 = arith.extui %m120 : i16 to i64
  %ki120 = arith.extui %k120 : i16 to i64
  %loi120 = arith.index_cast %lo120 : index to i64
  llvm.call @printf(%fmt, %nm120, %bli120, %mi120, %ki120, %loi120, %bad120) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl121 = arith.constant 100 : index
  %m121 = arith.constant 1000 : i16
  %k121 = arith.constant 50 : i16
  %lo121 = arith.constant 0 : index
  %tot121 = arith.muli %bl121, %c64 : index
  call @fill(%a, %b, %tot121) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_t16(%a, %bl121, %m121, %k121, %lo121) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_t16(%b, %bl121, %m121, %k121, %lo121) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad121 = call @compare(%a, %b, %tot121) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm121 = llvm.mlir.addressof @nm_t16 : !llvm.ptr
  %bli121 = arith.index_cast %bl121 : index to i64
  %mi121 = arith.extui %m121 : i16 to i64
  %ki121 = arith.extui %k121 : i16 to i64
  %loi121 = arith.index_cast %lo121 : index to i64
  llvm.call @printf(%fmt, %nm121, %bli121, %mi121, %ki121, %loi121, %bad121) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl122 = arith.constant 100 : index
  %m122 = arith.constant 1000 : i16
  %k122 = arith.constant 50 : i16
  %lo122 = arith.constant 5 : index
  %tot122 = arith.muli %bl122, %c64 : index
  call @fill(%a, %b, %tot122) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_t16(%a, %bl122, %m122, %k122, %lo122) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_t16(%b, %bl122, %m122, %k122, %lo122) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad122 = call @compare(%a, %b, %tot122) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm122 = llvm.mlir.addressof @nm_t16 : !llvm.ptr
  %bli122 = arith.index_cast %bl122 : index to i64
  %mi122 = arith.extui %m122 : i16 to i64
  %ki122 = arith.extui %k122 : i16 to i64
  %loi122 = arith.index_cast %lo122 : index to i64
  llvm.call @printf(%fmt, %nm122, %bli122, %mi122, %ki122, %loi122, %bad122) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl123 = arith.constant 100 : index
  %m123 = arith.constant 1000 : i16
  %k123 = arith.constant -25536 : i16
  %lo123 = arith.constant 0 : index
  %tot123 = arith.muli %bl123, %c64 : index
  call @fill(%a, %b, %tot123) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_t16(%a, %bl123, %m123, %k123, %lo123) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_t16(%b, %bl123, %m123, %k123, %lo123) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad123 = call @compare(%a, %b, %tot123) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm123 = llvm.mlir.addressof @nm_t16 : !llvm.ptr
  %bli123 = arith.index_cast %bl123 : index to i64
  %mi123 = arith.extui %m123 : i16 to i64
  %ki123 = arith.extui %k123 : i16 to i64
  %loi123 = arith.index_cast %lo123 : index to i64
  llvm.call @printf(%fmt, %nm123, %bli123, %mi123, %ki123, %loi123, %bad123) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl124 = arith.constant 100 : index
  %m124 = arith.constant 1000 : i16
  %k124 = arith.constant -25536 : i16
  %lo124 = arith.constant 5 : index
  %tot124 = arith.muli %bl124, %c64 : index
  call @fill(%a, %b, %tot124) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_t16(%a, %bl124, %m124, %k124, %lo124) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_t16(%b, %bl124, %m124, %k124, %lo124) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad124 = call @compare(%a, %b, %tot124) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm124 = llvm.mlir.addressof @nm_t16 : !llvm.ptr
  %bli124 = arith.index_cast %bl124 : index to i64
  %mi124 = arith.extui %m124 : i16 to i64
  %ki124 = arith.extui %k124 : i16 to i64
  %loi124 = arith.index_cast %lo124 : index to i64
  llvm.call @printf(%fmt, %nm124, %bli124, %mi124, %ki124, %loi124, %bad124) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl125 = arith.constant 100 : index
  %m125 = arith.constant -1 : i16
  %k125 = arith.constant 50 : i16
  %lo125 = arith.constant 0 : index
  %tot125 = arith.muli %bl125, %c64 : index
  call @fill(%a, %b, %tot125) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_t16(%a, %bl125, %m125, %k125, %lo125) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_t16(%b, %bl125, %m125, %k125, %lo125) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad125 = call @compare(%a, %b, %tot125) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm125 = llvm.mlir.addressof @nm_t16 : !llvm.ptr
  %bli125 = arith.index_cast %bl125 : index to i64
  %mi125 = arith.extui %m125 : i16 to i64
  %ki125 = arith.extui %k125 : i16 to i64
  %loi125 = arith.index_cast %lo125 : index to i64
  llvm.call @printf(%fmt, %nm125, %bli125, %mi125, %ki125, %loi125, %bad125) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl126 = arith.constant 100 : index
  %m126 = arith.constant -1 : i16
  %k126 = arith.constant 50 : i16
  %lo126 = arith.constant 5 : index
  %tot126 = arith.muli %bl126, %c64 : index
  call @fill(%a, %b, %tot126) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_t16(%a, %bl126, %m126, %k126, %lo126) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_t16(%b, %bl126, %m126, %k126, %lo126) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad126 = call @compare(%a, %b, %tot126) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm126 = llvm.mlir.addressof @nm_t16 : !llvm.ptr
  %bli126 = arith.index_cast %bl126 : index to i64
  %mi126 = arith.extui %m126 : i16 to i64
  %ki126 = arith.extui %k126 : i16 to i64
  %loi126 = arith.index_cast %lo126 : index to i64
  llvm.call @printf(%fmt, %nm126, %bli126, %mi126, %ki126, %loi126, %bad126) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl127 = arith.constant 100 : index
  %m127 = arith.constant -1 : i16
  %k127 = arith.constant -25536 : i16
  %lo127 = arith.constant 0 : index
  %tot127 = arith.muli %bl127, %c64 : index
  call @fill(%a, %b, %tot127) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_t16(%a, %bl127, %m127, %k127, %lo127) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_t16(%b, %bl127, %m127, %k127, %lo127) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad127 = call @compare(%a, %b, %tot127) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm127 = llvm.mlir.addressof @nm_t16 : !llvm.ptr
  %bli127 = arith.index_cast %bl127 : index to i64
  %mi127 = arith.extui %m127 : i16 to i64
  %ki127 = arith.extui %k127 : i16 to i64
  %loi127 = arith.index_cast %lo127 : index to i64
  llvm.call @printf(%fmt, %nm127, %bli127, %mi127, %ki127, %loi127, %bad127) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl128 = arith.constant 100 : index
  %m128 = arith.constant -1 : i16
  %k128 = arith.constant -25536 : i16
  %lo128 = arith.constant 5 : index
  %tot128 = arith.muli %bl128, %c64 : index
  call @fill(%a, %b, %tot128) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_t16(%a, %bl128, %m128, %k128, %lo128) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_t16(%b, %bl128, %m128, %k128, %lo128) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad128 = call @compare(%a, %b, %tot128) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm128 = llvm.mlir.addressof @nm_t16 : !llvm.ptr
  %bli128 = arith.index_cast %bl128 : index to i64
  %mi128 = arith.extui %m128 : i16 to i64
  %ki128 = arith.extui %k128 : i16 to i64
  %loi128 = arith.index_cast %lo128 : index to i64
  llvm.call @printf(%fmt, %nm128, %bli128, %mi128, %ki128, %loi128, %bad128) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl129 = arith.constant 1100 : index
  %m129 = arith.constant 0 : i16
  %k129 = arith.constant 50 : i16
  %lo129 = arith.constant 0 : index
  %tot129 = arith.muli %bl129, %c64 : index
  call @fill(%a, %b, %tot129) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_t16(%a, %bl129, %m129, %k129, %lo129) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_t16(%b, %bl129, %m129, %k129, %lo129) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad129 = call @compare(%a, %b, %tot129) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm129 = llvm.mlir.addressof @nm_t16 : !llvm.ptr
  %bli129 = arith.index_cast %bl129 : index to i64
  %mi129 = arith.extui %m129 : i16 to i64
  %ki129 = arith.extui %k129 : i16 to i64
  %loi129 = arith.index_cast %lo129 : index to i64
  llvm.call @printf(%fmt, %nm129, %bli129, %mi129, %ki129, %loi129, %bad129) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl130 = arith.constant 1100 : index
  %m130 = arith.constant 0 : i16
  %k130 = arith.constant 50 : i16
  %lo130 = arith.constant 5 : index
  %tot130 = arith.muli %bl130, %c64 : index
  call @fill(%a, %b, %tot130) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_t16(%a, %bl130, %m130, %k130, %lo130) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_t16(%b, %bl130, %m130, %k130, %lo130) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad130 = call @compare(%a, %b, %tot130) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm130 = llvm.mlir.addressof @nm_t16 : !llvm.ptr
  %bli130 = arith.index_cast %bl130 : index to i64
  %mi130 = arith.extui %m130 : i16 to i64
  %ki130 = arith.extui %k130 : i16 to i64
  %loi130 = arith.index_cast %lo130 : index to i64
  llvm.call @printf(%fmt, %nm130, %bli130, %mi130, %ki130, %loi130, %bad130) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl131 = arith.constant 1100 : index
  %m131 = arith.constant 0 : i16
  %k131 = arith.constant -25536 : i16
  %lo131 = arith.constant 0 : index
  %tot131 = arith.muli %bl131, %c64 : index
  call @fill(%a, %b, %tot131) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_t16(%a, %bl131, %m131, %k131, %lo131) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_t16(%b, %bl131, %m131, %k131, %lo131) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad131 = call @compare(%a, %b, %tot131) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm131 = llvm.mlir.addressof @nm_t16 : !llvm.ptr
  %bli131 = arith.index_cast %bl131 : index to i64
  %mi131 = arith.extui %m131 : i16 to i64
  %ki131 = arith.extui %k131 : i16 to i64
  %loi131 = arith.index_cast %lo131 : index to i64
  llvm.call @printf(%fmt, %nm131, %bli131, %mi131, %ki131, %loi131, %bad131) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl132 = arith.constant 1100 : index
  %m132 = arith.constant 0 : i16
  %k132 = arith.constant -25536 : i16
  %lo132 = arith.constant 5 : index
  %tot132 = arith.muli %bl132, %c64 : index
  call @fill(%a, %b, %tot132) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_t16(%a, %bl132, %m132, %k132, %lo132) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_t16(%b, %bl132, %m132, %k132, %lo132) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad132 = call @compare(%a, %b, %tot132) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm132 = llvm.mlir.addressof @nm_t16 : !llvm.ptr
  %bli132 = arith.index_cast %bl132 : index to i64
  %mi132 = arith.extui %m132 : i16 to i64
  %ki132 = arith.extui %k132 : i16 to i64
  %loi132 = arith.index_cast %lo132 : index to i64
  llvm.call @printf(%fmt, %nm132, %bli132, %mi132, %ki132, %loi132, %bad132) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl133 = arith.constant 1100 : index
  %m133 = arith.constant 1000 : i16
  %k133 = arith.constant 50 : i16
  %lo133 = arith.constant 0 : index
  %tot133 = arith.muli %bl133, %c64 : index
  call @fill(%a, %b, %tot133) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_t16(%a, %bl133, %m133, %k133, %lo133) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_t16(%b, %bl133, %m133, %k133, %lo133) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad133 = call @compare(%a, %b, %tot133) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm133 = llvm.mlir.addressof @nm_t16 : !llvm.ptr
  %bli133 = arith.index_cast %bl133 : index to i64
  %mi133 = arith.extui %m133 : i16 to i64
  %ki133 = arith.extui %k133 : i16 to i64
  %loi133 = arith.index_cast %lo133 : index to i64
  llvm.call @printf(%fmt, %nm133, %bli133, %mi133, %ki133, %loi133, %bad133) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl134 = arith.constant 1100 : index
  %m134 = arith.constant 1000 : i16
  %k134 = arith.constant 50 : i16
  %lo134 = arith.constant 5 : index
  %tot134 = arith.muli %bl134, %c64 : index
  call @fill(%a, %b, %tot134) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_t16(%a, %bl134, %m134, %k134, %lo134) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_t16(%b, %bl134, %m134, %k134, %lo134) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad134 = call @compare(%a, %b, %tot134) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm134 = llvm.mlir.addressof @nm_t16 : !llvm.ptr
  %bli134 = arith.index_cast %bl134 : index to i64
  %mi134 = arith.extui %m134 : i16 to i64
  %ki134 = arith.extui %k134 : i16 to i64
  %loi134 = arith.index_cast %lo134 : index to i64
  llvm.call @printf(%fmt, %nm134, %bli134, %mi134, %ki134, %loi134, %bad134) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl135 = arith.constant 1100 : index
  %m135 = arith.constant 1000 : i16
  %k135 = arith.constant -25536 : i16
  %lo135 = arith.constant 0 : index
  %tot135 = arith.muli %bl135, %c64 : index
  call @fill(%a, %b, %tot135) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_t16(%a, %bl135, %m135, %k135, %lo135) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_t16(%b, %bl135, %m135, %k135, %lo135) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad135 = call @compare(%a, %b, %tot135) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm135 = llvm.mlir.addressof @nm_t16 : !llvm.ptr
  %bli135 = arith.index_cast %bl135 : index to i64
  %mi135 = arith.extui %m135 : i16 to i64
  %ki135 = arith.extui %k135 : i16 to i64
  %loi135 = arith.index_cast %lo135 : index to i64
  llvm.call @printf(%fmt, %nm135, %bli135, %mi135, %ki135, %loi135, %bad135) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl136 = arith.constant 1100 : index
  %m136 = arith.constant 1000 : i16
  %k136 = arith.constant -25536 : i16
  %lo136 = arith.constant 5 : index
  %tot136 = arith.muli %bl136, %c64 : index
  call @fill(%a, %b, %tot136) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_t16(%a, %bl136, %m136, %k136, %lo136) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_t16(%b, %bl136, %m136, %k136, %lo136) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad136 = call @compare(%a, %b, %tot136) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm136 = llvm.mlir.addressof @nm_t16 : !llvm.ptr
  %bli136 = arith.index_cast %bl136 : index to i64
  %mi136 = arith.extui %m136 : i16 to i64
  %ki136 = arith.extui %k136 : i16 to i64
  %loi136 = arith.index_cast %lo136 : index to i64
  llvm.call @printf(%fmt, %nm136, %bli136, %mi136, %ki136, %loi136, %bad136) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl137 = arith.constant 1100 : index
  %m137 = arith.constant -1 : i16
  %k137 = arith.constant 50 : i16
  %lo137 = arith.constant 0 : index
  %tot137 = arith.muli %bl137, %c64 : index
  call @fill(%a, %b, %tot137) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_t16(%a, %bl137, %m137, %k137, %lo137) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_t16(%b, %bl137, %m137, %k137, %lo137) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad137 = call @compare(%a, %b, %tot137) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm137 = llvm.mlir.addressof @nm_t16 : !llvm.ptr
  %bli137 = arith.index_cast %bl137 : index to i64
  %mi137 = arith.extui %m137 : i16 to i64
  %ki137 = arith.extui %k137 : i16 to i64
  %loi137 = arith.index_cast %lo137 : index to i64
  llvm.call @printf(%fmt, %nm137, %bli137, %mi137, %ki137, %loi137, %bad137) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl138 = arith.constant 1100 : index
  %m138 = arith.constant -1 : i16
  %k138 = arith.constant 50 : i16
  %lo138 = arith.constant 5 : index
  %tot138 = arith.muli %bl138, %c64 : index
  call @fill(%a, %b, %tot138) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_t16(%a, %bl138, %m138, %k138, %lo138) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_t16(%b, %bl138, %m138, %k138, %lo138) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad138 = call @compare(%a, %b, %tot138) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm138 = llvm.mlir.addressof @nm_t16 : !llvm.ptr
  %bli138 = arith.index_cast %bl138 : index to i64
  %mi138 = arith.extui %m138 : i16 to i64
  %ki138 = arith.extui %k138 : i16 to i64
  %loi138 = arith.index_cast %lo138 : index to i64
  llvm.call @printf(%fmt, %nm138, %bli138, %mi138, %ki138, %loi138, %bad138) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl139 = arith.constant 1100 : index
  %m139 = arith.constant -1 : i16
  %k139 = arith.constant -25536 : i16
  %lo139 = arith.constant 0 : index
  %tot139 = arith.muli %bl139, %c64 : index
  call @fill(%a, %b, %tot139) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_t16(%a, %bl139, %m139, %k139, %lo139) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_t16(%b, %bl139, %m139, %k139, %lo139) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad139 = call @compare(%a, %b, %tot139) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm139 = llvm.mlir.addressof @nm_t16 : !llvm.ptr
  %bli139 = arith.index_cast %bl139 : index to i64
  %mi139 = arith.extui %m139 : i16 to i64
  %ki139 = arith.extui %k139 : i16 to i64
  %loi139 = arith.index_cast %lo139 : index to i64
  llvm.call @printf(%fmt, %nm139, %bli139, %mi139, %ki139, %loi139, %bad139) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  %bl140 = arith.constant 1100 : index
  %m140 = arith.constant -1 : i16
  %k140 = arith.constant -25536 : i16
  %lo140 = arith.constant 5 : index
  %tot140 = arith.muli %bl140, %c64 : index
  call @fill(%a, %b, %tot140) : (memref<?xi32>, memref<?xi32>, index) -> ()
  call @k_t16(%a, %bl140, %m140, %k140, %lo140) : (memref<?xi32>, index, i16, i16, index) -> ()
  call @ref_t16(%b, %bl140, %m140, %k140, %lo140) : (memref<?xi32>, index, i16, i16, index) -> ()
  %bad140 = call @compare(%a, %b, %tot140) : (memref<?xi32>, memref<?xi32>, index) -> i64
  %nm140 = llvm.mlir.addressof @nm_t16 : !llvm.ptr
  %bli140 = arith.index_cast %bl140 : index to i64
  %mi140 = arith.extui %m140 : i16 to i64
  %ki140 = arith.extui %k140 : i16 to i64
  %loi140 = arith.index_cast %lo140 : index to i64
  llvm.call @printf(%fmt, %nm140, %bli140, %mi140, %ki140, %loi140, %bad140) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> i32
  return
}
