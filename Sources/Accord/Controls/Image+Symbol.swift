import Foundation
import AccordLayout
internal import AccordCairo

/// How `Image(systemName:)` is sized and placed, from SF Symbols' published rules:
///
/// - A symbol takes the point size and weight of the environment's font (Apple, "SF Symbols"
///   in the Human Interface Guidelines: symbols "automatically align with text" and come in the
///   nine weights of San Francisco).
/// - `imageScale`: `.small` is about 20 % smaller and `.large` about 30 % larger than `.medium`
///   (Apple's documentation of `NSImage.SymbolScale.small` / `.large`): factors 0.8 and 1.3.
/// - The height of a full-height symbol (a circle, `globe`) at medium scale is 0.982 × the point
///   size: a device draws `Image(systemName: "globe").imageScale(.large)` 21.7 pt high at body
///   size, 17 pt (issue 20's side-by-side with an iPhone screenshot), so medium is
///   21.7 / 1.3 / 17 = 0.982 of the point size.
/// - Each symbol's frame is its own glyph's box at that size (a chevron is narrow, `ellipsis`
///   short, a circle square), as SwiftUI sizes a symbol image by its alignment rectangle.
/// - In a row aligned on `.firstTextBaseline` a symbol is centred on the font's cap height
///   (SF Symbols are designed on the cap-height band of San Francisco: HIG, "SF Symbols",
///   "symbols are vertically centred on the cap height").
/// - `.resizable()` stretches the glyph to the frame it is given (SwiftUI: pair it with
///   `.aspectRatio(contentMode:)`/`scaledToFit()` to keep its shape).
enum SymbolMetrics {
    /// Height of a full-height symbol at medium scale over the font's point size (see above).
    static let mediumHeightRatio: CGFloat = 21.7 / 1.3 / 17
    /// `Image.Scale` factors (Apple: small ≈ 20 % smaller, large ≈ 30 % larger than medium).
    static func factor(_ scale: Image.Scale) -> CGFloat {
        switch scale {
        case .small: return 0.8
        case .medium: return 1
        case .large: return 1.3
        }
    }

    /// The font a symbol takes from the environment.
    static func font(_ env: EnvironmentValues) -> ResolvedFont {
        (env.font ?? .body).resolve(env, bold: env[BoldKey.self])
    }

    /// The height, in points, of a full-height symbol in this environment.
    static func fullHeight(_ env: EnvironmentValues) -> CGFloat {
        font(env).size * mediumHeightRatio * factor(env.imageScale)
    }

    /// The box of `name` in points, centred on the reference centre (y down); a neutral square
    /// of the full height when the name has no glyph.
    static func box(_ name: String, _ env: EnvironmentValues) -> CGRect {
        let s = fullHeight(env)
        let unit = SymbolIcons.inkBox(for: name, weight: font(env).weight)
            ?? CGRect(x: -0.5, y: -0.5, width: 1, height: 1)
        return CGRect(x: unit.minX * s, y: unit.minY * s, width: unit.width * s, height: unit.height * s)
    }

    /// `name` with the environment's `symbolVariant` applied, as SwiftUI picks the variant: the
    /// shape (`.circle`, `.square`, `.rectangle`), then `.fill`, then `.slash`, each only when the
    /// name does not have it already and the result exists.
    static func resolvedName(_ name: String, _ variants: SymbolVariants) -> String {
        guard variants != .none else { return name }
        var parts = name.split(separator: ".").map(String.init)
        func add(_ token: String) { if !parts.contains(token) { parts.append(token) } }
        if let shape = variants.shape, !parts.contains(where: { ["circle", "square", "rectangle"].contains($0) }) {
            // Before a trailing .fill/.slash already in the name.
            let at = parts.firstIndex(where: { $0 == "fill" || $0 == "slash" }) ?? parts.count
            parts.insert(shape, at: at)
        }
        // `.fill` only where SF Symbols has the filled variant (Image+SymbolFillVariants.swift).
        if variants.isFilled, !withoutFillVariant.contains(parts.joined(separator: ".")) { add("fill") }
        if variants.isSlashed {
            if let i = parts.firstIndex(of: "fill") { parts.insert("slash", at: i) } else { add("slash") }
        }
        let candidate = parts.joined(separator: ".")
        if candidate == name || SymbolIcons.isMapped(candidate) { return candidate }
        if variants.isFilled, !withoutFillVariant.contains(name), SymbolIcons.isMapped(name + ".fill") { return name + ".fill" }
        return name
    }

    /// Unmapped names already reported in this process (`accord` warns once per name).
    nonisolated(unsafe) private static var reported: Set<String> = []
    private static let lock = NSLock()

    /// True the first time `name` is reported.
    static func shouldReport(_ name: String) -> Bool {
        lock.lock(); defer { lock.unlock() }
        return reported.insert(name).inserted
    }
}

/// A symbol image's layout: its glyph box (hugging, or the proposal when resizable), and its
/// baseline — the middle of the symbol's box on the middle of the font's cap height.
/// The SF Symbol name an `Image(systemName:)` node shows, as data (a live menu's row takes
/// its icon from it).
struct SymbolNameKey: LayoutValueKey { static let defaultValue: String? = nil }

struct SymbolBehaviour: LayoutBehaviour {
    let box: CGRect
    let font: ResolvedFont
    let resizable: Bool

    init(box: CGRect, font: ResolvedFont, resizable: Bool) {
        self.box = box
        self.font = font
        self.resizable = resizable
    }

    func sizeThatFits(_ p: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGSize {
        guard resizable else { return box.size }
        return CGSize(width: p.width ?? box.width, height: p.height ?? box.height)
    }

    func explicitGuide(_ key: AlignmentKey, _ axis: Axis, node: LayoutNode, proposal: ProposedViewSize,
                                size: CGSize, context: LayoutContext) -> CGFloat? {
        guard axis == .vertical, !resizable,
              key == VerticalAlignment.firstTextBaseline.key || key == VerticalAlignment.lastTextBaseline.key else { return nil }
        let cap = context.textMeasurer.metrics(for: font).capHeight
        return box.height / 2 + cap / 2
    }
}

extension Image {
    /// A symbol with a variable value (0…1) for its variable layers (`wifi`, `speaker.wave.3`);
    /// Accord draws every layer (the value is accepted, not drawn).
    public init(systemName: String, variableValue: Double?) { self.init(systemName: systemName) }
    /// An image from the app's assets with a variable value (accepted, not drawn).
    public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil) { self.init(name, bundle: bundle) }

    /// The point size of a symbol's frame in this environment.
    static func symbolSize(_ name: String, _ env: EnvironmentValues) -> CGSize {
        SymbolMetrics.box(SymbolMetrics.resolvedName(name, env.symbolVariants), env).size
    }

    /// The symbol's node: its behaviour, and a drawing with the weight and layer colours.
    func makeSymbolNode(_ name: String, _ ctx: BuildContext) -> LayoutNode {
        let env = ctx.environment
        let resolved = SymbolMetrics.resolvedName(name, env.symbolVariants)
        if !SymbolIcons.isMapped(resolved), SymbolMetrics.shouldReport(resolved) {
            ctx.diagnostics.add("Image(systemName: \"\(resolved)\"): no open glyph for this SF Symbol name in Data/symbols.tsv; drawn as a rounded square")
        }
        let font = SymbolMetrics.font(env)
        let box = SymbolMetrics.box(resolved, env)
        let node = makeNode(SymbolBehaviour(box: box, font: font, resizable: isResizable),
                            label: "Image(systemName: \"\(name)\")", role: .image)
        node.traits[SymbolNameKey.self] = name
        let tinted = renderingMode != .original
        let mode = symbolMode ?? env.symbolRenderingMode
        let palette = env.symbolPalette
        node.drawing = NodeDrawing(content: { _, frame, _ in
            var d = ImageDrawing(source: .symbol(resolved), frame: frame,
                                 tint: tinted ? resolvedColor(HierarchicalShapeStyle.primary, env) : nil)
            d.symbolWeight = font.weight
            if mode == .hierarchical {
                d.symbolLayers = [resolvedColor(HierarchicalShapeStyle.secondary, env)]
            } else if mode == .palette, palette.count > 1 {
                d.tint = resolvedColor(palette[0], env)
                d.symbolLayers = palette.dropFirst().map { resolvedColor($0, env) }
            } else if mode == .multicolor, tinted, let colors = SymbolMulticolor.colors(for: resolved) {
                d.tint = colors.glyph.resolve(in: env)
                if let enclosure = colors.enclosure { d.symbolLayers = [enclosure.resolve(in: env)] }
            }
            return [.image(d)]
        })
        return node
    }
}

/// `symbolRenderingMode(.multicolor)`: the intrinsic colours of well-known multicolor symbols.
///
/// Apple, HIG › SF Symbols › Rendering modes: "Multicolor. Gives intrinsic color to some symbols
/// to enhance meaning. For example, the leaf symbol uses green to reflect the appearance of
/// leaves in the physical world, whereas the trash.slash symbol uses red to signal data loss."
/// The other entries are the colours the SF Symbols app shows for these symbols in multicolor
/// (system colours, so they follow light and dark). *Approximate*: only these names, one colour
/// for the glyph and one for a filled enclosure (SF's symbols can have more layers). Symbols
/// without multicolor layers keep the foreground style, as on iOS.
enum SymbolMulticolor {
    /// The glyph's colour and, for an enclosed symbol, the enclosure's.
    static func colors(for name: String) -> (glyph: Color, enclosure: Color?)? {
        if let c = whole[name] { return (c, nil) }
        if let c = onDisc[name] { return (.white, c) }
        return nil
    }

    /// One-colour symbols.
    static let whole: [String: Color] = [
        "leaf": .green, "leaf.fill": .green,                          // HIG
        "trash.slash": .red, "trash.slash.fill": .red,                // HIG
        "heart.fill": .red, "suit.heart.fill": .red,
        "star.fill": .yellow, "star.leadinghalf.filled": .yellow,
        "flame": .orange, "flame.fill": .orange,
        "bolt.fill": .yellow, "sun.max": .yellow, "sun.max.fill": .yellow,
        "exclamationmark.triangle.fill": .yellow,
        "ladybug": .red, "ladybug.fill": .red,
    ]
    /// A white glyph on a coloured disc.
    static let onDisc: [String: Color] = [
        "checkmark.circle.fill": .green, "plus.circle.fill": .green, "minus.circle.fill": .red,
    ]
}

/// Symbol variants: the shape a symbol is enclosed in, filled, slashed (`symbolVariant(_:)`).
public struct SymbolVariants: Hashable, Sendable {
    let shape: String?
    let isFilled: Bool
    let isSlashed: Bool

    init(shape: String? = nil, fill: Bool = false, slash: Bool = false) {
        self.shape = shape
        self.isFilled = fill
        self.isSlashed = slash
    }

    /// No variant.
    public static let none = SymbolVariants()
    /// Inside a circle.
    public static let circle = SymbolVariants(shape: "circle")
    /// Inside a square.
    public static let square = SymbolVariants(shape: "square")
    /// Inside a rectangle.
    public static let rectangle = SymbolVariants(shape: "rectangle")
    /// Filled.
    public static let fill = SymbolVariants(fill: true)
    /// With a slash.
    public static let slash = SymbolVariants(slash: true)

    /// This variant inside a circle (`.fill.circle`).
    public var circle: SymbolVariants { SymbolVariants(shape: "circle", fill: isFilled, slash: isSlashed) }
    /// This variant inside a square.
    public var square: SymbolVariants { SymbolVariants(shape: "square", fill: isFilled, slash: isSlashed) }
    /// This variant inside a rectangle.
    public var rectangle: SymbolVariants { SymbolVariants(shape: "rectangle", fill: isFilled, slash: isSlashed) }
    /// This variant filled (`.circle.fill`).
    public var fill: SymbolVariants { SymbolVariants(shape: shape, fill: true, slash: isSlashed) }
    /// This variant with a slash.
    public var slash: SymbolVariants { SymbolVariants(shape: shape, fill: isFilled, slash: true) }

    /// Whether every part of `other` is in this variant.
    public func contains(_ other: SymbolVariants) -> Bool {
        (other.shape == nil || other.shape == shape) && (!other.isFilled || isFilled) && (!other.isSlashed || isSlashed)
    }
}

struct SymbolVariantsKey: EnvironmentKey { static let defaultValue = SymbolVariants.none }
struct SymbolPaletteKey: EnvironmentKey { static let defaultValue: [AnyShapeStyle] = [] }

extension EnvironmentValues {
    /// The symbol variant applied to `Image(systemName:)` inside (`symbolVariant(_:)`).
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
    /// The styles of `foregroundStyle(_:_:)` / `(_:_:_:)`: the palette of `.palette` symbols.
    var symbolPalette: [AnyShapeStyle] {
        get { self[SymbolPaletteKey.self] }
        set { self[SymbolPaletteKey.self] = newValue }
    }
}

extension View {
    /// Draws symbols inside with a variant (`.fill`, `.circle`, `.circle.fill`, `.slash`):
    /// `Image(systemName: "heart").symbolVariant(.fill)` draws `heart.fill`.
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        transformEnvironment { env in
            guard variant != .none else { env.symbolVariants = .none; return }
            let old = env.symbolVariants
            env.symbolVariants = SymbolVariants(shape: variant.shape ?? old.shape, fill: variant.isFilled || old.isFilled,
                                                slash: variant.isSlashed || old.isSlashed)
        }
    }
    /// Three foreground styles: the first is the primary style; all three colour `.palette` symbols.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        transformEnvironment {
            $0.foregroundStyle = AnyShapeStyle(primary)
            $0.symbolPalette = [AnyShapeStyle(primary), AnyShapeStyle(secondary), AnyShapeStyle(tertiary)]
        }
    }
}

/// The SF Symbol names Accord draws (Data/symbols.tsv, in its order: most used first), for the
/// gallery's symbol page.
package enum SymbolCatalog {
    package static var names: [String] { SymbolIcons.tableNames }
}
