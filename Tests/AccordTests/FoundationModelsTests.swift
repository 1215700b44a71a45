import XCTest
import Foundation
@testable import Accord

/// FoundationModels (iOS 26; issue 11, blockers7 A1 — FoundationChat's `@Generable enum Role`,
/// its chat engine's session, tool and streamed responses). A preview answers as an iPhone that
/// is not eligible for Apple Intelligence: `.unavailable(.deviceNotEligible)`, and a request
/// throws `assetsUnavailable` ("Model is unavailable", the error Apple's framework throws without
/// its model; developer forums thread 787468). `@Generable` is rewritten by the preview tool to a
/// plain `: Generable` conformance, which is what these types declare.
final class FoundationModelsTests: XCTestCase {
    enum Role: String, Codable, CaseIterable, Generable {
        case user = "User"
        case assistant = "Assistant"
    }

    struct Attachment: Generable {
        let title: String
        let pages: Int
        let tags: [String]
        let summary: String?
        let role: Role
    }

    struct WeatherTool: Tool {
        let description = "Looks up the forecast for a city"
        struct Arguments: Generable {
            var city: String
        }
        func call(arguments: Arguments) async throws -> String {
            "It is sunny in \(arguments.city)."
        }
    }

    func testTheSystemModelIsUnavailableBecauseTheDeviceIsNotEligible() {
        let model = SystemLanguageModel.default
        XCTAssertEqual(model.availability, .unavailable(.deviceNotEligible))
        XCTAssertFalse(model.isAvailable)
        let shown: String
        switch model.availability {
        case .available: shown = "chat"
        case .unavailable(.appleIntelligenceNotEnabled): shown = "turn it on"
        case .unavailable(let other): shown = "unavailable: \(other)"
        }
        XCTAssertEqual(shown, "unavailable: deviceNotEligible")
        XCTAssert(model.supportsLocale(Locale(identifier: "en_US")))
        XCTAssertFalse(model.supportsLocale(Locale(identifier: "fi_FI")))
    }

    func testARequestThrowsThatTheModelIsUnavailable() async {
        let session = LanguageModelSession(instructions: "Be brief.")
        do {
            _ = try await session.respond(to: "Hello")
            XCTFail("a preview has no model to answer")
        } catch let error as LanguageModelSession.GenerationError {
            guard case .assetsUnavailable(let context) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(context.debugDescription, "Model is unavailable")
            XCTAssertEqual(error.localizedDescription, "Model is unavailable")
        } catch {
            XCTFail("\(error)")
        }
        XCTAssertFalse(session.isResponding)
    }

    func testAStreamedResponseThrowsOnItsFirstStep() async {
        let session = LanguageModelSession()
        let stream = session.streamResponse(generating: Attachment.self) {
            "Describe the attachment."
            if Bool.random() { "Keep it short." }
        }
        var snapshots = 0
        var failure: Error?
        do {
            for try await _ in stream { snapshots += 1 }
        } catch {
            failure = error
        }
        XCTAssertEqual(snapshots, 0)
        XCTAssertNotNil(failure as? LanguageModelSession.GenerationError)
    }

    func testASessionRecordsItsInstructionsAndToolsInItsTranscript() {
        let session = LanguageModelSession(tools: [WeatherTool()]) {
            "You are a weather assistant."
            "Answer in one sentence."
        }
        XCTAssertEqual(session.transcript.count, 1)
        guard case .instructions(let instructions) = session.transcript.first else { return XCTFail("no instructions entry") }
        XCTAssertEqual(instructions.segments, [.text(Transcript.TextSegment(id: instructions.segments[0].id,
                                                                             content: "You are a weather assistant.\nAnswer in one sentence."))])
        XCTAssertEqual(instructions.toolDefinitions.map(\.name), ["WeatherTool"])
        XCTAssertEqual(instructions.toolDefinitions.map(\.description), ["Looks up the forecast for a city"])
        XCTAssert(LanguageModelSession().transcript.isEmpty)
    }

    func testAToolIsCalledWithItsArguments() async throws {
        let answer = try await WeatherTool().call(arguments: .init(city: "Lisbon"))
        XCTAssertEqual(answer, "It is sunny in Lisbon.")
        XCTAssertEqual(Prompt(answer).text, "It is sunny in Lisbon.")
    }

    func testAGenerableStructIsWrittenAsJSONInDeclarationOrder() {
        let attachment = Attachment(title: "Q3 report", pages: 12, tags: ["finance", "draft"], summary: nil, role: .assistant)
        XCTAssertEqual(attachment.generatedContent.jsonString,
                       #"{"title": "Q3 report", "pages": 12, "tags": ["finance", "draft"], "summary": null, "role": "Assistant"}"#)
        XCTAssertEqual(attachment.promptRepresentation.text, attachment.generatedContent.jsonString)
        XCTAssertThrowsError(try Attachment(attachment.generatedContent))
    }

    func testAStringBackedEnumDecodesFromItsRawValue() throws {
        XCTAssertEqual(try Role(GeneratedContent(Role.assistant)), .assistant)
        XCTAssertEqual(try Role(GeneratedContent(kind: .string("User"))), .user)
        XCTAssertThrowsError(try Role(GeneratedContent(kind: .string("Robot"))))
        XCTAssertThrowsError(try Role(GeneratedContent(kind: .number(1))))
    }

    func testGeneratedContentReadsJSONKeepingBooleansApartFromNumbers() throws {
        let content = try GeneratedContent(json: #"{"done": true, "count": 1, "items": ["a", null]}"#)
        XCTAssertEqual(try content.value(Bool.self, forProperty: "done"), true)
        XCTAssertEqual(try content.value(Int.self, forProperty: "count"), 1)
        XCTAssertThrowsError(try content.value([String].self, forProperty: "items"), "null is not a string")
        XCTAssertNil(try content.value(String?.self, forProperty: "missing"))
        XCTAssertThrowsError(try content.value(String.self, forProperty: "count"))
        let data = try JSONEncoder().encode(content)
        XCTAssertEqual(try JSONDecoder().decode(GeneratedContent.self, from: data), content)
        XCTAssertEqual(content.jsonString, #"{"count": 1, "done": true, "items": ["a", null]}"#)
    }
}
