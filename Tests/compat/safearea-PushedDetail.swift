import SwiftUI

// A pushed detail with a toolbar: the path already holds a recipe, so the stack shows it.
struct Recipe: Hashable {
    let name: String
    let minutes: Int
}

struct RecipesView: View {
    @State private var path = [Recipe(name: "Shakshuka", minutes: 25)]
    var body: some View {
        NavigationStack(path: $path) {
            List {
                NavigationLink("Shakshuka", value: Recipe(name: "Shakshuka", minutes: 25))
                NavigationLink("Pancakes", value: Recipe(name: "Pancakes", minutes: 15))
            }
            .navigationTitle("Recipes")
            .navigationDestination(for: Recipe.self) { recipe in
                RecipeDetail(recipe: recipe)
            }
        }
    }
}

struct RecipeDetail: View {
    let recipe: Recipe
    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                Label("\(recipe.minutes) minutes", systemImage: "clock")
                Text("Warm the oil, soften the onions and peppers, add the tomatoes, then the eggs.")
            }
            .padding()
        }
        .navigationTitle(recipe.name)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Button { } label: { Image(systemName: "heart") }
            }
        }
    }
}

#Preview("Pushed detail") { RecipesView() }
