//===- Plugin.cpp - mlir-opt plugin entry points --------------------------===//
//
// `mlir-opt --load-dialect-plugin=libStitch.so --load-pass-plugin=libStitch.so`
// finds these two symbols; both flags are needed because mlir-opt loads the
// dialect and the passes through different plugin interfaces.
//
//===----------------------------------------------------------------------===//

#include "stitch-c/Dialect.h"
#include "stitch-c/Pass.h"

#include "mlir/CAPI/IR.h"
#include "mlir/Tools/Plugins/DialectPlugin.h"
#include "mlir/Tools/Plugins/PassPlugin.h"
#include "llvm/Config/llvm-config.h"

extern "C" LLVM_ATTRIBUTE_WEAK ::mlir::DialectPluginLibraryInfo
mlirGetDialectPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "Stitch", LLVM_VERSION_STRING,
          [](mlir::DialectRegistry *registry) {
            stitchRegisterDialect(wrap(registry));
          }};
}

extern "C" LLVM_ATTRIBUTE_WEAK ::mlir::PassPluginLibraryInfo
mlirGetPassPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "Stitch", LLVM_VERSION_STRING,
          []() { stitchRegisterAllPasses(); }};
}
