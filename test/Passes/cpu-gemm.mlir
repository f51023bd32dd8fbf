// stitch-cpu-gemm: gemm_epilogue kernels (fill, one f32 contraction,
// elementwise epilogue, static shapes) become register-blocked vector code
// on tensors; every other kernel is left to stitch-kernel-to-parallel.
// Sizes: AVX-512 (16 lanes: Nr = 32, Mr = 8) with a 1 MiB L2, or AVX2
// (8 lanes: Nr = 16, Mr = 6), independent of the host.
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-cpu-gemm{cpu=avx512 l2-kib=1024}))' | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-cpu-gemm{cpu=avx2 l2-kib=1024}))' | FileCheck %s --check-prefix=AVX2
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-cpu-gemm{cpu=avx512 l2-kib=1024 register-rows=4}))' | FileCheck %s --check-prefix=ROWS4
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-cpu-gemm{cpu=avx512 l2-kib=1024 pack=false}))' | FileCheck %s --check-prefix=NOPACK

// matmul + bias + relu, 64x48x64: one output tile (the forall folds away),
// 8x32 register tiles. B is packed first: its 32-column panels are copied,
// 16 rows (one lane count) per step, into one contiguous
// [N/32][K/16][16][32] block that the 8 register-tile rows share. Each
// register tile's k loop (in steps of 16, then 1) carries the accumulator
// in registers (a broadcast of A times a row of the packed panel as
// vector.fma), the epilogue runs on it after the loop and the tile is
// written once.
// CHECK-LABEL: func.func @relu(
// CHECK-NOT:     stitch.kernel
// CHECK:         %[[E:.*]] = tensor.empty() : tensor<2x3x16x32xf32>
// CHECK:         %[[P:.*]] = scf.for %[[PJ:.*]] = %c0 to %c64 step %c32 iter_args({{.*}} = %[[E]])
// CHECK:           scf.for %[[PK:.*]] = %c0 to %c48 step %c16
// CHECK:             %[[ROWS:.*]] = vector.transfer_read %arg1[%[[PK]], %[[PJ]]]{{.*}} : tensor<48x64xf32>, vector<16x32xf32>
// CHECK:             vector.transfer_write %[[ROWS]], {{.*}} : vector<16x32xf32>, tensor<2x3x16x32xf32>
// CHECK:         scf.for %[[I:.*]] = %c0 to %c64 step %c8
// CHECK:           scf.for %[[J:.*]] = %c0 to %c64 step %c32
// CHECK:             %[[ACC:.*]] = scf.for {{.*}} = %c0 to %c48 step %c16 iter_args({{.*}} = %{{.*}}) -> (vector<8x32xf32>)
// CHECK:               scf.for {{.*}} = %c0 to %c16 step %c1 iter_args({{.*}}) -> (vector<8x32xf32>)
// CHECK:                 vector.transfer_read %arg0{{.*}} vector<8x1xf32>
// CHECK:                 vector.transfer_read %[[P]]{{.*}} : tensor<2x3x16x32xf32>, vector<1x32xf32>
// CHECK-COUNT-8:         vector.fma {{.*}} : vector<32xf32>
// CHECK-NOT:             vector.transfer_write
// CHECK:                 scf.yield {{.*}} : vector<8x32xf32>
// CHECK:             vector.transfer_read %arg2{{.*}} vector<32xf32>
// CHECK:             %[[B:.*]] = arith.addf %[[ACC]], {{.*}} : vector<8x32xf32>
// CHECK:             %[[R:.*]] = arith.maximumf %[[B]], {{.*}} : vector<8x32xf32>
// CHECK:             vector.transfer_write %[[R]], {{.*}}[%[[I]], %[[J]]] {{.*}} : vector<8x32xf32>, tensor<64x64xf32>
// CHECK:       } {stitch.lowering = {kp = 16 : i64, mc = 64 : i64, mr = 8 : i64, nc = 64 : i64, nr = 32 : i64, strategy = "cpu-gemm"}}
// Without packing (pack=false), B is read in place: one k loop.
// NOPACK-LABEL: func.func @relu(
// NOPACK-NOT:     tensor<2x3x16x32xf32>
// NOPACK:         scf.for {{.*}} = %c0 to %c48 step %c1 iter_args({{.*}}) -> (vector<8x32xf32>)
// NOPACK:           vector.transfer_read %arg1{{.*}} vector<1x32xf32>
// NOPACK-COUNT-8:   vector.fma {{.*}} : vector<32xf32>
// NOPACK:         stitch.lowering = {mc = 64 : i64, mr = 8 : i64, nc = 64 : i64, nr = 32 : i64, strategy = "cpu-gemm"}
// AVX2-LABEL: func.func @relu(
// AVX2:         scf.for {{.*}} -> (vector<6x16xf32>)
// AVX2-COUNT-6:   vector.fma {{.*}} : vector<16xf32>
// AVX2:         stitch.lowering = {kp = 8 : i64, mc = 66 : i64, mr = 6 : i64, nc = 64 : i64, nr = 16 : i64, strategy = "cpu-gemm"}
// ROWS4-LABEL: func.func @relu(
// ROWS4:         scf.for {{.*}} -> (vector<4x32xf32>)

// 13x5x40 (no epilogue): partial register tiles are peeled off and
// vectorized with their own static shapes (8x32, 8x8, 5x32, 5x8).
// CHECK-LABEL: func.func @odd(
// CHECK-NOT:     stitch.kernel
// CHECK:         scf.for {{.*}} -> (vector<8x32xf32>)
// CHECK:         vector.transfer_write {{.*}} : vector<8x32xf32>, tensor<13x40xf32>
// CHECK:         scf.for {{.*}} -> (vector<8x8xf32>)
// CHECK:         vector.transfer_write {{.*}} : vector<8x8xf32>, tensor<13x40xf32>
// CHECK:         scf.for {{.*}} -> (vector<5x32xf32>)
// CHECK:         vector.transfer_write {{.*}} : vector<5x32xf32>, tensor<13x40xf32>
// CHECK:         scf.for {{.*}} -> (vector<5x8xf32>)
// Two register rows per output tile: B is read in place (no kp).
// CHECK:         } {stitch.lowering = {mc = 16 : i64, mr = 8 : i64, nc = 64 : i64, nr = 32 : i64, strategy = "cpu-gemm"}}
// CHECK:         vector.transfer_write {{.*}} : vector<5x8xf32>, tensor<13x40xf32>
// CHECK-NOT:     linalg.generic
// CHECK:         return

// Batched scores Q K^T (B transposed): the batch is the parallel loop (one
// batch per tile), B's row of the outer product is a column of K.
// CHECK-LABEL: func.func @scores(
// CHECK:         scf.forall (%{{.*}}) in (2) shared_outs
// CHECK:           scf.for {{.*}} -> (vector<1x8x32xf32>)
// CHECK:             vector.transfer_read %arg1{{.*}} vector<1x32x1xf32>
// CHECK-COUNT-8:     vector.fma {{.*}} : vector<32xf32>
// CHECK:         } {stitch.lowering = {mc = 16 : i64, mr = 8 : i64, nc = 32 : i64, nr = 32 : i64, strategy = "cpu-gemm"}}
// With 8 register rows per output tile (M = 64) B is packed, k-major: each
// packing step reads a 32 x 16 slice of K and transposes it, the transpose
// back hoist_pad left is folded into the contraction (none left), and the
// register tile reads one contiguous 32-wide row of the panel per k.
// CHECK-LABEL: func.func @scores_packed(
// CHECK:         scf.forall (%{{.*}}) in (2) shared_outs
// CHECK:           vector.transfer_read %arg1{{.*}} : tensor<2x32x32xf32>, vector<1x32x16xf32>
// CHECK:           vector.transpose {{.*}}, [0, 2, 1] : vector<1x32x16xf32> to vector<1x16x32xf32>
// CHECK:           vector.transfer_write {{.*}} : vector<1x16x32xf32>, tensor<2x1x16x32xf32>
// CHECK-NOT:       linalg.transpose
// CHECK:           scf.for {{.*}} -> (vector<1x8x32xf32>)
// CHECK:             vector.transfer_read {{.*}} : tensor<2x1x16x32xf32>, vector<1x1x32xf32>
// CHECK-COUNT-8:     vector.fma {{.*}} : vector<32xf32>
// CHECK:         } {stitch.lowering = {kp = 16 : i64, mc = 64 : i64, mr = 8 : i64, nc = 32 : i64, nr = 32 : i64, strategy = "cpu-gemm"}}

// Not lowered (left to stitch-kernel-to-parallel): an f64 contraction (the
// register tile is sized for f32), and a contraction whose output's
// innermost dim is walked by both inputs (C[i, j] = sum_k A[i, k, j] B[k, j]:
// no input-only N dim to vectorize outer products along; nor a depthwise
// convolution: no input is read through a window).
// CHECK-LABEL: func.func @f64(
// CHECK:         stitch.kernel gemm_epilogue
// CHECK-NOT:     vector.fma
// CHECK-LABEL: func.func @n_in_both(
// CHECK:         stitch.kernel gemm_epilogue
// CHECK-NOT:     vector.fma
// Nor an epilogue reading i1 (a causal mask): vectorized, its reads would
// be vector loads of i1, which LLVM packs as bits while memref<..xi1> holds
// one byte per element (wrong masks: commit 189ac17).
// CHECK-LABEL: func.func @i1_mask(
// CHECK:         stitch.kernel gemm_epilogue
// CHECK-NOT:     vector.fma

// Heads split by an expand_shape before the epilogue (relu): upstream's
// reshape propagation moves the expand_shape to B, the product computes
// (i, head, j) directly; M = i (walked by A only), N = j, the head dim is
// tiled by 1 (the parallel loop) and the register tile is 8 x 1 x 8.
// CHECK-LABEL: func.func @heads(
// CHECK-NOT:     stitch.kernel
// CHECK:         scf.forall (%{{.*}}) in (2) shared_outs(%{{.*}}) -> (tensor<8x2x8xf32>)
// CHECK:           tensor.expand_shape {{.*}} into tensor<16x1x8xf32>
// CHECK:           scf.for {{.*}} -> (vector<8x1x8xf32>)
// CHECK-COUNT-8:     vector.fma {{.*}} : vector<8xf32>
// CHECK:           arith.maximumf {{.*}} : vector<8x1x8xf32>
// CHECK:         stitch.lowering = {mc = 8 : i64, mr = 8 : i64, nc = 32 : i64, nr = 32 : i64, strategy = "cpu-gemm"}

// Heads joined after a batched product (transpose + collapse_shape, as
// attention @ V before the output projection): the transposing generic is
// tiled, the product fused into it through the permutation (batch = heads
// by 1 per tile), the collapse stays a reshape of the result.
// CHECK-LABEL: func.func @joined(
// CHECK-NOT:     stitch.kernel
// CHECK:         scf.forall (%{{.*}}) in (2) shared_outs(%{{.*}}) -> (tensor<16x2x32xf32>)
// CHECK:           scf.for {{.*}} -> (vector<1x8x32xf32>)
// CHECK-COUNT-8:     vector.fma {{.*}} : vector<32xf32>
// CHECK:           vector.transpose {{.*}} : vector<1x8x32xf32> to vector<8x1x32xf32>
// CHECK:         stitch.lowering = {mc = 16 : i64, mr = 8 : i64, nc = 32 : i64, nr = 32 : i64, strategy = "cpu-gemm"}
// CHECK:         tensor.collapse_shape {{.*}} into tensor<16x64xf32>

// A 3x3 convolution (stride 1) with zero padding of H, + bias + relu: the
// input is padded once, before the output tiles (a parallel fill of the
// padded tensor, then the input copied into its interior by rows written in
// place: no insert_slice of the whole input left to the vectorizer, no
// per-tile pad); the output rows are the parallel loop (oh by 1), the
// register tile is 8 pixels (M = ow) x 32 output channels (N); the window
// loops (kh, kw) run by 1 with the unit dims folded, each step a GEMM of
// the shifted pixels and the filter's taps over the input channels (k by
// 1: 8 FMAs of vector<32xf32>), the accumulator carried in registers
// through the window loops from the fill's zeros; the epilogue runs once
// after the window.
// CHECK-LABEL: func.func @conv(
// CHECK-NOT:     stitch.kernel
// CHECK:         %[[E:.*]] = tensor.empty() : tensor<8x10x8xf32>
// CHECK:         %[[Z:.*]] = scf.forall (%{{.*}}, %{{.*}}) in (8, 10) shared_outs(%{{.*}} = %[[E]]) -> (tensor<8x10x8xf32>)
// CHECK:           vector.transfer_write {{.*}} : vector<1x1x8xf32>, tensor<1x1x8xf32>
// CHECK:         %[[P:.*]] = scf.forall (%[[H:.*]], %[[W:.*]]) in (6, 10) shared_outs(%[[S:.*]] = %[[Z]]) -> (tensor<8x10x8xf32>)
// CHECK:           %[[H1:.*]] = arith.addi %[[H]], %c1 : index
// CHECK:           vector.transfer_read %arg0[%[[H]], %[[W]], %c0]
// CHECK:           tensor.parallel_insert_slice {{.*}} into %[[S]][%[[H1]], %[[W]], 0] [1, 1, 8]
// CHECK-NOT:     tensor.insert_slice
// CHECK-NOT:     tensor.pad
// CHECK:         scf.forall (%{{.*}}) in (6) shared_outs
// CHECK:           scf.for {{.*}} = %c0 to %c3 step %c1 iter_args(%{{.*}} = %cst) -> (vector<8x32xf32>)
// CHECK:             scf.for {{.*}} = %c0 to %c3 step %c1 iter_args({{.*}}) -> (vector<8x32xf32>)
// CHECK:               scf.for {{.*}} = %c0 to %c8 step %c1 iter_args({{.*}}) -> (vector<8x32xf32>)
// CHECK:                 vector.transfer_read %[[P]]{{.*}} : tensor<8x10x8xf32>, vector<8x1xf32>
// CHECK-COUNT-8:         vector.fma {{.*}} : vector<32xf32>
// CHECK:           arith.addf {{.*}} : vector<8x32xf32>
// CHECK:           arith.maximumf {{.*}} : vector<8x32xf32>
// CHECK:         stitch.lowering = {mc = 8 : i64, mr = 8 : i64, nc = 32 : i64, nr = 32 : i64, strategy = "cpu-gemm"}
// A stride-2 convolution (d0 * 2 + d3): with the window loops folded, the
// input would be read through d0 * 2, which the vectorizer does not take;
// each window position reads a strided slice of the input rows instead
// (stride 2 on ow, a view), through plain dims: the same register tiles as
// at stride 1.
// CHECK-LABEL: func.func @strided(
// CHECK-NOT:     stitch.kernel
// CHECK:         scf.forall (%{{.*}}) in (6) shared_outs
// CHECK:           scf.for {{.*}} iter_args({{.*}}) -> (vector<8x32xf32>)
// CHECK:             scf.for {{.*}} iter_args({{.*}}) -> (vector<8x32xf32>)
// CHECK:               tensor.extract_slice %{{.*}}[0, 0] [8, 8] [2, 1] : tensor<15x8xf32> to tensor<8x8xf32>
// CHECK:               scf.for {{.*}} = %c0 to %c8 step %c1 iter_args({{.*}}) -> (vector<8x32xf32>)
// CHECK-COUNT-8:         vector.fma {{.*}} : vector<32xf32>
// CHECK:         stitch.lowering = {{{.*}}strategy = "cpu-gemm"}

// A depthwise 3x3 convolution + bias + relu (N = the channels, walked by
// the input window and the filter; the reductions are the window loops
// only): rows in parallel, 8 pixels x 32 channels per register tile, the
// window loops by 1 carrying the accumulator in registers, each window
// position an elementwise multiply-add of the shifted 8 x 32 pixels and
// the tap's 32 filter values (no k loop, no packing).
// CHECK-LABEL: func.func @depthwise(
// CHECK-NOT:     stitch.kernel
// CHECK:         scf.forall (%{{.*}}) in (6) shared_outs
// CHECK:           scf.for {{.*}} = %c0 to %c3 step %c1 iter_args(%{{.*}} = %cst) -> (vector<8x32xf32>)
// CHECK:             scf.for {{.*}} = %c0 to %c3 step %c1 iter_args({{.*}}) -> (vector<8x32xf32>)
// CHECK:               vector.transfer_read %arg0{{.*}} : tensor<8x10x32xf32>, vector<8x32xf32>
// CHECK:               vector.transfer_read %arg1{{.*}} : tensor<3x3x32xf32>, vector<32xf32>
// CHECK:               arith.mulf {{.*}} : vector<8x32xf32>
// CHECK:               arith.addf {{.*}} : vector<8x32xf32>
// CHECK:           arith.addf {{.*}} : vector<8x32xf32>
// CHECK:           arith.maximumf {{.*}} : vector<8x32xf32>
// CHECK:         stitch.lowering = {mc = 8 : i64, mr = 8 : i64, nc = 32 : i64, nr = 32 : i64, strategy = "cpu-gemm"}

// bf16 storage, f32 accumulation (the product extends its inputs in its
// body, its accumulator is f32; the epilogue adds a bf16 bias and truncates
// to bf16): B's panels are packed as bf16 (half the bytes of f32), the
// register tile extends a row of A's 8 values and one 32-wide row of the
// panel per k step, the 8 FMAs stay f32, and the tile is truncated to
// bf16 once, before its one store.
// CHECK-LABEL: func.func @bf16(
// CHECK-NOT:     stitch.kernel
// CHECK:         tensor.empty() : tensor<2x4x16x32xbf16>
// CHECK:           vector.transfer_read %arg1{{.*}} : tensor<64x64xbf16>, vector<16x32xbf16>
// CHECK:         scf.for {{.*}} iter_args(%{{.*}} = %cst) -> (vector<8x32xf32>)
// CHECK:           vector.transfer_read %arg0{{.*}} : tensor<64x64xbf16>, vector<8x1xbf16>
// CHECK:           vector.transfer_read {{.*}} : tensor<2x4x16x32xbf16>, vector<1x32xbf16>
// CHECK:           arith.extf {{.*}} : vector<8x1xbf16> to vector<8x1xf32>
// CHECK:           arith.extf {{.*}} : vector<1x32xbf16> to vector<1x32xf32>
// CHECK-COUNT-8:   vector.fma {{.*}} : vector<32xf32>
// CHECK:         arith.extf {{.*}} : vector<32xbf16> to vector<32xf32>
// CHECK:         arith.addf {{.*}} : vector<8x32xf32>
// CHECK:         arith.truncf {{.*}} : vector<8x32xf32> to vector<8x32xbf16>
// CHECK:         vector.transfer_write {{.*}} : vector<8x32xbf16>, tensor<64x64xbf16>
// CHECK:         stitch.lowering = {kp = 16 : i64, mc = 64 : i64, mr = 8 : i64, nc = 64 : i64, nr = 32 : i64, strategy = "cpu-gemm"}
// Not lowered: a product accumulating in bf16 (each k step would round to
// bf16; the register tile accumulates in f32 only), nor one reading f64.
// CHECK-LABEL: func.func @bf16_acc(
// CHECK:         stitch.kernel gemm_epilogue
// CHECK-NOT:     vector.fma
// CHECK-LABEL: func.func @f64_input(
// CHECK:         stitch.kernel gemm_epilogue
// CHECK-NOT:     vector.fma

#ba = affine_map<(i, j, k) -> (i, k)>
#bb = affine_map<(i, j, k) -> (k, j)>
#bo = affine_map<(i, j, k) -> (i, j)>
#bid = affine_map<(i, j) -> (i, j)>
#bc = affine_map<(i, j) -> (j)>
#bz = affine_map<(i, j) -> ()>
#dwi = affine_map<(d0, d1, d2, d3, d4) -> (d0 + d3, d1 + d4, d2)>
#dwf = affine_map<(d0, d1, d2, d3, d4) -> (d3, d4, d2)>
#dwo = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>
#w = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0 + d3, d1 + d4, d5)>
#w2 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0 * 2 + d3, d1 * 2 + d4, d5)>
#f = affine_map<(d0, d1, d2, d3, d4, d5) -> (d2, d3, d4, d5)>
#o = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2)>
#id = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#c = affine_map<(d0, d1, d2) -> (d2)>
#z = affine_map<(d0, d1, d2) -> ()>
#map = affine_map<(d0, d1) -> ()>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map5 = affine_map<(d0, d1) -> (d1)>
#map6 = affine_map<(d0, d1, d2) -> ()>
#map7 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#nmap = affine_map<(d0, d1) -> ()>
#nmap1 = affine_map<(d0, d1) -> (d0, d1)>
#nmap2 = affine_map<(d0, d1, d2) -> (d0, d2)>
#nmap3 = affine_map<(d0, d1, d2) -> (d2, d1)>
#nmap4 = affine_map<(d0, d1, d2) -> (d0, d1)>
#nmap5 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#jmap = affine_map<(d0, d1, d2) -> ()>
#jmap1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#jmap2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#jmap3 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#jmap4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#jmap5 = affine_map<(d0, d1, d2) -> (d1, d0, d2)>

  func.func @relu(%arg0: tensor<64x48xf32>, %arg1: tensor<48x64xf32>, %arg2: tensor<64xf32>) -> tensor<64x64xf32> {
    %0 = stitch.kernel gemm_epilogue (%arg3 = %arg0 : tensor<64x48xf32>, %arg4 = %arg1 : tensor<48x64xf32>, %arg5 = %arg2 : tensor<64xf32>) -> tensor<64x64xf32> {
      %cst = arith.constant 0.000000e+00 : f32
      %1 = tensor.empty() : tensor<64x64xf32>
      %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst : f32) outs(%1 : tensor<64x64xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<64x64xf32>
      %3 = linalg.generic {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg3, %arg4 : tensor<64x48xf32>, tensor<48x64xf32>) outs(%2 : tensor<64x64xf32>) {
      ^bb0(%in: f32, %in_0: f32, %out: f32):
        %5 = arith.mulf %in, %in_0 : f32
        %6 = arith.addf %out, %5 : f32
        linalg.yield %6 : f32
      } -> tensor<64x64xf32>
      %4 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel"]} ins(%3, %arg5 : tensor<64x64xf32>, tensor<64xf32>) outs(%1 : tensor<64x64xf32>) {
      ^bb0(%in: f32, %in_0: f32, %out: f32):
        %5 = arith.addf %in, %in_0 : f32
        %6 = arith.maximumf %5, %cst : f32
        linalg.yield %6 : f32
      } -> tensor<64x64xf32>
      stitch.yield %4 : tensor<64x64xf32>
    }
    return %0 : tensor<64x64xf32>
  }
  func.func @odd(%arg0: tensor<13x5xf32>, %arg1: tensor<5x40xf32>) -> tensor<13x40xf32> {
    %0 = stitch.kernel gemm_epilogue (%arg2 = %arg0 : tensor<13x5xf32>, %arg3 = %arg1 : tensor<5x40xf32>) -> tensor<13x40xf32> {
      %cst = arith.constant 0.000000e+00 : f32
      %1 = tensor.empty() : tensor<13x40xf32>
      %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst : f32) outs(%1 : tensor<13x40xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<13x40xf32>
      %3 = linalg.generic {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg2, %arg3 : tensor<13x5xf32>, tensor<5x40xf32>) outs(%2 : tensor<13x40xf32>) {
      ^bb0(%in: f32, %in_0: f32, %out: f32):
        %4 = arith.mulf %in, %in_0 : f32
        %5 = arith.addf %out, %4 : f32
        linalg.yield %5 : f32
      } -> tensor<13x40xf32>
      stitch.yield %3 : tensor<13x40xf32>
    }
    return %0 : tensor<13x40xf32>
  }
  func.func @scores(%arg0: tensor<2x16x8xf32>, %arg1: tensor<2x32x8xf32>) -> tensor<2x16x32xf32> {
    %0 = stitch.kernel gemm_epilogue (%arg2 = %arg0 : tensor<2x16x8xf32>, %arg3 = %arg1 : tensor<2x32x8xf32>) -> tensor<2x16x32xf32> {
      %cst = arith.constant 0.000000e+00 : f32
      %1 = tensor.empty() : tensor<2x16x32xf32>
      %2 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst : f32) outs(%1 : tensor<2x16x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<2x16x32xf32>
      %3 = linalg.generic {indexing_maps = [#map8, #map9, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg2, %arg3 : tensor<2x16x8xf32>, tensor<2x32x8xf32>) outs(%2 : tensor<2x16x32xf32>) {
      ^bb0(%in: f32, %in_0: f32, %out: f32):
        %4 = arith.mulf %in, %in_0 : f32
        %5 = arith.addf %out, %4 : f32
        linalg.yield %5 : f32
      } -> tensor<2x16x32xf32>
      stitch.yield %3 : tensor<2x16x32xf32>
    }
    return %0 : tensor<2x16x32xf32>
  }

  func.func @scores_packed(%arg0: tensor<2x64x32xf32>, %arg1: tensor<2x32x32xf32>) -> tensor<2x64x32xf32> {
    %0 = stitch.kernel gemm_epilogue (%arg2 = %arg0 : tensor<2x64x32xf32>, %arg3 = %arg1 : tensor<2x32x32xf32>) -> tensor<2x64x32xf32> {
      %cst = arith.constant 0.000000e+00 : f32
      %1 = tensor.empty() : tensor<2x64x32xf32>
      %2 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst : f32) outs(%1 : tensor<2x64x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<2x64x32xf32>
      %3 = linalg.generic {indexing_maps = [#map8, #map9, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg2, %arg3 : tensor<2x64x32xf32>, tensor<2x32x32xf32>) outs(%2 : tensor<2x64x32xf32>) {
      ^bb0(%in: f32, %in_0: f32, %out: f32):
        %4 = arith.mulf %in, %in_0 : f32
        %5 = arith.addf %out, %4 : f32
        linalg.yield %5 : f32
      } -> tensor<2x64x32xf32>
      stitch.yield %3 : tensor<2x64x32xf32>
    }
    return %0 : tensor<2x64x32xf32>
  }

  func.func @f64(%arg0: tensor<16x8xf64>, %arg1: tensor<8x16xf64>) -> tensor<16x16xf64> {
    %0 = stitch.kernel gemm_epilogue (%arg2 = %arg0 : tensor<16x8xf64>, %arg3 = %arg1 : tensor<8x16xf64>) -> tensor<16x16xf64> {
      %cst = arith.constant 0.000000e+00 : f64
      %1 = tensor.empty() : tensor<16x16xf64>
      %2 = linalg.generic {indexing_maps = [#nmap, #nmap1], iterator_types = ["parallel", "parallel"]} ins(%cst : f64) outs(%1 : tensor<16x16xf64>) {
      ^bb0(%in: f64, %out: f64):
        linalg.yield %in : f64
      } -> tensor<16x16xf64>
      %3 = linalg.generic {indexing_maps = [#nmap2, #nmap3, #nmap4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg2, %arg3 : tensor<16x8xf64>, tensor<8x16xf64>) outs(%2 : tensor<16x16xf64>) {
      ^bb0(%in: f64, %in_0: f64, %out: f64):
        %4 = arith.mulf %in, %in_0 : f64
        %5 = arith.addf %out, %4 : f64
        linalg.yield %5 : f64
      } -> tensor<16x16xf64>
      stitch.yield %3 : tensor<16x16xf64>
    }
    return %0 : tensor<16x16xf64>
  }
  func.func @n_in_both(%arg0: tensor<16x8x16xf32>, %arg1: tensor<8x16xf32>) -> tensor<16x16xf32> {
    %0 = stitch.kernel gemm_epilogue (%arg2 = %arg0 : tensor<16x8x16xf32>, %arg3 = %arg1 : tensor<8x16xf32>) -> tensor<16x16xf32> {
      %cst = arith.constant 0.000000e+00 : f32
      %1 = tensor.empty() : tensor<16x16xf32>
      %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst : f32) outs(%1 : tensor<16x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<16x16xf32>
      %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, #map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg2, %arg3 : tensor<16x8x16xf32>, tensor<8x16xf32>) outs(%2 : tensor<16x16xf32>) {
      ^bb0(%in: f32, %in_0: f32, %out: f32):
        %4 = arith.mulf %in, %in_0 : f32
        %5 = arith.addf %out, %4 : f32
        linalg.yield %5 : f32
      } -> tensor<16x16xf32>
      stitch.yield %3 : tensor<16x16xf32>
    }
    return %0 : tensor<16x16xf32>
  }
  func.func @i1_mask(%arg0: tensor<16x8xf32>, %arg1: tensor<8x16xf32>, %arg2: tensor<16x16xi1>) -> tensor<16x16xf32> {
    %0 = stitch.kernel gemm_epilogue (%arg3 = %arg0 : tensor<16x8xf32>, %arg4 = %arg1 : tensor<8x16xf32>, %arg5 = %arg2 : tensor<16x16xi1>) -> tensor<16x16xf32> {
      %cst = arith.constant 0.000000e+00 : f32
      %ninf = arith.constant 0xFF800000 : f32
      %1 = tensor.empty() : tensor<16x16xf32>
      %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst : f32) outs(%1 : tensor<16x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<16x16xf32>
      %3 = linalg.generic {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg3, %arg4 : tensor<16x8xf32>, tensor<8x16xf32>) outs(%2 : tensor<16x16xf32>) {
      ^bb0(%in: f32, %in_0: f32, %out: f32):
        %5 = arith.mulf %in, %in_0 : f32
        %6 = arith.addf %out, %5 : f32
        linalg.yield %6 : f32
      } -> tensor<16x16xf32>
      %4 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%3, %arg5 : tensor<16x16xf32>, tensor<16x16xi1>) outs(%1 : tensor<16x16xf32>) {
      ^bb0(%in: f32, %m: i1, %out: f32):
        %5 = arith.select %m, %in, %ninf : f32
        linalg.yield %5 : f32
      } -> tensor<16x16xf32>
      stitch.yield %4 : tensor<16x16xf32>
    }
    return %0 : tensor<16x16xf32>
  }
  func.func @heads(%arg0: tensor<8x16xf32>, %arg1: tensor<16x16xf32>) -> tensor<8x2x8xf32> {
    %0 = stitch.kernel gemm_epilogue (%arg2 = %arg0 : tensor<8x16xf32>, %arg3 = %arg1 : tensor<16x16xf32>) -> tensor<8x2x8xf32> {
      %cst = arith.constant 0.000000e+00 : f32
      %1 = tensor.empty() : tensor<8x16xf32>
      %2 = tensor.empty() : tensor<8x2x8xf32>
      %3 = linalg.generic {indexing_maps = [#nmap, #nmap1], iterator_types = ["parallel", "parallel"]} ins(%cst : f32) outs(%1 : tensor<8x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<8x16xf32>
      %4 = linalg.generic {indexing_maps = [#nmap2, #nmap3, #nmap4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg2, %arg3 : tensor<8x16xf32>, tensor<16x16xf32>) outs(%3 : tensor<8x16xf32>) {
      ^bb0(%in: f32, %in_0: f32, %out: f32):
        %6 = arith.mulf %in, %in_0 : f32
        %7 = arith.addf %out, %6 : f32
        linalg.yield %7 : f32
      } -> tensor<8x16xf32>
      %expanded = tensor.expand_shape %4 [[0], [1, 2]] output_shape [8, 2, 8] : tensor<8x16xf32> into tensor<8x2x8xf32>
      %5 = linalg.generic {indexing_maps = [#nmap5, #nmap5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<8x2x8xf32>) outs(%2 : tensor<8x2x8xf32>) {
      ^bb0(%in: f32, %out: f32):
        %6 = arith.maximumf %in, %cst : f32
        linalg.yield %6 : f32
      } -> tensor<8x2x8xf32>
      stitch.yield %5 : tensor<8x2x8xf32>
    }
    return %0 : tensor<8x2x8xf32>
  }

  func.func @joined(%arg0: tensor<2x16x8xf32>, %arg1: tensor<2x8x32xf32>) -> tensor<16x64xf32> {
    %0 = stitch.kernel gemm_epilogue (%arg2 = %arg0 : tensor<2x16x8xf32>, %arg3 = %arg1 : tensor<2x8x32xf32>) -> tensor<16x64xf32> {
      %cst = arith.constant 0.000000e+00 : f32
      %1 = tensor.empty() : tensor<2x16x32xf32>
      %2 = tensor.empty() : tensor<16x2x32xf32>
      %3 = linalg.generic {indexing_maps = [#jmap, #jmap1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst : f32) outs(%1 : tensor<2x16x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<2x16x32xf32>
      %4 = linalg.generic {indexing_maps = [#jmap2, #jmap3, #jmap4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg2, %arg3 : tensor<2x16x8xf32>, tensor<2x8x32xf32>) outs(%3 : tensor<2x16x32xf32>) {
      ^bb0(%in: f32, %in_0: f32, %out: f32):
        %6 = arith.mulf %in, %in_0 : f32
        %7 = arith.addf %out, %6 : f32
        linalg.yield %7 : f32
      } -> tensor<2x16x32xf32>
      %5 = linalg.generic {indexing_maps = [#jmap5, #jmap1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<2x16x32xf32>) outs(%2 : tensor<16x2x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<16x2x32xf32>
      %collapsed = tensor.collapse_shape %5 [[0], [1, 2]] : tensor<16x2x32xf32> into tensor<16x64xf32>
      stitch.yield %collapsed : tensor<16x64xf32>
    }
    return %0 : tensor<16x64xf32>
  }

  func.func @conv(%arg0: tensor<6x10x8xf32>, %arg1: tensor<32x3x3x8xf32>, %arg2: tensor<32xf32>) -> tensor<6x8x32xf32> {
    %0 = stitch.kernel gemm_epilogue (%x = %arg0 : tensor<6x10x8xf32>, %w = %arg1 : tensor<32x3x3x8xf32>, %b = %arg2 : tensor<32xf32>) -> tensor<6x8x32xf32> {
      %cst = arith.constant 0.000000e+00 : f32
      %e = tensor.empty() : tensor<6x8x32xf32>
      %fill = linalg.generic {indexing_maps = [#z, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst : f32) outs(%e : tensor<6x8x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<6x8x32xf32>
      %padded = tensor.pad %x low[1, 0, 0] high[1, 0, 0] {
      ^bb0(%i: index, %j: index, %k: index):
        tensor.yield %cst : f32
      } : tensor<6x10x8xf32> to tensor<8x10x8xf32>
      %conv = linalg.generic {indexing_maps = [#w, #f, #o], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%padded, %w : tensor<8x10x8xf32>, tensor<32x3x3x8xf32>) outs(%fill : tensor<6x8x32xf32>) {
      ^bb0(%in: f32, %in_0: f32, %out: f32):
        %m = arith.mulf %in, %in_0 : f32
        %s = arith.addf %out, %m : f32
        linalg.yield %s : f32
      } -> tensor<6x8x32xf32>
      %r = linalg.generic {indexing_maps = [#id, #c, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%conv, %b : tensor<6x8x32xf32>, tensor<32xf32>) outs(%e : tensor<6x8x32xf32>) {
      ^bb0(%in: f32, %bv: f32, %out: f32):
        %s = arith.addf %in, %bv : f32
        %y = arith.maximumf %s, %cst : f32
        linalg.yield %y : f32
      } -> tensor<6x8x32xf32>
      stitch.yield %r : tensor<6x8x32xf32>
    }
    return %0 : tensor<6x8x32xf32>
  }
  func.func @strided(%arg0: tensor<13x17x8xf32>, %arg1: tensor<32x3x3x8xf32>) -> tensor<6x8x32xf32> {
    %0 = stitch.kernel gemm_epilogue (%x = %arg0 : tensor<13x17x8xf32>, %w = %arg1 : tensor<32x3x3x8xf32>) -> tensor<6x8x32xf32> {
      %cst = arith.constant 0.000000e+00 : f32
      %e = tensor.empty() : tensor<6x8x32xf32>
      %fill = linalg.generic {indexing_maps = [#z, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst : f32) outs(%e : tensor<6x8x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<6x8x32xf32>
      %conv = linalg.generic {indexing_maps = [#w2, #f, #o], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%x, %w : tensor<13x17x8xf32>, tensor<32x3x3x8xf32>) outs(%fill : tensor<6x8x32xf32>) {
      ^bb0(%in: f32, %in_0: f32, %out: f32):
        %m = arith.mulf %in, %in_0 : f32
        %s = arith.addf %out, %m : f32
        linalg.yield %s : f32
      } -> tensor<6x8x32xf32>
      stitch.yield %conv : tensor<6x8x32xf32>
    }
    return %0 : tensor<6x8x32xf32>
  }
  func.func @depthwise(%arg0: tensor<8x10x32xf32>, %arg1: tensor<3x3x32xf32>, %arg2: tensor<32xf32>) -> tensor<6x8x32xf32> {
    %0 = stitch.kernel gemm_epilogue (%x = %arg0 : tensor<8x10x32xf32>, %w = %arg1 : tensor<3x3x32xf32>, %b = %arg2 : tensor<32xf32>) -> tensor<6x8x32xf32> {
      %cst = arith.constant 0.000000e+00 : f32
      %e = tensor.empty() : tensor<6x8x32xf32>
      %fill = linalg.generic {indexing_maps = [#z, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst : f32) outs(%e : tensor<6x8x32xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<6x8x32xf32>
      %conv = linalg.generic {indexing_maps = [#dwi, #dwf, #dwo], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%x, %w : tensor<8x10x32xf32>, tensor<3x3x32xf32>) outs(%fill : tensor<6x8x32xf32>) {
      ^bb0(%in: f32, %in_0: f32, %out: f32):
        %m = arith.mulf %in, %in_0 : f32
        %s = arith.addf %out, %m : f32
        linalg.yield %s : f32
      } -> tensor<6x8x32xf32>
      %r = linalg.generic {indexing_maps = [#id, #c, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%conv, %b : tensor<6x8x32xf32>, tensor<32xf32>) outs(%e : tensor<6x8x32xf32>) {
      ^bb0(%in: f32, %bv: f32, %out: f32):
        %s = arith.addf %in, %bv : f32
        %y = arith.maximumf %s, %cst : f32
        linalg.yield %y : f32
      } -> tensor<6x8x32xf32>
      stitch.yield %r : tensor<6x8x32xf32>
    }
    return %0 : tensor<6x8x32xf32>
  }
  func.func @bf16(%arg0: tensor<64x64xbf16>, %arg1: tensor<64x64xbf16>, %arg2: tensor<64xbf16>) -> tensor<64x64xbf16> {
    %0 = stitch.kernel gemm_epilogue (%x = %arg0 : tensor<64x64xbf16>, %w = %arg1 : tensor<64x64xbf16>, %bb = %arg2 : tensor<64xbf16>) -> tensor<64x64xbf16> {
      %cst = arith.constant 0.000000e+00 : f32
      %e = tensor.empty() : tensor<64x64xf32>
      %fill = linalg.generic {indexing_maps = [#bz, #bid], iterator_types = ["parallel", "parallel"]} ins(%cst : f32) outs(%e : tensor<64x64xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<64x64xf32>
      %mm = linalg.generic {indexing_maps = [#ba, #bb, #bo], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x, %w : tensor<64x64xbf16>, tensor<64x64xbf16>) outs(%fill : tensor<64x64xf32>) {
      ^bb0(%p: bf16, %q: bf16, %acc: f32):
        %pe = arith.extf %p : bf16 to f32
        %qe = arith.extf %q : bf16 to f32
        %m = arith.mulf %pe, %qe : f32
        %s = arith.addf %acc, %m : f32
        linalg.yield %s : f32
      } -> tensor<64x64xf32>
      %e2 = tensor.empty() : tensor<64x64xbf16>
      %r = linalg.generic {indexing_maps = [#bid, #bc, #bid], iterator_types = ["parallel", "parallel"]} ins(%mm, %bb : tensor<64x64xf32>, tensor<64xbf16>) outs(%e2 : tensor<64x64xbf16>) {
      ^bb0(%in: f32, %bv: bf16, %out: bf16):
        %be = arith.extf %bv : bf16 to f32
        %s = arith.addf %in, %be : f32
        %t = arith.truncf %s : f32 to bf16
        linalg.yield %t : bf16
      } -> tensor<64x64xbf16>
      stitch.yield %r : tensor<64x64xbf16>
    }
    return %0 : tensor<64x64xbf16>
  }
  func.func @bf16_acc(%arg0: tensor<16x8xbf16>, %arg1: tensor<8x16xbf16>) -> tensor<16x16xbf16> {
    %0 = stitch.kernel gemm_epilogue (%x = %arg0 : tensor<16x8xbf16>, %w = %arg1 : tensor<8x16xbf16>) -> tensor<16x16xbf16> {
      %cst = arith.constant 0.000000e+00 : bf16
      %e = tensor.empty() : tensor<16x16xbf16>
      %fill = linalg.generic {indexing_maps = [#bz, #bid], iterator_types = ["parallel", "parallel"]} ins(%cst : bf16) outs(%e : tensor<16x16xbf16>) {
      ^bb0(%in: bf16, %out: bf16):
        linalg.yield %in : bf16
      } -> tensor<16x16xbf16>
      %mm = linalg.generic {indexing_maps = [#ba, #bb, #bo], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x, %w : tensor<16x8xbf16>, tensor<8x16xbf16>) outs(%fill : tensor<16x16xbf16>) {
      ^bb0(%p: bf16, %q: bf16, %acc: bf16):
        %m = arith.mulf %p, %q : bf16
        %s = arith.addf %acc, %m : bf16
        linalg.yield %s : bf16
      } -> tensor<16x16xbf16>
      stitch.yield %mm : tensor<16x16xbf16>
    }
    return %0 : tensor<16x16xbf16>
  }
  func.func @f64_input(%arg0: tensor<16x8xf64>, %arg1: tensor<8x16xf64>) -> tensor<16x16xf32> {
    %0 = stitch.kernel gemm_epilogue (%x = %arg0 : tensor<16x8xf64>, %w = %arg1 : tensor<8x16xf64>) -> tensor<16x16xf32> {
      %cst = arith.constant 0.000000e+00 : f32
      %e = tensor.empty() : tensor<16x16xf32>
      %fill = linalg.generic {indexing_maps = [#bz, #bid], iterator_types = ["parallel", "parallel"]} ins(%cst : f32) outs(%e : tensor<16x16xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<16x16xf32>
      %mm = linalg.generic {indexing_maps = [#ba, #bb, #bo], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x, %w : tensor<16x8xf64>, tensor<8x16xf64>) outs(%fill : tensor<16x16xf32>) {
      ^bb0(%p: f64, %q: f64, %acc: f32):
        %m = arith.mulf %p, %q : f64
        %t = arith.truncf %m : f64 to f32
        %s = arith.addf %acc, %t : f32
        linalg.yield %s : f32
      } -> tensor<16x16xf32>
      stitch.yield %mm : tensor<16x16xf32>
    }
    return %0 : tensor<16x16xf32>
  }
