// The statement forms a #Preview body may take: the macro's body is a view builder closure, so
// declarations, an explicit `return`, `if`, `try` and @Previewable state all compile in Xcode.
// Each preview shows one Text whose width (10 points a glyph with --fixed-metrics) says which
// value reached it. Checked by Tests/cli/run.sh.
import SwiftUI

final class DetailModel: ObservableObject {
    @Published var title = "model"
    func load() { title = "loaded" }
}

struct DetailView: View {
    @ObservedObject var model: DetailModel
    var body: some View { Text(model.title).accessibilityIdentifier("title") }
}

struct Switcher: View {
    @Binding var isOn: Bool
    var body: some View { Text(isOn ? "on" : "off").accessibilityIdentifier("title") }
}

#Preview("return") {
    let model = DetailModel()
    model.load()
    return DetailView(model: model)
}

#Preview("let then view") {
    let model = DetailModel()
    DetailView(model: model)
}

#Preview("var then view") {
    var model = DetailModel()
    DetailView(model: model)
}

#Preview("try") {
    let titles = try! JSONDecoder().decode([String].self, from: Data(#"["decoded"]"#.utf8))
    let model = DetailModel()
    model.title = titles[0]
    return DetailView(model: model)
}

#Preview("if") {
    let ready = false
    if ready {
        Text("ready").accessibilityIdentifier("title")
    } else {
        Text("waiting").accessibilityIdentifier("title")
    }
}

#Preview("previewable") {
    @Previewable @State var isOn = true
    Switcher(isOn: $isOn)
}

#Preview("previewable, split lines", traits: .sizeThatFitsLayout) {
    @Previewable
    @State var isOn = false
    @Previewable @State var label: String = "unused"
    Switcher(isOn: $isOn)
}
