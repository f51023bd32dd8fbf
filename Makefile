# Stitch: `make build`, `make demo`, `make check` (see README.md).
BUILD ?= build
LLVM ?= /usr/lib/llvm-22
CMAKE_FLAGS ?=
LIT_FLAGS ?= -sv

.PHONY: all deps build demo check check-asan clean bench fuzz

all: build

deps:
	@bash scripts/install-deps.sh

build: deps
	@test -f $(BUILD)/build.ninja || cmake -G Ninja -S . -B $(BUILD) \
	  -DMLIR_DIR=$(LLVM)/lib/cmake/mlir $(CMAKE_FLAGS)
	@ninja -C $(BUILD)

demo: build
	@bash scripts/demo.sh $(BUILD)

check: build
	@$(LLVM)/bin/lit $(LIT_FLAGS) --param build_dir=$(abspath $(BUILD)) test

# The whole suite with libStitch and the tools built with ASan+UBSan.
check-asan:
	@$(MAKE) --no-print-directory check BUILD=build-asan \
	  CMAKE_FLAGS="-DSTITCH_ENABLE_SANITIZERS=ON -DCMAKE_BUILD_TYPE=RelWithDebInfo"

# The GPU->CPU benchmark (bench/gpu2cpu/): Stitch variants vs hand-written
# OpenMP; OMP_NUM_THREADS (default 2) and BENCH_FLAGS (e.g. --reps 9) pass on.
bench: build
	@bash bench/gpu2cpu/run.sh --stitch-opt $(BUILD)/bin/stitch-opt \
	  --out $(BUILD)/bench $(BENCH_FLAGS)

# The same 15 kernels as CUDA programs (bench/gpu2cpu/cuda/) built by
# stitch-cuda, beside the OpenMP versions.
.PHONY: bench-cuda
bench-cuda: build
	@bash bench/gpu2cpu/run.sh --cuda --no-ablations \
	  --stitch-opt $(BUILD)/bin/stitch-opt --stitch-cuda $(BUILD)/bin/stitch-cuda \
	  --out $(BUILD)/bench-cuda $(BENCH_FLAGS)

# The fused-kernel benchmark (bench/fusion/kernels.sh): stitch-compile-cpu vs
# the upstream pipeline unfused and with linalg-fuse-elementwise-ops, plus a
# STREAM triad; OMP_NUM_THREADS (default 2) and BENCH_FLAGS pass on.
.PHONY: bench-fusion
bench-fusion: build
	@bash bench/fusion/kernels.sh --stitch-opt $(BUILD)/bin/stitch-opt \
	  --out $(BUILD)/bench-fusion $(BENCH_FLAGS)

# libFuzzer on parse + verify + every Stitch pass and pipeline
# (test/fuzz/parse_and_run_fuzzer.c) for FUZZ_SECONDS, in an ASan+UBSan
# build ($(FUZZ_BUILD)/) seeded from the test .mlir files; crashing inputs
# land in test/fuzz/crashers/. FUZZ_FLAGS passes libFuzzer options on.
FUZZ_SECONDS ?= 60
FUZZ_BUILD ?= build-fuzz
FUZZ_FLAGS ?=
fuzz: deps
	@test -f $(FUZZ_BUILD)/build.ninja || cmake -G Ninja -S . -B $(FUZZ_BUILD) \
	  -DMLIR_DIR=$(LLVM)/lib/cmake/mlir -DSTITCH_ENABLE_SANITIZERS=ON \
	  -DSTITCH_ENABLE_FUZZER=ON -DCMAKE_BUILD_TYPE=RelWithDebInfo
	@ninja -C $(FUZZ_BUILD) parse_and_run_fuzzer
	@python3 test/fuzz/make_corpus.py $(FUZZ_BUILD)/fuzz-seeds test
	@mkdir -p $(FUZZ_BUILD)/fuzz-corpus test/fuzz/crashers
	ASAN_OPTIONS=allow_user_poisoning=0:detect_leaks=1 \
	  $(FUZZ_BUILD)/bin/parse_and_run_fuzzer -max_total_time=$(FUZZ_SECONDS) \
	  -timeout=20 -rss_limit_mb=4096 -print_final_stats=1 \
	  -dict=test/fuzz/mlir.dict -artifact_prefix=test/fuzz/crashers/ $(FUZZ_FLAGS) \
	  $(FUZZ_BUILD)/fuzz-corpus $(FUZZ_BUILD)/fuzz-seeds

clean:
	rm -rf $(BUILD) build-asan
