#!/usr/bin/env python3
"""barrier_gen on a real GPU: the generated kernels compiled for the GPU by
`stitch-to-nvvm` and run on the device, compared with the reference
interpreter. The interpreter's model of GPU execution (phases between
barriers, IEEE single rounding per op) is then checked against hardware,
and the GPU lowering against it; the CPU campaigns (run.py) check
stitch-to-openmp against the same interpreter.

Two halves, because the machine with the GPU has no MLIR:

  gpu.py build --bundle DIR --seed S --count N [--batch B] [--jobs J]
      here: the valid programs of seeds S..S+N-1, B per module
      (emit.emit_batch), through `stitch-opt --stitch-to-nvvm`,
      mlir-translate, llc and the link against DIR/lib (a folder made by
      bench/gpu/bundle.sh: the CUDA runtime and MLIR's runner utils) into
      DIR/barrier_gen/bS.exe, with bS.expected (the interpreter's output)
      and bS.seeds. A seed stitch-opt rejects or fails on is reported (the
      CPU campaigns classify those); its batch is rebuilt without it.
  gpu.py check DIR
      on the GPU machine (python3 only): runs each executable and compares
      with run.py's comparison; prints one line per mismatching or failing
      batch and the totals; exit 1 on any.
"""
import argparse
import concurrent.futures as cf
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import run  # noqa: E402  (compare(); the generator and interpreter)

STITCH_OPT = os.path.join(HERE, "..", "..", "..", "build", "bin", "stitch-opt")


def sh(cmd, timeout=900):
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    return p.returncode, p.stderr


def build_batch(args):
    seeds, a = args
    out = os.path.join(a.bundle, "barrier_gen")
    base = os.path.join(out, "b%d" % seeds[0])
    progs, exps, notes = [], [], []
    for seed in seeds:
        prog = run.gen.generate(seed, {})
        try:
            exps.append(run.interp.expected_text(prog))
        except run.interp.Invalid:
            continue
        progs.append(prog)
    if not progs:
        return 0, notes
    while progs:
        with open(base + ".mlir", "w") as f:
            f.write(run.emit.emit_batch(progs))
        rc, err = sh([a.stitch_opt, base + ".mlir", "--stitch-to-nvvm", "-o", base + ".gpu.mlir"])
        if rc == 0:
            break
        # Find the seed at fault (alone), note it, drop it, rebuild.
        bad = None
        for i, p in enumerate(progs):
            with open(base + ".one.mlir", "w") as f:
                f.write(run.emit.emit_batch([p]))
            if sh([a.stitch_opt, base + ".one.mlir", "--stitch-to-nvvm", "-o", os.devnull])[0] != 0:
                bad = i
                break
        if bad is None:
            notes.append("seeds %d..%d: stitch-to-nvvm fails on the batch only: %s"
                         % (seeds[0], seeds[-1], err.strip().splitlines()[0] if err.strip() else ""))
            return 0, notes
        notes.append("seed %d: stitch-to-nvvm exit %s" % (progs[bad].seed, rc))
        del progs[bad], exps[bad]
    if not progs:
        return 0, notes
    lib = os.path.join(a.bundle, "lib")
    obj = base + ".o"
    steps = [
        [run.tool("mlir-translate"), "--mlir-to-llvmir", base + ".gpu.mlir", "-o", base + ".ll"],
        [run.tool("llc"), "-O0", "-relocation-model=pic", "-filetype=obj", base + ".ll", "-o", obj],
        [run.tool("llvm-objcopy"), "--redefine-sym", "main=bg_module_main", obj],
        [run.tool("clang"), obj, run.native_shim(out), "-o", base + ".exe", "-L" + lib,
         "-l:libstitch_cuda_runtime.so", "-l:libmlir_c_runner_utils.so.22.1",
         "-l:libmlir_runner_utils.so.22.1", "-l:libmlir_float16_utils.so.22.1", "-lm",
         "-Wl,--allow-shlib-undefined", "-Wl,-rpath-link," + lib, "-Wl,-rpath,$ORIGIN/../lib"],
    ]
    for cmd in steps:
        rc, err = sh(cmd)
        if rc != 0:
            notes.append("seeds %d..%d: %s failed: %s" % (seeds[0], seeds[-1], os.path.basename(cmd[0]),
                                                         err.strip()[:200]))
            return 0, notes
    with open(base + ".expected", "w") as f:
        f.write("".join(exps))
    with open(base + ".seeds", "w") as f:
        f.write(" ".join(str(p.seed) for p in progs) + "\n")
    for ext in (".mlir", ".gpu.mlir", ".one.mlir", ".ll", ".o"):
        if os.path.exists(base + ext):
            os.remove(base + ext)
    return len(progs), notes


def build(a):
    out = os.path.join(a.bundle, "barrier_gen")
    os.makedirs(out, exist_ok=True)
    seeds = list(range(a.seed, a.seed + a.count))
    batches = [seeds[i:i + a.batch] for i in range(0, len(seeds), a.batch)]
    total = 0
    with cf.ProcessPoolExecutor(a.jobs) as ex:
        for n, notes in ex.map(build_batch, [(b, a) for b in batches]):
            total += n
            for note in notes:
                print(note)
    print("built %d valid kernels of seeds %d..%d in %d executables"
          % (total, a.seed, a.seed + a.count - 1, len(batches)))
    return 0


def check(a):
    out = os.path.join(a.bundle, "barrier_gen")
    kernels = batches = failed = 0
    for f in sorted(os.listdir(out)):
        if not f.endswith(".exe"):
            continue
        base = os.path.join(out, f[:-4])
        if not os.path.exists(base + ".seeds"):
            continue  # a batch still being built when the folder was copied
        seeds = open(base + ".seeds").read().split()
        batches += 1
        kernels += len(seeds)
        try:
            p = subprocess.run([base + ".exe"], capture_output=True, text=True, timeout=300)
            if p.returncode != 0:
                why = "exit %d: %s" % (p.returncode, p.stderr.strip()[-300:])
            else:
                why = run.compare(open(base + ".expected").read(), p.stdout)
        except subprocess.TimeoutExpired:
            why = "ran past 300 s"
        if why:
            failed += 1
            print("FAIL %s (seeds %s..%s): %s" % (f, seeds[0], seeds[-1], why[:600]))
    print("barrier_gen on the GPU: %d kernels in %d executables, %d executables failed"
          % (kernels, batches, failed))
    return 1 if failed or not batches else 0


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    b = sub.add_parser("build")
    b.add_argument("--bundle", required=True)
    b.add_argument("--seed", type=int, default=1)
    b.add_argument("--count", type=int, default=200)
    b.add_argument("--batch", type=int, default=50)
    b.add_argument("--jobs", type=int, default=os.cpu_count())
    b.add_argument("--stitch-opt", default=STITCH_OPT)
    c = sub.add_parser("check")
    c.add_argument("bundle")
    a = ap.parse_args()
    return build(a) if a.cmd == "build" else check(a)


if __name__ == "__main__":
    sys.exit(main())
