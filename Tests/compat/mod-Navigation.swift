import SwiftUI

struct InboxView: View {
    @State private var query = ""
    @State private var showDetail = false
    @State private var selection: String?
    let messages = ["Welcome", "Invoice #204", "Lunch on Friday?"]

    var body: some View {
        NavigationView {
            List {
                ForEach(messages, id: \.self) { message in
                    NavigationLink(destination: Text(message)) {
                        Text(message)
                    }
                }
                NavigationLink("Settings", destination: Text("Settings"))
                NavigationLink(destination: Text("Hidden"), isActive: $showDetail) { EmptyView() }
            }
            .navigationBarTitle("Inbox", displayMode: .large)
            .navigationBarItems(leading: Button("Edit") {}, trailing: Image(systemName: "square.and.pencil"))
            .navigationBarBackButtonHidden(true)
            .searchable(text: $query, prompt: "Search mail")
            .searchable(text: $query, placement: .navigationBarDrawer(displayMode: .always), prompt: Text("Search"))
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) { Button("Add") {} }
                ToolbarItem(placement: .topBarLeading) { EditButtonStandIn() }
                ToolbarItemGroup(placement: .bottomBar) {
                    Spacer()
                    Text("3 messages").font(.caption)
                    Spacer()
                }
                ToolbarItem(placement: .principal) { Text("Inbox").font(.headline) }
                ToolbarItem(placement: .status) { Text("Updated just now") }
                ToolbarItem(placement: .keyboard) { Button("Done") {} }
                ToolbarItem(placement: .primaryAction) { Button("Compose") {} }
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                ToolbarItem(placement: .confirmationAction) { Button("Save") {} }
                ToolbarItem(placement: .automatic) { Button("More") {} }
                if showDetail {
                    ToolbarItem(placement: .navigationBarLeading) { Text("Detail") }
                }
            }
            .toolbarBackground(.visible, for: .navigationBar)
            .toolbarBackground(Color.blue, for: .navigationBar, .tabBar)
            .toolbarColorScheme(.dark, for: .navigationBar)
            .navigationDestination(for: String.self) { value in Text(value) }
            .navigationDestination(isPresented: $showDetail) { Text("Detail") }
        }
        .navigationViewStyle(.stack)
        .navigationViewStyle(StackNavigationViewStyle())
    }
}

struct EditButtonStandIn: View {
    var body: some View { Text("Edit") }
}

struct SettingsHome: View {
    var body: some View {
        NavigationStack {
            Form {
                Text("Account")
            }
            .navigationTitle(Text("Settings"))
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                Button("Done") {}
            }
        }
    }
}

struct Onboarding: View {
    @State private var page = 0
    var body: some View {
        NavigationStack {
            TabView(selection: $page) {
                Text("One").tag(0)
                Text("Two").tag(1)
            }
            .tabViewStyle(.page(indexDisplayMode: .never))
            .indexViewStyle(.page(backgroundDisplayMode: .always))
            .navigationBarHidden(true)
            .toolbar(.hidden, for: .navigationBar)
        }
    }
}

#Preview("Inbox") { InboxView() }
#Preview("Settings") { SettingsHome() }
#Preview("Onboarding") { Onboarding() }
