#ifndef FOLDOUT_CGTK_MAIN_QUEUE_H
#define FOLDOUT_CGTK_MAIN_QUEUE_H
/* Dispatch's main queue and the GLib main loop. */
#include "shim.h"
#endif
