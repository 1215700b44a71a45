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
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait { PreviewTrait(kind: .fixed(CGSize(width: width, height: height))) }
    public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait(kind: .sizeThatFits) }
    public static var portrait: PreviewTrait { PreviewTrait(kind: .other) }
    public static var landscapeLeft: PreviewTrait { PreviewTrait(kind: .landscape) }
    public static var landscapeRight: PreviewTrait { PreviewTrait(kind: .landscape) }
}

/// A `#Preview` block, rewritten by the `accord` tool into this value (no macros on Linux).
public struct AccordPreview: @unchecked Sendable {
    public let name: String?
    public let traits: [PreviewTrait]
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

    public var fixedSize: CGSize? {
        for t in traits { if case .fixed(let s) = t.kind { return s } }
        return nil
    }
    public var sizeThatFits: Bool { traits.contains { if case .sizeThatFits = $0.kind { true } else { false } } }
}
