import LayoutSolver
import Testing

@Suite struct StrengthTests {
  @Test func namedStrengthsAreUIKitPriorities() {
    // UILayoutPriority: required 1000, defaultHigh 750, defaultLow 250 (UIKitBehaviour.md §0).
    #expect(Strength.required.priority == 1000)
    #expect(Strength.strong.priority == 750)
    #expect(Strength.medium.priority == 500)
    #expect(Strength.weak.priority == 250)
  }

  @Test func initializerKeepsThePriority() {
    #expect(Strength(251).priority == 251)
    #expect(Strength(999.5).priority == 999.5)
  }

  @Test func onlyPriority1000OrMoreIsRequired() {
    #expect(Strength.required.isRequired)
    #expect(Strength(1000).isRequired)
    #expect(!Strength(999.5).isRequired)
    #expect(!Strength(999.999).isRequired)
    #expect(!Strength.strong.isRequired)
    #expect(!Strength.weak.isRequired)
    #expect(!Strength(1).isRequired)
  }

  @Test(arguments: [1000, 999.5, 999, 750, 500, 251, 250, 1, 0.5, 1e-9])
  func priorityInRangeIsValid(priority: Double) {
    #expect(Strength(priority).isValid)
  }

  @Test(arguments: [0, -1, -0.0, 1000.5, 1200, Double.nan, .infinity, -.infinity])
  func priorityOutOfRangeIsInvalid(priority: Double) {
    #expect(!Strength(priority).isValid)
  }

  @Test func strengthsOrderByPriority() {
    #expect(Strength.weak < .medium)
    #expect(Strength.medium < .strong)
    #expect(Strength.strong < .required)
    #expect(Strength(999) < Strength(999.5))
    #expect([Strength.required, .weak, .strong, .medium].sorted() == [.weak, .medium, .strong, .required])
  }

  @Test func equalPrioritiesAreEqualStrengths() {
    #expect(Strength(250) == .weak)
    #expect(Strength(1000) == .required)
    #expect(Strength(250) != Strength(251))
    #expect(Set([Strength(500), .medium]).count == 1)
  }

  @Test func describesAsThePriority() {
    #expect(Strength.required.description == "1000")
    #expect(Strength.weak.description == "250")
    #expect(Strength(999.5).description == "999.5")
  }
}
