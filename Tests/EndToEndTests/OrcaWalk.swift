import Foundation
import TestSupport
import XCTest

/// What Orca, the screen reader, presented while the keyboard walked the built app:
/// `scripts/orca-walk.sh` runs both in a private D-Bus session (speech disabled, a debug file) and
/// reads Orca's `SPEECH OUTPUT` and `BRAILLE LINE` debug lines.
struct OrcaWalk {
    /// What Orca presented after one key press (before the first key: at start-up).
    struct Step {
        /// The key, as Orca names it ("Down", "2" for Ctrl+2); nil for the start-up.
        let key: String?
        /// The utterances, in order, without Orca's trailing space.
        var speech: [String] = []
        /// The braille lines, in order.
        var braille: [String] = []
        /// The app's events Orca handled, by name ("object:state-changed:selected"), in order.
        var events: [String] = []

        /// Everything spoken, joined by " | ", for messages.
        var spoken: String { speech.joined(separator: " | ") }
    }

    /// The start-up step first, then one step per key press (modifier presses fold into the key
    /// they modify).
    let steps: [Step]

    /// Every utterance of every step.
    var allSpeech: [String] { steps.flatMap(\.speech) }

    /// The steps of the keys pressed, without the start-up.
    var keySteps: [Step] { Array(steps.dropFirst()) }

    /// Launches the app with `arguments`, waits for Orca, presses `keys` (xdotool names, the
    /// pointer's `click@PX,PY` and `drag@PX1,PY1,PX2,PY2`, `until=TEXT` to wait until Orca
    /// has presented TEXT, an answer that comes later, or `event=NAME` until Orca has handled the
    /// app's event NAME since the last key; after each key the walk waits until the
    /// app and Orca have answered it) and collects what Orca presented. With `speech`, Orca runs
    /// with speech on, so what it presents as a message (a change of the focused object's
    /// description) is logged as speech too, not only flashed in braille. Without Orca the test
    /// skips, or fails under CI (``TestRequirement``). A wait that timed out fails the test with
    /// the walk's own words: what it waited for, what it saw instead.
    static func run(_ arguments: [String], keys: [String], speech: Bool = false) throws -> OrcaWalk {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        var environment = ProcessInfo.processInfo.environment
        HeadlessGTK.apply(to: &environment, accessibility: true)
        if speech { environment["TABLEDECK_ORCA_SPEECH"] = "1" }
        let run = try ToolRun(
            root.appendingPathComponent("scripts/orca-walk.sh").path,
            [AppProcess.binaryURL.path, arguments.joined(separator: " ")] + keys, environment: environment, quiet: true)
        if run.status == 3 {
            throw TestRequirement.unavailable("the Orca tests need orca (scripts/install-deps.sh test installs it)")
        }
        XCTAssertEqual(run.status, 0, "Orca and the app ran (scripts/orca-walk.sh): \(WalkErrors.lines(of: run))")
        return OrcaWalk(log: run.text)
    }

    /// Parses the lines `scripts/orca-walk.sh` prints.
    init(log: String) {
        let modifiers: Set<String> = ["Control_L", "Control_R", "Shift_L", "Shift_R", "Alt_L", "Alt_R"]
        var steps = [Step(key: nil)]
        for line in log.split(separator: "\n").map(String.init) {
            if line.hasPrefix("KEY ") {
                let key = String(line.dropFirst(4))
                if modifiers.contains(key) { continue }
                steps.append(Step(key: key))
            } else if line.hasPrefix("SPEECH ") {
                let text = String(line.dropFirst(7)).trimmingCharacters(in: .whitespaces)
                // Orca echoes the keys themselves ("left control", "2"): not what the app presents.
                if text == "left control" || text == steps.last?.key { continue }
                steps[steps.count - 1].speech.append(text)
            } else if line.hasPrefix("BRAILLE ") {
                steps[steps.count - 1].braille.append(String(line.dropFirst(8)))
            } else if line.hasPrefix("EVENT ") {
                steps[steps.count - 1].events.append(String(line.dropFirst(6)))
            }
        }
        self.steps = steps
    }
}
