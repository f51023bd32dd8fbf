// Sequence alignment (Rodinia "nw", Needleman-Wunsch with needle_cuda_shared_1
// and _2): a 4096x4096 score matrix (plus its border row and column, 4097^2
// i32) in 256x256 tiles of 16x16, processed along anti-diagonals of tiles.
// One block of 16 threads per tile on the current anti-diagonal: it loads
// the tile's reference scores and its north/west borders into shared memory,
// then sweeps the tile's own anti-diagonals (thread tx fills column tx+1),
// with a barrier after each (barriers in two scf.for loops), and writes the
// tile back. The host loops launch kernel 1 for the upper-left half of the
// tile diagonals (i = 1 .. 256 blocks) then kernel 2 for the lower-right
// half (i = 255 .. 1 blocks). %m must hold the border on entry: m[i][0] =
// -i * penalty, m[0][j] = -j * penalty.
func.func @nw(%reference: memref<4097x4097xi32>, %m: memref<4097x4097xi32>, %penalty: i32)
    attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c14 = arith.constant 14 : index
  %c15 = arith.constant 15 : index
  %c16 = arith.constant 16 : index
  %c256 = arith.constant 256 : index
  %c257 = arith.constant 257 : index
  // block_width = 256 tiles per dimension
  scf.for %i = %c1 to %c257 step %c1 {
    scf.parallel (%bx_1) = (%c0) to (%i) step (%c1) {
      %temp_1 = memref.alloca() : memref<17x17xi32>
      %ref_1 = memref.alloca() : memref<16x16xi32>
      scf.parallel (%tx_1) = (%c0) to (%c16) step (%c1) {
        // needle_cuda_shared_1: b_index_x = bx, b_index_y = i - 1 - bx
        %im1 = arith.subi %i, %c1 : index
        %b_index_y_1 = arith.subi %im1, %bx_1 : index
        // north-west corner of the tile: (16 * b_index_y, 16 * b_index_x)
        %tileRow_1 = arith.muli %b_index_y_1, %c16 : index
        %tileCol_1 = arith.muli %bx_1, %c16 : index
        %row1_1 = arith.addi %tileRow_1, %c1 : index
        %col1_1 = arith.addi %tileCol_1, %c1 : index
        %col_1 = arith.addi %col1_1, %tx_1 : index
        %txp1_1 = arith.addi %tx_1, %c1 : index
        %isFirst_1 = arith.cmpi eq, %tx_1, %c0 : index
        scf.if %isFirst_1 {
          %v = memref.load %m[%tileRow_1, %tileCol_1] : memref<4097x4097xi32>
          memref.store %v, %temp_1[%c0, %c0] : memref<17x17xi32>
        }
        scf.for %ty = %c0 to %c16 step %c1 {
          %row = arith.addi %row1_1, %ty : index
          %v = memref.load %reference[%row, %col_1] : memref<4097x4097xi32>
          memref.store %v, %ref_1[%ty, %tx_1] : memref<16x16xi32>
        }
        stitch.barrier %tx_1
        %wrow_1 = arith.addi %row1_1, %tx_1 : index
        %wv_1 = memref.load %m[%wrow_1, %tileCol_1] : memref<4097x4097xi32>
        memref.store %wv_1, %temp_1[%txp1_1, %c0] : memref<17x17xi32>
        stitch.barrier %tx_1
        %nv_1 = memref.load %m[%tileRow_1, %col_1] : memref<4097x4097xi32>
        memref.store %nv_1, %temp_1[%c0, %txp1_1] : memref<17x17xi32>
        stitch.barrier %tx_1
        // upper-left triangle of the tile, one anti-diagonal per step
        scf.for %mm = %c0 to %c16 step %c1 {
          %active = arith.cmpi ule, %tx_1, %mm : index
          scf.if %active {
            %y0 = arith.subi %mm, %tx_1 : index
            %y = arith.addi %y0, %c1 : index
            %ym1 = arith.subi %y, %c1 : index
            %xm1 = arith.subi %txp1_1, %c1 : index
            %nw = memref.load %temp_1[%ym1, %xm1] : memref<17x17xi32>
            %rv = memref.load %ref_1[%ym1, %xm1] : memref<16x16xi32>
            %w = memref.load %temp_1[%y, %xm1] : memref<17x17xi32>
            %n = memref.load %temp_1[%ym1, %txp1_1] : memref<17x17xi32>
            %a = arith.addi %nw, %rv : i32
            %b = arith.subi %w, %penalty : i32
            %c = arith.subi %n, %penalty : i32
            %ab = arith.maxsi %a, %b : i32
            %abc = arith.maxsi %ab, %c : i32
            memref.store %abc, %temp_1[%y, %txp1_1] : memref<17x17xi32>
          }
          stitch.barrier %tx_1
        }
        // lower-right triangle: m = 14 down to 0
        scf.for %k = %c0 to %c15 step %c1 {
          %mm = arith.subi %c14, %k : index
          %active = arith.cmpi ule, %tx_1, %mm : index
          scf.if %active {
            %x0 = arith.subi %c16, %mm : index
            %xx = arith.addi %tx_1, %x0 : index
            %yy = arith.subi %c16, %tx_1 : index
            %ym1 = arith.subi %yy, %c1 : index
            %xm1 = arith.subi %xx, %c1 : index
            %nw = memref.load %temp_1[%ym1, %xm1] : memref<17x17xi32>
            %rv = memref.load %ref_1[%ym1, %xm1] : memref<16x16xi32>
            %w = memref.load %temp_1[%yy, %xm1] : memref<17x17xi32>
            %n = memref.load %temp_1[%ym1, %xx] : memref<17x17xi32>
            %a = arith.addi %nw, %rv : i32
            %b = arith.subi %w, %penalty : i32
            %c = arith.subi %n, %penalty : i32
            %ab = arith.maxsi %a, %b : i32
            %abc = arith.maxsi %ab, %c : i32
            memref.store %abc, %temp_1[%yy, %xx] : memref<17x17xi32>
          }
          stitch.barrier %tx_1
        }
        scf.for %ty = %c0 to %c16 step %c1 {
          %row = arith.addi %row1_1, %ty : index
          %typ1 = arith.addi %ty, %c1 : index
          %v = memref.load %temp_1[%typ1, %txp1_1] : memref<17x17xi32>
          memref.store %v, %m[%row, %col_1] : memref<4097x4097xi32>
        }
        scf.reduce
      }
      scf.reduce
    }
  }
  // i = block_width - 1 down to 1
  scf.for %ii = %c1 to %c256 step %c1 {
    %i2 = arith.subi %c256, %ii : index
    scf.parallel (%bx_2) = (%c0) to (%i2) step (%c1) {
      %temp_2 = memref.alloca() : memref<17x17xi32>
      %ref_2 = memref.alloca() : memref<16x16xi32>
      scf.parallel (%tx_2) = (%c0) to (%c16) step (%c1) {
        // needle_cuda_shared_2: b_index_x = bx + block_width - i,
        // b_index_y = block_width - bx - 1
        %bwi = arith.subi %c256, %i2 : index
        %b_index_x_2 = arith.addi %bx_2, %bwi : index
        %bwm1 = arith.subi %c256, %c1 : index
        %b_index_y_2 = arith.subi %bwm1, %bx_2 : index
        // north-west corner of the tile: (16 * b_index_y, 16 * b_index_x)
        %tileRow_2 = arith.muli %b_index_y_2, %c16 : index
        %tileCol_2 = arith.muli %b_index_x_2, %c16 : index
        %row1_2 = arith.addi %tileRow_2, %c1 : index
        %col1_2 = arith.addi %tileCol_2, %c1 : index
        %col_2 = arith.addi %col1_2, %tx_2 : index
        %txp1_2 = arith.addi %tx_2, %c1 : index
        %isFirst_2 = arith.cmpi eq, %tx_2, %c0 : index
        scf.if %isFirst_2 {
          %v = memref.load %m[%tileRow_2, %tileCol_2] : memref<4097x4097xi32>
          memref.store %v, %temp_2[%c0, %c0] : memref<17x17xi32>
        }
        scf.for %ty = %c0 to %c16 step %c1 {
          %row = arith.addi %row1_2, %ty : index
          %v = memref.load %reference[%row, %col_2] : memref<4097x4097xi32>
          memref.store %v, %ref_2[%ty, %tx_2] : memref<16x16xi32>
        }
        stitch.barrier %tx_2
        %wrow_2 = arith.addi %row1_2, %tx_2 : index
        %wv_2 = memref.load %m[%wrow_2, %tileCol_2] : memref<4097x4097xi32>
        memref.store %wv_2, %temp_2[%txp1_2, %c0] : memref<17x17xi32>
        stitch.barrier %tx_2
        %nv_2 = memref.load %m[%tileRow_2, %col_2] : memref<4097x4097xi32>
        memref.store %nv_2, %temp_2[%c0, %txp1_2] : memref<17x17xi32>
        stitch.barrier %tx_2
        // upper-left triangle of the tile, one anti-diagonal per step
        scf.for %mm = %c0 to %c16 step %c1 {
          %active = arith.cmpi ule, %tx_2, %mm : index
          scf.if %active {
            %y0 = arith.subi %mm, %tx_2 : index
            %y = arith.addi %y0, %c1 : index
            %ym1 = arith.subi %y, %c1 : index
            %xm1 = arith.subi %txp1_2, %c1 : index
            %nw = memref.load %temp_2[%ym1, %xm1] : memref<17x17xi32>
            %rv = memref.load %ref_2[%ym1, %xm1] : memref<16x16xi32>
            %w = memref.load %temp_2[%y, %xm1] : memref<17x17xi32>
            %n = memref.load %temp_2[%ym1, %txp1_2] : memref<17x17xi32>
            %a = arith.addi %nw, %rv : i32
            %b = arith.subi %w, %penalty : i32
            %c = arith.subi %n, %penalty : i32
            %ab = arith.maxsi %a, %b : i32
            %abc = arith.maxsi %ab, %c : i32
            memref.store %abc, %temp_2[%y, %txp1_2] : memref<17x17xi32>
          }
          stitch.barrier %tx_2
        }
        // lower-right triangle: m = 14 down to 0
        scf.for %k = %c0 to %c15 step %c1 {
          %mm = arith.subi %c14, %k : index
          %active = arith.cmpi ule, %tx_2, %mm : index
          scf.if %active {
            %x0 = arith.subi %c16, %mm : index
            %xx = arith.addi %tx_2, %x0 : index
            %yy = arith.subi %c16, %tx_2 : index
            %ym1 = arith.subi %yy, %c1 : index
            %xm1 = arith.subi %xx, %c1 : index
            %nw = memref.load %temp_2[%ym1, %xm1] : memref<17x17xi32>
            %rv = memref.load %ref_2[%ym1, %xm1] : memref<16x16xi32>
            %w = memref.load %temp_2[%yy, %xm1] : memref<17x17xi32>
            %n = memref.load %temp_2[%ym1, %xx] : memref<17x17xi32>
            %a = arith.addi %nw, %rv : i32
            %b = arith.subi %w, %penalty : i32
            %c = arith.subi %n, %penalty : i32
            %ab = arith.maxsi %a, %b : i32
            %abc = arith.maxsi %ab, %c : i32
            memref.store %abc, %temp_2[%yy, %xx] : memref<17x17xi32>
          }
          stitch.barrier %tx_2
        }
        scf.for %ty = %c0 to %c16 step %c1 {
          %row = arith.addi %row1_2, %ty : index
          %typ1 = arith.addi %ty, %c1 : index
          %v = memref.load %temp_2[%typ1, %txp1_2] : memref<17x17xi32>
          memref.store %v, %m[%row, %col_2] : memref<4097x4097xi32>
        }
        scf.reduce
      }
      scf.reduce
    }
  }
  return
}
