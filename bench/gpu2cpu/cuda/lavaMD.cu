// Rodinia "lavaMD" (kernel_gpu_cuda): the potential and forces between
// particles in a 3-D grid of boxes, one block per home box. The home box's
// particles go to shared memory (a strided loop over the threads); then for
// the home box and each neighbour box (a count loaded from memory, the same
// for every thread of the block) the neighbour's particles and charges go to
// shared memory, a barrier, every thread accumulates the interactions of its
// particles with all of the neighbour's, a barrier.
//
// Input: boxes, particles per box (= NUMBER_PAR_PER_BOX) (int32); alpha
// (float); the boxes (box_str: boxes x 136 int32), the particles' positions
// (FOUR_VECTOR: particles x 4 float) and charges (particles float).
// Output: the forces (FOUR_VECTOR: particles x 4 float).
//
// Deviations from Rodinia: fp is float (Rodinia: double), as in the OpenMP
// version; a box's and a neighbour's offset are int (Rodinia: long) so that
// box_str consists of ints only (structs in memory must be of one scalar
// type for stitch-cuda); the pointers rA, fA, rB, qB are declared where they
// are set (stitch-cuda needs a pointer variable's array at its declaration).
#include "bench_cuda.h"
#include <cmath>

#define fp float
#define NUMBER_PAR_PER_BOX 100
#define NUMBER_THREADS 128
#define DOT(A, B) ((A.x) * (B.x) + (A.y) * (B.y) + (A.z) * (B.z))

typedef struct {
  fp x, y, z;
} THREE_VECTOR;
typedef struct {
  fp v, x, y, z;
} FOUR_VECTOR;
typedef struct nei_str {
  int x, y, z; // its coordinates
  int number;
  int offset;
} nei_str;
typedef struct box_str {
  int x, y, z; // its coordinates
  int number;
  int offset;
  int nn; // neighbours
  nei_str nei[26];
} box_str;
typedef struct par_str {
  fp alpha;
} par_str;
typedef struct dim_str {
  int number_boxes;
} dim_str;

__global__ void kernel_gpu_cuda(par_str d_par_gpu, dim_str d_dim_gpu,
                                box_str *d_box_gpu, FOUR_VECTOR *d_rv_gpu,
                                fp *d_qv_gpu, FOUR_VECTOR *d_fv_gpu) {
  int bx = blockIdx.x;
  int tx = threadIdx.x;
  int wtx = tx;
  if (bx < d_dim_gpu.number_boxes) {
    fp a2 = 2.0f * d_par_gpu.alpha * d_par_gpu.alpha;
    int first_i;
    __shared__ FOUR_VECTOR rA_shared[NUMBER_PAR_PER_BOX];
    int pointer, k = 0, first_j, j = 0;
    __shared__ FOUR_VECTOR rB_shared[NUMBER_PAR_PER_BOX];
    __shared__ fp qB_shared[NUMBER_PAR_PER_BOX];
    fp r2, u2, vij, fs, fxij, fyij, fzij;
    THREE_VECTOR d;

    // The home box's particles.
    first_i = d_box_gpu[bx].offset;
    FOUR_VECTOR *rA = &d_rv_gpu[first_i];
    FOUR_VECTOR *fA = &d_fv_gpu[first_i];
    while (wtx < NUMBER_PAR_PER_BOX) {
      rA_shared[wtx] = rA[wtx];
      wtx = wtx + NUMBER_THREADS;
    }
    wtx = tx;
    __syncthreads();

    // The home box, then its neighbours.
    for (k = 0; k < (1 + d_box_gpu[bx].nn); k++) {
      if (k == 0)
        pointer = bx;
      else
        pointer = d_box_gpu[bx].nei[k - 1].number;
      first_j = d_box_gpu[pointer].offset;
      FOUR_VECTOR *rB = &d_rv_gpu[first_j];
      fp *qB = &d_qv_gpu[first_j];
      while (wtx < NUMBER_PAR_PER_BOX) {
        rB_shared[wtx] = rB[wtx];
        qB_shared[wtx] = qB[wtx];
        wtx = wtx + NUMBER_THREADS;
      }
      wtx = tx;
      __syncthreads();

      while (wtx < NUMBER_PAR_PER_BOX) {
        for (j = 0; j < NUMBER_PAR_PER_BOX; j++) {
          r2 = rA_shared[wtx].v + rB_shared[j].v - DOT(rA_shared[wtx], rB_shared[j]);
          u2 = a2 * r2;
          vij = exp(-u2);
          fs = 2 * vij;
          d.x = rA_shared[wtx].x - rB_shared[j].x;
          fxij = fs * d.x;
          d.y = rA_shared[wtx].y - rB_shared[j].y;
          fyij = fs * d.y;
          d.z = rA_shared[wtx].z - rB_shared[j].z;
          fzij = fs * d.z;
          fA[wtx].v += qB_shared[j] * vij;
          fA[wtx].x += qB_shared[j] * fxij;
          fA[wtx].y += qB_shared[j] * fyij;
          fA[wtx].z += qB_shared[j] * fzij;
        }
        wtx = wtx + NUMBER_THREADS;
      }
      wtx = tx;
      __syncthreads();
    }
  }
}

int main(int argc, char **argv) {
  BenchArgs args = benchArgs(argc, argv);
  int boxes = benchReadInt(args), ppb = benchReadInt(args);
  par_str par;
  par.alpha = benchReadFloat(args);
  if (ppb != NUMBER_PAR_PER_BOX) {
    fprintf(stderr, "lavaMD: %d particles per box, expected %d\n", ppb,
            NUMBER_PAR_PER_BOX);
    return 1;
  }
  dim_str dim;
  dim.number_boxes = boxes;
  long space = (long)boxes * NUMBER_PAR_PER_BOX;
  box_str *box = (box_str *)benchReadArray(args, sizeof(box_str), boxes);
  FOUR_VECTOR *rv = (FOUR_VECTOR *)benchReadArray(args, sizeof(FOUR_VECTOR), space);
  fp *qv = (fp *)benchReadArray(args, sizeof(fp), space);
  FOUR_VECTOR *fv = (FOUR_VECTOR *)calloc(space, sizeof(FOUR_VECTOR));
  box_str *d_box_gpu;
  FOUR_VECTOR *d_rv_gpu, *d_fv_gpu;
  fp *d_qv_gpu;
  CUDA_CHECK(cudaMalloc((void **)&d_box_gpu, sizeof(box_str) * boxes));
  CUDA_CHECK(cudaMalloc((void **)&d_rv_gpu, sizeof(FOUR_VECTOR) * space));
  CUDA_CHECK(cudaMalloc((void **)&d_qv_gpu, sizeof(fp) * space));
  CUDA_CHECK(cudaMalloc((void **)&d_fv_gpu, sizeof(FOUR_VECTOR) * space));
  CUDA_CHECK(cudaMemcpy(d_box_gpu, box, sizeof(box_str) * boxes, cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(d_rv_gpu, rv, sizeof(FOUR_VECTOR) * space, cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(d_qv_gpu, qv, sizeof(fp) * space, cudaMemcpyHostToDevice));
  dim3 threads(NUMBER_THREADS), blocks(boxes);
  BenchTimer timer;
  benchTimerInit(timer);
  for (int r = 0; r <= args.reps; r++) {
    CUDA_CHECK(cudaMemcpy(d_fv_gpu, fv, sizeof(FOUR_VECTOR) * space,
                          cudaMemcpyHostToDevice));
    benchStart(timer);
    kernel_gpu_cuda<<<blocks, threads>>>(par, dim, d_box_gpu, d_rv_gpu, d_qv_gpu,
                                         d_fv_gpu);
    benchStop(timer);
  }
  CUDA_CHECK(cudaMemcpy(fv, d_fv_gpu, sizeof(FOUR_VECTOR) * space,
                        cudaMemcpyDeviceToHost));
  benchReport(timer);
  benchWrite(args, fv, sizeof(FOUR_VECTOR) * space);
  benchFinish(args);
  cudaFree(d_box_gpu);
  cudaFree(d_rv_gpu);
  cudaFree(d_qv_gpu);
  cudaFree(d_fv_gpu);
  free(box);
  free(rv);
  free(qv);
  free(fv);
  return 0;
}
