/*===- stitch-cuda.c - CUDA programs in, CPU executables out -------------===*
 *
 *   stitch-cuda [-I.. -D.. -U.. -O2 -std=..] prog.cu [more.cu x.c y.o]
 *               [-l.. -L..] -o prog
 *   stitch-cuda --emit=mlir prog.cu [-o out.mlir]
 *
 * For each .cu: the device code is translated (Translate.h) into gpu.launch
 * MLIR, lowered by `stitch-opt --stitch-to-openmp`, `mlir-translate` and
 * clang -O3; a launcher file (C) connects it to the runtime; the host code is
 * compiled by clang as CUDA host code against a placeholder GPU binary (so
 * clang emits the kernel/variable registration the runtime needs). .c/.cpp
 * files are compiled with clang; everything links with libstitch_cudart.a
 * (runtime/cudart/) and libomp. -v prints each command.
 *===----------------------------------------------------------------------===*/

#define _POSIX_C_SOURCE 200809L

#include "Translate.h"

#include <errno.h>
#include <libgen.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#ifndef STITCH_LLVM_BIN
#define STITCH_LLVM_BIN "/usr/lib/llvm-22/bin"
#endif
#ifndef STITCH_LLVM_LIB
#define STITCH_LLVM_LIB "/usr/lib/llvm-22/lib"
#endif
#ifndef STITCH_CUDA_PATH
#define STITCH_CUDA_PATH "/usr/local/cuda"
#endif

static int verbose;
static const char *prog = "stitch-cuda";

static void usage(FILE *f) {
  fprintf(
      f,
      "usage: stitch-cuda [options] file.cu [file.cu|file.c|file.cpp|file.o "
      "...] -o output\n"
      "CUDA programs in, CPU executables out: kernels are translated to\n"
      "MLIR (gpu.launch) and compiled by Stitch's stitch-to-openmp; host\n"
      "code is compiled by clang and runs on Stitch's CUDA runtime.\n"
      "options:\n"
      "  -o FILE          output (executable, or MLIR with --emit=mlir;\n"
      "                   - is standard output, for --emit=mlir)\n"
      "  --emit=mlir      stop after translating the kernels of one .cu\n"
      "  -I DIR, -D M, -U M, -std=S, -include F  passed to the parsers\n"
      "  -O0..-O3, -g, -march=..  host code flags (kernels: -O3)\n"
      "  -l LIB, -L DIR   passed to the linker\n"
      "  --cuda-path=DIR  CUDA toolkit headers (default " STITCH_CUDA_PATH ")\n"
      "  --no-specialize-blocks  compile each kernel once, for any block\n"
      "                   size (default: also a copy per constant block\n"
      "                   size the source launches it with)\n"
      "  --keep           keep the temporary directory (printed)\n"
      "  -v               print the commands run\n"
      "  --help           this text\n");
}

static int runTo(char *const *argv, const char *outFile, const char *errFile);

/* Runs argv; returns its exit status (non-zero on failure to run). */
static int run(char *const *argv, const char *outFile) {
  return runTo(argv, outFile, NULL);
}

/* Copies the diagnostics in errFile to stderr, each once: a kernel
 * compiled as several copies (one per launched block size) reports the
 * same error at the same .cu location in each. A diagnostic is a
 * `file:line:col: severity:` line and the lines (source, caret) after it. */
static void printUniqueDiagnostics(const char *errFile) {
  FILE *f = fopen(errFile, "r");
  if (!f)
    return;
  char **seen = NULL, *diag = NULL, line[4096];
  size_t numSeen = 0, len = 0;
  for (int more = 1; more;) {
    more = fgets(line, sizeof line, f) != NULL;
    int starts =
        more && (strstr(line, ": error: ") || strstr(line, ": warning: ") ||
                 strstr(line, ": note: ") || strstr(line, ": remark: "));
    if ((starts || !more) && diag) {
      int dup = 0;
      for (size_t i = 0; i < numSeen && !dup; i++)
        dup = !strcmp(seen[i], diag);
      if (dup) {
        free(diag);
      } else {
        fputs(diag, stderr);
        seen = realloc(seen, sizeof *seen * (numSeen + 1));
        if (!seen)
          abort();
        seen[numSeen++] = diag;
      }
      diag = NULL;
      len = 0;
    }
    if (!more)
      break;
    size_t n = strlen(line);
    diag = realloc(diag, len + n + 1);
    if (!diag)
      abort();
    memcpy(diag + len, line, n + 1);
    len += n;
  }
  for (size_t i = 0; i < numSeen; i++)
    free(seen[i]);
  free(seen);
  fclose(f);
}

static int runTo(char *const *argv, const char *outFile, const char *errFile) {
  if (verbose) {
    for (int i = 0; argv[i]; i++)
      fprintf(stderr, "%s%s", i ? " " : "", argv[i]);
    if (outFile)
      fprintf(stderr, " > %s", outFile);
    fputc('\n', stderr);
  }
  fflush(NULL);
  pid_t pid = fork();
  if (pid < 0) {
    perror("fork");
    return 1;
  }
  if (pid == 0) {
    if (outFile && !freopen(outFile, "w", stdout))
      _exit(127);
    if (errFile && !freopen(errFile, "w", stderr))
      _exit(127);
    execvp(argv[0], argv);
    fprintf(stderr, "%s: cannot run %s: %s\n", prog, argv[0], strerror(errno));
    _exit(127);
  }
  int status;
  if (waitpid(pid, &status, 0) < 0)
    return 1;
  return WIFEXITED(status) ? WEXITSTATUS(status) : 1;
}

typedef struct Args {
  char **v;
  int n, cap;
} Args;

static void push(Args *a, const char *s) {
  if (a->n + 2 > a->cap) {
    a->cap = a->cap ? 2 * a->cap : 32;
    a->v = realloc(a->v, sizeof(char *) * (size_t)a->cap);
    if (!a->v)
      abort();
  }
  a->v[a->n++] = strdup(s);
  a->v[a->n] = NULL;
}

static void pushAll(Args *a, const Args *b) {
  for (int i = 0; i < b->n; i++)
    push(a, b->v[i]);
}

static void freeArgs(Args *a) {
  for (int i = 0; i < a->n; i++)
    free(a->v[i]);
  free(a->v);
}

static const char *ext(const char *p) {
  const char *d = strrchr(p, '.');
  return d ? d : "";
}

/* The directory holding this executable (stitch-opt lives beside it). */
static void selfDir(char *out, size_t n) {
  char buf[PATH_MAX];
  ssize_t len = readlink("/proc/self/exe", buf, sizeof buf - 1);
  if (len < 0) {
    snprintf(out, n, ".");
    return;
  }
  buf[len] = 0;
  snprintf(out, n, "%s", dirname(buf));
}

static void rmTree(const char *dir) {
  char *argv[] = {"rm", "-rf", (char *)dir, NULL};
  int v = verbose;
  verbose = 0;
  run(argv, NULL);
  verbose = v;
}

int main(int argc, char **argv) {
  Args parse = {0}, hostFlags = {0}, linkFlags = {0}, inputs = {0};
  const char *out = NULL, *cudaPath = STITCH_CUDA_PATH;
  int emitMlir = 0, keep = 0, specializeBlocks = 1;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
      usage(stdout);
      return 0;
    } else if (!strcmp(a, "-v")) {
      verbose = 1;
    } else if (!strcmp(a, "--keep")) {
      keep = 1;
    } else if (!strcmp(a, "--no-specialize-blocks")) {
      specializeBlocks = 0;
    } else if (!strcmp(a, "--emit=mlir")) {
      emitMlir = 1;
    } else if (!strncmp(a, "--emit=", 7)) {
      fprintf(stderr, "%s: error: unknown %s (only --emit=mlir)\n", prog, a);
      return 1;
    } else if (!strncmp(a, "--cuda-path=", 12)) {
      cudaPath = a + 12;
    } else if (!strcmp(a, "-o")) {
      if (++i == argc) {
        fprintf(stderr, "%s: error: -o needs an argument\n", prog);
        return 1;
      }
      out = argv[i];
    } else if ((!strcmp(a, "-I") || !strcmp(a, "-D") || !strcmp(a, "-U") ||
                !strcmp(a, "-include")) &&
               i + 1 < argc) {
      push(&parse, a);
      push(&parse, argv[++i]);
    } else if (!strncmp(a, "-I", 2) || !strncmp(a, "-D", 2) ||
               !strncmp(a, "-U", 2) || !strncmp(a, "-std=", 5)) {
      push(&parse, a);
    } else if (!strncmp(a, "-O", 2) || !strcmp(a, "-g") ||
               !strncmp(a, "-march=", 7) || !strncmp(a, "-W", 2) ||
               !strcmp(a, "-fopenmp")) {
      push(&hostFlags, a);
    } else if (!strncmp(a, "-l", 2) || !strncmp(a, "-L", 2) ||
               !strncmp(a, "-Wl,", 4)) {
      push(&linkFlags, a);
    } else if (a[0] == '-') {
      fprintf(stderr, "%s: error: unknown option '%s' (see --help)\n", prog, a);
      return 1;
    } else {
      push(&inputs, a);
    }
  }
  if (!inputs.n) {
    fprintf(stderr, "%s: error: no input files (see --help)\n", prog);
    return 1;
  }
  /* CUDA 13 keeps libcu++ (cuda/std/...), which <cooperative_groups.h>
   * includes, in include/cccl; nvcc searches it, clang does not. */
  char cccl[PATH_MAX];
  struct stat st;
  snprintf(cccl, sizeof cccl, "%s/include/cccl", cudaPath);
  if (!stat(cccl, &st) && S_ISDIR(st.st_mode)) {
    push(&parse, "-isystem");
    push(&parse, cccl);
  }
  /* nvcc's host min()/max() (the header says why). */
  push(&parse, "-include");
  push(&parse, STITCH_CUDART_INCLUDE "/StitchHostMinMax.h");
  /* the cache-hint loads and stores nvcc declares and clang does not */
  push(&parse, "-include");
  push(&parse, STITCH_CUDART_INCLUDE "/StitchCacheHints.h");
  int status = 0;
  if (emitMlir) {
    if (inputs.n != 1 || strcmp(ext(inputs.v[0]), ".cu")) {
      fprintf(stderr, "%s: error: --emit=mlir takes exactly one .cu file\n",
              prog);
      return 1;
    }
    /* `-o -` is standard output, as for mlir-opt. */
    if (out && !strcmp(out, "-"))
      out = NULL;
    FILE *f = out ? fopen(out, "w") : stdout;
    if (!f) {
      fprintf(stderr, "%s: error: cannot write %s\n", prog, out);
      return 1;
    }
    status = stitchCudaTranslate(inputs.v[0], (const char *const *)parse.v,
                                 parse.n, cudaPath, f, NULL, specializeBlocks);
    if (f != stdout)
      fclose(f);
    if (status && out)
      remove(out);
    freeArgs(&parse), freeArgs(&hostFlags), freeArgs(&linkFlags);
    freeArgs(&inputs);
    return status;
  }
  if (!out)
    out = "a.out";
  if (!strcmp(out, "-")) {
    fprintf(stderr,
            "%s: error: -o - (standard output) is for --emit=mlir; "
            "an executable needs a file name\n",
            prog);
    freeArgs(&parse), freeArgs(&hostFlags), freeArgs(&linkFlags);
    freeArgs(&inputs);
    return 1;
  }

  char bin[PATH_MAX], tmp[] = "/tmp/stitch-cuda-XXXXXX";
  selfDir(bin, sizeof bin);
  if (!mkdtemp(tmp)) {
    perror("mkdtemp");
    return 1;
  }
  char stitchOpt[PATH_MAX + 32], clang[] = STITCH_LLVM_BIN "/clang-22";
  char clangxx[] = STITCH_LLVM_BIN "/clang++";
  char translate[] = STITCH_LLVM_BIN "/mlir-translate";
  snprintf(stitchOpt, sizeof stitchOpt, "%s/stitch-opt", bin);
  char fatbin[PATH_MAX], cudaArg[PATH_MAX + 16];
  snprintf(fatbin, sizeof fatbin, "%s/placeholder.fatbin", tmp);
  snprintf(cudaArg, sizeof cudaArg, "--cuda-path=%s", cudaPath);
  {
    /* The host code only needs a GPU binary to exist for clang to emit the
     * registration calls; its content is never read. */
    FILE *f = fopen(fatbin, "w");
    if (!f) {
      perror(fatbin);
      return 1;
    }
    fputs("stitch-cuda: no GPU code\n", f);
    fclose(f);
  }
  Args objs = {0};
  for (int i = 0; i < inputs.n && !status; i++) {
    const char *in = inputs.v[i], *e = ext(in);
    char base[PATH_MAX];
    snprintf(base, sizeof base, "%s/%d", tmp, i);
    char p1[PATH_MAX + 32], p2[PATH_MAX + 32], p3[PATH_MAX + 32],
        p4[PATH_MAX + 32];
    if (!strcmp(e, ".cu")) {
      /* device code */
      snprintf(p1, sizeof p1, "%s.kernels.mlir", base);
      snprintf(p2, sizeof p2, "%s.launch.c", base);
      FILE *fm = fopen(p1, "w"), *fg = fopen(p2, "w");
      if (!fm || !fg) {
        perror("fopen");
        status = 1;
        break;
      }
      if (verbose)
        fprintf(stderr, "# translate device code of %s > %s, %s\n", in, p1,
                p2);
      status = stitchCudaTranslate(in, (const char *const *)parse.v, parse.n,
                                   cudaPath, fm, fg, specializeBlocks);
      fclose(fm);
      fclose(fg);
      if (status)
        break;
      snprintf(p3, sizeof p3, "%s.llvm.mlir", base);
      char *opt[] = {stitchOpt, "--stitch-to-openmp", p1, "-o", p3, NULL};
      snprintf(p4, sizeof p4, "%s.stitch-opt.err", base);
      status = runTo(opt, NULL, p4);
      printUniqueDiagnostics(p4);
      if (status) {
        fprintf(stderr, "%s: error: stitch-to-openmp failed on the kernels "
                        "of %s\n",
                prog, in);
        break;
      }
      snprintf(p4, sizeof p4, "%s.ll", base);
      char *tr[] = {translate, "--mlir-to-llvmir", p3, "-o", p4, NULL};
      if ((status = run(tr, NULL)))
        break;
      char ko[PATH_MAX + 32];
      snprintf(ko, sizeof ko, "%s.kernels.o", base);
      /* libmvec: LLVM vectorizes the llvm.exp/log/sin... calls of the
       * serialized thread loops into glibc's vector variants (within 4
       * ulp, as CUDA's own expf is within 2) instead of splitting each
       * vector into 16 scalar calls; the bench's Stitch objects get it
       * too (stitch-cuda's lavaMD 36 -> 12 ms at 2 threads). */
      char *cc[] = {clang,
                    "-O3",
                    "-march=native",
                    "-fveclib=libmvec",
                    "-Wno-override-module",
                    "-c",
                    "-x",
                    "ir",
                    p4,
                    "-o",
                    ko,
                    NULL};
      if ((status = run(cc, NULL)))
        break;
      push(&objs, ko);
      char lo[PATH_MAX + 32], inc[PATH_MAX + 32];
      snprintf(lo, sizeof lo, "%s.launch.o", base);
      snprintf(inc, sizeof inc, "-I%s", STITCH_CUDART_INCLUDE);
      char *cl[] = {clang, "-O2", "-std=c17", inc, "-c", p2, "-o", lo, NULL};
      if ((status = run(cl, NULL)))
        break;
      push(&objs, lo);
      /* host code */
      char ho[PATH_MAX + 32], fb[PATH_MAX + 32];
      snprintf(ho, sizeof ho, "%s.host.o", base);
      snprintf(fb, sizeof fb, "%s", fatbin);
      Args h = {0};
      push(&h, clangxx);
      push(&h, "-x");
      push(&h, "cuda");
      push(&h, "--cuda-host-only");
      push(&h, cudaArg);
      push(&h, "-Wno-unknown-cuda-version");
      push(&h, "-Xclang");
      push(&h, "-fcuda-include-gpubinary");
      push(&h, "-Xclang");
      push(&h, fb);
      pushAll(&h, &parse);
      pushAll(&h, &hostFlags);
      push(&h, "-c");
      push(&h, in);
      push(&h, "-o");
      push(&h, ho);
      status = run(h.v, NULL);
      freeArgs(&h);
      push(&objs, ho);
    } else if (!strcmp(e, ".c") || !strcmp(e, ".cpp") || !strcmp(e, ".cc") ||
               !strcmp(e, ".cxx")) {
      char o[PATH_MAX + 32];
      snprintf(o, sizeof o, "%s.o", base);
      Args h = {0};
      push(&h, strcmp(e, ".c") ? clangxx : clang);
      /* The toolkit's headers, as nvcc gives every file it compiles
       * (`#include <cuda_runtime.h>` in a .cpp host file; review 26). */
      char cudaInclude[PATH_MAX + 16];
      snprintf(cudaInclude, sizeof cudaInclude, "%s/include", cudaPath);
      push(&h, "-isystem");
      push(&h, cudaInclude);
      pushAll(&h, &parse);
      pushAll(&h, &hostFlags);
      push(&h, "-c");
      push(&h, in);
      push(&h, "-o");
      push(&h, o);
      status = run(h.v, NULL);
      freeArgs(&h);
      push(&objs, o);
    } else if (!strcmp(e, ".o") || !strcmp(e, ".a")) {
      push(&objs, in);
    } else {
      fprintf(stderr, "%s: error: unknown input '%s' (.cu .c .cpp .o .a)\n",
              prog, in);
      status = 1;
    }
  }
  if (!status) {
    Args l = {0};
    push(&l, clangxx);
    pushAll(&l, &objs);
    push(&l, STITCH_CUDART_LIB);
    pushAll(&l, &linkFlags);
    push(&l, "-fopenmp=libomp");
    push(&l, "-L" STITCH_LLVM_LIB);
    push(&l, "-Wl,-rpath," STITCH_LLVM_LIB);
    push(&l, "-lmvec");
    push(&l, "-lm");
    push(&l, "-o");
    push(&l, out);
    status = run(l.v, NULL);
    freeArgs(&l);
  }
  if (keep)
    fprintf(stderr, "%s: temporary files in %s\n", prog, tmp);
  else
    rmTree(tmp);
  freeArgs(&parse), freeArgs(&hostFlags), freeArgs(&linkFlags);
  freeArgs(&inputs), freeArgs(&objs);
  return status ? 1 : 0;
}
