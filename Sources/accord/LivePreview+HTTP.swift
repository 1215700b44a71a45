import CMicroHTTPD
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The page's HTTP server: libmicrohttpd bound to 127.0.0.1 only, one thread per connection.
/// Routes: `GET /` the page; `GET /events` the server-sent-events stream (the latest render and
/// status are replayed to a new client first); `POST /command?q=JSON` a request for the preview
/// program. Requests whose Host is not this server's loopback address are refused (a page on
/// another site cannot reach the server by DNS rebinding), and every request but the page must
/// carry the page's random token (another site's form cannot post commands).
final class LiveHTTP: @unchecked Sendable {
    let token: String
    private(set) var port: UInt16 = 0
    private var daemon: OpaquePointer?
    private let lock = NSLock()
    private var clients: [ObjectIdentifier: SSEClient] = [:]
    /// The last data of each event kind, in the order first sent, for a client that connects later.
    private var replay: [(event: String, data: String)] = []
    /// The page (built once the port is known).
    var page: () -> String = { "" }
    /// A command from the page (the decoded `q` argument).
    var onCommand: @Sendable (String) -> Void = { _ in }

    init() {
        var g = SystemRandomNumberGenerator()
        token = (0..<3).map { _ in String(g.next() as UInt64, radix: 36) }.joined()
    }

    /// Starts listening on 127.0.0.1:`port` (0: a free port). Throws with the reason.
    func start(port: UInt16) throws {
        let me = Unmanaged.passUnretained(self).toOpaque()
        guard let d = accord_mhd_start_loopback(port, liveAccessHandler, me, nil) else {
            throw LivePreviewError("cannot listen on 127.0.0.1:\(port)" + (port == 0 ? "" : " (in use? choose another --port)"))
        }
        daemon = d
        self.port = accord_mhd_port(d)
    }

    /// Sends an event to every connected page and keeps it for pages that connect later.
    func broadcast(_ event: String, _ data: String) {
        var bytes = Array("event: \(event)\ndata: ".utf8)
        var d = data
        d.withUTF8 { bytes.append(contentsOf: $0) }  // (one copy of a rendering of some hundred KB)
        bytes += [10, 10]
        lock.lock()
        if let i = replay.firstIndex(where: { $0.event == event }) { replay[i].data = data } else { replay.append((event, data)) }
        let all = Array(clients.values)
        lock.unlock()
        for c in all { c.push(bytes) }
    }

    /// Ends every event stream and stops listening.
    func stop() {
        lock.lock()
        let all = Array(clients.values)
        clients.removeAll()
        lock.unlock()
        for c in all { c.close() }
        if let d = daemon { MHD_stop_daemon(d); daemon = nil }
    }

    fileprivate func remove(_ c: SSEClient) {
        lock.lock(); clients[ObjectIdentifier(c)] = nil; lock.unlock()
    }

    // MARK: - Requests

    fileprivate func handle(_ c: OpaquePointer, url: String, method: String, uploadSize: UnsafeMutablePointer<Int>,
                            state: UnsafeMutablePointer<UnsafeMutableRawPointer?>) -> MHD_Result {
        // The first call brings the headers; a body (none is expected) is consumed and dropped.
        if state.pointee == nil { state.pointee = UnsafeMutableRawPointer(bitPattern: 1); if method != "GET" { return .YES } }
        if uploadSize.pointee != 0 { uploadSize.pointee = 0; return .YES }
        let host = value(c, .HEADER_KIND, "Host") ?? ""
        guard host == "127.0.0.1:\(port)" || host == "localhost:\(port)" else {
            return respond(c, 421, "text/plain; charset=utf-8", "this server answers http://127.0.0.1:\(port)/ only\n")
        }
        if url == "/" || url == "/index.html" {
            guard method == "GET" || method == "HEAD" else { return respond(c, 405, "text/plain", "GET only\n") }
            return respond(c, 200, "text/html; charset=utf-8", page())
        }
        guard value(c, .GET_ARGUMENT_KIND, "token") == token else {
            return respond(c, 403, "text/plain; charset=utf-8", "missing or wrong token\n")
        }
        switch (method, url) {
        case ("GET", "/events"):
            return startEvents(c)
        case ("POST", "/command"):
            if let origin = value(c, .HEADER_KIND, "Origin"), origin != "http://\(host)" {
                return respond(c, 403, "text/plain", "cross-origin command refused\n")
            }
            guard let q = value(c, .GET_ARGUMENT_KIND, "q"), q.utf8.count < 65536 else { return respond(c, 400, "text/plain", "q missing\n") }
            onCommand(q)
            return respond(c, 204, "text/plain", "")
        default:
            return respond(c, 404, "text/plain; charset=utf-8", "not found\n")
        }
    }

    private func value(_ c: OpaquePointer, _ kind: MHD_ValueKind, _ key: String) -> String? {
        MHD_lookup_connection_value(c, kind, key).map { String(cString: $0) }
    }

    private func respond(_ c: OpaquePointer, _ status: UInt32, _ type: String, _ body: String) -> MHD_Result {
        var bytes = Array(body.utf8)
        let r = bytes.withUnsafeMutableBytes { MHD_create_response_from_buffer($0.count, $0.baseAddress, MHD_ResponseMemoryMode(rawValue: 2)! /* MHD_RESPMEM_MUST_COPY */) }
        guard let r else { return .NO }
        headers(r, type)
        let ok = MHD_queue_response(c, status, r)
        MHD_destroy_response(r)
        return ok
    }

    private func headers(_ r: OpaquePointer, _ type: String) {
        MHD_add_response_header(r, "Content-Type", type)
        MHD_add_response_header(r, "Cache-Control", "no-store")
        MHD_add_response_header(r, "X-Content-Type-Options", "nosniff")
        MHD_add_response_header(r, "Referrer-Policy", "no-referrer")
        MHD_add_response_header(r, "X-Frame-Options", "DENY")
    }

    private func startEvents(_ c: OpaquePointer) -> MHD_Result {
        let client = SSEClient(server: self)
        lock.lock()
        clients[ObjectIdentifier(client)] = client
        for (event, data) in replay { client.push(Array("event: \(event)\ndata: \(data)\n\n".utf8)) }
        lock.unlock()
        client.push(Array("retry: 500\n\n".utf8))
        let cls = Unmanaged.passRetained(client).toOpaque()
        guard let r = MHD_create_response_from_callback(accord_mhd_size_unknown, 64 * 1024, liveEventReader, cls, liveEventFree) else {
            Unmanaged<SSEClient>.fromOpaque(cls).release()
            remove(client)
            return .NO
        }
        headers(r, "text/event-stream; charset=utf-8")
        let ok = MHD_queue_response(c, 200, r)
        MHD_destroy_response(r)
        return ok
    }
}

/// One page's event stream: bytes waiting to be sent, read by the connection's own thread.
final class SSEClient: @unchecked Sendable {
    private let condition = NSCondition()
    private var pending: [UInt8] = []
    private var closed = false
    weak var server: LiveHTTP?

    init(server: LiveHTTP) { self.server = server }

    func push(_ bytes: [UInt8]) {
        condition.lock()
        // A page that stopped reading is dropped rather than buffered without end.
        if pending.count > 64 << 20 { closed = true } else { pending += bytes }
        condition.signal()
        condition.unlock()
    }

    func close() {
        condition.lock(); closed = true; condition.broadcast(); condition.unlock()
    }

    /// Blocks until there is something to send (a comment every 15 s keeps the connection and
    /// finds pages that went away); -1 ends the stream.
    func read(into buf: UnsafeMutablePointer<CChar>, max: Int) -> Int {
        condition.lock(); defer { condition.unlock() }
        while pending.isEmpty && !closed {
            if !condition.wait(until: Date().addingTimeInterval(15)) { pending += Array(": keep-alive\n\n".utf8) }
        }
        if closed { return -1 }
        let n = min(max, pending.count)
        pending.withUnsafeBufferPointer { src in
            buf.withMemoryRebound(to: UInt8.self, capacity: n) { $0.update(from: src.baseAddress!, count: n) }
        }
        pending.removeFirst(n)
        liveStamp("sse \(n)")
        return n
    }
}

private let liveAccessHandler: MHD_AccessHandlerCallback = { cls, connection, url, method, _, _, uploadSize, state in
    guard let cls, let connection, let url, let method, let uploadSize, let state else { return .NO }
    let server = Unmanaged<LiveHTTP>.fromOpaque(cls).takeUnretainedValue()
    return server.handle(connection, url: String(cString: url), method: String(cString: method), uploadSize: uploadSize, state: state)
}

private let liveEventReader: MHD_ContentReaderCallback = { cls, _, buf, max in
    guard let cls, let buf else { return -1 }
    return Unmanaged<SSEClient>.fromOpaque(cls).takeUnretainedValue().read(into: buf, max: max)
}

private let liveEventFree: MHD_ContentReaderFreeCallback = { cls in
    guard let cls else { return }
    let client = Unmanaged<SSEClient>.fromOpaque(cls).takeRetainedValue()
    client.close()
    client.server?.remove(client)
}

struct LivePreviewError: Error, CustomStringConvertible {
    let description: String
    init(_ d: String) { description = d }
}
