/*===- uniformity_test.c - unit test of the uniformity analysis -----------===*
 *
 * RUN: %unittests/uniformity_test | FileCheck %s
 *
 * Checks stitchUniformityIsUniform / IsControlUniform (passes/analysis/Uniformity.h)
 * on small kernels: 4 blocks of 16 threads, shared allocas %s and %t,
 * arguments %a, %b (memrefs that may alias each other), %n (index). A value
 * is probed by `arith.select %true, %v, %v {probe = "name"}` (pure: uniform
 * exactly when %v is); an op is probed for control uniformity by a
 * `{control = "name"}` attribute. Each probe prints its answer (FileCheck
 * below) and EXPECTs the right one. Every handle created here is destroyed.
 *===----------------------------------------------------------------------===*/

#include "Uniformity.h"
#include "stitch-c/Dialect.h"
#include "stitch-c/Parse.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/IR.h"
#include "mlir-c/RegisterEverything.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "Expect.h"

static MlirContext ctx;

static char *kernel(const char *body) {
  size_t size = strlen(body) + 2048;
  char *text = malloc(size);
  EXPECT(text);
  snprintf(text, size,
           "func.func private @ext(index) -> index\n"
           "func.func @k(%%a: memref<64xindex>, %%b: memref<64xindex>, "
           "%%n: index) {\n"
           "  %%c0 = arith.constant 0 : index\n"
           "  %%c1 = arith.constant 1 : index\n"
           "  %%c4 = arith.constant 4 : index\n"
           "  %%c16 = arith.constant 16 : index\n"
           "  %%true = arith.constant true\n"
           "  scf.parallel (%%bx) = (%%c0) to (%%c4) step (%%c1) {\n"
           "    %%s = memref.alloca() : memref<64xindex>\n"
           "    %%t = memref.alloca() : memref<64xindex>\n"
           "    scf.parallel (%%tx) = (%%c0) to (%%c16) step (%%c1) {\n"
           "%s"
           "      scf.reduce\n"
           "    }\n"
           "    scf.reduce\n"
           "  }\n"
           "  return\n"
           "}\n",
           body);
  return text;
}

typedef struct Probe {
  const char *name;
  bool expected;
  const char *attr; /* "probe" or "control" */
  MlirOperation found;
} Probe;

static MlirWalkResult findProbe(MlirOperation op, void *userData) {
  Probe *p = userData;
  MlirAttribute a = mlirOperationGetDiscardableAttributeByName(
      op, mlirStringRefCreateFromCString(p->attr));
  if (!mlirAttributeIsNull(a) && mlirAttributeIsAString(a) &&
      mlirStringRefEqual(mlirStringAttrGetValue(a),
                         mlirStringRefCreateFromCString(p->name))) {
    p->found = op;
    return MlirWalkResultInterrupt;
  }
  return MlirWalkResultAdvance;
}

static MlirWalkResult findThreadLoop(MlirOperation op, void *userData) {
  /* The inner scf.parallel: the one whose body holds no scf.parallel. */
  if (mlirOperationGetName(op).ptr &&
      mlirStringRefEqual(mlirIdentifierStr(mlirOperationGetName(op)),
                         mlirStringRefCreateFromCString("scf.parallel")))
    *(MlirOperation *)userData = op;
  return MlirWalkResultAdvance;
}

/* Parses `body`, then checks each probe (null-terminated list). */
static void check(const char *caseName, const char *body, Probe *probes) {
  char *text = kernel(body);
  MlirOperation module =
      stitchParseSourceAsModule(ctx, mlirStringRefCreateFromCString(text),
                                mlirStringRefCreateFromCString(caseName));
  if (mlirOperationIsNull(module))
    fprintf(stderr, "cannot parse:\n%s", text);
  EXPECT(!mlirOperationIsNull(module));
  MlirOperation loop = {NULL};
  mlirOperationWalk(module, findThreadLoop, &loop, MlirWalkPreOrder);
  EXPECT(!mlirOperationIsNull(loop));
  StitchUniformity *u = stitchUniformityCreate(loop);
  EXPECT(mlirOperationEqual(stitchUniformityGetThreadLoop(u), loop));
  for (Probe *p = probes; p->name; ++p) {
    p->found = (MlirOperation){NULL};
    mlirOperationWalk(module, findProbe, p, MlirWalkPreOrder);
    EXPECT(!mlirOperationIsNull(p->found));
    bool answer =
        strcmp(p->attr, "control") == 0
            ? stitchUniformityIsControlUniform(u, p->found)
            : stitchUniformityIsUniform(u, mlirOperationGetResult(p->found, 0));
    printf("%s %s %s: %s\n", caseName, p->attr, p->name,
           answer ? "uniform" : "varying");
    if (answer != p->expected)
      fprintf(stderr, "%s: %s expected %s\n", caseName, p->name,
              p->expected ? "uniform" : "varying");
    EXPECT(answer == p->expected);
  }
  stitchUniformityDestroy(u);
  mlirOperationDestroy(module);
  free(text);
}

#define U(name) {name, true, "probe", {NULL}}
#define V(name) {name, false, "probe", {NULL}}
#define CU(name) {name, true, "control", {NULL}}
#define CV(name) {name, false, "control", {NULL}}
#define END {NULL, false, NULL, {NULL}}
#define PROBE(v, name)                                                         \
  "      %p_" name " = arith.select %true, " v ", " v " {probe = \"" name    \
  "\"} : index\n"

static void testValues(void) {
  /* CHECK: basics probe tx: varying
   * CHECK: basics probe tx2: varying
   * CHECK: basics probe bx: uniform
   * CHECK: basics probe n: uniform
   * CHECK: basics probe arith: uniform
   * CHECK: basics probe call: varying
    */
  check("basics",
        "      %tx2 = arith.muli %tx, %c4 : index\n"
        "      %x = arith.addi %bx, %n : index\n"
        "      %y = arith.muli %x, %c4 : index\n"
        "      %e = func.call @ext(%bx) : (index) -> index\n" PROBE(
            "%tx", "tx") PROBE("%tx2", "tx2") PROBE("%bx", "bx")
            PROBE("%n", "n") PROBE("%y", "arith") PROBE("%e", "call"),
        (Probe[]){V("tx"), V("tx2"), U("bx"), U("n"), U("arith"), V("call"),
                  END});

  /* Loads: uniform address and nothing written before (a store after the
   * load, or to a distinct allocation, does not count); a per-thread
   * address. Memory all threads share, read at a uniform address, is
   * uniform even after a store to possibly aliasing memory, to the same
   * shared buffer, or in the same scf.for: in a race-free kernel no thread
   * can have written the element the others read without a barrier. Per-
   * thread memory (an alloca in the thread body) written before the load
   * is not.
   * CHECK: loads probe clean: uniform
   * CHECK: loads probe shared: uniform
   * CHECK: loads probe perthread: varying
   * CHECK: loads probe aliased: uniform
   * CHECK: loads probe sameshared: uniform
   * CHECK: loads probe inloop: uniform
   * CHECK: loads probe private: varying
    */
  check("loads",
        "      %l0 = memref.load %a[%bx] : memref<64xindex>\n"
        "      memref.store %tx, %s[%tx] : memref<64xindex>\n"
        "      %l1 = memref.load %t[%c0] : memref<64xindex>\n"
        "      %l2 = memref.load %a[%tx] : memref<64xindex>\n"
        "      memref.store %tx, %b[%tx] : memref<64xindex>\n"
        "      %l3 = memref.load %a[%c1] : memref<64xindex>\n"
        "      %l4 = memref.load %s[%c1] : memref<64xindex>\n"
        "      %r = scf.for %i = %c0 to %n step %c1 iter_args(%z = %c0) "
        "-> (index) {\n"
        "        %l5 = memref.load %t[%i] : memref<64xindex>\n"
        "        memref.store %tx, %t[%tx] : memref<64xindex>\n"
        "        scf.yield %l5 : index\n"
        "      }\n"
        "      %pa = memref.alloca() : memref<4xindex>\n"
        "      memref.store %tx, %pa[%c0] : memref<4xindex>\n"
        "      %l7 = memref.load %pa[%c0] : memref<4xindex>\n"
        "      memref.store %tx, %a[%tx] : memref<64xindex>\n" PROBE(
            "%l0", "clean") PROBE("%l1", "shared") PROBE("%l2", "perthread")
            PROBE("%l3", "aliased") PROBE("%l4", "sameshared")
                PROBE("%r", "inloop") PROBE("%l7", "private"),
        (Probe[]){U("clean"), U("shared"), V("perthread"), U("aliased"),
                  U("sameshared"), U("inloop"), V("private"), END});

  /* A write in the other branch of an scf.if does not reach a load.
   * CHECK: branches probe otherbranch: uniform
    */
  check("branches",
        "      %c = arith.cmpi eq, %bx, %c0 : index\n"
        "      %q = scf.if %c -> (index) {\n"
        "        memref.store %tx, %t[%tx] : memref<64xindex>\n"
        "        scf.yield %c0 : index\n"
        "      } else {\n"
        "        %l6 = memref.load %t[%c4] : memref<64xindex>\n"
        "        scf.yield %l6 : index\n"
        "      }\n" PROBE("%q", "otherbranch"),
        (Probe[]){U("otherbranch"), END});

  /* Shared memory written by every thread and read at a uniform address:
   * uniform whatever the barriers (without one the kernel would race).
   * Per-thread memory written with the thread index: varying even after a
   * barrier (each thread reads its own copy).
   * CHECK: barriers probe separated: uniform
   * CHECK: barriers probe afterwrite: uniform
   * CHECK: barriers probe beforeload: uniform
   * CHECK: barriers probe unseparated: uniform
   * CHECK: barriers probe maybeskipped: uniform
   * CHECK: barriers probe privateafterbarrier: varying
    */
  check("barriers",
        "      memref.store %tx, %s[%tx] : memref<64xindex>\n"
        "      stitch.barrier %tx\n"
        "      %l0 = memref.load %s[%c0] : memref<64xindex>\n"
        "      scf.for %i = %c0 to %n step %c1 {\n"
        "        %l1 = memref.load %t[%c0] : memref<64xindex>\n" PROBE(
            "%l1", "afterwrite") "        memref.store %tx, %t[%tx] : "
                                 "memref<64xindex>\n"
        "        stitch.barrier %tx\n"
        "      }\n"
        "      scf.for %i = %c0 to %n step %c1 {\n"
        "        stitch.barrier %tx\n"
        "        %l2 = memref.load %t[%c1] : memref<64xindex>\n" PROBE(
            "%l2", "beforeload") "        memref.store %tx, %t[%tx] : "
                                 "memref<64xindex>\n"
        "      }\n"
        "      scf.for %i = %c0 to %n step %c1 {\n"
        "        %l3 = memref.load %t[%c4] : memref<64xindex>\n" PROBE(
            "%l3", "unseparated") "        memref.store %tx, %t[%tx] : "
                                  "memref<64xindex>\n"
        "      }\n"
        "      memref.store %tx, %s[%tx] : memref<64xindex>\n"
        "      scf.if %true {\n"
        "        stitch.barrier %tx\n"
        "      }\n"
        "      %l4 = memref.load %s[%c4] : memref<64xindex>\n"
        "      %pb = memref.alloca() : memref<4xindex>\n"
        "      memref.store %tx, %pb[%c1] : memref<4xindex>\n"
        "      stitch.barrier %tx\n"
        "      %l8 = memref.load %pb[%c1] : memref<4xindex>\n" PROBE(
            "%l0", "separated") PROBE("%l4", "maybeskipped")
            PROBE("%l8", "privateafterbarrier"),
        (Probe[]){U("separated"), U("afterwrite"), U("beforeload"),
                  U("unseparated"), U("maybeskipped"),
                  V("privateafterbarrier"), END});

  /* The iterate-until-converged pattern: the while condition reads a flag
   * that thread 0 clears and the others set, each write followed by a
   * barrier in the after region (every thread sets it to the same value).
   * Without the last barrier the kernel races (a thread's write meets the
   * others' reads of the next iteration): outside CUDA's contract, so the
   * analysis still calls the shared load uniform.
   * CHECK: converge probe flag: uniform
   * CHECK: converge probe unfenced: uniform
    */
  check("converge",
        "      %ct = arith.cmpi eq, %tx, %c0 : index\n"
        "      scf.while : () -> () {\n"
        "        %f = memref.load %s[%c0] : memref<64xindex>\n" PROBE(
            "%f", "flag") "        %go = arith.cmpi ne, %f, %c0 : index\n"
        "        scf.condition(%go)\n"
        "      } do {\n"
        "        stitch.barrier %tx\n"
        "        scf.if %ct {\n"
        "          memref.store %c0, %s[%c0] : memref<64xindex>\n"
        "        }\n"
        "        stitch.barrier %tx\n"
        "        memref.store %c1, %s[%c0] : memref<64xindex>\n"
        "        stitch.barrier %tx\n"
        "        scf.yield\n"
        "      }\n"
        "      scf.while : () -> () {\n"
        "        %g = memref.load %t[%c0] : memref<64xindex>\n" PROBE(
            "%g", "unfenced") "        %go = arith.cmpi ne, %g, %c0 : index\n"
        "        scf.condition(%go)\n"
        "      } do {\n"
        "        stitch.barrier %tx\n"
        "        memref.store %c1, %t[%c0] : memref<64xindex>\n"
        "        scf.yield\n"
        "      }\n",
        (Probe[]){U("flag"), U("unfenced"), END});

  /* scf.for: the induction variable, iter_args and results.
   * CHECK: for probe iv: uniform
   * CHECK: for probe sum: uniform
   * CHECK: for probe mixed: varying
   * CHECK: for probe tripcount: varying
   * CHECK: for probe ivtx: varying
    */
  check("for",
        "      %r:2 = scf.for %i = %c0 to %n step %c1 "
        "iter_args(%s0 = %c0, %m0 = %c0) -> (index, index) {\n"
        "        %s1 = arith.addi %s0, %i : index\n"
        "        %m1 = arith.addi %m0, %tx : index\n" PROBE("%i", "iv")
        "        scf.yield %s1, %m1 : index, index\n"
        "      }\n"
        "      %w = scf.for %j = %c0 to %tx step %c1 "
        "iter_args(%w0 = %c0) -> (index) {\n"
        "        %w1 = arith.addi %w0, %c1 : index\n"
        "        scf.yield %w1 : index\n"
        "      }\n"
        "      scf.for %k = %tx to %n step %c1 {\n" PROBE("%k", "ivtx")
        "      }\n" PROBE("%r#0", "sum") PROBE("%r#1", "mixed")
            PROBE("%w", "tripcount"),
        (Probe[]){U("iv"), U("sum"), V("mixed"), V("tripcount"), V("ivtx"),
                  END});

  /* scf.while: a uniform counter (its results too), a counter each thread
   * bumps by its index, and a uniform value forwarded by a loop whose
   * condition varies.
   * CHECK: while probe counter: uniform
   * CHECK: while probe final: uniform
   * CHECK: while probe bumped: varying
   * CHECK: while probe divergentexit: varying
   * CHECK: while probe forwarded: uniform
    */
  check("while",
        "      %r = scf.while (%i = %c0) : (index) -> index {\n"
        "        %go = arith.cmpi ult, %i, %n : index\n"
        "        scf.condition(%go) %i : index\n"
        "      } do {\n"
        "      ^bb0(%j: index):\n" PROBE("%j", "counter")
        "        %j2 = arith.addi %j, %c1 : index\n"
        "        scf.yield %j2 : index\n"
        "      }\n"
        "      %q = scf.while (%i = %c0) : (index) -> index {\n"
        "        %go = arith.cmpi ult, %i, %n : index\n"
        "        scf.condition(%go) %i : index\n"
        "      } do {\n"
        "      ^bb0(%j: index):\n" PROBE("%j", "bumped")
        "        %j2 = arith.addi %j, %tx : index\n"
        "        scf.yield %j2 : index\n"
        "      }\n"
        "      %d = scf.while (%i = %c0) : (index) -> index {\n"
        "        %go = arith.cmpi ult, %i, %tx : index\n"
        "        scf.condition(%go) %i : index\n"
        "      } do {\n"
        "      ^bb0(%j: index):\n" PROBE("%j", "forwarded")
        "        %j2 = arith.addi %j, %c1 : index\n"
        "        scf.yield %j2 : index\n"
        "      }\n" PROBE("%r", "final") PROBE("%d", "divergentexit"),
        (Probe[]){U("counter"), U("final"), V("bumped"), V("divergentexit"),
                  U("forwarded"), END});

  /* scf.if results, and the mark passes put on reloads they proved uniform.
   * CHECK: if probe uniformif: uniform
   * CHECK: if probe condtx: varying
   * CHECK: if probe yieldtx: varying
   * CHECK: if probe marked: uniform
    */
  check("if",
        "      %c = arith.cmpi eq, %bx, %c0 : index\n"
        "      %ct = arith.cmpi eq, %tx, %c0 : index\n"
        "      %u = scf.if %c -> (index) {\n"
        "        scf.yield %n : index\n"
        "      } else {\n"
        "        scf.yield %c1 : index\n"
        "      }\n"
        "      %v = scf.if %ct -> (index) {\n"
        "        scf.yield %n : index\n"
        "      } else {\n"
        "        scf.yield %c1 : index\n"
        "      }\n"
        "      %w = scf.if %c -> (index) {\n"
        "        scf.yield %tx : index\n"
        "      } else {\n"
        "        scf.yield %c1 : index\n"
        "      }\n"
        "      %m = memref.load %s[%tx] {stitch.uniform} : memref<64xindex>\n"
        PROBE("%u", "uniformif") PROBE("%v", "condtx") PROBE("%w", "yieldtx")
            PROBE("%m", "marked"),
        (Probe[]){U("uniformif"), V("condtx"), V("yieldtx"), U("marked"),
                  END});
}

static void testControl(void) {
  /* CHECK: control control top: uniform
   * CHECK: control control inuniformfor: uniform
   * CHECK: control control intxif: varying
   * CHECK: control control inwhile: uniform
   * CHECK: control control intxwhile: varying
    */
  check("control",
        "      %x = arith.addi %bx, %c1 {control = \"top\"} : index\n"
        "      scf.for %i = %c0 to %n step %c1 {\n"
        "        %y = arith.addi %i, %c1 {control = \"inuniformfor\"} : "
        "index\n"
        "        %ct = arith.cmpi eq, %tx, %i : index\n"
        "        scf.if %ct {\n"
        "          %z = arith.addi %i, %c1 {control = \"intxif\"} : index\n"
        "        }\n"
        "      }\n"
        "      %r = scf.while (%i = %c0) : (index) -> index {\n"
        "        %go = arith.cmpi ult, %i, %n : index\n"
        "        scf.condition(%go) %i : index\n"
        "      } do {\n"
        "      ^bb0(%j: index):\n"
        "        %j2 = arith.addi %j, %c1 {control = \"inwhile\"} : index\n"
        "        scf.yield %j2 : index\n"
        "      }\n"
        "      %q = scf.while (%i = %c0) : (index) -> index {\n"
        "        %go = arith.cmpi ult, %i, %tx : index\n"
        "        scf.condition(%go) %i : index\n"
        "      } do {\n"
        "      ^bb0(%j: index):\n"
        "        %j2 = arith.addi %j, %c1 {control = \"intxwhile\"} : index\n"
        "        scf.yield %j2 : index\n"
        "      }\n",
        (Probe[]){CU("top"), CU("inuniformfor"), CV("intxif"), CU("inwhile"),
                  CV("intxwhile"), END});
}

int main(void) {
  ctx = mlirContextCreate();
  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  mlirRegisterAllDialects(registry);
  stitchRegisterDialect(registry);
  mlirContextAppendDialectRegistry(ctx, registry);
  mlirDialectRegistryDestroy(registry);
  mlirContextLoadAllAvailableDialects(ctx);
  testValues();
  testControl();
  mlirContextDestroy(ctx);
  /* CHECK: done
   */
  printf("done\n");
  return 0;
}
