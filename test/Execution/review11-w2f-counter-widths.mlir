// Review (round 11, stitch-while-to-for): counted scf.while loops of every
// counter kind the pass accepts, per thread in a gpu.launch with each
// thread's bounds loaded from memory: i8 signed (slt, step 3 nsw, up to
// the i8 maximum 127), i8 unsigned (ult, step 4 nuw, bounds >= 128), i16
// unsigned inclusive (ule, step 5 nuw, up to 65535), i64 signed from
// INT64_MIN (step 2^62 nsw), index reversed (ub sgt i, step 7), i32
// inclusive step 1 across INT32_MIN/INT32_MAX bounds and lb > ub, and i32
// reversed inclusive (ub sge i, step 3) carrying the previous counter
// value out of the loop. Each thread stores exit value, sum (or last
// value) and trip count; the expected rows are a Python simulation of the
// same loops (gen1.py in the review notes), not Stitch output.
// All seven whiles become scf.for (IR check: no scf.while left after the
// pass); the same numbers come out of the pipeline without the pass.
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-gpu-to-parallel,stitch-while-to-for))' | FileCheck %s --check-prefix=IR
// RUN: stitch-opt %s --stitch-to-openmp > %t.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-gpu-to-parallel,stitch-while-to-for),func.func(stitch-cpuify{inner-serialize=true}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.w.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.w.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-gpu-to-parallel,stitch-cpuify{inner-serialize=true}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.off.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.off.mlir | FileCheck %s
// IR-LABEL: func.func @kernel
// IR-NOT: scf.while
// IR-LABEL: func.func @main
// CHECK: {{\[}}[127,   -170,   85,   255,   8001,   63,   65535,   458605,   7,   4611686018427387904,   4611686018427387904,   3,   5,   -80,   5,   5,   0,   0,   11,   8,   7],
// CHECK-NEXT:  [127,   245,   2,   252,   2912,   13,   65531,   0,   0,   4611686018427387909,   4611686018427387919,   3,   0,   0,   0,   4,   0,   7,   3,   0,   1],
// CHECK-NEXT:  [127,   0,   0,   250,   0,   0,   25,   50,   5,   4611686018427387904,   0,   0,   5,   0,   0,   2147483647,   15032385501,   7,   9,   -77,   0],
// CHECK-NEXT:  [127,   2618,   44,   200,   4900,   50,   65535,   65530,   1,   4611686018427387905,   1,   1,   41,   99,   6,   -2147483645,   -6442450941,   3,   103,   100,   1]]

func.func @kernel(%out: memref<4x21xi64>, %l1lb: memref<4xi8>, %l2lb: memref<4xi8>, %l2ub: memref<4xi8>, %l3lb: memref<4xi16>, %l3ub: memref<4xi16>, %l4lb: memref<4xi64>, %l4ub: memref<4xi64>, %l5lb: memref<4xindex>, %l5ub: memref<4xindex>, %l6lb: memref<4xi32>, %l6ub: memref<4xi32>, %l7lb: memref<4xi32>, %l7ub: memref<4xi32>) {
  %c1 = arith.constant 1 : index
  %cT = arith.constant 4 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %cT, %sy = %c1, %sz = %c1) {
    %z64 = arith.constant 0 : i64
    %one64 = arith.constant 1 : i64
    %m77 = arith.constant -77 : i64
    %c127_i8 = arith.constant 127 : i8
    %vl1lb = memref.load %l1lb[%tx] : memref<4xi8>
    %vl2lb = memref.load %l2lb[%tx] : memref<4xi8>
    %vl2ub = memref.load %l2ub[%tx] : memref<4xi8>
    %vl3lb = memref.load %l3lb[%tx] : memref<4xi16>
    %vl3ub = memref.load %l3ub[%tx] : memref<4xi16>
    %vl4lb = memref.load %l4lb[%tx] : memref<4xi64>
    %vl4ub = memref.load %l4ub[%tx] : memref<4xi64>
    %vl5lb = memref.load %l5lb[%tx] : memref<4xindex>
    %vl5ub = memref.load %l5ub[%tx] : memref<4xindex>
    %vl6lb = memref.load %l6lb[%tx] : memref<4xi32>
    %vl6ub = memref.load %l6ub[%tx] : memref<4xi32>
    %vl7lb = memref.load %l7lb[%tx] : memref<4xi32>
    %vl7ub = memref.load %l7ub[%tx] : memref<4xi32>
    %step0 = arith.constant 3 : i8
    %r0:3 = scf.while (%i = %vl1lb, %s = %z64, %n = %z64) : (i8, i64, i64) -> (i8, i64, i64) {
      %c = arith.cmpi slt, %i, %c127_i8 : i8
      scf.condition(%c) %i, %s, %n : i8, i64, i64
    } do {
    ^bb0(%i2: i8, %s2: i64, %n2: i64):
      %e = arith.extsi %i2 : i8 to i64
      %s3 = arith.addi %s2, %e : i64
      %n3 = arith.addi %n2, %one64 : i64
      %i3 = arith.addi %i2, %step0 overflow<nsw> : i8
      scf.yield %i3, %s3, %n3 : i8, i64, i64
    }
    %x0 = arith.extsi %r0#0 : i8 to i64
    %o0_0 = arith.constant 0 : index
    memref.store %x0, %out[%tx, %o0_0] : memref<4x21xi64>
    %o0_1 = arith.constant 1 : index
    memref.store %r0#1, %out[%tx, %o0_1] : memref<4x21xi64>
    %o0_2 = arith.constant 2 : index
    memref.store %r0#2, %out[%tx, %o0_2] : memref<4x21xi64>
    %step1 = arith.constant 4 : i8
    %r1:3 = scf.while (%i = %vl2lb, %s = %z64, %n = %z64) : (i8, i64, i64) -> (i8, i64, i64) {
      %c = arith.cmpi ult, %i, %vl2ub : i8
      scf.condition(%c) %i, %s, %n : i8, i64, i64
    } do {
    ^bb0(%i2: i8, %s2: i64, %n2: i64):
      %e = arith.extui %i2 : i8 to i64
      %s3 = arith.addi %s2, %e : i64
      %n3 = arith.addi %n2, %one64 : i64
      %i3 = arith.addi %i2, %step1 overflow<nuw> : i8
      scf.yield %i3, %s3, %n3 : i8, i64, i64
    }
    %x1 = arith.extui %r1#0 : i8 to i64
    %o1_0 = arith.constant 3 : index
    memref.store %x1, %out[%tx, %o1_0] : memref<4x21xi64>
    %o1_1 = arith.constant 4 : index
    memref.store %r1#1, %out[%tx, %o1_1] : memref<4x21xi64>
    %o1_2 = arith.constant 5 : index
    memref.store %r1#2, %out[%tx, %o1_2] : memref<4x21xi64>
    %step2 = arith.constant 5 : i16
    %r2:3 = scf.while (%i = %vl3lb, %s = %z64, %n = %z64) : (i16, i64, i64) -> (i16, i64, i64) {
      %c = arith.cmpi ule, %i, %vl3ub : i16
      scf.condition(%c) %i, %s, %n : i16, i64, i64
    } do {
    ^bb0(%i2: i16, %s2: i64, %n2: i64):
      %e = arith.extui %i2 : i16 to i64
      %s3 = arith.addi %s2, %e : i64
      %n3 = arith.addi %n2, %one64 : i64
      %i3 = arith.addi %i2, %step2 overflow<nuw> : i16
      scf.yield %i3, %s3, %n3 : i16, i64, i64
    }
    %x2 = arith.extui %r2#0 : i16 to i64
    %o2_0 = arith.constant 6 : index
    memref.store %x2, %out[%tx, %o2_0] : memref<4x21xi64>
    %o2_1 = arith.constant 7 : index
    memref.store %r2#1, %out[%tx, %o2_1] : memref<4x21xi64>
    %o2_2 = arith.constant 8 : index
    memref.store %r2#2, %out[%tx, %o2_2] : memref<4x21xi64>
    %step3 = arith.constant 4611686018427387904 : i64
    %r3:3 = scf.while (%i = %vl4lb, %s = %z64, %n = %z64) : (i64, i64, i64) -> (i64, i64, i64) {
      %c = arith.cmpi slt, %i, %vl4ub : i64
      scf.condition(%c) %i, %s, %n : i64, i64, i64
    } do {
    ^bb0(%i2: i64, %s2: i64, %n2: i64):
      %e = arith.addi %i2, %z64 : i64
      %s3 = arith.addi %s2, %e : i64
      %n3 = arith.addi %n2, %one64 : i64
      %i3 = arith.addi %i2, %step3 overflow<nsw> : i64
      scf.yield %i3, %s3, %n3 : i64, i64, i64
    }
    %x3 = arith.addi %r3#0, %z64 : i64
    %o3_0 = arith.constant 9 : index
    memref.store %x3, %out[%tx, %o3_0] : memref<4x21xi64>
    %o3_1 = arith.constant 10 : index
    memref.store %r3#1, %out[%tx, %o3_1] : memref<4x21xi64>
    %o3_2 = arith.constant 11 : index
    memref.store %r3#2, %out[%tx, %o3_2] : memref<4x21xi64>
    %step4 = arith.constant 7 : index
    %r4:3 = scf.while (%i = %vl5lb, %s = %z64, %n = %z64) : (index, i64, i64) -> (index, i64, i64) {
      %c = arith.cmpi sgt, %vl5ub, %i : index
      scf.condition(%c) %i, %s, %n : index, i64, i64
    } do {
    ^bb0(%i2: index, %s2: i64, %n2: i64):
      %e = arith.index_cast %i2 : index to i64
      %s3 = arith.addi %s2, %e : i64
      %n3 = arith.addi %n2, %one64 : i64
      %i3 = arith.addi %i2, %step4 overflow<nsw> : index
      scf.yield %i3, %s3, %n3 : index, i64, i64
    }
    %x4 = arith.index_cast %r4#0 : index to i64
    %o4_0 = arith.constant 12 : index
    memref.store %x4, %out[%tx, %o4_0] : memref<4x21xi64>
    %o4_1 = arith.constant 13 : index
    memref.store %r4#1, %out[%tx, %o4_1] : memref<4x21xi64>
    %o4_2 = arith.constant 14 : index
    memref.store %r4#2, %out[%tx, %o4_2] : memref<4x21xi64>
    %step5 = arith.constant 1 : i32
    %r5:3 = scf.while (%i = %vl6lb, %s = %z64, %n = %z64) : (i32, i64, i64) -> (i32, i64, i64) {
      %c = arith.cmpi sle, %i, %vl6ub : i32
      scf.condition(%c) %i, %s, %n : i32, i64, i64
    } do {
    ^bb0(%i2: i32, %s2: i64, %n2: i64):
      %e = arith.extsi %i2 : i32 to i64
      %s3 = arith.addi %s2, %e : i64
      %n3 = arith.addi %n2, %one64 : i64
      %i3 = arith.addi %i2, %step5 overflow<nsw> : i32
      scf.yield %i3, %s3, %n3 : i32, i64, i64
    }
    %x5 = arith.extsi %r5#0 : i32 to i64
    %o5_0 = arith.constant 15 : index
    memref.store %x5, %out[%tx, %o5_0] : memref<4x21xi64>
    %o5_1 = arith.constant 16 : index
    memref.store %r5#1, %out[%tx, %o5_1] : memref<4x21xi64>
    %o5_2 = arith.constant 17 : index
    memref.store %r5#2, %out[%tx, %o5_2] : memref<4x21xi64>
    %step6 = arith.constant 3 : i32
    %r6:3 = scf.while (%i = %vl7lb, %s = %m77, %n = %z64) : (i32, i64, i64) -> (i32, i64, i64) {
      %c = arith.cmpi sge, %vl7ub, %i : i32
      scf.condition(%c) %i, %s, %n : i32, i64, i64
    } do {
    ^bb0(%i2: i32, %s2: i64, %n2: i64):
      %e = arith.extsi %i2 : i32 to i64
      %s3 = arith.addi %e, %z64 : i64
      %n3 = arith.addi %n2, %one64 : i64
      %i3 = arith.addi %i2, %step6 overflow<nsw> : i32
      scf.yield %i3, %s3, %n3 : i32, i64, i64
    }
    %x6 = arith.extsi %r6#0 : i32 to i64
    %o6_0 = arith.constant 18 : index
    memref.store %x6, %out[%tx, %o6_0] : memref<4x21xi64>
    %o6_1 = arith.constant 19 : index
    memref.store %r6#1, %out[%tx, %o6_1] : memref<4x21xi64>
    %o6_2 = arith.constant 20 : index
    memref.store %r6#2, %out[%tx, %o6_2] : memref<4x21xi64>
    gpu.terminator
  }
  return
}

func.func private @printMemrefI64(memref<*xi64>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %l1lb = memref.alloc() : memref<4xi8>
  %l2lb = memref.alloc() : memref<4xi8>
  %l2ub = memref.alloc() : memref<4xi8>
  %l3lb = memref.alloc() : memref<4xi16>
  %l3ub = memref.alloc() : memref<4xi16>
  %l4lb = memref.alloc() : memref<4xi64>
  %l4ub = memref.alloc() : memref<4xi64>
  %l5lb = memref.alloc() : memref<4xindex>
  %l5ub = memref.alloc() : memref<4xindex>
  %l6lb = memref.alloc() : memref<4xi32>
  %l6ub = memref.alloc() : memref<4xi32>
  %l7lb = memref.alloc() : memref<4xi32>
  %l7ub = memref.alloc() : memref<4xi32>
  %l1lb_0 = arith.constant -128 : i8
  memref.store %l1lb_0, %l1lb[%c0] : memref<4xi8>
  %l1lb_1 = arith.constant 121 : i8
  memref.store %l1lb_1, %l1lb[%c1] : memref<4xi8>
  %l1lb_2 = arith.constant 127 : i8
  memref.store %l1lb_2, %l1lb[%c2] : memref<4xi8>
  %l1lb_3 = arith.constant -5 : i8
  memref.store %l1lb_3, %l1lb[%c3] : memref<4xi8>
  %l2lb_0 = arith.constant 3 : i8
  memref.store %l2lb_0, %l2lb[%c0] : memref<4xi8>
  %l2lb_1 = arith.constant -56 : i8
  memref.store %l2lb_1, %l2lb[%c1] : memref<4xi8>
  %l2lb_2 = arith.constant -6 : i8
  memref.store %l2lb_2, %l2lb[%c2] : memref<4xi8>
  %l2lb_3 = arith.constant 0 : i8
  memref.store %l2lb_3, %l2lb[%c3] : memref<4xi8>
  %l2ub_0 = arith.constant -1 : i8
  memref.store %l2ub_0, %l2ub[%c0] : memref<4xi8>
  %l2ub_1 = arith.constant -5 : i8
  memref.store %l2ub_1, %l2ub[%c1] : memref<4xi8>
  %l2ub_2 = arith.constant 1 : i8
  memref.store %l2ub_2, %l2ub[%c2] : memref<4xi8>
  %l2ub_3 = arith.constant -56 : i8
  memref.store %l2ub_3, %l2ub[%c3] : memref<4xi8>
  %l3lb_0 = arith.constant -36 : i16
  memref.store %l3lb_0, %l3lb[%c0] : memref<4xi16>
  %l3lb_1 = arith.constant -5 : i16
  memref.store %l3lb_1, %l3lb[%c1] : memref<4xi16>
  %l3lb_2 = arith.constant 0 : i16
  memref.store %l3lb_2, %l3lb[%c2] : memref<4xi16>
  %l3lb_3 = arith.constant -6 : i16
  memref.store %l3lb_3, %l3lb[%c3] : memref<4xi16>
  %l3ub_0 = arith.constant -6 : i16
  memref.store %l3ub_0, %l3ub[%c0] : memref<4xi16>
  %l3ub_1 = arith.constant -6 : i16
  memref.store %l3ub_1, %l3ub[%c1] : memref<4xi16>
  %l3ub_2 = arith.constant 20 : i16
  memref.store %l3ub_2, %l3ub[%c2] : memref<4xi16>
  %l3ub_3 = arith.constant -6 : i16
  memref.store %l3ub_3, %l3ub[%c3] : memref<4xi16>
  %l4lb_0 = arith.constant -9223372036854775808 : i64
  memref.store %l4lb_0, %l4lb[%c0] : memref<4xi64>
  %l4lb_1 = arith.constant -9223372036854775803 : i64
  memref.store %l4lb_1, %l4lb[%c1] : memref<4xi64>
  %l4lb_2 = arith.constant 4611686018427387904 : i64
  memref.store %l4lb_2, %l4lb[%c2] : memref<4xi64>
  %l4lb_3 = arith.constant 1 : i64
  memref.store %l4lb_3, %l4lb[%c3] : memref<4xi64>
  %l4ub_0 = arith.constant 4611686018427387904 : i64
  memref.store %l4ub_0, %l4ub[%c0] : memref<4xi64>
  %l4ub_1 = arith.constant 4611686018427387904 : i64
  memref.store %l4ub_1, %l4ub[%c1] : memref<4xi64>
  %l4ub_2 = arith.constant 4611686018427387904 : i64
  memref.store %l4ub_2, %l4ub[%c2] : memref<4xi64>
  %l4ub_3 = arith.constant 4611686018427387904 : i64
  memref.store %l4ub_3, %l4ub[%c3] : memref<4xi64>
  %l5lb_0 = arith.constant -30 : index
  memref.store %l5lb_0, %l5lb[%c0] : memref<4xindex>
  %l5lb_1 = arith.constant 0 : index
  memref.store %l5lb_1, %l5lb[%c1] : memref<4xindex>
  %l5lb_2 = arith.constant 5 : index
  memref.store %l5lb_2, %l5lb[%c2] : memref<4xindex>
  %l5lb_3 = arith.constant -1 : index
  memref.store %l5lb_3, %l5lb[%c3] : memref<4xindex>
  %l5ub_0 = arith.constant 3 : index
  memref.store %l5ub_0, %l5ub[%c0] : memref<4xindex>
  %l5ub_1 = arith.constant 0 : index
  memref.store %l5ub_1, %l5ub[%c1] : memref<4xindex>
  %l5ub_2 = arith.constant 4 : index
  memref.store %l5ub_2, %l5ub[%c2] : memref<4xindex>
  %l5ub_3 = arith.constant 40 : index
  memref.store %l5ub_3, %l5ub[%c3] : memref<4xindex>
  %l6lb_0 = arith.constant 5 : i32
  memref.store %l6lb_0, %l6lb[%c0] : memref<4xi32>
  %l6lb_1 = arith.constant -3 : i32
  memref.store %l6lb_1, %l6lb[%c1] : memref<4xi32>
  %l6lb_2 = arith.constant 2147483640 : i32
  memref.store %l6lb_2, %l6lb[%c2] : memref<4xi32>
  %l6lb_3 = arith.constant -2147483648 : i32
  memref.store %l6lb_3, %l6lb[%c3] : memref<4xi32>
  %l6ub_0 = arith.constant 2 : i32
  memref.store %l6ub_0, %l6ub[%c0] : memref<4xi32>
  %l6ub_1 = arith.constant 3 : i32
  memref.store %l6ub_1, %l6ub[%c1] : memref<4xi32>
  %l6ub_2 = arith.constant 2147483646 : i32
  memref.store %l6ub_2, %l6ub[%c2] : memref<4xi32>
  %l6ub_3 = arith.constant -2147483646 : i32
  memref.store %l6ub_3, %l6ub[%c3] : memref<4xi32>
  %l7lb_0 = arith.constant -10 : i32
  memref.store %l7lb_0, %l7lb[%c0] : memref<4xi32>
  %l7lb_1 = arith.constant 0 : i32
  memref.store %l7lb_1, %l7lb[%c1] : memref<4xi32>
  %l7lb_2 = arith.constant 9 : i32
  memref.store %l7lb_2, %l7lb[%c2] : memref<4xi32>
  %l7lb_3 = arith.constant 100 : i32
  memref.store %l7lb_3, %l7lb[%c3] : memref<4xi32>
  %l7ub_0 = arith.constant 10 : i32
  memref.store %l7ub_0, %l7ub[%c0] : memref<4xi32>
  %l7ub_1 = arith.constant 0 : i32
  memref.store %l7ub_1, %l7ub[%c1] : memref<4xi32>
  %l7ub_2 = arith.constant 8 : i32
  memref.store %l7ub_2, %l7ub[%c2] : memref<4xi32>
  %l7ub_3 = arith.constant 101 : i32
  memref.store %l7ub_3, %l7ub[%c3] : memref<4xi32>
  %out = memref.alloc() : memref<4x21xi64>
  call @kernel(%out, %l1lb, %l2lb, %l2ub, %l3lb, %l3ub, %l4lb, %l4ub, %l5lb, %l5ub, %l6lb, %l6ub, %l7lb, %l7ub) : (memref<4x21xi64>, memref<4xi8>, memref<4xi8>, memref<4xi8>, memref<4xi16>, memref<4xi16>, memref<4xi64>, memref<4xi64>, memref<4xindex>, memref<4xindex>, memref<4xi32>, memref<4xi32>, memref<4xi32>, memref<4xi32>) -> ()
  %cast = memref.cast %out : memref<4x21xi64> to memref<*xi64>
  call @printMemrefI64(%cast) : (memref<*xi64>) -> ()
  return
}
