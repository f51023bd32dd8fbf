/*===- Registry.c - the registry of Stitch passes and pipelines -----------===*
 *
 * Built from Passes.def at compile time: no constructors, no capacity, and
 * the order (sorted by argument) is the list's own. The lookups are the
 * registry half of stitch-c/Pass.h; stitchRegisterAllPasses hands every
 * definition to the C++ glue (capi/lib/PassGlue.cpp), which registers it
 * with MLIR's global pass registry.
 *===----------------------------------------------------------------------===*/

#include "stitch-c/Pass.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define STITCH_PASS(argument, symbol, file) extern const StitchPassDef symbol;
#define STITCH_PIPELINE(argument, symbol, file)                                \
  extern const StitchPipelineDef symbol;
#include "Passes.def"

static const StitchPassDef *const passDefs[] = {
#define STITCH_PASS(argument, symbol, file) &symbol,
#include "Passes.def"
};

static const StitchPipelineDef *const pipelineDefs[] = {
#define STITCH_PIPELINE(argument, symbol, file) &symbol,
#include "Passes.def"
};

enum {
  numPassDefs = sizeof(passDefs) / sizeof(passDefs[0]),
  numPipelineDefs = sizeof(pipelineDefs) / sizeof(pipelineDefs[0])
};

intptr_t stitchGetNumPassDefs(void) { return numPassDefs; }

const StitchPassDef *stitchGetPassDef(intptr_t i) {
  return i >= 0 && i < numPassDefs ? passDefs[i] : NULL;
}

intptr_t stitchGetNumPipelineDefs(void) { return numPipelineDefs; }

const StitchPipelineDef *stitchGetPipelineDef(intptr_t i) {
  return i >= 0 && i < numPipelineDefs ? pipelineDefs[i] : NULL;
}

const StitchPassDef *stitchLookupPassDef(const char *argument) {
  if (!argument)
    return NULL;
  for (intptr_t i = 0; i < numPassDefs; ++i)
    if (strcmp(passDefs[i]->argument, argument) == 0)
      return passDefs[i];
  return NULL;
}

const StitchPipelineDef *stitchLookupPipelineDef(const char *argument) {
  if (!argument)
    return NULL;
  for (intptr_t i = 0; i < numPipelineDefs; ++i)
    if (strcmp(pipelineDefs[i]->argument, argument) == 0)
      return pipelineDefs[i];
  return NULL;
}

void stitchRegisterAllPasses(void) {
  static int registered;
  if (registered)
    return;
  registered = 1;
  for (intptr_t i = 0; i < numPassDefs; ++i)
    stitchRegisterPassGlobally(passDefs[i]);
  for (intptr_t i = 0; i < numPipelineDefs; ++i)
    stitchRegisterPipelineGlobally(pipelineDefs[i]);
}

/* Edit distance between a[0..la) and b (Levenshtein, one row): for the
 * "did you mean" of stitchPassManagerAddByName. */
static size_t editDistance(const char *a, size_t la, const char *b) {
  size_t lb = strlen(b);
  size_t *row = malloc((lb + 1) * sizeof(size_t));
  if (!row)
    return (size_t)-1;
  for (size_t j = 0; j <= lb; ++j)
    row[j] = j;
  for (size_t i = 1; i <= la; ++i) {
    size_t diag = row[0];
    row[0] = i;
    for (size_t j = 1; j <= lb; ++j) {
      size_t up = row[j];
      size_t best = diag + (a[i - 1] != b[j - 1]);
      if (up + 1 < best)
        best = up + 1;
      if (row[j - 1] + 1 < best)
        best = row[j - 1] + 1;
      row[j] = best;
      diag = up;
    }
  }
  size_t d = row[lb];
  free(row);
  return d;
}

static void ignoreMessage(MlirStringRef message, void *userData) {
  (void)message;
  (void)userData;
}

static void report(MlirStringCallback cb, void *userData, const char *msg) {
  if (cb)
    cb(mlirStringRefCreateFromCString(msg), userData);
}

MlirLogicalResult stitchPassManagerAddByName(MlirPassManager pm,
                                             const char *name,
                                             MlirStringCallback errorCallback,
                                             void *userData) {
  char msg[512];
  if (!name || !*name) {
    report(errorCallback, userData, "no Stitch pass or pipeline name given");
    return mlirLogicalResultFailure();
  }
  /* The argument is the name up to its options, if any. */
  size_t len = strcspn(name, "{");
  const StitchPassDef *pass = NULL;
  const StitchPipelineDef *pipeline = NULL;
  const char *closest = NULL;
  size_t closestDistance = (size_t)-1;
  for (intptr_t i = 0; i < numPassDefs + numPipelineDefs; ++i) {
    const char *arg = i < numPassDefs ? passDefs[i]->argument
                                      : pipelineDefs[i - numPassDefs]->argument;
    if (strlen(arg) == len && strncmp(arg, name, len) == 0) {
      if (i < numPassDefs)
        pass = passDefs[i];
      else
        pipeline = pipelineDefs[i - numPassDefs];
      break;
    }
    size_t d = editDistance(name, len, arg);
    if (d < closestDistance) {
      closestDistance = d;
      closest = arg;
    }
  }
  if (!pass && !pipeline) {
    if (closest && closestDistance <= 3)
      snprintf(msg, sizeof msg,
               "'%.*s' is no Stitch pass or pipeline; did you mean '%s'? "
               "(stitch-opt --list-stitch-passes lists them)",
               (int)len, name, closest);
    else
      snprintf(msg, sizeof msg,
               "'%.*s' is no Stitch pass or pipeline "
               "(stitch-opt --list-stitch-passes lists them)",
               (int)len, name);
    report(errorCallback, userData, msg);
    return mlirLogicalResultFailure();
  }
  /* Textual parsing checks the options (echoing bad values) and creates
   * the pass through the registry; nesting a func.func pass avoids the
   * pass manager's abort on an anchor mismatch. */
  stitchRegisterAllPasses();
  const char *anchor = pass ? pass->anchorOp : NULL;
  int nest = anchor && *anchor && strcmp(anchor, "builtin.module") != 0;
  size_t n = strlen(name) + (nest ? strlen(anchor) + 2 : 0) + 1;
  char *text = malloc(n);
  if (!text) {
    report(errorCallback, userData, "out of memory");
    return mlirLogicalResultFailure();
  }
  if (nest)
    snprintf(text, n, "%s(%s)", anchor, name);
  else
    snprintf(text, n, "%s", name);
  MlirLogicalResult result = mlirOpPassManagerAddPipeline(
      mlirPassManagerGetAsOpPassManager(pm),
      mlirStringRefCreateFromCString(text),
      errorCallback ? errorCallback : ignoreMessage, userData);
  free(text);
  return result;
}
