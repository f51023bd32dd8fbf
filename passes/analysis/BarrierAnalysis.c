/*===- BarrierAnalysis.c - exact cross-thread conflicts (isl) -------------===*
 *
 * See BarrierAnalysis.h for what is modelled. Layout of this file:
 *   - the analysis: an isl_ctx, every access built so far (cached per op),
 *     a cache of pairwise answers;
 *   - scopes: the isl space of an op ([threads..., enclosing scf.for IVs...])
 *     and the constraints known there (thread bounds, loop bounds, scf.if
 *     conditions on the path);
 *   - index expressions -> isl_pw_aff, conditions -> isl_set;
 *   - access records and the conflict test.
 *
 * Soundness rule used throughout: whatever cannot be modelled exactly is
 * over-approximated (a constraint left out, an access that touches its whole
 * root), never under-approximated. In particular a partial pw_aff (from
 * unsigned ops, defined only where their operand is non-negative) is only
 * used when it is defined on every point of the op's domain.
 *===----------------------------------------------------------------------===*/

#include "Vectors.h"
#include "BarrierAnalysis.h"
#include "Alias.h"
#include "IRUtils.h"
#include "PtrSet.h"
#include "stitch-c/Analysis.h"
#include "stitch-c/Dialect.h"

#include "mlir-c/AffineExpr.h"
#include "mlir-c/AffineMap.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <isl/aff.h>
#include <isl/ctx.h>
#include <isl/id.h>
#include <isl/local_space.h>
#include <isl/map.h>
#include <isl/options.h>
#include <isl/set.h>
#include <isl/space.h>
#include <isl/val.h>

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

enum {
  MAX_LOOP_DEPTH = 16, /* scf.for IVs modelled per access */
  MAX_ANCESTORS = 64,  /* deeper nests are not modelled (inexact) */
  MAX_EXPR_DEPTH = 48, /* def-use chain followed per index expression */
  MAX_RANK = 16,
};
/* isl work allowed per query (building one op's accesses, or one pairwise
 * test); beyond it isl gives up and the answer is conservative. */
#define ISL_MAX_OPERATIONS 2000000ul

typedef struct Access {
  MlirOperation op;
  MlirValue root; /* null: unknown memory */
  bool read, write;
  isl_map *rel;     /* exact: thread -> element; NULL when not affine */
  isl_set *threads; /* threads that may perform it; NULL: any (isl gave up) */
} Access;

typedef struct OpEntry {
  const void *key; /* MlirOperation.ptr */
  intptr_t first, count;
} OpEntry;

typedef struct PairEntry {
  uint64_t key; /* 0: empty slot */
  bool conflict;
} PairEntry;

struct StitchBarrierAnalysis {
  isl_ctx *ctx;
  MlirOperation loop;
  MlirBlock body;
  intptr_t numThreads;
  Access *accesses;
  intptr_t numAccesses, capAccesses;
  OpEntry *ops;
  size_t opCap, opSize;
  PairEntry *pairs;
  size_t pairCap, pairSize;
  MlirValue *params; /* isl parameter k is params[k] */
  intptr_t numParams, capParams;
  isl_map *distinct;    /* { [t] -> [t'] : t != t' } */
  StitchAccessSet *all; /* every access of the loop, built on demand */
  struct ScopeEntry *scopes; /* the scope of each block seen (scopeInit) */
  intptr_t numScopes, capScopes;
  StitchPtrMap scopeIndex; /* block -> index into scopes */
  /* The element maps exactRelation parsed, by their text: a kernel's
   * accesses share a few shapes, and parsing was a tenth of the cost. */
  struct ParsedMap *parsed;
  intptr_t numParsed, capParsed;
  /* stitchAccessIsThreadPrivate's answers, by op (1 private, 0 not): a
   * barrier's memory effects ask it for every op of the thread loop, and
   * greedy passes ask every barrier again on every visit of an op that
   * contains it; each answer compared the op with every access (isl). */
  StitchPtrMap privateMemo;
};

typedef struct ParsedMap {
  char *text; /* owned */
  isl_map *map; /* owned */
} ParsedMap;

struct StitchAccessSet {
  StitchBarrierAnalysis *an;
  intptr_t *items; /* indices into an->accesses */
  intptr_t size, cap;
  StitchPtrSet seen; /* item + 1, as a pointer */
};

static size_t hashBits(uint64_t h) {
  h ^= h >> 31;
  h *= 0x9E3779B97F4A7C15ull;
  return (size_t)(h ^ (h >> 29));
}

/*===----------------------------------------------------------------------===*
 * Op -> accesses map
 *===----------------------------------------------------------------------===*/

static OpEntry *findOp(StitchBarrierAnalysis *an, const void *key) {
  if (!an->opCap)
    return NULL;
  for (size_t i = hashBits((uintptr_t)key) & (an->opCap - 1);;
       i = (i + 1) & (an->opCap - 1)) {
    if (!an->ops[i].key)
      return NULL;
    if (an->ops[i].key == key)
      return &an->ops[i];
  }
}

static void insertOp(StitchBarrierAnalysis *an, OpEntry entry) {
  if (2 * (an->opSize + 1) > an->opCap) {
    size_t cap = an->opCap ? 2 * an->opCap : 64;
    OpEntry *ops = calloc(cap, sizeof *ops);
    if (!ops)
      abort();
    for (size_t i = 0; i < an->opCap; ++i) {
      if (!an->ops[i].key)
        continue;
      size_t j = hashBits((uintptr_t)an->ops[i].key) & (cap - 1);
      while (ops[j].key)
        j = (j + 1) & (cap - 1);
      ops[j] = an->ops[i];
    }
    free(an->ops);
    an->ops = ops;
    an->opCap = cap;
  }
  size_t j = hashBits((uintptr_t)entry.key) & (an->opCap - 1);
  while (an->ops[j].key)
    j = (j + 1) & (an->opCap - 1);
  an->ops[j] = entry;
  ++an->opSize;
}

/* Pairwise answers, keyed by (i, j, readsConflict) with i <= j; 0 is never
 * a key because it is stored + 1. */
static PairEntry *findPair(StitchBarrierAnalysis *an, uint64_t key) {
  if (!an->pairCap)
    return NULL;
  for (size_t i = hashBits(key) & (an->pairCap - 1);;
       i = (i + 1) & (an->pairCap - 1)) {
    if (!an->pairs[i].key)
      return NULL;
    if (an->pairs[i].key == key)
      return &an->pairs[i];
  }
}

static void insertPair(StitchBarrierAnalysis *an, uint64_t key, bool conflict) {
  if (2 * (an->pairSize + 1) > an->pairCap) {
    size_t cap = an->pairCap ? 2 * an->pairCap : 256;
    PairEntry *pairs = calloc(cap, sizeof *pairs);
    if (!pairs)
      abort();
    for (size_t i = 0; i < an->pairCap; ++i) {
      if (!an->pairs[i].key)
        continue;
      size_t j = hashBits(an->pairs[i].key) & (cap - 1);
      while (pairs[j].key)
        j = (j + 1) & (cap - 1);
      pairs[j] = an->pairs[i];
    }
    free(an->pairs);
    an->pairs = pairs;
    an->pairCap = cap;
  }
  size_t j = hashBits(key) & (an->pairCap - 1);
  while (an->pairs[j].key)
    j = (j + 1) & (an->pairCap - 1);
  an->pairs[j].key = key;
  an->pairs[j].conflict = conflict;
  ++an->pairSize;
}

/*===----------------------------------------------------------------------===*
 * IR helpers
 *===----------------------------------------------------------------------===*/

/* True if `v` is defined outside the thread loop: one value for the whole
 * block of threads. */
static bool isUniform(const StitchBarrierAnalysis *an, MlirValue v) {
  MlirOperation def;
  if (mlirValueIsABlockArgument(v))
    def = mlirBlockGetParentOperation(mlirBlockArgumentGetOwner(v));
  else
    def = mlirOpResultGetOwner(v);
  return mlirOperationIsNull(def) || !stitchOperationIsAncestor(an->loop, def);
}

/* Index values and integers of 32 bits or more are modelled as integers
 * congruent to the value modulo 2^width: exact through addition,
 * subtraction, multiplication, left shifts and truncation, which the
 * machine computes modulo 2^width too. Where the exact value matters
 * (divisions, remainders, right shifts, minima, comparisons, extensions and
 * the index of an access) it is first brought into the type's signed or
 * unsigned range (wrapTo): `(unsigned)(tx * 1789560001u) % 24u` is not tx
 * (found by review: a barrier that ordered it was removed). Narrower
 * integers are left opaque. */
static bool isIntegerLike(MlirType t) {
  return mlirTypeIsAIndex(t) ||
         (mlirTypeIsAInteger(t) && mlirIntegerTypeGetWidth(t) >= 32);
}

/* The width of an integer-like type (index: 64). */
static unsigned widthOf(MlirType t) {
  return mlirTypeIsAIndex(t) ? 64 : mlirIntegerTypeGetWidth(t);
}

static bool isI1(MlirType t) {
  return mlirTypeIsAInteger(t) && mlirIntegerTypeGetWidth(t) == 1;
}

/* Ops whose regions are walked op by op (their own effects are those of the
 * nested ops); every other op is summarised as a whole. */
static bool isStructuredControlFlow(MlirOperation op) {
  return stitchOpIsA(op, "scf.for") || stitchOpIsA(op, "scf.if") ||
         stitchOpIsA(op, "scf.while") ||
         stitchOpIsA(op, "scf.execute_region") ||
         stitchOpIsA(op, "scf.index_switch");
}

/*===----------------------------------------------------------------------===*
 * Scopes
 *===----------------------------------------------------------------------===*/

typedef struct Scope {
  StitchBarrierAnalysis *an;
  MlirOperation fors[MAX_LOOP_DEPTH]; /* scf.for around the op, outer first */
  intptr_t numFors;
  isl_space *space;   /* set space [t0..tn-1, k0..km-1] (owned) */
  isl_set *domain;    /* what is known at the op (owned; NULL on isl error) */
  bool exactPossible; /* the op's context is modelled (inside the loop, not
                         too deep) */
} Scope;

/* A built scope, shared by every op of one block: what scopeInit knows
 * depends only on the ops around the block (loops and ifs up to the thread
 * loop), and building its isl domain was most of the cost of recording a
 * kernel's accesses when done op by op. */
typedef struct ScopeEntry {
  MlirOperation fors[MAX_LOOP_DEPTH];
  intptr_t numFors;
  isl_set *domain; /* owned; NULL on isl error */
  bool exactPossible;
} ScopeEntry;

static isl_pw_aff *affOf(Scope *s, MlirValue v, int depth);

typedef struct Cond {
  isl_set *mayTrue, *mayFalse; /* over-approximations; owned */
} Cond;
static Cond condOf(Scope *s, MlirValue v, int depth);

static isl_set *universe(Scope *s) {
  return isl_set_universe(isl_space_copy(s->space));
}

/* The constant `v` (taken) on the scope's domain. */
static isl_pw_aff *valAff(Scope *s, isl_val *v) {
  isl_local_space *ls = isl_local_space_from_space(isl_space_copy(s->space));
  return isl_pw_aff_from_aff(isl_aff_val_on_domain(ls, v));
}

static isl_pw_aff *constAff(Scope *s, int64_t c) {
  return valAff(s, isl_val_int_from_si(s->an->ctx, c));
}

static isl_pw_aff *varAff(Scope *s, intptr_t pos) {
  isl_local_space *ls = isl_local_space_from_space(isl_space_copy(s->space));
  return isl_pw_aff_from_aff(
      isl_aff_var_on_domain(ls, isl_dim_set, (unsigned)pos));
}

/* The isl parameter standing for uniform value `v` (p0, p1, ... in order of
 * first use, so that printed relations are stable). */
static isl_pw_aff *paramAff(Scope *s, MlirValue v) {
  StitchBarrierAnalysis *an = s->an;
  intptr_t k = 0;
  while (k < an->numParams && !mlirValueEqual(an->params[k], v))
    ++k;
  if (k == an->numParams) {
    an->params = stitchGrowArray(an->params, an->numParams, &an->capParams,
                           sizeof *an->params);
    an->params[an->numParams++] = v;
  }
  char name[32];
  snprintf(name, sizeof name, "p%" PRIdPTR, k);
  isl_id *id = isl_id_alloc(an->ctx, name, (void *)v.ptr);
  return isl_pw_aff_param_on_domain_id(universe(s), id);
}

/* Is `pa` defined on every point of the scope's domain? */
static bool coversDomain(Scope *s, isl_pw_aff *pa) {
  if (!pa || !s->domain)
    return false;
  isl_set *defined = isl_pw_aff_domain(isl_pw_aff_copy(pa));
  isl_bool ok = isl_set_is_subset(s->domain, defined);
  isl_set_free(defined);
  return ok == isl_bool_true;
}

/* affOf, kept only when defined on the whole domain (else NULL). */
static isl_pw_aff *totalAff(Scope *s, MlirValue v) {
  isl_pw_aff *pa = affOf(s, v, 0);
  if (pa && coversDomain(s, pa))
    return pa;
  isl_pw_aff_free(pa);
  return NULL;
}

/* `pa` (the value modulo 2^width) as the value itself: the signed
 * (two's complement) or unsigned reading of a `width`-bit integer. Kept as
 * it is where the scope's domain keeps it in that range already (thread
 * and loop indices times small constants); otherwise reduced modulo
 * 2^width, which isl keeps exact (an existentially quantified division). */
static isl_pw_aff *wrapTo(Scope *s, isl_pw_aff *pa, unsigned width,
                          bool isSigned) {
  if (!pa)
    return NULL;
  isl_ctx *ctx = s->an->ctx;
  isl_val *modulus = isl_val_2exp(isl_val_int_from_si(ctx, (long)width));
  isl_val *half = isl_val_2exp(isl_val_int_from_si(ctx, (long)width - 1));
  isl_val *lo = isSigned ? isl_val_neg(isl_val_copy(half)) : isl_val_zero(ctx);
  isl_val *hi =
      isl_val_sub_ui(isSigned ? isl_val_copy(half) : isl_val_copy(modulus), 1);
  isl_set *outside =
      isl_set_union(isl_pw_aff_lt_set(isl_pw_aff_copy(pa), valAff(s, lo)),
                    isl_pw_aff_gt_set(isl_pw_aff_copy(pa), valAff(s, hi)));
  if (s->domain)
    outside = isl_set_intersect(outside, isl_set_copy(s->domain));
  isl_bool inRange = isl_set_is_empty(outside);
  isl_set_free(outside);
  if (inRange == isl_bool_true) {
    isl_val_free(modulus);
    isl_val_free(half);
    return pa;
  }
  if (!isSigned) {
    isl_val_free(half);
    return isl_pw_aff_mod_val(pa, modulus);
  }
  /* ((pa + 2^(w-1)) mod 2^w) - 2^(w-1) */
  isl_pw_aff *halfAff = valAff(s, half);
  isl_pw_aff *shifted =
      isl_pw_aff_mod_val(isl_pw_aff_add(pa, isl_pw_aff_copy(halfAff)), modulus);
  return isl_pw_aff_sub(shifted, halfAff);
}

/* wrapTo at the width of `v`'s type. */
static isl_pw_aff *wrapAs(Scope *s, isl_pw_aff *pa, MlirValue v,
                          bool isSigned) {
  return wrapTo(s, pa, widthOf(mlirValueGetType(v)), isSigned);
}

static bool constOperand(MlirOperation op, intptr_t pos, int64_t *c) {
  return stitchValueGetConstantInt(mlirOperationGetOperand(op, pos), c);
}

/* 2^c as an isl_val (0 <= c <= 62). */
static isl_val *powerOfTwo(isl_ctx *ctx, int64_t c) {
  return isl_val_int_from_si(ctx, (long)((int64_t)1 << c));
}

static isl_pw_aff *mulIfAffine(isl_pw_aff *a, isl_pw_aff *b) {
  if (!a || !b ||
      (isl_pw_aff_is_cst(a) != isl_bool_true &&
       isl_pw_aff_is_cst(b) != isl_bool_true)) {
    isl_pw_aff_free(a);
    isl_pw_aff_free(b);
    return NULL;
  }
  return isl_pw_aff_mul(a, b);
}

/* An affine expression of an affine map, over operands [offset, ...) of
 * `op` (dims first, then symbols). */
static isl_pw_aff *affineExprAff(Scope *s, MlirAffineExpr e, MlirOperation op,
                                 intptr_t offset, intptr_t numDims, int depth) {
  if (mlirAffineExprIsADim(e))
    return affOf(
        s,
        mlirOperationGetOperand(op, offset + mlirAffineDimExprGetPosition(e)),
        depth + 1);
  if (mlirAffineExprIsASymbol(e))
    return affOf(s,
                 mlirOperationGetOperand(
                     op, offset + numDims + mlirAffineSymbolExprGetPosition(e)),
                 depth + 1);
  if (mlirAffineExprIsAConstant(e))
    return constAff(s, mlirAffineConstantExprGetValue(e));
  if (!mlirAffineExprIsABinary(e))
    return NULL;
  MlirAffineExpr lhsExpr = mlirAffineBinaryOpExprGetLHS(e);
  MlirAffineExpr rhsExpr = mlirAffineBinaryOpExprGetRHS(e);
  isl_pw_aff *lhs = affineExprAff(s, lhsExpr, op, offset, numDims, depth);
  if (!lhs)
    return NULL;
  if (mlirAffineExprIsAAdd(e)) {
    isl_pw_aff *rhs = affineExprAff(s, rhsExpr, op, offset, numDims, depth);
    return rhs ? isl_pw_aff_add(lhs, rhs) : (isl_pw_aff_free(lhs), NULL);
  }
  if (mlirAffineExprIsAMul(e))
    return mulIfAffine(lhs,
                       affineExprAff(s, rhsExpr, op, offset, numDims, depth));
  /* mod, floordiv, ceildiv: by a positive constant only. */
  int64_t c = mlirAffineExprIsAConstant(rhsExpr)
                  ? mlirAffineConstantExprGetValue(rhsExpr)
                  : 0;
  if (c <= 0) {
    isl_pw_aff_free(lhs);
    return NULL;
  }
  isl_val *v = isl_val_int_from_si(s->an->ctx, (long)c);
  if (mlirAffineExprIsAMod(e))
    return isl_pw_aff_mod_val(lhs, v);
  if (mlirAffineExprIsAFloorDiv(e))
    return isl_pw_aff_floor(isl_pw_aff_scale_down_val(lhs, v));
  if (mlirAffineExprIsACeilDiv(e))
    return isl_pw_aff_ceil(isl_pw_aff_scale_down_val(lhs, v));
  isl_val_free(v);
  isl_pw_aff_free(lhs);
  return NULL;
}

/* affine.apply / affine.min / affine.max. */
static isl_pw_aff *affineOpAff(Scope *s, MlirOperation def, int depth) {
  MlirAttribute attr = mlirOperationGetAttributeByName(
      def, mlirStringRefCreateFromCString("map"));
  if (mlirAttributeIsNull(attr) || !mlirAttributeIsAAffineMap(attr))
    return NULL;
  MlirAffineMap map = mlirAffineMapAttrGetValue(attr);
  intptr_t numResults = mlirAffineMapGetNumResults(map);
  bool isMin = stitchOpIsA(def, "affine.min");
  if (numResults < 1 || (stitchOpIsA(def, "affine.apply") && numResults != 1))
    return NULL;
  isl_pw_aff *result = NULL;
  for (intptr_t i = 0; i < numResults; ++i) {
    isl_pw_aff *r = affineExprAff(s, mlirAffineMapGetResult(map, i), def, 0,
                                  mlirAffineMapGetNumDims(map), depth);
    if (!r) {
      isl_pw_aff_free(result);
      return NULL;
    }
    result = !result ? r
             : isMin ? isl_pw_aff_min(result, r)
                     : isl_pw_aff_max(result, r);
  }
  return result;
}

/* arith.select of two index values under a modelled condition. */
static isl_pw_aff *selectAff(Scope *s, MlirOperation def, int depth) {
  if (!isI1(mlirValueGetType(mlirOperationGetOperand(def, 0))))
    return NULL;
  isl_pw_aff *a = affOf(s, mlirOperationGetOperand(def, 1), depth + 1);
  isl_pw_aff *b = affOf(s, mlirOperationGetOperand(def, 2), depth + 1);
  Cond c = condOf(s, mlirOperationGetOperand(def, 0), depth + 1);
  /* Exact only where the condition is exact: true and false disjoint. */
  isl_bool disjoint = c.mayTrue && c.mayFalse
                          ? isl_set_is_disjoint(c.mayTrue, c.mayFalse)
                          : isl_bool_error;
  if (!a || !b || disjoint != isl_bool_true) {
    isl_pw_aff_free(a);
    isl_pw_aff_free(b);
    isl_set_free(c.mayTrue);
    isl_set_free(c.mayFalse);
    return NULL;
  }
  return isl_pw_aff_union_add(isl_pw_aff_intersect_domain(a, c.mayTrue),
                              isl_pw_aff_intersect_domain(b, c.mayFalse));
}

/* Index arithmetic defined by `def` (result `v`), or NULL. */
static isl_pw_aff *arithAff(Scope *s, MlirOperation def, int depth) {
  if (mlirOperationGetNumResults(def) != 1 ||
      !isIntegerLike(mlirValueGetType(mlirOperationGetResult(def, 0))))
    return NULL;
  if (stitchOpIsA(def, "affine.apply") || stitchOpIsA(def, "affine.min") ||
      stitchOpIsA(def, "affine.max"))
    return affineOpAff(s, def, depth);
  if (stitchOpIsA(def, "arith.select"))
    return selectAff(s, def, depth);
  intptr_t numOperands = mlirOperationGetNumOperands(def);
  if (numOperands < 1 || numOperands > 2)
    return NULL;
  isl_pw_aff *a = affOf(s, mlirOperationGetOperand(def, 0), depth + 1);
  if (!a)
    return NULL;
  /* Unary: casts and extensions. A narrowing cast keeps the value modulo
   * the narrower width; a widening one reads the operand as signed or
   * unsigned. */
  if (numOperands == 1) {
    MlirValue in = mlirOperationGetOperand(def, 0);
    bool widens = widthOf(mlirValueGetType(in)) <
                  widthOf(mlirValueGetType(mlirOperationGetResult(def, 0)));
    if (stitchOpIsA(def, "arith.index_cast") ||
        stitchOpIsA(def, "arith.extsi") || stitchOpIsA(def, "arith.trunci"))
      return widens ? wrapAs(s, a, in, true) : a;
    if (stitchOpIsA(def, "arith.index_castui") ||
        stitchOpIsA(def, "arith.extui"))
      return widens ? wrapAs(s, a, in, false) : a;
    isl_pw_aff_free(a);
    return NULL;
  }
  MlirValue lhs = mlirOperationGetOperand(def, 0);
  int64_t c;
  bool cst = constOperand(def, 1, &c);
  /* By a positive constant. */
  if (cst && c > 0) {
    isl_val *v = isl_val_int_from_si(s->an->ctx, (long)c);
    if (stitchOpIsA(def, "arith.divsi")) {
      isl_val_free(v);
      return isl_pw_aff_tdiv_q(wrapAs(s, a, lhs, true), constAff(s, c));
    }
    if (stitchOpIsA(def, "arith.remsi")) {
      isl_val_free(v);
      return isl_pw_aff_tdiv_r(wrapAs(s, a, lhs, true), constAff(s, c));
    }
    if (stitchOpIsA(def, "arith.floordivsi"))
      return isl_pw_aff_floor(
          isl_pw_aff_scale_down_val(wrapAs(s, a, lhs, true), v));
    if (stitchOpIsA(def, "arith.ceildivsi"))
      return isl_pw_aff_ceil(
          isl_pw_aff_scale_down_val(wrapAs(s, a, lhs, true), v));
    if (stitchOpIsA(def, "arith.divui"))
      return isl_pw_aff_floor(
          isl_pw_aff_scale_down_val(wrapAs(s, a, lhs, false), v));
    if (stitchOpIsA(def, "arith.remui"))
      return isl_pw_aff_mod_val(wrapAs(s, a, lhs, false), v);
    isl_val_free(v);
  }
  /* Shifts by a constant. */
  if (cst && c >= 0 && c <= 62) {
    if (stitchOpIsA(def, "arith.shli"))
      return isl_pw_aff_scale_val(a, powerOfTwo(s->an->ctx, c));
    if (stitchOpIsA(def, "arith.shrsi"))
      return isl_pw_aff_floor(isl_pw_aff_scale_down_val(
          wrapAs(s, a, lhs, true), powerOfTwo(s->an->ctx, c)));
    if (stitchOpIsA(def, "arith.shrui"))
      return isl_pw_aff_floor(isl_pw_aff_scale_down_val(
          wrapAs(s, a, lhs, false), powerOfTwo(s->an->ctx, c)));
  }
  bool add = stitchOpIsA(def, "arith.addi"),
       sub = stitchOpIsA(def, "arith.subi");
  bool mul = stitchOpIsA(def, "arith.muli");
  bool minS = stitchOpIsA(def, "arith.minsi"),
       maxS = stitchOpIsA(def, "arith.maxsi");
  bool minU = stitchOpIsA(def, "arith.minui"),
       maxU = stitchOpIsA(def, "arith.maxui");
  if (!add && !sub && !mul && !minS && !maxS && !minU && !maxU) {
    isl_pw_aff_free(a);
    return NULL;
  }
  isl_pw_aff *b = affOf(s, mlirOperationGetOperand(def, 1), depth + 1);
  if (!b) {
    isl_pw_aff_free(a);
    return NULL;
  }
  if (add)
    return isl_pw_aff_add(a, b);
  if (sub)
    return isl_pw_aff_sub(a, b);
  if (mul)
    return mulIfAffine(a, b);
  a = wrapAs(s, a, lhs, minS || maxS);
  b = wrapAs(s, b, lhs, minS || maxS);
  return (minS || minU) ? isl_pw_aff_min(a, b) : isl_pw_aff_max(a, b);
}

/* `v` as a piecewise affine function of the scope's dimensions and
 * parameters, or NULL. The result may be partial (see totalAff). */
static isl_pw_aff *affOf(Scope *s, MlirValue v, int depth) {
  if (depth > MAX_EXPR_DEPTH || !isIntegerLike(mlirValueGetType(v)))
    return NULL;
  int64_t c;
  if (stitchValueGetConstantInt(v, &c))
    return constAff(s, c);
  if (mlirValueIsABlockArgument(v)) {
    MlirBlock owner = mlirBlockArgumentGetOwner(v);
    intptr_t pos = mlirBlockArgumentGetArgNumber(v);
    if (mlirBlockEqual(owner, s->an->body))
      return varAff(s, pos);
    for (intptr_t j = 0; j < s->numFors; ++j)
      if (pos == 0 && mlirBlockEqual(owner, stitchRegionBlock(s->fors[j], 0)))
        return varAff(s, s->an->numThreads + j);
    return isUniform(s->an, v) ? paramAff(s, v) : NULL;
  }
  isl_pw_aff *pa = arithAff(s, mlirOpResultGetOwner(v), depth);
  if (pa)
    return pa;
  /* Opaque but uniform (a load before the thread loop, a product of two
   * block-level values, ...): one parameter. */
  return isUniform(s->an, v) ? paramAff(s, v) : NULL;
}

/*===----------------------------------------------------------------------===*
 * Conditions
 *===----------------------------------------------------------------------===*/

static Cond unknownCond(Scope *s) { return (Cond){universe(s), universe(s)}; }

static Cond exactCond(isl_set *mayTrue) {
  isl_set *mayFalse = isl_set_complement(isl_set_copy(mayTrue));
  return (Cond){mayTrue, mayFalse};
}

static Cond cmpCond(Scope *s, MlirOperation cmp) {
  MlirAttribute pred = mlirOperationGetAttributeByName(
      cmp, mlirStringRefCreateFromCString("predicate"));
  if (mlirAttributeIsNull(pred) || !mlirAttributeIsAInteger(pred))
    return unknownCond(s);
  isl_pw_aff *a = totalAff(s, mlirOperationGetOperand(cmp, 0));
  isl_pw_aff *b = totalAff(s, mlirOperationGetOperand(cmp, 1));
  if (!a || !b) {
    isl_pw_aff_free(a);
    isl_pw_aff_free(b);
    return unknownCond(s);
  }
  /* arith::CmpIPredicate: eq ne slt sle sgt sge ult ule ugt uge. Both
   * operands read as the predicate reads them (equality holds modulo
   * 2^width either way). */
  int64_t predicate = mlirIntegerAttrGetValueInt(pred);
  MlirValue lhs = mlirOperationGetOperand(cmp, 0);
  bool isSigned = predicate >= 2 && predicate <= 5;
  a = wrapAs(s, a, lhs, isSigned);
  b = wrapAs(s, b, lhs, isSigned);
  switch (predicate) {
  case 0:
    return exactCond(isl_pw_aff_eq_set(a, b));
  case 1:
    return exactCond(isl_pw_aff_ne_set(a, b));
  case 2:
  case 6:
    return exactCond(isl_pw_aff_lt_set(a, b));
  case 3:
  case 7:
    return exactCond(isl_pw_aff_le_set(a, b));
  case 4:
  case 8:
    return exactCond(isl_pw_aff_gt_set(a, b));
  case 5:
  case 9:
    return exactCond(isl_pw_aff_ge_set(a, b));
  default:
    isl_pw_aff_free(a);
    isl_pw_aff_free(b);
    return unknownCond(s);
  }
}

/* Where the i1 value `v` may be true / may be false, within the domain. */
static Cond condOf(Scope *s, MlirValue v, int depth) {
  if (depth > MAX_EXPR_DEPTH || !isI1(mlirValueGetType(v)))
    return unknownCond(s);
  int64_t c;
  if (stitchValueGetConstantInt(v, &c))
    return c ? (Cond){universe(s), isl_set_empty(isl_space_copy(s->space))}
             : (Cond){isl_set_empty(isl_space_copy(s->space)), universe(s)};
  if (!mlirValueIsAOpResult(v))
    return unknownCond(s);
  MlirOperation def = mlirOpResultGetOwner(v);
  if (stitchOpIsA(def, "arith.cmpi"))
    return cmpCond(s, def);
  bool andOp = stitchOpIsA(def, "arith.andi"),
       orOp = stitchOpIsA(def, "arith.ori");
  bool xorOp = stitchOpIsA(def, "arith.xori");
  if (!andOp && !orOp && !xorOp)
    return unknownCond(s);
  Cond a = condOf(s, mlirOperationGetOperand(def, 0), depth + 1);
  Cond b = condOf(s, mlirOperationGetOperand(def, 1), depth + 1);
  if (andOp)
    return (Cond){isl_set_intersect(a.mayTrue, b.mayTrue),
                  isl_set_union(a.mayFalse, b.mayFalse)};
  if (orOp)
    return (Cond){isl_set_union(a.mayTrue, b.mayTrue),
                  isl_set_intersect(a.mayFalse, b.mayFalse)};
  /* xor: true where exactly one may be true. */
  isl_set *t = isl_set_union(
      isl_set_intersect(isl_set_copy(a.mayTrue), isl_set_copy(b.mayFalse)),
      isl_set_intersect(isl_set_copy(a.mayFalse), isl_set_copy(b.mayTrue)));
  isl_set *f = isl_set_union(isl_set_intersect(a.mayTrue, b.mayTrue),
                             isl_set_intersect(a.mayFalse, b.mayFalse));
  return (Cond){t, f};
}

/*===----------------------------------------------------------------------===*
 * Building a scope
 *===----------------------------------------------------------------------===*/

static void addConstraint(Scope *s, isl_set *constraint) {
  s->domain = isl_set_intersect(s->domain, constraint);
}

/* lb <= x < ub and x = lb (mod step), for the parts that are affine. */
static void addBounds(Scope *s, intptr_t pos, MlirValue lbValue,
                      MlirValue ubValue, MlirValue stepValue) {
  isl_pw_aff *lb = wrapAs(s, totalAff(s, lbValue), lbValue, true);
  isl_pw_aff *ub = wrapAs(s, totalAff(s, ubValue), ubValue, true);
  int64_t step;
  if (lb && stitchValueGetConstantInt(stepValue, &step) && step > 1) {
    isl_pw_aff *offset = isl_pw_aff_sub(varAff(s, pos), isl_pw_aff_copy(lb));
    addConstraint(s, isl_pw_aff_zero_set(isl_pw_aff_mod_val(
                         offset, isl_val_int_from_si(s->an->ctx, (long)step))));
  }
  if (lb)
    addConstraint(s, isl_pw_aff_le_set(lb, varAff(s, pos)));
  if (ub)
    addConstraint(s, isl_pw_aff_lt_set(varAff(s, pos), ub));
}

/* Which region of `parent` holds `child`. */
static intptr_t regionIndexOf(MlirOperation parent, MlirOperation child) {
  MlirRegion region = mlirBlockGetParentRegion(mlirOperationGetBlock(child));
  for (intptr_t r = 0; r < mlirOperationGetNumRegions(parent); ++r)
    if (mlirRegionEqual(mlirOperationGetRegion(parent, r), region))
      return r;
  return -1;
}

static void scopeBuild(Scope *s, StitchBarrierAnalysis *an, MlirOperation op) {
  s->an = an;
  s->numFors = 0;
  s->exactPossible = true;
  /* Ancestors between the thread loop and `op`, innermost first, with the
   * op through which the path enters each. */
  MlirOperation ancestors[MAX_ANCESTORS], via[MAX_ANCESTORS];
  intptr_t numAncestors = 0;
  MlirOperation child = op;
  MlirOperation p = mlirOperationGetParentOperation(op);
  while (!mlirOperationIsNull(p) && !mlirOperationEqual(p, an->loop)) {
    if (numAncestors < MAX_ANCESTORS) {
      ancestors[numAncestors] = p;
      via[numAncestors++] = child;
    } else {
      s->exactPossible = false;
    }
    child = p;
    p = mlirOperationGetParentOperation(p);
  }
  if (mlirOperationIsNull(p))
    s->exactPossible = false, numAncestors = 0; /* not in the loop */
  for (intptr_t i = numAncestors - 1; i >= 0; --i)
    if (stitchOpIsA(ancestors[i], "scf.for")) {
      if (s->numFors == MAX_LOOP_DEPTH) {
        s->exactPossible = false;
        break;
      }
      s->fors[s->numFors++] = ancestors[i];
    }
  if (!s->exactPossible)
    s->numFors = 0;

  s->space =
      isl_space_set_alloc(an->ctx, 0, (unsigned)(an->numThreads + s->numFors));
  s->domain = universe(s);
  intptr_t n = an->numThreads;
  for (intptr_t d = 0; d < n; ++d)
    addBounds(s, d, mlirOperationGetOperand(an->loop, d),
              mlirOperationGetOperand(an->loop, n + d),
              mlirOperationGetOperand(an->loop, 2 * n + d));
  if (!s->exactPossible)
    return;
  intptr_t forIndex = 0;
  for (intptr_t i = numAncestors - 1; i >= 0; --i) {
    MlirOperation a = ancestors[i];
    if (stitchOpIsA(a, "scf.for")) {
      /* Unsigned comparisons of the bounds are not modelled. */
      bool isUnsigned = !mlirAttributeIsNull(mlirOperationGetAttributeByName(
          a, mlirStringRefCreateFromCString("unsignedCmp")));
      if (!isUnsigned)
        addBounds(s, n + forIndex, mlirOperationGetOperand(a, 0),
                  mlirOperationGetOperand(a, 1), mlirOperationGetOperand(a, 2));
      ++forIndex;
    } else if (stitchOpIsA(a, "scf.if")) {
      Cond c = condOf(s, mlirOperationGetOperand(a, 0), 0);
      intptr_t r = regionIndexOf(a, via[i]);
      if (r == 0) {
        addConstraint(s, c.mayTrue);
        isl_set_free(c.mayFalse);
      } else {
        addConstraint(s, c.mayFalse);
        isl_set_free(c.mayTrue);
      }
    }
  }
}

static void scopeFree(Scope *s) {
  isl_space_free(s->space);
  isl_set_free(s->domain);
}

/* The scope of `op`: a copy of its block's, built on first use. */
static void scopeInit(Scope *s, StitchBarrierAnalysis *an, MlirOperation op) {
  const void *block = mlirOperationGetBlock(op).ptr;
  intptr_t k = stitchPtrMapGet(&an->scopeIndex, block);
  if (k < 0) {
    Scope built;
    scopeBuild(&built, an, op);
    an->scopes = stitchGrowArray(an->scopes, an->numScopes, &an->capScopes,
                                 sizeof *an->scopes);
    ScopeEntry *e = &an->scopes[an->numScopes];
    memcpy(e->fors, built.fors, sizeof e->fors);
    e->numFors = built.numFors;
    e->exactPossible = built.exactPossible;
    e->domain = built.domain; /* taken */
    isl_space_free(built.space);
    k = an->numScopes++;
    stitchPtrMapPut(&an->scopeIndex, block, k);
  }
  const ScopeEntry *e = &an->scopes[k];
  s->an = an;
  memcpy(s->fors, e->fors, sizeof s->fors);
  s->numFors = e->numFors;
  s->exactPossible = e->exactPossible;
  s->space = isl_space_set_alloc(an->ctx, 0,
                                 (unsigned)(an->numThreads + e->numFors));
  s->domain = isl_set_copy(e->domain);
}

/*===----------------------------------------------------------------------===*
 * Access records
 *===----------------------------------------------------------------------===*/

typedef struct AccessKind {
  const char *name;
  intptr_t memrefPos, firstIndex;
  bool read, write, vector, affineMap;
} AccessKind;

static const AccessKind accessKinds[] = {
    {"memref.load", 0, 1, true, false, false, false},
    {"memref.store", 1, 2, false, true, false, false},
    {"memref.atomic_rmw", 1, 2, true, true, false, false},
    {"vector.load", 0, 1, true, false, true, false},
    {"vector.store", 1, 2, false, true, true, false},
    {"affine.load", 0, 1, true, false, false, true},
    {"affine.store", 1, 2, false, true, false, true},
};

static const AccessKind *accessKindOf(MlirOperation op) {
  for (size_t i = 0; i < sizeof accessKinds / sizeof accessKinds[0]; ++i)
    if (stitchOpIsA(op, accessKinds[i].name))
      return &accessKinds[i];
  return NULL;
}

/* Memory allocated inside the thread loop belongs to one thread. */
static bool isThreadLocal(const StitchBarrierAnalysis *an, MlirValue root) {
  return !mlirValueIsNull(root) && stitchValueIsAllocation(root) &&
         stitchOperationIsAncestor(an->loop, mlirOpResultGetOwner(root));
}

static void pushAccess(StitchBarrierAnalysis *an, Access a) {
  an->accesses = stitchGrowArray(an->accesses, an->numAccesses, &an->capAccesses,
                           sizeof *an->accesses);
  an->accesses[an->numAccesses++] = a;
}

/* The threads of the scope's domain (scf.for IVs projected out). */
static isl_set *threadsOf(Scope *s) {
  if (!s->domain)
    return NULL;
  return isl_set_project_out(isl_set_copy(s->domain), isl_dim_set,
                             (unsigned)s->an->numThreads, (unsigned)s->numFors);
}

/* Only these views keep the indexing of their source. */
static bool isIndexPreservingView(MlirOperation op) {
  return stitchOpIsA(op, "memref.cast") ||
         stitchOpIsA(op, "memref.assume_alignment");
}

/* isl_map_read_from_str, once per distinct text per analysis. */
static isl_map *parseMap(StitchBarrierAnalysis *an, const char *text) {
  for (intptr_t i = 0; i < an->numParsed; ++i)
    if (!strcmp(an->parsed[i].text, text))
      return isl_map_copy(an->parsed[i].map);
  isl_map *map = isl_map_read_from_str(an->ctx, text);
  if (!map)
    return NULL;
  size_t size = strlen(text) + 1;
  char *copy = malloc(size);
  if (!copy)
    abort();
  memcpy(copy, text, size);
  an->parsed = stitchGrowArray(an->parsed, an->numParsed, &an->capParsed,
                               sizeof *an->parsed);
  an->parsed[an->numParsed++] = (ParsedMap){copy, isl_map_copy(map)};
  return map;
}

/* The exact relation thread -> element of the access `op` of `kind`, or
 * NULL when some part of it is not affine. */
static isl_map *exactRelation(Scope *s, MlirOperation op,
                              const AccessKind *kind, MlirValue root) {
  StitchBarrierAnalysis *an = s->an;
  if (!s->exactPossible || !s->domain || !isUniform(an, root))
    return NULL;
  MlirValue memref = mlirOperationGetOperand(op, kind->memrefPos);
  for (MlirValue v = memref; !mlirValueEqual(v, root);) {
    if (!mlirValueIsAOpResult(v) ||
        !isIndexPreservingView(mlirOpResultGetOwner(v)))
      return NULL;
    v = mlirOperationGetOperand(mlirOpResultGetOwner(v), 0);
  }
  MlirType rootType = mlirValueGetType(root);
  MlirType type = mlirValueGetType(memref);
  if (!mlirTypeIsAMemRef(rootType) || !mlirTypeIsAMemRef(type) ||
      !mlirAffineMapIsIdentity(mlirMemRefTypeGetAffineMap(rootType)))
    return NULL;
  intptr_t rank = mlirShapedTypeGetRank(type);
  if (rank > MAX_RANK || mlirShapedTypeGetRank(rootType) != rank)
    return NULL;

  /* Trailing vector dimensions cover [i, i + size). */
  int64_t vectorShape[MAX_RANK];
  intptr_t vectorRank = 0;
  if (kind->vector && !mlirTypeIsAVector(mlirShapedTypeGetElementType(type))) {
    MlirType vt = kind->write ? mlirValueGetType(mlirOperationGetOperand(op, 0))
                              : mlirValueGetType(mlirOperationGetResult(op, 0));
    if (!mlirTypeIsAVector(vt) || mlirVectorTypeIsScalable(vt))
      return NULL;
    vectorRank = mlirShapedTypeGetRank(vt);
    if (vectorRank > rank)
      return NULL;
    for (intptr_t d = 0; d < vectorRank; ++d)
      vectorShape[d] = mlirShapedTypeGetDimSize(vt, d);
  }

  isl_pw_aff *indices[MAX_RANK];
  intptr_t numIndices = 0;
  bool ok = true;
  if (kind->affineMap) {
    MlirAttribute attr = mlirOperationGetAttributeByName(
        op, mlirStringRefCreateFromCString("map"));
    if (mlirAttributeIsNull(attr) || !mlirAttributeIsAAffineMap(attr))
      return NULL;
    MlirAffineMap map = mlirAffineMapAttrGetValue(attr);
    if (mlirAffineMapGetNumResults(map) != rank)
      return NULL;
    for (intptr_t i = 0; i < rank && ok; ++i) {
      isl_pw_aff *pa = wrapTo(s,
                              affineExprAff(s, mlirAffineMapGetResult(map, i),
                                            op, kind->firstIndex,
                                            mlirAffineMapGetNumDims(map), 0),
                              64, true);
      ok = pa && coversDomain(s, pa);
      if (ok)
        indices[numIndices++] = pa;
      else
        isl_pw_aff_free(pa);
    }
  } else {
    if (mlirOperationGetNumOperands(op) != kind->firstIndex + rank)
      return NULL;
    for (intptr_t i = 0; i < rank && ok; ++i) {
      MlirValue index = mlirOperationGetOperand(op, kind->firstIndex + i);
      isl_pw_aff *pa = wrapAs(s, totalAff(s, index), index, true);
      ok = pa != NULL;
      if (ok)
        indices[numIndices++] = pa;
    }
  }
  if (!ok) {
    for (intptr_t i = 0; i < numIndices; ++i)
      isl_pw_aff_free(indices[i]);
    return NULL;
  }

  isl_map *rel = isl_map_from_domain(isl_set_copy(s->domain));
  for (intptr_t i = 0; i < rank; ++i)
    rel = isl_map_flat_range_product(rel, isl_map_from_pw_aff(indices[i]));

  /* Vector extents and static bounds (an out-of-bounds access is
   * undefined, so elements outside the shape are never touched). */
  char text[64 * MAX_RANK + 64];
  int len = snprintf(text, sizeof text, "{ [");
  for (intptr_t i = 0; i < rank; ++i)
    len += snprintf(text + len, sizeof text - (size_t)len, "%si%" PRIdPTR,
                    i ? ", " : "", i);
  len += snprintf(text + len, sizeof text - (size_t)len, "] -> [");
  for (intptr_t i = 0; i < rank; ++i)
    len += snprintf(text + len, sizeof text - (size_t)len, "%so%" PRIdPTR,
                    i ? ", " : "", i);
  len += snprintf(text + len, sizeof text - (size_t)len, "] : 0 = 0");
  for (intptr_t i = 0; i < rank; ++i) {
    intptr_t v = i - (rank - vectorRank);
    if (v >= 0)
      len += snprintf(text + len, sizeof text - (size_t)len,
                      " and i%" PRIdPTR " <= o%" PRIdPTR " < i%" PRIdPTR
                      " + %" PRId64,
                      i, i, i, vectorShape[v]);
    else
      len += snprintf(text + len, sizeof text - (size_t)len,
                      " and o%" PRIdPTR " = i%" PRIdPTR, i, i);
    if (!mlirShapedTypeIsDynamicDim(rootType, i))
      len += snprintf(text + len, sizeof text - (size_t)len,
                      " and 0 <= o%" PRIdPTR " < %" PRId64, i,
                      mlirShapedTypeGetDimSize(rootType, i));
  }
  snprintf(text + len, sizeof text - (size_t)len, " }");
  rel = isl_map_apply_range(rel, parseMap(an, text));
  rel = isl_map_project_out(rel, isl_dim_in, (unsigned)an->numThreads,
                            (unsigned)s->numFors);
  return isl_map_coalesce(rel);
}

typedef struct EffectCollector {
  StitchBarrierAnalysis *an;
  Scope *scope;
  MlirOperation op;
} EffectCollector;

static void collectEffect(StitchEffectKind kind, MlirValue value,
                          void *userData) {
  EffectCollector *c = userData;
  if (kind == STITCH_EFFECT_ALLOCATE)
    return; /* a fresh allocation touches nothing another thread sees */
  MlirValue root = mlirValueIsNull(value) ? value : stitchMemrefRoot(value);
  if (isThreadLocal(c->an, root))
    return;
  bool isRead = kind == STITCH_EFFECT_READ;
  pushAccess(c->an,
             (Access){c->op, root, isRead, !isRead, NULL, threadsOf(c->scope)});
}

/* Builds and caches the accesses of `op` (an op without nested walking). */
static OpEntry *recordsOf(StitchBarrierAnalysis *an, MlirOperation op) {
  OpEntry *entry = findOp(an, op.ptr);
  if (entry)
    return entry;
  intptr_t first = an->numAccesses;
  const AccessKind *kind = accessKindOf(op);
  /* Most ops of a kernel (arithmetic, index computations) touch no memory,
   * or only memory of this thread: record them without building the
   * isl domain of their scope, which is most of what recording costs. */
  if (kind ? isThreadLocal(an, stitchMemrefRoot(mlirOperationGetOperand(
                                   op, kind->memrefPos)))
           : stitchOperationIsMemoryEffectFree(op)) {
    insertOp(an, (OpEntry){op.ptr, first, 0});
    return findOp(an, op.ptr);
  }
  isl_ctx_reset_operations(an->ctx);
  Scope s;
  scopeInit(&s, an, op);
  if (kind) {
    MlirValue root =
        stitchMemrefRoot(mlirOperationGetOperand(op, kind->memrefPos));
    isl_map *rel = exactRelation(&s, op, kind, root);
    isl_set *threads = rel ? isl_map_domain(isl_map_copy(rel)) : threadsOf(&s);
    pushAccess(an, (Access){op, root, kind->read, kind->write, rel, threads});
  } else {
    EffectCollector c = {an, &s, op};
    if (!stitchOperationForEachMemoryEffect(op, collectEffect, &c))
      pushAccess(
          an, (Access){op, (MlirValue){NULL}, true, true, NULL, threadsOf(&s)});
  }
  scopeFree(&s);
  if (isl_ctx_last_error(an->ctx) != isl_error_none)
    isl_ctx_reset_error(an->ctx);
  insertOp(an, (OpEntry){op.ptr, first, an->numAccesses - first});
  return findOp(an, op.ptr);
}

/*===----------------------------------------------------------------------===*
 * Conflicts
 *===----------------------------------------------------------------------===*/

static bool rootsMayAlias(MlirValue a, MlirValue b) {
  if (mlirValueIsNull(a) || mlirValueIsNull(b))
    return true;
  return stitchMemrefsMayAlias(a, b, /*honorNoAlias=*/true);
}

/* May threads t != t' make accesses x (by t) and y (by t') touch one
 * element? With readsConflict, two reads count too. */
static bool accessesConflict(StitchBarrierAnalysis *an, const Access *x,
                             const Access *y, bool readsConflict) {
  if (!readsConflict && !x->write && !y->write)
    return false;
  if (!rootsMayAlias(x->root, y->root))
    return false;
  if (!x->threads || !y->threads)
    return true;
  isl_ctx_reset_operations(an->ctx);
  isl_map *pairs;
  if (x->rel && y->rel && mlirValueEqual(x->root, y->root))
    pairs = isl_map_apply_range(isl_map_copy(x->rel),
                                isl_map_reverse(isl_map_copy(y->rel)));
  else
    pairs = isl_map_from_domain_and_range(isl_set_copy(x->threads),
                                          isl_set_copy(y->threads));
  pairs = isl_map_intersect(pairs, isl_map_copy(an->distinct));
  isl_bool empty = isl_map_is_empty(pairs);
  isl_map_free(pairs);
  if (empty == isl_bool_error) {
    isl_ctx_reset_error(an->ctx);
    return true;
  }
  return empty == isl_bool_false;
}

static bool indicesConflict(StitchBarrierAnalysis *an, intptr_t i, intptr_t j,
                            bool readsConflict) {
  intptr_t lo = i < j ? i : j, hi = i < j ? j : i;
  uint64_t key =
      (((uint64_t)lo << 32) | ((uint64_t)hi << 1) | (readsConflict ? 1 : 0)) +
      1;
  PairEntry *e = findPair(an, key);
  if (e)
    return e->conflict;
  bool conflict =
      accessesConflict(an, &an->accesses[lo], &an->accesses[hi], readsConflict);
  insertPair(an, key, conflict);
  return conflict;
}

/*===----------------------------------------------------------------------===*
 * Public API
 *===----------------------------------------------------------------------===*/

StitchBarrierAnalysis *stitchBarrierAnalysisCreate(MlirOperation threadLoop) {
  isl_ctx *ctx = isl_ctx_alloc();
  if (!ctx)
    return NULL;
  isl_options_set_on_error(ctx, ISL_ON_ERROR_CONTINUE);
  isl_ctx_set_max_operations(ctx, ISL_MAX_OPERATIONS);
  StitchBarrierAnalysis *an = calloc(1, sizeof *an);
  if (!an) {
    isl_ctx_free(ctx);
    return NULL;
  }
  an->ctx = ctx;
  an->loop = threadLoop;
  an->body = stitchRegionBlock(threadLoop, 0);
  an->numThreads = stitchParallelGetNumLoops(threadLoop);
  isl_space *set = isl_space_set_alloc(ctx, 0, (unsigned)an->numThreads);
  isl_space *pairSpace = isl_space_map_from_set(set);
  an->distinct = isl_map_subtract(isl_map_universe(isl_space_copy(pairSpace)),
                                  isl_map_identity(pairSpace));
  return an;
}

void stitchBarrierAnalysisDestroy(StitchBarrierAnalysis *an) {
  if (!an)
    return;
  stitchAccessSetDestroy(an->all);
  for (intptr_t i = 0; i < an->numAccesses; ++i) {
    isl_map_free(an->accesses[i].rel);
    isl_set_free(an->accesses[i].threads);
  }
  free(an->accesses);
  free(an->ops);
  free(an->pairs);
  free(an->params);
  for (intptr_t i = 0; i < an->numScopes; ++i)
    isl_set_free(an->scopes[i].domain);
  free(an->scopes);
  for (intptr_t i = 0; i < an->numParsed; ++i) {
    free(an->parsed[i].text);
    isl_map_free(an->parsed[i].map);
  }
  free(an->parsed);
  stitchPtrMapFree(&an->scopeIndex);
  stitchPtrMapFree(&an->privateMemo);
  isl_map_free(an->distinct);
  isl_ctx_free(an->ctx);
  free(an);
}

MlirOperation
stitchBarrierAnalysisGetThreadLoop(const StitchBarrierAnalysis *an) {
  return an->loop;
}

StitchAccessSet *stitchAccessSetCreate(StitchBarrierAnalysis *an) {
  StitchAccessSet *set = calloc(1, sizeof *set);
  if (!set)
    abort();
  set->an = an;
  return set;
}

static void setAdd(StitchAccessSet *set, intptr_t item) {
  if (!stitchPtrSetInsert(&set->seen, (const void *)(uintptr_t)(item + 1)))
    return;
  set->items = stitchGrowArray(set->items, set->size, &set->cap, sizeof *set->items);
  set->items[set->size++] = item;
}

void stitchAccessSetAddOp(StitchAccessSet *set, MlirOperation op) {
  if (stitchOperationIsBarrier(op))
    return;
  if (isStructuredControlFlow(op)) {
    for (intptr_t r = 0; r < mlirOperationGetNumRegions(op); ++r)
      for (MlirBlock b = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, r));
           !mlirBlockIsNull(b); b = mlirBlockGetNextInRegion(b))
        for (MlirOperation o = mlirBlockGetFirstOperation(b);
             !mlirOperationIsNull(o); o = mlirOperationGetNextInBlock(o))
          stitchAccessSetAddOp(set, o);
    return;
  }
  OpEntry *e = recordsOf(set->an, op);
  intptr_t first = e->first, count = e->count;
  for (intptr_t i = 0; i < count; ++i)
    setAdd(set, first + i);
}

StitchAccessSet *stitchAccessSetCollect(StitchBarrierAnalysis *an,
                                        MlirOperation firstOp,
                                        MlirOperation endOp) {
  StitchAccessSet *set = stitchAccessSetCreate(an);
  for (MlirOperation op = firstOp;
       !mlirOperationIsNull(op) &&
       (mlirOperationIsNull(endOp) || !mlirOperationEqual(op, endOp));
       op = mlirOperationGetNextInBlock(op))
    stitchAccessSetAddOp(set, op);
  return set;
}

void stitchAccessSetAppend(StitchAccessSet *dst, const StitchAccessSet *src) {
  for (intptr_t i = 0; i < src->size; ++i)
    setAdd(dst, src->items[i]);
}

intptr_t stitchAccessSetGetSize(const StitchAccessSet *set) {
  return set->size;
}

bool stitchAccessSetsConflict(const StitchAccessSet *a,
                              const StitchAccessSet *b) {
  for (intptr_t i = 0; i < a->size; ++i)
    for (intptr_t j = 0; j < b->size; ++j)
      if (indicesConflict(a->an, a->items[i], b->items[j], false))
        return true;
  return false;
}

static void printRoot(MlirValue root, FILE *file) {
  if (mlirValueIsNull(root)) {
    fputs("unknown memory", file);
  } else if (mlirValueIsABlockArgument(root)) {
    fprintf(file, "argument %" PRIdPTR, mlirBlockArgumentGetArgNumber(root));
  } else {
    MlirStringRef name =
        mlirIdentifierStr(mlirOperationGetName(mlirOpResultGetOwner(root)));
    fprintf(file, "%.*s", (int)name.length, name.data);
  }
}

void stitchAccessSetPrint(const StitchAccessSet *set, FILE *file) {
  for (intptr_t i = 0; i < set->size; ++i) {
    const Access *a = &set->an->accesses[set->items[i]];
    MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(a->op));
    fprintf(file, "%.*s %s%s of ", (int)name.length, name.data,
            a->read ? "R" : "", a->write ? "W" : "");
    printRoot(a->root, file);
    char *text = a->rel       ? isl_map_to_str(a->rel)
                 : a->threads ? isl_set_to_str(a->threads)
                              : NULL;
    fprintf(file, ": %s %s\n", a->rel ? "exact" : "threads",
            text ? text : "(any)");
    free(text);
  }
}

void stitchAccessSetDestroy(StitchAccessSet *set) {
  if (!set)
    return;
  free(set->items);
  stitchPtrSetFree(&set->seen);
  free(set);
}

bool stitchAccessIsThreadPrivate(StitchBarrierAnalysis *an, MlirOperation op) {
  intptr_t memo = stitchPtrMapGet(&an->privateMemo, op.ptr);
  if (memo >= 0)
    return memo == 1;
  if (!an->all)
    an->all = stitchAccessSetCollect(an, mlirBlockGetFirstOperation(an->body),
                                     (MlirOperation){NULL});
  StitchAccessSet *mine = stitchAccessSetCreate(an);
  stitchAccessSetAddOp(mine, op);
  bool isPrivate = true;
  for (intptr_t i = 0; i < mine->size && isPrivate; ++i) {
    intptr_t x = mine->items[i];
    if (!an->accesses[x].rel) {
      isPrivate = false;
      break;
    }
    for (intptr_t j = 0; j < an->all->size && isPrivate; ++j)
      if (indicesConflict(an, x, an->all->items[j], true))
        isPrivate = false;
  }
  stitchAccessSetDestroy(mine);
  stitchPtrMapPut(&an->privateMemo, op.ptr, isPrivate);
  return isPrivate;
}
