package game

import (
	"errors"
	"strings"
	"testing"

	"patron/game/board"
	"patron/game/box"
)

// The scenario harness: a game set up in a known position, with helpers to
// arrange the board as a rulebook example or ruling describes, then drive
// it with command text and check the outcome.
//
//	s := newScen(t)                  // season 1, the Patrón's first turn
//	s.hideout("A11")                 // re-commit the hideout
//	s.hunterAt(box.Pena, "C9")       // teleport figures
//	s.sicarioAt(box.Limon, "C6")
//	s.hand(box.Accountant, ...)      // the Patrón's hand
//	s.do("play Accountant")          // must be legal
//	s.refused("place Gustavo A5", "range") // must fail naming the rule
//
// Figures: the five regular slots hold Gustavo, Blackie, Poison, Limon,
// Velasco unless scenOpts says otherwise; hunters start on fixed legal
// locations (startSpots); defenses are 0 1 1 2 2 3 3 in slot order.
type scen struct {
	t *testing.T
	g *Game
}

type scenOpts struct {
	seed    uint64
	players int
	figures [5]box.Figure
	// objectives in slots 1-3; the season-1 one is revealed at once.
	objectives [3]box.Objective
	defenses   string // "0 1 1 2 2 3 3" by default
}

// startSpots are legal hunter starts (next to an airport City), one per hunter.
var startSpots = [box.NumHunters]string{}

func init() {
	i := 0
	for r := startLocations(); r != 0 && i < box.NumHunters; {
		startSpots[i] = r.Next(&r).String()
		i++
	}
}

func defaultScenOpts() scenOpts {
	return scenOpts{
		seed:       1,
		players:    5,
		figures:    [5]box.Figure{box.Gustavo, box.Blackie, box.Poison, box.Limon, box.Velasco},
		objectives: [3]box.Objective{box.HaciendaNapoles, box.AirBridge, box.LaCatedral},
		defenses:   "0 1 1 2 2 3 3",
	}
}

func newScen(t *testing.T) *scen { return newScenWith(t, defaultScenOpts()) }

func newScenWith(t *testing.T, o scenOpts) *scen {
	t.Helper()
	s := scenBeforeReveal(t, o)
	s.forced()
	for s.g.Pending().Prompt == PromptObjectiveSetup {
		s.objectiveSetupDefaults()
	}
	s.defend(o.defenses)
	if p := s.g.Pending().Prompt; p != PromptPlay {
		t.Fatalf("harness: expected the Patrón's first turn, got %v", p)
	}
	return s
}

// scenBeforeReveal sets the game up and stops right before slot 1's
// objective is revealed, for tests that drive the reveal themselves.
func scenBeforeReveal(t *testing.T, o scenOpts) *scen {
	t.Helper()
	g, err := New(Options{Seed: o.seed, Players: o.players}, ptr(SeedFrom(o.seed)))
	if err != nil {
		t.Fatal(err)
	}
	s := &scen{t: t, g: g}
	s.setFigures(o.figures)
	s.do("shuffle")
	s.do("objdeck")
	// Put the wanted objectives on top of the deck, as if drawn.
	sec := g.Sec
	sec.Drawn = o.objectives
	rest := sec.ObjDeck[:0]
	for ob := box.Objective(0); ob < box.NumObjectives; ob++ {
		if !objectiveIn(o.objectives[:], ob) {
			rest = append(rest, ob)
		}
	}
	sec.ObjDeckLen = len(rest)
	for i, ob := range o.objectives {
		s.do("order " + itoa(i+1) + " " + ob.String())
	}
	for h := box.Hunter(0); h < box.NumHunters; h++ {
		s.do("start " + h.String() + " " + startSpots[h])
	}
	s.do("hide A11")
	s.expectPrompt(PromptRevealObjective)
	return s
}

// setFigures chooses the five regular sicarios before the deck is shuffled.
func (s *scen) setFigures(figs [5]box.Figure) {
	p := &s.g.Pub
	p.Discard, p.OutOfGame = 0, 0
	var used [box.NumRegularFigures]bool
	for i, f := range figs {
		p.Slots[i].Figure = f
		used[f] = true
	}
	for c := box.Card(0); c < box.NumCards; c++ {
		f := box.Cards[c].Figure
		if f.Regular() && !used[f] {
			p.OutOfGame = p.OutOfGame.With(c)
		} else {
			p.Discard = p.Discard.With(c)
		}
	}
}

// objectiveSetupDefaults carries out an objective setup with its first
// legal choices (ending with "done" where allowed).
func (s *scen) objectiveSetupDefaults() {
	legal := s.g.Legal(nil)
	for _, c := range legal {
		if c.Op == OpDone {
			s.apply(c)
			return
		}
	}
	s.apply(legal[0])
}

// defend assigns defense tokens in slot order, e.g. "0 1 1 2 2 3 3".
func (s *scen) defend(tokens string) {
	s.t.Helper()
	for i, tok := range strings.Fields(tokens) {
		s.do("defend " + s.g.Pub.Slots[i].Figure.String() + " " + tok)
	}
}

func itoa(i int) string {
	if i < 10 {
		return string(rune('0' + i))
	}
	return itoa(i/10) + itoa(i%10)
}

func (s *scen) apply(c Command) *Outcome {
	s.t.Helper()
	out, err := s.g.Apply(c)
	if err != nil {
		s.t.Fatalf("%q refused: %v (pending %v)", c, err, s.g.Pending())
	}
	return out
}

// do parses and applies a command that must be legal: it must be in the
// legal list (when the deciding seat's list is known) and be accepted.
func (s *scen) do(text string) *Outcome {
	s.t.Helper()
	c, err := ParseCommand(text)
	if err != nil {
		s.t.Fatalf("parse %q: %v", text, err)
	}
	if !c.Secret() && !isCommitment(c.Op) && !s.isLegal(c) {
		s.t.Fatalf("%q is not in the legal list at %v: %v", text, s.g.Pending(), s.legalText())
	}
	return s.apply(c)
}

// refused checks that a command is rejected, naming the rule, with the
// state left as it was.
func (s *scen) refused(text, rule string) {
	s.t.Helper()
	c, err := ParseCommand(text)
	if err != nil {
		s.t.Fatalf("parse %q: %v", text, err)
	}
	before := s.g.PublicHash()
	secret := s.g.SecretHash()
	_, err = s.g.Apply(c)
	if err == nil {
		s.t.Fatalf("%q was accepted; want refusal by rule %q", text, rule)
	}
	var re *RuleError
	if !errors.As(err, &re) || re.Rule != rule {
		s.t.Fatalf("%q refused with %v; want rule %q", text, err, rule)
	}
	if s.g.PublicHash() != before || s.g.SecretHash() != secret {
		s.t.Fatalf("%q was refused but changed the state", text)
	}
	if s.isLegal(c) {
		s.t.Fatalf("%q is refused but listed as legal", text)
	}
}

func (s *scen) isLegal(c Command) bool {
	for _, l := range s.g.Legal(nil) {
		if l.Equal(c) {
			return true
		}
	}
	return false
}

// legalText is the legal commands as text.
func (s *scen) legalText() []string {
	var out []string
	for _, c := range s.g.Legal(nil) {
		out = append(out, c.Format())
	}
	return out
}

// hasLegal reports whether a command text is in the legal list.
func (s *scen) hasLegal(text string) bool {
	for _, l := range s.legalText() {
		if l == text {
			return true
		}
	}
	return false
}

// forced applies the Patrón's forced commands (reveals, answers) until a
// real decision is pending.
func (s *scen) forced() {
	s.t.Helper()
	for !s.g.Over() && s.g.Pending().Forced {
		s.apply(s.g.Legal(nil)[0])
	}
}

func (s *scen) pending() Prompt { return s.g.Pending().Prompt }

func (s *scen) expectPrompt(p Prompt) {
	s.t.Helper()
	if got := s.g.Pending().Prompt; got != p {
		s.t.Fatalf("pending %q, want %q", got, p)
	}
}

// Arranging the board. These poke the state directly, keeping the caches
// and commitments consistent.

func loc(id string) board.Loc { return board.MustLoc(id) }

func (s *scen) hunterAt(h box.Hunter, at string) { s.g.Pub.setHunter(h, loc(at)) }

// sicarioAt puts a sicario of this game on the map.
func (s *scen) sicarioAt(f box.Figure, at string) box.Slot {
	s.t.Helper()
	sl := s.g.Pub.SlotOf(f)
	if sl < 0 {
		s.t.Fatalf("%s is not in this game", f)
	}
	var l board.Loc = board.NoLoc
	if at != "" {
		l = loc(at)
	}
	s.g.Pub.setSicario(sl, l)
	return sl
}

// hideout moves the Patrón and re-commits, as if he had hidden there.
func (s *scen) hideout(at string) {
	sec := s.g.Sec
	sec.Hideout = loc(at)
	s.g.Pub.HideDigest = Commit(CommitHideout, saltOf(sec.HideSalt), []byte{byte(sec.Hideout)})
}

// hand gives the Patrón exactly these cards (they must be in this game);
// the others go back to the deck.
func (s *scen) hand(cards ...box.Card) {
	s.t.Helper()
	sec, p := s.g.Sec, &s.g.Pub
	pool := sec.Hand
	for _, c := range sec.Deck[:sec.DeckLen] {
		pool = pool.With(c)
	}
	var want box.CardSet
	for _, c := range cards {
		if !pool.Has(c) {
			s.t.Fatalf("%s is not in the hand or deck", c)
		}
		want = want.With(c)
	}
	sec.Hand = want
	sec.DeckLen = 0
	for c := box.Card(0); c < box.NumCards; c++ {
		if pool.Has(c) && !want.Has(c) {
			sec.Deck[sec.DeckLen] = c
			sec.DeckLen++
		}
	}
	p.HandCount, p.DeckCount = len(cards), sec.DeckLen
}

func (s *scen) lab(at string, coca bool) {
	p := &s.g.Pub
	p.Lab = p.Lab.With(loc(at))
	if coca {
		p.Coca = p.Coca.With(loc(at))
	}
}

func (s *scen) controlled(at string) { s.g.Pub.Controlled = s.g.Pub.Controlled.With(loc(at)) }
func (s *scen) blockade(at string)   { s.g.Pub.Blockade = s.g.Pub.Blockade.With(loc(at)) }

// available sets the three revealed Action cards.
func (s *scen) available(v1, v2, v3 int8) {
	s.g.Pub.Available = [3]int8{v1, v2, v3}
}

// factionTurn jumps to the start of a Faction turn for fa (the Patrón's
// turn is skipped) and activates it.
func (s *scen) factionTurn(fa box.Faction) {
	s.t.Helper()
	s.toFactionChoice()
	if s.pending() == PromptChooseFaction {
		s.do("activate " + fa.String())
	}
}

// toFactionChoice jumps to the start of a Faction turn, where the Factions
// choose who acts (or the only one left starts): the DEA passes its window
// as the turn begins (ruling R25).
func (s *scen) toFactionChoice() {
	s.t.Helper()
	s.toFactionTurnStart()
	s.passDEAOpening()
}

// passDEAOpening passes the DEA's window that opens a Faction turn while it
// has a redraw left (ruling R25), before the Faction that acts is known.
func (s *scen) passDEAOpening() {
	s.t.Helper()
	if s.pending() != PromptDEA {
		return
	}
	if f := s.g.top(); f.kind != fFactionTurn || f.step != ftOpen {
		s.t.Fatalf("a DEA window in frame %d step %d: not the one that opens a Faction turn", f.kind, f.step)
	}
	s.do("pass")
}

// toFactionTurnStart jumps to the very start of a Faction turn, before the
// DEA's window (when it has a redraw left) and the Factions' choice.
func (s *scen) toFactionTurnStart() {
	p := &s.g.Pub
	p.depth = 0
	s.g.push(frame{kind: fSeason, step: seasonTurns + 2})
	p.Turn = 1
	s.g.push(frameOf(fFactionTurn, factionTurnFrame{faction: -1}))
	s.g.advance()
}

// patronTurn jumps to the start of a new Patrón turn.
func (s *scen) patronTurn() {
	s.t.Helper()
	p := &s.g.Pub
	p.depth = 0
	s.g.push(frame{kind: fSeason, step: seasonTurns + 3})
	p.Turn = 2
	s.g.push(frame{kind: fPatronTurn})
	s.g.advance()
}

// endSeason jumps to the End of Season.
func (s *scen) endSeason() {
	s.t.Helper()
	p := &s.g.Pub
	p.depth = 0
	p.Turn = box.TurnsPerSeason
	s.g.push(frame{kind: fSeason, step: seasonNext})
	s.g.push(frame{kind: fEndSeason})
	s.g.advance()
}

// events returns the kinds of the events of an outcome.
func hasEvent(out *Outcome, k EventKind) bool {
	for _, e := range out.Events {
		if e.Kind == k {
			return true
		}
	}
	return false
}
