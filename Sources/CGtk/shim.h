// GTK 4 for Swift: the headers, plus the few macros Swift cannot call.
#include <gtk/gtk.h>

// g_signal_connect is a macro over g_signal_connect_data.
static inline gulong nib_signal_connect(gpointer instance, const char *signal, GCallback handler,
                                        gpointer data, GClosureNotify destroy) {
    return g_signal_connect_data(instance, signal, handler, data, destroy, (GConnectFlags)0);
}

// The GType of a list of files, for drag and drop (a macro in GDK).
static inline GType nib_file_list_type(void) { return GDK_TYPE_FILE_LIST; }

// Whether a GObject is of the given type (G_TYPE_CHECK_INSTANCE_TYPE is a macro).
static inline gboolean nib_is_a(gpointer object, GType type) {
    return object != NULL && G_TYPE_CHECK_INSTANCE_TYPE(object, type);
}

// The accessible name of a widget (variadic in GTK), read by screen readers and by the GUI tests.
static inline void nib_set_accessible_label(GtkWidget *widget, const char *label) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

// A modal question with secondary text (gtk_message_dialog_new is variadic).
static inline GtkWidget *nib_message_dialog_new(GtkWindow *parent, GtkMessageType type, const char *text, const char *secondary) {
    GtkWidget *dialog = gtk_message_dialog_new(parent, GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT, type,
                                               GTK_BUTTONS_NONE, "%s", text);
    if (secondary) gtk_message_dialog_format_secondary_text(GTK_MESSAGE_DIALOG(dialog), "%s", secondary);
    return dialog;
}

// Scrolls a list view to a row (GTK 4.8 has no gtk_list_view_scroll_to).
static inline void nib_list_view_scroll_to(GtkWidget *list, guint position) {
    gtk_widget_activate_action(list, "list.scroll-to-item", "u", position);
}

// Sets an application's keyboard shortcuts for an action: up to two accelerators.
static inline void nib_set_accels(GtkApplication *app, const char *action, const char *first, const char *second) {
    const char *accels[] = { first, second, NULL };
    gtk_application_set_accels_for_action(app, action, accels);
}

// Drag and drop of a string (gdk_content_provider_new_typed is variadic).
static inline GdkContentProvider *nib_content_provider_for_string(const char *text) {
    return gdk_content_provider_new_typed(G_TYPE_STRING, text);
}

static inline GType nib_string_type(void) { return G_TYPE_STRING; }
