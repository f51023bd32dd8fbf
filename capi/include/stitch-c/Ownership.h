/*===- stitch-c/Ownership.h - ownership annotations -----------------------===*
 *
 * Every handle-taking or handle-returning declaration of the Stitch C API says
 * who owns the handle, the way isl does (isl/ctx.h's __isl_give, ...):
 *
 *   STITCH_GIVE  on a result: the callee hands a new object to the caller,
 *                who owns it and must destroy it (or give it away with a
 *                STITCH_TAKE call) on every path; on a pointer-to-handle
 *                out-parameter, the same for the handle stored through it;
 *   STITCH_TAKE  on a parameter: the caller hands the object to the callee
 *                and must not use or destroy it afterwards (the callee
 *                destroys it or stores it in an object that owns it);
 *   STITCH_KEEP  on a parameter: the callee only borrows the object for the
 *                duration of the call, and the caller keeps ownership (for a
 *                pointer to handles, the array and the handles in it); on a
 *                result: the object is owned elsewhere (by the registry, by
 *                an object passed in, ...) and the caller must not destroy it;
 *   STITCH_NULL  on a result: the function may return NULL, or a null handle
 *                (`.ptr == NULL`, mlirOperationIsNull & co.), e.g. on failure
 *                or when there is nothing to return; callers must check.
 *
 * The rule: every parameter and every result that is a Stitch-owned object
 * is annotated: StitchBarrierAnalysis *, StitchAccessSet *, StitchEmitter *,
 * StitchFlowGraph *, StitchFusionDag *, the vectors and arrays the caller
 * frees (StitchRetypeVec *, ...), pass definitions (const StitchPassDef *,
 * borrowed: STITCH_KEEP), and the MLIR objects somebody must destroy: MlirPass,
 * a detached MlirOperation (not yet in a block), MlirPassManager,
 * MlirContext, MlirDialectRegistry, MlirRewritePatternSet, ... Value-like MLIR
 * handles owned by the IR or the context (MlirValue, MlirType,
 * MlirAttribute, MlirLocation, MlirAffineMap, an MlirBlock in a region, an
 * MlirOperation in a block) are STITCH_KEEP as parameters, so that every
 * handle parameter is annotated; returned, they stay unannotated (the IR or
 * the context owns them) unless the function creates a detached op
 * (STITCH_GIVE) or may return a null handle (STITCH_NULL).
 * Parameters of callback types (StitchPassDef's `run`, ...) follow the same
 * rule. test/layering/check_ownership.py (test/layering/ownership.test)
 * checks the handle parameters and the Stitch-owned results of these public
 * headers and of passes/{analysis,codegen}, passes/support/Builders.h and
 * MemorySpace.h.
 *
 * The macros expand to nothing; they are documentation the reader (or a
 * checker) can grep. Each is defined only if not defined yet, so that a
 * checker may define them first (e.g. as Clang annotate attributes).
 *===----------------------------------------------------------------------===*/

#ifndef STITCH_C_OWNERSHIP_H
#define STITCH_C_OWNERSHIP_H

#ifndef STITCH_GIVE
#define STITCH_GIVE
#endif

#ifndef STITCH_TAKE
#define STITCH_TAKE
#endif

#ifndef STITCH_KEEP
#define STITCH_KEEP
#endif

#ifndef STITCH_NULL
#define STITCH_NULL
#endif

#endif /* STITCH_C_OWNERSHIP_H */
