/*===- barrier_analysis_test.c - unit test of the barrier analysis --------===*
 *
 * RUN: %unittests/barrier_analysis_test | FileCheck %s
 *
 * Checks stitchAccessSetsConflict (passes/analysis/BarrierAnalysis.h) on small
 * kernels: the accesses before the first barrier of the thread loop against
 * those after it, plus stitchAccessIsThreadPrivate. Each case prints its
 * answer (FileCheck below) and EXPECTs the right one. Every handle created
 * here is destroyed (the suite runs under LSan in the sanitizer build).
 *===----------------------------------------------------------------------===*/

#include "BarrierAnalysis.h"
#include "stitch-c/Dialect.h"
#include "stitch-c/Parse.h"

#include "mlir-c/Dialect/Arith.h"
#include "mlir-c/Dialect/Func.h"
#include "mlir-c/Dialect/MemRef.h"
#include "mlir-c/Dialect/SCF.h"
#include "mlir-c/IR.h"
#include "mlir-c/RegisterEverything.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "Expect.h"

static MlirContext ctx;

/* Thread loop shapes: 16 threads, 16x16 threads, or tx = 2, 5, ..., 14. */
enum { D1, D2, STRIDED };

/* Kernel text: 4 blocks of threads of `shape`, shared allocas %s, %t (64
 * floats) and %s2 (16x16), arguments `args`. */
static char *kernel(const char *args, int shape, const char *before,
                    const char *after) {
  const char *threads =
      shape == D2 ? "(%tx, %ty) = (%c0, %c0) to (%c16, %c16) step (%c1, %c1)"
      : shape == STRIDED ? "(%tx) = (%c2) to (%c16) step (%c3)"
                         : "(%tx) = (%c0) to (%c16) step (%c1)";
  const char *names = shape == D2 ? "%tx, %ty" : "%tx";
  size_t size = strlen(args) + strlen(before) + strlen(after) + 2048;
  char *text = malloc(size);
  EXPECT(text);
  snprintf(text, size,
           "func.func @k(%s) {\n"
           "  %%c0 = arith.constant 0 : index\n"
           "  %%c1 = arith.constant 1 : index\n"
           "  %%c2 = arith.constant 2 : index\n"
           "  %%c3 = arith.constant 3 : index\n"
           "  %%c4 = arith.constant 4 : index\n"
           "  %%c15 = arith.constant 15 : index\n"
           "  %%c16 = arith.constant 16 : index\n"
           "  %%f = arith.constant 1.0 : f32\n"
           "  scf.parallel (%%bx) = (%%c0) to (%%c4) step (%%c1) {\n"
           "    %%s = memref.alloca() : memref<64xf32>\n"
           "    %%t = memref.alloca() : memref<64xf32>\n"
           "    %%s2 = memref.alloca() : memref<16x16xf32>\n"
           "    scf.parallel %s {\n"
           "%s"
           "      stitch.barrier %s\n"
           "%s"
           "      scf.reduce\n"
           "    }\n"
           "    scf.reduce\n"
           "  }\n"
           "  return\n"
           "}\n"
           "func.func private @ext()\n",
           args, threads, before, names, after);
  return text;
}

static MlirWalkResult findBarrier(MlirOperation op, void *userData) {
  if (!stitchOperationIsBarrier(op))
    return MlirWalkResultAdvance;
  *(MlirOperation *)userData = op;
  return MlirWalkResultInterrupt;
}

static MlirOperation parse(const char *text) {
  MlirOperation module =
      stitchParseSourceAsModule(ctx, mlirStringRefCreateFromCString(text),
                                mlirStringRefCreateFromCString("test"));
  if (mlirOperationIsNull(module))
    fprintf(stderr, "cannot parse:\n%s", text);
  EXPECT(!mlirOperationIsNull(module));
  return module;
}

/* Do the accesses before the first barrier conflict with those after? */
static bool conflicts(const char *name, const char *args, int shape,
                      const char *before, const char *after) {
  char *text = kernel(args, shape, before, after);
  MlirOperation module = parse(text);
  MlirOperation barrier = {NULL};
  mlirOperationWalk(module, findBarrier, &barrier, MlirWalkPreOrder);
  EXPECT(!mlirOperationIsNull(barrier));
  MlirOperation loop = stitchBarrierGetThreadLoop(barrier);
  EXPECT(!mlirOperationIsNull(loop));
  StitchBarrierAnalysis *an = stitchBarrierAnalysisCreate(loop);
  EXPECT(an);
  EXPECT(mlirOperationEqual(stitchBarrierAnalysisGetThreadLoop(an), loop));
  MlirBlock block = mlirOperationGetBlock(barrier);
  StitchAccessSet *a =
      stitchAccessSetCollect(an, mlirBlockGetFirstOperation(block), barrier);
  StitchAccessSet *b = stitchAccessSetCollect(
      an, mlirOperationGetNextInBlock(barrier), (MlirOperation){NULL});
  bool result = stitchAccessSetsConflict(a, b);
  /* The test is symmetric. */
  EXPECT(stitchAccessSetsConflict(b, a) == result);
  if (getenv("STITCH_TEST_VERBOSE")) {
    fprintf(stderr, "== %s\n", name);
    stitchAccessSetPrint(a, stderr);
    fprintf(stderr, "--\n");
    stitchAccessSetPrint(b, stderr);
  }
  stitchAccessSetDestroy(a);
  stitchAccessSetDestroy(b);
  stitchBarrierAnalysisDestroy(an);
  mlirOperationDestroy(module);
  free(text);
  printf("%s: %s\n", name, result ? "conflict" : "none");
  return result;
}

#define ARGS1 "%a: memref<64xf32>, %idx: memref<16xindex>, %n: index"

static void testConflicts(void) {
  /* Own slot: each thread reads what it wrote. */
  EXPECT(!conflicts("own-slot", ARGS1, D1,
                    "      memref.store %f, %s[%tx] : memref<64xf32>\n",
                    "      %v = memref.load %s[%tx] : memref<64xf32>\n"));
  /* The neighbour's slot. */
  EXPECT(conflicts("neighbour", ARGS1, D1,
                   "      memref.store %f, %s[%tx] : memref<64xf32>\n",
                   "      %i = arith.addi %tx, %c1 : index\n"
                   "      %v = memref.load %s[%i] : memref<64xf32>\n"));
  /* Reversed: thread t reads what thread 15 - t wrote (t = 7.5 never). */
  EXPECT(conflicts("reverse", ARGS1, D1,
                   "      memref.store %f, %s[%tx] : memref<64xf32>\n",
                   "      %i = arith.subi %c15, %tx : index\n"
                   "      %v = memref.load %s[%i] : memref<64xf32>\n"));
  /* Strided own slots: s[2 tx + 1] both sides. */
  EXPECT(!conflicts("strided-own", ARGS1, D1,
                    "      %i = arith.muli %tx, %c4 : index\n"
                    "      %j = arith.addi %i, %c1 : index\n"
                    "      memref.store %f, %s[%j] : memref<64xf32>\n",
                    "      %i2 = arith.muli %tx, %c4 : index\n"
                    "      %j2 = arith.addi %i2, %c1 : index\n"
                    "      %v = memref.load %s[%j2] : memref<64xf32>\n"));
  /* 2-D own slot, then a transpose. */
  EXPECT(
      !conflicts("2d-own", ARGS1, D2,
                 "      memref.store %f, %s2[%ty, %tx] : memref<16x16xf32>\n",
                 "      %v = memref.load %s2[%ty, %tx] : memref<16x16xf32>\n"));
  EXPECT(
      conflicts("2d-transpose", ARGS1, D2,
                "      memref.store %f, %s2[%ty, %tx] : memref<16x16xf32>\n",
                "      %v = memref.load %s2[%tx, %ty] : memref<16x16xf32>\n"));
  /* 2-D: a row per ty, every tx of the row reads element 0 of its row. */
  EXPECT(
      conflicts("2d-row-broadcast", ARGS1, D2,
                "      memref.store %f, %s2[%ty, %tx] : memref<16x16xf32>\n",
                "      %v = memref.load %s2[%ty, %c0] : memref<16x16xf32>\n"));
  /* Reads only. */
  EXPECT(!conflicts("reads-only", ARGS1, D1,
                    "      %i = arith.addi %tx, %c1 : index\n"
                    "      %u = memref.load %s[%i] : memref<64xf32>\n",
                    "      %v = memref.load %s[%tx] : memref<64xf32>\n"
                    "      %w = memref.load %a[%c0] : memref<64xf32>\n"));
  /* Written by thread 0, read by everybody. */
  EXPECT(conflicts("tx0-write-all-read", ARGS1, D1,
                   "      %z = arith.cmpi eq, %tx, %c0 : index\n"
                   "      scf.if %z {\n"
                   "        memref.store %f, %s[%c0] : memref<64xf32>\n"
                   "      }\n",
                   "      %v = memref.load %s[%c0] : memref<64xf32>\n"));
  /* Written and read by thread 0 only. */
  EXPECT(!conflicts("tx0-write-tx0-read", ARGS1, D1,
                    "      %z = arith.cmpi eq, %tx, %c0 : index\n"
                    "      scf.if %z {\n"
                    "        memref.store %f, %s[%c0] : memref<64xf32>\n"
                    "      }\n",
                    "      %z2 = arith.cmpi eq, %tx, %c0 : index\n"
                    "      scf.if %z2 {\n"
                    "        %v = memref.load %s[%tx] : memref<64xf32>\n"
                    "      }\n"));
  /* The else branch of tx == 0 is every other thread. */
  EXPECT(conflicts("tx0-else-read", ARGS1, D1,
                   "      %z = arith.cmpi eq, %tx, %c0 : index\n"
                   "      scf.if %z {\n"
                   "        memref.store %f, %s[%c0] : memref<64xf32>\n"
                   "      }\n",
                   "      %z2 = arith.cmpi eq, %tx, %c0 : index\n"
                   "      scf.if %z2 {\n"
                   "      } else {\n"
                   "        %v = memref.load %s[%c0] : memref<64xf32>\n"
                   "      }\n"
                   "      %z3 = arith.cmpi ult, %tx, %c1 : index\n"
                   "      scf.if %z3 {\n"
                   "        %w = memref.load %s[%c1] : memref<64xf32>\n"
                   "      }\n"));
  EXPECT(!conflicts("tx0-unsigned-guards", ARGS1, D1,
                    "      %z = arith.cmpi ult, %tx, %c1 : index\n"
                    "      scf.if %z {\n"
                    "        memref.store %f, %s[%c0] : memref<64xf32>\n"
                    "      }\n",
                    "      %true = arith.constant true\n"
                    "      %z2 = arith.cmpi ugt, %tx, %c0 : index\n"
                    "      %z3 = arith.xori %z2, %true : i1\n"
                    "      scf.if %z3 {\n"
                    "        %v = memref.load %s[%c0] : memref<64xf32>\n"
                    "      }\n"
                    "      %w = memref.load %s[%c4] : memref<64xf32>\n"));
  /* scf.for IVs: tiles of 16, each thread its column. */
  EXPECT(!conflicts("for-own", ARGS1, D1,
                    "      scf.for %k = %c0 to %c4 step %c1 {\n"
                    "        %i = arith.muli %k, %c16 : index\n"
                    "        %j = arith.addi %i, %tx : index\n"
                    "        memref.store %f, %s[%j] : memref<64xf32>\n"
                    "      }\n",
                    "      scf.for %k = %c0 to %c4 step %c1 {\n"
                    "        %i = arith.muli %k, %c16 : index\n"
                    "        %j = arith.addi %i, %tx : index\n"
                    "        %v = memref.load %s[%j] : memref<64xf32>\n"
                    "      }\n"));
  /* Shifted by one tile: still each element its own thread (column). */
  EXPECT(!conflicts("for-next-tile", ARGS1, D1,
                    "      scf.for %k = %c0 to %c4 step %c1 {\n"
                    "        %i = arith.muli %k, %c16 : index\n"
                    "        %j = arith.addi %i, %tx : index\n"
                    "        memref.store %f, %s[%j] : memref<64xf32>\n"
                    "      }\n",
                    "      scf.for %k = %c0 to %c3 step %c1 {\n"
                    "        %k1 = arith.addi %k, %c1 : index\n"
                    "        %i = arith.muli %k1, %c16 : index\n"
                    "        %j = arith.addi %i, %tx : index\n"
                    "        %v = memref.load %s[%j] : memref<64xf32>\n"
                    "      }\n"));
  /* Shifted by one element: the neighbour's column. */
  EXPECT(conflicts("for-shift", ARGS1, D1,
                   "      scf.for %k = %c0 to %c4 step %c1 {\n"
                   "        %i = arith.muli %k, %c16 : index\n"
                   "        %j = arith.addi %i, %tx : index\n"
                   "        memref.store %f, %s[%j] : memref<64xf32>\n"
                   "      }\n",
                   "      scf.for %k = %c0 to %c4 step %c1 {\n"
                   "        %i = arith.muli %k, %c16 : index\n"
                   "        %j = arith.addi %i, %tx : index\n"
                   "        %j1 = arith.addi %j, %c1 : index\n"
                   "        %v = memref.load %s[%j1] : memref<64xf32>\n"
                   "      }\n"));
  /* The loop bound limits the reach: k in [0, 1) only, s[k + tx]. */
  EXPECT(!conflicts("for-bounded", ARGS1, D1,
                    "      memref.store %f, %s[%tx] : memref<64xf32>\n",
                    "      scf.for %k = %c0 to %c1 step %c1 {\n"
                    "        %j = arith.addi %k, %tx : index\n"
                    "        %v = memref.load %s[%j] : memref<64xf32>\n"
                    "      }\n"));
  /* Symbolic block offset (a global array per block). */
  EXPECT(!conflicts("param-own", ARGS1, D1,
                    "      %i = arith.muli %bx, %c16 : index\n"
                    "      %j = arith.addi %i, %tx : index\n"
                    "      memref.store %f, %a[%j] : memref<64xf32>\n",
                    "      %i2 = arith.muli %bx, %c16 : index\n"
                    "      %j2 = arith.addi %i2, %tx : index\n"
                    "      %v = memref.load %a[%j2] : memref<64xf32>\n"));
  /* An unknown uniform offset %n: s[tx + n] vs s[tx] conflicts. */
  EXPECT(conflicts("param-shift", ARGS1, D1,
                   "      %j = arith.addi %tx, %n : index\n"
                   "      memref.store %f, %s[%j] : memref<64xf32>\n",
                   "      %v = memref.load %s[%tx] : memref<64xf32>\n"));
  /* Non-affine: an index loaded from memory. */
  EXPECT(conflicts("indirect", ARGS1, D1,
                   "      %j = memref.load %idx[%tx] : memref<16xindex>\n"
                   "      memref.store %f, %s[%j] : memref<64xf32>\n",
                   "      %v = memref.load %s[%tx] : memref<64xf32>\n"));
  /* Non-affine but only thread 0 on both sides. */
  EXPECT(!conflicts("indirect-one-thread", ARGS1, D1,
                    "      %z = arith.cmpi eq, %tx, %c0 : index\n"
                    "      scf.if %z {\n"
                    "        %j = memref.load %idx[%tx] : memref<16xindex>\n"
                    "        memref.store %f, %s[%j] : memref<64xf32>\n"
                    "      }\n",
                    "      %z2 = arith.cmpi eq, %tx, %c0 : index\n"
                    "      scf.if %z2 {\n"
                    "        %v = memref.load %s[%tx] : memref<64xf32>\n"
                    "      }\n"));
  /* Distinct allocations never alias. */
  EXPECT(!conflicts("distinct-allocas", ARGS1, D1,
                    "      %j = memref.load %idx[%tx] : memref<16xindex>\n"
                    "      memref.store %f, %s[%j] : memref<64xf32>\n",
                    "      %v = memref.load %t[%c0] : memref<64xf32>\n"));
  /* An allocation is not an argument. */
  EXPECT(!conflicts("alloca-vs-arg", ARGS1, D1,
                    "      memref.store %f, %s[%c0] : memref<64xf32>\n",
                    "      %v = memref.load %a[%c0] : memref<64xf32>\n"));
  /* Two arguments may alias (one may be a view of the other) ... */
  EXPECT(conflicts("two-args", "%a: memref<64xf32>, %b: memref<64xf32>", D1,
                   "      memref.store %f, %a[%tx] : memref<64xf32>\n",
                   "      %v = memref.load %b[%tx] : memref<64xf32>\n"));
  /* ... unless marked llvm.noalias. */
  EXPECT(!conflicts("two-args-noalias",
                    "%a: memref<64xf32> {llvm.noalias}, "
                    "%b: memref<64xf32> {llvm.noalias}",
                    D1, "      memref.store %f, %a[%tx] : memref<64xf32>\n",
                    "      %v = memref.load %b[%tx] : memref<64xf32>\n"));
  /* Per-thread memory (allocated inside the thread loop). */
  EXPECT(!conflicts("per-thread-alloca", ARGS1, D1,
                    "      %p = memref.alloca() : memref<4xf32>\n"
                    "      memref.store %f, %p[%c0] : memref<4xf32>\n"
                    "      memref.store %f, %s[%c0] : memref<64xf32>\n",
                    "      %v = memref.load %p[%c0] : memref<4xf32>\n"));
  /* Unknown effects (a call) conflict with everything. */
  EXPECT(conflicts("call", ARGS1, D1, "      func.call @ext() : () -> ()\n",
                   "      %v = memref.load %s[%tx] : memref<64xf32>\n"));
  /* Vector accesses cover [i, i + 4). */
  EXPECT(!conflicts("vector-own", ARGS1, D1,
                    "      %i = arith.muli %tx, %c4 : index\n"
                    "      %w = vector.broadcast %f : f32 to vector<4xf32>\n"
                    "      vector.store %w, %s[%i] : memref<64xf32>, "
                    "vector<4xf32>\n",
                    "      %j = arith.muli %tx, %c4 : index\n"
                    "      %k = arith.addi %j, %c1 : index\n"
                    "      %v = memref.load %s[%k] : memref<64xf32>\n"));
  EXPECT(conflicts("vector-overlap", ARGS1, D1,
                   "      %w = vector.broadcast %f : f32 to vector<4xf32>\n"
                   "      vector.store %w, %s[%tx] : memref<64xf32>, "
                   "vector<4xf32>\n",
                   "      %v = memref.load %s[%tx] : memref<64xf32>\n"));
  /* affine.apply, affine.load/store (symbols: uniform values). */
  EXPECT(!conflicts("affine-own", ARGS1, D1,
                    "      %i = affine.apply affine_map<(d0) -> (d0 * 2 + 1)>"
                    "(%tx)\n"
                    "      memref.store %f, %s[%i] : memref<64xf32>\n",
                    "      %j = affine.apply affine_map<(d0) -> (d0 * 2 + 1)>"
                    "(%tx)\n"
                    "      %v = memref.load %s[%j] : memref<64xf32>\n"));
  EXPECT(conflicts("affine-floordiv", ARGS1, D1,
                   "      %i = affine.apply affine_map<(d0) -> (d0 floordiv 2)>"
                   "(%tx)\n"
                   "      memref.store %f, %s[%i] : memref<64xf32>\n",
                   "      %v = memref.load %s[%i] : memref<64xf32>\n"));
  EXPECT(
      !conflicts("affine-symbol", ARGS1, D1,
                 "      affine.store %f, %s[%n * 2] : memref<64xf32>\n",
                 "      %v = affine.load %s[%n * 2 + 1] : memref<64xf32>\n"));
  EXPECT(conflicts("affine-symbol-same", ARGS1, D1,
                   "      affine.store %f, %s[%n * 2] : memref<64xf32>\n",
                   "      %v = affine.load %s[%n * 2] : memref<64xf32>\n"));
  /* Views other than casts are not followed exactly. */
  EXPECT(conflicts("subview", ARGS1, D1,
                   "      %sv = memref.subview %s[16] [16] [1] : memref<64xf32>"
                   " to memref<16xf32, strided<[1], offset: 16>>\n"
                   "      memref.store %f, %sv[%tx] : memref<16xf32, "
                   "strided<[1], offset: 16>>\n",
                   "      %v = memref.load %s[%tx] : memref<64xf32>\n"));
  EXPECT(!conflicts("cast", ARGS1, D1,
                    "      %cv = memref.cast %s : memref<64xf32> to "
                    "memref<?xf32>\n"
                    "      memref.store %f, %cv[%tx] : memref<?xf32>\n",
                    "      %v = memref.load %s[%tx] : memref<64xf32>\n"));
  /* Rank-0 memrefs: one element. */
  EXPECT(conflicts("rank0", "%r: memref<f32>", D1,
                   "      %z = arith.cmpi eq, %tx, %c0 : index\n"
                   "      scf.if %z {\n"
                   "        memref.store %f, %r[] : memref<f32>\n"
                   "      }\n",
                   "      %v = memref.load %r[] : memref<f32>\n"));
  EXPECT(!conflicts("rank0-one-thread", "%r: memref<f32>", D1,
                    "      %z = arith.cmpi eq, %tx, %c0 : index\n"
                    "      scf.if %z {\n"
                    "        memref.store %f, %r[] : memref<f32>\n"
                    "      }\n",
                    "      %z2 = arith.cmpi sle, %tx, %c0 : index\n"
                    "      scf.if %z2 {\n"
                    "        %v = memref.load %r[] : memref<f32>\n"
                    "      }\n"));
  /* Thread loops with an offset and a step: tx in {2, 5, 8, 11, 14}; s[tx]
   * vs s[tx + 1] never meet, s[tx] vs s[tx + 3] do. */
  EXPECT(!conflicts("strided-threads", ARGS1, STRIDED,
                    "      memref.store %f, %s[%tx] : memref<64xf32>\n",
                    "      %i = arith.addi %tx, %c1 : index\n"
                    "      %v = memref.load %s[%i] : memref<64xf32>\n"));
  EXPECT(conflicts("strided-threads-step", ARGS1, STRIDED,
                   "      memref.store %f, %s[%tx] : memref<64xf32>\n",
                   "      %i = arith.addi %tx, %c3 : index\n"
                   "      %v = memref.load %s[%i] : memref<64xf32>\n"));
  /* Division by a constant and remainders. */
  EXPECT(conflicts("divsi", ARGS1, D1,
                   "      %i = arith.divsi %tx, %c4 : index\n"
                   "      memref.store %f, %s[%i] : memref<64xf32>\n",
                   "      %v = memref.load %s[%c0] : memref<64xf32>\n"));
  EXPECT(!conflicts("remui-own", ARGS1, D1,
                    "      %i = arith.remui %tx, %c16 : index\n"
                    "      memref.store %f, %s[%i] : memref<64xf32>\n",
                    "      %v = memref.load %s[%tx] : memref<64xf32>\n"));
  /* Division by a non-constant: non-affine. */
  EXPECT(conflicts("div-by-param", ARGS1, D1,
                   "      %i = arith.divui %tx, %n : index\n"
                   "      memref.store %f, %s[%i] : memref<64xf32>\n",
                   "      %v = memref.load %s[%tx] : memref<64xf32>\n"));
}

/* stitchAccessIsThreadPrivate on the first op marked {private}. */
static MlirWalkResult findMarked(MlirOperation op, void *userData) {
  if (mlirAttributeIsNull(mlirOperationGetDiscardableAttributeByName(
          op, mlirStringRefCreateFromCString("mark"))))
    return MlirWalkResultAdvance;
  *(MlirOperation *)userData = op;
  return MlirWalkResultInterrupt;
}

static bool isPrivate(const char *name, const char *before, const char *after) {
  char *text = kernel(ARGS1, D1, before, after);
  MlirOperation module = parse(text);
  MlirOperation barrier = {NULL}, marked = {NULL};
  mlirOperationWalk(module, findBarrier, &barrier, MlirWalkPreOrder);
  mlirOperationWalk(module, findMarked, &marked, MlirWalkPreOrder);
  EXPECT(!mlirOperationIsNull(marked));
  StitchBarrierAnalysis *an =
      stitchBarrierAnalysisCreate(stitchBarrierGetThreadLoop(barrier));
  bool result = stitchAccessIsThreadPrivate(an, marked);
  /* A second query answers from the cache, the same. */
  EXPECT(stitchAccessIsThreadPrivate(an, marked) == result);
  stitchBarrierAnalysisDestroy(an);
  mlirOperationDestroy(module);
  free(text);
  printf("%s: %s\n", name, result ? "private" : "shared");
  return result;
}

static void testPrivate(void) {
  EXPECT(isPrivate("private-own",
                   "      memref.store %f, %s[%tx] {mark} : memref<64xf32>\n",
                   "      %v = memref.load %s[%tx] : memref<64xf32>\n"));
  EXPECT(!isPrivate("private-neighbour-read",
                    "      memref.store %f, %s[%tx] {mark} : memref<64xf32>\n",
                    "      %i = arith.addi %tx, %c1 : index\n"
                    "      %v = memref.load %s[%i] : memref<64xf32>\n"));
  /* Reads count: element 0 is read by every thread. */
  EXPECT(!isPrivate("private-shared-read",
                    "      %v = memref.load %s[%c0] {mark} : memref<64xf32>\n",
                    "      memref.store %f, %t[%tx] : memref<64xf32>\n"));
  EXPECT(!isPrivate("private-indirect",
                    "      %j = memref.load %idx[%tx] : memref<16xindex>\n"
                    "      memref.store %f, %s[%j] {mark} : memref<64xf32>\n",
                    "      %v = memref.load %t[%tx] : memref<64xf32>\n"));
}

int main(void) {
  ctx = mlirContextCreate();
  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  mlirRegisterAllDialects(registry);
  stitchRegisterDialect(registry);
  mlirContextAppendDialectRegistry(ctx, registry);
  mlirDialectRegistryDestroy(registry);
  mlirContextLoadAllAvailableDialects(ctx);
  testConflicts();
  testPrivate();
  mlirContextDestroy(ctx);
  printf("done\n");
  return 0;
}

// CHECK: own-slot: none
// CHECK: neighbour: conflict
// CHECK: reverse: conflict
// CHECK: strided-own: none
// CHECK: 2d-own: none
// CHECK: 2d-transpose: conflict
// CHECK: 2d-row-broadcast: conflict
// CHECK: reads-only: none
// CHECK: tx0-write-all-read: conflict
// CHECK: tx0-write-tx0-read: none
// CHECK: tx0-else-read: conflict
// CHECK: tx0-unsigned-guards: none
// CHECK: for-own: none
// CHECK: for-next-tile: none
// CHECK: for-shift: conflict
// CHECK: for-bounded: none
// CHECK: param-own: none
// CHECK: param-shift: conflict
// CHECK: indirect: conflict
// CHECK: indirect-one-thread: none
// CHECK: distinct-allocas: none
// CHECK: alloca-vs-arg: none
// CHECK: two-args: conflict
// CHECK: two-args-noalias: none
// CHECK: per-thread-alloca: none
// CHECK: call: conflict
// CHECK: vector-own: none
// CHECK: vector-overlap: conflict
// CHECK: affine-own: none
// CHECK: affine-floordiv: conflict
// CHECK: affine-symbol: none
// CHECK: affine-symbol-same: conflict
// CHECK: subview: conflict
// CHECK: cast: none
// CHECK: rank0: conflict
// CHECK: rank0-one-thread: none
// CHECK: strided-threads: none
// CHECK: strided-threads-step: conflict
// CHECK: divsi: conflict
// CHECK: remui-own: none
// CHECK: div-by-param: conflict
// CHECK: private-own: private
// CHECK: private-neighbour-read: shared
// CHECK: private-shared-read: shared
// CHECK: private-indirect: shared
// CHECK: done
