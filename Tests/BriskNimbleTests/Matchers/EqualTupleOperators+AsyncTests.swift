import Brisk
import BriskTestSupport
import Testing

@Suite struct EqualTupleOperatorsAsyncTests {
  private func pairs() async -> [(Int, String)] { [(0, "0"), (1, "1")] }

  @Test func arraysOfEveryArityPass() async {
    let labelled: [(Int, named: String)] = [(0, named: "0"), (1, named: "1")]
    let messages = await failureMessages {
      await expect { await self.pairs() } == labelled
      await expect { await self.pairs() } != labelled.reversed()
      await expect { await self.pairs() } != []
      await expect { () async in [(Int, String)]() } == []
      await expect { () async in [(1, 2, 3)] } == [(1, 2, 3)]
      await expect { () async in [(1, 2, 3, 4)] } == [(1, 2, 3, 4)]
      await expect { () async in [(1, 2, 3, 4, 5)] } == [(1, 2, 3, 4, 5)]
      await expect { () async in [(1, 2, 3, 4, 5, 6)] } != [(1, 2, 3, 4, 5, 7)]
    }
    #expect(messages == [])
  }

  @Test func failsAsEqualDoes() async {
    await expectMessages([
      """
      expected to equal <[(0, "0")]>, got <[(0, "0"), (1, "1")]>
      count: expected 1, got 2
      first difference at index 1: expected end of sequence, got <(1, "1")>
      """,
      "expected to not equal <[(0, \"0\"), (1, \"1\")]>, got <[(0, \"0\"), (1, \"1\")]>",
      "expected to not equal <[(1, 2, 3, 4, 5, 6)]>, got <[(1, 2, 3, 4, 5, 6)]>",
    ]) {
      await expect { await self.pairs() } == [(0, "0")]
      await expect { await self.pairs() } != [(0, "0"), (1, "1")]
      await expect { () async in [(1, 2, 3, 4, 5, 6)] } != [(1, 2, 3, 4, 5, 6)]
    }
  }

  @Test func nilActualFailsAndNilMatchesNil() async {
    await expectMessages([
      "expected to equal <[(1, 2)]>, got <nil>\n(use beNil() to match nil)",
      "expected to not equal <[(1, 2)]>, got <nil>\n(use beNil() to match nil)",
    ]) {
      await expect { () async in nil as [(Int, Int)]? } == [(1, 2)]
      await expect { () async in nil as [(Int, Int)]? } != [(1, 2)]
      await expect { () async in nil as [(Int, Int)]? } == nil
    }
  }
}
