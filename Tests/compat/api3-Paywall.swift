import SwiftUI
import StoreKit

struct PaywallView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var isPro = false

    var body: some View {
        SubscriptionStoreView(groupID: "21450933") {
            VStack(spacing: 12) {
                Image(systemName: "sparkles")
                    .font(.system(size: 56))
                    .foregroundStyle(.yellow)
                Text("Journal Pro")
                    .font(.largeTitle.bold())
                Text("Unlimited entries, themes and iCloud sync.")
                    .multilineTextAlignment(.center)
                    .foregroundStyle(.secondary)
            }
            .padding()
        }
        .subscriptionStoreControlStyle(.prominentPicker)
        .subscriptionStoreButtonLabel(.multiline)
        .storeButton(.visible, for: .restorePurchases)
        .storeButton(.hidden, for: .cancellation)
        .subscriptionStatusTask(for: "21450933") { statuses in
            isPro = statuses.contains { $0.state == .subscribed }
        }
        .task {
            for await result in Transaction.updates {
                if case .verified(let transaction) = result {
                    await transaction.finish()
                }
            }
        }
    }
}

struct TipJarView: View {
    @State private var products: [Product] = []

    var body: some View {
        NavigationStack {
            List {
                Section("Tips") {
                    ProductView(id: "tip.small") {
                        Image(systemName: "cup.and.saucer.fill")
                            .font(.title)
                            .foregroundStyle(.brown)
                    }
                    ProductView(id: "tip.large")
                        .productViewStyle(.compact)
                }
                Section {
                    Button("Restore Purchases") {
                        Task { try? await AppStore.sync() }
                    }
                }
            }
            .navigationTitle("Tip Jar")
            .task {
                products = (try? await Product.products(for: ["tip.small", "tip.large"])) ?? []
            }
        }
    }
}

#Preview("Paywall") {
    PaywallView()
}

#Preview("Tip jar") {
    TipJarView()
}
