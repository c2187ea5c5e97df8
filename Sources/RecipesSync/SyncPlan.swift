/// What a sync will do, in order, or why it must not.
public struct SyncPlan: Equatable, Sendable {
  /// The fail-safe's verdict: the plan deletes more than half of the synced recipes.
  public struct MassDeletion: Equatable, Sendable {
    /// How many recipes the plan deletes, on either side.
    public var deleting: Int
    /// How many recipes were synced.
    public var synced: Int

    /// Creates a verdict.
    public init(deleting: Int, synced: Int) {
      self.deleting = deleting
      self.synced = synced
    }
  }

  /// The steps, in the order they run.
  public var steps: [SyncStep]
  /// Set when the plan must not run without the cook's word.
  public var massDeletion: MassDeletion?

  /// Creates a plan.
  public init(steps: [SyncStep], massDeletion: MassDeletion? = nil) {
    self.steps = steps
    self.massDeletion = massDeletion
  }

  /// Whether there is nothing to do.
  public var isEmpty: Bool { steps.isEmpty }
}
