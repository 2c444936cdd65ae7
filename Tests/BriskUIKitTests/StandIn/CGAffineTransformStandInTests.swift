import Testing
import UIKit

@Suite struct CGAffineTransformStandInTests {
  @Test func scaleTranslationAndRotationFillTheMatrixAsCoreGraphicsDoes() {
    #expect(
      CGAffineTransform(scaleX: 1.5, y: 2)
        == CGAffineTransform(a: 1.5, b: 0, c: 0, d: 2, tx: 0, ty: 0))
    #expect(
      CGAffineTransform(translationX: 3, y: 4)
        == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 3, ty: 4))
    let quarter = CGAffineTransform(rotationAngle: .pi / 2)
    #expect(abs(quarter.a) < 1e-12 && quarter.b == 1 && quarter.c == -1 && abs(quarter.d) < 1e-12)
  }

  @Test func identityChangesNothingAndAnEmptyMatrixIsAllZero() {
    #expect(CGAffineTransform.identity == CGAffineTransform(scaleX: 1, y: 1))
    #expect(CGAffineTransform.identity.isIdentity)
    #expect(!CGAffineTransform(scaleX: 1.5, y: 1.5).isIdentity)
    #expect(CGAffineTransform() == CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0))
  }
}
