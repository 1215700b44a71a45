import Foundation
import AccordLayout

// Drawing effects beyond DrawingModifiers.swift: stacking order (`zIndex`), masks, blend modes,
// compositing groups, colour filters and redaction. They never change layout.

/// A view's stacking order among its siblings (`zIndex`), read when drawing.
struct ZIndexKey: LayoutValueKey { static let defaultValue: Double = 0 }

extension View {
    /// Draws the view above siblings of lower z-index in the same container (ZStack, stacks,
    /// any layout), whatever their order in the code; equal ones keep code order. Layout is
    /// unchanged. A trait, like `layoutPriority`: modifiers around it keep it.
    public func zIndex(_ value: Double) -> some View {
        nodeModifier { content, ctx in
            content(ctx).map { n in
                n.traits[ZIndexKey.self] = value.isNaN ? 0 : value
                return n
            }
        }
    }

    /// Multiplies the view's alpha by the mask's: the mask is laid out in the view's frame
    /// (proposed its size, aligned by `alignment`, as an overlay) and only its alpha counts.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        maskLayer(mask(), alignment: alignment)
    }
    /// iOS 13's form.
    @_disfavoredOverload
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        maskLayer(mask, alignment: .center)
    }

    func maskLayer<Mask: View>(_ mask: Mask, alignment: Alignment) -> some View {
        nodeModifier { content, ctx in
            content(ctx).map { node in
                layered(node, stacked(Accord.makeNodes(mask, ctx), alignment: alignment), alignment: alignment,
                        .maskLayer, label: ".mask")
            }
        }
    }

    /// How the view is composited onto what is beneath it (Cairo's operators; `plusDarker`
    /// is approximated by multiply).
    public func blendMode(_ blendMode: BlendMode) -> some View {
        drawingEffect(".blendMode(.\(blendMode))") { _, items, _ in
            var g = DrawingGroup(items: items)
            g.compositing = blendMode.compositingOperator
            return [.group(g)]
        }
    }

    /// Composites the view as one layer: effects after it (opacity, blend modes) apply to the
    /// whole, and blend modes inside blend only with each other.
    public func compositingGroup() -> some View {
        drawingEffect(".compositingGroup") { _, items, _ in
            var g = DrawingGroup(items: items)
            g.isolated = true
            return [.group(g)]
        }
    }

    /// Renders the view offscreen as one layer (as `compositingGroup`; Accord's output is the same).
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        compositingGroup()
    }

    // Colour filters: a colour matrix on every pixel of the view (rasterised at the output's
    // scale). Formulas from the W3C Filter Effects spec (the matrices CSS filters use); SwiftUI
    // does not publish its own, so the results are approximate.

    /// Inverts every colour (1 − c), keeping alpha.
    public func colorInvert() -> some View {
        colorMatrix(".colorInvert", ColorMatrix([-1, 0, 0, 0, 1, 0, -1, 0, 0, 1, 0, 0, -1, 0, 1, 0, 0, 0, 1, 0]))
    }
    /// Removes `amount` (0…1) of the colour (W3C `grayscale`, Rec. 709 luma weights).
    public func grayscale(_ amount: Double) -> some View {
        let a = amount.isFinite ? min(1, max(0, amount)) : 0
        return colorMatrix(".grayscale(\(amount))", ColorFilters.saturation(1 - a))
    }
    /// Scales saturation: 0 is gray, 1 unchanged, above 1 more vivid (W3C `saturate`).
    public func saturation(_ amount: Double) -> some View {
        colorMatrix(".saturation(\(amount))", ColorFilters.saturation(amount.isFinite ? max(0, amount) : 1))
    }
    /// Adds `amount` to each colour component (0 unchanged, 1 white).
    public func brightness(_ amount: Double) -> some View {
        let b = amount.isFinite ? amount : 0
        return colorMatrix(".brightness(\(amount))", ColorMatrix([1, 0, 0, 0, b, 0, 1, 0, 0, b, 0, 0, 1, 0, b, 0, 0, 0, 1, 0]))
    }
    /// Scales each component's distance from middle gray (1 unchanged, 0 gray, negative inverts).
    public func contrast(_ amount: Double) -> some View {
        let c = amount.isFinite ? amount : 1, o = 0.5 * (1 - c)
        return colorMatrix(".contrast(\(amount))", ColorMatrix([c, 0, 0, 0, o, 0, c, 0, 0, o, 0, 0, c, 0, o, 0, 0, 0, 1, 0]))
    }
    /// Rotates hues by `angle` (W3C `hue-rotate`).
    public func hueRotation(_ angle: Angle) -> some View {
        colorMatrix(".hueRotation", ColorFilters.hueRotation(angle.radians.isFinite ? angle.radians : 0))
    }
    /// Multiplies every component, alpha included, by the colour's.
    public func colorMultiply(_ color: Color) -> some View {
        nodeModifier { content, ctx in
            let c = color.resolve(in: ctx.environment)
            let m = ColorMatrix([c.r, 0, 0, 0, 0, 0, c.g, 0, 0, 0, 0, 0, c.b, 0, 0, 0, 0, 0, c.a, 0])
            return content(ctx).map {
                wrap($0, TransparentBehaviour(), label: ".colorMultiply", drawing: NodeDrawing(effect: { _, _, items in
                    var g = DrawingGroup(items: items)
                    g.colorMatrix = m
                    return [.group(g)]
                }))
            }
        }
    }
    /// Alpha from luminance, colour black (W3C `luminanceToAlpha`).
    public func luminanceToAlpha() -> some View {
        colorMatrix(".luminanceToAlpha", ColorMatrix([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.2126, 0.7152, 0.0722, 0, 0]))
    }

    func colorMatrix(_ label: String, _ m: ColorMatrix) -> some View {
        drawingEffect(label) { _, items, _ in
            var g = DrawingGroup(items: items)
            g.colorMatrix = m
            return [.group(g)]
        }
    }

    /// Draws the view's text as placeholder bars (`.placeholder`), as a loading skeleton.
    public func redacted(reason: RedactionReasons) -> some View {
        transformEnvironment { $0.redactionReasons.formUnion(reason) }
    }
    /// Draws the view's text again, inside a redacted view.
    public func unredacted() -> some View {
        transformEnvironment { $0.redactionReasons = [] }
    }
    /// Inert: privacy redaction happens only when the device is locked.
    public func privacySensitive(_ sensitive: Bool = true) -> Self { self }
    /// The view with the background extension effect (SwiftUI's `backgroundExtensionEffect()`,
    /// iOS 26). Layout is unchanged, as in SwiftUI; the view is drawn alone: the mirrored,
    /// blurred copies SwiftUI places in the safe area beside it are not drawn.
    public func backgroundExtensionEffect() -> some View { self }
    /// The view with the background extension effect when `isEnabled` (SwiftUI's
    /// `backgroundExtensionEffect(isEnabled:)`, iOS 26); drawn alone, as `backgroundExtensionEffect()`.
    public func backgroundExtensionEffect(isEnabled: Bool) -> some View { self }
}

/// Colour matrices (W3C Filter Effects Module Level 1, §"feColorMatrix").
enum ColorFilters {
    /// An alpha threshold as clamped colour matrices, applied in order: each pixel whose alpha is
    /// within `min…max` becomes `color` (opaque), every other transparent. The step is a slope of
    /// 2,000 per unit of alpha, so alphas 1/255 apart (one 8-bit level) fall on either side of it.
    /// Below `max` = 1 a first matrix keeps "alpha ≤ max" in the red channel and "alpha ≥ min" in
    /// alpha, and a second one makes alpha their conjunction.
    static func alphaThreshold(min lo: Double, max hi: Double, color c: RGBA) -> [ColorMatrix] {
        let k = 2_000.0
        let rgb: [Double] = [0, 0, 0, 0, c.r, 0, 0, 0, 0, c.g, 0, 0, 0, 0, c.b]
        let atLeastMin: [Double] = [0, 0, 0, k, 1 - k * lo]
        guard hi < 1 else { return [ColorMatrix(rgb + atLeastMin)] }
        let atMostMax: [Double] = [0, 0, 0, -k, 1 + k * hi]
        return [ColorMatrix(atMostMax + [Double](repeating: 0, count: 10) + atLeastMin),
                ColorMatrix(rgb + [1, 0, 0, 1, -1])]
    }

    static func saturation(_ s: Double) -> ColorMatrix {
        ColorMatrix([
            0.2126 + 0.7874 * s, 0.7152 - 0.7152 * s, 0.0722 - 0.0722 * s, 0, 0,
            0.2126 - 0.2126 * s, 0.7152 + 0.2848 * s, 0.0722 - 0.0722 * s, 0, 0,
            0.2126 - 0.2126 * s, 0.7152 - 0.7152 * s, 0.0722 + 0.9278 * s, 0, 0,
            0, 0, 0, 1, 0,
        ])
    }
    static func hueRotation(_ a: Double) -> ColorMatrix {
        let c = cos(a), s = sin(a)
        return ColorMatrix([
            0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0, 0,
            0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0, 0,
            0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0, 0,
            0, 0, 0, 1, 0,
        ])
    }
}

/// How a view's colours combine with what is beneath it.
public enum BlendMode: Hashable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter

    var compositingOperator: CompositingOperator {
        switch self {
        case .normal: .normal
        case .multiply: .multiply
        case .screen: .screen
        case .overlay: .overlay
        case .darken: .darken
        case .lighten: .lighten
        case .colorDodge: .colorDodge
        case .colorBurn: .colorBurn
        case .softLight: .softLight
        case .hardLight: .hardLight
        case .difference: .difference
        case .exclusion: .exclusion
        case .hue: .hue
        case .saturation: .saturation
        case .color: .color
        case .luminosity: .luminosity
        case .sourceAtop: .sourceAtop
        case .destinationOver: .destinationOver
        case .destinationOut: .destinationOut
        case .plusDarker: .plusDarker
        case .plusLighter: .plusLighter
        }
    }
}

/// `drawingGroup(colorMode:)`'s colour spaces (Accord draws in sRGB).
public enum ColorRenderingMode: Hashable, Sendable { case nonLinear, linear, extendedLinear }

// `RedactionReasons` and `EnvironmentValues.redactionReasons`: Environment/EnvironmentValues+System.swift.

/// Text under `.redacted(reason: .placeholder)`: one rounded bar per line in the text's colour
/// at 16% opacity (SwiftUI draws its placeholder in the foreground style at low opacity; the
/// exact opacity, bar height and radius are reconstructions). Each bar spans the text's frame
/// width (SwiftUI's last line spans that line's own width: approximate for multi-line text)
/// and the middle 70% of its line's height, with a corner radius of a fifth of the bar height.
func redactedPlaceholder(_ request: TextLayoutRequest, frame: CGRect, color: RGBA, context: LayoutContext) -> [DisplayItem] {
    guard frame.width > 0, frame.height > 0 else { return [] }
    let measured = context.textMeasurer.measure(request)
    let lines = max(1, measured.lineCount)
    let lineHeight = frame.height / CGFloat(lines)
    let barHeight = lineHeight * 0.7
    return (0..<lines).map { i in
        let r = CGRect(x: frame.minX, y: frame.minY + CGFloat(i) * lineHeight + (lineHeight - barHeight) / 2,
                       width: frame.width, height: barHeight)
        return DisplayItem.fill(Path(roundedRect: r, cornerRadius: barHeight / 5, style: .continuous), .color(color.withAlpha(0.16)), eoFill: false)
    }
}

extension View {
    /// Sets the colour scheme of the view and its subviews (deprecated in SwiftUI; still used).
    public func colorScheme(_ colorScheme: ColorScheme) -> some View {
        transformEnvironment { $0.colorScheme = colorScheme }
    }
}

// `backgroundStyle(_:)` and `EnvironmentValues.backgroundStyle`: Shapes/InsettableShape.swift.

extension View {
    /// The scene's padding: iOS's default padding (16) on `edges` (approximate: SwiftUI uses the
    /// scene's minimum margins).
    public func scenePadding(_ edges: Edge.Set = .all) -> some View { padding(edges, 16) }
    /// Inert (the shape `ContainerRelativeShape` takes inside widgets).
    public func containerShape<T: InsettableShape>(_ shape: T) -> Self { self }
    /// Inert (text selection needs interaction).
    public func textSelection<S: TextSelectability>(_ selectability: S) -> Self { self }
    /// Inert (hardware keyboards).
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> Self { self }
    /// A keyboard shortcut for the control: accepted and inert (no keyboard in a still frame).
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> Self { self }
    /// An optional keyboard shortcut: accepted and inert.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> Self { self }
}

/// Whether text can be selected.
public protocol TextSelectability {}
/// Text can be selected (SwiftUI's `.enabled`; inert).
public struct EnabledTextSelectability: TextSelectability { public init() {} }
/// Text cannot be selected (SwiftUI's `.disabled`; inert).
public struct DisabledTextSelectability: TextSelectability { public init() {} }
extension TextSelectability where Self == EnabledTextSelectability { public static var enabled: EnabledTextSelectability { .init() } }
extension TextSelectability where Self == DisabledTextSelectability { public static var disabled: DisabledTextSelectability { .init() } }

/// A key of a keyboard shortcut.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// The character the key types.
    public let character: Character
    /// The key that types `character`.
    public init(_ character: Character) { self.character = character }
    /// A key from a character literal: `"a"`.
    public init(extendedGraphemeClusterLiteral c: Character) { character = c }
    /// The up arrow key.
    public static let upArrow = KeyEquivalent("\u{F700}")
    /// The down arrow key.
    public static let downArrow = KeyEquivalent("\u{F701}")
    /// The left arrow key.
    public static let leftArrow = KeyEquivalent("\u{F702}")
    /// The right arrow key.
    public static let rightArrow = KeyEquivalent("\u{F703}")
    /// The escape key.
    public static let escape = KeyEquivalent("\u{1B}")
    /// The delete (backspace) key.
    public static let delete = KeyEquivalent("\u{8}")
    /// The forward-delete key.
    public static let deleteForward = KeyEquivalent("\u{F728}")
    /// The home key.
    public static let home = KeyEquivalent("\u{F729}")
    /// The end key.
    public static let end = KeyEquivalent("\u{F72B}")
    /// The page-up key.
    public static let pageUp = KeyEquivalent("\u{F72C}")
    /// The page-down key.
    public static let pageDown = KeyEquivalent("\u{F72D}")
    /// The clear key.
    public static let clear = KeyEquivalent("\u{F739}")
    /// The tab key.
    public static let tab = KeyEquivalent("\t")
    /// The space bar.
    public static let space = KeyEquivalent(" ")
    /// The return key.
    public static let `return` = KeyEquivalent("\r")
}

/// A keyboard shortcut.
public struct KeyboardShortcut: Hashable, Sendable {
    /// The key pressed.
    public let key: KeyEquivalent
    /// The modifier keys held with it.
    public let modifiers: EventModifiers
    /// A shortcut of `key` with `modifiers` (Command by default, as SwiftUI's).
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }
    /// Return, for the default button of a window or sheet.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape, for the cancel button of a window or sheet.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

extension View {
    /// Rotates the view in 3D about `axis` through `anchor`. Approximate: drawn as the rotation's
    /// orthographic projection (the affine part of the 3D rotation on the x-y plane), without
    /// SwiftUI's perspective foreshortening (`perspective` is ignored); `anchorZ` does not move an
    /// orthographic projection. A half turn about the y axis mirrors the view, as SwiftUI's does.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View {
        drawingEffect(".rotation3DEffect") { frame, items, _ in
            let len = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
            let a = angle.radians
            guard len > 0, len.isFinite, a.isFinite else { return items }
            let x = axis.x / len, y = axis.y / len, z = axis.z / len
            let c = CGFloat(cos(a)), s = CGFloat(sin(a)), t = 1 - c
            // Rodrigues' rotation matrix, rows 0–1 and columns 0–1 (y down, as SwiftUI's space).
            let m00 = t * x * x + c, m01 = t * x * y - s * z
            let m10 = t * x * y + s * z, m11 = t * y * y + c
            let anchorPoint = anchor.point(in: frame), ax = anchorPoint.x, ay = anchorPoint.y
            var g = DrawingGroup(items: items)
            g.transform = CGAffineTransform(translationX: -ax, y: -ay)
                .concatenating(CGAffineTransform(a: m00, b: m10, c: m01, d: m11, tx: 0, ty: 0))
                .concatenating(CGAffineTransform(translationX: ax, y: ay))
            return [.group(g)]
        }
    }
}
