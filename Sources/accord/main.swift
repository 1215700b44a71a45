import Accord
import Foundation

/// `accord`: preview SwiftUI files on Linux.
let usage = """
    usage: accord <verb> [FILE.swift] [options]

    verbs:
      frames FILE     print each preview's identified views' frames (seed 003's format)
                      --all: every view's frame as an indented tree
      trace FILE      every view's proposals, answers and placement (--json for JSON)
      probe FILE      sizing behaviour (expanding / hugging per axis) of each preview's root
                      and of every view with an .accessibilityIdentifier
      probe --builtins  seed 004's taxonomy table for every built-in view, probed
      render FILE     render each preview: --format png|svg|pdf, -o PATH, --scale S,
                      --debug-frames, --dark, --rtl, --no-chrome (no status bar or home
                      indicator on a device canvas). -o FILE.svg picks the format; -o - is
                      stdout; -o FOLDER/ puts each preview there. Default names come from the
                      previews' names and never replace a file accord did not write, nor the
                      input; -o replaces an image, not a file of another kind (--force to allow)
      dump FILE       print the display list (what is drawn, in order)
      inspect FILE -o page.html   one HTML page: the rendering beside the view tree
      watch FILE      re-render FILE (as `render`) whenever it changes
      preview FILE    a live preview in the browser: serves http://127.0.0.1:PORT/ (printed),
                      updated on every save; --port N, --device, --dark, --rtl,
                      --dynamic-type SIZE (Docs/LivePreview.md)
      gallery -o DIR  render every example in Examples/ (PNG, SVG, frames, index.html);
                      -j N: N examples at once (default: one per core)
      compare SCREENSHOT.png FILE  render FILE's preview at the screenshot's device and scale,
                      write an HTML page and a PNG comparing them (--preview NAME, --device D,
                      --landscape, --threshold T: exit 1 above a mean difference T, -o PATH;
                      Docs/support/compare.md)
      devices         list the devices --device knows (points, scale, safe areas, corners)
      version         print versions

    options for every preview verb:
      --preview NAME  only the preview of that name
      --canvas WxH    propose this size (default: the preview's fixed layout, else the device)
      --device NAME   iPhone 15 (default), iPhone 16/17 families, iPhone Air, 16e, SE, iPads
                      (`accord devices` or --device list); --landscape holds it sideways
      --font FILE     register a font file (TTF/OTF/TTC) first; repeatable
      --fixed-metrics measure text with 10×10 glyphs (font-independent numbers)
      --timeout S     give up on a preview after S seconds (default 120)
      --compile-timeout S  give up compiling after S seconds (default 120; also how long
                      rounds of leaving out failing places may go on, if longer)

    the app's sources: FILE is compiled with the other Swift files of its app target — the
    folder beside the nearest *.xcodeproj (the files project.pbxproj lists), or the
    Package.swift target (Sources/<Target>/) — as Xcode's iOS debug preview build would
    (-D DEBUG, the #if os(iOS) branches); files importing frameworks Linux lacks are skipped:
      --project DIR   the project (or target folder) is DIR
      --sources DIR…  add the Swift files under these folders
      --no-project    compile FILE alone

    exit codes: 0 ok · 1 the file does not compile, or rendering failed · 2 bad invocation
                (unknown verb/flag, missing file, unknown preview) · 3 the preview crashed or
                timed out
    """

func die(_ message: String, _ code: Int32 = 2) -> Never {
    FileHandle.standardError.write(Data("accord: \(message)\n".utf8))
    exit(code)
}

if CommandLine.arguments.count > 1, CommandLine.arguments[1] == Reaper.verb { Reaper.run(Array(CommandLine.arguments.dropFirst(2))) }
Cleanup.install()
Reaper.start()
var args = Array(CommandLine.arguments.dropFirst())
guard let verb = args.first else { print(usage); exit(2) }
args.removeFirst()
if verb == "-h" || verb == "--help" || verb == "help" { print(usage); exit(0) }

// The compiler and accord's private folders go under $TMPDIR: one that cannot be used is said
// now, in the user's terms (swiftc's driver would answer `couldNotFindTmpDir` as if the file
// did not compile).
if !["version", "devices"].contains(verb), let tmp = ProcessInfo.processInfo.environment["TMPDIR"], !tmp.isEmpty {
    var isDir: ObjCBool = false
    if !FileManager.default.fileExists(atPath: tmp, isDirectory: &isDir) || !isDir.boolValue || access(tmp, W_OK | X_OK) != 0 {
        die("TMPDIR=\(tmp) is not a writable folder (accord and the compiler keep their temporary files there); set TMPDIR to one, or unset it")
    }
}

let previewVerbs = ["frames", "trace", "probe", "render", "dump", "inspect", "watch", "preview"]
switch verb {
case "version":
    print("accord 0.1 (Swift \(swiftVersion()))")
    exit(0)
case "gallery":
    exit(Gallery.run(args))
case "devices":
    print(PreviewDevice.catalogTable())
    exit(0)
case "--device" where args.first == "list":
    print(PreviewDevice.catalogTable())
    exit(0)
case "compare":
    exit(Compare.run(args))
case _ where previewVerbs.contains(verb):
    break
default:
    die("unknown verb \"\(verb)\"\n\(usage)")
}

if let i = args.firstIndex(of: "--device"), i + 1 < args.count, args[i + 1] == "list" {
    print(PreviewDevice.catalogTable())
    exit(0)
}
if verb == "probe", args.contains("--builtins") {
    // Seed 004's taxonomy, computed by probing every built-in view (fixed-metric text).
    print(SizingProbe.builtinsTable())
    exit(0)
}
// `--` ends the options, as in every Unix tool: `accord render -- -card.swift`.
let endOfOptions = args.first == "--"
if endOfOptions { args.removeFirst() }
guard let file = args.first, endOfOptions || !file.hasPrefix("-") || file == "-" else {
    if let f = args.first, f.hasSuffix(".swift") { die("\(verb): a file named \(f) looks like an option: write ./\(f) or -- \(f)") }
    die("\(verb) needs a FILE.swift")
}
args.removeFirst()
var timeout: Double = 120
var timeoutGiven = false
if let i = args.firstIndex(of: "--timeout") {
    guard i + 1 < args.count, let t = Double(args[i + 1]), t > 0, t <= 1_000_000 else { die("--timeout needs a number of seconds (up to 1000000)") }
    timeout = t
    timeoutGiven = true
    args.removeSubrange(i...(i + 1))
}
if let i = args.firstIndex(of: "--compile-timeout") {
    guard i + 1 < args.count, let t = Double(args[i + 1]), t > 0, t <= 1_000_000 else { die("--compile-timeout needs a number of seconds (up to 1000000)") }
    Supervisor.compileTimeout = t
    args.removeSubrange(i...(i + 1))
}
// (`watch` waits out a file that goes away and comes back, but one missing from the start is
// a wrong name: said at once, not waited for forever.)
if verb != "watch" || !FileManager.default.fileExists(atPath: file) { checkInput(file) }
Output.protect(file)
if let problem = Project.parseOptions(&args) { die(problem) }

switch verb {
case "inspect": exit(Inspector.run(file: file, args: args, timeout: timeout))
case "watch": Watcher.run(file: file, args: args, timeout: timeout)
case "preview": LivePreview.run(file: file, args: args, timeout: timeoutGiven ? timeout : nil)
default: exit(runPreview(file: file, verb: verb, args: args, timeout: timeout))
}

/// Compiles FILE (or finds it compiled) and runs its previews with `--verb verb` and the
/// remaining options, their output going to `stdout`. A file that does not compile gets the
/// compiler's messages and 1.
func runPreview(file: String, verb: String, args: [String], timeout: Double,
                stdout: FileHandle = .standardOutput) -> Int32 {
    guard let exe = compilePreview(file) else { return 1 }
    if verb == "render" { return Output.render(exe: exe, file: file, args: args, timeout: timeout, stdout: stdout) }
    return Supervisor.run(exe.path, ["--verb", verb] + args, timeout: timeout, stdout: stdout,
                          userFile: file, entry: exe.deletingLastPathComponent().path)
}

/// Stops with a message in the user's terms unless FILE is a readable UTF-8 text file.
func checkInput(_ file: String) {
    if let problem = inputProblem(file) { die(problem) }
}

/// The largest file accord previews (4 MB: some 80,000 lines of code). (A static: a global of
/// main.swift is set in order, after the code above has used it.)
enum SourceLimit { static let bytes = 4 << 20 }

/// A size for a message: "202 MB", "4.5 MB".
func megabytes(_ bytes: Int) -> String {
    let mb = Double(bytes) / Double(1 << 20)
    return mb >= 10 ? "\(Int(mb.rounded())) MB" : String(format: "%.1f MB", mb)
}

/// Why FILE cannot be previewed, or nil.
func inputProblem(_ file: String) -> String? {
    if file == "-" { return "cannot read a preview from standard input (-); save it to a .swift file first" }
    var st = stat()
    guard stat(file, &st) == 0 else {
        switch errno {
        case EACCES: return "cannot read \(file): permission denied"
        case ELOOP: return "cannot read \(file): a loop of symbolic links"
        case ENAMETOOLONG: return "cannot read \(file): the path is too long for the system (over 4,096 bytes, or a name over 255)"
        case ENOTDIR: return "no such file: \(file) (a part of the path is a file, not a folder)"
        default: return "no such file: \(file)"
        }
    }
    switch st.st_mode & S_IFMT {
    case S_IFDIR: return "\(file) is a folder; give a .swift file in it"
    case S_IFREG: break
    default:
        let stdin = file == "/dev/stdin" || file == "/proc/self/fd/0" || file == "/dev/fd/0"
        return stdin ? "cannot read a preview from standard input (\(file)); save it to a .swift file first"
            : "\(file) is not a regular file (a device, pipe or socket); give a .swift file"
    }
    if Int(st.st_size) > SourceLimit.bytes {
        // Read whole and lexed character by character, a 200 MB file took 7 GB and minutes
        // before any message; no view's source is that large (generated data saved as .swift?).
        return "\(file) is \(megabytes(Int(st.st_size))): accord previews source files up to \(SourceLimit.bytes >> 20) MB (is it generated data?)"
    }
    guard let data = FileManager.default.contents(atPath: file) else { return "cannot read \(file): permission denied" }
    if String(validating: data, as: UTF8.self) == nil {
        // Where the first bad byte is, for the user to find it.
        var line = 1, offset = 0
        let bytes = [UInt8](data)
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            let len = b < 0x80 ? 1 : b >> 5 == 0b110 ? 2 : b >> 4 == 0b1110 ? 3 : b >> 3 == 0b11110 ? 4 : 0
            let valid = len > 0 && i + len <= bytes.count && (1..<len).allSatisfy { bytes[i + $0] >> 6 == 0b10 }
                && String(validating: bytes[i..<(i + len)], as: UTF8.self) != nil
            if !valid { offset = i; break }
            if b == 10 { line += 1 }
            i += len
        }
        return "\(file) is not UTF-8 text (an invalid byte at line \(line), byte offset \(offset)); save it as UTF-8"
    }
    return nil
}

/// The compiled preview program for FILE, or nil after showing why it does not compile.
func compilePreview(_ file: String) -> URL? {
    do { return try PreviewCompiler.build(file) } catch let e as PreviewCompiler.Failure {
        if case .missingFile = e {
            // Checked before; it went away or changed since (watch runs on).
            Supervisor.writeAll(2, "accord: \(inputProblem(file) ?? "cannot read \(file)")\n")
            return nil
        }
        if case .toolchain(let m) = e { Supervisor.writeAll(2, "accord: \(m)\n"); return nil }
        // A full disk fails the compiler in its own words (autolink-extract cannot open an
        // object file it could not write): say what happened.
        let full = [CompileCache.shared.root.path, NSTemporaryDirectory()].compactMap { dir in fullDevice(dir).map { "\(dir) (\($0))" } }
        let why = full.isEmpty ? "" : "accord: no space left on the device of \(full.joined(separator: " and ")): free some space, or set ACCORD_CACHE (or TMPDIR) to a folder on another disk\n"
        Supervisor.writeAll(2, "\(e.description)\n\(why)accord: \(file) does not compile\n")
        return nil
    } catch {
        // A folder or file accord could not make (the compile cache unwritable, a full disk):
        // the path and the reason, not Foundation's error dump.
        let ns = error as NSError
        if let path = ns.userInfo[NSFilePathErrorKey] as? String {
            let posix = (ns.userInfo[NSUnderlyingErrorKey] as? NSError).flatMap { $0.domain == NSPOSIXErrorDomain ? String(cString: strerror(Int32($0.code))) : nil }
            let full = ns.domain == NSCocoaErrorDomain && ns.code == CocoaError.fileWriteOutOfSpace.rawValue
            die("cannot write \(path): \(full ? "no space left on the device" : posix ?? whyNotWritable(path)) (the compile cache is \(CompileCache.shared.root.path); set ACCORD_CACHE to a writable folder)", 1)
        }
        die("\(error)", 1)
    }
}

/// Why a folder cannot be made at `path`: the nearest existing part of it is a file, or not
/// writable.
func whyNotWritable(_ path: String) -> String {
    var p = Paths.parent(path)
    while !p.isEmpty {
        var isDir: ObjCBool = false
        if FileManager.default.fileExists(atPath: p, isDirectory: &isDir) {
            if !isDir.boolValue { return "\(p) is a file, not a folder" }
            if access(p, W_OK) != 0 { return "\(p) is not writable" }
            // (Foundation does not always say ENOSPC: a full disk is found by asking it.)
            if let free = fullDevice(p) { return "no space left on the device (\(free))" }
            return "it cannot be created"
        }
        if p == "/" { break }
        p = Paths.parent(p)
    }
    return "it cannot be created"
}

/// "N KB free" (or "no inode free") when the file system holding `path` (or its nearest
/// existing folder) has under 1 MB or no inode left for an unprivileged user; else nil.
func fullDevice(_ path: String) -> String? {
    var p = path
    var fs = statvfs()
    while statvfs(p, &fs) != 0 {
        guard p != "/", !p.isEmpty else { return nil }
        p = Paths.parent(p)
    }
    let free = UInt64(fs.f_bavail) * UInt64(fs.f_frsize)
    if fs.f_files > 0 && fs.f_favail == 0 { return "no inode free" }
    return free < 1 << 20 ? "\(free >> 10) KB free" : nil
}

func swiftVersion() -> String {
    #if swift(>=6.3)
    "6.3"
    #else
    "6"
    #endif
}
