import CloudKit

public final class CloudSync {
    public let container = CKContainer.default()
    public init() {}
}
