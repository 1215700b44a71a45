// Written for Accord's compatibility check: a profile editor using UIKit pieces SwiftUI apps
// wrap — an image picker and a share sheet in representables, keyboard dismissal through
// `endEditing`, a UIImage-from-colour helper, CoreGraphics' C constructors and drag sources.
import SwiftUI
import UIKit

struct ImagePicker: UIViewControllerRepresentable {
    @Binding var image: UIImage?
    var sourceType: UIImagePickerController.SourceType = .photoLibrary
    @Environment(\.presentationMode) private var presentationMode

    func makeUIViewController(context: Context) -> UIImagePickerController {
        let picker = UIImagePickerController()
        picker.sourceType = sourceType
        picker.allowsEditing = true
        picker.delegate = context.coordinator
        return picker
    }

    func updateUIViewController(_ uiViewController: UIImagePickerController, context: Context) {}

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    final class Coordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
        let parent: ImagePicker
        init(_ parent: ImagePicker) { self.parent = parent }

        func imagePickerController(_ picker: UIImagePickerController,
                                   didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
            parent.image = info[.editedImage] as? UIImage ?? info[.originalImage] as? UIImage
            parent.presentationMode.wrappedValue.dismiss()
        }
    }
}

struct ShareSheet: UIViewControllerRepresentable {
    let items: [Any]
    func makeUIViewController(context: Context) -> UIActivityViewController {
        let controller = UIActivityViewController(activityItems: items, applicationActivities: nil)
        controller.excludedActivityTypes = [.assignToContact, .addToReadingList]
        return controller
    }
    func updateUIViewController(_ uiViewController: UIActivityViewController, context: Context) {}
}

extension UIImage {
    static func filled(with color: UIColor, size: CGSize = CGSizeMake(1, 1)) -> UIImage? {
        UIGraphicsBeginImageContextWithOptions(size, false, 0)
        defer { UIGraphicsEndImageContext() }
        color.setFill()
        UIRectFill(CGRectMake(0, 0, size.width, size.height))
        return UIGraphicsGetImageFromCurrentImageContext()
    }
}

extension View {
    func hideKeyboard() {
        UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
    }
}

struct ProfileEditor: View {
    @State private var name = "Taylor"
    @State private var avatar: UIImage?
    @State private var showingPicker = false
    @State private var showingShare = false

    var body: some View {
        Form {
            Section {
                HStack {
                    Circle()
                        .fill(.gray.opacity(0.3))
                        .frame(width: 64, height: 64)
                        .overlay(Image(systemName: "person.fill").font(.title))
                        .onDrag { NSItemProvider(object: name as NSString) }
                    Button("Change Photo") { showingPicker = true }
                }
                TextField("Name", text: $name)
            }
            Section {
                Button("Share Profile") { showingShare = true }
                Button("Done") {
                    hideKeyboard()
                    UIApplication.shared.windows.first?.endEditing(true)
                }
            }
        }
        .sheet(isPresented: $showingPicker) { ImagePicker(image: $avatar) }
        .sheet(isPresented: $showingShare) { ShareSheet(items: [name]) }
    }
}

#Preview {
    ProfileEditor()
}
