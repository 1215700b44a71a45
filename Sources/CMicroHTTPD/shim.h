#ifndef ACCORD_CMICROHTTPD_SHIM_H
#define ACCORD_CMICROHTTPD_SHIM_H

// GNU libmicrohttpd (Debian: libmicrohttpd-dev), the HTTP server behind `accord preview`.
// MHD_start_daemon and MHD_get_daemon_info are variadic, which Swift cannot call: the two
// wrappers below fix their arguments.
#include <stdint.h>
#include <string.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <arpa/inet.h>
#include <microhttpd.h>

/// A daemon bound to 127.0.0.1 only (`port` 0: a free port the kernel chooses), one thread per
/// connection (a server-sent-events stream blocks its own thread, nobody else's).
static inline struct MHD_Daemon *accord_mhd_start_loopback(uint16_t port, MHD_AccessHandlerCallback handler, void *cls,
                                                           MHD_RequestCompletedCallback completed) {
    struct sockaddr_in addr;
    memset(&addr, 0, sizeof addr);
    addr.sin_family = AF_INET;
    addr.sin_port = htons(port);
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    return MHD_start_daemon(MHD_USE_THREAD_PER_CONNECTION | MHD_USE_INTERNAL_POLLING_THREAD, port, NULL, NULL,
                            handler, cls,
                            MHD_OPTION_SOCK_ADDR, (struct sockaddr *)&addr,
                            MHD_OPTION_NOTIFY_COMPLETED, completed, NULL,
                            MHD_OPTION_CONNECTION_LIMIT, (unsigned int)64,
                            MHD_OPTION_END);
}

/// The port the daemon listens on (the one the kernel chose for port 0).
static inline uint16_t accord_mhd_port(struct MHD_Daemon *daemon) {
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    return info ? info->port : 0;
}

static const uint64_t accord_mhd_size_unknown = MHD_SIZE_UNKNOWN;

#endif
