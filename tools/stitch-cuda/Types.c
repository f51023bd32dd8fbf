/*===- Types.c - stitch-cuda: types, layouts, variables --------------------===*
 *
 * Clang types as scalars and memory layouts (structs of one scalar type),
 * AST children, the variable table, conversions and memory access.
 *===----------------------------------------------------------------------===*/

#include "TranslateInternal.h"

/*===------------------------- clang type helpers ------------------------===*/

CXType canon(CXType t) { return clang_getCanonicalType(t); }

/* The scalar kind of a builtin/enum type; kind SC_VOID when not scalar. */
Sc scalarOf(CXType t) {
  t = canon(t);
  switch (t.kind) {
  case CXType_Bool:
    return kBool;
  case CXType_Char_S:
  case CXType_SChar:
    return scInt(8, 1);
  case CXType_Char_U:
  case CXType_UChar:
    return scInt(8, 0);
  case CXType_Short:
    return scInt(16, 1);
  case CXType_UShort:
    return scInt(16, 0);
  case CXType_Int:
    return scInt(32, 1);
  case CXType_UInt:
    return scInt(32, 0);
  case CXType_Long:
  case CXType_LongLong:
    return scInt(64, 1);
  case CXType_ULong:
  case CXType_ULongLong:
    return scInt(64, 0);
  case CXType_Float:
    return (Sc){SC_FLOAT, 32, 1};
  case CXType_Double:
    return (Sc){SC_FLOAT, 64, 1};
  case CXType_Enum:
    return scalarOf(clang_getEnumDeclIntegerType(clang_getTypeDeclaration(t)));
  default:
    return (Sc){SC_VOID, 0, 0};
  }
}

int isPtrType(CXType t) {
  t = canon(t);
  return t.kind == CXType_Pointer || t.kind == CXType_ConstantArray ||
         t.kind == CXType_IncompleteArray || t.kind == CXType_VariableArray;
}

int paramPointee(CXType t, CXType *pointee) {
  t = canon(t);
  switch (t.kind) {
  case CXType_Pointer:
    *pointee = clang_getPointeeType(t);
    return 1;
  case CXType_ConstantArray:
  case CXType_IncompleteArray:
  case CXType_VariableArray:
  case CXType_DependentSizedArray:
    *pointee = clang_getArrayElementType(t);
    return 1;
  default:
    return 0;
  }
}

enum CXVisitorResult layoutField(CXCursor f, CXClientData data) {
  Layout *l = data;
  if (clang_Cursor_isBitField(f))
    l->ok = 0;
  else
    layoutAdd(l, clang_getCursorType(f));
  return l->ok ? CXVisit_Continue : CXVisit_Break;
}

void layoutAdd(Layout *l, CXType t) {
  t = canon(t);
  long long mult = 1;
  while (t.kind == CXType_ConstantArray) {
    mult *= clang_getArraySize(t);
    t = canon(clang_getArrayElementType(t));
  }
  if (t.kind == CXType_Record) {
    Layout in = {l->t, 0, 1};
    clang_Type_visitFields(t, layoutField, &in);
    if (!in.ok || !in.n || in.n * (in.t.bits / 8) != clang_Type_getSizeOf(t)) {
      l->ok = 0;
      return;
    }
    l->t = in.t;
    l->n += mult * in.n;
    return;
  }
  Sc s = scalarOf(t);
  if (s.kind == SC_VOID ||
      (l->t.kind != SC_VOID && (s.kind != l->t.kind || s.bits != l->t.bits ||
                                s.sign != l->t.sign))) {
    l->ok = 0;
    return;
  }
  l->t = s;
  l->n += mult;
}

int memoryBits(Sc t) { return t.kind == SC_INT && t.bits == 1 ? 8 : t.bits; }

/* The narrowest scalar of t's leaves in bits, 0 when a leaf is no scalar
 * (a pointer, a bit-field) or sits at an offset (off, in bits from the
 * outermost struct) that is not a multiple of its width. */
typedef struct MixedWalk {
  long long off;
  int unit; /* 0 once a leaf is bad */
} MixedWalk;

static void mixedLeaves(MixedWalk *w, CXType t);

static enum CXVisitorResult mixedField(CXCursor f, CXClientData data) {
  MixedWalk *w = data;
  if (clang_Cursor_isBitField(f)) {
    w->unit = 0;
    return CXVisit_Break;
  }
  MixedWalk in = {w->off + clang_Cursor_getOffsetOfField(f), w->unit};
  mixedLeaves(&in, clang_getCursorType(f));
  w->unit = in.unit;
  return w->unit ? CXVisit_Continue : CXVisit_Break;
}

static void mixedLeaves(MixedWalk *w, CXType t) {
  t = canon(t);
  while (t.kind == CXType_ConstantArray) /* elements: multiples of one */
    t = canon(clang_getArrayElementType(t));
  if (t.kind == CXType_Record) {
    clang_Type_visitFields(t, mixedField, w);
    return;
  }
  Sc s = scalarOf(t);
  int bits = s.kind == SC_VOID ? 0 : memoryBits(s);
  long long size = clang_Type_getSizeOf(t);
  if (!bits || size * 8 != bits || w->off < 0 || w->off % bits) {
    w->unit = 0;
    return;
  }
  if (w->unit < 0 || bits < w->unit)
    w->unit = bits;
}

Layout layoutOf(CXType t) {
  Layout l = {{SC_VOID, 0, 0}, 0, 1, 0};
  layoutAdd(&l, t);
  if (l.ok)
    return l;
  /* A struct (or arrays of one) of several scalar types: units of the
   * narrowest, which divides every field's offset and the size. */
  CXType e = canon(t);
  while (e.kind == CXType_ConstantArray)
    e = canon(clang_getArrayElementType(e));
  long long size = clang_Type_getSizeOf(canon(t));
  MixedWalk w = {0, -1};
  if (e.kind != CXType_Record || size <= 0)
    return l;
  mixedLeaves(&w, canon(t));
  if (w.unit <= 0 || (size * 8) % w.unit)
    return l;
  return (Layout){scInt(w.unit, 0), size * 8 / w.unit, 1, 1};
}

Val accessOf(Val p, CXType t) {
  p.vol = p.isPtr && clang_isVolatileQualifiedType(t) &&
          !strstr(p.mty, "workgroup");
  return p;
}

Val fieldAt(Ctx *c, Val p, long long units, Sc t, CXCursor at) {
  Val f = ptrAdd(c, p, constInt(c, units, scInt(64, 1)), 1, 0, at);
  f.t = t;
  return f;
}

long long elemStride(Val p, CXType elem) {
  long long bytes = clang_Type_getSizeOf(canon(elem));
  int unit = memoryBits(memoryScalar(p));
  if (bytes > 0 && unit >= 8 && (bytes * 8) % unit == 0)
    return bytes * 8 / unit;
  return scalarCount(elem);
}

/* Number of scalars in t (1 for a scalar, the product of array sizes, the
 * scalars of a struct of one scalar type). */
long long scalarCount(CXType t) {
  Layout l = layoutOf(t);
  return l.ok ? l.n : 1;
}

/* The scalar at the bottom of arrays and structs of one scalar type; kind
 * SC_VOID if there is none. */
Sc arrayScalar(CXType t) {
  Layout l = layoutOf(t);
  return l.ok ? l.t : (Sc){SC_VOID, 0, 0};
}

char *typeSpelling(CXType t, char *buf, size_t n) {
  CXString s = clang_getTypeSpelling(t);
  snprintf(buf, n, "%s", clang_getCString(s));
  clang_disposeString(s);
  return buf;
}

char *cursorSpelling(CXCursor cur, char *buf, size_t n) {
  CXString s = clang_getCursorSpelling(cur);
  snprintf(buf, n, "%s", clang_getCString(s));
  clang_disposeString(s);
  return buf;
}

/*===----------------------------- children ------------------------------===*/

enum CXChildVisitResult collectKid(CXCursor cur, CXCursor parent,
                                   CXClientData data) {
  (void)parent;
  Kids *k = data;
  if (k->n < 16)
    k->k[k->n] = cur;
  k->n++;
  return CXChildVisit_Continue;
}

Kids kids(CXCursor cur) {
  Kids k;
  k.n = 0;
  clang_visitChildren(cur, collectKid, &k);
  return k;
}

/* Strips parentheses and no-op implicit casts (same type). */
CXCursor stripParens(CXCursor cur) {
  for (;;) {
    enum CXCursorKind k = clang_getCursorKind(cur);
    if (k != CXCursor_ParenExpr && k != CXCursor_UnexposedExpr)
      return cur;
    Kids ks = kids(cur);
    if (ks.n != 1)
      return cur;
    if (k == CXCursor_UnexposedExpr &&
        !clang_equalTypes(canon(clang_getCursorType(cur)),
                          canon(clang_getCursorType(ks.k[0]))))
      return cur;
    cur = ks.k[0];
  }
}

typedef struct ChildOfKind {
  enum CXCursorKind kind;
  CXCursor found;
} ChildOfKind;

static enum CXChildVisitResult visitChildOfKind(CXCursor cur, CXCursor parent,
                                                CXClientData data) {
  (void)parent;
  ChildOfKind *k = data;
  if (clang_getCursorKind(cur) == k->kind)
    k->found = cur;
  return CXChildVisit_Continue;
}

/* The last child of `parent` of this kind, or the null cursor: a function's
 * body (CompoundStmt) or attribute, after any number of parameters (Kids
 * keeps only the first 16 children). */
CXCursor childOfKind(CXCursor parent, enum CXCursorKind kind) {
  ChildOfKind k = {kind, clang_getNullCursor()};
  clang_visitChildren(parent, visitChildOfKind, &k);
  return k.found;
}

int isInUserFile(CXCursor cur) {
  CXSourceLocation loc = clang_getCursorLocation(cur);
  CXFile file;
  clang_getExpansionLocation(loc, &file, NULL, NULL, NULL);
  return file && !clang_Location_isInSystemHeader(loc);
}

int hasAttr(CXCursor decl, enum CXCursorKind attr) {
  return !clang_Cursor_isNull(childOfKind(decl, attr));
}

/*===------------------------------ variables -----------------------------===*/

int addVar(Ctx *c, CXCursor decl, int kind, Val v) {
  if (c->numVars == c->capVars) {
    c->capVars = c->capVars ? 2 * c->capVars : 64;
    c->vars = realloc(c->vars, sizeof(Var) * (size_t)c->capVars);
    if (!c->vars)
      abort();
  }
  Var *var = &c->vars[c->numVars];
  var->decl = decl;
  var->kind = kind;
  var->val = v;
  var->special = clang_Cursor_isNull(decl);
  var->field = -1;
  var->alias = -1;
  var->group = (Group){0, 0};
  var->lambda = clang_getNullCursor();
  var->copies = 0;
  return c->numVars++;
}

int addPtrVar(Ctx *c, CXCursor decl, Val v) {
  Val b = v;
  b.isPtr = 0;
  snprintf(b.v, NAME, "%s", v.base);
  addVar(c, decl, VAR_BASE, b);
  return addVar(c, decl, VAR_PTR, v);
}

void syncPointerBases(Ctx *c) {
  for (int i = 1; i < c->numVars; i++)
    if (c->vars[i].kind == VAR_PTR && c->vars[i - 1].kind == VAR_BASE)
      snprintf(c->vars[i].val.base, NAME, "%s", c->vars[i - 1].val.v);
}

/*--- structs of scalars: one variable per field ---*/

typedef struct FieldWalk {
  Fields *fs;
  long long base; /* bits from the outer struct's start */
} FieldWalk;

static enum CXVisitorResult collectField(CXCursor f, CXClientData data) {
  FieldWalk *w = data;
  Fields *fs = w->fs;
  if (clang_Cursor_isBitField(f)) {
    fs->bad = 1;
    return CXVisit_Break;
  }
  CXType ft = clang_getCanonicalType(clang_getCursorType(f));
  long long off = w->base + clang_Cursor_getOffsetOfField(f);
  if (ft.kind == CXType_Record && isUnionType(ft)) {
    fs->bad = 1; /* its fields share storage */
    return CXVisit_Break;
  }
  if (ft.kind == CXType_Record) { /* a nested struct: its leaves */
    FieldWalk inner = {fs, off};
    int before = fs->n;
    clang_Type_visitFields(ft, collectField, &inner);
    if (fs->n == before)
      fs->bad = 1;
    return fs->bad ? CXVisit_Break : CXVisit_Continue;
  }
  if (fs->n == 32) {
    fs->bad = 1;
    return CXVisit_Break;
  }
  fs->off[fs->n] = off;
  fs->f[fs->n++] = f;
  return CXVisit_Continue;
}

int isUnionType(CXType t) {
  t = clang_getCanonicalType(t);
  return t.kind == CXType_Record &&
         clang_getCursorKind(clang_getTypeDeclaration(t)) == CXCursor_UnionDecl;
}

/* 1 when t is a struct whose leaves (nested structs flattened) are all
 * scalars (no arrays, pointers, bit-fields or unions). */
int structFields(CXType t, Fields *fs) {
  t = clang_getCanonicalType(t);
  fs->n = fs->bad = 0;
  if (t.kind != CXType_Record || isUnionType(t))
    return 0; /* a union's fields share storage: no variable per field */
  FieldWalk w = {fs, 0};
  clang_Type_visitFields(t, collectField, &w);
  if (fs->bad || !fs->n)
    return 0;
  for (int i = 0; i < fs->n; i++)
    if (scalarOf(clang_getCursorType(fs->f[i])).kind == SC_VOID)
      return 0;
  return 1;
}

static enum CXVisitorResult countField(CXCursor f, CXClientData data) {
  (void)f;
  ++*(int *)data;
  return CXVisit_Break;
}

static enum CXChildVisitResult findBase(CXCursor cur, CXCursor parent,
                                        CXClientData data) {
  (void)parent;
  if (clang_getCursorKind(cur) == CXCursor_CXXBaseSpecifier) {
    *(int *)data = 1;
    return CXChildVisit_Break;
  }
  return CXChildVisit_Continue;
}

int emptyRecord(CXType t) {
  t = clang_getCanonicalType(t);
  if (t.kind != CXType_Record)
    return 0;
  int fields = 0, bases = 0;
  clang_Type_visitFields(t, countField, &fields);
  clang_visitChildren(clang_getTypeDeclaration(t), findBase, &bases);
  return !fields && !bases;
}

typedef struct LeafFind {
  CXCursor field;
  int next, found, count;
} LeafFind;

static enum CXVisitorResult findLeaf(CXCursor f, CXClientData data) {
  LeafFind *lf = data;
  Fields sub;
  int n = structFields(clang_getCursorType(f), &sub) ? sub.n : 1;
  if (clang_equalCursors(f, lf->field)) {
    lf->found = lf->next;
    lf->count = n;
    return CXVisit_Break;
  }
  lf->next += n;
  return CXVisit_Continue;
}

int directLeaf(CXType t, CXCursor field, int *count) {
  t = clang_getCanonicalType(t);
  if (t.kind != CXType_Record)
    return -1;
  LeafFind lf = {field, 0, -1, 0};
  clang_Type_visitFields(t, findLeaf, &lf);
  *count = lf.count;
  return lf.found;
}

/* Adds the fields of struct variable decl (values vals[i]). */
int addStructVar(Ctx *c, CXCursor decl, const Fields *fs,
                 const Val *vals) {
  int first = c->numVars;
  for (int i = 0; i < fs->n; i++) {
    int v = addVar(c, decl, VAR_SSA, vals[i]);
    c->vars[v].field = i;
  }
  return first;
}

int findVar(Ctx *c, CXCursor decl) {
  for (int i = c->numVars - 1; i >= 0; i--)
    if (!c->vars[i].special && clang_equalCursors(c->vars[i].decl, decl))
      return c->vars[i].kind == VAR_ALIAS ? c->vars[i].alias : i;
  return -1;
}

int leafVar(Ctx *c, CXCursor decl, int leaf) {
  for (int i = c->numVars - 1; i >= 0; i--)
    if (!c->vars[i].special && c->vars[i].field == leaf &&
        clang_equalCursors(c->vars[i].decl, decl))
      return c->vars[i].kind == VAR_ALIAS ? c->vars[i].alias
                                          : i; /* an `S &` parameter */
  return -1;
}

/* The variable of the scalar field `field` (a FieldDecl, a direct field of
 * decl's struct type) of struct variable decl. */
int findField(Ctx *c, CXCursor decl, CXCursor field) {
  CXType t = canon(clang_getCursorType(decl));
  if (t.kind == CXType_LValueReference || t.kind == CXType_RValueReference)
    t = clang_getPointeeType(t); /* a `const V3 &` parameter: by value */
  int count, k = directLeaf(t, field, &count);
  if (k < 0 || count != 1 ||
      scalarOf(clang_getCursorType(field)).kind == SC_VOID)
    return -1;
  return leafVar(c, decl, k);
}

int addFlag(Ctx *c) {
  return addVar(c, clang_getNullCursor(), VAR_SSA, constInt(c, 0, kBool));
}

/*===---------------------------- conversions -----------------------------===*/

Val pointerIsNull(Ctx *c, Val p) {
  char addr[NAME], zero[NAME], r[NAME];
  fresh(c, addr);
  fresh(c, r);
  constIndex(c, 0, zero);
  emit(c, "%s = memref.extract_aligned_pointer_as_index %s : %s -> index", addr,
       p.base, p.mty);
  emit(c, "%s = arith.cmpi eq, %s, %s : index", r, addr, zero);
  return scalar(r, kBool);
}

Val convert(Ctx *c, Val v, Sc to, CXCursor at) {
  if (v.isPtr && to.kind == SC_INT && to.bits == 1)
    return notBool(c, pointerIsNull(c, v)); /* if (p), !p, p && ... */
  if (v.isPtr)
    fail(c, at, "pointer used as a scalar value");
  Sc from = v.t;
  if (to.kind == SC_VOID)
    fail(c, at, "conversion to an unsupported type");
  if (from.kind == to.kind && from.bits == to.bits)
    return scalar(v.v, to);
  char n[NAME], a[16], b[16];
  fresh(c, n);
  scName(from, a);
  scName(to, b);
  if (to.kind == SC_INT && to.bits == 1) {
    Val z = from.kind == SC_FLOAT ? constFloat(c, 0, from) : constInt(c, 0, from);
    if (from.kind == SC_FLOAT)
      emit(c, "%s = arith.cmpf une, %s, %s : %s", n, v.v, z.v, a);
    else
      emit(c, "%s = arith.cmpi ne, %s, %s : %s", n, v.v, z.v, a);
  } else if (from.kind == SC_INT && to.kind == SC_INT) {
    const char *op = to.bits < from.bits ? "trunci"
                     : (from.sign && from.bits > 1) ? "extsi"
                                                    : "extui";
    emit(c, "%s = arith.%s %s : %s to %s", n, op, v.v, a, b);
  } else if (from.kind == SC_INT) {
    emit(c, "%s = arith.%s %s : %s to %s", n,
         (from.sign && from.bits > 1) ? "sitofp" : "uitofp", v.v, a, b);
  } else if (to.kind == SC_INT) {
    emit(c, "%s = arith.%s %s : %s to %s", n, to.sign ? "fptosi" : "fptoui",
         v.v, a, b);
  } else {
    emit(c, "%s = arith.%s %s : %s to %s", n,
         to.bits > from.bits ? "extf" : "truncf", v.v, a, b);
  }
  return scalar(n, to);
}

void toIndex(Ctx *c, Val v, char out[NAME], CXCursor at) {
  if (v.isPtr || v.t.kind != SC_INT)
    fail(c, at, "index is not an integer");
  char tb[16];
  fresh(c, out);
  if (v.t.bits == 1)
    v = convert(c, v, scInt(32, 0), at);
  emit(c, "%s = arith.%s %s : %s to index", out,
       v.t.sign ? "index_cast" : "index_castui", v.v, scName(v.t, tb));
}

/*===--------------------------- memory access ----------------------------===*/

const char *memrefElement(const char *mty, char buf[16]) {
  const char *end = strchr(mty, ',');
  if (!end)
    end = strrchr(mty, '>');
  const char *start = strchr(mty, '<');
  if (!end || !start)
    return "";
  for (const char *x = start; x < end; x++)
    if (*x == 'x')
      start = x;
  size_t n = (size_t)(end - start - 1);
  if (n >= 16)
    n = 15;
  memcpy(buf, start + 1, n);
  buf[n] = 0;
  return buf;
}

Sc memoryScalar(Val p) {
  char eb[16];
  const char *name = memrefElement(p.mty, eb);
  int bits = atoi(name + 1);
  if (name[0] == 'f')
    return (Sc){SC_FLOAT, bits, 1};
  if (name[0] == 'b') /* bf16 */
    return (Sc){SC_FLOAT, 16, 1};
  return scInt(bits, 1);
}

Val dynamicSizePtr(Ctx *c, Val p) {
  if (!p.isPtr || strncmp(p.mty, "memref<", 7) || p.mty[7] < '0' ||
      p.mty[7] > '9' || strchr(p.mty, ','))
    return p;
  const char *x = strchr(p.mty, 'x');
  if (!x || strchr(x + 1, 'x'))
    return p; /* (not 1-D) */
  char eb[16], n[NAME];
  const char *elem = memrefElement(p.mty, eb);
  fresh(c, n);
  Val q = p;
  snprintf(q.mty, MTY, "memref<?x%s>", elem);
  emit(c, "%s = memref.cast %s : %s to %s", n, p.base, p.mty, q.mty);
  snprintf(q.base, NAME, "%s", n);
  return q;
}

int reinterpreted(Val p) {
  char eb[16], tb[16];
  return p.isPtr && strcmp(memrefElement(p.mty, eb), memName(p.t, tb));
}

Val bitcastScalar(Ctx *c, Val v, Sc to) {
  char n[NAME], fb[16], tb[16];
  fresh(c, n);
  emit(c, "%s = arith.bitcast %s : %s to %s", n, v.v, scName(v.t, fb),
       scName(to, tb));
  return scalar(n, to);
}

/* Loads the unit of p's memory at index `idx` into `out`: an atomic read
 * for a volatile access (Val.vol): a read-modify-write that changes
 * nothing (or 0, + -0.0), which LLVM neither hoists nor deletes. */
static void loadUnit(Ctx *c, Val p, const char *idx, char out[NAME]) {
  Sc unit = memoryScalar(p);
  char ub[16];
  scName(unit, ub);
  fresh(c, out);
  if (!p.vol) {
    emit(c, "%s = memref.load %s[%s] : %s", out, p.base, idx, p.mty);
    return;
  }
  char z[NAME];
  fresh(c, z);
  emit(c, "%s = arith.constant %s : %s", z,
       unit.kind == SC_FLOAT ? "-0.0" : "0", ub);
  emit(c, "%s = memref.atomic_rmw %s %s, %s[%s] : (%s, %s) -> %s", out,
       unit.kind == SC_FLOAT ? "addf" : "ori", z, p.base, idx, ub, p.mty, ub);
}

/* Stores the unit `v` (named, of memory type `ty`) at index `idx` of p's
 * memory: an atomic write for a volatile access (Val.vol). */
static void storeUnit(Ctx *c, Val p, const char *idx, const char *v,
                      const char *ty) {
  if (p.vol) {
    char r[NAME];
    fresh(c, r);
    emit(c, "%s = memref.atomic_rmw assign %s, %s[%s] : (%s, %s) -> %s", r, v,
         p.base, idx, ty, p.mty, ty);
    return;
  }
  emit(c, "memref.store %s, %s[%s] : %s", v, p.base, idx, p.mty);
}

/* p + k units (an index name). */
static void unitIndex(Ctx *c, Val p, int k, char idx[NAME]) {
  if (!k) {
    snprintf(idx, NAME, "%s", p.v);
    return;
  }
  char kx[NAME];
  constIndex(c, k, kx);
  fresh(c, idx);
  emit(c, "%s = arith.addi %s, %s : index", idx, p.v, kx);
}

/* A scalar wider than the unit of p's memory (a field of a mixed struct,
 * Layout): its units from p on, the first the least significant (the
 * host's little-endian bytes), each read as loadUnit does (volatile: each
 * unit atomically). */
static Val loadUnits(Ctx *c, Val p) {
  Sc unit = memoryScalar(p), wide = scInt(p.t.bits, 0);
  char ub[16], wb[16], acc[NAME] = "";
  scName(unit, ub);
  scName(wide, wb);
  for (int k = 0; k < p.t.bits / unit.bits; k++) {
    char idx[NAME], u[NAME], z[NAME];
    unitIndex(c, p, k, idx);
    loadUnit(c, p, idx, u);
    fresh(c, z);
    emit(c, "%s = arith.extui %s : %s to %s", z, u, ub, wb);
    if (!k) {
      snprintf(acc, NAME, "%s", z);
      continue;
    }
    char sh[NAME], sum[NAME];
    fresh(c, sh);
    fresh(c, sum);
    emit(c, "%s = arith.shli %s, %s : %s", sh, z,
         constInt(c, (long long)k * unit.bits, wide).v, wb);
    emit(c, "%s = arith.ori %s, %s : %s", sum, acc, sh, wb);
    snprintf(acc, NAME, "%s", sum);
  }
  Val r = scalar(acc, wide);
  return p.t.kind == SC_FLOAT ? bitcastScalar(c, r, p.t) : scalar(acc, p.t);
}

static void storeUnits(Ctx *c, Val p, Val v) {
  Sc unit = memoryScalar(p), wide = scInt(p.t.bits, 0);
  char ub[16], wb[16];
  scName(unit, ub);
  scName(wide, wb);
  if (p.t.kind == SC_FLOAT)
    v = bitcastScalar(c, v, wide);
  for (int k = 0; k < p.t.bits / unit.bits; k++) {
    char idx[NAME], sh[NAME], u[NAME];
    unitIndex(c, p, k, idx);
    if (k) {
      fresh(c, sh);
      emit(c, "%s = arith.shrui %s, %s : %s", sh, v.v,
           constInt(c, (long long)k * unit.bits, wide).v, wb);
    } else {
      snprintf(sh, NAME, "%s", v.v);
    }
    fresh(c, u);
    emit(c, "%s = arith.trunci %s : %s to %s", u, sh, wb, ub);
    storeUnit(c, p, idx, u, ub);
  }
}

Val load(Ctx *c, Val p) {
  Sc unit = memoryScalar(p);
  if (reinterpreted(p) && memoryBits(p.t) > unit.bits)
    return loadUnits(c, p);
  char n[NAME];
  loadUnit(c, p, p.v, n);
  if (reinterpreted(p)) /* (int *)floatPtr: the bits */
    return bitcastScalar(c, scalar(n, unit), p.t);
  if (p.t.kind == SC_INT && p.t.bits == 1) { /* a bool byte */
    Val z = constInt(c, 0, scInt(8, 0));
    char b[NAME];
    fresh(c, b);
    emit(c, "%s = arith.cmpi ne, %s, %s : i8", b, n, z.v);
    return scalar(b, p.t);
  }
  return scalar(n, p.t);
}

void store(Ctx *c, Val p, Val v) {
  char tb[16];
  if (p.t.kind == SC_INT && p.t.bits == 1) { /* a bool byte: 0 or 1 */
    char b[NAME];
    fresh(c, b);
    emit(c, "%s = arith.extui %s : i1 to i8", b, v.v);
    storeUnit(c, p, p.v, b, "i8");
    return;
  }
  if (reinterpreted(p) && memoryBits(p.t) > memoryScalar(p).bits) {
    storeUnits(c, p, v);
    return;
  }
  if (reinterpreted(p))
    v = bitcastScalar(c, v, memoryScalar(p));
  storeUnit(c, p, p.v, v.v, scName(memoryScalar(p), tb));
}

/* p + i * stride (stride in scalars). */
Val ptrAdd(Ctx *c, Val p, Val i, long long stride, int negate,
           CXCursor at) {
  char idx[NAME], s[NAME], m[NAME], r[NAME];
  toIndex(c, i, idx, at);
  if (stride != 1) {
    constIndex(c, stride, s);
    fresh(c, m);
    emit(c, "%s = arith.muli %s, %s : index", m, idx, s);
  } else {
    snprintf(m, NAME, "%s", idx);
  }
  fresh(c, r);
  emit(c, "%s = arith.%s %s, %s : index", r, negate ? "subi" : "addi", p.v, m);
  Val q = p;
  snprintf(q.v, NAME, "%s", r);
  return q;
}
