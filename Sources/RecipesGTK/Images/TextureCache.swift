import Foundation
import GtkInterop

/// Decoded images kept in memory, least recently used first out, bounded by bytes.
@MainActor
final class TextureCache<Key: Hashable> {
  private var entries: [Key: (texture: Texture, cost: Int, lastUse: UInt64)] = [:]
  private var clock: UInt64 = 0
  private(set) var totalCost = 0
  let byteBudget: Int

  init(byteBudget: Int) {
    self.byteBudget = byteBudget
  }

  /// The texture of `key`, marking it recently used.
  func texture(for key: Key) -> Texture? {
    guard let entry = entries[key] else { return nil }
    clock += 1
    entries[key]?.lastUse = clock
    return entry.texture
  }

  /// Keeps `texture`, evicting the least recently used ones past the budget.
  func insert(_ texture: Texture, for key: Key) {
    let cost = texture.size.width * texture.size.height * 4
    guard cost <= byteBudget else { return }
    clock += 1
    if let old = entries.updateValue((texture, cost, clock), forKey: key) { totalCost -= old.cost }
    totalCost += cost
    while totalCost > byteBudget,
      let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse })
    {
      entries[oldest.key] = nil
      totalCost -= oldest.value.cost
    }
  }

  /// How many textures are kept.
  var count: Int { entries.count }
}
