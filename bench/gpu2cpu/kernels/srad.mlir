// Speckle-reducing anisotropic diffusion (Rodinia "srad_v2", srad_cuda_1 and
// srad_cuda_2), in gpu.launch form: a 2048x2048 f32 image J, 4 iterations,
// region of interest rows/columns 0..127, lambda as a parameter. Per
// iteration the host computes the ROI statistics serially (q0sqr), then
// launches two kernels on a 128x128 grid of 16x16-thread blocks:
//   srad_cuda_1: stages the rows above/below and the columns left/right of
//     the tile and the tile itself in shared memory (a barrier after each),
//     picks each pixel's four neighbours with Rodinia's nine-way if/else
//     chain over the tile position (corners, edges, interior: tile or halo),
//     computes the four directional derivatives and the diffusion
//     coefficient, saturates it with Rodinia's if/else chain into shared
//     memory, synchronizes and writes dN/dS/dW/dE/c;
//   srad_cuda_2: stages J, the coefficients of the row below / column right
//     of the tile and the tile's coefficients (four barriers), picks the
//     south/east coefficients with Rodinia's four-way chain, computes the
//     divergence and the updated pixel into shared memory, synchronizes and
//     writes J.
// At the image border Rodinia loads the halo from outside the tile (outside
// the image: past either end of J at the corners) and overwrites it in an
// `if (by == 0) ... else if (by == gridDim.y - 1)` branch with the tile's
// own border row/column; here the out-of-image load sits in the branch's
// else side so that nothing reads outside J. Rodinia's double-precision
// literals (0.5, 1.0/16.0, .25) are f32 here, as in the OpenMP version.
!wg = memref<16x16xf32, #gpu.address_space<workgroup>>
func.func @srad(%J: memref<2048x2048xf32>, %C: memref<2048x2048xf32>,
                %dN: memref<2048x2048xf32>, %dS: memref<2048x2048xf32>,
                %dW: memref<2048x2048xf32>, %dE: memref<2048x2048xf32>,
                %lambda: f32) attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %c128 = arith.constant 128 : index
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %half = arith.constant 0.5 : f32
  %quarter = arith.constant 0.25 : f32
  %sixteenth = arith.constant 0.0625 : f32
  %sizeR = arith.constant 16384.0 : f32   // ROI: 128 x 128 pixels
  scf.for %iter = %c0 to %c4 step %c1 {
    // Host: statistics of the region of interest.
    %sums:2 = scf.for %r = %c0 to %c128 step %c1 iter_args(%s0 = %zero, %q0 = %zero) -> (f32, f32) {
      %rs:2 = scf.for %c = %c0 to %c128 step %c1 iter_args(%s = %s0, %q = %q0) -> (f32, f32) {
        %v = memref.load %J[%r, %c] : memref<2048x2048xf32>
        %s1 = arith.addf %s, %v : f32
        %vv = arith.mulf %v, %v : f32
        %q1 = arith.addf %q, %vv : f32
        scf.yield %s1, %q1 : f32, f32
      }
      scf.yield %rs#0, %rs#1 : f32, f32
    }
    %meanROI = arith.divf %sums#0, %sizeR : f32
    %meanSq = arith.mulf %meanROI, %meanROI : f32
    %m2 = arith.divf %sums#1, %sizeR : f32
    %varROI = arith.subf %m2, %meanSq : f32
    %q0sqr = arith.divf %varROI, %meanSq : f32
    %q0p1 = arith.addf %one, %q0sqr : f32
    %qden = arith.mulf %q0sqr, %q0p1 : f32
    // srad_cuda_1
    gpu.launch blocks(%bxa, %bya, %bza) in (%gx = %c128, %gy = %c128, %gz = %c1)
               threads(%txa, %tya, %tza) in (%sx = %c16, %sy = %c16, %sz = %c1)
               workgroup(%temp : !wg, %temp_result : !wg, %north : !wg,
                         %south : !wg, %east : !wg, %west : !wg) {
    %bx = gpu.block_id x
    %by = gpu.block_id y
    %tx = gpu.thread_id x
    %ty = gpu.thread_id y
    %gridY = gpu.grid_dim y
    %gridX = gpu.grid_dim x
    %c15 = arith.constant 15 : index
    %by16 = arith.muli %by, %c16 : index
    %bx16 = arith.muli %bx, %c16 : index
    %row = arith.addi %by16, %ty : index
    %col = arith.addi %bx16, %tx : index
    %lastBy = arith.subi %gridY, %c1 : index
    %lastBx = arith.subi %gridX, %c1 : index
    // north[ty][tx] = J[index_n]; south[ty][tx] = J[index_s];
    // if (by == 0) north = row 0; else if (by == gridDim.y - 1) south = last row
    %above = arith.subi %by16, %c1 : index
    %below = arith.addi %by16, %c16 : index
    %lastRowImg = arith.addi %by16, %c15 : index
    %top = arith.cmpi eq, %by, %c0 : index
    scf.if %top {
      %nv = memref.load %J[%by16, %col] : memref<2048x2048xf32>
      memref.store %nv, %north[%ty, %tx] : !wg
      %sv = memref.load %J[%below, %col] : memref<2048x2048xf32>
      memref.store %sv, %south[%ty, %tx] : !wg
    } else {
      %nv = memref.load %J[%above, %col] : memref<2048x2048xf32>
      memref.store %nv, %north[%ty, %tx] : !wg
      %bottom = arith.cmpi eq, %by, %lastBy : index
      scf.if %bottom {
        %sv = memref.load %J[%lastRowImg, %col] : memref<2048x2048xf32>
        memref.store %sv, %south[%ty, %tx] : !wg
      } else {
        %sv = memref.load %J[%below, %col] : memref<2048x2048xf32>
        memref.store %sv, %south[%ty, %tx] : !wg
      }
    }
    gpu.barrier
    // west/east: the column left/right of the tile; at the image border the
    // tile's own first/last column
    %left = arith.subi %bx16, %c1 : index
    %right = arith.addi %bx16, %c16 : index
    %lastColImg = arith.addi %bx16, %c15 : index
    %leftmost = arith.cmpi eq, %bx, %c0 : index
    scf.if %leftmost {
      %wv = memref.load %J[%row, %bx16] : memref<2048x2048xf32>
      memref.store %wv, %west[%ty, %tx] : !wg
      %ev = memref.load %J[%row, %right] : memref<2048x2048xf32>
      memref.store %ev, %east[%ty, %tx] : !wg
    } else {
      %wv = memref.load %J[%row, %left] : memref<2048x2048xf32>
      memref.store %wv, %west[%ty, %tx] : !wg
      %rightmost = arith.cmpi eq, %bx, %lastBx : index
      scf.if %rightmost {
        %ev = memref.load %J[%row, %lastColImg] : memref<2048x2048xf32>
        memref.store %ev, %east[%ty, %tx] : !wg
      } else {
        %ev = memref.load %J[%row, %right] : memref<2048x2048xf32>
        memref.store %ev, %east[%ty, %tx] : !wg
      }
    }
    gpu.barrier
    %jv = memref.load %J[%row, %col] : memref<2048x2048xf32>
    memref.store %jv, %temp[%ty, %tx] : !wg
    gpu.barrier
    %jc = memref.load %temp[%ty, %tx] : !wg
    %tym1 = arith.subi %ty, %c1 : index
    %typ1 = arith.addi %ty, %c1 : index
    %txm1 = arith.subi %tx, %c1 : index
    %txp1 = arith.addi %tx, %c1 : index
    %ty0 = arith.cmpi eq, %ty, %c0 : index
    %tyL = arith.cmpi eq, %ty, %c15 : index
    %tx0 = arith.cmpi eq, %tx, %c0 : index
    %txL = arith.cmpi eq, %tx, %c15 : index
    %is_nw = arith.andi %ty0, %tx0 : i1
    %is_ne = arith.andi %ty0, %txL : i1
    %is_se = arith.andi %tyL, %txL : i1
    %is_sw = arith.andi %tyL, %tx0 : i1
    %nswe:4 = scf.if %is_nw -> (f32, f32, f32, f32) {
      %n_0_l = memref.load %north[%ty, %tx] : !wg
      %n_0 = arith.subf %n_0_l, %jc : f32
      %s_0_l = memref.load %temp[%typ1, %tx] : !wg
      %s_0 = arith.subf %s_0_l, %jc : f32
      %w_0_l = memref.load %west[%ty, %tx] : !wg
      %w_0 = arith.subf %w_0_l, %jc : f32
      %e_0_l = memref.load %temp[%ty, %txp1] : !wg
      %e_0 = arith.subf %e_0_l, %jc : f32
      scf.yield %n_0, %s_0, %w_0, %e_0 : f32, f32, f32, f32
    } else {
      %r1:4 = scf.if %is_ne -> (f32, f32, f32, f32) {
        %n_1_l = memref.load %north[%ty, %tx] : !wg
        %n_1 = arith.subf %n_1_l, %jc : f32
        %s_1_l = memref.load %temp[%typ1, %tx] : !wg
        %s_1 = arith.subf %s_1_l, %jc : f32
        %w_1_l = memref.load %temp[%ty, %txm1] : !wg
        %w_1 = arith.subf %w_1_l, %jc : f32
        %e_1_l = memref.load %east[%ty, %tx] : !wg
        %e_1 = arith.subf %e_1_l, %jc : f32
        scf.yield %n_1, %s_1, %w_1, %e_1 : f32, f32, f32, f32
      } else {
        %r2:4 = scf.if %is_se -> (f32, f32, f32, f32) {
          %n_2_l = memref.load %temp[%tym1, %tx] : !wg
          %n_2 = arith.subf %n_2_l, %jc : f32
          %s_2_l = memref.load %south[%ty, %tx] : !wg
          %s_2 = arith.subf %s_2_l, %jc : f32
          %w_2_l = memref.load %temp[%ty, %txm1] : !wg
          %w_2 = arith.subf %w_2_l, %jc : f32
          %e_2_l = memref.load %east[%ty, %tx] : !wg
          %e_2 = arith.subf %e_2_l, %jc : f32
          scf.yield %n_2, %s_2, %w_2, %e_2 : f32, f32, f32, f32
        } else {
          %r3:4 = scf.if %is_sw -> (f32, f32, f32, f32) {
            %n_3_l = memref.load %temp[%tym1, %tx] : !wg
            %n_3 = arith.subf %n_3_l, %jc : f32
            %s_3_l = memref.load %south[%ty, %tx] : !wg
            %s_3 = arith.subf %s_3_l, %jc : f32
            %w_3_l = memref.load %west[%ty, %tx] : !wg
            %w_3 = arith.subf %w_3_l, %jc : f32
            %e_3_l = memref.load %temp[%ty, %txp1] : !wg
            %e_3 = arith.subf %e_3_l, %jc : f32
            scf.yield %n_3, %s_3, %w_3, %e_3 : f32, f32, f32, f32
          } else {
            %r4:4 = scf.if %ty0 -> (f32, f32, f32, f32) {
              %n_4_l = memref.load %north[%ty, %tx] : !wg
              %n_4 = arith.subf %n_4_l, %jc : f32
              %s_4_l = memref.load %temp[%typ1, %tx] : !wg
              %s_4 = arith.subf %s_4_l, %jc : f32
              %w_4_l = memref.load %temp[%ty, %txm1] : !wg
              %w_4 = arith.subf %w_4_l, %jc : f32
              %e_4_l = memref.load %temp[%ty, %txp1] : !wg
              %e_4 = arith.subf %e_4_l, %jc : f32
              scf.yield %n_4, %s_4, %w_4, %e_4 : f32, f32, f32, f32
            } else {
              %r5:4 = scf.if %txL -> (f32, f32, f32, f32) {
                %n_5_l = memref.load %temp[%tym1, %tx] : !wg
                %n_5 = arith.subf %n_5_l, %jc : f32
                %s_5_l = memref.load %temp[%typ1, %tx] : !wg
                %s_5 = arith.subf %s_5_l, %jc : f32
                %w_5_l = memref.load %temp[%ty, %txm1] : !wg
                %w_5 = arith.subf %w_5_l, %jc : f32
                %e_5_l = memref.load %east[%ty, %tx] : !wg
                %e_5 = arith.subf %e_5_l, %jc : f32
                scf.yield %n_5, %s_5, %w_5, %e_5 : f32, f32, f32, f32
              } else {
                %r6:4 = scf.if %tyL -> (f32, f32, f32, f32) {
                  %n_6_l = memref.load %temp[%tym1, %tx] : !wg
                  %n_6 = arith.subf %n_6_l, %jc : f32
                  %s_6_l = memref.load %south[%ty, %tx] : !wg
                  %s_6 = arith.subf %s_6_l, %jc : f32
                  %w_6_l = memref.load %temp[%ty, %txm1] : !wg
                  %w_6 = arith.subf %w_6_l, %jc : f32
                  %e_6_l = memref.load %temp[%ty, %txp1] : !wg
                  %e_6 = arith.subf %e_6_l, %jc : f32
                  scf.yield %n_6, %s_6, %w_6, %e_6 : f32, f32, f32, f32
                } else {
                  %r7:4 = scf.if %tx0 -> (f32, f32, f32, f32) {
                    %n_7_l = memref.load %temp[%tym1, %tx] : !wg
                    %n_7 = arith.subf %n_7_l, %jc : f32
                    %s_7_l = memref.load %temp[%typ1, %tx] : !wg
                    %s_7 = arith.subf %s_7_l, %jc : f32
                    %w_7_l = memref.load %west[%ty, %tx] : !wg
                    %w_7 = arith.subf %w_7_l, %jc : f32
                    %e_7_l = memref.load %temp[%ty, %txp1] : !wg
                    %e_7 = arith.subf %e_7_l, %jc : f32
                    scf.yield %n_7, %s_7, %w_7, %e_7 : f32, f32, f32, f32
                  } else {
                    %n_8_l = memref.load %temp[%tym1, %tx] : !wg
                    %n_8 = arith.subf %n_8_l, %jc : f32
                    %s_8_l = memref.load %temp[%typ1, %tx] : !wg
                    %s_8 = arith.subf %s_8_l, %jc : f32
                    %w_8_l = memref.load %temp[%ty, %txm1] : !wg
                    %w_8 = arith.subf %w_8_l, %jc : f32
                    %e_8_l = memref.load %temp[%ty, %txp1] : !wg
                    %e_8 = arith.subf %e_8_l, %jc : f32
                    scf.yield %n_8, %s_8, %w_8, %e_8 : f32, f32, f32, f32
                  }
                  scf.yield %r7#0, %r7#1, %r7#2, %r7#3 : f32, f32, f32, f32
                }
                scf.yield %r6#0, %r6#1, %r6#2, %r6#3 : f32, f32, f32, f32
              }
              scf.yield %r5#0, %r5#1, %r5#2, %r5#3 : f32, f32, f32, f32
            }
            scf.yield %r4#0, %r4#1, %r4#2, %r4#3 : f32, f32, f32, f32
          }
          scf.yield %r3#0, %r3#1, %r3#2, %r3#3 : f32, f32, f32, f32
        }
        scf.yield %r2#0, %r2#1, %r2#2, %r2#3 : f32, f32, f32, f32
      }
      scf.yield %r1#0, %r1#1, %r1#2, %r1#3 : f32, f32, f32, f32
    }
    // g2 = (n^2 + s^2 + w^2 + e^2) / jc^2, l = (n + s + w + e) / jc
    %nn = arith.mulf %nswe#0, %nswe#0 : f32
    %ss = arith.mulf %nswe#1, %nswe#1 : f32
    %ww = arith.mulf %nswe#2, %nswe#2 : f32
    %ee = arith.mulf %nswe#3, %nswe#3 : f32
    %g0 = arith.addf %nn, %ss : f32
    %g1 = arith.addf %g0, %ww : f32
    %gs = arith.addf %g1, %ee : f32
    %jcjc = arith.mulf %jc, %jc : f32
    %g2 = arith.divf %gs, %jcjc : f32
    %l0 = arith.addf %nswe#0, %nswe#1 : f32
    %l1 = arith.addf %l0, %nswe#2 : f32
    %ls = arith.addf %l1, %nswe#3 : f32
    %l = arith.divf %ls, %jc : f32
    // num = 0.5 g2 - l^2 / 16, den = 1 + l / 4, qsqr = num / den^2
    %hg2 = arith.mulf %half, %g2 : f32
    %ll = arith.mulf %l, %l : f32
    %ll16 = arith.mulf %sixteenth, %ll : f32
    %num = arith.subf %hg2, %ll16 : f32
    %ql = arith.mulf %quarter, %l : f32
    %den = arith.addf %one, %ql : f32
    %den2 = arith.mulf %den, %den : f32
    %qsqr = arith.divf %num, %den2 : f32
    // c = 1 / (1 + (qsqr - q0sqr) / (q0sqr (1 + q0sqr)))
    %dq = arith.subf %qsqr, %q0sqr : f32
    %dd = arith.divf %dq, %qden : f32
    %dd1 = arith.addf %one, %dd : f32
    %c = arith.divf %one, %dd1 : f32
    // saturate: if (c < 0) 0; else if (c > 1) 1; else c
    %neg = arith.cmpf olt, %c, %zero : f32
    scf.if %neg {
      memref.store %zero, %temp_result[%ty, %tx] : !wg
    } else {
      %big = arith.cmpf ogt, %c, %one : f32
      scf.if %big {
        memref.store %one, %temp_result[%ty, %tx] : !wg
      } else {
        memref.store %c, %temp_result[%ty, %tx] : !wg
      }
    }
    gpu.barrier
    %cv = memref.load %temp_result[%ty, %tx] : !wg
    memref.store %cv, %C[%row, %col] : memref<2048x2048xf32>
    memref.store %nswe#3, %dE[%row, %col] : memref<2048x2048xf32>
    memref.store %nswe#2, %dW[%row, %col] : memref<2048x2048xf32>
    memref.store %nswe#1, %dS[%row, %col] : memref<2048x2048xf32>
    memref.store %nswe#0, %dN[%row, %col] : memref<2048x2048xf32>
    gpu.terminator
    }
    // srad_cuda_2
    %step = arith.mulf %quarter, %lambda : f32
    gpu.launch blocks(%bxa, %bya, %bza) in (%gx = %c128, %gy = %c128, %gz = %c1)
               threads(%txa, %tya, %tza) in (%sx = %c16, %sy = %c16, %sz = %c1)
               workgroup(%south_c : !wg, %east_c : !wg, %c_cuda_temp : !wg,
                         %c_cuda_result : !wg, %temp : !wg) {
    %bx = gpu.block_id x
    %by = gpu.block_id y
    %tx = gpu.thread_id x
    %ty = gpu.thread_id y
    %gridY = gpu.grid_dim y
    %gridX = gpu.grid_dim x
    %c15 = arith.constant 15 : index
    %by16 = arith.muli %by, %c16 : index
    %bx16 = arith.muli %bx, %c16 : index
    %row = arith.addi %by16, %ty : index
    %col = arith.addi %bx16, %tx : index
    %lastBy = arith.subi %gridY, %c1 : index
    %lastBx = arith.subi %gridX, %c1 : index
    %jv = memref.load %J[%row, %col] : memref<2048x2048xf32>
    memref.store %jv, %temp[%ty, %tx] : !wg
    gpu.barrier
    // south_c = C[index_s]; if (by == gridDim.y - 1) south_c = last row
    %bottom = arith.cmpi eq, %by, %lastBy : index
    scf.if %bottom {
      %lastRowImg = arith.addi %by16, %c15 : index
      %sv = memref.load %C[%lastRowImg, %col] : memref<2048x2048xf32>
      memref.store %sv, %south_c[%ty, %tx] : !wg
    } else {
      %below = arith.addi %by16, %c16 : index
      %sv = memref.load %C[%below, %col] : memref<2048x2048xf32>
      memref.store %sv, %south_c[%ty, %tx] : !wg
    }
    gpu.barrier
    %rightmost = arith.cmpi eq, %bx, %lastBx : index
    scf.if %rightmost {
      %lastColImg = arith.addi %bx16, %c15 : index
      %ev = memref.load %C[%row, %lastColImg] : memref<2048x2048xf32>
      memref.store %ev, %east_c[%ty, %tx] : !wg
    } else {
      %right = arith.addi %bx16, %c16 : index
      %ev = memref.load %C[%row, %right] : memref<2048x2048xf32>
      memref.store %ev, %east_c[%ty, %tx] : !wg
    }
    gpu.barrier
    %cv = memref.load %C[%row, %col] : memref<2048x2048xf32>
    memref.store %cv, %c_cuda_temp[%ty, %tx] : !wg
    gpu.barrier
    %cc = memref.load %c_cuda_temp[%ty, %tx] : !wg
    %typ1 = arith.addi %ty, %c1 : index
    %txp1 = arith.addi %tx, %c1 : index
    %tyL = arith.cmpi eq, %ty, %c15 : index
    %txL = arith.cmpi eq, %tx, %c15 : index
    %is_se = arith.andi %tyL, %txL : i1
    %cse:2 = scf.if %is_se -> (f32, f32) {
      %cs_0_l = memref.load %south_c[%ty, %tx] : !wg
      %ce_0_l = memref.load %east_c[%ty, %tx] : !wg
      scf.yield %cs_0_l, %ce_0_l : f32, f32
    } else {
      %r1:2 = scf.if %txL -> (f32, f32) {
        %cs_1_l = memref.load %c_cuda_temp[%typ1, %tx] : !wg
        %ce_1_l = memref.load %east_c[%ty, %tx] : !wg
        scf.yield %cs_1_l, %ce_1_l : f32, f32
      } else {
        %r2:2 = scf.if %tyL -> (f32, f32) {
          %cs_2_l = memref.load %south_c[%ty, %tx] : !wg
          %ce_2_l = memref.load %c_cuda_temp[%ty, %txp1] : !wg
          scf.yield %cs_2_l, %ce_2_l : f32, f32
        } else {
          %cs_3_l = memref.load %c_cuda_temp[%typ1, %tx] : !wg
          %ce_3_l = memref.load %c_cuda_temp[%ty, %txp1] : !wg
          scf.yield %cs_3_l, %ce_3_l : f32, f32
        }
        scf.yield %r2#0, %r2#1 : f32, f32
      }
      scf.yield %r1#0, %r1#1 : f32, f32
    }
    // d_sum = cn dN + cs dS + cw dW + ce dE with cn = cw = cc
    %n = memref.load %dN[%row, %col] : memref<2048x2048xf32>
    %s = memref.load %dS[%row, %col] : memref<2048x2048xf32>
    %w = memref.load %dW[%row, %col] : memref<2048x2048xf32>
    %e = memref.load %dE[%row, %col] : memref<2048x2048xf32>
    %pn = arith.mulf %cc, %n : f32
    %ps = arith.mulf %cse#0, %s : f32
    %pw = arith.mulf %cc, %w : f32
    %pe = arith.mulf %cse#1, %e : f32
    %d0 = arith.addf %pn, %ps : f32
    %d1 = arith.addf %d0, %pw : f32
    %d_sum = arith.addf %d1, %pe : f32
    %tj = memref.load %temp[%ty, %tx] : !wg
    %upd = arith.mulf %step, %d_sum : f32
    %nj = arith.addf %tj, %upd : f32
    memref.store %nj, %c_cuda_result[%ty, %tx] : !wg
    gpu.barrier
    %res = memref.load %c_cuda_result[%ty, %tx] : !wg
    memref.store %res, %J[%row, %col] : memref<2048x2048xf32>
    gpu.terminator
    }
  }
  return
}
