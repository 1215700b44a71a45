import SwiftUI

struct BatteryPanel: View {
    let level = 0.64
    let temperature = 21.0

    var body: some View {
        VStack(spacing: 24) {
            Gauge(value: level) {
                Text("Battery")
            } currentValueLabel: {
                Text(level, format: .percent)
            }
            Gauge(value: temperature, in: 0...40) {
                Text("Temp")
            } currentValueLabel: {
                Text("\(Int(temperature))°")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("40")
            }
            .tint(.orange)
            HStack(spacing: 24) {
                Gauge(value: temperature, in: 0...40) {
                    Text("°C")
                } currentValueLabel: {
                    Text("\(Int(temperature))")
                } minimumValueLabel: {
                    Text("0")
                } maximumValueLabel: {
                    Text("40")
                }
                .gaugeStyle(.accessoryCircular)
                Gauge(value: level) {
                    Image(systemName: "bolt.fill")
                }
                .gaugeStyle(.accessoryCircularCapacity)
                .tint(.green)
            }
            Gauge(value: 0.3) { Text("Storage") }
                .gaugeStyle(.accessoryLinearCapacity)
        }
        .padding()
    }
}

#Preview {
    BatteryPanel()
}
