import Foundation
import AccordLayout

/// A trait of a preview: its layout (`.fixedLayout(width:height:)`, `.sizeThatFitsLayout`) or
/// orientation, as SwiftUI's `PreviewTrait`.
public struct PreviewTrait: Sendable {
    enum Kind: Sendable {
        case fixed(CGSize)
        case sizeThatFits
        case landscape
        case other
    }
    let kind: Kind
    /// A preview of the given size (SwiftUI's `.fixedLayout(width:height:)`): the view is proposed that size.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait { PreviewTrait(kind: .fixed(CGSize(width: width, height: height))) }
    /// A preview the size of the view (SwiftUI's `.sizeThatFitsLayout`).
    public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait(kind: .sizeThatFits) }
    /// Portrait orientation, the default.
    public static var portrait: PreviewTrait { PreviewTrait(kind: .other) }
    /// The device held in landscape, home button left.
    public static var landscapeLeft: PreviewTrait { PreviewTrait(kind: .landscape) }
    /// The device held in landscape, home button right (drawn as landscape left).
    public static var landscapeRight: PreviewTrait { PreviewTrait(kind: .landscape) }
}

/// A `#Preview` block, rewritten by the `accord` tool into this value (no macros on Linux).
public struct AccordPreview: @unchecked Sendable {
    /// The preview's name (`#Preview("Name")`), nil when unnamed.
    public let name: String?
    /// The preview's traits: layout, orientation.
    public let traits: [PreviewTrait]
    /// The line of the `#Preview` in the user's file.
    public let line: Int
    let make: () -> AnyView

    /// The body is a view builder returning `any View`, as the `#Preview` macro's is: several
    /// views, or statements ending in an explicit `return` of one view, both compile.
    public init(_ name: String? = nil, traits: PreviewTrait..., line: Int = #line, @ViewBuilder body: @escaping () -> any View) {
        self.name = name
        self.traits = traits
        self.line = line
        self.make = { AnyView(PreviewWindowRoot(body())) }
    }

    /// A `PreviewProvider`'s previews.
    public init<P: PreviewProvider>(provider: P.Type, line: Int = 0) {
        self.name = "\(P.self)"
        self.traits = []
        self.line = line
        self.make = { AnyView(PreviewWindowRoot(P.previews)) }
    }

    /// The same preview without its fixed-layout trait (a size that cannot be used).
    func withoutFixedLayout() -> AccordPreview {
        AccordPreview(name: name, traits: traits.filter { if case .fixed = $0.kind { false } else { true } }, line: line, make: make)
    }

    private init(name: String?, traits: [PreviewTrait], line: Int, make: @escaping () -> AnyView) {
        self.name = name
        self.traits = traits
        self.line = line
        self.make = make
    }

    /// The size of a `.fixedLayout` preview, if it is one.
    public var fixedSize: CGSize? {
        for t in traits { if case .fixed(let s) = t.kind { return s } }
        return nil
    }
    /// Whether the preview is sized to its view.
    public var sizeThatFits: Bool { traits.contains { if case .sizeThatFits = $0.kind { true } else { false } } }
}
