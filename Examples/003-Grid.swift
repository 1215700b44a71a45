// Seed 003 §4.5 — Grid column widths: each column is as wide as its widest cell
import SwiftUI

#Preview("Grid colours", traits: .fixedLayout(width: 200, height: 40)) {
    Grid(horizontalSpacing: 4, verticalSpacing: 4) {
        GridRow {
            Color.red.frame(width: 20, height: 10).accessibilityIdentifier("红")
            Color.green.frame(width: 40, height: 10).accessibilityIdentifier("绿")
        }
        GridRow {
            Color.blue.frame(width: 30, height: 10).accessibilityIdentifier("蓝")
            Color.orange.frame(width: 20, height: 10).accessibilityIdentifier("橙")
        }
    }
}

#Preview("Grid text", traits: .fixedLayout(width: 300, height: 160)) {
    Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 8) {
        GridRow {
            Text("姓名")
            Text("张三")
        }
        GridRow {
            Text("职位")
            Text("工程师")
        }
        GridRow {
            Text("城市")
            Text("上海")
        }
    }
}
