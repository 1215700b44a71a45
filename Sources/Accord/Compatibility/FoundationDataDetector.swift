import Foundation

// `NSDataDetector`, which Linux's Foundation lacks: links (URLs with a scheme, `www.` hosts,
// e-mail addresses) and phone numbers found with regular expressions, as apps' "linkify text"
// helpers use it (`detector.matches(in:options:range:)`, `match.url`). Dates and addresses are
// not detected (approximate: Apple's detectors are statistical).

/// The kinds of result a detector looks for (Foundation's `NSTextCheckingTypes`).
public typealias NSTextCheckingTypes = UInt64

/// Finds links and phone numbers in text (Foundation's `NSDataDetector`; on Linux not an
/// `NSRegularExpression` subclass, whose matching methods cannot be overridden there).
open class NSDataDetector: @unchecked Sendable {
    let expression: NSRegularExpression
    /// The kinds it looks for (`NSTextCheckingResult.CheckingType` raw values).
    public let checkingTypes: NSTextCheckingTypes

    static let linkPattern = #"(?:[a-zA-Z][a-zA-Z0-9+.-]*://[^\s<>"]+|www\.[^\s<>"]+|[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,})"#
    static let phonePattern = #"(?:\+?\d{1,3}[ .-]?)?(?:\(\d{2,4}\)|\d{2,4})[ .-]?\d{3,4}[ .-]?\d{3,4}"#

    /// `.link` and `.phoneNumber` by swift-corelibs-foundation's raw values (64, 2048: what a
    /// user's `.link.rawValue` gives on Linux): corelibs marks the names deprecated, and the
    /// library builds without warnings.
    static let linkType = NSTextCheckingResult.CheckingType(rawValue: 1 << 6)
    static let phoneNumberType = NSTextCheckingResult.CheckingType(rawValue: 1 << 11)

    /// A detector of `checkingTypes` (`NSDataDetector.linkType.rawValue` …).
    public init(types checkingTypes: NSTextCheckingTypes) throws {
        self.checkingTypes = checkingTypes
        var parts: [String] = []
        if checkingTypes & NSDataDetector.linkType.rawValue != 0 { parts.append("(" + NSDataDetector.linkPattern + ")") }
        if checkingTypes & NSDataDetector.phoneNumberType.rawValue != 0 { parts.append("(" + NSDataDetector.phonePattern + ")") }
        expression = try NSRegularExpression(pattern: parts.isEmpty ? "(?!)" : parts.joined(separator: "|"), options: [])
    }

    /// The links and phone numbers in `string` within `range`; each result's `url` (links) or
    /// `phoneNumber` is set. A trailing `.`, `,`, `)` … is not part of a link.
    open func matches(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange) -> [NSTextCheckingResult] {
        let ns = string as NSString
        return expression.matches(in: string, options: options, range: range).compactMap { m -> NSTextCheckingResult? in
            var r = m.range
            while r.length > 0, ".,;:!?)]'\"".contains(ns.substring(with: NSRange(location: r.location + r.length - 1, length: 1))) { r.length -= 1 }
            let text = ns.substring(with: r)
            if m.range(at: 1).location != NSNotFound, checkingTypes & NSDataDetector.linkType.rawValue != 0 {
                let url: URL?
                if text.contains("://") { url = URL(string: text) }
                else if text.contains("@"), !text.hasPrefix("www.") { url = URL(string: "mailto:" + text) }
                else { url = URL(string: "http://" + text) }
                return DetectedResult(range: r, type: NSDataDetector.linkType, url: url, phoneNumber: nil)
            }
            return DetectedResult(range: r, type: NSDataDetector.phoneNumberType, url: nil, phoneNumber: text)
        }
    }

    /// Calls `block` with each match (see `matches(in:options:range:)`).
    open func enumerateMatches(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange,
                                        using block: (NSTextCheckingResult?, NSRegularExpression.MatchingFlags, UnsafeMutablePointer<ObjCBool>) -> Void) {
        var stop = ObjCBool(false)
        for m in matches(in: string, options: options, range: range) {
            block(m, [], &stop)
            if stop.boolValue { break }
        }
    }

    /// How many matches `string` has in `range`.
    open func numberOfMatches(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange) -> Int {
        matches(in: string, options: options, range: range).count
    }

    /// The first match in `range`, if any.
    open func firstMatch(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange) -> NSTextCheckingResult? {
        matches(in: string, options: options, range: range).first
    }
}

/// A detected link or phone number.
final class DetectedResult: NSTextCheckingResult {
    let detectedRange: NSRange
    let type: NSTextCheckingResult.CheckingType
    let detectedURL: URL?
    let detectedPhoneNumber: String?
    init(range: NSRange, type: NSTextCheckingResult.CheckingType, url: URL?, phoneNumber: String?) {
        detectedRange = range; self.type = type; detectedURL = url; detectedPhoneNumber = phoneNumber
        super.init()
    }
    required init?(coder: NSCoder) { return nil }
    override var range: NSRange { detectedRange }
    override var resultType: NSTextCheckingResult.CheckingType { type }
    override var numberOfRanges: Int { 1 }
    override func range(at idx: Int) -> NSRange { idx == 0 ? detectedRange : NSRange(location: NSNotFound, length: 0) }
}

extension NSTextCheckingResult {
    /// The link a data detector found (nil for other results).
    public var url: URL? { (self as? DetectedResult)?.detectedURL }
    /// The phone number a data detector found (nil for other results).
    public var phoneNumber: String? { (self as? DetectedResult)?.detectedPhoneNumber }
}
