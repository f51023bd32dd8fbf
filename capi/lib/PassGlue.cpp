//===- PassGlue.cpp - mlir::Pass around a C StitchPassDef -----------------===//
//
// Upstream's mlirCreateExternalPass cannot declare pass options, and the
// options one could bolt onto it are lost when the pass manager clones the
// pass. This glue is the smallest mlir::Pass that forwards to a C definition
// and owns typed options, so that C passes parse `pass{opt=value}`, print
// their options in pipelines and --help, and survive cloning.
//
//===----------------------------------------------------------------------===//

#include "stitch-c/Pass.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Registration.h"
#include "mlir/CAPI/Pass.h"
#include "mlir/CAPI/Support.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/Threading.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdlib>
#include <deque>
#include <memory>
#include <mutex>
#include <string>
#include <variant>

using namespace mlir;

namespace {
class StitchCPass : public Pass {
public:
  explicit StitchCPass(const StitchPassDef *def)
      : Pass(TypeID::getFromOpaquePointer(def), anchor(def)), def(def) {
    for (intptr_t i = 0; i < def->numOptions; ++i) {
      const StitchPassOptionDef &o = def->options[i];
      std::string dflt = o.defaultValue ? o.defaultValue : "";
      llvm::cl::desc desc(o.description ? o.description : "");
      switch (o.kind) {
      case STITCH_OPTION_BOOL:
        options.emplace_back(std::make_unique<Option<bool>>(
            *this, o.name, desc,
            llvm::cl::init(dflt == "true" || dflt == "1")));
        break;
      case STITCH_OPTION_INT: {
        char *end = nullptr;
        long long value = std::strtoll(dflt.c_str(), &end, 10);
        if (dflt.empty() || *end)
          llvm::report_fatal_error(llvm::Twine("stitch pass '") +
                                   def->argument + "': option '" + o.name +
                                   "' has a default that is not an integer");
        options.emplace_back(std::make_unique<Option<int64_t>>(
            *this, o.name, desc, llvm::cl::init(value)));
        break;
      }
      case STITCH_OPTION_STRING:
        options.emplace_back(std::make_unique<Option<std::string>>(
            *this, o.name, desc, llvm::cl::init(dflt)));
        break;
      case STITCH_OPTION_ENUM: {
        if (!o.values || !isAllowed(o.values, dflt))
          llvm::report_fatal_error(llvm::Twine("stitch pass '") +
                                   def->argument + "': option '" + o.name +
                                   "' has a default outside its values");
        enumDescriptions.push_back(std::string(o.description
                                                   ? o.description
                                                   : "") +
                                   " (one of: " + o.values + ")");
        options.emplace_back(std::make_unique<Option<std::string>>(
            *this, o.name, llvm::cl::desc(enumDescriptions.back()),
            llvm::cl::init(dflt)));
        break;
      }
      }
    }
  }

  StringRef getName() const override { return def->name; }
  StringRef getArgument() const override { return def->argument; }
  StringRef getDescription() const override { return def->description; }

  bool canScheduleOn(RegisteredOperationName opName) const override {
    return !def->anchorOp || !*def->anchorOp ||
           opName.getStringRef() == def->anchorOp;
  }

  // Pass::clone copies the option values after this returns.
  std::unique_ptr<Pass> clonePass() const override {
    return std::make_unique<StitchCPass>(def);
  }

  void getDependentDialects(DialectRegistry &registry) const override {
    for (intptr_t i = 0; i < def->numDependentDialects; ++i)
      mlirDialectHandleInsertDialect(def->dependentDialects[i](),
                                     wrap(&registry));
  }

  // Enumerated options are checked when the pipeline text is parsed, so a
  // bad value fails there (stitch-opt, mlir-opt, stitchPassManagerAddByName)
  // with the value echoed and the allowed ones listed; initialize checks
  // again for options that did not come from text.
  LogicalResult initializeOptions(
      StringRef text,
      function_ref<LogicalResult(const Twine &)> errorHandler) override {
    if (failed(Pass::initializeOptions(text, errorHandler)))
      return failure();
    std::string message = badEnumOption();
    return message.empty() ? success() : errorHandler(message);
  }

  LogicalResult initialize(MLIRContext *ctx) override {
    std::string message = badEnumOption();
    if (!message.empty())
      return emitError(UnknownLoc::get(ctx)) << message;
    if (!def->initialize)
      return success();
    return unwrap(def->initialize(handle(), wrap(ctx)));
  }

  void runOnOperation() override {
    if (mlirLogicalResultIsFailure(def->run(handle(), wrap(getOperation()))))
      signalPassFailure();
  }

  template <typename T> const T &option(const char *name) const {
    for (intptr_t i = 0; i < def->numOptions; ++i) {
      if (StringRef(def->options[i].name) != name)
        continue;
      if (auto *opt = std::get_if<std::unique_ptr<Option<T>>>(&options[i]))
        return (*opt)->getValue();
      break;
    }
    llvm::report_fatal_error(llvm::Twine("stitch pass '") + def->argument +
                             "' has no option '" + name +
                             "' of the requested kind");
  }

  const StitchPassDef *def;

  // stitchPassMarkUnchanged: MLIR skips the verifier after a pass that
  // preserved every analysis (it cannot have changed the IR).
  void markUnchanged() { markAllAnalysesPreserved(); }

private:
  /// The message for the first enumerated option whose value is not one
  /// of its values, or "".
  std::string badEnumOption() const {
    for (intptr_t i = 0; i < def->numOptions; ++i) {
      const StitchPassOptionDef &o = def->options[i];
      if (o.kind != STITCH_OPTION_ENUM)
        continue;
      const std::string &value = option<std::string>(o.name);
      if (!isAllowed(o.values, value))
        return (llvm::Twine("'") + def->argument + "': option '" + o.name +
                "' has value '" + value + "'; expected one of " + o.values)
            .str();
    }
    return "";
  }

  /// True if `value` is one of the '|'-separated `values`.
  static bool isAllowed(const char *values, StringRef value) {
    SmallVector<StringRef> allowed;
    StringRef(values).split(allowed, '|');
    return llvm::is_contained(allowed, value);
  }

  static std::optional<StringRef> anchor(const StitchPassDef *def) {
    if (!def->anchorOp || !*def->anchorOp)
      return std::nullopt;
    return StringRef(def->anchorOp);
  }
  StitchPass handle() { return StitchPass{this}; }

  std::vector<std::variant<std::unique_ptr<Option<bool>>,
                           std::unique_ptr<Option<int64_t>>,
                           std::unique_ptr<Option<std::string>>>>
      options;
  // Descriptions of enumerated options with their values (cl::desc keeps a
  // pointer); a deque so that growing it does not move them.
  std::deque<std::string> enumDescriptions;
};

StitchCPass *unwrapPass(StitchPass pass) {
  return static_cast<StitchCPass *>(pass.ptr);
}
} // namespace

MlirPass stitchPassCreate(const StitchPassDef *def) {
  if (!def)
    return MlirPass{nullptr};
  return wrap(static_cast<Pass *>(new StitchCPass(def)));
}

void stitchPassDestroy(MlirPass pass) { delete unwrap(pass); }

bool stitchPassGetBoolOption(StitchPass pass, const char *name) {
  return unwrapPass(pass)->option<bool>(name);
}

int64_t stitchPassGetIntOption(StitchPass pass, const char *name) {
  return unwrapPass(pass)->option<int64_t>(name);
}

MlirStringRef stitchPassGetStringOption(StitchPass pass, const char *name) {
  const std::string &value = unwrapPass(pass)->option<std::string>(name);
  return mlirStringRefCreate(value.data(), value.size());
}

void stitchPassEmitError(StitchPass pass, MlirContext ctx,
                         const char *message) {
  emitError(UnknownLoc::get(unwrap(ctx)))
      << "'" << unwrapPass(pass)->def->argument << "': " << message;
}

void stitchPassMarkUnchanged(StitchPass pass) {
  unwrapPass(pass)->markUnchanged();
}

void stitchParallelFor(MlirContext ctx, intptr_t n,
                       void (*fn)(intptr_t i, void *userData),
                       void *userData) {
  if (n <= 0)
    return;
  parallelFor(unwrap(ctx), 0, static_cast<size_t>(n),
              [&](size_t i) { fn(static_cast<intptr_t>(i), userData); });
}

const StitchPassDef *stitchPassGetDef(StitchPass pass) {
  return unwrapPass(pass)->def;
}

void stitchRegisterPassGlobally(const StitchPassDef *def) {
  registerPass([def]() -> std::unique_ptr<Pass> {
    return std::make_unique<StitchCPass>(def);
  });
}

void stitchRegisterPipelineGlobally(const StitchPipelineDef *def) {
  std::string text = def->pipeline;
  registerPassPipeline(
      def->argument, def->description,
      [text](OpPassManager &pm, StringRef options,
             function_ref<LogicalResult(const Twine &)> errorHandler)
          -> LogicalResult {
        if (!options.empty())
          return errorHandler("this pipeline takes no options");
        std::string message;
        llvm::raw_string_ostream os(message);
        if (failed(parsePassPipeline(text, pm, os)))
          return errorHandler("bad pipeline text: " + message);
        return success();
      },
      [](function_ref<void(const detail::PassOptions &)>) {});
}
