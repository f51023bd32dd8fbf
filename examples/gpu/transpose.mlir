// A CUDA-style tiled matrix transpose in `gpu.launch` form, run on the CPU:
//
//   stitch-opt examples/gpu/transpose.mlir --stitch-to-openmp \
//     | mlir-runner -e main -entry-point-result=void -O3 \
//         -shared-libs=/usr/lib/llvm-22/lib/libmlir_c_runner_utils.so,/usr/lib/llvm-22/lib/libmlir_runner_utils.so,/usr/lib/llvm-22/lib/libomp.so
//
// As in CUDA's transposeCoalesced: each 32x32 block of threads reads a tile
// row-wise into shared memory (padded to 33 columns against bank
// conflicts), waits at a barrier, and writes it out transposed, again
// row-wise. That barrier matters: thread (tx, ty) reads the element thread
// (ty, tx) wrote. The kernel ends with a second, defensive barrier (common
// in hand-written CUDA) that orders nothing. stitch-to-openmp keeps the
// first (the threads of a block run in two phases around it) and removes the
// second; the grid runs as an OpenMP loop.
//
// @main fills a 1024x1024 matrix, runs the kernel and a plain serial loop
// nest (the reference, no Stitch involved: scf.for stays serial), counts
// the elements where they differ, and times both (median-free: mean of
// `reps` calls after a warm-up).

func.func @transpose(%in: memref<?x?xf32>, %out: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %rows = memref.dim %in, %c0 : memref<?x?xf32>
  %cols = memref.dim %in, %c1 : memref<?x?xf32>
  %gx = arith.ceildivui %cols, %c32 : index
  %gy = arith.ceildivui %rows, %c32 : index
  gpu.launch blocks(%bx, %by, %bz) in (%nbx = %gx, %nby = %gy, %nbz = %c1)
             threads(%tx, %ty, %tz) in (%ntx = %c32, %nty = %c32, %ntz = %c1)
             workgroup(%tile : memref<32x33xf32, #gpu.address_space<workgroup>>) {
    // tile[ty][tx] = in[by*32 + ty][bx*32 + tx]
    %bx32 = arith.muli %bx, %c32 : index
    %by32 = arith.muli %by, %c32 : index
    %x = arith.addi %bx32, %tx : index
    %y = arith.addi %by32, %ty : index
    %xin = arith.cmpi ult, %x, %cols : index
    %yin = arith.cmpi ult, %y, %rows : index
    %inside = arith.andi %xin, %yin : i1
    scf.if %inside {
      %v = memref.load %in[%y, %x] : memref<?x?xf32>
      memref.store %v, %tile[%ty, %tx] : memref<32x33xf32, #gpu.address_space<workgroup>>
    }
    gpu.barrier
    // out[bx*32 + ty][by*32 + tx] = tile[tx][ty]
    %ox = arith.addi %by32, %tx : index
    %oy = arith.addi %bx32, %ty : index
    %oxin = arith.cmpi ult, %ox, %rows : index
    %oyin = arith.cmpi ult, %oy, %cols : index
    %oinside = arith.andi %oxin, %oyin : i1
    scf.if %oinside {
      %w = memref.load %tile[%tx, %ty] : memref<32x33xf32, #gpu.address_space<workgroup>>
      memref.store %w, %out[%oy, %ox] : memref<?x?xf32>
    }
    gpu.barrier
    gpu.terminator
  }
  return
}

// The reference: the obvious serial loop nest.
func.func @transpose_serial(%in: memref<?x?xf32>, %out: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %rows = memref.dim %in, %c0 : memref<?x?xf32>
  %cols = memref.dim %in, %c1 : memref<?x?xf32>
  scf.for %i = %c0 to %rows step %c1 {
    scf.for %j = %c0 to %cols step %c1 {
      %v = memref.load %in[%i, %j] : memref<?x?xf32>
      memref.store %v, %out[%j, %i] : memref<?x?xf32>
    }
  }
  return
}

func.func private @rtclock() -> f64

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 1024 : index
  %m = arith.constant 1000 : index
  %reps = arith.constant 20 : index
  %in = memref.alloc(%n, %n) : memref<?x?xf32>
  %out = memref.alloc(%n, %n) : memref<?x?xf32>
  %ref = memref.alloc(%n, %n) : memref<?x?xf32>
  // in[i][j] = (i * 1024 + j) mod 1000: exact in f32, no two neighbours equal.
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %k = arith.muli %i, %n : index
      %l = arith.addi %k, %j : index
      %r = arith.remui %l, %m : index
      %ri = arith.index_cast %r : index to i32
      %f = arith.sitofp %ri : i32 to f32
      memref.store %f, %in[%i, %j] : memref<?x?xf32>
    }
  }
  // Warm-up (pages touched, OpenMP threads started), then timed calls.
  call @transpose(%in, %out) : (memref<?x?xf32>, memref<?x?xf32>) -> ()
  call @transpose_serial(%in, %ref) : (memref<?x?xf32>, memref<?x?xf32>) -> ()
  %t0 = call @rtclock() : () -> f64
  scf.for %r = %c0 to %reps step %c1 {
    func.call @transpose(%in, %out) : (memref<?x?xf32>, memref<?x?xf32>) -> ()
  }
  %t1 = call @rtclock() : () -> f64
  scf.for %r = %c0 to %reps step %c1 {
    func.call @transpose_serial(%in, %ref) : (memref<?x?xf32>, memref<?x?xf32>) -> ()
  }
  %t2 = call @rtclock() : () -> f64
  // Count the elements where kernel and reference differ.
  %bad = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (index) {
    %row = scf.for %j = %c0 to %n step %c1 iter_args(%a = %acc) -> (index) {
      %u = memref.load %out[%i, %j] : memref<?x?xf32>
      %v = memref.load %ref[%i, %j] : memref<?x?xf32>
      %ne = arith.cmpf une, %u, %v : f32
      %one = arith.select %ne, %c1, %c0 : index
      %s = arith.addi %a, %one : index
      scf.yield %s : index
    }
    scf.yield %row : index
  }
  %repsi = arith.index_cast %reps : index to i64
  %repsf = arith.sitofp %repsi : i64 to f64
  %dk = arith.subf %t1, %t0 : f64
  %ds = arith.subf %t2, %t1 : f64
  %tk = arith.divf %dk, %repsf : f64
  %ts = arith.divf %ds, %repsf : f64
  vector.print str "mismatches "
  vector.print %bad : index
  vector.print str "kernel_seconds "
  vector.print %tk : f64
  vector.print str "serial_seconds "
  vector.print %ts : f64
  memref.dealloc %in : memref<?x?xf32>
  memref.dealloc %out : memref<?x?xf32>
  memref.dealloc %ref : memref<?x?xf32>
  return
}
