"""Counts the memrefs of each bufferization.dealloc in an IR dump (the
operands before `if`), and the host loops carrying a buffer (GEMM tiles),
so that the test shows it had something to split."""
import re
import sys

text = open(sys.argv[1]).read()
sizes = []
for m in re.finditer(r"bufferization\.dealloc \(([^:]*):", text):
    sizes.append(len([x for x in m.group(1).split(",") if x.strip()]))
loops = len(re.findall(r"scf\.for .*iter_args\(%\w+ = %\w+, %\w+ = %\w+\) -> \(memref", text))
print(f"deallocs: {len(sizes)}, host loops: {loops}")
print(f"largest dealloc: {max(sizes) if sizes else 0} memrefs")
