func.func @good() {
  return
}
// -----
func.func @bad() {
  // the verifier rejects a barrier without thread indices
  stitch.barrier
  return
}
