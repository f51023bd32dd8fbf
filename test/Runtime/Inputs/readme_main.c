/* Runs README.md's runtime example (extracted to readme_example.c by
 * readme-example.test) on a dynamic-size tensor program: adds one to each
 * element. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "readme_example.c" /* README.md's block */
int main(void) {
  const char *g = "#id = affine_map<(d0) -> (d0)>\nfunc.func @f(%x: tensor<?xf32>) -> tensor<?xf32> {\n %c0 = arith.constant 0 : index\n %d = tensor.dim %x, %c0 : tensor<?xf32>\n %e = tensor.empty(%d) : tensor<?xf32>\n %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = [\"parallel\"]} ins(%x : tensor<?xf32>) outs(%e : tensor<?xf32>) {\n ^bb0(%a: f32, %o: f32):\n %one = arith.constant 1.0 : f32\n %s = arith.addf %a, %one : f32\n linalg.yield %s : f32\n } -> tensor<?xf32>\n return %r : tensor<?xf32>\n}\n";
  float d[5] = {1,2,3,4,5};
  int s = addOne(d, 5, g);
  printf("%d: %g %g %g %g %g\n", s, d[0], d[1], d[2], d[3], d[4]);
  return s;
}
