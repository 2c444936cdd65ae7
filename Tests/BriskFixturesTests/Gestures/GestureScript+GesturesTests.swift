import BriskFixtures
import Foundation
import Testing

@Suite struct GestureScriptGesturesTests {
  @Test func aPanBeginsAtZeroChangesAtEachTranslationAndEndsAtTheLast() {
    let script = GestureScript.pan(translations: [CGPoint(x: -50, y: 50), CGPoint(x: -60, y: 70)])
    #expect(
      script.steps == [
        .init(.began, translation: .zero),
        .init(.changed, translation: CGPoint(x: -50, y: 50)),
        .init(.changed, translation: CGPoint(x: -60, y: 70)),
        .init(.ended, translation: CGPoint(x: -60, y: 70)),
      ])
  }

  @Test func aPanWithoutTranslationsBeginsAndEndsInPlace() {
    #expect(
      GestureScript.pan(translations: []).steps == [
        .init(.began, translation: .zero), .init(.ended, translation: .zero),
      ])
  }

  @Test func aPinchStartsAtScaleOne() {
    #expect(
      GestureScript.pinch(scales: [1.5, 2]).steps == [
        .init(.began, scale: 1), .init(.changed, scale: 1.5), .init(.changed, scale: 2),
        .init(.ended, scale: 2),
      ])
    #expect(
      GestureScript.pinch(scales: []).steps == [.init(.began, scale: 1), .init(.ended, scale: 1)])
  }

  @Test func aRotationStartsAtZero() {
    #expect(
      GestureScript.rotation(angles: [0.5]).steps == [
        .init(.began, rotation: 0), .init(.changed, rotation: 0.5), .init(.ended, rotation: 0.5),
      ])
  }

  @Test func discreteGesturesEndAtOnce() {
    let point = CGPoint(x: 4, y: 8)
    #expect(GestureScript.tap(at: point).steps == [.init(.ended, location: point)])
    #expect(GestureScript.swipe(at: point).steps == [.init(.ended, location: point)])
    #expect(GestureScript.tap().steps == [.init(.ended, location: .zero)])
    #expect(GestureScript.swipe().steps == [.init(.ended, location: .zero)])
  }

  @Test func aLongPressBeginsAndEndsWhereTheFingerIs() {
    let point = CGPoint(x: 4, y: 8)
    #expect(
      GestureScript.longPress(at: point).steps == [
        .init(.began, location: point), .init(.ended, location: point),
      ])
    #expect(GestureScript.longPress().steps.map(\.location) == [.zero, .zero])
  }
}
