import Foundation
import AccordLayout

// State across edits of the file (`accord preview`, issue 17 step 3). An edit compiles a new
// preview program; before the old one goes, the `@State` (and `@FocusState`) values it holds are
// on disk (written after every rendering), and the new program starts each value from the
// old one where its identity is unchanged and it can be carried. The values are written when the
// server asks (`{"save": true}`, just before it replaces the program), not after every rendering:
// writing them all took longer than the rest of a tap's update in a 1,000-row List.
// - identity: the structural path (positions in builders, branches, ForEach ids, explicit ids)
//   and the property's name; the types of the views along the path are not compared (they are
//   not comparable across two programs), the value's type is (by its full name);
// - value: one that is `Codable` (numbers, strings, Booleans, arrays and dictionaries of them,
//   Codable enums and structs) — carried through JSON;
// - not carried: `@StateObject` and other objects (a new program makes new ones), values that
//   are not Codable, what taps pushed on a navigation stack, an open menu, the focused field.
// A value whose view moved (another position, an `if` added around it) starts afresh, as in
// Xcode's canvas after an edit that changes structure.

/// A storage location whose value can be carried to a new program.
protocol PortableState: AnyObject {
    /// The value's type and the value as JSON, when it is Codable.
    func exported() -> (type: String, json: Data)?
    /// Takes an exported value of the same type; whether it did.
    func importValue(type: String, json: Data) -> Bool
}

extension StateLocation: PortableState {
    func exported() -> (type: String, json: Data)? {
        guard let e = value as? any Encodable else { return nil }
        func encode<T: Encodable>(_ x: T) -> Data? { try? JSONEncoder().encode([x]) }
        return encode(e).map { (String(reflecting: Value.self), $0) }
    }

    func importValue(type: String, json: Data) -> Bool {
        guard type == String(reflecting: Value.self), let d = Value.self as? any Decodable.Type else { return false }
        func decode<T: Decodable>(_ t: T.Type) -> Any? { (try? JSONDecoder().decode([T].self, from: json))?.first }
        guard let v = decode(d) as? Value else { return false }
        value = v
        return true
    }
}

extension ViewPathComponent {
    /// The component as text that a new program of the same source makes too.
    var portable: String {
        switch self {
        case .index(let i): return "\(i)"
        case .branch(let b): return b ? "if" : "else"
        case .present: return "some"
        case .element(let h): return "[\(type(of: h.base)):\(h.base)]"
        case .explicit(let h): return "id(\(type(of: h.base)):\(h.base))"
        case .body: return "body"
        case .erased: return "any"
        case .content: return "content"
        case .modifier: return "modifier"
        case .part(let n): return "part\(n)"
        }
    }
}

extension ViewGraph {
    static func portableKey(_ key: StateKey) -> String {
        key.path.map(\.portable).joined(separator: "/") + "." + key.property
    }

    /// The carried values of this graph, by portable key.
    func exportState() -> [String: (type: String, json: Data)] {
        lock.lock()
        let all = storage
        lock.unlock()
        var out: [String: (type: String, json: Data)] = [:]
        for (key, location) in all {
            guard let p = location as? PortableState, let e = p.exported() else { continue }
            out[Self.portableKey(key)] = e
        }
        return out
    }

    /// Values to start new locations from (the previous program's), by portable key.
    func seed(_ values: [String: (type: String, json: Data)]) {
        lock.lock(); seeds = values; lock.unlock()
    }

    /// Forgets the seeds not taken (called after the first rendering); how many were taken.
    @discardableResult
    func endSeeding() -> Int {
        lock.lock(); defer { lock.unlock() }
        seeds = [:]
        return restored
    }

    /// Applies the seed kept for `key` to a new location (called with the lock held).
    func applySeed(_ key: StateKey, to location: AnyObject) {
        guard !seeds.isEmpty, let p = location as? PortableState,
              let s = seeds.removeValue(forKey: Self.portableKey(key)) else { return }
        if p.importValue(type: s.type, json: s.json) { restored += 1 }
    }
}

/// The file the live preview's programs hand state over in (`ACCORD_PREVIEW_STATE`): JSON,
/// `{"<preview index>": {"<portable key>": {"type": …, "json": …}}}`.
enum CarriedState {
    static var path: String? { ProcessInfo.processInfo.environment["ACCORD_PREVIEW_STATE"].flatMap { $0.isEmpty ? nil : $0 } }

    static func load() -> [Int: [String: (type: String, json: Data)]] {
        guard let path, let data = FileManager.default.contents(atPath: path),
              let top = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else { return [:] }
        var out: [Int: [String: (type: String, json: Data)]] = [:]
        for (k, v) in top {
            guard let i = Int(k), let entries = v as? [String: Any] else { continue }
            var values: [String: (type: String, json: Data)] = [:]
            for (key, e) in entries {
                guard let e = e as? [String: Any], let t = e["type"] as? String, let j = e["json"] as? String else { continue }
                values[key] = (t, Data(j.utf8))
            }
            out[i] = values
        }
        return out
    }

    static func save(_ graphs: [Int: ViewGraph]) {
        guard let path else { return }
        var top: [String: Any] = [:]
        for (i, g) in graphs {
            var entries: [String: Any] = [:]
            for (key, e) in g.exportState() { entries[key] = ["type": e.type, "json": String(decoding: e.json, as: UTF8.self)] }
            top["\(i)"] = entries
        }
        guard let data = try? JSONSerialization.data(withJSONObject: top, options: [.sortedKeys]) else { return }
        let tmp = path + ".tmp"
        if FileManager.default.createFile(atPath: tmp, contents: data) { _ = rename(tmp, path) }
    }
}
