# lit configuration of the Stitch test suite (tests live under test/).
#
# Run through `make check`, or directly:
#   /usr/lib/llvm-22/bin/lit -sv test [--param build_dir=build]
import os
import sys

import lit.formats

config.name = "Stitch"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir", ".test"]
# Only test/ holds tests; keep lit out of everything else if run on the root.
config.excludes = ["Inputs", "examples", "bench", "build", "build-asan",
                   "dialect", "capi", "passes", "tools", "scripts", "runtime"]

root = os.path.dirname(os.path.abspath(__file__))
build_dir = os.path.abspath(
    lit_config.params.get("build_dir", os.path.join(root, "build")))
config.test_source_root = root
config.test_exec_root = os.path.join(build_dir, "test-output")

# Facts the CMake configure step wrote down (compiler paths, sanitizer mode).
build_cfg = {}
cfg_path = os.path.join(build_dir, "stitch-build.cfg")
if not os.path.exists(cfg_path):
    lit_config.fatal("no build at %s: run `make build` first" % build_dir)
for line in open(cfg_path):
    key, _, value = line.strip().partition("=")
    build_cfg[key] = value
llvm_bin = build_cfg.get("llvm_bin", "/usr/lib/llvm-22/bin")
# stitch-cuda is built only with libclang-22-dev and the CUDA headers.
if build_cfg.get("stitch_cuda") == "1":
    config.available_features.add("stitch-cuda")
llvm_lib = build_cfg.get("llvm_lib", "/usr/lib/llvm-22/lib")
# In the sanitizer build, hosts that are not instrumented (stock mlir-opt)
# need the ASan runtime preloaded to load libStitch.so.
preload = ""
if build_cfg.get("sanitizers", "OFF") in ("ON", "1", "TRUE", "YES"):
    config.available_features.add("asan")
    preload = "env LD_PRELOAD=%s " % build_cfg.get("asan_runtime", "")
    # Inline LLVM allocator code in our instrumented C++ poisons slabs that
    # the uninstrumented libMLIR.so then hands out: user poisoning would
    # report false use-after-poison errors across that boundary.
    # A 16 MiB quarantine (default 256) still keeps recently freed memory
    # poisoned, which is where a pass's use-after-erase lands, but lets the
    # allocator reuse pages: about a quarter less CPU per compile (page
    # faults), which is most of the sanitizer suite's time in CI.
    config.environment["ASAN_OPTIONS"] = ":".join(filter(None, [
        os.environ.get("ASAN_OPTIONS", ""), "allow_user_poisoning=0",
        "detect_leaks=1", "quarantine_size_mb=16"]))

config.environment["PATH"] = os.pathsep.join(
    [os.path.join(build_dir, "bin"), llvm_bin, config.environment.get("PATH", "")])
for var in ("OMP_NUM_THREADS", "ASAN_OPTIONS", "UBSAN_OPTIONS", "LSAN_OPTIONS",
            "HOME", "TMPDIR"):
    if var in os.environ and var not in config.environment:
        config.environment[var] = os.environ[var]

stitch_lib = os.path.join(build_dir, "lib", "libStitch.so")
runner_libs = ",".join(os.path.join(llvm_lib, lib) for lib in (
    "libmlir_c_runner_utils.so", "libmlir_runner_utils.so", "libomp.so"))

config.substitutions.append(("%stitch_lib", stitch_lib))
config.substitutions.append(("%preload", preload))
config.substitutions.append(("%unittests", os.path.join(build_dir, "unittests")))
config.substitutions.append(("%stitch_root", root))
config.substitutions.append(("%build_dir", build_dir))
config.substitutions.append(("%python", sys.executable))
config.substitutions.append(("%llvm_include", os.path.join(os.path.dirname(llvm_lib), "include")))
config.substitutions.append(("%llvm_lib", llvm_lib))
config.substitutions.append((
    "%mlir-opt-plugin",
    "%s%s --load-dialect-plugin=%s --load-pass-plugin=%s"
    % (preload, os.path.join(llvm_bin, "mlir-opt"), stitch_lib, stitch_lib)))
# Lower with Stitch's CPU pipeline and run @main on the CPU (OpenMP).
config.substitutions.append((
    "%stitch-run-cpu",
    "stitch-opt --stitch-lower-to-llvm-cpu | %s -e main -entry-point-result=void "
    "-shared-libs=%s" % (os.path.join(llvm_bin, "mlir-runner"), runner_libs)))
config.substitutions.append((
    "%mlir-runner",
    "%s -e main -entry-point-result=void -shared-libs=%s"
    % (os.path.join(llvm_bin, "mlir-runner"), runner_libs)))
