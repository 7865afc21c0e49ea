import TableDeckAppModel
import TableDeckModel
import Testing

@Suite("Users and events")
struct UsersTests {
    @Test("row titles follow the seed: \"N. User\"")
    func titles() {
        let users = UserDirectory(count: 1000)
        #expect(users.title(at: 0) == "0. User")
        #expect(users.title(at: 999) == "999. User")
    }

    @Test("a negative count is treated as zero")
    func negativeCount() {
        #expect(UserDirectory(count: -3).count == 0)
    }

    @Test("stdout event lines are exact")
    func eventLines() {
        #expect(StdoutEvent.itemPressed(index: 12).line == "Item pressed at index 12")
        #expect(StdoutEvent.ready(milliseconds: 250).line == "Ready in 250 ms")
    }

    @Test("one app id everywhere")
    func appID() {
        #expect(BuildInfo.appID == "io.github.tabledeck.TableDeck")
    }
}
