#!/usr/bin/env python3
"""Writes the TOSA model corpus of test/Models (Inputs/models/*.tosa.mlir).

Each model is one func.func @forward of tosa.* ops on f32, as a front end
(TFLite / torch-mlir / ONNX importers) emits it: batched rank-3 tosa.matmul
with weights as 1xKxN arguments, biases and per-channel parameters as
broadcastable arguments, scalars (epsilon, 1/sqrt(d), -inf masks) as
tosa.const, heads split with tosa.reshape + tosa.transpose, reductions that
keep the reduced dimension. Shapes are small so the tests run quickly.

The files are checked in; rerun this script after changing it:
  python3 test/Models/Inputs/gen_models.py test/Models/Inputs/models
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from tosa_emit import Graph  # noqa: E402

FMAX = 3.4028234663852886e38


def linear(g, x, k, n, bias=True):
    """x: 1xMxK -> 1xMxN (weight 1xKxN and bias 1x1xN arguments)."""
    w = g.arg((1, k, n), hint="w")
    y = g.matmul(x, w)
    if bias:
        y = g.add(y, g.arg((1, 1, n), hint="b"))
    return y


def layernorm(g, x, eps=1e-5):
    h = x.shape[-1]
    r = x.rank
    gamma, beta = g.arg((1,) * (r - 1) + (h,), hint="gamma"), g.arg((1,) * (r - 1) + (h,), hint="beta")
    inv = g.scalar(1.0 / h, r)
    mean = g.mul(g.reduce("sum", x, r - 1), inv)
    c = g.sub(x, mean)
    var = g.mul(g.reduce("sum", g.mul(c, c), r - 1), inv)
    rs = g.rsqrt(g.add(var, g.scalar(eps, r)))
    return g.add(g.mul(g.mul(c, rs), gamma), beta)


def rmsnorm(g, x, eps=1e-6):
    h = x.shape[-1]
    r = x.rank
    w = g.arg((1,) * (r - 1) + (h,), hint="rmsw")
    ms = g.mul(g.reduce("sum", g.mul(x, x), r - 1), g.scalar(1.0 / h, r))
    return g.mul(g.mul(x, g.rsqrt(g.add(ms, g.scalar(eps, r)))), w)


def softmax(g, x):
    ax = x.rank - 1
    e = g.exp(g.sub(x, g.reduce("max", x, ax)))
    return g.mul(e, g.reciprocal(g.reduce("sum", e, ax)))


def split_heads(g, t, b, s, nh, dh):
    """1x(B*S)x(NH*DH) -> B x NH x S x DH."""
    return g.transpose(g.reshape(t, (b, s, nh, dh)), (0, 2, 1, 3))


def merge_heads(g, t, b, s, nh, dh):
    """(B*NH) x S x DH -> 1 x (B*S) x (NH*DH)."""
    bs = None if b is None else b * s
    t = g.transpose(g.reshape(t, (b, nh, s, dh)), (0, 2, 1, 3))
    return g.reshape(t, (1, bs, nh * dh))


def heads3(g, t4, b, nh):
    bn = None if b is None else b * nh
    return g.reshape(t4, (bn,) + t4.shape[2:])


def attention(g, q4, k4, v4, b, s, nh, dh, mask=None, select_mask=None):
    """q4/k4/v4: B x NH x S x DH; mask additive (broadcast to BxNHxSxS) or
    select_mask (i1, true = keep)."""
    q, k, v = heads3(g, q4, b, nh), heads3(g, k4, b, nh), heads3(g, v4, b, nh)
    scores = g.matmul(q, g.transpose(k, (0, 2, 1)))
    scores = g.mul(scores, g.scalar(1.0 / dh ** 0.5, 3))
    s4 = g.reshape(scores, (b, nh, s, s))
    if mask is not None:
        s4 = g.add(s4, mask)
    if select_mask is not None:
        s4 = g.select(select_mask, s4, g.scalar(-FMAX, 4))
    p = softmax(g, s4)
    ctx = g.matmul(heads3(g, p, b, nh), v)
    return merge_heads(g, ctx, b, s, nh, dh)


def causal(s):
    return [1 if j <= i else 0 for i in range(s) for j in range(s)]


def bert(b=2, s=8, h=32, nh=2, f=64):
    """BERT encoder layer (post-LN): self-attention with an additive padding
    mask, out projection + residual, LayerNorm, FFN with erf GELU + residual,
    LayerNorm."""
    g = Graph()
    bs = None if b is None else b * s
    x = g.arg((b, s, h), hint="x")
    mask = g.arg((b, 1, 1, s), hint="mask")
    xr = g.reshape(x, (1, bs, h))
    dh = h // nh
    q4 = split_heads(g, linear(g, xr, h, h), b, s, nh, dh)
    k4 = split_heads(g, linear(g, xr, h, h), b, s, nh, dh)
    v4 = split_heads(g, linear(g, xr, h, h), b, s, nh, dh)
    ctx = attention(g, q4, k4, v4, b, s, nh, dh, mask=mask)
    h1 = layernorm(g, g.add(linear(g, ctx, h, h), xr))
    f1 = linear(g, h1, h, f)
    gelu = g.mul(g.mul(f1, g.scalar(0.5, 3)),
                 g.add(g.scalar(1.0, 3), g.erf(g.mul(f1, g.scalar(0.7071067811865476, 3)))))
    h2 = layernorm(g, g.add(linear(g, gelu, f, h), h1))
    g.ret(g.reshape(h2, (b, s, h)))
    return g


def gpt2(b=2, s=8, h=32, nh=2, f=64):
    """GPT-2 block (pre-LN): fused c_attn projection sliced into q/k/v,
    causal mask as tosa.select with a constant i1 mask and the most negative
    float, c_proj + residual, LN, MLP with tanh GELU + residual."""
    g = Graph()
    bs = None if b is None else b * s
    x = g.arg((b, s, h), hint="x")
    xr = g.reshape(x, (1, bs, h))
    dh = h // nh
    qkv = linear(g, layernorm(g, xr), h, 3 * h)
    parts = [g.slice(qkv, (0, 0, i * h), (1, bs, h)) for i in range(3)]
    q4, k4, v4 = (split_heads(g, p, b, s, nh, dh) for p in parts)
    keep = g.const(causal(s), (1, 1, s, s), "i1", hint="causal")
    a = attention(g, q4, k4, v4, b, s, nh, dh, select_mask=keep)
    h1 = g.add(xr, linear(g, a, h, h))
    f1 = linear(g, layernorm(g, h1), h, f)
    x3 = g.mul(g.mul(f1, f1), f1)
    inner = g.mul(g.add(f1, g.mul(x3, g.scalar(0.044715, 3))), g.scalar(0.7978845608028654, 3))
    gelu = g.mul(g.mul(f1, g.scalar(0.5, 3)), g.add(g.scalar(1.0, 3), g.tanh(inner)))
    h2 = g.add(h1, linear(g, gelu, f, h))
    g.ret(g.reshape(h2, (b, s, h)))
    return g


def rope(g, t, cos, sin):
    """t * cos + rotate_half(t) * sin on the last dimension."""
    shp = t.shape
    half = shp[-1] // 2
    size = shp[:-1] + (half,)
    x1 = g.slice(t, (0,) * len(shp), size)
    x2 = g.slice(t, (0,) * (len(shp) - 1) + (half,), size)
    rot = g.concat([g.negate(x2), x1], len(shp) - 1)
    return g.add(g.mul(t, cos), g.mul(rot, sin))


def llama(b=1, s=8, h=32, nh=2, f=64):
    """LLaMA decoder block: RMSNorm, q/k/v without bias, RoPE on q and k
    (cos/sin tables as inputs, rotate_half by slice + negate + concat), an
    additive causal mask constant, o_proj + residual, RMSNorm, SwiGLU MLP
    (silu(gate) * up, down) + residual."""
    g = Graph()
    bs = None if b is None else b * s
    dh = h // nh
    x = g.arg((b, s, h), hint="x")
    cos = g.arg((1, 1, s, dh), hint="cos")
    sin = g.arg((1, 1, s, dh), hint="sin")
    xr = g.reshape(x, (1, bs, h))
    n1 = rmsnorm(g, xr)
    q4 = rope(g, split_heads(g, linear(g, n1, h, h, bias=False), b, s, nh, dh), cos, sin)
    k4 = rope(g, split_heads(g, linear(g, n1, h, h, bias=False), b, s, nh, dh), cos, sin)
    v4 = split_heads(g, linear(g, n1, h, h, bias=False), b, s, nh, dh)
    mask = g.const([0.0 if m else -FMAX for m in causal(s)], (1, 1, s, s), hint="mask")
    a = attention(g, q4, k4, v4, b, s, nh, dh, mask=mask)
    h1 = g.add(xr, linear(g, a, h, h, bias=False))
    n2 = rmsnorm(g, h1)
    gate = linear(g, n2, h, f, bias=False)
    up = linear(g, n2, h, f, bias=False)
    act = g.mul(g.mul(gate, g.sigmoid(gate)), up)
    h2 = g.add(h1, linear(g, act, f, h, bias=False))
    g.ret(g.reshape(h2, (b, s, h)))
    return g


def conv_bn(g, x, cout, k, depthwise=False):
    """conv (no bias: a zero tosa.const, as importers emit) + batch norm
    folded to per-channel scale and shift arguments."""
    cin = x.shape[-1]
    pad = k // 2
    if depthwise:
        w = g.arg((k, k, cin, 1), hint="dw")
        y = g.depthwise_conv2d(x, w, g.const(0.0, (cin,), hint="zb"), pad=pad)
        cout = cin
    else:
        w = g.arg((cout, k, k, cin), hint="w")
        y = g.conv2d(x, w, g.const(0.0, (cout,), hint="zb"), pad=pad)
    scale, shift = g.arg((1, 1, 1, cout), hint="bns"), g.arg((1, 1, 1, cout), hint="bnb")
    return g.add(g.mul(y, scale), shift)


def resnet(n=1, hw=8, c=16, mid=8):
    """ResNet bottleneck: 1x1 conv-BN-ReLU, 3x3 conv-BN-ReLU, 1x1 conv-BN,
    + identity, ReLU (ReLU as tosa.clamp [0, max float])."""
    g = Graph()
    x = g.arg((n, hw, hw, c), hint="x")
    y = g.clamp(conv_bn(g, x, mid, 1), 0.0, FMAX)
    y = g.clamp(conv_bn(g, y, mid, 3), 0.0, FMAX)
    y = conv_bn(g, y, c, 1)
    g.ret(g.clamp(g.add(y, x), 0.0, FMAX))
    return g


def mobilenet(n=1, hw=8, c=8, expand=4):
    """MobileNetV2 inverted residual (stride 1): 1x1 expand conv-BN-ReLU6,
    3x3 depthwise conv-BN-ReLU6, 1x1 project conv-BN, + input."""
    g = Graph()
    x = g.arg((n, hw, hw, c), hint="x")
    y = g.clamp(conv_bn(g, x, c * expand, 1), 0.0, 6.0)
    y = g.clamp(conv_bn(g, y, 0, 3, depthwise=True), 0.0, 6.0)
    y = conv_bn(g, y, c, 1)
    g.ret(g.add(y, x))
    return g


MODELS = {
    "bert_encoder": (bert, {}),
    "gpt2_block": (gpt2, {}),
    "llama_block": (llama, {}),
    "resnet_bottleneck": (resnet, {}),
    "mobilenetv2_block": (mobilenet, {}),
    "bert_encoder_dynbatch": (bert, {"b": None}),
    "gpt2_block_dynbatch": (gpt2, {"b": None}),
    "resnet_bottleneck_dynbatch": (resnet, {"n": None}),
}


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "models")
    os.makedirs(out, exist_ok=True)
    for name, (fn, kw) in MODELS.items():
        g = fn(**kw)
        doc = (fn.__doc__ or "").strip().splitlines()
        header = "\n".join("// " + l.strip() for l in doc)
        header = ("// %s: generated by test/Models/Inputs/gen_models.py (%s%s).\n%s"
                  % (name, fn.__name__, "".join(", %s=%s" % kv for kv in kw.items()), header))
        with open(os.path.join(out, name + ".tosa.mlir"), "w") as f:
            f.write(g.text(header))
        print(name)


if __name__ == "__main__":
    main()
