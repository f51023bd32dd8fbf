// Cooperative groups stitch-cuda does not run are located errors (exit 1,
// no output), every kernel reported: grid-wide groups, coalesced groups,
// a tile of a run-time size, warp operations of a tile wider than a warp
// or of the whole block's type-erased group, cg::reduce with an operator
// of the program's own, a group's address, match_any.
// RUN: not stitch-cuda --emit=mlir %s -o %t.mlir 2> %t.err
// RUN: FileCheck %s --input-file=%t.err
// RUN: not test -e %t.mlir
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

struct MyMax {
  __device__ int operator()(int a, int b) const { return a > b ? a : b; }
};

// CHECK-DAG: cooperative-groups-unsupported.cu:[[@LINE+1]]:43: error: cooperative_groups::this_grid (grid-wide groups and their synchronization) is not supported
__global__ void k_grid(int *a) { auto g = cg::this_grid(); g.sync(); a[0] = 1; }
// CHECK-DAG: cooperative-groups-unsupported.cu:[[@LINE+1]]:60: error: cooperative_groups::coalesced_threads (groups of the threads a branch runs) is not supported
__global__ void k_coalesced(int *a) { if (a[1]) { auto g = cg::coalesced_threads(); a[0] = g.size(); } }
// CHECK-DAG: cooperative-groups-unsupported.cu:[[@LINE+1]]:70: error: tiled_partition with a tile size that is not a constant is not supported (use tiled_partition<N>)
__global__ void k_dynamic_tile(int *a, int n) { cg::thread_group t = cg::tiled_partition(cg::this_thread_block(), n); a[0] = t.size(); }
// CHECK-DAG: cooperative-groups-unsupported.cu:[[@LINE+1]]:126: error: 'any' of a group of more than 32 threads is not supported (only of tiles of at most 32 threads)
__global__ void k_wide_tile(int *a) { cg::thread_block_tile<64> t = cg::tiled_partition<64>(cg::this_thread_block()); a[0] = t.any(a[0]); }
// CHECK-DAG: cooperative-groups-unsupported.cu:[[@LINE+1]]:122: error: cooperative_groups::reduce with this operator is not supported
__global__ void k_own_op(int *a) { auto t = cg::tiled_partition<32>(cg::this_thread_block()); a[0] = cg::reduce(t, a[1], MyMax()); }
__device__ int *keep(const cg::thread_block *b, int *a) { return a; }
// CHECK-DAG: cooperative-groups-unsupported.cu:[[@LINE+1]]:88: error: taking the address of a local variable is not supported
__global__ void k_address(int *a) { cg::thread_block b = cg::this_thread_block(); keep(&b, a)[0] = 1; }
// CHECK-DAG: cooperative-groups-unsupported.cu:[[@LINE+1]]:101: error: 'match_any' of a cooperative group is not supported
__global__ void k_match(int *a) { auto t = cg::tiled_partition<32>(cg::this_thread_block()); a[0] = t.match_any(a[1]); }
