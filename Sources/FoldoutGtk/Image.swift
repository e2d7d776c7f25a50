import CFoldoutGtk

/// A `GtkImage` showing a themed icon.
@MainActor
public final class Image: Widget {
    /// Makes an image from an icon name (symbolic names follow the text colour).
    public convenience init(iconName: String, size: IconSize = .button) {
        self.init(retaining: UnsafeMutableRawPointer(gtk_image_new_from_icon_name(iconName, size.gtk)))
    }

    /// Draws the icon at `pixels` (overrides the icon size), e.g. 64 for a status page.
    package func setPixelSize(_ pixels: Int) {
        gtk_image_set_pixel_size(foldout_image(raw), Int32(pixels))
    }

    /// The icon's own style, above every stylesheet; made when the icon first turns.
    private var turnStyle: UnsafeMutablePointer<GtkCssProvider>?

    /// How far the icon is turned, in turns (0.5: upside down), clockwise, and mirrored
    /// (counter-clockwise) in right-to-left text; for an icon that follows a motion frame by
    /// frame (a selector's arrow turning with its drawer). It overrides the stylesheets'
    /// `-gtk-icon-transform` and transitions for this icon. Whole degrees.
    package var turn: Double = 0 {
        didSet {
            let degrees = Int((turn * 360).rounded())
            guard degrees != Int((oldValue * 360).rounded()) || turnStyle == nil else { return }
            if turnStyle == nil, let provider = gtk_css_provider_new() {
                gtk_style_context_add_provider(
                    gtk_widget_get_style_context(widget), foldout_style_provider(provider),
                    UInt32(GTK_STYLE_PROVIDER_PRIORITY_USER))
                // The style context holds it from here on, as long as the icon lives.
                g_object_unref(provider)
                turnStyle = provider
            }
            let css =
                "image { -gtk-icon-transform: rotate(\(degrees)deg); transition: none; } "
                + "image:dir(rtl) { -gtk-icon-transform: rotate(\(-degrees)deg); }"
            gtk_css_provider_load_from_data(turnStyle, css, -1, nil)
        }
    }
}
