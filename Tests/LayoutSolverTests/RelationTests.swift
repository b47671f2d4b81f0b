import LayoutSolver
import Testing

@Suite struct RelationTests {
  @Test func describesAsItsOperator() {
    #expect(Relation.lessThanOrEqual.description == "<=")
    #expect(Relation.equal.description == "==")
    #expect(Relation.greaterThanOrEqual.description == ">=")
  }

  @Test func casesAreDistinct() {
    let all: Set<Relation> = [.lessThanOrEqual, .equal, .greaterThanOrEqual]
    #expect(all.count == 3)
  }
}
