/*===- bench.h - GPU->CPU benchmark: shared declarations --------*- C -*-===*
 *
 * The problem sizes (they must match the static shapes in the kernels/ files),
 * the memref descriptors through which C calls the lowered MLIR kernels
 * (`_mlir_ciface_<kernel>__<variant>`, from `llvm.emit_c_interface`), and
 * the hand-written OpenMP versions in omp/.
 *===----------------------------------------------------------------------===*/
#ifndef STITCH_BENCH_GPU2CPU_H
#define STITCH_BENCH_GPU2CPU_H

#include <stdint.h>

/* Sizes: keep in sync with kernels/<name>.mlir (full sizes) and with
 * run.sh's small_sizes (BENCH_SMALL: run.sh --small, for the lit test). */
#ifndef BENCH_SMALL
#define BP_IN 1048576         /* backprop: input units (plus the bias unit 0) */
#define HS_N 1024             /* hotspot: grid is HS_N x HS_N */
#define PF_COLS 524288        /* pathfinder: wall columns */
#define NW_N 4096             /* nw: sequence length; matrix is NW_N+1 square */
#define LUD_N 1536            /* lud: matrix order */
#define SRAD_N 2048           /* srad: image is SRAD_N x SRAD_N */
#define RED_N 134217728       /* reduce: elements */
#define MM_N 1024             /* matmul: matrices are MM_N x MM_N */
#define NN_N 33554432         /* nn: records */
#define H3_NX 512             /* hotspot3D: grid is H3_NZ x H3_NY x H3_NX */
#define H3_NY 512
#define KM_N 1048576          /* kmeans: points */
#define BFS_N 1048576         /* bfs: nodes */
#define GS_N 512              /* gaussian: matrix order */
#define LAVA_BOXES1D 5        /* lavaMD: boxes per dimension */
#define LAVA_BOXES 125        /* lavaMD: LAVA_BOXES1D^3 */
#define SV1_N 2048            /* srad_v1: image is SV1_N x SV1_N, column-major */
#else
#define BP_IN 65536
#define HS_N 256
#define PF_COLS 16384
#define NW_N 512
#define LUD_N 256
#define SRAD_N 256
#define RED_N 1048576
#define MM_N 256
#define NN_N 1048576
#define H3_NX 64
#define H3_NY 64
#define KM_N 65536
#define BFS_N 65536
#define GS_N 128
#define LAVA_BOXES1D 2
#define LAVA_BOXES 8
#define SV1_N 256
#endif
#define BP_HID 16             /* backprop: hidden units (plus unit 0) */
#define HS_STEPS 40           /* hotspot: time steps (20 launches of 2) */
#define HS_PYRAMID 2          /* hotspot: steps per launch */
#define PF_ROWS 101           /* pathfinder: wall rows */
#define PF_PYRAMID 20         /* pathfinder: rows per launch (kernels/: 20) */
#define NW_PENALTY 10
#define SRAD_ITERS 4
#define SRAD_ROI 128          /* srad: ROI is rows/columns 0 .. SRAD_ROI-1 */
#define RED_CHUNK 1024        /* reduce: elements per block (partial sum) */
#define H3_NZ 8
#define H3_ITERS 40           /* hotspot3D: iterations (even: ends in temp[0]) */
#define KM_F 34               /* kmeans: features per point */
#define KM_K 5                /* kmeans: clusters */
#define LAVA_PPB 100          /* lavaMD: particles per box */
#define SV1_ITERS 4           /* srad_v1: iterations */

/* MLIR's strided memref descriptor of rank N (see the MLIR docs, "Memref
 * calling convention"). */
#define BENCH_MEMREF(T, N)                                                    \
  struct {                                                                    \
    T *allocated;                                                             \
    T *aligned;                                                               \
    int64_t offset;                                                           \
    int64_t sizes[N];                                                         \
    int64_t strides[N];                                                       \
  }
typedef BENCH_MEMREF(float, 1) MemRef1f;
typedef BENCH_MEMREF(float, 2) MemRef2f;
typedef BENCH_MEMREF(float, 3) MemRef3f;
typedef BENCH_MEMREF(float, 4) MemRef4f;
typedef BENCH_MEMREF(int8_t, 1) MemRef1b;
typedef BENCH_MEMREF(int32_t, 1) MemRef1i;
typedef BENCH_MEMREF(int32_t, 2) MemRef2i;

/* The C interface of each MLIR kernel: X(name, parameter list). */
#define BENCH_KERNELS(X)                                                      \
  X(backprop, (MemRef1f * input, MemRef2f * wdev, MemRef2f * w,               \
               MemRef2f * oldw, MemRef1f * partial, MemRef1f * hidden,        \
               MemRef2f * w2, MemRef1f * delta, float target))                \
  X(hotspot, (MemRef2f * power, MemRef3f * temp, float stepDivCap, float rx1, \
              float ry1, float rz1))                                          \
  X(pathfinder, (MemRef2i * wall, MemRef2i * result))                         \
  X(nw, (MemRef2i * reference, MemRef2i * m, int32_t penalty))                \
  X(lud, (MemRef2f * m))                                                      \
  X(srad, (MemRef2f * j, MemRef2f * c, MemRef2f * dN, MemRef2f * dS,          \
           MemRef2f * dW, MemRef2f * dE, float lambda))                       \
  X(reduce, (MemRef1i * in, MemRef1i * partial))                              \
  X(matmul, (MemRef2f * a, MemRef2f * b, MemRef2f * c))                      \
  X(nn, (MemRef2f * locations, MemRef1f * distances, int32_t numRecords,      \
         float lat, float lng))                                               \
  X(hotspot3D, (MemRef3f * p, MemRef4f * temp, float sdc, float ce, float cw, \
                float cn, float cs, float ct, float cb, float cc))             \
  X(kmeans, (MemRef2f * features, MemRef2f * clusters, MemRef1i * membership, \
             int32_t nfeatures, int32_t npoints, int32_t nclusters))          \
  X(bfs, (MemRef2i * nodes, MemRef1i * edges, MemRef1b * mask,                \
          MemRef1b * updating, MemRef1b * visited, MemRef1i * cost,           \
          MemRef1b * over, int32_t noOfNodes))                                \
  X(gaussian, (MemRef2f * m, MemRef2f * a, MemRef1f * b, MemRef1f * x,        \
               int32_t size))                                                 \
  X(lavaMD, (MemRef2f * rv, MemRef1f * qv, MemRef2f * fv,                     \
             MemRef1i * boxOffset, MemRef1i * boxNN, MemRef2i * nei,          \
             float alpha, int64_t numBoxes))                                  \
  X(srad_v1, (MemRef1f * img, MemRef1f * sums, MemRef1f * sums2,              \
              MemRef1i * iN, MemRef1i * iS, MemRef1i * jW, MemRef1i * jE,     \
              MemRef1f * dN, MemRef1f * dS, MemRef1f * dW, MemRef1f * dE,     \
              MemRef1f * c, float lambda, int32_t nr, int64_t ne))

#define BENCH_FN_TYPE(name, params) typedef void BenchFn_##name params;
BENCH_KERNELS(BENCH_FN_TYPE)
#undef BENCH_FN_TYPE

/* One pipeline variant: a label and its build of each kernel (null when that
 * kernel failed to build with this variant). */
typedef struct BenchVariant {
  const char *label;
#define BENCH_FN_FIELD(name, params) BenchFn_##name *name;
  BENCH_KERNELS(BENCH_FN_FIELD)
#undef BENCH_FN_FIELD
} BenchVariant;

/* Declares `_mlir_ciface_<name>__<id>` for the generated variant table. */
#define BENCH_DECLARE(name, id) extern BenchFn_##name _mlir_ciface_##name##__##id;

/* The generated variants.c: the variants that were built, null-terminated. */
extern const BenchVariant *const benchVariants[];

/* Hand-written OpenMP versions (omp/<name>.c). */
void ompBackprop(const float *restrict input, float (*restrict w)[BP_HID + 1],
                 float (*restrict oldw)[BP_HID + 1], const float (*w2)[2],
                 float target, float *restrict hidden, float *restrict delta);
void ompHotspot(const float *power, float *temp, float *scratch,
                float stepDivCap, float rx1, float ry1, float rz1);
const int32_t *ompPathfinder(const int32_t *wall, int32_t *rows2);
void ompNw(const int32_t *reference, int32_t *m, int32_t penalty);
void ompLud(float *m);
void ompSrad(float *restrict j, float *restrict c, float *restrict dN,
             float *restrict dS, float *restrict dW, float *restrict dE,
             float lambda);
void ompReduce(const int32_t *in, int32_t *partial);
void ompMatmul(const float *a, const float *b, float *c);
void ompNn(const float (*restrict locations)[2], float *restrict distances,
           int numRecords, float lat, float lng);
void ompHotspot3D(const float *restrict p, float *restrict temp, float sdc,
                  float ce, float cw, float cn, float cs, float ct, float cb,
                  float cc);
void ompKmeans(const float *restrict features, const float *restrict clusters,
               int32_t *restrict membership, int nfeatures, int npoints,
               int nclusters);
void ompBfs(const int32_t (*restrict nodes)[2], const int32_t *restrict edges,
            int8_t *restrict mask, int8_t *restrict updating,
            int8_t *restrict visited, int32_t *restrict cost, int n);
void ompGaussian(float (*restrict m)[GS_N], float (*restrict a)[GS_N],
                 float *restrict b, float *restrict x);
void ompLavaMD(const float (*restrict rv)[4], const float *restrict qv,
               float (*restrict fv)[4], const int32_t *restrict boxOffset,
               const int32_t *restrict boxNN,
               const int32_t (*restrict nei)[26], float alpha);
void ompSradV1(float *restrict img, float *restrict c, float *restrict dN,
               float *restrict dS, float *restrict dW, float *restrict dE,
               float lambda);

#endif
