/* The four characterizations against each other, n by n (twoheap.h, "== wythoff =="). */
#include "gamedyn/twoheap.h"

const char *gd_wythoff_way_name(int way)
{
    static const char *const names[] = {"mex rule", "floor form", "Fibonacci word", "Zeckendorf"};
    return way >= 0 && way < GD_WYTHOFF_WAYS ? names[way] : "?";
}

static int same(const gd_wythoff_pair *p)
{
    for (int w = 1; w < GD_WYTHOFF_WAYS; w++)
        if (p[w].a != p[0].a || p[w].b != p[0].b)
            return 0;
    return 1;
}

int gd_wythoff_check(uint64_t N, int fault_way, uint64_t fault_n, gd_wythoff_progress progress, void *ctx,
                     gd_wythoff_report *r)
{
    gd_wythoff_mex mex;
    gd_wythoff_fib fib;
    gd_wythoff_zeck zeck;
    gd_wythoff_mex_init(&mex);
    gd_wythoff_fib_init(&fib);
    gd_wythoff_zeck_init(&zeck);
    r->checked = r->direct = 0;
    r->bad = 0;
    r->bad_n = 0;
    /* The floor form incrementally: s = isqrt(5 n^2) and rem = 5 n^2 - s^2 (0 <= rem <=
     * 2s), carried from n to n+1 by 5(n+1)^2 = 5n^2 + 10n + 5; gd_wythoff_floor (the
     * 128-bit square root) is compared with it every 2^16 n and at N. */
    uint64_t s = 0, rem = 0;
    gd_wythoff_pair p[GD_WYTHOFF_WAYS];
    for (uint64_t n = 0; n <= N; n++) {
        if (n) {
            rem += 10 * (n - 1) + 5;
            while (rem >= 2 * s + 1)
                rem -= 2 * s + 1, s++;
        }
        p[GD_WYTHOFF_MEX] = gd_wythoff_mex_next(&mex);
        p[GD_WYTHOFF_FLOOR].a = (n + s) / 2;
        p[GD_WYTHOFF_FLOOR].b = p[GD_WYTHOFF_FLOOR].a + n;
        p[GD_WYTHOFF_FIB] = gd_wythoff_fib_next(&fib);
        p[GD_WYTHOFF_ZECK] = gd_wythoff_zeck_next(&zeck);
        if (fault_way >= 0 && fault_way < GD_WYTHOFF_WAYS && n == fault_n)
            p[fault_way].a++;
        int ok = same(p);
        if (ok && ((n & 0xffff) == 0 || n == N)) {
            gd_wythoff_pair d = gd_wythoff_floor(n);
            ok = d.a == p[GD_WYTHOFF_FLOOR].a && d.b == p[GD_WYTHOFF_FLOOR].b;
            if (!ok)
                p[GD_WYTHOFF_FLOOR] = d;
            r->direct++;
        }
        if (!ok) {
            r->bad = 1, r->bad_n = n;
            for (int w = 0; w < GD_WYTHOFF_WAYS; w++)
                r->at[w] = p[w];
            return 1;
        }
        r->checked = n + 1;
        if (progress && (n & 0xffffff) == 0)
            progress(ctx, n, N);
    }
    for (int w = 0; w < GD_WYTHOFF_WAYS; w++)
        r->at[w] = p[w];
    return 0;
}
