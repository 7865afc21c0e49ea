import Glibc
import TableDeckBridge
import TableDeckModel

/// Drives the app for the benchmark command: after the first frame, does what
/// `TABLEDECK_BENCH` asks, writes frame times to `TABLEDECK_BENCH_OUTPUT`, and closes the window.
@MainActor
final class BenchmarkDriver {
    private let mode: BenchmarkMode
    private let window: Window
    private var timer: FrameTimer?
    private var direction = 1.0

    /// A driver for the mode in the environment, or `nil` when the app runs for a user.
    init?(window: Window) {
        guard let mode = BenchmarkMode(environmentValue: getenv("TABLEDECK_BENCH").map { String(cString: $0) }) else {
            return nil
        }
        self.mode = mode
        self.window = window
    }

    /// Starts the run; `scrollTarget` is the adjustment the scroll mode moves.
    func start(scrollTarget: Adjustment?) {
        switch mode {
        case .ready:
            window.destroy()
        case .scroll:
            guard let adjustment = scrollTarget else {
                Diagnostics.warn("TABLEDECK_BENCH=scroll needs the Users screen")
                window.destroy()
                return
            }
            timer = FrameTimer(widget: window)
            window.addTickCallback { [weak self] _ in
                self?.scrollTick(adjustment) ?? false
            }
        }
    }

    private func scrollTick(_ adjustment: Adjustment) -> Bool {
        let maximum = adjustment.upper - adjustment.pageSize
        let (offset, direction) = BenchmarkMode.nextScrollOffset(adjustment.value, direction: direction, maximum: maximum)
        self.direction = direction
        adjustment.value = offset
        guard let timer, timer.durations.count >= BenchmarkMode.frameCount else { return true }
        finish(timer.durations)
        return false
    }

    private func finish(_ durations: [Int64]) {
        timer?.stop()
        if let path = getenv("TABLEDECK_BENCH_OUTPUT").map({ String(cString: $0) }) {
            do {
                try TextFile.write(BenchmarkMode.report(durations), to: path)
            } catch {
                Diagnostics.warn("cannot write \(path): \(error)")
            }
        }
        window.destroy()
    }
}
