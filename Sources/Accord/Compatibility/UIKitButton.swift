import Foundation

// UIKit's button and the closure actions controls take (`UIButton`, `UIAction`), for UIKit views an
// app builds inside a `UIViewRepresentable`: kept as UIKit keeps them (titles, colours and images by
// control state, targets and actions by event). A representable's UIKit views are not drawn
// (UIKitRepresentable.swift) and a preview has no touches, so no action is performed.

/// A closure-based action for controls and menus (UIKit's `UIAction`).
open class UIAction: UIMenuElement, @unchecked Sendable {
    /// An action's identifier (UIKit's `UIAction.Identifier`).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
    /// The action's identifier.
    public let identifier: Identifier
    /// What the action does.
    let handler: (UIAction) -> Void
    /// An action titled `title` that runs `handler` (UIKit's `init(title:image:identifier:discoverabilityTitle:attributes:state:handler:)`).
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
                handler: @escaping (UIAction) -> Void) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.handler = handler
        super.init(title: title, image: image)
    }
}

/// A button (UIKit's `UIButton`): its title, title colour and image per control state, as UIKit keeps them.
open class UIButton: UIControl, @unchecked Sendable {
    /// The kinds of button (UIKit's `UIButton.ButtonType`, UIKit's raw values).
    public enum ButtonType: Int, Sendable {
        case custom = 0, system = 1, detailDisclosure = 2, infoLight = 3, infoDark = 4, contactAdd = 5, plain = 6, close = 7
        /// The old name of `.system`.
        public static var roundedRect: ButtonType { .system }
    }
    /// The button's kind.
    open private(set) var buttonType: ButtonType = .custom
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]
    /// The label that shows the title (its text follows the current state's title).
    public let titleLabel: UILabel? = UILabel()
    /// The view that shows the image.
    public let imageView: UIImageView? = UIImageView()
    /// Space around the title and image (deprecated in iOS 15; kept).
    open var contentEdgeInsets: UIEdgeInsets = .zero
    /// Space around the title (kept).
    open var titleEdgeInsets: UIEdgeInsets = .zero
    /// Space around the image (kept).
    open var imageEdgeInsets: UIEdgeInsets = .zero
    /// Whether the button shows a menu on tap (kept).
    open var showsMenuAsPrimaryAction = false

    /// A button of `buttonType` (UIKit's `init(type:)`).
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }
    /// A system button that performs `primaryAction` (UIKit's `init(type:primaryAction:)`), titled with its title.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            addAction(primaryAction, for: .primaryActionTriggered)
            if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
            if let image = primaryAction.image { setImage(image, for: .normal) }
        }
    }

    /// The title for a state; the normal state's stands in for a state without one (UIKit's rule).
    open func title(for state: UIControl.State) -> String? { titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue] }
    /// Sets the title for a state.
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        titleLabel?.text = currentTitle
    }
    /// The title colour for a state (the normal state's stands in).
    open func titleColor(for state: UIControl.State) -> UIColor? { titleColors[state.rawValue] ?? titleColors[UIControl.State.normal.rawValue] }
    /// Sets the title colour for a state.
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state.rawValue] = color
        titleLabel?.textColor = currentTitleColor
    }
    /// The image for a state (the normal state's stands in).
    open func image(for state: UIControl.State) -> UIImage? { images[state.rawValue] ?? images[UIControl.State.normal.rawValue] }
    /// Sets the image for a state.
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state.rawValue] = image
        imageView?.image = currentImage
    }
    /// The background image for a state (the normal state's stands in).
    open func backgroundImage(for state: UIControl.State) -> UIImage? {
        backgroundImages[state.rawValue] ?? backgroundImages[UIControl.State.normal.rawValue]
    }
    /// Sets the background image for a state.
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) { backgroundImages[state.rawValue] = image }
    /// Sets an attributed title for a state (its string becomes the title).
    open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) { setTitle(title?.string, for: state) }

    private var currentState: UIControl.State {
        var state: UIControl.State = []
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }
    /// The title shown in the current state.
    open var currentTitle: String? { title(for: currentState) }
    /// The title colour in the current state: the tint for a system button without one (UIKit).
    open var currentTitleColor: UIColor { titleColor(for: currentState) ?? (buttonType == .system ? (tintColor ?? .systemBlue) : .white) }
    /// The image shown in the current state.
    open var currentImage: UIImage? { image(for: currentState) }
}
