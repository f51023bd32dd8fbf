/*===- FindKernels.c - which kernels a .cu file has -----------------------===*
 *
 * The kernels stitch-cuda translates: every __global__ function defined in
 * the file, and every instantiation of a kernel template the file names (by
 * a launch, an address or an explicit instantiation), each under the
 * mangled name the host side registers it with.
 *===----------------------------------------------------------------------===*/

#include "TranslateInternal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Whether the template parameter a of the instantiation k is a bool (its
 * value then prints as true/false, not as a 1-bit -1). */
static int templateParamIsBool(CXCursor k, int a) {
  Kids ks = kids(clang_getSpecializedCursorTemplate(k));
  for (int i = 0, p = 0; i < ks.n; i++) {
    enum CXCursorKind pk = clang_getCursorKind(ks.k[i]);
    if (pk != CXCursor_TemplateTypeParameter &&
        pk != CXCursor_NonTypeTemplateParameter &&
        pk != CXCursor_TemplateTemplateParameter)
      continue;
    if (p++ == a)
      return canon(clang_getCursorType(ks.k[i])).kind == CXType_Bool;
  }
  return 0;
}

/* The kernel's name as the source writes it: `reduce<512, int>` for an
 * instantiation of a template. */
void kernelName(CXCursor k, char *name, size_t n) {
  cursorSpelling(k, name, n);
  int na = clang_Cursor_getNumTemplateArguments(k);
  size_t len = strlen(name);
  for (int a = 0; a < na && len + 1 < n; a++) {
    char arg[96] = "?";
    switch (clang_Cursor_getTemplateArgumentKind(k, (unsigned)a)) {
    case CXTemplateArgumentKind_Integral:
      if (templateParamIsBool(k, a))
        snprintf(arg, sizeof arg, "%s",
                 clang_Cursor_getTemplateArgumentUnsignedValue(k, (unsigned)a)
                     ? "true"
                     : "false");
      else
        snprintf(arg, sizeof arg, "%lld",
                 clang_Cursor_getTemplateArgumentValue(k, (unsigned)a));
      break;
    case CXTemplateArgumentKind_Type:
      typeSpelling(clang_Cursor_getTemplateArgumentType(k, (unsigned)a), arg,
                   sizeof arg);
      break;
    default:
      break;
    }
    len += (size_t)snprintf(name + len, n - len, "%s%s", a ? ", " : "<", arg);
    if (len >= n)
      len = n - 1;
  }
  if (na > 0 && len + 1 < n)
    snprintf(name + len, n - len, ">");
}

/* Appends k to l unless it is there; returns whether it was added. */
static int addCursor(CursorList *l, CXCursor k) {
  for (int i = 0; i < l->n; i++)
    if (clang_equalCursors(clang_getCanonicalCursor(l->k[i]),
                           clang_getCanonicalCursor(k)))
      return 0;
  /* plain allocation: outlives the failure of one kernel (tfreeAll) */
  if (l->n == l->cap) {
    l->cap = l->cap ? 2 * l->cap : 16;
    l->k = realloc(l->k, sizeof(CXCursor) * (size_t)l->cap);
    if (!l->k)
      abort();
  }
  l->k[l->n++] = k;
  return 1;
}

/* The instantiations of kernel templates the file names (`k<16><<<...>>>`,
 * `cudaLaunchKernel((void *)k<float>, ...)`, `template __global__ void
 * k<int>(int *)`): each is a kernel of its own, translated from its
 * instantiated body (template arguments substituted by clang), under the
 * mangled name the host side registers it with. */
static enum CXChildVisitResult findInstantiations(CXCursor cur, CXCursor parent,
                                                  CXClientData data) {
  (void)parent;
  Collect *col = data;
  enum CXCursorKind k = clang_getCursorKind(cur);
  if (k == CXCursor_CallExpr || k == CXCursor_DeclRefExpr ||
      k == CXCursor_FunctionDecl) {
    CXCursor d =
        k == CXCursor_FunctionDecl ? cur : clang_getCursorReferenced(cur);
    enum CXCursorKind dk = clang_getCursorKind(d);
    CXCursor def = clang_getCursorDefinition(d);
    if ((dk == CXCursor_FunctionDecl || dk == CXCursor_CXXMethod) &&
        !clang_Cursor_isNull(clang_getSpecializedCursorTemplate(d)) &&
        !clang_Cursor_isNull(def) && isInUserFile(def)) {
      if (hasAttr(d, CXCursor_CUDAGlobalAttr))
        addCursor(&col->kernels, def);
      else if (!hasAttr(d, CXCursor_CUDADeviceAttr) &&
               addCursor(&col->visited, def))
        /* a host function template's instantiation may launch kernel
         * instantiations its pattern names only dependently */
        clang_visitChildren(def, findInstantiations, col);
    }
  }
  return CXChildVisit_Recurse;
}

enum CXChildVisitResult findKernels(CXCursor cur, CXCursor parent,
                                    CXClientData data) {
  (void)parent;
  Collect *col = data;
  if (!isInUserFile(cur))
    return CXChildVisit_Continue;
  enum CXCursorKind k = clang_getCursorKind(cur);
  if (k == CXCursor_Namespace || k == CXCursor_LinkageSpec)
    return CXChildVisit_Recurse;
  /* A kernel template is translated per instantiation (findInstantiations),
   * not as its dependent pattern. */
  if (k == CXCursor_FunctionDecl && hasAttr(cur, CXCursor_CUDAGlobalAttr) &&
      clang_isCursorDefinition(cur))
    addCursor(&col->kernels, cur);
  if (k != CXCursor_FunctionTemplate && k != CXCursor_ClassTemplate &&
      k != CXCursor_ClassTemplatePartialSpecialization)
    clang_visitChildren(cur, findInstantiations, col);
  return CXChildVisit_Continue;
}

static unsigned lineOf(CXTranslationUnit tu, CXToken t) {
  unsigned line;
  clang_getSpellingLocation(clang_getTokenLocation(tu, t), NULL, &line, NULL,
                            NULL);
  return line;
}

/* Token i's spelling compared with `want`. */
static int tokIs(CXTranslationUnit tu, const CXToken *t, const char *want) {
  CXString s = clang_getTokenSpelling(tu, *t);
  int eq = !strcmp(clang_getCString(s), want);
  clang_disposeString(s);
  return eq;
}

static void appendTokens(CXTranslationUnit tu, const CXToken *t, int from,
                         int to, Buf *out) {
  for (int i = from; i < to; i++) {
    CXString s = clang_getTokenSpelling(tu, t[i]);
    bufAppend(out, "%s%s", i > from ? " " : "", clang_getCString(s));
    clang_disposeString(s);
  }
}

/* Explicit instantiations of kernel templates (`template __global__ void
 * k<float, 3>(float *);`) have no cursor in libclang: for each, a statement
 * that takes the instantiation's address, `(void)static_cast<void (*)(float
 * *)>(&k<float, 3>);`, to append to the file in a host function, where
 * findInstantiations finds it like a launch. The same for a host function
 * template's (`template void run<float>(float *, int);`, its launches of
 * kernel templates named only dependently: Rodinia's dwt2d instantiates
 * them so, for a caller in another file); not for __device__ ones (no
 * address in host code) or qualified names (members). Returns the
 * statements' count. */
static int explicitInstantiations(CXTranslationUnit tu, CXFile file,
                                  size_t size, int withHost, Buf *refs) {
  CXSourceRange all =
      clang_getRange(clang_getLocationForOffset(tu, file, 0),
                     clang_getLocationForOffset(tu, file, (unsigned)size));
  CXToken *t;
  unsigned nt;
  clang_tokenize(tu, all, &t, &nt);
  int n = (int)nt, count = 0;
  for (int i = 0; i + 1 < n; i++) {
    if (clang_getTokenKind(t[i]) != CXToken_Keyword ||
        !tokIs(tu, &t[i], "template") || tokIs(tu, &t[i + 1], "<") ||
        (i > 0 && tokIs(tu, &t[i - 1], "extern")))
      continue;
    /* template ... NAME [<ARGS>] (PARAMS) ; */
    int global = 0, device = 0, host = 0, open = -1, end = -1;
    for (int j = i + 1; j < n && end < 0; j++) {
      if (tokIs(tu, &t[j], "__global__"))
        global = 1;
      else if (tokIs(tu, &t[j], "__device__"))
        device = 1;
      else if (tokIs(tu, &t[j], "__host__"))
        host = 1;
      else if (open < 0 && tokIs(tu, &t[j], "("))
        open = j;
      else if (tokIs(tu, &t[j], ";") || tokIs(tu, &t[j], "{"))
        end = j;
    }
    /* A host template's: `template` starts a declaration (not
     * `x.template f<T>()`). */
    int startsDecl = i == 0 || tokIs(tu, &t[i - 1], ";") ||
                     tokIs(tu, &t[i - 1], "}") || tokIs(tu, &t[i - 1], "{") ||
                     lineOf(tu, t[i - 1]) < lineOf(tu, t[i]);
    if (open < 0 || end < 0 || !tokIs(tu, &t[end], ";") ||
        (!global && (!withHost || (device && !host) || !startsDecl)))
      continue;
    int close = -1;
    for (int j = open, depth = 0; j < end && close < 0; j++) {
      depth += tokIs(tu, &t[j], "(") - tokIs(tu, &t[j], ")");
      if (!depth)
        close = j;
    }
    int name = open - 1;
    if (name > i && tokIs(tu, &t[name], ">")) {
      for (int depth = 0; name > i; name--) {
        depth += tokIs(tu, &t[name], ">") + 2 * tokIs(tu, &t[name], ">>") -
                 tokIs(tu, &t[name], "<");
        if (!depth)
          break;
      }
      name--;
    }
    if (close < 0 || name <= i ||
        clang_getTokenKind(t[name]) != CXToken_Identifier ||
        (!global && (tokIs(tu, &t[name - 1], "::") ||
                     tokIs(tu, &t[name - 1], "operator"))))
      continue;
    bufAppend(refs, "  (void)static_cast<void (*)");
    appendTokens(tu, t, open, close + 1, refs);
    bufAppend(refs, ">(&");
    appendTokens(tu, t, name, open, refs);
    bufAppend(refs, ");\n");
    count++;
  }
  clang_disposeTokens(tu, t, nt);
  return count;
}

/* Parses the file with `refs` appended in a host function; returns
 * whether that compiles (else the parse has errors). */
static int reparseWith(CXTranslationUnit tu, const char *path,
                       const char *contents, size_t size, const Buf *refs) {
  Buf text = {0};
  bufAppend(&text,
            "%.*s\nstatic void __stitch_cuda_explicit_instantiations(void) "
            "{\n%s}\n",
            (int)size, contents, refs->s);
  struct CXUnsavedFile u = {path, text.s, (unsigned long)text.n};
  int bad =
      clang_reparseTranslationUnit(tu, 1, &u, clang_defaultReparseOptions(tu));
  for (unsigned i = 0; !bad && i < clang_getNumDiagnostics(tu); i++) {
    CXDiagnostic d = clang_getDiagnostic(tu, i);
    bad = clang_getDiagnosticSeverity(d) >= CXDiagnostic_Error;
    clang_disposeDiagnostic(d);
  }
  bufFree(&text);
  return !bad;
}

/* Parses the file again with the explicit instantiations' references
 * appended (explicitInstantiations); keeps the first parse when there are
 * none or when the appended code does not compile. */
void reparseWithInstantiations(CXTranslationUnit tu, const char *path) {
  /* The text as libclang read it (no second read of the file). */
  CXFile file = clang_getFile(tu, path);
  size_t size = 0;
  const char *contents = file ? clang_getFileContents(tu, file, &size) : NULL;
  if (!contents || !size)
    return;
  /* With the host templates' instantiations; if their references do not
   * compile, the kernels' alone; else the first parse. The contents are
   * copied: a reparse replaces the buffer libclang read. */
  char *copy = tmalloc(size);
  memcpy(copy, contents, size);
  int ok = 0;
  for (int withHost = 1; withHost >= 0 && !ok; withHost--) {
    Buf refs = {0};
    if (explicitInstantiations(tu, clang_getFile(tu, path), size, withHost,
                               &refs))
      ok = reparseWith(tu, path, copy, size, &refs);
    else if (!withHost)
      ok = 1; /* none at all: the first parse stands */
    bufFree(&refs);
  }
  if (!ok)
    clang_reparseTranslationUnit(tu, 0, NULL, clang_defaultReparseOptions(tu));
  tfree(copy);
}
