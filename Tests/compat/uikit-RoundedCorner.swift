import SwiftUI
import UIKit

struct RoundedCorner: Shape {
    var radius: CGFloat = .infinity
    var corners: UIRectCorner = .allCorners

    func path(in rect: CGRect) -> Path {
        let path = UIBezierPath(roundedRect: rect, byRoundingCorners: corners,
                                cornerRadii: CGSize(width: radius, height: radius))
        return Path(path.cgPath)
    }
}

extension View {
    func cornerRadius(_ radius: CGFloat, corners: UIRectCorner) -> some View {
        clipShape(RoundedCorner(radius: radius, corners: corners))
    }
}

extension UIColor {
    convenience init(hex: Int, alpha: CGFloat = 1) {
        self.init(red: CGFloat((hex >> 16) & 0xFF) / 255,
                  green: CGFloat((hex >> 8) & 0xFF) / 255,
                  blue: CGFloat(hex & 0xFF) / 255,
                  alpha: alpha)
    }
    static let brand = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(hex: 0xFF9F0A) : UIColor(hex: 0xFF6B00)
    }
}

struct BottomSheetHeader: View {
    var body: some View {
        VStack(spacing: 0) {
            Capsule()
                .fill(Color(.systemGray3))
                .frame(width: 36, height: 5)
                .padding(.top, 8)
            HStack {
                Text("Filters").font(.headline)
                Spacer()
                Text("Reset").foregroundColor(Color(uiColor: .brand))
            }
            .padding()
        }
        .frame(maxWidth: .infinity)
        .background(Color(.systemBackground))
        .cornerRadius(20, corners: [.topLeft, .topRight])
        .shadow(color: Color(UIColor.black.withAlphaComponent(0.15)), radius: 8, y: -2)
        .padding()
        .background(Color(UIColor.systemGroupedBackground))
    }
}

struct ArcBadge: Shape {
    func path(in rect: CGRect) -> Path {
        let p = CGMutablePath()
        p.move(to: CGPoint(x: rect.minX, y: rect.maxY))
        p.addArc(center: CGPoint(x: rect.midX, y: rect.maxY), radius: rect.width / 2,
                 startAngle: .pi, endAngle: 0, clockwise: false)
        p.closeSubpath()
        return Path(p)
    }
}

#Preview("Sheet header", traits: .fixedLayout(width: 390, height: 160)) {
    BottomSheetHeader()
}

#Preview("Arc", traits: .fixedLayout(width: 200, height: 120)) {
    ArcBadge().fill(Color(uiColor: .systemTeal)).frame(width: 160, height: 80)
}
