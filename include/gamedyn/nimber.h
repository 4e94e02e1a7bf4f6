/* nimber.h - nim arithmetic on 64-bit nimbers (src/game/; docs/nimbers.md).
 *
 * The nimbers 0 .. 2^64-1 with nim-addition (XOR) and Conway's nim-multiplication form
 * the finite field GF(2^64). Nim-multiplication is the recursive definition
 *     a * b = mex{ a'*b + a*b' + a'*b' : a' < a, b' < b }   (+ is XOR)
 * computed by the Fermat 2-power rules: for F = 2^(2^k) and x, y < F, x * F = x F (the
 * ordinary product) and F * F = F + F/2 (= 3F/2). Writing a = a1 F + a0, b = b1 F + b0
 * (halves of w/2 bits, F = 2^(w/2)):
 *     a * b = ((a0+a1)*(b0+b1) + a0*b0) F  +  (a0*b0 + (a1*b1) * (F/2))
 * three half-width products and one by the constant F/2 (Karatsuba). */
#ifndef GAMEDYN_NIMBER_H
#define GAMEDYN_NIMBER_H
#include "gamedyn/api.h"
#include <stddef.h>
#include <stdint.h>

/* Nim-sum (XOR) of v[0..n-1]; 0 for n = 0. */
GD_API uint64_t gd_nimber_add(const uint64_t *v, size_t n);
/* mex: the least non-negative integer not among v[0..n-1]. Duplicates and values of any
 * size are allowed (the mex is at most n, larger values cannot matter). O(n) time and
 * n/8 bytes (on the stack up to 65536 values; if malloc fails, O(n * mex) time instead). */
GD_API uint64_t gd_nimber_mex(const uint64_t *v, size_t n);

/* Nim-product, fast: the Karatsuba recursion down to a 256 x 256 table of 8-bit
 * products (built once, thread-safe, from gd_nimber_mul_recursive). */
GD_API uint64_t gd_nimber_mul(uint64_t a, uint64_t b);
/* Nim-product by the bit-level recursion alone (the reference the fast one is checked
 * against; about 4096 bit operations a product). */
GD_API uint64_t gd_nimber_mul_recursive(uint64_t a, uint64_t b);
/* a to the nim-power e (repeated nim-multiplication; a^0 = 1, 0^0 = 1). */
GD_API uint64_t gd_nimber_pow(uint64_t a, uint64_t e);
/* The nim-inverse: inv(a) * a = 1 for a != 0; inv(0) = 0 (0 has none). By the norm to the
 * half-width subfield: for a = a1 F + a0, the conjugate a1 F + (a0 + a1) times a is
 * N = a0*(a0 + a1) + a1*a1*(F/2) < F, so inv(a) = conj(a) * inv(N), recursively. */
GD_API uint64_t gd_nimber_inv(uint64_t a);

/* A nimber as text: decimal or 0x/0X hexadecimal, 0 .. 2^64-1, nothing else (no sign,
 * no blanks). 0, or -1. */
GD_API int gd_nimber_parse(const char *s, uint64_t *v);

#endif
