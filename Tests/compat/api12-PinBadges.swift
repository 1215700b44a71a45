import SwiftUI
import UIKit

// Map pins and badges drawn with UIKit, in the style of the apps scanned for issue 11 (Spawn's
// `MapAnnotationHelpers`, image resizing helpers, IceCubes' `UIImage` extensions): a
// `UIGraphicsImageRenderer` drawing with its `cgContext` (ellipses, a triangle path, a clip),
// `UIBezierPath` fills and strokes, a string drawn with attributes, and an image resized with
// `draw(in:)`, all shown with `Image(uiImage:)`.
enum PinFactory {
    static func pin(color: UIColor, diameter: CGFloat = 36) -> UIImage {
        let size = CGSize(width: diameter, height: diameter + 10)
        return UIGraphicsImageRenderer(size: size).image { context in
            let cg = context.cgContext
            let circle = CGRect(x: 0, y: 0, width: diameter, height: diameter)
            cg.setFillColor(color.cgColor)
            cg.addEllipse(in: circle)
            cg.fillPath()
            cg.move(to: CGPoint(x: diameter / 2 - 8, y: diameter - 4))
            cg.addLine(to: CGPoint(x: diameter / 2 + 8, y: diameter - 4))
            cg.addLine(to: CGPoint(x: diameter / 2, y: size.height))
            cg.closePath()
            cg.fillPath()
            cg.setFillColor(UIColor.white.cgColor)
            cg.fillEllipse(in: circle.insetBy(dx: diameter * 0.3, dy: diameter * 0.3))
        }
    }

    static func badge(_ count: Int) -> UIImage {
        let format = UIGraphicsImageRendererFormat.default()
        format.opaque = false
        let rect = CGRect(x: 0, y: 0, width: 44, height: 28)
        return UIGraphicsImageRenderer(bounds: rect, format: format).image { _ in
            let path = UIBezierPath(roundedRect: rect.insetBy(dx: 1, dy: 1), cornerRadius: 14)
            UIColor.systemRed.setFill()
            path.fill()
            UIColor.white.setStroke()
            path.lineWidth = 2
            path.stroke()
            let paragraph = NSMutableParagraphStyle()
            paragraph.alignment = .center
            let text = "\(count)" as NSString
            text.draw(in: rect.insetBy(dx: 0, dy: 5), withAttributes: [
                .font: UIFont.boldSystemFont(ofSize: 14),
                .foregroundColor: UIColor.white,
                .paragraphStyle: paragraph,
            ])
        }
    }
}

extension UIImage {
    func resized(to target: CGSize) -> UIImage {
        let format = imageRendererFormat
        format.opaque = true
        return UIGraphicsImageRenderer(size: target, format: format).image { context in
            UIColor.systemGray5.setFill()
            context.fill(CGRect(origin: .zero, size: target))
            draw(in: CGRect(origin: .zero, size: target))
        }
    }
}

struct PinBadgesScreen: View {
    private let colors: [UIColor] = [.systemBlue, .systemOrange, .systemGreen]

    var body: some View {
        VStack(spacing: 24) {
            HStack(spacing: 20) {
                ForEach(colors.indices, id: \.self) { i in
                    Image(uiImage: PinFactory.pin(color: colors[i]))
                }
            }
            HStack(spacing: 12) {
                Image(uiImage: PinFactory.badge(3))
                Image(uiImage: PinFactory.badge(12))
            }
            Image(uiImage: PinFactory.pin(color: .systemPurple, diameter: 20).resized(to: CGSize(width: 60, height: 60)))
                .clipShape(RoundedRectangle(cornerRadius: 12))
            Text("Nearby spots")
                .font(.headline)
        }
        .padding()
    }
}

#Preview {
    PinBadgesScreen()
}
