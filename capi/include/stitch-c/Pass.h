/*===- stitch-c/Pass.h - defining MLIR passes and pipelines in C ----------===*
 *
 * A Stitch pass is a static, immutable StitchPassDef plus a `run` callback.
 * The thin C++ glue turns a definition into a real mlir::Pass, so passes
 * written in C get what upstream's mlirCreateExternalPass does not give them:
 * typed pass options (`stitch-foo{method=mincut}`), options that survive the
 * pass manager's cloning, and option help in `--help`.
 *
 * Each pass file under passes/transforms/ defines its StitchPassDef as a
 * global `const StitchPassDef stitch<Name>Pass`; passes/Passes.def lists
 * every pass and pipeline once, and the registry (passes/Registry.c) is
 * built from that list. Adding a pass = its file + one line in Passes.def.
 *
 * Threading: the pass manager may run several instances of a pass at once on
 * different operations; `run` must keep its state on its own stack.
 *===----------------------------------------------------------------------===*/

#ifndef STITCH_C_PASS_H
#define STITCH_C_PASS_H

#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "stitch-c/Ownership.h"

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Number of elements of a static array: for the counts of StitchPassDef. */
#define STITCH_ARRAY_SIZE(array) ((intptr_t)(sizeof(array) / sizeof((array)[0])))

/* A running pass instance, handed to `run`; borrowed for that call only. */
typedef struct StitchPass {
  void *ptr;
} StitchPass;

typedef enum StitchPassOptionKind {
  STITCH_OPTION_BOOL,
  STITCH_OPTION_INT,
  STITCH_OPTION_STRING,
  /* A string from a fixed list (`values`): the glue rejects any other value
   * before the pass runs (echoing it and the list) and --help shows the
   * list; read it with stitchPassGetStringOption. */
  STITCH_OPTION_ENUM
} StitchPassOptionKind;

typedef struct StitchPassOptionDef {
  const char *name;         /* e.g. "method" */
  StitchPassOptionKind kind;
  const char *defaultValue; /* textual, e.g. "true", "4", "mincut"; checked
                               when the pass is created */
  const char *description;
  const char *values;       /* STITCH_OPTION_ENUM: "mincut|cache-all" */
} StitchPassOptionDef;

typedef struct StitchPassDef {
  const char *argument;    /* pipeline name, e.g. "stitch-cpuify"; not empty */
  const char *name;        /* C++-style display name, e.g. "StitchCpuify" */
  const char *description; /* one line for --help */
  const char *anchorOp;    /* op the pass runs on ("func.func"), or NULL/""
                              for any op */
  const StitchPassOptionDef *options;
  intptr_t numOptions;
  /* Dialects the pass may create ops of, as handle getters such as
   * mlirGetDialectHandle__scf__ (a constant initializer can name them). */
  MlirDialectHandle (*const *dependentDialects)(void);
  intptr_t numDependentDialects;
  /* Optional: validates options before any run; report problems with
   * stitchPassEmitError and return failure. */
  MlirLogicalResult (*initialize)(STITCH_KEEP StitchPass pass,
                                  STITCH_KEEP MlirContext ctx);
  /* Runs the pass on `op`; failure marks the pass (and pipeline) failed.
   * Emit a diagnostic on `op` or a nested op before returning failure. */
  MlirLogicalResult (*run)(STITCH_KEEP StitchPass pass,
                           STITCH_KEEP MlirOperation op);
} StitchPassDef;

/* A named textual pipeline, e.g. argument "stitch-lower-to-llvm-cpu" with
 * pipeline "convert-scf-to-openmp,convert-to-llvm" (anchored where used). */
typedef struct StitchPipelineDef {
  const char *argument;
  const char *description;
  const char *pipeline;
} StitchPipelineDef;

/* Creates a pass instance from `def` (kept: must outlive the pass; static
 * storage in practice); a null pass (`.ptr == NULL`) when
 * `def` is NULL, e.g. from a failed stitchLookupPassDef (a misspelt name or
 * a pipeline's name). The result is owned by the caller: hand it to a pass
 * manager with mlirPassManagerAddOwnedPass/mlirOpPassManagerAddOwnedPass or
 * destroy it with stitchPassDestroy.
 * Contract: test `.ptr` before handing the pass on -- upstream's pass
 * managers crash on a null pass, and one anchored on another op
 * (`anchorOp`, e.g. "func.func" under a module pass manager) aborts. By
 * name, stitchPassManagerAddByName below does both checks and reports
 * instead. */
MLIR_CAPI_EXPORTED STITCH_NULL STITCH_GIVE MlirPass
stitchPassCreate(STITCH_KEEP const StitchPassDef *def);

/* Destroys a pass that was never given to a pass manager. */
MLIR_CAPI_EXPORTED void stitchPassDestroy(STITCH_TAKE MlirPass pass);

/* Option values of a running pass, by option name. Asking for an option the
 * definition does not declare, or with the wrong kind, aborts: it is a bug in
 * the pass. The string (STITCH_OPTION_STRING or _ENUM) is owned by the pass
 * and valid during `run`. */
MLIR_CAPI_EXPORTED bool stitchPassGetBoolOption(STITCH_KEEP StitchPass pass,
                                                const char *name);
MLIR_CAPI_EXPORTED int64_t stitchPassGetIntOption(STITCH_KEEP StitchPass pass,
                                                  const char *name);
MLIR_CAPI_EXPORTED MlirStringRef
stitchPassGetStringOption(STITCH_KEEP StitchPass pass, const char *name);

/* Emits an error at an unknown location naming the pass (for option errors
 * in `initialize`, where no operation is at hand). */
MLIR_CAPI_EXPORTED void stitchPassEmitError(STITCH_KEEP StitchPass pass,
                                            STITCH_KEEP MlirContext ctx,
                                            const char *message);

/* Tells the pass manager that this run of `pass` left the IR exactly as it
 * was (call it from `run`, on success only). Every analysis is then kept
 * and MLIR skips the verifier after the pass, as it does after upstream
 * passes that preserve all analyses: at 10,000 generated ops each run of
 * the verifier on the module costs about 0.1 s, and many of Stitch's
 * passes find nothing to do in most functions (docs/compile-time.md,
 * ninth round). Calling it after any change, even a dead op left behind,
 * is a bug: the next pass would see unverified IR. */
MLIR_CAPI_EXPORTED void stitchPassMarkUnchanged(STITCH_KEEP StitchPass pass);

/* Calls `fn(i, userData)` for every i in [0, n) on the context's thread
 * pool (mlir::parallelFor), in no particular order, and returns when all
 * calls have returned. With multithreading disabled on `ctx`
 * (--mlir-disable-threading) the calls run in order on this thread.
 * Diagnostics emitted by the calls are reported in the order of `i`. For
 * work inside one pass run that the pass manager cannot split (it runs a
 * function pass on one thread per function): each call may only touch IR
 * that no other call touches, e.g. the insides of distinct ops isolated
 * from above, and must not insert or erase ops in a block that another
 * call or the caller walks. `userData` is borrowed for the call. */
MLIR_CAPI_EXPORTED void stitchParallelFor(STITCH_KEEP MlirContext ctx,
                                          intptr_t n,
                                          void (*fn)(intptr_t i,
                                                     void *userData),
                                          void *userData);

/* The definition a running pass was created from. */
MLIR_CAPI_EXPORTED STITCH_KEEP const StitchPassDef *
stitchPassGetDef(STITCH_KEEP StitchPass pass);

/* Registry of Stitch passes and pipelines (passes/Registry.c, built from
 * passes/Passes.def). Definitions have static storage duration. */

/* The registered definitions, sorted by argument; owned by the registry. */
MLIR_CAPI_EXPORTED intptr_t stitchGetNumPassDefs(void);
MLIR_CAPI_EXPORTED STITCH_NULL STITCH_KEEP const StitchPassDef *
stitchGetPassDef(intptr_t i);
MLIR_CAPI_EXPORTED intptr_t stitchGetNumPipelineDefs(void);
MLIR_CAPI_EXPORTED STITCH_NULL STITCH_KEEP const StitchPipelineDef *
stitchGetPipelineDef(intptr_t i);

/* The pass definition with pipeline argument `argument`, or NULL (also for
 * a NULL `argument` or the name of a pipeline). */
MLIR_CAPI_EXPORTED STITCH_NULL STITCH_KEEP const StitchPassDef *
stitchLookupPassDef(const char *argument);

/* The pipeline definition named `argument`, or NULL. */
MLIR_CAPI_EXPORTED STITCH_NULL STITCH_KEEP const StitchPipelineDef *
stitchLookupPipelineDef(const char *argument);

/* Adds the Stitch pass or pipeline `name` to `pm`, a pass manager on
 * `builtin.module` (mlirPassManagerCreate): `name` is a pass or pipeline
 * argument with optional options, e.g. "stitch-cpuify{method=cache-all}" or
 * "stitch-to-openmp"; a pass anchored on `func.func` is nested under
 * `func.func` for you. Registers Stitch's passes globally first
 * (stitchRegisterAllPasses); the upstream passes that pipelines name must be
 * registered by the caller (mlirRegisterAllPasses, mlir-c/RegisterEverything.h). Never crashes on bad input: an unknown or
 * misspelt name (the message names the closest known one), a bad option
 * name or value (the parser's message, which echoes the value and, for
 * enums, lists the valid ones) return failure, add no pass to `pm` and
 * send a message to `errorCallback` (may be NULL) with `userData`. */
MLIR_CAPI_EXPORTED MlirLogicalResult stitchPassManagerAddByName(
    STITCH_KEEP MlirPassManager pm, const char *name,
    MlirStringCallback errorCallback, void *userData);

/* Registers every Stitch pass and pipeline with MLIR's global pass registry,
 * so that textual pipelines (mlir-opt, mlirParsePassPipeline) know them.
 * Idempotent. */
MLIR_CAPI_EXPORTED void stitchRegisterAllPasses(void);

/* Registers one pass / pipeline definition globally (used by the above). */
MLIR_CAPI_EXPORTED void
stitchRegisterPassGlobally(STITCH_KEEP const StitchPassDef *def);
MLIR_CAPI_EXPORTED void
stitchRegisterPipelineGlobally(STITCH_KEEP const StitchPipelineDef *def);

#ifdef __cplusplus
}
#endif

#endif /* STITCH_C_PASS_H */
