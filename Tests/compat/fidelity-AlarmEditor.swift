import SwiftUI

enum Mood: String, CaseIterable, Identifiable {
    case happy, calm, tired
    var id: Self { self }
    var symbol: String {
        switch self {
        case .happy: return "sun.max"
        case .calm: return "leaf"
        case .tired: return "moon.zzz"
        }
    }
}

struct AlarmEditor: View {
    @State private var wakeUp = Date(timeIntervalSince1970: 1_764_581_460)
    @State private var mood: Mood = .calm

    var body: some View {
        NavigationStack {
            Form {
                Section("Wake up") {
                    DatePicker("Time", selection: $wakeUp, displayedComponents: .hourAndMinute)
                        .datePickerStyle(.wheel)
                        .labelsHidden()
                }
                Section("Mood") {
                    Picker("Mood", selection: $mood) {
                        ForEach(Mood.allCases) { mood in
                            Label(mood.rawValue.capitalized, systemImage: mood.symbol)
                        }
                    }
                    .pickerStyle(.palette)
                }
                Section {
                    ZStack(alignment: .leading) {
                        NavigationLink(destination: Text("Sounds")) { EmptyView() }
                        Text("Sound 🤼‍♂️")
                    }
                }
            }
            .navigationTitle("Alarm")
        }
    }
}

#Preview { AlarmEditor() }
