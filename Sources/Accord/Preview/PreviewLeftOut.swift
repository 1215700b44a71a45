import Foundation

/// What a body left out of a preview build does when the preview calls it (issue 11).
///
/// `accord` leaves out the body of an app function, accessor or computed property that does not
/// compile on Linux (it uses a package Accord cannot fetch, or an API it lacks), keeping its
/// signature so that its callers still compile. Xcode's canvas would have run the body; here it
/// is gone, so a call answers as little as it can without inventing data:
/// - a function or accessor without a result does nothing;
/// - a result of a type with an empty value is that value: `nil`, `[]`, `[:]`, `""`, `0`,
///   `false` (an optional `Font` or `Color` is `nil`: the environment's); for a `Font` the body font;
///   for a `Color` the system colour its name gives a role to (`stand-in colours` below), the
///   secondary grey when it gives none; an `AnyView` is a placeholder naming the declaration
///   (`AccordPreviewLeftOutView`: a screen's tab or row built by a left-out function is seen to be
///   missing, not blank);
/// - a throwing function whose result has no empty value throws `LeftOut`;
/// - otherwise the preview stops, naming the left-out declaration and its line.
/// Each left-out declaration that is called is reported once on standard error, so a preview
/// drawn with an empty list says why the list is empty.
@_spi(AccordPreview) public enum AccordPreviewLeftOut {
    /// The error a left-out throwing function throws when its result has no empty value.
    public struct LeftOut: Error, CustomStringConvertible {
        public let what: String
        public var description: String { "\(what) was left out of the preview build: it does not compile with Accord" }
    }

    /// The result of a call to the left-out `what`: its empty value, or a stop with the reason.
    public static func value<T>(_ what: String, file: StaticString = #file, line: UInt = #line) -> T {
        if let empty: T = emptyValue(what) {
            report(what, answered: T.self == Void.self ? nil : describe(empty, what))
            return empty
        }
        fatalError("accord: \(what) was left out of the preview build: it does not compile with Accord", file: file, line: line)
    }

    /// As `value`, for a throwing function: its empty value, or the error `LeftOut`.
    public static func throwingValue<T>(_ what: String) throws -> T {
        if let empty: T = emptyValue(what) {
            report(what, answered: T.self == Void.self ? nil : describe(empty, what))
            return empty
        }
        report(what, answered: "the error LeftOut")
        throw LeftOut(what: what)
    }

    /// A call to the left-out `what`, which has no result (a setter, an observer, `deinit`).
    public static func called(_ what: String) { report(what, answered: nil) }

    /// The empty value of `T`, if its type has one.
    static func emptyValue<T>(_ what: String) -> T? {
        if T.self == Void.self { return () as? T }
        // (An optional colour a design token or an app's colour member stands for —
        // `.foregroundColor(AppColors.textSecondary)`, `.tint(Theme.brand)` — is its role's colour:
        // nil would be the inherited one, the secondary text drawn as primary. A left-out member
        // (`var tint: Color?`) and a name of no role stay nil.)
        if T.self == Color?.self || T.self == UIColor?.self, !what.contains(" "), !what.contains("`") {
            let stand = standInColor(for: what)
            if stand.role != Self.noRole {
                return T.self == UIColor?.self ? Optional(stand.color) as? T : Optional(Color(uiColor: stand.color)) as? T
            }
        }
        if let t = T.self as? any ExpressibleByNilLiteral.Type { return t.init(nilLiteral: ()) as? T }
        if let t = T.self as? any ExpressibleByArrayLiteral.Type { return emptyArray(t) as? T }
        if let t = T.self as? any ExpressibleByDictionaryLiteral.Type { return emptyDictionary(t) as? T }
        if let t = T.self as? any ExpressibleByStringLiteral.Type { return emptyString(t) as? T }
        if let t = T.self as? any ExpressibleByIntegerLiteral.Type { return zero(t) as? T }
        if let t = T.self as? any ExpressibleByBooleanLiteral.Type { return no(t) as? T }
        // (A view a left-out function builds is a screen's tab or section as often as a row: as
        // flexible as a Color.)
        if T.self == AnyView.self { return AnyView(AccordPreviewLeftOutView(placeholderName(what), extent: .flexible)) as? T }
        // (A colour the preview could not make: the system colour of the role its name says.)
        if T.self == Color.self { return Color(uiColor: standInColor(for: what).color) as? T }
        if T.self == UIColor.self { return standInColor(for: what).color as? T }
        if T.self == Font.self { return Font.body as? T }
        // (A text a left-out member made — `var accessibilityLabel: Text` — is empty, as its String
        // would be: the preview that reads it is drawn instead of stopping; corpus12 17's third preview.)
        if T.self == Text.self { return Text(verbatim: "") as? T }
        return nil
    }

    /// "func view() -> AnyView" (with its backquotes) → "view()".
    public static func placeholderName(_ what: String) -> String {
        let words = what.trimmingCharacters(in: CharacterSet(charactersIn: "`")).split(separator: " ")
        guard let k = words.firstIndex(where: { ["func", "var", "subscript"].contains($0) }), k + 1 < words.count else { return what }
        let name = words[k + 1].prefix(while: { $0 != "(" && $0 != ":" && $0 != "<" })
        return words[k] == "func" ? name + "()" : String(name)
    }

    private static func emptyArray<A: ExpressibleByArrayLiteral>(_: A.Type) -> A { [] }
    private static func emptyDictionary<D: ExpressibleByDictionaryLiteral>(_: D.Type) -> D { [:] }
    private static func emptyString<S: ExpressibleByStringLiteral>(_: S.Type) -> S { "" }
    private static func zero<N: ExpressibleByIntegerLiteral>(_: N.Type) -> N { 0 }
    private static func no<B: ExpressibleByBooleanLiteral>(_: B.Type) -> B { false }

    /// Stand-in colours. An app's colour the preview cannot make — a design token
    /// (`AppColors.background`, `Theme.textSecondary`), an asset's static member
    /// (`Color.brandAccent`) declared in a file that is not here — is drawn in the iOS system colour
    /// of the role its name gives it, so a token screen background is the screen's background and
    /// its text is text: the words of its last name (`textSecondary` → text, secondary), first rule
    /// that matches —
    /// 1. a colour's own name (`red`, `blue`, `white`, `black`…: `primaryRed`) → that colour, half
    ///    way to black with dark/deep/night (`darkBlue`), half way to white with light/pale/soft/pastel;
    /// 2. an outcome: error/danger/destructive → red, success → green, warning/caution → orange;
    /// 3. a line: border/separator/divider/stroke/outline → `separator`;
    /// 4. text: text/label/foreground/title/heading/caption/icon → `label`, `secondaryLabel` with
    ///    secondary/subtitle (`subTitle`)/muted/subtle/placeholder/hint/disabled/tertiary;
    /// 5. a ground: background/bg/backdrop/screen/window/base → `systemBackground`,
    ///    `secondarySystemBackground` with secondary/card/surface/elevated/grouped;
    /// 6. a raised ground: surface/card/container/cell/tile/panel/sheet/field/input → `secondarySystemBackground`;
    /// 7. emphasis: accent/brand/primary/tint/highlight/link/action/button/theme/main → the accent colour;
    /// 8. otherwise the secondary grey a redacted placeholder is drawn in.
    package static func standInColor(for what: String) -> (color: UIColor, role: String) {
        // (A left-out member — "`var cardBackground: Color`" — by its name.)
        let words = nameWords(what.contains(" ") ? placeholderName(what) : what)
        func has(_ list: [String]) -> Bool { words.contains { list.contains($0) } }
        let hues: [(String, UIColor)] = [("red", .systemRed), ("green", .systemGreen), ("blue", .systemBlue),
                                         ("orange", .systemOrange), ("yellow", .systemYellow), ("purple", .systemPurple),
                                         ("pink", .systemPink), ("teal", .systemTeal), ("indigo", .systemIndigo),
                                         ("mint", .systemMint), ("cyan", .systemCyan), ("brown", .systemBrown),
                                         ("white", .white), ("black", .black)]
        if let hue = hues.first(where: { words.contains($0.0) }) {
            // (A shade the name says: `darkBlue` is a navy, not the system blue; `lightGreen` a pale one.)
            if has(["dark", "deep", "night"]) { return (UIColor(Color(uiColor: hue.1).mix(with: .black, by: 0.5, in: .device)), "dark " + hue.0) }
            if has(["light", "pale", "soft", "pastel"]) { return (UIColor(Color(uiColor: hue.1).mix(with: .white, by: 0.5, in: .device)), "light " + hue.0) }
            return (hue.1, hue.0)
        }
        if has(["error", "danger", "destructive", "failure", "negative"]) { return (.systemRed, "red") }
        if has(["success", "positive", "valid"]) { return (.systemGreen, "green") }
        if has(["warning", "caution"]) { return (.systemOrange, "orange") }
        if has(["border", "separator", "divider", "stroke", "outline", "hairline"]) { return (.separator, "separator") }
        let quiet = has(["secondary", "subtitle", "sub", "muted", "subtle", "placeholder", "hint", "disabled", "tertiary", "inactive"])
        if has(["text", "label", "foreground", "title", "heading", "headline", "caption", "icon", "ink"]) {
            return quiet ? (.secondaryLabel, "secondaryLabel") : (.label, "label")
        }
        let raised = ["surface", "card", "container", "cell", "tile", "panel", "sheet", "field", "input", "elevated", "grouped"]
        if has(["background", "bg", "backdrop", "screen", "window", "base"]) {
            return quiet || has(raised) ? (.secondarySystemBackground, "secondarySystemBackground") : (.systemBackground, "systemBackground")
        }
        if has(raised) { return (.secondarySystemBackground, "secondarySystemBackground") }
        if has(["accent", "brand", "primary", "tint", "highlight", "link", "action", "button", "theme", "main"]) {
            return (UIColor(Color.accentColor), "the accent colour")
        }
        return (.secondaryLabel, noRole)
    }

    static let noRole = "the secondary grey"

    /// "AppColors.Semantic.textSecondary()" → ["text", "secondary"]; "Color.bg_card" → ["bg", "card"].
    static func nameWords(_ what: String) -> [String] {
        let last = what.trimmingCharacters(in: CharacterSet(charactersIn: "`()")).split(separator: ".").last.map(String.init) ?? what
        var words: [String] = []
        var word = ""
        var previous: Character? = nil
        for c in last {
            if !(c.isLetter || c.isNumber) { if !word.isEmpty { words.append(word) }; word = ""; previous = nil; continue }
            if c.isUppercase, let p = previous, p.isLowercase || p.isNumber { words.append(word); word = "" }
            word.append(c)
            previous = c
        }
        if !word.isEmpty { words.append(word) }
        return words.map { $0.lowercased() }
    }

    private static func describe(_ value: Any, _ what: String) -> String {
        switch value {
        case is AnyView: return "a placeholder view"
        case is Color, is UIColor:
            let role = standInColor(for: what).role
            return role.hasPrefix("the ") ? role : "\(role) (a stand-in named by its role)"
        case is Font: return "the body font"
        case is Text: return "an empty Text"
        case let s as String where s.isEmpty: return "\"\""
        case let c as Color? where c != nil: return describe(c!, what)
        case let c as UIColor? where c != nil: return describe(c!, what)
        default:
            let text = String(describing: value)
            return text == "nil" || text.hasPrefix("Optional") ? "nil" : text
        }
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var reported = Set<String>()

    private static func report(_ what: String, answered: String?) {
        let first = lock.withLock { reported.insert(what).inserted }
        guard first else { return }
        let result = answered.map { "; it answered \($0)" } ?? "; it did nothing"
        FileHandle.standardError.write(Data("accord: the preview called \(what), which was left out of the preview build (it does not compile with Accord)\(result)\n".utf8))
    }
}

/// A value the preview build can stand in with: one `AccordPreviewLeftOut` has an empty value for.
/// (The constraint of a design-token stand-in's members, so a use whose type has none — an
/// `Image`, a gradient — does not compile and is left out as before, instead of stopping the
/// preview when it runs.)
@_spi(AccordPreview) public protocol AccordPreviewLeftOutValue {}
@_spi(AccordPreview) extension CGFloat: AccordPreviewLeftOutValue {}
@_spi(AccordPreview) extension Double: AccordPreviewLeftOutValue {}
@_spi(AccordPreview) extension Float: AccordPreviewLeftOutValue {}
@_spi(AccordPreview) extension Int: AccordPreviewLeftOutValue {}
@_spi(AccordPreview) extension String: AccordPreviewLeftOutValue {}
@_spi(AccordPreview) extension Bool: AccordPreviewLeftOutValue {}
@_spi(AccordPreview) extension Color: AccordPreviewLeftOutValue {}
@_spi(AccordPreview) extension UIColor: AccordPreviewLeftOutValue {}
@_spi(AccordPreview) extension Font: AccordPreviewLeftOutValue {}
@_spi(AccordPreview) extension Optional: AccordPreviewLeftOutValue {}
@_spi(AccordPreview) extension Array: AccordPreviewLeftOutValue {}
@_spi(AccordPreview) extension Dictionary: AccordPreviewLeftOutValue {}

/// A type the previewed file uses only as a namespace of constants (`AppRadius.m`,
/// `AppColors.Semantic.textSecondary`, `AppFont.headingM()`: an app's design tokens, declared in
/// a file that is not here). `accord` declares it `@dynamicMemberLookup` with this conformance:
/// each member is its type's empty value (`AccordPreviewLeftOut.value`: 0, the body font, a colour
/// of the role its name gives it), a member called without arguments too, and a member of a member is another such
/// namespace. A use whose type the compiler cannot tell (`.foregroundStyle(AppColors.text)`, a
/// generic `ShapeStyle`) is a colour, as most tokens there are.
@_spi(AccordPreview) public protocol AccordPreviewLeftOutNamespace {}

@_spi(AccordPreview) extension AccordPreviewLeftOutNamespace {
    // (Each member is the one of the same name of the namespace `Self`, as a token path.)
    public static subscript<T: AccordPreviewLeftOutValue>(dynamicMember member: String) -> T {
        AccordPreviewLeftOutTokens(path: "\(Self.self)")[dynamicMember: member]
    }
    @_disfavoredOverload
    public static subscript(dynamicMember member: String) -> Color {
        AccordPreviewLeftOutTokens(path: "\(Self.self)")[dynamicMember: member]
    }
    public static subscript<T: AccordPreviewLeftOutValue>(dynamicMember member: String) -> () -> T {
        AccordPreviewLeftOutTokens(path: "\(Self.self)")[dynamicMember: member]
    }
    public static subscript(dynamicMember member: String) -> AccordPreviewLeftOutTokens {
        AccordPreviewLeftOutTokens(path: "\(Self.self)")[dynamicMember: member]
    }
}

/// A member of a design-token namespace that is itself one (`AppColors.Semantic`).
@_spi(AccordPreview) @dynamicMemberLookup public struct AccordPreviewLeftOutTokens {
    let path: String
    public subscript<T: AccordPreviewLeftOutValue>(dynamicMember member: String) -> T {
        AccordPreviewLeftOut.value("\(path).\(member)")
    }
    @_disfavoredOverload
    public subscript(dynamicMember member: String) -> Color {
        AccordPreviewLeftOut.value("\(path).\(member)")
    }
    public subscript<T: AccordPreviewLeftOutValue>(dynamicMember member: String) -> () -> T {
        { AccordPreviewLeftOut.value("\(path).\(member)()") }
    }
    public subscript(dynamicMember member: String) -> AccordPreviewLeftOutTokens {
        AccordPreviewLeftOutTokens(path: "\(path).\(member)")
    }
}

/// What `accord` draws where the previewed file names a view it could not compile (a package's
/// `KFImage(url)`, a view of a newer SDK, an app view from a file that is not here): a tinted,
/// dashed box naming it, so that the rest of the screen is still laid out and drawn
/// (PreviewSource+LeaveOut.swift in the tool). What the view would have been is not known; its
/// name says what it most likely was:
/// - a view named for an image or other media (`KFImage`, `WebImage`, `AvatarView`, `MapView`,
///   `LottieView`, `ChartView`…) is as flexible as a `Color`, as a resizable image is;
/// - any other view (`CheckmarkView`, `CoinDetailAreaView`, a row, a card) is as wide as it is
///   offered and one line of its name high: most of an app's views are stacks of text, and a box
///   as flexible as a `Color` took a row's whole height (a checkmark 560 points tall pushed its
///   row's text off the screen);
/// - a `ForEach` over what could not be compiled is as large as its name (`fitting`): how many
///   rows the app's data would give is not known.
@_spi(AccordPreview) public struct AccordPreviewLeftOutView: View {
    enum Extent { case flexible, line, fitting }
    let name: String
    let extent: Extent
    public init(_ name: String) { self.name = name; extent = Self.looksLikeMedia(name) ? .flexible : .line }
    public init(_ name: String, fitting: Bool) { self.name = name; extent = fitting ? .fitting : Self.looksLikeMedia(name) ? .flexible : .line }
    init(_ name: String, extent: Extent) { self.name = name; self.extent = extent }

    /// Words of a view's name that make it an image or other media.
    static let mediaWords = ["image", "photo", "picture", "avatar", "thumbnail", "cover", "artwork", "icon", "logo",
                             "map", "chart", "graph", "video", "player", "lottie", "animation", "web", "camera",
                             "scanner", "gradient", "background", "banner", "canvas", "gif"]

    static func looksLikeMedia(_ name: String) -> Bool {
        let lower = name.lowercased()
        return mediaWords.contains { lower.contains($0) }
    }

    public var body: some View {
        let flexible = extent == .flexible
        Text(name)
            .font(.caption2)
            .foregroundStyle(.secondary)
            .lineLimit(1)
            .padding(4)
            .frame(minWidth: extent == .fitting ? nil : 0, maxWidth: extent == .fitting ? nil : .infinity,
                   minHeight: flexible ? 0 : nil, maxHeight: flexible ? .infinity : nil)
            .fixedSize(horizontal: extent == .fitting, vertical: !flexible)
            .background(Color.secondary.opacity(0.12))
            .overlay(Rectangle().strokeBorder(Color.secondary.opacity(0.6), style: StrokeStyle(lineWidth: 1, dash: [4, 3])))
    }
}

/// Text a preview left out (`Text(recipe.title)` where `recipe` could not be compiled): drawn as
/// SwiftUI draws text redacted as a placeholder (`.redacted(reason: .placeholder)`), a rounded bar
/// as long as `expression` set in the text's font — a line of text, sized as one, whose content
/// is not known. It is a `Text`, so what the user's code does with a `Text` (`.bold()`, `+`)
/// still compiles.
@_spi(AccordPreview) extension Text {
    public init(accordPreviewLeftOut expression: String) {
        var segment = Segment(string: expression.isEmpty ? "Text" : expression)
        segment.isLeftOut = true
        segments = [segment]
    }
}

/// An image a preview left out (`Image(item.imageName)` where `item` could not be compiled): as
/// SwiftUI sizes an image whose name is found nowhere (0×0; `.resizable()` and a frame give it a
/// size), drawn as Accord draws a missing image — a placeholder in its frame — and not reported
/// as a missing asset. It is an `Image`, so `.resizable()` and the other image modifiers compile.
@_spi(AccordPreview) extension Image {
    public init(accordPreviewLeftOut expression: String) {
        self.init(expression)
        isLeftOut = true
    }
}
