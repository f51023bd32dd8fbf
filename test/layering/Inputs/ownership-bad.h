/* check_ownership.py's own test: declarations in the forms the Stitch
 * headers use, all annotated but one handle parameter (`root` of
 * stitchThingVisit). */

#ifndef OWNERSHIP_BAD_H
#define OWNERSHIP_BAD_H

#include "mlir-c/IR.h"
#include "stitch-c/Ownership.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct StitchThing StitchThing;
typedef struct StitchHandle {
  void *ptr;
} StitchHandle;
typedef struct StitchPlain {
  int a;
  double b;
} StitchPlain;
typedef enum StitchMode { STITCH_MODE_A, STITCH_MODE_B } StitchMode;
typedef void (*StitchVisit)(STITCH_KEEP MlirOperation op, void *userData);

/* A macro invocation, not a declaration. */
MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(Stitch, stitch);

/* No handles: an enum, a plain struct by value, a string, a callback. */
MLIR_CAPI_EXPORTED int stitchThingCount(StitchMode mode, StitchPlain plain,
                                        MlirStringRef name, StitchVisit visit,
                                        void *userData);

MLIR_CAPI_EXPORTED STITCH_NULL STITCH_GIVE StitchThing *
stitchThingCreate(STITCH_KEEP MlirContext ctx,
                  STITCH_KEEP const MlirValue *values, intptr_t n);

MLIR_CAPI_EXPORTED void stitchThingDestroy(STITCH_TAKE StitchThing *thing);

MLIR_CAPI_EXPORTED bool
stitchThingVisit(STITCH_KEEP const StitchThing *thing,
                 STITCH_KEEP StitchHandle handle, MlirOperation root,
                 bool (*filter)(STITCH_KEEP MlirOperation op));

#ifdef __cplusplus
}
#endif

#endif /* OWNERSHIP_BAD_H */
