// stitch-invariant-divrem on dividends of the serialized thread index and
// of a kernel scf.for (k, NK trips, an argument) in i64, i32, i16 and i8,
// through index_cast / index_castui / trunci (the i16 and i8 chains wrap:
// tx * 32768, tx * 16384), with divisors that are an argument (i64) or an
// argument plus bx computed in the grid body (i32, i16, i8: L is then
// the thread loop, versioned on the dynamic block size and NK), under a
// guard gid < N && tx <u M (tightened into the loop bounds) on dynamic
// grids of 0..3 blocks of 16 threads. Divisors -1 (i8 remsi of values
// above -128), INT_MIN (i32), 2^32 - 1 (i64), and 0 on a path no thread
// runs (case 0). Expected checksums of the output buffers were computed
// outside Stitch (Python, C semantics of each op at its width).
// Fires: three reciprocals (arith.divui %c-1_i64) in scf.if versions.
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-coarsen-blocks),func.func(stitch-tighten-grid),func.func(stitch-cpuify{inner-serialize=true}),func.func(stitch-invariant-divrem))' | FileCheck %s --check-prefix=IR
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=3 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-coarsen-blocks),func.func(stitch-tighten-grid),func.func(stitch-cpuify{inner-serialize=true}),func.func(stitch-prefetch-blocks,canonicalize,cse),lower-affine,convert-vector-to-scf,convert-scf-to-openmp,func.func(stitch-omp-opt),stitch-outline-allocs,stitch-outline-regions{mark=true},func.func(expand-strided-metadata,lower-affine),stitch-vector-to-llvm,finalize-memref-to-llvm,stitch-outline-regions,func.func(convert-scf-to-cf,convert-math-to-llvm),convert-math-to-libm,convert-to-llvm,llvm.func(reconcile-unrealized-casts,stitch-loop-access-groups),stitch-check-llvm-lowered)' > %t.off.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.off.mlir | FileCheck %s
// IR-COUNT-3: arith.divui %c-1_i64
// CHECK: divrem case 0 n 1 checksum 0
// CHECK: divrem case 1 n 64 checksum 1604808008054307768
// CHECK: divrem case 2 n 256 checksum -9219330136020073064
// CHECK: divrem case 3 n 576 checksum 351849744970533765
// CHECK: divrem case 4 n 576 checksum 4463074892630293936
// CHECK: divrem case 5 n 512 checksum -3392198127196971341
// CHECK: divrem case 6 n 384 checksum -4974834596065410473
// CHECK: divrem case 7 n 192 checksum -6818255865181498321
llvm.mlir.global internal constant @fmt("divrem case %ld n %ld checksum %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32
// h = h * 1000003 + out[i] (mod 2^64) over the buffer, on the host.
func.func @checksum(%case: i64, %o: memref<?xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %m = arith.constant 1000003 : i64
  %n = memref.dim %o, %c0 : memref<?xi64>
  %h = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %x = memref.load %o[%i] : memref<?xi64>
    %a = arith.muli %acc, %m : i64
    %b = arith.addi %a, %x : i64
    scf.yield %b : i64
  }
  %n64 = arith.index_cast %n : index to i64
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  llvm.call @printf(%fmt, %case, %n64, %h) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64, i64) -> i32
  return
}
func.func @kern(%out: memref<?xi64>, %G: index, %NK: index, %N: index, %M: index, %cB: index, %d0: i64, %d1: i32, %d2: i16, %d3: i8) {
  %cK = arith.constant 4 : index
  %zero = arith.constant 0 : index
  %one = arith.constant 1 : index
  %ck1_0 = arith.constant 3 : index
  %ck2_0 = arith.constant 2 : index
  %cc0 = arith.constant -5 : index
  %c0 = arith.constant 0 : index
  %ck1_1 = arith.constant 1 : index
  %ck2_1 = arith.constant 64 : index
  %cc1 = arith.constant -5 : index
  %c1 = arith.constant 1 : index
  %ck1_2 = arith.constant 32768 : index
  %ck2_2 = arith.constant 64 : index
  %cc2 = arith.constant 5 : index
  %c2 = arith.constant 2 : index
  %ck1_3 = arith.constant 16384 : index
  %ck2_3 = arith.constant 5 : index
  %cc3 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %G, %gy = %one, %gz = %one)
             threads(%tx, %ty, %tz) in (%sx = %cB, %sy = %one, %sz = %one) {
      %b = arith.muli %bx, %cB : index
      %gid = arith.addi %b, %tx : index
      %v13 = arith.index_cast %bx : index to i32
      %v14 = arith.addi %d1, %v13 : i32
      %v24 = arith.index_cast %bx : index to i16
      %v25 = arith.addi %d2, %v24 : i16
      %v34 = arith.index_cast %bx : index to i8
      %v35 = arith.addi %d3, %v34 : i8
      %inN = arith.cmpi slt, %gid, %N : index
      %inM = arith.cmpi ult, %tx, %M : index
      %inB = arith.andi %inN, %inM : i1
      scf.if %inB {
      scf.for %k = %zero to %NK step %one {
        %g1 = arith.muli %gid, %NK : index
        %g2 = arith.addi %g1, %k : index
        %obase = arith.muli %g2, %cK : index
        %v1 = arith.muli %tx, %ck1_0 : index
        %v2 = arith.muli %k, %ck2_0 : index
        %v3 = arith.addi %v1, %v2 : index
        %v4 = arith.addi %v3, %cc0 : index
        %v5 = arith.index_cast %v4 : index to i64
        %v6 = arith.remsi %v5, %d0 : i64
        %v7 = arith.addi %obase, %c0 : index
        memref.store %v6, %out[%v7] : memref<?xi64>
        %v8 = arith.muli %gid, %ck1_1 : index
        %v9 = arith.muli %k, %ck2_1 : index
        %v10 = arith.addi %v8, %v9 : index
        %v11 = arith.addi %v10, %cc1 : index
        %v12 = arith.index_cast %v11 : index to i32
        %v15 = arith.remsi %v12, %v14 : i32
        %v16 = arith.extsi %v15 : i32 to i64
        %v17 = arith.addi %obase, %c1 : index
        memref.store %v16, %out[%v17] : memref<?xi64>
        %v18 = arith.muli %tx, %ck1_2 : index
        %v19 = arith.muli %k, %ck2_2 : index
        %v20 = arith.addi %v18, %v19 : index
        %v21 = arith.addi %v20, %cc2 : index
        %v22 = arith.index_castui %v21 : index to i32
        %v23 = arith.trunci %v22 : i32 to i16
        %v26 = arith.divsi %v23, %v25 : i16
        %v27 = arith.extsi %v26 : i16 to i64
        %v28 = arith.addi %obase, %c2 : index
        memref.store %v27, %out[%v28] : memref<?xi64>
        %v29 = arith.muli %tx, %ck1_3 : index
        %v30 = arith.muli %k, %ck2_3 : index
        %v31 = arith.addi %v29, %v30 : index
        %v32 = arith.addi %v31, %cc3 : index
        %v33 = arith.index_cast %v32 : index to i8
        %v36 = arith.remsi %v33, %v35 : i8
        %v37 = arith.extsi %v36 : i8 to i64
        %v38 = arith.addi %obase, %c3 : index
        memref.store %v37, %out[%v38] : memref<?xi64>
      }
      }
      gpu.terminator
  }
  return
}
func.func @main() {
  %n0 = arith.constant 1 : index
  %G0 = arith.constant 0 : index
  %NK0 = arith.constant 2 : index
  %o0 = memref.alloc(%n0) : memref<?xi64>
  %zz0 = arith.constant 0 : i64
  %f00 = arith.constant 0 : index
  %f10 = arith.constant 1 : index
  scf.for %fi0 = %f00 to %n0 step %f10 {
    memref.store %zz0, %o0[%fi0] : memref<?xi64>
  }
  %dd0_0 = arith.constant 1 : i64
  %dd0_1 = arith.constant 128 : i32
  %dd0_2 = arith.constant -32768 : i16
  %dd0_3 = arith.constant 0 : i8
  %BB0 = arith.constant 16 : index
  %N0 = arith.constant 19 : index
  %M0 = arith.constant 0 : index
  call @kern(%o0, %G0, %NK0, %N0, %M0, %BB0, %dd0_0, %dd0_1, %dd0_2, %dd0_3) : (memref<?xi64>, index, index, index, index, index, i64, i32, i16, i8) -> ()
  %ci0 = arith.constant 0 : i64
  call @checksum(%ci0, %o0) : (i64, memref<?xi64>) -> ()
  memref.dealloc %o0 : memref<?xi64>
  %n1 = arith.constant 64 : index
  %G1 = arith.constant 1 : index
  %NK1 = arith.constant 1 : index
  %o1 = memref.alloc(%n1) : memref<?xi64>
  %zz1 = arith.constant 0 : i64
  %f01 = arith.constant 0 : index
  %f11 = arith.constant 1 : index
  scf.for %fi1 = %f01 to %n1 step %f11 {
    memref.store %zz1, %o1[%fi1] : memref<?xi64>
  }
  %dd1_0 = arith.constant 4294967295 : i64
  %dd1_1 = arith.constant 1 : i32
  %dd1_2 = arith.constant -7 : i16
  %dd1_3 = arith.constant -1 : i8
  %BB1 = arith.constant 16 : index
  %N1 = arith.constant 15 : index
  %M1 = arith.constant -1 : index
  call @kern(%o1, %G1, %NK1, %N1, %M1, %BB1, %dd1_0, %dd1_1, %dd1_2, %dd1_3) : (memref<?xi64>, index, index, index, index, index, i64, i32, i16, i8) -> ()
  %ci1 = arith.constant 1 : i64
  call @checksum(%ci1, %o1) : (i64, memref<?xi64>) -> ()
  memref.dealloc %o1 : memref<?xi64>
  %n2 = arith.constant 256 : index
  %G2 = arith.constant 1 : index
  %NK2 = arith.constant 4 : index
  %o2 = memref.alloc(%n2) : memref<?xi64>
  %zz2 = arith.constant 0 : i64
  %f02 = arith.constant 0 : index
  %f12 = arith.constant 1 : index
  scf.for %fi2 = %f02 to %n2 step %f12 {
    memref.store %zz2, %o2[%fi2] : memref<?xi64>
  }
  %dd2_0 = arith.constant 6 : i64
  %dd2_1 = arith.constant 128 : i32
  %dd2_2 = arith.constant 255 : i16
  %dd2_3 = arith.constant 7 : i8
  %BB2 = arith.constant 16 : index
  %N2 = arith.constant 19 : index
  %M2 = arith.constant -1 : index
  call @kern(%o2, %G2, %NK2, %N2, %M2, %BB2, %dd2_0, %dd2_1, %dd2_2, %dd2_3) : (memref<?xi64>, index, index, index, index, index, i64, i32, i16, i8) -> ()
  %ci2 = arith.constant 2 : i64
  call @checksum(%ci2, %o2) : (i64, memref<?xi64>) -> ()
  memref.dealloc %o2 : memref<?xi64>
  %n3 = arith.constant 576 : index
  %G3 = arith.constant 3 : index
  %NK3 = arith.constant 3 : index
  %o3 = memref.alloc(%n3) : memref<?xi64>
  %zz3 = arith.constant 0 : i64
  %f03 = arith.constant 0 : index
  %f13 = arith.constant 1 : index
  scf.for %fi3 = %f03 to %n3 step %f13 {
    memref.store %zz3, %o3[%fi3] : memref<?xi64>
  }
  %dd3_0 = arith.constant -7 : i64
  %dd3_1 = arith.constant -2147483648 : i32
  %dd3_2 = arith.constant -3 : i16
  %dd3_3 = arith.constant -4 : i8
  %BB3 = arith.constant 16 : index
  %N3 = arith.constant 1099511627776 : index
  %M3 = arith.constant -1 : index
  call @kern(%o3, %G3, %NK3, %N3, %M3, %BB3, %dd3_0, %dd3_1, %dd3_2, %dd3_3) : (memref<?xi64>, index, index, index, index, index, i64, i32, i16, i8) -> ()
  %ci3 = arith.constant 3 : i64
  call @checksum(%ci3, %o3) : (i64, memref<?xi64>) -> ()
  memref.dealloc %o3 : memref<?xi64>
  %n4 = arith.constant 576 : index
  %G4 = arith.constant 3 : index
  %NK4 = arith.constant 3 : index
  %o4 = memref.alloc(%n4) : memref<?xi64>
  %zz4 = arith.constant 0 : i64
  %f04 = arith.constant 0 : index
  %f14 = arith.constant 1 : index
  scf.for %fi4 = %f04 to %n4 step %f14 {
    memref.store %zz4, %o4[%fi4] : memref<?xi64>
  }
  %dd4_0 = arith.constant 65535 : i64
  %dd4_1 = arith.constant -3 : i32
  %dd4_2 = arith.constant -128 : i16
  %dd4_3 = arith.constant 5 : i8
  %BB4 = arith.constant 16 : index
  %N4 = arith.constant 40 : index
  %M4 = arith.constant 11 : index
  call @kern(%o4, %G4, %NK4, %N4, %M4, %BB4, %dd4_0, %dd4_1, %dd4_2, %dd4_3) : (memref<?xi64>, index, index, index, index, index, i64, i32, i16, i8) -> ()
  %ci4 = arith.constant 4 : i64
  call @checksum(%ci4, %o4) : (i64, memref<?xi64>) -> ()
  memref.dealloc %o4 : memref<?xi64>
  %n5 = arith.constant 512 : index
  %G5 = arith.constant 2 : index
  %NK5 = arith.constant 4 : index
  %o5 = memref.alloc(%n5) : memref<?xi64>
  %zz5 = arith.constant 0 : i64
  %f05 = arith.constant 0 : index
  %f15 = arith.constant 1 : index
  scf.for %fi5 = %f05 to %n5 step %f15 {
    memref.store %zz5, %o5[%fi5] : memref<?xi64>
  }
  %dd5_0 = arith.constant 32768 : i64
  %dd5_1 = arith.constant 5 : i32
  %dd5_2 = arith.constant 5 : i16
  %dd5_3 = arith.constant -2 : i8
  %BB5 = arith.constant 16 : index
  %N5 = arith.constant 1099511627776 : index
  %M5 = arith.constant 16 : index
  call @kern(%o5, %G5, %NK5, %N5, %M5, %BB5, %dd5_0, %dd5_1, %dd5_2, %dd5_3) : (memref<?xi64>, index, index, index, index, index, i64, i32, i16, i8) -> ()
  %ci5 = arith.constant 5 : i64
  call @checksum(%ci5, %o5) : (i64, memref<?xi64>) -> ()
  memref.dealloc %o5 : memref<?xi64>
  %n6 = arith.constant 384 : index
  %G6 = arith.constant 3 : index
  %NK6 = arith.constant 2 : index
  %o6 = memref.alloc(%n6) : memref<?xi64>
  %zz6 = arith.constant 0 : i64
  %f06 = arith.constant 0 : index
  %f16 = arith.constant 1 : index
  scf.for %fi6 = %f06 to %n6 step %f16 {
    memref.store %zz6, %o6[%fi6] : memref<?xi64>
  }
  %dd6_0 = arith.constant 2 : i64
  %dd6_1 = arith.constant -130 : i32
  %dd6_2 = arith.constant -5 : i16
  %dd6_3 = arith.constant -128 : i8
  %BB6 = arith.constant 16 : index
  %N6 = arith.constant 47 : index
  %M6 = arith.constant -1 : index
  call @kern(%o6, %G6, %NK6, %N6, %M6, %BB6, %dd6_0, %dd6_1, %dd6_2, %dd6_3) : (memref<?xi64>, index, index, index, index, index, i64, i32, i16, i8) -> ()
  %ci6 = arith.constant 6 : i64
  call @checksum(%ci6, %o6) : (i64, memref<?xi64>) -> ()
  memref.dealloc %o6 : memref<?xi64>
  %n7 = arith.constant 192 : index
  %G7 = arith.constant 3 : index
  %NK7 = arith.constant 1 : index
  %o7 = memref.alloc(%n7) : memref<?xi64>
  %zz7 = arith.constant 0 : i64
  %f07 = arith.constant 0 : index
  %f17 = arith.constant 1 : index
  scf.for %fi7 = %f07 to %n7 step %f17 {
    memref.store %zz7, %o7[%fi7] : memref<?xi64>
  }
  %dd7_0 = arith.constant 3 : i64
  %dd7_1 = arith.constant 7 : i32
  %dd7_2 = arith.constant 2 : i16
  %dd7_3 = arith.constant 1 : i8
  %BB7 = arith.constant 16 : index
  %N7 = arith.constant 1099511627776 : index
  %M7 = arith.constant -1 : index
  call @kern(%o7, %G7, %NK7, %N7, %M7, %BB7, %dd7_0, %dd7_1, %dd7_2, %dd7_3) : (memref<?xi64>, index, index, index, index, index, i64, i32, i16, i8) -> ()
  %ci7 = arith.constant 7 : i64
  call @checksum(%ci7, %o7) : (i64, memref<?xi64>) -> ()
  memref.dealloc %o7 : memref<?xi64>
  return
}
