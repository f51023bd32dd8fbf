/*===- StrideWhile.h - private interface of stitch-cpuify: stride loops ---===*
 *
 * CUDA's block-stride loop `for (i = tx; i < N; i += blockDim.x)` runs at
 * most once per thread when the block is at least N wide (lavaMD: N = 100,
 * 128 threads). As an scf.while it is not a guard that stitch-cpuify's
 * interchange-loops can sink, so a uniform loop inside it keeps the thread
 * loop outside (docs/gpu2cpu-speed.md). StrideWhile.c turns such a while,
 * or such an scf.for (what stitch-while-to-for makes of the while when the
 * counter's add cannot wrap), into the equivalent scf.if.
 *===----------------------------------------------------------------------===*/

#ifndef STITCH_TRANSFORMS_CPUIFY_STRIDEWHILE_H
#define STITCH_TRANSFORMS_CPUIFY_STRIDEWHILE_H

#include "stitch-c/Ownership.h"

#include "mlir-c/IR.h"

/* Rewrites every scf.while nested in `op` that provably runs its after
 * region at most once, and every such scf.for, into an scf.if (see
 * StrideWhile.c for the proof it requires). Returns the number of loops
 * rewritten. */
intptr_t stitchStrideWhilesToIfs(STITCH_KEEP MlirOperation op);

#endif /* STITCH_TRANSFORMS_CPUIFY_STRIDEWHILE_H */
