import SwiftUI

struct NoteEditor: View {
    @State private var title = "Groceries"
    @State private var body_ = "Milk\nEggs\nA loaf of bread, sliced, from the bakery on the corner of the street"

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            TextField("Title", text: $title)
                .font(.title2.bold())
            TextEditor(text: $body_)
                .background(Color.yellow.opacity(0.15), in: RoundedRectangle(cornerRadius: 8))
            TextField("Add a comment", text: .constant(""), axis: .vertical)
                .lineLimit(3...6)
                .textFieldStyle(.roundedBorder)
        }
        .padding()
    }
}

#Preview {
    NoteEditor()
}
