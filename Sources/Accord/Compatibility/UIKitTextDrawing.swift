import Foundation
import AccordLayout

// UIKit's string measuring (`NSString`/`String.boundingRect(with:options:attributes:context:)`,
// `size(withAttributes:)`) and `UIFont`'s line metrics, measured with the text system Accord's
// views use (AccordDefaults.textMeasurer: Inter with SF Pro's line metrics), so an app's
// "height of this label" helper agrees with how Accord lays the same text out.

/// How `boundingRect` measures (UIKit's `NSStringDrawingOptions`).
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Wraps lines at the given width and measures from the top of the first line (without it:
    /// one line, measured from its baseline).
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Adds the font's leading to each line.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Uses glyph bounds (ignored: line bounds are used).
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// Truncates the last line that fits.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// Measuring options and results (UIKit's `NSStringDrawingContext`).
open class NSStringDrawingContext: @unchecked Sendable {
    /// How far text may shrink (ignored: 1).
    open var minimumScaleFactor: CGFloat = 0
    /// The scale used: 1.
    open internal(set) var actualScaleFactor: CGFloat = 1
    /// The bounds of the last measurement.
    open internal(set) var totalBounds: CGRect = .zero
    public init() {}
}

enum TextDrawingMeasure {
    /// UIKit's default for attributed text without a font: Helvetica 12 pt (NSAttributedString's
    /// documented default); measured as the system font of that size.
    static func font(_ attributes: [NSAttributedString.Key: Any]?) -> UIFont {
        (attributes?[.font] as? UIFont) ?? UIFont.systemFont(ofSize: 12)
    }

    static func resolved(_ font: UIFont) -> ResolvedFont {
        var env = EnvironmentValues()
        env.dynamicTypeSize = .large
        return Font(font).resolve(env)
    }

    static func rect(_ string: String, size: CGSize, options: NSStringDrawingOptions,
                     attributes: [NSAttributedString.Key: Any]?) -> CGRect {
        let f = resolved(font(attributes))
        var run = TextRun(string, font: f)
        if let kern = attributes?[.kern] as? CGFloat { run.tracking = kern } else if let kern = attributes?[.kern] as? Double { run.tracking = CGFloat(kern) }
        let measurer = AccordDefaults.textMeasurer
        if options.contains(.usesLineFragmentOrigin) {
            let width = size.width.isFinite && size.width > 0 && size.width < 1e7 ? size.width : nil
            var req = TextLayoutRequest(runs: [run], width: width)
            req.maxLines = nil
            let r = measurer.measure(req)
            var height = r.size.height
            if size.height.isFinite, size.height > 0, size.height < 1e7 { height = min(height, max(r.lineHeight, size.height)) }
            return CGRect(x: 0, y: 0, width: r.size.width, height: height)
        }
        // One line, origin at the baseline: y = −ascender.
        let single = string.replacingOccurrences(of: "\n", with: " ")
        var one = run
        one.string = single
        let r = measurer.measure(TextLayoutRequest(runs: [one], width: nil))
        let m = measurer.metrics(for: f)
        return CGRect(x: 0, y: -m.ascender, width: r.size.width, height: r.size.height)
    }
}

extension StringProtocol {
    /// The rectangle the string takes drawn with `attributes` (UIKit's
    /// `boundingRect(with:options:attributes:context:)`): with `.usesLineFragmentOrigin`,
    /// wrapped at `size.width` from the top (origin zero); else one line from its baseline. Not
    /// rounded (UIKit's callers apply `ceil`).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) -> CGRect {
        let r = TextDrawingMeasure.rect(String(self), size: size, options: options, attributes: attributes)
        context?.totalBounds = r
        return r
    }
    /// The size of the string on one line drawn with `attributes` (UIKit's `size(withAttributes:)`).
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        TextDrawingMeasure.rect(String(self), size: CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude),
                                options: .usesLineFragmentOrigin, attributes: attrs).size
    }
}

extension NSString {
    /// The rectangle the string takes drawn with `attributes` (see `String.boundingRect`).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) -> CGRect {
        (self as String).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
    /// The size of the string on one line drawn with `attributes`.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as String).size(withAttributes: attrs)
    }
}

extension UIFont {
    private var lineMetrics: FontMetrics { AccordDefaults.textMeasurer.metrics(for: TextDrawingMeasure.resolved(self)) }
    /// Distance from the baseline to the top of the line (UIKit's `ascender`).
    public var ascender: CGFloat { lineMetrics.ascender }
    /// Distance from the baseline to the bottom of the line, negative (UIKit's `descender`).
    public var descender: CGFloat { -lineMetrics.descender }
    /// The font's leading (UIKit's `leading`).
    public var leading: CGFloat { lineMetrics.leading }
    /// The height of a line: ascender − descender + leading (UIKit's `lineHeight`).
    public var lineHeight: CGFloat { let m = lineMetrics; return m.ascender + m.descender + m.leading }
    /// The height of capitals (UIKit's `capHeight`).
    public var capHeight: CGFloat { lineMetrics.capHeight }
    /// The height of lower-case x (UIKit's `xHeight`).
    public var xHeight: CGFloat { lineMetrics.xHeight }
}
