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
 *
 * This file: the kernels (parameters, the launch form, the C launchers) and
 * the entry point; the other parts are listed in TranslateInternal.h.
 *===----------------------------------------------------------------------===*/

#include "TranslateInternal.h"

/*===------------------------------ kernels -------------------------------===*/

int isExternShared(CXCursor d) {
  return clang_getCursorKind(d) == CXCursor_VarDecl &&
         clang_Cursor_getStorageClass(d) == CX_SC_Extern &&
         hasAttr(d, CXCursor_CUDASharedAttr) &&
         canon(clang_getCursorType(d)).kind == CXType_IncompleteArray;
}

static enum CXChildVisitResult findExternShared(CXCursor cur, CXCursor parent,
                                                CXClientData data) {
  (void)parent;
  if (isExternShared(cur)) {
    *(int *)data = 1;
    return CXChildVisit_Break;
  }
  return CXChildVisit_Recurse;
}

int convertsDynShared(CXCursor f) {
  if (clang_getCursorKind(f) != CXCursor_ConversionFunction)
    return 0;
  CXCursor def = clang_getCursorDefinition(f);
  if (clang_Cursor_isNull(def) ||
      canon(clang_getResultType(clang_getCursorType(def))).kind !=
          CXType_Pointer)
    return 0;
  int found = 0;
  clang_visitChildren(def, findExternShared, &found);
  return found;
}

int isExternSharedRef(CXCursor e, Sc *elem) {
  e = stripStruct(e);
  if (clang_getCursorKind(e) != CXCursor_DeclRefExpr ||
      !isExternShared(clang_getCursorReferenced(e)))
    return 0;
  *elem = arrayScalar(clang_getArrayElementType(
      canon(clang_getCursorType(clang_getCursorReferenced(e)))));
  return 1;
}

int dynSharedOffsetExpr(CXCursor e, CXCursor *off, Sc *elem) {
  e = stripStruct(e);
  Kids ks = kids(e);
  if (clang_getCursorKind(e) == CXCursor_BinaryOperator && ks.n == 2 &&
      clang_getCursorBinaryOperatorKind(e) == CXBinaryOperator_Add)
    for (int k = 0; k < 2; k++)
      if (isExternSharedRef(ks.k[k], elem)) {
        *off = ks.k[1 - k];
        return 1;
      }
  if (clang_getCursorKind(e) == CXCursor_UnaryOperator && ks.n == 1 &&
      clang_getCursorUnaryOperatorKind(e) == CXUnaryOperator_AddrOf) {
    CXCursor s = stripStruct(ks.k[0]);
    Kids ss = kids(s);
    if (clang_getCursorKind(s) == CXCursor_ArraySubscriptExpr && ss.n == 2 &&
        isExternSharedRef(ss.k[0], elem)) {
      *off = ss.k[1];
      return 1;
    }
  }
  return 0;
}

static void recordDynCast(DynScan *ds, CXType pointer) {
  Sc u = arrayScalar(clang_getPointeeType(canon(pointer)));
  if (u.kind == SC_VOID || u.bits == 1) {
    ds->castConflict = 1;
    return;
  }
  if (!ds->casts++)
    ds->castElem = u;
  else if (u.kind != ds->castElem.kind || u.bits != ds->castElem.bits)
    ds->castConflict = 1;
}

enum CXChildVisitResult scanDynShared(CXCursor cur, CXCursor parent,
                                      CXClientData data) {
  (void)parent;
  DynScan *ds = data;
  enum CXCursorKind k = clang_getCursorKind(cur);
  CXType ty = clang_getCursorType(cur);
  if ((k == CXCursor_CStyleCastExpr || k == CXCursor_CXXStaticCastExpr ||
       k == CXCursor_CXXReinterpretCastExpr) &&
      canon(ty).kind == CXType_Pointer) {
    Kids ks = kids(cur);
    CXCursor sub = ks.n ? stripStruct(ks.k[ks.n - 1]) : cur;
    CXCursor off;
    Sc elem;
    if (ks.n && dynSharedOffsetExpr(sub, &off, &elem)) {
      /* (T *)(smem + off), reinterpret_cast<T *>(&smem[off]): typed T. */
      recordDynCast(ds, ty);
    } else if (ks.n && isExternSharedRef(sub, &elem)) {
      Sc from = elem;
      Sc to = arrayScalar(clang_getPointeeType(canon(ty)));
      if (from.kind != to.kind || from.bits != to.bits)
        recordDynCast(ds, ty);
    }
  }
  if (k == CXCursor_CallExpr &&
      convertsDynShared(clang_getCursorReferenced(cur))) {
    ds->found = 1;
    recordDynCast(ds, clang_getResultType(
                          clang_getCursorType(clang_getCursorReferenced(cur))));
  }
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

const char *cTypeOf(Sc t) {
  if (t.kind == SC_FLOAT)
    return t.bits == 32 ? "float" : "double";
  switch (t.bits) {
  case 1: /* bool: one byte in memory, i1 as an argument (zero-extended) */
    return "_Bool";
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
void printArgs(Ctx *c, FILE *mlir, const Param *params, int np) {
  char tb[16];
  for (int i = 0; i < np; i++) {
    if (params[i].empty)
      continue;
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

/* At most this many block-size copies of one kernel (each one more
 * function for stitch-to-openmp and clang). */
enum { MAX_SPECIALIZED = 4 };

/* `@mangled`, or `@mangled__stitch_block_XxYxZ` for the copy of `shape`. */
static void kernelSymbol(char *out, size_t size, const char *mangled,
                         const LaunchShape *shape) {
  if (shape)
    snprintf(out, size, "%s__stitch_block_%lldx%lldx%lld", mangled, shape->x,
             shape->y, shape->z);
  else
    snprintf(out, size, "%s", mangled);
}

/* The grid's sizes as the kernel reads them: at most CUDA's limits
 * (2^31 - 1 blocks in x, 65535 in y and z), which the runtime's
 * cudaLaunchKernel enforces (cudaErrorInvalidConfiguration, as CUDA), so
 * the minimum changes nothing for a launch that runs. It tells Stitch's
 * passes that a block index fits an `int`: `(long)(int)blockIdx.x` is the
 * index itself (stitch-widen-indices), as CUDA code assumes. */
#define GRID_LIMITS(gx, gy, gz, cx, cy, cz)                                    \
  "  %gridmax_x = arith.constant 2147483647 : index\n"                         \
  "  %gridmax_yz = arith.constant 65535 : index\n"                             \
  "  " cx " = arith.minui " gx ", %gridmax_x : index\n"                        \
  "  " cy " = arith.minui " gy ", %gridmax_yz : index\n"                       \
  "  " cz " = arith.minui " gz ", %gridmax_yz : index\n"

/* The function of one kernel around its launch: with the block size as
 * arguments, or (`shape`) with it as constants (the arguments stay, so the
 * launcher calls both alike). */
static void emitKernelFunction(Ctx *c, FILE *mlir, const char *name,
                               const char *mangled, const Param *params,
                               int np, const Buf *body,
                               const LaunchShape *shape) {
  char sym[1200];
  kernelSymbol(sym, sizeof sym, mangled, shape);
  char shapeNote[96] = "";
  if (shape)
    snprintf(shapeNote, sizeof shapeNote,
             ", for blocks of %lldx%lldx%lld (launched so in the source)",
             shape->x, shape->y, shape->z);
  fprintf(mlir, "// CUDA kernel %s%s\n", name, shapeNote);
  fprintf(mlir,
          "func.func @%s(%%gx: index, %%gy: index, %%gz: index, %%bx: index, "
          "%%by: index, %%bz: index%s",
          sym, c->dynShared ? ", %shmem: index" : "");
  printArgs(c, mlir, params, np);
  fprintf(mlir, ") attributes {llvm.emit_c_interface, stitch.cuda_kernel = "
                "\"%s\"} {\n",
          name);
  const char *bx = "%bx", *by = "%by", *bz = "%bz";
  if (shape) {
    fprintf(mlir,
            "  %%sbx = arith.constant %lld : index\n"
            "  %%sby = arith.constant %lld : index\n"
            "  %%sbz = arith.constant %lld : index\n",
            shape->x, shape->y, shape->z);
    bx = "%sbx", by = "%sby", bz = "%sbz";
  }
  fprintf(mlir, "%s", GRID_LIMITS("%gx", "%gy", "%gz", "%gxc", "%gyc", "%gzc"));
  if (c->dynShared)
    fprintf(mlir, "  %%shmem32 = arith.index_cast %%shmem : index to i32\n");
  fprintf(
      mlir,
      "  gpu.launch blocks(%%bid_x, %%bid_y, %%bid_z) in (%%gdim_x = %%gxc, "
      "%%gdim_y = %%gyc, %%gdim_z = %%gzc)\n"
      "             threads(%%tid_x, %%tid_y, %%tid_z) in (%%bdim_x = "
      "%s, %%bdim_y = %s, %%bdim_z = %s)",
      bx, by, bz);
  if (c->dynShared)
    fprintf(mlir, "\n             dynamic_shared_memory_size %%shmem32");
  if (c->attribs.n)
    fprintf(mlir, "\n             workgroup(%s)", c->attribs.s);
  fprintf(mlir, " {\n");
  if (c->dynShared) {
    /* The launch's bytes as whole elements of the arrays' type. */
    char tb[16];
    const char *ws = "#gpu.address_space<workgroup>";
    fprintf(mlir,
            "    %%dynraw = gpu.dynamic_shared_memory : memref<?xi8, %s>\n"
            "    %%dyn0 = arith.constant 0 : index\n"
            "    %%dynsz = arith.constant %d : index\n"
            "    %%dynn = arith.divui %%shmem, %%dynsz : index\n"
            "    %%dynsh = memref.view %%dynraw[%%dyn0][%%dynn] : "
            "memref<?xi8, %s> to memref<?x%s, %s>\n",
            ws, c->dynElem.bits / 8, ws, scName(c->dynElem, tb), ws);
  }
  fprintf(mlir, "%s%s    gpu.terminator\n  }\n  return\n}\n\n",
          c->privates.n ? c->privates.s : "", body->n ? body->s : "");
}

/*===------------------ initial values of device globals ------------------===*/

/* `__device__ int t[8] = {3, -1, ...}` as bytes: clang's host shadow of the
 * variable, which the runtime uses as its storage, has no initializer
 * (nvcc puts the values in the device image), so the launcher hands them
 * to the runtime from a constructor (stitchCudartSetInitializer). Scalars
 * and (nested) arrays of scalars with constant elements, the rest zero. */
typedef struct InitFill {
  Ctx *c;
  const Global *g;
  unsigned char *bytes;
  long long count;    /* scalars in the variable */
  CXType elem;        /* of the list being visited */
  long long at, step; /* its next element's first scalar, scalars each */
} InitFill;

static void fillInit(InitFill *f, CXCursor e, CXType t, long long at);

static enum CXChildVisitResult fillListElement(CXCursor cur, CXCursor parent,
                                               CXClientData data) {
  (void)parent;
  InitFill *f = data;
  fillInit(f, cur, f->elem, f->at);
  f->at += f->step;
  return CXChildVisit_Continue;
}

static void storeScalar(InitFill *f, CXCursor e, long long at, CXEvalResult r) {
  Sc t = f->g->t;
  int size = t.bits < 8 ? 1 : t.bits / 8;
  if (at < 0 || at >= f->count)
    fail(f->c, e, "initializer of '%s' has too many elements", f->g->devName);
  unsigned char *p = f->bytes + at * size;
  int isFloat = clang_EvalResult_getKind(r) == CXEval_Float;
  if (t.kind == SC_FLOAT) {
    double v = isFloat ? clang_EvalResult_getAsDouble(r)
               : clang_EvalResult_isUnsignedInt(r)
                   ? (double)clang_EvalResult_getAsUnsigned(r)
                   : (double)clang_EvalResult_getAsLongLong(r);
    if (t.bits == 32) {
      float x = (float)v;
      memcpy(p, &x, 4);
    } else {
      memcpy(p, &v, 8);
    }
    return;
  }
  unsigned long long u =
      isFloat ? (unsigned long long)(long long)clang_EvalResult_getAsDouble(r)
      : clang_EvalResult_isUnsignedInt(r)
          ? clang_EvalResult_getAsUnsigned(r)
          : (unsigned long long)clang_EvalResult_getAsLongLong(r);
  if (t.bits == 1)
    u = u != 0;
  for (int b = 0; b < size; b++) /* little-endian, as the CPU */
    p[b] = (unsigned char)(u >> (8 * b));
}

static void fillInit(InitFill *f, CXCursor e, CXType t, long long at) {
  t = canon(t);
  if (clang_getCursorKind(e) == CXCursor_InitListExpr) {
    if (t.kind == CXType_ConstantArray) {
      InitFill inner = *f;
      inner.elem = clang_getArrayElementType(t);
      inner.step = scalarCount(inner.elem);
      inner.at = at;
      clang_visitChildren(e, fillListElement, &inner);
      return;
    }
    if (t.kind == CXType_Record)
      fail(f->c, e,
           "initializers of struct __constant__/__device__ "
           "variables are not supported");
    /* a scalar in braces */
    InitFill inner = *f;
    inner.elem = t;
    inner.step = 0;
    inner.at = at;
    clang_visitChildren(e, fillListElement, &inner);
    return;
  }
  CXEvalResult r = clang_Cursor_Evaluate(e);
  if (!r || clang_EvalResult_getKind(r) == CXEval_UnExposed) {
    if (r)
      clang_EvalResult_dispose(r);
    /* an implicit zero (elements the list leaves out) or a wrapper */
    Kids k = kids(e);
    if (k.n == 1) {
      fillInit(f, k.k[0], t, at);
      return;
    }
    if (k.n == 0)
      return;
    fail(f->c, e,
         "the initializer of a __constant__/__device__ variable "
         "must be a constant");
  }
  if (clang_EvalResult_getKind(r) == CXEval_StrLiteral) {
    const char *str = clang_EvalResult_getAsStr(r);
    for (long long i = 0; at + i < f->count; i++) {
      f->bytes[at + i] = (unsigned char)str[i];
      if (!str[i])
        break;
    }
  } else if (clang_EvalResult_getKind(r) == CXEval_Int ||
             clang_EvalResult_getKind(r) == CXEval_Float) {
    storeScalar(f, e, at, r);
  } else {
    clang_EvalResult_dispose(r);
    fail(f->c, e,
         "the initializer of a __constant__/__device__ variable "
         "must be a constant");
  }
  clang_EvalResult_dispose(r);
}

/* The initializer of the kernel's global `g` (number `index`), as a static
 * array in the glue; returns its size in bytes, 0 when it has none. */
static long long emitGlobalInitializer(Ctx *c, FILE *glue, const Global *g,
                                       int id, int index) {
  CXCursor def = clang_getCursorDefinition(g->decl);
  if (clang_Cursor_isNull(def))
    return 0;
  Kids k = kids(def);
  CXCursor init = clang_getNullCursor();
  for (int i = 0; i < k.n; i++)
    if (clang_isExpression(clang_getCursorKind(k.k[i])))
      init = k.k[i];
  if (clang_Cursor_isNull(init))
    return 0;
  CXType t = clang_getCursorType(def);
  if (layoutOf(t).mixed && clang_getCursorKind(init) == CXCursor_InitListExpr)
    fail(c, init,
         "initialized arrays of structs whose fields differ in type are not "
         "supported");
  InitFill f = {.c = c, .g = g, .count = scalarCount(t)};
  int size = g->t.bits < 8 ? 1 : g->t.bits / 8;
  long long bytes = f.count * size;
  f.bytes = tcalloc((size_t)bytes, 1);
  if (g->t.kind == SC_INT && g->t.bits < 8) /* bool: one byte each */
    f.count = bytes;
  fillInit(&f, init, t, 0);
  fprintf(glue, "static const unsigned char stitch_init_%d_%d[%lld] = {", id,
          index, bytes);
  for (long long i = 0; i < bytes; i++)
    fprintf(glue, "%s%u", i ? (i % 16 ? ", " : ",\n  ") : "", f.bytes[i]);
  fprintf(glue, "};\n");
  tfree(f.bytes);
  return bytes;
}

/* The launcher: unpacks cudaLaunchKernel's arguments and calls the copy for
 * the launch's block size when there is one, else the generic function. */
static void emitLauncher(Ctx *c, FILE *glue, const char *name,
                         const char *mangled, const Param *params, int np,
                         int id, const LaunchShape *const *shapes,
                         int numShapes) {
  char sym[1200];
  fprintf(glue, "/* %s */\n", name);
  for (int s = -1; s < numShapes; s++) {
    kernelSymbol(sym, sizeof sym, mangled, s < 0 ? NULL : shapes[s]);
    fprintf(glue,
            "void _mlir_ciface_%s(int64_t, int64_t, int64_t, int64_t, "
            "int64_t, int64_t%s",
            sym, c->dynShared ? ", int64_t" : "");
    for (int i = 0; i < np; i++) {
      if (params[i].empty)
        continue;
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
  }
  fprintf(glue,
          "static void stitch_launch_%d(const StitchDim3 *g, const "
          "StitchDim3 *b, size_t shmem, void **args) {\n",
          id);
  if (!c->dynShared)
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
  Buf rest = {0};
  bufAppend(&rest, "(g->x, g->y, g->z, b->x, b->y, b->z%s",
            c->dynShared ? ", (int64_t)shmem" : "");
  for (int i = 0; i < np; i++) {
    if (params[i].empty)
      continue;
    if (params[i].nf)
      for (int f = 0; f < params[i].nf; f++)
        bufAppend(&rest, ", *(%s *)((char *)args[%d] + %lld)",
                  cTypeOf(params[i].ft[f]), i, params[i].off[f]);
    else if (params[i].isPtr)
      bufAppend(&rest, ", &m%d", i);
    else
      bufAppend(&rest, ", *(%s *)args[%d]", cTypeOf(params[i].t), i);
  }
  for (int g = 0; g < c->numGlobals; g++)
    bufAppend(&rest, ", &gv%d", g);
  bufAppend(&rest, ");\n");
  for (int s = 0; s < numShapes; s++) {
    kernelSymbol(sym, sizeof sym, mangled, shapes[s]);
    fprintf(glue,
            "  %sif (b->x == %lld && b->y == %lld && b->z == %lld)\n"
            "    _mlir_ciface_%s%s",
            s ? "else " : "", shapes[s]->x, shapes[s]->y, shapes[s]->z, sym,
            rest.s);
  }
  fprintf(glue, "%s  _mlir_ciface_%s%s}\n\n", numShapes ? "  else\n  " : "",
          mangled, rest.s);
  bufFree(&rest);
  /* The globals' initial values, before main. */
  long long sizes[64];
  int any = 0;
  for (int g = 0; g < c->numGlobals; g++)
    any |=
        (sizes[g] = emitGlobalInitializer(c, glue, &c->globals[g], id, g)) > 0;
  if (any) {
    fprintf(glue,
            "__attribute__((constructor)) static void "
            "stitch_init_globals_%d(void) {\n",
            id);
    for (int g = 0; g < c->numGlobals; g++)
      if (sizes[g] > 0)
        fprintf(
            glue,
            "  stitchCudartSetInitializer(\"%s\", stitch_init_%d_%d, %lld);\n",
            c->globals[g].devName, id, g, sizes[g]);
    fprintf(glue, "}\n\n");
  }
}

int kernel(Ctx *c, CXCursor k, FILE *mlir, FILE *glue, int id) {
  char name[128], mangled[1024];
  kernelName(k, name, sizeof name);
  c->warnedVolatile = 0;
  snprintf(c->instantiation, sizeof c->instantiation, "%s",
           clang_Cursor_getNumTemplateArguments(k) > 0 ? name : "");
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
  c->privates.n = 0;
  c->numSharedDecls = 0;
  c->syncCounter.base[0] = 0;
  c->dynShared = 0;
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
    c->privates = (Buf){0};
    return 1;
  }
  if (np > 64)
    fail(c, k, "too many kernel parameters");
  if (clang_getCursorKind(k) == CXCursor_FunctionTemplate)
    fail(c, k, "template kernels are not supported");
  enum CXCursorKind parent =
      clang_getCursorKind(clang_getCursorSemanticParent(k));
  if (parent != CXCursor_TranslationUnit && parent != CXCursor_LinkageSpec)
    fail(c, k, "kernels in namespaces or classes are not supported");
  if (mlen <= 0 || mlen >= (int)sizeof mangled)
    fail(c, k, "kernel name too long");
  /* A template's instantiation (inline linkage in C++) or a kernel without
   * external linkage may be translated by every .cu that includes its
   * header: those copies get symbols of their own file (the runtime finds
   * kernels by their device name, which stays the mangled one), else the
   * link fails with multiple definitions. */
  if (c->instantiation[0] || clang_getCursorLinkage(k) != CXLinkage_External) {
    int more =
        snprintf(mangled + mlen, sizeof mangled - (size_t)mlen, "%s", c->tuTag);
    if (more < 0 || mlen + more >= (int)sizeof mangled)
      fail(c, k, "kernel name too long");
  }
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
    CXType pointee;
    if (paramPointee(pt, &pointee)) {
      Sc s = arrayScalar(pointee);
      if (s.kind == SC_VOID) {
        char tn[96];
        fail(c, p,
             "kernel parameter of type '%s': only pointers to scalars "
             "or to structs of scalars (and scalars) are supported",
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
      addPtrVar(c, p, v);
    } else if (structFields(pt, &fs)) {
      Val vals[32];
      pp->nf = fs.n;
      for (int f = 0; f < fs.n; f++) {
        Sc ft = scalarOf(clang_getCursorType(fs.f[f]));
        long long off = fs.off[f];
        if (off < 0)
          fail(c, fs.f[f], "unsupported field in a kernel parameter");
        pp->ft[f] = ft;
        pp->off[f] = off / 8;
        char a[NAME];
        snprintf(a, NAME, "%%arg%d_%d", i, f);
        vals[f] = scalar(a, ft);
      }
      addStructVar(c, p, &fs, vals);
    } else if (emptyRecord(pt)) {
      pp->empty = 1; /* llm.c's `std::bool_constant<UseAuxBuffer>`: a tag */
    } else {
      Sc s = scalarOf(pt);
      if (s.kind == SC_VOID) {
        char tn[96];
        fail(c, p, "kernel parameter of type '%s' is not supported",
             typeSpelling(clang_getCursorType(p), tn, sizeof tn));
      }
      char a[NAME];
      snprintf(a, NAME, "%%arg%d", i);
      if (s.bits == 1) {
        /* A bool arrives as the byte C passes (the launcher reads it as
         * unsigned char): true is any non-zero byte. */
        pp->t = scInt(8, 0);
        char b[NAME];
        snprintf(b, NAME, "%%arg%d_b", i);
        emit(c, "%%arg%d_z = arith.constant 0 : i8", i);
        emit(c, "%s = arith.cmpi ne, %s, %%arg%d_z : i8", b, a, i);
        addVar(c, p, VAR_SSA, scalar(b, s));
      } else {
        pp->t = s;
        addVar(c, p, VAR_SSA, scalar(a, s));
      }
    }
  }
  CXCursor fbody = childOfKind(k, CXCursor_CompoundStmt);
  if (clang_Cursor_isNull(fbody))
    fail(c, k, "kernel body not found");
  {
    DynScan ds = {0, {SC_VOID, 0, 0}, 0, 0, {SC_VOID, 0, 0}, 0};
    clang_visitChildren(fbody, scanDynShared, &ds);
    c->dynCast = 0;
    if (ds.casts && !ds.castConflict) {
      /* Typed by its casts: reinterpret_cast<T *>(smem), SharedMemory<T>. */
      c->dynShared = 1;
      c->dynElem = ds.castElem;
      c->dynCast = 1;
    } else if (ds.found) {
      c->dynShared = 1;
      c->dynElem = ds.elem;
    }
  }
  planSharedPools(c, fbody);
  c->kernelTail = 1;
  fnBody(c, fbody);
  c->kernelTail = 0;

  const LaunchShape *shapes[MAX_SPECIALIZED];
  int numShapes = c->launchShapes ? launchShapesOf(c->launchShapes, k, shapes,
                                                   MAX_SPECIALIZED)
                                  : 0;
  emitKernelFunction(c, mlir, name, mangled, params, np, &body, NULL);
  for (int s = 0; s < numShapes; s++)
    emitKernelFunction(c, mlir, name, mangled, params, np, &body, shapes[s]);
  bufFree(&body);
  if (glue)
    emitLauncher(c, glue, name, mangled, params, np, id, shapes, numShapes);
  return 0;
}

int stitchCudaTranslate(const char *path, const char *const *clangArgs,
                        int numClangArgs, const char *cudaPath, FILE *mlir,
                        FILE *glue, int specializeBlocks) {
  /* -target-sdk-version: the device side then resolves <<<>>> in host code
   * through __cudaPushCallConfiguration, which every CUDA >= 9.2 declares
   * (the driver only tells the host side the toolkit's version). */
  const char *base[] = {"-x",
                        "cuda",
                        "--cuda-device-only",
                        "-nocudalib",
                        "--cuda-gpu-arch=sm_80",
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
  reparseWithInstantiations(tu, path);
  int errors = 0;
  for (unsigned i = 0; i < clang_getNumDiagnostics(tu); i++) {
    CXDiagnostic d = clang_getDiagnostic(tu, i);
    enum CXDiagnosticSeverity sev = clang_getDiagnosticSeverity(d);
    /* Warnings only without glue (--emit=mlir): a build's host compile
     * of the same file reports them, device code included. Each at its
     * expansion location, the program's own line (a host `rand() /
     * RAND_MAX` was reported three times more at stdlib.h's line: found
     * by review). */
    if (sev == CXDiagnostic_Warning && glue) {
      clang_disposeDiagnostic(d);
      continue;
    }
    if (sev >= CXDiagnostic_Warning) {
      CXFile file = NULL;
      unsigned line = 0, col = 0;
      clang_getExpansionLocation(clang_getDiagnosticLocation(d), &file, &line,
                                 &col, NULL);
      CXString name = clang_getFileName(file);
      CXString text = clang_getDiagnosticSpelling(d);
      CXString option = clang_getDiagnosticOption(d, NULL);
      const char *opt = clang_getCString(option);
      fprintf(stderr, "%s:%u:%u: %s: %s%s%s%s\n",
              clang_getCString(name) ? clang_getCString(name) : path, line, col,
              sev == CXDiagnostic_Warning ? "warning" : "error",
              clang_getCString(text), opt && *opt ? " [" : "",
              opt && *opt ? opt : "", opt && *opt ? "]" : "");
      clang_disposeString(option);
      clang_disposeString(text);
      clang_disposeString(name);
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
  Collect col = {{0}, {0}};
  clang_visitChildren(clang_getTranslationUnitCursor(tu), findKernels, &col);
  Ctx c;
  memset(&c, 0, sizeof c);
  {
    /* FNV-1a of the path as given and of its absolute form. */
    char *abs = realpath(path, NULL);
    unsigned long long h = 1469598103934665603ULL;
    for (const char *q = abs ? abs : path; *q; ++q)
      h = (h ^ (unsigned char)*q) * 1099511628211ULL;
    free(abs);
    snprintf(c.tuTag, sizeof c.tuTag, "__stitch_tu%016llx", h);
  }
  c.tu = tu;
  LaunchShapes shapes = {0};
  if (specializeBlocks) {
    findLaunchShapes(tu, &shapes);
    c.launchShapes = &shapes;
  }
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
  free(col.visited.k);
  free(shapes.shapes);
  free(c.vars);
  bufFree(&c.attribs);
  bufFree(&c.privates);
  clang_disposeTranslationUnit(tu);
  clang_disposeIndex(index);
  return failed || c.errors ? 1 : 0;
}
