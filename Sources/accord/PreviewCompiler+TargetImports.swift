import Foundation

/// The modules of the repository that other files of the previewed file's target import, imported
/// into the previewed file's compile too (issue 11, corpus10 30 in place: kfinderapp's
/// `InfoPageView.swift` imports only SwiftUI and uses `.aboutComponentSpacing`,
/// `Color.appBaseBackground(for:)`, public extension members of its local package DesignSystem,
/// which `HomeTab.swift` and others import).
///
/// Swift without the MemberImportVisibility feature (SE-0444; off in Swift 5 and 6 language
/// modes unless enabled) finds an extension member of any module imported by any file of the
/// module being compiled, so Xcode builds that file. Accord compiles only the files of a large
/// target the previewed file needs (Project+Closure.swift), often not the ones importing the
/// module: the previewed file then imports each such module itself, after its last line (an
/// import may come anywhere at the top level; the lines before keep their places).
extension PreviewCompiler {
    /// The modules of the repository (built) that files of the target import and `u` does not.
    static func targetImports(of u: Unit, project: Project?, built: Set<String>) -> [String] {
        guard let project, !built.isEmpty else { return [] }
        var imported = Set<String>()
        for f in project.files where f.standardizedFileURL != u.url.standardizedFileURL {
            imported.formUnion(SourceIndex.entry(for: f)?.imports ?? [])
        }
        return imported.intersection(built).subtracting(u.source.imports).sorted()
    }

    /// `u` importing `modules` after its last line.
    static func importing(_ modules: [String], into u: Unit) -> Unit {
        guard !modules.isEmpty else { return u }
        let tail = modules.map { "\nimport \($0)" }.joined() + "\n"
        var out = u
        out.original += tail
        out.code += tail
        return out.pruned([])
    }
}
