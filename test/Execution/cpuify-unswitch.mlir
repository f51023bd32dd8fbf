// stitch-cpuify's unswitching of the serialized x loop on the conditions it
// does not vary (stitchUnswitchInvariantIfs), run: Rodinia srad's tile
// scheme in gpu.launch form on a 12 x 18 i32 image, 3 x 3 blocks of 6 x 4
// threads. Each block stages its tile and the rows above/below and the
// columns left/right of it in shared memory, choosing by the block's
// position (`by == 0`: the tile's own first row; a barrier after each),
// then picks each pixel's four neighbours with srad's nine-way if/else
// chain over the tile's corners, sides and interior (`tx == 0 && ty == 0`,
// ..., `ty == 0`, ...): the chain's `ty` conditions are what the x loop is
// unswitched on. out = 1000 N + 100 S + 10 W + E. The reference is a plain
// clamped stencil on the host (scf.for, no thread loop), compared element
// by element; stitch-to-openmp (unswitching) must also match the same
// pipeline with unswitch-uniform=false, byte for byte.
// RUN: stitch-opt %s --stitch-to-openmp > %t.on.mlir
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-cpuify{inner-serialize=true unswitch-uniform=false}),func.func(canonicalize,cse),stitch-lower-to-llvm-cpu)' > %t.off.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.on.mlir > %t.on.txt
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.off.mlir > %t.off.txt
// RUN: diff %t.on.txt %t.off.txt
// RUN: FileCheck %s --input-file=%t.on.txt
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),func.func(stitch-cpuify{inner-serialize=true speculate-ifs=false}),func.func(canonicalize))' | FileCheck %s --check-prefix=IR
// The halo loads run as copies per block position (by == 0, by == 2),
// the chain's x loop as three copies (ty == 0, ty == 3, the other rows).
// IR: %[[TOP:.*]] = arith.cmpi eq, %[[BY:.*]], %c0 : index
// IR: %[[BOT:.*]] = arith.cmpi eq, %[[BY]], %c2 : index
// IR: scf.for
// IR-NEXT: scf.if %[[TOP]] {
// IR-NEXT: scf.if %[[BOT]] {
// IR-NEXT: scf.for
// IR: %[[TY0:.*]] = arith.cmpi eq, %[[TY:.*]], %c0 : index
// IR-NEXT: scf.if %[[TY0]] {
// IR-NEXT: scf.for
// IR: } {loop_annotation
// IR-NEXT: } else {
// IR-NEXT: %[[TYL:.*]] = arith.cmpi eq, %[[TY]], %c3 : index
// IR-NEXT: scf.if %[[TYL]] {
// IR-NEXT: scf.for
// IR: } {loop_annotation
// IR-NEXT: } else {
// IR-NEXT: scf.for
// By hand, in[y][x] = 18 y + x: out[0][0] = 1000 * 0 + 100 * 18 + 10 * 0
// + 1 (N and W clamped); out[5][7] = 79000 + 11500 + 960 + 98; out[11][17]
// = 197000 + 100 * 215 + 2140 + 215 (S and E clamped).
// CHECK: mismatches 0
// CHECK-NEXT: out[0][0] 1801
// CHECK-NEXT: out[5][7] 91558
// CHECK-NEXT: out[11][17] 220855
!sh = memref<4x6xi32, #gpu.address_space<workgroup>>
func.func @tiles(%in: memref<12x18xi32>, %out: memref<12x18xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %k1000 = arith.constant 1000 : i32
  %k100 = arith.constant 100 : i32
  %k10 = arith.constant 10 : i32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c3, %gy = %c3, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c6, %sy = %c4, %sz = %c1)
             workgroup(%tile : !sh, %north : !sh, %south : !sh,
                       %west : !sh, %east : !sh) {
    %x0 = arith.muli %bx, %c6 : index
    %y0 = arith.muli %by, %c4 : index
    %x = arith.addi %x0, %tx : index
    %y = arith.addi %y0, %ty : index
    %lastBy = arith.subi %gy, %c1 : index
    %lastBx = arith.subi %gx, %c1 : index
    // North/south halo rows: at the image's border the tile's own row.
    %top = arith.cmpi eq, %by, %c0 : index
    %bottom = arith.cmpi eq, %by, %lastBy : index
    %nrow = scf.if %top -> (index) {
      scf.yield %y0 : index
    } else {
      %r = arith.subi %y0, %c1 : index
      scf.yield %r : index
    }
    %nv = memref.load %in[%nrow, %x] : memref<12x18xi32>
    memref.store %nv, %north[%ty, %tx] : !sh
    scf.if %bottom {
      %r = arith.addi %y0, %c3 : index
      %sv = memref.load %in[%r, %x] : memref<12x18xi32>
      memref.store %sv, %south[%ty, %tx] : !sh
    } else {
      %r = arith.addi %y0, %c4 : index
      %sv = memref.load %in[%r, %x] : memref<12x18xi32>
      memref.store %sv, %south[%ty, %tx] : !sh
    }
    gpu.barrier
    %left = arith.cmpi eq, %bx, %c0 : index
    %right = arith.cmpi eq, %bx, %lastBx : index
    scf.if %left {
      %wv = memref.load %in[%y, %x0] : memref<12x18xi32>
      memref.store %wv, %west[%ty, %tx] : !sh
    } else {
      %c = arith.subi %x0, %c1 : index
      %wv = memref.load %in[%y, %c] : memref<12x18xi32>
      memref.store %wv, %west[%ty, %tx] : !sh
    }
    %ecol = scf.if %right -> (index) {
      %c = arith.addi %x0, %c5 : index
      scf.yield %c : index
    } else {
      %c = arith.addi %x0, %c6 : index
      scf.yield %c : index
    }
    %ev = memref.load %in[%y, %ecol] : memref<12x18xi32>
    memref.store %ev, %east[%ty, %tx] : !sh
    gpu.barrier
    %v = memref.load %in[%y, %x] : memref<12x18xi32>
    memref.store %v, %tile[%ty, %tx] : !sh
    gpu.barrier
    %tym1 = arith.subi %ty, %c1 : index
    %typ1 = arith.addi %ty, %c1 : index
    %txm1 = arith.subi %tx, %c1 : index
    %txp1 = arith.addi %tx, %c1 : index
    %ty0 = arith.cmpi eq, %ty, %c0 : index
    %tyL = arith.cmpi eq, %ty, %c3 : index
    %tx0 = arith.cmpi eq, %tx, %c0 : index
    %txL = arith.cmpi eq, %tx, %c5 : index
    %nw = arith.andi %ty0, %tx0 : i1
    %ne = arith.andi %ty0, %txL : i1
    %se = arith.andi %tyL, %txL : i1
    %sw = arith.andi %tyL, %tx0 : i1
    // srad's chain: corners, then the four sides, then the interior.
    %r:4 = scf.if %nw -> (i32, i32, i32, i32) {
      %n = memref.load %north[%ty, %tx] : !sh
      %s = memref.load %tile[%typ1, %tx] : !sh
      %w = memref.load %west[%ty, %tx] : !sh
      %e = memref.load %tile[%ty, %txp1] : !sh
      scf.yield %n, %s, %w, %e : i32, i32, i32, i32
    } else {
      %r1:4 = scf.if %ne -> (i32, i32, i32, i32) {
        %n = memref.load %north[%ty, %tx] : !sh
        %s = memref.load %tile[%typ1, %tx] : !sh
        %w = memref.load %tile[%ty, %txm1] : !sh
        %e = memref.load %east[%ty, %tx] : !sh
        scf.yield %n, %s, %w, %e : i32, i32, i32, i32
      } else {
        %r2:4 = scf.if %se -> (i32, i32, i32, i32) {
          %n = memref.load %tile[%tym1, %tx] : !sh
          %s = memref.load %south[%ty, %tx] : !sh
          %w = memref.load %tile[%ty, %txm1] : !sh
          %e = memref.load %east[%ty, %tx] : !sh
          scf.yield %n, %s, %w, %e : i32, i32, i32, i32
        } else {
          %r3:4 = scf.if %sw -> (i32, i32, i32, i32) {
            %n = memref.load %tile[%tym1, %tx] : !sh
            %s = memref.load %south[%ty, %tx] : !sh
            %w = memref.load %west[%ty, %tx] : !sh
            %e = memref.load %tile[%ty, %txp1] : !sh
            scf.yield %n, %s, %w, %e : i32, i32, i32, i32
          } else {
            %r4:4 = scf.if %ty0 -> (i32, i32, i32, i32) {
              %n = memref.load %north[%ty, %tx] : !sh
              %s = memref.load %tile[%typ1, %tx] : !sh
              %w = memref.load %tile[%ty, %txm1] : !sh
              %e = memref.load %tile[%ty, %txp1] : !sh
              scf.yield %n, %s, %w, %e : i32, i32, i32, i32
            } else {
              %r5:4 = scf.if %txL -> (i32, i32, i32, i32) {
                %n = memref.load %tile[%tym1, %tx] : !sh
                %s = memref.load %tile[%typ1, %tx] : !sh
                %w = memref.load %tile[%ty, %txm1] : !sh
                %e = memref.load %east[%ty, %tx] : !sh
                scf.yield %n, %s, %w, %e : i32, i32, i32, i32
              } else {
                %r6:4 = scf.if %tyL -> (i32, i32, i32, i32) {
                  %n = memref.load %tile[%tym1, %tx] : !sh
                  %s = memref.load %south[%ty, %tx] : !sh
                  %w = memref.load %tile[%ty, %txm1] : !sh
                  %e = memref.load %tile[%ty, %txp1] : !sh
                  scf.yield %n, %s, %w, %e : i32, i32, i32, i32
                } else {
                  %r7:4 = scf.if %tx0 -> (i32, i32, i32, i32) {
                    %n = memref.load %tile[%tym1, %tx] : !sh
                    %s = memref.load %tile[%typ1, %tx] : !sh
                    %w = memref.load %west[%ty, %tx] : !sh
                    %e = memref.load %tile[%ty, %txp1] : !sh
                    scf.yield %n, %s, %w, %e : i32, i32, i32, i32
                  } else {
                    %n = memref.load %tile[%tym1, %tx] : !sh
                    %s = memref.load %tile[%typ1, %tx] : !sh
                    %w = memref.load %tile[%ty, %txm1] : !sh
                    %e = memref.load %tile[%ty, %txp1] : !sh
                    scf.yield %n, %s, %w, %e : i32, i32, i32, i32
                  }
                  scf.yield %r7#0, %r7#1, %r7#2, %r7#3 : i32, i32, i32, i32
                }
                scf.yield %r6#0, %r6#1, %r6#2, %r6#3 : i32, i32, i32, i32
              }
              scf.yield %r5#0, %r5#1, %r5#2, %r5#3 : i32, i32, i32, i32
            }
            scf.yield %r4#0, %r4#1, %r4#2, %r4#3 : i32, i32, i32, i32
          }
          scf.yield %r3#0, %r3#1, %r3#2, %r3#3 : i32, i32, i32, i32
        }
        scf.yield %r2#0, %r2#1, %r2#2, %r2#3 : i32, i32, i32, i32
      }
      scf.yield %r1#0, %r1#1, %r1#2, %r1#3 : i32, i32, i32, i32
    }
    %a = arith.muli %r#0, %k1000 : i32
    %b = arith.muli %r#1, %k100 : i32
    %c = arith.muli %r#2, %k10 : i32
    %s0 = arith.addi %a, %b : i32
    %s1 = arith.addi %s0, %c : i32
    %s2 = arith.addi %s1, %r#3 : i32
    memref.store %s2, %out[%y, %x] : memref<12x18xi32>
    gpu.terminator
  }
  return
}

llvm.mlir.global internal constant @fmis("mismatches %ld\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @fval("out[%ld][%ld] %d\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

func.func @show(%out: memref<12x18xi32>, %i: index, %j: index) {
  %v = memref.load %out[%i, %j] : memref<12x18xi32>
  %fmt = llvm.mlir.addressof @fval : !llvm.ptr
  %ii = arith.index_cast %i : index to i64
  %jj = arith.index_cast %j : index to i64
  llvm.call @printf(%fmt, %ii, %jj, %v) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64, i32) -> i32
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %c11 = arith.constant 11 : index
  %c12 = arith.constant 12 : index
  %c17 = arith.constant 17 : index
  %c18 = arith.constant 18 : index
  %k1000 = arith.constant 1000 : i32
  %k100 = arith.constant 100 : i32
  %k10 = arith.constant 10 : i32
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %in = memref.alloc() : memref<12x18xi32>
  %out = memref.alloc() : memref<12x18xi32>
  // in[y][x] = 18 y + x
  scf.for %i = %c0 to %c12 step %c1 {
    scf.for %j = %c0 to %c18 step %c1 {
      %k0 = arith.muli %i, %c18 : index
      %k = arith.addi %k0, %j : index
      %v = arith.index_cast %k : index to i32
      memref.store %v, %in[%i, %j] : memref<12x18xi32>
    }
  }
  call @tiles(%in, %out) : (memref<12x18xi32>, memref<12x18xi32>) -> ()
  // The reference: neighbours clamped to the image.
  %bad = scf.for %i = %c0 to %c12 step %c1 iter_args(%acc = %z) -> (i64) {
    %row = scf.for %j = %c0 to %c18 step %c1 iter_args(%a = %acc) -> (i64) {
      %im1 = arith.subi %i, %c1 : index
      %up = arith.maxsi %im1, %c0 : index
      %ip1 = arith.addi %i, %c1 : index
      %down = arith.minsi %ip1, %c11 : index
      %jm1 = arith.subi %j, %c1 : index
      %l = arith.maxsi %jm1, %c0 : index
      %jp1 = arith.addi %j, %c1 : index
      %r = arith.minsi %jp1, %c17 : index
      %n = memref.load %in[%up, %j] : memref<12x18xi32>
      %s = memref.load %in[%down, %j] : memref<12x18xi32>
      %w = memref.load %in[%i, %l] : memref<12x18xi32>
      %e = memref.load %in[%i, %r] : memref<12x18xi32>
      %n1 = arith.muli %n, %k1000 : i32
      %s1 = arith.muli %s, %k100 : i32
      %w1 = arith.muli %w, %k10 : i32
      %t0 = arith.addi %n1, %s1 : i32
      %t1 = arith.addi %t0, %w1 : i32
      %want = arith.addi %t1, %e : i32
      %got = memref.load %out[%i, %j] : memref<12x18xi32>
      %ne = arith.cmpi ne, %got, %want : i32
      %inc = arith.select %ne, %one, %z : i64
      %a1 = arith.addi %a, %inc : i64
      scf.yield %a1 : i64
    }
    scf.yield %row : i64
  }
  %fmt = llvm.mlir.addressof @fmis : !llvm.ptr
  llvm.call @printf(%fmt, %bad) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
  call @show(%out, %c0, %c0) : (memref<12x18xi32>, index, index) -> ()
  call @show(%out, %c5, %c7) : (memref<12x18xi32>, index, index) -> ()
  call @show(%out, %c11, %c17) : (memref<12x18xi32>, index, index) -> ()
  memref.dealloc %in : memref<12x18xi32>
  memref.dealloc %out : memref<12x18xi32>
  return
}
