import Foundation

// MessageUI's mail and message composers (`import MessageUI` becomes `import Accord`), as apps
// present them from a `UIViewControllerRepresentable` after checking `canSendMail()`. A preview
// has no mail account and no Messages service: `canSendMail()` and `canSendText()` answer false
// (what iOS answers on a device without them), a composer keeps what is set on it, shows nothing
// and never calls its delegate — INERT. A representable that shows one anyway is laid out and
// drawn as every UIKit controller is (a placeholder, UIKitRepresentable.swift).

/// How a mail composer ended (`MFMailComposeResult`; MessageUI's raw values).
public enum MFMailComposeResult: Int, Sendable {
    case cancelled = 0, saved = 1, sent = 2, failed = 3
}

/// The mail composer's delegate (`MFMailComposeViewControllerDelegate`; its method is optional).
public protocol MFMailComposeViewControllerDelegate: AnyObject {
    func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?)
}
extension MFMailComposeViewControllerDelegate {
    public func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?) {}
}

/// The system mail composer (`MFMailComposeViewController`). Inert: see the top of this file.
open class MFMailComposeViewController: UINavigationController, @unchecked Sendable {
    /// An attachment added with `addAttachmentData(_:mimeType:fileName:)`.
    struct Attachment { let data: Data; let mimeType: String; let fileName: String }
    open weak var mailComposeDelegate: (any MFMailComposeViewControllerDelegate)?
    private(set) var subject = ""
    private(set) var toRecipients: [String] = []
    private(set) var ccRecipients: [String] = []
    private(set) var bccRecipients: [String] = []
    private(set) var body = ""
    private(set) var bodyIsHTML = false
    private(set) var attachments: [Attachment] = []
    private(set) var preferredSendingEmailAddress: String?

    /// Whether the device can send mail: false (a preview has no mail account).
    open class func canSendMail() -> Bool { false }
    public override init() { super.init() }
    open func setSubject(_ subject: String) { self.subject = subject }
    open func setToRecipients(_ toRecipients: [String]?) { self.toRecipients = toRecipients ?? [] }
    open func setCcRecipients(_ ccRecipients: [String]?) { self.ccRecipients = ccRecipients ?? [] }
    open func setBccRecipients(_ bccRecipients: [String]?) { self.bccRecipients = bccRecipients ?? [] }
    open func setMessageBody(_ body: String, isHTML: Bool) { self.body = body; bodyIsHTML = isHTML }
    open func setPreferredSendingEmailAddress(_ emailAddress: String) { preferredSendingEmailAddress = emailAddress }
    open func addAttachmentData(_ attachment: Data, mimeType: String, fileName filename: String) {
        attachments.append(Attachment(data: attachment, mimeType: mimeType, fileName: filename))
    }
}

/// How a message composer ended (`MessageComposeResult`; MessageUI's raw values).
public enum MessageComposeResult: Int, Sendable {
    case cancelled = 0, sent = 1, failed = 2
}

/// The message composer's delegate (`MFMessageComposeViewControllerDelegate`).
public protocol MFMessageComposeViewControllerDelegate: AnyObject {
    func messageComposeViewController(_ controller: MFMessageComposeViewController, didFinishWith result: MessageComposeResult)
}

/// The system message composer (`MFMessageComposeViewController`). Inert: see the top of this file.
open class MFMessageComposeViewController: UINavigationController, @unchecked Sendable {
    open weak var messageComposeDelegate: (any MFMessageComposeViewControllerDelegate)?
    open var recipients: [String]?
    open var body: String?
    open var subject: String?
    private(set) var attachments: [(data: Data, typeIdentifier: String, filename: String)] = []

    /// Whether the device can send text messages: false in a preview.
    open class func canSendText() -> Bool { false }
    /// Whether messages can have subjects: false in a preview.
    open class func canSendSubject() -> Bool { false }
    /// Whether messages can have attachments: false in a preview.
    open class func canSendAttachments() -> Bool { false }
    public override init() { super.init() }
    @discardableResult open func addAttachmentData(_ attachmentData: Data, typeIdentifier uti: String, filename: String) -> Bool {
        attachments.append((attachmentData, uti, filename))
        return true
    }
}
