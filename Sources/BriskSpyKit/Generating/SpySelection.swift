/// Which protocols of the files read a request asks spies for: those it names, those marked with
/// a `// brisk:spy` comment, or, when it asks for neither, every one.
enum SpySelection {
  /// The protocols `request` asks for, in source order, or why it cannot have them.
  /// - Parameters:
  ///   - file: The files read, as one.
  ///   - request: The names, the marks and the spy's name.
  ///   - allowsNone: Whether selecting nothing is fine, as it is when each file gets its own
  ///     output.
  static func select(
    from file: SourceFileSyntax, _ request: SpyRequest, allowsNone: Bool = false
  ) -> Result<[TypeDeclarationSyntax], SpyGenerationFailure> {
    let fail = { (problems: [SpySelectionProblem]) in
      Result<[TypeDeclarationSyntax], SpyGenerationFailure>.failure(
        SpyGenerationFailure(reasons: problems.map { .selection(path: request.path, $0) }))
    }
    if let spyName = request.spyName, !isIdentifier(spyName) {
      return fail([.spyNameIsNotATypeName(spyName)])
    }
    let names = file.protocols.map(\.name)
    let missingClasses = request.classNames.filter { file.classNamed($0) == nil }
    guard missingClasses.isEmpty else {
      let classNames = file.classes.map(\.name)
      return fail(missingClasses.map { .noClassNamed($0, found: classNames) })
    }
    let namedClasses = Set(request.classNames.compactMap { file.classNamed($0)?.position })
    let classes = file.classes.filter { classSyntax in
      namedClasses.contains(classSyntax.position)
        || (request.includesMarked && classSyntax.isMarked)
    }
    if !request.classNames.isEmpty, request.protocolNames.isEmpty, !request.includesMarked {
      return request.spyName != nil && classes.count > 1
        ? fail([.spyNameForSeveral(classes.map(\.name), areClasses: true)]) : .success(classes)
    }
    guard !file.protocols.isEmpty || allowsNone || !classes.isEmpty else {
      return fail([.noProtocolDeclared])
    }
    guard !request.protocolNames.isEmpty || request.includesMarked else {
      if request.spyName != nil, file.protocols.count > 1 {
        return fail([.spyNameNeedsAProtocolName(declared: names)])
      }
      return .success(file.protocols)
    }
    let missing = request.protocolNames.filter { file.protocolNamed($0) == nil }
    guard missing.isEmpty else {
      return fail(missing.map { .noProtocolNamed($0, found: names) })
    }
    let named = Set(request.protocolNames.compactMap { file.protocolNamed($0)?.position })
    let selected =
      (file.protocols.filter { protocolSyntax in
        named.contains(protocolSyntax.position)
          || (request.includesMarked && protocolSyntax.isMarked)
      } + classes).sorted { $0.position < $1.position }
    if selected.isEmpty, !allowsNone {
      return fail([.noneMarked(found: names)])
    }
    if request.spyName != nil, selected.count > 1 {
      return fail([.spyNameForSeveral(selected.map(\.name), areClasses: false)])
    }
    return .success(selected)
  }

  private static func isIdentifier(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first,
      first == "_" || first.properties.isAlphabetic
    else { return false }
    return name.unicodeScalars.allSatisfy {
      $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0)
    }
      && !Identifier.reserved.contains(name)
  }
}
