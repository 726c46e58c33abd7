package panels

import (
	"image/color"
	"math"

	"patron/game/box"
	"patron/render/draw"
	"patron/render/theme"
)

// Card art, drawn here in vectors (STYLE.md: flat shapes, warm light on
// dark wood): each card type has its own scene behind the figure, in its
// own tint, and each sicario his own look (a tie, glasses, a beard, a
// white suit…), so that a card reads at a glance even before its name.

// cardTint is the colour of each card's scene.
var cardTint = [box.NumCards]color.RGBA{
	box.Accountant: theme.Hex(0x6f8f4a), box.FamilyBusiness: theme.Hex(0x9a6a3a), box.Bodyguard: theme.Hex(0x4a6a9a),
	box.LoyalToTheEnd: theme.Hex(0xa04a4a), box.PoisonCard: theme.Hex(0x5a9a5a), box.Ambush: theme.Hex(0x4f7a3f),
	box.LimonCard: theme.Hex(0xc8b23a), box.GetawayDriver: theme.Hex(0x8a5a9a), box.VelascoCard: theme.Hex(0xb08a3a),
	box.FriendsInCongress: theme.Hex(0x8a8a7a), box.Hitman: theme.Hex(0xa03a3a), box.StreetCredit: theme.Hex(0xc87a3a),
	box.Enforcer: theme.Hex(0x7a5a4a), box.Intimidation: theme.Hex(0xb05a2a), box.Recruiter: theme.Hex(0x5a7a8a),
	box.SafeHouses: theme.Hex(0x7a6a9a), box.LeonCard: theme.Hex(0x6a8ab0), box.LaQuicaCard: theme.Hex(0x8a3a3a),
	box.SnitchsSentence: theme.Hex(0x5a5a6a), box.FrameUp: theme.Hex(0x9a7a4a), box.MyLabs: theme.Hex(0x4a9a9a),
	box.Rally: theme.Hex(0xb0603a), box.BribedCheckpoint: theme.Hex(0xa08a2a),
}

// cardScene paints the card's scene in its art window: a warm glow in its
// tint and the card's sign, light, behind where the figure stands.
func cardScene(c *draw.Canvas, art draw.Rect, k float64, card box.Card) {
	tint := cardTint[card]
	c.RoundRect(art, 3*k).Fill(theme.Mix(artDark, tint, 0.35))
	vx, vy := art.CX(), art.Y+art.H*0.56
	c.Circle(vx, vy, art.H*0.46, theme.Alpha(theme.Mix(tint, theme.White, 0.2), 0.45))
	ink := theme.Alpha(theme.Mix(tint, theme.White, 0.55), 0.9)
	// the sign stands to the left of the figure, in the window's corner
	x, y, s := art.X+art.W*0.2, art.Y+art.H*0.45, art.H*0.34
	switch card {
	case box.Accountant: // stacks of coins
		for i := range 3 {
			for j := range 3 - i {
				c.Circle(x-s*0.4+float64(i)*s*0.42, y+s*0.5-float64(j)*s*0.22, s*0.2, ink)
			}
		}
	case box.FamilyBusiness: // a house
		c.Polygon(x-s*0.55, y, x, y-s*0.55, x+s*0.55, y).Fill(ink)
		c.Fill(draw.Rect{X: x - s*0.42, Y: y, W: s * 0.84, H: s * 0.6}, ink)
	case box.Bodyguard: // a shield
		c.Polygon(x-s*0.5, y-s*0.5, x+s*0.5, y-s*0.5, x+s*0.45, y+s*0.1, x, y+s*0.6, x-s*0.45, y+s*0.1).Fill(ink)
	case box.LoyalToTheEnd: // a heart
		c.Circle(x-s*0.24, y-s*0.15, s*0.28, ink)
		c.Circle(x+s*0.24, y-s*0.15, s*0.28, ink)
		c.Polygon(x-s*0.5, y-s*0.05, x+s*0.5, y-s*0.05, x, y+s*0.55).Fill(ink)
	case box.PoisonCard: // a vial
		c.Fill(draw.Rect{X: x - s*0.1, Y: y - s*0.6, W: s * 0.2, H: s * 0.3}, ink)
		c.Circle(x, y+s*0.1, s*0.38, ink)
	case box.Ambush: // tall grass
		for i := range 5 {
			bx := x - s*0.6 + float64(i)*s*0.3
			c.Polygon(bx-s*0.12, y+s*0.6, bx+s*0.12, y+s*0.6, bx+s*0.02, y-s*0.4+float64(i%2)*s*0.3).Fill(ink)
		}
	case box.LimonCard: // a lemon
		c.NewPath().Arc(x, y, s*0.45, 0, 2*math.Pi).Close().Fill(ink)
		c.Circle(x+s*0.45, y-s*0.05, s*0.1, ink)
	case box.GetawayDriver: // a car
		c.RoundRect(draw.Rect{X: x - s*0.65, Y: y, W: s * 1.3, H: s * 0.35}, s*0.1).Fill(ink)
		c.RoundRect(draw.Rect{X: x - s*0.35, Y: y - s*0.3, W: s * 0.7, H: s * 0.35}, s*0.1).Fill(ink)
		c.Circle(x-s*0.38, y+s*0.38, s*0.14, artDark)
		c.Circle(x+s*0.38, y+s*0.38, s*0.14, artDark)
	case box.VelascoCard: // a crown
		c.Polygon(x-s*0.55, y+s*0.35, x-s*0.55, y-s*0.35, x-s*0.27, y, x, y-s*0.5, x+s*0.27, y, x+s*0.55, y-s*0.35, x+s*0.55, y+s*0.35).Fill(ink)
	case box.FriendsInCongress: // columns under a pediment
		c.Polygon(x-s*0.65, y-s*0.3, x, y-s*0.65, x+s*0.65, y-s*0.3).Fill(ink)
		for i := range 4 {
			c.Fill(draw.Rect{X: x - s*0.55 + float64(i)*s*0.34, Y: y - s*0.25, W: s * 0.14, H: s * 0.8}, ink)
		}
	case box.Hitman: // a crosshair
		c.Ring(x, y, s*0.45, s*0.1, ink)
		c.Line(x-s*0.65, y, x+s*0.65, y, s*0.08, ink)
		c.Line(x, y-s*0.65, x, y+s*0.65, s*0.08, ink)
	case box.StreetCredit: // stars
		c.Star(x-s*0.2, y-s*0.15, s*0.35).Fill(ink)
		c.Star(x+s*0.35, y+s*0.35, s*0.22).Fill(ink)
	case box.Enforcer: // a chain
		for i := range 3 {
			c.Ring(x-s*0.4+float64(i)*s*0.4, y+float64(i%2)*s*0.15, s*0.22, s*0.08, ink)
		}
	case box.Intimidation: // a warning sign
		c.Polygon(x-s*0.6, y+s*0.5, x+s*0.6, y+s*0.5, x, y-s*0.6).Fill(ink)
		c.Fill(draw.Rect{X: x - s*0.06, Y: y - s*0.2, W: s * 0.12, H: s * 0.4}, artDark)
		c.Circle(x, y+s*0.35, s*0.07, artDark)
	case box.Recruiter: // a small crowd of heads
		for i := range 3 {
			hx := x - s*0.45 + float64(i)*s*0.45
			c.Circle(hx, y-s*0.1, s*0.17, ink)
			c.RoundRect(draw.Rect{X: hx - s*0.2, Y: y + s*0.1, W: s * 0.4, H: s * 0.45}, s*0.15).Fill(ink)
		}
	case box.SafeHouses: // a row of houses
		for i := range 3 {
			hx := x - s*0.55 + float64(i)*s*0.55
			c.Polygon(hx-s*0.25, y, hx, y-s*0.3, hx+s*0.25, y).Fill(ink)
			c.Fill(draw.Rect{X: hx - s*0.2, Y: y, W: s * 0.4, H: s * 0.4}, ink)
		}
	case box.LeonCard: // a cargo plane, for the Coca León flies out
		c.Line(x-s*0.6, y, x+s*0.6, y, s*0.18, ink)
		c.Polygon(x-s*0.1, y, x+s*0.15, y, x-s*0.2, y-s*0.55).Fill(ink)
		c.Polygon(x-s*0.1, y, x+s*0.15, y, x-s*0.2, y+s*0.55).Fill(ink)
	case box.LaQuicaCard: // a bomb
		c.Circle(x, y+s*0.1, s*0.4, ink)
		c.Line(x+s*0.25, y-s*0.2, x+s*0.5, y-s*0.5, s*0.08, ink)
		c.Circle(x+s*0.55, y-s*0.55, s*0.1, theme.Gold)
	case box.SnitchsSentence: // a cross on a grave
		c.Fill(draw.Rect{X: x - s*0.08, Y: y - s*0.55, W: s * 0.16, H: s * 1.1}, ink)
		c.Fill(draw.Rect{X: x - s*0.35, Y: y - s*0.3, W: s * 0.7, H: s * 0.14}, ink)
	case box.FrameUp: // a picture frame
		c.Ring(x, y, s*0.5, s*0.14, ink)
		c.Polygon(x-s*0.3, y+s*0.25, x-s*0.05, y-s*0.15, x+s*0.3, y+s*0.25).Fill(ink)
	case box.MyLabs: // a flask with bubbles
		c.Polygon(x-s*0.12, y-s*0.5, x+s*0.12, y-s*0.5, x+s*0.12, y-s*0.1, x+s*0.45, y+s*0.5, x-s*0.45, y+s*0.5, x-s*0.12, y-s*0.1).Fill(ink)
		c.Circle(x+s*0.3, y-s*0.45, s*0.08, ink)
		c.Circle(x+s*0.42, y-s*0.65, s*0.06, ink)
	case box.Rally: // a megaphone
		c.Polygon(x-s*0.5, y-s*0.12, x+s*0.4, y-s*0.45, x+s*0.4, y+s*0.45, x-s*0.5, y+s*0.12).Fill(ink)
		c.Fill(draw.Rect{X: x - s*0.62, Y: y - s*0.15, W: s * 0.14, H: s * 0.3}, ink)
	case box.BribedCheckpoint: // a raised barrier, and a note
		c.Line(x-s*0.55, y+s*0.45, x+s*0.45, y-s*0.45, s*0.16, ink)
		c.Fill(draw.Rect{X: x - s*0.65, Y: y + s*0.35, W: s * 0.2, H: s * 0.3}, ink)
		c.RoundRect(draw.Rect{X: x + s*0.05, Y: y + s*0.2, W: s * 0.5, H: s * 0.28}, s*0.05).Fill(theme.Alpha(theme.MoneyGreen, 0.9))
	}
}

// sicarioLook is what sets a sicario apart on his cards.
type sicarioLook struct {
	suit, tie, band color.RGBA // the suit, the tie, the hat's band
	hat             bool       // a hat, or bare-headed
	glasses, shades bool
	moustache       bool
	beard           bool
	scarf           bool
}

var sicarioLooks = [box.NumFigures]sicarioLook{
	box.Gustavo: {suit: theme.Hex(0x3a3226), tie: theme.Hex(0x7a5a2a), band: theme.Hex(0x7a5a2a), hat: true, glasses: true, moustache: true},
	box.Blackie: {suit: theme.Hex(0x141210), tie: theme.Hex(0x141210), band: theme.Hex(0x141210), hat: true, shades: true},
	box.Poison:  {suit: theme.Hex(0x2a3a2a), tie: theme.Hex(0x3c9a3c), band: theme.Hex(0x3c9a3c), hat: true},
	box.Limon:   {suit: theme.Hex(0x3a3426), tie: theme.Hex(0xd8c23a), band: theme.Hex(0xd8c23a), hat: true, moustache: true},
	box.Velasco: {suit: theme.Hex(0x3a2a22), tie: theme.Hex(0x8a2a2a), band: theme.Hex(0x8a2a2a), hat: false, beard: true},
	box.Popeye:  {suit: theme.Hex(0x26303a), tie: theme.Hex(0x2f6fd0), band: theme.Hex(0x2f6fd0), hat: true, shades: true, moustache: true},
	box.Tyson:   {suit: theme.Hex(0x2a2622), tie: theme.Hex(0xe07b1f), band: theme.Hex(0xe07b1f), hat: false},
	box.Pinina:  {suit: theme.Hex(0x2e2434), tie: theme.Hex(0x7b3fa0), band: theme.Hex(0x7b3fa0), hat: true, moustache: true},
	box.Leon:    {suit: theme.Hex(0xe8e4da), tie: theme.Hex(0x1a1a1a), band: theme.Hex(0x1a1a1a), hat: true},
	box.LaQuica: {suit: theme.Hex(0x1a1a1a), tie: theme.Hex(0xc8302c), band: theme.Hex(0xc8302c), hat: true, scarf: true},
}
