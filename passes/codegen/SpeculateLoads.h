/*===- SpeculateLoads.h - branch chains of loads as selects ---------------===*
 *
 * A branch chain with results in a loop LLVM vectorizes (srad's neighbour
 * chain: `tx == 0 ? west[ty][tx] : temp[ty][tx - 1]`) reaches LLVM as
 * phis of loads; InstCombine folds a phi of two loads into one load of a
 * phi of their addresses, and the vectorizer makes that a gather, although
 * each branch's address is contiguous across the loop (srad: 59 gathers,
 * 2.4x the OpenMP version's time). Running both branches and selecting
 * their values leaves contiguous loads: the branches must then hold
 * nothing that can trap or write, and every load must be in bounds in
 * every iteration, taken or not. A block's own tile (an alloca whose only
 * uses are loads and stores) whose neighbour loads reach one element past
 * its edges (`temp[ty][tx + 1]` at tx = 15) is padded by one element on
 * every side: its type grows by 2 per dimension and every index by 1. A
 * tile whose loads reach further, up to a quarter of a dimension (C's
 * flattened `temp[(ty - 1) * 16 + tx]`, a row before it at ty = 0), is
 * padded on each side by what they need.
 *===----------------------------------------------------------------------===*/

#ifndef STITCH_CODEGEN_SPECULATELOADS_H
#define STITCH_CODEGEN_SPECULATELOADS_H

#include "mlir-c/IR.h"
#include "stitch-c/Ownership.h"

#include <stdint.h>

/* Rewrites each scf.if in `loop`'s body (innermost first) whose results
 * are integers or floats (data, not addresses), whose condition is
 * computed in the body, whose regions hold at least one memref.load and
 * otherwise only ops that neither write nor trap (no nested regions, no
 * integer division by a value that may be 0 or -1), and whose loads are
 * provably in bounds for every iteration of the loops around them
 * (constant loop bounds; padding a tile as above, once, by what all the
 * loop's speculated loads need, when they reach past it):
 *   %r = scf.if %c { A; yield a } else { B; yield b }
 * becomes A; B; %r = arith.select %c, a, b. Returns the number of ifs
 * rewritten. */
intptr_t stitchSpeculateLoadBranches(STITCH_KEEP MlirOperation loop);

#endif /* STITCH_CODEGEN_SPECULATELOADS_H */
