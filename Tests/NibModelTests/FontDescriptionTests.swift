import NibModel
import Testing
import XMLTree

@Suite("Fonts as the file states them")
struct FontDescriptionTests {
    func font(_ attributes: String) throws -> FontDescription {
        FontDescription(element: try XMLReader.parse("<fontDescription key=\"fontDescription\" \(attributes)/>").root)
    }

    @Test("text styles take UIKit's sizes and weights at the default content size")
    func textStyles() throws {
        #expect(try font(#"style="UICTFontTextStyleHeadline""#) == FontDescription(kind: .textStyle("UICTFontTextStyleHeadline"), pointSize: 17, weight: .semibold))
        #expect(try font(#"style="UICTFontTextStyleCaption1""#).pointSize == 12)
        #expect(try font(#"style="UICTFontTextStyleTitle1""#).pointSize == 28)
    }

    @Test("weights come from the weight attribute or a named font's suffix; sizes from the size keywords")
    func weightsAndSizes() throws {
        #expect(try font(#"type="system" weight="medium" pointSize="15""#).weight == .medium)
        #expect(try font(#"type="boldSystem" pointSize="15""#).weight == .bold)
        let light = try font(#"name="HelveticaNeue-Light" family="Helvetica Neue" pointSize="16""#)
        #expect(light.weight == .light && light.family == "Helvetica Neue" && light.pointSize == 16)
        #expect(try font(#"name="OpenSans" family="Open Sans" pointSize="10""#).weight == .regular)
        #expect(try font(#"type="boldSystem" size="button""#).pointSize == 18)
        #expect(try font(#"type="system" size="system""#).pointSize == 14)
    }

    @Test("at a Dynamic Type size, text styles take UIKit's size for it; stated sizes and other fonts stay")
    func dynamicTypeSizes() throws {
        let body = try font(#"style="UICTFontTextStyleBody""#)
        #expect(body.at(.extraSmall).pointSize == 14)
        #expect(body.at(.large) == body)
        #expect(body.at(.accessibility5).pointSize == 53)
        #expect(try font(#"style="UICTFontTextStyleCaption2""#).at(.extraExtraExtraLarge).pointSize == 17)
        #expect(try font(#"style="UICTFontTextStyleTitle0""#).at(.accessibility1).pointSize == 44)
        // Every size grows from extra small to AX5, for every style.
        for style in ["UICTFontTextStyleTitle1", "UICTFontTextStyleHeadline", "UICTFontTextStyleFootnote"] {
            let sizes = ContentSizeCategory.allCases.compactMap { $0.pointSize(of: style) }
            #expect(sizes.count == 12 && sizes == sizes.sorted(), "\(style): \(sizes)")
        }
        #expect(try font(#"style="UICTFontTextStyleBody" pointSize="20""#).at(.accessibility5).pointSize == 20)
        #expect(try font(#"type="system" pointSize="17""#).at(.accessibility5).pointSize == 17)
        #expect(ContentSizeCategory(rawValue: "AX3") == .accessibility3 && ContentSizeCategory(rawValue: "xSmall") == .extraSmall)
    }
}
