// Stitch demo: a GPU-style kernel (grid loop of blocks, block loop of
// threads, shared memory as an alloca) whose blocks have a single thread, so
// its barriers order nothing. stitch-strip-trivial-barriers removes them,
// stitch-lower-to-llvm-cpu turns the grid loop into an OpenMP parallel loop,
// and mlir-runner executes it next to a sequential reference.
//
// Block b sums row b of a 16x64 matrix m[b][k] = b + k / 64.

func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }

func.func @row_sums(%m: memref<16x64xf32>, %out: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %zero = arith.constant 0.0 : f32
  scf.parallel (%b) = (%c0) to (%c16) step (%c1) {
    %acc = memref.alloca() : memref<1xf32>
    scf.parallel (%t) = (%c0) to (%c1) step (%c1) {
      memref.store %zero, %acc[%t] : memref<1xf32>
      stitch.barrier %t
      scf.for %k = %c0 to %c64 step %c1 {
        %v = memref.load %m[%b, %k] : memref<16x64xf32>
        %s = memref.load %acc[%t] : memref<1xf32>
        %n = arith.addf %s, %v : f32
        memref.store %n, %acc[%t] : memref<1xf32>
        stitch.barrier %t
      }
      %r = memref.load %acc[%c0] : memref<1xf32>
      memref.store %r, %out[%b] : memref<16xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

func.func @reference(%m: memref<16x64xf32>, %out: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %zero = arith.constant 0.0 : f32
  scf.for %b = %c0 to %c16 step %c1 {
    %s = scf.for %k = %c0 to %c64 step %c1 iter_args(%a = %zero) -> f32 {
      %v = memref.load %m[%b, %k] : memref<16x64xf32>
      %n = arith.addf %a, %v : f32
      scf.yield %n : f32
    }
    memref.store %s, %out[%b] : memref<16xf32>
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %f64 = arith.constant 64.0 : f32
  %m = memref.alloc() : memref<16x64xf32>
  scf.for %b = %c0 to %c16 step %c1 {
    scf.for %k = %c0 to %c64 step %c1 {
      %bi = arith.index_cast %b : index to i32
      %ki = arith.index_cast %k : index to i32
      %bf = arith.sitofp %bi : i32 to f32
      %kf = arith.sitofp %ki : i32 to f32
      %q = arith.divf %kf, %f64 : f32
      %v = arith.addf %bf, %q : f32
      memref.store %v, %m[%b, %k] : memref<16x64xf32>
    }
  }
  %out = memref.alloc() : memref<16xf32>
  %ref = memref.alloc() : memref<16xf32>
  call @row_sums(%m, %out) : (memref<16x64xf32>, memref<16xf32>) -> ()
  call @reference(%m, %ref) : (memref<16x64xf32>, memref<16xf32>) -> ()
  %a = memref.cast %out : memref<16xf32> to memref<*xf32>
  %r = memref.cast %ref : memref<16xf32> to memref<*xf32>
  call @printMemrefF32(%a) : (memref<*xf32>) -> ()
  call @printMemrefF32(%r) : (memref<*xf32>) -> ()
  memref.dealloc %m : memref<16x64xf32>
  memref.dealloc %out : memref<16xf32>
  memref.dealloc %ref : memref<16xf32>
  return
}
