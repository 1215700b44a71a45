#!/usr/bin/env bash
# How SwiftPM compiles a package's targets, which the preview's compile must match (issue 11,
# blockers7 S1 S2 T3). Fixtures are written here, modelled on BetterBlueKit (corpus7 file 39,
# swift-tools-version 6.2) and the SwiftData chat app of corpus7 file 07.
#   S1: every target gets `-package-name`, so `package func` (SE-0386) resolves within a package;
#   S2: a package in Swift 6 language mode (tools version 6, no `.v5` first in swiftLanguageModes)
#       parses bare regex literals `/…/` (SE-0354: on in Swift 6 mode);
#   T3: a view holding a bare `@Query` that must be left out is cut whole, the rest of its file kept.
#   bash Tests/project/packages.sh path/to/accord
set -u
. "$(dirname "$0")/common.sh" "$1"

# 1. package access and bare regex literals, in the previewed target and in a dependency.
mkdir -p "$tmp/six/Sources/Lib" "$tmp/six/Sources/App"
cat > "$tmp/six/Package.swift" <<'SWIFT'
// swift-tools-version:6.0
import PackageDescription
let package = Package(name: "Six", platforms: [.iOS(.v17)],
                      targets: [.target(name: "Lib"), .target(name: "App", dependencies: ["Lib"])])
SWIFT
cat > "$tmp/six/Sources/Lib/Util.swift" <<'SWIFT'
package func greeting() -> String { "hello" }
public func host() -> String { "https://example.com".replacing(/https:\/\//, with: "") }
SWIFT
cat > "$tmp/six/Sources/Lib/V.swift" <<'SWIFT'
import SwiftUI
struct V: View { var body: some View { Text(greeting() + " " + "a-b".replacing(/-/, with: "+")) } }
#Preview { V() }
SWIFT
cat > "$tmp/six/Sources/App/Home.swift" <<'SWIFT'
import SwiftUI
import Lib
struct Home: View { var body: some View { VStack { Text(greeting()); Text(host()) } } }
#Preview { Home() }
SWIFT
out="$(cd "$tmp/six/Sources/Lib" && "$ACCORD" dump V.swift 2>&1)"; rc=$?
[ $rc = 0 ] && grep -qF 'text "hello a+b"' <<<"$out" && ok "a package target's own package func and regex literal compile (-package-name, Swift 6 mode)" \
  || { bad "a package target's own package func and regex literal (exit $rc)"; echo "$out" | head; }
out="$(cd "$tmp/six/Sources/App" && "$ACCORD" dump Home.swift 2>&1)"; rc=$?
[ $rc = 0 ] && grep -qF 'text "hello"' <<<"$out" && grep -qF 'text "example.com"' <<<"$out" && ! grep -q "skipped" <<<"$out" \
  && ok "a sibling target's package func and regex literal compile in its module" || { bad "a dependency's package func and regex literal (exit $rc)"; echo "$out" | head; }
# A tools-6 package that asks for Swift 5 mode first keeps `/` an operator.
sed -i 's/targets: \[.target(name: "Lib")/swiftLanguageModes: [.v5], targets: [.target(name: "Lib")/' "$tmp/six/Package.swift"
cat > "$tmp/six/Sources/Lib/Util.swift" <<'SWIFT'
package func greeting() -> String { "hello" }
prefix operator /
prefix func / (x: Int) -> Int { 100 / x }
public func host() -> String { "\(/4)" }
SWIFT
out="$(cd "$tmp/six/Sources/App" && "$ACCORD" dump Home.swift 2>&1)"; rc=$?
[ $rc = 0 ] && grep -qF 'text "25"' <<<"$out" && ok "swiftLanguageModes: [.v5] keeps Swift 5 parsing (a prefix / operator)" || { bad "Swift 5 mode package (exit $rc)"; echo "$out" | head; }

# 2. A view with a bare @Query that uses a left-out type: that view is left out, its file's other view kept.
mkdir -p "$tmp/query"
printf 'import RealityKit\nfinal class Conversation {}\n' > "$tmp/query/Conversation.swift"
cat > "$tmp/query/V.swift" <<'SWIFT'
import SwiftData
import SwiftUI

struct L: View {
  @Query private var xs: [Conversation]

  var body: some View {
    Text("a")
  }
}

struct Helper: View {
  var body: some View { Text("helper") }
}
SWIFT
printf 'import SwiftUI\n#Preview { Helper() }\n' > "$tmp/query/P.swift"
out="$(cd "$tmp/query" && "$ACCORD" dump P.swift 2>&1)"; rc=$?
[ $rc = 0 ] && grep -qF 'text "helper"' <<<"$out" && ! grep -q "extraneous" <<<"$out" \
  && ok "a view holding a bare @Query is left out whole; the file's other view stays" || { bad "@Query view left out (exit $rc)"; echo "$out" | head; }
rm -rf "$tmp"
exit $fail
