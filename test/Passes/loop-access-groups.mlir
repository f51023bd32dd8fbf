// stitch-loop-access-groups: the loads and stores of a loop whose latch
// branch declares parallelAccesses = G (stitch-cpuify's serialized x thread
// loops) join G, nested loops included; accesses before and after the loop,
// and loops without parallelAccesses, are left alone. LLVM IR then carries
// llvm.loop.parallel_accesses and !llvm.access.group, which let the loop
// vectorizer skip its aliasing checks.
// RUN: stitch-opt %s --split-input-file --stitch-loop-access-groups | FileCheck %s
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
