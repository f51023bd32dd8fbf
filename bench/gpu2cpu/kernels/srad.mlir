// Speckle-reducing anisotropic diffusion (Rodinia "srad_v2", srad_cuda_1 and
// srad_cuda_2): a 2048x2048 f32 image J, 4 iterations, region of interest
// rows/columns 0..127, lambda as a parameter. Per iteration the host
// computes the ROI statistics serially (q0sqr), then launches two kernels
// on a 128x128 grid of 16x16-thread blocks:
//   srad_cuda_1: stages the rows above/below and the columns left/right of
//     the tile (clamped at the image border) and the tile itself in shared
//     memory (a barrier after each), computes the four directional
//     derivatives and the saturated diffusion coefficient of every pixel
//     (through shared memory, one more barrier) and writes dN/dS/dW/dE/c;
//   srad_cuda_2: stages J, the coefficients of the row below / column right
//     of the tile and the tile's coefficients (four barriers), computes the
//     divergence and the updated pixel into shared memory, synchronizes and
//     writes J.
// Rodinia picks each neighbour with a nine-way if/else chain over the tile
// position; here each neighbour is a select between the tile and the halo.
func.func @srad(%J: memref<2048x2048xf32>, %C: memref<2048x2048xf32>,
                %dN: memref<2048x2048xf32>, %dS: memref<2048x2048xf32>,
                %dW: memref<2048x2048xf32>, %dE: memref<2048x2048xf32>,
                %lambda: f32) attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c15 = arith.constant 15 : index
  %c16 = arith.constant 16 : index
  %c127 = arith.constant 127 : index
  %c128 = arith.constant 128 : index
  %c2047 = arith.constant 2047 : index
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
    scf.parallel (%bx, %by) = (%c0, %c0) to (%c128, %c128) step (%c1, %c1) {
      %temp = memref.alloca() : memref<16x16xf32>
      %temp_result = memref.alloca() : memref<16x16xf32>
      %north = memref.alloca() : memref<16x16xf32>
      %south = memref.alloca() : memref<16x16xf32>
      %east = memref.alloca() : memref<16x16xf32>
      %west = memref.alloca() : memref<16x16xf32>
      scf.parallel (%tx, %ty) = (%c0, %c0) to (%c16, %c16) step (%c1, %c1) {
        %by16 = arith.muli %by, %c16 : index
        %bx16 = arith.muli %bx, %c16 : index
        %row = arith.addi %by16, %ty : index
        %col = arith.addi %bx16, %tx : index
        // row above / below the tile, clamped to the image
        %top = arith.cmpi eq, %by, %c0 : index
        %above = arith.subi %by16, %c1 : index
        %nrow = arith.select %top, %c0, %above : index
        %bottom = arith.cmpi eq, %by, %c127 : index
        %below = arith.addi %by16, %c16 : index
        %srow = arith.select %bottom, %c2047, %below : index
        %nv = memref.load %J[%nrow, %col] : memref<2048x2048xf32>
        memref.store %nv, %north[%ty, %tx] : memref<16x16xf32>
        %sv = memref.load %J[%srow, %col] : memref<2048x2048xf32>
        memref.store %sv, %south[%ty, %tx] : memref<16x16xf32>
        stitch.barrier %tx, %ty
        // column left / right of the tile, clamped to the image
        %left = arith.cmpi eq, %bx, %c0 : index
        %lc = arith.subi %bx16, %c1 : index
        %wcol = arith.select %left, %c0, %lc : index
        %right = arith.cmpi eq, %bx, %c127 : index
        %rc = arith.addi %bx16, %c16 : index
        %ecol = arith.select %right, %c2047, %rc : index
        %wv = memref.load %J[%row, %wcol] : memref<2048x2048xf32>
        memref.store %wv, %west[%ty, %tx] : memref<16x16xf32>
        %ev = memref.load %J[%row, %ecol] : memref<2048x2048xf32>
        memref.store %ev, %east[%ty, %tx] : memref<16x16xf32>
        stitch.barrier %tx, %ty
        %jv = memref.load %J[%row, %col] : memref<2048x2048xf32>
        memref.store %jv, %temp[%ty, %tx] : memref<16x16xf32>
        stitch.barrier %tx, %ty
        %jc = memref.load %temp[%ty, %tx] : memref<16x16xf32>
        %tym1 = arith.subi %ty, %c1 : index
        %typ1 = arith.addi %ty, %c1 : index
        %txm1 = arith.subi %tx, %c1 : index
        %txp1 = arith.addi %tx, %c1 : index
        %firstRow = arith.cmpi eq, %ty, %c0 : index
        %lastRow = arith.cmpi eq, %ty, %c15 : index
        %firstCol = arith.cmpi eq, %tx, %c0 : index
        %lastCol = arith.cmpi eq, %tx, %c15 : index
        %tyN = arith.select %firstRow, %ty, %tym1 : index
        %tyS = arith.select %lastRow, %ty, %typ1 : index
        %txW = arith.select %firstCol, %tx, %txm1 : index
        %txE = arith.select %lastCol, %tx, %txp1 : index
        %nIn = memref.load %temp[%tyN, %tx] : memref<16x16xf32>
        %nHalo = memref.load %north[%ty, %tx] : memref<16x16xf32>
        %nJ = arith.select %firstRow, %nHalo, %nIn : f32
        %sIn = memref.load %temp[%tyS, %tx] : memref<16x16xf32>
        %sHalo = memref.load %south[%ty, %tx] : memref<16x16xf32>
        %sJ = arith.select %lastRow, %sHalo, %sIn : f32
        %wIn = memref.load %temp[%ty, %txW] : memref<16x16xf32>
        %wHalo = memref.load %west[%ty, %tx] : memref<16x16xf32>
        %wJ = arith.select %firstCol, %wHalo, %wIn : f32
        %eIn = memref.load %temp[%ty, %txE] : memref<16x16xf32>
        %eHalo = memref.load %east[%ty, %tx] : memref<16x16xf32>
        %eJ = arith.select %lastCol, %eHalo, %eIn : f32
        %n = arith.subf %nJ, %jc : f32
        %s = arith.subf %sJ, %jc : f32
        %w = arith.subf %wJ, %jc : f32
        %e = arith.subf %eJ, %jc : f32
        // g2 = (n^2 + s^2 + w^2 + e^2) / jc^2, l = (n + s + w + e) / jc
        %nn = arith.mulf %n, %n : f32
        %ss = arith.mulf %s, %s : f32
        %ww = arith.mulf %w, %w : f32
        %ee = arith.mulf %e, %e : f32
        %g0 = arith.addf %nn, %ss : f32
        %g1 = arith.addf %g0, %ww : f32
        %gs = arith.addf %g1, %ee : f32
        %jcjc = arith.mulf %jc, %jc : f32
        %g2 = arith.divf %gs, %jcjc : f32
        %l0 = arith.addf %n, %s : f32
        %l1 = arith.addf %l0, %w : f32
        %ls = arith.addf %l1, %e : f32
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
        // c = 1 / (1 + (qsqr - q0sqr) / (q0sqr (1 + q0sqr))), saturated to [0, 1]
        %dq = arith.subf %qsqr, %q0sqr : f32
        %dd = arith.divf %dq, %qden : f32
        %dd1 = arith.addf %one, %dd : f32
        %c = arith.divf %one, %dd1 : f32
        %neg = arith.cmpf olt, %c, %zero : f32
        %big = arith.cmpf ogt, %c, %one : f32
        %c1s = arith.select %big, %one, %c : f32
        %cs = arith.select %neg, %zero, %c1s : f32
        memref.store %cs, %temp_result[%ty, %tx] : memref<16x16xf32>
        stitch.barrier %tx, %ty
        %cv = memref.load %temp_result[%ty, %tx] : memref<16x16xf32>
        memref.store %cv, %C[%row, %col] : memref<2048x2048xf32>
        memref.store %e, %dE[%row, %col] : memref<2048x2048xf32>
        memref.store %w, %dW[%row, %col] : memref<2048x2048xf32>
        memref.store %s, %dS[%row, %col] : memref<2048x2048xf32>
        memref.store %n, %dN[%row, %col] : memref<2048x2048xf32>
        scf.reduce
      }
      scf.reduce
    }
    // srad_cuda_2
    %step = arith.mulf %quarter, %lambda : f32
    scf.parallel (%bx, %by) = (%c0, %c0) to (%c128, %c128) step (%c1, %c1) {
      %south_c = memref.alloca() : memref<16x16xf32>
      %east_c = memref.alloca() : memref<16x16xf32>
      %c_cuda_temp = memref.alloca() : memref<16x16xf32>
      %c_cuda_result = memref.alloca() : memref<16x16xf32>
      %temp = memref.alloca() : memref<16x16xf32>
      scf.parallel (%tx, %ty) = (%c0, %c0) to (%c16, %c16) step (%c1, %c1) {
        %by16 = arith.muli %by, %c16 : index
        %bx16 = arith.muli %bx, %c16 : index
        %row = arith.addi %by16, %ty : index
        %col = arith.addi %bx16, %tx : index
        %jv = memref.load %J[%row, %col] : memref<2048x2048xf32>
        memref.store %jv, %temp[%ty, %tx] : memref<16x16xf32>
        stitch.barrier %tx, %ty
        %bottom = arith.cmpi eq, %by, %c127 : index
        %below = arith.addi %by16, %c16 : index
        %srow = arith.select %bottom, %c2047, %below : index
        %sv = memref.load %C[%srow, %col] : memref<2048x2048xf32>
        memref.store %sv, %south_c[%ty, %tx] : memref<16x16xf32>
        stitch.barrier %tx, %ty
        %right = arith.cmpi eq, %bx, %c127 : index
        %rc = arith.addi %bx16, %c16 : index
        %ecol = arith.select %right, %c2047, %rc : index
        %ev = memref.load %C[%row, %ecol] : memref<2048x2048xf32>
        memref.store %ev, %east_c[%ty, %tx] : memref<16x16xf32>
        stitch.barrier %tx, %ty
        %cv = memref.load %C[%row, %col] : memref<2048x2048xf32>
        memref.store %cv, %c_cuda_temp[%ty, %tx] : memref<16x16xf32>
        stitch.barrier %tx, %ty
        %cc = memref.load %c_cuda_temp[%ty, %tx] : memref<16x16xf32>
        %typ1 = arith.addi %ty, %c1 : index
        %txp1 = arith.addi %tx, %c1 : index
        %lastRow = arith.cmpi eq, %ty, %c15 : index
        %lastCol = arith.cmpi eq, %tx, %c15 : index
        %tyS = arith.select %lastRow, %ty, %typ1 : index
        %txE = arith.select %lastCol, %tx, %txp1 : index
        %sIn = memref.load %c_cuda_temp[%tyS, %tx] : memref<16x16xf32>
        %sHalo = memref.load %south_c[%ty, %tx] : memref<16x16xf32>
        %cs = arith.select %lastRow, %sHalo, %sIn : f32
        %eIn = memref.load %c_cuda_temp[%ty, %txE] : memref<16x16xf32>
        %eHalo = memref.load %east_c[%ty, %tx] : memref<16x16xf32>
        %ce = arith.select %lastCol, %eHalo, %eIn : f32
        // d_sum = cn dN + cs dS + cw dW + ce dE with cn = cw = cc
        %n = memref.load %dN[%row, %col] : memref<2048x2048xf32>
        %s = memref.load %dS[%row, %col] : memref<2048x2048xf32>
        %w = memref.load %dW[%row, %col] : memref<2048x2048xf32>
        %e = memref.load %dE[%row, %col] : memref<2048x2048xf32>
        %pn = arith.mulf %cc, %n : f32
        %ps = arith.mulf %cs, %s : f32
        %pw = arith.mulf %cc, %w : f32
        %pe = arith.mulf %ce, %e : f32
        %d0 = arith.addf %pn, %ps : f32
        %d1 = arith.addf %d0, %pw : f32
        %d_sum = arith.addf %d1, %pe : f32
        %tj = memref.load %temp[%ty, %tx] : memref<16x16xf32>
        %upd = arith.mulf %step, %d_sum : f32
        %nj = arith.addf %tj, %upd : f32
        memref.store %nj, %c_cuda_result[%ty, %tx] : memref<16x16xf32>
        stitch.barrier %tx, %ty
        %res = memref.load %c_cuda_result[%ty, %tx] : memref<16x16xf32>
        memref.store %res, %J[%row, %col] : memref<2048x2048xf32>
        scf.reduce
      }
      scf.reduce
    }
  }
  return
}
