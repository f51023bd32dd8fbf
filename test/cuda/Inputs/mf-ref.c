/* Sequential reference of multi-file.test. */
float mf_reference(int i) {
  float x = i * 0.5f;
  return x * x + 1.0f;
}
