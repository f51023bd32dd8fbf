// Rodinia "backprop" (bpnn_train_cuda): one training step of a network with
// one hidden layer, the input layer on the GPU. bpnn_layerforward_CUDA: a
// 16x16 block per 16 inputs stages the inputs and its tile of the weights in
// shared memory, multiplies, reduces over the inputs in a log2 tree (a
// barrier per step), writes the tile back over the device weights and the
// block's 16 partial sums. The host sums the partial sums, applies the
// sigmoid, runs the output layer and computes the errors;
// bpnn_adjust_weights_cuda then updates the weights and their momentum
// (a barrier, then the bias row).
//
// Input: in (input units, a multiple of 16), hid (= 16) (int32); target
// (float); the input units (in + 1 float, unit 0 the bias), the
// hidden->output weights ((hid + 1) x 2 float), the input->hidden weights and
// their previous changes ((in + 1) x (hid + 1) float each).
// Output: the hidden units, the hidden deltas (hid + 1 float each), the
// weights and the previous changes ((in + 1) x (hid + 1) float each).
//
// Deviations from Rodinia: the blocks are numbered along x (Rodinia: a
// (1, in / 16) grid, blockIdx.y; 2^20 inputs need 65536 blocks, more than
// CUDA allows in y); float constants and host arithmetic (Rodinia computes
// the host part in double), as in the OpenMP version; the output
// layer's weights are not adjusted (the OpenMP version leaves that host
// step out too). Rodinia uploads the weights again before the adjustment
// because the forward kernel overwrote them; here the forward kernel works
// on a second device copy uploaded with the inputs, outside the timing.
#include "bench_cuda.h"

#define WIDTH 16  // hidden units handled by a block (= hid)
#define HEIGHT 16 // inputs handled by a block
#define ETA 0.3f
#define MOMENTUM 0.3f

__global__ void bpnn_layerforward_CUDA(const float *input_cuda,
                                       float *input_hidden_cuda,
                                       float *hidden_partial_sum, int in, int hid) {
  int by = blockIdx.x;
  int tx = threadIdx.x, ty = threadIdx.y;
  int index = (hid + 1) * HEIGHT * by + (hid + 1) * ty + tx + 1 + (hid + 1);
  int index_in = HEIGHT * by + ty + 1;
  __shared__ float input_node[HEIGHT];
  __shared__ float weight_matrix[HEIGHT][WIDTH];
  if (tx == 0)
    input_node[ty] = input_cuda[index_in];
  __syncthreads();
  weight_matrix[ty][tx] = input_hidden_cuda[index];
  __syncthreads();
  weight_matrix[ty][tx] = weight_matrix[ty][tx] * input_node[ty];
  __syncthreads();
  for (int i = 1; i <= __log2f(HEIGHT); i++) {
    int power_two = __powf(2, i);
    if (ty % power_two == 0)
      weight_matrix[ty][tx] = weight_matrix[ty][tx] + weight_matrix[ty + power_two / 2][tx];
    __syncthreads();
  }
  input_hidden_cuda[index] = weight_matrix[ty][tx];
  __syncthreads();
  if (tx == 0)
    hidden_partial_sum[by * hid + ty] = weight_matrix[tx][ty];
}

__global__ void bpnn_adjust_weights_cuda(const float *delta, int hid,
                                         const float *ly, int in, float *w,
                                         float *oldw) {
  int by = blockIdx.x;
  int tx = threadIdx.x, ty = threadIdx.y;
  int index = (hid + 1) * HEIGHT * by + (hid + 1) * ty + tx + 1 + (hid + 1);
  int index_y = HEIGHT * by + ty + 1;
  int index_x = tx + 1;
  w[index] += ((ETA * delta[index_x] * ly[index_y]) + (MOMENTUM * oldw[index]));
  oldw[index] = ((ETA * delta[index_x] * ly[index_y]) + (MOMENTUM * oldw[index]));
  __syncthreads();
  if (ty == 0 && by == 0) { // the bias row (its input is 1)
    w[index_x] += ((ETA * delta[index_x]) + (MOMENTUM * oldw[index_x]));
    oldw[index_x] = ((ETA * delta[index_x]) + (MOMENTUM * oldw[index_x]));
  }
}

static float squash(float x) { return 1.0f / (1.0f + expf(-x)); }

int main(int argc, char **argv) {
  BenchArgs args = benchArgs(argc, argv);
  int in = benchReadInt(args), hid = benchReadInt(args);
  float target = benchReadFloat(args);
  if (in <= 0 || in % HEIGHT != 0 || hid != WIDTH) {
    fprintf(stderr, "backprop: bad sizes\n");
    return 1;
  }
  size_t nw = (size_t)(in + 1) * (hid + 1), wbytes = sizeof(float) * nw;
  float *input = (float *)benchReadArray(args, sizeof(float), in + 1);
  float *w2 = (float *)benchReadArray(args, sizeof(float), (hid + 1) * 2);
  float *w = (float *)benchReadArray(args, sizeof(float), nw);
  float *oldw = (float *)benchReadArray(args, sizeof(float), nw);
  int num_blocks = in / HEIGHT;
  float *partial = (float *)malloc(sizeof(float) * num_blocks * WIDTH);
  float *hidden = (float *)malloc(sizeof(float) * (hid + 1));
  float *delta = (float *)malloc(sizeof(float) * (hid + 1));

  float *input_cuda, *wfwd_cuda, *w_cuda, *oldw_cuda, *partial_cuda, *delta_cuda;
  CUDA_CHECK(cudaMalloc((void **)&input_cuda, sizeof(float) * (in + 1)));
  CUDA_CHECK(cudaMalloc((void **)&wfwd_cuda, wbytes));
  CUDA_CHECK(cudaMalloc((void **)&w_cuda, wbytes));
  CUDA_CHECK(cudaMalloc((void **)&oldw_cuda, wbytes));
  CUDA_CHECK(cudaMalloc((void **)&partial_cuda, sizeof(float) * num_blocks * WIDTH));
  CUDA_CHECK(cudaMalloc((void **)&delta_cuda, sizeof(float) * (hid + 1)));
  CUDA_CHECK(cudaMemcpy(input_cuda, input, sizeof(float) * (in + 1),
                        cudaMemcpyHostToDevice));
  dim3 grid(num_blocks, 1), threads(16, 16);
  BenchTimer timer;
  benchTimerInit(timer);
  for (int r = 0; r <= args.reps; r++) {
    CUDA_CHECK(cudaMemcpy(wfwd_cuda, w, wbytes, cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(w_cuda, w, wbytes, cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(oldw_cuda, oldw, wbytes, cudaMemcpyHostToDevice));
    benchStart(timer);
    bpnn_layerforward_CUDA<<<grid, threads>>>(input_cuda, wfwd_cuda, partial_cuda,
                                              in, hid);
    CUDA_CHECK(cudaMemcpy(partial, partial_cuda, sizeof(float) * num_blocks * WIDTH,
                          cudaMemcpyDeviceToHost));
    // The hidden layer: the block sums, the bias weight, the sigmoid.
    hidden[0] = 1.0f;
    for (int j = 1; j <= hid; j++) {
      float sum = 0;
      for (int k = 0; k < num_blocks; k++)
        sum += partial[k * hid + j - 1];
      sum += w[j]; // input_weights[0][j], the bias
      hidden[j] = squash(sum);
    }
    // The output unit and the errors.
    float onet = 0;
    for (int j = 0; j <= hid; j++)
      onet += hidden[j] * w2[j * 2 + 1];
    float o = squash(onet);
    float deltaO = o * (1.0f - o) * (target - o);
    delta[0] = 0;
    for (int j = 1; j <= hid; j++)
      delta[j] = hidden[j] * (1.0f - hidden[j]) * (deltaO * w2[j * 2 + 1]);
    CUDA_CHECK(cudaMemcpy(delta_cuda, delta, sizeof(float) * (hid + 1),
                          cudaMemcpyHostToDevice));
    bpnn_adjust_weights_cuda<<<grid, threads>>>(delta_cuda, hid, input_cuda, in,
                                                w_cuda, oldw_cuda);
    benchStop(timer);
  }
  benchReport(timer);
  benchWrite(args, hidden, sizeof(float) * (hid + 1));
  benchWrite(args, delta, sizeof(float) * (hid + 1));
  CUDA_CHECK(cudaMemcpy(w, w_cuda, wbytes, cudaMemcpyDeviceToHost));
  benchWrite(args, w, wbytes);
  CUDA_CHECK(cudaMemcpy(oldw, oldw_cuda, wbytes, cudaMemcpyDeviceToHost));
  benchWrite(args, oldw, wbytes);
  benchFinish(args);
  cudaFree(input_cuda);
  cudaFree(wfwd_cuda);
  cudaFree(w_cuda);
  cudaFree(oldw_cuda);
  cudaFree(partial_cuda);
  cudaFree(delta_cuda);
  free(input);
  free(w2);
  free(w);
  free(oldw);
  free(partial);
  free(hidden);
  free(delta);
  return 0;
}
