import SwiftUI

struct PulsingHeart: View {
    @State private var isOn = false
    @State private var count = 3
    @State private var expanded = false

    var body: some View {
        VStack(spacing: 20) {
            Image(systemName: "heart.fill")
                .font(.system(size: 48))
                .foregroundStyle(.red)
                .scaleEffect(isOn ? 1.2 : 1)
                .animation(.spring(response: 0.4, dampingFraction: 0.6, blendDuration: 0), value: isOn)
                .animation(.easeInOut(duration: 0.3).delay(0.1).repeatForever(autoreverses: true), value: count)
                .symbolEffect(.bounce, value: count)
                .symbolEffect(.pulse.byLayer, options: .repeating, isActive: isOn)
                .symbolEffect(.variableColor.iterative.reversing)
            Text("\(count)")
                .font(.largeTitle.monospacedDigit())
                .contentTransition(.numericText())
                .animation(.snappy, value: count)
            if expanded {
                Text("Details")
                    .transition(.move(edge: .bottom).combined(with: .opacity))
                    .transition(.asymmetric(insertion: .scale(scale: 0.5, anchor: .top), removal: .slide))
                    .transition(.push(from: .leading))
                    .transition(.offset(x: 0, y: 20))
            }
            Toggle("Expanded", isOn: $expanded.animation(.bouncy))
            Button("Add") {
                withAnimation(.spring(duration: 0.5, bounce: 0.3)) { count += 1 }
                withAnimation { isOn.toggle() }
                withAnimation(.linear(duration: 1).speed(2).repeatCount(3, autoreverses: false)) { }
                withAnimation(.smooth) { } completion: { count = 0 }
                withAnimation(.interactiveSpring()) {}
                withAnimation(.easeIn(duration: 0.2)) {}
                withTransaction(Transaction(animation: .easeOut)) { isOn = false }
            }
            .animation(.default)
            .transaction { $0.animation = nil }
            PhaseAnimator([0.8, 1.0, 1.2], trigger: count) { scale in
                Circle().fill(.blue).frame(width: 40, height: 40).scaleEffect(scale)
            } animation: { _ in .easeInOut }
            KeyframeAnimator(initialValue: 1.0, trigger: count) { value in
                Capsule().fill(.green).frame(width: 80 * value, height: 20)
            } keyframes: { _ in
                KeyframeTrack(\.self) {
                    LinearKeyframe(1.5, duration: 0.2)
                    SpringKeyframe(1.0, duration: 0.4, spring: .bouncy)
                    CubicKeyframe(1.2, duration: 0.1)
                }
            }
            Rectangle().frame(width: 30, height: 30)
                .phaseAnimator([false, true]) { content, phase in
                    content.opacity(phase ? 0.5 : 1)
                }
        }
        .padding()
    }
}

#Preview("Animations") {
    PulsingHeart()
}
