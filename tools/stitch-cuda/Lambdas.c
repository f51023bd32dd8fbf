/*===- Lambdas.c - stitch-cuda: lambdas in device code --------------------===*
 *
 * A lambda is inlined where it is called, like a __device__ function: its
 * body refers to the variables it captures by their own declarations, so
 * a capture by reference is the enclosing variable itself. A capture by
 * copy is the variable's value where the lambda is made: a hidden copy
 * (Var.special, declared as the captured variable) made then, which a call
 * binds the captured name to (VAR_ALIAS) while the body runs. A lambda
 * variable is a VAR_LAMBDA var (Var.lambda: its LambdaExpr, Var.copies:
 * how many hidden copies follow it); a copy of it (`auto g = f`, a
 * parameter it is passed to) is a VAR_LAMBDA whose alias is the original.
 *
 * Not supported (located errors): `mutable` lambdas (their copies would
 * change between calls), capturing an array by copy, `this` captures.
 *===----------------------------------------------------------------------===*/

#include "TranslateInternal.h"

#include <ctype.h>
#include <string.h>

int isLambdaType(CXType t) {
  t = canon(t);
  if (t.kind == CXType_LValueReference || t.kind == CXType_RValueReference)
    t = canon(clang_getPointeeType(t));
  if (t.kind != CXType_Record)
    return 0;
  char buf[96];
  typeSpelling(clang_getUnqualifiedType(t), buf, sizeof buf);
  return !strncmp(buf, "(lambda", 7) || !strncmp(buf, "const (lambda", 13);
}

/* The lambda's call operator: its body and constness. */
static CXCursor callOperator(CXCursor lambda) {
  Kids ks = kids(lambda);
  for (int i = 0; i < ks.n; i++)
    if (clang_getCursorKind(ks.k[i]) == CXCursor_CompoundStmt)
      return ks.k[i];
  return clang_getNullCursor();
}

typedef struct Capture {
  char name[64];
  int byRef;
} Capture;

typedef struct Intro {
  int dflt; /* '=', '&' or 0 */
  int isMutable;
  Capture explicitList[16];
  int n;
  int captureThis;
} Intro;

/* The capture list `[...]`, read from the lambda's tokens: entries
 * between commas, `&` or `=` alone the default, `&x` and `x` explicit
 * captures, `this`/`*this`; an init-capture (`x = e`) is an error. */
static void readIntro(Ctx *c, CXCursor lambda, Intro *in) {
  memset(in, 0, sizeof *in);
  CXToken *toks;
  unsigned n;
  clang_tokenize(c->tu, clang_getCursorExtent(lambda), &toks, &n);
  char entry[4][64];
  int len = 0, bad = 0;
  for (unsigned i = 1; i < n; i++) { /* toks[0] is `[` */
    CXString s = clang_getTokenSpelling(c->tu, toks[i]);
    const char *t = clang_getCString(s);
    int end = !strcmp(t, "]"), comma = !strcmp(t, ",");
    if (!end && !comma) {
      if (len < 4)
        snprintf(entry[len], 64, "%s", t);
      len++;
    }
    clang_disposeString(s);
    if (!end && !comma)
      continue;
    if (len == 1 && !strcmp(entry[0], "&"))
      in->dflt = '&';
    else if (len == 1 && !strcmp(entry[0], "="))
      in->dflt = '=';
    else if ((len == 1 && !strcmp(entry[0], "this")) ||
             (len == 2 && !strcmp(entry[1], "this")))
      in->captureThis = 1;
    else if (len == 2 && !strcmp(entry[0], "&") && in->n < 16) {
      snprintf(in->explicitList[in->n].name, 64, "%s", entry[1]);
      in->explicitList[in->n++].byRef = 1;
    } else if (len == 1 && in->n < 16) {
      snprintf(in->explicitList[in->n].name, 64, "%s", entry[0]);
      in->explicitList[in->n++].byRef = 0;
    } else if (len) {
      bad = 1;
    }
    len = 0;
    if (!end)
      continue;
    /* `mutable` between the parameters and the body */
    for (unsigned k = i + 1; k < n; k++) {
      CXString m = clang_getTokenSpelling(c->tu, toks[k]);
      const char *u = clang_getCString(m);
      int stop = !strcmp(u, "{");
      in->isMutable |= !strcmp(u, "mutable");
      clang_disposeString(m);
      if (stop)
        break;
    }
    break;
  }
  clang_disposeTokens(c->tu, toks, n);
  if (bad)
    fail(c, lambda,
         "unsupported lambda capture (init-captures and packs "
         "are not supported)");
}

typedef struct CaptureScan {
  Ctx *c;
  CXCursor found[64];
  int n;
} CaptureScan;

/* The enclosing variables the body names (the translation holds them). */
static enum CXChildVisitResult scanCaptures(CXCursor cur, CXCursor parent,
                                            CXClientData data) {
  (void)parent;
  CaptureScan *s = data;
  if (clang_getCursorKind(cur) != CXCursor_DeclRefExpr)
    return CXChildVisit_Recurse;
  CXCursor d = clang_getCursorReferenced(cur);
  enum CXCursorKind k = clang_getCursorKind(d);
  if (k != CXCursor_VarDecl && k != CXCursor_ParmDecl)
    return CXChildVisit_Continue;
  for (int i = 0; i < s->n; i++)
    if (clang_equalCursors(s->found[i], d))
      return CXChildVisit_Continue;
  if (findVar(s->c, d) >= 0 && s->n < 64)
    s->found[s->n++] = d;
  return CXChildVisit_Continue;
}

int addLambda(Ctx *c, CXCursor decl, CXCursor lambda) {
  CXCursor body = callOperator(lambda);
  if (clang_Cursor_isNull(body))
    fail(c, lambda, "lambda body not found");
  Intro in;
  readIntro(c, lambda, &in);
  if (in.isMutable)
    fail(c, lambda, "mutable lambdas are not supported");
  if (in.captureThis)
    fail(c, lambda, "lambdas capturing 'this' are not supported");
  CaptureScan scan = {c, {{0}}, 0};
  clang_visitChildren(body, scanCaptures, &scan);
  Val none;
  memset(&none, 0, sizeof none);
  int v = addVar(c, decl, VAR_LAMBDA, none);
  c->vars[v].lambda = lambda;
  c->vars[v].alias = v;
  int copies = 0;
  for (int i = 0; i < scan.n; i++) {
    CXCursor d = scan.found[i];
    char name[64];
    cursorSpelling(d, name, sizeof name);
    int byRef = in.dflt == '&', listed = 0;
    for (int k = 0; k < in.n; k++)
      if (!strcmp(in.explicitList[k].name, name)) {
        byRef = in.explicitList[k].byRef;
        listed = 1;
      }
    if (!listed && !in.dflt)
      continue; /* not a capture (a constant, say) */
    if (byRef)
      continue;
    /* by copy: the values now, hidden; struct variables leaf by leaf */
    int n = c->numVars;
    for (int j = 0; j < n; j++) {
      Var *src = &c->vars[j];
      if (src->special || !clang_equalCursors(src->decl, d))
        continue;
      int target = src->kind == VAR_ALIAS ? src->alias : j;
      Var *t = &c->vars[target];
      if (t->kind == VAR_MEM_ARRAY || t->kind == VAR_MEM_SCALAR ||
          t->kind == VAR_LAMBDA || t->kind == VAR_GROUP)
        fail(c, lambda,
             "capturing '%s' by copy is not supported (capture it by "
             "reference)",
             name);
      int copy = addVar(c, d, t->kind, t->val);
      c->vars[copy].special = 1;
      c->vars[copy].field = src->field;
      copies++;
    }
  }
  c->vars[v].copies = copies;
  return v;
}

CXCursor stripLambda(CXCursor e) {
  for (;;) {
    enum CXCursorKind k = clang_getCursorKind(e);
    Kids ks = kids(e);
    if ((k == CXCursor_UnexposedExpr || k == CXCursor_ParenExpr ||
         k == CXCursor_CallExpr) &&
        ks.n == 1)
      e = ks.k[0]; /* copies and moves of the closure */
    else
      return e;
  }
}

CXCursor lambdaOf(CXCursor e) {
  e = stripLambda(e);
  if (clang_getCursorKind(e) == CXCursor_LambdaExpr)
    return e;
  if (clang_getCursorKind(e) != CXCursor_DeclRefExpr)
    return clang_getNullCursor();
  CXCursor d = clang_getCursorReferenced(e);
  CXCursor init = clang_getCursorKind(d) == CXCursor_VarDecl
                      ? clang_Cursor_getVarDeclInitializer(d)
                      : clang_getNullCursor();
  return clang_Cursor_isNull(init) ? init : lambdaOf(init);
}

int lambdaVar(Ctx *c, CXCursor object) {
  object = stripLambda(object);
  if (clang_getCursorKind(object) == CXCursor_LambdaExpr)
    return addLambda(c, object, object); /* [&](...) {...}(...) */
  if (clang_getCursorKind(object) != CXCursor_DeclRefExpr)
    return -1;
  int v = findVar(c, clang_getCursorReferenced(object));
  if (v < 0 || c->vars[v].kind != VAR_LAMBDA)
    return -1;
  while (c->vars[v].alias != v)
    v = c->vars[v].alias;
  return v;
}

void bindLambdaCaptures(Ctx *c, int lambda) {
  for (int i = 1; i <= c->vars[lambda].copies; i++) {
    Var copy = c->vars[lambda + i];
    int a = addVar(c, copy.decl, VAR_ALIAS, copy.val);
    c->vars[a].alias = lambda + i;
    c->vars[a].field = copy.field;
  }
}

CXCursor lambdaBody(CXCursor callee) {
  CXCursor def = clang_getCursorDefinition(callee);
  if (clang_Cursor_isNull(def) ||
      !isLambdaType(clang_getCursorType(clang_getCursorSemanticParent(def))))
    return clang_getNullCursor();
  return childOfKind(def, CXCursor_CompoundStmt);
}
