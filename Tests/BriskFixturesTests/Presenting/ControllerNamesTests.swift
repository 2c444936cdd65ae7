import Testing

@testable import BriskFixtures

private final class Detail {}
private final class Root {}
private final class Box<Value> {}

private func address(_ object: AnyObject) -> String {
  "\(Unmanaged.passUnretained(object).toOpaque())"
}

@Suite struct ControllerNamesTests {
  @Test func namesAControllerByItsTypeName() {
    let (detail, root) = (Detail(), Root())
    let names = ControllerNames([detail, root, nil, detail])
    #expect(names.name(detail) == "<Detail>")
    #expect(names.name(root) == "<Root>")
    #expect(ControllerNames([Box<Int>()]).name(Box<Int>()) == "<Box<Int>>")
  }

  @Test func addsAddressesWhenTwoInstancesShareATypeName() {
    let (one, two, root) = (Detail(), Detail(), Root())
    let names = ControllerNames([one, root, two])
    #expect(names.name(one) == "<Detail (\(address(one)))>")
    #expect(names.name(two) == "<Detail (\(address(two)))>")
    #expect(names.name(root) == "<Root>")
  }
}
