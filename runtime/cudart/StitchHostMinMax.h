/*===- StitchHostMinMax.h - host min/max as the CUDA toolkit has them -----===*
 *
 * stitch-cuda includes this header first in every .cu file it parses
 * (`-include`). nvcc's CUDA headers declare the integer and floating-point
 * min()/max() overloads __host__ __device__, so host code of CUDA programs
 * calls them (Rodinia's huffman: `max(1, (int)ceil(n / 2.f))` in a host
 * function); clang's CUDA headers declare them __device__ only. These are
 * the host halves of the same overload set (the device calls keep clang's:
 * CUDA overloading picks by target). Mixed signed/unsigned arguments
 * compare unsigned, as in the toolkit.
 *===----------------------------------------------------------------------===*/

#ifndef STITCH_HOST_MIN_MAX_H
#define STITCH_HOST_MIN_MAX_H

#if defined(__cplusplus) && defined(__CUDA__)

#define STITCH_HOST_MIN_MAX(R, A, B)                                           \
  static inline __host__ R min(A a, B b) { return (R)a < (R)b ? (R)a : (R)b; } \
  static inline __host__ R max(A a, B b) { return (R)a > (R)b ? (R)a : (R)b; }

STITCH_HOST_MIN_MAX(int, int, int)
STITCH_HOST_MIN_MAX(unsigned int, unsigned int, unsigned int)
STITCH_HOST_MIN_MAX(unsigned int, int, unsigned int)
STITCH_HOST_MIN_MAX(unsigned int, unsigned int, int)
STITCH_HOST_MIN_MAX(long, long, long)
STITCH_HOST_MIN_MAX(unsigned long, unsigned long, unsigned long)
STITCH_HOST_MIN_MAX(unsigned long, long, unsigned long)
STITCH_HOST_MIN_MAX(unsigned long, unsigned long, long)
STITCH_HOST_MIN_MAX(long long, long long, long long)
STITCH_HOST_MIN_MAX(unsigned long long, unsigned long long, unsigned long long)
STITCH_HOST_MIN_MAX(unsigned long long, long long, unsigned long long)
STITCH_HOST_MIN_MAX(unsigned long long, unsigned long long, long long)
STITCH_HOST_MIN_MAX(float, float, float)
STITCH_HOST_MIN_MAX(double, double, double)
STITCH_HOST_MIN_MAX(double, float, double)
STITCH_HOST_MIN_MAX(double, double, float)

#undef STITCH_HOST_MIN_MAX

#endif
#endif /* STITCH_HOST_MIN_MAX_H */
