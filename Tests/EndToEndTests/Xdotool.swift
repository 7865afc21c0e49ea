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
    /// enter and move (without a window manager, keyboard focus follows the pointer), and waits
    /// until the X server has it there. The X server delivers input in order, so keys and clicks
    /// sent after this reach the window after it has seen the pointer arrive.
    static func pointAt(_ window: (x: Int, y: Int, width: Int, height: Int)) throws {
        let x = window.x + window.width / 2
        try run(["mousemove", "\(x)", "\(window.y + window.height / 3)"])
        try move(x: x, y: window.y + window.height / 2)
    }

    /// Moves the pointer to (`x`, `y`) and waits until the X server reports it there.
    static func move(x: Int, y: Int) throws {
        try run(["mousemove", "\(x)", "\(y)"])
        try waitFor("the pointer at (\(x), \(y))", timeout: 5, sample: pointerLocation, until: { $0 == (x, y) })
    }

    /// Where the pointer is on the screen.
    static func pointerLocation() throws -> (x: Int, y: Int) {
        var values: [String: Int] = [:]
        for line in try run(["getmouselocation", "--shell"]).split(separator: "\n") {
            let parts = line.split(separator: "=")
            if parts.count == 2 { values[String(parts[0])] = Int(parts[1]) }
        }
        return (values["X"] ?? -1, values["Y"] ?? -1)
    }

    /// Moves the pointer to (`x`, `y`) on the screen, then clicks `button` (1 left, 4/5 wheel
    /// up/down, 6/7 wheel left/right).
    static func click(x: Int, y: Int, button: Int = 1) throws {
        // One xdotool process per click. No --sync: it waits for the pointer to move and hangs
        // when the pointer is already there. The motion and the click reach the window in order.
        try run(["mousemove", "\(x)", "\(y)", "click", "\(button)"])
    }

    /// Clicks at (`x`, `y`) with `modifier` (an xdotool key name: `ctrl`, `shift`) held down.
    static func click(x: Int, y: Int, holding modifier: String) throws {
        try run(["mousemove", "\(x)", "\(y)", "keydown", modifier, "click", "1", "keyup", modifier])
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

extension Xdotool {
    /// A press, moves and a release as a hand makes them, sent as one xdotool run: press at the
    /// first point, move through the others `pace` seconds apart, hold `hold` seconds (pressing
    /// `keysBeforeRelease` then, such as Escape), and release at the last point. The pauses are
    /// the gesture's own speed (a flick and a slow drag differ only in them), not waits for the
    /// app: wait for what the gesture does afterwards.
    static func drag(
        through points: [(x: Int, y: Int)], pace: Double = 0.03, settle: Double = 0.1, hold: Double = 0.1,
        keysBeforeRelease: [String] = [], release: Bool = true
    ) throws {
        guard let first = points.first else { return }
        var arguments = ["mousemove", "\(first.x)", "\(first.y)", "sleep", "\(settle)", "mousedown", "1"]
        for point in points.dropFirst() {
            arguments += ["sleep", "\(pace)", "mousemove", "\(point.x)", "\(point.y)"]
        }
        arguments += ["sleep", "\(hold)"]
        for key in keysBeforeRelease { arguments += ["key", key, "sleep", "0.2"] }
        if release { arguments += ["mouseup", "1"] }
        try run(arguments)
    }

    /// The points of a straight drag from (`x`, `y`) by (`dx`, `dy`) in `steps` equal moves.
    static func line(fromX x: Int, y: Int, dx: Int, dy: Int, steps: Int) -> [(x: Int, y: Int)] {
        (0...steps).map { (x: x + dx * $0 / steps, y: y + dy * $0 / steps) }
    }
}
