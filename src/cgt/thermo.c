#include "cgt_int.h"
void cg_thermo_free_all(gd_cgt *c) { (void)c; }
