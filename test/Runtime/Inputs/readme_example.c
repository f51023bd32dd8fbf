/* README.md's example of stitch-c/Runtime.h ("Job 3"), verbatim: the README
 * block must stay an excerpt of this file (readme-commands.test), which
 * readme-example.test compiles and runs through readme_main.c. */
#include "stitch-c/Runtime.h"

typedef struct { float *allocated, *aligned; int64_t offset, sizes[1], strides[1]; } Memref1;

int addOne(float *data, int n, const char *graph /* func.func @f(%x: tensor<?xf32>) -> tensor<?xf32> */) {
  StitchRuntimeOptions options;
  stitchRuntimeOptionsInit(&options);             /* CPU, default cache directory, -O3 */
  StitchRuntimeError *error = NULL;
  StitchRuntime *rt = stitchRuntimeCreate(&options, &error);
  StitchKernel *f = rt ? stitchRuntimeCompile(rt, graph, strlen(graph), "graph.mlir", "f", &error) : NULL;
  if (!f) {                                       /* located diagnostics + a log file in the cache */
    fprintf(stderr, "%s", stitchRuntimeErrorGetMessage(error));
    stitchRuntimeErrorDestroy(error);
    stitchRuntimeDestroy(rt);
    return 1;
  }
  Memref1 x = {data, data, 0, {n}, {1}}, y, *px = &x, *py = &y;
  void *args[] = {&py, &px};                      /* result first, then the arguments */
  stitchKernelCall(f, args);                      /* compiled once per shape; later calls are plain calls */
  memcpy(data, y.aligned + y.offset, sizeof(float) * n);
  free(y.allocated);                              /* returned buffers are malloc'ed */
  stitchRuntimeDestroy(rt);                       /* owns its kernels */
  return 0;
}
