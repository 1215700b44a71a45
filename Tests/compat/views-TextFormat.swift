import SwiftUI

struct OrderSummary: View {
    let total = 1299.5
    let discount = 0.15
    let placed = Date(timeIntervalSince1970: 1_559_563_200)  // June 3, 2019
    let delivery = Date().addingTimeInterval(2 * 3600 + 23 * 60)
    @State private var quantity = 3

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(total, format: .currency(code: "USD")).font(.title.bold())
            Text("Discount \(discount, format: .percent)")
            Text(placed, style: .date)
            Text(placed, format: .dateTime.year().month().day())
            Text("Arrives in \(delivery, style: .relative)")
            Text(delivery, style: .timer).monospacedDigit()
            Text(delivery, style: .offset)
            Text(timerInterval: Date()...delivery, countsDown: true)
            ProgressView(timerInterval: Date().addingTimeInterval(-600)...Date().addingTimeInterval(600))
            TextField("Quantity", value: $quantity, format: .number)
                .textFieldStyle(.roundedBorder)
        }
        .padding()
    }
}

#Preview {
    OrderSummary()
}
