import Foundation

// UIKit names SwiftUI apps use around their views: keyboard dismissal, image picking, sharing,
// bitmap contexts, CoreGraphics' C constructors. None of them presents anything in a still frame.

extension UIView {
    /// Ends editing in this view's hierarchy. Accord has no first responder: nothing is editing,
    /// so this answers `true` (inert).
    @discardableResult public func endEditing(_ force: Bool) -> Bool { true }
}

extension UIResponder {
    /// Posted before the keyboard appears (never posted in a preview: no keyboard is shown).
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted after the keyboard appears (never posted in a preview).
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted before the keyboard disappears (never posted in a preview).
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted after the keyboard disappears (never posted in a preview).
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted before the keyboard's frame changes (never posted in a preview).
    public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    /// The `userInfo` key of the keyboard's final frame (a `CGRect`).
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The `userInfo` key of the keyboard's starting frame (a `CGRect`).
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The `userInfo` key of the keyboard animation's duration (a `Double`).
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
}

/// UIKit's navigation controller (also `UIImagePickerController`'s superclass). It shows nothing
/// in Accord: its stack, bar and bar-hiding flags are kept as values (UIKitNavigationController.swift
/// says why); pushing and popping change the stack at once (no animation in a still frame).
open class UINavigationController: UIViewController, @unchecked Sendable {
    open var viewControllers: [UIViewController] = []
    open weak var delegate: (any UINavigationControllerDelegate)?
    /// The controller's bar (its appearances are kept; Accord draws its own bar).
    public let navigationBar = UINavigationBar()
    open var hidesBarsOnSwipe = false
    open var hidesBarsOnTap = false
    open var hidesBarsWhenKeyboardAppears = false
    open var hidesBarsWhenVerticallyCompact = false
    open var isNavigationBarHidden = false
    open var isToolbarHidden = true
    /// The back-swipe recognizer (none: a still frame has no gestures).
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { nil }
    public override init() { super.init() }
    public init(rootViewController: UIViewController) { viewControllers = [rootViewController]; super.init() }
    /// The controller on top of the stack.
    open var topViewController: UIViewController? { viewControllers.last }
    /// The controller shown: a presented one, else the top one.
    open var visibleViewController: UIViewController? { topViewController?.presentedViewController ?? topViewController }
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }
    open func pushViewController(_ viewController: UIViewController, animated: Bool) { viewControllers.append(viewController) }
    @discardableResult open func popViewController(animated: Bool) -> UIViewController? {
        viewControllers.count > 1 ? viewControllers.removeLast() : nil
    }
    @discardableResult open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard viewControllers.count > 1 else { return nil }
        let popped = Array(viewControllers.dropFirst())
        viewControllers.removeLast(popped.count)
        return popped
    }
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) { self.viewControllers = viewControllers }
}

/// The navigation controller's delegate (its methods are optional in UIKit; none is called here).
public protocol UINavigationControllerDelegate: AnyObject {}

/// The system image picker. In a preview it never appears and never picks: its delegate is never
/// called (inert). Apps wrap it in a `UIViewControllerRepresentable`, drawn as a placeholder.
open class UIImagePickerController: UINavigationController, @unchecked Sendable {
    /// Where the picker takes images from.
    public enum SourceType: Int, Sendable { case photoLibrary, camera, savedPhotosAlbum }
    /// Which camera to use.
    public enum CameraDevice: Int, Sendable { case rear, front }
    /// The camera's mode.
    public enum CameraCaptureMode: Int, Sendable { case photo, video }
    /// The keys of the picked media's info dictionary.
    public struct InfoKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
        public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
    }
    open var sourceType: SourceType = .photoLibrary
    open var mediaTypes: [String] = ["public.image"]
    open var allowsEditing = false
    open var cameraDevice: CameraDevice = .rear
    open var cameraCaptureMode: CameraCaptureMode = .photo
    /// The picker's delegate (UIKit types it as both protocols).
    open weak var pickerDelegate: (any UIImagePickerControllerDelegate)?
    open override var delegate: (any UINavigationControllerDelegate)? {
        get { super.delegate }
        set { super.delegate = newValue; pickerDelegate = newValue as? any UIImagePickerControllerDelegate }
    }
    public override init() { super.init() }
    /// Whether a source is available: a preview has no camera and no photo library.
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { false }
    /// The media types a source offers (none in a preview).
    open class func availableMediaTypes(for sourceType: SourceType) -> [String]? { nil }
}

/// The image picker's delegate. Its methods have default implementations (optional in UIKit);
/// Accord never calls them.
public protocol UIImagePickerControllerDelegate: AnyObject {
    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}
extension UIImagePickerControllerDelegate {
    public func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {}
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {}
}

/// A service the share sheet offers.
open class UIActivity: @unchecked Sendable {
    /// The identifier of an activity.
    public struct ActivityType: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
        public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
        public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
    }
    /// The category of an activity.
    public enum Category: Int, Sendable { case action, share }
    public init() {}
    open var activityType: ActivityType? { nil }
    open var activityTitle: String? { nil }
    open var activityImage: UIImage? { nil }
    open class var activityCategory: Category { .action }
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
    open func prepare(withActivityItems activityItems: [Any]) {}
    open func perform() { activityDidFinish(false) }
    open func activityDidFinish(_ completed: Bool) {}
}

/// The share sheet. It never appears in a preview; its completion handler is never called (inert).
open class UIActivityViewController: UIViewController, @unchecked Sendable {
    /// The handler's signature: activity, completed, returned items, error.
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void
    public let activityItems: [Any]
    public let applicationActivities: [UIActivity]?
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    open var completionWithItemsHandler: CompletionWithItemsHandler?
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities
        super.init()
    }
}

// Bitmap image contexts (`UIGraphicsBeginImageContextWithOptions`…): UIKitGraphicsRenderer.swift.

// MARK: - CoreGraphics' C constructors

/// A point (CoreGraphics' `CGPointMake`).
public func CGPointMake(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }
/// A size (CoreGraphics' `CGSizeMake`).
public func CGSizeMake(_ width: CGFloat, _ height: CGFloat) -> CGSize { CGSize(width: width, height: height) }
/// A rectangle (CoreGraphics' `CGRectMake`).
public func CGRectMake(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

// MARK: - NSItemProvider (drag and drop; Foundation on Linux lacks it)

/// Carries items for drag and drop and sharing. A preview never drags or drops: registrations are
/// kept but loading never calls back (inert).
open class NSItemProvider: @unchecked Sendable {
    /// The type identifiers registered (in order).
    open private(set) var registeredTypeIdentifiers: [String] = []
    /// A suggested file name for the item.
    open var suggestedName: String?
    private var object: Any?
    public init() {}
    /// A provider of `object` (its type identifier is not known to Accord).
    public convenience init(object: Any) { self.init(); self.object = object }
    /// A provider of `item` under `typeIdentifier`.
    public convenience init(item: Any?, typeIdentifier: String?) {
        self.init()
        object = item
        if let typeIdentifier { registeredTypeIdentifiers.append(typeIdentifier) }
    }
    /// A provider of the file at `fileURL`.
    public convenience init?(contentsOf fileURL: URL) { self.init(); object = fileURL }
    /// Registers an object (kept; never loaded by a drop in a preview).
    open func registerObject(_ object: Any, visibility: NSItemProviderRepresentationVisibility) { self.object = object }
    /// Registers a data representation (kept; its loader is never called in a preview).
    open func registerDataRepresentation(forTypeIdentifier typeIdentifier: String, visibility: NSItemProviderRepresentationVisibility,
                                         loadHandler: @escaping (@escaping (Data?, (any Error)?) -> Void) -> Progress?) {
        registeredTypeIdentifiers.append(typeIdentifier)
    }
    /// Whether a type identifier was registered.
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool { registeredTypeIdentifiers.contains(typeIdentifier) }
    /// Whether an object of `aClass` can be loaded (never in a preview).
    open func canLoadObject<T>(ofClass aClass: T.Type) -> Bool { false }
    /// Loads an object: the handler is never called in a preview (nothing is dropped).
    @discardableResult
    open func loadObject<T>(ofClass aClass: T.Type, completionHandler: @escaping (T?, (any Error)?) -> Void) -> Progress { Progress(totalUnitCount: 0) }
    /// Loads the data of a type: the handler is never called in a preview.
    @discardableResult
    open func loadDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                     completionHandler: @escaping (Data?, (any Error)?) -> Void) -> Progress { Progress(totalUnitCount: 0) }
    /// Loads an item: the handler is never called in a preview.
    open func loadItem(forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil,
                       completionHandler: ((Any?, (any Error)?) -> Void)? = nil) {}
}

/// Who may see a registered representation.
public enum NSItemProviderRepresentationVisibility: Int, Sendable { case all, team, group, ownProcess }

/// A background task's identifier (UIKit's `UIBackgroundTaskIdentifier`).
public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// No task.
    public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}

extension UIApplication {
    /// Starts a background task: a new identifier; the expiration handler is never called (a
    /// preview never goes to the background).
    public func beginBackgroundTask(expirationHandler handler: (() -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        beginBackgroundTask(withName: nil, expirationHandler: handler)
    }
    /// Starts a named background task.
    public func beginBackgroundTask(withName taskName: String?, expirationHandler handler: (() -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        UIBackgroundTaskIdentifier(rawValue: BackgroundTasks.next())
    }
    /// Ends a background task.
    public func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {}
    /// The time left in the background: the largest time, as UIKit answers in the foreground.
    public var backgroundTimeRemaining: TimeInterval { .greatestFiniteMagnitude }
}

enum BackgroundTasks {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var last = 0
    static func next() -> Int { lock.lock(); defer { lock.unlock() }; last += 1; return last }
}
