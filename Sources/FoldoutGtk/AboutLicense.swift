import CFoldoutGtk

/// The licence an About dialog states: a well-known one (GTK shows its name, a link to its text
/// and a line saying the program comes with no warranty, in the person's language), or a text
/// of the app's own.
package enum AboutLicense: Sendable, Equatable {
    /// The MIT (X11) licence.
    case mit
    /// The 2-clause BSD licence.
    case bsd
    /// The 3-clause BSD licence.
    case bsd3
    /// The Apache License, version 2.0.
    case apache2
    /// The Mozilla Public License, version 2.0.
    case mpl2
    /// The Artistic License, version 2.0.
    case artistic2
    /// The GNU General Public License, version 2.0 or later.
    case gpl2OrLater
    /// The GNU General Public License, version 2.0 only.
    case gpl2Only
    /// The GNU General Public License, version 3.0 or later.
    case gpl3OrLater
    /// The GNU General Public License, version 3.0 only.
    case gpl3Only
    /// The GNU Lesser General Public License, version 2.1 or later.
    case lgpl21OrLater
    /// The GNU Lesser General Public License, version 2.1 only.
    case lgpl21Only
    /// The GNU Lesser General Public License, version 3.0 or later.
    case lgpl3OrLater
    /// The GNU Lesser General Public License, version 3.0 only.
    case lgpl3Only
    /// The GNU Affero General Public License, version 3.0 or later.
    case agpl3OrLater
    /// The GNU Affero General Public License, version 3.0 only.
    case agpl3Only
    /// A licence of the app's own: the dialog shows `text` as it is (wrapped).
    case text(String)

    /// GTK's value for the licence (`GTK_LICENSE_CUSTOM` for a text).
    var gtk: GtkLicense {
        switch self {
        case .mit: GTK_LICENSE_MIT_X11
        case .bsd: GTK_LICENSE_BSD
        case .bsd3: GTK_LICENSE_BSD_3
        case .apache2: GTK_LICENSE_APACHE_2_0
        case .mpl2: GTK_LICENSE_MPL_2_0
        case .artistic2: GTK_LICENSE_ARTISTIC
        case .gpl2OrLater: GTK_LICENSE_GPL_2_0
        case .gpl2Only: GTK_LICENSE_GPL_2_0_ONLY
        case .gpl3OrLater: GTK_LICENSE_GPL_3_0
        case .gpl3Only: GTK_LICENSE_GPL_3_0_ONLY
        case .lgpl21OrLater: GTK_LICENSE_LGPL_2_1
        case .lgpl21Only: GTK_LICENSE_LGPL_2_1_ONLY
        case .lgpl3OrLater: GTK_LICENSE_LGPL_3_0
        case .lgpl3Only: GTK_LICENSE_LGPL_3_0_ONLY
        case .agpl3OrLater: GTK_LICENSE_AGPL_3_0
        case .agpl3Only: GTK_LICENSE_AGPL_3_0_ONLY
        case .text: GTK_LICENSE_CUSTOM
        }
    }
}
