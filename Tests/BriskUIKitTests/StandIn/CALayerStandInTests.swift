import Testing
import UIKit

/// The stand-in's layers: a view's values live in its layer, and the layers form the views' tree.
@MainActor
@Suite struct CALayerStandInTests {
  // UIView.h: a view is its layer's delegate, and `frame`, `alpha`, `transform`,
  // `backgroundColor` and `hidden` are the layer's (`opacity` is a `float` in CALayer.h).
  @Test func aViewsValuesAreItsLayers() {
    let view = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
    view.alpha = 0.3
    view.transform = CGAffineTransform(translationX: 5, y: 6)
    view.backgroundColor = .black
    view.isHidden = true
    #expect(view.layer.delegate === view)
    #expect(view.layer.bounds == CGRect(x: 0, y: 0, width: 3, height: 4))
    #expect(view.layer.position == CGPoint(x: 2.5, y: 4))
    #expect(view.layer.frame == CGRect(x: 6, y: 8, width: 3, height: 4))  // translated
    #expect(view.layer.opacity == 0.3)
    #expect(view.alpha == CGFloat(Float(0.3)))
    #expect(view.alpha != 0.3)
    #expect(view.layer.affineTransform() == CGAffineTransform(translationX: 5, y: 6))
    #expect(view.layer.transform.m41 == 5)
    #expect(view.layer.backgroundColor == UIColor.black.cgColor)
    #expect(view.backgroundColor == .black)
    #expect(view.layer.isHidden)
    view.layer.opacity = 0.5
    #expect(view.alpha == 0.5)
  }

  @Test func theLayersFollowTheViewTree() {
    let parent = UIView()
    let child = UIView()
    parent.addSubview(child)
    #expect(child.layer.superlayer === parent.layer)
    #expect(parent.layer.sublayers?.count == 1)
    child.removeFromSuperview()
    #expect(child.layer.superlayer == nil)
    #expect(parent.layer.sublayers == nil)
  }

  @Test func colorsKeepTheirColorSpaceThroughCGColor() {
    #expect(UIColor(cgColor: UIColor.black.cgColor) == .black)
    #expect(UIColor.black.cgColor.components == [0, 1])
    #expect(UIColor.red.cgColor.components == [1, 0, 0, 1])
    #expect(UIColor.red.cgColor.numberOfComponents == 4)
    #expect(UIColor(white: 0, alpha: 0.25).cgColor.alpha == 0.25)
    #expect(UIColor.black.cgColor != CGColor(red: 0, green: 0, blue: 0, alpha: 1))
  }

  @Test func transformsConvertToAndFromTheAffinePart() {
    let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    #expect(CATransform3DGetAffineTransform(CATransform3DMakeAffineTransform(affine)) == affine)
    #expect(CATransform3DGetAffineTransform(CATransform3DIdentity) == .identity)
    // Not Equatable, as on Apple platforms: compared with CATransform3DEqualToTransform.
    #expect(CATransform3DEqualToTransform(CATransform3DIdentity, CATransform3DIdentity))
    #expect(!CATransform3DEqualToTransform(CATransform3DIdentity, CATransform3D()))
  }

  // CALayer.h: `@property(nullable, copy) NSArray<__kindof CALayer *> *sublayers;` is settable.
  @Test func settingSublayersReplacesThem() {
    let (parent, old, new) = (CALayer(), CALayer(), CALayer())
    parent.addSublayer(old)
    parent.sublayers = [new]
    #expect(parent.sublayers?.count == 1)
    #expect(parent.sublayers?.first === new)
    #expect(new.superlayer === parent)
    #expect(old.superlayer == nil)
    parent.sublayers = nil
    #expect(parent.sublayers == nil)
    #expect(new.superlayer == nil)
  }

  @Test func aPresentationIsACopyOfTheModel() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 8, height: 8))
    view.layer.cornerRadius = 3
    onScreen(view) {
      let shown = view.layer.presentation()
      #expect(shown !== view.layer)
      #expect(shown?.cornerRadius == 3)
      #expect(shown?.frame == view.frame)
      #expect(view.layer.model() === view.layer)
    }
  }
}
