import Glibc
import TableDeckBridge

/// Decides, before any window exists, whether GTK can reach a display.
@MainActor
enum DisplayCheck {
    /// A one-line explanation when no display can be opened, `nil` when GTK initialized.
    static func problem() -> String? {
        let x11 = environment("DISPLAY")
        let wayland = environment("WAYLAND_DISPLAY")
        let hint = "run it inside a desktop session, or under a virtual display: xvfb-run tabledeck"
        if x11 == nil && wayland == nil {
            return "tabledeck: no display: neither DISPLAY nor WAYLAND_DISPLAY is set; \(hint)"
        }
        if !Display.open() {
            let named = [wayland.map { "WAYLAND_DISPLAY=\($0)" }, x11.map { "DISPLAY=\($0)" }]
                .compactMap { $0 }.joined(separator: ", ")
            return "tabledeck: cannot open the display (\(named)); \(hint)"
        }
        return nil
    }

    /// The value of an environment variable, `nil` when unset or empty.
    private static func environment(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        let text = String(cString: value)
        return text.isEmpty ? nil : text
    }
}
