/* Sequential C references of the examples/fusion models: prints what their
 * @main prints (rows 0 and 7 of the 8x16 result, "%g" one per line).
 * Usage: fusion-models {mlp|encoder_block|tosa_mlp} */
#include <math.h>
#include <stdio.h>
#include <string.h>

enum { S = 8, D = 16, H = 2, DH = 8, F = 32 };

/* value(i, j) = ((7 i + 3 j + seed) mod 17 - 8) / 16, as @fill_2d. */
static void fill(float *a, int m, int n, int seed) {
  for (int i = 0; i < m; ++i)
    for (int j = 0; j < n; ++j)
      a[i * n + j] = (float)((7 * i + 3 * j + seed) % 17 - 8) * 0.0625f;
}

/* c[m][n] = a[m][k] @ b[k][n] + bias[n] */
static void linear(const float *a, const float *b, const float *bias, float *c,
                   int m, int k, int n) {
  for (int i = 0; i < m; ++i)
    for (int j = 0; j < n; ++j) {
      float s = 0.0f;
      for (int l = 0; l < k; ++l)
        s += a[i * k + l] * b[l * n + j];
      c[i * n + j] = s + bias[j];
    }
}

static void print_rows(const float *y) {
  for (int i = 0; i < S; i += 7)
    for (int j = 0; j < D; ++j)
      printf("%g\n", y[i * D + j]);
}

static void layernorm(const float *x, const float *g, const float *b,
                      float *y) {
  for (int i = 0; i < S; ++i) {
    float sum = 0.0f, var = 0.0f;
    for (int j = 0; j < D; ++j)
      sum += x[i * D + j];
    float mean = sum * 0.0625f;
    float c[D];
    for (int j = 0; j < D; ++j) {
      c[j] = x[i * D + j] - mean;
      var += c[j] * c[j];
    }
    float r = 1.0f / sqrtf(var * 0.0625f + 1.0e-5f);
    for (int j = 0; j < D; ++j)
      y[i * D + j] = c[j] * r * g[j] + b[j];
  }
}

static void mlp(void) {
  float x[S * D], w1[D * F], b1[F], w2[F * D], b2[D], h[S * F], y[S * D];
  fill(x, S, D, 1);
  fill(w1, D, F, 2);
  fill(b1, 1, F, 3);
  fill(w2, F, D, 4);
  fill(b2, 1, D, 5);
  linear(x, w1, b1, h, S, D, F);
  for (int i = 0; i < S * F; ++i)
    h[i] = fmaxf(h[i], 0.0f);
  linear(h, w2, b2, y, S, F, D);
  for (int i = 0; i < S * D; ++i)
    y[i] = tanhf(y[i]) + x[i];
  print_rows(y);
}

static void tosa_mlp(void) {
  float x[S * D], w1[D * F], b1[F], w2[F * D], b2[D], h[S * F], y[S * D];
  fill(x, S, D, 21);
  fill(w1, D, F, 22);
  fill(b1, 1, F, 23);
  fill(w2, F, D, 24);
  fill(b2, 1, D, 25);
  linear(x, w1, b1, h, S, D, F);
  for (int i = 0; i < S * F; ++i)
    h[i] = fmaxf(h[i], 0.0f);
  linear(h, w2, b2, y, S, F, D);
  for (int i = 0; i < S * D; ++i)
    y[i] = 1.0f / (1.0f + expf(-y[i])) * x[i];
  print_rows(y);
}

static void encoder_block(void) {
  float x[S * D], g1[D], be1[D], wq[D * D], bq[D], wk[D * D], bk[D];
  float wv[D * D], bv[D], wo[D * D], bo[D], g2[D], be2[D], w1[D * F], b1[F];
  float w2[F * D], b2[D];
  fill(x, S, D, 1);
  fill(g1, 1, D, 2);
  fill(be1, 1, D, 3);
  fill(wq, D, D, 4);
  fill(bq, 1, D, 5);
  fill(wk, D, D, 6);
  fill(bk, 1, D, 7);
  fill(wv, D, D, 8);
  fill(bv, 1, D, 9);
  fill(wo, D, D, 10);
  fill(bo, 1, D, 11);
  fill(g2, 1, D, 12);
  fill(be2, 1, D, 13);
  fill(w1, D, F, 14);
  fill(b1, 1, F, 15);
  fill(w2, F, D, 16);
  fill(b2, 1, D, 17);
  for (int j = 0; j < D; ++j) {
    g1[j] = g1[j] * 0.25f + 1.0f;
    g2[j] = g2[j] * 0.25f + 1.0f;
  }

  float a[S * D], q[S * D], k[S * D], v[S * D], cat[S * D], x1[S * D];
  layernorm(x, g1, be1, a);
  linear(a, wq, bq, q, S, D, D);
  linear(a, wk, bk, k, S, D, D);
  linear(a, wv, bv, v, S, D, D);
  for (int hd = 0; hd < H; ++hd)
    for (int i = 0; i < S; ++i) {
      float p[S], mx = -1.0e30f, den = 0.0f;
      for (int j = 0; j < S; ++j) {
        float s = 0.0f;
        for (int l = 0; l < DH; ++l)
          s += q[i * D + hd * DH + l] * k[j * D + hd * DH + l];
        p[j] = j > i ? -1.0e30f : s * 0.353553385f;
        mx = fmaxf(p[j], mx);
      }
      for (int j = 0; j < S; ++j) {
        p[j] = expf(p[j] - mx);
        den += p[j];
      }
      for (int l = 0; l < DH; ++l) {
        float s = 0.0f;
        for (int j = 0; j < S; ++j)
          s += p[j] / den * v[j * D + hd * DH + l];
        cat[i * D + hd * DH + l] = s;
      }
    }
  linear(cat, wo, bo, x1, S, D, D);
  for (int i = 0; i < S * D; ++i)
    x1[i] += x[i];

  float n2[S * D], hh[S * F], y[S * D];
  layernorm(x1, g2, be2, n2);
  linear(n2, w1, b1, hh, S, D, F);
  for (int i = 0; i < S * F; ++i) {
    float u = hh[i];
    hh[i] = u * 0.5f * (tanhf((u + u * u * u * 0.044715f) * 0.797884583f) +
                        1.0f);
  }
  linear(hh, w2, b2, y, S, F, D);
  for (int i = 0; i < S * D; ++i)
    y[i] += x1[i];
  print_rows(y);
}

int main(int argc, char **argv) {
  if (argc == 2 && strcmp(argv[1], "mlp") == 0)
    mlp();
  else if (argc == 2 && strcmp(argv[1], "encoder_block") == 0)
    encoder_block();
  else if (argc == 2 && strcmp(argv[1], "tosa_mlp") == 0)
    tosa_mlp();
  else {
    fprintf(stderr, "usage: %s {mlp|encoder_block|tosa_mlp}\n", argv[0]);
    return 2;
  }
  return 0;
}
