// libFuzzer entry for the preview runner's command-line parsing: `--canvas WxH` (parseSize) and
// the option loop of AccordPreviewRunner.main. Those live in Sources/Accord/Preview/PreviewRunner.swift
// inside a module that needs Pango and Cairo, so Fuzz/run.sh extracts them *verbatim* into
// RunnerOptions.extracted.swift (enum `Extracted`), rewriting only `fail(…)` (which exits the
// process) into a thrown error. This file is compiled together with that extraction.
// Properties: parsing never traps, whatever the arguments; an accepted canvas is finite, positive
// and at most 100000 a side; an accepted scale is in (0, 8].
import Foundation

struct Rejected: Error { let message: String }
func fail(_ message: String) throws -> Never { throw Rejected(message: message) }

/// What PreviewDevice needs from Accord.
public struct EdgeInsets: Sendable, Hashable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
}

func checkCanvas(_ s: CGSize, _ input: String) {
    guard s.width.isFinite, s.height.isFinite, s.width > 0, s.height > 0, s.width <= 100_000, s.height <= 100_000 else {
        FileHandle.standardError.write(Data("RunnerOptionsFuzz: accepted canvas \(s) from \(input.debugDescription)\n".utf8))
        abort()
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func runnerOptionsFuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    // A leading NUL-free input is one --canvas value; otherwise NUL-separated arguments.
    if !bytes.contains(0) {
        let s = String(decoding: bytes, as: UTF8.self)
        if let c = try? Extracted.parseSize(s) { checkCanvas(c, s) }
        return 0
    }
    let args = bytes.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    if let o = try? Extracted.parseOptions(args) {
        if let c = o.canvas { checkCanvas(c, args.joined(separator: " ")) }
        if !(o.scale > 0 && o.scale <= 8) {
            FileHandle.standardError.write(Data("RunnerOptionsFuzz: accepted scale \(o.scale) from \(args)\n".utf8))
            abort()
        }
    }
    return 0
}
