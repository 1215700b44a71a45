import SwiftUI
import Lottie

/// A celebration animation drawn by Lottie.
public struct Confetti: View {
    public init() {}
    public var body: some View { LottieView(animation: .named("confetti")) }
}
