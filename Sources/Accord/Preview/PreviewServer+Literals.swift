/// Design-time literals (issue 17: edit → update within a second), as Xcode's previews have
/// them: `accord preview` compiles the previewed file with each title literal — the first,
/// unlabelled string argument of `Text`, `Button`, `Toggle`, `Label`, `Section`… inside a
/// member's body — read through `__designTimeString(N, fallback: "…")`, so that a save which
/// changes only such literals (and comments) is not compiled at all: the server sends the new
/// values (`{"literals": [...]}`) to the running program, which builds its previews again with
/// them, state and all kept (Sources/accord/LivePreview+Literals.swift finds the literals and
/// decides). Xcode's own is `__designTimeString(_:fallback:)` of DeveloperToolsSupport, keyed
/// by a path string; here the key is the literal's number in the file.
@_spi(AccordPreview) public enum AccordDesignTimeLiterals {
    /// The current values, by literal number (none: every literal is its compiled `fallback`).
    /// Set by the preview program's request loop only (its one thread).
    nonisolated(unsafe) public static var values: [String] = []
}

/// The value of design-time literal `key`: the last one the server sent, else the literal as
/// compiled. Generic as the literal itself is, so overload resolution picks what it picked for
/// the literal (`Text`'s `LocalizedStringKey` initializer: Markdown and localization as before).
@_spi(AccordPreview) public func __designTimeString<T: ExpressibleByStringLiteral>(_ key: Int, fallback: T) -> T
    where T.StringLiteralType == String {
    let values = AccordDesignTimeLiterals.values
    guard key >= 0, key < values.count else { return fallback }
    return T(stringLiteral: values[key])
}

/// The value of the integer literal `key` (Xcode's `__designTimeInteger(_:fallback:)`): the last
/// one the server sent, converted to the type the literal has here (an `Int`, a `CGFloat` of
/// `.padding(16)`…), else the literal as compiled.
@_spi(AccordPreview) public func __designTimeInteger<T: ExpressibleByIntegerLiteral>(_ key: Int, fallback: T) -> T {
    AccordDesignTimeLiterals.number(key, as: T.self) ?? fallback
}

/// The value of the floating-point literal `key` (Xcode's `__designTimeFloat(_:fallback:)`).
@_spi(AccordPreview) public func __designTimeFloat<T: ExpressibleByFloatLiteral>(_ key: Int, fallback: T) -> T {
    AccordDesignTimeLiterals.number(key, as: T.self) ?? fallback
}

/// The value of the Boolean literal `key` (Xcode's `__designTimeBoolean(_:fallback:)`).
@_spi(AccordPreview) public func __designTimeBoolean<T: ExpressibleByBooleanLiteral>(_ key: Int, fallback: T) -> T {
    let values = AccordDesignTimeLiterals.values
    guard key >= 0, key < values.count, values[key] == "true" || values[key] == "false" else { return fallback }
    return ((values[key] == "true") as Any) as? T ?? fallback
}

extension AccordDesignTimeLiterals {
    /// Literal `key`'s text as sent (`24`, `-8`, `0x1F`, `1_000`, `0.5`, `1e3`) as a `T`: an
    /// integer type takes an integer value it can hold exactly, a floating-point type
    /// (`Double`, `CGFloat`, `Float`) any number; nil for another type or text.
    static func number<T>(_ key: Int, as type: T.Type) -> T? {
        let values = Self.values
        guard key >= 0, key < values.count else { return nil }
        var text = Substring(values[key].replacingOccurrences(of: "_", with: ""))
        let negative = text.hasPrefix("-")
        if negative { text = text.dropFirst() }
        let radix = text.hasPrefix("0x") ? 16 : text.hasPrefix("0o") ? 8 : text.hasPrefix("0b") ? 2 : 10
        if let n = Int(radix == 10 ? text : text.dropFirst(2), radix: radix) {
            let v = negative ? -n : n
            if let I = T.self as? any BinaryInteger.Type { return exactly(I, v) as? T }
            if let F = T.self as? any BinaryFloatingPoint.Type { return converted(F, Double(v)) as? T }
            return nil
        }
        guard radix == 10, let d = Double(text) else { return nil }
        if let F = T.self as? any BinaryFloatingPoint.Type { return converted(F, negative ? -d : d) as? T }
        return nil
    }

    private static func exactly<I: BinaryInteger>(_ type: I.Type, _ v: Int) -> I? { I(exactly: v) }
    private static func converted<F: BinaryFloatingPoint>(_ type: F.Type, _ v: Double) -> F { F(v) }
}
