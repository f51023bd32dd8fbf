//===- StitchDialect.td - the stitch dialect ----------------*- tablegen -*-===//
//
// Dialect definition shared by the op and attribute definitions.
//
//===----------------------------------------------------------------------===//

#ifndef STITCH_DIALECT_TD
#define STITCH_DIALECT_TD

include "mlir/IR/OpBase.td"

def Stitch_Dialect : Dialect {
  let name = "stitch";
  let cppNamespace = "::mlir::stitch";
  let summary = "Fused kernels and thread-block barriers";
  let description = [{
    The `stitch` dialect carries two ideas through the compiler:

    * `stitch.kernel`: an isolated region that runs as one GPU kernel or one
      CPU parallel region (the result of graph-level fusion).
    * `stitch.barrier`: the CUDA `__syncthreads` of a GPU-style kernel written
      as an `scf.parallel` grid loop around an `scf.parallel` thread loop.
      Its meaning is given by memory effects: it orders the memory accesses
      of the *other* threads of the block, never the current thread's own.

    Discardable attributes the passes exchange (the protocol between them,
    declared here so that their names and types live in one place):

    * `stitch.threads` (unit), on an `scf.parallel`: the thread loop of a
      lowered kernel (stitch-kernel-to-parallel); cpuify serializes it,
      parallel-to-gpu maps it to a block.
    * `stitch.lowering` (dictionary), on a grid `scf.parallel`: the mapping
      stitch-kernel-to-parallel chose (strategy and its integer facts).
    * `stitch.recomputed` (unit), on an op in a kernel: a copy of a
      duplicated cheap producer (stitch-fuse); the fusion report counts the
      computation once.
    * `stitch.thread_loop`, `stitch.thread_buffer` and `stitch.uniform`
      (unit): cpuify's own marks on the thread loops it splits, the
      per-thread buffers it allocates and the reloads of values the
      uniformity analysis proved the same for all threads.
    * `stitch.one_phase` (unit), on an `scf.for`: cpuify's mark on a
      uniform loop it interchanged with its thread loop for speed only (it
      held no barrier): all its iterations ran in one barrier phase, so
      a thread's iterations may run before the next thread's.
    * `stitch.warp_sync` (unit), on a `gpu.barrier`: one that only the
      threads of a warp need to meet (stitch-cuda's `__syncwarp`);
      stitch-lower-gpu-collectives takes it out of a branch as it does a
      shuffle (every thread meeting it is stronger).
  }];
  let discardableAttrs = (ins
    "::mlir::UnitAttr":$threads,
    "::mlir::DictionaryAttr":$lowering,
    "::mlir::UnitAttr":$recomputed,
    "::mlir::UnitAttr":$thread_loop,
    "::mlir::UnitAttr":$thread_buffer,
    "::mlir::UnitAttr":$uniform,
    "::mlir::UnitAttr":$one_phase,
    "::mlir::UnitAttr":$warp_sync
  );
  let useDefaultAttributePrinterParser = 1;
  let dependentDialects = ["::mlir::scf::SCFDialect"];
}

class Stitch_Op<string mnemonic, list<Trait> traits = []>
    : Op<Stitch_Dialect, mnemonic, traits>;

#endif // STITCH_DIALECT_TD
