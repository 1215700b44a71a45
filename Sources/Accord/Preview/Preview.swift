import Foundation
import AccordLayout

/// What a preview's traits apply to (SwiftUI's `Preview`, whose `ViewTraits` are the traits of a
/// view preview; the `#Preview` macro itself is rewritten by the `accord` tool).
public struct Preview {
    /// The traits of a view preview: `PreviewTrait<Preview.ViewTraits>`.
    public enum ViewTraits {}
}

/// A trait of a preview: its layout (`.fixedLayout(width:height:)`, `.sizeThatFitsLayout`),
/// orientation or a `PreviewModifier` around its view, as SwiftUI's `PreviewTrait`.
public struct PreviewTrait<T>: @unchecked Sendable {
    enum Kind {
        case fixed(CGSize)
        case sizeThatFits
        case landscape
        case modifier((AnyView) -> AnyView)
        case other
    }
    let kind: Kind
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// A preview of the given size (SwiftUI's `.fixedLayout(width:height:)`): the view is proposed that size.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait { PreviewTrait(kind: .fixed(CGSize(width: width, height: height))) }
    /// A preview the size of the view (SwiftUI's `.sizeThatFitsLayout`).
    public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait(kind: .sizeThatFits) }
    /// The device's layout, the default.
    public static var defaultLayout: PreviewTrait { PreviewTrait(kind: .other) }
    /// Portrait orientation, the default.
    public static var portrait: PreviewTrait { PreviewTrait(kind: .other) }
    /// Portrait, upside down (drawn as portrait: the canvas is the same).
    public static var portraitUpsideDown: PreviewTrait { PreviewTrait(kind: .other) }
    /// The device held in landscape, home button left.
    public static var landscapeLeft: PreviewTrait { PreviewTrait(kind: .landscape) }
    /// The device held in landscape, home button right (drawn as landscape left).
    public static var landscapeRight: PreviewTrait { PreviewTrait(kind: .landscape) }
    /// The preview's view inside a `PreviewModifier`'s body, with the modifier's shared context
    /// (SwiftUI's `.modifier(_:)`; the context is made once per modifier type, as Xcode does).
    public static func modifier(_ modifier: some PreviewModifier) -> PreviewTrait {
        PreviewTrait(kind: .modifier(PreviewModifierContent.applying(modifier)))
    }
}

/// A `#Preview` block, rewritten by the `accord` tool into this value (no macros on Linux).
public struct AccordPreview: @unchecked Sendable {
    /// The preview's name (`#Preview("Name")`), nil when unnamed.
    public let name: String?
    /// The preview's traits: layout, orientation.
    public let traits: [PreviewTrait<Preview.ViewTraits>]
    /// The line of the `#Preview` in the user's file.
    public let line: Int
    let make: () -> AnyView
    /// Whether the preview is a `PreviewProvider`'s (its views' `previewDisplayName` name them).
    let isProvider: Bool

    /// The body is a view builder returning `any View`, as the `#Preview` macro's is: several
    /// views, or statements ending in an explicit `return` of one view, both compile.
    public init(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>..., line: Int = #line, @ViewBuilder body: @escaping () -> any View) {
        self.name = name
        self.traits = traits
        self.line = line
        // `.modifier` traits wrap the view, the first trait outermost (SwiftUI applies them in order).
        let modifiers = traits.compactMap { if case .modifier(let apply) = $0.kind { apply } else { nil } }
        self.make = {
            var view: any View = body()
            for apply in modifiers.reversed() { view = apply(AnyView(view)) }
            return AnyView(PreviewWindowRoot(view))
        }
        self.isProvider = false
    }

    /// A `PreviewProvider`'s previews.
    public init<P: PreviewProvider>(provider: P.Type, line: Int = 0) {
        self.name = "\(P.self)"
        self.traits = []
        self.line = line
        self.make = { AnyView(PreviewWindowRoot(P.previews)) }
        self.isProvider = true
    }

    /// The same preview without its fixed-layout trait (a size that cannot be used).
    func withoutFixedLayout() -> AccordPreview {
        AccordPreview(name: name, traits: traits.filter { if case .fixed = $0.kind { false } else { true } }, line: line, make: make,
                      isProvider: isProvider)
    }

    private init(name: String?, traits: [PreviewTrait<Preview.ViewTraits>], line: Int, make: @escaping () -> AnyView, isProvider: Bool) {
        self.name = name
        self.traits = traits
        self.line = line
        self.make = make
        self.isProvider = isProvider
    }

    /// The size of a `.fixedLayout` preview, if it is one.
    public var fixedSize: CGSize? {
        for t in traits { if case .fixed(let s) = t.kind { return s } }
        return nil
    }
    /// Whether the preview is sized to its view.
    public var sizeThatFits: Bool { traits.contains { if case .sizeThatFits = $0.kind { true } else { false } } }
}
