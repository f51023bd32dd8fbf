/*===- LoopFeatures.c - the stitch-loop-features pass ---------------------===*
 *
 * `stitch-loop-features` (analysis pass, changes nothing): per function,
 * every loop's cost-model features (axis attributes, arithmetic counts,
 * memory touch patterns, a fixed-length vector per loop and one per
 * function), as computed by passes/analysis/LoopFeatures.h, whose header
 * comment has the definitions, the formulas and the JSON schema.
 *
 * Options:
 *   format=json|seed  (default json) JSON Lines, one object per function, or
 *                     the seed's text rows;
 *   output=-|PATH     (default -: stdout) where to write them. Run on a
 *                     module (`builtin.module(stitch-loop-features)`,
 *                     `--stitch-loop-features`) the file is truncated and
 *                     written once; run per function
 *                     (`func.func(stitch-loop-features)`, instances may run
 *                     concurrently) each function's text is appended with
 *                     one write, so truncate the file first.
 * Any anchor op works: the pass describes the func.func ops at or under it.
 * An unwritable path is a located error and a failed pass.
 *===----------------------------------------------------------------------===*/

#include "LoopFeatures.h"
#include "IRUtils.h"
#include "stitch-c/Pass.h"

#include "mlir-c/Diagnostics.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static MlirLogicalResult runLoopFeatures(StitchPass pass, MlirOperation op) {
  MlirStringRef format = stitchPassGetStringOption(pass, "format");
  MlirStringRef pathRef = stitchPassGetStringOption(pass, "output");
  char *path = stitchStringRefCopy(pathRef);
  char *text = stitchLoopFeaturesDescribe(
      op, stitchStringRefEquals(format, "seed") ? STITCH_LOOP_FEATURES_SEED
                                                : STITCH_LOOP_FEATURES_JSON);
  size_t size = strlen(text);
  bool toStdout = strcmp(path, "-") == 0;
  FILE *file = toStdout ? stdout
                        : fopen(path, stitchOpIsA(op, "func.func") ? "a" : "w");
  bool ok = file != NULL;
  int err = errno;
  if (file) {
    ok = fwrite(text, 1, size, file) == size;
    err = errno;
    ok = (toStdout ? fflush(file) : fclose(file)) == 0 && ok;
  }
  if (!ok) {
    char message[1024];
    snprintf(message, sizeof(message),
             "stitch-loop-features: cannot write the features to '%s': %s",
             path, strerror(err));
    mlirEmitError(mlirOperationGetLocation(op), message);
  }
  free(text);
  free(path);
  return ok ? mlirLogicalResultSuccess() : mlirLogicalResultFailure();
}

static const StitchPassOptionDef loopFeaturesOptions[] = {
    {"format", STITCH_OPTION_ENUM, "json",
     "json: one JSON object per function (JSON Lines); seed: the seed's "
     "text rows",
     "json|seed"},
    {"output", STITCH_OPTION_STRING, "-",
     "where to write the features: - for stdout, or a path (truncated when "
     "run on a module, appended to when run per function)",
     NULL},
};

const StitchPassDef stitchLoopFeaturesPass = {
    .argument = "stitch-loop-features",
    .name = "StitchLoopFeatures",
    .description = "Report per-loop cost-model features (axis attributes, "
                   "arithmetic counts, memory touch patterns) of each "
                   "function as JSON; changes nothing",
    .anchorOp = NULL,
    .options = loopFeaturesOptions,
    .numOptions = STITCH_ARRAY_SIZE(loopFeaturesOptions),
    .run = runLoopFeatures,
};
