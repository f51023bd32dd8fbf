#!/usr/bin/env python3
"""Seed corpus for parse_and_run_fuzzer: every .mlir file under the given
directories, split at `// -----` like --split-input-file, one file per chunk
(named by content hash, so reruns add nothing new). Inputs marked
`// SKIP:` (known crashes, see test/malformed) are left out: libFuzzer
would stop on them before fuzzing anything.

  make_corpus.py OUT_DIR SRC_DIR...
"""
import hashlib
import os
import sys

MAX = 64 * 1024  # the fuzzer ignores bigger inputs


def main(argv):
    if len(argv) < 2:
        sys.exit(__doc__)
    out, srcs = argv[0], argv[1:]
    os.makedirs(out, exist_ok=True)
    n = 0
    for src in srcs:
        for root, dirs, files in os.walk(src):
            dirs.sort()
            for name in sorted(files):
                if not name.endswith(".mlir"):
                    continue
                with open(os.path.join(root, name), "rb") as f:
                    data = f.read()
                if b"\n// SKIP:" in data[:1000] or data.startswith(b"// SKIP:"):
                    continue
                for chunk in data.split(b"// -----"):
                    if not chunk.strip() or len(chunk) > MAX:
                        continue
                    digest = hashlib.sha1(chunk).hexdigest()
                    with open(os.path.join(out, digest), "wb") as f:
                        f.write(chunk)
                    n += 1
    print("make_corpus: %d seed inputs in %s" % (n, out))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
