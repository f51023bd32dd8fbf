/* An external program using an installed Stitch through its C API only:
 * parses a GPU-style kernel, runs a pass and a pipeline by name
 * (stitchPassManagerAddByName), and shows that a wrong name is an error
 * message, not a crash. Built by test/install/install.test with
 * find_package(Stitch) and with pkg-config. */
#include "stitch-c/Dialect.h"
#include "stitch-c/Pass.h"

#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "mlir-c/RegisterEverything.h"

#include <stdio.h>

static const char *source =
    "func.func @k(%m: memref<64xf32>) {\n"
    "  %c0 = arith.constant 0 : index\n"
    "  %c1 = arith.constant 1 : index\n"
    "  %c8 = arith.constant 8 : index\n"
    "  scf.parallel (%b) = (%c0) to (%c8) step (%c1) {\n"
    "    scf.parallel (%t) = (%c0) to (%c1) step (%c1) {\n"
    "      stitch.barrier %t\n"
    "      %i = arith.muli %b, %c8 : index\n"
    "      %v = memref.load %m[%i] : memref<64xf32>\n"
    "      %w = arith.addf %v, %v : f32\n"
    "      memref.store %w, %m[%i] : memref<64xf32>\n"
    "      scf.reduce\n"
    "    }\n"
    "    scf.reduce\n"
    "  }\n"
    "  return\n"
    "}\n";

static void printMessage(MlirStringRef s, void *userData) {
  (void)userData;
  fwrite(s.data, 1, s.length, stdout);
}

static int run(MlirContext ctx, const char *what) {
  MlirModule module =
      mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString(source));
  if (mlirModuleIsNull(module))
    return 1;
  MlirPassManager pm = mlirPassManagerCreate(ctx);
  int status = 1;
  if (mlirLogicalResultIsSuccess(
          stitchPassManagerAddByName(pm, what, printMessage, NULL)) &&
      mlirLogicalResultIsSuccess(
          mlirPassManagerRunOnOp(pm, mlirModuleGetOperation(module)))) {
    MlirOperation op = mlirModuleGetOperation(module);
    printf("%s: ok\n", what);
    mlirOperationPrint(op, printMessage, NULL);
    printf("\n");
    status = 0;
  } else {
    printf("\n%s: failed\n", what);
  }
  mlirPassManagerDestroy(pm);
  mlirModuleDestroy(module);
  return status;
}

int main(void) {
  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  mlirRegisterAllDialects(registry);
  stitchRegisterDialect(registry);
  MlirContext ctx = mlirContextCreateWithRegistry(registry, false);
  mlirRegisterAllLLVMTranslations(ctx);
  mlirDialectRegistryDestroy(registry);
  /* Stitch's pipelines name upstream passes too. */
  mlirRegisterAllPasses();
  int bad = 0;
  bad |= run(ctx, "stitch-strip-trivial-barriers");
  bad |= run(ctx, "stitch-to-openmp");
  bad |= !run(ctx, "stitch-to-opnemp");
  mlirContextDestroy(ctx);
  return bad;
}
