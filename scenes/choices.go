package scenes

import (
	"patron/game"
	"patron/game/board"
	"patron/game/box"
	"patron/render/mapview"
)

// choices is the legal list of the decision on screen, and the player's
// half-made pick: a place, a figure or a card that narrows it.
type choices struct {
	legal   []game.Command
	loc     board.Loc
	piece   mapview.Piece
	hasPc   bool
	card    box.Card
	page    int
	perPage int
}

func (ch *choices) reset(legal []game.Command) {
	ch.legal = legal
	ch.clear()
}

func (ch *choices) clear() {
	ch.loc, ch.hasPc, ch.card, ch.page = board.NoLoc, false, box.NoCard, 0
}

func (ch *choices) narrowed() bool { return ch.loc != board.NoLoc || ch.hasPc || ch.card != box.NoCard }

// pieceOf is the miniature a command points at, if it stands on the map.
func pieceOf(pub *game.Public, a game.Args) (mapview.Piece, bool) {
	if a.Hunter != box.NoHunter && pub.Hunters[a.Hunter].Loc != board.NoLoc {
		return mapview.HunterPiece(a.Hunter), true
	}
	if a.Figure != box.NoFigure {
		if s := pub.SlotOf(a.Figure); s >= 0 && pub.Slots[s].OnMap() {
			return mapview.SicarioPiece(s), true
		}
	}
	return mapview.Piece{}, false
}

// matches reports whether a command fits the half-made pick.
func (ch *choices) matches(pub *game.Public, c game.Command) bool {
	a := c.Args()
	if ch.loc != board.NoLoc && a.Loc != ch.loc {
		return false
	}
	if ch.card != box.NoCard && a.Card != ch.card {
		return false
	}
	if ch.hasPc {
		if pc, ok := pieceOf(pub, a); !ok || pc != ch.piece {
			return false
		}
	}
	return true
}

// visible lists the commands that fit the pick.
func (ch *choices) visible(pub *game.Public) []game.Command {
	var out []game.Command
	for _, c := range ch.legal {
		if ch.matches(pub, c) {
			out = append(out, c)
		}
	}
	return out
}

// targets are the places, figures and cards some visible command points at.
func (ch *choices) targets(pub *game.Public) (board.Set, map[mapview.Piece]bool, map[box.Card]bool) {
	var locs board.Set
	pieces := map[mapview.Piece]bool{}
	cards := map[box.Card]bool{}
	for _, c := range ch.visible(pub) {
		a := c.Args()
		if a.Loc != board.NoLoc {
			locs = locs.With(a.Loc)
		}
		if pc, ok := pieceOf(pub, a); ok {
			pieces[pc] = true
		}
		if a.Card != box.NoCard {
			cards[a.Card] = true
		}
	}
	return locs, pieces, cards
}

// pickLoc narrows to a place; it returns the command when only one is left.
func (ch *choices) pickLoc(pub *game.Public, l board.Loc) (game.Command, bool) {
	prev := ch.loc
	ch.loc, ch.page = l, 0
	return ch.single(pub, func() { ch.loc = prev })
}

func (ch *choices) pickPiece(pub *game.Public, pc mapview.Piece) (game.Command, bool) {
	prevP, prevH := ch.piece, ch.hasPc
	ch.piece, ch.hasPc, ch.page = pc, true, 0
	return ch.single(pub, func() { ch.piece, ch.hasPc = prevP, prevH })
}

func (ch *choices) pickCard(pub *game.Public, card box.Card) (game.Command, bool) {
	prev := ch.card
	ch.card, ch.page = card, 0
	return ch.single(pub, func() { ch.card = prev })
}

// single returns the one command left; with none, the pick is undone.
func (ch *choices) single(pub *game.Public, undo func()) (game.Command, bool) {
	vis := ch.visible(pub)
	switch len(vis) {
	case 0:
		undo()
	case 1:
		return vis[0], true
	}
	return game.Command{}, false
}
