#import <UIKit/UIKit.h>

IB_DESIGNABLE
@interface BadgeView : UIView
@property (nonatomic) IBInspectable CGFloat radius;
@property (nonatomic, strong) IBInspectable UIColor *ringColor;
@property (nonatomic) IBInspectable BOOL clips;
@end
