// A barrier 300 uniform scf.if regions deep, under a last scf.if whose
// condition is per thread.
// EXPECT: pass
// ERROR: same for all threads
func.func @f(%c: i1, %m: memref<16xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%tx) = (%c0) to (%c16) step (%c1) {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
%v = memref.load %m[%tx] : memref<16xi32>
%p = arith.cmpi sgt, %v, %v : i32
scf.if %p {
stitch.barrier %tx
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
    scf.reduce
  }
  return
}
