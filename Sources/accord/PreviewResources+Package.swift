import Foundation

/// A package target's `resources:` as SwiftPM reads them: `.process("Path")` puts the files
/// under the path at the top of the module's bundle (flattened), `.copy("Path")` puts the file or
/// folder itself there, by its name (`Bundle.module.url(forResource:withExtension:subdirectory:)`
/// finds a copied folder's files under its name). The manifest is read as text, never run.
extension PreviewResources {
    /// Files that are a target's code whatever rule names them.
    static let sourceFiles: Set<String> = ["swift", "h", "m", "mm", "c", "cc", "cpp", "hpp", "modulemap"]

    /// The resource rules of the package target whose sources folder is `folder` (empty: not a
    /// package target, or it declares none), each with its absolute path.
    static func packageRules(for folder: URL) -> [(copy: Bool, url: URL)] {
        let target = folder.standardizedFileURL
        guard let package = Project.packageFolder(above: target),
              let data = FileManager.default.contents(atPath: package.appendingPathComponent("Package.swift").path), data.count < 1 << 20 else { return [] }
        let text = String(decoding: data, as: UTF8.self), ns = text as NSString
        guard let declared = Project.manifestTargets(text, in: package).first(where: { $0.folder.standardizedFileURL.path == target.path }) else { return [] }
        // The target's call: from `.target(name: "<Name>"` to the next target's start.
        let start = try! NSRegularExpression(pattern: #"\.(?:target|executableTarget|testTarget|macro|plugin)\s*\(\s*name:\s*"([^"]+)""#)
        let starts = start.matches(in: text, range: NSRange(location: 0, length: ns.length))
        guard let n = starts.firstIndex(where: { ns.substring(with: $0.range(at: 1)) == declared.name }) else { return [] }
        let end = n + 1 < starts.count ? starts[n + 1].range.location : ns.length
        let chunk = ns.substring(with: NSRange(location: starts[n].range.location, length: end - starts[n].range.location))
        guard let r = chunk.range(of: #"resources\s*:\s*\["#, options: .regularExpression) else { return [] }
        let list = String(chunk[r.upperBound...]), l = list as NSString
        let rule = try! NSRegularExpression(pattern: #"\.(process|copy)\s*\(\s*"([^"]+)""#)
        return rule.matches(in: list, range: NSRange(location: 0, length: l.length)).compactMap { m in
            let url = target.appendingPathComponent(l.substring(with: m.range(at: 2))).standardizedFileURL
            // (A path outside the target's folder is not followed.)
            guard url.path.hasPrefix(target.path + "/") else { return nil }
            return (l.substring(with: m.range(at: 1)) == "copy", url)
        }
    }

    /// The `defaultLocalization:` of the package holding `folder` (SwiftPM's development region
    /// for its bundles), nil when none says one.
    static func packageDefaultLocalization(for folder: URL) -> String? {
        guard let package = Project.packageFolder(above: folder.standardizedFileURL),
              let data = FileManager.default.contents(atPath: package.appendingPathComponent("Package.swift").path), data.count < 1 << 20 else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        guard let r = text.range(of: #"defaultLocalization\s*:\s*"[A-Za-z0-9_-]{1,20}""#, options: .regularExpression) else { return nil }
        return text[r].split(separator: "\"").dropFirst().first.map(String.init)
    }
}
