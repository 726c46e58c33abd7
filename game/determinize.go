package game

import (
	"encoding/binary"
	"fmt"
	"math/rand/v2"

	"patron/game/board"
	"patron/game/box"
)

// Determinize makes one whole game the view could be in, for a bot's
// search: every hidden thing the seat cannot see is drawn at random among
// what agrees with what it has seen. For a Faction's view that is the
// Patrón's secrets: the hideout (the caller draws it from the deduction
// set), his hand and deck from the cards not seen, his face-down
// objectives and defense tokens from those not revealed. For the Patrón's
// view it is the order of his decks, which he cannot see either. For
// every seat it is the order of the Action deck and of every shuffle to
// come, which nobody knows. The game keeps no log and is never played for
// real: its commitments are its own, not the table's.
//
// It works from the first season on (during setup the bots need no
// search); hideout is ignored for the Patrón's view.
func Determinize(v *View, hideout board.Loc, seed uint64) (*Game, error) {
	return determinize(v, hideout, seed, true)
}

// OtherSecrets is the view's game with only the Patrón's hidden things
// drawn anew (as Determinize does), the public state left exactly as it
// is, shuffles to come included: a game the seat cannot tell from its own.
// The honesty tests of the bots play both.
func OtherSecrets(v *View, hideout board.Loc, seed uint64) (*Game, error) {
	return determinize(v, hideout, seed, false)
}

func determinize(v *View, hideout board.Loc, seed uint64, shuffles bool) (*Game, error) {
	p := &v.Public
	if p.Season == 0 || p.Result.Over {
		return nil, fmt.Errorf("nothing to search: the game is in its setup or over")
	}
	r := rand.New(rand.NewPCG(seed, seed^0x243f6a8885a308d3))
	g := &Game{Pub: *p, events: make([]Event, 0, 64), noLog: true}
	if shuffles { // unknown to all: the Action deck's order and shuffles to come
		g.Pub.rng = *rand.NewPCG(r.Uint64(), r.Uint64())
		g.shuffleActionDeck()
	}
	var chacha [32]byte
	for i := 0; i < 32; i += 8 {
		binary.LittleEndian.PutUint64(chacha[i:], r.Uint64())
	}
	s := newSecrets(SecretOptions{Seed: chacha})
	g.Sec = s
	if v.Secret != nil {
		g.knownSecrets(v.Secret)
	} else {
		if !board.Map.All.Has(hideout) {
			return nil, fmt.Errorf("no hideout to search from")
		}
		s.Hideout = hideout
		s.Sheet = []SheetEntry{{Season: p.Season, Loc: hideout}}
		g.drawHand(r)
		g.drawObjectives(r)
		g.drawDefenses(r)
	}
	s.HideSalt = s.keepSalt(s.salt())
	g.drawDeck(r)
	g.drawObjDeck(r)
	return g, nil
}

// knownSecrets copies what the Patrón sees of his own secrets.
func (g *Game) knownSecrets(v *SecretView) {
	s := g.Sec
	s.Hideout = v.Hideout
	s.Sheet = append([]SheetEntry(nil), v.Sheet...)
	for _, c := range v.Hand {
		s.Hand = s.Hand.With(c)
	}
	for i, objs := range v.Objectives {
		copy(s.Objectives[i][:], objs)
		for k := range objs {
			s.ObjSalts[i][k] = s.keepSalt(s.salt())
		}
	}
	s.Defense = v.Defense
	s.AssignN = copy(s.Assign[:], v.Assigning)
	if s.AssignN == 0 {
		s.Assign = s.Defense
	}
	for i := range s.DefSalts {
		s.DefSalts[i] = s.keepSalt(s.salt())
	}
}

// unseenCards are the Sicario cards in the Patrón's hand or deck: none
// face up, out of the game, waiting in the End of Season slots, or being
// played.
func (g *Game) unseenCards() []box.Card {
	p := &g.Pub
	seen := p.Discard | p.OutOfGame
	for _, c := range p.EndSlots[:p.EndCount] {
		seen = seen.With(c)
	}
	for i := 0; i < p.depth; i++ {
		if f := &p.stack[i]; f.kind == fPlacement && f.step >= plSpend && f.step <= plFinish && viewOf[placementFrame](f).flags&plDiscarded == 0 {
			seen = seen.With(viewOf[placementFrame](f).card)
		}
	}
	var out []box.Card
	for c := box.Card(0); c < box.NumCards; c++ {
		if !seen.Has(c) && !g.Sec.Hand.Has(c) {
			out = append(out, c)
		}
	}
	return out
}

// drawHand deals the Patrón a hand of the public size from the unseen
// cards.
func (g *Game) drawHand(r *rand.Rand) {
	cards := g.unseenCards()
	r.Shuffle(len(cards), func(i, j int) { cards[i], cards[j] = cards[j], cards[i] })
	for _, c := range cards[:min(g.Pub.HandCount, len(cards))] {
		g.Sec.Hand = g.Sec.Hand.With(c)
	}
}

// drawDeck shuffles the cards neither in his hand nor seen into his deck.
func (g *Game) drawDeck(r *rand.Rand) {
	cards := g.unseenCards()
	r.Shuffle(len(cards), func(i, j int) { cards[i], cards[j] = cards[j], cards[i] })
	s := g.Sec
	s.DeckLen = copy(s.Deck[:], cards[:min(len(cards), g.Pub.DeckCount)])
}

// unseenObjectives are the objective cards neither revealed nor (for the
// Patrón's own secrets) face down in his slots.
func (g *Game) unseenObjectives() []box.Objective {
	p, s := &g.Pub, g.Sec
	var seen [box.NumObjectives]bool
	for _, o := range p.ObjOrder[:p.ObjRevealed] {
		seen[o] = true
	}
	for i, sl := range p.ObjSlots {
		for k, o := range s.Objectives[i][:sl.Count] {
			if s.ObjSalts[i][k] != nil { // known, or drawn here already
				seen[o] = true
			}
		}
	}
	var out []box.Objective
	for o := box.Objective(0); o < box.NumObjectives; o++ {
		if !seen[o] {
			out = append(out, o)
		}
	}
	return out
}

// drawObjectives deals the face-down objectives of every slot from the
// unseen ones.
func (g *Game) drawObjectives(r *rand.Rand) {
	objs := g.unseenObjectives()
	r.Shuffle(len(objs), func(i, j int) { objs[i], objs[j] = objs[j], objs[i] })
	s := g.Sec
	for i, sl := range g.Pub.ObjSlots {
		for k := 0; k < sl.Count && len(objs) > 0; k++ {
			s.Objectives[i][k], objs = objs[0], objs[1:]
			s.ObjSalts[i][k] = s.keepSalt(s.salt())
		}
	}
}

// drawObjDeck shuffles the objectives still unseen into his deck.
func (g *Game) drawObjDeck(r *rand.Rand) {
	objs := g.unseenObjectives()
	r.Shuffle(len(objs), func(i, j int) { objs[i], objs[j] = objs[j], objs[i] })
	s := g.Sec
	s.ObjDeckLen = copy(s.ObjDeck[:], objs[:min(len(objs), g.Pub.ObjDeckCount)])
}

// drawDefenses deals this season's face-down defense tokens: the seven
// regular tokens with the active special tokens in place of regular ones
// he chose (drawn here), less those face up.
func (g *Game) drawDefenses(r *rand.Rand) {
	p, s := &g.Pub, g.Sec
	var regular []box.Token // the regular tokens not seen face up
	var seenUp [box.NumTokenKinds]int
	for sl := range p.Defense {
		if p.Defense[sl].Revealed {
			seenUp[p.Defense[sl].Token]++
		}
	}
	for _, t := range box.Tunables.Defense {
		if seenUp[t] > 0 {
			seenUp[t]--
			continue
		}
		regular = append(regular, t)
	}
	r.Shuffle(len(regular), func(i, j int) { regular[i], regular[j] = regular[j], regular[i] })
	var down []box.Token
	_, hostage, bomb := g.specialsActive()
	for _, sp := range []struct {
		t      box.Token
		active bool
	}{{box.TokenHostage, hostage}, {box.TokenBomb, bomb}} {
		if !sp.active {
			continue
		}
		if len(regular) > 0 {
			regular = regular[1:] // the regular token he set aside for it
		}
		if seenUp[sp.t] == 0 {
			down = append(down, sp.t)
		}
	}
	down = append(down, regular...)
	r.Shuffle(len(down), func(i, j int) { down[i], down[j] = down[j], down[i] })
	for sl := range p.Defense {
		switch {
		case p.Defense[sl].Revealed:
			s.Defense[sl] = p.Defense[sl].Token
		case len(down) > 0:
			s.Defense[sl], down = down[0], down[1:]
		default:
			s.Defense[sl] = 0
		}
		s.DefSalts[sl] = s.keepSalt(s.salt())
	}
	s.Assign = s.Defense
}
