/*===- parse_and_run_fuzzer.c - libFuzzer target: parse, verify, run -------===*
 *
 * Treats the input bytes as MLIR source (or bytecode), parses them the way
 * stitch-opt does (an implicit builtin.module around several top-level ops),
 * verifies, then runs on a fresh copy of the module each
 *   - Stitch pass from the registry, alone, with default options, nested
 *     under its anchor op (stitchLookupPassDef / stitchPassCreate);
 *   - a few option variants (cpuify cache-all + inner-serialize);
 *   - each registered Stitch pipeline (textual, mlirParsePassPipeline).
 * Bad input must only give diagnostics and failure results (swallowed by a
 * handler here); any crash, sanitizer report or leak is a finding. Inputs
 * that crash upstream MLIR's parser (deep nesting, malformed linalg
 * `dimensions` lists) are not skipped: stitchParseSourceAsModule must turn
 * them into errors (capi/lib/ParseGuard.h), and fuzzing checks that. Two
 * invariants are checked on top: a pipeline that succeeds leaves verifiable
 * IR, and a verified input module prints to text that parses again.
 *
 * Build: cmake -DSTITCH_ENABLE_SANITIZERS=ON -DSTITCH_ENABLE_FUZZER=ON
 * (or `make fuzz`, which also seeds a corpus from the test .mlir files).
 *===----------------------------------------------------------------------===*/

#include "stitch-c/Dialect.h"
#include "stitch-c/Parse.h"
#include "stitch-c/Pass.h"

#include "ParseGuard.h" /* capi/lib: the guard limits the round trip */

#include "mlir-c/Diagnostics.h"
#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "mlir-c/RegisterEverything.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Bigger inputs mostly make each run slower, not more interesting. */
#define MAX_INPUT (64 * 1024)

/* Created once; reachable from here for the whole run (not a leak). */
static MlirDialectRegistry registry;

/* Diagnostics are expected for bad input: count them, print nothing. */
static MlirLogicalResult swallowDiagnostic(MlirDiagnostic diag,
                                           void *userData) {
  (void)diag;
  ++*(int *)userData;
  return mlirLogicalResultSuccess();
}

typedef struct Buffer {
  char *data;
  size_t size, capacity;
} Buffer;

static void appendToBuffer(MlirStringRef s, void *userData) {
  Buffer *b = userData;
  if (b->size + s.length + 1 > b->capacity) {
    size_t capacity = b->capacity ? b->capacity : 4096;
    while (capacity < b->size + s.length + 1)
      capacity *= 2;
    char *grown = realloc(b->data, capacity);
    if (!grown)
      abort();
    b->data = grown;
    b->capacity = capacity;
  }
  memcpy(b->data + b->size, s.data, s.length);
  b->size += s.length;
  b->data[b->size] = '\0';
}

static void discard(MlirStringRef s, void *userData) {
  (void)s;
  (void)userData;
}

/* Runs `pm` on a copy of `module`; a pass that succeeds must leave IR that
 * verifies (the pass manager verifies too, but only between passes). */
static void runOnCopy(MlirPassManager pm, MlirOperation module) {
  MlirOperation copy = mlirOperationClone(module);
  if (mlirLogicalResultIsSuccess(mlirPassManagerRunOnOp(pm, copy))) {
    if (!mlirOperationVerify(copy)) {
      fputs("parse_and_run_fuzzer: a successful pipeline left invalid IR\n",
            stderr);
      abort();
    }
    /* Printing walks every op, attribute and type the passes built. */
    mlirOperationPrint(copy, discard, NULL);
  }
  mlirOperationDestroy(copy);
}

/* One Stitch pass with default options, nested under its anchor op. */
static void runPass(MlirContext ctx, const StitchPassDef *def,
                    MlirOperation module) {
  MlirPassManager pm = mlirPassManagerCreateOnOperation(
      ctx, mlirStringRefCreateFromCString("builtin.module"));
  MlirOpPassManager opm = mlirPassManagerGetAsOpPassManager(pm);
  const char *anchor = def->anchorOp;
  if (anchor && *anchor && strcmp(anchor, "builtin.module"))
    opm = mlirOpPassManagerGetNestedUnder(
        opm, mlirStringRefCreateFromCString(anchor));
  mlirOpPassManagerAddOwnedPass(opm, stitchPassCreate(def)); /* pm takes it */
  runOnCopy(pm, module);
  mlirPassManagerDestroy(pm);
}

/* A textual pipeline, e.g. "builtin.module(stitch-to-openmp)". */
static void runPipeline(MlirContext ctx, const char *pipeline,
                        MlirOperation module) {
  MlirPassManager pm = mlirPassManagerCreateOnOperation(
      ctx, mlirStringRefCreateFromCString("builtin.module"));
  if (mlirLogicalResultIsSuccess(mlirParsePassPipeline(
          mlirPassManagerGetAsOpPassManager(pm),
          mlirStringRefCreateFromCString(pipeline), discard, NULL)))
    runOnCopy(pm, module);
  mlirPassManagerDestroy(pm);
}

/* The printed form of a verified module must parse again, unless the
 * source guard refuses it: aliases (`!t1 = tuple<!t0>`, ...) build types and
 * attributes nested deeper than the guard's limit from shallow text, and the
 * printer writes them out inline. */
static void checkRoundTrip(MlirContext ctx, MlirOperation module) {
  Buffer text = {0};
  mlirOperationPrint(module, appendToBuffer, &text);
  MlirOperation again = stitchParseSourceAsModule(
      ctx, mlirStringRefCreate(text.data ? text.data : "", text.size),
      mlirStringRefCreateFromCString("printed"));
  if (!mlirOperationIsNull(again)) {
    mlirOperationDestroy(again);
  } else {
    StitchParseIssue issue;
    if (stitchParseGuardCheck(text.data ? text.data : "", text.size,
                               &issue)) {
      fprintf(stderr,
              "parse_and_run_fuzzer: the printed module does not parse:\n%s\n",
              text.data ? text.data : "");
      abort();
    }
  }
  free(text.data);
}

int LLVMFuzzerInitialize(int *argc, char ***argv) {
  (void)argc;
  (void)argv;
  mlirRegisterAllPasses();
  stitchRegisterAllPasses();
  registry = mlirDialectRegistryCreate();
  mlirRegisterAllDialects(registry);
  stitchRegisterDialect(registry);
  return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size > MAX_INPUT)
    return -1; /* not added to the corpus */
  /* MLIR's lexer reads one byte past the end looking for the NUL that
   * llvm::MemoryBuffer normally guarantees; libFuzzer's data has none. */
  char *source = malloc(size + 1);
  if (!source)
    abort();
  memcpy(source, data, size);
  source[size] = '\0';

  MlirContext ctx = mlirContextCreateWithRegistry(registry, false);
  mlirContextEnableMultithreading(ctx, false);
  int numDiagnostics = 0;
  MlirDiagnosticHandlerID handler = mlirContextAttachDiagnosticHandler(
      ctx, swallowDiagnostic, &numDiagnostics, NULL);

  MlirOperation module = stitchParseSourceAsModule(
      ctx, mlirStringRefCreate(source, size),
      mlirStringRefCreateFromCString("fuzz.mlir"));
  if (!mlirOperationIsNull(module)) {
    if (mlirOperationVerify(module)) {
      checkRoundTrip(ctx, module);
      for (intptr_t i = 0; i < stitchGetNumPassDefs(); ++i)
        runPass(ctx, stitchGetPassDef(i), module);
      runPipeline(ctx,
                  "builtin.module(func.func(stitch-cpuify{method=cache-all "
                  "inner-serialize=true}))",
                  module);
      char pipeline[512];
      for (intptr_t i = 0; i < stitchGetNumPipelineDefs(); ++i) {
        const char *name = stitchGetPipelineDef(i)->argument;
        /* The NVVM pipelines end in ptxas, a process per input: the GPU
         * lowering up to gpu-kernel-outlining is fuzzed via stitch-to-gpu. */
        if (strcmp(name, "stitch-to-nvvm") == 0 ||
            strcmp(name, "stitch-compile-gpu") == 0)
          continue;
        snprintf(pipeline, sizeof pipeline, "builtin.module(%s)", name);
        runPipeline(ctx, pipeline, module);
      }
    }
    mlirOperationDestroy(module);
  }

  mlirContextDetachDiagnosticHandler(ctx, handler);
  mlirContextDestroy(ctx);
  free(source);
  return 0;
}
