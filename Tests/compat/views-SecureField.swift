import SwiftUI

struct LoginForm: View {
    @State private var username = "jane.appleseed"
    @State private var password = "hunter22"
    @State private var confirmation = ""

    var body: some View {
        Form {
            Section("Account") {
                TextField("Username", text: $username)
                    .textInputAutocapitalization(.never)
                SecureField("Password", text: $password)
                SecureField("Confirm password", text: $confirmation)
            }
            Section {
                SecureField("One-time code", text: $confirmation, prompt: Text("6 digits"))
                    .textFieldStyle(.roundedBorder)
            }
        }
    }
}

#Preview {
    LoginForm()
}
