#!/usr/bin/env python3
"""The fusion bench cases (bench/fusion/gen_cases.py, benchmark sizes) in
PyTorch on the GPU: the baseline of bench/gpu/run.sh. Each case is written
as a PyTorch user would (torch.softmax, F.layer_norm, F.gelu(approximate=
"tanh"), addmm), in f32 with TF32 off (Stitch computes in f32), and timed
two ways on device-resident inputs: eager (one library kernel per op) and
torch.compile (Inductor's fused Triton kernels). Time: CUDA events around
REPS calls after warm-up, median of 5 such runs, per call. Also prints a
device-to-device copy's bandwidth (bytes read + written), the machine limit
the GB/s columns compare with. Skips (exit 0) without torch or a GPU."""
import os
import statistics
import sys

try:
    import torch
    import torch.nn.functional as F
except ImportError:
    print("torch_cases.py: no torch here: skipped")
    sys.exit(0)
if not torch.cuda.is_available():
    print("torch_cases.py: no CUDA device: skipped")
    sys.exit(0)
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen_cases  # noqa: E402

torch.backends.cuda.matmul.allow_tf32 = False
torch.backends.cudnn.allow_tf32 = False
REPS = 20


def softmax(x):
    return torch.softmax(x, dim=-1)


def layernorm(x, g, b):
    return F.layer_norm(x, (x.shape[-1],), g, b, eps=1e-5)


def bias_gelu(x, bias):
    return F.gelu(x + bias, approximate="tanh")


def residual_layernorm(x, res, g, b):
    h = x + res
    return h, F.layer_norm(h, (h.shape[-1],), g, b, eps=1e-5)


def masked_softmax(x):
    n = x.shape[-1]
    future = torch.ones(n, n, dtype=torch.bool, device=x.device).triu(1)
    return torch.softmax((x * 0.125).masked_fill(future, -1.0e30), dim=-1)


def mlp_gelu(a, w, bias):
    return F.gelu(torch.addmm(bias, a, w), approximate="tanh")


PACKED_OPS = [torch.add, torch.mul, torch.sub, torch.maximum, torch.minimum]


def packed50(*args):
    return tuple(PACKED_OPS[i % 5](args[2 * i], args[2 * i + 1]) for i in range(len(args) // 2))


FUNCS = {"softmax": softmax, "layernorm": layernorm, "bias_gelu": bias_gelu,
         "residual_layernorm": residual_layernorm, "masked_softmax": masked_softmax,
         "mlp_gelu": mlp_gelu, "packed50": packed50}


def time_ms(fn, args, inner):
    for _ in range(3):
        fn(*args)
    torch.cuda.synchronize()
    runs = []
    for _ in range(5):
        start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        start.record()
        for _ in range(REPS * inner):
            fn(*args)
        end.record()
        torch.cuda.synchronize()
        runs.append(start.elapsed_time(end) / (REPS * inner))
    return statistics.median(runs)


def copy_gbs():
    n = 1 << 28  # 1 GiB of f32
    src = torch.empty(n, device="cuda")
    dst = torch.empty_like(src)
    ms = time_ms(lambda: dst.copy_(src), (), 1)
    return 2 * 4 * n / ms / 1e6


def main():
    print(f"torch {torch.__version__} on {torch.cuda.get_device_name()}; "
          f"device-to-device copy: {copy_gbs():.0f} GB/s (read + written)")
    print("| case | size | eager us | torch.compile us | eager GB/s | compile GB/s |")
    print("|---|---|--:|--:|--:|--:|")
    gen = torch.Generator(device="cuda").manual_seed(0)
    for case in (f(False) for f in gen_cases.CASES):
        fn = FUNCS[case.name]
        args = [(torch.rand(s, device="cuda", generator=gen) - 0.5) * scale
                for _, s, scale in case.inputs]
        eager = time_ms(fn, args, 1)
        try:
            compiled = time_ms(torch.compile(fn), args, 1)
            comp = f"{1e3 * compiled:.1f}"
            comp_gbs = f"{case.bytes() / compiled / 1e6:.0f}"
        except Exception as e:  # an Inductor failure is reported, not fatal
            comp, comp_gbs = f"failed ({type(e).__name__})", "-"
        print(f"| {case.name} | {case.size} | {1e3 * eager:.1f} | {comp} | "
              f"{case.bytes() / eager / 1e6:.0f} | {comp_gbs} |")


if __name__ == "__main__":
    main()
