// What "Adding an animated selector" takes from the reader's app.
import FoldoutGtk

@MainActor let sidebar = Box(vertical: true)
@MainActor func showAccount(_ address: String) {}
@MainActor func setSpeed(_ speed: some Sendable) {}
