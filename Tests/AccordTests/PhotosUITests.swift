import XCTest
import Foundation
@testable import Accord
import AccordLayout
import AccordText

/// PhotosUI and CoreTransferable (PhotosUI.swift, CoreTransferable.swift; issue 11: 9 of 60 scanned
/// repositories import PhotosUI, 6 use `PhotosPickerItem`). On iOS a `PhotosPicker` is a button showing
/// its label; the picker itself is system UI a preview does not have, so nothing is picked.
final class PhotosUITests: XCTestCase {
    private func host<V: View>(_ v: V) -> HostedLayout {
        HostedLayout(v, proposal: ProposedViewSize(width: 393, height: 852), canvas: CGSize(width: 393, height: 852),
                     textMeasurer: FixedMetricTextMeasurer())
    }

    func testAPhotosPickerIsLaidOutAndDrawnAsAButtonWithItsLabel() throws {
        let item = Binding<PhotosPickerItem?>(get: { nil }, set: { _ in })
        let picker = host(VStack {
            PhotosPicker(selection: item, matching: .images) { Label("Choose photo", systemImage: "photo") }.accessibilityIdentifier("x")
        })
        let button = host(VStack {
            Button(action: {}) { Label("Choose photo", systemImage: "photo") }.accessibilityIdentifier("x")
        })
        XCTAssertEqual(try XCTUnwrap(picker.frame(of: "x")), try XCTUnwrap(button.frame(of: "x")))
        XCTAssertEqual(picker.displayList(), button.displayList())
        // The titled form is a button with a Text label.
        let titled = host(VStack { PhotosPicker("Choose photo", selection: item).accessibilityIdentifier("x") })
        let textButton = host(VStack { Button("Choose photo") {}.accessibilityIdentifier("x") })
        XCTAssertEqual(titled.frame(of: "x"), textButton.frame(of: "x"))
    }

    func testThePresentedPickerLeavesTheViewAsItIsAndPicksNothing() throws {
        var picked: [PhotosPickerItem] = [PhotosPickerItem(itemIdentifier: "kept")]
        let selection = Binding(get: { picked }, set: { picked = $0 })
        let presented = host(Text("Profile").photosPicker(isPresented: .constant(true), selection: selection, maxSelectionCount: 3,
                                                          matching: .any(of: [.images, .not(.screenshots)]))
                                .photosPickerStyle(.inline).accessibilityIdentifier("t"))
        let plain = host(Text("Profile").accessibilityIdentifier("t"))
        XCTAssertEqual(presented.frame(of: "t"), plain.frame(of: "t"))
        XCTAssertEqual(picked.map(\.itemIdentifier), ["kept"])
    }

    func testLoadingAnItemAnswersNilForThereIsNoAssetInAPreview() async throws {
        let item = PhotosPickerItem(itemIdentifier: "ABC/L0/001")
        let data = try await item.loadTransferable(type: Data.self)
        XCTAssertNil(data)
        let image = try await item.loadTransferable(type: Image.self)
        XCTAssertNil(image)
        let done = expectation(description: "completion")
        item.loadTransferable(type: String.self) { result in
            if case .success(let value) = result, value == nil { done.fulfill() }
        }
        await fulfillment(of: [done], timeout: 1)
        XCTAssertTrue(item.supportedContentTypes.isEmpty)
    }

    /// A type of the app's own made transferable with CoreTransferable's builder compiles, and the
    /// built-in types carry their content types (Data: public.data, String: public.plain-text).
    func testAnAppsTransferableTypeCompilesWithItsRepresentations() {
        struct Note: Codable, Transferable {
            var text: String
            static var transferRepresentation: some TransferRepresentation {
                CodableRepresentation(contentType: .json)
                DataRepresentation(exportedContentType: .plainText) { Data($0.text.utf8) }
                ProxyRepresentation(exporting: \.text)
            }
        }
        XCTAssertEqual(Data.transferRepresentation.contentType, .data)
        XCTAssertEqual(String.transferRepresentation.contentType, .plainText)
        _ = Note.transferRepresentation
    }

    func testUIKitsPickerKeepsItsConfigurationAndNeverCallsItsDelegate() {
        final class Delegate: PHPickerViewControllerDelegate {
            var calls = 0
            func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) { calls += 1 }
        }
        var configuration = PHPickerConfiguration()
        XCTAssertEqual(configuration.selectionLimit, 1)  // UIKit's default
        configuration.filter = .images
        configuration.selectionLimit = 0
        let picker = PHPickerViewController(configuration: configuration)
        let delegate = Delegate()
        picker.delegate = delegate
        XCTAssertEqual(picker.configuration.selectionLimit, 0)
        XCTAssertEqual(picker.configuration.filter, .images)
        _ = picker.view
        XCTAssertEqual(delegate.calls, 0)
    }
}
