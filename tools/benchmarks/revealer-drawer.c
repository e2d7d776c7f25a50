/* The selector's drawer the GTK 3 way: the reference for `tools/bench selector`. A face (a
 * label and the pan-down-symbolic arrow) over a GtkRevealer sliding down a column of ten
 * options in 700 ms, the arrow turned a half turn by a CSS transition of the same length, as
 * Foldout's selector turns its arrow while its spring opens the drawer. After the first frame
 * and 200 ms, the drawer opens; the frames the GDK frame clock paints (after-paint) whose frame
 * time falls in the 0.7 s after it are counted, and the line foldout-bench prints for the
 * selector is printed with "revealer-drawer" for its label: "revealer-drawer: N frames painted
 * during the 0.7 s opening; 42 expected at 60 Hz (P %; goal >= 95 %)". Then it quits.
 *
 * Usage: revealer-drawer. Run under a display. */
#include <gtk/gtk.h>
#include <stdio.h>

static const gint64 window_us = 700000;
static GtkWidget *revealer, *arrow;
static gint64 begun = -1;
static int painted;
static gboolean reported;

static void report(GApplication *app) {
  if (reported) return;
  reported = TRUE;
  int expected = (int)(window_us * 60 / 1000000.0 + 0.5);
  printf("revealer-drawer: %d frames painted during the 0.7 s opening; %d expected at 60 Hz (%d %%; goal >= 95 %%)\n",
         painted, expected, (int)(painted * 100.0 / expected + 0.5));
  fflush(stdout);
  g_application_quit(app);
}

static void after_paint(GdkFrameClock *clock, gpointer app) {
  if (begun < 0) return;
  gint64 time = gdk_frame_clock_get_frame_time(clock);
  if (time >= begun && time <= begun + window_us) painted++;
  if (time > begun + window_us) report(G_APPLICATION(app));
}

static gboolean give_up(gpointer app) {
  /* Nothing left to paint before the span was over: report what was counted. */
  report(G_APPLICATION(app));
  return G_SOURCE_REMOVE;
}

static gboolean open_drawer(gpointer app) {
  GdkFrameClock *clock = gtk_widget_get_frame_clock(revealer);
  begun = gdk_frame_clock_get_frame_time(clock);
  gtk_revealer_set_reveal_child(GTK_REVEALER(revealer), TRUE);
  gtk_style_context_add_class(gtk_widget_get_style_context(arrow), "turned");
  g_timeout_add(window_us / 1000 + 1500, give_up, app);
  return G_SOURCE_REMOVE;
}

static gboolean drawn(GtkWidget *widget, cairo_t *cr, gpointer app) {
  (void)cr;
  static gboolean once;
  if (once) return FALSE;
  once = TRUE;
  g_signal_connect(gtk_widget_get_frame_clock(widget), "after-paint", G_CALLBACK(after_paint), app);
  g_timeout_add(200, open_drawer, app);
  return FALSE;
}

static void activate(GtkApplication *app, gpointer data) {
  (void)data;
  GtkCssProvider *css = gtk_css_provider_new();
  gtk_css_provider_load_from_data(css,
                                  ".arrow { -gtk-icon-transform: rotate(0turn); transition: -gtk-icon-transform 700ms ease-in-out; }"
                                  ".arrow.turned { -gtk-icon-transform: rotate(0.5turn); }",
                                  -1, NULL);
  gtk_style_context_add_provider_for_screen(gdk_screen_get_default(), GTK_STYLE_PROVIDER(css),
                                            GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  g_object_unref(css);
  GtkWidget *window = gtk_application_window_new(app);
  gtk_window_set_default_size(GTK_WINDOW(window), 640, 480);
  GtkWidget *column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *face = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_box_pack_start(GTK_BOX(face), gtk_label_new("Sport"), FALSE, FALSE, 12);
  arrow = gtk_image_new_from_icon_name("pan-down-symbolic", GTK_ICON_SIZE_BUTTON);
  gtk_style_context_add_class(gtk_widget_get_style_context(arrow), "arrow");
  gtk_box_pack_end(GTK_BOX(face), arrow, FALSE, FALSE, 12);
  gtk_box_pack_start(GTK_BOX(column), face, FALSE, FALSE, 6);
  revealer = gtk_revealer_new();
  gtk_revealer_set_transition_type(GTK_REVEALER(revealer), GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN);
  gtk_revealer_set_transition_duration(GTK_REVEALER(revealer), window_us / 1000);
  GtkWidget *options = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
  char name[32];
  for (int i = 0; i < 10; i++) {
    snprintf(name, sizeof name, "Option %d", i + 1);
    GtkWidget *label = gtk_label_new(name);
    gtk_widget_set_halign(label, GTK_ALIGN_START);
    gtk_box_pack_start(GTK_BOX(options), label, FALSE, FALSE, 8);
  }
  gtk_container_add(GTK_CONTAINER(revealer), options);
  gtk_box_pack_start(GTK_BOX(column), revealer, FALSE, FALSE, 0);
  gtk_container_add(GTK_CONTAINER(window), column);
  g_signal_connect_after(window, "draw", G_CALLBACK(drawn), app);
  gtk_widget_show_all(window);
}

int main(int argc, char **argv) {
  (void)argc;
  GtkApplication *app = gtk_application_new("org.example.RevealerDrawer", G_APPLICATION_NON_UNIQUE);
  g_signal_connect(app, "activate", G_CALLBACK(activate), NULL);
  int status = g_application_run(G_APPLICATION(app), 1, argv);
  g_object_unref(app);
  return status;
}
