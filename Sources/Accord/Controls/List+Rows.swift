import Foundation
import AccordLayout

/// A `NavigationLink` in a list row: its label, then UIKit's disclosure indicator — a
/// `chevron.right` in the tertiary label colour at the row's trailing inset. Size: the footnote
/// style (13 pt), semibold (*guess*, matching UITableViewCell's accessory, about 8 × 13 points).
struct ListDisclosureRow<Label: View>: View {
    let label: Label
    var body: some View {
        HStack(spacing: 8) {
            label.frame(maxWidth: .infinity, alignment: .leading)
            Image(systemName: "chevron.right")
                .font(.footnote.weight(.semibold))
                .foregroundStyle(SystemColors.tertiaryLabel)
        }
    }
}
