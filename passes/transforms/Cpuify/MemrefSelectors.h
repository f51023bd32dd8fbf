/*===- MemrefSelectors.h - private interface of stitch-cpuify: buffers
 *    chosen by loops and branches around barriers ---------------------===*
 *
 * Ping-pong kernels swap their buffers in the loop around the barrier:
 *
 *   scf.for ... iter_args(%in = %a, %out = %b) -> (memref<..>, memref<..>) {
 *     ... read %in, write %out ...; gpu.barrier; scf.yield %out, %in
 *   }
 *
 * stitch-cpuify keeps the values a loop carries across a barrier in
 * per-thread buffers, and a memref cannot be stored in one. But such a
 * memref is always one of a few buffers defined before the loop: it is
 * carried as the index of that buffer instead (a scalar like any other,
 * uniform when the choices are), and each use reads the buffer back
 * through a chain of arith.select on that index (pure: recomputed after
 * a barrier, hoisted where uniform).
 *===----------------------------------------------------------------------===*/

#ifndef STITCH_TRANSFORMS_CPUIFY_MEMREFSELECTORS_H
#define STITCH_TRANSFORMS_CPUIFY_MEMREFSELECTORS_H

#include "stitch-c/Ownership.h"

#include "mlir-c/IR.h"

/* In every scf.for and scf.if nested in an scf.parallel inside `op` that
 * holds a stitch.barrier, each memref result (scf.for: with its iter_arg)
 * whose value is always one of a set S of memrefs defined outside the op
 * (its init and what it yields are such memrefs, the op's own iter_args
 * or arith.select of those, inside the op) becomes an index into S:
 * constants for the memrefs of S, the iter_arg itself, index selects for
 * the selects. Uses of the iter_arg and of the result read S through a
 * select chain. Ops with a memref value that cannot be resolved so are
 * left as they are (stitch-cpuify then reports them). Inner ops first.
 * Returns the number of memref values rewritten. */
intptr_t stitchMemrefCarriedToSelectors(STITCH_KEEP MlirOperation op);

#endif /* STITCH_TRANSFORMS_CPUIFY_MEMREFSELECTORS_H */
