/*===- stitch-c/Ownership.h - ownership annotations -----------------------===*
 *
 * Every handle-taking or handle-returning declaration of the Stitch C API says
 * who owns the handle, the way isl does:
 *
 *   STITCH_GIVE  the callee hands a new object to the caller, who must destroy
 *                it (or give it away) on every path;
 *   STITCH_TAKE  the caller hands the object to the callee and must not use
 *                or destroy it afterwards;
 *   STITCH_KEEP  the callee only borrows the object for the duration of the
 *                call (the default for MLIR's value-like handles such as
 *                MlirOperation inside a module, MlirValue, MlirType, ...).
 *
 * The macros expand to nothing; they are documentation the reader can grep.
 *===----------------------------------------------------------------------===*/

#ifndef STITCH_C_OWNERSHIP_H
#define STITCH_C_OWNERSHIP_H

#define STITCH_GIVE
#define STITCH_TAKE
#define STITCH_KEEP

#endif /* STITCH_C_OWNERSHIP_H */
