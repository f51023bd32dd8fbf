/*===- FusionReport.c - what fusion did, as JSON and Graphviz -------------===*
 *
 * `stitch-fusion-report` (module pass, changes nothing) describes, per
 * func.func with a body, the stitch.kernel ops the fusion planner formed:
 *
 *   json=<path>  (default "-": stdout; "" for none) one JSON document:
 *     {"functions": [{"name", "kernels": [{"id", "parent", "kind", "num_ops",
 *       "ops", "compute_ops", "operand_types", "result_types", "bytes"}],
 *       "outside": {"compute_ops": [names], "num_other_ops"},
 *       "launches_before", "launches_after", "bytes_before", "bytes_after",
 *       "unknown_sizes"}]}
 *   dot=<path>   (default "": none; "-": stdout) a Graphviz digraph of the
 *     data flow: one cluster per function, one nested, coloured cluster per
 *     kernel; edges go from producer to consumer through kernel boundaries
 *     (a kernel operand or result is drawn as the edge it stands for).
 *
 * Definitions (the same as `stitch-fuse` is measured against):
 *   - A *compute op* is an op, directly in the function body or in a kernel
 *     body, with at least one tensor result, other than constants and shape-
 *     only ops (arith.constant, tensor.empty, tensor.{expand,collapse}_shape,
 *     tensor.reshape, tensor.cast, bufferization.alloc_tensor) and calls
 *     (counted in the callee). Each would be one launch (one loop nest / GPU
 *     kernel) without fusion. Ops nested in other regions (linalg payloads,
 *     scf bodies) belong to their parent op.
 *   - launches_before = compute ops, counting those inside kernel bodies,
 *     except copies marked `stitch.recomputed` (stitch-fuse duplicates a
 *     cheap producer into each kernel that uses it and marks all copies
 *     but one: the original program computed it once);
 *     launches_after = outermost kernels + compute ops outside kernels
 *     (marked copies outside kernels, e.g. after stitch-unfuse, count: they
 *     are launches until CSE folds them).
 *   - The bytes of a launch are the byte sizes of the distinct shaped values
 *     it reads (operands, except fresh tensor.empty values, whose contents
 *     are never read) and writes (results): the global memory traffic if
 *     every launch streams its inputs and outputs once. Intermediates inside
 *     a kernel are free. bytes_before sums this over compute ops (kernel
 *     bodies flattened, marked copies left out), bytes_after over the
 *     launches after fusion.
 *     Shaped values of dynamic shape or of an element type without a byte
 *     size count 0 bytes and are counted in unknown_sizes (the byte figures
 *     are then lower bounds).
 *===----------------------------------------------------------------------===*/

#include "stitch-c/Dialect.h"
#include "StrBuf.h"
#include "Vectors.h"
#include "IRUtils.h"
#include "PtrSet.h"
#include "TypeSize.h"
#include "stitch-c/Pass.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"

#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Appends `s` as the inside of a JSON or DOT string literal: both escape
 * '"' and '\\'; control characters become \uXXXX in JSON, spaces in DOT. */
static void bufEscaped(StitchStrBuf *b, const char *s, size_t n, bool json) {
  for (size_t i = 0; i < n; ++i) {
    unsigned char c = (unsigned char)s[i];
    if (c == '"' || c == '\\') {
      char esc[2] = {'\\', (char)c};
      stitchStrBufAppend(b, esc, 2);
    } else if (c < 0x20) {
      if (json)
        stitchStrBufPrintf(b, "\\u%04x", c);
      else
        stitchStrBufAppend(b, " ", 1);
    } else {
      stitchStrBufAppend(b, (const char *)&c, 1);
    }
  }
}

static void bufStringRef(StitchStrBuf *b, MlirStringRef s, bool json) {
  bufEscaped(b, s.data, s.length, json);
}

/* The type's textual form, escaped. */
static void bufType(StitchStrBuf *b, MlirType type, bool json) {
  StitchStrBuf raw = {0};
  mlirTypePrint(type, stitchStrBufAppendCallback, &raw);
  bufEscaped(b, raw.data ? raw.data : "", raw.size, json);
  free(raw.data);
}


/*===-- classification and sizes ------------------------------------------===*/

/* Not launches: constants, shape-only ops, and calls (the callee's compute
 * ops are the launches; they are counted in the callee). */
static bool isFreeOp(MlirOperation op) {
  static const char *const names[] = {
      "arith.constant",        "tensor.empty",
      "tensor.expand_shape",   "tensor.collapse_shape",
      "tensor.reshape",        "tensor.cast",
      "bufferization.alloc_tensor", "func.call",
      "func.call_indirect"};
  for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); ++i)
    if (stitchOpIsA(op, names[i]))
      return true;
  return false;
}

static bool isComputeOp(MlirOperation op) {
  if (stitchOperationIsKernel(op) || isFreeOp(op))
    return false;
  for (intptr_t i = 0; i < mlirOperationGetNumResults(op); ++i)
    if (mlirTypeIsATensor(mlirValueGetType(mlirOperationGetResult(op, i))))
      return true;
  return false;
}

/* A copy that stitch-fuse made of a duplicated producer (a fill, a
 * broadcast of an argument) for one more kernel: one computation of the
 * original program, counted once before fusion. */
static bool isRecomputedCopy(MlirOperation op) {
  return stitchOperationHasMarker(op, STITCH_MARKER_RECOMPUTED);
}

/* Follows kernel region arguments out to the kernel operands they stand for
 * (a kernel's body sees its inputs through block arguments). */
static MlirValue throughKernelArgs(MlirValue v) {
  while (mlirValueIsABlockArgument(v)) {
    MlirOperation parent =
        mlirBlockGetParentOperation(mlirBlockArgumentGetOwner(v));
    if (mlirOperationIsNull(parent) || !stitchOperationIsKernel(parent))
      break;
    v = mlirOperationGetOperand(parent, mlirBlockArgumentGetArgNumber(v));
  }
  return v;
}

/* Follows kernel results in to the yielded values they stand for. */
static MlirValue throughKernelResults(MlirValue v) {
  while (mlirValueIsAOpResult(v)) {
    MlirOperation owner = mlirOpResultGetOwner(v);
    if (!stitchOperationIsKernel(owner))
      break;
    MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(owner, 0));
    MlirOperation yield = mlirBlockGetTerminator(body);
    intptr_t n = mlirOpResultGetResultNumber(v);
    if (mlirOperationIsNull(yield) || n >= mlirOperationGetNumOperands(yield))
      break;
    v = throughKernelArgs(mlirOperationGetOperand(yield, n));
  }
  return v;
}

static bool isFreshEmptyTensor(MlirValue v) {
  v = throughKernelArgs(v);
  return mlirValueIsAOpResult(v) &&
         stitchOpIsA(mlirOpResultGetOwner(v), "tensor.empty");
}

typedef struct Traffic {
  int64_t bytes, unknown;
} Traffic;

static void addValueBytes(Traffic *t, MlirValue v) {
  MlirType type = mlirValueGetType(v);
  if (!mlirTypeIsATensor(type) && !mlirTypeIsAMemRef(type))
    return; /* scalars travel as launch parameters */
  int64_t elem = stitchTypeByteSize(mlirShapedTypeGetElementType(type));
  if (!mlirShapedTypeHasRank(type) || !mlirShapedTypeHasStaticShape(type) ||
      elem == 0) {
    ++t->unknown;
    return;
  }
  int64_t n = elem;
  for (intptr_t d = 0; d < mlirShapedTypeGetRank(type); ++d)
    n *= mlirShapedTypeGetDimSize(type, d);
  t->bytes += n;
}

/* Global traffic of `op` run as one launch: distinct operands read plus
 * results written. */
static Traffic launchTraffic(MlirOperation op) {
  Traffic t = {0, 0};
  intptr_t nOperands = mlirOperationGetNumOperands(op);
  for (intptr_t i = 0; i < nOperands; ++i) {
    /* Distinct as the values outside any kernel: two kernel arguments
     * bound to one operand are one read. */
    MlirValue v = throughKernelArgs(mlirOperationGetOperand(op, i));
    bool seen = false;
    for (intptr_t j = 0; j < i && !seen; ++j)
      seen = mlirValueEqual(
          v, throughKernelArgs(mlirOperationGetOperand(op, j)));
    if (!seen && !isFreshEmptyTensor(v))
      addValueBytes(&t, v);
  }
  for (intptr_t i = 0; i < mlirOperationGetNumResults(op); ++i) {
    MlirValue v = mlirOperationGetResult(op, i);
    /* A kernel result that just passes an input through is not written. */
    if (stitchOperationIsKernel(op) &&
        mlirValueIsABlockArgument(throughKernelResults(v)))
      continue;
    addValueBytes(&t, v);
  }
  return t;
}

static MlirBlock kernelBody(MlirOperation kernel) {
  return mlirRegionGetFirstBlock(mlirOperationGetRegion(kernel, 0));
}

/* Compute ops in a kernel body, nested kernels' bodies included. */
static int64_t countComputeOps(MlirBlock block) {
  int64_t n = 0;
  for (MlirOperation op = mlirBlockGetFirstOperation(block);
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
    if (stitchOperationIsKernel(op))
      n += countComputeOps(kernelBody(op));
    else if (isComputeOp(op))
      ++n;
  }
  return n;
}

/*===-- the report --------------------------------------------------------===*/

static const char *const kPalette[] = {
    "#8dd3c7", "#ffffb3", "#bebada", "#fb8072", "#80b1d3", "#fdb462",
    "#b3de69", "#fccde5", "#bc80bd", "#ccebc5", "#ffed6f", "#d9d9d9"};
enum { kPaletteSize = sizeof(kPalette) / sizeof(kPalette[0]) };

typedef struct Report {
  StitchStrBuf json, dot;
  bool wantDot;
  int nextNode;
  /* Per function. */
  int funcIndex;
  StitchPtrMap nodes;  /* op -> node id */
  StitchStrBuf kernels; /* JSON kernel entries */
  StitchStrBuf outside; /* JSON names of compute ops outside kernels */
  StitchStrBuf why;     /* JSON {"op", "reason"} of those stitch-fuse explained */
  int numWhy;
  StitchStrBuf edges;   /* DOT edges, written after the clusters */
  int numKernels, numOutside;
  int64_t numOtherOutside, launchesBefore, launchesAfter;
  Traffic before, after;
} Report;

/* DOT node id of the producer of `v` (through kernel boundaries), or -1 when
 * it is not drawn (constants, values from other regions). Function
 * arguments are numbered -2 - argNumber. */
static int producerNode(Report *r, MlirValue v) {
  v = throughKernelResults(throughKernelArgs(v));
  if (mlirValueIsAOpResult(v))
    return stitchPtrMapGet(&r->nodes, mlirOpResultGetOwner(v).ptr);
  MlirOperation parent =
      mlirBlockGetParentOperation(mlirBlockArgumentGetOwner(v));
  if (stitchOpIsA(parent, "func.func"))
    return -2 - (int)mlirBlockArgumentGetArgNumber(v);
  return -1;
}

static void dotNodeName(Report *r, StitchStrBuf *b, int node) {
  if (node <= -2)
    stitchStrBufPrintf(b, "f%d_a%d", r->funcIndex, -2 - node);
  else
    stitchStrBufPrintf(b, "n%d", node);
}

/* Edges from the producers of `op`'s operands to `consumer`. */
static void dotEdges(Report *r, MlirOperation op, const char *consumer) {
  intptr_t n = mlirOperationGetNumOperands(op);
  for (intptr_t i = 0; i < n; ++i) {
    MlirValue v = mlirOperationGetOperand(op, i);
    int from = producerNode(r, v);
    if (from == -1)
      continue;
    bool seen = false;
    for (intptr_t j = 0; j < i && !seen; ++j)
      seen = producerNode(r, mlirOperationGetOperand(op, j)) == from;
    if (seen)
      continue;
    stitchStrBufPuts(&r->edges, "    ");
    dotNodeName(r, &r->edges, from);
    stitchStrBufPrintf(&r->edges, " -> %s [tooltip=\"", consumer);
    bufType(&r->edges, mlirValueGetType(v), false);
    stitchStrBufPuts(&r->edges, "\"];\n");
  }
}

static void jsonTypeList(StitchStrBuf *b, MlirOperation op, bool results) {
  intptr_t n = results ? mlirOperationGetNumResults(op)
                       : mlirOperationGetNumOperands(op);
  stitchStrBufPuts(b, "[");
  for (intptr_t i = 0; i < n; ++i) {
    MlirValue v = results ? mlirOperationGetResult(op, i)
                          : mlirOperationGetOperand(op, i);
    stitchStrBufPuts(b, i ? ", \"" : "\"");
    bufType(b, mlirValueGetType(v), true);
    stitchStrBufPuts(b, "\"");
  }
  stitchStrBufPuts(b, "]");
}

static void visitBlock(Report *r, MlirBlock block, int kernel, int depth);

static void visitKernel(Report *r, MlirOperation op, int parent, int depth) {
  int id = r->numKernels++;
  MlirBlock body = kernelBody(op);
  Traffic t = launchTraffic(op);
  if (parent < 0) {
    ++r->launchesAfter;
    r->after.bytes += t.bytes;
    r->after.unknown += t.unknown;
  }

  StitchStrBuf *k = &r->kernels;
  stitchStrBufPuts(k, id ? ",\n" : "\n");
  stitchStrBufPrintf(k, "        {\"id\": %d, \"parent\": ", id);
  if (parent < 0)
    stitchStrBufPuts(k, "null");
  else
    stitchStrBufPrintf(k, "%d", parent);
  stitchStrBufPuts(k, ", \"kind\": \"");
  bufStringRef(k, stitchKernelGetKind(op), true);
  stitchStrBufPuts(k, "\",\n         \"ops\": [");
  int64_t numOps = 0;
  MlirOperation yield = mlirBlockGetTerminator(body);
  for (MlirOperation o = mlirBlockGetFirstOperation(body);
       !mlirOperationIsNull(o); o = mlirOperationGetNextInBlock(o)) {
    if (mlirOperationEqual(o, yield))
      continue;
    stitchStrBufPuts(k, numOps++ ? ", \"" : "\"");
    bufStringRef(k, stitchOpName(o), true);
    stitchStrBufPuts(k, "\"");
  }
  stitchStrBufPrintf(k, "],\n         \"num_ops\": %lld, \"compute_ops\": %lld, "
               "\"bytes\": %lld,\n         \"operand_types\": ",
            (long long)numOps, (long long)countComputeOps(body),
            (long long)t.bytes);
  jsonTypeList(k, op, false);
  stitchStrBufPuts(k, ",\n         \"result_types\": ");
  jsonTypeList(k, op, true);
  stitchStrBufPuts(k, "}");

  if (r->wantDot) {
    const char *colour = kPalette[id % kPaletteSize];
    stitchStrBufPrintf(&r->dot,
              "%*ssubgraph cluster_f%d_k%d {\n%*s  label=\"kernel %d (",
              2 * depth, "", r->funcIndex, id, 2 * depth, "", id);
    bufStringRef(&r->dot, stitchKernelGetKind(op), false);
    stitchStrBufPrintf(&r->dot, ")\"; style=\"filled,rounded\"; color=\"%s\"; "
                       "fillcolor=\"%s40\";\n",
              colour, colour);
  }
  visitBlock(r, body, id, depth + 1);
  if (r->wantDot)
    stitchStrBufPrintf(&r->dot, "%*s}\n", 2 * depth, "");
}

static void visitBlock(Report *r, MlirBlock block, int kernel, int depth) {
  for (MlirOperation op = mlirBlockGetFirstOperation(block);
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
    if (stitchOperationIsKernel(op)) {
      visitKernel(r, op, kernel, depth);
      continue;
    }
    if (stitchOpIsA(op, STITCH_YIELD_OP_NAME))
      continue; /* drawn as the edges it stands for */
    bool compute = isComputeOp(op);
    if (compute) {
      Traffic t = launchTraffic(op);
      if (!isRecomputedCopy(op)) {
        ++r->launchesBefore;
        r->before.bytes += t.bytes;
        r->before.unknown += t.unknown;
      }
      if (kernel < 0) {
        ++r->launchesAfter;
        r->after.bytes += t.bytes;
        r->after.unknown += t.unknown;
      }
    }
    if (kernel < 0 && !stitchOpIsA(op, "func.return")) {
      if (compute) {
        stitchStrBufPuts(&r->outside, r->numOutside++ ? ", \"" : "\"");
        bufStringRef(&r->outside, stitchOpName(op), true);
        stitchStrBufPuts(&r->outside, "\"");
        /* stitch-fuse{explain=true}'s reason. */
        MlirAttribute why = mlirOperationGetAttributeByName(
            op, mlirStringRefCreateFromCString("stitch.why_not_fused"));
        if (!mlirAttributeIsNull(why) && mlirAttributeIsAString(why)) {
          stitchStrBufPuts(&r->why, r->numWhy++ ? ",\n        {\"op\": \""
                                       : "\n        {\"op\": \"");
          bufStringRef(&r->why, stitchOpName(op), true);
          stitchStrBufPuts(&r->why, "\", \"reason\": \"");
          bufStringRef(&r->why, mlirStringAttrGetValue(why), true);
          stitchStrBufPuts(&r->why, "\"}");
        }
      } else {
        ++r->numOtherOutside;
      }
    }
    /* Constants (no operands) would only clutter the graph. */
    if (!r->wantDot || mlirOperationGetNumOperands(op) == 0)
      continue;
    int node = r->nextNode++;
    stitchPtrMapPut(&r->nodes, op.ptr, node);
    bool isReturn = stitchOpIsA(op, "func.return");
    stitchStrBufPrintf(&r->dot, "%*sn%d [label=\"", 2 * depth, "", node);
    bufStringRef(&r->dot, stitchOpName(op), false);
    if (mlirOperationGetNumResults(op) > 0) {
      stitchStrBufPuts(&r->dot, "\\n");
      bufType(&r->dot, mlirValueGetType(mlirOperationGetResult(op, 0)), false);
    }
    stitchStrBufPuts(&r->dot, "\"");
    if (isReturn)
      stitchStrBufPuts(&r->dot, ", shape=ellipse");
    else if (kernel >= 0)
      stitchStrBufPrintf(&r->dot, ", fillcolor=\"%s\"", kPalette[kernel % kPaletteSize]);
    else if (!compute)
      stitchStrBufPuts(&r->dot, ", fillcolor=\"#f0f0f0\"");
    stitchStrBufPuts(&r->dot, "];\n");
    char consumer[32];
    snprintf(consumer, sizeof(consumer), "n%d", node);
    dotEdges(r, op, consumer);
  }
}

/* stitch-fuse{explain=true}'s `stitch.unfused_edges` on `func` (one
 * [producer, producer location, consumer, consumer location, reason]
 * array per edge left between kernels) as the "unfused_edges" list. */
static void bufUnfusedEdges(StitchStrBuf *j, MlirOperation func) {
  static const char *const keys[5] = {"producer", "producer_loc", "consumer",
                                      "consumer_loc", "reason"};
  MlirAttribute edges = mlirOperationGetAttributeByName(
      func, mlirStringRefCreateFromCString("stitch.unfused_edges"));
  if (mlirAttributeIsNull(edges) || !mlirAttributeIsAArray(edges))
    return;
  stitchStrBufPuts(j, "     \"unfused_edges\": [");
  for (intptr_t i = 0, n = mlirArrayAttrGetNumElements(edges); i < n; ++i) {
    MlirAttribute row = mlirArrayAttrGetElement(edges, i);
    if (!mlirAttributeIsAArray(row) || mlirArrayAttrGetNumElements(row) != 5)
      continue;
    stitchStrBufPuts(j, i ? ",\n       {" : "\n       {");
    for (int f = 0; f < 5; ++f) {
      MlirAttribute v = mlirArrayAttrGetElement(row, f);
      stitchStrBufPrintf(j, "%s\"%s\": \"", f ? ", " : "", keys[f]);
      if (mlirAttributeIsAString(v))
        bufStringRef(j, mlirStringAttrGetValue(v), true);
      stitchStrBufPuts(j, "\"");
    }
    stitchStrBufPuts(j, "}");
  }
  stitchStrBufPuts(j, "],\n");
}

static void reportFunction(Report *r, MlirOperation func, bool first) {
  MlirAttribute nameAttr = mlirOperationGetAttributeByName(
      func, mlirSymbolTableGetSymbolAttributeName());
  MlirStringRef name = mlirAttributeIsNull(nameAttr)
                           ? mlirStringRefCreateFromCString("")
                           : mlirStringAttrGetValue(nameAttr);
  MlirBlock entry = mlirRegionGetFirstBlock(mlirOperationGetRegion(func, 0));

  if (r->wantDot) {
    stitchStrBufPrintf(&r->dot, "  subgraph cluster_f%d {\n    label=\"@",
              r->funcIndex);
    bufStringRef(&r->dot, name, false);
    stitchStrBufPuts(&r->dot, "\";\n");
    for (intptr_t i = 0; i < mlirBlockGetNumArguments(entry); ++i) {
      stitchStrBufPrintf(&r->dot, "    f%d_a%d [label=\"%%arg%d\\n", r->funcIndex,
                (int)i, (int)i);
      bufType(&r->dot, mlirValueGetType(mlirBlockGetArgument(entry, i)),
              false);
      stitchStrBufPuts(&r->dot, "\", shape=ellipse];\n");
    }
  }
  for (MlirBlock b = entry; !mlirBlockIsNull(b); b = mlirBlockGetNextInRegion(b))
    visitBlock(r, b, -1, 2);
  if (r->wantDot) {
    if (r->edges.size)
      stitchStrBufAppend(&r->dot, r->edges.data, r->edges.size);
    stitchStrBufPuts(&r->dot, "  }\n");
  }

  StitchStrBuf *j = &r->json;
  stitchStrBufPuts(j, first ? "\n" : ",\n");
  stitchStrBufPuts(j, "    {\"name\": \"");
  bufStringRef(j, name, true);
  stitchStrBufPuts(j, "\",\n     \"kernels\": [");
  if (r->kernels.size)
    stitchStrBufAppend(j, r->kernels.data, r->kernels.size);
  stitchStrBufPuts(j, r->numKernels ? "\n     ],\n" : "],\n");
  stitchStrBufPuts(j, "     \"outside\": {\"compute_ops\": [");
  if (r->outside.size)
    stitchStrBufAppend(j, r->outside.data, r->outside.size);
  stitchStrBufPrintf(j, "], \"num_other_ops\": %lld", (long long)r->numOtherOutside);
  if (r->numWhy) {
    stitchStrBufPuts(j, ",\n       \"why_not_fused\": [");
    stitchStrBufAppend(j, r->why.data, r->why.size);
    stitchStrBufPuts(j, "]");
  }
  stitchStrBufPuts(j, "},\n");
  bufUnfusedEdges(j, func);
  stitchStrBufPrintf(j,
            "     \"launches_before\": %lld, \"launches_after\": %lld,\n"
            "     \"bytes_before\": %lld, \"bytes_after\": %lld, "
            "\"unknown_sizes\": %lld}",
            (long long)r->launchesBefore,
            (long long)r->launchesAfter, (long long)r->before.bytes,
            (long long)r->after.bytes,
            (long long)(r->before.unknown + r->after.unknown));
}

static void resetFunction(Report *r) {
  stitchPtrMapFree(&r->nodes);
  free(r->kernels.data);
  free(r->outside.data);
  free(r->why.data);
  free(r->edges.data);
  int funcIndex = r->funcIndex, nextNode = r->nextNode;
  StitchStrBuf json = r->json, dot = r->dot;
  bool wantDot = r->wantDot;
  memset(r, 0, sizeof(*r));
  r->json = json;
  r->dot = dot;
  r->wantDot = wantDot;
  r->funcIndex = funcIndex + 1;
  r->nextNode = nextNode;
}

/* Writes `b` to `path` ("-": stdout); emits a located error on failure. */
static bool writeOut(MlirOperation module, const char *path, const StitchStrBuf *b,
                     const char *what) {
  bool toStdout = strcmp(path, "-") == 0;
  FILE *f = toStdout ? stdout : fopen(path, "w");
  bool ok = f != NULL;
  int err = errno;
  if (f) {
    ok = fwrite(b->data, 1, b->size, f) == b->size;
    err = errno;
    if (toStdout)
      ok = fflush(f) == 0 && ok;
    else
      ok = fclose(f) == 0 && ok;
  }
  if (!ok) {
    char message[512];
    snprintf(message, sizeof(message),
             "stitch-fusion-report: cannot write the %s report to '%s': %s",
             what, path, strerror(err));
    mlirEmitError(mlirOperationGetLocation(module), message);
  }
  return ok;
}

/* A NUL-terminated copy of a string option; caller frees. */
static char *optionCopy(StitchPass pass, const char *name) {
  return stitchStringRefCopy(stitchPassGetStringOption(pass, name));
}

static MlirLogicalResult runFusionReport(StitchPass pass,
                                         MlirOperation module) {
  char *jsonPath = optionCopy(pass, "json");
  char *dotPath = optionCopy(pass, "dot");
  Report r = {0};
  r.wantDot = dotPath[0] != '\0';

  StitchOpVec funcs = {0};
  stitchCollectFunctionDefinitions(module, &funcs);
  stitchStrBufPuts(&r.json, "{\"functions\": [");
  if (r.wantDot)
    stitchStrBufPuts(&r.dot, "digraph fusion {\n  compound=true; rankdir=TB;\n"
                    "  node [shape=box, style=filled, fillcolor=white, "
                    "fontsize=10];\n");
  for (intptr_t i = 0; i < funcs.size; ++i) {
    reportFunction(&r, funcs.data[i], i == 0);
    resetFunction(&r);
  }
  stitchStrBufPuts(&r.json, funcs.size ? "\n]}\n" : "]}\n");
  if (r.wantDot)
    stitchStrBufPuts(&r.dot, "}\n");

  bool ok = true;
  if (jsonPath[0])
    ok = writeOut(module, jsonPath, &r.json, "JSON");
  if (ok && r.wantDot)
    ok = writeOut(module, dotPath, &r.dot, "DOT");

  free(funcs.data);
  stitchPtrMapFree(&r.nodes);
  free(r.kernels.data);
  free(r.outside.data);
  free(r.edges.data);
  free(r.json.data);
  free(r.dot.data);
  free(jsonPath);
  free(dotPath);
  return ok ? mlirLogicalResultSuccess() : mlirLogicalResultFailure();
}

static const StitchPassOptionDef fusionReportOptions[] = {
    {"json", STITCH_OPTION_STRING, "-",
     "where to write the JSON report: a path, - for stdout, empty for none"},
    {"dot", STITCH_OPTION_STRING, "",
     "where to write the Graphviz data-flow graph: a path, - for stdout, "
     "empty for none"},
};

const StitchPassDef stitchFusionReportPass = {
    .argument = "stitch-fusion-report",
    .name = "StitchFusionReport",
    .description = "Report the stitch.kernel ops of each function (kinds, "
                   "ops, launches and global bytes before/after fusion) as "
                   "JSON and a Graphviz data-flow graph; changes nothing",
    .anchorOp = "builtin.module",
    .options = fusionReportOptions,
    .numOptions = STITCH_ARRAY_SIZE(fusionReportOptions),
    .run = runFusionReport,
};
