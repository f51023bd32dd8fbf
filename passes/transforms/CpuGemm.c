/*===- CpuGemm.c - contraction kernels as register-blocked CPU code -------===*
 *
 * `stitch-cpu-gemm` lowers each `gemm_epilogue` stitch.kernel of the form
 *   fill -> one contraction accumulating in f32, its inputs f32, bf16 or
 *   f16 (a product C[b.., i, j] += A[..] B[..] in any operand layout, or a
 *   convolution of any strides and dilations, plain or depthwise, maybe
 *   behind the pad of its input, which is then padded once before the
 *   tiles) -> elementwise
 *   epilogue ops
 * on static shapes to CPU loops on tensors, with upstream's transform
 * dialect (the script is built here, parsed, and applied to the kernel by
 * the transform interpreter; nothing is tiled or vectorized by hand):
 *   1. the epilogue ops are merged into one generic, an expand_shape
 *      between the product and the epilogue (heads) moved to its operands
 *      (linalg-fuse-elementwise-ops, on a copy: fuseEpilogue),
 *   2. that generic is tiled into an scf.forall over Mc x Nc output tiles
 *      (the parallel loop: OpenMP later) with the contraction and its fill
 *      fused in (transform.structured.fuse), each tile again into Mr x Nr
 *      register tiles (scf.for), fused the same way, so the epilogue
 *      consumes the register tile of the accumulator; partial register
 *      tiles are peeled off (full tiles get static shapes); a
 *      convolution's window loops are tiled by 1 and folded away (each
 *      window position is then a GEMM over the channels; a strided
 *      window reads a strided slice of the input: unstrideWindowReads),
 *   3. B's panels are packed: per output tile, a packing loop nest copies
 *      its K x Nc block into one contiguous tensor the register tiles
 *      stream (pad + hoist_pad),
 *   4. the k loops are tiled by 1 and everything static is vectorized: the
 *      k step becomes Mr broadcasts times one Nr-wide row of B as
 *      vector.fma (vector.contract lowered to outer products), the
 *      accumulator is hoisted out of the k loop
 *      (loop-invariant-subset-hoisting), the epilogue runs on it in
 *      registers and the tile is stored once.
 * The kernel is then inlined (its body is now loops on tensors that
 * one-shot bufferization turns into loops on the kernel's buffers).
 * Peeled partial tiles stay linalg ops on dynamic shapes, lowered later to
 * loops. A kernel of any other form is left alone (stitch-kernel-to-parallel
 * lowers it as before).
 *
 * Tile sizes come from the target, not from constants in the script:
 * Nr = 2 vectors (16 f32 lanes with AVX-512, 8 with AVX2), Mr rows so that
 * Mr x 2 accumulators leave registers for B and the broadcast; Nc such that
 * a K x Nc block of B takes half of L2; Mc such that the Mc x Nc tile of C
 * takes a quarter of L2. Cache sizes are the host's (sysconf) unless
 * given (`l2-kib`); the vector ISA is the host's unless `cpu=`
 * names one.
 *===----------------------------------------------------------------------===*/

#define _GNU_SOURCE /* the cache sizes of sysconf */

#include "Builders.h"
#include "IRUtils.h"
#include "KernelEmit.h"
#include "KernelInline.h"
#include "TextMap.h"
#include "TransformScript.h"
#include "Vectors.h"

#include "stitch-c/Dialect.h"
#include "stitch-c/Parse.h"
#include "stitch-c/Pass.h"
#include "stitch-c/Print.h"

#include "mlir-c/AffineExpr.h"
#include "mlir-c/AffineMap.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Dialect/Affine.h"
#include "mlir-c/Dialect/Arith.h"
#include "mlir-c/Dialect/Bufferization.h"
#include "mlir-c/Dialect/Linalg.h"
#include "mlir-c/Dialect/Math.h"
#include "mlir-c/Dialect/MemRef.h"
#include "mlir-c/Dialect/SCF.h"
#include "mlir-c/Dialect/Tensor.h"
#include "mlir-c/Dialect/Transform.h"
#include "mlir-c/Dialect/Transform/Interpreter.h"
#include "mlir-c/Dialect/UB.h"
#include "mlir-c/Dialect/Vector.h"
#include "llvm-c/Core.h"
#include "llvm-c/TargetMachine.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define MAX_RANK 8

/* The attribute naming the contraction for the script (not a stitch.*
 * marker: it lives only while the pass runs). */
#define CONTRACTION_TAG "__stitch_cpu_gemm_contraction"
/* The full register tiles whose B panel is packed (see packPanels). */
#define PACK_TAG "__stitch_cpu_gemm_pack"
/* K_TAG<n>: a contraction of n loops whose last one is its reduction (the
 * script tiles it by 1). */
#define K_TAG "__stitch_cpu_gemm_k"

typedef struct GemmTarget {
  int lanes;     /* f32 lanes of one vector register */
  int registers; /* vector registers */
  int64_t l2;    /* bytes per core */
  int64_t mr;    /* register tile rows; 0: from the registers */
  bool pack;     /* pack B panels (option `pack`) */
} GemmTarget;

typedef struct GemmTiles {
  int64_t mc, nc, mr, nr;
  int64_t kp; /* rows of B copied per packing step: 0 when B is not packed */
  bool transposedB; /* B packed k-major from a [.., N, K] layout */
} GemmTiles;

/*===----------------------------------------------------------------------===*
 * Target
 *===----------------------------------------------------------------------===*/

/* The size in bytes of the host's L2 cache (glibc's sysconf, from CPUID;
 * containers often lack the sysfs cache entries), or `fallback` when the C
 * library does not know. */
static int64_t hostL2Bytes(int64_t fallback) {
  long bytes = sysconf(_SC_LEVEL2_CACHE_SIZE);
  return bytes > 0 ? (int64_t)bytes : fallback;
}

/* True if the host CPU has AVX-512F (LLVM's view of the host). */
static bool hostHasAvx512(void) {
  char *features = LLVMGetHostCPUFeatures();
  bool has = features && strstr(features, "+avx512f") != NULL;
  LLVMDisposeMessage(features);
  return has;
}

static GemmTarget targetFromOptions(StitchPass pass) {
  MlirStringRef cpu = stitchPassGetStringOption(pass, "cpu");
  bool avx512 = stitchStringRefEquals(cpu, "avx512") ||
                (stitchStringRefEquals(cpu, "host") && hostHasAvx512());
  GemmTarget t = {.lanes = avx512 ? 16 : 8, .registers = avx512 ? 32 : 16};
  int64_t l2 = stitchPassGetIntOption(pass, "l2-kib");
  t.mr = stitchPassGetIntOption(pass, "register-rows");
  t.pack = stitchPassGetBoolOption(pass, "pack");
  t.l2 = l2 > 0 ? l2 * 1024 : hostL2Bytes(512 * 1024);
  return t;
}

static int64_t clampI64(int64_t v, int64_t lo, int64_t hi) {
  return v < lo ? lo : v > hi ? hi : v;
}

static int64_t roundUp(int64_t v, int64_t m) { return (v + m - 1) / m * m; }

/* Register tile: two vectors wide; as many rows as leave 4 registers for the
 * row of B, the broadcast and the epilogue's temporaries (8 x 32 with
 * AVX-512 uses 16 accumulators: the epilogue then has room without spills;
 * 6 x 16 with AVX2). Cache tile from L2 (see the file comment). */
static GemmTiles chooseTiles(const GemmTarget *t, int64_t m, int64_t n,
                             int64_t k, int64_t bBytes) {
  GemmTiles g;
  g.nr = 2 * t->lanes;
  g.mr = t->mr > 0 ? t->mr : t->registers == 32 ? 8 : 6;
  int64_t bytes = bBytes; /* of B's elements; C's tile is f32 below */
  int64_t nc = (t->l2 / 2) / (bytes * (k > 0 ? k : 1));
  g.nc = clampI64(nc / g.nr * g.nr, g.nr, 512);
  g.nc = g.nc < roundUp(n, g.nr) ? g.nc : roundUp(n, g.nr);
  int64_t mc = (t->l2 / 4) / (4 * g.nc);
  g.mc = clampI64(mc / g.mr * g.mr, g.mr, 256);
  g.mc = g.mc < roundUp(m, g.mr) ? g.mc : roundUp(m, g.mr);
  /* B's K x Nr panels are copied once per output tile into one contiguous
   * block (the register tiles then stream them instead of reading rows N
   * floats apart, which share cache sets when N is a multiple of 1024):
   * worth it when at least 4 register tiles reuse each panel. A packing
   * step copies one vector of rows per lane count (one 2-D transfer). */
  g.kp = t->pack && g.mc / g.mr >= 4 && k >= t->lanes ? t->lanes : 0;
  return g;
}

/*===----------------------------------------------------------------------===*
 * Matching
 *===----------------------------------------------------------------------===*/

/* True if `map` is (d0, ..., dn) -> (d0, ..., d_{rank-1}). */
static bool isLeadingIdentity(MlirAffineMap map, intptr_t rank) {
  if (mlirAffineMapGetNumResults(map) != rank)
    return false;
  for (intptr_t i = 0; i < rank; ++i) {
    MlirAffineExpr e = mlirAffineMapGetResult(map, i);
    if (!mlirAffineExprIsADim(e) || mlirAffineDimExprGetPosition(e) != i)
      return false;
  }
  return true;
}

/* Appends to `dims` the loops `e` reads: a dim, or (a convolution's input
 * window) the sum of two dims, each maybe times a constant (the stride of
 * the output loop, the dilation of the window loop). False otherwise. */
static bool windowDims(MlirAffineExpr e, intptr_t dims[2], int *count) {
  if (mlirAffineExprIsADim(e)) {
    dims[(*count)++] = mlirAffineDimExprGetPosition(e);
    return true;
  }
  if (!mlirAffineExprIsAAdd(e))
    return false;
  int64_t coef;
  intptr_t l = stitchAffineScaledDim(mlirAffineBinaryOpExprGetLHS(e), &coef);
  intptr_t r = stitchAffineScaledDim(mlirAffineBinaryOpExprGetRHS(e), &coef);
  if (l < 0 || r < 0)
    return false;
  dims[(*count)++] = l;
  dims[(*count)++] = r;
  return true;
}

/* True if every result of `map` is a dim or a window sum (windowDims), no
 * loop read twice; sets `*window` if there is a sum. */
static bool isWindowMap(MlirAffineMap map, bool *window) {
  bool seen[2 * MAX_RANK + 2] = {false};
  intptr_t loops = mlirAffineMapGetNumDims(map);
  if (loops > 2 * MAX_RANK + 2)
    return false;
  for (intptr_t r = 0; r < mlirAffineMapGetNumResults(map); ++r) {
    intptr_t dims[2];
    int count = 0;
    if (!windowDims(mlirAffineMapGetResult(map, r), dims, &count))
      return false;
    *window = *window || count == 2;
    for (int i = 0; i < count; ++i) {
      if (seen[dims[i]])
        return false;
      seen[dims[i]] = true;
    }
  }
  return true;
}

static bool isStaticF32Tensor(MlirType type) {
  return mlirTypeIsARankedTensor(type) && mlirShapedTypeHasStaticShape(type) &&
         mlirTypeIsAF32(mlirShapedTypeGetElementType(type));
}

/* A static tensor of a storage type this lowering reads and writes: f32,
 * or bf16/f16 (extended to f32 for the arithmetic: the contraction must
 * accumulate in f32, see matchKernel). */
static bool isStaticStorageTensor(MlirType type) {
  if (!mlirTypeIsARankedTensor(type) || !mlirShapedTypeHasStaticShape(type))
    return false;
  MlirType e = mlirShapedTypeGetElementType(type);
  return mlirTypeIsAF32(e) || mlirTypeIsABF16(e) || mlirTypeIsAF16(e);
}

/* What the script needs to know about a kernel: its contraction, the rank
 * of the product, and for each product dim the loop of the root (the op
 * whose result the kernel yields, through a trailing collapse_shape if
 * any) that walks it. */
typedef struct GemmMatch {
  MlirOperation contraction, root;
  intptr_t rank;
  intptr_t rootDim[MAX_RANK];
  bool collapsed; /* the kernel yields a collapse/expand_shape of root */
  intptr_t mDim, nDim; /* the product dims tiled as M and N */
  intptr_t reductions; /* 1, or a convolution's window and channel loops */
  int bOperand;        /* the input walked by N and not by M (packed) */
  intptr_t padRank;    /* rank of a convolution's padded input; 0: none */
  const char *inputElem[2]; /* the contraction's input element types */
  bool depthwise; /* N walked by both inputs, reductions all window loops */
} GemmMatch;

/* True if B is stored [.., N, K] (k, the contraction's last loop, its
 * innermost dim; N the one before): Q K^T. */
static bool bIsTransposed(const GemmMatch *m) {
  MlirAffineMap map = stitchGenericIndexingMap(m->contraction, m->bOperand);
  intptr_t r = mlirAffineMapGetNumResults(map);
  if (r < 2 || r > MAX_RANK || m->reductions != 1)
    return false;
  MlirAffineExpr last = mlirAffineMapGetResult(map, r - 1);
  MlirAffineExpr before = mlirAffineMapGetResult(map, r - 2);
  return mlirAffineExprIsADim(last) && mlirAffineExprIsADim(before) &&
         mlirAffineDimExprGetPosition(last) == m->rank &&
         mlirAffineDimExprGetPosition(before) == m->nDim;
}

/* A convolution: window loops to tile by 1 and fold (see buildScript). */
static bool isConvolution(const GemmMatch *m) {
  return m->reductions > 1 || m->depthwise;
}

/* The name of a storage element type (isStaticStorageTensor). */
static const char *storageElemName(MlirType tensor) {
  MlirType e = mlirShapedTypeGetElementType(tensor);
  return mlirTypeIsABF16(e) ? "bf16" : mlirTypeIsAF16(e) ? "f16" : "f32";
}

/* True if `op` (in the kernel body) is or uses, through generics, the
 * contraction. */
static bool reachesContraction(MlirOperation op, MlirOperation contraction,
                               int depth) {
  if (mlirOperationEqual(op, contraction))
    return true;
  if (depth > 64 || !stitchOpIsA(op, "linalg.generic"))
    return false;
  for (intptr_t i = 0, n = stitchGenericNumInputs(op); i < n; ++i) {
    MlirOperation def = stitchValueOwnerOp(mlirOperationGetOperand(op, i));
    if (!mlirOperationIsNull(def) &&
        reachesContraction(def, contraction, depth + 1))
      return true;
  }
  return false;
}

/* The loop of `op` that walks dim `dim` of the contraction's product:
 * follows the inputs of `op` that come from the contraction, composing
 * their indexing maps (full-rank permutations; every such input of an op
 * must agree). -1 if the chain is of another form. */
static intptr_t rootLoopOfProductDim(MlirOperation op,
                                     MlirOperation contraction, intptr_t dim,
                                     int depth) {
  if (mlirOperationEqual(op, contraction))
    return dim;
  if (depth > 64)
    return -1;
  intptr_t found = -1;
  for (intptr_t i = 0, n = stitchGenericNumInputs(op); i < n; ++i) {
    MlirOperation def = stitchValueOwnerOp(mlirOperationGetOperand(op, i));
    if (mlirOperationIsNull(def) || !reachesContraction(def, contraction, 0))
      continue;
    intptr_t q = rootLoopOfProductDim(def, contraction, dim, depth + 1);
    MlirAffineMap map = stitchGenericIndexingMap(op, i);
    if (q < 0 || mlirAffineMapGetNumResults(map) != stitchGenericNumLoops(op))
      return -1;
    MlirAffineExpr e = mlirAffineMapGetResult(map, q);
    intptr_t loop =
        mlirAffineExprIsADim(e) ? mlirAffineDimExprGetPosition(e) : -1;
    if (loop < 0 || (found >= 0 && found != loop))
      return -1;
    found = loop;
  }
  return found;
}

/* A tensor of i1 (or other sub-byte integers), e.g. a causal mask. Left to
 * the other strategies: vectorized, its reads become vector loads of i1,
 * which LLVM packs as bits while a memref<..xi1> holds one byte per element
 * (found by the random TOSA differential: attention scores read their mask
 * wrong). */
static bool isSubByteTensor(MlirType type) {
  if (!mlirTypeIsAShaped(type))
    return false;
  MlirType element = mlirShapedTypeGetElementType(type);
  return mlirTypeIsAInteger(element) && mlirIntegerTypeGetWidth(element) < 8;
}

/* Fills `m` for a kernel this lowering handles; false otherwise. */
static bool matchKernel(MlirOperation kernel, GemmMatch *m) {
  memset(m, 0, sizeof(*m));
  if (stitchKernelGetFusionKind(kernel) != STITCH_FUSION_KIND_GEMM_EPILOGUE ||
      mlirOperationGetNumResults(kernel) != 1 ||
      !isStaticStorageTensor(
          mlirValueGetType(mlirOperationGetResult(kernel, 0))))
    return false;
  MlirBlock body = stitchRegionBlock(kernel, 0);
  MlirOperation yield = stitchRegionTerminator(kernel, 0);
  MlirOperation root = stitchValueOwnerOp(mlirOperationGetOperand(yield, 0));
  if (stitchOpIsA(root, "tensor.collapse_shape") ||
      stitchOpIsA(root, "tensor.expand_shape")) {
    /* Heads joined after the product, or unit dims put back (a
     * convolution's batch of 1): tile the op before the reshape; the
     * reshape of the tiled result is a view (bufferization). */
    m->collapsed = true;
    root = stitchValueOwnerOp(mlirOperationGetOperand(root, 0));
  }
  if (!stitchOpIsA(root, "linalg.generic") ||
      !mlirBlockEqual(mlirOperationGetBlock(root), body))
    return false;
  intptr_t rank =
      mlirShapedTypeGetRank(mlirValueGetType(mlirOperationGetResult(root, 0)));
  if (rank < 2 || rank > MAX_RANK)
    return false;
  MlirOperation contraction = {NULL};
  for (MlirOperation op = mlirBlockGetFirstOperation(body);
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
    static const char *const plain[] = {"arith.constant", "tensor.empty",
                                        "stitch.yield", NULL};
    if (stitchOpNameIn(op, plain) ||
        (m->collapsed &&
         mlirOperationEqual(
             op, stitchValueOwnerOp(mlirOperationGetOperand(yield, 0)))))
      continue;
    /* Reshaped kernel inputs (views: heads split by moving the product's
     * expand_shape to its operands, see propagateReshapes). */
    static const char *const reshapes[] = {"tensor.expand_shape",
                                           "tensor.collapse_shape", NULL};
    if (stitchOpNameIn(op, reshapes) &&
        mlirValueIsABlockArgument(mlirOperationGetOperand(op, 0)))
      continue;
    /* Scalars the epilogue captured (stitch-fuse reads them in the kernel
     * from its tensor operands, or recomputes them there): values defined
     * above the tiles, broadcast by the vectorizer. */
    MlirType first = mlirOperationGetNumResults(op) == 1
                         ? mlirValueGetType(mlirOperationGetResult(op, 0))
                         : (MlirType){NULL};
    if (!mlirTypeIsNull(first) && !mlirTypeIsAShaped(first) &&
        ((stitchOpIsA(op, "tensor.extract") &&
          mlirValueIsABlockArgument(mlirOperationGetOperand(op, 0))) ||
         stitchIsPureScalarOp(op)))
      continue;
    /* A convolution's zero padding of its input: fused into the output
     * tiles with the convolution (the window of each tile is read with
     * out-of-bounds lanes set to the padding value). */
    if (stitchOpIsA(op, "tensor.pad") &&
        isStaticStorageTensor(
            mlirValueGetType(mlirOperationGetResult(op, 0)))) {
      intptr_t padRank =
          mlirShapedTypeGetRank(mlirValueGetType(mlirOperationGetResult(op, 0)));
      if (m->padRank > 0 && m->padRank != padRank)
        return false; /* one tiling of the pads (see buildScript) */
      m->padRank = padRank;
      continue;
    }
    if (!stitchOpIsA(op, "linalg.generic") ||
        stitchGenericNumOutputs(op) != 1 ||
        !isStaticStorageTensor(
            mlirValueGetType(mlirOperationGetResult(op, 0))))
      return false;
    intptr_t loops = stitchGenericNumLoops(op);
    intptr_t out = stitchGenericNumInputs(op);
    for (intptr_t i = 0; i < out; ++i)
      if (isSubByteTensor(mlirValueGetType(mlirOperationGetOperand(op, i))))
        return false;
    bool window = false;
    for (intptr_t i = 0; i <= out; ++i) {
      MlirAffineMap map = stitchGenericIndexingMap(op, i);
      if (!mlirAffineMapIsProjectedPermutation(map) &&
          (i == out || !isWindowMap(map, &window)))
        return false;
    }
    if (!isLeadingIdentity(stitchGenericIndexingMap(op, out), rank))
      return false;
    bool reduces = false;
    for (intptr_t d = 0; d < loops; ++d)
      reduces = reduces || stitchGenericIsReductionLoop(op, d);
    if (!reduces) {
      if (loops != rank || window)
        return false;
      continue;
    }
    /* The contraction: loops (par.., k), two inputs, k the last loop; or
     * a convolution (par.., kh, kw.., c): reductions last, an input read
     * through windows (output dim + kernel dim). */
    if (!mlirOperationIsNull(contraction) || loops < rank + 1 ||
        (loops != rank + 1 && !window) || loops > 2 * MAX_RANK ||
        stitchGenericNumInputs(op) != 2)
      return false;
    for (intptr_t d = 0; d < loops; ++d)
      if (stitchGenericIsReductionLoop(op, d) != (d >= rank))
        return false;
    /* f32 accumulation (a bf16/f16 accumulator would round every k step:
     * left to the other strategies); inputs stored as f32, bf16 or f16,
     * extended in the body */
    if (!isStaticF32Tensor(mlirValueGetType(mlirOperationGetResult(op, 0))))
      return false;
    for (int i = 0; i < 2; ++i)
      if (!isStaticStorageTensor(
              mlirValueGetType(mlirOperationGetOperand(op, i))))
        return false;
    for (int i = 0; i < 2; ++i)
      m->inputElem[i] =
          storageElemName(mlirValueGetType(mlirOperationGetOperand(op, i)));
    m->reductions = loops - rank;
    contraction = op;
  }
  if (mlirOperationIsNull(contraction))
    return false;
  m->contraction = contraction;
  m->root = root;
  m->rank = rank;
  /* N: the product's innermost dim (contiguous vector stores), walked by
   * one input only (B); M: the innermost dim walked only by the other (A).
   * Every other dim (batch, or heads split off M or N by a propagated
   * expand_shape) is tiled by 1. */
  bool walks[2][2 * MAX_RANK] = {{false}};
  bool windowed[2] = {false, false};
  for (int i = 0; i < 2; ++i) {
    MlirAffineMap map = stitchGenericIndexingMap(contraction, i);
    for (intptr_t r = 0; r < mlirAffineMapGetNumResults(map); ++r) {
      intptr_t dims[2];
      int count = 0;
      windowDims(mlirAffineMapGetResult(map, r), dims, &count);
      windowed[i] = windowed[i] || count == 2;
      for (int d = 0; d < count; ++d)
        walks[i][dims[d]] = true;
    }
  }
  m->nDim = rank - 1;
  /* A depthwise convolution: the channels (N) are walked by the input
   * window and the filter, and every reduction is a window loop (no
   * channel sum): once the window loops are tiled by 1 and folded, each
   * window position is an elementwise multiply-add of a tile of shifted
   * pixels and the filter's row of taps (B: the filter). */
  m->depthwise = walks[0][m->nDim] && walks[1][m->nDim] &&
                 windowed[0] != windowed[1];
  for (intptr_t d = rank; d < rank + m->reductions && m->depthwise; ++d)
    m->depthwise = walks[windowed[0] ? 0 : 1][d] && walks[windowed[0] ? 1 : 0][d];
  if (walks[0][m->nDim] == walks[1][m->nDim] && !m->depthwise)
    return false;
  m->bOperand = m->depthwise ? (windowed[0] ? 1 : 0)
                             : walks[0][m->nDim] ? 0 : 1;
  int a = 1 - m->bOperand;
  m->mDim = -1;
  for (intptr_t d = rank - 2; d >= 0 && m->mDim < 0; --d)
    if (walks[a][d] && !walks[m->bOperand][d])
      m->mDim = d;
  if (m->mDim < 0)
    return false;
  bool used[MAX_RANK] = {false};
  for (intptr_t c = 0; c < rank; ++c) {
    intptr_t d = rootLoopOfProductDim(root, contraction, c, 0);
    if (d < 0 || d >= rank || used[d])
      return false;
    used[d] = true;
    m->rootDim[c] = d;
  }
  return true;
}

/*===----------------------------------------------------------------------===*
 * The transform script
 *===----------------------------------------------------------------------===*/

typedef struct Text {
  char *data;
  intptr_t size, capacity;
} Text;

/* Appends printf-style text to `t`, growing it as needed. */
__attribute__((format(printf, 2, 3))) static void
textAppend(Text *t, const char *format, ...) {
  for (;;) {
    va_list args;
    va_start(args, format);
    size_t room = t->data ? (size_t)(t->capacity - t->size) : 0;
    int n = vsnprintf(t->data ? t->data + t->size : NULL, room, format, args);
    va_end(args);
    if (n < 0)
      abort();
    if ((size_t)n < room) {
      t->size += n;
      return;
    }
    intptr_t capacity = t->capacity;
    t->data = stitchGrowArray(t->data, t->size + n + 1, &capacity, 1);
    t->capacity = capacity;
  }
}

/* "[a, b, c]" */
static void appendSizes(Text *t, intptr_t n, const int64_t *sizes) {
  textAppend(t, "[");
  for (intptr_t i = 0; i < n; ++i)
    textAppend(t, "%s%lld", i ? ", " : "", (long long)sizes[i]);
  textAppend(t, "]");
}

/* The names of the script's three sequences, applied in this order (the
 * pass tags the contractions to pack between the first two). */
#define SEQ_TILE "__stitch_cpu_gemm_tile"
#define SEQ_PACK "__stitch_cpu_gemm_pack"
#define SEQ_UNTRANSPOSE "__stitch_cpu_gemm_untranspose"
#define SEQ_VECTORIZE "__stitch_cpu_gemm_vectorize"

/* The script for kernel `m` with tiles `g`. */
static char *buildScript(const GemmMatch *m, const GemmTiles *g) {
  Text t = {0};
  intptr_t rank = m->rank;
  /* Root loops: batch dims 1 per output tile, M and N as chosen. */
  int64_t outer[MAX_RANK], inner[MAX_RANK], kPack[MAX_RANK + 1];
  for (intptr_t c = 0; c < rank; ++c) {
    intptr_t d = m->rootDim[c];
    bool isM = c == m->mDim, isN = c == m->nDim;
    outer[d] = isM ? g->mc : isN ? g->nc : 1;
    inner[d] = isM ? g->mr : isN ? g->nr : 0;
    kPack[c] = 0;
  }
  kPack[rank] = g->kp;
  textAppend(&t,
             "module attributes {transform.with_named_sequence} {\n"
             "transform.named_sequence @" SEQ_TILE "("
             "%%k1: !transform.any_op {transform.readonly}) {\n"
             /* 1. (one epilogue generic: fuseEpilogue) */
             "%%y = transform.structured.match ops{[\"stitch.yield\"]} in "
             "%%k1 : (!transform.any_op) -> !transform.any_op\n"
             "%%ep0 = transform.get_producer_of_operand %%y[0] : "
             "(!transform.any_op) -> !transform.any_op\n"
             /* the op before the trailing collapse_shape, if any (other
              * reshapes, of inputs, may be in the body) */
             "%%ep = %s\n",
             m->collapsed ? "transform.get_producer_of_operand %ep0[0] : "
                            "(!transform.any_op) -> !transform.any_op"
                          : "transform.merge_handles %ep0 : !transform.any_op");
  if (m->padRank > 0) {
    /* A convolution's zero padding, once for the whole input before the
     * output tiles: a fill and a copy of the input into its interior,
     * each a parallel loop over rows of vectors; the tiles' fusion stops
     * at the insert_slice. Fused into every output tile instead, the
     * window of each output row was padded again (an allocation, a fill
     * and a strided memrefCopy per tile: as long as the tile's FMAs). */
    int64_t rows[MAX_RANK] = {0};
    for (intptr_t d = 0; d + 1 < m->padRank; ++d)
      rows[d] = 1;
    textAppend(&t,
               "%%pads = transform.structured.match ops{[\"tensor.pad\"]} "
               "in %%k1 : (!transform.any_op) -> !transform.any_op\n"
               "%%pins = transform.structured."
               "rewrite_in_destination_passing_style %%pads : "
               "(!transform.any_op) -> !transform.any_op\n"
               "%%pfill = transform.get_producer_of_operand %%pins[1] : "
               "(!transform.any_op) -> !transform.any_op\n"
               "%%pcopy = transform.structured.insert_slice_to_copy %%pins : "
               "(!transform.any_op) -> !transform.any_op\n"
               "%%pf, %%pfl = transform.structured.tile_using_forall %%pfill "
               "tile_sizes ");
    appendSizes(&t, m->padRank, rows);
    textAppend(&t, " : (!transform.any_op) -> (!transform.any_op, "
                   "!transform.any_op)\n"
                   "%%pc, %%pcl = transform.structured.tile_using_forall "
                   "%%pcopy tile_sizes ");
    appendSizes(&t, m->padRank, rows);
    textAppend(&t, " : (!transform.any_op) -> (!transform.any_op, "
                   "!transform.any_op)\n");
  }
  /* 2. output tiles in parallel */
  textAppend(&t, "%%t1, %%forall = transform.structured.fuse %%ep tile_sizes ");
  appendSizes(&t, rank, outer);
  textAppend(&t, " {use_forall, apply_cleanup} : (!transform.any_op) -> "
                 "(!transform.any_op, !transform.any_op)\n"
                 /* 3. register tiles */
                 "%%t2, %%l:2 = transform.structured.fuse %%t1 tile_sizes ");
  appendSizes(&t, rank, inner);
  textAppend(
      &t,
      " {apply_cleanup} : (!transform.any_op) -> (!transform.any_op, "
      "!transform.any_op, !transform.any_op)\n"
      "transform.apply_patterns to %%k1 "
      "{ transform.apply_patterns.canonicalization } : !transform.any_op\n"
      "transform.apply_cse to %%k1 : !transform.any_op\n"
      /* 4. full register tiles static: peel the partial ones */
      "%%fors = transform.structured.match ops{[\"scf.for\"]} in %%k1 "
      ": (!transform.any_op) -> !transform.op<\"scf.for\">\n"
      "transform.foreach %%fors : !transform.op<\"scf.for\"> {\n"
      "^bb0(%%f: !transform.op<\"scf.for\">):\n"
      "  transform.sequence %%f : !transform.op<\"scf.for\"> "
      "failures(suppress) {\n"
      "  ^bb1(%%g: !transform.op<\"scf.for\">):\n"
      "    %%m, %%r = transform.loop.peel %%g : (!transform.op<\"scf.for\">) "
      "-> (!transform.any_op, !transform.any_op)\n"
      "  }\n"
      "}\n"
      "transform.apply_patterns to %%k1 "
      "{ transform.apply_patterns.canonicalization } : !transform.any_op\n");
  if (isConvolution(m)) {
    /* A convolution: its window loops by 1, then the unit dims dropped
     * (upstream's fold-unit-extent-dims patterns): each window position
     * is a GEMM of the shifted input rows and the filter's taps, which
     * the rest of the script treats as any contraction (the pass tags
     * the folded ops again: see tagContractions). */
    int64_t window[2 * MAX_RANK] = {0};
    /* all of a depthwise convolution's reductions are window loops */
    for (intptr_t d = rank;
         d < rank + m->reductions - (m->depthwise ? 0 : 1); ++d)
      window[d] = 1;
    textAppend(&t,
               "%%cw = transform.structured.match attributes{" CONTRACTION_TAG
               "} in %%k1 : (!transform.any_op) -> !transform.any_op\n"
               "%%cw2, %%lw:%ld = transform.structured.tile_using_for %%cw "
               "tile_sizes ",
               (long)(m->reductions - (m->depthwise ? 0 : 1)));
    appendSizes(&t, rank + m->reductions, window);
    textAppend(&t, " : (!transform.any_op) -> (!transform.any_op");
    for (intptr_t i = 0; i < m->reductions - (m->depthwise ? 0 : 1); ++i)
      textAppend(&t, ", !transform.any_op");
    textAppend(&t,
               ")\n"
               "transform.apply_patterns to %%k1 {\n"
               "  transform.apply_patterns.linalg."
               "fold_unit_extent_dims_via_slices\n"
               "  transform.apply_patterns.canonicalization\n"
               "} : !transform.any_op\n");
  }
  textAppend(&t, "transform.yield\n"
                 "}\n");
  /* 5. B packing (the contractions the pass tagged: full register tiles):
   * the k loop is tiled by kp, B's kp x Nr slice is copied (a nofold pad)
   * and the copy is hoisted out of the k loop and the two register-tile
   * loops (transform.structured.hoist_pad): a packing loop nest before
   * the register tiles fills one [N tiles][K/kp][kp][Nr] tensor per output
   * tile (loops the slice does not depend on, the rows, are skipped), and
   * the register tiles read their panel from it. */
  textAppend(&t,
             "transform.named_sequence @" SEQ_PACK "("
             "%%k1: !transform.any_op {transform.readonly}) {\n");
  if (g->kp > 0) {
    /* B stored transposed ([.., N, K]: Q K^T): its panel is packed k-major
     * ([kp][Nr] blocks, hoist_pad's transpose), so that a register tile
     * reads one contiguous Nr-wide row per k instead of a column. */
    char transposeB[16 + 4 * MAX_RANK] = "";
    intptr_t bRank = mlirAffineMapGetNumResults(
        stitchGenericIndexingMap(m->contraction, m->bOperand));
    if (g->transposedB) {
      Text perm = {0};
      for (intptr_t i = 0; i < bRank; ++i)
        textAppend(&perm, "%s%ld", i ? ", " : "",
                   (long)(i < bRank - 2 ? i : i == bRank - 2 ? bRank - 1
                                                             : bRank - 2));
      snprintf(transposeB, sizeof(transposeB), ", transpose by [%s]",
               perm.data);
      free(perm.data);
    }
    int64_t nofold[3] = {0, 0, 0};
    nofold[m->bOperand] = 1;
    textAppend(
        &t,
        "%%cs = transform.structured.match attributes{" PACK_TAG "} in %%k1 "
        ": (!transform.any_op) -> !transform.any_op\n"
        "transform.foreach %%cs : !transform.any_op {\n"
        "^bb0(%%c0: !transform.any_op):\n"
        /* a tile that does not hoist keeps reading B in place */
        "transform.sequence %%c0 : !transform.any_op failures(suppress) {\n"
        "^bb1(%%c1: !transform.any_op):\n"
        "  %%ck, %%lk = transform.structured.tile_using_for %%c1 tile_sizes ");
    appendSizes(&t, rank + 1, kPack);
    textAppend(&t,
               " : (!transform.any_op) -> (!transform.any_op, "
               "!transform.any_op)\n"
               "  %%p, %%pad, %%cp = transform.structured.pad %%ck "
               "{padding_values = [0.0 : %s, 0.0 : %s, 0.0 : f32], "
               "padding_dimensions = [%ld], nofold_flags = ",
               m->inputElem[0], m->inputElem[1], (long)rank);
    appendSizes(&t, 3, nofold);
    textAppend(
        &t,
        ", copy_back_op = \"none\"} : (!transform.any_op) -> "
        "(!transform.any_op, !transform.any_op, !transform.any_op)\n"
        /* hoist_pad wants the slice of the kernel's B, not a slice of the
         * register tile's slice */
        "  transform.apply_patterns to %%k1 { "
        "transform.apply_patterns.tensor."
        "merge_consecutive_insert_extract_slice } : !transform.any_op\n"
        "  %%pb = transform.get_producer_of_operand %%p[%d] : "
        "(!transform.any_op) -> !transform.any_op\n"
        "  %%h = transform.structured.hoist_pad %%pb by 3 loops%s : "
        "(!transform.any_op) -> !transform.any_op\n"
        "}\n"
        "}\n"
        "transform.apply_patterns to %%k1 "
        "{ transform.apply_patterns.canonicalization } : !transform.any_op\n",
        m->bOperand, transposeB);
  }
  /* A panel packed k-major (B transposed, above) is read through the
   * linalg.transpose hoist_pad leaves before each register tile's
   * contraction, which would transpose it back into a temporary; folded
   * into the contraction (upstream's elementwise fusion of the generalized
   * transpose), the contraction reads the packed rows directly. */
  textAppend(&t, "transform.yield\n"
                 "}\n"
                 "transform.named_sequence @" SEQ_UNTRANSPOSE "("
                 "%%k1: !transform.any_op {transform.consumed}) {\n"
                 "%%tr = transform.structured.match ops{[\"linalg.transpose\"]} "
                 "in %%k1 : (!transform.any_op) -> !transform.any_op\n"
                 "%%trg = transform.structured.generalize %%tr : "
                 "(!transform.any_op) -> !transform.any_op\n"
                 "%%k2 = transform.apply_registered_pass "
                 "\"linalg-fuse-elementwise-ops\" to %%k1 : "
                 "(!transform.any_op) -> !transform.any_op\n"
                 "transform.yield\n"
                 "}\n"
                 "transform.named_sequence @" SEQ_VECTORIZE "("
                 "%%k1: !transform.any_op {transform.consumed}) {\n");
  /* k by 1, per loop count (a folded convolution tile has fewer loops) */
  for (intptr_t loops = 2; loops <= rank + 1; ++loops) {
    int64_t kStep[MAX_RANK + 1] = {0};
    kStep[loops - 1] = 1;
    textAppend(&t,
               "%%c%ld = transform.structured.match attributes{" K_TAG
               "%ld} in %%k1 : (!transform.any_op) -> !transform.any_op\n"
               "%%c%ld2, %%lk%ld = transform.structured.tile_using_for %%c%ld "
               "tile_sizes ",
               (long)loops, (long)loops, (long)loops, (long)loops,
               (long)loops);
    appendSizes(&t, loops, kStep);
    textAppend(&t, " : (!transform.any_op) -> (!transform.any_op, "
                   "!transform.any_op)\n");
  }
  textAppend(
      &t,
      ""
      /* 6. vectors: FMA on outer products, accumulator in registers; the
       * packing copies (pads) become 2-D transfers. Not a convolution's
       * padding: upstream vectorizes a pad with a dynamic low padding (the
       * window of an edge tile) into a write past the end of its tile
       * (heap corruption in resnet_bottleneck); bufferized, it is a fill
       * and a copy of the window. */
      "%%v = transform.structured.vectorize_children_and_apply_patterns "
      "%%k1 %s: (!transform.any_op) -> !transform.any_op\n"
      "transform.apply_patterns to %%v {\n"
      "  transform.apply_patterns.vector.lower_contraction "
      "lowering_strategy = \"outerproduct\"\n"
      "  transform.apply_patterns.vector.lower_outerproduct\n"
      "  transform.apply_patterns.tensor."
      "fold_tensor_subset_ops_into_vector_transfers\n"
      "  transform.apply_patterns.canonicalization\n"
      "} : !transform.any_op\n"
      "%%v2 = transform.apply_registered_pass \"loop-invariant-code-motion\" "
      "to %%v : (!transform.any_op) -> !transform.any_op\n"
      "%%v3 = transform.apply_registered_pass "
      "\"loop-invariant-subset-hoisting\" to %%v2 : (!transform.any_op) -> "
      "!transform.any_op\n"
      "transform.apply_patterns to %%v3 {\n"
      "  transform.apply_patterns.vector.transfer_permutation_patterns\n"
      "  transform.apply_patterns.vector.lower_transfer "
      "max_transfer_rank = 1\n"
      "  transform.apply_patterns.canonicalization\n"
      "} : !transform.any_op\n"
      "transform.apply_cse to %%v3 : !transform.any_op\n"
      /* A convolution's accumulator: the window loops (kh, kw) around the
       * channel loop read it through a rank-reducing extract_slice and
       * write it directly, which the hoisting does not pair; folded into
       * the transfers, the pair is hoisted out of the window loops too
       * (the tile stays in registers from the fill to the epilogue). */
      "transform.apply_patterns to %%v3 {\n"
      "  transform.apply_patterns.tensor."
      "fold_tensor_subset_ops_into_vector_transfers\n"
      "  transform.apply_patterns.canonicalization\n"
      "} : !transform.any_op\n"
      "%%v4 = transform.apply_registered_pass "
      "\"loop-invariant-subset-hoisting\" to %%v3 : (!transform.any_op) -> "
      "!transform.any_op\n"
      "transform.apply_patterns to %%v4 "
      "{ transform.apply_patterns.canonicalization } : !transform.any_op\n"
      "transform.yield\n"
      "}\n"
      "}\n",
      isConvolution(m) ? "" : "{vectorize_padding} ");
  return t.data;
}

/*===----------------------------------------------------------------------===*
 * The pass
 *===----------------------------------------------------------------------===*/

static MlirWalkResult collectKernels(MlirOperation op, void *userData) {
  if (!stitchOperationIsKernel(op))
    return MlirWalkResultAdvance;
  stitchOpVecPush(userData, op);
  return MlirWalkResultSkip;
}

static MlirWalkResult dropTag(MlirOperation op, void *userData) {
  (void)userData;
  mlirOperationRemoveDiscardableAttributeByName(
      op, mlirStringRefCreateFromCString(CONTRACTION_TAG));
  mlirOperationRemoveDiscardableAttributeByName(
      op, mlirStringRefCreateFromCString(PACK_TAG));
  for (int loops = 2; loops <= MAX_RANK + 1; ++loops) {
    char name[64];
    snprintf(name, sizeof(name), K_TAG "%d", loops);
    mlirOperationRemoveDiscardableAttributeByName(
        op, mlirStringRefCreateFromCString(name));
  }
  return MlirWalkResultAdvance;
}

/* Tags every contraction of the tiled kernel (two inputs, one reduction
 * loop, the last) for the k loop and the packing: the tiles of the
 * kernel's contraction, and a convolution's tiles once their unit window
 * loops are folded away (new ops: the tag did not follow). */
static MlirWalkResult tagContractions(MlirOperation op, void *userData) {
  (void)userData;
  if (!stitchOpIsA(op, "linalg.generic") || stitchGenericNumInputs(op) != 2)
    return MlirWalkResultAdvance;
  intptr_t loops = stitchGenericNumLoops(op);
  if (loops < 2 || loops > MAX_RANK + 1)
    return MlirWalkResultAdvance;
  for (intptr_t d = 0; d < loops; ++d)
    if (stitchGenericIsReductionLoop(op, d) != (d == loops - 1))
      return MlirWalkResultAdvance;
  MlirContext ctx = mlirOperationGetContext(op);
  char name[64];
  snprintf(name, sizeof(name), K_TAG "%d", (int)loops);
  mlirOperationSetDiscardableAttributeByName(
      op, mlirStringRefCreateFromCString(name), mlirUnitAttrGet(ctx));
  mlirOperationSetDiscardableAttributeByName(
      op, mlirStringRefCreateFromCString(CONTRACTION_TAG),
      mlirUnitAttrGet(ctx));
  return MlirWalkResultAdvance;
}

/* Tags the tiled contractions of full register tiles (static operands)
 * for packing; partial tiles read B in place. */
static MlirWalkResult tagFullTiles(MlirOperation op, void *userData) {
  (void)userData;
  if (mlirAttributeIsNull(mlirOperationGetDiscardableAttributeByName(
          op, mlirStringRefCreateFromCString(CONTRACTION_TAG))))
    return MlirWalkResultAdvance;
  for (intptr_t i = 0, n = mlirOperationGetNumOperands(op); i < n; ++i) {
    MlirType type = mlirValueGetType(mlirOperationGetOperand(op, i));
    if (!mlirTypeIsARankedTensor(type) || !mlirShapedTypeHasStaticShape(type))
      return MlirWalkResultAdvance;
  }
  mlirOperationSetDiscardableAttributeByName(
      op, mlirStringRefCreateFromCString(PACK_TAG),
      mlirUnitAttrGet(mlirOperationGetContext(op)));
  return MlirWalkResultAdvance;
}

/* Records the mapping as `stitch.lowering` on the outermost loop of the
 * kernel's body (the scf.forall over output tiles; an scf.for when one tile
 * covers the output and the forall folded away), as
 * stitch-kernel-to-parallel does on its grid loops. */
static void recordLowering(MlirOperation kernel, const GemmTiles *g) {
  MlirContext ctx = mlirOperationGetContext(kernel);
  MlirBlock body = stitchRegionBlock(kernel, 0);
  static const char *const loops[] = {"scf.forall", "scf.for", NULL};
  /* The last loop: a packing loop nest may come first when one output
   * tile covers the product. */
  MlirOperation loop = {NULL};
  for (MlirOperation op = mlirBlockGetFirstOperation(body);
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op))
    if (stitchOpNameIn(op, loops))
      loop = op;
  if (mlirOperationIsNull(loop))
    return;
  const char *names[] = {"strategy", "mc", "nc", "mr", "nr", "kp"};
  int64_t values[] = {0, g->mc, g->nc, g->mr, g->nr, g->kp};
  MlirNamedAttribute attrs[6];
  int count = g->kp > 0 ? 6 : 5;
  for (int i = 0; i < count; ++i) {
    MlirAttribute value =
        i == 0
            ? mlirStringAttrGet(ctx, mlirStringRefCreateFromCString("cpu-gemm"))
            : stitchI64Attr(ctx, values[i]);
    attrs[i] = mlirNamedAttributeGet(
        mlirIdentifierGet(ctx, mlirStringRefCreateFromCString(names[i])),
        value);
  }
  mlirOperationSetAttributeByName(loop,
                                  stitchMarkerGetName(STITCH_MARKER_LOWERING),
                                  mlirDictionaryAttrGet(ctx, count, attrs));
}

/* The static offsets of a slice op (attribute `static_offsets`); false if
 * any is dynamic. */
static bool staticOffsets(MlirOperation slice, int64_t *offsets,
                          intptr_t *rank) {
  MlirAttribute attr = mlirOperationGetAttributeByName(
      slice, mlirStringRefCreateFromCString("static_offsets"));
  *rank = mlirDenseArrayGetNumElements(attr);
  if (*rank > MAX_RANK)
    return false;
  for (intptr_t i = 0; i < *rank; ++i) {
    offsets[i] = mlirDenseI64ArrayGetElement(attr, i);
    if (offsets[i] == INT64_MIN) /* ShapedType::kDynamic */
      return false;
  }
  return true;
}

/* Shifts the offsets of `slice` (an extract_slice of, or a
 * parallel_insert_slice into, a shared output; its dynamic offsets are
 * operands from `firstOffset` on) by `shift`. */
static void shiftOffsets(MlirOperation slice, intptr_t firstOffset,
                         const int64_t *shift, intptr_t rank,
                         MlirOperation before) {
  MlirContext ctx = mlirOperationGetContext(slice);
  MlirLocation loc = mlirOperationGetLocation(slice);
  MlirStringRef name = mlirStringRefCreateFromCString("static_offsets");
  MlirAttribute attr = mlirOperationGetAttributeByName(slice, name);
  int64_t offsets[MAX_RANK];
  intptr_t operand = firstOffset;
  for (intptr_t i = 0; i < rank; ++i) {
    offsets[i] = mlirDenseI64ArrayGetElement(attr, i);
    if (offsets[i] != INT64_MIN) {
      offsets[i] += shift[i];
    } else {
      if (shift[i] != 0)
        mlirOperationSetOperand(
            slice, operand,
            stitchBuildIndexBinary(
                before, loc, "arith.addi",
                mlirOperationGetOperand(slice, operand),
                stitchBuildConstantIndex(before, loc, shift[i])));
      ++operand;
    }
  }
  mlirOperationSetAttributeByName(slice, name,
                                  mlirDenseI64ArrayGet(ctx, rank, offsets));
}

/* A strided convolution's tiles after SEQ_TILE: once the window loops are
 * folded, an input is read through `d * stride` (the output loop times the
 * stride), a map the vectorizer does not take (the tile would stay scalar
 * loops). Each such input of a static generic becomes a strided
 * extract_slice read through plain dims: the same elements, a view once
 * bufferized. Tiles of dynamic size (partial tiles) keep their map. */
static MlirWalkResult unstrideWindowReads(MlirOperation op, void *userData) {
  (void)userData;
  if (!stitchOpIsA(op, "linalg.generic"))
    return MlirWalkResultAdvance;
  MlirContext ctx = mlirOperationGetContext(op);
  intptr_t nIn = stitchGenericNumInputs(op);
  intptr_t nMaps = nIn + stitchGenericNumOutputs(op);
  if (nMaps > 2 * MAX_RANK + 2)
    return MlirWalkResultAdvance;
  MlirAttribute maps[2 * MAX_RANK + 2];
  bool changed = false;
  for (intptr_t i = 0; i < nMaps; ++i) {
    MlirAffineMap map = stitchGenericIndexingMap(op, i);
    maps[i] = mlirAffineMapAttrGet(map);
    MlirValue in = mlirOperationGetOperand(op, i);
    MlirType t = mlirValueGetType(in);
    intptr_t rank = mlirAffineMapGetNumResults(map);
    if (i >= nIn || !mlirTypeIsARankedTensor(t) ||
        !mlirShapedTypeHasStaticShape(t) || rank > MAX_RANK ||
        mlirShapedTypeGetRank(t) != rank)
      continue;
    int64_t offsets[MAX_RANK] = {0}, sizes[MAX_RANK], strides[MAX_RANK];
    MlirAffineExpr exprs[MAX_RANK];
    bool strided = false, ok = true;
    for (intptr_t r = 0; r < rank && ok; ++r) {
      MlirAffineExpr e = mlirAffineMapGetResult(map, r);
      intptr_t d = stitchAffineScaledDim(e, &strides[r]);
      sizes[r] = mlirShapedTypeGetDimSize(t, r);
      exprs[r] = e;
      if (d < 0 || mlirAffineExprIsADim(e)) {
        strides[r] = 1;
        continue;
      }
      int64_t loop = stitchGenericLoopSize(op, d);
      ok = loop > 0 && (loop - 1) * strides[r] < sizes[r];
      sizes[r] = loop;
      exprs[r] = mlirAffineDimExprGet(ctx, d);
      strided = true;
    }
    if (!ok || !strided)
      continue;
    mlirOperationSetOperand(
        op, i, stitchBuildStaticSlice(op, in, rank, offsets, sizes, strides));
    maps[i] = mlirAffineMapAttrGet(
        mlirAffineMapGet(ctx, mlirAffineMapGetNumDims(map),
                         mlirAffineMapGetNumSymbols(map), rank, exprs));
    changed = true;
  }
  if (changed)
    mlirOperationSetAttributeByName(
        op, mlirStringRefCreateFromCString("indexing_maps"),
        mlirArrayAttrGet(ctx, nMaps, maps));
  return MlirWalkResultAdvance;
}

/* The padded input of a convolution after SEQ_TILE: a fill of the padded
 * tensor D, then `F = scf.forall ... shared_outs(extract_slice D[off])`
 * copying the input by rows of vectors, then `insert_slice F into D[off]`.
 * The vectorizer turns that insert_slice into one transfer of the whole
 * input (unrolled later into thousands of ops). Makes F write into D
 * itself (its slices shifted by `off`) and drops the insert_slice: the
 * copy then lands in the padded buffer in place. */
static void copyIntoPaddedInput(MlirOperation kernel) {
  MlirBlock body = stitchRegionBlock(kernel, 0);
  MlirOperation next;
  for (MlirOperation insert = mlirBlockGetFirstOperation(body);
       !mlirOperationIsNull(insert); insert = next) {
    next = mlirOperationGetNextInBlock(insert);
    if (!stitchOpIsA(insert, "tensor.insert_slice"))
      continue;
    MlirValue src = mlirOperationGetOperand(insert, 0);
    MlirValue dest = mlirOperationGetOperand(insert, 1);
    MlirOperation forall = stitchValueOwnerOp(src);
    int64_t shift[MAX_RANK], sliceOffsets[MAX_RANK];
    intptr_t rank = 0, sliceRank = 0;
    if (mlirOperationIsNull(forall) || !stitchOpIsA(forall, "scf.forall") ||
        mlirOperationGetNumResults(forall) != 1 ||
        !mlirValueIsAOpResult(src) || !staticOffsets(insert, shift, &rank))
      continue;
    /* F's only shared output: the extract_slice of D at the same place */
    intptr_t nOperands = mlirOperationGetNumOperands(forall);
    MlirValue shared = mlirOperationGetOperand(forall, nOperands - 1);
    MlirOperation extract = stitchValueOwnerOp(shared);
    if (mlirOperationIsNull(extract) ||
        !stitchOpIsA(extract, "tensor.extract_slice") ||
        !mlirValueEqual(mlirOperationGetOperand(extract, 0), dest) ||
        !staticOffsets(extract, sliceOffsets, &sliceRank) ||
        sliceRank != rank ||
        memcmp(sliceOffsets, shift, sizeof(int64_t) * (size_t)rank) != 0 ||
        mlirOperationGetNumOperands(extract) != 1 ||
        !mlirTypeEqual(mlirValueGetType(shared), mlirValueGetType(src)))
      continue;
    MlirBlock fbody = stitchRegionBlock(forall, 0);
    MlirValue arg =
        mlirBlockGetArgument(fbody, mlirBlockGetNumArguments(fbody) - 1);
    /* every use of the shared output: a slice at its offsets */
    bool ok = true;
    for (MlirOpOperand u = mlirValueGetFirstUse(arg);
         !mlirOpOperandIsNull(u) && ok; u = mlirOpOperandGetNextUse(u)) {
      MlirOperation user = mlirOpOperandGetOwner(u);
      unsigned n = mlirOpOperandGetOperandNumber(u);
      ok = (stitchOpIsA(user, "tensor.extract_slice") && n == 0) ||
           (stitchOpIsA(user, "tensor.parallel_insert_slice") && n == 1);
    }
    if (!ok)
      continue;
    MlirOperation first = mlirBlockGetFirstOperation(fbody);
    for (MlirOpOperand u = mlirValueGetFirstUse(arg); !mlirOpOperandIsNull(u);
         u = mlirOpOperandGetNextUse(u)) {
      MlirOperation user = mlirOpOperandGetOwner(u);
      bool isExtract = stitchOpIsA(user, "tensor.extract_slice");
      shiftOffsets(user, isExtract ? 1 : 2, shift, rank,
                   isExtract ? user : first);
    }
    MlirType padded = mlirValueGetType(dest);
    mlirOperationSetOperand(forall, nOperands - 1, dest);
    mlirValueSetType(arg, padded);
    mlirValueSetType(mlirOperationGetResult(forall, 0), padded);
    mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(insert, 0),
                                  mlirOperationGetResult(forall, 0));
    mlirOperationDestroy(insert);
    mlirOperationDestroy(extract);
  }
}

/* Applies the script to `kernel` and inlines it; false after a located
 * error (the interpreter's). */
/* The parsed transform scripts of one run of the pass, by their text:
 * graphs repeat a few GEMM shapes, and parsing and verifying the script
 * was a tenth of the pass per kernel (docs/compile-time.md). The map's
 * values index `modules`, which owns them. */
typedef struct ScriptCache {
  StitchTextMap index;
  StitchOpVec modules;
} ScriptCache;

/* The module parsed from `script` (taken: freed here or kept by the
 * cache), or null if it does not parse. Borrowed from the cache. */
static MlirOperation cachedScript(ScriptCache *cache, MlirContext ctx,
                                  char *script) {
  intptr_t i = stitchTextMapGet(&cache->index, script);
  if (i >= 0) {
    free(script);
    return cache->modules.data[i];
  }
  MlirOperation module = stitchParseSourceAsModule(
      ctx, mlirStringRefCreateFromCString(script),
      mlirStringRefCreateFromCString("stitch-cpu-gemm script"));
  if (mlirOperationIsNull(module)) {
    free(script);
    return module;
  }
  stitchTextMapPut(&cache->index, script, cache->modules.size);
  stitchOpVecPush(&cache->modules, module);
  return module;
}

static void freeScriptCache(ScriptCache *cache) {
  for (intptr_t i = 0; i < cache->modules.size; ++i)
    mlirOperationDestroy(cache->modules.data[i]);
  free(cache->modules.data);
  stitchTextMapFree(&cache->index);
}

/* One kernel's lowering in three steps: `prepareLowering` picks the tiles
 * and the script (it parses scripts into the run's cache: one thread),
 * `applyLowering` runs the script's sequences on the kernel, and
 * `finishLowering` inlines it. The middle step only rewrites the inside
 * of its kernel (stitch.kernel is isolated from above, and the scripts
 * work on their payload's body), so distinct kernels run it on the thread
 * pool (runCpuGemm). */
typedef struct GemmLowering {
  MlirOperation kernel;
  MlirOperation script; /* borrowed from the run's ScriptCache */
  GemmTiles tiles;
} GemmLowering;

/* Fills `*l` for `kernel`; false after a located error. */
static bool prepareLowering(MlirOperation kernel, const GemmMatch *match,
                            const GemmTarget *target, ScriptCache *scripts,
                            GemmLowering *l) {
  MlirContext ctx = mlirOperationGetContext(kernel);
  MlirOperation contraction = match->contraction;
  intptr_t rank = match->rank;
  MlirType out = mlirValueGetType(mlirOperationGetResult(contraction, 0));
  int64_t m = mlirShapedTypeGetDimSize(out, match->mDim);
  int64_t n = mlirShapedTypeGetDimSize(out, match->nDim);
  int64_t k = 1;
  for (intptr_t d = rank; d < rank + match->reductions; ++d)
    k *= stitchGenericLoopSize(contraction, d);
  int64_t bBytes = strcmp(match->inputElem[match->bOperand], "f32") ? 2 : 4;
  GemmTiles tiles = chooseTiles(target, m, n, k, bBytes);
  if (isConvolution(match))
    tiles.kp = 0; /* the filter's taps are not packed (see docs/cpu-gemm.md) */
  tiles.transposedB = tiles.kp > 0 && bIsTransposed(match);
  mlirOperationSetDiscardableAttributeByName(
      contraction, mlirStringRefCreateFromCString(CONTRACTION_TAG),
      mlirUnitAttrGet(ctx));

  MlirOperation module =
      cachedScript(scripts, ctx, buildScript(match, &tiles));
  if (mlirOperationIsNull(module)) {
    stitchEmitOpError(kernel, "stitch-cpu-gemm: internal error: the "
                              "transform script does not parse");
    return false;
  }
  *l = (GemmLowering){kernel, module, tiles};
  return true;
}

/* Applies the prepared script to its kernel; false after a located error
 * (the interpreter's). Touches nothing outside the kernel. */
static bool applyLowering(const GemmLowering *l) {
  MlirOperation kernel = l->kernel;
  static const char *const sequences[] = {SEQ_TILE, SEQ_PACK, SEQ_UNTRANSPOSE,
                                          SEQ_VECTORIZE};
  MlirTransformOptions options = mlirTransformOptionsCreate();
  MlirLogicalResult applied = mlirLogicalResultSuccess();
  for (int i = 0; i < 4 && mlirLogicalResultIsSuccess(applied); ++i) {
    if (i == 2 && !l->tiles.transposedB)
      continue;
    if (i == 3) /* the fused contractions are new ops: tag them again */
      mlirOperationWalk(kernel, tagContractions, NULL, MlirWalkPreOrder);
    if (i == 1) {
      copyIntoPaddedInput(kernel);
      mlirOperationWalk(kernel, unstrideWindowReads, NULL, MlirWalkPreOrder);
      mlirOperationWalk(kernel, tagContractions, NULL, MlirWalkPreOrder);
      mlirOperationWalk(kernel, tagFullTiles, NULL, MlirWalkPreOrder);
    }
    applied = mlirTransformApplyNamedSequence(
        kernel, stitchFindSymbol(l->script, sequences[i]), l->script, options);
  }
  mlirTransformOptionsDestroy(options);
  if (mlirLogicalResultIsFailure(applied))
    return false;
  /* Partial tiles keep the tag on their contraction. */
  mlirOperationWalk(kernel, dropTag, NULL, MlirWalkPreOrder);
  recordLowering(kernel, &l->tiles);
  return true;
}

/* Inlines the lowered `kernel`; `*lowered` gets a copy of it before its
 * inlining (detached, owned by the caller). */
static bool finishLowering(MlirOperation kernel, MlirOperation *lowered) {
  if (!stitchKernelIsInlinable(kernel))
    return false;
  *lowered = mlirOperationClone(kernel);
  stitchInlineKernel(kernel);
  return true;
}

/* Lowers `kernel` and inlines it, all three steps on this thread. */
static bool lowerKernel(MlirOperation kernel, const GemmMatch *match,
                        const GemmTarget *target, ScriptCache *scripts,
                        MlirOperation *lowered) {
  GemmLowering l;
  return prepareLowering(kernel, match, target, scripts, &l) &&
         applyLowering(&l) && finishLowering(kernel, lowered);
}

/* Replaces `kernel` by a copy of the lowered kernel `lowered` on its
 * operands, inlined; false (nothing changed) if their signatures differ. */
static bool reuseLowering(MlirOperation kernel, MlirOperation lowered) {
  intptr_t n = mlirOperationGetNumOperands(kernel);
  intptr_t r = mlirOperationGetNumResults(kernel);
  if (mlirOperationGetNumOperands(lowered) != n ||
      mlirOperationGetNumResults(lowered) != r)
    return false;
  MlirOperation copy = mlirOperationClone(lowered);
  for (intptr_t i = 0; i < n; ++i)
    mlirOperationSetOperand(copy, i, mlirOperationGetOperand(kernel, i));
  mlirBlockInsertOwnedOperationBefore(mlirOperationGetBlock(kernel), kernel,
                                      copy);
  for (intptr_t i = 0; i < r; ++i)
    mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(kernel, i),
                                  mlirOperationGetResult(copy, i));
  mlirOperationDestroy(kernel);
  stitchInlineKernel(copy);
  return true;
}

/* Whether `kernel`'s body has two or more elementwise generics (an
 * epilogue the elementwise fusion can join), a named linalg op other than
 * a fill, or a reshape (that the propagation can move). */
static bool hasEpilogueToFuse(MlirOperation kernel) {
  int epilogue = 0;
  for (MlirOperation op = mlirBlockGetFirstOperation(stitchRegionBlock(kernel, 0));
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
    static const char *const reshapes[] = {"tensor.expand_shape",
                                           "tensor.collapse_shape", NULL};
    if (stitchOpNameIn(op, reshapes))
      return true;
    if (!stitchStringRefHasPrefix(stitchOpName(op), "linalg.") ||
        stitchOpIsA(op, "linalg.fill"))
      continue;
    if (!stitchOpIsA(op, "linalg.generic"))
      return true; /* a named op: leave it to the script */
    bool reduces = false;
    for (intptr_t d = 0, e = stitchGenericNumLoops(op); d < e; ++d)
      reduces = reduces || stitchGenericIsReductionLoop(op, d);
    if (!reduces && ++epilogue > 1)
      return true;
  }
  return false;
}

/* Applies upstream's elementwise fusion with its reshape propagation
 * (linalg-fuse-elementwise-ops) to a copy of `kernel`: the epilogue ops
 * become one generic, and a product whose result is split into heads by
 * an expand_shape before its epilogue (a batched TOSA matmul [B*H, M, N]
 * viewed as [B, H, M, N] for a mask) then computes the expanded shape from
 * expanded views of its operands; the reshape left is a collapse of the
 * result. Returns the copy, in place of `kernel`, when this lowering takes
 * it (`m` filled); else `kernel` if it takes that; else null. */
static MlirOperation fuseEpilogue(MlirOperation kernel, GemmMatch *m) {
  /* Nothing to fuse or propagate (at most one epilogue generic, no
   * reshape): the kernel as it is, without a copy and a pass run. */
  if (!hasEpilogueToFuse(kernel) && matchKernel(kernel, m))
    return kernel;
  MlirOperation copy = mlirOperationClone(kernel);
  mlirBlockInsertOwnedOperationAfter(mlirOperationGetBlock(kernel), kernel,
                                     copy);
  static const char script[] =
      "module attributes {transform.with_named_sequence} {\n"
      "transform.named_sequence @__transform_main("
      "%k: !transform.any_op {transform.consumed}) {\n"
      "%k1 = transform.apply_registered_pass \"linalg-fuse-elementwise-ops\" "
      "to %k : (!transform.any_op) -> !transform.any_op\n"
      "transform.apply_patterns to %k1 "
      "{ transform.apply_patterns.canonicalization } : !transform.any_op\n"
      "transform.yield\n"
      "}\n"
      "}\n";
  bool taken = mlirLogicalResultIsSuccess(stitchApplyTransformScript(
                   copy, script, "stitch-cpu-gemm reshape script")) &&
               matchKernel(copy, m);
  if (!taken) {
    /* The propagation can also strand a reshape between a convolution
     * (whose window maps do not expand) and its epilogue: the kernel as
     * it is, epilogue ops fused one by one into the tiles. */
    mlirOperationDestroy(copy);
    return matchKernel(kernel, m) ? kernel : (MlirOperation){NULL};
  }
  for (intptr_t i = 0, n = mlirOperationGetNumResults(kernel); i < n; ++i)
    mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(kernel, i),
                                  mlirOperationGetResult(copy, i));
  mlirOperationDestroy(kernel);
  return copy;
}

/* The first kernel of each distinct text, lowered ahead of the others:
 * prepared in order, applied on the thread pool, inlined in order. */
typedef struct GemmJob {
  GemmLowering lowering; /* .kernel null: this lowering does not take it */
  MlirValue *operands;   /* the kernel's operands before its lowering */
  intptr_t numOperands;
  bool failed;           /* prepareLowering failed (error emitted) */
  bool applied;          /* applyLowering succeeded, or nothing to apply */
  bool keptOperands;     /* the lowered kernel has `operands` */
} GemmJob;

static void applyJob(intptr_t i, void *userData) {
  GemmJob *job = (GemmJob *)userData + i;
  job->applied = mlirOperationIsNull(job->lowering.kernel) ||
                 applyLowering(&job->lowering);
}

/* A copy of `op`'s operands (owned by the caller), their count in `*n`. */
static MlirValue *copyOperands(MlirOperation op, intptr_t *n) {
  *n = mlirOperationGetNumOperands(op);
  MlirValue *operands = malloc(sizeof(MlirValue) * (size_t)(*n + 1));
  if (!operands)
    abort();
  for (intptr_t k = 0; k < *n; ++k)
    operands[k] = mlirOperationGetOperand(op, k);
  return operands;
}

/* True if `op`'s operands are `operands`, in order: a lowering is reused
 * only if it kept its kernel's operands (it rewrites the body; reuse
 * rebinds the operands by position). */
static bool hasOperands(MlirOperation op, const MlirValue *operands,
                        intptr_t n) {
  if (mlirOperationGetNumOperands(op) != n)
    return false;
  for (intptr_t k = 0; k < n; ++k)
    if (!mlirValueEqual(mlirOperationGetOperand(op, k), operands[k]))
      return false;
  return true;
}

static MlirLogicalResult runCpuGemm(StitchPass pass, MlirOperation func) {
  GemmTarget target = targetFromOptions(pass);
  ScriptCache scripts = {0};
  StitchOpVec kernels = {0};
  mlirOperationWalk(func, collectKernels, &kernels, MlirWalkPreOrder);
  intptr_t numKernels = kernels.size;
  /* Each GEMM kernel's text (stitch-c/Print.h: kernels are isolated from
   * above, so an equal text is the same computation on other operands),
   * and the index of its job when it is the first of its text, else -1. */
  char **texts = calloc((size_t)numKernels + 1, sizeof *texts);
  intptr_t *jobOf = malloc(sizeof *jobOf * ((size_t)numKernels + 1));
  GemmJob *jobs = calloc((size_t)numKernels + 1, sizeof *jobs);
  if (!texts || !jobOf || !jobs)
    abort();
  intptr_t numJobs = 0;
  bool ok = true;

  /* 1. In order: the texts, and for the first kernel of each text the
   * epilogue fusion (it inserts a copy of the kernel) and the script. */
  StitchTextMap first = {0};
  for (intptr_t i = 0; i < numKernels; ++i) {
    MlirOperation kernel = kernels.data[i];
    jobOf[i] = -1;
    if (stitchKernelGetFusionKind(kernel) != STITCH_FUSION_KIND_GEMM_EPILOGUE)
      continue;
    texts[i] = stitchOperationGenericText(kernel);
    if (!ok || stitchTextMapGet(&first, texts[i]) >= 0)
      continue;
    stitchTextMapPut(&first,
                     stitchStringRefCopy(mlirStringRefCreateFromCString(texts[i])),
                     numJobs);
    GemmJob *job = &jobs[numJobs];
    jobOf[i] = numJobs++;
    job->operands = copyOperands(kernel, &job->numOperands);
    GemmMatch match;
    kernel = fuseEpilogue(kernel, &match);
    if (!mlirOperationIsNull(kernel))
      ok = prepareLowering(kernel, &match, &target, &scripts, &job->lowering);
    if (!ok) { /* as if lowered in order: nothing after the error */
      job->lowering.kernel = (MlirOperation){NULL};
      job->failed = true;
    }
  }
  stitchTextMapFree(&first);

  /* 2. The distinct kernels' scripts, on the thread pool (the transform
   * interpreter is most of the pass: docs/compile-time.md). Jobs that do
   * not take their kernel have nothing to apply. */
  stitchParallelFor(mlirOperationGetContext(func), numJobs, applyJob, jobs);
  for (intptr_t j = 0; j < numJobs; ++j) {
    GemmJob *job = &jobs[j];
    MlirOperation kernel = job->lowering.kernel;
    if (mlirOperationIsNull(kernel) || !job->applied)
      continue;
    job->keptOperands = hasOperands(kernel, job->operands, job->numOperands);
  }

  /* 3. In order, as one kernel after the other before: a kernel whose text
   * was lowered already gets a copy of that lowering (the transform
   * scripts cost milliseconds per kernel; a model repeats its layers,
   * generated graphs their GEMM shapes: docs/compile-time.md). The value
   * of `done` indexes `lowered`, whose entry is null for a kernel this
   * pass does not take. */
  StitchTextMap done = {0};
  StitchOpVec lowered = {0};
  ok = true;
  for (intptr_t i = 0; i < numKernels && ok; ++i) {
    MlirOperation kernel = kernels.data[i];
    char *text = texts[i];
    texts[i] = NULL;
    if (!text)
      continue;
    intptr_t seen = stitchTextMapGet(&done, text);
    if (seen >= 0 && (mlirOperationIsNull(lowered.data[seen]) ||
                      reuseLowering(kernel, lowered.data[seen]))) {
      free(text);
      continue;
    }
    MlirOperation copy = {NULL};
    bool reusable = seen < 0;
    if (jobOf[i] >= 0) {
      GemmJob *job = &jobs[jobOf[i]];
      MlirOperation lowering = job->lowering.kernel;
      if (!mlirOperationIsNull(lowering))
        ok = job->applied && finishLowering(lowering, &copy);
      else
        ok = !job->failed;
      reusable = reusable && (mlirOperationIsNull(copy) || job->keptOperands);
    } else {
      intptr_t numOperands;
      MlirValue *operands = copyOperands(kernel, &numOperands);
      GemmMatch match;
      kernel = fuseEpilogue(kernel, &match);
      if (!mlirOperationIsNull(kernel))
        ok = lowerKernel(kernel, &match, &target, &scripts, &copy);
      if (reusable && !mlirOperationIsNull(copy))
        reusable = hasOperands(copy, operands, numOperands);
      free(operands);
    }
    if (reusable) {
      stitchTextMapPut(&done, text, lowered.size);
      stitchOpVecPush(&lowered, copy);
    } else {
      free(text);
      if (!mlirOperationIsNull(copy))
        mlirOperationDestroy(copy);
    }
  }
  for (intptr_t i = 0; i < lowered.size; ++i)
    if (!mlirOperationIsNull(lowered.data[i]))
      mlirOperationDestroy(lowered.data[i]);
  free(lowered.data);
  stitchTextMapFree(&done);
  for (intptr_t i = 0; i < numKernels; ++i)
    free(texts[i]);
  for (intptr_t j = 0; j < numJobs; ++j)
    free(jobs[j].operands);
  free(texts);
  free(jobOf);
  free(jobs);
  freeScriptCache(&scripts);
  free(kernels.data);
  return ok ? mlirLogicalResultSuccess() : mlirLogicalResultFailure();
}

static const StitchPassOptionDef cpuGemmOptions[] = {
    {"cpu", STITCH_OPTION_ENUM, "host",
     "vector ISA the register tile is sized for: the host's (LLVM's host "
     "CPU features), AVX-512 (32 registers of 16 f32) or AVX2 (16 of 8)",
     "host|avx512|avx2"},
    {"register-rows", STITCH_OPTION_INT, "0",
     "rows of the register tile (0: 8 with 32 vector registers, 6 with 16)"},
    {"pack", STITCH_OPTION_BOOL, "true",
     "copy B's panels into one contiguous block per output tile (when at "
     "least 4 register tiles read each)"},
    {"l2-kib", STITCH_OPTION_INT, "0",
     "L2 cache per core in KiB (0: the host's); sizes the "
     "cache tiles"},
};

static MlirDialectHandle (*const cpuGemmDialects[])(void) = {
    mlirGetDialectHandle__transform__, mlirGetDialectHandle__linalg__,
    mlirGetDialectHandle__scf__,       mlirGetDialectHandle__tensor__,
    mlirGetDialectHandle__vector__,    mlirGetDialectHandle__arith__,
    mlirGetDialectHandle__affine__,    mlirGetDialectHandle__math__,
    mlirGetDialectHandle__memref__,    mlirGetDialectHandle__bufferization__,
    mlirGetDialectHandle__ub__,        mlirGetDialectHandle__stitch__};

const StitchPassDef stitchCpuGemmPass = {
    .argument = "stitch-cpu-gemm",
    .name = "StitchCpuGemm",
    .description =
        "Lower gemm_epilogue kernels (fill, one contraction or a plain or "
        "depthwise convolution of any strides and dilations accumulating in f32 on f32/bf16/f16 inputs, "
        "elementwise epilogue; static shapes) to parallel "
        "output tiles of register-blocked vector FMA code with B's panels "
        "packed and the epilogue applied to the accumulator before its one "
        "store (upstream transform dialect: tile-and-fuse, peeling, "
        "pad hoisting, vectorization, hoisting), on tensors",
    .anchorOp = "func.func",
    .options = cpuGemmOptions,
    .numOptions = STITCH_ARRAY_SIZE(cpuGemmOptions),
    .dependentDialects = cpuGemmDialects,
    .numDependentDialects = STITCH_ARRAY_SIZE(cpuGemmDialects),
    .run = runCpuGemm,
};
