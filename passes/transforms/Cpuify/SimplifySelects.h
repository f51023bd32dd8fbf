/*===- SimplifySelects.h - private interface of stitch-cpuify: selects ----===*
 *
 * C sources clamp with conditionals: CUDA's `x < lo ? lo : (x > hi ? hi :
 * x)`, which stitch-cuda translates to arith.select of arith.cmpi. The
 * serialized x loop's rewrites read a clamp as arith.maxsi/minsi
 * (stitchVersionClamps: the iterations no clamp changes run without
 * them, contiguous instead of gathered; narrow-indices widens a 32-bit
 * clamp of the thread index). Likewise `a && b`, which stitch-cuda
 * computes as `a ? b : false`, is a guard to them only as arith.andi.
 * SimplifySelects.c names such selects.
 *===----------------------------------------------------------------------===*/

#ifndef STITCH_TRANSFORMS_CPUIFY_SIMPLIFYSELECTS_H
#define STITCH_TRANSFORMS_CPUIFY_SIMPLIFYSELECTS_H

#include "stitch-c/Ownership.h"

#include "mlir-c/IR.h"

/* Rewrites every `arith.select (arith.cmpi p, a, b), x, y` nested in `op`
 * whose arms are the comparison's operands ({x, y} = {a, b}) into the
 * arith.minsi/maxsi (signed p) or minui/maxui (unsigned p) it is:
 * `a < b ? a : b` = min(a, b), `a < b ? b : a` = max(a, b), and the same
 * for <=, >, >= (equal operands give the same value either way; eq and
 * ne stay), and every select of i1 with a constant arm into the logic op
 * it is (stitchBuildSelectOrLogic: `a ? b : false` = `a && b`). Returns
 * the number of selects rewritten. */
intptr_t stitchSimplifySelects(STITCH_KEEP MlirOperation op);

/* In thread loop `loop` (an scf.parallel whose first index is the x
 * index, serialized innermost), rewrites each integer select whose
 * condition does not vary with x and whose arms differ by a term, `c ? v
 * : v + t` or `c ? v : v - t` (and the mirrored forms), into `v + (c ? 0 :
 * t)` (`v - (c ? 0 : t)`, ...): CUDA's clamped neighbour `N = (j == 0) ? c
 * : c - nx`, with c moving with x, is then c minus an x-invariant offset,
 * a contiguous access in the x loop instead of a gather (stitch-cuda's
 * hotspot3D). Conditions that vary with x stay for the peel and clamp
 * rewrites. Returns the number of selects rewritten. */
intptr_t stitchFactorSelectArms(STITCH_KEEP MlirOperation loop);

#endif /* STITCH_TRANSFORMS_CPUIFY_SIMPLIFYSELECTS_H */
