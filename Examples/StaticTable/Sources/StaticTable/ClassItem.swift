/// What the page shows: one class of an education app (made-up sample content).
struct ClassItem {
    struct Promotion {
        var isAvailable: Bool
        var offer: String
    }

    struct Pick {
        var title: String
        var price: String
    }

    var title: String
    var teacher: String
    var price: String
    var availability: String
    var description: String
    var promotion: Promotion
    var picks: [Pick]
    var address: String

    static func sample(promotionAvailable: Bool) -> ClassItem {
        ClassItem(
            title: "Watercolour for Beginners",
            teacher: "Mai Tran",
            price: "$25 per class",
            availability: "Saturdays, 10:00 – 12:00",
            description: """
                Learn to mix colours, lay a flat wash and paint a small landscape in two hours. \
                Brushes, paper and paints are provided; bring an apron.
                """,
            promotion: Promotion(isAvailable: promotionAvailable, offer: "SPRING10 takes 10 % off your first class."),
            picks: [
                Pick(title: "Ink Sketching", price: "$18"),
                Pick(title: "Pottery Basics", price: "$32"),
                Pick(title: "Calligraphy", price: "$20"),
                Pick(title: "Oil Painting", price: "$35"),
                Pick(title: "Linocut Prints", price: "$28"),
            ],
            address: "Studio 4, 12 Harbour Street, Da Nang")
    }
}
