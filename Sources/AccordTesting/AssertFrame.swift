import Foundation
import Accord

/// The frame of the view marked `.accessibilityIdentifier(id)` in `view` laid out with `layout`
/// (canvas coordinates, pixel-aligned at 2 pixels a point; nil: no such view).
public func frame<V: View>(of id: String, in view: V, layout: SwiftUISnapshotLayout = .sizeThatFits,
                           textMeasurer: (any TextMeasurer)? = nil) -> CGRect? {
    layout.host(view, textMeasurer: textMeasurer).frame(of: id)
}

/// The check behind `assertFrame`: nil when the frame of `id` is `expected` within `accuracy`
/// on each of x, y, width and height, else the failure message.
public func verifyFrame<V: View>(of id: String, in view: V, layout: SwiftUISnapshotLayout = .sizeThatFits,
                                 equals expected: CGRect, accuracy: CGFloat = 0.01,
                                 textMeasurer: (any TextMeasurer)? = nil) -> String? {
    let hosted = layout.host(view, textMeasurer: textMeasurer)
    guard let actual = hosted.frame(of: id) else {
        let known = hosted.frames().map(\.id)
        return "no view marked .accessibilityIdentifier(\"\(id)\")" + (known.isEmpty ? "" : "; identified views: \(known.joined(separator: ", "))")
    }
    let pairs: [(String, CGFloat, CGFloat)] = [("x", actual.minX, expected.minX), ("y", actual.minY, expected.minY),
                                                ("width", actual.width, expected.width), ("height", actual.height, expected.height)]
    let off = pairs.filter { abs($0.1 - $0.2) > accuracy }
    guard !off.isEmpty else { return nil }
    func f(_ v: CGFloat) -> String { String(format: "%g", Double(v)) }
    return "frame of \"\(id)\" is (x: \(f(actual.minX)), y: \(f(actual.minY)), width: \(f(actual.width)), height: \(f(actual.height))), expected (x: \(f(expected.minX)), y: \(f(expected.minY)), width: \(f(expected.width)), height: \(f(expected.height))) ± \(f(accuracy)); differs in "
        + off.map { "\($0.0) by \(f($0.1 - $0.2))" }.joined(separator: ", ")
}

/// Asserts that the view marked `.accessibilityIdentifier(id)` in `view` has the frame
/// `expected` (canvas coordinates) within `accuracy`. Works under XCTest and Swift Testing.
///
/// ```swift
/// assertFrame(of: "price", in: Card(), layout: .fixed(width: 320, height: 120),
///             equals: CGRect(x: 30.33, y: 39.67, width: 87.33, height: 40.67), accuracy: 0.01)
/// ```
public func assertFrame<V: View>(of id: String, in view: V, layout: SwiftUISnapshotLayout = .sizeThatFits,
                                 equals expected: CGRect, accuracy: CGFloat = 0.01,
                                 textMeasurer: (any TextMeasurer)? = nil,
                                 fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
                                 line: UInt = #line, column: UInt = #column) {
    if let message = verifyFrame(of: id, in: view, layout: layout, equals: expected, accuracy: accuracy, textMeasurer: textMeasurer) {
        reportFailure(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
