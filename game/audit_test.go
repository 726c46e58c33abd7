package game

import (
	"errors"
	"math/rand/v2"
	"testing"

	"patron/game/board"
	"patron/game/box"
)

// honestGames plays random games and returns them with their public logs.
func honestGames(t *testing.T, n int, keep func(g *Game) bool) []*Game {
	var out []*Game
	for seed := uint64(1); len(out) < n && seed < 5000; seed++ {
		opts := Options{Seed: seed, Players: 3, SeasonCap: 15}
		g := playRandom(t, opts, seed, rand.New(rand.NewPCG(seed, 11)), nil)
		if keep(g) {
			out = append(out, g)
		}
	}
	if len(out) < n {
		t.Fatalf("found only %d suitable games", len(out))
	}
	return out
}

func TestAuditHonestGamesFindNothing(t *testing.T) {
	for _, g := range honestGames(t, 30, func(*Game) bool { return true }) {
		fs, err := Audit(g.Pub.Opts, g.PublicLog(), g.Sec.Openings)
		if err != nil || len(fs) != 0 {
			t.Fatalf("honest game: %v %v", err, fs)
		}
	}
}

// auditReplay replays a public log prefix in audit mode and returns the
// game, whose secrets are rebuilt from the openings (test helper).
func auditReplay(t *testing.T, g *Game, upto int) *Game {
	a, _ := New(g.Pub.Opts, nil)
	a.Sec = newSecrets(SecretOptions{})
	a.audit = &auditState{byDigest: map[Digest]Opening{}}
	for _, o := range g.Sec.Openings {
		a.audit.byDigest[o.Digest()] = o
	}
	for _, c := range g.PublicLog()[:upto] {
		if _, err := a.Apply(c); err != nil {
			t.Fatal(err)
		}
	}
	return a
}

func hideoutAt(t *testing.T, g *Game, upto int) board.Loc { return auditReplay(t, g, upto).Sec.Hideout }

func handAt(t *testing.T, g *Game, upto int) box.CardSet { return auditReplay(t, g, upto).Sec.Hand }

func indexOf(log []Command, op Op, from int) int {
	for i := from; i < len(log); i++ {
		if log[i].Op == op {
			return i
		}
	}
	return -1
}

func expectFinding(t *testing.T, g *Game, log []Command, openings []Opening, at int, rule string) {
	t.Helper()
	fs, err := Audit(g.Pub.Opts, log, openings)
	if err != nil {
		t.Fatalf("audit: %v", err)
	}
	for _, f := range fs {
		var re *RuleError
		if f.Index == at && errors.As(f.Err, &re) && re.Rule == rule {
			return
		}
	}
	t.Fatalf("no %s finding at command %d %q; findings: %v", rule, at, log[at], fs)
}

// A lying Patrón: a Range answer without the true distance (ruling R19).
func TestAuditCatchesWrongRangeAnswer(t *testing.T) {
	games := honestGames(t, 5, func(g *Game) bool { return indexOf(g.PublicLog(), OpRange, 0) >= 0 })
	for _, g := range games {
		log := append([]Command(nil), g.PublicLog()...)
		i := indexOf(log, OpRange, 0)
		// One of a, b is true; replace the pair by two numbers both false.
		a, b := int(log[i].A), int(log[i].B)
		var lie [2]int8
		n := 0
		for x := 0; n < 2; x++ {
			if x != a && x != b {
				lie[n] = int8(x)
				n++
			}
		}
		log[i] = Cmd(OpRange, lie[0], lie[1])
		expectFinding(t, g, log, g.Sec.Openings, i, "R19")
	}
}

// A lying Patrón: "not found" where he was, and "found" where he was not.
func TestAuditCatchesWrongCaptureAnswer(t *testing.T) {
	games := honestGames(t, 5, func(g *Game) bool { return indexOf(g.PublicLog(), OpFound, 0) >= 0 })
	for _, g := range games {
		log := append([]Command(nil), g.PublicLog()...)
		i := indexOf(log, OpFound, 0)
		log[i] = Cmd(OpFound, 1-log[i].A)
		expectFinding(t, g, log[:i+1], g.Sec.Openings, i, ruleAnswer)
	}
}

// A lying Patrón: a sicario placed beyond its range from the hideout.
func TestAuditCatchesOutOfRangePlacement(t *testing.T) {
	for _, g := range honestGames(t, 5, func(g *Game) bool { return indexOf(g.PublicLog(), OpPlace, 0) >= 0 }) {
		log := append([]Command(nil), g.PublicLog()...)
		i := indexOf(log, OpPlace, 0)
		fig := box.Figure(log[i].A)
		if fig == box.Leon {
			continue // León may have been paid for
		}
		hide := hideoutAt(t, g, i)
		pub, _ := New(g.Pub.Opts, nil)
		for _, c := range log[:i] {
			pub.Apply(c)
		}
		s := pub.Pub.SlotOf(fig)
		far := pub.placeable(s) &^ board.Map.Within[hide][s.Range()]
		if far == 0 {
			continue
		}
		log[i] = Cmd(OpPlace, int8(fig), int8(far.First()))
		expectFinding(t, g, log[:i+1], g.Sec.Openings, i, ruleRange)
	}
}

// A lying Patrón: a relocation beyond the budget he paid.
func TestAuditCatchesOverBudgetRelocation(t *testing.T) {
	games := honestGames(t, 5, func(g *Game) bool { return indexOf(g.PublicLog(), OpBudget, 0) >= 0 })
	for _, g := range games {
		log := append([]Command(nil), g.PublicLog()...)
		i := indexOf(log, OpBudget, 0)
		j := indexOf(log, OpHidden, i)
		revealed := board.Loc(log[indexOf(log, OpReveal, 0)].A)
		budget := int(log[i].A)
		// A location well beyond the budget.
		far := board.Map.All &^ board.Map.Within[revealed][budget+1]
		if far == 0 {
			continue
		}
		target := far.First()
		var salt Salt
		salt[0] = 42
		opening := Opening{Kind: CommitHideout, Salt: salt, Payload: []byte{byte(target)}}
		log[j] = Command{Op: OpHidden, A: -1, B: -1, C: -1, Digests: &Digests{N: 1, D: [7]Digest{opening.Digest()}}}
		openings := append(append([]Opening(nil), g.Sec.Openings...), opening)
		expectFinding(t, g, log[:j+1], openings, j, ruleMove)
	}
}

// A lying Patrón: a wrong City/Farm or region answer.
func TestAuditCatchesWrongTypeAndRegionAnswers(t *testing.T) {
	for _, op := range []Op{OpType, OpRegion} {
		games := honestGames(t, 3, func(g *Game) bool { return indexOf(g.PublicLog(), op, 0) >= 0 })
		for _, g := range games {
			log := append([]Command(nil), g.PublicLog()...)
			i := indexOf(log, op, 0)
			log[i] = Cmd(op, 1-log[i].A)
			expectFinding(t, g, log, g.Sec.Openings, i, ruleAnswer)
		}
	}
}

// A lying Patrón: a card played that his committed deck never gave him.
func TestAuditCatchesCardNotInHand(t *testing.T) {
	games := honestGames(t, 3, func(g *Game) bool { return indexOf(g.PublicLog(), OpPlay, 0) >= 0 })
	for _, g := range games {
		log := append([]Command(nil), g.PublicLog()...)
		i := indexOf(log, OpPlay, 0)
		pub, _ := New(g.Pub.Opts, nil)
		pub.Sec = nil
		for _, c := range log[:i] {
			pub.Apply(c)
		}
		hand := handAt(t, g, i)
		for c := box.Card(0); c < box.NumCards; c++ {
			if !hand.Has(c) && pub.cardHidden(c) && pub.canPlace(c, false) {
				log[i] = Cmd(OpPlay, int8(c))
				expectFinding(t, g, log[:i+1], g.Sec.Openings, i, rulePlacement)
				break
			}
		}
	}
}
