// Collectives in the forms of upstream MLIR's GPU integration tests (see
// gpu-collectives.test): host_register'ed buffers, a launch body of several
// blocks that branches on a shuffle's `valid`, block sizes read from
// memref.dim, and gpu.memset.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  // Lane k reads lane k xor 4 of a 13-lane segment, -1 where that lane is
  // 13 or more: [4, 5, 6, 7, 0, 1, 2, 3, 12, -1, -1, -1, 8].
  %a = memref.alloc() : memref<13xf32>
  %ad = memref.cast %a : memref<13xf32> to memref<?xf32>
  %au = memref.cast %a : memref<13xf32> to memref<*xf32>
  gpu.host_register %au : memref<*xf32>
  %n = memref.dim %ad, %c0 : memref<?xf32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %c1, %sz = %c1) {
    %i = arith.index_cast %tx : index to i32
    %v = arith.sitofp %i : i32 to f32
    %w = arith.index_cast %sx : index to i32
    %off = arith.constant 4 : i32
    %s, %ok = gpu.shuffle xor %v, %off, %w : f32
    cf.cond_br %ok, ^out(%s : f32), ^invalid
  ^invalid:
    %m1 = arith.constant -1.0 : f32
    cf.br ^out(%m1 : f32)
  ^out(%r : f32):
    memref.store %r, %ad[%tx] : memref<?xf32>
    gpu.terminator
  }
  call @printMemrefF32(%au) : (memref<*xf32>) -> ()
  gpu.host_unregister %au : memref<*xf32>
  // A 13 x 4 x 2 block sums its linear ids: 0 + ... + 103 = 5356 everywhere.
  %b = memref.alloc() : memref<2x4x13xf32>
  %bd = memref.cast %b : memref<2x4x13xf32> to memref<?x?x?xf32>
  %x = memref.dim %bd, %c2 : memref<?x?x?xf32>
  %y = memref.dim %bd, %c1 : memref<?x?x?xf32>
  %z = memref.dim %bd, %c0 : memref<?x?x?xf32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %x, %sy = %y, %sz = %z) {
    %t0 = arith.muli %tz, %sy : index
    %t1 = arith.addi %ty, %t0 : index
    %t2 = arith.muli %t1, %sx : index
    %id = arith.addi %tx, %t2 : index
    %i = arith.index_cast %id : index to i32
    %v = arith.sitofp %i : i32 to f32
    %sum = gpu.all_reduce add %v uniform {} : (f32) -> (f32)
    memref.store %sum, %bd[%tz, %ty, %tx] : memref<?x?x?xf32>
    gpu.terminator
  }
  %flat = memref.collapse_shape %b [[0, 1, 2]] : memref<2x4x13xf32> into memref<104xf32>
  %fu = memref.cast %flat : memref<104xf32> to memref<*xf32>
  call @printMemrefF32(%fu) : (memref<*xf32>) -> ()
  // gpu.memset on the host.
  %c = memref.alloc() : memref<3x5xf32>
  %cu = memref.cast %c : memref<3x5xf32> to memref<*xf32>
  %f = arith.constant 2.5 : f32
  gpu.memset %c, %f : memref<3x5xf32>, f32
  %cflat = memref.collapse_shape %c [[0, 1]] : memref<3x5xf32> into memref<15xf32>
  %cfu = memref.cast %cflat : memref<15xf32> to memref<*xf32>
  call @printMemrefF32(%cfu) : (memref<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(memref<*xf32>)
