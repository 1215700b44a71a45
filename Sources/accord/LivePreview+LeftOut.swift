import Foundation

/// The places of the previewed file its last build left out (PreviewCompiler+LeaveOut.swift: a
/// missing view drawn as a placeholder naming it, a failing modifier or action dropped, an
/// import Linux lacks), as the live page and `accord inspect`'s page list them: the line and
/// what was said of it (the same words as `accord render`'s "left out of the preview" lines).
struct LeftOutPlace: Equatable {
    /// The line in the user's file (nil when the message names none).
    var line: Int?
    var text: String

    /// The places of the last successful build of this process (`PreviewCompiler.lastLeftOutSaid`).
    static var ofLastBuild: [LeftOutPlace] { PreviewCompiler.lastLeftOutSaid.map(LeftOutPlace.init(said:)) }

    /// From one "left out" message: its line is the first "(line N)" in it — "`FancyCard()`
    /// (line 5) drawn as a placeholder: …", "the body of `func f()` (line 3): …", "import X (line 2): …".
    /// The line is taken out of the text (it is shown as `file:line`).
    init(said: String) {
        guard let r = said.range(of: #" ?\(line [0-9]+\)"#, options: .regularExpression),
              let n = Int(said[r].drop { $0 != "e" }.dropFirst(2).dropLast()) else {
            self.init(line: nil, text: said)
            return
        }
        self.init(line: n, text: String(said[..<r.lowerBound] + said[r.upperBound...]))
    }

    init(line: Int?, text: String) {
        self.line = line
        self.text = text
    }

    /// As JSON for the live page: `{"line": N, "text": "…"}` (no line: the key is left out).
    var json: [String: Any] { line.map { ["line": $0, "text": text] } ?? ["text": text] }
}

extension PreviewCompiler {
    /// What the last successful build of this process said it left out (its "left out of the
    /// preview" lines, in order), set by `buildTarget` with `lastLeftOut`. (Behind a lock, as
    /// `lastLeftOut`: `accord gallery` builds several previews at once.)
    static var lastLeftOutSaid: [String] {
        get { leftOutSaidLock.lock(); defer { leftOutSaidLock.unlock() }; return _lastLeftOutSaid }
        set { leftOutSaidLock.lock(); _lastLeftOutSaid = newValue; leftOutSaidLock.unlock() }
    }

    private static let leftOutSaidLock = NSLock()
    nonisolated(unsafe) private static var _lastLeftOutSaid: [String] = []
}
