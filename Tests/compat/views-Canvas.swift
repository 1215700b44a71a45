import SwiftUI

struct SparklineCard: View {
    let values: [Double] = [3, 5, 4, 8, 6, 9, 7, 12, 10, 14]

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Weekly steps").font(.headline)
            Canvas { context, size in
                let maxValue = values.max() ?? 1
                let step = size.width / CGFloat(values.count - 1)
                var line = Path()
                for (i, v) in values.enumerated() {
                    let point = CGPoint(x: CGFloat(i) * step, y: size.height * (1 - v / maxValue))
                    if i == 0 { line.move(to: point) } else { line.addLine(to: point) }
                }
                var area = line
                area.addLine(to: CGPoint(x: size.width, y: size.height))
                area.addLine(to: CGPoint(x: 0, y: size.height))
                area.closeSubpath()
                context.fill(area, with: .linearGradient(Gradient(colors: [.blue.opacity(0.3), .clear]),
                                                         startPoint: .zero, endPoint: CGPoint(x: 0, y: size.height)))
                context.stroke(line, with: .color(.blue), style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
                context.draw(Text("14k").font(.caption).bold(), at: CGPoint(x: size.width - 14, y: 10))
            }
            .frame(height: 120)
        }
        .padding()
        .background(.background, in: RoundedRectangle(cornerRadius: 16))
        .shadow(radius: 4)
    }
}

struct Dial: View {
    var body: some View {
        Canvas { context, size in
            let center = CGPoint(x: size.width / 2, y: size.height / 2)
            let radius = min(size.width, size.height) / 2 - 4
            context.stroke(Path(ellipseIn: CGRect(x: center.x - radius, y: center.y - radius,
                                                  width: radius * 2, height: radius * 2)),
                           with: .color(.gray), lineWidth: 2)
            for tick in 0..<12 {
                var ctx = context
                ctx.translateBy(x: center.x, y: center.y)
                ctx.rotate(by: .degrees(Double(tick) * 30))
                ctx.fill(Path(CGRect(x: -1, y: -radius, width: 2, height: 10)), with: .color(.primary))
            }
            var clipped = context
            clipped.clip(to: Path(ellipseIn: CGRect(x: center.x - 20, y: center.y - 20, width: 40, height: 40)))
            clipped.opacity = 0.6
            clipped.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.orange))
            context.draw(Image(systemName: "star.fill"), at: center)
        }
        .frame(width: 160, height: 160)
    }
}

#Preview {
    VStack(spacing: 24) {
        SparklineCard()
        Dial()
    }
    .padding()
}

struct Confetti: View {
    let points: [CGPoint] = [CGPoint(x: 30, y: 20), CGPoint(x: 90, y: 50), CGPoint(x: 150, y: 30)]

    var body: some View {
        Canvas { context, size in
            guard let star = context.resolveSymbol(id: "star") else { return }
            for point in points {
                context.draw(star, at: point)
            }
        } symbols: {
            Image(systemName: "star.fill")
                .foregroundStyle(.yellow)
                .tag("star")
        }
        .frame(width: 180, height: 80)
    }
}

#Preview("Symbols") {
    Confetti()
}
