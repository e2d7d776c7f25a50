#ifndef FOLDOUT_CGTK_MAIN_QUEUE_H
#define FOLDOUT_CGTK_MAIN_QUEUE_H
/* Dispatch's main queue and the GLib main loop. The Swift runtime runs the main actor's jobs
 * (Task { @MainActor in }, await MainActor.run, every hop back to @MainActor code) on
 * Dispatch's main queue, as DispatchQueue.main.async does; nothing runs that queue while GLib's
 * loop waits, so FoldoutGtk's Application watches the queue's wake-up handle in the loop and drains
 * the queue there (FoldoutGtk's MainQueueSource), as CoreFoundation's run loop does. */
#include "shim.h"
#include <glib-unix.h>
#include <unistd.h>
#include <sys/syscall.h>

#if defined(__linux__)
/* libdispatch's interface for CoreFoundation's run loop (swift-corelibs-libdispatch,
 * private/private.h, DISPATCH_CF_SPI_VERSION 20160712; the same in Swift 6.0 and 6.3), exported by
 * its shared library and its static archive alike. The handle is an eventfd (non-blocking)
 * written each time the main queue is given work; the callback runs the jobs queued so far and
 * must be called on the process's main thread (libdispatch stops otherwise). */
int _dispatch_get_main_queue_handle_4CF(void);
void _dispatch_main_queue_callback_4CF(void *msg);
#endif

/* Whether the caller runs on the process's main thread (the thread the main queue belongs to). */
static inline gboolean foldout_is_main_thread(void) {
  return syscall(SYS_gettid) == getpid();
}
#endif
