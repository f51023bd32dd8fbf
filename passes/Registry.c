/*===- Registry.c - the list of Stitch passes and pipelines ---------------===*
 *
 * Pass files register their static definitions here at load time
 * (STITCH_REGISTER_PASS). The lists are kept sorted by argument so that
 * --help and the README pass list are stable whatever the link order.
 *===----------------------------------------------------------------------===*/

#include "stitch-c/Pass.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { STITCH_MAX_DEFS = 128 };

static const StitchPassDef *passDefs[STITCH_MAX_DEFS];
static intptr_t numPassDefs;
static const StitchPipelineDef *pipelineDefs[STITCH_MAX_DEFS];
static intptr_t numPipelineDefs;

/* Inserts `def` into the sorted array `defs` of `*count` entries. */
static void insertSorted(const void **defs, intptr_t *count, const void *def,
                         const char *argument,
                         const char *(*argumentOf)(const void *)) {
  if (!argument || !*argument || *count == STITCH_MAX_DEFS) {
    fprintf(stderr, "stitch: cannot register pass '%s'\n",
            argument ? argument : "(null)");
    abort();
  }
  intptr_t i = *count;
  while (i > 0 && strcmp(argumentOf(defs[i - 1]), argument) > 0) {
    defs[i] = defs[i - 1];
    --i;
  }
  defs[i] = def;
  ++*count;
}

static const char *passArgument(const void *def) {
  return ((const StitchPassDef *)def)->argument;
}

static const char *pipelineArgument(const void *def) {
  return ((const StitchPipelineDef *)def)->argument;
}

void stitchAddPassDef(const StitchPassDef *def) {
  insertSorted((const void **)passDefs, &numPassDefs, def, def->argument,
               passArgument);
}

void stitchAddPipelineDef(const StitchPipelineDef *def) {
  insertSorted((const void **)pipelineDefs, &numPipelineDefs, def,
               def->argument, pipelineArgument);
}

intptr_t stitchGetNumPassDefs(void) { return numPassDefs; }

const StitchPassDef *stitchGetPassDef(intptr_t i) {
  return i >= 0 && i < numPassDefs ? passDefs[i] : NULL;
}

intptr_t stitchGetNumPipelineDefs(void) { return numPipelineDefs; }

const StitchPipelineDef *stitchGetPipelineDef(intptr_t i) {
  return i >= 0 && i < numPipelineDefs ? pipelineDefs[i] : NULL;
}

const StitchPassDef *stitchLookupPassDef(const char *argument) {
  for (intptr_t i = 0; i < numPassDefs; ++i)
    if (strcmp(passDefs[i]->argument, argument) == 0)
      return passDefs[i];
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
