import CGtk

/// A `GSimpleAction` without a parameter: a named command (`quit`, `about`, `screen-users`)
/// that menus and keyboard accelerators trigger.
@MainActor
public final class Action: Object {
    /// The action's name, without the `app.` / `win.` prefix.
    public let name: String

    /// Creates an enabled action called `name` (transfer full, not floating: adopted).
    public init(name: String) {
        self.name = name
        super.init(UnsafeMutableRawPointer(g_simple_action_new(name, nil)), ownership: .adopt)
    }

    /// Calls `handler` whenever the action is activated (menu item, accelerator, or ``activate()``).
    public func onActivate(_ handler: @escaping @MainActor () -> Void) {
        connectIgnoringArgument("activate", handler)
    }

    /// Whether the action can be activated now.
    public var isEnabled: Bool {
        get { g_action_get_enabled(opaque) != 0 }
        set { g_simple_action_set_enabled(opaque, newValue ? 1 : 0) }
    }

    /// Activates the action as a menu item or accelerator would.
    public func activate() {
        g_action_activate(opaque, nil)
    }
}
