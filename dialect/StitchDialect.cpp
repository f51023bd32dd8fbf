//===- StitchDialect.cpp - stitch dialect, ops and verifiers --------------===//
//
// ODS-generated op classes plus the hand-written parts MLIR needs in C++:
// verifiers and the custom assembly of stitch.kernel. The memory effects of
// stitch.barrier are computed by the isl analysis of the passes layer and
// attached from above as an external model (capi/top/BarrierEffects.cpp):
// the dialect depends on MLIR only.
//
//===----------------------------------------------------------------------===//

#include "StitchDialect.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/OpImplementation.h"
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

namespace {
/// Aliases for aggregate types with many elements, whichever dialect they
/// belong to (MLIR asks every loaded dialect's interface about every type it
/// prints). A function returning R memrefs lowers to one !llvm.struct of R
/// descriptors, and each of the R llvm.insertvalue ops packing it prints
/// that whole type: the text grew as R^2 (328 MB for a 10,000-op graph, a
/// third of stitch-compile-cpu's time; docs/compile-time.md). With an alias
/// the type is printed once, at the top of the file (`!llvm_aggregate =
/// !llvm.struct<...>`), which any MLIR parser reads back. Small aggregates
/// (memref descriptors, a few results) keep their inline form.
struct StitchOpAsmInterface : public OpAsmDialectInterface {
  using OpAsmDialectInterface::OpAsmDialectInterface;

  /// From this many immediate element types on, a type gets an alias.
  static constexpr unsigned kMinElements = 16;

  AliasResult getAlias(Type type, raw_ostream &os) const override {
    unsigned elements = 0;
    type.walkImmediateSubElements([](Attribute) {},
                                  [&](Type) { ++elements; });
    if (elements < kMinElements)
      return AliasResult::NoAlias;
    // Identifiers only (no '.', no trailing digit): the printer appends a
    // counter to tell apart several aliases of one name.
    os << type.getDialect().getNamespace() << "_aggregate";
    return AliasResult::OverridableAlias;
  }
};
} // namespace

void StitchDialect::initialize() {
  addInterfaces<StitchOpAsmInterface>();
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
