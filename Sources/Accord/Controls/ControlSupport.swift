import Foundation
import AccordLayout

// Shared pieces of the controls: the control size, iOS system colours, a leaf view that draws
// itself, and the environment keys the style modifiers write.

/// `.controlSize(_:)`: how large controls are (bordered button insets, spinner size).
public enum ControlSize: Hashable, Sendable, CaseIterable {
    case mini, small, regular, large, extraLarge
}

struct ControlSizeKey: EnvironmentKey { static let defaultValue = ControlSize.regular }
struct LabelsHiddenKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}

extension View {
    public func controlSize(_ size: ControlSize) -> some View {
        transformEnvironment { $0.controlSize = size }
    }

    /// Hides the labels of toggles, steppers and pickers: the control alone remains (and hugs).
    public func labelsHidden() -> some View {
        transformEnvironment { $0[LabelsHiddenKey.self] = true }
    }
}

/// iOS system colours the controls draw with (UIKit's dynamic colours, light / dark).
enum SystemColors {
    static func dyn(_ light: UInt32, _ la: Double, _ dark: UInt32, _ da: Double) -> Color {
        Color(.dynamic(light: Color.hex(light, la), dark: Color.hex(dark, da)))
    }
    /// `.systemFill` (slider and progress tracks).
    static let systemFill = dyn(0x787880, 0.20, 0x787880, 0.36)
    /// `.secondarySystemFill` (switch off track).
    static let secondarySystemFill = dyn(0x787880, 0.16, 0x787880, 0.32)
    /// `.tertiarySystemFill` (stepper background).
    static let tertiarySystemFill = dyn(0x767680, 0.12, 0x767680, 0.24)
    /// `.separator` (Divider, list separators).
    static let separator = dyn(0x3C3C43, 0.29, 0x545458, 0.60)
    /// `.placeholderText` (TextField prompts).
    static let placeholderText = dyn(0x3C3C43, 0.30, 0xEBEBF5, 0.30)
    /// `.systemGroupedBackground` (behind inset-grouped lists and forms).
    static let groupedBackground = dyn(0xF2F2F7, 1, 0x000000, 1)
    /// `.secondarySystemGroupedBackground` (the cards of inset-grouped lists).
    static let secondaryGroupedBackground = dyn(0xFFFFFF, 1, 0x1C1C1E, 1)
    /// `.systemBackground` (plain lists, text field backgrounds).
    static let background = dyn(0xFFFFFF, 1, 0x000000, 1)
    /// `.label`.
    static let label = dyn(0x000000, 1, 0xFFFFFF, 1)
    /// `.secondaryLabel`.
    static let secondaryLabel = dyn(0x3C3C43, 0.6, 0xEBEBF5, 0.6)
    /// `.tertiaryLabel` (a stepper's disabled half).
    static let tertiaryLabel = dyn(0x3C3C43, 0.3, 0xEBEBF5, 0.3)
    /// `.secondarySystemBackground` (group boxes).
    static let secondaryBackground = dyn(0xF2F2F7, 1, 0x1C1C1E, 1)
    /// `.tertiarySystemBackground` (a group box inside a group box).
    static let tertiaryBackground = dyn(0xFFFFFF, 1, 0x2C2C2E, 1)
    /// `UISwitch`'s default on colour: `.systemGreen`.
    static let switchOn = Color.green
}

/// One colour for a style (the first stop of a gradient).
func resolvedColor(_ style: any ShapeStyle, _ env: EnvironmentValues) -> RGBA {
    switch style._paint(in: .zero, environment: env) {
    case .color(let c): return c
    case .linearGradient(let s, _, _), .radialGradient(let s, _, _, _), .angularGradient(let s, _, _, _):
        return s.first?.color ?? RGBA(0, 0, 0)
    case .meshGradient(let m):
        return m.vertices.first?.color ?? m.background
    }
}

/// The tint in effect: `.tint`, else the accent colour (`accentColor(_:)`'s, else the app's).
/// A tint overrides the accent colour (SwiftUI's `tint(_:)`: "override the default accent
/// color"); controls whose default is not the accent colour (a switch's green) take only a tint.
func tintStyle(_ env: EnvironmentValues) -> AnyShapeStyle {
    env.tint ?? AnyShapeStyle(env.accentColorOverride ?? Color.accentColor)
}

/// A leaf view with its own behaviour that draws itself in its frame: the graphic part of a
/// control (a switch, a slider track, a spinner).
struct _ControlLeaf: View, PrimitiveView {
    let label: String
    /// What the leaf is to the views around it (a toggle's switch…).
    var role: NodeRole = []
    let behaviour: () -> LayoutBehaviour
    let draw: (CGRect, EnvironmentValues, LayoutContext) -> [DisplayItem]

    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        let node = makeNode(behaviour(), label: label, role: role)
        let env = ctx.environment, draw = self.draw
        node.drawing = NodeDrawing(content: { _, frame, context in draw(frame, env, context) })
        return [node]
    }
}

/// Builds any view in place of another (lets a primitive control describe itself with ordinary
/// views chosen from the environment).
struct _Deferred: View, PrimitiveView {
    let make: (BuildContext) -> AnyView
    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] { Accord.makeNodes(make(ctx), ctx) }
}

/// A fill item.
func fillItem(_ path: Path, _ color: RGBA) -> DisplayItem { .fill(path, .color(color), eoFill: false) }

/// A soft drop shadow under items (the knobs of switches and sliders).
func shadowed(_ items: [DisplayItem], radius: CGFloat = 2, y: CGFloat = 1, alpha: Double = 0.2) -> DisplayItem {
    var g = DrawingGroup(items: items)
    g.shadow = Shadow(color: RGBA(0, 0, 0, alpha), radius: radius, offset: CGSize(width: 0, height: y))
    return .group(g)
}

/// A part of a style's configuration — a control's label, content, icon, value label — as the
/// style receives it: the view the control was given, type-erased, built where the style puts
/// it. SwiftUI names each part's type (`ButtonStyleConfiguration.Label`,
/// `GaugeStyleConfiguration.CurrentValueLabel`…), so each is a struct of its own; what they do is
/// written once, here.
protocol StyleConfigurationPart: PrimitiveView {
    var base: AnyView { get }
}

extension StyleConfigurationPart {
    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] { base.makeNodes(ctx) }
}

/// Type-erased style boxes stored in the environment.
struct _StyleBox<Configuration>: @unchecked Sendable {
    let make: (Configuration) -> AnyView
}

/// The styles set for one kind of control, outermost first: `.buttonStyle(A).buttonStyle(B)`
/// stores `[B, A]`, so the innermost modifier (A) is the one a button uses, as in SwiftUI.
struct _StyleStack<Configuration>: @unchecked Sendable {
    var boxes: [_StyleBox<Configuration>] = []
}

/// Builds a control through the style in effect (the innermost one set with the style
/// modifier, else `fallback`). The style's body is built without that style in the
/// environment, so a body that builds the control again from its configuration
/// (`Button(configuration)`, `Toggle(configuration)`, `ProgressView(configuration)`…) gets the
/// next style out, and finally the default one, as SwiftUI does.
func buildStyled<K: EnvironmentKey, C>(_ key: K.Type, _ configuration: C, fallback: _StyleBox<C>,
                                       _ ctx: BuildContext) -> [LayoutNode] where K.Value == _StyleStack<C> {
    var stack = ctx.environment[key]
    let style = stack.boxes.popLast() ?? fallback
    let inner = ctx.with { $0[key] = stack }
    let body = EnvironmentValues.$current.withValue(inner.environment) { style.make(configuration) }
    return Accord.makeNodes(body, inner)
}

extension View {
    /// Pushes a style for one kind of control (`.buttonStyle`, `.toggleStyle`…).
    func pushStyle<K: EnvironmentKey, C>(_ key: K.Type, _ box: _StyleBox<C>) -> some View where K.Value == _StyleStack<C> {
        transformEnvironment { $0[key].boxes.append(box) }
    }
}


