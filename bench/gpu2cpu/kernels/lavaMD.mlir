// Particle potential and forces (Rodinia "lavaMD", kernel_gpu_cuda), in
// gpu.launch form: boxes1d = 5 -> 125 boxes of NUMBER_PAR_PER_BOX = 100
// particles, NUMBER_THREADS = 128 threads per block, one block per home
// box. The home box's particles go to shared rA_shared (a strided
// `while (wtx < NUMBER_PAR_PER_BOX)` loop), a barrier, then for
// k = 0 .. box[bx].nn (a bound loaded from memory, the same for every
// thread of the block: home box first, then its neighbours) the neighbour's
// positions and charges go to shared rB_shared/qB_shared, a barrier, every
// thread accumulates the potential and forces of all 100 neighbour
// particles onto its particles' fA[wtx] in global memory, a barrier. All of
// it under `if (bx < number_boxes)` as in CUDA. FOUR_VECTOR {v, x, y, z} is
// a row of a ?x4 memref. Deviation: fp is f32 (Rodinia: double), in both
// versions.
!wg4 = memref<100x4xf32, #gpu.address_space<workgroup>>
!wg1 = memref<100xf32, #gpu.address_space<workgroup>>
func.func @lavaMD(%rv: memref<12500x4xf32>, %qv: memref<12500xf32>,
                  %fv: memref<12500x4xf32>, %boxOffset: memref<125xi32>,
                  %boxNN: memref<125xi32>, %nei: memref<125x26xi32>,
                  %alpha: f32, %numBoxes: index)
    attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c125 = arith.constant 125 : index
  %c100 = arith.constant 100 : index
  %c128 = arith.constant 128 : index
  gpu.launch blocks(%bxa, %bya, %bza) in (%gx = %c125, %gy = %c1, %gz = %c1)
             threads(%txa, %tya, %tza) in (%sx = %c128, %sy = %c1, %sz = %c1)
             workgroup(%rA : !wg4, %rB : !wg4, %qB : !wg1) {
    %bx = gpu.block_id x
    %tx = gpu.thread_id x
    %nthreads = gpu.block_dim x
    %inBox = arith.cmpi ult, %bx, %numBoxes : index
    scf.if %inBox {
      %two = arith.constant 2.0 : f32
      %aa = arith.mulf %alpha, %alpha : f32
      %a2 = arith.mulf %two, %aa : f32
      %firstI32 = memref.load %boxOffset[%bx] : memref<125xi32>
      %first_i = arith.index_cast %firstI32 : i32 to index
      // while (wtx < NUMBER_PAR_PER_BOX) { rA_shared[wtx] = rA[wtx]; wtx += NUMBER_THREADS; }
      %w0 = scf.while (%wtx = %tx) : (index) -> index {
        %lt = arith.cmpi ult, %wtx, %c100 : index
        scf.condition(%lt) %wtx : index
      } do {
      ^bb0(%wtx: index):
        %g = arith.addi %first_i, %wtx : index
        scf.for %c = %c0 to %c4 step %c1 {
          %v = memref.load %rv[%g, %c] : memref<12500x4xf32>
          memref.store %v, %rA[%wtx, %c] : !wg4
        }
        %next = arith.addi %wtx, %nthreads : index
        scf.yield %next : index
      }
      gpu.barrier
      %nnI32 = memref.load %boxNN[%bx] : memref<125xi32>
      %nn = arith.index_cast %nnI32 : i32 to index
      %kEnd = arith.addi %nn, %c1 : index
      scf.for %k = %c0 to %kEnd step %c1 {
        %isHome = arith.cmpi eq, %k, %c0 : index
        %pointer = scf.if %isHome -> index {
          scf.yield %bx : index
        } else {
          %km1 = arith.subi %k, %c1 : index
          %p32 = memref.load %nei[%bx, %km1] : memref<125x26xi32>
          %p = arith.index_cast %p32 : i32 to index
          scf.yield %p : index
        }
        %fj32 = memref.load %boxOffset[%pointer] : memref<125xi32>
        %first_j = arith.index_cast %fj32 : i32 to index
        %w1 = scf.while (%wtx = %tx) : (index) -> index {
          %lt = arith.cmpi ult, %wtx, %c100 : index
          scf.condition(%lt) %wtx : index
        } do {
        ^bb0(%wtx: index):
          %g = arith.addi %first_j, %wtx : index
          scf.for %c = %c0 to %c4 step %c1 {
            %v = memref.load %rv[%g, %c] : memref<12500x4xf32>
            memref.store %v, %rB[%wtx, %c] : !wg4
          }
          %q = memref.load %qv[%g] : memref<12500xf32>
          memref.store %q, %qB[%wtx] : !wg1
          %next = arith.addi %wtx, %nthreads : index
          scf.yield %next : index
        }
        gpu.barrier
        %w2 = scf.while (%wtx = %tx) : (index) -> index {
          %lt = arith.cmpi ult, %wtx, %c100 : index
          scf.condition(%lt) %wtx : index
        } do {
        ^bb0(%wtx: index):
          %gi = arith.addi %first_i, %wtx : index
          scf.for %j = %c0 to %c100 step %c1 {
            %av = memref.load %rA[%wtx, %c0] : !wg4
            %ax = memref.load %rA[%wtx, %c1] : !wg4
            %ay = memref.load %rA[%wtx, %c2] : !wg4
            %az = memref.load %rA[%wtx, %c3] : !wg4
            %bv = memref.load %rB[%j, %c0] : !wg4
            %bxx = memref.load %rB[%j, %c1] : !wg4
            %byy = memref.load %rB[%j, %c2] : !wg4
            %bzz = memref.load %rB[%j, %c3] : !wg4
            // r2 = rA.v + rB.v - DOT(rA, rB)
            %dx0 = arith.mulf %ax, %bxx : f32
            %dy0 = arith.mulf %ay, %byy : f32
            %dz0 = arith.mulf %az, %bzz : f32
            %dot0 = arith.addf %dx0, %dy0 : f32
            %dot = arith.addf %dot0, %dz0 : f32
            %vv = arith.addf %av, %bv : f32
            %r2 = arith.subf %vv, %dot : f32
            %u2 = arith.mulf %a2, %r2 : f32
            %nu2 = arith.negf %u2 : f32
            %vij = math.exp %nu2 : f32
            %fs = arith.mulf %two, %vij : f32
            %ddx = arith.subf %ax, %bxx : f32
            %fxij = arith.mulf %fs, %ddx : f32
            %ddy = arith.subf %ay, %byy : f32
            %fyij = arith.mulf %fs, %ddy : f32
            %ddz = arith.subf %az, %bzz : f32
            %fzij = arith.mulf %fs, %ddz : f32
            %q = memref.load %qB[%j] : !wg1
            %qv0 = arith.mulf %q, %vij : f32
            %qx = arith.mulf %q, %fxij : f32
            %qy = arith.mulf %q, %fyij : f32
            %qz = arith.mulf %q, %fzij : f32
            %f0 = memref.load %fv[%gi, %c0] : memref<12500x4xf32>
            %f1 = memref.load %fv[%gi, %c1] : memref<12500x4xf32>
            %f2 = memref.load %fv[%gi, %c2] : memref<12500x4xf32>
            %f3 = memref.load %fv[%gi, %c3] : memref<12500x4xf32>
            %n0 = arith.addf %f0, %qv0 : f32
            %n1 = arith.addf %f1, %qx : f32
            %n2 = arith.addf %f2, %qy : f32
            %n3 = arith.addf %f3, %qz : f32
            memref.store %n0, %fv[%gi, %c0] : memref<12500x4xf32>
            memref.store %n1, %fv[%gi, %c1] : memref<12500x4xf32>
            memref.store %n2, %fv[%gi, %c2] : memref<12500x4xf32>
            memref.store %n3, %fv[%gi, %c3] : memref<12500x4xf32>
          }
          %next = arith.addi %wtx, %nthreads : index
          scf.yield %next : index
        }
        gpu.barrier
      }
    }
    gpu.terminator
  }
  return
}
