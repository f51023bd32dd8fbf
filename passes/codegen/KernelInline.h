/*===- KernelInline.h - inlining one stitch.kernel back -------------------===*
 *
 * The core of `stitch-unfuse` (transforms/Unfuse.c), shared with passes that
 * give up on a kernel and fall back to the unfused ops
 * (transforms/KernelToParallel).
 *===----------------------------------------------------------------------===*/

#ifndef STITCH_CODEGEN_KERNELINLINE_H
#define STITCH_CODEGEN_KERNELINLINE_H

#include "mlir-c/IR.h"
#include "stitch-c/Ownership.h"

#include <stdbool.h>

/* Checks the structure inlining relies on (one block, arguments and yielded
 * values matching operands and results by type); emits a located error and
 * returns false otherwise. */
bool stitchKernelIsInlinable(STITCH_KEEP MlirOperation kernel);

/* Inlines the kernel where it stands (region arguments -> operands, body
 * ops moved before it, results -> yielded values) and destroys it. The
 * kernel must be inlinable. */
void stitchInlineKernel(STITCH_TAKE MlirOperation kernel);

#endif /* STITCH_CODEGEN_KERNELINLINE_H */
