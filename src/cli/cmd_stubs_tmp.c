#include "cli.h"
int gd_cmd_compare(int argc, char **argv) { (void)argc; (void)argv; return 2; }
int gd_cmd_report(int argc, char **argv) { (void)argc; (void)argv; return 2; }
