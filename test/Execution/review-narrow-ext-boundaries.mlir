// Review of stitch-cpuify's narrow-indices (passes/codegen/NarrowIndices.c):
// extensions of 32-bit-or-narrower values computed from the thread index,
// right at the wrap boundaries. Each kernel (64-thread blocks, gpu.launch)
// computes g = bx * 64 + tx in i32, i = base + g (coefficient 1) or
// r = base - g (coefficient -1), then one chain: extsi/extui of i and r,
// index_cast/index_castui of r, i << 3 (shli: coefficient 8), i * -3 (muli,
// either operand order), truncations to i16/i8/i1 (also r * 5 to i8, an
// i8 add then i8 -> i16 -> i64, an i16 shift), and i extended both signed
// and unsigned. base sweeps the values that put the chain exactly at
// INT_MAX / INT_MIN / 2^32 - 1 / 0 at a block's last or first thread and
// one step past it (the range check must fail there and the original loop
// run), with 2 blocks (split-below: 16-thread pieces) and 70 blocks.
// Every i64 result is compared with the same body run in plain host loops.
// The IR check shows that the rewrite fires in every kernel (the range
// check `last < 2^32`); the last RUN has narrow-indices=false.
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-coarsen-blocks),func.func(stitch-tighten-grid),func.func(stitch-cpuify{inner-serialize=true}))' | FileCheck %s --check-prefix=IR
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-coarsen-blocks),func.func(stitch-tighten-grid),func.func(stitch-cpuify{inner-serialize=true narrow-indices=false}),func.func(canonicalize,cse),stitch-lower-to-llvm-cpu)' > %t.off.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.off.mlir | FileCheck %s
// CHECK: sext_p mismatches 0
// CHECK-NEXT: zext_p mismatches 0
// CHECK-NEXT: sext_m mismatches 0
// CHECK-NEXT: zext_m mismatches 0
// CHECK-NEXT: icast_m mismatches 0
// CHECK-NEXT: icastui_m mismatches 0
// CHECK-NEXT: shl3_s mismatches 0
// CHECK-NEXT: shl3_u mismatches 0
// CHECK-NEXT: mulm3_s mismatches 0
// CHECK-NEXT: mulm3_u mismatches 0
// CHECK-NEXT: t16_s mismatches 0
// CHECK-NEXT: t16_u mismatches 0
// CHECK-NEXT: t8_u mismatches 0
// CHECK-NEXT: t8_s_m mismatches 0
// CHECK-NEXT: t1_u mismatches 0
// CHECK-NEXT: t1_s mismatches 0
// CHECK-NEXT: i8chain mismatches 0
// CHECK-NEXT: shl_i16 mismatches 0
// CHECK-NEXT: both mismatches 0
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
// IR-LABEL: func.func @kern18(
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
    %valid = arith.constant true
    %o0 = arith.extsi %i : i32 to i64
    %o1 = arith.constant 0 : i64
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
      %valid = arith.constant true
      %o0 = arith.extsi %i : i32 to i64
      %o1 = arith.constant 0 : i64
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
llvm.mlir.global internal constant @fmt0("sext_p mismatches %ld\0A\00") {addr_space = 0 : i32}
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
memref.global "private" constant @ps0 : memref<32x4xi32> = dense<[[2147483518, 0, 0, 2], [2147483519, 0, 0, 2], [2147483582, 0, 0, 2], [2147483583, 0, 0, 2], [2147483584, 0, 0, 2], [2147483585, 0, 0, 2], [2147483646, 0, 0, 2], [2147483647, 0, 0, 2], [-2147483648, 0, 0, 2], [-2147483587, 0, 0, 2], [-2147483586, 0, 0, 2], [-2147483585, 0, 0, 2], [-2147483584, 0, 0, 2], [2147483647, 0, 0, 70], [2147479231, 0, 0, 70], [2147481408, 0, 0, 70], [2147483519, 0, 0, 2], [2147483520, 0, 0, 2], [2147483583, 0, 0, 2], [2147483584, 0, 0, 2], [2147483585, 0, 0, 2], [2147483586, 0, 0, 2], [2147483647, 0, 0, 2], [-2147483648, 0, 0, 2], [-2147483647, 0, 0, 2], [-2147483586, 0, 0, 2], [-2147483585, 0, 0, 2], [-2147483584, 0, 0, 2], [-2147483583, 0, 0, 2], [-2147483648, 0, 0, 70], [2147479232, 0, 0, 70], [2147481409, 0, 0, 70]]>

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
    %valid = arith.constant true
    %o0 = arith.extui %i : i32 to i64
    %o1 = arith.constant 0 : i64
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
      %valid = arith.constant true
      %o0 = arith.extui %i : i32 to i64
      %o1 = arith.constant 0 : i64
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
llvm.mlir.global internal constant @fmt1("zext_p mismatches %ld\0A\00") {addr_space = 0 : i32}
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
memref.global "private" constant @ps1 : memref<32x4xi32> = dense<[[-130, 0, 0, 2], [-129, 0, 0, 2], [-66, 0, 0, 2], [-65, 0, 0, 2], [-64, 0, 0, 2], [-63, 0, 0, 2], [-2, 0, 0, 2], [-1, 0, 0, 2], [0, 0, 0, 2], [61, 0, 0, 2], [62, 0, 0, 2], [63, 0, 0, 2], [64, 0, 0, 2], [-1, 0, 0, 70], [-4417, 0, 0, 70], [-2240, 0, 0, 70], [-129, 0, 0, 2], [-128, 0, 0, 2], [-65, 0, 0, 2], [-64, 0, 0, 2], [-63, 0, 0, 2], [-62, 0, 0, 2], [-1, 0, 0, 2], [0, 0, 0, 2], [1, 0, 0, 2], [62, 0, 0, 2], [63, 0, 0, 2], [64, 0, 0, 2], [65, 0, 0, 2], [0, 0, 0, 70], [-4416, 0, 0, 70], [-2239, 0, 0, 70]]>

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
    %valid = arith.constant true
    %o0 = arith.extsi %r : i32 to i64
    %o1 = arith.constant 0 : i64
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
      %valid = arith.constant true
      %o0 = arith.extsi %r : i32 to i64
      %o1 = arith.constant 0 : i64
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
llvm.mlir.global internal constant @fmt2("sext_m mismatches %ld\0A\00") {addr_space = 0 : i32}
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
memref.global "private" constant @ps2 : memref<32x4xi32> = dense<[[2147483518, 0, 0, 2], [2147483519, 0, 0, 2], [2147483582, 0, 0, 2], [2147483583, 0, 0, 2], [2147483584, 0, 0, 2], [2147483585, 0, 0, 2], [2147483646, 0, 0, 2], [2147483647, 0, 0, 2], [-2147483648, 0, 0, 2], [-2147483587, 0, 0, 2], [-2147483586, 0, 0, 2], [-2147483585, 0, 0, 2], [-2147483584, 0, 0, 2], [2147483647, 0, 0, 70], [2147479231, 0, 0, 70], [2147481408, 0, 0, 70], [2147483519, 0, 0, 2], [2147483520, 0, 0, 2], [2147483583, 0, 0, 2], [2147483584, 0, 0, 2], [2147483585, 0, 0, 2], [2147483586, 0, 0, 2], [2147483647, 0, 0, 2], [-2147483648, 0, 0, 2], [-2147483647, 0, 0, 2], [-2147483586, 0, 0, 2], [-2147483585, 0, 0, 2], [-2147483584, 0, 0, 2], [-2147483583, 0, 0, 2], [-2147483648, 0, 0, 70], [2147479232, 0, 0, 70], [2147481409, 0, 0, 70]]>

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
    %valid = arith.constant true
    %o0 = arith.extui %r : i32 to i64
    %o1 = arith.constant 0 : i64
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
      %valid = arith.constant true
      %o0 = arith.extui %r : i32 to i64
      %o1 = arith.constant 0 : i64
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
llvm.mlir.global internal constant @fmt3("zext_m mismatches %ld\0A\00") {addr_space = 0 : i32}
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
memref.global "private" constant @ps3 : memref<32x4xi32> = dense<[[-130, 0, 0, 2], [-129, 0, 0, 2], [-66, 0, 0, 2], [-65, 0, 0, 2], [-64, 0, 0, 2], [-63, 0, 0, 2], [-2, 0, 0, 2], [-1, 0, 0, 2], [0, 0, 0, 2], [61, 0, 0, 2], [62, 0, 0, 2], [63, 0, 0, 2], [64, 0, 0, 2], [-1, 0, 0, 70], [-4417, 0, 0, 70], [-2240, 0, 0, 70], [-129, 0, 0, 2], [-128, 0, 0, 2], [-65, 0, 0, 2], [-64, 0, 0, 2], [-63, 0, 0, 2], [-62, 0, 0, 2], [-1, 0, 0, 2], [0, 0, 0, 2], [1, 0, 0, 2], [62, 0, 0, 2], [63, 0, 0, 2], [64, 0, 0, 2], [65, 0, 0, 2], [0, 0, 0, 70], [-4416, 0, 0, 70], [-2239, 0, 0, 70]]>

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
    %valid = arith.constant true
    %ix = arith.index_cast %r : i32 to index
    %o0 = arith.index_cast %ix : index to i64
    %o1 = arith.constant 0 : i64
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
      %valid = arith.constant true
      %ix = arith.index_cast %r : i32 to index
      %o0 = arith.index_cast %ix : index to i64
      %o1 = arith.constant 0 : i64
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
llvm.mlir.global internal constant @fmt4("icast_m mismatches %ld\0A\00") {addr_space = 0 : i32}
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
memref.global "private" constant @ps4 : memref<32x4xi32> = dense<[[2147483518, 0, 0, 2], [2147483519, 0, 0, 2], [2147483582, 0, 0, 2], [2147483583, 0, 0, 2], [2147483584, 0, 0, 2], [2147483585, 0, 0, 2], [2147483646, 0, 0, 2], [2147483647, 0, 0, 2], [-2147483648, 0, 0, 2], [-2147483587, 0, 0, 2], [-2147483586, 0, 0, 2], [-2147483585, 0, 0, 2], [-2147483584, 0, 0, 2], [2147483647, 0, 0, 70], [2147479231, 0, 0, 70], [2147481408, 0, 0, 70], [2147483519, 0, 0, 2], [2147483520, 0, 0, 2], [2147483583, 0, 0, 2], [2147483584, 0, 0, 2], [2147483585, 0, 0, 2], [2147483586, 0, 0, 2], [2147483647, 0, 0, 2], [-2147483648, 0, 0, 2], [-2147483647, 0, 0, 2], [-2147483586, 0, 0, 2], [-2147483585, 0, 0, 2], [-2147483584, 0, 0, 2], [-2147483583, 0, 0, 2], [-2147483648, 0, 0, 70], [2147479232, 0, 0, 70], [2147481409, 0, 0, 70]]>

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
    %valid = arith.constant true
    %ix = arith.index_castui %r : i32 to index
    %o0 = arith.index_castui %ix : index to i64
    %o1 = arith.constant 0 : i64
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
      %valid = arith.constant true
      %ix = arith.index_castui %r : i32 to index
      %o0 = arith.index_castui %ix : index to i64
      %o1 = arith.constant 0 : i64
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
llvm.mlir.global internal constant @fmt5("icastui_m mismatches %ld\0A\00") {addr_space = 0 : i32}
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
memref.global "private" constant @ps5 : memref<32x4xi32> = dense<[[-130, 0, 0, 2], [-129, 0, 0, 2], [-66, 0, 0, 2], [-65, 0, 0, 2], [-64, 0, 0, 2], [-63, 0, 0, 2], [-2, 0, 0, 2], [-1, 0, 0, 2], [0, 0, 0, 2], [61, 0, 0, 2], [62, 0, 0, 2], [63, 0, 0, 2], [64, 0, 0, 2], [-1, 0, 0, 70], [-4417, 0, 0, 70], [-2240, 0, 0, 70], [-129, 0, 0, 2], [-128, 0, 0, 2], [-65, 0, 0, 2], [-64, 0, 0, 2], [-63, 0, 0, 2], [-62, 0, 0, 2], [-1, 0, 0, 2], [0, 0, 0, 2], [1, 0, 0, 2], [62, 0, 0, 2], [63, 0, 0, 2], [64, 0, 0, 2], [65, 0, 0, 2], [0, 0, 0, 70], [-4416, 0, 0, 70], [-2239, 0, 0, 70]]>

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
    %valid = arith.constant true
    %c3 = arith.constant 3 : i32
    %v = arith.shli %i, %c3 : i32
    %o0 = arith.extsi %v : i32 to i64
    %o1 = arith.constant 0 : i64
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
      %valid = arith.constant true
      %c3 = arith.constant 3 : i32
      %v = arith.shli %i, %c3 : i32
      %o0 = arith.extsi %v : i32 to i64
      %o1 = arith.constant 0 : i64
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
llvm.mlir.global internal constant @fmt6("shl3_s mismatches %ld\0A\00") {addr_space = 0 : i32}
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
memref.global "private" constant @ps6 : memref<32x4xi32> = dense<[[268435326, 0, 0, 2], [268435327, 0, 0, 2], [268435390, 0, 0, 2], [268435391, 0, 0, 2], [268435392, 0, 0, 2], [268435393, 0, 0, 2], [268435454, 0, 0, 2], [268435455, 0, 0, 2], [268435456, 0, 0, 2], [268435517, 0, 0, 2], [268435518, 0, 0, 2], [268435519, 0, 0, 2], [268435520, 0, 0, 2], [268435455, 0, 0, 70], [268431039, 0, 0, 70], [268433216, 0, 0, 70], [-268435585, 0, 0, 2], [-268435584, 0, 0, 2], [-268435521, 0, 0, 2], [-268435520, 0, 0, 2], [-268435519, 0, 0, 2], [-268435518, 0, 0, 2], [-268435457, 0, 0, 2], [-268435456, 0, 0, 2], [-268435455, 0, 0, 2], [-268435394, 0, 0, 2], [-268435393, 0, 0, 2], [-268435392, 0, 0, 2], [-268435391, 0, 0, 2], [-268435456, 0, 0, 70], [-268439872, 0, 0, 70], [-268437695, 0, 0, 70]]>

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
    %valid = arith.constant true
    %c3 = arith.constant 3 : i32
    %v = arith.shli %i, %c3 : i32
    %o0 = arith.extui %v : i32 to i64
    %o1 = arith.constant 0 : i64
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
      %valid = arith.constant true
      %c3 = arith.constant 3 : i32
      %v = arith.shli %i, %c3 : i32
      %o0 = arith.extui %v : i32 to i64
      %o1 = arith.constant 0 : i64
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
llvm.mlir.global internal constant @fmt7("shl3_u mismatches %ld\0A\00") {addr_space = 0 : i32}
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
memref.global "private" constant @ps7 : memref<48x4xi32> = dense<[[536870782, 0, 0, 2], [536870783, 0, 0, 2], [536870846, 0, 0, 2], [536870847, 0, 0, 2], [536870848, 0, 0, 2], [536870849, 0, 0, 2], [536870910, 0, 0, 2], [536870911, 0, 0, 2], [536870912, 0, 0, 2], [536870973, 0, 0, 2], [536870974, 0, 0, 2], [536870975, 0, 0, 2], [536870976, 0, 0, 2], [536870911, 0, 0, 70], [536866495, 0, 0, 70], [536868672, 0, 0, 70], [-129, 0, 0, 2], [-128, 0, 0, 2], [-65, 0, 0, 2], [-64, 0, 0, 2], [-63, 0, 0, 2], [-62, 0, 0, 2], [-1, 0, 0, 2], [0, 0, 0, 2], [1, 0, 0, 2], [62, 0, 0, 2], [63, 0, 0, 2], [64, 0, 0, 2], [65, 0, 0, 2], [0, 0, 0, 70], [-4416, 0, 0, 70], [-2239, 0, 0, 70], [536870783, 0, 0, 2], [536870784, 0, 0, 2], [536870847, 0, 0, 2], [536870848, 0, 0, 2], [536870849, 0, 0, 2], [536870850, 0, 0, 2], [536870911, 0, 0, 2], [536870912, 0, 0, 2], [536870913, 0, 0, 2], [536870974, 0, 0, 2], [536870975, 0, 0, 2], [536870976, 0, 0, 2], [536870977, 0, 0, 2], [536870912, 0, 0, 70], [536866496, 0, 0, 70], [536868673, 0, 0, 70]]>

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
    %valid = arith.constant true
    %c3 = arith.constant -3 : i32
    %v = arith.muli %i, %c3 : i32
    %o0 = arith.extsi %v : i32 to i64
    %o1 = arith.constant 0 : i64
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
      %valid = arith.constant true
      %c3 = arith.constant -3 : i32
      %v = arith.muli %i, %c3 : i32
      %o0 = arith.extsi %v : i32 to i64
      %o1 = arith.constant 0 : i64
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
llvm.mlir.global internal constant @fmt8("mulm3_s mismatches %ld\0A\00") {addr_space = 0 : i32}
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
memref.global "private" constant @ps8 : memref<64x4xi32> = dense<[[-715828012, 0, 0, 2], [-715828011, 0, 0, 2], [-715827948, 0, 0, 2], [-715827947, 0, 0, 2], [-715827946, 0, 0, 2], [-715827945, 0, 0, 2], [-715827884, 0, 0, 2], [-715827883, 0, 0, 2], [-715827882, 0, 0, 2], [-715827821, 0, 0, 2], [-715827820, 0, 0, 2], [-715827819, 0, 0, 2], [-715827818, 0, 0, 2], [-715827883, 0, 0, 70], [-715832299, 0, 0, 70], [-715830122, 0, 0, 70], [715827753, 0, 0, 2], [715827754, 0, 0, 2], [715827817, 0, 0, 2], [715827818, 0, 0, 2], [715827819, 0, 0, 2], [715827820, 0, 0, 2], [715827881, 0, 0, 2], [715827882, 0, 0, 2], [715827883, 0, 0, 2], [715827944, 0, 0, 2], [715827945, 0, 0, 2], [715827946, 0, 0, 2], [715827947, 0, 0, 2], [715827882, 0, 0, 70], [715823466, 0, 0, 70], [715825643, 0, 0, 70], [715827753, 0, 0, 2], [715827754, 0, 0, 2], [715827817, 0, 0, 2], [715827818, 0, 0, 2], [715827819, 0, 0, 2], [715827820, 0, 0, 2], [715827881, 0, 0, 2], [715827882, 0, 0, 2], [715827883, 0, 0, 2], [715827944, 0, 0, 2], [715827945, 0, 0, 2], [715827946, 0, 0, 2], [715827947, 0, 0, 2], [715827882, 0, 0, 70], [715823466, 0, 0, 70], [715825643, 0, 0, 70], [715827754, 0, 0, 2], [715827755, 0, 0, 2], [715827818, 0, 0, 2], [715827819, 0, 0, 2], [715827820, 0, 0, 2], [715827821, 0, 0, 2], [715827882, 0, 0, 2], [715827883, 0, 0, 2], [715827884, 0, 0, 2], [715827945, 0, 0, 2], [715827946, 0, 0, 2], [715827947, 0, 0, 2], [715827948, 0, 0, 2], [715827883, 0, 0, 70], [715823467, 0, 0, 70], [715825644, 0, 0, 70]]>

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
    %valid = arith.constant true
    %c3 = arith.constant -3 : i32
    %v = arith.muli %c3, %i : i32
    %o0 = arith.extui %v : i32 to i64
    %o1 = arith.constant 0 : i64
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
      %valid = arith.constant true
      %c3 = arith.constant -3 : i32
      %v = arith.muli %c3, %i : i32
      %o0 = arith.extui %v : i32 to i64
      %o1 = arith.constant 0 : i64
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
llvm.mlir.global internal constant @fmt9("mulm3_u mismatches %ld\0A\00") {addr_space = 0 : i32}
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
memref.global "private" constant @ps9 : memref<48x4xi32> = dense<[[-129, 0, 0, 2], [-128, 0, 0, 2], [-65, 0, 0, 2], [-64, 0, 0, 2], [-63, 0, 0, 2], [-62, 0, 0, 2], [-1, 0, 0, 2], [0, 0, 0, 2], [1, 0, 0, 2], [62, 0, 0, 2], [63, 0, 0, 2], [64, 0, 0, 2], [65, 0, 0, 2], [0, 0, 0, 70], [-4416, 0, 0, 70], [-2239, 0, 0, 70], [1431655636, 0, 0, 2], [1431655637, 0, 0, 2], [1431655700, 0, 0, 2], [1431655701, 0, 0, 2], [1431655702, 0, 0, 2], [1431655703, 0, 0, 2], [1431655764, 0, 0, 2], [1431655765, 0, 0, 2], [1431655766, 0, 0, 2], [1431655827, 0, 0, 2], [1431655828, 0, 0, 2], [1431655829, 0, 0, 2], [1431655830, 0, 0, 2], [1431655765, 0, 0, 70], [1431651349, 0, 0, 70], [1431653526, 0, 0, 70], [1431655637, 0, 0, 2], [1431655638, 0, 0, 2], [1431655701, 0, 0, 2], [1431655702, 0, 0, 2], [1431655703, 0, 0, 2], [1431655704, 0, 0, 2], [1431655765, 0, 0, 2], [1431655766, 0, 0, 2], [1431655767, 0, 0, 2], [1431655828, 0, 0, 2], [1431655829, 0, 0, 2], [1431655830, 0, 0, 2], [1431655831, 0, 0, 2], [1431655766, 0, 0, 70], [1431651350, 0, 0, 70], [1431653527, 0, 0, 70]]>

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
    %valid = arith.constant true
    %v = arith.trunci %i : i32 to i16
    %o0 = arith.extsi %v : i16 to i64
    %o1 = arith.constant 0 : i64
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
      %valid = arith.constant true
      %v = arith.trunci %i : i32 to i16
      %o0 = arith.extsi %v : i16 to i64
      %o1 = arith.constant 0 : i64
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
llvm.mlir.global internal constant @fmt10("t16_s mismatches %ld\0A\00") {addr_space = 0 : i32}
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
memref.global "private" constant @ps10 : memref<64x4xi32> = dense<[[32638, 0, 0, 2], [32639, 0, 0, 2], [32702, 0, 0, 2], [32703, 0, 0, 2], [32704, 0, 0, 2], [32705, 0, 0, 2], [32766, 0, 0, 2], [32767, 0, 0, 2], [32768, 0, 0, 2], [32829, 0, 0, 2], [32830, 0, 0, 2], [32831, 0, 0, 2], [32832, 0, 0, 2], [32767, 0, 0, 70], [28351, 0, 0, 70], [30528, 0, 0, 70], [-32897, 0, 0, 2], [-32896, 0, 0, 2], [-32833, 0, 0, 2], [-32832, 0, 0, 2], [-32831, 0, 0, 2], [-32830, 0, 0, 2], [-32769, 0, 0, 2], [-32768, 0, 0, 2], [-32767, 0, 0, 2], [-32706, 0, 0, 2], [-32705, 0, 0, 2], [-32704, 0, 0, 2], [-32703, 0, 0, 2], [-32768, 0, 0, 70], [-37184, 0, 0, 70], [-35007, 0, 0, 70], [393086, 0, 0, 2], [393087, 0, 0, 2], [393150, 0, 0, 2], [393151, 0, 0, 2], [393152, 0, 0, 2], [393153, 0, 0, 2], [393214, 0, 0, 2], [393215, 0, 0, 2], [393216, 0, 0, 2], [393277, 0, 0, 2], [393278, 0, 0, 2], [393279, 0, 0, 2], [393280, 0, 0, 2], [393215, 0, 0, 70], [388799, 0, 0, 70], [390976, 0, 0, 70], [-163970, 0, 0, 2], [-163969, 0, 0, 2], [-163906, 0, 0, 2], [-163905, 0, 0, 2], [-163904, 0, 0, 2], [-163903, 0, 0, 2], [-163842, 0, 0, 2], [-163841, 0, 0, 2], [-163840, 0, 0, 2], [-163779, 0, 0, 2], [-163778, 0, 0, 2], [-163777, 0, 0, 2], [-163776, 0, 0, 2], [-163841, 0, 0, 70], [-168257, 0, 0, 70], [-166080, 0, 0, 70]]>

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
    %valid = arith.constant true
    %v = arith.trunci %r : i32 to i16
    %o0 = arith.extui %v : i16 to i64
    %o1 = arith.constant 0 : i64
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
      %valid = arith.constant true
      %v = arith.trunci %r : i32 to i16
      %o0 = arith.extui %v : i16 to i64
      %o1 = arith.constant 0 : i64
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
llvm.mlir.global internal constant @fmt11("t16_u mismatches %ld\0A\00") {addr_space = 0 : i32}
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
memref.global "private" constant @ps11 : memref<64x4xi32> = dense<[[65406, 0, 0, 2], [65407, 0, 0, 2], [65470, 0, 0, 2], [65471, 0, 0, 2], [65472, 0, 0, 2], [65473, 0, 0, 2], [65534, 0, 0, 2], [65535, 0, 0, 2], [65536, 0, 0, 2], [65597, 0, 0, 2], [65598, 0, 0, 2], [65599, 0, 0, 2], [65600, 0, 0, 2], [65535, 0, 0, 70], [61119, 0, 0, 70], [63296, 0, 0, 70], [-129, 0, 0, 2], [-128, 0, 0, 2], [-65, 0, 0, 2], [-64, 0, 0, 2], [-63, 0, 0, 2], [-62, 0, 0, 2], [-1, 0, 0, 2], [0, 0, 0, 2], [1, 0, 0, 2], [62, 0, 0, 2], [63, 0, 0, 2], [64, 0, 0, 2], [65, 0, 0, 2], [0, 0, 0, 70], [-4416, 0, 0, 70], [-2239, 0, 0, 70], [458623, 0, 0, 2], [458624, 0, 0, 2], [458687, 0, 0, 2], [458688, 0, 0, 2], [458689, 0, 0, 2], [458690, 0, 0, 2], [458751, 0, 0, 2], [458752, 0, 0, 2], [458753, 0, 0, 2], [458814, 0, 0, 2], [458815, 0, 0, 2], [458816, 0, 0, 2], [458817, 0, 0, 2], [458752, 0, 0, 70], [454336, 0, 0, 70], [456513, 0, 0, 70], [458622, 0, 0, 2], [458623, 0, 0, 2], [458686, 0, 0, 2], [458687, 0, 0, 2], [458688, 0, 0, 2], [458689, 0, 0, 2], [458750, 0, 0, 2], [458751, 0, 0, 2], [458752, 0, 0, 2], [458813, 0, 0, 2], [458814, 0, 0, 2], [458815, 0, 0, 2], [458816, 0, 0, 2], [458751, 0, 0, 70], [454335, 0, 0, 70], [456512, 0, 0, 70]]>

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
    %valid = arith.constant true
    %v = arith.trunci %i : i32 to i8
    %o0 = arith.extui %v : i8 to i64
    %o1 = arith.constant 0 : i64
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
      %valid = arith.constant true
      %v = arith.trunci %i : i32 to i8
      %o0 = arith.extui %v : i8 to i64
      %o1 = arith.constant 0 : i64
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
llvm.mlir.global internal constant @fmt12("t8_u mismatches %ld\0A\00") {addr_space = 0 : i32}
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
memref.global "private" constant @ps12 : memref<64x4xi32> = dense<[[126, 0, 0, 2], [127, 0, 0, 2], [190, 0, 0, 2], [191, 0, 0, 2], [192, 0, 0, 2], [193, 0, 0, 2], [254, 0, 0, 2], [255, 0, 0, 2], [256, 0, 0, 2], [317, 0, 0, 2], [318, 0, 0, 2], [319, 0, 0, 2], [320, 0, 0, 2], [255, 0, 0, 70], [-4161, 0, 0, 70], [-1984, 0, 0, 70], [-129, 0, 0, 2], [-128, 0, 0, 2], [-65, 0, 0, 2], [-64, 0, 0, 2], [-63, 0, 0, 2], [-62, 0, 0, 2], [-1, 0, 0, 2], [0, 0, 0, 2], [1, 0, 0, 2], [62, 0, 0, 2], [63, 0, 0, 2], [64, 0, 0, 2], [65, 0, 0, 2], [0, 0, 0, 70], [-4416, 0, 0, 70], [-2239, 0, 0, 70], [639, 0, 0, 2], [640, 0, 0, 2], [703, 0, 0, 2], [704, 0, 0, 2], [705, 0, 0, 2], [706, 0, 0, 2], [767, 0, 0, 2], [768, 0, 0, 2], [769, 0, 0, 2], [830, 0, 0, 2], [831, 0, 0, 2], [832, 0, 0, 2], [833, 0, 0, 2], [768, 0, 0, 70], [-3648, 0, 0, 70], [-1471, 0, 0, 70], [871, 0, 0, 2], [872, 0, 0, 2], [935, 0, 0, 2], [936, 0, 0, 2], [937, 0, 0, 2], [938, 0, 0, 2], [999, 0, 0, 2], [1000, 0, 0, 2], [1001, 0, 0, 2], [1062, 0, 0, 2], [1063, 0, 0, 2], [1064, 0, 0, 2], [1065, 0, 0, 2], [1000, 0, 0, 70], [-3416, 0, 0, 70], [-1239, 0, 0, 70]]>

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
    %valid = arith.constant true
    %c3 = arith.constant 5 : i32
    %w = arith.muli %r, %c3 : i32
    %v = arith.trunci %w : i32 to i8
    %o0 = arith.extsi %v : i8 to i64
    %o1 = arith.constant 0 : i64
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
      %valid = arith.constant true
      %c3 = arith.constant 5 : i32
      %w = arith.muli %r, %c3 : i32
      %v = arith.trunci %w : i32 to i8
      %o0 = arith.extsi %v : i8 to i64
      %o1 = arith.constant 0 : i64
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
llvm.mlir.global internal constant @fmt13("t8_s_m mismatches %ld\0A\00") {addr_space = 0 : i32}
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
memref.global "private" constant @ps13 : memref<96x4xi32> = dense<[[-104, 0, 0, 2], [-103, 0, 0, 2], [-40, 0, 0, 2], [-39, 0, 0, 2], [-38, 0, 0, 2], [-37, 0, 0, 2], [24, 0, 0, 2], [25, 0, 0, 2], [26, 0, 0, 2], [87, 0, 0, 2], [88, 0, 0, 2], [89, 0, 0, 2], [90, 0, 0, 2], [25, 0, 0, 70], [-4391, 0, 0, 70], [-2214, 0, 0, 70], [-155, 0, 0, 2], [-154, 0, 0, 2], [-91, 0, 0, 2], [-90, 0, 0, 2], [-89, 0, 0, 2], [-88, 0, 0, 2], [-27, 0, 0, 2], [-26, 0, 0, 2], [-25, 0, 0, 2], [36, 0, 0, 2], [37, 0, 0, 2], [38, 0, 0, 2], [39, 0, 0, 2], [-26, 0, 0, 70], [-4442, 0, 0, 70], [-2265, 0, 0, 70], [-129, 0, 0, 2], [-128, 0, 0, 2], [-65, 0, 0, 2], [-64, 0, 0, 2], [-63, 0, 0, 2], [-62, 0, 0, 2], [-1, 0, 0, 2], [0, 0, 0, 2], [1, 0, 0, 2], [62, 0, 0, 2], [63, 0, 0, 2], [64, 0, 0, 2], [65, 0, 0, 2], [0, 0, 0, 70], [-4416, 0, 0, 70], [-2239, 0, 0, 70], [-104, 0, 0, 2], [-103, 0, 0, 2], [-40, 0, 0, 2], [-39, 0, 0, 2], [-38, 0, 0, 2], [-37, 0, 0, 2], [24, 0, 0, 2], [25, 0, 0, 2], [26, 0, 0, 2], [87, 0, 0, 2], [88, 0, 0, 2], [89, 0, 0, 2], [90, 0, 0, 2], [25, 0, 0, 70], [-4391, 0, 0, 70], [-2214, 0, 0, 70], [-103, 0, 0, 2], [-102, 0, 0, 2], [-39, 0, 0, 2], [-38, 0, 0, 2], [-37, 0, 0, 2], [-36, 0, 0, 2], [25, 0, 0, 2], [26, 0, 0, 2], [27, 0, 0, 2], [88, 0, 0, 2], [89, 0, 0, 2], [90, 0, 0, 2], [91, 0, 0, 2], [26, 0, 0, 70], [-4390, 0, 0, 70], [-2213, 0, 0, 70], [-78, 0, 0, 2], [-77, 0, 0, 2], [-14, 0, 0, 2], [-13, 0, 0, 2], [-12, 0, 0, 2], [-11, 0, 0, 2], [50, 0, 0, 2], [51, 0, 0, 2], [52, 0, 0, 2], [113, 0, 0, 2], [114, 0, 0, 2], [115, 0, 0, 2], [116, 0, 0, 2], [51, 0, 0, 70], [-4365, 0, 0, 70], [-2188, 0, 0, 70]]>

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
    %valid = arith.constant true
    %v = arith.trunci %i : i32 to i1
    %o0 = arith.extui %v : i1 to i64
    %o1 = arith.constant 0 : i64
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
      %valid = arith.constant true
      %v = arith.trunci %i : i32 to i1
      %o0 = arith.extui %v : i1 to i64
      %o1 = arith.constant 0 : i64
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
llvm.mlir.global internal constant @fmt14("t1_u mismatches %ld\0A\00") {addr_space = 0 : i32}
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
memref.global "private" constant @ps14 : memref<64x4xi32> = dense<[[-129, 0, 0, 2], [-128, 0, 0, 2], [-65, 0, 0, 2], [-64, 0, 0, 2], [-63, 0, 0, 2], [-62, 0, 0, 2], [-1, 0, 0, 2], [0, 0, 0, 2], [1, 0, 0, 2], [62, 0, 0, 2], [63, 0, 0, 2], [64, 0, 0, 2], [65, 0, 0, 2], [0, 0, 0, 70], [-4416, 0, 0, 70], [-2239, 0, 0, 70], [-128, 0, 0, 2], [-127, 0, 0, 2], [-64, 0, 0, 2], [-63, 0, 0, 2], [-62, 0, 0, 2], [-61, 0, 0, 2], [0, 0, 0, 2], [1, 0, 0, 2], [2, 0, 0, 2], [63, 0, 0, 2], [64, 0, 0, 2], [65, 0, 0, 2], [66, 0, 0, 2], [1, 0, 0, 70], [-4415, 0, 0, 70], [-2238, 0, 0, 70], [-130, 0, 0, 2], [-129, 0, 0, 2], [-66, 0, 0, 2], [-65, 0, 0, 2], [-64, 0, 0, 2], [-63, 0, 0, 2], [-2, 0, 0, 2], [-1, 0, 0, 2], [0, 0, 0, 2], [61, 0, 0, 2], [62, 0, 0, 2], [63, 0, 0, 2], [64, 0, 0, 2], [-1, 0, 0, 70], [-4417, 0, 0, 70], [-2240, 0, 0, 70], [-127, 0, 0, 2], [-126, 0, 0, 2], [-63, 0, 0, 2], [-62, 0, 0, 2], [-61, 0, 0, 2], [-60, 0, 0, 2], [1, 0, 0, 2], [2, 0, 0, 2], [3, 0, 0, 2], [64, 0, 0, 2], [65, 0, 0, 2], [66, 0, 0, 2], [67, 0, 0, 2], [2, 0, 0, 70], [-4414, 0, 0, 70], [-2237, 0, 0, 70]]>

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
    %valid = arith.constant true
    %v = arith.trunci %r : i32 to i1
    %o0 = arith.extsi %v : i1 to i64
    %o1 = arith.constant 0 : i64
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
      %valid = arith.constant true
      %v = arith.trunci %r : i32 to i1
      %o0 = arith.extsi %v : i1 to i64
      %o1 = arith.constant 0 : i64
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
llvm.mlir.global internal constant @fmt15("t1_s mismatches %ld\0A\00") {addr_space = 0 : i32}
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
memref.global "private" constant @ps15 : memref<64x4xi32> = dense<[[-129, 0, 0, 2], [-128, 0, 0, 2], [-65, 0, 0, 2], [-64, 0, 0, 2], [-63, 0, 0, 2], [-62, 0, 0, 2], [-1, 0, 0, 2], [0, 0, 0, 2], [1, 0, 0, 2], [62, 0, 0, 2], [63, 0, 0, 2], [64, 0, 0, 2], [65, 0, 0, 2], [0, 0, 0, 70], [-4416, 0, 0, 70], [-2239, 0, 0, 70], [-128, 0, 0, 2], [-127, 0, 0, 2], [-64, 0, 0, 2], [-63, 0, 0, 2], [-62, 0, 0, 2], [-61, 0, 0, 2], [0, 0, 0, 2], [1, 0, 0, 2], [2, 0, 0, 2], [63, 0, 0, 2], [64, 0, 0, 2], [65, 0, 0, 2], [66, 0, 0, 2], [1, 0, 0, 70], [-4415, 0, 0, 70], [-2238, 0, 0, 70], [-130, 0, 0, 2], [-129, 0, 0, 2], [-66, 0, 0, 2], [-65, 0, 0, 2], [-64, 0, 0, 2], [-63, 0, 0, 2], [-2, 0, 0, 2], [-1, 0, 0, 2], [0, 0, 0, 2], [61, 0, 0, 2], [62, 0, 0, 2], [63, 0, 0, 2], [64, 0, 0, 2], [-1, 0, 0, 70], [-4417, 0, 0, 70], [-2240, 0, 0, 70], [-127, 0, 0, 2], [-126, 0, 0, 2], [-63, 0, 0, 2], [-62, 0, 0, 2], [-61, 0, 0, 2], [-60, 0, 0, 2], [1, 0, 0, 2], [2, 0, 0, 2], [3, 0, 0, 2], [64, 0, 0, 2], [65, 0, 0, 2], [66, 0, 0, 2], [67, 0, 0, 2], [2, 0, 0, 70], [-4414, 0, 0, 70], [-2237, 0, 0, 70]]>

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
    %valid = arith.constant true
    %v8 = arith.trunci %i : i32 to i8
    %c7 = arith.constant 7 : i8
    %w8 = arith.addi %v8, %c7 : i8
    %v16 = arith.extsi %w8 : i8 to i16
    %o0 = arith.extsi %v16 : i16 to i64
    %o1 = arith.constant 0 : i64
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
      %valid = arith.constant true
      %v8 = arith.trunci %i : i32 to i8
      %c7 = arith.constant 7 : i8
      %w8 = arith.addi %v8, %c7 : i8
      %v16 = arith.extsi %w8 : i8 to i16
      %o0 = arith.extsi %v16 : i16 to i64
      %o1 = arith.constant 0 : i64
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
llvm.mlir.global internal constant @fmt16("i8chain mismatches %ld\0A\00") {addr_space = 0 : i32}
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
memref.global "private" constant @ps16 : memref<64x4xi32> = dense<[[-9, 0, 0, 2], [-8, 0, 0, 2], [55, 0, 0, 2], [56, 0, 0, 2], [57, 0, 0, 2], [58, 0, 0, 2], [119, 0, 0, 2], [120, 0, 0, 2], [121, 0, 0, 2], [182, 0, 0, 2], [183, 0, 0, 2], [184, 0, 0, 2], [185, 0, 0, 2], [120, 0, 0, 70], [-4296, 0, 0, 70], [-2119, 0, 0, 70], [-8, 0, 0, 2], [-7, 0, 0, 2], [56, 0, 0, 2], [57, 0, 0, 2], [58, 0, 0, 2], [59, 0, 0, 2], [120, 0, 0, 2], [121, 0, 0, 2], [122, 0, 0, 2], [183, 0, 0, 2], [184, 0, 0, 2], [185, 0, 0, 2], [186, 0, 0, 2], [121, 0, 0, 70], [-4295, 0, 0, 70], [-2118, 0, 0, 70], [-264, 0, 0, 2], [-263, 0, 0, 2], [-200, 0, 0, 2], [-199, 0, 0, 2], [-198, 0, 0, 2], [-197, 0, 0, 2], [-136, 0, 0, 2], [-135, 0, 0, 2], [-134, 0, 0, 2], [-73, 0, 0, 2], [-72, 0, 0, 2], [-71, 0, 0, 2], [-70, 0, 0, 2], [-135, 0, 0, 70], [-4551, 0, 0, 70], [-2374, 0, 0, 70], [-129, 0, 0, 2], [-128, 0, 0, 2], [-65, 0, 0, 2], [-64, 0, 0, 2], [-63, 0, 0, 2], [-62, 0, 0, 2], [-1, 0, 0, 2], [0, 0, 0, 2], [1, 0, 0, 2], [62, 0, 0, 2], [63, 0, 0, 2], [64, 0, 0, 2], [65, 0, 0, 2], [0, 0, 0, 70], [-4416, 0, 0, 70], [-2239, 0, 0, 70]]>

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
    %valid = arith.constant true
    %v16 = arith.trunci %i : i32 to i16
    %c4 = arith.constant 4 : i16
    %w = arith.shli %v16, %c4 : i16
    %o0 = arith.extsi %w : i16 to i64
    %o1 = arith.constant 0 : i64
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
      %valid = arith.constant true
      %v16 = arith.trunci %i : i32 to i16
      %c4 = arith.constant 4 : i16
      %w = arith.shli %v16, %c4 : i16
      %o0 = arith.extsi %w : i16 to i64
      %o1 = arith.constant 0 : i64
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
llvm.mlir.global internal constant @fmt17("shl_i16 mismatches %ld\0A\00") {addr_space = 0 : i32}
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
memref.global "private" constant @ps17 : memref<80x4xi32> = dense<[[1918, 0, 0, 2], [1919, 0, 0, 2], [1982, 0, 0, 2], [1983, 0, 0, 2], [1984, 0, 0, 2], [1985, 0, 0, 2], [2046, 0, 0, 2], [2047, 0, 0, 2], [2048, 0, 0, 2], [2109, 0, 0, 2], [2110, 0, 0, 2], [2111, 0, 0, 2], [2112, 0, 0, 2], [2047, 0, 0, 70], [-2369, 0, 0, 70], [-192, 0, 0, 70], [-2177, 0, 0, 2], [-2176, 0, 0, 2], [-2113, 0, 0, 2], [-2112, 0, 0, 2], [-2111, 0, 0, 2], [-2110, 0, 0, 2], [-2049, 0, 0, 2], [-2048, 0, 0, 2], [-2047, 0, 0, 2], [-1986, 0, 0, 2], [-1985, 0, 0, 2], [-1984, 0, 0, 2], [-1983, 0, 0, 2], [-2048, 0, 0, 70], [-6464, 0, 0, 70], [-4287, 0, 0, 70], [1855, 0, 0, 2], [1856, 0, 0, 2], [1919, 0, 0, 2], [1920, 0, 0, 2], [1921, 0, 0, 2], [1922, 0, 0, 2], [1983, 0, 0, 2], [1984, 0, 0, 2], [1985, 0, 0, 2], [2046, 0, 0, 2], [2047, 0, 0, 2], [2048, 0, 0, 2], [2049, 0, 0, 2], [1984, 0, 0, 70], [-2432, 0, 0, 70], [-255, 0, 0, 70], [1854, 0, 0, 2], [1855, 0, 0, 2], [1918, 0, 0, 2], [1919, 0, 0, 2], [1920, 0, 0, 2], [1921, 0, 0, 2], [1982, 0, 0, 2], [1983, 0, 0, 2], [1984, 0, 0, 2], [2045, 0, 0, 2], [2046, 0, 0, 2], [2047, 0, 0, 2], [2048, 0, 0, 2], [1983, 0, 0, 70], [-2433, 0, 0, 70], [-256, 0, 0, 70], [3967, 0, 0, 2], [3968, 0, 0, 2], [4031, 0, 0, 2], [4032, 0, 0, 2], [4033, 0, 0, 2], [4034, 0, 0, 2], [4095, 0, 0, 2], [4096, 0, 0, 2], [4097, 0, 0, 2], [4158, 0, 0, 2], [4159, 0, 0, 2], [4160, 0, 0, 2], [4161, 0, 0, 2], [4096, 0, 0, 70], [-320, 0, 0, 70], [1857, 0, 0, 70]]>

func.func @kern18(%out: memref<8960xi64>, %base: i32, %n: i32, %s: i32, %nb: index) {
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
    %valid = arith.constant true
    %o0 = arith.extsi %i : i32 to i64
    %o1x = arith.extui %i : i32 to i64
    %o1 = arith.addi %o0, %o1x : i64
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
func.func @host18(%out: memref<8960xi64>, %base: i32, %n: i32, %s: i32, %nb: index) {
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
      %valid = arith.constant true
      %o0 = arith.extsi %i : i32 to i64
      %o1x = arith.extui %i : i32 to i64
      %o1 = arith.addi %o0, %o1x : i64
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
llvm.mlir.global internal constant @fmt18("both mismatches %ld\0A\00") {addr_space = 0 : i32}
func.func @check18(%ps: memref<?x4xi32>) {
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
    func.call @kern18(%a, %base, %n, %s, %nb) : (memref<8960xi64>, i32, i32, i32, index) -> ()
    func.call @host18(%w, %base, %n, %s, %nb) : (memref<8960xi64>, i32, i32, i32, index) -> ()
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
  %fmt = llvm.mlir.addressof @fmt18 : !llvm.ptr
  llvm.call @printf(%fmt, %total) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
  memref.dealloc %a : memref<8960xi64>
  memref.dealloc %w : memref<8960xi64>
  return
}
memref.global "private" constant @ps18 : memref<80x4xi32> = dense<[[2147483518, 0, 0, 2], [2147483519, 0, 0, 2], [2147483582, 0, 0, 2], [2147483583, 0, 0, 2], [2147483584, 0, 0, 2], [2147483585, 0, 0, 2], [2147483646, 0, 0, 2], [2147483647, 0, 0, 2], [-2147483648, 0, 0, 2], [-2147483587, 0, 0, 2], [-2147483586, 0, 0, 2], [-2147483585, 0, 0, 2], [-2147483584, 0, 0, 2], [2147483647, 0, 0, 70], [2147479231, 0, 0, 70], [2147481408, 0, 0, 70], [2147483519, 0, 0, 2], [2147483520, 0, 0, 2], [2147483583, 0, 0, 2], [2147483584, 0, 0, 2], [2147483585, 0, 0, 2], [2147483586, 0, 0, 2], [2147483647, 0, 0, 2], [-2147483648, 0, 0, 2], [-2147483647, 0, 0, 2], [-2147483586, 0, 0, 2], [-2147483585, 0, 0, 2], [-2147483584, 0, 0, 2], [-2147483583, 0, 0, 2], [-2147483648, 0, 0, 70], [2147479232, 0, 0, 70], [2147481409, 0, 0, 70], [-130, 0, 0, 2], [-129, 0, 0, 2], [-66, 0, 0, 2], [-65, 0, 0, 2], [-64, 0, 0, 2], [-63, 0, 0, 2], [-2, 0, 0, 2], [-1, 0, 0, 2], [0, 0, 0, 2], [61, 0, 0, 2], [62, 0, 0, 2], [63, 0, 0, 2], [64, 0, 0, 2], [-1, 0, 0, 70], [-4417, 0, 0, 70], [-2240, 0, 0, 70], [-129, 0, 0, 2], [-128, 0, 0, 2], [-65, 0, 0, 2], [-64, 0, 0, 2], [-63, 0, 0, 2], [-62, 0, 0, 2], [-1, 0, 0, 2], [0, 0, 0, 2], [1, 0, 0, 2], [62, 0, 0, 2], [63, 0, 0, 2], [64, 0, 0, 2], [65, 0, 0, 2], [0, 0, 0, 70], [-4416, 0, 0, 70], [-2239, 0, 0, 70], [-130, 0, 0, 2], [-129, 0, 0, 2], [-66, 0, 0, 2], [-65, 0, 0, 2], [-64, 0, 0, 2], [-63, 0, 0, 2], [-2, 0, 0, 2], [-1, 0, 0, 2], [0, 0, 0, 2], [61, 0, 0, 2], [62, 0, 0, 2], [63, 0, 0, 2], [64, 0, 0, 2], [-1, 0, 0, 70], [-4417, 0, 0, 70], [-2240, 0, 0, 70]]>
func.func @main() {
  %g0 = memref.get_global @ps0 : memref<32x4xi32>
  %d0 = memref.cast %g0 : memref<32x4xi32> to memref<?x4xi32>
  func.call @check0(%d0) : (memref<?x4xi32>) -> ()
  %g1 = memref.get_global @ps1 : memref<32x4xi32>
  %d1 = memref.cast %g1 : memref<32x4xi32> to memref<?x4xi32>
  func.call @check1(%d1) : (memref<?x4xi32>) -> ()
  %g2 = memref.get_global @ps2 : memref<32x4xi32>
  %d2 = memref.cast %g2 : memref<32x4xi32> to memref<?x4xi32>
  func.call @check2(%d2) : (memref<?x4xi32>) -> ()
  %g3 = memref.get_global @ps3 : memref<32x4xi32>
  %d3 = memref.cast %g3 : memref<32x4xi32> to memref<?x4xi32>
  func.call @check3(%d3) : (memref<?x4xi32>) -> ()
  %g4 = memref.get_global @ps4 : memref<32x4xi32>
  %d4 = memref.cast %g4 : memref<32x4xi32> to memref<?x4xi32>
  func.call @check4(%d4) : (memref<?x4xi32>) -> ()
  %g5 = memref.get_global @ps5 : memref<32x4xi32>
  %d5 = memref.cast %g5 : memref<32x4xi32> to memref<?x4xi32>
  func.call @check5(%d5) : (memref<?x4xi32>) -> ()
  %g6 = memref.get_global @ps6 : memref<32x4xi32>
  %d6 = memref.cast %g6 : memref<32x4xi32> to memref<?x4xi32>
  func.call @check6(%d6) : (memref<?x4xi32>) -> ()
  %g7 = memref.get_global @ps7 : memref<48x4xi32>
  %d7 = memref.cast %g7 : memref<48x4xi32> to memref<?x4xi32>
  func.call @check7(%d7) : (memref<?x4xi32>) -> ()
  %g8 = memref.get_global @ps8 : memref<64x4xi32>
  %d8 = memref.cast %g8 : memref<64x4xi32> to memref<?x4xi32>
  func.call @check8(%d8) : (memref<?x4xi32>) -> ()
  %g9 = memref.get_global @ps9 : memref<48x4xi32>
  %d9 = memref.cast %g9 : memref<48x4xi32> to memref<?x4xi32>
  func.call @check9(%d9) : (memref<?x4xi32>) -> ()
  %g10 = memref.get_global @ps10 : memref<64x4xi32>
  %d10 = memref.cast %g10 : memref<64x4xi32> to memref<?x4xi32>
  func.call @check10(%d10) : (memref<?x4xi32>) -> ()
  %g11 = memref.get_global @ps11 : memref<64x4xi32>
  %d11 = memref.cast %g11 : memref<64x4xi32> to memref<?x4xi32>
  func.call @check11(%d11) : (memref<?x4xi32>) -> ()
  %g12 = memref.get_global @ps12 : memref<64x4xi32>
  %d12 = memref.cast %g12 : memref<64x4xi32> to memref<?x4xi32>
  func.call @check12(%d12) : (memref<?x4xi32>) -> ()
  %g13 = memref.get_global @ps13 : memref<96x4xi32>
  %d13 = memref.cast %g13 : memref<96x4xi32> to memref<?x4xi32>
  func.call @check13(%d13) : (memref<?x4xi32>) -> ()
  %g14 = memref.get_global @ps14 : memref<64x4xi32>
  %d14 = memref.cast %g14 : memref<64x4xi32> to memref<?x4xi32>
  func.call @check14(%d14) : (memref<?x4xi32>) -> ()
  %g15 = memref.get_global @ps15 : memref<64x4xi32>
  %d15 = memref.cast %g15 : memref<64x4xi32> to memref<?x4xi32>
  func.call @check15(%d15) : (memref<?x4xi32>) -> ()
  %g16 = memref.get_global @ps16 : memref<64x4xi32>
  %d16 = memref.cast %g16 : memref<64x4xi32> to memref<?x4xi32>
  func.call @check16(%d16) : (memref<?x4xi32>) -> ()
  %g17 = memref.get_global @ps17 : memref<80x4xi32>
  %d17 = memref.cast %g17 : memref<80x4xi32> to memref<?x4xi32>
  func.call @check17(%d17) : (memref<?x4xi32>) -> ()
  %g18 = memref.get_global @ps18 : memref<80x4xi32>
  %d18 = memref.cast %g18 : memref<80x4xi32> to memref<?x4xi32>
  func.call @check18(%d18) : (memref<?x4xi32>) -> ()
  return
}
