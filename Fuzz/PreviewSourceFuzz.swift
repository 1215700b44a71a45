// libFuzzer entry for the #Preview source transformer (Sources/accord/PreviewSource.swift).
// Built by Fuzz/run.sh together with that file:
//   swiftc -sanitize=fuzzer,address -parse-as-library Sources/accord/PreviewSource.swift Fuzz/PreviewSourceFuzz.swift
// Properties checked on every input (any bytes, decoded as UTF-8 with replacement):
//   1. the transform returns (no trap, no hang: libFuzzer's -timeout catches the latter);
//   2. the transformed text has exactly as many lines as the input (formerly one more, a `#sourceLocation`
//      line), so compiler messages point at the user's lines;
//   3. every line that the transformer does not own (imports, `@main`, `@Observable`, `@Previewable`,
//      `#Preview`, `#if`/`#elseif` conditions, `@Entry`) is byte-for-byte the input's, once the input's
//      CRLF and lone CR line endings are read as LF (the output has no CR line endings at all);
//   4. the generated main file names only previews the transformed text declares.
import Foundation

@inline(never)
func check(_ condition: Bool, _ message: @autoclosure () -> String, _ input: String) {
    if condition { return }
    let shown = input.count > 400 ? String(input.prefix(400)) + "…" : input
    FileHandle.standardError.write(Data("PreviewSourceFuzz: \(message())\nINPUT: \(shown.debugDescription)\n".utf8))
    abort()
}

/// Lines as the Swift compiler counts them: \n, \r\n and a lone \r each end a line.
func compilerLineCount(_ s: String) -> Int {
    var n = 1
    var previousCR = false
    for b in s.utf8 {
        if b == 0x0A { if !previousCR { n += 1 }; previousCR = false }
        else if b == 0x0D { n += 1; previousCR = true }
        else { previousCR = false }
    }
    return n
}

@_cdecl("LLVMFuzzerTestOneInput")
public func previewSourceFuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { UnsafeBufferPointer(start: $0, count: size) } ?? UnsafeBufferPointer(start: nil, count: 0)
    let text = String(decoding: bytes, as: UTF8.self)
    let source = PreviewSource(text, path: "Fuzz \"input\".swift")
    let out = source.transformed

    // 1–2: line for line the input (compiler messages keep the user's line numbers).
    let body = out
    check(compilerLineCount(body) == compilerLineCount(text),
          "line count changed: input \(compilerLineCount(text)) lines, output \(compilerLineCount(body))", text)

    // 3: lines the transformer does not own are unchanged (line endings normalised).
    check(!body.unicodeScalars.contains("\r"), "a CR is left in the output", text)
    let normalised = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
    let inLines = normalised.split(separator: "\n", omittingEmptySubsequences: false)
    let outLines = body.split(separator: "\n", omittingEmptySubsequences: false)
    if inLines.count == outLines.count {
        for (a, b) in zip(inLines, outLines) where a != b {
            let owned = a.contains("#Preview") || a.contains("import") || a.contains("@main") || a.contains("@Observable") || a.contains("@Previewable")
                || a.contains("#if") || a.contains("#elseif") || a.contains("@Entry")
            check(owned, "an unrelated line changed: \(String(a).debugDescription) → \(String(b).debugDescription)", text)
        }
    }

    // 4: every `__accordPreview_N` the main file names is declared in the transformed text.
    for p in source.previews where p.hasPrefix("__accordPreview_") {
        check(body.contains("let \(p) = AccordPreview"), "preview \(p) not declared", text)
    }
    check(source.mainFile.hasPrefix("@_spi(AccordPreview) import Accord\n"), "bad main file", text)
    return 0
}
