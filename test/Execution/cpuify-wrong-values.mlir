// Regression (external race-free kernel generator, expected output from its
// reference interpreter): a value computed before a uniform scf.if holding a
// barrier, used after it, that cannot be recomputed after the split (the
// thread loop calls a function). It was stored for the thread loop after the
// if inside the if's region, so never when the condition was false: buffer 1
// printed uninitialized memory (e.g. -6e32) at 1 thread.
// RUN: stitch-opt %s --stitch-to-openmp > %t.mincut.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.mincut.mlir | FileCheck %s
// RUN: stitch-opt %s --pass-pipeline='builtin.module(func.func(stitch-gpu-to-parallel,stitch-cpuify{method=cache-all}),canonicalize,cse,stitch-lower-to-llvm-cpu)' > %t.all.mlir
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.all.mlir | FileCheck %s
// CHECK: data =
// CHECK-NEXT: [0,  3,  0,  1,  0,  -1,  0,  4,  0,  2,  0,  0,  0,  5,  0,  3,  0,  1,  0,  -1,  0,  4,  0,  2,  0,  0,  0,  5,  0,  3,  2,  1,  0,  -1,  5,  4,  3,  2,  1,  0,  -1,  5,  4,  3,  2,  1,  0,  -1,  5,  4,  3,  2,  1,  0,  -1,  5,  4,  3,  2,  1,  2,  -1,  2,  4,  2,  2,  2,  0,  2,  5,  2,  3,  2,  1,  2,  -1,  2,  4,  2,  2,  2,  0,  2,  5,  2,  3,  2,  1,  2,  -1,  5,  4,  3,  2,  1,  0,  -1,  5,  4,  3,  2,  1,  0,  -1,  5,  4,  3,  2,  1,  0,  -1,  5,  4,  3,  2,  1,  0,  -1,  5,  4,  3,  2,  1,  0,  -1,  5,  4,  3,  2,  1,  0,  -1,  5,  4,  3,  2,  1,  0,  -1,  5,  4,  3,  2,  1,  0,  -1,  5,  4,  3,  2,  1,  0,  -1,  5,  4,  3,  2,  1,  0,  -1,  5,  4,  3,  2,  1,  0,  -1,  5,  4,  3,  2,  1,  0,  -1,  5,  4,  3,  2,  1,  0,  -1,  5,  4,  3,  2,  1,  0,  -1,  5,  4,  3,  2]
// CHECK: data =
// CHECK-NEXT: [2,  0.5,  0,  0.5,  12,  0.5,  10,  0.5,  8,  0.5,  6,  0.5,  4,  0.5,  2,  0.5,  0,  0.5,  12,  0.5,  10,  0.5,  8,  0.5,  6,  0.5,  4,  0.5,  2,  0.5,  0,  0.5,  12,  0.5,  10,  0.5,  8,  0.5,  6,  0.5,  4,  0.5,  2,  0.5,  0,  0.5,  12,  0.5,  10,  0.5,  8,  0.5,  6,  0.5,  4,  0.5,  2,  0.5,  0,  0.5,  12,  0.5,  10,  0.5,  8,  0.5,  6,  0.5,  4,  0.5,  2,  0.5,  0,  0.5,  12,  0.5,  10,  0.5,  8,  0.5,  6,  0.5,  4,  0.5,  2,  0.5,  0,  0.5,  12,  0.5,  10,  0.5,  8,  0.5,  6,  0.5,  4,  0.5,  2,  0.5,  0,  0.5,  12,  0.5,  10,  0.5,  8,  0.5,  6,  0.5,  4,  0.5,  2,  0.5,  0,  0.5,  12,  0.5,  10,  0.5,  8,  0,  6,  12,  4,  10,  2,  8,  0,  6,  12,  4,  10,  2,  8,  0,  6,  12,  4,  10,  2,  8,  0,  6,  12,  4,  10,  2,  8,  0]
func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func @run(%g0: memref<192xi32>, %g1: memref<150xf32>, %ga1_0: index, %ga2_2: index) {
  %t1 = arith.constant 0 : index
  %t2 = arith.constant 1 : index
  %t3 = arith.constant 4 : index
  %t4 = arith.constant 5 : index
  %t5 = arith.constant 3 : index
  %t6 = arith.constant 1 : index
  scf.parallel (%bx_0) = (%t1) to (%t3) step (%t2) {
    %sh0_0 = memref.alloca() : memref<2x15xi32>
    %sh0_1 = memref.alloca() : memref<15x2xi32>
    scf.parallel (%tx_0, %ty_0, %tz_0) = (%t1, %t1, %t1) to (%t4, %t5, %t6) step (%t2, %t2, %t2) {
      %t7 = arith.constant 15 : index
      %t8 = arith.muli %bx_0, %t7 : index
      %t9 = arith.constant 5 : index
      %t10 = arith.muli %t9, %ty_0 : index
      %t11 = arith.addi %tx_0, %t10 : index
      %t12 = arith.addi %t8, %t11 : index
      %t13 = arith.constant 2 : index
      %t14 = arith.muli %t12, %t13 : index
      %t15 = arith.constant 1 : index
      %t16 = arith.addi %t14, %t15 : index
      %t17 = memref.load %g0[%t16] : memref<192xi32>
      %t18 = arith.constant 1 : i32
      %t19 = arith.shrsi %t17, %t18 : i32
      %t20 = arith.constant 0 : index
      %t21 = arith.minui %tz_0, %t20 : index
      %t22 = arith.index_cast %t21 : index to i32
      %t23 = arith.constant 0 : i32
      %t24 = arith.shrsi %t22, %t23 : i32
      %t25 = arith.xori %t19, %t24 : i32
      %t26 = arith.constant 0 : index
      %t27 = arith.constant 5 : index
      %t28 = arith.muli %t27, %ty_0 : index
      %t29 = arith.addi %tx_0, %t28 : index
      memref.store %t25, %sh0_0[%t26, %t29] : memref<2x15xi32>
      %t30 = arith.constant 1 : index
      %t31 = arith.constant 1 : index
      %t32 = arith.addi %t30, %t31 : index
      %t33 = arith.index_cast %t32 : index to i32
      %t34 = arith.constant 1 : i32
      %t35 = arith.constant 15 : index
      %t36 = arith.muli %bx_0, %t35 : index
      %t37 = arith.constant 5 : index
      %t38 = arith.muli %t37, %ty_0 : index
      %t39 = arith.addi %tx_0, %t38 : index
      %t40 = arith.addi %t36, %t39 : index
      %t41 = arith.constant 2 : index
      %t42 = arith.muli %t40, %t41 : index
      %t43 = arith.constant 1 : index
      %t44 = arith.addi %t42, %t43 : index
      %t45 = memref.load %g0[%t44] : memref<192xi32>
      %t46 = arith.xori %t34, %t45 : i32
      %t47 = arith.xori %t33, %t46 : i32
      %t48 = arith.constant 1 : index
      %t49 = arith.constant 5 : index
      %t50 = arith.muli %t49, %ty_0 : index
      %t51 = arith.addi %tx_0, %t50 : index
      memref.store %t47, %sh0_0[%t48, %t51] : memref<2x15xi32>
      %t52 = arith.constant 5 : index
      %t53 = arith.muli %t52, %ty_0 : index
      %t54 = arith.addi %tx_0, %t53 : index
      %t55 = arith.index_cast %t54 : index to i32
      %t56 = arith.constant 6 : i32
      %t57 = arith.divsi %t55, %t56 : i32
      %t58 = arith.constant 5 : index
      %t59 = arith.muli %t58, %ty_0 : index
      %t60 = arith.addi %tx_0, %t59 : index
      %t61 = arith.constant 0 : index
      memref.store %t57, %sh0_1[%t60, %t61] : memref<15x2xi32>
      "stitch.barrier"(%tx_0, %ty_0, %tz_0) : (index, index, index) -> ()
      %t62 = arith.constant -2.0 : f32
      %t63 = arith.negf %t62 : f32
      %t64 = arith.constant 8 : i32
      %t65 = arith.constant 5 : index
      %t66 = arith.muli %t65, %ty_0 : index
      %t67 = arith.addi %tx_0, %t66 : index
      %t68 = arith.constant 0 : index
      %t69 = memref.load %sh0_1[%t67, %t68] : memref<15x2xi32>
      %t70 = arith.andi %t64, %t69 : i32
      %t71 = arith.sitofp %t70 : i32 to f32
      %t72 = arith.constant 0 : index
      %t73 = scf.while (%w6 = %t72) : (index) -> (index) {
        %t74 = arith.constant 7 : index
        %t75 = arith.constant 4 : index
        %t76 = arith.remui %t74, %t75 : index
        %t77 = arith.constant 1 : index
        %t78 = arith.addi %t76, %t77 : index
        %t79 = arith.cmpi ult, %w6, %t78 : index
        scf.condition(%t79) %w6 : index
      } do {
      ^bb0(%d7: index):
        %t80 = arith.constant 1 : index
        %t81 = arith.addi %d7, %t80 : index
        scf.yield %t81 : index
      }
      %t82 = arith.constant 0 : i32
      %t83 = arith.constant 9 : i32
      %t84 = arith.addi %t82, %t83 : i32
      %t85 = arith.constant 1 : index
      %t86 = arith.constant 5 : index
      %t87 = arith.muli %t85, %t86 : index
      %t88 = arith.index_cast %t87 : index to i32
      %t89 = arith.xori %t84, %t88 : i32
      %t90 = arith.constant 0 : i32
      %t91 = arith.constant 3 : index
      %t92 = arith.addi %t91, %bx_0 : index
      %t93 = arith.index_cast %t92 : index to i32
      %t94 = arith.constant 6 : index
      %t95 = arith.minui %bx_0, %t94 : index
      %t96 = arith.index_cast %t95 : index to i32
      %t97 = arith.subi %t93, %t96 : i32
      %t98 = arith.andi %t90, %t97 : i32
      %t99 = arith.cmpi sle, %t89, %t98 : i32
      scf.if %t99 {
        "stitch.barrier"(%tx_0, %ty_0, %tz_0) : (index, index, index) -> ()
      }
      %t101 = arith.constant 1.5 : f32
      %t102 = arith.constant 2.0 : f32
      %t103 = arith.mulf %t101, %t102 : f32
      %t104 = arith.constant -2.0 : f32
      %t105 = arith.divf %t103, %t104 : f32
      %t106 = arith.constant 1.0 : f32
      %t107 = arith.divf %t71, %t106 : f32
      %t108 = arith.constant -1.0 : f32
      %t109 = arith.mulf %t107, %t108 : f32
      %t110 = arith.subf %t105, %t109 : f32
      %t111 = arith.addf %t110, %t63 : f32
      %t112 = arith.constant 15 : index
      %t113 = arith.muli %bx_0, %t112 : index
      %t114 = arith.constant 5 : index
      %t115 = arith.muli %t114, %ty_0 : index
      %t116 = arith.addi %tx_0, %t115 : index
      %t117 = arith.addi %t113, %t116 : index
      %t118 = arith.constant 2 : index
      %t119 = arith.muli %t117, %t118 : index
      %t120 = arith.constant 1 : index
      %t121 = arith.addi %t119, %t120 : index
      memref.store %t111, %g1[%t121] : memref<150xf32>
      %t122 = arith.constant 2 : index
      %t123 = arith.remui %bx_0, %t122 : index
      %t124 = arith.constant 0 : index
      %t125 = arith.cmpi eq, %t123, %t124 : index
      %t126 = scf.if %t125 -> (index) {
        %t127 = arith.index_cast %bx_0 : index to i32
        %t128 = arith.constant 1 : index
        %t129 = arith.constant 4 : index
        %t130 = arith.muli %t128, %t129 : index
        %t131 = arith.index_cast %t130 : index to i32
        %t132 = arith.constant 22 : index
        %t133 = func.call @rsum_2x15_i32(%sh0_0, %t132) : (memref<2x15xi32>, index) -> i32
        %t134 = arith.maxsi %t131, %t133 : i32
        %t135 = arith.constant 2 : i32
        %t136 = arith.shrsi %t134, %t135 : i32
        %t137 = arith.minsi %t127, %t136 : i32
        %t138 = arith.constant 15 : index
        %t139 = arith.muli %bx_0, %t138 : index
        %t140 = arith.constant 5 : index
        %t141 = arith.muli %t140, %ty_0 : index
        %t142 = arith.addi %tx_0, %t141 : index
        %t143 = arith.addi %t139, %t142 : index
        %t144 = arith.constant 2 : index
        %t145 = arith.muli %t143, %t144 : index
        %t146 = arith.constant 0 : index
        %t147 = arith.addi %t145, %t146 : index
        memref.store %t137, %g0[%t147] : memref<192xi32>
        %t148 = arith.constant 1 : index
        %t149 = arith.divui %t73, %t148 : index
        scf.yield %t149 : index
      } else {
        %t150 = arith.constant 5 : index
        %t151 = arith.muli %t150, %ty_0 : index
        %t152 = arith.addi %tx_0, %t151 : index
        %t153 = arith.addi %t152, %t73 : index
        %t154 = arith.addi %t73, %bx_0 : index
        %t155 = arith.addi %t153, %t154 : index
        scf.yield %t155 : index
      }
      scf.reduce
    }
    scf.reduce
  }
  return
}

func.func @rsum_2x15_i32(%m: memref<2x15xi32>, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z) -> (i32) {
    %d0 = arith.constant 15 : index
    %x0 = arith.remui %i, %d0 : index
    %q0 = arith.divui %i, %d0 : index
    %v = memref.load %m[%q0, %x0] : memref<2x15xi32>
    %s = arith.addi %a, %v : i32
    scf.yield %s : i32
  }
  return %r : i32
}

func.func @main() {
  %g0 = memref.alloc() : memref<192xi32>
  %g1 = memref.alloc() : memref<150xf32>
  %t156 = arith.constant 0 : index
  %t157 = arith.constant 1 : index
  %t158 = arith.constant 192 : index
  scf.for %fi_g0 = %t156 to %t158 step %t157 {
    %t160 = arith.constant 6 : index
    %t159 = arith.muli %fi_g0, %t160 : index
    %t162 = arith.constant 5 : index
    %t161 = arith.addi %t159, %t162 : index
    %t164 = arith.constant 7 : index
    %t163 = arith.remui %t161, %t164 : index
    %t165 = arith.index_cast %t163 : index to i32
    %t167 = arith.constant 1 : i32
    %t166 = arith.subi %t165, %t167 : i32
    memref.store %t166, %g0[%fi_g0] : memref<192xi32>
  }
  %t168 = arith.constant 150 : index
  scf.for %fi_g1 = %t156 to %t168 step %t157 {
    %t170 = arith.constant 6 : index
    %t169 = arith.muli %fi_g1, %t170 : index
    %t172 = arith.constant 2 : index
    %t171 = arith.addi %t169, %t172 : index
    %t174 = arith.constant 14 : index
    %t173 = arith.remui %t171, %t174 : index
    %t175 = arith.index_cast %t173 : index to i32
    %t177 = arith.constant 0 : i32
    %t176 = arith.subi %t175, %t177 : i32
    %t178 = arith.sitofp %t176 : i32 to f32
    memref.store %t178, %g1[%fi_g1] : memref<150xf32>
  }
  %t179 = arith.constant 1 : index
  %t180 = arith.constant 1 : index
  call @run(%g0, %g1, %t179, %t180) : (memref<192xi32>, memref<150xf32>, index, index) -> ()
  %g0_f = memref.alloc() : memref<192xf32>
  %t181 = arith.constant 192 : index
  scf.for %pi_g0_0 = %t156 to %t181 step %t157 {
    %t182 = memref.load %g0[%pi_g0_0] : memref<192xi32>
    %t183 = arith.sitofp %t182 : i32 to f32
    memref.store %t183, %g0_f[%pi_g0_0] : memref<192xf32>
  }
  %t184 = memref.cast %g0_f : memref<192xf32> to memref<*xf32>
  call @printMemrefF32(%t184) : (memref<*xf32>) -> ()
  %t185 = memref.cast %g1 : memref<150xf32> to memref<*xf32>
  call @printMemrefF32(%t185) : (memref<*xf32>) -> ()
  return
}
