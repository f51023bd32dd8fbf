// stitch-fusion-report: JSON and Graphviz DOT of a hand-fused module.
// RUN: stitch-opt %s --pass-pipeline='builtin.module(stitch-fusion-report{json=%t.json dot=%t.dot})' -o %t.ir
// RUN: FileCheck %s --check-prefix=JSON --input-file=%t.json
// RUN: FileCheck %s --check-prefix=JSON2 --input-file=%t.json
// RUN: FileCheck %s --check-prefix=DOT --input-file=%t.dot
// The JSON is well-formed.
// RUN: python3 -c "import json,sys; json.load(open(sys.argv[1]))" %t.json
// Default: JSON on stdout, after nothing else (-o sends the IR elsewhere).
// RUN: stitch-opt %s --stitch-fusion-report -o /dev/null | FileCheck %s --check-prefix=JSON
// Negative: the pass changes nothing; json= (empty) writes no report.
// RUN: stitch-opt %s > %t.orig
// RUN: diff %t.orig %t.ir
// RUN: stitch-opt %s --pass-pipeline='builtin.module(stitch-fusion-report{json=})' | diff %t.orig -
// Negative: an unwritable path is a located error and a failed pass.
// RUN: not stitch-opt %s --pass-pipeline='builtin.module(stitch-fusion-report{json=%t.missing/dir/r.json})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR
// ERR: error: stitch-fusion-report: cannot write the JSON report to '{{.*}}r.json'

// A matmul + bias + tanh epilogue kernel, a softmax-like reduction kernel
// with a nested loop kernel, and one op left outside.
// Launches before: fill, matmul, addf, tanh (kernel 0); fill, reduce,
// generic, exp (kernels 1, 2); mulf = 9. After: 2 outer kernels + mulf = 3.
// Bytes (f32), each launch reads its distinct operands (not tensor.empty)
// and writes its results:
//   before: kernel 0: fill 64, matmul 128+128+64+64, addf 3*64, tanh 2*64
//           = 768; kernel 1: fill 16, reduce 64+16+16, generic 64+16+64
//           (ins and outs are one value), exp 2*64 = 384; mulf 3*64 = 192;
//           total 1344
//   after:  kernel 0: 128+128+64 in, 64 out = 384; kernel 1: 64 in, 64 out
//           = 128; mulf 192; total 704
// JSON-LABEL: {"functions": [
// JSON-NEXT:    {"name": "fused",
// JSON-NEXT:     "kernels": [
// JSON-NEXT:        {"id": 0, "parent": null, "kind": "gemm_epilogue",
// JSON-NEXT:         "ops": ["arith.constant", "tensor.empty", "linalg.fill", "linalg.matmul", "arith.addf", "math.tanh"],
// JSON-NEXT:         "num_ops": 6, "compute_ops": 4, "bytes": 384,
// JSON-NEXT:         "operand_types": ["tensor<4x8xf32>", "tensor<8x4xf32>", "tensor<4x4xf32>"],
// JSON-NEXT:         "result_types": ["tensor<4x4xf32>"]},
// JSON-NEXT:        {"id": 1, "parent": null, "kind": "reduction",
// JSON-NEXT:         "ops": ["arith.constant", "tensor.empty", "linalg.fill", "linalg.reduce", "tensor.expand_shape", "stitch.kernel"],
// JSON-NEXT:         "num_ops": 6, "compute_ops": 4, "bytes": 128,
// JSON-NEXT:         "operand_types": ["tensor<4x4xf32>"],
// JSON-NEXT:         "result_types": ["tensor<4x4xf32>"]},
// JSON-NEXT:        {"id": 2, "parent": 1, "kind": "loop",
// JSON-NEXT:         "ops": ["linalg.generic", "math.exp"],
// JSON-NEXT:         "num_ops": 2, "compute_ops": 2, "bytes": 144,
// JSON-NEXT:         "operand_types": ["tensor<4x4xf32>", "tensor<4x1xf32>"],
// JSON-NEXT:         "result_types": ["tensor<4x4xf32>"]}
// JSON-NEXT:     ],
// JSON-NEXT:     "outside": {"compute_ops": ["arith.mulf"], "num_other_ops": 0},
// JSON-NEXT:     "launches_before": 9, "launches_after": 3,
// JSON-NEXT:     "bytes_before": 1344, "bytes_after": 704, "unknown_sizes": 0},
//
// No kernels: before == after; scalar ops and constants are no launches;
// addf reads %a once (16) and writes 16, mulf 16+16+16.
// JSON-NEXT:    {"name": "unfused",
// JSON-NEXT:     "kernels": [],
// JSON-NEXT:     "outside": {"compute_ops": ["arith.addf", "arith.mulf"], "num_other_ops": 2},
// JSON-NEXT:     "launches_before": 2, "launches_after": 2,
// JSON-NEXT:     "bytes_before": 80, "bytes_after": 80, "unknown_sizes": 0},
//
// Dynamic shapes have no byte size: counted in unknown_sizes (2 values of
// the exp before, 2 of the kernel after).
// JSON-NEXT:    {"name": "dynamic",
// JSON-NEXT:     "kernels": [
// JSON-NEXT:        {"id": 0, "parent": null, "kind": "loop",
// JSON-NEXT:         "ops": ["math.exp"],
// JSON-NEXT:         "num_ops": 1, "compute_ops": 1, "bytes": 0,
// JSON-NEXT:         "operand_types": ["tensor<?xf32>"],
// JSON-NEXT:         "result_types": ["tensor<?xf32>"]}
// JSON-NEXT:     ],
// JSON-NEXT:     "outside": {"compute_ops": [], "num_other_ops": 0},
// JSON-NEXT:     "launches_before": 1, "launches_after": 1,
// JSON-NEXT:     "bytes_before": 0, "bytes_after": 0, "unknown_sizes": 4},
// Declarations are not functions with a body: not reported.
// JSON-NOT: "decl"

// DOT: digraph fusion {
// DOT: subgraph cluster_f0 {
// DOT-NEXT: label="@fused";
// DOT-NEXT: f0_a0 [label="%arg0\ntensor<4x8xf32>", shape=ellipse];
// DOT: subgraph cluster_f0_k0 {
// DOT-NEXT: label="kernel 0 (gemm_epilogue)"; style="filled,rounded"; color="[[C0:#[0-9a-f]+]]"
// DOT-NEXT: [[FILL:n[0-9]+]] [label="linalg.fill\ntensor<4x4xf32>", fillcolor="[[C0]]"];
// DOT-NEXT: [[MM:n[0-9]+]] [label="linalg.matmul\ntensor<4x4xf32>", fillcolor="[[C0]]"];
// DOT-NEXT: [[BIAS:n[0-9]+]] [label="arith.addf\ntensor<4x4xf32>", fillcolor="[[C0]]"];
// DOT-NEXT: [[TANH:n[0-9]+]] [label="math.tanh\ntensor<4x4xf32>", fillcolor="[[C0]]"];
// DOT-NEXT: }
// DOT-NEXT: subgraph cluster_f0_k1 {
// DOT-NEXT: label="kernel 1 (reduction)"; style="filled,rounded"; color="[[C1:#[0-9a-f]+]]"
// DOT-NOT: [[C0]]
// DOT: [[RED:n[0-9]+]] [label="linalg.reduce\ntensor<4xf32>", fillcolor="[[C1]]"];
// DOT-NEXT: [[EXP:n[0-9]+]] [label="tensor.expand_shape\ntensor<4x1xf32>", fillcolor="[[C1]]"];
// DOT-NEXT: subgraph cluster_f0_k2 {
// DOT-NEXT: label="kernel 2 (loop)"
// DOT-NEXT: [[SUB:n[0-9]+]] [label="linalg.generic\ntensor<4x4xf32>", fillcolor="[[C2:#[0-9a-f]+]]"];
// DOT-NEXT: [[E:n[0-9]+]] [label="math.exp\ntensor<4x4xf32>", fillcolor="[[C2]]"];
// DOT-NEXT: }
// DOT-NEXT: }
// Outside any kernel: white.
// DOT-NEXT: [[MUL:n[0-9]+]] [label="arith.mulf\ntensor<4x4xf32>"];
// DOT-NEXT: [[RET:n[0-9]+]] [label="func.return", shape=ellipse];
// Edges cross kernel boundaries: from the matmul inside kernel 0 to the
// reduction inside kernel 1, through the kernel result and operand.
// DOT-DAG: f0_a0 -> [[MM]]
// DOT-DAG: f0_a1 -> [[MM]]
// DOT-DAG: [[FILL]] -> [[MM]]
// DOT-DAG: [[MM]] -> [[BIAS]]
// DOT-DAG: f0_a2 -> [[BIAS]]
// DOT-DAG: [[BIAS]] -> [[TANH]]
// DOT-DAG: [[TANH]] -> [[RED]]
// DOT-DAG: [[TANH]] -> [[SUB]]
// DOT-DAG: [[EXP]] -> [[SUB]]
// DOT-DAG: [[SUB]] -> [[E]]
// DOT-DAG: [[E]] -> [[MUL]]
// DOT-DAG: [[TANH]] -> [[MUL]]
// DOT-DAG: [[MUL]] -> [[RET]]
// DOT: subgraph cluster_f1 {
// DOT-NEXT: label="@unfused";
// DOT: subgraph cluster_f2 {
// DOT-NEXT: label="@dynamic";
// DOT: [[R2:n[0-9]+]] [label="func.return", shape=ellipse];
// DOT: -> [[R2]]
// DOT-NEXT: }
// DOT-NEXT: subgraph cluster_f3 {
// DOT-NEXT: label="@calls";
// DOT: }
// DOT-NEXT: }
// DOT-NOT: cluster

#id2 = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0, 0)>
func.func @fused(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>, %bias: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %g = stitch.kernel gemm_epilogue (%x = %a : tensor<4x8xf32>, %y = %b : tensor<8x4xf32>, %z = %bias : tensor<4x4xf32>) -> tensor<4x4xf32> {
    %c0 = arith.constant 0.0 : f32
    %e = tensor.empty() : tensor<4x4xf32>
    %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
    %mm = linalg.matmul ins(%x, %y : tensor<4x8xf32>, tensor<8x4xf32>) outs(%f : tensor<4x4xf32>) -> tensor<4x4xf32>
    %bi = arith.addf %mm, %z : tensor<4x4xf32>
    %t = math.tanh %bi : tensor<4x4xf32>
    stitch.yield %t : tensor<4x4xf32>
  }
  %s = stitch.kernel reduction (%x = %g : tensor<4x4xf32>) -> tensor<4x4xf32> {
    %ninf = arith.constant -1.0e30 : f32
    %e = tensor.empty() : tensor<4xf32>
    %f = linalg.fill ins(%ninf : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    %m = linalg.reduce ins(%x : tensor<4x4xf32>) outs(%f : tensor<4xf32>) dimensions = [1]
      (%in: f32, %acc: f32) {
        %mx = arith.maximumf %in, %acc : f32
        linalg.yield %mx : f32
      }
    %m2 = tensor.expand_shape %m [[0, 1]] output_shape [4, 1] : tensor<4xf32> into tensor<4x1xf32>
    %inner = stitch.kernel loop (%u = %x : tensor<4x4xf32>, %v = %m2 : tensor<4x1xf32>) -> tensor<4x4xf32> {
      %d = linalg.generic {indexing_maps = [#id2, #row, #id2], iterator_types = ["parallel", "parallel"]}
          ins(%u, %v : tensor<4x4xf32>, tensor<4x1xf32>) outs(%u : tensor<4x4xf32>) {
        ^bb0(%p: f32, %q: f32, %o: f32):
          %r = arith.subf %p, %q : f32
          linalg.yield %r : f32
      } -> tensor<4x4xf32>
      %ex = math.exp %d : tensor<4x4xf32>
      stitch.yield %ex : tensor<4x4xf32>
    }
    stitch.yield %inner : tensor<4x4xf32>
  }
  %out = arith.mulf %s, %g : tensor<4x4xf32>
  return %out : tensor<4x4xf32>
}

func.func @unfused(%a: tensor<4xf32>, %i: index) -> (tensor<4xf32>, index) {
  %c1 = arith.constant 1 : index
  %j = arith.addi %i, %c1 : index
  %s = arith.addf %a, %a : tensor<4xf32>
  %m = arith.mulf %s, %a : tensor<4xf32>
  return %m, %j : tensor<4xf32>, index
}

func.func @dynamic(%a: tensor<?xf32>) -> tensor<?xf32> {
  %r = stitch.kernel loop (%x = %a : tensor<?xf32>) -> tensor<?xf32> {
    %e = math.exp %x : tensor<?xf32>
    stitch.yield %e : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}

func.func private @decl(tensor<4xf32>) -> tensor<4xf32>

// Negative: a call is no launch (its callee's ops are, counted there); the
// declaration above is not reported.
// JSON2: "name": "calls"
// JSON2-NEXT: "kernels": [],
// JSON2-NEXT: "outside": {"compute_ops": [], "num_other_ops": 1},
// JSON2-NEXT: "launches_before": 0, "launches_after": 0,
// JSON2-NEXT: "bytes_before": 0, "bytes_after": 0, "unknown_sizes": 0}
// JSON2-NEXT: ]}
func.func @calls(%a: tensor<4xf32>) -> tensor<4xf32> {
  %r = call @decl(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
