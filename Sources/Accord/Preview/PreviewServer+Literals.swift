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
