import TableDeckBridge
import TableDeckModel

/// What a search emphasizes in the rows it shows: the query, highlighted, in every label.
extension TableSearch {
    /// Where the query occurs in `text` (case and accents aside), as ranges of `text`: what a
    /// row emphasizes. Empty without a query. A row's labels are emphasized by the table; a
    /// view that draws its text otherwise can ask.
    public func matchRanges(in text: String) -> [Range<String.Index>] {
        guard let emphasized else { return [] }
        return corpus.folder.matchRanges(of: emphasized, in: text)
    }

    /// Emphasizes the query in every label of `view` (a row's), or takes back an emphasis
    /// made before when there is no query.
    func emphasizeMatches(in view: Widget) {
        guard emphasized != nil || emphasisShown else { return }
        view.emphasizeLabelText { [unowned self] text in self.matchRanges(in: text) }
    }

    /// Emphasizes `query` (`nil`: nothing) in the rows built now.
    func emphasize(_ query: String?) {
        emphasized = query.map { corpus.folder.fold($0) }
        guard let engine = core.engine, emphasized != nil || emphasisShown else { return }
        for view in engine.builtRowViews() { emphasizeMatches(in: view) }
        emphasisShown = emphasized != nil
    }
}
