/*===- Alias.h - base-pointer aliasing of memrefs -------------------------===*
 *
 * The coarse aliasing rules the passes share: a memref value is a view of a
 * root (an allocation, a function argument, or some other value), found by
 * looking through view-like ops (subview, cast, reinterpret_cast, ...).
 * Two roots may alias unless
 *   - they are distinct allocations (memref.alloc / memref.alloca), or
 *   - one is an allocation and the other a function argument or a global
 *     (memref.get_global): a function's own allocation is neither, or
 *   - they are globals of different names, or
 *   - (only when asked to honour it) they are distinct arguments of the
 *     same function and at least one carries `llvm.noalias` (as in LLVM:
 *     memory reached through a noalias argument is reached through nothing
 *     else during the call).
 * Everything else (roots from calls, loads, iter_args, ...) may alias
 * anything. Every handle here is borrowed (STITCH_KEEP); nothing is created.
 *===----------------------------------------------------------------------===*/

#ifndef STITCH_SUPPORT_ALIAS_H
#define STITCH_SUPPORT_ALIAS_H

#include "mlir-c/IR.h"
#include "stitch-c/Ownership.h"

#include <stdbool.h>

/* True if `op` only re-describes its first operand's memory (a view; the
 * first result for memref.extract_strided_metadata). The one list of view
 * ops: aliasing, parallel LICM and the memory-space re-typing use it. */
bool stitchOpIsViewLike(STITCH_KEEP MlirOperation op);

/* The value `memref` is a view of, through any chain of view-like ops. */
MlirValue stitchMemrefRoot(STITCH_KEEP MlirValue memref);

/* True if `value` is the result of memref.alloc or memref.alloca. */
bool stitchValueIsAllocation(STITCH_KEEP MlirValue value);

/* True if `value` is an argument of a func.func's entry block. */
bool stitchValueIsFunctionArgument(STITCH_KEEP MlirValue value);

/* True if `value` is a func.func argument carrying `llvm.noalias`. */
bool stitchValueIsNoAliasArgument(STITCH_KEEP MlirValue value);

/* May memrefs `a` and `b` (any views; their roots are compared) share
 * memory? `honorNoAlias` adds the `llvm.noalias` rule above. */
bool stitchMemrefsMayAlias(STITCH_KEEP MlirValue a, STITCH_KEEP MlirValue b,
                           bool honorNoAlias);

#endif /* STITCH_SUPPORT_ALIAS_H */
