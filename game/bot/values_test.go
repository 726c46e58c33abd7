package bot

import (
	"math/rand/v2"
	"testing"

	"patron/game"
	"patron/game/board"
	"patron/game/box"
)

// midGame is the public state of a game between Normal bots once its
// first season is under way, with the sicarios back on the dashboard and
// no tokens on the map, for scenarios to set up.
func midGame(t *testing.T) *game.Public {
	t.Helper()
	seed := game.SeedFrom(5)
	g, err := game.New(game.Options{Seed: 5, Players: 2, SeasonCap: box.SimSeasonCap}, &seed)
	if err != nil {
		t.Fatal(err)
	}
	pb, _ := New("normal", true, 5)
	fb, _ := New("normal", false, 6)
	for g.Pub.Season == 0 {
		d := g.Pending()
		v := g.View(d.Seat)
		c := fb.Choose(&v)
		if d.Seat == game.SeatPatron {
			c = pb.Choose(&v)
		}
		if _, err := g.Apply(c); err != nil {
			t.Fatal(err)
		}
	}
	p := g.Pub
	for s := range p.Slots {
		p.Slots[s].Loc = board.NoLoc
	}
	p.Blockade, p.Controlled, p.Lab, p.Coca = 0, 0, 0, 0
	return &p
}

// A DEA redraw pays for replacing a low card, not a high one.
func TestRedrawReplacesLowCards(t *testing.T) {
	low := redrawValue(game.Command{Op: game.OpRedraw, A: 1, B: -1})
	high := redrawValue(game.Command{Op: game.OpRedraw, A: 3, B: -1})
	two := redrawValue(game.Command{Op: game.OpRedraw, A: 1, B: 1})
	if low <= 0 || high >= 0 || two <= low {
		t.Fatalf("redraw over passing: a 1 %.2f, a 3 %.2f, two 1s %.2f", low, high, two)
	}
}

// Los Pepes look at the tokens of the sicarios an attack is about to
// hit, rather than at sicarios no hunter is near.
func TestPepesLookBeforeAnAttack(t *testing.T) {
	p := midGame(t)
	h := box.Hunter(0)
	at := p.Hunters[h].Loc
	var near, far1, far2 board.Loc = board.NoLoc, board.NoLoc, board.NoLoc
	for l := board.Loc(0); l < board.N; l++ {
		switch d := board.Map.Dist[at][l]; {
		case d == 1 && near == board.NoLoc:
			near = l
		case d >= 4 && far1 == board.NoLoc:
			far1 = l
		case d >= 4 && far2 == board.NoLoc:
			far2 = l
		}
	}
	// Three sicarios of the same Glory: slots 3, 4 and 5.
	p.Slots[3].Loc, p.Slots[4].Loc, p.Slots[5].Loc = near, far1, far2
	attack := game.Detail{Action: box.Attack, Hunter: h}
	withNear := pepesValue(p, attack, p.Slots[3].Figure, p.Slots[4].Figure)
	farOnly := pepesValue(p, attack, p.Slots[4].Figure, p.Slots[5].Figure)
	if withNear <= 0 || farOnly >= withNear {
		t.Fatalf("before an attack: a look at the target %.2f, at two far sicarios %.2f", withNear, farOnly)
	}
	other := game.Detail{Action: box.RangeInv, Hunter: h}
	if v := pepesValue(p, other, p.Slots[3].Figure, p.Slots[4].Figure); v >= withNear {
		t.Fatalf("a look is worth %.2f before an investigation, %.2f before an attack", v, withNear)
	}
}

// Normal Factions take a Controlled City next to the only possible
// hideout off the map (it keeps capture moves from ending there); Easy
// Factions do not see it, and a Controlled City far from the hideouts is
// worth no more to either.
func TestNormalClearsAShieldedHideout(t *testing.T) {
	p := midGame(t)
	var hide, shield, stand board.Loc = board.NoLoc, board.NoLoc, board.NoLoc
	for l := board.Loc(0); l < board.N && stand == board.NoLoc; l++ {
		for r := board.Map.Adj[l] & board.Map.City; r != 0 && stand == board.NoLoc; {
			c := r.Next(&r)
			if s := board.Map.Adj[c] &^ board.Map.Within[l][1]; s != 0 {
				hide, shield, stand = l, c, s.Next(&s)
			}
		}
	}
	p.Controlled = shield.Bit()
	poss := hide.Bit()
	normal := actionScore(normalStyle, p, stand, box.Blockade, 1, poss, nil)
	easy := actionScore(easyStyle, p, stand, box.Blockade, 1, poss, nil)
	if normal < easy+clearWorth {
		t.Fatalf("a Blockade clearing the shield: Normal %.2f, Easy %.2f", normal, easy)
	}
	far := board.Map.All &^ board.Map.Within[shield][1]
	if v := actionScore(normalStyle, p, stand, box.Blockade, 1, far, nil); v != easy {
		t.Fatalf("a Controlled City away from the hideouts: Normal %.2f, Easy %.2f", v, easy)
	}
}

// The Normal Patrón puts a Controlled token next to his hideout rather
// than elsewhere.
func TestNormalPatronShieldsHisHideout(t *testing.T) {
	p := midGame(t)
	hide := board.Loc(0)
	var next, away board.Loc = board.NoLoc, board.NoLoc
	for r := board.Map.City &^ p.HunterLocs(); r != 0; {
		c := r.Next(&r)
		switch d := board.Map.Dist[hide][c]; {
		case d == 1 && next == board.NoLoc && board.Map.Adj[c]&p.HunterLocs() == 0:
			next = c
		case d >= 3 && away == board.NoLoc && board.Map.Adj[c]&p.HunterLocs() == 0:
			away = c
		}
	}
	if next == board.NoLoc || away == board.NoLoc {
		t.Fatalf("the scenario needs free Cities with no hunter beside them one road from hideout %s and three or more away, found %v and %v: the shielding is not checked", board.Map.Name[hide], next, away)
	}
	v := game.View{Seat: game.SeatPatron, Public: *p, Secret: &game.SecretView{Hideout: hide},
		Legal: []game.Command{{Op: game.OpControl, A: int8(away), B: -1}, {Op: game.OpControl, A: int8(next), B: -1}}}
	s := (&NormalPatron{}).scores(&v, nil)
	if s[1] <= s[0] {
		t.Fatalf("a Controlled token next to the hideout scores %.2f, far from it %.2f", s[1], s[0])
	}
}

// The DEA's +2 on a Capture's move (ruling R25) pays when only the longer
// move brings a possible hideout within the search, not when the card's
// own move already does.
func TestCaptureBoostOnlyWhenItReaches(t *testing.T) {
	p := midGame(t)
	at := p.Hunters[box.Hunter(0)].Loc
	var ring1, ring4 board.Loc = board.NoLoc, board.NoLoc
	for l := board.Loc(0); l < board.N; l++ {
		if captureTargets(p, at, 1).Has(l) {
			if ring1 == board.NoLoc {
				ring1 = l
			}
		} else if ring4 == board.NoLoc && captureTargets(p, at, 1+box.DEABoostSteps).Has(l) {
			ring4 = l
		}
	}
	if ring1 == board.NoLoc || ring4 == board.NoLoc {
		t.Fatal("no scene: every place is within a move of 1, or none is beyond it")
	}
	reached := captureBoostValue(p, at, 1, ring4.Bit())
	needless := captureBoostValue(p, at, 1, ring1.Bit())
	if reached <= 0 || needless >= 0 {
		t.Fatalf("+2 that reaches the hideout %.2f, +2 the card's move does without %.2f", reached, needless)
	}
}

// twoHideouts finds two places as far from the hunters by road, the first
// counted by fewer hunters in reach than the second.
func twoHideouts(t *testing.T, p *game.Public, reach [board.N]int8) (open, searched board.Loc) {
	t.Helper()
	dist := func(l board.Loc) int { return min(distTo(l, p.HunterLocs()), 5) }
	for a := board.Loc(0); a < board.N; a++ {
		for b := board.Loc(0); b < board.N; b++ {
			if dist(a) > 0 && dist(a) == dist(b) && reach[a] < reach[b] {
				return a, b
			}
		}
	}
	t.Fatal("no scene: every two places as far by road are reached by as many hunters")
	return
}

// Of two places as far from the hunters by road, a relocating Patrón
// hides in the one fewer hunters can search next turn (flights count).
func TestRelocationHidesOutOfSearchReach(t *testing.T) {
	hidesOutOf(t, game.PromptRelocate, searchReach)
}

// Of two places as far from the hunters by road, the Patrón's first
// hideout is the one fewer hunters could raid from where they stand.
func TestFirstHideoutOutOfRaidReach(t *testing.T) {
	hidesOutOf(t, game.PromptHide, raidReach)
}

// hidesOutOf checks that the Normal Patrón, hiding at the prompt, takes
// the place fewer hunters reach by the count given, whichever is listed
// first.
func hidesOutOf(t *testing.T, prompt game.Prompt, reachOf func(*game.Public, board.Set) [board.N]int8) {
	t.Helper()
	p := midGame(t)
	reach := reachOf(p, standing(p))
	open, searched := twoHideouts(t, p, reach)
	b := &NormalPatron{rng: rand.New(rand.NewPCG(1, 2))}
	for _, legal := range [][]game.Command{
		{game.Cmd(game.OpHide, int8(open)), game.Cmd(game.OpHide, int8(searched))},
		{game.Cmd(game.OpHide, int8(searched)), game.Cmd(game.OpHide, int8(open))},
	} {
		v := game.View{Seat: game.SeatPatron, Public: *p, Secret: &game.SecretView{Hideout: board.NoLoc},
			Pending: game.Decision{Seat: game.SeatPatron, Prompt: prompt}, Legal: legal}
		if got := board.Loc(b.Choose(&v).A); got != open {
			t.Errorf("%s: hides at %s (%d hunters reach it), not %s (%d)", prompt, got, reach[got], open, reach[open])
		}
	}
}

// The Easy Factions play closely once few hideouts are possible and
// loosely while many are; the Easy Patrón as loosely throughout.
func TestEasyFactionsLooseWhileManyHideouts(t *testing.T) {
	p := midGame(t)
	factions, patron := newEasy(false, rand.New(rand.NewPCG(1, 2))), newEasy(true, rand.New(rand.NewPCG(1, 2)))
	var few, many board.Set
	for l := board.Loc(0); l < board.N; l++ {
		if l < fewHideouts {
			few |= l.Bit()
		}
		many |= l.Bit()
	}
	for _, c := range []struct {
		b        *Easy
		possible board.Set
		want     float64
	}{
		{factions, few, easyFactionsTemperature},
		{factions, many, easyFactionsLoose},
		{patron, few, easyPatronTemperature},
		{patron, many, easyPatronTemperature},
	} {
		v := game.View{Public: *p}
		v.Public.Possible = c.possible
		if got := c.b.temperatureFor(&v); got != c.want {
			t.Errorf("%d hideouts possible: temperature %.2f, want %.2f", c.possible.Count(), got, c.want)
		}
	}
	if easyFactionsTemperature >= easyFactionsLoose {
		t.Errorf("the Easy Factions play closer with many hideouts (%.2f) than with few (%.2f)", easyFactionsLoose, easyFactionsTemperature)
	}
}

// Of two possible hideouts, the Normal Factions search the one their
// beliefs (belief.go) make likelier; the Easy Factions do not tell them
// apart.
func TestSearchGoesForTheLikeliestHideout(t *testing.T) {
	p := midGame(t)
	var likely, unlikely board.Loc = board.NoLoc, board.NoLoc
	for a := board.Loc(0); a < board.N && likely == board.NoLoc; a++ {
		for b := board.Loc(0); b < board.N; b++ {
			p.Possible = a.Bit() | b.Bit()
			if bl := BeliefOf(p); a != b && bl.Of(a) > 2*bl.Of(b) {
				likely, unlikely = a, b
				break
			}
		}
	}
	if likely == board.NoLoc {
		t.Fatal("no scene: the beliefs weigh every two places alike")
	}
	p.Possible = likely.Bit() | unlikely.Bit()
	legal := []game.Command{game.Cmd(game.OpSearch, int8(unlikely)), game.Cmd(game.OpSearch, int8(likely))}
	v := game.View{Public: *p, Pending: game.Decision{Detail: game.Detail{Action: box.Capture}}, Legal: legal}
	normal := &NormalFactions{rng: rand.New(rand.NewPCG(1, 2)), style: normalStyle}
	if s := normal.scores(&v, nil); s[1] <= s[0] {
		t.Errorf("Normal: a search at %s (belief %.2f) scores %.2f, at %s (%.2f) %.2f",
			likely, BeliefOf(p).Of(likely), s[1], unlikely, BeliefOf(p).Of(unlikely), s[0])
	}
	easy := &NormalFactions{rng: rand.New(rand.NewPCG(1, 2)), style: easyStyle}
	if s := easy.scores(&v, nil); s[0] != s[1] {
		t.Errorf("Easy: a search at %s scores %.2f, at %s %.2f", likely, s[1], unlikely, s[0])
	}
}

// Once he has been caught and many places are possible again, the Normal
// Factions count a capture's chance half on the beliefs (normalHunch): a
// capture that reaches the likeliest place is worth more than 1/n says,
// one that reaches only the least likely less. Before the first capture,
// with few places possible, and for the Easy Factions, it is 1/n.
func TestCaptureLeansOnTheBeliefsAfterTheFirstCapture(t *testing.T) {
	p := midGame(t)
	p.Possible = board.Map.All
	bl := BeliefOf(p)
	likely, unlikely := bl.Locs[0], bl.Locs[0]
	for _, l := range bl.Locs {
		if bl.Of(l) > bl.Of(likely) {
			likely = l
		}
		if bl.Of(l) < bl.Of(unlikely) {
			unlikely = l
		}
	}
	// poss is the two places and the places far from both, so that a
	// capture from either reaches it alone among poss.
	poss := likely.Bit() | unlikely.Bit()
	for l := board.Loc(0); l < board.N; l++ {
		if board.Map.Dist[l][likely] > 4 && board.Map.Dist[l][unlikely] > 4 {
			poss |= l.Bit()
		}
	}
	if poss.Count() < hunchPlaces {
		t.Fatalf("no scene: %d places possible", poss.Count())
	}
	value := func(st style, captures int, poss board.Set, at board.Loc) float64 {
		q := *p
		q.Captures, q.Possible = captures, poss
		var x valuer
		x.reset(st, &q, poss)
		return captureValue(&q, at, 1, poss, x.lean())
	}
	uniform := value(easyStyle, 1, poss, likely)
	if got := value(normalStyle, 1, poss, likely); got <= uniform {
		t.Errorf("Normal after a capture: a capture at the likeliest place %s is worth %.2f, 1/n %.2f", likely, got, uniform)
	}
	if got := value(normalStyle, 1, poss, unlikely); got >= uniform {
		t.Errorf("Normal after a capture: a capture at the least likely place %s is worth %.2f, 1/n %.2f", unlikely, got, uniform)
	}
	if got := value(normalStyle, 0, poss, likely); got != uniform {
		t.Errorf("Normal before any capture: %.2f, want 1/n's %.2f", got, uniform)
	}
	few := likely.Bit() | unlikely.Bit()
	if got, want := value(normalStyle, 1, few, likely), value(easyStyle, 1, few, likely); got != want {
		t.Errorf("Normal with two places possible: %.2f, want 1/n's %.2f", got, want)
	}
	if got := value(searchStyle, 1, poss, likely); got != uniform {
		t.Errorf("a searcher's Normal: %.2f, want 1/n's %.2f", got, uniform)
	}
}
