/// Why a link could not be opened (``URILauncher/launch(_:parent:)``), in the person's language.
package struct LaunchFailure: Error, Sendable, Equatable {
    /// The link that could not be opened.
    package let uri: String
    /// Why, as a clause that can follow a colon: "no application is set up for https: links",
    /// "not found", or the system's own message for other failures.
    package let reason: String

    /// A failure to open `uri`, for `reason`.
    package init(uri: String, reason: String) {
        self.uri = uri
        self.reason = reason
    }

    /// The sentence to show the person: which link, and why ("Could not open
    /// “https://example.org/privacy”: no application is set up for https: links").
    package var message: String {
        // TRANSLATORS: {link} is the address that could not be opened; {reason} says why, e.g.
        // "no application is set up for https: links".
        tr("Could not open “{link}”: {reason}", ["link": uri, "reason": reason])
    }
}
