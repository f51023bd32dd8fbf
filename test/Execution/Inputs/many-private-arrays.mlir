// Review 18c finding 06 (a crash, fixed; run by large-private-arrays.mlir). 80 per-thread arrays, each 31 f32
// per thread x 1024 threads = 124 KiB per block. Each is under the 128 KiB
// heap threshold, so all stay as stack allocas, 9.7 MiB per block in total,
// which overflows the 8 MiB stack. The threshold is applied to each array,
// not to their sum (64 such arrays, 7.75 MiB, still ran).
// Expected (a Python simulation by the review): the value below.
// Was: Segmentation fault at OMP_NUM_THREADS=1, 2, 3.
// Low severity: it needs many arrays each just under the threshold.
// expected: 17231572047
#w = #gpu.address_space<workgroup>
func.func @kern(%o: memref<?xi64>, %Bv: index, %E: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cG = arith.constant 2 : index
  %cB = arith.constant 1024 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %cG, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %cB, %sy = %c1, %sz = %c1) workgroup(%s : memref<1024xi64, #w>) {
    %p0 = memref.alloca() : memref<31xf32>
    %p1 = memref.alloca() : memref<31xf32>
    %p2 = memref.alloca() : memref<31xf32>
    %p3 = memref.alloca() : memref<31xf32>
    %p4 = memref.alloca() : memref<31xf32>
    %p5 = memref.alloca() : memref<31xf32>
    %p6 = memref.alloca() : memref<31xf32>
    %p7 = memref.alloca() : memref<31xf32>
    %p8 = memref.alloca() : memref<31xf32>
    %p9 = memref.alloca() : memref<31xf32>
    %p10 = memref.alloca() : memref<31xf32>
    %p11 = memref.alloca() : memref<31xf32>
    %p12 = memref.alloca() : memref<31xf32>
    %p13 = memref.alloca() : memref<31xf32>
    %p14 = memref.alloca() : memref<31xf32>
    %p15 = memref.alloca() : memref<31xf32>
    %p16 = memref.alloca() : memref<31xf32>
    %p17 = memref.alloca() : memref<31xf32>
    %p18 = memref.alloca() : memref<31xf32>
    %p19 = memref.alloca() : memref<31xf32>
    %p20 = memref.alloca() : memref<31xf32>
    %p21 = memref.alloca() : memref<31xf32>
    %p22 = memref.alloca() : memref<31xf32>
    %p23 = memref.alloca() : memref<31xf32>
    %p24 = memref.alloca() : memref<31xf32>
    %p25 = memref.alloca() : memref<31xf32>
    %p26 = memref.alloca() : memref<31xf32>
    %p27 = memref.alloca() : memref<31xf32>
    %p28 = memref.alloca() : memref<31xf32>
    %p29 = memref.alloca() : memref<31xf32>
    %p30 = memref.alloca() : memref<31xf32>
    %p31 = memref.alloca() : memref<31xf32>
    %p32 = memref.alloca() : memref<31xf32>
    %p33 = memref.alloca() : memref<31xf32>
    %p34 = memref.alloca() : memref<31xf32>
    %p35 = memref.alloca() : memref<31xf32>
    %p36 = memref.alloca() : memref<31xf32>
    %p37 = memref.alloca() : memref<31xf32>
    %p38 = memref.alloca() : memref<31xf32>
    %p39 = memref.alloca() : memref<31xf32>
    %p40 = memref.alloca() : memref<31xf32>
    %p41 = memref.alloca() : memref<31xf32>
    %p42 = memref.alloca() : memref<31xf32>
    %p43 = memref.alloca() : memref<31xf32>
    %p44 = memref.alloca() : memref<31xf32>
    %p45 = memref.alloca() : memref<31xf32>
    %p46 = memref.alloca() : memref<31xf32>
    %p47 = memref.alloca() : memref<31xf32>
    %p48 = memref.alloca() : memref<31xf32>
    %p49 = memref.alloca() : memref<31xf32>
    %p50 = memref.alloca() : memref<31xf32>
    %p51 = memref.alloca() : memref<31xf32>
    %p52 = memref.alloca() : memref<31xf32>
    %p53 = memref.alloca() : memref<31xf32>
    %p54 = memref.alloca() : memref<31xf32>
    %p55 = memref.alloca() : memref<31xf32>
    %p56 = memref.alloca() : memref<31xf32>
    %p57 = memref.alloca() : memref<31xf32>
    %p58 = memref.alloca() : memref<31xf32>
    %p59 = memref.alloca() : memref<31xf32>
    %p60 = memref.alloca() : memref<31xf32>
    %p61 = memref.alloca() : memref<31xf32>
    %p62 = memref.alloca() : memref<31xf32>
    %p63 = memref.alloca() : memref<31xf32>
    %p64 = memref.alloca() : memref<31xf32>
    %p65 = memref.alloca() : memref<31xf32>
    %p66 = memref.alloca() : memref<31xf32>
    %p67 = memref.alloca() : memref<31xf32>
    %p68 = memref.alloca() : memref<31xf32>
    %p69 = memref.alloca() : memref<31xf32>
    %p70 = memref.alloca() : memref<31xf32>
    %p71 = memref.alloca() : memref<31xf32>
    %p72 = memref.alloca() : memref<31xf32>
    %p73 = memref.alloca() : memref<31xf32>
    %p74 = memref.alloca() : memref<31xf32>
    %p75 = memref.alloca() : memref<31xf32>
    %p76 = memref.alloca() : memref<31xf32>
    %p77 = memref.alloca() : memref<31xf32>
    %p78 = memref.alloca() : memref<31xf32>
    %p79 = memref.alloca() : memref<31xf32>
    %txi = arith.index_cast %tx : index to i64
    scf.for %i = %c0 to %E step %c1 {
      %ii = arith.index_cast %i : index to i64
      %vb = arith.addi %ii, %txi : i64
      %kk0 = arith.constant 0 : i64
      %v0a = arith.addi %vb, %kk0 : i64
      %v0 = arith.sitofp %v0a : i64 to f32
      memref.store %v0, %p0[%i] : memref<31xf32>
      %kk1 = arith.constant 1 : i64
      %v1a = arith.addi %vb, %kk1 : i64
      %v1 = arith.sitofp %v1a : i64 to f32
      memref.store %v1, %p1[%i] : memref<31xf32>
      %kk2 = arith.constant 2 : i64
      %v2a = arith.addi %vb, %kk2 : i64
      %v2 = arith.sitofp %v2a : i64 to f32
      memref.store %v2, %p2[%i] : memref<31xf32>
      %kk3 = arith.constant 3 : i64
      %v3a = arith.addi %vb, %kk3 : i64
      %v3 = arith.sitofp %v3a : i64 to f32
      memref.store %v3, %p3[%i] : memref<31xf32>
      %kk4 = arith.constant 4 : i64
      %v4a = arith.addi %vb, %kk4 : i64
      %v4 = arith.sitofp %v4a : i64 to f32
      memref.store %v4, %p4[%i] : memref<31xf32>
      %kk5 = arith.constant 5 : i64
      %v5a = arith.addi %vb, %kk5 : i64
      %v5 = arith.sitofp %v5a : i64 to f32
      memref.store %v5, %p5[%i] : memref<31xf32>
      %kk6 = arith.constant 6 : i64
      %v6a = arith.addi %vb, %kk6 : i64
      %v6 = arith.sitofp %v6a : i64 to f32
      memref.store %v6, %p6[%i] : memref<31xf32>
      %kk7 = arith.constant 7 : i64
      %v7a = arith.addi %vb, %kk7 : i64
      %v7 = arith.sitofp %v7a : i64 to f32
      memref.store %v7, %p7[%i] : memref<31xf32>
      %kk8 = arith.constant 8 : i64
      %v8a = arith.addi %vb, %kk8 : i64
      %v8 = arith.sitofp %v8a : i64 to f32
      memref.store %v8, %p8[%i] : memref<31xf32>
      %kk9 = arith.constant 9 : i64
      %v9a = arith.addi %vb, %kk9 : i64
      %v9 = arith.sitofp %v9a : i64 to f32
      memref.store %v9, %p9[%i] : memref<31xf32>
      %kk10 = arith.constant 10 : i64
      %v10a = arith.addi %vb, %kk10 : i64
      %v10 = arith.sitofp %v10a : i64 to f32
      memref.store %v10, %p10[%i] : memref<31xf32>
      %kk11 = arith.constant 11 : i64
      %v11a = arith.addi %vb, %kk11 : i64
      %v11 = arith.sitofp %v11a : i64 to f32
      memref.store %v11, %p11[%i] : memref<31xf32>
      %kk12 = arith.constant 12 : i64
      %v12a = arith.addi %vb, %kk12 : i64
      %v12 = arith.sitofp %v12a : i64 to f32
      memref.store %v12, %p12[%i] : memref<31xf32>
      %kk13 = arith.constant 13 : i64
      %v13a = arith.addi %vb, %kk13 : i64
      %v13 = arith.sitofp %v13a : i64 to f32
      memref.store %v13, %p13[%i] : memref<31xf32>
      %kk14 = arith.constant 14 : i64
      %v14a = arith.addi %vb, %kk14 : i64
      %v14 = arith.sitofp %v14a : i64 to f32
      memref.store %v14, %p14[%i] : memref<31xf32>
      %kk15 = arith.constant 15 : i64
      %v15a = arith.addi %vb, %kk15 : i64
      %v15 = arith.sitofp %v15a : i64 to f32
      memref.store %v15, %p15[%i] : memref<31xf32>
      %kk16 = arith.constant 16 : i64
      %v16a = arith.addi %vb, %kk16 : i64
      %v16 = arith.sitofp %v16a : i64 to f32
      memref.store %v16, %p16[%i] : memref<31xf32>
      %kk17 = arith.constant 17 : i64
      %v17a = arith.addi %vb, %kk17 : i64
      %v17 = arith.sitofp %v17a : i64 to f32
      memref.store %v17, %p17[%i] : memref<31xf32>
      %kk18 = arith.constant 18 : i64
      %v18a = arith.addi %vb, %kk18 : i64
      %v18 = arith.sitofp %v18a : i64 to f32
      memref.store %v18, %p18[%i] : memref<31xf32>
      %kk19 = arith.constant 19 : i64
      %v19a = arith.addi %vb, %kk19 : i64
      %v19 = arith.sitofp %v19a : i64 to f32
      memref.store %v19, %p19[%i] : memref<31xf32>
      %kk20 = arith.constant 20 : i64
      %v20a = arith.addi %vb, %kk20 : i64
      %v20 = arith.sitofp %v20a : i64 to f32
      memref.store %v20, %p20[%i] : memref<31xf32>
      %kk21 = arith.constant 21 : i64
      %v21a = arith.addi %vb, %kk21 : i64
      %v21 = arith.sitofp %v21a : i64 to f32
      memref.store %v21, %p21[%i] : memref<31xf32>
      %kk22 = arith.constant 22 : i64
      %v22a = arith.addi %vb, %kk22 : i64
      %v22 = arith.sitofp %v22a : i64 to f32
      memref.store %v22, %p22[%i] : memref<31xf32>
      %kk23 = arith.constant 23 : i64
      %v23a = arith.addi %vb, %kk23 : i64
      %v23 = arith.sitofp %v23a : i64 to f32
      memref.store %v23, %p23[%i] : memref<31xf32>
      %kk24 = arith.constant 24 : i64
      %v24a = arith.addi %vb, %kk24 : i64
      %v24 = arith.sitofp %v24a : i64 to f32
      memref.store %v24, %p24[%i] : memref<31xf32>
      %kk25 = arith.constant 25 : i64
      %v25a = arith.addi %vb, %kk25 : i64
      %v25 = arith.sitofp %v25a : i64 to f32
      memref.store %v25, %p25[%i] : memref<31xf32>
      %kk26 = arith.constant 26 : i64
      %v26a = arith.addi %vb, %kk26 : i64
      %v26 = arith.sitofp %v26a : i64 to f32
      memref.store %v26, %p26[%i] : memref<31xf32>
      %kk27 = arith.constant 27 : i64
      %v27a = arith.addi %vb, %kk27 : i64
      %v27 = arith.sitofp %v27a : i64 to f32
      memref.store %v27, %p27[%i] : memref<31xf32>
      %kk28 = arith.constant 28 : i64
      %v28a = arith.addi %vb, %kk28 : i64
      %v28 = arith.sitofp %v28a : i64 to f32
      memref.store %v28, %p28[%i] : memref<31xf32>
      %kk29 = arith.constant 29 : i64
      %v29a = arith.addi %vb, %kk29 : i64
      %v29 = arith.sitofp %v29a : i64 to f32
      memref.store %v29, %p29[%i] : memref<31xf32>
      %kk30 = arith.constant 30 : i64
      %v30a = arith.addi %vb, %kk30 : i64
      %v30 = arith.sitofp %v30a : i64 to f32
      memref.store %v30, %p30[%i] : memref<31xf32>
      %kk31 = arith.constant 31 : i64
      %v31a = arith.addi %vb, %kk31 : i64
      %v31 = arith.sitofp %v31a : i64 to f32
      memref.store %v31, %p31[%i] : memref<31xf32>
      %kk32 = arith.constant 32 : i64
      %v32a = arith.addi %vb, %kk32 : i64
      %v32 = arith.sitofp %v32a : i64 to f32
      memref.store %v32, %p32[%i] : memref<31xf32>
      %kk33 = arith.constant 33 : i64
      %v33a = arith.addi %vb, %kk33 : i64
      %v33 = arith.sitofp %v33a : i64 to f32
      memref.store %v33, %p33[%i] : memref<31xf32>
      %kk34 = arith.constant 34 : i64
      %v34a = arith.addi %vb, %kk34 : i64
      %v34 = arith.sitofp %v34a : i64 to f32
      memref.store %v34, %p34[%i] : memref<31xf32>
      %kk35 = arith.constant 35 : i64
      %v35a = arith.addi %vb, %kk35 : i64
      %v35 = arith.sitofp %v35a : i64 to f32
      memref.store %v35, %p35[%i] : memref<31xf32>
      %kk36 = arith.constant 36 : i64
      %v36a = arith.addi %vb, %kk36 : i64
      %v36 = arith.sitofp %v36a : i64 to f32
      memref.store %v36, %p36[%i] : memref<31xf32>
      %kk37 = arith.constant 37 : i64
      %v37a = arith.addi %vb, %kk37 : i64
      %v37 = arith.sitofp %v37a : i64 to f32
      memref.store %v37, %p37[%i] : memref<31xf32>
      %kk38 = arith.constant 38 : i64
      %v38a = arith.addi %vb, %kk38 : i64
      %v38 = arith.sitofp %v38a : i64 to f32
      memref.store %v38, %p38[%i] : memref<31xf32>
      %kk39 = arith.constant 39 : i64
      %v39a = arith.addi %vb, %kk39 : i64
      %v39 = arith.sitofp %v39a : i64 to f32
      memref.store %v39, %p39[%i] : memref<31xf32>
      %kk40 = arith.constant 40 : i64
      %v40a = arith.addi %vb, %kk40 : i64
      %v40 = arith.sitofp %v40a : i64 to f32
      memref.store %v40, %p40[%i] : memref<31xf32>
      %kk41 = arith.constant 41 : i64
      %v41a = arith.addi %vb, %kk41 : i64
      %v41 = arith.sitofp %v41a : i64 to f32
      memref.store %v41, %p41[%i] : memref<31xf32>
      %kk42 = arith.constant 42 : i64
      %v42a = arith.addi %vb, %kk42 : i64
      %v42 = arith.sitofp %v42a : i64 to f32
      memref.store %v42, %p42[%i] : memref<31xf32>
      %kk43 = arith.constant 43 : i64
      %v43a = arith.addi %vb, %kk43 : i64
      %v43 = arith.sitofp %v43a : i64 to f32
      memref.store %v43, %p43[%i] : memref<31xf32>
      %kk44 = arith.constant 44 : i64
      %v44a = arith.addi %vb, %kk44 : i64
      %v44 = arith.sitofp %v44a : i64 to f32
      memref.store %v44, %p44[%i] : memref<31xf32>
      %kk45 = arith.constant 45 : i64
      %v45a = arith.addi %vb, %kk45 : i64
      %v45 = arith.sitofp %v45a : i64 to f32
      memref.store %v45, %p45[%i] : memref<31xf32>
      %kk46 = arith.constant 46 : i64
      %v46a = arith.addi %vb, %kk46 : i64
      %v46 = arith.sitofp %v46a : i64 to f32
      memref.store %v46, %p46[%i] : memref<31xf32>
      %kk47 = arith.constant 47 : i64
      %v47a = arith.addi %vb, %kk47 : i64
      %v47 = arith.sitofp %v47a : i64 to f32
      memref.store %v47, %p47[%i] : memref<31xf32>
      %kk48 = arith.constant 48 : i64
      %v48a = arith.addi %vb, %kk48 : i64
      %v48 = arith.sitofp %v48a : i64 to f32
      memref.store %v48, %p48[%i] : memref<31xf32>
      %kk49 = arith.constant 49 : i64
      %v49a = arith.addi %vb, %kk49 : i64
      %v49 = arith.sitofp %v49a : i64 to f32
      memref.store %v49, %p49[%i] : memref<31xf32>
      %kk50 = arith.constant 50 : i64
      %v50a = arith.addi %vb, %kk50 : i64
      %v50 = arith.sitofp %v50a : i64 to f32
      memref.store %v50, %p50[%i] : memref<31xf32>
      %kk51 = arith.constant 51 : i64
      %v51a = arith.addi %vb, %kk51 : i64
      %v51 = arith.sitofp %v51a : i64 to f32
      memref.store %v51, %p51[%i] : memref<31xf32>
      %kk52 = arith.constant 52 : i64
      %v52a = arith.addi %vb, %kk52 : i64
      %v52 = arith.sitofp %v52a : i64 to f32
      memref.store %v52, %p52[%i] : memref<31xf32>
      %kk53 = arith.constant 53 : i64
      %v53a = arith.addi %vb, %kk53 : i64
      %v53 = arith.sitofp %v53a : i64 to f32
      memref.store %v53, %p53[%i] : memref<31xf32>
      %kk54 = arith.constant 54 : i64
      %v54a = arith.addi %vb, %kk54 : i64
      %v54 = arith.sitofp %v54a : i64 to f32
      memref.store %v54, %p54[%i] : memref<31xf32>
      %kk55 = arith.constant 55 : i64
      %v55a = arith.addi %vb, %kk55 : i64
      %v55 = arith.sitofp %v55a : i64 to f32
      memref.store %v55, %p55[%i] : memref<31xf32>
      %kk56 = arith.constant 56 : i64
      %v56a = arith.addi %vb, %kk56 : i64
      %v56 = arith.sitofp %v56a : i64 to f32
      memref.store %v56, %p56[%i] : memref<31xf32>
      %kk57 = arith.constant 57 : i64
      %v57a = arith.addi %vb, %kk57 : i64
      %v57 = arith.sitofp %v57a : i64 to f32
      memref.store %v57, %p57[%i] : memref<31xf32>
      %kk58 = arith.constant 58 : i64
      %v58a = arith.addi %vb, %kk58 : i64
      %v58 = arith.sitofp %v58a : i64 to f32
      memref.store %v58, %p58[%i] : memref<31xf32>
      %kk59 = arith.constant 59 : i64
      %v59a = arith.addi %vb, %kk59 : i64
      %v59 = arith.sitofp %v59a : i64 to f32
      memref.store %v59, %p59[%i] : memref<31xf32>
      %kk60 = arith.constant 60 : i64
      %v60a = arith.addi %vb, %kk60 : i64
      %v60 = arith.sitofp %v60a : i64 to f32
      memref.store %v60, %p60[%i] : memref<31xf32>
      %kk61 = arith.constant 61 : i64
      %v61a = arith.addi %vb, %kk61 : i64
      %v61 = arith.sitofp %v61a : i64 to f32
      memref.store %v61, %p61[%i] : memref<31xf32>
      %kk62 = arith.constant 62 : i64
      %v62a = arith.addi %vb, %kk62 : i64
      %v62 = arith.sitofp %v62a : i64 to f32
      memref.store %v62, %p62[%i] : memref<31xf32>
      %kk63 = arith.constant 63 : i64
      %v63a = arith.addi %vb, %kk63 : i64
      %v63 = arith.sitofp %v63a : i64 to f32
      memref.store %v63, %p63[%i] : memref<31xf32>
      %kk64 = arith.constant 64 : i64
      %v64a = arith.addi %vb, %kk64 : i64
      %v64 = arith.sitofp %v64a : i64 to f32
      memref.store %v64, %p64[%i] : memref<31xf32>
      %kk65 = arith.constant 65 : i64
      %v65a = arith.addi %vb, %kk65 : i64
      %v65 = arith.sitofp %v65a : i64 to f32
      memref.store %v65, %p65[%i] : memref<31xf32>
      %kk66 = arith.constant 66 : i64
      %v66a = arith.addi %vb, %kk66 : i64
      %v66 = arith.sitofp %v66a : i64 to f32
      memref.store %v66, %p66[%i] : memref<31xf32>
      %kk67 = arith.constant 67 : i64
      %v67a = arith.addi %vb, %kk67 : i64
      %v67 = arith.sitofp %v67a : i64 to f32
      memref.store %v67, %p67[%i] : memref<31xf32>
      %kk68 = arith.constant 68 : i64
      %v68a = arith.addi %vb, %kk68 : i64
      %v68 = arith.sitofp %v68a : i64 to f32
      memref.store %v68, %p68[%i] : memref<31xf32>
      %kk69 = arith.constant 69 : i64
      %v69a = arith.addi %vb, %kk69 : i64
      %v69 = arith.sitofp %v69a : i64 to f32
      memref.store %v69, %p69[%i] : memref<31xf32>
      %kk70 = arith.constant 70 : i64
      %v70a = arith.addi %vb, %kk70 : i64
      %v70 = arith.sitofp %v70a : i64 to f32
      memref.store %v70, %p70[%i] : memref<31xf32>
      %kk71 = arith.constant 71 : i64
      %v71a = arith.addi %vb, %kk71 : i64
      %v71 = arith.sitofp %v71a : i64 to f32
      memref.store %v71, %p71[%i] : memref<31xf32>
      %kk72 = arith.constant 72 : i64
      %v72a = arith.addi %vb, %kk72 : i64
      %v72 = arith.sitofp %v72a : i64 to f32
      memref.store %v72, %p72[%i] : memref<31xf32>
      %kk73 = arith.constant 73 : i64
      %v73a = arith.addi %vb, %kk73 : i64
      %v73 = arith.sitofp %v73a : i64 to f32
      memref.store %v73, %p73[%i] : memref<31xf32>
      %kk74 = arith.constant 74 : i64
      %v74a = arith.addi %vb, %kk74 : i64
      %v74 = arith.sitofp %v74a : i64 to f32
      memref.store %v74, %p74[%i] : memref<31xf32>
      %kk75 = arith.constant 75 : i64
      %v75a = arith.addi %vb, %kk75 : i64
      %v75 = arith.sitofp %v75a : i64 to f32
      memref.store %v75, %p75[%i] : memref<31xf32>
      %kk76 = arith.constant 76 : i64
      %v76a = arith.addi %vb, %kk76 : i64
      %v76 = arith.sitofp %v76a : i64 to f32
      memref.store %v76, %p76[%i] : memref<31xf32>
      %kk77 = arith.constant 77 : i64
      %v77a = arith.addi %vb, %kk77 : i64
      %v77 = arith.sitofp %v77a : i64 to f32
      memref.store %v77, %p77[%i] : memref<31xf32>
      %kk78 = arith.constant 78 : i64
      %v78a = arith.addi %vb, %kk78 : i64
      %v78 = arith.sitofp %v78a : i64 to f32
      memref.store %v78, %p78[%i] : memref<31xf32>
      %kk79 = arith.constant 79 : i64
      %v79a = arith.addi %vb, %kk79 : i64
      %v79 = arith.sitofp %v79a : i64 to f32
      memref.store %v79, %p79[%i] : memref<31xf32>
    }
    memref.store %txi, %s[%tx] : memref<1024xi64, #w>
    gpu.barrier
    %cBm = arith.constant 1023 : index
    %rt = arith.subi %cBm, %tx : index
    %w = memref.load %s[%rt] : memref<1024xi64, #w>
    %z = arith.constant 0 : i64
    %sum = scf.for %i = %c0 to %E step %c1 iter_args(%a = %z) -> (i64) {
      %x0 = memref.load %p0[%i] : memref<31xf32>
      %y0 = arith.fptosi %x0 : f32 to i64
      %a0 = arith.addi %a, %y0 : i64
      %x1 = memref.load %p1[%i] : memref<31xf32>
      %y1 = arith.fptosi %x1 : f32 to i64
      %a1 = arith.addi %a0, %y1 : i64
      %x2 = memref.load %p2[%i] : memref<31xf32>
      %y2 = arith.fptosi %x2 : f32 to i64
      %a2 = arith.addi %a1, %y2 : i64
      %x3 = memref.load %p3[%i] : memref<31xf32>
      %y3 = arith.fptosi %x3 : f32 to i64
      %a3 = arith.addi %a2, %y3 : i64
      %x4 = memref.load %p4[%i] : memref<31xf32>
      %y4 = arith.fptosi %x4 : f32 to i64
      %a4 = arith.addi %a3, %y4 : i64
      %x5 = memref.load %p5[%i] : memref<31xf32>
      %y5 = arith.fptosi %x5 : f32 to i64
      %a5 = arith.addi %a4, %y5 : i64
      %x6 = memref.load %p6[%i] : memref<31xf32>
      %y6 = arith.fptosi %x6 : f32 to i64
      %a6 = arith.addi %a5, %y6 : i64
      %x7 = memref.load %p7[%i] : memref<31xf32>
      %y7 = arith.fptosi %x7 : f32 to i64
      %a7 = arith.addi %a6, %y7 : i64
      %x8 = memref.load %p8[%i] : memref<31xf32>
      %y8 = arith.fptosi %x8 : f32 to i64
      %a8 = arith.addi %a7, %y8 : i64
      %x9 = memref.load %p9[%i] : memref<31xf32>
      %y9 = arith.fptosi %x9 : f32 to i64
      %a9 = arith.addi %a8, %y9 : i64
      %x10 = memref.load %p10[%i] : memref<31xf32>
      %y10 = arith.fptosi %x10 : f32 to i64
      %a10 = arith.addi %a9, %y10 : i64
      %x11 = memref.load %p11[%i] : memref<31xf32>
      %y11 = arith.fptosi %x11 : f32 to i64
      %a11 = arith.addi %a10, %y11 : i64
      %x12 = memref.load %p12[%i] : memref<31xf32>
      %y12 = arith.fptosi %x12 : f32 to i64
      %a12 = arith.addi %a11, %y12 : i64
      %x13 = memref.load %p13[%i] : memref<31xf32>
      %y13 = arith.fptosi %x13 : f32 to i64
      %a13 = arith.addi %a12, %y13 : i64
      %x14 = memref.load %p14[%i] : memref<31xf32>
      %y14 = arith.fptosi %x14 : f32 to i64
      %a14 = arith.addi %a13, %y14 : i64
      %x15 = memref.load %p15[%i] : memref<31xf32>
      %y15 = arith.fptosi %x15 : f32 to i64
      %a15 = arith.addi %a14, %y15 : i64
      %x16 = memref.load %p16[%i] : memref<31xf32>
      %y16 = arith.fptosi %x16 : f32 to i64
      %a16 = arith.addi %a15, %y16 : i64
      %x17 = memref.load %p17[%i] : memref<31xf32>
      %y17 = arith.fptosi %x17 : f32 to i64
      %a17 = arith.addi %a16, %y17 : i64
      %x18 = memref.load %p18[%i] : memref<31xf32>
      %y18 = arith.fptosi %x18 : f32 to i64
      %a18 = arith.addi %a17, %y18 : i64
      %x19 = memref.load %p19[%i] : memref<31xf32>
      %y19 = arith.fptosi %x19 : f32 to i64
      %a19 = arith.addi %a18, %y19 : i64
      %x20 = memref.load %p20[%i] : memref<31xf32>
      %y20 = arith.fptosi %x20 : f32 to i64
      %a20 = arith.addi %a19, %y20 : i64
      %x21 = memref.load %p21[%i] : memref<31xf32>
      %y21 = arith.fptosi %x21 : f32 to i64
      %a21 = arith.addi %a20, %y21 : i64
      %x22 = memref.load %p22[%i] : memref<31xf32>
      %y22 = arith.fptosi %x22 : f32 to i64
      %a22 = arith.addi %a21, %y22 : i64
      %x23 = memref.load %p23[%i] : memref<31xf32>
      %y23 = arith.fptosi %x23 : f32 to i64
      %a23 = arith.addi %a22, %y23 : i64
      %x24 = memref.load %p24[%i] : memref<31xf32>
      %y24 = arith.fptosi %x24 : f32 to i64
      %a24 = arith.addi %a23, %y24 : i64
      %x25 = memref.load %p25[%i] : memref<31xf32>
      %y25 = arith.fptosi %x25 : f32 to i64
      %a25 = arith.addi %a24, %y25 : i64
      %x26 = memref.load %p26[%i] : memref<31xf32>
      %y26 = arith.fptosi %x26 : f32 to i64
      %a26 = arith.addi %a25, %y26 : i64
      %x27 = memref.load %p27[%i] : memref<31xf32>
      %y27 = arith.fptosi %x27 : f32 to i64
      %a27 = arith.addi %a26, %y27 : i64
      %x28 = memref.load %p28[%i] : memref<31xf32>
      %y28 = arith.fptosi %x28 : f32 to i64
      %a28 = arith.addi %a27, %y28 : i64
      %x29 = memref.load %p29[%i] : memref<31xf32>
      %y29 = arith.fptosi %x29 : f32 to i64
      %a29 = arith.addi %a28, %y29 : i64
      %x30 = memref.load %p30[%i] : memref<31xf32>
      %y30 = arith.fptosi %x30 : f32 to i64
      %a30 = arith.addi %a29, %y30 : i64
      %x31 = memref.load %p31[%i] : memref<31xf32>
      %y31 = arith.fptosi %x31 : f32 to i64
      %a31 = arith.addi %a30, %y31 : i64
      %x32 = memref.load %p32[%i] : memref<31xf32>
      %y32 = arith.fptosi %x32 : f32 to i64
      %a32 = arith.addi %a31, %y32 : i64
      %x33 = memref.load %p33[%i] : memref<31xf32>
      %y33 = arith.fptosi %x33 : f32 to i64
      %a33 = arith.addi %a32, %y33 : i64
      %x34 = memref.load %p34[%i] : memref<31xf32>
      %y34 = arith.fptosi %x34 : f32 to i64
      %a34 = arith.addi %a33, %y34 : i64
      %x35 = memref.load %p35[%i] : memref<31xf32>
      %y35 = arith.fptosi %x35 : f32 to i64
      %a35 = arith.addi %a34, %y35 : i64
      %x36 = memref.load %p36[%i] : memref<31xf32>
      %y36 = arith.fptosi %x36 : f32 to i64
      %a36 = arith.addi %a35, %y36 : i64
      %x37 = memref.load %p37[%i] : memref<31xf32>
      %y37 = arith.fptosi %x37 : f32 to i64
      %a37 = arith.addi %a36, %y37 : i64
      %x38 = memref.load %p38[%i] : memref<31xf32>
      %y38 = arith.fptosi %x38 : f32 to i64
      %a38 = arith.addi %a37, %y38 : i64
      %x39 = memref.load %p39[%i] : memref<31xf32>
      %y39 = arith.fptosi %x39 : f32 to i64
      %a39 = arith.addi %a38, %y39 : i64
      %x40 = memref.load %p40[%i] : memref<31xf32>
      %y40 = arith.fptosi %x40 : f32 to i64
      %a40 = arith.addi %a39, %y40 : i64
      %x41 = memref.load %p41[%i] : memref<31xf32>
      %y41 = arith.fptosi %x41 : f32 to i64
      %a41 = arith.addi %a40, %y41 : i64
      %x42 = memref.load %p42[%i] : memref<31xf32>
      %y42 = arith.fptosi %x42 : f32 to i64
      %a42 = arith.addi %a41, %y42 : i64
      %x43 = memref.load %p43[%i] : memref<31xf32>
      %y43 = arith.fptosi %x43 : f32 to i64
      %a43 = arith.addi %a42, %y43 : i64
      %x44 = memref.load %p44[%i] : memref<31xf32>
      %y44 = arith.fptosi %x44 : f32 to i64
      %a44 = arith.addi %a43, %y44 : i64
      %x45 = memref.load %p45[%i] : memref<31xf32>
      %y45 = arith.fptosi %x45 : f32 to i64
      %a45 = arith.addi %a44, %y45 : i64
      %x46 = memref.load %p46[%i] : memref<31xf32>
      %y46 = arith.fptosi %x46 : f32 to i64
      %a46 = arith.addi %a45, %y46 : i64
      %x47 = memref.load %p47[%i] : memref<31xf32>
      %y47 = arith.fptosi %x47 : f32 to i64
      %a47 = arith.addi %a46, %y47 : i64
      %x48 = memref.load %p48[%i] : memref<31xf32>
      %y48 = arith.fptosi %x48 : f32 to i64
      %a48 = arith.addi %a47, %y48 : i64
      %x49 = memref.load %p49[%i] : memref<31xf32>
      %y49 = arith.fptosi %x49 : f32 to i64
      %a49 = arith.addi %a48, %y49 : i64
      %x50 = memref.load %p50[%i] : memref<31xf32>
      %y50 = arith.fptosi %x50 : f32 to i64
      %a50 = arith.addi %a49, %y50 : i64
      %x51 = memref.load %p51[%i] : memref<31xf32>
      %y51 = arith.fptosi %x51 : f32 to i64
      %a51 = arith.addi %a50, %y51 : i64
      %x52 = memref.load %p52[%i] : memref<31xf32>
      %y52 = arith.fptosi %x52 : f32 to i64
      %a52 = arith.addi %a51, %y52 : i64
      %x53 = memref.load %p53[%i] : memref<31xf32>
      %y53 = arith.fptosi %x53 : f32 to i64
      %a53 = arith.addi %a52, %y53 : i64
      %x54 = memref.load %p54[%i] : memref<31xf32>
      %y54 = arith.fptosi %x54 : f32 to i64
      %a54 = arith.addi %a53, %y54 : i64
      %x55 = memref.load %p55[%i] : memref<31xf32>
      %y55 = arith.fptosi %x55 : f32 to i64
      %a55 = arith.addi %a54, %y55 : i64
      %x56 = memref.load %p56[%i] : memref<31xf32>
      %y56 = arith.fptosi %x56 : f32 to i64
      %a56 = arith.addi %a55, %y56 : i64
      %x57 = memref.load %p57[%i] : memref<31xf32>
      %y57 = arith.fptosi %x57 : f32 to i64
      %a57 = arith.addi %a56, %y57 : i64
      %x58 = memref.load %p58[%i] : memref<31xf32>
      %y58 = arith.fptosi %x58 : f32 to i64
      %a58 = arith.addi %a57, %y58 : i64
      %x59 = memref.load %p59[%i] : memref<31xf32>
      %y59 = arith.fptosi %x59 : f32 to i64
      %a59 = arith.addi %a58, %y59 : i64
      %x60 = memref.load %p60[%i] : memref<31xf32>
      %y60 = arith.fptosi %x60 : f32 to i64
      %a60 = arith.addi %a59, %y60 : i64
      %x61 = memref.load %p61[%i] : memref<31xf32>
      %y61 = arith.fptosi %x61 : f32 to i64
      %a61 = arith.addi %a60, %y61 : i64
      %x62 = memref.load %p62[%i] : memref<31xf32>
      %y62 = arith.fptosi %x62 : f32 to i64
      %a62 = arith.addi %a61, %y62 : i64
      %x63 = memref.load %p63[%i] : memref<31xf32>
      %y63 = arith.fptosi %x63 : f32 to i64
      %a63 = arith.addi %a62, %y63 : i64
      %x64 = memref.load %p64[%i] : memref<31xf32>
      %y64 = arith.fptosi %x64 : f32 to i64
      %a64 = arith.addi %a63, %y64 : i64
      %x65 = memref.load %p65[%i] : memref<31xf32>
      %y65 = arith.fptosi %x65 : f32 to i64
      %a65 = arith.addi %a64, %y65 : i64
      %x66 = memref.load %p66[%i] : memref<31xf32>
      %y66 = arith.fptosi %x66 : f32 to i64
      %a66 = arith.addi %a65, %y66 : i64
      %x67 = memref.load %p67[%i] : memref<31xf32>
      %y67 = arith.fptosi %x67 : f32 to i64
      %a67 = arith.addi %a66, %y67 : i64
      %x68 = memref.load %p68[%i] : memref<31xf32>
      %y68 = arith.fptosi %x68 : f32 to i64
      %a68 = arith.addi %a67, %y68 : i64
      %x69 = memref.load %p69[%i] : memref<31xf32>
      %y69 = arith.fptosi %x69 : f32 to i64
      %a69 = arith.addi %a68, %y69 : i64
      %x70 = memref.load %p70[%i] : memref<31xf32>
      %y70 = arith.fptosi %x70 : f32 to i64
      %a70 = arith.addi %a69, %y70 : i64
      %x71 = memref.load %p71[%i] : memref<31xf32>
      %y71 = arith.fptosi %x71 : f32 to i64
      %a71 = arith.addi %a70, %y71 : i64
      %x72 = memref.load %p72[%i] : memref<31xf32>
      %y72 = arith.fptosi %x72 : f32 to i64
      %a72 = arith.addi %a71, %y72 : i64
      %x73 = memref.load %p73[%i] : memref<31xf32>
      %y73 = arith.fptosi %x73 : f32 to i64
      %a73 = arith.addi %a72, %y73 : i64
      %x74 = memref.load %p74[%i] : memref<31xf32>
      %y74 = arith.fptosi %x74 : f32 to i64
      %a74 = arith.addi %a73, %y74 : i64
      %x75 = memref.load %p75[%i] : memref<31xf32>
      %y75 = arith.fptosi %x75 : f32 to i64
      %a75 = arith.addi %a74, %y75 : i64
      %x76 = memref.load %p76[%i] : memref<31xf32>
      %y76 = arith.fptosi %x76 : f32 to i64
      %a76 = arith.addi %a75, %y76 : i64
      %x77 = memref.load %p77[%i] : memref<31xf32>
      %y77 = arith.fptosi %x77 : f32 to i64
      %a77 = arith.addi %a76, %y77 : i64
      %x78 = memref.load %p78[%i] : memref<31xf32>
      %y78 = arith.fptosi %x78 : f32 to i64
      %a78 = arith.addi %a77, %y78 : i64
      %x79 = memref.load %p79[%i] : memref<31xf32>
      %y79 = arith.fptosi %x79 : f32 to i64
      %a79 = arith.addi %a78, %y79 : i64
      scf.yield %a79 : i64
    }
    %r = arith.addi %sum, %w : i64
    %g0 = arith.muli %bx, %cB : index
    %g = arith.addi %g0, %tx : index
    memref.store %r, %o[%g] : memref<?xi64>
    gpu.terminator
  }
  return
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 2048 : index
  %B = arith.constant 1024 : index
  %E = arith.constant 31 : index
  %o = memref.alloc(%n) : memref<?xi64>
  call @kern(%o, %B, %E) : (memref<?xi64>, index, index) -> ()
  %z = arith.constant 0 : i64
  %tot = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z) -> (i64) {
    %v = memref.load %o[%i] : memref<?xi64>
    %c13 = arith.constant 13 : index
    %m = arith.remui %i, %c13 : index
    %mi = arith.index_cast %m : index to i64
    %p = arith.muli %v, %mi : i64
    %a2 = arith.addi %a, %p : i64
    scf.yield %a2 : i64
  }
  vector.print %tot : i64
  return
}