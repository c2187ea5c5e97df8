extension RecipeListViewState {
  /// The parts of the app's state the list window shows: the list and the search.
  ///
  /// A window observes these (`Store.observe`) and derives its view state from them once
  /// per change, instead of from the whole state after every action.
  public struct Parts: StateParts, Equatable, Sendable {
    private let listBox: CopyOnWrite<RecipeListFeature.State>
    private let searchBox: CopyOnWrite<SearchFeature.State>

    /// The parts of `state`: their boxes, so an unchanged part compares at once.
    public init(_ state: borrowing AppFeature.State) {
      listBox = state.$list
      searchBox = state.$search
    }

    /// The writes that left the list and the search as they are.
    public struct Stamp: Equatable, Sendable {
      /// The list's box's stamp.
      public let list: WriteStamp
      /// The search's box's stamp.
      public let search: WriteStamp
    }

    /// The list's and the search's stamps: the list window's observer keeps these, so a
    /// keystroke writes the search in place instead of copying a box the window kept.
    public static func stamp(of state: borrowing AppFeature.State) -> Stamp {
      Stamp(list: state.$list.stamp, search: state.$search.stamp)
    }

    /// The grid: filter, pages, refresh.
    public var list: RecipeListFeature.State { _read { yield listBox.wrappedValue } }
    /// The search box and its results.
    public var search: SearchFeature.State { _read { yield searchBox.wrappedValue } }

    /// Whether a search is on its way, here or on the network.
    public var isSearching: Bool { search.isSearchingNow }

    /// Whether a refresh or a search is running (the header's spinner).
    public var isBusy: Bool { list.isRefreshing || isSearching }
  }
}

extension SearchFeature.State {
  /// Whether a search is on its way, here or on the network.
  public var isSearchingNow: Bool { isActive && (isSearching || isSearchingRemote) }
}

extension AppFeature.State {
  /// Whether Refresh can run now: online, and no refresh or search running that it would
  /// race (what the header's spinner shows, `RecipeListViewState.Parts.isBusy`).
  ///
  /// Read field by field through the boxes (`$list`), which lend the parts: the wrapped
  /// properties' getters, and a call on a part read from its box, copy the whole part, and
  /// the Refresh command observes this after every action.
  public var canRefreshNow: Bool {
    let list = $list
    let search = $search
    guard list.wrappedValue.canRefresh, !list.wrappedValue.isRefreshing else { return false }
    return !search.wrappedValue.isActive
      || !search.wrappedValue.isSearching && !search.wrappedValue.isSearchingRemote
  }
}
