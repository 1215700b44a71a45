#!/usr/bin/env bash
# Core Data projects (issue 11): Tests/project/CoreDataTodo is a to-do app whose model
# (Todo.xcdatamodeld, current version "Todo 2") has one entity per codegen kind — Task "Class
# Definition" (with a sub-entity UrgentTask), Folder "Category/Extension", Tag "Manual/None"
# (its files written as Xcode's Create NSManagedObject Subclass writes them) — and previews
# that fetch with predicates and sort descriptors. The expected sizes follow from the preview
# data in Persistence.swift and each view's rule (comments in the views); then models that
# cannot be read.
#   bash Tests/project/coredata.sh path/to/accord
set -u
. "$(dirname "$0")/common.sh" "$1"
app="$here/CoreDataTodo/Todo"
before="$(cd "$here/CoreDataTodo" && find . | sort)"

# Folders by name; bars: 20 points per open task (Groceries: Milk, Bread; Inbox: Call Ana, Book
# dentist, Pay rent), dots: 10 per colour index (Groceries 5; Inbox the model's default, 2).
out="$(cd "$app" && "$ACCORD" frames ContentView.swift 2>&1)"
expect "a folder's name is the model's default (\"Inbox\") when none is set" "^open-Inbox " "$out"
expect "Groceries has 2 open tasks (a to-many relationship filled through its inverse)" "^open-Groceries .*\(40\.0×8\.0\)" "$out"
expect "Inbox has 3 open tasks (the urgent sub-entity's object counts)" "^open-Inbox .*\(60\.0×8\.0\)" "$out"
expect "an Integer 16 default value (2) applies to a new object" "^color-Inbox .*\(20\.0×10\.0\)" "$out"
expect "a set Integer 16 value (5)" "^color-Groceries .*\(50\.0×10\.0\)" "$out"
[ "$(grep -n '^open-' <<<"$out" | head -1 | grep -c Groceries)" = 1 ] && ok "folders sorted by name (Groceries before Inbox)" || bad "folders sorted by name"

# A folder's open tasks, priority descending then title: 10 points per priority (+1).
out="$(cd "$app" && "$ACCORD" frames TaskList.swift 2>&1)"
expect "Groceries: Milk, priority 3" "^task-Milk .*\(31\.0×10\.0\)" "$out"
expect "Groceries: Bread, the model's default priority 1" "^task-Bread .*\(11\.0×10\.0\)" "$out"
if grep -q "^task-Eggs" <<<"$out"; then bad "done == NO leaves out Eggs (done)"; else ok "done == NO leaves out Eggs (done)"; fi
inbox="$(sed -n '/^# Inbox/,$p' <<<"$out")"
[ "$(grep '^task-' <<<"$inbox" | sed 's/ x:.*//' | tr '\n' ',')" = "task-Pay rent,task-Call Ana,task-Book dentist," ] \
  && ok "Inbox (name BEGINSWITH[c] 'inb'): Pay rent (5), Call Ana (2), Book dentist (0) in that order" \
  || { bad "Inbox tasks in priority order"; echo "$inbox" | sed 's/^/     /'; }

# title CONTAINS[cd] "A" OR priority >= 4, by title: 3 of the 6 tasks.
out="$(cd "$app" && "$ACCORD" frames SearchView.swift 2>&1)"
[ "$(grep '^match-' <<<"$out" | sed 's/ x:.*//' | tr '\n' ',')" = "match-Bread,match-Call Ana,match-Pay rent," ] \
  && ok "3 of 6 tasks match title CONTAINS[cd] 'A' OR priority >= 4, sorted by title" || { bad "search matches"; echo "$out" | head; }
expect "count(for: Task.fetchRequest()) counts the sub-entity's object too: 6" "^all-tasks .*\(60\.0×4\.0\)" "$out"
expect "@FetchRequest(entity: UrgentTask.entity()): 1" "^urgent .*\(10\.0×4\.0\)" "$out"
expect "the manual Tag's generated accessor added 2 tasks" "^home-tasks .*\(20\.0×4\.0\)" "$out"
expect "and the inverse (Task.tags) of Pay rent holds the tag" "^rent-tags .*\(10\.0×4\.0\)" "$out"
after="$(cd "$here/CoreDataTodo" && find . | sort)"
[ "$before" = "$after" ] && ok "nothing is written into the project" || { bad "files written into the project"; diff <(echo "$before") <(echo "$after") | head; }

# The compiled model as apps load it: Bundle.main.url(forResource: "Todo", withExtension: "momd") is
# found beside the preview program, and NSManagedObjectModel(contentsOf:) is the project's model:
# 4 entities (Folder, Task, UrgentTask, Tag) → 40 points.
cp -r "$here/CoreDataTodo" "$tmp/momd"
cat > "$tmp/momd/Todo/ModelLoader.swift" <<'SWIFT'
import SwiftUI
import CoreData

enum ModelLoader {
    static let model: NSManagedObjectModel = {
        guard let url = Bundle.main.url(forResource: "Todo", withExtension: "momd") else { fatalError("Failed to locate model file.") }
        guard let model = NSManagedObjectModel(contentsOf: url) else { fatalError("Failed to load model file.") }
        return model
    }()
}

struct ModelBar: View {
    var body: some View {
        let container = NSPersistentContainer(name: "Todo", managedObjectModel: ModelLoader.model)
        Color.blue.frame(width: CGFloat(container.managedObjectModel.entities.count) * 10, height: 10).accessibilityIdentifier("entities")
    }
}

#Preview { ModelBar() }
SWIFT
out="$(cd "$tmp/momd/Todo" && "$ACCORD" frames ModelLoader.swift 2>&1)"
expect "Bundle.main finds Todo.momd and NSManagedObjectModel(contentsOf:) has the model's 4 entities" "^entities .*\(40\.0×10\.0\)" "$out"

# Models that cannot be read: a warning naming the model and why; the other files still preview.
mk() {  # folder, contents of the model
  mkdir -p "$1/App.xcodeproj" "$1/App/Model.xcdatamodeld/Model.xcdatamodel"
  cp "$here/CoreDataTodo/Todo.xcodeproj/project.pbxproj" "$1/App.xcodeproj/"
  sed -i 's/path = Todo;/path = App;/' "$1/App.xcodeproj/project.pbxproj"
  printf '%s' "$2" > "$1/App/Model.xcdatamodeld/Model.xcdatamodel/contents"
  printf 'import SwiftUI\nimport CoreData\n#Preview { Color.red.frame(width: 10, height: 10).accessibilityIdentifier("fine") }\n' > "$1/App/Fine.swift"
}
check() {  # name, folder, expected warning (grep -E)
  out="$(cd "$2/App" && timeout 300 "$ACCORD" frames Fine.swift 2>&1)"; rc=$?
  [ $rc = 0 ] && grep -q "^fine .*(10.0×10.0)" <<<"$out" && grep -qE -- "$3" <<<"$out" && ok "$1" || { bad "$1 (exit $rc)"; echo "$out" | head -8 | sed 's/^/     /'; }
}
mk "$tmp/notxml" "this is not XML <model"
check "a model that is not XML is skipped with a warning" "$tmp/notxml" "^accord: skipped the Core Data model Model.xcdatamodeld: its XML does not read"
mk "$tmp/laughs" '<?xml version="1.0"?><!DOCTYPE model [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]><model><entity name="&c;"/></model>'
check "a model declaring entities (a document type) is refused" "$tmp/laughs" "skipped the Core Data model Model.xcdatamodeld: its XML declares a document type"
mk "$tmp/inject" '<?xml version="1.0"?><model><entity name="Item" representedClassName="Item {} ; import Glibc; class X" codeGenerationType="class"/></model>'
check "a class name that is not a Swift identifier is refused, not compiled" "$tmp/inject" "skipped the Core Data model Model.xcdatamodeld: class name 'X' of entity Item is not a Swift identifier|class name .* is not a Swift identifier"
mk "$tmp/cycle" '<?xml version="1.0"?><model><entity name="A" parentEntity="B" codeGenerationType="class"/><entity name="B" parentEntity="A" codeGenerationType="class"/></model>'
check "parent entities in a cycle are refused" "$tmp/cycle" "parent entities form a cycle"
mk "$tmp/dangling" '<?xml version="1.0"?><model><entity name="A" codeGenerationType="class"><relationship name="b" destinationEntity="Nowhere" toMany="YES"/></entity></model>'
check "a relationship to a missing entity is refused" "$tmp/dangling" "points to 'Nowhere', which is not in the model"
# A package target's own model (Xcode generates its entities' classes in the package's module,
# public, as for an app: "Class Definition" codegen): a sibling target imports the module and
# uses the class; the model's default value (3) comes from the module's model, and an app-side
# fetch by entity name finds the module's entity.
p="$tmp/Shelf"; mkdir -p "$p/Sources/Store/Model.xcdatamodeld/Model.xcdatamodel" "$p/Sources/Screens"
cat > "$p/Package.swift" <<'SWIFT'
// swift-tools-version:5.9
import PackageDescription
let package = Package(name: "Shelf", platforms: [.iOS(.v17)], targets: [
    .target(name: "Store", resources: [.process("Model.xcdatamodeld")]),
    .target(name: "Screens", dependencies: ["Store"]),
])
SWIFT
cat > "$p/Sources/Store/Model.xcdatamodeld/Model.xcdatamodel/contents" <<'XML'
<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" sourceLanguage="Swift">
    <entity name="Jar" representedClassName="Jar" syncable="YES" codeGenerationType="class">
        <attribute name="label" optional="YES" attributeType="String"/>
        <attribute name="count" attributeType="Integer 16" defaultValueString="3" usesScalarValueType="YES"/>
    </entity>
</model>
XML
cat > "$p/Sources/Store/Store.swift" <<'SWIFT'
import CoreData
public enum Store {
    public static let container: NSPersistentContainer = {
        let c = NSPersistentContainer(name: "Model")
        c.persistentStoreDescriptions.first?.url = URL(fileURLWithPath: "/dev/null")
        c.loadPersistentStores { _, _ in }
        return c
    }()
}
SWIFT
cat > "$p/Sources/Screens/JarView.swift" <<'SWIFT'
import SwiftUI
import CoreData
import Store
struct JarView: View {
    let jar: Jar
    var body: some View { Color.orange.frame(width: CGFloat(jar.count) * 10, height: 10).accessibilityIdentifier("jar-" + (jar.label ?? "none")) }
}
#Preview {
    let context = Store.container.viewContext
    let jar = Jar(context: context)
    jar.label = "jam"
    let found = (try? context.fetch(NSFetchRequest<NSManagedObject>(entityName: "Jar")))?.count ?? -1
    return VStack { JarView(jar: jar); Color.blue.frame(width: CGFloat(found) * 10, height: 4).accessibilityIdentifier("found") }
}
SWIFT
out="$(cd "$p/Sources/Screens" && timeout 600 "$ACCORD" frames JarView.swift 2>&1)"; rc=$?
[ $rc = 0 ] || { bad "a package module's Core Data model (exit $rc)"; echo "$out" | head -10 | sed 's/^/     /'; }
expect "a package module's entity class is generated there and usable from another target; its default count is 3" "^jar-jam .*\(30\.0×10\.0\)" "$out"
expect "a fetch by the module's entity name finds the new object" "^found .*\(10\.0×4\.0\)" "$out"
rm -rf "$tmp"
exit $fail
