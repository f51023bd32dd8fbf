#!/usr/bin/env python3
"""Reads what bench/fusion/kernels.sh left in its --out directory and prints
the markdown table (or, with --check, one ok/FAILED line per case and
variant). Exits 1 when a variant failed to compile or run or its checksums
disagree with the reference (the unfused variant, else the first that ran).

  report.py --out DIR --case NAME:VARIANT,... [--case ...] [--stream FILE]...
            [--threads N] [--reps N] [--check]
"""
import argparse
import os
import re
import statistics
import sys

LABEL = {"stitch": "stitch", "unfused": "unfused", "upfused": "upstream-fused",
         "upfused_approx": "upstream-fused + approximate-math",
         "stitch_pack": "stitch (enable-packing)"}
# Checksums are printed with 6 significant digits; fusion reassociates f32
# sums (tree reductions) and may contract differently: agreement within
# TOL relative to sum w|x| (the scale of both checksums) is required.
TOL = 1e-4


def read(path):
    try:
        with open(path) as f:
            return f.read()
    except OSError:
        return None


def header(src):
    m = re.search(r"^// bench: name=(\S+) size=(\S+) bytes=(\d+) inner=(\d+)", src, re.M)
    if not m:
        raise SystemExit(f"report.py: no bench header in case source")
    return m.group(2), int(m.group(3)), int(m.group(4))


class Result:
    def __init__(self, out, case, variant, inner):
        self.case, self.variant = case, variant
        self.error = None
        self.checksums, self.times = [], []
        if not os.path.exists(os.path.join(out, "obj", f"{case}.{variant}.mlir")):
            log = read(os.path.join(out, "log", f"{case}.{variant}.compile")) or ""
            self.error = ("compile", log)
            return
        text = read(os.path.join(out, "run", f"{case}.{variant}.out")) or ""
        log = read(os.path.join(out, "log", f"{case}.{variant}.run")) or ""
        for line in text.splitlines():
            f = line.split()
            try:
                if f[:1] == ["checksum"] and len(f) == 3:
                    self.checksums.append((float(f[1]), float(f[2])))
                elif f[:1] == ["time"] and len(f) == 2:
                    self.times.append(float(f[1]) / inner)
            except ValueError:
                pass
        if "exit status" in log or not self.checksums or not self.times:
            self.error = ("run", log + (text[-2000:] if not self.checksums else ""))

    def ok(self):
        return self.error is None

    def ms(self):
        return 1e3 * statistics.median(self.times)

    def agrees(self, ref):
        if len(self.checksums) != len(ref.checksums):
            return False
        for (a1, a2), (b1, b2) in zip(self.checksums, ref.checksums):
            scale = max(abs(a2), abs(b2), 1e-30)
            # NaN compares false, so a NaN checksum is a mismatch.
            if not (abs(a1 - b1) <= TOL * scale and abs(a2 - b2) <= TOL * scale):
                return False
        return True


def stream_gbs(paths):
    best = None
    figures = []
    for p in paths:
        text = read(p) or ""
        m = re.search(r"^triad_gbs (\S+)", text, re.M)
        if m:
            v = float(m.group(1))
            figures.append(v)
            best = v if best is None else max(best, v)
    return best, figures


def fmt_ms(t):
    """About three significant digits."""
    for bound, digits in ((100, 0), (10, 1), (1, 2)):
        if t >= bound:
            return f"{t:.{digits}f}"
    return f"{t:.3f}"


def first_lines(text, n=6):
    lines = [l for l in text.splitlines() if l.strip()]
    return "\n".join("    " + l for l in lines[:n]) or "    (no output)"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", required=True)
    ap.add_argument("--case", action="append", default=[])
    ap.add_argument("--stream", action="append", default=[])
    ap.add_argument("--threads", default="?")
    ap.add_argument("--reps", default="?")
    ap.add_argument("--check", action="store_true")
    a = ap.parse_args()

    status = 0
    rows, problems, notes = [], [], []
    for spec in a.case:
        case, _, vs = spec.partition(":")
        variants = vs.split(",")
        src = read(os.path.join(a.out, "src", case + ".mlir"))
        if src is None:
            raise SystemExit(f"report.py: no source for case {case}")
        size, nbytes, inner = header(src)
        res = {v: Result(a.out, case, v, inner) for v in variants}
        ref = res.get("unfused") if res.get("unfused") and res["unfused"].ok() else \
            next((r for r in res.values() if r.ok()), None)
        bad = {}
        for v, r in res.items():
            if not r.ok():
                kind, log = r.error
                bad[v] = f"FAILED to {kind}"
                problems.append(f"{case} / {LABEL[v]}: failed to {kind}:\n{first_lines(log)}")
            elif ref is not None and not r.agrees(ref):
                bad[v] = "MISMATCH"
                problems.append(f"{case} / {LABEL[v]}: checksums MISMATCH: {r.checksums} vs "
                                f"{LABEL[ref.variant]} {ref.checksums}")
        if bad:
            status = 1
        if a.check:
            for v in variants:
                print(f"{case}/{v}: {bad.get(v, 'ok')}")
            continue
        strat = (read(os.path.join(a.out, "log", case + ".strategies")) or "").strip()
        rows.append((case, size, nbytes, inner, res, bad, strat))

    if a.check:
        for p in problems:
            print(p)
        return status

    best, figures = stream_gbs(a.stream)

    def cell(res, bad, v):
        r = res.get(v)
        if r is None:
            return "n/a"
        if not r.ok():
            return f"**{bad[v]}**"
        t = fmt_ms(r.ms())
        return f"**{t} MISMATCH**" if v in bad else t

    def speedup(res, bad, base, v):
        r, b = res.get(v), res.get(base)
        if not (r and b and r.ok() and b.ok()):
            return "–"
        return f"{b.ms() / r.ms():.2f}×"

    print(f"OMP_NUM_THREADS={a.threads}, median of {a.reps} timed repetitions after a warm-up; "
          "times per call of the case function.\n")
    print("| case | size | MiB moved | stitch ms | unfused ms | speedup | upstream-fused ms | speedup "
          "| upstream-fused + approx. math ms | speedup | stitch GB/s | % STREAM |")
    print("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for case, size, nbytes, inner, res, bad, strat in rows:
        stitch_variants = [v for v in ("stitch", "stitch_pack") if v in res]
        for sv in stitch_variants:
            name = case if sv == "stitch" else f"{case} (enable-packing)"
            mib = nbytes / 2**20
            mib_s = f"{mib:.1f}" if inner == 1 else f"{mib:.2f} (×{inner} = {mib * inner:.0f}/rep)"
            s = res[sv]
            gbs = pct = "–"
            if s.ok() and sv not in bad:
                g = nbytes / (s.ms() * 1e-3) / 1e9
                gbs = f"{g:.1f}"
                if best:
                    pct = f"{100 * g / best:.0f}%"
            print(f"| {name} | {size} | {mib_s} | {cell(res, bad, sv)} | {cell(res, bad, 'unfused')} "
                  f"| {speedup(res, bad, 'unfused', sv)} | {cell(res, bad, 'upfused')} "
                  f"| {speedup(res, bad, 'upfused', sv)} | {cell(res, bad, 'upfused_approx')} "
                  f"| {speedup(res, bad, 'upfused_approx', sv)} | {gbs} | {pct} |")
    print()
    if best:
        print(f"STREAM triad (3 x 64 MiB doubles, best of 20, same OMP_NUM_THREADS): "
              f"{best:.1f} GB/s (before/after the cases: {' / '.join(f'{f:.1f}' for f in figures)}).")
    else:
        print("STREAM triad: not measured.")
    print("GB/s = (inputs read once + outputs written once) / stitch time; speedup = other variant's "
          "time / stitch time; upstream-fused + approx. math = upstream-fused with "
          "stitch-approximate-math (the same polynomials as stitch-compile-cpu, no libm calls).")
    print()
    print("Stitch kernels (stitch.lowering strategy x count): " +
          "; ".join(f"{c}: {s or 'none'}" for c, _, _, _, _, _, s in rows))
    if problems:
        print()
        print("PROBLEMS:")
        for p in problems:
            print("- " + p)
    return status


if __name__ == "__main__":
    sys.exit(main())
