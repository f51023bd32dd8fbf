/*===- Stmt.c - stitch-cuda: statements ------------------------------------===*
 *
 * Statements: blocks with early exits, declarations, if, the loops
 * (counted scf.for, scf.while) and the AST scans they need.
 *===----------------------------------------------------------------------===*/

#include "TranslateInternal.h"

/*===----------------------------- AST scans ------------------------------===*/

enum CXChildVisitResult scanExits(CXCursor cur, CXCursor parent,
                                  CXClientData data) {
  (void)parent;
  Scan *s = data;
  switch (clang_getCursorKind(cur)) {
  case CXCursor_BreakStmt:
    if (!s->depth && !s->sw)
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
  case CXCursor_DoStmt: {
    s->depth++;
    clang_visitChildren(cur, scanExits, s);
    s->depth--;
    return CXChildVisit_Continue;
  }
  case CXCursor_SwitchStmt: {
    s->sw++;
    clang_visitChildren(cur, scanExits, s);
    s->sw--;
    return CXChildVisit_Continue;
  }
  default:
    return CXChildVisit_Recurse;
  }
}

Scan exitsOf(CXCursor stmt) {
  Scan s = {0, 0, 0, 0, 0};
  enum CXCursorKind k = clang_getCursorKind(stmt);
  if (k == CXCursor_BreakStmt)
    s.brk = 1;
  else if (k == CXCursor_ContinueStmt)
    s.cont = 1;
  else if (k == CXCursor_ReturnStmt)
    s.ret = 1;
  else if (k == CXCursor_SwitchStmt) /* its breaks leave only the switch */
    scanExits(stmt, clang_getNullCursor(), &s);
  else
    clang_visitChildren(stmt, scanExits, &s);
  return s;
}

static void markDecl(Assigned *a, CXCursor d);

void markLhs(Assigned *a, CXCursor lhs) {
  lhs = stripParens(lhs);
  CXCursor object;
  int first;
  if (clang_getCursorKind(lhs) == CXCursor_MemberRefExpr &&
      structSubobject(a->c, lhs, &object, &first)) {
    markDecl(a, object); /* s.lo.x = ...: every leaf of s */
    return;
  }
  if (clang_getCursorKind(lhs) == CXCursor_MemberRefExpr &&
      memberObject(a->c, lhs, &object)) {
    /* s.x = ... (or x = ... in a member function on s): every field of s
     * (simpler than finding the one) */
    markDecl(a, object);
    return;
  }
  if (clang_getCursorKind(lhs) == CXCursor_UnaryOperator &&
      clang_getCursorUnaryOperatorKind(lhs) == CXUnaryOperator_Deref &&
      kids(lhs).n == 1 &&
      clang_getCursorKind(stripParens(kids(lhs).k[0])) ==
          CXCursor_CXXThisExpr &&
      a->c->fn && a->c->fn->hasThis) {
    markDecl(a, a->c->fn->thisDecl); /* *this += v in a member function */
    return;
  }
  if (clang_getCursorKind(lhs) != CXCursor_DeclRefExpr)
    return;
  markDecl(a, clang_getCursorReferenced(lhs));
}

static void markDecl(Assigned *a, CXCursor d) {
  /* Only SSA values are carried through loops and branches: an assignment
   * to a variable in memory (a __shared__ scalar, a __device__ global) is a
   * store already, and carrying its memref index as the value's type made
   * unparsable MLIR (found by review). */
  for (int i = 0; i < a->c->numVars; i++)
    if (!a->c->vars[i].special && a->c->vars[i].kind != VAR_MEM_SCALAR &&
        a->c->vars[i].kind != VAR_MEM_ARRAY && a->c->vars[i].kind != VAR_BASE &&
        clang_equalCursors(a->c->vars[i].decl, d))
      a->mark[a->c->vars[i].kind == VAR_ALIAS ? a->c->vars[i].alias : i] = 1;
}

/* The function, method or lambda `d` is declared in; null at file scope. */
static CXCursor enclosingFunction(CXCursor d) {
  CXCursor fn = clang_getCursorSemanticParent(d);
  while (!clang_Cursor_isNull(fn) &&
         clang_getCursorKind(fn) != CXCursor_FunctionDecl &&
         clang_getCursorKind(fn) != CXCursor_CXXMethod &&
         clang_getCursorKind(fn) != CXCursor_FunctionTemplate &&
         clang_getCursorKind(fn) != CXCursor_LambdaExpr &&
         !clang_isInvalid(clang_getCursorKind(fn)) &&
         clang_getCursorKind(fn) != CXCursor_TranslationUnit)
    fn = clang_getCursorSemanticParent(fn);
  if (!clang_Cursor_isNull(fn) &&
      clang_getCursorKind(fn) == CXCursor_TranslationUnit)
    return clang_getNullCursor();
  return fn;
}

/* The pointer groups of the function `d` is declared in (g) and d's node
 * in them; -1 at file scope or when the groups are incomplete (g->full). */
static int pointerGroupOf(CXCursor d, PointerGroups *g) {
  CXCursor fn = enclosingFunction(d);
  g->n = g->full = 0;
  if (clang_Cursor_isNull(fn))
    return -1;
  scanPointerGroups(g, fn);
  int v = pointerGroupNode(g, d);
  return g->full ? -1 : v;
}

/* Which buffers can the pointer variable `d` hold? Those of its group in
 * its function (PointerGroups.c): the members that are no local pointer
 * variables (parameters, arrays), or anything when a member is opaque
 * (given a call's result, passed to a `T *&` parameter). One buffer:
 * moving never changes it (Rodinia's `gt = gs; gs = gd; gd = gt;` within
 * one array), so loops need not carry it. */
static int mayChangeBuffer(CXCursor d) {
  PointerGroups g;
  int v = pointerGroupOf(d, &g);
  if (v < 0)
    return 1;
  int r = pointerGroupRoot(&g, v), buffers = 0;
  for (int i = 0; i < g.n; i++) {
    if (pointerGroupRoot(&g, i) != r)
      continue;
    if (g.opaque[i])
      return 1;
    buffers += !(clang_getCursorKind(g.decl[i]) == CXCursor_VarDecl &&
                 canon(clang_getCursorType(g.decl[i])).kind == CXType_Pointer);
  }
  return buffers > 1;
}

/* The value of pointer variable `d` declared without an initializer
 * (`FOUR_VECTOR *rB;` set later in a loop, Rodinia's lavaMD): the start of
 * the first buffer of its group (PointerGroups.c) that is known by now, a
 * parameter, an array or a pointer variable declared before, a file-scope
 * __constant__/__device__ array, of its element type. Reading the pointer
 * before it is assigned is undefined in C++, so any buffer it may later
 * hold serves; one it is assigned keeps a one-buffer group's buffer fixed
 * (nothing carried by loops). A group given only opaque pointers (a call's
 * result) starts at an empty buffer of global memory, replaced at the
 * first assignment (carried: its buffer may change). 0 when none fits
 * (the group's buffers declared later). */
static int firstBufferOf(Ctx *c, CXCursor d, Val *out) {
  PointerGroups g;
  int v = pointerGroupOf(d, &g);
  if (v < 0)
    return 0;
  Sc want = arrayScalar(clang_getPointeeType(canon(clang_getCursorType(d))));
  if (want.kind == SC_VOID)
    return 0;
  int r = pointerGroupRoot(&g, v), opaque = 0, buffers = 0;
  for (int i = 0; i < g.n; i++) {
    if (pointerGroupRoot(&g, i) != r)
      continue;
    opaque |= g.opaque[i];
    if (i == v)
      continue;
    buffers++;
    int k = findVar(c, g.decl[i]);
    CXCursor scope = clang_getCursorSemanticParent(g.decl[i]);
    if (k < 0 && clang_getCursorKind(g.decl[i]) == CXCursor_VarDecl &&
        (clang_getCursorKind(scope) == CXCursor_TranslationUnit ||
         clang_getCursorKind(scope) == CXCursor_Namespace))
      k = globalVar(c, g.decl[i], d); /* a __constant__ array */
    if (k < 0 ||
        (c->vars[k].kind != VAR_PTR && c->vars[k].kind != VAR_MEM_ARRAY))
      continue;
    Val b = c->vars[k].val;
    if (!b.isPtr || b.t.kind != want.kind || b.t.bits != want.bits ||
        b.t.sign != want.sign)
      continue;
    snprintf(b.v, NAME, "%%c0");
    *out = b;
    return 1;
  }
  if (!opaque || buffers)
    return 0;
  Val e;
  char tb[16], empty[NAME];
  memset(&e, 0, sizeof e);
  e.isPtr = 1;
  e.t = want;
  fresh(c, empty);
  fresh(c, e.base);
  snprintf(e.mty, MTY, "memref<?x%s>", memName(want, tb));
  snprintf(e.v, NAME, "%%c0");
  bufAppend(&c->privates, "    %s = memref.alloca() : memref<0x%s>\n", empty,
            tb);
  emit(c, "%s = memref.cast %s : memref<0x%s> to %s", e.base, empty, tb, e.mty);
  *out = e;
  return 1;
}

/* The buffer of pointer variable `d` may change here (VAR_BASE). Not one
 * into __shared__ memory: the arrays it moves among are one pool
 * (SharedPools.c), its buffer, and a loop carrying a workgroup memref is
 * what stitch-gpu-to-parallel cannot re-type. */
static void markBase(Assigned *a, CXCursor d) {
  if (!mayChangeBuffer(d))
    return;
  for (int i = 0; i < a->c->numVars; i++)
    if (a->c->vars[i].kind == VAR_BASE &&
        !strstr(a->c->vars[i].val.mty, "workgroup") &&
        clang_equalCursors(a->c->vars[i].decl, d))
      a->mark[i] = 1;
}

/* `p = e` with p a pointer variable: its buffer changes unless e points
 * into p itself (`p = p + k`); a call that may assign p (`swap(p, q)`). */
static void markBaseOf(Assigned *a, CXCursor lhs, CXCursor rhs) {
  lhs = stripParens(lhs);
  if (clang_getCursorKind(lhs) != CXCursor_DeclRefExpr)
    return;
  CXCursor d = clang_getCursorReferenced(lhs);
  if (!clang_Cursor_isNull(rhs)) {
    CXCursor root = pointerRoot(rhs);
    if (!clang_Cursor_isNull(root) && clang_equalCursors(root, d))
      return;
  }
  markBase(a, d);
}

int assignsArgument(CXCursor f, int i) {
  CXType t = canon(clang_getArgType(clang_getCursorType(f), (unsigned)i));
  return (t.kind == CXType_LValueReference ||
          t.kind == CXType_RValueReference) &&
         !clang_isConstQualifiedType(clang_getPointeeType(t));
}

enum CXChildVisitResult scanAssigned(CXCursor cur, CXCursor parent,
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
      if (ks.n == 2 && op == CXBinaryOperator_Assign)
        markBaseOf(a, ks.k[0], ks.k[1]);
    }
  } else if (k == CXCursor_VarDecl) {
    /* `T &r = x;` may assign x through r (after the scan saw r's uses):
     * carried like an assignment. */
    CXType t = canon(clang_getCursorType(cur));
    CXCursor init = clang_Cursor_getVarDeclInitializer(cur);
    if ((t.kind == CXType_LValueReference ||
         t.kind == CXType_RValueReference) &&
        !clang_isConstQualifiedType(clang_getPointeeType(t)) &&
        !clang_Cursor_isNull(init))
      markLhs(a, init);
  } else if (k == CXCursor_UnaryOperator) {
    enum CXUnaryOperatorKind op = clang_getCursorUnaryOperatorKind(cur);
    if (op >= CXUnaryOperator_PostInc && op <= CXUnaryOperator_PreDec) {
      Kids ks = kids(cur);
      if (ks.n == 1)
        markLhs(a, ks.k[0]);
    }
  } else if (k == CXCursor_CallExpr) {
    /* A whole-struct assignment is a call of the implicit operator= (its
     * fields were not carried through loops: found by review). */
    CXCursor f = clang_getCursorReferenced(cur);
    char name[32];
    cursorSpelling(f, name, sizeof name);
    int n = clang_Cursor_getNumArguments(cur);
    if (n == 2 && !strcmp(name, "operator="))
      markLhs(a, stripStruct(clang_Cursor_getArgument(cur, 0)));
    /* `swap(x, y)` with `void swap(float &, float &)` assigns x and y;
     * `acc.add(v)` (a member function that is not const) assigns acc. */
    else if (!clang_Cursor_isNull(f) &&
             (clang_getCursorKind(f) == CXCursor_FunctionDecl ||
              clang_getCursorKind(f) == CXCursor_CXXMethod)) {
      for (int i = 0; i < n; i++)
        if (assignsArgument(f, i)) {
          markLhs(a, clang_Cursor_getArgument(cur, (unsigned)i));
          markBaseOf(a, clang_Cursor_getArgument(cur, (unsigned)i),
                     clang_getNullCursor());
        }
      /* sincosf(x, &s, &c) assigns s and c, modff(x, &i) assigns i. */
      CXCursor var;
      unsigned first;
      int outs = outputArguments(name, n, &first);
      for (unsigned i = first; i < first + (unsigned)outs; i++)
        if (addressOfOperand(clang_Cursor_getArgument(cur, i), &var))
          markLhs(a, var);
      Kids ks = kids(cur);
      if (clang_getCursorKind(f) == CXCursor_CXXMethod &&
          !clang_CXXMethod_isConst(f) && !clang_CXXMethod_isStatic(f) &&
          ks.n >= 1)
        markLhs(a, ks.k[0]);
      /* A lambda's body assigns what it captures by reference, where it
       * is called: called here, or passed to a function that may call
       * it. */
      CXCursor body = lambdaBody(f);
      if (!clang_Cursor_isNull(body))
        clang_visitChildren(body, scanAssigned, a);
      for (int i = 0; i < n; i++) {
        CXCursor arg = clang_Cursor_getArgument(cur, (unsigned)i);
        CXCursor lam = isLambdaType(clang_getCursorType(arg))
                           ? lambdaOf(arg)
                           : clang_getNullCursor();
        if (!clang_Cursor_isNull(lam))
          clang_visitChildren(lam, scanAssigned, a);
      }
    }
  }
  return CXChildVisit_Recurse;
}

void markAssigned(Ctx *c, CXCursor stmt, char *mark) {
  Assigned a = {c, mark};
  scanAssigned(stmt, clang_getNullCursor(), &a);
  clang_visitChildren(stmt, scanAssigned, &a);
}

/*===---------------------------- statements -----------------------------===*/

/* The flags that skip the rest of the current block (variable indices);
 * returns their number. */
static int exitFlagVars(Ctx *c, int withCont, int flags[3]) {
  int n = 0;
  flags[n++] = c->fn->ret;
  if (c->fn->numLoops) {
    Loop *l = &c->fn->loops[c->fn->numLoops - 1];
    if (l->brk >= 0)
      flags[n++] = l->brk;
    if (withCont && l->cont >= 0)
      flags[n++] = l->cont;
  }
  return n;
}

/* OR of the flags that skip the rest of the current block. */
int exitFlag(Ctx *c, char out[NAME], int withCont) {
  int flags[3];
  int n = exitFlagVars(c, withCont, flags);
  snprintf(out, NAME, "%s", c->vars[flags[0]].val.v);
  for (int i = 1; i < n; i++) {
    char r[NAME];
    fresh(c, r);
    emit(c, "%s = arith.ori %s, %s : i1", r, out, c->vars[flags[i]].val.v);
    snprintf(out, NAME, "%s", r);
  }
  return n;
}

/* An if statement without else, or whose else is `return;`: at a
 * kernel's end, the threads that do not take it exit (`if (i < n) {...;
 * __syncthreads(); ...}`, `if (...) {...} else return;`). */
static int isExitIf(CXCursor s) {
  if (clang_getCursorKind(s) != CXCursor_IfStmt)
    return 0;
  Kids ks = kids(s);
  if (ks.n == 2)
    return 1;
  if (ks.n != 3)
    return 0;
  CXCursor e = ks.k[2];
  if (clang_getCursorKind(e) == CXCursor_CompoundStmt) {
    Kids es = kids(e);
    if (es.n != 1)
      return 0;
    e = es.k[0];
  }
  return clang_getCursorKind(e) == CXCursor_ReturnStmt && !kids(e).n;
}

/* Statements in order; after one that may exit, the rest runs under
 * scf.if(!exit flags). */
void seq(Ctx *c, CXCursor *stmts, int n) {
  int tail = c->kernelTail;
  /* Nothing of the kernel runs after these statements. Outside loops a
   * guard's flag is the kernel's return flag alone (a break or continue
   * found here is the statement's own loop's or switch's); an inlined
   * __device__ function's return resumes the kernel after the call, so
   * only the kernel's own guards are exits. */
  int exitTail = tail && !c->fn->parent && !c->fn->numLoops;
  int loopTop = c->exitLoopTop;
  for (int i = 0; i < n; i++) {
    c->kernelTail = 0; /* a statement's own statements are not the tail */
    c->exitLoopTop = 0;
    c->tailIf = exitTail && i == n - 1 && isExitIf(stmts[i]);
    stmt(c, stmts[i]);
    c->tailIf = 0;
    c->kernelTail = tail;
    c->exitLoopTop = loopTop;
    Scan s = exitsOf(stmts[i]);
    if (i + 1 < n && (s.brk || s.cont || s.ret)) {
      /* The guard is located at the statement that may exit (a barrier
       * after a divergent `return` is reported there). */
      char saved[sizeof c->loc];
      memcpy(saved, c->loc, sizeof saved);
      setLoc(c, stmts[i]);
      char f[NAME];
      int numFlags = exitFlag(c, f, 1);
      Val go = notBool(c, scalar(f, kBool));
      /* The rest runs where no flag is set: they are false in it (a loop
       * condition there then reads no return flag, which differs between
       * the threads when some returned: stitch-predicate-exits). */
      Seq rest = {stmts + i + 1, n - i - 1, {0, 0, 0}, 0};
      rest.numClear = exitFlagVars(c, 1, rest.clear);
      /* In an exit loop's body the flag is the return flag alone. */
      if (exitTail || (loopTop && numFlags == 1))
        c->ifAttrs = " {stitch.exit_guard}";
      emitIf(c, go.v, regionSeq, &rest, NULL, NULL, (Sc){SC_VOID, 0, 0});
      memcpy(c->loc, saved, sizeof saved);
      return;
    }
  }
}

Val regionSeq(Ctx *c, void *arg) {
  Seq *s = arg;
  Val before[3], cleared[3];
  for (int i = 0; i < s->numClear; i++) {
    before[i] = c->vars[s->clear[i]].val;
    cleared[i] = c->vars[s->clear[i]].val = constInt(c, 0, kBool);
  }
  seq(c, s->stmts, s->n);
  /* A flag the statements did not set keeps its value from before (false
   * here too): no new value escapes, which a loop around would not carry
   * (loops carry what the source assigns). */
  for (int i = 0; i < s->numClear; i++)
    if (!strcmp(c->vars[s->clear[i]].val.v, cleared[i].v))
      c->vars[s->clear[i]].val = before[i];
  return scalar("", (Sc){SC_VOID, 0, 0});
}

enum CXChildVisitResult collectAll(CXCursor cur, CXCursor parent,
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

void block(Ctx *c, CXCursor s) {
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

Val regionBlock(Ctx *c, void *arg) {
  block(c, *(CXCursor *)arg);
  return scalar("", (Sc){SC_VOID, 0, 0});
}

void fnBody(Ctx *c, CXCursor body) { block(c, body); }

/* The field values of a struct-valued expression: a struct variable, maybe
 * behind implicit casts or a (trivial) copy construction. */
/* A default construction that does nothing: a call of an implicit or
 * `= default` constructor without arguments (a user-written constructor
 * would have effects this translator does not run). */
int defaultConstruction(CXCursor e) {
  if (clang_getCursorKind(e) != CXCursor_CallExpr || kids(e).n)
    return 0;
  CXCursor ctor = clang_getCursorReferenced(e);
  if (clang_Cursor_isNull(ctor) ||
      clang_getCursorKind(ctor) != CXCursor_Constructor ||
      clang_CXXMethod_isDefaulted(ctor))
    return 1;
  /* `C2() {}`: user-written but empty (nvcc takes it on __shared__
   * variables, which cannot be initialized; found rejected by review) */
  CXCursor def = clang_getCursorDefinition(ctor);
  if (clang_Cursor_isNull(def) || hasDefaultMemberInits(clang_getCursorType(e)))
    return 0;
  Kids ks = kids(def);
  for (int i = 0; i < ks.n; i++) {
    enum CXCursorKind k = clang_getCursorKind(ks.k[i]);
    if (k == CXCursor_MemberRef || k == CXCursor_TypeRef ||
        (k == CXCursor_CompoundStmt && kids(ks.k[i]).n))
      return 0;
  }
  return 1;
}

/* One arm of a struct-valued `?:`: its field values into the hidden
 * variables first..first+n-1, which emitIf then carries out as results. */
typedef struct StructArm {
  CXCursor arm;
  const Fields *fs;
  int first;
} StructArm;

static Val structArmRegion(Ctx *c, void *arg) {
  StructArm *a = arg;
  Val vals[32];
  structValues(c, a->arm, a->fs, vals);
  for (int i = 0; i < a->fs->n; i++)
    c->vars[a->first + i].val =
        convert(c, vals[i], c->vars[a->first + i].val.t, a->arm);
  return scalar("", (Sc){SC_VOID, 0, 0});
}

/* `p ? a : b` of struct type: the fields of the arm taken, computed in an
 * scf.if (only that arm runs: `j < n ? in[j] : zero` must not load in[j]
 * past the end). */
static void conditionalStructValues(Ctx *c, CXCursor s, const Fields *fs,
                                    Val *vals) {
  Kids ks = kids(s);
  if (ks.n != 3)
    fail(c, s, "unsupported conditional operator");
  Val cond = convert(c, expr(c, ks.k[0]), kBool, ks.k[0]);
  int first = c->numVars;
  for (int i = 0; i < fs->n; i++) {
    Sc t = scalarOf(clang_getCursorType(fs->f[i]));
    addVar(c, clang_getNullCursor(), VAR_SSA,
           t.kind == SC_FLOAT ? constFloat(c, 0, t) : constInt(c, 0, t));
  }
  StructArm arms[2] = {{ks.k[1], fs, first}, {ks.k[2], fs, first}};
  emitIf(c, cond.v, structArmRegion, &arms[0], structArmRegion, &arms[1],
         (Sc){SC_VOID, 0, 0});
  for (int i = 0; i < fs->n; i++)
    vals[i] = c->vars[first + i].val;
  c->numVars = first;
}

/* The fields fs of the struct of type st at mem, loaded one by one. */
void fieldsInMemory(Ctx *c, CXCursor e, Val mem, CXType st, const Fields *fs,
                    Val *vals) {
  int unit = memoryBits(memoryScalar(mem));
  if (!layoutOf(st).ok || unit < 8)
    fail(c, e, "unsupported struct value");
  for (int i = 0; i < fs->n; i++)
    vals[i] = load(c, fieldAt(c, mem, fs->off[i] / unit,
                              scalarOf(clang_getCursorType(fs->f[i])), e));
}

/* `dim3 d(x, y)`: the CUDA headers' dim3 constructors, of three unsigned
 * sizes (left out: 1) or of a uint3 (`dim3(threadIdx)`). */
static int dim3Construction(Ctx *c, CXCursor s, const Fields *fs, Val *vals) {
  if (clang_getCursorKind(s) != CXCursor_CallExpr || fs->n != 3)
    return 0;
  CXCursor ctor = clang_getCursorReferenced(s);
  char cls[32];
  if (clang_Cursor_isNull(ctor) ||
      clang_getCursorKind(ctor) != CXCursor_Constructor ||
      !clang_Location_isInSystemHeader(clang_getCursorLocation(ctor)) ||
      strcmp(
          typeSpelling(clang_getCursorType(clang_getCursorSemanticParent(ctor)),
                       cls, sizeof cls),
          "dim3"))
    return 0;
  int n = clang_Cursor_getNumArguments(s);
  if (n == 1 &&
      canon(clang_getCursorType(clang_Cursor_getArgument(s, 0))).kind ==
          CXType_Record) {
    structValues(c, clang_Cursor_getArgument(s, 0), fs, vals);
    return 1;
  }
  if (n > 3 || clang_CXXConstructor_isCopyConstructor(ctor) ||
      clang_CXXConstructor_isMoveConstructor(ctor))
    return 0;
  for (int i = 0; i < 3; i++) {
    Sc t = scalarOf(clang_getCursorType(fs->f[i]));
    CXCursor a = i < n ? clang_Cursor_getArgument(s, (unsigned)i)
                       : clang_getNullCursor();
    int dflt = clang_Cursor_isNull(a) ||
               (clang_getCursorKind(a) == CXCursor_UnexposedExpr && !kids(a).n);
    vals[i] = dflt ? constInt(c, 1, t) : convert(c, expr(c, a), t, a);
  }
  return 1;
}

/* A call of CUDA's __ldg or a cache-hint load (one pointer argument);
 * `name` gets its name. */
static int isLdgCall(CXCursor s, char name[16]) {
  if (clang_getCursorKind(s) != CXCursor_CallExpr ||
      clang_Cursor_getNumArguments(s) != 1)
    return 0;
  return isCacheLoad(cursorSpelling(clang_getCursorReferenced(s), name, 16));
}

void structValues(Ctx *c, CXCursor e, const Fields *fs, Val *vals) {
  CXCursor s = e;
  for (;;) {
    if (cgDim3Fields(c, s, fs, vals))
      return; /* dim3 t = block.thread_index() */
    if (builtinStructFields(c, s, fs, vals))
      return; /* uint3 t = threadIdx */
    if (clang_getCursorKind(s) == CXCursor_CallExpr &&
        clang_Cursor_getNumArguments(s) == 2 && !userCall(s)) {
      CXCursor f = clang_getCursorReferenced(s);
      char fname[16];
      if (!clang_Cursor_isNull(f) &&
          !strcmp(cursorSpelling(f, fname, sizeof fname), "operator=")) {
        /* a = b = v: the inner assignment, then its left side's value */
        assignStruct(c, s);
        structValues(c, stripStruct(clang_Cursor_getArgument(s, 0)), fs, vals);
        return;
      }
    }
    if (dim3Construction(c, s, fs, vals))
      return; /* dim3 d(2, 3) */
    if (userCall(s)) {
      /* f(a), a + b (an operator the program defines), V3(x, y, z) */
      CXCursor f = clang_getCursorReferenced(s);
      Fields own;
      if (!structFields(clang_getCursorType(s), &own) || own.n != fs->n)
        fail(c, e, "unsupported struct value (a call of another type)");
      if (clang_getCursorKind(f) == CXCursor_Constructor)
        constructStruct(c, s, fs, vals);
      else
        callInline(c, s, f, NULL, vals);
      return;
    }
    enum CXCursorKind k = clang_getCursorKind(s);
    Kids ks = kids(s);
    if ((k == CXCursor_UnexposedExpr || k == CXCursor_ParenExpr ||
         k == CXCursor_CallExpr) &&
        ks.n == 1)
      s = ks.k[0];
    else if (k == CXCursor_CXXFunctionalCastExpr && ks.n >= 1 &&
             clang_isExpression(clang_getCursorKind(ks.k[ks.n - 1])))
      s = ks.k[ks.n - 1]; /* P{y, x} of an aggregate: its {...} */
    else if (k == CXCursor_CompoundLiteralExpr && ks.n >= 1)
      s = ks.k[ks.n - 1]; /* (struct P){y, x}, C99 and GNU C++: its {...} */
    else
      break;
  }
  char ldName[16];
  if (isLdgCall(s, ldName)) {
    /* __ldg(&in[i]) of a float4 (a struct): the struct in memory there */
    Val p = cacheLoadPointer(c, s, ldName);
    fieldsInMemory(c, e, p, canon(clang_getCursorType(s)), fs, vals);
    return;
  }
  if (clang_getCursorKind(s) == CXCursor_CallExpr && !kids(s).n &&
      hasDefaultMemberInits(clang_getCursorType(s))) {
    constructStruct(c, s, fs, vals); /* `A a;` of `struct A {int n = 3;}` */
    return;
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
  if (clang_getCursorKind(s) == CXCursor_ConditionalOperator) {
    conditionalStructValues(c, s, fs, vals);
    return;
  }
  if (makeVectorCall(s)) {
    for (int i = 0; i < fs->n; i++) {
      CXCursor a = clang_Cursor_getArgument(s, (unsigned)i);
      vals[i] =
          convert(c, expr(c, a), scalarOf(clang_getCursorType(fs->f[i])), a);
    }
    return;
  }
  if (clang_getCursorKind(s) == CXCursor_InitListExpr) {
    /* {a, b}: each element a scalar leaf or a nested struct's leaves
     * (`Box b = {p, q}` of float3s; brace-elided `{1, 2, 3, 4, 5, 6}`
     * fills the leaves in order); the rest zeros. */
    CursorList l = {0};
    clang_visitChildren(s, collectAll, &l);
    int leaf = 0;
    for (int i = 0; i < l.n; i++) {
      CXCursor k = l.k[i];
      if (clang_getCursorKind(k) == CXCursor_UnexposedExpr && !kids(k).n)
        continue; /* an implicit filler: zeros */
      Fields sub;
      int isStruct = canon(clang_getCursorType(k)).kind == CXType_Record &&
                     structFields(clang_getCursorType(k), &sub);
      if (leaf + (isStruct ? sub.n : 1) > fs->n)
        fail(c, k, "unsupported struct initializer");
      if (isStruct) {
        Val sv[32];
        structValues(c, k, &sub, sv);
        for (int f = 0; f < sub.n; f++, leaf++)
          vals[leaf] =
              convert(c, sv[f], scalarOf(clang_getCursorType(fs->f[leaf])), k);
      } else {
        vals[leaf] = convert(c, expr(c, k),
                             scalarOf(clang_getCursorType(fs->f[leaf])), k);
        leaf++;
      }
    }
    tfree(l.k);
    int consumed = leaf;
    for (; leaf < fs->n; leaf++) {
      Sc t = scalarOf(clang_getCursorType(fs->f[leaf]));
      vals[leaf] = t.kind == SC_FLOAT ? constFloat(c, 0, t) : constInt(c, 0, t);
    }
    /* the fields the list leaves out: their default member initializers */
    if (consumed < fs->n && hasDefaultMemberInits(clang_getCursorType(s)))
      defaultMemberValues(c, clang_getCursorType(s), consumed, vals);
    return;
  }
  enum CXCursorKind sk = clang_getCursorKind(s);
  CXType st = canon(clang_getCursorType(s));
  if (sk == CXCursor_UnaryOperator &&
      clang_getCursorUnaryOperatorKind(s) == CXUnaryOperator_Deref &&
      clang_getCursorKind(stripParens(kids(s).k[0])) == CXCursor_CXXThisExpr) {
    /* *this (`return *this;`): the struct the member function runs on */
    if (!c->fn || !c->fn->hasThis)
      fail(c, e, "*this outside a member function called on a struct");
    int m = findVar(c, c->fn->thisDecl);
    if (m >= 0 && c->vars[m].kind == VAR_MEM_SCALAR) {
      fieldsInMemory(c, e, c->vars[m].val, st, fs, vals);
      return;
    }
    for (int i = 0; i < fs->n; i++) {
      int v = leafVar(c, c->fn->thisDecl, i);
      if (v < 0)
        fail(c, e, "unsupported struct value");
      vals[i] = c->vars[v].val;
    }
    return;
  }
  CXCursor sd;
  int first;
  if (structSubobject(c, s, &sd, &first)) {
    /* a struct variable, a nested struct of one (`float3 l = b.lo`) */
    for (int i = 0; i < fs->n; i++) {
      int v = leafVar(c, sd, first + i);
      if (v < 0)
        fail(c, e, "unsupported struct value");
      vals[i] = c->vars[v].val;
    }
    return;
  }
  if (sk == CXCursor_ArraySubscriptExpr || sk == CXCursor_MemberRefExpr ||
      sk == CXCursor_UnaryOperator ||
      (sk == CXCursor_DeclRefExpr && findVar(c, clang_getCursorReferenced(s)) >= 0 &&
       c->vars[findVar(c, clang_getCursorReferenced(s))].kind == VAR_MEM_SCALAR)) {
    /* a struct in memory (a[i], p->s, *p, a __shared__ struct): its fields
     * loaded one by one */
    LV lv = lvalue(c, s);
    if (lv.var >= 0)
      fail(c, e, "unsupported struct value");
    fieldsInMemory(c, e, lv.mem, st, fs, vals);
    return;
  }
  if (sk != CXCursor_DeclRefExpr)
    fail(c, e, "struct values must be struct variables, {...} lists or "
               "structs in memory");
  CXCursor d = clang_getCursorReferenced(s);
  for (int i = 0; i < fs->n; i++) {
    int v = leafVar(c, d, i);
    if (v < 0)
      fail(c, e, "unsupported struct value");
    vals[i] = c->vars[v].val;
  }
}

/*--- initialized local arrays ---*/

typedef struct ArrayInit {
  Val base;         /* element 0 of the array */
  Sc t;             /* its scalar */
  long long filled; /* scalars stored */
  int once;         /* stored at the top of the thread body (initArray) */
} ArrayInit;

/* The constant value of element `k` (constInitializer checked it has
 * one) as a value of `t`: an initialize-once array is stored before the
 * locals its initializer names are defined (`const int K = 4; const int
 * tab[2] = {K, 2 * K}`). */
static Val constElement(Ctx *c, CXCursor k, Sc t) {
  CXEvalResult r = clang_Cursor_Evaluate(k);
  Val v;
  if (r && clang_EvalResult_getKind(r) == CXEval_Float) {
    double d = clang_EvalResult_getAsDouble(r);
    v = t.kind == SC_FLOAT ? constFloat(c, d, t) : constInt(c, (long long)d, t);
  } else if (r && clang_EvalResult_getKind(r) == CXEval_Int) {
    long long i = clang_EvalResult_isUnsignedInt(r)
                      ? (long long)clang_EvalResult_getAsUnsigned(r)
                      : clang_EvalResult_getAsLongLong(r);
    v = t.kind == SC_FLOAT ? constFloat(c, (double)i, t) : constInt(c, i, t);
  } else {
    if (r)
      clang_EvalResult_dispose(r);
    fail(c, k, "unsupported constant in an array initializer");
  }
  clang_EvalResult_dispose(r);
  return v;
}

typedef struct SubObject {
  long long rel; /* find the first field at or after this scalar offset */
  int bits;      /* the scalar's width */
  CXType type;   /* found: its type and offset */
  long long off;
  int found;
} SubObject;

static enum CXVisitorResult findSubField(CXCursor f, CXClientData data) {
  SubObject *so = data;
  long long off = clang_Cursor_getOffsetOfField(f) / so->bits;
  if (off < so->rel)
    return CXVisit_Continue;
  so->type = clang_getCursorType(f);
  so->off = off;
  so->found = 1;
  return CXVisit_Break;
}

/* Stores `list` (a {...} initializer of the aggregate t at scalar offset
 * `at`) into memory. The aggregate's layout is its scalars in order without
 * padding (Layout), so an elided brace continues with the next scalar and a
 * braced one starts the next sub-object. */
static void initList(Ctx *c, ArrayInit *a, CXType t, CXCursor list,
                     long long at) {
  t = canon(t);
  CursorList l = {0};
  clang_visitChildren(list, collectAll, &l);
  long long pos = at, end = at + scalarCount(t);
  for (int i = 0; i < l.n; i++) {
    CXCursor k = l.k[i];
    enum CXCursorKind kk = clang_getCursorKind(k);
    if (kk == CXCursor_UnexposedExpr && !kids(k).n)
      continue; /* an implicit array filler: zeros */
    if (pos >= end)
      fail(c, k, "excess elements in an array initializer");
    CXType kt = canon(clang_getCursorType(k));
    if (kk == CXCursor_InitListExpr) {
      SubObject so = {pos - at, a->t.bits, t, 0, 0};
      if (t.kind == CXType_ConstantArray) {
        so.type = clang_getArrayElementType(t);
        long long es = scalarCount(so.type);
        so.off = (so.rel + es - 1) / es * es;
        so.found = 1;
      } else if (t.kind == CXType_Record) {
        clang_Type_visitFields(t, findSubField, &so);
      }
      if (!so.found)
        fail(c, k, "unsupported array initializer");
      initList(c, a, so.type, k, at + so.off);
      pos = at + so.off + scalarCount(so.type);
    } else if (kt.kind == CXType_Record) { /* a struct value: its fields */
      Fields fs;
      Val vals[32];
      if (!structFields(kt, &fs))
        fail(c, k, "unsupported struct in an array initializer");
      structValues(c, k, &fs, vals);
      for (int f = 0; f < fs.n; f++) {
        long long off = fs.off[f] / a->t.bits;
        store(c,
              ptrAdd(c, a->base, constInt(c, pos + off, scInt(64, 1)), 1, 0, k),
              convert(c, vals[f], a->t, k));
      }
      pos += scalarCount(kt);
      a->filled += fs.n;
    } else {
      Val v = a->once ? constElement(c, k, a->t)
                      : convert(c, expr(c, k), a->t, k);
      store(c, ptrAdd(c, a->base, constInt(c, pos, scInt(64, 1)), 1, 0, k), v);
      pos++;
      a->filled++;
    }
  }
  tfree(l.k);
}

/* 1 when every value of the initializer is a constant expression. */
static enum CXChildVisitResult scanConstInit(CXCursor cur, CXCursor parent,
                                             CXClientData data) {
  (void)parent;
  enum CXCursorKind k = clang_getCursorKind(cur);
  if (k == CXCursor_InitListExpr)
    return CXChildVisit_Recurse;
  if (k == CXCursor_UnexposedExpr && !kids(cur).n)
    return CXChildVisit_Continue;
  CXEvalResult r = clang_Cursor_Evaluate(cur);
  CXEvalResultKind rk = r ? clang_EvalResult_getKind(r) : CXEval_UnExposed;
  if (r)
    clang_EvalResult_dispose(r);
  if (rk != CXEval_Int && rk != CXEval_Float) {
    *(int *)data = 0;
    return CXChildVisit_Break;
  }
  return CXChildVisit_Continue;
}

static int constInitializer(CXCursor init) {
  int ok = clang_getCursorKind(init) == CXCursor_InitListExpr;
  if (ok)
    clang_visitChildren(init, scanConstInit, &ok);
  return ok;
}

/* A local array initialized by `init`: its elements stored where it is
 * declared, after zeros when the list leaves some out; `once`: at the top
 * of the thread body (a const array of constants, also `static const`). */
static void initArray(Ctx *c, Val base, CXType t, CXCursor init, int once) {
  if (clang_getCursorKind(init) != CXCursor_InitListExpr)
    fail(c, init, "local arrays can only be initialized by a {...} list");
  Buf *body = c->out, *outer = c->out, stores = {0};
  int indent = c->indent;
  if (once) {
    outer = &c->privates;
    c->indent = 2;
  }
  c->out = &stores;
  if (once) /* above the body's %c0 */
    constIndex(c, 0, base.v);
  if (layoutOf(t).mixed)
    fail(c, init,
         "initialized arrays of structs whose fields differ in type are not "
         "supported");
  ArrayInit a = {base, arrayScalar(t), 0, once};
  initList(c, &a, t, init, 0);
  c->out = outer;
  long long total = scalarCount(t);
  if (a.filled < total) {
    Val z = a.t.kind == SC_FLOAT ? constFloat(c, 0, a.t) : constInt(c, 0, a.t);
    char lb[NAME], ub[NAME], st[NAME];
    constIndex(c, 0, lb);
    constIndex(c, total, ub);
    constIndex(c, 1, st);
    Val p = base;
    fresh(c, p.v);
    emit(c, "scf.for %s = %s to %s step %s {", p.v, lb, ub, st);
    c->indent++;
    store(c, p, z);
    c->indent--;
    emit(c, "}");
  }
  if (stores.n)
    bufAppend(c->out, "%s", stores.s);
  bufFree(&stores);
  c->out = body;
  c->indent = indent;
}

/* The scalar under a type's arrays is const. */
static int constElements(CXType t) {
  for (t = canon(t); t.kind == CXType_ConstantArray;
       t = canon(clang_getArrayElementType(t)))
    if (clang_isConstQualifiedType(t))
      return 1;
  return clang_isConstQualifiedType(t);
}

void varDecl(Ctx *c, CXCursor d) {
  CXType t = clang_getCursorType(d);
  CXType ct = canon(t);
  char name[64];
  cursorSpelling(d, name, sizeof name);
  enum CX_StorageClass sc = clang_Cursor_getStorageClass(d);
  CXCursor init = clang_Cursor_getVarDeclInitializer(d);
  int shared = hasAttr(d, CXCursor_CUDASharedAttr);
  if (cgIsGroupType(t)) {
    cgAddGroup(c, d, cgGroupOfDecl(c, d, init));
    return;
  }
  if (isLambdaType(t)) { /* auto f = [&](int i) {...}; auto g = f; */
    int from = clang_Cursor_isNull(init) ? -1 : lambdaVar(c, init);
    if (from < 0 && !clang_Cursor_isNull(init) &&
        clang_getCursorKind(stripLambda(init)) == CXCursor_LambdaExpr) {
      addLambda(c, d, stripLambda(init));
      return;
    }
    if (from < 0)
      fail(c, d, "unsupported lambda variable '%s'", name);
    Val none;
    memset(&none, 0, sizeof none);
    int v = addVar(c, d, VAR_LAMBDA, none);
    c->vars[v].alias = from;
    c->vars[v].lambda = c->vars[from].lambda;
    return;
  }
  if (sc == CX_SC_Extern && shared) {
    /* All extern __shared__ arrays of a kernel are the launch's dynamic
     * shared memory (one buffer, offset 0). */
    Sc s = arrayScalar(clang_getArrayElementType(ct));
    if (ct.kind != CXType_IncompleteArray || s.kind == SC_VOID || s.bits == 1)
      fail(c, d, "extern __shared__ must be an array of scalars (T name[])");
    if (!c->dynShared)
      fail(c, d, "extern __shared__ is only supported in a kernel's own body");
    if ((s.kind != c->dynElem.kind || s.bits != c->dynElem.bits) && !c->dynCast)
      fail(c, d, "extern __shared__ arrays of different element types (they "
                 "alias) are not supported");
    char tb[16];
    Val v;
    memset(&v, 0, sizeof v);
    v.isPtr = 1;
    v.t = s;
    snprintf(v.v, NAME, "%%c0");
    snprintf(v.base, NAME, "%%dynsh");
    snprintf(v.mty, MTY, "memref<?x%s, #gpu.address_space<workgroup>>",
             scName(s, tb));
    addVar(c, d, VAR_MEM_ARRAY, v);
    return;
  }
  int hasInit = !clang_Cursor_isNull(init) && !defaultConstruction(init);
  /* A const array of constants is initialized once per thread; `static
   * const` is that too (static state shared between threads is not). */
  int once = !shared && ct.kind == CXType_ConstantArray && hasInit &&
             constElements(t) && constInitializer(init);
  if (!shared && sc == CX_SC_Static && !once) {
    /* a static const scalar with a constant initializer is its value (see
     * declRef) */
    CXEvalResult r =
        clang_isConstQualifiedType(t) && hasInit && scalarOf(t).kind != SC_VOID
            ? clang_Cursor_Evaluate(init)
            : NULL;
    int konst = r && (clang_EvalResult_getKind(r) == CXEval_Int ||
                      clang_EvalResult_getKind(r) == CXEval_Float);
    if (r)
      clang_EvalResult_dispose(r);
    if (konst)
      return;
  }
  if (!shared && ((sc == CX_SC_Static && !once) || sc == CX_SC_Extern))
    fail(c, d,
         "static or extern local variable '%s' is not supported (only "
         "static const scalars and arrays with constant initializers)",
         name);
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
  /* A union variable lives in memory of its units (Layout), so that its
   * fields share storage: `u.f = x; u.u &= mask; y = u.f;` (type punning;
   * a variable per field gave the unmasked x). */
  int inMemory = isUnionType(t);
  if (inMemory && hasInit)
    fail(c, d, "initialized union variables are not supported");
  if (shared || ct.kind == CXType_ConstantArray || inMemory) {
    Sc s = arrayScalar(t);
    if (s.kind == SC_VOID) {
      char tn[96];
      fail(c, d, "unsupported array element type in '%s'",
           typeSpelling(t, tn, sizeof tn));
    }
    /* an array of structs has an implicit (trivial) default construction */
    if (hasInit && shared)
      fail(c, d, "initialized __shared__ arrays are not supported");
    char tb[16];
    Val v;
    memset(&v, 0, sizeof v);
    v.isPtr = 1;
    v.t = s;
    snprintf(v.v, NAME, "%%c0");
    CXCursor canonical = clang_getCanonicalCursor(d);
    for (int i = 0; shared && i < c->numSharedDecls; i++)
      if (clang_equalCursors(c->sharedDecls[i], canonical)) {
        addVar(c, d,
               ct.kind == CXType_ConstantArray ? VAR_MEM_ARRAY : VAR_MEM_SCALAR,
               c->sharedVals[i]);
        return;
      }
    if (shared && pooledArray(c, d, &v)) {
      /* a ping-pong buffer: a slice of its pool (SharedPools.c) */
    } else if (shared) {
      snprintf(v.base, NAME, "%%sh%d", c->numShared++);
      snprintf(v.mty, MTY, "memref<%lldx%s, #gpu.address_space<workgroup>>",
               scalarCount(t), memName(s, tb));
      bufAppend(&c->attribs, "%s%s : %s", c->attribs.n ? ", " : "", v.base,
                v.mty);
    } else {
      fresh(c, v.base);
      snprintf(v.mty, MTY, "memref<%lldx%s>", scalarCount(t), memName(s, tb));
      bufAppend(&c->privates, "    %s = memref.alloca() : %s\n", v.base, v.mty);
      if (hasInit)
        initArray(c, v, t, init, once);
    }
    if (shared) {
      if (c->numSharedDecls == 64)
        fail(c, d, "too many __shared__ declarations in one kernel");
      c->sharedDecls[c->numSharedDecls] = canonical;
      c->sharedVals[c->numSharedDecls++] = v;
    }
    addVar(c, d,
           ct.kind == CXType_ConstantArray ? VAR_MEM_ARRAY : VAR_MEM_SCALAR,
           v);
    return;
  }
  if (ct.kind == CXType_LValueReference || ct.kind == CXType_RValueReference) {
    /* `T &r = x;` stands for x (a variable: an alias; memory: its element),
     * as a reference parameter does; `const T &r = 2 * x;` is a value. */
    CXType pt = clang_getPointeeType(ct);
    Fields fs;
    if (structFields(pt, &fs))
      fail(c, d, "local references to structs are not supported");
    if (clang_Cursor_isNull(init))
      fail(c, d, "reference '%s' without an initializer", name);
    if (!clang_isConstQualifiedType(pt) || bindsConstRef(c, init, pt)) {
      Val v;
      int var = bindLvalueReference(c, init, &v);
      if (var >= 0)
        c->vars[addVar(c, d, VAR_ALIAS, v)].alias = var;
      else
        addVar(c, d, VAR_MEM_SCALAR, v);
      return;
    }
    Sc s = scalarOf(pt);
    if (s.kind == SC_VOID)
      fail(c, d, "unsupported reference type for local variable '%s'", name);
    addVar(c, d, VAR_SSA, convert(c, expr(c, init), s, init));
    return;
  }
  if (ct.kind == CXType_Pointer) {
    Val v;
    if (clang_Cursor_isNull(init)) {
      if (!firstBufferOf(c, d, &v))
        fail(c, d,
             "pointer variable '%s' without an initializer, and no buffer "
             "it is assigned is declared before it",
             name);
    } else {
      v = expr(c, init);
      if (!v.isPtr)
        fail(c, init, "pointer initialized from a non-pointer");
    }
    if (mayChangeBuffer(d))
      v = dynamicSizePtr(c, v); /* may move to a kernel argument's buffer */
    addPtrVar(c, d, v);
    return;
  }
  if (emptyRecord(t))
    return; /* `Reader rd;`: nothing to hold (its calls need no object) */
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

/* `threadIdx.x`, `blockDim.y`, ...: a member of a CUDA built-in index
 * variable (a value the same wherever it is read in a thread). */
static int isBuiltinIndex(CXCursor memberRef) {
  Kids ks = kids(memberRef);
  char n[32];
  return ks.n == 1 && clang_getCursorKind(ks.k[0]) == CXCursor_DeclRefExpr &&
         (!strcmp(cursorSpelling(ks.k[0], n, sizeof n), "blockDim") ||
          !strcmp(n, "gridDim") || !strcmp(n, "blockIdx") ||
          !strcmp(n, "threadIdx"));
}

int pureBound(Ctx *c, CXCursor e, const char *mark) {
  CXCursor s = stripParens(e);
  enum CXCursorKind k = clang_getCursorKind(s);
  if (k == CXCursor_IntegerLiteral)
    return 1;
  if (k == CXCursor_DeclRefExpr) {
    int i = findVar(c, clang_getCursorReferenced(s));
    return i >= 0 && !mark[i] &&
           (c->vars[i].kind == VAR_SSA);
  }
  if (k == CXCursor_MemberRefExpr)
    return isBuiltinIndex(s);
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

int countedFor(Ctx *c, Kids ks, Counted *out, const char *mark) {
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

int bodyAssigns(Ctx *c, CXCursor body, CXCursor var) {
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
void carriedTypes(Ctx *c, const int *carry, int n, Buf *types) {
  char tb[16];
  for (int i = 0; i < n; i++)
    bufAppend(types, "%s%s", i ? ", " : "", varType(&c->vars[carry[i]], tb));
}

void carriedVals(Ctx *c, const int *carry, int n, Buf *vals) {
  for (int i = 0; i < n; i++)
    bufAppend(vals, "%s%s", i ? ", " : "", c->vars[carry[i]].val.v);
}

/* An expression that only reads and assigns the function's own scalar
 * locals, with arithmetic that cannot trap (no loads through pointers,
 * arrays or shared variables, no calls, no division): evaluated where the
 * source would not, for a thread that returned in an exit loop, it
 * changes nothing the program observes. */
static int pureLocalExpr(CXCursor e) {
  Kids ks = kids(e);
  switch (clang_getCursorKind(e)) {
  case CXCursor_IntegerLiteral:
  case CXCursor_FloatingLiteral:
  case CXCursor_CXXBoolLiteralExpr:
  case CXCursor_CharacterLiteral:
    return 1;
  case CXCursor_DeclRefExpr: {
    CXCursor d = clang_getCursorReferenced(e);
    enum CXCursorKind dk = clang_getCursorKind(d);
    enum CXCursorKind pk =
        clang_getCursorKind(clang_getCursorSemanticParent(d));
    CXType t = clang_getCanonicalType(clang_getCursorType(d));
    return (dk == CXCursor_VarDecl || dk == CXCursor_ParmDecl) &&
           (pk == CXCursor_FunctionDecl || pk == CXCursor_CXXMethod ||
            pk == CXCursor_FunctionTemplate) &&
           !hasAttr(d, CXCursor_CUDASharedAttr) &&
           t.kind != CXType_ConstantArray && t.kind != CXType_Record &&
           t.kind != CXType_LValueReference;
  }
  case CXCursor_MemberRefExpr: /* threadIdx.x, blockDim.y, ... */
    return isBuiltinIndex(e);
  case CXCursor_UnaryOperator: {
    enum CXUnaryOperatorKind k = clang_getCursorUnaryOperatorKind(e);
    if (k == CXUnaryOperator_Deref || k == CXUnaryOperator_AddrOf)
      return 0;
    break;
  }
  case CXCursor_BinaryOperator:
  case CXCursor_CompoundAssignOperator: {
    enum CXBinaryOperatorKind k = clang_getCursorBinaryOperatorKind(e);
    if (k == CXBinaryOperator_Div || k == CXBinaryOperator_Rem ||
        k == CXBinaryOperator_DivAssign || k == CXBinaryOperator_RemAssign)
      return 0;
    break;
  }
  case CXCursor_ParenExpr:
  case CXCursor_UnexposedExpr:
  case CXCursor_CStyleCastExpr:
  case CXCursor_CXXStaticCastExpr:
    break;
  default:
    return 0;
  }
  for (int i = 0; i < ks.n; i++)
    if (!pureLocalExpr(ks.k[i]))
      return 0;
  return ks.n > 0;
}

void loopBody(Ctx *c, CXCursor body, CXCursor inc, Loop *loop) {
  Fn *fn = c->fn;
  if (fn->numLoops == 64)
    fail(c, body, "loops nested too deeply");
  fn->loops[fn->numLoops++] = *loop;
  Scan s = exitsOf(body);
  int base = c->numVars;
  if (s.cont) {
    fn->loops[fn->numLoops - 1].cont = addFlag(c);
  }
  int exitLoopTop = c->exitLoopTop, exitLoop = c->exitLoopBody;
  c->exitLoopTop = exitLoop;
  c->exitLoopBody = 0;
  block(c, body);
  c->exitLoopTop = exitLoopTop;
  if (!clang_Cursor_isNull(inc)) {
    Scan bs = exitsOf(body);
    /* In an exit loop, a pure increment runs for the threads that returned
     * too: the counter stays the same for all threads, so that it may
     * bound an inner loop of barriers (stitch-predicate-exits). */
    if ((bs.brk || bs.ret) && !(exitLoop && pureLocalExpr(inc))) {
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

void forCounted(Ctx *c, Counted *k, const char *mark, int nv) {
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
  syncPointerBases(c);
  /* A 64-bit unsigned counter compares unsigned (bounds on both sides of
   * 2^63: found by barrier_gen's typed loops); narrower ones are
   * zero-extended into index, where the signed comparison is the same. */
  const char *cmp =
      vt.kind == SC_INT && !vt.sign && vt.bits == 64 ? "unsigned " : "";
  if (n)
    emit(c, "%s:%d = scf.for %s%s = %s to %s step %s iter_args(%s) -> (%s) {",
         r, n, cmp, iv, lb, ub, st, head.s, types.s);
  else
    emit(c, "scf.for %s%s = %s to %s step %s {", cmp, iv, lb, ub, st);
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
  syncPointerBases(c);
  bufFree(&types);
  bufFree(&head);
}

/* General loop: scf.while. cond may be null (infinite loop, exits by break or
 * return). isDo: the body runs before the first test. */
void whileLoop(Ctx *c, CXCursor at, CXCursor cond, CXCursor body,
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
      for (int i = 0; i < (c->fn->retFields.n ? c->fn->retFields.n : 1); i++)
        mark[c->fn->retVal + i] = 1;
    if (c->fn->retVal > 0 && c->vars[c->fn->retVal - 1].kind == VAR_BASE)
      mark[c->fn->retVal - 1] = 1; /* a pointer result's buffer */
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
  /* A loop of the kernel itself (not of an inlined __device__ function,
   * whose return resumes its caller) whose body returns, without break or
   * continue (whose flags are the threads' own, not exits), is an exit
   * loop: stitch.exit_loop names its return flag among the carried values
   * (stitch-predicate-exits). */
  int exitIndex = -1;
  if (s.ret && !s.brk && !s.cont && !c->fn->parent)
    for (int i = 0; i < n; i++)
      if (carry[i] == c->fn->ret)
        exitIndex = i;
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
  syncPointerBases(c);
  if (n)
    emit(c, "%s:%d = scf.while (%s) : (%s) -> (%s) {", r, n, head.s, types.s,
         types.s);
  else
    emit(c, "scf.while : () -> () {");
  c->indent++;
  Fn *fn = c->fn;
  c->exitLoopBody = exitIndex >= 0;
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
  } else if (flagsMayBeSet && exitIndex >= 0 && pureLocalExpr(cond)) {
    /* An exit loop's pure condition (`++i < n`) runs for the threads that
     * returned too, as its increment (loopBody). */
    Val ng = notBool(c, scalar(f, kBool));
    Val v = convert(c, expr(c, cond), kBool, cond);
    char a[NAME];
    fresh(c, a);
    emit(c, "%s = arith.andi %s, %s : i1", a, ng.v, v.v);
    go = scalar(a, kBool);
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
  syncPointerBases(c);
  emit(c, "^bb0(%s):", n ? bargs.s : "");
  c->exitLoopBody = exitIndex >= 0;
  if (!isDo)
    loopBody(c, body, inc, &loop);
  c->exitLoopBody = 0;
  carriedVals(c, carry, n, &vals);
  if (n)
    emit(c, "scf.yield %s : %s", vals.s, types.s);
  else
    emit(c, "scf.yield");
  c->indent--;
  if (exitIndex >= 0)
    emit(c, "} attributes {stitch.exit_loop = %d : i64}", exitIndex);
  else
    emit(c, "}");
  for (int i = 0; i < n; i++)
    snprintf(c->vars[carry[i]].val.v, NAME, "%s#%d", r, i);
  syncPointerBases(c);
  bufFree(&vals);
  bufFree(&bargs);
  bufFree(&types);
  bufFree(&head);
}

unsigned offsetOf(CXSourceLocation l) {
  unsigned off;
  clang_getFileLocation(l, NULL, NULL, NULL, &off);
  return off;
}

/* libclang omits absent for-clauses from the children: the two `;` of the
 * header (found among the tokens) tell which clause each child is. */
void forClauses(Ctx *c, CXCursor s, Kids *ks, CXCursor *init,
                CXCursor *cond, CXCursor *inc, CXCursor *body) {
  if (ks->n == 4) { /* every clause present */
    *init = ks->k[0], *cond = ks->k[1], *inc = ks->k[2], *body = ks->k[3];
    return;
  }
  /* The `;` of a header a macro spells lie in the macro's definition, its
   * arguments at the use: their offsets do not compare (a macro's loop
   * lost its init and condition: found by review). */
  CXSourceLocation start = clang_getRangeStart(clang_getCursorExtent(s));
  unsigned expansion, spelling;
  clang_getExpansionLocation(start, NULL, NULL, NULL, &expansion);
  clang_getSpellingLocation(start, NULL, NULL, NULL, &spelling);
  if (expansion != spelling)
    fail(c, s,
         "a for statement with an empty clause written by a macro is "
         "not supported");
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

void forStmt(Ctx *c, CXCursor s) {
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

/*===------------------------------ switch -------------------------------===*/

/* A case label's value in the switch's (promoted) type. */
static Val caseValue(Ctx *c, CXCursor e, Sc t) {
  CXEvalResult r = clang_Cursor_Evaluate(e);
  if (!r || clang_EvalResult_getKind(r) != CXEval_Int) {
    if (r)
      clang_EvalResult_dispose(r);
    fail(c, e, "case label is not an integer constant");
  }
  long long v = clang_EvalResult_isUnsignedInt(r)
                    ? (long long)clang_EvalResult_getAsUnsigned(r)
                    : clang_EvalResult_getAsLongLong(r);
  clang_EvalResult_dispose(r);
  return constInt(c, v, t);
}

/* A case or default label nested in another statement of the switch body
 * (Duff's device) has no structured form. */
static enum CXChildVisitResult scanLabels(CXCursor cur, CXCursor parent,
                                          CXClientData data) {
  (void)parent;
  enum CXCursorKind k = clang_getCursorKind(cur);
  if (k == CXCursor_CaseStmt || k == CXCursor_DefaultStmt) {
    *(CXCursor *)data = cur;
    return CXChildVisit_Break;
  }
  return k == CXCursor_SwitchStmt ? CXChildVisit_Continue
                                  : CXChildVisit_Recurse;
}

/* switch: the body as runs of statements, each after its labels. A run
 * executes under scf.if(falling && !exit flags), where falling becomes
 * true at the first run whose label matches (default: when no case does)
 * and stays so (fall-through). The switch is a loop level of its own for
 * the flag machinery: break sets its flag, continue the enclosing loop's. */
void switchStmt(Ctx *c, CXCursor s) {
  Kids ks = kids(s);
  if (ks.n != 2 || clang_getCursorKind(ks.k[0]) == CXCursor_VarDecl ||
      clang_getCursorKind(ks.k[0]) == CXCursor_DeclStmt)
    fail(c, s,
         "switch with an initializer or condition variable is not "
         "supported");
  /* The operand's type, or the value's: libclang gives `blockIdx.x` (a
   * property of the CUDA headers' builtin struct) no type (found by
   * review). */
  Sc t = scalarOf(clang_getCursorType(ks.k[0]));
  Val v = expr(c, ks.k[0]);
  if (t.kind == SC_VOID && !v.isPtr)
    t = v.t;
  if (t.kind != SC_INT)
    fail(c, ks.k[0], "switch on a non-integer value");
  v = convert(c, v, t, ks.k[0]);
  CursorList body = {0};
  if (clang_getCursorKind(ks.k[1]) == CXCursor_CompoundStmt)
    clang_visitChildren(ks.k[1], collectAll, &body);
  else
    collectAll(ks.k[1], s, &body);
  /* Flattened: each label's i1 match (default's: no case matches) and the
   * body's statements, stmts[k] after labels firstLabel[k] ..
   * firstLabel[k + 1] - 1. */
  int n = body.n, nl = 0, ns = 0, def = -1;
  CXCursor *stmts = tmalloc(sizeof(CXCursor) * (size_t)(n + 1));
  int *firstLabel = tmalloc(sizeof(int) * (size_t)(n + 2));
  Val *match = NULL;
  int capl = 0;
  for (int i = 0; i < n; i++) {
    CXCursor cur = body.k[i];
    firstLabel[ns] = nl;
    for (enum CXCursorKind k = clang_getCursorKind(cur);
         k == CXCursor_CaseStmt || k == CXCursor_DefaultStmt;
         k = clang_getCursorKind(cur)) {
      Kids ls = kids(cur);
      if (nl == capl) {
        capl = capl ? 2 * capl : 16;
        match = trealloc(match, sizeof(Val) * (size_t)capl);
      }
      if (k == CXCursor_DefaultStmt) {
        def = nl;
        match[nl] = scalar("", kBool);
      } else if (ls.n == 2) {
        match[nl] = compare(c, CXBinaryOperator_EQ, v, caseValue(c, ls.k[0], t),
                            ls.k[0]);
      } else if (ls.n == 3) { /* GNU `case lo ... hi:` */
        Val ge = compare(c, CXBinaryOperator_GE, v, caseValue(c, ls.k[0], t),
                         ls.k[0]);
        Val le = compare(c, CXBinaryOperator_LE, v, caseValue(c, ls.k[1], t),
                         ls.k[1]);
        match[nl] = arith(c, CXBinaryOperator_And, ge, le, kBool, cur);
      } else {
        fail(c, cur, "malformed case label");
      }
      nl++;
      cur = ls.k[ls.n - 1];
    }
    CXCursor nested = clang_getNullCursor();
    if (clang_getCursorKind(cur) != CXCursor_SwitchStmt)
      clang_visitChildren(cur, scanLabels, &nested);
    if (!clang_Cursor_isNull(nested))
      fail(c, nested,
           "case labels inside a nested statement of a switch are "
           "not supported");
    stmts[ns++] = cur;
  }
  firstLabel[ns] = nl;
  Val anyCase = constInt(c, 0, kBool);
  for (int l = 0; l < nl; l++)
    if (l != def)
      anyCase = arith(c, CXBinaryOperator_Or, anyCase, match[l], kBool, s);
  if (def >= 0)
    match[def] = notBool(c, anyCase);
  Fn *fn = c->fn;
  if (fn->numLoops == 64)
    fail(c, s, "loops nested too deeply");
  int base = c->numVars;
  Loop sw = {addFlag(c), fn->numLoops ? fn->loops[fn->numLoops - 1].cont : -1};
  fn->loops[fn->numLoops++] = sw;
  Val falling = constInt(c, 0, kBool);
  int mayExit = 0;
  for (int i = 0; i < ns;) {
    /* a run: stmts[i] and those after it without labels of their own */
    int j = i + 1;
    while (j < ns && firstLabel[j] == firstLabel[j + 1])
      j++;
    if (firstLabel[i] == firstLabel[i + 1]) { /* before any label: dead */
      i = j;
      continue;
    }
    for (int l = firstLabel[i]; l < firstLabel[i + 1]; l++)
      falling = arith(c, CXBinaryOperator_Or, falling, match[l], kBool, s);
    Val go = falling;
    if (mayExit) {
      char f[NAME];
      exitFlag(c, f, 1);
      go = arith(c, CXBinaryOperator_And, go, notBool(c, scalar(f, kBool)),
                 kBool, s);
    }
    for (int k = i; k < j; k++) {
      if (j < ns && clang_getCursorKind(stmts[k]) == CXCursor_DeclStmt)
        fail(c, stmts[k],
             "a declaration directly in a switch body before "
             "another case label is not supported (enclose the "
             "case in braces)");
      Scan e = exitsOf(stmts[k]);
      mayExit |= e.brk || e.cont || e.ret;
    }
    Seq run = {stmts + i, j - i};
    emitIf(c, go.v, regionSeq, &run, NULL, NULL, (Sc){SC_VOID, 0, 0});
    i = j;
  }
  fn->numLoops--;
  c->numVars = base;
  tfree(stmts);
  tfree(firstLabel);
  tfree(match);
  tfree(body.k);
}

Val regionStmt(Ctx *c, void *arg) {
  block(c, *(CXCursor *)arg);
  return scalar("", (Sc){SC_VOID, 0, 0});
}

void stmtAt(Ctx *c, CXCursor s) {
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
      enum CXCursorKind dk = clang_getCursorKind(l.k[i]);
      /* Declarations of names and types, and checks clang has made: no
       * code (a `typedef cub::BlockReduce<int, 128> BR;`, `using T =
       * float;`, `static_assert`, a local enum or struct type, `using
       * std::min;`; review 26). */
      if (dk == CXCursor_TypedefDecl || dk == CXCursor_TypeAliasDecl ||
          dk == CXCursor_TypeAliasTemplateDecl || dk == CXCursor_StaticAssert ||
          dk == CXCursor_EnumDecl || dk == CXCursor_StructDecl ||
          dk == CXCursor_ClassDecl || dk == CXCursor_UnionDecl ||
          dk == CXCursor_UsingDeclaration || dk == CXCursor_UsingDirective ||
          dk == CXCursor_NamespaceAlias)
        continue;
      if (dk != CXCursor_VarDecl)
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
    int exitIf = c->tailIf;
    c->tailIf = 0;
    Val cond = convert(c, expr(c, ks.k[0]), kBool, ks.k[0]);
    if (exitIf)
      c->ifAttrs = " {stitch.exit_guard}";
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
      fail(c, s, "break or continue outside a loop or switch");
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
      if (fn->retFields.n) {
        Val vals[32];
        structValues(c, ks.k[0], &fn->retFields, vals);
        for (int i = 0; i < fn->retFields.n; i++) {
          Var *v = &c->vars[fn->retVal + i];
          v->val = convert(c, vals[i], v->val.t, ks.k[0]);
        }
      } else if (fn->retVal < 0) {
        expr(c, ks.k[0]);
      } else if (c->vars[fn->retVal].kind == VAR_PTR) {
        Val v = dynamicSizePtr(c, expr(c, ks.k[0]));
        Var *p = &c->vars[fn->retVal];
        if (!v.isPtr || strcmp(v.mty, p->val.mty))
          fail(c, ks.k[0],
               "a __device__ function may only return a pointer into global "
               "memory of its element type (not into __shared__ memory)");
        snprintf(c->vars[fn->retVal - 1].val.v, NAME, "%s", v.base);
        Sc t = p->val.t;
        p->val = v;
        p->val.t = t;
      } else {
        Val v = convert(c, expr(c, ks.k[0]), fn->retTy, ks.k[0]);
        c->vars[fn->retVal].val = v;
      }
    }
    c->vars[fn->ret].val = constInt(c, 1, kBool);
    return;
  }
  case CXCursor_SwitchStmt:
    switchStmt(c, s);
    return;
  case CXCursor_LabelStmt: {
    /* A label no goto names is its statement (any goto is an error). */
    Kids ks = kids(s);
    if (ks.n != 1)
      fail(c, s, "unsupported labelled statement");
    stmt(c, ks.k[0]);
    return;
  }
  case CXCursor_GotoStmt:
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

void stmt(Ctx *c, CXCursor s) {
  char saved[sizeof c->loc];
  memcpy(saved, c->loc, sizeof saved);
  setLoc(c, s);
  stmtAt(c, s);
  memcpy(c->loc, saved, sizeof saved);
}
