#import <UIKit/UIKit.h>

IB_DESIGNABLE
@interface StarView : UIControl <UIAppearance>

/* The number of stars. */
@property (nonatomic) IBInspectable NSUInteger maximumValue;
@property (nonatomic) IBInspectable CGFloat spacing; // points
@property (nonatomic, strong, nullable) IBInspectable UIColor *starColor;
@property (nonatomic, strong) IBInspectable UIImage *starImage;
@property (nonatomic) IBInspectable BOOL continuous;
@property (nonatomic, weak) IBOutlet UILabel *caption2;   // a name ending in a digit
@property (nonatomic, strong) IBOutletCollection(UIImageView) NSArray *stars;

- (IBAction)reset:(id)sender;

@end
