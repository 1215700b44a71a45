import Foundation

// The system's file dialogs (SwiftUI's `fileImporter`, `fileExporter`, `fileMover`): the document
// browser is drawn by the system, outside the app's views, and a preview has no files to offer, so
// the modifiers leave the view as it is and their completions are never called (as when the user has
// not yet chosen).

extension View {
    /// Lets the user choose files of `allowedContentTypes` while `isPresented` is true (SwiftUI's
    /// `fileImporter(isPresented:allowedContentTypes:allowsMultipleSelection:onCompletion:)`). Not drawn.
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
                             onCompletion: @escaping (Result<[URL], any Error>) -> Void) -> some View { self }
    /// Lets the user choose one file (SwiftUI's `fileImporter(isPresented:allowedContentTypes:onCompletion:)`). Not drawn.
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType],
                             onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View { self }
    /// Lets the user choose files, with a cancellation handler (SwiftUI's iOS 17
    /// `fileImporter(isPresented:allowedContentTypes:allowsMultipleSelection:onCompletion:onCancellation:)`). Not drawn.
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool = false,
                             onCompletion: @escaping (Result<[URL], any Error>) -> Void,
                             onCancellation: @escaping () -> Void) -> some View { self }

    /// Lets the user save `document` as `contentType` (SwiftUI's
    /// `fileExporter(isPresented:document:contentType:defaultFilename:onCompletion:)`). Not drawn.
    public func fileExporter<D: FileDocument>(isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
                                              onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View { self }
    /// Lets the user save several documents (SwiftUI's `fileExporter(isPresented:documents:contentType:onCompletion:)`). Not drawn.
    public func fileExporter<C: Collection>(isPresented: Binding<Bool>, documents: C, contentType: UTType,
                                            onCompletion: @escaping (Result<[URL], any Error>) -> Void) -> some View where C.Element: FileDocument { self }
    /// Lets the user save a reference document (SwiftUI's `fileExporter(isPresented:document:contentType:defaultFilename:onCompletion:)`). Not drawn.
    public func fileExporter<D: ReferenceFileDocument>(isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
                                                       onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View { self }
    /// Lets the user save a transferable item (SwiftUI's iOS 17 `fileExporter(isPresented:item:contentTypes:defaultFilename:onCompletion:onCancellation:)`). Not drawn.
    public func fileExporter<T: Transferable>(isPresented: Binding<Bool>, item: T?, contentTypes: [UTType] = [], defaultFilename: String? = nil,
                                              onCompletion: @escaping (Result<URL, any Error>) -> Void,
                                              onCancellation: @escaping () -> Void = {}) -> some View { self }
    /// Lets the user save transferable items (SwiftUI's iOS 17 `fileExporter(isPresented:items:contentTypes:onCompletion:onCancellation:)`). Not drawn.
    public func fileExporter<C: Collection>(isPresented: Binding<Bool>, items: C, contentTypes: [UTType] = [],
                                            onCompletion: @escaping (Result<[URL], any Error>) -> Void,
                                            onCancellation: @escaping () -> Void = {}) -> some View where C.Element: Transferable { self }

    /// Lets the user move `file` elsewhere (SwiftUI's `fileMover(isPresented:file:onCompletion:)`). Not drawn.
    public func fileMover(isPresented: Binding<Bool>, file: URL?, onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View { self }
    /// Lets the user move files elsewhere (SwiftUI's `fileMover(isPresented:files:onCompletion:)`). Not drawn.
    public func fileMover<C: Collection>(isPresented: Binding<Bool>, files: C,
                                         onCompletion: @escaping (Result<[URL], any Error>) -> Void) -> some View where C.Element == URL { self }
    /// The message a file dialog shows (SwiftUI's `fileDialogMessage(_:)`). Inert.
    public func fileDialogMessage(_ message: Text?) -> some View { self }
    /// The message a file dialog shows. Inert.
    public func fileDialogMessage(_ messageKey: LocalizedStringKey) -> some View { self }
    /// The label of a file dialog's confirm button (SwiftUI's `fileDialogConfirmationLabel(_:)`). Inert.
    public func fileDialogConfirmationLabel(_ label: Text?) -> some View { self }
    /// The label of a file dialog's confirm button. Inert.
    public func fileDialogConfirmationLabel(_ labelKey: LocalizedStringKey) -> some View { self }
    /// The label of the exporter's file name field (SwiftUI's `fileExporterFilenameLabel(_:)`). Inert.
    public func fileExporterFilenameLabel(_ label: Text?) -> some View { self }
    /// The label of the exporter's file name field. Inert.
    public func fileExporterFilenameLabel(_ labelKey: LocalizedStringKey) -> some View { self }
}
