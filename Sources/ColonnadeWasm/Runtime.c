// What the Embedded Swift module needs that neither wasi-libc nor the toolchain supplies for
// wasm32: the standard library's number parser hook and compiler-rt's 128-bit multiply.
// Compiled only by scripts/web.
#include <stdlib.h>

// The end of the number read. Out of range reads as the standard library reads it natively
// (Double("1e400") is infinity, Double("1e-400") zero, Double("5e-324") the smallest subnormal),
// so `resize 1e-320 5e-324` gets the same answer here as from `colonnade simulate`: strtod's
// ERANGE is ignored. wasi-libc's strtod reads the C locale and rounds correctly.
const char *_swift_stdlib_strtod_clocale(const char *text, double *result) {
  char *end;
  *result = strtod(text, &end);
  return end;
}

// The low 128 bits of a × b, from 64-bit halves (compiler-rt's __multi3).
typedef unsigned long long u64;
typedef struct { u64 low, high; } u128;

static u128 multiply64(u64 a, u64 b) {
  u64 a0 = a & 0xffffffffu, a1 = a >> 32, b0 = b & 0xffffffffu, b1 = b >> 32;
  u64 p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
  u64 middle = (p00 >> 32) + (p01 & 0xffffffffu) + (p10 & 0xffffffffu);
  u128 r = {(middle << 32) | (p00 & 0xffffffffu), p11 + (p01 >> 32) + (p10 >> 32) + (middle >> 32)};
  return r;
}

// wasm32 returns a 128-bit integer through a pointer first argument.
void __multi3(u128 *out, u64 a_low, u64 a_high, u64 b_low, u64 b_high) {
  u128 r = multiply64(a_low, b_low);
  r.high += a_low * b_high + a_high * b_low;
  *out = r;
}
