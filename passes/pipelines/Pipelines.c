/*===- Pipelines.c - Stitch's named pass pipelines ------------------------===*
 *
 * Every pipeline Stitch registers, in one file, from the front of the
 * compiler to its back. Each is a textual pipeline of upstream and Stitch
 * passes; it is resolved by name when it runs (test/Pipelines/parse-all.test
 * parses every one of them on an empty module, so a misspelt pass fails
 * there and not in whichever test happens to use the pipeline).
 *
 * === Input check ===
 * The compile pipelines take one of two kinds of input: tensor programs
 * (stitch-compile-cpu/-gpu) or GPU-style kernels (stitch-to-openmp,
 * stitch-to-gpu, stitch-to-nvvm). Each starts with stitch-check-input,
 * which fails on the other kind with a located error naming the pipeline
 * to use (instead of an error from deep inside). Inside stitch-compile-*,
 * the kernel pipelines they end with see only lowered buffers and pass.
 *
 * === Fused kernels (linalg on tensors) ===
 * `stitch-lower-kernels`: a function of linalg on tensors with
 * stitch.kernel ops (from stitch-fuse) -> GPU-style loops on buffers.
 * Named linalg ops are generalised first (the kernel lowering reads every
 * op through its indexing maps and payload), each kernel becomes a
 * grid/block nest between to_buffer/to_tensor (stitch-kernel-to-parallel),
 * then upstream one-shot bufferization (whole module, identity layouts at
 * function boundaries) turns what is left outside kernels into buffers and
 * unfused linalg ops into parallel loops; buffers get deallocated by the
 * upstream ownership-based deallocation: buffer-deallocation-pipeline
 * without its canonicalize runs, which would merge grid and thread loops
 * (perfectly nested scf.parallel) and fold one-block grids, losing the
 * GPU-style structure the GPU path maps to blocks and threads; with
 * stitch-split-deallocs before its simplification, which otherwise asks an
 * alias analysis about every pair of the host function's buffers (quadratic
 * in the graph; docs/compile-time.md).
 *
 * `stitch-lower-kernels-cpu`: the same with the CPU mapping, GEMM kernels
 * with their epilogues first as register-blocked vector code on tensors
 * (stitch-cpu-gemm: an scf.forall of tiles, bufferized in place, then made
 * an scf.parallel; its 2-D vector transfers fully unrolled so that no stack
 * buffer sits in the loops), then math functions as polynomials
 * (stitch-approximate-math). Right after bufferization each GEMM's tile
 * loop moves into a function of its own, equal GEMMs sharing one
 * (stitch-outline-regions{lowering=cpu-gemm}): graphs repeat their GEMMs,
 * whose register-tile code is the bulk of the IR, and the rest of the
 * lowering then handles each distinct one once (docs/compile-time.md).
 * That is before the deallocation passes (before-dealloc=true: half the
 * IR they would walk at 10,000 generated ops was copies of equal GEMMs),
 * except a loop that returns a buffer, which a function would have to
 * hand over owned (a clone per call): the second run after the
 * deallocation takes those. The host then returns a GEMM's output buffer
 * itself, not a loop result of unknown ownership, which the deallocation
 * cloned before returning it (35 copies at 1,000 generated ops).
 * A GEMM's OpenMP region then stays in its function, so stitch-omp-opt
 * does not merge it with its neighbours' (a GEMM is worth its fork).
 * `stitch-frontend`: TOSA and linalg on tensors -> normalized linalg on
 * tensors (upstream passes only; see STITCH_FRONTEND below).
 * `stitch-compile-cpu`: frontend -> fuse -> lower-kernels-cpu ->
 * stitch-to-openmp, from TOSA or linalg on tensors to LLVM dialect with
 * OpenMP, ready for mlir-runner.
 * `stitch-compile-gpu`: frontend -> fuse -> lower-kernels -> the barrier
 * optimizations (parallel LICM, barrier elimination) -> stitch-to-nvvm
 * (sm_90 cubins in a gpu.binary, host code calling the mgpu* runtime). Ops
 * left unfused stay host loops. Both fuse with their target's cost-model
 * preset and pack independent small kernels and ops into one launch where
 * that preset's cost model says the launch costs more than their traffic
 * (on the CPU a launch is an OpenMP region: forking and joining the
 * threads).
 *
 * === GPU-style kernels to OpenMP CPU code ===
 * `stitch-to-openmp`: the input form (scf.parallel grid/block nests with
 * shared-memory allocas and stitch.barrier, or gpu.launch) to LLVM dialect
 * runnable by mlir-runner with libomp: affine loops and accesses to scf
 * and memref (lower-affine: front ends such as Polygeist put affine.for and
 * affine.if around barriers), gpu.launch to the input form, counted
 * whiles to scf.for and dead carried values out (C front ends), C's `int`
 * index arithmetic extended to index where its no-wrap flags allow
 * (stitch-widen-indices; no cse before cpuify: it would erase the barriers
 * that order nothing, and with them cpuify's error on a divergent one),
 * hoist invariant work out of grid/thread loops (stitch-parallel-licm, on
 * the module so that calls of read-only functions move too), remove the
 * barriers that order nothing (stitch-barrier-elim), shrink grid loops to
 * the blocks with a thread that can pass the threads' guard
 * (stitch-tighten-grid), lower the barriers by splitting thread loops
 * (stitch-cpuify; threads of a block run one after another inside each grid
 * iteration, since the grid loop already gives every core work), turn
 * division by loop-invariant divisors into multiplies by a reciprocal
 * (stitch-invariant-divrem: LLVM cannot vectorize a division), run a few
 * neighbouring blocks of short rows phase by phase so that their row
 * pieces follow one another (stitch-jam-blocks), clean up
 * the per-thread index arithmetic they leave, then
 * the CPU lowering pipeline with stitch-omp-opt right after OpenMP
 * conversion (parallel regions merged, hoisted out of host loops, grid and
 * block loops collapsed) so that threads start once. Static host
 * allocations then become calls of one allocating function per buffer
 * type (stitch-outline-allocs: an allocation lowers to about twenty LLVM
 * ops; after omp-opt because Stitch's alias reasoning knows distinct
 * allocations, not call results). Then every loop and parallel region
 * left at the top of a function moves into a function of its own
 * (stitch-outline-regions{mark=true}): the rest of the LLVM lowering
 * (convert-scf-to-cf above all, which splits the enclosing block at every
 * loop) then works on small functions, in parallel, instead of one host
 * function of thousands of kernels, and on one copy of equal regions
 * (docs/compile-time.md). The memref lowering's passes that need no
 * module run per function (expand-strided-metadata, lower-affine), and so
 * does convert-vector-to-llvm, through stitch-vector-to-llvm: it declares
 * functions such as printF32 in the module, and two threads doing that
 * declared one twice, so functions with a vector.print are converted one
 * at a time and the others in parallel; once memrefs are LLVM
 * descriptors (after finalize-memref-to-llvm) a second, default run of
 * stitch-outline-regions makes each memref argument of those functions
 * the descriptor (one value per buffer at a call, not its 3 + 2 x rank
 * fields).
 *
 * === the CPU lowering to the LLVM dialect ===
 * `stitch-lower-to-llvm-cpu`: plain func/scf/memref/arith/math/affine/vector
 * with scf.parallel -> OpenMP -> LLVM dialect, ready for mlir-runner with
 * libmlir_c_runner_utils, libmlir_runner_utils and libomp.
 *
 * Order matters: convert-scf-to-openmp wraps loop bodies in
 * memref.alloca_scope, which must be lowered (finalize-memref-to-llvm) before
 * convert-scf-to-cf splits those bodies into several blocks. That leaves
 * llvm.br (from the alloca_scope) beside cf.br, so convert-vector-to-llvm,
 * which simplifies regions first, runs before both, while every region is
 * still one block: merging blocks later would give an llvm.br or
 * llvm.cond_br index operands (invalid). The pipeline
 * ends with stitch-check-llvm-lowered, because the conversions are partial and
 * would otherwise leave unlowered ops for mlir-runner to trip over. The
 * conversions free of such constraints (arith, index, cf, func, omp, ub) run
 * as one upstream convert-to-llvm (the ConvertToLLVM interfaces of every
 * loaded dialect: one walk of the module instead of six, the same output;
 * docs/compile-time.md). Not filtered to those six: a filter naming a
 * dialect the input never loaded (omp without parallel loops) is an error.
 * The dialects converted before it have nothing left for it to convert.
 * math-to-llvm stays a pass of its own because math-to-libm must come after
 * it (it takes whatever has no intrinsic).
 *
 * === GPU-style kernels to gpu.launch_func and cubins ===
 * `stitch-to-gpu`: the input form (grid/thread scf.parallel with shared
 * allocas and stitch.barrier, or gpu.launch) to the upstream GPU host/device
 * form: gpu.launch to the input form first (one canonical shape), each grid
 * loop to a gpu.launch with workgroup memory and device copies of the host
 * buffers (stitch-parallel-to-gpu), constants and other index computations
 * sunk into the launches (gpu-launch-sink-index-computations: otherwise they
 * become kernel parameters and the NVPTX backend cannot fold them), kernels
 * outlined into a gpu.module (gpu-kernel-outlining, which also sets
 * gpu.container_module), and the synchronous gpu.alloc/memcpy/dealloc made
 * stream-ordered (gpu-async-region), which the GPU-to-LLVM lowering
 * requires.
 *
 * `stitch-to-nvvm`: `stitch-to-gpu`, then upstream gpu-lower-to-nvvm-pipeline
 * for sm_90 with PTX ISA 8.0 (sm_90 needs a newer PTX ISA than the NVPTX
 * default) and cubin output (ptxas from the CUDA toolkit). The result is
 * LLVM dialect host code calling the mgpu* runtime functions
 * (runtime/cuda/) plus a gpu.binary holding the cubin.
 *
 * Registered pipelines are textual and take no options. For another chip
 * or PTX text instead of a cubin, spell out the tail:
 *   --pass-pipeline='builtin.module(stitch-to-gpu,gpu-lower-to-nvvm-pipeline{
 *       cubin-chip=sm_80 cubin-features=+ptx70 cubin-format=isa})'
 *===----------------------------------------------------------------------===*/

#include "stitch-c/Pass.h"

/* Everything after the kernel lowering: bufferize the rest, deallocate.
 * Passes that need nothing outside a function run nested in func.func, on
 * MLIR's thread pool (one function per task: the host and, in
 * stitch-lower-kernels-cpu, the GEMM functions outlined before the
 * deallocation); the ownership-based deallocation (function boundaries)
 * and the lowerings that may add the module's `dealloc_helper` stay on the
 * module (docs/compile-time.md, tenth round). */
#define STITCH_BUFFERIZE                                                       \
  "one-shot-bufferize{bufferize-function-boundaries "                          \
  "function-boundary-type-conversion=identity-layout-map},"
#define STITCH_DEALLOCATE                                                      \
  "func.func(convert-linalg-to-parallel-loops,"                                \
  "expand-realloc{emit-deallocs=false}),"                                      \
  "ownership-based-buffer-deallocation,"                                       \
  "func.func(stitch-split-deallocs,buffer-deallocation-simplification),"       \
  "bufferization-lower-deallocations,"                                         \
  "func.func(cse),"                                                            \
  "convert-bufferization-to-memref"

const StitchPipelineDef stitchLowerKernelsPipeline = {
    .argument = "stitch-lower-kernels",
    .description = "Lower stitch.kernel ops on tensors to GPU-style "
                   "grid/block loops on buffers and bufferize the rest",
    .pipeline = "func.func(linalg-generalize-named-ops,"
                "stitch-kernel-to-parallel)," STITCH_BUFFERIZE STITCH_DEALLOCATE,
};

/* The CPU mapping (one lane per row: contiguous loops, no trees), then
 * math functions as polynomials so that those loops vectorize. */
const StitchPipelineDef stitchLowerKernelsCpuPipeline = {
    .argument = "stitch-lower-kernels-cpu",
    .description = "stitch-lower-kernels with the CPU mapping "
                   "(stitch-cpu-gemm, stitch-kernel-to-parallel{target=cpu}), "
                   "then stitch-simplify-gelu, stitch-approximate-math",
    .pipeline = "func.func(linalg-generalize-named-ops,stitch-cpu-gemm,"
                "stitch-kernel-to-parallel{target=cpu})," STITCH_BUFFERIZE
                "stitch-outline-regions{lowering=cpu-gemm before-dealloc=true},"
                STITCH_DEALLOCATE ",stitch-outline-regions{lowering=cpu-gemm},"
                "func.func(scf-forall-to-parallel,"
                "convert-vector-to-scf{full-unroll=true},"
                "stitch-simplify-gelu,stitch-approximate-math)",
};

/* The front door of both compile pipelines: TOSA lowered with upstream's
 * conversions (tosa-to-linalg-named before tosa-to-linalg, which leaves
 * tosa.const/const_shape/reshape/slice/pad to tosa-to-arith and
 * tosa-to-tensor), then upstream normalization so that the fusion planner
 * sees the forms it classifies: elementwise arith on tensors as linalg,
 * named ops as generics, convolution inputs cut to the window extent
 * their loops read (stitch-slice-window-inputs: keeps the next folding
 * valid on strided convolutions), unit dims dropped (TOSA's (d0, d1) -> (0, d1)
 * broadcasts and keepdim 64x1 reductions become projections and rows),
 * the reshapes this leaves composed and folded (canonicalize), and the
 * runtime broadcast checks tosa-to-linalg emits for dynamic dims dropped
 * where they are provably no-ops (stitch-fold-broadcast-guards), and
 * tensor.dim of op results replaced by the sizes the ops were given
 * (resolve-ranked-shaped-type-result-dims: a dim of a dynamic reshape
 * would otherwise keep the reshape alive and split kernels). Linalg on
 * tensors without TOSA only goes through the normalization. */
#define STITCH_FRONTEND                                                        \
  "func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,"               \
  "tosa-to-tensor),"                                                           \
  "canonicalize,"                                                              \
  "func.func(convert-elementwise-to-linalg,stitch-decompose-aggregates,"       \
  "linalg-generalize-named-ops,"                                               \
  "stitch-slice-window-inputs,"                                                \
  "linalg-fold-unit-extent-dims,canonicalize,cse,"                             \
  "stitch-fold-broadcast-guards,resolve-ranked-shaped-type-result-dims,"       \
  "canonicalize,cse)"

const StitchPipelineDef stitchFrontendPipeline = {
    .argument = "stitch-frontend",
    .description = "TOSA and linalg on tensors -> the normalized linalg "
                   "on tensors stitch-fuse plans (upstream tosa-to-* "
                   "conversions, generalization, unit-dim folding, "
                   "reshape folding, dynamic broadcast checks folded)",
    .pipeline = STITCH_FRONTEND,
};

/* The CPU lowering to the LLVM dialect after OpenMP conversion, in two
 * halves: stitch-to-openmp (which runs the head's passes itself, per
 * function, on the regions it outlined before them) passes the outlined
 * functions descriptors between them. After finalize-memref-to-llvm a memref is one
 * `!llvm.struct` descriptor value, so an outlined region takes each buffer
 * as one argument; outlined earlier, func-to-llvm would unpack every memref
 * argument into its 3 + 2 x rank fields at the call and rebuild the
 * descriptor in the callee (an extractvalue and an insertvalue per field:
 * about 45 % of the final IR of a generated 1,000-op graph). The head has
 * no pass that splits the host's blocks (convert-scf-to-cf, which does, is
 * in the tail, per function). */
#define STITCH_OPENMP_TO_LLVM_HEAD                                             \
  "expand-strided-metadata,"                                                   \
  "lower-affine,"                                                              \
  "convert-vector-to-llvm,"                                                    \
  "finalize-memref-to-llvm"
/* In the tail, convert-math-to-llvm (no symbols) runs per func.func, and
 * the cast reconciliation and stitch-loop-access-groups per llvm.func
 * (an omp.declare_reduction body of f32 or integer type needs no cast; a
 * cast left anywhere is a located error of stitch-check-llvm-lowered);
 * math-to-libm, finalize-memref-to-llvm and convert-vector-to-llvm declare
 * functions in the module (libm, malloc/free, printF32 for vector.print:
 * an upstream race when two functions do it at once) and stay on it, as
 * does convert-to-llvm (func-to-llvm rewrites the functions themselves).
 * convert-math-to-libm also changes IR without math ops: as a partial
 * conversion it tries to fold every op it has no legality for (all LLVM
 * ops), e.g. extractvalue of insertvalue chains; skipping it when no math
 * op is left gave 3 % more output at 1k and 10k ops (tenth round). */
#define STITCH_OPENMP_TO_LLVM_TAIL                                             \
  "func.func(convert-scf-to-cf,convert-math-to-llvm),"                         \
  "convert-math-to-libm,"                                                      \
  "convert-to-llvm,"                                                           \
  "llvm.func(reconcile-unrealized-casts,stitch-loop-access-groups),"           \
  "stitch-check-llvm-lowered"

/* stitch-to-openmp in two parts around its convert-vector-to-scf, which
 * stitch-compile-cpu leaves out: there every vector transfer of rank > 1
 * comes from stitch-cpu-gemm and was unrolled in stitch-lower-kernels-cpu
 * (convert-vector-to-scf{full-unroll=true}), and nothing after creates
 * one, so the pass changes nothing (outputs byte-identical on the model
 * corpus, the examples and generated graphs) but walked the whole module:
 * 3 to 4 % of the compile time at 10,000 generated ops
 * (docs/compile-time.md, seventh round). A rank > 1 transfer left over
 * would be a located error from stitch-check-llvm-lowered, not wrong
 * code. The second lower-affine of stitch-to-openmp (after the barrier
 * passes) is left out too: only its first one meets affine ops there (no
 * pass in between creates any), and each module-wide pass walks and
 * verifies the whole module (docs/compile-time.md, ninth round).
 * lower-affine, canonicalize and cse run per function with the barrier
 * passes (tenth round); stitch-parallel-licm stays on the module, where it
 * may look into the functions that the host calls. */
#define STITCH_TO_OPENMP_KERNELS                                               \
  "func.func(lower-affine,stitch-gpu-to-parallel,"                             \
  "stitch-while-to-for,"                                                       \
  "stitch-dead-carried-values,stitch-widen-indices),"                          \
  "stitch-parallel-licm,"                                                      \
  "func.func(stitch-barrier-elim),"                                            \
  "func.func(stitch-coarsen-blocks),"                                          \
  "func.func(stitch-tighten-grid),"                                            \
  "func.func(stitch-cpuify{inner-serialize=true}),"                            \
  "func.func(stitch-invariant-divrem,stitch-jam-blocks,"                       \
  "stitch-prefetch-blocks,canonicalize,cse)"
#define STITCH_TO_OPENMP_REST                                                  \
  "convert-scf-to-openmp,"                                                     \
  "func.func(stitch-omp-opt),"                                                 \
  "stitch-outline-allocs,"                                                     \
  "stitch-outline-regions{mark=true},"                                         \
  "func.func(expand-strided-metadata,lower-affine),"                           \
  "stitch-vector-to-llvm,"                                                     \
  "finalize-memref-to-llvm,"                                                   \
  "stitch-outline-regions," STITCH_OPENMP_TO_LLVM_TAIL

const StitchPipelineDef stitchCompileCpuPipeline = {
    .argument = "stitch-compile-cpu",
    .description = "TOSA or linalg on tensors -> fused kernels -> OpenMP "
                   "CPU code (stitch-frontend, stitch-fuse, "
                   "stitch-lower-kernels-cpu, stitch-to-openmp)",
    .pipeline = "stitch-check-input{expect=tensors pipeline=stitch-compile-cpu},"
                STITCH_FRONTEND ","
                "func.func(stitch-fuse{target=cpu enable-packing=true}),"
                "stitch-lower-kernels-cpu,"
                "stitch-check-input{expect=kernels pipeline=stitch-to-openmp},"
                STITCH_TO_OPENMP_KERNELS "," STITCH_TO_OPENMP_REST,
};

const StitchPipelineDef stitchCompileGpuPipeline = {
    .argument = "stitch-compile-gpu",
    .description = "TOSA or linalg on tensors -> fused kernels -> NVVM "
                   "cubins (stitch-frontend, stitch-fuse, "
                   "stitch-lower-kernels, barrier optimizations, "
                   "stitch-to-nvvm)",
    .pipeline = "stitch-check-input{expect=tensors pipeline=stitch-compile-gpu},"
                STITCH_FRONTEND ","
                "func.func(stitch-fuse{target=gpu enable-packing=true}),"
                "stitch-lower-kernels,"
                "stitch-parallel-licm,"
                "func.func(stitch-barrier-elim),"
                "stitch-to-nvvm",
};

/* convert-math-to-funcs: math.ipowi (integer powers, which hand-written
 * and front-end kernels use) has no LLVM lowering, only an outlined
 * software loop; math.fpowi keeps its llvm.powi lowering (the exponent
 * width limit leaves it alone). Not in stitch-compile-cpu, whose kernels
 * come from linalg and never hold ipowi: a module walk less there. The
 * same for stitch-lower-float-atomics (float generic_atomic_rmw and
 * atomic_rmw mulf as compare-and-swap loops on the bit pattern), after the
 * barrier and block passes, which then see the memref atomics they know
 * rather than an address taken as an integer. */
const StitchPipelineDef stitchToOpenMPPipeline = {
    .argument = "stitch-to-openmp",
    .description = "Lower GPU-style kernels (gpu.launch, outlined "
                   "gpu.launch_func, or grid/block scf.parallel with "
                   "stitch.barrier) to OpenMP and the LLVM dialect",
    .pipeline = "stitch-check-input{expect=kernels pipeline=stitch-to-openmp},"
                "stitch-inline-gpu-kernels,stitch-lower-gpu-printf,"
                "stitch-workgroup-globals,"
                "stitch-lift-launch-cfg,stitch-predicate-exits,"
                "stitch-lower-gpu-collectives," STITCH_TO_OPENMP_KERNELS ","
                "func.func(stitch-lower-float-atomics),"
                "lower-affine,convert-vector-to-scf,"
                "convert-math-to-funcs{min-width-of-fpowi-exponent=1024}"
                "," STITCH_TO_OPENMP_REST,
};

/* The part after OpenMP conversion, shared with stitch-to-openmp (which runs
 * stitch-omp-opt in between). */
const StitchPipelineDef stitchOpenMPToLLVMPipeline = {
    .argument = "stitch-openmp-to-llvm",
    .description = "Lower the OpenMP/scf/memref/arith/math/vector/func mix "
                   "left after convert-scf-to-openmp to the LLVM dialect",
    .pipeline = STITCH_OPENMP_TO_LLVM_HEAD "," STITCH_OPENMP_TO_LLVM_TAIL,
};

const StitchPipelineDef stitchLowerToLLVMCPUPipeline = {
    .argument = "stitch-lower-to-llvm-cpu",
    .description = "Lower scf.parallel to OpenMP and everything to the LLVM "
                   "dialect for CPU execution",
    .pipeline = "lower-affine,"
                "convert-vector-to-scf,"
                "convert-scf-to-openmp,"
                "stitch-openmp-to-llvm",
};

#define STITCH_TO_GPU                                                          \
  "lower-affine,"                                                              \
  "func.func(stitch-gpu-to-parallel),"                                         \
  "func.func(stitch-parallel-to-gpu),"                                         \
  "func.func(gpu-launch-sink-index-computations),"                             \
  "gpu-kernel-outlining,"                                                      \
  "gpu.module(stitch-gpu-remf-to-libdevice),"                                  \
  "func.func(gpu-async-region)"

const StitchPipelineDef stitchToGpuPipeline = {
    .argument = "stitch-to-gpu",
    .description = "Lower GPU-style kernels (grid/block scf.parallel, "
                   "stitch.barrier, or gpu.launch) to outlined gpu.module "
                   "kernels launched from the host with device copies of "
                   "host buffers",
    .pipeline = "stitch-check-input{expect=kernels pipeline=stitch-to-gpu},"
                "stitch-inline-gpu-kernels,stitch-workgroup-globals,stitch-"
                "lift-launch-cfg,stitch-predicate-exits,stitch-lower-gpu-"
                "collectives," STITCH_TO_GPU,
};

const StitchPipelineDef stitchToNVVMPipeline = {
    .argument = "stitch-to-nvvm",
    .description = "Lower GPU-style kernels to NVVM and an sm_90 cubin "
                   "(stitch-to-gpu, then gpu-lower-to-nvvm-pipeline), host "
                   "code calling the mgpu* CUDA runtime functions",
    .pipeline = "stitch-check-input{expect=kernels pipeline=stitch-to-nvvm},"
                "stitch-inline-gpu-kernels,stitch-workgroup-globals,stitch-"
                "lift-launch-cfg,stitch-predicate-exits,stitch-lower-gpu-"
                "collectives," STITCH_TO_GPU ","
                "gpu-lower-to-nvvm-pipeline{cubin-chip=sm_90 "
                "cubin-features=+ptx80 cubin-format=bin}",
};
