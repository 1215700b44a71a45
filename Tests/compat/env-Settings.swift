import SwiftUI

enum AppTheme: String, CaseIterable, Identifiable {
    case system, light, dark
    var id: String { rawValue }
}

private struct CardStyleKey: EnvironmentKey {
    static let defaultValue: CGFloat = 12
}

extension EnvironmentValues {
    var cardCornerRadius: CGFloat {
        get { self[CardStyleKey.self] }
        set { self[CardStyleKey.self] = newValue }
    }
}

struct SettingsScreen: View {
    @AppStorage("username") private var username = "Taylor"
    @AppStorage("notifications") private var notifications = true
    @AppStorage("theme") private var theme: AppTheme = .system
    @AppStorage("lastOpened") private var lastOpened: String?
    @SceneStorage("settings.tab") private var tab = 0
    @FocusState private var nameFocused: Bool
    @ScaledMetric(relativeTo: .body) private var iconSize: CGFloat = 28
    @Environment(\.dismiss) private var dismiss
    @Environment(\.openURL) private var openURL
    @Environment(\.horizontalSizeClass) private var sizeClass
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.cardCornerRadius) private var radius
    @Environment(\.locale) private var locale
    @Environment(\.editMode) private var editMode

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack {
                Image(systemName: "person.crop.circle.fill")
                    .resizable()
                    .frame(width: iconSize, height: iconSize)
                TextField("Name", text: $username)
                    .focused($nameFocused)
                    .submitLabel(.done)
            }
            Toggle("Notifications", isOn: $notifications)
            Picker("Theme", selection: $theme) {
                ForEach(AppTheme.allCases) { Text($0.rawValue.capitalized).tag($0) }
            }
            Text(sizeClass == .compact ? "Compact width" : "Regular width")
                .font(.footnote)
                .foregroundStyle(.secondary)
            Text("Locale: \(locale.identifier)").font(.caption)
            if editMode?.wrappedValue.isEditing == true {
                Text("Editing")
            }
            Button("Done") {
                nameFocused = false
                dismiss()
            }
            .buttonStyle(.borderedProminent)
        }
        .padding()
        .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: radius))
        .padding()
    }
}

#Preview {
    SettingsScreen()
        .environment(\.cardCornerRadius, 20)
}

#Preview("Large type") {
    SettingsScreen()
        .environment(\.sizeCategory, .accessibilityLarge)
}
