/*===- capi_test.c - unit test of the Stitch C API ------------------------===*
 *
 * RUN: %unittests/capi_test | FileCheck %s
 *
 * Exercises, from C only: dialect registration, op queries, barrier
 * creation, the pass registry, a C-defined pass with typed options run through
 * a textual pipeline, and stitch-strip-trivial-barriers run through a pass
 * manager. Every handle created here is destroyed (the suite runs under LSan
 * in the sanitizer build).
 *===----------------------------------------------------------------------===*/

#include "stitch-c/Dialect.h"
#include "stitch-c/Parse.h"
#include "stitch-c/Pass.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/Dialect/Arith.h"
#include "mlir-c/Dialect/Func.h"
#include "mlir-c/Dialect/SCF.h"
#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "Expect.h"

static const char *source =
    "func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {\n"
    "  %c0 = arith.constant 0 : index\n"
    "  %c1 = arith.constant 1 : index\n"
    "  %c8 = arith.constant 8 : index\n"
    "  scf.parallel (%tx) = (%c0) to (%c8) step (%c1) {\n"
    "    stitch.barrier %tx\n"
    "    scf.reduce\n"
    "  }\n"
    "  scf.parallel (%tx) = (%c0) to (%c1) step (%c1) {\n"
    "    stitch.barrier %tx\n"
    "    scf.reduce\n"
    "  }\n"
    "  stitch.barrier %c0\n"
    "  %r = stitch.kernel reduction (%x = %a : tensor<4xf32>) -> "
    "tensor<4xf32> {\n"
    "    stitch.yield %x : tensor<4xf32>\n"
    "  }\n"
    "  return %r : tensor<4xf32>\n"
    "}\n";

/* Collects the messages of stitchPassManagerAddByName. */
typedef struct ErrBuf {
  char *data;
  size_t len;
} ErrBuf;

static void collectError(MlirStringRef message, void *userData) {
  ErrBuf *b = userData;
  size_t room = 1023 - b->len;
  size_t n = message.length < room ? message.length : room;
  memcpy(b->data + b->len, message.data, n);
  b->len += n;
  b->data[b->len] = 0;
}

typedef struct Counts {
  int barriers, barriersWithLoop, kernels;
  MlirOperation firstLoop;
} Counts;

static MlirWalkResult count(MlirOperation op, void *userData) {
  Counts *c = userData;
  if (stitchOperationIsBarrier(op)) {
    ++c->barriers;
    MlirOperation loop = stitchBarrierGetThreadLoop(op);
    if (!mlirOperationIsNull(loop))
      ++c->barriersWithLoop;
  }
  if (stitchOperationIsKernel(op)) {
    ++c->kernels;
    MlirStringRef kind = stitchKernelGetKind(op);
    EXPECT(kind.length == 9 && !memcmp(kind.data, "reduction", 9));
    EXPECT(stitchKernelGetFusionKind(op) == STITCH_FUSION_KIND_REDUCTION);
  }
  if (mlirOperationIsNull(c->firstLoop) &&
      mlirStringRefEqual(mlirIdentifierStr(mlirOperationGetName(op)),
                         mlirStringRefCreateFromCString("scf.parallel")))
    c->firstLoop = op;
  return MlirWalkResultAdvance;
}

static Counts countOps(MlirOperation module) {
  Counts c = {0, 0, 0, {NULL}};
  mlirOperationWalk(module, count, &c, MlirWalkPreOrder);
  return c;
}

/* A pass defined in this test, with one option of each kind. */
static bool seenFlag;
static int64_t seenCount;
static char seenLabel[32];
static char seenMode[32];

static MlirLogicalResult runOptionsPass(StitchPass pass, MlirOperation op) {
  (void)op;
  seenFlag = stitchPassGetBoolOption(pass, "flag");
  seenCount = stitchPassGetIntOption(pass, "count");
  MlirStringRef label = stitchPassGetStringOption(pass, "label");
  snprintf(seenLabel, sizeof seenLabel, "%.*s", (int)label.length, label.data);
  MlirStringRef mode = stitchPassGetStringOption(pass, "mode");
  snprintf(seenMode, sizeof seenMode, "%.*s", (int)mode.length, mode.data);
  EXPECT(stitchPassGetDef(pass) != NULL);
  return seenCount < 0 ? mlirLogicalResultFailure()
                       : mlirLogicalResultSuccess();
}

static const StitchPassOptionDef testOptions[] = {
    {"flag", STITCH_OPTION_BOOL, "false", "a bool"},
    {"count", STITCH_OPTION_INT, "7", "an int"},
    {"label", STITCH_OPTION_STRING, "none", "a string"},
    {"mode", STITCH_OPTION_ENUM, "fast", "an enum", "fast|exact"},
};

static const StitchPassDef testOptionsPass = {
    .argument = "test-stitch-options",
    .name = "TestStitchOptions",
    .description = "records its options",
    .anchorOp = "builtin.module",
    .options = testOptions,
    .numOptions = STITCH_ARRAY_SIZE(testOptions),
    .run = runOptionsPass,
};

/* A pass that leaves an invalid op (an arith.constant without its value)
 * at the top of the module and, with `mark`, says it changed nothing:
 * the verifier after it then does not run (stitchPassMarkUnchanged). */
static MlirOperation leftInvalid;

static MlirLogicalResult runUnchangedPass(StitchPass pass, MlirOperation op) {
  MlirContext ctx = mlirOperationGetContext(op);
  MlirOperationState st = mlirOperationStateGet(
      mlirStringRefCreateFromCString("arith.constant"),
      mlirLocationUnknownGet(ctx));
  MlirType i32 = mlirIntegerTypeGet(ctx, 32);
  mlirOperationStateAddResults(&st, 1, &i32);
  leftInvalid = mlirOperationCreate(&st);
  mlirBlockInsertOwnedOperation(
      mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0)), 0, leftInvalid);
  if (stitchPassGetBoolOption(pass, "mark"))
    stitchPassMarkUnchanged(pass);
  return mlirLogicalResultSuccess();
}

static const StitchPassOptionDef unchangedOptions[] = {
    {"mark", STITCH_OPTION_BOOL, "false", "call stitchPassMarkUnchanged"},
};

static const StitchPassDef testUnchangedPass = {
    .argument = "test-stitch-unchanged",
    .name = "TestStitchUnchanged",
    .description = "leaves an invalid op, maybe marked unchanged",
    .anchorOp = "builtin.module",
    .options = unchangedOptions,
    .numOptions = STITCH_ARRAY_SIZE(unchangedOptions),
    .run = runUnchangedPass,
};

/* stitchParallelFor: each call records its index and the call's order
 * (the order only means something on one thread). */
typedef struct ForCalls {
  int calls[64];
  intptr_t order[64];
  int next;
} ForCalls;

static void recordCall(intptr_t i, void *userData) {
  ForCalls *f = userData;
  ++f->calls[i];
  f->order[i] = f->next++; /* racy with threads: only read when serial */
}

static void ignoreString(MlirStringRef s, void *u) {
  (void)s;
  (void)u;
}

static MlirLogicalResult runPipeline(MlirContext ctx, MlirOperation module,
                                     const char *pipeline) {
  MlirPassManager pm = mlirPassManagerCreate(ctx);
  MlirLogicalResult result = mlirParsePassPipeline(
      mlirPassManagerGetAsOpPassManager(pm),
      mlirStringRefCreateFromCString(pipeline), ignoreString, NULL);
  if (mlirLogicalResultIsSuccess(result))
    result = mlirPassManagerRunOnOp(pm, module);
  mlirPassManagerDestroy(pm);
  return result;
}

static MlirLogicalResult silence(MlirDiagnostic d, void *u) {
  (void)d;
  ++*(int *)u;
  return mlirLogicalResultSuccess();
}

int main(void) {
  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  stitchRegisterDialect(registry);
  mlirDialectHandleInsertDialect(mlirGetDialectHandle__func__(), registry);
  mlirDialectHandleInsertDialect(mlirGetDialectHandle__arith__(), registry);
  mlirDialectHandleInsertDialect(mlirGetDialectHandle__scf__(), registry);
  MlirContext ctx = mlirContextCreateWithRegistry(registry, false);
  mlirDialectRegistryDestroy(registry);
  int diagnostics = 0;
  MlirDiagnosticHandlerID handler =
      mlirContextAttachDiagnosticHandler(ctx, silence, &diagnostics, NULL);

  /* Parsing and op queries. */
  MlirOperation module = stitchParseSourceAsModule(
      ctx, mlirStringRefCreateFromCString(source),
      mlirStringRefCreateFromCString("capi_test.mlir"));
  EXPECT(!mlirOperationIsNull(module));
  Counts c = countOps(module);
  EXPECT(c.barriers == 3 && c.barriersWithLoop == 2 && c.kernels == 1);
  printf("PASS: queries\n");
  // CHECK: PASS: queries

  /* A malformed source gives a null module and a diagnostic. */
  MlirOperation bad = stitchParseSourceAsModule(
      ctx, mlirStringRefCreateFromCString("func.func @f( {"),
      mlirStringRefCreateFromCString("bad.mlir"));
  EXPECT(mlirOperationIsNull(bad) && diagnostics == 1);
  printf("PASS: malformed\n");
  // CHECK: PASS: malformed

  /* Create a barrier naming the first thread loop's IV; insert it first in
   * the loop body; the module still verifies. */
  MlirBlock body =
      mlirRegionGetFirstBlock(mlirOperationGetRegion(c.firstLoop, 0));
  MlirValue tx = mlirBlockGetArgument(body, 0);
  MlirOperation barrier =
      stitchBarrierCreate(mlirOperationGetLocation(c.firstLoop), 1, &tx);
  mlirBlockInsertOwnedOperation(body, 0, barrier);
  EXPECT(mlirOperationVerify(module));
  EXPECT(countOps(module).barriers == 4);
  printf("PASS: create barrier\n");
  // CHECK: PASS: create barrier

  /* The registry knows the built-in passes, sorted. */
  EXPECT(stitchGetNumPassDefs() >= 2);
  EXPECT(stitchLookupPassDef("stitch-strip-trivial-barriers") != NULL);
  EXPECT(stitchLookupPassDef("no-such-pass") == NULL);
  for (intptr_t i = 1; i < stitchGetNumPassDefs(); ++i)
    EXPECT(strcmp(stitchGetPassDef(i - 1)->argument,
                  stitchGetPassDef(i)->argument) < 0);
  EXPECT(stitchGetPassDef(-1) == NULL);
  printf("PASS: registry\n");
  // CHECK: PASS: registry

  /* Strip through a pass manager: the single-thread barrier, the constant
   * one go; the 8-thread ones (original and created) stay. */
  MlirPassManager pm = mlirPassManagerCreate(ctx);
  mlirPassManagerAddOwnedPass(
      pm, stitchPassCreate(
              stitchLookupPassDef("stitch-strip-trivial-barriers")));
  EXPECT(mlirLogicalResultIsSuccess(mlirPassManagerRunOnOp(pm, module)));
  mlirPassManagerDestroy(pm);
  EXPECT(countOps(module).barriers == 2);
  printf("PASS: strip\n");
  // CHECK: PASS: strip

  /* A misspelt name or a pipeline's name is no pass: a null pass, no crash. */
  EXPECT(stitchLookupPassDef("stitch-to-openmp") == NULL);
  EXPECT(stitchLookupPipelineDef("stitch-to-openmp") != NULL);
  EXPECT(stitchPassCreate(stitchLookupPassDef("stitch-cpuifyy")).ptr == NULL);

  /* By name: errors come back as messages, never a crash. */
  {
    char err[1024];
    ErrBuf eb = {err, 0};
    MlirPassManager named = mlirPassManagerCreate(ctx);
    err[0] = 0;
    EXPECT(mlirLogicalResultIsFailure(
        stitchPassManagerAddByName(named, "stitch-cpuifyy", collectError, &eb)));
    printf("misspelt: %s\n", err);
    // CHECK: misspelt: 'stitch-cpuifyy' is no Stitch pass or pipeline; did you mean 'stitch-cpuify'?
    eb.len = 0;
    err[0] = 0;
    EXPECT(mlirLogicalResultIsFailure(stitchPassManagerAddByName(
        named, "stitch-cpuify{method=foo}", collectError, &eb)));
    printf("bad option: %s\n", err);
    // CHECK: bad option: 'stitch-cpuify': option 'method' has value 'foo'; expected one of mincut|cache-all
    EXPECT(mlirLogicalResultIsFailure(
        stitchPassManagerAddByName(named, "zzz", NULL, NULL)));
    EXPECT(mlirLogicalResultIsFailure(
        stitchPassManagerAddByName(named, NULL, NULL, NULL)));
    /* A func.func pass nests itself; a pipeline goes in by name too. */
    EXPECT(mlirLogicalResultIsSuccess(stitchPassManagerAddByName(
        named, "stitch-barrier-elim", collectError, &eb)));
    EXPECT(mlirLogicalResultIsSuccess(stitchPassManagerAddByName(
        named, "stitch-strip-trivial-barriers", collectError, &eb)));
    mlirPassManagerDestroy(named);
    printf("PASS: add by name\n");
    // CHECK: PASS: add by name
  }

  /* The typed dialect API: kinds, a kernel built from C, markers. */
  MlirStringRef gemm = stitchFusionKindGetName(STITCH_FUSION_KIND_GEMM_EPILOGUE);
  EXPECT(gemm.length == 13 && !memcmp(gemm.data, "gemm_epilogue", 13));
  int64_t shape[1] = {4};
  MlirType f32 = mlirRankedTensorTypeGet(1, shape, mlirF32TypeGet(ctx),
                                         mlirAttributeGetNull());
  MlirLocation loc = mlirLocationUnknownGet(ctx);
  MlirOperation kernel = stitchKernelCreate(
      loc, STITCH_FUSION_KIND_PACKED, 0, NULL, 1, &f32, mlirAttributeGetNull());
  EXPECT(stitchOperationIsKernel(kernel) &&
         stitchKernelGetFusionKind(kernel) == STITCH_FUSION_KIND_PACKED);
  MlirOperationState constant = mlirOperationStateGet(
      mlirStringRefCreateFromCString("arith.constant"), loc);
  MlirNamedAttribute value = mlirNamedAttributeGet(
      mlirIdentifierGet(ctx, mlirStringRefCreateFromCString("value")),
      mlirDenseElementsAttrFloatSplatGet(f32, 1.0f));
  mlirOperationStateAddAttributes(&constant, 1, &value);
  mlirOperationStateAddResults(&constant, 1, &f32);
  MlirValue one = mlirOperationGetResult(mlirOperationCreate(&constant), 0);
  MlirBlock kernelBody =
      mlirRegionGetFirstBlock(mlirOperationGetRegion(kernel, 0));
  mlirBlockAppendOwnedOperation(kernelBody, mlirOpResultGetOwner(one));
  MlirOperationState yield = mlirOperationStateGet(
      mlirStringRefCreateFromCString(STITCH_YIELD_OP_NAME), loc);
  mlirOperationStateAddOperands(&yield, 1, &one);
  mlirBlockAppendOwnedOperation(kernelBody, mlirOperationCreate(&yield));
  EXPECT(mlirOperationVerify(kernel));
  EXPECT(!stitchOperationHasMarker(kernel, STITCH_MARKER_RECOMPUTED));
  stitchOperationSetMarker(kernel, STITCH_MARKER_RECOMPUTED);
  EXPECT(stitchOperationHasMarker(kernel, STITCH_MARKER_RECOMPUTED));
  MlirStringRef threads = stitchMarkerGetName(STITCH_MARKER_THREADS);
  EXPECT(threads.length == 14 && !memcmp(threads.data, "stitch.threads", 14));
  mlirOperationDestroy(kernel);
  printf("PASS: typed dialect API\n");
  // CHECK: PASS: typed dialect API

  /* A pass instance never given to a pass manager is destroyed by hand. */
  stitchPassDestroy(stitchPassCreate(&testOptionsPass));

  /* Options: defaults, parsed values, bad values. */
  stitchRegisterPassGlobally(&testOptionsPass);
  EXPECT(mlirLogicalResultIsSuccess(
      runPipeline(ctx, module, "builtin.module(test-stitch-options)")));
  EXPECT(!seenFlag && seenCount == 7 && !strcmp(seenLabel, "none"));
  EXPECT(mlirLogicalResultIsSuccess(runPipeline(
      ctx, module,
      "builtin.module(test-stitch-options{flag=true count=3 label=abc})")));
  EXPECT(seenFlag && seenCount == 3 && !strcmp(seenLabel, "abc"));
  EXPECT(mlirLogicalResultIsFailure(runPipeline(
      ctx, module, "builtin.module(test-stitch-options{count=three})")));
  EXPECT(mlirLogicalResultIsFailure(runPipeline(
      ctx, module, "builtin.module(test-stitch-options{count=-1})")));
  /* Enumerated options: default, a listed value, an unlisted one (rejected
   * by the glue before the pass runs). */
  EXPECT(!strcmp(seenMode, "fast"));
  EXPECT(mlirLogicalResultIsSuccess(runPipeline(
      ctx, module, "builtin.module(test-stitch-options{mode=exact})")));
  EXPECT(!strcmp(seenMode, "exact"));
  /* An unlisted value fails when the pipeline is parsed, the value echoed
   * and the allowed ones listed. */
  seenMode[0] = 0;
  {
    char err[1024];
    ErrBuf eb = {err, 0};
    err[0] = 0;
    MlirPassManager bad = mlirPassManagerCreate(ctx);
    EXPECT(mlirLogicalResultIsFailure(mlirParsePassPipeline(
        mlirPassManagerGetAsOpPassManager(bad),
        mlirStringRefCreateFromCString(
            "builtin.module(test-stitch-options{mode=slow})"),
        collectError, &eb)));
    mlirPassManagerDestroy(bad);
    printf("bad enum: %s\n", err);
    // CHECK: bad enum: 'test-stitch-options': option 'mode' has value 'slow'; expected one of
  }
  EXPECT(seenMode[0] == 0);
  printf("PASS: options\n");
  // CHECK: PASS: options

  /* A pass marked unchanged is not followed by the verifier; otherwise
   * the verifier catches the invalid op it left. */
  stitchRegisterPassGlobally(&testUnchangedPass);
  EXPECT(mlirLogicalResultIsSuccess(runPipeline(
      ctx, module, "builtin.module(test-stitch-unchanged{mark=true})")));
  mlirOperationDestroy(leftInvalid);
  diagnostics = 0;
  EXPECT(mlirLogicalResultIsFailure(runPipeline(
      ctx, module, "builtin.module(test-stitch-unchanged)")));
  EXPECT(diagnostics > 0);
  mlirOperationDestroy(leftInvalid);
  EXPECT(mlirOperationVerify(module));
  printf("PASS: unchanged\n");
  // CHECK: PASS: unchanged

  /* stitchParallelFor: every index once; in order without threads. */
  {
    ForCalls f = {{0}, {0}, 0};
    stitchParallelFor(ctx, 0, recordCall, &f);
    EXPECT(f.next == 0);
    stitchParallelFor(ctx, 64, recordCall, &f); /* threading disabled */
    for (intptr_t i = 0; i < 64; ++i)
      EXPECT(f.calls[i] == 1 && f.order[i] == i);
    mlirContextEnableMultithreading(ctx, true);
    stitchParallelFor(ctx, 64, recordCall, &f);
    mlirContextEnableMultithreading(ctx, false);
    for (intptr_t i = 0; i < 64; ++i)
      EXPECT(f.calls[i] == 2);
  }
  printf("PASS: parallel for\n");
  // CHECK: PASS: parallel for

  mlirOperationDestroy(module);
  mlirContextDetachDiagnosticHandler(ctx, handler);
  mlirContextDestroy(ctx);
  printf("ALL PASSED\n");
  // CHECK: ALL PASSED
  return 0;
}
