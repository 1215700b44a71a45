import SwiftUI
import UIKit

extension UIApplication {
    func endEditing() {
        sendAction(Selector("resignFirstResponder"), to: nil, from: nil, for: nil)
    }

    var safeAreaBottom: CGFloat {
        (connectedScenes.first as? UIWindowScene)?.windows.first?.safeAreaInsets.bottom ?? 0
    }
}

struct OnboardingCard: View {
    private let screen = UIScreen.main.bounds
    private let haptics = UIImpactFeedbackGenerator(style: .light)

    var isPad: Bool { UIDevice.current.userInterfaceIdiom == .pad }

    var body: some View {
        VStack(spacing: 16) {
            RoundedRectangle(cornerRadius: 24)
                .fill(Color(uiColor: .secondarySystemBackground))
                .frame(width: screen.width * 0.8, height: screen.height * 0.35)
                .overlay(
                    Image(systemName: "sparkles")
                        .font(.system(size: 48))
                        .foregroundColor(Color(.systemIndigo))
                )
            Text("Welcome aboard")
                .font(Font(UIFont.preferredFont(forTextStyle: .title1)))
            Text(isPad ? "Made for iPad" : "Made for iPhone")
                .font(Font(UIFont.systemFont(ofSize: 15, weight: .medium)))
                .foregroundColor(Color(UIColor.secondaryLabel))
            Button("Get started") {
                haptics.impactOccurred()
                UIApplication.shared.endEditing()
            }
            .padding(.horizontal, 32)
            .padding(.vertical, 12)
            .background(Color(UIColor.systemBlue))
            .foregroundColor(.white)
            .clipShape(Capsule())
            Spacer().frame(height: UIApplication.shared.safeAreaBottom)
        }
        .frame(width: UIScreen.main.bounds.width)
    }
}

#Preview {
    OnboardingCard()
}
