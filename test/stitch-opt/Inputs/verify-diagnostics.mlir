// expected-error @below {{'func.func' was not lowered to the LLVM dialect}}
func.func @f(%a: i32) -> i32 {
  return %a : i32
}
