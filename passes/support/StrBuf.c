/*===- StrBuf.c - a growing NUL-terminated string buffer ------------------===*/

#include "StrBuf.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void stitchStrBufReserve(StitchStrBuf *b, size_t extra) {
  if (b->size + extra + 1 <= b->capacity)
    return;
  size_t capacity = b->capacity ? b->capacity : 256;
  while (capacity < b->size + extra + 1)
    capacity *= 2;
  char *data = realloc(b->data, capacity);
  if (!data)
    abort();
  b->data = data;
  b->capacity = capacity;
}

void stitchStrBufAppend(StitchStrBuf *b, const char *s, size_t n) {
  stitchStrBufReserve(b, n);
  memcpy(b->data + b->size, s, n);
  b->size += n;
  b->data[b->size] = '\0';
}

void stitchStrBufPuts(StitchStrBuf *b, const char *s) {
  stitchStrBufAppend(b, s, strlen(s));
}

void stitchStrBufVPrintf(StitchStrBuf *b, const char *fmt, va_list args) {
  va_list copy;
  va_copy(copy, args);
  int n = vsnprintf(NULL, 0, fmt, copy);
  va_end(copy);
  if (n < 0)
    abort();
  stitchStrBufReserve(b, (size_t)n);
  vsnprintf(b->data + b->size, (size_t)n + 1, fmt, args);
  b->size += (size_t)n;
}

void stitchStrBufPrintf(StitchStrBuf *b, const char *fmt, ...) {
  va_list args;
  va_start(args, fmt);
  stitchStrBufVPrintf(b, fmt, args);
  va_end(args);
}

void stitchStrBufAppendCallback(MlirStringRef s, void *buf) {
  stitchStrBufAppend(buf, s.data, s.length);
}
