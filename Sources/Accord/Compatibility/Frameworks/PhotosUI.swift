import Foundation

// PhotosUI (`import PhotosUI` becomes `import Accord`): SwiftUI's photos picker — `PhotosPicker`,
// drawn as the button it is on iOS (its label, in the accent colour), and `.photosPicker(isPresented:…)`
// — and UIKit's `PHPickerViewController`. A preview has no photo library (Photos.swift): the picker
// sheet, which the system draws out of the app's process, is never shown and nothing is ever picked,
// so a selection stays as the app set it and `loadTransferable` answers nil.

/// The kinds of assets a picker offers (PhotosUI's `PHPickerFilter`).
public struct PHPickerFilter: Hashable, Sendable {
    let name: String
    let parts: [PHPickerFilter]
    init(_ name: String, _ parts: [PHPickerFilter] = []) { self.name = name; self.parts = parts }
    /// Photos and Live Photos.
    public static let images = PHPickerFilter("images")
    /// Videos.
    public static let videos = PHPickerFilter("videos")
    /// Live Photos.
    public static let livePhotos = PHPickerFilter("livePhotos")
    /// Depth-effect photos.
    public static let depthEffectPhotos = PHPickerFilter("depthEffectPhotos")
    /// Bursts.
    public static let bursts = PHPickerFilter("bursts")
    /// Panoramas.
    public static let panoramas = PHPickerFilter("panoramas")
    /// Screenshots.
    public static let screenshots = PHPickerFilter("screenshots")
    /// Screen recordings.
    public static let screenRecordings = PHPickerFilter("screenRecordings")
    /// Cinematic videos.
    public static let cinematicVideos = PHPickerFilter("cinematicVideos")
    /// Slow-motion videos.
    public static let slomoVideos = PHPickerFilter("slomoVideos")
    /// Time-lapse videos.
    public static let timelapseVideos = PHPickerFilter("timelapseVideos")
    /// Spatial media.
    public static let spatialMedia = PHPickerFilter("spatialMedia")
    /// Assets matching any of `subfilters`.
    public static func any(of subfilters: [PHPickerFilter]) -> PHPickerFilter { PHPickerFilter("any", subfilters) }
    /// Assets matching all of `subfilters`.
    public static func all(of subfilters: [PHPickerFilter]) -> PHPickerFilter { PHPickerFilter("all", subfilters) }
    /// Assets not matching `filter`.
    public static func not(_ filter: PHPickerFilter) -> PHPickerFilter { PHPickerFilter("not", [filter]) }
}

/// An item picked in a photos picker (PhotosUI's `PhotosPickerItem`). A preview never picks one; an
/// item the app makes itself (`PhotosPickerItem(itemIdentifier:)`) has nothing to load.
public struct PhotosPickerItem: Equatable, Hashable, Sendable {
    /// How the picker chooses among an asset's encodings (PhotosUI's `EncodingDisambiguationPolicy`).
    public struct EncodingDisambiguationPolicy: Hashable, Sendable {
        let name: String
        /// The system's choice.
        public static let automatic = EncodingDisambiguationPolicy(name: "automatic")
        /// The asset's current encoding.
        public static let current = EncodingDisambiguationPolicy(name: "current")
        /// The most compatible encoding.
        public static let compatible = EncodingDisambiguationPolicy(name: "compatible")
    }
    /// The asset's local identifier, when the picker was given a photo library.
    public let itemIdentifier: String?
    /// The content types the item can be loaded as: none (no asset behind it).
    public var supportedContentTypes: [UTType] { [] }
    /// An item for the asset with `itemIdentifier`.
    public init(itemIdentifier: String) { self.itemIdentifier = itemIdentifier }
    /// The item's contents as `type`: nil, as there is no asset to read in a preview.
    public func loadTransferable<T: Transferable>(type: T.Type) async throws -> T? { nil }
    /// The item's contents as `type`, to `completionHandler`: `.success(nil)` at once.
    @discardableResult
    public func loadTransferable<T: Transferable>(type: T.Type, completionHandler: @escaping @Sendable (Result<T?, any Error>) -> Void) -> Progress {
        completionHandler(.success(nil))
        let progress = Progress(totalUnitCount: 1)
        progress.completedUnitCount = 1
        return progress
    }
}

/// How a multiple-selection picker orders and confirms its selection (PhotosUI's `PhotosPickerSelectionBehavior`).
public struct PhotosPickerSelectionBehavior: Hashable, Sendable {
    let name: String
    /// Unordered, confirmed with a button.
    public static let `default` = PhotosPickerSelectionBehavior(name: "default")
    /// In the order picked.
    public static let ordered = PhotosPickerSelectionBehavior(name: "ordered")
    /// Updated as the user picks.
    public static let continuous = PhotosPickerSelectionBehavior(name: "continuous")
    /// Updated as the user picks, in order.
    public static let continuousAndOrdered = PhotosPickerSelectionBehavior(name: "continuousAndOrdered")
}

/// How a picker is shown (PhotosUI's `PhotosPickerStyle`).
public struct PhotosPickerStyle: Hashable, Sendable {
    let name: String
    /// In a sheet (the default).
    public static let presentation = PhotosPickerStyle(name: "presentation")
    /// Embedded in the view.
    public static let inline = PhotosPickerStyle(name: "inline")
    /// A single row embedded in the view.
    public static let compact = PhotosPickerStyle(name: "compact")
}

/// Picker capabilities an app can turn off (PhotosUI's `PHPickerCapabilities`).
public struct PHPickerCapabilities: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The search field.
    public static let search = PHPickerCapabilities(rawValue: 1 << 0)
    /// The Photos/Collections picker.
    public static let collectionNavigation = PHPickerCapabilities(rawValue: 1 << 1)
    /// The selection actions.
    public static let selectionActions = PHPickerCapabilities(rawValue: 1 << 2)
    /// Staging area.
    public static let stagingArea = PHPickerCapabilities(rawValue: 1 << 3)
    /// Sensitivity analysis intervention.
    public static let sensitivityAnalysisIntervention = PHPickerCapabilities(rawValue: 1 << 4)
}

/// A button that presents the photos picker (SwiftUI's `PhotosPicker`): drawn as its label in a
/// button, as on iOS; tapping it presents nothing in a preview.
public struct PhotosPicker<Label: View>: View {
    let label: Label

    /// A picker for one item, labelled with `label`.
    public init(selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
                @ViewBuilder label: () -> Label) {
        self.label = label()
    }
    /// A picker for one item from `photoLibrary`, labelled with `label`.
    public init(selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
                photoLibrary: PHPhotoLibrary, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
    /// A picker for several items, labelled with `label`.
    public init(selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
                @ViewBuilder label: () -> Label) {
        self.label = label()
    }
    /// A picker for several items from `photoLibrary`, labelled with `label`.
    public init(selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
                photoLibrary: PHPhotoLibrary, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// The label in a button.
    public var body: some View {
        Button(action: {}) { label }
    }
}

extension PhotosPicker where Label == Text {
    /// A picker for one item, titled with a localized string key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
        self.init(selection: selection, matching: filter, preferredItemEncoding: preferredItemEncoding) { Text(titleKey) }
    }
    /// A picker for one item, titled with a string.
    public init<S: StringProtocol>(_ title: S, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                                   preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
        self.init(selection: selection, matching: filter, preferredItemEncoding: preferredItemEncoding) { Text(title) }
    }
    /// A picker for several items, titled with a localized string key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
        self.init(selection: selection, maxSelectionCount: maxSelectionCount, selectionBehavior: selectionBehavior,
                  matching: filter, preferredItemEncoding: preferredItemEncoding) { Text(titleKey) }
    }
    /// A picker for several items, titled with a string.
    public init<S: StringProtocol>(_ title: S, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                                   selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                                   preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
        self.init(selection: selection, maxSelectionCount: maxSelectionCount, selectionBehavior: selectionBehavior,
                  matching: filter, preferredItemEncoding: preferredItemEncoding) { Text(title) }
    }
}

extension View {
    /// Presents the photos picker for one item while `isPresented` is true (SwiftUI's
    /// `photosPicker(isPresented:selection:matching:preferredItemEncoding:)`): the system's picker is
    /// not drawn in a preview, and nothing is picked.
    public func photosPicker(isPresented: Binding<Bool>, selection: Binding<PhotosPickerItem?>,
                             matching filter: PHPickerFilter? = nil,
                             preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) -> some View { self }
    /// Presents the photos picker for one item from `photoLibrary` (not drawn; nothing is picked).
    public func photosPicker(isPresented: Binding<Bool>, selection: Binding<PhotosPickerItem?>,
                             matching filter: PHPickerFilter? = nil,
                             preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
                             photoLibrary: PHPhotoLibrary) -> some View { self }
    /// Presents the photos picker for several items (not drawn; nothing is picked).
    public func photosPicker(isPresented: Binding<Bool>, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                             selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                             preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) -> some View { self }
    /// Presents the photos picker for several items from `photoLibrary` (not drawn; nothing is picked).
    public func photosPicker(isPresented: Binding<Bool>, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                             selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                             preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
                             photoLibrary: PHPhotoLibrary) -> some View { self }
    /// How photos pickers inside are shown (SwiftUI's `photosPickerStyle(_:)`). Kept, not drawn.
    public func photosPickerStyle(_ style: PhotosPickerStyle) -> some View { self }
    /// Picker capabilities turned off (SwiftUI's `photosPickerDisabledCapabilities(_:)`). Inert.
    public func photosPickerDisabledCapabilities(_ disabledCapabilities: PHPickerCapabilities) -> some View { self }
    /// Which picker accessories show (SwiftUI's `photosPickerAccessoryVisibility(_:edges:)`). Inert.
    public func photosPickerAccessoryVisibility(_ visibility: Visibility, edges: Edge.Set = .all) -> some View { self }
}

// MARK: - UIKit's picker

/// What a `PHPickerViewController` offers (PhotosUI's `PHPickerConfiguration`).
public struct PHPickerConfiguration: Sendable {
    /// How assets are handed over (PhotosUI's `AssetRepresentationMode`).
    public enum AssetRepresentationMode: Int, Sendable { case automatic = 0, current = 1, compatible = 2 }
    /// How the selection behaves (PhotosUI's `Selection`).
    public enum Selection: Int, Sendable { case `default` = 0, ordered = 1, continuous = 2, continuousAndOrdered = 3 }
    /// The kinds of assets offered (nil: all).
    public var filter: PHPickerFilter?
    /// How many items may be picked (0: no limit). 1 by default.
    public var selectionLimit = 1
    /// How assets are handed over.
    public var preferredAssetRepresentationMode: AssetRepresentationMode = .automatic
    /// How the selection behaves.
    public var selection: Selection = .default
    /// Identifiers of assets selected when the picker opens.
    public var preselectedAssetIdentifiers: [String] = []
    /// Capabilities turned off.
    public var disabledCapabilities: PHPickerCapabilities = []
    /// A configuration without a photo library (results have no asset identifiers).
    public init() {}
    /// A configuration reading `photoLibrary` (results carry asset identifiers).
    public init(photoLibrary: PHPhotoLibrary) {}
}

/// An item picked in a `PHPickerViewController` (PhotosUI's `PHPickerResult`).
public struct PHPickerResult: Hashable, @unchecked Sendable {
    /// Loads the picked item.
    public let itemProvider: NSItemProvider
    /// The asset's local identifier, when the picker had a photo library.
    public let assetIdentifier: String?
    /// Results are equal when their identifiers are.
    public static func == (a: PHPickerResult, b: PHPickerResult) -> Bool { a.assetIdentifier == b.assetIdentifier && a.itemProvider === b.itemProvider }
    /// Hashes the identifier.
    public func hash(into h: inout Hasher) { h.combine(assetIdentifier) }
}

/// Receives what the user picked (PhotosUI's `PHPickerViewControllerDelegate`).
public protocol PHPickerViewControllerDelegate: AnyObject {
    /// The user finished picking (never called in a preview).
    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult])
}

/// UIKit's photos picker (PhotosUI's `PHPickerViewController`): in a preview its view is empty and its
/// delegate is never called (the system draws the picker out of the app's process).
open class PHPickerViewController: UIViewController, @unchecked Sendable {
    /// The configuration it was made with.
    public let configuration: PHPickerConfiguration
    /// Receives the picked items.
    public weak var delegate: (any PHPickerViewControllerDelegate)?
    /// A picker offering what `configuration` says.
    public init(configuration: PHPickerConfiguration) {
        self.configuration = configuration
        super.init()
    }
    /// Updates the picker's selection (inert).
    open func updatePicker(using configuration: PHPickerConfiguration) {}
    /// Deselects assets (inert).
    open func deselectAssets(withIdentifiers identifiers: [String]) {}
    /// Moves an asset in the ordered selection (inert).
    open func moveAsset(withIdentifier identifier: String, afterAssetWithIdentifier: String?) {}
    /// Scrolls to the initial position (inert).
    open func scrollToInitialPosition() {}
    /// Zooms in (inert).
    open func zoomIn() {}
    /// Zooms out (inert).
    open func zoomOut() {}
}
