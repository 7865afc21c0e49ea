/// The numbers one page's table lists.
struct DataItem {
    var items = [Int]()

    init() {
        items = []
    }

    init(number: Int) {
        self.items.append(number)
    }
}
