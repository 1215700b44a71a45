import SwiftUI

// An order summary formatting dates and prices with Foundation directly (not through Text's
// format parameter), as many apps do. On an en_US iPhone these read "Nov 14, 2023" and
// "$12.50"; the checks below stop the preview (and fail `make test-cli`) if the preview's
// Foundation formats in another locale (Linux's default is en_001: "14 Nov 2023", "US$12.50").
struct Order {
    let placed = Date(timeIntervalSince1970: 1_699_963_200)   // 2023-11-14 12:00 UTC
    let total = 12.5
}

enum OrderFormat {
    static let day: DateFormatter = {
        let f = DateFormatter()
        f.dateStyle = .medium
        f.timeZone = TimeZone(identifier: "UTC")
        return f
    }()
    static let price: NumberFormatter = {
        let f = NumberFormatter()
        f.numberStyle = .currency
        return f
    }()
}

struct OrderSummaryView: View {
    let order = Order()

    var placedText: String { OrderFormat.day.string(from: order.placed) }
    var totalText: String { OrderFormat.price.string(from: NSNumber(value: order.total)) ?? "" }
    var weekStart: String { Calendar.current.firstWeekday == 1 ? "Sunday" : "Monday" }

    var body: some View {
        let checks = [
            (placedText, "Nov 14, 2023"),
            (totalText, "$12.50"),
            (order.total.formatted(.currency(code: "USD")), "$12.50"),
            (Locale.current.identifier, "en_US"),
            (weekStart, "Sunday"),
        ]
        for (got, expected) in checks where got != expected {
            fatalError("preview locale: got \(got), expected \(expected)")
        }
        return List {
            LabeledContent("Placed", value: placedText)
            LabeledContent("Total", value: totalText)
            LabeledContent("Weeks start on", value: weekStart)
        }
    }
}

#Preview {
    OrderSummaryView()
}
