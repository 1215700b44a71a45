import SwiftUI
import UniformTypeIdentifiers

struct Exercise: Identifiable, Equatable {
    let id = UUID()
    var name: String
    var seconds: Int
}

struct ExerciseDropDelegate: DropDelegate {
    let item: Exercise
    @Binding var items: [Exercise]
    @Binding var dragged: Exercise?

    func dropEntered(info: DropInfo) {
        guard let dragged, dragged != item,
              let from = items.firstIndex(of: dragged),
              let to = items.firstIndex(of: item) else { return }
        items.move(fromOffsets: IndexSet(integer: from), toOffset: to > from ? to + 1 : to)
    }

    func dropUpdated(info: DropInfo) -> DropProposal? {
        DropProposal(operation: .move)
    }

    func performDrop(info: DropInfo) -> Bool {
        dragged = nil
        return true
    }
}

struct WorkoutTimerView: View {
    @State private var remaining = 45
    @State private var running = true
    @State private var timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    @State private var dragged: Exercise?
    @State private var exercises = [
        Exercise(name: "Jumping jacks", seconds: 45),
        Exercise(name: "Push-ups", seconds: 30),
        Exercise(name: "Plank", seconds: 60),
    ]

    var body: some View {
        VStack(spacing: 24) {
            VStack(spacing: 4) {
                Text("NEXT UP")
                    .font(.caption.weight(.semibold))
                    .foregroundStyle(.secondary)
                Text(exercises.first?.name ?? "Done")
                    .font(.title2.bold())
            }
            .kerning(1.5)

            Text("00:\(remaining, specifier: "%02d")")
                .font(.system(size: 64, weight: .thin, design: .rounded))
                .monospacedDigit()
                .onReceive(timer) { _ in
                    if remaining > 0 { remaining -= 1 }
                }

            Button(running ? "Pause" : "Resume") {
                if running {
                    timer.upstream.connect().cancel()
                } else {
                    timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
                }
                running.toggle()
            }
            .buttonStyle(.borderedProminent)

            VStack(spacing: 8) {
                ForEach(exercises) { exercise in
                    HStack {
                        Image(systemName: "line.3.horizontal")
                            .foregroundStyle(.tertiary)
                        Text(exercise.name)
                        Spacer()
                        Text("\(exercise.seconds)s")
                            .foregroundStyle(.secondary)
                            .strikethrough(exercise.seconds < 40)
                    }
                    .padding()
                    .background(.quaternary, in: RoundedRectangle(cornerRadius: 12))
                    .onDrag {
                        dragged = exercise
                        return NSItemProvider(object: exercise.name as NSString)
                    }
                    .onDrop(of: [.text], delegate: ExerciseDropDelegate(item: exercise, items: $exercises, dragged: $dragged))
                }
            }
            .underline(false)
            .padding(.horizontal)

            Text("Drag to reorder")
                .font(.footnote)
                .foregroundStyle(.secondary)
                .underline(pattern: .dot)
        }
    }
}

#Preview {
    WorkoutTimerView()
}
