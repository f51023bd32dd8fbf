// Rodinia "bfs" (Harish and Narayanan's two kernels): breadth-first search
// from node 0, one thread per node. Kernel: a frontier node leaves the
// frontier and gives each unvisited neighbour its cost + 1, marking it in
// the updating mask (several frontier nodes may write the same neighbour,
// with the same value). Kernel2: an updated node joins the frontier, is
// visited, and sets the host's `over` flag. The host repeats both until no
// node joined.
//
// Input: nodes, edges (int32); the nodes (nodes x {starting, no_of_edges}
// int32), the edge list (edges int32), the frontier, updating and visited
// masks (nodes bytes each), the costs (nodes int32).
// Output: the costs (nodes int32).
//
// Rodinia reads the graph from a text file; here it comes in binary.
#include "bench_cuda.h"
#include <cmath>

#define MAX_THREADS_PER_BLOCK 512

struct Node {
  int starting;
  int no_of_edges;
};

__global__ void Kernel(Node *g_graph_nodes, int *g_graph_edges, bool *g_graph_mask,
                       bool *g_updating_graph_mask, bool *g_graph_visited,
                       int *g_cost, int no_of_nodes) {
  int tid = blockIdx.x * MAX_THREADS_PER_BLOCK + threadIdx.x;
  if (tid < no_of_nodes && g_graph_mask[tid]) {
    g_graph_mask[tid] = false;
    for (int i = g_graph_nodes[tid].starting;
         i < (g_graph_nodes[tid].no_of_edges + g_graph_nodes[tid].starting); i++) {
      int id = g_graph_edges[i];
      if (!g_graph_visited[id]) {
        g_cost[id] = g_cost[tid] + 1;
        g_updating_graph_mask[id] = true;
      }
    }
  }
}

__global__ void Kernel2(bool *g_graph_mask, bool *g_updating_graph_mask,
                        bool *g_graph_visited, bool *g_over, int no_of_nodes) {
  int tid = blockIdx.x * MAX_THREADS_PER_BLOCK + threadIdx.x;
  if (tid < no_of_nodes && g_updating_graph_mask[tid]) {
    g_graph_mask[tid] = true;
    g_graph_visited[tid] = true;
    *g_over = true;
    g_updating_graph_mask[tid] = false;
  }
}

int main(int argc, char **argv) {
  BenchArgs args = benchArgs(argc, argv);
  int no_of_nodes = benchReadInt(args), edge_list_size = benchReadInt(args);
  Node *h_graph_nodes = (Node *)benchReadArray(args, sizeof(Node), no_of_nodes);
  int *h_graph_edges = (int *)benchReadArray(args, sizeof(int), edge_list_size);
  bool *h_graph_mask = (bool *)benchReadArray(args, sizeof(bool), no_of_nodes);
  bool *h_updating_graph_mask = (bool *)benchReadArray(args, sizeof(bool), no_of_nodes);
  bool *h_graph_visited = (bool *)benchReadArray(args, sizeof(bool), no_of_nodes);
  int *h_cost = (int *)benchReadArray(args, sizeof(int), no_of_nodes);

  int num_of_blocks = 1, num_of_threads_per_block = no_of_nodes;
  if (no_of_nodes > MAX_THREADS_PER_BLOCK) {
    num_of_blocks = (int)ceil(no_of_nodes / (double)MAX_THREADS_PER_BLOCK);
    num_of_threads_per_block = MAX_THREADS_PER_BLOCK;
  }
  Node *d_graph_nodes;
  int *d_graph_edges, *d_cost;
  bool *d_graph_mask, *d_updating_graph_mask, *d_graph_visited, *d_over;
  CUDA_CHECK(cudaMalloc((void **)&d_graph_nodes, sizeof(Node) * no_of_nodes));
  CUDA_CHECK(cudaMalloc((void **)&d_graph_edges, sizeof(int) * edge_list_size));
  CUDA_CHECK(cudaMalloc((void **)&d_graph_mask, sizeof(bool) * no_of_nodes));
  CUDA_CHECK(cudaMalloc((void **)&d_updating_graph_mask, sizeof(bool) * no_of_nodes));
  CUDA_CHECK(cudaMalloc((void **)&d_graph_visited, sizeof(bool) * no_of_nodes));
  CUDA_CHECK(cudaMalloc((void **)&d_cost, sizeof(int) * no_of_nodes));
  CUDA_CHECK(cudaMalloc((void **)&d_over, sizeof(bool)));
  CUDA_CHECK(cudaMemcpy(d_graph_nodes, h_graph_nodes, sizeof(Node) * no_of_nodes,
                        cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(d_graph_edges, h_graph_edges, sizeof(int) * edge_list_size,
                        cudaMemcpyHostToDevice));
  dim3 grid(num_of_blocks), threads(num_of_threads_per_block);
  BenchTimer timer;
  benchTimerInit(timer);
  for (int r = 0; r <= args.reps; r++) {
    CUDA_CHECK(cudaMemcpy(d_graph_mask, h_graph_mask, sizeof(bool) * no_of_nodes,
                          cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(d_updating_graph_mask, h_updating_graph_mask,
                          sizeof(bool) * no_of_nodes, cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(d_graph_visited, h_graph_visited, sizeof(bool) * no_of_nodes,
                          cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(d_cost, h_cost, sizeof(int) * no_of_nodes,
                          cudaMemcpyHostToDevice));
    benchStart(timer);
    bool stop;
    do {
      stop = false;
      CUDA_CHECK(cudaMemcpy(d_over, &stop, sizeof(bool), cudaMemcpyHostToDevice));
      Kernel<<<grid, threads, 0>>>(d_graph_nodes, d_graph_edges, d_graph_mask,
                                   d_updating_graph_mask, d_graph_visited, d_cost,
                                   no_of_nodes);
      Kernel2<<<grid, threads, 0>>>(d_graph_mask, d_updating_graph_mask,
                                    d_graph_visited, d_over, no_of_nodes);
      CUDA_CHECK(cudaMemcpy(&stop, d_over, sizeof(bool), cudaMemcpyDeviceToHost));
    } while (stop);
    benchStop(timer);
  }
  CUDA_CHECK(cudaMemcpy(h_cost, d_cost, sizeof(int) * no_of_nodes,
                        cudaMemcpyDeviceToHost));
  benchReport(timer);
  benchWrite(args, h_cost, sizeof(int) * no_of_nodes);
  benchFinish(args);
  cudaFree(d_graph_nodes);
  cudaFree(d_graph_edges);
  cudaFree(d_graph_mask);
  cudaFree(d_updating_graph_mask);
  cudaFree(d_graph_visited);
  cudaFree(d_cost);
  cudaFree(d_over);
  free(h_graph_nodes);
  free(h_graph_edges);
  free(h_graph_mask);
  free(h_updating_graph_mask);
  free(h_graph_visited);
  free(h_cost);
  return 0;
}
