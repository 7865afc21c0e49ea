import TableDeckModel

/// What a launch of `tabledeck` was asked to show.
public struct LaunchOptions: Equatable, Sendable {
    /// The screen visible when the window opens.
    public var screen: Screen
    /// How many rows the Users screen shows.
    public var rows: Int
    /// How many pages the Carousel screen shows; `nil` draws 3..<7 from the random seed.
    public var pages: Int? = nil
    /// The random seed of the Carousel screen's pages (`--seed`); `nil` picks one at launch.
    public var seed: UInt64? = nil
    /// Seconds each Carousel page is shown before the next one (`--autoplay`); `nil` does not
    /// autoplay.
    public var autoplaySeconds: Int? = nil
    /// Whether the Carousel goes round from its last page to its first and back (`--loop`).
    public var loops = false
    /// Whether the Class detail screen shows a class with a promotion (`--promotion`, the
    /// default) or one without (`--no-promotion`).
    public var promotion: Bool
    /// How many people the Table screen shows (`--rows` with `--screen table`).
    public var tableRows = LaunchOptions.defaultRows
    /// Which table shows the Users screen's rows.
    public var table: TableBackend
    /// How the Users and Cells screens' tables draw their sections (`--style`): plain (the
    /// default), grouped or inset grouped.
    public var style = TableStyle.plain
    /// The folder the Files screen shows (`--root`); `nil` for the user's home folder.
    public var root: String? = nil

    /// The largest `--rows` with `--table stack`: the stack table's own limit.
    public static let maximumStackRows = TableBackend.maximumStackRows
    /// The largest `--rows` with `--table recycling`: the recycling table's own limit.
    public static let maximumRecyclingRows = TableBackend.maximumRecyclingRows
    /// The largest `--rows` with `--screen table`.
    public static let maximumTableRows = 1_000_000
    /// The row count when `--rows` is not given: the 1000 users of the UIKit sample.
    public static let defaultRows = 1000
    /// The largest `--seed`: seeds are whole numbers 0 … 2^63 - 1, so they fit every signed 64-bit
    /// integer type a script or another language might hold them in.
    public static let maximumSeed = UInt64(Int64.max)

    /// Creates options; the defaults show the Users screen with 1000 users in a stack table.
    public init(
        screen: Screen = .users, rows: Int = LaunchOptions.defaultRows, table: TableBackend = .stack,
        promotion: Bool = true
    ) {
        self.screen = screen
        self.rows = rows
        self.table = table
        self.promotion = promotion
    }
}

/// What the command line asks the program to do.
public enum LaunchCommand: Equatable, Sendable {
    /// Open the window with these options.
    case run(LaunchOptions)
    /// Print the usage text and exit 0.
    case help
    /// Print `tabledeck <version>` and exit 0.
    case version
}

/// A command line that cannot be followed: printed as one line on stderr, exit status 2.
public struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The message, without the program name.
    public let message: String

    /// The exit status for usage errors, as is conventional for command-line tools.
    public static let exitStatus: Int32 = 2

    /// Creates an error with `message`.
    public init(_ message: String) {
        self.message = message
    }

    /// The full line for stderr: `tabledeck: <message>`.
    public var description: String { "\(BuildInfo.programName): \(message)" }
}
