#!/usr/bin/env python3
"""Differential test of stitch-lower-gpu-collectives on random kernels.

Writes one MLIR program of many gpu.launch kernels, each using one
collective (gpu.all_reduce with an op or a region, gpu.subgroup_reduce
with and without clusters, gpu.shuffle in every mode, the subgroup id
ops, a collective in a loop), on random i32 inputs, block shapes with
partial subgroups and several blocks. Compiles it with stitch-to-openmp,
runs it at 1 and 2 OpenMP threads, and compares every output with a
Python model of the collectives (32-lane subgroups of consecutive linear
thread ids, as documented in docs/passes.md), not with Stitch.

usage: gpu_collectives.py --stitch-opt P --seed N --count K --workdir D
                          -- RUNNER... (mlir-runner and its arguments, the
                          entry point @main returning void)
"""
import argparse, os, random, re, subprocess, sys

I32 = 1 << 32


def wrap(v):
    v %= I32
    return v - I32 if v >= 1 << 31 else v


def u32(v):
    return v % I32


REDUCE = {
    "add": lambda a, b: wrap(a + b),
    "mul": lambda a, b: wrap(a * b),
    "minsi": min, "maxsi": max,
    "minui": lambda a, b: wrap(min(u32(a), u32(b))),
    "maxui": lambda a, b: wrap(max(u32(a), u32(b))),
    "and": lambda a, b: wrap(a & b), "or": lambda a, b: wrap(a | b),
    "xor": lambda a, b: wrap(a ^ b),
}
FLOAT_REDUCE = {"add": "add", "maxnumf": "maxsi", "minimumf": "minsi",
                "mul": "mul"}


def fold(op, values):
    r = values[0]
    for v in values[1:]:
        r = REDUCE[op](r, v)
    return r


def shuffle(mode, lane_vals, n, lin, off, width):
    """(value, valid) of thread `lin` (block of n threads)."""
    lane = lin % 32
    base = lin - lane
    if not 1 <= width <= 32:
        return lane_vals[lin], 0
    seg_lane = lane % width
    seg_base = base + lane - seg_lane
    j = {"xor": seg_lane ^ off, "down": seg_lane + off,
         "up": seg_lane - off, "idx": off}[mode]
    src = seg_base + j
    # within the segment, the subgroup (a segment of a width not dividing
    # 32 is cut at its end) and the block
    if 0 <= j < width and src < n and src < base + 32:
        return lane_vals[src], 1
    return lane_vals[lin], 0


class Case:
    pass


def random_case(rng, k, kinds=None):
    c = Case()
    c.k = k
    c.block = rng.choice([(13, 1, 1), (45, 1, 1), (64, 1, 1), (8, 4, 2),
                          (7, 3, 3), (32, 2, 1), (1, 1, 1), (33, 1, 2),
                          (96, 1, 1), (5, 5, 1)])
    c.grid = rng.choice([(1, 1), (3, 1), (2, 2)])
    c.dynamic = rng.random() < 0.3
    c.kind = rng.choice(["all_reduce", "all_reduce", "region", "subgroup",
                         "subgroup", "shuffle", "shuffle", "shuffle", "ids",
                         "loop", "float", "guarded", "guarded"])
    c.op = rng.choice(list(REDUCE))
    c.cluster = rng.choice([None, None, (4, 1), (2, 4), (8, 2), (16, 1),
                            (1, 1), (32, 1)])
    c.mode = rng.choice(["xor", "down", "up", "idx"])
    c.width = rng.choice([32, 32, 16, 13, 8, 1, 7])
    c.off = rng.choice([0, 1, 2, 3, 4, 5, 7, 12, 16, 31])
    c.trips = rng.choice([0, 1, 3])
    c.fop = rng.choice(list(FLOAT_REDUCE))
    # "guarded": a subgroup collective under an scf.if whose condition is
    # the same for the lanes of a subgroup but not for the block (CUDA's
    # `if (warp == 0) v = warpReduce(v)`), or the same for the block.
    c.gcond = rng.choice(["parity", "prefix", "prefix", "uniform"])
    c.gparity = rng.randint(0, 1)
    c.gprefix = rng.randint(0, 3)
    c.gcoll = rng.choice(["shuffle", "subgroup"])
    c.gload = rng.random() < 0.5      # the collective's input loaded in the branch
    c.gstore = rng.random() < 0.5     # the branches store instead of yielding
    c.gelse = rng.random() < 0.4      # a collective in the else branch too
    c.gloop = rng.choice([0, 0, 2])   # then a loop of xor-1 shuffles
    c.ginner = rng.random() < 0.4     # then an if (lane < 16) around a shuffle
    c.ginner_off = rng.randint(0, 15)
    # "warploop": a loop of shuffles whose trip count differs between the
    # subgroups of a block (the subgroup id, or a subgroup reduction of the
    # data): stitch-lower-gpu-collectives gives each subgroup a block of
    # its own (SplitWarpLaunches.h); only drawn with --kinds.
    c.wtrip = rng.choice(["subgroup_id", "reduced"])
    if kinds:
        c.kind = rng.choice(kinds)
    if c.kind == "warploop" and c.dynamic:
        # sizes unknown to the compiler: split only for x a multiple of 32
        c.block = rng.choice([(32, 2, 1), (64, 1, 1), (96, 1, 1), (32, 1, 3)])
    n = c.block[0] * c.block[1] * c.block[2]
    blocks = c.grid[0] * c.grid[1]
    if c.op == "mul" or (c.kind == "float" and c.fop == "mul"):
        c.data = [rng.choice([-1, 1, 1, 2]) for _ in range(n * blocks)]
    else:
        c.data = [rng.randint(-50, 50) for _ in range(n * blocks)]
    return c


def collective(c, vals, n, lin):
    """The unguarded collective of the "guarded" kind at thread `lin`."""
    if c.gcoll == "subgroup":
        size, stride = c.cluster or (32, 1)
        lane = lin % 32
        first = lin - lane % (size * stride) + lane % stride
        members = [first + i * stride for i in range(size)]
        return fold(c.op, [vals[m] for m in members if m < n])
    return shuffle(c.mode, vals, n, lin, c.off, c.width)[0]


def guarded_expected(c, vals, n, blk, lin):
    if c.gcond == "parity":
        cond = (lin // 32) % 2 == c.gparity
    elif c.gcond == "prefix":
        cond = lin < 32 * c.gprefix
    else:
        cond = blk == 0
    if not cond:
        if c.gelse:
            lane = lin % 32
            return fold("add", [vals[m] for m in range(lin - lane, lin - lane + 32)
                                if m < n])
        return wrap(vals[lin] * 7)
    # Every lane of the subgroup shares the condition: compute the whole
    # subgroup's values as the CUDA program would.
    base = lin - lin % 32
    lanes = range(base, min(base + 32, n))
    r = list(vals)
    for l in lanes:
        r[l] = collective(c, vals, n, l)
    if c.ginner:
        q = list(r)
        for l in lanes:
            if l % 32 < 16:
                q[l] = shuffle("xor", r, n, l, c.ginner_off, 16)[0]
        r = q
    for _ in range(c.gloop):
        r = [wrap(r[l] + shuffle("xor", r, n, l, 1, 32)[0]) if l in lanes
             else r[l] for l in range(n)]
    return r[lin]


def warploop_trips(c, vals, n, blk, warp):
    if c.wtrip == "subgroup_id":
        return warp % 3 + blk % 2
    lanes = range(32 * warp, min(32 * warp + 32, n))
    return max(vals[l] & 3 for l in lanes)


def warploop_expected(c, vals, n, blk, lin):
    warp = lin // 32
    acc = list(vals)
    for i in range(warploop_trips(c, vals, n, blk, warp)):
        nxt = list(acc)
        for l in range(32 * warp, min(32 * warp + 32, n)):
            s, ok = shuffle(c.mode, acc, n, l, c.off, c.width)
            nxt[l] = wrap(acc[l] + (s if ok else -7) + i)
        acc = nxt
    return acc[lin]


def expected(c):
    n = c.block[0] * c.block[1] * c.block[2]
    out = []
    for b in range(c.grid[0] * c.grid[1]):
        vals = c.data[b * n:(b + 1) * n]
        for lin in range(n):
            if c.kind in ("all_reduce", "float"):
                op = c.op if c.kind == "all_reduce" else FLOAT_REDUCE[c.fop]
                out.append(fold(op, vals))
            elif c.kind == "region":
                out.append(fold("xor", [v * 3 for v in vals]))
            elif c.kind == "subgroup":
                size, stride = c.cluster or (32, 1)
                lane = lin % 32
                first = lin - lane % (size * stride) + lane % stride
                members = [first + i * stride for i in range(size)]
                out.append(fold(c.op, [vals[m] for m in members if m < n]))
            elif c.kind == "shuffle":
                v, ok = shuffle(c.mode, vals, n, lin, c.off, c.width)
                out.append(v if ok else -1000)
            elif c.kind == "ids":
                out.append(lin % 32 + 100 * (lin // 32) +
                           10000 * ((n + 31) // 32) + 1000000 * 32)
            elif c.kind == "guarded":
                out.append(guarded_expected(c, vals, n, b, lin))
            elif c.kind == "warploop":
                out.append(warploop_expected(c, vals, n, b, lin))
            else:  # loop: acc += all_reduce(add, v * i) for i < trips
                acc = vals[lin]
                for i in range(c.trips):
                    acc = wrap(acc + fold("add", [v * i for v in vals]))
                out.append(acc)
    return out


def guarded_body(c, total):
    """The "guarded" kind's launch body; stores %out itself when gstore."""
    k = c.k
    lines = ["%sg = gpu.subgroup_id : index"]
    if c.gcond == "parity":
        lines += ["%two = arith.constant 2 : index",
                  "%par = arith.remui %sg, %two : index",
                  f"%cp = arith.constant {c.gparity} : index",
                  "%cond = arith.cmpi eq, %par, %cp : index"]
    elif c.gcond == "prefix":
        lines += [f"%cp = arith.constant {32 * c.gprefix} : index",
                  "%cond = arith.cmpi ult, %lin, %cp : index"]
    else:
        lines += ["%z = arith.constant 0 : index",
                  "%cond = arith.cmpi eq, %blk, %z : index"]
    then = []
    src = "%v"
    if c.gload:
        then.append(f"%x = memref.load %in{k}[%g] : memref<{total}xi32>")
        src = "%x"
    if c.gcoll == "subgroup":
        cl = (f" cluster(size = {c.cluster[0]}, stride = {c.cluster[1]})"
              if c.cluster else "")
        then.append(f"%r0 = gpu.subgroup_reduce {c.op} {src}{cl} : (i32) -> i32")
    else:
        then += [f"%off = arith.constant {c.off} : i32",
                 f"%w = arith.constant {c.width} : i32",
                 f"%r0, %ok = gpu.shuffle {c.mode} {src}, %off, %w : i32"]
    cur = "%r0"
    if c.ginner:
        then += ["%l = gpu.lane_id", "%c16 = arith.constant 16 : index",
                 "%lt = arith.cmpi ult, %l, %c16 : index",
                 "%r1 = scf.if %lt -> i32 {",
                 f"  %io = arith.constant {c.ginner_off} : i32",
                 "  %iw = arith.constant 16 : i32",
                 f"  %is, %iok = gpu.shuffle xor {cur}, %io, %iw : i32",
                 "  scf.yield %is : i32",
                 "} else {", f"  scf.yield {cur} : i32", "}"]
        cur = "%r1"
    if c.gloop:
        then += ["%lo = arith.constant 0 : index",
                 f"%hi = arith.constant {c.gloop} : index",
                 "%st = arith.constant 1 : index",
                 f"%r2 = scf.for %i = %lo to %hi step %st iter_args(%acc = {cur}) -> (i32) {{",
                 "  %one = arith.constant 1 : i32", "  %ww = arith.constant 32 : i32",
                 "  %ls, %lok = gpu.shuffle xor %acc, %one, %ww : i32",
                 "  %a2 = arith.addi %acc, %ls : i32", "  scf.yield %a2 : i32", "}"]
        cur = "%r2"
    if c.gelse:
        other = ["%e = gpu.subgroup_reduce add %v : (i32) -> i32"]
    else:
        other = ["%c7 = arith.constant 7 : i32", "%e = arith.muli %v, %c7 : i32"]
    store = f"memref.store {{}}, %out{k}[%g] : memref<{total}xi32>"
    if c.gstore:
        lines.append("scf.if %cond {")
        lines += ["  " + t for t in then] + ["  " + store.format(cur), "} else {"]
        lines += ["  " + t for t in other] + ["  " + store.format("%e"), "}"]
    else:
        lines.append("%res = scf.if %cond -> i32 {")
        lines += ["  " + t for t in then] + [f"  scf.yield {cur} : i32", "} else {"]
        lines += ["  " + t for t in other] + ["  scf.yield %e : i32", "}"]
        lines.append(store.format("%res"))
    return "\n".join(lines)


def kernel_body(c):
    """MLIR of the launch body computing %res : i32 from %v : i32."""
    if c.kind == "all_reduce":
        return f"%res = gpu.all_reduce {c.op} %v uniform {{}} : (i32) -> (i32)"
    if c.kind == "float":
        return ("%vf = arith.sitofp %v : i32 to f32\n"
                f"%rf = gpu.all_reduce {c.fop} %vf {{}} : (f32) -> (f32)\n"
                "%res = arith.fptosi %rf : f32 to i32")
    if c.kind == "region":
        return ("%c3 = arith.constant 3 : i32\n"
                "%v3 = arith.muli %v, %c3 : i32\n"
                "%res = gpu.all_reduce %v3 {\n"
                "^bb(%lhs : i32, %rhs : i32):\n"
                "  %x = arith.xori %lhs, %rhs : i32\n"
                "  gpu.yield %x : i32\n"
                "} : (i32) -> (i32)")
    if c.kind == "subgroup":
        cl = (f" cluster(size = {c.cluster[0]}, stride = {c.cluster[1]})"
              if c.cluster else "")
        return f"%res = gpu.subgroup_reduce {c.op} %v{cl} : (i32) -> i32"
    if c.kind == "shuffle":
        return (f"%off = arith.constant {c.off} : i32\n"
                f"%w = arith.constant {c.width} : i32\n"
                f"%s, %ok = gpu.shuffle {c.mode} %v, %off, %w : i32\n"
                "%m = arith.constant -1000 : i32\n"
                "%res = arith.select %ok, %s, %m : i32")
    if c.kind == "ids":
        return ("%l = gpu.lane_id\n%sg = gpu.subgroup_id : index\n"
                "%ns = gpu.num_subgroups : index\n"
                "%sgs = gpu.subgroup_size : index\n"
                "%c100 = arith.constant 100 : index\n"
                "%c10k = arith.constant 10000 : index\n"
                "%c1m = arith.constant 1000000 : index\n"
                "%a = arith.muli %sg, %c100 : index\n"
                "%b = arith.muli %ns, %c10k : index\n"
                "%d = arith.muli %sgs, %c1m : index\n"
                "%e = arith.addi %l, %a : index\n%f = arith.addi %e, %b : index\n"
                "%gg = arith.addi %f, %d : index\n"
                "%res = arith.index_cast %gg : index to i32")
    if c.kind == "warploop":
        if c.wtrip == "subgroup_id":
            trip = ("%sg = gpu.subgroup_id : index\n%c3 = arith.constant 3 : index\n"
                    "%c2 = arith.constant 2 : index\n"
                    "%t0 = arith.remui %sg, %c3 : index\n"
                    "%t1 = arith.remui %blk, %c2 : index\n"
                    "%hi = arith.addi %t0, %t1 : index\n")
        else:
            trip = ("%m3 = arith.constant 3 : i32\n%vm = arith.andi %v, %m3 : i32\n"
                    "%mx = gpu.subgroup_reduce maxsi %vm : (i32) -> i32\n"
                    "%hi = arith.index_cast %mx : i32 to index\n")
        return (trip + "%lo = arith.constant 0 : index\n%st = arith.constant 1 : index\n"
                f"%off = arith.constant {c.off} : i32\n%w = arith.constant {c.width} : i32\n"
                "%m7 = arith.constant -7 : i32\n"
                "%res = scf.for %i = %lo to %hi step %st iter_args(%acc = %v) -> (i32) {\n"
                f"  %s, %ok = gpu.shuffle {c.mode} %acc, %off, %w : i32\n"
                "  %sv = arith.select %ok, %s, %m7 : i32\n"
                "  %ii = arith.index_cast %i : index to i32\n"
                "  %a1 = arith.addi %acc, %sv : i32\n"
                "  %a2 = arith.addi %a1, %ii : i32\n"
                "  scf.yield %a2 : i32\n}")
    return (f"%lo = arith.constant 0 : index\n%hi = arith.constant {c.trips} : index\n"
            "%st = arith.constant 1 : index\n"
            "%res = scf.for %i = %lo to %hi step %st iter_args(%acc = %v) -> (i32) {\n"
            "  %ii = arith.index_cast %i : index to i32\n"
            "  %vi = arith.muli %v, %ii : i32\n"
            "  %r = gpu.all_reduce add %vi uniform {} : (i32) -> (i32)\n"
            "  %a2 = arith.addi %acc, %r : i32\n"
            "  scf.yield %a2 : i32\n}")


def program(cases):
    lines = []
    for c in cases:
        data = ", ".join(str(v) for v in c.data)
        lines.append(f'memref.global "private" constant @in{c.k} : '
                     f'memref<{len(c.data)}xi32> = dense<[{data}]>')
    lines.append("func.func private @printMemrefI32(memref<*xi32>)")
    lines.append("func.func @main() {")
    lines.append("%c1 = arith.constant 1 : index")
    lines.append("%dynsrc = memref.alloc() : memref<4xindex>")
    for c in cases:
        k = c.k
        n = c.block[0] * c.block[1] * c.block[2]
        total = len(c.data)
        lines.append(f"%in{k} = memref.get_global @in{k} : memref<{total}xi32>")
        lines.append(f"%out{k} = memref.alloc() : memref<{total}xi32>")
        sizes = []
        for d, s in enumerate(list(c.grid) + [1] + list(c.block)):
            name = f"%s{k}_{d}"
            lines.append(f"{name} = arith.constant {s} : index")
            if c.dynamic and d >= 3:  # a block size the pass cannot see
                lines.append(f"memref.store {name}, %dynsrc[%c1] : memref<4xindex>")
                lines.append(f"{name}d = memref.load %dynsrc[%c1] : memref<4xindex>")
                name += "d"
            sizes.append(name)
        lines.append(
            f"gpu.launch blocks(%bx, %by, %bz) in (%gx = {sizes[0]}, %gy = {sizes[1]}, %gz = {sizes[2]}) "
            f"threads(%tx, %ty, %tz) in (%sx = {sizes[3]}, %sy = {sizes[4]}, %sz = {sizes[5]}) {{")
        lines.append("%yz0 = arith.muli %sy, %tz : index\n%yz = arith.addi %ty, %yz0 : index\n"
                     "%l0 = arith.muli %sx, %yz : index\n%lin = arith.addi %tx, %l0 : index\n"
                     "%b0 = arith.muli %gx, %by : index\n%blk = arith.addi %bx, %b0 : index\n"
                     f"%nt = arith.constant {n} : index\n%g0 = arith.muli %blk, %nt : index\n"
                     "%g = arith.addi %g0, %lin : index")
        lines.append(f"%v = memref.load %in{k}[%g] : memref<{total}xi32>")
        if c.kind == "guarded":
            lines.append(guarded_body(c, total))
        else:
            lines.append(kernel_body(c))
            lines.append(f"memref.store %res, %out{k}[%g] : memref<{total}xi32>")
        lines.append("gpu.terminator\n}")
        lines.append(f"%u{k} = memref.cast %out{k} : memref<{total}xi32> to memref<*xi32>")
        lines.append(f"call @printMemrefI32(%u{k}) : (memref<*xi32>) -> ()")
    lines.append("return\n}")
    return "\n".join(lines) + "\n"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--stitch-opt", required=True)
    ap.add_argument("runner", nargs=argparse.REMAINDER)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=40)
    ap.add_argument("--workdir", required=True)
    ap.add_argument("--kinds", default="",
                    help="comma-separated kinds to draw (default: all but "
                         "warploop, in their usual proportions)")
    a = ap.parse_args()
    os.makedirs(a.workdir, exist_ok=True)
    rng = random.Random(a.seed)
    kinds = [k for k in a.kinds.split(",") if k]
    cases = [random_case(rng, k, kinds) for k in range(a.count)]
    src = os.path.join(a.workdir, f"collectives-{a.seed}.mlir")
    with open(src, "w") as f:
        f.write(program(cases))
    low = src + ".ll.mlir"
    with open(low, "w") as f:
        r = subprocess.run([a.stitch_opt, src, "--stitch-to-openmp"],
                           stdout=f, stderr=subprocess.PIPE, text=True)
    if r.returncode:
        print(f"stitch-opt failed on {src}:\n{r.stderr}")
        return 1
    bad = 0
    for threads in ("1", "2"):
        env = dict(os.environ, OMP_NUM_THREADS=threads)
        runner = a.runner[1:] if a.runner[:1] == ["--"] else a.runner
        r = subprocess.run(runner + [low], env=env,
                           capture_output=True, text=True, timeout=300)
        if r.returncode:
            print(f"run failed ({threads} threads): {r.stderr[-2000:]}")
            return 1
        outs = [part.split("data =", 1)[1] for part in
                r.stdout.split("Unranked Memref")[1:]]
        if len(outs) != len(cases):
            print(f"expected {len(cases)} outputs, got {len(outs)}")
            return 1
        for c, text in zip(cases, outs):
            got = [int(x) for x in re.findall(r"-?\d+", text)]
            want = expected(c)
            if got != want:
                bad += 1
                print(f"MISMATCH case {c.k} ({threads} threads): kind={c.kind} "
                      f"op={c.op} fop={c.fop} cluster={c.cluster} mode={c.mode} "
                      f"off={c.off} width={c.width} block={c.block} "
                      f"grid={c.grid} dynamic={c.dynamic} guarded={c.gcond},"
                      f"{c.gcoll},load={c.gload},store={c.gstore},else={c.gelse},"
                      f"loop={c.gloop},inner={c.ginner},wtrip={c.wtrip}\n  want {want[:40]}\n"
                      f"  got  {got[:40]}")
    kinds = sorted({c.kind for c in cases})
    print(f"{len(cases)} kernels ({', '.join(kinds)}), 1 and 2 threads: "
          f"{bad} mismatches")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
