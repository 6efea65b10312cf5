import NibModel

extension LayoutEngine {
    /// The natural size of a plain view or a text field of a custom class whose code Nibbler
    /// has not read: its size in the file.
    /// Interface Builder runs an @IBDesignable's code, whose `intrinsicContentSize` or layout
    /// sized the view in Xcode's canvas; without the code, the file's size is the best measure
    /// of it, held at the view's own hugging and compression priorities as UIKit holds an
    /// intrinsic size. Over the corpus this finds 28 more of Xcode's frames in 3 repositories
    /// (IBAnimatable's views, 13, in half B of `files`; Loop's HUD and mask views and
    /// cardslider's title view, 15, in half A of `more`) and loses none in either half; outside
    /// it, habitica's 45 (23 repositories, none lost). Plain UIViews are not given their stored
    /// size: that held containers against their content and hid its errors (element-ios's),
    /// and lost sentry's and googleads' frames. Where the project's code is read
    /// (`projectDesignable` knows the class), its own intrinsic size or none decides, as in
    /// Xcode. Misplacement is judged with it too, so that the Issues page and Update Frames
    /// agree with the canvas (habitica's tag list view, 20 pt in the file at a hugging of 1000,
    /// leaves the label above it at its stored 20 pt, where without a size the label was called
    /// misplaced and Update Frames, laying out as the canvas does, could not move it);
    /// ambiguity is probed without it (`withoutUnreadCodeSizes`). A text field of a custom
    /// class too: floating-label fields size themselves in code (ONLYOFFICE's
    /// SkyFloatingLabelTextFields, 280 pt in a centred form where UITextField's text is 69 pt,
    /// 47 frames; GoMap's quest field, 1), and the custom text fields of 18 other repositories
    /// keep every frame.
    func sizeForUnreadCode(of view: NibObject) -> (width: Double?, height: Double?)? {
        guard ["view", "textField"].contains(view.className), view !== root, let custom = view.customClass, !custom.isEmpty,
              document.projectDesignable?(view) == nil, let frame = view.frame else { return nil }
        return (frame.width, frame.height)
    }

    /// Runs `body` with the sizes `sizeForUnreadCode` gave taken out of the solver, for probing
    /// ambiguity: a custom view whose code gives it no size is ambiguous where no constraint
    /// sizes it, and Xcode marks it so (GPUImage2's RenderView, pinned at its sides only), which
    /// a size held at the file's would hide. A text field keeps its size: UITextField always
    /// has one of its own.
    func withoutUnreadCodeSizes<T>(_ body: () -> T) -> T {
        // In the views' order, not the table's (by address): constraints added back in another
        // order leave the solver at another of the tying solutions, and the next probe saw
        // other views free (pocket-casts' episode details, one run in three).
        guard !sizedByUnreadCode.isEmpty else { return body() }
        let taken = orderedViews.filter { $0.className == "view" && sizedByUnreadCode[ObjectIdentifier($0)] != nil }.flatMap { view in
            [intrinsicConstraints[view]?.horizontal, intrinsicConstraints[view]?.vertical].compactMap { $0?.constraints }.joined()
        }
        guard !taken.isEmpty else { return body() }
        for c in taken { try? solver.remove(c) }
        updateSolver()
        defer {
            for c in taken { try? solver.add(c) }
            updateSolver()
        }
        return body()
    }
}
