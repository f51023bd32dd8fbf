/*===- ParseGuard.h - reject MLIR text that crashes upstream parsers ------===*
 *
 * MLIR 22's parser crashes, instead of failing, on two kinds of input that
 * fuzzing and the malformed corpus (test/malformed/) keep producing:
 *   - deep bracket nesting: the parser is recursive descent (regions,
 *     attributes, types), so a few thousand nested `{`/`(`/`[`/`<` overflow
 *     the 8 MiB main-thread stack;
 *   - `dimensions = ...` of linalg.reduce / linalg.broadcast and
 *     `permutation = ...` of linalg.transpose that is not a well-formed
 *     integer list: their hand-written parsers store the null attribute a
 *     failed DenseI64ArrayAttr::parse returns and dereference it later.
 * stitchParseGuardCheck finds both in one linear scan with MLIR's lexical
 * rules (strings with escapes, `//` comments, NUL bytes as white space) so
 * that stitchParseSourceAsModule can report a located error instead.
 *===----------------------------------------------------------------------===*/

#ifndef STITCH_CAPI_PARSEGUARD_H
#define STITCH_CAPI_PARSEGUARD_H

#include <stdbool.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Deepest bracket nesting accepted. Measured on the 8 MiB main-thread stack
 * with stitch-opt built with ASan+UBSan (parse and print; libMLIR itself is
 * not instrumented), the first depth that overflows, in brackets counted
 * here: nested gpu.launch ~2450, scf.for ~2800, scf.if and builtin.module
 * ~3850, generic-form regions ~4050, !llvm.struct<( ~6300, attribute
 * arrays ~6700, tuple< ~15600 (release mlir-opt: scf.if between 2000 and
 * 4000). Every Stitch pass still runs on 3000 nested scf.if under ASan.
 * 500 leaves ~5x margin below the worst of those while accepting the
 * deepest test input (400 nested regions in a thread loop,
 * test/malformed/deep-nesting-type-error.mlir); real programs stay far
 * below 100. */
#define STITCH_PARSE_GUARD_MAX_DEPTH 500

/* Where and why a source was rejected. */
typedef struct StitchParseIssue {
  unsigned line, column; /* 1-based, bytes from the line start like MLIR's */
  char message[160];
} StitchParseIssue;

/* Returns true when `source[0, length)` can be handed to MLIR's text parser
 * without hitting one of the crashes above (it may still be invalid: the
 * parser reports that). Otherwise returns false and fills *issue with the
 * first problem in source order. MLIR bytecode (starting with "ML\xefR") is
 * accepted unchecked. Reads only source[0, length), in O(length) time and
 * constant memory; NUL bytes are ordinary input. */
bool stitchParseGuardCheck(const char *source, size_t length,
                            StitchParseIssue *issue);

#ifdef __cplusplus
}
#endif

#endif /* STITCH_CAPI_PARSEGUARD_H */
