/*===- Translate.c - CUDA device code -> gpu.launch MLIR (libclang) -------===*
 *
 * A syntax-directed translator from libclang's AST to MLIR text (see
 * Translate.h for the contract and docs/stitch-cuda.md for the subset).
 *
 * Values: C locals live in SSA (no allocas): a table maps each declaration to
 * its current SSA value; scf.if merges the values that either branch changed
 * (results) and loops carry the values their body assigns (iter_args). A
 * pointer is a fixed memref plus an SSA index offset; arrays (shared, local,
 * constant) are flattened to rank-1 memrefs, and so are arrays of structs
 * whose scalars share one type (Layout). break/continue/return set i1
 * flags that are ordinary variables: statements after one that may exit run
 * under scf.if(!flags), loop conditions test them. Canonical counted loops
 * (`for (int i = a; i < b; i += C)`, no break/return) become scf.for, other
 * loops scf.while. __device__ functions are inlined at each call.
 *===----------------------------------------------------------------------===*/

#include "Translate.h"

#include <clang-c/Index.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/*===---------------------- tracked allocations -------------------------===*
 * Unsupported code longjmps out of any depth of the translation; every heap
 * block the translation of one kernel allocates is on this list, so the
 * error path frees what the unwound frames held (tfreeAll). */

typedef union Hdr {
  struct {
    union Hdr *prev, *next;
  } l;
  max_align_t align;
} Hdr;

static Hdr live = {{&live, &live}};

static void link_(Hdr *h) {
  h->l.prev = &live;
  h->l.next = live.l.next;
  live.l.next->l.prev = h;
  live.l.next = h;
}

static void unlink_(Hdr *h) {
  h->l.prev->l.next = h->l.next;
  h->l.next->l.prev = h->l.prev;
}

static void *trealloc(void *p, size_t n) {
  Hdr *h = p ? (Hdr *)p - 1 : NULL;
  if (h)
    unlink_(h);
  Hdr *r = realloc(h, sizeof(Hdr) + n);
  if (!r)
    abort();
  link_(r);
  return r + 1;
}

static void *tmalloc(size_t n) { return trealloc(NULL, n); }

static void *tcalloc(size_t n, size_t size) {
  void *p = tmalloc(n * size);
  memset(p, 0, n * size);
  return p;
}

static void tfree(void *p) {
  if (!p)
    return;
  Hdr *h = (Hdr *)p - 1;
  unlink_(h);
  free(h);
}

static void tfreeAll(void) {
  while (live.l.next != &live)
    tfree(live.l.next + 1);
}

/*===--------------------------- text buffers ----------------------------===*/

typedef struct Buf {
  char *s;
  size_t n, cap;
} Buf;

static void bufAppendV(Buf *b, const char *fmt, va_list ap) {
  va_list aq;
  va_copy(aq, ap);
  int len = vsnprintf(NULL, 0, fmt, aq);
  va_end(aq);
  if (b->n + (size_t)len + 1 > b->cap) {
    size_t cap = b->cap ? b->cap : 256;
    while (b->n + (size_t)len + 1 > cap)
      cap *= 2;
    char *s = trealloc(b->s, cap);
    if (!s)
      abort();
    b->s = s;
    b->cap = cap;
  }
  vsnprintf(b->s + b->n, (size_t)len + 1, fmt, ap);
  b->n += (size_t)len;
}

static void bufAppend(Buf *b, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  bufAppendV(b, fmt, ap);
  va_end(ap);
}

static void bufFree(Buf *b) {
  tfree(b->s);
  b->s = NULL;
  b->n = b->cap = 0;
}

/*===------------------------------ types --------------------------------===*/

enum { SC_VOID, SC_INT, SC_FLOAT };

typedef struct Sc {
  int kind; /* SC_* */
  int bits; /* 1 (bool), 8, 16, 32, 64 */
  int sign; /* integers: 1 signed */
} Sc;

#define NAME 32
#define MTY 96

/* An rvalue: a scalar SSA value, or a pointer (memref + index offset). */
typedef struct Val {
  int isPtr;
  char v[NAME]; /* scalar value, or the pointer's index offset */
  Sc t;         /* scalar type, or the pointee's scalar element type */
  char base[NAME];
  char mty[MTY];
} Val;

enum { VAR_SSA, VAR_PTR, VAR_MEM_ARRAY, VAR_MEM_SCALAR };

typedef struct Var {
  CXCursor decl;
  int kind;
  Val val; /* SSA: current value; PTR: base + current offset; MEM: offset 0 */
  int special; /* flags and return values have no declaration */
  int field;   /* a field of a struct variable (one var per field), or -1 */
} Var;

typedef struct Global {
  CXCursor decl;
  char arg[NAME];
  char mty[MTY];
  char devName[128];
  Sc t;
} Global;

typedef struct Loop {
  int brk, cont; /* var indices, -1 when absent */
} Loop;

typedef struct Fn {
  CXCursor decl;
  int ret;    /* var index of the return flag */
  int retVal; /* var index of the return value, -1 for void */
  Sc retTy;
  Loop loops[64];
  int numLoops;
  struct Fn *parent;
} Fn;

typedef struct Ctx {
  CXTranslationUnit tu;
  Buf *out;
  int indent;
  unsigned next;
  Var *vars;
  int numVars, capVars;
  Global globals[64];
  int numGlobals;
  Buf attribs; /* workgroup attributions */
  int numShared;
  /* A kernel with `extern __shared__` (dynamic shared memory) is emitted in
   * Stitch's input form (grid scf.parallel, memref.alloca of the launch's
   * size, thread scf.parallel, stitch.barrier) since gpu.launch workgroup
   * attributions have static sizes. dynElem: its element type. */
  int inputForm;
  Sc dynElem;
  Buf allocas; /* input form: shared allocas at the top of the grid body */
  Fn *fn;
  char loc[640]; /* loc(...) of the statement/expression being translated */
  jmp_buf fail;
  int errors;
} Ctx;

/*===--------------------------- diagnostics -----------------------------===*/

static _Noreturn void fail(Ctx *c, CXCursor at, const char *fmt, ...) {
  CXFile file;
  unsigned line, col;
  clang_getSpellingLocation(clang_getCursorLocation(at), &file, &line, &col,
                            NULL);
  CXString name = clang_getFileName(file);
  const char *f = clang_getCString(name);
  fprintf(stderr, "%s:%u:%u: error: ", f ? f : "<unknown>", line, col);
  clang_disposeString(name);
  va_list ap;
  va_start(ap, fmt);
  vfprintf(stderr, fmt, ap);
  va_end(ap);
  fputc('\n', stderr);
  c->errors++;
  longjmp(c->fail, 1);
}

/*===---------------------------- emission -------------------------------===*/

/* One line of MLIR. Ops get the CUDA source location (so that errors of
 * later passes point into the .cu file): single-line ops and the closing
 * brace of region ops; region openers and block labels cannot carry one. */
static void emit(Ctx *c, const char *fmt, ...) {
  bufAppend(c->out, "%*s", 2 * c->indent, "");
  size_t start = c->out->n;
  va_list ap;
  va_start(ap, fmt);
  bufAppendV(c->out, fmt, ap);
  va_end(ap);
  char last = c->out->n > start ? c->out->s[c->out->n - 1] : '{';
  if (c->loc[0] && last != '{' && last != ':')
    bufAppend(c->out, " %s", c->loc);
  bufAppend(c->out, "\n");
}

static void setLoc(Ctx *c, CXCursor at) {
  CXFile file;
  unsigned line, col;
  clang_getSpellingLocation(clang_getCursorLocation(at), &file, &line, &col,
                            NULL);
  CXString name = clang_getFileName(file);
  const char *f = clang_getCString(name);
  char esc[512];
  size_t n = 0;
  for (; f && *f && n + 2 < sizeof esc; f++) {
    if (*f == '"' || *f == '\\')
      esc[n++] = '\\';
    esc[n++] = *f;
  }
  esc[n] = 0;
  snprintf(c->loc, sizeof c->loc, "loc(\"%s\":%u:%u)", esc, line, col);
  clang_disposeString(name);
}

static void fresh(Ctx *c, char out[NAME]) {
  snprintf(out, NAME, "%%%u", c->next++);
}

static const char *scName(Sc t, char buf[16]) {
  if (t.kind == SC_FLOAT)
    snprintf(buf, 16, "f%d", t.bits);
  else
    snprintf(buf, 16, "i%d", t.bits);
  return buf;
}

/* The element type of t in memory: bool is a byte (i8; loads compare with
 * 0, stores zero-extend), as in C++. */
static const char *memName(Sc t, char buf[16]) {
  return t.kind == SC_INT && t.bits == 1 ? "i8" : scName(t, buf);
}

static Sc scInt(int bits, int sign) { return (Sc){SC_INT, bits, sign}; }
static const Sc kBool = {SC_INT, 1, 0};

static Val scalar(const char *v, Sc t) {
  Val r;
  memset(&r, 0, sizeof r);
  snprintf(r.v, NAME, "%s", v);
  r.t = t;
  return r;
}

static Val constInt(Ctx *c, long long v, Sc t) {
  char n[NAME], tb[16];
  fresh(c, n);
  if (t.bits == 1)
    emit(c, "%s = arith.constant %s", n, v ? "true" : "false");
  else
    emit(c, "%s = arith.constant %lld : %s", n, v, scName(t, tb));
  return scalar(n, t);
}

static Val constFloat(Ctx *c, double v, Sc t) {
  char n[NAME];
  fresh(c, n);
  if (t.bits == 32) {
    float f = (float)v;
    uint32_t u;
    memcpy(&u, &f, 4);
    emit(c, "%s = arith.constant 0x%08X : f32", n, u);
  } else {
    uint64_t u;
    memcpy(&u, &v, 8);
    emit(c, "%s = arith.constant 0x%016llX : f64", n, (unsigned long long)u);
  }
  return scalar(n, t);
}

static void constIndex(Ctx *c, long long v, char out[NAME]) {
  fresh(c, out);
  emit(c, "%s = arith.constant %lld : index", out, v);
}

/*===------------------------- clang type helpers ------------------------===*/

static CXType canon(CXType t) { return clang_getCanonicalType(t); }

/* The scalar kind of a builtin/enum type; kind SC_VOID when not scalar. */
static Sc scalarOf(CXType t) {
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

static int isPtrType(CXType t) {
  t = canon(t);
  return t.kind == CXType_Pointer || t.kind == CXType_ConstantArray;
}

/* The layout of a type in memory as consecutive scalars of one type: a
 * scalar, arrays of it, and structs whose fields are such (recursively,
 * no bit-fields, no padding: sizeof is the scalars' total). A struct
 * {float lat, lng;} in memory is two floats, so an array of them is a flat
 * memref<?xf32>: p[i] strides by 2 and p->lng adds 1. ok = 0 for anything
 * else (mixed field types, padding, pointers). */
typedef struct Layout {
  Sc t;         /* the scalar (kind SC_VOID until the first one) */
  long long n;  /* how many */
  int ok;
} Layout;

static void layoutAdd(Layout *l, CXType t);

static enum CXVisitorResult layoutField(CXCursor f, CXClientData data) {
  Layout *l = data;
  if (clang_Cursor_isBitField(f))
    l->ok = 0;
  else
    layoutAdd(l, clang_getCursorType(f));
  return l->ok ? CXVisit_Continue : CXVisit_Break;
}

static void layoutAdd(Layout *l, CXType t) {
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

static Layout layoutOf(CXType t) {
  Layout l = {{SC_VOID, 0, 0}, 0, 1};
  layoutAdd(&l, t);
  return l;
}

/* Number of scalars in t (1 for a scalar, the product of array sizes, the
 * scalars of a struct of one scalar type). */
static long long scalarCount(CXType t) {
  Layout l = layoutOf(t);
  return l.ok ? l.n : 1;
}

/* The scalar at the bottom of arrays and structs of one scalar type; kind
 * SC_VOID if there is none. */
static Sc arrayScalar(CXType t) {
  Layout l = layoutOf(t);
  return l.ok ? l.t : (Sc){SC_VOID, 0, 0};
}

static char *typeSpelling(CXType t, char *buf, size_t n) {
  CXString s = clang_getTypeSpelling(t);
  snprintf(buf, n, "%s", clang_getCString(s));
  clang_disposeString(s);
  return buf;
}

static char *cursorSpelling(CXCursor cur, char *buf, size_t n) {
  CXString s = clang_getCursorSpelling(cur);
  snprintf(buf, n, "%s", clang_getCString(s));
  clang_disposeString(s);
  return buf;
}

/*===----------------------------- children ------------------------------===*/

typedef struct Kids {
  CXCursor k[16];
  int n;
} Kids;

static enum CXChildVisitResult collectKid(CXCursor cur, CXCursor parent,
                                          CXClientData data) {
  (void)parent;
  Kids *k = data;
  if (k->n < 16)
    k->k[k->n] = cur;
  k->n++;
  return CXChildVisit_Continue;
}

static Kids kids(CXCursor cur) {
  Kids k;
  k.n = 0;
  clang_visitChildren(cur, collectKid, &k);
  return k;
}

/* Strips parentheses and no-op implicit casts (same type). */
static CXCursor stripParens(CXCursor cur) {
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

static int hasAttr(CXCursor decl, enum CXCursorKind attr) {
  Kids ks;
  ks.n = 0;
  clang_visitChildren(decl, collectKid, &ks);
  for (int i = 0; i < ks.n && i < 16; i++)
    if (clang_getCursorKind(ks.k[i]) == attr)
      return 1;
  return 0;
}

/*===------------------------------ variables -----------------------------===*/

static int addVar(Ctx *c, CXCursor decl, int kind, Val v) {
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
  return c->numVars++;
}

/*--- structs of scalars: one variable per field ---*/

typedef struct Fields {
  CXCursor f[32];
  int n, bad;
} Fields;

static enum CXVisitorResult collectField(CXCursor f, CXClientData data) {
  Fields *fs = data;
  Sc t;
  CXType ft = clang_getCursorType(f);
  t.kind = SC_VOID;
  if (fs->n == 32 || clang_Cursor_isBitField(f))
    fs->bad = 1;
  else
    fs->f[fs->n++] = f;
  (void)t;
  (void)ft;
  return CXVisit_Continue;
}

static Sc scalarOf(CXType t);

/* 1 when t is a struct whose fields are all scalars (no bit-fields). */
static int structFields(CXType t, Fields *fs) {
  t = clang_getCanonicalType(t);
  fs->n = fs->bad = 0;
  if (t.kind != CXType_Record)
    return 0;
  clang_Type_visitFields(t, collectField, fs);
  if (fs->bad || !fs->n)
    return 0;
  for (int i = 0; i < fs->n; i++)
    if (scalarOf(clang_getCursorType(fs->f[i])).kind == SC_VOID)
      return 0;
  return 1;
}

/* Adds the fields of struct variable decl (values vals[i]). */
static int addStructVar(Ctx *c, CXCursor decl, const Fields *fs,
                        const Val *vals) {
  int first = c->numVars;
  for (int i = 0; i < fs->n; i++) {
    int v = addVar(c, decl, VAR_SSA, vals[i]);
    c->vars[v].field = i;
  }
  return first;
}

static int findVar(Ctx *c, CXCursor decl) {
  for (int i = c->numVars - 1; i >= 0; i--)
    if (!c->vars[i].special && clang_equalCursors(c->vars[i].decl, decl))
      return i;
  return -1;
}

/* The variable of field `field` (a FieldDecl) of struct variable decl. */
static int findField(Ctx *c, CXCursor decl, CXCursor field) {
  Fields fs;
  if (!structFields(clang_getCursorType(decl), &fs))
    return -1;
  int k = -1;
  for (int i = 0; i < fs.n; i++)
    if (clang_equalCursors(fs.f[i], field))
      k = i;
  if (k < 0)
    return -1;
  for (int i = c->numVars - 1; i >= 0; i--)
    if (!c->vars[i].special && c->vars[i].field == k &&
        clang_equalCursors(c->vars[i].decl, decl))
      return i;
  return -1;
}

static int addFlag(Ctx *c) {
  return addVar(c, clang_getNullCursor(), VAR_SSA, constInt(c, 0, kBool));
}

/*===---------------------------- conversions -----------------------------===*/

static Val convert(Ctx *c, Val v, Sc to, CXCursor at) {
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

static void toIndex(Ctx *c, Val v, char out[NAME], CXCursor at) {
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

static Val load(Ctx *c, Val p) {
  char n[NAME];
  fresh(c, n);
  emit(c, "%s = memref.load %s[%s] : %s", n, p.base, p.v, p.mty);
  if (p.t.kind == SC_INT && p.t.bits == 1) { /* a bool byte */
    Val z = constInt(c, 0, scInt(8, 0));
    char b[NAME];
    fresh(c, b);
    emit(c, "%s = arith.cmpi ne, %s, %s : i8", b, n, z.v);
    return scalar(b, p.t);
  }
  return scalar(n, p.t);
}

static void store(Ctx *c, Val p, Val v) {
  if (p.t.kind == SC_INT && p.t.bits == 1) { /* a bool byte: 0 or 1 */
    char b[NAME];
    fresh(c, b);
    emit(c, "%s = arith.extui %s : i1 to i8", b, v.v);
    emit(c, "memref.store %s, %s[%s] : %s", b, p.base, p.v, p.mty);
    return;
  }
  emit(c, "memref.store %s, %s[%s] : %s", v.v, p.base, p.v, p.mty);
}

/* p + i * stride (stride in scalars). */
static Val ptrAdd(Ctx *c, Val p, Val i, long long stride, int negate,
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

/*===------------------------- structured control -------------------------===*/

typedef Val (*Region)(Ctx *c, void *arg);

static void snapshot(Ctx *c, int n, char (*save)[NAME]) {
  for (int i = 0; i < n; i++)
    memcpy(save[i], c->vars[i].val.v, NAME);
}

static void restore(Ctx *c, int n, char (*save)[NAME]) {
  for (int i = 0; i < n; i++)
    memcpy(c->vars[i].val.v, save[i], NAME);
}

static const char *varType(Var *v, char buf[16]) {
  if (v->kind == VAR_PTR)
    return "index";
  return scName(v->val.t, buf);
}

/* scf.if on cond with then/else regions (elseR may be NULL); variables that
 * either side changes become results. rty: the type of a value both regions
 * return (kind SC_VOID: none). */
static Val emitIf(Ctx *c, const char *cond, Region thenR, void *thenArg,
                  Region elseR, void *elseArg, Sc rty) {
  int nv = c->numVars;
  char(*save)[NAME] = tmalloc(sizeof(char[NAME]) * (size_t)(nv + 1));
  char(*after[2])[NAME];
  Buf bodies[2] = {{0}, {0}};
  Val rv[2];
  Buf *outer = c->out;
  for (int side = 0; side < 2; side++) {
    after[side] = tmalloc(sizeof(char[NAME]) * (size_t)(nv + 1));
    snapshot(c, nv, save);
    c->out = &bodies[side];
    c->indent++;
    Region r = side ? elseR : thenR;
    rv[side] = r ? r(c, side ? elseArg : thenArg) : scalar("", rty);
    c->indent--;
    c->numVars = nv;
    snapshot(c, nv, after[side]);
    restore(c, nv, save);
  }
  c->out = outer;
  int *res = tmalloc(sizeof(int) * (size_t)(nv + 1));
  int nres = 0;
  for (int i = 0; i < nv; i++)
    if (strcmp(after[0][i], save[i]) || strcmp(after[1][i], save[i]))
      res[nres++] = i;
  char r[NAME], tb[16];
  fresh(c, r);
  int total = nres + (rty.kind != SC_VOID);
  Buf types = {0};
  if (rty.kind != SC_VOID)
    bufAppend(&types, "%s", scName(rty, tb));
  for (int i = 0; i < nres; i++)
    bufAppend(&types, "%s%s", types.n ? ", " : "",
              varType(&c->vars[res[i]], tb));
  if (total)
    emit(c, "%s:%d = scf.if %s -> (%s) {", r, total, cond, types.s);
  else
    emit(c, "scf.if %s {", cond);
  for (int side = 0; side < 2; side++) {
    if (side) {
      if (!total && !bodies[1].n) {
        break;
      }
      emit(c, "} else {");
    }
    if (bodies[side].n)
      bufAppend(c->out, "%s", bodies[side].s);
    if (total) {
      Buf vals = {0};
      if (rty.kind != SC_VOID)
        bufAppend(&vals, "%s", rv[side].v);
      for (int i = 0; i < nres; i++)
        bufAppend(&vals, "%s%s", vals.n ? ", " : "", after[side][res[i]]);
      emit(c, "  scf.yield %s : %s", vals.s, types.s);
      bufFree(&vals);
    }
  }
  emit(c, "}");
  Val out = scalar("", rty);
  int k = 0;
  if (rty.kind != SC_VOID)
    snprintf(out.v, NAME, "%s#%d", r, k++);
  for (int i = 0; i < nres; i++)
    snprintf(c->vars[res[i]].val.v, NAME, "%s#%d", r, k++);
  bufFree(&types);
  bufFree(&bodies[0]);
  bufFree(&bodies[1]);
  tfree(save);
  tfree(after[0]);
  tfree(after[1]);
  tfree(res);
  return out;
}

/*===----------------------------- AST scans ------------------------------===*/

typedef struct Scan {
  int brk, cont, ret; /* found (break/continue at this loop level) */
  int depth;          /* nested loop depth below the scanned statement */
} Scan;

static enum CXChildVisitResult scanExits(CXCursor cur, CXCursor parent,
                                         CXClientData data) {
  (void)parent;
  Scan *s = data;
  switch (clang_getCursorKind(cur)) {
  case CXCursor_BreakStmt:
    if (!s->depth)
      s->brk = 1;
    return CXChildVisit_Continue;
  case CXCursor_ContinueStmt:
    if (!s->depth)
      s->cont = 1;
    return CXChildVisit_Continue;
  case CXCursor_ReturnStmt:
    s->ret = 1;
    return CXChildVisit_Continue;
  case CXCursor_ForStmt:
  case CXCursor_WhileStmt:
  case CXCursor_DoStmt:
  case CXCursor_SwitchStmt: {
    s->depth++;
    clang_visitChildren(cur, scanExits, s);
    s->depth--;
    return CXChildVisit_Continue;
  }
  default:
    return CXChildVisit_Recurse;
  }
}

static Scan exitsOf(CXCursor stmt) {
  Scan s = {0, 0, 0, 0};
  enum CXCursorKind k = clang_getCursorKind(stmt);
  if (k == CXCursor_BreakStmt)
    s.brk = 1;
  else if (k == CXCursor_ContinueStmt)
    s.cont = 1;
  else if (k == CXCursor_ReturnStmt)
    s.ret = 1;
  else
    clang_visitChildren(stmt, scanExits, &s);
  return s;
}

typedef struct Assigned {
  Ctx *c;
  char *mark; /* per var index */
} Assigned;

static void markLhs(Assigned *a, CXCursor lhs) {
  lhs = stripParens(lhs);
  if (clang_getCursorKind(lhs) == CXCursor_MemberRefExpr) {
    /* s.x = ...: every field of s (simpler than finding the one) */
    Kids ks = kids(lhs);
    if (ks.n == 1)
      lhs = stripParens(ks.k[0]);
  }
  if (clang_getCursorKind(lhs) != CXCursor_DeclRefExpr)
    return;
  CXCursor d = clang_getCursorReferenced(lhs);
  for (int i = 0; i < a->c->numVars; i++)
    if (!a->c->vars[i].special && clang_equalCursors(a->c->vars[i].decl, d))
      a->mark[i] = 1;
}

static enum CXChildVisitResult scanAssigned(CXCursor cur, CXCursor parent,
                                            CXClientData data) {
  (void)parent;
  Assigned *a = data;
  enum CXCursorKind k = clang_getCursorKind(cur);
  if (k == CXCursor_BinaryOperator || k == CXCursor_CompoundAssignOperator) {
    enum CXBinaryOperatorKind op = clang_getCursorBinaryOperatorKind(cur);
    if (op >= CXBinaryOperator_Assign && op <= CXBinaryOperator_OrAssign) {
      Kids ks = kids(cur);
      if (ks.n == 2)
        markLhs(a, ks.k[0]);
    }
  } else if (k == CXCursor_UnaryOperator) {
    enum CXUnaryOperatorKind op = clang_getCursorUnaryOperatorKind(cur);
    if (op >= CXUnaryOperator_PostInc && op <= CXUnaryOperator_PreDec) {
      Kids ks = kids(cur);
      if (ks.n == 1)
        markLhs(a, ks.k[0]);
    }
  }
  return CXChildVisit_Recurse;
}

static void markAssigned(Ctx *c, CXCursor stmt, char *mark) {
  Assigned a = {c, mark};
  scanAssigned(stmt, clang_getNullCursor(), &a);
  clang_visitChildren(stmt, scanAssigned, &a);
}

/*===---------------------------- expressions -----------------------------===*/

static Val expr(Ctx *c, CXCursor e);
static void stmt(Ctx *c, CXCursor s);

typedef struct LV {
  int var; /* var index, or -1 for memory */
  Val mem; /* memory: the element's pointer */
} LV;

static LV lvalue(Ctx *c, CXCursor e);

/* s.f, p->f, a[i].f, (*p).f: a field of a struct variable (its variable),
 * or of a struct in memory (the field's element: the struct's offset plus
 * the field's, in scalars; see Layout). */
static LV memberLV(Ctx *c, CXCursor e) {
  Kids ks = kids(e);
  if (ks.n != 1)
    fail(c, e, "unsupported member access");
  CXCursor base = stripParens(ks.k[0]);
  CXType bt = canon(clang_getCursorType(base));
  if (clang_getCursorKind(base) == CXCursor_DeclRefExpr &&
      bt.kind == CXType_Record) {
    int i = findField(c, clang_getCursorReferenced(base),
                      clang_getCursorReferenced(e));
    if (i >= 0)
      return (LV){i, {0}};
  }
  CXType rt = bt;
  Val p;
  if (bt.kind == CXType_Pointer) { /* p->f */
    rt = canon(clang_getPointeeType(bt));
    p = expr(c, base);
  } else { /* a[i].f, (*p).f, a __shared__ struct */
    LV b = lvalue(c, base);
    if (b.var >= 0)
      fail(c, e, "unsupported member access");
    p = b.mem;
  }
  Layout l = layoutOf(rt);
  char fname[128];
  cursorSpelling(clang_getCursorReferenced(e), fname, sizeof fname);
  long long off = clang_Type_getOffsetOf(rt, fname);
  if (!p.isPtr || rt.kind != CXType_Record || !l.ok || off < 0 ||
      off % l.t.bits)
    fail(c, e, "structs in memory must consist of one scalar type (fields "
               "of one type, arrays of them, such structs; no padding)");
  return (LV){-1, ptrAdd(c, p, constInt(c, off / l.t.bits, scInt(64, 1)), 1,
                         0, e)};
}

static LV lvalue(Ctx *c, CXCursor e) {
  CXCursor s = stripParens(e);
  enum CXCursorKind k = clang_getCursorKind(s);
  if (k == CXCursor_DeclRefExpr) {
    CXCursor d = clang_getCursorReferenced(s);
    int i = findVar(c, d);
    if (i >= 0 && c->vars[i].kind == VAR_MEM_SCALAR)
      return (LV){-1, c->vars[i].val};
    if (i >= 0 && c->vars[i].kind != VAR_MEM_ARRAY)
      return (LV){i, {0}};
    if (i < 0 && clang_getCursorKind(d) == CXCursor_VarDecl) {
      /* A global: expr() registers it; scalars come back as loads. */
      Val v = expr(c, s); /* registers */
      (void)v;
      i = findVar(c, d);
      if (i >= 0 && c->vars[i].kind == VAR_MEM_SCALAR)
        return (LV){-1, c->vars[i].val};
    }
    fail(c, e, "cannot assign to this");
  }
  if (k == CXCursor_ArraySubscriptExpr) {
    Kids ks = kids(s);
    Val p = expr(c, ks.k[0]);
    Val i = expr(c, ks.k[1]);
    if (!p.isPtr) { /* i[p] */
      Val t = p;
      p = i;
      i = t;
    }
    if (!p.isPtr)
      fail(c, e, "subscript of a non-pointer");
    CXType elem = clang_getCursorType(s);
    return (LV){-1, ptrAdd(c, p, i, scalarCount(elem), 0, e)};
  }
  if (k == CXCursor_UnaryOperator &&
      clang_getCursorUnaryOperatorKind(s) == CXUnaryOperator_Deref) {
    Kids ks = kids(s);
    Val p = expr(c, ks.k[0]);
    if (!p.isPtr)
      fail(c, e, "dereference of a non-pointer");
    return (LV){-1, p};
  }
  if (k == CXCursor_MemberRefExpr)
    return memberLV(c, s);
  fail(c, e, "unsupported assignment target");
}

static Val readLV(Ctx *c, LV lv) {
  if (lv.var >= 0)
    return c->vars[lv.var].val;
  return load(c, lv.mem);
}

static void writeLV(Ctx *c, LV lv, Val v, CXCursor at) {
  if (lv.var >= 0) {
    Var *var = &c->vars[lv.var];
    if (var->kind == VAR_PTR) {
      if (!v.isPtr || strcmp(v.base, var->val.base))
        fail(c, at,
             "a pointer variable may only be moved within the array it "
             "was initialized with");
      snprintf(var->val.v, NAME, "%s", v.v);
      return;
    }
    v = convert(c, v, var->val.t, at);
    snprintf(var->val.v, NAME, "%s", v.v);
    return;
  }
  if (v.isPtr)
    fail(c, at, "storing pointers to memory is not supported");
  store(c, lv.mem, convert(c, v, lv.mem.t, at));
}

/* The usual arithmetic conversions of two scalar types. */
static Sc common(Sc a, Sc b) {
  if (a.kind == SC_FLOAT || b.kind == SC_FLOAT) {
    if (a.kind == SC_FLOAT && b.kind == SC_FLOAT)
      return a.bits >= b.bits ? a : b;
    return a.kind == SC_FLOAT ? a : b;
  }
  if (a.bits < 32)
    a = scInt(32, 1);
  if (b.bits < 32)
    b = scInt(32, 1);
  if (a.bits != b.bits)
    return a.bits > b.bits ? a : b;
  return scInt(a.bits, a.sign && b.sign);
}

static Val arith(Ctx *c, enum CXBinaryOperatorKind op, Val a, Val b, Sc t,
                 CXCursor at) {
  a = convert(c, a, t, at);
  b = convert(c, b, t, at);
  int f = t.kind == SC_FLOAT;
  const char *name = NULL;
  switch (op) {
  case CXBinaryOperator_Add:
  case CXBinaryOperator_AddAssign:
    name = f ? "addf" : "addi";
    break;
  case CXBinaryOperator_Sub:
  case CXBinaryOperator_SubAssign:
    name = f ? "subf" : "subi";
    break;
  case CXBinaryOperator_Mul:
  case CXBinaryOperator_MulAssign:
    name = f ? "mulf" : "muli";
    break;
  case CXBinaryOperator_Div:
  case CXBinaryOperator_DivAssign:
    name = f ? "divf" : t.sign ? "divsi" : "divui";
    break;
  case CXBinaryOperator_Rem:
  case CXBinaryOperator_RemAssign:
    name = f ? "remf" : t.sign ? "remsi" : "remui";
    break;
  case CXBinaryOperator_Shl:
  case CXBinaryOperator_ShlAssign:
    name = "shli";
    break;
  case CXBinaryOperator_Shr:
  case CXBinaryOperator_ShrAssign:
    name = t.sign ? "shrsi" : "shrui";
    break;
  case CXBinaryOperator_And:
  case CXBinaryOperator_AndAssign:
    name = "andi";
    break;
  case CXBinaryOperator_Or:
  case CXBinaryOperator_OrAssign:
    name = "ori";
    break;
  case CXBinaryOperator_Xor:
  case CXBinaryOperator_XorAssign:
    name = "xori";
    break;
  default:
    fail(c, at, "unsupported operator");
  }
  if (f && (op == CXBinaryOperator_Shl || op == CXBinaryOperator_Shr ||
            op == CXBinaryOperator_And || op == CXBinaryOperator_Or ||
            op == CXBinaryOperator_Xor))
    fail(c, at, "bitwise operator on a floating-point value");
  char n[NAME], tb[16];
  fresh(c, n);
  emit(c, "%s = arith.%s %s, %s : %s", n, name, a.v, b.v, scName(t, tb));
  return scalar(n, t);
}

static Val compare(Ctx *c, enum CXBinaryOperatorKind op, Val a, Val b,
                   CXCursor at) {
  if (a.isPtr || b.isPtr)
    fail(c, at, "pointer comparison is not supported");
  Sc t = common(a.t, b.t);
  if (a.t.bits == 1 && b.t.bits == 1)
    t = kBool;
  a = convert(c, a, t, at);
  b = convert(c, b, t, at);
  static const char *fi[] = {"olt", "ogt", "ole", "oge", "oeq", "une"};
  static const char *si[] = {"slt", "sgt", "sle", "sge", "eq", "ne"};
  static const char *ui[] = {"ult", "ugt", "ule", "uge", "eq", "ne"};
  int k = op - CXBinaryOperator_LT;
  char n[NAME], tb[16];
  fresh(c, n);
  if (t.kind == SC_FLOAT)
    emit(c, "%s = arith.cmpf %s, %s, %s : %s", n, fi[k], a.v, b.v,
         scName(t, tb));
  else
    emit(c, "%s = arith.cmpi %s, %s, %s : %s", n, t.sign ? si[k] : ui[k], a.v,
         b.v, scName(t, tb));
  return scalar(n, kBool);
}

static Val notBool(Ctx *c, Val v) {
  Val t = constInt(c, 1, kBool);
  char n[NAME];
  fresh(c, n);
  emit(c, "%s = arith.xori %s, %s : i1", n, v.v, t.v);
  return scalar(n, kBool);
}

typedef struct Pair {
  CXCursor a, b;
  Sc t;
} Pair;

static Val regionExprBool(Ctx *c, void *arg) {
  CXCursor *e = arg;
  return convert(c, expr(c, *e), kBool, *e);
}

static Val regionConstBool(Ctx *c, void *arg) {
  return constInt(c, *(int *)arg, kBool);
}

static Val regionExprAs(Ctx *c, void *arg) {
  Pair *p = arg;
  return convert(c, expr(c, p->a), p->t, p->a);
}

static Val regionExprAsB(Ctx *c, void *arg) {
  Pair *p = arg;
  return convert(c, expr(c, p->b), p->t, p->b);
}

static Val builtinVar(Ctx *c, CXCursor e) {
  Kids ks = kids(e);
  if (ks.n != 1 || clang_getCursorKind(ks.k[0]) != CXCursor_DeclRefExpr)
    return scalar("", (Sc){SC_VOID, 0, 0});
  char var[64];
  cursorSpelling(ks.k[0], var, sizeof var);
  const char *prefix = NULL;
  if (!strcmp(var, "threadIdx"))
    prefix = "%tid";
  else if (!strcmp(var, "blockIdx"))
    prefix = "%bid";
  else if (!strcmp(var, "blockDim"))
    prefix = "%bdim";
  else if (!strcmp(var, "gridDim"))
    prefix = "%gdim";
  if (!prefix)
    return scalar("", (Sc){SC_VOID, 0, 0});
  /* The member is the last token of threadIdx.x. */
  CXToken *toks;
  unsigned n;
  clang_tokenize(c->tu, clang_getCursorExtent(e), &toks, &n);
  char dim = 0;
  if (n) {
    CXString s = clang_getTokenSpelling(c->tu, toks[n - 1]);
    const char *t = clang_getCString(s);
    if (t && strlen(t) == 1 && t[0] >= 'x' && t[0] <= 'z')
      dim = t[0];
    clang_disposeString(s);
  }
  clang_disposeTokens(c->tu, toks, n);
  if (!dim)
    fail(c, e, "unsupported use of %s", var);
  char r[NAME];
  fresh(c, r);
  emit(c, "%s = arith.index_cast %s_%c : index to i32", r, prefix, dim);
  return scalar(r, scInt(32, 0));
}

/* A file-scope __constant__/__device__ variable: a memref argument of the
 * kernel function, filled by the launcher from the runtime's symbol table. */
static int globalVar(Ctx *c, CXCursor d, CXCursor at) {
  int isConst = hasAttr(d, CXCursor_CUDAConstantAttr);
  int isDev = hasAttr(d, CXCursor_CUDADeviceAttr);
  if (!isConst && !isDev)
    fail(c, at, "host variable used in device code");
  CXType t = clang_getCursorType(d);
  Sc s = arrayScalar(t);
  if (s.kind == SC_VOID)
    fail(c, at, "__constant__/__device__ variables must be scalars or arrays "
                "of scalars");
  if (c->numGlobals == 64)
    fail(c, at, "too many global variables");
  Global *g = &c->globals[c->numGlobals];
  g->decl = d;
  g->t = s;
  snprintf(g->arg, NAME, "%%gv%d", c->numGlobals);
  char tb[16];
  snprintf(g->mty, MTY, "memref<%lldx%s>", scalarCount(t), memName(s, tb));
  CXString m = clang_Cursor_getMangling(d);
  int glen = snprintf(g->devName, sizeof g->devName, "%s", clang_getCString(m));
  clang_disposeString(m);
  if (glen <= 0 || glen >= (int)sizeof g->devName)
    fail(c, at, "variable name too long");
  c->numGlobals++;
  Val v;
  memset(&v, 0, sizeof v);
  v.isPtr = 1;
  v.t = s;
  snprintf(v.base, NAME, "%s", g->arg);
  snprintf(v.mty, MTY, "%s", g->mty);
  snprintf(v.v, NAME, "%%c0");
  /* Globals are visible in every scope: insert at the bottom of the stack
   * would renumber vars; appending is fine since lookup searches by decl and
   * scopes only pop above their own start... so register in slot order. */
  return addVar(c, d,
                canon(t).kind == CXType_ConstantArray ? VAR_MEM_ARRAY
                                                      : VAR_MEM_SCALAR,
                v);
}

static Val callExpr(Ctx *c, CXCursor e);

static Val declRef(Ctx *c, CXCursor e) {
  CXCursor d = clang_getCursorReferenced(e);
  enum CXCursorKind dk = clang_getCursorKind(d);
  if (dk == CXCursor_EnumConstantDecl) {
    Sc t = scalarOf(clang_getCursorType(e));
    return constInt(c, clang_getEnumConstantDeclValue(d), t);
  }
  int i = findVar(c, d);
  if (i < 0 && dk == CXCursor_VarDecl &&
      clang_isConstQualifiedType(clang_getCursorType(d))) {
    /* A const scalar with a constant initializer (`const int N = 256;`,
     * the headers' warpSize): its value. */
    Sc t = scalarOf(clang_getCursorType(d));
    CXCursor init = clang_Cursor_getVarDeclInitializer(d);
    CXEvalResult r =
        t.kind != SC_VOID && !clang_Cursor_isNull(init)
            ? clang_Cursor_Evaluate(init)
            : NULL;
    if (r) {
      Val v;
      int ok = 1;
      if (clang_EvalResult_getKind(r) == CXEval_Int && t.kind == SC_INT)
        v = constInt(c, clang_EvalResult_getAsLongLong(r), t);
      else if (clang_EvalResult_getKind(r) == CXEval_Float &&
               t.kind == SC_FLOAT)
        v = constFloat(c, clang_EvalResult_getAsDouble(r), t);
      else
        ok = 0;
      clang_EvalResult_dispose(r);
      if (ok)
        return v;
    }
  }
  if (i < 0 && dk == CXCursor_VarDecl &&
      clang_getCursorSemanticParent(d).kind == CXCursor_TranslationUnit) {
    /* Globals live for the whole kernel: keep them below every scope by
     * registering them in the kernel's global table; the var entry is
     * re-created in scopes that pop it. */
    for (int g = 0; g < c->numGlobals; g++)
      if (clang_equalCursors(c->globals[g].decl, d)) {
        Val v;
        memset(&v, 0, sizeof v);
        v.isPtr = 1;
        v.t = c->globals[g].t;
        snprintf(v.base, NAME, "%s", c->globals[g].arg);
        snprintf(v.mty, MTY, "%s", c->globals[g].mty);
        snprintf(v.v, NAME, "%%c0");
        i = addVar(c, d,
                   canon(clang_getCursorType(d)).kind == CXType_ConstantArray
                       ? VAR_MEM_ARRAY
                       : VAR_MEM_SCALAR,
                   v);
        break;
      }
    if (i < 0)
      i = globalVar(c, d, e);
  }
  if (i < 0) {
    char n[64];
    cursorSpelling(e, n, sizeof n);
    if (dk == CXCursor_VarDecl && clang_getCursorKind(clang_getCursorSemanticParent(d)) != CXCursor_FunctionDecl)
      fail(c, e, "'%s': only file-scope __constant__/__device__ variables are "
                 "supported",
           n);
    fail(c, e, "unsupported reference to '%s'", n);
  }
  Var *v = &c->vars[i];
  if (v->field >= 0)
    fail(c, e, "a whole struct can only initialize a variable or be passed "
               "to a __device__ function");
  if (v->kind == VAR_MEM_SCALAR)
    return load(c, v->val);
  return v->val;
}

static Val incDec(Ctx *c, CXCursor e, int inc, int post) {
  Kids ks = kids(e);
  LV lv = lvalue(c, ks.k[0]);
  Val old = readLV(c, lv);
  Val nw;
  if (old.isPtr) {
    nw = ptrAdd(c, old, constInt(c, 1, scInt(32, 1)), 1, !inc, e);
  } else {
    Val one = old.t.kind == SC_FLOAT ? constFloat(c, 1, old.t)
                                     : constInt(c, 1, old.t);
    if (old.t.bits == 1)
      fail(c, e, "increment of a bool");
    nw = arith(c, inc ? CXBinaryOperator_Add : CXBinaryOperator_Sub, old, one,
               old.t, e);
  }
  writeLV(c, lv, nw, e);
  return post ? old : nw;
}

static Val binary(Ctx *c, CXCursor e) {
  enum CXBinaryOperatorKind op = clang_getCursorBinaryOperatorKind(e);
  Kids ks = kids(e);
  if (ks.n != 2)
    fail(c, e, "malformed binary operator");
  Sc rt = scalarOf(clang_getCursorType(e));
  if (op == CXBinaryOperator_Assign) {
    if (canon(clang_getCursorType(e)).kind == CXType_Record)
      fail(c, e, "struct assignment is not supported");
    LV lv = lvalue(c, ks.k[0]);
    Val v = expr(c, ks.k[1]);
    writeLV(c, lv, v, e);
    if (lv.var >= 0)
      return c->vars[lv.var].val;
    return convert(c, v, lv.mem.t, e); /* the value stored */
  }
  if (op == CXBinaryOperator_LAnd || op == CXBinaryOperator_LOr) {
    Val a = convert(c, expr(c, ks.k[0]), kBool, ks.k[0]);
    int konst = op == CXBinaryOperator_LOr;
    if (op == CXBinaryOperator_LAnd)
      return emitIf(c, a.v, regionExprBool, &ks.k[1], regionConstBool, &konst,
                    kBool);
    return emitIf(c, a.v, regionConstBool, &konst, regionExprBool, &ks.k[1],
                  kBool);
  }
  if (op == CXBinaryOperator_Comma) {
    expr(c, ks.k[0]);
    return expr(c, ks.k[1]);
  }
  if (op >= CXBinaryOperator_MulAssign && op <= CXBinaryOperator_OrAssign) {
    LV lv = lvalue(c, ks.k[0]);
    Val b = expr(c, ks.k[1]);
    Val a = readLV(c, lv);
    Val r;
    if (a.isPtr && (op == CXBinaryOperator_AddAssign ||
                    op == CXBinaryOperator_SubAssign)) {
      CXType pt = clang_getPointeeType(canon(clang_getCursorType(ks.k[0])));
      r = ptrAdd(c, a, b, scalarCount(pt), op == CXBinaryOperator_SubAssign, e);
    } else {
      if (a.isPtr || b.isPtr)
        fail(c, e, "unsupported pointer arithmetic");
      Sc t = common(a.t, b.t);
      if (op == CXBinaryOperator_ShlAssign || op == CXBinaryOperator_ShrAssign)
        t = common(a.t, a.t);
      r = arith(c, op, a, b, t, e);
    }
    writeLV(c, lv, r, e);
    return readLV(c, lv);
  }
  Val a = expr(c, ks.k[0]);
  Val b = expr(c, ks.k[1]);
  if (op >= CXBinaryOperator_LT && op <= CXBinaryOperator_NE)
    return compare(c, op, a, b, e);
  if (a.isPtr || b.isPtr) {
    if (op == CXBinaryOperator_Add || op == CXBinaryOperator_Sub) {
      Val p = a.isPtr ? a : b, i = a.isPtr ? b : a;
      if (i.isPtr)
        fail(c, e, "pointer difference is not supported");
      CXType pt = clang_getPointeeType(canon(clang_getCursorType(e)));
      return ptrAdd(c, p, i, scalarCount(pt), op == CXBinaryOperator_Sub, e);
    }
    fail(c, e, "unsupported pointer arithmetic");
  }
  if (rt.kind == SC_VOID)
    fail(c, e, "unsupported operand type");
  if (op == CXBinaryOperator_Shl || op == CXBinaryOperator_Shr)
    b = convert(c, b, rt, e);
  return arith(c, op, a, b, rt, e);
}

static Val unary(Ctx *c, CXCursor e) {
  enum CXUnaryOperatorKind op = clang_getCursorUnaryOperatorKind(e);
  Kids ks = kids(e);
  switch (op) {
  case CXUnaryOperator_PostInc:
    return incDec(c, e, 1, 1);
  case CXUnaryOperator_PostDec:
    return incDec(c, e, 0, 1);
  case CXUnaryOperator_PreInc:
    return incDec(c, e, 1, 0);
  case CXUnaryOperator_PreDec:
    return incDec(c, e, 0, 0);
  case CXUnaryOperator_Deref: {
    LV lv = lvalue(c, e);
    if (lv.var < 0 && canon(clang_getCursorType(e)).kind == CXType_Record)
      return lv.mem; /* a struct in memory: its address (for (*p).f) */
    return readLV(c, lv);
  }
  case CXUnaryOperator_AddrOf: {
    CXCursor s = stripParens(ks.k[0]);
    enum CXCursorKind sk = clang_getCursorKind(s);
    if (sk == CXCursor_ArraySubscriptExpr || sk == CXCursor_MemberRefExpr) {
      LV lv = lvalue(c, s); /* &a[i], &p->f, &a[i].f */
      if (lv.var < 0)
        return lv.mem;
    }
    fail(c, e, "taking the address of a variable is not supported (only "
               "&array[i])");
  }
  case CXUnaryOperator_Plus:
    return expr(c, ks.k[0]);
  case CXUnaryOperator_Minus: {
    Val v = expr(c, ks.k[0]);
    Sc t = scalarOf(clang_getCursorType(e));
    v = convert(c, v, t, e);
    char n[NAME], tb[16];
    fresh(c, n);
    if (t.kind == SC_FLOAT) {
      emit(c, "%s = arith.negf %s : %s", n, v.v, scName(t, tb));
      return scalar(n, t);
    }
    Val z = constInt(c, 0, t);
    emit(c, "%s = arith.subi %s, %s : %s", n, z.v, v.v, scName(t, tb));
    return scalar(n, t);
  }
  case CXUnaryOperator_Not: {
    Sc t = scalarOf(clang_getCursorType(e));
    Val v = convert(c, expr(c, ks.k[0]), t, e);
    Val m = constInt(c, -1, t);
    char n[NAME], tb[16];
    fresh(c, n);
    emit(c, "%s = arith.xori %s, %s : %s", n, v.v, m.v, scName(t, tb));
    return scalar(n, t);
  }
  case CXUnaryOperator_LNot:
    return notBool(c, convert(c, expr(c, ks.k[0]), kBool, e));
  default:
    fail(c, e, "unsupported unary operator");
  }
}

static Val literal(Ctx *c, CXCursor e) {
  Sc t = scalarOf(clang_getCursorType(e));
  CXEvalResult r = clang_Cursor_Evaluate(e);
  if (!r)
    fail(c, e, "cannot evaluate literal");
  Val v;
  if (clang_EvalResult_getKind(r) == CXEval_Float)
    v = constFloat(c, clang_EvalResult_getAsDouble(r), t);
  else if (clang_EvalResult_getKind(r) == CXEval_Int)
    v = clang_EvalResult_isUnsignedInt(r)
            ? constInt(c, (long long)clang_EvalResult_getAsUnsigned(r), t)
            : constInt(c, clang_EvalResult_getAsLongLong(r), t);
  else {
    clang_EvalResult_dispose(r);
    fail(c, e, "unsupported literal");
  }
  clang_EvalResult_dispose(r);
  return v;
}

/* The spelling of a cursor kind, for "unsupported ... (kind)" errors. */
static void cursorKindName(enum CXCursorKind k, char *buf, size_t n) {
  CXString ks = clang_getCursorKindSpelling(k);
  snprintf(buf, n, "%s", clang_getCString(ks));
  clang_disposeString(ks);
}

static Val exprAt(Ctx *c, CXCursor e) {
  enum CXCursorKind k = clang_getCursorKind(e);
  CXType ty = clang_getCursorType(e);
  switch (k) {
  case CXCursor_IntegerLiteral:
  case CXCursor_FloatingLiteral:
  case CXCursor_CharacterLiteral:
  case CXCursor_CXXBoolLiteralExpr:
    return literal(c, e);
  case CXCursor_ParenExpr:
    return expr(c, kids(e).k[0]);
  case CXCursor_UnexposedExpr:
  case CXCursor_CStyleCastExpr:
  case CXCursor_CXXStaticCastExpr:
  case CXCursor_CXXFunctionalCastExpr: {
    Kids ks = kids(e);
    if (ks.n != 1) {
      if (k == CXCursor_UnexposedExpr && ks.n == 0)
        fail(c, e, "unsupported expression");
      if (ks.n == 2 && k == CXCursor_CStyleCastExpr)
        ks.k[0] = ks.k[1]; /* (T) with a type ref child first */
      else if (ks.n != 1)
        fail(c, e, "unsupported expression");
    }
    CXCursor sub = ks.k[ks.n - 1];
    Val v = expr(c, sub);
    if (isPtrType(ty)) {
      if (!v.isPtr)
        fail(c, e, "conversion of an integer to a pointer");
      Sc pt = arrayScalar(clang_getPointeeType(canon(ty)));
      if (canon(ty).kind == CXType_Pointer && pt.kind != v.t.kind)
        fail(c, e, "pointer casts between element types are not supported");
      if (canon(ty).kind == CXType_Pointer && pt.bits != v.t.bits)
        fail(c, e, "pointer casts between element types are not supported");
      return v;
    }
    if (canon(ty).kind == CXType_Void)
      return v;
    Sc t = scalarOf(ty);
    if (t.kind == SC_VOID) {
      char tn[96];
      fail(c, e, "unsupported type '%s' in device code",
           typeSpelling(ty, tn, sizeof tn));
    }
    return convert(c, v, t, e);
  }
  case CXCursor_DeclRefExpr:
    return declRef(c, e);
  case CXCursor_MemberRefExpr: {
    Val v = builtinVar(c, e);
    if (v.t.kind != SC_VOID)
      return v;
    LV lv = memberLV(c, e);
    if (lv.var >= 0)
      return c->vars[lv.var].val;
    if (canon(ty).kind == CXType_ConstantArray ||
        canon(ty).kind == CXType_Record)
      return lv.mem; /* an array or struct field: its address */
    return load(c, lv.mem);
  }
  case CXCursor_ArraySubscriptExpr: {
    LV lv = lvalue(c, e);
    if (canon(ty).kind == CXType_ConstantArray ||
        canon(ty).kind == CXType_Record)
      return lv.mem; /* a row of a multi-dimensional array, a struct */
    if (isPtrType(ty))
      fail(c, e, "arrays of pointers are not supported");
    return load(c, lv.mem);
  }
  case CXCursor_BinaryOperator:
  case CXCursor_CompoundAssignOperator:
    return binary(c, e);
  case CXCursor_UnaryOperator:
    return unary(c, e);
  case CXCursor_ConditionalOperator: {
    Kids ks = kids(e);
    Sc t = scalarOf(ty);
    if (t.kind == SC_VOID)
      fail(c, e, "conditional operator of non-scalar type");
    Val cond = convert(c, expr(c, ks.k[0]), kBool, ks.k[0]);
    Pair p = {ks.k[1], ks.k[2], t};
    return emitIf(c, cond.v, regionExprAs, &p, regionExprAsB, &p, t);
  }
  case CXCursor_CallExpr:
    return callExpr(c, e);
  case CXCursor_UnaryExpr: {
    /* sizeof / alignof: constant. */
    CXEvalResult r = clang_Cursor_Evaluate(e);
    if (r && clang_EvalResult_getKind(r) == CXEval_Int) {
      long long v = (long long)clang_EvalResult_getAsUnsigned(r);
      clang_EvalResult_dispose(r);
      return constInt(c, v, scalarOf(ty));
    }
    if (r)
      clang_EvalResult_dispose(r);
    fail(c, e, "unsupported expression");
  }
  default: {
    char buf[64];
    cursorKindName(k, buf, sizeof buf);
    fail(c, e, "unsupported expression (%s) in device code", buf);
  }
  }
}

static Val expr(Ctx *c, CXCursor e) {
  char saved[sizeof c->loc];
  memcpy(saved, c->loc, sizeof saved);
  setLoc(c, e);
  Val v = exprAt(c, e);
  memcpy(c->loc, saved, sizeof saved);
  return v;
}

/*===---------------------------- calls -----------------------------------===*/

typedef struct MathFn {
  const char *name;
  const char *op;
  int args;
} MathFn;

/* CUDA math functions with a math/arith equivalent (float and double). */
static const MathFn kMath[] = {
    {"sqrtf", "math.sqrt", 1},    {"sqrt", "math.sqrt", 1},
    {"rsqrtf", "math.rsqrt", 1},  {"rsqrt", "math.rsqrt", 1},
    {"expf", "math.exp", 1},      {"exp", "math.exp", 1},
    {"__expf", "math.exp", 1},    {"exp2f", "math.exp2", 1},
    {"exp2", "math.exp2", 1},     {"logf", "math.log", 1},
    {"log", "math.log", 1},       {"__logf", "math.log", 1},
    {"log2f", "math.log2", 1},    {"log2", "math.log2", 1},
    {"__log2f", "math.log2", 1},  {"__log10f", "math.log10", 1},
    {"log10f", "math.log10", 1},  {"log10", "math.log10", 1},
    {"__tanf", "math.tan", 1},
    {"sinf", "math.sin", 1},      {"sin", "math.sin", 1},
    {"__sinf", "math.sin", 1},    {"cosf", "math.cos", 1},
    {"cos", "math.cos", 1},       {"__cosf", "math.cos", 1},
    {"tanf", "math.tan", 1},      {"tan", "math.tan", 1},
    {"tanhf", "math.tanh", 1},    {"tanh", "math.tanh", 1},
    {"atanf", "math.atan", 1},    {"atan", "math.atan", 1},
    {"fabsf", "math.absf", 1},    {"fabs", "math.absf", 1},
    {"floorf", "math.floor", 1},  {"floor", "math.floor", 1},
    {"ceilf", "math.ceil", 1},    {"ceil", "math.ceil", 1},
    {"truncf", "math.trunc", 1},  {"trunc", "math.trunc", 1},
    {"roundf", "math.round", 1},  {"round", "math.round", 1},
    {"erff", "math.erf", 1},      {"erf", "math.erf", 1},
    {"powf", "math.powf", 2},     {"pow", "math.powf", 2},
    {"__powf", "math.powf", 2},   {"atan2f", "math.atan2", 2},
    {"atan2", "math.atan2", 2},   {"fminf", "arith.minnumf", 2},
    {"fmin", "arith.minnumf", 2}, {"fmaxf", "arith.maxnumf", 2},
    {"fmax", "arith.maxnumf", 2}, {"__fdividef", "arith.divf", 2},
    {"fmaf", "math.fma", 3},      {"fma", "math.fma", 3},
};

static Val callMath(Ctx *c, CXCursor e, const MathFn *m) {
  Sc t = scalarOf(clang_getCursorType(e));
  if (t.kind != SC_FLOAT)
    fail(c, e, "math function on a non-floating-point type");
  Val a[3];
  for (int i = 0; i < m->args; i++)
    a[i] = convert(c, expr(c, clang_Cursor_getArgument(e, (unsigned)i)), t, e);
  char n[NAME], tb[16];
  fresh(c, n);
  if (m->args == 1)
    emit(c, "%s = %s %s : %s", n, m->op, a[0].v, scName(t, tb));
  else if (m->args == 2)
    emit(c, "%s = %s %s, %s : %s", n, m->op, a[0].v, a[1].v, scName(t, tb));
  else
    emit(c, "%s = %s %s, %s, %s : %s", n, m->op, a[0].v, a[1].v, a[2].v,
         scName(t, tb));
  return scalar(n, t);
}

/* min/max/abs overloads of the CUDA headers, for integers and floats. */
static Val callMinMax(Ctx *c, CXCursor e, int isMax) {
  Sc t = scalarOf(clang_getCursorType(e));
  Val a = convert(c, expr(c, clang_Cursor_getArgument(e, 0)), t, e);
  Val b = convert(c, expr(c, clang_Cursor_getArgument(e, 1)), t, e);
  const char *op = t.kind == SC_FLOAT ? (isMax ? "maxnumf" : "minnumf")
                   : t.sign           ? (isMax ? "maxsi" : "minsi")
                                      : (isMax ? "maxui" : "minui");
  char n[NAME], tb[16];
  fresh(c, n);
  emit(c, "%s = arith.%s %s, %s : %s", n, op, a.v, b.v, scName(t, tb));
  return scalar(n, t);
}

static Val callAtomic(Ctx *c, CXCursor e, const char *name) {
  int nargs = clang_Cursor_getNumArguments(e);
  Val p = expr(c, clang_Cursor_getArgument(e, 0));
  if (!p.isPtr)
    fail(c, e, "%s needs a pointer into an array", name);
  Sc t = p.t;
  char n[NAME], tb[16];
  scName(t, tb);
  if (!strcmp(name, "atomicCAS")) {
    if (nargs != 3)
      fail(c, e, "atomicCAS takes 3 arguments");
    if (t.kind != SC_INT)
      fail(c, e, "atomicCAS on a non-integer type");
    Val cmp = convert(c, expr(c, clang_Cursor_getArgument(e, 1)), t, e);
    Val nv = convert(c, expr(c, clang_Cursor_getArgument(e, 2)), t, e);
    char cur[NAME], eq[NAME], sel[NAME];
    fresh(c, n);
    fresh(c, cur);
    fresh(c, eq);
    fresh(c, sel);
    emit(c, "%s = memref.generic_atomic_rmw %s[%s] : %s {", n, p.base, p.v,
         p.mty);
    emit(c, "^bb0(%s: %s):", cur, tb);
    emit(c, "  %s = arith.cmpi eq, %s, %s : %s", eq, cur, cmp.v, tb);
    emit(c, "  %s = arith.select %s, %s, %s : %s", sel, eq, nv.v, cur, tb);
    emit(c, "  memref.atomic_yield %s : %s", sel, tb);
    emit(c, "}");
    return scalar(n, t);
  }
  if (nargs != 2)
    fail(c, e, "%s takes 2 arguments", name);
  Val v = convert(c, expr(c, clang_Cursor_getArgument(e, 1)), t, e);
  const char *kind = NULL;
  int f = t.kind == SC_FLOAT;
  if (!strcmp(name, "atomicAdd"))
    kind = f ? "addf" : "addi";
  else if (!strcmp(name, "atomicSub") && !f) {
    Val z = constInt(c, 0, t);
    char neg[NAME];
    fresh(c, neg);
    emit(c, "%s = arith.subi %s, %s : %s", neg, z.v, v.v, tb);
    v = scalar(neg, t);
    kind = "addi";
  } else if (!strcmp(name, "atomicExch"))
    kind = "assign";
  else if (!strcmp(name, "atomicMax"))
    kind = f ? "maxnumf" : t.sign ? "maxs" : "maxu";
  else if (!strcmp(name, "atomicMin"))
    kind = f ? "minnumf" : t.sign ? "mins" : "minu";
  else if (!strcmp(name, "atomicAnd") && !f)
    kind = "andi";
  else if (!strcmp(name, "atomicOr") && !f)
    kind = "ori";
  else if (!strcmp(name, "atomicXor") && !f)
    kind = "xori";
  if (!kind)
    fail(c, e, "unsupported atomic '%s'", name);
  if (!strcmp(kind, "xori")) {
    /* No xori kind in memref.atomic_rmw: a generic read-modify-write. */
    char cur[NAME], x[NAME];
    fresh(c, n);
    fresh(c, cur);
    fresh(c, x);
    emit(c, "%s = memref.generic_atomic_rmw %s[%s] : %s {", n, p.base, p.v,
         p.mty);
    emit(c, "^bb0(%s: %s):", cur, tb);
    emit(c, "  %s = arith.xori %s, %s : %s", x, cur, v.v, tb);
    emit(c, "  memref.atomic_yield %s : %s", x, tb);
    emit(c, "}");
    return scalar(n, t);
  }
  fresh(c, n);
  emit(c, "%s = memref.atomic_rmw %s %s, %s[%s] : (%s, %s) -> %s", n, kind,
       v.v, p.base, p.v, tb, p.mty, tb);
  return scalar(n, t);
}

static void fnBody(Ctx *c, CXCursor body);
static void structValues(Ctx *c, CXCursor e, const Fields *fs, Val *vals);

static Val callInline(Ctx *c, CXCursor e, CXCursor fdecl) {
  CXCursor def = clang_getCursorDefinition(fdecl);
  char name[128];
  cursorSpelling(fdecl, name, sizeof name);
  if (clang_Cursor_isNull(def))
    fail(c, e, "call to '%s', which has no definition here (only __device__ "
               "functions defined in this file can be called)",
         name);
  if (!hasAttr(def, CXCursor_CUDADeviceAttr))
    fail(c, e, "call to '%s', which is not a __device__ function", name);
  for (Fn *f = c->fn; f; f = f->parent)
    if (clang_equalCursors(f->decl, def))
      fail(c, e, "recursive call to '%s' (device functions are inlined)",
           name);
  int nargs = clang_Cursor_getNumArguments(e);
  if (nargs != clang_Cursor_getNumArguments(def))
    fail(c, e, "call to '%s' with default or variadic arguments", name);
  Val args[32];
  Val *sargs[32] = {0};
  Fields sfs[32];
  if (nargs > 32)
    fail(c, e, "too many arguments");
  for (int i = 0; i < nargs; i++) {
    CXCursor p = clang_Cursor_getArgument(def, (unsigned)i);
    CXType pt = clang_getCursorType(p);
    if (structFields(pt, &sfs[i])) {
      sargs[i] = tmalloc(sizeof(Val) * 32);
      structValues(c, clang_Cursor_getArgument(e, (unsigned)i), &sfs[i],
                   sargs[i]);
      continue;
    }
    Val a = expr(c, clang_Cursor_getArgument(e, (unsigned)i));
    if (canon(pt).kind == CXType_LValueReference ||
        canon(pt).kind == CXType_RValueReference)
      fail(c, p, "reference parameters are not supported");
    if (canon(pt).kind == CXType_Pointer) {
      if (!a.isPtr)
        fail(c, e, "pointer argument expected");
      args[i] = a;
    } else {
      Sc s = scalarOf(pt);
      if (s.kind == SC_VOID)
        fail(c, p, "unsupported parameter type");
      args[i] = convert(c, a, s, e);
    }
  }
  int base = c->numVars;
  Fn fn;
  memset(&fn, 0, sizeof fn);
  fn.decl = def;
  fn.parent = c->fn;
  fn.retTy = scalarOf(clang_getResultType(clang_getCursorType(def)));
  if (fn.retTy.kind == SC_VOID &&
      canon(clang_getResultType(clang_getCursorType(def))).kind !=
          CXType_Void)
    fail(c, def, "unsupported return type");
  fn.ret = addFlag(c);
  fn.retVal = -1;
  if (fn.retTy.kind != SC_VOID)
    fn.retVal = addVar(c, clang_getNullCursor(), VAR_SSA,
                       fn.retTy.kind == SC_FLOAT ? constFloat(c, 0, fn.retTy)
                                                 : constInt(c, 0, fn.retTy));
  for (int i = 0; i < nargs; i++) {
    if (sargs[i]) {
      addStructVar(c, clang_Cursor_getArgument(def, (unsigned)i), &sfs[i],
                   sargs[i]);
      tfree(sargs[i]);
      continue;
    }
    addVar(c, clang_Cursor_getArgument(def, (unsigned)i),
           args[i].isPtr ? VAR_PTR : VAR_SSA, args[i]);
  }
  c->fn = &fn;
  Kids ks = kids(def);
  CXCursor body = clang_getNullCursor();
  for (int i = 0; i < ks.n && i < 16; i++)
    if (clang_getCursorKind(ks.k[i]) == CXCursor_CompoundStmt)
      body = ks.k[i];
  if (clang_Cursor_isNull(body))
    fail(c, def, "function body not found");
  fnBody(c, body);
  c->fn = fn.parent;
  Val r = fn.retVal >= 0 ? c->vars[fn.retVal].val : scalar("", fn.retTy);
  c->numVars = base;
  return r;
}

/* Strips parentheses and one-child implicit conversions (of a struct
 * value: `const T &` binding). */
static CXCursor stripStruct(CXCursor cur) {
  for (;;) {
    enum CXCursorKind k = clang_getCursorKind(cur);
    Kids ks = kids(cur);
    if ((k != CXCursor_ParenExpr && k != CXCursor_UnexposedExpr) || ks.n != 1)
      return cur;
    cur = ks.k[0];
  }
}

/* `a = b` on structs (the implicit copy assignment): into a struct variable,
 * its fields from b (a variable, {...} or a struct in memory); into memory,
 * b's scalars stored one by one (copied from memory: Layout's scalars). */
static Val assignStruct(Ctx *c, CXCursor e) {
  CXCursor lhs = stripStruct(clang_Cursor_getArgument(e, 0));
  CXCursor rhs = stripStruct(clang_Cursor_getArgument(e, 1));
  CXType st = canon(clang_getCursorType(lhs));
  Fields fs;
  int isFields = structFields(st, &fs);
  if (clang_getCursorKind(lhs) == CXCursor_DeclRefExpr && isFields &&
      findField(c, clang_getCursorReferenced(lhs), fs.f[0]) >= 0) {
    Val vals[32];
    CXCursor d = clang_getCursorReferenced(lhs);
    structValues(c, rhs, &fs, vals);
    for (int i = 0; i < fs.n; i++) {
      Var *v = &c->vars[findField(c, d, fs.f[i])];
      v->val = convert(c, vals[i], v->val.t, e);
    }
    return scalar("", (Sc){SC_VOID, 0, 0});
  }
  LV dst = lvalue(c, lhs);
  Layout l = layoutOf(st);
  if (dst.var >= 0 || !l.ok)
    fail(c, e, "struct assignment is only supported for struct variables "
               "and structs in memory of one scalar type");
  int rhsVar = clang_getCursorKind(rhs) == CXCursor_DeclRefExpr && isFields &&
               findField(c, clang_getCursorReferenced(rhs), fs.f[0]) >= 0;
  if (rhsVar || clang_getCursorKind(rhs) == CXCursor_InitListExpr) {
    Val vals[32];
    if (!isFields)
      fail(c, e, "unsupported struct assignment");
    structValues(c, rhs, &fs, vals);
    for (int i = 0; i < fs.n; i++) {
      char fname[128];
      cursorSpelling(fs.f[i], fname, sizeof fname);
      long long off = clang_Type_getOffsetOf(st, fname) / l.t.bits;
      store(c, ptrAdd(c, dst.mem, constInt(c, off, scInt(64, 1)), 1, 0, e),
            convert(c, vals[i], l.t, e));
    }
    return scalar("", (Sc){SC_VOID, 0, 0});
  }
  LV src = lvalue(c, rhs);
  if (src.var >= 0)
    fail(c, e, "unsupported struct assignment");
  for (long long k = 0; k < l.n; k++) {
    Val i = constInt(c, k, scInt(64, 1));
    store(c, ptrAdd(c, dst.mem, i, 1, 0, e),
          load(c, ptrAdd(c, src.mem, i, 1, 0, e)));
  }
  return scalar("", (Sc){SC_VOID, 0, 0});
}

static Val callExpr(Ctx *c, CXCursor e) {
  CXCursor f = clang_getCursorReferenced(e);
  char name[128];
  cursorSpelling(f, name, sizeof name);
  if (clang_Cursor_isNull(f) || !name[0])
    fail(c, e, "unsupported call (function pointers, constructors)");
  if (!strcmp(name, "operator=") && clang_CXXMethod_isDefaulted(f) &&
      clang_Cursor_getNumArguments(e) == 2)
    return assignStruct(c, e);
  if (!strncmp(name, "operator", 8))
    fail(c, e, "operators on structs (%s) are not supported", name);
  if (!strcmp(name, "__syncthreads")) {
    if (c->inputForm)
      emit(c, "stitch.barrier %%tid_x, %%tid_y, %%tid_z");
    else
      emit(c, "gpu.barrier");
    return scalar("", (Sc){SC_VOID, 0, 0});
  }
  if (!strncmp(name, "atomic", 6))
    return callAtomic(c, e, name);
  if (!strcmp(name, "min") || !strcmp(name, "max") || !strcmp(name, "umin") ||
      !strcmp(name, "umax") || !strcmp(name, "llmin") ||
      !strcmp(name, "llmax"))
    return callMinMax(c, e, strstr(name, "max") != NULL);
  if (!strcmp(name, "abs") || !strcmp(name, "labs") || !strcmp(name, "llabs")) {
    Sc t = scalarOf(clang_getCursorType(e));
    Val a = convert(c, expr(c, clang_Cursor_getArgument(e, 0)), t, e);
    char n[NAME], tb[16];
    fresh(c, n);
    emit(c, "%s = math.%s %s : %s", n, t.kind == SC_FLOAT ? "absf" : "absi",
         a.v, scName(t, tb));
    return scalar(n, t);
  }
  for (size_t i = 0; i < sizeof kMath / sizeof kMath[0]; i++)
    if (!strcmp(name, kMath[i].name))
      return callMath(c, e, &kMath[i]);
  if (clang_Location_isInSystemHeader(clang_getCursorLocation(f)))
    fail(c, e, "call to unsupported CUDA function '%s'", name);
  return callInline(c, e, f);
}

/*===---------------------------- statements -----------------------------===*/

/* OR of the flags that skip the rest of the current block. */
static int exitFlag(Ctx *c, char out[NAME], int withCont) {
  int flags[3], n = 0;
  flags[n++] = c->fn->ret;
  if (c->fn->numLoops) {
    Loop *l = &c->fn->loops[c->fn->numLoops - 1];
    if (l->brk >= 0)
      flags[n++] = l->brk;
    if (withCont && l->cont >= 0)
      flags[n++] = l->cont;
  }
  snprintf(out, NAME, "%s", c->vars[flags[0]].val.v);
  for (int i = 1; i < n; i++) {
    char r[NAME];
    fresh(c, r);
    emit(c, "%s = arith.ori %s, %s : i1", r, out, c->vars[flags[i]].val.v);
    snprintf(out, NAME, "%s", r);
  }
  return n;
}

typedef struct Seq {
  CXCursor *stmts;
  int n;
} Seq;

static Val regionSeq(Ctx *c, void *arg);

/* Statements in order; after one that may exit, the rest runs under
 * scf.if(!exit flags). */
static void seq(Ctx *c, CXCursor *stmts, int n) {
  for (int i = 0; i < n; i++) {
    stmt(c, stmts[i]);
    Scan s = exitsOf(stmts[i]);
    if (i + 1 < n && (s.brk || s.cont || s.ret)) {
      char f[NAME];
      exitFlag(c, f, 1);
      Val go = notBool(c, scalar(f, kBool));
      Seq rest = {stmts + i + 1, n - i - 1};
      emitIf(c, go.v, regionSeq, &rest, NULL, NULL, (Sc){SC_VOID, 0, 0});
      return;
    }
  }
}

static Val regionSeq(Ctx *c, void *arg) {
  Seq *s = arg;
  seq(c, s->stmts, s->n);
  return scalar("", (Sc){SC_VOID, 0, 0});
}

typedef struct CursorList {
  CXCursor *k;
  int n, cap;
} CursorList;

static enum CXChildVisitResult collectAll(CXCursor cur, CXCursor parent,
                                          CXClientData data) {
  (void)parent;
  CursorList *l = data;
  if (l->n == l->cap) {
    l->cap = l->cap ? 2 * l->cap : 16;
    l->k = trealloc(l->k, sizeof(CXCursor) * (size_t)l->cap);
    if (!l->k)
      abort();
  }
  l->k[l->n++] = cur;
  return CXChildVisit_Continue;
}

static void block(Ctx *c, CXCursor s) {
  int base = c->numVars;
  if (clang_getCursorKind(s) == CXCursor_CompoundStmt) {
    CursorList l = {0};
    clang_visitChildren(s, collectAll, &l);
    /* The list outlives longjmp only as a leak on the error path. */
    seq(c, l.k, l.n);
    tfree(l.k);
  } else {
    seq(c, &s, 1);
  }
  c->numVars = base;
}

static Val regionBlock(Ctx *c, void *arg) {
  block(c, *(CXCursor *)arg);
  return scalar("", (Sc){SC_VOID, 0, 0});
}

static void fnBody(Ctx *c, CXCursor body) { block(c, body); }

/* The field values of a struct-valued expression: a struct variable, maybe
 * behind implicit casts or a (trivial) copy construction. */
/* A default construction that does nothing: a call of an implicit or
 * `= default` constructor without arguments (a user-written constructor
 * would have effects this translator does not run). */
static int defaultConstruction(CXCursor e) {
  if (clang_getCursorKind(e) != CXCursor_CallExpr || kids(e).n)
    return 0;
  CXCursor ctor = clang_getCursorReferenced(e);
  return clang_Cursor_isNull(ctor) ||
         clang_getCursorKind(ctor) != CXCursor_Constructor ||
         clang_CXXMethod_isDefaulted(ctor);
}

static void structValues(Ctx *c, CXCursor e, const Fields *fs, Val *vals) {
  CXCursor s = e;
  for (;;) {
    enum CXCursorKind k = clang_getCursorKind(s);
    Kids ks = kids(s);
    if ((k == CXCursor_UnexposedExpr || k == CXCursor_ParenExpr ||
         k == CXCursor_CallExpr) &&
        ks.n == 1)
      s = ks.k[0];
    else
      break;
  }
  if (clang_getCursorKind(s) == CXCursor_CallExpr && !kids(s).n) {
    if (!defaultConstruction(s))
      fail(c, e, "structs with constructors are not supported");
    /* default construction (`P p;`): zeros, like an absent initializer */
    for (int i = 0; i < fs->n; i++) {
      Sc t = scalarOf(clang_getCursorType(fs->f[i]));
      vals[i] = t.kind == SC_FLOAT ? constFloat(c, 0, t) : constInt(c, 0, t);
    }
    return;
  }
  if (clang_getCursorKind(s) == CXCursor_InitListExpr) {
    Kids ks = kids(s);
    if (ks.n > fs->n || ks.n > 16)
      fail(c, e, "unsupported struct initializer");
    for (int i = 0; i < fs->n; i++) {
      Sc t = scalarOf(clang_getCursorType(fs->f[i]));
      vals[i] = i < ks.n ? convert(c, expr(c, ks.k[i]), t, ks.k[i])
                : t.kind == SC_FLOAT ? constFloat(c, 0, t)
                                     : constInt(c, 0, t);
    }
    return;
  }
  enum CXCursorKind sk = clang_getCursorKind(s);
  CXType st = canon(clang_getCursorType(s));
  if (sk == CXCursor_ArraySubscriptExpr || sk == CXCursor_MemberRefExpr ||
      sk == CXCursor_UnaryOperator ||
      (sk == CXCursor_DeclRefExpr && findVar(c, clang_getCursorReferenced(s)) >= 0 &&
       c->vars[findVar(c, clang_getCursorReferenced(s))].kind == VAR_MEM_SCALAR)) {
    /* a struct in memory (a[i], p->s, *p, a __shared__ struct): its fields
     * loaded one by one */
    LV lv = lvalue(c, s);
    Layout l = layoutOf(st);
    if (lv.var >= 0 || !l.ok)
      fail(c, e, "unsupported struct value");
    for (int i = 0; i < fs->n; i++) {
      char fname[128];
      cursorSpelling(fs->f[i], fname, sizeof fname);
      long long off = clang_Type_getOffsetOf(st, fname) / l.t.bits;
      vals[i] = load(c, ptrAdd(c, lv.mem, constInt(c, off, scInt(64, 1)), 1,
                               0, e));
    }
    return;
  }
  if (sk != CXCursor_DeclRefExpr)
    fail(c, e, "struct values must be struct variables, {...} lists or "
               "structs in memory");
  CXCursor d = clang_getCursorReferenced(s);
  for (int i = 0; i < fs->n; i++) {
    int v = findField(c, d, fs->f[i]);
    if (v < 0)
      fail(c, e, "unsupported struct value");
    vals[i] = c->vars[v].val;
  }
}

static void varDecl(Ctx *c, CXCursor d) {
  CXType t = clang_getCursorType(d);
  CXType ct = canon(t);
  char name[64];
  cursorSpelling(d, name, sizeof name);
  enum CX_StorageClass sc = clang_Cursor_getStorageClass(d);
  CXCursor init = clang_Cursor_getVarDeclInitializer(d);
  int shared = hasAttr(d, CXCursor_CUDASharedAttr);
  if (sc == CX_SC_Extern && shared) {
    /* All extern __shared__ arrays of a kernel are the launch's dynamic
     * shared memory (one buffer, offset 0). */
    Sc s = arrayScalar(clang_getArrayElementType(ct));
    if (ct.kind != CXType_IncompleteArray || s.kind == SC_VOID || s.bits == 1)
      fail(c, d, "extern __shared__ must be an array of scalars (T name[])");
    if (!c->inputForm)
      fail(c, d, "extern __shared__ is only supported in a kernel's own body");
    if (s.kind != c->dynElem.kind || s.bits != c->dynElem.bits)
      fail(c, d, "extern __shared__ arrays of different element types (they "
                 "alias) are not supported");
    char tb[16];
    Val v;
    memset(&v, 0, sizeof v);
    v.isPtr = 1;
    v.t = s;
    snprintf(v.v, NAME, "%%c0");
    snprintf(v.base, NAME, "%%dynsh");
    snprintf(v.mty, MTY, "memref<?x%s>", scName(s, tb));
    addVar(c, d, VAR_MEM_ARRAY, v);
    return;
  }
  if (!shared && (sc == CX_SC_Static || sc == CX_SC_Extern))
    fail(c, d, "static or extern local variable '%s' is not supported", name);
  Fields fs;
  if (!shared && structFields(t, &fs)) {
    Val vals[32];
    if (clang_Cursor_isNull(init)) {
      for (int i = 0; i < fs.n; i++) {
        Sc ft = scalarOf(clang_getCursorType(fs.f[i]));
        vals[i] = ft.kind == SC_FLOAT ? constFloat(c, 0, ft) : constInt(c, 0, ft);
      }
    } else {
      structValues(c, init, &fs, vals);
    }
    addStructVar(c, d, &fs, vals);
    return;
  }
  if (shared || ct.kind == CXType_ConstantArray) {
    Sc s = arrayScalar(t);
    if (s.kind == SC_VOID) {
      char tn[96];
      fail(c, d, "unsupported array element type in '%s'",
           typeSpelling(t, tn, sizeof tn));
    }
    /* an array of structs has an implicit (trivial) default construction */
    if (!clang_Cursor_isNull(init) && !defaultConstruction(init))
      fail(c, d, "initialized arrays are not supported");
    char tb[16];
    Val v;
    memset(&v, 0, sizeof v);
    v.isPtr = 1;
    v.t = s;
    snprintf(v.v, NAME, "%%c0");
    if (shared && c->inputForm) {
      snprintf(v.base, NAME, "%%sh%d", c->numShared++);
      snprintf(v.mty, MTY, "memref<%lldx%s>", scalarCount(t), memName(s, tb));
      bufAppend(&c->allocas, "    %s = memref.alloca() : %s\n", v.base,
                v.mty);
    } else if (shared) {
      snprintf(v.base, NAME, "%%sh%d", c->numShared++);
      snprintf(v.mty, MTY, "memref<%lldx%s, #gpu.address_space<workgroup>>",
               scalarCount(t), memName(s, tb));
      bufAppend(&c->attribs, "%s%s : %s", c->attribs.n ? ", " : "", v.base,
                v.mty);
    } else {
      fresh(c, v.base);
      snprintf(v.mty, MTY, "memref<%lldx%s>", scalarCount(t), memName(s, tb));
      emit(c, "%s = memref.alloca() : %s", v.base, v.mty);
    }
    addVar(c, d,
           ct.kind == CXType_ConstantArray ? VAR_MEM_ARRAY : VAR_MEM_SCALAR,
           v);
    return;
  }
  if (ct.kind == CXType_Pointer) {
    if (clang_Cursor_isNull(init))
      fail(c, d, "pointer variable '%s' must be initialized", name);
    Val v = expr(c, init);
    if (!v.isPtr)
      fail(c, init, "pointer initialized from a non-pointer");
    addVar(c, d, VAR_PTR, v);
    return;
  }
  Sc s = scalarOf(t);
  if (s.kind == SC_VOID) {
    char tn[96];
    fail(c, d, "unsupported type '%s' for local variable '%s'",
         typeSpelling(t, tn, sizeof tn), name);
  }
  Val v;
  if (clang_Cursor_isNull(init))
    v = s.kind == SC_FLOAT ? constFloat(c, 0, s) : constInt(c, 0, s);
  else
    v = convert(c, expr(c, init), s, init);
  addVar(c, d, VAR_SSA, v);
}

/* A counted loop `for (int i = a; i < b; i += C)` (C > 0 constant, also
 * `<=`, `++i`, `i++`), i and b's operands not assigned in the body, no
 * break or return: scf.for. Returns 0 when the loop is not of this form. */
typedef struct Counted {
  CXCursor var, lb, ub, body;
  int inclusive;
  long long step;
} Counted;

static int pureBound(Ctx *c, CXCursor e, const char *mark) {
  CXCursor s = stripParens(e);
  enum CXCursorKind k = clang_getCursorKind(s);
  if (k == CXCursor_IntegerLiteral)
    return 1;
  if (k == CXCursor_DeclRefExpr) {
    int i = findVar(c, clang_getCursorReferenced(s));
    return i >= 0 && !mark[i] &&
           (c->vars[i].kind == VAR_SSA);
  }
  if (k == CXCursor_MemberRefExpr) {
    Kids ks = kids(s);
    char n[32];
    return ks.n == 1 && clang_getCursorKind(ks.k[0]) == CXCursor_DeclRefExpr &&
           (!strcmp(cursorSpelling(ks.k[0], n, sizeof n), "blockDim") ||
            !strcmp(n, "gridDim") || !strcmp(n, "blockIdx") ||
            !strcmp(n, "threadIdx"));
  }
  if (k == CXCursor_BinaryOperator) {
    enum CXBinaryOperatorKind op = clang_getCursorBinaryOperatorKind(s);
    if (op > CXBinaryOperator_Xor)
      return 0;
    Kids ks = kids(s);
    return ks.n == 2 && pureBound(c, ks.k[0], mark) &&
           pureBound(c, ks.k[1], mark);
  }
  if (k == CXCursor_UnexposedExpr || k == CXCursor_ParenExpr ||
      k == CXCursor_CStyleCastExpr) {
    Kids ks = kids(s);
    return ks.n >= 1 && scalarOf(clang_getCursorType(s)).kind == SC_INT &&
           pureBound(c, ks.k[ks.n - 1], mark);
  }
  return 0;
}

static int countedFor(Ctx *c, Kids ks, Counted *out, const char *mark) {
  if (ks.n != 4 || clang_getCursorKind(ks.k[0]) != CXCursor_DeclStmt)
    return 0;
  Kids d = kids(ks.k[0]);
  if (d.n != 1 || clang_getCursorKind(d.k[0]) != CXCursor_VarDecl)
    return 0;
  CXCursor var = d.k[0];
  Sc vt = scalarOf(clang_getCursorType(var));
  if (vt.kind != SC_INT || vt.bits < 32)
    return 0;
  CXCursor init = clang_Cursor_getVarDeclInitializer(var);
  if (clang_Cursor_isNull(init))
    return 0;
  /* cond: var < ub or var <= ub */
  CXCursor cond = stripParens(ks.k[1]);
  if (clang_getCursorKind(cond) != CXCursor_BinaryOperator)
    return 0;
  enum CXBinaryOperatorKind op = clang_getCursorBinaryOperatorKind(cond);
  if (op != CXBinaryOperator_LT && op != CXBinaryOperator_LE)
    return 0;
  Kids cs = kids(cond);
  CXCursor lhs = stripParens(cs.k[0]);
  if (clang_getCursorKind(lhs) != CXCursor_DeclRefExpr ||
      !clang_equalCursors(clang_getCursorReferenced(lhs), var))
    return 0;
  /* The comparison must be in the variable's own type. */
  if (!clang_equalTypes(canon(clang_getCursorType(cs.k[0])),
                        canon(clang_getCursorType(var))))
    return 0;
  /* inc */
  CXCursor inc = stripParens(ks.k[2]);
  long long step = 0;
  Kids is = kids(inc);
  if (clang_getCursorKind(inc) == CXCursor_UnaryOperator) {
    enum CXUnaryOperatorKind u = clang_getCursorUnaryOperatorKind(inc);
    if (u == CXUnaryOperator_PostInc || u == CXUnaryOperator_PreInc)
      step = 1;
  } else if (clang_getCursorKind(inc) == CXCursor_CompoundAssignOperator &&
             clang_getCursorBinaryOperatorKind(inc) ==
                 CXBinaryOperator_AddAssign &&
             is.n == 2) {
    CXCursor s = stripParens(is.k[1]);
    while (clang_getCursorKind(s) == CXCursor_UnexposedExpr &&
           kids(s).n == 1)
      s = kids(s).k[0];
    if (clang_getCursorKind(s) == CXCursor_IntegerLiteral) {
      CXEvalResult r = clang_Cursor_Evaluate(s);
      if (r) {
        step = clang_EvalResult_getAsLongLong(r);
        clang_EvalResult_dispose(r);
      }
    }
  }
  if (step <= 0)
    return 0;
  if (is.n >= 1) {
    CXCursor v = stripParens(is.k[0]);
    if (clang_getCursorKind(v) != CXCursor_DeclRefExpr ||
        !clang_equalCursors(clang_getCursorReferenced(v), var))
      return 0;
  }
  /* body must not assign var (the loop var is not yet in the table: scan
   * by hand), nor break/return */
  Scan s = exitsOf(ks.k[3]);
  if (s.brk || s.ret)
    return 0;
  if (!pureBound(c, cs.k[1], mark))
    return 0;
  out->var = var;
  out->lb = init;
  out->ub = cs.k[1];
  out->body = ks.k[3];
  out->inclusive = op == CXBinaryOperator_LE;
  out->step = step;
  return 1;
}

static int bodyAssigns(Ctx *c, CXCursor body, CXCursor var) {
  int base = c->numVars;
  int i = addVar(c, var, VAR_SSA, scalar("", scInt(32, 1)));
  char *mark = tcalloc((size_t)c->numVars, 1);
  markAssigned(c, body, mark);
  int r = mark[i];
  tfree(mark);
  c->numVars = base;
  return r;
}

/* Header and body of a loop with `carry` carried variables. */
static void carriedTypes(Ctx *c, const int *carry, int n, Buf *types) {
  char tb[16];
  for (int i = 0; i < n; i++)
    bufAppend(types, "%s%s", i ? ", " : "", varType(&c->vars[carry[i]], tb));
}

static void carriedVals(Ctx *c, const int *carry, int n, Buf *vals) {
  for (int i = 0; i < n; i++)
    bufAppend(vals, "%s%s", i ? ", " : "", c->vars[carry[i]].val.v);
}

static void loopBody(Ctx *c, CXCursor body, CXCursor inc, Loop *loop) {
  Fn *fn = c->fn;
  if (fn->numLoops == 64)
    fail(c, body, "loops nested too deeply");
  fn->loops[fn->numLoops++] = *loop;
  Scan s = exitsOf(body);
  int base = c->numVars;
  if (s.cont) {
    fn->loops[fn->numLoops - 1].cont = addFlag(c);
  }
  block(c, body);
  if (!clang_Cursor_isNull(inc)) {
    Scan bs = exitsOf(body);
    if (bs.brk || bs.ret) {
      char f[NAME];
      exitFlag(c, f, 0);
      Val go = notBool(c, scalar(f, kBool));
      CXCursor incStmt = inc;
      emitIf(c, go.v, regionBlock, &incStmt, NULL, NULL, (Sc){SC_VOID, 0, 0});
    } else {
      expr(c, inc);
    }
  }
  c->numVars = base;
  fn->numLoops--;
}

static void forCounted(Ctx *c, Counted *k, const char *mark, int nv) {
  int carry[256], n = 0;
  for (int i = 0; i < nv; i++)
    if (mark[i]) {
      if (n == 256)
        fail(c, k->body, "loop carries too many variables");
      carry[n++] = i;
    }
  Sc vt = scalarOf(clang_getCursorType(k->var));
  Val lbv = convert(c, expr(c, k->lb), vt, k->lb);
  Val ubv = convert(c, expr(c, k->ub), vt, k->ub);
  char lb[NAME], ub[NAME], st[NAME];
  toIndex(c, lbv, lb, k->lb);
  toIndex(c, ubv, ub, k->ub);
  if (k->inclusive) {
    char one[NAME], u2[NAME];
    constIndex(c, 1, one);
    fresh(c, u2);
    emit(c, "%s = arith.addi %s, %s : index", u2, ub, one);
    snprintf(ub, NAME, "%s", u2);
  }
  constIndex(c, k->step, st);
  char r[NAME], iv[NAME];
  fresh(c, r);
  fresh(c, iv);
  Buf types = {0}, head = {0};
  carriedTypes(c, carry, n, &types);
  for (int i = 0; i < n; i++) {
    char a[NAME];
    fresh(c, a);
    bufAppend(&head, "%s%s = %s", i ? ", " : "", a, c->vars[carry[i]].val.v);
    snprintf(c->vars[carry[i]].val.v, NAME, "%s", a);
  }
  if (n)
    emit(c, "%s:%d = scf.for %s = %s to %s step %s iter_args(%s) -> (%s) {", r,
         n, iv, lb, ub, st, head.s, types.s);
  else
    emit(c, "scf.for %s = %s to %s step %s {", iv, lb, ub, st);
  c->indent++;
  int base = c->numVars;
  char ivc[NAME], tb[16];
  fresh(c, ivc);
  emit(c, "%s = arith.index_cast %s : index to %s", ivc, iv, scName(vt, tb));
  addVar(c, k->var, VAR_SSA, scalar(ivc, vt));
  Loop loop = {-1, -1};
  loopBody(c, k->body, clang_getNullCursor(), &loop);
  c->numVars = base;
  if (n) {
    Buf vals = {0};
    carriedVals(c, carry, n, &vals);
    emit(c, "scf.yield %s : %s", vals.s, types.s);
    bufFree(&vals);
  }
  c->indent--;
  emit(c, "}");
  for (int i = 0; i < n; i++)
    snprintf(c->vars[carry[i]].val.v, NAME, "%s#%d", r, i);
  bufFree(&types);
  bufFree(&head);
}

/* General loop: scf.while. cond may be null (infinite loop, exits by break or
 * return). isDo: the body runs before the first test. */
static void whileLoop(Ctx *c, CXCursor at, CXCursor cond, CXCursor body,
                      CXCursor inc, int isDo) {
  Scan s = exitsOf(body);
  Loop loop = {-1, -1};
  if (s.brk)
    loop.brk = addFlag(c);
  int nv = c->numVars;
  char *mark = tcalloc((size_t)nv + 1, 1);
  markAssigned(c, body, mark);
  if (!clang_Cursor_isNull(cond))
    markAssigned(c, cond, mark);
  if (!clang_Cursor_isNull(inc))
    markAssigned(c, inc, mark);
  if (s.ret) {
    mark[c->fn->ret] = 1;
    if (c->fn->retVal >= 0)
      mark[c->fn->retVal] = 1;
  }
  if (loop.brk >= 0)
    mark[loop.brk] = 1;
  int carry[256], n = 0;
  for (int i = 0; i < nv; i++)
    if (mark[i]) {
      if (n == 256)
        fail(c, at, "loop carries too many variables");
      carry[n++] = i;
    }
  tfree(mark);
  Buf types = {0}, head = {0};
  carriedTypes(c, carry, n, &types);
  char r[NAME], tb[16];
  fresh(c, r);
  char args[256][NAME];
  for (int i = 0; i < n; i++) {
    fresh(c, args[i]);
    bufAppend(&head, "%s%s = %s", i ? ", " : "", args[i],
              c->vars[carry[i]].val.v);
    snprintf(c->vars[carry[i]].val.v, NAME, "%s", args[i]);
  }
  if (n)
    emit(c, "%s:%d = scf.while (%s) : (%s) -> (%s) {", r, n, head.s, types.s,
         types.s);
  else
    emit(c, "scf.while : () -> () {");
  c->indent++;
  Fn *fn = c->fn;
  if (isDo)
    loopBody(c, body, clang_getNullCursor(), &loop);
  /* go = !(ret | brk) && cond */
  Val go;
  fn->loops[fn->numLoops++] = loop;
  char f[NAME];
  int nflags = exitFlag(c, f, 0);
  fn->numLoops--;
  int flagsMayBeSet = s.brk || s.ret;
  (void)nflags;
  if (clang_Cursor_isNull(cond)) {
    go = flagsMayBeSet ? notBool(c, scalar(f, kBool)) : constInt(c, 1, kBool);
  } else if (flagsMayBeSet) {
    Val ng = notBool(c, scalar(f, kBool));
    int zero = 0;
    go = emitIf(c, ng.v, regionExprBool, &cond, regionConstBool, &zero, kBool);
  } else {
    go = convert(c, expr(c, cond), kBool, cond);
  }
  Buf vals = {0};
  carriedVals(c, carry, n, &vals);
  if (n)
    emit(c, "scf.condition(%s) %s : %s", go.v, vals.s, types.s);
  else
    emit(c, "scf.condition(%s)", go.v);
  bufFree(&vals);
  c->indent--;
  emit(c, "} do {");
  c->indent++;
  Buf bargs = {0};
  for (int i = 0; i < n; i++) {
    char a[NAME];
    fresh(c, a);
    bufAppend(&bargs, "%s%s: %s", i ? ", " : "", a,
              varType(&c->vars[carry[i]], tb));
    snprintf(c->vars[carry[i]].val.v, NAME, "%s", a);
  }
  emit(c, "^bb0(%s):", n ? bargs.s : "");
  if (!isDo)
    loopBody(c, body, inc, &loop);
  carriedVals(c, carry, n, &vals);
  if (n)
    emit(c, "scf.yield %s : %s", vals.s, types.s);
  else
    emit(c, "scf.yield");
  c->indent--;
  emit(c, "}");
  for (int i = 0; i < n; i++)
    snprintf(c->vars[carry[i]].val.v, NAME, "%s#%d", r, i);
  bufFree(&vals);
  bufFree(&bargs);
  bufFree(&types);
  bufFree(&head);
}

static unsigned offsetOf(CXSourceLocation l) {
  unsigned off;
  clang_getFileLocation(l, NULL, NULL, NULL, &off);
  return off;
}

/* libclang omits absent for-clauses from the children: the two `;` of the
 * header (found among the tokens) tell which clause each child is. */
static void forClauses(Ctx *c, CXCursor s, Kids *ks, CXCursor *init,
                       CXCursor *cond, CXCursor *inc, CXCursor *body) {
  CXToken *toks;
  unsigned n;
  clang_tokenize(c->tu, clang_getCursorExtent(s), &toks, &n);
  unsigned semi[2] = {0, 0};
  int depth = 0, found = 0;
  for (unsigned i = 0; i < n && found < 2; i++) {
    if (clang_getTokenKind(toks[i]) != CXToken_Punctuation)
      continue;
    CXString sp = clang_getTokenSpelling(c->tu, toks[i]);
    const char *t = clang_getCString(sp);
    if (!strcmp(t, "("))
      depth++;
    else if (!strcmp(t, ")"))
      depth--;
    else if (!strcmp(t, ";") && depth == 1)
      semi[found++] =
          offsetOf(clang_getTokenLocation(c->tu, toks[i]));
    clang_disposeString(sp);
  }
  clang_disposeTokens(c->tu, toks, n);
  if (found != 2 || ks->n < 1 || ks->n > 4)
    fail(c, s, "unsupported for statement");
  *init = *cond = *inc = clang_getNullCursor();
  *body = ks->k[ks->n - 1];
  for (int i = 0; i < ks->n - 1; i++) {
    unsigned off =
        offsetOf(clang_getRangeStart(clang_getCursorExtent(ks->k[i])));
    if (off < semi[0])
      *init = ks->k[i];
    else if (off < semi[1])
      *cond = ks->k[i];
    else
      *inc = ks->k[i];
  }
}

static void forStmt(Ctx *c, CXCursor s) {
  Kids ks = kids(s);
  CXCursor init, cond, inc, body;
  forClauses(c, s, &ks, &init, &cond, &inc, &body);
  if (clang_getCursorKind(cond) == CXCursor_VarDecl)
    fail(c, cond, "for with a condition variable is not supported");
  int base = c->numVars;
  int nv0 = c->numVars;
  char *mark = tcalloc((size_t)nv0 + 1, 1);
  markAssigned(c, body, mark);
  if (!clang_Cursor_isNull(inc))
    markAssigned(c, inc, mark);
  Counted k;
  if (countedFor(c, ks, &k, mark) &&
      !bodyAssigns(c, k.body, k.var)) {
    /* carried: vars assigned in the body (not the loop var) */
    char *m2 = tcalloc((size_t)nv0 + 1, 1);
    markAssigned(c, k.body, m2);
    forCounted(c, &k, m2, nv0);
    tfree(m2);
    tfree(mark);
    c->numVars = base;
    return;
  }
  tfree(mark);
  if (clang_Cursor_isNull(init))
    ;
  else if (clang_getCursorKind(init) == CXCursor_DeclStmt)
    stmt(c, init);
  else
    expr(c, init);
  whileLoop(c, s, cond, body, inc, 0);
  c->numVars = base;
}

static Val regionStmt(Ctx *c, void *arg) {
  block(c, *(CXCursor *)arg);
  return scalar("", (Sc){SC_VOID, 0, 0});
}

static void stmtAt(Ctx *c, CXCursor s) {
  enum CXCursorKind k = clang_getCursorKind(s);
  switch (k) {
  case CXCursor_CompoundStmt:
    block(c, s);
    return;
  case CXCursor_NullStmt:
    return;
  case CXCursor_DeclStmt: {
    CursorList l = {0};
    clang_visitChildren(s, collectAll, &l);
    for (int i = 0; i < l.n; i++) {
      if (clang_getCursorKind(l.k[i]) != CXCursor_VarDecl)
        fail(c, l.k[i], "unsupported declaration in device code");
      varDecl(c, l.k[i]);
    }
    tfree(l.k);
    return;
  }
  case CXCursor_IfStmt: {
    Kids ks = kids(s);
    if (ks.n < 2 || ks.n > 3 ||
        clang_getCursorKind(ks.k[0]) == CXCursor_DeclStmt ||
        clang_getCursorKind(ks.k[0]) == CXCursor_VarDecl)
      fail(c, s, "if with an initializer or condition variable is not "
                 "supported");
    Val cond = convert(c, expr(c, ks.k[0]), kBool, ks.k[0]);
    emitIf(c, cond.v, regionStmt, &ks.k[1], ks.n == 3 ? regionStmt : NULL,
           ks.n == 3 ? &ks.k[2] : NULL, (Sc){SC_VOID, 0, 0});
    return;
  }
  case CXCursor_ForStmt:
    forStmt(c, s);
    return;
  case CXCursor_WhileStmt: {
    Kids ks = kids(s);
    if (ks.n != 2 || clang_getCursorKind(ks.k[0]) == CXCursor_VarDecl)
      fail(c, s, "while with a condition variable is not supported");
    whileLoop(c, s, ks.k[0], ks.k[1], clang_getNullCursor(), 0);
    return;
  }
  case CXCursor_DoStmt: {
    Kids ks = kids(s);
    if (ks.n != 2)
      fail(c, s, "malformed do statement");
    whileLoop(c, s, ks.k[1], ks.k[0], clang_getNullCursor(), 1);
    return;
  }
  case CXCursor_BreakStmt:
  case CXCursor_ContinueStmt: {
    Fn *fn = c->fn;
    if (!fn->numLoops)
      fail(c, s, "break outside a loop (switch is not supported)");
    Loop *l = &fn->loops[fn->numLoops - 1];
    int f = k == CXCursor_BreakStmt ? l->brk : l->cont;
    if (f < 0)
      fail(c, s, "internal: no flag for this break/continue");
    c->vars[f].val = constInt(c, 1, kBool);
    return;
  }
  case CXCursor_ReturnStmt: {
    Kids ks = kids(s);
    Fn *fn = c->fn;
    if (ks.n == 1) {
      if (fn->retVal < 0) {
        expr(c, ks.k[0]);
      } else {
        Val v = convert(c, expr(c, ks.k[0]), fn->retTy, ks.k[0]);
        c->vars[fn->retVal].val = v;
      }
    }
    c->vars[fn->ret].val = constInt(c, 1, kBool);
    return;
  }
  case CXCursor_SwitchStmt:
    fail(c, s, "switch is not supported in device code");
  case CXCursor_GotoStmt:
  case CXCursor_LabelStmt:
    fail(c, s, "goto is not supported in device code");
  case CXCursor_AsmStmt:
    fail(c, s, "inline assembly is not supported in device code");
  case CXCursor_UnexposedStmt: {
    /* A loop under `#pragma unroll` (an AttributedStmt, unexposed in
     * libclang, whose only visited child is the loop): the hint is dropped,
     * LLVM's unroller decides after stitch-to-openmp. */
    Kids ks = kids(s);
    enum CXCursorKind kk =
        ks.n == 1 ? clang_getCursorKind(ks.k[0]) : CXCursor_UnexposedStmt;
    if (kk == CXCursor_ForStmt || kk == CXCursor_WhileStmt ||
        kk == CXCursor_DoStmt) {
      stmtAt(c, ks.k[0]);
      return;
    }
  }
  /* fallthrough */
  default:
    if (clang_isExpression(k)) {
      expr(c, s);
      return;
    }
    {
      char buf[64];
      cursorKindName(k, buf, sizeof buf);
      fail(c, s, "unsupported statement (%s) in device code", buf);
    }
  }
}

static void stmt(Ctx *c, CXCursor s) {
  char saved[sizeof c->loc];
  memcpy(saved, c->loc, sizeof saved);
  setLoc(c, s);
  stmtAt(c, s);
  memcpy(c->loc, saved, sizeof saved);
}

/*===------------------------------ kernels -------------------------------===*/

typedef struct DynScan {
  int found;
  Sc elem;
  int pad;
} DynScan;

static enum CXChildVisitResult scanDynShared(CXCursor cur, CXCursor parent,
                                             CXClientData data) {
  (void)parent;
  DynScan *ds = data;
  if (clang_getCursorKind(cur) == CXCursor_VarDecl &&
      clang_Cursor_getStorageClass(cur) == CX_SC_Extern &&
      hasAttr(cur, CXCursor_CUDASharedAttr) && !ds->found) {
    CXType t = canon(clang_getCursorType(cur));
    if (t.kind == CXType_IncompleteArray) {
      Sc s = arrayScalar(clang_getArrayElementType(t));
      if (s.kind != SC_VOID && s.bits > 1) {
        ds->found = 1;
        ds->elem = s;
      }
    }
  }
  return CXChildVisit_Recurse;
}

typedef struct Param {
  int isPtr;
  Sc t;
  int nf;            /* a struct passed by value: its fields, 0 otherwise */
  Sc ft[32];
  long long off[32]; /* byte offsets of the fields */
} Param;

static const char *cTypeOf(Sc t) {
  if (t.kind == SC_FLOAT)
    return t.bits == 32 ? "float" : "double";
  switch (t.bits) {
  case 8:
    return t.sign ? "int8_t" : "uint8_t";
  case 16:
    return t.sign ? "int16_t" : "uint16_t";
  case 32:
    return t.sign ? "int32_t" : "uint32_t";
  default:
    return t.sign ? "int64_t" : "uint64_t";
  }
}

/* The kernel function's arguments after the sizes: the kernel's own
 * (struct fields one by one) and the globals it reads. */
static void printArgs(Ctx *c, FILE *mlir, const Param *params, int np) {
  char tb[16];
  for (int i = 0; i < np; i++) {
    if (params[i].nf)
      for (int f = 0; f < params[i].nf; f++)
        fprintf(mlir, ", %%arg%d_%d: %s", i, f, scName(params[i].ft[f], tb));
    else if (params[i].isPtr)
      fprintf(mlir, ", %%arg%d: memref<?x%s>", i, memName(params[i].t, tb));
    else
      fprintf(mlir, ", %%arg%d: %s", i, scName(params[i].t, tb));
  }
  for (int g = 0; g < c->numGlobals; g++)
    fprintf(mlir, ", %s: %s", c->globals[g].arg, c->globals[g].mty);
}

static int kernel(Ctx *c, CXCursor k, FILE *mlir, FILE *glue, int id) {
  char name[128], mangled[1024];
  cursorSpelling(k, name, sizeof name);
  CXString m = clang_Cursor_getMangling(k);
  int mlen = snprintf(mangled, sizeof mangled, "%s", clang_getCString(m));
  clang_disposeString(m);
  Buf body = {0};
  c->out = &body;
  c->indent = 2;
  c->numVars = 0;
  c->numGlobals = 0;
  c->numShared = 0;
  c->attribs.n = 0;
  c->allocas.n = 0;
  c->inputForm = 0;
  c->next = 0;
  c->loc[0] = 0;
  Fn fn;
  memset(&fn, 0, sizeof fn);
  fn.decl = k;
  fn.retVal = -1;
  Param params[64];
  Fields fs;
  int np = clang_Cursor_getNumArguments(k);
  if (setjmp(c->fail)) {
    /* Everything tracked belongs to this kernel (the kernel list and the
     * variable table are plain allocations). */
    tfreeAll();
    c->attribs = (Buf){0};
    c->allocas = (Buf){0};
    return 1;
  }
  if (np > 64)
    fail(c, k, "too many kernel parameters");
  if (clang_getCursorKind(k) == CXCursor_FunctionTemplate)
    fail(c, k, "template kernels are not supported");
  if (clang_getCursorKind(clang_getCursorSemanticParent(k)) !=
      CXCursor_TranslationUnit)
    fail(c, k, "kernels in namespaces or classes are not supported");
  if (mlen <= 0 || mlen >= (int)sizeof mangled)
    fail(c, k, "kernel name too long");
  emit(c, "%%c0 = arith.constant 0 : index");
  c->fn = &fn;
  fn.ret = addFlag(c);
  for (int i = 0; i < np; i++) {
    CXCursor p = clang_Cursor_getArgument(k, (unsigned)i);
    CXType pt = canon(clang_getCursorType(p));
    Param *pp = &params[i];
    memset(pp, 0, sizeof *pp);
    Val v;
    memset(&v, 0, sizeof v);
    if (pt.kind == CXType_Pointer) {
      Sc s = arrayScalar(clang_getPointeeType(pt));
      if (s.kind == SC_VOID) {
        char tn[96];
        fail(c, p, "kernel parameter of type '%s': only pointers to scalars "
                   "or to structs of one scalar type (and scalars) are "
                   "supported",
             typeSpelling(clang_getCursorType(p), tn, sizeof tn));
      }
      pp->isPtr = 1;
      pp->t = s;
      v.isPtr = 1;
      v.t = s;
      char tb[16];
      snprintf(v.base, NAME, "%%arg%d", i);
      snprintf(v.mty, MTY, "memref<?x%s>", memName(s, tb));
      snprintf(v.v, NAME, "%%c0");
      addVar(c, p, VAR_PTR, v);
    } else if (structFields(pt, &fs)) {
      Val vals[32];
      pp->nf = fs.n;
      for (int f = 0; f < fs.n; f++) {
        Sc ft = scalarOf(clang_getCursorType(fs.f[f]));
        char fname[128];
        cursorSpelling(fs.f[f], fname, sizeof fname);
        long long off = clang_Type_getOffsetOf(pt, fname);
        if (ft.bits == 1 || off < 0)
          fail(c, fs.f[f], "unsupported field in a kernel parameter");
        pp->ft[f] = ft;
        pp->off[f] = off / 8;
        char a[NAME];
        snprintf(a, NAME, "%%arg%d_%d", i, f);
        vals[f] = scalar(a, ft);
      }
      addStructVar(c, p, &fs, vals);
    } else {
      Sc s = scalarOf(pt);
      if (s.kind == SC_VOID || s.bits == 1) {
        char tn[96];
        fail(c, p, "kernel parameter of type '%s' is not supported",
             typeSpelling(clang_getCursorType(p), tn, sizeof tn));
      }
      pp->t = s;
      char a[NAME];
      snprintf(a, NAME, "%%arg%d", i);
      addVar(c, p, VAR_SSA, scalar(a, s));
    }
  }
  Kids ks = kids(k);
  CXCursor fbody = clang_getNullCursor();
  for (int i = 0; i < ks.n && i < 16; i++)
    if (clang_getCursorKind(ks.k[i]) == CXCursor_CompoundStmt)
      fbody = ks.k[i];
  {
    DynScan ds = {0, {SC_VOID, 0, 0}, 0};
    clang_visitChildren(fbody, scanDynShared, &ds);
    if (ds.found) {
      c->inputForm = 1;
      c->dynElem = ds.elem;
    }
  }
  fnBody(c, fbody);

  if (c->inputForm) {
    char tb[16];
    fprintf(mlir, "// CUDA kernel %s (dynamic shared memory: input form)\n",
            name);
    fprintf(mlir,
            "func.func @%s(%%gdim_x: index, %%gdim_y: index, %%gdim_z: index, "
            "%%bdim_x: index, %%bdim_y: index, %%bdim_z: index, %%shmem: index",
            mangled);
    printArgs(c, mlir, params, np);
    fprintf(mlir,
            ") attributes {llvm.emit_c_interface, stitch.cuda_kernel = "
            "\"%s\"} {\n"
            "  %%lc0 = arith.constant 0 : index\n"
            "  %%lc1 = arith.constant 1 : index\n"
            "  scf.parallel (%%bid_x, %%bid_y, %%bid_z) = (%%lc0, %%lc0, %%lc0) "
            "to (%%gdim_x, %%gdim_y, %%gdim_z) step (%%lc1, %%lc1, %%lc1) {\n"
            "    %%dynsz = arith.constant %d : index\n"
            "    %%dynn = arith.divui %%shmem, %%dynsz : index\n"
            "    %%dynsh = memref.alloca(%%dynn) : memref<?x%s>\n"
            "%s"
            "    scf.parallel (%%tid_x, %%tid_y, %%tid_z) = (%%lc0, %%lc0, "
            "%%lc0) to (%%bdim_x, %%bdim_y, %%bdim_z) step (%%lc1, %%lc1, "
            "%%lc1) {\n%s"
            "      scf.reduce\n    }\n    scf.reduce\n  }\n  return\n}\n\n",
            name, c->dynElem.bits / 8, scName(c->dynElem, tb),
            c->allocas.n ? c->allocas.s : "", body.n ? body.s : "");
    bufFree(&body);
  } else {
  /* The function around the launch. */
  fprintf(mlir, "// CUDA kernel %s\n", name);
  fprintf(mlir,
          "func.func @%s(%%gx: index, %%gy: index, %%gz: index, %%bx: index, "
          "%%by: index, %%bz: index",
          mangled);
  printArgs(c, mlir, params, np);
  fprintf(mlir, ") attributes {llvm.emit_c_interface, stitch.cuda_kernel = "
                "\"%s\"} {\n",
          name);
  fprintf(mlir,
          "  gpu.launch blocks(%%bid_x, %%bid_y, %%bid_z) in (%%gdim_x = %%gx, "
          "%%gdim_y = %%gy, %%gdim_z = %%gz)\n"
          "             threads(%%tid_x, %%tid_y, %%tid_z) in (%%bdim_x = "
          "%%bx, %%bdim_y = %%by, %%bdim_z = %%bz)");
  if (c->attribs.n)
    fprintf(mlir, "\n             workgroup(%s)", c->attribs.s);
  fprintf(mlir, " {\n%s    gpu.terminator\n  }\n  return\n}\n\n",
          body.n ? body.s : "");
  bufFree(&body);
  }

  if (glue) {
    fprintf(glue, "/* %s */\n", name);
    fprintf(glue, "void _mlir_ciface_%s(int64_t, int64_t, int64_t, int64_t, "
                  "int64_t, int64_t%s",
            mangled, c->inputForm ? ", int64_t" : "");
    for (int i = 0; i < np; i++) {
      if (params[i].nf)
        for (int f = 0; f < params[i].nf; f++)
          fprintf(glue, ", %s", cTypeOf(params[i].ft[f]));
      else
        fprintf(glue, ", %s",
                params[i].isPtr ? "StitchMemref1 *" : cTypeOf(params[i].t));
    }
    for (int g = 0; g < c->numGlobals; g++)
      fprintf(glue, ", StitchMemref1 *");
    fprintf(glue, ");\n");
    fprintf(glue,
            "static void stitch_launch_%d(const StitchDim3 *g, const "
            "StitchDim3 *b, size_t shmem, void **args) {\n",
            id);
    if (!c->inputForm)
      fprintf(glue, "  (void)shmem; /* no dynamic shared memory */\n");
    for (int i = 0; i < np; i++)
      if (params[i].isPtr)
        fprintf(glue,
                "  StitchMemref1 m%d = stitchCudartMemref(*(void **)args[%d]);\n",
                i, i);
    for (int g = 0; g < c->numGlobals; g++)
      fprintf(glue,
              "  StitchMemref1 gv%d = stitchCudartMemref(stitchCudartSymbol(\"%s\"));\n",
              g, c->globals[g].devName);
    fprintf(glue, "  _mlir_ciface_%s(g->x, g->y, g->z, b->x, b->y, b->z%s",
            mangled, c->inputForm ? ", (int64_t)shmem" : "");

    for (int i = 0; i < np; i++) {
      if (params[i].nf)
        for (int f = 0; f < params[i].nf; f++)
          fprintf(glue, ", *(%s *)((char *)args[%d] + %lld)",
                  cTypeOf(params[i].ft[f]), i, params[i].off[f]);
      else if (params[i].isPtr)
        fprintf(glue, ", &m%d", i);
      else
        fprintf(glue, ", *(%s *)args[%d]", cTypeOf(params[i].t), i);
    }
    for (int g = 0; g < c->numGlobals; g++)
      fprintf(glue, ", &gv%d", g);
    fprintf(glue, ");\n}\n\n");
  }
  return 0;
}

typedef struct Collect {
  CursorList kernels;
} Collect;

static enum CXChildVisitResult findKernels(CXCursor cur, CXCursor parent,
                                           CXClientData data) {
  (void)parent;
  Collect *col = data;
  CXSourceLocation loc = clang_getCursorLocation(cur);
  if (!clang_Location_isFromMainFile(loc))
    return CXChildVisit_Continue;
  enum CXCursorKind k = clang_getCursorKind(cur);
  if (k == CXCursor_Namespace || k == CXCursor_LinkageSpec)
    return CXChildVisit_Recurse;
  if ((k == CXCursor_FunctionDecl || k == CXCursor_FunctionTemplate) &&
      hasAttr(cur, CXCursor_CUDAGlobalAttr) &&
      clang_isCursorDefinition(cur))
  {
    /* plain allocation: outlives the failure of one kernel (tfreeAll) */
    CursorList *l = &col->kernels;
    if (l->n == l->cap) {
      l->cap = l->cap ? 2 * l->cap : 16;
      l->k = realloc(l->k, sizeof(CXCursor) * (size_t)l->cap);
      if (!l->k)
        abort();
    }
    l->k[l->n++] = cur;
  }
  return CXChildVisit_Continue;
}

int stitchCudaTranslate(const char *path, const char *const *clangArgs,
                        int numClangArgs, const char *cudaPath, FILE *mlir,
                        FILE *glue) {
  /* -target-sdk-version: the device side then resolves <<<>>> in host code
   * through __cudaPushCallConfiguration, which every CUDA >= 9.2 declares
   * (the driver only tells the host side the toolkit's version). */
  const char *base[] = {"-x",
                        "cuda",
                        "--cuda-device-only",
                        "-nocudalib",
                        "--cuda-gpu-arch=sm_70",
                        "-Wno-unknown-cuda-version",
                        "-Xclang",
                        "-target-sdk-version=12.8"};
  int nb = (int)(sizeof base / sizeof base[0]);
  int n = nb + numClangArgs + 1;
  const char **args = tmalloc(sizeof(char *) * (size_t)n);
  char cudaArg[1024];
  snprintf(cudaArg, sizeof cudaArg, "--cuda-path=%s", cudaPath);
  for (int i = 0; i < nb; i++)
    args[i] = base[i];
  args[nb] = cudaArg;
  for (int i = 0; i < numClangArgs; i++)
    args[nb + 1 + i] = clangArgs[i];
  FILE *probe = fopen(path, "r");
  if (!probe) {
    fprintf(stderr, "%s: error: cannot open the file\n", path);
    tfree(args);
    return 1;
  }
  fclose(probe);
  CXIndex index = clang_createIndex(0, 0);
  CXTranslationUnit tu = NULL;
  enum CXErrorCode ec = clang_parseTranslationUnit2(
      index, path, args, n, NULL, 0, CXTranslationUnit_None, &tu);
  tfree(args);
  if (ec != CXError_Success || !tu) {
    fprintf(stderr, "%s: error: cannot parse (libclang error %d)\n", path,
            (int)ec);
    clang_disposeIndex(index);
    return 1;
  }
  int errors = 0;
  for (unsigned i = 0; i < clang_getNumDiagnostics(tu); i++) {
    CXDiagnostic d = clang_getDiagnostic(tu, i);
    enum CXDiagnosticSeverity sev = clang_getDiagnosticSeverity(d);
    if (sev >= CXDiagnostic_Warning) {
      CXString s =
          clang_formatDiagnostic(d, clang_defaultDiagnosticDisplayOptions());
      fprintf(stderr, "%s\n", clang_getCString(s));
      clang_disposeString(s);
    }
    if (sev >= CXDiagnostic_Error)
      errors++;
    clang_disposeDiagnostic(d);
  }
  if (errors) {
    clang_disposeTranslationUnit(tu);
    clang_disposeIndex(index);
    return 1;
  }
  Collect col = {{0}};
  clang_visitChildren(clang_getTranslationUnitCursor(tu), findKernels, &col);
  Ctx c;
  memset(&c, 0, sizeof c);
  c.tu = tu;
  fprintf(mlir, "// Kernels of %s, translated by stitch-cuda.\n\n", path);
  if (glue)
    fprintf(glue, "/* Launchers for the kernels of %s (stitch-cuda). */\n"
                  "#include \"StitchCudart.h\"\n\n",
            path);
  int failed = 0;
  for (int i = 0; i < col.kernels.n; i++)
    failed |= kernel(&c, col.kernels.k[i], mlir, glue, i);
  if (glue && !failed) {
    fprintf(glue, "__attribute__((constructor)) static void "
                  "stitch_register_kernels(void) {\n");
    for (int i = 0; i < col.kernels.n; i++) {
      CXString m = clang_Cursor_getMangling(col.kernels.k[i]);
      fprintf(glue, "  stitchCudartRegisterKernel(\"%s\", stitch_launch_%d);\n",
              clang_getCString(m), i);
      clang_disposeString(m);
    }
    fprintf(glue, "}\n");
  }
  free(col.kernels.k);
  free(c.vars);
  bufFree(&c.attribs);
  bufFree(&c.allocas);
  clang_disposeTranslationUnit(tu);
  clang_disposeIndex(index);
  return failed || c.errors ? 1 : 0;
}
