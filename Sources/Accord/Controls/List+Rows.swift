import Foundation
import AccordLayout

/// A `NavigationLink` in a list row: its label, then UIKit's disclosure indicator — a
/// `chevron.right` in the tertiary label colour at the row's trailing inset. Size: the footnote
/// style (13 pt), semibold (*guess*, matching UITableViewCell's accessory, about 8 × 13 points).
///
/// The indicator is the row's accessory, not part of the label: the link spans the row whatever
/// its label, so a link whose label is `EmptyView` (the `ZStack { NavigationLink { EmptyView() };
/// Text(…) }` idiom of real apps) still draws its chevron at the row's trailing edge, as iOS
/// does, not at the leading edge where a chevron-sized view would sit.
struct ListDisclosureRow<Label: View>: View {
    let label: Label
    var body: some View {
        HStack(spacing: ControlMetrics.listAccessorySpacing) {
            label.frame(maxWidth: .infinity, alignment: .leading)
            Image(systemName: "chevron.right")
                .font(.footnote.weight(.semibold))
                .foregroundStyle(SystemColors.tertiaryLabel)
        }
        .frame(maxWidth: .infinity, alignment: .trailing)
    }
}
