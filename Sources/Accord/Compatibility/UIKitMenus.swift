import Foundation
import AccordLayout

// UIKit's menus and key commands, as apps shape the menu bar (`override func buildMenu(with:)` in
// their app delegate) or add keyboard shortcuts. A preview has no menu bar and no keyboard: the
// builder records what is removed and added, nothing is shown.

/// An item of a menu (UIKit's `UIMenuElement`): its title and image.
open class UIMenuElement: @unchecked Sendable {
    open var title: String
    open var subtitle: String?
    open var image: UIImage?
    init(title: String, image: UIImage?) { self.title = title; self.image = image }
}

/// A menu: a title and its children (UIKit's `UIMenu`).
open class UIMenu: UIMenuElement, @unchecked Sendable {
    /// A menu's identifier (UIKit's names for the system menus).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let application = Identifier("com.apple.menu.application")
        public static let file = Identifier("com.apple.menu.file")
        public static let edit = Identifier("com.apple.menu.edit")
        public static let view = Identifier("com.apple.menu.view")
        public static let window = Identifier("com.apple.menu.window")
        public static let help = Identifier("com.apple.menu.help")
        public static let about = Identifier("com.apple.menu.about")
        public static let preferences = Identifier("com.apple.menu.preferences")
        public static let services = Identifier("com.apple.menu.services")
        public static let hide = Identifier("com.apple.menu.hide")
        public static let quit = Identifier("com.apple.menu.quit")
        public static let newScene = Identifier("com.apple.menu.new-scene")
        public static let close = Identifier("com.apple.menu.close")
        public static let print = Identifier("com.apple.menu.print")
        public static let document = Identifier("com.apple.menu.document")
        public static let undoRedo = Identifier("com.apple.menu.undoredo")
        public static let standardEdit = Identifier("com.apple.menu.standard-edit")
        public static let find = Identifier("com.apple.menu.find")
        public static let replace = Identifier("com.apple.menu.replace")
        public static let share = Identifier("com.apple.menu.share")
        public static let textStyle = Identifier("com.apple.menu.text-style")
        public static let spelling = Identifier("com.apple.menu.spelling")
        public static let substitutions = Identifier("com.apple.menu.substitutions")
        public static let transformations = Identifier("com.apple.menu.transformations")
        public static let speech = Identifier("com.apple.menu.speech")
        public static let lookup = Identifier("com.apple.menu.lookup")
        public static let learn = Identifier("com.apple.menu.learn")
        public static let format = Identifier("com.apple.menu.format")
        public static let font = Identifier("com.apple.menu.font")
        public static let textSize = Identifier("com.apple.menu.text-size")
        public static let textColor = Identifier("com.apple.menu.text-color")
        public static let textStylePasteboard = Identifier("com.apple.menu.text-style-pasteboard")
        public static let text = Identifier("com.apple.menu.text")
        public static let writingDirection = Identifier("com.apple.menu.writing-direction")
        public static let alignment = Identifier("com.apple.menu.align")
        public static let toolbar = Identifier("com.apple.menu.toolbar")
        public static let sidebar = Identifier("com.apple.menu.sidebar")
        public static let fullscreen = Identifier("com.apple.menu.fullscreen")
        public static let minimizeAndZoom = Identifier("com.apple.menu.minimize-and-zoom")
        public static let bringAllToFront = Identifier("com.apple.menu.bring-all-to-front")
        public static let root = Identifier("com.apple.menu.root")
    }
    /// How a menu shows its children.
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let displayInline = Options(rawValue: 1 << 0)
        public static let destructive = Options(rawValue: 1 << 1)
        public static let singleSelection = Options(rawValue: 1 << 5)
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }
    public let identifier: Identifier
    public let options: Options
    public let children: [UIMenuElement]
    /// A menu of `children`.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                options: Options = [], children: [UIMenuElement] = []) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.children = children
        super.init(title: title, image: image)
        self.subtitle = subtitle
    }
    /// The same menu with other children.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options, children: newChildren)
    }
}

/// The modifier keys of a key command (UIKit's `UIKeyModifierFlags`, its raw values).
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

/// A menu command sending an action (UIKit's `UICommand`).
open class UICommand: UIMenuElement, @unchecked Sendable {
    public let action: Selector
    open var discoverabilityTitle: String?
    public init(title: String = "", image: UIImage? = nil, action: Selector, propertyList: Any? = nil) {
        self.action = action
        super.init(title: title, image: image)
    }
}

/// A keyboard shortcut (UIKit's `UIKeyCommand`): never pressed in a preview.
open class UIKeyCommand: UICommand, @unchecked Sendable {
    public let input: String?
    public let modifierFlags: UIKeyModifierFlags
    open var wantsPriorityOverSystemBehavior = false
    public init(title: String = "", image: UIImage? = nil, action: Selector, input: String, modifierFlags: UIKeyModifierFlags = [],
                propertyList: Any? = nil) {
        self.input = input
        self.modifierFlags = modifierFlags
        super.init(title: title, image: image, action: action)
    }
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.init(action: action, input: input, modifierFlags: modifierFlags)
    }
    public static let inputUpArrow = "UIKeyInputUpArrow"
    public static let inputDownArrow = "UIKeyInputDownArrow"
    public static let inputLeftArrow = "UIKeyInputLeftArrow"
    public static let inputRightArrow = "UIKeyInputRightArrow"
    public static let inputEscape = "UIKeyInputEscape"
}

/// The menu system a builder edits (UIKit's `UIMenuSystem`).
open class UIMenuSystem: @unchecked Sendable {
    /// The main menu bar.
    public static let main = UIMenuSystem()
    /// The context menu system.
    public static let context = UIMenuSystem()
    /// Asks the system to build its menus again (nothing is shown in a preview).
    open func setNeedsRebuild() {}
    open func setNeedsRevalidate() {}
}

/// Edits a menu bar (UIKit's `UIMenuBuilder`). The builder given here holds UIKit's top-level
/// menus, empty; what is removed, inserted and replaced is kept (nothing is shown).
public protocol UIMenuBuilder: AnyObject {
    var system: UIMenuSystem { get }
    func menu(for identifier: UIMenu.Identifier) -> UIMenu?
    func remove(menu removedIdentifier: UIMenu.Identifier)
    func insertSibling(_ siblingMenu: UIMenu, beforeMenu siblingIdentifier: UIMenu.Identifier)
    func insertSibling(_ siblingMenu: UIMenu, afterMenu siblingIdentifier: UIMenu.Identifier)
    func insertChild(_ childMenu: UIMenu, atStartOfMenu parentIdentifier: UIMenu.Identifier)
    func insertChild(_ childMenu: UIMenu, atEndOfMenu parentIdentifier: UIMenu.Identifier)
    func replace(menu replacedIdentifier: UIMenu.Identifier, with replacementMenu: UIMenu)
    func replaceChildren(ofMenu parentIdentifier: UIMenu.Identifier, from childrenBlock: ([UIMenuElement]) -> [UIMenuElement])
}

/// The menu bar a preview's app delegate is given to edit.
final class PreviewMenuBuilder: UIMenuBuilder {
    let system = UIMenuSystem.main
    private(set) var menus: [UIMenu.Identifier: UIMenu]
    private(set) var order: [UIMenu.Identifier]
    init() {
        order = [.application, .file, .edit, .format, .view, .window, .help]
        menus = Dictionary(uniqueKeysWithValues: order.map { ($0, UIMenu(identifier: $0)) })
    }
    func menu(for identifier: UIMenu.Identifier) -> UIMenu? { menus[identifier] }
    func remove(menu removedIdentifier: UIMenu.Identifier) { menus[removedIdentifier] = nil; order.removeAll { $0 == removedIdentifier } }
    func insertSibling(_ siblingMenu: UIMenu, beforeMenu siblingIdentifier: UIMenu.Identifier) {
        menus[siblingMenu.identifier] = siblingMenu
        order.insert(siblingMenu.identifier, at: order.firstIndex(of: siblingIdentifier) ?? order.count)
    }
    func insertSibling(_ siblingMenu: UIMenu, afterMenu siblingIdentifier: UIMenu.Identifier) {
        menus[siblingMenu.identifier] = siblingMenu
        order.insert(siblingMenu.identifier, at: order.firstIndex(of: siblingIdentifier).map { $0 + 1 } ?? order.count)
    }
    func insertChild(_ childMenu: UIMenu, atStartOfMenu parentIdentifier: UIMenu.Identifier) {
        if let p = menus[parentIdentifier] { menus[parentIdentifier] = p.replacingChildren([childMenu] + p.children) }
    }
    func insertChild(_ childMenu: UIMenu, atEndOfMenu parentIdentifier: UIMenu.Identifier) {
        if let p = menus[parentIdentifier] { menus[parentIdentifier] = p.replacingChildren(p.children + [childMenu]) }
    }
    func replace(menu replacedIdentifier: UIMenu.Identifier, with replacementMenu: UIMenu) {
        guard menus[replacedIdentifier] != nil else { return }
        menus[replacedIdentifier] = nil
        menus[replacementMenu.identifier] = replacementMenu
        order = order.map { $0 == replacedIdentifier ? replacementMenu.identifier : $0 }
    }
    func replaceChildren(ofMenu parentIdentifier: UIMenu.Identifier, from childrenBlock: ([UIMenuElement]) -> [UIMenuElement]) {
        if let p = menus[parentIdentifier] { menus[parentIdentifier] = p.replacingChildren(childrenBlock(p.children)) }
    }
}
