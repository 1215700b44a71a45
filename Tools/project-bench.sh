#!/usr/bin/env bash
# Edit→image time of a one-line edit in a 50-file app (issue 12). Generates an app target of 50
# Swift files (models, view models, helper views, extensions; Package.swift layout) in a temp
# folder, renders one view file (first, whole build), then changes one line of it and renders
# again, three times; prints each time.
#   Tools/project-bench.sh path/to/accord
set -euo pipefail
ACCORD="$1"
dir="$(mktemp -d)"; app="$dir/Bench/Sources/BenchApp"
mkdir -p "$app/Models" "$app/ViewModels" "$app/Views" "$app/Extensions"
echo '// swift-tools-version:5.9' > "$dir/Bench/Package.swift"
for i in $(seq 1 16); do cat > "$app/Models/Model$i.swift" <<SWIFT
import Foundation
struct Model$i: Identifiable, Hashable {
    let id: Int
    var title: String
    var score: Double
    static let samples = (1...5).map { Model$i(id: \$0, title: "Item \(\$0)", score: Double(\$0) * 1.5) }
}
SWIFT
done
for i in $(seq 1 10); do cat > "$app/ViewModels/ViewModel$i.swift" <<SWIFT
import Foundation
import Combine
final class ViewModel$i: ObservableObject {
    @Published var items = Model$i.samples
    @Published var filter = ""
    var visible: [Model$i] { filter.isEmpty ? items : items.filter { \$0.title.contains(filter) } }
    var total: Double { items.reduce(0) { \$0 + \$1.score } }
}
SWIFT
done
for i in $(seq 1 8); do cat > "$app/Extensions/Extension$i.swift" <<SWIFT
import SwiftUI
extension Color { static let theme$i = Color(red: 0.$i, green: 0.5, blue: 0.7) }
extension Double { var text$i: String { String(format: "%.${i}f", self) } }
SWIFT
done
for i in $(seq 1 15); do cat > "$app/Views/Row$i.swift" <<SWIFT
import SwiftUI
struct Row$i: View {
    var model: Model$i
    var body: some View {
        HStack {
            Text(model.title).font(.headline)
            Spacer()
            Text(model.score.text1).foregroundStyle(Color.theme$(( (i - 1) % 8 + 1 )))
        }
        .padding(.vertical, 4)
    }
}
#Preview { Row$i(model: Model$i.samples[0]) }
SWIFT
done
cat > "$app/Views/Screen.swift" <<'SWIFT'
import SwiftUI
struct Screen: View {
    @StateObject private var model = ViewModel1()
    var body: some View {
        List {
            ForEach(model.visible) { Row1(model: $0) }
            Text("Total \(model.total.text2)")
        }
    }
}
#Preview { Screen() }
SWIFT
echo "$(find "$app" -name '*.swift' | wc -l) files in $app"
export ACCORD_CACHE="$dir/cache"
t() { local s; s=$(date +%s.%N); "$ACCORD" render "$app/Views/Screen.swift" -o "$dir/out.png" >/dev/null 2>&1 || { echo "render failed"; "$ACCORD" render "$app/Views/Screen.swift" -o "$dir/out.png"; exit 1; }; echo "$(date +%s.%N) - $s" | bc; }
echo "first (whole target): $(t) s"
echo "unchanged (cached program): $(t) s"
for n in 1 2 3; do
  sed -i "s/Text(\"Total /Text(\"Total$n /; s/Text(\"Total[0-9]* /Text(\"Total$n /" "$app/Views/Screen.swift"
  echo "one-line edit $n → new image: $(t) s"
done
[ -n "${KEEP:-}" ] && echo "kept $dir" || rm -rf "$dir"
