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
  }];
  let useDefaultAttributePrinterParser = 1;
  let dependentDialects = ["::mlir::scf::SCFDialect"];
}

class Stitch_Op<string mnemonic, list<Trait> traits = []>
    : Op<Stitch_Dialect, mnemonic, traits>;

#endif // STITCH_DIALECT_TD
