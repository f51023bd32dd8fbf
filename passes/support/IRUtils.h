/*===- IRUtils.h - small IR queries shared by the C passes ----------------===*
 *
 * Helpers over the upstream C API that several passes need: op-name tests,
 * constant folding of index values and trip counts of scf loops.
 * Every handle here is borrowed (STITCH_KEEP); nothing is created.
 *===----------------------------------------------------------------------===*/

#ifndef STITCH_PASSES_IRUTILS_H
#define STITCH_PASSES_IRUTILS_H

#include "mlir-c/IR.h"
#include "stitch-c/Ownership.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* True if `op` is not null and is named `name` (e.g. "scf.parallel"). */
bool stitchOpIsA(STITCH_KEEP MlirOperation op, const char *name);

/* True if `op` is not null and its name is one of `names` (NULL-ended). */
bool stitchOpNameIn(STITCH_KEEP MlirOperation op, const char *const *names);

/* Prints `attr` into `buffer` (NUL-terminated, cut to `size` - 1 bytes):
 * for attributes the C API has no accessor for (enum and flag attributes of
 * dialects), compared or parsed as text. */
void stitchPrintAttribute(STITCH_KEEP MlirAttribute attr, char *buffer,
                          size_t size);

/* If `value` is the result of an arith.constant of integer or index type,
 * stores it in `*result` and returns true. */
bool stitchValueGetConstantInt(STITCH_KEEP MlirValue value, int64_t *result);

/* Number of induction variables of the scf.parallel `loop`. */
intptr_t stitchParallelGetNumLoops(STITCH_KEEP MlirOperation loop);

/* If the lower bound, upper bound and step of dimension `d` of the
 * scf.parallel `loop` are constants (step > 0), stores its number of
 * iterations in `*tripCount` and returns true. */
bool stitchParallelGetConstantDimTripCount(STITCH_KEEP MlirOperation loop,
                                           intptr_t d, int64_t *tripCount);

/* If every lower bound, upper bound and step of the scf.parallel `loop` is a
 * constant, stores the number of iterations of its whole iteration space in
 * `*tripCount` and returns true. */
bool stitchParallelGetConstantTripCount(STITCH_KEEP MlirOperation loop,
                                        int64_t *tripCount);

#endif /* STITCH_PASSES_IRUTILS_H */
