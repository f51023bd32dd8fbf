/*===- SharedPools.c - stitch-cuda: __shared__ arrays pointers move among --===*
 *
 * A pointer variable is a buffer and an offset (Val.base, Val.v), and only
 * the offset may change. Ping-pong buffers move one between arrays:
 *
 *   __shared__ int a[256], b[256];
 *   int *src = a, *dst = b;
 *   for (...) { dst[t] = f(src); __syncthreads(); int *t = src; src = dst;
 *               dst = t; }
 *
 * So, before a kernel is translated, its body is scanned for the pointer
 * variables and __shared__ arrays that initializations and assignments
 * connect (`p = a`, `p = q`, `p = &a[k]`, `p = a + k`, `p = c ? a : b`);
 * the arrays of one such group (two or more, one element type, declared in
 * the kernel's body) become slices of one workgroup buffer, a pool: each
 * array is the pool and its slice's offset, so a pointer moving between
 * them changes an index, which loops and barriers carry like any integer.
 * Arrays of other groups keep buffers of their own.
 *===----------------------------------------------------------------------===*/

#include "TranslateInternal.h"

typedef struct PoolScan {
  CXCursor decl[128]; /* canonical VarDecls: pointers and arrays */
  int parent[128];    /* union-find */
  int n, full;
} PoolScan;

static int nodeOf(PoolScan *s, CXCursor decl) {
  decl = clang_getCanonicalCursor(decl);
  for (int i = 0; i < s->n; i++)
    if (clang_equalCursors(s->decl[i], decl))
      return i;
  if (s->n == 128) {
    s->full = 1;
    return -1;
  }
  s->decl[s->n] = decl;
  s->parent[s->n] = s->n;
  return s->n++;
}

static int rootOf(PoolScan *s, int i) {
  while (s->parent[i] != i)
    i = s->parent[i] = s->parent[s->parent[i]];
  return i;
}

static void unite(PoolScan *s, CXCursor a, CXCursor b) {
  int i = nodeOf(s, a), j = nodeOf(s, b);
  if (i >= 0 && j >= 0)
    s->parent[rootOf(s, i)] = rootOf(s, j);
}

/* Connects the pointer variable `var` with what the pointer expression `e`
 * points into: a variable (pointer or array), through `&a[k]`, `a + k`,
 * casts and `?:`. */
static void connect(PoolScan *s, CXCursor var, CXCursor e) {
  for (;;) {
    e = stripParens(e);
    enum CXCursorKind k = clang_getCursorKind(e);
    Kids ks = kids(e);
    if (k == CXCursor_DeclRefExpr) {
      CXCursor d = clang_getCursorReferenced(e);
      if (clang_getCursorKind(d) == CXCursor_VarDecl)
        unite(s, var, d);
      return;
    }
    if ((k == CXCursor_UnexposedExpr || k == CXCursor_CStyleCastExpr ||
         k == CXCursor_CXXStaticCastExpr) &&
        ks.n >= 1) {
      e = ks.k[ks.n - 1];
      continue;
    }
    if (k == CXCursor_UnaryOperator &&
        clang_getCursorUnaryOperatorKind(e) == CXUnaryOperator_AddrOf &&
        ks.n == 1 &&
        clang_getCursorKind(stripParens(ks.k[0])) ==
            CXCursor_ArraySubscriptExpr) {
      e = kids(stripParens(ks.k[0])).k[0]; /* &a[k] */
      continue;
    }
    if (k == CXCursor_BinaryOperator && ks.n == 2 &&
        (clang_getCursorBinaryOperatorKind(e) == CXBinaryOperator_Add ||
         clang_getCursorBinaryOperatorKind(e) == CXBinaryOperator_Sub)) {
      e = isPtrType(clang_getCursorType(ks.k[0])) ||
                  canon(clang_getCursorType(ks.k[0])).kind ==
                      CXType_ConstantArray
              ? ks.k[0]
              : ks.k[1]; /* a + k, k + a */
      continue;
    }
    if (k == CXCursor_ConditionalOperator && ks.n == 3) {
      connect(s, var, ks.k[1]);
      e = ks.k[2];
      continue;
    }
    return;
  }
}

static enum CXChildVisitResult scanPointers(CXCursor cur, CXCursor parent,
                                            CXClientData data) {
  (void)parent;
  PoolScan *s = data;
  enum CXCursorKind k = clang_getCursorKind(cur);
  if (k == CXCursor_VarDecl && isPtrType(clang_getCursorType(cur))) {
    CXCursor init = clang_Cursor_getVarDeclInitializer(cur);
    if (!clang_Cursor_isNull(init))
      connect(s, cur, init);
  } else if (k == CXCursor_BinaryOperator &&
             clang_getCursorBinaryOperatorKind(cur) ==
                 CXBinaryOperator_Assign) {
    Kids ks = kids(cur);
    CXCursor lhs = ks.n == 2 ? stripParens(ks.k[0]) : cur;
    if (ks.n == 2 && clang_getCursorKind(lhs) == CXCursor_DeclRefExpr &&
        isPtrType(clang_getCursorType(lhs)))
      connect(s, clang_getCursorReferenced(lhs), ks.k[1]);
  }
  return CXChildVisit_Recurse;
}

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
    nodeOf(data, cur); /* declaration order: the pool's slices' order */
  return CXChildVisit_Recurse;
}

void planSharedPools(Ctx *c, CXCursor body) {
  c->numPooled = c->numPools = 0;
  PoolScan s = {.n = 0};
  clang_visitChildren(body, collectSharedArrays, &s);
  int arrays = s.n;
  clang_visitChildren(body, scanPointers, &s);
  if (s.full)
    return; /* (pointers left to their one-array rule) */
  for (int i = 0; i < arrays; i++) {
    int r = rootOf(&s, i), members = 0, same = 1;
    Sc t = arrayScalar(clang_getCursorType(s.decl[i]));
    for (int j = 0; j < arrays; j++)
      if (rootOf(&s, j) == r) {
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
