import Foundation
import TestSupport
import XCTest

/// Start-up without a running session bus: ssh, a kiosk, CI under Xvfb. GLib then starts
/// `dbus-launch` for each new connection, about 5 ms each; GTK's display set-up drops its
/// connection before the application registers, so the app holds the first one and launches
/// `dbus-launch` once, as a C program does.
final class SessionBusEndToEndTests: EndToEndTestCase {
    func testStartUpWithoutASessionBusLaunchesDbusOnce() throws {
        let real = "/usr/bin/dbus-launch"
        guard FileManager.default.isExecutableFile(atPath: real) else {
            throw TestRequirement.unavailable("dbus-launch (Debian's dbus-x11) is not installed")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tabledeck-bus-\(UUID().uuidString)")
        let bin = folder.appendingPathComponent("bin")
        let runtime = folder.appendingPathComponent("runtime")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // A dbus-launch first on PATH that notes each start, then runs the real one.
        let log = folder.appendingPathComponent("launches.log")
        let wrapper = bin.appendingPathComponent("dbus-launch")
        try "#!/bin/sh\necho \"$*\" >> '\(log.path)'\nexec \(real) \"$@\"\n".write(to: wrapper, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: wrapper.path)
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        // No bus address and an empty runtime folder (no $XDG_RUNTIME_DIR/bus): GLib autolaunches.
        let (app, _) = try AppProcess.launch(
            [],
            environment: [
                "PATH": "\(bin.path):\(path)", "DBUS_SESSION_BUS_ADDRESS": nil, "XDG_RUNTIME_DIR": runtime.path,
            ], pointing: false)
        defer { app.stop() }
        let launches = (try? String(contentsOf: log, encoding: .utf8))?.split(separator: "\n") ?? []
        // The positive signal first: the wrapper was the one GLib ran.
        XCTAssertFalse(launches.isEmpty, "GLib never started dbus-launch: the test's set-up did not take; stderr: \(app.stderr)")
        XCTAssertEqual(launches.count, 1, "one dbus-launch per start-up, not one for GTK and one for the application: \(launches)")
    }
}
