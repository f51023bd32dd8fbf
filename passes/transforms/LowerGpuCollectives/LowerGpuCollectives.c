/*===- LowerGpuCollectives.c - subgroup and workgroup collectives ---------===*
 *
 * `stitch-lower-gpu-collectives`: the gpu dialect's collective ops inside a
 * gpu.launch become plain code on shared memory and barriers, which the
 * rest of the kernel pipelines know how to run on a CPU (and on a GPU):
 *
 *   gpu.all_reduce       every thread of the block stores its value in a
 *                        shared buffer; barrier; thread 0 folds the buffer
 *                        in thread order (op or region) into a last slot;
 *                        barrier; every thread reads it; barrier
 *   gpu.subgroup_reduce  store; barrier; each thread folds the values of
 *                        its subgroup (or cluster(size, stride)); barrier
 *   gpu.shuffle          store; barrier; each thread reads its source
 *                        lane's value (its own where `valid` is false);
 *                        barrier
 *   gpu.lane_id, gpu.subgroup_id, gpu.num_subgroups, gpu.subgroup_size
 *                        arithmetic on the linear thread id
 *
 * A subgroup is 32 consecutive linear thread ids (x fastest), as a CUDA
 * warp; the last one of a block whose size is not a multiple of 32 is
 * partial. A shuffle's `width` splits the subgroup into segments of that
 * many lanes (as NVVM's shfl.sync); a source lane outside the segment, the
 * subgroup (the last segment of a width not dividing 32 is cut there) or
 * the block is not valid and yields the thread's own value. The trailing
 *barrier lets the next collective reuse the buffer.
 *
 * The barriers make one requirement explicit: every thread of the block
 * must reach the collective (gpu.all_reduce requires it anyway). A
 * subgroup op that only some subgroups reach (CUDA's `if (warp == 0)
 * val = warpReduceSum(val)`) is first taken out of its scf.if where the
 * branch allows it (FlattenCollectiveIfs.h: the branch runs for every
 * thread, its side effects guarded); one left under divergent control
 * flow puts a barrier there, which stitch-cpuify reports at the
 * collective's location: never a silent wrong result. Collectives outside
 * a gpu.launch (in a called function) are left to stitch-gpu-to-parallel's
 * located error.
 *
 * One buffer per launch and value type, a workgroup attribution of
 * (threads + 1) elements: the block's thread count where the launch's
 * block sizes are constants, else 1024 (CUDA's limit), checked at run
 * time by a cf.assert.
 *===----------------------------------------------------------------------===*/

#include "Builders.h"
#include "FlattenCollectiveIfs.h"
#include "IRUtils.h"
#include "MemorySpace.h"
#include "SplitWarpLaunches.h"
#include "StrBuf.h"
#include "Vectors.h"
#include "stitch-c/Attributes.h"
#include "stitch-c/Dialect.h"
#include "stitch-c/Pass.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Dialect/Arith.h"
#include "mlir-c/Dialect/ControlFlow.h"
#include "mlir-c/Dialect/MemRef.h"
#include "mlir-c/Dialect/SCF.h"
#include "mlir-c/Dialect/UB.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define PASS_PREFIX "stitch-lower-gpu-collectives: "

enum {
  SUBGROUP_SIZE = 32,
  MAX_BLOCK_THREADS = 1024, /* CUDA's limit: the buffer size when unknown */
  THREAD_IDS = 3,
  BLOCK_SIZES = 9,
  SEG_ASYNC = 0, /* operandSegmentSizes: async deps, grid x/y/z, block ... */
};

static const char *const collectiveOpNames[] = {
    "gpu.all_reduce",    "gpu.subgroup_reduce",
    "gpu.shuffle",       "gpu.lane_id",
    "gpu.subgroup_id",   "gpu.num_subgroups",
    "gpu.subgroup_size", NULL};

static MlirAttribute attr(MlirOperation op, const char *name) {
  return mlirOperationGetAttributeByName(op,
                                         mlirStringRefCreateFromCString(name));
}

/* The keyword of an enum attribute such as `#gpu<all_reduce_op add>` or
 * `#gpu<shuffle_mode xor>` (its last word), copied into `out`. */
static bool enumKeyword(MlirAttribute a, char *out, size_t size) {
  if (mlirAttributeIsNull(a) || size == 0)
    return false;
  StitchStrBuf text = {0};
  mlirAttributePrint(a, stitchStrBufAppendCallback, &text);
  bool ok = false;
  if (text.data) {
    size_t end = text.size;
    while (end > 0 && (text.data[end - 1] == '>' || text.data[end - 1] == ' '))
      --end;
    size_t start = end;
    while (start > 0 && text.data[start - 1] != ' ' &&
           text.data[start - 1] != '<')
      --start;
    if (end > start && end - start < size) {
      memcpy(out, text.data + start, end - start);
      out[end - start] = '\0';
      ok = true;
    }
  }
  free(text.data);
  return ok;
}

static bool isFloatLike(MlirType t) {
  if (mlirTypeIsAVector(t))
    t = mlirShapedTypeGetElementType(t);
  return mlirTypeIsAFloat(t);
}

/* The arith op combining two values for a reduction keyword, or NULL. */
static const char *combinerFor(const char *kind, MlirType type) {
  bool fp = isFloatLike(type);
  static const struct {
    const char *kind, *intOp, *floatOp;
  } table[] = {
      {"add", "arith.addi", "arith.addf"},
      {"mul", "arith.muli", "arith.mulf"},
      {"minui", "arith.minui", NULL},
      {"minsi", "arith.minsi", NULL},
      {"maxui", "arith.maxui", NULL},
      {"maxsi", "arith.maxsi", NULL},
      {"minnumf", NULL, "arith.minnumf"},
      {"maxnumf", NULL, "arith.maxnumf"},
      {"minimumf", NULL, "arith.minimumf"},
      {"maximumf", NULL, "arith.maximumf"},
      {"and", "arith.andi", NULL},
      {"or", "arith.ori", NULL},
      {"xor", "arith.xori", NULL},
  };
  for (size_t i = 0; i < sizeof table / sizeof table[0]; ++i)
    if (!strcmp(kind, table[i].kind))
      return fp ? table[i].floatOp : table[i].intOp;
  return NULL;
}

/*===----------------------------------------------------------------------===*
 * Per-launch state: linear thread id, thread count, buffers
 *===----------------------------------------------------------------------===*/

typedef struct Buffer {
  MlirType elementType;
  MlirValue memref;
} Buffer;

typedef struct LaunchState {
  MlirOperation launch;
  MlirValue linear;   /* tx + bx * (ty + by * tz) */
  MlirValue nthreads; /* bx * by * bz */
  int64_t capacity;   /* buffer elements before the extra slot */
  bool oneSubgroup;   /* a constant block of at most 32 threads */
  Buffer *buffers;
  intptr_t numBuffers;
} LaunchState;

static MlirValue launchArg(MlirOperation launch, intptr_t i) {
  return mlirBlockGetArgument(stitchRegionBlock(launch, 0), i);
}

/* The constant block size product, or -1 if a size is not constant. */
static int64_t staticThreadCount(MlirOperation launch) {
  MlirAttribute segments = attr(launch, "operandSegmentSizes");
  if (mlirAttributeIsNull(segments) || !mlirAttributeIsADenseI32Array(segments))
    return -1;
  intptr_t first = mlirDenseI32ArrayGetElement(segments, SEG_ASYNC) + 3;
  int64_t product = 1;
  for (intptr_t d = 0; d < 3; ++d) {
    int64_t size;
    if (!stitchValueGetConstantInt(mlirOperationGetOperand(launch, first + d),
                                   &size) ||
        size <= 0 || size > (1 << 20))
      return -1;
    product *= size;
    if (product > (1 << 20))
      return -1;
  }
  return product;
}

static void launchStateInit(LaunchState *s, MlirOperation launch) {
  *s = (LaunchState){.launch = launch};
  MlirBlock body = stitchRegionBlock(launch, 0);
  MlirOperation first = mlirBlockGetFirstOperation(body);
  MlirLocation loc = mlirOperationGetLocation(launch);
  MlirValue t[3], b[3];
  for (intptr_t d = 0; d < 3; ++d) {
    t[d] = launchArg(launch, THREAD_IDS + d);
    b[d] = launchArg(launch, BLOCK_SIZES + d);
  }
  /* linear = tx + bx * (ty + by * tz) */
  MlirValue yz = stitchBuildIndexBinary(
      first, loc, "arith.addi", t[1],
      stitchBuildIndexBinary(first, loc, "arith.muli", b[1], t[2]));
  s->linear = stitchBuildIndexBinary(
      first, loc, "arith.addi", t[0],
      stitchBuildIndexBinary(first, loc, "arith.muli", b[0], yz));
  s->nthreads = stitchBuildIndexBinary(
      first, loc, "arith.muli",
      stitchBuildIndexBinary(first, loc, "arith.muli", b[0], b[1]), b[2]);
  int64_t count = staticThreadCount(launch);
  s->capacity = count > 0 ? count : MAX_BLOCK_THREADS;
  s->oneSubgroup = count > 0 && count <= SUBGROUP_SIZE;
  if (count <= 0) {
    /* Unknown block size: the buffers hold CUDA's largest block. */
    MlirValue limit = stitchBuildConstantIndex(first, loc, MAX_BLOCK_THREADS);
    MlirValue ok = stitchBuildCmpI(first, loc, 7 /* ule */, s->nthreads, limit);
    stitchBuildAssert(first, loc, ok,
                      "a block of more than 1024 threads uses a gpu "
                      "collective (CUDA's limit)");
  }
}

static void launchStateFree(LaunchState *s) { free(s->buffers); }

/* The launch's buffer for values of `type`, added as a workgroup
 * attribution the first time. */
static MlirValue bufferFor(LaunchState *s, MlirType type, MlirLocation loc) {
  for (intptr_t i = 0; i < s->numBuffers; ++i)
    if (mlirTypeEqual(s->buffers[i].elementType, type))
      return s->buffers[i].memref;
  MlirContext ctx = mlirTypeGetContext(type);
  int64_t shape[1] = {s->capacity + 1};
  MlirType memrefType =
      mlirMemRefTypeGet(type, 1, shape, mlirAttributeGetNull(),
                        stitchGpuWorkgroupAddressSpaceAttrGet(ctx));
  MlirValue arg =
      stitchGpuLaunchAddWorkgroupAttribution(s->launch, memrefType, loc);
  s->buffers =
      realloc(s->buffers, sizeof *s->buffers * (size_t)(s->numBuffers + 1));
  if (!s->buffers)
    abort();
  s->buffers[s->numBuffers++] = (Buffer){type, arg};
  return arg;
}

/*===----------------------------------------------------------------------===*
 * Building blocks
 *===----------------------------------------------------------------------===*/

/* The barriers carry the collective's location under the name
 * STITCH_COLLECTIVE_LOC_NAME, so that stitch-cpuify can say which
 * collective sits under divergent control flow. */
static void buildBarrier(MlirOperation before, MlirLocation loc) {
  MlirLocation named = mlirLocationNameGet(
      mlirLocationGetContext(loc),
      mlirStringRefCreateFromCString(STITCH_COLLECTIVE_LOC_NAME), loc);
  stitchInsertBefore(
      stitchCreateSimpleOp("gpu.barrier", named, 0, NULL, 0, NULL), before);
}

/* buf[linear] = value; barrier. Returns the buffer. */
static MlirValue publish(LaunchState *s, MlirOperation op, MlirValue value) {
  MlirLocation loc = mlirOperationGetLocation(op);
  MlirValue buf = bufferFor(s, mlirValueGetType(value), loc);
  stitchBuildStore(op, loc, value, buf, 1, &s->linear);
  buildBarrier(op, loc);
  return buf;
}

/* How two values combine: an arith op, or the region of a gpu.all_reduce
 * (its block moved to the one place it is used). */
typedef struct Combiner {
  const char *opName;
  MlirBlock region; /* null unless the all_reduce has a region */
} Combiner;

static MlirValue combine(MlirOperation before, MlirLocation loc,
                         const Combiner *c, MlirValue lhs, MlirValue rhs) {
  if (c->opName)
    return stitchBuildBinary(before, loc, c->opName, lhs, rhs);
  mlirValueReplaceAllUsesOfWith(mlirBlockGetArgument(c->region, 0), lhs);
  mlirValueReplaceAllUsesOfWith(mlirBlockGetArgument(c->region, 1), rhs);
  MlirValue result =
      mlirOperationGetOperand(mlirBlockGetTerminator(c->region), 0);
  stitchMoveBlockOpsBefore(c->region, before);
  return result;
}

/* The lane (linear % 32) and the first linear id of its subgroup. In a
 * block of one subgroup: the linear id and a constant 0, so that a
 * subgroup reduction reads the same slots in every thread (stitch-cpuify's
 * uniformity analysis then sees its result is the same for all: a loop
 * `while (__any_sync(...))` around its barriers compiles). */
static void laneAndBase(LaunchState *s, MlirOperation before, MlirLocation loc,
                        MlirValue *lane, MlirValue *base) {
  if (s->oneSubgroup) {
    *lane = s->linear;
    if (base)
      *base = stitchBuildConstantIndex(before, loc, 0);
    return;
  }
  MlirValue size = stitchBuildConstantIndex(before, loc, SUBGROUP_SIZE);
  *lane = stitchBuildIndexBinary(before, loc, "arith.remui", s->linear, size);
  if (base)
    *base = stitchBuildIndexBinary(before, loc, "arith.subi", s->linear, *lane);
}

static void replaceAndErase(MlirOperation op, intptr_t n,
                            const MlirValue *values) {
  for (intptr_t i = 0; i < n; ++i)
    mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(op, i), values[i]);
  mlirOperationDestroy(op);
}

/*===----------------------------------------------------------------------===*
 * The collectives
 *===----------------------------------------------------------------------===*/

/* The combiner of a reduction op (`op` attribute or all_reduce region);
 * false (error emitted) if there is none for the value's type. */
static bool reductionCombiner(MlirOperation op, MlirType type, Combiner *c) {
  *c = (Combiner){0};
  char kind[32];
  if (enumKeyword(attr(op, "op"), kind, sizeof kind)) {
    c->opName = combinerFor(kind, type);
    if (!c->opName) {
      char message[200];
      snprintf(message, sizeof message,
               PASS_PREFIX "reduction '%s' does not apply to this value type",
               kind);
      stitchEmitOpError(op, message);
      return false;
    }
    return true;
  }
  if (mlirOperationGetNumRegions(op) > 0) {
    MlirBlock block = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0));
    if (!mlirBlockIsNull(block) && mlirBlockGetNumArguments(block) == 2 &&
        mlirBlockIsNull(mlirBlockGetNextInRegion(block))) {
      c->region = block;
      return true;
    }
  }
  stitchEmitOpError(op, PASS_PREFIX "a reduction needs an operation or a "
                                    "one-block region of two arguments");
  return false;
}

static void lowerAllReduce(LaunchState *s, MlirOperation op,
                           const Combiner *c) {
  MlirLocation loc = mlirOperationGetLocation(op);
  MlirValue value = mlirOperationGetOperand(op, 0);
  MlirValue buf = publish(s, op, value);
  MlirValue zero = stitchBuildConstantIndex(op, loc, 0);
  MlirValue one = stitchBuildConstantIndex(op, loc, 1);
  MlirValue last = stitchBuildConstantIndex(op, loc, s->capacity);
  MlirValue isFirst = stitchBuildCmpI(op, loc, 0 /* eq */, s->linear, zero);
  MlirOperation ifOp = stitchBuildIf(op, loc, isFirst, 0, NULL, false);
  MlirOperation thenYield = mlirBlockGetTerminator(stitchRegionBlock(ifOp, 0));
  /* Thread 0 folds the buffer in thread order. */
  MlirValue init = stitchBuildLoad(thenYield, loc, buf, 1, &zero);
  MlirOperation loop =
      stitchBuildFor(thenYield, loc, one, s->nthreads, one, 1, &init);
  MlirBlock body = stitchLoopBody(loop);
  MlirOperation yield = mlirBlockGetTerminator(body);
  MlirValue i = mlirBlockGetArgument(body, 0);
  MlirValue x = stitchBuildLoad(yield, loc, buf, 1, &i);
  MlirValue next = combine(yield, loc, c, mlirBlockGetArgument(body, 1), x);
  mlirOperationSetOperands(yield, 1, &next);
  MlirValue total = mlirOperationGetResult(loop, 0);
  stitchBuildStore(thenYield, loc, total, buf, 1, &last);
  buildBarrier(op, loc);
  MlirValue result = stitchBuildLoad(op, loc, buf, 1, &last);
  buildBarrier(op, loc);
  replaceAndErase(op, 1, &result);
}

static bool lowerSubgroupReduce(LaunchState *s, MlirOperation op,
                                const Combiner *c) {
  MlirLocation loc = mlirOperationGetLocation(op);
  int64_t size = SUBGROUP_SIZE, stride = 1;
  MlirAttribute a = attr(op, "cluster_size");
  if (!mlirAttributeIsNull(a) && mlirAttributeIsAInteger(a))
    size = mlirIntegerAttrGetValueInt(a);
  a = attr(op, "cluster_stride");
  if (!mlirAttributeIsNull(a) && mlirAttributeIsAInteger(a))
    stride = mlirIntegerAttrGetValueInt(a);
  if (size < 1 || stride < 1 || size * stride > SUBGROUP_SIZE) {
    stitchEmitOpError(op, PASS_PREFIX "a cluster of size x stride over the "
                                      "32-lane subgroup");
    return false;
  }
  MlirValue value = mlirOperationGetOperand(op, 0);
  MlirType type = mlirValueGetType(value);
  MlirValue buf = publish(s, op, value);
  MlirValue lane, base;
  laneAndBase(s, op, loc, &lane, &base);
  /* Members: base + groupBase + lane % stride + k * stride, k < size. */
  MlirValue strideV = stitchBuildConstantIndex(op, loc, stride);
  /* The whole subgroup's reduction starts at its base (written so: a block
   * of one subgroup then sees the same value in every thread). */
  MlirValue first = base;
  if (size * stride != SUBGROUP_SIZE || stride != 1) {
    MlirValue group = stitchBuildConstantIndex(op, loc, size * stride);
    MlirValue inGroup =
        stitchBuildIndexBinary(op, loc, "arith.remui", lane, group);
    MlirValue offset =
        stitchBuildIndexBinary(op, loc, "arith.remui", lane, strideV);
    first = stitchBuildIndexBinary(
        op, loc, "arith.addi",
        stitchBuildIndexBinary(op, loc, "arith.subi", s->linear, inGroup),
        offset);
  }
  MlirValue init = stitchBuildLoad(op, loc, buf, 1, &first);
  MlirValue one = stitchBuildConstantIndex(op, loc, 1);
  MlirValue count = stitchBuildConstantIndex(op, loc, size);
  MlirOperation loop = stitchBuildFor(op, loc, one, count, one, 1, &init);
  MlirBlock body = stitchLoopBody(loop);
  MlirOperation yield = mlirBlockGetTerminator(body);
  MlirValue k = mlirBlockGetArgument(body, 0);
  MlirValue acc = mlirBlockGetArgument(body, 1);
  MlirValue member = stitchBuildIndexBinary(
      yield, loc, "arith.addi", first,
      stitchBuildIndexBinary(yield, loc, "arith.muli", k, strideV));
  /* A partial last subgroup: members past the block's end take no part. */
  MlirValue inBlock =
      stitchBuildCmpI(yield, loc, 6 /* ult */, member, s->nthreads);
  MlirOperation ifOp = stitchBuildIf(yield, loc, inBlock, 1, &type, true);
  MlirOperation thenYield = mlirBlockGetTerminator(stitchRegionBlock(ifOp, 0));
  MlirOperation elseYield = mlirBlockGetTerminator(stitchRegionBlock(ifOp, 1));
  MlirValue x = stitchBuildLoad(thenYield, loc, buf, 1, &member);
  MlirValue sum = combine(thenYield, loc, c, acc, x);
  mlirOperationSetOperands(thenYield, 1, &sum);
  mlirOperationSetOperands(elseYield, 1, &acc);
  MlirValue next = mlirOperationGetResult(ifOp, 0);
  mlirOperationSetOperands(yield, 1, &next);
  buildBarrier(op, loc);
  MlirValue result = mlirOperationGetResult(loop, 0);
  replaceAndErase(op, 1, &result);
  return true;
}

static bool lowerShuffle(LaunchState *s, MlirOperation op) {
  MlirLocation loc = mlirOperationGetLocation(op);
  char mode[16];
  if (!enumKeyword(attr(op, "mode"), mode, sizeof mode) ||
      (strcmp(mode, "xor") && strcmp(mode, "down") && strcmp(mode, "up") &&
       strcmp(mode, "idx"))) {
    stitchEmitOpError(op, PASS_PREFIX "unknown shuffle mode");
    return false;
  }
  MlirContext ctx = mlirOperationGetContext(op);
  MlirType indexType = mlirIndexTypeGet(ctx);
  MlirValue value = mlirOperationGetOperand(op, 0);
  MlirValue buf = publish(s, op, value);
  MlirValue off = stitchBuildCast(op, loc, "arith.index_cast",
                                  mlirOperationGetOperand(op, 1), indexType);
  MlirValue width = stitchBuildCast(op, loc, "arith.index_cast",
                                    mlirOperationGetOperand(op, 2), indexType);
  MlirValue lane, base;
  laneAndBase(s, op, loc, &lane, &base);
  MlirValue zero = stitchBuildConstantIndex(op, loc, 0);
  MlirValue one = stitchBuildConstantIndex(op, loc, 1);
  MlirValue full = stitchBuildConstantIndex(op, loc, SUBGROUP_SIZE);
  /* A width outside [1, 32] makes every lane invalid. */
  MlirValue widthOk = stitchBuildBinary(
      op, loc, "arith.andi", stitchBuildCmpI(op, loc, 5 /* sge */, width, one),
      stitchBuildCmpI(op, loc, 3 /* sle */, width, full));
  MlirValue segment = stitchBuildSelect(op, loc, widthOk, width, one);
  MlirValue segLane =
      stitchBuildIndexBinary(op, loc, "arith.remui", lane, segment);
  MlirValue segStart = /* in the subgroup */
      stitchBuildIndexBinary(op, loc, "arith.subi", lane, segLane);
  MlirValue segBase =
      stitchBuildIndexBinary(op, loc, "arith.addi", base, segStart);
  MlirValue j =
      !strcmp(mode, "xor")
          ? stitchBuildIndexBinary(op, loc, "arith.xori", segLane, off)
      : !strcmp(mode, "down")
          ? stitchBuildIndexBinary(op, loc, "arith.addi", segLane, off)
      : !strcmp(mode, "up")
          ? stitchBuildIndexBinary(op, loc, "arith.subi", segLane, off)
          : off;
  MlirValue src = stitchBuildIndexBinary(op, loc, "arith.addi", segBase, j);
  MlirValue valid = stitchBuildBinary(
      op, loc, "arith.andi", widthOk,
      stitchBuildBinary(
          op, loc, "arith.andi", stitchBuildCmpI(op, loc, 5 /* sge */, j, zero),
          stitchBuildBinary(
              op, loc, "arith.andi",
              stitchBuildCmpI(op, loc, 2 /* slt */, j, segment),
              stitchBuildBinary(
                  op, loc, "arith.andi",
                  stitchBuildCmpI(op, loc, 6 /* ult */, src, s->nthreads),
                  /* a segment cut by the subgroup's end (a width not
                   * dividing 32) reads no other subgroup */
                  stitchBuildCmpI(op, loc, 6 /* ult */,
                                  stitchBuildIndexBinary(op, loc, "arith.addi",
                                                         segStart, j),
                                  full)))));
  MlirValue from = stitchBuildSelect(op, loc, valid, src, s->linear);
  int64_t constLane, constWidth;
  if (s->oneSubgroup && !strcmp(mode, "idx") &&
      stitchValueGetConstantInt(mlirOperationGetOperand(op, 1), &constLane) &&
      stitchValueGetConstantInt(mlirOperationGetOperand(op, 2), &constWidth) &&
      constWidth == SUBGROUP_SIZE && constLane >= 0 &&
      constLane < s->capacity) {
    /* A broadcast in a constant block of one subgroup: every thread reads
     * that one slot, visibly the same value (the loop a broadcast bounds,
     * a warp's work queue, then runs alike in the block). */
    from = stitchBuildConstantIndex(op, loc, constLane);
    valid = stitchBuildConstantInt(op, loc, mlirIntegerTypeGet(ctx, 1), 1);
  }
  MlirValue results[2] = {stitchBuildLoad(op, loc, buf, 1, &from), valid};
  buildBarrier(op, loc);
  replaceAndErase(op, 2, results);
  return true;
}

/* gpu.lane_id, gpu.subgroup_id, gpu.num_subgroups, gpu.subgroup_size. */
static void lowerSubgroupQuery(LaunchState *s, MlirOperation op) {
  MlirLocation loc = mlirOperationGetLocation(op);
  MlirValue size = stitchBuildConstantIndex(op, loc, SUBGROUP_SIZE);
  MlirValue result;
  if (stitchOpIsA(op, "gpu.lane_id"))
    result = stitchBuildIndexBinary(op, loc, "arith.remui", s->linear, size);
  else if (stitchOpIsA(op, "gpu.subgroup_id"))
    /* a constant block of one subgroup: 0, visibly the same for all */
    result = s->oneSubgroup ? stitchBuildConstantIndex(op, loc, 0)
                            : stitchBuildIndexBinary(op, loc, "arith.divui",
                                                     s->linear, size);
  else if (stitchOpIsA(op, "gpu.num_subgroups"))
    result = s->oneSubgroup ? stitchBuildConstantIndex(op, loc, 1)
                            : stitchBuildIndexBinary(op, loc, "arith.ceildivui",
                                                     s->nthreads, size);
  else
    result = size;
  replaceAndErase(op, 1, &result);
}

/*===----------------------------------------------------------------------===*
 * The pass
 *===----------------------------------------------------------------------===*/

typedef struct Scan {
  StitchOpVec launches; /* launches holding collectives, in walk order */
  StitchOpVec ops;      /* the collectives, in walk order */
  StitchOpVec opLaunch; /* the launch of each of them */
} Scan;

static MlirWalkResult scanOp(MlirOperation op, void *userData) {
  Scan *s = userData;
  if (!stitchOpNameIn(op, collectiveOpNames))
    return MlirWalkResultAdvance;
  MlirOperation launch = stitchEnclosingOpNamed(op, "gpu.launch");
  if (mlirOperationIsNull(launch))
    return MlirWalkResultAdvance; /* stitch-gpu-to-parallel reports it */
  stitchOpVecPush(&s->ops, op);
  stitchOpVecPush(&s->opLaunch, launch);
  if (s->launches.size == 0 ||
      !mlirOperationEqual(s->launches.data[s->launches.size - 1], launch))
    stitchOpVecPush(&s->launches, launch);
  return MlirWalkResultAdvance;
}

static bool lowerCollective(LaunchState *state, MlirOperation op) {
  if (stitchOpIsA(op, "gpu.shuffle"))
    return lowerShuffle(state, op);
  if (stitchOpIsA(op, "gpu.all_reduce") ||
      stitchOpIsA(op, "gpu.subgroup_reduce")) {
    MlirType type = mlirValueGetType(mlirOperationGetOperand(op, 0));
    Combiner c;
    if (!reductionCombiner(op, type, &c))
      return false;
    if (stitchOpIsA(op, "gpu.subgroup_reduce"))
      return lowerSubgroupReduce(state, op, &c);
    lowerAllReduce(state, op, &c);
    return true;
  }
  lowerSubgroupQuery(state, op);
  return true;
}

static MlirLogicalResult runLowerGpuCollectives(StitchPass pass,
                                                MlirOperation module) {
  intptr_t flattened =
      stitchSplitWarpLaunches(module) + stitchFlattenCollectiveIfs(module);
  Scan scan = {0};
  mlirOperationWalk(module, scanOp, &scan, MlirWalkPreOrder);
  if (scan.ops.size == 0) {
    free(scan.launches.data);
    if (flattened == 0)
      stitchPassMarkUnchanged(pass);
    return mlirLogicalResultSuccess();
  }
  /* Check the reductions first, so that a failure leaves the IR alone. */
  bool failed = false;
  for (intptr_t i = 0; i < scan.ops.size; ++i) {
    MlirOperation op = scan.ops.data[i];
    Combiner c;
    if ((stitchOpIsA(op, "gpu.all_reduce") ||
         stitchOpIsA(op, "gpu.subgroup_reduce")) &&
        !reductionCombiner(op, mlirValueGetType(mlirOperationGetOperand(op, 0)),
                           &c))
      failed = true;
  }
  for (intptr_t l = 0; l < scan.launches.size && !failed; ++l) {
    LaunchState state;
    launchStateInit(&state, scan.launches.data[l]);
    for (intptr_t i = 0; i < scan.ops.size && !failed; ++i)
      if (mlirOperationEqual(scan.opLaunch.data[i], scan.launches.data[l]))
        failed = !lowerCollective(&state, scan.ops.data[i]);
    launchStateFree(&state);
  }
  free(scan.launches.data);
  free(scan.ops.data);
  free(scan.opLaunch.data);
  return failed ? mlirLogicalResultFailure() : mlirLogicalResultSuccess();
}

static MlirDialectHandle (*const collectiveDialects[])(void) = {
    mlirGetDialectHandle__arith__, mlirGetDialectHandle__cf__,
    mlirGetDialectHandle__memref__, mlirGetDialectHandle__scf__,
    mlirGetDialectHandle__ub__};

const StitchPassDef stitchLowerGpuCollectivesPass = {
    .argument = "stitch-lower-gpu-collectives",
    .name = "StitchLowerGpuCollectives",
    .description = "Lower gpu.all_reduce, gpu.subgroup_reduce, gpu.shuffle "
                   "and the subgroup id ops inside gpu.launch bodies to "
                   "shared memory, barriers and arithmetic (32-lane "
                   "subgroups; every thread of the block must reach them)",
    .anchorOp = "builtin.module",
    .dependentDialects = collectiveDialects,
    .numDependentDialects = STITCH_ARRAY_SIZE(collectiveDialects),
    .run = runLowerGpuCollectives,
};
