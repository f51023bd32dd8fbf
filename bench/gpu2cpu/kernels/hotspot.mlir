// Thermal simulation (Rodinia "hotspot", calculate_temp with pyramid tiling):
// a 1024x1024 f32 grid, 40 time steps, pyramid height 2. Each launch runs 2
// steps: an 86x86 grid of 16x16-thread blocks, each loading a 16x16 tile of
// temperature and power (its 12x12 output plus a 2-cell halo) into shared
// memory, then computing 2 steps in shared memory, each step shrinking the
// valid region by one cell (barriers in an scf.for over the steps), and
// writing its 12x12 interior. Cells at the chip border use themselves as
// the missing neighbour. The host loop runs the 20 launches, ping-ponging
// between temp[0] and temp[1] (launch t reads temp[t % 2]), so the result
// ends in temp[0]. Parameters (as in Rodinia): step/Cap, 1/Rx, 1/Ry, 1/Rz.
func.func @hotspot(%power: memref<1024x1024xf32>, %temp: memref<2x1024x1024xf32>,
                   %step_div_cap: f32, %rx_1: f32, %ry_1: f32, %rz_1: f32)
    attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c12 = arith.constant 12 : index
  %c14 = arith.constant 14 : index
  %c15 = arith.constant 15 : index
  %c16 = arith.constant 16 : index
  %c20 = arith.constant 20 : index
  %c86 = arith.constant 86 : index
  %c1023 = arith.constant 1023 : index
  %iteration = arith.constant 2 : index   // pyramid height: steps per launch
  %two = arith.constant 2.0 : f32
  %amb_temp = arith.constant 80.0 : f32
  scf.for %t = %c0 to %c20 step %c1 {
    %src = arith.remui %t, %c2 : index
    %dst = arith.subi %c1, %src : index
    scf.parallel (%bx, %by) = (%c0, %c0) to (%c86, %c86) step (%c1, %c1) {
      %temp_on = memref.alloca() : memref<16x16xf32>
      %power_on = memref.alloca() : memref<16x16xf32>
      %temp_t = memref.alloca() : memref<16x16xf32>
      scf.parallel (%tx, %ty) = (%c0, %c0) to (%c16, %c16) step (%c1, %c1) {
        // small_block = 16 - 2 * iteration = 12; border = iteration = 2
        %sby = arith.muli %by, %c12 : index
        %sbx = arith.muli %bx, %c12 : index
        %blkY = arith.subi %sby, %iteration : index
        %blkX = arith.subi %sbx, %iteration : index
        %blkYmax = arith.addi %blkY, %c15 : index
        %blkXmax = arith.addi %blkX, %c15 : index
        %yidx = arith.addi %blkY, %ty : index
        %xidx = arith.addi %blkX, %tx : index
        %y0 = arith.cmpi sge, %yidx, %c0 : index
        %y1 = arith.cmpi sle, %yidx, %c1023 : index
        %x0 = arith.cmpi sge, %xidx, %c0 : index
        %x1 = arith.cmpi sle, %xidx, %c1023 : index
        %yin = arith.andi %y0, %y1 : i1
        %xin = arith.andi %x0, %x1 : i1
        %inRange = arith.andi %yin, %xin : i1
        scf.if %inRange {
          %tv = memref.load %temp[%src, %yidx, %xidx] : memref<2x1024x1024xf32>
          %pv = memref.load %power[%yidx, %xidx] : memref<1024x1024xf32>
          memref.store %tv, %temp_on[%ty, %tx] : memref<16x16xf32>
          memref.store %pv, %power_on[%ty, %tx] : memref<16x16xf32>
        }
        stitch.barrier %tx, %ty
        // The part of the tile inside the chip: rows [validYmin, validYmax],
        // validYmax = 15 - (blkYmax - 1023) where the tile hangs over the
        // bottom edge; likewise for columns.
        %negY = arith.cmpi slt, %blkY, %c0 : index
        %mblkY = arith.subi %c0, %blkY : index
        %validYmin = arith.select %negY, %mblkY, %c0 : index
        %overY = arith.cmpi sgt, %blkYmax, %c1023 : index
        %exY = arith.subi %blkYmax, %c1023 : index
        %limY = arith.subi %c15, %exY : index
        %validYmax = arith.select %overY, %limY, %c15 : index
        %negX = arith.cmpi slt, %blkX, %c0 : index
        %mblkX = arith.subi %c0, %blkX : index
        %validXmin = arith.select %negX, %mblkX, %c0 : index
        %overX = arith.cmpi sgt, %blkXmax, %c1023 : index
        %exX = arith.subi %blkXmax, %c1023 : index
        %limX = arith.subi %c15, %exX : index
        %validXmax = arith.select %overX, %limX, %c15 : index
        %tym1 = arith.subi %ty, %c1 : index
        %typ1 = arith.addi %ty, %c1 : index
        %txm1 = arith.subi %tx, %c1 : index
        %txp1 = arith.addi %tx, %c1 : index
        %N = arith.maxsi %tym1, %validYmin : index
        %S = arith.minsi %typ1, %validYmax : index
        %W = arith.maxsi %txm1, %validXmin : index
        %E = arith.minsi %txp1, %validXmax : index
        %txv0 = arith.cmpi sge, %tx, %validXmin : index
        %txv1 = arith.cmpi sle, %tx, %validXmax : index
        %tyv0 = arith.cmpi sge, %ty, %validYmin : index
        %tyv1 = arith.cmpi sle, %ty, %validYmax : index
        %txv = arith.andi %txv0, %txv1 : i1
        %tyv = arith.andi %tyv0, %tyv1 : i1
        %valid = arith.andi %txv, %tyv : i1
        scf.for %i = %c0 to %iteration step %c1 {
          // computed = tx, ty in [i+1, 16-i-2] and inside the chip
          %lo = arith.addi %i, %c1 : index
          %hi = arith.subi %c14, %i : index
          %a0 = arith.cmpi sge, %tx, %lo : index
          %a1 = arith.cmpi sle, %tx, %hi : index
          %a2 = arith.cmpi sge, %ty, %lo : index
          %a3 = arith.cmpi sle, %ty, %hi : index
          %b0 = arith.andi %a0, %a1 : i1
          %b1 = arith.andi %a2, %a3 : i1
          %b2 = arith.andi %b0, %b1 : i1
          %computed = arith.andi %b2, %valid : i1
          scf.if %computed {
            %tc = memref.load %temp_on[%ty, %tx] : memref<16x16xf32>
            %pc = memref.load %power_on[%ty, %tx] : memref<16x16xf32>
            %ts = memref.load %temp_on[%S, %tx] : memref<16x16xf32>
            %tn = memref.load %temp_on[%N, %tx] : memref<16x16xf32>
            %te = memref.load %temp_on[%ty, %E] : memref<16x16xf32>
            %tw = memref.load %temp_on[%ty, %W] : memref<16x16xf32>
            %tc2 = arith.mulf %two, %tc : f32
            %sn = arith.addf %ts, %tn : f32
            %dy = arith.subf %sn, %tc2 : f32
            %ydiff = arith.mulf %dy, %ry_1 : f32
            %ew = arith.addf %te, %tw : f32
            %dx = arith.subf %ew, %tc2 : f32
            %xdiff = arith.mulf %dx, %rx_1 : f32
            %dz = arith.subf %amb_temp, %tc : f32
            %zdiff = arith.mulf %dz, %rz_1 : f32
            %s0 = arith.addf %pc, %ydiff : f32
            %s1 = arith.addf %s0, %xdiff : f32
            %s2 = arith.addf %s1, %zdiff : f32
            %delta = arith.mulf %step_div_cap, %s2 : f32
            %nv = arith.addf %tc, %delta : f32
            memref.store %nv, %temp_t[%ty, %tx] : memref<16x16xf32>
          }
          stitch.barrier %tx, %ty
          // if (i == iteration - 1) break; as a front end emits it: the rest
          // of the body (copy and barrier) under a condition that is the
          // same for all threads.
          %lastStep = arith.subi %iteration, %c1 : index
          %notLast = arith.cmpi ne, %i, %lastStep : index
          scf.if %notLast {
            scf.if %computed {
              %nv = memref.load %temp_t[%ty, %tx] : memref<16x16xf32>
              memref.store %nv, %temp_on[%ty, %tx] : memref<16x16xf32>
            }
            stitch.barrier %tx, %ty
          }
        }
        // `computed` of the last step: tx, ty in [iteration, 15 - iteration]
        %hiLast = arith.subi %c15, %iteration : index
        %l0 = arith.cmpi sge, %tx, %iteration : index
        %l1 = arith.cmpi sle, %tx, %hiLast : index
        %l2 = arith.cmpi sge, %ty, %iteration : index
        %l3 = arith.cmpi sle, %ty, %hiLast : index
        %m0 = arith.andi %l0, %l1 : i1
        %m1 = arith.andi %l2, %l3 : i1
        %m2 = arith.andi %m0, %m1 : i1
        %computedLast = arith.andi %m2, %valid : i1
        scf.if %computedLast {
          %nv = memref.load %temp_t[%ty, %tx] : memref<16x16xf32>
          memref.store %nv, %temp[%dst, %yidx, %xidx] : memref<2x1024x1024xf32>
        }
        scf.reduce
      }
      scf.reduce
    }
  }
  return
}
