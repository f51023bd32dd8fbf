// K-means membership (Rodinia "kmeans", kmeansPoint with its default
// configuration: no GPU delta or centre reduction), in gpu.launch form:
// 2^20 points of 34 features (the layout after Rodinia's invert_mapping:
// feature-major, features[j][point]), 5 cluster centres (Rodinia keeps them
// in constant memory: a read-only argument here), a 4096-block grid of 256
// threads. Each thread of a point inside the data set finds the nearest
// centre (squared Euclidean distance, strict `<` so the first of equal
// distances wins, FLT_MAX start, index -1) and writes it to membership.
// Sizes are kernel arguments, as in Rodinia. (Rodinia's host then
// recomputes the centres serially; that part is the same for both versions
// and left out.)
func.func @kmeans(%features: memref<34x1048576xf32>, %clusters: memref<5x34xf32>,
                  %membership: memref<1048576xi32>, %nfeatures: i32,
                  %npoints: i32, %nclusters: i32)
    attributes {llvm.emit_c_interface} {
  %c1 = arith.constant 1 : index
  %c256 = arith.constant 256 : index
  %c4096 = arith.constant 4096 : index
  gpu.launch blocks(%bxa, %bya, %bza) in (%gx = %c4096, %gy = %c1, %gz = %c1)
             threads(%txa, %tya, %tza) in (%sx = %c256, %sy = %c1, %sz = %c1) {
    %bx = gpu.block_id x
    %by = gpu.block_id y
    %tx = gpu.thread_id x
    %bdx = gpu.block_dim x
    %bdy = gpu.block_dim y
    %gdx = gpu.grid_dim x
    // block_id = gridDim.x * blockIdx.y + blockIdx.x;
    // point_id = block_id * blockDim.x * blockDim.y + threadIdx.x
    %rowBlocks = arith.muli %gdx, %by : index
    %block = arith.addi %rowBlocks, %bx : index
    %bsize = arith.muli %bdx, %bdy : index
    %first = arith.muli %block, %bsize : index
    %point = arith.addi %first, %tx : index
    %pointI = arith.index_cast %point : index to i32
    %inRange = arith.cmpi slt, %pointI, %npoints : i32
    scf.if %inRange {
      %c0 = arith.constant 0 : index
      %fltMax = arith.constant 3.40282347e+38 : f32
      %minus1 = arith.constant -1 : i32
      %zero = arith.constant 0.0 : f32
      %nc = arith.index_cast %nclusters : i32 to index
      %nf = arith.index_cast %nfeatures : i32 to index
      %best:2 = scf.for %i = %c0 to %nc step %c1
          iter_args(%minDist = %fltMax, %index = %minus1) -> (f32, i32) {
        %ans = scf.for %j = %c0 to %nf step %c1 iter_args(%acc = %zero) -> f32 {
          %x = memref.load %features[%j, %point] : memref<34x1048576xf32>
          %y = memref.load %clusters[%i, %j] : memref<5x34xf32>
          %diff = arith.subf %x, %y : f32
          %sq = arith.mulf %diff, %diff : f32
          %s = arith.addf %acc, %sq : f32
          scf.yield %s : f32
        }
        %closer = arith.cmpf olt, %ans, %minDist : f32
        %r:2 = scf.if %closer -> (f32, i32) {
          %ii = arith.index_cast %i : index to i32
          scf.yield %ans, %ii : f32, i32
        } else {
          scf.yield %minDist, %index : f32, i32
        }
        scf.yield %r#0, %r#1 : f32, i32
      }
      memref.store %best#1, %membership[%point] : memref<1048576xi32>
    }
    gpu.terminator
  }
  return
}
