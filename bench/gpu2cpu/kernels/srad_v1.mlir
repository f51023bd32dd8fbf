// Speckle-reducing anisotropic diffusion (Rodinia "srad_v1": prepare,
// reduce, srad, srad2), in gpu.launch form: a 2048x2048 f32 image in
// column-major order (element ei = row + Nr * col), 4 iterations, blocks
// of NUMBER_THREADS = 512 threads over the 2^22 elements. Per iteration:
//   prepare: sums[ei] = I[ei], sums2[ei] = I[ei]^2;
//   reduce, launched from a host while loop until one block is left (grid
//     8192, then 16, then 1; the stride d_mul grows by 512 per level): each
//     block loads its strided partial sums into shared memory and reduces
//     them with Rodinia's `(tx+1) % i == 0` tree (a barrier per level);
//     full levels and all but the last block take the plain tree, the last
//     block of a partial level reduces only the largest power of two of its
//     elements (df, a loop bound computed per block) and its thread df-1
//     adds the rest. The loops are `for (i = 2; i <= n; i = 2 * i)` with
//     barriers inside: scf.while as a front end emits them;
//   host: mean, variance and q0sqr from sums[0] and sums2[0];
//   srad: each element's row and column from ei, the derivatives through
//     the neighbour index arrays iN/iS/jW/jE (clamped at the border), the
//     diffusion coefficient saturated by Rodinia's if/else, all under
//     `if (ei < Ne)`;
//   srad2: the divergence and the image update.
// (Rodinia's extract/compress, exp/log of the image before and after the
// iterations, are left out.) f32 throughout (Rodinia's double literals in
// srad are f32 here, as in the OpenMP version).
!wg = memref<512xf32, #gpu.address_space<workgroup>>
func.func @srad_v1(%I: memref<4194304xf32>, %sums: memref<4194304xf32>, %sums2: memref<4194304xf32>,
                   %iN: memref<2048xi32>, %iS: memref<2048xi32>, %jW: memref<2048xi32>, %jE: memref<2048xi32>,
                   %dN: memref<4194304xf32>, %dS: memref<4194304xf32>, %dW: memref<4194304xf32>, %dE: memref<4194304xf32>, %C: memref<4194304xf32>,
                   %lambda: f32, %nrI: i32, %ne: i64)
    attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c511 = arith.constant 511 : index
  %c512 = arith.constant 512 : index
  %nr = arith.index_cast %nrI : i32 to index
  %neIdx = arith.index_cast %ne : i64 to index
  // blocks = Ne / NUMBER_THREADS (+1 if a rest)
  %blocks = arith.ceildivui %neIdx, %c512 : index
  %neF = arith.uitofp %ne : i64 to f32
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  %half = arith.constant 0.5 : f32
  %quarter = arith.constant 0.25 : f32
  %sixteenth = arith.constant 0.0625 : f32
  scf.for %iter = %c0 to %c4 step %c1 {
    // prepare
    gpu.launch blocks(%bxa, %bya, %bza) in (%gx = %blocks, %gy = %c1, %gz = %c1)
               threads(%txa, %tya, %tza) in (%sx = %c512, %sy = %c1, %sz = %c1) {
      %bx = gpu.block_id x
      %tx = gpu.thread_id x
      %ei0 = arith.muli %bx, %c512 : index
      %ei = arith.addi %ei0, %tx : index
      %valid = arith.cmpi ult, %ei, %neIdx : index
      scf.if %valid {
        %v = memref.load %I[%ei] : memref<4194304xf32>
        memref.store %v, %sums[%ei] : memref<4194304xf32>
        %vv = arith.mulf %v, %v : f32
        memref.store %vv, %sums2[%ei] : memref<4194304xf32>
      }
      gpu.terminator
    }
    // reduce: while (blocks2 != 0) { reduce<<<blocks2>>>(Ne, no, mul); ... }
    %lv:3 = scf.while (%blocks2 = %blocks, %no = %neIdx, %mul = %c1) : (index, index, index) -> (index, index, index) {
      %more = arith.cmpi ne, %blocks2, %c0 : index
      scf.condition(%more) %blocks2, %no, %mul : index, index, index
    } do {
    ^bb0(%blocks2: index, %no: index, %mul: index):
      gpu.launch blocks(%bxa, %bya, %bza) in (%gx = %blocks2, %gy = %c1, %gz = %c1)
                 threads(%txa, %tya, %tza) in (%sx = %c512, %sy = %c1, %sz = %c1)
                 workgroup(%psum : !wg, %psum2 : !wg) {
        %bx = gpu.block_id x
        %tx = gpu.thread_id x
        %gdx = gpu.grid_dim x
        %ei0 = arith.muli %bx, %c512 : index
        %ei = arith.addi %ei0, %tx : index
        // nf = NUMBER_THREADS - (gridDim.x * NUMBER_THREADS - d_no)
        %all = arith.muli %gdx, %c512 : index
        %missing = arith.subi %all, %no : index
        %nf = arith.subi %c512, %missing : index
        // block result at d_sums[bx * d_mul * NUMBER_THREADS]
        %outAt0 = arith.muli %bx, %mul : index
        %outAt = arith.muli %outAt0, %c512 : index
        %valid = arith.cmpi ult, %ei, %no : index
        scf.if %valid {
          %at = arith.muli %ei, %mul : index
          %v = memref.load %sums[%at] : memref<4194304xf32>
          memref.store %v, %psum[%tx] : !wg
          %v2 = memref.load %sums2[%at] : memref<4194304xf32>
          memref.store %v2, %psum2[%tx] : !wg
        }
        gpu.barrier
        %full = arith.cmpi eq, %nf, %c512 : index
        scf.if %full {
          %twA = scf.while (%i = %c2) : (index) -> index {
            %go = arith.cmpi ule, %i, %c512 : index
            scf.condition(%go) %i : index
          } do {
          ^bb0(%i: index):
            %txp1 = arith.addi %tx, %c1 : index
            %rem = arith.remui %txp1, %i : index
            %every = arith.cmpi eq, %rem, %c0 : index
            %act = arith.andi %every, %every : i1
            scf.if %act {
              %hstep = arith.shrui %i, %c1 : index
              %o = arith.subi %tx, %hstep : index
              %a = memref.load %psum[%tx] : !wg
              %b = memref.load %psum[%o] : !wg
              %s = arith.addf %a, %b : f32
              memref.store %s, %psum[%tx] : !wg
              %a2 = memref.load %psum2[%tx] : !wg
              %b2 = memref.load %psum2[%o] : !wg
              %s2 = arith.addf %a2, %b2 : f32
              memref.store %s2, %psum2[%tx] : !wg
            }
            gpu.barrier
            %next = arith.muli %i, %c2 : index
            scf.yield %next : index
          }
          %isLast = arith.cmpi eq, %tx, %c511 : index
          scf.if %isLast {
            %r = memref.load %psum[%tx] : !wg
            %r2 = memref.load %psum2[%tx] : !wg
            memref.store %r, %sums[%outAt] : memref<4194304xf32>
            memref.store %r2, %sums2[%outAt] : memref<4194304xf32>
          }
        } else {
          %lastBx = arith.subi %gdx, %c1 : index
          %notLast = arith.cmpi ne, %bx, %lastBx : index
          scf.if %notLast {
            %twB = scf.while (%i = %c2) : (index) -> index {
              %go = arith.cmpi ule, %i, %c512 : index
              scf.condition(%go) %i : index
            } do {
            ^bb0(%i: index):
              %txp1 = arith.addi %tx, %c1 : index
              %rem = arith.remui %txp1, %i : index
              %every = arith.cmpi eq, %rem, %c0 : index
              %act = arith.andi %every, %every : i1
              scf.if %act {
                %hstep = arith.shrui %i, %c1 : index
                %o = arith.subi %tx, %hstep : index
                %a = memref.load %psum[%tx] : !wg
                %b = memref.load %psum[%o] : !wg
                %s = arith.addf %a, %b : f32
                memref.store %s, %psum[%tx] : !wg
                %a2 = memref.load %psum2[%tx] : !wg
                %b2 = memref.load %psum2[%o] : !wg
                %s2 = arith.addf %a2, %b2 : f32
                memref.store %s2, %psum2[%tx] : !wg
              }
              gpu.barrier
              %next = arith.muli %i, %c2 : index
              scf.yield %next : index
            }
            %isLast = arith.cmpi eq, %tx, %c511 : index
            scf.if %isLast {
              %r = memref.load %psum[%tx] : !wg
              %r2 = memref.load %psum2[%tx] : !wg
              memref.store %r, %sums[%outAt] : memref<4194304xf32>
              memref.store %r2, %sums2[%outAt] : memref<4194304xf32>
            }
          } else {
            // df: the largest power of two <= nf (for (i = 2; i <= NT; i = 2i) if (nf >= i) df = i)
            %dfw:2 = scf.while (%i = %c2, %df0 = %c0) : (index, index) -> (index, index) {
              %go = arith.cmpi ule, %i, %c512 : index
              scf.condition(%go) %i, %df0 : index, index
            } do {
            ^bb0(%i: index, %df0: index):
              %fits = arith.cmpi uge, %nf, %i : index
              %df1 = arith.select %fits, %i, %df0 : index
              %next = arith.muli %i, %c2 : index
              scf.yield %next, %df1 : index, index
            }
                    %twC = scf.while (%i = %c2) : (index) -> index {
              %go = arith.cmpi ule, %i, %dfw#1 : index
              scf.condition(%go) %i : index
            } do {
            ^bb0(%i: index):
              %txp1 = arith.addi %tx, %c1 : index
              %rem = arith.remui %txp1, %i : index
              %every = arith.cmpi eq, %rem, %c0 : index
              %below = arith.cmpi ult, %tx, %dfw#1 : index
              %act = arith.andi %every, %below : i1
              scf.if %act {
                %hstep = arith.shrui %i, %c1 : index
                %o = arith.subi %tx, %hstep : index
                %a = memref.load %psum[%tx] : !wg
                %b = memref.load %psum[%o] : !wg
                %s = arith.addf %a, %b : f32
                memref.store %s, %psum[%tx] : !wg
                %a2 = memref.load %psum2[%tx] : !wg
                %b2 = memref.load %psum2[%o] : !wg
                %s2 = arith.addf %a2, %b2 : f32
                memref.store %s2, %psum2[%tx] : !wg
              }
              gpu.barrier
              %next = arith.muli %i, %c2 : index
              scf.yield %next : index
            }
            %dfm1 = arith.subi %dfw#1, %c1 : index
            %isTail = arith.cmpi eq, %tx, %dfm1 : index
            scf.if %isTail {
              // for (i = bx*NT + df; i < bx*NT + nf; i++) psum[tx] += d_sums[i] (Rodinia
              // indexes d_sums without d_mul here; with 2^22 elements the loop is
              // empty at every level)
              %from = arith.addi %ei0, %dfw#1 : index
              %to = arith.addi %ei0, %nf : index
              %p0 = memref.load %psum[%tx] : !wg
              %q0 = memref.load %psum2[%tx] : !wg
              %acc:2 = scf.for %k = %from to %to step %c1 iter_args(%p = %p0, %q = %q0) -> (f32, f32) {
                %v = memref.load %sums[%k] : memref<4194304xf32>
                %v2 = memref.load %sums2[%k] : memref<4194304xf32>
                %p1 = arith.addf %p, %v : f32
                %q1 = arith.addf %q, %v2 : f32
                scf.yield %p1, %q1 : f32, f32
              }
              memref.store %acc#0, %psum[%tx] : !wg
              memref.store %acc#1, %psum2[%tx] : !wg
              memref.store %acc#0, %sums[%outAt] : memref<4194304xf32>
              memref.store %acc#1, %sums2[%outAt] : memref<4194304xf32>
            }
          }
        }
        gpu.terminator
      }
      // no = blocks2; blocks2 = 1 ? 0 : ceil(blocks2 / 512); mul *= 512
      %isOne = arith.cmpi eq, %blocks2, %c1 : index
      %nextBlocks = arith.ceildivui %blocks2, %c512 : index
      %b2 = arith.select %isOne, %c0, %nextBlocks : index
      %mul2 = arith.muli %mul, %c512 : index
      scf.yield %b2, %blocks2, %mul2 : index, index, index
    }
    // host: statistics of the whole image
    %total = memref.load %sums[%c0] : memref<4194304xf32>
    %total2 = memref.load %sums2[%c0] : memref<4194304xf32>
    %meanROI = arith.divf %total, %neF : f32
    %meanSq = arith.mulf %meanROI, %meanROI : f32
    %m2 = arith.divf %total2, %neF : f32
    %varROI = arith.subf %m2, %meanSq : f32
    %q0sqr = arith.divf %varROI, %meanSq : f32
    %q0p1 = arith.addf %one, %q0sqr : f32
    %qden = arith.mulf %q0sqr, %q0p1 : f32
    // srad
    gpu.launch blocks(%bxa, %bya, %bza) in (%gx = %blocks, %gy = %c1, %gz = %c1)
               threads(%txa, %tya, %tza) in (%sx = %c512, %sy = %c1, %sz = %c1) {
      %bx = gpu.block_id x
      %tx = gpu.thread_id x
      %ei0 = arith.muli %bx, %c512 : index
      %ei = arith.addi %ei0, %tx : index
      // row = (ei+1) % Nr - 1, col = (ei+1) / Nr; the last row of a column wraps
      %ep1 = arith.addi %ei, %c1 : index
      %rm = arith.remui %ep1, %nr : index
      %cq = arith.divui %ep1, %nr : index
      %wrap = arith.cmpi eq, %rm, %c0 : index
      %rc:2 = scf.if %wrap -> (index, index) {
        %r = arith.subi %nr, %c1 : index
        %c = arith.subi %cq, %c1 : index
        scf.yield %r, %c : index, index
      } else {
        %r = arith.subi %rm, %c1 : index
        scf.yield %r, %cq : index, index
      }
      %valid = arith.cmpi ult, %ei, %neIdx : index
      scf.if %valid {
        %row = arith.addi %rc#0, %c0 : index
        %col = arith.addi %rc#1, %c0 : index
        %jc = memref.load %I[%ei] : memref<4194304xf32>
        %colBase = arith.muli %nr, %col : index
        %nI = memref.load %iN[%row] : memref<2048xi32>
        %nIx = arith.index_cast %nI : i32 to index
        %nAt = arith.addi %nIx, %colBase : index
        %nv = memref.load %I[%nAt] : memref<4194304xf32>
        %n = arith.subf %nv, %jc : f32
        %sI = memref.load %iS[%row] : memref<2048xi32>
        %sIx = arith.index_cast %sI : i32 to index
        %sAt = arith.addi %sIx, %colBase : index
        %sv = memref.load %I[%sAt] : memref<4194304xf32>
        %s = arith.subf %sv, %jc : f32
        %wI = memref.load %jW[%col] : memref<2048xi32>
        %wIx = arith.index_cast %wI : i32 to index
        %wBase = arith.muli %nr, %wIx : index
        %wAt = arith.addi %row, %wBase : index
        %wv = memref.load %I[%wAt] : memref<4194304xf32>
        %w = arith.subf %wv, %jc : f32
        %eI = memref.load %jE[%col] : memref<2048xi32>
        %eIx = arith.index_cast %eI : i32 to index
        %eBase = arith.muli %nr, %eIx : index
        %eAt = arith.addi %row, %eBase : index
        %ev = memref.load %I[%eAt] : memref<4194304xf32>
        %e = arith.subf %ev, %jc : f32
        // G2 = (n^2 + s^2 + w^2 + e^2) / Jc^2, L = (n + s + w + e) / Jc
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
        %hg2 = arith.mulf %half, %g2 : f32
        %ll = arith.mulf %l, %l : f32
        %ll16 = arith.mulf %sixteenth, %ll : f32
        %num = arith.subf %hg2, %ll16 : f32
        %ql = arith.mulf %quarter, %l : f32
        %den = arith.addf %one, %ql : f32
        %den2 = arith.mulf %den, %den : f32
        %qsqr = arith.divf %num, %den2 : f32
        %dq = arith.subf %qsqr, %q0sqr : f32
        %dd = arith.divf %dq, %qden : f32
        %dd1 = arith.addf %one, %dd : f32
        %c = arith.divf %one, %dd1 : f32
        // if (c < 0) c = 0; else if (c > 1) c = 1;
        %neg = arith.cmpf olt, %c, %zero : f32
        %cs = scf.if %neg -> f32 {
          scf.yield %zero : f32
        } else {
          %big = arith.cmpf ogt, %c, %one : f32
          %cb = scf.if %big -> f32 {
            scf.yield %one : f32
          } else {
            scf.yield %c : f32
          }
          scf.yield %cb : f32
        }
        memref.store %n, %dN[%ei] : memref<4194304xf32>
        memref.store %s, %dS[%ei] : memref<4194304xf32>
        memref.store %w, %dW[%ei] : memref<4194304xf32>
        memref.store %e, %dE[%ei] : memref<4194304xf32>
        memref.store %cs, %C[%ei] : memref<4194304xf32>
      }
      gpu.terminator
    }
    // srad2
    %step = arith.mulf %quarter, %lambda : f32
    gpu.launch blocks(%bxa, %bya, %bza) in (%gx = %blocks, %gy = %c1, %gz = %c1)
               threads(%txa, %tya, %tza) in (%sx = %c512, %sy = %c1, %sz = %c1) {
      %bx = gpu.block_id x
      %tx = gpu.thread_id x
      %ei0 = arith.muli %bx, %c512 : index
      %ei = arith.addi %ei0, %tx : index
      // row = (ei+1) % Nr - 1, col = (ei+1) / Nr; the last row of a column wraps
      %ep1 = arith.addi %ei, %c1 : index
      %rm = arith.remui %ep1, %nr : index
      %cq = arith.divui %ep1, %nr : index
      %wrap = arith.cmpi eq, %rm, %c0 : index
      %rc:2 = scf.if %wrap -> (index, index) {
        %r = arith.subi %nr, %c1 : index
        %c = arith.subi %cq, %c1 : index
        scf.yield %r, %c : index, index
      } else {
        %r = arith.subi %rm, %c1 : index
        scf.yield %r, %cq : index, index
      }
      %valid = arith.cmpi ult, %ei, %neIdx : index
      scf.if %valid {
        %cN = memref.load %C[%ei] : memref<4194304xf32>
        %sI = memref.load %iS[%rc#0] : memref<2048xi32>
        %sIx = arith.index_cast %sI : i32 to index
        %colBase = arith.muli %nr, %rc#1 : index
        %sAt = arith.addi %sIx, %colBase : index
        %cS = memref.load %C[%sAt] : memref<4194304xf32>
        %eI = memref.load %jE[%rc#1] : memref<2048xi32>
        %eIx = arith.index_cast %eI : i32 to index
        %eBase = arith.muli %nr, %eIx : index
        %eAt = arith.addi %rc#0, %eBase : index
        %cE = memref.load %C[%eAt] : memref<4194304xf32>
        %n = memref.load %dN[%ei] : memref<4194304xf32>
        %s = memref.load %dS[%ei] : memref<4194304xf32>
        %w = memref.load %dW[%ei] : memref<4194304xf32>
        %e = memref.load %dE[%ei] : memref<4194304xf32>
        // D = cN dN + cS dS + cW dW + cE dE with cW = cN
        %pn = arith.mulf %cN, %n : f32
        %ps = arith.mulf %cS, %s : f32
        %pw = arith.mulf %cN, %w : f32
        %pe = arith.mulf %cE, %e : f32
        %d0 = arith.addf %pn, %ps : f32
        %d1 = arith.addf %d0, %pw : f32
        %d = arith.addf %d1, %pe : f32
        %iv = memref.load %I[%ei] : memref<4194304xf32>
        %upd = arith.mulf %step, %d : f32
        %ni = arith.addf %iv, %upd : f32
        memref.store %ni, %I[%ei] : memref<4194304xf32>
      }
      gpu.terminator
    }
  }
  return
}
