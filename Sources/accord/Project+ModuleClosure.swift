import Foundation

/// Compiling only the part of a large module of the repository that the previewed target can
/// reach (issue 11): RevenueCat's 510-file framework, under a preview of one of RevenueCatUI's
/// views, was transformed and compiled whole before the view's own target was even looked at
/// (minutes, on a loaded machine, of a 240-s limit).
///
/// What the target can reach of a module is the module's closure (Project+Closure.swift) over
/// the words of every file of the target and of the previewed file — all of them, not only the
/// target's own closure, so that a file the target's closure grows by later still finds what it
/// names — then, for the modules it depends on, over the words of the files chosen of the
/// modules depending on them. A module whose closure is nearly all of it, or a small one, is
/// compiled whole. When a module's part fails for a name its other files declare, those files are
/// added (`LocalModuleBuild.compile`'s `grow`), as the target's closure grows.
/// `ACCORD_CLOSURE=0` compiles every module whole, as before.
enum ModuleClosure {
    /// A module's index and the files of it chosen (indices into `index.files`, its files).
    struct Part {
        let index: TargetClosure.Index
        var included: Set<Int>
    }

    /// The words and member names (`.x`) of the previewed file and of its target's files.
    static func reach(project: Project, primaryText: String) -> (words: Set<String>, dotted: Set<String>) {
        var words = Set<String>(), dotted = Set<String>()
        for e in [SourceIndex.scan(primaryText)] + project.files.compactMap({ SourceIndex.entry(for: $0) }) {
            words.formUnion(e.words)
            dotted.formUnion(e.dotted)
        }
        return (words, dotted)
    }

    /// The part of each large module to compile (a module not named: compiled whole). `modules`
    /// is in dependency order (a module after those it imports).
    static func parts(of modules: [LocalModule], reach: (words: Set<String>, dotted: Set<String>), log: Bool) -> [String: Part] {
        guard TargetClosure.enabled else { return [:] }
        var words = reach.words, dotted = reach.dotted
        let names = Set(modules.map(\.name))
        var out: [String: Part] = [:]
        // Dependents first: what they keep names what their dependencies must provide.
        for m in modules.reversed() where !m.isMacro {
            var index = TargetClosure.Index(files: m.files)
            for (n, e) in index.entries.enumerated() where e?.imports.contains(where: { !ProjectFrameworks.available.contains($0) && !names.contains($0) }) == true {
                index.blocked.insert(n)
            }
            var included = Set(m.files.indices)
            if m.files.count >= TargetClosure.minimumTargetFiles {
                let reached = TargetClosure.closure(words: Array(words), dotted: Array(dotted), declared: [], index: index)
                if reached.count * 10 < m.files.count * 9 {
                    included = reached
                    out[m.name] = Part(index: index, included: reached)
                    if log { FileHandle.standardError.write(Data("accord: closure: module \(m.name): \(reached.count) of its \(m.files.count) files\n".utf8)) }
                }
            }
            for n in included where !index.blocked.contains(n) {
                words.formUnion(index.entries[n]?.words ?? [])
                dotted.formUnion(index.entries[n]?.dotted ?? [])
            }
        }
        return out
    }
}
