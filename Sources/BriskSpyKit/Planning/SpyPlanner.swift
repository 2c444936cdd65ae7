/// Decides what a spy for one protocol looks like, or why there cannot be one.
struct SpyPlanner {
  /// The names the spy itself declares, which a requirement must not take.
  static let infrastructureNames: Set<String> = ["log", "staticLog"]
  /// How many protocols deep inheritance is followed; real chains are a handful.
  static let maximumInheritanceDepth = 64
  /// The spy's `init` parameters that capture where it was made.
  static let locationParameters: Set<String> = ["fileID", "filePath", "line", "column"]

  let file: SourceFileSyntax
  let spyName: String
  var isolation = SpyPlan.Isolation.none
  var availability: [String] = []
  /// The type aliases of the file and of its protocols.
  let aliases: [String: TypeAliasSyntax]
  /// The associated types of the protocol and of those it inherits, which become the spy's
  /// generic parameters.
  var associatedTypes: [AssociatedTypeSyntax] = []
  /// The requirements of their `where` clauses, which the spy repeats.
  var whereRequirements: [String] = []
  private(set) var problems: [Problem] = []
  /// Whether the spy is a subclass of a class, rather than a type conforming to a protocol.
  var isClass = false
  /// Whether the class, or a superclass in the files read, conforms to `Sendable`.
  var isSendableClass = false
  /// The members of the class and of its superclasses that the spy does not record.
  var notOverridden: [NotOverridden] = []

  init(file: SourceFileSyntax, spyName: String) {
    self.file = file
    self.spyName = spyName
    self.aliases = file.typeAliases
  }

  /// Plans a spy named `spyName` for `protocolSyntax`.
  /// - Returns: The plan, or every problem that stands in the way, in source order.
  static func plan(
    _ protocolSyntax: TypeDeclarationSyntax, in file: SourceFileSyntax, spyName: String
  ) -> Result<SpyPlan, ProblemList> {
    var planner = SpyPlanner(file: file, spyName: spyName)
    planner.isClass = protocolSyntax.isClass
    var visited: Set<String> = []
    let members = planner.collectMembers(of: protocolSyntax, visited: &visited)
    let plans = planner.planMembers(members)
    let initValues = SpyPlan.initValues(of: plans).map(\.name)
    planner.checkInitializers(of: members, initValues: initValues)
    guard planner.problems.isEmpty else {
      var seen: Set<Problem> = []
      let unique = planner.problems.filter { seen.insert($0).inserted }
      // A stable sort: problems at one position keep the order they were found in.
      let sorted = unique.enumerated().sorted {
        ($0.element.position, $0.offset) < ($1.element.position, $1.offset)
      }
      return .failure(ProblemList(problems: sorted.map(\.element)))
    }
    return .success(
      SpyPlan(
        typeName: protocolSyntax.name, spyName: spyName, isolation: planner.isolation,
        availability: planner.availability, members: plans,
        genericParameters: planner.genericParameters, whereClause: planner.whereClause,
        kind: planner.isClass
          ? .classSpy(
            SpyPlan.ClassSpy(
              restatesSendable: planner.isSendableClass, notOverridden: planner.notOverridden))
          : .protocolSpy))
  }

  mutating func report(_ reason: String, at position: SourcePosition) {
    problems.append(Problem(position: position, reason: reason))
  }

  /// The requirements of `protocolSyntax` and of the protocols it inherits from in this file,
  /// inherited ones first; also settles the spy's isolation.
  mutating func collectMembers(
    of protocolSyntax: TypeDeclarationSyntax, visited: inout Set<String>, depth: Int = 0
  ) -> [MemberSyntax] {
    guard visited.insert(protocolSyntax.name).inserted else { return [] }
    guard depth < Self.maximumInheritanceDepth else {
      report("its chain of inherited protocols is too long", at: protocolSyntax.position)
      return []
    }
    problems += protocolSyntax.problems
    if let classSyntax = protocolSyntax.asClass { readClass(protocolSyntax, classSyntax) }
    readAttributes(of: protocolSyntax)
    readAssociatedTypes(of: protocolSyntax)
    var members: [MemberSyntax] = []
    for (type, position) in protocolSyntax.inherited {
      let parts: [TypeSyntax]
      if case .composition(let composed) = type.core { parts = composed } else { parts = [type] }
      for part in parts {
        members += inheritedMembers(from: part, at: position, visited: &visited, depth: depth)
      }
    }
    return members + protocolSyntax.members
  }

  private mutating func readAttributes(of protocolSyntax: TypeDeclarationSyntax) {
    for attribute in protocolSyntax.attributes {
      switch attribute.name {
      case "MainActor":
        isolation = .mainActor
      case "objc":
        report("@objc protocols are not supported", at: attribute.position)
      case "available":
        // Repeated whole: a spy of a deprecated protocol is deprecated too, which also keeps its
        // conformance from warning.
        if !availability.contains(attribute.text) { availability.append(attribute.text) }
      case let name where name.hasSuffix("Actor"):
        report(
          "global actors other than @MainActor are not supported (@\(name))",
          at: attribute.position)
      default:
        break
      }
    }
  }

  private mutating func inheritedMembers(
    from type: TypeSyntax, at position: SourcePosition, visited: inout Set<String>, depth: Int
  ) -> [MemberSyntax] {
    let name = type.core.description
    if isClass {
      return superclassMembers(from: name, visited: &visited, depth: depth)
    }
    switch name {
    case "AnyObject":
      return []
    case "Sendable":
      if isolation == .none { isolation = .sendable }
      return []
    case "Actor":
      isolation = .actor
      return []
    case "AnyActor", "DistributedActor":
      report("actor protocols are not supported (it inherits from \(name))", at: position)
      return []
    default:
      guard let parent = file.protocolNamed(name) else {
        report(
          "it inherits from \(name), which is not declared in the files read; "
            + "pass the file or the folder that declares \(name) too",
          at: position)
        return []
      }
      return collectMembers(of: parent, visited: &visited, depth: depth + 1)
    }
  }

  /// Plans each requirement once: a requirement restated by an inheriting protocol is the same.
  private mutating func planMembers(_ members: [MemberSyntax]) -> [MemberPlan] {
    var seen: Set<String> = []
    var methods: [MethodSyntax] = []
    var properties: [PropertySyntax] = []
    var ordered: [MemberSyntax] = []
    // A get-only property whose getter is async or throws is recorded and stubbed as a method.
    // A class spy records and stubs every property so.
    let members = members.map { member -> MemberSyntax in
      guard case .property(let property) = member,
        isClass || (property.hasEffectfulGetter && !property.isStatic)
      else { return member }
      return .method(property.getter)
    }
    for member in members {
      switch member {
      case .method(let method):
        // Overloads may differ by their parameters' types or by their result alone.
        let types = method.parameters.map(\.type.description).joined(separator: ",")
        let result = method.result?.description ?? "Void"
        let key = "func \(method.displayName) \(types) -> \(result) \(method.condition ?? "")"
        guard seen.insert(key).inserted else { continue }
        methods.append(method)
      case .property(let property):
        guard seen.insert("var \(property.name) \(property.condition ?? "")").inserted else {
          continue
        }
        properties.append(property)
      }
      ordered.append(member)
    }
    let zeroArgumentNames = methods.filter(\.parameters.isEmpty).map(\.name)
    let taken = Self.infrastructureNames.union(properties.map(\.name)).union(zeroArgumentNames)
    checkInfrastructureClashes(methods: methods, properties: properties)
    var names = MemberNaming.names(for: methods, taken: taken).makeIterator()
    var plans: [MemberPlan] = []
    for member in ordered {
      switch member {
      case .method(let method):
        guard let name = names.next() else { continue }
        if let plan = planMethod(method, name: name) { plans.append(.method(plan)) }
      case .property(let property):
        if let plan = planProperty(property) { plans.append(.property(plan)) }
      }
    }
    return plans
  }

  private mutating func checkInfrastructureClashes(
    methods: [MethodSyntax], properties: [PropertySyntax]
  ) {
    let clashes =
      properties.map { ($0.name, $0.position) }
      + methods.filter(\.parameters.isEmpty).map { ($0.name, $0.position) }
    for (name, position) in clashes where Self.infrastructureNames.contains(name) {
      report(
        "requirement \(name) clashes with the spy's call log, which is named \(name)",
        at: position)
    }
    let staticClashes =
      properties.filter(\.isStatic).map { ($0.name, $0.position) }
      + methods.filter { $0.isStatic && $0.parameters.isEmpty }.map { ($0.name, $0.position) }
    for (name, position) in staticClashes where name == "resetStatics" {
      report(
        "requirement resetStatics clashes with the spy's resetStatics(), which resets its static "
          + "members",
        at: position)
    }
  }
}

/// The problems that stop a spy from being generated.
struct ProblemList: Error, Sendable {
  var problems: [Problem]
}
