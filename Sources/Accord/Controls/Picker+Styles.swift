import Foundation
import AccordLayout

/// How iOS 17 draws the menu and wheel `Picker` styles (Picker.swift picks one).
///
/// - Menu (`.automatic`, `.menu`) **outside a list**: a compact button — the selected option,
///   then the `chevron.up.chevron.down` symbol, in the tint colour; the label is not shown
///   (Apple, "Pickers" in the HIG: a menu picker shows its current value and opens a menu; the
///   button hugs its content instead of stretching across the row).
/// - Menu **in a `List`/`Form` row**: the label leading, the selected option and the chevrons
///   trailing in the secondary label colour (iOS 16 and later).
/// - `.wheel`: `UIPickerView`'s drum, 216 points tall (UIKit's default picker height), rows 32
///   points apart at the centre (*guess* after UIKit's row height), the selected row centred on a
///   rounded band of `.tertiarySystemFill` (corner radius 8, 8 points in from the sides;
///   *guess*), the other rows placed on the drum's circle (radius 108, the half height): a row k
///   steps away sits sin(32k/108) × 108 from the centre, squashed vertically by and faded to
///   cos(32k/108); the options in a 20-point font (*guess*), the label not shown.
enum PickerLooks {
    static let chevrons = "chevron.up.chevron.down"
}

/// The selected option and the up/down chevrons of a menu picker.
struct MenuPickerValue<Content: View>: View {
    let content: Content
    let selection: AnyHashable
    /// Filled with the options while built in the live preview (its menu lists them).
    var options: MenuOptions?
    var body: some View {
        HStack(spacing: ControlMetrics.menuPickerChevronSpacing) {
            Group { content }.selectedOption(selection, options: options)
            Image(systemName: PickerLooks.chevrons)
                .font(.footnote.weight(.semibold))
        }
    }
}

/// `UIPickerView`'s drum: the layout of the rows around the selected one.
struct WheelPickerBehaviour: LayoutBehaviour {
    let selected: Int
    init(selected: Int) { self.selected = selected }

    /// Centre offset, vertical squash and opacity of the row `k` steps from the selected one;
    /// nil when it is round the back of the drum.
    static func place(_ k: Int) -> (dy: CGFloat, squash: CGFloat)? {
        let r = ControlMetrics.wheelHeight / 2
        let theta = CGFloat(k) * ControlMetrics.wheelRowHeight / r
        guard abs(theta) < .pi / 2 - 0.15 else { return nil }
        return (r * sin(theta), cos(theta))
    }

    func sizeThatFits(_ p: ProposedViewSize, node: LayoutNode, context: LayoutContext) -> CGSize {
        let widest = node.children.map { $0.sizeThatFits(.unspecified, context: context).width }.max() ?? 0
        return CGSize(width: p.width ?? widest + ControlMetrics.wheelHorizontalPadding, height: ControlMetrics.wheelHeight)
    }

    func placements(node: LayoutNode, in bounds: CGRect, proposal: ProposedViewSize,
                             context: LayoutContext) -> [Placement] {
        node.children.enumerated().map { i, child in
            let s = child.sizeThatFits(.unspecified, context: context)
            let dy = Self.place(i - selected)?.dy ?? 10_000
            return Placement(origin: CGPoint(x: bounds.midX - s.width / 2, y: bounds.midY + dy - s.height / 2),
                             proposal: .unspecified, size: s)
        }
    }
}

extension View {
    /// The options drawn as a wheel (see `PickerLooks`). `band: false` leaves out the selection
    /// band (a wheel date picker draws one band across all its columns).
    func wheelPicker(_ selection: AnyHashable, band: Bool = true) -> some View {
        nodeModifier { content, ctx in
            let primary = content(ctx.with { $0.font = .system(size: ControlMetrics.wheelFontSize) })
            guard !primary.isEmpty else { return [] }
            let chosen = selectedIndex(primary, selection)
            let rows = primary.enumerated().map { i, option -> LayoutNode in
                let k = i - chosen
                let place = WheelPickerBehaviour.place(k)
                let drawing = option.drawing ?? NodeDrawing()
                let inner = drawing.effect
                drawing.effect = { node, frame, drawn in
                    let items = inner?(node, frame, drawn) ?? drawn
                    guard let place else { return [] }
                    var g = DrawingGroup(items: items)
                    g.opacity = k == 0 ? 1 : Double(place.squash) * 0.55
                    g.transform = CGAffineTransform(translationX: 0, y: -frame.midY)
                        .concatenating(CGAffineTransform(scaleX: 1, y: place.squash))
                        .concatenating(CGAffineTransform(translationX: 0, y: frame.midY))
                    return [.group(g)]
                }
                option.drawing = drawing
                return option
            }
            let wheel = makeNode(WheelPickerBehaviour(selected: chosen), children: rows, label: "Picker (wheel)")
            let env = ctx.environment
            wheel.drawing = NodeDrawing(
                content: { _, frame, _ in
                    guard band else { return [] }
                    let inset = ControlMetrics.wheelBandInset, height = ControlMetrics.wheelBandHeight
                    let band = CGRect(x: frame.minX + inset, y: frame.midY - height / 2,
                                      width: max(0, frame.width - 2 * inset), height: height)
                    return [.fill(Path(roundedRect: band, cornerRadius: ControlMetrics.wheelBandCornerRadius, style: .continuous),
                                  SystemColors.tertiarySystemFill._paint(in: band, environment: env), eoFill: false)]
                },
                effect: { _, frame, items in
                    var g = DrawingGroup(items: items)
                    g.clip = Path(frame)
                    return [.group(g)]
                })
            return [wheel]
        }
    }
}

// MARK: Inline and navigation-link pickers

/// How iOS draws the `.inline` and `.navigationLink` picker styles in a `List` or `Form`:
/// - `.inline`: each option in a row of its own, the selected one with a checkmark at the
///   trailing edge in the tint (the look of `UITableViewCell.AccessoryType.checkmark`); the
///   label is not shown. Outside a list iOS draws the inline style as the wheel.
/// - `.navigationLink`: one row as a `NavigationLink` draws it — the label, the selected option
///   in the secondary colour, the disclosure chevron.
enum InlinePickerLooks {
    /// The checkmark: body text, semibold (*approximate* weight), in the tint.
    static let checkmarkWeight: Font.Weight = .semibold
}

extension View {
    /// The options as list rows, the selected one checked (`.inline` in a list).
    func inlinePickerRows(_ selection: AnyHashable) -> some View {
        nodeModifier { content, ctx in
            let options = content(ctx)
            guard !options.isEmpty else { return [] }
            let chosen = selectedIndex(options, selection)
            return options.enumerated().flatMap { i, option -> [LayoutNode] in
                let image = Image(systemName: "checkmark").fontWeight(InlinePickerLooks.checkmarkWeight).foregroundStyle(.tint)
                // Unchecked rows keep the mark's space (their text wraps at the same width).
                let mark = i == chosen ? AnyView(image) : AnyView(image.hidden())
                let row = HStack(spacing: ControlMetrics.listAccessorySpacing) {
                    _Node(node: option).frame(maxWidth: .infinity, alignment: .leading)
                    mark
                }
                return Accord.makeNodes(row, ctx.child(.part(7000 + i)))
            }
        }
    }
}

/// An already built node placed as a view.
struct _Node: View, PrimitiveView {
    let node: LayoutNode
    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] { [node] }
}
