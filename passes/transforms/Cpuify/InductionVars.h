/*===- InductionVars.h - private interface of stitch-cpuify: iter_args that
 *    are induction variables ------------------------------------------===*
 *
 * CUDA code walks arrays with loop-carried offsets (Rodinia hotspot3D:
 * `c += xy; W += xy; ...` in its layer loop). As scf.for iter_args they are
 * carried per thread once the loop is interchanged with the thread loop
 * (loads and stores of per-thread buffers in every iteration), and every
 * access through them is a gather. An iter_arg that each iteration
 * advances by a value the loop does not vary is a closed form of the
 * induction variable: InductionVars.c substitutes it and drops the
 * iter_arg, before the interchange sees it.
 *===----------------------------------------------------------------------===*/

#ifndef STITCH_TRANSFORMS_CPUIFY_INDUCTIONVARS_H
#define STITCH_TRANSFORMS_CPUIFY_INDUCTIONVARS_H

#include "stitch-c/Ownership.h"

#include "mlir-c/IR.h"

/* In every scf.for nested in an scf.parallel inside `op` (kernel code;
 * index induction variable, signed comparison, constant step > 0), an
 * integer or index iter_arg %a
 * whose yielded value is `%a + %inc`, `%inc + %a` or `%a - %inc` (an op at
 * the top level of the body, %inc defined outside the loop) is replaced by
 * `init + ((iv - lb) / step) * inc` in the body and by
 * `init + tripCount * inc` after the loop, computed in its type (the same
 * values modulo 2^width as the repeated additions), and the iter_arg is
 * dropped. Returns the number of iter_args substituted. */
intptr_t stitchSubstituteInductionIterArgs(STITCH_KEEP MlirOperation op);

#endif /* STITCH_TRANSFORMS_CPUIFY_INDUCTIONVARS_H */
