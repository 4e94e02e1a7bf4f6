/* gamedyn.h - the whole public interface in one include: #include <gamedyn/gamedyn.h>.
 * Lists every module header by hand (tests/cli/cli_install.sh fails when one is missing). */
#ifndef GAMEDYN_GAMEDYN_H
#define GAMEDYN_GAMEDYN_H
#include "gamedyn/bits.h"
#include "gamedyn/util.h"
#include "gamedyn/sheet.h"
#include "gamedyn/image.h"
#include "gamedyn/view.h"
#include "gamedyn/experiment.h"
#include "gamedyn/report.h"
#include "gamedyn/io.h"
#include "gamedyn/game.h"
#include "gamedyn/board.h"
#include "gamedyn/twoheap.h"
#include "gamedyn/nimber.h"
#include "gamedyn/euclid.h"
#include "gamedyn/fibnim.h"
#include "gamedyn/sylver.h"
#include "gamedyn/chomp.h"
#include "gamedyn/sum.h"
#include "gamedyn/heap.h"
#include "gamedyn/domineering.h"
#include "gamedyn/par.h"
#include "gamedyn/cgt.h"
#include "gamedyn/scoring.h"
#include "gamedyn/loopy.h"
#include "gamedyn/equiv.h"
#endif
