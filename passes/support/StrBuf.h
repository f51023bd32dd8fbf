/*===- StrBuf.h - a growing NUL-terminated string buffer ------------------===*
 *
 * What the passes that write text (JSON reports, feature dumps) append to.
 * The buffer owns `data` (free() it, or hand it out: STITCH_GIVE); an
 * empty buffer needs no allocation: StitchStrBuf b = {0}. Allocation
 * failure aborts. Not an MLIR handle: no ownership annotations needed.
 *===----------------------------------------------------------------------===*/

#ifndef STITCH_SUPPORT_STRBUF_H
#define STITCH_SUPPORT_STRBUF_H

#include "mlir-c/Support.h"

#include <stdarg.h>
#include <stddef.h>

typedef struct StitchStrBuf {
  char *data;
  size_t size, capacity;
} StitchStrBuf;

/* Room for `extra` more characters and the NUL. */
void stitchStrBufReserve(StitchStrBuf *b, size_t extra);
/* Appends `n` characters of `s`. */
void stitchStrBufAppend(StitchStrBuf *b, const char *s, size_t n);
/* Appends the C string `s`. */
void stitchStrBufPuts(StitchStrBuf *b, const char *s);
/* Appends printf-style text. */
void stitchStrBufPrintf(StitchStrBuf *b, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
/* The same with a va_list (left unusable, as by vprintf). */
void stitchStrBufVPrintf(StitchStrBuf *b, const char *fmt, va_list args)
    __attribute__((format(printf, 2, 0)));
/* An MlirStringCallback (the printers' mlirTypePrint, mlirLocationPrint,
 * ...) appending to the StitchStrBuf `buf`. */
void stitchStrBufAppendCallback(MlirStringRef s, void *buf);

#endif /* STITCH_SUPPORT_STRBUF_H */
