/* What the GtkTreeView references of tools/benchmarks share (treeview-arrange.c,
 * treeview-edits.c, treeview-snapshot.c, treeview-trace.c): the rows "Item 1" … "Item N" in a
 * GtkListStore, the view over them in fixed-height mode as ../shared/bench/treeview.c makes it,
 * the median and worst of a run's times, and the trace foldout-bench writes (its frames and the
 * input it received, see treeview-trace.c). Included by each; tools/bench.d/setup.sh compiles
 * each file on its own. */
#ifndef FOLDOUT_TREEVIEW_COMMON_H
#define FOLDOUT_TREEVIEW_COMMON_H

#include <gtk/gtk.h>
#include <stdio.h>
#include <stdlib.h>

/* Appends "Item i" to `store` for each i of `from` … `to` (from 1) that `wanted(i - 1)` keeps
 * (NULL: every one). */
static inline void append_items(GtkListStore *store, int from, int to, gboolean (*wanted)(int)) {
  char title[64];
  GtkTreeIter iter;
  for (int i = from; i <= to; i++) {
    if (wanted && !wanted(i - 1)) continue;
    snprintf(title, sizeof title, "Item %d", i);
    gtk_list_store_insert_with_values(store, &iter, -1, 0, title, -1);
  }
}

/* A GtkTreeView over `store` in fixed-height mode, one fixed-width text column. */
static inline GtkWidget *fixed_tree_view(GtkListStore *store) {
  GtkWidget *view = gtk_tree_view_new_with_model(GTK_TREE_MODEL(store));
  gtk_tree_view_set_fixed_height_mode(GTK_TREE_VIEW(view), TRUE);
  GtkTreeViewColumn *column =
      gtk_tree_view_column_new_with_attributes("Item", gtk_cell_renderer_text_new(), "text", 0, NULL);
  gtk_tree_view_column_set_sizing(column, GTK_TREE_VIEW_COLUMN_FIXED);
  gtk_tree_view_append_column(GTK_TREE_VIEW(view), column);
  return view;
}

static inline int compare_times(const void *a, const void *b) {
  gint64 x = *(const gint64 *)a, y = *(const gint64 *)b;
  return (x > y) - (x < y);
}

/* The median of `count` times in µs, in ms (sorts them). */
static inline double median_ms(gint64 *values, int count) {
  if (count == 0) return 0;
  qsort(values, count, sizeof *values, compare_times);
  gint64 middle = count % 2 ? values[count / 2] : (values[count / 2 - 1] + values[count / 2]) / 2;
  return middle / 1000.0;
}

/* The largest of `count` times in µs, in ms. */
static inline double worst_ms(gint64 *values, int count) {
  gint64 worst = 0;
  for (int i = 0; i < count; i++) if (values[i] > worst) worst = values[i];
  return worst / 1000.0;
}

/* The trace (`data`, a FILE *): "paint TIME FRAME_TIME" for each frame the GDK frame clock
 * painted (its after-paint), TIME in µs on CLOCK_MONOTONIC (g_get_monotonic_time). */
static inline void trace_paint(GdkFrameClock *clock, gpointer data) {
  FILE *trace = data;
  fprintf(trace, "paint %" G_GINT64_FORMAT " %" G_GINT64_FORMAT "\n", g_get_monotonic_time(),
          gdk_frame_clock_get_frame_time(clock));
  fflush(trace);
}

/* The trace (`data`, a FILE *): every input event GDK hands GTK, before GTK dispatches it to a
 * widget: "key-press TIME SERVER_MS KEY", "key-release …", "button-press TIME SERVER_MS",
 * "button-release …", "scroll …", "motion …" (SERVER_MS: the X server's time of the event). */
static inline void trace_input(GdkEvent *event, gpointer data) {
  FILE *trace = data;
  const char *kind = NULL;
  switch (event->type) {
  case GDK_KEY_PRESS: kind = "key-press"; break;
  case GDK_KEY_RELEASE: kind = "key-release"; break;
  case GDK_BUTTON_PRESS: kind = "button-press"; break;
  case GDK_BUTTON_RELEASE: kind = "button-release"; break;
  case GDK_SCROLL: kind = "scroll"; break;
  case GDK_MOTION_NOTIFY: kind = "motion"; break;
  default: break;
  }
  if (kind == NULL) {
    gtk_main_do_event(event);
    return;
  }
  gint64 now = g_get_monotonic_time();
  guint32 server = gdk_event_get_time(event);
  if (event->type == GDK_KEY_PRESS || event->type == GDK_KEY_RELEASE) {
    const char *name = gdk_keyval_name(event->key.keyval);
    fprintf(trace, "%s %" G_GINT64_FORMAT " %u %s\n", kind, now, server, name ? name : "");
  } else {
    fprintf(trace, "%s %" G_GINT64_FORMAT " %u\n", kind, now, server);
  }
  fflush(trace);
  gtk_main_do_event(event);
}

static inline void trace_realized(GtkWidget *window, gpointer trace) {
  g_signal_connect(gtk_widget_get_frame_clock(window), "after-paint", G_CALLBACK(trace_paint), trace);
}

/* Writes the frames `window` paints and every input event of the application to `trace`. */
static inline void trace_window(GtkWidget *window, FILE *trace) {
  gdk_event_handler_set(trace_input, trace, NULL);
  g_signal_connect(window, "realize", G_CALLBACK(trace_realized), trace);
}

/* The window both traced references show (treeview-trace.c, treeview-arrange.c): titled "GtkTreeView
 * reference", 640 × 480, a GtkTreeView over a GtkListStore of the rows "Item 1" … "Item n"
 * (fixed_tree_view) in a scrolled window whose scrollbar is always there and never overlays the
 * rows, its frames and input written to `trace`. Returns the view (which keeps the store) and puts
 * the window and the scrolled window in `window` and `scrolled`; nothing is shown yet. */
static inline GtkWidget *traced_list_window(GtkApplication *app, int n, FILE *trace, GtkWidget **window,
                                            GtkWidget **scrolled) {
  *window = gtk_application_window_new(app);
  gtk_window_set_title(GTK_WINDOW(*window), "GtkTreeView reference");
  gtk_window_set_default_size(GTK_WINDOW(*window), 640, 480);
  *scrolled = gtk_scrolled_window_new(NULL, NULL);
  gtk_scrolled_window_set_policy(GTK_SCROLLED_WINDOW(*scrolled), GTK_POLICY_NEVER, GTK_POLICY_ALWAYS);
  gtk_scrolled_window_set_overlay_scrolling(GTK_SCROLLED_WINDOW(*scrolled), FALSE);
  GtkListStore *store = gtk_list_store_new(1, G_TYPE_STRING);
  append_items(store, 1, n, NULL);
  GtkWidget *view = fixed_tree_view(store);
  g_object_unref(store); /* the view keeps it */
  gtk_container_add(GTK_CONTAINER(*scrolled), view);
  gtk_container_add(GTK_CONTAINER(*window), *scrolled);
  trace_window(*window, trace);
  return view;
}

#endif
