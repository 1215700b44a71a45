import Accord
import AccordTesting
import Foundation
import Testing

/// Under Swift Testing a failed assertion is recorded as an issue of the running test (a
/// known issue here: `withKnownIssue` fails the test if none is recorded).
@Suite struct SwiftTestingReportingTests {
    @Test func aWrongFrameIsRecordedAsAnIssue() {
        withKnownIssue {
            assertFrame(of: "box", in: Color.clear.frame(width: 40, height: 20).accessibilityIdentifier("box"),
                        equals: CGRect(x: 0, y: 0, width: 41, height: 20))
        }
    }

    @Test func aRightFrameRecordsNothing() {
        assertFrame(of: "box", in: Color.clear.frame(width: 40, height: 20).accessibilityIdentifier("box"),
                    equals: CGRect(x: 0, y: 0, width: 40, height: 20))
    }
}
