/*===- stream.c - STREAM triad, the bandwidth reference of kernels.sh -----===*
 *
 * a[i] = b[i] + s * c[i] over three arrays of doubles (default 2^23
 * elements = 64 MiB each), OpenMP static schedule, arrays first touched by
 * the threads that use them. Prints the best of NTIMES runs as
 *   triad_gbs <GB/s>
 * counting 24 bytes per element (two loads, one store; write-allocate
 * traffic not counted), as STREAM does and as kernels.sh counts the bytes
 * of the kernels it compares with this figure.
 *
 *   stream [elements] [ntimes]
 * Built by kernels.sh with clang-22 -O3 -fopenmp.
 *===----------------------------------------------------------------------===*/

#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  long n = argc > 1 ? atol(argv[1]) : 1L << 23;
  int ntimes = argc > 2 ? atoi(argv[2]) : 20;
  if (n <= 0 || ntimes <= 0) {
    fprintf(stderr, "usage: stream [elements > 0] [ntimes > 0]\n");
    return 2;
  }
  double *a = malloc(sizeof(double) * n);
  double *b = malloc(sizeof(double) * n);
  double *c = malloc(sizeof(double) * n);
  if (!a || !b || !c) {
    fprintf(stderr, "stream: out of memory\n");
    free(a);
    free(b);
    free(c);
    return 1;
  }
#pragma omp parallel for schedule(static)
  for (long i = 0; i < n; ++i) {
    a[i] = 1.0;
    b[i] = 2.0;
    c[i] = 0.5;
  }
  const double s = 3.0;
  double best = 1e30;
  for (int k = 0; k < ntimes; ++k) {
    double t = omp_get_wtime();
#pragma omp parallel for schedule(static)
    for (long i = 0; i < n; ++i)
      a[i] = b[i] + s * c[i];
    t = omp_get_wtime() - t;
    if (t < best)
      best = t;
  }
  /* Keep the stores observable (and check them): every a[i] is 3.5. */
  double sum = 0;
  for (long i = 0; i < n; i += 4096)
    sum += a[i];
  long samples = (n + 4095) / 4096;
  int ok = sum == 3.5 * (double)samples;
  printf("triad_gbs %.2f\n", 24.0 * (double)n / best / 1e9);
  printf("threads %d elements %ld array_mib %.0f best_s %.6f %s\n",
         omp_get_max_threads(), n, 8.0 * (double)n / (1 << 20), best,
         ok ? "ok" : "WRONG");
  free(a);
  free(b);
  free(c);
  return ok ? 0 : 1;
}
