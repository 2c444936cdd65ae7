import Brisk

extension Harness {
  static func exercisePartialFile() {
    check("56 a partial file: the two spies written work without the refused one") {
      let clock = SessionClockSpy()
      clock.nowReturnValue = 12.5
      expect(clock.now()) == 12.5
      let audit = AuditLoggingSpy()
      audit.audit("saved", at: clock.now())
      expect(audit.auditCalls.last?.event) == "saved"
      expect(audit.auditCalls.last?.time) == 12.5
      expect(audit.log.calls) == [.audit]
    }
  }
}
