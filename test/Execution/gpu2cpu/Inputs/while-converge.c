// Sequential reference for while-converge.mlir. Per 64-node block, node i
// is linked to i + 1 when link[g] != 0; the initial labels are distinct.
// Each maximal linked run (component) ends up with the smallest initial
// label in it. Synchronous propagation moves a label one node per round, so
// the loop runs D + 1 rounds, D being the largest distance in the block from
// a node to the position of its component's minimum (the last round sees no
// change).
#include <stdio.h>

int main(void) {
  int link[192];
  for (int i = 0; i < 192; ++i)
    link[i] = (7 * i * i + 13 * i + 5) % 101 % 4 != 0;
  int rounds[3];
  for (int b = 0; b < 3; ++b) {
    int lab[64], out[64], d = 0;
    for (int i = 0; i < 64; ++i)
      lab[i] = (37 * i + 11 * b) % 64;
    for (int start = 0; start < 64;) {
      int end = start; // the component is [start, end]
      while (end < 63 && link[b * 64 + end])
        ++end;
      int argmin = start;
      for (int i = start; i <= end; ++i)
        if (lab[i] < lab[argmin])
          argmin = i;
      for (int i = start; i <= end; ++i) {
        out[i] = lab[argmin];
        int dist = i > argmin ? i - argmin : argmin - i;
        if (dist > d)
          d = dist;
      }
      start = end + 1;
    }
    for (int i = 0; i < 64; ++i)
      printf("%d\n", out[i]);
    rounds[b] = d + 1;
  }
  for (int b = 0; b < 3; ++b)
    printf("%d\n", rounds[b]);
  return 0;
}
