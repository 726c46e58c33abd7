package game

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
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
		if fs := Audit(g.Pub.Opts, g.PublicLog(), g.Sec.Openings); !Fair(fs) {
			t.Fatalf("honest game: %v", fs)
		}
		text := AuditText(g.Pub.Opts, logText(g.PublicLog()), openingsText(g.Sec.Openings))
		if !Fair(text) {
			t.Fatalf("honest game, as text: %v", text)
		}
	}
}

// auditReplay replays a public log prefix in audit mode and returns the
// game, whose secrets are rebuilt from the openings (test helper).
func auditReplay(t *testing.T, g *Game, upto int) *Game {
	log := g.PublicLog()
	a, err := auditGame(g.Pub.Opts, log, candidates(g.Sec.Openings))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := a.replayLog(log[:upto]); err != nil || len(a.audit.findings) != 0 {
		t.Fatal(err, a.audit.findings)
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
	fs := Audit(g.Pub.Opts, log, openings)
	for _, f := range fs {
		var re *RuleError
		if f.Kind == FindingRule && f.Index == at && errors.As(f.Err, &re) && re.Rule == rule {
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
		openings := append([]Opening(nil), g.Sec.Openings...)
		recommit(log, openings, commitIndex(log, j, 0), []byte{byte(far.First())})
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

// each maps f over xs.
func each[T, U any](xs []T, f func(T) U) []U {
	out := make([]U, len(xs))
	for i, x := range xs {
		out[i] = f(x)
	}
	return out
}

func logText(log []Command) []string { return each(log, Command.Format) }

func openingsText(os []Opening) []OpeningText { return each(os, Opening.Text) }

func cloneLog(log []Command) []Command { return each(log, Command.Clone) }

func cloneOpenings(os []Opening) []Opening {
	return each(os, func(o Opening) Opening { o.Payload = slices.Clone(o.Payload); return o })
}

// commitIndex is the position among the log's commitments of the pos-th
// digest of command cmd.
func commitIndex(log []Command, cmd, pos int) int {
	for j, c := range commitmentsOf(log) {
		if c.cmd == cmd {
			return j + pos
		}
	}
	return -1
}

// recommit makes opening j hold payload, and the log publish its digest: a
// Patrón who committed to that payload.
func recommit(log []Command, openings []Opening, j int, payload []byte) {
	c := commitmentsOf(log)[j]
	openings[j].Payload = payload
	pos := j - commitIndex(log, c.cmd, 0)
	log[c.cmd] = log[c.cmd].Clone()
	log[c.cmd].Digests.D[pos] = openings[j].Digest()
}

// nthCommit is the index of the n-th commitment of a kind (counting from
// 0; a negative n counts from the end), or -1.
func nthCommit(log []Command, kind CommitKind, n int) int {
	var js []int
	for j, c := range commitmentsOf(log) {
		if commitKindOf(log[c.cmd].Op) == kind {
			js = append(js, j)
		}
	}
	if n < 0 {
		n += len(js)
	}
	if n < 0 || n >= len(js) {
		return -1
	}
	return js[n]
}

// expect is the finding a lie must give.
type expect struct {
	kind    FindingKind
	index   int // the command it names, or -1
	opening int // the opening it names, or -1
	commit  CommitKind
	flaw    Flaw
	got     int
	other   CommitKind
}

func (e expect) matches(f Finding) bool {
	return f.Kind == e.kind && f.Index == e.index && f.Opening == e.opening && f.Commit == e.commit &&
		f.Flaw == e.flaw && (e.flaw == FlawNone || e.got < 0 || f.Got == e.got) && f.Other == e.other
}

// lie edits the openings (and, to commit to a bad payload, the log) about
// commitment j, the n-th of its kind (from the end if n < 0).
type lie struct {
	name string
	kind CommitKind
	n    int
	edit func(log []Command, os []Opening, j, cmd int) ([]Opening, expect)
}

func missing(k CommitKind, cmd int) expect {
	return expect{kind: FindingMissing, index: cmd, opening: -1, commit: k}
}

func lies() []lie {
	var ls []lie
	for k := CommitDeck; k < numCommitKinds; k++ {
		for _, n := range []int{0, -1} {
			ls = append(ls, lie{fmt.Sprintf("drop %s %d", k, n), k, n, func(log []Command, os []Opening, j, cmd int) ([]Opening, expect) {
				return slices.Delete(os, j, j+1), missing(k, cmd)
			}})
		}
	}
	// bad commits to a payload made by edit from the true one.
	bad := func(name string, k CommitKind, n int, f Flaw, got int, edit func(p []byte) []byte) lie {
		return lie{name, k, n, func(log []Command, os []Opening, j, cmd int) ([]Opening, expect) {
			recommit(log, os, j, edit(slices.Clone(os[j].Payload)))
			return os, expect{kind: FindingMalformed, index: cmd, opening: j, commit: k, flaw: f, got: got}
		}}
	}
	is := func(b ...byte) func([]byte) []byte { return func([]byte) []byte { return b } }
	ls = append(ls,
		lie{"drop the last", 0, -1, func(log []Command, os []Opening, _, _ int) ([]Opening, expect) {
			j := len(os) - 1
			return os[:j], missing(commitmentsOf(log)[j].sub.Commit, commitmentsOf(log)[j].cmd)
		}},
		lie{"drop the first hideout", CommitHideout, 0, func(log []Command, os []Opening, j, cmd int) ([]Opening, expect) {
			return slices.Delete(os, j, j+1), missing(CommitHideout, cmd)
		}},
		lie{"an extra at the end", CommitHideout, 0, func(log []Command, os []Opening, j, cmd int) ([]Opening, expect) {
			x := Opening{Kind: CommitHideout, Salt: Salt{1}, Payload: []byte{5}}
			return append(os, x), expect{kind: FindingExtra, index: -1, opening: len(os), commit: CommitHideout}
		}},
		lie{"an extra in the middle", CommitDefense, 3, func(log []Command, os []Opening, j, cmd int) ([]Opening, expect) {
			x := Opening{Kind: CommitDefense, Salt: Salt{2}, Payload: []byte{1}}
			return slices.Insert(os, j, x), expect{kind: FindingExtra, index: -1, opening: j, commit: CommitDefense}
		}},
		lie{"swap two", CommitDefense, 2, func(log []Command, os []Opening, j, cmd int) ([]Opening, expect) {
			os[j], os[j+1] = os[j+1], os[j]
			return os, expect{kind: FindingOutOfOrder, index: cmd, opening: j + 1, commit: CommitDefense}
		}},
		lie{"the first opening last", CommitDeck, 0, func(log []Command, os []Opening, j, cmd int) ([]Opening, expect) {
			return append(os[1:], os[0]), expect{kind: FindingOutOfOrder, index: cmd, opening: len(os) - 1, commit: CommitDeck}
		}},
		lie{"duplicate one", CommitHideout, 1, func(log []Command, os []Opening, j, cmd int) ([]Opening, expect) {
			return slices.Insert(os, j+1, os[j]), expect{kind: FindingDuplicate, index: cmd, opening: j + 1, commit: CommitHideout}
		}},
		lie{"duplicate at the end", CommitObjDeck, 0, func(log []Command, os []Opening, j, cmd int) ([]Opening, expect) {
			return append(os, os[j]), expect{kind: FindingDuplicate, index: cmd, opening: len(os), commit: CommitObjDeck}
		}},
		lie{"flip a salt byte", CommitDefense, -3, func(log []Command, os []Opening, j, cmd int) ([]Opening, expect) {
			os[j].Salt[5] ^= 1
			return os, expect{kind: FindingMismatch, index: cmd, opening: j, commit: CommitDefense}
		}},
		lie{"flip a payload byte", CommitHideout, 2, func(log []Command, os []Opening, j, cmd int) ([]Opening, expect) {
			os[j].Payload = []byte{os[j].Payload[0] ^ 1}
			return os, expect{kind: FindingMismatch, index: cmd, opening: j, commit: CommitHideout}
		}},
		lie{"wrong kind", CommitHideout, 1, func(log []Command, os []Opening, j, cmd int) ([]Opening, expect) {
			os[j].Kind = CommitDefense
			return os, expect{kind: FindingWrongKind, index: cmd, opening: j, commit: CommitHideout, other: CommitDefense}
		}},
		bad("empty hideout", CommitHideout, 1, FlawLength, 0, is()),
		bad("two-byte hideout", CommitHideout, 0, FlawLength, 2, is(3, 4)),
		bad("hideout 200", CommitHideout, 0, FlawValue, 200, is(200)),
		bad("hideout 54", CommitHideout, -1, FlawValue, board.N, is(board.N)),
		bad("defense token 99", CommitDefense, 3, FlawValue, 99, is(99)),
		bad("defense of two tokens", CommitDefense, -1, FlawLength, 2, is(1, 1)),
		bad("objective 50", CommitObjective, 1, FlawValue, 50, is(50)),
		bad("added objective 50", CommitObjective, -1, FlawValue, 50, is(50)),
		bad("deck missing a card", CommitDeck, 1, FlawLength, -1, func(p []byte) []byte { return p[1:] }),
		bad("deck repeating a card", CommitDeck, 1, FlawRepeat, -1, func(p []byte) []byte { p[0] = p[len(p)-1]; return p }),
		bad("deck too long", CommitDeck, 1, FlawLength, -1, func(p []byte) []byte { return append(p, p[0]) }),
		bad("deck card 30", CommitDeck, 0, FlawValue, 30, func(p []byte) []byte { p[4] = 30; return p }),
		bad("deck with a card not discarded", CommitDeck, 1, FlawForeign, -1, notDiscarded),
		bad("objective deck of nine", CommitObjDeck, 0, FlawLength, 9, func(p []byte) []byte { return p[:9] }),
		bad("objective deck repeating", CommitObjDeck, 0, FlawRepeat, -1, func(p []byte) []byte { p[0] = p[9]; return p }),
	)
	return ls
}

// notDiscarded swaps a reshuffled deck's first card for one that was not
// among the discards.
func notDiscarded(p []byte) []byte {
	var in box.CardSet
	for _, b := range p {
		in = in.With(box.Card(b))
	}
	for c := box.Card(0); c < box.NumCards; c++ {
		if !in.Has(c) {
			p[0] = byte(c)
			break
		}
	}
	return p
}

// Games with every kind of commitment: reshuffles, relocations, objectives
// added after an escape.
func richGames(t *testing.T, n int) []*Game {
	return honestGames(t, n, func(g *Game) bool {
		log := g.PublicLog()
		return nthCommit(log, CommitDeck, 1) >= 0 && nthCommit(log, CommitHideout, 2) >= 0 &&
			indexOf(log, OpAdded, 0) >= 0 && indexOf(log, OpBudget, 0) >= 0
	})
}

// A table of dishonest openings: each gives its own named finding and no
// other, and none panics. Whatever the lie, the secret it hides is unknown
// from then on, so no check runs on garbage.
func TestAuditDishonestOpenings(t *testing.T) {
	for gi, g := range richGames(t, 3) {
		for _, l := range lies() {
			log, os := cloneLog(g.PublicLog()), cloneOpenings(g.Sec.Openings)
			j := len(os) - 1
			if l.kind != 0 {
				j = nthCommit(log, l.kind, l.n)
			}
			if j < 0 {
				t.Fatalf("game %d: %s: no such commitment", gi, l.name)
			}
			os, want := l.edit(log, os, j, commitmentsOf(log)[j].cmd)
			fs := Audit(g.Pub.Opts, log, os)
			if len(fs) == 0 || !want.matches(fs[0]) || !revealBreaks(fs[1:]) {
				t.Errorf("game %d: %s: want %+v, got %v", gi, l.name, want, fs)
				continue
			}
			f := fs[0]
			if f.Commit != 0 && f.Index >= 0 && f.Season < 0 {
				t.Errorf("game %d: %s: %q does not say its season", gi, l.name, SayFinding(f))
			}
		}
	}
}

// revealBreaks reports whether fs is nothing, or the log breaking where a
// secret committed to as garbage cannot be revealed.
func revealBreaks(fs []Finding) bool {
	switch {
	case len(fs) == 0:
		return true
	case len(fs) > 1 || fs[0].Kind != FindingLog:
		return false
	}
	op := fs[0].Command.Op
	return op == OpReveal || op == OpDefense || op == OpObjective
}

// A lie in the text form: hex that does not parse, unknown kinds, a log
// command that does not parse.
type textLie struct {
	name string
	kind CommitKind
	n    int
	edit func(log []string, os []OpeningText, j, cmd int) expect
}

func textLies() []textLie {
	malformed := func(k CommitKind, f Flaw, cmd, j int) expect {
		return expect{kind: FindingMalformed, index: cmd, opening: j, commit: k, flaw: f, got: -1}
	}
	return []textLie{
		{"salt not hex", CommitDefense, 0, func(log []string, os []OpeningText, j, cmd int) expect {
			os[j].Salt = strings.Repeat("zz", 16)
			return malformed(CommitDefense, FlawSaltText, cmd, j)
		}},
		{"salt too short", CommitHideout, 0, func(log []string, os []OpeningText, j, cmd int) expect {
			os[j].Salt = os[j].Salt[2:]
			return malformed(CommitHideout, FlawSaltText, cmd, j)
		}},
		{"payload not hex", CommitDeck, 0, func(log []string, os []OpeningText, j, cmd int) expect {
			os[j].Payload += "x"
			return malformed(CommitDeck, FlawPayloadText, cmd, j)
		}},
		{"kind unknown", CommitObjective, 0, func(log []string, os []OpeningText, j, cmd int) expect {
			os[j].Kind = "banana"
			return malformed(CommitObjective, FlawKindText, cmd, j)
		}},
	}
}

// The text form: whatever does not parse is a finding, never an error.
func TestAuditTextMalformed(t *testing.T) {
	g := richGames(t, 1)[0]
	log := g.PublicLog()
	for _, l := range textLies() {
		lt, os := logText(log), openingsText(g.Sec.Openings)
		j := nthCommit(log, l.kind, l.n)
		want := l.edit(lt, os, j, commitmentsOf(log)[j].cmd)
		fs := AuditText(g.Pub.Opts, lt, os)
		if len(fs) != 1 || !want.matches(fs[0]) {
			t.Errorf("%s: want %+v, got %v", l.name, want, fs)
		}
	}
	// An extra opening that does not parse.
	lt, os := logText(log), openingsText(g.Sec.Openings)
	os = append(os, OpeningText{Kind: "hideout", Salt: "??", Payload: "00"})
	fs := AuditText(g.Pub.Opts, lt, os)
	if want := (expect{kind: FindingMalformed, index: -1, opening: len(os) - 1, flaw: FlawSaltText, got: -1}); len(fs) != 1 || !want.matches(fs[0]) {
		t.Errorf("extra that does not parse: got %v", fs)
	}
	// A digest that does not parse, and a command that does not: the replay
	// stops there; the openings of the commitments it did not reach are
	// still matched.
	for _, bad := range []string{"hidden " + strings.Repeat("g", 64), "hidden 12", "frobnicate", ""} {
		lt, os := logText(log), openingsText(g.Sec.Openings)
		i := indexOf(log, OpPlay, 0)
		lt[i] = bad
		fs := AuditText(g.Pub.Opts, lt, os)
		if want := (expect{kind: FindingLog, index: i, opening: -1}); len(fs) != 1 || !want.matches(fs[0]) || fs[0].Err == nil {
			t.Errorf("%q: got %v", bad, fs)
		}
	}
	// A commitment command whose digest does not parse: its opening opens
	// nothing the log holds.
	lt, os = logText(log), openingsText(g.Sec.Openings)
	j := nthCommit(log, CommitHideout, 1)
	i := commitmentsOf(log)[j].cmd
	lt[i] = "hidden " + strings.Repeat("g", 64)
	fs = AuditText(g.Pub.Opts, lt, os)
	if len(fs) != 2 || !(expect{kind: FindingLog, index: i, opening: -1}).matches(fs[0]) ||
		!(expect{kind: FindingExtra, index: -1, opening: j, commit: CommitHideout}).matches(fs[1]) {
		t.Errorf("hidden with a bad digest: got %v", fs)
	}
}

// hasFinding reports whether fs holds a finding of kind k at command i
// (and, for FindingRule, of that rule).
func hasFinding(fs []Finding, k FindingKind, i int, rule string) bool {
	for _, f := range fs {
		var re *RuleError
		if f.Kind == k && f.Index == i && (rule == "" || errors.As(f.Err, &re) && re.Rule == rule) {
			return true
		}
	}
	return false
}

// lieAboutRange replaces the range answer at i with two false distances.
func lieAboutRange(log []Command, i int) {
	a, b := int(log[i].A), int(log[i].B)
	var lie []int8
	for x := 0; len(lie) < 2; x++ {
		if x != a && x != b {
			lie = append(lie, int8(x))
		}
	}
	log[i] = Cmd(OpRange, lie[0], lie[1])
}

// An unknown secret skips the checks that need it, and only those: with
// the Sicario deck unknown (so the hand is), answers are still checked
// against the hideout; with the hideout unknown, nothing reads it until
// the next hideout is opened, and then lies are caught again.
func TestAuditUnknownSecretsSkipOnlyTheirChecks(t *testing.T) {
	games := honestGames(t, 10, func(g *Game) bool {
		log := g.PublicLog()
		return indexOf(log, OpRange, commitmentsOf(log)[nthCommit(log, CommitHideout, 1)].cmd) >= 0
	})
	for _, g := range games {
		log := cloneLog(g.PublicLog())
		i := indexOf(log, OpRange, 0)
		lieAboutRange(log, i)
		os := cloneOpenings(g.Sec.Openings)
		os = slices.Delete(os, 0, 1) // the setup deck
		fs := Audit(g.Pub.Opts, log, os)
		if !hasFinding(fs, FindingMissing, 0, "") || !hasFinding(fs, FindingRule, i, "R19") {
			t.Fatalf("deck unknown, a false range answer at %d: %v", i, fs)
		}

		log = cloneLog(g.PublicLog())
		first := nthCommit(log, CommitHideout, 0)
		second := commitmentsOf(log)[nthCommit(log, CommitHideout, 1)].cmd
		j := indexOf(log, OpRange, second)
		if i < second {
			lieAboutRange(log, i) // while the hideout is unknown: not checked
		}
		lieAboutRange(log, j)
		os = slices.Delete(cloneOpenings(g.Sec.Openings), first, first+1)
		fs = Audit(g.Pub.Opts, log, os)
		if len(fs) != 2 || fs[0].Kind != FindingMissing || fs[0].Commit != CommitHideout || !hasFinding(fs, FindingRule, j, "R19") {
			t.Fatalf("first hideout unknown, a false range answer at %d: %v", j, fs)
		}
	}
}

// A defense assignment with one token unknown is still checked on the
// others: three 3s are one too many.
func TestAuditChecksTheKnownDefenseTokens(t *testing.T) {
	for _, g := range richGames(t, 3) {
		log, os := cloneLog(g.PublicLog()), cloneOpenings(g.Sec.Openings)
		j := nthCommit(log, CommitDefense, 0)
		cmd := commitmentsOf(log)[j].cmd
		for k := 1; k <= 3; k++ {
			recommit(log, os, j+k, []byte{3})
		}
		fs := Audit(g.Pub.Opts, log, slices.Delete(os, j, j+1))
		if !hasFinding(fs, FindingMissing, cmd, "") || !hasFinding(fs, FindingRule, cmd, "defense") {
			t.Fatalf("three 3s: %v", fs)
		}
	}
}

// The findings say what they are about in the game's terms.
func TestAuditFindingTexts(t *testing.T) {
	g := richGames(t, 1)[0]
	log, os := cloneLog(g.PublicLog()), cloneOpenings(g.Sec.Openings)
	h := nthCommit(log, CommitHideout, 0)
	d := nthCommit(log, CommitDefense, 0)
	recommit(log, os, d, []byte{1, 1})
	os = slices.Delete(os, h, h+1)
	fs := Audit(g.Pub.Opts, log, os)
	want := []string{
		fmt.Sprintf("command %d: hideout opening for season 1 missing", commitmentsOf(log)[h].cmd),
		fmt.Sprintf("command %d: defense opening for %s, season 1: payload malformed: 2 bytes, not 1",
			commitmentsOf(log)[d].cmd, g.Pub.Slots[0].Figure.Name()),
	}
	if len(fs) < 2 || SayFinding(fs[0]) != want[0] || SayFinding(fs[1]) != want[1] {
		t.Fatalf("want %q, got %v", want, fs)
	}
	// Every kind reads as a sentence, whatever it is about.
	for k := FindingMissing; k < numFindingKinds; k++ {
		for fl := FlawNone; fl < numFlaws; fl++ {
			for c := CommitKind(0); c <= numCommitKinds; c++ {
				f := Finding{Kind: k, Index: int(c) - 1, Opening: 2, Subject: unknownSubject(c), Flaw: fl, Other: c, Err: errors.New("why")}
				if s := SayFinding(f); strings.Contains(s, "?") || strings.Contains(s, "  ") || strings.HasSuffix(s, " ") {
					t.Errorf("%+v reads %q", f, s)
				}
			}
		}
	}
}

// A private form in a public log breaks it, and options no game can have
// are a finding too, not an error.
func TestAuditLogBreaks(t *testing.T) {
	g := richGames(t, 1)[0]
	log := cloneLog(g.PublicLog())
	i := nthCommit(log, CommitHideout, 1)
	cmd := commitmentsOf(log)[i].cmd
	log[cmd] = Cmd(OpHide, 3)
	fs := Audit(g.Pub.Opts, log, g.Sec.Openings)
	if len(fs) == 0 || !(expect{kind: FindingLog, index: cmd, opening: -1}).matches(fs[0]) {
		t.Fatalf("a private form: %v", fs)
	}
	fs = Audit(Options{Players: 9}, log, g.Sec.Openings)
	if len(fs) != 1 || !(expect{kind: FindingLog, index: -1, opening: -1}).matches(fs[0]) || SayFinding(fs[0]) == "" {
		t.Fatalf("9 players: %v", fs)
	}
}
