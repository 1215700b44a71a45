import Foundation
import AccordLayout

// Scenes and scene modifiers of app files (`DocumentGroup`, `Window`, `Settings`, `MenuBarExtra`,
// `.commands`, `.windowStyle` …) and the window actions views call (`\.openWindow`,
// `\.dismissWindow`). Accord previews views, not apps: these compile so an app's files build,
// and do nothing (inert; Docs/support/uikit-env.md).

/// A scene that shows one window with an identifier (SwiftUI's `Window`): compiles; not presented.
public struct Window<Content: View>: Scene {
    let content: Content
    /// A window titled `title`, opened with `openWindow(id:)`.
    public init(_ title: String, id: String, @ViewBuilder content: () -> Content) { self.content = content() }
    /// A window titled `title`, opened with `openWindow(id:)`.
    public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) { self.content = content() }
}

/// The app's settings window on macOS (SwiftUI's `Settings`): compiles; not presented.
public struct Settings<Content: View>: Scene {
    let content: Content
    /// A settings scene showing `content`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

/// A menu-bar extra on macOS (SwiftUI's `MenuBarExtra`): compiles; not presented.
public struct MenuBarExtra<Content: View>: Scene {
    let content: Content
    /// A menu-bar extra titled `title` with an SF Symbol.
    public init(_ title: String, systemImage: String, @ViewBuilder content: () -> Content) { self.content = content() }
    /// A menu-bar extra titled `title` with an image from the app's assets.
    public init(_ title: String, image: String, @ViewBuilder content: () -> Content) { self.content = content() }
    /// A menu-bar extra whose presence follows `isInserted`.
    public init(_ title: String, systemImage: String, isInserted: Binding<Bool>, @ViewBuilder content: () -> Content) { self.content = content() }
    /// A menu-bar extra with a custom label.
    public init<Label: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { self.content = content() }
}

extension WindowGroup {
    /// A window group with an identifier, opened with `openWindow(id:)`.
    public init(id: String, @ViewBuilder content: () -> Content) { self.init(content: content) }
    /// A titled window group with an identifier.
    public init(_ title: String, id: String, @ViewBuilder content: () -> Content) { self.init(content: content) }
    /// A titled window group.
    public init(_ title: Text, @ViewBuilder content: () -> Content) { self.init(content: content) }
    /// A window group presenting a value (`openWindow(value:)`): the content is built with nil.
    public init<D: Codable & Hashable>(for type: D.Type, @ViewBuilder content: (Binding<D?>) -> Content) {
        self.init(content: { content(.constant(nil)) })
    }
    /// A titled window group presenting a value: the content is built with nil.
    public init<D: Codable & Hashable>(_ title: String, id: String? = nil, for type: D.Type, @ViewBuilder content: (Binding<D?>) -> Content) {
        self.init(content: { content(.constant(nil)) })
    }
}

// MARK: - Documents

/// What a document is read from (SwiftUI's `FileDocumentReadConfiguration`).
public struct FileDocumentReadConfiguration {
    /// The document's type.
    public let contentType: UTType
    /// The file's contents.
    public let file: FileWrapper
}

/// What a document is written to (SwiftUI's `FileDocumentWriteConfiguration`).
public struct FileDocumentWriteConfiguration {
    /// The type to write.
    public let contentType: UTType
    /// The file as it exists, if any.
    public let existingFile: FileWrapper?
}

/// A file's contents as an app's document sees them (Foundation's `FileWrapper`, which Linux's
/// Foundation lacks): a regular file with data, or a directory of named wrappers.
open class FileWrapper {
    /// The file's contents (nil for a directory).
    open private(set) var regularFileContents: Data?
    /// A directory's children by name (nil for a regular file).
    open private(set) var fileWrappers: [String: FileWrapper]?
    /// The name the file is saved under.
    open var preferredFilename: String?
    /// The file's name.
    open var filename: String?
    /// A regular file holding `contents`.
    public init(regularFileWithContents contents: Data) { regularFileContents = contents }
    /// A directory holding `childrenByPreferredName`.
    public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
        fileWrappers = childrenByPreferredName
        for (name, child) in childrenByPreferredName where child.preferredFilename == nil { child.preferredFilename = name }
    }
    /// Whether this wraps a regular file.
    open var isRegularFile: Bool { regularFileContents != nil }
    /// Whether this wraps a directory.
    open var isDirectory: Bool { fileWrappers != nil }
    /// Adds a child to a directory and answers its name.
    @discardableResult
    open func addFileWrapper(_ child: FileWrapper) -> String {
        let name = child.preferredFilename ?? "untitled"
        fileWrappers?[name] = child
        return name
    }
    /// Adds a regular file to a directory and answers its name.
    @discardableResult
    open func addRegularFile(withContents data: Data, preferredFilename fileName: String) -> String {
        let child = FileWrapper(regularFileWithContents: data)
        child.preferredFilename = fileName
        return addFileWrapper(child)
    }
}

/// A value-type document an app opens and saves (SwiftUI's `FileDocument`).
public protocol FileDocument {
    /// The types the document can read.
    static var readableContentTypes: [UTType] { get }
    /// The types the document can write.
    static var writableContentTypes: [UTType] { get }
    /// Reads a document.
    init(configuration: ReadConfiguration) throws
    /// Writes the document.
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper
    /// What a document is read from.
    typealias ReadConfiguration = FileDocumentReadConfiguration
    /// What a document is written to.
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension FileDocument {
    /// The readable types.
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// A reference-type document (SwiftUI's `ReferenceFileDocument`).
public protocol ReferenceFileDocument: ObservableObject {
    /// A copy of the document's state to write.
    associatedtype Snapshot
    /// The types the document can read.
    static var readableContentTypes: [UTType] { get }
    /// The types the document can write.
    static var writableContentTypes: [UTType] { get }
    /// Reads a document.
    init(configuration: ReadConfiguration) throws
    /// The state to write.
    func snapshot(contentType: UTType) throws -> Snapshot
    /// Writes a snapshot.
    func fileWrapper(snapshot: Snapshot, configuration: WriteConfiguration) throws -> FileWrapper
    /// What a document is read from.
    typealias ReadConfiguration = FileDocumentReadConfiguration
    /// What a document is written to.
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension ReferenceFileDocument {
    /// The readable types.
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// The document a `DocumentGroup`'s view edits (SwiftUI's `FileDocumentConfiguration`).
public struct FileDocumentConfiguration<Document: FileDocument> {
    /// The document.
    @Binding public var document: Document
    /// Where it is saved (nil: not yet).
    public var fileURL: URL?
    /// Whether it can be edited.
    public var isEditable: Bool
}

/// The document a `DocumentGroup`'s view edits (SwiftUI's `ReferenceFileDocumentConfiguration`).
public struct ReferenceFileDocumentConfiguration<Document: ReferenceFileDocument> {
    /// The document.
    public var document: Document
    /// Where it is saved (nil: not yet).
    public var fileURL: URL?
    /// Whether it can be edited.
    public var isEditable: Bool
}

/// A document-based app's scene (SwiftUI's `DocumentGroup`): compiles; not presented (no
/// document browser in a preview).
public struct DocumentGroup<Content: View>: Scene {
    /// A scene that creates new documents with `newDocument` and edits them with `editor`.
    public init<D: FileDocument>(newDocument: @autoclosure @escaping () -> D, @ViewBuilder editor: @escaping (FileDocumentConfiguration<D>) -> Content) {}
    /// A scene that only views documents of type `D`.
    public init<D: FileDocument>(viewing documentType: D.Type, @ViewBuilder viewer: @escaping (FileDocumentConfiguration<D>) -> Content) {}
    /// A scene that creates reference documents with `newDocument`.
    public init<D: ReferenceFileDocument>(newDocument: @escaping () -> D, @ViewBuilder editor: @escaping (ReferenceFileDocumentConfiguration<D>) -> Content) {}
    /// A scene that only views reference documents of type `D`.
    public init<D: ReferenceFileDocument>(viewing documentType: D.Type, @ViewBuilder viewer: @escaping (ReferenceFileDocumentConfiguration<D>) -> Content) {}
}

// MARK: - Scene modifiers

/// Menu commands an app adds (SwiftUI's `Commands`): compiles; no menu bar in a preview.
public protocol Commands {}

/// Builds commands (SwiftUI's `@CommandsBuilder`).
@resultBuilder
public enum CommandsBuilder {
    /// Commands from a closure's statements.
    public static func buildBlock<each C: Commands>(_ commands: repeat each C) -> EmptyCommands { EmptyCommands() }
}

/// No commands.
public struct EmptyCommands: Commands {
    /// No commands.
    public init() {}
}

/// A menu of commands (SwiftUI's `CommandMenu`): compiles.
public struct CommandMenu<Content: View>: Commands {
    /// A menu named `name` holding `content`.
    public init(_ name: String, @ViewBuilder content: () -> Content) {}
}

/// Commands placed in a standard menu group (SwiftUI's `CommandGroup`): compiles.
public struct CommandGroup<Content: View>: Commands {
    /// Commands after a standard group.
    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
    /// Commands before a standard group.
    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
    /// Commands replacing a standard group.
    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
}

/// A standard menu group (SwiftUI's `CommandGroupPlacement`).
public struct CommandGroupPlacement: Sendable {
    let name: String
    public static let appInfo = CommandGroupPlacement(name: "appInfo")
    public static let appSettings = CommandGroupPlacement(name: "appSettings")
    public static let newItem = CommandGroupPlacement(name: "newItem")
    public static let saveItem = CommandGroupPlacement(name: "saveItem")
    public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
    public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
    public static let textEditing = CommandGroupPlacement(name: "textEditing")
    public static let toolbar = CommandGroupPlacement(name: "toolbar")
    public static let sidebar = CommandGroupPlacement(name: "sidebar")
    public static let windowSize = CommandGroupPlacement(name: "windowSize")
    public static let help = CommandGroupPlacement(name: "help")
}

/// The standard sidebar commands (SwiftUI's `SidebarCommands`).
public struct SidebarCommands: Commands { public init() {} }
/// The standard toolbar commands (SwiftUI's `ToolbarCommands`).
public struct ToolbarCommands: Commands { public init() {} }
/// The standard text-editing commands (SwiftUI's `TextEditingCommands`).
public struct TextEditingCommands: Commands { public init() {} }

/// How a window may be resized (SwiftUI's `WindowResizability`).
public struct WindowResizability: Sendable {
    let name: String
    /// As the platform decides.
    public static let automatic = WindowResizability(name: "automatic")
    /// Sized by the content's minimum and maximum.
    public static let contentSize = WindowResizability(name: "contentSize")
    /// At least the content's minimum size.
    public static let contentMinSize = WindowResizability(name: "contentMinSize")
}

/// A scene that a modifier was applied to (compiles; scenes are not presented).
public struct ModifiedScene<Base: Scene>: Scene {
    let base: Base
}

extension Scene {
    /// Adds menu commands (macOS, iPadOS menu bar). Inert.
    public func commands<C: Commands>(@CommandsBuilder content: () -> C) -> some Scene { ModifiedScene(base: self) }
    /// The window's minimum size and resizing rule. Inert.
    public func windowResizability(_ resizability: WindowResizability) -> some Scene { ModifiedScene(base: self) }
    /// The size of a new window. Inert.
    public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene { ModifiedScene(base: self) }
    /// The size of a new window. Inert.
    public func defaultSize(_ size: CGSize) -> some Scene { ModifiedScene(base: self) }
    /// Which external events open this scene. Inert.
    public func handlesExternalEvents(matching conditions: Set<String>) -> some Scene { ModifiedScene(base: self) }
    /// Runs `action` when `value` changes. Inert (no app runs).
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some Scene { ModifiedScene(base: self) }
    /// Runs `action` when `value` changes. Inert (no app runs).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some Scene { ModifiedScene(base: self) }
    /// Runs `action` when `value` changes. Inert (no app runs).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some Scene { ModifiedScene(base: self) }
    /// Puts a value in the scene's environment. Inert (no app runs).
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene { ModifiedScene(base: self) }
    /// Puts an observable object in the scene's environment. Inert (no app runs).
    public func environmentObject<T: ObservableObject>(_ object: T) -> some Scene { ModifiedScene(base: self) }
    /// Puts an `@Observable` object in the scene's environment. Inert (no app runs).
    public func environment<T: AnyObject>(_ object: T?) -> some Scene { ModifiedScene(base: self) }
}

// MARK: - Window actions

/// Opens a window (`@Environment(\.openWindow) var openWindow; openWindow(id: "x")`). Inert: a
/// preview has one window.
public struct OpenWindowAction: Sendable {
    /// Opens the window with identifier `id`.
    public func callAsFunction(id: String) {}
    /// Opens a window presenting `value`.
    public func callAsFunction<D: Codable & Hashable>(value: D) {}
    /// Opens the window `id` presenting `value`.
    public func callAsFunction<D: Codable & Hashable>(id: String, value: D) {}
}

/// Closes a window (`@Environment(\.dismissWindow)`). Inert.
public struct DismissWindowAction: Sendable {
    /// Closes the current window.
    public func callAsFunction() {}
    /// Closes the window with identifier `id`.
    public func callAsFunction(id: String) {}
    /// Closes the window presenting `value`.
    public func callAsFunction<D: Codable & Hashable>(value: D) {}
}

/// Opens a new document window (`@Environment(\.newDocument)`). Inert.
public struct NewDocumentAction: Sendable {
    /// Opens a new document made by `newDocument`.
    public func callAsFunction<D: FileDocument>(_ newDocument: @autoclosure @escaping () -> D) {}
}

extension EnvironmentValues {
    /// Opens windows. Inert.
    public var openWindow: OpenWindowAction { OpenWindowAction() }
    /// Closes windows. Inert.
    public var dismissWindow: DismissWindowAction { DismissWindowAction() }
    /// Opens new document windows. Inert.
    public var newDocument: NewDocumentAction { NewDocumentAction() }
    /// Whether the app can show several windows: false, as on iPhone.
    public var supportsMultipleWindows: Bool { false }
}
