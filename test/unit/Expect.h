/*===- Expect.h - the check macro of the C unit tests ---------------------===*/

#ifndef STITCH_TEST_UNIT_EXPECT_H
#define STITCH_TEST_UNIT_EXPECT_H

#include <stdio.h>
#include <stdlib.h>

/* Prints the failed condition with its place and ends the test with 1. */
#define EXPECT(cond)                                                           \
  do {                                                                         \
    if (!(cond)) {                                                             \
      fprintf(stderr, "FAILED %s:%d: %s\n", __FILE__, __LINE__, #cond);        \
      exit(1);                                                                 \
    }                                                                          \
  } while (0)

#endif /* STITCH_TEST_UNIT_EXPECT_H */
