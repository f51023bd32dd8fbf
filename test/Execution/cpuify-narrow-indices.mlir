// stitch-cpuify's narrow-indices (stitchVersionNarrowIndices) on CUDA-style
// 32-bit index arithmetic, run against plain host loops:
//  - @shifted: i = base + bx * 64 + tx (i32, no flags), `i <u n` guard,
//    out[zext i] = in[zext i] + 2 * in[sext(n - 1 - i)] (coefficients 1 and
//    -1, zero and sign extensions). With base = -100 the first two blocks'
//    indices wrap (2^32 - 100 + tx): there the check fails and the original
//    loop runs (the guard rejects them); the other blocks take the copy.
//    With base = 5 every block takes the copy, the last ones partly
//    guarded (a tightened bound). 70 blocks run the launch as it is, 7
//    and 5 blocks as 16-thread pieces (split-below: `b' % 4` computed in
//    the x loop, a value it does not vary).
//  - @doubled: out[(bx * 64 + tx) << 1] (a shift: coefficient 2).
//  - @columns: kmeans' shape, sum over j < 5 of f[j * np + i] with i =
//    bx * 64 + tx and `i < np` (signed): the j loop is interchanged and
//    jammed, its `j * np` computed in the x loop; the jam's four guards
//    become one bound.
//  - @fan2: Rodinia gaussian's Fan2 (4x4 blocks; column y = (i32)(by * 4 +
//    ty), no flags; signed `int` sums with nsw): coarsening merges the y
//    dimension into one x loop over a run-time range, whose truncation to
//    i32 may wrap, so the nsw sums' sign extensions are versioned too.
// The IR check shows the versions (an scf.if on the range check around a
// copy without index_castui in its loop) and the tightened bound.
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-gpu-to-parallel,stitch-cpuify{inner-serialize=true}))' | FileCheck %s --check-prefix=IR
// IR-LABEL: func.func @shifted
// IR: arith.cmpi sle, %{{.*}}, %c4294967295
// IR: scf.if
// IR: scf.for
// IR-NOT: arith.index_castui
// IR: } else {
// IR-LABEL: func.func @columns
// IR: arith.cmpi sle, %{{.*}}, %c2147483647
// IR: scf.if
// IR: arith.minsi %c64
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-gpu-to-parallel,stitch-coarsen-blocks,stitch-cpuify{inner-serialize=true}))' | FileCheck %s --check-prefix=FAN
// FAN-LABEL: func.func @fan2
// FAN: arith.cmpi sle, %{{.*}}, %c2147483647
// FAN: scf.if
// FAN: scf.for %[[IV:.*]] = %{{.*}} to
// FAN: %[[AT:.*]] = arith.addi %{{.*}}, %[[IV]] : index
// FAN: memref.store %{{.*}}, %{{.*}}[%[[AT]]]
// FAN: } else {
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-coarsen-blocks),func.func(stitch-tighten-grid),func.func(stitch-cpuify{inner-serialize=true narrow-indices=false}),func.func(canonicalize,cse),stitch-lower-to-llvm-cpu)' > %t.off.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.off.mlir | FileCheck %s
// CHECK: shifted base -100 mismatches 0
// CHECK-NEXT: shifted base 5 mismatches 0
// CHECK-NEXT: shifted base -100 mismatches 0
// CHECK-NEXT: shifted base 5 mismatches 0
// CHECK-NEXT: doubled mismatches 0
// CHECK-NEXT: columns mismatches 0
// CHECK-NEXT: fan2 mismatches 0

func.func @shifted(%in: memref<300xi32>, %out: memref<300xi32>, %base: i32,
                   %n: i32, %blocks: index) {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %blocks, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %c64i = arith.constant 64 : i32
    %one = arith.constant 1 : i32
    %two = arith.constant 2 : i32
    %bxi = arith.index_cast %bx : index to i32
    %txi = arith.index_cast %tx : index to i32
    %b = arith.muli %bxi, %c64i : i32
    %g = arith.addi %b, %txi : i32
    %i = arith.addi %base, %g : i32
    %valid = arith.cmpi ult, %i, %n : i32
    scf.if %valid {
      %ix = arith.index_castui %i : i32 to index
      %v = memref.load %in[%ix] : memref<300xi32>
      %n1 = arith.subi %n, %one : i32
      %r = arith.subi %n1, %i : i32
      %rx = arith.index_cast %r : i32 to index
      %w = memref.load %in[%rx] : memref<300xi32>
      %w2 = arith.muli %w, %two : i32
      %s = arith.addi %v, %w2 : i32
      memref.store %s, %out[%ix] : memref<300xi32>
    }
    gpu.terminator
  }
  return
}

func.func @doubled(%out: memref<640xi32>) {
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c5, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %c64i = arith.constant 64 : i32
    %one = arith.constant 1 : i32
    %bxi = arith.index_cast %bx : index to i32
    %txi = arith.index_cast %tx : index to i32
    %b = arith.muli %bxi, %c64i : i32
    %g = arith.addi %b, %txi : i32
    %d = arith.shli %g, %one : i32
    %dx = arith.index_cast %d : i32 to index
    memref.store %g, %out[%dx] : memref<640xi32>
    gpu.terminator
  }
  return
}

func.func @columns(%f: memref<1500xf32>, %out: memref<300xf32>, %np: i32,
                   %nf: i32, %blocks: index) {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %blocks, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %c0 = arith.constant 0 : index
    %c64i = arith.constant 64 : i32
    %zero = arith.constant 0.0 : f32
    %bxi = arith.index_cast %bx : index to i32
    %txi = arith.index_cast %tx : index to i32
    %b = arith.muli %bxi, %c64i : i32
    %i = arith.addi %b, %txi : i32
    %valid = arith.cmpi slt, %i, %np : i32
    scf.if %valid {
      %nfx = arith.index_cast %nf : i32 to index
      %sum = scf.for %j = %c0 to %nfx step %c1 iter_args(%acc = %zero) -> (f32) {
        %ji = arith.index_cast %j : index to i32
        %jn = arith.muli %ji, %np overflow<nsw> : i32
        %a = arith.addi %i, %jn : i32
        %ax = arith.index_cast %a : i32 to index
        %x = memref.load %f[%ax] : memref<1500xf32>
        %acc2 = arith.addf %acc, %x : f32
        scf.yield %acc2 : f32
      }
      %ix = arith.index_cast %i : i32 to index
      memref.store %sum, %out[%ix] : memref<300xf32>
    }
    gpu.terminator
  }
  return
}

func.func @fan2(%m: memref<400xf32>, %a: memref<400xf32>, %out: memref<400xf32>,
                %size: i32, %t: i32, %gx: index, %gy: index) {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  gpu.launch blocks(%bx, %by, %bz) in (%sgx = %gx, %sgy = %gy, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c4, %sy = %c4, %sz = %c1) {
    %c4i = arith.constant 4 : i32
    %one = arith.constant 1 : i32
    %bxi = arith.index_cast %bx : index to i32
    %txi = arith.index_cast %tx : index to i32
    %byi = arith.index_cast %by : index to i32
    %tyi = arith.index_cast %ty : index to i32
    %xb = arith.muli %bxi, %c4i : i32
    %x = arith.addi %xb, %txi : i32
    %yb = arith.muli %byi, %c4i : i32
    %y = arith.addi %tyi, %yb : i32
    %s1 = arith.subi %size, %one overflow<nsw> : i32
    %xlim = arith.subi %s1, %t overflow<nsw> : i32
    %ylim = arith.subi %size, %t overflow<nsw> : i32
    %xin = arith.cmpi ult, %x, %xlim : i32
    %yin = arith.cmpi ult, %y, %ylim : i32
    %in = arith.andi %xin, %yin : i1
    scf.if %in {
      %x1 = arith.addi %x, %one overflow<nsw> : i32
      %row = arith.addi %x1, %t overflow<nsw> : i32
      %rowAt = arith.muli %size, %row overflow<nsw> : i32
      %col = arith.addi %y, %t overflow<nsw> : i32
      %at = arith.addi %rowAt, %col overflow<nsw> : i32
      %atx = arith.index_cast %at : i32 to index
      %mAt = arith.addi %rowAt, %t overflow<nsw> : i32
      %mAtx = arith.index_cast %mAt : i32 to index
      %tRow = arith.muli %size, %t overflow<nsw> : i32
      %pAt = arith.addi %tRow, %col overflow<nsw> : i32
      %pAtx = arith.index_cast %pAt : i32 to index
      %mv = memref.load %m[%mAtx] : memref<400xf32>
      %pv = memref.load %a[%pAtx] : memref<400xf32>
      %av = memref.load %a[%atx] : memref<400xf32>
      %prod = arith.mulf %mv, %pv : f32
      %r = arith.subf %av, %prod : f32
      memref.store %r, %out[%atx] : memref<400xf32>
    }
    gpu.terminator
  }
  return
}

llvm.mlir.global internal constant @fmt_fan2("fan2 mismatches %ld\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @fmt_shifted("shifted base %d mismatches %ld\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @fmt_doubled("doubled mismatches %ld\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @fmt_columns("columns mismatches %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

// Runs @shifted with `base` on `blocks` blocks and counts the elements of
// out that differ from the host's: out[i] = in[i] + 2 in[299 - i] for the
// i = base + g (mod 2^32) in [0, 300) of some thread g, -1 elsewhere.
func.func @check_shifted(%in: memref<300xi32>, %base: i32, %blocks: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %c299 = arith.constant 299 : index
  %c300 = arith.constant 300 : index
  %m1 = arith.constant -1 : i32
  %n = arith.constant 300 : i32
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %two = arith.constant 2 : i32
  %out = memref.alloc() : memref<300xi32>
  %want = memref.alloc() : memref<300xi32>
  scf.for %i = %c0 to %c300 step %c1 {
    memref.store %m1, %out[%i] : memref<300xi32>
    memref.store %m1, %want[%i] : memref<300xi32>
  }
  %threads = arith.muli %blocks, %c64 : index
  scf.for %g = %c0 to %threads step %c1 {
    %gi = arith.index_cast %g : index to i64
    %b64 = arith.extsi %base : i32 to i64
    %s = arith.addi %b64, %gi : i64
    %mod = arith.constant 4294967296 : i64
    %w = arith.remsi %s, %mod : i64
    %neg = arith.cmpi slt, %w, %z : i64
    %wp = arith.addi %w, %mod : i64
    %u = arith.select %neg, %wp, %w : i64
    %lim = arith.constant 300 : i64
    %ok = arith.cmpi slt, %u, %lim : i64
    scf.if %ok {
      %ux = arith.index_cast %u : i64 to index
      %rx = arith.subi %c299, %ux : index
      %v = memref.load %in[%ux] : memref<300xi32>
      %r = memref.load %in[%rx] : memref<300xi32>
      %r2 = arith.muli %r, %two : i32
      %e = arith.addi %v, %r2 : i32
      memref.store %e, %want[%ux] : memref<300xi32>
    }
  }
  call @shifted(%in, %out, %base, %n, %blocks)
      : (memref<300xi32>, memref<300xi32>, i32, i32, index) -> ()
  %bad = scf.for %i = %c0 to %c300 step %c1 iter_args(%acc = %z) -> (i64) {
    %a = memref.load %out[%i] : memref<300xi32>
    %b = memref.load %want[%i] : memref<300xi32>
    %ne = arith.cmpi ne, %a, %b : i32
    %inc = arith.select %ne, %one, %z : i64
    %acc2 = arith.addi %acc, %inc : i64
    scf.yield %acc2 : i64
  }
  %fmt = llvm.mlir.addressof @fmt_shifted : !llvm.ptr
  llvm.call @printf(%fmt, %base, %bad) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i64) -> i32
  memref.dealloc %out : memref<300xi32>
  memref.dealloc %want : memref<300xi32>
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %c300 = arith.constant 300 : index
  %c320 = arith.constant 320 : index
  %c640 = arith.constant 640 : index
  %c1500 = arith.constant 1500 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %m1 = arith.constant -1 : i32
  %c7i = arith.constant 7 : index
  %in = memref.alloc() : memref<300xi32>
  scf.for %i = %c0 to %c300 step %c1 {
    %sq = arith.muli %i, %i : index
    %v0 = arith.remui %sq, %c7i : index
    %v1 = arith.addi %v0, %i : index
    %v = arith.index_cast %v1 : index to i32
    memref.store %v, %in[%i] : memref<300xi32>
  }
  %bm100 = arith.constant -100 : i32
  %b5 = arith.constant 5 : i32
  %c70 = arith.constant 70 : index
  call @check_shifted(%in, %bm100, %c7) : (memref<300xi32>, i32, index) -> ()
  call @check_shifted(%in, %b5, %c5) : (memref<300xi32>, i32, index) -> ()
  call @check_shifted(%in, %bm100, %c70) : (memref<300xi32>, i32, index) -> ()
  call @check_shifted(%in, %b5, %c70) : (memref<300xi32>, i32, index) -> ()

  // @doubled: out[2 g] = g for g < 320, odd elements untouched.
  %d = memref.alloc() : memref<640xi32>
  scf.for %i = %c0 to %c640 step %c1 {
    memref.store %m1, %d[%i] : memref<640xi32>
  }
  call @doubled(%d) : (memref<640xi32>) -> ()
  %c2 = arith.constant 2 : index
  %dbad = scf.for %i = %c0 to %c640 step %c1 iter_args(%acc = %z) -> (i64) {
    %got = memref.load %d[%i] : memref<640xi32>
    %r = arith.remui %i, %c2 : index
    %even = arith.cmpi eq, %r, %c0 : index
    %h = arith.divui %i, %c2 : index
    %hi = arith.index_cast %h : index to i32
    %exp = arith.select %even, %hi, %m1 : i32
    %ne = arith.cmpi ne, %got, %exp : i32
    %inc = arith.select %ne, %one, %z : i64
    %acc2 = arith.addi %acc, %inc : i64
    scf.yield %acc2 : i64
  }
  %fd = llvm.mlir.addressof @fmt_doubled : !llvm.ptr
  llvm.call @printf(%fd, %dbad) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32

  // @columns: out[i] = sum_j f[j * 300 + i], f[k] = (k % 13) / 4.
  %f = memref.alloc() : memref<1500xf32>
  %c13 = arith.constant 13 : index
  %quarter = arith.constant 0.25 : f32
  scf.for %k = %c0 to %c1500 step %c1 {
    %r = arith.remui %k, %c13 : index
    %ri = arith.index_cast %r : index to i32
    %rf = arith.sitofp %ri : i32 to f32
    %v = arith.mulf %rf, %quarter : f32
    memref.store %v, %f[%k] : memref<1500xf32>
  }
  %co = memref.alloc() : memref<300xf32>
  %np = arith.constant 300 : i32
  %nf = arith.constant 5 : i32
  call @columns(%f, %co, %np, %nf, %c5) : (memref<1500xf32>, memref<300xf32>, i32, i32, index) -> ()
  %zero = arith.constant 0.0 : f32
  %cbad = scf.for %i = %c0 to %c300 step %c1 iter_args(%acc = %z) -> (i64) {
    %s = scf.for %j = %c0 to %c5 step %c1 iter_args(%t = %zero) -> (f32) {
      %jo = arith.muli %j, %c300 : index
      %k = arith.addi %jo, %i : index
      %x = memref.load %f[%k] : memref<1500xf32>
      %t2 = arith.addf %t, %x : f32
      scf.yield %t2 : f32
    }
    %got = memref.load %co[%i] : memref<300xf32>
    %ne = arith.cmpf une, %got, %s : f32
    %inc = arith.select %ne, %one, %z : i64
    %acc2 = arith.addi %acc, %inc : i64
    scf.yield %acc2 : i64
  }
  %fc = llvm.mlir.addressof @fmt_columns : !llvm.ptr
  llvm.call @printf(%fc, %cbad) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32

  // @fan2 on a 20 x 20 matrix at step t = 3 (grid 5 x 5 of 4 x 4 blocks):
  // out[20 (x + 4) + y + 3] = a[..] - m[20 (x + 4) + 3] a[60 + y + 3] for
  // x < 16, y < 17; -1 elsewhere.
  %fm = memref.alloc() : memref<400xf32>
  %fa = memref.alloc() : memref<400xf32>
  %fo = memref.alloc() : memref<400xf32>
  %fw = memref.alloc() : memref<400xf32>
  %c400 = arith.constant 400 : index
  %c11 = arith.constant 11 : index
  %c17 = arith.constant 17 : index
  %c16 = arith.constant 16 : index
  %c20 = arith.constant 20 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c60 = arith.constant 60 : index
  %mone = arith.constant -1.0 : f32
  %eighth = arith.constant 0.125 : f32
  scf.for %k = %c0 to %c400 step %c1 {
    %r1 = arith.remui %k, %c11 : index
    %r2 = arith.remui %k, %c7 : index
    %r1i = arith.index_cast %r1 : index to i32
    %r2i = arith.index_cast %r2 : index to i32
    %r1f = arith.sitofp %r1i : i32 to f32
    %r2f = arith.sitofp %r2i : i32 to f32
    %mvv = arith.mulf %r1f, %eighth : f32
    memref.store %mvv, %fm[%k] : memref<400xf32>
    memref.store %r2f, %fa[%k] : memref<400xf32>
    memref.store %mone, %fo[%k] : memref<400xf32>
    memref.store %mone, %fw[%k] : memref<400xf32>
  }
  scf.for %x = %c0 to %c16 step %c1 {
    scf.for %y = %c0 to %c17 step %c1 {
      %x4 = arith.addi %x, %c4 : index
      %ra = arith.muli %x4, %c20 : index
      %y3 = arith.addi %y, %c3 : index
      %at = arith.addi %ra, %y3 : index
      %ma = arith.addi %ra, %c3 : index
      %pa = arith.addi %c60, %y3 : index
      %mv = memref.load %fm[%ma] : memref<400xf32>
      %pv = memref.load %fa[%pa] : memref<400xf32>
      %av = memref.load %fa[%at] : memref<400xf32>
      %prod = arith.mulf %mv, %pv : f32
      %r = arith.subf %av, %prod : f32
      memref.store %r, %fw[%at] : memref<400xf32>
    }
  }
  %size = arith.constant 20 : i32
  %t3 = arith.constant 3 : i32
  call @fan2(%fm, %fa, %fo, %size, %t3, %c5, %c5)
      : (memref<400xf32>, memref<400xf32>, memref<400xf32>, i32, i32, index, index) -> ()
  %fbad = scf.for %i = %c0 to %c400 step %c1 iter_args(%acc = %z) -> (i64) {
    %got = memref.load %fo[%i] : memref<400xf32>
    %exp = memref.load %fw[%i] : memref<400xf32>
    %ne = arith.cmpf une, %got, %exp : f32
    %inc = arith.select %ne, %one, %z : i64
    %acc2 = arith.addi %acc, %inc : i64
    scf.yield %acc2 : i64
  }
  %ff = llvm.mlir.addressof @fmt_fan2 : !llvm.ptr
  llvm.call @printf(%ff, %fbad) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
  memref.dealloc %fm : memref<400xf32>
  memref.dealloc %fa : memref<400xf32>
  memref.dealloc %fo : memref<400xf32>
  memref.dealloc %fw : memref<400xf32>
  memref.dealloc %in : memref<300xi32>
  memref.dealloc %d : memref<640xi32>
  memref.dealloc %f : memref<1500xf32>
  memref.dealloc %co : memref<300xf32>
  return
}
