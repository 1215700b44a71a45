import SwiftUI

// Custom styles as apps write them, applied directly and through the environment.

struct PrimaryButtonStyle: ButtonStyle {
    var color: Color = .blue

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .foregroundStyle(.white)
            .frame(maxWidth: .infinity)
            .padding(.vertical, 14)
            .background(configuration.role == .destructive ? Color.red : color)
            .clipShape(RoundedRectangle(cornerRadius: 12, style: .continuous))
            .scaleEffect(configuration.isPressed ? 0.97 : 1)
            .opacity(configuration.isPressed ? 0.8 : 1)
    }
}

extension ButtonStyle where Self == PrimaryButtonStyle {
    static var primary: PrimaryButtonStyle { PrimaryButtonStyle() }
}

struct LoggingButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(configuration)
            .onTapGesture { configuration.trigger() }
    }
}

struct CheckboxToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack {
                Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
                    .foregroundStyle(configuration.isOn ? Color.accentColor : .secondary)
                configuration.label
            }
        }
        .buttonStyle(.plain)
    }
}

struct VerticalLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 4) {
            configuration.icon.font(.title2)
            configuration.title.font(.caption)
        }
    }
}

struct BarProgressStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        let fraction = configuration.fractionCompleted ?? 0
        return VStack(alignment: .leading, spacing: 6) {
            configuration.label
            GeometryReader { proxy in
                ZStack(alignment: .leading) {
                    Capsule().fill(Color.gray.opacity(0.2))
                    Capsule().fill(Color.green).frame(width: proxy.size.width * fraction)
                }
            }
            .frame(height: 8)
            Text("\(Int(fraction * 100))%").font(.caption.bold())
        }
    }
}

struct BadgeGaugeStyle: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Spacer()
            configuration.currentValueLabel
                .padding(6)
                .background(Color.orange.opacity(0.2), in: Capsule())
        }
    }
}

struct OutlinedFieldStyle: TextFieldStyle {
    func _body(configuration: TextField<Self._Label>) -> some View {
        configuration
            .padding(12)
            .background(
                RoundedRectangle(cornerRadius: 10)
                    .stroke(Color.gray.opacity(0.5), lineWidth: 1)
            )
    }
}

struct CardGroupBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            configuration.label.font(.headline)
            configuration.content
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 16))
    }
}

struct StylesScreen: View {
    @State private var notifications = true
    @State private var email = ""

    var body: some View {
        ScrollView {
            VStack(spacing: 16) {
                Button("Continue") {}
                    .buttonStyle(.primary)
                Button("Delete account", role: .destructive) {}
                    .buttonStyle(PrimaryButtonStyle())
                HStack {
                    Button("Bordered") {}.buttonStyle(.bordered)
                    Button("Prominent") {}.buttonStyle(.borderedProminent)
                    Button("Logged") {}.buttonStyle(LoggingButtonStyle())
                }
                Toggle("Notifications", isOn: $notifications)
                    .toggleStyle(CheckboxToggleStyle())
                HStack(spacing: 24) {
                    Label("Home", systemImage: "house")
                    Label("Search", systemImage: "magnifyingglass")
                    Label("Profile", systemImage: "person")
                }
                .labelStyle(VerticalLabelStyle())
                HStack {
                    Label("Icon only", systemImage: "star").labelStyle(.iconOnly)
                    Label("Title only", systemImage: "star").labelStyle(.titleOnly)
                }
                ProgressView("Upload", value: 0.62).progressViewStyle(BarProgressStyle())
                ProgressView(value: 0.3).progressViewStyle(.linear)
                Gauge(value: 72, in: 0...100) {
                    Text("Battery")
                } currentValueLabel: {
                    Text("72%")
                }
                .gaugeStyle(BadgeGaugeStyle())
                TextField("Email", text: $email)
                    .textFieldStyle(OutlinedFieldStyle())
                TextField("Name", text: $email)
                    .textFieldStyle(.roundedBorder)
                GroupBox("Account") {
                    Text("Signed in as Jane")
                    Text("Plan: Pro").foregroundStyle(.secondary)
                }
                .groupBoxStyle(CardGroupBoxStyle())
                Menu("Sort") {
                    Button("Name") {}
                    Button("Date") {}
                }
                .menuStyle(.button)
                .buttonStyle(.bordered)
                DatePicker("Due", selection: .constant(Date()), displayedComponents: .date)
                    .datePickerStyle(.compact)
            }
            .padding()
        }
    }
}

#Preview {
    StylesScreen()
}
