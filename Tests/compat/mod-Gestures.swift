import SwiftUI

struct DraggableCard: View {
    @State private var offset: CGSize = .zero
    @GestureState private var isPressing = false
    @GestureState private var dragAmount = CGSize.zero
    @State private var scale: CGFloat = 1
    @State private var angle = Angle.zero
    @State private var taps = 0

    var drag: some Gesture {
        DragGesture(minimumDistance: 0, coordinateSpace: .local)
            .updating($dragAmount) { value, state, _ in state = value.translation }
            .onChanged { value in
                offset = CGSize(width: value.translation.width + value.startLocation.x * 0,
                                height: value.translation.height)
                _ = value.location
                _ = value.velocity
            }
            .onEnded { value in
                if abs(value.predictedEndTranslation.width) > 200 { offset = .zero }
            }
    }

    var body: some View {
        VStack(spacing: 24) {
            RoundedRectangle(cornerRadius: 16)
                .fill(isPressing ? Color.orange : Color.blue)
                .frame(width: 200, height: 120)
                .offset(dragAmount)
                .scaleEffect(scale)
                .rotationEffect(angle)
                .gesture(drag)
                .simultaneousGesture(MagnificationGesture().onChanged { scale = $0 }.onEnded { _ in scale = 1 })
                .highPriorityGesture(RotationGesture().onChanged { angle = $0 })
                .gesture(
                    LongPressGesture(minimumDuration: 0.3)
                        .updating($isPressing) { current, state, transaction in state = current }
                        .sequenced(before: DragGesture())
                )
            Text("Tapped \(taps) times")
                .onTapGesture(count: 2) { taps += 1 }
                .onTapGesture { taps += 1 }
                .onLongPressGesture(minimumDuration: 1) { taps = 0 }
                .onLongPressGesture(minimumDuration: 1, perform: { taps = 0 }, onPressingChanged: { _ in })
            Circle()
                .frame(width: 60, height: 60)
                .gesture(TapGesture(count: 2).onEnded { taps += 2 }.exclusively(before: TapGesture().onEnded { taps += 1 }))
                .gesture(MagnifyGesture().onChanged { value in scale = value.magnification }
                    .simultaneously(with: RotateGesture().onChanged { value in angle = value.rotation }))
                .onTapGesture(coordinateSpace: .global) { location in print(location) }
                .contentShape(Rectangle())
                .allowsHitTesting(true)
                .hoverEffect(.lift)
        }
        .padding()
    }
}

#Preview("Gestures") {
    DraggableCard()
}
