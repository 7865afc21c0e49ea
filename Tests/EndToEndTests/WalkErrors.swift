import Foundation

/// What `scripts/atspi-walk.sh` and `scripts/orca-walk.sh` said went wrong: their own lines on
/// stderr (a wait that timed out says what it waited for and what it saw instead), without the
/// D-Bus daemons' chatter.
enum WalkErrors {
    /// The lines of `run`'s stderr that the walks wrote, joined; "" when there are none.
    static func lines(of run: ToolRun) -> String {
        run.errorText.split(separator: "\n").filter { line in
            ["atspi-walk.sh:", "orca-walk.sh:", "atspi_walk", "atspi_selection"].contains { line.contains($0) }
        }.joined(separator: "; ")
    }
}
