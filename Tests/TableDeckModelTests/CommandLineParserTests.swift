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

    @Test("a missing value is refused")
    func missingValue() throws {
        #expect(try #require(message("--rows")).contains("--rows needs a value"))
        #expect(try #require(message("--rows", "--help")).contains("--rows needs a value"))
        #expect(try #require(message("--screen")).contains("--screen needs a value"))
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
        #expect(line == "tabledeck: unknown option '--frobnicate'; accepted options: --screen, --rows, --pages, --seed, --help, --version")
        #expect(try #require(message("users")).contains("unexpected argument 'users'"))
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
