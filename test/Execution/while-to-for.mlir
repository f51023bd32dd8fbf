// stitch-while-to-for and stitch-dead-carried-values on the loops a C front
// end emits for counters and temporaries declared at the top of a kernel
// (Rodinia lavaMD's shape), run against values computed by hand (a Python
// simulation of the same loops):
//  - @kernel (gpu.launch, 3 blocks of 128 threads, a 100-element shared
//    tile): a neighbour loop `k < nk[0]` (bound loaded each iteration: it
//    stays a while, with its barriers) around the block-stride copy
//    `wtx = tx; while (wtx < 100) { tile[wtx] = ...; wtx += 128; }` (i32
//    nsw: an scf.for, then one trip per thread), a barrier, and per thread
//    `j = 0; while (j < 100) { r = mine - tile[j]; s += (mine + j) *
//    tile[j]; j++; }` whose `r` is carried and never read, and `wtx = tx`
//    forwarded unchanged by the k loop;
//  - @counted (host): exit values and sums of `i <= 20; i += 3` from -7,
//    of a loop that does not run (lb 5 > ub 2; lb 7 = ub 7), of `i < 3`
//    from -5, and of an unsigned `i <u 4000000005` from 4000000000 (i32
//    bit patterns: zero extensions).
// The same checks hold with the two passes left out of the pipeline
// (cpuify's own while handling), so both compute the same values.
// RUN: stitch-opt %s --stitch-to-openmp > %t.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-gpu-to-parallel,stitch-cpuify{inner-serialize=true}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.off.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.off.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-gpu-to-parallel,stitch-while-to-for,stitch-dead-carried-values))' | FileCheck %s --check-prefix=IR
// IR-LABEL: func.func @kernel
// IR: scf.while (%{{.*}} = %{{.*}}) : (i32) -> i32
// IR: scf.for
// IR: stitch.barrier
// IR: scf.for %{{.*}} = %c0{{.*}} to %c100{{.*}} step %c1{{.*}} iter_args(%{{.*}} = %{{.*}}) -> (i32)
// IR-LABEL: func.func @counted
// IR-NOT: scf.while
// CHECK: [2989104,  10413,  10009,  -2,  9914,  9213,  -2]
// CHECK: [23,  10,  65,  5,  0,  3,  8,  -12,  7,  -294967291,  5,  -1474836470]

!wg = memref<100xi32, #gpu.address_space<workgroup>>

func.func @kernel(%data: memref<300xi32>, %out: memref<384xi32>,
                  %nkm: memref<1xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c128 = arith.constant 128 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c3, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c128, %sy = %c1, %sz = %c1)
             workgroup(%tile : !wg) {
    %txi = arith.index_cast %tx : index to i32
    %bxi = arith.index_cast %bx : index to i32
    %c0i = arith.constant 0 : i32
    %c1i = arith.constant 1 : i32
    %c3i = arith.constant 3 : i32
    %c100i = arith.constant 100 : i32
    %c128i = arith.constant 128 : i32
    %m1 = arith.constant -1 : i32
    %oi = arith.muli %bxi, %c128i overflow<nsw> : i32
    %o0 = arith.addi %oi, %txi overflow<nsw> : i32
    %o = arith.index_cast %o0 : i32 to index
    %kl:3 = scf.while (%k = %c0i, %wtx = %txi, %j0 = %c0i) : (i32, i32, i32) -> (i32, i32, i32) {
      %nk = memref.load %nkm[%c0] : memref<1xi32>
      %more = arith.cmpi slt, %k, %nk : i32
      scf.condition(%more) %k, %wtx, %j0 : i32, i32, i32
    } do {
    ^bb0(%k2: i32, %wtx2: i32, %j2: i32):
      %sb0 = arith.addi %bxi, %k2 overflow<nsw> : i32
      %sb = arith.remsi %sb0, %c3i : i32
      %base = arith.muli %sb, %c100i overflow<nsw> : i32
      %w1 = scf.while (%w = %wtx2) : (i32) -> i32 {
        %lt = arith.cmpi slt, %w, %c100i : i32
        scf.condition(%lt) %w : i32
      } do {
      ^bb0(%w2: i32):
        %g = arith.addi %base, %w2 overflow<nsw> : i32
        %gi = arith.index_cast %g : i32 to index
        %v = memref.load %data[%gi] : memref<300xi32>
        %wi = arith.index_cast %w2 : i32 to index
        memref.store %v, %tile[%wi] : !wg
        %n = arith.addi %w2, %c128i overflow<nsw> : i32
        scf.yield %n : i32
      }
      gpu.barrier
      %in = arith.cmpi slt, %txi, %c100i : i32
      %res:2 = scf.if %in -> (i32, i32) {
        %mine = memref.load %tile[%tx] : !wg
        %jl:3 = scf.while (%j = %c0i, %s = %c0i, %r = %c0i) : (i32, i32, i32) -> (i32, i32, i32) {
          %lt = arith.cmpi slt, %j, %c100i : i32
          scf.condition(%lt) %j, %s, %r : i32, i32, i32
        } do {
        ^bb0(%jj: i32, %s2: i32, %r2: i32):
          %ji = arith.index_cast %jj : i32 to index
          %tj = memref.load %tile[%ji] : !wg
          %rr = arith.subi %mine, %tj overflow<nsw> : i32
          %a = arith.addi %mine, %jj overflow<nsw> : i32
          %p = arith.muli %a, %tj overflow<nsw> : i32
          %s3 = arith.addi %s2, %p overflow<nsw> : i32
          %jn = arith.addi %jj, %c1i overflow<nsw> : i32
          scf.yield %jn, %s3, %rr : i32, i32, i32
        }
        scf.yield %jl#1, %jl#0 : i32, i32
      } else {
        scf.yield %m1, %j2 : i32, i32
      }
      %old = memref.load %out[%o] : memref<384xi32>
      %new = arith.addi %old, %res#0 : i32
      memref.store %new, %out[%o] : memref<384xi32>
      gpu.barrier
      %k3 = arith.addi %k2, %c1i overflow<nsw> : i32
      scf.yield %k3, %txi, %res#1 : i32, i32, i32
    }
    gpu.terminator
  }
  return
}

func.func @counted(%res: memref<12xi32>, %lbs: memref<5xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %three = arith.constant 3 : i32
  %c20 = arith.constant 20 : i32
  %c2i = arith.constant 2 : i32
  %c3i = arith.constant 3 : i32
  %ubu = arith.constant 4000000005 : i32
  // -7, -4, ..., 20: exit 23, 10 iterations, sum 65.
  %lb0 = memref.load %lbs[%c0] : memref<5xi32>
  %a:3 = scf.while (%i = %lb0, %n = %zero, %s = %zero) : (i32, i32, i32) -> (i32, i32, i32) {
    %c = arith.cmpi sle, %i, %c20 : i32
    scf.condition(%c) %i, %n, %s : i32, i32, i32
  } do {
  ^bb0(%i2: i32, %n2: i32, %s2: i32):
    %n3 = arith.addi %n2, %one : i32
    %s3 = arith.addi %s2, %i2 : i32
    %i3 = arith.addi %i2, %three overflow<nsw> : i32
    scf.yield %i3, %n3, %s3 : i32, i32, i32
  }
  memref.store %a#0, %res[%c0] : memref<12xi32>
  memref.store %a#1, %res[%c1] : memref<12xi32>
  memref.store %a#2, %res[%c2] : memref<12xi32>
  // From 5 to <= 2: no iteration, exit 5.
  %lb1 = memref.load %lbs[%c1] : memref<5xi32>
  %b:2 = scf.while (%i = %lb1, %n = %zero) : (i32, i32) -> (i32, i32) {
    %c = arith.cmpi sle, %i, %c2i : i32
    scf.condition(%c) %i, %n : i32, i32
  } do {
  ^bb0(%i2: i32, %n2: i32):
    %n3 = arith.addi %n2, %one : i32
    %i3 = arith.addi %i2, %three overflow<nsw> : i32
    scf.yield %i3, %n3 : i32, i32
  }
  memref.store %b#0, %res[%c3] : memref<12xi32>
  memref.store %b#1, %res[%c4] : memref<12xi32>
  // -5 .. 2 (ub > i, operands reversed): exit 3, 8 iterations, sum -12.
  %lb2 = memref.load %lbs[%c2] : memref<5xi32>
  %d:3 = scf.while (%i = %lb2, %n = %zero, %s = %zero) : (i32, i32, i32) -> (i32, i32, i32) {
    %c = arith.cmpi sgt, %c3i, %i : i32
    scf.condition(%c) %i, %n, %s : i32, i32, i32
  } do {
  ^bb0(%i2: i32, %n2: i32, %s2: i32):
    %n3 = arith.addi %n2, %one : i32
    %s3 = arith.addi %s2, %i2 : i32
    %i3 = arith.addi %i2, %one : i32
    scf.yield %i3, %n3, %s3 : i32, i32, i32
  }
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  memref.store %d#0, %res[%c5] : memref<12xi32>
  memref.store %d#1, %res[%c6] : memref<12xi32>
  memref.store %d#2, %res[%c7] : memref<12xi32>
  // From 7 to < 7: exit 7.
  %lb3 = memref.load %lbs[%c3] : memref<5xi32>
  %c7i = arith.constant 7 : i32
  %e = scf.while (%i = %lb3) : (i32) -> i32 {
    %c = arith.cmpi slt, %i, %c7i : i32
    scf.condition(%c) %i : i32
  } do {
  ^bb0(%i2: i32):
    %i3 = arith.addi %i2, %one : i32
    scf.yield %i3 : i32
  }
  %c8 = arith.constant 8 : index
  memref.store %e, %res[%c8] : memref<12xi32>
  // Unsigned 4000000000 .. 4000000004: exit 4000000005, 5 iterations.
  %lb4 = memref.load %lbs[%c4] : memref<5xi32>
  %f:3 = scf.while (%i = %lb4, %n = %zero, %s = %zero) : (i32, i32, i32) -> (i32, i32, i32) {
    %c = arith.cmpi ult, %i, %ubu : i32
    scf.condition(%c) %i, %n, %s : i32, i32, i32
  } do {
  ^bb0(%i2: i32, %n2: i32, %s2: i32):
    %n3 = arith.addi %n2, %one : i32
    %s3 = arith.addi %s2, %i2 : i32
    %i3 = arith.addi %i2, %one : i32
    scf.yield %i3, %n3, %s3 : i32, i32, i32
  }
  %c9 = arith.constant 9 : index
  %c10 = arith.constant 10 : index
  %c11 = arith.constant 11 : index
  memref.store %f#0, %res[%c9] : memref<12xi32>
  memref.store %f#1, %res[%c10] : memref<12xi32>
  memref.store %f#2, %res[%c11] : memref<12xi32>
  return
}

func.func private @printMemrefI32(memref<*xi32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c300 = arith.constant 300 : index
  %c384 = arith.constant 384 : index
  %zero = arith.constant 0 : i32
  %c5i = arith.constant 5 : i64
  %c3i = arith.constant 3 : i64
  %c7i = arith.constant 7 : i64
  %c2i = arith.constant 2 : i64
  %data = memref.alloc() : memref<300xi32>
  scf.for %i = %c0 to %c300 step %c1 {
    %i64 = arith.index_cast %i : index to i64
    %a = arith.muli %i64, %c5i : i64
    %b = arith.addi %a, %c3i : i64
    %r = arith.remsi %b, %c7i : i64
    %v64 = arith.subi %r, %c2i : i64
    %v = arith.trunci %v64 : i64 to i32
    memref.store %v, %data[%i] : memref<300xi32>
  }
  %out = memref.alloc() : memref<384xi32>
  scf.for %i = %c0 to %c384 step %c1 {
    memref.store %zero, %out[%i] : memref<384xi32>
  }
  %nk = memref.alloc() : memref<1xi32>
  %two = arith.constant 2 : i32
  memref.store %two, %nk[%c0] : memref<1xi32>
  call @kernel(%data, %out, %nk) : (memref<300xi32>, memref<384xi32>, memref<1xi32>) -> ()
  %sum = scf.for %i = %c0 to %c384 step %c1 iter_args(%acc = %zero) -> i32 {
    %v = memref.load %out[%i] : memref<384xi32>
    %a = arith.addi %acc, %v : i32
    scf.yield %a : i32
  }
  %spots = memref.alloc() : memref<7xi32>
  memref.store %sum, %spots[%c0] : memref<7xi32>
  %c99 = arith.constant 99 : index
  %c100 = arith.constant 100 : index
  %c185 = arith.constant 185 : index
  %c355 = arith.constant 355 : index
  %c383 = arith.constant 383 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %s1 = memref.load %out[%c0] : memref<384xi32>
  memref.store %s1, %spots[%c1] : memref<7xi32>
  %s2 = memref.load %out[%c99] : memref<384xi32>
  memref.store %s2, %spots[%c2] : memref<7xi32>
  %s3 = memref.load %out[%c100] : memref<384xi32>
  memref.store %s3, %spots[%c3] : memref<7xi32>
  %s4 = memref.load %out[%c185] : memref<384xi32>
  memref.store %s4, %spots[%c4] : memref<7xi32>
  %s5 = memref.load %out[%c355] : memref<384xi32>
  memref.store %s5, %spots[%c5] : memref<7xi32>
  %s6 = memref.load %out[%c383] : memref<384xi32>
  memref.store %s6, %spots[%c6] : memref<7xi32>
  %cast = memref.cast %spots : memref<7xi32> to memref<*xi32>
  call @printMemrefI32(%cast) : (memref<*xi32>) -> ()
  %res = memref.alloc() : memref<12xi32>
  %lbs = memref.alloc() : memref<5xi32>
  %m7 = arith.constant -7 : i32
  %p5 = arith.constant 5 : i32
  %m5 = arith.constant -5 : i32
  %p7 = arith.constant 7 : i32
  %big = arith.constant 4000000000 : i32
  memref.store %m7, %lbs[%c0] : memref<5xi32>
  memref.store %p5, %lbs[%c1] : memref<5xi32>
  memref.store %m5, %lbs[%c2] : memref<5xi32>
  memref.store %p7, %lbs[%c3] : memref<5xi32>
  memref.store %big, %lbs[%c4] : memref<5xi32>
  call @counted(%res, %lbs) : (memref<12xi32>, memref<5xi32>) -> ()
  %cast2 = memref.cast %res : memref<12xi32> to memref<*xi32>
  call @printMemrefI32(%cast2) : (memref<*xi32>) -> ()
  memref.dealloc %res : memref<12xi32>
  memref.dealloc %lbs : memref<5xi32>
  memref.dealloc %spots : memref<7xi32>
  memref.dealloc %nk : memref<1xi32>
  memref.dealloc %out : memref<384xi32>
  memref.dealloc %data : memref<300xi32>
  return
}
