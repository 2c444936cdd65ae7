public import Foundation

/// The stand-in for Core Graphics' `CGAffineTransform`, which `import UIKit` brings along on Apple
/// platforms and corelibs Foundation lacks: a 3 × 3 affine matrix stored as its six variable
/// entries.
///
/// ```text
/// | a  b  0 |
/// | c  d  0 |
/// | tx ty 1 |
/// ```
public struct CGAffineTransform: Equatable, Sendable {
  public var a: CGFloat
  public var b: CGFloat
  public var c: CGFloat
  public var d: CGFloat
  public var tx: CGFloat
  public var ty: CGFloat

  /// The all-zero matrix, as for any imported C structure.
  public init() {
    self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
  }

  /// A matrix with these entries.
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// A transform that scales by `sx` horizontally and `sy` vertically.
  public init(scaleX sx: CGFloat, y sy: CGFloat) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// A transform that moves by `tx` horizontally and `ty` vertically.
  public init(translationX tx: CGFloat, y ty: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }

  /// A transform that rotates by `angle` radians.
  public init(rotationAngle angle: CGFloat) {
    self.init(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
  }

  /// The transform that changes nothing.
  public static var identity: CGAffineTransform {
    CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
  }

  /// Whether this is the identity transform.
  public var isIdentity: Bool {
    self == .identity
  }
}
