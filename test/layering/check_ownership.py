#!/usr/bin/env python3
"""Checks the ownership contract of Stitch's C headers
(capi/include/stitch-c/Ownership.h): every handle parameter says who owns
it (STITCH_GIVE / STITCH_TAKE / STITCH_KEEP), and so does every returned
Stitch-owned object.

A parameter is a handle when its type is
  - an MLIR C API type (Mlir...) other than the plain values listed in
    MLIR_NON_HANDLES (MlirStringRef, MlirLogicalResult, enums, callbacks),
    by value or through a pointer;
  - a pointer to a Stitch struct (opaque or not: StitchBarrierAnalysis *,
    const StitchPassDef *, StitchRetypeVec *, ...), or a Stitch handle struct
    passed by value (a struct whose only member is `void *ptr`, the MLIR
    handle idiom, e.g. StitchPass), or a Stitch type these headers do not
    define (assumed to be a handle).
Stitch enums (StitchPassOptionKind, ...), callback typedefs, Stitch structs
passed by value that are not handles (StitchFusionTarget, ...), function
pointer parameters and plain C types are not handles.

A returned handle must be annotated when it is a Stitch-owned object: a
pointer to a Stitch struct, a Stitch handle struct, or one of the MLIR
objects in MLIR_OWNED (MlirPass, MlirContext, ...). Value-like MLIR handles
(MlirOperation, MlirValue, ...) may be returned unannotated: they are owned
by the IR unless the declaration says STITCH_GIVE (a detached op).

Declarations are C prototypes, possibly spanning lines and prefixed with
MLIR_CAPI_EXPORTED. Prints one line per problem and a summary:
  ownership: U unannotated of N handle parameters
  ownership: R unannotated of M returned Stitch-owned handles
and exits with status 1 when U + R > 0 (or a header is missing).

Usage: check_ownership.py [--root DIR] [HEADER-OR-GLOB ...]
(default: capi/include/stitch-c/*.h under --root, itself default '.').
"""
import argparse
import glob
import os
import re
import sys

ANNOTATIONS = ("STITCH_GIVE", "STITCH_TAKE", "STITCH_KEEP")
ALL_MACROS = ANNOTATIONS + ("STITCH_NULL",)
# Words that may precede a declaration and are not part of its type.
DECL_PREFIXES = {"MLIR_CAPI_EXPORTED", "extern", "static", "inline"}
QUALIFIERS = {"const", "volatile", "struct", "enum", "union", "restrict"}
# MLIR C API types that are plain values, not handles to an object.
MLIR_NON_HANDLES = {
    "MlirStringRef", "MlirLogicalResult", "MlirWalkResult", "MlirWalkOrder",
    "MlirDiagnosticSeverity", "MlirSparseTensorLevelType",
    "MlirLlvmTypeKind", "MlirStringCallback", "MlirDiagnosticHandler",
    "MlirOperationWalkCallback", "MlirDialectHandleGetter",
}
# MLIR objects that someone must destroy: a function returning one says who.
MLIR_OWNED = {
    "MlirPass", "MlirPassManager", "MlirOpPassManager", "MlirContext",
    "MlirDialectRegistry", "MlirModule", "MlirRewritePatternSet",
    "MlirFrozenRewritePatternSet", "MlirExecutionEngine", "MlirSymbolTable",
    "MlirTypeIDAllocator", "MlirLlvmThreadPool", "MlirOperationState",
}
DEFAULT_HEADERS = ["capi/include/stitch-c/*.h"]
IDENT_RE = re.compile(r"[A-Za-z_]\w*")
INCLUDE_RE = re.compile(r'^\s*#\s*include\s*"([^"]+)"', re.M)
CALLBACK_RE = re.compile(r"\(\s*\*\s*(?:const\s*\*?\s*)*(\w+)\s*\)\s*\(")


def blank(text, start, end):
    """`text` with [start, end) replaced by spaces, newlines kept."""
    return text[:start] + re.sub(r"[^\n]", " ", text[start:end]) + text[end:]


def strip_comments_and_directives(text):
    """Comments, string literals and preprocessor lines become blanks, so
    that offsets (and line numbers) stay those of the original text."""
    out = list(text)
    i, n = 0, len(text)
    at_line_start = True
    while i < n:
        c = text[i]
        if text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
        elif text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
        elif c == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            j = min(j + 1, n)
        elif c == "#" and at_line_start:
            j = i
            while j < n and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
        else:
            if c == "\n":
                at_line_start = True
            elif not c.isspace():
                at_line_start = False
            i += 1
            continue
        for k in range(i, j):
            if out[k] != "\n":
                out[k] = " "
        i = j
    return "".join(out)


def split_top_level(text, sep):
    """[(start, piece)] of `text` split at `sep` outside (), [] and {}."""
    pieces, depth, start = [], 0, 0
    for i, c in enumerate(text):
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        elif c == sep and depth == 0:
            pieces.append((start, text[start:i]))
            start = i + 1
    pieces.append((start, text[start:]))
    return pieces


class Types:
    """What the scanned headers say about Stitch types."""

    def __init__(self):
        self.enums = set()
        self.callbacks = set()
        self.structs = set()         # every Stitch struct (pointer: handle)
        self.handle_structs = set()  # { void *ptr; }: a handle by value

    def learn(self, stmt):
        body = None
        m = re.search(r"\{(.*)\}", stmt, re.S)
        if m:
            body = m.group(1)
            stmt = stmt[:m.start()] + " " + stmt[m.end():]
        words = IDENT_RE.findall(stmt)
        if not words or words[0] != "typedef":
            return
        callback = CALLBACK_RE.search(stmt)
        if callback:
            self.callbacks.add(callback.group(1))
            return
        name = words[-1]
        if "enum" in words:
            self.enums.add(name)
            if len(words) > 3:
                self.enums.add(words[2])
        elif "struct" in words or "union" in words:
            self.structs.add(name)
            if len(words) > 3:
                self.structs.add(words[2])
            if body is not None and re.fullmatch(
                    r"\s*(const\s+)?void\s*\*\s*ptr\s*;\s*", body):
                self.handle_structs.add(name)
        elif len(words) >= 2:
            # typedef Other Name;
            self.structs.add(name)


def base_type(decl, is_param):
    """(type name, is pointer, parameter name) of a declaration piece with
    the macros removed: `const StitchPassDef *def` -> ('StitchPassDef',
    True, 'def')."""
    words = [w for w in IDENT_RE.findall(decl)
             if w not in QUALIFIERS and w not in ALL_MACROS
             and w not in DECL_PREFIXES]
    pointer = "*" in decl or "[" in decl
    name = None
    if is_param and len(words) >= 2:
        name = words.pop()
    # `unsigned long`, `long long`: the last word is the type.
    return (words[-1] if words else None), pointer, name


def is_handle(types, tname, pointer):
    if tname is None:
        return False
    if tname.startswith("Mlir"):
        return pointer or tname not in MLIR_NON_HANDLES
    if tname.startswith("Stitch"):
        if tname in types.enums or tname in types.callbacks:
            return False
        if pointer:
            return True
        # By value: a handle struct, or a type these headers do not define.
        return tname in types.handle_structs or tname not in types.structs
    return False


def is_owned_return(types, tname, pointer):
    if tname is None:
        return False
    if tname.startswith("Mlir"):
        return tname in MLIR_OWNED
    return is_handle(types, tname, pointer)


def statements(path):
    text = open(path, encoding="utf-8").read()
    code = strip_comments_and_directives(text)
    # extern "C" { ... } wrappers: the string is blanked already.
    code = re.sub(r"\bextern\s*\{", lambda m: " " * len(m.group(0)), code)
    # The closing brace of the wrapper (alone on its line, depth -1 would
    # break splitting): drop braces that close nothing.
    out, depth = list(code), 0
    for i, c in enumerate(code):
        if c == "{":
            depth += 1
        elif c == "}":
            if depth == 0:
                out[i] = " "
            else:
                depth -= 1
    code = "".join(out)
    for start, stmt in split_top_level(code, ";"):
        lead = len(stmt) - len(stmt.lstrip())
        if stmt.strip():
            yield text.count("\n", 0, start + lead) + 1, stmt[lead:]


def parse_function(stmt):
    """(return part, name, [(offset, param)]) of a prototype, or None."""
    if "{" in stmt or re.match(r"\s*typedef\b", stmt):
        return None
    m = re.search(r"(\w+)\s*\(", stmt)
    if not m:
        return None
    ret = stmt[:m.start(1)]
    # A macro invocation (MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(...)) has
    # no return type.
    ret_words = [w for w in IDENT_RE.findall(ret) if w not in DECL_PREFIXES]
    if not ret_words:
        return None
    close = stmt.rfind(")")
    if close < m.end():
        return None
    params_text = stmt[m.end():close]
    params = [(m.end() + off, p) for off, p in split_top_level(params_text, ",")
              if p.strip() and p.strip() != "void"]
    return ret, m.group(1), params


def included_headers(path, include_dirs):
    """The headers `path` includes with #include "..." that exist next to it
    or in `include_dirs` (their types count, their declarations are not
    checked)."""
    text = open(path, encoding="utf-8").read()
    for inc in INCLUDE_RE.findall(text):
        for d in [os.path.dirname(path)] + include_dirs:
            cand = os.path.join(d, inc)
            if os.path.isfile(cand):
                yield cand
                break


def check_params(types, path, line, stmt, where, params, counts, problems):
    """Checks the parameters [(offset in stmt, text)] of a function or of a
    function-pointer type `where`."""
    for off, param in params:
        pline = line + stmt.count("\n", 0, off + len(param) -
                                  len(param.lstrip()))
        if re.search(r"\(\s*\*", param):
            continue  # a function pointer: checked as a callback
        tname, ptr, _ = base_type(param, True)
        shown = " ".join(param.split())
        if re.search(r"\bSTITCH_NULL\b", param):
            problems.append("%s:%d: %s: parameter '%s': STITCH_NULL is for "
                            "results" % (path, pline, where, shown))
        if not is_handle(types, tname, ptr):
            continue
        counts[0] += 1
        found = [a for a in ANNOTATIONS if re.search(r"\b%s\b" % a, param)]
        if not found:
            counts[1] += 1
            problems.append(
                "%s:%d: %s: parameter '%s' is a handle with no ownership "
                "annotation (STITCH_GIVE, STITCH_TAKE or STITCH_KEEP)"
                % (path, pline, where, shown))
        elif len(found) > 1:
            counts[1] += 1
            problems.append("%s:%d: %s: parameter '%s' has conflicting "
                            "annotations" % (path, pline, where, shown))


def callbacks(stmt):
    """[(name, offset of its parameter list, parameter text)] of every
    function-pointer declarator `(*name)(...)` in `stmt` (typedefs, struct
    members, parameters)."""
    found = []
    for m in CALLBACK_RE.finditer(stmt):
        depth, i = 1, m.end()
        while i < len(stmt) and depth:
            depth += {"(": 1, ")": -1}.get(stmt[i], 0)
            i += 1
        found.append((m.group(1), m.end(), stmt[m.end():i - 1]))
    return found


def check(paths, include_dirs=()):
    types = Types()
    parsed = []
    learned = set()
    for path in paths:
        stmts = list(statements(path))
        parsed.append((path, stmts))
        for f in [path] + list(included_headers(path, list(include_dirs))):
            if os.path.abspath(f) in learned:
                continue
            learned.add(os.path.abspath(f))
            for _, stmt in (stmts if f == path else statements(f)):
                types.learn(stmt)

    problems = []
    counts = [0, 0]  # handle parameters, unannotated ones
    n_returns = bad_returns = 0
    for path, stmts in parsed:
        for line, stmt in stmts:
            for name, start, text in callbacks(stmt):
                params = [(start + off, p)
                          for off, p in split_top_level(text, ",")
                          if p.strip() and p.strip() != "void"]
                check_params(types, path, line, stmt, "callback " + name,
                             params, counts, problems)
            fn = parse_function(stmt)
            if fn is None:
                continue
            ret, name, params = fn
            rtype, rptr, _ = base_type(ret, False)
            ret_macros = [a for a in ANNOTATIONS
                          if re.search(r"\b%s\b" % a, ret)]
            if is_owned_return(types, rtype, rptr):
                n_returns += 1
                if not ret_macros:
                    bad_returns += 1
                    problems.append(
                        "%s:%d: %s returns a %s with no ownership annotation "
                        "(STITCH_GIVE or STITCH_KEEP)"
                        % (path, line, name, rtype + (" *" if rptr else "")))
            if len(ret_macros) > 1:
                problems.append("%s:%d: %s: conflicting annotations %s on the "
                                "result" % (path, line, name,
                                            " ".join(ret_macros)))
            check_params(types, path, line, stmt, name, params, counts,
                         problems)
    return problems, counts[0], counts[1], n_returns, bad_returns


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--root", default=".")
    ap.add_argument("headers", nargs="*", default=DEFAULT_HEADERS,
                    help="headers or globs, relative to --root")
    args = ap.parse_args()
    paths, missing = [], []
    for h in args.headers:
        found = sorted(glob.glob(os.path.join(args.root, h)))
        if not found:
            missing.append(h)
        for f in found:
            if os.path.isfile(f) and f not in paths:
                paths.append(f)
    problems, n_params, bad_params, n_returns, bad_returns = check(
        paths, [os.path.join(args.root, "capi", "include")])
    for p in problems:
        print(os.path.relpath(p.split(":", 1)[0], args.root) + ":" +
              p.split(":", 1)[1])
    for h in missing:
        print("ownership: no header matches %s" % h)
    print("ownership: %d unannotated of %d handle parameters"
          % (bad_params, n_params))
    print("ownership: %d unannotated of %d returned Stitch-owned handles"
          % (bad_returns, n_returns))
    return 1 if problems or missing or not paths else 0


if __name__ == "__main__":
    sys.exit(main())
