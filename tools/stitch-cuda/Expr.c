/*===- Expr.c - stitch-cuda: expressions -----------------------------------===*
 *
 * Expressions: lvalues (variables, array elements, struct fields in
 * memory), operators, builtin variables, globals, literals, casts.
 *===----------------------------------------------------------------------===*/

#include "TranslateInternal.h"
#include <ctype.h>

/*===---------------------------- expressions -----------------------------===*/

/* s.f, p->f, a[i].f, (*p).f: a field of a struct variable (its variable),
 * or of a struct in memory (the field's element: the struct's offset plus
 * the field's, in scalars; see Layout). */
/* Is `e` (a MemberRefExpr) a member of `this`: `f` (implicit) or
 * `this->f`? */
static int isThisMember(CXCursor e) {
  Kids ks = kids(e);
  return ks.n == 0 || (ks.n == 1 && clang_getCursorKind(stripParens(ks.k[0])) ==
                                        CXCursor_CXXThisExpr);
}

int memberObject(Ctx *c, CXCursor callee, CXCursor *decl) {
  callee = stripParens(callee);
  if (clang_getCursorKind(callee) != CXCursor_MemberRefExpr)
    return 0;
  if (isThisMember(callee)) {
    if (!c->fn || !c->fn->hasThis)
      return 0;
    *decl = c->fn->thisDecl;
    return 1;
  }
  /* (a const member function sees `a` through an implicit cast) */
  CXCursor base = stripStruct(kids(callee).k[0]);
  if (clang_getCursorKind(base) != CXCursor_DeclRefExpr ||
      canon(clang_getCursorType(base)).kind != CXType_Record)
    return 0;
  *decl = clang_getCursorReferenced(base);
  return 1;
}

static LV fieldInMemory(Ctx *c, CXCursor e, CXType rt, Val p);

int structSubobject(Ctx *c, CXCursor e, CXCursor *decl, int *first) {
  e = stripParens(e);
  enum CXCursorKind k = clang_getCursorKind(e);
  if (k == CXCursor_DeclRefExpr) {
    CXCursor d = clang_getCursorReferenced(e);
    Fields fs;
    if (!structFields(clang_getCursorType(e), &fs) || leafVar(c, d, 0) < 0)
      return 0;
    *decl = d;
    *first = 0;
    return 1;
  }
  if (k != CXCursor_MemberRefExpr)
    return 0;
  CXCursor field = clang_getCursorReferenced(e);
  CXType outer;
  if (isThisMember(e)) { /* x or this->x in a member function */
    if (!c->fn || !c->fn->hasThis || leafVar(c, c->fn->thisDecl, 0) < 0)
      return 0;
    *decl = c->fn->thisDecl;
    *first = 0;
    outer = clang_getCursorType(c->fn->thisDecl);
    if (canon(outer).kind == CXType_LValueReference)
      outer = clang_getPointeeType(canon(outer));
  } else {
    Kids ks = kids(e);
    if (ks.n != 1 ||
        canon(clang_getCursorType(ks.k[0])).kind != CXType_Record ||
        !structSubobject(c, ks.k[0], decl, first))
      return 0;
    outer = clang_getCursorType(ks.k[0]);
  }
  int count, at = directLeaf(outer, field, &count);
  if (at < 0)
    return 0;
  *first += at;
  return 1;
}

LV memberLV(Ctx *c, CXCursor e) {
  Kids ks = kids(e);
  CXType rt;
  Val p;
  CXCursor sdecl;
  int leaf;
  if (scalarOf(clang_getCursorType(e)).kind != SC_VOID &&
      structSubobject(c, e, &sdecl, &leaf)) {
    /* s.f, s.lo.x, lo.x in a member function: a leaf of a struct
     * variable */
    int v = leafVar(c, sdecl, leaf);
    if (v >= 0)
      return (LV){v, {0}};
  }
  if (isThisMember(e)) {
    /* A member in a member function: the field of the struct variable the
     * call runs on, or of the struct in memory it runs on (thisDecl is
     * then the object expression, a VAR_MEM_SCALAR: see callInline). */
    int i = c->fn && c->fn->hasThis
                ? findField(c, c->fn->thisDecl, clang_getCursorReferenced(e))
                : -1;
    int m = c->fn && c->fn->hasThis ? findVar(c, c->fn->thisDecl) : -1;
    if (i < 0 && (m < 0 || c->vars[m].kind != VAR_MEM_SCALAR))
      fail(c, e,
           "unsupported member access (a member of 'this' outside a "
           "member function called on a struct variable)");
    if (i >= 0)
      return (LV){i, {0}};
    rt = canon(clang_getCursorType(c->fn->thisDecl));
    if (rt.kind == CXType_Pointer || rt.kind == CXType_LValueReference)
      rt = canon(clang_getPointeeType(rt)); /* p->f(), an `S &` to memory */
    p = c->vars[m].val;
    return fieldInMemory(c, e, rt, p);
  }
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
  rt = bt;
  if (bt.kind == CXType_Pointer) { /* p->f */
    rt = canon(clang_getPointeeType(bt));
    p = expr(c, base);
  } else { /* a[i].f, (*p).f, a __shared__ struct */
    LV b = lvalue(c, base);
    if (b.var >= 0)
      fail(c, e, "unsupported member access");
    p = b.mem;
  }
  return fieldInMemory(c, e, rt, p);
}

/* Field e (a MemberRefExpr) of the struct of type rt at p. */
static LV fieldInMemory(Ctx *c, CXCursor e, CXType rt, Val p) {
  Layout l = layoutOf(rt);
  char fname[128];
  cursorSpelling(clang_getCursorReferenced(e), fname, sizeof fname);
  long long off = clang_Type_getOffsetOf(rt, fname);
  int unit = p.isPtr ? memoryBits(memoryScalar(p)) : 0;
  if (!p.isPtr || rt.kind != CXType_Record || !l.ok || off < 0 || unit < 8 ||
      off % unit)
    fail(c, e,
         "structs in memory must consist of scalars (fields of "
         "scalar types, arrays of them, such structs; no bit-fields "
         "or pointers)");
  /* The offset in the memory's units (a nested struct of floats in a
   * struct of bytes and ints: bytes), the field read as its own scalar
   * (or its arrays' and structs' scalar: Layout). */
  Val f = ptrAdd(c, p, constInt(c, off / unit, scInt(64, 1)), 1, 0, e);
  Layout fl = layoutOf(clang_getCursorType(e));
  if (fl.ok)
    f.t = fl.t;
  return (LV){-1, accessOf(f, clang_getCursorType(e))};
}

/* A field of a struct value that is no variable and not in memory: a
 * call's result (`cross(a, b).x`, `(a + b).y`, `make_float2(u, v).x`) or
 * a struct `?:`; its fields computed, the one named taken. */
static int rvalueStructMember(Ctx *c, CXCursor e, Val *out) {
  Kids ks = kids(e);
  if (ks.n != 1)
    return 0;
  CXCursor base = stripStruct(ks.k[0]);
  Fields fs;
  if (!structTemporary(base) || !structFields(clang_getCursorType(base), &fs))
    return 0;
  CXCursor field = clang_getCursorReferenced(e);
  for (int i = 0; i < fs.n; i++)
    if (clang_equalCursors(fs.f[i], field)) {
      Val vals[32];
      structValues(c, base, &fs, vals);
      *out = vals[i];
      return 1;
    }
  return 0;
}

/* `volatile` on __shared__ memory is the mark of warp-synchronous code
 * (the SDK's unrolled last reduction steps: threads of a warp reading each
 * other's writes without a barrier), which relies on 32 threads running in
 * lockstep; the translation runs a block's threads one after another
 * between barriers, so such code computes other values. A warning, once
 * per kernel: volatile accesses ordered by barriers are fine. */
static void warnVolatileShared(Ctx *c, CXCursor at, CXType t, Val p) {
  if (c->warnedVolatile || !clang_isVolatileQualifiedType(t) ||
      !strstr(p.mty, "workgroup"))
    return;
  c->warnedVolatile = 1;
  warn(c, at,
       "volatile __shared__ memory: warp-synchronous code (threads of a warp "
       "exchanging values without __syncthreads) is not supported; the "
       "threads of a block run one after another between barriers");
}

LV lvalue(Ctx *c, CXCursor e) {
  CXCursor s = stripParens(e);
  enum CXCursorKind k = clang_getCursorKind(s);
  if (k == CXCursor_DeclRefExpr) {
    CXCursor d = clang_getCursorReferenced(s);
    int i = findVar(c, d);
    if (i >= 0 && c->vars[i].kind == VAR_MEM_SCALAR)
      return (LV){-1, accessOf(c->vars[i].val, clang_getCursorType(s))};
    if (i >= 0 && c->vars[i].kind != VAR_MEM_ARRAY)
      return (LV){i, {0}};
    if (i < 0 && clang_getCursorKind(d) == CXCursor_VarDecl) {
      /* A global: expr() registers it; scalars come back as loads. */
      Val v = expr(c, s); /* registers */
      (void)v;
      i = findVar(c, d);
      if (i >= 0 && c->vars[i].kind == VAR_MEM_SCALAR)
        return (LV){-1, accessOf(c->vars[i].val, clang_getCursorType(s))};
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
    warnVolatileShared(c, e, elem, p);
    return (LV){-1, accessOf(ptrAdd(c, p, i, elemStride(p, elem), 0, e), elem)};
  }
  if (k == CXCursor_UnaryOperator &&
      clang_getCursorUnaryOperatorKind(s) == CXUnaryOperator_Deref) {
    Kids ks = kids(s);
    Val p = expr(c, ks.k[0]);
    if (!p.isPtr)
      fail(c, e, "dereference of a non-pointer");
    warnVolatileShared(c, e, clang_getCursorType(s), p);
    return (LV){-1, accessOf(p, clang_getCursorType(s))};
  }
  if (k == CXCursor_MemberRefExpr)
    return memberLV(c, s);
  fail(c, e, "unsupported assignment target");
}

Val readLV(Ctx *c, LV lv) {
  if (lv.var >= 0)
    return c->vars[lv.var].val;
  return load(c, lv.mem);
}

void writeLV(Ctx *c, LV lv, Val v, CXCursor at) {
  if (lv.var >= 0) {
    Var *var = &c->vars[lv.var];
    if (var->kind == VAR_PTR) {
      /* Another buffer of the same memref type: the VAR_BASE before it
       * changes (carried by loops and branches as a memref). */
      Var *base = lv.var > 0 ? &c->vars[lv.var - 1] : NULL;
      if (v.isPtr && strcmp(v.mty, var->val.mty) && strstr(var->val.mty, "?"))
        v = dynamicSizePtr(c, v); /* a __device__ array into a `T *` */
      if (!v.isPtr ||
          (strcmp(v.base, var->val.base) &&
           (!base || base->kind != VAR_BASE || strcmp(v.mty, var->val.mty))))
        fail(c, at,
             "a pointer variable may only be moved within the array it "
             "was initialized with, or to another buffer of the same "
             "memory space and element type");
      if (strcmp(v.base, var->val.base)) {
        snprintf(base->val.v, NAME, "%s", v.base);
        snprintf(var->val.base, NAME, "%s", v.base);
      }
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
Sc common(Sc a, Sc b) {
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

/* A shift as PTX's shl/shr run it (C leaves a count of the width or more,
 * or a negative one, undefined; arith's shifts give poison): the count is
 * read unsigned and clamped to the width, so a left or logical right shift
 * by the width or more is 0 and an arithmetic right shift fills with the
 * sign (Rodinia's huffman builds `(1 << w) - 1` with w = 32, and shifts a
 * word by 32 - bit with bit = 0). Constant counts fold. */
static Val shift(Ctx *c, const char *name, Val a, Val b, Sc t, CXCursor at) {
  char tb[16], big[NAME], width[NAME], n[NAME];
  const char *ty = scName(t, tb);
  /* A constant count in range: the plain shift (no select for the
   * analyses to see through). */
  Kids ks = kids(at);
  if (ks.n == 2) {
    CXEvalResult r = clang_Cursor_Evaluate(ks.k[1]);
    int inRange = 0;
    if (r && clang_EvalResult_getKind(r) == CXEval_Int) {
      long long k = clang_EvalResult_getAsLongLong(r);
      inRange = k >= 0 && k < t.bits;
    }
    if (r)
      clang_EvalResult_dispose(r);
    if (inRange) {
      fresh(c, n);
      emit(c, "%s = arith.%s %s, %s : %s", n, name, a.v, b.v, ty);
      return scalar(n, t);
    }
  }
  fresh(c, width);
  emit(c, "%s = arith.constant %d : %s", width, t.bits, ty);
  fresh(c, big);
  emit(c, "%s = arith.cmpi uge, %s, %s : %s", big, b.v, width, ty);
  if (!strcmp(name, "shrsi")) {
    char last[NAME], count[NAME];
    fresh(c, last);
    emit(c, "%s = arith.constant %d : %s", last, t.bits - 1, ty);
    fresh(c, count);
    emit(c, "%s = arith.select %s, %s, %s : %s", count, big, last, b.v, ty);
    fresh(c, n);
    emit(c, "%s = arith.shrsi %s, %s : %s", n, a.v, count, ty);
    return scalar(n, t);
  }
  char raw[NAME], zero[NAME];
  fresh(c, raw);
  emit(c, "%s = arith.%s %s, %s : %s", raw, name, a.v, b.v, ty);
  fresh(c, zero);
  emit(c, "%s = arith.constant 0 : %s", zero, ty);
  fresh(c, n);
  emit(c, "%s = arith.select %s, %s, %s : %s", n, big, zero, raw, ty);
  return scalar(n, t);
}

Val arith(Ctx *c, enum CXBinaryOperatorKind op, Val a, Val b, Sc t,
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
  /* Signed overflow is undefined in C: add, sub and mul of int, long and
   * long long (narrower types were promoted to int) carry nsw, so that
   * `(long)(base + tid)` is `base + tid` in 64 bits for LLVM and Stitch
   * (an affine address, not a gather). Unsigned arithmetic wraps: no flag. */
  const char *flags = !f && t.sign && t.bits >= 32 &&
                              (op == CXBinaryOperator_Add ||
                               op == CXBinaryOperator_AddAssign ||
                               op == CXBinaryOperator_Sub ||
                               op == CXBinaryOperator_SubAssign ||
                               op == CXBinaryOperator_Mul ||
                               op == CXBinaryOperator_MulAssign)
                          ? " overflow<nsw>"
                          : "";
  char n[NAME], tb[16];
  if (!f && (op == CXBinaryOperator_Shl || op == CXBinaryOperator_ShlAssign ||
             op == CXBinaryOperator_Shr || op == CXBinaryOperator_ShrAssign))
    return shift(c, name, a, b, t, at);
  fresh(c, n);
  emit(c, "%s = arith.%s %s, %s%s : %s", n, name, a.v, b.v, flags,
       scName(t, tb));
  return scalar(n, t);
}

Val compare(Ctx *c, enum CXBinaryOperatorKind op, Val a, Val b,
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

Val notBool(Ctx *c, Val v) {
  Val t = constInt(c, 1, kBool);
  char n[NAME];
  fresh(c, n);
  emit(c, "%s = arith.xori %s, %s : i1", n, v.v, t.v);
  return scalar(n, kBool);
}

Val regionExprBool(Ctx *c, void *arg) {
  CXCursor *e = arg;
  return convert(c, expr(c, *e), kBool, *e);
}

Val regionConstBool(Ctx *c, void *arg) {
  return constInt(c, *(int *)arg, kBool);
}

Val regionExprAs(Ctx *c, void *arg) {
  Pair *p = arg;
  return convert(c, expr(c, p->a), p->t, p->a);
}

Val regionExprAsB(Ctx *c, void *arg) {
  Pair *p = arg;
  return convert(c, expr(c, p->b), p->t, p->b);
}

/* The arms of a void `?:`, evaluated for their effects. */
static Val regionExprVoid(Ctx *c, void *arg) {
  expr(c, ((Pair *)arg)->a);
  return scalar("", (Sc){SC_VOID, 0, 0});
}

static Val regionExprVoidB(Ctx *c, void *arg) {
  expr(c, ((Pair *)arg)->b);
  return scalar("", (Sc){SC_VOID, 0, 0});
}

/* Can `e` run although the program would not evaluate it (the operand of
 * `?:`, `&&`, `||` not taken)? Scalar, no side effect, nothing that can
 * trap or read through a pointer: literals, variables (a `__shared__`
 * scalar is an in-bounds read), thread/block built-ins and fields of
 * local structs, casts, and arithmetic other than integer division. A
 * value such as an overflowing `nsw` sum is then poison only in the arm
 * `arith.select` does not take. At most `*budget` nodes (each arm is
 * computed every time). */
static int speculatable(CXCursor e, int *budget) {
  if (--*budget < 0)
    return 0;
  CXType ty = clang_getCursorType(e);
  if (isPtrType(ty) || canon(ty).kind == CXType_ConstantArray)
    return 0;
  Kids ks = kids(e);
  switch (clang_getCursorKind(e)) {
  case CXCursor_IntegerLiteral:
  case CXCursor_FloatingLiteral:
  case CXCursor_CXXBoolLiteralExpr:
  case CXCursor_CharacterLiteral:
  case CXCursor_DeclRefExpr:
    return ks.n == 0;
  case CXCursor_MemberRefExpr: {
    /* `s.f` of a struct variable (threadIdx.x included), not `p->f`. */
    if (ks.n != 1 || clang_getCursorKind(ks.k[0]) != CXCursor_DeclRefExpr)
      return 0;
    return canon(clang_getCursorType(ks.k[0])).kind == CXType_Record;
  }
  case CXCursor_ParenExpr:
  case CXCursor_UnexposedExpr:
  case CXCursor_CStyleCastExpr:
  case CXCursor_CXXStaticCastExpr:
  case CXCursor_CXXFunctionalCastExpr:
    return ks.n == 1 && speculatable(ks.k[0], budget);
  case CXCursor_UnaryOperator: {
    enum CXUnaryOperatorKind op = clang_getCursorUnaryOperatorKind(e);
    return (op == CXUnaryOperator_Plus || op == CXUnaryOperator_Minus ||
            op == CXUnaryOperator_Not || op == CXUnaryOperator_LNot) &&
           ks.n == 1 && speculatable(ks.k[0], budget);
  }
  case CXCursor_BinaryOperator: {
    enum CXBinaryOperatorKind op = clang_getCursorBinaryOperatorKind(e);
    int integerDivision =
        (op == CXBinaryOperator_Div || op == CXBinaryOperator_Rem) &&
        canon(clang_getCursorType(ks.k[0])).kind != CXType_Float &&
        canon(clang_getCursorType(ks.k[0])).kind != CXType_Double;
    int value = op >= CXBinaryOperator_Mul && op <= CXBinaryOperator_LOr &&
                !integerDivision;
    return value && ks.n == 2 && speculatable(ks.k[0], budget) &&
           speculatable(ks.k[1], budget);
  }
  case CXCursor_ConditionalOperator:
    return ks.n == 3 && speculatable(ks.k[0], budget) &&
           speculatable(ks.k[1], budget) && speculatable(ks.k[2], budget);
  default:
    return 0;
  }
}

static int cheapToSpeculate(CXCursor e) {
  int budget = 24;
  return speculatable(e, &budget);
}

static int isIdentChar(char ch) {
  return isalnum((unsigned char)ch) || ch == '_';
}

Val builtinVar(Ctx *c, CXCursor e) {
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
  /* The member: the character where it is spelled (inside a macro too,
   * such as Caffe's CUDA_KERNEL_LOOP: there the expression's tokens are
   * the macro call's), else the last token of threadIdx.x. */
  char dim = 0;
  CXFile file;
  unsigned offset;
  clang_getSpellingLocation(clang_getCursorLocation(e), &file, NULL, NULL,
                            &offset);
  size_t size = 0;
  const char *text = file ? clang_getFileContents(c->tu, file, &size) : NULL;
  /* The location is the builtin's name: `blockIdx . x`. */
  size_t at = offset;
  while (text && at < size && isIdentChar(text[at]))
    at++;
  while (text && at < size && isspace((unsigned char)text[at]))
    at++;
  if (text && at < size && text[at] == '.') {
    at++;
    while (at < size && isspace((unsigned char)text[at]))
      at++;
    if (at < size && text[at] >= 'x' && text[at] <= 'z' &&
        (at + 1 == size || !isIdentChar(text[at + 1])))
      dim = text[at];
  }
  CXToken *toks;
  unsigned n = 0;
  if (!dim)
    clang_tokenize(c->tu, clang_getCursorExtent(e), &toks, &n);
  if (n) {
    CXString s = clang_getTokenSpelling(c->tu, toks[n - 1]);
    const char *t = clang_getCString(s);
    if (t && strlen(t) == 1 && t[0] >= 'x' && t[0] <= 'z')
      dim = t[0];
    clang_disposeString(s);
    clang_disposeTokens(c->tu, toks, n);
  }
  if (!dim)
    fail(c, e, "unsupported use of %s", var);
  char r[NAME];
  fresh(c, r);
  emit(c, "%s = arith.index_cast %s_%c : index to i32", r, prefix, dim);
  return scalar(r, scInt(32, 0));
}

/* `uint3 t = threadIdx;`, `dim3 b = blockIdx;`: a built-in variable as a
 * whole value (through its conversion to uint3): its fields x, y, z are
 * the launch's ids or sizes (`%tid_x`, ...), as unsigned ints. */
int builtinStructFields(Ctx *c, CXCursor s, const Fields *fs, Val *vals) {
  s = stripParens(s);
  if (clang_getCursorKind(s) == CXCursor_MemberRefExpr && kids(s).n == 1 &&
      clang_getCursorKind(clang_getCursorReferenced(s)) ==
          CXCursor_ConversionFunction)
    s = stripParens(kids(s).k[0]); /* threadIdx.operator uint3() */
  if (clang_getCursorKind(s) != CXCursor_DeclRefExpr)
    return 0;
  CXCursor d = clang_getCursorReferenced(s);
  char var[64];
  cursorSpelling(d, var, sizeof var);
  const char *prefix = !strcmp(var, "threadIdx")  ? "%tid"
                       : !strcmp(var, "blockIdx") ? "%bid"
                       : !strcmp(var, "blockDim") ? "%bdim"
                       : !strcmp(var, "gridDim")  ? "%gdim"
                                                  : NULL;
  if (!prefix || !clang_Location_isInSystemHeader(clang_getCursorLocation(d)))
    return 0;
  for (int i = 0; i < fs->n; i++) {
    char f[16];
    cursorSpelling(fs->f[i], f, sizeof f);
    if (strlen(f) != 1 || f[0] < 'x' || f[0] > 'z')
      fail(c, s, "unsupported use of %s", var);
    char r[NAME];
    fresh(c, r);
    emit(c, "%s = arith.index_cast %s_%c : index to i32", r, prefix, f[0]);
    vals[i] = convert(c, scalar(r, scInt(32, 0)),
                      scalarOf(clang_getCursorType(fs->f[i])), s);
  }
  return 1;
}

/* A file-scope __constant__/__device__ variable: a memref argument of the
 * kernel function, filled by the launcher from the runtime's symbol table. */
int globalVar(Ctx *c, CXCursor d, CXCursor at) {
  int isConst = hasAttr(d, CXCursor_CUDAConstantAttr);
  int isDev = hasAttr(d, CXCursor_CUDADeviceAttr);
  char var[64];
  cursorSpelling(d, var, sizeof var);
  if (hasAttr(d, CXCursor_CUDASharedAttr))
    fail(c, at,
         "'%s': file-scope __shared__ variables are not supported "
         "(declare it in the kernel)",
         var);
  if (!strcmp(var, "threadIdx") || !strcmp(var, "blockIdx") ||
      !strcmp(var, "blockDim") || !strcmp(var, "gridDim"))
    fail(c, at,
         "'%s' as a whole value is not supported (use its fields: "
         "%s.x)",
         var, var);
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

Val dynSharedPtr(Ctx *c) {
  Val v;
  char tb[16];
  memset(&v, 0, sizeof v);
  v.isPtr = 1;
  v.t = c->dynElem;
  snprintf(v.v, NAME, "%%c0");
  snprintf(v.base, NAME, "%%dynsh");
  snprintf(v.mty, MTY, "memref<?x%s, #gpu.address_space<workgroup>>",
           scName(c->dynElem, tb));
  return v;
}

Val declRef(Ctx *c, CXCursor e) {
  CXCursor d = clang_getCursorReferenced(e);
  enum CXCursorKind dk = clang_getCursorKind(d);
  if (c->dynCast && isExternShared(d)) {
    Sc s =
        arrayScalar(clang_getArrayElementType(canon(clang_getCursorType(d))));
    if (s.kind != c->dynElem.kind || s.bits != c->dynElem.bits)
      fail(c, e,
           "extern __shared__ memory used both directly and through a "
           "cast to another element type is not supported");
  }
  if (clang_isInvalid(dk)) {
    /* A template argument substituted in an instantiated kernel
     * (libclang shows clang's SubstNonTypeTemplateParmExpr as a reference
     * to nothing around the argument's value). */
    Kids ks = kids(e);
    Sc t = scalarOf(clang_getCursorType(e));
    if (ks.n == 1 && t.kind != SC_VOID)
      return convert(c, expr(c, ks.k[0]), t, e);
  }
  if (dk == CXCursor_EnumConstantDecl) {
    Sc t = scalarOf(clang_getCursorType(e));
    return constInt(c, clang_getEnumConstantDeclValue(d), t);
  }
  int i = findVar(c, d);
  if (i >= 0 && c->vars[i].kind == VAR_GROUP)
    fail(c, e,
         "a cooperative group used as a value (only its members, "
         "cg::sync, cg::reduce, tiled_partition and __device__ function "
         "arguments are supported)");
  if (i < 0 && dk == CXCursor_VarDecl &&
      clang_isConstQualifiedType(clang_getCursorType(d))) {
    /* A const scalar with a constant initializer (`const int N = 256;`,
     * the headers' warpSize): its value. */
    Sc t = scalarOf(clang_getCursorType(d));
    CXCursor init = clang_Cursor_getVarDeclInitializer(d);
    Val v;
    if (t.kind != SC_VOID && !clang_Cursor_isNull(init) &&
        constantOf(c, init, t, &v))
      return v;
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
  /* (a reference bound to a struct variable's field is that leaf) */
  if (v->field >= 0 && canon(clang_getCursorType(e)).kind == CXType_Record)
    fail(c, e, "a whole struct can only initialize a variable or be passed "
               "to a __device__ function");
  if (v->kind == VAR_MEM_SCALAR)
    return load(c, accessOf(v->val, clang_getCursorType(e)));
  return v->val;
}

Val incDec(Ctx *c, CXCursor e, int inc, int post) {
  Kids ks = kids(e);
  LV lv = lvalue(c, ks.k[0]);
  Val old = readLV(c, lv);
  Val nw;
  if (old.isPtr) {
    /* One pointee: a struct pointer moves by its scalar count. */
    CXType pt = clang_getPointeeType(canon(clang_getCursorType(ks.k[0])));
    nw = ptrAdd(c, old, constInt(c, 1, scInt(32, 1)), elemStride(old, pt), !inc,
                e);
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

/* Is `e` a null pointer constant of pointer type (NULL, nullptr, 0 or a
 * cast of one)? */
static int isNullPointer(CXCursor e) {
  if (!isPtrType(clang_getCursorType(e)))
    return 0;
  for (;;) {
    enum CXCursorKind k = clang_getCursorKind(e);
    Kids ks = kids(e);
    if (k == CXCursor_GNUNullExpr || k == CXCursor_CXXNullPtrLiteralExpr)
      return 1;
    if (k == CXCursor_IntegerLiteral) {
      CXEvalResult r = clang_Cursor_Evaluate(e);
      int zero = r && clang_EvalResult_getKind(r) == CXEval_Int &&
                 clang_EvalResult_getAsLongLong(r) == 0;
      if (r)
        clang_EvalResult_dispose(r);
      return zero;
    }
    if ((k == CXCursor_UnexposedExpr || k == CXCursor_ParenExpr ||
         k == CXCursor_CStyleCastExpr || k == CXCursor_CXXStaticCastExpr) &&
        ks.n >= 1)
      e = ks.k[ks.n - 1];
    else
      return 0;
  }
}

Val binary(Ctx *c, CXCursor e) {
  enum CXBinaryOperatorKind op = clang_getCursorBinaryOperatorKind(e);
  Kids ks = kids(e);
  if (ks.n != 2)
    fail(c, e, "malformed binary operator");
  Sc rt = scalarOf(clang_getCursorType(e));
  if (op == CXBinaryOperator_Assign) {
    if (canon(clang_getCursorType(e)).kind == CXType_Record)
      fail(c, e, "struct assignment is not supported");
    /* C++17: the right operand is sequenced before the left (`o[i++] =
     * i` stores the old i + 1 at o[i]). */
    Val v = expr(c, ks.k[1]);
    LV lv = lvalue(c, ks.k[0]);
    writeLV(c, lv, v, e);
    if (lv.var >= 0)
      return c->vars[lv.var].val;
    return convert(c, v, lv.mem.t, e); /* the value stored */
  }
  if (op == CXBinaryOperator_LAnd || op == CXBinaryOperator_LOr) {
    Val a = convert(c, expr(c, ks.k[0]), kBool, ks.k[0]);
    int konst = op == CXBinaryOperator_LOr;
    /* Straight-line code where the right operand may run anyway (`tx >= lo
     * && tx <= hi`): a select, which vectorizes, instead of an scf.if. */
    if (cheapToSpeculate(ks.k[1])) {
      Val b = convert(c, expr(c, ks.k[1]), kBool, ks.k[1]);
      Val k = constInt(c, konst, kBool);
      return op == CXBinaryOperator_LAnd ? selectOf(c, a, b, k)
                                         : selectOf(c, a, k, b);
    }
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
    Val b = expr(c, ks.k[1]); /* sequenced first, as for `=` */
    LV lv = lvalue(c, ks.k[0]);
    Val a = readLV(c, lv);
    Val r;
    if (a.isPtr && (op == CXBinaryOperator_AddAssign ||
                    op == CXBinaryOperator_SubAssign)) {
      CXType pt = clang_getPointeeType(canon(clang_getCursorType(ks.k[0])));
      r = ptrAdd(c, a, b, elemStride(a, pt), op == CXBinaryOperator_SubAssign,
                 e);
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
  if (op == CXBinaryOperator_EQ || op == CXBinaryOperator_NE) {
    /* p == NULL, p != nullptr, 0 == p: whether the buffer is null */
    int n0 = isNullPointer(ks.k[0]), n1 = isNullPointer(ks.k[1]);
    if (n0 || n1) {
      if (n0 && n1)
        return constInt(c, op == CXBinaryOperator_EQ, kBool);
      Val p = expr(c, ks.k[n0 ? 1 : 0]);
      if (!p.isPtr)
        fail(c, e, "comparison of a non-pointer with a null pointer");
      Val z = pointerIsNull(c, p);
      return op == CXBinaryOperator_EQ ? z : notBool(c, z);
    }
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
      return ptrAdd(c, p, i, elemStride(p, pt), op == CXBinaryOperator_Sub, e);
    }
    fail(c, e, "unsupported pointer arithmetic");
  }
  if (rt.kind == SC_VOID)
    fail(c, e, "unsupported operand type");
  if (op == CXBinaryOperator_Shl || op == CXBinaryOperator_Shr)
    b = convert(c, b, rt, e);
  return arith(c, op, a, b, rt, e);
}

Val unary(Ctx *c, CXCursor e) {
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
    if (sk == CXCursor_DeclRefExpr) {
      /* &counter of a __shared__ or __device__ scalar (atomicAdd's
       * operand): its one-element buffer. */
      CXCursor d = clang_getCursorReferenced(s);
      int i = findVar(c, d);
      if ((i >= 0 && c->vars[i].kind == VAR_MEM_SCALAR) ||
          (i < 0 && clang_getCursorKind(d) == CXCursor_VarDecl)) {
        LV lv = lvalue(c, s);
        if (lv.var < 0)
          return lv.mem;
      }
    }
    fail(c, e, "taking the address of a local variable is not supported "
               "(only &array[i], &p->f and &x of a __shared__ or __device__ "
               "scalar)");
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

int constantOf(Ctx *c, CXCursor e, Sc t, Val *out) {
  CXEvalResult r = clang_Cursor_Evaluate(e);
  int kind = r ? clang_EvalResult_getKind(r) : CXEval_UnExposed;
  int ok = 1;
  if (t.kind == SC_FLOAT && kind == CXEval_Float)
    *out = constFloat(c, clang_EvalResult_getAsDouble(r), t);
  else if (t.kind == SC_INT && kind == CXEval_Int)
    *out = constInt(c,
                    clang_EvalResult_isUnsignedInt(r)
                        ? (long long)clang_EvalResult_getAsUnsigned(r)
                        : clang_EvalResult_getAsLongLong(r),
                    t);
  else
    ok = 0;
  if (r)
    clang_EvalResult_dispose(r);
  return ok;
}

Val literal(Ctx *c, CXCursor e) {
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
void cursorKindName(enum CXCursorKind k, char *buf, size_t n) {
  CXString ks = clang_getCursorKindSpelling(k);
  snprintf(buf, n, "%s", clang_getCString(ks));
  clang_disposeString(ks);
}

/* If p's buffer is `memref<NxT>` and `dyn` is `memref<?xT>` (default memory
 * space, one dimension), p's buffer becomes a memref.cast of it to `dyn`. */
static void dynamicBuffer(Ctx *c, Val *p, const char *dyn) {
  char want[MTY];
  const char *x = strchr(p->mty, 'x');
  if (strncmp(p->mty, "memref<", 7) || !x || p->mty[7] == '?' ||
      strchr(x + 1, 'x') || strchr(p->mty, ',') ||
      snprintf(want, sizeof want, "memref<?%s", x) >= (int)sizeof want ||
      strcmp(want, dyn))
    return;
  char n[NAME];
  fresh(c, n);
  emit(c, "%s = memref.cast %s : %s to %s", n, p->base, p->mty, dyn);
  snprintf(p->base, NAME, "%s", n);
  snprintf(p->mty, MTY, "%s", dyn);
}

/* `c ? p : q` of two pointers into arrays of one memref type (ping-pong
 * buffers: `const float *src = it & 1 ? b : a;`): both arms (pointer
 * arithmetic, no effects), their buffers and offsets selected. */
static Val pointerSelect(Ctx *c, CXCursor e, Kids ks) {
  Val cond = convert(c, expr(c, ks.k[0]), kBool, ks.k[0]);
  Val a = expr(c, ks.k[1]), b = expr(c, ks.k[2]);
  if (!a.isPtr || !b.isPtr)
    fail(c, e, "conditional operator of a pointer and a non-pointer");
  /* A buffer of static size (a __device__ array) beside one of dynamic
   * size (a kernel argument) of the same element type: cast to the latter. */
  dynamicBuffer(c, &a, b.mty);
  dynamicBuffer(c, &b, a.mty);
  if (strcmp(a.mty, b.mty))
    fail(c, e,
         "conditional operator of pointers into buffers of different "
         "types or memory spaces (%s, %s)",
         a.mty, b.mty);
  Val r = a;
  if (strcmp(a.base, b.base)) {
    fresh(c, r.base);
    emit(c, "%s = arith.select %s, %s, %s : %s", r.base, cond.v, a.base, b.base,
         a.mty);
  }
  fresh(c, r.v);
  emit(c, "%s = arith.select %s, %s, %s : index", r.v, cond.v, a.v, b.v);
  return r;
}

Val exprAt(Ctx *c, CXCursor e) {
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
  case CXCursor_CXXReinterpretCastExpr:
  case CXCursor_CXXFunctionalCastExpr: {
    Kids ks = kids(e);
    if (ks.n != 1) {
      if (k == CXCursor_UnexposedExpr && ks.n == 0)
        fail(c, e, "unsupported expression");
      /* (T)x, static_cast<T>(x), T(x) with a typedef T (uint32_t): type
       * references come before the operand. */
      int refs = 0;
      while (k != CXCursor_UnexposedExpr && refs < ks.n - 1 &&
             (clang_getCursorKind(ks.k[refs]) == CXCursor_TypeRef ||
              clang_getCursorKind(ks.k[refs]) == CXCursor_NamespaceRef ||
              clang_getCursorKind(ks.k[refs]) == CXCursor_TemplateRef))
        refs++;
      if (refs != ks.n - 1)
        fail(c, e, "unsupported expression");
    }
    CXCursor sub = ks.k[ks.n - 1];
    CXCursor off;
    Sc from;
    int atOffset = dynSharedOffsetExpr(sub, &off, &from);
    if (c->dynCast && canon(ty).kind == CXType_Pointer &&
        (atOffset || isExternSharedRef(sub, &from))) {
      /* reinterpret_cast<T *>(smem): the dynamic shared memory, typed T;
       * (T *)(smem + off), reinterpret_cast<T *>(&smem[off]): from
       * off * sizeof(*smem) bytes on (whole elements: CUDA requires T's
       * alignment). */
      Sc pt = arrayScalar(clang_getPointeeType(canon(ty)));
      if (pt.kind != c->dynElem.kind || pt.bits != c->dynElem.bits)
        fail(c, e,
             "extern __shared__ memory cast to two element types is "
             "not supported");
      Val v = dynSharedPtr(c);
      if (!atOffset)
        return v;
      char idx[NAME], fsz[NAME], tsz[NAME], bytes[NAME];
      toIndex(c, expr(c, off), idx, e);
      fresh(c, fsz);
      fresh(c, tsz);
      fresh(c, bytes);
      emit(c, "%s = arith.constant %d : index", fsz,
           from.bits < 8 ? 1 : from.bits / 8);
      emit(c, "%s = arith.constant %d : index", tsz,
           pt.bits < 8 ? 1 : pt.bits / 8);
      emit(c, "%s = arith.muli %s, %s : index", bytes, idx, fsz);
      fresh(c, v.v);
      emit(c, "%s = arith.divui %s, %s : index", v.v, bytes, tsz);
      return v;
    }
    Val v = expr(c, sub);
    if (isPtrType(ty)) {
      if (!v.isPtr)
        fail(c, e, "conversion of an integer to a pointer");
      Sc pt = arrayScalar(clang_getPointeeType(canon(ty)));
      /* (int *)floatPtr, (unsigned long long *)doublePtr: the same memory
       * read as another scalar of its width (reinterpreted: loads, stores,
       * atomicCAS and atomicExch through it bitcast). */
      int sameWidth = pt.bits == v.t.bits && pt.bits >= 16 &&
                      (pt.kind == SC_INT || pt.kind == SC_FLOAT) &&
                      (v.t.kind == SC_INT || v.t.kind == SC_FLOAT);
      if (canon(ty).kind == CXType_Pointer && pt.kind != v.t.kind && !sameWidth)
        fail(c, e,
             "pointer casts between element types are not supported "
             "(except between scalars of one width: (int *)floatPtr)");
      if (canon(ty).kind == CXType_Pointer && pt.bits != v.t.bits)
        fail(c, e,
             "pointer casts between element types are not supported "
             "(except between scalars of one width: (int *)floatPtr)");
      /* (unsigned *)&intArray[0]: the same memory read with the cast's
       * signedness (atomicMax through it is unsigned: found by review). */
      if (canon(ty).kind == CXType_Pointer)
        v.t = pt;
      return v;
    }
    /* (void)x, or a struct assignment from a temporary (ExprWithCleanups
     * around `v = make_int2(...)`): done for its effect */
    if (canon(ty).kind == CXType_Void ||
        (canon(ty).kind == CXType_Record && !v.isPtr && v.t.kind == SC_VOID))
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
    if (cgDim3Member(c, e, &v))
      return v; /* block.thread_index().x */
    if (rvalueStructMember(c, e, &v))
      return v; /* f(a).x, (a + b).y */
    LV lv = memberLV(c, e);
    if (lv.var >= 0)
      return c->vars[lv.var].val;
    if (canon(ty).kind == CXType_ConstantArray ||
        canon(ty).kind == CXType_Record)
      return lv.mem; /* an array or struct field: its address */
    return load(c, lv.mem);
  }
  case CXCursor_GNUNullExpr:
  case CXCursor_CXXNullPtrLiteralExpr:
    fail(c, e,
         "a null pointer is only supported compared with a pointer or as "
         "a condition (p == NULL, p != nullptr, if (p))");
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
    if (canon(ty).kind == CXType_Void) {
      /* `c ? f() : g()` for the effects (assert's expansion: `cond ?
       * void(0) : __assert_fail(...)`): an scf.if. */
      Val cond = convert(c, expr(c, ks.k[0]), kBool, ks.k[0]);
      Pair p = {ks.k[1], ks.k[2], t};
      return emitIf(c, cond.v, regionExprVoid, &p, regionExprVoidB, &p, t);
    }
    if (isPtrType(ty))
      return pointerSelect(c, e, ks);
    if (t.kind == SC_VOID)
      fail(c, e, "conditional operator of non-scalar type");
    Val cond = convert(c, expr(c, ks.k[0]), kBool, ks.k[0]);
    /* `x < lo ? lo : x` (CLAMP): both arms, then a select. */
    if (cheapToSpeculate(ks.k[1]) && cheapToSpeculate(ks.k[2])) {
      Val a = convert(c, expr(c, ks.k[1]), t, ks.k[1]);
      Val b = convert(c, expr(c, ks.k[2]), t, ks.k[2]);
      return selectOf(c, cond, a, b);
    }
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

Val expr(Ctx *c, CXCursor e) {
  char saved[sizeof c->loc];
  memcpy(saved, c->loc, sizeof saved);
  setLoc(c, e);
  Val v = exprAt(c, e);
  memcpy(c->loc, saved, sizeof saved);
  return v;
}
