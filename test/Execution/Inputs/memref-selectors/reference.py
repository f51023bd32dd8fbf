# Independent reference: each kernel emulated phase by phase in Python.
def fill():
    return list(range(96)), [1000 + i for i in range(96)]
def wrap(v):  # i32
    v &= 0xffffffff
    return v - (1 << 32) if v >= 1 << 31 else v
out = []
a, b = fill()
for blk in range(2):
    inn, o = a, b
    for s in range(5):
        vals = {}
        for t in range(48):
            g = blk * 48 + t; n = blk * 48 + (t + 1) % 48
            vals[g] = wrap(inn[g] + inn[n] + s)
        for g, v in vals.items(): o[g] = v
        inn, o = o, inn
    for t in range(48):
        g = blk * 48 + t
        inn[g] = wrap(o[g] * 7)  # r#0 (just written) = r#1 (older) * 7
out += [a[:], b[:]]
a, b = fill()
flags = [1, 0]
for blk in range(2):
    p = a if flags[blk] else b
    for t in range(48):
        g = blk * 48 + t; p[g] = p[g] + 3
out += [a[:], b[:]]
a, b = fill()
for blk in range(2):
    for t in range(48):
        g = blk * 48 + t; cur = a
        for s in range(4):
            cur[g] = cur[g] + s + 1
            cur = b if (t + s) % 2 == 0 else a
        cur[g] = cur[g] + 100
out += [a[:], b[:]]
for arr in out:
    print("[" + ",".join(str(x) for x in arr) + "]")
