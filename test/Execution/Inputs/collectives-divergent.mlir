// A shuffle that only the first warp of a 64-thread block reaches
// (gpu-collectives.test): stitch-cpuify must reject it at the branch and
// at the shuffle.
func.func @first_warp(%out: memref<64xi32>) {
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %i = arith.index_cast %tx : index to i32
    %first = arith.cmpi ult, %tx, %c32 : index
    scf.if %first {
      %off = arith.constant 1 : i32
      %w = arith.constant 32 : i32
      %s, %ok = gpu.shuffle down %i, %off, %w : i32
      memref.store %s, %out[%tx] : memref<64xi32>
    }
    gpu.terminator
  }
  return
}
