import Foundation

// UIKit's alert controller and popover presentation, as SwiftUI apps build them inside a
// `UIViewControllerRepresentable` and present them with `present(_:animated:)`. Presenting
// through UIKit shows nothing in a preview (`UIViewController.present` only runs its completion;
// SwiftUI's own `.alert`, `.confirmationDialog` and `.popover` are drawn by Accord,
// Chrome/Presentations.swift): the controllers keep their actions, text fields and popover
// settings as values, and no handler is called — INERT.

/// An action button of an alert (`UIAlertAction`).
open class UIAlertAction: @unchecked Sendable {
    /// How the button is drawn.
    public enum Style: Int, Sendable { case `default` = 0, cancel = 1, destructive = 2 }
    public let title: String?
    public let style: Style
    open var isEnabled = true
    let handler: ((UIAlertAction) -> Void)?
    private var values: [String: Any] = [:]
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title; self.style = style; self.handler = handler
    }
    /// Key-value coding's setter, for the private keys apps set (`"titleTextColor"`, `"image"`): kept.
    open func setValue(_ value: Any?, forKey key: String) { values[key] = value }
    /// Key-value coding's getter: what `setValue(_:forKey:)` kept.
    open func value(forKey key: String) -> Any? { values[key] }
}

/// An alert or action sheet (`UIAlertController`). Inert: see the top of this file.
open class UIAlertController: UIViewController, @unchecked Sendable {
    /// Alert (centred) or action sheet (from the bottom).
    public enum Style: Int, Sendable { case actionSheet = 0, alert = 1 }
    open var message: String?
    public let preferredStyle: Style
    open private(set) var actions: [UIAlertAction] = []
    open var preferredAction: UIAlertAction?
    open private(set) var textFields: [UITextField]?
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init()
        self.title = title
    }
    open func addAction(_ action: UIAlertAction) { actions.append(action) }
    /// Adds a text field (alerts only, as in UIKit); `configurationHandler` runs at once.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        let field = UITextField()
        configurationHandler?(field)
        textFields = (textFields ?? []) + [field]
    }
}

/// The directions a popover's arrow may point (`UIPopoverArrowDirection`; UIKit's bits).
public struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    public static let unknown = UIPopoverArrowDirection(rawValue: .max)
}

/// How a view controller is presented (`UIModalPresentationStyle`; UIKit's raw values).
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet = 1, formSheet = 2, currentContext = 3, custom = 4
    case overFullScreen = 5, overCurrentContext = 6, popover = 7, none = -1, automatic = -2
}

/// A popover's delegate (`UIPopoverPresentationControllerDelegate`; methods optional): never called.
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
}
extension UIPopoverPresentationControllerDelegate {
    public func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle { .automatic }
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .automatic }
}

/// A popover's presentation (`UIPopoverPresentationController`): its settings are kept.
open class UIPopoverPresentationController: UIPresentationController, @unchecked Sendable {
    open var sourceView: UIView?
    open var sourceRect: CGRect = .zero
    open var barButtonItem: UIBarButtonItem?
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    open var backgroundColor: UIColor?
    open var canOverlapSourceViewRect = false
}
