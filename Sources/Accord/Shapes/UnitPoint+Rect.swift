import AccordLayout
import Foundation

extension UnitPoint {
    /// The point at this fraction of `rect`'s size from its origin: a gradient's start, centre or
    /// end, the anchor a drawing effect scales or rotates about, an anchor preference's unit point.
    package func point(in rect: CGRect) -> CGPoint {
        CGPoint(x: rect.minX + x * rect.width, y: rect.minY + y * rect.height)
    }
}
