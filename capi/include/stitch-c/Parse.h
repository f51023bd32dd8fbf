/*===- stitch-c/Parse.h - parsing the way mlir-opt does -------------------===*
 *
 * mlirOperationCreateParse insists on exactly one top-level operation;
 * tools accept a file of several top-level ops and wrap them in an implicit
 * builtin.module, as mlir-opt does.
 *===----------------------------------------------------------------------===*/

#ifndef STITCH_C_PARSE_H
#define STITCH_C_PARSE_H

#include "mlir-c/IR.h"
#include "stitch-c/Ownership.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Parses `source` (text or bytecode) into a builtin.module, wrapping several
 * top-level ops in an implicit module. Locations name `sourceName`. Returns a
 * null operation after emitting diagnostics on failure; otherwise the caller
 * owns the module and destroys it with mlirOperationDestroy.
 * Text is first checked for inputs that crash upstream MLIR 22's parser
 * (capi/lib/ParseGuard.h): bracket nesting deeper than
 * STITCH_PARSE_GUARD_MAX_DEPTH (the parser is recursive: stack overflow)
 * and a malformed `dimensions` / `permutation` list of linalg.reduce,
 * broadcast or transpose; those fail with one error located at
 * `sourceName`:line:col through the context's diagnostic handlers, like any
 * other parse error, so callers get a failure and never a crash.
 * `source.data[source.length]` must be readable and NUL: MLIR's lexer reads
 * one byte past the end looking for the terminator. */
MLIR_CAPI_EXPORTED STITCH_NULL STITCH_GIVE MlirOperation
stitchParseSourceAsModule(STITCH_KEEP MlirContext ctx, MlirStringRef source,
                          MlirStringRef sourceName);

#ifdef __cplusplus
}
#endif

#endif /* STITCH_C_PARSE_H */
