/*===- Vectors.c - growable arrays shared by the C passes -----------------===*/

#include "Vectors.h"

#include <stdlib.h>

void *stitchGrowArray(void *data, intptr_t size, intptr_t *capacity,
                      size_t elementSize) {
  if (size < *capacity)
    return data;
  *capacity = *capacity ? 2 * *capacity : 16;
  data = realloc(data, (size_t)*capacity * elementSize);
  if (!data)
    abort();
  return data;
}

void stitchOpVecPush(StitchOpVec *v, MlirOperation op) {
  v->data = stitchGrowArray(v->data, v->size, &v->capacity, sizeof *v->data);
  v->data[v->size++] = op;
}

bool stitchValuesContain(const MlirValue *data, intptr_t size,
                         MlirValue value) {
  for (intptr_t k = 0; k < size; ++k)
    if (mlirValueEqual(data[k], value))
      return true;
  return false;
}

void stitchValueVecPush(StitchValueVec *v, MlirValue value) {
  v->data = stitchGrowArray(v->data, v->size, &v->capacity, sizeof *v->data);
  v->data[v->size++] = value;
}

intptr_t stitchValueVecFind(const StitchValueVec *v, MlirValue value) {
  for (intptr_t i = 0; i < v->size; ++i)
    if (mlirValueEqual(v->data[i], value))
      return i;
  return -1;
}

void *stitchXCalloc(size_t n, size_t size) {
  void *p = calloc(n ? n : 1, size ? size : 1);
  if (!p)
    abort();
  return p;
}

int stitchCompareIntptr(const void *x, const void *y) {
  intptr_t a = *(const intptr_t *)x, b = *(const intptr_t *)y;
  return (a > b) - (a < b);
}
