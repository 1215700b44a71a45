import Foundation
import AccordLayout

// App extensions and activities that SwiftUI apps name: a share extension's context and items,
// `NSUserActivity` (Handoff, Spotlight) with SwiftUI's `userActivity`/`onContinueUserActivity`, and
// saving to the photo album. A preview is not launched as an extension, continues no activity
// and has no photo library: these are kept and never acted on (listed in Docs/support/uikit-env.md).

/// An item handed to an app extension (Foundation's `NSExtensionItem`): its title, text and
/// attachments.
open class NSExtensionItem: @unchecked Sendable {
    open var attributedTitle: NSAttributedString?
    open var attributedContentText: NSAttributedString?
    open var attachments: [NSItemProvider]?
    open var userInfo: [AnyHashable: Any]?
    public init() {}
}

/// What an app extension was given and how it finishes (Foundation's `NSExtensionContext`). A
/// preview is not run as an extension: it was given no items.
open class NSExtensionContext: @unchecked Sendable {
    /// The items the host app sent: none.
    open var inputItems: [Any] { [] }
    public init() {}
    /// Finishes the request (the completion is called at once with `true`: nothing to hand back).
    open func completeRequest(returningItems items: [Any]?, completionHandler: ((Bool) -> Void)? = nil) { completionHandler?(true) }
    /// Cancels the request.
    open func cancelRequest(withError error: any Error) {}
    /// Opens a URL in the containing app (never: the completion gets `false`).
    open func open(_ URL: URL, completionHandler: ((Bool) -> Void)? = nil) { completionHandler?(false) }
}

extension UIViewController {
    /// The extension context of a view controller run in an app extension: nil (a preview is an app).
    public var extensionContext: NSExtensionContext? { nil }
}

/// An activity the app offers for Handoff, search or Siri (Foundation's `NSUserActivity`). Kept:
/// a preview hands off nothing and is never continued.
open class NSUserActivity: @unchecked Sendable {
    public let activityType: String
    open var title: String?
    open var userInfo: [AnyHashable: Any]?
    open var requiredUserInfoKeys: Set<String>?
    open var webpageURL: URL?
    open var targetContentIdentifier: String?
    open var keywords: Set<String> = []
    open var isEligibleForHandoff = true
    open var isEligibleForSearch = false
    open var isEligibleForPublicIndexing = false
    open var isEligibleForPrediction = false
    open var persistentIdentifier: String?
    open var needsSave = false
    open weak var delegate: AnyObject?
    /// An activity of `activityType` (reverse-DNS, declared in the app's Info.plist).
    public init(activityType: String) { self.activityType = activityType }
    /// Adds entries to `userInfo`.
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        var info = userInfo ?? [:]
        for (k, v) in otherDictionary { info[k] = v }
        userInfo = info
    }
    /// Makes it the current activity (nothing is advertised in a preview).
    open func becomeCurrent() {}
    open func resignCurrent() {}
    open func invalidate() {}
}

extension View {
    /// Advertises an activity while the view is shown (SwiftUI's `userActivity(_:isActive:_:)`):
    /// the update closure is never called — a preview advertises nothing.
    public func userActivity(_ activityType: String, isActive: Bool = true, _ update: @escaping (NSUserActivity) -> Void) -> some View { self }
    /// Advertises an activity for `element` (SwiftUI's `userActivity(_:element:_:)`): inert, as above.
    public func userActivity<P>(_ activityType: String, element: P?, _ update: @escaping (P, NSUserActivity) -> Void) -> some View { self }
    /// Runs `action` when the app continues an activity of `activityType` (SwiftUI's
    /// `onContinueUserActivity(_:perform:)`): never in a preview.
    public func onContinueUserActivity(_ activityType: String, perform action: @escaping (NSUserActivity) -> Void) -> some View { self }
}

/// Saves an image to the photo album (UIKit's `UIImageWriteToSavedPhotosAlbum`). A preview has no
/// photo library and cannot ask for access: nothing is saved and the completion selector, which
/// needs Objective-C, is not called.
public func UIImageWriteToSavedPhotosAlbum(_ image: UIImage, _ completionTarget: Any?, _ completionSelector: Selector?,
                                           _ contextInfo: UnsafeMutableRawPointer?) {}
