// Gaussian elimination (Rodinia "gaussian", Fan1 and Fan2), in gpu.launch
// form: a 512x512 system a x = b. For t = 0 .. 510 the host launches
//   Fan1 (one grid of 512-thread blocks, MAXBLOCKSIZE): thread i < 511 - t
//     stores the multiplier m[i+1+t][t] = a[i+1+t][t] / a[t][t];
//   Fan2 (a 128x128 grid of 4x4-thread blocks, BLOCK_SIZE_XY, covering the
//     whole matrix at every t as in Rodinia; the threads outside the
//     trailing submatrix return at once): thread (x, y) with x < 511 - t,
//     y < 512 - t updates a[x+1+t][y+t] -= m[x+1+t][t] a[t][y+t], and the
//     threads with y == 0 also b[x+1+t] -= m[x+1+t][t] b[t].
// Then the host's back substitution (BackSub) into %x. Sizes are kernel
// arguments (Size, t), as in Rodinia.
func.func @gaussian(%m: memref<512x512xf32>, %a: memref<512x512xf32>,
                    %b: memref<512xf32>, %x: memref<512xf32>, %sizeI: i32)
    attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c128 = arith.constant 128 : index
  %c512 = arith.constant 512 : index
  %size = arith.index_cast %sizeI : i32 to index
  %sizem1 = arith.subi %size, %c1 : index
  // block_size = MAXBLOCKSIZE; grid_size = Size / block_size (+1 if a rest)
  %fanBlocks = arith.ceildivui %size, %c512 : index
  scf.for %t = %c0 to %sizem1 step %c1 {
    %tI = arith.index_cast %t : index to i32
    // Fan1
    gpu.launch blocks(%bxa, %bya, %bza) in (%gx = %fanBlocks, %gy = %c1, %gz = %c1)
               threads(%txa, %tya, %tza) in (%sx = %c512, %sy = %c1, %sz = %c1) {
      %bx = gpu.block_id x
      %tx = gpu.thread_id x
      %bdx = gpu.block_dim x
      %bb = arith.muli %bx, %bdx : index
      %gi = arith.addi %tx, %bb : index
      %giI = arith.index_cast %gi : index to i32
      %one = arith.constant 1 : i32
      %s1 = arith.subi %sizeI, %one : i32
      %lim = arith.subi %s1, %tI : i32
      %active = arith.cmpi slt, %giI, %lim : i32
      scf.if %active {
        %r0 = arith.addi %gi, %t : index
        %r = arith.addi %r0, %c1 : index
        %art = memref.load %a[%r, %t] : memref<512x512xf32>
        %att = memref.load %a[%t, %t] : memref<512x512xf32>
        %q = arith.divf %art, %att : f32
        memref.store %q, %m[%r, %t] : memref<512x512xf32>
      }
      gpu.terminator
    }
    // Fan2
    gpu.launch blocks(%bxa, %bya, %bza) in (%gx = %c128, %gy = %c128, %gz = %c1)
               threads(%txa, %tya, %tza) in (%sx = %c4, %sy = %c4, %sz = %c1) {
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %bdx = gpu.block_dim x
      %bdy = gpu.block_dim y
      %bxx = arith.muli %bx, %bdx : index
      %xidx = arith.addi %tx, %bxx : index
      %byy = arith.muli %by, %bdy : index
      %yidx = arith.addi %ty, %byy : index
      %xI = arith.index_cast %xidx : index to i32
      %yI = arith.index_cast %yidx : index to i32
      %one = arith.constant 1 : i32
      %s1 = arith.subi %sizeI, %one : i32
      %limX = arith.subi %s1, %tI : i32
      %limY = arith.subi %sizeI, %tI : i32
      %inX = arith.cmpi slt, %xI, %limX : i32
      scf.if %inX {
        %inY = arith.cmpi slt, %yI, %limY : i32
        scf.if %inY {
          %r0 = arith.addi %xidx, %t : index
          %r = arith.addi %r0, %c1 : index
          %col = arith.addi %yidx, %t : index
          %mrt = memref.load %m[%r, %t] : memref<512x512xf32>
          %atc = memref.load %a[%t, %col] : memref<512x512xf32>
          %p = arith.mulf %mrt, %atc : f32
          %arc = memref.load %a[%r, %col] : memref<512x512xf32>
          %nv = arith.subf %arc, %p : f32
          memref.store %nv, %a[%r, %col] : memref<512x512xf32>
          %first = arith.cmpi eq, %yidx, %c0 : index
          scf.if %first {
            // b[xidx+1+t] -= m[xidx+1+t][yidx+t] * b[t]
            %mry = memref.load %m[%r, %col] : memref<512x512xf32>
            %bt = memref.load %b[%t] : memref<512xf32>
            %pb = arith.mulf %mry, %bt : f32
            %br = memref.load %b[%r] : memref<512xf32>
            %nb = arith.subf %br, %pb : f32
            memref.store %nb, %b[%r] : memref<512xf32>
          }
        }
      }
      gpu.terminator
    }
  }
  // BackSub: x[n-1-i] = (b[n-1-i] - sum_{j<i} a[n-1-i][n-1-j] x[n-1-j])
  //                      / a[n-1-i][n-1-i]
  scf.for %i = %c0 to %size step %c1 {
    %ri = arith.subi %sizem1, %i : index
    %bi = memref.load %b[%ri] : memref<512xf32>
    %acc = scf.for %j = %c0 to %i step %c1 iter_args(%s = %bi) -> f32 {
      %cj = arith.subi %sizem1, %j : index
      %aij = memref.load %a[%ri, %cj] : memref<512x512xf32>
      %xj = memref.load %x[%cj] : memref<512xf32>
      %p = arith.mulf %aij, %xj : f32
      %d = arith.subf %s, %p : f32
      scf.yield %d : f32
    }
    %aii = memref.load %a[%ri, %ri] : memref<512x512xf32>
    %xi = arith.divf %acc, %aii : f32
    memref.store %xi, %x[%ri] : memref<512xf32>
  }
  return
}
