/*===- Print.c - operations as comparable text ----------------------------===*/

#include "stitch-c/Print.h"

#include <stdlib.h>
#include <string.h>

typedef struct Buffer {
  char *data;
  size_t size, capacity;
} Buffer;

static void appendCallback(MlirStringRef s, void *userData) {
  Buffer *b = userData;
  if (b->size + s.length + 1 > b->capacity) {
    b->capacity = 2 * (b->size + s.length + 1);
    b->data = realloc(b->data, b->capacity);
    if (!b->data)
      abort();
  }
  memcpy(b->data + b->size, s.data, s.length);
  b->size += s.length;
  b->data[b->size] = 0;
}

char *stitchOperationGenericText(MlirOperation op) {
  MlirOpPrintingFlags flags = stitchOpPrintingFlagsCreateExact();
  Buffer b = {0};
  appendCallback(mlirStringRefCreate("", 0), &b);
  mlirOperationPrintWithFlags(op, flags, appendCallback, &b);
  mlirOpPrintingFlagsDestroy(flags);
  return b.data;
}

uint64_t stitchTextHash(const char *text) {
  uint64_t h = 14695981039346656037ull;
  for (; *text; ++text)
    h = (h ^ (unsigned char)*text) * 1099511628211ull;
  return h;
}

bool stitchLocationFileLineCol(MlirLocation loc, MlirStringRef *file,
                               int *line, int *column) {
  for (int depth = 0; depth < 16; ++depth) {
    if (mlirLocationIsAFileLineColRange(loc)) {
      *file = mlirIdentifierStr(mlirLocationFileLineColRangeGetFilename(loc));
      *line = mlirLocationFileLineColRangeGetStartLine(loc);
      *column = mlirLocationFileLineColRangeGetStartColumn(loc);
      return true;
    }
    if (mlirLocationIsAName(loc)) {
      loc = mlirLocationNameGetChildLoc(loc);
    } else if (mlirLocationIsACallSite(loc)) {
      loc = mlirLocationCallSiteGetCallee(loc);
    } else if (mlirLocationIsAFused(loc) &&
               mlirLocationFusedGetNumLocations(loc) > 0) {
      intptr_t n = mlirLocationFusedGetNumLocations(loc);
      MlirLocation *locs = malloc((size_t)n * sizeof *locs);
      if (!locs)
        return false;
      mlirLocationFusedGetLocations(loc, locs);
      loc = locs[0];
      free(locs);
    } else {
      return false;
    }
  }
  return false;
}
