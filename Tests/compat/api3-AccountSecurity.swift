import SwiftUI
import WebKit
import AuthenticationServices
import LocalAuthentication
import UserNotifications
import TipKit

struct FaceIDTip: Tip {
    var title: Text { Text("Lock your journal") }
    var message: Text? { Text("Require Face ID when the app opens.") }
    var image: Image? { Image(systemName: "faceid") }
}

struct TermsWebView: UIViewRepresentable {
    let url: URL

    func makeUIView(context: Context) -> WKWebView {
        let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        webView.navigationDelegate = context.coordinator
        webView.load(URLRequest(url: url))
        return webView
    }

    func updateUIView(_ webView: WKWebView, context: Context) {}

    func makeCoordinator() -> Coordinator { Coordinator() }

    final class Coordinator: NSObject, WKNavigationDelegate {
        func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
    }
}

struct AccountSecurityView: View {
    @Environment(\.openWindow) private var openWindow
    @State private var lockEnabled = false
    @State private var remindersEnabled = false
    @State private var biometry: LABiometryType = .none
    private let tip = FaceIDTip()

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    SignInWithAppleButton(.continue) { request in
                        request.requestedScopes = [.fullName, .email]
                    } onCompletion: { result in
                        if case .success(let authorization) = result {
                            _ = authorization.credential as? ASAuthorizationAppleIDCredential
                        }
                    }
                    .signInWithAppleButtonStyle(.black)
                    .frame(height: 50)
                    .listRowInsets(EdgeInsets())
                }

                Section("Privacy") {
                    TipView(tip)
                    Toggle(biometry == .faceID ? "Lock with Face ID" : "Lock with passcode", isOn: $lockEnabled)
                        .popoverTip(tip)
                    Toggle("Daily reminder", isOn: $remindersEnabled)
                        .onChange(of: remindersEnabled) { _, on in
                            guard on else { return }
                            UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound]) { granted, _ in
                                let content = UNMutableNotificationContent()
                                content.title = "Time to write"
                                content.sound = .default
                                var when = DateComponents()
                                when.hour = 21
                                let trigger = UNCalendarNotificationTrigger(dateMatching: when, repeats: true)
                                UNUserNotificationCenter.current().add(UNNotificationRequest(identifier: "daily", content: content, trigger: trigger))
                            }
                        }
                }

                Section("Terms") {
                    TermsWebView(url: URL(string: "https://example.com/terms")!)
                        .frame(height: 160)
                }
            }
            .navigationTitle("Account")
            .onAppear {
                let context = LAContext()
                var error: NSError?
                if context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error) {
                    biometry = context.biometryType
                }
            }
            .task { try? Tips.configure([.displayFrequency(.immediate)]) }
        }
    }
}

#Preview {
    AccountSecurityView()
}
