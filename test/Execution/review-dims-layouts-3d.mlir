// A 3-D block of 4 x 1 x 3 threads (y of size 1 in the middle, its
// gpu.thread_id y used in the row index and a result multiplied by
// gpu.block_dim y), gpu.block_dim / gpu.grid_dim / gpu.block_id y in
// arithmetic (the grid_dim x value enters the result), a strided input view
// (memref.subview of a host buffer with column stride 2, offset, cast to
// dynamic sizes), a rank-0 scale, i8 / i16 / f16 / f64 / i64 data (an i16
// index array into an f16 table), and a workgroup tile read through a
// rank-reducing row subview, a column subview and a memref.cast to
// dynamic sizes; barriers around an scf.for bounded by gpu.block_dim z
// with an i64 iter_arg and a `k == tz` guard. Host reference: the blocks
// one after another, phases in order, in plain scf loops. Fires: the
// front end re-types the subviews and the cast of the attribution (FRONT
// lines), stitch-cpuify interchanges the k loop and versions the x loop
// of the i16 index-array load (affine-index-loads' min/max check loop,
// CPU lines).
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner -O3 %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-gpu-to-parallel),func.func(stitch-cpuify),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.p1.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.p1.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-cpuify{inner-serialize=true interchange-cost=false}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.p2.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.p2.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.p2.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-gpu-to-parallel),func.func(stitch-cpuify{method=cache-all}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.p3.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.p3.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-gpu-to-parallel))' | FileCheck %s --check-prefix=FRONT
// FRONT-LABEL: func.func @kernel(
// FRONT: memref.subview %{{.*}} : memref<3x4xf64> to memref<4xf64, strided<[1], offset: ?>>
// FRONT: memref.cast %{{.*}} : memref<3x4xf64> to memref<?x?xf64>
// FRONT: memref.subview %{{.*}} : memref<3x4xf64> to memref<3xf64, strided<[4], offset: ?>>
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-cpuify{inner-serialize=true}))' | FileCheck %s --check-prefix=CPU
// CPU-LABEL: func.func @kernel(
// CPU-NOT: stitch.barrier
// CPU: iter_args(%{{.*}} = %c9223372036854775807{{.*}}, %{{.*}} = %c-9223372036854775808{{.*}}) -> (index, index)
// CPU-NOT: stitch.barrier
// CPU: scf.for %{{.*}} = %c0 to %c3 step %c1 {
// CPU-NOT: stitch.barrier
// CPU-LABEL: func.func @check(
// CHECK: layouts gx=1 mismatches 0 sum -1752
// CHECK-NEXT: layouts gx=5 mismatches 0 sum -50856
func.func @kernel(%A: memref<?x?xf64, strided<[?, 2], offset: ?>>, %s: memref<f64>,
                  %B: memref<?xi8>, %I: memref<?xi16>, %H: memref<?xf16>,
                  %out: memref<?x?xi64>, %gx: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  gpu.launch blocks(%bx, %by, %bz) in (%sgx = %gx, %sgy = %c2, %sgz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c4, %sy = %c1, %sz = %c3)
             workgroup(%tile : memref<3x4xf64, #gpu.address_space<workgroup>>) {
    %bdx = gpu.block_dim x
    %bdy = gpu.block_dim y
    %bdz = gpu.block_dim z
    %gdx = gpu.grid_dim x
    %tid_y = gpu.thread_id y
    %bid_y = gpu.block_id y
    %c0b = arith.muli %bx, %bdx : index
    %col = arith.addi %c0b, %tx : index
    %r0 = arith.muli %bid_y, %bdz : index
    %r1 = arith.addi %r0, %tz : index
    %r2 = arith.muli %tid_y, %c3 : index
    %row = arith.addi %r1, %r2 : index
    %a = memref.load %A[%row, %col] : memref<?x?xf64, strided<[?, 2], offset: ?>>
    %sc = memref.load %s[] : memref<f64>
    %as = arith.mulf %a, %sc : f64
    %rowv = memref.subview %tile[%tz, 0] [1, 4] [1, 1] : memref<3x4xf64, #gpu.address_space<workgroup>> to memref<4xf64, strided<[1], offset: ?>, #gpu.address_space<workgroup>>
    memref.store %as, %rowv[%tx] : memref<4xf64, strided<[1], offset: ?>, #gpu.address_space<workgroup>>
    gpu.barrier
    %dyn = memref.cast %tile : memref<3x4xf64, #gpu.address_space<workgroup>> to memref<?x?xf64, #gpu.address_space<workgroup>>
    %tz1 = arith.addi %tz, %c1 : index
    %nz = arith.remui %tz1, %bdz : index
    %tx1 = arith.addi %tx, %c1 : index
    %nx = arith.remui %tx1, %bdx : index
    %v = memref.load %dyn[%nz, %nx] : memref<?x?xf64, #gpu.address_space<workgroup>>
    %bi8 = memref.load %B[%col] : memref<?xi8>
    %b64 = arith.extsi %bi8 : i8 to i64
    %ix16 = memref.load %I[%col] : memref<?xi16>
    %ixx = arith.index_castui %ix16 : i16 to index
    %h = memref.load %H[%ixx] : memref<?xf16>
    %hf = arith.extf %h : f16 to f64
    %vh = arith.addf %v, %hf : f64
    %vi = arith.fptosi %vh : f64 to i64
    %gdx64 = arith.index_cast %gdx : index to i64
    %w0 = arith.muli %b64, %gdx64 : i64
    %w = arith.addi %vi, %w0 : i64
    gpu.barrier
    %sum = scf.for %k = %c0 to %bdz step %c1 iter_args(%acc = %w) -> (i64) {
      %colv = memref.subview %tile[0, %tx] [3, 1] [1, 1] : memref<3x4xf64, #gpu.address_space<workgroup>> to memref<3xf64, strided<[4], offset: ?>, #gpu.address_space<workgroup>>
      %e = memref.load %colv[%k] : memref<3xf64, strided<[4], offset: ?>, #gpu.address_space<workgroup>>
      gpu.barrier
      %ei = arith.fptosi %e : f64 to i64
      %acc1 = arith.addi %acc, %ei : i64
      %kk = arith.remui %k, %bdz : index
      %same = arith.cmpi eq, %kk, %tz : index
      scf.if %same {
        %d = arith.sitofp %acc1 : i64 to f64
        memref.store %d, %tile[%tz, %tx] : memref<3x4xf64, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      scf.yield %acc1 : i64
    }
    %bdy64 = arith.index_cast %bdy : index to i64
    %res = arith.muli %sum, %bdy64 : i64
    memref.store %res, %out[%row, %col] : memref<?x?xi64>
    gpu.terminator
  }
  return
}

llvm.mlir.global internal constant @fmt("layouts gx=%ld mismatches %ld sum %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

func.func @check(%gx: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %c11 = arith.constant 11 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %W = arith.muli %gx, %c4 : index
  %W2 = arith.muli %W, %c2 : index
  %W2p = arith.addi %W2, %c3 : index
  // Big buffer 8 x (2W+3); A = rows 1..6, cols 1, 3, 5, ... (stride 2).
  %big = memref.alloc(%W2p) : memref<8x?xf64>
  scf.for %i = %c0 to %c7 step %c1 {
    scf.for %j = %c0 to %W2p step %c1 {
      %t = arith.muli %i, %c11 : index
      %u = arith.addi %t, %j : index
      %u3 = arith.remui %u, %c7 : index
      %ui = arith.index_cast %u3 : index to i64
      %uf = arith.sitofp %ui : i64 to f64
      memref.store %uf, %big[%i, %j] : memref<8x?xf64>
    }
  }
  %A = memref.subview %big[1, 1] [6, %W] [1, 2] : memref<8x?xf64> to memref<6x?xf64, strided<[?, 2], offset: ?>>
  %Ad = memref.cast %A : memref<6x?xf64, strided<[?, 2], offset: ?>> to memref<?x?xf64, strided<[?, 2], offset: ?>>
  %s = memref.alloc() : memref<f64>
  %two = arith.constant 2.0 : f64
  memref.store %two, %s[] : memref<f64>
  %B = memref.alloc(%W) : memref<?xi8>
  %I = memref.alloc(%W) : memref<?xi16>
  %H = memref.alloc(%W) : memref<?xf16>
  scf.for %j = %c0 to %W step %c1 {
    %j64 = arith.index_cast %j : index to i64
    %b = arith.trunci %j64 : i64 to i8
    %k100 = arith.constant 100 : i8
    %bm = arith.subi %b, %k100 : i8
    memref.store %bm, %B[%j] : memref<?xi8>
    %Wm1 = arith.subi %W, %c1 : index
    %rj = arith.subi %Wm1, %j : index
    %r16 = arith.index_cast %rj : index to i16
    memref.store %r16, %I[%j] : memref<?xi16>
    %jf = arith.sitofp %j64 : i64 to f16
    %q = arith.constant 0.5 : f16
    %hq = arith.mulf %jf, %q : f16
    memref.store %hq, %H[%j] : memref<?xf16>
  }
  %out = memref.alloc(%W) : memref<6x?xi64>
  %outd = memref.cast %out : memref<6x?xi64> to memref<?x?xi64>
  call @kernel(%Ad, %s, %B, %I, %H, %outd, %gx) : (memref<?x?xf64, strided<[?, 2], offset: ?>>, memref<f64>, memref<?xi8>, memref<?xi16>, memref<?xf16>, memref<?x?xi64>, index) -> ()
  // Host reference, block by block in plain loops.
  %tile = memref.alloc() : memref<3x4xf64>
  %wv = memref.alloc() : memref<3x4xi64>
  %ref = memref.alloc(%W) : memref<6x?xi64>
  %gx64 = arith.index_cast %gx : index to i64
  scf.for %by = %c0 to %c2 step %c1 {
    scf.for %bx = %c0 to %gx step %c1 {
      scf.for %tz = %c0 to %c3 step %c1 {
        scf.for %tx = %c0 to %c4 step %c1 {
          %r0 = arith.muli %by, %c3 : index
          %row = arith.addi %r0, %tz : index
          %c0b = arith.muli %bx, %c4 : index
          %col = arith.addi %c0b, %tx : index
          %br = arith.addi %row, %c1 : index
          %bc0 = arith.muli %col, %c2 : index
          %bc = arith.addi %bc0, %c1 : index
          %a = memref.load %big[%br, %bc] : memref<8x?xf64>
          %as = arith.mulf %a, %two : f64
          memref.store %as, %tile[%tz, %tx] : memref<3x4xf64>
        }
      }
      scf.for %tz = %c0 to %c3 step %c1 {
        scf.for %tx = %c0 to %c4 step %c1 {
          %c0b = arith.muli %bx, %c4 : index
          %col = arith.addi %c0b, %tx : index
          %tz1 = arith.addi %tz, %c1 : index
          %nz = arith.remui %tz1, %c3 : index
          %tx1 = arith.addi %tx, %c1 : index
          %nx = arith.remui %tx1, %c4 : index
          %v = memref.load %tile[%nz, %nx] : memref<3x4xf64>
          %bi8 = memref.load %B[%col] : memref<?xi8>
          %b64 = arith.extsi %bi8 : i8 to i64
          %Wm1 = arith.subi %W, %c1 : index
          %ixx = arith.subi %Wm1, %col : index
          %h = memref.load %H[%ixx] : memref<?xf16>
          %hf = arith.extf %h : f16 to f64
          %vh = arith.addf %v, %hf : f64
          %vi = arith.fptosi %vh : f64 to i64
          %w0 = arith.muli %b64, %gx64 : i64
          %w = arith.addi %vi, %w0 : i64
          memref.store %w, %wv[%tz, %tx] : memref<3x4xi64>
        }
      }
      scf.for %k = %c0 to %c3 step %c1 {
        scf.for %tz = %c0 to %c3 step %c1 {
          scf.for %tx = %c0 to %c4 step %c1 {
            %e = memref.load %tile[%k, %tx] : memref<3x4xf64>
            %ei = arith.fptosi %e : f64 to i64
            %acc = memref.load %wv[%tz, %tx] : memref<3x4xi64>
            %acc1 = arith.addi %acc, %ei : i64
            memref.store %acc1, %wv[%tz, %tx] : memref<3x4xi64>
          }
        }
        // the writes of phase k (thread tz == k) after everyone read
        scf.for %tx = %c0 to %c4 step %c1 {
          %acc = memref.load %wv[%k, %tx] : memref<3x4xi64>
          %d = arith.sitofp %acc : i64 to f64
          memref.store %d, %tile[%k, %tx] : memref<3x4xf64>
        }
      }
      scf.for %tz = %c0 to %c3 step %c1 {
        scf.for %tx = %c0 to %c4 step %c1 {
          %r0 = arith.muli %by, %c3 : index
          %row = arith.addi %r0, %tz : index
          %c0b = arith.muli %bx, %c4 : index
          %col = arith.addi %c0b, %tx : index
          %acc = memref.load %wv[%tz, %tx] : memref<3x4xi64>
          memref.store %acc, %ref[%row, %col] : memref<6x?xi64>
        }
      }
    }
  }
  %res:2 = scf.for %i = %c0 to %c6 step %c1 iter_args(%bad = %z, %sum = %z) -> (i64, i64) {
    %r:2 = scf.for %j = %c0 to %W step %c1 iter_args(%b1 = %bad, %s1 = %sum) -> (i64, i64) {
      %g = memref.load %out[%i, %j] : memref<6x?xi64>
      %e = memref.load %ref[%i, %j] : memref<6x?xi64>
      %ne = arith.cmpi ne, %g, %e : i64
      %inc = arith.select %ne, %one, %z : i64
      %b2 = arith.addi %b1, %inc : i64
      %s2 = arith.addi %s1, %e : i64
      scf.yield %b2, %s2 : i64, i64
    }
    scf.yield %r#0, %r#1 : i64, i64
  }
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %gx64b = arith.index_cast %gx : index to i64
  llvm.call @printf(%fmt, %gx64b, %res#0, %res#1) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64, i64) -> i32
  memref.dealloc %big : memref<8x?xf64>
  memref.dealloc %out : memref<6x?xi64>
  memref.dealloc %ref : memref<6x?xi64>
  return
}

func.func @main() {
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  call @check(%c1) : (index) -> ()
  call @check(%c5) : (index) -> ()
  return
}
