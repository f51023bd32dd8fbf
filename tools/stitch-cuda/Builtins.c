/*===- Builtins.c - stitch-cuda: calls -------------------------------------===*
 *
 * Calls: math functions, min/max/abs, atomics, __syncthreads, inlined
 * __device__ functions, struct assignment.
 *===----------------------------------------------------------------------===*/

#include "TranslateInternal.h"
#include <math.h>

/*===---------------------------- calls -----------------------------------===*/

/* CUDA math functions with a math/arith equivalent (float and double). */
static const MathFn kMath[] = {
    {"sqrtf", "math.sqrt", 1},
    {"sqrt", "math.sqrt", 1},
    {"rsqrtf", "math.rsqrt", 1},
    {"rsqrt", "math.rsqrt", 1},
    {"expf", "math.exp", 1},
    {"exp", "math.exp", 1},
    {"__expf", "math.exp", 1},
    {"exp2f", "math.exp2", 1},
    {"exp2", "math.exp2", 1},
    {"logf", "math.log", 1},
    {"log", "math.log", 1},
    {"__logf", "math.log", 1},
    {"log2f", "math.log2", 1},
    {"log2", "math.log2", 1},
    {"__log2f", "math.log2", 1},
    {"__log10f", "math.log10", 1},
    {"log10f", "math.log10", 1},
    {"log10", "math.log10", 1},
    {"__tanf", "math.tan", 1},
    {"sinf", "math.sin", 1},
    {"sin", "math.sin", 1},
    {"__sinf", "math.sin", 1},
    {"cosf", "math.cos", 1},
    {"cos", "math.cos", 1},
    {"__cosf", "math.cos", 1},
    {"tanf", "math.tan", 1},
    {"tan", "math.tan", 1},
    {"tanhf", "math.tanh", 1},
    {"tanh", "math.tanh", 1},
    {"atanf", "math.atan", 1},
    {"atan", "math.atan", 1},
    {"fabsf", "math.absf", 1},
    {"fabs", "math.absf", 1},
    {"floorf", "math.floor", 1},
    {"floor", "math.floor", 1},
    {"ceilf", "math.ceil", 1},
    {"ceil", "math.ceil", 1},
    {"truncf", "math.trunc", 1},
    {"trunc", "math.trunc", 1},
    {"roundf", "math.round", 1},
    {"round", "math.round", 1},
    {"erff", "math.erf", 1},
    {"erf", "math.erf", 1},
    {"powf", "math.powf", 2},
    {"pow", "math.powf", 2},
    {"__powf", "math.powf", 2},
    {"atan2f", "math.atan2", 2},
    {"atan2", "math.atan2", 2},
    {"fminf", "arith.minnumf", 2},
    {"fmin", "arith.minnumf", 2},
    {"fmaxf", "arith.maxnumf", 2},
    {"fmax", "arith.maxnumf", 2},
    {"__fdividef", "arith.divf", 2},
    {"fmaf", "math.fma", 3},
    {"fma", "math.fma", 3},
    /* arith.remf is C's fmod: the remainder of the truncated quotient, with
       the dividend's sign */
    {"fmodf", "arith.remf", 2},
    {"fmod", "arith.remf", 2},
    /* rint and nearbyint round to even (the default rounding mode) */
    {"rintf", "math.roundeven", 1},
    {"rint", "math.roundeven", 1},
    {"nearbyintf", "math.roundeven", 1},
    {"nearbyint", "math.roundeven", 1},
    {"copysignf", "math.copysign", 2},
    {"copysign", "math.copysign", 2},
    {"cbrtf", "math.cbrt", 1},
    {"cbrt", "math.cbrt", 1},
    {"sinhf", "math.sinh", 1},
    {"sinh", "math.sinh", 1},
    {"coshf", "math.cosh", 1},
    {"cosh", "math.cosh", 1},
    {"asinf", "math.asin", 1},
    {"asin", "math.asin", 1},
    {"acosf", "math.acos", 1},
    {"acos", "math.acos", 1},
    {"erfcf", "math.erfc", 1},
    {"erfc", "math.erfc", 1},
    /* Round-to-nearest-even is the default rounding: the plain ops (the
       other rounding modes, _rz/_ru/_rd, have no equivalent and stay
       unsupported). */
    {"__fadd_rn", "arith.addf", 2},
    {"__dadd_rn", "arith.addf", 2},
    {"__fsub_rn", "arith.subf", 2},
    {"__dsub_rn", "arith.subf", 2},
    {"__fmul_rn", "arith.mulf", 2},
    {"__dmul_rn", "arith.mulf", 2},
    {"__fdiv_rn", "arith.divf", 2},
    {"__ddiv_rn", "arith.divf", 2},
    {"__fmaf_rn", "math.fma", 3},
    {"__fma_rn", "math.fma", 3},
    {"__fsqrt_rn", "math.sqrt", 1},
    {"__dsqrt_rn", "math.sqrt", 1},
    {"__frsqrt_rn", "math.rsqrt", 1},
};

Val callMath(Ctx *c, CXCursor e, const MathFn *m) {
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

/* sincosf(x, &s, &c) (also sincos, __sincosf): math.sin and math.cos of x
 * written through the two pointers; modff(x, &ip) (modf): the integral part
 * through the pointer. `&v` of a local writes the variable (taking a
 * local's address is otherwise unsupported). */
static int isSinCos(const char *name) {
  return !strcmp(name, "sincosf") || !strcmp(name, "sincos") ||
         !strcmp(name, "__sincosf");
}

static int isModf(const char *name) {
  return !strcmp(name, "modff") || !strcmp(name, "modf");
}

int outputArguments(const char *name, int nargs, unsigned *first) {
  *first = 1;
  if (isSinCos(name) && nargs == 3)
    return 2;
  if (isModf(name) && nargs == 2)
    return 1;
  return 0;
}

/* Writes v to the output argument `dst` of the call e (`&v`, a pointer). */
static void writeOutput(Ctx *c, CXCursor e, CXCursor dst, Val v) {
  CXCursor var;
  if (addressOfOperand(dst, &var)) {
    writeLV(c, lvalue(c, var), v, e);
    return;
  }
  Val ptr = expr(c, dst);
  if (!ptr.isPtr)
    fail(c, e, "a pointer to the result expected");
  store(c, ptr, v);
}

int addressOfOperand(CXCursor e, CXCursor *x) {
  CXCursor s = stripParens(e);
  Kids ks = kids(s);
  if (clang_getCursorKind(s) != CXCursor_UnaryOperator ||
      clang_getCursorUnaryOperatorKind(s) != CXUnaryOperator_AddrOf ||
      ks.n != 1)
    return 0;
  *x = ks.k[0];
  return 1;
}

static Val callSinCos(Ctx *c, CXCursor e) {
  if (clang_Cursor_getNumArguments(e) != 3)
    fail(c, e, "sincos takes 3 arguments");
  CXType out = clang_getPointeeType(
      canon(clang_getCursorType(clang_Cursor_getArgument(e, 1))));
  Sc t = scalarOf(out);
  if (t.kind != SC_FLOAT)
    fail(c, e, "sincos of a non-floating-point type");
  Val x = convert(c, expr(c, clang_Cursor_getArgument(e, 0)), t, e);
  static const char *const ops[2] = {"math.sin", "math.cos"};
  for (unsigned k = 0; k < 2; ++k) {
    char n[NAME], tb[16];
    fresh(c, n);
    emit(c, "%s = %s %s : %s", n, ops[k], x.v, scName(t, tb));
    writeOutput(c, e, clang_Cursor_getArgument(e, k + 1), scalar(n, t));
  }
  return scalar("", (Sc){SC_VOID, 0, 0});
}

static Val op(Ctx *c, const char *name, Val a, const Val *b);
static Val cmpfOf(Ctx *c, const char *pred, Val a, Val b);

/* modff(x, &ip): ip = trunc(x); the fraction x - trunc(x) (exact) with x's
 * sign (modf(-3.0) is -0.0), and +-0 for infinities (x - trunc(x) would
 * be NaN there). */
static Val callModf(Ctx *c, CXCursor e) {
  Sc t = scalarOf(clang_getCursorType(e));
  if (t.kind != SC_FLOAT)
    fail(c, e, "modf of a non-floating-point type");
  Val x = convert(c, expr(c, clang_Cursor_getArgument(e, 0)), t, e);
  Val ip = op(c, "math.trunc", x, NULL);
  writeOutput(c, e, clang_Cursor_getArgument(e, 1), ip);
  Val frac =
      op(c, "math.copysign", arith(c, CXBinaryOperator_Sub, x, ip, t, e), &x);
  Val zero = op(c, "math.copysign", constFloat(c, 0, t), &x);
  Val inf =
      cmpfOf(c, "oeq", op(c, "math.absf", x, NULL), constFloat(c, INFINITY, t));
  return selectOf(c, inf, zero, frac);
}

/* Device printf("fmt", a, ...): gpu.printf with the arguments as C's
 * variadic call promotes them (clang's implicit casts: float to double,
 * char and short to int); stitch-lower-gpu-printf makes it the C
 * library's printf on the CPU. Strings and pointers (%s, %p) are a located
 * error; the call's value is 0 (a GPU's is the argument count or -1). */
static Val callPrintf(Ctx *c, CXCursor e) {
  int n = clang_Cursor_getNumArguments(e);
  CXEvalResult r =
      n >= 1 ? clang_Cursor_Evaluate(clang_Cursor_getArgument(e, 0)) : NULL;
  if (!r || clang_EvalResult_getKind(r) != CXEval_StrLiteral) {
    if (r)
      clang_EvalResult_dispose(r);
    fail(c, e, "device printf needs a string literal format");
  }
  Buf fmt = {0};
  for (const unsigned char *q =
           (const unsigned char *)clang_EvalResult_getAsStr(r);
       *q; q++) {
    if (*q >= ' ' && *q < 0x7f && *q != '"' && *q != '\\')
      bufAppend(&fmt, "%c", *q);
    else
      bufAppend(&fmt, "\\%02X", *q);
  }
  clang_EvalResult_dispose(r);
  Buf vals = {0}, types = {0};
  for (int i = 1; i < n; i++) {
    CXCursor a = clang_Cursor_getArgument(e, (unsigned)i);
    CXType at = canon(clang_getCursorType(a));
    if (at.kind == CXType_Pointer || at.kind == CXType_ConstantArray)
      fail(c, a,
           "device printf of a string or pointer is not supported "
           "(numbers only)");
    Val v = expr(c, a);
    if (v.isPtr || v.t.kind == SC_VOID)
      fail(c, a,
           "device printf of a string or pointer is not supported "
           "(numbers only)");
    char tb[16];
    bufAppend(&vals, ", %s", v.v);
    bufAppend(&types, "%s%s", i > 1 ? ", " : "", scName(v.t, tb));
  }
  if (n > 1)
    emit(c, "gpu.printf \"%s\"%s : %s", fmt.s ? fmt.s : "", vals.s, types.s);
  else
    emit(c, "gpu.printf \"%s\"", fmt.s ? fmt.s : "");
  bufFree(&fmt);
  bufFree(&vals);
  bufFree(&types);
  return constInt(c, 0, scInt(32, 1));
}

/* min/max/abs overloads of the CUDA headers, for integers and floats. */
Val callMinMax(Ctx *c, CXCursor e, int isMax) {
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

/* `%n = memref.generic_atomic_rmw p {^bb0(%cur): ...; yield}`: opens the
 * region (n, cur: fresh names) for the caller to compute the new value from
 * `cur`, which genericAtomicEnd yields. */
static void genericAtomicBegin(Ctx *c, Val p, Sc t, char n[NAME],
                               char cur[NAME]) {
  char tb[16];
  fresh(c, n);
  fresh(c, cur);
  emit(c, "%s = memref.generic_atomic_rmw %s[%s] : %s {", n, p.base, p.v,
       p.mty);
  emit(c, "^bb0(%s: %s):", cur, scName(t, tb));
}

static Val genericAtomicEnd(Ctx *c, const char *n, Val next, Sc t) {
  char tb[16];
  emit(c, "memref.atomic_yield %s : %s", next.v, scName(t, tb));
  emit(c, "}");
  return scalar(n, t);
}

/* An atomic reads and writes its element in one unit of its memory: a
 * field wider than its struct's unit (Layout) is a located error. */
static void failWiderThanUnit(Ctx *c, CXCursor e, const char *name, Sc t,
                              Sc mem) {
  if (memoryBits(t) > memoryBits(mem))
    fail(c, e,
         "%s on a field of a struct in memory with narrower fields is not "
         "supported",
         name);
}

/* The new value (*out) of the read-modify-write atomic `name` (atomicAdd,
 * Sub, Max, Min, And, Or, Xor) from the current value `cur` and the
 * operand `v`, both of type t; 0 when `name` is none of these for t. */
static int rmwValue(Ctx *c, CXCursor e, const char *name, Val cur, Val v, Sc t,
                    Val *out) {
  static const struct {
    const char *name;
    enum CXBinaryOperatorKind op;
    int ints; /* integers only */
  } ops[] = {{"atomicAdd", CXBinaryOperator_Add, 0},
             {"atomicSub", CXBinaryOperator_Sub, 1},
             {"atomicAnd", CXBinaryOperator_And, 1},
             {"atomicOr", CXBinaryOperator_Or, 1},
             {"atomicXor", CXBinaryOperator_Xor, 1}};
  for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++)
    if (!strcmp(name, ops[i].name) && (!ops[i].ints || t.kind == SC_INT)) {
      *out = arith(c, ops[i].op, cur, v, t, e);
      return 1;
    }
  int max = !strcmp(name, "atomicMax");
  if (!max && strcmp(name, "atomicMin"))
    return 0;
  char n[NAME], tb[16];
  fresh(c, n);
  emit(c, "%s = arith.%s %s, %s : %s", n,
       t.kind == SC_FLOAT ? (max ? "maxnumf" : "minnumf")
       : t.sign           ? (max ? "maxsi" : "minsi")
                          : (max ? "maxui" : "minui"),
       cur.v, v.v, scName(t, tb));
  *out = scalar(n, t);
  return 1;
}

/* An atomic through a pointer that reads its memory as another scalar of
 * the same width (`(int *)addr` of a float array: CUDA's compare-and-swap
 * loop for float atomics; a float field of a struct kept in i32 units): a
 * generic read-modify-write of the memory's own type on the value as the
 * pointer reads it (bitcasts); atomicCAS compares the bits. */
static Val reinterpretedAtomic(Ctx *c, CXCursor e, const char *name, Val p) {
  int nargs = clang_Cursor_getNumArguments(e);
  int cas = !strcmp(name, "atomicCAS");
  Sc t = p.t;
  Sc mem = memoryScalar(p);
  failWiderThanUnit(c, e, name, t, mem);
  if (nargs != (cas ? 3 : 2))
    fail(c, e, "%s takes %d arguments", name, cas ? 3 : 2);
  Val cmp = cas ? convert(c, expr(c, clang_Cursor_getArgument(e, 1)), t, e)
                : scalar("", t);
  Val v = convert(c, expr(c, clang_Cursor_getArgument(e, cas ? 2 : 1)), t, e);
  Val vMem = bitcastScalar(c, v, mem);
  char n[NAME], cur[NAME];
  genericAtomicBegin(c, p, mem, n, cur);
  Val next = vMem;
  if (cas) {
    Val bits = bitcastScalar(c, scalar(cur, mem), t);
    char eq[NAME], tb[16];
    fresh(c, eq);
    emit(c, "%s = arith.cmpi eq, %s, %s : %s", eq, bits.v, cmp.v,
         scName(t, tb));
    next = selectOf(c, scalar(eq, kBool), vMem, scalar(cur, mem));
  } else if (strcmp(name, "atomicExch")) {
    Val r;
    if (!rmwValue(c, e, name, bitcastScalar(c, scalar(cur, mem), t), v, t, &r))
      fail(c, e, "unsupported atomic '%s'", name);
    next = bitcastScalar(c, r, mem);
  }
  Val old = genericAtomicEnd(c, n, next, mem);
  return bitcastScalar(c, old, t);
}

Val callAtomic(Ctx *c, CXCursor e, const char *name) {
  int nargs = clang_Cursor_getNumArguments(e);
  Val p = expr(c, clang_Cursor_getArgument(e, 0));
  if (!p.isPtr)
    fail(c, e, "%s needs a pointer into an array", name);
  Sc t = p.t;
  char n[NAME], tb[16];
  scName(t, tb);
  if (reinterpreted(p))
    return reinterpretedAtomic(c, e, name, p);
  if (!strcmp(name, "atomicCAS")) {
    if (nargs != 3)
      fail(c, e, "atomicCAS takes 3 arguments");
    if (t.kind != SC_INT)
      fail(c, e, "atomicCAS on a non-integer type");
    Val cmp = convert(c, expr(c, clang_Cursor_getArgument(e, 1)), t, e);
    Val nv = convert(c, expr(c, clang_Cursor_getArgument(e, 2)), t, e);
    char cur[NAME], eq[NAME];
    genericAtomicBegin(c, p, t, n, cur);
    fresh(c, eq);
    emit(c, "%s = arith.cmpi eq, %s, %s : %s", eq, cur, cmp.v, tb);
    return genericAtomicEnd(
        c, n, selectOf(c, scalar(eq, kBool), nv, scalar(cur, t)), t);
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
    char cur[NAME];
    genericAtomicBegin(c, p, t, n, cur);
    return genericAtomicEnd(
        c, n, arith(c, CXBinaryOperator_Xor, scalar(cur, t), v, t, e), t);
  }
  fresh(c, n);
  emit(c, "%s = memref.atomic_rmw %s %s, %s[%s] : (%s, %s) -> %s", n, kind,
       v.v, p.base, p.v, tb, p.mty, tb);
  return scalar(n, t);
}

/* Argument `i` of the call `e` of `def`: the expression written, or for an
 * argument left out, the parameter's default (libclang shows clang's
 * CXXDefaultArgExpr as an expression without children or location, which
 * was an unlocated "unsupported expression": review 18d). */
static CXCursor argumentExpr(CXCursor e, CXCursor def, unsigned i,
                             unsigned shift) {
  CXCursor a = clang_Cursor_getArgument(e, i + shift);
  if (clang_getCursorKind(a) != CXCursor_UnexposedExpr || kids(a).n)
    return a;
  Kids ks = kids(clang_Cursor_getArgument(def, i));
  for (int k = ks.n - 1; k >= 0; --k)
    if (clang_isExpression(clang_getCursorKind(ks.k[k])))
      return ks.k[k];
  return a;
}

/* Strips parentheses and implicit conversions that change no more than
 * qualifiers (binding a `const T &` adds const). */
CXCursor stripQualifierCasts(CXCursor cur) {
  for (;;) {
    enum CXCursorKind k = clang_getCursorKind(cur);
    Kids ks = kids(cur);
    if ((k != CXCursor_ParenExpr && k != CXCursor_UnexposedExpr) || ks.n != 1)
      return cur;
    if (k == CXCursor_UnexposedExpr &&
        !clang_equalTypes(
            clang_getUnqualifiedType(canon(clang_getCursorType(cur))),
            clang_getUnqualifiedType(canon(clang_getCursorType(ks.k[0])))))
      return cur;
    cur = ks.k[0];
  }
}

/* Whether the argument `arg` of a `const T &` parameter (T a scalar or a
 * pointer) is an lvalue of type T the reference binds to directly: an
 * element of memory, a __shared__/__device__ scalar or a variable, not a
 * temporary (a conversion, a constant, a computed value). The callee then
 * reads it where it reads the parameter, as C++ does: stores between the
 * call and the read (the callee's own, another thread's before a barrier
 * in the callee) are seen. */
int bindsConstRef(Ctx *c, CXCursor arg, CXType pointee) {
  CXCursor s = stripQualifierCasts(arg);
  if (!clang_equalTypes(clang_getUnqualifiedType(canon(clang_getCursorType(s))),
                        clang_getUnqualifiedType(canon(pointee))))
    return 0;
  switch (clang_getCursorKind(s)) {
  case CXCursor_ArraySubscriptExpr:
  case CXCursor_MemberRefExpr:
    return 1;
  case CXCursor_UnaryOperator:
    return clang_getCursorUnaryOperatorKind(s) == CXUnaryOperator_Deref;
  case CXCursor_DeclRefExpr: {
    /* Variables the translation holds, and __device__/__constant__ scalars
     * (lvalue() registers them); constants folded to their value and
     * enumerators are read by value. */
    CXCursor d = clang_getCursorReferenced(s);
    int i = findVar(c, d);
    if (i < 0)
      return clang_getCursorKind(d) == CXCursor_VarDecl &&
             (hasAttr(d, CXCursor_CUDADeviceAttr) ||
              hasAttr(d, CXCursor_CUDAConstantAttr));
    return c->vars[i].kind != VAR_MEM_ARRAY && c->vars[i].kind != VAR_GROUP;
  }
  default:
    return 0;
  }
}

int bindLvalueReference(Ctx *c, CXCursor init, Val *out) {
  /* a variable (a struct variable's field too: its leaf's variable, found
   * rejected by review: swap(v.x, v.y)) or memory */
  LV lv = lvalue(c, stripQualifierCasts(init));
  *out = lv.mem;
  return lv.var;
}

int aliasSubobject(Ctx *c, CXCursor decl, CXCursor e, const Fields *fs) {
  CXCursor d;
  int first;
  if (!structSubobject(c, e, &d, &first))
    return 0;
  for (int i = 0; i < fs->n; i++) {
    int target = leafVar(c, d, first + i);
    if (target < 0)
      return 0;
    int v = addVar(c, decl, VAR_ALIAS, c->vars[target].val);
    c->vars[v].field = i;
    c->vars[v].alias = target;
  }
  return 1;
}

/* Binds the `S &` parameter p (S a struct of scalars, fields fs) to the
 * argument `arg`: a struct variable's fields (each an alias of the
 * caller's) or a struct in memory (its address, as a __shared__ struct's).
 * helper_math.h's `operator+=(float3 &a, float3 b)` is this. */
static void bindStructReference(Ctx *c, CXCursor p, CXCursor arg,
                                const Fields *fs) {
  CXCursor s = stripQualifierCasts(arg);
  if (aliasSubobject(c, p, s, fs))
    return; /* a struct variable, a nested struct of one (`p.pos`) */
  LV lv = lvalue(c, s);
  if (lv.var >= 0)
    fail(c, arg, "unsupported struct reference argument");
  addVar(c, p, VAR_MEM_SCALAR, lv.mem);
}

/* The object of the member call `e` when it is not a struct variable: a
 * struct in memory (`a[i].f()`, `p->f()`), registered as a VAR_MEM_SCALAR
 * whose declaration is the object expression (memberLV finds `this`'s
 * fields there), or a temporary (`(a * b).f()`), a struct variable so
 * declared. */
static CXCursor objectInMemory(Ctx *c, CXCursor e, CXCursor object) {
  CXCursor base = stripStruct(object);
  CXType bt = canon(clang_getCursorType(base));
  Fields fs;
  if (structFields(bt, &fs) && aliasSubobject(c, base, base, &fs))
    return base; /* q.a.rot(): a nested struct of a struct variable */
  if (structTemporary(base) && structFields(bt, &fs)) {
    CXCursor f = clang_getCursorReferenced(e);
    if (canon(clang_getResultType(
                  clang_getCursorType(clang_getCursorReferenced(base))))
                .kind == CXType_LValueReference &&
        !clang_CXXMethod_isConst(f))
      fail(c, e,
           "a member function that may modify the struct a call returns "
           "by reference is not supported");
    /* (a * b).norm(): on a temporary, a struct variable of its own */
    Val vals[32];
    structValues(c, base, &fs, vals);
    addStructVar(c, base, &fs, vals);
    return base;
  }
  Val p;
  if (bt.kind == CXType_Pointer) {
    p = expr(c, base);
    bt = canon(clang_getPointeeType(bt));
  } else {
    LV lv = lvalue(c, base);
    if (lv.var >= 0)
      fail(c, e, "unsupported member function call");
    p = lv.mem;
  }
  if (!p.isPtr || !layoutOf(bt).ok)
    fail(c, e,
         "member functions on a struct in memory need a struct of one "
         "scalar type (no padding)");
  addVar(c, base, VAR_MEM_SCALAR, p);
  return base;
}

/* The object a member operator runs on (`a += b` calling
 * `S::operator+=`): the call's first operand, a struct variable, `*this`
 * or a struct in memory or temporary (objectInMemory). */
static CXCursor operatorObject(Ctx *c, CXCursor e) {
  CXCursor object = clang_Cursor_getArgument(e, 0);
  if (emptyRecord(clang_getCursorType(object)))
    return clang_getNullCursor(); /* rd(v, i), Reader()(v, i): no fields */
  CXCursor base = stripStruct(object);
  if (clang_getCursorKind(base) == CXCursor_DeclRefExpr) {
    CXCursor decl = clang_getCursorReferenced(base);
    Fields fs;
    if (structFields(clang_getCursorType(decl), &fs) &&
        leafVar(c, decl, 0) >= 0)
      return decl;
  }
  if (clang_getCursorKind(base) == CXCursor_UnaryOperator &&
      clang_getCursorUnaryOperatorKind(base) == CXUnaryOperator_Deref &&
      kids(base).n == 1 &&
      clang_getCursorKind(stripParens(kids(base).k[0])) ==
          CXCursor_CXXThisExpr &&
      c->fn && c->fn->hasThis)
    return c->fn->thisDecl; /* *this += v inside another member */
  return objectInMemory(c, e, object);
}

/* Whether `e` calls a member operator (`a += b` of `S::operator+=`): its
 * object is argument 0 of the call, not of the declaration. */
static int isMemberOperatorCall(CXCursor e, CXCursor def) {
  char name[32];
  cursorSpelling(def, name, sizeof name);
  return clang_getCursorKind(def) == CXCursor_CXXMethod &&
         !clang_CXXMethod_isStatic(def) && !strncmp(name, "operator", 8) &&
         clang_Cursor_getNumArguments(e) ==
             clang_Cursor_getNumArguments(def) + 1;
}

/* The default member initializer of the field f (`int n = 3;`), or a
 * null cursor. */
static CXCursor defaultMemberInit(CXCursor f) {
  Kids ks = kids(f);
  for (int k = 0; k < ks.n; k++)
    if (clang_isExpression(clang_getCursorKind(ks.k[k])))
      return ks.k[k];
  return clang_getNullCursor();
}

static enum CXVisitorResult collectDirectField(CXCursor f, CXClientData data) {
  collectAll(f, clang_getNullCursor(), data);
  return CXVisit_Continue;
}

/* Initializes the direct field f (first leaf `at`) of the struct variable
 * `self` from `init`. */
static void initMember(Ctx *c, CXCursor self, CXCursor f, int at,
                       CXCursor init) {
  Fields sub;
  if (structFields(clang_getCursorType(f), &sub)) {
    Val vals[32]; /* lo(a): a struct member's leaves */
    structValues(c, init, &sub, vals);
    for (int i = 0; i < sub.n; i++) {
      Var *v = &c->vars[leafVar(c, self, at + i)];
      v->val = convert(c, vals[i], v->val.t, init);
    }
    return;
  }
  int v = leafVar(c, self, at);
  if (v < 0)
    fail(c, init,
         "member initializer of a field that is not a scalar "
         "or a struct of scalars");
  if (clang_getCursorKind(init) == CXCursor_InitListExpr && kids(init).n == 1)
    init = kids(init).k[0]; /* x{a} */
  c->vars[v].val = convert(c, expr(c, init), c->vars[v].val.t, init);
}

static void memberInitializers(Ctx *c, CXCursor def);

/* An implicit or `= default` constructor of the struct variable `self`:
 * the default member initializers, in a `this` context of their own. */
static void defaultMembers(Ctx *c, CXCursor self) {
  Fn fn;
  memset(&fn, 0, sizeof fn);
  fn.decl = self;
  fn.parent = c->fn;
  fn.hasThis = 1;
  fn.thisDecl = self;
  fn.retVal = -1;
  fn.ret = addFlag(c);
  c->fn = &fn;
  memberInitializers(c, clang_getNullCursor());
  c->fn = fn.parent;
}

/* Runs the member initialization of a constructor of the struct variable
 * `self` (c->fn's `this`), as C++ does: each direct field in declaration
 * order (whatever order the list is written in: `: b(a + 1), a(x)` sets a
 * first; found by review) from its entry in the constructor's list or its
 * default member initializer. `def` null: an implicit or `= default`
 * constructor (default member initializers only). A delegating
 * constructor (`S(float v) : S() {...}`) runs the other one instead; a
 * base class is a located error. */
static void memberInitializers(Ctx *c, CXCursor def) {
  CXCursor self = c->fn->thisDecl;
  CXType cls = canon(clang_getCursorType(self));
  if (cls.kind == CXType_LValueReference)
    cls = canon(clang_getPointeeType(cls));
  CursorList written = {0};
  if (!clang_Cursor_isNull(def))
    clang_visitChildren(def, collectAll, &written);
  for (int i = 0; i < written.n; i++) {
    enum CXCursorKind k = clang_getCursorKind(written.k[i]);
    if (k == CXCursor_TypeRef &&
        clang_equalTypes(canon(clang_getCursorType(written.k[i])), cls)) {
      /* delegating: the other constructor's call follows */
      for (int j = i + 1; j < written.n; j++)
        if (clang_getCursorKind(written.k[j]) == CXCursor_CallExpr &&
            clang_getCursorKind(clang_getCursorReferenced(written.k[j])) ==
                CXCursor_Constructor) {
          CXCursor call = written.k[j];
          tfree(written.k);
          callInline(c, call, clang_getCursorReferenced(call), &self, NULL);
          return;
        }
      fail(c, written.k[i], "unsupported delegating constructor");
    }
    if (k == CXCursor_CXXBaseSpecifier || k == CXCursor_TypeRef)
      fail(c, written.k[i],
           "constructors initializing a base class are not "
           "supported");
  }
  CursorList fields = {0};
  clang_Type_visitFields(cls, collectDirectField, &fields);
  for (int f = 0; f < fields.n; f++) {
    CXCursor init = defaultMemberInit(fields.k[f]);
    for (int i = 0; i + 1 < written.n; i++)
      if (clang_getCursorKind(written.k[i]) == CXCursor_MemberRef &&
          clang_equalCursors(clang_getCursorReferenced(written.k[i]),
                             fields.k[f]) &&
          clang_isExpression(clang_getCursorKind(written.k[i + 1])))
        init = written.k[i + 1];
    int count, at = directLeaf(cls, fields.k[f], &count);
    if (at < 0)
      continue;
    if (!clang_Cursor_isNull(init)) {
      initMember(c, self, fields.k[f], at, init);
      continue;
    }
    Fields sub;
    CXType ft = clang_getCursorType(fields.k[f]);
    if (structFields(ft, &sub) && hasDefaultMemberInits(ft)) {
      /* a struct member default-constructed: its own default member
       * initializers (a temporary declared as the field) */
      int mark = c->numVars;
      Val zeros[32];
      for (int i = 0; i < sub.n; i++) {
        Sc t = scalarOf(clang_getCursorType(sub.f[i]));
        zeros[i] = t.kind == SC_FLOAT ? constFloat(c, 0, t) : constInt(c, 0, t);
      }
      addStructVar(c, fields.k[f], &sub, zeros);
      defaultMembers(c, fields.k[f]);
      for (int i = 0; i < sub.n; i++)
        c->vars[leafVar(c, self, at + i)].val =
            c->vars[leafVar(c, fields.k[f], i)].val;
      c->numVars = mark;
    }
  }
  tfree(fields.k);
  tfree(written.k);
}

Val callInline(Ctx *c, CXCursor e, CXCursor fdecl, const CXCursor *self,
               Val *structOut) {
  CXCursor def = clang_getCursorDefinition(fdecl);
  char name[128];
  cursorSpelling(fdecl, name, sizeof name);
  if (clang_Cursor_isNull(def))
    fail(c, e, "call to '%s', which has no definition here (only __device__ "
               "functions defined in this file can be called)",
         name);
  int isLambda =
      isLambdaType(clang_getCursorType(clang_getCursorSemanticParent(def)));
  if (!isLambda && !hasAttr(def, CXCursor_CUDADeviceAttr))
    fail(c, e, "call to '%s', which is not a __device__ function", name);
  for (Fn *f = c->fn; f; f = f->parent)
    if (clang_equalCursors(f->decl, def))
      fail(c, e, "recursive call to '%s' (device functions are inlined)",
           name);
  int isCtor = clang_getCursorKind(def) == CXCursor_Constructor;
  /* a member operator's object is the call's argument 0 */
  unsigned shift = isMemberOperatorCall(e, def) ? 1 : 0;
  int nargs = clang_Cursor_getNumArguments(e) - (int)shift;
  if (nargs != clang_Cursor_getNumArguments(def))
    fail(c, e, "call to '%s' with default or variadic arguments", name);
  Val args[32];
  Val *sargs[32] = {0};
  Fields sfs[32];
  int alias[32], structRef[32], lambdaArg[32], stateless[32];
  CXCursor argExprs[32];
  Group group[32];
  if (nargs > 32)
    fail(c, e, "too many arguments");
  for (int i = 0; i < nargs; i++) {
    CXCursor p = clang_Cursor_getArgument(def, (unsigned)i);
    CXType pt = clang_getCursorType(p);
    CXCursor arg = argumentExpr(e, def, (unsigned)i, shift);
    alias[i] = -2;
    structRef[i] = 0;
    lambdaArg[i] = -1;
    argExprs[i] = arg;
    group[i].size = -1;
    stateless[i] = 0;
    if (isLambdaType(pt)) { /* a lambda passed on: it, not a copy */
      lambdaArg[i] = lambdaVar(c, arg);
      if (lambdaArg[i] < 0)
        fail(c, arg, "unsupported lambda argument");
      continue;
    }
    if (emptyRecord(canon(pt).kind == CXType_LValueReference ||
                            canon(pt).kind == CXType_RValueReference
                        ? clang_getPointeeType(canon(pt))
                        : pt)) {
      stateless[i] = 1; /* a stateless functor passed on: nothing to pass */
      continue;
    }
    if (cgIsGroupType(pt)) { /* a cooperative group: no value */
      group[i] = cgGroupOfDecl(c, p, arg);
      continue;
    }
    if (canon(pt).kind == CXType_LValueReference ||
        canon(pt).kind == CXType_RValueReference) {
      /* `T &` stands for the argument: the caller's variable (an alias)
       * or its memory; so does `const T &` bound to an lvalue of T (else
       * it reads a temporary: passed by value). */
      pt = clang_getPointeeType(canon(pt));
      Fields unusedFields;
      if (clang_isConstQualifiedType(pt) && !structFields(pt, &unusedFields) &&
          bindsConstRef(c, arg, pt)) {
        alias[i] = bindLvalueReference(c, arg, &args[i]);
        continue;
      }
      if (!clang_isConstQualifiedType(pt)) {
        if (structFields(pt, &sfs[i])) {
          structRef[i] = 1; /* bound below, with the other parameters */
          continue;
        }
        alias[i] = bindLvalueReference(c, arg, &args[i]);
        continue;
      }
    }
    if (structFields(pt, &sfs[i])) {
      sargs[i] = tmalloc(sizeof(Val) * 32);
      structValues(c, arg, &sfs[i], sargs[i]);
      continue;
    }
    Val a = expr(c, arg);
    CXType pointee;
    if (paramPointee(pt, &pointee)) {
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
  int lambda =
      isLambda && shift ? lambdaVar(c, clang_Cursor_getArgument(e, 0)) : -1;
  if (isLambda && lambda < 0)
    fail(c, e, "unsupported call of a lambda");
  if (self) { /* a constructor: on the struct variable it makes */
    fn.hasThis = 1;
    fn.thisDecl = *self;
  } else if (lambda >= 0) {
    /* a lambda: no `this`; its captures are the enclosing variables */
  } else if (shift) {
    fn.thisDecl = operatorObject(c, e);
    fn.hasThis = 1;
  } else if (clang_getCursorKind(def) == CXCursor_CXXMethod &&
             !clang_CXXMethod_isStatic(def)) {
    /* A member function runs on a struct variable (`acc.add(v)`, or a
     * call of another member inside one): its members are that variable's
     * fields. */
    Kids ks = kids(e);
    if (ks.n < 1 || !memberObject(c, ks.k[0], &fn.thisDecl)) {
      CXCursor callee = ks.n ? stripParens(ks.k[0]) : e;
      if (clang_getCursorKind(callee) != CXCursor_MemberRefExpr ||
          kids(callee).n != 1)
        fail(c, e, "unsupported member function call");
      fn.thisDecl = objectInMemory(c, e, kids(callee).k[0]);
    }
    fn.hasThis = 1;
  }
  CXType rt = clang_getResultType(clang_getCursorType(def));
  fn.retTy = (Sc){SC_VOID, 0, 0};
  fn.ret = addFlag(c);
  fn.retVal = -1;
  /* `S &operator+=(...) { ...; return *this; }`: its result read as a
   * copy (assigning through it is an lvalue() error; a non-const member
   * called on it is objectInMemory's). */
  CXType rs = canon(rt).kind == CXType_LValueReference
                  ? clang_getPointeeType(canon(rt))
                  : rt;
  if (!isCtor && structFields(rs, &fn.retFields)) {
    /* a struct result: one variable per field, as a struct variable */
    fn.retVal = c->numVars;
    for (int i = 0; i < fn.retFields.n; i++) {
      Sc t = scalarOf(clang_getCursorType(fn.retFields.f[i]));
      addVar(c, clang_getNullCursor(), VAR_SSA,
             t.kind == SC_FLOAT ? constFloat(c, 0, t) : constInt(c, 0, t));
    }
  } else if (canon(rt).kind == CXType_Pointer &&
             arrayScalar(clang_getPointeeType(canon(rt))).kind != SC_VOID) {
    /* A pointer result (`float *row(float *m, int i)`): a pointer variable
     * (its buffer and offset, carried through the body's branches), poison
     * until a return sets it; into global memory of dynamic size. */
    fn.retFields.n = 0;
    Val v;
    memset(&v, 0, sizeof v);
    v.isPtr = 1;
    v.t = arrayScalar(clang_getPointeeType(canon(rt)));
    char tb[16];
    snprintf(v.mty, MTY, "memref<?x%s>", memName(v.t, tb));
    fresh(c, v.base);
    emit(c, "%s = ub.poison : %s", v.base, v.mty);
    constIndex(c, 0, v.v);
    fn.retVal = addPtrVar(c, clang_getNullCursor(), v);
  } else {
    fn.retFields.n = 0; /* (structFields may have filled it in part) */
    fn.retTy = scalarOf(rt);
    if (fn.retTy.kind == SC_VOID && canon(rt).kind != CXType_Void)
      fail(c, def, "unsupported return type");
    if (fn.retTy.kind != SC_VOID)
      fn.retVal = addVar(c, clang_getNullCursor(), VAR_SSA,
                         fn.retTy.kind == SC_FLOAT ? constFloat(c, 0, fn.retTy)
                                                   : constInt(c, 0, fn.retTy));
  }
  for (int i = 0; i < nargs; i++) {
    CXCursor p = clang_Cursor_getArgument(def, (unsigned)i);
    if (group[i].size >= 0) {
      cgAddGroup(c, p, group[i]);
      continue;
    }
    if (lambdaArg[i] >= 0) {
      Val none;
      memset(&none, 0, sizeof none);
      int v = addVar(c, p, VAR_LAMBDA, none);
      c->vars[v].alias = lambdaArg[i];
      c->vars[v].lambda = c->vars[lambdaArg[i]].lambda;
      continue;
    }
    if (structRef[i]) {
      bindStructReference(c, p, argExprs[i], &sfs[i]);
      continue;
    }
    if (stateless[i])
      continue; /* (no variable) */
    if (sargs[i]) {
      addStructVar(c, p, &sfs[i], sargs[i]);
      tfree(sargs[i]);
      continue;
    }
    if (alias[i] >= 0)
      c->vars[addVar(c, p, VAR_ALIAS, args[i])].alias = alias[i];
    else if (alias[i] == -1)
      addVar(c, p, VAR_MEM_SCALAR, args[i]);
    else if (args[i].isPtr)
      addPtrVar(c, p, args[i]);
    else
      addVar(c, p, VAR_SSA, args[i]);
  }
  if (lambda >= 0)
    bindLambdaCaptures(c, lambda);
  c->fn = &fn;
  if (isCtor)
    memberInitializers(c, def);
  CXCursor body = childOfKind(def, CXCursor_CompoundStmt);
  if (clang_Cursor_isNull(body))
    fail(c, def, "function body not found");
  fnBody(c, body);
  c->fn = fn.parent;
  Val r = scalar("", fn.retTy);
  if (fn.retFields.n) {
    if (!structOut)
      fail(c, e, "internal: a struct result without a destination");
    for (int i = 0; i < fn.retFields.n; i++)
      structOut[i] = c->vars[fn.retVal + i].val;
  } else if (fn.retVal >= 0) {
    r = c->vars[fn.retVal].val;
  }
  c->numVars = base;
  return r;
}

int structTemporary(CXCursor e) {
  enum CXCursorKind k = clang_getCursorKind(e);
  return userCall(e) || makeVectorCall(e) ||
         k == CXCursor_ConditionalOperator || k == CXCursor_InitListExpr ||
         k == CXCursor_CXXFunctionalCastExpr ||
         k == CXCursor_CompoundLiteralExpr;
}

/* Is `def` defined in a toolkit header whose functions are plain C on
 * float2/double2 (cuComplex.h: cuCmulf, cuCabsf, ...), inlined like the
 * program's own functions? Other toolkit functions are intrinsics. */
static int inlinableToolkitHeader(CXCursor def) {
  CXFile file;
  clang_getExpansionLocation(clang_getCursorLocation(def), &file, NULL, NULL,
                             NULL);
  CXString name = clang_getFileName(file);
  const char *s = clang_getCString(name);
  size_t n = s ? strlen(s) : 0;
  int yes = n >= 12 && !strcmp(s + n - 12, "/cuComplex.h");
  clang_disposeString(name);
  return yes;
}

/* Whether `e` calls a function, member function, operator or constructor
 * the program defines (not the CUDA headers'), which callInline or
 * constructStruct inline: a struct value computed by a call. */
int isCacheLoad(const char *name) {
  static const char *const loads[] = {"__ldg",  "__ldca", "__ldcg",
                                      "__ldcs", "__ldlu", "__ldcv"};
  for (size_t i = 0; i < sizeof loads / sizeof loads[0]; i++)
    if (!strcmp(name, loads[i]))
      return 1;
  return 0;
}

Val cacheLoadPointer(Ctx *c, CXCursor e, const char *name) {
  Val p = expr(c, clang_Cursor_getArgument(e, 0));
  if (!p.isPtr)
    fail(c, e, "%s of a non-pointer", name);
  /* __ldcv ("fetch again", a spin on another block's flag) reads as a
   * volatile access does: atomically (Val.vol) */
  p.vol = !strcmp(name, "__ldcv") && !strstr(p.mty, "workgroup");
  return p;
}

/* The cache-hint stores (__stwb, __stcg, __stcs, __stwt): a store. */
static int isCacheStore(const char *name) {
  static const char *const stores[] = {"__stwb", "__stcg", "__stcs", "__stwt"};
  for (size_t i = 0; i < sizeof stores / sizeof stores[0]; i++)
    if (!strcmp(name, stores[i]))
      return 1;
  return 0;
}

/* The single function the callee expression `e` names: a DeclRefExpr of
 * a function through parentheses and implicit casts (a template argument
 * substituted: llm.c's `template <reduction_func_t f> blockReduce`
 * calling `f(v)`); null for anything else (a pointer variable, `?:`). */
static CXCursor namedFunction(CXCursor e) {
  for (;;) {
    enum CXCursorKind k = clang_getCursorKind(e);
    Kids ks = kids(e);
    if (k == CXCursor_DeclRefExpr) {
      CXCursor d = clang_getCursorReferenced(e);
      if (clang_isInvalid(clang_getCursorKind(d)) && ks.n == 1) {
        e = ks.k[0]; /* a substituted template argument: its expression */
        continue;
      }
      return clang_getCursorKind(d) == CXCursor_FunctionDecl
                 ? d
                 : clang_getNullCursor();
    }
    int addressOf =
        k == CXCursor_UnaryOperator && clang_getCursorUnaryOperatorKind(e) ==
                                           CXUnaryOperator_AddrOf; /* `&f` */
    if ((k != CXCursor_UnexposedExpr && k != CXCursor_ParenExpr &&
         !addressOf) ||
        ks.n != 1)
      return clang_getNullCursor();
    e = ks.k[0];
  }
}

CXCursor calleeOf(CXCursor e) {
  CXCursor f = clang_getCursorReferenced(e);
  if (!clang_Cursor_isNull(f) || clang_getCursorKind(e) != CXCursor_CallExpr)
    return f;
  Kids ks = kids(e); /* the callee, then the arguments */
  return ks.n ? namedFunction(ks.k[0]) : clang_getNullCursor();
}

int userCall(CXCursor e) {
  if (clang_getCursorKind(e) != CXCursor_CallExpr)
    return 0;
  CXCursor f = calleeOf(e);
  if (clang_Cursor_isNull(f))
    return 0;
  if (clang_getCursorKind(f) == CXCursor_Constructor &&
      clang_CXXMethod_isDefaulted(f))
    return 0; /* the implicit copy/default constructions: no code */
  CXCursor def = clang_getCursorDefinition(f);
  return !clang_Cursor_isNull(def) &&
         (!clang_Location_isInSystemHeader(clang_getCursorLocation(def)) ||
          inlinableToolkitHeader(def));
}

/* The field values of a struct a user-written constructor makes (`V3 v(1,
 * 2, 3)`, `V3{a, b, c}`, `return V3(x, y, z)`): a struct variable (the
 * call expression is its declaration) whose fields start as the struct's
 * default member initializers or zero, then the constructor inlined on
 * it. */
void constructStruct(Ctx *c, CXCursor e, const Fields *fs, Val *vals) {
  int base = c->numVars;
  Val init[32];
  for (int i = 0; i < fs->n; i++) {
    Sc t = scalarOf(clang_getCursorType(fs->f[i]));
    init[i] = t.kind == SC_FLOAT ? constFloat(c, 0, t) : constInt(c, 0, t);
  }
  addStructVar(c, e, fs, init);
  CXCursor ctor = clang_getCursorReferenced(e);
  if (!clang_Cursor_isNull(ctor) &&
      clang_getCursorKind(ctor) == CXCursor_Constructor &&
      !clang_CXXMethod_isDefaulted(ctor)) {
    callInline(c, e, ctor, &e, NULL);
  } else {
    defaultMembers(c, e);
  }
  for (int i = 0; i < fs->n; i++)
    vals[i] = c->vars[leafVar(c, e, i)].val;
  c->numVars = base;
}

void defaultMemberValues(Ctx *c, CXType t, int fromLeaf, Val *vals) {
  CursorList fields = {0};
  clang_Type_visitFields(canon(t), collectDirectField, &fields);
  for (int f = 0; f < fields.n; f++) {
    int count, at = directLeaf(t, fields.k[f], &count);
    if (at < fromLeaf)
      continue;
    CXCursor init = defaultMemberInit(fields.k[f]);
    CXType ft = clang_getCursorType(fields.k[f]);
    Fields sub;
    int isStruct = structFields(ft, &sub);
    if (!clang_Cursor_isNull(init) && isStruct) {
      structValues(c, init, &sub, vals + at);
    } else if (!clang_Cursor_isNull(init)) {
      vals[at] = convert(c, expr(c, init), scalarOf(ft), init);
    } else if (isStruct) {
      defaultMemberValues(c, ft, 0, vals + at);
    }
  }
  tfree(fields.k);
}

int hasDefaultMemberInits(CXType t) {
  CursorList fields = {0};
  clang_Type_visitFields(canon(t), collectDirectField, &fields);
  int any = 0;
  for (int f = 0; f < fields.n && !any; f++) {
    Fields sub;
    any = !clang_Cursor_isNull(defaultMemberInit(fields.k[f])) ||
          (structFields(clang_getCursorType(fields.k[f]), &sub) &&
           hasDefaultMemberInits(clang_getCursorType(fields.k[f])));
  }
  tfree(fields.k);
  return any;
}

/* A call of the CUDA headers' make_float2(x, y), make_int4(...), ...: a
 * struct of scalars whose fields are the arguments in order. */
int makeVectorCall(CXCursor e) {
  if (clang_getCursorKind(e) != CXCursor_CallExpr)
    return 0;
  CXCursor f = clang_getCursorReferenced(e);
  char name[64];
  Fields fs;
  return !clang_Cursor_isNull(f) &&
         !strncmp(cursorSpelling(f, name, sizeof name), "make_", 5) &&
         clang_Location_isInSystemHeader(clang_getCursorLocation(f)) &&
         structFields(clang_getCursorType(e), &fs) &&
         clang_Cursor_getNumArguments(e) == fs.n;
}

/* Strips parentheses and one-child implicit conversions (of a struct
 * value: `const T &` binding). */
CXCursor stripStruct(CXCursor cur) {
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
/* The destination of a struct assignment to memory, evaluated after its
 * source (C++17: the right operand first). */
static LV structDestination(Ctx *c, CXCursor e, CXCursor lhs, Layout l) {
  LV dst = lvalue(c, lhs);
  if (dst.var >= 0 || !l.ok)
    fail(c, e,
         "struct assignment is only supported for struct variables "
         "and structs in memory of one scalar type");
  return dst;
}

/* The fields fs (values vals) stored into the struct at mem. */
static void storeFields(Ctx *c, CXCursor e, Val mem, const Fields *fs,
                        const Val *vals) {
  int unit = memoryBits(memoryScalar(mem));
  for (int i = 0; i < fs->n; i++) {
    Val f = fieldAt(c, mem, fs->off[i] / unit,
                    scalarOf(clang_getCursorType(fs->f[i])), e);
    store(c, f, convert(c, vals[i], f.t, e));
  }
}

Val assignStruct(Ctx *c, CXCursor e) {
  CXCursor lhs = stripStruct(clang_Cursor_getArgument(e, 0));
  CXCursor rhs = stripStruct(clang_Cursor_getArgument(e, 1));
  CXType st = canon(clang_getCursorType(lhs));
  Fields fs;
  int isFields = structFields(st, &fs);
  CXCursor d;
  int first;
  if (isFields && structSubobject(c, lhs, &d, &first)) {
    /* into a struct variable or a nested struct of one (`b.lo = v`) */
    Val vals[32];
    structValues(c, rhs, &fs, vals);
    for (int i = 0; i < fs.n; i++) {
      Var *v = &c->vars[leafVar(c, d, first + i)];
      v->val = convert(c, vals[i], v->val.t, e);
    }
    return scalar("", (Sc){SC_VOID, 0, 0});
  }
  Layout l = layoutOf(st);
  int rhsVar = isFields && structSubobject(c, rhs, &d, &first);
  enum CXCursorKind rk = clang_getCursorKind(rhs);
  /* memory to memory, scalar by scalar; any other source (a variable, a
   * temporary, a call, `a = b = v`) by its field values */
  int rhsMemory =
      !rhsVar &&
      (rk == CXCursor_ArraySubscriptExpr || rk == CXCursor_MemberRefExpr ||
       rk == CXCursor_DeclRefExpr ||
       (rk == CXCursor_UnaryOperator &&
        clang_getCursorUnaryOperatorKind(rhs) == CXUnaryOperator_Deref));
  if (!rhsMemory) {
    Val vals[32];
    if (!isFields)
      fail(c, e, "unsupported struct assignment");
    structValues(c, rhs, &fs, vals);
    LV dst = structDestination(c, e, lhs, l);
    storeFields(c, e, dst.mem, &fs, vals);
    return scalar("", (Sc){SC_VOID, 0, 0});
  }
  LV src = lvalue(c, rhs);
  if (src.var >= 0)
    fail(c, e, "unsupported struct assignment");
  LV dst = structDestination(c, e, lhs, l);
  Sc unit = memoryScalar(src.mem);
  if (memoryBits(unit) != memoryBits(memoryScalar(dst.mem)) ||
      memoryBits(unit) < 8) {
    /* memories of different units (a struct of bytes and floats into a
     * shared array of the floats' struct): field by field */
    Val vals[32];
    if (!isFields)
      fail(c, e, "unsupported struct assignment");
    fieldsInMemory(c, e, src.mem, st, &fs, vals);
    storeFields(c, e, dst.mem, &fs, vals);
    return scalar("", (Sc){SC_VOID, 0, 0});
  }
  /* the memory's units, padding included, as they are */
  long long n = clang_Type_getSizeOf(st) * 8 / memoryBits(unit);
  for (long long k = 0; k < n; k++)
    store(c, fieldAt(c, dst.mem, k, unit, e),
          load(c, fieldAt(c, src.mem, k, unit, e)));
  return scalar("", (Sc){SC_VOID, 0, 0});
}

/*--- bit and float intrinsics: arith/math ops with CUDA's semantics ---*/

enum {
  IN_POPC,
  IN_CLZ,
  IN_FFS,
  IN_BREV,
  IN_BITCAST,
  IN_LRINT,
  IN_FDIM,
  IN_HYPOT,
  IN_EXPM1,
  IN_LOG1P,
  IN_SATURATE,
  IN_MUL24,
  IN_MULHI,
  IN_SAD,
  IN_RCP,
  IN_EXP10,
  IN_LROUND,
  IN_SIGNBIT,
  IN_RCBRT,
  IN_NORMCDF,
  IN_LDEXPF, /* (the integer intrinsics from IN_HADD on) */
  IN_HADD,
  IN_RHADD,
  IN_FUNNEL_L,
  IN_FUNNEL_LC,
  IN_FUNNEL_R,
  IN_FUNNEL_RC
};

typedef struct Intrinsic {
  const char *name;
  int kind;
} Intrinsic;

static const Intrinsic kIntrinsics[] = {
    {"__popc", IN_POPC},
    {"__popcll", IN_POPC},
    {"__clz", IN_CLZ},
    {"__clzll", IN_CLZ},
    {"__ffs", IN_FFS},
    {"__ffsll", IN_FFS},
    {"__brev", IN_BREV},
    {"__brevll", IN_BREV},
    {"__float_as_int", IN_BITCAST},
    {"__float_as_uint", IN_BITCAST},
    {"__int_as_float", IN_BITCAST},
    {"__uint_as_float", IN_BITCAST},
    {"__double_as_longlong", IN_BITCAST},
    {"__longlong_as_double", IN_BITCAST},
    {"lrintf", IN_LRINT},
    {"lrint", IN_LRINT},
    {"llrintf", IN_LRINT},
    {"llrint", IN_LRINT},
    {"fdimf", IN_FDIM},
    {"fdim", IN_FDIM},
    {"hypotf", IN_HYPOT},
    {"hypot", IN_HYPOT},
    {"expm1f", IN_EXPM1},
    {"expm1", IN_EXPM1},
    {"log1pf", IN_LOG1P},
    {"log1p", IN_LOG1P},
    {"__saturatef", IN_SATURATE},
    {"__mul24", IN_MUL24},
    {"__umul24", IN_MUL24},
    {"__mulhi", IN_MULHI},
    {"__umulhi", IN_MULHI},
    {"__mul64hi", IN_MULHI},
    {"__umul64hi", IN_MULHI},
    {"__sad", IN_SAD},
    {"__usad", IN_SAD},
    {"__frcp_rn", IN_RCP},
    {"__drcp_rn", IN_RCP},
    {"exp10f", IN_EXP10},
    {"exp10", IN_EXP10},
    {"__exp10f", IN_EXP10},
    {"lroundf", IN_LROUND},
    {"lround", IN_LROUND},
    {"llroundf", IN_LROUND},
    {"llround", IN_LROUND},
    {"signbit", IN_SIGNBIT},
    {"__signbitf", IN_SIGNBIT},
    {"__signbit", IN_SIGNBIT},
    {"__signbitd", IN_SIGNBIT},
    {"rcbrtf", IN_RCBRT},
    {"rcbrt", IN_RCBRT},
    {"normcdff", IN_NORMCDF},
    {"normcdf", IN_NORMCDF},
    {"__hadd", IN_HADD},
    {"__uhadd", IN_HADD},
    {"__rhadd", IN_RHADD},
    {"__urhadd", IN_RHADD},
    {"__funnelshift_l", IN_FUNNEL_L},
    {"__funnelshift_lc", IN_FUNNEL_LC},
    {"__funnelshift_r", IN_FUNNEL_R},
    {"__funnelshift_rc", IN_FUNNEL_RC},
    {"ldexpf", IN_LDEXPF},
    {"scalbnf", IN_LDEXPF},
    {"scalblnf", IN_LDEXPF},
};

/* Argument i of call e converted to the type f declares for it. */
static Val argOf(Ctx *c, CXCursor e, CXCursor f, int i) {
  Sc t = scalarOf(clang_getArgType(clang_getCursorType(f), (unsigned)i));
  if (t.kind == SC_VOID)
    fail(c, e, "unsupported argument type");
  return convert(c, expr(c, clang_Cursor_getArgument(e, (unsigned)i)), t, e);
}

/* `%r = op a : T` (unary math ops), `%r = op a, b : T` (b non-NULL). */
static Val op(Ctx *c, const char *name, Val a, const Val *b) {
  char n[NAME], tb[16];
  fresh(c, n);
  if (b)
    emit(c, "%s = %s %s, %s : %s", n, name, a.v, b->v, scName(a.t, tb));
  else
    emit(c, "%s = %s %s : %s", n, name, a.v, scName(a.t, tb));
  return scalar(n, a.t);
}

Val selectOf(Ctx *c, Val cond, Val a, Val b) {
  char n[NAME], tb[16];
  fresh(c, n);
  emit(c, "%s = arith.select %s, %s, %s : %s", n, cond.v, a.v, b.v,
       scName(a.t, tb));
  return scalar(n, a.t);
}

static Val cmpfOf(Ctx *c, const char *pred, Val a, Val b) {
  char n[NAME], tb[16];
  fresh(c, n);
  emit(c, "%s = arith.cmpf %s, %s, %s : %s", n, pred, a.v, b.v,
       scName(a.t, tb));
  return scalar(n, kBool);
}

/* The call e of intrinsic `in` of function f. */
static Val callIntrinsic(Ctx *c, CXCursor e, CXCursor f, const Intrinsic *in) {
  Sc rt = scalarOf(clang_getCursorType(e));
  Val a = argOf(c, e, f, 0);
  Sc t = a.t, u = scInt(t.bits, 0);
  int mixed = in->kind == IN_BITCAST || in->kind == IN_LRINT ||
              in->kind == IN_LROUND || in->kind == IN_SIGNBIT;
  if (rt.kind == SC_VOID ||
      (!mixed && (t.kind == SC_FLOAT) != (rt.kind == SC_FLOAT)) ||
      ((in->kind == IN_LROUND || in->kind == IN_SIGNBIT || in->kind == IN_RCP ||
        in->kind == IN_EXP10 || in->kind == IN_RCBRT ||
        in->kind == IN_NORMCDF || in->kind == IN_LDEXPF) &&
       t.kind != SC_FLOAT) ||
      (in->kind >= IN_HADD && (t.kind == SC_FLOAT || t.bits != 32)))
    fail(c, e, "unsupported use of '%s'", in->name);
  Val r;
  switch (in->kind) {
  case IN_POPC: /* math.ctlz/cttz of 0 are the width: __clz(0) = 32 */
  case IN_CLZ:
    r = op(c, in->kind == IN_POPC ? "math.ctpop" : "math.ctlz", a, NULL);
    break;
  case IN_FFS: { /* 1 + the lowest set bit's index, 0 for 0 */
    Val z = constInt(c, 0, t);
    Val p = arith(c, CXBinaryOperator_Add, op(c, "math.cttz", a, NULL),
                  constInt(c, 1, u), u, e);
    r = selectOf(c, compare(c, CXBinaryOperator_EQ, a, z, e), z, p);
    break;
  }
  case IN_BREV: /* swaps of ever larger bit groups */
    r = a;
    for (int w = 1; w < t.bits; w *= 2) {
      unsigned long long m = ~0ull / ((1ull << w) + 1); /* 0x55.., 0x33.. */
      Val mask = constInt(c, (long long)m, u), sh = constInt(c, w, u);
      Val lo = arith(c, CXBinaryOperator_And,
                     arith(c, CXBinaryOperator_Shr, r, sh, u, e), mask, u, e);
      Val hi = arith(c, CXBinaryOperator_Shl,
                     arith(c, CXBinaryOperator_And, r, mask, u, e), sh, u, e);
      r = arith(c, CXBinaryOperator_Or, lo, hi, u, e);
    }
    break;
  case IN_BITCAST: {
    char n[NAME], ta[16], tr[16];
    if (t.bits != rt.bits)
      fail(c, e, "unsupported use of '%s'", in->name);
    fresh(c, n);
    emit(c, "%s = arith.bitcast %s : %s to %s", n, a.v, scName(t, ta),
         scName(rt, tr));
    r = scalar(n, rt);
    break;
  }
  case IN_LRINT:
    r = op(c, "math.roundeven", a, NULL);
    break;
  case IN_FDIM: { /* x - y, +0 when x <= y; NaN when either is */
    Val b = argOf(c, e, f, 1);
    r = selectOf(c, cmpfOf(c, "ole", a, b), constFloat(c, 0, t),
                 arith(c, CXBinaryOperator_Sub, a, b, t, e));
    break;
  }
  case IN_HYPOT: { /* big * sqrt(1 + (small/big)^2): no overflow; inf wins
                      over NaN as in C */
    Val b = argOf(c, e, f, 1);
    Val x = op(c, "math.absf", a, NULL), y = op(c, "math.absf", b, NULL);
    Val big = op(c, "arith.maximumf", x, &y);
    Val small = op(c, "arith.minimumf", x, &y);
    Val q = arith(c, CXBinaryOperator_Div, small, big, t, e);
    Val one = constFloat(c, 1, t), inf = constFloat(c, INFINITY, t);
    char n[NAME], tb[16];
    fresh(c, n);
    emit(c, "%s = math.fma %s, %s, %s : %s", n, q.v, q.v, one.v, scName(t, tb));
    Val h = arith(c, CXBinaryOperator_Mul, big,
                  op(c, "math.sqrt", scalar(n, t), NULL), t, e);
    h = selectOf(c, cmpfOf(c, "oeq", big, constFloat(c, 0, t)), big, h);
    Val anyInf = arith(c, CXBinaryOperator_Or, cmpfOf(c, "oeq", x, inf),
                       cmpfOf(c, "oeq", y, inf), kBool, e);
    r = selectOf(c, anyInf, inf, h);
    break;
  }
  case IN_EXPM1: { /* Kahan: (u - 1) * (x / log(u)), u = exp(x); math.expm1
                      lowers to exp(x) - 1, which loses small x. The ratio
                      first (about 1): (u - 1) * x overflows where the
                      result does not (expm1f(88)) */
    Val one = constFloat(c, 1, t), inf = constFloat(c, INFINITY, t);
    Val ex = op(c, "math.exp", a, NULL);
    Val um1 = arith(c, CXBinaryOperator_Sub, ex, one, t, e);
    Val k = arith(c, CXBinaryOperator_Mul, um1,
                  arith(c, CXBinaryOperator_Div, a,
                        op(c, "math.log", ex, NULL), t, e),
                  t, e);
    k = selectOf(c, cmpfOf(c, "oeq", ex, inf), inf, k);
    k = selectOf(c, cmpfOf(c, "oeq", um1, constFloat(c, -1, t)), um1, k);
    r = selectOf(c, cmpfOf(c, "oeq", ex, one), a, k);
    break;
  }
  case IN_LOG1P: { /* log(u) * (x / (u - 1)), u = 1 + x (as for expm1:
                      the ratio first, log(u) * x overflows for huge x) */
    Val one = constFloat(c, 1, t), inf = constFloat(c, INFINITY, t);
    Val up = arith(c, CXBinaryOperator_Add, one, a, t, e);
    Val lg = op(c, "math.log", up, NULL);
    Val k = arith(c, CXBinaryOperator_Mul, lg,
                  arith(c, CXBinaryOperator_Div, a,
                        arith(c, CXBinaryOperator_Sub, up, one, t, e), t, e),
                  t, e);
    k = selectOf(c, cmpfOf(c, "oeq", up, inf), up, k);
    r = selectOf(c, cmpfOf(c, "oeq", up, one), a, k);
    break;
  }
  case IN_SATURATE: { /* clamp to [0, 1], NaN to 0 */
    Val one = constFloat(c, 1, t), z = constFloat(c, 0, t);
    r = selectOf(c, cmpfOf(c, "ogt", a, z), op(c, "arith.minnumf", a, &one), z);
    break;
  }
  case IN_MUL24: { /* the low 24 bits (sign-extended for __mul24), the low
                      32 bits of the product */
    Val b = argOf(c, e, f, 1), m[2] = {a, b};
    for (int i = 0; i < 2; i++) {
      if (t.sign) {
        Val sh = constInt(c, 8, t);
        m[i] = arith(c, CXBinaryOperator_Shr,
                     arith(c, CXBinaryOperator_Shl, m[i], sh, t, e), sh, t, e);
      } else {
        m[i] = arith(c, CXBinaryOperator_And, m[i], constInt(c, 0xffffff, t), t,
                     e);
      }
    }
    r = arith(c, CXBinaryOperator_Mul, m[0], m[1], u, e);
    break;
  }
  case IN_MULHI: { /* the high half of the double-width product */
    Val b = argOf(c, e, f, 1);
    Sc w = scInt(2 * t.bits, t.sign), wu = scInt(2 * t.bits, 0);
    Val p = arith(c, CXBinaryOperator_Mul, convert(c, a, w, e),
                  convert(c, b, w, e), wu, e);
    r = convert(
        c, arith(c, CXBinaryOperator_Shr, p, constInt(c, t.bits, wu), wu, e), t,
        e);
    break;
  }
  case IN_RCP:
    r = arith(c, CXBinaryOperator_Div, constFloat(c, 1, t), a, t, e);
    break;
  case IN_EXP10: {
    Val ten = constFloat(c, 10, t);
    r = op(c, "math.powf", ten, &a);
    break;
  }
  case IN_LROUND: /* halfway cases away from zero, as C's round */
    r = op(c, "math.round", a, NULL);
    break;
  case IN_SIGNBIT: { /* the sign bit, also of -0 and NaNs */
    Sc it = scInt(t.bits, 1);
    char n[NAME], ta[16], ti[16];
    fresh(c, n);
    emit(c, "%s = arith.bitcast %s : %s to %s", n, a.v, scName(t, ta),
         scName(it, ti));
    r = compare(c, CXBinaryOperator_LT, scalar(n, it), constInt(c, 0, it), e);
    break;
  }
  case IN_LDEXPF: {
    /* x * 2^n in double, rounded once to float: exact for every float x
     * and n clamped to [-400, 400] (beyond, the float result is 0 or inf
     * all the same); 2^n is the double with exponent field n + 1023. */
    Sc f64 = {SC_FLOAT, 64, 1}, i64 = scInt(64, 1);
    Val n = convert(c, argOf(c, e, f, 1), i64, e);
    Val lo = constInt(c, -400, i64), hi = constInt(c, 400, i64);
    n = op(c, "arith.maxsi", n, &lo);
    n = op(c, "arith.minsi", n, &hi);
    Val bits =
        arith(c, CXBinaryOperator_Shl,
              arith(c, CXBinaryOperator_Add, n, constInt(c, 1023, i64), i64, e),
              constInt(c, 52, i64), i64, e);
    char p2[NAME];
    fresh(c, p2);
    emit(c, "%s = arith.bitcast %s : i64 to f64", p2, bits.v);
    Val wide = arith(c, CXBinaryOperator_Mul, convert(c, a, f64, e),
                     scalar(p2, f64), f64, e);
    r = convert(c, wide, t, e);
    break;
  }
  case IN_RCBRT:
    r = arith(c, CXBinaryOperator_Div, constFloat(c, 1, t),
              op(c, "math.cbrt", a, NULL), t, e);
    break;
  case IN_NORMCDF: { /* 0.5 erfc(-x / sqrt(2)) */
    Val x = arith(c, CXBinaryOperator_Mul, a,
                  constFloat(c, -0.70710678118654752440, t), t, e);
    r = arith(c, CXBinaryOperator_Mul, constFloat(c, 0.5, t),
              op(c, "math.erfc", x, NULL), t, e);
    break;
  }
  case IN_HADD:
  case IN_RHADD: { /* (a + b [+ 1]) >> 1 without overflow: in 64 bits */
    Sc w = scInt(64, t.sign);
    Val sum = arith(c, CXBinaryOperator_Add, convert(c, a, w, e),
                    convert(c, argOf(c, e, f, 1), w, e), w, e);
    if (in->kind == IN_RHADD)
      sum = arith(c, CXBinaryOperator_Add, sum, constInt(c, 1, w), w, e);
    r = convert(c, arith(c, CXBinaryOperator_Shr, sum, constInt(c, 1, w), w, e),
                t, e);
    break;
  }
  case IN_FUNNEL_L:
  case IN_FUNNEL_LC:
  case IN_FUNNEL_R:
  case IN_FUNNEL_RC: { /* hi:lo shifted by the amount mod 32 (c: min 32) */
    Sc w = scInt(64, 0);
    Val hi = convert(c, argOf(c, e, f, 1), scInt(32, 0), e);
    Val sh = convert(c, argOf(c, e, f, 2), scInt(32, 0), e);
    Val both = arith(c, CXBinaryOperator_Or,
                     arith(c, CXBinaryOperator_Shl, convert(c, hi, w, e),
                           constInt(c, 32, w), w, e),
                     convert(c, convert(c, a, scInt(32, 0), e), w, e), w, e);
    if (in->kind == IN_FUNNEL_L || in->kind == IN_FUNNEL_R)
      sh = arith(c, CXBinaryOperator_And, sh, constInt(c, 31, sh.t), sh.t, e);
    else
      sh = selectOf(
          c, compare(c, CXBinaryOperator_GT, sh, constInt(c, 32, sh.t), e),
          constInt(c, 32, sh.t), sh);
    Val amount = convert(c, sh, w, e);
    if (in->kind == IN_FUNNEL_L || in->kind == IN_FUNNEL_LC)
      r = arith(c, CXBinaryOperator_Shr,
                arith(c, CXBinaryOperator_Shl, both, amount, w, e),
                constInt(c, 32, w), w, e);
    else
      r = arith(c, CXBinaryOperator_Shr, both, amount, w, e);
    r = convert(c, r, scInt(32, 0), e); /* the low 32 bits */
    break;
  }
  case IN_SAD: /* |x - y| (in unsigned arithmetic) + z */
  default: {
    Val b = argOf(c, e, f, 1), z = argOf(c, e, f, 2);
    Val d = selectOf(c, compare(c, CXBinaryOperator_GT, a, b, e),
                     arith(c, CXBinaryOperator_Sub, a, b, u, e),
                     arith(c, CXBinaryOperator_Sub, b, a, u, e));
    r = arith(c, CXBinaryOperator_Add, d, z, u, e);
    break;
  }
  }
  return convert(c, r, rt, e);
}

/* CUDA's conversion intrinsics `__float2int_rn`, `__double2ull_rz`,
 * `__int2float_rn`, ... (name parsed as SRC2DST_MODE): float to integer
 * rounds by the mode and saturates as the hardware does (NaN is 0);
 * integer to float supports only _rn, the default rounding. Returns 0 when
 * `name` is not one. */
static int conversionIntrinsic(Ctx *c, CXCursor e, const char *name, Val *out) {
  static const struct {
    const char *name;
    Sc t;
  } kinds[] = {{"float", {SC_FLOAT, 32, 1}}, {"double", {SC_FLOAT, 64, 1}},
               {"int", {SC_INT, 32, 1}},     {"uint", {SC_INT, 32, 0}},
               {"ll", {SC_INT, 64, 1}},      {"ull", {SC_INT, 64, 0}}};
  char from[16], to[16], mode[4];
  if (sscanf(name, "__%15[a-z]2%15[a-z]_%3[a-z]", from, to, mode) != 3)
    return 0;
  Sc ft = {SC_VOID, 0, 0}, tt = {SC_VOID, 0, 0};
  for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++) {
    if (!strcmp(from, kinds[i].name))
      ft = kinds[i].t;
    if (!strcmp(to, kinds[i].name))
      tt = kinds[i].t;
  }
  static const char *const modes[] = {"rn", "rz", "rd", "ru"};
  int m = -1;
  for (int i = 0; i < 4; i++)
    if (!strcmp(mode, modes[i]))
      m = i;
  if (ft.kind == SC_VOID || tt.kind == SC_VOID || m < 0 ||
      clang_Cursor_getNumArguments(e) != 1)
    return 0;
  if (ft.kind == tt.kind || (ft.kind == SC_INT && m != 0))
    fail(c, e,
         "'%s' is not supported (only float-to-integer in every "
         "rounding mode and integer-to-float rounding to nearest)",
         name);
  Val a = convert(c, expr(c, clang_Cursor_getArgument(e, 0)), ft, e);
  if (ft.kind == SC_INT) {
    *out = convert(c, a, tt, e);
    return 1;
  }
  static const char *const rounders[] = {"math.roundeven", "math.trunc",
                                         "math.floor", "math.ceil"};
  Val x = op(c, rounders[m], a, NULL);
  /* Saturation: the bounds as floats are exact powers of two (2^31, 2^63,
   * 2^32, 2^64); at or past them the result is the extreme value. */
  double hi = tt.sign ? ldexp(1, tt.bits - 1) : ldexp(1, tt.bits);
  double lo = tt.sign ? -ldexp(1, tt.bits - 1) : 0;
  long long maxV = tt.sign ? (long long)(~0ull >> (65 - tt.bits))
                           : (long long)(~0ull >> (64 - tt.bits));
  long long minV = tt.sign ? -maxV - 1 : 0;
  Val v = convert(c, x, tt, e);
  v = selectOf(c, cmpfOf(c, "oge", x, constFloat(c, hi, ft)),
               constInt(c, maxV, tt), v);
  v = selectOf(c, cmpfOf(c, "olt", x, constFloat(c, lo, ft)),
               constInt(c, minV, tt), v);
  *out = selectOf(c, cmpfOf(c, "uno", x, x), constInt(c, 0, tt), v);
  return 1;
}

/* atomicInc(p, v): *p = old >= v ? 0 : old + 1; atomicDec(p, v): *p =
 * old == 0 || old > v ? v : old - 1 (unsigned); both return old. */
static Val callAtomicWrap(Ctx *c, CXCursor e, int inc) {
  Val p = expr(c, clang_Cursor_getArgument(e, 0));
  if (!p.isPtr || p.t.kind != SC_INT || clang_Cursor_getNumArguments(e) != 2)
    fail(c, e, "%s needs a pointer to unsigned int and a value",
         inc ? "atomicInc" : "atomicDec");
  Sc t = scInt(p.t.bits, 0);
  Val v = convert(c, expr(c, clang_Cursor_getArgument(e, 1)), t, e);
  /* through `(unsigned *)floatScratch` (llm.c's layernorm_backward flag):
   * the memory's own type, read and written as t's bits */
  Sc mem = reinterpreted(p) ? memoryScalar(p) : t;
  failWiderThanUnit(c, e, inc ? "atomicInc" : "atomicDec", t, mem);
  char n[NAME], cur[NAME];
  genericAtomicBegin(c, p, mem, n, cur);
  Val old =
      reinterpreted(p) ? bitcastScalar(c, scalar(cur, mem), t) : scalar(cur, t);
  Val one = constInt(c, 1, t), z = constInt(c, 0, t);
  Val next;
  if (inc)
    next = selectOf(c, compare(c, CXBinaryOperator_GE, old, v, e), z,
                    arith(c, CXBinaryOperator_Add, old, one, t, e));
  else
    next = selectOf(c,
                    arith(c, CXBinaryOperator_Or,
                          compare(c, CXBinaryOperator_EQ, old, z, e),
                          compare(c, CXBinaryOperator_GT, old, v, e), kBool, e),
                    v, arith(c, CXBinaryOperator_Sub, old, one, t, e));
  if (!reinterpreted(p))
    return genericAtomicEnd(c, n, next, t);
  return bitcastScalar(
      c, genericAtomicEnd(c, n, bitcastScalar(c, next, mem), mem), t);
}

static void emitBarrier(Ctx *c) { emit(c, "gpu.barrier"); }

/* The kernel's shared int that __syncthreads_count/and/or count in, made
 * on first use (a workgroup attribution). */
static Val syncCounter(Ctx *c) {
  if (!c->syncCounter.base[0]) {
    Val v;
    memset(&v, 0, sizeof v);
    v.isPtr = 1;
    v.t = scInt(32, 1);
    snprintf(v.v, NAME, "%%c0");
    snprintf(v.base, NAME, "%%shsync");
    snprintf(v.mty, MTY, "memref<1xi32, #gpu.address_space<workgroup>>");
    bufAppend(&c->attribs, "%s%s : %s", c->attribs.n ? ", " : "", v.base,
              v.mty);
    c->syncCounter = v;
  }
  return c->syncCounter;
}

/* __syncthreads_count/and/or(p): a barrier that also counts the threads of
 * the block whose p is non-zero (`and`: whose p is zero). After a barrier
 * (earlier reads of the counter are done) every thread stores 0 to the
 * kernel's shared counter (not thread (0,0,0) alone: it may have returned,
 * and the threads that returned take no part, as in PTX's bar.red); after
 * a second, each thread with p (without p, for `and`) adds 1 atomically;
 * after a third, every thread reads the count: the count itself (count),
 * count != 0 (or), count == 0 (and: no thread that stayed has p zero). */
static Val callSyncthreadsReduce(Ctx *c, CXCursor e, const char *op) {
  if (clang_Cursor_getNumArguments(e) != 1)
    fail(c, e, "__syncthreads_%s takes 1 argument", op);
  Val p = convert(c, expr(c, clang_Cursor_getArgument(e, 0)), kBool, e);
  Val counter = syncCounter(c);
  Sc i32 = counter.t;
  emitBarrier(c);
  store(c, counter, constInt(c, 0, i32));
  emitBarrier(c);
  int isAnd = !strcmp(op, "and");
  Val one = selectOf(c, p, constInt(c, !isAnd, i32), constInt(c, isAnd, i32));
  char old[NAME];
  fresh(c, old);
  emit(c, "%s = memref.atomic_rmw addi %s, %s[%s] : (i32, %s) -> i32", old,
       one.v, counter.base, counter.v, counter.mty);
  emitBarrier(c);
  Val count = load(c, counter);
  if (!strcmp(op, "count"))
    return count;
  return convert(c,
                 compare(c, isAnd ? CXBinaryOperator_EQ : CXBinaryOperator_NE,
                         count, constInt(c, 0, i32), e),
                 i32, e);
}

/*===----------------------------------------------------------------------===*
 * Warp intrinsics
 *===----------------------------------------------------------------------===*/

/* The warp intrinsics become the gpu dialect's subgroup ops, which Stitch's
 * stitch-lower-gpu-collectives runs on 32-lane subgroups (consecutive
 * linear thread ids, as CUDA's warps). Every thread of the block must reach
 * them (the lowering's barriers): a branch that only some warps run is
 * run by every thread, its side effects guarded, where that pass can;
 * else stitch-cpuify's located error. A shuffle's mask is not read; votes
 * and reductions need the full mask (callWarpVote). */
static const char *const shuffleModes[][2] = {{"__shfl_sync", "idx"},
                                              {"__shfl_up_sync", "up"},
                                              {"__shfl_down_sync", "down"},
                                              {"__shfl_xor_sync", "xor"},
                                              {"__shfl", "idx"},
                                              {"__shfl_up", "up"},
                                              {"__shfl_down", "down"},
                                              {"__shfl_xor", "xor"}};

static const char *shuffleMode(const char *name) {
  for (size_t i = 0; i < sizeof shuffleModes / sizeof shuffleModes[0]; i++)
    if (!strcmp(name, shuffleModes[i][0]))
      return shuffleModes[i][1];
  return NULL;
}

static Val emitShuffle(Ctx *c, const char *mode, Val v, Val off, Val width);

/* __shfl*_sync(mask, var, lane/delta/laneMask[, width]): gpu.shuffle. A
 * source outside the width's segment gives var itself, as in CUDA;
 * __shfl_sync's source lane is taken modulo the (power-of-two) width. */
static Val callShuffle(Ctx *c, CXCursor e, CXCursor f, const char *name,
                       const char *mode) {
  int first = strstr(name, "_sync") ? 1 : 0; /* the mask comes first */
  CXCursor def = clang_getCursorDefinition(f);
  if (clang_Cursor_isNull(def))
    def = f;
  Sc t = scalarOf(clang_getCursorType(e));
  if (t.kind == SC_VOID || t.bits == 1)
    fail(c, e, "'%s' of this type is not supported", name);
  Sc i32 = scInt(32, 1);
  Val v = convert(c, expr(c, argumentExpr(e, def, (unsigned)first, 0)), t, e);
  Val off =
      convert(c, expr(c, argumentExpr(e, def, (unsigned)first + 1, 0)), i32, e);
  /* The width: written, or left to its default (warpSize), which the
   * headers give on a declaration other than the definition. */
  Val width = constInt(c, 32, i32);
  if (clang_Cursor_getNumArguments(e) > first + 2) {
    CXCursor w = clang_Cursor_getArgument(e, (unsigned)first + 2);
    if (clang_getCursorKind(w) != CXCursor_UnexposedExpr || kids(w).n)
      width = convert(c, expr(c, w), i32, e);
  }
  /* A constant source lane of a constant width (`__shfl_sync(m, v, 0)`, a
   * broadcast) as one constant: stitch-lower-gpu-collectives then reads
   * one slot for every lane, a value the same for the whole warp. */
  long long k, w = 32;
  CXCursor offArg = argumentExpr(e, def, (unsigned)first + 1, 0);
  CXEvalResult r = clang_Cursor_Evaluate(offArg);
  int constant = r && clang_EvalResult_getKind(r) == CXEval_Int;
  k = constant ? clang_EvalResult_getAsLongLong(r) : 0;
  if (r)
    clang_EvalResult_dispose(r);
  CXCursor widthArg = clang_getNullCursor();
  if (clang_Cursor_getNumArguments(e) > first + 2)
    widthArg = clang_Cursor_getArgument(e, (unsigned)first + 2);
  if (!clang_Cursor_isNull(widthArg) &&
      (clang_getCursorKind(widthArg) != CXCursor_UnexposedExpr ||
       kids(widthArg).n)) { /* written, not the default */
    CXEvalResult rw = clang_Cursor_Evaluate(widthArg);
    constant = constant && rw && clang_EvalResult_getKind(rw) == CXEval_Int;
    w = constant ? clang_EvalResult_getAsLongLong(rw) : 0;
    if (rw)
      clang_EvalResult_dispose(rw);
  }
  if (constant && !strcmp(mode, "idx") && w >= 1 && w <= 32 && !(w & (w - 1)))
    return emitShuffle(c, "idx", v, constInt(c, k & (w - 1), i32),
                       constInt(c, w, i32));
  return gpuShuffle(c, mode, v, off, width, e);
}

static Val emitShuffle(Ctx *c, const char *mode, Val v, Val off, Val width) {
  char r[NAME], ok[NAME], tb[16];
  fresh(c, r);
  fresh(c, ok);
  emit(c, "%s, %s = gpu.shuffle %s %s, %s, %s : %s", r, ok, mode, v.v, off.v,
       width.v, scName(v.t, tb));
  return scalar(r, v.t);
}

Val gpuShuffle(Ctx *c, const char *mode, Val v, Val off, Val width,
               CXCursor at) {
  Sc i32 = scInt(32, 1);
  if (!strcmp(mode, "idx"))
    off = arith(
        c, CXBinaryOperator_And, off,
        arith(c, CXBinaryOperator_Sub, width, constInt(c, 1, i32), i32, at),
        i32, at);
  return emitShuffle(c, mode, v, off, width);
}

Val subgroupReduce(Ctx *c, const char *op, Val v, int cluster) {
  char r[NAME], tb[16], cl[40] = "";
  fresh(c, r);
  if (cluster < 32)
    snprintf(cl, sizeof cl, " cluster(size = %d)", cluster);
  emit(c, "%s = gpu.subgroup_reduce %s %s%s : (%s) -> %s", r, op, v.v, cl,
       scName(v.t, tb), tb);
  return scalar(r, v.t);
}

/* The call's first argument (a warp mask): 1 a constant with all 32 bits
 * set, 0 another constant, -1 not a constant (`unsigned m = 0xffffffff;`,
 * a mask held in a variable or computed). */
static int maskKind(CXCursor e) {
  CXEvalResult r = clang_Cursor_Evaluate(clang_Cursor_getArgument(e, 0));
  if (!r)
    return -1;
  int kind = clang_EvalResult_getKind(r) != CXEval_Int ? -1
             : (clang_EvalResult_getAsUnsigned(r) & 0xffffffffu) == 0xffffffffu
                 ? 1
                 : 0;
  clang_EvalResult_dispose(r);
  return kind;
}

/* Emits `cf.assert cond` whose message is "<file>:<line>: <text>" at the
 * expansion location of `at` (where the program wrote it, not a macro's
 * header): a failed check prints it and aborts the program. */
static void emitRuntimeCheck(Ctx *c, CXCursor at, Val cond, const char *text) {
  CXFile file;
  unsigned line;
  clang_getExpansionLocation(clang_getCursorLocation(at), &file, &line, NULL,
                             NULL);
  CXString fn = clang_getFileName(file);
  char msg[512], esc[1024];
  snprintf(msg, sizeof msg, "%s:%u: %s",
           clang_getCString(fn) ? clang_getCString(fn) : "?", line, text);
  clang_disposeString(fn);
  size_t k = 0;
  for (const char *q = msg; *q && k + 4 < sizeof esc; q++) {
    if (*q == '"' || *q == '\\')
      esc[k++] = '\\';
    esc[k++] = *q >= ' ' ? *q : ' ';
  }
  esc[k] = 0;
  emit(c, "cf.assert %s, \"%s\"", cond.v, esc);
}

/* __ballot_sync (bit `lane` of each thread whose predicate holds),
 * __all_sync, __any_sync; __reduce_{add,min,max,and,or,xor}_sync. */
static int callWarpVote(Ctx *c, CXCursor e, const char *name, Val *out) {
  static const char *const votes[] = {"__ballot_sync", "__all_sync",
                                      "__any_sync",    "__ballot",
                                      "__all",         "__any"};
  int vote = -1;
  for (int i = 0; i < 6; i++)
    if (!strcmp(name, votes[i]))
      vote = i % 3;
  int reduce = !strncmp(name, "__reduce_", 9) && strstr(name, "_sync");
  if (vote < 0 && !reduce)
    return 0;
  /* The whole warp takes part in the gpu op: a vote or reduction over a
   * part of it would count lanes CUDA leaves out. (A shuffle's lanes only
   * read lanes of the mask, so its mask does not matter.) */
  Sc u32 = scInt(32, 0);
  int mask = strstr(name, "_sync") ? maskKind(e) : 1;
  char text[160];
  snprintf(text, sizeof text,
           "'%s' with a mask other than 0xffffffff (the whole warp) is not "
           "supported",
           name);
  if (!mask)
    fail(c, e, "%s", text);
  if (mask < 0) { /* known at run time only: checked there */
    Val m = convert(c, expr(c, clang_Cursor_getArgument(e, 0)), u32, e);
    emitRuntimeCheck(
        c, e,
        compare(c, CXBinaryOperator_EQ, m, constInt(c, 0xffffffffll, u32), e),
        text);
  }
  int nargs = clang_Cursor_getNumArguments(e);
  CXCursor arg = clang_Cursor_getArgument(e, nargs - 1);
  Sc t = scalarOf(clang_getCursorType(e));
  if (vote >= 0) {
    Val p = convert(c, expr(c, arg), kBool, e);
    Val bit = constInt(c, 1, u32);
    if (vote == 0) {
      char lane[NAME], lane32[NAME];
      fresh(c, lane);
      fresh(c, lane32);
      emit(c, "%s = gpu.lane_id", lane);
      emit(c, "%s = arith.index_cast %s : index to i32", lane32, lane);
      bit = arith(c, CXBinaryOperator_Shl, bit, scalar(lane32, u32), u32, e);
    }
    Val x = selectOf(c, p, bit, constInt(c, 0, u32));
    Val r = subgroupReduce(c, vote == 1 ? "and" : "or", x, 32);
    *out = convert(
        c,
        vote == 0 ? r
                  : compare(c, CXBinaryOperator_NE, r, constInt(c, 0, u32), e),
        t, e);
    return 1;
  }
  Val v = convert(c, expr(c, arg), t, e);
  const char *op = strstr(name, "_add_")   ? "add"
                   : strstr(name, "_min_") ? (t.sign ? "minsi" : "minui")
                   : strstr(name, "_max_") ? (t.sign ? "maxsi" : "maxui")
                   : strstr(name, "_and_") ? "and"
                   : strstr(name, "_xor_") ? "xor"
                   : strstr(name, "_or_")  ? "or"
                                           : NULL;
  if (!op || t.kind != SC_INT)
    fail(c, e, "call to unsupported CUDA function '%s'", name);
  *out = subgroupReduce(c, op, v, 32);
  return 1;
}

/* A static member function of a library header that folds to a number
 * (`std::numeric_limits<float>::max()`, `::infinity()`, `::lowest()`,
 * PyTorch's softmax initial values): that constant. */
static int constantLibraryCall(Ctx *c, CXCursor e, CXCursor f, Val *out) {
  if (clang_getCursorKind(f) != CXCursor_CXXMethod ||
      !clang_CXXMethod_isStatic(f) ||
      !clang_Location_isInSystemHeader(clang_getCursorLocation(f)))
    return 0;
  return constantOf(c, e, scalarOf(clang_getCursorType(e)), out);
}

Val callExpr(Ctx *c, CXCursor e) {
  CXCursor f = calleeOf(e);
  char name[128];
  cursorSpelling(f, name, sizeof name);
  if (clang_Cursor_isNull(f) || !name[0])
    fail(c, e, "unsupported call (function pointers, constructors)");
  Val group;
  if (cgCall(c, e, f, name, &group))
    return group;
  Val konst;
  if (constantLibraryCall(c, e, f, &konst))
    return konst;
  if (!strcmp(name, "operator=") && clang_CXXMethod_isDefaulted(f) &&
      clang_Cursor_getNumArguments(e) == 2)
    return assignStruct(c, e);
  if (c->dynCast && convertsDynShared(f))
    return dynSharedPtr(c); /* SharedMemory<T>(): typed dynamic shared */
  if (!strcmp(name, "__syncthreads")) {
    emitBarrier(c);
    return scalar("", (Sc){SC_VOID, 0, 0});
  }
  /* __syncwarp: a block barrier (stronger than the warp's) marked
   * stitch.warp_sync, which stitch-lower-gpu-collectives takes out of a
   * branch that only some warps run. */
  if (!strcmp(name, "__syncwarp")) {
    emit(c, "gpu.barrier {stitch.warp_sync}");
    return scalar("", (Sc){SC_VOID, 0, 0});
  }
  if (!strcmp(name, "__syncthreads_count") ||
      !strcmp(name, "__syncthreads_and") || !strcmp(name, "__syncthreads_or"))
    return callSyncthreadsReduce(c, e, name + strlen("__syncthreads_"));
  /* A function the program defines itself (a `__device__ int max(int, int,
   * int)`) is inlined whatever its name; the built-in translations below
   * are for the CUDA headers' functions (a user's three-argument max was
   * read as the two-argument one: found by review). */
  if (userCall(e)) {
    if (clang_getCursorKind(f) == CXCursor_Constructor)
      fail(c, e, "a struct value where a scalar is expected");
    Val discarded[32]; /* `f(x);` of a function returning a struct */
    return callInline(c, e, f, NULL, discarded);
  }
  if (!strncmp(name, "operator", 8))
    fail(c, e, "operators on structs (%s) are not supported", name);
  const char *mode = shuffleMode(name);
  if (mode)
    return callShuffle(c, e, f, name, mode);
  Val vote;
  if (callWarpVote(c, e, name, &vote))
    return vote;
  /* atomicAdd_block, atomicCAS_system: a scope narrower or wider than the
   * device's; on the CPU, one memory, the plain atomic. */
  char *scope = strncmp(name, "atomic", 6) ? NULL : strrchr(name, '_');
  if (scope && (!strcmp(scope, "_block") || !strcmp(scope, "_system")))
    *scope = 0;
  if (!strcmp(name, "atomicInc") || !strcmp(name, "atomicDec"))
    return callAtomicWrap(c, e, name[6] == 'I');
  if (!strncmp(name, "atomic", 6))
    return callAtomic(c, e, name);
  /* A failed assert() (glibc's __assert_fail, CUDA's __assertfail):
   * cf.assert false, which prints the message and aborts the program. */
  if (!strcmp(name, "__assert_fail") || !strcmp(name, "__assertfail")) {
    char text[256] = "assertion";
    CXEvalResult r = clang_Cursor_Evaluate(clang_Cursor_getArgument(e, 0));
    if (r && clang_EvalResult_getKind(r) == CXEval_StrLiteral)
      snprintf(text, sizeof text, "%s", clang_EvalResult_getAsStr(r));
    if (r)
      clang_EvalResult_dispose(r);
    char msg[300], f[NAME];
    snprintf(msg, sizeof msg, "device assertion `%s' failed.", text);
    fresh(c, f);
    emit(c, "%s = arith.constant false", f);
    emitRuntimeCheck(c, e, scalar(f, kBool), msg);
    return scalar("", (Sc){SC_VOID, 0, 0});
  }
  if (!strcmp(name, "printf"))
    return callPrintf(c, e);
  /* __ldg (the read-only cache) and the cache-hint loads and stores
   * (llm.c's __ldcs/__stcs): on the CPU, a load and a store. */
  if (isCacheLoad(name) && clang_Cursor_getNumArguments(e) == 1)
    return load(c, cacheLoadPointer(c, e, name));
  if (isCacheStore(name) && clang_Cursor_getNumArguments(e) == 2) {
    Val p = expr(c, clang_Cursor_getArgument(e, 0));
    if (!p.isPtr || p.t.kind == SC_VOID)
      fail(c, e, "%s of a non-pointer", name);
    CXCursor value = clang_Cursor_getArgument(e, 1);
    Fields fs;
    if (structFields(clang_getCursorType(value), &fs)) { /* a float4 */
      Val vals[32];
      structValues(c, value, &fs, vals);
      storeFields(c, e, p, &fs, vals);
    } else {
      store(c, p, convert(c, expr(c, value), p.t, e));
    }
    return scalar("", (Sc){SC_VOID, 0, 0});
  }
  /* clock(), clock64(): the core's cycle counter (an SM's clock is per SM
   * too; programs take differences of one thread's readings). */
  if ((!strcmp(name, "clock") || !strcmp(name, "clock64")) &&
      !clang_Cursor_getNumArguments(e)) {
    char n[NAME];
    fresh(c, n);
    emit(c, "%s = llvm.call_intrinsic \"llvm.readcyclecounter\"() : () -> i64",
         n);
    return convert(c, scalar(n, scInt(64, 1)), scalarOf(clang_getCursorType(e)),
                   e);
  }
  /* __nanosleep(ns): a hint to a spinning thread; nothing to wait for on
   * the CPU (the spin's atomic or volatile read keeps the loop). */
  if (!strcmp(name, "__nanosleep") && clang_Cursor_getNumArguments(e) == 1) {
    expr(c, clang_Cursor_getArgument(e, 0));
    return scalar("", (Sc){SC_VOID, 0, 0});
  }
  /* Memory fences: an LLVM fence (the threads of other blocks run on other
   * cores). */
  if (!strcmp(name, "__threadfence") || !strcmp(name, "__threadfence_block") ||
      !strcmp(name, "__threadfence_system")) {
    emit(c, "llvm.fence seq_cst");
    return scalar("", (Sc){SC_VOID, 0, 0});
  }
  Val conv;
  if (conversionIntrinsic(c, e, name, &conv))
    return conv;
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
  /* isnan/isinf/isfinite (C's macros, C++'s functions, CUDA's __isnanf):
   * comparisons, the result converted to the call's type. */
  if (!strcmp(name, "isnan") || !strcmp(name, "__isnanf") ||
      !strcmp(name, "__isnan") || !strcmp(name, "isinf") ||
      !strcmp(name, "__isinff") || !strcmp(name, "__isinf") ||
      !strcmp(name, "isfinite") || !strcmp(name, "__finitef") ||
      !strcmp(name, "__finite")) {
    Val a = expr(c, clang_Cursor_getArgument(e, 0));
    if (a.t.kind != SC_FLOAT)
      fail(c, e, "'%s' of a non-floating-point value", name);
    Val b;
    if (strstr(name, "nan")) {
      b = cmpfOf(c, "uno", a, a);
    } else {
      Val m = op(c, "math.absf", a, NULL), inf = constFloat(c, INFINITY, a.t);
      b = cmpfOf(c, strstr(name, "inf") ? "oeq" : "olt", m, inf);
    }
    return convert(c, b, scalarOf(clang_getCursorType(e)), e);
  }
  /* <math.h>'s INFINITY, HUGE_VAL(F) and NAN expand to these builtins
   * (`best = INFINITY` starts many minimum searches). */
  if (!strcmp(name, "__builtin_inff") || !strcmp(name, "__builtin_inf") ||
      !strcmp(name, "__builtin_huge_valf") ||
      !strcmp(name, "__builtin_huge_val"))
    return constFloat(c, INFINITY, scalarOf(clang_getCursorType(e)));
  if (!strcmp(name, "__builtin_nanf") || !strcmp(name, "__builtin_nan") ||
      !strcmp(name, "nanf") || !strcmp(name, "nan")) {
    /* Only the default quiet NaN: `nan("")`, as NAN expands. */
    CXEvalResult r = clang_Cursor_Evaluate(clang_Cursor_getArgument(e, 0));
    int plain = r && clang_EvalResult_getKind(r) == CXEval_StrLiteral &&
                !clang_EvalResult_getAsStr(r)[0];
    if (r)
      clang_EvalResult_dispose(r);
    if (!plain)
      fail(c, e,
           "'%s' with a payload is not supported (only NAN, "
           "%s(\"\"))",
           name, name);
    return constFloat(c, NAN, scalarOf(clang_getCursorType(e)));
  }
  if (isSinCos(name))
    return callSinCos(c, e);
  if (isModf(name) && clang_Cursor_getNumArguments(e) == 2)
    return callModf(c, e);
  for (size_t i = 0; i < sizeof kMath / sizeof kMath[0]; i++)
    if (!strcmp(name, kMath[i].name))
      return callMath(c, e, &kMath[i]);
  for (size_t i = 0; i < sizeof kIntrinsics / sizeof kIntrinsics[0]; i++)
    if (!strcmp(name, kIntrinsics[i].name))
      return callIntrinsic(c, e, f, &kIntrinsics[i]);
  if (clang_Location_isInSystemHeader(clang_getCursorLocation(f)))
    fail(c, e, "call to unsupported CUDA function '%s'", name);
  return callInline(c, e, f, NULL, NULL);
}
