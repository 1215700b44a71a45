import SwiftUI
import Glibc

// A preview that starts a daemon: a child that leaves accord's process group and session
// (setsid), forks again and lives on (5 minutes) holding the preview's output pipes, its
// pid written to daemon.pid.
func startDaemon() -> Int32 {
    let child = fork()
    if child == 0 {
        setsid()
        if fork() == 0 {
            let fd = open("daemon.pid", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            let text = "\(getpid())\n"
            _ = text.utf8CString.withUnsafeBufferPointer { write(fd, $0.baseAddress, text.utf8.count) }
            close(fd)
            sleep(300)
        }
        _exit(0)
    }
    var status: Int32 = 0
    waitpid(child, &status, 0)
    return child
}

#Preview { Text("daemon \(startDaemon())").padding() }
