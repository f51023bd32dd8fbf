// A user header of __device__ helpers (not a system header: inlined).
#pragma once
__device__ inline float twiceOf(float x) { return 2.0f * x; }
