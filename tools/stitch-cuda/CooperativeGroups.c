/*===- CooperativeGroups.c - CUDA cooperative groups in stitch-cuda -------===*
 *
 * <cooperative_groups.h>'s block and tile groups, read by what they mean
 * rather than by translating the header's code (inline PTX, special
 * registers): a group has no run-time value, only a size known when the
 * kernel is translated, so a variable or parameter of group type is a
 * VAR_GROUP (Var.group: a tile's size, 0 for the whole block, and its
 * parent's), and the
 * members and functions become what the warp intrinsics become:
 *   thread_block: sync() a barrier; thread_rank(), size()/num_threads(),
 *     group_index()/thread_index()/group_dim()/dim_threads() (.x/.y/.z)
 *     the linear thread id, the block's size, blockIdx, threadIdx,
 *     blockDim;
 *   thread_block_tile<N> (tiled_partition<N>, N a power of two): tiles are
 *     N consecutive linear thread ids, as CUDA's; sync() a barrier marked
 *     stitch.warp_sync; thread_rank(), size(), meta_group_rank(),
 *     meta_group_size(); for N <= 32 shfl/shfl_up/shfl_down/shfl_xor
 *     (gpu.shuffle of width N), any/all/ballot and cg::reduce with
 *     cg::plus/less/greater/bit_and/bit_or/bit_xor (gpu.subgroup_reduce
 *     over clusters of N lanes);
 *   thread_group: a block or a tile (tiled_partition(g, n), n a constant),
 *     known from its initializer or argument;
 *   cg::sync(g).
 * The grid and cluster groups (grid-wide synchronization), coalesced
 * groups and anything else are located errors.
 *===----------------------------------------------------------------------===*/

#include "TranslateInternal.h"

enum { CG_NONE, CG_BLOCK, CG_TILE, CG_GENERIC, CG_OTHER };

/* Is `d` declared in namespace cooperative_groups (inline namespaces and
 * nested ones such as details included)? */
static int inCooperativeGroups(CXCursor d) {
  for (CXCursor p = clang_getCursorSemanticParent(d);
       !clang_Cursor_isNull(p) &&
       !clang_isTranslationUnit(clang_getCursorKind(p));
       p = clang_getCursorSemanticParent(p)) {
    char n[64];
    if (clang_getCursorKind(p) == CXCursor_Namespace &&
        !strcmp(cursorSpelling(p, n, sizeof n), "cooperative_groups"))
      return 1;
  }
  return 0;
}

static CXType withoutReference(CXType t) {
  t = canon(t);
  if (t.kind == CXType_LValueReference || t.kind == CXType_RValueReference)
    t = canon(clang_getPointeeType(t));
  return t;
}

/* thread_block_tile<N, P>'s N (-1 if unknown). */
static int tileArgument(CXType t, CXCursor d) {
  if (clang_Cursor_getNumTemplateArguments(d) >= 1 &&
      clang_Cursor_getTemplateArgumentKind(d, 0) ==
          CXTemplateArgumentKind_Integral)
    return (int)clang_Cursor_getTemplateArgumentValue(d, 0);
  char buf[256];
  const char *lt = strchr(typeSpelling(t, buf, sizeof buf), '<');
  return lt ? atoi(lt + 1) : -1;
}

/* The kind of group type t (CG_*); a tile's size in *size. */
static int groupKind(CXType t, int *size, char name[64]) {
  t = withoutReference(t);
  name[0] = 0;
  if (t.kind != CXType_Record)
    return CG_NONE;
  CXCursor d = clang_getTypeDeclaration(t);
  if (!inCooperativeGroups(d))
    return CG_NONE;
  cursorSpelling(d, name, 64);
  if (!strcmp(name, "thread_block"))
    return CG_BLOCK;
  if (!strcmp(name, "thread_block_tile")) {
    *size = tileArgument(t, d);
    return CG_TILE;
  }
  if (!strcmp(name, "thread_group"))
    return CG_GENERIC;
  if (strstr(name, "group") || strstr(name, "tile"))
    return CG_OTHER;
  return CG_NONE; /* cg::plus<T> and the other operators */
}

int cgIsGroupType(CXType t) {
  int size;
  char name[64];
  return groupKind(t, &size, name) != CG_NONE;
}

static int checkTileSize(Ctx *c, CXCursor at, long long n) {
  if (n < 1 || n > 1024 || (n & (n - 1)))
    fail(c, at,
         "a cooperative groups tile of %lld threads (a power of two up to "
         "1024 expected)",
         n);
  return (int)n;
}

static CXCursor argumentAt(CXCursor e, unsigned i) {
  return clang_Cursor_getArgument(e, i);
}

/* Strips parentheses and implicit conversions (of any type). */
static CXCursor stripImplicit(CXCursor e) {
  while (clang_getCursorKind(e) == CXCursor_UnexposedExpr ||
         clang_getCursorKind(e) == CXCursor_ParenExpr) {
    Kids ks = kids(e);
    if (ks.n != 1)
      break;
    e = ks.k[0];
  }
  return e;
}

/* The group expression `e` stands for. */
static Group groupOf(Ctx *c, CXCursor e) {
  int size = 0;
  char name[64];
  int k = groupKind(clang_getCursorType(e), &size, name);
  if (k == CG_BLOCK)
    return (Group){0, 0};
  enum CXCursorKind ek = clang_getCursorKind(e);
  Kids ks = kids(e);
  if (ek == CXCursor_DeclRefExpr) {
    int v = findVar(c, clang_getCursorReferenced(e));
    if (v >= 0 && c->vars[v].kind == VAR_GROUP)
      return c->vars[v].group;
  }
  CXCursor f = clang_getCursorReferenced(e);
  if (ek == CXCursor_CallExpr &&
      clang_getCursorKind(f) == CXCursor_ConversionFunction) {
    /* thread_block_tile<N, Parent> to thread_block_tile<N>: the same tile */
    CXCursor callee =
        ks.n == 1 ? stripImplicit(ks.k[0]) : clang_getNullCursor();
    Kids os = kids(callee);
    if (clang_getCursorKind(callee) == CXCursor_MemberRefExpr && os.n == 1 &&
        cgIsGroupType(clang_getCursorType(os.k[0])))
      return groupOf(c, os.k[0]);
  }
  if (ek == CXCursor_CallExpr && !clang_Cursor_isNull(f) &&
      clang_getCursorKind(f) != CXCursor_Constructor) {
    char fn[64];
    cursorSpelling(f, fn, sizeof fn);
    if (!strcmp(fn, "this_thread_block"))
      return (Group){0, 0};
    int nargs = clang_Cursor_getNumArguments(e);
    if (!strcmp(fn, "tiled_partition") && nargs >= 1) {
      /* tiled_partition<N>(parent), or tiled_partition(parent, n): a
       * thread_group of n threads */
      Group parent = groupOf(c, argumentAt(e, 0));
      long long n = size;
      if (k != CG_TILE) {
        CXEvalResult r =
            nargs == 2 ? clang_Cursor_Evaluate(argumentAt(e, 1)) : NULL;
        n = r && clang_EvalResult_getKind(r) == CXEval_Int
                ? clang_EvalResult_getAsLongLong(r)
                : -1;
        if (r)
          clang_EvalResult_dispose(r);
        if (n < 0)
          fail(c, e,
               "tiled_partition with a tile size that is not a constant is "
               "not supported (use tiled_partition<N>)");
      }
      if (parent.size && n > parent.size)
        fail(c, e, "a tile of %lld threads of a tile of %d", n, parent.size);
      return (Group){checkTileSize(c, e, n), parent.size};
    }
    if (!strcmp(fn, "this_grid") || !strcmp(fn, "this_multi_grid") ||
        !strcmp(fn, "this_cluster"))
      fail(c, e,
           "cooperative_groups::%s (grid-wide groups and their "
           "synchronization) is not supported",
           fn);
    if (!strcmp(fn, "coalesced_threads") || !strcmp(fn, "labeled_partition") ||
        !strcmp(fn, "binary_partition"))
      fail(c, e,
           "cooperative_groups::%s (groups of the threads a branch "
           "runs) is not supported",
           fn);
  }
  /* implicit conversions, copies and parentheses */
  if ((ek == CXCursor_UnexposedExpr || ek == CXCursor_ParenExpr ||
       ek == CXCursor_CallExpr) &&
      ks.n == 1 && cgIsGroupType(clang_getCursorType(ks.k[0])))
    return groupOf(c, ks.k[0]);
  if (k == CG_TILE) /* of a parent this translator cannot see: the block */
    return (Group){checkTileSize(c, e, size), 0};
  fail(c, e,
       "this cooperative group is not supported (only this_thread_block(), "
       "tiled_partition<N>() and tiled_partition(g, N) of a constant N)");
}

Group cgGroupOfDecl(Ctx *c, CXCursor decl, CXCursor init) {
  int size = 0;
  char name[64];
  int k = groupKind(clang_getCursorType(decl), &size, name);
  if (k == CG_BLOCK)
    return (Group){0, 0};
  if (k == CG_TILE || k == CG_GENERIC) {
    if (!clang_Cursor_isNull(init))
      return groupOf(c, init);
    if (k == CG_GENERIC)
      fail(c, decl, "a thread_group without an initializer");
    return (Group){checkTileSize(c, decl, size), 0};
  }
  if (!clang_Cursor_isNull(init))
    (void)groupOf(c, init); /* names the unsupported group, if it can */
  fail(c, decl, "cooperative_groups::%s is not supported", name);
}

void cgAddGroup(Ctx *c, CXCursor decl, Group g) {
  Val none;
  memset(&none, 0, sizeof none);
  c->vars[addVar(c, decl, VAR_GROUP, none)].group = g;
}

/*===---------------------------- values ----------------------------------===*/

static Val indexAsU32(Ctx *c, const char *idx) {
  char r[NAME];
  fresh(c, r);
  emit(c, "%s = arith.index_cast %s : index to i32", r, idx);
  return scalar(r, scInt(32, 0));
}

/* The linear thread id in the block, x fastest (CUDA's warps and tiles are
 * runs of it). */
static Val linearThread(Ctx *c) {
  char a[NAME], b[NAME], d[NAME], e[NAME];
  fresh(c, a);
  fresh(c, b);
  fresh(c, d);
  fresh(c, e);
  emit(c, "%s = arith.muli %%tid_z, %%bdim_y : index", a);
  emit(c, "%s = arith.addi %s, %%tid_y : index", b, a);
  emit(c, "%s = arith.muli %s, %%bdim_x : index", d, b);
  emit(c, "%s = arith.addi %s, %%tid_x : index", e, d);
  return indexAsU32(c, e);
}

Val blockThreadCount(Ctx *c) {
  char a[NAME], b[NAME];
  fresh(c, a);
  fresh(c, b);
  emit(c, "%s = arith.muli %%bdim_x, %%bdim_y : index", a);
  emit(c, "%s = arith.muli %s, %%bdim_z : index", b, a);
  return indexAsU32(c, b);
}

static Val voidVal(void) { return scalar("", (Sc){SC_VOID, 0, 0}); }

static void groupSync(Ctx *c, int size) {
  /* A tile of one warp or less synchronizes like __syncwarp. */
  emit(c,
       size && size <= 32 ? "gpu.barrier {stitch.warp_sync}" : "gpu.barrier");
}

static void needWarpTile(Ctx *c, CXCursor e, int size, const char *what) {
  if (!size || size > 32)
    fail(c, e,
         "'%s' of a group of %s is not supported (only of tiles of at "
         "most 32 threads)",
         what, size ? "more than 32 threads" : "a whole block");
}

/* The operation of cg::reduce's operator object `op` on type t. */
static const char *reduceOp(Ctx *c, CXCursor op, Sc t) {
  int size;
  char name[64];
  CXType ty = withoutReference(clang_getCursorType(op));
  (void)groupKind(ty, &size, name);
  CXCursor d = clang_getTypeDeclaration(ty);
  if (!clang_Cursor_isNull(d) && inCooperativeGroups(d)) {
    int f = t.kind == SC_FLOAT;
    if (!strcmp(name, "plus"))
      return "add";
    if (!strcmp(name, "less"))
      return f ? "minnumf" : t.sign ? "minsi" : "minui";
    if (!strcmp(name, "greater"))
      return f ? "maxnumf" : t.sign ? "maxsi" : "maxui";
    if (!f && !strcmp(name, "bit_and"))
      return "and";
    if (!f && !strcmp(name, "bit_or"))
      return "or";
    if (!f && !strcmp(name, "bit_xor"))
      return "xor";
  }
  fail(c, op,
       "cooperative_groups::reduce with this operator is not supported "
       "(only cg::plus, cg::less, cg::greater and, on integers, "
       "cg::bit_and, cg::bit_or, cg::bit_xor)");
}

/* Member `name` of group g (the call e). */
static Val groupMember(Ctx *c, CXCursor e, Group g, const char *name) {
  int size = g.size;
  Sc rt = scalarOf(clang_getCursorType(e));
  Sc u32 = scInt(32, 0), i32 = scInt(32, 1);
  if (!strcmp(name, "sync")) {
    groupSync(c, size);
    return voidVal();
  }
  if (!strcmp(name, "thread_rank")) {
    Val r = linearThread(c);
    if (size)
      r = arith(c, CXBinaryOperator_And, r, constInt(c, size - 1, u32), u32, e);
    return convert(c, r, rt, e);
  }
  if (!strcmp(name, "size") || !strcmp(name, "num_threads"))
    return convert(c, size ? constInt(c, size, u32) : blockThreadCount(c), rt,
                   e);
  /* The tile's rank among the tiles of its parent (the block, or the tile
   * it was partitioned from) and their number. */
  if (size && !strcmp(name, "meta_group_rank")) {
    Val r = linearThread(c);
    if (g.parent)
      r = arith(c, CXBinaryOperator_And, r, constInt(c, g.parent - 1, u32), u32,
                e);
    return convert(
        c, arith(c, CXBinaryOperator_Div, r, constInt(c, size, u32), u32, e),
        rt, e);
  }
  if (size && !strcmp(name, "meta_group_size")) {
    if (g.parent)
      return convert(c, constInt(c, g.parent / size, u32), rt, e);
    Val n = arith(c, CXBinaryOperator_Add, blockThreadCount(c),
                  constInt(c, size - 1, u32), u32, e);
    return convert(
        c, arith(c, CXBinaryOperator_Div, n, constInt(c, size, u32), u32, e),
        rt, e);
  }
  const char *mode = !strcmp(name, "shfl")        ? "idx"
                     : !strcmp(name, "shfl_up")   ? "up"
                     : !strcmp(name, "shfl_down") ? "down"
                     : !strcmp(name, "shfl_xor")  ? "xor"
                                                  : NULL;
  if (mode) {
    needWarpTile(c, e, size, name);
    if (rt.kind == SC_VOID || rt.bits == 1)
      fail(c, e, "'%s' of this type is not supported", name);
    Val v = convert(c, expr(c, argumentAt(e, 0)), rt, e);
    Val off = convert(c, expr(c, argumentAt(e, 1)), i32, e);
    return gpuShuffle(c, mode, v, off, constInt(c, size, i32), e);
  }
  int vote = !strcmp(name, "ballot") ? 0
             : !strcmp(name, "all")  ? 1
             : !strcmp(name, "any")  ? 2
                                     : -1;
  if (vote >= 0) {
    needWarpTile(c, e, size, name);
    Val p = convert(c, expr(c, argumentAt(e, 0)), kBool, e);
    Val bit = constInt(c, 1, u32);
    if (vote == 0) {
      /* bit thread_rank() of the tile */
      Val rank = arith(c, CXBinaryOperator_And, linearThread(c),
                       constInt(c, size - 1, u32), u32, e);
      bit = arith(c, CXBinaryOperator_Shl, bit, rank, u32, e);
    }
    Val x = selectOf(c, p, bit, constInt(c, 0, u32));
    Val r = subgroupReduce(c, vote == 1 ? "and" : "or", x, size);
    if (vote)
      r = compare(c, CXBinaryOperator_NE, r, constInt(c, 0, u32), e);
    return convert(c, r, rt, e);
  }
  if (!strcmp(name, "group_index") || !strcmp(name, "thread_index") ||
      !strcmp(name, "group_dim") || !strcmp(name, "dim_threads"))
    fail(c, e,
         "'%s' is supported through its members (.x, .y, .z) or as a dim3 "
         "variable's initializer",
         name);
  fail(c, e, "'%s' of a cooperative group is not supported", name);
}

/* The object a member call `e` runs on (`tile` of `tile.sync()`). */
static CXCursor memberCallObject(Ctx *c, CXCursor e) {
  Kids ks = kids(e);
  CXCursor callee = ks.n >= 1 ? stripImplicit(ks.k[0]) : clang_getNullCursor();
  if (clang_getCursorKind(callee) == CXCursor_MemberRefExpr) {
    Kids os = kids(callee);
    if (os.n == 1)
      return os.k[0];
  }
  fail(c, e, "a cooperative group's member called without its group");
}

int cgCall(Ctx *c, CXCursor e, CXCursor f, const char *name, Val *out) {
  if (!inCooperativeGroups(f))
    return 0;
  if (clang_getCursorKind(f) == CXCursor_CXXMethod) {
    *out = groupMember(c, e, groupOf(c, memberCallObject(c, e)), name);
    return 1;
  }
  int nargs = clang_Cursor_getNumArguments(e);
  if ((!strcmp(name, "sync") || !strcmp(name, "synchronize")) && nargs == 1) {
    groupSync(c, groupOf(c, argumentAt(e, 0)).size);
    *out = voidVal();
    return 1;
  }
  if (!strcmp(name, "this_thread_block") ||
      (!strcmp(name, "tiled_partition") &&
       !cgIsGroupType(clang_getCursorType(e)))) {
    *out = voidVal(); /* a group made and dropped: nothing to run */
    return 1;
  }
  if (!strcmp(name, "reduce") && nargs == 3) {
    int size = groupOf(c, argumentAt(e, 0)).size;
    needWarpTile(c, e, size, "cooperative_groups::reduce");
    Sc rt = scalarOf(clang_getCursorType(e));
    if (rt.kind == SC_VOID || rt.bits == 1)
      fail(c, e, "cooperative_groups::reduce of this type is not supported");
    const char *op = reduceOp(c, argumentAt(e, 2), rt);
    Val v = convert(c, expr(c, argumentAt(e, 1)), rt, e);
    *out = subgroupReduce(c, op, v, size);
    return 1;
  }
  if (cgIsGroupType(clang_getCursorType(e)))
    (void)groupOf(c, e); /* this_grid() and the like: their own error */
  fail(c, e, "cooperative_groups::%s is not supported", name);
}

/*===------------------------- dim3 members -------------------------------===*/

/* The builtin a thread_block member returning a dim3 reads (`%tid`...), or
 * NULL when `call` is not such a member call. */
static const char *dim3Builtin(Ctx *c, CXCursor call) {
  call = stripImplicit(call);
  CXCursor f = clang_getCursorReferenced(call);
  if (clang_getCursorKind(call) != CXCursor_CallExpr ||
      clang_Cursor_isNull(f) || clang_getCursorKind(f) != CXCursor_CXXMethod ||
      !inCooperativeGroups(f))
    return NULL;
  char n[64];
  cursorSpelling(f, n, sizeof n);
  const char *b = !strcmp(n, "group_index")    ? "%bid"
                  : !strcmp(n, "thread_index") ? "%tid"
                  : !strcmp(n, "group_dim") || !strcmp(n, "dim_threads")
                      ? "%bdim"
                      : NULL;
  if (!b)
    return NULL;
  if (groupOf(c, memberCallObject(c, call)).size != 0)
    fail(c, call, "'%s' of a tile is not supported", n);
  return b;
}

int cgDim3Member(Ctx *c, CXCursor e, Val *out) {
  Kids ks = kids(e);
  if (ks.n != 1)
    return 0;
  const char *b = dim3Builtin(c, ks.k[0]);
  if (!b)
    return 0;
  char field[16], idx[NAME];
  cursorSpelling(clang_getCursorReferenced(e), field, sizeof field);
  if (strlen(field) != 1 || field[0] < 'x' || field[0] > 'z')
    fail(c, e, "unsupported member of a dim3");
  snprintf(idx, NAME, "%s_%s", b, field);
  *out = convert(c, indexAsU32(c, idx), scalarOf(clang_getCursorType(e)), e);
  return 1;
}

int cgDim3Fields(Ctx *c, CXCursor s, const Fields *fs, Val *vals) {
  const char *b = dim3Builtin(c, s);
  if (!b)
    return 0;
  for (int i = 0; i < fs->n; i++) {
    char field[16], idx[NAME];
    cursorSpelling(fs->f[i], field, sizeof field);
    if (strlen(field) != 1 || field[0] < 'x' || field[0] > 'z')
      fail(c, s, "unsupported dim3 field");
    snprintf(idx, NAME, "%s_%s", b, field);
    vals[i] = convert(c, indexAsU32(c, idx),
                      scalarOf(clang_getCursorType(fs->f[i])), s);
  }
  return 1;
}
