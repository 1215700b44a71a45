#!/usr/bin/env bash
# Source rewrites for what Linux's toolchain lacks (issue 11; Sources/accord/PreviewSource.swift,
# PreviewSource+FoundationModels.swift), and a message for a file previewed alone. Fixtures are
# written here, modelled on corpus7: GoCycling's Core Data fetches (`#keyPath(BikeRide.cyclingStartTime)`,
# files 01–04) and FoundationChat's `@Generable enum Role` (file 07), The Roundtable's
# `.font(.mantinia(size: 14))` (file 12, an extension of Font in another file).
# Oracles: Swift's `#keyPath(T.a.b)` is the string "a.b" (the Swift book, "Key-Path String
# Expression"); the `@Generable` macro declares the type's conformance to `Generable` and
# `@Guide` only adds to its schema (Apple's FoundationModels documentation), so neither
# changes a value the preview shows; a rewrite keeps every line and column of the user's text.
#   bash Tests/project/rewrites.sh path/to/accord
set -u
. "$(dirname "$0")/common.sh" "$1"

# 1. #keyPath(…) → its string, on one line or two; the columns after it stay the user's.
mkdir -p "$tmp/kp"
cat > "$tmp/kp/Rides.swift" <<'SWIFT'
import SwiftUI
import CoreData
final class Route: NSObject { @objc var name = "Loop" }
final class BikeRide: NSObject {
    @objc var cyclingStartTime = Date()
    @objc var route: Route? = nil
}
struct Rides: View {
    let sortKey: String = #keyPath(BikeRide.cyclingStartTime)
    var body: some View {
        VStack {
            Text(sortKey)
            Text(#keyPath(BikeRide.route.name))
            Text(#keyPath(BikeRide
                .route))
        }
    }
}
#Preview { Rides() }
SWIFT
out="$(cd "$tmp/kp" && "$ACCORD" dump Rides.swift 2>&1)"; rc=$?
[ $rc = 0 ] && grep -qF 'text "cyclingStartTime"' <<<"$out" && grep -qF 'text "route.name"' <<<"$out" && grep -qF 'text "route"' <<<"$out" \
  && ok "#keyPath(T.a), #keyPath(T.a.b) and a two-line #keyPath are their strings" || { bad "#keyPath strings (exit $rc)"; echo "$out" | head; }
cat > "$tmp/kp/KeyPathError.swift" <<'SWIFT'
import SwiftUI
final class A: NSObject { @objc var b = 1 }
struct V: View {
    var body: some View { Text(#keyPath(A.b) + undefinedName) }
    let k = #keyPath(A
        .b); let t: Int = "x"
}
#Preview { V() }
SWIFT
out="$(cd "$tmp/kp" && "$ACCORD" dump KeyPathError.swift 2>&1)"
expect "an error after a #keyPath on the same line is at the user's column" "KeyPathError.swift:4:48: error: cannot find 'undefinedName'" "$out"
expect "an error on the line after a two-line #keyPath is at the user's line" "KeyPathError.swift:6:27: error: cannot convert value of type 'String'" "$out"

# 2. @Generable and @Guide(…): blanked, the types declared Generable (here a protocol of the
# file's own, so the rewrite is checked apart from the library's FoundationModels stand-in).
mkdir -p "$tmp/gen"
cat > "$tmp/gen/Recipe.swift" <<'SWIFT'
import SwiftUI
protocol Generable {}
@Generable(description: "A recipe")
struct Recipe {
    @Guide(description: "The recipe's name, (short)") var name: String
    @Guide(description: "How many people it serves",
           .range(1...12))
    var servings: Int
    @Generable enum Difficulty: String { case easy, hard }
    var difficulty: Difficulty
}
struct RecipeCard: View {
    let recipe = Recipe(name: "Soup", servings: 4, difficulty: .easy)
    var body: some View {
        VStack {
            Text("\(recipe.name) for \(recipe.servings)")
            Text((recipe as Any) is Generable ? "recipe generable" : "recipe plain")
            Text((recipe.difficulty as Any) is Generable ? "difficulty generable" : "difficulty plain")
        }
    }
}
#Preview { RecipeCard() }
SWIFT
out="$(cd "$tmp/gen" && "$ACCORD" dump Recipe.swift 2>&1)"; rc=$?
[ $rc = 0 ] && grep -qF 'text "Soup for 4"' <<<"$out" && ok "@Generable(description:) and @Guide(…) (over two lines too) compile" || { bad "@Generable/@Guide (exit $rc)"; echo "$out" | head; }
grep -qF 'text "recipe generable"' <<<"$out" && grep -qF 'text "difficulty generable"' <<<"$out" \
  && ok "a @Generable type, nested ones too, conforms to Generable" || { bad "Generable conformance"; grep 'text "' <<<"$out" | head; }
printf 'import SwiftUI\nprotocol Generable {}\n@Generable struct G {\n    @Guide(description: "x") var n: Int = "s"\n}\n#Preview { Text("g") }\n' > "$tmp/gen/GuideError.swift"
out="$(cd "$tmp/gen" && "$ACCORD" dump GuideError.swift 2>&1)"
expect "an error after an @Guide on its line is at the user's column" "GuideError.swift:4:43: error: cannot convert value of type 'String'" "$out"

# 3. A file previewed alone that uses a member its app declares in an extension elsewhere.
mkdir -p "$tmp/alone"
cat > "$tmp/alone/SectionTitle.swift" <<'SWIFT'
import SwiftUI
struct SectionTitle: View {
    let title: String
    var body: some View { Text(title).font(.mantinia(size: 14)) }
}
#Preview { SectionTitle(title: "Items") }
SWIFT
out="$(cd "$tmp/alone" && "$ACCORD" dump SectionTitle.swift --no-project 2>&1)"; rc=$?
[ $rc = 1 ] && grep -qF "accord: SectionTitle.swift uses a member its types do not have here: \`Font.mantinia\`; if they are defined elsewhere in its app (an extension in another file), run accord inside the project folder" <<<"$out" \
  && ok "a missing extension member, alone, gets the run-inside-the-project hint" || { bad "extension member hint (exit $rc)"; echo "$out" | head; }

# 4. A member an extension in a skipped file adds (corpus8 16, Construct: `extension Result { var value }`
# in Helpers/Extensions.swift, which imports TCA): the message names that file and why it was skipped.
mkdir -p "$tmp/tip/Sources/Tips"
printf '// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: "Tips", targets: [.target(name: "Tips")])\n' > "$tmp/tip/Package.swift"
cat > "$tmp/tip/Sources/Tips/Extensions.swift" <<'SWIFT'
import ComposableArchitecture
extension Result {
    var value: Success? { try? get() }
}
SWIFT
cat > "$tmp/tip/Sources/Tips/TipJarView.swift" <<'SWIFT'
import SwiftUI
struct TipJarView: View {
    let result: Result<Int, Error> = .success(3)
    var body: some View { Text("\(result.value ?? 0)") }
}
#Preview { TipJarView() }
SWIFT
out="$(cd "$tmp/tip/Sources/Tips" && "$ACCORD" dump TipJarView.swift 2>&1)"; rc=$?
[ $rc = 1 ] && grep -qF 'accord: `.value` is declared in Extensions.swift, which was skipped (imports ComposableArchitecture' <<<"$out" \
  && ok "a member declared in a skipped file's extension is named with that file" || { bad "member of a skipped file (exit $rc)"; echo "$out" | head; }
# 5. A SwiftData #Predicate comparing model identifiers (corpus8 41/43, Organizer's ContentStore:
#    `$0.project?.persistentModelID == projectID && $0.theme.contains(theme)`). SwiftData's
#    PersistentIdentifier is Codable (Apple's documentation lists Codable, Comparable, Hashable,
#    Sendable), which #Predicate's standard expressions need; without it the file did not compile,
#    after 25 s of type checking. Oracle: the predicate's own rule — of the shelf's three books,
#    two have "sea" in their theme: a bar 2 × 10 points wide.
mkdir -p "$tmp/shelf"
cat > "$tmp/shelf/ShelfView.swift" <<'SWIFT'
import SwiftUI
import SwiftData

@Model final class Shelf {
    var name: String
    init(name: String) { self.name = name }
}
@Model final class Book {
    var theme: String
    var shelf: Shelf?
    init(theme: String, shelf: Shelf?) { self.theme = theme; self.shelf = shelf }
}

func books(on shelf: Shelf, theme: String, in context: ModelContext) -> [Book] {
    let shelfID = shelf.persistentModelID
    let descriptor = FetchDescriptor<Book>(predicate: #Predicate { $0.shelf?.persistentModelID == shelfID && $0.theme.contains(theme) })
    return (try? context.fetch(descriptor)) ?? []
}

struct ShelfView: View {
    let count: Int
    var body: some View { Color.blue.frame(width: CGFloat(count) * 10, height: 10).accessibilityIdentifier("bar") }
}

#Preview {
    let container = try! ModelContainer(for: Book.self, Shelf.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    let context = container.mainContext
    let a = Shelf(name: "a"), b = Shelf(name: "b")
    context.insert(a); context.insert(b)
    for (theme, shelf) in [("sea x", a), ("sea y", a), ("land", a), ("sea z", b)] { context.insert(Book(theme: theme, shelf: shelf)) }
    return ShelfView(count: books(on: a, theme: "sea", in: context).count)
}
SWIFT
out="$("$ACCORD" frames "$tmp/shelf/ShelfView.swift" --no-project 2>&1)"; rc=$?
[ $rc = 0 ] && grep -q "^bar .*(20.0×10.0)" <<<"$out" && ok "a #Predicate comparing persistentModelIDs compiles and filters (exit $rc)" \
  || { bad "#Predicate over persistentModelID (exit $rc)"; echo "$out" | head -8 | sed 's/^/     /'; }

# 6. An @Model class nested in a type (a versioned schema's namespace, corpus9 02 ReadRhythm:
#    `enum ReadRhythmSchemaV1: VersionedSchema { @Model final class ReadingSessionEntity … }` beside a
#    top-level class of the same name, a `SchemaMigrationPlan` and `ModelContainer(for:migrationPlan:
#    configurations:)`) is a PersistentModel under its qualified name: both compile, and a context
#    stores each apart (one of each inserted: 1 + 1 → two bars of 10). Oracles: SwiftData's
#    declarations (VersionedSchema: `models`, `versionIdentifier: Schema.Version`; Schema.Version(1, 0, 0)
#    is "1.0.0", ordered major, minor, patch; a store that starts empty has nothing to migrate).
mkdir -p "$tmp/nested"
cat > "$tmp/nested/Sessions.swift" <<'SWIFT'
import SwiftUI
import SwiftData

@Model final class Session {
    var minutes: Int
    init(minutes: Int) { self.minutes = minutes }
}
enum SchemaV1: VersionedSchema {
    static let versionIdentifier = Schema.Version(1, 0, 0)
    static var models: [any PersistentModel.Type] { [Session.self] }

    @Model
    final class Session {
        var seconds: Int
        init(seconds: Int) { self.seconds = seconds }
    }
}
enum SchemaV2: VersionedSchema {
    static let versionIdentifier = Schema.Version(1, 10, 0)
    static var models: [any PersistentModel.Type] { [Session.self, SchemaV1.Session.self] }
}
enum Plan: SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { [SchemaV1.self, SchemaV2.self] }
    static let v1ToV2 = MigrationStage.lightweight(fromVersion: SchemaV1.self, toVersion: SchemaV2.self)
    static var stages: [MigrationStage] { [v1ToV2] }
}

struct Sessions: View {
    let current: Int, old: Int, newer: Bool
    var body: some View {
        VStack {
            Color.blue.frame(width: CGFloat(current) * 10, height: 10).accessibilityIdentifier("current")
            Color.gray.frame(width: CGFloat(old) * 10, height: 10).accessibilityIdentifier("old")
            Text(SchemaV1.versionIdentifier.description).accessibilityIdentifier("v\(SchemaV1.versionIdentifier)")
            Color.red.frame(width: newer ? 30 : 5, height: 10).accessibilityIdentifier("newer")
        }
    }
}

#Preview {
    let schema = Schema(versionedSchema: SchemaV2.self)
    let container = try! ModelContainer(for: schema, migrationPlan: Plan.self, configurations: ModelConfiguration(schema: schema, isStoredInMemoryOnly: true))
    let context = container.mainContext
    context.insert(Session(minutes: 3))
    context.insert(SchemaV1.Session(seconds: 4))
    let current = (try? context.fetch(FetchDescriptor<Session>()))?.count ?? 0
    let old = (try? context.fetch(FetchDescriptor<SchemaV1.Session>()))?.count ?? 0
    return Sessions(current: current, old: old, newer: SchemaV2.versionIdentifier > SchemaV1.versionIdentifier && schema.version == SchemaV2.versionIdentifier)
}
SWIFT
out="$("$ACCORD" frames "$tmp/nested/Sessions.swift" --no-project 2>&1)"; rc=$?
[ $rc = 0 ] && grep -q "^current .*(10.0×10.0)" <<<"$out" && grep -q "^old .*(10.0×10.0)" <<<"$out" \
  && ok "an @Model class nested in an enum is a PersistentModel by its qualified name (exit $rc)" \
  || { bad "nested @Model (exit $rc)"; echo "$out" | head -8 | sed 's/^/     /'; }
grep -q "^v1.0.0 " <<<"$out" && grep -q "^newer .*(30.0×10.0)" <<<"$out" \
  && ok "VersionedSchema, Schema.Version (1.10.0 after 1.0.0), SchemaMigrationPlan and a container with a plan compile" \
  || { bad "versioned schema"; echo "$out" | head -8 | sed 's/^/     /'; }

# 7. A part left out of another file of the target is named in the user's words: a #Preview
#    that needs a type from a skipped file is `#Preview`, not the rewrite's constant.
pk="$tmp/Named"; mkdir -p "$pk/Sources/Trips"
printf '// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: "Trips", targets: [.target(name: "Trips")])\n' > "$pk/Package.swift"
cat > "$pk/Sources/Trips/Place.swift" <<'SWIFT'
import Lottie
struct Place { var animation: LottieAnimation? }
SWIFT
cat > "$pk/Sources/Trips/Store.swift" <<'SWIFT'
import SwiftUI
struct Store { var width: Double = 44 }
#Preview {
    Text(String(describing: Place()))
}
SWIFT
cat > "$pk/Sources/Trips/TripsView.swift" <<'SWIFT'
import SwiftUI
struct TripsView: View {
    var body: some View { Color.blue.frame(width: Store().width, height: 12).accessibilityIdentifier("trips") }
}
#Preview { TripsView() }
SWIFT
out="$(cd "$pk/Sources/Trips" && "$ACCORD" frames TripsView.swift --fixed-metrics 2>&1)"; rc=$?
[ $rc = 0 ] && grep -q "^trips .*(44.0×12.0)" <<<"$out" && grep -q '^accord: skipped part of Store.swift: `#Preview` (line 3)' <<<"$out" \
  && ! grep -q "__accordPreview\|AccordPreview(" <<<"$out" \
  && ok "another file's #Preview left out is named as the user wrote it (exit $rc)" \
  || { bad "left-out #Preview's name (exit $rc)"; echo "$out" | head -8 | sed 's/^/     /'; }

rm -rf "$tmp"
exit $fail
