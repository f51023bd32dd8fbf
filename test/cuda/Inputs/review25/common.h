#include <cstdio>
#include <cstdlib>
#include <cstring>
#define REPORT(name, bad) do { printf("%s bad %d\n", name, bad); if (bad) fail = 1; } while (0)
template <class T> T *dev(const T *h, int n) { T *d; cudaMalloc(&d, n * sizeof(T)); if (h) cudaMemcpy(d, h, n * sizeof(T), cudaMemcpyHostToDevice); else cudaMemset(d, 0, n * sizeof(T)); return d; }
template <class T> void back(T *h, const T *d, int n) { cudaMemcpy(h, d, n * sizeof(T), cudaMemcpyDeviceToHost); }
static int cmp(const int *a, const int *b, int n) { int bad = 0; for (int i = 0; i < n; i++) if (a[i] != b[i]) { if (bad < 5) printf("  [%d] got %d want %d\n", i, a[i], b[i]); bad++; } return bad; }
