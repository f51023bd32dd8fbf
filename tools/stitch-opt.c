/*===- stitch-opt.c - the Stitch optimizer driver -------------------------===*
 *
 * mlir-opt with Stitch: every upstream dialect, pass and flag plus Stitch's
 * dialect and passes (stitch-c/Tool.h). Failures print a located
 * diagnostic and exit with status 1.
 *===----------------------------------------------------------------------===*/

#include "stitch-c/Tool.h"

int main(int argc, char **argv) { return stitchOptMain(argc, argv); }
