// A shuffle in a loop whose trip count differs between the threads of a
// 64-thread block, and a block-wide reduction that only the first warp
// reaches (gpu-collectives.test): stitch-cpuify must reject both at the
// control flow and at the collective. (A subgroup collective under an
// scf.if is taken out of it instead: lower-gpu-collectives.mlir.)
func.func @divergent(%out: memref<64xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %i = arith.index_cast %tx : index to i32
    %r = scf.for %k = %c0 to %tx step %c1 iter_args(%acc = %i) -> (i32) {
      %off = arith.constant 1 : i32
      %w = arith.constant 32 : i32
      %s, %ok = gpu.shuffle down %acc, %off, %w : i32
      scf.yield %s : i32
    }
    memref.store %r, %out[%tx] : memref<64xi32>
    gpu.terminator
  }
  return
}

func.func @first_warp_all_reduce(%out: memref<64xi32>) {
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %i = arith.index_cast %tx : index to i32
    %first = arith.cmpi ult, %tx, %c32 : index
    scf.if %first {
      %s = gpu.all_reduce add %i uniform {} : (i32) -> (i32)
      memref.store %s, %out[%tx] : memref<64xi32>
    }
    gpu.terminator
  }
  return
}
