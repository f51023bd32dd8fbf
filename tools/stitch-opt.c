/*===- stitch-opt.c - the Stitch optimizer driver -------------------------===*
 *
 * An mlir-opt-style driver written against the MLIR C API: it knows every
 * upstream dialect and pass plus Stitch's, reads a .mlir file (or stdin),
 * runs a pass pipeline and prints the result. Every failure (unreadable or
 * malformed input, unknown pass, failing pass) prints a located diagnostic
 * and exits with status 1.
 *===----------------------------------------------------------------------===*/

#include "stitch-c/Dialect.h"
#include "stitch-c/Parse.h"
#include "stitch-c/Pass.h"

#include "mlir-c/Diagnostics.h"
#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "mlir-c/RegisterEverything.h"

#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef STITCH_VERSION
#define STITCH_VERSION "0.1.0"
#endif

/*===----------------------------------------------------------------------===*
 * Growable string
 *===----------------------------------------------------------------------===*/

typedef struct Buffer {
  char *data;
  size_t size, capacity;
} Buffer;

static void bufferAppend(Buffer *b, const char *data, size_t n) {
  if (b->size + n + 1 > b->capacity) {
    size_t capacity = b->capacity ? b->capacity : 256;
    while (capacity < b->size + n + 1)
      capacity *= 2;
    char *grown = realloc(b->data, capacity);
    if (!grown) {
      fputs("stitch-opt: error: out of memory\n", stderr);
      exit(1);
    }
    b->data = grown;
    b->capacity = capacity;
  }
  memcpy(b->data + b->size, data, n);
  b->size += n;
  b->data[b->size] = '\0';
}

static void bufferAppendStr(Buffer *b, const char *s) {
  bufferAppend(b, s, strlen(s));
}

static void bufferFree(Buffer *b) {
  free(b->data);
  *b = (Buffer){0};
}

/* MlirStringCallback appending to a Buffer. */
static void appendToBuffer(MlirStringRef s, void *userData) {
  bufferAppend((Buffer *)userData, s.data, s.length);
}

/*===----------------------------------------------------------------------===*
 * Options
 *===----------------------------------------------------------------------===*/

typedef struct Options {
  const char *inputFile;  /* "-" for stdin */
  const char *outputFile; /* "-" for stdout */
  const char *passPipeline;
  Buffer passFlags; /* pipeline built from --<pass>[=opts] flags */
  bool timing, printBefore, printAfter, printAfterChange, printAfterFailure;
  bool printModuleScope, printDebugInfo, printGeneric, printLocalScope;
  bool disableThreading, verifyEach, statistics, splitInputFile;
  bool allowUnregistered;
  long elideElementsLimit;
} Options;

static void printUsage(FILE *out) {
  fputs(
      "OVERVIEW: Stitch optimizer driver (MLIR " STITCH_VERSION ")\n\n"
      "USAGE: stitch-opt [options] [input-file]\n\n"
      "Reads MLIR from input-file (or stdin when absent or '-'), runs the "
      "pass\npipeline and prints the result.\n\n"
      "OPTIONS:\n"
      "  -o <file>                         Output file (default: stdout)\n"
      "  --pass-pipeline=<pipeline>        Textual pipeline, e.g.\n"
      "                                    'builtin.module(stitch-strip-"
      "trivial-barriers)'\n"
      "  --<pass>[=<options>]              Append a pass to the pipeline "
      "(any\n"
      "                                    upstream MLIR pass or Stitch pass "
      "below)\n"
      "  --split-input-file                Process chunks separated by "
      "'// -----'\n"
      "  --verify-each[=true|false]        Verify after each pass (default "
      "true)\n"
      "  --allow-unregistered-dialect      Accept ops of unknown dialects\n"
      "  --mlir-timing                     Report pass timing\n"
      "  --mlir-pass-statistics            Report pass statistics\n"
      "  --mlir-print-ir-before-all        Print IR before each pass\n"
      "  --mlir-print-ir-after-all         Print IR after each pass\n"
      "  --mlir-print-ir-after-change      Print IR after passes that "
      "changed it\n"
      "  --mlir-print-ir-after-failure     Print IR after a failing pass\n"
      "  --mlir-print-ir-module-scope      Print the whole module when "
      "printing IR\n"
      "  --mlir-print-debuginfo            Print locations\n"
      "  --mlir-print-op-generic           Print the generic op form\n"
      "  --mlir-print-local-scope          Print types/attributes inline\n"
      "  --mlir-elide-elementsattrs-if-larger=<n>\n"
      "                                    Elide element attributes larger "
      "than n\n"
      "  --mlir-disable-threading          Run passes on one thread\n"
      "  --list-passes                     List Stitch passes and pipelines\n"
      "  --help, -h                        This text\n"
      "  --version                         Print the version\n\n",
      out);
  fputs("STITCH PASSES:\n", out);
  for (intptr_t i = 0; i < stitchGetNumPassDefs(); ++i) {
    const StitchPassDef *def = stitchGetPassDef(i);
    fprintf(out, "  --%s\n      %s\n", def->argument, def->description);
    for (intptr_t j = 0; j < def->numOptions; ++j)
      fprintf(out, "      %s=<%s> (default %s): %s\n", def->options[j].name,
              def->options[j].kind == STITCH_OPTION_BOOL   ? "bool"
              : def->options[j].kind == STITCH_OPTION_INT ? "int"
                                                          : "string",
              def->options[j].defaultValue, def->options[j].description);
  }
  fputs("\nSTITCH PIPELINES:\n", out);
  for (intptr_t i = 0; i < stitchGetNumPipelineDefs(); ++i) {
    const StitchPipelineDef *def = stitchGetPipelineDef(i);
    fprintf(out, "  --%s\n      %s\n", def->argument, def->description);
  }
}

static void listPasses(void) {
  for (intptr_t i = 0; i < stitchGetNumPassDefs(); ++i)
    printf("%s\n", stitchGetPassDef(i)->argument);
  for (intptr_t i = 0; i < stitchGetNumPipelineDefs(); ++i)
    printf("%s\n", stitchGetPipelineDef(i)->argument);
}

/* Returns the value of `--name=value` / `--name value` / `-name=value`
 * when `arg` spells option `name`, advancing *i for the separate form;
 * NULL when `arg` is another option. */
static const char *optionValue(const char *arg, const char *name, int argc,
                               char **argv, int *i, bool *matched) {
  const char *a = arg + (arg[1] == '-' ? 2 : 1);
  size_t n = strlen(name);
  *matched = false;
  if (strncmp(a, name, n) != 0)
    return NULL;
  if (a[n] == '=') {
    *matched = true;
    return a + n + 1;
  }
  if (a[n] != '\0')
    return NULL;
  *matched = true;
  if (*i + 1 >= argc) {
    fprintf(stderr, "stitch-opt: error: option '%s' requires a value\n",
            arg);
    exit(1);
  }
  return argv[++*i];
}

static bool parseBool(const char *arg, const char *value) {
  if (!strcmp(value, "true") || !strcmp(value, "1"))
    return true;
  if (!strcmp(value, "false") || !strcmp(value, "0"))
    return false;
  fprintf(stderr, "stitch-opt: error: option '%s' expects true or false\n",
          arg);
  exit(1);
}

static const struct {
  const char *name;
  size_t offset;
} boolFlags[] = {
    {"mlir-timing", offsetof(Options, timing)},
    {"mlir-print-ir-before-all", offsetof(Options, printBefore)},
    {"mlir-print-ir-after-all", offsetof(Options, printAfter)},
    {"mlir-print-ir-after-change", offsetof(Options, printAfterChange)},
    {"mlir-print-ir-after-failure", offsetof(Options, printAfterFailure)},
    {"mlir-print-ir-module-scope", offsetof(Options, printModuleScope)},
    {"mlir-print-debuginfo", offsetof(Options, printDebugInfo)},
    {"mlir-print-op-generic", offsetof(Options, printGeneric)},
    {"mlir-print-local-scope", offsetof(Options, printLocalScope)},
    {"mlir-disable-threading", offsetof(Options, disableThreading)},
    {"mlir-pass-statistics", offsetof(Options, statistics)},
    {"split-input-file", offsetof(Options, splitInputFile)},
    {"allow-unregistered-dialect", offsetof(Options, allowUnregistered)},
};

static void parseOptions(int argc, char **argv, Options *o) {
  *o = (Options){.inputFile = "-", .outputFile = "-", .verifyEach = true,
                 .elideElementsLimit = -1};
  bool haveInput = false;
  for (int i = 1; i < argc; ++i) {
    const char *arg = argv[i];
    bool matched;
    const char *value;
    if (arg[0] != '-' || !strcmp(arg, "-")) {
      if (haveInput) {
        fprintf(stderr, "stitch-opt: error: more than one input file "
                        "('%s' and '%s')\n",
                o->inputFile, arg);
        exit(1);
      }
      o->inputFile = arg;
      haveInput = true;
      continue;
    }
    if (!strcmp(arg, "--help") || !strcmp(arg, "-h") ||
        !strcmp(arg, "-help")) {
      printUsage(stdout);
      exit(0);
    }
    if (!strcmp(arg, "--version")) {
      printf("Stitch stitch-opt version %s (MLIR 22)\n", STITCH_VERSION);
      exit(0);
    }
    if (!strcmp(arg, "--list-passes")) {
      listPasses();
      exit(0);
    }
    if ((value = optionValue(arg, "o", argc, argv, &i, &matched)) ||
        matched) {
      o->outputFile = value;
      continue;
    }
    if ((value = optionValue(arg, "pass-pipeline", argc, argv, &i,
                             &matched)) ||
        matched) {
      o->passPipeline = value;
      continue;
    }
    if ((value = optionValue(arg, "mlir-elide-elementsattrs-if-larger", argc,
                             argv, &i, &matched)) ||
        matched) {
      char *end;
      o->elideElementsLimit = strtol(value, &end, 10);
      if (*end || o->elideElementsLimit < 0) {
        fprintf(stderr, "stitch-opt: error: bad value '%s' for %s\n", value,
                arg);
        exit(1);
      }
      continue;
    }
    const char *a = arg + (arg[1] == '-' ? 2 : 1);
    if (!strncmp(a, "verify-each", 11) && (a[11] == '\0' || a[11] == '=')) {
      o->verifyEach = a[11] == '\0' || parseBool(arg, a + 12);
      continue;
    }
    bool isFlag = false;
    for (size_t f = 0; f < sizeof(boolFlags) / sizeof(boolFlags[0]); ++f) {
      size_t n = strlen(boolFlags[f].name);
      if (strncmp(a, boolFlags[f].name, n) != 0 ||
          (a[n] != '\0' && a[n] != '='))
        continue;
      *(bool *)((char *)o + boolFlags[f].offset) =
          a[n] == '\0' || parseBool(arg, a + n + 1);
      isFlag = true;
      break;
    }
    if (isFlag)
      continue;
    /* Anything else is a pass: --name or --name=options -> name{options}.
     * Whether it exists is checked when the pipeline is parsed. */
    const char *eq = strchr(a, '=');
    size_t nameLength = eq ? (size_t)(eq - a) : strlen(a);
    if (o->passFlags.size)
      bufferAppendStr(&o->passFlags, ",");
    /* Like mlir-opt's implicit nesting: a Stitch pass anchored on an op
     * nests under it. */
    char name[256];
    snprintf(name, sizeof name, "%.*s", (int)nameLength, a);
    const StitchPassDef *def = stitchLookupPassDef(name);
    const char *anchor = def && def->anchorOp && *def->anchorOp &&
                                 strcmp(def->anchorOp, "builtin.module")
                             ? def->anchorOp
                             : NULL;
    if (anchor) {
      bufferAppendStr(&o->passFlags, anchor);
      bufferAppendStr(&o->passFlags, "(");
    }
    bufferAppend(&o->passFlags, a, nameLength);
    if (eq) {
      bufferAppendStr(&o->passFlags, "{");
      bufferAppendStr(&o->passFlags, eq + 1);
      bufferAppendStr(&o->passFlags, "}");
    }
    if (anchor)
      bufferAppendStr(&o->passFlags, ")");
  }
  if (o->passPipeline && o->passFlags.size) {
    fputs("stitch-opt: error: use either --pass-pipeline or individual pass "
          "flags, not both\n",
          stderr);
    exit(1);
  }
}

/*===----------------------------------------------------------------------===*
 * Diagnostics: "file:line:col: error: message" plus the source line.
 *===----------------------------------------------------------------------===*/

typedef struct DiagnosticState {
  const char *source; /* the whole input, for the caret line */
  int numErrors;
} DiagnosticState;

static void printToFile(MlirStringRef s, void *userData) {
  fwrite(s.data, 1, s.length, (FILE *)userData);
}

static void printSourceLine(const DiagnosticState *state, unsigned line,
                            unsigned column) {
  const char *p = state->source;
  for (unsigned l = 1; p && l < line; ++l) {
    p = strchr(p, '\n');
    if (p)
      ++p;
  }
  if (!p || !*p)
    return;
  const char *end = strchr(p, '\n');
  int length = end ? (int)(end - p) : (int)strlen(p);
  fprintf(stderr, "%.*s\n", length, p);
  for (unsigned c = 1; c < column && (int)c <= length; ++c)
    fputc(p[c - 1] == '\t' ? '\t' : ' ', stderr);
  fputs("^\n", stderr);
}

static void printDiagnostic(MlirDiagnostic diag, DiagnosticState *state) {
  MlirLocation loc = mlirDiagnosticGetLocation(diag);
  const char *severity = "error";
  switch (mlirDiagnosticGetSeverity(diag)) {
  case MlirDiagnosticError:
    severity = "error";
    ++state->numErrors;
    break;
  case MlirDiagnosticWarning:
    severity = "warning";
    break;
  case MlirDiagnosticNote:
    severity = "note";
    break;
  case MlirDiagnosticRemark:
    severity = "remark";
    break;
  }
  bool located = mlirLocationIsAFileLineColRange(loc);
  unsigned line = 0, column = 0;
  if (located) {
    MlirStringRef file = mlirIdentifierStr(
        mlirLocationFileLineColRangeGetFilename(loc));
    line = (unsigned)mlirLocationFileLineColRangeGetStartLine(loc);
    column = (unsigned)mlirLocationFileLineColRangeGetStartColumn(loc);
    fprintf(stderr, "%.*s:%u:%u: ", (int)file.length, file.data, line,
            column);
  } else {
    mlirLocationPrint(loc, printToFile, stderr);
    fputs(": ", stderr);
  }
  fprintf(stderr, "%s: ", severity);
  mlirDiagnosticPrint(diag, printToFile, stderr);
  fputc('\n', stderr);
  if (located && state->source)
    printSourceLine(state, line, column);
  for (intptr_t i = 0; i < mlirDiagnosticGetNumNotes(diag); ++i)
    printDiagnostic(mlirDiagnosticGetNote(diag, i), state);
}

static MlirLogicalResult handleDiagnostic(MlirDiagnostic diag,
                                          void *userData) {
  printDiagnostic(diag, (DiagnosticState *)userData);
  return mlirLogicalResultSuccess();
}

/*===----------------------------------------------------------------------===*
 * Driver
 *===----------------------------------------------------------------------===*/

static bool readInput(const char *path, Buffer *out) {
  FILE *f = strcmp(path, "-") ? fopen(path, "rb") : stdin;
  if (!f) {
    fprintf(stderr, "stitch-opt: error: could not open input file '%s': %s\n",
            path, strerror(errno));
    return false;
  }
  char chunk[65536];
  size_t n;
  bufferAppend(out, "", 0);
  while ((n = fread(chunk, 1, sizeof chunk, f)) > 0)
    bufferAppend(out, chunk, n);
  bool ok = !ferror(f);
  if (!ok)
    fprintf(stderr, "stitch-opt: error: could not read '%s': %s\n", path,
            strerror(errno));
  if (f != stdin)
    fclose(f);
  return ok;
}

static MlirOpPrintingFlags createPrintingFlags(const Options *o) {
  MlirOpPrintingFlags flags = mlirOpPrintingFlagsCreate();
  if (o->printDebugInfo)
    mlirOpPrintingFlagsEnableDebugInfo(flags, true, false);
  if (o->printGeneric)
    mlirOpPrintingFlagsPrintGenericOpForm(flags);
  if (o->printLocalScope)
    mlirOpPrintingFlagsUseLocalScope(flags);
  if (o->elideElementsLimit >= 0)
    mlirOpPrintingFlagsElideLargeElementsAttrs(flags, o->elideElementsLimit);
  return flags;
}

/* Parses `chunk` (starting at line `firstLine` of the input), runs the
 * pipeline and appends the printed result to `out`. */
static bool processChunk(MlirContext ctx, const Options *o, const char *chunk,
                         size_t length, unsigned firstLine,
                         DiagnosticState *diagState, Buffer *out) {
  /* Pad with newlines so that locations give lines of the whole input. */
  Buffer padded = {0};
  for (unsigned l = 1; l < firstLine; ++l)
    bufferAppendStr(&padded, "\n");
  bufferAppend(&padded, chunk, length);
  const char *sourceName = strcmp(o->inputFile, "-") ? o->inputFile : "<stdin>";
  MlirOperation moduleOp = stitchParseSourceAsModule(
      ctx, mlirStringRefCreate(padded.data, padded.size),
      mlirStringRefCreateFromCString(sourceName));
  bufferFree(&padded);
  if (mlirOperationIsNull(moduleOp))
    return false;

  bool ok = true;
  const char *pipeline = o->passPipeline;
  Buffer wrapped = {0};
  if (!pipeline && o->passFlags.size) {
    bufferAppendStr(&wrapped, "builtin.module(");
    bufferAppend(&wrapped, o->passFlags.data, o->passFlags.size);
    bufferAppendStr(&wrapped, ")");
    pipeline = wrapped.data;
  }
  if (pipeline) {
    MlirPassManager pm = mlirPassManagerCreateOnOperation(
        ctx, mlirStringRefCreateFromCString("builtin.module"));
    Buffer error = {0};
    if (mlirLogicalResultIsFailure(mlirParsePassPipeline(
            mlirPassManagerGetAsOpPassManager(pm),
            mlirStringRefCreateFromCString(pipeline), appendToBuffer,
            &error))) {
      fprintf(stderr, "stitch-opt: error: invalid pass pipeline '%s': %s\n",
              pipeline, error.data ? error.data : "");
      ok = false;
    } else {
      mlirPassManagerEnableVerifier(pm, o->verifyEach);
      if (o->timing)
        mlirPassManagerEnableTiming(pm);
      if (o->statistics)
        mlirPassManagerEnableStatistics(pm, MLIR_PASS_DISPLAY_MODE_PIPELINE);
      if (o->printBefore || o->printAfter || o->printAfterChange ||
          o->printAfterFailure) {
        MlirOpPrintingFlags flags = createPrintingFlags(o);
        mlirPassManagerEnableIRPrinting(
            pm, o->printBefore, o->printAfter || o->printAfterChange,
            o->printModuleScope, o->printAfterChange, o->printAfterFailure,
            flags, mlirStringRefCreate(NULL, 0));
        mlirOpPrintingFlagsDestroy(flags);
      }
      int errorsBefore = diagState->numErrors;
      if (mlirLogicalResultIsFailure(mlirPassManagerRunOnOp(pm, moduleOp))) {
        if (diagState->numErrors == errorsBefore)
          fprintf(stderr, "stitch-opt: error: pass pipeline failed\n");
        ok = false;
      }
    }
    bufferFree(&error);
    mlirPassManagerDestroy(pm); /* prints the timing report, if any */
  }
  bufferFree(&wrapped);

  if (ok) {
    MlirOpPrintingFlags flags = createPrintingFlags(o);
    mlirOperationPrintWithFlags(moduleOp, flags, appendToBuffer, out);
    bufferAppendStr(out, "\n");
    mlirOpPrintingFlagsDestroy(flags);
  }
  mlirOperationDestroy(moduleOp);
  return ok;
}

static unsigned countLines(const char *begin, const char *end) {
  unsigned n = 0;
  for (const char *p = begin; p < end; ++p)
    n += *p == '\n';
  return n;
}

int main(int argc, char **argv) {
  Options options;
  parseOptions(argc, argv, &options);

  Buffer input = {0};
  if (!readInput(options.inputFile, &input)) {
    bufferFree(&options.passFlags);
    bufferFree(&input);
    return 1;
  }

  mlirRegisterAllPasses();
  stitchRegisterAllPasses();
  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  mlirRegisterAllDialects(registry);
  stitchRegisterDialect(registry);
  MlirContext ctx = mlirContextCreateWithRegistry(registry, false);
  mlirDialectRegistryDestroy(registry);
  mlirRegisterAllLLVMTranslations(ctx);
  mlirContextSetAllowUnregisteredDialects(ctx, options.allowUnregistered);
  if (options.disableThreading)
    mlirContextEnableMultithreading(ctx, false);

  DiagnosticState diagState = {.source = input.data, .numErrors = 0};
  MlirDiagnosticHandlerID handler =
      mlirContextAttachDiagnosticHandler(ctx, handleDiagnostic, &diagState, NULL);

  Buffer output = {0};
  bool ok = true;
  const char *separator = "// -----";
  const char *begin = input.data;
  const char *end = input.data + input.size;
  unsigned line = 1;
  while (begin <= end) {
    const char *next = options.splitInputFile ? strstr(begin, separator) : NULL;
    const char *chunkEnd = next ? next : end;
    if (output.size)
      bufferAppendStr(&output, "// -----\n");
    /* Keep going after a failing chunk, like mlir-opt does. */
    ok &= processChunk(ctx, &options, begin, (size_t)(chunkEnd - begin), line,
                       &diagState, &output);
    if (!next)
      break;
    line += countLines(begin, next);
    begin = next + strlen(separator);
  }

  if (ok) {
    FILE *out = strcmp(options.outputFile, "-") ? fopen(options.outputFile, "wb")
                                                : stdout;
    if (!out) {
      fprintf(stderr,
              "stitch-opt: error: could not open output file '%s': %s\n",
              options.outputFile, strerror(errno));
      ok = false;
    } else {
      fwrite(output.data ? output.data : "", 1, output.size, out);
      if (out != stdout && fclose(out) != 0)
        ok = false;
    }
  }

  mlirContextDetachDiagnosticHandler(ctx, handler);
  mlirContextDestroy(ctx);
  bufferFree(&output);
  bufferFree(&input);
  bufferFree(&options.passFlags);
  return ok ? 0 : 1;
}
