package game_test

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"patron/game"
	"patron/game/board"
	"patron/game/box"
	"patron/game/prose"
)

// Every event of random games, read by its names (events_fields.go),
// says what the log's printer says of it, in the order it says it; and
// where the printer says nothing or cannot tell two numbers apart, what
// the engine did. A change of which field holds what, made in the engine
// and the printer but not in the accessors, fails here.
func TestEventFieldsByName(t *testing.T) {
	p := prose.English()
	seen := map[game.EventKind]int{}
	for seed := uint64(1); seed <= 600; seed++ {
		sec := game.SeedFrom(seed * 31)
		g, err := game.New(game.Options{Seed: seed, Players: 2 + int(seed%4), SeasonCap: 15}, &sec)
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 31))
		var legal []game.Command
		for n := 0; !g.Over(); n++ {
			if n > 20000 {
				t.Fatalf("seed %d: the game does not end", seed)
			}
			legal = g.Legal(legal[:0])
			c := legal[r.IntN(len(legal))]
			glory, money := g.Pub.Glory, g.Pub.Money
			out, err := g.Apply(c)
			if err != nil {
				t.Fatalf("seed %d: %q: %v", seed, c, err)
			}
			for _, e := range out.Events {
				seen[e.Kind]++
				where := fmt.Sprintf("seed %d, %q, event %v", seed, c, e)
				checkSaid(t, p, e, where)
				checkDone(t, g, c, e, &glory, &money, where)
			}
			if glory != g.Pub.Glory || money != g.Pub.Money {
				t.Fatalf("seed %d, %q: the events bring the Patrón to %d Glory and $%d, the engine to %d and $%d", seed, c, glory, money, g.Pub.Glory, g.Pub.Money)
			}
		}
	}
	for k := game.EvNone + 1; k.Name() != "?"; k++ {
		if _, has := said(p, game.Event{Kind: k}); has && seen[k] == 0 {
			t.Errorf("no %s event in the random games: its fields went unchecked", k.Name())
		}
	}
}

// checkSaid: what the printer says of e holds each of its fields, read
// by name, in the order said gives; a kind said does not know has no
// field by any name (else said misses it, and its fields go unchecked).
func checkSaid(t *testing.T, p prose.Printer, e game.Event, where string) {
	t.Helper()
	text := p.Event(e)
	want, has := said(p, e)
	if !has && e.Kind != game.EvGameOver && hasNamed(e) {
		t.Fatalf("%s: the event has fields by name, which the test does not check against %q", where, text)
	}
	at := 0
	for _, w := range want {
		i := wordAt(text[at:], w)
		if i < 0 {
			t.Fatalf("%s: the log says %q; read by name, it says %q after %q", where, text, w, text[:at])
		}
		at += i + len(w)
	}
}

// checkDone: the fields the printer leaves unsaid, or that are numbers
// it cannot tell apart, agree with the engine. glory and money are the
// Patrón's before e, brought past it.
func checkDone(t *testing.T, g *game.Game, c game.Command, e game.Event, glory, money *int, where string) {
	t.Helper()
	ok := true
	switch e.Kind {
	case game.EvGlory:
		ok, *glory = e.Total() == min(*glory+e.Amount(), box.GloryToWin), e.Total()
	case game.EvMoney:
		ok, *money = e.Total() == *money+e.Amount(), e.Total()
	case game.EvPay, game.EvSpend:
		ok, *money = e.Total() == *money-e.Amount(), e.Total()
	case game.EvUltimatum: // La Quica offers the card of the offer
		ok = c.Op == game.OpOffer && e.Plata() == c.Plata()
	case game.EvRangeAnswer:
		lo, hi := e.Range()
		ok = lo < hi // the engine refuses another order (ruling R19)
	case game.EvGameOver:
		ok = e.Winner() == g.Pub.Result.Winner && e.Reason() == g.Pub.Result.Reason
	}
	if !ok {
		t.Fatalf("%s: read by name, the event does not match the engine (Glory %d, $%d, result %+v)", where, *glory, *money, g.Pub.Result)
	}
}

// said is what the printer says of an event's fields, in its order,
// read by their names; has is false for a kind without fields (the
// printer's sentence says none) or whose fields the printer does not say
// (EvGameOver's, checked against the engine).
func said(p prose.Printer, e game.Event) (want []string, has bool) {
	n := strconv.Itoa
	place := func(l board.Loc) string { return fmt.Sprintf("%s (%s)", board.Map.Name[l], l) }
	switch e.Kind {
	case game.EvSeason, game.EvSeasonEnd:
		return []string{n(e.Season())}, true
	case game.EvGlory, game.EvMoney, game.EvPay:
		return []string{n(e.Amount()), n(e.Total())}, true
	case game.EvSpend:
		if e.Amount() == 0 {
			return []string{"pays nothing"}, true
		}
		return []string{"$" + n(e.Amount()), p.Card(e.Card()), "$" + n(e.Total())}, true
	case game.EvPepesCut, game.EvBribe:
		return []string{"$" + n(e.Total())}, true
	case game.EvLabOnCard:
		return []string{n(e.Total())}, true
	case game.EvObjectiveCompleted:
		return []string{p.Objective(e.Objective()), n(e.Total())}, true
	case game.EvCaliTake, game.EvCaptured:
		return []string{place(e.Loc()), n(e.Total())}, true
	case game.EvShuffled, game.EvObjectivesDrawn, game.EvObjectivesAdded, game.EvRedraw:
		return []string{n(e.Count())}, true
	case game.EvIncomeTrack:
		return []string{n(e.Income())}, true
	case game.EvActionDropped:
		return []string{n(e.Value())}, true
	case game.EvActionCard:
		return []string{n(e.Value()), p.Action(e.Action())}, true
	case game.EvSilence, game.EvCaliExtra:
		return []string{p.Action(e.Action())}, true
	case game.EvPoliciaBonus:
		return []string{n(e.Strength())}, true
	case game.EvAttackFailed, game.EvSicarioCaptured:
		return []string{e.Figure().Name(), n(e.Strength()), n(e.Defense())}, true
	case game.EvHunterStart, game.EvPushed, game.EvFramed, game.EvSearch:
		return []string{e.Hunter().Name(), place(e.Loc())}, true
	case game.EvUltimatum, game.EvPlomo, game.EvLock, game.EvActivate, game.EvLockedSkip, game.EvNoAction, game.EvBoost:
		return []string{e.Hunter().Name()}, true
	case game.EvPlata:
		return []string{e.Hunter().Name(), p.Plata(e.Plata())}, true
	case game.EvLockSeason:
		return []string{e.Hunter().Name(), n(e.Season())}, true
	case game.EvAttack:
		return []string{e.Hunter().Name(), e.Figure().Name()}, true
	case game.EvRangeAnswer:
		lo, hi := e.Range()
		return []string{e.Hunter().Name(), n(lo), n(hi)}, true
	case game.EvTypeAnswer:
		return []string{pick(e.City(), "in a City", "in a Farm")}, true
	case game.EvRegionAnswer:
		return []string{pick(e.SameRegion(), "is in", "is not in"), e.Hunter().Name()}, true
	case game.EvStep, game.EvMoveEnd:
		h, s, hunter := e.Mover()
		if hunter {
			return []string{h.Name(), place(e.Loc())}, true
		}
		return []string{"the " + p.Slot(s) + " sicario", place(e.Loc())}, true
	case game.EvPlace, game.EvPickUp, game.EvShip:
		return []string{e.Figure().Name(), place(e.Loc())}, true
	case game.EvSicarioMoveStart:
		return []string{e.Figure().Name()}, true
	case game.EvDefenseRevealed:
		return []string{e.Figure().Name(), tokenWords[e.Token()]}, true
	case game.EvSwap, game.EvPepesReveal:
		return []string{e.Figure().Name(), e.Figure2().Name()}, true
	case game.EvPlay, game.EvDiscardForSpecial, game.EvFold, game.EvTrigger:
		return []string{p.Card(e.Card())}, true
	case game.EvObjectiveRevealed:
		return []string{p.Objective(e.Objective())}, true
	case game.EvTokenPlaced, game.EvTokenRemoved:
		return []string{mapTokenWords[e.MapToken()], place(e.Loc())}, true
	case game.EvFlip, game.EvMissed, game.EvCocaProduced, game.EvHideoutRevealed:
		return []string{place(e.Loc())}, true
	case game.EvFrameUp:
		return []string{regionWords[e.Region()]}, true
	case game.EvNextFaction, game.EvFactionTurn, game.EvFactionTurnEnd:
		return []string{p.Faction(e.Faction())}, true
	case game.EvBudget:
		return []string{n(e.Steps()), pick(e.Free(), "spaces, free thanks to Limón.", "spaces.")}, true
	}
	return nil, false
}

// hasNamed reports whether any accessor finds a field in e.
func hasNamed(e game.Event) bool {
	h, s, _ := e.Mover()
	lo, hi := e.Range()
	return e.Loc() != board.NoLoc || e.Hunter() != box.NoHunter || h != box.NoHunter || s >= 0 || e.Figure() != box.NoFigure || e.Figure2() != box.NoFigure ||
		e.Card() != box.NoCard || e.Objective() != box.NoObjective || e.Token() != box.NoToken || e.MapToken() >= 0 || e.Plata() >= 0 ||
		e.Action() != box.NoAction || e.Faction() != box.NoFaction || e.Region() >= 0 || e.Winner() != game.NoSide || e.Reason() != game.NoReason ||
		max(e.Season(), e.Amount(), e.Total(), e.Count(), e.Income(), e.Value(), e.Strength(), e.Defense(), lo, hi, e.Steps()) >= 0 ||
		e.City() || e.SameRegion() || e.Free()
}

// What the printer calls the map's tokens (by MapToken), the defense
// tokens and the regions.
var (
	mapTokenWords = [...]string{game.LabToken: "Lab", game.ControlledToken: "Controlled token", game.BlockadeToken: "Blockade", game.PartyToken: "Party token", game.CoinToken: "$1"}
	tokenWords    = [box.NumTokenKinds]string{"0", "1", "2", "3", box.TokenHostage: "Hostage", box.TokenBomb: "Bomb"}
	regionWords   = [board.NumRegions]string{"Caribe", "Andina", "Orinoquía"}
)

func pick(yes bool, then, otherwise string) string {
	if yes {
		return then
	}
	return otherwise
}

// wordAt is where w stands in s as a whole: a number not part of a
// longer one, nor of a place's id; -1 if nowhere.
func wordAt(s, w string) int {
	digit := func(b byte) bool { return b >= '0' && b <= '9' }
	for from := 0; ; {
		i := strings.Index(s[from:], w)
		if i < 0 {
			return -1
		}
		i += from
		before, after := i > 0 && (digit(s[i-1]) || s[i-1] >= 'A' && s[i-1] <= 'Z'), i+len(w) < len(s) && digit(s[i+len(w)])
		if !digit(w[0]) || !before && !after {
			return i
		}
		from = i + 1
	}
}
