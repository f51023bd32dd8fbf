/*===- HostMemory.c - stitch-parallel-to-gpu: host memory of a launch ------===*/

#include "ParallelToGpu.h"

/*--- Host memory ------------------------------------------------------------*/

typedef struct CaptureScan {
  Kernel *k;
  StitchPtrSet seen;
} CaptureScan;

static MlirWalkResult scanCaptures(MlirOperation op, void *userData) {
  CaptureScan *s = userData;
  for (intptr_t i = 0; i < mlirOperationGetNumOperands(op); ++i) {
    MlirValue v = mlirOperationGetOperand(op, i);
    MlirType t = mlirValueGetType(v);
    if ((mlirTypeIsAMemRef(t) || mlirTypeIsAUnrankedMemRef(t)) &&
        !stitchP2GDefinedInside(v, s->k->grid) && stitchPtrSetInsert(&s->seen, v.ptr))
      stitchValueVecPush(&s->k->captured, v);
  }
  return MlirWalkResultAdvance;
}

typedef struct WriteScan {
  Kernel *k;
} WriteScan;

static void markWritten(StitchEffectKind kind, MlirValue value, void *data) {
  Kernel *k = ((WriteScan *)data)->k;
  if (kind != STITCH_EFFECT_WRITE && kind != STITCH_EFFECT_FREE)
    return;
  if (!mlirValueIsNull(value)) {
    MlirValue root = stitchMemrefRoot(value);
    intptr_t i = stitchValueVecFind(&k->roots, root);
    if (i >= 0) {
      k->rootWritten[i] = true;
      return;
    }
    /* Memory allocated inside the kernel is none of the host buffers. */
    if (stitchValueIsAllocation(root) && stitchP2GDefinedInside(root, k->grid))
      return;
  }
  for (intptr_t i = 0; i < k->roots.size; ++i)
    k->rootWritten[i] = true; /* unknown memory: may be any buffer */
}

/* Finds the host memrefs the kernel uses, their roots, and which of them it
 * may write. */
bool stitchP2GCheckHostMemory(Kernel *k, bool copy) {
  CaptureScan scan = {.k = k, .seen = {0}};
  mlirOperationWalk(k->grid, scanCaptures, &scan, MlirWalkPreOrder);
  stitchPtrSetFree(&scan.seen);
  if (!copy)
    return true;
  bool ok = true;
  for (intptr_t i = 0; i < k->captured.size; ++i) {
    MlirValue root = stitchMemrefRoot(k->captured.data[i]);
    if (stitchValueVecFind(&k->roots, root) < 0)
      stitchValueVecPush(&k->roots, root);
  }
  size_t n = (size_t)(k->roots.size ? k->roots.size : 1);
  k->rootWritten = calloc(n, sizeof *k->rootWritten);
  k->rootCopied = calloc(n, sizeof *k->rootCopied);
  if (!k->rootWritten || !k->rootCopied)
    abort();
  for (intptr_t i = 0; i < k->roots.size; ++i) {
    MlirValue root = k->roots.data[i];
    MlirType t = mlirValueGetType(root);
    /* Device memory already: passed as it is. */
    if (mlirValueIsAOpResult(root) &&
        stitchOpIsA(mlirOpResultGetOwner(root), "gpu.alloc"))
      continue;
    if (!mlirTypeIsAMemRef(t)) {
      mlirEmitError(mlirValueGetLocation(root),
                    PASS_PREFIX "cannot copy an unranked host memref to the "
                                "device (host-memory=copy)");
      ok = false;
      continue;
    }
    if (!mlirAttributeIsNull(mlirMemRefTypeGetMemorySpace(t)))
      continue;
    if (!mlirAffineMapIsIdentity(mlirMemRefTypeGetAffineMap(t))) {
      mlirEmitError(mlirValueGetLocation(root),
                    PASS_PREFIX "cannot copy a host memref with a "
                                "non-identity layout to the device "
                                "(host-memory=copy); pass the buffer it is "
                                "a view of");
      ok = false;
      continue;
    }
    k->rootCopied[i] = true;
  }
  WriteScan ws = {.k = k};
  if (!stitchOperationForEachMemoryEffect(k->grid, markWritten, &ws))
    for (intptr_t i = 0; i < k->roots.size; ++i)
      k->rootWritten[i] = true;
  return ok;
}
