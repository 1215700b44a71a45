import SwiftUI
struct Seg: View {
    @State private var mode = "Week"
    @State private var flavor = 2
    var body: some View {
        VStack(spacing: 20) {
            Picker("Range", selection: $mode) {
                Text("Day").tag("Day")
                Text("Week").tag("Week")
                Text("Month").tag("Month")
            }
            .pickerStyle(.segmented)
            .accessibilityIdentifier("seg")
            Picker("Flavor", selection: $flavor) {
                Text("Vanilla").tag(1)
                Text("Chocolate").tag(2)
            }
        }
        .padding()
    }
}
#Preview("Seg", traits: .fixedLayout(width: 360, height: 160)) { Seg() }
