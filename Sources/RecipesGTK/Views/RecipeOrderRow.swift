import GtkInterop
import RecipesCore
import RecipesLocalization

/// A recipe window's row of the cook's order: five star buttons (the set star again takes
/// the rating away), and "Add to collection", a popover of the collections to check and
/// "New collection…".
///
/// Every star is a button of its own, so Tab reaches each and Space or Enter rates; each
/// is named "Rate 3 stars" for assistive tools.
@MainActor
final class RecipeOrderRow {
  typealias AppStore = Store<AppFeature.State, AppFeature.Action>

  /// The row's root: the stars, then "Add to collection" beside them, or under them on a
  /// phone.
  let root = WrappingBox(spacing: 12)
  /// The five star buttons, one to five stars.
  let starButtons: [Button]
  /// The star each button shows, filled or not: an icon of its own, so changing it leaves
  /// the button's name for assistive tools ("Rate 3 stars") as it is.
  private let starIcons: [Icon]
  /// The stars shown, "★" or "☆" each (for tests).
  var shownStarTexts: [String] {
    starIcons.map { $0.name == Self.filledStarIcon ? "★" : "☆" }
  }
  /// The symbolic icons of a filled and an empty star, at a size a finger can hit.
  private static let filledStarIcon = "starred-symbolic"
  private static let emptyStarIcon = "non-starred-symbolic"
  private static let starIconSize: Int32 = 20
  /// "Add to collection".
  let collectionsButton: PopoverButton
  /// The collections' check boxes, by collection id, in the order shown (for tests).
  private(set) var checks: [(id: String, check: CheckButton)] = []
  private let checkList = Box(.vertical, spacing: 2)
  /// "New collection…", in the popover.
  let newButton = Button(label: localized("New collection…"))
  private let store: AppStore
  private let recipeID: Recipe.ID
  private let parent: @MainActor () -> Window?
  private var shownStars: RatingStars?
  private var shownCollections: [RecipeCollection]?
  /// The dialog asking for a new collection's name, while it is open (for tests).
  private(set) var nameDialog: CollectionNameDialog.Shown?

  init(store: AppStore, recipeID: Recipe.ID, parent: @escaping @MainActor () -> Window?) {
    self.store = store
    self.recipeID = recipeID
    self.parent = parent
    let stars = Box(.horizontal, spacing: 0)
    stars.addStyleClass("rating-stars")
    stars.setAccessibleLabel(localized("Rating"))
    starIcons = RecipeRating.range.map { _ in
      Icon(name: Self.emptyStarIcon, pixelSize: Self.starIconSize)
    }
    starButtons = zip(RecipeRating.range, starIcons).map { count, icon in
      let button = Button(
        child: icon,
        accessibleLabel: localizedPlural("Rate {count} star", "Rate {count} stars", count: count))
      button.addStyleClass("flat")
      button.addStyleClass("rating-star")
      button.onClick { [store] in store.send(.detail(recipeID, .ratingChosen(count))) }
      stars.append(button)
      return button
    }
    root.append(stars)
    let content = Box(.vertical, spacing: 6)
    content.setMargins(top: 6, bottom: 6, start: 6, end: 6)
    content.append(checkList)
    newButton.addStyleClass("flat")
    content.append(newButton)
    collectionsButton = PopoverButton(label: localized("Add to collection"), content: content)
    collectionsButton.setAccessibleLabel(localized("Add to collection"))
    collectionsButton.align(horizontal: .start, vertical: .center)
    stars.align(horizontal: .start)
    root.append(collectionsButton)
    newButton.onClick { [weak self] in self?.askNewCollection() }
  }

  /// Shows the stars of `stars`, the collections the recipe may be in and those it is in.
  func render(stars: RatingStars, collections: [RecipeCollection], checked: Set<String>) {
    if stars != shownStars {
      shownStars = stars
      for ((button, icon), star) in zip(zip(starButtons, starIcons), stars.stars) {
        icon.name = star.isFilled ? Self.filledStarIcon : Self.emptyStarIcon
        button.setAccessibleLabel(star.label)
        button.tooltip = star.tooltip
        if star.isFilled {
          button.addStyleClass("filled")
        } else {
          button.removeStyleClass("filled")
        }
      }
    }
    if collections != shownCollections {
      shownCollections = collections
      rebuildChecks(collections)
    }
    for (id, check) in checks { check.isActive = checked.contains(id) }
    let title = CollectionsButtonText.text(collections: collections, checked: checked)
    collectionsButton.label = title
    collectionsButton.setAccessibleLabel(title)
  }

  private func rebuildChecks(_ collections: [RecipeCollection]) {
    checkList.removeAll()
    checks = []
    checkList.isVisible = !collections.isEmpty
    for collection in collections {
      let check = CheckButton(label: collection.name)
      let id = collection.id
      check.onToggle { [store, recipeID] _ in
        store.send(.detail(recipeID, .collectionToggled(id)))
      }
      checkList.append(check)
      checks.append((id, check))
    }
  }

  private func askNewCollection() {
    collectionsButton.popdown()
    nameDialog = CollectionNameDialog.present(
      over: parent(), heading: localized("New collection"),
      confirmLabel: localized("Create and add"), among: shownCollections ?? []
    ) { [store, recipeID] name in
      store.send(.collections(.createConfirmed(name: name, recipes: [recipeID])))
    }
  }
}
