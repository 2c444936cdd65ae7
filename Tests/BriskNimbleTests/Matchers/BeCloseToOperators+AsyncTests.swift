import Brisk
import BriskTestSupport
import Foundation
import Testing

@Suite struct BeCloseToOperatorsAsyncTests {
  private func reading() async -> Double { 1.2 }

  @Test func passesWithinTheDelta() async {
    let start = Date(timeIntervalSinceReferenceDate: 0)
    let nsStart = NSDate(timeIntervalSinceReferenceDate: 0)
    let messages = await failureMessages {
      await expect { await self.reading() } ≈ 1.20001
      await expect { await self.reading() } ≈ (1.25, 0.1)
      await expect { await self.reading() } == (1.25, 0.1)
      await expect { await self.reading() } == 1.25 ± 0.1
      await expect { () async in [1.0, 2.0] } ≈ [1.00001, 2.0]
      await expect { () async in start } ≈ start
      await expect { () async in start } ≈ (start.addingTimeInterval(5), 10)
      await expect { () async in start } == start.addingTimeInterval(5) ± 10
      await expect { () async in 1.2 as NSNumber } ≈ (1.2 as NSNumber)
      await expect { () async in 1.2 as NSNumber } ≈ (1.25 as NSNumber, 0.1)
      await expect { () async in 1.2 as NSNumber } ≈ (1.25 as NSNumber) ± 0.1
      await expect { () async in nsStart } ≈ nsStart
      await expect { () async in nsStart } ≈ (nsStart, 1)
      await expect { () async in nsStart } ≈ nsStart ± 1
    }
    #expect(messages == [])
  }

  @Test func failsNamingTheDelta() async {
    let start = Date(timeIntervalSinceReferenceDate: 0)
    await expectMessages([
      "expected to be close to <1.5> (within 0.0001), got <1.2>",
      "expected to be close to <1.1> (within 0.05), got <1.2>",
      "expected to be close to <[1.0, 3.0]> (each within 0.0001), got <[1.0, 2.0]>\n"
        + "first difference at index 1: expected <3.0>, got <2.0>",
      "expected to be close to <2001-01-01 00:00:05.0000> (within 1.0), "
        + "got <2001-01-01 00:00:00.0000>",
      "expected to be close to <1.5> (within 0.1), got <1.2>",
      "expected to be close to <1.0> (within 0.5), got <nil>",
    ]) {
      await expect { await self.reading() } ≈ 1.5
      await expect { await self.reading() } == 1.1 ± 0.05
      await expect { () async in [1.0, 2.0] } ≈ [1.0, 3.0]
      await expect { () async in start } == (start.addingTimeInterval(5), 1)
      await expect { () async in 1.2 as NSNumber } ≈ (1.5 as NSNumber, 0.1)
      await expect { () async in nil as Double? } ≈ 1.0 ± 0.5
    }
  }
}
