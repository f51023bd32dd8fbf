// 3-D thermal simulation (Rodinia "hotspot3D", hotspotOpt1), in gpu.launch
// form: a 512x512x8 grid (Rodinia's 512x8 input), 40 iterations. Each
// launch is an (8, 128) grid of 64x4-thread blocks; thread (i, j) walks
// its column up the 8 layers keeping the layers below, at and above in
// registers (temp1..3; scf.for iter_args), the bottom and top layers
// computed before and after the loop as in Rodinia (the missing layer is the
// cell itself). Neighbours in x and y are clamped at the grid border. The host
// loop ping-pongs between temp[0] and temp[1] (iteration t reads t % 2),
// so the result ends in temp[0]. Coefficients as in Rodinia's
// hotspot_opt1: sdc = dt/Cap, ce = cw, cn = cs, ct = cb, cc.
func.func @hotspot3D(%p: memref<8x512x512xf32>, %temp: memref<2x8x512x512xf32>,
                     %sdc: f32, %ce: f32, %cw: f32, %cn: f32, %cs: f32,
                     %ct: f32, %cb: f32, %cc: f32)
    attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  %c40 = arith.constant 40 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %c511 = arith.constant 511 : index
  %amb_temp = arith.constant 80.0 : f32
  scf.for %t = %c0 to %c40 step %c1 {
    %src = arith.remui %t, %c2 : index
    %dst = arith.subi %c1, %src : index
    gpu.launch blocks(%bxa, %bya, %bza) in (%gx = %c8, %gy = %c128, %gz = %c1)
               threads(%txa, %tya, %tza) in (%sx = %c64, %sy = %c4, %sz = %c1) {
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %bdx = gpu.block_dim x
      %bdy = gpu.block_dim y
      %i0 = arith.muli %bdx, %bx : index
      %i = arith.addi %i0, %tx : index
      %j0 = arith.muli %bdy, %by : index
      %j = arith.addi %j0, %ty : index
      // W = (i == 0) ? c : c - 1, and so on
      %iFirst = arith.cmpi eq, %i, %c0 : index
      %iLast = arith.cmpi eq, %i, %c511 : index
      %jFirst = arith.cmpi eq, %j, %c0 : index
      %jLast = arith.cmpi eq, %j, %c511 : index
      %im1 = arith.subi %i, %c1 : index
      %ip1 = arith.addi %i, %c1 : index
      %jm1 = arith.subi %j, %c1 : index
      %jp1 = arith.addi %j, %c1 : index
      %W = arith.select %iFirst, %i, %im1 : index
      %E = arith.select %iLast, %i, %ip1 : index
      %N = arith.select %jFirst, %j, %jm1 : index
      %S = arith.select %jLast, %j, %jp1 : index
      // tOut[c] = cc t2 + cw tW + ce tE + cs tS + cn tN + cb t1 + ct t3
      //           + sdc p[c] + ct amb_temp, for layer k with t1, t2, t3 the
      //           layers below, at and above
      // bottom layer: temp1 = temp2 = tIn[c], temp3 = tIn[c + xy]
      %b2 = memref.load %temp[%src, %c0, %j, %i] : memref<2x8x512x512xf32>
      %b3 = memref.load %temp[%src, %c1, %j, %i] : memref<2x8x512x512xf32>
      %tw_b = memref.load %temp[%src, %c0, %j, %W] : memref<2x8x512x512xf32>
      %te_b = memref.load %temp[%src, %c0, %j, %E] : memref<2x8x512x512xf32>
      %ts_b = memref.load %temp[%src, %c0, %S, %i] : memref<2x8x512x512xf32>
      %tn_b = memref.load %temp[%src, %c0, %N, %i] : memref<2x8x512x512xf32>
      %pc_b = memref.load %p[%c0, %j, %i] : memref<8x512x512xf32>
      %a0_b = arith.mulf %cc, %b2 : f32
      %a1_b = arith.mulf %cw, %tw_b : f32
      %a2_b = arith.mulf %ce, %te_b : f32
      %a3_b = arith.mulf %cs, %ts_b : f32
      %a4_b = arith.mulf %cn, %tn_b : f32
      %a5_b = arith.mulf %cb, %b2 : f32
      %a6_b = arith.mulf %ct, %b3 : f32
      %a7_b = arith.mulf %sdc, %pc_b : f32
      %a8_b = arith.mulf %ct, %amb_temp : f32
      %s1_b = arith.addf %a0_b, %a1_b : f32
      %s2_b = arith.addf %s1_b, %a2_b : f32
      %s3_b = arith.addf %s2_b, %a3_b : f32
      %s4_b = arith.addf %s3_b, %a4_b : f32
      %s5_b = arith.addf %s4_b, %a5_b : f32
      %s6_b = arith.addf %s5_b, %a6_b : f32
      %s7_b = arith.addf %s6_b, %a7_b : f32
      %s8_b = arith.addf %s7_b, %a8_b : f32
      memref.store %s8_b, %temp[%dst, %c0, %j, %i] : memref<2x8x512x512xf32>
      // layers 1 .. nz-2: shift the registers, load the layer above
      %m:2 = scf.for %k = %c1 to %c7 step %c1 iter_args(%t2 = %b2, %t3 = %b3) -> (f32, f32) {
        %kp1 = arith.addi %k, %c1 : index
        %n3 = memref.load %temp[%src, %kp1, %j, %i] : memref<2x8x512x512xf32>
        %tw_m = memref.load %temp[%src, %k, %j, %W] : memref<2x8x512x512xf32>
        %te_m = memref.load %temp[%src, %k, %j, %E] : memref<2x8x512x512xf32>
        %ts_m = memref.load %temp[%src, %k, %S, %i] : memref<2x8x512x512xf32>
        %tn_m = memref.load %temp[%src, %k, %N, %i] : memref<2x8x512x512xf32>
        %pc_m = memref.load %p[%k, %j, %i] : memref<8x512x512xf32>
        %a0_m = arith.mulf %cc, %t3 : f32
        %a1_m = arith.mulf %cw, %tw_m : f32
        %a2_m = arith.mulf %ce, %te_m : f32
        %a3_m = arith.mulf %cs, %ts_m : f32
        %a4_m = arith.mulf %cn, %tn_m : f32
        %a5_m = arith.mulf %cb, %t2 : f32
        %a6_m = arith.mulf %ct, %n3 : f32
        %a7_m = arith.mulf %sdc, %pc_m : f32
        %a8_m = arith.mulf %ct, %amb_temp : f32
        %s1_m = arith.addf %a0_m, %a1_m : f32
        %s2_m = arith.addf %s1_m, %a2_m : f32
        %s3_m = arith.addf %s2_m, %a3_m : f32
        %s4_m = arith.addf %s3_m, %a4_m : f32
        %s5_m = arith.addf %s4_m, %a5_m : f32
        %s6_m = arith.addf %s5_m, %a6_m : f32
        %s7_m = arith.addf %s6_m, %a7_m : f32
        %s8_m = arith.addf %s7_m, %a8_m : f32
        memref.store %s8_m, %temp[%dst, %k, %j, %i] : memref<2x8x512x512xf32>
        scf.yield %t3, %n3 : f32, f32
      }
      // top layer: temp1 = temp2, temp2 = temp3, temp3 unchanged (the layer itself)
      %tw_t = memref.load %temp[%src, %c7, %j, %W] : memref<2x8x512x512xf32>
      %te_t = memref.load %temp[%src, %c7, %j, %E] : memref<2x8x512x512xf32>
      %ts_t = memref.load %temp[%src, %c7, %S, %i] : memref<2x8x512x512xf32>
      %tn_t = memref.load %temp[%src, %c7, %N, %i] : memref<2x8x512x512xf32>
      %pc_t = memref.load %p[%c7, %j, %i] : memref<8x512x512xf32>
      %a0_t = arith.mulf %cc, %m#1 : f32
      %a1_t = arith.mulf %cw, %tw_t : f32
      %a2_t = arith.mulf %ce, %te_t : f32
      %a3_t = arith.mulf %cs, %ts_t : f32
      %a4_t = arith.mulf %cn, %tn_t : f32
      %a5_t = arith.mulf %cb, %m#0 : f32
      %a6_t = arith.mulf %ct, %m#1 : f32
      %a7_t = arith.mulf %sdc, %pc_t : f32
      %a8_t = arith.mulf %ct, %amb_temp : f32
      %s1_t = arith.addf %a0_t, %a1_t : f32
      %s2_t = arith.addf %s1_t, %a2_t : f32
      %s3_t = arith.addf %s2_t, %a3_t : f32
      %s4_t = arith.addf %s3_t, %a4_t : f32
      %s5_t = arith.addf %s4_t, %a5_t : f32
      %s6_t = arith.addf %s5_t, %a6_t : f32
      %s7_t = arith.addf %s6_t, %a7_t : f32
      %s8_t = arith.addf %s7_t, %a8_t : f32
      memref.store %s8_t, %temp[%dst, %c7, %j, %i] : memref<2x8x512x512xf32>
      gpu.terminator
    }
  }
  return
}
