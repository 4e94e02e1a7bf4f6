/* budget.c - the memory bound shared by the parts of one computation (budget.h). The bytes
 * in use are one atomic counter: a take is a compare-and-swap loop, so two threads can never
 * both pass the check on the same free bytes and together exceed the bound. */
#include "gamedyn/budget.h"
#include "gamedyn/util.h"
#include <stdatomic.h>
#include <stdlib.h>

struct gd_budget {
    uint64_t bound;
    _Atomic uint64_t used, peak;
};

uint64_t gd_budget_default(void)
{
    uint64_t avail = gd_available_memory(NULL);
    return avail ? avail / 10 * 8 : (uint64_t)8 << 30;
}

gd_budget *gd_budget_new(uint64_t bound)
{
    gd_budget *b = calloc(1, sizeof *b);
    if (!b)
        return NULL;
    b->bound = bound ? bound : gd_budget_default();
    atomic_init(&b->used, 0);
    atomic_init(&b->peak, 0);
    return b;
}

void gd_budget_free(gd_budget *b)
{
    free(b);
}

/* The peak only rises: a racing thread may have raised it past now already. */
static void raise_peak(gd_budget *b, uint64_t now)
{
    uint64_t p = atomic_load(&b->peak);
    while (p < now && !atomic_compare_exchange_weak(&b->peak, &p, now))
        ;
}

int gd_budget_take(gd_budget *b, uint64_t bytes)
{
    uint64_t u = atomic_load(&b->used);
    do {
        if (u > b->bound || bytes > b->bound - u)
            return -1;
    } while (!atomic_compare_exchange_weak(&b->used, &u, u + bytes));
    raise_peak(b, u + bytes);
    return 0;
}

void gd_budget_charge(gd_budget *b, uint64_t bytes)
{
    raise_peak(b, atomic_fetch_add(&b->used, bytes) + bytes);
}

void gd_budget_give(gd_budget *b, uint64_t bytes)
{
    atomic_fetch_sub(&b->used, bytes);
}

uint64_t gd_budget_bound(const gd_budget *b)
{
    return b->bound;
}

uint64_t gd_budget_used(const gd_budget *b)
{
    return atomic_load(&((gd_budget *)b)->used);
}

uint64_t gd_budget_left(const gd_budget *b)
{
    uint64_t u = gd_budget_used(b);
    return u < b->bound ? b->bound - u : 0;
}

uint64_t gd_budget_peak(const gd_budget *b)
{
    return atomic_load(&((gd_budget *)b)->peak);
}
