import TableDeckAppModel
import TableDeckModel
import Testing

@Suite("Command line")
struct CommandLineParserTests {
    private func parse(_ arguments: String...) -> Result<LaunchCommand, UsageError> {
        CommandLineParser.parse(arguments)
    }

    private func message(_ arguments: String...) -> String? {
        if case .failure(let error) = CommandLineParser.parse(arguments) { return error.description }
        return nil
    }

    @Test("no arguments open the Users screen with 1000 rows")
    func defaults() {
        #expect(parse() == .success(.run(LaunchOptions(screen: .users, rows: 1000))))
    }

    @Test("--rows accepts 0 through 100000, spaced or with =")
    func rowsInRange() {
        #expect(parse("--rows", "0") == .success(.run(LaunchOptions(rows: 0))))
        #expect(parse("--rows", "100000") == .success(.run(LaunchOptions(rows: 100_000))))
        #expect(parse("--rows=42") == .success(.run(LaunchOptions(rows: 42))))
    }

    @Test(
        "bad --rows values name the option and the accepted range",
        arguments: ["-1", "100001", "abc", "", "12x", "+5", "99999999999999999999", "1.5", " 7"])
    func badRows(value: String) throws {
        let line = try #require(message("--rows", value))
        #expect(line.hasPrefix("tabledeck: --rows"))
        #expect(line.contains("0 to 100000"))
        #expect(!line.contains("\n"))
    }

    @Test("--rows with --screen table is the Table screen's: 0 to a million, the Users screen keeps 1000")
    func tableRows() throws {
        var expected = LaunchOptions(screen: .table)
        expected.tableRows = 1_000_000
        #expect(parse("--screen", "table", "--rows", "1000000") == .success(.run(expected)))
        #expect(parse("--rows=1000000", "--screen=table") == .success(.run(expected)), "in any order")
        expected.tableRows = 0
        #expect(parse("--screen", "table", "--rows", "0") == .success(.run(expected)))
        #expect(parse("--screen", "table") == .success(.run(LaunchOptions(screen: .table))), "1000 by default")
        for bad in ["1000001", "-1", "many"] {
            let line = try #require(message("--screen", "table", "--rows", bad))
            #expect(line.hasPrefix("tabledeck: --rows"))
            #expect(!line.contains("\n"))
        }
        #expect(try #require(message("--screen", "table", "--rows", "1000001")).contains("0 to 1000000"))
    }

    @Test("a missing value is refused")
    func missingValue() throws {
        #expect(try #require(message("--rows")).contains("--rows needs a value"))
        #expect(try #require(message("--rows", "--help")).contains("--rows needs a value"))
        #expect(try #require(message("--screen")).contains("--screen needs a value"))
    }

    @Test("--root names the Files screen's folder as given; the file system checks it at launch")
    func root() throws {
        var expected = LaunchOptions(screen: .files)
        expected.root = "/srv/data dir"
        #expect(parse("--screen", "files", "--root", "/srv/data dir") == .success(.run(expected)))
        #expect(parse("--root=/srv/data dir", "--screen=files") == .success(.run(expected)))
        #expect(parse("--screen", "files") == .success(.run(LaunchOptions(screen: .files))), "the home folder by default")
        #expect(try #require(message("--root")).contains("--root needs a value: the path of a folder"))
        #expect(try #require(message("--root=")).contains("--root needs a value"))
        #expect(try #require(message("--root", "/a", "--root", "/b")).contains("--root given more than once"))
        #expect(CommandLineParser.usage.contains("--root FOLDER"))
    }

    @Test("--screen takes a known screen name only")
    func screens() throws {
        #expect(parse("--screen", "users") == .success(.run(LaunchOptions(screen: .users))))
        let line = try #require(message("--screen", "nope"))
        #expect(line.contains("'nope'"))
        #expect(line.contains("users"))
    }

    @Test("unknown options and stray arguments are refused with the accepted list")
    func unknown() throws {
        let line = try #require(message("--frobnicate"))
        #expect(
            line == "tabledeck: unknown option '--frobnicate'; accepted options: "
                + "--screen, --rows, --table, --style, --pages, --seed, --autoplay, --root, --loop, --promotion, --no-promotion, --help, "
                + "--version")
        #expect(try #require(message("users")).contains("unexpected argument 'users'"))
    }

    @Test("--table picks the Users screen's table; recycling takes up to ten million rows")
    func tables() throws {
        #expect(parse("--table", "recycling") == .success(.run(LaunchOptions(table: .recycling))))
        #expect(parse("--table=stack") == .success(.run(LaunchOptions(table: .stack))))
        #expect(
            parse("--table", "recycling", "--rows", "10000000")
                == .success(.run(LaunchOptions(rows: 10_000_000, table: .recycling))))
        #expect(
            parse("--rows", "1000000", "--table", "recycling")
                == .success(.run(LaunchOptions(rows: 1_000_000, table: .recycling))), "in any order")
        #expect(try #require(message("--table", "lazy")).contains("one of stack, recycling"))
        #expect(try #require(message("--table", "recycling", "--rows", "10000001")).contains("0 to 10000000"))
    }

    @Test("--style picks how the table screens draw their sections; plain by default")
    func styles() throws {
        #expect(LaunchOptions().style == .plain)
        for style in TableStyle.allCases {
            var expected = LaunchOptions()
            expected.style = style
            #expect(parse("--style", style.rawValue) == .success(.run(expected)))
            #expect(parse("--style=\(style.rawValue)") == .success(.run(expected)))
        }
        var both = LaunchOptions(table: .recycling)
        both.style = .insetGrouped
        #expect(parse("--style", "inset-grouped", "--table", "recycling") == .success(.run(both)), "with --table, in any order")
        let line = try #require(message("--style", "insetGrouped"))
        #expect(line == "tabledeck: --style does not accept 'insetGrouped': one of plain, grouped, inset-grouped")
        #expect(try #require(message("--style")).contains("--style needs a value"))
        #expect(try #require(message("--style", "plain", "--style", "grouped")).contains("--style given more than once"))
    }

    @Test("more than 100000 rows with the stack table points to --table recycling")
    func stackLimit() throws {
        for arguments in [["--rows", "100001"], ["--rows", "5000000", "--table", "stack"]] {
            let line = try #require(CommandLineParser.parse(arguments).failureMessage)
            #expect(line.hasPrefix("tabledeck: --rows"))
            #expect(line.contains("--table recycling"))
            #expect(!line.contains("\n"))
        }
    }

    @Test("an option given twice is refused")
    func repeated() throws {
        #expect(try #require(message("--rows", "1", "--rows", "2")).contains("--rows given more than once"))
    }

    @Test("--help and --version win, but the rest must still parse")
    func helpAndVersion() {
        #expect(parse("--help") == .success(.help))
        #expect(parse("-h") == .success(.help))
        #expect(parse("--version") == .success(.version))
        #expect(parse("--rows", "5", "--help") == .success(.help))
        if case .success = parse("--help", "--rows", "x") { Issue.record("bad --rows accepted next to --help") }
        if case .success = parse("--version=3") { Issue.record("--version=3 accepted") }
    }

    @Test("usage errors exit with status 2")
    func exitStatus() {
        #expect(UsageError.exitStatus == 2)
    }

    @Test("the usage text lists every option")
    func usageListsOptions() {
        for name in CommandLineParser.optionNames {
            #expect(CommandLineParser.usage.contains(name))
        }
    }
}

@Suite("Command line: promotion")
struct PromotionOptionTests {
    @Test("--promotion is the default; --no-promotion turns it off")
    func promotionFlags() {
        #expect(CommandLineParser.parse([]) == .success(.run(LaunchOptions(promotion: true))))
        #expect(CommandLineParser.parse(["--promotion"]) == .success(.run(LaunchOptions(promotion: true))))
        #expect(
            CommandLineParser.parse(["--screen", "detail", "--no-promotion"])
                == .success(.run(LaunchOptions(screen: .detail, promotion: false))))
    }

    @Test("--promotion and --no-promotion take no value and cannot be combined")
    func promotionMisuse() {
        for arguments in [["--promotion=yes"], ["--no-promotion=1"], ["--promotion", "--no-promotion"]] {
            guard case .failure(let error) = CommandLineParser.parse(arguments) else {
                Issue.record("\(arguments) accepted")
                continue
            }
            #expect(error.description.hasPrefix("tabledeck: --"))
        }
    }
}

extension Result where Failure == UsageError {
    /// The printed line of a failure, `nil` on success.
    fileprivate var failureMessage: String? {
        if case .failure(let error) = self { return error.description }
        return nil
    }
}

@Suite("Command line: autoplay and looping")
struct AutoplayOptionTests {
    private func parse(_ arguments: String...) -> Result<LaunchCommand, UsageError> {
        CommandLineParser.parse(arguments)
    }

    @Test("--autoplay takes 1 to 3600 seconds, spaced or with =; --loop takes no value")
    func autoplayAndLoop() {
        var expected = LaunchOptions(screen: .carousel)
        expected.autoplaySeconds = 1
        #expect(parse("--screen", "carousel", "--autoplay", "1") == .success(.run(expected)))
        expected.autoplaySeconds = 3600
        expected.loops = true
        #expect(parse("--screen", "carousel", "--loop", "--autoplay=3600") == .success(.run(expected)))
        #expect(parse() == .success(.run(LaunchOptions())), "no autoplay, no loop by default")
    }

    @Test(
        "a bad --autoplay or --loop is one message naming the option",
        arguments: [
            (["--autoplay", "0"], "tabledeck: --autoplay does not accept '0': a whole number of seconds from 1 to 3600"),
            (["--autoplay", "3601"], "tabledeck: --autoplay does not accept '3601': a whole number of seconds from 1 to 3600"),
            (["--autoplay", "abc"], "tabledeck: --autoplay does not accept 'abc': a whole number of seconds from 1 to 3600"),
            (["--autoplay", "-1"], "tabledeck: --autoplay does not accept '-1': a whole number of seconds from 1 to 3600"),
            (["--autoplay"], "tabledeck: --autoplay needs a value: a whole number of seconds from 1 to 3600"),
            (["--autoplay", "--loop"], "tabledeck: --autoplay needs a value: a whole number of seconds from 1 to 3600"),
            (["--loop", "--loop"], "tabledeck: --loop given more than once"),
            (["--loop=yes"], "tabledeck: --loop takes no value"),
        ])
    func badAutoplayAndLoop(arguments: [String], expected: String) {
        guard case .failure(let error) = CommandLineParser.parse(arguments) else {
            Issue.record("\(arguments) parsed")
            return
        }
        #expect(error.description == expected)
    }
}
