import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The Core Data model of a project (`*.xcdatamodeld`), and the Swift code Xcode generates from
/// it at build time: for each entity whose Codegen is "Class Definition" the class
/// (`@objc(Item) public class Item: NSManagedObject {}`) and its properties extension; for
/// "Category/Extension" the properties extension only (the app declares the class); for
/// "Manual/None" nothing. The properties extension is Xcode's: `fetchRequest()`, one
/// `@NSManaged public var` per attribute and relationship (typed as Xcode types them), the
/// generated accessors of to-many relationships, and `Identifiable`. The text goes through the
/// same transform as the app's files (PreviewSource+CoreData.swift rewrites `@NSManaged`).
///
/// Besides, the model itself (every entity: attributes with types and default values,
/// relationships with their inverse and delete rule, parent entities, classes) is registered as
/// `NSManagedObjectModel.GeneratedModel`, which Accord's Core Data stand-in reads: new objects
/// get the model's default values, and setting one side of a relationship sets its inverse.
///
/// The model file is read with Foundation's `XMLParser`. A model that cannot be read (not XML,
/// a document type declaration, a name that is not a Swift identifier, too large) is skipped
/// with a warning that says why; nothing is generated from it.
struct CoreDataModel {
    struct Attribute {
        var name: String
        var type: String
        var optional: Bool
        var scalar: Bool?
        var defaultValue: String?
        var defaultDate: String?
        var customClass: String?
        var transient: Bool
    }
    struct Relationship {
        var name: String
        var destination: String
        var inverse: String?
        var toMany: Bool
        var ordered: Bool
        var optional: Bool
        var deleteRule: String
    }
    struct Entity {
        var name: String
        var className: String
        var codegen: String?   // "class", "category", nil: manual
        var parent: String?
        var isAbstract: Bool
        var attributes: [Attribute] = []
        var relationships: [Relationship] = []
    }
    var entities: [Entity] = []
    /// The model's file, for messages.
    var path: String = ""

    enum Failure: Error, CustomStringConvertible {
        case unreadable(String)
        var description: String { switch self { case .unreadable(let m): m } }
    }

    /// Limits: bytes of a model's XML, entities, properties per entity, model files looked for.
    static let limits = (bytes: 8 << 20, entities: 2000, properties: 2000, models: 8)

    // MARK: Finding the model

    /// The `.xcdatamodeld` bundles (and lone `.xcdatamodel` folders) under `root`, at most
    /// `depth` folders down (build, hidden and dependency folders skipped).
    static func modelFiles(under root: URL, depth: Int = 6) -> [URL] {
        var out: [URL] = []
        var stack = [(root, 0)]
        var visited = 0
        let fm = FileManager.default
        while let (dir, level) = stack.popLast(), visited < 5000, out.count < limits.models {
            visited += 1
            guard let entries = try? fm.contentsOfDirectory(atPath: dir.path) else { continue }
            for e in entries.sorted() {
                let u = dir.appendingPathComponent(e)
                if e.hasSuffix(".xcdatamodeld") || e.hasSuffix(".xcdatamodel") {
                    if Project.isDirectory(u.path) { out.append(u) }
                } else if level < depth, !e.hasPrefix("."), !["DerivedData", "Pods", "Carthage", "build", "node_modules", ".build"].contains(e),
                          !e.hasSuffix(".xcassets"), !e.hasSuffix(".xcodeproj"), Project.isDirectory(u.path),
                          (try? fm.destinationOfSymbolicLink(atPath: u.path)) == nil {
                    stack.append((u, level + 1))
                }
            }
        }
        return out.sorted { $0.path < $1.path }
    }

    /// The `contents` file of a model bundle's current version (`.xccurrentversion`), else of its
    /// only or last version; of a lone `.xcdatamodel`, its own.
    static func contentsFile(of model: URL) -> URL? {
        let fm = FileManager.default
        if model.pathExtension == "xcdatamodel" { return model.appendingPathComponent("contents") }
        var version: String? = nil
        if let data = fm.contents(atPath: model.appendingPathComponent(".xccurrentversion").path), data.count < 64 << 10,
           let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] {
            version = plist["_XCCurrentVersionName"] as? String
        }
        let versions = ((try? fm.contentsOfDirectory(atPath: model.path)) ?? []).filter { $0.hasSuffix(".xcdatamodel") }.sorted()
        if let v = version, versions.contains(v) { return model.appendingPathComponent(v).appendingPathComponent("contents") }
        return versions.last.map { model.appendingPathComponent($0).appendingPathComponent("contents") }
    }

    /// The Swift source Xcode would generate for the project's models, and warnings for models
    /// that could not be read. nil source: no model, or nothing readable.
    /// `declaredTypes`: the types the app's files declare (a "Manual/None" entity's class is
    /// registered for `insertNewObject(forEntityName:into:)` when the app declares it).
    ///
    /// A module of the repository (a package target: `module`, its folder `moduleFolder`) gets
    /// its entities' classes, public as Xcode generates them, and its model as
    /// `__AccordCoreDataEntities_<Module>.generatedEntities()`; the preview's own source
    /// (`moduleEntities`: the modules that have one) registers them with its own entities.
    static func generatedSource(for file: URL, project: Project?, declaredTypes: Set<String> = [],
                                module: String? = nil, moduleFolder: URL? = nil, moduleEntities: [String] = []) -> (source: String?, warnings: [String]) {
        let root = moduleFolder ?? project.map { $0.root } ?? file.deletingLastPathComponent()
        let models = modelFiles(under: root, depth: module != nil ? 3 : project == nil ? 1 : 6)
        guard !models.isEmpty else {
            // No model of its own: the modules' entities are the preview's model.
            guard module == nil, !moduleEntities.isEmpty else { return (nil, []) }
            return (CoreDataModel().swiftSource(declaredTypes: declaredTypes, moduleEntities: moduleEntities), [])
        }
        var warnings: [String] = []
        var all: [CoreDataModel] = []
        for m in models {
            let shown = m.path.hasPrefix(root.path + "/") ? String(m.path.dropFirst(root.path.count + 1)) : m.lastPathComponent
            do {
                guard let contents = contentsFile(of: m) else { throw Failure.unreadable("it has no model version (.xcdatamodel) inside") }
                var model = try parse(contentsOf: contents)
                model.path = shown
                all.append(model)
            } catch {
                warnings.append("skipped the Core Data model \(shown): \(error)")
            }
        }
        // Entities are named once across the project's models (the first model's win).
        var seen = Set<String>()
        var merged = CoreDataModel()
        for m in all { for e in m.entities where seen.insert(e.name).inserted { merged.entities.append(e) } }
        guard !merged.entities.isEmpty else { return (nil, warnings) }
        // The compiled models' names (`Model.momd`), for `bundleNames(in:)`.
        let names = models.map { $0.deletingPathExtension().lastPathComponent }.filter(isBundleName)
        return ("// \(bundleMarker)\(names.joined(separator: "/"))\n" + merged.swiftSource(declaredTypes: declaredTypes, module: module, moduleEntities: moduleEntities), warnings)
    }

    /// The first line of the generated source names the compiled models (`// accord-momd: Model/Main`).
    static let bundleMarker = "accord-momd: "

    /// A model name that is safe as a file name (no path separators, not `.`/`..`, at most 100 characters).
    static func isBundleName(_ s: String) -> Bool {
        !s.isEmpty && s.count <= 100 && s != "." && s != ".." && !s.contains("/") && !s.hasPrefix(".")
            && s.allSatisfy { $0.isLetter || $0.isNumber || " _-.".contains($0) }
    }

    /// The compiled models a preview program's bundle holds: an empty `Name.momd` folder per model
    /// beside the program, so `Bundle.main.url(forResource: "Name", withExtension: "momd")` finds
    /// it (Linux's main bundle is the program's folder) and `NSManagedObjectModel(contentsOf:)`,
    /// which reads the generated model whatever the URL, gets past the usual `guard … else { fatalError }`.
    static func bundleNames(in units: [(buildName: String, text: String)]) -> [String] {
        guard let u = units.first(where: { $0.buildName.hasPrefix("AccordCoreDataModel") }),
              let first = u.text.split(separator: "\n", maxSplits: 1).first,
              let r = first.range(of: bundleMarker) else { return [] }
        return first[r.upperBound...].split(separator: "/").map(String.init).filter(isBundleName)
    }

    // MARK: Reading the XML

    static func parse(contentsOf url: URL) throws -> CoreDataModel {
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
        if let size = attributes?[.size] as? Int, size > limits.bytes { throw Failure.unreadable("its contents file is larger than \(limits.bytes >> 20) MB") }
        guard let data = FileManager.default.contents(atPath: url.path) else { throw Failure.unreadable("cannot read \(url.lastPathComponent)") }
        return try parse(data)
    }

    /// Reads a model's `contents` XML.
    static func parse(_ data: Data) throws -> CoreDataModel {
        guard data.count <= limits.bytes else { throw Failure.unreadable("its contents file is larger than \(limits.bytes >> 20) MB") }
        // Model files never declare a document type; one that does (entities that expand) is refused.
        if data.range(of: Data("<!DOCTYPE".utf8)) != nil || data.range(of: Data("<!ENTITY".utf8)) != nil {
            throw Failure.unreadable("its XML declares a document type, which Xcode's model files never do")
        }
        let reader = ModelReader()
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.delegate = reader
        guard parser.parse() else {
            let line = parser.lineNumber
            throw Failure.unreadable("its XML does not read (line \(line): \(parser.parserError.map { "\($0.localizedDescription)" } ?? "malformed"))")
        }
        if let problem = reader.problem { throw Failure.unreadable(problem) }
        guard reader.sawModel else { throw Failure.unreadable("it is not a Core Data model (no <model> element)") }
        var model = CoreDataModel()
        model.entities = reader.entities
        try model.validate()
        return model
    }

    /// Names must be Swift identifiers; types and classes known; parents and destinations must exist.
    func validate() throws {
        let names = Set(entities.map(\.name))
        var classes = Set<String>()
        for e in entities {
            guard Self.isIdentifier(e.name) else { throw Failure.unreadable("entity name \(Self.quoted(e.name)) is not a Swift identifier") }
            guard Self.isIdentifier(e.className) else { throw Failure.unreadable("class name \(Self.quoted(e.className)) of entity \(e.name) is not a Swift identifier") }
            guard classes.insert(e.className).inserted else { throw Failure.unreadable("two entities have the class \(e.className)") }
            if let p = e.parent, !names.contains(p) { throw Failure.unreadable("entity \(e.name)'s parent entity \(Self.quoted(p)) is not in the model") }
            var properties = Set<String>()
            for a in e.attributes {
                guard Self.isIdentifier(a.name) else { throw Failure.unreadable("attribute \(Self.quoted(a.name)) of entity \(e.name) is not a Swift identifier") }
                guard properties.insert(a.name).inserted else { throw Failure.unreadable("entity \(e.name) has two properties named \(a.name)") }
            }
            for r in e.relationships {
                guard Self.isIdentifier(r.name) else { throw Failure.unreadable("relationship \(Self.quoted(r.name)) of entity \(e.name) is not a Swift identifier") }
                guard properties.insert(r.name).inserted else { throw Failure.unreadable("entity \(e.name) has two properties named \(r.name)") }
                guard names.contains(r.destination) else { throw Failure.unreadable("relationship \(e.name).\(r.name) points to \(Self.quoted(r.destination)), which is not in the model") }
            }
        }
        // A parent chain must end (no cycle).
        let parents = Dictionary(entities.map { ($0.name, $0.parent) }, uniquingKeysWith: { a, _ in a })
        for e in entities {
            var seen = Set<String>([e.name])
            var p = e.parent
            while let q = p {
                guard seen.insert(q).inserted else { throw Failure.unreadable("entity \(e.name)'s parent entities form a cycle") }
                p = parents[q] ?? nil
            }
        }
    }

    static func quoted(_ s: String) -> String { "'" + String(s.prefix(60)) + (s.count > 60 ? "…" : "") + "'" }

    static let keywords: Set<String> = ["associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await",
        "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_"]

    static func isIdentifier(_ s: String) -> Bool {
        guard let first = s.first, s.count <= 200, first.isLetter || first == "_" else { return false }
        return s.allSatisfy { ($0.isLetter || $0.isNumber || $0 == "_") && $0.isASCII }
    }

    /// A property name as Swift code (keywords in backquotes).
    static func swiftName(_ s: String) -> String { keywords.contains(s) ? "`\(s)`" : s }

    final class ModelReader: NSObject, XMLParserDelegate {
        var entities: [Entity] = []
        var current: Entity?
        var sawModel = false
        var problem: String?
        var depth = 0

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes a: [String: String] = [:]) {
            depth += 1
            if depth > 64 { problem = "its XML is nested more than 64 levels deep"; parser.abortParsing(); return }
            switch name {
            case "model": sawModel = true
            case "entity":
                guard entities.count < CoreDataModel.limits.entities else { problem = "it has more than \(CoreDataModel.limits.entities) entities"; parser.abortParsing(); return }
                let entityName = a["name"] ?? ""
                // `.Item` and `App.Item` name the class in a module: the class is `Item`.
                let represented = a["representedClassName"].flatMap { $0.split(separator: ".").last.map(String.init) }
                current = Entity(name: entityName, className: represented.flatMap { $0.isEmpty ? nil : $0 } ?? entityName,
                                 codegen: a["codeGenerationType"], parent: a["parentEntity"], isAbstract: a["isAbstract"] == "YES")
            case "attribute":
                guard current != nil else { return }
                guard current!.attributes.count < CoreDataModel.limits.properties else { problem = "an entity has more than \(CoreDataModel.limits.properties) properties"; parser.abortParsing(); return }
                current!.attributes.append(Attribute(name: a["name"] ?? "", type: a["attributeType"] ?? "Undefined", optional: a["optional"] == "YES",
                                                     scalar: a["usesScalarValueType"].map { $0 == "YES" }, defaultValue: a["defaultValueString"],
                                                     defaultDate: a["defaultDateTimeInterval"], customClass: a["customClassName"], transient: a["transient"] == "YES"))
            case "relationship":
                guard current != nil else { return }
                guard current!.relationships.count < CoreDataModel.limits.properties else { problem = "an entity has more than \(CoreDataModel.limits.properties) properties"; parser.abortParsing(); return }
                current!.relationships.append(Relationship(name: a["name"] ?? "", destination: a["destinationEntity"] ?? "", inverse: a["inverseName"],
                                                           toMany: a["toMany"] == "YES", ordered: a["ordered"] == "YES", optional: a["optional"] == "YES",
                                                           deleteRule: a["deletionRule"] ?? "Nullify"))
            default: break
            }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            depth -= 1
            if name == "entity", let e = current { entities.append(e); current = nil }
        }
    }
}
