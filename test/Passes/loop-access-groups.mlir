// stitch-loop-access-groups: the loads and stores of a loop whose latch
// branch declares parallelAccesses = G (stitch-cpuify's serialized x thread
// loops) join G, nested loops included; accesses before and after the loop,
// and loops without parallelAccesses, are left alone. LLVM IR then carries
// llvm.loop.parallel_accesses and !llvm.access.group, which let the loop
// vectorizer skip its aliasing checks.
// RUN: stitch-opt %s --split-input-file --stitch-loop-access-groups | FileCheck %s
// Nested in llvm.func, as stitch-compile-cpu runs it (one function per task
// of MLIR's thread pool), the same result:
// RUN: stitch-opt %s --split-input-file --pass-pipeline='builtin.module(llvm.func(stitch-loop-access-groups))' | FileCheck %s
// RUN: stitch-opt %s --split-input-file --stitch-loop-access-groups | mlir-translate --split-input-file --mlir-to-llvmir | FileCheck %s --check-prefix=LLVM

// CHECK: #[[ANN:.*]] = #llvm.loop_annotation<parallelAccesses = #[[G:.*]]>
// CHECK-LABEL: llvm.func @loop
// CHECK: %[[BEFORE:.*]] = llvm.load %arg0 : !llvm.ptr -> f32
// CHECK: llvm.load %{{.*}} {access_groups = [#[[G]]]} : !llvm.ptr -> f32
// CHECK: llvm.store %{{.*}}, %{{.*}} {access_groups = [#{{access_group[0-9]*}}, #[[G]]]} : f32, !llvm.ptr
// CHECK: llvm.br ^{{.*}} {loop_annotation = #[[ANN]]}
// CHECK: llvm.store %[[BEFORE]], %arg0 : f32, !llvm.ptr
// LLVM-LABEL: define void @loop
// LLVM: load float, ptr %0, align 4{{$}}
// LLVM: load float, ptr %{{.*}}, align 4, !llvm.access.group ![[AG:[0-9]+]]
// LLVM: store float %{{.*}}, ptr %{{.*}}, align 4, !llvm.access.group ![[BOTH:[0-9]+]]
// LLVM: store float %{{.*}}, ptr %0, align 4{{$}}
// LLVM: !{!"llvm.loop.parallel_accesses", ![[AG]]}
#old = #llvm.access_group<id = distinct[0]<>>
#group = #llvm.access_group<id = distinct[1]<>>
#parallel = #llvm.loop_annotation<parallelAccesses = #group>
llvm.func @loop(%p: !llvm.ptr, %n: i64) {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %before = llvm.load %p : !llvm.ptr -> f32
  llvm.br ^header(%c0 : i64)
^header(%i: i64):
  %more = llvm.icmp "slt" %i, %n : i64
  llvm.cond_br %more, ^body, ^exit
^body:
  %q = llvm.getelementptr %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %v = llvm.load %q : !llvm.ptr -> f32
  llvm.br ^inner(%c0 : i64)
^inner(%j: i64):
  %moreJ = llvm.icmp "slt" %j, %n : i64
  llvm.cond_br %moreJ, ^innerBody, ^latch
^innerBody:
  llvm.store %v, %q {access_groups = [#old]} : f32, !llvm.ptr
  %j1 = llvm.add %j, %c1 : i64
  llvm.br ^inner(%j1 : i64)
^latch:
  %i1 = llvm.add %i, %c1 : i64
  llvm.br ^header(%i1 : i64) {loop_annotation = #parallel}
^exit:
  llvm.store %before, %p : f32, !llvm.ptr
  llvm.return
}

// -----

// Negative: a loop annotation without parallelAccesses (only no-unroll):
// nothing tagged.
// CHECK-LABEL: llvm.func @hinted
// CHECK-NOT: access_groups
// CHECK: llvm.return
#unroll = #llvm.loop_unroll<disable = true>
#hint = #llvm.loop_annotation<unroll = #unroll>
llvm.func @hinted(%p: !llvm.ptr, %n: i64) {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  llvm.br ^header(%c0 : i64)
^header(%i: i64):
  %more = llvm.icmp "slt" %i, %n : i64
  llvm.cond_br %more, ^body, ^exit
^body:
  %q = llvm.getelementptr %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %v = llvm.load %q : !llvm.ptr -> f32
  llvm.store %v, %q : f32, !llvm.ptr
  %i1 = llvm.add %i, %c1 : i64
  llvm.br ^header(%i1 : i64) {loop_annotation = #hint}
^exit:
  llvm.return
}

// -----

// Several annotated loops in one region, each tagged on its own: an outer
// loop with group A around an inner loop with group B, then a sibling loop
// with group C. The inner loop's accesses join A and B, the outer loop's
// own join A only, the sibling's C only, and the store between the two
// loops none.
// CHECK-LABEL: llvm.func @several
// CHECK: llvm.load %{{.*}} {access_groups = [#[[A:.*]]]} : !llvm.ptr -> f32
// CHECK: llvm.store %{{.*}}, %{{.*}} {access_groups = [#[[B:[^,]*]], #[[A]]]} : f32, !llvm.ptr
// CHECK: llvm.store %{{.*}}, %arg0 : f32, !llvm.ptr
// CHECK: llvm.store %{{.*}}, %{{.*}} {access_groups = [#[[C:.*]]]} : f32, !llvm.ptr
#a = #llvm.access_group<id = distinct[0]<>>
#b = #llvm.access_group<id = distinct[1]<>>
#c = #llvm.access_group<id = distinct[2]<>>
#pa = #llvm.loop_annotation<parallelAccesses = #a>
#pb = #llvm.loop_annotation<parallelAccesses = #b>
#pc = #llvm.loop_annotation<parallelAccesses = #c>
llvm.func @several(%p: !llvm.ptr, %n: i64) {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  llvm.br ^outer(%c0 : i64)
^outer(%i: i64):
  %ci = llvm.icmp "slt" %i, %n : i64
  llvm.cond_br %ci, ^outerBody, ^between
^outerBody:
  %q = llvm.getelementptr %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %v = llvm.load %q : !llvm.ptr -> f32
  llvm.br ^inner(%c0 : i64)
^inner(%j: i64):
  %cj = llvm.icmp "slt" %j, %n : i64
  llvm.cond_br %cj, ^innerBody, ^outerLatch
^innerBody:
  %r = llvm.getelementptr %q[%j] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  llvm.store %v, %r : f32, !llvm.ptr
  %j1 = llvm.add %j, %c1 : i64
  llvm.br ^inner(%j1 : i64) {loop_annotation = #pb}
^outerLatch:
  %i1 = llvm.add %i, %c1 : i64
  llvm.br ^outer(%i1 : i64) {loop_annotation = #pa}
^between:
  %z = llvm.mlir.constant(0.0 : f32) : f32
  llvm.store %z, %p : f32, !llvm.ptr
  llvm.br ^sib(%c0 : i64)
^sib(%k: i64):
  %ck = llvm.icmp "slt" %k, %n : i64
  llvm.cond_br %ck, ^sibBody, ^exit
^sibBody:
  %s = llvm.getelementptr %p[%k] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  llvm.store %z, %s : f32, !llvm.ptr
  %k1 = llvm.add %k, %c1 : i64
  llvm.br ^sib(%k1 : i64) {loop_annotation = #pc}
^exit:
  llvm.return
}
