// Backprop forward pass of the input layer (Rodinia "backprop",
// bpnn_layerforward_CUDA): 2^22 inputs, 16 hidden units. A grid of 262144
// blocks of 16x16 threads: block `by` takes inputs 16*by+1 .. 16*by+16 (input
// 0 is the bias). Thread (tx, ty) multiplies weight[16*by+ty+1][tx+1] by its
// input, then a tree reduction over ty (an scf.for over the 4 halving steps,
// a barrier per step) leaves each hidden unit's block sum in row 0; threads
// with tx == 0 write the 16 partial sums of the block. (Rodinia also writes
// the reduced tile back over the weights; that only corrupts the weights for
// the next call, so it is left out.) The host part sums the partial sums of
// all blocks, adds the bias weight and applies the sigmoid, as Rodinia's
// bpnn_train_cuda does on the CPU.
func.func @backprop(%input: memref<4194305xf32>, %w: memref<4194305x17xf32>,
                    %partial: memref<262144x16xf32>, %hidden: memref<17xf32>)
    attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c16 = arith.constant 16 : index
  %c17 = arith.constant 17 : index
  %cblocks = arith.constant 262144 : index
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  scf.parallel (%by) = (%c0) to (%cblocks) step (%c1) {
    %input_node = memref.alloca() : memref<16xf32>
    %weight_matrix = memref.alloca() : memref<16x16xf32>
    scf.parallel (%tx, %ty) = (%c0, %c0) to (%c16, %c16) step (%c1, %c1) {
      %by16 = arith.muli %by, %c16 : index
      %r = arith.addi %by16, %ty : index
      %index_in = arith.addi %r, %c1 : index
      %col = arith.addi %tx, %c1 : index
      %isFirstCol = arith.cmpi eq, %tx, %c0 : index
      scf.if %isFirstCol {
        %x = memref.load %input[%index_in] : memref<4194305xf32>
        memref.store %x, %input_node[%ty] : memref<16xf32>
      }
      stitch.barrier %tx, %ty
      %wv = memref.load %w[%index_in, %col] : memref<4194305x17xf32>
      memref.store %wv, %weight_matrix[%ty, %tx] : memref<16x16xf32>
      stitch.barrier %tx, %ty
      %m0 = memref.load %weight_matrix[%ty, %tx] : memref<16x16xf32>
      %in0 = memref.load %input_node[%ty] : memref<16xf32>
      %m1 = arith.mulf %m0, %in0 : f32
      memref.store %m1, %weight_matrix[%ty, %tx] : memref<16x16xf32>
      stitch.barrier %tx, %ty
      // power_two = 2^i for i = 1 .. log2(16)
      scf.for %i = %c1 to %c5 step %c1 {
        %power_two = arith.shli %c1, %i : index
        %half = arith.shrui %power_two, %c1 : index
        %rem = arith.remui %ty, %power_two : index
        %active = arith.cmpi eq, %rem, %c0 : index
        scf.if %active {
          %o = arith.addi %ty, %half : index
          %a = memref.load %weight_matrix[%ty, %tx] : memref<16x16xf32>
          %b = memref.load %weight_matrix[%o, %tx] : memref<16x16xf32>
          %s = arith.addf %a, %b : f32
          memref.store %s, %weight_matrix[%ty, %tx] : memref<16x16xf32>
        }
        stitch.barrier %tx, %ty
      }
      scf.if %isFirstCol {
        %v = memref.load %weight_matrix[%c0, %ty] : memref<16x16xf32>
        memref.store %v, %partial[%by, %ty] : memref<262144x16xf32>
      }
      scf.reduce
    }
    scf.reduce
  }
  // Host: hidden[j] = sigmoid(sum of the block sums + bias weight w[0][j]).
  scf.for %j = %c1 to %c17 step %c1 {
    %jm1 = arith.subi %j, %c1 : index
    %sum = scf.for %k = %c0 to %cblocks step %c1 iter_args(%acc = %zero) -> f32 {
      %v = memref.load %partial[%k, %jm1] : memref<262144x16xf32>
      %s = arith.addf %acc, %v : f32
      scf.yield %s : f32
    }
    %bias = memref.load %w[%c0, %j] : memref<4194305x17xf32>
    %net = arith.addf %sum, %bias : f32
    %neg = arith.negf %net : f32
    %e = math.exp %neg : f32
    %den = arith.addf %one, %e : f32
    %h = arith.divf %one, %den : f32
    memref.store %h, %hidden[%j] : memref<17xf32>
  }
  return
}
