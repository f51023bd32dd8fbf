/*===- LaunchShapes.c - the constant block shapes kernels are launched with ===*
 *
 * A translated kernel takes its block size as run-time arguments, so the
 * thread loops stitch-to-openmp serializes have run-time bounds: the size-1
 * y and z of a 1-D block stay loops, the clamps, guards and segments that
 * key on a constant block width do not apply, and indices like
 * `blockIdx.x * blockDim.x + threadIdx.x` are not linear forms. Most
 * programs launch each kernel with block sizes fixed in the source
 * (`dim3 threads(16, 16); k<<<grid, threads>>>`, `k<<<n, 256>>>`). This
 * module finds those: for every `<<<grid, block, ...>>>` in the file (seen
 * by the device-side parse as a call of the kernel whose configuration is
 * a `__cudaPushCallConfiguration(grid, block, shmem, stream)` call), it
 * evaluates `block` when it is an integer constant expression, a `dim3`
 * built from such (default arguments 1), or a variable (of type dim3 or
 * integer) so initialized. The translator then emits a copy of the kernel with those
 * sizes as constants, and the launcher calls it when the launch's block
 * matches (the generic kernel otherwise): a guess that is wrong, say a
 * variable reassigned before the launch, costs speed, not correctness.
 *===----------------------------------------------------------------------===*/

#include "TranslateInternal.h"

#include <stdlib.h>
#include <string.h>

enum { MAX_EVAL_DEPTH = 12 };

/* The initializer of the variable `declRef` refers to, if it is a
 * variable with one. */
static int initializerOf(CXCursor declRef, CXCursor *init) {
  CXCursor decl = clang_getCursorReferenced(declRef);
  if (clang_getCursorKind(decl) != CXCursor_VarDecl)
    return 0;
  Kids k = kids(decl); /* the initializer comes last */
  if (k.n < 1 || k.n > 16)
    return 0;
  *init = k.k[k.n - 1];
  return 1;
}

/* An integer constant expression, or a variable so initialized (Rodinia
 * gaussian's `int block_size = MAXBLOCKSIZE; dim3 dimBlock(block_size)`),
 * through implicit conversions; as for dim3 variables, a reassignment
 * before the launch makes a wrong guess, which costs speed only. */
static int evalInteger(CXCursor cur, long long *value, int depth) {
  if (depth > MAX_EVAL_DEPTH)
    return 0;
  CXEvalResult r = clang_Cursor_Evaluate(cur);
  if (r) {
    int ok = clang_EvalResult_getKind(r) == CXEval_Int;
    if (ok)
      *value = clang_EvalResult_getAsLongLong(r);
    clang_EvalResult_dispose(r);
    if (ok)
      return 1;
  }
  CXCursor init;
  if (clang_getCursorKind(cur) == CXCursor_DeclRefExpr)
    return initializerOf(cur, &init) && evalInteger(init, value, depth + 1);
  Kids child = kids(cur); /* implicit conversions */
  return child.n == 1 && evalInteger(child.k[0], value, depth + 1);
}

static int isDim3(CXType t) {
  CXString s =
      clang_getCursorSpelling(clang_getTypeDeclaration(clang_getCanonicalType(t)));
  int yes = strcmp(clang_getCString(s), "dim3") == 0;
  clang_disposeString(s);
  return yes;
}

/* The block size `cur` (an expression of type dim3 or integer) denotes, if
 * it is a constant. */
static int evalDim3(CXCursor cur, long long out[3], int depth) {
  if (depth > MAX_EVAL_DEPTH)
    return 0;
  if (!isDim3(clang_getCursorType(cur))) {
    if (!evalInteger(cur, &out[0], depth + 1))
      return 0;
    out[1] = out[2] = 1;
    return 1;
  }
  enum CXCursorKind kind = clang_getCursorKind(cur);
  if (kind == CXCursor_CallExpr) { /* a dim3 constructor */
    int n = clang_Cursor_getNumArguments(cur);
    if (n == 1)
      return evalDim3(clang_Cursor_getArgument(cur, 0), out, depth + 1);
    if (n != 3)
      return 0;
    for (int i = 0; i < 3; i++)
      if (!evalInteger(clang_Cursor_getArgument(cur, (unsigned)i), &out[i],
                       depth + 1))
        return 0;
    return 1;
  }
  CXCursor init;
  if (kind == CXCursor_DeclRefExpr) /* a dim3 variable: its initializer */
    return initializerOf(cur, &init) && evalDim3(init, out, depth + 1);
  Kids child = kids(cur); /* implicit conversions, temporaries */
  return child.n == 1 && evalDim3(child.k[0], out, depth + 1);
}

static int sameKernel(CXCursor a, CXCursor b) {
  return clang_equalCursors(clang_getCanonicalCursor(a),
                            clang_getCanonicalCursor(b));
}

static void addShape(LaunchShapes *s, CXCursor kernel, const long long b[3]) {
  for (int i = 0; i < s->n; i++)
    if (sameKernel(s->shapes[i].kernel, kernel) && s->shapes[i].x == b[0] &&
        s->shapes[i].y == b[1] && s->shapes[i].z == b[2])
      return;
  if (s->n == s->cap) {
    s->cap = s->cap ? 2 * s->cap : 8;
    s->shapes = realloc(s->shapes, sizeof *s->shapes * (size_t)s->cap);
    if (!s->shapes)
      abort();
  }
  s->shapes[s->n++] = (LaunchShape){kernel, b[0], b[1], b[2]};
}

static enum CXChildVisitResult findLaunches(CXCursor cur, CXCursor parent,
                                            CXClientData data) {
  if (!isInUserFile(cur))
    return CXChildVisit_Continue;
  if (clang_getCursorKind(cur) == CXCursor_CallExpr &&
      clang_getCursorKind(parent) == CXCursor_CallExpr &&
      clang_Cursor_getNumArguments(cur) >= 2) {
    CXString callee = clang_getCursorSpelling(cur);
    int isConfig =
        strcmp(clang_getCString(callee), "__cudaPushCallConfiguration") == 0;
    clang_disposeString(callee);
    long long block[3];
    /* CUDA's limits: at most 1024 threads per block, z at most 64. */
    if (isConfig && evalDim3(clang_Cursor_getArgument(cur, 1), block, 0) &&
        block[0] >= 1 && block[1] >= 1 && block[2] >= 1 &&
        block[0] * block[1] * block[2] <= 1024 && block[2] <= 64)
      addShape(data, clang_getCursorReferenced(parent), block);
  }
  return CXChildVisit_Recurse;
}

void findLaunchShapes(CXTranslationUnit tu, LaunchShapes *shapes) {
  clang_visitChildren(clang_getTranslationUnitCursor(tu), findLaunches,
                      shapes);
}

int launchShapesOf(const LaunchShapes *shapes, CXCursor kernel,
                   const LaunchShape **out, int max) {
  int n = 0;
  for (int i = 0; i < shapes->n && n < max; i++)
    if (sameKernel(shapes->shapes[i].kernel, kernel))
      out[n++] = &shapes->shapes[i];
  return n;
}
