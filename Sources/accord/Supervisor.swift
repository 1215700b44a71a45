import Foundation

/// Runs a preview program with a time limit and a memory limit, passing its output through.
/// A preview that loops forever, recurses without end or allocates without bound is stopped
/// with a clear message instead of taking the host down.
enum Supervisor {
    /// Address-space limit for a preview program (bytes).
    static let memoryLimit: UInt64 = 8 << 30

    static func run(_ exe: String, _ args: [String], timeout: Double, stdout: FileHandle = .standardOutput) -> Int32 {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/sh")
        // ulimit -v bounds memory; exec keeps the pid so a timeout can kill the program itself.
        p.arguments = ["-c", "ulimit -v \(memoryLimit / 1024) 2>/dev/null; exec \"$0\" \"$@\"", exe] + args
        p.standardOutput = stdout
        p.standardError = FileHandle.standardError
        do { try p.run() } catch {
            FileHandle.standardError.write(Data("accord: cannot run the preview program: \(error)\n".utf8))
            return 3
        }
        let deadline = Date().addingTimeInterval(timeout)
        while p.isRunning {
            if Date() > deadline {
                p.terminate()
                usleep(200_000)
                if p.isRunning { kill(p.processIdentifier, SIGKILL) }
                FileHandle.standardError.write(Data("accord: the preview did not finish within \(Int(timeout)) s (an endless loop in a body?); stopped\n".utf8))
                return 3
            }
            usleep(10_000)
        }
        if p.terminationReason == .uncaughtSignal {
            FileHandle.standardError.write(Data("accord: the preview program crashed (signal \(p.terminationStatus)): unbounded recursion, a fatalError in a view, or memory over \(memoryLimit >> 30) GB\n".utf8))
            return 3
        }
        return p.terminationStatus
    }
}
