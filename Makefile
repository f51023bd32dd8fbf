# Stitch: the two commands are `make demo` and `make check` (see README.md).
BUILD ?= build
LLVM ?= /usr/lib/llvm-22
CMAKE_FLAGS ?=
LIT_FLAGS ?= -sv

.PHONY: all deps build demo check check-asan clean

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

clean:
	rm -rf $(BUILD) build-asan
