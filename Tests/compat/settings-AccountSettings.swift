import SwiftUI

enum Appearance: String, CaseIterable, Identifiable {
    case system = "System"
    case light = "Light"
    case dark = "Dark"
    var id: String { rawValue }
}

struct AccountSettingsView: View {
    @State private var displayName = "Grace Hopper"
    @State private var email = "grace@example.com"
    @State private var pushEnabled = true
    @State private var weeklyDigest = false
    @State private var appearance = Appearance.system
    @State private var fontScale = 1.0

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    HStack(spacing: 12) {
                        Image(systemName: "person.crop.circle.fill")
                            .font(.largeTitle)
                            .foregroundStyle(.blue)
                        VStack(alignment: .leading, spacing: 2) {
                            Text(displayName).font(.headline)
                            Text(email).font(.subheadline).foregroundStyle(.secondary)
                        }
                    }
                    .padding(.vertical, 4)
                }

                Section("Profile") {
                    TextField("Display name", text: $displayName)
                    TextField("Email", text: $email)
                }

                Section("Notifications") {
                    Toggle("Push notifications", isOn: $pushEnabled)
                    Toggle("Weekly digest", isOn: $weeklyDigest)
                }

                Section("Display") {
                    Picker("Appearance", selection: $appearance) {
                        ForEach(Appearance.allCases) { option in
                            Text(option.rawValue).tag(option)
                        }
                    }
                    Slider(value: $fontScale, in: 0.8...1.4)
                }

                Section {
                    Button("Sign Out") {}
                        .foregroundStyle(.red)
                }
            }
            .navigationTitle("Settings")
        }
    }
}

#Preview {
    AccountSettingsView()
}
