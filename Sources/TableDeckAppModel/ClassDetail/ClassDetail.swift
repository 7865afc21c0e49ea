/// One class of the education app, as the Class detail screen shows it.
public struct ClassDetail: Equatable, Sendable {
    /// A class shown in the editor's picks.
    public struct Pick: Equatable, Sendable {
        /// The class title.
        public let title: String
        /// The teacher's name.
        public let teacher: String
        /// The price, already formatted.
        public let price: String
    }

    /// One student review.
    public struct Review: Equatable, Sendable {
        /// Who wrote it.
        public let author: String
        /// Stars given, 1 to 5.
        public let stars: Int
        /// What they wrote.
        public let text: String
    }

    /// A promotion the class offers.
    public struct Promotion: Equatable, Sendable {
        /// What the promotion gives, shown above the entry.
        public let offer: String
    }

    /// The subject and format, such as "Art · 6 evening sessions · All levels".
    public let category: String
    /// The class title.
    public let title: String
    /// The teacher's name.
    public let teacher: String
    /// The average rating, 0 to 5.
    public let rating: Double
    /// How many reviews the rating averages.
    public let ratingCount: Int
    /// The price, already formatted.
    public let price: String
    /// A few sentences about the class.
    public let summary: String
    /// A few sentences about the teacher.
    public let teacherBio: String
    /// Where the class meets, one line per address line.
    public let address: [String]
    /// The class's promotion, `nil` when it has none (the promotion section is then left out).
    public let promotion: Promotion?
    /// How course materials are shipped.
    public let shipping: String
    /// Other classes the editors recommend.
    public let picks: [Pick]
    /// What students said.
    public let reviews: [Review]
    /// What the (simulated) availability request answers.
    public let availabilityAnswer: String

    /// The sections this class shows, in screen order: every section, except the promotion when
    /// the class has none.
    public var sections: [DetailSection] {
        DetailSection.allCases.filter { $0 != .promotion || promotion != nil }
    }

    /// The rating as five stars, filled up to the rounded rating: "★★★★☆".
    public var stars: String {
        let filled = min(5, max(0, Int((rating + 0.5).rounded(.down))))
        return String(repeating: "★", count: filled) + String(repeating: "☆", count: 5 - filled)
    }

    /// The class the app shows, with or without its promotion.
    public static func sample(withPromotion: Bool) -> ClassDetail {
        ClassDetail(
            category: "Art · 6 evening sessions · All levels",
            title: "Watercolour Landscapes for Beginners",
            teacher: "Mai Nguyen",
            rating: 4.7,
            ratingCount: 128,
            price: "€49",
            summary: "Six relaxed evening sessions that take you from your first wash to a finished "
                + "landscape. You will learn to mix greens and skies, control water on the paper, "
                + "and keep your colours fresh. All levels welcome; no drawing skills needed.",
            teacherBio: "Mai has painted and taught watercolour for twelve years. Her work has been "
                + "shown in Hanoi, Lyon and Glasgow, and she runs a weekly sketching club by the river.",
            address: ["Riverside Art Studio, 2nd floor", "14 Canal Street", "Glasgow G1 5QT"],
            promotion: withPromotion ? Promotion(offer: "Spring offer: 20% off with a promotion code") : nil,
            shipping: "A starter kit (paper, six paints and two brushes) ships free within 3 working days. "
                + "Already have materials? Leave the kit out at checkout.",
            picks: [
                Pick(title: "Ink Sketching Outdoors", teacher: "Tom Reyes", price: "€39"),
                Pick(title: "Pottery: The Wheel", teacher: "Ana Sousa", price: "€65"),
                Pick(title: "Portrait Photography", teacher: "Lena Vogel", price: "€55"),
                Pick(title: "Calligraphy Basics", teacher: "Kenji Mori", price: "€29"),
                Pick(title: "Oil Painting Still Life", teacher: "Sara Lind", price: "€59"),
                Pick(title: "Linocut Printing", teacher: "Owen Price", price: "€45"),
                Pick(title: "Botanical Drawing", teacher: "Iris Hale", price: "€42"),
                Pick(title: "Urban Sketching Walk", teacher: "Marc Dubois", price: "€25"),
                Pick(title: "Acrylic Pour Art", teacher: "Nia Okafor", price: "€35"),
                Pick(title: "Charcoal Figures", teacher: "Luca Bianchi", price: "€48"),
            ],
            reviews: [
                Review(
                    author: "Hannah K.", stars: 5,
                    text: "Mai explains every step and the small "
                        + "group meant lots of personal feedback. I finished three paintings I am proud of."),
                Review(
                    author: "David P.", stars: 5,
                    text: "Calm, friendly and well organised. The "
                        + "starter kit was more than enough."),
                Review(
                    author: "Priya S.", stars: 4,
                    text: "Loved it. The studio gets warm in the "
                        + "evening, so dress lightly."),
            ],
            availabilityAnswer: "7 seats left · next session Tue 14 Jan, 18:30"
        )
    }
}
