import Foundation
import AccordText
#if canImport(Testing)
import Testing
#endif
import XCTest

/// Record mode and where failures' files go (swift-snapshot-testing's
/// `SnapshotTestingConfiguration`). Set it for a scope with `withSnapshotTesting(record:)`, or
/// for a run with the environment variable `SNAPSHOT_TESTING_RECORD=all|missing|failed|never`.
public struct SnapshotTestingConfiguration: Sendable {
    /// When references are written.
    public enum Record: String, Sendable {
        /// Every snapshot is written over its reference (and the assertion fails, so a run that
        /// records is never mistaken for a passing one).
        case all
        /// A missing reference is written (and the assertion fails); the default.
        case missing
        /// A reference that does not match is replaced (and the assertion fails).
        case failed
        /// Nothing is written; a missing reference fails.
        case never
    }

    /// When to write reference files; nil defers to `SNAPSHOT_TESTING_RECORD`, else `.missing`.
    public var record: Record?

    /// A configuration with a record mode (nil: the environment variable's, else `.missing`).
    public init(record: Record? = nil) { self.record = record }

    /// The configuration of the running task, set by `withSnapshotTesting(record:operation:)`.
    @TaskLocal public static var current = SnapshotTestingConfiguration()
}

/// Runs `operation` with the given record mode for every snapshot assertion in it.
public func withSnapshotTesting<R>(record: SnapshotTestingConfiguration.Record? = nil,
                                   operation: () throws -> R) rethrows -> R {
    try SnapshotTestingConfiguration.$current.withValue(SnapshotTestingConfiguration(record: record), operation: operation)
}

/// Asserts that `value`'s snapshot matches the reference stored beside the test file, in
/// `__Snapshots__/<TestFile>/<testName>.<name or counter>.<ext>` (swift-snapshot-testing's layout).
///
/// A missing reference is recorded and the assertion fails once (record mode `.missing`); on a
/// mismatch the failure names the difference and the files written to the artifacts folder
/// (`SNAPSHOT_ARTIFACTS`, else `$TMPDIR/AccordSnapshots`): the actual snapshot and, for images, a
/// difference image. Works under XCTest and Swift Testing.
///
/// ```swift
/// assertSnapshot(of: Card(), as: .image(perceptualPrecision: 0.98))
/// assertSnapshot(of: Card(), as: .frames, named: "compact")
/// ```
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    if let message = verifySnapshot(of: try value(), as: snapshotting, named: name, record: record,
                                    file: filePath, testName: testName) {
        reportFailure(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// The check behind `assertSnapshot`: nil when the snapshot matches its reference, else the
/// failure message (references are recorded as the record mode says).
public func verifySnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    snapshotDirectory: String? = nil,
    file filePath: StaticString = #filePath,
    testName: String = #function
) -> String? {
    let mode = record ?? SnapshotTestingConfiguration.current.record
        ?? ProcessInfo.processInfo.environment["SNAPSHOT_TESTING_RECORD"].flatMap(SnapshotTestingConfiguration.Record.init(rawValue:))
        ?? .missing
    let testFile = URL(fileURLWithPath: "\(filePath)")
    let fileStem = testFile.deletingPathExtension().lastPathComponent
    let folder = snapshotDirectory.map { URL(fileURLWithPath: $0) }
        ?? testFile.deletingLastPathComponent().appendingPathComponent("__Snapshots__").appendingPathComponent(fileStem)
    let identifier = SnapshotNames.identifier(testName: testName, name: name, file: "\(filePath)")
    let fileName = identifier + (snapshotting.pathExtension.map { "." + $0 } ?? "")
    let reference = folder.appendingPathComponent(fileName)

    let snapshot: Format
    do { snapshot = try snapshotting.snapshot(value()) } catch { return "could not take the snapshot: \(error)" }
    let data = snapshotting.diffing.toData(snapshot)

    func writeReference() -> String? {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try data.write(to: reference, options: .atomic)
            try RendererStamp.current.write(to: folder.appendingPathComponent(RendererStamp.fileName), atomically: true, encoding: .utf8)
            return nil
        } catch { return "could not write the reference \(reference.path): \(error)" }
    }

    let existing = FileManager.default.contents(atPath: reference.path)
    if mode == .all {
        return writeReference() ?? "Record mode is on (\(recordHint)): recorded \(reference.path). Turn it off and run the test again."
    }
    guard let existing else {
        if mode == .never { return "No reference at \(reference.path) (record mode .never)." }
        return writeReference() ?? "No reference was found; recorded \(reference.path). Run the test again to compare against it."
    }
    guard let stored = snapshotting.diffing.fromData(existing) else {
        return "The reference \(reference.path) cannot be read as a snapshot (\(snapshotting.pathExtension ?? "data")); delete it to record it again."
    }
    guard let (difference, attachments) = snapshotting.diffing.diff(stored, snapshot) else { return nil }

    // The actual snapshot and the explaining files go to the artifacts folder.
    let artifacts = (ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"].map { URL(fileURLWithPath: $0) }
        ?? FileManager.default.temporaryDirectory.appendingPathComponent("AccordSnapshots")).appendingPathComponent(fileStem)
    var written: [String] = []
    do {
        try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
        let actualFile = artifacts.appendingPathComponent(fileName)
        try data.write(to: actualFile, options: .atomic)
        written.append("actual: \(actualFile.path)")
        for a in attachments {
            let f = artifacts.appendingPathComponent(identifier + "." + a.suffix)
            try a.data.write(to: f, options: .atomic)
            written.append("\(a.suffix.split(separator: ".").first.map(String.init) ?? a.suffix): \(f.path)")
        }
    } catch { written.append("(could not write the artifacts to \(artifacts.path): \(error))") }

    var message = "Snapshot does not match the reference \(reference.path):\n\(difference)\n" + written.joined(separator: "\n")
    let stamp = (try? String(contentsOf: folder.appendingPathComponent(RendererStamp.fileName), encoding: .utf8))?
        .trimmingCharacters(in: .whitespacesAndNewlines)
    if let stamp, stamp != RendererStamp.current {
        message += "\nThe reference was recorded with \(stamp); this machine has \(RendererStamp.current) (text rasterisation can differ)."
    }
    if mode == .failed {
        if let error = writeReference() { return message + "\n" + error }
        message += "\nRecorded the new snapshot over the reference (record mode .failed)."
    }
    return message
}

private var recordHint: String {
    SnapshotTestingConfiguration.current.record != nil ? "withSnapshotTesting(record:)"
        : ProcessInfo.processInfo.environment["SNAPSHOT_TESTING_RECORD"] != nil ? "SNAPSHOT_TESTING_RECORD" : "record: .all"
}

/// The renderer versions references are recorded with, stored as `__Snapshots__/<TestFile>/RENDERER`.
enum RendererStamp {
    static let fileName = "RENDERER"
    static var current: String { "Pango \(PangoTextSystem.pangoVersion), Cairo \(PangoTextSystem.cairoVersion)" }
}

/// Snapshot file names: `testCard.1`, `testCard.2`, or `testCard.compact` when named.
enum SnapshotNames {
    nonisolated(unsafe) private static var counters: [String: Int] = [:]
    private static let lock = NSLock()

    static func identifier(testName: String, name: String?, file: String) -> String {
        let test = sanitize(testName)
        if let name { return test + "." + sanitize(name) }
        lock.lock()
        defer { lock.unlock() }
        let key = file + "\u{0}" + test
        let n = (counters[key] ?? 0) + 1
        counters[key] = n
        return test + "." + String(n)
    }

    /// `testCard()` → `testCard`; anything but letters, digits, `-` and `_` becomes `-`.
    static func sanitize(_ s: String) -> String {
        var name = s
        if name.hasSuffix("()") { name.removeLast(2) }
        let mapped = name.unicodeScalars.map { CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == "_" ? Character($0) : "-" }
        var out = String(mapped)
        while out.contains("--") { out = out.replacingOccurrences(of: "--", with: "-") }
        return out.trimmingCharacters(in: CharacterSet(charactersIn: "-"))
    }
}

/// Reports a failure to Swift Testing when a `@Test` is running, else to XCTest.
func reportFailure(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    #if canImport(Testing)
    if Test.current != nil {
        Issue.record(Comment(rawValue: message),
                     sourceLocation: SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
        return
    }
    #endif
    XCTFail(message, file: filePath, line: line)
}
