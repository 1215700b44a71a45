import SwiftUI

struct ThemeSettings: View {
    @State private var accent = Color.purple
    @State private var background = Color(red: 0.95, green: 0.95, blue: 0.9)

    var body: some View {
        Form {
            Section("Theme") {
                ColorPicker("Accent", selection: $accent)
                ColorPicker("Background", selection: $background, supportsOpacity: false)
                LabeledContent("Font", value: "SF Pro")
                LabeledContent("Size") {
                    Text(17, format: .number)
                }
            }
            Section {
                ControlGroup {
                    Button("Left") {}
                    Button("Center") {}
                    Button("Right") {}
                }
            }
            ColorPicker("Hidden label", selection: $accent).labelsHidden()
        }
    }
}

#Preview {
    ThemeSettings()
}
