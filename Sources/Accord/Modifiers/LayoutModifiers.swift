import Foundation
import AccordLayout

/// Cleans a user-supplied length: NaN and infinities (where they make no sense) and negatives
/// are reported and dropped, as SwiftUI logs "Invalid frame dimension" and ignores them.
func cleanLength(_ v: CGFloat?, _ what: String, _ ctx: BuildContext, allowInfinity: Bool = false) -> CGFloat? {
    guard let v else { return nil }
    if v.isNaN || (!allowInfinity && v.isInfinite) || v < 0 {
        ctx.diagnostics.add("invalid \(what) \(v) (negative, NaN or infinite); ignored")
        return nil
    }
    return v
}

extension View {
    /// A fixed frame (SwiftUI's `frame(width:height:alignment:)`): a nil dimension takes the child's size;
    /// the child is proposed the frame's size and placed by `alignment`.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        nodeModifier { content, ctx in
            let w = cleanLength(width, "frame width", ctx), h = cleanLength(height, "frame height", ctx)
            var parts: [String] = []
            if let w { parts.append("width: \(formatPoints(w))") }
            if let h { parts.append("height: \(formatPoints(h))") }
            return content(ctx).map { wrap($0, FrameBehaviour(width: w, height: h, alignment: alignment), label: ".frame(\(parts.joined(separator: ", ")))").declaring(.frame) }
        }
    }

    /// A flexible frame (SwiftUI's `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`):
    /// the proposal clamped to min…max (`.infinity` fills), the ideal size when nothing is proposed.
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        nodeModifier { content, ctx in
            let v = [cleanLength(minWidth, "minWidth", ctx), cleanLength(idealWidth, "idealWidth", ctx),
                     cleanLength(maxWidth, "maxWidth", ctx, allowInfinity: true),
                     cleanLength(minHeight, "minHeight", ctx), cleanLength(idealHeight, "idealHeight", ctx),
                     cleanLength(maxHeight, "maxHeight", ctx, allowInfinity: true)]
            let names = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
            let label = zip(names, v).compactMap { n, x in x.map { "\(n): \(formatPoints($0))" } }.joined(separator: ", ")
            if let a = v[0], let b = v[2], a > b { ctx.diagnostics.add("contradictory frame constraints: minWidth \(a) > maxWidth \(b)") }
            if let a = v[3], let b = v[5], a > b { ctx.diagnostics.add("contradictory frame constraints: minHeight \(a) > maxHeight \(b)") }
            return content(ctx).map {
                wrap($0, FlexFrameBehaviour(minWidth: v[0], idealWidth: v[1], maxWidth: v[2], minHeight: v[3], idealHeight: v[4],
                                            maxHeight: v[5], alignment: alignment), label: ".frame(\(label))").declaring(.frame)
            }
        }
    }

    /// Insets the view by `insets` (SwiftUI's `padding(_:)`): the child is proposed the rest.
    public func padding(_ insets: EdgeInsets) -> some View {
        nodeModifier { content, ctx in
            func f(_ v: CGFloat) -> CGFloat {
                if v.isFinite { return v }
                ctx.diagnostics.add("invalid padding \(v); using 0")
                return 0
            }
            let i = EdgeInsets(top: f(insets.top), leading: f(insets.leading), bottom: f(insets.bottom), trailing: f(insets.trailing))
            let label = i.top == i.leading && i.leading == i.bottom && i.bottom == i.trailing
                ? ".padding(\(formatPoints(i.top)))"
                : ".padding(top: \(formatPoints(i.top)), leading: \(formatPoints(i.leading)), bottom: \(formatPoints(i.bottom)), trailing: \(formatPoints(i.trailing)))"
            return content(ctx).map { wrap($0, PaddingBehaviour(i), label: label) }
        }
    }

    /// Padding on `edges`; nil length is SwiftUI's default padding on iOS, 16.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        padding(EdgeInsets(edges, length ?? 16))
    }

    /// `length` points of padding on every edge (SwiftUI's `padding(_:)`).
    public func padding(_ length: CGFloat) -> some View { padding(.all, length) }

    /// Proposes nothing to the view on both axes, so it takes its ideal size (SwiftUI's `fixedSize()`).
    public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

    /// Proposes nothing on the chosen axes (SwiftUI's `fixedSize(horizontal:vertical:)`).
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        wrapEach(".fixedSize(horizontal: \(horizontal), vertical: \(vertical))") {
            FixedSizeBehaviour(horizontal: horizontal, vertical: vertical)
        }
    }

    /// Stacks offer space to higher priorities first (SwiftUI's `layoutPriority(_:)`; default 0).
    public func layoutPriority(_ value: Double) -> some View {
        nodeModifier { content, ctx in
            content(ctx).map { n in
                n.traits.priority = value.isNaN ? 0 : value
                return n
            }
        }
    }

    /// A value a custom `Layout` reads from the subview (`subview[K.self]`), as SwiftUI's `layoutValue(key:value:)`.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        nodeModifier { content, ctx in
            content(ctx).map { n in
                n.traits[key] = value
                return n
            }
        }
    }

    /// Draws the view moved by `offset` without changing its frame for layout (SwiftUI's `offset(_:)`).
    public func offset(_ offset: CGSize) -> some View {
        wrapEach(".offset(x: \(formatPoints(offset.width)), y: \(formatPoints(offset.height)))") { OffsetBehaviour(offset) }
    }

    /// Draws the view moved by `x`, `y` (SwiftUI's `offset(x:y:)`).
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { offset(CGSize(width: x, height: y)) }

    /// Centres the view at `p` in a frame that takes the whole proposal (SwiftUI's `position(_:)`).
    public func position(_ p: CGPoint) -> some View {
        wrapEach(".position(x: \(formatPoints(p.x)), y: \(formatPoints(p.y)))") { PositionBehaviour(p) }
    }

    /// Centres the view at (`x`, `y`) (SwiftUI's `position(x:y:)`).
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { position(CGPoint(x: x, y: y)) }

    /// Proposes the largest (`.fit`) or smallest (`.fill`) size of `ratio` within the proposal;
    /// nil ratio: the view's ideal aspect ratio (SwiftUI's `aspectRatio(_:contentMode:)`).
    public func aspectRatio(_ ratio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        wrapEach(".aspectRatio(\(ratio.map { formatPoints($0) } ?? "nil"), contentMode: .\(contentMode))") {
            AspectRatioBehaviour(ratio: ratio, fill: contentMode == .fill)
        }
    }

    /// The aspect ratio of `size` (SwiftUI's `aspectRatio(_:contentMode:)`).
    public func aspectRatio(_ size: CGSize, contentMode: ContentMode) -> some View {
        aspectRatio(size.height != 0 ? size.width / size.height : nil, contentMode: contentMode)
    }

    /// `aspectRatio(contentMode: .fit)`.
    public func scaledToFit() -> some View { aspectRatio(nil, contentMode: .fit) }
    /// `aspectRatio(contentMode: .fill)`.
    public func scaledToFill() -> some View { aspectRatio(nil, contentMode: .fill) }

    /// Overrides where the view's horizontal guide `g` lies (SwiftUI's `alignmentGuide(_:computeValue:)`).
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        wrapEach(".alignmentGuide") { AlignmentGuideBehaviour(g, computeValue) }
    }

    /// Overrides where the view's vertical guide `g` lies (SwiftUI's `alignmentGuide(_:computeValue:)`).
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        wrapEach(".alignmentGuide") { AlignmentGuideBehaviour(g, computeValue) }
    }

    /// Names the view in frame dumps (`accord frames` prints identified views).
    public func accessibilityIdentifier(_ id: String) -> some View {
        nodeModifier { content, ctx in
            content(ctx).map { n in
                n.identifier = id
                return n
            }
        }
    }

    /// Marks a picker option with the value it stands for.
    public func tag<V: Hashable>(_ tag: V) -> some View { layoutValue(key: TagKey.self, value: AnyHashable(tag)) }
    // ignoresSafeArea, safeAreaInset, safeAreaPadding: Sources/Accord/SafeArea/.
    /// The canvas of a `PreviewProvider` preview (SwiftUI's `previewLayout(_:)`): a fixed size, the
    /// view's own size, or the device.
    public func previewLayout(_ layout: PreviewLayout) -> some View {
        nodeModifier { content, ctx in
            let nodes = content(ctx)
            if case .fixed(let w, let h) = layout { ctx.preview.canvas = CGSize(width: w, height: h) }
            PreviewRootSettings.mark(nodes, ctx.preview) { $0.layout = layout }
            return nodes
        }
    }
    /// The preview's name in `accord` output (SwiftUI's `previewDisplayName(_:)`).
    public func previewDisplayName(_ name: String?) -> some View {
        nodeModifier { content, ctx in
            let nodes = content(ctx)
            PreviewRootSettings.mark(nodes, ctx.preview) { $0.displayName = name }
            return nodes
        }
    }
    /// Lays the preview out on that device's canvas (its safe area included).
    public func previewDevice(_ device: PreviewDevice?) -> some View {
        nodeModifier { content, ctx in
            let nodes = content(ctx)
            if let device {
                if PreviewDevice.named(device.name) == nil {
                    ctx.diagnostics.add("unknown preview device \"\(device.name)\"; using iPhone 15's canvas")
                }
                ctx.preview.device = device
                PreviewRootSettings.mark(nodes, ctx.preview) { $0.device = device }
            }
            return nodes
        }
    }
}

struct TagKey: LayoutValueKey { static var defaultValue: AnyHashable? { nil } }

/// Fit within or fill the proposal (SwiftUI's `ContentMode`).
public enum ContentMode: Hashable, Sendable { case fit, fill }
/// The top or bottom edge (SwiftUI's `VerticalEdge`).
public enum VerticalEdge: Hashable, Sendable { case top, bottom }
/// The leading or trailing edge (SwiftUI's `HorizontalEdge`).
public enum HorizontalEdge: Hashable, Sendable { case leading, trailing }

/// Which safe areas a view ignores (SwiftUI's `SafeAreaRegions`).
public struct SafeAreaRegions: OptionSet, Sendable {
    /// The option set's bits.
    public let rawValue: Int
    /// Safe-area regions from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The container's safe area: bars, notch, home indicator.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The area the software keyboard covers (none in a preview: no keyboard is shown).
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// Every safe-area region.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// `PreviewProvider` layouts (`.previewLayout(.fixed(width:height:))`).
public enum PreviewLayout: Sendable {
    case device
    case sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}

/// Previews the old way (SwiftUI's `PreviewProvider`): `accord` runs every `previews`.
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
    /// The platform the previews are for (nil: the target's; a preview is always an iOS canvas).
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    /// The target's platform.
    public static var platform: PreviewPlatform? { nil }
}
