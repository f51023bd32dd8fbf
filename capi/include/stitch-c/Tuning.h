/*===- stitch-c/Tuning.h - per-kernel mapping choices ---------------------===*
 *
 * What stitch-tune (tools/stitch-tune.c) and stitch-kernel-to-parallel's
 * `tuning-db` / `tuning-model` options share (docs/tuning.md):
 *
 *   key       a fused kernel's identity across programs and runs: FNV-1a
 *             (64 bits, 16 hex digits) of the stitch.kernel op printed in
 *             generic form, without locations, with local SSA names (its
 *             body, kind, operand and result types, hence its shapes):
 *             stitchTextHash of stitchOperationGenericText
 *             (stitch-c/Print.h).
 *   features  the cost model's input, a fixed-length vector of two parts:
 *             kernel features computed from the stitch.kernel op (sizes,
 *             op counts, kind), then the loop features of the kernel as
 *             the default mapping lowers it: a clone of the kernel, alone
 *             in a scratch function, goes through stitch-kernel-to-parallel's
 *             own lowering and `stitch-loop-features` describes its loops
 *             ("kernel_vector"); the clone is destroyed. The lowering
 *             chooses before its loops exist, hence the clone.
 *   choice    the per-kernel knobs of the mapping: `block-size` (threads
 *             per block for elementwise, elements per row group for rows:
 *             on the CPU rows per block = block-size / row length),
 *             `stage` (one-lane rows: stage a math intermediate per row)
 *             and `fuse-reductions` (with staging: fold a reduction over
 *             a staged intermediate in the loop that stages it).
 *   database  JSONL, one object per line:
 *               {"key":"..","features":[..],"loop_features":[..],
 *                "choice":{"block-size":N,"stage":true,
 *                "fuse-reductions":false},"time_ns":T,"baseline_ns":B,"reps":R, ...}
 *             a timed record (T: median time of the program variant with
 *             that choice, B: the default mapping's in the same run); a
 *             record without "time_ns" pins its choice. Lookup: the last
 *             pin of a key, else its record with the lowest T / B (ratios
 *             of one run compare across runs, times do not) among those
 *             that beat the default by more than their run's A/A spread
 *             S = max(A, 1/A) of "aa_ratio" A (T / B * S < 1), else the
 *             default's record. A line
 *             {"model":"ridge-v3",...} holds a fitted cost model. Unknown
 *             fields are ignored; empty lines and lines starting with '#'
 *             are skipped.
 *   model     ridge regression of log(T / B) on the standardized features
 *             (the kernel part, the loop part (signed log2) or both),
 *             the choice (log2 block-size, its square, stage,
 *             fuse-reductions) and their
 *             products; the predicted best choice of a kernel is the
 *             candidate (every choice seen in training) of lowest
 *             prediction.
 *===----------------------------------------------------------------------===*/

#ifndef STITCH_C_TUNING_H
#define STITCH_C_TUNING_H

#include "mlir-c/IR.h"
#include "stitch-c/Ownership.h"

#include <stdbool.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

enum {
  STITCH_TUNING_KEY_SIZE = 17,   /* 16 hex digits and a NUL */
  STITCH_TUNING_NUM_KERNEL_FEATURES = 16,
  /* stitch-loop-features' "kernel_vector" (passes/analysis/LoopFeatures.h) */
  STITCH_TUNING_NUM_LOOP_FEATURES = 138,
  STITCH_TUNING_NUM_FEATURES =
      STITCH_TUNING_NUM_KERNEL_FEATURES + STITCH_TUNING_NUM_LOOP_FEATURES,
  /* A choice's block-size bound (on the GPU the pass keeps its own 1024). */
  STITCH_TUNING_MAX_BLOCK_SIZE = 1 << 20
};

typedef struct StitchTuningChoice {
  int64_t blockSize; /* 0: the pass option's value */
  int stage;         /* -1: the pass option's value; 0 off; 1 on */
  int fuseReductions; /* -1: the pass option's value; 0 off; 1 on */
} StitchTuningChoice;

/* Which part of the feature vector a model reads. */
typedef enum StitchTuningInputs {
  STITCH_TUNING_INPUTS_KERNEL = 1, /* the kernel features */
  STITCH_TUNING_INPUTS_LOOP = 2,   /* the loop features */
  STITCH_TUNING_INPUTS_BOTH = 3
} StitchTuningInputs;

/* "kernel", "loop" or "both" (static storage; "" for other values). */
MLIR_CAPI_EXPORTED const char *
stitchTuningInputsName(StitchTuningInputs inputs);

/* One line of a database (strings and arrays owned by the database). */
typedef struct StitchTuningRecord {
  const char *key;
  const char *kernel; /* a readable name ("" if none) */
  StitchTuningChoice choice;
  double timeNs;     /* < 0: none (a pinned choice) */
  double baselineNs; /* < 0: none */
  /* The A/A control of the record's run: the default mapping compiled a
   * second time, its median / the baseline's (< 0: none). */
  double aaRatio;
  int64_t reps;
  /* "features" then "loop_features": STITCH_TUNING_NUM_FEATURES numbers
   * when both have their length, else "features" alone. */
  intptr_t numFeatures;
  const double *features;
} StitchTuningRecord;

typedef struct StitchTuningDb StitchTuningDb;
typedef struct StitchTuningModel StitchTuningModel;

/* The key of the stitch.kernel `kernel` into `key` (NUL-terminated). */
MLIR_CAPI_EXPORTED void
stitchTuningKernelKey(STITCH_KEEP MlirOperation kernel,
                      char key[STITCH_TUNING_KEY_SIZE]);

/* The kernel features of the stitch.kernel `kernel` (the first part). */
MLIR_CAPI_EXPORTED void stitchTuningKernelFeatures(
    STITCH_KEEP MlirOperation kernel,
    double features[STITCH_TUNING_NUM_KERNEL_FEATURES]);

/* The whole feature vector of `kernel`: its kernel features, then the loop
 * features of a clone lowered with stitch-kernel-to-parallel's default
 * options (`cpu`: target=cpu). False (loop features left zero) when the
 * default mapping cannot lower the kernel. Defined by the pass (layer
 * transforms, like stitchRegisterAllPasses of Pass.h), so that the pass and
 * stitch-tune share one definition; creates and destroys IR of `kernel`'s
 * context, changes nothing else. */
MLIR_CAPI_EXPORTED bool
stitchTuningKernelFeatureVector(STITCH_KEEP MlirOperation kernel, bool cpu,
                                double features[STITCH_TUNING_NUM_FEATURES]);

/* The name of kernel feature `i` (static storage). */
MLIR_CAPI_EXPORTED const char *stitchTuningFeatureName(intptr_t i);

/* Reads the database at `path`; NULL on failure with `*error` (when not
 * NULL) set to a malloc'ed "path:line:col: message" the caller frees. */
MLIR_CAPI_EXPORTED STITCH_NULL STITCH_GIVE StitchTuningDb *
stitchTuningDbLoad(const char *path, char **error);

MLIR_CAPI_EXPORTED void stitchTuningDbDestroy(STITCH_TAKE StitchTuningDb *db);

MLIR_CAPI_EXPORTED intptr_t
stitchTuningDbGetNumRecords(STITCH_KEEP const StitchTuningDb *db);

/* Record `i` (0 <= i < the count). */
MLIR_CAPI_EXPORTED StitchTuningRecord
stitchTuningDbGetRecord(STITCH_KEEP const StitchTuningDb *db, intptr_t i);

/* The recorded choice for `key` (see the lookup rule above); false if the
 * database has no record of it. */
MLIR_CAPI_EXPORTED bool
stitchTuningDbLookup(STITCH_KEEP const StitchTuningDb *db, const char *key,
                     STITCH_KEEP StitchTuningChoice *choice);

/* The last model line of the database, or NULL. */
MLIR_CAPI_EXPORTED STITCH_NULL STITCH_KEEP const StitchTuningModel *
stitchTuningDbGetModel(STITCH_KEEP const StitchTuningDb *db);

/* Fits the model on the timed records of `db` with the whole feature
 * vector whose key is not `heldOutKey` (NULL: all) with ridge penalty
 * `lambda`, reading the `inputs` part of the vector; NULL when there is
 * nothing to fit. */
MLIR_CAPI_EXPORTED STITCH_NULL STITCH_GIVE StitchTuningModel *
stitchTuningModelFit(STITCH_KEEP const StitchTuningDb *db,
                     const char *heldOutKey, double lambda,
                     StitchTuningInputs inputs);

MLIR_CAPI_EXPORTED void
stitchTuningModelDestroy(STITCH_TAKE StitchTuningModel *model);

/* The predicted log(time / default time) of `choice` for a kernel of
 * `features` (the whole vector, STITCH_TUNING_NUM_FEATURES numbers). */
MLIR_CAPI_EXPORTED double
stitchTuningModelPredict(STITCH_KEEP const StitchTuningModel *model,
                         const double *features, StitchTuningChoice choice);

/* The candidate choice of lowest prediction. */
MLIR_CAPI_EXPORTED StitchTuningChoice
stitchTuningModelBestChoice(STITCH_KEEP const StitchTuningModel *model,
                            const double *features);

/* The model as one JSON line (no newline), malloc'ed: the caller frees. */
MLIR_CAPI_EXPORTED char *
stitchTuningModelToJson(STITCH_KEEP const StitchTuningModel *model);

#ifdef __cplusplus
}
#endif

#endif /* STITCH_C_TUNING_H */
