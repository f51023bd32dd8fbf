// stitch-coarsen-blocks (merge) and stitch-tighten-grid on a 2-D grid of
// GX x 3 blocks of 4 x 8 threads (GX = 0, 1, 2, 10 at run time): x is
// merged with its grid dimension (the thread loop runs 4 * GX), the kernel's
// other uses of bx and tx (stored values) become g / 4 and g % 4; the y
// guard `y >= lo` narrows the y grid dimension; the x guards (`x < n`,
// `(i32)x < n32`, `x <u nu`) are then tightened by cpuify. Fires: the IR
// after stitch-coarsen-blocks has a thread loop to `GX * 4` with
// divui/remui by 4, and a ceildivsi lower bound on the grid. Host
// reference: plain loops over every block and thread.
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-coarsen-blocks),func.func(stitch-tighten-grid),func.func(stitch-cpuify{inner-serialize=true}),func.func(stitch-invariant-divrem,stitch-prefetch-blocks,canonicalize,cse),stitch-lower-to-llvm-cpu)' > %t.p0.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.p0.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-cpuify{inner-serialize=true}),func.func(stitch-invariant-divrem,stitch-prefetch-blocks,canonicalize,cse),stitch-lower-to-llvm-cpu)' > %t.p1.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.p1.mlir | FileCheck %s
// CHECK: grid total mismatches 0 sum 62285476
func.func @kernel(%in: memref<24x40xi32>, %out: memref<24x40xi32>, %gxn: index,
                  %n: index, %lo: index, %n32: i32, %nu: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c10 = arith.constant 10 : index
  %c100 = arith.constant 100 : index
  %c1000 = arith.constant 1000 : index
  %i2 = arith.constant 2 : i32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %gxn, %gy = %c3, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c4, %sy = %c8, %sz = %c1) {
    %xb = arith.muli %bx, %c4 : index
    %x = arith.addi %xb, %tx : index
    %yb = arith.muli %by, %c8 : index
    %y = arith.addi %yb, %ty : index
    %okx = arith.cmpi slt, %x, %n : index
    %x32 = arith.index_cast %x : index to i32
    %okx32 = arith.cmpi slt, %x32, %n32 : i32
    %oku = arith.cmpi ult, %x, %nu : index
    %ok1 = arith.andi %okx, %okx32 : i1
    %ok = arith.andi %ok1, %oku : i1
    scf.if %ok {
      %oky = arith.cmpi sge, %y, %lo : index
      scf.if %oky {
        %v = memref.load %in[%y, %x] : memref<24x40xi32>
        %v2 = arith.muli %v, %i2 : i32
        %a = arith.muli %bx, %c1000 : index
        %b = arith.muli %tx, %c100 : index
        %c = arith.muli %by, %c10 : index
        %s1 = arith.addi %a, %b : index
        %s2 = arith.addi %s1, %c : index
        %s3 = arith.addi %s2, %ty : index
        %s3i = arith.index_cast %s3 : index to i32
        %r = arith.addi %v2, %s3i : i32
        memref.store %r, %out[%y, %x] : memref<24x40xi32>
      }
    }
    gpu.terminator
  }
  return
}

func.func @ref(%in: memref<24x40xi32>, %out: memref<24x40xi32>, %gxn: index,
               %n: index, %lo: index, %n32: i32, %nu: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c10 = arith.constant 10 : index
  %c100 = arith.constant 100 : index
  %c1000 = arith.constant 1000 : index
  %i2 = arith.constant 2 : i32
  scf.for %bx = %c0 to %gxn step %c1 {
   scf.for %by = %c0 to %c3 step %c1 {
    scf.for %ty = %c0 to %c8 step %c1 {
     scf.for %tx = %c0 to %c4 step %c1 {
      %xb = arith.muli %bx, %c4 : index
      %x = arith.addi %xb, %tx : index
      %yb = arith.muli %by, %c8 : index
      %y = arith.addi %yb, %ty : index
      %okx = arith.cmpi slt, %x, %n : index
      %x32 = arith.index_cast %x : index to i32
      %okx32 = arith.cmpi slt, %x32, %n32 : i32
      %oku = arith.cmpi ult, %x, %nu : index
      %ok1 = arith.andi %okx, %okx32 : i1
      %ok = arith.andi %ok1, %oku : i1
      %oky = arith.cmpi sge, %y, %lo : index
      %ok2 = arith.andi %ok, %oky : i1
      scf.if %ok2 {
        %v = memref.load %in[%y, %x] : memref<24x40xi32>
        %v2 = arith.muli %v, %i2 : i32
        %a = arith.muli %bx, %c1000 : index
        %b = arith.muli %tx, %c100 : index
        %c = arith.muli %by, %c10 : index
        %s1 = arith.addi %a, %b : index
        %s2 = arith.addi %s1, %c : index
        %s3 = arith.addi %s2, %ty : index
        %s3i = arith.index_cast %s3 : index to i32
        %r = arith.addi %v2, %s3i : i32
        memref.store %r, %out[%y, %x] : memref<24x40xi32>
      }
     }
    }
   }
  }
  return
}

llvm.mlir.global internal constant @fmt("grid gx %ld n %ld lo %ld n32 %ld nu %ld mismatches %ld\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @fmt2("grid total mismatches %ld sum %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

func.func @one(%gx: index, %n: index, %lo: index, %n32: i32, %nu: index) -> (i64, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c24 = arith.constant 24 : index
  %c40 = arith.constant 40 : index
  %c7 = arith.constant 7 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %m1 = arith.constant -1 : i32
  %in = memref.alloc() : memref<24x40xi32>
  %o1 = memref.alloc() : memref<24x40xi32>
  %o2 = memref.alloc() : memref<24x40xi32>
  scf.for %i = %c0 to %c24 step %c1 {
    scf.for %j = %c0 to %c40 step %c1 {
      %ij = arith.muli %i, %j : index
      %r = arith.remui %ij, %c7 : index
      %v = arith.addi %r, %j : index
      %vi = arith.index_cast %v : index to i32
      memref.store %vi, %in[%i, %j] : memref<24x40xi32>
      memref.store %m1, %o1[%i, %j] : memref<24x40xi32>
      memref.store %m1, %o2[%i, %j] : memref<24x40xi32>
    }
  }
  call @kernel(%in, %o1, %gx, %n, %lo, %n32, %nu) : (memref<24x40xi32>, memref<24x40xi32>, index, index, index, i32, index) -> ()
  call @ref(%in, %o2, %gx, %n, %lo, %n32, %nu) : (memref<24x40xi32>, memref<24x40xi32>, index, index, index, i32, index) -> ()
  %res:2 = scf.for %i = %c0 to %c24 step %c1 iter_args(%b0 = %z, %s0 = %z) -> (i64, i64) {
    %r2:2 = scf.for %j = %c0 to %c40 step %c1 iter_args(%bb = %b0, %s = %s0) -> (i64, i64) {
      %x = memref.load %o1[%i, %j] : memref<24x40xi32>
      %y = memref.load %o2[%i, %j] : memref<24x40xi32>
      %ne = arith.cmpi ne, %x, %y : i32
      %inc = arith.select %ne, %one, %z : i64
      %b2 = arith.addi %bb, %inc : i64
      %y64 = arith.extsi %y : i32 to i64
      %s2 = arith.addi %s, %y64 : i64
      scf.yield %b2, %s2 : i64, i64
    }
    scf.yield %r2#0, %r2#1 : i64, i64
  }
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %gx64 = arith.index_cast %gx : index to i64
  %n64 = arith.index_cast %n : index to i64
  %lo64 = arith.index_cast %lo : index to i64
  %n3264 = arith.extsi %n32 : i32 to i64
  %nu64 = arith.index_cast %nu : index to i64
  %bad = arith.cmpi ne, %res#0, %z : i64
  scf.if %bad {
    llvm.call @printf(%fmt, %gx64, %n64, %lo64, %n3264, %nu64, %res#0) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64, i64, i64, i64, i64) -> i32
  }
  memref.dealloc %in : memref<24x40xi32>
  memref.dealloc %o1 : memref<24x40xi32>
  memref.dealloc %o2 : memref<24x40xi32>
  return %res#0, %res#1 : i64, i64
}

memref.global "private" constant @gxs : memref<4xi64> = dense<[0, 1, 2, 10]>
memref.global "private" constant @nss : memref<8xi64> = dense<[-9223372036854775807, -5, 0, 1, 4, 5, 37, 9223372036854775807]>
memref.global "private" constant @los : memref<5xi64> = dense<[-9223372036854775807, 0, 7, 8, 23]>
memref.global "private" constant @n32s : memref<4xi64> = dense<[-2147483648, 0, 6, 2147483647]>
memref.global "private" constant @nus : memref<3xi64> = dense<[-1, 3, 40]>
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c8 = arith.constant 8 : index
  %z = arith.constant 0 : i64
  %gxs = memref.get_global @gxs : memref<4xi64>
  %nss = memref.get_global @nss : memref<8xi64>
  %los = memref.get_global @los : memref<5xi64>
  %n32s = memref.get_global @n32s : memref<4xi64>
  %nus = memref.get_global @nus : memref<3xi64>
  %r:2 = scf.for %a = %c0 to %c4 step %c1 iter_args(%b0 = %z, %s0 = %z) -> (i64, i64) {
   %gx64 = memref.load %gxs[%a] : memref<4xi64>
   %gx = arith.index_cast %gx64 : i64 to index
   %ra:2 = scf.for %b = %c0 to %c8 step %c1 iter_args(%b1 = %b0, %s1 = %s0) -> (i64, i64) {
    %n64 = memref.load %nss[%b] : memref<8xi64>
    %n = arith.index_cast %n64 : i64 to index
    %rb:2 = scf.for %c = %c0 to %c5 step %c1 iter_args(%b2 = %b1, %s2 = %s1) -> (i64, i64) {
     %lo64 = memref.load %los[%c] : memref<5xi64>
     %lo = arith.index_cast %lo64 : i64 to index
     %rc:2 = scf.for %d = %c0 to %c4 step %c1 iter_args(%b3 = %b2, %s3 = %s2) -> (i64, i64) {
      %n3264 = memref.load %n32s[%d] : memref<4xi64>
      %n32 = arith.trunci %n3264 : i64 to i32
      %rd:2 = scf.for %e = %c0 to %c3 step %c1 iter_args(%b4 = %b3, %s4 = %s3) -> (i64, i64) {
       %nu64 = memref.load %nus[%e] : memref<3xi64>
       %nu = arith.index_cast %nu64 : i64 to index
       %x:2 = func.call @one(%gx, %n, %lo, %n32, %nu) : (index, index, index, i32, index) -> (i64, i64)
       %b5 = arith.addi %b4, %x#0 : i64
       %s5 = arith.addi %s4, %x#1 : i64
       scf.yield %b5, %s5 : i64, i64
      }
      scf.yield %rd#0, %rd#1 : i64, i64
     }
     scf.yield %rc#0, %rc#1 : i64, i64
    }
    scf.yield %rb#0, %rb#1 : i64, i64
   }
   scf.yield %ra#0, %ra#1 : i64, i64
  }
  %fmt = llvm.mlir.addressof @fmt2 : !llvm.ptr
  llvm.call @printf(%fmt, %r#0, %r#1) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64) -> i32
  return
}
