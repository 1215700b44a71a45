import SwiftUI
import UIKit

// The app's entry point with a UIKit app delegate, a sheet whose dismissal is observed through
// a presentation delegate, and an old-style preview on a named device.
final class AppDelegate: NSObject, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        UINavigationBar.appearance().tintColor = .systemIndigo
        return true
    }
}

struct ShellApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
    var body: some Scene {
        WindowGroup { WelcomeView(subtitle: nil) }
    }
}

final class SheetObserver: NSObject, UIAdaptivePresentationControllerDelegate {
    var onDismiss: () -> Void = {}
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { onDismiss() }
}

struct WelcomeView: View {
    var subtitle: Text?
    @State private var start = Date(timeIntervalSince1970: 1_700_000_000)

    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: "arrow.right.circle.fill")
                .font(.system(size: 56))
                .foregroundStyle(.tint)
                .flipsForRightToLeftLayoutDirection(true)
            Text("Welcome").font(.largeTitle.bold())
            subtitle
            Form {
                DatePicker("Starts", selection: $start, in: Date(timeIntervalSince1970: 0)..., displayedComponents: .date)
                DatePicker(selection: $start, in: ...Date(timeIntervalSince1970: 2_000_000_000), displayedComponents: [.hourAndMinute]) {
                    Text("Reminder")
                }
            }
            Text("Tap to continue").foregroundStyle(.tint.secondary)
        }
        .padding(.top, 40)
    }
}

struct WelcomeView_Previews: PreviewProvider {
    static var previews: some View {
        WelcomeView(subtitle: Text("Plan your week"))
            .previewDevice("iPhone 15 Pro")
            .previewDisplayName("Welcome")
    }
}
