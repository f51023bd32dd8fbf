/*===- Support.c - stitch-cuda: allocations, buffers, emission -------------===*
 *
 * Tracked allocations (freed on a translation error), text buffers,
 * diagnostics, MLIR text emission and scf.if with results.
 *===----------------------------------------------------------------------===*/

#include "TranslateInternal.h"

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

void *trealloc(void *p, size_t n) {
  Hdr *h = p ? (Hdr *)p - 1 : NULL;
  if (h)
    unlink_(h);
  Hdr *r = realloc(h, sizeof(Hdr) + n);
  if (!r)
    abort();
  link_(r);
  return r + 1;
}

void *tmalloc(size_t n) { return trealloc(NULL, n); }

void *tcalloc(size_t n, size_t size) {
  void *p = tmalloc(n * size);
  memset(p, 0, n * size);
  return p;
}

void tfree(void *p) {
  if (!p)
    return;
  Hdr *h = (Hdr *)p - 1;
  unlink_(h);
  free(h);
}

void tfreeAll(void) {
  while (live.l.next != &live)
    tfree(live.l.next + 1);
}

/*===--------------------------- text buffers ----------------------------===*/

void bufAppendV(Buf *b, const char *fmt, va_list ap) {
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

void bufAppend(Buf *b, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  bufAppendV(b, fmt, ap);
  va_end(ap);
}

void bufFree(Buf *b) {
  tfree(b->s);
  b->s = NULL;
  b->n = b->cap = 0;
}

/*===--------------------------- diagnostics -----------------------------===*/

/* `file:line:col: severity: message` at the cursor, and for an error in a
 * template's instantiation a note naming it. */
/* Where `at` is written: its spelling, or, for a macro of a system header
 * (NULL, assert), where the program expands it. */
static void userLocation(CXCursor at, CXFile *file, unsigned *line,
                         unsigned *col) {
  CXSourceLocation l = clang_getCursorLocation(at);
  clang_getSpellingLocation(l, file, line, col, NULL);
  CXSourceLocation s = clang_getLocation(clang_Cursor_getTranslationUnit(at),
                                         *file, *line, *col);
  if (*file && clang_Location_isInSystemHeader(s) &&
      !clang_Location_isInSystemHeader(l))
    clang_getExpansionLocation(l, file, line, col, NULL);
}

static void diagnose(Ctx *c, CXCursor at, const char *severity, const char *fmt,
                     va_list ap) {
  CXFile file;
  unsigned line, col;
  userLocation(at, &file, &line, &col);
  CXString name = clang_getFileName(file);
  const char *f = clang_getCString(name);
  fprintf(stderr, "%s:%u:%u: %s: ", f ? f : "<unknown>", line, col, severity);
  vfprintf(stderr, fmt, ap);
  fputc('\n', stderr);
  if (!strcmp(severity, "error") && c->instantiation[0])
    fprintf(stderr, "%s:%u:%u: note: in the kernel instantiation %s\n",
            f ? f : "<unknown>", line, col, c->instantiation);
  clang_disposeString(name);
}

_Noreturn void fail(Ctx *c, CXCursor at, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  diagnose(c, at, "error", fmt, ap);
  va_end(ap);
  c->errors++;
  longjmp(c->fail, 1);
}

void warn(Ctx *c, CXCursor at, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  diagnose(c, at, "warning", fmt, ap);
  va_end(ap);
}

/*===---------------------------- emission -------------------------------===*/

/* One line of MLIR. Ops get the CUDA source location (so that errors of
 * later passes point into the .cu file): single-line ops and the closing
 * brace of region ops; region openers and block labels cannot carry one. */
void emit(Ctx *c, const char *fmt, ...) {
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

void setLoc(Ctx *c, CXCursor at) {
  CXFile file;
  unsigned line, col;
  userLocation(at, &file, &line, &col);
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

void fresh(Ctx *c, char out[NAME]) {
  snprintf(out, NAME, "%%%u", c->next++);
}

const char *scName(Sc t, char buf[16]) {
  if (t.kind == SC_FLOAT)
    snprintf(buf, 16, "f%d", t.bits);
  else
    snprintf(buf, 16, "i%d", t.bits);
  return buf;
}

/* The element type of t in memory: bool is a byte (i8; loads compare with
 * 0, stores zero-extend), as in C++. */
const char *memName(Sc t, char buf[16]) {
  return t.kind == SC_INT && t.bits == 1 ? "i8" : scName(t, buf);
}

Sc scInt(int bits, int sign) { return (Sc){SC_INT, bits, sign}; }

Val scalar(const char *v, Sc t) {
  Val r;
  memset(&r, 0, sizeof r);
  snprintf(r.v, NAME, "%s", v);
  r.t = t;
  return r;
}

Val constInt(Ctx *c, long long v, Sc t) {
  char n[NAME], tb[16];
  fresh(c, n);
  if (t.bits > 1 && t.bits < 64) { /* sign-extended from t's width: in the
                                      range MLIR parses (0xffffffffu, masks) */
    unsigned long long m = 1ull << (t.bits - 1);
    v = (long long)((((unsigned long long)v & ((m << 1) - 1)) ^ m) - m);
  }
  if (t.bits == 1)
    emit(c, "%s = arith.constant %s", n, v ? "true" : "false");
  else
    emit(c, "%s = arith.constant %lld : %s", n, v, scName(t, tb));
  return scalar(n, t);
}

Val constFloat(Ctx *c, double v, Sc t) {
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

void constIndex(Ctx *c, long long v, char out[NAME]) {
  fresh(c, out);
  emit(c, "%s = arith.constant %lld : index", out, v);
}

/*===------------------------- structured control -------------------------===*/

void snapshot(Ctx *c, int n, char (*save)[NAME]) {
  for (int i = 0; i < n; i++)
    memcpy(save[i], c->vars[i].val.v, NAME);
}

void restore(Ctx *c, int n, char (*save)[NAME]) {
  for (int i = 0; i < n; i++)
    memcpy(c->vars[i].val.v, save[i], NAME);
  syncPointerBases(c);
}

const char *varType(Var *v, char buf[16]) {
  if (v->kind == VAR_PTR)
    return "index";
  if (v->kind == VAR_BASE)
    return v->val.mty;
  return scName(v->val.t, buf);
}

/* scf.if on cond with then/else regions (elseR may be NULL); variables that
 * either side changes become results. rty: the type of a value both regions
 * return (kind SC_VOID: none). */
Val emitIf(Ctx *c, const char *cond, Region thenR, void *thenArg,
           Region elseR, void *elseArg, Sc rty) {
  const char *attrs = c->ifAttrs ? c->ifAttrs : "";
  c->ifAttrs = NULL;
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
  emit(c, "}%s", attrs);
  Val out = scalar("", rty);
  int k = 0;
  if (rty.kind != SC_VOID)
    snprintf(out.v, NAME, "%s#%d", r, k++);
  for (int i = 0; i < nres; i++)
    snprintf(c->vars[res[i]].val.v, NAME, "%s#%d", r, k++);
  syncPointerBases(c);
  bufFree(&types);
  bufFree(&bodies[0]);
  bufFree(&bodies[1]);
  tfree(save);
  tfree(after[0]);
  tfree(after[1]);
  tfree(res);
  return out;
}
