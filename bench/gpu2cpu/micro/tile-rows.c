/* tile-rows: why stitch-jam-blocks runs neighbouring blocks side by side.
 *
 * srad's traffic (six 2048 x 2048 float arrays read, a seventh written) done
 * by tiles of 16 rows x W columns in the order a serialized grid loop runs
 * GPU blocks (tiles along a row of blocks, then the next row of blocks),
 * for W = 16 (a 16 x 16 block's 64-byte row pieces) up to whole rows:
 * "direct" reads the arrays in the tile loop, "staged" first copies each
 * array's tile into a local buffer, as a block stages shared memory. The
 * row-wise loop (W = 2048) is the OpenMP version's order.
 *
 *   clang-22 -O3 -march=native -fopenmp bench/gpu2cpu/micro/tile-rows.c \
 *     -o tile-rows && OMP_NUM_THREADS=2 ./tile-rows
 *
 * Prints the milliseconds of 4 passes per W, three rounds. */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

enum { N = 2048, ARRAYS = 6, ROWS = 16, PASSES = 4, ROUNDS = 3 };

static float *in[ARRAYS], *out;

static void direct(int w) {
#pragma omp parallel for schedule(static)
  for (int by = 0; by < N / ROWS; ++by)
    for (int bx = 0; bx < N / w; ++bx)
      for (int y = 0; y < ROWS; ++y) {
        long r = (long)(by * ROWS + y) * N + (long)bx * w;
#pragma omp simd
        for (int x = 0; x < w; ++x) {
          float s = 0;
          for (int a = 0; a < ARRAYS; ++a)
            s += in[a][r + x];
          out[r + x] = s;
        }
      }
}

static void staged(int w) {
#pragma omp parallel for schedule(static)
  for (int by = 0; by < N / ROWS; ++by)
    for (int bx = 0; bx < N / w; ++bx) {
      float t[ARRAYS][ROWS][256];
      for (int a = 0; a < ARRAYS; ++a)
        for (int y = 0; y < ROWS; ++y) {
          long r = (long)(by * ROWS + y) * N + (long)bx * w;
          for (int x = 0; x < w; ++x)
            t[a][y][x] = in[a][r + x];
        }
      for (int y = 0; y < ROWS; ++y) {
        long r = (long)(by * ROWS + y) * N + (long)bx * w;
        for (int x = 0; x < w; ++x) {
          float s = 0;
          for (int a = 0; a < ARRAYS; ++a)
            s += t[a][y][x];
          out[r + x] = s;
        }
      }
    }
}

int main(void) {
  for (int a = 0; a < ARRAYS; ++a) {
    in[a] = aligned_alloc(64, sizeof(float) * N * N);
    for (long i = 0; i < (long)N * N; ++i)
      in[a][i] = (float)(i % 7);
  }
  out = aligned_alloc(64, sizeof(float) * N * N);
  for (long i = 0; i < (long)N * N; ++i)
    out[i] = 0;
  const int widths[] = {16, 32, 64, 128, 256, N};
  for (int round = 0; round < ROUNDS; ++round)
    for (int i = 0; i < 6; ++i) {
      int w = widths[i];
      double t0 = omp_get_wtime();
      for (int p = 0; p < PASSES; ++p)
        direct(w);
      double d = (omp_get_wtime() - t0) * 1e3;
      printf("W = %4d  direct %6.2f ms", w, d);
      if (w <= 256) {
        t0 = omp_get_wtime();
        for (int p = 0; p < PASSES; ++p)
          staged(w);
        printf("  staged %6.2f ms", (omp_get_wtime() - t0) * 1e3);
      }
      printf("\n");
    }
  for (int a = 0; a < ARRAYS; ++a)
    free(in[a]);
  free(out);
  return 0;
}
