import Foundation
import AccordLayout

// UIKit's text input names that SwiftUI apps reach through representable text fields and text
// views, and the paragraph attributes of UIKit's attributed strings. A preview edits nothing and
// shows no keyboard: traits and selections are kept as set.

/// The title of the keyboard's return key (UIKit's `UIReturnKeyType`, its raw values).
public enum UIReturnKeyType: Int, Hashable, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// A place in a text input's document (UIKit's abstract `UITextPosition`): here, a character offset.
open class UITextPosition: @unchecked Sendable {
    let offset: Int
    init(offset: Int) { self.offset = offset }
    public init() { offset = 0 }
}

/// A range between two positions of a text input's document (UIKit's `UITextRange`).
open class UITextRange: @unchecked Sendable {
    /// The first position.
    open var start: UITextPosition { startPosition }
    /// The position after the last character.
    open var end: UITextPosition { endPosition }
    /// Whether the range holds no characters.
    open var isEmpty: Bool { startPosition.offset == endPosition.offset }
    private let startPosition: UITextPosition
    private let endPosition: UITextPosition
    init(start: UITextPosition, end: UITextPosition) { startPosition = start; endPosition = end }
    public init() { startPosition = UITextPosition(); endPosition = UITextPosition() }
}

/// The positions and ranges of a text field's or text view's text (UIKit's `UITextInput`), by
/// character offset.
public protocol UITextInput: AnyObject {
    var selectedTextRange: UITextRange? { get set }
    var inputText: String { get }
}

extension UITextInput {
    /// The position before the first character.
    public var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }
    /// The position after the last character.
    public var endOfDocument: UITextPosition { UITextPosition(offset: inputText.count) }
    /// The position `offset` characters from `position`; nil outside the text.
    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let o = position.offset + offset
        return o >= 0 && o <= inputText.count ? UITextPosition(offset: o) : nil
    }
    /// The range from one position to another (nil when the order is reversed).
    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        fromPosition.offset <= toPosition.offset ? UITextRange(start: fromPosition, end: toPosition) : nil
    }
    /// The characters between two positions.
    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { toPosition.offset - from.offset }
    /// The text of a range.
    public func text(in range: UITextRange) -> String? {
        let chars = Array(inputText)
        guard range.start.offset >= 0, range.end.offset <= chars.count, range.start.offset <= range.end.offset else { return nil }
        return String(chars[range.start.offset..<range.end.offset])
    }
    /// Compares two positions (UIKit's `compare(_:to:)`).
    public func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        position.offset < other.offset ? .orderedAscending : position.offset > other.offset ? .orderedDescending : .orderedSame
    }
}

extension UITextField: UITextInput {
    /// The field's text, for `UITextInput`'s positions.
    public var inputText: String { text ?? "" }
}
extension UITextView: UITextInput {
    /// The view's text, for `UITextInput`'s positions.
    public var inputText: String { text ?? "" }
}

// MARK: - Paragraph attributes

/// How lines of a paragraph are aligned (UIKit's `NSTextAlignment`, its iOS raw values).
public enum NSTextAlignment: Int, Hashable, Sendable { case left = 0, center = 1, right = 2, justified = 3, natural = 4 }

/// How a line too long for its width is broken or truncated (UIKit's `NSLineBreakMode`).
public enum NSLineBreakMode: Int, Hashable, Sendable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// The line and paragraph settings of attributed text (UIKit's `NSParagraphStyle`).
open class NSParagraphStyle: Hashable, @unchecked Sendable {
    /// The system's default: natural alignment, word wrapping, no spacing.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }
    open internal(set) var alignment: NSTextAlignment = .natural
    open internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
    open internal(set) var lineSpacing: CGFloat = 0
    open internal(set) var paragraphSpacing: CGFloat = 0
    open internal(set) var paragraphSpacingBefore: CGFloat = 0
    open internal(set) var lineHeightMultiple: CGFloat = 0
    open internal(set) var minimumLineHeight: CGFloat = 0
    open internal(set) var maximumLineHeight: CGFloat = 0
    open internal(set) var firstLineHeadIndent: CGFloat = 0
    open internal(set) var headIndent: CGFloat = 0
    open internal(set) var tailIndent: CGFloat = 0
    open internal(set) var hyphenationFactor: Float = 0
    public init() {}
    public static func == (a: NSParagraphStyle, b: NSParagraphStyle) -> Bool {
        a.alignment == b.alignment && a.lineBreakMode == b.lineBreakMode && a.lineSpacing == b.lineSpacing
            && a.paragraphSpacing == b.paragraphSpacing && a.paragraphSpacingBefore == b.paragraphSpacingBefore
            && a.lineHeightMultiple == b.lineHeightMultiple && a.minimumLineHeight == b.minimumLineHeight
            && a.maximumLineHeight == b.maximumLineHeight && a.firstLineHeadIndent == b.firstLineHeadIndent
            && a.headIndent == b.headIndent && a.tailIndent == b.tailIndent && a.hyphenationFactor == b.hyphenationFactor
    }
    public func hash(into h: inout Hasher) { h.combine(alignment); h.combine(lineSpacing); h.combine(lineBreakMode) }
    /// A mutable copy (UIKit's `mutableCopy()` gives `Any`).
    open func mutableCopy() -> Any {
        let m = NSMutableParagraphStyle()
        m.setParagraphStyle(self)
        return m
    }
}

/// Paragraph settings an app sets (UIKit's `NSMutableParagraphStyle`).
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    open override var alignment: NSTextAlignment { get { super.alignment } set { super.alignment = newValue } }
    open override var lineBreakMode: NSLineBreakMode { get { super.lineBreakMode } set { super.lineBreakMode = newValue } }
    open override var lineSpacing: CGFloat { get { super.lineSpacing } set { super.lineSpacing = newValue } }
    open override var paragraphSpacing: CGFloat { get { super.paragraphSpacing } set { super.paragraphSpacing = newValue } }
    open override var paragraphSpacingBefore: CGFloat { get { super.paragraphSpacingBefore } set { super.paragraphSpacingBefore = newValue } }
    open override var lineHeightMultiple: CGFloat { get { super.lineHeightMultiple } set { super.lineHeightMultiple = newValue } }
    open override var minimumLineHeight: CGFloat { get { super.minimumLineHeight } set { super.minimumLineHeight = newValue } }
    open override var maximumLineHeight: CGFloat { get { super.maximumLineHeight } set { super.maximumLineHeight = newValue } }
    open override var firstLineHeadIndent: CGFloat { get { super.firstLineHeadIndent } set { super.firstLineHeadIndent = newValue } }
    open override var headIndent: CGFloat { get { super.headIndent } set { super.headIndent = newValue } }
    open override var tailIndent: CGFloat { get { super.tailIndent } set { super.tailIndent = newValue } }
    open override var hyphenationFactor: Float { get { super.hyphenationFactor } set { super.hyphenationFactor = newValue } }
    /// Takes every setting of `obj`.
    open func setParagraphStyle(_ obj: NSParagraphStyle?) {
        let o = obj ?? NSParagraphStyle()
        alignment = o.alignment; lineBreakMode = o.lineBreakMode; lineSpacing = o.lineSpacing
        paragraphSpacing = o.paragraphSpacing; paragraphSpacingBefore = o.paragraphSpacingBefore
        lineHeightMultiple = o.lineHeightMultiple; minimumLineHeight = o.minimumLineHeight
        maximumLineHeight = o.maximumLineHeight; firstLineHeadIndent = o.firstLineHeadIndent
        headIndent = o.headIndent; tailIndent = o.tailIndent; hyphenationFactor = o.hyphenationFactor
    }
}

/// The line drawn under or through text (UIKit's `NSUnderlineStyle`, its raw values).
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

extension NSAttributedString.Key {
    /// The colour of the line through struck-through text (a `UIColor`).
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// The colour of the underline (a `UIColor`).
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// The colour of the outline of stroked text (a `UIColor`).
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    /// The width of the outline, in percent of the font size (an `NSNumber`).
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    /// The shadow of the text (an `NSShadow`).
    public static let shadow = NSAttributedString.Key("NSShadow")
    /// The link of the text (a `URL` or `String`).
    public static let link = NSAttributedString.Key("NSLink")
    /// The skew of the glyphs (an `NSNumber`).
    public static let obliqueness = NSAttributedString.Key("NSObliqueness")
    /// The log of the horizontal stretch of the glyphs (an `NSNumber`).
    public static let expansion = NSAttributedString.Key("NSExpansion")
    /// Whether ligatures are used (an `NSNumber`).
    public static let ligature = NSAttributedString.Key("NSLigature")
    /// The spacing between characters in points (an `NSNumber`; iOS 14's `tracking`).
    public static let tracking = NSAttributedString.Key("NSTracking")
}

/// A shadow under drawn text (UIKit's `NSShadow`).
open class NSShadow: @unchecked Sendable {
    open var shadowOffset = CGSize.zero
    open var shadowBlurRadius: CGFloat = 0
    /// The shadow's colour (a `UIColor`; nil: black at a third opacity, UIKit's default).
    open var shadowColor: Any?
    public init() {}
}
