//===- StitchDialect.cpp - stitch dialect, ops and verifiers --------------===//
//
// ODS-generated op classes plus the hand-written parts MLIR needs in C++:
// verifiers, the custom assembly of stitch.kernel, and the memory-effect
// interface of stitch.barrier.
//
//===----------------------------------------------------------------------===//

#include "StitchDialect.h"

#include "mlir/CAPI/IR.h"

#include <memory>
#include <vector>

extern "C" {
#include "../passes/BarrierAnalysis.h"
}

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/SmallBitVector.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::stitch;

#include "StitchDialect.cpp.inc"
#include "StitchEnums.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "StitchAttrs.cpp.inc"

#define GET_OP_CLASSES
#include "StitchOps.cpp.inc"

void StitchDialect::initialize() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "StitchAttrs.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "StitchOps.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// BarrierOp
//===----------------------------------------------------------------------===//

/// The scf.parallel whose induction variable `v` is, or null.
static scf::ParallelOp getOwningParallel(Value v) {
  auto arg = dyn_cast<BlockArgument>(v);
  if (!arg)
    return nullptr;
  return dyn_cast_or_null<scf::ParallelOp>(arg.getOwner()->getParentOp());
}

scf::ParallelOp BarrierOp::getThreadLoop() {
  for (Value v : getThreads())
    if (scf::ParallelOp loop = getOwningParallel(v))
      return loop;
  return nullptr;
}

LogicalResult BarrierOp::verify() {
  if (getThreads().empty())
    return emitOpError("expects at least one thread index (the induction "
                       "variables of its scf.parallel thread loop)");

  scf::ParallelOp loop;
  llvm::SmallBitVector named;
  for (auto [i, v] : llvm::enumerate(getThreads())) {
    if (matchPattern(v, m_Constant()))
      continue; // a folded-away thread dimension
    scf::ParallelOp owner = getOwningParallel(v);
    if (!owner)
      return emitOpError() << "operand #" << i
                           << " must be an induction variable of the "
                              "enclosing scf.parallel thread loop or a "
                              "constant index";
    if (loop && owner != loop)
      return emitOpError() << "operands name induction variables of two "
                              "different scf.parallel loops";
    if (!loop) {
      loop = owner;
      named.resize(loop.getNumLoops());
    }
    unsigned pos = cast<BlockArgument>(v).getArgNumber();
    if (named.test(pos))
      return emitOpError() << "names induction variable #" << pos
                           << " of its thread loop twice";
    named.set(pos);
  }
  if (!loop)
    return success(); // single-thread block: nothing to synchronize

  if (!named.all())
    return emitOpError() << "must name every induction variable of its "
                            "thread loop (missing #"
                         << named.find_first_unset() << ")";

  // Uniform control flow: only structured loops/conditionals whose bounds
  // and conditions are the same for every thread may separate the barrier
  // from its thread loop.
  for (Operation *p = (*this)->getParentOp(); p != loop.getOperation();
       p = p->getParentOp()) {
    if (!isa<scf::ForOp, scf::IfOp, scf::WhileOp>(p))
      return emitOpError() << "must be nested in its thread loop through "
                              "scf.for, scf.if and scf.while only, found '"
                           << p->getName() << "'";
  }
  return success();
}

/// Adds what `op` does to memory (not its nested ops: the caller walks
/// them) to `effects`. Returns false if that is unknown.
static bool addEffectsOf(
    Operation *op,
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) {
  if (op->hasTrait<OpTrait::HasRecursiveMemoryEffects>())
    return true; // its nested ops are walked one by one
  auto iface = dyn_cast<MemoryEffectOpInterface>(op);
  if (!iface)
    return false;
  SmallVector<MemoryEffects::EffectInstance> own;
  iface.getEffects(own);
  for (const MemoryEffects::EffectInstance &e : own) {
    // Allocation happens per thread and orders nothing across threads.
    if (isa<MemoryEffects::Allocate>(e.getEffect()))
      continue;
    MemoryEffects::Effect *kind = isa<MemoryEffects::Read>(e.getEffect())
                                      ? static_cast<MemoryEffects::Effect *>(
                                            MemoryEffects::Read::get())
                                      : MemoryEffects::Write::get();
    if (OpOperand *operand = e.getEffectValue<OpOperand *>())
      effects.emplace_back(kind, operand, e.getResource());
    else if (OpResult result = e.getEffectValue<OpResult>())
      effects.emplace_back(kind, result, e.getResource());
    else if (BlockArgument arg = e.getEffectValue<BlockArgument>())
      effects.emplace_back(kind, arg, e.getResource());
    else
      effects.emplace_back(kind, e.getResource());
  }
  return true;
}

namespace {
/// Everything that defines the IR of a thread loop, op by op: identity,
/// name, attributes (properties included), operands, result types, and the
/// blocks with their argument types. Equal fingerprints mean the same IR, so
/// an analysis built for one holds for the other.
std::vector<const void *> fingerprintOf(Operation *loop) {
  std::vector<const void *> f;
  loop->walk<WalkOrder::PreOrder>([&](Operation *op) {
    f.push_back(op);
    f.push_back(op->getName().getAsOpaquePointer());
    f.push_back(op->getAttrDictionary().getAsOpaquePointer());
    f.push_back(reinterpret_cast<const void *>(
        static_cast<uintptr_t>(op->getNumOperands())));
    for (Value v : op->getOperands())
      f.push_back(v.getAsOpaquePointer());
    for (Type t : op->getResultTypes())
      f.push_back(t.getAsOpaquePointer());
    for (Region &region : op->getRegions())
      for (Block &block : region) {
        f.push_back(&block);
        for (BlockArgument arg : block.getArguments())
          f.push_back(arg.getType().getAsOpaquePointer());
      }
  });
  return f;
}

/// The isl analysis of one thread loop, kept while its IR stays the same:
/// upstream passes query a barrier's effects many times between changes.
struct CachedAnalysis {
  Operation *loop = nullptr;
  std::vector<const void *> fingerprint;
  StitchBarrierAnalysis *analysis = nullptr;
  CachedAnalysis() = default;
  CachedAnalysis(const CachedAnalysis &) = delete;
  CachedAnalysis &operator=(const CachedAnalysis &) = delete;
  ~CachedAnalysis() { stitchBarrierAnalysisDestroy(analysis); }
};
} // namespace

/// The analysis of `loop`, from this thread's small cache when the loop's IR
/// has not changed since it was built (null if isl cannot start). The cache
/// owns it.
static StitchBarrierAnalysis *getCachedAnalysis(scf::ParallelOp loop) {
  constexpr size_t kEntries = 4;
  thread_local std::vector<std::unique_ptr<CachedAnalysis>> cache;
  std::vector<const void *> fingerprint = fingerprintOf(loop);
  for (auto it = cache.begin(); it != cache.end(); ++it) {
    if ((*it)->loop != loop.getOperation())
      continue;
    if ((*it)->fingerprint == fingerprint)
      return (*it)->analysis;
    cache.erase(it); // stale: the loop changed
    break;
  }
  if (cache.size() == kEntries)
    cache.erase(cache.begin());
  auto entry = std::make_unique<CachedAnalysis>();
  entry->loop = loop.getOperation();
  entry->fingerprint = std::move(fingerprint);
  entry->analysis = stitchBarrierAnalysisCreate(wrap(loop.getOperation()));
  if (!entry->analysis)
    return nullptr;
  cache.push_back(std::move(entry));
  return cache.back()->analysis;
}

void BarrierOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) {
  // A barrier orders the accesses of the *other* threads of its block: its
  // effects are those of the code between it and its neighbouring barriers
  // (the whole thread body when it sits in nested control flow), minus the
  // accesses that only ever touch the current thread's own elements (each
  // thread orders those by program order). See docs in StitchOps.td.
  auto conservative = [&] {
    effects.emplace_back(MemoryEffects::Read::get());
    effects.emplace_back(MemoryEffects::Write::get());
  };
  scf::ParallelOp loop = getThreadLoop();
  if (!loop) {
    if (llvm::all_of(getThreads(),
                     [](Value v) { return matchPattern(v, m_Constant()); }))
      return; // single-thread block: orders nothing
    return conservative();
  }
  Block *body = loop.getBody();
  Operation *first = &body->front(), *end = body->getTerminator();
  if ((*this)->getBlock() == body) {
    for (Operation *op = (*this)->getPrevNode(); op; op = op->getPrevNode())
      if (isa<BarrierOp>(op)) {
        first = op->getNextNode();
        break;
      }
    for (Operation *op = (*this)->getNextNode(); op; op = op->getNextNode())
      if (isa<BarrierOp>(op)) {
        end = op;
        break;
      }
  }
  StitchBarrierAnalysis *analysis = getCachedAnalysis(loop);
  if (!analysis)
    return conservative();
  bool known = true;
  for (Operation *op = first; known && op != end; op = op->getNextNode()) {
    op->walk([&](Operation *nested) {
      if (!known || isa<BarrierOp>(nested))
        return;
      if (nested->getNumRegions() == 0 &&
          stitchAccessIsThreadPrivate(analysis, wrap(nested)))
        return;
      known = addEffectsOf(nested, effects);
    });
  }
  if (!known) {
    effects.clear();
    conservative();
  }
}

//===----------------------------------------------------------------------===//
// KernelOp
//===----------------------------------------------------------------------===//

void KernelOp::build(OpBuilder &builder, OperationState &state,
                     TypeRange resultTypes, ValueRange inputs,
                     FusionKind kind) {
  state.addOperands(inputs);
  state.addTypes(resultTypes);
  state.addAttribute(getKindAttrName(state.name),
                     FusionKindAttr::get(builder.getContext(), kind));
  Region *body = state.addRegion();
  Block *block = new Block();
  for (Value v : inputs)
    block->addArgument(v.getType(), v.getLoc());
  body->push_back(block);
}

// Syntax:
//   stitch.kernel <kind> (%arg = %operand : type, ...) [-> types]
//       [plan {...}] [attributes {...}] { body }
ParseResult KernelOp::parse(OpAsmParser &parser, OperationState &result) {
  StringRef kindName;
  SMLoc kindLoc = parser.getCurrentLocation();
  if (parser.parseKeyword(&kindName))
    return failure();
  std::optional<FusionKind> kind = symbolizeFusionKind(kindName);
  if (!kind)
    return parser.emitError(kindLoc)
           << "unknown kernel kind '" << kindName
           << "' (expected loop, reduction, stitch, packed, gemm_epilogue or "
              "opaque)";
  result.addAttribute(getKindAttrName(result.name),
                      FusionKindAttr::get(parser.getContext(), *kind));

  SmallVector<OpAsmParser::Argument> args;
  SmallVector<OpAsmParser::UnresolvedOperand> operands;
  SmallVector<Type> operandTypes;
  auto parseBinding = [&]() -> ParseResult {
    OpAsmParser::Argument arg;
    OpAsmParser::UnresolvedOperand operand;
    if (parser.parseArgument(arg) || parser.parseEqual() ||
        parser.parseOperand(operand) || parser.parseColonType(arg.type))
      return failure();
    args.push_back(arg);
    operands.push_back(operand);
    operandTypes.push_back(arg.type);
    return success();
  };
  if (parser.parseCommaSeparatedList(OpAsmParser::Delimiter::Paren,
                                     parseBinding, " in kernel operand list"))
    return failure();
  if (parser.resolveOperands(operands, operandTypes,
                             parser.getCurrentLocation(), result.operands))
    return failure();

  SmallVector<Type> resultTypes;
  if (parser.parseOptionalArrowTypeList(resultTypes))
    return failure();
  result.addTypes(resultTypes);

  if (succeeded(parser.parseOptionalKeyword("plan"))) {
    DictionaryAttr plan;
    if (parser.parseAttribute(plan))
      return failure();
    result.addAttribute(getPlanAttrName(result.name), plan);
  }
  if (parser.parseOptionalAttrDictWithKeyword(result.attributes))
    return failure();

  Region *body = result.addRegion();
  return parser.parseRegion(*body, args, /*enableNameShadowing=*/false);
}

void KernelOp::print(OpAsmPrinter &p) {
  p << ' ' << stringifyFusionKind(getKind()) << " (";
  Block &block = getBody().front();
  llvm::interleaveComma(llvm::zip(block.getArguments(), getInputs()), p,
                        [&](auto pair) {
                          auto [arg, input] = pair;
                          p << arg << " = " << input << " : "
                            << input.getType();
                        });
  p << ')';
  p.printOptionalArrowTypeList(getResultTypes());
  if (DictionaryAttr plan = getPlanAttr()) {
    p << " plan ";
    p.printAttributeWithoutType(plan);
  }
  p.printOptionalAttrDictWithKeyword(
      (*this)->getAttrs(), {getKindAttrName(), getPlanAttrName()});
  p << ' ';
  p.printRegion(getBody(), /*printEntryBlockArgs=*/false);
}

LogicalResult KernelOp::verify() {
  if (getBody().empty())
    return emitOpError() << "expects a body block";
  Block &block = getBody().front();
  if (block.getNumArguments() != getInputs().size())
    return emitOpError() << "has " << getInputs().size()
                         << " operands but its body takes "
                         << block.getNumArguments() << " arguments";
  for (auto [i, pair] :
       llvm::enumerate(llvm::zip(getInputs(), block.getArguments()))) {
    auto [input, arg] = pair;
    if (input.getType() != arg.getType())
      return emitOpError() << "operand #" << i << " has type "
                           << input.getType() << " but body argument #" << i
                           << " has type " << arg.getType();
  }
  return success();
}

LogicalResult KernelOp::verifyRegions() {
  if (getBody().empty())
    return emitOpError() << "expects a body block";
  Block &block = getBody().front();
  auto yield = dyn_cast_or_null<YieldOp>(
      block.empty() ? nullptr : &block.back());
  if (!yield)
    return emitOpError() << "body must end with 'stitch.yield'";
  if (yield.getValues().size() != getNumResults())
    return yield.emitOpError()
           << "yields " << yield.getValues().size()
           << " values but its kernel has " << getNumResults() << " results";
  for (auto [i, pair] :
       llvm::enumerate(llvm::zip(yield.getValues(), getResultTypes()))) {
    auto [value, type] = pair;
    if (value.getType() != type)
      return yield.emitOpError()
             << "value #" << i << " has type " << value.getType()
             << " but kernel result #" << i << " has type " << type;
  }
  return success();
}
