// Seed 002 实战二：表单页与 Group
import SwiftUI

struct SettingsForm: View {
    @State private var reminderOn = true
    @State private var interval = 3

    var body: some View {
        Form {
            Section("提醒") {
                Toggle("接收浇水提醒", isOn: $reminderOn)
                if reminderOn {
                    Stepper("每 \(interval) 天", value: $interval, in: 2...15)
                }
            }
            Section("危险区") {
                Button("清空花园记录", role: .destructive) { }
            }
        }
    }
}

#Preview("SettingsForm") { SettingsForm() }
