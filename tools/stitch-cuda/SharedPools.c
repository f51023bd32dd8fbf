/*===- SharedPools.c - stitch-cuda: __shared__ arrays pointers move among --===*
 *
 * A pointer variable is a buffer and an offset (Val.base, Val.v); in
 * __shared__ memory only the offset may change (a loop cannot carry a
 * workgroup buffer). Ping-pong buffers move one between arrays:
 *
 *   __shared__ int a[256], b[256];
 *   int *src = a, *dst = b;
 *   for (...) { dst[t] = f(src); __syncthreads(); int *t = src; src = dst;
 *               dst = t; }
 *
 * So, before a kernel is translated, its body is scanned for the pointer
 * variables and __shared__ arrays that initializations and assignments
 * connect (`p = a`, `p = q`, `p = &a[k]`, `p = a + k`, `p = c ? a : b`;
 * PointerGroups.c); the arrays of one such group (two or more, one element
 * type, declared in the kernel's body) become slices of one workgroup buffer, a
 *pool: each array is the pool and its slice's offset, so a pointer moving
 *between them changes an index, which loops and barriers carry like any
 *integer. Arrays of other groups keep buffers of their own.
 *===----------------------------------------------------------------------===*/

#include "TranslateInternal.h"

/* A __shared__ array of the kernel's body (not extern: the dynamic shared
 * memory is one buffer already). */
static int isSharedArray(CXCursor d) {
  return clang_getCursorKind(d) == CXCursor_VarDecl &&
         hasAttr(d, CXCursor_CUDASharedAttr) && !isExternShared(d) &&
         canon(clang_getCursorType(d)).kind == CXType_ConstantArray;
}

static enum CXChildVisitResult
collectSharedArrays(CXCursor cur, CXCursor parent, CXClientData data) {
  (void)parent;
  if (isSharedArray(cur))
    pointerGroupNode(data, cur); /* declaration order: the slices' order */
  return CXChildVisit_Recurse;
}

void planSharedPools(Ctx *c, CXCursor body) {
  c->numPooled = c->numPools = 0;
  PointerGroups s = {.n = 0};
  clang_visitChildren(body, collectSharedArrays, &s);
  int arrays = s.n;
  scanPointerGroups(&s, body);
  if (s.full)
    return; /* (pointers left to their one-array rule) */
  for (int i = 0; i < arrays; i++) {
    int r = pointerGroupRoot(&s, i), members = 0, same = 1;
    Sc t = arrayScalar(clang_getCursorType(s.decl[i]));
    for (int j = 0; j < arrays; j++)
      if (pointerGroupRoot(&s, j) == r) {
        members++;
        Sc u = arrayScalar(clang_getCursorType(s.decl[j]));
        same &= u.kind == t.kind && u.bits == t.bits && u.sign == t.sign;
      }
    if (members < 2 || !same || c->numPooled == 64)
      continue;
    int pool = -1;
    for (int p = 0; p < c->numPools; p++)
      if (c->pools[p].root == r)
        pool = p;
    if (pool < 0) {
      if (c->numPools == 16)
        continue;
      pool = c->numPools++;
      c->pools[pool] = (Pool){.root = r, .total = 0, .t = t};
    }
    SharedSlice *sl = &c->pooled[c->numPooled++];
    sl->decl = s.decl[i];
    sl->pool = pool;
    sl->offset = c->pools[pool].total;
    c->pools[pool].total += scalarCount(clang_getCursorType(s.decl[i]));
  }
}

int pooledArray(Ctx *c, CXCursor d, Val *v) {
  CXCursor canonical = clang_getCanonicalCursor(d);
  for (int i = 0; i < c->numPooled; i++) {
    SharedSlice *sl = &c->pooled[i];
    if (!clang_equalCursors(sl->decl, canonical))
      continue;
    Pool *p = &c->pools[sl->pool];
    char tb[16];
    if (!p->base[0]) { /* the pool's first array: its attribution */
      snprintf(p->base, NAME, "%%shpool%d", sl->pool);
      snprintf(p->mty, MTY, "memref<%lldx%s, #gpu.address_space<workgroup>>",
               p->total, memName(p->t, tb));
      bufAppend(&c->attribs, "%s%s : %s", c->attribs.n ? ", " : "", p->base,
                p->mty);
    }
    memset(v, 0, sizeof *v);
    v->isPtr = 1;
    v->t = p->t;
    snprintf(v->base, NAME, "%s", p->base);
    snprintf(v->mty, MTY, "%s", p->mty);
    /* the slice's offset, defined at the top of the thread body (the
     * array may be named in any nested region) */
    snprintf(v->v, NAME, "%%shpool%d_at%lld", sl->pool, sl->offset);
    bufAppend(&c->privates, "    %s = arith.constant %lld : index\n", v->v,
              sl->offset);
    return 1;
  }
  return 0;
}
