/* A copy of ../shared/bench/treestore.c (GtkTreeView over a GtkTreeStore: N parents "City i"
 * with a price, parent i holding i % 3 children "MAN -> LHR", parent 1 expanded) with two
 * modes for tools/bench list:
 *   treestore-expand N            as treestore.c: exits after the first frame;
 *   treestore-expand N K          parent 0 holds K children; after the first frame, focuses
 *                                 row 0, then gtk_tree_view_expand_row (what Right or + does on
 *                                 it) and prints the time to the next frame the frame clock
 *                                 paints ("after-paint") and the intervals of the frames after it,
 *                                 in the line foldout-bench's FOLDOUT_BENCH_EXPAND prints.
 * Usage: treestore-expand [N [K]] */
#include <gtk/gtk.h>
#include <stdio.h>
#include <stdlib.h>

#define FOLLOW_US 1000000 /* frames after the first are followed this long at most */
#define QUIET_MS 300      /* and end sooner after this long without one */

static int n = 1000, k = -1;
static GtkWidget *tree;
static GArray *paints;
static gint64 begun, returned;
static gboolean reported;
static guint seen = G_MAXUINT;

static void report(void) {
  if (reported) return;
  reported = TRUE;
  if (paints->len == 0) {
    printf("treeview-expand-bench: parent 0 of %d children: no frame painted (%.1f ms in the call)\n", k, (returned - begun) / 1000.0);
  } else {
    gint64 first = g_array_index(paints, gint64, 0), last = g_array_index(paints, gint64, paints->len - 1);
    guint count = paints->len - 1;
    gint64 *intervals = g_new0(gint64, count + 1);
    for (guint i = 0; i < count; i++) intervals[i] = g_array_index(paints, gint64, i + 1) - g_array_index(paints, gint64, i);
    for (guint i = 1; i < count; i++) /* insertion sort: a few dozen frames */
      for (guint j = i; j > 0 && intervals[j - 1] > intervals[j]; j--) { gint64 t = intervals[j]; intervals[j] = intervals[j - 1]; intervals[j - 1] = t; }
    gint64 median = count == 0 ? 0 : (count % 2 ? intervals[count / 2] : (intervals[count / 2 - 1] + intervals[count / 2]) / 2);
    printf("treeview-expand-bench: parent 0 of %d children: %.1f ms to the next frame (%.1f ms in the call); "
           "then %u frames over %.1f ms, interval median %.1f ms, worst %.1f ms\n", k, (first - begun) / 1000.0,
           (returned - begun) / 1000.0, count, (last - first) / 1000.0, median / 1000.0, count ? intervals[count - 1] / 1000.0 : 0.0);
    g_free(intervals);
  }
  fflush(stdout);
  g_application_quit(g_application_get_default());
}

static void after_paint(GdkFrameClock *clock, gpointer d) {
  if (reported || begun == 0) return;
  gint64 now = g_get_monotonic_time();
  g_array_append_val(paints, now);
  if (now - g_array_index(paints, gint64, 0) > FOLLOW_US) report();
}

static gboolean quiet_cb(gpointer d) {
  if (reported) return G_SOURCE_REMOVE;
  if (paints->len > 0 && paints->len == seen) { report(); return G_SOURCE_REMOVE; }
  seen = paints->len;
  return G_SOURCE_CONTINUE;
}

static gboolean expand_cb(gpointer d) {
  GtkTreePath *first = gtk_tree_path_new_from_indices(0, -1);
  g_signal_connect(gtk_widget_get_frame_clock(tree), "after-paint", G_CALLBACK(after_paint), NULL);
  begun = g_get_monotonic_time();
  gtk_tree_view_expand_row(GTK_TREE_VIEW(tree), first, FALSE);
  returned = g_get_monotonic_time();
  gtk_tree_path_free(first);
  g_timeout_add(QUIET_MS, quiet_cb, NULL);
  return G_SOURCE_REMOVE;
}

static gboolean quit_cb(gpointer app) { g_application_quit(G_APPLICATION(app)); return G_SOURCE_REMOVE; }

static gboolean drawn(GtkWidget *w, cairo_t *cr, gpointer app) {
  static gboolean once;
  if (!once) {
    once = TRUE;
    if (k < 0) {
      g_idle_add(quit_cb, app);
    } else { /* as foldout-bench does: focus the first row, let the loop settle, expand */
      GtkTreePath *first = gtk_tree_path_new_from_indices(0, -1);
      gtk_tree_view_set_cursor(GTK_TREE_VIEW(tree), first, NULL, FALSE);
      gtk_widget_grab_focus(tree);
      gtk_tree_path_free(first);
      g_timeout_add(200, expand_cb, NULL);
    }
  }
  return FALSE;
}

static void activate(GtkApplication *app, gpointer d) {
  GtkWidget *win = gtk_application_window_new(app);
  gtk_window_set_default_size(GTK_WINDOW(win), 640, 480);
  GtkWidget *sw = gtk_scrolled_window_new(NULL, NULL);
  GtkTreeStore *store = gtk_tree_store_new(2, G_TYPE_STRING, G_TYPE_STRING);
  char name[64], price[32]; GtkTreeIter parent, child;
  /* filled from the end at position 0: GtkTreeStore appends by walking the siblings (O(n)) */
  for (int i = n - 1; i >= 0; i--) {
    snprintf(name, sizeof name, "City %d", i);
    snprintf(price, sizeof price, "\302\243%d", 100 + i % 900);
    gtk_tree_store_insert_with_values(store, &parent, NULL, 0, 0, name, 1, price, -1);
    int children = (i == 0 && k >= 0) ? k : i % 3;
    for (int c = 0; c < children; c++)
      gtk_tree_store_insert_with_values(store, &child, &parent, 0, 0, "MAN \342\206\222 LHR", 1, "", -1);
  }
  tree = gtk_tree_view_new_with_model(GTK_TREE_MODEL(store));
  gtk_tree_view_set_fixed_height_mode(GTK_TREE_VIEW(tree), TRUE);
  for (int c = 0; c < 2; c++) {
    GtkTreeViewColumn *col = gtk_tree_view_column_new_with_attributes(c ? "Price" : "Destination",
        gtk_cell_renderer_text_new(), "text", c, NULL);
    gtk_tree_view_column_set_sizing(col, GTK_TREE_VIEW_COLUMN_FIXED);
    gtk_tree_view_column_set_fixed_width(col, c ? 120 : 400);
    gtk_tree_view_append_column(GTK_TREE_VIEW(tree), col);
  }
  if (n > 1) {
    GtkTreePath *second = gtk_tree_path_new_from_indices(1, -1);
    gtk_tree_view_expand_row(GTK_TREE_VIEW(tree), second, FALSE);
    gtk_tree_path_free(second);
  }
  gtk_container_add(GTK_CONTAINER(sw), tree);
  gtk_container_add(GTK_CONTAINER(win), sw);
  g_signal_connect_after(win, "draw", G_CALLBACK(drawn), app);
  gtk_widget_show_all(win);
}

int main(int argc, char **argv) {
  if (argc > 1) n = atoi(argv[1]);
  if (argc > 2) k = atoi(argv[2]);
  argc = 1;
  paints = g_array_new(FALSE, FALSE, sizeof(gint64));
  GtkApplication *app = gtk_application_new("org.example.TreeStoreExpand", G_APPLICATION_NON_UNIQUE);
  g_signal_connect(app, "activate", G_CALLBACK(activate), NULL);
  int rc = g_application_run(G_APPLICATION(app), argc, argv);
  g_object_unref(app); return rc;
}
