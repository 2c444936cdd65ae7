import Brisk
import BriskTestSupport
import Testing

private actor Counter {
  var value = 2
}

@Suite struct AsyncExpectationOperatorsTests {
  @Test func equalsPasses() async {
    let counter = Counter()
    await expectMessages([]) {
      await expect { await counter.value } == 2
      await expect { await counter.value } != 3
      await expect { () async -> Int? in nil } == nil
    }
  }

  @Test func equalsFailsWithBothValues() async {
    let counter = Counter()
    await expectMessages([
      "expected to equal <3>, got <2>",
      "expected to not equal <2>, got <2>",
    ]) {
      await expect { await counter.value } == 3
      await expect { await counter.value } != 2
    }
  }

  @Test func nilActualFailsWithAHint() async {
    await expectMessages([
      "expected to equal <1>, got <nil>\n(use beNil() to match nil)",
      "expected to not equal <1>, got <nil>\n(use beNil() to match nil)",
    ]) {
      await expect { () async -> Int? in nil } == 1
      await expect { () async -> Int? in nil } != 1
    }
  }
}
