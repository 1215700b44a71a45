import SwiftUI

// A coloured header that runs under the status bar, and a list below it.
struct ProfileScreen: View {
    var body: some View {
        VStack(spacing: 0) {
            VStack(alignment: .leading, spacing: 4) {
                Text("Ana Lima").font(.title).bold()
                Text("Joined 2021").font(.subheadline)
            }
            .foregroundStyle(.white)
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding()
            .background(Color.indigo)
            List {
                Text("Orders")
                Text("Addresses")
                Text("Payment methods")
            }
        }
    }
}

#Preview("Header") { ProfileScreen() }
