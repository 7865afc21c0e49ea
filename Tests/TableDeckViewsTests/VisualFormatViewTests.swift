import TableDeckBridge
import TableDeckViews
import TestSupport
import XCTest

/// A long text that wraps onto several lines at narrow widths.
private let longText = String(repeating: "Watercolour landscapes for beginners, six relaxed evenings. ", count: 8)

/// Waits until the frames of `views` in `container` are the same over a few frames: the
/// constraint layout has settled (a wrapping label can take another pass).
@MainActor
private func waitForTheLayout(of views: [Widget], in container: Widget, file: StaticString = #filePath, line: UInt = #line) {
    waitUntilSteady("the views' frames settled", of: container, file: file, line: line) {
        views.map { String(describing: $0.frame(in: container)) }
    }
}

final class VisualFormatViewTests: GTKTestCase {
    func testValidLinesPlaceViews() throws {
        try MainActor.assumeIsolated {
            let container = VisualFormatView()
            let title = Label("Availability")
            let status = Label("Checking…")
            container.add(title, named: "v0")
            container.add(status, named: "v1")
            XCTAssertNoThrow(
                try container.addConstraints(["H:|-30-[v0]-30-|", "H:|-30-[v1]-30-|", "V:|-15-[v0]-10-[v1]|"]))
            let window = present(container, width: 400, height: 200)
            defer { window.destroy() }
            waitForTheLayout(of: [title, status], in: container)
            let titleFrame = try? XCTUnwrap(title.frame(in: container))
            let statusFrame = try? XCTUnwrap(status.frame(in: container))
            XCTAssertEqual(titleFrame?.x, 30)
            XCTAssertEqual(titleFrame?.y, 15)
            XCTAssertEqual(titleFrame?.width, Double(container.allocatedWidth - 60))
            if let titleFrame, let statusFrame {
                XCTAssertEqual(statusFrame.y, titleFrame.y + titleFrame.height + 10)
                XCTAssertEqual(statusFrame.x, 30)
            }
        }
    }

    /// As UIKit code names its views afresh in each `constraints(withVisualFormat:views:)` call:
    /// `v0` is the title for one line and the status for the next, then both are named again.
    /// Naming a second view `v0` once dropped the first view, which was then refused as a view
    /// with a parent when given again.
    func testViewsCanBeNamedAfreshForEachLine() throws {
        try MainActor.assumeIsolated {
            let container = VisualFormatView()
            let title = Label("Availability")
            let status = Label("Checking…")
            let (_, warnings) = try capturingStandardError {
                container.add(title, named: "v0")
                XCTAssertNoThrow(try container.addConstraints(["H:|-30-[v0]-30-|"]))
                container.add(status, named: "v0")
                XCTAssertNoThrow(try container.addConstraints(["H:|-40-[v0]-40-|"]))
                container.add(title, named: "v0")
                container.add(status, named: "v1")
                XCTAssertNoThrow(try container.addConstraints(["V:|-15-[v0]-10-[v1]|"]))
            }
            XCTAssertEqual(warnings, "", "a view of the container given again is no stranger")
            XCTAssertTrue(container.view(named: "v0") === title)
            XCTAssertTrue(container.view(named: "v1") === status)
            let window = present(container, width: 400, height: 200)
            defer { window.destroy() }
            waitForTheLayout(of: [title, status], in: container)
            let titleFrame = try XCTUnwrap(title.frame(in: container))
            let statusFrame = try XCTUnwrap(status.frame(in: container))
            XCTAssertEqual(titleFrame.x, 30, "the first line keeps the view it was given")
            XCTAssertEqual(statusFrame.x, 40)
            XCTAssertEqual(titleFrame.y, 15)
            XCTAssertEqual(statusFrame.y, titleFrame.y + titleFrame.height + 10)
        }
    }

    func testInvalidLineThrowsAndNamesTheLine() throws {
        try MainActor.assumeIsolated {
            let container = VisualFormatView()
            let label = Label("a")
            container.add(label, named: "v0")
            do {
                try container.addConstraints(["H:|-[v0]-|", "V:|-[v0]-[v9]|"])
                XCTFail("an unknown view was accepted")
            } catch let error as VisualFormatError {
                XCTAssertEqual(error.lineNumber, 2)
                XCTAssertEqual(error.line, "V:|-[v0]-[v9]|")
                XCTAssertTrue(error.description.contains("line 2"), error.description)
                XCTAssertTrue(error.description.contains("V:|-[v0]-[v9]|"), error.description)
                XCTAssertTrue(error.reason.contains("v9"), error.reason)
            } catch {
                XCTFail("unexpected error \(error)")
            }
            do {
                try container.addConstraints(["H:|-[v0"])
                XCTFail("a missing bracket was accepted")
            } catch let error as VisualFormatError {
                XCTAssertEqual(error.lineNumber, 1)
                XCTAssertFalse(error.reason.isEmpty)
            } catch {
                XCTFail("unexpected error \(error)")
            }
            // Nothing of the refused calls was applied: these lines alone place the label.
            XCTAssertNoThrow(try container.addConstraints(["H:|-50-[v0]", "V:|-40-[v0]"]))
            let window = present(container, width: 300, height: 200)
            defer { window.destroy() }
            waitForTheLayout(of: [label], in: container)
            XCTAssertEqual(label.frame(in: container)?.x, 50)
            XCTAssertEqual(label.frame(in: container)?.y, 40)
        }
    }

    func testWrappingLabelGetsItsFullHeightAtNarrowWidth() throws {
        try MainActor.assumeIsolated {
            let container = VisualFormatView()
            let label = Label(longText)
            label.wraps = true
            label.xAlign = 0
            let below = Label("below")
            container.add(label, named: "text")
            container.add(below, named: "below")
            XCTAssertNoThrow(
                try container.addConstraints(["H:|-20-[text]-20-|", "H:|-20-[below]", "V:|-10-[text]-8-[below]-10-|"]))
            let box = Box(.vertical)
            box.append(container)
            let window = present(box, width: 240, height: 600)
            defer { window.destroy() }
            waitForTheLayout(of: [label, below, container], in: box)
            let frame = label.frame(in: container)
            let width = label.allocatedWidth
            XCTAssertEqual(width, container.allocatedWidth - 40)
            let needed = label.measureHeight(forWidth: width).minimum
            let oneLine = Label("Watercolour").measureHeight(forWidth: -1).minimum
            XCTAssertGreaterThan(needed, oneLine * 4, "the text wraps onto many lines at this width")
            XCTAssertGreaterThanOrEqual(label.allocatedHeight, needed, "the wrapping label is not clipped")
            XCTAssertLessThanOrEqual(label.allocatedHeight, needed + 2, "nor much taller than its text")
            if let frame, let belowFrame = below.frame(in: container) {
                XCTAssertGreaterThanOrEqual(
                    belowFrame.y, frame.y + Double(needed) + 8, "the next view starts below the text")
            }
            let belowHeight = below.allocatedHeight
            XCTAssertEqual(container.allocatedHeight, needed + 10 + 8 + belowHeight + 10, accuracy: 2)
        }
    }

    func testWrappingLabelFollowsWidthChanges() throws {
        try MainActor.assumeIsolated {
            let container = VisualFormatView()
            let label = Label(longText)
            label.wraps = true
            container.add(label, named: "text")
            XCTAssertNoThrow(try container.addConstraints(["H:|-20-[text]-20-|", "V:|[text]|"]))
            let box = Box(.vertical)
            box.append(container)
            let window = present(box, width: 240, height: 700)
            defer { window.destroy() }
            waitForTheLayout(of: [label, container], in: box)
            let narrowHeight = label.allocatedHeight
            window.setDefaultSize(width: 700, height: 700)
            waitOnMainLoop("the window widened", timeout: 3, seen: "\(container.allocatedWidth) px wide") {
                container.allocatedWidth > 600
            }
            waitForTheLayout(of: [label, container], in: box)
            let width = label.allocatedWidth
            XCTAssertEqual(label.allocatedHeight, label.measureHeight(forWidth: width).minimum)
            XCTAssertLessThan(label.allocatedHeight, narrowHeight, "wider means fewer lines")
        }
    }

    /// As Auto Layout does: a view pinned to the top and bottom (`V:|[v]|`, with or without
    /// spacing) stretches to the container's height, however tall the container gets; its
    /// natural height was forced before, so it stayed one line tall at the top.
    func testAViewPinnedTopAndBottomStretchesVertically() throws {
        try MainActor.assumeIsolated {
            let container = VisualFormatView()
            let panel = Box(.vertical)
            let title = Label("Title")
            container.add(panel, named: "panel")
            container.add(title, named: "title")
            XCTAssertNoThrow(
                try container.addConstraints(["H:|-10-[panel]-[title]-10-|", "V:|[panel]|", "V:|-20-[title]-30-|"]))
            let window = present(container, width: 400, height: 300)
            defer { window.destroy() }
            waitForTheLayout(of: [panel, title], in: container)
            XCTAssertEqual(container.allocatedHeight, 300, "the window gives the container its height")
            XCTAssertEqual(panel.allocatedHeight, container.allocatedHeight, "V:|[panel]| fills the height")
            XCTAssertEqual(title.frame(in: container)?.y, 20)
            XCTAssertEqual(title.allocatedHeight, container.allocatedHeight - 50, "V:|-20-[title]-30-| stretches the label")

            window.setDefaultSize(width: 400, height: 500)
            waitOnMainLoop("the window taller", seen: "\(container.allocatedHeight) px") { container.allocatedHeight == 500 }
            waitForTheLayout(of: [panel, title], in: container)
            XCTAssertEqual(panel.allocatedHeight, 500, "and follows the container as it grows")
            XCTAssertEqual(title.allocatedHeight, 450)
        }
    }

    /// A view stretched by its parent asks for its content's height again once the parent stops
    /// stretching it. (GTK 4.8's solver measures a layout whose children may stretch at its
    /// last allocated height; `testWrappingLabelFollowsWidthChanges` holds the case where that
    /// showed.)
    func testAStretchedViewAsksForItsContentHeightAgain() throws {
        try MainActor.assumeIsolated {
            let container = VisualFormatView()
            let title = Label("Title")
            container.add(title, named: "title")
            XCTAssertNoThrow(try container.addConstraints(["H:|-[title]-|", "V:|-20-[title]-30-|"]))
            let column = Box(.vertical)
            column.append(container)
            column.append(Label("below"))
            container.expandsVertically = true
            let window = present(column, width: 300, height: 600)
            defer { window.destroy() }
            let content = 20 + Label("Title").measureHeight(forWidth: -1).natural + 30
            waitOnMainLoop("the view stretched", seen: "\(container.allocatedHeight) px") {
                container.allocatedHeight > 400 && title.allocatedHeight == container.allocatedHeight - 50
            }
            container.expandsVertically = false
            waitOnMainLoop("the view back to its content's height", seen: "\(container.allocatedHeight) px") {
                container.allocatedHeight == content
            }
            waitForTheLayout(of: [title], in: container)
            XCTAssertEqual(container.measureHeight(forWidth: container.allocatedWidth).natural, content)
            XCTAssertEqual(title.allocatedHeight, content - 50)
        }
    }

    /// A view whose height the lines leave open keeps its natural height where the container
    /// is taller (the lines place it, they do not stretch it), and an explicit height wins.
    func testAViewWhoseHeightIsOpenKeepsItsNaturalHeight() throws {
        try MainActor.assumeIsolated {
            let container = VisualFormatView()
            let title = Label("Title")
            let status = Label("Status")
            let bar = Box(.vertical)
            container.add(title, named: "title")
            container.add(status, named: "status")
            container.add(bar, named: "bar")
            XCTAssertNoThrow(
                try container.addConstraints([
                    "H:|-[title]-[status]-[bar(20)]-|", "V:|-15-[title]", "V:[status]-15-|", "V:|[bar(40)]",
                ]))
            let window = present(container, width: 400, height: 300)
            defer { window.destroy() }
            waitForTheLayout(of: [title, status, bar], in: container)
            let natural = Label("Title").measureHeight(forWidth: -1).natural
            XCTAssertEqual(title.allocatedHeight, natural, "placed at the top, its own height")
            XCTAssertEqual(title.frame(in: container)?.y, 15)
            XCTAssertEqual(status.allocatedHeight, natural, "placed at the bottom, its own height")
            XCTAssertEqual(status.frame(in: container)?.y, Double(container.allocatedHeight - 15 - natural))
            XCTAssertEqual(bar.allocatedHeight, 40, "an explicit height wins over the natural one")
        }
    }

    /// `centerXAnchor` / `centerYAnchor`: centred in the container, or on another view, with an
    /// offset; the lines still decide the rest.
    func testViewsCentreHorizontallyAndVertically() throws {
        try MainActor.assumeIsolated {
            let container = VisualFormatView()
            let badge = Label("New")
            let icon = Label("★")
            let title = Label("A much taller title")
            title.setSizeRequest(height: 80)
            container.add(badge, named: "badge")
            container.add(icon, named: "icon")
            container.add(title, named: "title")
            XCTAssertNoThrow(try container.addConstraints(["H:|-10-[icon]-[title]", "V:[title]-20-|"]))
            container.centerHorizontally(badge)
            container.centerVertically(badge, offset: -30)
            container.centerVertically(icon, relativeTo: title)
            let window = present(container, width: 400, height: 300)
            defer { window.destroy() }
            waitForTheLayout(of: [badge, icon, title], in: container)
            let badgeFrame = try XCTUnwrap(badge.frame(in: container))
            XCTAssertEqual(badgeFrame.x + badgeFrame.width / 2, Double(container.allocatedWidth) / 2, accuracy: 1)
            XCTAssertEqual(badgeFrame.y + badgeFrame.height / 2, Double(container.allocatedHeight) / 2 - 30, accuracy: 1)
            XCTAssertEqual(badge.allocatedWidth, badge.measureWidth(forHeight: -1).natural, "centred at its natural width")
            let iconFrame = try XCTUnwrap(icon.frame(in: container))
            let titleFrame = try XCTUnwrap(title.frame(in: container))
            XCTAssertEqual(titleFrame.y + titleFrame.height, Double(container.allocatedHeight - 20), accuracy: 1)
            XCTAssertEqual(iconFrame.y + iconFrame.height / 2, titleFrame.y + titleFrame.height / 2, accuracy: 1)
            XCTAssertEqual(iconFrame.x, 10)

            window.setDefaultSize(width: 600, height: 300)
            waitOnMainLoop("the window wider", seen: "\(container.allocatedWidth) px") { container.allocatedWidth == 600 }
            waitForTheLayout(of: [badge], in: container)
            let wider = try XCTUnwrap(badge.frame(in: container))
            XCTAssertEqual(wider.x + wider.width / 2, 300, accuracy: 1, "still centred")
        }
    }

    /// Bad input: centring a view the container does not hold (or on one) adds nothing and
    /// says which.
    func testCentringAViewThatWasNotAddedWarns() {
        MainActor.assumeIsolated {
            let container = VisualFormatView()
            let added = Label("in")
            container.add(added, named: "in")
            let stranger = Label("out")
            let (_, warnings) = capturingStandardError {
                container.centerHorizontally(stranger)
                container.centerVertically(added, relativeTo: stranger)
            }
            XCTAssertTrue(warnings.contains("a view to centre horizontally is not in this Visual Format view"), warnings)
            XCTAssertTrue(warnings.contains("a view to centre another on vertically is not in this Visual Format view"), warnings)
            XCTAssertFalse(stranger.hasParent)
        }
    }

    func testViewAndChildrenAreFreedWithTheWindow() throws {
        try MainActor.assumeIsolated {
            var watches: [FinalizationWatch] = []
            do {
                let container = VisualFormatView()
                let label = Label(longText)
                label.wraps = true
                let button = Button(label: "Go")
                container.add(label, named: "text")
                container.add(button, named: "go")
                XCTAssertNoThrow(try container.addConstraints(["H:|[text]-[go]|", "V:|[text]|", "V:|[go]"]))
                let window = present(container, width: 300, height: 300)
                waitForTheLayout(of: [label, button], in: container)
                watches = [FinalizationWatch(container), FinalizationWatch(label), FinalizationWatch(button)]
                window.destroy()
            }
            waitUntilFinalized(watches, "the view and its children finalized with the window")
            XCTAssertEqual(watches.map(\.isFinalized), [true, true, true])
        }
    }
}
