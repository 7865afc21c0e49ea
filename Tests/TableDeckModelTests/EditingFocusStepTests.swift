import TableDeckModel
import Testing

@Suite("Tab among a row and its editing controls")
struct EditingFocusStepTests {
    @Test("Tab goes from the row to its editing control, its handle, then out of the table")
    func forward() {
        #expect(EditingFocusStep.row.next(backward: false, hasEditControl: true, hasHandle: true) == .editControl)
        #expect(EditingFocusStep.editControl.next(backward: false, hasEditControl: true, hasHandle: true) == .reorderHandle)
        #expect(EditingFocusStep.reorderHandle.next(backward: false, hasEditControl: true, hasHandle: true) == nil)
    }

    @Test("Shift+Tab comes back the same way, and leaves the table from the row")
    func backward() {
        #expect(EditingFocusStep.reorderHandle.next(backward: true, hasEditControl: true, hasHandle: true) == .editControl)
        #expect(EditingFocusStep.editControl.next(backward: true, hasEditControl: true, hasHandle: true) == .row)
        #expect(EditingFocusStep.row.next(backward: true, hasEditControl: true, hasHandle: true) == nil)
    }

    @Test("controls a row does not show are passed over")
    func missingControls() {
        #expect(EditingFocusStep.row.next(backward: false, hasEditControl: false, hasHandle: true) == .reorderHandle)
        #expect(EditingFocusStep.row.next(backward: false, hasEditControl: true, hasHandle: false) == .editControl)
        #expect(EditingFocusStep.editControl.next(backward: false, hasEditControl: true, hasHandle: false) == nil)
        #expect(EditingFocusStep.row.next(backward: false, hasEditControl: false, hasHandle: false) == nil)
        #expect(EditingFocusStep.reorderHandle.next(backward: true, hasEditControl: false, hasHandle: true) == .row)
    }

    @Test("from a control that hid meanwhile, the focus goes on from its place")
    func goneStep() {
        #expect(EditingFocusStep.editControl.next(backward: false, hasEditControl: false, hasHandle: true) == .reorderHandle)
        #expect(EditingFocusStep.editControl.next(backward: true, hasEditControl: false, hasHandle: true) == .row)
        #expect(EditingFocusStep.reorderHandle.next(backward: false, hasEditControl: true, hasHandle: false) == nil)
    }
}
