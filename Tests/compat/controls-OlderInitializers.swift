import SwiftUI

// Settings written against iOS 13/14 SwiftUI: the older Picker and Stepper initialisers, and
// dates and amounts formatted by the views (in the preview's en_US locale).

struct LegacyOrderForm: View {
    @State private var sizeIndex = 1
    @State private var quantity = 2
    @State private var note = ""
    @State private var delivery = Date(timeIntervalSince1970: 1_700_000_000)
    let sizes = ["Small", "Medium", "Large"]
    let price = 12.5

    static let dueFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .long
        return formatter
    }()

    var body: some View {
        NavigationView {
            Form {
                Section(header: Text("Order")) {
                    Picker(selection: $sizeIndex, label: Text("Size")) {
                        ForEach(0 ..< sizes.count) { index in
                            Text(self.sizes[index]).tag(index)
                        }
                    }
                    Stepper(value: $quantity, in: 1...10, step: 1, onEditingChanged: { _ in }) {
                        Text("Quantity: \(quantity)")
                    }
                    Stepper(onIncrement: { quantity += 1 }, onDecrement: { quantity -= 1 }) {
                        Text("Extra shots")
                    }
                    TextField("Note for the barista", text: $note) {
                        print("note committed: \(note)")
                    }
                }
                Section(header: Text("Delivery")) {
                    DatePicker("Deliver on", selection: $delivery, displayedComponents: .date)
                    Text("Due \(delivery, formatter: Self.dueFormatter)")
                    HStack {
                        Text("Total")
                        Spacer()
                        Text(price * Double(quantity), format: .currency(code: "USD"))
                    }
                }
            }
            .navigationBarTitle("Order")
        }
    }
}

#Preview {
    LegacyOrderForm()
}
