/// A widget's box (content, padding and border) in another widget's coordinates.
public struct WidgetBounds: Equatable, Sendable {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// Creates bounds from an origin and a size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The bottom edge.
    public var maxY: Double { y + height }
}
