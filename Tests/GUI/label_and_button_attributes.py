"""GUI test: a label's font and a button's type, title and font, set in the Attributes inspector.

The fixture (Tests/Fixtures/LabelAndButton.xib) holds a label in the system font at 17 pt and a
Custom button titled "Button". With real input:
- the label's Font set to the Headline text style: saved, the one changed line is
  `<fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>`, a text style with
  no point size, as Xcode writes it (193 corpus fonts, e.g. kharrison+CodeExamples' AdaptType);
- then to System Bold at 20: the line is `type="boldSystem" pointSize="20"` (280 corpus fonts);
- the button's Type set to System, its Title typed, its Font set to System Bold: saved, the
  button's start tag gains `buttonType="system"` between `contentVerticalAlignment` and
  `lineBreakMode` (Xcode 12 and later, e.g. jrasmusson+ios-starter-kit's storyboards), its normal
  state `title="Log In"`, and a `<fontDescription>` before the state; besides these only frames
  change: a new font resizes the view, and Xcode writes the frames its constraints then give.
Undo three times and save: the button is as before.

usage: label_and_button_attributes.py NIBBLER NIBTOOL DOCUMENT WORKDIR
"""
import os
import shutil
import sys
import time

sys.path.insert(0, os.path.dirname(__file__))
from nibbler_driver import App, Failure, check, run_scenario, save_and_diff, wait_until  # noqa: E402

FONTS = ["System", "System Bold", "System Italic", "Custom", "Large Title", "Title 1", "Title 2", "Title 3",
         "Headline", "Body", "Callout", "Subheadline", "Footnote", "Caption 1", "Caption 2"]
TYPES = ["Custom", "System", "Detail Disclosure", "Info Light", "Info Dark", "Add Contact", "Close"]


def scenario(display, nibbler, nibtool, document, workdir):
    path = os.path.join(workdir, os.path.basename(document))
    shutil.copyfile(document, path)
    original = open(path, encoding="utf-8").read()
    app = App(display, nibbler, path)

    app.click(app.find("Label - Welcome", role="label"))
    app.pick(app.find("Font", role="combo box"), FONTS.index("System"), FONTS.index("Headline"))
    text, removed, added = save_and_diff(app, path, original)
    fonts = [line for line in added if not line.startswith('<rect key="frame"')]
    check('<fontDescription key="fontDescription" type="system" pointSize="17"/>' in removed
          and fonts == ['<fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>'],
          f"Headline is one changed line, a text style without a size: {added}")
    check(len(added) - len(fonts) <= 1, f"besides it only the label's frame, which its new font resizes as in Xcode: {added}")
    try:
        hidden = not app.has_area(app.find("Font Size", role="spin button", timeout=0.5))
    except Failure:
        hidden = True
    check(hidden, "a text style shows no size field")

    app.pick(app.find("Font", role="combo box"), FONTS.index("Headline"), FONTS.index("System Bold"))
    # Tab from the font to its size (the Weight field is for System only), as a person would.
    app.key("Tab", "ctrl+a")
    app.type("20")
    app.key("Return")
    text, removed, added = save_and_diff(app, path, text)
    check([line for line in added if not line.startswith('<rect key="frame"')] == ['<fontDescription key="fontDescription" type="boldSystem" pointSize="20"/>'],
          f"System Bold 20 is written as Xcode writes it: {added}")

    before_button = text
    app.click(app.find("Button - Button", role="label"))
    time.sleep(0.7)   # the inspector is rebuilt for the button: let it settle before reading places
    app.pick(app.find("Type", role="combo box"), TYPES.index("Custom"), TYPES.index("System"))
    app.enter(app.find("Title", role="text"), "Log In")
    app.pick(app.find("Font", role="combo box"), FONTS.index("System"), FONTS.index("System Bold"))
    text, removed, added = save_and_diff(app, path, text)
    check([line for line in added if not line.startswith('<rect key="frame"')] == ['<button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" '
                    'buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Lab-go-BTN">',
                    '<fontDescription key="fontDescription" type="boldSystem" pointSize="15"/>',
                    '<state key="normal" title="Log In"/>'],
          f"the button's type, font and title as Xcode writes them: {added}")
    check(app.find("Button - Log In", role="label") is not None, "the outline names the button by its new title")

    app.key("ctrl+z", "ctrl+z", "ctrl+z")
    app.key("ctrl+s")
    wait_until("the save after undo", lambda: open(path, encoding="utf-8").read() == before_button, 5)
    check(True, "undone three times and saved, the button is as it was")
    check(app.quit() == 0, "Ctrl+Q quits")


if __name__ == "__main__":
    run_scenario(scenario)
