/*===- TranslateInternal.h - stitch-cuda translator internals ---*- C -*-===*
 *
 * Shared by the translator's files (Translate.c: kernels and the entry
 * point; Expr.c: expressions; Stmt.c: statements, loops and the AST scans
 * they need; Builtins.c: calls (math, atomics, barriers, inlined
 * __device__ functions, struct assignment); Types.c: clang types, struct
 * layouts, variables, conversions, memory access; Support.c: tracked
 * allocations, text buffers, diagnostics, emission, scf.if; FindKernels.c:
 * the kernels and template instantiations a file has). Not a public
 * interface: everything here has hidden visibility. See Translate.c for
 * how values, pointers and control flow are represented.
 *===----------------------------------------------------------------------===*/

#ifndef STITCH_CUDA_TRANSLATE_INTERNAL_H
#define STITCH_CUDA_TRANSLATE_INTERNAL_H

#include "Translate.h"

#include <clang-c/Index.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#pragma GCC visibility push(hidden)

typedef struct Buf {
  char *s;
  size_t n, cap;
} Buf;

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
  /* A pointer for an access to `volatile` memory outside the block
   * (global): load and store make it an atomic read or write, which LLVM
   * keeps in place (a spin on another block's flag). Set per access. */
  int vol;
} Val;

/* VAR_ALIAS: a reference parameter of an inlined __device__ function bound
 * to a variable of the caller (Var.alias): findVar answers the caller's.
 * VAR_GROUP: a cooperative_groups group (Var.group), which has no value. */
enum {
  VAR_SSA,
  VAR_PTR,
  VAR_MEM_ARRAY,
  VAR_MEM_SCALAR,
  VAR_ALIAS,
  VAR_GROUP,
  VAR_LAMBDA, /* a lambda (Lambdas.c): Var.lambda, Var.copies */
  /* The buffer a VAR_PTR points into (the variable right after it, same
   * declaration): val.v is the memref, val.mty its type. Kept as a variable
   * of its own so that loops and branches carry it, as a memref, where the
   * pointer moves to another buffer (`float *t = a; a = b; b = t;`). */
  VAR_BASE
};

/* A cooperative group: a tile's size in threads (0: the whole block) and
 * the size of the tile it was partitioned from (0: the block). */
typedef struct Group {
  int size, parent;
} Group;

typedef struct Var {
  CXCursor decl;
  int kind;
  Val val; /* SSA: current value; PTR: base + current offset; MEM: offset 0 */
  int special; /* flags and return values have no declaration */
  int field;   /* a field of a struct variable (one var per field), or -1 */
  int alias;   /* VAR_ALIAS: the variable it stands for */
  Group group; /* VAR_GROUP: which group */
  CXCursor lambda; /* VAR_LAMBDA: its LambdaExpr */
  int copies;      /* VAR_LAMBDA: hidden copies of captures that follow it */
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

/* The scalar leaves of a struct, nested structs flattened in order
 * (`Box {float3 lo, hi}`: lo.x, lo.y, lo.z, hi.x, ...): each leaf's
 * FieldDecl and its offset in bits from the start of the outer struct. A
 * struct variable is one variable per leaf (Var.field: the leaf's index). */
typedef struct Fields {
  CXCursor f[32];
  long long off[32];
  int n, bad;
} Fields;

typedef struct Fn {
  CXCursor decl;
  int ret;    /* var index of the return flag */
  int retVal; /* var index of the return value, -1 for void */
  Sc retTy;
  /* A struct result: its fields are the retFields.n variables from retVal
   * on (one per field, as a struct variable's); retFields.n is 0 else. */
  Fields retFields;
  Loop loops[64];
  int numLoops;
  struct Fn *parent;
  /* A member function inlined on a struct variable: that variable's
   * declaration (its fields are the members `this` names). */
  int hasThis;
  CXCursor thisDecl;
} Fn;

/* SharedPools.c: __shared__ arrays pointer variables move among, slices
 * of one workgroup buffer (a pool). */
typedef struct Pool {
  int root;        /* the scan's group */
  long long total; /* scalars */
  Sc t;            /* the element */
  char base[NAME]; /* its attribution ("" until an array is declared) */
  char mty[MTY];
} Pool;

typedef struct SharedSlice {
  CXCursor decl; /* canonical */
  int pool;
  long long offset; /* in scalars */
} SharedSlice;

typedef struct Ctx {
  CXTranslationUnit tu;
  /* The kernel being translated when it is a template's instantiation
   * (`reduce<512, int>`, named in errors); "" otherwise. */
  char instantiation[128];
  /* "__stitch_tu<hash of the .cu path>": appended to the symbols of the
   * kernels another .cu may translate too (see kernel()). */
  char tuTag[32];
  /* The kernel's volatile __shared__ access was warned about. */
  int warnedVolatile;
  Buf *out;
  int indent;
  unsigned next;
  Var *vars;
  int numVars, capVars;
  Global globals[64];
  int numGlobals;
  Buf attribs; /* workgroup attributions */
  int numShared;
  /* A kernel with `extern __shared__` (dynamic shared memory) takes the
   * launch's byte count (%shmem) and reads it through a memref.view of
   * gpu.dynamic_shared_memory (%dynsh). dynElem: its element type. */
  int dynShared;
  Sc dynElem;
  /* The dynamic shared memory is typed by casts of the extern __shared__
   * arrays (DynScan.casts): arrays of another element type are only read
   * through such a cast. */
  int dynCast;
  /* Local arrays, allocated once at the top of the thread body: declared
   * in a loop, an alloca per iteration grew the stack until it overflowed
   * (found by review). */
  Buf privates;
  /* __shared__ variables declared in __device__ functions: one buffer per
   * declaration and kernel, whatever the number of inlined calls. */
  CXCursor sharedDecls[64];
  Val sharedVals[64];
  int numSharedDecls;
  /* The kernel's pools and their arrays (planSharedPools). */
  Pool pools[16];
  int numPools;
  SharedSlice pooled[64];
  int numPooled;
  /* The shared int of __syncthreads_count/and/or (base empty: none yet). */
  Val syncCounter;
  Fn *fn;
  /* The statements being translated are the kernel's last (nothing of
   * the kernel runs after them): the guard of a `return` among them is
   * marked `stitch.exit_guard`, and barriers after it wait for the
   * threads that did not return (stitch-predicate-exits). */
  int kernelTail;
  /* Attribute dictionary for the next emitIf's scf.if ("" for none). */
  const char *ifAttrs;
  /* The if statement about to be translated is the kernel's last and its
   * else branch is absent or a return: the threads that do not take it
   * exit, so its scf.if is an exit guard too. */
  int tailIf;
  /* The statements being translated are the body of an exit loop (a loop
   * of the kernel holding a `return`, without break or continue): the
   * guard of the rest after a return there is an exit guard. whileLoop
   * sets exitLoopBody for loopBody, which makes it exitLoopTop for the
   * body's own statement list. */
  int exitLoopBody, exitLoopTop;
  /* Block sizes to emit specialized copies of the kernels for (NULL: none,
   * only the generic functions). */
  const struct LaunchShapes *launchShapes;
  char loc[640]; /* loc(...) of the statement/expression being translated */
  jmp_buf fail;
  int errors;
} Ctx;

static const Sc kBool = {SC_INT, 1, 0};

typedef Val (*Region)(Ctx *c, void *arg);

/* The layout of a type in memory as consecutive scalars of one type: a
 * scalar, arrays of it, and structs whose fields are such (recursively,
 * no bit-fields, no padding: sizeof is the scalars' total). A struct
 * {float lat, lng;} in memory is two floats, so an array of them is a flat
 * memref<?xf32>: p[i] strides by 2 and p->lng adds 1. A struct whose
 * fields differ in type or leave padding (Rodinia's box_str: ints and a
 * long) is `mixed`: its memory is units of an unsigned integer as wide as
 * its narrowest scalar (box_str: i32), a field a unit read as its type
 * (bitcast) or several units (little-endian, as the host's bytes). ok = 0
 * for anything else (bit-fields, pointers, unaligned fields). */
typedef struct Layout {
  Sc t;         /* the scalar (kind SC_VOID until the first one) */
  long long n;  /* how many */
  int ok;
  int mixed; /* t is the unit of a struct of several scalar types */
} Layout;

typedef struct Kids {
  CXCursor k[16];
  int n;
} Kids;

typedef struct LV {
  int var; /* var index, or -1 for memory */
  Val mem; /* memory: the element's pointer */
} LV;

typedef struct Pair {
  CXCursor a, b;
  Sc t;
} Pair;

typedef struct MathFn {
  const char *name;
  const char *op;
  int args;
} MathFn;

typedef struct Scan {
  int brk, cont, ret; /* found (break/continue at this loop level) */
  int depth;          /* nested loop depth below the scanned statement */
  int sw;             /* switches around it at this loop level: their
                         break is theirs, a continue still the loop's */
} Scan;

typedef struct Assigned {
  Ctx *c;
  char *mark; /* per var index */
} Assigned;

typedef struct Seq {
  CXCursor *stmts;
  int n;
  /* Flags (variable indices) known false where the statements run. */
  int clear[3], numClear;
} Seq;

typedef struct CursorList {
  CXCursor *k;
  int n, cap;
} CursorList;

/* A counted loop `for (int i = a; i < b; i += C)` (C > 0 constant, also
 * `<=`, `++i`, `i++`), i and b's operands not assigned in the body, no
 * break or return: scf.for. Returns 0 when the loop is not of this form. */
typedef struct Counted {
  CXCursor var, lb, ub, body;
  int inclusive;
  long long step;
} Counted;

typedef struct DynScan {
  int found;
  Sc elem;
  int pad;
  /* Casts of an extern __shared__ array to another element type
   * (`reinterpret_cast<T *>(smem)`, the SDK's SharedMemory<T> conversion):
   * how many, the first one's element type, whether they disagree. */
  int casts;
  Sc castElem;
  int castConflict;
} DynScan;

typedef struct Param {
  int isPtr;
  Sc t;
  int nf;            /* a struct passed by value: its fields, 0 otherwise */
  Sc ft[32];
  long long off[32]; /* byte offsets of the fields */
  int empty;         /* a stateless tag (`std::bool_constant<B>`): nothing */
} Param;

typedef struct Collect {
  CursorList kernels;
  CursorList visited; /* host function instantiations searched for launches */
} Collect;

/*--- Support.c ---*/

void *trealloc(void *p, size_t n);
void *tmalloc(size_t n);
void *tcalloc(size_t n, size_t size);
void tfree(void *p);
void tfreeAll(void);
void bufAppendV(Buf *b, const char *fmt, va_list ap);
void bufAppend(Buf *b, const char *fmt, ...);
void bufFree(Buf *b);
_Noreturn void fail(Ctx *c, CXCursor at, const char *fmt, ...);
/* A located warning; translation goes on. */
void warn(Ctx *c, CXCursor at, const char *fmt, ...);
void emit(Ctx *c, const char *fmt, ...);
void setLoc(Ctx *c, CXCursor at);
void fresh(Ctx *c, char out[NAME]);
const char *scName(Sc t, char buf[16]);
const char *memName(Sc t, char buf[16]);
/* The element type of the memref type `mty` ("f32" of "memref<?xf32>"). */
const char *memrefElement(const char *mty, char buf[16]);
/* Does pointer `p` read its memory as another scalar type of the same width
 * (`(int *)floatPtr`, the CAS idiom of float atomics)? Its loads and stores
 * then bitcast. */
int reinterpreted(Val p);
/* p for an access of type t: marked `vol` when t is volatile and p's
 * memory is not the block's own (Val.vol). */
Val accessOf(Val p, CXType t);
/* Bits a scalar takes in memory (a bool: a byte). */
int memoryBits(Sc t);
/* The distance in p's memory units between consecutive elements of type
 * elem (p[1] - p[0]): sizeof(elem) over the unit of p's memref. */
long long elemStride(Val p, CXType elem);
/* The scalar of type t at p + units (in p's memory units). */
Val fieldAt(Ctx *c, Val p, long long units, Sc t, CXCursor at);
/* The fields fs of the struct of type st at mem, loaded one by one. */
void fieldsInMemory(Ctx *c, CXCursor e, Val mem, CXType st, const Fields *fs,
                    Val *vals);
/* The scalar type pointer `p`'s memory holds (its memref's element; MLIR's
 * integers, signed). */
Sc memoryScalar(Val p);
/* `v` as the scalar type `to` of the same width (arith.bitcast). */
Val bitcastScalar(Ctx *c, Val v, Sc to);
/* Pointer `p` into a static 1-D global buffer (a `__device__` array,
 * memref<32xi32>) as one into a buffer of dynamic size (memref<?xi32>, a
 * memref.cast), the type of kernel arguments, so that pointer variables
 * move between the two; other pointers unchanged. */
Val dynamicSizePtr(Ctx *c, Val p);
Sc scInt(int bits, int sign);
Val scalar(const char *v, Sc t);
Val constInt(Ctx *c, long long v, Sc t);
Val constFloat(Ctx *c, double v, Sc t);
void constIndex(Ctx *c, long long v, char out[NAME]);
void snapshot(Ctx *c, int n, char (*save)[NAME]);
void restore(Ctx *c, int n, char (*save)[NAME]);
const char *varType(Var *v, char buf[16]);
Val emitIf(Ctx *c, const char *cond, Region thenR, void *thenArg,
           Region elseR, void *elseArg, Sc rty);

/*--- Types.c ---*/

CXType canon(CXType t);
Sc scalarOf(CXType t);
int isPtrType(CXType t);
/* A parameter of pointer type, or of array type, which C adjusts to a
 * pointer (`float v[]`, `const float v[4]`: libclang gives the type as
 * written): 1 and its pointee in *pointee; else 0. */
int paramPointee(CXType t, CXType *pointee);
enum CXVisitorResult layoutField(CXCursor f, CXClientData data);
void layoutAdd(Layout *l, CXType t);
Layout layoutOf(CXType t);
long long scalarCount(CXType t);
Sc arrayScalar(CXType t);
char *typeSpelling(CXType t, char *buf, size_t n);
char *cursorSpelling(CXCursor cur, char *buf, size_t n);
enum CXChildVisitResult collectKid(CXCursor cur, CXCursor parent,
                                   CXClientData data);
Kids kids(CXCursor cur);
CXCursor stripParens(CXCursor cur);
CXCursor childOfKind(CXCursor parent, enum CXCursorKind kind);
int hasAttr(CXCursor decl, enum CXCursorKind attr);
/* Is `cur` in the main file, written there or expanded there from a macro
 * (a kernel defined by a macro the file invokes)? */
/* In the main file or a file it includes that is not a system header (the
 * toolkit's and the C++ library's are): Rodinia's `#include
 * "kernel.cu"`. */
int isInUserFile(CXCursor cur);
int addVar(Ctx *c, CXCursor decl, int kind, Val v);
/* A pointer variable: its VAR_BASE, then the VAR_PTR (returned). */
int addPtrVar(Ctx *c, CXCursor decl, Val v);
/* Each VAR_PTR's base from its VAR_BASE (after loops and branches renamed
 * the carried values). */
void syncPointerBases(Ctx *c);
int structFields(CXType t, Fields *fs);
/* Is t a union (whose fields share storage: never a struct variable of
 * one variable per field, see structFields)? */
int isUnionType(CXType t);
/* A struct or class without data members or base classes (a stateless
 * functor, SHOC's texReader): its objects hold nothing, so variables and
 * temporaries of it need no value and its member functions no `this`. */
int emptyRecord(CXType t);
int addStructVar(Ctx *c, CXCursor decl, const Fields *fs,
                 const Val *vals);
int findVar(Ctx *c, CXCursor decl);
int findField(Ctx *c, CXCursor decl, CXCursor field);
/* The variable of leaf `leaf` of struct variable decl (an `S &` parameter's
 * alias followed), or -1 (decl is no struct variable). */
int leafVar(Ctx *c, CXCursor decl, int leaf);
/* If `e` names a struct variable or a (nested) struct field of one (`s`,
 * `s.lo`, `lo` in a member function on s): its declaration and the index
 * of its first leaf. */
int structSubobject(Ctx *c, CXCursor e, CXCursor *decl, int *first);
/* If `e` is a struct variable or a nested struct of one (structSubobject,
 * struct type of leaves fs): declares `decl` a struct variable whose
 * leaves are aliases of e's (an `S &` bound to it, `this` of a member
 * called on it) and returns 1. */
int aliasSubobject(Ctx *c, CXCursor decl, CXCursor e, const Fields *fs);
/* The first leaf of the direct field `field` of struct type t and (*count)
 * how many leaves it has (1 for a scalar); -1 if t has no such field. */
int directLeaf(CXType t, CXCursor field, int *count);
int addFlag(Ctx *c);
/* Is pointer p null (its buffer's address 0)? An i1. */
Val pointerIsNull(Ctx *c, Val p);
/* v converted to type `to`; a pointer converts to bool (not null). */
Val convert(Ctx *c, Val v, Sc to, CXCursor at);
/* `cond ? a : b` as arith.select (both computed). */
Val selectOf(Ctx *c, Val cond, Val a, Val b);
void toIndex(Ctx *c, Val v, char out[NAME], CXCursor at);
Val load(Ctx *c, Val p);
void store(Ctx *c, Val p, Val v);
Val ptrAdd(Ctx *c, Val p, Val i, long long stride, int negate,
           CXCursor at);

/*--- Expr.c ---*/

LV memberLV(Ctx *c, CXCursor e);
/* The struct variable a member call `callee` (its MemberRefExpr: `a.f`,
 * or `f` / `this->f` inside a member function) runs on: 1 and its
 * declaration, 0 if it has none (a struct in memory, a pointer). */
int memberObject(Ctx *c, CXCursor callee, CXCursor *decl);
LV lvalue(Ctx *c, CXCursor e);
/* Strips parentheses and implicit conversions that change no more than
 * qualifiers (binding a `const T &` adds const). */
CXCursor stripQualifierCasts(CXCursor cur);
/* Whether `arg` is an lvalue of type `pointee` (a scalar or a pointer) a
 * reference binds to directly (memory, a __shared__ scalar, a variable),
 * not a temporary. */
int bindsConstRef(Ctx *c, CXCursor arg, CXType pointee);
/* Binds a reference (to a scalar or a pointer) to the lvalue `init` (a
 * call's argument, a local's initializer): returns the variable it stands
 * for (>= 0: a variable, a struct variable's field) or -1 for an element
 * of memory (*out its pointer). */
int bindLvalueReference(Ctx *c, CXCursor init, Val *out);
/* How many arguments of the math function `name` called with nargs
 * arguments are pointers it writes its results through (sincosf: 2,
 * modff: 1, else 0); *first: the first of them. */
int outputArguments(const char *name, int nargs, unsigned *first);
/* If `e` (parentheses aside) is `&x`, sets *x to x and returns 1. */
int addressOfOperand(CXCursor e, CXCursor *x);
Val readLV(Ctx *c, LV lv);
void writeLV(Ctx *c, LV lv, Val v, CXCursor at);
Sc common(Sc a, Sc b);
Val arith(Ctx *c, enum CXBinaryOperatorKind op, Val a, Val b, Sc t,
          CXCursor at);
Val compare(Ctx *c, enum CXBinaryOperatorKind op, Val a, Val b,
            CXCursor at);
Val notBool(Ctx *c, Val v);
Val regionExprBool(Ctx *c, void *arg);
Val regionConstBool(Ctx *c, void *arg);
Val regionExprAs(Ctx *c, void *arg);
Val regionExprAsB(Ctx *c, void *arg);
Val builtinVar(Ctx *c, CXCursor e);
int builtinStructFields(Ctx *c, CXCursor s, const Fields *fs, Val *vals);
/* Is `d` the declaration of an extern __shared__ array? */
int isExternShared(CXCursor d);
/* Is `e` (parentheses and implicit casts aside) a reference to an extern
 * __shared__ array? Sets *elem to its element type. */
int isExternSharedRef(CXCursor e, Sc *elem);
/* Is `e` `smem + off`, `off + smem` or `&smem[off]` of an extern __shared__
 * array smem (the operand of a cast carving an array out of dynamic shared
 * memory at an offset)? Sets *off to the offset's expression (in elements
 * of smem) and *elem to smem's element type. */
int dynSharedOffsetExpr(CXCursor e, CXCursor *off, Sc *elem);
/* Does the conversion function `f` (`operator T *()`) return an extern
 * __shared__ array it declares (the SDK's SharedMemory<T>)? */
int convertsDynShared(CXCursor f);
/* The kernel's dynamic shared memory as a pointer to its element type. */
Val dynSharedPtr(Ctx *c);
int globalVar(Ctx *c, CXCursor d, CXCursor at);
Val declRef(Ctx *c, CXCursor e);
Val incDec(Ctx *c, CXCursor e, int inc, int post);
Val binary(Ctx *c, CXCursor e);
Val unary(Ctx *c, CXCursor e);
/* The value of `e` when clang evaluates it to a number of t's kind (an
 * integer for an integer t, a float for a float t): a constant of type t
 * in *out, 1; else 0. */
int constantOf(Ctx *c, CXCursor e, Sc t, Val *out);
Val literal(Ctx *c, CXCursor e);
void cursorKindName(enum CXCursorKind k, char *buf, size_t n);
Val exprAt(Ctx *c, CXCursor e);
Val expr(Ctx *c, CXCursor e);

/*--- Builtins.c ---*/

Val callMath(Ctx *c, CXCursor e, const MathFn *m);
Val callMinMax(Ctx *c, CXCursor e, int isMax);
Val callAtomic(Ctx *c, CXCursor e, const char *name);
/* Inlines the call `e` of fdecl, a __device__ function, member function,
 * operator or constructor the program defines. self: the struct variable
 * a constructor initializes (NULL otherwise). structOut: where a struct
 * result's field values go (fdecl's result struct's Fields order). The
 * result: a scalar result's value. */
Val callInline(Ctx *c, CXCursor e, CXCursor fdecl, const CXCursor *self,
               Val *structOut);
int userCall(CXCursor e);
/* The function a call `e` calls: its referenced cursor, or the function a
 * substituted template argument names (`template <float (*f)(float)>`
 * ... `f(v)`); null for a call through a pointer. */
CXCursor calleeOf(CXCursor e);
/* __ldg and the cache-hint loads (__ldca, __ldcg, __ldcs, __ldlu, __ldcv):
 * on the CPU, a load. */
int isCacheLoad(const char *name);
/* The pointer a cache-hint load call `e` (isCacheLoad(name)) reads
 * through, volatile (Val.vol) for __ldcv. */
Val cacheLoadPointer(Ctx *c, CXCursor e, const char *name);
/* Whether `e` (parentheses and implicit casts stripped) makes a struct
 * value that is no variable and not in memory: a call (userCall,
 * make_float3), a constructor or aggregate temporary (`Q(x)`, `A{x}`), a
 * `{...}` list or a struct `?:`. */
int structTemporary(CXCursor e);
void constructStruct(Ctx *c, CXCursor e, const Fields *fs, Val *vals);
/* Whether the struct type t (or a struct member of it) has default member
 * initializers (`int n = 3;`). */
int hasDefaultMemberInits(CXType t);
/* The default member initializers' values of the direct fields of struct
 * type t from leaf fromLeaf on (an aggregate's `{...}` naming fewer), into
 * vals[leaf]; other leaves untouched. */
void defaultMemberValues(Ctx *c, CXType t, int fromLeaf, Val *vals);
int makeVectorCall(CXCursor e);
CXCursor stripStruct(CXCursor cur);
Val assignStruct(Ctx *c, CXCursor e);
Val callExpr(Ctx *c, CXCursor e);
/* gpu.shuffle `mode` (idx, up, down, xor) of v by off (i32) within
 * segments of `width` (i32) lanes; idx takes off modulo the width. */
Val gpuShuffle(Ctx *c, const char *mode, Val v, Val off, Val width,
               CXCursor at);
/* gpu.subgroup_reduce `op` of v over clusters of `cluster` lanes (32: the
 * whole subgroup). */
Val subgroupReduce(Ctx *c, const char *op, Val v, int cluster);

/*--- CooperativeGroups.c ---*/

/* Is t (references aside) a group type of namespace cooperative_groups
 * (thread_block, thread_block_tile<N>, thread_group, grid_group, ...)? */
int cgIsGroupType(CXType t);
/* The group a variable or parameter `decl` of group type is, from its
 * type or from `init` (its
 * initializer or argument, an expression of group type; null if none); a
 * located error for the groups that are not supported (the grid,
 * coalesced groups, run-time tile sizes). */
Group cgGroupOfDecl(Ctx *c, CXCursor decl, CXCursor init);
/* The block's thread count (blockDim.x * y * z) as an unsigned int. */
Val blockThreadCount(Ctx *c);
/* Declares `decl` a VAR_GROUP standing for g. */
void cgAddGroup(Ctx *c, CXCursor decl, Group g);
/* A call `e` of a cooperative_groups function or of a group's member
 * function `f` (named `name`): 1 and its value in *out; 0 for any other
 * call. */
int cgCall(Ctx *c, CXCursor e, CXCursor f, const char *name, Val *out);
/* `g.thread_index().x` and the like (a dim3 a thread_block's member
 * returns, e a MemberRefExpr): 1 and the value; 0 otherwise. */
int cgDim3Member(Ctx *c, CXCursor e, Val *out);
/* The fields of such a dim3 (`dim3 t = block.thread_index();`, s the
 * call): 1 and their values; 0 if s is not such a call. */
int cgDim3Fields(Ctx *c, CXCursor s, const Fields *fs, Val *vals);

/*--- Stmt.c ---*/

enum CXChildVisitResult scanExits(CXCursor cur, CXCursor parent,
                                  CXClientData data);
Scan exitsOf(CXCursor stmt);
void switchStmt(Ctx *c, CXCursor s);
void markLhs(Assigned *a, CXCursor lhs);
/* Whether parameter i of the function `f` is a non-const reference (a
 * call may assign the argument). */
int assignsArgument(CXCursor f, int i);
enum CXChildVisitResult scanAssigned(CXCursor cur, CXCursor parent,
                                     CXClientData data);
void markAssigned(Ctx *c, CXCursor stmt, char *mark);
int exitFlag(Ctx *c, char out[NAME], int withCont);
void seq(Ctx *c, CXCursor *stmts, int n);
Val regionSeq(Ctx *c, void *arg);
enum CXChildVisitResult collectAll(CXCursor cur, CXCursor parent,
                                   CXClientData data);
void block(Ctx *c, CXCursor s);
Val regionBlock(Ctx *c, void *arg);
void fnBody(Ctx *c, CXCursor body);
int defaultConstruction(CXCursor e);
void structValues(Ctx *c, CXCursor e, const Fields *fs, Val *vals);
void varDecl(Ctx *c, CXCursor d);
int pureBound(Ctx *c, CXCursor e, const char *mark);
int countedFor(Ctx *c, Kids ks, Counted *out, const char *mark);
int bodyAssigns(Ctx *c, CXCursor body, CXCursor var);
void carriedTypes(Ctx *c, const int *carry, int n, Buf *types);
void carriedVals(Ctx *c, const int *carry, int n, Buf *vals);
void loopBody(Ctx *c, CXCursor body, CXCursor inc, Loop *loop);
void forCounted(Ctx *c, Counted *k, const char *mark, int nv);
void whileLoop(Ctx *c, CXCursor at, CXCursor cond, CXCursor body,
               CXCursor inc, int isDo);
unsigned offsetOf(CXSourceLocation l);
void forClauses(Ctx *c, CXCursor s, Kids *ks, CXCursor *init,
                CXCursor *cond, CXCursor *inc, CXCursor *body);
void forStmt(Ctx *c, CXCursor s);
Val regionStmt(Ctx *c, void *arg);
void stmtAt(Ctx *c, CXCursor s);
void stmt(Ctx *c, CXCursor s);

/*--- LaunchShapes.c ---*/

/* A constant block size some `<<<>>>` of the file launches `kernel` with. */
typedef struct LaunchShape {
  CXCursor kernel;
  long long x, y, z;
} LaunchShape;

typedef struct LaunchShapes {
  LaunchShape *shapes; /* plain allocation, freed by the caller */
  int n, cap;
} LaunchShapes;

/* Appends the distinct constant block sizes of the file's launches. */
void findLaunchShapes(CXTranslationUnit tu, LaunchShapes *shapes);
/* Up to `max` of them for `kernel`, in the order found. */
int launchShapesOf(const LaunchShapes *shapes, CXCursor kernel,
                   const LaunchShape **out, int max);

/*--- Translate.c ---*/

enum CXChildVisitResult scanDynShared(CXCursor cur, CXCursor parent,
                                      CXClientData data);
const char *cTypeOf(Sc t);
void printArgs(Ctx *c, FILE *mlir, const Param *params, int np);
int kernel(Ctx *c, CXCursor k, FILE *mlir, FILE *glue, int id);

/*--- FindKernels.c ---*/

/* A top-level visitor: appends the file's kernels to the Collect (data),
 * template instantiations included. */
enum CXChildVisitResult findKernels(CXCursor cur, CXCursor parent,
                                    CXClientData data);
/* Parses the file at path again when it has explicit instantiations of
 * kernel templates, so that findKernels sees them. */
void reparseWithInstantiations(CXTranslationUnit tu, const char *path);
/* The kernel's name as the source writes it (`reduce<512, int>`). */
void kernelName(CXCursor k, char *name, size_t n);

/*--- Lambdas.c ---*/

/* Whether t (a reference to it) is a lambda's closure type. */
int isLambdaType(CXType t);
/* Declares the lambda `lambda` (a LambdaExpr) as the variable decl: a
 * VAR_LAMBDA var followed by hidden copies of what it captures by copy;
 * returns its index. */
int addLambda(Ctx *c, CXCursor decl, CXCursor lambda);
/* The lambda var the call object `object` names (a lambda variable, a
 * copy of one, a LambdaExpr called where it is written), or -1. */
int lambdaVar(Ctx *c, CXCursor object);
/* Binds, for the body of a call of the lambda var `lambda`, the names it
 * captures by copy to its copies (VAR_ALIAS vars; popped with the call). */
void bindLambdaCaptures(Ctx *c, int lambda);
/* The body of the lambda whose call operator `callee` is, or a null
 * cursor (not a lambda's). */
CXCursor lambdaBody(CXCursor callee);
/* `e` without parentheses, implicit casts and closure copies. */
CXCursor stripLambda(CXCursor e);
/* The LambdaExpr `e` is or a variable `e` names was initialized with (for
 * the carried-variable scan), or a null cursor. */
CXCursor lambdaOf(CXCursor e);

/*--- PointerGroups.c ---*/

/* The declarations (pointer variables, parameters, arrays) that a
 * function's pointer initializations and assignments connect, as a
 * union-find; `opaque`: the node was given a pointer the scan cannot follow
 * (a call's result, a `T *&` argument). */
enum { POINTER_GROUP_NODES = 128 };
typedef struct PointerGroups {
  CXCursor decl[POINTER_GROUP_NODES]; /* canonical */
  int parent[POINTER_GROUP_NODES];
  char opaque[POINTER_GROUP_NODES];
  int n, full; /* full: a node did not fit (the groups are incomplete) */
} PointerGroups;

/* The node of `decl`, added if new; -1 (and `full`) when none fits. */
int pointerGroupNode(PointerGroups *g, CXCursor decl);
/* The representative of node i's group. */
int pointerGroupRoot(PointerGroups *g, int i);
/* Unites the pointer variables of `body` with what they are initialized
 * from and assigned (SharedPools.c, Stmt.c's buffer carrying). */
void scanPointerGroups(PointerGroups *g, CXCursor body);
/* The one declaration the pointer expression `e` points into (`p`, `p +
 * k`, `&p[k]`, `c ? p : p + 1`, through parentheses and casts); null when
 * it may point into several or into something else. */
CXCursor pointerRoot(CXCursor e);

/*--- SharedPools.c ---*/

/* Plans the pools of the kernel whose body is `body` (before it is
 * translated). */
void planSharedPools(Ctx *c, CXCursor body);
/* If the __shared__ array d is a slice of a pool: *v is its pointer (the
 * pool and the slice's offset; the pool's attribution made on first use)
 * and 1. */
int pooledArray(Ctx *c, CXCursor d, Val *v);

#pragma GCC visibility pop

#endif /* STITCH_CUDA_TRANSLATE_INTERNAL_H */
