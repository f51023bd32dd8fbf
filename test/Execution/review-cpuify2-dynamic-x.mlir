// The x loop of a block whose x extent is a function argument (bdx = 1, 5,
// 32, 33, 64, 100, 128, 8; 2 rows in y; grid ceildiv(150, bdx) x 2) under
// every default rewrite: a tile load under `g < 150` (an scf.if with a
// result), a barrier, clamped neighbours max(tx - 1, 0) / min(tx + 1, bdx - 1),
// the other row's value chosen by `ty == 0` (unswitched: a uniform scf.if
// with results), an edge select on tx == 0, `(g + 1) / D` and `% D` (D = 40 or
// 7), an index-array load IN2[IDX[row] * 150 + g], a uniform loop k < K
// (K = 0..3) updating OUT2 under the guard, and a `tx == 0` point guard
// writing a per-block value. Host reference: the two phases of each block one
// after another in plain scf loops. Fires: the IR after stitch-cpuify has the
// serialized x loop bounded by the argument, versioned on `ty == 0` (IR
// lines); interchange-cost=false also interchanges (and jams) the k loop.
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-cpuify{inner-serialize=true interchange-loops=false loop-hints=false}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.v0.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.v0.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.v0.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-cpuify{inner-serialize=true interchange-cost=false}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.v1.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.v1.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.v1.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-cpuify{inner-serialize=true}))' | FileCheck %s --check-prefix=IR
// IR-LABEL: func.func @kernel
// IR: scf.for %{{.*}} = %c0{{.*}} to %arg6 step
// IR: scf.if
// IR: scf.for %{{.*}} = %c0{{.*}} to %arg6 step
// IR: scf.for %{{.*}} = %c0{{.*}} to %arg6 step
// IR-LABEL: func.func @ref
// CHECK-COUNT-8: dynx bdx={{[0-9]+}} D={{[0-9]+}} K={{[0-9]+}} mismatches 0{{$}}
!sh = memref<2x128xi32, #gpu.address_space<workgroup>>
func.func @kernel(%IN: memref<600xi32>, %IN2: memref<600xi32>, %IDX: memref<4xindex>,
                  %OUT: memref<600xi32>, %OUT2: memref<1800xi32>, %BOUT: memref<1000xi32>,
                  %bdx: index, %gx: index, %D: index, %K: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %W = arith.constant 150 : index
  %c600 = arith.constant 600 : index
  %z = arith.constant 0 : i32
  %h100 = arith.constant 100 : i32
  %i3 = arith.constant 3 : i32
  %two = arith.constant 2 : i32
  gpu.launch blocks(%bx, %by, %bz) in (%sgx = %gx, %sgy = %c2, %sgz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %bdx, %sy = %c2, %sz = %c1)
             workgroup(%sh : !sh) {
    %gb = arith.muli %bx, %bdx : index
    %g = arith.addi %gb, %tx : index
    %rb = arith.muli %by, %c2 : index
    %row = arith.addi %rb, %ty : index
    %rw = arith.muli %row, %W : index
    %at = arith.addi %rw, %g : index
    %inb = arith.cmpi ult, %g, %W : index
    %v = scf.if %inb -> (i32) {
      %x = memref.load %IN[%at] : memref<600xi32>
      scf.yield %x : i32
    } else {
      scf.yield %z : i32
    }
    memref.store %v, %sh[%ty, %tx] : !sh
    gpu.barrier
    %tm1 = arith.subi %tx, %c1 : index
    %lm = arith.maxsi %tm1, %c0 : index
    %tp1 = arith.addi %tx, %c1 : index
    %bm1 = arith.subi %bdx, %c1 : index
    %rm = arith.minsi %tp1, %bm1 : index
    %left = memref.load %sh[%ty, %lm] : !sh
    %right = memref.load %sh[%ty, %rm] : !sh
    %oty = arith.subi %c1, %ty : index
    %up = memref.load %sh[%oty, %tx] : !sh
    %isty0 = arith.cmpi eq, %ty, %c0 : index
    %istx0 = arith.cmpi eq, %tx, %c0 : index
    %e = arith.select %istx0, %h100, %z : i32
    scf.if %inb {
      %g1 = arith.addi %g, %c1 : index
      %q = arith.divui %g1, %D : index
      %m = arith.remui %g1, %D : index
      %k = memref.load %IDX[%row] : memref<4xindex>
      %kw = arith.muli %k, %W : index
      %kat = arith.addi %kw, %g : index
      %t = memref.load %IN2[%kat] : memref<600xi32>
      %upv = scf.if %isty0 -> (i32) {
        %u2 = arith.muli %up, %two : i32
        scf.yield %u2 : i32
      } else {
        scf.yield %up : i32
      }
      %s1 = arith.addi %left, %right : i32
      %s2 = arith.addi %s1, %upv : i32
      %s3 = arith.addi %s2, %e : i32
      %qi = arith.index_cast %q : index to i32
      %q3 = arith.muli %qi, %i3 : i32
      %mi = arith.index_cast %m : index to i32
      %s4 = arith.addi %s3, %q3 : i32
      %s5 = arith.addi %s4, %mi : i32
      %s6 = arith.addi %s5, %t : i32
      memref.store %s6, %OUT[%at] : memref<600xi32>
      scf.for %kk = %c0 to %K step %c1 {
        %kr = arith.muli %kk, %c600 : index
        %a2 = arith.addi %kr, %at : index
        %o = memref.load %OUT2[%a2] : memref<1800xi32>
        %kki = arith.index_cast %kk : index to i32
        %vk = arith.muli %v, %kki : i32
        %o2 = arith.addi %o, %vk : i32
        %o3 = arith.addi %o2, %left : i32
        memref.store %o3, %OUT2[%a2] : memref<1800xi32>
      }
    }
    scf.if %istx0 {
      %s0 = memref.load %sh[%ty, %c0] : !sh
      %b1 = arith.addi %s0, %left : i32
      %b2 = arith.addi %b1, %right : i32
      %bi0 = arith.muli %row, %gx : index
      %bi = arith.addi %bi0, %bx : index
      memref.store %b2, %BOUT[%bi] : memref<1000xi32>
    }
    gpu.terminator
  }
  return
}

func.func @ref(%IN: memref<600xi32>, %IN2: memref<600xi32>, %IDX: memref<4xindex>,
               %OUT: memref<600xi32>, %OUT2: memref<1800xi32>, %BOUT: memref<1000xi32>,
               %bdx: index, %gx: index, %D: index, %K: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %W = arith.constant 150 : index
  %c600 = arith.constant 600 : index
  %z = arith.constant 0 : i32
  %h100 = arith.constant 100 : i32
  %i3 = arith.constant 3 : i32
  %two = arith.constant 2 : i32
  %sh = memref.alloc() : memref<2x128xi32>
  scf.for %by = %c0 to %c2 step %c1 {
    scf.for %bx = %c0 to %gx step %c1 {
      // phase 1
      scf.for %ty = %c0 to %c2 step %c1 {
        scf.for %tx = %c0 to %bdx step %c1 {
          %gb = arith.muli %bx, %bdx : index
          %g = arith.addi %gb, %tx : index
          %rb = arith.muli %by, %c2 : index
          %row = arith.addi %rb, %ty : index
          %rw = arith.muli %row, %W : index
          %at = arith.addi %rw, %g : index
          %inb = arith.cmpi ult, %g, %W : index
          %v = scf.if %inb -> (i32) {
            %x = memref.load %IN[%at] : memref<600xi32>
            scf.yield %x : i32
          } else {
            scf.yield %z : i32
          }
          memref.store %v, %sh[%ty, %tx] : memref<2x128xi32>
        }
      }
      // phase 2
      scf.for %ty = %c0 to %c2 step %c1 {
        scf.for %tx = %c0 to %bdx step %c1 {
          %gb = arith.muli %bx, %bdx : index
          %g = arith.addi %gb, %tx : index
          %rb = arith.muli %by, %c2 : index
          %row = arith.addi %rb, %ty : index
          %rw = arith.muli %row, %W : index
          %at = arith.addi %rw, %g : index
          %inb = arith.cmpi ult, %g, %W : index
          %v = memref.load %sh[%ty, %tx] : memref<2x128xi32>
          %istx0 = arith.cmpi eq, %tx, %c0 : index
          %islast = arith.cmpi eq, %tx, %bdx : index
          %tm1 = arith.subi %tx, %c1 : index
          %lm = arith.select %istx0, %c0, %tm1 : index
          %tp1 = arith.addi %tx, %c1 : index
          %pastend = arith.cmpi uge, %tp1, %bdx : index
          %bm1 = arith.subi %bdx, %c1 : index
          %rm = arith.select %pastend, %bm1, %tp1 : index
          %left = memref.load %sh[%ty, %lm] : memref<2x128xi32>
          %right = memref.load %sh[%ty, %rm] : memref<2x128xi32>
          %oty = arith.subi %c1, %ty : index
          %up = memref.load %sh[%oty, %tx] : memref<2x128xi32>
          %isty0 = arith.cmpi eq, %ty, %c0 : index
          %e = arith.select %istx0, %h100, %z : i32
          scf.if %inb {
            %g1 = arith.addi %g, %c1 : index
            %q = arith.divui %g1, %D : index
            %m = arith.remui %g1, %D : index
            %k = memref.load %IDX[%row] : memref<4xindex>
            %kw = arith.muli %k, %W : index
            %kat = arith.addi %kw, %g : index
            %t = memref.load %IN2[%kat] : memref<600xi32>
            %u2 = arith.muli %up, %two : i32
            %upv = arith.select %isty0, %u2, %up : i32
            %s1 = arith.addi %left, %right : i32
            %s2 = arith.addi %s1, %upv : i32
            %s3 = arith.addi %s2, %e : i32
            %qi = arith.index_cast %q : index to i32
            %q3 = arith.muli %qi, %i3 : i32
            %mi = arith.index_cast %m : index to i32
            %s4 = arith.addi %s3, %q3 : i32
            %s5 = arith.addi %s4, %mi : i32
            %s6 = arith.addi %s5, %t : i32
            memref.store %s6, %OUT[%at] : memref<600xi32>
            scf.for %kk = %c0 to %K step %c1 {
              %kr = arith.muli %kk, %c600 : index
              %a2 = arith.addi %kr, %at : index
              %o = memref.load %OUT2[%a2] : memref<1800xi32>
              %kki = arith.index_cast %kk : index to i32
              %vk = arith.muli %v, %kki : i32
              %o2 = arith.addi %o, %vk : i32
              %o3 = arith.addi %o2, %left : i32
              memref.store %o3, %OUT2[%a2] : memref<1800xi32>
            }
          }
          scf.if %istx0 {
            %s0 = memref.load %sh[%ty, %c0] : memref<2x128xi32>
            %b1 = arith.addi %s0, %left : i32
            %b2 = arith.addi %b1, %right : i32
            %bi0 = arith.muli %row, %gx : index
            %bi = arith.addi %bi0, %bx : index
            memref.store %b2, %BOUT[%bi] : memref<1000xi32>
          }
        }
      }
    }
  }
  memref.dealloc %sh : memref<2x128xi32>
  return
}

func.func @fill(%X: memref<?xi32>, %mul: i32, %add: i32, %mod: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %X, %c0 : memref<?xi32>
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i32
    %a = arith.muli %ii, %mul : i32
    %b = arith.addi %a, %add : i32
    %c = arith.remsi %b, %mod : i32
    memref.store %c, %X[%i] : memref<?xi32>
  }
  return
}

func.func @cmp(%X: memref<?xi32>, %Y: memref<?xi32>, %acc: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %X, %c0 : memref<?xi32>
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %acc) -> i64 {
    %x = memref.load %X[%i] : memref<?xi32>
    %y = memref.load %Y[%i] : memref<?xi32>
    %ne = arith.cmpi ne, %x, %y : i32
    %inc = arith.select %ne, %one, %z : i64
    %a2 = arith.addi %a, %inc : i64
    scf.yield %a2 : i64
  }
  return %r : i64
}

llvm.mlir.global internal constant @fmt("dynx bdx=%ld D=%ld K=%ld mismatches %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c150 = arith.constant 150 : index
  %c600 = arith.constant 600 : index
  %c1800 = arith.constant 1800 : index
  %c1000 = arith.constant 1000 : index
  %zi = arith.constant 0 : i64
  %i0 = arith.constant 0 : i32
  %i1 = arith.constant 1 : i32
  %i7 = arith.constant 7 : i32
  %i11 = arith.constant 11 : i32
  %i13 = arith.constant 13 : i32
  %i1000 = arith.constant 1000 : i32
  %i3 = arith.constant 3 : i32
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %IN = memref.alloc(%c600) : memref<?xi32>
  %IN2 = memref.alloc(%c600) : memref<?xi32>
  %IDX = memref.alloc() : memref<4xindex>
  memref.store %c2, %IDX[%c0] : memref<4xindex>
  memref.store %c3, %IDX[%c1] : memref<4xindex>
  memref.store %c0, %IDX[%c2] : memref<4xindex>
  memref.store %c2, %IDX[%c3] : memref<4xindex>
  %O = memref.alloc(%c600) : memref<?xi32>
  %O2 = memref.alloc(%c600) : memref<?xi32>
  %P = memref.alloc(%c1800) : memref<?xi32>
  %P2 = memref.alloc(%c1800) : memref<?xi32>
  %B = memref.alloc(%c1000) : memref<?xi32>
  %B2 = memref.alloc(%c1000) : memref<?xi32>
  func.call @fill(%IN, %i7, %i3, %i1000) : (memref<?xi32>, i32, i32, i32) -> ()
  func.call @fill(%IN2, %i13, %i1, %i1000) : (memref<?xi32>, i32, i32, i32) -> ()
  %sizes = memref.alloc() : memref<8xindex>
  %v1 = arith.constant 1 : index
  %v5 = arith.constant 5 : index
  %v32 = arith.constant 32 : index
  %v33 = arith.constant 33 : index
  %v64 = arith.constant 64 : index
  %v100 = arith.constant 100 : index
  %v128 = arith.constant 128 : index
  %v8 = arith.constant 8 : index
  memref.store %v1, %sizes[%c0] : memref<8xindex>
  memref.store %v5, %sizes[%c1] : memref<8xindex>
  memref.store %v32, %sizes[%c2] : memref<8xindex>
  memref.store %v33, %sizes[%c3] : memref<8xindex>
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  memref.store %v64, %sizes[%c4] : memref<8xindex>
  memref.store %v100, %sizes[%c5] : memref<8xindex>
  memref.store %v128, %sizes[%c6] : memref<8xindex>
  memref.store %v8, %sizes[%c7] : memref<8xindex>
  %Is = memref.cast %IN : memref<?xi32> to memref<600xi32>
  %I2s = memref.cast %IN2 : memref<?xi32> to memref<600xi32>
  %Os = memref.cast %O : memref<?xi32> to memref<600xi32>
  %O2s = memref.cast %O2 : memref<?xi32> to memref<600xi32>
  %Ps = memref.cast %P : memref<?xi32> to memref<1800xi32>
  %P2s = memref.cast %P2 : memref<?xi32> to memref<1800xi32>
  %Bs = memref.cast %B : memref<?xi32> to memref<1000xi32>
  %B2s = memref.cast %B2 : memref<?xi32> to memref<1000xi32>
  scf.for %si = %c0 to %c8 step %c1 {
    %bdx = memref.load %sizes[%si] : memref<8xindex>
    %t0 = arith.addi %bdx, %c150 : index
    %t1 = arith.subi %t0, %c1 : index
    %gx = arith.divui %t1, %bdx : index
    // D: 40 or 7; K: 0..3
    %odd = arith.remui %si, %c2 : index
    %isodd = arith.cmpi eq, %odd, %c1 : index
    %c40 = arith.constant 40 : index
    %D = arith.select %isodd, %c7, %c40 : index
    %K = arith.remui %si, %c4 : index
    func.call @fill(%O, %i0, %i7, %i1000) : (memref<?xi32>, i32, i32, i32) -> ()
    func.call @fill(%O2, %i0, %i7, %i1000) : (memref<?xi32>, i32, i32, i32) -> ()
    func.call @fill(%P, %i11, %i7, %i1000) : (memref<?xi32>, i32, i32, i32) -> ()
    func.call @fill(%P2, %i11, %i7, %i1000) : (memref<?xi32>, i32, i32, i32) -> ()
    func.call @fill(%B, %i0, %i7, %i1000) : (memref<?xi32>, i32, i32, i32) -> ()
    func.call @fill(%B2, %i0, %i7, %i1000) : (memref<?xi32>, i32, i32, i32) -> ()
    func.call @kernel(%Is, %I2s, %IDX, %Os, %Ps, %Bs, %bdx, %gx, %D, %K) : (memref<600xi32>, memref<600xi32>, memref<4xindex>, memref<600xi32>, memref<1800xi32>, memref<1000xi32>, index, index, index, index) -> ()
    func.call @ref(%Is, %I2s, %IDX, %O2s, %P2s, %B2s, %bdx, %gx, %D, %K) : (memref<600xi32>, memref<600xi32>, memref<4xindex>, memref<600xi32>, memref<1800xi32>, memref<1000xi32>, index, index, index, index) -> ()
    %m0 = func.call @cmp(%O, %O2, %zi) : (memref<?xi32>, memref<?xi32>, i64) -> i64
    %m1 = func.call @cmp(%P, %P2, %m0) : (memref<?xi32>, memref<?xi32>, i64) -> i64
    %m2 = func.call @cmp(%B, %B2, %m1) : (memref<?xi32>, memref<?xi32>, i64) -> i64
    %bi = arith.index_cast %bdx : index to i64
    %Di = arith.index_cast %D : index to i64
    %Ki = arith.index_cast %K : index to i64
    llvm.call @printf(%fmt, %bi, %Di, %Ki, %m2) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64, i64, i64) -> i32
  }
  return
}
