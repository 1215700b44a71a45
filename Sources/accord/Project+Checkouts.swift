import Foundation

// Third-party packages left on disk by SwiftPM or Xcode (Project.swift discovers projects): the
// modules a target imports, and the checkouts that declare them and compile as plain Swift.

extension Project {
    /// The first component of every module the files import (read as text, at most 2,000 files).
    static func importedModules(of files: [URL]) -> Set<String> {
        var out = Set<String>()
        let pattern = try! NSRegularExpression(pattern: #"(?m)^[ \t]*(?:@\w+(?:\([^)\n]*\))?[ \t]+)*import[ \t]+(?:(?:struct|class|enum|protocol|typealias|func|var|let)[ \t]+)?(\w+)"#)
        for f in files.prefix(2000) {
            guard let text = PreviewCompiler.readText(f) else { continue }
            let ns = text as NSString
            for m in pattern.matches(in: text, range: NSRange(location: 0, length: ns.length)) { out.insert(ns.substring(with: m.range(at: 1))) }
        }
        return out
    }

    /// Checkouts of third-party packages that SwiftPM (`.build/checkouts/NAME`) or Xcode
    /// (`SourcePackages/checkouts/NAME`, in the project's folder, a `DerivedData/*/` there, or
    /// `~/Library/Developer/Xcode/DerivedData/<Project>-*/`) left on disk, found from the file's
    /// folder up to the project's: the ones that declare a module the target imports and can be
    /// compiled as plain Swift (no C/Objective-C targets, binary targets or build plugins; macro
    /// targets are built as compiler plugins, Project+Macros.swift).
    static func packageCheckouts(for file: URL, projectRoot: URL, imported: Set<String>) -> [URL] {
        let fm = FileManager.default
        var folders: [URL] = []
        var dir = file.deletingLastPathComponent()
        let stop = projectRoot.deletingLastPathComponent().path
        for _ in 0..<8 {
            folders.append(dir.appendingPathComponent(".build/checkouts"))
            folders.append(dir.appendingPathComponent("SourcePackages/checkouts"))
            for d in ((try? fm.contentsOfDirectory(atPath: dir.appendingPathComponent("DerivedData").path)) ?? []).prefix(20) {
                folders.append(dir.appendingPathComponent("DerivedData").appendingPathComponent(d).appendingPathComponent("SourcePackages/checkouts"))
            }
            for e in ((try? fm.contentsOfDirectory(atPath: dir.path)) ?? []) where e.hasSuffix(".xcodeproj") || e.hasSuffix(".xcworkspace") {
                let stem = (e as NSString).deletingPathExtension
                let derived = URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent("Library/Developer/Xcode/DerivedData")
                for d in ((try? fm.contentsOfDirectory(atPath: derived.path)) ?? []).prefix(200) where d.hasPrefix(stem + "-") {
                    folders.append(derived.appendingPathComponent(d).appendingPathComponent("SourcePackages/checkouts"))
                }
            }
            if dir.path == stop || dir.path == "/" || fm.fileExists(atPath: dir.appendingPathComponent(".git").path) { break }
            dir = dir.deletingLastPathComponent()
        }
        var out: [URL] = []
        var seen = Set<String>()
        let unbuildable = try! NSRegularExpression(pattern: #"\.(binaryTarget|systemLibrary|plugin)\s*\("#)
        for folder in folders where isDirectory(folder.path) {
            for name in ((try? fm.contentsOfDirectory(atPath: folder.path)) ?? []).sorted().prefix(100) {
                let checkout = folder.appendingPathComponent(name)
                guard seen.insert(name.lowercased()).inserted,
                      let data = fm.contents(atPath: checkout.appendingPathComponent("Package.swift").path) else { continue }
                let manifest = String(decoding: data, as: UTF8.self)
                let targets = manifestTargets(manifest, in: checkout)
                guard targets.contains(where: { imported.contains($0.name) }),
                      unbuildable.firstMatch(in: manifest, range: NSRange(manifest.startIndex..., in: manifest)) == nil,
                      !targets.contains(where: { hasCSources($0.folder) }) else { continue }
                out.append(checkout)
            }
        }
        return out
    }

    /// Whether a target folder holds C, C++ or Objective-C sources (looked at: 2,000 entries).
    static func hasCSources(_ dir: URL) -> Bool {
        guard let walker = FileManager.default.enumerator(atPath: dir.path) else { return false }
        var n = 0
        while let e = walker.nextObject() as? String, n < 2000 {
            n += 1
            if [".c", ".m", ".mm", ".cpp", ".cc"].contains(where: { e.hasSuffix($0) }) { return true }
        }
        return false
    }
}
