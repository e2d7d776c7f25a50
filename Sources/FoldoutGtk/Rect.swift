import CFoldoutGtk

/// A rectangle in a widget's coordinates.
package struct Rect: Equatable, Sendable {
    /// Left edge.
    package var x: Int
    /// Top edge.
    package var y: Int
    /// Width.
    package var width: Int
    /// Height.
    package var height: Int
    /// Makes a rectangle.
    package init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}
