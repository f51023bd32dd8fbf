// Kernels for cpuify-memref-selectors.test: buffers chosen by loops and
// branches around barriers. Not a test by itself (no RUN line).
func.func private @printMemrefI32(memref<*xi32>) attributes { llvm.emit_c_interface }

// k1: ping-pong over two global buffers, swapped by the loop around the
// barrier (run-time step count), 2 blocks of 48 threads.
func.func @k1(%a: memref<96xi32>, %b: memref<96xi32>, %steps: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c48 = arith.constant 48 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c48, %sy = %c1, %sz = %c1) {
    %base = arith.muli %bx, %c48 : index
    %g = arith.addi %base, %tx : index
    %t1 = arith.addi %tx, %c1 : index
    %nt = arith.remui %t1, %c48 : index
    %n = arith.addi %base, %nt : index
    %r:2 = scf.for %s = %c0 to %steps step %c1 iter_args(%in = %a, %out = %b) -> (memref<96xi32>, memref<96xi32>) {
      %x = memref.load %in[%g] : memref<96xi32>
      %y = memref.load %in[%n] : memref<96xi32>
      %si = arith.index_cast %s : index to i32
      %xy = arith.addi %x, %y : i32
      %v = arith.addi %xy, %si : i32
      memref.store %v, %out[%g] : memref<96xi32>
      gpu.barrier
      scf.yield %out, %in : memref<96xi32>, memref<96xi32>
    }
    // The last result is read after the loop: out of the last step.
    %last = memref.load %r#1[%g] : memref<96xi32>
    %c7 = arith.constant 7 : i32
    %w = arith.muli %last, %c7 : i32
    memref.store %w, %r#0[%g] : memref<96xi32>
    gpu.terminator
  }
  return
}

// k2: an scf.if with a barrier choosing the buffer by a flag loaded from
// memory (the same for all threads), then a write through the choice.
func.func @k2(%a: memref<96xi32>, %b: memref<96xi32>, %flags: memref<2xi32>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c48 = arith.constant 48 : index
  %c0i = arith.constant 0 : i32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c48, %sy = %c1, %sz = %c1) {
    %base = arith.muli %bx, %c48 : index
    %g = arith.addi %base, %tx : index
    %f = memref.load %flags[%bx] : memref<2xi32>
    %on = arith.cmpi ne, %f, %c0i : i32
    %p = scf.if %on -> memref<96xi32> {
      gpu.barrier
      scf.yield %a : memref<96xi32>
    } else {
      gpu.barrier
      scf.yield %b : memref<96xi32>
    }
    %v = memref.load %p[%g] : memref<96xi32>
    %c3 = arith.constant 3 : i32
    %v3 = arith.addi %v, %c3 : i32
    memref.store %v3, %p[%g] : memref<96xi32>
    gpu.terminator
  }
  return
}

// k3: a per-thread choice carried across the barrier (threads touch only
// their own element of either buffer: race-free).
func.func @k3(%a: memref<96xi32>, %b: memref<96xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c48 = arith.constant 48 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c48, %sy = %c1, %sz = %c1) {
    %base = arith.muli %bx, %c48 : index
    %g = arith.addi %base, %tx : index
    %m = scf.for %s = %c0 to %c4 step %c1 iter_args(%cur = %a) -> (memref<96xi32>) {
      %v = memref.load %cur[%g] : memref<96xi32>
      %s1 = arith.addi %s, %c1 : index
      %si = arith.index_cast %s1 : index to i32
      %v1 = arith.addi %v, %si : i32
      memref.store %v1, %cur[%g] : memref<96xi32>
      gpu.barrier
      %ts = arith.addi %tx, %s : index
      %par = arith.remui %ts, %c2 : index
      %even = arith.cmpi eq, %par, %c0 : index
      %next = arith.select %even, %b, %a : memref<96xi32>
      scf.yield %next : memref<96xi32>
    }
    %v = memref.load %m[%g] : memref<96xi32>
    %c100 = arith.constant 100 : i32
    %v1 = arith.addi %v, %c100 : i32
    memref.store %v1, %m[%g] : memref<96xi32>
    gpu.terminator
  }
  return
}

func.func @fill(%a: memref<96xi32>, %b: memref<96xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c96 = arith.constant 96 : index
  %c1000 = arith.constant 1000 : i32
  scf.for %i = %c0 to %c96 step %c1 {
    %ii = arith.index_cast %i : index to i32
    memref.store %ii, %a[%i] : memref<96xi32>
    %bi = arith.addi %ii, %c1000 : i32
    memref.store %bi, %b[%i] : memref<96xi32>
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %a = memref.alloc() : memref<96xi32>
  %b = memref.alloc() : memref<96xi32>
  %flags = memref.alloc() : memref<2xi32>
  %one = arith.constant 1 : i32
  %zero = arith.constant 0 : i32
  memref.store %one, %flags[%c0] : memref<2xi32>
  memref.store %zero, %flags[%c1] : memref<2xi32>
  %ua = memref.cast %a : memref<96xi32> to memref<*xi32>
  %ub = memref.cast %b : memref<96xi32> to memref<*xi32>
  call @fill(%a, %b) : (memref<96xi32>, memref<96xi32>) -> ()
  call @k1(%a, %b, %c5) : (memref<96xi32>, memref<96xi32>, index) -> ()
  call @printMemrefI32(%ua) : (memref<*xi32>) -> ()
  call @printMemrefI32(%ub) : (memref<*xi32>) -> ()
  call @fill(%a, %b) : (memref<96xi32>, memref<96xi32>) -> ()
  call @k2(%a, %b, %flags) : (memref<96xi32>, memref<96xi32>, memref<2xi32>) -> ()
  call @printMemrefI32(%ua) : (memref<*xi32>) -> ()
  call @printMemrefI32(%ub) : (memref<*xi32>) -> ()
  call @fill(%a, %b) : (memref<96xi32>, memref<96xi32>) -> ()
  call @k3(%a, %b) : (memref<96xi32>, memref<96xi32>) -> ()
  call @printMemrefI32(%ua) : (memref<*xi32>) -> ()
  call @printMemrefI32(%ub) : (memref<*xi32>) -> ()
  return
}
