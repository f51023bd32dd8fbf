//===- OptMain.cpp - stitch-opt over upstream's MlirOptMain ---------------===//
//
// See stitch-c/Tool.h. C++ because MlirOptMain is C++ only; everything
// Stitch-specific it needs comes through the C registration entry points.
//
//===----------------------------------------------------------------------===//

#include "stitch-c/Dialect.h"
#include "stitch-c/Pass.h"
#include "stitch-c/Tool.h"

#include "ParseGuard.h"

#include "mlir/CAPI/IR.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"

#ifndef STITCH_VERSION
#define STITCH_VERSION "0.1.0"
#endif

using namespace mlir;

static void printStitchVersion(llvm::raw_ostream &os) {
  os << "Stitch stitch-opt version " STITCH_VERSION " (MLIR " LLVM_VERSION_STRING
        ")\n";
}

int stitchOptMain(int argc, char **argv) {
  DialectRegistry registry;
  registerAllDialects(registry);
  registerAllExtensions(registry);
  registerAllToLLVMIRTranslations(registry);
  stitchRegisterDialect(wrap(&registry));
  registerAllPasses();
  stitchRegisterAllPasses();

  static llvm::cl::opt<bool> listPasses(
      "list-stitch-passes",
      llvm::cl::desc("List the arguments of Stitch's passes and pipelines"),
      llvm::cl::init(false));
  llvm::cl::SetVersionPrinter(printStitchVersion);

  auto [inputFilename, outputFilename] = registerAndParseCLIOptions(
      argc, argv, "Stitch optimizer driver (MLIR's mlir-opt with Stitch)\n",
      registry);

  if (listPasses) {
    for (intptr_t i = 0; i < stitchGetNumPassDefs(); ++i)
      llvm::outs() << stitchGetPassDef(i)->argument << "\n";
    for (intptr_t i = 0; i < stitchGetNumPipelineDefs(); ++i)
      llvm::outs() << stitchGetPipelineDef(i)->argument << "\n";
    return 0;
  }

  MlirOptMainConfig config = MlirOptMainConfig::createFromCLOptions();
  std::string errorMessage;
  std::unique_ptr<llvm::MemoryBuffer> file =
      openInputFile(inputFilename, &errorMessage);
  if (!file) {
    llvm::errs() << "stitch-opt: error: " << errorMessage << "\n";
    return 1;
  }
  // Input that would crash upstream's parser gets a located error instead.
  StitchParseIssue issue;
  if (!stitchParseGuardCheck(file->getBufferStart(), file->getBufferSize(),
                             &issue)) {
    llvm::StringRef name =
        inputFilename == "-" ? llvm::StringRef("<stdin>") : inputFilename;
    llvm::errs() << name << ":" << issue.line << ":" << issue.column
                 << ": error: " << issue.message << "\n";
    return 1;
  }
  std::unique_ptr<llvm::ToolOutputFile> output =
      openOutputFile(outputFilename, &errorMessage);
  if (!output) {
    llvm::errs() << "stitch-opt: error: " << errorMessage << "\n";
    return 1;
  }
  if (failed(MlirOptMain(output->os(), std::move(file), registry, config)))
    return 1;
  output->keep();
  return 0;
}
