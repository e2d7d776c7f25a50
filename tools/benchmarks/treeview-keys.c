/* GtkTreeView over a GtkListStore of N rows "Item i" (fixed-height mode, as treeview.c), the
 * cursor on the first row and the keyboard focus in the view: the reference for
 * `tools/bench latency`. It writes the trace foldout-bench writes for FOLDOUT_BENCH_TRACE to
 * TRACE, so tools/benchmarks/interactive.py reads both the same way: one line per painted frame
 * ("paint TIME FRAME_TIME", the GDK frame clock's after-paint) and one per key press GTK receives
 * ("key-press TIME SERVER_MS KEY": the X server's time of the event and its key name), times in
 * microseconds on CLOCK_MONOTONIC (g_get_monotonic_time). It runs until it is killed.
 *
 * Usage: treeview-keys N TRACE. Run under a display. */
#include <gtk/gtk.h>
#include <stdio.h>
#include <stdlib.h>

static int n = 1000000;
static FILE *trace;
static GtkWidget *view;

static void after_paint(GdkFrameClock *clock, gpointer data) {
  (void)data;
  fprintf(trace, "paint %" G_GINT64_FORMAT " %" G_GINT64_FORMAT "\n", g_get_monotonic_time(),
          gdk_frame_clock_get_frame_time(clock));
  fflush(trace);
}

static gboolean key_pressed(GtkWidget *widget, GdkEventKey *event, gpointer data) {
  (void)widget;
  (void)data;
  const char *name = gdk_keyval_name(event->keyval);
  fprintf(trace, "key-press %" G_GINT64_FORMAT " %u %s\n", g_get_monotonic_time(), event->time, name ? name : "");
  fflush(trace);
  return FALSE;
}

static void realized(GtkWidget *widget, gpointer data) {
  (void)data;
  g_signal_connect(gtk_widget_get_frame_clock(widget), "after-paint", G_CALLBACK(after_paint), NULL);
}

static void activate(GtkApplication *app, gpointer data) {
  (void)data;
  GtkWidget *window = gtk_application_window_new(app);
  gtk_window_set_title(GTK_WINDOW(window), "GtkTreeView reference");
  gtk_window_set_default_size(GTK_WINDOW(window), 640, 480);
  GtkWidget *scrolled = gtk_scrolled_window_new(NULL, NULL);
  GtkListStore *store = gtk_list_store_new(1, G_TYPE_STRING);
  char title[64];
  GtkTreeIter iter;
  for (int i = 0; i < n; i++) {
    snprintf(title, sizeof title, "Item %d", i + 1);
    gtk_list_store_insert_with_values(store, &iter, -1, 0, title, -1);
  }
  view = gtk_tree_view_new_with_model(GTK_TREE_MODEL(store));
  g_object_unref(store);
  gtk_tree_view_set_fixed_height_mode(GTK_TREE_VIEW(view), TRUE);
  GtkTreeViewColumn *column =
      gtk_tree_view_column_new_with_attributes("Item", gtk_cell_renderer_text_new(), "text", 0, NULL);
  gtk_tree_view_column_set_sizing(column, GTK_TREE_VIEW_COLUMN_FIXED);
  gtk_tree_view_append_column(GTK_TREE_VIEW(view), column);
  gtk_container_add(GTK_CONTAINER(scrolled), view);
  gtk_container_add(GTK_CONTAINER(window), scrolled);
  g_signal_connect(window, "key-press-event", G_CALLBACK(key_pressed), NULL);
  g_signal_connect(window, "realize", G_CALLBACK(realized), NULL);
  GtkTreePath *path = gtk_tree_path_new_first();
  gtk_tree_view_set_cursor(GTK_TREE_VIEW(view), path, NULL, FALSE);
  gtk_tree_path_free(path);
  gtk_widget_grab_focus(view);
  gtk_widget_show_all(window);
}

int main(int argc, char **argv) {
  if (argc != 3 || atoi(argv[1]) < 1) {
    fprintf(stderr, "usage: treeview-keys N TRACE\n");
    return 2;
  }
  n = atoi(argv[1]);
  trace = fopen(argv[2], "w");
  if (!trace) {
    perror(argv[2]);
    return 1;
  }
  GtkApplication *app = gtk_application_new("org.example.TreeViewKeys", G_APPLICATION_NON_UNIQUE);
  g_signal_connect(app, "activate", G_CALLBACK(activate), NULL);
  int status = g_application_run(G_APPLICATION(app), 1, argv);
  g_object_unref(app);
  fclose(trace);
  return status;
}
