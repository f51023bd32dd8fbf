/*===- stitch-c/Tool.h - the stitch-opt driver as a library call ----------===*
 *
 * stitchOptMain is upstream's MlirOptMain with every upstream dialect, pass
 * and LLVM IR translation plus Stitch's dialect (with the barrier's memory
 * effects) and passes registered first, so that every mlir-opt flag works
 * as documented upstream (--pass-pipeline and --<pass> shorthands,
 * --split-input-file, --verify-diagnostics, --mlir-print-ir-*,
 * --mlir-print-ir-tree-dir, --mlir-reproducer-dir / --run-reproducer,
 * --verify-roundtrip, --mlir-timing, remarks, ...). Added on top:
 *   --list-stitch-passes  the arguments of Stitch's passes and pipelines, one per
 *                  line, in registry order;
 *   --version      Stitch's version beside LLVM's.
 * The input is checked by the parse guard (capi/lib/ParseGuard.h) before
 * MLIR's parser sees it: input that would crash upstream's parser gets a
 * located error instead. Returns the process exit status (0 or 1).
 *===----------------------------------------------------------------------===*/

#ifndef STITCH_C_TOOL_H
#define STITCH_C_TOOL_H

#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

/* `argv` is kept for the call (LLVM's command-line parser reads it). */
MLIR_CAPI_EXPORTED int stitchOptMain(int argc, char **argv);

/* For the other tools' command lines (stitch-run, stitch-tune): the value
 * of `--name=V` or `--name V` at argv[*i] (advancing *i past V), or NULL
 * when argv[*i] is not that option. The value is borrowed from argv. */
MLIR_CAPI_EXPORTED const char *stitchToolOptionValue(int argc, char **argv,
                                                     int *i,
                                                     const char *name);

#ifdef __cplusplus
}
#endif

#endif /* STITCH_C_TOOL_H */
