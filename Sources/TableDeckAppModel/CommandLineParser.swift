import TableDeckModel

/// Parses `tabledeck`'s command line. Pure Swift: tested without a display.
///
/// Accepted: `--screen NAME`, `--rows N`, `--table stack|recycling`,
/// `--style plain|grouped|inset-grouped`, `--pages N`, `--seed S`,
/// `--autoplay SECONDS`, `--root FOLDER` (each also as `--option=value`), `--loop`, `--promotion` /
/// `--no-promotion`, `--help` / `-h`,
/// `--version`. Every option may appear once (and only one of `--promotion` / `--no-promotion`).
/// `--help` and `--version` win over the rest, but the rest must still parse.
public enum CommandLineParser {
    /// The options a user can give, for messages and the usage text.
    public static let optionNames = [
        "--screen", "--rows", "--table", "--style", "--pages", "--seed", "--autoplay", "--root", "--loop", "--promotion",
        "--no-promotion", "--help", "--version",
    ]

    /// Parses `arguments` (without the program name).
    public static func parse(_ arguments: [String]) -> Result<LaunchCommand, UsageError> {
        var options = LaunchOptions()
        var seen = Set<String>()
        var wantsHelp = false
        var wantsVersion = false
        var index = 0

        func value(for name: String, inline: String?) throws(UsageError) -> String {
            if let inline { return inline }
            index += 1
            guard index < arguments.count, !arguments[index].hasPrefix("--") else {
                throw UsageError("\(name) needs a value: \(accepted(name))")
            }
            return arguments[index]
        }

        do throws(UsageError) {
            while index < arguments.count {
                let argument = arguments[index]
                let (name, inline) = split(argument)
                let canonical = name == "-h" ? "--help" : name
                guard optionNames.contains(canonical) else {
                    if argument.hasPrefix("-") {
                        throw UsageError("unknown option '\(argument)'; accepted options: \(optionNames.joined(separator: ", "))")
                    }
                    throw UsageError("unexpected argument '\(argument)'; accepted options: \(optionNames.joined(separator: ", "))")
                }
                guard seen.insert(canonical).inserted else {
                    throw UsageError("\(canonical) given more than once")
                }
                switch canonical {
                case "--help", "--version":
                    if inline != nil { throw UsageError("\(canonical) takes no value") }
                    if canonical == "--help" { wantsHelp = true } else { wantsVersion = true }
                case "--loop":
                    if inline != nil { throw UsageError("--loop takes no value") }
                    options.loops = true
                case "--autoplay":
                    let text = try value(for: canonical, inline: inline)
                    options.autoplaySeconds = try wholeNumber(text, for: canonical, in: AutoplaySchedule.intervalRange)
                case "--promotion", "--no-promotion":
                    if inline != nil { throw UsageError("\(canonical) takes no value") }
                    let other = canonical == "--promotion" ? "--no-promotion" : "--promotion"
                    if seen.contains(other) { throw UsageError("--promotion and --no-promotion cannot be combined") }
                    options.promotion = canonical == "--promotion"
                case "--screen":
                    let text = try value(for: canonical, inline: inline)
                    guard let screen = Screen(rawValue: text) else {
                        throw UsageError("--screen does not accept '\(text)': \(accepted(canonical))")
                    }
                    options.screen = screen
                case "--table":
                    let text = try value(for: canonical, inline: inline)
                    guard let table = TableBackend(rawValue: text) else {
                        throw UsageError("--table does not accept '\(text)': \(accepted(canonical))")
                    }
                    options.table = table
                case "--style":
                    let text = try value(for: canonical, inline: inline)
                    guard let style = TableStyle(rawValue: text) else {
                        throw UsageError("--style does not accept '\(text)': \(accepted(canonical))")
                    }
                    options.style = style
                case "--pages":
                    let text = try value(for: canonical, inline: inline)
                    options.pages = try wholeNumber(text, for: canonical, in: 0...CarouselDeck.maximumPages)
                case "--root":
                    let text = try value(for: canonical, inline: inline)
                    if text.isEmpty { throw UsageError("--root needs a value: \(accepted(canonical))") }
                    options.root = text
                case "--seed":
                    let text = try value(for: canonical, inline: inline)
                    options.seed = UInt64(try wholeNumber(text, for: canonical, in: 0...Int(LaunchOptions.maximumSeed)))
                default:  // --rows
                    let text = try value(for: canonical, inline: inline)
                    options.rows = try wholeNumber(text, for: canonical, in: 0...LaunchOptions.maximumRecyclingRows)
                }
                index += 1
            }
            // Checked once every option is read, so `--rows`, `--screen` and `--table` may come in
            // any order. With `--screen table`, `--rows` is the Table screen's (Users keeps its 1000).
            if options.screen == .table {
                if options.rows > LaunchOptions.maximumTableRows {
                    throw UsageError(
                        "--rows does not accept '\(options.rows)' with --screen table: a whole number from 0 to \(LaunchOptions.maximumTableRows)"
                    )
                }
                options.tableRows = seen.contains("--rows") ? options.rows : LaunchOptions.defaultRows
                options.rows = LaunchOptions.defaultRows
            } else if options.rows > options.table.maximumRows {
                throw UsageError(
                    "--rows does not accept '\(options.rows)' with --table \(options.table.rawValue) (0 to "
                        + "\(options.table.maximumRows)); use --table recycling for up to \(LaunchOptions.maximumRecyclingRows) rows")
            }
        } catch {
            return .failure(error)
        }
        if wantsHelp { return .success(.help) }
        if wantsVersion { return .success(.version) }
        return .success(.run(options))
    }

    /// What `name` accepts, phrased for an error message.
    static func accepted(_ name: String) -> String {
        switch name {
        case "--screen": "one of " + Screen.allCases.map(\.rawValue).joined(separator: ", ")
        case "--rows":
            "a whole number from 0 to \(LaunchOptions.maximumStackRows) (--table stack) "
                + "or 0 to \(LaunchOptions.maximumRecyclingRows) (--table recycling)"
        case "--table": "one of " + TableBackend.allCases.map(\.rawValue).joined(separator: ", ")
        case "--style": "one of " + TableStyle.allCases.map(\.rawValue).joined(separator: ", ")
        case "--pages": "a whole number from 0 to \(CarouselDeck.maximumPages)"
        case "--seed": "a whole number from 0 to \(LaunchOptions.maximumSeed)"
        case "--root": "the path of a folder"
        case "--autoplay":
            "a whole number of seconds from \(AutoplaySchedule.intervalRange.lowerBound) to \(AutoplaySchedule.intervalRange.upperBound)"
        default: "no value"
        }
    }

    /// Parses a decimal whole number within `range`, or throws a message naming the option.
    static func wholeNumber(_ text: String, for name: String, in range: ClosedRange<Int>) throws(UsageError) -> Int {
        let isDigits = !text.isEmpty && text.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        guard isDigits, let number = Int(text), range.contains(number) else {
            throw UsageError("\(name) does not accept '\(text)': \(accepted(name))")
        }
        return number
    }

    /// Splits `--name=value` into its parts; other arguments have no inline value.
    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// The text printed by `--help`.
    public static var usage: String {
        """
        Usage: \(BuildInfo.programName) [--screen NAME] [--rows N] [--table KIND] [--style STYLE] [--pages N]
                         [--seed S] [--autoplay SECONDS] [--loop] [--promotion | --no-promotion] [--root FOLDER]
                         [--help] [--version]

        TableDeck shows UIKit's table and carousel patterns as a GTK 4 desktop app.

        Options:
          --screen NAME  the screen shown first: \(Screen.allCases.map(\.rawValue).joined(separator: ", ")) (default: users)
          --rows N       rows on the Users screen, 0 to \(LaunchOptions.maximumStackRows) with --table stack,
                         0 to \(LaunchOptions.maximumRecyclingRows) with --table recycling (default: \(LaunchOptions.defaultRows));
                         with --screen table, people on the Table screen, 0 to \(LaunchOptions.maximumTableRows)
          --table KIND   the Users screen's table: stack (every row built up front, the default)
                         or recycling (widgets for the visible rows only)
          --style STYLE  how the Users and Cells screens draw their tables: plain (rows edge to
                         edge, the default), grouped (each section a card) or inset-grouped (the
                         cards inset from the sides)
          --pages N      pages on the Carousel screen, 0 to \(CarouselDeck.maximumPages) (default: 3 to 6, from --seed)
          --seed S       seed of the Carousel's random pages and of the Table screen's people,
                         0 to 2^63-1 (default: a new one each launch; the people: seed 0)
          --autoplay SECONDS
                         the Carousel moves on to its next page every SECONDS (1 to 3600), from the
                         last page to the first; it pauses under the pointer and the keyboard
          --loop         the Carousel goes round: on from its last page to its first, and back
          --promotion    the Class screen shows a class with a promotion code section (default)
          --no-promotion the Class screen shows a class without one
          --root FOLDER  the folder the Files screen shows (default: your home folder)
          -h, --help     print this help and exit
          --version      print the version and exit

        Stdout carries event lines only, one per event: "Ready in N ms", "Item pressed at index N",
        "Item pressed at section S row R", "Page P of M", "Availability requested",
        "Promotion applied: CODE", "Gift: on" / "Gift: off", "Sorted by COLUMN ascending" /
        "Sorted by COLUMN descending", "Filter \"TEXT\": M of N rows", "Filter cleared",
        "Expanded PATH", "Collapsed PATH". Messages go to stderr.
        Exit status: 0 success, 1 no display, 2 bad command line, 3 a missing or corrupt resource.
        """
    }
}
