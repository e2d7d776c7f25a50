import CFoldoutGtk
import FoldoutCore

/// gettext, the GNOME way: the text domain bound to its catalogs, and its messages looked up.
/// It is the `MessageCatalog` an app installs for its own domain
/// (`TextDomain("mailbox").catalog = Gettext.setUp(…)`); the kit's own domain, `foldout-kit`, is
/// bound and installed by FoldoutGtk itself (see `KitCatalogs`).
public struct Gettext: MessageCatalog {
    /// The text domain, e.g. "foldout".
    package let domain: String

    /// Sets the locale from the environment (as `gtk_init` will again), binds `domain` to the
    /// catalogs in `directory` (`<dir>/<lang>/LC_MESSAGES/<domain>.mo`; nil: gettext's default,
    /// `/usr/share/locale`) with UTF-8 output, makes it the default domain (for GtkBuilder files
    /// loaded without one). Call it first, before any text is made. The app's domain only: the
    /// kit's texts have their own.
    public static func setUp(domain: String, directory: String?) -> Gettext {
        _ = setlocale(LC_ALL, "")
        if let directory { _ = bindtextdomain(domain, directory) }
        _ = bind_textdomain_codeset(domain, "UTF-8")
        _ = textdomain(domain)
        return Gettext(domain: domain)
    }

    /// A catalog for `domain` (bound elsewhere).
    package init(domain: String) { self.domain = domain }

    /// The translation of `message` in `context` (msgctxt) if given, or `message` itself.
    public func translate(_ message: String, context: String?) -> String {
        guard !message.isEmpty else { return message }
        // gettext answers an untranslated message with the pointer it was given: the C strings
        // must outlive the copy made from its answer.
        return domain.withCString { domain in
            message.withCString { message in
                guard let context else { return String(cString: g_dgettext(domain, message)) }
                return context.withCString { context in String(cString: g_dpgettext2(domain, context, message)) }
            }
        }
    }

    /// The plural form for `count` in the user's language (ngettext).
    public func translate(singular: String, plural: String, count: Int) -> String {
        domain.withCString { domain in
            singular.withCString { singular in
                plural.withCString { plural in
                    String(cString: g_dngettext(domain, singular, plural, gulong(max(0, count))))
                }
            }
        }
    }

    /// The directory `domain` is bound to now.
    package var boundDirectory: String? {
        bindtextdomain(domain, nil).map { String(cString: $0) }
    }
}
