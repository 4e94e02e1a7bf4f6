/* The memory budget: a take within the bound succeeds and one past it fails without taking
 * anything; give returns; the peak is the most ever in use; the default is the library's
 * one figure; and under two threads taking and giving back at random (fixed seeds) the
 * count ends where it started, never passed the bound, and agrees with what each thread
 * holds. */
#include "gamedyn/budget.h"
#include "gamedyn/game.h"
#include "gamedyn/util.h"
#include "testlib.h"
#include <pthread.h>
#include <stdlib.h>

static void single(void)
{
    gd_budget *b = gd_budget_new(1000);
    CHECK(b && gd_budget_bound(b) == 1000, "bound");
    CHECK(gd_budget_used(b) == 0 && gd_budget_left(b) == 1000 && gd_budget_peak(b) == 0, "empty");
    CHECK(gd_budget_take(b, 600) == 0 && gd_budget_used(b) == 600, "take within");
    CHECK(gd_budget_take(b, 401) == -1 && gd_budget_used(b) == 600, "a refused take takes nothing");
    CHECK(gd_budget_take(b, 400) == 0 && gd_budget_left(b) == 0, "take to the bound exactly");
    CHECK(gd_budget_take(b, 1) == -1, "nothing past the bound");
    gd_budget_give(b, 700);
    CHECK(gd_budget_used(b) == 300 && gd_budget_peak(b) == 1000, "give back; the peak stays");
    CHECK(gd_budget_take(b, UINT64_MAX) == -1 && gd_budget_used(b) == 300, "no overflow");
    gd_budget_charge(b, 900);
    CHECK(gd_budget_used(b) == 1200 && gd_budget_left(b) == 0 && gd_budget_peak(b) == 1200,
          "a charge passes the bound: %llu", (unsigned long long)gd_budget_used(b));
    CHECK(gd_budget_take(b, 0) == -1, "past the bound even nothing more is refused");
    gd_budget_give(b, 1200);
    CHECK(gd_budget_take(b, 0) == 0 && gd_budget_used(b) == 0, "back to empty");
    gd_budget_free(b);
    gd_budget_free(NULL);
}

static void defaults(void)
{
    /* the available memory moves while other programs run: 80% of it within 10% */
    uint64_t avail = gd_available_memory(NULL), d = gd_budget_default();
    double want = avail ? avail * 0.8 : (double)((uint64_t)8 << 30);
    CHECK(d > 0.9 * want && d < 1.1 * want, "80%% of available, 8 GiB unknown: %llu, not about %.0f",
          (unsigned long long)d, want);
    uint64_t g = gd_game_default_max_mem();
    CHECK(g > 0.9 * d && g < 1.1 * d, "the game's default is the budget's");
    gd_budget *b = gd_budget_new(0);
    CHECK(b && gd_budget_bound(b) > 0.9 * d && gd_budget_bound(b) < 1.1 * d, "bound 0: the default");
    gd_budget_free(b);
}

typedef struct {
    gd_budget *b;
    uint64_t seed, held, refused, bound;
    int over; /* the count was seen past the bound */
} worker;

static uint64_t next(uint64_t *s)
{
    *s ^= *s << 13, *s ^= *s >> 7, *s ^= *s << 17;
    return *s;
}

/* Random takes of up to 1/8 of the bound and give-backs of what this thread holds. */
static void *run(void *arg)
{
    worker *w = arg;
    uint64_t hold[64];
    int n = 0;
    for (long i = 0; i < 200000 * tl_effort(); i++) {
        uint64_t r = next(&w->seed);
        if (n < 64 && r & 1) {
            uint64_t x = r >> 8 & (w->bound / 8 - 1);
            if (gd_budget_take(w->b, x) == 0)
                hold[n++] = x, w->held += x;
            else
                w->refused++;
        } else if (n) {
            gd_budget_give(w->b, hold[--n]);
            w->held -= hold[n];
        }
        w->over |= gd_budget_used(w->b) > w->bound;
    }
    return NULL;
}

static void threads(void)
{
    const uint64_t bound = 1 << 16;
    gd_budget *b = gd_budget_new(bound);
    worker w[2] = {{b, 0x9e3779b97f4a7c15u, 0, 0, bound, 0}, {b, 0xd1b54a32d192ed03u, 0, 0, bound, 0}};
    pthread_t t[2];
    for (int i = 0; i < 2; i++)
        CHECK(pthread_create(&t[i], NULL, run, &w[i]) == 0, "thread %d", i);
    for (int i = 0; i < 2; i++)
        pthread_join(t[i], NULL);
    CHECK(gd_budget_used(b) == w[0].held + w[1].held, "in use %llu, held %llu + %llu",
          (unsigned long long)gd_budget_used(b), (unsigned long long)w[0].held, (unsigned long long)w[1].held);
    CHECK(!w[0].over && !w[1].over && gd_budget_peak(b) <= bound, "never past the bound (peak %llu)",
          (unsigned long long)gd_budget_peak(b));
    CHECK(w[0].refused && w[1].refused && gd_budget_peak(b) > bound / 2, "the bound was reached and held");
    gd_budget_give(b, w[0].held + w[1].held);
    CHECK(gd_budget_used(b) == 0, "everything given back");
    gd_budget_free(b);
}

int main(void)
{
    single();
    defaults();
    threads();
    return tl_done("budget");
}
