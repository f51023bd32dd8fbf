#!/usr/bin/env bash
# GPU->CPU benchmark: builds every kernel in kernels/ with each Stitch pipeline
# variant (stitch-opt -> mlir-translate -> clang -O3), links them with the
# hand-written OpenMP versions (omp/) and the harness, and prints the table.
#
#   bench/gpu2cpu/run.sh [--check] [--small] [--reps N] [--out DIR]
#                        [--stitch-opt PATH] [--cuda | --cuda-only]
#                        [--no-ablations] [--gpu]
#                        [--stitch-cuda PATH] [kernel...]
#
#   --check        build only the default variant, run each kernel once with
#                  OMP_NUM_THREADS=1 and 2 and compare with the OpenMP
#                  version; exit non-zero on any mismatch or build failure
#   --small        small problem sizes (for the lit test): each kernel's
#                  shapes and grids rewritten by small_sizes below, the
#                  harness built with -DBENCH_SMALL (bench.h's small sizes)
#   --reps N       timed runs per kernel and variant (median; default 5)
#   --out DIR      build directory (default build/bench)
#   --stitch-opt   the driver to use (default build/bin/stitch-opt)
#   --cuda         also build the CUDA programs of cuda/<kernel>.cu, each with
#                  one `stitch-cuda -O2 <kernel>.cu -o <kernel>`, and add a
#                  stitch-cuda column: the harness runs each program on the
#                  same inputs (through files), compares its output with the
#                  OpenMP version's and takes its own event timing
#   --cuda-only    as --cuda, without the MLIR kernels' variants
#   --stitch-cuda  the CUDA driver (default build/bin/stitch-cuda)
#   --no-ablations only the default variant (stitch-to-openmp), timed
#   --gpu          build, without running it, a folder to run on a machine
#                  with an NVIDIA GPU and its driver (no MLIR, LLVM or CUDA
#                  toolkit there): the default variant, a stitch-nvvm
#                  variant (the MLIR kernels through stitch-to-nvvm; host
#                  buffers copied to the device and back per call) and the
#                  .cu programs built by nvcc (NVCC, default
#                  /usr/local/cuda/bin/nvcc; NVCC_ARCH, default sm_90) as
#                  the .cu column; the runtime libraries in DIR/lib; host
#                  code for x86-64-v3 (MARCH). Run there: bash DIR/gpu-run.sh
#   kernel...      only these kernels (default: all of kernels/*.mlir)
#
# Environment: OMP_NUM_THREADS (default 2), LLVM (default /usr/lib/llvm-22),
# CLANG (default clang-22), JOBS (parallel builds, default nproc), VARIANTS
# (ids of the variants to build besides the default one; default all),
# MARCH (clang -march for kernels, OpenMP versions and harness; default
# native, x86-64-v3 with --gpu).
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)

#===------------------------------------------------------------------------===#
# Variants: the pipelines the benchmark compares. Edit HERE.
#===------------------------------------------------------------------------===#
# pipeline METHOD INNER_SERIALIZE OMP_OPT ELIM LICM HINTS XCHG GRID DIVREM ORDER COARSEN PEEL TAILS CLAMPS COPIES UNSWITCH SEGMENTS GUARDS PREFETCH JAM SPECULATE AFFINE INTERLEAVE JAMBLOCKS: the stitch-opt
# pipeline of a variant.
#   METHOD           stitch-cpuify method: mincut | cache-all
#   INNER_SERIALIZE  stitch-cpuify inner-serialize: true | false
#   OMP_OPT          on | off: stitch-omp-opt right after convert-scf-to-openmp
#   ELIM             on | off: stitch-barrier-elim before stitch-cpuify
#   LICM             on | off: stitch-parallel-licm before stitch-cpuify
#   HINTS            on | off: stitch-cpuify loop-hints (LLVM loop metadata)
#   XCHG             on | off: stitch-cpuify interchange-loops (uniform
#                    per-thread loops go outside the serialized thread loop)
#   GRID             on | off: stitch-tighten-grid before stitch-cpuify (grid
#                    bounds from the blocks' thread guards)
#   DIVREM           on | off: stitch-invariant-divrem after stitch-cpuify
#                    (division by loop-invariant divisors as multiplies)
#   ORDER            on | off: stitch-cpuify grid-x-innermost (grid loops run
#                    blockIdx.x innermost, as a GPU schedules blocks)
#   COARSEN          on | off: stitch-coarsen-blocks before stitch-tighten-grid
#                    (a narrow block dimension merged with its grid dimension)
#   PEEL             on | off: stitch-cpuify peel-points (an x loop's one
#                    `tx == p` iteration split off so that the rest vectorizes)
#   TAILS            on | off: stitch-cpuify masked-tails (x loops of blocks of
#                    at most 32 threads vectorized with a masked tail)
#   CLAMPS           on | off: stitch-cpuify version-clamps (a copy of the x
#                    loop without max(tx - 1, lo)/min(tx + 1, hi) clamps)
#   COPIES           on | off: stitch-cpuify inline-copies (no memcpy/memmove
#                    calls for the tile copies of narrow blocks)
#   UNSWITCH         on | off: stitch-cpuify unswitch-uniform (the x loop
#                    versioned on the conditions it does not vary)
#   SEGMENTS         on | off: stitch-cpuify divrem-segments (the x loop cut
#                    where a quotient by an invariant extent changes)
#   GUARDS           on | off: stitch-cpuify version-guards (a copy of the x
#                    loop bounded by a guard on a global index of a dynamic
#                    grid, taken when the index cannot wrap)
#   PREFETCH         on | off: stitch-prefetch-blocks after stitch-cpuify
#                    (software prefetch of the row pieces the blocks a few
#                    blocks ahead will read)
#   JAM              on | off: stitch-cpuify jam-uniform=4 | 1 (a one-phase
#                    uniform loop's iterations 4 at a time per x iteration)
#   SPECULATE        on | off: stitch-cpuify speculate-loads (an x loop's
#                    load-only branch chains run both branches, the values
#                    selected; a tile padded where a load reaches past it)
#   AFFINE           on | off: stitch-cpuify affine-index-loads (an x loop's
#                    loads through an index array get a copy computing the
#                    index as x + d, taken when a run-time check shows that)
#   INTERLEAVE       on | off: stitch-cpuify interleave=4 | 1 (LLVM interleave
#                    count of wide blocks' floating-point x loops)
#   JAMBLOCKS        on | off: stitch-jam-blocks after stitch-invariant-divrem
#                    (a few neighbouring blocks run phase by phase, their
#                    row pieces one after another)
# With everything at its default (mincut true on on on on on on on on on on on on on on on on on on on on on on) this is exactly the
# registered stitch-to-openmp pipeline, which is then used by name.
pipeline() {
  local method=$1 serialize=$2 ompopt=$3 elim=$4 licm=$5 hints=$6 xchg=$7 grid=$8 divrem=$9 order=${10} coarsen=${11} peel=${12} tails=${13} clamps=${14} copies=${15} unswitch=${16} segments=${17} guards=${18} prefetch=${19} jam=${20} spec=${21} affine=${22} ilv=${23} jamb=${24} pre="" post="" omp
  if [[ "$*" == "mincut true on on on on on on on on on on on on on on on on on on on on on on" ]]; then
    echo "builtin.module(stitch-to-openmp)"
    return
  fi
  if [[ $licm == on ]]; then pre+="stitch-parallel-licm,"; fi
  if [[ $elim == on ]]; then pre+="func.func(stitch-barrier-elim),"; fi
  if [[ $coarsen == on ]]; then pre+="func.func(stitch-coarsen-blocks),"; fi
  if [[ $grid == on ]]; then pre+="func.func(stitch-tighten-grid),"; fi
  if [[ $divrem == on ]]; then post+="func.func(stitch-invariant-divrem),"; fi
  if [[ $jamb == on ]]; then post+="func.func(stitch-jam-blocks),"; fi
  if [[ $prefetch == on ]]; then post+="func.func(stitch-prefetch-blocks),"; fi
  omp="lower-affine,convert-vector-to-scf,convert-scf-to-openmp,"
  if [[ $ompopt == on ]]; then omp+="func.func(stitch-omp-opt),"; fi
  echo "builtin.module(func.func(stitch-gpu-to-parallel),${pre}func.func(stitch-cpuify{method=$method inner-serialize=$serialize loop-hints=$([[ $hints == on ]] && echo true || echo false) interchange-loops=$([[ $xchg == on ]] && echo true || echo false) grid-x-innermost=$([[ $order == on ]] && echo true || echo false) peel-points=$([[ $peel == on ]] && echo true || echo false) masked-tails=$([[ $tails == on ]] && echo true || echo false) version-clamps=$([[ $clamps == on ]] && echo true || echo false) inline-copies=$([[ $copies == on ]] && echo true || echo false) unswitch-uniform=$([[ $unswitch == on ]] && echo true || echo false) divrem-segments=$([[ $segments == on ]] && echo true || echo false) version-guards=$([[ $guards == on ]] && echo true || echo false) jam-uniform=$([[ $jam == on ]] && echo 4 || echo 1) speculate-loads=$([[ $spec == on ]] && echo true || echo false) affine-index-loads=$([[ $affine == on ]] && echo true || echo false) interleave=$([[ $ilv == on ]] && echo 4 || echo 1)}),${post}canonicalize,cse,${omp}stitch-openmp-to-llvm)"
}
# One variant per line: ID (C identifier, for symbol names) LABEL (table
# column) METHOD INNER_SERIALIZE OMP_OPT ELIM LICM HINTS XCHG GRID DIVREM ORDER COARSEN PEEL TAILS CLAMPS COPIES UNSWITCH SEGMENTS GUARDS PREFETCH JAM SPECULATE AFFINE INTERLEAVE JAMBLOCKS. The first line is the
# default variant (stitch-to-openmp): the one --check builds and the one the
# speedup column is about; each other line switches one thing off.
variants=(
  "stitch             stitch             mincut    true  on  on  on  on  on  on  on  on  on  on  on  on  on  on  on  on  on  on  on  on  on  on"
  "cache_all          cache-all          cache-all true  on  on  on  on  on  on  on  on  on  on  on  on  on  on  on  on  on  on  on  on  on  on"
  "no_inner_serialize no-inner-serialize mincut    false on  on  on  on  on  on  on  on  on  on  on  on  on  on  on  on  on  on  on  on  on  on"
  "no_omp_opt         no-omp-opt         mincut    true  off on  on  on  on  on  on  on  on  on  on  on  on  on  on  on  on  on  on  on  on  on"
  "no_barrier_elim    no-barrier-elim    mincut    true  on  off on  on  on  on  on  on  on  on  on  on  on  on  on  on  on  on  on  on  on  on"
  "no_licm            no-parallel-licm   mincut    true  on  on  off on  on  on  on  on  on  on  on  on  on  on  on  on  on  on  on  on  on  on"
  "no_loop_hints      no-loop-hints      mincut    true  on  on  on  off on  on  on  on  on  on  on  on  on  on  on  on  on  on  on  on  on  on"
  "no_interchange     no-interchange     mincut    true  on  on  on  on  off on  on  on  on  on  on  on  on  on  on  on  on  on  on  on  on  on"
  "no_tighten_grid    no-tighten-grid    mincut    true  on  on  on  on  on  off on  on  on  on  on  on  on  on  on  on  on  on  on  on  on  on"
  "no_divrem          no-divrem          mincut    true  on  on  on  on  on  on  off on  on  on  on  on  on  on  on  on  on  on  on  on  on  on"
  "no_grid_order      no-grid-order      mincut    true  on  on  on  on  on  on  on  off  on  on  on  on  on  on  on  on  on  on  on  on  on  on"
  "no_coarsen         no-coarsen         mincut    true  on  on  on  on  on  on  on  on  off  on  on  on  on  on  on  on  on  on  on  on  on  on"
  "no_peel            no-peel            mincut    true  on  on  on  on  on  on  on  on  on  off  on  on  on  on  on  on  on  on  on  on  on  on"
  "no_masked_tails    no-masked-tails    mincut    true  on  on  on  on  on  on  on  on  on  on  off on  on  on  on  on  on  on  on  on  on  on"
  "no_clamps          no-clamps          mincut    true  on  on  on  on  on  on  on  on  on  on  on  off  on  on  on  on  on  on  on  on  on  on"
  "no_inline_copies   no-inline-copies   mincut    true  on  on  on  on  on  on  on  on  on  on  on  on  off  on  on  on  on  on  on  on  on  on"
  "no_unswitch        no-unswitch        mincut    true  on  on  on  on  on  on  on  on  on  on  on  on  on  off on  on  on  on  on  on  on  on"
  "no_segments        no-segments        mincut    true  on  on  on  on  on  on  on  on  on  on  on  on  on  on  off  on  on  on  on  on  on  on"
  "no_version_guards  no-version-guards  mincut    true  on  on  on  on  on  on  on  on  on  on  on  on  on  on  on  off  on  on  on  on  on  on"
  "no_prefetch        no-prefetch        mincut    true  on  on  on  on  on  on  on  on  on  on  on  on  on  on  on  on  off  on  on  on  on  on"
  "no_jam             no-jam             mincut    true  on  on  on  on  on  on  on  on  on  on  on  on  on  on  on  on  on  off  on  on  on  on"
  "no_speculate       no-speculate       mincut    true  on  on  on  on  on  on  on  on  on  on  on  on  on  on  on  on  on  on  off  on  on  on"
  "no_affine_index    no-affine-index    mincut    true  on  on  on  on  on  on  on  on  on  on  on  on  on  on  on  on  on  on  on  off  on  on"
  "no_interleave      no-interleave      mincut    true  on  on  on  on  on  on  on  on  on  on  on  on  on  on  on  on  on  on  on  on   off  on"
  "no_jam_blocks      no-jam-blocks      mincut    true  on  on  on  on  on  on  on  on  on  on  on  on  on  on  on  on  on  on  on  on  on   off"
)
#===------------------------------------------------------------------------===#

check=0
small=0
reps=5
out=$root/build/bench
stitch_opt=$root/build/bin/stitch-opt
stitch_cuda=$root/build/bin/stitch-cuda
cuda=0 # 1: stitch-cuda column, 2: only that
ablations=1
gpu=0
only=()
while (($#)); do
  case $1 in
  --check) check=1 ;;
  --reps) reps=$2; shift ;;
  --out) out=$2; shift ;;
  --stitch-opt) stitch_opt=$2; shift ;;
  --small) small=1 ;;
  --cuda) cuda=1 ;;
  --cuda-only) cuda=2 ;;
  --no-ablations) ablations=0 ;;
  --gpu) gpu=1 ;;
  --stitch-cuda) stitch_cuda=$2; shift ;;
  -h | --help) sed -n '2,42p' "$0"; exit 0 ;;
  -*) echo "run.sh: unknown option $1" >&2; exit 2 ;;
  *) only+=("$1") ;;
  esac
  shift
done

llvm=${LLVM:-/usr/lib/llvm-22}
clang=${CLANG:-clang-22}
translate=$llvm/bin/mlir-translate
jobs=${JOBS:-$(nproc)}
export OMP_NUM_THREADS=${OMP_NUM_THREADS:-2}
if ((gpu)); then march=${MARCH:-x86-64-v3}; else march=${MARCH:-native}; fi
stitch_opt=$(command -v "$stitch_opt") || {
  echo "run.sh: no stitch-opt (build first: make build)" >&2
  exit 2
}
# -fno-math-errno and libmvec: the OpenMP versions' loops with expf/sqrtf
# vectorize, as an expert would compile them (the Stitch objects get libmvec
# too: LLVM may then vectorize the llvm.exp calls of their loops).
cflags=(-std=c17 -O3 -march="$march" -fopenmp -fno-math-errno -fveclib=libmvec
  -Wall -Wextra)

kernels=()
for f in "$here"/kernels/*.mlir; do
  k=$(basename "$f" .mlir)
  if ((${#only[@]})) && [[ " ${only[*]} " != *" $k "* ]]; then continue; fi
  kernels+=("$k")
done
if ((${#only[@]} != 0 && ${#kernels[@]} != ${#only[@]})); then
  echo "run.sh: unknown kernel in: ${only[*]}" >&2
  exit 2
fi
if ((check || !ablations)); then variants=("${variants[0]}"); fi
# VARIANTS="id ..." keeps only those variants (the first one always).
if [[ -n ${VARIANTS:-} ]]; then
  kept=("${variants[0]}")
  for line in "${variants[@]:1}"; do
    if [[ " $VARIANTS " == *" ${line%% *} "* ]]; then kept+=("$line"); fi
  done
  variants=("${kept[@]}")
fi
if ((cuda == 2)); then variants=(); fi
# The GPU variant: its pipeline is not one of pipeline()'s.
if ((gpu)); then variants+=("gpu stitch-nvvm"); fi
if ((cuda)); then
  stitch_cuda=$(command -v "$stitch_cuda") || {
    echo "run.sh: no stitch-cuda (needs libclang-22-dev and the CUDA headers)" >&2
    exit 2
  }
fi

mkdir -p "$out/obj" "$out/log" "$out/cuda"
rm -rf "$out"/obj/*.o "$out"/log/* "$out"/cuda/* "$out/nvcc" "$out/lib" "$out/linkonly"
if ((gpu)); then
  # nvcc's .cu programs, the runtime libraries (libomp too: the harness
  # links it), the scripts that run it all there.
  export CUDA_ROOT=${CUDA_ROOT:-/usr/local/cuda}
  nvcc=${NVCC:-$CUDA_ROOT/bin/nvcc}
  source "$root/bench/gpu/libs.sh"
  gpu_libs "$out/lib" "$out/linkonly" || { echo "run.sh: cannot make $out/lib" >&2; exit 2; }
  cp -L "$llvm/lib/libomp.so" "$out/lib/libomp.so.5"
  mkdir -p "$out/nvcc"
  cp "$here/gpu-run.sh" "$here/gpu_times.py" "$out/"
fi

# The sed script that turns kernel $1's full-size shapes, grids and host
# loop bounds into the small ones of bench.h's BENCH_SMALL block (keep the
# two in sync; --check compares against the OpenMP versions built with the
# same sizes, so a mismatch shows up as a failed check).
small_sizes() {
  case $1 in
  backprop) echo 's/65536/4096/g; s/1048577/65537/g; s/1048576/65536/g' ;;
  hotspot) echo 's/1024/256/g; s/1023/255/g; s/constant 86 :/constant 22 :/' ;;
  pathfinder) echo 's/524288/16384/g; s/524287/16383/g; s/constant 2428 :/constant 76 :/' ;;
  nw) echo 's/4097/513/g; s/constant 256 :/constant 32 :/; s/constant 257 :/constant 33 :/' ;;
  lud) echo 's/1536/256/g' ;;
  srad) echo 's/2048/256/g; s/(%gx = %c128, %gy = %c128/(%gx = %c16, %gy = %c16/' ;;
  reduce) echo 's/134217728/1048576/g; s/131072xi32/1024xi32/g; s/constant 131072 :/constant 1024 :/' ;;
  matmul) echo 's/1024/256/g; s/constant 64 :/constant 16 :/' ;;
  nn) echo 's/33554432/1048576/g; s/constant 64 :/constant 2 :/' ;;
  hotspot3D) echo 's/512x512/64x64/g; s/constant 511 :/constant 63 :/; s/(%gx = %c8,/(%gx = %c1,/; s/constant 128 :/constant 16 :/' ;;
  kmeans) echo 's/1048576/65536/g; s/constant 4096 :/constant 256 :/' ;;
  bfs) echo 's/1048576/65536/g; s/constant 2048 :/constant 128 :/' ;;
  gaussian) echo 's/512x512/128x128/g; s/512xf32/128xf32/g; s/constant 128 :/constant 32 :/' ;;
  lavaMD) echo 's/12500/800/g; s/125/8/g' ;;
  srad_v1) echo 's/4194304/65536/g' ;;
  *) echo "run.sh: no small sizes for kernel $1" >&2; return 1 ;;
  esac
}

# Lowers kernel $1 with variant id $2 through pipeline $3 into obj/$1__$2.o;
# on failure leaves the messages in log/$1__$2.log.
build_kernel() {
  local k=$1 id=$2 pipe=$3 base="$out/obj/$1__$2"
  {
    # Distinct symbols per variant: rename the kernel function.
    local resize=""
    if ((small)); then resize=$(small_sizes "$k") || return 1; fi
    sed "s/^func\.func @$k(/func.func @${k}__$id(/; $resize" \
      "$here/kernels/$k.mlir" >"$base.mlir" &&
      "$stitch_opt" --pass-pipeline="$pipe" "$base.mlir" -o "$base.llvm.mlir" &&
      "$translate" --mlir-to-llvmir "$base.llvm.mlir" -o "$base.ll" &&
      "$clang" -O3 -march="$march" -fveclib=libmvec -Wno-override-module \
        -c -x ir "$base.ll" -o "$base.o"
  } >"$out/log/${k}__$id.log" 2>&1 || rm -f "$base.o"
  progress "built $k / $id$([[ -f $base.o ]] || echo ' FAILED')"
}
# Builds cuda/$1.cu with nvcc into nvcc/$1, for the GPU machine.
build_nvcc() {
  local k=$1
  "$nvcc" -O3 -arch="${NVCC_ARCH:-sm_90}" "$here/cuda/$k.cu" -o "$out/nvcc/$k" \
    >"$out/log/${k}__nvcc.log" 2>&1 || rm -f "$out/nvcc/$k"
  progress "built $k.cu with nvcc$([[ -f $out/nvcc/$k ]] || echo ' FAILED')"
}
# progress MSG: a line on stderr with the seconds since the start.
progress() { printf '  [%3d s] %s\n' "$((SECONDS - start))" "$*" >&2; }

# Builds cuda/$1.cu with one stitch-cuda command into cuda/$1 (the program
# reads its sizes from its input file: one build serves --small too).
build_cuda() {
  local k=$1
  "$stitch_cuda" -O2 "$here/cuda/$k.cu" -o "$out/cuda/$k" \
    >"$out/log/${k}__cuda.log" 2>&1 || rm -f "$out/cuda/$k"
  progress "built $k.cu$([[ -f $out/cuda/$k ]] || echo ' FAILED')"
}

start=$SECONDS
echo "building ${#kernels[@]} kernels x ${#variants[@]} variants into $out" >&2
running=0
cuda_kernels=()
if ((cuda)); then
  for k in "${kernels[@]}"; do
    [[ -f $here/cuda/$k.cu ]] && cuda_kernels+=("$k")
  done
  echo "  stitch-cuda: ${cuda_kernels[*]}" >&2
  for k in "${cuda_kernels[@]}"; do
    build_cuda "$k" &
    if ((++running >= jobs)); then wait -n || true; ((running--)); fi
  done
fi
if ((gpu)); then
  for k in "${kernels[@]}"; do
    [[ -f $here/cuda/$k.cu ]] || continue
    build_nvcc "$k" &
    if ((++running >= jobs)); then wait -n || true; ((running--)); fi
  done
fi
for line in "${variants[@]}"; do
  read -r id label method serialize ompopt elim licm hints xchg grid divrem order coarsen peel tails clamps copies unswitch segments guards prefetch jam spec affine ilv jamb <<<"$line"
  if [[ $id == gpu ]]; then pipe="builtin.module(stitch-to-nvvm)"; else pipe=$(pipeline "$method" "$serialize" "$ompopt" "$elim" "$licm" "$hints" "$xchg" "$grid" "$divrem" "$order" "$coarsen" "$peel" "$tails" "$clamps" "$copies" "$unswitch" "$segments" "$guards" "$prefetch" "$jam" "$spec" "$affine" "$ilv" "$jamb"); fi
  echo "  $label: $pipe" >&2
  for k in "${kernels[@]}"; do
    build_kernel "$k" "$id" "$pipe" &
    if ((++running >= jobs)); then wait -n || true; ((running--)); fi
  done
done
wait

# The variant table: kernels that failed to build are null (n/a in the table).
failed_builds=0
{
  echo '#include "bench.h"'
  for line in "${variants[@]}"; do
    read -r id label _ <<<"$line"
    for k in "${kernels[@]}"; do
      if [[ -f $out/obj/${k}__$id.o ]]; then echo "BENCH_DECLARE($k, $id)"; fi
    done
    echo "static const BenchVariant variant_$id = {.label = \"$label\","
    for k in "${kernels[@]}"; do
      if [[ -f $out/obj/${k}__$id.o ]]; then
        echo "  .$k = _mlir_ciface_${k}__$id,"
      fi
    done
    echo "};"
  done
  echo "const BenchVariant *const benchVariants[] = {"
  for line in "${variants[@]}"; do
    read -r id _ <<<"$line"
    echo "  &variant_$id,"
  done
  echo "  0};"
} >"$out/variants.c"
for k in "${cuda_kernels[@]}"; do
  if [[ ! -f $out/cuda/$k ]]; then
    echo "run.sh: $k.cu failed to build with stitch-cuda:" >&2
    sed 's/^/    /' "$out/log/${k}__cuda.log" | head -20 >&2
    failed_builds=1
  fi
done
for line in "${variants[@]}"; do
  read -r id label _ <<<"$line"
  for k in "${kernels[@]}"; do
    if [[ ! -f $out/obj/${k}__$id.o ]]; then
      echo "run.sh: $k failed to build with variant $label:" >&2
      sed 's/^/    /' "$out/log/${k}__$id.log" | head -20 >&2
      failed_builds=1
    fi
  done
done

omp_srcs=()
for k in "${kernels[@]}"; do omp_srcs+=("$here/omp/$k.c"); done
# The harness refers to every kernel's OpenMP version; kernels left out
# still need theirs.
for f in "$here"/omp/*.c; do
  [[ " ${omp_srcs[*]} " == *" $f "* ]] || omp_srcs+=("$f")
done
shopt -s nullglob
objs=("$out"/obj/*.o)
shopt -u nullglob
if ((small)); then cflags+=(-DBENCH_SMALL); fi
gpu_link=()
if ((gpu)); then
  gpu_link=(-L"$out/lib" "${GPU_LINK_LIBS[@]}" -Wl,-rpath-link,"$out/lib:$out/linkonly"
    -Wl,-rpath,'$ORIGIN/lib')
fi
"$clang" "${cflags[@]}" -I"$here" "$here/harness.c" "${omp_srcs[@]}" \
  "$out/variants.c" "${objs[@]}" -o "$out/harness" \
  -L"$llvm/lib" -Wl,-rpath,"$llvm/lib" "${gpu_link[@]}" -lmvec -lm
echo "built in $((SECONDS - start)) s" >&2
if ((gpu)); then
  for k in "${kernels[@]}"; do
    if [[ -f $here/cuda/$k.cu && ! -f $out/nvcc/$k ]]; then
      echo "run.sh: $k.cu failed to build with nvcc:" >&2
      sed 's/^/    /' "$out/log/${k}__nvcc.log" | head -20 >&2
      failed_builds=1
    fi
  done
  echo "run on the GPU machine: bash $out/gpu-run.sh [kernel...]" >&2
  exit $failed_builds
fi

harness_args=()
if ((cuda)); then
  harness_args+=(--cuda "$out/cuda")
  # --cuda-only: just the kernels that have a .cu program.
  if ((cuda == 2)); then kernels=("${cuda_kernels[@]}"); fi
fi
if ((check)); then
  status=$failed_builds
  for threads in 1 2; do
    OMP_NUM_THREADS=$threads "$out/harness" --check "${harness_args[@]}" \
      "${kernels[@]}" || status=1
  done
  exit $status
fi
status=0
"$out/harness" --reps "$reps" "${harness_args[@]}" "${kernels[@]}" || status=1
if ((cuda == 2)); then exit $((status | failed_builds)); fi

# Static barrier counts: what stitch-barrier-elim removes and merges per
# kernel (after stitch-parallel-licm, as in stitch-to-openmp).
echo
echo "Barriers (static count per kernel, stitch-barrier-elim after stitch-parallel-licm):"
echo
echo "| kernel | barriers | removed | merged | kept |"
echo "|---|--:|--:|--:|--:|"
for k in "${kernels[@]}"; do
  "$stitch_opt" "$here/kernels/$k.mlir" -o /dev/null \
    --pass-pipeline='builtin.module(func.func(stitch-gpu-to-parallel),stitch-parallel-licm,func.func(stitch-barrier-elim{report=true}))' 2>&1 |
    awk -v k="$k" '/^stitch-barrier-elim:/ {
        n += $3; r += $5; m += $7; kept += $9 }
      END { printf "| %s | %d | %d | %d | %d |\n", k, n, r, m, kept }'
done
exit $((status | failed_builds))
