import Brisk

extension Harness {
  static func exerciseRepository() async {
    await check("38 RepositorySpy<Item>: a primary associated type becomes a generic spy") {
      try await useRepository(RepositorySpy<Note>())
    }
  }

  /// Code under test sees only the protocol, with its primary associated type.
  nonisolated private static func useRepository(
    _ spy: RepositorySpy<Note>
  ) async throws {
    let repository: any Repository<Note> = spy
    spy.allReturnValue = [Note(id: 1, text: "a")]
    let all = try await repository.all()
    expect(all) == [Note(id: 1, text: "a")]
    spy.itemHandler = { id in Note(id: id, text: "found") }
    let found = try await repository.item(withID: 2)
    expect(found) == Note(id: 2, text: "found")
    expect(spy.itemCalls.calls) == [2]
    try await repository.save(Note(id: 3, text: "c"))
    expect(spy.saveCalls.last) == Note(id: 3, text: "c")
    var thrown: (any Error)?
    let messages = failures {
      do { _ = try spy.first() } catch { thrown = error }
    }
    expect(messages) == [
      "RepositorySpy.first() was called, but no return value was stubbed; set "
        + "firstReturnValue or firstHandler"
    ]
    expect(thrown is UnstubbedCallError) == true
    spy.countReturnValue = 4
    expect(spy.count()) == 4
    expect(spy.log.calls) == [.all, .item, .save, .first, .count]
  }
}
