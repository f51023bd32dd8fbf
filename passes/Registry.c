/*===- Registry.c - the registry of Stitch passes and pipelines -----------===*
 *
 * Built from Passes.def at compile time: no constructors, no capacity, and
 * the order (sorted by argument) is the list's own. The lookups are the
 * registry half of stitch-c/Pass.h; stitchRegisterAllPasses hands every
 * definition to the C++ glue (capi/lib/PassGlue.cpp), which registers it
 * with MLIR's global pass registry.
 *===----------------------------------------------------------------------===*/

#include "stitch-c/Pass.h"

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
