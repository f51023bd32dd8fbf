// LU decomposition without pivoting, in place (Rodinia "lud", lud_cuda): a
// 1536x1536 f32 matrix in 16-wide steps. Per step `offset` the host launches
//   lud_diagonal:  1 block of 16 threads factors the 16x16 diagonal tile in
//                  shared memory (an scf.for over its columns, two barriers
//                  per column);
//   lud_perimeter: one block of 32 threads per tile right of / below the
//                  diagonal tile: threads 0-15 solve a row tile (U), threads
//                  16-31 a column tile (L), with the diagonal tile in shared
//                  memory;
//   lud_internal:  one 16x16 block per trailing tile: subtract the product
//                  of its perimeter row and column tiles.
// The last step's perimeter and internal grids are empty, which stands for
// Rodinia's separate final lud_diagonal launch. lud_perimeter's barriers
// are those of Rodinia's active version: after the loads and between
// solving and storing, each between the two if/else statements (its
// commented-out variant, with a barrier inside the column branch only, is
// not valid CUDA).
func.func @lud(%m: memref<1536x1536xf32>) attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c15 = arith.constant 15 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %cn = arith.constant 1536 : index
  %zero = arith.constant 0.0 : f32
  scf.for %offset = %c0 to %cn step %c16 {
    // lud_diagonal<<<1, 16>>>
    scf.parallel (%b) = (%c0) to (%c1) step (%c1) {
      %shadow = memref.alloca() : memref<16x16xf32>
      scf.parallel (%tx) = (%c0) to (%c16) step (%c1) {
        %col = arith.addi %offset, %tx : index
        scf.for %i = %c0 to %c16 step %c1 {
          %row = arith.addi %offset, %i : index
          %v = memref.load %m[%row, %col] : memref<1536x1536xf32>
          memref.store %v, %shadow[%i, %tx] : memref<16x16xf32>
        }
        stitch.barrier %tx
        scf.for %i = %c0 to %c15 step %c1 {
          %below = arith.cmpi ugt, %tx, %i : index
          // L: shadow[tx][i] = (shadow[tx][i] - sum_j<i shadow[tx][j] * shadow[j][i]) / shadow[i][i]
          scf.if %below {
            %a0 = memref.load %shadow[%tx, %i] : memref<16x16xf32>
            %a = scf.for %j = %c0 to %i step %c1 iter_args(%acc = %a0) -> f32 {
              %l = memref.load %shadow[%tx, %j] : memref<16x16xf32>
              %u = memref.load %shadow[%j, %i] : memref<16x16xf32>
              %p = arith.mulf %l, %u : f32
              %s = arith.subf %acc, %p : f32
              scf.yield %s : f32
            }
            %d = memref.load %shadow[%i, %i] : memref<16x16xf32>
            %q = arith.divf %a, %d : f32
            memref.store %q, %shadow[%tx, %i] : memref<16x16xf32>
          }
          stitch.barrier %tx
          // U: shadow[i+1][tx] -= sum_j<=i shadow[i+1][j] * shadow[j][tx]
          scf.if %below {
            %i1 = arith.addi %i, %c1 : index
            %a0 = memref.load %shadow[%i1, %tx] : memref<16x16xf32>
            %a = scf.for %j = %c0 to %i1 step %c1 iter_args(%acc = %a0) -> f32 {
              %l = memref.load %shadow[%i1, %j] : memref<16x16xf32>
              %u = memref.load %shadow[%j, %tx] : memref<16x16xf32>
              %p = arith.mulf %l, %u : f32
              %s = arith.subf %acc, %p : f32
              scf.yield %s : f32
            }
            memref.store %a, %shadow[%i1, %tx] : memref<16x16xf32>
          }
          stitch.barrier %tx
        }
        // row 0 is unchanged
        scf.for %i = %c1 to %c16 step %c1 {
          %row = arith.addi %offset, %i : index
          %v = memref.load %shadow[%i, %tx] : memref<16x16xf32>
          memref.store %v, %m[%row, %col] : memref<1536x1536xf32>
        }
        scf.reduce
      }
      scf.reduce
    }
    // lud_perimeter<<<(n - offset) / 16 - 1, 32>>>
    %rest = arith.subi %cn, %offset : index
    %tiles = arith.divui %rest, %c16 : index
    %nb = arith.subi %tiles, %c1 : index
    scf.parallel (%bx) = (%c0) to (%nb) step (%c1) {
      %dia = memref.alloca() : memref<16x16xf32>
      %peri_row = memref.alloca() : memref<16x16xf32>
      %peri_col = memref.alloca() : memref<16x16xf32>
      scf.parallel (%tx) = (%c0) to (%c32) step (%c1) {
        // first row / column of this block's perimeter tiles
        %bx1 = arith.addi %bx, %c1 : index
        %bx16 = arith.muli %bx1, %c16 : index
        %peri = arith.addi %offset, %bx16 : index
        %isRow = arith.cmpi ult, %tx, %c16 : index
        scf.if %isRow {
          %dcol = arith.addi %offset, %tx : index
          scf.for %i = %c0 to %c8 step %c1 {
            %row = arith.addi %offset, %i : index
            %v = memref.load %m[%row, %dcol] : memref<1536x1536xf32>
            memref.store %v, %dia[%i, %tx] : memref<16x16xf32>
          }
          %pcol = arith.addi %peri, %tx : index
          scf.for %i = %c0 to %c16 step %c1 {
            %row = arith.addi %offset, %i : index
            %v = memref.load %m[%row, %pcol] : memref<1536x1536xf32>
            memref.store %v, %peri_row[%i, %tx] : memref<16x16xf32>
          }
        } else {
          %idx = arith.subi %tx, %c16 : index
          %dcol = arith.addi %offset, %idx : index
          scf.for %i = %c8 to %c16 step %c1 {
            %row = arith.addi %offset, %i : index
            %v = memref.load %m[%row, %dcol] : memref<1536x1536xf32>
            memref.store %v, %dia[%i, %idx] : memref<16x16xf32>
          }
          scf.for %i = %c0 to %c16 step %c1 {
            %row = arith.addi %peri, %i : index
            %v = memref.load %m[%row, %dcol] : memref<1536x1536xf32>
            memref.store %v, %peri_col[%i, %idx] : memref<16x16xf32>
          }
        }
        stitch.barrier %tx
        scf.if %isRow {
          // column tx of the row tile: forward substitution with unit-diagonal L
          scf.for %i = %c1 to %c16 step %c1 {
            %a0 = memref.load %peri_row[%i, %tx] : memref<16x16xf32>
            %a = scf.for %j = %c0 to %i step %c1 iter_args(%acc = %a0) -> f32 {
              %l = memref.load %dia[%i, %j] : memref<16x16xf32>
              %u = memref.load %peri_row[%j, %tx] : memref<16x16xf32>
              %p = arith.mulf %l, %u : f32
              %s = arith.subf %acc, %p : f32
              scf.yield %s : f32
            }
            memref.store %a, %peri_row[%i, %tx] : memref<16x16xf32>
          }
        } else {
          // row idx of the column tile: solve against U
          %idx = arith.subi %tx, %c16 : index
          scf.for %i = %c0 to %c16 step %c1 {
            %a0 = memref.load %peri_col[%idx, %i] : memref<16x16xf32>
            %a = scf.for %j = %c0 to %i step %c1 iter_args(%acc = %a0) -> f32 {
              %l = memref.load %peri_col[%idx, %j] : memref<16x16xf32>
              %u = memref.load %dia[%j, %i] : memref<16x16xf32>
              %p = arith.mulf %l, %u : f32
              %s = arith.subf %acc, %p : f32
              scf.yield %s : f32
            }
            %d = memref.load %dia[%i, %i] : memref<16x16xf32>
            %q = arith.divf %a, %d : f32
            memref.store %q, %peri_col[%idx, %i] : memref<16x16xf32>
          }
        }
        // the column tile is stored by columns: thread idx stores rows other
        // threads computed
        stitch.barrier %tx
        scf.if %isRow {
          %pcol = arith.addi %peri, %tx : index
          scf.for %i = %c1 to %c16 step %c1 {
            %row = arith.addi %offset, %i : index
            %v = memref.load %peri_row[%i, %tx] : memref<16x16xf32>
            memref.store %v, %m[%row, %pcol] : memref<1536x1536xf32>
          }
        } else {
          %idx = arith.subi %tx, %c16 : index
          %dcol = arith.addi %offset, %idx : index
          scf.for %i = %c0 to %c16 step %c1 {
            %row = arith.addi %peri, %i : index
            %v = memref.load %peri_col[%i, %idx] : memref<16x16xf32>
            memref.store %v, %m[%row, %dcol] : memref<1536x1536xf32>
          }
        }
        scf.reduce
      }
      scf.reduce
    }
    // lud_internal<<<(nb, nb), (16, 16)>>>
    scf.parallel (%bx, %by) = (%c0, %c0) to (%nb, %nb) step (%c1, %c1) {
      %peri_row = memref.alloca() : memref<16x16xf32>
      %peri_col = memref.alloca() : memref<16x16xf32>
      scf.parallel (%tx, %ty) = (%c0, %c0) to (%c16, %c16) step (%c1, %c1) {
        %by1 = arith.addi %by, %c1 : index
        %bx1 = arith.addi %bx, %c1 : index
        %by16 = arith.muli %by1, %c16 : index
        %bx16 = arith.muli %bx1, %c16 : index
        %global_row = arith.addi %offset, %by16 : index
        %global_col = arith.addi %offset, %bx16 : index
        %prow = arith.addi %offset, %ty : index
        %pcol = arith.addi %global_col, %tx : index
        %v1 = memref.load %m[%prow, %pcol] : memref<1536x1536xf32>
        memref.store %v1, %peri_row[%ty, %tx] : memref<16x16xf32>
        %crow = arith.addi %global_row, %ty : index
        %ccol = arith.addi %offset, %tx : index
        %v2 = memref.load %m[%crow, %ccol] : memref<1536x1536xf32>
        memref.store %v2, %peri_col[%ty, %tx] : memref<16x16xf32>
        stitch.barrier %tx, %ty
        %sum = scf.for %i = %c0 to %c16 step %c1 iter_args(%acc = %zero) -> f32 {
          %l = memref.load %peri_col[%ty, %i] : memref<16x16xf32>
          %u = memref.load %peri_row[%i, %tx] : memref<16x16xf32>
          %p = arith.mulf %l, %u : f32
          %s = arith.addf %acc, %p : f32
          scf.yield %s : f32
        }
        %old = memref.load %m[%crow, %pcol] : memref<1536x1536xf32>
        %new = arith.subf %old, %sum : f32
        memref.store %new, %m[%crow, %pcol] : memref<1536x1536xf32>
        scf.reduce
      }
      scf.reduce
    }
  }
  return
}
