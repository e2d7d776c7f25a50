#ifndef FOLDOUT_CGTK_SHIM_H
#define FOLDOUT_CGTK_SHIM_H
/* GTK 3 for Swift: the headers, plus inline helpers for what Swift cannot
 * import (function-like cast macros, varargs, G_CALLBACK). */
#include <gtk/gtk.h>
#include <gtk/gtk-a11y.h>
#include <gdk/gdkkeysyms.h>
#include <atk/atk.h>
#include <libintl.h>
#include <locale.h>
#ifdef GDK_WINDOWING_X11
/* From <gdk/gdkx.h>, declared here so that Xlib's names (Window, Display, Time…) stay out of
 * Swift. */
GType gdk_x11_display_get_type(void);
guint32 gdk_x11_display_get_user_time(GdkDisplay *display);
guint32 gdk_x11_get_server_time(GdkWindow *window);
#endif

/* Typed casts (the GTK_* macros are not importable). */
static inline GObject *foldout_object(gpointer p) { return G_OBJECT(p); }
static inline GtkWidget *foldout_widget(gpointer p) { return GTK_WIDGET(p); }
static inline GtkContainer *foldout_container(gpointer p) { return GTK_CONTAINER(p); }
static inline GtkWindow *foldout_window(gpointer p) { return GTK_WINDOW(p); }
static inline GtkBox *foldout_box(gpointer p) { return GTK_BOX(p); }
static inline GtkLabel *foldout_label(gpointer p) { return GTK_LABEL(p); }
static inline GtkButton *foldout_button(gpointer p) { return GTK_BUTTON(p); }
static inline GtkListBox *foldout_list_box(gpointer p) { return GTK_LIST_BOX(p); }
static inline GtkListBoxRow *foldout_list_box_row(gpointer p) { return GTK_LIST_BOX_ROW(p); }
static inline GtkRevealer *foldout_revealer(gpointer p) { return GTK_REVEALER(p); }
static inline GtkScrolledWindow *foldout_scrolled_window(gpointer p) { return GTK_SCROLLED_WINDOW(p); }
static inline GtkStack *foldout_stack(gpointer p) { return GTK_STACK(p); }
static inline GtkStackSwitcher *foldout_stack_switcher(gpointer p) { return GTK_STACK_SWITCHER(p); }
static inline GtkHeaderBar *foldout_header_bar(gpointer p) { return GTK_HEADER_BAR(p); }
static inline GtkOverlay *foldout_overlay(gpointer p) { return GTK_OVERLAY(p); }
static inline GtkImage *foldout_image(gpointer p) { return GTK_IMAGE(p); }
static inline GtkMenuButton *foldout_menu_button(gpointer p) { return GTK_MENU_BUTTON(p); }
static inline GtkApplication *foldout_application(gpointer p) { return GTK_APPLICATION(p); }
static inline GApplication *foldout_g_application(gpointer p) { return G_APPLICATION(p); }
static inline GActionMap *foldout_action_map(gpointer p) { return G_ACTION_MAP(p); }
static inline GtkStyleProvider *foldout_style_provider(gpointer p) { return GTK_STYLE_PROVIDER(p); }
static inline AtkObjectClass *foldout_atk_object_class(gpointer p) { return ATK_OBJECT_CLASS(p); }
static inline gpointer foldout_instance_class(gpointer instance) { return G_OBJECT_GET_CLASS(instance); }
static inline GtkWidgetClass *foldout_widget_class(gpointer p) { return GTK_WIDGET_CLASS(p); }
static inline GtkAccessible *foldout_accessible(gpointer p) { return GTK_ACCESSIBLE(p); }
static inline GtkShortcutsWindow *foldout_shortcuts_window(gpointer p) { return GTK_SHORTCUTS_WINDOW(p); }
static inline GtkApplicationWindow *foldout_application_window(gpointer p) { return GTK_APPLICATION_WINDOW(p); }
static inline GtkSwitch *foldout_switch(gpointer p) { return GTK_SWITCH(p); }
static inline GtkDialog *foldout_dialog(gpointer p) { return GTK_DIALOG(p); }
static inline GtkBuilder *foldout_builder(gpointer p) { return GTK_BUILDER(p); }
static inline GtkAboutDialog *foldout_about_dialog(gpointer p) { return GTK_ABOUT_DIALOG(p); }
static inline GtkGrid *foldout_grid(gpointer p) { return GTK_GRID(p); }
static inline GtkToggleButton *foldout_toggle_button(gpointer p) { return GTK_TOGGLE_BUTTON(p); }
static inline GtkComboBox *foldout_combo_box(gpointer p) { return GTK_COMBO_BOX(p); }
static inline GtkComboBoxText *foldout_combo_box_text(gpointer p) { return GTK_COMBO_BOX_TEXT(p); }
static inline GSettings *foldout_settings(gpointer p) { return G_SETTINGS(p); }
static inline GFileMonitor *foldout_file_monitor(gpointer p) { return G_FILE_MONITOR(p); }
static inline GFile *foldout_gfile(gpointer p) { return G_FILE(p); }

/* A list box row's sort key (FoldoutGtk's ListBoxRow.sortKey, 0 until set) and the sort function
 * that orders rows by it: a list re-sorted while it scrolls compares its rows hundreds of times
 * a second, which costs next to nothing here and far more through a Swift closure. */
static inline GQuark foldout_sort_key_quark(void) {
  static GQuark quark = 0;
  if (quark == 0) quark = g_quark_from_static_string("foldout-sort-key");
  return quark;
}
static inline void foldout_list_box_row_set_sort_key(GtkListBoxRow *row, gintptr key) {
  g_object_set_qdata(G_OBJECT(row), foldout_sort_key_quark(), (gpointer) key);
}
static inline gintptr foldout_list_box_row_get_sort_key(GtkListBoxRow *row) {
  return (gintptr) g_object_get_qdata(G_OBJECT(row), foldout_sort_key_quark());
}
static inline gint foldout_list_box_compare_sort_keys(GtkListBoxRow *a, GtkListBoxRow *b, gpointer unused) {
  (void) unused;
  gintptr x = foldout_list_box_row_get_sort_key(a), y = foldout_list_box_row_get_sort_key(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/* Type checks. */
static inline gboolean foldout_is_widget(gpointer p) { return p != NULL && GTK_IS_WIDGET(p); }
static inline gboolean foldout_is_window(gpointer p) { return p != NULL && GTK_IS_WINDOW(p); }
static inline gboolean foldout_is_stack(gpointer p) { return p != NULL && GTK_IS_STACK(p); }
static inline gboolean foldout_is_container(gpointer p) { return p != NULL && GTK_IS_CONTAINER(p); }
static inline gboolean foldout_is_scrollbar(gpointer p) { return p != NULL && GTK_IS_SCROLLBAR(p); }
static inline GtkOrientable *foldout_orientable(gpointer p) { return GTK_ORIENTABLE(p); }

/* Signals: g_signal_connect_data with a typed trampoline erased to GCallback. */
static inline gulong foldout_signal_connect(gpointer instance, const gchar *signal,
                                            gpointer trampoline, gpointer data,
                                            GClosureNotify destroy, gboolean after) {
  return g_signal_connect_data(instance, signal, G_CALLBACK(trampoline), data, destroy,
                               after ? G_CONNECT_AFTER : (GConnectFlags)0);
}

/* Instance and class structs of registered subtypes, by GType. */
static inline GTypeClass *foldout_class_of(gpointer instance) { return G_TYPE_INSTANCE_GET_CLASS(instance, G_TYPE_OBJECT, GTypeClass); }

/* Property setters for the common cases (g_object_set is varargs). */
static inline void foldout_set_bool_property(gpointer object, const gchar *name, gboolean value) { g_object_set(object, name, value, NULL); }
static inline void foldout_set_int_property(gpointer object, const gchar *name, gint value) { g_object_set(object, name, value, NULL); }
static inline void foldout_set_string_property(gpointer object, const gchar *name, const gchar *value) { g_object_set(object, name, value, NULL); }
static inline GSettingsSchema *foldout_settings_schema(gpointer settings) { GSettingsSchema *s = NULL; g_object_get(settings, "settings-schema", &s, NULL); return s; }
static inline gboolean foldout_get_bool_property(gpointer object, const gchar *name) { gboolean v = FALSE; g_object_get(object, name, &v, NULL); return v; }

/* Key events arrive as GdkEvent pointers. */
static inline guint foldout_event_keyval(GdkEventKey *event) { return event->keyval; }
static inline guint foldout_event_state(GdkEventKey *event) { return event->state; }
/* Scroll events: direction and, for smooth scrolling, the deltas. */
static inline GdkScrollDirection foldout_scroll_direction(GdkEventScroll *event) { return event->direction; }
static inline gdouble foldout_scroll_delta_y(GdkEventScroll *event) { return event->delta_y; }
static inline GtkAdjustment *foldout_adjustment(void *p) { return GTK_ADJUSTMENT(p); }
static inline GtkRange *foldout_range(void *p) { return GTK_RANGE(p); }

/* GVariant types (G_VARIANT_TYPE_* are cast macros over static strings). */
static inline const GVariantType *foldout_variant_type_bytestring(void) { return G_VARIANT_TYPE_BYTESTRING; }
static inline const GVariantType *foldout_variant_type_string(void) { return G_VARIANT_TYPE_STRING; }

/* The GVariant types of the Settings portal's replies and signal (G_VARIANT_TYPE is a cast
 * of a string that must outlive its use, so these are C literals). */
static inline const GVariantType *foldout_variant_type_boxed_reply(void) { return G_VARIANT_TYPE("(v)"); }
static inline const GVariantType *foldout_variant_type_setting_changed(void) { return G_VARIANT_TYPE("(ssv)"); }
static inline const GVariantType *foldout_variant_type_uint32(void) { return G_VARIANT_TYPE_UINT32; }
static inline const GVariantType *foldout_variant_type_variant(void) { return G_VARIANT_TYPE_VARIANT; }

/* Structured logging without varargs (g_log_structured is variadic): one record with the
 * domain, the message, its syslog priority and the Swift source place, through
 * g_log_structured_array, so the default writer sends it to journald on a desktop and to
 * stderr in a terminal, and G_MESSAGES_DEBUG filters debug messages by domain. */
static inline void foldout_log_structured(const gchar *domain, GLogLevelFlags level, const gchar *message,
                                          const gchar *file, const gchar *line, const gchar *function) {
  const gchar *priority = "5";
  if (level & (G_LOG_LEVEL_ERROR)) priority = "3";
  else if (level & (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING)) priority = "4";
  else if (level & G_LOG_LEVEL_INFO) priority = "6";
  else if (level & G_LOG_LEVEL_DEBUG) priority = "7";
  const GLogField fields[] = {
    { "GLIB_DOMAIN", domain, -1 },
    { "MESSAGE", message, -1 },
    { "PRIORITY", priority, -1 },
    { "CODE_FILE", file, -1 },
    { "CODE_LINE", line, -1 },
    { "CODE_FUNC", function, -1 },
  };
  g_log_structured_array(level, fields, G_N_ELEMENTS(fields));
}

/* Accessibility signals (g_signal_emit_by_name is varargs). */
static inline void foldout_emit_children_changed(gpointer accessible, gboolean added, guint index, gpointer child) {
  g_signal_emit_by_name(accessible, added ? "children-changed::add" : "children-changed::remove", index, child);
}
static inline void foldout_emit_selection_changed(gpointer accessible) { g_signal_emit_by_name(accessible, "selection-changed"); }
static inline AtkSelectionIface *foldout_atk_selection_iface(gpointer p) { return (AtkSelectionIface *)p; }
static inline GtkAccessible *foldout_gtk_accessible(gpointer p) { return GTK_ACCESSIBLE(p); }

/* The launch time of an X11 activation: the user time GDK keeps (from the startup
 * notification ID's _TIME, or the last input event), else the X server's time now; 0 when
 * the display is not X11 (the caller then presents without a time). */
static inline guint32 foldout_activation_time(GtkWidget *window) {
#ifdef GDK_WINDOWING_X11
  GdkDisplay *display = gtk_widget_get_display(window);
  if (!G_TYPE_CHECK_INSTANCE_TYPE(display, gdk_x11_display_get_type())) return 0;
  guint32 time = gdk_x11_display_get_user_time(display);
  if (time != 0) return time;
  gtk_widget_realize(window);
  GdkWindow *gdk_window = gtk_widget_get_window(window);
  return gdk_window != NULL ? gdk_x11_get_server_time(gdk_window) : 0;
#else
  (void)window;
  return 0;
#endif
}

/* Message dialogs take a printf format. */
static inline GtkWidget *foldout_message_dialog(GtkWindow *parent, GtkMessageType type, GtkButtonsType buttons, const gchar *text) {
  return gtk_message_dialog_new(parent, GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT, type, buttons, "%s", text);
}
/* Context menus: the list box row under a pointer event (a row's own widgets, such as its bar's
 * buttons, have input windows of their own), and a GtkMenu shown under a widget or at the
 * pointer. */
static inline GtkActionBar *foldout_action_bar(gpointer p) { return GTK_ACTION_BAR(p); }
static inline GtkPopover *foldout_popover(gpointer p) { return GTK_POPOVER(p); }
static inline GtkMenuShell *foldout_menu_shell(gpointer p) { return GTK_MENU_SHELL(p); }
static inline GtkMenu *foldout_menu(gpointer p) { return GTK_MENU(p); }
static inline GtkMenuItem *foldout_menu_item(gpointer p) { return GTK_MENU_ITEM(p); }
static inline GtkListBoxRow *foldout_list_box_row_at_event(GtkListBox *box, GdkEvent *event) {
  GtkWidget *target = gtk_get_event_widget(event);
  GtkWidget *row = target != NULL ? gtk_widget_get_ancestor(target, GTK_TYPE_LIST_BOX_ROW) : NULL;
  if (row != NULL && gtk_widget_is_ancestor(row, GTK_WIDGET(box))) return GTK_LIST_BOX_ROW(row);
  gdouble x = 0, y = 0;
  if (target != GTK_WIDGET(box) || !gdk_event_get_coords(event, &x, &y)) return NULL;
  return gtk_list_box_get_row_at_y(box, (gint) y);
}
static inline guint foldout_event_button(GdkEvent *event) { guint button = 0; gdk_event_get_button(event, &button); return button; }
/* The label of a menu item shows an accelerator ("<Alt>Up") beside its text. */
static inline void foldout_menu_item_show_accelerator(GtkMenuItem *item, const gchar *accelerator) {
  guint key = 0; GdkModifierType mods = 0;
  gtk_accelerator_parse(accelerator, &key, &mods);
  GtkWidget *label = gtk_bin_get_child(GTK_BIN(item));
  if (key != 0 && label != NULL && GTK_IS_ACCEL_LABEL(label)) gtk_accel_label_set_accel(GTK_ACCEL_LABEL(label), key, mods);
}
#endif
