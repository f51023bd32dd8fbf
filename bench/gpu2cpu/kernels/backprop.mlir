// Backprop training step of the input layer (Rodinia "backprop",
// bpnn_train_cuda with its two kernels), 2^20 inputs, 16 hidden units,
// in gpu.launch form as a CUDA front end emits it.
//
// bpnn_layerforward_CUDA: a (1, 65536) grid of 16x16-thread blocks; block
// `by` takes inputs 16*by+1 .. 16*by+16 (input 0 is the bias). Threads with
// tx == 0 stage the inputs in shared input_node; every thread stages its
// weight w[16*by+ty+1][tx+1] in shared weight_matrix; each multiplies its
// weight by its input; a tree reduction over ty (log2(16) = 4 halving
// steps, `ty % 2^i == 0` active, a barrier per step) leaves each hidden
// unit's block sum in row 0. As in Rodinia, every thread then writes its
// tile entry back over the device weights (%wdev: the weights uploaded
// before the launch, which this write-back overwrites), a barrier follows,
// and threads with tx == 0 write the block's 16 partial sums.
// Host (Rodinia does this on the CPU): hidden[j] = sigmoid(sum of the
// partial sums + bias weight), the output layer (16 -> 1, weights %w2),
// the output error against %target and the hidden error into %delta.
// bpnn_adjust_weights_cuda: the same grid; each thread updates its weight
// and momentum w[k][j] += eta delta[j] ly[k] + momentum oldw[k][j], then a
// barrier, then threads with ty == 0 of block 0 update the bias row. It runs
// on %w, the host's weights, which Rodinia uploads again after the forward
// launch corrupted the device copy. eta = momentum = 0.3.
!wg16 = memref<16xf32, #gpu.address_space<workgroup>>
!wg16x16 = memref<16x16xf32, #gpu.address_space<workgroup>>
func.func @backprop(%input: memref<1048577xf32>, %wdev: memref<1048577x17xf32>,
                    %w: memref<1048577x17xf32>, %oldw: memref<1048577x17xf32>,
                    %partial: memref<1048576xf32>, %hidden: memref<17xf32>,
                    %w2: memref<17x2xf32>, %delta: memref<17xf32>,
                    %target: f32)
    attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c17 = arith.constant 17 : index
  %cblocks = arith.constant 65536 : index
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %eta = arith.constant 0.3 : f32
  %momentum = arith.constant 0.3 : f32
  gpu.launch blocks(%bxa, %bya, %bza) in (%gx = %c1, %gy = %cblocks, %gz = %c1)
             threads(%txa, %tya, %tza) in (%sx = %c16, %sy = %c16, %sz = %c1)
             workgroup(%input_node : !wg16, %weight_matrix : !wg16x16) {
    %by = gpu.block_id y
    %tx = gpu.thread_id x
    %ty = gpu.thread_id y
    // index_in = HEIGHT * by + ty + 1; index = row index_in, column tx + 1
    %by16 = arith.muli %by, %c16 : index
    %r = arith.addi %by16, %ty : index
    %index_in = arith.addi %r, %c1 : index
    %col = arith.addi %tx, %c1 : index
    %isFirstCol = arith.cmpi eq, %tx, %c0 : index
    scf.if %isFirstCol {
      %x = memref.load %input[%index_in] : memref<1048577xf32>
      memref.store %x, %input_node[%ty] : !wg16
    }
    gpu.barrier
    %wv = memref.load %wdev[%index_in, %col] : memref<1048577x17xf32>
    memref.store %wv, %weight_matrix[%ty, %tx] : !wg16x16
    gpu.barrier
    %m0 = memref.load %weight_matrix[%ty, %tx] : !wg16x16
    %in0 = memref.load %input_node[%ty] : !wg16
    %m1 = arith.mulf %m0, %in0 : f32
    memref.store %m1, %weight_matrix[%ty, %tx] : !wg16x16
    gpu.barrier
    // for (i = 1; i <= log2(HEIGHT); i++) { power_two = 2^i; ... }
    %c5 = arith.constant 5 : index
    scf.for %i = %c1 to %c5 step %c1 {
      %power_two = arith.shli %c1, %i : index
      %half = arith.shrui %power_two, %c1 : index
      %rem = arith.remui %ty, %power_two : index
      %active = arith.cmpi eq, %rem, %c0 : index
      scf.if %active {
        %o = arith.addi %ty, %half : index
        %a = memref.load %weight_matrix[%ty, %tx] : !wg16x16
        %b = memref.load %weight_matrix[%o, %tx] : !wg16x16
        %s = arith.addf %a, %b : f32
        memref.store %s, %weight_matrix[%ty, %tx] : !wg16x16
      }
      gpu.barrier
    }
    // input_hidden_cuda[index] = weight_matrix[ty][tx]
    %back = memref.load %weight_matrix[%ty, %tx] : !wg16x16
    memref.store %back, %wdev[%index_in, %col] : memref<1048577x17xf32>
    gpu.barrier
    scf.if %isFirstCol {
      // hidden_partial_sum[by * hid + ty] = weight_matrix[tx][ty]
      %v = memref.load %weight_matrix[%tx, %ty] : !wg16x16
      %at = arith.addi %by16, %ty : index
      memref.store %v, %partial[%at] : memref<1048576xf32>
    }
    gpu.terminator
  }
  // Host: hidden[j] = sigmoid(sum_k partial[k * 16 + j - 1] + w[0][j]).
  memref.store %one, %hidden[%c0] : memref<17xf32>
  scf.for %j = %c1 to %c17 step %c1 {
    %jm1 = arith.subi %j, %c1 : index
    %sum = scf.for %k = %c0 to %cblocks step %c1 iter_args(%acc = %zero) -> f32 {
      %k16 = arith.muli %k, %c16 : index
      %at = arith.addi %k16, %jm1 : index
      %v = memref.load %partial[%at] : memref<1048576xf32>
      %s = arith.addf %acc, %v : f32
      scf.yield %s : f32
    }
    %bias = memref.load %w[%c0, %j] : memref<1048577x17xf32>
    %net = arith.addf %sum, %bias : f32
    %neg = arith.negf %net : f32
    %e = math.exp %neg : f32
    %den = arith.addf %one, %e : f32
    %h = arith.divf %one, %den : f32
    memref.store %h, %hidden[%j] : memref<17xf32>
  }
  // Host: output unit o = sigmoid(sum_j hidden[j] w2[j][1]) (hidden[0] = 1
  // is the bias), its error delta_o = o (1 - o) (target - o), and the hidden
  // errors delta[j] = h_j (1 - h_j) delta_o w2[j][1] (bpnn_output_error,
  // bpnn_hidden_error).
  %onet = scf.for %j = %c0 to %c17 step %c1 iter_args(%acc = %zero) -> f32 {
    %h = memref.load %hidden[%j] : memref<17xf32>
    %wj = memref.load %w2[%j, %c1] : memref<17x2xf32>
    %p = arith.mulf %h, %wj : f32
    %s = arith.addf %acc, %p : f32
    scf.yield %s : f32
  }
  %oneg = arith.negf %onet : f32
  %oe = math.exp %oneg : f32
  %oden = arith.addf %one, %oe : f32
  %o = arith.divf %one, %oden : f32
  %omo = arith.subf %one, %o : f32
  %terr = arith.subf %target, %o : f32
  %o1 = arith.mulf %o, %omo : f32
  %delta_o = arith.mulf %o1, %terr : f32
  memref.store %zero, %delta[%c0] : memref<17xf32>
  scf.for %j = %c1 to %c17 step %c1 {
    %h = memref.load %hidden[%j] : memref<17xf32>
    %hmo = arith.subf %one, %h : f32
    %wj = memref.load %w2[%j, %c1] : memref<17x2xf32>
    %back = arith.mulf %delta_o, %wj : f32
    %hh = arith.mulf %h, %hmo : f32
    %d = arith.mulf %hh, %back : f32
    memref.store %d, %delta[%j] : memref<17xf32>
  }
  // bpnn_adjust_weights_cuda(delta, hid, input, in, w, oldw)
  gpu.launch blocks(%bxa, %bya, %bza) in (%gx = %c1, %gy = %cblocks, %gz = %c1)
             threads(%txa, %tya, %tza) in (%sx = %c16, %sy = %c16, %sz = %c1) {
    %by = gpu.block_id y
    %tx = gpu.thread_id x
    %ty = gpu.thread_id y
    %by16 = arith.muli %by, %c16 : index
    %r = arith.addi %by16, %ty : index
    %index_y = arith.addi %r, %c1 : index
    %index_x = arith.addi %tx, %c1 : index
    %dx = memref.load %delta[%index_x] : memref<17xf32>
    %ly = memref.load %input[%index_y] : memref<1048577xf32>
    %ed = arith.mulf %eta, %dx : f32
    %edl = arith.mulf %ed, %ly : f32
    %ow = memref.load %oldw[%index_y, %index_x] : memref<1048577x17xf32>
    %mo = arith.mulf %momentum, %ow : f32
    %upd = arith.addf %edl, %mo : f32
    %wv = memref.load %w[%index_y, %index_x] : memref<1048577x17xf32>
    %nw = arith.addf %wv, %upd : f32
    memref.store %nw, %w[%index_y, %index_x] : memref<1048577x17xf32>
    // oldw[index] = eta delta[index_x] ly[index_y] + momentum oldw[index]
    %ow2 = memref.load %oldw[%index_y, %index_x] : memref<1048577x17xf32>
    %mo2 = arith.mulf %momentum, %ow2 : f32
    %upd2 = arith.addf %edl, %mo2 : f32
    memref.store %upd2, %oldw[%index_y, %index_x] : memref<1048577x17xf32>
    gpu.barrier
    %ty0 = arith.cmpi eq, %ty, %c0 : index
    %by0 = arith.cmpi eq, %by, %c0 : index
    %bias = arith.andi %ty0, %by0 : i1
    scf.if %bias {
      %ob = memref.load %oldw[%c0, %index_x] : memref<1048577x17xf32>
      %mb = arith.mulf %momentum, %ob : f32
      %ub = arith.addf %ed, %mb : f32
      %wb = memref.load %w[%c0, %index_x] : memref<1048577x17xf32>
      %nb = arith.addf %wb, %ub : f32
      memref.store %nb, %w[%c0, %index_x] : memref<1048577x17xf32>
      %ob2 = memref.load %oldw[%c0, %index_x] : memref<1048577x17xf32>
      %mb2 = arith.mulf %momentum, %ob2 : f32
      %ub2 = arith.addf %ed, %mb2 : f32
      memref.store %ub2, %oldw[%c0, %index_x] : memref<1048577x17xf32>
    }
    gpu.terminator
  }
  return
}
