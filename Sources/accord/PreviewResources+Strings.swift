import Foundation

/// A target's string tables in the language its preview shows: English when the target has it
/// (`en.lproj`, an `.xcstrings` catalog's `en` values), else its tables outside any `.lproj`
/// (the development language's), else `Base.lproj`. Within a table, a key missing from the first
/// of these is taken from the next (`en` → bare → `Base`). A table only in other languages is
/// read in the app's development region (`CFBundleDevelopmentRegion`: Xcode's `developmentRegion`,
/// a package's `defaultLocalization:`, `en` unless the project says otherwise) when it has that one, else not at all — its keys are
/// shown, as an English iPhone shows them: "If none of the user's preferred languages are
/// supported by your app, iOS chooses the language matching your app's development region"
/// (Apple, Technical Q&A QA1828). (Its first language was read: SwiftTermApp, translated only
/// into Spanish, was drawn in Spanish — corpus11.)
///
/// - `.strings`: an old-style or XML property list of strings (Foundation reads both);
/// - `.stringsdict`: each key's `NSStringLocalizedFormatKey` with its `%#@variable@` replaced
///   by the variable's `other` form (the plural rule is not applied: "%d items");
/// - `.xcstrings` (JSON): each key's `stringUnit.value` in the language (a plural or device
///   variation's `other`/first form), the source language's when English has none; a key
///   without a value is itself (Xcode's rule for the source language).
/// A file that cannot be read is left out; files over 16 MB are not read.
struct StringTables {
    /// (table, language or nil for bare, file).
    private var files: [(table: String, language: String?, url: URL)] = []

    mutating func add(_ url: URL, language: String?) {
        files.append((url.deletingPathExtension().lastPathComponent, language, url))
    }

    /// The languages' order of preference for `language` (lower first).
    static func rank(_ language: String?) -> Int {
        switch language {
        case "en": 0
        case nil: 1
        case "Base": 2
        case let l? where l.hasPrefix("en"): 3
        default: 4
        }
    }

    /// Table → key → value; `developmentRegion`: the app's (`CFBundleDevelopmentRegion`).
    func tables(developmentRegion: String = "en") -> [String: [String: String]] {
        var out: [String: [String: String]] = [:]
        for table in Set(files.map(\.table)) {
            var mine = files.filter { $0.table == table }
            // Another language only for a table none of English, bare or Base has: the
            // development region's (QA1828), else none.
            if !mine.contains(where: { Self.rank($0.language) < 4 }) {
                let region = developmentRegion.replacingOccurrences(of: "_", with: "-").lowercased()
                mine = mine.filter { $0.language.map { $0.replacingOccurrences(of: "_", with: "-").lowercased() } == region }
            } else {
                mine = mine.filter { Self.rank($0.language) < 4 }
            }
            mine.sort { (Self.rank($0.language), $0.url.path) < (Self.rank($1.language), $1.url.path) }
            var entries: [String: String] = [:]
            for f in mine { for (k, v) in Self.read(f.url) ?? [:] where entries[k] == nil { entries[k] = v } }
            if !entries.isEmpty { out[table] = entries }
        }
        return out
    }

    /// One file's entries (nil: unreadable).
    static func read(_ url: URL) -> [String: String]? {
        guard let data = FileManager.default.contents(atPath: url.path), data.count <= 16 << 20 else { return nil }
        switch url.pathExtension.lowercased() {
        case "xcstrings": return catalog(data)
        case "stringsdict":
            guard let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any] else { return nil }
            var out: [String: String] = [:]
            for (key, value) in plist {
                guard let rule = value as? [String: Any], var format = rule["NSStringLocalizedFormatKey"] as? String else { continue }
                for (name, variable) in rule {
                    guard let forms = variable as? [String: Any], let other = (forms["other"] ?? forms["one"]) as? String else { continue }
                    format = format.replacingOccurrences(of: "%#@\(name)@", with: other)
                }
                out[key] = format
            }
            return out
        default:
            guard let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any] else { return nil }
            return plist.compactMapValues { $0 as? String }
        }
    }

    /// A string catalog's entries in English, else its source language.
    static func catalog(_ data: Data) -> [String: String]? {
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let strings = root["strings"] as? [String: Any] else { return nil }
        let source = root["sourceLanguage"] as? String ?? "en"
        func value(_ localization: Any?) -> String? {
            guard let l = localization as? [String: Any] else { return nil }
            if let unit = l["stringUnit"] as? [String: Any], let v = unit["value"] as? String { return v }
            if let variations = l["variations"] as? [String: Any] {
                for kind in ["plural", "device", "width"] {
                    guard let forms = variations[kind] as? [String: Any] else { continue }
                    for form in ["other", "iphone", "one"] + forms.keys.sorted() { if let v = value(forms[form]) { return v } }
                }
            }
            return nil
        }
        var out: [String: String] = [:]
        for (key, entry) in strings {
            let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any] ?? [:]
            out[key] = value(localizations["en"]) ?? value(localizations[source]) ?? key
        }
        return out
    }
}
