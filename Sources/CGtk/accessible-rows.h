#ifndef FOLDOUT_CGTK_ACCESSIBLE_ROWS_H
#define FOLDOUT_CGTK_ACCESSIBLE_ROWS_H
/* Accessibility of recycled rows: what ATK is told of the rows' true places. */
#include "shim.h"
#endif
