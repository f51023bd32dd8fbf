# Sourced by bench/gpu/bundle.sh and bench/gpu2cpu/run.sh --gpu: what a
# program compiled here for the GPU (stitch-to-nvvm -> LLVM -> clang) needs
# in order to link here and run on a machine that has the NVIDIA driver but
# no MLIR or LLVM.
#
#   gpu_libs LIB LINKONLY
#     LIB: libstitch_cuda_runtime.so and MLIR's runner-utils libraries under
#     their sonames, and empty stand-ins for libMLIR, libLLVM and the APFloat
#     wrappers. Debian's runner-utils libraries list those as needed without
#     using a symbol of theirs (a link against LIB checks that: it resolves
#     every symbol of every library against the stand-ins); the stand-ins
#     keep LIB at a few MiB instead of 250.
#     LINKONLY: a libcuda.so.1 for the link only (the GPU machine has the
#     driver's).
#   GPU_LINK_LIBS: the libraries such a program links with (after -L LIB).
#
# Needs $root (the source tree), $llvm, $clang and CUDA_ROOT.
GPU_LINK_LIBS=(-l:libstitch_cuda_runtime.so -l:libmlir_c_runner_utils.so.22.1
  -l:libmlir_runner_utils.so.22.1 -l:libmlir_float16_utils.so.22.1)

gpu_libs() {
  local lib=$1 linkonly=$2 tmp soname
  mkdir -p "$lib" "$linkonly" || return
  cp "$root/build/lib/libstitch_cuda_runtime.so" "$lib/" || return
  for soname in libmlir_c_runner_utils libmlir_runner_utils libmlir_float16_utils; do
    cp -L "$llvm/lib/$soname.so" \
      "$lib/$(objdump -p "$llvm/lib/$soname.so" | awk '/SONAME/ {print $2}')" || return
  done
  tmp=$(mktemp -d) || return
  echo 'int stitch_bundle_stub;' > "$tmp/stub.c"
  for soname in libMLIR.so.22.1 libLLVM.so.22.1 libmlir_apfloat_wrappers.so.22.1; do
    "$clang" -shared -fPIC "$tmp/stub.c" -Wl,-soname,$soname -o "$lib/$soname" ||
      { rm -rf "$tmp"; return 1; }
  done
  rm -rf "$tmp"
  "$clang" -shared -fPIC "$root/test/GPU/Inputs/fake-libcuda.c" -I"$CUDA_ROOT/include" \
    -Wl,-soname,libcuda.so.1 -o "$linkonly/libcuda.so.1"
}
