// Breadth-first search (Rodinia "bfs", Harish and Narayanan's two kernels),
// in gpu.launch form: a graph of 2^20 nodes (node = {starting, no_of_edges}
// into the edge list), bool masks as i8, a 2048-block grid of 512 threads
// (MAX_THREADS_PER_BLOCK). The host loop runs Kernel and Kernel2 until no
// node was added to the frontier (g_over stays false), as Rodinia's do-while.
// Kernel: a frontier node clears its mask bit and, for each unvisited
// neighbour, sets its cost to its own + 1 and marks it in the updating mask
// (several frontier nodes may write the same neighbour, with the same
// value, as on the GPU). Kernel2: a node in the updating mask joins the
// frontier, is marked visited, sets g_over and leaves the updating mask.
func.func @bfs(%nodes: memref<1048576x2xi32>, %edges: memref<?xi32>,
               %mask: memref<1048576xi8>, %updating: memref<1048576xi8>,
               %visited: memref<1048576xi8>, %cost: memref<1048576xi32>,
               %over: memref<1xi8>, %noOfNodes: i32)
    attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c512 = arith.constant 512 : index
  %c2048 = arith.constant 2048 : index
  %false = arith.constant 0 : i8
  %true = arith.constant 1 : i8
  scf.while : () -> () {
    memref.store %false, %over[%c0] : memref<1xi8>
    gpu.launch blocks(%bxa, %bya, %bza) in (%gx = %c2048, %gy = %c1, %gz = %c1)
               threads(%txa, %tya, %tza) in (%sx = %c512, %sy = %c1, %sz = %c1) {
      %bx = gpu.block_id x
      %tx = gpu.thread_id x
      // tid = blockIdx.x * MAX_THREADS_PER_BLOCK + threadIdx.x
      %b512 = arith.muli %bx, %c512 : index
      %tid = arith.addi %b512, %tx : index
      %tidI = arith.index_cast %tid : index to i32
      %inGraph = arith.cmpi slt, %tidI, %noOfNodes : i32
      scf.if %inGraph {
        %m = memref.load %mask[%tid] : memref<1048576xi8>
        %inFrontier = arith.cmpi ne, %m, %false : i8
        scf.if %inFrontier {
          memref.store %false, %mask[%tid] : memref<1048576xi8>
          %startI = memref.load %nodes[%tid, %c0] : memref<1048576x2xi32>
          %countI = memref.load %nodes[%tid, %c1] : memref<1048576x2xi32>
          %endI = arith.addi %countI, %startI : i32
          %start = arith.index_cast %startI : i32 to index
          %end = arith.index_cast %endI : i32 to index
          scf.for %i = %start to %end step %c1 {
            %idI = memref.load %edges[%i] : memref<?xi32>
            %id = arith.index_cast %idI : i32 to index
            %v = memref.load %visited[%id] : memref<1048576xi8>
            %unvisited = arith.cmpi eq, %v, %false : i8
            scf.if %unvisited {
              %ct = memref.load %cost[%tid] : memref<1048576xi32>
              %one = arith.constant 1 : i32
              %nc = arith.addi %ct, %one : i32
              memref.store %nc, %cost[%id] : memref<1048576xi32>
              memref.store %true, %updating[%id] : memref<1048576xi8>
            }
          }
        }
      }
      gpu.terminator
    }
    gpu.launch blocks(%bxa, %bya, %bza) in (%gx = %c2048, %gy = %c1, %gz = %c1)
               threads(%txa, %tya, %tza) in (%sx = %c512, %sy = %c1, %sz = %c1) {
      %bx = gpu.block_id x
      %tx = gpu.thread_id x
      %b512 = arith.muli %bx, %c512 : index
      %tid = arith.addi %b512, %tx : index
      %tidI = arith.index_cast %tid : index to i32
      %inGraph = arith.cmpi slt, %tidI, %noOfNodes : i32
      scf.if %inGraph {
        %u = memref.load %updating[%tid] : memref<1048576xi8>
        %isUpdating = arith.cmpi ne, %u, %false : i8
        scf.if %isUpdating {
          memref.store %true, %mask[%tid] : memref<1048576xi8>
          memref.store %true, %visited[%tid] : memref<1048576xi8>
          memref.store %true, %over[%c0] : memref<1xi8>
          memref.store %false, %updating[%tid] : memref<1048576xi8>
        }
      }
      gpu.terminator
    }
    %o = memref.load %over[%c0] : memref<1xi8>
    %again = arith.cmpi ne, %o, %false : i8
    scf.condition(%again)
  } do {
    scf.yield
  }
  return
}
