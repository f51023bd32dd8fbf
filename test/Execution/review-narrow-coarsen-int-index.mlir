// Review of stitch-coarsen-blocks (passes/transforms/CoarsenBlocks.c): the
// integer-typed global index `(T)t + (T)b * B` (either operand order)
// becomes `(T)g` of the merged index g. Kernels 0-5 (gpu.launch, blocks
// of B x 2 threads, a 40 x 3 grid, the x column contiguous): T = i8 with
// B = 4 (sext) and B = 8 (zext), i16, i32: the values wrap in T (i8: every
// 64 columns) and are stored as data (ext((T)t + (T)b*B) * ext(B*(T)b +
// (T)t) + ext((T)t)); kernel 3 multiplies by 8 with blocks of 4 (not the
// global index: left alone), kernel 4 by the y block index (left alone).
// 40, 33 and 1 blocks in x. Kernel 6 is the input form (grid and thread
// scf.parallel, `{stitch.threads}`) with a run-time grid lower bound, also
// negative, and empty grids: (i32)tx + (i32)bx * 4 becomes (i32)g, g from
// 4 * lbx (floor division for the other uses), and the narrow-indices
// chains of base + that index (extsi/extui, * -3, i16) with a guard
// `base + x < n` on the merged x loop (a non-zero run-time lower bound).
// Compared with plain host loops; the IR check shows the merges; the
// last RUN runs without narrow-indices.
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-coarsen-blocks))' | FileCheck %s --check-prefix=IR
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-coarsen-blocks),func.func(stitch-tighten-grid),func.func(stitch-cpuify{inner-serialize=true narrow-indices=false}),func.func(canonicalize,cse),stitch-lower-to-llvm-cpu)' > %t.off.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.off.mlir | FileCheck %s
// CHECK-NOT: mismatches {{[1-9]}}
// CHECK: coarsen done
// IR-LABEL: func.func @kern_0(
// IR-NOT: arith.muli %{{.*}} : i8
// IR: {stitch.threads}
// IR-LABEL: func.func @kern_1(
// IR-NOT: arith.muli %{{.*}} : i8
// IR: {stitch.threads}
// IR-LABEL: func.func @kern_2(
// IR-NOT: arith.muli %{{.*}} : i16
// IR: {stitch.threads}
// IR-LABEL: func.func @kern_3(
// IR: arith.muli %{{.*}} : i8
// IR-LABEL: func.func @kern_4(
// IR: arith.muli %{{.*}} : i8
// IR-LABEL: func.func @kern_6(
// IR: arith.floordivsi
// IR: arith.index_cast %[[G:arg[0-9]+]] : index to i32
// IR-NOT: arith.muli %{{.*}}, %c4_i32
// IR: {stitch.threads}

llvm.mlir.global internal constant @fmt_done("coarsen done\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32
func.func @kern_0(%out: memref<6x160xi64>, %nbx: index) {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %cB = arith.constant 4 : index
  %cTY = arith.constant 2 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %nbx, %gy = %c3, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %cB, %sy = %cTY, %sz = %c1) {
    %bxT = arith.index_cast %bx : index to i8
    %txT = arith.index_cast %tx : index to i8
    %kB = arith.constant 4 : i8
    %bo = arith.muli %bxT, %kB : i8
    %gT = arith.addi %txT, %bo : i8
    %bo2 = arith.muli %kB, %bxT : i8
    %gT2 = arith.addi %bo2, %txT : i8
    %v1 = arith.extsi %gT : i8 to i64
    %v2 = arith.extsi %gT2 : i8 to i64
    %v3 = arith.extsi %txT : i8 to i64
    %s12 = arith.muli %v1, %v2 : i64
    %sum = arith.addi %s12, %v3 : i64
    %kBx = arith.constant 4 : index
    %gxo = arith.muli %bx, %kBx : index
    %gxx = arith.addi %gxo, %tx : index
    %kTY = arith.constant 2 : index
    %gyo = arith.muli %by, %kTY : index
    %gyy = arith.addi %gyo, %ty : index

    memref.store %sum, %out[%gyy, %gxx] : memref<6x160xi64>
    gpu.terminator
  }
  return
}
func.func @host_0(%out: memref<6x160xi64>, %nbx: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %cB = arith.constant 4 : index
  %cTY = arith.constant 2 : index
  scf.for %bx = %c0 to %nbx step %c1 {
  scf.for %by = %c0 to %c3 step %c1 {
  scf.for %tx = %c0 to %cB step %c1 {
  scf.for %ty = %c0 to %cTY step %c1 {
    %bxT = arith.index_cast %bx : index to i8
    %txT = arith.index_cast %tx : index to i8
    %kB = arith.constant 4 : i8
    %bo = arith.muli %bxT, %kB : i8
    %gT = arith.addi %txT, %bo : i8
    %bo2 = arith.muli %kB, %bxT : i8
    %gT2 = arith.addi %bo2, %txT : i8
    %v1 = arith.extsi %gT : i8 to i64
    %v2 = arith.extsi %gT2 : i8 to i64
    %v3 = arith.extsi %txT : i8 to i64
    %s12 = arith.muli %v1, %v2 : i64
    %sum = arith.addi %s12, %v3 : i64
    %kBx = arith.constant 4 : index
    %gxo = arith.muli %bx, %kBx : index
    %gxx = arith.addi %gxo, %tx : index
    %kTY = arith.constant 2 : index
    %gyo = arith.muli %by, %kTY : index
    %gyy = arith.addi %gyo, %ty : index

    memref.store %sum, %out[%gyy, %gxx] : memref<6x160xi64>
  } } } }
  return
}
llvm.mlir.global internal constant @fmt_0("coarseni8B4m4bx nbx %ld mismatches %ld\0A\00") {addr_space = 0 : i32}
func.func @check_0(%nbx: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cH = arith.constant 6 : index
  %cW = arith.constant 160 : index
  %sent = arith.constant -7 : i64
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %a = memref.alloc() : memref<6x160xi64>
  %w = memref.alloc() : memref<6x160xi64>
  scf.for %i = %c0 to %cH step %c1 {
  scf.for %j = %c0 to %cW step %c1 {
    memref.store %sent, %a[%i, %j] : memref<6x160xi64>
    memref.store %sent, %w[%i, %j] : memref<6x160xi64>
  } }
  call @kern_0(%a, %nbx) : (memref<6x160xi64>, index) -> ()
  call @host_0(%w, %nbx) : (memref<6x160xi64>, index) -> ()
  %bad = scf.for %i = %c0 to %cH step %c1 iter_args(%acc = %z) -> (i64) {
   %r = scf.for %j = %c0 to %cW step %c1 iter_args(%acc1 = %acc) -> (i64) {
    %x = memref.load %a[%i, %j] : memref<6x160xi64>
    %y = memref.load %w[%i, %j] : memref<6x160xi64>
    %ne = arith.cmpi ne, %x, %y : i64
    %inc = arith.select %ne, %one, %z : i64
    %acc2 = arith.addi %acc1, %inc : i64
    scf.yield %acc2 : i64
   }
   scf.yield %r : i64
  }
  %fmt = llvm.mlir.addressof @fmt_0 : !llvm.ptr
  %n64 = arith.index_cast %nbx : index to i64
  llvm.call @printf(%fmt, %n64, %bad) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64) -> i32
  return
}
func.func @main_0() {
  %a = arith.constant 40 : index
  %b = arith.constant 33 : index
  %c = arith.constant 1 : index
  call @check_0(%a) : (index) -> ()
  call @check_0(%b) : (index) -> ()
  call @check_0(%c) : (index) -> ()
  return
}
func.func @kern_1(%out: memref<6x320xi64>, %nbx: index) {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %cB = arith.constant 8 : index
  %cTY = arith.constant 2 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %nbx, %gy = %c3, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %cB, %sy = %cTY, %sz = %c1) {
    %bxT = arith.index_cast %bx : index to i8
    %txT = arith.index_cast %tx : index to i8
    %kB = arith.constant 8 : i8
    %bo = arith.muli %bxT, %kB : i8
    %gT = arith.addi %txT, %bo : i8
    %bo2 = arith.muli %kB, %bxT : i8
    %gT2 = arith.addi %bo2, %txT : i8
    %v1 = arith.extui %gT : i8 to i64
    %v2 = arith.extui %gT2 : i8 to i64
    %v3 = arith.extui %txT : i8 to i64
    %s12 = arith.muli %v1, %v2 : i64
    %sum = arith.addi %s12, %v3 : i64
    %kBx = arith.constant 8 : index
    %gxo = arith.muli %bx, %kBx : index
    %gxx = arith.addi %gxo, %tx : index
    %kTY = arith.constant 2 : index
    %gyo = arith.muli %by, %kTY : index
    %gyy = arith.addi %gyo, %ty : index

    memref.store %sum, %out[%gyy, %gxx] : memref<6x320xi64>
    gpu.terminator
  }
  return
}
func.func @host_1(%out: memref<6x320xi64>, %nbx: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %cB = arith.constant 8 : index
  %cTY = arith.constant 2 : index
  scf.for %bx = %c0 to %nbx step %c1 {
  scf.for %by = %c0 to %c3 step %c1 {
  scf.for %tx = %c0 to %cB step %c1 {
  scf.for %ty = %c0 to %cTY step %c1 {
    %bxT = arith.index_cast %bx : index to i8
    %txT = arith.index_cast %tx : index to i8
    %kB = arith.constant 8 : i8
    %bo = arith.muli %bxT, %kB : i8
    %gT = arith.addi %txT, %bo : i8
    %bo2 = arith.muli %kB, %bxT : i8
    %gT2 = arith.addi %bo2, %txT : i8
    %v1 = arith.extui %gT : i8 to i64
    %v2 = arith.extui %gT2 : i8 to i64
    %v3 = arith.extui %txT : i8 to i64
    %s12 = arith.muli %v1, %v2 : i64
    %sum = arith.addi %s12, %v3 : i64
    %kBx = arith.constant 8 : index
    %gxo = arith.muli %bx, %kBx : index
    %gxx = arith.addi %gxo, %tx : index
    %kTY = arith.constant 2 : index
    %gyo = arith.muli %by, %kTY : index
    %gyy = arith.addi %gyo, %ty : index

    memref.store %sum, %out[%gyy, %gxx] : memref<6x320xi64>
  } } } }
  return
}
llvm.mlir.global internal constant @fmt_1("coarseni8B8m8bx nbx %ld mismatches %ld\0A\00") {addr_space = 0 : i32}
func.func @check_1(%nbx: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cH = arith.constant 6 : index
  %cW = arith.constant 320 : index
  %sent = arith.constant -7 : i64
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %a = memref.alloc() : memref<6x320xi64>
  %w = memref.alloc() : memref<6x320xi64>
  scf.for %i = %c0 to %cH step %c1 {
  scf.for %j = %c0 to %cW step %c1 {
    memref.store %sent, %a[%i, %j] : memref<6x320xi64>
    memref.store %sent, %w[%i, %j] : memref<6x320xi64>
  } }
  call @kern_1(%a, %nbx) : (memref<6x320xi64>, index) -> ()
  call @host_1(%w, %nbx) : (memref<6x320xi64>, index) -> ()
  %bad = scf.for %i = %c0 to %cH step %c1 iter_args(%acc = %z) -> (i64) {
   %r = scf.for %j = %c0 to %cW step %c1 iter_args(%acc1 = %acc) -> (i64) {
    %x = memref.load %a[%i, %j] : memref<6x320xi64>
    %y = memref.load %w[%i, %j] : memref<6x320xi64>
    %ne = arith.cmpi ne, %x, %y : i64
    %inc = arith.select %ne, %one, %z : i64
    %acc2 = arith.addi %acc1, %inc : i64
    scf.yield %acc2 : i64
   }
   scf.yield %r : i64
  }
  %fmt = llvm.mlir.addressof @fmt_1 : !llvm.ptr
  %n64 = arith.index_cast %nbx : index to i64
  llvm.call @printf(%fmt, %n64, %bad) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64) -> i32
  return
}
func.func @main_1() {
  %a = arith.constant 40 : index
  %b = arith.constant 33 : index
  %c = arith.constant 1 : index
  call @check_1(%a) : (index) -> ()
  call @check_1(%b) : (index) -> ()
  call @check_1(%c) : (index) -> ()
  return
}
func.func @kern_2(%out: memref<6x160xi64>, %nbx: index) {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %cB = arith.constant 4 : index
  %cTY = arith.constant 2 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %nbx, %gy = %c3, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %cB, %sy = %cTY, %sz = %c1) {
    %bxT = arith.index_cast %bx : index to i16
    %txT = arith.index_cast %tx : index to i16
    %kB = arith.constant 4 : i16
    %bo = arith.muli %bxT, %kB : i16
    %gT = arith.addi %txT, %bo : i16
    %bo2 = arith.muli %kB, %bxT : i16
    %gT2 = arith.addi %bo2, %txT : i16
    %v1 = arith.extsi %gT : i16 to i64
    %v2 = arith.extsi %gT2 : i16 to i64
    %v3 = arith.extsi %txT : i16 to i64
    %s12 = arith.muli %v1, %v2 : i64
    %sum = arith.addi %s12, %v3 : i64
    %kBx = arith.constant 4 : index
    %gxo = arith.muli %bx, %kBx : index
    %gxx = arith.addi %gxo, %tx : index
    %kTY = arith.constant 2 : index
    %gyo = arith.muli %by, %kTY : index
    %gyy = arith.addi %gyo, %ty : index

    memref.store %sum, %out[%gyy, %gxx] : memref<6x160xi64>
    gpu.terminator
  }
  return
}
func.func @host_2(%out: memref<6x160xi64>, %nbx: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %cB = arith.constant 4 : index
  %cTY = arith.constant 2 : index
  scf.for %bx = %c0 to %nbx step %c1 {
  scf.for %by = %c0 to %c3 step %c1 {
  scf.for %tx = %c0 to %cB step %c1 {
  scf.for %ty = %c0 to %cTY step %c1 {
    %bxT = arith.index_cast %bx : index to i16
    %txT = arith.index_cast %tx : index to i16
    %kB = arith.constant 4 : i16
    %bo = arith.muli %bxT, %kB : i16
    %gT = arith.addi %txT, %bo : i16
    %bo2 = arith.muli %kB, %bxT : i16
    %gT2 = arith.addi %bo2, %txT : i16
    %v1 = arith.extsi %gT : i16 to i64
    %v2 = arith.extsi %gT2 : i16 to i64
    %v3 = arith.extsi %txT : i16 to i64
    %s12 = arith.muli %v1, %v2 : i64
    %sum = arith.addi %s12, %v3 : i64
    %kBx = arith.constant 4 : index
    %gxo = arith.muli %bx, %kBx : index
    %gxx = arith.addi %gxo, %tx : index
    %kTY = arith.constant 2 : index
    %gyo = arith.muli %by, %kTY : index
    %gyy = arith.addi %gyo, %ty : index

    memref.store %sum, %out[%gyy, %gxx] : memref<6x160xi64>
  } } } }
  return
}
llvm.mlir.global internal constant @fmt_2("coarseni16B4m4bx nbx %ld mismatches %ld\0A\00") {addr_space = 0 : i32}
func.func @check_2(%nbx: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cH = arith.constant 6 : index
  %cW = arith.constant 160 : index
  %sent = arith.constant -7 : i64
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %a = memref.alloc() : memref<6x160xi64>
  %w = memref.alloc() : memref<6x160xi64>
  scf.for %i = %c0 to %cH step %c1 {
  scf.for %j = %c0 to %cW step %c1 {
    memref.store %sent, %a[%i, %j] : memref<6x160xi64>
    memref.store %sent, %w[%i, %j] : memref<6x160xi64>
  } }
  call @kern_2(%a, %nbx) : (memref<6x160xi64>, index) -> ()
  call @host_2(%w, %nbx) : (memref<6x160xi64>, index) -> ()
  %bad = scf.for %i = %c0 to %cH step %c1 iter_args(%acc = %z) -> (i64) {
   %r = scf.for %j = %c0 to %cW step %c1 iter_args(%acc1 = %acc) -> (i64) {
    %x = memref.load %a[%i, %j] : memref<6x160xi64>
    %y = memref.load %w[%i, %j] : memref<6x160xi64>
    %ne = arith.cmpi ne, %x, %y : i64
    %inc = arith.select %ne, %one, %z : i64
    %acc2 = arith.addi %acc1, %inc : i64
    scf.yield %acc2 : i64
   }
   scf.yield %r : i64
  }
  %fmt = llvm.mlir.addressof @fmt_2 : !llvm.ptr
  %n64 = arith.index_cast %nbx : index to i64
  llvm.call @printf(%fmt, %n64, %bad) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64) -> i32
  return
}
func.func @main_2() {
  %a = arith.constant 40 : index
  %b = arith.constant 33 : index
  %c = arith.constant 1 : index
  call @check_2(%a) : (index) -> ()
  call @check_2(%b) : (index) -> ()
  call @check_2(%c) : (index) -> ()
  return
}
func.func @kern_3(%out: memref<6x160xi64>, %nbx: index) {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %cB = arith.constant 4 : index
  %cTY = arith.constant 2 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %nbx, %gy = %c3, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %cB, %sy = %cTY, %sz = %c1) {
    %bxT = arith.index_cast %bx : index to i8
    %txT = arith.index_cast %tx : index to i8
    %kB = arith.constant 8 : i8
    %bo = arith.muli %bxT, %kB : i8
    %gT = arith.addi %txT, %bo : i8
    %bo2 = arith.muli %kB, %bxT : i8
    %gT2 = arith.addi %bo2, %txT : i8
    %v1 = arith.extsi %gT : i8 to i64
    %v2 = arith.extsi %gT2 : i8 to i64
    %v3 = arith.extsi %txT : i8 to i64
    %s12 = arith.muli %v1, %v2 : i64
    %sum = arith.addi %s12, %v3 : i64
    %kBx = arith.constant 4 : index
    %gxo = arith.muli %bx, %kBx : index
    %gxx = arith.addi %gxo, %tx : index
    %kTY = arith.constant 2 : index
    %gyo = arith.muli %by, %kTY : index
    %gyy = arith.addi %gyo, %ty : index

    memref.store %sum, %out[%gyy, %gxx] : memref<6x160xi64>
    gpu.terminator
  }
  return
}
func.func @host_3(%out: memref<6x160xi64>, %nbx: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %cB = arith.constant 4 : index
  %cTY = arith.constant 2 : index
  scf.for %bx = %c0 to %nbx step %c1 {
  scf.for %by = %c0 to %c3 step %c1 {
  scf.for %tx = %c0 to %cB step %c1 {
  scf.for %ty = %c0 to %cTY step %c1 {
    %bxT = arith.index_cast %bx : index to i8
    %txT = arith.index_cast %tx : index to i8
    %kB = arith.constant 8 : i8
    %bo = arith.muli %bxT, %kB : i8
    %gT = arith.addi %txT, %bo : i8
    %bo2 = arith.muli %kB, %bxT : i8
    %gT2 = arith.addi %bo2, %txT : i8
    %v1 = arith.extsi %gT : i8 to i64
    %v2 = arith.extsi %gT2 : i8 to i64
    %v3 = arith.extsi %txT : i8 to i64
    %s12 = arith.muli %v1, %v2 : i64
    %sum = arith.addi %s12, %v3 : i64
    %kBx = arith.constant 4 : index
    %gxo = arith.muli %bx, %kBx : index
    %gxx = arith.addi %gxo, %tx : index
    %kTY = arith.constant 2 : index
    %gyo = arith.muli %by, %kTY : index
    %gyy = arith.addi %gyo, %ty : index

    memref.store %sum, %out[%gyy, %gxx] : memref<6x160xi64>
  } } } }
  return
}
llvm.mlir.global internal constant @fmt_3("coarseni8B4m8bx nbx %ld mismatches %ld\0A\00") {addr_space = 0 : i32}
func.func @check_3(%nbx: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cH = arith.constant 6 : index
  %cW = arith.constant 160 : index
  %sent = arith.constant -7 : i64
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %a = memref.alloc() : memref<6x160xi64>
  %w = memref.alloc() : memref<6x160xi64>
  scf.for %i = %c0 to %cH step %c1 {
  scf.for %j = %c0 to %cW step %c1 {
    memref.store %sent, %a[%i, %j] : memref<6x160xi64>
    memref.store %sent, %w[%i, %j] : memref<6x160xi64>
  } }
  call @kern_3(%a, %nbx) : (memref<6x160xi64>, index) -> ()
  call @host_3(%w, %nbx) : (memref<6x160xi64>, index) -> ()
  %bad = scf.for %i = %c0 to %cH step %c1 iter_args(%acc = %z) -> (i64) {
   %r = scf.for %j = %c0 to %cW step %c1 iter_args(%acc1 = %acc) -> (i64) {
    %x = memref.load %a[%i, %j] : memref<6x160xi64>
    %y = memref.load %w[%i, %j] : memref<6x160xi64>
    %ne = arith.cmpi ne, %x, %y : i64
    %inc = arith.select %ne, %one, %z : i64
    %acc2 = arith.addi %acc1, %inc : i64
    scf.yield %acc2 : i64
   }
   scf.yield %r : i64
  }
  %fmt = llvm.mlir.addressof @fmt_3 : !llvm.ptr
  %n64 = arith.index_cast %nbx : index to i64
  llvm.call @printf(%fmt, %n64, %bad) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64) -> i32
  return
}
func.func @main_3() {
  %a = arith.constant 40 : index
  %b = arith.constant 33 : index
  %c = arith.constant 1 : index
  call @check_3(%a) : (index) -> ()
  call @check_3(%b) : (index) -> ()
  call @check_3(%c) : (index) -> ()
  return
}
func.func @kern_4(%out: memref<6x160xi64>, %nbx: index) {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %cB = arith.constant 4 : index
  %cTY = arith.constant 2 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %nbx, %gy = %c3, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %cB, %sy = %cTY, %sz = %c1) {
    %bxT = arith.index_cast %by : index to i8
    %txT = arith.index_cast %tx : index to i8
    %kB = arith.constant 4 : i8
    %bo = arith.muli %bxT, %kB : i8
    %gT = arith.addi %txT, %bo : i8
    %bo2 = arith.muli %kB, %bxT : i8
    %gT2 = arith.addi %bo2, %txT : i8
    %v1 = arith.extsi %gT : i8 to i64
    %v2 = arith.extsi %gT2 : i8 to i64
    %v3 = arith.extsi %txT : i8 to i64
    %s12 = arith.muli %v1, %v2 : i64
    %sum = arith.addi %s12, %v3 : i64
    %kBx = arith.constant 4 : index
    %gxo = arith.muli %bx, %kBx : index
    %gxx = arith.addi %gxo, %tx : index
    %kTY = arith.constant 2 : index
    %gyo = arith.muli %by, %kTY : index
    %gyy = arith.addi %gyo, %ty : index

    memref.store %sum, %out[%gyy, %gxx] : memref<6x160xi64>
    gpu.terminator
  }
  return
}
func.func @host_4(%out: memref<6x160xi64>, %nbx: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %cB = arith.constant 4 : index
  %cTY = arith.constant 2 : index
  scf.for %bx = %c0 to %nbx step %c1 {
  scf.for %by = %c0 to %c3 step %c1 {
  scf.for %tx = %c0 to %cB step %c1 {
  scf.for %ty = %c0 to %cTY step %c1 {
    %bxT = arith.index_cast %by : index to i8
    %txT = arith.index_cast %tx : index to i8
    %kB = arith.constant 4 : i8
    %bo = arith.muli %bxT, %kB : i8
    %gT = arith.addi %txT, %bo : i8
    %bo2 = arith.muli %kB, %bxT : i8
    %gT2 = arith.addi %bo2, %txT : i8
    %v1 = arith.extsi %gT : i8 to i64
    %v2 = arith.extsi %gT2 : i8 to i64
    %v3 = arith.extsi %txT : i8 to i64
    %s12 = arith.muli %v1, %v2 : i64
    %sum = arith.addi %s12, %v3 : i64
    %kBx = arith.constant 4 : index
    %gxo = arith.muli %bx, %kBx : index
    %gxx = arith.addi %gxo, %tx : index
    %kTY = arith.constant 2 : index
    %gyo = arith.muli %by, %kTY : index
    %gyy = arith.addi %gyo, %ty : index

    memref.store %sum, %out[%gyy, %gxx] : memref<6x160xi64>
  } } } }
  return
}
llvm.mlir.global internal constant @fmt_4("coarseni8B4m4by nbx %ld mismatches %ld\0A\00") {addr_space = 0 : i32}
func.func @check_4(%nbx: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cH = arith.constant 6 : index
  %cW = arith.constant 160 : index
  %sent = arith.constant -7 : i64
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %a = memref.alloc() : memref<6x160xi64>
  %w = memref.alloc() : memref<6x160xi64>
  scf.for %i = %c0 to %cH step %c1 {
  scf.for %j = %c0 to %cW step %c1 {
    memref.store %sent, %a[%i, %j] : memref<6x160xi64>
    memref.store %sent, %w[%i, %j] : memref<6x160xi64>
  } }
  call @kern_4(%a, %nbx) : (memref<6x160xi64>, index) -> ()
  call @host_4(%w, %nbx) : (memref<6x160xi64>, index) -> ()
  %bad = scf.for %i = %c0 to %cH step %c1 iter_args(%acc = %z) -> (i64) {
   %r = scf.for %j = %c0 to %cW step %c1 iter_args(%acc1 = %acc) -> (i64) {
    %x = memref.load %a[%i, %j] : memref<6x160xi64>
    %y = memref.load %w[%i, %j] : memref<6x160xi64>
    %ne = arith.cmpi ne, %x, %y : i64
    %inc = arith.select %ne, %one, %z : i64
    %acc2 = arith.addi %acc1, %inc : i64
    scf.yield %acc2 : i64
   }
   scf.yield %r : i64
  }
  %fmt = llvm.mlir.addressof @fmt_4 : !llvm.ptr
  %n64 = arith.index_cast %nbx : index to i64
  llvm.call @printf(%fmt, %n64, %bad) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64) -> i32
  return
}
func.func @main_4() {
  %a = arith.constant 40 : index
  %b = arith.constant 33 : index
  %c = arith.constant 1 : index
  call @check_4(%a) : (index) -> ()
  call @check_4(%b) : (index) -> ()
  call @check_4(%c) : (index) -> ()
  return
}
func.func @kern_5(%out: memref<6x160xi64>, %nbx: index) {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %cB = arith.constant 4 : index
  %cTY = arith.constant 2 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %nbx, %gy = %c3, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %cB, %sy = %cTY, %sz = %c1) {
    %bxT = arith.index_cast %bx : index to i32
    %txT = arith.index_cast %tx : index to i32
    %kB = arith.constant 4 : i32
    %bo = arith.muli %bxT, %kB : i32
    %gT = arith.addi %txT, %bo : i32
    %bo2 = arith.muli %kB, %bxT : i32
    %gT2 = arith.addi %bo2, %txT : i32
    %v1 = arith.extsi %gT : i32 to i64
    %v2 = arith.extsi %gT2 : i32 to i64
    %v3 = arith.extsi %txT : i32 to i64
    %s12 = arith.muli %v1, %v2 : i64
    %sum = arith.addi %s12, %v3 : i64
    %kBx = arith.constant 4 : index
    %gxo = arith.muli %bx, %kBx : index
    %gxx = arith.addi %gxo, %tx : index
    %kTY = arith.constant 2 : index
    %gyo = arith.muli %by, %kTY : index
    %gyy = arith.addi %gyo, %ty : index

    memref.store %sum, %out[%gyy, %gxx] : memref<6x160xi64>
    gpu.terminator
  }
  return
}
func.func @host_5(%out: memref<6x160xi64>, %nbx: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %cB = arith.constant 4 : index
  %cTY = arith.constant 2 : index
  scf.for %bx = %c0 to %nbx step %c1 {
  scf.for %by = %c0 to %c3 step %c1 {
  scf.for %tx = %c0 to %cB step %c1 {
  scf.for %ty = %c0 to %cTY step %c1 {
    %bxT = arith.index_cast %bx : index to i32
    %txT = arith.index_cast %tx : index to i32
    %kB = arith.constant 4 : i32
    %bo = arith.muli %bxT, %kB : i32
    %gT = arith.addi %txT, %bo : i32
    %bo2 = arith.muli %kB, %bxT : i32
    %gT2 = arith.addi %bo2, %txT : i32
    %v1 = arith.extsi %gT : i32 to i64
    %v2 = arith.extsi %gT2 : i32 to i64
    %v3 = arith.extsi %txT : i32 to i64
    %s12 = arith.muli %v1, %v2 : i64
    %sum = arith.addi %s12, %v3 : i64
    %kBx = arith.constant 4 : index
    %gxo = arith.muli %bx, %kBx : index
    %gxx = arith.addi %gxo, %tx : index
    %kTY = arith.constant 2 : index
    %gyo = arith.muli %by, %kTY : index
    %gyy = arith.addi %gyo, %ty : index

    memref.store %sum, %out[%gyy, %gxx] : memref<6x160xi64>
  } } } }
  return
}
llvm.mlir.global internal constant @fmt_5("coarseni32B4m4bx nbx %ld mismatches %ld\0A\00") {addr_space = 0 : i32}
func.func @check_5(%nbx: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cH = arith.constant 6 : index
  %cW = arith.constant 160 : index
  %sent = arith.constant -7 : i64
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %a = memref.alloc() : memref<6x160xi64>
  %w = memref.alloc() : memref<6x160xi64>
  scf.for %i = %c0 to %cH step %c1 {
  scf.for %j = %c0 to %cW step %c1 {
    memref.store %sent, %a[%i, %j] : memref<6x160xi64>
    memref.store %sent, %w[%i, %j] : memref<6x160xi64>
  } }
  call @kern_5(%a, %nbx) : (memref<6x160xi64>, index) -> ()
  call @host_5(%w, %nbx) : (memref<6x160xi64>, index) -> ()
  %bad = scf.for %i = %c0 to %cH step %c1 iter_args(%acc = %z) -> (i64) {
   %r = scf.for %j = %c0 to %cW step %c1 iter_args(%acc1 = %acc) -> (i64) {
    %x = memref.load %a[%i, %j] : memref<6x160xi64>
    %y = memref.load %w[%i, %j] : memref<6x160xi64>
    %ne = arith.cmpi ne, %x, %y : i64
    %inc = arith.select %ne, %one, %z : i64
    %acc2 = arith.addi %acc1, %inc : i64
    scf.yield %acc2 : i64
   }
   scf.yield %r : i64
  }
  %fmt = llvm.mlir.addressof @fmt_5 : !llvm.ptr
  %n64 = arith.index_cast %nbx : index to i64
  llvm.call @printf(%fmt, %n64, %bad) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64) -> i32
  return
}
func.func @main_5() {
  %a = arith.constant 40 : index
  %b = arith.constant 33 : index
  %c = arith.constant 1 : index
  call @check_5(%a) : (index) -> ()
  call @check_5(%b) : (index) -> ()
  call @check_5(%c) : (index) -> ()
  return
}
memref.global "private" constant @tbl6 : memref<1152x4xi64> = dense<[[2147483647, -2147483639, -10, 14], [2147483647, -2147483639, -3, -1], [2147483647, -2147483639, 2, 2], [2147483647, -2147483639, 5, 3], [2147483647, -2147483639, 0, 14], [2147483647, -2147483639, -10, -9], [2147483647, 2147483647, -10, 14], [2147483647, 2147483647, -3, -1], [2147483647, 2147483647, 2, 2], [2147483647, 2147483647, 5, 3], [2147483647, 2147483647, 0, 14], [2147483647, 2147483647, -10, -9], [2147483647, -2147483648, -10, 14], [2147483647, -2147483648, -3, -1], [2147483647, -2147483648, 2, 2], [2147483647, -2147483648, 5, 3], [2147483647, -2147483648, 0, 14], [2147483647, -2147483648, -10, -9], [2147483647, 0, -10, 14], [2147483647, 0, -3, -1], [2147483647, 0, 2, 2], [2147483647, 0, 5, 3], [2147483647, 0, 0, 14], [2147483647, 0, -10, -9], [-2147483648, -2147483638, -10, 14], [-2147483648, -2147483638, -3, -1], [-2147483648, -2147483638, 2, 2], [-2147483648, -2147483638, 5, 3], [-2147483648, -2147483638, 0, 14], [-2147483648, -2147483638, -10, -9], [-2147483648, 2147483647, -10, 14], [-2147483648, 2147483647, -3, -1], [-2147483648, 2147483647, 2, 2], [-2147483648, 2147483647, 5, 3], [-2147483648, 2147483647, 0, 14], [-2147483648, 2147483647, -10, -9], [-2147483648, -2147483648, -10, 14], [-2147483648, -2147483648, -3, -1], [-2147483648, -2147483648, 2, 2], [-2147483648, -2147483648, 5, 3], [-2147483648, -2147483648, 0, 14], [-2147483648, -2147483648, -10, -9], [-2147483648, 0, -10, 14], [-2147483648, 0, -3, -1], [-2147483648, 0, 2, 2], [-2147483648, 0, 5, 3], [-2147483648, 0, 0, 14], [-2147483648, 0, -10, -9], [2147483646, -2147483640, -10, 14], [2147483646, -2147483640, -3, -1], [2147483646, -2147483640, 2, 2], [2147483646, -2147483640, 5, 3], [2147483646, -2147483640, 0, 14], [2147483646, -2147483640, -10, -9], [2147483646, 2147483647, -10, 14], [2147483646, 2147483647, -3, -1], [2147483646, 2147483647, 2, 2], [2147483646, 2147483647, 5, 3], [2147483646, 2147483647, 0, 14], [2147483646, 2147483647, -10, -9], [2147483646, -2147483648, -10, 14], [2147483646, -2147483648, -3, -1], [2147483646, -2147483648, 2, 2], [2147483646, -2147483648, 5, 3], [2147483646, -2147483648, 0, 14], [2147483646, -2147483648, -10, -9], [2147483646, 0, -10, 14], [2147483646, 0, -3, -1], [2147483646, 0, 2, 2], [2147483646, 0, 5, 3], [2147483646, 0, 0, 14], [2147483646, 0, -10, -9], [-2147483645, -2147483635, -10, 14], [-2147483645, -2147483635, -3, -1], [-2147483645, -2147483635, 2, 2], [-2147483645, -2147483635, 5, 3], [-2147483645, -2147483635, 0, 14], [-2147483645, -2147483635, -10, -9], [-2147483645, 2147483647, -10, 14], [-2147483645, 2147483647, -3, -1], [-2147483645, 2147483647, 2, 2], [-2147483645, 2147483647, 5, 3], [-2147483645, 2147483647, 0, 14], [-2147483645, 2147483647, -10, -9], [-2147483645, -2147483648, -10, 14], [-2147483645, -2147483648, -3, -1], [-2147483645, -2147483648, 2, 2], [-2147483645, -2147483648, 5, 3], [-2147483645, -2147483648, 0, 14], [-2147483645, -2147483648, -10, -9], [-2147483645, 0, -10, 14], [-2147483645, 0, -3, -1], [-2147483645, 0, 2, 2], [-2147483645, 0, 5, 3], [-2147483645, 0, 0, 14], [-2147483645, 0, -10, -9], [2147483643, -2147483643, -10, 14], [2147483643, -2147483643, -3, -1], [2147483643, -2147483643, 2, 2], [2147483643, -2147483643, 5, 3], [2147483643, -2147483643, 0, 14], [2147483643, -2147483643, -10, -9], [2147483643, 2147483647, -10, 14], [2147483643, 2147483647, -3, -1], [2147483643, 2147483647, 2, 2], [2147483643, 2147483647, 5, 3], [2147483643, 2147483647, 0, 14], [2147483643, 2147483647, -10, -9], [2147483643, -2147483648, -10, 14], [2147483643, -2147483648, -3, -1], [2147483643, -2147483648, 2, 2], [2147483643, -2147483648, 5, 3], [2147483643, -2147483648, 0, 14], [2147483643, -2147483648, -10, -9], [2147483643, 0, -10, 14], [2147483643, 0, -3, -1], [2147483643, 0, 2, 2], [2147483643, 0, 5, 3], [2147483643, 0, 0, 14], [2147483643, 0, -10, -9], [-2147483629, -2147483619, -10, 14], [-2147483629, -2147483619, -3, -1], [-2147483629, -2147483619, 2, 2], [-2147483629, -2147483619, 5, 3], [-2147483629, -2147483619, 0, 14], [-2147483629, -2147483619, -10, -9], [-2147483629, 2147483647, -10, 14], [-2147483629, 2147483647, -3, -1], [-2147483629, 2147483647, 2, 2], [-2147483629, 2147483647, 5, 3], [-2147483629, 2147483647, 0, 14], [-2147483629, 2147483647, -10, -9], [-2147483629, -2147483648, -10, 14], [-2147483629, -2147483648, -3, -1], [-2147483629, -2147483648, 2, 2], [-2147483629, -2147483648, 5, 3], [-2147483629, -2147483648, 0, 14], [-2147483629, -2147483648, -10, -9], [-2147483629, 0, -10, 14], [-2147483629, 0, -3, -1], [-2147483629, 0, 2, 2], [-2147483629, 0, 5, 3], [-2147483629, 0, 0, 14], [-2147483629, 0, -10, -9], [-2147483648, -2147483638, -10, 14], [-2147483648, -2147483638, -3, -1], [-2147483648, -2147483638, 2, 2], [-2147483648, -2147483638, 5, 3], [-2147483648, -2147483638, 0, 14], [-2147483648, -2147483638, -10, -9], [-2147483648, 2147483647, -10, 14], [-2147483648, 2147483647, -3, -1], [-2147483648, 2147483647, 2, 2], [-2147483648, 2147483647, 5, 3], [-2147483648, 2147483647, 0, 14], [-2147483648, 2147483647, -10, -9], [-2147483648, -2147483648, -10, 14], [-2147483648, -2147483648, -3, -1], [-2147483648, -2147483648, 2, 2], [-2147483648, -2147483648, 5, 3], [-2147483648, -2147483648, 0, 14], [-2147483648, -2147483648, -10, -9], [-2147483648, 0, -10, 14], [-2147483648, 0, -3, -1], [-2147483648, 0, 2, 2], [-2147483648, 0, 5, 3], [-2147483648, 0, 0, 14], [-2147483648, 0, -10, -9], [-2147483647, -2147483637, -10, 14], [-2147483647, -2147483637, -3, -1], [-2147483647, -2147483637, 2, 2], [-2147483647, -2147483637, 5, 3], [-2147483647, -2147483637, 0, 14], [-2147483647, -2147483637, -10, -9], [-2147483647, 2147483647, -10, 14], [-2147483647, 2147483647, -3, -1], [-2147483647, 2147483647, 2, 2], [-2147483647, 2147483647, 5, 3], [-2147483647, 2147483647, 0, 14], [-2147483647, 2147483647, -10, -9], [-2147483647, -2147483648, -10, 14], [-2147483647, -2147483648, -3, -1], [-2147483647, -2147483648, 2, 2], [-2147483647, -2147483648, 5, 3], [-2147483647, -2147483648, 0, 14], [-2147483647, -2147483648, -10, -9], [-2147483647, 0, -10, 14], [-2147483647, 0, -3, -1], [-2147483647, 0, 2, 2], [-2147483647, 0, 5, 3], [-2147483647, 0, 0, 14], [-2147483647, 0, -10, -9], [2147483647, -2147483639, -10, 14], [2147483647, -2147483639, -3, -1], [2147483647, -2147483639, 2, 2], [2147483647, -2147483639, 5, 3], [2147483647, -2147483639, 0, 14], [2147483647, -2147483639, -10, -9], [2147483647, 2147483647, -10, 14], [2147483647, 2147483647, -3, -1], [2147483647, 2147483647, 2, 2], [2147483647, 2147483647, 5, 3], [2147483647, 2147483647, 0, 14], [2147483647, 2147483647, -10, -9], [2147483647, -2147483648, -10, 14], [2147483647, -2147483648, -3, -1], [2147483647, -2147483648, 2, 2], [2147483647, -2147483648, 5, 3], [2147483647, -2147483648, 0, 14], [2147483647, -2147483648, -10, -9], [2147483647, 0, -10, 14], [2147483647, 0, -3, -1], [2147483647, 0, 2, 2], [2147483647, 0, 5, 3], [2147483647, 0, 0, 14], [2147483647, 0, -10, -9], [-2147483644, -2147483634, -10, 14], [-2147483644, -2147483634, -3, -1], [-2147483644, -2147483634, 2, 2], [-2147483644, -2147483634, 5, 3], [-2147483644, -2147483634, 0, 14], [-2147483644, -2147483634, -10, -9], [-2147483644, 2147483647, -10, 14], [-2147483644, 2147483647, -3, -1], [-2147483644, 2147483647, 2, 2], [-2147483644, 2147483647, 5, 3], [-2147483644, 2147483647, 0, 14], [-2147483644, 2147483647, -10, -9], [-2147483644, -2147483648, -10, 14], [-2147483644, -2147483648, -3, -1], [-2147483644, -2147483648, 2, 2], [-2147483644, -2147483648, 5, 3], [-2147483644, -2147483648, 0, 14], [-2147483644, -2147483648, -10, -9], [-2147483644, 0, -10, 14], [-2147483644, 0, -3, -1], [-2147483644, 0, 2, 2], [-2147483644, 0, 5, 3], [-2147483644, 0, 0, 14], [-2147483644, 0, -10, -9], [2147483644, -2147483642, -10, 14], [2147483644, -2147483642, -3, -1], [2147483644, -2147483642, 2, 2], [2147483644, -2147483642, 5, 3], [2147483644, -2147483642, 0, 14], [2147483644, -2147483642, -10, -9], [2147483644, 2147483647, -10, 14], [2147483644, 2147483647, -3, -1], [2147483644, 2147483647, 2, 2], [2147483644, 2147483647, 5, 3], [2147483644, 2147483647, 0, 14], [2147483644, 2147483647, -10, -9], [2147483644, -2147483648, -10, 14], [2147483644, -2147483648, -3, -1], [2147483644, -2147483648, 2, 2], [2147483644, -2147483648, 5, 3], [2147483644, -2147483648, 0, 14], [2147483644, -2147483648, -10, -9], [2147483644, 0, -10, 14], [2147483644, 0, -3, -1], [2147483644, 0, 2, 2], [2147483644, 0, 5, 3], [2147483644, 0, 0, 14], [2147483644, 0, -10, -9], [-2147483628, -2147483618, -10, 14], [-2147483628, -2147483618, -3, -1], [-2147483628, -2147483618, 2, 2], [-2147483628, -2147483618, 5, 3], [-2147483628, -2147483618, 0, 14], [-2147483628, -2147483618, -10, -9], [-2147483628, 2147483647, -10, 14], [-2147483628, 2147483647, -3, -1], [-2147483628, 2147483647, 2, 2], [-2147483628, 2147483647, 5, 3], [-2147483628, 2147483647, 0, 14], [-2147483628, 2147483647, -10, -9], [-2147483628, -2147483648, -10, 14], [-2147483628, -2147483648, -3, -1], [-2147483628, -2147483648, 2, 2], [-2147483628, -2147483648, 5, 3], [-2147483628, -2147483648, 0, 14], [-2147483628, -2147483648, -10, -9], [-2147483628, 0, -10, 14], [-2147483628, 0, -3, -1], [-2147483628, 0, 2, 2], [-2147483628, 0, 5, 3], [-2147483628, 0, 0, 14], [-2147483628, 0, -10, -9], [0, 10, -10, 14], [0, 10, -3, -1], [0, 10, 2, 2], [0, 10, 5, 3], [0, 10, 0, 14], [0, 10, -10, -9], [0, 2147483647, -10, 14], [0, 2147483647, -3, -1], [0, 2147483647, 2, 2], [0, 2147483647, 5, 3], [0, 2147483647, 0, 14], [0, 2147483647, -10, -9], [0, -2147483648, -10, 14], [0, -2147483648, -3, -1], [0, -2147483648, 2, 2], [0, -2147483648, 5, 3], [0, -2147483648, 0, 14], [0, -2147483648, -10, -9], [0, 0, -10, 14], [0, 0, -3, -1], [0, 0, 2, 2], [0, 0, 5, 3], [0, 0, 0, 14], [0, 0, -10, -9], [1, 11, -10, 14], [1, 11, -3, -1], [1, 11, 2, 2], [1, 11, 5, 3], [1, 11, 0, 14], [1, 11, -10, -9], [1, 2147483647, -10, 14], [1, 2147483647, -3, -1], [1, 2147483647, 2, 2], [1, 2147483647, 5, 3], [1, 2147483647, 0, 14], [1, 2147483647, -10, -9], [1, -2147483648, -10, 14], [1, -2147483648, -3, -1], [1, -2147483648, 2, 2], [1, -2147483648, 5, 3], [1, -2147483648, 0, 14], [1, -2147483648, -10, -9], [1, 0, -10, 14], [1, 0, -3, -1], [1, 0, 2, 2], [1, 0, 5, 3], [1, 0, 0, 14], [1, 0, -10, -9], [-1, 9, -10, 14], [-1, 9, -3, -1], [-1, 9, 2, 2], [-1, 9, 5, 3], [-1, 9, 0, 14], [-1, 9, -10, -9], [-1, 2147483647, -10, 14], [-1, 2147483647, -3, -1], [-1, 2147483647, 2, 2], [-1, 2147483647, 5, 3], [-1, 2147483647, 0, 14], [-1, 2147483647, -10, -9], [-1, -2147483648, -10, 14], [-1, -2147483648, -3, -1], [-1, -2147483648, 2, 2], [-1, -2147483648, 5, 3], [-1, -2147483648, 0, 14], [-1, -2147483648, -10, -9], [-1, 0, -10, 14], [-1, 0, -3, -1], [-1, 0, 2, 2], [-1, 0, 5, 3], [-1, 0, 0, 14], [-1, 0, -10, -9], [4, 14, -10, 14], [4, 14, -3, -1], [4, 14, 2, 2], [4, 14, 5, 3], [4, 14, 0, 14], [4, 14, -10, -9], [4, 2147483647, -10, 14], [4, 2147483647, -3, -1], [4, 2147483647, 2, 2], [4, 2147483647, 5, 3], [4, 2147483647, 0, 14], [4, 2147483647, -10, -9], [4, -2147483648, -10, 14], [4, -2147483648, -3, -1], [4, -2147483648, 2, 2], [4, -2147483648, 5, 3], [4, -2147483648, 0, 14], [4, -2147483648, -10, -9], [4, 0, -10, 14], [4, 0, -3, -1], [4, 0, 2, 2], [4, 0, 5, 3], [4, 0, 0, 14], [4, 0, -10, -9], [-4, 6, -10, 14], [-4, 6, -3, -1], [-4, 6, 2, 2], [-4, 6, 5, 3], [-4, 6, 0, 14], [-4, 6, -10, -9], [-4, 2147483647, -10, 14], [-4, 2147483647, -3, -1], [-4, 2147483647, 2, 2], [-4, 2147483647, 5, 3], [-4, 2147483647, 0, 14], [-4, 2147483647, -10, -9], [-4, -2147483648, -10, 14], [-4, -2147483648, -3, -1], [-4, -2147483648, 2, 2], [-4, -2147483648, 5, 3], [-4, -2147483648, 0, 14], [-4, -2147483648, -10, -9], [-4, 0, -10, 14], [-4, 0, -3, -1], [-4, 0, 2, 2], [-4, 0, 5, 3], [-4, 0, 0, 14], [-4, 0, -10, -9], [20, 30, -10, 14], [20, 30, -3, -1], [20, 30, 2, 2], [20, 30, 5, 3], [20, 30, 0, 14], [20, 30, -10, -9], [20, 2147483647, -10, 14], [20, 2147483647, -3, -1], [20, 2147483647, 2, 2], [20, 2147483647, 5, 3], [20, 2147483647, 0, 14], [20, 2147483647, -10, -9], [20, -2147483648, -10, 14], [20, -2147483648, -3, -1], [20, -2147483648, 2, 2], [20, -2147483648, 5, 3], [20, -2147483648, 0, 14], [20, -2147483648, -10, -9], [20, 0, -10, 14], [20, 0, -3, -1], [20, 0, 2, 2], [20, 0, 5, 3], [20, 0, 0, 14], [20, 0, -10, -9], [-1, 9, -10, 14], [-1, 9, -3, -1], [-1, 9, 2, 2], [-1, 9, 5, 3], [-1, 9, 0, 14], [-1, 9, -10, -9], [-1, 2147483647, -10, 14], [-1, 2147483647, -3, -1], [-1, 2147483647, 2, 2], [-1, 2147483647, 5, 3], [-1, 2147483647, 0, 14], [-1, 2147483647, -10, -9], [-1, -2147483648, -10, 14], [-1, -2147483648, -3, -1], [-1, -2147483648, 2, 2], [-1, -2147483648, 5, 3], [-1, -2147483648, 0, 14], [-1, -2147483648, -10, -9], [-1, 0, -10, 14], [-1, 0, -3, -1], [-1, 0, 2, 2], [-1, 0, 5, 3], [-1, 0, 0, 14], [-1, 0, -10, -9], [0, 10, -10, 14], [0, 10, -3, -1], [0, 10, 2, 2], [0, 10, 5, 3], [0, 10, 0, 14], [0, 10, -10, -9], [0, 2147483647, -10, 14], [0, 2147483647, -3, -1], [0, 2147483647, 2, 2], [0, 2147483647, 5, 3], [0, 2147483647, 0, 14], [0, 2147483647, -10, -9], [0, -2147483648, -10, 14], [0, -2147483648, -3, -1], [0, -2147483648, 2, 2], [0, -2147483648, 5, 3], [0, -2147483648, 0, 14], [0, -2147483648, -10, -9], [0, 0, -10, 14], [0, 0, -3, -1], [0, 0, 2, 2], [0, 0, 5, 3], [0, 0, 0, 14], [0, 0, -10, -9], [-2, 8, -10, 14], [-2, 8, -3, -1], [-2, 8, 2, 2], [-2, 8, 5, 3], [-2, 8, 0, 14], [-2, 8, -10, -9], [-2, 2147483647, -10, 14], [-2, 2147483647, -3, -1], [-2, 2147483647, 2, 2], [-2, 2147483647, 5, 3], [-2, 2147483647, 0, 14], [-2, 2147483647, -10, -9], [-2, -2147483648, -10, 14], [-2, -2147483648, -3, -1], [-2, -2147483648, 2, 2], [-2, -2147483648, 5, 3], [-2, -2147483648, 0, 14], [-2, -2147483648, -10, -9], [-2, 0, -10, 14], [-2, 0, -3, -1], [-2, 0, 2, 2], [-2, 0, 5, 3], [-2, 0, 0, 14], [-2, 0, -10, -9], [3, 13, -10, 14], [3, 13, -3, -1], [3, 13, 2, 2], [3, 13, 5, 3], [3, 13, 0, 14], [3, 13, -10, -9], [3, 2147483647, -10, 14], [3, 2147483647, -3, -1], [3, 2147483647, 2, 2], [3, 2147483647, 5, 3], [3, 2147483647, 0, 14], [3, 2147483647, -10, -9], [3, -2147483648, -10, 14], [3, -2147483648, -3, -1], [3, -2147483648, 2, 2], [3, -2147483648, 5, 3], [3, -2147483648, 0, 14], [3, -2147483648, -10, -9], [3, 0, -10, 14], [3, 0, -3, -1], [3, 0, 2, 2], [3, 0, 5, 3], [3, 0, 0, 14], [3, 0, -10, -9], [-5, 5, -10, 14], [-5, 5, -3, -1], [-5, 5, 2, 2], [-5, 5, 5, 3], [-5, 5, 0, 14], [-5, 5, -10, -9], [-5, 2147483647, -10, 14], [-5, 2147483647, -3, -1], [-5, 2147483647, 2, 2], [-5, 2147483647, 5, 3], [-5, 2147483647, 0, 14], [-5, 2147483647, -10, -9], [-5, -2147483648, -10, 14], [-5, -2147483648, -3, -1], [-5, -2147483648, 2, 2], [-5, -2147483648, 5, 3], [-5, -2147483648, 0, 14], [-5, -2147483648, -10, -9], [-5, 0, -10, 14], [-5, 0, -3, -1], [-5, 0, 2, 2], [-5, 0, 5, 3], [-5, 0, 0, 14], [-5, 0, -10, -9], [19, 29, -10, 14], [19, 29, -3, -1], [19, 29, 2, 2], [19, 29, 5, 3], [19, 29, 0, 14], [19, 29, -10, -9], [19, 2147483647, -10, 14], [19, 2147483647, -3, -1], [19, 2147483647, 2, 2], [19, 2147483647, 5, 3], [19, 2147483647, 0, 14], [19, 2147483647, -10, -9], [19, -2147483648, -10, 14], [19, -2147483648, -3, -1], [19, -2147483648, 2, 2], [19, -2147483648, 5, 3], [19, -2147483648, 0, 14], [19, -2147483648, -10, -9], [19, 0, -10, 14], [19, 0, -3, -1], [19, 0, 2, 2], [19, 0, 5, 3], [19, 0, 0, 14], [19, 0, -10, -9], [2147483608, 2147483618, -10, 14], [2147483608, 2147483618, -3, -1], [2147483608, 2147483618, 2, 2], [2147483608, 2147483618, 5, 3], [2147483608, 2147483618, 0, 14], [2147483608, 2147483618, -10, -9], [2147483608, 2147483647, -10, 14], [2147483608, 2147483647, -3, -1], [2147483608, 2147483647, 2, 2], [2147483608, 2147483647, 5, 3], [2147483608, 2147483647, 0, 14], [2147483608, 2147483647, -10, -9], [2147483608, -2147483648, -10, 14], [2147483608, -2147483648, -3, -1], [2147483608, -2147483648, 2, 2], [2147483608, -2147483648, 5, 3], [2147483608, -2147483648, 0, 14], [2147483608, -2147483648, -10, -9], [2147483608, 0, -10, 14], [2147483608, 0, -3, -1], [2147483608, 0, 2, 2], [2147483608, 0, 5, 3], [2147483608, 0, 0, 14], [2147483608, 0, -10, -9], [2147483609, 2147483619, -10, 14], [2147483609, 2147483619, -3, -1], [2147483609, 2147483619, 2, 2], [2147483609, 2147483619, 5, 3], [2147483609, 2147483619, 0, 14], [2147483609, 2147483619, -10, -9], [2147483609, 2147483647, -10, 14], [2147483609, 2147483647, -3, -1], [2147483609, 2147483647, 2, 2], [2147483609, 2147483647, 5, 3], [2147483609, 2147483647, 0, 14], [2147483609, 2147483647, -10, -9], [2147483609, -2147483648, -10, 14], [2147483609, -2147483648, -3, -1], [2147483609, -2147483648, 2, 2], [2147483609, -2147483648, 5, 3], [2147483609, -2147483648, 0, 14], [2147483609, -2147483648, -10, -9], [2147483609, 0, -10, 14], [2147483609, 0, -3, -1], [2147483609, 0, 2, 2], [2147483609, 0, 5, 3], [2147483609, 0, 0, 14], [2147483609, 0, -10, -9], [2147483607, 2147483617, -10, 14], [2147483607, 2147483617, -3, -1], [2147483607, 2147483617, 2, 2], [2147483607, 2147483617, 5, 3], [2147483607, 2147483617, 0, 14], [2147483607, 2147483617, -10, -9], [2147483607, 2147483647, -10, 14], [2147483607, 2147483647, -3, -1], [2147483607, 2147483647, 2, 2], [2147483607, 2147483647, 5, 3], [2147483607, 2147483647, 0, 14], [2147483607, 2147483647, -10, -9], [2147483607, -2147483648, -10, 14], [2147483607, -2147483648, -3, -1], [2147483607, -2147483648, 2, 2], [2147483607, -2147483648, 5, 3], [2147483607, -2147483648, 0, 14], [2147483607, -2147483648, -10, -9], [2147483607, 0, -10, 14], [2147483607, 0, -3, -1], [2147483607, 0, 2, 2], [2147483607, 0, 5, 3], [2147483607, 0, 0, 14], [2147483607, 0, -10, -9], [2147483612, 2147483622, -10, 14], [2147483612, 2147483622, -3, -1], [2147483612, 2147483622, 2, 2], [2147483612, 2147483622, 5, 3], [2147483612, 2147483622, 0, 14], [2147483612, 2147483622, -10, -9], [2147483612, 2147483647, -10, 14], [2147483612, 2147483647, -3, -1], [2147483612, 2147483647, 2, 2], [2147483612, 2147483647, 5, 3], [2147483612, 2147483647, 0, 14], [2147483612, 2147483647, -10, -9], [2147483612, -2147483648, -10, 14], [2147483612, -2147483648, -3, -1], [2147483612, -2147483648, 2, 2], [2147483612, -2147483648, 5, 3], [2147483612, -2147483648, 0, 14], [2147483612, -2147483648, -10, -9], [2147483612, 0, -10, 14], [2147483612, 0, -3, -1], [2147483612, 0, 2, 2], [2147483612, 0, 5, 3], [2147483612, 0, 0, 14], [2147483612, 0, -10, -9], [2147483604, 2147483614, -10, 14], [2147483604, 2147483614, -3, -1], [2147483604, 2147483614, 2, 2], [2147483604, 2147483614, 5, 3], [2147483604, 2147483614, 0, 14], [2147483604, 2147483614, -10, -9], [2147483604, 2147483647, -10, 14], [2147483604, 2147483647, -3, -1], [2147483604, 2147483647, 2, 2], [2147483604, 2147483647, 5, 3], [2147483604, 2147483647, 0, 14], [2147483604, 2147483647, -10, -9], [2147483604, -2147483648, -10, 14], [2147483604, -2147483648, -3, -1], [2147483604, -2147483648, 2, 2], [2147483604, -2147483648, 5, 3], [2147483604, -2147483648, 0, 14], [2147483604, -2147483648, -10, -9], [2147483604, 0, -10, 14], [2147483604, 0, -3, -1], [2147483604, 0, 2, 2], [2147483604, 0, 5, 3], [2147483604, 0, 0, 14], [2147483604, 0, -10, -9], [2147483628, 2147483638, -10, 14], [2147483628, 2147483638, -3, -1], [2147483628, 2147483638, 2, 2], [2147483628, 2147483638, 5, 3], [2147483628, 2147483638, 0, 14], [2147483628, 2147483638, -10, -9], [2147483628, 2147483647, -10, 14], [2147483628, 2147483647, -3, -1], [2147483628, 2147483647, 2, 2], [2147483628, 2147483647, 5, 3], [2147483628, 2147483647, 0, 14], [2147483628, 2147483647, -10, -9], [2147483628, -2147483648, -10, 14], [2147483628, -2147483648, -3, -1], [2147483628, -2147483648, 2, 2], [2147483628, -2147483648, 5, 3], [2147483628, -2147483648, 0, 14], [2147483628, -2147483648, -10, -9], [2147483628, 0, -10, 14], [2147483628, 0, -3, -1], [2147483628, 0, 2, 2], [2147483628, 0, 5, 3], [2147483628, 0, 0, 14], [2147483628, 0, -10, -9], [-2147483608, -2147483598, -10, 14], [-2147483608, -2147483598, -3, -1], [-2147483608, -2147483598, 2, 2], [-2147483608, -2147483598, 5, 3], [-2147483608, -2147483598, 0, 14], [-2147483608, -2147483598, -10, -9], [-2147483608, 2147483647, -10, 14], [-2147483608, 2147483647, -3, -1], [-2147483608, 2147483647, 2, 2], [-2147483608, 2147483647, 5, 3], [-2147483608, 2147483647, 0, 14], [-2147483608, 2147483647, -10, -9], [-2147483608, -2147483648, -10, 14], [-2147483608, -2147483648, -3, -1], [-2147483608, -2147483648, 2, 2], [-2147483608, -2147483648, 5, 3], [-2147483608, -2147483648, 0, 14], [-2147483608, -2147483648, -10, -9], [-2147483608, 0, -10, 14], [-2147483608, 0, -3, -1], [-2147483608, 0, 2, 2], [-2147483608, 0, 5, 3], [-2147483608, 0, 0, 14], [-2147483608, 0, -10, -9], [-2147483607, -2147483597, -10, 14], [-2147483607, -2147483597, -3, -1], [-2147483607, -2147483597, 2, 2], [-2147483607, -2147483597, 5, 3], [-2147483607, -2147483597, 0, 14], [-2147483607, -2147483597, -10, -9], [-2147483607, 2147483647, -10, 14], [-2147483607, 2147483647, -3, -1], [-2147483607, 2147483647, 2, 2], [-2147483607, 2147483647, 5, 3], [-2147483607, 2147483647, 0, 14], [-2147483607, 2147483647, -10, -9], [-2147483607, -2147483648, -10, 14], [-2147483607, -2147483648, -3, -1], [-2147483607, -2147483648, 2, 2], [-2147483607, -2147483648, 5, 3], [-2147483607, -2147483648, 0, 14], [-2147483607, -2147483648, -10, -9], [-2147483607, 0, -10, 14], [-2147483607, 0, -3, -1], [-2147483607, 0, 2, 2], [-2147483607, 0, 5, 3], [-2147483607, 0, 0, 14], [-2147483607, 0, -10, -9], [-2147483609, -2147483599, -10, 14], [-2147483609, -2147483599, -3, -1], [-2147483609, -2147483599, 2, 2], [-2147483609, -2147483599, 5, 3], [-2147483609, -2147483599, 0, 14], [-2147483609, -2147483599, -10, -9], [-2147483609, 2147483647, -10, 14], [-2147483609, 2147483647, -3, -1], [-2147483609, 2147483647, 2, 2], [-2147483609, 2147483647, 5, 3], [-2147483609, 2147483647, 0, 14], [-2147483609, 2147483647, -10, -9], [-2147483609, -2147483648, -10, 14], [-2147483609, -2147483648, -3, -1], [-2147483609, -2147483648, 2, 2], [-2147483609, -2147483648, 5, 3], [-2147483609, -2147483648, 0, 14], [-2147483609, -2147483648, -10, -9], [-2147483609, 0, -10, 14], [-2147483609, 0, -3, -1], [-2147483609, 0, 2, 2], [-2147483609, 0, 5, 3], [-2147483609, 0, 0, 14], [-2147483609, 0, -10, -9], [-2147483604, -2147483594, -10, 14], [-2147483604, -2147483594, -3, -1], [-2147483604, -2147483594, 2, 2], [-2147483604, -2147483594, 5, 3], [-2147483604, -2147483594, 0, 14], [-2147483604, -2147483594, -10, -9], [-2147483604, 2147483647, -10, 14], [-2147483604, 2147483647, -3, -1], [-2147483604, 2147483647, 2, 2], [-2147483604, 2147483647, 5, 3], [-2147483604, 2147483647, 0, 14], [-2147483604, 2147483647, -10, -9], [-2147483604, -2147483648, -10, 14], [-2147483604, -2147483648, -3, -1], [-2147483604, -2147483648, 2, 2], [-2147483604, -2147483648, 5, 3], [-2147483604, -2147483648, 0, 14], [-2147483604, -2147483648, -10, -9], [-2147483604, 0, -10, 14], [-2147483604, 0, -3, -1], [-2147483604, 0, 2, 2], [-2147483604, 0, 5, 3], [-2147483604, 0, 0, 14], [-2147483604, 0, -10, -9], [-2147483612, -2147483602, -10, 14], [-2147483612, -2147483602, -3, -1], [-2147483612, -2147483602, 2, 2], [-2147483612, -2147483602, 5, 3], [-2147483612, -2147483602, 0, 14], [-2147483612, -2147483602, -10, -9], [-2147483612, 2147483647, -10, 14], [-2147483612, 2147483647, -3, -1], [-2147483612, 2147483647, 2, 2], [-2147483612, 2147483647, 5, 3], [-2147483612, 2147483647, 0, 14], [-2147483612, 2147483647, -10, -9], [-2147483612, -2147483648, -10, 14], [-2147483612, -2147483648, -3, -1], [-2147483612, -2147483648, 2, 2], [-2147483612, -2147483648, 5, 3], [-2147483612, -2147483648, 0, 14], [-2147483612, -2147483648, -10, -9], [-2147483612, 0, -10, 14], [-2147483612, 0, -3, -1], [-2147483612, 0, 2, 2], [-2147483612, 0, 5, 3], [-2147483612, 0, 0, 14], [-2147483612, 0, -10, -9], [-2147483588, -2147483578, -10, 14], [-2147483588, -2147483578, -3, -1], [-2147483588, -2147483578, 2, 2], [-2147483588, -2147483578, 5, 3], [-2147483588, -2147483578, 0, 14], [-2147483588, -2147483578, -10, -9], [-2147483588, 2147483647, -10, 14], [-2147483588, 2147483647, -3, -1], [-2147483588, 2147483647, 2, 2], [-2147483588, 2147483647, 5, 3], [-2147483588, 2147483647, 0, 14], [-2147483588, 2147483647, -10, -9], [-2147483588, -2147483648, -10, 14], [-2147483588, -2147483648, -3, -1], [-2147483588, -2147483648, 2, 2], [-2147483588, -2147483648, 5, 3], [-2147483588, -2147483648, 0, 14], [-2147483588, -2147483648, -10, -9], [-2147483588, 0, -10, 14], [-2147483588, 0, -3, -1], [-2147483588, 0, 2, 2], [-2147483588, 0, 5, 3], [-2147483588, 0, 0, 14], [-2147483588, 0, -10, -9], [40, 50, -10, 14], [40, 50, -3, -1], [40, 50, 2, 2], [40, 50, 5, 3], [40, 50, 0, 14], [40, 50, -10, -9], [40, 2147483647, -10, 14], [40, 2147483647, -3, -1], [40, 2147483647, 2, 2], [40, 2147483647, 5, 3], [40, 2147483647, 0, 14], [40, 2147483647, -10, -9], [40, -2147483648, -10, 14], [40, -2147483648, -3, -1], [40, -2147483648, 2, 2], [40, -2147483648, 5, 3], [40, -2147483648, 0, 14], [40, -2147483648, -10, -9], [40, 0, -10, 14], [40, 0, -3, -1], [40, 0, 2, 2], [40, 0, 5, 3], [40, 0, 0, 14], [40, 0, -10, -9], [41, 51, -10, 14], [41, 51, -3, -1], [41, 51, 2, 2], [41, 51, 5, 3], [41, 51, 0, 14], [41, 51, -10, -9], [41, 2147483647, -10, 14], [41, 2147483647, -3, -1], [41, 2147483647, 2, 2], [41, 2147483647, 5, 3], [41, 2147483647, 0, 14], [41, 2147483647, -10, -9], [41, -2147483648, -10, 14], [41, -2147483648, -3, -1], [41, -2147483648, 2, 2], [41, -2147483648, 5, 3], [41, -2147483648, 0, 14], [41, -2147483648, -10, -9], [41, 0, -10, 14], [41, 0, -3, -1], [41, 0, 2, 2], [41, 0, 5, 3], [41, 0, 0, 14], [41, 0, -10, -9], [39, 49, -10, 14], [39, 49, -3, -1], [39, 49, 2, 2], [39, 49, 5, 3], [39, 49, 0, 14], [39, 49, -10, -9], [39, 2147483647, -10, 14], [39, 2147483647, -3, -1], [39, 2147483647, 2, 2], [39, 2147483647, 5, 3], [39, 2147483647, 0, 14], [39, 2147483647, -10, -9], [39, -2147483648, -10, 14], [39, -2147483648, -3, -1], [39, -2147483648, 2, 2], [39, -2147483648, 5, 3], [39, -2147483648, 0, 14], [39, -2147483648, -10, -9], [39, 0, -10, 14], [39, 0, -3, -1], [39, 0, 2, 2], [39, 0, 5, 3], [39, 0, 0, 14], [39, 0, -10, -9], [44, 54, -10, 14], [44, 54, -3, -1], [44, 54, 2, 2], [44, 54, 5, 3], [44, 54, 0, 14], [44, 54, -10, -9], [44, 2147483647, -10, 14], [44, 2147483647, -3, -1], [44, 2147483647, 2, 2], [44, 2147483647, 5, 3], [44, 2147483647, 0, 14], [44, 2147483647, -10, -9], [44, -2147483648, -10, 14], [44, -2147483648, -3, -1], [44, -2147483648, 2, 2], [44, -2147483648, 5, 3], [44, -2147483648, 0, 14], [44, -2147483648, -10, -9], [44, 0, -10, 14], [44, 0, -3, -1], [44, 0, 2, 2], [44, 0, 5, 3], [44, 0, 0, 14], [44, 0, -10, -9], [36, 46, -10, 14], [36, 46, -3, -1], [36, 46, 2, 2], [36, 46, 5, 3], [36, 46, 0, 14], [36, 46, -10, -9], [36, 2147483647, -10, 14], [36, 2147483647, -3, -1], [36, 2147483647, 2, 2], [36, 2147483647, 5, 3], [36, 2147483647, 0, 14], [36, 2147483647, -10, -9], [36, -2147483648, -10, 14], [36, -2147483648, -3, -1], [36, -2147483648, 2, 2], [36, -2147483648, 5, 3], [36, -2147483648, 0, 14], [36, -2147483648, -10, -9], [36, 0, -10, 14], [36, 0, -3, -1], [36, 0, 2, 2], [36, 0, 5, 3], [36, 0, 0, 14], [36, 0, -10, -9], [60, 70, -10, 14], [60, 70, -3, -1], [60, 70, 2, 2], [60, 70, 5, 3], [60, 70, 0, 14], [60, 70, -10, -9], [60, 2147483647, -10, 14], [60, 2147483647, -3, -1], [60, 2147483647, 2, 2], [60, 2147483647, 5, 3], [60, 2147483647, 0, 14], [60, 2147483647, -10, -9], [60, -2147483648, -10, 14], [60, -2147483648, -3, -1], [60, -2147483648, 2, 2], [60, -2147483648, 5, 3], [60, -2147483648, 0, 14], [60, -2147483648, -10, -9], [60, 0, -10, 14], [60, 0, -3, -1], [60, 0, 2, 2], [60, 0, 5, 3], [60, 0, 0, 14], [60, 0, -10, -9], [1431655765, 1431655775, -10, 14], [1431655765, 1431655775, -3, -1], [1431655765, 1431655775, 2, 2], [1431655765, 1431655775, 5, 3], [1431655765, 1431655775, 0, 14], [1431655765, 1431655775, -10, -9], [1431655765, 2147483647, -10, 14], [1431655765, 2147483647, -3, -1], [1431655765, 2147483647, 2, 2], [1431655765, 2147483647, 5, 3], [1431655765, 2147483647, 0, 14], [1431655765, 2147483647, -10, -9], [1431655765, -2147483648, -10, 14], [1431655765, -2147483648, -3, -1], [1431655765, -2147483648, 2, 2], [1431655765, -2147483648, 5, 3], [1431655765, -2147483648, 0, 14], [1431655765, -2147483648, -10, -9], [1431655765, 0, -10, 14], [1431655765, 0, -3, -1], [1431655765, 0, 2, 2], [1431655765, 0, 5, 3], [1431655765, 0, 0, 14], [1431655765, 0, -10, -9], [1431655766, 1431655776, -10, 14], [1431655766, 1431655776, -3, -1], [1431655766, 1431655776, 2, 2], [1431655766, 1431655776, 5, 3], [1431655766, 1431655776, 0, 14], [1431655766, 1431655776, -10, -9], [1431655766, 2147483647, -10, 14], [1431655766, 2147483647, -3, -1], [1431655766, 2147483647, 2, 2], [1431655766, 2147483647, 5, 3], [1431655766, 2147483647, 0, 14], [1431655766, 2147483647, -10, -9], [1431655766, -2147483648, -10, 14], [1431655766, -2147483648, -3, -1], [1431655766, -2147483648, 2, 2], [1431655766, -2147483648, 5, 3], [1431655766, -2147483648, 0, 14], [1431655766, -2147483648, -10, -9], [1431655766, 0, -10, 14], [1431655766, 0, -3, -1], [1431655766, 0, 2, 2], [1431655766, 0, 5, 3], [1431655766, 0, 0, 14], [1431655766, 0, -10, -9], [1431655764, 1431655774, -10, 14], [1431655764, 1431655774, -3, -1], [1431655764, 1431655774, 2, 2], [1431655764, 1431655774, 5, 3], [1431655764, 1431655774, 0, 14], [1431655764, 1431655774, -10, -9], [1431655764, 2147483647, -10, 14], [1431655764, 2147483647, -3, -1], [1431655764, 2147483647, 2, 2], [1431655764, 2147483647, 5, 3], [1431655764, 2147483647, 0, 14], [1431655764, 2147483647, -10, -9], [1431655764, -2147483648, -10, 14], [1431655764, -2147483648, -3, -1], [1431655764, -2147483648, 2, 2], [1431655764, -2147483648, 5, 3], [1431655764, -2147483648, 0, 14], [1431655764, -2147483648, -10, -9], [1431655764, 0, -10, 14], [1431655764, 0, -3, -1], [1431655764, 0, 2, 2], [1431655764, 0, 5, 3], [1431655764, 0, 0, 14], [1431655764, 0, -10, -9], [1431655769, 1431655779, -10, 14], [1431655769, 1431655779, -3, -1], [1431655769, 1431655779, 2, 2], [1431655769, 1431655779, 5, 3], [1431655769, 1431655779, 0, 14], [1431655769, 1431655779, -10, -9], [1431655769, 2147483647, -10, 14], [1431655769, 2147483647, -3, -1], [1431655769, 2147483647, 2, 2], [1431655769, 2147483647, 5, 3], [1431655769, 2147483647, 0, 14], [1431655769, 2147483647, -10, -9], [1431655769, -2147483648, -10, 14], [1431655769, -2147483648, -3, -1], [1431655769, -2147483648, 2, 2], [1431655769, -2147483648, 5, 3], [1431655769, -2147483648, 0, 14], [1431655769, -2147483648, -10, -9], [1431655769, 0, -10, 14], [1431655769, 0, -3, -1], [1431655769, 0, 2, 2], [1431655769, 0, 5, 3], [1431655769, 0, 0, 14], [1431655769, 0, -10, -9], [1431655761, 1431655771, -10, 14], [1431655761, 1431655771, -3, -1], [1431655761, 1431655771, 2, 2], [1431655761, 1431655771, 5, 3], [1431655761, 1431655771, 0, 14], [1431655761, 1431655771, -10, -9], [1431655761, 2147483647, -10, 14], [1431655761, 2147483647, -3, -1], [1431655761, 2147483647, 2, 2], [1431655761, 2147483647, 5, 3], [1431655761, 2147483647, 0, 14], [1431655761, 2147483647, -10, -9], [1431655761, -2147483648, -10, 14], [1431655761, -2147483648, -3, -1], [1431655761, -2147483648, 2, 2], [1431655761, -2147483648, 5, 3], [1431655761, -2147483648, 0, 14], [1431655761, -2147483648, -10, -9], [1431655761, 0, -10, 14], [1431655761, 0, -3, -1], [1431655761, 0, 2, 2], [1431655761, 0, 5, 3], [1431655761, 0, 0, 14], [1431655761, 0, -10, -9], [1431655785, 1431655795, -10, 14], [1431655785, 1431655795, -3, -1], [1431655785, 1431655795, 2, 2], [1431655785, 1431655795, 5, 3], [1431655785, 1431655795, 0, 14], [1431655785, 1431655795, -10, -9], [1431655785, 2147483647, -10, 14], [1431655785, 2147483647, -3, -1], [1431655785, 2147483647, 2, 2], [1431655785, 2147483647, 5, 3], [1431655785, 2147483647, 0, 14], [1431655785, 2147483647, -10, -9], [1431655785, -2147483648, -10, 14], [1431655785, -2147483648, -3, -1], [1431655785, -2147483648, 2, 2], [1431655785, -2147483648, 5, 3], [1431655785, -2147483648, 0, 14], [1431655785, -2147483648, -10, -9], [1431655785, 0, -10, 14], [1431655785, 0, -3, -1], [1431655785, 0, 2, 2], [1431655785, 0, 5, 3], [1431655785, 0, 0, 14], [1431655785, 0, -10, -9]]>
func.func @kern_6(%out: memref<6x96xi64>, %base: i32, %n: i32, %lbx: index, %ubx: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  scf.parallel (%bx, %by) = (%lbx, %c0) to (%ubx, %c3) step (%c1, %c1) {
    scf.parallel (%tx, %ty) = (%c0, %c0) to (%c4, %c2) step (%c1, %c1) {
      %kB = arith.constant 4 : i32
      %bxT = arith.index_cast %bx : index to i32
      %txT = arith.index_cast %tx : index to i32
      %bo = arith.muli %bxT, %kB : i32
      %xT = arith.addi %txT, %bo : i32
      %u = arith.addi %base, %xT : i32
      %r = arith.subi %base, %xT : i32
      %e1 = arith.extsi %u : i32 to i64
      %e2 = arith.extui %r : i32 to i64
      %cm3 = arith.constant -3 : i32
      %r3 = arith.muli %r, %cm3 : i32
      %e3 = arith.extsi %r3 : i32 to i64
      %t16 = arith.trunci %u : i32 to i16
      %e4 = arith.extui %t16 : i16 to i64
      %s1 = arith.addi %e1, %e2 : i64
      %s2 = arith.xori %s1, %e3 : i64
      %k5 = arith.constant 5 : i64
      %s3 = arith.muli %e4, %k5 : i64
      %val = arith.addi %s2, %s3 : i64
      %ok = arith.cmpi slt, %u, %n : i32
      %c4x = arith.constant 4 : index
      %c40 = arith.constant 40 : index
      %bxx = arith.muli %bx, %c4x : index
      %xi = arith.addi %bxx, %tx : index
      %col = arith.addi %xi, %c40 : index
      %c2x = arith.constant 2 : index
      %byy = arith.muli %by, %c2x : index
      %row = arith.addi %byy, %ty : index
      scf.if %ok {
        memref.store %val, %out[%row, %col] : memref<6x96xi64>
      }

      scf.reduce
    } {stitch.threads}
    scf.reduce
  }
  return
}
func.func @host_6(%out: memref<6x96xi64>, %base: i32, %n: i32, %lbx: index, %ubx: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  scf.for %bx = %lbx to %ubx step %c1 { scf.for %by = %c0 to %c3 step %c1 {
    scf.for %tx = %c0 to %c4 step %c1 { scf.for %ty = %c0 to %c2 step %c1 {
      %kB = arith.constant 4 : i32
      %bxT = arith.index_cast %bx : index to i32
      %txT = arith.index_cast %tx : index to i32
      %bo = arith.muli %bxT, %kB : i32
      %xT = arith.addi %txT, %bo : i32
      %u = arith.addi %base, %xT : i32
      %r = arith.subi %base, %xT : i32
      %e1 = arith.extsi %u : i32 to i64
      %e2 = arith.extui %r : i32 to i64
      %cm3 = arith.constant -3 : i32
      %r3 = arith.muli %r, %cm3 : i32
      %e3 = arith.extsi %r3 : i32 to i64
      %t16 = arith.trunci %u : i32 to i16
      %e4 = arith.extui %t16 : i16 to i64
      %s1 = arith.addi %e1, %e2 : i64
      %s2 = arith.xori %s1, %e3 : i64
      %k5 = arith.constant 5 : i64
      %s3 = arith.muli %e4, %k5 : i64
      %val = arith.addi %s2, %s3 : i64
      %ok = arith.cmpi slt, %u, %n : i32
      %c4x = arith.constant 4 : index
      %c40 = arith.constant 40 : index
      %bxx = arith.muli %bx, %c4x : index
      %xi = arith.addi %bxx, %tx : index
      %col = arith.addi %xi, %c40 : index
      %c2x = arith.constant 2 : index
      %byy = arith.muli %by, %c2x : index
      %row = arith.addi %byy, %ty : index
      scf.if %ok {
        memref.store %val, %out[%row, %col] : memref<6x96xi64>
      }

    } }
  } }
  return
}
llvm.mlir.global internal constant @fmt_6("inform base %d n %d lbx %ld ubx %ld mismatches %ld\0A\00") {addr_space = 0 : i32}
func.func @check_6(%base: i32, %n: i32, %lbx: index, %ubx: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cH = arith.constant 6 : index
  %cW = arith.constant 96 : index
  %sent = arith.constant -7 : i64
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %a = memref.alloc() : memref<6x96xi64>
  %w = memref.alloc() : memref<6x96xi64>
  scf.for %i = %c0 to %cH step %c1 { scf.for %j = %c0 to %cW step %c1 {
    memref.store %sent, %a[%i, %j] : memref<6x96xi64>
    memref.store %sent, %w[%i, %j] : memref<6x96xi64>
  } }
  call @kern_6(%a, %base, %n, %lbx, %ubx) : (memref<6x96xi64>, i32, i32, index, index) -> ()
  call @host_6(%w, %base, %n, %lbx, %ubx) : (memref<6x96xi64>, i32, i32, index, index) -> ()
  %bad = scf.for %i = %c0 to %cH step %c1 iter_args(%acc = %z) -> (i64) {
   %r = scf.for %j = %c0 to %cW step %c1 iter_args(%acc1 = %acc) -> (i64) {
    %x = memref.load %a[%i, %j] : memref<6x96xi64>
    %y = memref.load %w[%i, %j] : memref<6x96xi64>
    %ne = arith.cmpi ne, %x, %y : i64
    %inc = arith.select %ne, %one, %z : i64
    %acc2 = arith.addi %acc1, %inc : i64
    scf.yield %acc2 : i64
   }
   scf.yield %r : i64
  }
  %l64 = arith.index_cast %lbx : index to i64
  %u64 = arith.index_cast %ubx : index to i64
  %fmt = llvm.mlir.addressof @fmt_6 : !llvm.ptr
  llvm.call @printf(%fmt, %base, %n, %l64, %u64, %bad) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32, i64, i64, i64) -> i32
  memref.dealloc %a : memref<6x96xi64>
  memref.dealloc %w : memref<6x96xi64>
  return
}
func.func @main_6() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cn = arith.constant 1152 : index
  %t = memref.get_global @tbl6 : memref<1152x4xi64>
  scf.for %i = %c0 to %cn step %c1 {
    %k0 = arith.constant 0 : index
    %v0 = memref.load %t[%i, %k0] : memref<1152x4xi64>
    %a0 = arith.trunci %v0 : i64 to i32
    %k1 = arith.constant 1 : index
    %v1 = memref.load %t[%i, %k1] : memref<1152x4xi64>
    %a1 = arith.trunci %v1 : i64 to i32
    %k2 = arith.constant 2 : index
    %v2 = memref.load %t[%i, %k2] : memref<1152x4xi64>
    %a2 = arith.index_cast %v2 : i64 to index
    %k3 = arith.constant 3 : index
    %v3 = memref.load %t[%i, %k3] : memref<1152x4xi64>
    %a3 = arith.index_cast %v3 : i64 to index
    func.call @check_6(%a0, %a1, %a2, %a3) : (i32, i32, index, index) -> ()
  }
  return
}
func.func @main() {
  call @main_0() : () -> ()
  call @main_1() : () -> ()
  call @main_2() : () -> ()
  call @main_3() : () -> ()
  call @main_4() : () -> ()
  call @main_5() : () -> ()
  call @main_6() : () -> ()
  %done = llvm.mlir.addressof @fmt_done : !llvm.ptr
  llvm.call @printf(%done) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr) -> i32
  return
}
