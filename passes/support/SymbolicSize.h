/*===- SymbolicSize.h - runtime sizes as base * constant ------------------===*
 *
 * A dynamic size in a normal form, so that two sizes computed along
 * different paths compare equal: `base * mul`, where `base` is an index
 * value (dim < 0) or dim `dim` of a tensor value (a function argument's
 * batch, typically), or, with a null base, the constant `mul`. Built by
 * following the ops that made the size, as upstream's
 * ReifyRankedShapedTypeOpInterface does, on the ops Stitch meets:
 *   index values: tensor.dim with a constant dim (then the tensor's dim
 *     below), arith.muli by a constant, arith.divsi / divui by a constant
 *     that divides the multiplier so far (sizes are non-negative exact
 *     multiples: (n * 256) / 32 is n * 8), affine.apply of (d0 * c) or
 *     ()[s0 * c], arith.maxui / maxsi of two equal sizes (upstream
 *     tosa-to-linalg's broadcast sizes), arith.constant;
 *   dim d of a tensor: static sizes; tensor.empty's size operand; a linalg
 *     op's init; collapse_shape: the one dynamic dim of the group times
 *     the group's static sizes; expand_shape: its output_shape operand;
 *     extract_slice: its size operand (static offsets and strides);
 *     tensor.pad that does not pad the dim: its source.
 * Anything else is a base of its own. `argMap` (may be null) maps a block
 * argument to the value it stands for (a kernel's operand) so that the walk
 * goes on outside; it returns null to stop there. Borrowed handles only.
 *===----------------------------------------------------------------------===*/

#ifndef STITCH_PASSES_SYMBOLICSIZE_H
#define STITCH_PASSES_SYMBOLICSIZE_H

#include "mlir-c/IR.h"
#include "stitch-c/Ownership.h"

#include <stdbool.h>
#include <stdint.h>

typedef struct StitchSymSize {
  MlirValue base; /* null: the constant `mul` */
  intptr_t dim;   /* < 0: base is an index value */
  int64_t mul;
} StitchSymSize;

typedef MlirValue (*StitchSymSizeArgMap)(void *user, MlirValue blockArg);

void stitchSymSizeOfIndex(STITCH_KEEP MlirValue v, StitchSymSize *out,
                          StitchSymSizeArgMap argMap, void *user);

/* Dim `d` of the ranked tensor `t`. */
void stitchSymSizeOfDim(STITCH_KEEP MlirValue t, intptr_t d,
                        StitchSymSize *out, StitchSymSizeArgMap argMap,
                        void *user);

bool stitchSymSizeEqual(const StitchSymSize *a, const StitchSymSize *b);

#endif /* STITCH_PASSES_SYMBOLICSIZE_H */
