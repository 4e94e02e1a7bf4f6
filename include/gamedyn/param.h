/* param.h - gd_param_*: a part of experiment.h's interface (the types it uses are there). */
#ifndef GAMEDYN_PUBLIC_PARAM_H
#define GAMEDYN_PUBLIC_PARAM_H
#include "gamedyn/api.h"
#include "gamedyn/experiment.h"

GD_API const char *gd_param_name(int i);
GD_API double gd_param_predicted(int i);

#endif
