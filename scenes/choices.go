package scenes

import (
	"fmt"
	"slices"

	"patron/game"
	"patron/game/board"
	"patron/game/box"
	"patron/render/mapview"
)

// choices is the legal list of the decision on screen, and the player's
// half-made pick: a place, a hunter, one or two sicarios, or a card, each
// narrowing it. A pair (Los Pepes' look, a swap) is picked in two clicks.
type choices struct {
	legal   []game.Command
	loc     board.Loc
	hunter  box.Hunter
	faction box.Faction  // a Faction's card clicked
	figs    []box.Figure // the sicarios picked, in the order clicked
	card    box.Card
	dash    actionPick     // an action's row and available Action cards (choices_actions.go)
	first   int            // the first listed choice in sight (the list scrolls)
	perPage int            // how many listed choices fit, set when the list is drawn
	cols    int            // the list's columns, set when it is drawn
	keys    map[string]int // each listed choice's number key, by its Format
}

func (ch *choices) reset(legal []game.Command) {
	ch.follow(legal, false)
}

// follow takes the decision's new legal list, and reports whether it
// differs from the one before. Within one action (same), a choice still
// there keeps its number key, and a new one takes the lowest free number:
// the sicario's second action lists its places under the numbers they had
// for the first. Otherwise the list is numbered from 1 in its order. The
// list is kept in the order of its numbers.
func (ch *choices) follow(legal []game.Command, same bool) (changed bool) {
	had := map[string]bool{}
	for _, c := range ch.legal {
		had[c.Format()] = true
	}
	changed = len(legal) != len(ch.legal)
	for i := 0; !changed && i < len(legal); i++ {
		changed = !had[legal[i].Format()]
	}
	keys, used := map[string]int{}, map[int]bool{}
	if same {
		for _, c := range legal {
			if k, ok := ch.keys[c.Format()]; ok && !isExit(c) {
				keys[c.Format()], used[k] = k, true
			}
		}
	}
	next := 1
	for _, c := range legal {
		if _, ok := keys[c.Format()]; ok || isExit(c) {
			continue
		}
		for used[next] {
			next++
		}
		keys[c.Format()], used[next] = next, true
	}
	if same {
		legal = slices.Clone(legal)
		slices.SortStableFunc(legal, func(a, b game.Command) int { return keys[a.Format()] - keys[b.Format()] })
	}
	ch.legal, ch.keys = legal, keys
	ch.clear()
	return changed
}

// isExit reports whether a command is a way out of the decision (pass,
// done, stop moving), which the list shows apart, under the key 0.
func isExit(c game.Command) bool {
	return c.Op == game.OpPass || c.Op == game.OpDone || c.Op == game.OpStop
}

// numbers are the number keys of the listed choices in sight (0: none).
// They are the choices' own numbers when the list stands at its top, not
// narrowed, and every one in sight has a number from 1 to 9; otherwise
// they count the choices in sight from 1.
func (ch *choices) numbers(shown []game.Command) []int {
	out := make([]int, len(shown))
	own := ch.first == 0 && !ch.narrowed()
	for i, c := range shown {
		k := ch.keys[c.Format()]
		if k < 1 || k > 9 {
			own = false
		}
		out[i] = k
	}
	if !own {
		for i := range out {
			out[i] = 0
			if i < 9 {
				out[i] = i + 1
			}
		}
	}
	return out
}

func (ch *choices) clear() {
	ch.loc, ch.hunter, ch.faction, ch.figs, ch.card, ch.first = board.NoLoc, box.NoHunter, box.NoFaction, ch.figs[:0], box.NoCard, 0
	ch.dash.clear()
}

func (ch *choices) narrowed() bool {
	return ch.loc != board.NoLoc || ch.hunter != box.NoHunter || ch.faction != box.NoFaction || len(ch.figs) > 0 || ch.card != box.NoCard || ch.dash.narrowed()
}

// hasFig reports whether the command points at sicario f.
func hasFig(a game.Args, f box.Figure) bool { return a.Figure == f || a.Figure2 == f }

// matches reports whether a command fits the half-made pick.
func (ch *choices) matches(c game.Command) bool {
	a := c.Args()
	if ch.loc != board.NoLoc && a.Loc != ch.loc {
		return false
	}
	if ch.card != box.NoCard && a.Card != ch.card {
		return false
	}
	if ch.hunter != box.NoHunter && a.Hunter != ch.hunter && (a.Hunter != box.NoHunter || a.Faction != ch.hunter.Faction()) {
		return false // a hunter picks himself, or his Faction where the choice is a Faction's
	}
	if ch.faction != box.NoFaction && a.Faction != ch.faction && (a.Hunter == box.NoHunter || a.Hunter.Faction() != ch.faction) {
		return false // a Faction's card picks the Faction, or one of its hunters
	}
	for _, f := range ch.figs {
		if !hasFig(a, f) {
			return false
		}
	}
	return ch.dash.matches(a)
}

// visible lists the commands that fit the pick.
func (ch *choices) visible() []game.Command {
	var out []game.Command
	for _, c := range ch.legal {
		if ch.matches(c) {
			out = append(out, c)
		}
	}
	return out
}

// onTable reports whether a command points at something drawn on the
// table (a place, a figure, a sicario, a card, an action or an Action
// card, a Faction), which a click there can pick.
func onTable(a game.Args) bool {
	return a.Loc != board.NoLoc || a.Hunter != box.NoHunter || a.Figure != box.NoFigure || a.Card != box.NoCard ||
		a.Action != box.NoAction || a.Faction != box.NoFaction
}

// pickTargets are what a click can still pick: the places, the figures on
// the map, the sicarios on the Patrón's dashboard (by slot), the cards and
// the Factions (their cards on the table, and their hunters on the map)
// that some visible command points at.
type pickTargets struct {
	Locs     board.Set
	Pieces   map[mapview.Piece]bool
	Slots    [box.NumSlots]bool
	Cards    map[box.Card]bool
	Factions [box.NumFactions]bool
}

func (ch *choices) targets(pub *game.Public) pickTargets {
	t := pickTargets{Pieces: map[mapview.Piece]bool{}, Cards: map[box.Card]bool{}}
	for _, c := range ch.visible() {
		a := c.Args()
		if a.Loc != board.NoLoc {
			t.Locs = t.Locs.With(a.Loc)
		}
		if a.Hunter != box.NoHunter && pub.Hunters[a.Hunter].Loc != board.NoLoc {
			t.Pieces[mapview.HunterPiece(a.Hunter)] = true
		}
		for _, f := range [2]box.Figure{a.Figure, a.Figure2} {
			if f == box.NoFigure || ch.picked(f) {
				continue
			}
			if s := pub.SlotOf(f); s >= 0 {
				t.Slots[s] = true
				if pub.Slots[s].OnMap() {
					t.Pieces[mapview.SicarioPiece(s)] = true
				}
			}
		}
		if a.Card != box.NoCard {
			t.Cards[a.Card] = true
		}
		if a.Faction >= 0 && a.Faction < box.NumFactions {
			t.Factions[a.Faction] = true
			for _, h := range a.Faction.Hunters() {
				if pub.Hunters[h].Loc != board.NoLoc {
					t.Pieces[mapview.HunterPiece(h)] = true
				}
			}
		}
	}
	return t
}

func (ch *choices) picked(f box.Figure) bool {
	for _, g := range ch.figs {
		if g == f {
			return true
		}
	}
	return false
}

// pickLoc narrows to a place; it returns the command when only one is left.
func (ch *choices) pickLoc(l board.Loc) (game.Command, bool) {
	prev := ch.loc
	ch.loc, ch.first = l, 0
	return ch.single(func() { ch.loc = prev })
}

// pickPiece narrows to a figure on the map: a hunter, or a sicario.
func (ch *choices) pickPiece(pub *game.Public, pc mapview.Piece) (game.Command, bool) {
	if pc.Hunter {
		prev := ch.hunter
		ch.hunter, ch.first = box.Hunter(pc.Index), 0
		return ch.single(func() { ch.hunter = prev })
	}
	if pc.Index < 0 || int(pc.Index) >= len(pub.Slots) {
		return game.Command{}, false
	}
	return ch.pickFig(pub.Slots[pc.Index].Figure)
}

// pickFig adds a sicario to the pick (the second of a pair decides it).
func (ch *choices) pickFig(f box.Figure) (game.Command, bool) {
	if f == box.NoFigure || ch.picked(f) {
		return game.Command{}, false
	}
	n := len(ch.figs)
	ch.figs, ch.first = append(ch.figs, f), 0
	return ch.single(func() { ch.figs = ch.figs[:n] })
}

// pickFaction narrows to a Faction (a click on its card).
func (ch *choices) pickFaction(f box.Faction) (game.Command, bool) {
	prev := ch.faction
	ch.faction, ch.first = f, 0
	return ch.single(func() { ch.faction = prev })
}

func (ch *choices) pickCard(card box.Card) (game.Command, bool) {
	prev := ch.card
	ch.card, ch.first = card, 0
	return ch.single(func() { ch.card = prev })
}

// single returns the one command left; with none, the pick is undone.
func (ch *choices) single(undo func()) (game.Command, bool) {
	vis := ch.visible()
	switch len(vis) {
	case 0:
		undo()
	case 1:
		return vis[0], true
	}
	return game.Command{}, false
}

// scroll moves the list by rows (down when positive), within its length n.
func (ch *choices) scroll(rows, n int) {
	cols := max(ch.cols, 1)
	ch.first = min(max(ch.first+rows*cols, 0), ch.lastFirst(n))
}

// lastFirst is the first choice in sight when the list is scrolled to its end.
func (ch *choices) lastFirst(n int) int {
	cols, per := max(ch.cols, 1), max(ch.perPage, 1)
	last := max(n-per, 0)
	return (last + cols - 1) / cols * cols
}

// shown is the part of the listed choices in sight, and how many follow it.
func (ch *choices) shown(listed []game.Command) (in []game.Command, after int) {
	from := min(ch.first, len(listed))
	to := min(from+max(ch.perPage, 1), len(listed))
	return listed[from:to], len(listed) - to
}

// signature is the pick in a comparable form, for the screen's caches.
func (ch *choices) signature() string {
	return fmt.Sprint(ch.loc, ch.hunter, ch.figs, ch.card, ch.first, ch.perPage, ch.dash.String())
}
