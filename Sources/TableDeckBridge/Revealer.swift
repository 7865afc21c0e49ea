import CGtk

/// A child shown and hidden with an animation (a `GtkRevealer`): it slides in from its leading
/// edge (or its top, ``init(child:duration:slidesDown:)``), taking its width (or height) as it
/// comes, and slides out again. While hidden it takes no room, and is hidden from assistive
/// technologies too (GTK 4.8 listed a closed revealer's child over AT-SPI: a table's closed
/// search field, a row's edit button outside editing). Not made invisible: GTK 4.8's revealer
/// then reported negative heights while rows left editing.
@MainActor
package final class Revealer: Widget {
    /// A revealer of `child` (which must have no parent), hidden, sliding in over `duration`
    /// seconds; sinks the new widget's floating reference.
    ///
    /// A generic container to assistive technologies (GTK 4.8 would present it as a filler
    /// named after its type).
    /// With `slidesDown`, the child slides down from the top instead (a bar above a list).
    package init(child: Widget, duration: Double, slidesDown: Bool = false) {
        transition = slidesDown ? GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN : GTK_REVEALER_TRANSITION_TYPE_SLIDE_RIGHT
        self.child = child
        super.init(sinking: gtk_revealer_new())
        gtk_revealer_set_transition_type(revealer, transition)
        gtk_revealer_set_transition_duration(revealer, guint(max(0, duration * 1000).rounded()))
        gtk_revealer_set_child(revealer, child.widget)
        setAccessibleRole(.generic)
        child.setHiddenFromAssistiveTechnologies(true)
        // Once it has slid out, the child is hidden (it is presented again before it slides in).
        connectNotify("child-revealed") { [weak self] in
            guard let self, !self.isRevealed, gtk_revealer_get_child_revealed(self.revealer) == 0 else { return }
            self.child.setHiddenFromAssistiveTechnologies(true)
        }
    }

    /// The child shown and hidden.
    private let child: Widget

    private var revealer: OpaquePointer { OpaquePointer(widget) }
    /// How the child comes and goes.
    private let transition: GtkRevealerTransitionType

    /// Whether the child is shown (or being shown); with `animated` (and animations on in the
    /// desktop's settings) it slides, otherwise it is there or gone at once.
    package func setRevealed(_ revealed: Bool, animated: Bool) {
        guard isRevealed != revealed || isAnimating else { return }
        if revealed { child.setHiddenFromAssistiveTechnologies(false) }
        let duration = gtk_revealer_get_transition_duration(revealer)
        if !animated { gtk_revealer_set_transition_type(revealer, GTK_REVEALER_TRANSITION_TYPE_NONE) }
        gtk_revealer_set_reveal_child(revealer, revealed ? 1 : 0)
        if !animated {
            gtk_revealer_set_transition_type(revealer, transition)
            gtk_revealer_set_transition_duration(revealer, duration)
        }
        // Hidden at once when it did not slide (GTK may not notify a change it made at once).
        if !revealed && gtk_revealer_get_child_revealed(revealer) == 0 { child.setHiddenFromAssistiveTechnologies(true) }
    }

    /// Whether the child is to be shown (the target of a running animation).
    package var isRevealed: Bool { gtk_revealer_get_reveal_child(revealer) != 0 }

    /// Whether the child is on screen now, fully or in part (also while it slides out).
    package var isChildShown: Bool { gtk_revealer_get_child_revealed(revealer) != 0 || isRevealed }

    /// Whether the revealer is sliding now.
    package var isAnimating: Bool { (gtk_revealer_get_child_revealed(revealer) != 0) != isRevealed }
}
