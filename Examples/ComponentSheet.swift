// Component sheet (issues 14, 20): every control and list style as iOS 17–18 draws it, light and dark, at the default and the xxxLarge Dynamic Type size — the page to judge the look against iPhone screenshots.
import SwiftUI

struct ButtonsSheet: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack(spacing: 8) {
                Button("Automatic") {}
                Button("Bordered") {}.buttonStyle(.bordered)
                Button("Prominent") {}.buttonStyle(.borderedProminent)
            }
            HStack(spacing: 8) {
                Button("Mini") {}.buttonStyle(.borderedProminent).controlSize(.mini)
                Button("Small") {}.buttonStyle(.borderedProminent).controlSize(.small)
                Button("Regular") {}.buttonStyle(.borderedProminent).controlSize(.regular)
                Button("Large") {}.buttonStyle(.borderedProminent).controlSize(.large)
            }
            HStack(spacing: 8) {
                Button("Delete", role: .destructive) {}.buttonStyle(.bordered)
                Button("Capsule") {}.buttonStyle(.bordered).buttonBorderShape(.capsule)
                Button("Disabled") {}.buttonStyle(.borderedProminent).disabled(true)
                Button("Plain") {}.buttonStyle(.plain)
            }
            Button { } label: { Label("Add to Cart", systemImage: "cart").frame(maxWidth: .infinity) }
                .buttonStyle(.borderedProminent).controlSize(.large)
            HStack(spacing: 12) {
                Label("Title and icon", systemImage: "star")
                Label("Icon only", systemImage: "heart.fill").labelStyle(.iconOnly)
                Label("Title only", systemImage: "bolt").labelStyle(.titleOnly)
            }
            HStack(spacing: 12) {
                ForEach(["leaf.fill", "trash.slash", "heart.fill", "star.fill", "flame.fill", "checkmark.circle.fill", "minus.circle.fill", "exclamationmark.triangle.fill"], id: \.self) {
                    Image(systemName: $0).symbolRenderingMode(.multicolor)
                }
                Image(systemName: "plus.circle.fill").symbolRenderingMode(.hierarchical)
                Image(systemName: "xmark.circle.fill").symbolRenderingMode(.palette).foregroundStyle(.white, .red)
            }.font(.title2)
        }
        .padding()
    }
}

struct InputsSheet: View {
    @State var on = true
    @State var off = false
    @State var choice = 1
    @State var value = 0.4
    @State var text = ""
    @State var date = Date(timeIntervalSince1970: 1_700_000_000)
    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Toggle("Switch", isOn: $on)
            HStack { Toggle("Button toggle", isOn: $on).toggleStyle(.button); Toggle("Off", isOn: $off).toggleStyle(.button) }
            Picker("Segmented", selection: $choice) { Text("One").tag(0); Text("Two").tag(1); Text("Three").tag(2) }
                .pickerStyle(.segmented)
            HStack { Text("Menu picker"); Spacer(); Picker("Menu", selection: $choice) { Text("One").tag(0); Text("Two").tag(1) }.pickerStyle(.menu) }
            Slider(value: $value) { Text("Slider") } minimumValueLabel: { Image(systemName: "tortoise") } maximumValueLabel: { Image(systemName: "hare") }
            Stepper("Stepper: \(choice)", value: $choice, in: 0...5)
            ProgressView(value: 0.6)
            HStack(spacing: 16) {
                ProgressView()
                ProgressView().controlSize(.large)
                Gauge(value: 0.7) { Text("CPU") }.gaugeStyle(.accessoryCircularCapacity)
                Gauge(value: 0.4) { Text("Mem") } currentValueLabel: { Text("40") }.gaugeStyle(.accessoryCircular)
                Gauge(value: 0.5) { Text("Disk") }.gaugeStyle(.accessoryLinearCapacity).frame(width: 100)
            }
            TextField("Plain text field", text: $text)
            TextField("Rounded border", text: $text).textFieldStyle(.roundedBorder)
            SecureField("Password", text: $text).textFieldStyle(.roundedBorder)
            DatePicker("Compact date", selection: $date, displayedComponents: .date)
        }
        .padding()
    }
}

struct ListsSheet: View {
    let style: Int
    var body: some View {
        let list = List {
            Section("Section header") {
                Label("Wi-Fi", systemImage: "wifi")
                Label("Bluetooth", systemImage: "b.circle")
                Label("Cellular", systemImage: "antenna.radiowaves.left.and.right")
                NavigationLink("General") { Text("Detail") }
                Text("Plain row")
            }
            Section { Toggle("Airplane Mode", isOn: .constant(true)) } footer: { Text("Footer text explains the section.") }
        }
        switch style {
        case 0: list.listStyle(.insetGrouped)
        case 1: list.listStyle(.plain)
        case 2: list.listStyle(.grouped)
        default: list.listStyle(.sidebar)
        }
    }
}

struct PickersSheet: View {
    @State var flavor = "Vanilla"
    @State var size = 1
    var body: some View {
        NavigationStack {
            Form {
                Section("Inline") {
                    Picker("Flavor", selection: $flavor) {
                        ForEach(["Chocolate", "Vanilla", "Strawberry"], id: \.self) { Text($0) }
                    }.pickerStyle(.inline)
                }
                Section("Navigation link and menu") {
                    Picker("Size", selection: $size) { Text("Small").tag(0); Text("Medium").tag(1); Text("Large").tag(2) }
                        .pickerStyle(.navigationLink)
                    Picker("Menu", selection: $size) { Text("Small").tag(0); Text("Medium").tag(1); Text("Large").tag(2) }
                    Picker("Segmented", selection: $size) { Text("S").tag(0); Text("M").tag(1); Text("L").tag(2) }
                        .pickerStyle(.segmented)
                }
                Section("Palette and wheel") {
                    Picker("Reaction", selection: $size) {
                        Label("Like", systemImage: "hand.thumbsup").tag(0)
                        Label("Love", systemImage: "heart").tag(1)
                        Label("Star", systemImage: "star").tag(2)
                    }
                    .pickerStyle(.palette)
                    DatePicker("Alarm", selection: .constant(Date(timeIntervalSince1970: 1_700_000_000)),
                               displayedComponents: .hourAndMinute)
                        .datePickerStyle(.wheel)
                        .labelsHidden()
                }
                Section("Disabled") {
                    Button("Disabled button") {}.disabled(true)
                    Button("Destructive", role: .destructive) {}
                }
            }
            .navigationTitle("Pickers")
        }
        .environment(\.timeZone, TimeZone(identifier: "UTC")!)
    }
}

struct DateSheet: View {
    @State var date = Date(timeIntervalSince1970: 1_700_000_000)
    var body: some View {
        Form {
            DatePicker("Start", selection: $date).datePickerStyle(.graphical)
            DatePicker("Compact", selection: $date, displayedComponents: .date)
        }
        .environment(\.timeZone, TimeZone(identifier: "UTC")!)
    }
}

struct MoreControlsSheet: View {
    @State var open = true
    @State var color = Color.orange
    @State var notes = "Notes wrap in a text editor."
    @State var size = 1
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            GroupBox("Group box") { Text("Content on the secondary grouped background.") }
            DisclosureGroup("Disclosure group", isExpanded: $open) { Text("Revealed content") }
            DisclosureGroup("Collapsed group") { Text("Hidden") }
            HStack {
                Menu("Menu") { Button("First") {}; Button("Second") {} }
                Spacer()
                Link("Link", destination: URL(string: "https://www.apple.com")!)
                Spacer()
                ColorPicker("Colour", selection: $color).fixedSize()
            }
            TextEditor(text: $notes).frame(height: 60).border(Color.secondary.opacity(0.3))
            Picker("Wheel", selection: $size) { Text("Small").tag(0); Text("Medium").tag(1); Text("Large").tag(2) }
                .pickerStyle(.wheel)
        }
        .padding()
    }
}

struct EditModeSheet: View {
    @State var fruits = ["Apple", "Banana", "Cherry"]
    var body: some View {
        NavigationStack {
            List {
                Section("Edit mode: delete and reorder") {
                    ForEach(fruits, id: \.self) { Text($0) }
                        .onDelete { fruits.remove(atOffsets: $0) }
                        .onMove { fruits.move(fromOffsets: $0, toOffset: $1) }
                }
                Section("Badges") {
                    Label("Inbox", systemImage: "tray").badge(12)
                    Label("Drafts", systemImage: "doc").badge("New")
                }
            }
            .navigationTitle("Editing")
            .toolbar { EditButton() }
        }
        .environment(\.editMode, .constant(.active))
    }
}

#Preview("Buttons") { ButtonsSheet() }
#Preview("Buttons dark") { ButtonsSheet().preferredColorScheme(.dark) }
#Preview("Inputs") { InputsSheet() }
#Preview("Inputs dark") { InputsSheet().preferredColorScheme(.dark) }
#Preview("Buttons xxxLarge") { ButtonsSheet().dynamicTypeSize(.xxxLarge) }
#Preview("Inputs xxxLarge") { InputsSheet().dynamicTypeSize(.xxxLarge) }
#Preview("insetGrouped") { NavigationStack { ListsSheet(style: 0).navigationTitle("insetGrouped") } }
#Preview("plain") { NavigationStack { ListsSheet(style: 1).navigationTitle("plain") } }
#Preview("grouped dark") { NavigationStack { ListsSheet(style: 2).navigationTitle("grouped") }.preferredColorScheme(.dark) }
#Preview("Pickers") { PickersSheet() }
#Preview("Pickers dark") { PickersSheet().preferredColorScheme(.dark) }
#Preview("Date pickers") { DateSheet() }
#Preview("Date pickers dark") { DateSheet().preferredColorScheme(.dark) }
#Preview("sidebar") { NavigationStack { ListsSheet(style: 3).navigationTitle("sidebar") } }
#Preview("More controls") { MoreControlsSheet() }
#Preview("More controls dark") { MoreControlsSheet().preferredColorScheme(.dark) }
#Preview("Edit mode") { EditModeSheet() }
#Preview("Edit mode dark") { EditModeSheet().preferredColorScheme(.dark) }
#Preview("insetGrouped xxxLarge") { NavigationStack { ListsSheet(style: 0).navigationTitle("insetGrouped") }.dynamicTypeSize(.xxxLarge) }
#Preview("Pickers xxxLarge") { PickersSheet().dynamicTypeSize(.xxxLarge) }
#Preview("More controls xxxLarge") { MoreControlsSheet().dynamicTypeSize(.xxxLarge) }
