import Brisk

extension Harness {
  static func exerciseJobScheduling() async {
    await check("51 JobSchedulingSpy: @Sendable async closures as results, from any task") {
      let ran = CallLog<String>()
      let spy = JobSchedulingSpy(
        makeJobReturnValue: { ran.record("job") },
        makeRetryReturnValue: { attempt in attempt < 3 },
        cancelAll: { ran.record("cancel") })
      let job = spy.makeJob(named: "sync")
      await Task.detached { await job() }.value
      let retry = spy.makeRetry(attempts: 3)
      let answers = [try await retry(1), try await retry(3)]
      expect(answers) == [true, false]
      spy.cancelAll()
      expect(ran.calls) == ["job", "cancel"]

      spy.makeJobHandler = { name in { ran.record(name) } }
      await spy.makeJob(named: "upload")()
      expect(ran.calls.last) == "upload"
      expect(spy.makeJobCalls.calls) == ["sync", "upload"]
      expect(spy.makeRetryCalls.calls) == [3]
    }
  }
}
