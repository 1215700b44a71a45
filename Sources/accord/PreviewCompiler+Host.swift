import Foundation

/// `accord preview`'s warm host (issue 17: edit → update within a second).
///
/// An edit used to start a new preview program, whose first rendering in a cold process cost
/// 0.5–0.9 s on the build machine (fonts found and loaded, the library's type metadata made)
/// against a few milliseconds warm. Instead the previews of the file are built as a shared
/// library (`entry.swift` hands them over through the C symbol `accord_preview_list`), and a
/// host program — built once per library, cached — starts before it is needed, draws a form
/// of common controls to warm up, and waits for its first request line,
/// `{"load": "/path/libpreview.so"}`: it loads that library and serves its previews as the
/// preview program would (`AccordPreviewRunner.main`, `--verb serve`). The server keeps one
/// such spare host ready (LivePreview.swift), so after an edit's compile the new previews are
/// drawn by a process that is already warm. State carries over from the program it replaces
/// exactly as before (ViewGraph+Carry.swift): the spare reads it when it loads the library.
extension PreviewCompiler {
    /// The symbol of the previews' library: `(UnsafeMutableRawPointer) -> Void`, which
    /// initializes the `[AccordPreview]` the pointer points to.
    static let previewListSymbol = "accord_preview_list"

    /// Builds the previews as a shared library instead of a program (set by `accord preview`
    /// while it compiles; main thread only).
    nonisolated(unsafe) static var sharedLibrary = false

    /// The generated main file as a library's file: the previews handed over by a C function
    /// instead of the runner started at the top level.
    /// `setup`: a statement run first (the app bundle's, PreviewResources.swift).
    static func libraryEntry(_ mainText: String, setup: String? = nil) -> String {
        var lines = mainText.split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
        let start = "AccordPreviewRunner.main(previews: "
        guard lines.count == 3, lines[1].hasPrefix(start), lines[1].hasSuffix(")") else { return mainText }
        let list = lines[1].dropFirst(start.count).dropLast()
        lines[1] = "@_cdecl(\"\(previewListSymbol)\") public func __accordPreviewList(_ out: UnsafeMutableRawPointer) "
            + "{ \(setup.map { $0 + "; " } ?? "")out.assumingMemoryBound(to: [AccordPreview].self).initialize(to: \(list)) }"
        return lines.joined(separator: "\n")
    }

    /// The host program's source.
    static let hostSource = """
    @_spi(AccordPreview) import Accord
    import Foundation
    #if canImport(Glibc)
    import Glibc
    #endif

    // Gone with the server, also while it waits (the runner says so again once it runs).
    typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
    if let prctl = dlsym(nil, "prctl") { _ = unsafeBitCast(prctl, to: Prctl.self)(1 /* PR_SET_PDEATHSIG */, UInt(SIGKILL), 0, 0, 0) }
    if let parent = ProcessInfo.processInfo.environment["ACCORD_PARENT_PID"].flatMap({ pid_t($0) }), getppid() != parent { exit(0) }

    // Warm up: what most previews draw, laid out and drawn once (fonts, the library's metadata).
    struct AccordWarmUp: View {
        @State var on = true
        @State var count = 3
        @State var text = "Text"
        var body: some View {
            NavigationStack {
                Form {
                    Section("Section") {
                        Toggle("Toggle", isOn: $on)
                        Stepper("Stepper \\(count)", value: $count, in: 0...9)
                        TextField("Field", text: $text)
                        Button("Button", role: .destructive) { }
                        Label("Label", systemImage: "star.fill")
                    }
                    Section {
                        HStack { Image(systemName: "heart"); Text("Title").font(.title).bold(); Spacer(); Text("body").foregroundStyle(.secondary) }
                        VStack(alignment: .leading) { Text("Headline").font(.headline); Text("Caption").font(.caption) }
                    }
                }
                .navigationTitle("Title")
            }
        }
    }
    let warm = ImageRenderer(content: AccordWarmUp())
    warm.proposedSize = ProposedViewSize(width: 393, height: 852)
    _ = try? warm.pngData()

    // The previews' library: the first line on stdin, {"load": PATH}.
    guard let line = readLine(strippingNewline: true),
          let request = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any],
          let path = request["load"] as? String else { exit(0) }
    guard let handle = dlopen(path, RTLD_NOW) else {
        FileHandle.standardError.write(Data("cannot load the previews (\\(path)): \\(String(cString: dlerror()))\\n".utf8))
        exit(1)
    }
    guard let symbol = dlsym(handle, "\(previewListSymbol)") else {
        FileHandle.standardError.write(Data("the previews' library has no \(previewListSymbol)\\n".utf8))
        exit(1)
    }
    typealias PreviewList = @convention(c) (UnsafeMutableRawPointer) -> Void
    let list = UnsafeMutablePointer<[AccordPreview]>.allocate(capacity: 1)
    unsafeBitCast(symbol, to: PreviewList.self)(UnsafeMutableRawPointer(list))
    AccordPreviewRunner.main(previews: list.move())

    """

    /// The host program (built once per Accord library, kept in the compile cache).
    static func hostProgram() throws -> URL {
        let lib = libraryDirectory
        guard let stamp = libraryStamp(lib) else { throw Failure.toolchain("the Accord library's modules are missing beside the accord tool") }
        let swiftc = ProcessInfo.processInfo.environment["ACCORD_SWIFTC"] ?? "swiftc"
        let key = "host-" + String(fnv1a(hostSource + stamp + lib.path + swiftc + linkerFlags.joined(separator: " ")), radix: 16)
        let entry = try CompileCache.entry(key: key) { dir in
            let src = dir.appendingPathComponent("host.swift")
            try hostSource.write(to: src, atomically: true, encoding: .utf8)
            let program = dir.appendingPathComponent("preview")
            let args = [swiftc, "-Onone", "-swift-version", "5", "-suppress-warnings",
                        "-I", lib.appendingPathComponent("Modules").path, "-I", lib.path,
                        "-L", lib.path, "-lAccordDynamic", "-Xlinker", "-rpath", "-Xlinker", lib.path,
                        "-module-name", "AccordPreviewHost", "-o", program.path, src.path] + cModuleFlags + linkerFlags
            let (status, output) = Supervisor.compile(["/usr/bin/env"] + args, what: "building the preview host")
            guard status == 0, FileManager.default.isExecutableFile(atPath: program.path) else {
                throw Failure.toolchain("the preview host did not build:\n" + output)
            }
        }
        let program = entry.appendingPathComponent("preview")
        hostLibraries = loadedLibraries(program)
        return program
    }

    /// The libraries the host program loads when it starts (by the `NAME` of `-lNAME`): what a
    /// previews' library it loads need not be linked against (PreviewCompiler+Direct.swift,
    /// `hostLink`). Nil (every library linked) until `hostProgram()` found them.
    nonisolated(unsafe) static var hostLibraries: Set<String>? = nil

    /// The libraries `program` loads, by the loader's own account (`ldd`: the program is not
    /// run), as `-l` names: `libFoundation.so` → Foundation, `libm.so.6` → m.
    static func loadedLibraries(_ program: URL) -> Set<String>? {
        let (status, output) = run(["/usr/bin/env", "ldd", program.path])
        guard status == 0 else { return nil }
        var names = Set<String>()
        for line in output.split(separator: "\n") {
            // "\tlibFoundation.so => /opt/…/libFoundation.so (0x…)"
            // (A library the loader did not find is not the host's.)
            guard !line.contains("not found"), let file = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).first,
                  file.hasPrefix("lib"), let so = file.range(of: ".so") else { continue }
            names.insert(String(file[file.index(file.startIndex, offsetBy: 3)..<so.lowerBound]))
        }
        return names.contains("AccordDynamic") ? names : nil
    }
}
