//===- BarrierEffects.cpp - memory effects of stitch.barrier --------------===//
//
// The MemoryEffectOpInterface of stitch.barrier as an external model: a
// barrier orders the accesses of the *other* threads of its block, so its
// effects are those of the code between it and its neighbouring barriers
// minus the accesses the exact isl analysis (passes/analysis/
// BarrierAnalysis.h) proves private to each thread. The model lives at the
// top of the stack because it needs both the dialect and that analysis;
// stitchRegisterDialect (Registration.cpp) attaches it. Without it (the
// dialect loaded through its bare handle) the barrier implements no effect
// interface, which MLIR treats as unknown effects: sound, only less precise.
//
//===----------------------------------------------------------------------===//

#include "BarrierEffects.h"

#include "StitchDialect.h"

#include "mlir/CAPI/IR.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/DenseMap.h"

#include <memory>
#include <vector>

extern "C" {
#include "BarrierAnalysis.h"
}

using namespace mlir;
using namespace mlir::stitch;

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
/// an analysis built for one holds for the other. Constants are taken by
/// value: an operand defined by an arith.constant contributes the constant's
/// attribute, not its identity, and constants inside the loop are left out.
/// The greedy passes (linalg-to-loops, canonicalize, ...) hoist and
/// deduplicate constants into the function's entry block; by identity, each
/// such move made the next query rebuild the kernel's isl analysis (2 of the
/// 3 analyses per kernel in convert-linalg-to-parallel-loops). The analysis
/// reads a constant only for its value, and records no access for it.
std::vector<const void *> fingerprintOf(Operation *loop) {
  std::vector<const void *> f;
  loop->walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (isa<arith::ConstantOp>(op) && op != loop)
      return;
    f.push_back(op);
    f.push_back(op->getName().getAsOpaquePointer());
    f.push_back(op->getAttrDictionary().getAsOpaquePointer());
    f.push_back(reinterpret_cast<const void *>(
        static_cast<uintptr_t>(op->getNumOperands())));
    for (Value v : op->getOperands()) {
      if (auto cst = v.getDefiningOp<arith::ConstantOp>()) {
        f.push_back(nullptr); // marks a constant: its value and type follow
        f.push_back(cst.getValue().getAsOpaquePointer());
        f.push_back(v.getType().getAsOpaquePointer());
        continue;
      }
      f.push_back(v.getAsOpaquePointer());
    }
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

/// The analysis of `loop`, from this thread's cache when the loop's IR has
/// not changed since it was built (null if isl cannot start). The cache owns
/// it. One entry per thread loop, kept across passes: every greedy pass
/// (canonicalize, linalg-to-loops, the math approximation, ...) asks each
/// barrier for its effects, and a cache smaller than the number of kernels
/// rebuilt every kernel's isl analysis in every pass, which was most of
/// stitch-compile-cpu's time on large graphs (docs/compile-time.md). The
/// fingerprint check makes a stale entry (loop changed, or freed and its
/// address reused) harmless; the cap bounds what loops deleted long ago
/// still hold.
static StitchBarrierAnalysis *getCachedAnalysis(scf::ParallelOp loop) {
  constexpr size_t kMaxEntries = 1 << 14;
  thread_local llvm::DenseMap<Operation *, std::unique_ptr<CachedAnalysis>>
      cache;
  std::vector<const void *> fingerprint = fingerprintOf(loop);
  auto it = cache.find(loop.getOperation());
  if (it != cache.end()) {
    if (it->second->fingerprint == fingerprint)
      return it->second->analysis;
    cache.erase(it); // stale: the loop changed
  }
  if (cache.size() >= kMaxEntries)
    cache.clear();
  auto entry = std::make_unique<CachedAnalysis>();
  entry->loop = loop.getOperation();
  entry->fingerprint = std::move(fingerprint);
  entry->analysis = stitchBarrierAnalysisCreate(wrap(loop.getOperation()));
  if (!entry->analysis)
    return nullptr;
  StitchBarrierAnalysis *analysis = entry->analysis;
  cache[loop.getOperation()] = std::move(entry);
  return analysis;
}

namespace {
/// MemoryEffectOpInterface of stitch.barrier (see StitchOps.td).
struct BarrierEffectsModel
    : public MemoryEffectOpInterface::ExternalModel<BarrierEffectsModel,
                                                    BarrierOp> {
  void getEffects(
      Operation *op,
      SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
          &effects) const;
};
} // namespace

void BarrierEffectsModel::getEffects(
    Operation *barrierOp,
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) const {
  auto barrier = cast<BarrierOp>(barrierOp);
  // A barrier orders the accesses of the *other* threads of its block: its
  // effects are those of the code between it and its neighbouring barriers
  // (the whole thread body when it sits in nested control flow), minus the
  // accesses that only ever touch the current thread's own elements (each
  // thread orders those by program order). See docs in StitchOps.td.
  auto conservative = [&] {
    effects.emplace_back(MemoryEffects::Read::get());
    effects.emplace_back(MemoryEffects::Write::get());
  };
  scf::ParallelOp loop = barrier.getThreadLoop();
  if (!loop) {
    if (llvm::all_of(barrier.getThreads(),
                     [](Value v) { return matchPattern(v, m_Constant()); }))
      return; // single-thread block: orders nothing
    return conservative();
  }
  Block *body = loop.getBody();
  Operation *first = &body->front(), *end = body->getTerminator();
  if (barrierOp->getBlock() == body) {
    for (Operation *op = barrierOp->getPrevNode(); op; op = op->getPrevNode())
      if (isa<BarrierOp>(op)) {
        first = op->getNextNode();
        break;
      }
    for (Operation *op = barrierOp->getNextNode(); op; op = op->getNextNode())
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

void stitch::registerBarrierEffectsModel(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *ctx, StitchDialect *) {
    BarrierOp::attachInterface<BarrierEffectsModel>(*ctx);
  });
}
