public import Foundation

/// The stand-in for Core Animation's `CATransform3D`: a 4 × 4 matrix, which is what a layer's
/// `transform` holds. A view's `transform` is its affine part. Like Apple's imported C struct, it
/// is not `Equatable`: compare with `CATransform3DEqualToTransform`.
public struct CATransform3D: Sendable {
  public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
  public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
  public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
  public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

  /// The zero matrix, as Core Animation's imported `init()` gives.
  public init() {
    (m11, m12, m13, m14) = (0, 0, 0, 0)
    (m21, m22, m23, m24) = (0, 0, 0, 0)
    (m31, m32, m33, m34) = (0, 0, 0, 0)
    (m41, m42, m43, m44) = (0, 0, 0, 0)
  }
}

/// The identity transform.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let CATransform3DIdentity: CATransform3D = {
  var identity = CATransform3D()
  (identity.m11, identity.m22, identity.m33, identity.m44) = (1, 1, 1, 1)
  return identity
}()

/// The 3D transform that applies the affine transform `m`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
  var transform = CATransform3DIdentity
  (transform.m11, transform.m12, transform.m21, transform.m22) = (m.a, m.b, m.c, m.d)
  (transform.m41, transform.m42) = (m.tx, m.ty)
  return transform
}

/// The affine part of `t`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
  CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}

/// Whether `a` and `b` are the same matrix.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
  a.entries == b.entries
}

extension CATransform3D {
  /// The sixteen entries, row by row.
  var entries: [CGFloat] {
    [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
  }
}
