// Review of stitch-cpuify's narrow-indices (passes/codegen/NarrowIndices.c):
// comparisons of a chain value with a loop-invariant value, at the wrap
// boundaries. i = base + g, r = base - g (g = bx * 64 + tx, i32), outputs
// extsi i and extui r (the extensions that make the loop a candidate),
// stored under a guard: slt/sle/ult/ugt/uge/sgt with the chain value on
// either side, coefficient 1 and -1 (the guards that become the loop's
// bound), eq/ne (signed-range check, compared sign-extended), an
// invariant side computed inside the loop ((n + 5) >> 1, n - 5), i * 3
// and i * -3 (not a bound), i16 truncations of both sides, two guards
// (slt/sge and ult/uge) on one value. base around INT_MAX, INT_MIN, -1,
// 0, 32767, -32768, 65535 (wrapping inside a block or not), n around the
// chain's values; 2 and 70 blocks. Compared with plain host loops; the
// IR check shows every kernel versioned; the last RUN has
// narrow-indices=false.
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-coarsen-blocks),func.func(stitch-tighten-grid),func.func(stitch-cpuify{inner-serialize=true}))' | FileCheck %s --check-prefix=IR
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-coarsen-blocks),func.func(stitch-tighten-grid),func.func(stitch-cpuify{inner-serialize=true narrow-indices=false}),func.func(canonicalize,cse),stitch-lower-to-llvm-cpu)' > %t.off.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.off.mlir | FileCheck %s
// CHECK: slt mismatches 0
// CHECK-NEXT: sle_sw mismatches 0
// CHECK-NEXT: ult mismatches 0
// CHECK-NEXT: ugt_sw mismatches 0
// CHECK-NEXT: uge_m mismatches 0
// CHECK-NEXT: slt_m mismatches 0
// CHECK-NEXT: sgt_m_sw mismatches 0
// CHECK-NEXT: eq mismatches 0
// CHECK-NEXT: ne mismatches 0
// CHECK-NEXT: ne_u mismatches 0
// CHECK-NEXT: in_loop mismatches 0
// CHECK-NEXT: in_loop_u mismatches 0
// CHECK-NEXT: coef3 mismatches 0
// CHECK-NEXT: coef3u mismatches 0
// CHECK-NEXT: t16 mismatches 0
// CHECK-NEXT: t16u mismatches 0
// CHECK-NEXT: two mismatches 0
// CHECK-NEXT: twou mismatches 0
// IR checks: every kernel's serialized x loop is versioned on the range check.
// IR-LABEL: func.func @kern0(
// IR: arith.constant 4294967296 : index
// IR-LABEL: func.func @kern1(
// IR: arith.constant 4294967296 : index
// IR-LABEL: func.func @kern2(
// IR: arith.constant 4294967296 : index
// IR-LABEL: func.func @kern3(
// IR: arith.constant 4294967296 : index
// IR-LABEL: func.func @kern4(
// IR: arith.constant 4294967296 : index
// IR-LABEL: func.func @kern5(
// IR: arith.constant 4294967296 : index
// IR-LABEL: func.func @kern6(
// IR: arith.constant 4294967296 : index
// IR-LABEL: func.func @kern7(
// IR: arith.constant 4294967296 : index
// IR-LABEL: func.func @kern8(
// IR: arith.constant 4294967296 : index
// IR-LABEL: func.func @kern9(
// IR: arith.constant 4294967296 : index
// IR-LABEL: func.func @kern10(
// IR: arith.constant 4294967296 : index
// IR-LABEL: func.func @kern11(
// IR: arith.constant 4294967296 : index
// IR-LABEL: func.func @kern12(
// IR: arith.constant 4294967296 : index
// IR-LABEL: func.func @kern13(
// IR: arith.constant 4294967296 : index
// IR-LABEL: func.func @kern14(
// IR: arith.constant 4294967296 : index
// IR-LABEL: func.func @kern15(
// IR: arith.constant 4294967296 : index
// IR-LABEL: func.func @kern16(
// IR: arith.constant 4294967296 : index
// IR-LABEL: func.func @kern17(
// IR: arith.constant 4294967296 : index

llvm.func @printf(!llvm.ptr, ...) -> i32

func.func @kern0(%out: memref<8960xi64>, %base: i32, %n: i32, %s: i32, %nb: index) {
  %c1 = arith.constant 1 : index
  %cT = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %nb, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %cT, %sy = %c1, %sz = %c1) {

    %c64i = arith.constant 64 : i32
    %bxi = arith.index_cast %bx : index to i32
    %txi = arith.index_cast %tx : index to i32
    %b = arith.muli %bxi, %c64i : i32
    %g = arith.addi %b, %txi : i32
    %i = arith.addi %base, %g : i32
    %r = arith.subi %base, %g : i32
    %o0 = arith.extsi %i : i32 to i64
    %o1 = arith.extui %r : i32 to i64
    %valid = arith.cmpi slt, %i, %n : i32
    scf.if %valid {
      %kT = arith.constant 64 : index
      %kK = arith.constant 2 : index
      %gb = arith.muli %bx, %kT : index
      %gg = arith.addi %gb, %tx : index
      %gk = arith.muli %gg, %kK : index
      %ko0 = arith.constant 0 : index
      %ka0 = arith.addi %gk, %ko0 : index
      memref.store %o0, %out[%ka0] : memref<8960xi64>
      %ko1 = arith.constant 1 : index
      %ka1 = arith.addi %gk, %ko1 : index
      memref.store %o1, %out[%ka1] : memref<8960xi64>
    }

    gpu.terminator
  }
  return
}
func.func @host0(%out: memref<8960xi64>, %base: i32, %n: i32, %s: i32, %nb: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cT = arith.constant 64 : index
  scf.for %bx = %c0 to %nb step %c1 {
    scf.for %tx = %c0 to %cT step %c1 {

      %c64i = arith.constant 64 : i32
      %bxi = arith.index_cast %bx : index to i32
      %txi = arith.index_cast %tx : index to i32
      %b = arith.muli %bxi, %c64i : i32
      %g = arith.addi %b, %txi : i32
      %i = arith.addi %base, %g : i32
      %r = arith.subi %base, %g : i32
      %o0 = arith.extsi %i : i32 to i64
      %o1 = arith.extui %r : i32 to i64
      %valid = arith.cmpi slt, %i, %n : i32
      scf.if %valid {
        %kT = arith.constant 64 : index
        %kK = arith.constant 2 : index
        %gb = arith.muli %bx, %kT : index
        %gg = arith.addi %gb, %tx : index
        %gk = arith.muli %gg, %kK : index
        %ko0 = arith.constant 0 : index
        %ka0 = arith.addi %gk, %ko0 : index
        memref.store %o0, %out[%ka0] : memref<8960xi64>
        %ko1 = arith.constant 1 : index
        %ka1 = arith.addi %gk, %ko1 : index
        memref.store %o1, %out[%ka1] : memref<8960xi64>
      }

    }
  }
  return
}
llvm.mlir.global internal constant @fmt0("slt mismatches %ld\0A\00") {addr_space = 0 : i32}
func.func @check0(%ps: memref<?x4xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %cN = arith.constant 8960 : index
  %sent = arith.constant -7 : i64
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %np = memref.dim %ps, %c0 : memref<?x4xi32>
  %a = memref.alloc() : memref<8960xi64>
  %w = memref.alloc() : memref<8960xi64>
  %total = scf.for %p = %c0 to %np step %c1 iter_args(%tot = %z) -> (i64) {
    %base = memref.load %ps[%p, %c0] : memref<?x4xi32>
    %n = memref.load %ps[%p, %c1] : memref<?x4xi32>
    %s = memref.load %ps[%p, %c2] : memref<?x4xi32>
    %nbi = memref.load %ps[%p, %c3] : memref<?x4xi32>
    %nb = arith.index_cast %nbi : i32 to index
    scf.for %i = %c0 to %cN step %c1 {
      memref.store %sent, %a[%i] : memref<8960xi64>
      memref.store %sent, %w[%i] : memref<8960xi64>
    }
    func.call @kern0(%a, %base, %n, %s, %nb) : (memref<8960xi64>, i32, i32, i32, index) -> ()
    func.call @host0(%w, %base, %n, %s, %nb) : (memref<8960xi64>, i32, i32, i32, index) -> ()
    %bad = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %tot) -> (i64) {
      %x = memref.load %a[%i] : memref<8960xi64>
      %y = memref.load %w[%i] : memref<8960xi64>
      %ne = arith.cmpi ne, %x, %y : i64
      %inc = arith.select %ne, %one, %z : i64
      %acc2 = arith.addi %acc, %inc : i64
      scf.yield %acc2 : i64
    }
    scf.yield %bad : i64
  }
  %fmt = llvm.mlir.addressof @fmt0 : !llvm.ptr
  llvm.call @printf(%fmt, %total) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
  memref.dealloc %a : memref<8960xi64>
  memref.dealloc %w : memref<8960xi64>
  return
}
memref.global "private" constant @ps0 : memref<128x4xi32> = dense<[[2147483583, 2147483627, 2147483637, 2], [2147483583, 2147483647, 2147483637, 2], [2147483583, -2147483629, 2147483637, 2], [2147483584, 2147483627, 2147483637, 2], [2147483584, 2147483647, 2147483637, 2], [2147483584, -2147483629, 2147483637, 2], [2147483646, 2147483627, 2147483637, 2], [2147483646, 2147483647, 2147483637, 2], [2147483646, -2147483629, 2147483637, 2], [2147483647, 2147483627, 2147483637, 2], [2147483647, 2147483647, 2147483637, 2], [2147483647, -2147483629, 2147483637, 2], [-2147483648, 2147483627, 2147483637, 2], [-2147483648, 2147483647, 2147483637, 2], [-2147483648, -2147483629, 2147483637, 2], [-2147483586, 2147483627, 2147483637, 2], [-2147483586, 2147483647, 2147483637, 2], [-2147483586, -2147483629, 2147483637, 2], [2147483584, 2147483628, 2147483638, 2], [2147483584, -2147483648, 2147483638, 2], [2147483584, -2147483628, 2147483638, 2], [2147483585, 2147483628, 2147483638, 2], [2147483585, -2147483648, 2147483638, 2], [2147483585, -2147483628, 2147483638, 2], [2147483647, 2147483628, 2147483638, 2], [2147483647, -2147483648, 2147483638, 2], [2147483647, -2147483628, 2147483638, 2], [-2147483648, 2147483628, 2147483638, 2], [-2147483648, -2147483648, 2147483638, 2], [-2147483648, -2147483628, 2147483638, 2], [-2147483647, 2147483628, 2147483638, 2], [-2147483647, -2147483648, 2147483638, 2], [-2147483647, -2147483628, 2147483638, 2], [-2147483585, 2147483628, 2147483638, 2], [-2147483585, -2147483648, 2147483638, 2], [-2147483585, -2147483628, 2147483638, 2], [-65, -21, -11, 2], [-65, -1, -11, 2], [-65, 19, -11, 2], [-64, -21, -11, 2], [-64, -1, -11, 2], [-64, 19, -11, 2], [-2, -21, -11, 2], [-2, -1, -11, 2], [-2, 19, -11, 2], [-1, -21, -11, 2], [-1, -1, -11, 2], [-1, 19, -11, 2], [0, -21, -11, 2], [0, -1, -11, 2], [0, 19, -11, 2], [62, -21, -11, 2], [62, -1, -11, 2], [62, 19, -11, 2], [-64, -20, -10, 2], [-64, 0, -10, 2], [-64, 20, -10, 2], [-63, -20, -10, 2], [-63, 0, -10, 2], [-63, 20, -10, 2], [-1, -20, -10, 2], [-1, 0, -10, 2], [-1, 20, -10, 2], [0, -20, -10, 2], [0, 0, -10, 2], [0, 20, -10, 2], [1, -20, -10, 2], [1, 0, -10, 2], [1, 20, -10, 2], [63, -20, -10, 2], [63, 0, -10, 2], [63, 20, -10, 2], [32703, 32747, 32757, 2], [32703, 32767, 32757, 2], [32703, 32787, 32757, 2], [32704, 32747, 32757, 2], [32704, 32767, 32757, 2], [32704, 32787, 32757, 2], [32766, 32747, 32757, 2], [32766, 32767, 32757, 2], [32766, 32787, 32757, 2], [32767, 32747, 32757, 2], [32767, 32767, 32757, 2], [32767, 32787, 32757, 2], [32768, 32747, 32757, 2], [32768, 32767, 32757, 2], [32768, 32787, 32757, 2], [32830, 32747, 32757, 2], [32830, 32767, 32757, 2], [32830, 32787, 32757, 2], [-32832, -32788, -32778, 2], [-32832, -32768, -32778, 2], [-32832, -32748, -32778, 2], [-32831, -32788, -32778, 2], [-32831, -32768, -32778, 2], [-32831, -32748, -32778, 2], [-32769, -32788, -32778, 2], [-32769, -32768, -32778, 2], [-32769, -32748, -32778, 2], [-32768, -32788, -32778, 2], [-32768, -32768, -32778, 2], [-32768, -32748, -32778, 2], [-32767, -32788, -32778, 2], [-32767, -32768, -32778, 2], [-32767, -32748, -32778, 2], [-32705, -32788, -32778, 2], [-32705, -32768, -32778, 2], [-32705, -32748, -32778, 2], [65471, 65515, 65525, 2], [65471, 65535, 65525, 2], [65471, 65555, 65525, 2], [65472, 65515, 65525, 2], [65472, 65535, 65525, 2], [65472, 65555, 65525, 2], [65534, 65515, 65525, 2], [65534, 65535, 65525, 2], [65534, 65555, 65525, 2], [65535, 65515, 65525, 2], [65535, 65535, 65525, 2], [65535, 65555, 65525, 2], [65536, 65515, 65525, 2], [65536, 65535, 65525, 2], [65536, 65555, 65525, 2], [65598, 65515, 65525, 2], [65598, 65535, 65525, 2], [65598, 65555, 65525, 2], [0, 1000, 10, 70], [2147480648, 2147483647, 2147481648, 70]]>

func.func @kern1(%out: memref<8960xi64>, %base: i32, %n: i32, %s: i32, %nb: index) {
  %c1 = arith.constant 1 : index
  %cT = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %nb, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %cT, %sy = %c1, %sz = %c1) {

    %c64i = arith.constant 64 : i32
    %bxi = arith.index_cast %bx : index to i32
    %txi = arith.index_cast %tx : index to i32
    %b = arith.muli %bxi, %c64i : i32
    %g = arith.addi %b, %txi : i32
    %i = arith.addi %base, %g : i32
    %r = arith.subi %base, %g : i32
    %o0 = arith.extsi %i : i32 to i64
    %o1 = arith.extui %r : i32 to i64
    %valid = arith.cmpi sle, %n, %i : i32
    scf.if %valid {
      %kT = arith.constant 64 : index
      %kK = arith.constant 2 : index
      %gb = arith.muli %bx, %kT : index
      %gg = arith.addi %gb, %tx : index
      %gk = arith.muli %gg, %kK : index
      %ko0 = arith.constant 0 : index
      %ka0 = arith.addi %gk, %ko0 : index
      memref.store %o0, %out[%ka0] : memref<8960xi64>
      %ko1 = arith.constant 1 : index
      %ka1 = arith.addi %gk, %ko1 : index
      memref.store %o1, %out[%ka1] : memref<8960xi64>
    }

    gpu.terminator
  }
  return
}
func.func @host1(%out: memref<8960xi64>, %base: i32, %n: i32, %s: i32, %nb: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cT = arith.constant 64 : index
  scf.for %bx = %c0 to %nb step %c1 {
    scf.for %tx = %c0 to %cT step %c1 {

      %c64i = arith.constant 64 : i32
      %bxi = arith.index_cast %bx : index to i32
      %txi = arith.index_cast %tx : index to i32
      %b = arith.muli %bxi, %c64i : i32
      %g = arith.addi %b, %txi : i32
      %i = arith.addi %base, %g : i32
      %r = arith.subi %base, %g : i32
      %o0 = arith.extsi %i : i32 to i64
      %o1 = arith.extui %r : i32 to i64
      %valid = arith.cmpi sle, %n, %i : i32
      scf.if %valid {
        %kT = arith.constant 64 : index
        %kK = arith.constant 2 : index
        %gb = arith.muli %bx, %kT : index
        %gg = arith.addi %gb, %tx : index
        %gk = arith.muli %gg, %kK : index
        %ko0 = arith.constant 0 : index
        %ka0 = arith.addi %gk, %ko0 : index
        memref.store %o0, %out[%ka0] : memref<8960xi64>
        %ko1 = arith.constant 1 : index
        %ka1 = arith.addi %gk, %ko1 : index
        memref.store %o1, %out[%ka1] : memref<8960xi64>
      }

    }
  }
  return
}
llvm.mlir.global internal constant @fmt1("sle_sw mismatches %ld\0A\00") {addr_space = 0 : i32}
func.func @check1(%ps: memref<?x4xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %cN = arith.constant 8960 : index
  %sent = arith.constant -7 : i64
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %np = memref.dim %ps, %c0 : memref<?x4xi32>
  %a = memref.alloc() : memref<8960xi64>
  %w = memref.alloc() : memref<8960xi64>
  %total = scf.for %p = %c0 to %np step %c1 iter_args(%tot = %z) -> (i64) {
    %base = memref.load %ps[%p, %c0] : memref<?x4xi32>
    %n = memref.load %ps[%p, %c1] : memref<?x4xi32>
    %s = memref.load %ps[%p, %c2] : memref<?x4xi32>
    %nbi = memref.load %ps[%p, %c3] : memref<?x4xi32>
    %nb = arith.index_cast %nbi : i32 to index
    scf.for %i = %c0 to %cN step %c1 {
      memref.store %sent, %a[%i] : memref<8960xi64>
      memref.store %sent, %w[%i] : memref<8960xi64>
    }
    func.call @kern1(%a, %base, %n, %s, %nb) : (memref<8960xi64>, i32, i32, i32, index) -> ()
    func.call @host1(%w, %base, %n, %s, %nb) : (memref<8960xi64>, i32, i32, i32, index) -> ()
    %bad = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %tot) -> (i64) {
      %x = memref.load %a[%i] : memref<8960xi64>
      %y = memref.load %w[%i] : memref<8960xi64>
      %ne = arith.cmpi ne, %x, %y : i64
      %inc = arith.select %ne, %one, %z : i64
      %acc2 = arith.addi %acc, %inc : i64
      scf.yield %acc2 : i64
    }
    scf.yield %bad : i64
  }
  %fmt = llvm.mlir.addressof @fmt1 : !llvm.ptr
  llvm.call @printf(%fmt, %total) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
  memref.dealloc %a : memref<8960xi64>
  memref.dealloc %w : memref<8960xi64>
  return
}
memref.global "private" constant @ps1 : memref<128x4xi32> = dense<[[2147483583, 2147483627, 2147483637, 2], [2147483583, 2147483647, 2147483637, 2], [2147483583, -2147483629, 2147483637, 2], [2147483584, 2147483627, 2147483637, 2], [2147483584, 2147483647, 2147483637, 2], [2147483584, -2147483629, 2147483637, 2], [2147483646, 2147483627, 2147483637, 2], [2147483646, 2147483647, 2147483637, 2], [2147483646, -2147483629, 2147483637, 2], [2147483647, 2147483627, 2147483637, 2], [2147483647, 2147483647, 2147483637, 2], [2147483647, -2147483629, 2147483637, 2], [-2147483648, 2147483627, 2147483637, 2], [-2147483648, 2147483647, 2147483637, 2], [-2147483648, -2147483629, 2147483637, 2], [-2147483586, 2147483627, 2147483637, 2], [-2147483586, 2147483647, 2147483637, 2], [-2147483586, -2147483629, 2147483637, 2], [2147483584, 2147483628, 2147483638, 2], [2147483584, -2147483648, 2147483638, 2], [2147483584, -2147483628, 2147483638, 2], [2147483585, 2147483628, 2147483638, 2], [2147483585, -2147483648, 2147483638, 2], [2147483585, -2147483628, 2147483638, 2], [2147483647, 2147483628, 2147483638, 2], [2147483647, -2147483648, 2147483638, 2], [2147483647, -2147483628, 2147483638, 2], [-2147483648, 2147483628, 2147483638, 2], [-2147483648, -2147483648, 2147483638, 2], [-2147483648, -2147483628, 2147483638, 2], [-2147483647, 2147483628, 2147483638, 2], [-2147483647, -2147483648, 2147483638, 2], [-2147483647, -2147483628, 2147483638, 2], [-2147483585, 2147483628, 2147483638, 2], [-2147483585, -2147483648, 2147483638, 2], [-2147483585, -2147483628, 2147483638, 2], [-65, -21, -11, 2], [-65, -1, -11, 2], [-65, 19, -11, 2], [-64, -21, -11, 2], [-64, -1, -11, 2], [-64, 19, -11, 2], [-2, -21, -11, 2], [-2, -1, -11, 2], [-2, 19, -11, 2], [-1, -21, -11, 2], [-1, -1, -11, 2], [-1, 19, -11, 2], [0, -21, -11, 2], [0, -1, -11, 2], [0, 19, -11, 2], [62, -21, -11, 2], [62, -1, -11, 2], [62, 19, -11, 2], [-64, -20, -10, 2], [-64, 0, -10, 2], [-64, 20, -10, 2], [-63, -20, -10, 2], [-63, 0, -10, 2], [-63, 20, -10, 2], [-1, -20, -10, 2], [-1, 0, -10, 2], [-1, 20, -10, 2], [0, -20, -10, 2], [0, 0, -10, 2], [0, 20, -10, 2], [1, -20, -10, 2], [1, 0, -10, 2], [1, 20, -10, 2], [63, -20, -10, 2], [63, 0, -10, 2], [63, 20, -10, 2], [32703, 32747, 32757, 2], [32703, 32767, 32757, 2], [32703, 32787, 32757, 2], [32704, 32747, 32757, 2], [32704, 32767, 32757, 2], [32704, 32787, 32757, 2], [32766, 32747, 32757, 2], [32766, 32767, 32757, 2], [32766, 32787, 32757, 2], [32767, 32747, 32757, 2], [32767, 32767, 32757, 2], [32767, 32787, 32757, 2], [32768, 32747, 32757, 2], [32768, 32767, 32757, 2], [32768, 32787, 32757, 2], [32830, 32747, 32757, 2], [32830, 32767, 32757, 2], [32830, 32787, 32757, 2], [-32832, -32788, -32778, 2], [-32832, -32768, -32778, 2], [-32832, -32748, -32778, 2], [-32831, -32788, -32778, 2], [-32831, -32768, -32778, 2], [-32831, -32748, -32778, 2], [-32769, -32788, -32778, 2], [-32769, -32768, -32778, 2], [-32769, -32748, -32778, 2], [-32768, -32788, -32778, 2], [-32768, -32768, -32778, 2], [-32768, -32748, -32778, 2], [-32767, -32788, -32778, 2], [-32767, -32768, -32778, 2], [-32767, -32748, -32778, 2], [-32705, -32788, -32778, 2], [-32705, -32768, -32778, 2], [-32705, -32748, -32778, 2], [65471, 65515, 65525, 2], [65471, 65535, 65525, 2], [65471, 65555, 65525, 2], [65472, 65515, 65525, 2], [65472, 65535, 65525, 2], [65472, 65555, 65525, 2], [65534, 65515, 65525, 2], [65534, 65535, 65525, 2], [65534, 65555, 65525, 2], [65535, 65515, 65525, 2], [65535, 65535, 65525, 2], [65535, 65555, 65525, 2], [65536, 65515, 65525, 2], [65536, 65535, 65525, 2], [65536, 65555, 65525, 2], [65598, 65515, 65525, 2], [65598, 65535, 65525, 2], [65598, 65555, 65525, 2], [0, 1000, 10, 70], [2147480648, 2147483647, 2147481648, 70]]>

func.func @kern2(%out: memref<8960xi64>, %base: i32, %n: i32, %s: i32, %nb: index) {
  %c1 = arith.constant 1 : index
  %cT = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %nb, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %cT, %sy = %c1, %sz = %c1) {

    %c64i = arith.constant 64 : i32
    %bxi = arith.index_cast %bx : index to i32
    %txi = arith.index_cast %tx : index to i32
    %b = arith.muli %bxi, %c64i : i32
    %g = arith.addi %b, %txi : i32
    %i = arith.addi %base, %g : i32
    %r = arith.subi %base, %g : i32
    %o0 = arith.extsi %i : i32 to i64
    %o1 = arith.extui %r : i32 to i64
    %valid = arith.cmpi ult, %i, %n : i32
    scf.if %valid {
      %kT = arith.constant 64 : index
      %kK = arith.constant 2 : index
      %gb = arith.muli %bx, %kT : index
      %gg = arith.addi %gb, %tx : index
      %gk = arith.muli %gg, %kK : index
      %ko0 = arith.constant 0 : index
      %ka0 = arith.addi %gk, %ko0 : index
      memref.store %o0, %out[%ka0] : memref<8960xi64>
      %ko1 = arith.constant 1 : index
      %ka1 = arith.addi %gk, %ko1 : index
      memref.store %o1, %out[%ka1] : memref<8960xi64>
    }

    gpu.terminator
  }
  return
}
func.func @host2(%out: memref<8960xi64>, %base: i32, %n: i32, %s: i32, %nb: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cT = arith.constant 64 : index
  scf.for %bx = %c0 to %nb step %c1 {
    scf.for %tx = %c0 to %cT step %c1 {

      %c64i = arith.constant 64 : i32
      %bxi = arith.index_cast %bx : index to i32
      %txi = arith.index_cast %tx : index to i32
      %b = arith.muli %bxi, %c64i : i32
      %g = arith.addi %b, %txi : i32
      %i = arith.addi %base, %g : i32
      %r = arith.subi %base, %g : i32
      %o0 = arith.extsi %i : i32 to i64
      %o1 = arith.extui %r : i32 to i64
      %valid = arith.cmpi ult, %i, %n : i32
      scf.if %valid {
        %kT = arith.constant 64 : index
        %kK = arith.constant 2 : index
        %gb = arith.muli %bx, %kT : index
        %gg = arith.addi %gb, %tx : index
        %gk = arith.muli %gg, %kK : index
        %ko0 = arith.constant 0 : index
        %ka0 = arith.addi %gk, %ko0 : index
        memref.store %o0, %out[%ka0] : memref<8960xi64>
        %ko1 = arith.constant 1 : index
        %ka1 = arith.addi %gk, %ko1 : index
        memref.store %o1, %out[%ka1] : memref<8960xi64>
      }

    }
  }
  return
}
llvm.mlir.global internal constant @fmt2("ult mismatches %ld\0A\00") {addr_space = 0 : i32}
func.func @check2(%ps: memref<?x4xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %cN = arith.constant 8960 : index
  %sent = arith.constant -7 : i64
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %np = memref.dim %ps, %c0 : memref<?x4xi32>
  %a = memref.alloc() : memref<8960xi64>
  %w = memref.alloc() : memref<8960xi64>
  %total = scf.for %p = %c0 to %np step %c1 iter_args(%tot = %z) -> (i64) {
    %base = memref.load %ps[%p, %c0] : memref<?x4xi32>
    %n = memref.load %ps[%p, %c1] : memref<?x4xi32>
    %s = memref.load %ps[%p, %c2] : memref<?x4xi32>
    %nbi = memref.load %ps[%p, %c3] : memref<?x4xi32>
    %nb = arith.index_cast %nbi : i32 to index
    scf.for %i = %c0 to %cN step %c1 {
      memref.store %sent, %a[%i] : memref<8960xi64>
      memref.store %sent, %w[%i] : memref<8960xi64>
    }
    func.call @kern2(%a, %base, %n, %s, %nb) : (memref<8960xi64>, i32, i32, i32, index) -> ()
    func.call @host2(%w, %base, %n, %s, %nb) : (memref<8960xi64>, i32, i32, i32, index) -> ()
    %bad = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %tot) -> (i64) {
      %x = memref.load %a[%i] : memref<8960xi64>
      %y = memref.load %w[%i] : memref<8960xi64>
      %ne = arith.cmpi ne, %x, %y : i64
      %inc = arith.select %ne, %one, %z : i64
      %acc2 = arith.addi %acc, %inc : i64
      scf.yield %acc2 : i64
    }
    scf.yield %bad : i64
  }
  %fmt = llvm.mlir.addressof @fmt2 : !llvm.ptr
  llvm.call @printf(%fmt, %total) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
  memref.dealloc %a : memref<8960xi64>
  memref.dealloc %w : memref<8960xi64>
  return
}
memref.global "private" constant @ps2 : memref<128x4xi32> = dense<[[2147483583, 2147483627, 2147483637, 2], [2147483583, 2147483647, 2147483637, 2], [2147483583, -2147483629, 2147483637, 2], [2147483584, 2147483627, 2147483637, 2], [2147483584, 2147483647, 2147483637, 2], [2147483584, -2147483629, 2147483637, 2], [2147483646, 2147483627, 2147483637, 2], [2147483646, 2147483647, 2147483637, 2], [2147483646, -2147483629, 2147483637, 2], [2147483647, 2147483627, 2147483637, 2], [2147483647, 2147483647, 2147483637, 2], [2147483647, -2147483629, 2147483637, 2], [-2147483648, 2147483627, 2147483637, 2], [-2147483648, 2147483647, 2147483637, 2], [-2147483648, -2147483629, 2147483637, 2], [-2147483586, 2147483627, 2147483637, 2], [-2147483586, 2147483647, 2147483637, 2], [-2147483586, -2147483629, 2147483637, 2], [2147483584, 2147483628, 2147483638, 2], [2147483584, -2147483648, 2147483638, 2], [2147483584, -2147483628, 2147483638, 2], [2147483585, 2147483628, 2147483638, 2], [2147483585, -2147483648, 2147483638, 2], [2147483585, -2147483628, 2147483638, 2], [2147483647, 2147483628, 2147483638, 2], [2147483647, -2147483648, 2147483638, 2], [2147483647, -2147483628, 2147483638, 2], [-2147483648, 2147483628, 2147483638, 2], [-2147483648, -2147483648, 2147483638, 2], [-2147483648, -2147483628, 2147483638, 2], [-2147483647, 2147483628, 2147483638, 2], [-2147483647, -2147483648, 2147483638, 2], [-2147483647, -2147483628, 2147483638, 2], [-2147483585, 2147483628, 2147483638, 2], [-2147483585, -2147483648, 2147483638, 2], [-2147483585, -2147483628, 2147483638, 2], [-65, -21, -11, 2], [-65, -1, -11, 2], [-65, 19, -11, 2], [-64, -21, -11, 2], [-64, -1, -11, 2], [-64, 19, -11, 2], [-2, -21, -11, 2], [-2, -1, -11, 2], [-2, 19, -11, 2], [-1, -21, -11, 2], [-1, -1, -11, 2], [-1, 19, -11, 2], [0, -21, -11, 2], [0, -1, -11, 2], [0, 19, -11, 2], [62, -21, -11, 2], [62, -1, -11, 2], [62, 19, -11, 2], [-64, -20, -10, 2], [-64, 0, -10, 2], [-64, 20, -10, 2], [-63, -20, -10, 2], [-63, 0, -10, 2], [-63, 20, -10, 2], [-1, -20, -10, 2], [-1, 0, -10, 2], [-1, 20, -10, 2], [0, -20, -10, 2], [0, 0, -10, 2], [0, 20, -10, 2], [1, -20, -10, 2], [1, 0, -10, 2], [1, 20, -10, 2], [63, -20, -10, 2], [63, 0, -10, 2], [63, 20, -10, 2], [32703, 32747, 32757, 2], [32703, 32767, 32757, 2], [32703, 32787, 32757, 2], [32704, 32747, 32757, 2], [32704, 32767, 32757, 2], [32704, 32787, 32757, 2], [32766, 32747, 32757, 2], [32766, 32767, 32757, 2], [32766, 32787, 32757, 2], [32767, 32747, 32757, 2], [32767, 32767, 32757, 2], [32767, 32787, 32757, 2], [32768, 32747, 32757, 2], [32768, 32767, 32757, 2], [32768, 32787, 32757, 2], [32830, 32747, 32757, 2], [32830, 32767, 32757, 2], [32830, 32787, 32757, 2], [-32832, -32788, -32778, 2], [-32832, -32768, -32778, 2], [-32832, -32748, -32778, 2], [-32831, -32788, -32778, 2], [-32831, -32768, -32778, 2], [-32831, -32748, -32778, 2], [-32769, -32788, -32778, 2], [-32769, -32768, -32778, 2], [-32769, -32748, -32778, 2], [-32768, -32788, -32778, 2], [-32768, -32768, -32778, 2], [-32768, -32748, -32778, 2], [-32767, -32788, -32778, 2], [-32767, -32768, -32778, 2], [-32767, -32748, -32778, 2], [-32705, -32788, -32778, 2], [-32705, -32768, -32778, 2], [-32705, -32748, -32778, 2], [65471, 65515, 65525, 2], [65471, 65535, 65525, 2], [65471, 65555, 65525, 2], [65472, 65515, 65525, 2], [65472, 65535, 65525, 2], [65472, 65555, 65525, 2], [65534, 65515, 65525, 2], [65534, 65535, 65525, 2], [65534, 65555, 65525, 2], [65535, 65515, 65525, 2], [65535, 65535, 65525, 2], [65535, 65555, 65525, 2], [65536, 65515, 65525, 2], [65536, 65535, 65525, 2], [65536, 65555, 65525, 2], [65598, 65515, 65525, 2], [65598, 65535, 65525, 2], [65598, 65555, 65525, 2], [0, 1000, 10, 70], [2147480648, 2147483647, 2147481648, 70]]>

func.func @kern3(%out: memref<8960xi64>, %base: i32, %n: i32, %s: i32, %nb: index) {
  %c1 = arith.constant 1 : index
  %cT = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %nb, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %cT, %sy = %c1, %sz = %c1) {

    %c64i = arith.constant 64 : i32
    %bxi = arith.index_cast %bx : index to i32
    %txi = arith.index_cast %tx : index to i32
    %b = arith.muli %bxi, %c64i : i32
    %g = arith.addi %b, %txi : i32
    %i = arith.addi %base, %g : i32
    %r = arith.subi %base, %g : i32
    %o0 = arith.extsi %i : i32 to i64
    %o1 = arith.extui %r : i32 to i64
    %valid = arith.cmpi ugt, %n, %i : i32
    scf.if %valid {
      %kT = arith.constant 64 : index
      %kK = arith.constant 2 : index
      %gb = arith.muli %bx, %kT : index
      %gg = arith.addi %gb, %tx : index
      %gk = arith.muli %gg, %kK : index
      %ko0 = arith.constant 0 : index
      %ka0 = arith.addi %gk, %ko0 : index
      memref.store %o0, %out[%ka0] : memref<8960xi64>
      %ko1 = arith.constant 1 : index
      %ka1 = arith.addi %gk, %ko1 : index
      memref.store %o1, %out[%ka1] : memref<8960xi64>
    }

    gpu.terminator
  }
  return
}
func.func @host3(%out: memref<8960xi64>, %base: i32, %n: i32, %s: i32, %nb: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cT = arith.constant 64 : index
  scf.for %bx = %c0 to %nb step %c1 {
    scf.for %tx = %c0 to %cT step %c1 {

      %c64i = arith.constant 64 : i32
      %bxi = arith.index_cast %bx : index to i32
      %txi = arith.index_cast %tx : index to i32
      %b = arith.muli %bxi, %c64i : i32
      %g = arith.addi %b, %txi : i32
      %i = arith.addi %base, %g : i32
      %r = arith.subi %base, %g : i32
      %o0 = arith.extsi %i : i32 to i64
      %o1 = arith.extui %r : i32 to i64
      %valid = arith.cmpi ugt, %n, %i : i32
      scf.if %valid {
        %kT = arith.constant 64 : index
        %kK = arith.constant 2 : index
        %gb = arith.muli %bx, %kT : index
        %gg = arith.addi %gb, %tx : index
        %gk = arith.muli %gg, %kK : index
        %ko0 = arith.constant 0 : index
        %ka0 = arith.addi %gk, %ko0 : index
        memref.store %o0, %out[%ka0] : memref<8960xi64>
        %ko1 = arith.constant 1 : index
        %ka1 = arith.addi %gk, %ko1 : index
        memref.store %o1, %out[%ka1] : memref<8960xi64>
      }

    }
  }
  return
}
llvm.mlir.global internal constant @fmt3("ugt_sw mismatches %ld\0A\00") {addr_space = 0 : i32}
func.func @check3(%ps: memref<?x4xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %cN = arith.constant 8960 : index
  %sent = arith.constant -7 : i64
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %np = memref.dim %ps, %c0 : memref<?x4xi32>
  %a = memref.alloc() : memref<8960xi64>
  %w = memref.alloc() : memref<8960xi64>
  %total = scf.for %p = %c0 to %np step %c1 iter_args(%tot = %z) -> (i64) {
    %base = memref.load %ps[%p, %c0] : memref<?x4xi32>
    %n = memref.load %ps[%p, %c1] : memref<?x4xi32>
    %s = memref.load %ps[%p, %c2] : memref<?x4xi32>
    %nbi = memref.load %ps[%p, %c3] : memref<?x4xi32>
    %nb = arith.index_cast %nbi : i32 to index
    scf.for %i = %c0 to %cN step %c1 {
      memref.store %sent, %a[%i] : memref<8960xi64>
      memref.store %sent, %w[%i] : memref<8960xi64>
    }
    func.call @kern3(%a, %base, %n, %s, %nb) : (memref<8960xi64>, i32, i32, i32, index) -> ()
    func.call @host3(%w, %base, %n, %s, %nb) : (memref<8960xi64>, i32, i32, i32, index) -> ()
    %bad = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %tot) -> (i64) {
      %x = memref.load %a[%i] : memref<8960xi64>
      %y = memref.load %w[%i] : memref<8960xi64>
      %ne = arith.cmpi ne, %x, %y : i64
      %inc = arith.select %ne, %one, %z : i64
      %acc2 = arith.addi %acc, %inc : i64
      scf.yield %acc2 : i64
    }
    scf.yield %bad : i64
  }
  %fmt = llvm.mlir.addressof @fmt3 : !llvm.ptr
  llvm.call @printf(%fmt, %total) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
  memref.dealloc %a : memref<8960xi64>
  memref.dealloc %w : memref<8960xi64>
  return
}
memref.global "private" constant @ps3 : memref<128x4xi32> = dense<[[2147483583, 2147483627, 2147483637, 2], [2147483583, 2147483647, 2147483637, 2], [2147483583, -2147483629, 2147483637, 2], [2147483584, 2147483627, 2147483637, 2], [2147483584, 2147483647, 2147483637, 2], [2147483584, -2147483629, 2147483637, 2], [2147483646, 2147483627, 2147483637, 2], [2147483646, 2147483647, 2147483637, 2], [2147483646, -2147483629, 2147483637, 2], [2147483647, 2147483627, 2147483637, 2], [2147483647, 2147483647, 2147483637, 2], [2147483647, -2147483629, 2147483637, 2], [-2147483648, 2147483627, 2147483637, 2], [-2147483648, 2147483647, 2147483637, 2], [-2147483648, -2147483629, 2147483637, 2], [-2147483586, 2147483627, 2147483637, 2], [-2147483586, 2147483647, 2147483637, 2], [-2147483586, -2147483629, 2147483637, 2], [2147483584, 2147483628, 2147483638, 2], [2147483584, -2147483648, 2147483638, 2], [2147483584, -2147483628, 2147483638, 2], [2147483585, 2147483628, 2147483638, 2], [2147483585, -2147483648, 2147483638, 2], [2147483585, -2147483628, 2147483638, 2], [2147483647, 2147483628, 2147483638, 2], [2147483647, -2147483648, 2147483638, 2], [2147483647, -2147483628, 2147483638, 2], [-2147483648, 2147483628, 2147483638, 2], [-2147483648, -2147483648, 2147483638, 2], [-2147483648, -2147483628, 2147483638, 2], [-2147483647, 2147483628, 2147483638, 2], [-2147483647, -2147483648, 2147483638, 2], [-2147483647, -2147483628, 2147483638, 2], [-2147483585, 2147483628, 2147483638, 2], [-2147483585, -2147483648, 2147483638, 2], [-2147483585, -2147483628, 2147483638, 2], [-65, -21, -11, 2], [-65, -1, -11, 2], [-65, 19, -11, 2], [-64, -21, -11, 2], [-64, -1, -11, 2], [-64, 19, -11, 2], [-2, -21, -11, 2], [-2, -1, -11, 2], [-2, 19, -11, 2], [-1, -21, -11, 2], [-1, -1, -11, 2], [-1, 19, -11, 2], [0, -21, -11, 2], [0, -1, -11, 2], [0, 19, -11, 2], [62, -21, -11, 2], [62, -1, -11, 2], [62, 19, -11, 2], [-64, -20, -10, 2], [-64, 0, -10, 2], [-64, 20, -10, 2], [-63, -20, -10, 2], [-63, 0, -10, 2], [-63, 20, -10, 2], [-1, -20, -10, 2], [-1, 0, -10, 2], [-1, 20, -10, 2], [0, -20, -10, 2], [0, 0, -10, 2], [0, 20, -10, 2], [1, -20, -10, 2], [1, 0, -10, 2], [1, 20, -10, 2], [63, -20, -10, 2], [63, 0, -10, 2], [63, 20, -10, 2], [32703, 32747, 32757, 2], [32703, 32767, 32757, 2], [32703, 32787, 32757, 2], [32704, 32747, 32757, 2], [32704, 32767, 32757, 2], [32704, 32787, 32757, 2], [32766, 32747, 32757, 2], [32766, 32767, 32757, 2], [32766, 32787, 32757, 2], [32767, 32747, 32757, 2], [32767, 32767, 32757, 2], [32767, 32787, 32757, 2], [32768, 32747, 32757, 2], [32768, 32767, 32757, 2], [32768, 32787, 32757, 2], [32830, 32747, 32757, 2], [32830, 32767, 32757, 2], [32830, 32787, 32757, 2], [-32832, -32788, -32778, 2], [-32832, -32768, -32778, 2], [-32832, -32748, -32778, 2], [-32831, -32788, -32778, 2], [-32831, -32768, -32778, 2], [-32831, -32748, -32778, 2], [-32769, -32788, -32778, 2], [-32769, -32768, -32778, 2], [-32769, -32748, -32778, 2], [-32768, -32788, -32778, 2], [-32768, -32768, -32778, 2], [-32768, -32748, -32778, 2], [-32767, -32788, -32778, 2], [-32767, -32768, -32778, 2], [-32767, -32748, -32778, 2], [-32705, -32788, -32778, 2], [-32705, -32768, -32778, 2], [-32705, -32748, -32778, 2], [65471, 65515, 65525, 2], [65471, 65535, 65525, 2], [65471, 65555, 65525, 2], [65472, 65515, 65525, 2], [65472, 65535, 65525, 2], [65472, 65555, 65525, 2], [65534, 65515, 65525, 2], [65534, 65535, 65525, 2], [65534, 65555, 65525, 2], [65535, 65515, 65525, 2], [65535, 65535, 65525, 2], [65535, 65555, 65525, 2], [65536, 65515, 65525, 2], [65536, 65535, 65525, 2], [65536, 65555, 65525, 2], [65598, 65515, 65525, 2], [65598, 65535, 65525, 2], [65598, 65555, 65525, 2], [0, 1000, 10, 70], [2147480648, 2147483647, 2147481648, 70]]>

func.func @kern4(%out: memref<8960xi64>, %base: i32, %n: i32, %s: i32, %nb: index) {
  %c1 = arith.constant 1 : index
  %cT = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %nb, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %cT, %sy = %c1, %sz = %c1) {

    %c64i = arith.constant 64 : i32
    %bxi = arith.index_cast %bx : index to i32
    %txi = arith.index_cast %tx : index to i32
    %b = arith.muli %bxi, %c64i : i32
    %g = arith.addi %b, %txi : i32
    %i = arith.addi %base, %g : i32
    %r = arith.subi %base, %g : i32
    %o0 = arith.extsi %i : i32 to i64
    %o1 = arith.extui %r : i32 to i64
    %valid = arith.cmpi uge, %r, %n : i32
    scf.if %valid {
      %kT = arith.constant 64 : index
      %kK = arith.constant 2 : index
      %gb = arith.muli %bx, %kT : index
      %gg = arith.addi %gb, %tx : index
      %gk = arith.muli %gg, %kK : index
      %ko0 = arith.constant 0 : index
      %ka0 = arith.addi %gk, %ko0 : index
      memref.store %o0, %out[%ka0] : memref<8960xi64>
      %ko1 = arith.constant 1 : index
      %ka1 = arith.addi %gk, %ko1 : index
      memref.store %o1, %out[%ka1] : memref<8960xi64>
    }

    gpu.terminator
  }
  return
}
func.func @host4(%out: memref<8960xi64>, %base: i32, %n: i32, %s: i32, %nb: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cT = arith.constant 64 : index
  scf.for %bx = %c0 to %nb step %c1 {
    scf.for %tx = %c0 to %cT step %c1 {

      %c64i = arith.constant 64 : i32
      %bxi = arith.index_cast %bx : index to i32
      %txi = arith.index_cast %tx : index to i32
      %b = arith.muli %bxi, %c64i : i32
      %g = arith.addi %b, %txi : i32
      %i = arith.addi %base, %g : i32
      %r = arith.subi %base, %g : i32
      %o0 = arith.extsi %i : i32 to i64
      %o1 = arith.extui %r : i32 to i64
      %valid = arith.cmpi uge, %r, %n : i32
      scf.if %valid {
        %kT = arith.constant 64 : index
        %kK = arith.constant 2 : index
        %gb = arith.muli %bx, %kT : index
        %gg = arith.addi %gb, %tx : index
        %gk = arith.muli %gg, %kK : index
        %ko0 = arith.constant 0 : index
        %ka0 = arith.addi %gk, %ko0 : index
        memref.store %o0, %out[%ka0] : memref<8960xi64>
        %ko1 = arith.constant 1 : index
        %ka1 = arith.addi %gk, %ko1 : index
        memref.store %o1, %out[%ka1] : memref<8960xi64>
      }

    }
  }
  return
}
llvm.mlir.global internal constant @fmt4("uge_m mismatches %ld\0A\00") {addr_space = 0 : i32}
func.func @check4(%ps: memref<?x4xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %cN = arith.constant 8960 : index
  %sent = arith.constant -7 : i64
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %np = memref.dim %ps, %c0 : memref<?x4xi32>
  %a = memref.alloc() : memref<8960xi64>
  %w = memref.alloc() : memref<8960xi64>
  %total = scf.for %p = %c0 to %np step %c1 iter_args(%tot = %z) -> (i64) {
    %base = memref.load %ps[%p, %c0] : memref<?x4xi32>
    %n = memref.load %ps[%p, %c1] : memref<?x4xi32>
    %s = memref.load %ps[%p, %c2] : memref<?x4xi32>
    %nbi = memref.load %ps[%p, %c3] : memref<?x4xi32>
    %nb = arith.index_cast %nbi : i32 to index
    scf.for %i = %c0 to %cN step %c1 {
      memref.store %sent, %a[%i] : memref<8960xi64>
      memref.store %sent, %w[%i] : memref<8960xi64>
    }
    func.call @kern4(%a, %base, %n, %s, %nb) : (memref<8960xi64>, i32, i32, i32, index) -> ()
    func.call @host4(%w, %base, %n, %s, %nb) : (memref<8960xi64>, i32, i32, i32, index) -> ()
    %bad = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %tot) -> (i64) {
      %x = memref.load %a[%i] : memref<8960xi64>
      %y = memref.load %w[%i] : memref<8960xi64>
      %ne = arith.cmpi ne, %x, %y : i64
      %inc = arith.select %ne, %one, %z : i64
      %acc2 = arith.addi %acc, %inc : i64
      scf.yield %acc2 : i64
    }
    scf.yield %bad : i64
  }
  %fmt = llvm.mlir.addressof @fmt4 : !llvm.ptr
  llvm.call @printf(%fmt, %total) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
  memref.dealloc %a : memref<8960xi64>
  memref.dealloc %w : memref<8960xi64>
  return
}
memref.global "private" constant @ps4 : memref<128x4xi32> = dense<[[2147483583, 2147483627, 2147483637, 2], [2147483583, 2147483647, 2147483637, 2], [2147483583, -2147483629, 2147483637, 2], [2147483584, 2147483627, 2147483637, 2], [2147483584, 2147483647, 2147483637, 2], [2147483584, -2147483629, 2147483637, 2], [2147483646, 2147483627, 2147483637, 2], [2147483646, 2147483647, 2147483637, 2], [2147483646, -2147483629, 2147483637, 2], [2147483647, 2147483627, 2147483637, 2], [2147483647, 2147483647, 2147483637, 2], [2147483647, -2147483629, 2147483637, 2], [-2147483648, 2147483627, 2147483637, 2], [-2147483648, 2147483647, 2147483637, 2], [-2147483648, -2147483629, 2147483637, 2], [-2147483586, 2147483627, 2147483637, 2], [-2147483586, 2147483647, 2147483637, 2], [-2147483586, -2147483629, 2147483637, 2], [2147483584, 2147483628, 2147483638, 2], [2147483584, -2147483648, 2147483638, 2], [2147483584, -2147483628, 2147483638, 2], [2147483585, 2147483628, 2147483638, 2], [2147483585, -2147483648, 2147483638, 2], [2147483585, -2147483628, 2147483638, 2], [2147483647, 2147483628, 2147483638, 2], [2147483647, -2147483648, 2147483638, 2], [2147483647, -2147483628, 2147483638, 2], [-2147483648, 2147483628, 2147483638, 2], [-2147483648, -2147483648, 2147483638, 2], [-2147483648, -2147483628, 2147483638, 2], [-2147483647, 2147483628, 2147483638, 2], [-2147483647, -2147483648, 2147483638, 2], [-2147483647, -2147483628, 2147483638, 2], [-2147483585, 2147483628, 2147483638, 2], [-2147483585, -2147483648, 2147483638, 2], [-2147483585, -2147483628, 2147483638, 2], [-65, -21, -11, 2], [-65, -1, -11, 2], [-65, 19, -11, 2], [-64, -21, -11, 2], [-64, -1, -11, 2], [-64, 19, -11, 2], [-2, -21, -11, 2], [-2, -1, -11, 2], [-2, 19, -11, 2], [-1, -21, -11, 2], [-1, -1, -11, 2], [-1, 19, -11, 2], [0, -21, -11, 2], [0, -1, -11, 2], [0, 19, -11, 2], [62, -21, -11, 2], [62, -1, -11, 2], [62, 19, -11, 2], [-64, -20, -10, 2], [-64, 0, -10, 2], [-64, 20, -10, 2], [-63, -20, -10, 2], [-63, 0, -10, 2], [-63, 20, -10, 2], [-1, -20, -10, 2], [-1, 0, -10, 2], [-1, 20, -10, 2], [0, -20, -10, 2], [0, 0, -10, 2], [0, 20, -10, 2], [1, -20, -10, 2], [1, 0, -10, 2], [1, 20, -10, 2], [63, -20, -10, 2], [63, 0, -10, 2], [63, 20, -10, 2], [32703, 32747, 32757, 2], [32703, 32767, 32757, 2], [32703, 32787, 32757, 2], [32704, 32747, 32757, 2], [32704, 32767, 32757, 2], [32704, 32787, 32757, 2], [32766, 32747, 32757, 2], [32766, 32767, 32757, 2], [32766, 32787, 32757, 2], [32767, 32747, 32757, 2], [32767, 32767, 32757, 2], [32767, 32787, 32757, 2], [32768, 32747, 32757, 2], [32768, 32767, 32757, 2], [32768, 32787, 32757, 2], [32830, 32747, 32757, 2], [32830, 32767, 32757, 2], [32830, 32787, 32757, 2], [-32832, -32788, -32778, 2], [-32832, -32768, -32778, 2], [-32832, -32748, -32778, 2], [-32831, -32788, -32778, 2], [-32831, -32768, -32778, 2], [-32831, -32748, -32778, 2], [-32769, -32788, -32778, 2], [-32769, -32768, -32778, 2], [-32769, -32748, -32778, 2], [-32768, -32788, -32778, 2], [-32768, -32768, -32778, 2], [-32768, -32748, -32778, 2], [-32767, -32788, -32778, 2], [-32767, -32768, -32778, 2], [-32767, -32748, -32778, 2], [-32705, -32788, -32778, 2], [-32705, -32768, -32778, 2], [-32705, -32748, -32778, 2], [65471, 65515, 65525, 2], [65471, 65535, 65525, 2], [65471, 65555, 65525, 2], [65472, 65515, 65525, 2], [65472, 65535, 65525, 2], [65472, 65555, 65525, 2], [65534, 65515, 65525, 2], [65534, 65535, 65525, 2], [65534, 65555, 65525, 2], [65535, 65515, 65525, 2], [65535, 65535, 65525, 2], [65535, 65555, 65525, 2], [65536, 65515, 65525, 2], [65536, 65535, 65525, 2], [65536, 65555, 65525, 2], [65598, 65515, 65525, 2], [65598, 65535, 65525, 2], [65598, 65555, 65525, 2], [0, 1000, 10, 70], [2147480648, 2147483647, 2147481648, 70]]>

func.func @kern5(%out: memref<8960xi64>, %base: i32, %n: i32, %s: i32, %nb: index) {
  %c1 = arith.constant 1 : index
  %cT = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %nb, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %cT, %sy = %c1, %sz = %c1) {

    %c64i = arith.constant 64 : i32
    %bxi = arith.index_cast %bx : index to i32
    %txi = arith.index_cast %tx : index to i32
    %b = arith.muli %bxi, %c64i : i32
    %g = arith.addi %b, %txi : i32
    %i = arith.addi %base, %g : i32
    %r = arith.subi %base, %g : i32
    %o0 = arith.extsi %i : i32 to i64
    %o1 = arith.extui %r : i32 to i64
    %valid = arith.cmpi slt, %r, %n : i32
    scf.if %valid {
      %kT = arith.constant 64 : index
      %kK = arith.constant 2 : index
      %gb = arith.muli %bx, %kT : index
      %gg = arith.addi %gb, %tx : index
      %gk = arith.muli %gg, %kK : index
      %ko0 = arith.constant 0 : index
      %ka0 = arith.addi %gk, %ko0 : index
      memref.store %o0, %out[%ka0] : memref<8960xi64>
      %ko1 = arith.constant 1 : index
      %ka1 = arith.addi %gk, %ko1 : index
      memref.store %o1, %out[%ka1] : memref<8960xi64>
    }

    gpu.terminator
  }
  return
}
func.func @host5(%out: memref<8960xi64>, %base: i32, %n: i32, %s: i32, %nb: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cT = arith.constant 64 : index
  scf.for %bx = %c0 to %nb step %c1 {
    scf.for %tx = %c0 to %cT step %c1 {

      %c64i = arith.constant 64 : i32
      %bxi = arith.index_cast %bx : index to i32
      %txi = arith.index_cast %tx : index to i32
      %b = arith.muli %bxi, %c64i : i32
      %g = arith.addi %b, %txi : i32
      %i = arith.addi %base, %g : i32
      %r = arith.subi %base, %g : i32
      %o0 = arith.extsi %i : i32 to i64
      %o1 = arith.extui %r : i32 to i64
      %valid = arith.cmpi slt, %r, %n : i32
      scf.if %valid {
        %kT = arith.constant 64 : index
        %kK = arith.constant 2 : index
        %gb = arith.muli %bx, %kT : index
        %gg = arith.addi %gb, %tx : index
        %gk = arith.muli %gg, %kK : index
        %ko0 = arith.constant 0 : index
        %ka0 = arith.addi %gk, %ko0 : index
        memref.store %o0, %out[%ka0] : memref<8960xi64>
        %ko1 = arith.constant 1 : index
        %ka1 = arith.addi %gk, %ko1 : index
        memref.store %o1, %out[%ka1] : memref<8960xi64>
      }

    }
  }
  return
}
llvm.mlir.global internal constant @fmt5("slt_m mismatches %ld\0A\00") {addr_space = 0 : i32}
func.func @check5(%ps: memref<?x4xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %cN = arith.constant 8960 : index
  %sent = arith.constant -7 : i64
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %np = memref.dim %ps, %c0 : memref<?x4xi32>
  %a = memref.alloc() : memref<8960xi64>
  %w = memref.alloc() : memref<8960xi64>
  %total = scf.for %p = %c0 to %np step %c1 iter_args(%tot = %z) -> (i64) {
    %base = memref.load %ps[%p, %c0] : memref<?x4xi32>
    %n = memref.load %ps[%p, %c1] : memref<?x4xi32>
    %s = memref.load %ps[%p, %c2] : memref<?x4xi32>
    %nbi = memref.load %ps[%p, %c3] : memref<?x4xi32>
    %nb = arith.index_cast %nbi : i32 to index
    scf.for %i = %c0 to %cN step %c1 {
      memref.store %sent, %a[%i] : memref<8960xi64>
      memref.store %sent, %w[%i] : memref<8960xi64>
    }
    func.call @kern5(%a, %base, %n, %s, %nb) : (memref<8960xi64>, i32, i32, i32, index) -> ()
    func.call @host5(%w, %base, %n, %s, %nb) : (memref<8960xi64>, i32, i32, i32, index) -> ()
    %bad = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %tot) -> (i64) {
      %x = memref.load %a[%i] : memref<8960xi64>
      %y = memref.load %w[%i] : memref<8960xi64>
      %ne = arith.cmpi ne, %x, %y : i64
      %inc = arith.select %ne, %one, %z : i64
      %acc2 = arith.addi %acc, %inc : i64
      scf.yield %acc2 : i64
    }
    scf.yield %bad : i64
  }
  %fmt = llvm.mlir.addressof @fmt5 : !llvm.ptr
  llvm.call @printf(%fmt, %total) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
  memref.dealloc %a : memref<8960xi64>
  memref.dealloc %w : memref<8960xi64>
  return
}
memref.global "private" constant @ps5 : memref<128x4xi32> = dense<[[2147483583, 2147483627, 2147483637, 2], [2147483583, 2147483647, 2147483637, 2], [2147483583, -2147483629, 2147483637, 2], [2147483584, 2147483627, 2147483637, 2], [2147483584, 2147483647, 2147483637, 2], [2147483584, -2147483629, 2147483637, 2], [2147483646, 2147483627, 2147483637, 2], [2147483646, 2147483647, 2147483637, 2], [2147483646, -2147483629, 2147483637, 2], [2147483647, 2147483627, 2147483637, 2], [2147483647, 2147483647, 2147483637, 2], [2147483647, -2147483629, 2147483637, 2], [-2147483648, 2147483627, 2147483637, 2], [-2147483648, 2147483647, 2147483637, 2], [-2147483648, -2147483629, 2147483637, 2], [-2147483586, 2147483627, 2147483637, 2], [-2147483586, 2147483647, 2147483637, 2], [-2147483586, -2147483629, 2147483637, 2], [2147483584, 2147483628, 2147483638, 2], [2147483584, -2147483648, 2147483638, 2], [2147483584, -2147483628, 2147483638, 2], [2147483585, 2147483628, 2147483638, 2], [2147483585, -2147483648, 2147483638, 2], [2147483585, -2147483628, 2147483638, 2], [2147483647, 2147483628, 2147483638, 2], [2147483647, -2147483648, 2147483638, 2], [2147483647, -2147483628, 2147483638, 2], [-2147483648, 2147483628, 2147483638, 2], [-2147483648, -2147483648, 2147483638, 2], [-2147483648, -2147483628, 2147483638, 2], [-2147483647, 2147483628, 2147483638, 2], [-2147483647, -2147483648, 2147483638, 2], [-2147483647, -2147483628, 2147483638, 2], [-2147483585, 2147483628, 2147483638, 2], [-2147483585, -2147483648, 2147483638, 2], [-2147483585, -2147483628, 2147483638, 2], [-65, -21, -11, 2], [-65, -1, -11, 2], [-65, 19, -11, 2], [-64, -21, -11, 2], [-64, -1, -11, 2], [-64, 19, -11, 2], [-2, -21, -11, 2], [-2, -1, -11, 2], [-2, 19, -11, 2], [-1, -21, -11, 2], [-1, -1, -11, 2], [-1, 19, -11, 2], [0, -21, -11, 2], [0, -1, -11, 2], [0, 19, -11, 2], [62, -21, -11, 2], [62, -1, -11, 2], [62, 19, -11, 2], [-64, -20, -10, 2], [-64, 0, -10, 2], [-64, 20, -10, 2], [-63, -20, -10, 2], [-63, 0, -10, 2], [-63, 20, -10, 2], [-1, -20, -10, 2], [-1, 0, -10, 2], [-1, 20, -10, 2], [0, -20, -10, 2], [0, 0, -10, 2], [0, 20, -10, 2], [1, -20, -10, 2], [1, 0, -10, 2], [1, 20, -10, 2], [63, -20, -10, 2], [63, 0, -10, 2], [63, 20, -10, 2], [32703, 32747, 32757, 2], [32703, 32767, 32757, 2], [32703, 32787, 32757, 2], [32704, 32747, 32757, 2], [32704, 32767, 32757, 2], [32704, 32787, 32757, 2], [32766, 32747, 32757, 2], [32766, 32767, 32757, 2], [32766, 32787, 32757, 2], [32767, 32747, 32757, 2], [32767, 32767, 32757, 2], [32767, 32787, 32757, 2], [32768, 32747, 32757, 2], [32768, 32767, 32757, 2], [32768, 32787, 32757, 2], [32830, 32747, 32757, 2], [32830, 32767, 32757, 2], [32830, 32787, 32757, 2], [-32832, -32788, -32778, 2], [-32832, -32768, -32778, 2], [-32832, -32748, -32778, 2], [-32831, -32788, -32778, 2], [-32831, -32768, -32778, 2], [-32831, -32748, -32778, 2], [-32769, -32788, -32778, 2], [-32769, -32768, -32778, 2], [-32769, -32748, -32778, 2], [-32768, -32788, -32778, 2], [-32768, -32768, -32778, 2], [-32768, -32748, -32778, 2], [-32767, -32788, -32778, 2], [-32767, -32768, -32778, 2], [-32767, -32748, -32778, 2], [-32705, -32788, -32778, 2], [-32705, -32768, -32778, 2], [-32705, -32748, -32778, 2], [65471, 65515, 65525, 2], [65471, 65535, 65525, 2], [65471, 65555, 65525, 2], [65472, 65515, 65525, 2], [65472, 65535, 65525, 2], [65472, 65555, 65525, 2], [65534, 65515, 65525, 2], [65534, 65535, 65525, 2], [65534, 65555, 65525, 2], [65535, 65515, 65525, 2], [65535, 65535, 65525, 2], [65535, 65555, 65525, 2], [65536, 65515, 65525, 2], [65536, 65535, 65525, 2], [65536, 65555, 65525, 2], [65598, 65515, 65525, 2], [65598, 65535, 65525, 2], [65598, 65555, 65525, 2], [0, 1000, 10, 70], [2147480648, 2147483647, 2147481648, 70]]>

func.func @kern6(%out: memref<8960xi64>, %base: i32, %n: i32, %s: i32, %nb: index) {
  %c1 = arith.constant 1 : index
  %cT = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %nb, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %cT, %sy = %c1, %sz = %c1) {

    %c64i = arith.constant 64 : i32
    %bxi = arith.index_cast %bx : index to i32
    %txi = arith.index_cast %tx : index to i32
    %b = arith.muli %bxi, %c64i : i32
    %g = arith.addi %b, %txi : i32
    %i = arith.addi %base, %g : i32
    %r = arith.subi %base, %g : i32
    %o0 = arith.extsi %i : i32 to i64
    %o1 = arith.extui %r : i32 to i64
    %valid = arith.cmpi sgt, %n, %r : i32
    scf.if %valid {
      %kT = arith.constant 64 : index
      %kK = arith.constant 2 : index
      %gb = arith.muli %bx, %kT : index
      %gg = arith.addi %gb, %tx : index
      %gk = arith.muli %gg, %kK : index
      %ko0 = arith.constant 0 : index
      %ka0 = arith.addi %gk, %ko0 : index
      memref.store %o0, %out[%ka0] : memref<8960xi64>
      %ko1 = arith.constant 1 : index
      %ka1 = arith.addi %gk, %ko1 : index
      memref.store %o1, %out[%ka1] : memref<8960xi64>
    }

    gpu.terminator
  }
  return
}
func.func @host6(%out: memref<8960xi64>, %base: i32, %n: i32, %s: i32, %nb: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cT = arith.constant 64 : index
  scf.for %bx = %c0 to %nb step %c1 {
    scf.for %tx = %c0 to %cT step %c1 {

      %c64i = arith.constant 64 : i32
      %bxi = arith.index_cast %bx : index to i32
      %txi = arith.index_cast %tx : index to i32
      %b = arith.muli %bxi, %c64i : i32
      %g = arith.addi %b, %txi : i32
      %i = arith.addi %base, %g : i32
      %r = arith.subi %base, %g : i32
      %o0 = arith.extsi %i : i32 to i64
      %o1 = arith.extui %r : i32 to i64
      %valid = arith.cmpi sgt, %n, %r : i32
      scf.if %valid {
        %kT = arith.constant 64 : index
        %kK = arith.constant 2 : index
        %gb = arith.muli %bx, %kT : index
        %gg = arith.addi %gb, %tx : index
        %gk = arith.muli %gg, %kK : index
        %ko0 = arith.constant 0 : index
        %ka0 = arith.addi %gk, %ko0 : index
        memref.store %o0, %out[%ka0] : memref<8960xi64>
        %ko1 = arith.constant 1 : index
        %ka1 = arith.addi %gk, %ko1 : index
        memref.store %o1, %out[%ka1] : memref<8960xi64>
      }

    }
  }
  return
}
llvm.mlir.global internal constant @fmt6("sgt_m_sw mismatches %ld\0A\00") {addr_space = 0 : i32}
func.func @check6(%ps: memref<?x4xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %cN = arith.constant 8960 : index
  %sent = arith.constant -7 : i64
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %np = memref.dim %ps, %c0 : memref<?x4xi32>
  %a = memref.alloc() : memref<8960xi64>
  %w = memref.alloc() : memref<8960xi64>
  %total = scf.for %p = %c0 to %np step %c1 iter_args(%tot = %z) -> (i64) {
    %base = memref.load %ps[%p, %c0] : memref<?x4xi32>
    %n = memref.load %ps[%p, %c1] : memref<?x4xi32>
    %s = memref.load %ps[%p, %c2] : memref<?x4xi32>
    %nbi = memref.load %ps[%p, %c3] : memref<?x4xi32>
    %nb = arith.index_cast %nbi : i32 to index
    scf.for %i = %c0 to %cN step %c1 {
      memref.store %sent, %a[%i] : memref<8960xi64>
      memref.store %sent, %w[%i] : memref<8960xi64>
    }
    func.call @kern6(%a, %base, %n, %s, %nb) : (memref<8960xi64>, i32, i32, i32, index) -> ()
    func.call @host6(%w, %base, %n, %s, %nb) : (memref<8960xi64>, i32, i32, i32, index) -> ()
    %bad = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %tot) -> (i64) {
      %x = memref.load %a[%i] : memref<8960xi64>
      %y = memref.load %w[%i] : memref<8960xi64>
      %ne = arith.cmpi ne, %x, %y : i64
      %inc = arith.select %ne, %one, %z : i64
      %acc2 = arith.addi %acc, %inc : i64
      scf.yield %acc2 : i64
    }
    scf.yield %bad : i64
  }
  %fmt = llvm.mlir.addressof @fmt6 : !llvm.ptr
  llvm.call @printf(%fmt, %total) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
  memref.dealloc %a : memref<8960xi64>
  memref.dealloc %w : memref<8960xi64>
  return
}
memref.global "private" constant @ps6 : memref<128x4xi32> = dense<[[2147483583, 2147483627, 2147483637, 2], [2147483583, 2147483647, 2147483637, 2], [2147483583, -2147483629, 2147483637, 2], [2147483584, 2147483627, 2147483637, 2], [2147483584, 2147483647, 2147483637, 2], [2147483584, -2147483629, 2147483637, 2], [2147483646, 2147483627, 2147483637, 2], [2147483646, 2147483647, 2147483637, 2], [2147483646, -2147483629, 2147483637, 2], [2147483647, 2147483627, 2147483637, 2], [2147483647, 2147483647, 2147483637, 2], [2147483647, -2147483629, 2147483637, 2], [-2147483648, 2147483627, 2147483637, 2], [-2147483648, 2147483647, 2147483637, 2], [-2147483648, -2147483629, 2147483637, 2], [-2147483586, 2147483627, 2147483637, 2], [-2147483586, 2147483647, 2147483637, 2], [-2147483586, -2147483629, 2147483637, 2], [2147483584, 2147483628, 2147483638, 2], [2147483584, -2147483648, 2147483638, 2], [2147483584, -2147483628, 2147483638, 2], [2147483585, 2147483628, 2147483638, 2], [2147483585, -2147483648, 2147483638, 2], [2147483585, -2147483628, 2147483638, 2], [2147483647, 2147483628, 2147483638, 2], [2147483647, -2147483648, 2147483638, 2], [2147483647, -2147483628, 2147483638, 2], [-2147483648, 2147483628, 2147483638, 2], [-2147483648, -2147483648, 2147483638, 2], [-2147483648, -2147483628, 2147483638, 2], [-2147483647, 2147483628, 2147483638, 2], [-2147483647, -2147483648, 2147483638, 2], [-2147483647, -2147483628, 2147483638, 2], [-2147483585, 2147483628, 2147483638, 2], [-2147483585, -2147483648, 2147483638, 2], [-2147483585, -2147483628, 2147483638, 2], [-65, -21, -11, 2], [-65, -1, -11, 2], [-65, 19, -11, 2], [-64, -21, -11, 2], [-64, -1, -11, 2], [-64, 19, -11, 2], [-2, -21, -11, 2], [-2, -1, -11, 2], [-2, 19, -11, 2], [-1, -21, -11, 2], [-1, -1, -11, 2], [-1, 19, -11, 2], [0, -21, -11, 2], [0, -1, -11, 2], [0, 19, -11, 2], [62, -21, -11, 2], [62, -1, -11, 2], [62, 19, -11, 2], [-64, -20, -10, 2], [-64, 0, -10, 2], [-64, 20, -10, 2], [-63, -20, -10, 2], [-63, 0, -10, 2], [-63, 20, -10, 2], [-1, -20, -10, 2], [-1, 0, -10, 2], [-1, 20, -10, 2], [0, -20, -10, 2], [0, 0, -10, 2], [0, 20, -10, 2], [1, -20, -10, 2], [1, 0, -10, 2], [1, 20, -10, 2], [63, -20, -10, 2], [63, 0, -10, 2], [63, 20, -10, 2], [32703, 32747, 32757, 2], [32703, 32767, 32757, 2], [32703, 32787, 32757, 2], [32704, 32747, 32757, 2], [32704, 32767, 32757, 2], [32704, 32787, 32757, 2], [32766, 32747, 32757, 2], [32766, 32767, 32757, 2], [32766, 32787, 32757, 2], [32767, 32747, 32757, 2], [32767, 32767, 32757, 2], [32767, 32787, 32757, 2], [32768, 32747, 32757, 2], [32768, 32767, 32757, 2], [32768, 32787, 32757, 2], [32830, 32747, 32757, 2], [32830, 32767, 32757, 2], [32830, 32787, 32757, 2], [-32832, -32788, -32778, 2], [-32832, -32768, -32778, 2], [-32832, -32748, -32778, 2], [-32831, -32788, -32778, 2], [-32831, -32768, -32778, 2], [-32831, -32748, -32778, 2], [-32769, -32788, -32778, 2], [-32769, -32768, -32778, 2], [-32769, -32748, -32778, 2], [-32768, -32788, -32778, 2], [-32768, -32768, -32778, 2], [-32768, -32748, -32778, 2], [-32767, -32788, -32778, 2], [-32767, -32768, -32778, 2], [-32767, -32748, -32778, 2], [-32705, -32788, -32778, 2], [-32705, -32768, -32778, 2], [-32705, -32748, -32778, 2], [65471, 65515, 65525, 2], [65471, 65535, 65525, 2], [65471, 65555, 65525, 2], [65472, 65515, 65525, 2], [65472, 65535, 65525, 2], [65472, 65555, 65525, 2], [65534, 65515, 65525, 2], [65534, 65535, 65525, 2], [65534, 65555, 65525, 2], [65535, 65515, 65525, 2], [65535, 65535, 65525, 2], [65535, 65555, 65525, 2], [65536, 65515, 65525, 2], [65536, 65535, 65525, 2], [65536, 65555, 65525, 2], [65598, 65515, 65525, 2], [65598, 65535, 65525, 2], [65598, 65555, 65525, 2], [0, 1000, 10, 70], [2147480648, 2147483647, 2147481648, 70]]>

func.func @kern7(%out: memref<8960xi64>, %base: i32, %n: i32, %s: i32, %nb: index) {
  %c1 = arith.constant 1 : index
  %cT = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %nb, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %cT, %sy = %c1, %sz = %c1) {

    %c64i = arith.constant 64 : i32
    %bxi = arith.index_cast %bx : index to i32
    %txi = arith.index_cast %tx : index to i32
    %b = arith.muli %bxi, %c64i : i32
    %g = arith.addi %b, %txi : i32
    %i = arith.addi %base, %g : i32
    %r = arith.subi %base, %g : i32
    %o0 = arith.extsi %i : i32 to i64
    %o1 = arith.extui %r : i32 to i64
    %valid = arith.cmpi eq, %i, %n : i32
    scf.if %valid {
      %kT = arith.constant 64 : index
      %kK = arith.constant 2 : index
      %gb = arith.muli %bx, %kT : index
      %gg = arith.addi %gb, %tx : index
      %gk = arith.muli %gg, %kK : index
      %ko0 = arith.constant 0 : index
      %ka0 = arith.addi %gk, %ko0 : index
      memref.store %o0, %out[%ka0] : memref<8960xi64>
      %ko1 = arith.constant 1 : index
      %ka1 = arith.addi %gk, %ko1 : index
      memref.store %o1, %out[%ka1] : memref<8960xi64>
    }

    gpu.terminator
  }
  return
}
func.func @host7(%out: memref<8960xi64>, %base: i32, %n: i32, %s: i32, %nb: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cT = arith.constant 64 : index
  scf.for %bx = %c0 to %nb step %c1 {
    scf.for %tx = %c0 to %cT step %c1 {

      %c64i = arith.constant 64 : i32
      %bxi = arith.index_cast %bx : index to i32
      %txi = arith.index_cast %tx : index to i32
      %b = arith.muli %bxi, %c64i : i32
      %g = arith.addi %b, %txi : i32
      %i = arith.addi %base, %g : i32
      %r = arith.subi %base, %g : i32
      %o0 = arith.extsi %i : i32 to i64
      %o1 = arith.extui %r : i32 to i64
      %valid = arith.cmpi eq, %i, %n : i32
      scf.if %valid {
        %kT = arith.constant 64 : index
        %kK = arith.constant 2 : index
        %gb = arith.muli %bx, %kT : index
        %gg = arith.addi %gb, %tx : index
        %gk = arith.muli %gg, %kK : index
        %ko0 = arith.constant 0 : index
        %ka0 = arith.addi %gk, %ko0 : index
        memref.store %o0, %out[%ka0] : memref<8960xi64>
        %ko1 = arith.constant 1 : index
        %ka1 = arith.addi %gk, %ko1 : index
        memref.store %o1, %out[%ka1] : memref<8960xi64>
      }

    }
  }
  return
}
llvm.mlir.global internal constant @fmt7("eq mismatches %ld\0A\00") {addr_space = 0 : i32}
func.func @check7(%ps: memref<?x4xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %cN = arith.constant 8960 : index
  %sent = arith.constant -7 : i64
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %np = memref.dim %ps, %c0 : memref<?x4xi32>
  %a = memref.alloc() : memref<8960xi64>
  %w = memref.alloc() : memref<8960xi64>
  %total = scf.for %p = %c0 to %np step %c1 iter_args(%tot = %z) -> (i64) {
    %base = memref.load %ps[%p, %c0] : memref<?x4xi32>
    %n = memref.load %ps[%p, %c1] : memref<?x4xi32>
    %s = memref.load %ps[%p, %c2] : memref<?x4xi32>
    %nbi = memref.load %ps[%p, %c3] : memref<?x4xi32>
    %nb = arith.index_cast %nbi : i32 to index
    scf.for %i = %c0 to %cN step %c1 {
      memref.store %sent, %a[%i] : memref<8960xi64>
      memref.store %sent, %w[%i] : memref<8960xi64>
    }
    func.call @kern7(%a, %base, %n, %s, %nb) : (memref<8960xi64>, i32, i32, i32, index) -> ()
    func.call @host7(%w, %base, %n, %s, %nb) : (memref<8960xi64>, i32, i32, i32, index) -> ()
    %bad = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %tot) -> (i64) {
      %x = memref.load %a[%i] : memref<8960xi64>
      %y = memref.load %w[%i] : memref<8960xi64>
      %ne = arith.cmpi ne, %x, %y : i64
      %inc = arith.select %ne, %one, %z : i64
      %acc2 = arith.addi %acc, %inc : i64
      scf.yield %acc2 : i64
    }
    scf.yield %bad : i64
  }
  %fmt = llvm.mlir.addressof @fmt7 : !llvm.ptr
  llvm.call @printf(%fmt, %total) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
  memref.dealloc %a : memref<8960xi64>
  memref.dealloc %w : memref<8960xi64>
  return
}
memref.global "private" constant @ps7 : memref<128x4xi32> = dense<[[2147483583, 2147483627, 2147483637, 2], [2147483583, 2147483647, 2147483637, 2], [2147483583, -2147483629, 2147483637, 2], [2147483584, 2147483627, 2147483637, 2], [2147483584, 2147483647, 2147483637, 2], [2147483584, -2147483629, 2147483637, 2], [2147483646, 2147483627, 2147483637, 2], [2147483646, 2147483647, 2147483637, 2], [2147483646, -2147483629, 2147483637, 2], [2147483647, 2147483627, 2147483637, 2], [2147483647, 2147483647, 2147483637, 2], [2147483647, -2147483629, 2147483637, 2], [-2147483648, 2147483627, 2147483637, 2], [-2147483648, 2147483647, 2147483637, 2], [-2147483648, -2147483629, 2147483637, 2], [-2147483586, 2147483627, 2147483637, 2], [-2147483586, 2147483647, 2147483637, 2], [-2147483586, -2147483629, 2147483637, 2], [2147483584, 2147483628, 2147483638, 2], [2147483584, -2147483648, 2147483638, 2], [2147483584, -2147483628, 2147483638, 2], [2147483585, 2147483628, 2147483638, 2], [2147483585, -2147483648, 2147483638, 2], [2147483585, -2147483628, 2147483638, 2], [2147483647, 2147483628, 2147483638, 2], [2147483647, -2147483648, 2147483638, 2], [2147483647, -2147483628, 2147483638, 2], [-2147483648, 2147483628, 2147483638, 2], [-2147483648, -2147483648, 2147483638, 2], [-2147483648, -2147483628, 2147483638, 2], [-2147483647, 2147483628, 2147483638, 2], [-2147483647, -2147483648, 2147483638, 2], [-2147483647, -2147483628, 2147483638, 2], [-2147483585, 2147483628, 2147483638, 2], [-2147483585, -2147483648, 2147483638, 2], [-2147483585, -2147483628, 2147483638, 2], [-65, -21, -11, 2], [-65, -1, -11, 2], [-65, 19, -11, 2], [-64, -21, -11, 2], [-64, -1, -11, 2], [-64, 19, -11, 2], [-2, -21, -11, 2], [-2, -1, -11, 2], [-2, 19, -11, 2], [-1, -21, -11, 2], [-1, -1, -11, 2], [-1, 19, -11, 2], [0, -21, -11, 2], [0, -1, -11, 2], [0, 19, -11, 2], [62, -21, -11, 2], [62, -1, -11, 2], [62, 19, -11, 2], [-64, -20, -10, 2], [-64, 0, -10, 2], [-64, 20, -10, 2], [-63, -20, -10, 2], [-63, 0, -10, 2], [-63, 20, -10, 2], [-1, -20, -10, 2], [-1, 0, -10, 2], [-1, 20, -10, 2], [0, -20, -10, 2], [0, 0, -10, 2], [0, 20, -10, 2], [1, -20, -10, 2], [1, 0, -10, 2], [1, 20, -10, 2], [63, -20, -10, 2], [63, 0, -10, 2], [63, 20, -10, 2], [32703, 32747, 32757, 2], [32703, 32767, 32757, 2], [32703, 32787, 32757, 2], [32704, 32747, 32757, 2], [32704, 32767, 32757, 2], [32704, 32787, 32757, 2], [32766, 32747, 32757, 2], [32766, 32767, 32757, 2], [32766, 32787, 32757, 2], [32767, 32747, 32757, 2], [32767, 32767, 32757, 2], [32767, 32787, 32757, 2], [32768, 32747, 32757, 2], [32768, 32767, 32757, 2], [32768, 32787, 32757, 2], [32830, 32747, 32757, 2], [32830, 32767, 32757, 2], [32830, 32787, 32757, 2], [-32832, -32788, -32778, 2], [-32832, -32768, -32778, 2], [-32832, -32748, -32778, 2], [-32831, -32788, -32778, 2], [-32831, -32768, -32778, 2], [-32831, -32748, -32778, 2], [-32769, -32788, -32778, 2], [-32769, -32768, -32778, 2], [-32769, -32748, -32778, 2], [-32768, -32788, -32778, 2], [-32768, -32768, -32778, 2], [-32768, -32748, -32778, 2], [-32767, -32788, -32778, 2], [-32767, -32768, -32778, 2], [-32767, -32748, -32778, 2], [-32705, -32788, -32778, 2], [-32705, -32768, -32778, 2], [-32705, -32748, -32778, 2], [65471, 65515, 65525, 2], [65471, 65535, 65525, 2], [65471, 65555, 65525, 2], [65472, 65515, 65525, 2], [65472, 65535, 65525, 2], [65472, 65555, 65525, 2], [65534, 65515, 65525, 2], [65534, 65535, 65525, 2], [65534, 65555, 65525, 2], [65535, 65515, 65525, 2], [65535, 65535, 65525, 2], [65535, 65555, 65525, 2], [65536, 65515, 65525, 2], [65536, 65535, 65525, 2], [65536, 65555, 65525, 2], [65598, 65515, 65525, 2], [65598, 65535, 65525, 2], [65598, 65555, 65525, 2], [0, 1000, 10, 70], [2147480648, 2147483647, 2147481648, 70]]>

func.func @kern8(%out: memref<8960xi64>, %base: i32, %n: i32, %s: i32, %nb: index) {
  %c1 = arith.constant 1 : index
  %cT = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %nb, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %cT, %sy = %c1, %sz = %c1) {

    %c64i = arith.constant 64 : i32
    %bxi = arith.index_cast %bx : index to i32
    %txi = arith.index_cast %tx : index to i32
    %b = arith.muli %bxi, %c64i : i32
    %g = arith.addi %b, %txi : i32
    %i = arith.addi %base, %g : i32
    %r = arith.subi %base, %g : i32
    %o0 = arith.extsi %i : i32 to i64
    %o1 = arith.extui %r : i32 to i64
    %valid = arith.cmpi ne, %r, %n : i32
    scf.if %valid {
      %kT = arith.constant 64 : index
      %kK = arith.constant 2 : index
      %gb = arith.muli %bx, %kT : index
      %gg = arith.addi %gb, %tx : index
      %gk = arith.muli %gg, %kK : index
      %ko0 = arith.constant 0 : index
      %ka0 = arith.addi %gk, %ko0 : index
      memref.store %o0, %out[%ka0] : memref<8960xi64>
      %ko1 = arith.constant 1 : index
      %ka1 = arith.addi %gk, %ko1 : index
      memref.store %o1, %out[%ka1] : memref<8960xi64>
    }

    gpu.terminator
  }
  return
}
func.func @host8(%out: memref<8960xi64>, %base: i32, %n: i32, %s: i32, %nb: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cT = arith.constant 64 : index
  scf.for %bx = %c0 to %nb step %c1 {
    scf.for %tx = %c0 to %cT step %c1 {

      %c64i = arith.constant 64 : i32
      %bxi = arith.index_cast %bx : index to i32
      %txi = arith.index_cast %tx : index to i32
      %b = arith.muli %bxi, %c64i : i32
      %g = arith.addi %b, %txi : i32
      %i = arith.addi %base, %g : i32
      %r = arith.subi %base, %g : i32
      %o0 = arith.extsi %i : i32 to i64
      %o1 = arith.extui %r : i32 to i64
      %valid = arith.cmpi ne, %r, %n : i32
      scf.if %valid {
        %kT = arith.constant 64 : index
        %kK = arith.constant 2 : index
        %gb = arith.muli %bx, %kT : index
        %gg = arith.addi %gb, %tx : index
        %gk = arith.muli %gg, %kK : index
        %ko0 = arith.constant 0 : index
        %ka0 = arith.addi %gk, %ko0 : index
        memref.store %o0, %out[%ka0] : memref<8960xi64>
        %ko1 = arith.constant 1 : index
        %ka1 = arith.addi %gk, %ko1 : index
        memref.store %o1, %out[%ka1] : memref<8960xi64>
      }

    }
  }
  return
}
llvm.mlir.global internal constant @fmt8("ne mismatches %ld\0A\00") {addr_space = 0 : i32}
func.func @check8(%ps: memref<?x4xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %cN = arith.constant 8960 : index
  %sent = arith.constant -7 : i64
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %np = memref.dim %ps, %c0 : memref<?x4xi32>
  %a = memref.alloc() : memref<8960xi64>
  %w = memref.alloc() : memref<8960xi64>
  %total = scf.for %p = %c0 to %np step %c1 iter_args(%tot = %z) -> (i64) {
    %base = memref.load %ps[%p, %c0] : memref<?x4xi32>
    %n = memref.load %ps[%p, %c1] : memref<?x4xi32>
    %s = memref.load %ps[%p, %c2] : memref<?x4xi32>
    %nbi = memref.load %ps[%p, %c3] : memref<?x4xi32>
    %nb = arith.index_cast %nbi : i32 to index
    scf.for %i = %c0 to %cN step %c1 {
      memref.store %sent, %a[%i] : memref<8960xi64>
      memref.store %sent, %w[%i] : memref<8960xi64>
    }
    func.call @kern8(%a, %base, %n, %s, %nb) : (memref<8960xi64>, i32, i32, i32, index) -> ()
    func.call @host8(%w, %base, %n, %s, %nb) : (memref<8960xi64>, i32, i32, i32, index) -> ()
    %bad = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %tot) -> (i64) {
      %x = memref.load %a[%i] : memref<8960xi64>
      %y = memref.load %w[%i] : memref<8960xi64>
      %ne = arith.cmpi ne, %x, %y : i64
      %inc = arith.select %ne, %one, %z : i64
      %acc2 = arith.addi %acc, %inc : i64
      scf.yield %acc2 : i64
    }
    scf.yield %bad : i64
  }
  %fmt = llvm.mlir.addressof @fmt8 : !llvm.ptr
  llvm.call @printf(%fmt, %total) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
  memref.dealloc %a : memref<8960xi64>
  memref.dealloc %w : memref<8960xi64>
  return
}
memref.global "private" constant @ps8 : memref<128x4xi32> = dense<[[2147483583, 2147483627, 2147483637, 2], [2147483583, 2147483647, 2147483637, 2], [2147483583, -2147483629, 2147483637, 2], [2147483584, 2147483627, 2147483637, 2], [2147483584, 2147483647, 2147483637, 2], [2147483584, -2147483629, 2147483637, 2], [2147483646, 2147483627, 2147483637, 2], [2147483646, 2147483647, 2147483637, 2], [2147483646, -2147483629, 2147483637, 2], [2147483647, 2147483627, 2147483637, 2], [2147483647, 2147483647, 2147483637, 2], [2147483647, -2147483629, 2147483637, 2], [-2147483648, 2147483627, 2147483637, 2], [-2147483648, 2147483647, 2147483637, 2], [-2147483648, -2147483629, 2147483637, 2], [-2147483586, 2147483627, 2147483637, 2], [-2147483586, 2147483647, 2147483637, 2], [-2147483586, -2147483629, 2147483637, 2], [2147483584, 2147483628, 2147483638, 2], [2147483584, -2147483648, 2147483638, 2], [2147483584, -2147483628, 2147483638, 2], [2147483585, 2147483628, 2147483638, 2], [2147483585, -2147483648, 2147483638, 2], [2147483585, -2147483628, 2147483638, 2], [2147483647, 2147483628, 2147483638, 2], [2147483647, -2147483648, 2147483638, 2], [2147483647, -2147483628, 2147483638, 2], [-2147483648, 2147483628, 2147483638, 2], [-2147483648, -2147483648, 2147483638, 2], [-2147483648, -2147483628, 2147483638, 2], [-2147483647, 2147483628, 2147483638, 2], [-2147483647, -2147483648, 2147483638, 2], [-2147483647, -2147483628, 2147483638, 2], [-2147483585, 2147483628, 2147483638, 2], [-2147483585, -2147483648, 2147483638, 2], [-2147483585, -2147483628, 2147483638, 2], [-65, -21, -11, 2], [-65, -1, -11, 2], [-65, 19, -11, 2], [-64, -21, -11, 2], [-64, -1, -11, 2], [-64, 19, -11, 2], [-2, -21, -11, 2], [-2, -1, -11, 2], [-2, 19, -11, 2], [-1, -21, -11, 2], [-1, -1, -11, 2], [-1, 19, -11, 2], [0, -21, -11, 2], [0, -1, -11, 2], [0, 19, -11, 2], [62, -21, -11, 2], [62, -1, -11, 2], [62, 19, -11, 2], [-64, -20, -10, 2], [-64, 0, -10, 2], [-64, 20, -10, 2], [-63, -20, -10, 2], [-63, 0, -10, 2], [-63, 20, -10, 2], [-1, -20, -10, 2], [-1, 0, -10, 2], [-1, 20, -10, 2], [0, -20, -10, 2], [0, 0, -10, 2], [0, 20, -10, 2], [1, -20, -10, 2], [1, 0, -10, 2], [1, 20, -10, 2], [63, -20, -10, 2], [63, 0, -10, 2], [63, 20, -10, 2], [32703, 32747, 32757, 2], [32703, 32767, 32757, 2], [32703, 32787, 32757, 2], [32704, 32747, 32757, 2], [32704, 32767, 32757, 2], [32704, 32787, 32757, 2], [32766, 32747, 32757, 2], [32766, 32767, 32757, 2], [32766, 32787, 32757, 2], [32767, 32747, 32757, 2], [32767, 32767, 32757, 2], [32767, 32787, 32757, 2], [32768, 32747, 32757, 2], [32768, 32767, 32757, 2], [32768, 32787, 32757, 2], [32830, 32747, 32757, 2], [32830, 32767, 32757, 2], [32830, 32787, 32757, 2], [-32832, -32788, -32778, 2], [-32832, -32768, -32778, 2], [-32832, -32748, -32778, 2], [-32831, -32788, -32778, 2], [-32831, -32768, -32778, 2], [-32831, -32748, -32778, 2], [-32769, -32788, -32778, 2], [-32769, -32768, -32778, 2], [-32769, -32748, -32778, 2], [-32768, -32788, -32778, 2], [-32768, -32768, -32778, 2], [-32768, -32748, -32778, 2], [-32767, -32788, -32778, 2], [-32767, -32768, -32778, 2], [-32767, -32748, -32778, 2], [-32705, -32788, -32778, 2], [-32705, -32768, -32778, 2], [-32705, -32748, -32778, 2], [65471, 65515, 65525, 2], [65471, 65535, 65525, 2], [65471, 65555, 65525, 2], [65472, 65515, 65525, 2], [65472, 65535, 65525, 2], [65472, 65555, 65525, 2], [65534, 65515, 65525, 2], [65534, 65535, 65525, 2], [65534, 65555, 65525, 2], [65535, 65515, 65525, 2], [65535, 65535, 65525, 2], [65535, 65555, 65525, 2], [65536, 65515, 65525, 2], [65536, 65535, 65525, 2], [65536, 65555, 65525, 2], [65598, 65515, 65525, 2], [65598, 65535, 65525, 2], [65598, 65555, 65525, 2], [0, 1000, 10, 70], [2147480648, 2147483647, 2147481648, 70]]>

func.func @kern9(%out: memref<8960xi64>, %base: i32, %n: i32, %s: i32, %nb: index) {
  %c1 = arith.constant 1 : index
  %cT = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %nb, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %cT, %sy = %c1, %sz = %c1) {

    %c64i = arith.constant 64 : i32
    %bxi = arith.index_cast %bx : index to i32
    %txi = arith.index_cast %tx : index to i32
    %b = arith.muli %bxi, %c64i : i32
    %g = arith.addi %b, %txi : i32
    %i = arith.addi %base, %g : i32
    %r = arith.subi %base, %g : i32
    %o0 = arith.extsi %i : i32 to i64
    %o1 = arith.extui %r : i32 to i64
    %valid = arith.cmpi ne, %n, %i : i32
    scf.if %valid {
      %kT = arith.constant 64 : index
      %kK = arith.constant 2 : index
      %gb = arith.muli %bx, %kT : index
      %gg = arith.addi %gb, %tx : index
      %gk = arith.muli %gg, %kK : index
      %ko0 = arith.constant 0 : index
      %ka0 = arith.addi %gk, %ko0 : index
      memref.store %o0, %out[%ka0] : memref<8960xi64>
      %ko1 = arith.constant 1 : index
      %ka1 = arith.addi %gk, %ko1 : index
      memref.store %o1, %out[%ka1] : memref<8960xi64>
    }

    gpu.terminator
  }
  return
}
func.func @host9(%out: memref<8960xi64>, %base: i32, %n: i32, %s: i32, %nb: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cT = arith.constant 64 : index
  scf.for %bx = %c0 to %nb step %c1 {
    scf.for %tx = %c0 to %cT step %c1 {

      %c64i = arith.constant 64 : i32
      %bxi = arith.index_cast %bx : index to i32
      %txi = arith.index_cast %tx : index to i32
      %b = arith.muli %bxi, %c64i : i32
      %g = arith.addi %b, %txi : i32
      %i = arith.addi %base, %g : i32
      %r = arith.subi %base, %g : i32
      %o0 = arith.extsi %i : i32 to i64
      %o1 = arith.extui %r : i32 to i64
      %valid = arith.cmpi ne, %n, %i : i32
      scf.if %valid {
        %kT = arith.constant 64 : index
        %kK = arith.constant 2 : index
        %gb = arith.muli %bx, %kT : index
        %gg = arith.addi %gb, %tx : index
        %gk = arith.muli %gg, %kK : index
        %ko0 = arith.constant 0 : index
        %ka0 = arith.addi %gk, %ko0 : index
        memref.store %o0, %out[%ka0] : memref<8960xi64>
        %ko1 = arith.constant 1 : index
        %ka1 = arith.addi %gk, %ko1 : index
        memref.store %o1, %out[%ka1] : memref<8960xi64>
      }

    }
  }
  return
}
llvm.mlir.global internal constant @fmt9("ne_u mismatches %ld\0A\00") {addr_space = 0 : i32}
func.func @check9(%ps: memref<?x4xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %cN = arith.constant 8960 : index
  %sent = arith.constant -7 : i64
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %np = memref.dim %ps, %c0 : memref<?x4xi32>
  %a = memref.alloc() : memref<8960xi64>
  %w = memref.alloc() : memref<8960xi64>
  %total = scf.for %p = %c0 to %np step %c1 iter_args(%tot = %z) -> (i64) {
    %base = memref.load %ps[%p, %c0] : memref<?x4xi32>
    %n = memref.load %ps[%p, %c1] : memref<?x4xi32>
    %s = memref.load %ps[%p, %c2] : memref<?x4xi32>
    %nbi = memref.load %ps[%p, %c3] : memref<?x4xi32>
    %nb = arith.index_cast %nbi : i32 to index
    scf.for %i = %c0 to %cN step %c1 {
      memref.store %sent, %a[%i] : memref<8960xi64>
      memref.store %sent, %w[%i] : memref<8960xi64>
    }
    func.call @kern9(%a, %base, %n, %s, %nb) : (memref<8960xi64>, i32, i32, i32, index) -> ()
    func.call @host9(%w, %base, %n, %s, %nb) : (memref<8960xi64>, i32, i32, i32, index) -> ()
    %bad = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %tot) -> (i64) {
      %x = memref.load %a[%i] : memref<8960xi64>
      %y = memref.load %w[%i] : memref<8960xi64>
      %ne = arith.cmpi ne, %x, %y : i64
      %inc = arith.select %ne, %one, %z : i64
      %acc2 = arith.addi %acc, %inc : i64
      scf.yield %acc2 : i64
    }
    scf.yield %bad : i64
  }
  %fmt = llvm.mlir.addressof @fmt9 : !llvm.ptr
  llvm.call @printf(%fmt, %total) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
  memref.dealloc %a : memref<8960xi64>
  memref.dealloc %w : memref<8960xi64>
  return
}
memref.global "private" constant @ps9 : memref<128x4xi32> = dense<[[2147483583, 2147483627, 2147483637, 2], [2147483583, 2147483647, 2147483637, 2], [2147483583, -2147483629, 2147483637, 2], [2147483584, 2147483627, 2147483637, 2], [2147483584, 2147483647, 2147483637, 2], [2147483584, -2147483629, 2147483637, 2], [2147483646, 2147483627, 2147483637, 2], [2147483646, 2147483647, 2147483637, 2], [2147483646, -2147483629, 2147483637, 2], [2147483647, 2147483627, 2147483637, 2], [2147483647, 2147483647, 2147483637, 2], [2147483647, -2147483629, 2147483637, 2], [-2147483648, 2147483627, 2147483637, 2], [-2147483648, 2147483647, 2147483637, 2], [-2147483648, -2147483629, 2147483637, 2], [-2147483586, 2147483627, 2147483637, 2], [-2147483586, 2147483647, 2147483637, 2], [-2147483586, -2147483629, 2147483637, 2], [2147483584, 2147483628, 2147483638, 2], [2147483584, -2147483648, 2147483638, 2], [2147483584, -2147483628, 2147483638, 2], [2147483585, 2147483628, 2147483638, 2], [2147483585, -2147483648, 2147483638, 2], [2147483585, -2147483628, 2147483638, 2], [2147483647, 2147483628, 2147483638, 2], [2147483647, -2147483648, 2147483638, 2], [2147483647, -2147483628, 2147483638, 2], [-2147483648, 2147483628, 2147483638, 2], [-2147483648, -2147483648, 2147483638, 2], [-2147483648, -2147483628, 2147483638, 2], [-2147483647, 2147483628, 2147483638, 2], [-2147483647, -2147483648, 2147483638, 2], [-2147483647, -2147483628, 2147483638, 2], [-2147483585, 2147483628, 2147483638, 2], [-2147483585, -2147483648, 2147483638, 2], [-2147483585, -2147483628, 2147483638, 2], [-65, -21, -11, 2], [-65, -1, -11, 2], [-65, 19, -11, 2], [-64, -21, -11, 2], [-64, -1, -11, 2], [-64, 19, -11, 2], [-2, -21, -11, 2], [-2, -1, -11, 2], [-2, 19, -11, 2], [-1, -21, -11, 2], [-1, -1, -11, 2], [-1, 19, -11, 2], [0, -21, -11, 2], [0, -1, -11, 2], [0, 19, -11, 2], [62, -21, -11, 2], [62, -1, -11, 2], [62, 19, -11, 2], [-64, -20, -10, 2], [-64, 0, -10, 2], [-64, 20, -10, 2], [-63, -20, -10, 2], [-63, 0, -10, 2], [-63, 20, -10, 2], [-1, -20, -10, 2], [-1, 0, -10, 2], [-1, 20, -10, 2], [0, -20, -10, 2], [0, 0, -10, 2], [0, 20, -10, 2], [1, -20, -10, 2], [1, 0, -10, 2], [1, 20, -10, 2], [63, -20, -10, 2], [63, 0, -10, 2], [63, 20, -10, 2], [32703, 32747, 32757, 2], [32703, 32767, 32757, 2], [32703, 32787, 32757, 2], [32704, 32747, 32757, 2], [32704, 32767, 32757, 2], [32704, 32787, 32757, 2], [32766, 32747, 32757, 2], [32766, 32767, 32757, 2], [32766, 32787, 32757, 2], [32767, 32747, 32757, 2], [32767, 32767, 32757, 2], [32767, 32787, 32757, 2], [32768, 32747, 32757, 2], [32768, 32767, 32757, 2], [32768, 32787, 32757, 2], [32830, 32747, 32757, 2], [32830, 32767, 32757, 2], [32830, 32787, 32757, 2], [-32832, -32788, -32778, 2], [-32832, -32768, -32778, 2], [-32832, -32748, -32778, 2], [-32831, -32788, -32778, 2], [-32831, -32768, -32778, 2], [-32831, -32748, -32778, 2], [-32769, -32788, -32778, 2], [-32769, -32768, -32778, 2], [-32769, -32748, -32778, 2], [-32768, -32788, -32778, 2], [-32768, -32768, -32778, 2], [-32768, -32748, -32778, 2], [-32767, -32788, -32778, 2], [-32767, -32768, -32778, 2], [-32767, -32748, -32778, 2], [-32705, -32788, -32778, 2], [-32705, -32768, -32778, 2], [-32705, -32748, -32778, 2], [65471, 65515, 65525, 2], [65471, 65535, 65525, 2], [65471, 65555, 65525, 2], [65472, 65515, 65525, 2], [65472, 65535, 65525, 2], [65472, 65555, 65525, 2], [65534, 65515, 65525, 2], [65534, 65535, 65525, 2], [65534, 65555, 65525, 2], [65535, 65515, 65525, 2], [65535, 65535, 65525, 2], [65535, 65555, 65525, 2], [65536, 65515, 65525, 2], [65536, 65535, 65525, 2], [65536, 65555, 65525, 2], [65598, 65515, 65525, 2], [65598, 65535, 65525, 2], [65598, 65555, 65525, 2], [0, 1000, 10, 70], [2147480648, 2147483647, 2147481648, 70]]>

func.func @kern10(%out: memref<8960xi64>, %base: i32, %n: i32, %s: i32, %nb: index) {
  %c1 = arith.constant 1 : index
  %cT = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %nb, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %cT, %sy = %c1, %sz = %c1) {

    %c64i = arith.constant 64 : i32
    %bxi = arith.index_cast %bx : index to i32
    %txi = arith.index_cast %tx : index to i32
    %b = arith.muli %bxi, %c64i : i32
    %g = arith.addi %b, %txi : i32
    %i = arith.addi %base, %g : i32
    %r = arith.subi %base, %g : i32
    %o0 = arith.extsi %i : i32 to i64
    %o1 = arith.extui %r : i32 to i64
    %c5 = arith.constant 5 : i32
    %n5 = arith.addi %n, %c5 : i32
    %one1 = arith.constant 1 : i32
    %n6 = arith.shrsi %n5, %one1 : i32
    %valid = arith.cmpi slt, %i, %n6 : i32
    scf.if %valid {
      %kT = arith.constant 64 : index
      %kK = arith.constant 2 : index
      %gb = arith.muli %bx, %kT : index
      %gg = arith.addi %gb, %tx : index
      %gk = arith.muli %gg, %kK : index
      %ko0 = arith.constant 0 : index
      %ka0 = arith.addi %gk, %ko0 : index
      memref.store %o0, %out[%ka0] : memref<8960xi64>
      %ko1 = arith.constant 1 : index
      %ka1 = arith.addi %gk, %ko1 : index
      memref.store %o1, %out[%ka1] : memref<8960xi64>
    }

    gpu.terminator
  }
  return
}
func.func @host10(%out: memref<8960xi64>, %base: i32, %n: i32, %s: i32, %nb: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cT = arith.constant 64 : index
  scf.for %bx = %c0 to %nb step %c1 {
    scf.for %tx = %c0 to %cT step %c1 {

      %c64i = arith.constant 64 : i32
      %bxi = arith.index_cast %bx : index to i32
      %txi = arith.index_cast %tx : index to i32
      %b = arith.muli %bxi, %c64i : i32
      %g = arith.addi %b, %txi : i32
      %i = arith.addi %base, %g : i32
      %r = arith.subi %base, %g : i32
      %o0 = arith.extsi %i : i32 to i64
      %o1 = arith.extui %r : i32 to i64
      %c5 = arith.constant 5 : i32
      %n5 = arith.addi %n, %c5 : i32
      %one1 = arith.constant 1 : i32
      %n6 = arith.shrsi %n5, %one1 : i32
      %valid = arith.cmpi slt, %i, %n6 : i32
      scf.if %valid {
        %kT = arith.constant 64 : index
        %kK = arith.constant 2 : index
        %gb = arith.muli %bx, %kT : index
        %gg = arith.addi %gb, %tx : index
        %gk = arith.muli %gg, %kK : index
        %ko0 = arith.constant 0 : index
        %ka0 = arith.addi %gk, %ko0 : index
        memref.store %o0, %out[%ka0] : memref<8960xi64>
        %ko1 = arith.constant 1 : index
        %ka1 = arith.addi %gk, %ko1 : index
        memref.store %o1, %out[%ka1] : memref<8960xi64>
      }

    }
  }
  return
}
llvm.mlir.global internal constant @fmt10("in_loop mismatches %ld\0A\00") {addr_space = 0 : i32}
func.func @check10(%ps: memref<?x4xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %cN = arith.constant 8960 : index
  %sent = arith.constant -7 : i64
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %np = memref.dim %ps, %c0 : memref<?x4xi32>
  %a = memref.alloc() : memref<8960xi64>
  %w = memref.alloc() : memref<8960xi64>
  %total = scf.for %p = %c0 to %np step %c1 iter_args(%tot = %z) -> (i64) {
    %base = memref.load %ps[%p, %c0] : memref<?x4xi32>
    %n = memref.load %ps[%p, %c1] : memref<?x4xi32>
    %s = memref.load %ps[%p, %c2] : memref<?x4xi32>
    %nbi = memref.load %ps[%p, %c3] : memref<?x4xi32>
    %nb = arith.index_cast %nbi : i32 to index
    scf.for %i = %c0 to %cN step %c1 {
      memref.store %sent, %a[%i] : memref<8960xi64>
      memref.store %sent, %w[%i] : memref<8960xi64>
    }
    func.call @kern10(%a, %base, %n, %s, %nb) : (memref<8960xi64>, i32, i32, i32, index) -> ()
    func.call @host10(%w, %base, %n, %s, %nb) : (memref<8960xi64>, i32, i32, i32, index) -> ()
    %bad = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %tot) -> (i64) {
      %x = memref.load %a[%i] : memref<8960xi64>
      %y = memref.load %w[%i] : memref<8960xi64>
      %ne = arith.cmpi ne, %x, %y : i64
      %inc = arith.select %ne, %one, %z : i64
      %acc2 = arith.addi %acc, %inc : i64
      scf.yield %acc2 : i64
    }
    scf.yield %bad : i64
  }
  %fmt = llvm.mlir.addressof @fmt10 : !llvm.ptr
  llvm.call @printf(%fmt, %total) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
  memref.dealloc %a : memref<8960xi64>
  memref.dealloc %w : memref<8960xi64>
  return
}
memref.global "private" constant @ps10 : memref<128x4xi32> = dense<[[2147483583, 2147483627, 2147483637, 2], [2147483583, 2147483647, 2147483637, 2], [2147483583, -2147483629, 2147483637, 2], [2147483584, 2147483627, 2147483637, 2], [2147483584, 2147483647, 2147483637, 2], [2147483584, -2147483629, 2147483637, 2], [2147483646, 2147483627, 2147483637, 2], [2147483646, 2147483647, 2147483637, 2], [2147483646, -2147483629, 2147483637, 2], [2147483647, 2147483627, 2147483637, 2], [2147483647, 2147483647, 2147483637, 2], [2147483647, -2147483629, 2147483637, 2], [-2147483648, 2147483627, 2147483637, 2], [-2147483648, 2147483647, 2147483637, 2], [-2147483648, -2147483629, 2147483637, 2], [-2147483586, 2147483627, 2147483637, 2], [-2147483586, 2147483647, 2147483637, 2], [-2147483586, -2147483629, 2147483637, 2], [2147483584, 2147483628, 2147483638, 2], [2147483584, -2147483648, 2147483638, 2], [2147483584, -2147483628, 2147483638, 2], [2147483585, 2147483628, 2147483638, 2], [2147483585, -2147483648, 2147483638, 2], [2147483585, -2147483628, 2147483638, 2], [2147483647, 2147483628, 2147483638, 2], [2147483647, -2147483648, 2147483638, 2], [2147483647, -2147483628, 2147483638, 2], [-2147483648, 2147483628, 2147483638, 2], [-2147483648, -2147483648, 2147483638, 2], [-2147483648, -2147483628, 2147483638, 2], [-2147483647, 2147483628, 2147483638, 2], [-2147483647, -2147483648, 2147483638, 2], [-2147483647, -2147483628, 2147483638, 2], [-2147483585, 2147483628, 2147483638, 2], [-2147483585, -2147483648, 2147483638, 2], [-2147483585, -2147483628, 2147483638, 2], [-65, -21, -11, 2], [-65, -1, -11, 2], [-65, 19, -11, 2], [-64, -21, -11, 2], [-64, -1, -11, 2], [-64, 19, -11, 2], [-2, -21, -11, 2], [-2, -1, -11, 2], [-2, 19, -11, 2], [-1, -21, -11, 2], [-1, -1, -11, 2], [-1, 19, -11, 2], [0, -21, -11, 2], [0, -1, -11, 2], [0, 19, -11, 2], [62, -21, -11, 2], [62, -1, -11, 2], [62, 19, -11, 2], [-64, -20, -10, 2], [-64, 0, -10, 2], [-64, 20, -10, 2], [-63, -20, -10, 2], [-63, 0, -10, 2], [-63, 20, -10, 2], [-1, -20, -10, 2], [-1, 0, -10, 2], [-1, 20, -10, 2], [0, -20, -10, 2], [0, 0, -10, 2], [0, 20, -10, 2], [1, -20, -10, 2], [1, 0, -10, 2], [1, 20, -10, 2], [63, -20, -10, 2], [63, 0, -10, 2], [63, 20, -10, 2], [32703, 32747, 32757, 2], [32703, 32767, 32757, 2], [32703, 32787, 32757, 2], [32704, 32747, 32757, 2], [32704, 32767, 32757, 2], [32704, 32787, 32757, 2], [32766, 32747, 32757, 2], [32766, 32767, 32757, 2], [32766, 32787, 32757, 2], [32767, 32747, 32757, 2], [32767, 32767, 32757, 2], [32767, 32787, 32757, 2], [32768, 32747, 32757, 2], [32768, 32767, 32757, 2], [32768, 32787, 32757, 2], [32830, 32747, 32757, 2], [32830, 32767, 32757, 2], [32830, 32787, 32757, 2], [-32832, -32788, -32778, 2], [-32832, -32768, -32778, 2], [-32832, -32748, -32778, 2], [-32831, -32788, -32778, 2], [-32831, -32768, -32778, 2], [-32831, -32748, -32778, 2], [-32769, -32788, -32778, 2], [-32769, -32768, -32778, 2], [-32769, -32748, -32778, 2], [-32768, -32788, -32778, 2], [-32768, -32768, -32778, 2], [-32768, -32748, -32778, 2], [-32767, -32788, -32778, 2], [-32767, -32768, -32778, 2], [-32767, -32748, -32778, 2], [-32705, -32788, -32778, 2], [-32705, -32768, -32778, 2], [-32705, -32748, -32778, 2], [65471, 65515, 65525, 2], [65471, 65535, 65525, 2], [65471, 65555, 65525, 2], [65472, 65515, 65525, 2], [65472, 65535, 65525, 2], [65472, 65555, 65525, 2], [65534, 65515, 65525, 2], [65534, 65535, 65525, 2], [65534, 65555, 65525, 2], [65535, 65515, 65525, 2], [65535, 65535, 65525, 2], [65535, 65555, 65525, 2], [65536, 65515, 65525, 2], [65536, 65535, 65525, 2], [65536, 65555, 65525, 2], [65598, 65515, 65525, 2], [65598, 65535, 65525, 2], [65598, 65555, 65525, 2], [0, 1000, 10, 70], [2147480648, 2147483647, 2147481648, 70]]>

func.func @kern11(%out: memref<8960xi64>, %base: i32, %n: i32, %s: i32, %nb: index) {
  %c1 = arith.constant 1 : index
  %cT = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %nb, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %cT, %sy = %c1, %sz = %c1) {

    %c64i = arith.constant 64 : i32
    %bxi = arith.index_cast %bx : index to i32
    %txi = arith.index_cast %tx : index to i32
    %b = arith.muli %bxi, %c64i : i32
    %g = arith.addi %b, %txi : i32
    %i = arith.addi %base, %g : i32
    %r = arith.subi %base, %g : i32
    %o0 = arith.extsi %i : i32 to i64
    %o1 = arith.extui %r : i32 to i64
    %c5 = arith.constant 5 : i32
    %n5 = arith.subi %n, %c5 : i32
    %valid = arith.cmpi ult, %n5, %r : i32
    scf.if %valid {
      %kT = arith.constant 64 : index
      %kK = arith.constant 2 : index
      %gb = arith.muli %bx, %kT : index
      %gg = arith.addi %gb, %tx : index
      %gk = arith.muli %gg, %kK : index
      %ko0 = arith.constant 0 : index
      %ka0 = arith.addi %gk, %ko0 : index
      memref.store %o0, %out[%ka0] : memref<8960xi64>
      %ko1 = arith.constant 1 : index
      %ka1 = arith.addi %gk, %ko1 : index
      memref.store %o1, %out[%ka1] : memref<8960xi64>
    }

    gpu.terminator
  }
  return
}
func.func @host11(%out: memref<8960xi64>, %base: i32, %n: i32, %s: i32, %nb: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cT = arith.constant 64 : index
  scf.for %bx = %c0 to %nb step %c1 {
    scf.for %tx = %c0 to %cT step %c1 {

      %c64i = arith.constant 64 : i32
      %bxi = arith.index_cast %bx : index to i32
      %txi = arith.index_cast %tx : index to i32
      %b = arith.muli %bxi, %c64i : i32
      %g = arith.addi %b, %txi : i32
      %i = arith.addi %base, %g : i32
      %r = arith.subi %base, %g : i32
      %o0 = arith.extsi %i : i32 to i64
      %o1 = arith.extui %r : i32 to i64
      %c5 = arith.constant 5 : i32
      %n5 = arith.subi %n, %c5 : i32
      %valid = arith.cmpi ult, %n5, %r : i32
      scf.if %valid {
        %kT = arith.constant 64 : index
        %kK = arith.constant 2 : index
        %gb = arith.muli %bx, %kT : index
        %gg = arith.addi %gb, %tx : index
        %gk = arith.muli %gg, %kK : index
        %ko0 = arith.constant 0 : index
        %ka0 = arith.addi %gk, %ko0 : index
        memref.store %o0, %out[%ka0] : memref<8960xi64>
        %ko1 = arith.constant 1 : index
        %ka1 = arith.addi %gk, %ko1 : index
        memref.store %o1, %out[%ka1] : memref<8960xi64>
      }

    }
  }
  return
}
llvm.mlir.global internal constant @fmt11("in_loop_u mismatches %ld\0A\00") {addr_space = 0 : i32}
func.func @check11(%ps: memref<?x4xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %cN = arith.constant 8960 : index
  %sent = arith.constant -7 : i64
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %np = memref.dim %ps, %c0 : memref<?x4xi32>
  %a = memref.alloc() : memref<8960xi64>
  %w = memref.alloc() : memref<8960xi64>
  %total = scf.for %p = %c0 to %np step %c1 iter_args(%tot = %z) -> (i64) {
    %base = memref.load %ps[%p, %c0] : memref<?x4xi32>
    %n = memref.load %ps[%p, %c1] : memref<?x4xi32>
    %s = memref.load %ps[%p, %c2] : memref<?x4xi32>
    %nbi = memref.load %ps[%p, %c3] : memref<?x4xi32>
    %nb = arith.index_cast %nbi : i32 to index
    scf.for %i = %c0 to %cN step %c1 {
      memref.store %sent, %a[%i] : memref<8960xi64>
      memref.store %sent, %w[%i] : memref<8960xi64>
    }
    func.call @kern11(%a, %base, %n, %s, %nb) : (memref<8960xi64>, i32, i32, i32, index) -> ()
    func.call @host11(%w, %base, %n, %s, %nb) : (memref<8960xi64>, i32, i32, i32, index) -> ()
    %bad = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %tot) -> (i64) {
      %x = memref.load %a[%i] : memref<8960xi64>
      %y = memref.load %w[%i] : memref<8960xi64>
      %ne = arith.cmpi ne, %x, %y : i64
      %inc = arith.select %ne, %one, %z : i64
      %acc2 = arith.addi %acc, %inc : i64
      scf.yield %acc2 : i64
    }
    scf.yield %bad : i64
  }
  %fmt = llvm.mlir.addressof @fmt11 : !llvm.ptr
  llvm.call @printf(%fmt, %total) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
  memref.dealloc %a : memref<8960xi64>
  memref.dealloc %w : memref<8960xi64>
  return
}
memref.global "private" constant @ps11 : memref<128x4xi32> = dense<[[2147483583, 2147483627, 2147483637, 2], [2147483583, 2147483647, 2147483637, 2], [2147483583, -2147483629, 2147483637, 2], [2147483584, 2147483627, 2147483637, 2], [2147483584, 2147483647, 2147483637, 2], [2147483584, -2147483629, 2147483637, 2], [2147483646, 2147483627, 2147483637, 2], [2147483646, 2147483647, 2147483637, 2], [2147483646, -2147483629, 2147483637, 2], [2147483647, 2147483627, 2147483637, 2], [2147483647, 2147483647, 2147483637, 2], [2147483647, -2147483629, 2147483637, 2], [-2147483648, 2147483627, 2147483637, 2], [-2147483648, 2147483647, 2147483637, 2], [-2147483648, -2147483629, 2147483637, 2], [-2147483586, 2147483627, 2147483637, 2], [-2147483586, 2147483647, 2147483637, 2], [-2147483586, -2147483629, 2147483637, 2], [2147483584, 2147483628, 2147483638, 2], [2147483584, -2147483648, 2147483638, 2], [2147483584, -2147483628, 2147483638, 2], [2147483585, 2147483628, 2147483638, 2], [2147483585, -2147483648, 2147483638, 2], [2147483585, -2147483628, 2147483638, 2], [2147483647, 2147483628, 2147483638, 2], [2147483647, -2147483648, 2147483638, 2], [2147483647, -2147483628, 2147483638, 2], [-2147483648, 2147483628, 2147483638, 2], [-2147483648, -2147483648, 2147483638, 2], [-2147483648, -2147483628, 2147483638, 2], [-2147483647, 2147483628, 2147483638, 2], [-2147483647, -2147483648, 2147483638, 2], [-2147483647, -2147483628, 2147483638, 2], [-2147483585, 2147483628, 2147483638, 2], [-2147483585, -2147483648, 2147483638, 2], [-2147483585, -2147483628, 2147483638, 2], [-65, -21, -11, 2], [-65, -1, -11, 2], [-65, 19, -11, 2], [-64, -21, -11, 2], [-64, -1, -11, 2], [-64, 19, -11, 2], [-2, -21, -11, 2], [-2, -1, -11, 2], [-2, 19, -11, 2], [-1, -21, -11, 2], [-1, -1, -11, 2], [-1, 19, -11, 2], [0, -21, -11, 2], [0, -1, -11, 2], [0, 19, -11, 2], [62, -21, -11, 2], [62, -1, -11, 2], [62, 19, -11, 2], [-64, -20, -10, 2], [-64, 0, -10, 2], [-64, 20, -10, 2], [-63, -20, -10, 2], [-63, 0, -10, 2], [-63, 20, -10, 2], [-1, -20, -10, 2], [-1, 0, -10, 2], [-1, 20, -10, 2], [0, -20, -10, 2], [0, 0, -10, 2], [0, 20, -10, 2], [1, -20, -10, 2], [1, 0, -10, 2], [1, 20, -10, 2], [63, -20, -10, 2], [63, 0, -10, 2], [63, 20, -10, 2], [32703, 32747, 32757, 2], [32703, 32767, 32757, 2], [32703, 32787, 32757, 2], [32704, 32747, 32757, 2], [32704, 32767, 32757, 2], [32704, 32787, 32757, 2], [32766, 32747, 32757, 2], [32766, 32767, 32757, 2], [32766, 32787, 32757, 2], [32767, 32747, 32757, 2], [32767, 32767, 32757, 2], [32767, 32787, 32757, 2], [32768, 32747, 32757, 2], [32768, 32767, 32757, 2], [32768, 32787, 32757, 2], [32830, 32747, 32757, 2], [32830, 32767, 32757, 2], [32830, 32787, 32757, 2], [-32832, -32788, -32778, 2], [-32832, -32768, -32778, 2], [-32832, -32748, -32778, 2], [-32831, -32788, -32778, 2], [-32831, -32768, -32778, 2], [-32831, -32748, -32778, 2], [-32769, -32788, -32778, 2], [-32769, -32768, -32778, 2], [-32769, -32748, -32778, 2], [-32768, -32788, -32778, 2], [-32768, -32768, -32778, 2], [-32768, -32748, -32778, 2], [-32767, -32788, -32778, 2], [-32767, -32768, -32778, 2], [-32767, -32748, -32778, 2], [-32705, -32788, -32778, 2], [-32705, -32768, -32778, 2], [-32705, -32748, -32778, 2], [65471, 65515, 65525, 2], [65471, 65535, 65525, 2], [65471, 65555, 65525, 2], [65472, 65515, 65525, 2], [65472, 65535, 65525, 2], [65472, 65555, 65525, 2], [65534, 65515, 65525, 2], [65534, 65535, 65525, 2], [65534, 65555, 65525, 2], [65535, 65515, 65525, 2], [65535, 65535, 65525, 2], [65535, 65555, 65525, 2], [65536, 65515, 65525, 2], [65536, 65535, 65525, 2], [65536, 65555, 65525, 2], [65598, 65515, 65525, 2], [65598, 65535, 65525, 2], [65598, 65555, 65525, 2], [0, 1000, 10, 70], [2147480648, 2147483647, 2147481648, 70]]>

func.func @kern12(%out: memref<8960xi64>, %base: i32, %n: i32, %s: i32, %nb: index) {
  %c1 = arith.constant 1 : index
  %cT = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %nb, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %cT, %sy = %c1, %sz = %c1) {

    %c64i = arith.constant 64 : i32
    %bxi = arith.index_cast %bx : index to i32
    %txi = arith.index_cast %tx : index to i32
    %b = arith.muli %bxi, %c64i : i32
    %g = arith.addi %b, %txi : i32
    %i = arith.addi %base, %g : i32
    %r = arith.subi %base, %g : i32
    %o0 = arith.extsi %i : i32 to i64
    %o1 = arith.extui %r : i32 to i64
    %c3 = arith.constant 3 : i32
    %i3 = arith.muli %i, %c3 : i32
    %valid = arith.cmpi slt, %i3, %n : i32
    scf.if %valid {
      %kT = arith.constant 64 : index
      %kK = arith.constant 2 : index
      %gb = arith.muli %bx, %kT : index
      %gg = arith.addi %gb, %tx : index
      %gk = arith.muli %gg, %kK : index
      %ko0 = arith.constant 0 : index
      %ka0 = arith.addi %gk, %ko0 : index
      memref.store %o0, %out[%ka0] : memref<8960xi64>
      %ko1 = arith.constant 1 : index
      %ka1 = arith.addi %gk, %ko1 : index
      memref.store %o1, %out[%ka1] : memref<8960xi64>
    }

    gpu.terminator
  }
  return
}
func.func @host12(%out: memref<8960xi64>, %base: i32, %n: i32, %s: i32, %nb: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cT = arith.constant 64 : index
  scf.for %bx = %c0 to %nb step %c1 {
    scf.for %tx = %c0 to %cT step %c1 {

      %c64i = arith.constant 64 : i32
      %bxi = arith.index_cast %bx : index to i32
      %txi = arith.index_cast %tx : index to i32
      %b = arith.muli %bxi, %c64i : i32
      %g = arith.addi %b, %txi : i32
      %i = arith.addi %base, %g : i32
      %r = arith.subi %base, %g : i32
      %o0 = arith.extsi %i : i32 to i64
      %o1 = arith.extui %r : i32 to i64
      %c3 = arith.constant 3 : i32
      %i3 = arith.muli %i, %c3 : i32
      %valid = arith.cmpi slt, %i3, %n : i32
      scf.if %valid {
        %kT = arith.constant 64 : index
        %kK = arith.constant 2 : index
        %gb = arith.muli %bx, %kT : index
        %gg = arith.addi %gb, %tx : index
        %gk = arith.muli %gg, %kK : index
        %ko0 = arith.constant 0 : index
        %ka0 = arith.addi %gk, %ko0 : index
        memref.store %o0, %out[%ka0] : memref<8960xi64>
        %ko1 = arith.constant 1 : index
        %ka1 = arith.addi %gk, %ko1 : index
        memref.store %o1, %out[%ka1] : memref<8960xi64>
      }

    }
  }
  return
}
llvm.mlir.global internal constant @fmt12("coef3 mismatches %ld\0A\00") {addr_space = 0 : i32}
func.func @check12(%ps: memref<?x4xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %cN = arith.constant 8960 : index
  %sent = arith.constant -7 : i64
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %np = memref.dim %ps, %c0 : memref<?x4xi32>
  %a = memref.alloc() : memref<8960xi64>
  %w = memref.alloc() : memref<8960xi64>
  %total = scf.for %p = %c0 to %np step %c1 iter_args(%tot = %z) -> (i64) {
    %base = memref.load %ps[%p, %c0] : memref<?x4xi32>
    %n = memref.load %ps[%p, %c1] : memref<?x4xi32>
    %s = memref.load %ps[%p, %c2] : memref<?x4xi32>
    %nbi = memref.load %ps[%p, %c3] : memref<?x4xi32>
    %nb = arith.index_cast %nbi : i32 to index
    scf.for %i = %c0 to %cN step %c1 {
      memref.store %sent, %a[%i] : memref<8960xi64>
      memref.store %sent, %w[%i] : memref<8960xi64>
    }
    func.call @kern12(%a, %base, %n, %s, %nb) : (memref<8960xi64>, i32, i32, i32, index) -> ()
    func.call @host12(%w, %base, %n, %s, %nb) : (memref<8960xi64>, i32, i32, i32, index) -> ()
    %bad = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %tot) -> (i64) {
      %x = memref.load %a[%i] : memref<8960xi64>
      %y = memref.load %w[%i] : memref<8960xi64>
      %ne = arith.cmpi ne, %x, %y : i64
      %inc = arith.select %ne, %one, %z : i64
      %acc2 = arith.addi %acc, %inc : i64
      scf.yield %acc2 : i64
    }
    scf.yield %bad : i64
  }
  %fmt = llvm.mlir.addressof @fmt12 : !llvm.ptr
  llvm.call @printf(%fmt, %total) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
  memref.dealloc %a : memref<8960xi64>
  memref.dealloc %w : memref<8960xi64>
  return
}
memref.global "private" constant @ps12 : memref<128x4xi32> = dense<[[2147483583, 2147483627, 2147483637, 2], [2147483583, 2147483647, 2147483637, 2], [2147483583, -2147483629, 2147483637, 2], [2147483584, 2147483627, 2147483637, 2], [2147483584, 2147483647, 2147483637, 2], [2147483584, -2147483629, 2147483637, 2], [2147483646, 2147483627, 2147483637, 2], [2147483646, 2147483647, 2147483637, 2], [2147483646, -2147483629, 2147483637, 2], [2147483647, 2147483627, 2147483637, 2], [2147483647, 2147483647, 2147483637, 2], [2147483647, -2147483629, 2147483637, 2], [-2147483648, 2147483627, 2147483637, 2], [-2147483648, 2147483647, 2147483637, 2], [-2147483648, -2147483629, 2147483637, 2], [-2147483586, 2147483627, 2147483637, 2], [-2147483586, 2147483647, 2147483637, 2], [-2147483586, -2147483629, 2147483637, 2], [2147483584, 2147483628, 2147483638, 2], [2147483584, -2147483648, 2147483638, 2], [2147483584, -2147483628, 2147483638, 2], [2147483585, 2147483628, 2147483638, 2], [2147483585, -2147483648, 2147483638, 2], [2147483585, -2147483628, 2147483638, 2], [2147483647, 2147483628, 2147483638, 2], [2147483647, -2147483648, 2147483638, 2], [2147483647, -2147483628, 2147483638, 2], [-2147483648, 2147483628, 2147483638, 2], [-2147483648, -2147483648, 2147483638, 2], [-2147483648, -2147483628, 2147483638, 2], [-2147483647, 2147483628, 2147483638, 2], [-2147483647, -2147483648, 2147483638, 2], [-2147483647, -2147483628, 2147483638, 2], [-2147483585, 2147483628, 2147483638, 2], [-2147483585, -2147483648, 2147483638, 2], [-2147483585, -2147483628, 2147483638, 2], [-65, -21, -11, 2], [-65, -1, -11, 2], [-65, 19, -11, 2], [-64, -21, -11, 2], [-64, -1, -11, 2], [-64, 19, -11, 2], [-2, -21, -11, 2], [-2, -1, -11, 2], [-2, 19, -11, 2], [-1, -21, -11, 2], [-1, -1, -11, 2], [-1, 19, -11, 2], [0, -21, -11, 2], [0, -1, -11, 2], [0, 19, -11, 2], [62, -21, -11, 2], [62, -1, -11, 2], [62, 19, -11, 2], [-64, -20, -10, 2], [-64, 0, -10, 2], [-64, 20, -10, 2], [-63, -20, -10, 2], [-63, 0, -10, 2], [-63, 20, -10, 2], [-1, -20, -10, 2], [-1, 0, -10, 2], [-1, 20, -10, 2], [0, -20, -10, 2], [0, 0, -10, 2], [0, 20, -10, 2], [1, -20, -10, 2], [1, 0, -10, 2], [1, 20, -10, 2], [63, -20, -10, 2], [63, 0, -10, 2], [63, 20, -10, 2], [32703, 32747, 32757, 2], [32703, 32767, 32757, 2], [32703, 32787, 32757, 2], [32704, 32747, 32757, 2], [32704, 32767, 32757, 2], [32704, 32787, 32757, 2], [32766, 32747, 32757, 2], [32766, 32767, 32757, 2], [32766, 32787, 32757, 2], [32767, 32747, 32757, 2], [32767, 32767, 32757, 2], [32767, 32787, 32757, 2], [32768, 32747, 32757, 2], [32768, 32767, 32757, 2], [32768, 32787, 32757, 2], [32830, 32747, 32757, 2], [32830, 32767, 32757, 2], [32830, 32787, 32757, 2], [-32832, -32788, -32778, 2], [-32832, -32768, -32778, 2], [-32832, -32748, -32778, 2], [-32831, -32788, -32778, 2], [-32831, -32768, -32778, 2], [-32831, -32748, -32778, 2], [-32769, -32788, -32778, 2], [-32769, -32768, -32778, 2], [-32769, -32748, -32778, 2], [-32768, -32788, -32778, 2], [-32768, -32768, -32778, 2], [-32768, -32748, -32778, 2], [-32767, -32788, -32778, 2], [-32767, -32768, -32778, 2], [-32767, -32748, -32778, 2], [-32705, -32788, -32778, 2], [-32705, -32768, -32778, 2], [-32705, -32748, -32778, 2], [65471, 65515, 65525, 2], [65471, 65535, 65525, 2], [65471, 65555, 65525, 2], [65472, 65515, 65525, 2], [65472, 65535, 65525, 2], [65472, 65555, 65525, 2], [65534, 65515, 65525, 2], [65534, 65535, 65525, 2], [65534, 65555, 65525, 2], [65535, 65515, 65525, 2], [65535, 65535, 65525, 2], [65535, 65555, 65525, 2], [65536, 65515, 65525, 2], [65536, 65535, 65525, 2], [65536, 65555, 65525, 2], [65598, 65515, 65525, 2], [65598, 65535, 65525, 2], [65598, 65555, 65525, 2], [0, 1000, 10, 70], [2147480648, 2147483647, 2147481648, 70]]>

func.func @kern13(%out: memref<8960xi64>, %base: i32, %n: i32, %s: i32, %nb: index) {
  %c1 = arith.constant 1 : index
  %cT = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %nb, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %cT, %sy = %c1, %sz = %c1) {

    %c64i = arith.constant 64 : i32
    %bxi = arith.index_cast %bx : index to i32
    %txi = arith.index_cast %tx : index to i32
    %b = arith.muli %bxi, %c64i : i32
    %g = arith.addi %b, %txi : i32
    %i = arith.addi %base, %g : i32
    %r = arith.subi %base, %g : i32
    %o0 = arith.extsi %i : i32 to i64
    %o1 = arith.extui %r : i32 to i64
    %c3 = arith.constant -3 : i32
    %i3 = arith.muli %i, %c3 : i32
    %valid = arith.cmpi ule, %n, %i3 : i32
    scf.if %valid {
      %kT = arith.constant 64 : index
      %kK = arith.constant 2 : index
      %gb = arith.muli %bx, %kT : index
      %gg = arith.addi %gb, %tx : index
      %gk = arith.muli %gg, %kK : index
      %ko0 = arith.constant 0 : index
      %ka0 = arith.addi %gk, %ko0 : index
      memref.store %o0, %out[%ka0] : memref<8960xi64>
      %ko1 = arith.constant 1 : index
      %ka1 = arith.addi %gk, %ko1 : index
      memref.store %o1, %out[%ka1] : memref<8960xi64>
    }

    gpu.terminator
  }
  return
}
func.func @host13(%out: memref<8960xi64>, %base: i32, %n: i32, %s: i32, %nb: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cT = arith.constant 64 : index
  scf.for %bx = %c0 to %nb step %c1 {
    scf.for %tx = %c0 to %cT step %c1 {

      %c64i = arith.constant 64 : i32
      %bxi = arith.index_cast %bx : index to i32
      %txi = arith.index_cast %tx : index to i32
      %b = arith.muli %bxi, %c64i : i32
      %g = arith.addi %b, %txi : i32
      %i = arith.addi %base, %g : i32
      %r = arith.subi %base, %g : i32
      %o0 = arith.extsi %i : i32 to i64
      %o1 = arith.extui %r : i32 to i64
      %c3 = arith.constant -3 : i32
      %i3 = arith.muli %i, %c3 : i32
      %valid = arith.cmpi ule, %n, %i3 : i32
      scf.if %valid {
        %kT = arith.constant 64 : index
        %kK = arith.constant 2 : index
        %gb = arith.muli %bx, %kT : index
        %gg = arith.addi %gb, %tx : index
        %gk = arith.muli %gg, %kK : index
        %ko0 = arith.constant 0 : index
        %ka0 = arith.addi %gk, %ko0 : index
        memref.store %o0, %out[%ka0] : memref<8960xi64>
        %ko1 = arith.constant 1 : index
        %ka1 = arith.addi %gk, %ko1 : index
        memref.store %o1, %out[%ka1] : memref<8960xi64>
      }

    }
  }
  return
}
llvm.mlir.global internal constant @fmt13("coef3u mismatches %ld\0A\00") {addr_space = 0 : i32}
func.func @check13(%ps: memref<?x4xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %cN = arith.constant 8960 : index
  %sent = arith.constant -7 : i64
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %np = memref.dim %ps, %c0 : memref<?x4xi32>
  %a = memref.alloc() : memref<8960xi64>
  %w = memref.alloc() : memref<8960xi64>
  %total = scf.for %p = %c0 to %np step %c1 iter_args(%tot = %z) -> (i64) {
    %base = memref.load %ps[%p, %c0] : memref<?x4xi32>
    %n = memref.load %ps[%p, %c1] : memref<?x4xi32>
    %s = memref.load %ps[%p, %c2] : memref<?x4xi32>
    %nbi = memref.load %ps[%p, %c3] : memref<?x4xi32>
    %nb = arith.index_cast %nbi : i32 to index
    scf.for %i = %c0 to %cN step %c1 {
      memref.store %sent, %a[%i] : memref<8960xi64>
      memref.store %sent, %w[%i] : memref<8960xi64>
    }
    func.call @kern13(%a, %base, %n, %s, %nb) : (memref<8960xi64>, i32, i32, i32, index) -> ()
    func.call @host13(%w, %base, %n, %s, %nb) : (memref<8960xi64>, i32, i32, i32, index) -> ()
    %bad = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %tot) -> (i64) {
      %x = memref.load %a[%i] : memref<8960xi64>
      %y = memref.load %w[%i] : memref<8960xi64>
      %ne = arith.cmpi ne, %x, %y : i64
      %inc = arith.select %ne, %one, %z : i64
      %acc2 = arith.addi %acc, %inc : i64
      scf.yield %acc2 : i64
    }
    scf.yield %bad : i64
  }
  %fmt = llvm.mlir.addressof @fmt13 : !llvm.ptr
  llvm.call @printf(%fmt, %total) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
  memref.dealloc %a : memref<8960xi64>
  memref.dealloc %w : memref<8960xi64>
  return
}
memref.global "private" constant @ps13 : memref<128x4xi32> = dense<[[2147483583, 2147483627, 2147483637, 2], [2147483583, 2147483647, 2147483637, 2], [2147483583, -2147483629, 2147483637, 2], [2147483584, 2147483627, 2147483637, 2], [2147483584, 2147483647, 2147483637, 2], [2147483584, -2147483629, 2147483637, 2], [2147483646, 2147483627, 2147483637, 2], [2147483646, 2147483647, 2147483637, 2], [2147483646, -2147483629, 2147483637, 2], [2147483647, 2147483627, 2147483637, 2], [2147483647, 2147483647, 2147483637, 2], [2147483647, -2147483629, 2147483637, 2], [-2147483648, 2147483627, 2147483637, 2], [-2147483648, 2147483647, 2147483637, 2], [-2147483648, -2147483629, 2147483637, 2], [-2147483586, 2147483627, 2147483637, 2], [-2147483586, 2147483647, 2147483637, 2], [-2147483586, -2147483629, 2147483637, 2], [2147483584, 2147483628, 2147483638, 2], [2147483584, -2147483648, 2147483638, 2], [2147483584, -2147483628, 2147483638, 2], [2147483585, 2147483628, 2147483638, 2], [2147483585, -2147483648, 2147483638, 2], [2147483585, -2147483628, 2147483638, 2], [2147483647, 2147483628, 2147483638, 2], [2147483647, -2147483648, 2147483638, 2], [2147483647, -2147483628, 2147483638, 2], [-2147483648, 2147483628, 2147483638, 2], [-2147483648, -2147483648, 2147483638, 2], [-2147483648, -2147483628, 2147483638, 2], [-2147483647, 2147483628, 2147483638, 2], [-2147483647, -2147483648, 2147483638, 2], [-2147483647, -2147483628, 2147483638, 2], [-2147483585, 2147483628, 2147483638, 2], [-2147483585, -2147483648, 2147483638, 2], [-2147483585, -2147483628, 2147483638, 2], [-65, -21, -11, 2], [-65, -1, -11, 2], [-65, 19, -11, 2], [-64, -21, -11, 2], [-64, -1, -11, 2], [-64, 19, -11, 2], [-2, -21, -11, 2], [-2, -1, -11, 2], [-2, 19, -11, 2], [-1, -21, -11, 2], [-1, -1, -11, 2], [-1, 19, -11, 2], [0, -21, -11, 2], [0, -1, -11, 2], [0, 19, -11, 2], [62, -21, -11, 2], [62, -1, -11, 2], [62, 19, -11, 2], [-64, -20, -10, 2], [-64, 0, -10, 2], [-64, 20, -10, 2], [-63, -20, -10, 2], [-63, 0, -10, 2], [-63, 20, -10, 2], [-1, -20, -10, 2], [-1, 0, -10, 2], [-1, 20, -10, 2], [0, -20, -10, 2], [0, 0, -10, 2], [0, 20, -10, 2], [1, -20, -10, 2], [1, 0, -10, 2], [1, 20, -10, 2], [63, -20, -10, 2], [63, 0, -10, 2], [63, 20, -10, 2], [32703, 32747, 32757, 2], [32703, 32767, 32757, 2], [32703, 32787, 32757, 2], [32704, 32747, 32757, 2], [32704, 32767, 32757, 2], [32704, 32787, 32757, 2], [32766, 32747, 32757, 2], [32766, 32767, 32757, 2], [32766, 32787, 32757, 2], [32767, 32747, 32757, 2], [32767, 32767, 32757, 2], [32767, 32787, 32757, 2], [32768, 32747, 32757, 2], [32768, 32767, 32757, 2], [32768, 32787, 32757, 2], [32830, 32747, 32757, 2], [32830, 32767, 32757, 2], [32830, 32787, 32757, 2], [-32832, -32788, -32778, 2], [-32832, -32768, -32778, 2], [-32832, -32748, -32778, 2], [-32831, -32788, -32778, 2], [-32831, -32768, -32778, 2], [-32831, -32748, -32778, 2], [-32769, -32788, -32778, 2], [-32769, -32768, -32778, 2], [-32769, -32748, -32778, 2], [-32768, -32788, -32778, 2], [-32768, -32768, -32778, 2], [-32768, -32748, -32778, 2], [-32767, -32788, -32778, 2], [-32767, -32768, -32778, 2], [-32767, -32748, -32778, 2], [-32705, -32788, -32778, 2], [-32705, -32768, -32778, 2], [-32705, -32748, -32778, 2], [65471, 65515, 65525, 2], [65471, 65535, 65525, 2], [65471, 65555, 65525, 2], [65472, 65515, 65525, 2], [65472, 65535, 65525, 2], [65472, 65555, 65525, 2], [65534, 65515, 65525, 2], [65534, 65535, 65525, 2], [65534, 65555, 65525, 2], [65535, 65515, 65525, 2], [65535, 65535, 65525, 2], [65535, 65555, 65525, 2], [65536, 65515, 65525, 2], [65536, 65535, 65525, 2], [65536, 65555, 65525, 2], [65598, 65515, 65525, 2], [65598, 65535, 65525, 2], [65598, 65555, 65525, 2], [0, 1000, 10, 70], [2147480648, 2147483647, 2147481648, 70]]>

func.func @kern14(%out: memref<8960xi64>, %base: i32, %n: i32, %s: i32, %nb: index) {
  %c1 = arith.constant 1 : index
  %cT = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %nb, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %cT, %sy = %c1, %sz = %c1) {

    %c64i = arith.constant 64 : i32
    %bxi = arith.index_cast %bx : index to i32
    %txi = arith.index_cast %tx : index to i32
    %b = arith.muli %bxi, %c64i : i32
    %g = arith.addi %b, %txi : i32
    %i = arith.addi %base, %g : i32
    %r = arith.subi %base, %g : i32
    %o0 = arith.extsi %i : i32 to i64
    %o1 = arith.extui %r : i32 to i64
    %i16 = arith.trunci %i : i32 to i16
    %n16 = arith.trunci %n : i32 to i16
    %valid = arith.cmpi slt, %i16, %n16 : i16
    scf.if %valid {
      %kT = arith.constant 64 : index
      %kK = arith.constant 2 : index
      %gb = arith.muli %bx, %kT : index
      %gg = arith.addi %gb, %tx : index
      %gk = arith.muli %gg, %kK : index
      %ko0 = arith.constant 0 : index
      %ka0 = arith.addi %gk, %ko0 : index
      memref.store %o0, %out[%ka0] : memref<8960xi64>
      %ko1 = arith.constant 1 : index
      %ka1 = arith.addi %gk, %ko1 : index
      memref.store %o1, %out[%ka1] : memref<8960xi64>
    }

    gpu.terminator
  }
  return
}
func.func @host14(%out: memref<8960xi64>, %base: i32, %n: i32, %s: i32, %nb: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cT = arith.constant 64 : index
  scf.for %bx = %c0 to %nb step %c1 {
    scf.for %tx = %c0 to %cT step %c1 {

      %c64i = arith.constant 64 : i32
      %bxi = arith.index_cast %bx : index to i32
      %txi = arith.index_cast %tx : index to i32
      %b = arith.muli %bxi, %c64i : i32
      %g = arith.addi %b, %txi : i32
      %i = arith.addi %base, %g : i32
      %r = arith.subi %base, %g : i32
      %o0 = arith.extsi %i : i32 to i64
      %o1 = arith.extui %r : i32 to i64
      %i16 = arith.trunci %i : i32 to i16
      %n16 = arith.trunci %n : i32 to i16
      %valid = arith.cmpi slt, %i16, %n16 : i16
      scf.if %valid {
        %kT = arith.constant 64 : index
        %kK = arith.constant 2 : index
        %gb = arith.muli %bx, %kT : index
        %gg = arith.addi %gb, %tx : index
        %gk = arith.muli %gg, %kK : index
        %ko0 = arith.constant 0 : index
        %ka0 = arith.addi %gk, %ko0 : index
        memref.store %o0, %out[%ka0] : memref<8960xi64>
        %ko1 = arith.constant 1 : index
        %ka1 = arith.addi %gk, %ko1 : index
        memref.store %o1, %out[%ka1] : memref<8960xi64>
      }

    }
  }
  return
}
llvm.mlir.global internal constant @fmt14("t16 mismatches %ld\0A\00") {addr_space = 0 : i32}
func.func @check14(%ps: memref<?x4xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %cN = arith.constant 8960 : index
  %sent = arith.constant -7 : i64
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %np = memref.dim %ps, %c0 : memref<?x4xi32>
  %a = memref.alloc() : memref<8960xi64>
  %w = memref.alloc() : memref<8960xi64>
  %total = scf.for %p = %c0 to %np step %c1 iter_args(%tot = %z) -> (i64) {
    %base = memref.load %ps[%p, %c0] : memref<?x4xi32>
    %n = memref.load %ps[%p, %c1] : memref<?x4xi32>
    %s = memref.load %ps[%p, %c2] : memref<?x4xi32>
    %nbi = memref.load %ps[%p, %c3] : memref<?x4xi32>
    %nb = arith.index_cast %nbi : i32 to index
    scf.for %i = %c0 to %cN step %c1 {
      memref.store %sent, %a[%i] : memref<8960xi64>
      memref.store %sent, %w[%i] : memref<8960xi64>
    }
    func.call @kern14(%a, %base, %n, %s, %nb) : (memref<8960xi64>, i32, i32, i32, index) -> ()
    func.call @host14(%w, %base, %n, %s, %nb) : (memref<8960xi64>, i32, i32, i32, index) -> ()
    %bad = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %tot) -> (i64) {
      %x = memref.load %a[%i] : memref<8960xi64>
      %y = memref.load %w[%i] : memref<8960xi64>
      %ne = arith.cmpi ne, %x, %y : i64
      %inc = arith.select %ne, %one, %z : i64
      %acc2 = arith.addi %acc, %inc : i64
      scf.yield %acc2 : i64
    }
    scf.yield %bad : i64
  }
  %fmt = llvm.mlir.addressof @fmt14 : !llvm.ptr
  llvm.call @printf(%fmt, %total) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
  memref.dealloc %a : memref<8960xi64>
  memref.dealloc %w : memref<8960xi64>
  return
}
memref.global "private" constant @ps14 : memref<128x4xi32> = dense<[[2147483583, 2147483627, 2147483637, 2], [2147483583, 2147483647, 2147483637, 2], [2147483583, -2147483629, 2147483637, 2], [2147483584, 2147483627, 2147483637, 2], [2147483584, 2147483647, 2147483637, 2], [2147483584, -2147483629, 2147483637, 2], [2147483646, 2147483627, 2147483637, 2], [2147483646, 2147483647, 2147483637, 2], [2147483646, -2147483629, 2147483637, 2], [2147483647, 2147483627, 2147483637, 2], [2147483647, 2147483647, 2147483637, 2], [2147483647, -2147483629, 2147483637, 2], [-2147483648, 2147483627, 2147483637, 2], [-2147483648, 2147483647, 2147483637, 2], [-2147483648, -2147483629, 2147483637, 2], [-2147483586, 2147483627, 2147483637, 2], [-2147483586, 2147483647, 2147483637, 2], [-2147483586, -2147483629, 2147483637, 2], [2147483584, 2147483628, 2147483638, 2], [2147483584, -2147483648, 2147483638, 2], [2147483584, -2147483628, 2147483638, 2], [2147483585, 2147483628, 2147483638, 2], [2147483585, -2147483648, 2147483638, 2], [2147483585, -2147483628, 2147483638, 2], [2147483647, 2147483628, 2147483638, 2], [2147483647, -2147483648, 2147483638, 2], [2147483647, -2147483628, 2147483638, 2], [-2147483648, 2147483628, 2147483638, 2], [-2147483648, -2147483648, 2147483638, 2], [-2147483648, -2147483628, 2147483638, 2], [-2147483647, 2147483628, 2147483638, 2], [-2147483647, -2147483648, 2147483638, 2], [-2147483647, -2147483628, 2147483638, 2], [-2147483585, 2147483628, 2147483638, 2], [-2147483585, -2147483648, 2147483638, 2], [-2147483585, -2147483628, 2147483638, 2], [-65, -21, -11, 2], [-65, -1, -11, 2], [-65, 19, -11, 2], [-64, -21, -11, 2], [-64, -1, -11, 2], [-64, 19, -11, 2], [-2, -21, -11, 2], [-2, -1, -11, 2], [-2, 19, -11, 2], [-1, -21, -11, 2], [-1, -1, -11, 2], [-1, 19, -11, 2], [0, -21, -11, 2], [0, -1, -11, 2], [0, 19, -11, 2], [62, -21, -11, 2], [62, -1, -11, 2], [62, 19, -11, 2], [-64, -20, -10, 2], [-64, 0, -10, 2], [-64, 20, -10, 2], [-63, -20, -10, 2], [-63, 0, -10, 2], [-63, 20, -10, 2], [-1, -20, -10, 2], [-1, 0, -10, 2], [-1, 20, -10, 2], [0, -20, -10, 2], [0, 0, -10, 2], [0, 20, -10, 2], [1, -20, -10, 2], [1, 0, -10, 2], [1, 20, -10, 2], [63, -20, -10, 2], [63, 0, -10, 2], [63, 20, -10, 2], [32703, 32747, 32757, 2], [32703, 32767, 32757, 2], [32703, 32787, 32757, 2], [32704, 32747, 32757, 2], [32704, 32767, 32757, 2], [32704, 32787, 32757, 2], [32766, 32747, 32757, 2], [32766, 32767, 32757, 2], [32766, 32787, 32757, 2], [32767, 32747, 32757, 2], [32767, 32767, 32757, 2], [32767, 32787, 32757, 2], [32768, 32747, 32757, 2], [32768, 32767, 32757, 2], [32768, 32787, 32757, 2], [32830, 32747, 32757, 2], [32830, 32767, 32757, 2], [32830, 32787, 32757, 2], [-32832, -32788, -32778, 2], [-32832, -32768, -32778, 2], [-32832, -32748, -32778, 2], [-32831, -32788, -32778, 2], [-32831, -32768, -32778, 2], [-32831, -32748, -32778, 2], [-32769, -32788, -32778, 2], [-32769, -32768, -32778, 2], [-32769, -32748, -32778, 2], [-32768, -32788, -32778, 2], [-32768, -32768, -32778, 2], [-32768, -32748, -32778, 2], [-32767, -32788, -32778, 2], [-32767, -32768, -32778, 2], [-32767, -32748, -32778, 2], [-32705, -32788, -32778, 2], [-32705, -32768, -32778, 2], [-32705, -32748, -32778, 2], [65471, 65515, 65525, 2], [65471, 65535, 65525, 2], [65471, 65555, 65525, 2], [65472, 65515, 65525, 2], [65472, 65535, 65525, 2], [65472, 65555, 65525, 2], [65534, 65515, 65525, 2], [65534, 65535, 65525, 2], [65534, 65555, 65525, 2], [65535, 65515, 65525, 2], [65535, 65535, 65525, 2], [65535, 65555, 65525, 2], [65536, 65515, 65525, 2], [65536, 65535, 65525, 2], [65536, 65555, 65525, 2], [65598, 65515, 65525, 2], [65598, 65535, 65525, 2], [65598, 65555, 65525, 2], [0, 1000, 10, 70], [2147480648, 2147483647, 2147481648, 70]]>

func.func @kern15(%out: memref<8960xi64>, %base: i32, %n: i32, %s: i32, %nb: index) {
  %c1 = arith.constant 1 : index
  %cT = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %nb, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %cT, %sy = %c1, %sz = %c1) {

    %c64i = arith.constant 64 : i32
    %bxi = arith.index_cast %bx : index to i32
    %txi = arith.index_cast %tx : index to i32
    %b = arith.muli %bxi, %c64i : i32
    %g = arith.addi %b, %txi : i32
    %i = arith.addi %base, %g : i32
    %r = arith.subi %base, %g : i32
    %o0 = arith.extsi %i : i32 to i64
    %o1 = arith.extui %r : i32 to i64
    %i16 = arith.trunci %r : i32 to i16
    %n16 = arith.trunci %n : i32 to i16
    %valid = arith.cmpi ult, %i16, %n16 : i16
    scf.if %valid {
      %kT = arith.constant 64 : index
      %kK = arith.constant 2 : index
      %gb = arith.muli %bx, %kT : index
      %gg = arith.addi %gb, %tx : index
      %gk = arith.muli %gg, %kK : index
      %ko0 = arith.constant 0 : index
      %ka0 = arith.addi %gk, %ko0 : index
      memref.store %o0, %out[%ka0] : memref<8960xi64>
      %ko1 = arith.constant 1 : index
      %ka1 = arith.addi %gk, %ko1 : index
      memref.store %o1, %out[%ka1] : memref<8960xi64>
    }

    gpu.terminator
  }
  return
}
func.func @host15(%out: memref<8960xi64>, %base: i32, %n: i32, %s: i32, %nb: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cT = arith.constant 64 : index
  scf.for %bx = %c0 to %nb step %c1 {
    scf.for %tx = %c0 to %cT step %c1 {

      %c64i = arith.constant 64 : i32
      %bxi = arith.index_cast %bx : index to i32
      %txi = arith.index_cast %tx : index to i32
      %b = arith.muli %bxi, %c64i : i32
      %g = arith.addi %b, %txi : i32
      %i = arith.addi %base, %g : i32
      %r = arith.subi %base, %g : i32
      %o0 = arith.extsi %i : i32 to i64
      %o1 = arith.extui %r : i32 to i64
      %i16 = arith.trunci %r : i32 to i16
      %n16 = arith.trunci %n : i32 to i16
      %valid = arith.cmpi ult, %i16, %n16 : i16
      scf.if %valid {
        %kT = arith.constant 64 : index
        %kK = arith.constant 2 : index
        %gb = arith.muli %bx, %kT : index
        %gg = arith.addi %gb, %tx : index
        %gk = arith.muli %gg, %kK : index
        %ko0 = arith.constant 0 : index
        %ka0 = arith.addi %gk, %ko0 : index
        memref.store %o0, %out[%ka0] : memref<8960xi64>
        %ko1 = arith.constant 1 : index
        %ka1 = arith.addi %gk, %ko1 : index
        memref.store %o1, %out[%ka1] : memref<8960xi64>
      }

    }
  }
  return
}
llvm.mlir.global internal constant @fmt15("t16u mismatches %ld\0A\00") {addr_space = 0 : i32}
func.func @check15(%ps: memref<?x4xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %cN = arith.constant 8960 : index
  %sent = arith.constant -7 : i64
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %np = memref.dim %ps, %c0 : memref<?x4xi32>
  %a = memref.alloc() : memref<8960xi64>
  %w = memref.alloc() : memref<8960xi64>
  %total = scf.for %p = %c0 to %np step %c1 iter_args(%tot = %z) -> (i64) {
    %base = memref.load %ps[%p, %c0] : memref<?x4xi32>
    %n = memref.load %ps[%p, %c1] : memref<?x4xi32>
    %s = memref.load %ps[%p, %c2] : memref<?x4xi32>
    %nbi = memref.load %ps[%p, %c3] : memref<?x4xi32>
    %nb = arith.index_cast %nbi : i32 to index
    scf.for %i = %c0 to %cN step %c1 {
      memref.store %sent, %a[%i] : memref<8960xi64>
      memref.store %sent, %w[%i] : memref<8960xi64>
    }
    func.call @kern15(%a, %base, %n, %s, %nb) : (memref<8960xi64>, i32, i32, i32, index) -> ()
    func.call @host15(%w, %base, %n, %s, %nb) : (memref<8960xi64>, i32, i32, i32, index) -> ()
    %bad = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %tot) -> (i64) {
      %x = memref.load %a[%i] : memref<8960xi64>
      %y = memref.load %w[%i] : memref<8960xi64>
      %ne = arith.cmpi ne, %x, %y : i64
      %inc = arith.select %ne, %one, %z : i64
      %acc2 = arith.addi %acc, %inc : i64
      scf.yield %acc2 : i64
    }
    scf.yield %bad : i64
  }
  %fmt = llvm.mlir.addressof @fmt15 : !llvm.ptr
  llvm.call @printf(%fmt, %total) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
  memref.dealloc %a : memref<8960xi64>
  memref.dealloc %w : memref<8960xi64>
  return
}
memref.global "private" constant @ps15 : memref<128x4xi32> = dense<[[2147483583, 2147483627, 2147483637, 2], [2147483583, 2147483647, 2147483637, 2], [2147483583, -2147483629, 2147483637, 2], [2147483584, 2147483627, 2147483637, 2], [2147483584, 2147483647, 2147483637, 2], [2147483584, -2147483629, 2147483637, 2], [2147483646, 2147483627, 2147483637, 2], [2147483646, 2147483647, 2147483637, 2], [2147483646, -2147483629, 2147483637, 2], [2147483647, 2147483627, 2147483637, 2], [2147483647, 2147483647, 2147483637, 2], [2147483647, -2147483629, 2147483637, 2], [-2147483648, 2147483627, 2147483637, 2], [-2147483648, 2147483647, 2147483637, 2], [-2147483648, -2147483629, 2147483637, 2], [-2147483586, 2147483627, 2147483637, 2], [-2147483586, 2147483647, 2147483637, 2], [-2147483586, -2147483629, 2147483637, 2], [2147483584, 2147483628, 2147483638, 2], [2147483584, -2147483648, 2147483638, 2], [2147483584, -2147483628, 2147483638, 2], [2147483585, 2147483628, 2147483638, 2], [2147483585, -2147483648, 2147483638, 2], [2147483585, -2147483628, 2147483638, 2], [2147483647, 2147483628, 2147483638, 2], [2147483647, -2147483648, 2147483638, 2], [2147483647, -2147483628, 2147483638, 2], [-2147483648, 2147483628, 2147483638, 2], [-2147483648, -2147483648, 2147483638, 2], [-2147483648, -2147483628, 2147483638, 2], [-2147483647, 2147483628, 2147483638, 2], [-2147483647, -2147483648, 2147483638, 2], [-2147483647, -2147483628, 2147483638, 2], [-2147483585, 2147483628, 2147483638, 2], [-2147483585, -2147483648, 2147483638, 2], [-2147483585, -2147483628, 2147483638, 2], [-65, -21, -11, 2], [-65, -1, -11, 2], [-65, 19, -11, 2], [-64, -21, -11, 2], [-64, -1, -11, 2], [-64, 19, -11, 2], [-2, -21, -11, 2], [-2, -1, -11, 2], [-2, 19, -11, 2], [-1, -21, -11, 2], [-1, -1, -11, 2], [-1, 19, -11, 2], [0, -21, -11, 2], [0, -1, -11, 2], [0, 19, -11, 2], [62, -21, -11, 2], [62, -1, -11, 2], [62, 19, -11, 2], [-64, -20, -10, 2], [-64, 0, -10, 2], [-64, 20, -10, 2], [-63, -20, -10, 2], [-63, 0, -10, 2], [-63, 20, -10, 2], [-1, -20, -10, 2], [-1, 0, -10, 2], [-1, 20, -10, 2], [0, -20, -10, 2], [0, 0, -10, 2], [0, 20, -10, 2], [1, -20, -10, 2], [1, 0, -10, 2], [1, 20, -10, 2], [63, -20, -10, 2], [63, 0, -10, 2], [63, 20, -10, 2], [32703, 32747, 32757, 2], [32703, 32767, 32757, 2], [32703, 32787, 32757, 2], [32704, 32747, 32757, 2], [32704, 32767, 32757, 2], [32704, 32787, 32757, 2], [32766, 32747, 32757, 2], [32766, 32767, 32757, 2], [32766, 32787, 32757, 2], [32767, 32747, 32757, 2], [32767, 32767, 32757, 2], [32767, 32787, 32757, 2], [32768, 32747, 32757, 2], [32768, 32767, 32757, 2], [32768, 32787, 32757, 2], [32830, 32747, 32757, 2], [32830, 32767, 32757, 2], [32830, 32787, 32757, 2], [-32832, -32788, -32778, 2], [-32832, -32768, -32778, 2], [-32832, -32748, -32778, 2], [-32831, -32788, -32778, 2], [-32831, -32768, -32778, 2], [-32831, -32748, -32778, 2], [-32769, -32788, -32778, 2], [-32769, -32768, -32778, 2], [-32769, -32748, -32778, 2], [-32768, -32788, -32778, 2], [-32768, -32768, -32778, 2], [-32768, -32748, -32778, 2], [-32767, -32788, -32778, 2], [-32767, -32768, -32778, 2], [-32767, -32748, -32778, 2], [-32705, -32788, -32778, 2], [-32705, -32768, -32778, 2], [-32705, -32748, -32778, 2], [65471, 65515, 65525, 2], [65471, 65535, 65525, 2], [65471, 65555, 65525, 2], [65472, 65515, 65525, 2], [65472, 65535, 65525, 2], [65472, 65555, 65525, 2], [65534, 65515, 65525, 2], [65534, 65535, 65525, 2], [65534, 65555, 65525, 2], [65535, 65515, 65525, 2], [65535, 65535, 65525, 2], [65535, 65555, 65525, 2], [65536, 65515, 65525, 2], [65536, 65535, 65525, 2], [65536, 65555, 65525, 2], [65598, 65515, 65525, 2], [65598, 65535, 65525, 2], [65598, 65555, 65525, 2], [0, 1000, 10, 70], [2147480648, 2147483647, 2147481648, 70]]>

func.func @kern16(%out: memref<8960xi64>, %base: i32, %n: i32, %s: i32, %nb: index) {
  %c1 = arith.constant 1 : index
  %cT = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %nb, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %cT, %sy = %c1, %sz = %c1) {

    %c64i = arith.constant 64 : i32
    %bxi = arith.index_cast %bx : index to i32
    %txi = arith.index_cast %tx : index to i32
    %b = arith.muli %bxi, %c64i : i32
    %g = arith.addi %b, %txi : i32
    %i = arith.addi %base, %g : i32
    %r = arith.subi %base, %g : i32
    %o0 = arith.extsi %i : i32 to i64
    %o1 = arith.extui %r : i32 to i64
    %v1 = arith.cmpi slt, %i, %n : i32
    %v2 = arith.cmpi sge, %i, %s : i32
    %valid = arith.andi %v1, %v2 : i1
    scf.if %valid {
      %kT = arith.constant 64 : index
      %kK = arith.constant 2 : index
      %gb = arith.muli %bx, %kT : index
      %gg = arith.addi %gb, %tx : index
      %gk = arith.muli %gg, %kK : index
      %ko0 = arith.constant 0 : index
      %ka0 = arith.addi %gk, %ko0 : index
      memref.store %o0, %out[%ka0] : memref<8960xi64>
      %ko1 = arith.constant 1 : index
      %ka1 = arith.addi %gk, %ko1 : index
      memref.store %o1, %out[%ka1] : memref<8960xi64>
    }

    gpu.terminator
  }
  return
}
func.func @host16(%out: memref<8960xi64>, %base: i32, %n: i32, %s: i32, %nb: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cT = arith.constant 64 : index
  scf.for %bx = %c0 to %nb step %c1 {
    scf.for %tx = %c0 to %cT step %c1 {

      %c64i = arith.constant 64 : i32
      %bxi = arith.index_cast %bx : index to i32
      %txi = arith.index_cast %tx : index to i32
      %b = arith.muli %bxi, %c64i : i32
      %g = arith.addi %b, %txi : i32
      %i = arith.addi %base, %g : i32
      %r = arith.subi %base, %g : i32
      %o0 = arith.extsi %i : i32 to i64
      %o1 = arith.extui %r : i32 to i64
      %v1 = arith.cmpi slt, %i, %n : i32
      %v2 = arith.cmpi sge, %i, %s : i32
      %valid = arith.andi %v1, %v2 : i1
      scf.if %valid {
        %kT = arith.constant 64 : index
        %kK = arith.constant 2 : index
        %gb = arith.muli %bx, %kT : index
        %gg = arith.addi %gb, %tx : index
        %gk = arith.muli %gg, %kK : index
        %ko0 = arith.constant 0 : index
        %ka0 = arith.addi %gk, %ko0 : index
        memref.store %o0, %out[%ka0] : memref<8960xi64>
        %ko1 = arith.constant 1 : index
        %ka1 = arith.addi %gk, %ko1 : index
        memref.store %o1, %out[%ka1] : memref<8960xi64>
      }

    }
  }
  return
}
llvm.mlir.global internal constant @fmt16("two mismatches %ld\0A\00") {addr_space = 0 : i32}
func.func @check16(%ps: memref<?x4xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %cN = arith.constant 8960 : index
  %sent = arith.constant -7 : i64
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %np = memref.dim %ps, %c0 : memref<?x4xi32>
  %a = memref.alloc() : memref<8960xi64>
  %w = memref.alloc() : memref<8960xi64>
  %total = scf.for %p = %c0 to %np step %c1 iter_args(%tot = %z) -> (i64) {
    %base = memref.load %ps[%p, %c0] : memref<?x4xi32>
    %n = memref.load %ps[%p, %c1] : memref<?x4xi32>
    %s = memref.load %ps[%p, %c2] : memref<?x4xi32>
    %nbi = memref.load %ps[%p, %c3] : memref<?x4xi32>
    %nb = arith.index_cast %nbi : i32 to index
    scf.for %i = %c0 to %cN step %c1 {
      memref.store %sent, %a[%i] : memref<8960xi64>
      memref.store %sent, %w[%i] : memref<8960xi64>
    }
    func.call @kern16(%a, %base, %n, %s, %nb) : (memref<8960xi64>, i32, i32, i32, index) -> ()
    func.call @host16(%w, %base, %n, %s, %nb) : (memref<8960xi64>, i32, i32, i32, index) -> ()
    %bad = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %tot) -> (i64) {
      %x = memref.load %a[%i] : memref<8960xi64>
      %y = memref.load %w[%i] : memref<8960xi64>
      %ne = arith.cmpi ne, %x, %y : i64
      %inc = arith.select %ne, %one, %z : i64
      %acc2 = arith.addi %acc, %inc : i64
      scf.yield %acc2 : i64
    }
    scf.yield %bad : i64
  }
  %fmt = llvm.mlir.addressof @fmt16 : !llvm.ptr
  llvm.call @printf(%fmt, %total) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
  memref.dealloc %a : memref<8960xi64>
  memref.dealloc %w : memref<8960xi64>
  return
}
memref.global "private" constant @ps16 : memref<128x4xi32> = dense<[[2147483583, 2147483627, 2147483637, 2], [2147483583, 2147483647, 2147483637, 2], [2147483583, -2147483629, 2147483637, 2], [2147483584, 2147483627, 2147483637, 2], [2147483584, 2147483647, 2147483637, 2], [2147483584, -2147483629, 2147483637, 2], [2147483646, 2147483627, 2147483637, 2], [2147483646, 2147483647, 2147483637, 2], [2147483646, -2147483629, 2147483637, 2], [2147483647, 2147483627, 2147483637, 2], [2147483647, 2147483647, 2147483637, 2], [2147483647, -2147483629, 2147483637, 2], [-2147483648, 2147483627, 2147483637, 2], [-2147483648, 2147483647, 2147483637, 2], [-2147483648, -2147483629, 2147483637, 2], [-2147483586, 2147483627, 2147483637, 2], [-2147483586, 2147483647, 2147483637, 2], [-2147483586, -2147483629, 2147483637, 2], [2147483584, 2147483628, 2147483638, 2], [2147483584, -2147483648, 2147483638, 2], [2147483584, -2147483628, 2147483638, 2], [2147483585, 2147483628, 2147483638, 2], [2147483585, -2147483648, 2147483638, 2], [2147483585, -2147483628, 2147483638, 2], [2147483647, 2147483628, 2147483638, 2], [2147483647, -2147483648, 2147483638, 2], [2147483647, -2147483628, 2147483638, 2], [-2147483648, 2147483628, 2147483638, 2], [-2147483648, -2147483648, 2147483638, 2], [-2147483648, -2147483628, 2147483638, 2], [-2147483647, 2147483628, 2147483638, 2], [-2147483647, -2147483648, 2147483638, 2], [-2147483647, -2147483628, 2147483638, 2], [-2147483585, 2147483628, 2147483638, 2], [-2147483585, -2147483648, 2147483638, 2], [-2147483585, -2147483628, 2147483638, 2], [-65, -21, -11, 2], [-65, -1, -11, 2], [-65, 19, -11, 2], [-64, -21, -11, 2], [-64, -1, -11, 2], [-64, 19, -11, 2], [-2, -21, -11, 2], [-2, -1, -11, 2], [-2, 19, -11, 2], [-1, -21, -11, 2], [-1, -1, -11, 2], [-1, 19, -11, 2], [0, -21, -11, 2], [0, -1, -11, 2], [0, 19, -11, 2], [62, -21, -11, 2], [62, -1, -11, 2], [62, 19, -11, 2], [-64, -20, -10, 2], [-64, 0, -10, 2], [-64, 20, -10, 2], [-63, -20, -10, 2], [-63, 0, -10, 2], [-63, 20, -10, 2], [-1, -20, -10, 2], [-1, 0, -10, 2], [-1, 20, -10, 2], [0, -20, -10, 2], [0, 0, -10, 2], [0, 20, -10, 2], [1, -20, -10, 2], [1, 0, -10, 2], [1, 20, -10, 2], [63, -20, -10, 2], [63, 0, -10, 2], [63, 20, -10, 2], [32703, 32747, 32757, 2], [32703, 32767, 32757, 2], [32703, 32787, 32757, 2], [32704, 32747, 32757, 2], [32704, 32767, 32757, 2], [32704, 32787, 32757, 2], [32766, 32747, 32757, 2], [32766, 32767, 32757, 2], [32766, 32787, 32757, 2], [32767, 32747, 32757, 2], [32767, 32767, 32757, 2], [32767, 32787, 32757, 2], [32768, 32747, 32757, 2], [32768, 32767, 32757, 2], [32768, 32787, 32757, 2], [32830, 32747, 32757, 2], [32830, 32767, 32757, 2], [32830, 32787, 32757, 2], [-32832, -32788, -32778, 2], [-32832, -32768, -32778, 2], [-32832, -32748, -32778, 2], [-32831, -32788, -32778, 2], [-32831, -32768, -32778, 2], [-32831, -32748, -32778, 2], [-32769, -32788, -32778, 2], [-32769, -32768, -32778, 2], [-32769, -32748, -32778, 2], [-32768, -32788, -32778, 2], [-32768, -32768, -32778, 2], [-32768, -32748, -32778, 2], [-32767, -32788, -32778, 2], [-32767, -32768, -32778, 2], [-32767, -32748, -32778, 2], [-32705, -32788, -32778, 2], [-32705, -32768, -32778, 2], [-32705, -32748, -32778, 2], [65471, 65515, 65525, 2], [65471, 65535, 65525, 2], [65471, 65555, 65525, 2], [65472, 65515, 65525, 2], [65472, 65535, 65525, 2], [65472, 65555, 65525, 2], [65534, 65515, 65525, 2], [65534, 65535, 65525, 2], [65534, 65555, 65525, 2], [65535, 65515, 65525, 2], [65535, 65535, 65525, 2], [65535, 65555, 65525, 2], [65536, 65515, 65525, 2], [65536, 65535, 65525, 2], [65536, 65555, 65525, 2], [65598, 65515, 65525, 2], [65598, 65535, 65525, 2], [65598, 65555, 65525, 2], [0, 1000, 10, 70], [2147480648, 2147483647, 2147481648, 70]]>

func.func @kern17(%out: memref<8960xi64>, %base: i32, %n: i32, %s: i32, %nb: index) {
  %c1 = arith.constant 1 : index
  %cT = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %nb, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %cT, %sy = %c1, %sz = %c1) {

    %c64i = arith.constant 64 : i32
    %bxi = arith.index_cast %bx : index to i32
    %txi = arith.index_cast %tx : index to i32
    %b = arith.muli %bxi, %c64i : i32
    %g = arith.addi %b, %txi : i32
    %i = arith.addi %base, %g : i32
    %r = arith.subi %base, %g : i32
    %o0 = arith.extsi %i : i32 to i64
    %o1 = arith.extui %r : i32 to i64
    %v1 = arith.cmpi ult, %i, %n : i32
    %v2 = arith.cmpi uge, %i, %s : i32
    %valid = arith.andi %v1, %v2 : i1
    scf.if %valid {
      %kT = arith.constant 64 : index
      %kK = arith.constant 2 : index
      %gb = arith.muli %bx, %kT : index
      %gg = arith.addi %gb, %tx : index
      %gk = arith.muli %gg, %kK : index
      %ko0 = arith.constant 0 : index
      %ka0 = arith.addi %gk, %ko0 : index
      memref.store %o0, %out[%ka0] : memref<8960xi64>
      %ko1 = arith.constant 1 : index
      %ka1 = arith.addi %gk, %ko1 : index
      memref.store %o1, %out[%ka1] : memref<8960xi64>
    }

    gpu.terminator
  }
  return
}
func.func @host17(%out: memref<8960xi64>, %base: i32, %n: i32, %s: i32, %nb: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cT = arith.constant 64 : index
  scf.for %bx = %c0 to %nb step %c1 {
    scf.for %tx = %c0 to %cT step %c1 {

      %c64i = arith.constant 64 : i32
      %bxi = arith.index_cast %bx : index to i32
      %txi = arith.index_cast %tx : index to i32
      %b = arith.muli %bxi, %c64i : i32
      %g = arith.addi %b, %txi : i32
      %i = arith.addi %base, %g : i32
      %r = arith.subi %base, %g : i32
      %o0 = arith.extsi %i : i32 to i64
      %o1 = arith.extui %r : i32 to i64
      %v1 = arith.cmpi ult, %i, %n : i32
      %v2 = arith.cmpi uge, %i, %s : i32
      %valid = arith.andi %v1, %v2 : i1
      scf.if %valid {
        %kT = arith.constant 64 : index
        %kK = arith.constant 2 : index
        %gb = arith.muli %bx, %kT : index
        %gg = arith.addi %gb, %tx : index
        %gk = arith.muli %gg, %kK : index
        %ko0 = arith.constant 0 : index
        %ka0 = arith.addi %gk, %ko0 : index
        memref.store %o0, %out[%ka0] : memref<8960xi64>
        %ko1 = arith.constant 1 : index
        %ka1 = arith.addi %gk, %ko1 : index
        memref.store %o1, %out[%ka1] : memref<8960xi64>
      }

    }
  }
  return
}
llvm.mlir.global internal constant @fmt17("twou mismatches %ld\0A\00") {addr_space = 0 : i32}
func.func @check17(%ps: memref<?x4xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %cN = arith.constant 8960 : index
  %sent = arith.constant -7 : i64
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %np = memref.dim %ps, %c0 : memref<?x4xi32>
  %a = memref.alloc() : memref<8960xi64>
  %w = memref.alloc() : memref<8960xi64>
  %total = scf.for %p = %c0 to %np step %c1 iter_args(%tot = %z) -> (i64) {
    %base = memref.load %ps[%p, %c0] : memref<?x4xi32>
    %n = memref.load %ps[%p, %c1] : memref<?x4xi32>
    %s = memref.load %ps[%p, %c2] : memref<?x4xi32>
    %nbi = memref.load %ps[%p, %c3] : memref<?x4xi32>
    %nb = arith.index_cast %nbi : i32 to index
    scf.for %i = %c0 to %cN step %c1 {
      memref.store %sent, %a[%i] : memref<8960xi64>
      memref.store %sent, %w[%i] : memref<8960xi64>
    }
    func.call @kern17(%a, %base, %n, %s, %nb) : (memref<8960xi64>, i32, i32, i32, index) -> ()
    func.call @host17(%w, %base, %n, %s, %nb) : (memref<8960xi64>, i32, i32, i32, index) -> ()
    %bad = scf.for %i = %c0 to %cN step %c1 iter_args(%acc = %tot) -> (i64) {
      %x = memref.load %a[%i] : memref<8960xi64>
      %y = memref.load %w[%i] : memref<8960xi64>
      %ne = arith.cmpi ne, %x, %y : i64
      %inc = arith.select %ne, %one, %z : i64
      %acc2 = arith.addi %acc, %inc : i64
      scf.yield %acc2 : i64
    }
    scf.yield %bad : i64
  }
  %fmt = llvm.mlir.addressof @fmt17 : !llvm.ptr
  llvm.call @printf(%fmt, %total) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
  memref.dealloc %a : memref<8960xi64>
  memref.dealloc %w : memref<8960xi64>
  return
}
memref.global "private" constant @ps17 : memref<128x4xi32> = dense<[[2147483583, 2147483627, 2147483637, 2], [2147483583, 2147483647, 2147483637, 2], [2147483583, -2147483629, 2147483637, 2], [2147483584, 2147483627, 2147483637, 2], [2147483584, 2147483647, 2147483637, 2], [2147483584, -2147483629, 2147483637, 2], [2147483646, 2147483627, 2147483637, 2], [2147483646, 2147483647, 2147483637, 2], [2147483646, -2147483629, 2147483637, 2], [2147483647, 2147483627, 2147483637, 2], [2147483647, 2147483647, 2147483637, 2], [2147483647, -2147483629, 2147483637, 2], [-2147483648, 2147483627, 2147483637, 2], [-2147483648, 2147483647, 2147483637, 2], [-2147483648, -2147483629, 2147483637, 2], [-2147483586, 2147483627, 2147483637, 2], [-2147483586, 2147483647, 2147483637, 2], [-2147483586, -2147483629, 2147483637, 2], [2147483584, 2147483628, 2147483638, 2], [2147483584, -2147483648, 2147483638, 2], [2147483584, -2147483628, 2147483638, 2], [2147483585, 2147483628, 2147483638, 2], [2147483585, -2147483648, 2147483638, 2], [2147483585, -2147483628, 2147483638, 2], [2147483647, 2147483628, 2147483638, 2], [2147483647, -2147483648, 2147483638, 2], [2147483647, -2147483628, 2147483638, 2], [-2147483648, 2147483628, 2147483638, 2], [-2147483648, -2147483648, 2147483638, 2], [-2147483648, -2147483628, 2147483638, 2], [-2147483647, 2147483628, 2147483638, 2], [-2147483647, -2147483648, 2147483638, 2], [-2147483647, -2147483628, 2147483638, 2], [-2147483585, 2147483628, 2147483638, 2], [-2147483585, -2147483648, 2147483638, 2], [-2147483585, -2147483628, 2147483638, 2], [-65, -21, -11, 2], [-65, -1, -11, 2], [-65, 19, -11, 2], [-64, -21, -11, 2], [-64, -1, -11, 2], [-64, 19, -11, 2], [-2, -21, -11, 2], [-2, -1, -11, 2], [-2, 19, -11, 2], [-1, -21, -11, 2], [-1, -1, -11, 2], [-1, 19, -11, 2], [0, -21, -11, 2], [0, -1, -11, 2], [0, 19, -11, 2], [62, -21, -11, 2], [62, -1, -11, 2], [62, 19, -11, 2], [-64, -20, -10, 2], [-64, 0, -10, 2], [-64, 20, -10, 2], [-63, -20, -10, 2], [-63, 0, -10, 2], [-63, 20, -10, 2], [-1, -20, -10, 2], [-1, 0, -10, 2], [-1, 20, -10, 2], [0, -20, -10, 2], [0, 0, -10, 2], [0, 20, -10, 2], [1, -20, -10, 2], [1, 0, -10, 2], [1, 20, -10, 2], [63, -20, -10, 2], [63, 0, -10, 2], [63, 20, -10, 2], [32703, 32747, 32757, 2], [32703, 32767, 32757, 2], [32703, 32787, 32757, 2], [32704, 32747, 32757, 2], [32704, 32767, 32757, 2], [32704, 32787, 32757, 2], [32766, 32747, 32757, 2], [32766, 32767, 32757, 2], [32766, 32787, 32757, 2], [32767, 32747, 32757, 2], [32767, 32767, 32757, 2], [32767, 32787, 32757, 2], [32768, 32747, 32757, 2], [32768, 32767, 32757, 2], [32768, 32787, 32757, 2], [32830, 32747, 32757, 2], [32830, 32767, 32757, 2], [32830, 32787, 32757, 2], [-32832, -32788, -32778, 2], [-32832, -32768, -32778, 2], [-32832, -32748, -32778, 2], [-32831, -32788, -32778, 2], [-32831, -32768, -32778, 2], [-32831, -32748, -32778, 2], [-32769, -32788, -32778, 2], [-32769, -32768, -32778, 2], [-32769, -32748, -32778, 2], [-32768, -32788, -32778, 2], [-32768, -32768, -32778, 2], [-32768, -32748, -32778, 2], [-32767, -32788, -32778, 2], [-32767, -32768, -32778, 2], [-32767, -32748, -32778, 2], [-32705, -32788, -32778, 2], [-32705, -32768, -32778, 2], [-32705, -32748, -32778, 2], [65471, 65515, 65525, 2], [65471, 65535, 65525, 2], [65471, 65555, 65525, 2], [65472, 65515, 65525, 2], [65472, 65535, 65525, 2], [65472, 65555, 65525, 2], [65534, 65515, 65525, 2], [65534, 65535, 65525, 2], [65534, 65555, 65525, 2], [65535, 65515, 65525, 2], [65535, 65535, 65525, 2], [65535, 65555, 65525, 2], [65536, 65515, 65525, 2], [65536, 65535, 65525, 2], [65536, 65555, 65525, 2], [65598, 65515, 65525, 2], [65598, 65535, 65525, 2], [65598, 65555, 65525, 2], [0, 1000, 10, 70], [2147480648, 2147483647, 2147481648, 70]]>
func.func @main() {
  %g0 = memref.get_global @ps0 : memref<128x4xi32>
  %d0 = memref.cast %g0 : memref<128x4xi32> to memref<?x4xi32>
  func.call @check0(%d0) : (memref<?x4xi32>) -> ()
  %g1 = memref.get_global @ps1 : memref<128x4xi32>
  %d1 = memref.cast %g1 : memref<128x4xi32> to memref<?x4xi32>
  func.call @check1(%d1) : (memref<?x4xi32>) -> ()
  %g2 = memref.get_global @ps2 : memref<128x4xi32>
  %d2 = memref.cast %g2 : memref<128x4xi32> to memref<?x4xi32>
  func.call @check2(%d2) : (memref<?x4xi32>) -> ()
  %g3 = memref.get_global @ps3 : memref<128x4xi32>
  %d3 = memref.cast %g3 : memref<128x4xi32> to memref<?x4xi32>
  func.call @check3(%d3) : (memref<?x4xi32>) -> ()
  %g4 = memref.get_global @ps4 : memref<128x4xi32>
  %d4 = memref.cast %g4 : memref<128x4xi32> to memref<?x4xi32>
  func.call @check4(%d4) : (memref<?x4xi32>) -> ()
  %g5 = memref.get_global @ps5 : memref<128x4xi32>
  %d5 = memref.cast %g5 : memref<128x4xi32> to memref<?x4xi32>
  func.call @check5(%d5) : (memref<?x4xi32>) -> ()
  %g6 = memref.get_global @ps6 : memref<128x4xi32>
  %d6 = memref.cast %g6 : memref<128x4xi32> to memref<?x4xi32>
  func.call @check6(%d6) : (memref<?x4xi32>) -> ()
  %g7 = memref.get_global @ps7 : memref<128x4xi32>
  %d7 = memref.cast %g7 : memref<128x4xi32> to memref<?x4xi32>
  func.call @check7(%d7) : (memref<?x4xi32>) -> ()
  %g8 = memref.get_global @ps8 : memref<128x4xi32>
  %d8 = memref.cast %g8 : memref<128x4xi32> to memref<?x4xi32>
  func.call @check8(%d8) : (memref<?x4xi32>) -> ()
  %g9 = memref.get_global @ps9 : memref<128x4xi32>
  %d9 = memref.cast %g9 : memref<128x4xi32> to memref<?x4xi32>
  func.call @check9(%d9) : (memref<?x4xi32>) -> ()
  %g10 = memref.get_global @ps10 : memref<128x4xi32>
  %d10 = memref.cast %g10 : memref<128x4xi32> to memref<?x4xi32>
  func.call @check10(%d10) : (memref<?x4xi32>) -> ()
  %g11 = memref.get_global @ps11 : memref<128x4xi32>
  %d11 = memref.cast %g11 : memref<128x4xi32> to memref<?x4xi32>
  func.call @check11(%d11) : (memref<?x4xi32>) -> ()
  %g12 = memref.get_global @ps12 : memref<128x4xi32>
  %d12 = memref.cast %g12 : memref<128x4xi32> to memref<?x4xi32>
  func.call @check12(%d12) : (memref<?x4xi32>) -> ()
  %g13 = memref.get_global @ps13 : memref<128x4xi32>
  %d13 = memref.cast %g13 : memref<128x4xi32> to memref<?x4xi32>
  func.call @check13(%d13) : (memref<?x4xi32>) -> ()
  %g14 = memref.get_global @ps14 : memref<128x4xi32>
  %d14 = memref.cast %g14 : memref<128x4xi32> to memref<?x4xi32>
  func.call @check14(%d14) : (memref<?x4xi32>) -> ()
  %g15 = memref.get_global @ps15 : memref<128x4xi32>
  %d15 = memref.cast %g15 : memref<128x4xi32> to memref<?x4xi32>
  func.call @check15(%d15) : (memref<?x4xi32>) -> ()
  %g16 = memref.get_global @ps16 : memref<128x4xi32>
  %d16 = memref.cast %g16 : memref<128x4xi32> to memref<?x4xi32>
  func.call @check16(%d16) : (memref<?x4xi32>) -> ()
  %g17 = memref.get_global @ps17 : memref<128x4xi32>
  %d17 = memref.cast %g17 : memref<128x4xi32> to memref<?x4xi32>
  func.call @check17(%d17) : (memref<?x4xi32>) -> ()
  return
}
