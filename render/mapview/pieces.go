package mapview

import (
	"patron/game"
	"patron/game/board"
	"patron/game/box"
)

// Piece names one miniature: a hunter or the sicario of a dashboard slot.
type Piece struct {
	Hunter bool
	Index  int8 // box.Hunter or box.Slot
}

// HunterPiece and SicarioPiece name the miniatures.
func HunterPiece(h box.Hunter) Piece { return Piece{Hunter: true, Index: int8(h)} }
func SicarioPiece(s box.Slot) Piece  { return Piece{Index: int8(s)} }

// Spot is where a miniature stands: its location and its resting point.
type Spot struct {
	Piece Piece
	Loc   board.Loc
	X, Y  float64 // the feet of the figure, in layout units
}

// Spots places every miniature on the map: the figures sharing a location
// stand side by side above its marker, hunters first.
func (p *Projection) Spots(pub *game.Public, out []Spot) []Spot {
	out = out[:0]
	var count [board.N]int
	var at [board.N][12]Piece
	add := func(pc Piece, l board.Loc) {
		if l >= 0 && l < board.N && count[l] < len(at[l]) {
			at[l][count[l]] = pc
			count[l]++
		}
	}
	// A figure in the middle of a move stands where its last step put it.
	mh, ms, mAt, moving := pub.Moving()
	for h := range pub.Hunters {
		l := pub.Hunters[h].Loc
		if moving && box.Hunter(h) == mh {
			l = mAt
		}
		add(HunterPiece(box.Hunter(h)), l)
	}
	for s := range pub.Slots {
		if pub.Slots[s].OnMap() {
			l := pub.Slots[s].Loc
			if moving && mh == box.NoHunter && box.Slot(s) == ms {
				l = mAt
			}
			add(SicarioPiece(box.Slot(s)), l)
		}
	}
	gap := p.UnitSize * 0.62
	for l := range board.N {
		n := count[l]
		for i := range n {
			x := p.Loc[l][0] + (float64(i)-float64(n-1)/2)*gap
			y := p.Loc[l][1] - p.MarkerSize*0.4
			out = append(out, Spot{Piece: at[l][i], Loc: board.Loc(l), X: x, Y: y})
		}
	}
	return out
}
