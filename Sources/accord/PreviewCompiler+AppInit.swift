import Foundation

/// The app's `@main` `App.init()` run before the previews (issue 11, blockers10 T12: corpus10 21 22
/// in place, EasyCrypto registers its dependency container in `init()`, and its view models'
/// default arguments `DIContainer.shared.inject(…)!` found nothing).
///
/// Xcode's preview runs in the app's process: the app's entry point is launched, then the preview
/// is shown (apps test `XCODE_RUNNING_FOR_PREVIEWS` in their `App` and app delegate because their
/// setup runs there: nostur-ios-public's `NosturApp` and davidahouse/stampede-app's
/// `StampedeApp` leave their window's content out when it is set; a Stack Overflow question, "In
/// preview mode, Xcode actually runs the app and calls applicationDidFinishLaunching"). So when
/// the target's `@main` type declares an `init()` of its own, that initializer runs first — not
/// its `body`, whose scenes a preview never shows. Its file is compiled with its `body` replaced
/// by an empty window (so it needs only what its initializer and stored properties name, not the
/// whole app its scenes reach), and only when nothing of that file was left out. A crash there is
/// said as the app's initializer's (Supervisor). `ACCORD_APP_INIT=0` leaves it out.
extension PreviewCompiler {
    static let runsAppInit = ProcessInfo.processInfo.environment["ACCORD_APP_INIT"] != "0"

    /// The name of the `@main` App type `text` declares when it has an `init()` of its own with
    /// something in its body.
    static func appWithInit(in text: String) -> String? {
        guard runsAppInit, text.contains("@main"),
              let m = text.range(of: #"@main\s+(?:(?:public|internal|final|fileprivate|private)\s+)*(?:struct|class)\s+[A-Za-z_][A-Za-z0-9_]*\s*:[^{]*\bApp\b[^{]*\{"#,
                                 options: .regularExpression) else { return nil }
        let header = String(text[m])
        guard let n = header.range(of: #"(?:struct|class)\s+[A-Za-z_][A-Za-z0-9_]*"#, options: .regularExpression) else { return nil }
        let name = header[n].split(whereSeparator: { $0.isWhitespace }).last.map(String.init) ?? ""
        let chars = Array(text)
        let open = text.distance(from: text.startIndex, to: m.upperBound) - 1
        guard !name.isEmpty, let close = PreviewSource.matching(open, code: chars, open: "{", close: "}") else { return nil }
        let body = String(chars[(open + 1)..<close])
        guard let i = body.range(of: #"(?m)^\s*(?:(?:public|internal)\s+)?init\s*\(\s*\)\s*\{"#, options: .regularExpression) else { return nil }
        let b = Array(body)
        let initOpen = body.distance(from: body.startIndex, to: i.upperBound) - 1
        guard let initClose = PreviewSource.matching(initOpen, code: b, open: "{", close: "}"),
              b[(initOpen + 1)..<initClose].contains(where: { !$0.isWhitespace }) else { return nil }
        return name
    }

    /// The App file's unit with its `var body: some Scene { … }` holding an empty window instead
    /// (line breaks kept: messages stay at the user's lines); nil when it has none, or the body
    /// is too short to write the window over.
    static func withoutScenes(_ u: Unit) -> Unit? {
        let code = Array(u.code)
        guard let r = u.code.range(of: #"\bvar\s+body\s*:\s*some\s+Scene\s*\{"#, options: .regularExpression) else { return nil }
        let open = u.code.distance(from: u.code.startIndex, to: r.upperBound) - 1
        let window = Array("WindowGroup { EmptyView() }")
        guard let close = PreviewSource.matching(open, code: code, open: "{", close: "}"), close - open - 1 >= window.count else { return nil }
        var text = Array(u.original), masked = code
        for k in (open + 1)..<close where text[k] != "\n" { text[k] = " "; masked[k] = " " }
        for (i, c) in window.enumerated() { text[open + 1 + i] = c; masked[open + 1 + i] = c }
        var out = u
        out.original = String(text)
        out.code = String(masked)
        return out.pruned([])
    }

    /// The target's file whose `@main` App has an `init()` of its own (an index into `index`), and
    /// the words and types its code names outside its scenes: what the closure adds for it.
    static func appFile(in index: TargetClosure.Index) -> (file: Int, words: [String], dotted: [String], types: [String])? {
        guard runsAppInit else { return nil }
        for (n, e) in index.entries.enumerated() where !index.blocked.contains(n) && e?.words.contains("App") == true && e?.words.contains("main") == true {
            guard let text = readText(index.files[n]), appWithInit(in: text) != nil else { continue }
            // (Its scenes left out: `WindowGroup { RootView() }` would reach the whole app.)
            let u = unit(index.files[n], text, isPrimary: false)
            let scan = SourceIndex.scan(withoutScenes(u)?.original ?? u.original)
            return (n, scan.words, scan.dotted, scan.types)
        }
        return nil
    }

    /// The app's initializer run before the previews: a call on the main file's first line and
    /// the function making the App, after its last (`setup` for a preview library). Nil when no
    /// unit compiled whole declares an App with an `init()` of its own.
    static func appInitCall(_ units: [Unit]) -> (call: String, declaration: String)? {
        guard runsAppInit else { return nil }
        for u in units where u.prunes.isEmpty {
            guard let name = appWithInit(in: u.userText) else { continue }
            // (Its body as compiled: nothing of the file was left out.)
            guard u.original == u.transformed, u.code.contains(name) else { return nil }
            return ("__accordAppInit()", "\nfunc __accordAppInit() { _ = \(name)() }\n")
        }
        return nil
    }
}
