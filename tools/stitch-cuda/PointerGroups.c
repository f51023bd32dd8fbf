/*===- PointerGroups.c - stitch-cuda: the buffers pointer variables move
 *    among ------------------------------------------------------------===*
 *
 * A pointer variable is a buffer and an offset (Val.base, Val.v). Which
 * buffers it may hold is a property of the whole function, not of the
 * statement being translated: a scan of the function's body unites each
 * pointer variable with what its initializer and its assignments point
 * into (`p = q`, `p = &a[k]`, `p = a + k`, `p = c ? a : b`), a union-find
 * over declarations. SharedPools.c makes the `__shared__` arrays of one
 * group slices of one buffer; Stmt.c carries a pointer's buffer through
 * loops only when its group holds more than one buffer.
 *===----------------------------------------------------------------------===*/

#include "TranslateInternal.h"

int pointerGroupNode(PointerGroups *g, CXCursor decl) {
  decl = clang_getCanonicalCursor(decl);
  for (int i = 0; i < g->n; i++)
    if (clang_equalCursors(g->decl[i], decl))
      return i;
  if (g->n == POINTER_GROUP_NODES) {
    g->full = 1;
    return -1;
  }
  g->decl[g->n] = decl;
  g->parent[g->n] = g->n;
  g->opaque[g->n] = 0;
  return g->n++;
}

int pointerGroupRoot(PointerGroups *g, int i) {
  while (g->parent[i] != i)
    i = g->parent[i] = g->parent[g->parent[i]];
  return i;
}

/* Calls visit(decl, data) for each declaration the pointer expression `e`
 * may point into: `p`, `p + k`, `k + p`, `p - k`, `&p[k]`, both arms of
 * `?:`, through parentheses and casts. 0 when a part of `e` is none of
 * these forms (a call's result). */
static int walkRoots(CXCursor e, void (*visit)(CXCursor, void *), void *data) {
  for (;;) {
    e = stripParens(e);
    enum CXCursorKind k = clang_getCursorKind(e);
    Kids ks = kids(e);
    if (k == CXCursor_DeclRefExpr) {
      visit(clang_getCursorReferenced(e), data);
      return 1;
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
      if (!walkRoots(ks.k[1], visit, data))
        return 0;
      e = ks.k[2];
      continue;
    }
    return 0;
  }
}

typedef struct OneRoot {
  CXCursor decl;
  int count, differ;
} OneRoot;

static void noteRoot(CXCursor d, void *data) {
  OneRoot *r = data;
  if (r->count++ && !clang_equalCursors(r->decl, d))
    r->differ = 1;
  r->decl = d;
}

CXCursor pointerRoot(CXCursor e) {
  OneRoot r = {.count = 0, .differ = 0};
  if (!walkRoots(e, noteRoot, &r) || !r.count || r.differ)
    return clang_getNullCursor();
  return r.decl;
}

typedef struct Connect {
  PointerGroups *g;
  int var;
} Connect;

/* A variable or parameter joins the variable's group; any other
 * declaration (a function) makes it opaque. */
static void joinRoot(CXCursor d, void *data) {
  Connect *c = data;
  enum CXCursorKind k = clang_getCursorKind(d);
  if (k != CXCursor_VarDecl && k != CXCursor_ParmDecl) {
    c->g->opaque[c->var] = 1;
    return;
  }
  int r = pointerGroupNode(c->g, d);
  if (r >= 0)
    c->g->parent[pointerGroupRoot(c->g, c->var)] = pointerGroupRoot(c->g, r);
}

/* Unites the pointer variable `var` with what the pointer expression `e`
 * points into; a form walkRoots does not read makes the group opaque. */
static void connect(PointerGroups *g, CXCursor var, CXCursor e) {
  Connect c = {g, pointerGroupNode(g, var)};
  if (c.var >= 0 && !walkRoots(e, joinRoot, &c))
    g->opaque[c.var] = 1;
}

static enum CXChildVisitResult scanPointers(CXCursor cur, CXCursor parent,
                                            CXClientData data) {
  (void)parent;
  PointerGroups *g = data;
  enum CXCursorKind k = clang_getCursorKind(cur);
  Kids ks = kids(cur);
  if (k == CXCursor_VarDecl && isPtrType(clang_getCursorType(cur))) {
    CXCursor init = clang_Cursor_getVarDeclInitializer(cur);
    if (!clang_Cursor_isNull(init))
      connect(g, cur, init);
  } else if (k == CXCursor_BinaryOperator && ks.n == 2 &&
             clang_getCursorBinaryOperatorKind(cur) ==
                 CXBinaryOperator_Assign &&
             clang_getCursorKind(stripParens(ks.k[0])) ==
                 CXCursor_DeclRefExpr &&
             isPtrType(clang_getCursorType(ks.k[0]))) {
    connect(g, clang_getCursorReferenced(stripParens(ks.k[0])), ks.k[1]);
  } else if (k == CXCursor_CallExpr) {
    /* `swap(p, q)` of `T *&` parameters: the callee may give p anything */
    CXCursor f = clang_getCursorReferenced(cur);
    int n = clang_Cursor_getNumArguments(cur);
    for (int i = 0; !clang_Cursor_isNull(f) && i < n; i++) {
      CXCursor arg = stripParens(clang_Cursor_getArgument(cur, (unsigned)i));
      if (assignsArgument(f, i) &&
          clang_getCursorKind(arg) == CXCursor_DeclRefExpr &&
          isPtrType(clang_getCursorType(arg))) {
        int v = pointerGroupNode(g, clang_getCursorReferenced(arg));
        if (v >= 0)
          g->opaque[v] = 1;
      }
    }
  }
  return CXChildVisit_Recurse;
}

void scanPointerGroups(PointerGroups *g, CXCursor body) {
  clang_visitChildren(body, scanPointers, g);
}
