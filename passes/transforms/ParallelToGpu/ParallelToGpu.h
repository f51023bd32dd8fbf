/*===- ParallelToGpu.h - private interface of stitch-parallel-to-gpu -----===*
 *
 * The pass is split along its stages (see ParallelToGpu.c for the contract):
 *   Support.c        small IR helpers and trip counts of grid/thread loops
 *   Check.c          checking one kernel (grid loop), classifying its body
 *   Guards.c         guards for smaller thread loops, pushed below barriers
 *   HostMemory.c     which host memrefs a launch reads and writes
 *   Rewrite.c        rewriting a checked kernel into a gpu.launch
 *   ParallelToGpu.c  the driver and the pass definition
 * Handles are borrowed (STITCH_KEEP) unless a comment says otherwise.
 *===----------------------------------------------------------------------===*/

#ifndef STITCH_TRANSFORMS_PARALLELTOGPU_H
#define STITCH_TRANSFORMS_PARALLELTOGPU_H

#include "Alias.h"
#include "Builders.h"
#include "IRUtils.h"
#include "MemorySpace.h"
#include "PtrSet.h"
#include "Vectors.h"
#include "stitch-c/Analysis.h"
#include "stitch-c/Attributes.h"
#include "stitch-c/Dialect.h"
#include "stitch-c/Pass.h"

#include "mlir-c/AffineMap.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/Dialect/Arith.h"
#include "mlir-c/Dialect/GPU.h"
#include "mlir-c/Dialect/MemRef.h"
#include "mlir-c/Dialect/SCF.h"
#include "mlir-c/Dialect/UB.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define PASS_PREFIX "stitch-parallel-to-gpu: "

enum { MAX_DIMS = 3, MAX_THREADS_PER_BLOCK = 1024 };

/* gpu.launch block arguments: block ids, thread ids, grid sizes, block
 * sizes (3 each), then the workgroup attributions. */
enum { ARG_BLOCK_IDS = 0, ARG_THREAD_IDS = 3, NUM_LAUNCH_ARGS = 12 };

/* arith.cmpi predicates (arith's numbering). */
enum { CMP_EQ = 0, CMP_SLT = 2, CMP_SGT = 4 };

/* The trip count of one loop dimension: a constant, or the bounds to compute
 * it from. A dimension a loop does not have counts as the constant 1. */
typedef struct Trip {
  bool isConst;
  int64_t value;
  MlirValue lb, ub, step;
} Trip;

/* How the block size of one dimension is chosen. */
typedef enum DimMode {
  DIM_CONST,       /* the largest constant trip count (at least 1) */
  DIM_EXACT,       /* the one dynamic trip count; no launch if it is <= 0 */
  DIM_AT_LEAST_ONE /* max(dynamic trip count, 1): block code must run even
                      when the thread loops are empty */
} DimMode;

typedef struct BlockDim {
  DimMode mode;
  int64_t value; /* DIM_CONST */
  Trip trip;     /* DIM_EXACT, DIM_AT_LEAST_ONE */
} BlockDim;

/*===----------------------------------------------------------------------===*
 * One kernel: checking
 *===----------------------------------------------------------------------===*/

typedef enum OpKind {
  OP_PURE,   /* no memory effect: every thread runs it */
  OP_READ,   /* reads (or allocates) only: every thread runs it */
  OP_SINGLE, /* writes: thread 0 runs it */
  OP_THREADS /* a thread loop */
} OpKind;

/* A thread loop smaller than the block runs under `tid < trip`. Without
 * barriers one scf.if wraps its body. With barriers every thread must reach
 * each barrier, so only the code between barriers is guarded: runs of ops
 * with effects (and the pure ops after them) go under scf.if, yielding what
 * later code uses (ub.poison for the idle threads); barriers and the
 * scf.for/if/while around them run in every thread, which is sound only if
 * their operands do not come from guarded code ("tainted" values, garbage in
 * idle threads). `cond` null: only check, emitting errors; otherwise
 * rewrite. */
typedef struct GuardState {
  MlirValue cond;
  StitchPtrSet tainted;
  bool failed;
} GuardState;

typedef struct Kernel {
  MlirOperation func;
  MlirOperation grid;
  intptr_t gridRank;
  StitchOpVec threadLoops;
  StitchOpVec shared;      /* top-level allocas of the grid body */
  MlirOperation dynShared; /* the one memref.alloca(%bytes) : memref<?xi8>
                              among them, %bytes from outside the grid: the
                              launch's dynamic shared memory (or null) */
  StitchRetypeVec retypes; /* views of them that change memory space */
  bool hasSingle;
  BlockDim blockDims[MAX_DIMS];
  StitchValueVec captured;  /* host memrefs used in the kernel */
  StitchValueVec roots;     /* their distinct roots (copy mode) */
  bool *rootWritten;        /* per root: may the kernel write it? */
  bool *rootCopied;         /* per root: host memory to copy? */
  StitchValueVec constants; /* index constants made at the function start */
} Kernel;

/*--- Support.c ---------------------------------------------------------------*/

/* Does thread loop `loop` need `tid < trip` in dimension `d`? */
bool stitchP2GNeedsGuard(const BlockDim *dim, MlirOperation loop, intptr_t d);

/* True if `op` or an op nested in it satisfies `match`. */
bool stitchP2GContainsMatching(MlirOperation op, bool (*match)(MlirOperation));

/* True if `v` is defined inside `op` (a result of a nested op or an
 * argument of one of its blocks or of a nested op's blocks). */
bool stitchP2GDefinedInside(MlirValue v, MlirOperation op);

/* True if an scf.parallel sits directly in the body of `loop`. */
bool stitchP2GHasDirectThreadLoop(MlirOperation loop);

/* lhs && rhs, where a null lhs stands for true. */
MlirValue stitchP2GBuildAnd(MlirOperation before, MlirLocation loc, MlirValue lhs,
                          MlirValue rhs);

Trip stitchP2GLoopTrip(MlirOperation loop, intptr_t d);

bool stitchP2GContainsBarrier(MlirOperation op);

bool stitchP2GIsParallel(MlirOperation op);

bool stitchP2GTripsEqual(Trip a, Trip b);

/*--- Check.c -----------------------------------------------------------------*/

OpKind stitchP2GClassify(MlirOperation op);

bool stitchP2GCheckKernel(Kernel *k, bool copy);

void stitchP2GKernelFree(Kernel *k);

/*--- Guards.c ----------------------------------------------------------------*/

/* Checks (cond null) or applies (cond set) the guard of a thread loop body
 * that contains barriers. */
bool stitchP2GGuardThreadBody(MlirOperation loop, MlirValue cond);

/* Wraps the ops [first, last] of one block in scf.if (cond); values used
 * after `last` become results of the if (ub.poison in the else branch). */
void stitchP2GWrapRun(GuardState *g, MlirOperation first, MlirOperation last);

bool stitchP2GLoopNeedsGuard(Kernel *k, MlirOperation loop);

/*--- HostMemory.c ------------------------------------------------------------*/

/* Finds the host memrefs the kernel uses, their roots, and which of them it
 * may write. */
bool stitchP2GCheckHostMemory(Kernel *k, bool copy);

/*--- Rewrite.c ---------------------------------------------------------------*/

void stitchP2GRewriteKernel(Kernel *k, bool copy);

#endif /* STITCH_TRANSFORMS_PARALLELTOGPU_H */
