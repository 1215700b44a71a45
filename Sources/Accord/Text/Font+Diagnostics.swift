import Foundation
import AccordLayout
internal import AccordText

extension BuildContext {
    /// Reports a `Font.custom` name that no registered font has (as a family, PostScript or full
    /// name) in the layout's diagnostics, naming the API that fixes it. SwiftUI falls back to
    /// the system font silently; Accord falls back the same way and says so. Only when text is
    /// measured with Pango (a fixed-metric measurer has no fonts to miss).
    func checkFontName(_ name: String) {
        guard let pango = AccordDefaults.textMeasurer as? PangoTextSystem, !pango.hasFont(named: name) else { return }
        diagnostics.add("Font.custom(\"\(name)\", …): no font with this family, PostScript or full name is registered; "
                        + "drawn in the system font. Register its file with registerFont(file:) (it returns the family names)")
    }
}
