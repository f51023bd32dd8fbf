// Nearest neighbour distances (Rodinia "nn", the euclid kernel), in
// gpu.launch form: 2^25 records of (lat, lng), a (2048, 64) grid of 256
// threads (Rodinia switches to a 2-D grid when the records need more than
// 65535 blocks), globalId = blockDim.x * (gridDim.x * blockIdx.y +
// blockIdx.x) + threadIdx.x; the thread of a record inside the data set
// writes its Euclidean distance to the target (lat, lng). The record count
// is a kernel argument, as in Rodinia. (Rodinia's host then picks the k
// nearest serially; that part is the same for both versions and left out.)
func.func @nn(%locations: memref<33554432x2xf32>, %distances: memref<33554432xf32>,
              %numRecords: i32, %lat: f32, %lng: f32)
    attributes {llvm.emit_c_interface} {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %c256 = arith.constant 256 : index
  %c2048 = arith.constant 2048 : index
  gpu.launch blocks(%bxa, %bya, %bza) in (%gx = %c2048, %gy = %c64, %gz = %c1)
             threads(%txa, %tya, %tza) in (%sx = %c256, %sy = %c1, %sz = %c1) {
    %bx = gpu.block_id x
    %by = gpu.block_id y
    %tx = gpu.thread_id x
    %bdx = gpu.block_dim x
    %gdx = gpu.grid_dim x
    %rowBlocks = arith.muli %gdx, %by : index
    %block = arith.addi %rowBlocks, %bx : index
    %first = arith.muli %bdx, %block : index
    %globalId = arith.addi %first, %tx : index
    %gid = arith.index_cast %globalId : index to i32
    %inRange = arith.cmpi slt, %gid, %numRecords : i32
    scf.if %inRange {
      %c0 = arith.constant 0 : index
      %rlat = memref.load %locations[%globalId, %c0] : memref<33554432x2xf32>
      %rlng = memref.load %locations[%globalId, %c1] : memref<33554432x2xf32>
      %dlat = arith.subf %lat, %rlat : f32
      %dlng = arith.subf %lng, %rlng : f32
      %a = arith.mulf %dlat, %dlat : f32
      %b = arith.mulf %dlng, %dlng : f32
      %s = arith.addf %a, %b : f32
      %d = math.sqrt %s : f32
      memref.store %d, %distances[%globalId] : memref<33554432xf32>
    }
    gpu.terminator
  }
  return
}
