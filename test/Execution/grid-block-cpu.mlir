// A GPU-style grid/block nest (shared memory as an alloca at the top of the
// block body) runs on the CPU through stitch-lower-to-llvm-cpu (OpenMP), with
// one and two threads, and matches a sequential reference computed in the
// same program.
// RUN: stitch-opt %s --stitch-lower-to-llvm-cpu > %t.ll.mlir
// RUN: env OMP_NUM_THREADS=1 %mlir-runner %t.ll.mlir | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %mlir-runner %t.ll.mlir | FileCheck %s

// Block b of 64 threads: out[b*64+t] = sum_k in[b*64+k] * (t+1), in[i] = i.
// CHECK: data =
// CHECK-NEXT: [2016,  4032,  6048,  8064,  6112,  12224,  18336,  24448]
// CHECK: data =
// CHECK-NEXT: [2016,  4032,  6048,  8064,  6112,  12224,  18336,  24448]
// mismatches against the reference, then the checksum sum(out) / 1024:
// CHECK-NEXT: 0
// CHECK-NEXT: 1.06392e+06
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }

func.func @kernel(%in: memref<1024xf32>, %out: memref<1024xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  scf.parallel (%b) = (%c0) to (%c16) step (%c1) {
    %tile = memref.alloca() : memref<64xf32>
    %base = arith.muli %b, %c64 : index
    scf.parallel (%t) = (%c0) to (%c64) step (%c1) {
      %g = arith.addi %base, %t : index
      %v = memref.load %in[%g] : memref<1024xf32>
      memref.store %v, %tile[%t] : memref<64xf32>
      scf.reduce
    }
    scf.parallel (%t) = (%c0) to (%c64) step (%c1) {
      %z = arith.constant 0.0 : f32
      %s = scf.for %k = %c0 to %c64 step %c1 iter_args(%acc = %z) -> f32 {
        %v = memref.load %tile[%k] : memref<64xf32>
        %a = arith.addf %acc, %v : f32
        scf.yield %a : f32
      }
      %t1 = arith.addi %t, %c1 : index
      %ti = arith.index_cast %t1 : index to i32
      %tf = arith.sitofp %ti : i32 to f32
      %r = arith.mulf %s, %tf : f32
      %g = arith.addi %base, %t : index
      memref.store %r, %out[%g] : memref<1024xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

func.func @reference(%in: memref<1024xf32>, %out: memref<1024xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  scf.for %b = %c0 to %c16 step %c1 {
    %base = arith.muli %b, %c64 : index
    scf.for %t = %c0 to %c64 step %c1 {
      %z = arith.constant 0.0 : f32
      %s = scf.for %k = %c0 to %c64 step %c1 iter_args(%acc = %z) -> f32 {
        %gk = arith.addi %base, %k : index
        %v = memref.load %in[%gk] : memref<1024xf32>
        %a = arith.addf %acc, %v : f32
        scf.yield %a : f32
      }
      %t1 = arith.addi %t, %c1 : index
      %ti = arith.index_cast %t1 : index to i32
      %tf = arith.sitofp %ti : i32 to f32
      %r = arith.mulf %s, %tf : f32
      %g = arith.addi %base, %t : index
      memref.store %r, %out[%g] : memref<1024xf32>
    }
  }
  return
}

// Prints out[0..3] and out[64..67].
func.func @show(%out: memref<1024xf32>) {
  %sample = memref.alloc() : memref<8xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %a = memref.load %out[%i] : memref<1024xf32>
    memref.store %a, %sample[%i] : memref<8xf32>
    %j = arith.addi %i, %c64 : index
    %b = memref.load %out[%j] : memref<1024xf32>
    %k = arith.addi %i, %c4 : index
    memref.store %b, %sample[%k] : memref<8xf32>
  }
  %cast = memref.cast %sample : memref<8xf32> to memref<*xf32>
  call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
  memref.dealloc %sample : memref<8xf32>
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c1024 = arith.constant 1024 : index
  %in = memref.alloc() : memref<1024xf32>
  %out = memref.alloc() : memref<1024xf32>
  %ref = memref.alloc() : memref<1024xf32>
  scf.for %i = %c0 to %c1024 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %in[%i] : memref<1024xf32>
  }
  call @kernel(%in, %out) : (memref<1024xf32>, memref<1024xf32>) -> ()
  call @reference(%in, %ref) : (memref<1024xf32>, memref<1024xf32>) -> ()
  call @show(%out) : (memref<1024xf32>) -> ()
  call @show(%ref) : (memref<1024xf32>) -> ()
  %zi = arith.constant 0 : i32
  %zf = arith.constant 0.0 : f32
  %res:2 = scf.for %i = %c0 to %c1024 step %c1 iter_args(%bad = %zi, %sum = %zf) -> (i32, f32) {
    %a = memref.load %out[%i] : memref<1024xf32>
    %b = memref.load %ref[%i] : memref<1024xf32>
    %ne = arith.cmpf une, %a, %b : f32
    %one = arith.extui %ne : i1 to i32
    %bad2 = arith.addi %bad, %one : i32
    %sum2 = arith.addf %sum, %a : f32
    scf.yield %bad2, %sum2 : i32, f32
  }
  vector.print %res#0 : i32
  %n = arith.constant 1024.0 : f32
  %mean = arith.divf %res#1, %n : f32
  vector.print %mean : f32
  memref.dealloc %in : memref<1024xf32>
  memref.dealloc %out : memref<1024xf32>
  memref.dealloc %ref : memref<1024xf32>
  return
}
