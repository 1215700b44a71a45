import SwiftUI
import Charts

// A sales dashboard in the style of real Swift Charts code (issue 11): a bar chart of a week,
// stacked by store with a legend, a two-series line chart over months with an average rule, an
// iOS 17 donut of categories, and a plain bar chart with hidden axes (a sparkline card).
enum Store: String, CaseIterable, Plottable {
    case downtown = "Downtown"
    case airport = "Airport"
}

struct DailySales: Identifiable {
    let id = UUID()
    let day: String
    let store: Store
    let units: Int
}

struct MonthlyRevenue: Identifiable {
    let id = UUID()
    let month: String
    let store: Store
    let revenue: Double
}

struct CategoryShare: Identifiable {
    let id = UUID()
    let name: String
    let amount: Double
}

let week: [DailySales] = [
    .init(day: "Mon", store: .downtown, units: 42), .init(day: "Mon", store: .airport, units: 18),
    .init(day: "Tue", store: .downtown, units: 35), .init(day: "Tue", store: .airport, units: 22),
    .init(day: "Wed", store: .downtown, units: 51), .init(day: "Wed", store: .airport, units: 30),
    .init(day: "Thu", store: .downtown, units: 47), .init(day: "Thu", store: .airport, units: 25),
    .init(day: "Fri", store: .downtown, units: 63), .init(day: "Fri", store: .airport, units: 41),
]

let revenue: [MonthlyRevenue] = [
    .init(month: "Jan", store: .downtown, revenue: 45), .init(month: "Feb", store: .downtown, revenue: 75),
    .init(month: "Mar", store: .downtown, revenue: 160), .init(month: "Apr", store: .downtown, revenue: 200),
    .init(month: "Jan", store: .airport, revenue: 100), .init(month: "Feb", store: .airport, revenue: 150),
    .init(month: "Mar", store: .airport, revenue: 95), .init(month: "Apr", store: .airport, revenue: 175),
]

let shares: [CategoryShare] = [
    .init(name: "Coffee", amount: 600), .init(name: "Pastry", amount: 450),
    .init(name: "Sandwich", amount: 200), .init(name: "Other", amount: 150),
]

struct SalesDashboard: View {
    private var averageRevenue: Double { revenue.map(\.revenue).reduce(0, +) / Double(revenue.count) }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 24) {
                Text("This week").font(.headline)
                Chart(week) { sale in
                    BarMark(x: .value("Day", sale.day), y: .value("Units", sale.units))
                        .foregroundStyle(by: .value("Store", sale.store))
                }
                .frame(height: 200)

                Text("Revenue").font(.headline)
                Chart {
                    ForEach(revenue) { item in
                        LineMark(x: .value("Month", item.month), y: .value("Revenue", item.revenue))
                            .foregroundStyle(by: .value("Store", item.store.rawValue))
                            .interpolationMethod(.catmullRom)
                    }
                    RuleMark(y: .value("Average", averageRevenue))
                        .foregroundStyle(.gray)
                        .lineStyle(StrokeStyle(lineWidth: 1, dash: [5, 5]))
                        .annotation(position: .top, alignment: .leading) {
                            Text("avg").font(.caption2).foregroundStyle(.secondary)
                        }
                }
                .chartYAxis {
                    AxisMarks(values: .automatic(desiredCount: 4))
                }
                .frame(height: 200)

                Text("By category").font(.headline)
                Chart(shares) { share in
                    SectorMark(angle: .value("Amount", share.amount), innerRadius: .ratio(0.6), angularInset: 1.5)
                        .foregroundStyle(by: .value("Category", share.name))
                        .cornerRadius(4)
                }
                .chartLegend(alignment: .center, spacing: 16)
                .frame(height: 240)

                HStack {
                    VStack(alignment: .leading) {
                        Text("Units").font(.caption).foregroundStyle(.secondary)
                        Text("374").font(.title2.bold())
                    }
                    Chart(week.filter { $0.store == .downtown }) { sale in
                        BarMark(x: .value("Day", sale.day), y: .value("Units", sale.units))
                            .cornerRadius(2)
                    }
                    .chartXAxis(.hidden)
                    .chartYAxis(.hidden)
                    .frame(width: 120, height: 44)
                }
                .padding()
                .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 12))
            }
            .padding()
        }
    }
}

#Preview {
    SalesDashboard()
}
