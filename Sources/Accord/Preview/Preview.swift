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

/// A device canvas: its size and the safe-area insets SwiftUI lays the root out within.
public struct PreviewDevice: Sendable, Hashable {
    public var name: String
    public var size: CGSize
    public var safeArea: EdgeInsets
    public init(_ name: String, size: CGSize, safeArea: EdgeInsets) {
        self.name = name
        self.size = size
        self.safeArea = safeArea
    }
    /// iPhone 15's canvas, Xcode's default preview device.
    public static let iPhone15 = PreviewDevice("iPhone 15", size: CGSize(width: 393, height: 852), safeArea: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
    public static let all: [PreviewDevice] = [
        iPhone15,
        PreviewDevice("iPhone 15 Pro Max", size: CGSize(width: 430, height: 932), safeArea: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)),
        PreviewDevice("iPhone SE", size: CGSize(width: 375, height: 667), safeArea: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0)),
        PreviewDevice("iPad", size: CGSize(width: 820, height: 1180), safeArea: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)),
    ]
    /// SwiftUI's `PreviewDevice(rawValue: "iPhone 15")`; unknown names fall back to iPhone 15
    /// (reported when the preview runs).
    public init(rawValue: String) {
        self = PreviewDevice.named(rawValue) ?? PreviewDevice(rawValue, size: PreviewDevice.iPhone15.size, safeArea: PreviewDevice.iPhone15.safeArea)
    }
    public var rawValue: String { name }

    public static func named(_ n: String) -> PreviewDevice? {
        let key = n.lowercased().replacingOccurrences(of: "-", with: " ")
        return all.first { $0.name.lowercased() == key }
    }
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
        self.make = { AnyView(body()) }
    }

    /// A `PreviewProvider`'s previews.
    public init<P: PreviewProvider>(provider: P.Type, line: Int = 0) {
        self.name = "\(P.self)"
        self.traits = []
        self.line = line
        self.make = { AnyView(P.previews) }
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
