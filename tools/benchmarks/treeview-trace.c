/* GtkTreeView over a GtkListStore of N rows "Item i" (fixed-height mode, as treeview.c), the
 * cursor on the first row and the keyboard focus in the view: the reference for
 * `tools/bench latency` and `tools/bench scroll`. It writes the trace foldout-bench writes for
 * FOLDOUT_BENCH_TRACE to TRACE, so tools/benchmarks/interactive.py reads both the same way: one
 * line per painted frame ("paint TIME FRAME_TIME", the GDK frame clock's after-paint), one per
 * input event GTK receives ("key-press TIME SERVER_MS KEY", "key-release …", "button-press TIME
 * SERVER_MS", "button-release …", "scroll …", "motion …": the X server's time of the event) and
 * one per movement of the vertical scrollbar ("value TIME VALUE"), times in microseconds on
 * CLOCK_MONOTONIC (g_get_monotonic_time). Once on screen it writes to TRACE.geometry where a
 * person would scroll, in root window coordinates: "centre X Y" (the middle of the list) and
 * "bar X TOP BOTTOM" (the scrollbar's middle, from its top to its bottom). It runs until it is
 * killed.
 *
 * Usage: treeview-trace N TRACE. Run under a display. */
#include "treeview-common.h"

static int n = 1000000;
static FILE *trace;
static const char *trace_path;
static GtkWidget *view, *scrolled;

static void moved(GtkAdjustment *adjustment, gpointer data) {
  (void)data;
  fprintf(trace, "value %" G_GINT64_FORMAT " %f\n", g_get_monotonic_time(), gtk_adjustment_get_value(adjustment));
  fflush(trace);
}

/* Writes where a person would scroll (see the top of the file), once the window is shown. */
static gboolean write_geometry(GtkWidget *widget, cairo_t *cr, gpointer data) {
  (void)cr;
  (void)data;
  static gboolean once;
  if (once) return FALSE;
  once = TRUE;
  GtkWidget *bar = gtk_scrolled_window_get_vscrollbar(GTK_SCROLLED_WINDOW(scrolled));
  GtkAllocation list, slider;
  gtk_widget_get_allocation(view, &list);
  gtk_widget_get_allocation(bar, &slider);
  int origin_x, origin_y, list_x, list_y, bar_x, bar_y;
  gdk_window_get_origin(gtk_widget_get_window(widget), &origin_x, &origin_y);
  gtk_widget_translate_coordinates(view, widget, 0, 0, &list_x, &list_y);
  gtk_widget_translate_coordinates(bar, widget, 0, 0, &bar_x, &bar_y);
  char *path = g_strconcat(trace_path, ".geometry", NULL);
  FILE *file = fopen(path, "w");
  if (file) {
    fprintf(file, "centre %d %d\n", origin_x + list_x + list.width / 2, origin_y + list_y + list.height / 2);
    fprintf(file, "bar %d %d %d\n", origin_x + bar_x + slider.width / 2, origin_y + bar_y + 2,
            origin_y + bar_y + slider.height - 2);
    fclose(file);
  }
  g_free(path);
  return FALSE;
}

static void activate(GtkApplication *app, gpointer data) {
  (void)data;
  GtkWidget *window;
  view = traced_list_window(app, n, trace, &window, &scrolled);
  g_signal_connect(gtk_scrolled_window_get_vadjustment(GTK_SCROLLED_WINDOW(scrolled)), "value-changed", G_CALLBACK(moved),
                   NULL);
  g_signal_connect_after(window, "draw", G_CALLBACK(write_geometry), NULL);
  GtkTreePath *path = gtk_tree_path_new_first();
  gtk_tree_view_set_cursor(GTK_TREE_VIEW(view), path, NULL, FALSE);
  gtk_tree_path_free(path);
  gtk_widget_grab_focus(view);
  gtk_widget_show_all(window);
}

int main(int argc, char **argv) {
  if (argc != 3 || atoi(argv[1]) < 1) {
    fprintf(stderr, "usage: treeview-trace N TRACE\n");
    return 2;
  }
  n = atoi(argv[1]);
  trace_path = argv[2];
  trace = fopen(argv[2], "w");
  if (!trace) {
    perror(argv[2]);
    return 1;
  }
  GtkApplication *app = gtk_application_new("org.example.TreeViewTrace", G_APPLICATION_NON_UNIQUE);
  g_signal_connect(app, "activate", G_CALLBACK(activate), NULL);
  int status = g_application_run(G_APPLICATION(app), 1, argv);
  g_object_unref(app);
  fclose(trace);
  return status;
}
