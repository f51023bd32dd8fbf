// Shortest path through a wall of costs, row by row (Rodinia "pathfinder",
// dynproc_kernel): 101 rows x 524288 columns of i32, pyramid height 20.
// Each launch advances 20 rows: a grid of 2428 blocks of 256 threads, each
// block loading 256 entries of the previous result row (its 216 outputs plus
// a 20-column halo on each side) into shared memory; an scf.for over the 20
// rows takes the minimum of the three upper neighbours plus the wall cost
// into a second shared row, synchronizes, copies it back and synchronizes
// again, the valid region shrinking by one column per row. The host copies
// row 0 into result[0] and runs the 5 launches, ping-ponging between
// result[0] and result[1] (launch s reads result[s % 2]); the answer ends in
// result[1].
func.func @pathfinder(%wall: memref<101x524288xi32>, %result: memref<2x524288xi32>)
    attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %c216 = arith.constant 216 : index
  %c254 = arith.constant 254 : index
  %c255 = arith.constant 255 : index
  %c256 = arith.constant 256 : index
  %c2428 = arith.constant 2428 : index
  %cols = arith.constant 524288 : index
  %colsm1 = arith.constant 524287 : index
  %iteration = arith.constant 20 : index   // pyramid height: rows per launch
  scf.for %c = %c0 to %cols step %c1 {
    %v = memref.load %wall[%c0, %c] : memref<101x524288xi32>
    memref.store %v, %result[%c0, %c] : memref<2x524288xi32>
  }
  scf.for %s = %c0 to %c5 step %c1 {
    %startStep = arith.muli %s, %iteration : index
    %src = arith.remui %s, %c2 : index
    %dst = arith.subi %c1, %src : index
    scf.parallel (%bx) = (%c0) to (%c2428) step (%c1) {
      %prev = memref.alloca() : memref<256xi32>
      %res = memref.alloca() : memref<256xi32>
      scf.parallel (%tx) = (%c0) to (%c256) step (%c1) {
        // small_block_cols = 256 - 2 * iteration = 216; border = iteration
        %sbx = arith.muli %bx, %c216 : index
        %blkX = arith.subi %sbx, %iteration : index
        %blkXmax = arith.addi %blkX, %c255 : index
        %xidx = arith.addi %blkX, %tx : index
        // The part of the block inside the wall: [validXmin, validXmax],
        // validXmax = 255 - (blkXmax - (cols - 1)) at the right edge.
        %negX = arith.cmpi slt, %blkX, %c0 : index
        %mblkX = arith.subi %c0, %blkX : index
        %validXmin = arith.select %negX, %mblkX, %c0 : index
        %overX = arith.cmpi sgt, %blkXmax, %colsm1 : index
        %exX = arith.subi %blkXmax, %colsm1 : index
        %limX = arith.subi %c255, %exX : index
        %validXmax = arith.select %overX, %limX, %c255 : index
        %txm1 = arith.subi %tx, %c1 : index
        %txp1 = arith.addi %tx, %c1 : index
        %W = arith.maxsi %txm1, %validXmin : index
        %E = arith.minsi %txp1, %validXmax : index
        %v0 = arith.cmpi sge, %tx, %validXmin : index
        %v1 = arith.cmpi sle, %tx, %validXmax : index
        %isValid = arith.andi %v0, %v1 : i1
        %x0 = arith.cmpi sge, %xidx, %c0 : index
        %x1 = arith.cmpi sle, %xidx, %colsm1 : index
        %inRange = arith.andi %x0, %x1 : i1
        scf.if %inRange {
          %v = memref.load %result[%src, %xidx] : memref<2x524288xi32>
          memref.store %v, %prev[%tx] : memref<256xi32>
        }
        stitch.barrier %tx
        scf.for %i = %c0 to %iteration step %c1 {
          // computed = tx in [i+1, 256-i-2] and inside the wall
          %lo = arith.addi %i, %c1 : index
          %hi = arith.subi %c254, %i : index
          %a0 = arith.cmpi sge, %tx, %lo : index
          %a1 = arith.cmpi sle, %tx, %hi : index
          %a2 = arith.andi %a0, %a1 : i1
          %computed = arith.andi %a2, %isValid : i1
          scf.if %computed {
            %left = memref.load %prev[%W] : memref<256xi32>
            %up = memref.load %prev[%tx] : memref<256xi32>
            %right = memref.load %prev[%E] : memref<256xi32>
            %m1 = arith.minsi %left, %up : i32
            %shortest = arith.minsi %m1, %right : i32
            %r0 = arith.addi %startStep, %i : index
            %row = arith.addi %r0, %c1 : index
            %wv = memref.load %wall[%row, %xidx] : memref<101x524288xi32>
            %nv = arith.addi %shortest, %wv : i32
            memref.store %nv, %res[%tx] : memref<256xi32>
          }
          stitch.barrier %tx
          // if (i == iteration - 1) break; as a front end emits it: the rest
          // of the body (copy and barrier) under a condition that is the
          // same for all threads.
          %lastRow = arith.subi %iteration, %c1 : index
          %notLast = arith.cmpi ne, %i, %lastRow : index
          scf.if %notLast {
            scf.if %computed {
              %nv = memref.load %res[%tx] : memref<256xi32>
              memref.store %nv, %prev[%tx] : memref<256xi32>
            }
            stitch.barrier %tx
          }
        }
        // `computed` of the last row: tx in [iteration, 255 - iteration]
        %hiLast = arith.subi %c255, %iteration : index
        %l0 = arith.cmpi sge, %tx, %iteration : index
        %l1 = arith.cmpi sle, %tx, %hiLast : index
        %l2 = arith.andi %l0, %l1 : i1
        %computedLast = arith.andi %l2, %isValid : i1
        scf.if %computedLast {
          %nv = memref.load %res[%tx] : memref<256xi32>
          memref.store %nv, %result[%dst, %xidx] : memref<2x524288xi32>
        }
        scf.reduce
      }
      scf.reduce
    }
  }
  return
}
