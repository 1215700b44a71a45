import Foundation

/// The app bundle a preview reads its target's resources from, as the app would from its own
/// bundle: a folder the tool makes in the compile cache (never in the project) holding
/// - the target's string tables, each as one `<Table>.strings` at the top, in the development
///   language (PreviewResources+Strings.swift): `Localizable.strings` bare, in `en.lproj/` or
///   `Base.lproj/`, `.stringsdict` entries, `.xcstrings` catalogs;
/// - an `Info.plist`: the target's `INFOPLIST_FILE` with its `$(SETTINGS)` filled in, and the
///   keys Xcode generates (`CFBundleShortVersionString` from `MARKETING_VERSION`,
///   `CFBundleVersion`, `CFBundleIdentifier`, `INFOPLIST_KEY_*`);
/// - an empty `<Model>.momd` per Core Data model (Accord's stand-in reads the generated model
///   whatever the URL: `Bundle.main.url(forResource:withExtension: "momd")` must find one);
/// - copies of the other resource files (JSON, images, sounds…), flattened by name as SwiftPM's
///   `.process` and Xcode's Copy Bundle Resources place them; a large file (a video) is a
///   symbolic link instead (the cache's size and eviction never follow one); a package
///   target's `.copy("Folder")` keeps its folder (a symbolic link to it, by its name), and a
///   `.process` rule takes every file it names, whatever its type (PreviewResources+Package.swift).
///
/// The preview program's main file then names it (`mainSource`): its own `Bundle.main` is this
/// bundle (a declaration in the program's module shadows Foundation's, as the locale shim does),
/// `NSLocalizedString` reads it, and Accord's text looks keys up in it (Text/Localization.swift)
/// — in `accord render`'s program and in `accord preview`'s warm host alike, since the path is in
/// the compiled code. A package module's `Bundle.module` is its own such bundle (`moduleSource`).
/// A folder is made once per content (file names, sizes and dates), like any cache entry.
enum PreviewResources {
    /// What a bundle holds.
    struct Contents {
        /// Table name → key → value.
        var tables: [String: [String: String]] = [:]
        var info: [String: Any] = [:]
        var models: [String] = []
        /// Name in the bundle → file copied there (or linked, when large).
        var files: [(name: String, url: URL, link: Bool)] = []
        /// Names, sizes and dates of everything read: the cache key.
        var manifest = ""

        var isEmpty: Bool { tables.isEmpty && info.isEmpty && models.isEmpty && files.isEmpty }
    }

    /// Limits of the search: folders looked at, depth, files taken, bytes copied (a file larger
    /// than `fileBytes`, or past `bytes` in all, is linked instead).
    static let limits = (folders: 4000, depth: 8, files: 2000, bytes: Int64(64 << 20), fileBytes: Int64(8 << 20))

    /// Files that are the target's code or build setup, not resources it reads.
    static let notResources: Set<String> = ["swift", "h", "m", "mm", "c", "cc", "cpp", "hpp", "pch", "modulemap", "xcconfig", "entitlements",
                                            "storyboard", "xib", "md", "markdown", "yml", "yaml", "podspec", "sh", "py", "rb", "lock", "resolved",
                                            "xctestplan", "xcscheme", "gitignore", "swiftlint", "intentdefinition", "metal"]

    /// The bundle folder of the target or module whose files are under `folder` (nil: it has no
    /// resources and no settings to hold, or the cache cannot be written).
    static func bundle(for folder: URL, settings: [String: String]? = nil) -> URL? {
        let plist: [String: Any]? = settings.map { Self.info(settings: $0, near: folder) }
        let region = (plist?["CFBundleDevelopmentRegion"] as? String) ?? packageDefaultLocalization(for: folder) ?? "en"
        var contents = gather(folder, developmentRegion: region)
        if let plist {
            contents.info = plist
            contents.manifest += "\u{0}info\u{0}" + ((try? JSONSerialization.data(withJSONObject: contents.info.mapValues { "\($0)" }, options: [.sortedKeys]))
                .map { String(decoding: $0, as: UTF8.self) } ?? "")
        }
        guard !contents.isEmpty else { return nil }
        let key = "res-" + String(PreviewCompiler.fnv1a("resources-3\u{0}" + folder.path + "\u{0}" + contents.manifest), radix: 16)
        return try? CompileCache.entry(key: key) { dir in try write(contents, to: dir) }
    }

    /// Reads `folder`: its string tables, models and resource files (not its Info.plist: `info`).
    /// `developmentRegion`: the language a table only in other languages is read in (StringTables).
    static func gather(_ folder: URL, developmentRegion: String = "en") -> Contents {
        let fm = FileManager.default
        var out = Contents()
        var strings = StringTables()
        var stack = [(folder, 0)]
        var visited = 0
        var bytes: Int64 = 0
        var taken = Set<String>(["Info.plist", PreviewResources.marker])
        // A package target's declared resources (PreviewResources+Package.swift): `.copy` items
        // keep their name and folder, `.process` folders are flattened, whatever their files' type.
        let rules = packageRules(for: folder)
        let copied = Set(rules.filter(\.copy).map(\.url.path))
        let processed = rules.filter { !$0.copy }.map(\.url.path)
        func isProcessed(_ url: URL) -> Bool { processed.contains { url.path == $0 || url.path.hasPrefix($0 + "/") } }
        for r in rules where r.copy && taken.insert(r.url.lastPathComponent).inserted {
            if Project.isDirectory(r.url.path) {
                out.files.append((r.url.lastPathComponent, r.url, true))
                out.manifest += "\u{0}copy:" + r.url.path
            } else if let (size, s) = stamp(r.url) {
                let link = size > limits.fileBytes || bytes + size > limits.bytes
                if !link { bytes += size }
                out.files.append((r.url.lastPathComponent, r.url, link))
                out.manifest += "\u{0}" + s
            }
        }
        func stamp(_ url: URL) -> (Int64, String)? {
            guard let a = try? fm.attributesOfItem(atPath: url.path), a[.type] as? FileAttributeType == .typeRegular else { return nil }
            let size = (a[.size] as? NSNumber)?.int64Value ?? 0
            return (size, "\(url.path)|\(size)|\((a[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)")
        }
        while let (dir, depth) = stack.popLast(), visited < limits.folders {
            visited += 1
            guard let entries = try? fm.contentsOfDirectory(atPath: dir.path) else { continue }
            for e in entries.sorted() where !Project.excluded(e) {
                let url = dir.appendingPathComponent(e)
                let ext = url.pathExtension.lowercased()
                if (try? fm.destinationOfSymbolicLink(atPath: url.path)) != nil || copied.contains(url.path) { continue }
                if Project.isDirectory(url.path) {
                    if ext == "xcdatamodeld" {
                        let name = url.deletingPathExtension().lastPathComponent
                        if CoreDataModel.isBundleName(name), !out.models.contains(name) { out.models.append(name); out.manifest += "\u{0}model:" + name }
                    } else if ext == "lproj" {
                        // A language's tables (its storyboards and other files are not read).
                        let language = url.deletingPathExtension().lastPathComponent
                        for f in ((try? fm.contentsOfDirectory(atPath: url.path)) ?? []).sorted() {
                            let t = url.appendingPathComponent(f)
                            guard ["strings", "stringsdict"].contains(t.pathExtension.lowercased()), let (_, s) = stamp(t) else { continue }
                            strings.add(t, language: language)
                            out.manifest += "\u{0}" + s
                        }
                    } else if depth < limits.depth {
                        stack.append((url, depth + 1))
                    }
                    continue
                }
                guard let (size, s) = stamp(url) else { continue }
                if ["strings", "stringsdict", "xcstrings"].contains(ext) {
                    strings.add(url, language: nil)
                    out.manifest += "\u{0}" + s
                    continue
                }
                guard !notResources.contains(ext) || (isProcessed(url) && !sourceFiles.contains(ext)), e != "Info.plist", !e.hasSuffix("-Info.plist"), !ext.isEmpty || size > 0,
                      out.files.count < limits.files, taken.insert(e).inserted else { continue }
                let link = size > limits.fileBytes || bytes + size > limits.bytes
                if !link { bytes += size }
                out.files.append((e, url, link))
                out.manifest += "\u{0}" + s
            }
        }
        out.tables = strings.tables(developmentRegion: developmentRegion)
        return out
    }

    /// The marker file a bundle folder holds (the cache's own marker is `.complete`).
    static let marker = ".accord-resources"

    static func write(_ contents: Contents, to dir: URL) throws {
        let fm = FileManager.default
        for (name, table) in contents.tables {
            let data = try PropertyListSerialization.data(fromPropertyList: table, format: .xml, options: 0)
            try data.write(to: dir.appendingPathComponent(name + ".strings"))
        }
        if !contents.info.isEmpty {
            let data = try PropertyListSerialization.data(fromPropertyList: contents.info, format: .xml, options: 0)
            try data.write(to: dir.appendingPathComponent("Info.plist"))
        }
        for m in contents.models {
            try? fm.createDirectory(at: dir.appendingPathComponent(m + ".momd"), withIntermediateDirectories: false)
        }
        for (name, url, link) in contents.files where !fm.fileExists(atPath: dir.appendingPathComponent(name).path) {
            if link || Project.isDirectory(url.path) {
                try? fm.createSymbolicLink(at: dir.appendingPathComponent(name), withDestinationURL: url)
            } else {
                try? fm.copyItem(at: url, to: dir.appendingPathComponent(name))
            }
        }
        _ = fm.createFile(atPath: dir.appendingPathComponent(marker).path, contents: Data())
    }

    // MARK: Info.plist

    /// The app's Info.plist as Xcode builds it for the Debug configuration: the target's
    /// `INFOPLIST_FILE` (looked for from `folder` up to 3 folders above, as the setting is
    /// relative to the project's folder) with `$(NAME)` filled in from `settings`, then the keys
    /// Xcode generates from build settings where the file has none.
    static func info(settings: [String: String], near folder: URL) -> [String: Any] {
        var info: [String: Any] = [:]
        var values = settings
        values["DEVELOPMENT_LANGUAGE"] = values["DEVELOPMENT_LANGUAGE"] ?? "en"
        values["EXECUTABLE_NAME"] = values["EXECUTABLE_NAME"] ?? values["PRODUCT_NAME"]
        values["PRODUCT_BUNDLE_PACKAGE_TYPE"] = values["PRODUCT_BUNDLE_PACKAGE_TYPE"] ?? "APPL"
        func expand(_ s: String, _ depth: Int = 0) -> String {
            guard depth < 4, s.contains("$") else { return s }
            let pattern = try! NSRegularExpression(pattern: #"\$[({]([A-Za-z0-9_]+)(?::[^)}]*)?[)}]"#)
            var out = s
            for m in pattern.matches(in: s, range: NSRange(s.startIndex..., in: s)).reversed() {
                guard let r = Range(m.range, in: s), let n = Range(m.range(at: 1), in: s) else { continue }
                out.replaceSubrange(r, with: expand(values[String(s[n])] ?? "", depth + 1))
            }
            return out
        }
        if let path = settings["INFOPLIST_FILE"].map({ expand($0) }), !path.isEmpty {
            var dir = folder
            for _ in 0..<4 {
                let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : dir.appendingPathComponent(path)
                if let data = FileManager.default.contents(atPath: url.path), data.count < 1 << 20,
                   let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any] {
                    for (k, v) in plist { info[k] = (v as? String).map { expand($0) } ?? v }
                    break
                }
                dir = dir.deletingLastPathComponent()
            }
        }
        for (k, v) in settings where k.hasPrefix("INFOPLIST_KEY_") && info[String(k.dropFirst(14))] == nil { info[String(k.dropFirst(14))] = expand(v) }
        for (key, setting) in [("CFBundleShortVersionString", "MARKETING_VERSION"), ("CFBundleVersion", "CURRENT_PROJECT_VERSION"),
                               ("CFBundleIdentifier", "PRODUCT_BUNDLE_IDENTIFIER"), ("CFBundleName", "PRODUCT_NAME"),
                               ("CFBundleExecutable", "EXECUTABLE_NAME"), ("CFBundleDevelopmentRegion", "DEVELOPMENT_LANGUAGE")]
            where info[key] == nil {
            if let v = values[setting].map({ expand($0) }), !v.isEmpty { info[key] = v }
        }
        // A value left empty by a setting Xcode fills (`$(TARGET_NAME)`) is left out.
        return info.filter { ($0.value as? String)?.isEmpty != true }
    }

    // MARK: What the program compiles

    /// Declarations for the preview program's main file: `Bundle.main` (and Foundation's
    /// `NSLocalizedString`, when `texts` call it and declare none) read `bundle`.
    static func mainSource(bundle: URL, texts: [String]) -> String {
        var s = """

        // accord: the target's resources as the app's bundle (Sources/accord/PreviewResources.swift).
        enum __AccordPreviewResources {
            static let bundle: Foundation.Bundle = AccordPreviewRunner.useResourceBundle(path: \(literal(bundle.path)))
        }
        extension Foundation.Bundle {
            static var main: Foundation.Bundle { __AccordPreviewResources.bundle }
        }

        """
        if texts.contains(where: { $0.contains("NSLocalizedString") }), !texts.contains(where: { $0.contains("func NSLocalizedString") }) {
            s += """
            func NSLocalizedString(_ key: String, tableName: String? = nil, bundle: Foundation.Bundle = __AccordPreviewResources.bundle,
                                   value: String = "", comment: String) -> String {
                Foundation.NSLocalizedString(key, tableName: tableName, bundle: bundle, value: value, comment: comment)
            }

            """
        }
        return s
    }

    /// The statement the main file runs first (the library's entry, before its previews are made).
    static let setup = "_ = __AccordPreviewResources.bundle"

    /// SwiftPM's `Bundle.module` for a package target: `bundle` (nil: the preview's app bundle).
    static func moduleSource(bundle: URL?) -> String {
        let value = bundle.map { "Foundation.Bundle(path: \(literal($0.path))) ?? .main" } ?? ".main"
        return """
        import Foundation

        private enum __AccordModuleBundle {
            static let bundle: Bundle = \(value)
        }
        extension Bundle {
            /// SwiftPM's resource bundle of a package target: the resources the tool gathered (Sources/accord/PreviewResources.swift).
            static var module: Bundle { __AccordModuleBundle.bundle }
        }

        """
    }

    /// A Swift string literal of `s`.
    static func literal(_ s: String) -> String {
        "\"" + s.unicodeScalars.map { c -> String in
            switch c {
            case "\"": "\\\""
            case "\\": "\\\\"
            case "\n": "\\n"
            case "\r": "\\r"
            case "\t": "\\t"
            default: c.value < 0x20 || c.value == 0x7f ? "\\u{\(String(c.value, radix: 16))}" : String(c)
            }
        }.joined() + "\""
    }
}
