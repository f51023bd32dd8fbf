/*===- ToolOptions.c - command-line helpers of Stitch's tools -------------===*/

#include "stitch-c/Tool.h"

#include <string.h>

const char *stitchToolOptionValue(int argc, char **argv, int *i,
                                  const char *name) {
  size_t n = strlen(name);
  if (strncmp(argv[*i], name, n) != 0)
    return NULL;
  if (argv[*i][n] == '=')
    return argv[*i] + n + 1;
  if (argv[*i][n] == 0 && *i + 1 < argc)
    return argv[++*i];
  return NULL;
}
