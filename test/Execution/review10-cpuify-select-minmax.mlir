// simplify-selects: `select (cmpi p, a, b), a, b` and `.., b, a` for the
// eight ordered predicates on i32, index, i8 (signed/unsigned edges: INT_MIN,
// INT_MAX, -1, values whose i8 truncations differ in sign) and vector<4xi32>.
// All 64 selects become minsi/maxsi/minui/maxui (the IR after stitch-cpuify
// has 64 of them, none with simplify-selects=false); the host reference uses
// scf.if on the same comparisons (no selects for the pass to touch).
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-cpuify{inner-serialize=true}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.x.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.x.mlir | FileCheck %s
// CHECK: minmax mismatches 0
func.func @kernel(%A: memref<16xi32>, %B: memref<16xi32>, %out: memref<1024xi32>) {
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %cK = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c16, %sy = %c1, %sz = %c1) {
    %a = memref.load %A[%tx] : memref<16xi32>
    %b = memref.load %B[%tx] : memref<16xi32>
    %ai = arith.index_cast %a : i32 to index
    %bi = arith.index_cast %b : i32 to index
    %a8 = arith.trunci %a : i32 to i8
    %b8 = arith.trunci %b : i32 to i8
    %va = vector.broadcast %a : i32 to vector<4xi32>
    %vb = vector.broadcast %b : i32 to vector<4xi32>
    %base = arith.muli %tx, %cK : index
    %p0 = arith.cmpi slt, %a, %b : i32
    %s0 = arith.select %p0, %a, %b : i32
    %o0 = arith.constant 0 : index
    %i0 = arith.addi %base, %o0 : index
    memref.store %s0, %out[%i0] : memref<1024xi32>
    %p1 = arith.cmpi slt, %ai, %bi : index
    %s1i = arith.select %p1, %ai, %bi : index
    %s1 = arith.index_cast %s1i : index to i32
    %o1 = arith.constant 1 : index
    %i1 = arith.addi %base, %o1 : index
    memref.store %s1, %out[%i1] : memref<1024xi32>
    %p2 = arith.cmpi slt, %a8, %b8 : i8
    %s2b = arith.select %p2, %a8, %b8 : i8
    %s2 = arith.extsi %s2b : i8 to i32
    %o2 = arith.constant 2 : index
    %i2 = arith.addi %base, %o2 : index
    memref.store %s2, %out[%i2] : memref<1024xi32>
    %p3 = arith.cmpi slt, %va, %vb : vector<4xi32>
    %s3v = arith.select %p3, %va, %vb : vector<4xi1>, vector<4xi32>
    %s3 = vector.extract %s3v[2] : i32 from vector<4xi32>
    %o3 = arith.constant 3 : index
    %i3 = arith.addi %base, %o3 : index
    memref.store %s3, %out[%i3] : memref<1024xi32>
    %p4 = arith.cmpi slt, %a, %b : i32
    %s4 = arith.select %p4, %b, %a : i32
    %o4 = arith.constant 4 : index
    %i4 = arith.addi %base, %o4 : index
    memref.store %s4, %out[%i4] : memref<1024xi32>
    %p5 = arith.cmpi slt, %ai, %bi : index
    %s5i = arith.select %p5, %bi, %ai : index
    %s5 = arith.index_cast %s5i : index to i32
    %o5 = arith.constant 5 : index
    %i5 = arith.addi %base, %o5 : index
    memref.store %s5, %out[%i5] : memref<1024xi32>
    %p6 = arith.cmpi slt, %a8, %b8 : i8
    %s6b = arith.select %p6, %b8, %a8 : i8
    %s6 = arith.extsi %s6b : i8 to i32
    %o6 = arith.constant 6 : index
    %i6 = arith.addi %base, %o6 : index
    memref.store %s6, %out[%i6] : memref<1024xi32>
    %p7 = arith.cmpi slt, %va, %vb : vector<4xi32>
    %s7v = arith.select %p7, %vb, %va : vector<4xi1>, vector<4xi32>
    %s7 = vector.extract %s7v[2] : i32 from vector<4xi32>
    %o7 = arith.constant 7 : index
    %i7 = arith.addi %base, %o7 : index
    memref.store %s7, %out[%i7] : memref<1024xi32>
    %p8 = arith.cmpi sle, %a, %b : i32
    %s8 = arith.select %p8, %a, %b : i32
    %o8 = arith.constant 8 : index
    %i8 = arith.addi %base, %o8 : index
    memref.store %s8, %out[%i8] : memref<1024xi32>
    %p9 = arith.cmpi sle, %ai, %bi : index
    %s9i = arith.select %p9, %ai, %bi : index
    %s9 = arith.index_cast %s9i : index to i32
    %o9 = arith.constant 9 : index
    %i9 = arith.addi %base, %o9 : index
    memref.store %s9, %out[%i9] : memref<1024xi32>
    %p10 = arith.cmpi sle, %a8, %b8 : i8
    %s10b = arith.select %p10, %a8, %b8 : i8
    %s10 = arith.extsi %s10b : i8 to i32
    %o10 = arith.constant 10 : index
    %i10 = arith.addi %base, %o10 : index
    memref.store %s10, %out[%i10] : memref<1024xi32>
    %p11 = arith.cmpi sle, %va, %vb : vector<4xi32>
    %s11v = arith.select %p11, %va, %vb : vector<4xi1>, vector<4xi32>
    %s11 = vector.extract %s11v[2] : i32 from vector<4xi32>
    %o11 = arith.constant 11 : index
    %i11 = arith.addi %base, %o11 : index
    memref.store %s11, %out[%i11] : memref<1024xi32>
    %p12 = arith.cmpi sle, %a, %b : i32
    %s12 = arith.select %p12, %b, %a : i32
    %o12 = arith.constant 12 : index
    %i12 = arith.addi %base, %o12 : index
    memref.store %s12, %out[%i12] : memref<1024xi32>
    %p13 = arith.cmpi sle, %ai, %bi : index
    %s13i = arith.select %p13, %bi, %ai : index
    %s13 = arith.index_cast %s13i : index to i32
    %o13 = arith.constant 13 : index
    %i13 = arith.addi %base, %o13 : index
    memref.store %s13, %out[%i13] : memref<1024xi32>
    %p14 = arith.cmpi sle, %a8, %b8 : i8
    %s14b = arith.select %p14, %b8, %a8 : i8
    %s14 = arith.extsi %s14b : i8 to i32
    %o14 = arith.constant 14 : index
    %i14 = arith.addi %base, %o14 : index
    memref.store %s14, %out[%i14] : memref<1024xi32>
    %p15 = arith.cmpi sle, %va, %vb : vector<4xi32>
    %s15v = arith.select %p15, %vb, %va : vector<4xi1>, vector<4xi32>
    %s15 = vector.extract %s15v[2] : i32 from vector<4xi32>
    %o15 = arith.constant 15 : index
    %i15 = arith.addi %base, %o15 : index
    memref.store %s15, %out[%i15] : memref<1024xi32>
    %p16 = arith.cmpi sgt, %a, %b : i32
    %s16 = arith.select %p16, %a, %b : i32
    %o16 = arith.constant 16 : index
    %i16 = arith.addi %base, %o16 : index
    memref.store %s16, %out[%i16] : memref<1024xi32>
    %p17 = arith.cmpi sgt, %ai, %bi : index
    %s17i = arith.select %p17, %ai, %bi : index
    %s17 = arith.index_cast %s17i : index to i32
    %o17 = arith.constant 17 : index
    %i17 = arith.addi %base, %o17 : index
    memref.store %s17, %out[%i17] : memref<1024xi32>
    %p18 = arith.cmpi sgt, %a8, %b8 : i8
    %s18b = arith.select %p18, %a8, %b8 : i8
    %s18 = arith.extsi %s18b : i8 to i32
    %o18 = arith.constant 18 : index
    %i18 = arith.addi %base, %o18 : index
    memref.store %s18, %out[%i18] : memref<1024xi32>
    %p19 = arith.cmpi sgt, %va, %vb : vector<4xi32>
    %s19v = arith.select %p19, %va, %vb : vector<4xi1>, vector<4xi32>
    %s19 = vector.extract %s19v[2] : i32 from vector<4xi32>
    %o19 = arith.constant 19 : index
    %i19 = arith.addi %base, %o19 : index
    memref.store %s19, %out[%i19] : memref<1024xi32>
    %p20 = arith.cmpi sgt, %a, %b : i32
    %s20 = arith.select %p20, %b, %a : i32
    %o20 = arith.constant 20 : index
    %i20 = arith.addi %base, %o20 : index
    memref.store %s20, %out[%i20] : memref<1024xi32>
    %p21 = arith.cmpi sgt, %ai, %bi : index
    %s21i = arith.select %p21, %bi, %ai : index
    %s21 = arith.index_cast %s21i : index to i32
    %o21 = arith.constant 21 : index
    %i21 = arith.addi %base, %o21 : index
    memref.store %s21, %out[%i21] : memref<1024xi32>
    %p22 = arith.cmpi sgt, %a8, %b8 : i8
    %s22b = arith.select %p22, %b8, %a8 : i8
    %s22 = arith.extsi %s22b : i8 to i32
    %o22 = arith.constant 22 : index
    %i22 = arith.addi %base, %o22 : index
    memref.store %s22, %out[%i22] : memref<1024xi32>
    %p23 = arith.cmpi sgt, %va, %vb : vector<4xi32>
    %s23v = arith.select %p23, %vb, %va : vector<4xi1>, vector<4xi32>
    %s23 = vector.extract %s23v[2] : i32 from vector<4xi32>
    %o23 = arith.constant 23 : index
    %i23 = arith.addi %base, %o23 : index
    memref.store %s23, %out[%i23] : memref<1024xi32>
    %p24 = arith.cmpi sge, %a, %b : i32
    %s24 = arith.select %p24, %a, %b : i32
    %o24 = arith.constant 24 : index
    %i24 = arith.addi %base, %o24 : index
    memref.store %s24, %out[%i24] : memref<1024xi32>
    %p25 = arith.cmpi sge, %ai, %bi : index
    %s25i = arith.select %p25, %ai, %bi : index
    %s25 = arith.index_cast %s25i : index to i32
    %o25 = arith.constant 25 : index
    %i25 = arith.addi %base, %o25 : index
    memref.store %s25, %out[%i25] : memref<1024xi32>
    %p26 = arith.cmpi sge, %a8, %b8 : i8
    %s26b = arith.select %p26, %a8, %b8 : i8
    %s26 = arith.extsi %s26b : i8 to i32
    %o26 = arith.constant 26 : index
    %i26 = arith.addi %base, %o26 : index
    memref.store %s26, %out[%i26] : memref<1024xi32>
    %p27 = arith.cmpi sge, %va, %vb : vector<4xi32>
    %s27v = arith.select %p27, %va, %vb : vector<4xi1>, vector<4xi32>
    %s27 = vector.extract %s27v[2] : i32 from vector<4xi32>
    %o27 = arith.constant 27 : index
    %i27 = arith.addi %base, %o27 : index
    memref.store %s27, %out[%i27] : memref<1024xi32>
    %p28 = arith.cmpi sge, %a, %b : i32
    %s28 = arith.select %p28, %b, %a : i32
    %o28 = arith.constant 28 : index
    %i28 = arith.addi %base, %o28 : index
    memref.store %s28, %out[%i28] : memref<1024xi32>
    %p29 = arith.cmpi sge, %ai, %bi : index
    %s29i = arith.select %p29, %bi, %ai : index
    %s29 = arith.index_cast %s29i : index to i32
    %o29 = arith.constant 29 : index
    %i29 = arith.addi %base, %o29 : index
    memref.store %s29, %out[%i29] : memref<1024xi32>
    %p30 = arith.cmpi sge, %a8, %b8 : i8
    %s30b = arith.select %p30, %b8, %a8 : i8
    %s30 = arith.extsi %s30b : i8 to i32
    %o30 = arith.constant 30 : index
    %i30 = arith.addi %base, %o30 : index
    memref.store %s30, %out[%i30] : memref<1024xi32>
    %p31 = arith.cmpi sge, %va, %vb : vector<4xi32>
    %s31v = arith.select %p31, %vb, %va : vector<4xi1>, vector<4xi32>
    %s31 = vector.extract %s31v[2] : i32 from vector<4xi32>
    %o31 = arith.constant 31 : index
    %i31 = arith.addi %base, %o31 : index
    memref.store %s31, %out[%i31] : memref<1024xi32>
    %p32 = arith.cmpi ult, %a, %b : i32
    %s32 = arith.select %p32, %a, %b : i32
    %o32 = arith.constant 32 : index
    %i32 = arith.addi %base, %o32 : index
    memref.store %s32, %out[%i32] : memref<1024xi32>
    %p33 = arith.cmpi ult, %ai, %bi : index
    %s33i = arith.select %p33, %ai, %bi : index
    %s33 = arith.index_cast %s33i : index to i32
    %o33 = arith.constant 33 : index
    %i33 = arith.addi %base, %o33 : index
    memref.store %s33, %out[%i33] : memref<1024xi32>
    %p34 = arith.cmpi ult, %a8, %b8 : i8
    %s34b = arith.select %p34, %a8, %b8 : i8
    %s34 = arith.extsi %s34b : i8 to i32
    %o34 = arith.constant 34 : index
    %i34 = arith.addi %base, %o34 : index
    memref.store %s34, %out[%i34] : memref<1024xi32>
    %p35 = arith.cmpi ult, %va, %vb : vector<4xi32>
    %s35v = arith.select %p35, %va, %vb : vector<4xi1>, vector<4xi32>
    %s35 = vector.extract %s35v[2] : i32 from vector<4xi32>
    %o35 = arith.constant 35 : index
    %i35 = arith.addi %base, %o35 : index
    memref.store %s35, %out[%i35] : memref<1024xi32>
    %p36 = arith.cmpi ult, %a, %b : i32
    %s36 = arith.select %p36, %b, %a : i32
    %o36 = arith.constant 36 : index
    %i36 = arith.addi %base, %o36 : index
    memref.store %s36, %out[%i36] : memref<1024xi32>
    %p37 = arith.cmpi ult, %ai, %bi : index
    %s37i = arith.select %p37, %bi, %ai : index
    %s37 = arith.index_cast %s37i : index to i32
    %o37 = arith.constant 37 : index
    %i37 = arith.addi %base, %o37 : index
    memref.store %s37, %out[%i37] : memref<1024xi32>
    %p38 = arith.cmpi ult, %a8, %b8 : i8
    %s38b = arith.select %p38, %b8, %a8 : i8
    %s38 = arith.extsi %s38b : i8 to i32
    %o38 = arith.constant 38 : index
    %i38 = arith.addi %base, %o38 : index
    memref.store %s38, %out[%i38] : memref<1024xi32>
    %p39 = arith.cmpi ult, %va, %vb : vector<4xi32>
    %s39v = arith.select %p39, %vb, %va : vector<4xi1>, vector<4xi32>
    %s39 = vector.extract %s39v[2] : i32 from vector<4xi32>
    %o39 = arith.constant 39 : index
    %i39 = arith.addi %base, %o39 : index
    memref.store %s39, %out[%i39] : memref<1024xi32>
    %p40 = arith.cmpi ule, %a, %b : i32
    %s40 = arith.select %p40, %a, %b : i32
    %o40 = arith.constant 40 : index
    %i40 = arith.addi %base, %o40 : index
    memref.store %s40, %out[%i40] : memref<1024xi32>
    %p41 = arith.cmpi ule, %ai, %bi : index
    %s41i = arith.select %p41, %ai, %bi : index
    %s41 = arith.index_cast %s41i : index to i32
    %o41 = arith.constant 41 : index
    %i41 = arith.addi %base, %o41 : index
    memref.store %s41, %out[%i41] : memref<1024xi32>
    %p42 = arith.cmpi ule, %a8, %b8 : i8
    %s42b = arith.select %p42, %a8, %b8 : i8
    %s42 = arith.extsi %s42b : i8 to i32
    %o42 = arith.constant 42 : index
    %i42 = arith.addi %base, %o42 : index
    memref.store %s42, %out[%i42] : memref<1024xi32>
    %p43 = arith.cmpi ule, %va, %vb : vector<4xi32>
    %s43v = arith.select %p43, %va, %vb : vector<4xi1>, vector<4xi32>
    %s43 = vector.extract %s43v[2] : i32 from vector<4xi32>
    %o43 = arith.constant 43 : index
    %i43 = arith.addi %base, %o43 : index
    memref.store %s43, %out[%i43] : memref<1024xi32>
    %p44 = arith.cmpi ule, %a, %b : i32
    %s44 = arith.select %p44, %b, %a : i32
    %o44 = arith.constant 44 : index
    %i44 = arith.addi %base, %o44 : index
    memref.store %s44, %out[%i44] : memref<1024xi32>
    %p45 = arith.cmpi ule, %ai, %bi : index
    %s45i = arith.select %p45, %bi, %ai : index
    %s45 = arith.index_cast %s45i : index to i32
    %o45 = arith.constant 45 : index
    %i45 = arith.addi %base, %o45 : index
    memref.store %s45, %out[%i45] : memref<1024xi32>
    %p46 = arith.cmpi ule, %a8, %b8 : i8
    %s46b = arith.select %p46, %b8, %a8 : i8
    %s46 = arith.extsi %s46b : i8 to i32
    %o46 = arith.constant 46 : index
    %i46 = arith.addi %base, %o46 : index
    memref.store %s46, %out[%i46] : memref<1024xi32>
    %p47 = arith.cmpi ule, %va, %vb : vector<4xi32>
    %s47v = arith.select %p47, %vb, %va : vector<4xi1>, vector<4xi32>
    %s47 = vector.extract %s47v[2] : i32 from vector<4xi32>
    %o47 = arith.constant 47 : index
    %i47 = arith.addi %base, %o47 : index
    memref.store %s47, %out[%i47] : memref<1024xi32>
    %p48 = arith.cmpi ugt, %a, %b : i32
    %s48 = arith.select %p48, %a, %b : i32
    %o48 = arith.constant 48 : index
    %i48 = arith.addi %base, %o48 : index
    memref.store %s48, %out[%i48] : memref<1024xi32>
    %p49 = arith.cmpi ugt, %ai, %bi : index
    %s49i = arith.select %p49, %ai, %bi : index
    %s49 = arith.index_cast %s49i : index to i32
    %o49 = arith.constant 49 : index
    %i49 = arith.addi %base, %o49 : index
    memref.store %s49, %out[%i49] : memref<1024xi32>
    %p50 = arith.cmpi ugt, %a8, %b8 : i8
    %s50b = arith.select %p50, %a8, %b8 : i8
    %s50 = arith.extsi %s50b : i8 to i32
    %o50 = arith.constant 50 : index
    %i50 = arith.addi %base, %o50 : index
    memref.store %s50, %out[%i50] : memref<1024xi32>
    %p51 = arith.cmpi ugt, %va, %vb : vector<4xi32>
    %s51v = arith.select %p51, %va, %vb : vector<4xi1>, vector<4xi32>
    %s51 = vector.extract %s51v[2] : i32 from vector<4xi32>
    %o51 = arith.constant 51 : index
    %i51 = arith.addi %base, %o51 : index
    memref.store %s51, %out[%i51] : memref<1024xi32>
    %p52 = arith.cmpi ugt, %a, %b : i32
    %s52 = arith.select %p52, %b, %a : i32
    %o52 = arith.constant 52 : index
    %i52 = arith.addi %base, %o52 : index
    memref.store %s52, %out[%i52] : memref<1024xi32>
    %p53 = arith.cmpi ugt, %ai, %bi : index
    %s53i = arith.select %p53, %bi, %ai : index
    %s53 = arith.index_cast %s53i : index to i32
    %o53 = arith.constant 53 : index
    %i53 = arith.addi %base, %o53 : index
    memref.store %s53, %out[%i53] : memref<1024xi32>
    %p54 = arith.cmpi ugt, %a8, %b8 : i8
    %s54b = arith.select %p54, %b8, %a8 : i8
    %s54 = arith.extsi %s54b : i8 to i32
    %o54 = arith.constant 54 : index
    %i54 = arith.addi %base, %o54 : index
    memref.store %s54, %out[%i54] : memref<1024xi32>
    %p55 = arith.cmpi ugt, %va, %vb : vector<4xi32>
    %s55v = arith.select %p55, %vb, %va : vector<4xi1>, vector<4xi32>
    %s55 = vector.extract %s55v[2] : i32 from vector<4xi32>
    %o55 = arith.constant 55 : index
    %i55 = arith.addi %base, %o55 : index
    memref.store %s55, %out[%i55] : memref<1024xi32>
    %p56 = arith.cmpi uge, %a, %b : i32
    %s56 = arith.select %p56, %a, %b : i32
    %o56 = arith.constant 56 : index
    %i56 = arith.addi %base, %o56 : index
    memref.store %s56, %out[%i56] : memref<1024xi32>
    %p57 = arith.cmpi uge, %ai, %bi : index
    %s57i = arith.select %p57, %ai, %bi : index
    %s57 = arith.index_cast %s57i : index to i32
    %o57 = arith.constant 57 : index
    %i57 = arith.addi %base, %o57 : index
    memref.store %s57, %out[%i57] : memref<1024xi32>
    %p58 = arith.cmpi uge, %a8, %b8 : i8
    %s58b = arith.select %p58, %a8, %b8 : i8
    %s58 = arith.extsi %s58b : i8 to i32
    %o58 = arith.constant 58 : index
    %i58 = arith.addi %base, %o58 : index
    memref.store %s58, %out[%i58] : memref<1024xi32>
    %p59 = arith.cmpi uge, %va, %vb : vector<4xi32>
    %s59v = arith.select %p59, %va, %vb : vector<4xi1>, vector<4xi32>
    %s59 = vector.extract %s59v[2] : i32 from vector<4xi32>
    %o59 = arith.constant 59 : index
    %i59 = arith.addi %base, %o59 : index
    memref.store %s59, %out[%i59] : memref<1024xi32>
    %p60 = arith.cmpi uge, %a, %b : i32
    %s60 = arith.select %p60, %b, %a : i32
    %o60 = arith.constant 60 : index
    %i60 = arith.addi %base, %o60 : index
    memref.store %s60, %out[%i60] : memref<1024xi32>
    %p61 = arith.cmpi uge, %ai, %bi : index
    %s61i = arith.select %p61, %bi, %ai : index
    %s61 = arith.index_cast %s61i : index to i32
    %o61 = arith.constant 61 : index
    %i61 = arith.addi %base, %o61 : index
    memref.store %s61, %out[%i61] : memref<1024xi32>
    %p62 = arith.cmpi uge, %a8, %b8 : i8
    %s62b = arith.select %p62, %b8, %a8 : i8
    %s62 = arith.extsi %s62b : i8 to i32
    %o62 = arith.constant 62 : index
    %i62 = arith.addi %base, %o62 : index
    memref.store %s62, %out[%i62] : memref<1024xi32>
    %p63 = arith.cmpi uge, %va, %vb : vector<4xi32>
    %s63v = arith.select %p63, %vb, %va : vector<4xi1>, vector<4xi32>
    %s63 = vector.extract %s63v[2] : i32 from vector<4xi32>
    %o63 = arith.constant 63 : index
    %i63 = arith.addi %base, %o63 : index
    memref.store %s63, %out[%i63] : memref<1024xi32>
    gpu.terminator
  }
  return
}
llvm.mlir.global internal constant @fmt("minmax mismatches %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %A = memref.alloc() : memref<16xi32>
  %B = memref.alloc() : memref<16xi32>
  %out = memref.alloc() : memref<1024xi32>
  %ca0 = arith.constant 0 : i32
  %cb0 = arith.constant 1 : i32
  %ix0 = arith.constant 0 : index
  memref.store %ca0, %A[%ix0] : memref<16xi32>
  memref.store %cb0, %B[%ix0] : memref<16xi32>
  %ca1 = arith.constant 1 : i32
  %cb1 = arith.constant 0 : i32
  %ix1 = arith.constant 1 : index
  memref.store %ca1, %A[%ix1] : memref<16xi32>
  memref.store %cb1, %B[%ix1] : memref<16xi32>
  %ca2 = arith.constant -1 : i32
  %cb2 = arith.constant 1 : i32
  %ix2 = arith.constant 2 : index
  memref.store %ca2, %A[%ix2] : memref<16xi32>
  memref.store %cb2, %B[%ix2] : memref<16xi32>
  %ca3 = arith.constant 2147483647 : i32
  %cb3 = arith.constant -2147483648 : i32
  %ix3 = arith.constant 3 : index
  memref.store %ca3, %A[%ix3] : memref<16xi32>
  memref.store %cb3, %B[%ix3] : memref<16xi32>
  %ca4 = arith.constant -2147483648 : i32
  %cb4 = arith.constant 2147483647 : i32
  %ix4 = arith.constant 4 : index
  memref.store %ca4, %A[%ix4] : memref<16xi32>
  memref.store %cb4, %B[%ix4] : memref<16xi32>
  %ca5 = arith.constant 5 : i32
  %cb5 = arith.constant -5 : i32
  %ix5 = arith.constant 5 : index
  memref.store %ca5, %A[%ix5] : memref<16xi32>
  memref.store %cb5, %B[%ix5] : memref<16xi32>
  %ca6 = arith.constant -5 : i32
  %cb6 = arith.constant 5 : i32
  %ix6 = arith.constant 6 : index
  memref.store %ca6, %A[%ix6] : memref<16xi32>
  memref.store %cb6, %B[%ix6] : memref<16xi32>
  %ca7 = arith.constant 100 : i32
  %cb7 = arith.constant 100 : i32
  %ix7 = arith.constant 7 : index
  memref.store %ca7, %A[%ix7] : memref<16xi32>
  memref.store %cb7, %B[%ix7] : memref<16xi32>
  %ca8 = arith.constant 7 : i32
  %cb8 = arith.constant 7 : i32
  %ix8 = arith.constant 8 : index
  memref.store %ca8, %A[%ix8] : memref<16xi32>
  memref.store %cb8, %B[%ix8] : memref<16xi32>
  %ca9 = arith.constant 7 : i32
  %cb9 = arith.constant -7 : i32
  %ix9 = arith.constant 9 : index
  memref.store %ca9, %A[%ix9] : memref<16xi32>
  memref.store %cb9, %B[%ix9] : memref<16xi32>
  %ca10 = arith.constant -2147483647 : i32
  %cb10 = arith.constant 0 : i32
  %ix10 = arith.constant 10 : index
  memref.store %ca10, %A[%ix10] : memref<16xi32>
  memref.store %cb10, %B[%ix10] : memref<16xi32>
  %ca11 = arith.constant 2147483646 : i32
  %cb11 = arith.constant -1 : i32
  %ix11 = arith.constant 11 : index
  memref.store %ca11, %A[%ix11] : memref<16xi32>
  memref.store %cb11, %B[%ix11] : memref<16xi32>
  %ca12 = arith.constant 3 : i32
  %cb12 = arith.constant 3 : i32
  %ix12 = arith.constant 12 : index
  memref.store %ca12, %A[%ix12] : memref<16xi32>
  memref.store %cb12, %B[%ix12] : memref<16xi32>
  %ca13 = arith.constant 0 : i32
  %cb13 = arith.constant -2147483648 : i32
  %ix13 = arith.constant 13 : index
  memref.store %ca13, %A[%ix13] : memref<16xi32>
  memref.store %cb13, %B[%ix13] : memref<16xi32>
  %ca14 = arith.constant -1 : i32
  %cb14 = arith.constant -1 : i32
  %ix14 = arith.constant 14 : index
  memref.store %ca14, %A[%ix14] : memref<16xi32>
  memref.store %cb14, %B[%ix14] : memref<16xi32>
  %ca15 = arith.constant 1 : i32
  %cb15 = arith.constant 2147483647 : i32
  %ix15 = arith.constant 15 : index
  memref.store %ca15, %A[%ix15] : memref<16xi32>
  memref.store %cb15, %B[%ix15] : memref<16xi32>
  call @kernel(%A, %B, %out) : (memref<16xi32>, memref<16xi32>, memref<1024xi32>) -> ()
  %cK = arith.constant 64 : index
  %bad = scf.for %t = %c0 to %c16 step %c1 iter_args(%acc = %z) -> (i64) {
    %a = memref.load %A[%t] : memref<16xi32>
    %b = memref.load %B[%t] : memref<16xi32>
    %a8 = arith.trunci %a : i32 to i8
    %b8 = arith.trunci %b : i32 to i8
    %ae = arith.extsi %a8 : i8 to i32
    %be = arith.extsi %b8 : i8 to i32
    %ai = arith.extsi %a : i32 to i64
    %bi = arith.extsi %b : i32 to i64
    %base = arith.muli %t, %cK : index
    %q0 = arith.cmpi slt, %a, %b : i32
    %e0 = scf.if %q0 -> i32 { scf.yield %a : i32 } else { scf.yield %b : i32 }
    %o0 = arith.constant 0 : index
    %i0 = arith.addi %base, %o0 : index
    %g0 = memref.load %out[%i0] : memref<1024xi32>
    %d0 = arith.cmpi ne, %g0, %e0 : i32
    %n0 = arith.extui %d0 : i1 to i64
    %acc0 = arith.addi %acc, %n0 : i64
    %q1 = arith.cmpi slt, %ai, %bi : i64
    %e1 = scf.if %q1 -> i32 { scf.yield %a : i32 } else { scf.yield %b : i32 }
    %o1 = arith.constant 1 : index
    %i1 = arith.addi %base, %o1 : index
    %g1 = memref.load %out[%i1] : memref<1024xi32>
    %d1 = arith.cmpi ne, %g1, %e1 : i32
    %n1 = arith.extui %d1 : i1 to i64
    %acc1 = arith.addi %acc0, %n1 : i64
    %q2 = arith.cmpi slt, %a8, %b8 : i8
    %e2 = scf.if %q2 -> i32 { scf.yield %ae : i32 } else { scf.yield %be : i32 }
    %o2 = arith.constant 2 : index
    %i2 = arith.addi %base, %o2 : index
    %g2 = memref.load %out[%i2] : memref<1024xi32>
    %d2 = arith.cmpi ne, %g2, %e2 : i32
    %n2 = arith.extui %d2 : i1 to i64
    %acc2 = arith.addi %acc1, %n2 : i64
    %q3 = arith.cmpi slt, %a, %b : i32
    %e3 = scf.if %q3 -> i32 { scf.yield %a : i32 } else { scf.yield %b : i32 }
    %o3 = arith.constant 3 : index
    %i3 = arith.addi %base, %o3 : index
    %g3 = memref.load %out[%i3] : memref<1024xi32>
    %d3 = arith.cmpi ne, %g3, %e3 : i32
    %n3 = arith.extui %d3 : i1 to i64
    %acc3 = arith.addi %acc2, %n3 : i64
    %q4 = arith.cmpi slt, %a, %b : i32
    %e4 = scf.if %q4 -> i32 { scf.yield %b : i32 } else { scf.yield %a : i32 }
    %o4 = arith.constant 4 : index
    %i4 = arith.addi %base, %o4 : index
    %g4 = memref.load %out[%i4] : memref<1024xi32>
    %d4 = arith.cmpi ne, %g4, %e4 : i32
    %n4 = arith.extui %d4 : i1 to i64
    %acc4 = arith.addi %acc3, %n4 : i64
    %q5 = arith.cmpi slt, %ai, %bi : i64
    %e5 = scf.if %q5 -> i32 { scf.yield %b : i32 } else { scf.yield %a : i32 }
    %o5 = arith.constant 5 : index
    %i5 = arith.addi %base, %o5 : index
    %g5 = memref.load %out[%i5] : memref<1024xi32>
    %d5 = arith.cmpi ne, %g5, %e5 : i32
    %n5 = arith.extui %d5 : i1 to i64
    %acc5 = arith.addi %acc4, %n5 : i64
    %q6 = arith.cmpi slt, %a8, %b8 : i8
    %e6 = scf.if %q6 -> i32 { scf.yield %be : i32 } else { scf.yield %ae : i32 }
    %o6 = arith.constant 6 : index
    %i6 = arith.addi %base, %o6 : index
    %g6 = memref.load %out[%i6] : memref<1024xi32>
    %d6 = arith.cmpi ne, %g6, %e6 : i32
    %n6 = arith.extui %d6 : i1 to i64
    %acc6 = arith.addi %acc5, %n6 : i64
    %q7 = arith.cmpi slt, %a, %b : i32
    %e7 = scf.if %q7 -> i32 { scf.yield %b : i32 } else { scf.yield %a : i32 }
    %o7 = arith.constant 7 : index
    %i7 = arith.addi %base, %o7 : index
    %g7 = memref.load %out[%i7] : memref<1024xi32>
    %d7 = arith.cmpi ne, %g7, %e7 : i32
    %n7 = arith.extui %d7 : i1 to i64
    %acc7 = arith.addi %acc6, %n7 : i64
    %q8 = arith.cmpi sle, %a, %b : i32
    %e8 = scf.if %q8 -> i32 { scf.yield %a : i32 } else { scf.yield %b : i32 }
    %o8 = arith.constant 8 : index
    %i8 = arith.addi %base, %o8 : index
    %g8 = memref.load %out[%i8] : memref<1024xi32>
    %d8 = arith.cmpi ne, %g8, %e8 : i32
    %n8 = arith.extui %d8 : i1 to i64
    %acc8 = arith.addi %acc7, %n8 : i64
    %q9 = arith.cmpi sle, %ai, %bi : i64
    %e9 = scf.if %q9 -> i32 { scf.yield %a : i32 } else { scf.yield %b : i32 }
    %o9 = arith.constant 9 : index
    %i9 = arith.addi %base, %o9 : index
    %g9 = memref.load %out[%i9] : memref<1024xi32>
    %d9 = arith.cmpi ne, %g9, %e9 : i32
    %n9 = arith.extui %d9 : i1 to i64
    %acc9 = arith.addi %acc8, %n9 : i64
    %q10 = arith.cmpi sle, %a8, %b8 : i8
    %e10 = scf.if %q10 -> i32 { scf.yield %ae : i32 } else { scf.yield %be : i32 }
    %o10 = arith.constant 10 : index
    %i10 = arith.addi %base, %o10 : index
    %g10 = memref.load %out[%i10] : memref<1024xi32>
    %d10 = arith.cmpi ne, %g10, %e10 : i32
    %n10 = arith.extui %d10 : i1 to i64
    %acc10 = arith.addi %acc9, %n10 : i64
    %q11 = arith.cmpi sle, %a, %b : i32
    %e11 = scf.if %q11 -> i32 { scf.yield %a : i32 } else { scf.yield %b : i32 }
    %o11 = arith.constant 11 : index
    %i11 = arith.addi %base, %o11 : index
    %g11 = memref.load %out[%i11] : memref<1024xi32>
    %d11 = arith.cmpi ne, %g11, %e11 : i32
    %n11 = arith.extui %d11 : i1 to i64
    %acc11 = arith.addi %acc10, %n11 : i64
    %q12 = arith.cmpi sle, %a, %b : i32
    %e12 = scf.if %q12 -> i32 { scf.yield %b : i32 } else { scf.yield %a : i32 }
    %o12 = arith.constant 12 : index
    %i12 = arith.addi %base, %o12 : index
    %g12 = memref.load %out[%i12] : memref<1024xi32>
    %d12 = arith.cmpi ne, %g12, %e12 : i32
    %n12 = arith.extui %d12 : i1 to i64
    %acc12 = arith.addi %acc11, %n12 : i64
    %q13 = arith.cmpi sle, %ai, %bi : i64
    %e13 = scf.if %q13 -> i32 { scf.yield %b : i32 } else { scf.yield %a : i32 }
    %o13 = arith.constant 13 : index
    %i13 = arith.addi %base, %o13 : index
    %g13 = memref.load %out[%i13] : memref<1024xi32>
    %d13 = arith.cmpi ne, %g13, %e13 : i32
    %n13 = arith.extui %d13 : i1 to i64
    %acc13 = arith.addi %acc12, %n13 : i64
    %q14 = arith.cmpi sle, %a8, %b8 : i8
    %e14 = scf.if %q14 -> i32 { scf.yield %be : i32 } else { scf.yield %ae : i32 }
    %o14 = arith.constant 14 : index
    %i14 = arith.addi %base, %o14 : index
    %g14 = memref.load %out[%i14] : memref<1024xi32>
    %d14 = arith.cmpi ne, %g14, %e14 : i32
    %n14 = arith.extui %d14 : i1 to i64
    %acc14 = arith.addi %acc13, %n14 : i64
    %q15 = arith.cmpi sle, %a, %b : i32
    %e15 = scf.if %q15 -> i32 { scf.yield %b : i32 } else { scf.yield %a : i32 }
    %o15 = arith.constant 15 : index
    %i15 = arith.addi %base, %o15 : index
    %g15 = memref.load %out[%i15] : memref<1024xi32>
    %d15 = arith.cmpi ne, %g15, %e15 : i32
    %n15 = arith.extui %d15 : i1 to i64
    %acc15 = arith.addi %acc14, %n15 : i64
    %q16 = arith.cmpi sgt, %a, %b : i32
    %e16 = scf.if %q16 -> i32 { scf.yield %a : i32 } else { scf.yield %b : i32 }
    %o16 = arith.constant 16 : index
    %i16 = arith.addi %base, %o16 : index
    %g16 = memref.load %out[%i16] : memref<1024xi32>
    %d16 = arith.cmpi ne, %g16, %e16 : i32
    %n16 = arith.extui %d16 : i1 to i64
    %acc16 = arith.addi %acc15, %n16 : i64
    %q17 = arith.cmpi sgt, %ai, %bi : i64
    %e17 = scf.if %q17 -> i32 { scf.yield %a : i32 } else { scf.yield %b : i32 }
    %o17 = arith.constant 17 : index
    %i17 = arith.addi %base, %o17 : index
    %g17 = memref.load %out[%i17] : memref<1024xi32>
    %d17 = arith.cmpi ne, %g17, %e17 : i32
    %n17 = arith.extui %d17 : i1 to i64
    %acc17 = arith.addi %acc16, %n17 : i64
    %q18 = arith.cmpi sgt, %a8, %b8 : i8
    %e18 = scf.if %q18 -> i32 { scf.yield %ae : i32 } else { scf.yield %be : i32 }
    %o18 = arith.constant 18 : index
    %i18 = arith.addi %base, %o18 : index
    %g18 = memref.load %out[%i18] : memref<1024xi32>
    %d18 = arith.cmpi ne, %g18, %e18 : i32
    %n18 = arith.extui %d18 : i1 to i64
    %acc18 = arith.addi %acc17, %n18 : i64
    %q19 = arith.cmpi sgt, %a, %b : i32
    %e19 = scf.if %q19 -> i32 { scf.yield %a : i32 } else { scf.yield %b : i32 }
    %o19 = arith.constant 19 : index
    %i19 = arith.addi %base, %o19 : index
    %g19 = memref.load %out[%i19] : memref<1024xi32>
    %d19 = arith.cmpi ne, %g19, %e19 : i32
    %n19 = arith.extui %d19 : i1 to i64
    %acc19 = arith.addi %acc18, %n19 : i64
    %q20 = arith.cmpi sgt, %a, %b : i32
    %e20 = scf.if %q20 -> i32 { scf.yield %b : i32 } else { scf.yield %a : i32 }
    %o20 = arith.constant 20 : index
    %i20 = arith.addi %base, %o20 : index
    %g20 = memref.load %out[%i20] : memref<1024xi32>
    %d20 = arith.cmpi ne, %g20, %e20 : i32
    %n20 = arith.extui %d20 : i1 to i64
    %acc20 = arith.addi %acc19, %n20 : i64
    %q21 = arith.cmpi sgt, %ai, %bi : i64
    %e21 = scf.if %q21 -> i32 { scf.yield %b : i32 } else { scf.yield %a : i32 }
    %o21 = arith.constant 21 : index
    %i21 = arith.addi %base, %o21 : index
    %g21 = memref.load %out[%i21] : memref<1024xi32>
    %d21 = arith.cmpi ne, %g21, %e21 : i32
    %n21 = arith.extui %d21 : i1 to i64
    %acc21 = arith.addi %acc20, %n21 : i64
    %q22 = arith.cmpi sgt, %a8, %b8 : i8
    %e22 = scf.if %q22 -> i32 { scf.yield %be : i32 } else { scf.yield %ae : i32 }
    %o22 = arith.constant 22 : index
    %i22 = arith.addi %base, %o22 : index
    %g22 = memref.load %out[%i22] : memref<1024xi32>
    %d22 = arith.cmpi ne, %g22, %e22 : i32
    %n22 = arith.extui %d22 : i1 to i64
    %acc22 = arith.addi %acc21, %n22 : i64
    %q23 = arith.cmpi sgt, %a, %b : i32
    %e23 = scf.if %q23 -> i32 { scf.yield %b : i32 } else { scf.yield %a : i32 }
    %o23 = arith.constant 23 : index
    %i23 = arith.addi %base, %o23 : index
    %g23 = memref.load %out[%i23] : memref<1024xi32>
    %d23 = arith.cmpi ne, %g23, %e23 : i32
    %n23 = arith.extui %d23 : i1 to i64
    %acc23 = arith.addi %acc22, %n23 : i64
    %q24 = arith.cmpi sge, %a, %b : i32
    %e24 = scf.if %q24 -> i32 { scf.yield %a : i32 } else { scf.yield %b : i32 }
    %o24 = arith.constant 24 : index
    %i24 = arith.addi %base, %o24 : index
    %g24 = memref.load %out[%i24] : memref<1024xi32>
    %d24 = arith.cmpi ne, %g24, %e24 : i32
    %n24 = arith.extui %d24 : i1 to i64
    %acc24 = arith.addi %acc23, %n24 : i64
    %q25 = arith.cmpi sge, %ai, %bi : i64
    %e25 = scf.if %q25 -> i32 { scf.yield %a : i32 } else { scf.yield %b : i32 }
    %o25 = arith.constant 25 : index
    %i25 = arith.addi %base, %o25 : index
    %g25 = memref.load %out[%i25] : memref<1024xi32>
    %d25 = arith.cmpi ne, %g25, %e25 : i32
    %n25 = arith.extui %d25 : i1 to i64
    %acc25 = arith.addi %acc24, %n25 : i64
    %q26 = arith.cmpi sge, %a8, %b8 : i8
    %e26 = scf.if %q26 -> i32 { scf.yield %ae : i32 } else { scf.yield %be : i32 }
    %o26 = arith.constant 26 : index
    %i26 = arith.addi %base, %o26 : index
    %g26 = memref.load %out[%i26] : memref<1024xi32>
    %d26 = arith.cmpi ne, %g26, %e26 : i32
    %n26 = arith.extui %d26 : i1 to i64
    %acc26 = arith.addi %acc25, %n26 : i64
    %q27 = arith.cmpi sge, %a, %b : i32
    %e27 = scf.if %q27 -> i32 { scf.yield %a : i32 } else { scf.yield %b : i32 }
    %o27 = arith.constant 27 : index
    %i27 = arith.addi %base, %o27 : index
    %g27 = memref.load %out[%i27] : memref<1024xi32>
    %d27 = arith.cmpi ne, %g27, %e27 : i32
    %n27 = arith.extui %d27 : i1 to i64
    %acc27 = arith.addi %acc26, %n27 : i64
    %q28 = arith.cmpi sge, %a, %b : i32
    %e28 = scf.if %q28 -> i32 { scf.yield %b : i32 } else { scf.yield %a : i32 }
    %o28 = arith.constant 28 : index
    %i28 = arith.addi %base, %o28 : index
    %g28 = memref.load %out[%i28] : memref<1024xi32>
    %d28 = arith.cmpi ne, %g28, %e28 : i32
    %n28 = arith.extui %d28 : i1 to i64
    %acc28 = arith.addi %acc27, %n28 : i64
    %q29 = arith.cmpi sge, %ai, %bi : i64
    %e29 = scf.if %q29 -> i32 { scf.yield %b : i32 } else { scf.yield %a : i32 }
    %o29 = arith.constant 29 : index
    %i29 = arith.addi %base, %o29 : index
    %g29 = memref.load %out[%i29] : memref<1024xi32>
    %d29 = arith.cmpi ne, %g29, %e29 : i32
    %n29 = arith.extui %d29 : i1 to i64
    %acc29 = arith.addi %acc28, %n29 : i64
    %q30 = arith.cmpi sge, %a8, %b8 : i8
    %e30 = scf.if %q30 -> i32 { scf.yield %be : i32 } else { scf.yield %ae : i32 }
    %o30 = arith.constant 30 : index
    %i30 = arith.addi %base, %o30 : index
    %g30 = memref.load %out[%i30] : memref<1024xi32>
    %d30 = arith.cmpi ne, %g30, %e30 : i32
    %n30 = arith.extui %d30 : i1 to i64
    %acc30 = arith.addi %acc29, %n30 : i64
    %q31 = arith.cmpi sge, %a, %b : i32
    %e31 = scf.if %q31 -> i32 { scf.yield %b : i32 } else { scf.yield %a : i32 }
    %o31 = arith.constant 31 : index
    %i31 = arith.addi %base, %o31 : index
    %g31 = memref.load %out[%i31] : memref<1024xi32>
    %d31 = arith.cmpi ne, %g31, %e31 : i32
    %n31 = arith.extui %d31 : i1 to i64
    %acc31 = arith.addi %acc30, %n31 : i64
    %q32 = arith.cmpi ult, %a, %b : i32
    %e32 = scf.if %q32 -> i32 { scf.yield %a : i32 } else { scf.yield %b : i32 }
    %o32 = arith.constant 32 : index
    %i32 = arith.addi %base, %o32 : index
    %g32 = memref.load %out[%i32] : memref<1024xi32>
    %d32 = arith.cmpi ne, %g32, %e32 : i32
    %n32 = arith.extui %d32 : i1 to i64
    %acc32 = arith.addi %acc31, %n32 : i64
    %q33 = arith.cmpi ult, %ai, %bi : i64
    %e33 = scf.if %q33 -> i32 { scf.yield %a : i32 } else { scf.yield %b : i32 }
    %o33 = arith.constant 33 : index
    %i33 = arith.addi %base, %o33 : index
    %g33 = memref.load %out[%i33] : memref<1024xi32>
    %d33 = arith.cmpi ne, %g33, %e33 : i32
    %n33 = arith.extui %d33 : i1 to i64
    %acc33 = arith.addi %acc32, %n33 : i64
    %q34 = arith.cmpi ult, %a8, %b8 : i8
    %e34 = scf.if %q34 -> i32 { scf.yield %ae : i32 } else { scf.yield %be : i32 }
    %o34 = arith.constant 34 : index
    %i34 = arith.addi %base, %o34 : index
    %g34 = memref.load %out[%i34] : memref<1024xi32>
    %d34 = arith.cmpi ne, %g34, %e34 : i32
    %n34 = arith.extui %d34 : i1 to i64
    %acc34 = arith.addi %acc33, %n34 : i64
    %q35 = arith.cmpi ult, %a, %b : i32
    %e35 = scf.if %q35 -> i32 { scf.yield %a : i32 } else { scf.yield %b : i32 }
    %o35 = arith.constant 35 : index
    %i35 = arith.addi %base, %o35 : index
    %g35 = memref.load %out[%i35] : memref<1024xi32>
    %d35 = arith.cmpi ne, %g35, %e35 : i32
    %n35 = arith.extui %d35 : i1 to i64
    %acc35 = arith.addi %acc34, %n35 : i64
    %q36 = arith.cmpi ult, %a, %b : i32
    %e36 = scf.if %q36 -> i32 { scf.yield %b : i32 } else { scf.yield %a : i32 }
    %o36 = arith.constant 36 : index
    %i36 = arith.addi %base, %o36 : index
    %g36 = memref.load %out[%i36] : memref<1024xi32>
    %d36 = arith.cmpi ne, %g36, %e36 : i32
    %n36 = arith.extui %d36 : i1 to i64
    %acc36 = arith.addi %acc35, %n36 : i64
    %q37 = arith.cmpi ult, %ai, %bi : i64
    %e37 = scf.if %q37 -> i32 { scf.yield %b : i32 } else { scf.yield %a : i32 }
    %o37 = arith.constant 37 : index
    %i37 = arith.addi %base, %o37 : index
    %g37 = memref.load %out[%i37] : memref<1024xi32>
    %d37 = arith.cmpi ne, %g37, %e37 : i32
    %n37 = arith.extui %d37 : i1 to i64
    %acc37 = arith.addi %acc36, %n37 : i64
    %q38 = arith.cmpi ult, %a8, %b8 : i8
    %e38 = scf.if %q38 -> i32 { scf.yield %be : i32 } else { scf.yield %ae : i32 }
    %o38 = arith.constant 38 : index
    %i38 = arith.addi %base, %o38 : index
    %g38 = memref.load %out[%i38] : memref<1024xi32>
    %d38 = arith.cmpi ne, %g38, %e38 : i32
    %n38 = arith.extui %d38 : i1 to i64
    %acc38 = arith.addi %acc37, %n38 : i64
    %q39 = arith.cmpi ult, %a, %b : i32
    %e39 = scf.if %q39 -> i32 { scf.yield %b : i32 } else { scf.yield %a : i32 }
    %o39 = arith.constant 39 : index
    %i39 = arith.addi %base, %o39 : index
    %g39 = memref.load %out[%i39] : memref<1024xi32>
    %d39 = arith.cmpi ne, %g39, %e39 : i32
    %n39 = arith.extui %d39 : i1 to i64
    %acc39 = arith.addi %acc38, %n39 : i64
    %q40 = arith.cmpi ule, %a, %b : i32
    %e40 = scf.if %q40 -> i32 { scf.yield %a : i32 } else { scf.yield %b : i32 }
    %o40 = arith.constant 40 : index
    %i40 = arith.addi %base, %o40 : index
    %g40 = memref.load %out[%i40] : memref<1024xi32>
    %d40 = arith.cmpi ne, %g40, %e40 : i32
    %n40 = arith.extui %d40 : i1 to i64
    %acc40 = arith.addi %acc39, %n40 : i64
    %q41 = arith.cmpi ule, %ai, %bi : i64
    %e41 = scf.if %q41 -> i32 { scf.yield %a : i32 } else { scf.yield %b : i32 }
    %o41 = arith.constant 41 : index
    %i41 = arith.addi %base, %o41 : index
    %g41 = memref.load %out[%i41] : memref<1024xi32>
    %d41 = arith.cmpi ne, %g41, %e41 : i32
    %n41 = arith.extui %d41 : i1 to i64
    %acc41 = arith.addi %acc40, %n41 : i64
    %q42 = arith.cmpi ule, %a8, %b8 : i8
    %e42 = scf.if %q42 -> i32 { scf.yield %ae : i32 } else { scf.yield %be : i32 }
    %o42 = arith.constant 42 : index
    %i42 = arith.addi %base, %o42 : index
    %g42 = memref.load %out[%i42] : memref<1024xi32>
    %d42 = arith.cmpi ne, %g42, %e42 : i32
    %n42 = arith.extui %d42 : i1 to i64
    %acc42 = arith.addi %acc41, %n42 : i64
    %q43 = arith.cmpi ule, %a, %b : i32
    %e43 = scf.if %q43 -> i32 { scf.yield %a : i32 } else { scf.yield %b : i32 }
    %o43 = arith.constant 43 : index
    %i43 = arith.addi %base, %o43 : index
    %g43 = memref.load %out[%i43] : memref<1024xi32>
    %d43 = arith.cmpi ne, %g43, %e43 : i32
    %n43 = arith.extui %d43 : i1 to i64
    %acc43 = arith.addi %acc42, %n43 : i64
    %q44 = arith.cmpi ule, %a, %b : i32
    %e44 = scf.if %q44 -> i32 { scf.yield %b : i32 } else { scf.yield %a : i32 }
    %o44 = arith.constant 44 : index
    %i44 = arith.addi %base, %o44 : index
    %g44 = memref.load %out[%i44] : memref<1024xi32>
    %d44 = arith.cmpi ne, %g44, %e44 : i32
    %n44 = arith.extui %d44 : i1 to i64
    %acc44 = arith.addi %acc43, %n44 : i64
    %q45 = arith.cmpi ule, %ai, %bi : i64
    %e45 = scf.if %q45 -> i32 { scf.yield %b : i32 } else { scf.yield %a : i32 }
    %o45 = arith.constant 45 : index
    %i45 = arith.addi %base, %o45 : index
    %g45 = memref.load %out[%i45] : memref<1024xi32>
    %d45 = arith.cmpi ne, %g45, %e45 : i32
    %n45 = arith.extui %d45 : i1 to i64
    %acc45 = arith.addi %acc44, %n45 : i64
    %q46 = arith.cmpi ule, %a8, %b8 : i8
    %e46 = scf.if %q46 -> i32 { scf.yield %be : i32 } else { scf.yield %ae : i32 }
    %o46 = arith.constant 46 : index
    %i46 = arith.addi %base, %o46 : index
    %g46 = memref.load %out[%i46] : memref<1024xi32>
    %d46 = arith.cmpi ne, %g46, %e46 : i32
    %n46 = arith.extui %d46 : i1 to i64
    %acc46 = arith.addi %acc45, %n46 : i64
    %q47 = arith.cmpi ule, %a, %b : i32
    %e47 = scf.if %q47 -> i32 { scf.yield %b : i32 } else { scf.yield %a : i32 }
    %o47 = arith.constant 47 : index
    %i47 = arith.addi %base, %o47 : index
    %g47 = memref.load %out[%i47] : memref<1024xi32>
    %d47 = arith.cmpi ne, %g47, %e47 : i32
    %n47 = arith.extui %d47 : i1 to i64
    %acc47 = arith.addi %acc46, %n47 : i64
    %q48 = arith.cmpi ugt, %a, %b : i32
    %e48 = scf.if %q48 -> i32 { scf.yield %a : i32 } else { scf.yield %b : i32 }
    %o48 = arith.constant 48 : index
    %i48 = arith.addi %base, %o48 : index
    %g48 = memref.load %out[%i48] : memref<1024xi32>
    %d48 = arith.cmpi ne, %g48, %e48 : i32
    %n48 = arith.extui %d48 : i1 to i64
    %acc48 = arith.addi %acc47, %n48 : i64
    %q49 = arith.cmpi ugt, %ai, %bi : i64
    %e49 = scf.if %q49 -> i32 { scf.yield %a : i32 } else { scf.yield %b : i32 }
    %o49 = arith.constant 49 : index
    %i49 = arith.addi %base, %o49 : index
    %g49 = memref.load %out[%i49] : memref<1024xi32>
    %d49 = arith.cmpi ne, %g49, %e49 : i32
    %n49 = arith.extui %d49 : i1 to i64
    %acc49 = arith.addi %acc48, %n49 : i64
    %q50 = arith.cmpi ugt, %a8, %b8 : i8
    %e50 = scf.if %q50 -> i32 { scf.yield %ae : i32 } else { scf.yield %be : i32 }
    %o50 = arith.constant 50 : index
    %i50 = arith.addi %base, %o50 : index
    %g50 = memref.load %out[%i50] : memref<1024xi32>
    %d50 = arith.cmpi ne, %g50, %e50 : i32
    %n50 = arith.extui %d50 : i1 to i64
    %acc50 = arith.addi %acc49, %n50 : i64
    %q51 = arith.cmpi ugt, %a, %b : i32
    %e51 = scf.if %q51 -> i32 { scf.yield %a : i32 } else { scf.yield %b : i32 }
    %o51 = arith.constant 51 : index
    %i51 = arith.addi %base, %o51 : index
    %g51 = memref.load %out[%i51] : memref<1024xi32>
    %d51 = arith.cmpi ne, %g51, %e51 : i32
    %n51 = arith.extui %d51 : i1 to i64
    %acc51 = arith.addi %acc50, %n51 : i64
    %q52 = arith.cmpi ugt, %a, %b : i32
    %e52 = scf.if %q52 -> i32 { scf.yield %b : i32 } else { scf.yield %a : i32 }
    %o52 = arith.constant 52 : index
    %i52 = arith.addi %base, %o52 : index
    %g52 = memref.load %out[%i52] : memref<1024xi32>
    %d52 = arith.cmpi ne, %g52, %e52 : i32
    %n52 = arith.extui %d52 : i1 to i64
    %acc52 = arith.addi %acc51, %n52 : i64
    %q53 = arith.cmpi ugt, %ai, %bi : i64
    %e53 = scf.if %q53 -> i32 { scf.yield %b : i32 } else { scf.yield %a : i32 }
    %o53 = arith.constant 53 : index
    %i53 = arith.addi %base, %o53 : index
    %g53 = memref.load %out[%i53] : memref<1024xi32>
    %d53 = arith.cmpi ne, %g53, %e53 : i32
    %n53 = arith.extui %d53 : i1 to i64
    %acc53 = arith.addi %acc52, %n53 : i64
    %q54 = arith.cmpi ugt, %a8, %b8 : i8
    %e54 = scf.if %q54 -> i32 { scf.yield %be : i32 } else { scf.yield %ae : i32 }
    %o54 = arith.constant 54 : index
    %i54 = arith.addi %base, %o54 : index
    %g54 = memref.load %out[%i54] : memref<1024xi32>
    %d54 = arith.cmpi ne, %g54, %e54 : i32
    %n54 = arith.extui %d54 : i1 to i64
    %acc54 = arith.addi %acc53, %n54 : i64
    %q55 = arith.cmpi ugt, %a, %b : i32
    %e55 = scf.if %q55 -> i32 { scf.yield %b : i32 } else { scf.yield %a : i32 }
    %o55 = arith.constant 55 : index
    %i55 = arith.addi %base, %o55 : index
    %g55 = memref.load %out[%i55] : memref<1024xi32>
    %d55 = arith.cmpi ne, %g55, %e55 : i32
    %n55 = arith.extui %d55 : i1 to i64
    %acc55 = arith.addi %acc54, %n55 : i64
    %q56 = arith.cmpi uge, %a, %b : i32
    %e56 = scf.if %q56 -> i32 { scf.yield %a : i32 } else { scf.yield %b : i32 }
    %o56 = arith.constant 56 : index
    %i56 = arith.addi %base, %o56 : index
    %g56 = memref.load %out[%i56] : memref<1024xi32>
    %d56 = arith.cmpi ne, %g56, %e56 : i32
    %n56 = arith.extui %d56 : i1 to i64
    %acc56 = arith.addi %acc55, %n56 : i64
    %q57 = arith.cmpi uge, %ai, %bi : i64
    %e57 = scf.if %q57 -> i32 { scf.yield %a : i32 } else { scf.yield %b : i32 }
    %o57 = arith.constant 57 : index
    %i57 = arith.addi %base, %o57 : index
    %g57 = memref.load %out[%i57] : memref<1024xi32>
    %d57 = arith.cmpi ne, %g57, %e57 : i32
    %n57 = arith.extui %d57 : i1 to i64
    %acc57 = arith.addi %acc56, %n57 : i64
    %q58 = arith.cmpi uge, %a8, %b8 : i8
    %e58 = scf.if %q58 -> i32 { scf.yield %ae : i32 } else { scf.yield %be : i32 }
    %o58 = arith.constant 58 : index
    %i58 = arith.addi %base, %o58 : index
    %g58 = memref.load %out[%i58] : memref<1024xi32>
    %d58 = arith.cmpi ne, %g58, %e58 : i32
    %n58 = arith.extui %d58 : i1 to i64
    %acc58 = arith.addi %acc57, %n58 : i64
    %q59 = arith.cmpi uge, %a, %b : i32
    %e59 = scf.if %q59 -> i32 { scf.yield %a : i32 } else { scf.yield %b : i32 }
    %o59 = arith.constant 59 : index
    %i59 = arith.addi %base, %o59 : index
    %g59 = memref.load %out[%i59] : memref<1024xi32>
    %d59 = arith.cmpi ne, %g59, %e59 : i32
    %n59 = arith.extui %d59 : i1 to i64
    %acc59 = arith.addi %acc58, %n59 : i64
    %q60 = arith.cmpi uge, %a, %b : i32
    %e60 = scf.if %q60 -> i32 { scf.yield %b : i32 } else { scf.yield %a : i32 }
    %o60 = arith.constant 60 : index
    %i60 = arith.addi %base, %o60 : index
    %g60 = memref.load %out[%i60] : memref<1024xi32>
    %d60 = arith.cmpi ne, %g60, %e60 : i32
    %n60 = arith.extui %d60 : i1 to i64
    %acc60 = arith.addi %acc59, %n60 : i64
    %q61 = arith.cmpi uge, %ai, %bi : i64
    %e61 = scf.if %q61 -> i32 { scf.yield %b : i32 } else { scf.yield %a : i32 }
    %o61 = arith.constant 61 : index
    %i61 = arith.addi %base, %o61 : index
    %g61 = memref.load %out[%i61] : memref<1024xi32>
    %d61 = arith.cmpi ne, %g61, %e61 : i32
    %n61 = arith.extui %d61 : i1 to i64
    %acc61 = arith.addi %acc60, %n61 : i64
    %q62 = arith.cmpi uge, %a8, %b8 : i8
    %e62 = scf.if %q62 -> i32 { scf.yield %be : i32 } else { scf.yield %ae : i32 }
    %o62 = arith.constant 62 : index
    %i62 = arith.addi %base, %o62 : index
    %g62 = memref.load %out[%i62] : memref<1024xi32>
    %d62 = arith.cmpi ne, %g62, %e62 : i32
    %n62 = arith.extui %d62 : i1 to i64
    %acc62 = arith.addi %acc61, %n62 : i64
    %q63 = arith.cmpi uge, %a, %b : i32
    %e63 = scf.if %q63 -> i32 { scf.yield %b : i32 } else { scf.yield %a : i32 }
    %o63 = arith.constant 63 : index
    %i63 = arith.addi %base, %o63 : index
    %g63 = memref.load %out[%i63] : memref<1024xi32>
    %d63 = arith.cmpi ne, %g63, %e63 : i32
    %n63 = arith.extui %d63 : i1 to i64
    %acc63 = arith.addi %acc62, %n63 : i64
    scf.yield %acc63 : i64
  }
  %f = llvm.mlir.addressof @fmt : !llvm.ptr
  %p = llvm.call @printf(%f, %bad) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
  return
}
