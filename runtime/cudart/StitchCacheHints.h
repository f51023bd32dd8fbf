/*===- StitchCacheHints.h - the cache-hint loads and stores nvcc has -----===*
 *
 * stitch-cuda includes this header first in every .cu file it parses
 * (`-include`), after StitchHostMinMax.h. nvcc's headers declare the
 * cache-hint loads and stores (`__ldca`, `__ldlu`, `__stcs`, `__stcg`,
 * `__stwb`) for every scalar and vector type; clang's CUDA headers declare
 * only `__ldcg`, `__ldcs`, `__ldcv` and `__stwt`, so programs using the
 * others (llm.c's `__stcs`) did not parse. These templates stand for the
 * missing ones: on the CPU a hinted access is the plain access, and the
 * translator reads a call of any of them as a load or a store. The value
 * parameter does not take part in deduction, so `__stcs(&f[i], 0)`
 * converts as the toolkit's overloads do.
 *===----------------------------------------------------------------------===*/

#ifndef STITCH_CACHE_HINTS_H
#define STITCH_CACHE_HINTS_H

#if defined(__cplusplus) && defined(__CUDA__)

template <typename T> struct StitchCacheHintValue {
  typedef T type;
};

#define STITCH_CACHE_LOAD(NAME)                                                \
  template <typename T> static __device__ inline T NAME(const T *p) {         \
    return *p;                                                                 \
  }
#define STITCH_CACHE_STORE(NAME)                                               \
  template <typename T>                                                        \
  static __device__ inline void NAME(                                          \
      T *p, typename StitchCacheHintValue<T>::type v) {                        \
    *p = v;                                                                    \
  }

STITCH_CACHE_LOAD(__ldca)
STITCH_CACHE_LOAD(__ldlu)
STITCH_CACHE_STORE(__stcs)
STITCH_CACHE_STORE(__stcg)
STITCH_CACHE_STORE(__stwb)

#undef STITCH_CACHE_LOAD
#undef STITCH_CACHE_STORE

#endif
#endif /* STITCH_CACHE_HINTS_H */
