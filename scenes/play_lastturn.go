package scenes

import (
	"patron/game"
	"patron/game/board"
	"patron/game/box"
	"patron/render/mapview"
)

// What happened since the player on screen last decided: the other side's
// turn (a bot's, another person's at this screen, a LAN peer's), marked on
// the map until the player's next decision, and kept for the "Last turn"
// steps after it. Everything here is read from the match's public events
// and the public board: the Factions never learn a secret from it.

// The two sides of the table, as the screen shows them.
const (
	sideFactions = 0
	sidePatron   = 1
)

// seatSide is the side a seat plays for.
func seatSide(s game.Seat) int {
	if s == game.SeatPatron {
		return sidePatron
	}
	return sideFactions
}

// positions are where the figures stood at one moment (public).
type positions struct {
	hunters [box.NumHunters]board.Loc
	slots   [box.NumSlots]board.Loc
}

func positionsOf(pub *game.Public) positions {
	var at positions
	for h := range pub.Hunters {
		at.hunters[h] = pub.Hunters[h].Loc
	}
	for s := range pub.Slots {
		at.slots[s] = pub.Slots[s].Loc
	}
	return at
}

// span is a run of the match's events, from and to (indices of M.Events),
// and where the figures stood before its first one.
type span struct {
	from, to int
	at       positions
}

func (s span) empty() bool { return s.to <= s.from }

// lastTurn remembers, for each side, where its last decision left the
// match's events; what came after is the other side's turn.
type lastTurn struct {
	seen  [2]span // by side: to is unused; from is len(M.Events) just after its last decision here
	prev  [2]span // by side: the turn it had in front of it when it last decided
	actor int     // the side that decided last (a game of bots only: the viewer is the other)
	owed  int     // this computer's decisions on their way to the LAN table

	open bool // the steps are up
	step int  // the event shown, counted from the span's first
	view span // the span the steps show (fixed while they are up)

	built  span // the span the trails were made for
	trails mapview.Trails
	made   bool
}

// start begins with nothing to show: the events so far are known.
func (t *lastTurn) start(n int, pub *game.Public) {
	at := positionsOf(pub)
	t.seen = [2]span{{from: n, at: at}, {from: n, at: at}}
	t.prev = [2]span{}
	t.open = false
}

// decided records a decision of side made at this screen (or, in a game of
// bots only, by a bot): before and after are M.Events' length around it.
// The turn in front of the side becomes its last one; its marks are gone.
func (t *lastTurn) decided(side, before, after int, pub *game.Public) {
	if cur := t.since(side, before); !cur.empty() {
		t.prev[side] = cur
	}
	t.seen[side] = span{from: after, at: positionsOf(pub)}
	t.actor = side
}

// own records a decision the table carried out: the person's at this
// screen (or a watched game's bot), own, takes the other side's marks away
// at once, or on a LAN table once it comes back from the host (back).
func (t *lastTurn) own(own, lan bool, side, before, after int, pub *game.Public) {
	switch {
	case own && lan:
		t.owed++
	case own:
		t.decided(side, before, after, pub)
	}
}

// back records a decision of this computer's that the LAN table took:
// when it is the person's own (not a forced step or a stand-in's), the
// other side's marks go.
func (t *lastTurn) back(side, before, after int, pub *game.Public) {
	if t.owed > 0 {
		t.owed--
		t.decided(side, before, after, pub)
	}
}

// undone forgets what an undo took back: the side's marks start again
// from the board as it is now.
func (t *lastTurn) undone(n int, pub *game.Public) {
	for s := range t.seen {
		if t.seen[s].from > n {
			t.seen[s] = span{from: n, at: positionsOf(pub)}
		}
		if t.prev[s].to > n {
			t.prev[s] = span{}
		}
	}
	t.open = false
}

// since is what happened since side last decided, up to n events.
func (t *lastTurn) since(side, n int) span {
	s := t.seen[side]
	s.to = n
	if s.from > n {
		s.from = n
	}
	return s
}

// viewer is the side whose screen this is: the Patrón's view, the
// Factions', or in a game of bots only the side that waits now.
func (p *Play) viewer() int {
	switch {
	case p.watched():
		return 1 - p.last.actor
	case p.view.Secret != nil:
		return sidePatron
	}
	return sideFactions
}

// marked is the turn whose marks are on the map now (empty once the
// player has decided since).
func (p *Play) marked() span {
	if p.handoff != nil || p.M.Screen().Empty() && !p.watched() {
		return span{}
	}
	return p.last.since(p.viewer(), len(p.M.Events))
}

// stepSpan is the turn the "Last turn" steps show: the one marked now, or
// the one the player last decided after.
func (p *Play) stepSpan() span {
	if p.last.open {
		return p.last.view
	}
	if s := p.marked(); !s.empty() {
		return s
	}
	if p.handoff != nil || p.M.Screen().Empty() && !p.watched() {
		return span{}
	}
	s := p.last.prev[p.viewer()]
	if s.to > len(p.M.Events) {
		return span{}
	}
	return s
}

// mapTrails are the marks the map shows now: the steps' span with its
// current step, or the turn marked, or nil.
func (p *Play) mapTrails() *mapview.Trails {
	s, cur := p.marked(), -1
	if p.last.open {
		s, cur = p.last.view, p.last.step
	}
	if s.empty() {
		return nil
	}
	if !p.last.made || p.last.built.from != s.from || p.last.built.to != s.to || p.last.built.at != s.at {
		p.last.trails = buildTrails(p.M.Events[s.from:s.to], s.at, &p.M.G.Pub)
		p.last.built, p.last.made = s, true
	}
	p.last.trails.Current = cur
	return &p.last.trails
}

// lastKey is what of the last turn the table's picture depends on.
type lastKey struct {
	from, to int
	open     bool
	step     int
	paused   bool
	stepping bool
}

func (p *Play) lastKey() lastKey {
	s := p.marked()
	return lastKey{from: s.from, to: s.to, open: p.last.open, step: p.last.step, paused: p.watch.paused, stepping: p.watch.step}
}

// buildTrails turns a run of public events into marks: each step of a
// figure a line from where it stood, each place where something arrived,
// left or came to light a ring. at is where the figures stood before the
// first event; pub gives each sicario's dashboard slot (fixed at setup).
func buildTrails(evs []game.Event, at positions, pub *game.Public) mapview.Trails {
	t := mapview.Trails{Current: -1}
	slotOf := func(f box.Figure) (box.Slot, bool) {
		for s := range pub.Slots {
			if pub.Slots[s].Figure == f {
				return box.Slot(s), true
			}
		}
		return 0, false
	}
	figAt := func(f box.Figure) board.Loc {
		if s, ok := slotOf(f); ok {
			return at.slots[s]
		}
		return board.NoLoc
	}
	hunterAt := func(h box.Hunter) board.Loc {
		if h >= 0 && int(h) < len(at.hunters) {
			return at.hunters[h]
		}
		return board.NoLoc
	}
	ring := func(l board.Loc, k mapview.RingKind, i int) {
		if l >= 0 && int(l) < board.N {
			t.Rings = append(t.Rings, mapview.TrailRing{Loc: l, Kind: k, Ev: i})
		}
	}
	moveHunter := func(h box.Hunter, to board.Loc, i int) {
		if h < 0 || int(h) >= len(at.hunters) {
			return
		}
		t.Moves = append(t.Moves, mapview.TrailMove{From: at.hunters[h], To: to, Hunter: h, Ev: i})
		at.hunters[h] = to
	}
	for i, e := range evs {
		switch e.Kind {
		case game.EvStep, game.EvMoveEnd:
			h, s, hunter := e.Mover()
			switch {
			case hunter && e.Kind == game.EvStep:
				moveHunter(h, e.Loc(), i)
			case hunter:
				at.hunters[h] = e.Loc()
			case int(s) < len(at.slots) && e.Kind == game.EvStep:
				t.Moves = append(t.Moves, mapview.TrailMove{From: at.slots[s], To: e.Loc(), Hunter: box.NoHunter, Slot: s, Ev: i})
				at.slots[s] = e.Loc()
			case int(s) < len(at.slots):
				at.slots[s] = e.Loc()
			}
		case game.EvPushed, game.EvFramed:
			moveHunter(e.Hunter(), e.Loc(), i)
		case game.EvHunterStart:
			if h := e.Hunter(); int(h) < len(at.hunters) && h >= 0 {
				at.hunters[h] = e.Loc()
			}
			ring(e.Loc(), mapview.RingPlaced, i)
		case game.EvPlace:
			if s, ok := slotOf(e.Figure()); ok {
				at.slots[s] = e.Loc()
			}
			ring(e.Loc(), mapview.RingPlaced, i)
		case game.EvTokenPlaced, game.EvCocaProduced, game.EvFlip:
			ring(e.Loc(), mapview.RingPlaced, i)
		case game.EvTokenRemoved, game.EvPickUp, game.EvShip, game.EvCaliTake:
			ring(e.Loc(), mapview.RingRemoved, i)
		case game.EvDefenseRevealed, game.EvAttackFailed, game.EvAttack:
			ring(figAt(e.Figure()), mapview.RingRevealed, i)
		case game.EvSicarioCaptured:
			ring(figAt(e.Figure()), mapview.RingRevealed, i)
			if s, ok := slotOf(e.Figure()); ok {
				at.slots[s] = board.NoLoc
			}
		case game.EvSwap, game.EvPepesReveal:
			ring(figAt(e.Figure()), mapview.RingRevealed, i)
			ring(figAt(e.Figure2()), mapview.RingRevealed, i)
		case game.EvRangeAnswer, game.EvRegionAnswer, game.EvUltimatum, game.EvPlomo, game.EvLock, game.EvLockSeason:
			ring(hunterAt(e.Hunter()), mapview.RingRevealed, i)
		case game.EvSearch, game.EvMissed, game.EvCaptured, game.EvHideoutRevealed:
			ring(e.Loc(), mapview.RingRevealed, i)
		case game.EvSicariosReturn:
			for s := range at.slots {
				at.slots[s] = board.NoLoc
			}
		}
	}
	return t
}
