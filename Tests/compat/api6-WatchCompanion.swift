import SwiftUI
import WatchConnectivity
import Combine

/// A phone companion screen in the style of real apps: a session manager that talks to the
/// watch app, "last synced" written by a RelativeDateTimeFormatter, an iOS 26 glass toolbar with
/// glass buttons, and an expanded-width headline.
final class CompanionSession: NSObject, ObservableObject, WCSessionDelegate {
    static let shared = CompanionSession()
    @Published private(set) var isPaired = false
    @Published private(set) var lastError: String?

    func start() {
        guard WCSession.isSupported() else { return }
        WCSession.default.delegate = self
        WCSession.default.activate()
    }

    func send(_ workout: String) {
        WCSession.default.sendMessage(["workout": workout], replyHandler: nil) { error in
            DispatchQueue.main.async { self.lastError = error.localizedDescription }
        }
    }

    func session(_ session: WCSession, activationDidCompleteWith activationState: WCSessionActivationState, error: Error?) {
        DispatchQueue.main.async { self.isPaired = session.isPaired }
    }
    func sessionDidBecomeInactive(_ session: WCSession) {}
    func sessionDidDeactivate(_ session: WCSession) { WCSession.default.activate() }
}

private let syncFormatter: RelativeDateTimeFormatter = {
    let formatter = RelativeDateTimeFormatter()
    formatter.unitsStyle = .full
    formatter.dateTimeStyle = .named
    return formatter
}()

struct CompanionView: View {
    @StateObject private var session = CompanionSession.shared
    let lastSync = Date().addingTimeInterval(-3 * 3600)
    let workouts = ["Morning Run", "Strength", "Evening Walk"]

    var body: some View {
        ZStack(alignment: .bottom) {
            LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom)
                .ignoresSafeArea()
            VStack(alignment: .leading, spacing: 16) {
                Text("Companion")
                    .font(.largeTitle.bold().width(.expanded))
                    .foregroundStyle(.white)
                Label(session.isPaired ? "Watch paired" : "No watch paired", systemImage: "applewatch")
                    .padding(.horizontal, 14)
                    .padding(.vertical, 8)
                    .glassEffect()
                Text("Last synced \(syncFormatter.localizedString(for: lastSync, relativeTo: Date()))")
                    .font(.subheadline)
                    .foregroundStyle(.white.opacity(0.9))
                ForEach(workouts, id: \.self) { workout in
                    HStack {
                        Text(workout).font(.headline)
                        Spacer()
                        Button("Send") { session.send(workout) }
                            .buttonStyle(.glass)
                    }
                    .padding()
                    .glassEffect(.regular.tint(.white.opacity(0.2)), in: .rect(cornerRadius: 18))
                }
                Spacer()
            }
            .padding()

            GlassEffectContainer(spacing: 12) {
                HStack(spacing: 12) {
                    Button("Sync Now") { session.start() }
                        .buttonStyle(.glassProminent)
                    Button {
                    } label: {
                        Image(systemName: "gearshape")
                    }
                    .buttonStyle(.glass)
                }
            }
            .padding(.bottom, 8)
        }
        .onAppear { session.start() }
    }
}

#Preview {
    CompanionView()
}
