import Foundation

/// A preview helper of the app's that holds a value for its content (issue 11, corpus10 20 alone):
/// `StatePreviewWrapper(value: true) { $value in SheetView(isPresented: $value) }`,
/// `StatefulPreviewWrapper(false) { Toggle("On", isOn: $0) }`. Previewed without its app, the
/// helper is missing; it is a view that keeps the value in a `@State` and gives its content a
/// binding to it, so it becomes Accord's own such container (`__LS`, declared after the file):
/// the previewed view is drawn with the value, and the live preview can change it.
extension PreviewSource {
    /// The stand-in for a missing state wrapper: the value in a `@State`, its content made with a
    /// binding to it.
    static let stateWrapperDeclaration = """
        fileprivate struct __LS<Value, Content: View>: View { @State private var value: Value; private let content: (Binding<Value>) -> Content; \
        init(_ value: Value, @ViewBuilder content: @escaping (Binding<Value>) -> Content) { _value = State(initialValue: value); self.content = content }; \
        var body: some View { content($value) } }
        """

    /// For `cannot find 'W' in scope` at a call starting a statement `W(label: value) { $name in … }`
    /// (or `W(value) { … $0 … }`): one argument, one trailing closure whose only parameter is a
    /// binding (`$name`, or `$0` used at the closure's own level). The range from the name to the
    /// argument's label (its colon) or the parenthesis, written over with `__LS(`; nil otherwise
    /// (more arguments, other closures, a parameter that is not a binding: `Reader { proxy in … }`).
    static func missingStateWrapper(at offset: Int, message: String, code: [Character]) -> (range: ClosedRange<Int>, what: String)? {
        guard message.hasPrefix("cannot find '"), offset < code.count, code[offset].isUppercase,
              offset == 0 || !isIdentifierCharacter(code[offset - 1]), startsStatement(offset, code: code) else { return nil }
        var e = offset
        while e < code.count, isIdentifierCharacter(code[e]) { e += 1 }
        let name = String(code[offset..<e])
        guard message.hasPrefix("cannot find '\(name)'"), e < code.count, code[e] == "(",
              let close = matching(e, code: code, open: "(", close: ")"), close > e + 1 else { return nil }
        // One argument (no comma outside brackets), perhaps labelled.
        var depth = 0
        for k in (e + 1)..<close {
            if "([{".contains(code[k]) { depth += 1 } else if ")]}".contains(code[k]) { depth -= 1 } else if code[k] == ",", depth == 0 { return nil }
        }
        var a = e + 1
        while a < close, code[a].isWhitespace { a += 1 }
        var l = a
        while l < close, isIdentifierCharacter(code[l]) { l += 1 }
        var colon = l
        while colon < close, code[colon] == " " { colon += 1 }
        let labelEnd = l > a && colon < close && code[colon] == ":" && (colon + 1 >= close || code[colon + 1] != ":") ? colon : e
        // One trailing closure, nothing labelled after it.
        var k = close + 1
        while k < code.count, code[k] == " " || code[k] == "\t" { k += 1 }
        guard k < code.count, code[k] == "{", let end = matching(k, code: code, open: "{", close: "}") else { return nil }
        var after = end + 1
        while after < code.count, code[after].isWhitespace { after += 1 }
        var w = after
        while w < code.count, isIdentifierCharacter(code[w]) { w += 1 }
        if w > after, w < code.count, code[w] == ":" { return nil }
        // Its parameter: `$name in` on its first line, or `$0` at its own level.
        let body = String(code[(k + 1)..<end])
        if body.range(of: #"^\s*\$[A-Za-z_][A-Za-z0-9_]*\s+in\b"#, options: .regularExpression) == nil {
            var level = 0
            var usesFirst = false
            var j = k + 1
            while j < end {
                if code[j] == "{" { level += 1 } else if code[j] == "}" { level -= 1 }
                else if level == 0, code[j] == "$", j + 1 < end, code[j + 1].isNumber {
                    guard code[j + 1] == "0", j + 2 >= end || !code[j + 2].isNumber else { return nil }
                    usesFirst = true
                }
                j += 1
            }
            guard usesFirst else { return nil }
        }
        // (`__LS(` over the name and label: the place must be as long.)
        guard labelEnd - offset + 1 >= 5 else { return nil }
        return (offset...labelEnd, "a @State for \(name)(…) { … }")
    }
}
