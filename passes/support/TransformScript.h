/*===- TransformScript.h - apply a transform-dialect script from C --------===*
 *
 * Passes that drive upstream's transform dialect (structured tiling,
 * fusion, decomposition) build a script as text; this parses it in the
 * target's context and applies its first named sequence to the target.
 *===----------------------------------------------------------------------===*/

#ifndef STITCH_PASSES_TRANSFORMSCRIPT_H
#define STITCH_PASSES_TRANSFORMSCRIPT_H

#include "mlir-c/IR.h"
#include "mlir-c/Support.h"
#include "stitch-c/Ownership.h"

/* Parses `script` (a module with `transform.with_named_sequence` whose
 * first op is a named sequence taking the target) and applies that
 * sequence to `target`. Failure: the script does not parse (an internal
 * error, reported at `target` under `sourceName`), or the interpreter
 * failed (its diagnostics are emitted). The script is destroyed on every
 * path. */
MlirLogicalResult stitchApplyTransformScript(STITCH_KEEP MlirOperation target,
                                             const char *script,
                                             const char *sourceName);

#endif /* STITCH_PASSES_TRANSFORMSCRIPT_H */
