import Foundation

/// How a value becomes a snapshot of format `Format`, and how two snapshots are compared — the
/// shape of swift-snapshot-testing's `Snapshotting`, so `assertSnapshot(of:as:)` reads the same.
///
/// Accord's strategies for views: `.image`, `.image(precision:perceptualPrecision:layout:scale:colorScheme:)`,
/// `.frames`, `.svg`, `.displayList`, `.trace`; for strings: `.lines`.
public struct Snapshotting<Value, Format> {
    /// The extension of the stored reference file (`png`, `txt`…); nil: none.
    public var pathExtension: String?
    /// How a snapshot is stored, read back and compared.
    public var diffing: Diffing<Format>
    /// Takes the snapshot of a value.
    public var snapshot: (Value) throws -> Format

    /// A strategy storing files with `pathExtension`, comparing with `diffing`, taking snapshots with `snapshot`.
    public init(pathExtension: String?, diffing: Diffing<Format>, snapshot: @escaping (Value) throws -> Format) {
        self.pathExtension = pathExtension
        self.diffing = diffing
        self.snapshot = snapshot
    }

    /// A strategy for another value type, which is first transformed into this one's `Value`.
    public func pullback<NewValue>(_ transform: @escaping (NewValue) throws -> Value) -> Snapshotting<NewValue, Format> {
        Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) { try self.snapshot(transform($0)) }
    }
}

/// Stores, reads and compares snapshots of one format (swift-snapshot-testing's `Diffing`).
public struct Diffing<Value> {
    /// The bytes written to the reference file.
    public var toData: (Value) -> Data
    /// The snapshot read back from a reference file (nil: the file cannot be read as one).
    public var fromData: (Data) -> Value?
    /// Compares a reference with a new snapshot: nil when they match, else a message and files
    /// that explain the difference (written beside the actual snapshot on failure).
    public var diff: (_ reference: Value, _ actual: Value) -> (message: String, attachments: [DiffAttachment])?

    /// A way to store, read back and compare snapshots of one format.
    public init(toData: @escaping (Value) -> Data, fromData: @escaping (Data) -> Value?,
                diff: @escaping (_ reference: Value, _ actual: Value) -> (message: String, attachments: [DiffAttachment])?) {
        self.toData = toData
        self.fromData = fromData
        self.diff = diff
    }
}

/// A file that explains a failed comparison (an image diff), written to the artifacts folder.
public struct DiffAttachment: Sendable {
    /// Appended to the snapshot's name: `card.1.diff.png` for `"diff.png"`.
    public var suffix: String
    /// The file's bytes.
    public var data: Data

    /// A file named with `suffix` holding `data`.
    public init(suffix: String, data: Data) {
        self.suffix = suffix
        self.data = data
    }
}

extension Diffing where Value == String {
    /// Text compared line by line; the message shows the first differing lines (`−` reference,
    /// `+` actual) with their line numbers.
    public static var lines: Diffing<String> {
        Diffing(toData: { Data($0.utf8) }, fromData: { String(data: $0, encoding: .utf8) }) { reference, actual in
            guard reference != actual else { return nil }
            return (lineDiff(reference, actual), [])
        }
    }
}

extension Snapshotting where Value == String, Format == String {
    /// A string stored as a `.txt` file and compared line by line.
    public static var lines: Snapshotting<String, String> {
        Snapshotting(pathExtension: "txt", diffing: .lines) { $0 }
    }
}

/// The first differing lines of two texts, at most `limit` of them.
func lineDiff(_ reference: String, _ actual: String, limit: Int = 12) -> String {
    let a = reference.components(separatedBy: "\n"), b = actual.components(separatedBy: "\n")
    var out: [String] = []
    var shown = 0
    for i in 0..<max(a.count, b.count) where shown < limit {
        let x = i < a.count ? a[i] : nil, y = i < b.count ? b[i] : nil
        guard x != y else { continue }
        if let x { out.append("−\(i + 1): \(x)") }
        if let y { out.append("+\(i + 1): \(y)") }
        shown += 1
    }
    let more = zip(a, b).filter { $0 != $1 }.count + abs(a.count - b.count) - shown
    if more > 0 { out.append("… and \(more) more differing line(s)") }
    return out.joined(separator: "\n")
}
