// masked-tails and inline-copies (stitch-cpuify with loop-hints): blocks of
// 1, 3, 8, 63, 64 and 65 threads (65: neither rewrite), each copying its
// tile to shared memory, a barrier, a clamped-neighbour stencil under
// `gid < n` (n = 0..3, 62, 64, 65, 130, 300) and a row copy back under
// `tx < len` (len = -1, 0, 1, 2, 33, 64, 100). Fires: the kernels of at
// most 64 threads get the `no-builtin-memcpy` passthrough and the
// predicated x-loop hint after stitch-cpuify, the 65-thread one neither.
// Host reference: plain loops reading the input directly.
// RUN: stitch-opt %s --stitch-to-openmp > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-cpuify{inner-serialize=true }),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.p0.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.p0.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim),func.func(stitch-cpuify{inner-serialize=true masked-tails=false inline-copies=false}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.p1.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.p1.mlir | FileCheck %s
// CHECK: mask total mismatches 0 sum 0
func.func @kernel1(%in: memref<300xf32>, %out: memref<300xf32>, %out2: memref<300xf32>, %n: index, %len: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cG = arith.constant 3 : index
  %cB = arith.constant 1 : index
  %cBm1 = arith.constant 0 : index
  %f2 = arith.constant 2.0 : f32
  %f3 = arith.constant 3.0 : f32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %cG, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %cB, %sy = %c1, %sz = %c1)
             workgroup(%sh : memref<1xf32, #gpu.address_space<workgroup>>) {
    %base = arith.muli %bx, %cB : index
    %gid = arith.addi %base, %tx : index
    %v = memref.load %in[%gid] : memref<300xf32>
    memref.store %v, %sh[%tx] : memref<1xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %ok = arith.cmpi slt, %gid, %n : index
    scf.if %ok {
      %tm = arith.subi %tx, %c1 : index
      %l = arith.maxsi %tm, %c0 : index
      %tp = arith.addi %tx, %c1 : index
      %r = arith.minsi %tp, %cBm1 : index
      %vl = memref.load %sh[%l] : memref<1xf32, #gpu.address_space<workgroup>>
      %vc = memref.load %sh[%tx] : memref<1xf32, #gpu.address_space<workgroup>>
      %vr = memref.load %sh[%r] : memref<1xf32, #gpu.address_space<workgroup>>
      %a = arith.mulf %vc, %f2 : f32
      %b = arith.mulf %vr, %f3 : f32
      %s = arith.addf %vl, %a : f32
      %s2 = arith.addf %s, %b : f32
      memref.store %s2, %out[%gid] : memref<300xf32>
    }
    %ok2 = arith.cmpi slt, %tx, %len : index
    scf.if %ok2 {
      %w = memref.load %sh[%tx] : memref<1xf32, #gpu.address_space<workgroup>>
      memref.store %w, %out2[%gid] : memref<300xf32>
    }
    gpu.terminator
  }
  return
}
func.func @ref1(%in: memref<300xf32>, %out: memref<300xf32>, %out2: memref<300xf32>, %n: index, %len: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cG = arith.constant 3 : index
  %cB = arith.constant 1 : index
  %cBm1 = arith.constant 0 : index
  %f2 = arith.constant 2.0 : f32
  %f3 = arith.constant 3.0 : f32
  scf.for %bx = %c0 to %cG step %c1 {
    scf.for %tx = %c0 to %cB step %c1 {
      %base = arith.muli %bx, %cB : index
      %gid = arith.addi %base, %tx : index
      %ok = arith.cmpi slt, %gid, %n : index
      scf.if %ok {
        %tm = arith.subi %tx, %c1 : index
        %lc = arith.cmpi slt, %tm, %c0 : index
        %l = scf.if %lc -> index { scf.yield %c0 : index } else { scf.yield %tm : index }
        %tp = arith.addi %tx, %c1 : index
        %rc = arith.cmpi sgt, %tp, %cBm1 : index
        %r = scf.if %rc -> index { scf.yield %cBm1 : index } else { scf.yield %tp : index }
        %gl = arith.addi %base, %l : index
        %gr = arith.addi %base, %r : index
        %vl = memref.load %in[%gl] : memref<300xf32>
        %vc = memref.load %in[%gid] : memref<300xf32>
        %vr = memref.load %in[%gr] : memref<300xf32>
        %a = arith.mulf %vc, %f2 : f32
        %b = arith.mulf %vr, %f3 : f32
        %s = arith.addf %vl, %a : f32
        %s2 = arith.addf %s, %b : f32
        memref.store %s2, %out[%gid] : memref<300xf32>
      }
      %ok2 = arith.cmpi slt, %tx, %len : index
      scf.if %ok2 {
        %w = memref.load %in[%gid] : memref<300xf32>
        memref.store %w, %out2[%gid] : memref<300xf32>
      }
    }
  }
  return
}

func.func @kernel3(%in: memref<300xf32>, %out: memref<300xf32>, %out2: memref<300xf32>, %n: index, %len: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cG = arith.constant 3 : index
  %cB = arith.constant 3 : index
  %cBm1 = arith.constant 2 : index
  %f2 = arith.constant 2.0 : f32
  %f3 = arith.constant 3.0 : f32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %cG, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %cB, %sy = %c1, %sz = %c1)
             workgroup(%sh : memref<3xf32, #gpu.address_space<workgroup>>) {
    %base = arith.muli %bx, %cB : index
    %gid = arith.addi %base, %tx : index
    %v = memref.load %in[%gid] : memref<300xf32>
    memref.store %v, %sh[%tx] : memref<3xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %ok = arith.cmpi slt, %gid, %n : index
    scf.if %ok {
      %tm = arith.subi %tx, %c1 : index
      %l = arith.maxsi %tm, %c0 : index
      %tp = arith.addi %tx, %c1 : index
      %r = arith.minsi %tp, %cBm1 : index
      %vl = memref.load %sh[%l] : memref<3xf32, #gpu.address_space<workgroup>>
      %vc = memref.load %sh[%tx] : memref<3xf32, #gpu.address_space<workgroup>>
      %vr = memref.load %sh[%r] : memref<3xf32, #gpu.address_space<workgroup>>
      %a = arith.mulf %vc, %f2 : f32
      %b = arith.mulf %vr, %f3 : f32
      %s = arith.addf %vl, %a : f32
      %s2 = arith.addf %s, %b : f32
      memref.store %s2, %out[%gid] : memref<300xf32>
    }
    %ok2 = arith.cmpi slt, %tx, %len : index
    scf.if %ok2 {
      %w = memref.load %sh[%tx] : memref<3xf32, #gpu.address_space<workgroup>>
      memref.store %w, %out2[%gid] : memref<300xf32>
    }
    gpu.terminator
  }
  return
}
func.func @ref3(%in: memref<300xf32>, %out: memref<300xf32>, %out2: memref<300xf32>, %n: index, %len: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cG = arith.constant 3 : index
  %cB = arith.constant 3 : index
  %cBm1 = arith.constant 2 : index
  %f2 = arith.constant 2.0 : f32
  %f3 = arith.constant 3.0 : f32
  scf.for %bx = %c0 to %cG step %c1 {
    scf.for %tx = %c0 to %cB step %c1 {
      %base = arith.muli %bx, %cB : index
      %gid = arith.addi %base, %tx : index
      %ok = arith.cmpi slt, %gid, %n : index
      scf.if %ok {
        %tm = arith.subi %tx, %c1 : index
        %lc = arith.cmpi slt, %tm, %c0 : index
        %l = scf.if %lc -> index { scf.yield %c0 : index } else { scf.yield %tm : index }
        %tp = arith.addi %tx, %c1 : index
        %rc = arith.cmpi sgt, %tp, %cBm1 : index
        %r = scf.if %rc -> index { scf.yield %cBm1 : index } else { scf.yield %tp : index }
        %gl = arith.addi %base, %l : index
        %gr = arith.addi %base, %r : index
        %vl = memref.load %in[%gl] : memref<300xf32>
        %vc = memref.load %in[%gid] : memref<300xf32>
        %vr = memref.load %in[%gr] : memref<300xf32>
        %a = arith.mulf %vc, %f2 : f32
        %b = arith.mulf %vr, %f3 : f32
        %s = arith.addf %vl, %a : f32
        %s2 = arith.addf %s, %b : f32
        memref.store %s2, %out[%gid] : memref<300xf32>
      }
      %ok2 = arith.cmpi slt, %tx, %len : index
      scf.if %ok2 {
        %w = memref.load %in[%gid] : memref<300xf32>
        memref.store %w, %out2[%gid] : memref<300xf32>
      }
    }
  }
  return
}

func.func @kernel8(%in: memref<300xf32>, %out: memref<300xf32>, %out2: memref<300xf32>, %n: index, %len: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cG = arith.constant 3 : index
  %cB = arith.constant 8 : index
  %cBm1 = arith.constant 7 : index
  %f2 = arith.constant 2.0 : f32
  %f3 = arith.constant 3.0 : f32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %cG, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %cB, %sy = %c1, %sz = %c1)
             workgroup(%sh : memref<8xf32, #gpu.address_space<workgroup>>) {
    %base = arith.muli %bx, %cB : index
    %gid = arith.addi %base, %tx : index
    %v = memref.load %in[%gid] : memref<300xf32>
    memref.store %v, %sh[%tx] : memref<8xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %ok = arith.cmpi slt, %gid, %n : index
    scf.if %ok {
      %tm = arith.subi %tx, %c1 : index
      %l = arith.maxsi %tm, %c0 : index
      %tp = arith.addi %tx, %c1 : index
      %r = arith.minsi %tp, %cBm1 : index
      %vl = memref.load %sh[%l] : memref<8xf32, #gpu.address_space<workgroup>>
      %vc = memref.load %sh[%tx] : memref<8xf32, #gpu.address_space<workgroup>>
      %vr = memref.load %sh[%r] : memref<8xf32, #gpu.address_space<workgroup>>
      %a = arith.mulf %vc, %f2 : f32
      %b = arith.mulf %vr, %f3 : f32
      %s = arith.addf %vl, %a : f32
      %s2 = arith.addf %s, %b : f32
      memref.store %s2, %out[%gid] : memref<300xf32>
    }
    %ok2 = arith.cmpi slt, %tx, %len : index
    scf.if %ok2 {
      %w = memref.load %sh[%tx] : memref<8xf32, #gpu.address_space<workgroup>>
      memref.store %w, %out2[%gid] : memref<300xf32>
    }
    gpu.terminator
  }
  return
}
func.func @ref8(%in: memref<300xf32>, %out: memref<300xf32>, %out2: memref<300xf32>, %n: index, %len: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cG = arith.constant 3 : index
  %cB = arith.constant 8 : index
  %cBm1 = arith.constant 7 : index
  %f2 = arith.constant 2.0 : f32
  %f3 = arith.constant 3.0 : f32
  scf.for %bx = %c0 to %cG step %c1 {
    scf.for %tx = %c0 to %cB step %c1 {
      %base = arith.muli %bx, %cB : index
      %gid = arith.addi %base, %tx : index
      %ok = arith.cmpi slt, %gid, %n : index
      scf.if %ok {
        %tm = arith.subi %tx, %c1 : index
        %lc = arith.cmpi slt, %tm, %c0 : index
        %l = scf.if %lc -> index { scf.yield %c0 : index } else { scf.yield %tm : index }
        %tp = arith.addi %tx, %c1 : index
        %rc = arith.cmpi sgt, %tp, %cBm1 : index
        %r = scf.if %rc -> index { scf.yield %cBm1 : index } else { scf.yield %tp : index }
        %gl = arith.addi %base, %l : index
        %gr = arith.addi %base, %r : index
        %vl = memref.load %in[%gl] : memref<300xf32>
        %vc = memref.load %in[%gid] : memref<300xf32>
        %vr = memref.load %in[%gr] : memref<300xf32>
        %a = arith.mulf %vc, %f2 : f32
        %b = arith.mulf %vr, %f3 : f32
        %s = arith.addf %vl, %a : f32
        %s2 = arith.addf %s, %b : f32
        memref.store %s2, %out[%gid] : memref<300xf32>
      }
      %ok2 = arith.cmpi slt, %tx, %len : index
      scf.if %ok2 {
        %w = memref.load %in[%gid] : memref<300xf32>
        memref.store %w, %out2[%gid] : memref<300xf32>
      }
    }
  }
  return
}

func.func @kernel63(%in: memref<300xf32>, %out: memref<300xf32>, %out2: memref<300xf32>, %n: index, %len: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cG = arith.constant 3 : index
  %cB = arith.constant 63 : index
  %cBm1 = arith.constant 62 : index
  %f2 = arith.constant 2.0 : f32
  %f3 = arith.constant 3.0 : f32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %cG, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %cB, %sy = %c1, %sz = %c1)
             workgroup(%sh : memref<63xf32, #gpu.address_space<workgroup>>) {
    %base = arith.muli %bx, %cB : index
    %gid = arith.addi %base, %tx : index
    %v = memref.load %in[%gid] : memref<300xf32>
    memref.store %v, %sh[%tx] : memref<63xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %ok = arith.cmpi slt, %gid, %n : index
    scf.if %ok {
      %tm = arith.subi %tx, %c1 : index
      %l = arith.maxsi %tm, %c0 : index
      %tp = arith.addi %tx, %c1 : index
      %r = arith.minsi %tp, %cBm1 : index
      %vl = memref.load %sh[%l] : memref<63xf32, #gpu.address_space<workgroup>>
      %vc = memref.load %sh[%tx] : memref<63xf32, #gpu.address_space<workgroup>>
      %vr = memref.load %sh[%r] : memref<63xf32, #gpu.address_space<workgroup>>
      %a = arith.mulf %vc, %f2 : f32
      %b = arith.mulf %vr, %f3 : f32
      %s = arith.addf %vl, %a : f32
      %s2 = arith.addf %s, %b : f32
      memref.store %s2, %out[%gid] : memref<300xf32>
    }
    %ok2 = arith.cmpi slt, %tx, %len : index
    scf.if %ok2 {
      %w = memref.load %sh[%tx] : memref<63xf32, #gpu.address_space<workgroup>>
      memref.store %w, %out2[%gid] : memref<300xf32>
    }
    gpu.terminator
  }
  return
}
func.func @ref63(%in: memref<300xf32>, %out: memref<300xf32>, %out2: memref<300xf32>, %n: index, %len: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cG = arith.constant 3 : index
  %cB = arith.constant 63 : index
  %cBm1 = arith.constant 62 : index
  %f2 = arith.constant 2.0 : f32
  %f3 = arith.constant 3.0 : f32
  scf.for %bx = %c0 to %cG step %c1 {
    scf.for %tx = %c0 to %cB step %c1 {
      %base = arith.muli %bx, %cB : index
      %gid = arith.addi %base, %tx : index
      %ok = arith.cmpi slt, %gid, %n : index
      scf.if %ok {
        %tm = arith.subi %tx, %c1 : index
        %lc = arith.cmpi slt, %tm, %c0 : index
        %l = scf.if %lc -> index { scf.yield %c0 : index } else { scf.yield %tm : index }
        %tp = arith.addi %tx, %c1 : index
        %rc = arith.cmpi sgt, %tp, %cBm1 : index
        %r = scf.if %rc -> index { scf.yield %cBm1 : index } else { scf.yield %tp : index }
        %gl = arith.addi %base, %l : index
        %gr = arith.addi %base, %r : index
        %vl = memref.load %in[%gl] : memref<300xf32>
        %vc = memref.load %in[%gid] : memref<300xf32>
        %vr = memref.load %in[%gr] : memref<300xf32>
        %a = arith.mulf %vc, %f2 : f32
        %b = arith.mulf %vr, %f3 : f32
        %s = arith.addf %vl, %a : f32
        %s2 = arith.addf %s, %b : f32
        memref.store %s2, %out[%gid] : memref<300xf32>
      }
      %ok2 = arith.cmpi slt, %tx, %len : index
      scf.if %ok2 {
        %w = memref.load %in[%gid] : memref<300xf32>
        memref.store %w, %out2[%gid] : memref<300xf32>
      }
    }
  }
  return
}

func.func @kernel64(%in: memref<300xf32>, %out: memref<300xf32>, %out2: memref<300xf32>, %n: index, %len: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cG = arith.constant 3 : index
  %cB = arith.constant 64 : index
  %cBm1 = arith.constant 63 : index
  %f2 = arith.constant 2.0 : f32
  %f3 = arith.constant 3.0 : f32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %cG, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %cB, %sy = %c1, %sz = %c1)
             workgroup(%sh : memref<64xf32, #gpu.address_space<workgroup>>) {
    %base = arith.muli %bx, %cB : index
    %gid = arith.addi %base, %tx : index
    %v = memref.load %in[%gid] : memref<300xf32>
    memref.store %v, %sh[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %ok = arith.cmpi slt, %gid, %n : index
    scf.if %ok {
      %tm = arith.subi %tx, %c1 : index
      %l = arith.maxsi %tm, %c0 : index
      %tp = arith.addi %tx, %c1 : index
      %r = arith.minsi %tp, %cBm1 : index
      %vl = memref.load %sh[%l] : memref<64xf32, #gpu.address_space<workgroup>>
      %vc = memref.load %sh[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      %vr = memref.load %sh[%r] : memref<64xf32, #gpu.address_space<workgroup>>
      %a = arith.mulf %vc, %f2 : f32
      %b = arith.mulf %vr, %f3 : f32
      %s = arith.addf %vl, %a : f32
      %s2 = arith.addf %s, %b : f32
      memref.store %s2, %out[%gid] : memref<300xf32>
    }
    %ok2 = arith.cmpi slt, %tx, %len : index
    scf.if %ok2 {
      %w = memref.load %sh[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      memref.store %w, %out2[%gid] : memref<300xf32>
    }
    gpu.terminator
  }
  return
}
func.func @ref64(%in: memref<300xf32>, %out: memref<300xf32>, %out2: memref<300xf32>, %n: index, %len: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cG = arith.constant 3 : index
  %cB = arith.constant 64 : index
  %cBm1 = arith.constant 63 : index
  %f2 = arith.constant 2.0 : f32
  %f3 = arith.constant 3.0 : f32
  scf.for %bx = %c0 to %cG step %c1 {
    scf.for %tx = %c0 to %cB step %c1 {
      %base = arith.muli %bx, %cB : index
      %gid = arith.addi %base, %tx : index
      %ok = arith.cmpi slt, %gid, %n : index
      scf.if %ok {
        %tm = arith.subi %tx, %c1 : index
        %lc = arith.cmpi slt, %tm, %c0 : index
        %l = scf.if %lc -> index { scf.yield %c0 : index } else { scf.yield %tm : index }
        %tp = arith.addi %tx, %c1 : index
        %rc = arith.cmpi sgt, %tp, %cBm1 : index
        %r = scf.if %rc -> index { scf.yield %cBm1 : index } else { scf.yield %tp : index }
        %gl = arith.addi %base, %l : index
        %gr = arith.addi %base, %r : index
        %vl = memref.load %in[%gl] : memref<300xf32>
        %vc = memref.load %in[%gid] : memref<300xf32>
        %vr = memref.load %in[%gr] : memref<300xf32>
        %a = arith.mulf %vc, %f2 : f32
        %b = arith.mulf %vr, %f3 : f32
        %s = arith.addf %vl, %a : f32
        %s2 = arith.addf %s, %b : f32
        memref.store %s2, %out[%gid] : memref<300xf32>
      }
      %ok2 = arith.cmpi slt, %tx, %len : index
      scf.if %ok2 {
        %w = memref.load %in[%gid] : memref<300xf32>
        memref.store %w, %out2[%gid] : memref<300xf32>
      }
    }
  }
  return
}

func.func @kernel65(%in: memref<300xf32>, %out: memref<300xf32>, %out2: memref<300xf32>, %n: index, %len: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cG = arith.constant 3 : index
  %cB = arith.constant 65 : index
  %cBm1 = arith.constant 64 : index
  %f2 = arith.constant 2.0 : f32
  %f3 = arith.constant 3.0 : f32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %cG, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %cB, %sy = %c1, %sz = %c1)
             workgroup(%sh : memref<65xf32, #gpu.address_space<workgroup>>) {
    %base = arith.muli %bx, %cB : index
    %gid = arith.addi %base, %tx : index
    %v = memref.load %in[%gid] : memref<300xf32>
    memref.store %v, %sh[%tx] : memref<65xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %ok = arith.cmpi slt, %gid, %n : index
    scf.if %ok {
      %tm = arith.subi %tx, %c1 : index
      %l = arith.maxsi %tm, %c0 : index
      %tp = arith.addi %tx, %c1 : index
      %r = arith.minsi %tp, %cBm1 : index
      %vl = memref.load %sh[%l] : memref<65xf32, #gpu.address_space<workgroup>>
      %vc = memref.load %sh[%tx] : memref<65xf32, #gpu.address_space<workgroup>>
      %vr = memref.load %sh[%r] : memref<65xf32, #gpu.address_space<workgroup>>
      %a = arith.mulf %vc, %f2 : f32
      %b = arith.mulf %vr, %f3 : f32
      %s = arith.addf %vl, %a : f32
      %s2 = arith.addf %s, %b : f32
      memref.store %s2, %out[%gid] : memref<300xf32>
    }
    %ok2 = arith.cmpi slt, %tx, %len : index
    scf.if %ok2 {
      %w = memref.load %sh[%tx] : memref<65xf32, #gpu.address_space<workgroup>>
      memref.store %w, %out2[%gid] : memref<300xf32>
    }
    gpu.terminator
  }
  return
}
func.func @ref65(%in: memref<300xf32>, %out: memref<300xf32>, %out2: memref<300xf32>, %n: index, %len: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cG = arith.constant 3 : index
  %cB = arith.constant 65 : index
  %cBm1 = arith.constant 64 : index
  %f2 = arith.constant 2.0 : f32
  %f3 = arith.constant 3.0 : f32
  scf.for %bx = %c0 to %cG step %c1 {
    scf.for %tx = %c0 to %cB step %c1 {
      %base = arith.muli %bx, %cB : index
      %gid = arith.addi %base, %tx : index
      %ok = arith.cmpi slt, %gid, %n : index
      scf.if %ok {
        %tm = arith.subi %tx, %c1 : index
        %lc = arith.cmpi slt, %tm, %c0 : index
        %l = scf.if %lc -> index { scf.yield %c0 : index } else { scf.yield %tm : index }
        %tp = arith.addi %tx, %c1 : index
        %rc = arith.cmpi sgt, %tp, %cBm1 : index
        %r = scf.if %rc -> index { scf.yield %cBm1 : index } else { scf.yield %tp : index }
        %gl = arith.addi %base, %l : index
        %gr = arith.addi %base, %r : index
        %vl = memref.load %in[%gl] : memref<300xf32>
        %vc = memref.load %in[%gid] : memref<300xf32>
        %vr = memref.load %in[%gr] : memref<300xf32>
        %a = arith.mulf %vc, %f2 : f32
        %b = arith.mulf %vr, %f3 : f32
        %s = arith.addf %vl, %a : f32
        %s2 = arith.addf %s, %b : f32
        memref.store %s2, %out[%gid] : memref<300xf32>
      }
      %ok2 = arith.cmpi slt, %tx, %len : index
      scf.if %ok2 {
        %w = memref.load %in[%gid] : memref<300xf32>
        memref.store %w, %out2[%gid] : memref<300xf32>
      }
    }
  }
  return
}

llvm.mlir.global internal constant @fmt("mask B %ld n %ld len %ld mismatches %ld\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @fmt2("mask total mismatches %ld sum %ld\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32
func.func @count(%a: memref<300xf32>, %b: memref<300xf32>, %acc: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cN = arith.constant 300 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %r = scf.for %i = %c0 to %cN step %c1 iter_args(%s = %acc) -> i64 {
    %x = memref.load %a[%i] : memref<300xf32>
    %y = memref.load %b[%i] : memref<300xf32>
    %ne = arith.cmpf une, %x, %y : f32
    %inc = arith.select %ne, %one, %z : i64
    %s2 = arith.addi %s, %inc : i64
    scf.yield %s2 : i64
  }
  return %r : i64
}
func.func @one(%B: index, %n: index, %len: index) -> (i64, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cN = arith.constant 300 : index
  %c7 = arith.constant 7 : index
  %cB1 = arith.constant 1 : index
  %cB3 = arith.constant 3 : index
  %cB8 = arith.constant 8 : index
  %cB63 = arith.constant 63 : index
  %cB64 = arith.constant 64 : index
  %cB65 = arith.constant 65 : index
  %z = arith.constant 0 : i64
  %m1 = arith.constant -1.0 : f32
  %in = memref.alloc() : memref<300xf32>
  %o1 = memref.alloc() : memref<300xf32>
  %o2 = memref.alloc() : memref<300xf32>
  %p1 = memref.alloc() : memref<300xf32>
  %p2 = memref.alloc() : memref<300xf32>
  scf.for %i = %c0 to %cN step %c1 {
    %sq = arith.muli %i, %i : index
    %r = arith.remui %sq, %c7 : index
    %v = arith.addi %r, %i : index
    %vi = arith.index_cast %v : index to i32
    %vf = arith.sitofp %vi : i32 to f32
    memref.store %vf, %in[%i] : memref<300xf32>
    memref.store %m1, %o1[%i] : memref<300xf32>
    memref.store %m1, %o2[%i] : memref<300xf32>
    memref.store %m1, %p1[%i] : memref<300xf32>
    memref.store %m1, %p2[%i] : memref<300xf32>
  }
  scf.execute_region {
    %is1 = arith.cmpi eq, %B, %cB1 : index
    scf.if %is1 {
      func.call @kernel1(%in, %o1, %p1, %n, %len) : (memref<300xf32>, memref<300xf32>, memref<300xf32>, index, index) -> ()
      func.call @ref1(%in, %o2, %p2, %n, %len) : (memref<300xf32>, memref<300xf32>, memref<300xf32>, index, index) -> ()
    }
    %is3 = arith.cmpi eq, %B, %cB3 : index
    scf.if %is3 {
      func.call @kernel3(%in, %o1, %p1, %n, %len) : (memref<300xf32>, memref<300xf32>, memref<300xf32>, index, index) -> ()
      func.call @ref3(%in, %o2, %p2, %n, %len) : (memref<300xf32>, memref<300xf32>, memref<300xf32>, index, index) -> ()
    }
    %is8 = arith.cmpi eq, %B, %cB8 : index
    scf.if %is8 {
      func.call @kernel8(%in, %o1, %p1, %n, %len) : (memref<300xf32>, memref<300xf32>, memref<300xf32>, index, index) -> ()
      func.call @ref8(%in, %o2, %p2, %n, %len) : (memref<300xf32>, memref<300xf32>, memref<300xf32>, index, index) -> ()
    }
    %is63 = arith.cmpi eq, %B, %cB63 : index
    scf.if %is63 {
      func.call @kernel63(%in, %o1, %p1, %n, %len) : (memref<300xf32>, memref<300xf32>, memref<300xf32>, index, index) -> ()
      func.call @ref63(%in, %o2, %p2, %n, %len) : (memref<300xf32>, memref<300xf32>, memref<300xf32>, index, index) -> ()
    }
    %is64 = arith.cmpi eq, %B, %cB64 : index
    scf.if %is64 {
      func.call @kernel64(%in, %o1, %p1, %n, %len) : (memref<300xf32>, memref<300xf32>, memref<300xf32>, index, index) -> ()
      func.call @ref64(%in, %o2, %p2, %n, %len) : (memref<300xf32>, memref<300xf32>, memref<300xf32>, index, index) -> ()
    }
    %is65 = arith.cmpi eq, %B, %cB65 : index
    scf.if %is65 {
      func.call @kernel65(%in, %o1, %p1, %n, %len) : (memref<300xf32>, memref<300xf32>, memref<300xf32>, index, index) -> ()
      func.call @ref65(%in, %o2, %p2, %n, %len) : (memref<300xf32>, memref<300xf32>, memref<300xf32>, index, index) -> ()
    }
    scf.yield
  }
  %a = func.call @count(%o1, %o2, %z) : (memref<300xf32>, memref<300xf32>, i64) -> i64
  %b = func.call @count(%p1, %p2, %a) : (memref<300xf32>, memref<300xf32>, i64) -> i64
  %bad = arith.cmpi ne, %b, %z : i64
  scf.if %bad {
    %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
    %B64 = arith.index_cast %B : index to i64
    %n64 = arith.index_cast %n : index to i64
    %l64 = arith.index_cast %len : index to i64
    llvm.call @printf(%fmt, %B64, %n64, %l64, %b) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64, i64, i64) -> i32
  }
  %s0 = arith.constant 0 : i64
  memref.dealloc %in : memref<300xf32>
  memref.dealloc %o1 : memref<300xf32>
  memref.dealloc %o2 : memref<300xf32>
  memref.dealloc %p1 : memref<300xf32>
  memref.dealloc %p2 : memref<300xf32>
  return %b, %s0 : i64, i64
}
memref.global "private" constant @bs : memref<6xi64> = dense<[1, 3, 8, 63, 64, 65]>
memref.global "private" constant @ns : memref<9xi64> = dense<[0, 1, 2, 3, 62, 64, 65, 130, 300]>
memref.global "private" constant @lens : memref<7xi64> = dense<[-1, 0, 1, 2, 33, 64, 100]>
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cNB = arith.constant 6 : index
  %c9 = arith.constant 9 : index
  %c7 = arith.constant 7 : index
  %z = arith.constant 0 : i64
  %bs = memref.get_global @bs : memref<6xi64>
  %ns = memref.get_global @ns : memref<9xi64>
  %ls = memref.get_global @lens : memref<7xi64>
  %r = scf.for %a = %c0 to %cNB step %c1 iter_args(%s0 = %z) -> i64 {
    %B64 = memref.load %bs[%a] : memref<6xi64>
    %B = arith.index_cast %B64 : i64 to index
    %r1 = scf.for %b = %c0 to %c9 step %c1 iter_args(%s1 = %s0) -> i64 {
      %n64 = memref.load %ns[%b] : memref<9xi64>
      %n = arith.index_cast %n64 : i64 to index
      %r2 = scf.for %c = %c0 to %c7 step %c1 iter_args(%s2 = %s1) -> i64 {
        %l64 = memref.load %ls[%c] : memref<7xi64>
        %l = arith.index_cast %l64 : i64 to index
        %x:2 = func.call @one(%B, %n, %l) : (index, index, index) -> (i64, i64)
        %s3 = arith.addi %s2, %x#0 : i64
        scf.yield %s3 : i64
      }
      scf.yield %r2 : i64
    }
    scf.yield %r1 : i64
  }
  %fmt = llvm.mlir.addressof @fmt2 : !llvm.ptr
  llvm.call @printf(%fmt, %r, %z) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64) -> i32
  return
}
