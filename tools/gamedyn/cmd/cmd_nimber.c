/* gamedyn nimber - nim arithmetic: nim-sum, mex, nim-product, inverse, and their tables. */
#include "tool.h"
#include "gamedyn/table_pic.h"
#include "gamedyn/nimber.h"
#include "gamedyn/util.h"
#include <stdlib.h>
#include <string.h>

static const char help[] =
    "usage: gamedyn nimber add A B ...        the nim-sum A + B + ... (XOR)\n"
    "       gamedyn nimber mex V ...          the least non-negative integer not among the V\n"
    "       gamedyn nimber mul A B ...        the nim-product (Conway's multiplication)\n"
    "       gamedyn nimber inv A              the nim-inverse (A != 0)\n"
    "       gamedyn nimber table --max N [--op add|mul] [-o FILE.tsv|FILE.png|-]\n"
    "\n"
    "Nim arithmetic on the nimbers 0 .. 2^64-1, which with nim-addition (XOR) and Conway's\n"
    "nim-multiplication form the finite field GF(2^64) (docs/nimbers.md). Numbers are\n"
    "decimal or 0x hexadecimal, up to 2^64-1 = 18446744073709551615 = 0xffffffffffffffff.\n"
    "The result is printed in decimal on one line (with --hex in hexadecimal).\n"
    "\n"
    "  add      the nim-sum of any number of nimbers (none: 0); the Grundy value of a sum\n"
    "           of games is the nim-sum of theirs\n"
    "  mex      the minimum excludant of the values: the Grundy value of a position whose\n"
    "           options have these values (duplicates and any size allowed; none: 0).\n"
    "           mex 0 2 3 4 3 8 = 1, mex 1 2 3 3 3 4 = 0, mex 1 0 3 4 5 6 5 = 2\n"
    "  mul      the nim-product of one or more nimbers: a*b = mex{a'*b + a*b' + a'*b' :\n"
    "           a' < a, b' < b}, computed by the Fermat 2-power rules (2*2 = 3, 4*4 = 6,\n"
    "           16*16 = 24; x*F = xF and F*F = 3F/2 for F = 2, 4, 16, 256, 65536, 2^32)\n"
    "  inv      the nimber whose nim-product with A is 1\n"
    "  table    the addition (or with --op mul the multiplication) table of 0..N, with the\n"
    "           0 row and column, as the AMS column prints it\n"
    "\n"
    "  --hex            print results in hexadecimal (0x...)\n"
    "  --json           one JSON line (docs/format.md): add, mex, mul, inv: \"value\" (a number;\n"
    "                   with --hex also \"hex\"); table: the table (\"columns\", \"data\") on\n"
    "                   stdout, or with -o FILE the file's \"columns\", \"rows\", \"output\"\n"
    "  --max N          table: the largest nimber (0..65535)\n"
    "  --op add|mul     table: nim-addition (default) or nim-multiplication\n"
    "  -o FILE          table: FILE.tsv (default: stdout; '-' is stdout): provenance '#'\n"
    "                   lines, a header row 'a\\b 0 1 .. N', then row a: a and its N+1\n"
    "                   values; FILE.png: a picture, value by hue (0 black, 1 red .. magenta\n"
    "                   at the largest value), a to the right and b upwards by default\n"
    "                   The TSV's size is estimated first (about 23 GiB for --op mul at\n"
    "                   N = 65535): said on stderr from 64 MiB on (unless -q), and refused\n"
    "                   when it exceeds the free space of FILE's file system\n"
    "\n"
    "Pictures (.png):\n"
    GD_TABLE_PIC_HELP
    "\n"
    GD_CLI_MAX_MEM_HELP("   ")
    "  -q               no summary line for table\n"
    "\n"
    "Bad input (a number that is not one, above 2^64-1, inv 0, a wrong count) is refused\n"
    "with one line on stderr and exit status 2.\n";

static int parse_value(const char *s, uint64_t *v)
{
    if (gd_nimber_parse(s, v) != 0)
        return gd_cli_fail("nimber: bad number '%s' (expected decimal or 0x hexadecimal, 0 to 2^64-1)", s);
    return 0;
}

static void print_value(uint64_t v, int hex)
{
    if (hex)
        printf("0x%llx\n", (unsigned long long)v);
    else
        printf("%llu\n", (unsigned long long)v);
}

/* The table's cell (a, b). */
static uint64_t op_of(int mul, uint64_t a, uint64_t b)
{
    return mul ? gd_nimber_mul(a, b) : a ^ b;
}

static uint64_t digits(uint64_t v)
{
    uint64_t d = 1;
    while (v >= 10)
        v /= 10, d++;
    return d;
}

/* The smallest R above v that holds every value of a cell whose larger operand is v: the next
 * power of two (a XOR b < 2^k when a, b < 2^k), or for products the next subfield size
 * 2, 4, 16, 256, 65536 (the nimbers below 2^(2^k) are a field). */
static uint64_t span(uint64_t v, int mul)
{
    uint64_t R = mul ? 2 : 1;
    while (R <= v)
        R = mul ? R * R : 2 * R;
    return R;
}

/* The mean number of decimal digits of 0..R-1. */
static double mean_digits(uint64_t R)
{
    uint64_t sum = 0;
    for (uint64_t lo = 0, hi = 10, d = 1; lo < R; lo = hi, hi *= 10, d++)
        sum += d * ((hi < R ? hi : R) - lo);
    return (double)sum / (double)R;
}

/* The TSV's size in bytes, before it is written: the cells of row a are counted by bands of
 * b that share the span of max(a, b), each cell at the mean digits of its span (a row of a
 * band is nearly a permutation of it). Within 5% of the bytes written at every N tried
 * (tests/cli/cli_nimber.sh). */
static uint64_t tsv_bytes(const gd_cli *c, uint64_t n, int mul)
{
    double bytes = 128.0 + (double)strlen(c->command) + 4; /* provenance, "a\\b", newline */
    for (uint64_t b = 0; b <= n; b++)
        bytes += 1.0 + (double)digits(b);
    for (uint64_t a = 0; a <= n; a++) {
        bytes += (double)digits(a) + 1.0 + (double)(n + 1); /* a, the newline, the tabs */
        for (uint64_t lo = 0; lo <= n;) {
            uint64_t R = span(a > lo ? a : lo, mul), hi = R - 1 < n ? R - 1 : n;
            bytes += (double)(hi - lo + 1) * mean_digits(R);
            lo = hi + 1;
        }
    }
    return (uint64_t)bytes;
}

/* The header "a\\b 0 1 .. n", malloc'd (NULL when out of memory). */
static char *table_header(uint64_t n)
{
    char *h = malloc(8 + (n + 1) * 7), *p = h;
    if (!h)
        return NULL;
    p += sprintf(p, "a\\b");
    for (uint64_t b = 0; b <= n; b++)
        p += sprintf(p, "\t%llu", (unsigned long long)b);
    return h;
}

/* json: the table into one JSON line on stdout, or (with out) its summary after the TSV. */
static int table_tsv(const gd_cli *c, uint64_t n, int mul, const char *out, int json)
{
    char err[512], *tmp = NULL, params[64], *header = table_header(n);
    if (!header)
        return gd_cli_fail("out of memory");
    int on_stdout = !out || strcmp(out, "-") == 0;
    snprintf(params, sizeof params, "op=%s max=%llu", mul ? "mul" : "add", (unsigned long long)n);
    gd_json j;
    FILE *f = json && on_stdout ? stdout : gd_file_begin(out ? out : "-", &tmp, err, sizeof err);
    if (!f) {
        free(header);
        return gd_cli_fail("%s", err);
    }
    if (json && on_stdout)
        gd_cli_json_start(&j, c, params, NULL);
    else {
        gd_io_provenance(f, c->command, "%s", params);
        fprintf(f, "# the nim-%s of a (row) and b (column)\n", mul ? "product" : "sum");
    }
    gd_rows t;
    gd_rows_begin(&t, f, json && on_stdout ? &j : NULL, header);
    for (uint64_t a = 0; a <= n && !ferror(f); a++) {
        gd_rows_cell_u64(&t, a);
        for (uint64_t b = 0; b <= n; b++)
            gd_rows_cell_u64(&t, op_of(mul, a, b));
        gd_rows_row_end(&t);
    }
    gd_rows_end(&t);
    int rc = 0;
    if (json && on_stdout)
        gd_cli_json_end(&j);
    else if (gd_file_commit(f, tmp, out ? out : "-", 0, err, sizeof err) != 0)
        rc = gd_cli_fail("%s", err);
    else if (json) {
        gd_cli_json_start(&j, c, params, NULL);
        gd_cli_json_table_file(&j, header, t.rows, out);
        gd_cli_json_end(&j);
    }
    free(header);
    return rc;
}

static int table_png(const gd_cli *c, uint64_t n, int mul, gd_table_pic *pic, const char *out)
{
    gd_table t = {GD_TABLE_GRUNDY, 0, n + 1, n + 1, 0, malloc((n + 1) * (n + 1) * sizeof(uint32_t))};
    if (!t.v)
        return gd_cli_fail("out of memory for a %llu x %llu table", (unsigned long long)(n + 1),
                           (unsigned long long)(n + 1));
    for (uint64_t a = 0; a <= n; a++)
        for (uint64_t b = 0; b <= n; b++)
            t.v[a * (n + 1) + b] = (uint32_t)op_of(mul, a, b); /* below 65536: the subfield */
    char title[256], params[256];
    snprintf(title, sizeof title, "nim-%s table of 0..%llu", mul ? "multiplication" : "addition",
             (unsigned long long)n);
    snprintf(params, sizeof params, "op=%s max=%llu", mul ? "mul" : "add", (unsigned long long)n);
    int rc = gd_table_pic_png(c, &t, pic, title, params, out);
    free(t.v);
    return rc;
}

static int table(gd_cli *c, const char *maxs, const char *op, const char *out, gd_table_pic *pic, int json)
{
    uint64_t n;
    int rc;
    if (!maxs)
        return gd_cli_fail("nimber table: --max N is required");
    if ((rc = gd_cli_parse_u64("--max", maxs, 0, 65535, &n)) != 0)
        return rc;
    if (op && strcmp(op, "add") != 0 && strcmp(op, "mul") != 0)
        return gd_cli_fail("bad --op '%s' (expected add or mul)", op);
    int mul = op && strcmp(op, "mul") == 0;
    size_t len = out ? strlen(out) : 0;
    int png = len > 0 && gd_table_pic_is_picture(out);
    if (!png && (pic->value || pic->lines || pic->origin || pic->scale || gd_table_pic_extra(pic)))
        return gd_cli_fail("--value, --lines, --origin, --scale, --cmap, --window and --axes draw pictures: write "
                           "FILE.png (or .svg, .pdf)");
    if (png && ((rc = gd_table_pic_parse(pic)) != 0 ||
                (rc = gd_table_pic_check(pic, GD_TABLE_GRUNDY, 0, n + 1, n + 1)) != 0))
        return rc;
    c->size_options = "--max";
    if (png && (rc = gd_cli_check_mem(c, (n + 1) * (n + 1) * 4 + gd_table_pic_bytes(pic, n + 1, n + 1))) != 0)
        return rc;
    if ((rc = gd_cli_check_output(out && strcmp(out, "-") ? out : NULL)) != 0)
        return rc;
    /* The TSV of N = 65535 is tens of gigabytes: said up front, and refused when it would not fit. */
    if (!png && (rc = gd_cli_check_space(c, out && strcmp(out, "-") ? out : NULL, tsv_bytes(c, n, mul), GD_CLI_SAY_SIZE, "the table")) != 0)
        return rc;
    rc = png ? table_png(c, n, mul, pic, out) : table_tsv(c, n, mul, out, json);
    if (rc == 0 && png && json) {
        gd_json j;
        char params[64];
        snprintf(params, sizeof params, "op=%s max=%llu", mul ? "mul" : "add", (unsigned long long)n);
        gd_cli_json_start(&j, c, params, NULL);
        gd_json_str(&j, "output", out);
        gd_cli_json_end(&j);
    }
    if (rc == 0 && !c->quiet && out && strcmp(out, "-") != 0)
        gd_cli_line(json, "nim-%s table of 0..%llu -> %s", mul ? "multiplication" : "addition", (unsigned long long)n,
                    out);
    return rc;
}

/* A negative number is not a value of nimber's, but it is refused as a value, not as an option. */
static int nimber_operand(const char *arg)
{
    return arg[1] >= '0' && arg[1] <= '9';
}

static uint64_t apply(const char *cmd, const uint64_t *vals, size_t n)
{
    uint64_t v = 0;
    if (strcmp(cmd, "add") == 0)
        v = gd_nimber_add(vals, n);
    else if (strcmp(cmd, "mex") == 0)
        v = gd_nimber_mex(vals, n);
    else if (strcmp(cmd, "inv") == 0)
        v = gd_nimber_inv(vals[0]);
    else
        for (size_t i = 0, first = 1; i < n; i++, first = 0)
            v = first ? vals[i] : gd_nimber_mul(v, vals[i]);
    return v;
}

static void print_json(const gd_cli *c, const char *cmd, const uint64_t *vals, size_t n, uint64_t v, int hex)
{
    gd_json j;
    gd_cli_json_head(&j, c);
    gd_json_object(&j, "parameters");
    gd_json_str(&j, "operation", cmd);
    gd_json_array(&j, "operands");
    for (size_t i = 0; i < n; i++)
        gd_json_u64(&j, NULL, vals[i]);
    gd_json_close(&j, ']');
    gd_json_close(&j, '}');
    gd_json_u64(&j, "value", v);
    if (hex) {
        char h[24];
        snprintf(h, sizeof h, "0x%llx", (unsigned long long)v);
        gd_json_str(&j, "hex", h);
    }
    gd_cli_json_end(&j);
}

/* add, mex, mul or inv of the operands args[1..]; vals: room for them. The exit status. */
static int operation(const gd_cli *c, const char *cmd, const char **args, int nargs, uint64_t *vals, int hex, int json)
{
    int rc = 0;
    for (int i = 1; i < nargs && !rc; i++)
        rc = parse_value(args[i], &vals[i - 1]);
    size_t n = (size_t)(nargs - 1);
    if (rc)
        return rc;
    if (strcmp(cmd, "inv") == 0 && n != 1)
        return gd_cli_fail("nimber inv takes one number, not %zu", n);
    if (strcmp(cmd, "inv") == 0 && vals[0] == 0)
        return gd_cli_fail("nimber inv: 0 has no inverse");
    if (strcmp(cmd, "mul") == 0 && n == 0)
        return gd_cli_fail("nimber mul needs at least one number");
    uint64_t v = apply(cmd, vals, n);
    if (json)
        print_json(c, cmd, vals, n, v, hex);
    else
        print_value(v, hex);
    return 0;
}

int gd_cmd_nimber(int argc, char **argv)
{
    gd_cli c;
    gd_cli_init(&c, argc, argv);
    c.help = help;
    const char *maxs = NULL, *op = NULL, *out = NULL;
    int hex = 0, json = 0;
    gd_table_pic pic;
    gd_table_pic_init(&pic);
    gd_cli_opt opts[] = {{"--max", &maxs, NULL}, {"--op", &op, NULL}, {"-o", &out, NULL}, {"--hex", NULL, &hex},
                         {"--json", NULL, &json}, GD_TABLE_PIC_OPTS(&pic)};
    /* Any number of values: gd_cli_parse keeps at most 17 positional arguments. */
    const char **args;
    int nargs, rc = gd_cli_parse_operands(&c, argc, argv, opts, GD_CLI_NOPTS(opts), "nimber", nimber_operand, &args,
                                          &nargs);
    if (rc)
        return rc == GD_CLI_HELP_SHOWN ? 0 : rc;
    const char *cmd = nargs ? args[0] : NULL;
    uint64_t *vals = calloc((size_t)(nargs ? nargs : 1), sizeof *vals);
    if (!vals)
        rc = gd_cli_fail("out of memory");
    else if (!cmd)
        rc = gd_cli_fail("nimber: expected add, mex, mul, inv or table (see gamedyn nimber --help)");
    else if (c.pass || c.perturb_spec || c.have_xmax || c.have_ymax)
        rc = gd_cli_fail("nimber: --pass, --perturb, --xmax and --ymax do not apply");
    else if (strcmp(cmd, "table") != 0 && (maxs || op || out || pic.value || pic.lines || pic.origin || pic.scale))
        rc = gd_cli_fail("nimber %s: --max, --op, -o and the picture options belong to nimber table", cmd);
    else if (strcmp(cmd, "table") == 0) {
        if (nargs > 1)
            rc = gd_cli_fail("nimber table: unexpected argument '%s' (the size is --max N)", args[1]);
        else if (hex)
            rc = gd_cli_fail("nimber table: --hex applies to add, mex, mul and inv");
        else
            rc = table(&c, maxs, op, out, &pic, json);
    } else if (strcmp(cmd, "add") && strcmp(cmd, "mex") && strcmp(cmd, "mul") && strcmp(cmd, "inv"))
        rc = gd_cli_fail("nimber: unknown operation '%s' (expected add, mex, mul, inv or table)", cmd);
    else
        rc = operation(&c, cmd, args, nargs, vals, hex, json);
    free(vals);
    free(args);
    gd_cli_done(&c);
    return rc;
}
