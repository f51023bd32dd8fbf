// Sequential CUDA emulation for cuda_gen's host reference (README.md).
//
// The generated .cu is compiled as plain C++ by clang++ with this header
// force-included (-include emu.h); run.py rewrites each launch line
// `k<<<g, b>>>(args);` into `emu_launch(g, b, [&] { k(args); });`.
// Blocks run one after another; the threads of a block are ucontext
// fibers: each runs until its next __syncthreads() (a phase), then the
// next thread runs. A block whose threads stop at different barriers, or
// where some finish while others wait, is reported as divergent (exit 3):
// the generator made an invalid program. EMU_ORDER=rev runs the threads
// of each phase in reverse order: run.py compares both orders, a race
// shows as a difference. Nothing here knows of Stitch.
#pragma once
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <ucontext.h>
#include <vector>

#define __global__
#define __device__
#define __host__
#define __shared__ static
#define __forceinline__ inline

struct uint3 { unsigned x, y, z; };
struct dim3 {
  unsigned x, y, z;
  dim3(unsigned a = 1, unsigned b = 1, unsigned c = 1) : x(a), y(b), z(c) {}
};
static uint3 threadIdx, blockIdx;
static dim3 blockDim, gridDim;

// ---- device functions
static inline int min(int a, int b) { return a < b ? a : b; }
static inline int max(int a, int b) { return a > b ? a : b; }
static inline unsigned min(unsigned a, unsigned b) { return a < b ? a : b; }
static inline unsigned max(unsigned a, unsigned b) { return a > b ? a : b; }
static inline int atomicAdd(int *p, int v) {
  int o = *p; *p = (int)((unsigned)o + (unsigned)v); return o; }
static inline unsigned atomicAdd(unsigned *p, unsigned v) {
  unsigned o = *p; *p = o + v; return o; }
static inline int atomicMax(int *p, int v) { int o = *p; if (v > o) *p = v; return o; }
static inline int atomicMin(int *p, int v) { int o = *p; if (v < o) *p = v; return o; }
static inline unsigned atomicOr(unsigned *p, unsigned v) { unsigned o = *p; *p = o | v; return o; }
static inline unsigned atomicXor(unsigned *p, unsigned v) { unsigned o = *p; *p = o ^ v; return o; }

// ---- the fiber scheduler
struct EmuFiber { ucontext_t ctx; int state; int line; uint3 tid; };
static ucontext_t emu_main;
static std::vector<EmuFiber> emu_fibers;
static std::vector<char> emu_stacks;
static int emu_cur;
static const std::function<void()> *emu_body;
static const size_t EMU_STACK = 256 * 1024;

static void emu_sync(int line) {
  EmuFiber &f = emu_fibers[emu_cur];
  f.state = 1; // at a barrier
  f.line = line;
  swapcontext(&f.ctx, &emu_main);
}
#define __syncthreads() emu_sync(__LINE__)

static void emu_trampoline() {
  (*emu_body)();
  emu_fibers[emu_cur].state = 2; // finished
  swapcontext(&emu_fibers[emu_cur].ctx, &emu_main);
}

static void emu_launch(dim3 g, dim3 b, const std::function<void()> &body) {
  gridDim = g;
  blockDim = b;
  int nt = (int)(b.x * b.y * b.z);
  if (nt < 1 || nt > 1024 || g.x < 1 || g.y < 1 || g.z < 1) {
    fprintf(stderr, "EMU: bad launch\n");
    exit(3);
  }
  bool rev = getenv("EMU_ORDER") && !strcmp(getenv("EMU_ORDER"), "rev");
  emu_body = &body;
  emu_fibers.assign(nt, EmuFiber());
  if (emu_stacks.size() < (size_t)nt * EMU_STACK)
    emu_stacks.resize((size_t)nt * EMU_STACK);
  for (unsigned bz = 0; bz < g.z; bz++)
    for (unsigned by = 0; by < g.y; by++)
      for (unsigned bx = 0; bx < g.x; bx++) {
        blockIdx = {bx, by, bz};
        for (int t = 0; t < nt; t++) {
          EmuFiber &f = emu_fibers[t];
          f.state = 0;
          f.tid = {(unsigned)t % b.x, (unsigned)t / b.x % b.y,
                   (unsigned)t / (b.x * b.y)};
          getcontext(&f.ctx);
          f.ctx.uc_stack.ss_sp = &emu_stacks[(size_t)t * EMU_STACK];
          f.ctx.uc_stack.ss_size = EMU_STACK;
          f.ctx.uc_link = nullptr;
          makecontext(&f.ctx, emu_trampoline, 0);
        }
        for (;;) {
          for (int i = 0; i < nt; i++) {
            int t = rev ? nt - 1 - i : i;
            EmuFiber &f = emu_fibers[t];
            if (f.state == 2) continue;
            emu_cur = t;
            threadIdx = f.tid;
            swapcontext(&emu_main, &f.ctx);
          }
          int done = 0, line = -1;
          bool same = true;
          for (int t = 0; t < nt; t++) {
            if (emu_fibers[t].state == 2) done++;
            else {
              if (line >= 0 && emu_fibers[t].line != line) same = false;
              line = emu_fibers[t].line;
              emu_fibers[t].state = 0;
            }
          }
          if (done == nt) break;
          // Threads that returned do not take part in later barriers (PTX's
          // bar.sync waits for the threads that have not exited); the others
          // must all be at the same one.
          if (!same) {
            fprintf(stderr, "EMU: divergent barrier (block %u,%u,%u)\n", bx, by, bz);
            exit(3);
          }
        }
      }
}

// ---- host runtime
enum cudaMemcpyKind { cudaMemcpyHostToDevice, cudaMemcpyDeviceToHost,
                      cudaMemcpyDeviceToDevice, cudaMemcpyHostToHost };
typedef int cudaError_t;
template <class T> static cudaError_t cudaMalloc(T **p, size_t n) {
  *p = (T *)calloc(1, n ? n : 1); return 0; }
static cudaError_t cudaMemcpy(void *d, const void *s, size_t n, cudaMemcpyKind) {
  memcpy(d, s, n); return 0; }
static cudaError_t cudaMemset(void *d, int v, size_t n) { memset(d, v, n); return 0; }
static cudaError_t cudaFree(void *p) { free(p); return 0; }
static cudaError_t cudaDeviceSynchronize() { return 0; }
static cudaError_t cudaGetLastError() { return 0; }
