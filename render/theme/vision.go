package theme

import (
	"fmt"
	"image/color"
	"math"
)

// Colour vision: how the palette looks to players with a colour vision
// deficiency, by the matrices of Machado, Oliveira and Fernandes (2009),
// "A Physiologically-based Model for Simulation of Color Vision
// Deficiency", at full severity. Tests check with it that the Factions'
// colours stay apart for every kind of deficiency; `patron screenshot
// --vision` renders every screen as such a player sees it.

// Vision is a kind of colour vision.
type Vision int

const (
	Normal       Vision = iota
	Protanopia          // no long-wavelength (red) cones
	Deuteranopia        // no medium-wavelength (green) cones
	Tritanopia          // no short-wavelength (blue) cones
	numVisions
)

// Visions lists the deficiencies simulated.
var Visions = []Vision{Protanopia, Deuteranopia, Tritanopia}

var visionNames = [numVisions]string{"normal", "protanopia", "deuteranopia", "tritanopia"}

func (v Vision) String() string { return visionNames[v] }

// ParseVision reads a vision's name.
func ParseVision(s string) (Vision, error) {
	for v, n := range visionNames {
		if n == s {
			return Vision(v), nil
		}
	}
	return Normal, fmt.Errorf("unknown colour vision %q (normal, protanopia, deuteranopia, tritanopia)", s)
}

// machado are the simulation matrices on linear RGB, severity 1.0.
var machado = [numVisions][3][3]float64{
	Normal:       {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}},
	Protanopia:   {{0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}},
	Deuteranopia: {{0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}},
	Tritanopia:   {{1.255528, -0.076749, -0.178779}, {-0.078411, 0.930809, 0.147602}, {0.004733, 0.691367, 0.303900}},
}

func toLinear(c uint8) float64 {
	v := float64(c) / 255
	if v <= 0.04045 {
		return v / 12.92
	}
	return math.Pow((v+0.055)/1.055, 2.4)
}

func fromLinear(v float64) uint8 {
	v = math.Max(0, math.Min(1, v))
	if v <= 0.0031308 {
		v *= 12.92
	} else {
		v = 1.055*math.Pow(v, 1/2.4) - 0.055
	}
	return uint8(math.Round(v * 255))
}

// Simulate is an opaque colour as a player with vision v sees it.
func Simulate(c color.RGBA, v Vision) color.RGBA {
	m := &machado[v]
	r, g, b := toLinear(c.R), toLinear(c.G), toLinear(c.B)
	return color.RGBA{
		fromLinear(m[0][0]*r + m[0][1]*g + m[0][2]*b),
		fromLinear(m[1][0]*r + m[1][1]*g + m[1][2]*b),
		fromLinear(m[2][0]*r + m[2][1]*g + m[2][2]*b),
		c.A,
	}
}

// SimulateTable maps every 8-bit channel triple through Simulate quickly:
// a lookup per channel into linear light, then the matrix.
type SimulateTable struct {
	m   [3][3]float64
	lin [256]float64
}

// NewSimulateTable prepares the simulation of vision v for many pixels.
func NewSimulateTable(v Vision) *SimulateTable {
	t := &SimulateTable{m: machado[v]}
	for i := range t.lin {
		t.lin[i] = toLinear(uint8(i))
	}
	return t
}

// Pixel simulates one opaque pixel.
func (t *SimulateTable) Pixel(r, g, b uint8) (uint8, uint8, uint8) {
	lr, lg, lb := t.lin[r], t.lin[g], t.lin[b]
	m := &t.m
	return fromLinear(m[0][0]*lr + m[0][1]*lg + m[0][2]*lb),
		fromLinear(m[1][0]*lr + m[1][1]*lg + m[1][2]*lb),
		fromLinear(m[2][0]*lr + m[2][1]*lg + m[2][2]*lb)
}

// Luminance is a colour's relative luminance (WCAG 2).
func Luminance(c color.RGBA) float64 {
	return 0.2126*toLinear(c.R) + 0.7152*toLinear(c.G) + 0.0722*toLinear(c.B)
}

// Contrast is the WCAG 2 contrast ratio of two colours (1–21).
func Contrast(a, b color.RGBA) float64 {
	la, lb := Luminance(a), Luminance(b)
	if la < lb {
		la, lb = lb, la
	}
	return (la + 0.05) / (lb + 0.05)
}

// lab is CIE L*a*b* (D65).
type lab struct{ l, a, b float64 }

func toLab(c color.RGBA) lab {
	r, g, b := toLinear(c.R), toLinear(c.G), toLinear(c.B)
	x := (0.4124564*r + 0.3575761*g + 0.1804375*b) / 0.95047
	y := 0.2126729*r + 0.7151522*g + 0.0721750*b
	z := (0.0193339*r + 0.1191920*g + 0.9503041*b) / 1.08883
	f := func(t float64) float64 {
		if t > 216.0/24389 {
			return math.Cbrt(t)
		}
		return (24389.0/27*t + 16) / 116
	}
	fx, fy, fz := f(x), f(y), f(z)
	return lab{116*fy - 16, 500 * (fx - fy), 200 * (fy - fz)}
}

// DeltaE is the CIEDE2000 colour difference of two colours: about 2 is
// the least a trained eye notices side by side; 20 and more reads as
// another colour at a glance.
func DeltaE(c1, c2 color.RGBA) float64 { return deltaELab(toLab(c1), toLab(c2)) }

func deltaELab(p, q lab) float64 {
	deg := math.Pi / 180
	cp, cq := math.Hypot(p.a, p.b), math.Hypot(q.a, q.b)
	cm := (cp + cq) / 2
	g := 0.5 * (1 - math.Sqrt(math.Pow(cm, 7)/(math.Pow(cm, 7)+math.Pow(25, 7))))
	ap, aq := (1+g)*p.a, (1+g)*q.a
	c1p, c2p := math.Hypot(ap, p.b), math.Hypot(aq, q.b)
	hue := func(b, a float64) float64 {
		if a == 0 && b == 0 {
			return 0
		}
		h := math.Atan2(b, a) / deg
		if h < 0 {
			h += 360
		}
		return h
	}
	h1, h2 := hue(p.b, ap), hue(q.b, aq)
	dl, dc := q.l-p.l, c2p-c1p
	dh := 0.0
	if c1p*c2p != 0 {
		dh = h2 - h1
		switch {
		case dh > 180:
			dh -= 360
		case dh < -180:
			dh += 360
		}
	}
	dH := 2 * math.Sqrt(c1p*c2p) * math.Sin(dh/2*deg)
	lm, cmp := (p.l+q.l)/2, (c1p+c2p)/2
	hm := h1 + h2
	if c1p*c2p != 0 {
		switch {
		case math.Abs(h1-h2) <= 180:
			hm = (h1 + h2) / 2
		case h1+h2 < 360:
			hm = (h1 + h2 + 360) / 2
		default:
			hm = (h1 + h2 - 360) / 2
		}
	}
	t := 1 - 0.17*math.Cos((hm-30)*deg) + 0.24*math.Cos(2*hm*deg) + 0.32*math.Cos((3*hm+6)*deg) - 0.20*math.Cos((4*hm-63)*deg)
	dTheta := 30 * math.Exp(-math.Pow((hm-275)/25, 2))
	rc := 2 * math.Sqrt(math.Pow(cmp, 7)/(math.Pow(cmp, 7)+math.Pow(25, 7)))
	sl := 1 + 0.015*math.Pow(lm-50, 2)/math.Sqrt(20+math.Pow(lm-50, 2))
	sc := 1 + 0.045*cmp
	sh := 1 + 0.015*cmp*t
	rt := -math.Sin(2*dTheta*deg) * rc
	return math.Sqrt(math.Pow(dl/sl, 2) + math.Pow(dc/sc, 2) + math.Pow(dH/sh, 2) + rt*(dc/sc)*(dH/sh))
}
