import Foundation
import TestSupport
import XCTest

/// Real input through the X server, as a user would give it.
enum Xdotool {
    /// Runs `xdotool` with `arguments`; returns its stdout.
    @discardableResult
    static func run(_ arguments: [String]) throws -> String {
        let run = try ToolRun("xdotool", arguments)
        guard run.status == 0 else {
            throw TestRequirement.unavailable("xdotool \(arguments.joined(separator: " ")) failed with status \(run.status)")
        }
        return run.text
    }

    /// Puts the pointer over the middle of `window`, in two moves so the window surely sees it
    /// enter: without a window manager, keyboard focus follows the pointer.
    static func pointAt(_ window: (x: Int, y: Int, width: Int, height: Int)) throws {
        let x = window.x + window.width / 2
        try run(["mousemove", "\(x)", "\(window.y + window.height / 3)"])
        Thread.sleep(forTimeInterval: 0.2)
        try run(["mousemove", "\(x)", "\(window.y + window.height / 2)"])
        Thread.sleep(forTimeInterval: 0.2)
    }

    /// Moves the pointer to (`x`, `y`) on the screen, then clicks `button` (1 left, 4/5 wheel
    /// up/down, 6/7 wheel left/right).
    static func click(x: Int, y: Int, button: Int = 1) throws {
        // One xdotool process per click. No --sync: it waits for the pointer to move and hangs
        // when the pointer is already there; a short pause lets GTK see the motion first.
        try run(["mousemove", "\(x)", "\(y)", "sleep", "0.03", "click", "\(button)"])
        Thread.sleep(forTimeInterval: 0.03)
    }

    /// Clicks at (`x`, `y`) with `modifier` (an xdotool key name: `ctrl`, `shift`) held down.
    static func click(x: Int, y: Int, holding modifier: String) throws {
        try run(["mousemove", "\(x)", "\(y)", "sleep", "0.03", "keydown", modifier, "click", "1", "keyup", modifier])
        Thread.sleep(forTimeInterval: 0.03)
    }

    /// Presses `keys` in order (xdotool key names), to the window under the pointer.
    static func key(_ keys: String...) throws {
        try run(["key", "--delay", "60"] + keys)
    }

    /// The screen geometry (x, y, width, height) of the visible window titled `title`.
    static func windowGeometry(title: String) throws -> (x: Int, y: Int, width: Int, height: Int) {
        let ids = try run(["search", "--onlyvisible", "--name", "^\(title)$"]).split(separator: "\n")
        guard let id = ids.last else { throw TestRequirement.unavailable("xdotool found no window titled \(title)") }
        return try geometry(ofWindow: String(id))
    }

    /// The ids of the visible windows whose class is `className` (a regular expression, matched
    /// ignoring case).
    static func visibleWindows(className: String) throws -> [String] {
        let arguments = ["search", "--onlyvisible", "--classname", className]
        let run = try ToolRun("xdotool", arguments)
        // xdotool exits with 1 when nothing matches: no windows, not a failure.
        guard run.status == 0 || run.status == 1 else {
            throw TestRequirement.unavailable("xdotool \(arguments.joined(separator: " ")) failed with status \(run.status)")
        }
        return run.text.split(separator: "\n").map(String.init)
    }

    /// The title of the window `id`.
    static func name(ofWindow id: String) throws -> String {
        try run(["getwindowname", id]).trimmingCharacters(in: .newlines)
    }

    /// The screen geometry (x, y, width, height) of the window `id`.
    static func geometry(ofWindow id: String) throws -> (x: Int, y: Int, width: Int, height: Int) {
        let shell = try run(["getwindowgeometry", "--shell", id])
        var values: [String: Int] = [:]
        for line in shell.split(separator: "\n") {
            let parts = line.split(separator: "=")
            if parts.count == 2 { values[String(parts[0])] = Int(parts[1]) }
        }
        return (values["X"] ?? 0, values["Y"] ?? 0, values["WIDTH"] ?? 0, values["HEIGHT"] ?? 0)
    }
}
