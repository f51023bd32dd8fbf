// stitch-cpuify's select-arm factoring on CUDA's clamped neighbours
// (Rodinia hotspot3D's `N = (j == 0) ? c : c - nx`): a select whose
// condition does not vary with threadIdx.x and whose arms differ by a term
// becomes the base minus an x-invariant select, so the x loop reads the
// neighbour row contiguously instead of gathering it. Checked by running:
// 2-D and 3-D grids of 32 x 4 blocks (x loops of 32 threads, a partial
// grid row at nx = 96 + 32 = 128 and 160), a 5-point stencil over 3
// layers with every border clamped, every result against a sequential C
// reference. Negative (IR): the west/east selects, whose conditions vary
// with threadIdx.x, stay selects for the peel and clamp rewrites.
// RUN: stitch-cuda %s -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t | FileCheck %s
// RUN: stitch-cuda --emit=mlir %s -o - | stitch-opt --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel,stitch-while-to-for,stitch-dead-carried-values,stitch-widen-indices),func.func(stitch-cpuify{inner-serialize=false}))' | FileCheck %s --check-prefix=IR
// RUN: stitch-cuda --emit=mlir %s -o - | stitch-opt --pass-pipeline='builtin.module(func.func(lower-affine,stitch-gpu-to-parallel,stitch-while-to-for,stitch-dead-carried-values,stitch-widen-indices),func.func(stitch-cpuify{inner-serialize=false simplify-selects=false}))' | FileCheck %s --check-prefix=OFF
// CHECK: nx 96 OK
// CHECK: nx 128 OK
// CHECK: nx 160 OK
// CHECK: errors: no error
//
// In the block-size copy: north and south factored (select of 0 and the
// row stride, then subtracted from / added to the centre), west and east
// still selects of two addresses.
// IR-LABEL: func.func @_Z7stencilPKfPfiii__stitch_block_32x4x1
// IR-DAG: %[[N:.*]] = arith.select %{{.*}}, %c0{{.*}}, %[[NX:.*]] : i32
// IR-DAG: arith.subi %[[C:.*]], %[[N]]
// IR-DAG: %[[S:.*]] = arith.select %{{.*}}, %c0{{.*}}, %[[NX]] : i32
// IR-DAG: arith.addi %[[C]], %[[S]]
// IR-DAG: arith.select %{{.*}}, %[[C]], %{{.*}} : i32
// IR: return
// OFF-LABEL: func.func @_Z7stencilPKfPfiii__stitch_block_32x4x1
// OFF-NOT: arith.select %{{.*}}, %c0{{.*}}, %{{.*}} : i32
// OFF: return
#include <cstdio>
#include <cstdlib>

__global__ void stencil(const float *in, float *out, int nx, int ny, int nz) {
  int i = blockDim.x * blockIdx.x + threadIdx.x;
  int j = blockDim.y * blockIdx.y + threadIdx.y;
  if (i >= nx)
    return;
  int c = i + j * nx;
  int xy = nx * ny;
  int W = (i == 0) ? c : c - 1;
  int E = (i == nx - 1) ? c : c + 1;
  int N = (j == 0) ? c : c - nx;
  int S = (j == ny - 1) ? c : c + nx;
  for (int k = 0; k < nz; ++k) {
    out[c] = 0.5f * in[c] + 0.125f * (in[W] + in[E] + in[N] + in[S]);
    c += xy;
    W += xy;
    E += xy;
    N += xy;
    S += xy;
  }
}

static int check(const float *in, const float *got, int nx, int ny, int nz) {
  for (int k = 0; k < nz; ++k)
    for (int j = 0; j < ny; ++j)
      for (int i = 0; i < nx; ++i) {
        int c = i + j * nx + k * nx * ny;
        float w = in[i == 0 ? c : c - 1], e = in[i == nx - 1 ? c : c + 1];
        float n = in[j == 0 ? c : c - nx], s = in[j == ny - 1 ? c : c + nx];
        float want = 0.5f * in[c] + 0.125f * (w + e + n + s);
        if (got[c] != want) {
          printf("nx %d FAIL at (%d, %d, %d): %g, expected %g\n", nx, i, j, k,
                 got[c], want);
          return 0;
        }
      }
  return 1;
}

int main() {
  const int ny = 12, nz = 3, sizes[] = {96, 128, 160};
  for (int t = 0; t < 3; t++) {
    int nx = sizes[t], n = nx * ny * nz;
    float *in = (float *)malloc(n * sizeof(float));
    float *got = (float *)malloc(n * sizeof(float));
    for (int q = 0; q < n; q++)
      in[q] = (float)((q * 37) % 23) - 11.0f;
    float *din, *dout;
    cudaMalloc(&din, n * sizeof(float));
    cudaMalloc(&dout, n * sizeof(float));
    cudaMemcpy(din, in, n * sizeof(float), cudaMemcpyHostToDevice);
    /* one more block than nx needs when nx is not a multiple of 32: the
     * partial block's threads past nx return */
    stencil<<<dim3((nx + 63) / 32, ny / 4), dim3(32, 4)>>>(din, dout, nx, ny,
                                                           nz);
    cudaMemcpy(got, dout, n * sizeof(float), cudaMemcpyDeviceToHost);
    if (check(in, got, nx, ny, nz))
      printf("nx %d OK\n", nx);
    cudaFree(din);
    cudaFree(dout);
    free(in);
    free(got);
  }
  printf("errors: %s\n", cudaGetErrorString(cudaGetLastError()));
  return 0;
}
