import TableDeckModel
import Testing

@Suite("Edge insets")
struct EdgeInsetsTests {
    @Test("a negative side is made 0, the others kept")
    func clamping() {
        let insets = EdgeInsets(top: -6, leading: 10, bottom: 8, trailing: -1)
        #expect(insets.hasNegativeSide)
        #expect(insets.clampedToZero == EdgeInsets(top: 0, leading: 10, bottom: 8, trailing: 0))
        #expect(!insets.clampedToZero.hasNegativeSide)
        #expect(EdgeInsets.zero.clampedToZero == .zero)
    }

    @Test("described by side, as warnings name them")
    func description() {
        #expect(EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16).description == "top 8, leading 16, bottom 8, trailing 16")
    }
}
