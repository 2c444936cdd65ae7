/// Why a request selects nothing the generator can spy on: the facts, for the command line to
/// word in its own terms.
public enum SpySelectionProblem: Equatable, Sendable {
  /// The spy's name the request gives is not a Swift type name.
  case spyNameIsNotATypeName(String)
  /// No file declares a class of the name asked for; `found` lists the classes they declare.
  case noClassNamed(String, found: [String])
  /// The request gives one spy's name, but selects several protocols or classes, in source
  /// order; `areClasses` when it asked for classes alone.
  case spyNameForSeveral([String], areClasses: Bool)
  /// The files declare no protocol, and no class is asked for.
  case noProtocolDeclared
  /// The request gives one spy's name without naming a protocol, and the files declare several.
  case spyNameNeedsAProtocolName(declared: [String])
  /// No file declares a protocol of the name asked for; `found` lists the protocols they
  /// declare.
  case noProtocolNamed(String, found: [String])
  /// The request asks for marked protocols alone, and none is marked; `found` lists the
  /// protocols the files declare.
  case noneMarked(found: [String])
}
