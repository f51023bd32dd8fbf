#!/usr/bin/env python3
"""Checks Stitch's layering: no file includes, and no object file calls,
across a forbidden edge.

Layers, bottom to top (docs/internals.md "Layout"), and what each may use:

  dialect     dialect/                     MLIR only
  capi        capi/include/, capi/lib/     dialect
  support     passes/support/              capi
  analysis    passes/analysis/             support, capi
  codegen     passes/codegen/              analysis, support, capi
  transforms  passes/transforms/           codegen, analysis, support, capi
  pipelines   passes/pipelines/            capi (passes are named, not called)
  registry    passes/Registry.c, *.def     transforms, pipelines, capi
  top         capi/top/                    everything below
  tools       tools/                       capi headers (links top)
  runtime     runtime/                     nothing of Stitch

Two checks:
  1. includes: every `#include "..."` in the tree is resolved the way the
     compiler could resolve it (next to the file, or in any layer's include
     directory; `../` paths too) and the layer of the file it finds must be
     the includer's own or one it may use;
  2. symbols (with --layer-map, written by CMake to build/stitch-layers.txt):
     every symbol an object file of layer L leaves undefined and that some
     other Stitch layer defines (strongly) must come from a layer L may use.
     --symbols FILE reads `layer D|U symbol` lines instead of running nm
     (for the checker's own tests).
Exit status 1 and one line per violation when the layering is broken.
"""
import argparse
import os
import re
import subprocess
import sys

LAYERS = [
    ("dialect", ["dialect/"]),
    ("top", ["capi/top/"]),
    ("capi", ["capi/include/", "capi/lib/"]),
    ("support", ["passes/support/"]),
    ("analysis", ["passes/analysis/"]),
    ("codegen", ["passes/codegen/"]),
    ("transforms", ["passes/transforms/"]),
    ("pipelines", ["passes/pipelines/"]),
    ("registry", ["passes/"]),
    ("tools", ["tools/"]),
    ("runtime", ["runtime/"]),
]
BELOW_TRANSFORMS = {"codegen", "analysis", "support", "capi"}
ALLOWED = {
    "dialect": set(),
    "capi": {"dialect"},
    "support": {"capi"},
    "analysis": {"support", "capi"},
    "codegen": {"analysis", "support", "capi"},
    "transforms": set(BELOW_TRANSFORMS),
    "pipelines": {"capi"},
    "registry": {"transforms", "pipelines", "capi"},
    "top": {"registry", "transforms", "pipelines", "dialect"} | BELOW_TRANSFORMS,
    "tools": {"capi"},
    "runtime": set(),
}
# The include directories a compiler may be given (union over the layers).
INCLUDE_DIRS = ["dialect", "capi/include", "capi/lib", "capi/top",
                "passes/support", "passes/analysis", "passes/codegen", "passes"]
# CMake object-library target -> layer.
TARGETS = {"StitchDialect": "dialect", "StitchCAPI": "capi",
           "StitchSupport": "support", "StitchAnalysis": "analysis",
           "StitchCodegen": "codegen", "StitchTransforms": "transforms",
           "StitchPipelines": "pipelines", "StitchRegistry": "registry",
           "StitchTop": "top"}
SOURCE_SUFFIXES = (".c", ".h", ".cpp", ".def", ".td", ".inc")
INCLUDE_RE = re.compile(r'^\s*#\s*include\s*"([^"]+)"', re.M)


def layer_of(rel):
    for name, prefixes in LAYERS:
        if any(rel == p.rstrip("/") or rel.startswith(p) for p in prefixes):
            return name
    return None


def check_includes(root):
    problems = []
    for top in ("dialect", "capi", "passes", "tools", "runtime"):
        for dirpath, _, files in os.walk(os.path.join(root, top)):
            for f in sorted(files):
                if not f.endswith(SOURCE_SUFFIXES):
                    continue
                path = os.path.join(dirpath, f)
                rel = os.path.relpath(path, root)
                src_layer = layer_of(rel)
                text = open(path, encoding="utf-8", errors="replace").read()
                for m in INCLUDE_RE.finditer(text):
                    inc = m.group(1)
                    line = text.count("\n", 0, m.start()) + 1
                    candidates = [os.path.join(dirpath, inc)] + [
                        os.path.join(root, d, inc) for d in INCLUDE_DIRS]
                    found = sorted({os.path.relpath(os.path.normpath(c), root)
                             for c in candidates if os.path.isfile(c)})
                    for target in found:
                        dst_layer = layer_of(target)
                        if dst_layer is None or dst_layer == src_layer:
                            continue
                        if dst_layer not in ALLOWED.get(src_layer, set()):
                            problems.append(
                                "%s:%d: includes %s: layer '%s' may not use "
                                "layer '%s'" % (rel, line, target, src_layer,
                                                dst_layer))
    return problems


def nm_symbols(nm, objects, defined):
    flags = ["--defined-only", "--extern-only"] if defined else ["--undefined-only"]
    out = subprocess.run([nm, "--format=posix"] + flags + objects,
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                         check=True).stdout.decode()
    syms = set()
    for line in out.splitlines():
        parts = line.split()
        if len(parts) < 2 or line.endswith(":"):
            continue
        name, kind = parts[0], parts[1]
        # Strong definitions only: weak/COMDAT ones (inline C++) live in
        # every object that uses them.
        if defined and kind not in ("T", "D", "B", "R", "G", "S"):
            continue
        syms.add(name)
    return syms


def read_symbol_tables(args):
    """{layer: (defined, undefined)}"""
    tables = {}
    if args.symbols:
        for line in open(args.symbols):
            parts = line.split()
            if len(parts) != 3 or parts[0].startswith("#"):
                continue
            layer, kind, sym = parts
            d, u = tables.setdefault(layer, (set(), set()))
            (d if kind == "D" else u).add(sym)
        return tables
    for line in open(args.layer_map):
        target, _, objs = line.strip().partition("=")
        if not target:
            continue
        objects = [o for o in objs.split(";") if o]
        layer = TARGETS[target]
        tables[layer] = (nm_symbols(args.nm, objects, True),
                         nm_symbols(args.nm, objects, False))
    return tables


def check_symbols(tables):
    problems = []
    owner = {}
    for layer, (defined, _) in tables.items():
        for s in defined:
            owner.setdefault(s, set()).add(layer)
    for layer, (defined, undefined) in sorted(tables.items()):
        for s in sorted(undefined - defined):
            owners = owner.get(s)
            if not owners or layer in owners:
                continue
            if not owners & (ALLOWED.get(layer, set()) | {layer}):
                problems.append("layer '%s' calls %s, defined in layer '%s' "
                                "which it may not use" %
                                (layer, s, "', '".join(sorted(owners))))
    return problems


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--root", required=True, help="source tree")
    ap.add_argument("--layer-map", help="build/stitch-layers.txt")
    ap.add_argument("--symbols", help="`layer D|U symbol` lines (tests)")
    ap.add_argument("--nm", default="llvm-nm")
    args = ap.parse_args()
    problems = check_includes(args.root)
    n_files = "includes"
    if args.layer_map or args.symbols:
        problems += check_symbols(read_symbol_tables(args))
        n_files += " and symbols"
    for p in problems:
        print("layering: " + p)
    if problems:
        print("layering: %d violation(s)" % len(problems))
        return 1
    print("layering: ok (%s)" % n_files)
    return 0


if __name__ == "__main__":
    sys.exit(main())
