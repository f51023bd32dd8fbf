//===- StitchOps.td - stitch operations ---------------------*- tablegen -*-===//

#ifndef STITCH_OPS_TD
#define STITCH_OPS_TD

include "StitchDialect.td"
include "mlir/IR/EnumAttr.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

//===----------------------------------------------------------------------===//
// Fusion kind
//===----------------------------------------------------------------------===//

def Stitch_FusionKind : I32EnumAttr<"FusionKind", "kind of a fused kernel", [
    I32EnumAttrCase<"Loop", 0, "loop">,
    I32EnumAttrCase<"Reduction", 1, "reduction">,
    I32EnumAttrCase<"Stitch", 2, "stitch">,
    I32EnumAttrCase<"Packed", 3, "packed">,
    I32EnumAttrCase<"GemmEpilogue", 4, "gemm_epilogue">,
    I32EnumAttrCase<"Opaque", 5, "opaque">
  ]> {
  let cppNamespace = "::mlir::stitch";
  let genSpecializedAttr = 0;
}

def Stitch_FusionKindAttr : EnumAttr<Stitch_Dialect, Stitch_FusionKind, "kind"> {
  let assemblyFormat = "`<` $value `>`";
}

//===----------------------------------------------------------------------===//
// stitch.barrier
//===----------------------------------------------------------------------===//

// The memory effects below are implemented by an external model attached from
// above (capi/top/BarrierEffects.cpp): they need the isl analysis of the
// passes layer, and the dialect depends on MLIR only.
def Stitch_BarrierOp : Stitch_Op<"barrier", []> {
  let summary = "thread-block barrier (CUDA __syncthreads) of an scf.parallel thread loop";
  let description = [{
    `stitch.barrier` synchronizes the threads of a block. A block of threads is
    the iteration space of an `scf.parallel` (the *thread loop*); the barrier's
    operands name that loop's induction variables, in order. A dimension whose
    loop has been folded away (trip count 1) may be named by a constant index,
    and a barrier whose operands are all constants belongs to a single-thread
    block (it may sit anywhere and orders nothing).

    The barrier must be reached by every thread of the block under uniform
    control flow: between it and its thread loop there may only be `scf.for`,
    `scf.if` and `scf.while` ops (at any depth), whose conditions and bounds
    are the same for all threads.

    Memory effects: a barrier orders the accesses of the *other* threads of
    its block, never the current thread's own (program order does that). So
    it has the read and write effects of the code that other threads may run
    between it and its neighbouring barriers: the ops between the previous
    and the next barrier in the thread body when it sits directly in the
    thread loop, the whole thread body when it sits in nested control flow.
    Accesses that are private to each thread do not count: exact (isl)
    accesses whose elements no other thread ever touches anywhere in the
    thread loop, e.g. `sh[%tx]` when every access of `sh` is `sh[%tx]`
    (passes/analysis/BarrierAnalysis.h). Allocation effects do not count either. A
    barrier of a single-thread block has no effects. Unknown effects in the
    range make it read and write everything. Upstream passes then treat it
    precisely: canonicalize erases a barrier that orders nothing (trivially
    dead), CSE and other effect-based rewrites move and merge accesses
    across barriers that do not order them.

    ```mlir
    scf.parallel (%tx, %ty) = (%c0, %c0) to (%c16, %c16) step (%c1, %c1) {
      stitch.barrier %tx, %ty
    }
    ```
  }];
  let arguments = (ins Variadic<Index>:$threads);
  let assemblyFormat = "$threads attr-dict";
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// The scf.parallel thread loop whose induction variables this barrier
    /// names, or null when every operand is a constant (single-thread block).
    ::mlir::scf::ParallelOp getThreadLoop();
  }];
}

//===----------------------------------------------------------------------===//
// stitch.kernel / stitch.yield
//===----------------------------------------------------------------------===//

def Stitch_KernelOp : Stitch_Op<"kernel", [
    IsolatedFromAbove, RecursiveMemoryEffects, SingleBlock]> {
  let summary = "a region that runs as one fused kernel";
  let description = [{
    `stitch.kernel` holds a fused group of operations that runs as one GPU
    kernel or one CPU parallel region. It is isolated from above: every value
    the body uses enters through an operand, bound to the region argument at
    the same position, and every value it produces leaves through
    `stitch.yield`. Operands and results are tensors or memrefs; operands
    may also be `index` values: the runtime sizes of dynamic dimensions
    (the operand of a `tensor.empty` cloned into the body).

    `kind` records how the group was fused; `plan` is an optional dictionary
    that the fusion planner fills with its decisions (where each internal
    value lives, estimated bytes saved, ...).

    ```mlir
    %r = stitch.kernel loop (%x = %a : tensor<4xf32>, %y = %b : tensor<4xf32>)
        -> tensor<4xf32> {
      %s = arith.addf %x, %y : tensor<4xf32>
      stitch.yield %s : tensor<4xf32>
    }
    ```
  }];
  let arguments = (ins Variadic<AnyTypeOf<[AnyTensor, AnyMemRef, Index]>>:$inputs,
                       Stitch_FusionKindAttr:$kind,
                       OptionalAttr<DictionaryAttr>:$plan);
  let results = (outs Variadic<AnyTypeOf<[AnyTensor, AnyMemRef]>>:$results);
  let regions = (region SizedRegion<1>:$body);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let hasRegionVerifier = 1;
  let skipDefaultBuilders = 1;
  let builders = [
    OpBuilder<(ins "::mlir::TypeRange":$resultTypes,
                   "::mlir::ValueRange":$inputs,
                   "::mlir::stitch::FusionKind":$kind)>
  ];
}

def Stitch_YieldOp : Stitch_Op<"yield", [
    Pure, Terminator, ReturnLike, HasParent<"KernelOp">]> {
  let summary = "terminator of stitch.kernel: the values the kernel produces";
  let arguments = (ins Variadic<AnyType>:$values);
  let assemblyFormat = "attr-dict ($values^ `:` type($values))?";
}

#endif // STITCH_OPS_TD
