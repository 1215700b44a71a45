import Foundation

/// Compiles a user's SwiftUI file against the Accord library (built as a dynamic library next
/// to this executable) into a preview program, cached by content.
struct PreviewCompiler {
    enum Failure: Error, CustomStringConvertible {
        case missingFile(String)
        case compile(String)
        case toolchain(String)
        var description: String {
            switch self {
            case .missingFile(let p): "no such file: \(p)"
            case .compile(let m): m
            case .toolchain(let m): m
            }
        }
    }

    /// Where libAccord.so and Modules/ are: beside this executable.
    static var libraryDirectory: URL {
        let exe = URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0])
        return exe.deletingLastPathComponent()
    }

    /// The package the tool was built from (its C module maps are needed to load Accord's
    /// modules): the nearest ancestor of the executable with a Package.swift.
    static var packageRoot: URL? {
        var dir = libraryDirectory
        for _ in 0..<6 {
            dir = dir.deletingLastPathComponent()
            if FileManager.default.fileExists(atPath: dir.appendingPathComponent("Package.swift").path) { return dir }
        }
        return nil
    }

    /// Compiler flags that make the system-library modules (CPango, CCairo) loadable.
    static var cModuleFlags: [String] {
        guard let root = packageRoot else { return [] }
        var flags: [String] = []
        for m in ["CPango", "CCairo", "CGdkPixbuf"] {
            let map = root.appendingPathComponent("Sources/\(m)/module.modulemap").path
            if FileManager.default.fileExists(atPath: map) { flags += ["-Xcc", "-fmodule-map-file=\(map)"] }
        }
        let (status, out) = run(["/usr/bin/env", "pkg-config", "--cflags", "pangocairo", "pangoft2", "fontconfig", "harfbuzz", "cairo", "gdk-pixbuf-2.0"])
        if status == 0 {
            for f in out.split(whereSeparator: { $0 == " " || $0 == "\n" }) { flags += ["-Xcc", String(f)] }
        }
        return flags
    }

    static var cacheDirectory: URL { CompileCache.shared.root }

    /// Builds (or finds in the cache) the preview program for `file`.
    static func build(_ file: String, quiet: Bool = false) throws -> URL {
        let url = URL(fileURLWithPath: file).standardizedFileURL
        guard let data = FileManager.default.contents(atPath: url.path), let text = String(data: data, encoding: .utf8) else {
            throw Failure.missingFile(file)
        }
        let source = PreviewSource(text, path: url.path)
        let lib = libraryDirectory
        let libFile = lib.appendingPathComponent("libAccord.so")
        let attrs = try? FileManager.default.attributesOfItem(atPath: libFile.path)
        guard attrs != nil else { throw Failure.toolchain("the Accord library is missing beside the accord tool (\(libFile.path)); run `make build`") }
        let stamp = "\((attrs?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)-\(attrs?[.size] ?? 0)"
        let key = fnv1a(source.transformed + "\n" + source.mainFile + stamp + lib.path)
        // Built in a private folder and renamed into place (CompileCache): concurrent runs compile
        // once, a failed compile leaves nothing behind.
        let dir = try CompileCache.entry(key: String(key, radix: 16)) { dir in
            let userFile = dir.appendingPathComponent("user.swift"), mainFile = dir.appendingPathComponent("main.swift")
            try source.transformed.write(to: userFile, atomically: false, encoding: .utf8)
            try source.mainFile.write(to: mainFile, atomically: false, encoding: .utf8)
            var args = ["-Onone", "-swift-version", "5", "-suppress-warnings",
                        "-I", lib.appendingPathComponent("Modules").path, "-I", lib.path,
                        "-L", lib.path, "-lAccord", "-Xlinker", "-rpath", "-Xlinker", lib.path,
                        "-module-name", "AccordUserPreview", mainFile.path, userFile.path,
                        "-o", dir.appendingPathComponent("preview").path] + cModuleFlags
            if let swiftc = ProcessInfo.processInfo.environment["ACCORD_SWIFTC"] { args.insert(swiftc, at: 0) } else { args.insert("swiftc", at: 0) }
            let (status, output) = Supervisor.compile(["/usr/bin/env"] + args)
            if status != 0 {
                // Messages about the generated main file mean the previews themselves are wrong.
                let cleaned = output.replacingOccurrences(of: mainFile.path, with: "<previews of \(url.lastPathComponent)>")
                    .replacingOccurrences(of: userFile.path, with: url.path)
                throw Failure.compile(cleaned.isEmpty ? "swiftc failed (exit \(status))" : cleaned)
            }
        }
        return dir.appendingPathComponent("preview")
    }

    static func run(_ argv: [String]) -> (Int32, String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: argv[0])
        p.arguments = Array(argv.dropFirst())
        let pipe = Pipe()
        p.standardOutput = pipe
        p.standardError = pipe
        do { try p.run() } catch { return (127, "cannot run \(argv[0]): \(error)") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    static func fnv1a(_ s: String) -> UInt64 {
        var h: UInt64 = 0xcbf29ce484222325
        for b in s.utf8 { h = (h ^ UInt64(b)) &* 0x100000001b3 }
        return h
    }
}
