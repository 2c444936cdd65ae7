import BriskCore
import BriskTestSupport
import Testing

@Suite struct SucceedTests {
  @Test func passes() {
    expectNoFailure { expect { .succeeded }.to(succeed()) }
  }

  @Test func failsWithTheReason() {
    expectMessage("expected to succeed, got <failed: email is empty>") {
      expect { .failed(reason: "email is empty") }.to(succeed())
    }
  }

  @Test func negation() {
    expectNoFailure { expect { .failed(reason: "x") }.toNot(succeed()) }
    expectMessage("expected to not succeed, got <succeeded>") {
      expect { .succeeded }.toNot(succeed())
    }
  }

  @Test func nilFails() {
    expectMessage("expected to succeed, got <nil>") {
      expect { nil as ToSucceedResult? }.to(succeed())
    }
  }
}
