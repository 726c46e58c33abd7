package game

import (
	"strings"
	"testing"

	"patron/game/board"
	"patron/game/box"
)

// Scenario tests for the rulings R1–R25 of ../shared/spec/RULINGS.md, one
// or more per ruling, each seen from the ruling's own angle.

// ---------------------------------------------------------------------------
// Helpers (prefixed "rulings" to keep clear of other test files).

// rulingsRec collects, in order, the events of a run of commands.
type rulingsRec struct{ evs []Event }

func (r *rulingsRec) do(s *scen, text string) *Outcome {
	s.t.Helper()
	out := s.do(text)
	r.evs = append(r.evs, out.Events...)
	return out
}

func (r *rulingsRec) forced(s *scen) {
	s.t.Helper()
	for !s.g.Over() && s.g.Pending().Forced {
		out := s.apply(s.g.Legal(nil)[0])
		r.evs = append(r.evs, out.Events...)
	}
}

// jump records the events of a harness jump (s.endSeason, s.factionTurn).
func (r *rulingsRec) jump(s *scen, f func()) {
	s.g.events = s.g.events[:0]
	f()
	r.evs = append(r.evs, s.g.events...)
}

func (r *rulingsRec) count(k EventKind) int {
	n := 0
	for _, e := range r.evs {
		if e.Kind == k {
			n++
		}
	}
	return n
}

func (r *rulingsRec) has(k EventKind, a int16) bool {
	for _, e := range r.evs {
		if e.Kind == k && e.A == a {
			return true
		}
	}
	return false
}

// rulingsInOrder checks that the kinds occur in the events in this order.
func rulingsInOrder(t *testing.T, evs []Event, kinds ...EventKind) {
	t.Helper()
	i := 0
	for _, e := range evs {
		if i < len(kinds) && e.Kind == kinds[i] {
			i++
		}
	}
	if i < len(kinds) {
		var got []string
		for _, e := range evs {
			got = append(got, e.String())
		}
		t.Fatalf("event %d of the expected order (kind %d) is missing or out of order; events:\n%s",
			i, kinds[i], strings.Join(got, "\n"))
	}
}

// rulingsEndSlot puts a Sicario card in the End of Season slots, as if it
// had been played this season (it leaves the hand, deck or discards).
func rulingsEndSlot(s *scen, c box.Card) {
	sec, p := s.g.Sec, &s.g.Pub
	p.Discard = p.Discard.Without(c)
	for i := 0; i < sec.DeckLen; i++ {
		if sec.Deck[i] == c {
			copy(sec.Deck[i:sec.DeckLen], sec.Deck[i+1:sec.DeckLen])
			sec.DeckLen--
			break
		}
	}
	if sec.Hand.Has(c) {
		sec.Hand = sec.Hand.Without(c)
		if sec.DeckLen > 0 {
			sec.DeckLen--
			sec.Hand = sec.Hand.With(sec.Deck[sec.DeckLen])
		}
	}
	p.HandCount, p.DeckCount = sec.Hand.Count(), sec.DeckLen
	p.EndSlots[p.EndCount] = c
	p.EndCount++
}

// rulingsActiveHunter is the hunter whose activation is under way.
func rulingsActiveHunter(s *scen) box.Hunter {
	p := &s.g.Pub
	for i := p.depth - 1; i >= 0; i-- {
		if p.stack[i].kind == fActivation {
			return viewOf[activationFrame](&p.stack[i]).hunter
		}
	}
	return box.NoHunter
}

// rulingsReady brings hunter h of the active Faction to the point where it
// places an Action card: it is chosen, the DEA passes, it does not move.
func rulingsReady(s *scen, h box.Hunter) {
	s.t.Helper()
	if s.pending() == PromptChooseHunter {
		s.do("hunter " + h.String())
	}
	if got := rulingsActiveHunter(s); got != h {
		s.t.Fatalf("active hunter %v, want %v", got, h)
	}
	if s.pending() == PromptDEA {
		s.do("pass")
	}
	if s.pending() == PromptHunterStep {
		s.do("stop")
	}
	s.expectPrompt(PromptUseAction)
}

// rulingsUse places an Action card; Los Pepes decline to reveal, and the
// DEA declines to add +2 to a Capture's move (ruling R25).
func rulingsUse(s *scen, cmd string) {
	s.t.Helper()
	s.do(cmd)
	if s.pending() == PromptPepes {
		s.do("pass")
	}
	if s.pending() == PromptDEA {
		s.do("pass")
	}
}

// rulingsFinishSeason plays the End of Season on from the hideout reveal:
// the Patrón declares budget k and hides at to; the next season's
// objectives are set up with their defaults and the defenses assigned, up
// to the Patrón's first turn.
func rulingsFinishSeason(s *scen, budget int, to string) {
	s.t.Helper()
	s.forced()
	s.expectPrompt(PromptBudget)
	s.do("budget " + itoa(budget))
	s.do("hide " + to)
	s.forced()
	for s.pending() == PromptObjectiveSetup {
		s.objectiveSetupDefaults()
		s.forced()
	}
	s.defend("0 1 1 2 2 3 3")
	s.expectPrompt(PromptPlay)
}

func rulingsLocs(ids ...string) board.Set {
	var out board.Set
	for _, id := range ids {
		out = out.With(loc(id))
	}
	return out
}

// rulingsArgs is the set of locations named by the legal commands with this
// prefix ("search ", "step ", "place LaQuica "…).
func rulingsArgs(s *scen, prefix string) board.Set {
	var out board.Set
	for _, c := range s.legalText() {
		if strings.HasPrefix(c, prefix) {
			f := strings.Fields(strings.TrimPrefix(c, prefix))
			out = out.With(loc(f[0]))
		}
	}
	return out
}

func rulingsPick(legal []string, prefer ...string) string {
	for _, p := range prefer {
		for _, c := range legal {
			if c == p || (strings.HasSuffix(p, " ") && strings.HasPrefix(c, p)) {
				return c
			}
		}
	}
	return legal[0]
}

// ---------------------------------------------------------------------------
// R1 End of Season order.

// ruling R1: 4.1 triggers → 4.2 income → 4.3 shipping and production →
// 4.4 reveal → 4.5 objectives → 4.6 glory, return → 4.7 relocation with a
// budget → 4.8 refresh.
func TestRulingR1EndOfSeasonOrder(t *testing.T) {
	s := newScen(t)
	p := &s.g.Pub
	s.hideout("A12")
	s.lab("A12", false) // empty: produces at 4.3; the hideout Farm with a Lab completes Hacienda Nápoles
	s.lab("A13", true)
	gus := s.sicarioAt(box.Gustavo, "A14") // airport City, carrying a cube
	p.Slots[gus].Coca = true
	blk := s.sicarioAt(box.Blackie, "A16")
	rulingsEndSlot(s, box.LoyalToTheEnd) // Blackie on the map: triggers
	rulingsEndSlot(s, box.PoisonCard)    // Poison is not on the map: no effect
	p.Hunters[box.Murphy].Acted = true
	p.Hunters[box.Pena].Down = true
	p.FactionActed[box.DEA] = true
	p.Dash[box.RegionInv][0] = 1
	money := p.Money

	var r rulingsRec
	r.jump(s, s.endSeason)
	// 4.1–4.3 are done; the reveal waits.
	s.expectPrompt(PromptRevealHideout)
	if p.Glory != 2 {
		t.Fatalf("4.1: glory %d, want 2 (Loyal to the End)", p.Glory)
	}
	if p.EndCount != 0 || !p.Discard.Has(box.LoyalToTheEnd) || !p.Discard.Has(box.PoisonCard) {
		t.Fatalf("4.1: End of Season cards not discarded (count %d)", p.EndCount)
	}
	if p.PoisonNext {
		t.Fatal("4.1: Poison triggered although Poison is not on the map")
	}
	if p.Income != 2 || p.Money != money+1+4 {
		t.Fatalf("4.2/4.3: income track %d money %d, want 2 and %d", p.Income, p.Money, money+5)
	}
	if p.Slots[gus].Coca || !p.Coca.Has(loc("A12")) || p.ShippedSeason != 1 {
		t.Fatal("4.3: Gustavo should have shipped and the empty Lab produced")
	}
	if p.ObjStatus[box.HaciendaNapoles] != ObjActive || !p.Slots[gus].OnMap() || p.PatronToken != board.NoLoc {
		t.Fatal("the reveal, the objectives and the return come after 4.3")
	}

	r.forced(s) // 4.4 reveal, 4.5 objectives, 4.6 glory and return
	s.expectPrompt(PromptBudget)
	if p.PatronToken != loc("A12") {
		t.Fatalf("4.4: Patrón token on %v", p.PatronToken)
	}
	if p.ObjStatus[box.HaciendaNapoles] != ObjCompleted {
		t.Fatal("4.5: Hacienda Nápoles should be completed on the revealed hideout")
	}
	if p.Glory != 2+2+3+2 {
		t.Fatalf("4.5/4.6: glory %d, want 9", p.Glory)
	}
	if p.Slots[gus].OnMap() || p.Slots[blk].OnMap() || p.SicarioLocs() != 0 {
		t.Fatal("4.6: every sicario returns to the dashboard")
	}

	money = p.Money
	r.do(s, "budget 2") // 4.7
	if p.Money != money-2 {
		t.Fatalf("4.7: money %d, want %d", p.Money, money-2)
	}
	s.expectPrompt(PromptRelocate)
	s.refused("hide A6", "movement") // 3 steps from A12: beyond the $2 budget
	r.do(s, "hide A14")
	if p.PatronToken != board.NoLoc || s.g.Sec.Hideout != loc("A14") {
		t.Fatal("4.7: the Patrón token leaves the board and the new hideout is secret")
	}
	// 4.8 refresh, then season 2 starts.
	if p.Hunters[box.Murphy].Acted || p.Hunters[box.Pena].Down || p.FactionActed[box.DEA] {
		t.Fatal("4.8: hunters and factions are refreshed")
	}
	if p.Dash[box.RegionInv][0] != 0 || p.ActionDeckLen != 15 || p.availableCount() != 3 {
		t.Fatalf("4.8: Action cards reshuffled (deck %d, available %v)", p.ActionDeckLen, p.Available)
	}
	if p.Season != 2 {
		t.Fatalf("season %d, want 2", p.Season)
	}
	rulingsInOrder(t, r.evs,
		EvTrigger, EvGlory, // 4.1
		EvIncomeTrack, EvMoney, // 4.2
		EvShip, EvMoney, EvCocaProduced, // 4.3
		EvHideoutRevealed,             // 4.4
		EvObjectiveCompleted, EvGlory, // 4.5
		EvGlory, EvSicariosReturn, // 4.6
		EvBudget, EvPay, EvHidden, // 4.7
		EvActionsRevealed, EvSeasonEnd, // 4.8
		EvSeason)
}

// ruling R1: objectives are checked after the reveal (4.4) but before the
// sicarios go home (4.6): the Bomb's holder still stands on its airport.
func TestRulingR1ObjectivesBeforeReturn(t *testing.T) {
	o := defaultScenOpts()
	o.objectives = [3]box.Objective{box.Avianca203, box.AirBridge, box.LaCatedral}
	o.defenses = "X 1 1 2 2 3 3" // Gustavo holds the Bomb
	s := newScenWith(t, o)
	p := &s.g.Pub
	s.sicarioAt(box.Gustavo, "A9") // an airport City
	glory := p.Glory
	s.endSeason()
	s.forced() // reveal hideout, then show the Bomb's holder
	if p.ObjStatus[box.Avianca203] != ObjCompleted {
		t.Fatal("Avianca 203 should be completed: its holder is on an airport at 4.5")
	}
	if p.Glory != glory+3+3 { // reward 3, then Gustavo's glory 3
		t.Fatalf("glory %d, want %d", p.Glory, glory+6)
	}
}

// ruling R1 (4.7): the relocation respects hunters and Blockades and never
// flies; staying is allowed.
func TestRulingR1RelocationAfterReturn(t *testing.T) {
	s := newScen(t)
	s.hideout("A9")
	s.hunterAt(box.DonBerna, "A12")
	s.blockade("A11")
	s.endSeason()
	s.forced()
	s.do("budget 1")
	got := rulingsArgs(s, "hide ")
	want := rulingsLocs("A9", "A8", "O9", "O11") // not A7 (Castaño), A12 (Don Berna), A11 (Blockade), nor other airports
	if got != want {
		t.Fatalf("relocation with $1 from A9: %v, want %v", got, want)
	}
}

// ---------------------------------------------------------------------------
// R2 New objectives only in seasons 1–3, slot i at the start of season i.

func TestRulingR2ObjectivesSlotPerSeason(t *testing.T) {
	s := newScen(t)
	p := &s.g.Pub
	if p.ObjStatus[box.HaciendaNapoles] != ObjActive || p.ObjStatus[box.AirBridge] != ObjUnseen ||
		p.ObjStatus[box.LaCatedral] != ObjUnseen {
		t.Fatal("season 1 reveals slot 1 only")
	}
	if p.ObjSlots[0].Count != 0 || p.ObjSlots[1].Count != 1 || p.ObjSlots[2].Count != 1 {
		t.Fatalf("slots %d %d %d", p.ObjSlots[0].Count, p.ObjSlots[1].Count, p.ObjSlots[2].Count)
	}
	s.endSeason()
	s.forced()
	s.do("budget 0")
	s.do("hide A11")
	s.expectPrompt(PromptRevealObjective)
	c := Cmd(OpObjective, 3, int8(box.LaCatedral))
	c.Salt = s.g.Sec.ObjSalts[2][0]
	s.refused(c.Format(), "R2") // slot 3 waits for season 3
	s.forced()
	if p.ObjStatus[box.AirBridge] != ObjActive || p.ObjStatus[box.LaCatedral] != ObjUnseen {
		t.Fatal("season 2 reveals slot 2 only")
	}
	for s.pending() == PromptObjectiveSetup {
		s.objectiveSetupDefaults()
	}
	s.defend("0 1 1 2 2 3 3")

	s.endSeason()
	rulingsFinishSeason(s, 0, "A11") // season 3: La Catedral
	if p.Season != 3 || p.ObjStatus[box.LaCatedral] != ObjActive {
		t.Fatal("season 3 reveals slot 3")
	}

	var r rulingsRec
	r.jump(s, s.endSeason)
	r.forced(s)
	r.do(s, "budget 0")
	r.do(s, "hide A11")
	r.forced(s)
	if p.Season != 4 {
		t.Fatalf("season %d, want 4", p.Season)
	}
	s.expectPrompt(PromptDefenses) // no objective step in season 4
	if r.count(EvObjectiveRevealed) != 0 || p.ObjRevealed != 3 {
		t.Fatal("no objective is revealed after season 3")
	}
}

// ---------------------------------------------------------------------------
// R3 A captured sicario carrying a Coca cube loses it to the pool.

func TestRulingR3CapturedSicarioLosesCube(t *testing.T) {
	s := newScen(t)
	p := &s.g.Pub
	gus := s.sicarioAt(box.Gustavo, "A12") // defense 0
	p.Slots[gus].Coca = true
	s.lab("A14", false)
	s.hunterAt(box.Murphy, "A11")
	s.available(1, 2, 3)
	pool, labs := p.CocaLeft(), p.Coca
	s.factionTurn(box.DEA)
	rulingsReady(s, box.Murphy)
	rulingsUse(s, "use 1 attack")
	s.do("attack Gustavo")
	if s.pending() == PromptPoliciaBonus {
		s.do("pass")
	}
	s.forced()
	if !p.Slots[gus].Captured || p.Slots[gus].OnMap() {
		t.Fatal("Gustavo (defense 0) should be captured by an attack of 1")
	}
	if p.Slots[gus].Coca || p.CocaLeft() != pool+1 || p.Coca != labs {
		t.Fatalf("the cube should go back to the pool (pool %d, want %d)", p.CocaLeft(), pool+1)
	}
}

// ---------------------------------------------------------------------------
// R4 An empty Sicario deck is rebuilt from the discards.

func TestRulingR4EmptyDeckReshuffled(t *testing.T) {
	s := newScen(t)
	sec, p := s.g.Sec, &s.g.Pub
	s.hand(box.Accountant, box.LoyalToTheEnd, box.Bodyguard, box.Rally, box.MyLabs)
	n := sec.DeckLen
	for _, c := range sec.Deck[:sec.DeckLen] {
		p.Discard = p.Discard.With(c)
	}
	sec.DeckLen, p.DeckCount = 0, 0
	s.do("play Accountant")
	s.do("spend 0")
	s.do("place Gustavo A12")
	s.do("done")
	s.expectPrompt(PromptShuffle) // the draw needs a new deck
	s.forced()
	if p.Discard != 0 {
		t.Fatalf("discards left after the reshuffle: %d", p.Discard.Count())
	}
	// The n discards and the Accountant just played; one card drawn.
	if p.DeckCount != n || sec.DeckLen != n || p.HandCount != 5 || sec.Hand.Count() != 5 {
		t.Fatalf("deck %d/%d hand %d, want deck %d hand 5", p.DeckCount, sec.DeckLen, p.HandCount, n)
	}
	all := sec.Hand
	for _, c := range sec.Deck[:sec.DeckLen] {
		all = all.With(c)
	}
	if !all.Has(box.Accountant) || all.Count() != n+5 {
		t.Fatal("the new deck holds exactly the discards")
	}
}

// ---------------------------------------------------------------------------
// R5 Sicarios never take Coca cubes from each other.

func TestRulingR5NoCubeFromAnotherSicario(t *testing.T) {
	s := newScen(t)
	p := &s.g.Pub
	gus := s.sicarioAt(box.Gustavo, "A12")
	p.Slots[gus].Coca = true
	blk := s.sicarioAt(box.Blackie, "A11")
	s.do("move Blackie")
	s.do("step A12") // through Gustavo
	s.refused("stop", "movement")
	s.do("step A14")
	s.do("stop")
	if p.Slots[blk].Coca || !p.Slots[gus].Coca {
		t.Fatal("Blackie passed Gustavo and must not take his cube")
	}
	if p.Slots[blk].Loc != loc("A14") {
		t.Fatalf("Blackie at %v", p.Slots[blk].Loc)
	}
}

// ruling R5 with ruling R20: a Lab destroyed under a sicario who already
// carries a cube sends its own cube to the pool.
func TestRulingR5DestroyedLabUnderLoadedSicario(t *testing.T) {
	s := newScen(t)
	p := &s.g.Pub
	gus := s.sicarioAt(box.Gustavo, "A12")
	p.Slots[gus].Coca = true
	s.lab("A12", true)
	s.hunterAt(box.Murphy, "A11")
	s.available(1, 1, 1)
	pool := p.CocaLeft()
	s.factionTurn(box.DEA)
	rulingsReady(s, box.Murphy)
	rulingsUse(s, "use 1 destroy")
	s.do("destroy A12")
	if !p.Slots[gus].Coca || p.CocaLeft() != pool+1 || p.Lab.Has(loc("A12")) {
		t.Fatal("Gustavo keeps one cube; the Lab's cube goes to the pool")
	}
}

// ---------------------------------------------------------------------------
// R6 Winning is immediate.

// Glory 20 in step 4.1: income, shipping and the rest never happen.
func TestRulingR6GloryWinStopsEndOfSeason(t *testing.T) {
	s := newScen(t)
	p := &s.g.Pub
	p.Glory = 18
	s.sicarioAt(box.Blackie, "A16")
	rulingsEndSlot(s, box.LoyalToTheEnd)
	gus := s.sicarioAt(box.Gustavo, "A14")
	p.Slots[gus].Coca = true
	s.lab("A13", true)
	money := p.Money
	s.endSeason()
	if !s.g.Over() || p.Result.Winner != PatronSide || p.Result.Reason != ReasonGlory {
		t.Fatalf("result %+v", p.Result)
	}
	if p.Glory != 20 || p.Money != money || p.Income != 0 || !p.Slots[gus].Coca {
		t.Fatal("nothing after the win may be resolved (income, shipping)")
	}
	if s.g.Pending().Seat != NoSeat || len(s.g.Legal(nil)) != 0 {
		t.Fatal("no decision after the end")
	}
	s.refused("budget 0", "game over")
}

// The third objective in step 4.5: the sicarios' glory (4.6) never comes.
func TestRulingR6ThirdObjectiveStopsEndOfSeason(t *testing.T) {
	s := newScen(t)
	p := &s.g.Pub
	p.Completed = 2
	s.hideout("A12")
	s.lab("A12", true)
	s.sicarioAt(box.Gustavo, "A14")
	glory := p.Glory
	s.endSeason()
	s.forced()
	if !s.g.Over() || p.Result.Winner != PatronSide || p.Result.Reason != ReasonObjectives {
		t.Fatalf("result %+v", p.Result)
	}
	if p.Glory != glory || !s.g.Pub.Slots[box.Purple].OnMap() {
		t.Fatal("neither the reward nor 4.6 may follow the winning objective")
	}
}

// Glory 20 in the middle of a Patrón turn: he does not even draw.
func TestRulingR6GloryWinMidTurn(t *testing.T) {
	s := newScen(t)
	p := &s.g.Pub
	p.Glory = 19
	s.hand(box.Rally, box.Accountant, box.Bodyguard, box.LoyalToTheEnd, box.MyLabs)
	s.do("play Rally")
	s.do("spend 0")
	s.do("place Gustavo A10") // a City: +1 Glory
	s.do("done")
	if !s.g.Over() || p.Result.Winner != PatronSide || p.Glory != 20 {
		t.Fatalf("result %+v glory %d", p.Result, p.Glory)
	}
	if p.HandCount != 4 {
		t.Fatalf("hand %d: the draw after the win must not happen", p.HandCount)
	}
}

// The second capture wins for the Factions: no escape, no new objectives.
func TestRulingR6SecondCaptureWins(t *testing.T) {
	s := newScen(t)
	p := &s.g.Pub
	p.Captures = 1
	s.hunterAt(box.DonBerna, "A12")
	s.available(1, 2, 3)
	slots := p.ObjSlots
	s.factionTurn(box.LosPepes)
	rulingsReady(s, box.DonBerna)
	rulingsUse(s, "use 1 capture")
	s.do("stop")
	s.do("search A11")
	s.forced()
	if !s.g.Over() || p.Result.Winner != FactionsSide || p.Result.Reason != ReasonCaptured || p.Captures != 2 {
		t.Fatalf("result %+v", p.Result)
	}
	if p.ObjSlots != slots || p.HideCount != 1 {
		t.Fatal("no escape and no objectives after the second capture")
	}
}

// ---------------------------------------------------------------------------
// R7 A season has 4 Patrón turns and 4 Faction turns, each Faction once.

func TestRulingR7FourAndFourTurns(t *testing.T) {
	s := newScen(t)
	p := &s.g.Pub
	var seq []string
	chooses := 0
	for steps := 0; s.pending() != PromptRevealHideout; steps++ {
		if steps > 3000 || s.g.Over() {
			t.Fatalf("the season does not reach its end (over %v, pending %v)", s.g.Over(), s.g.Pending())
		}
		legal := s.legalText()
		var cmd string
		switch s.pending() {
		case PromptChooseFaction:
			chooses++
			for fa := box.Faction(0); fa < box.NumFactions; fa++ {
				if p.FactionActed[fa] {
					s.refused("activate "+fa.String(), "R7")
				}
			}
			cmd = legal[len(legal)-1]
		case PromptPlataPlomo:
			cmd = "plomo"
		case PromptPlay:
			cmd = rulingsPick(legal, "play ", "discard ", "fold ")
		default:
			cmd = rulingsPick(legal, "done", "pass", "stop", "spend 0")
		}
		for _, e := range s.do(cmd).Events {
			switch e.Kind {
			case EvPlay, EvDiscardForSpecial, EvFold:
				seq = append(seq, "P")
			case EvFactionTurn:
				seq = append(seq, box.Faction(e.A).String())
			}
		}
	}
	if len(seq) != 8 {
		t.Fatalf("turns %v, want 8", seq)
	}
	seen := map[string]bool{}
	for i, x := range seq {
		if (i%2 == 0) != (x == "P") {
			t.Fatalf("turns %v do not alternate Patrón, Faction", seq)
		}
		if i%2 == 1 {
			if seen[x] {
				t.Fatalf("turns %v: %s acts twice", seq, x)
			}
			seen[x] = true
		}
	}
	if chooses != 3 {
		t.Fatalf("the Factions chose %d times; the last Faction acts without a choice", chooses)
	}
	if p.Turn != box.TurnsPerSeason {
		t.Fatalf("turn %d at the End of Season", p.Turn)
	}
	for fa := range p.FactionActed {
		if !p.FactionActed[fa] {
			t.Fatalf("%v did not act", box.Faction(fa))
		}
	}
	// Next season every Faction may act again.
	rulingsFinishSeason(s, 0, s.g.Sec.Hideout.String())
	if p.FactionActed != [box.NumFactions]bool{} {
		t.Fatal("FactionActed is reset at 4.8")
	}
}

// ruling R7: "or by the Patrón where a card says so" — Snitch's Sentence
// with both payments names the next Faction; the team does not choose.
func TestRulingR7PatronChoosesNextFaction(t *testing.T) {
	s := newScen(t)
	p := &s.g.Pub
	s.hand(box.SnitchsSentence, box.Accountant, box.Bodyguard, box.LoyalToTheEnd, box.MyLabs)
	s.do("play SnitchsSentence")
	s.do("spend 2") // $3 + $2
	s.do("place Gustavo A12")
	s.do("done")
	s.do("silence range")
	s.refused("done", "card") // with $2 more paid he must name a Faction
	s.do("next Cali")
	s.passDEAOpening() // ruling R25: the DEA's window opens even a turn the Patrón chose
	if s.pending() == PromptChooseFaction {
		t.Fatal("the Factions must not choose: the Patrón named Cali")
	}
	if p.Active != box.Cali {
		t.Fatalf("active faction %v, want Cali", p.Active)
	}
	s.expectPrompt(PromptChooseHunter)
}

// ---------------------------------------------------------------------------
// R8 A figure on the map or captured this season cannot be placed again.

func TestRulingR8FigureOnMap(t *testing.T) {
	s := newScen(t)
	s.hand(box.Accountant, box.FamilyBusiness, box.Rally, box.LoyalToTheEnd, box.MyLabs)
	s.sicarioAt(box.Gustavo, "A12")
	s.refused("play Accountant", "R8")
	s.refused("play FamilyBusiness", "R8")
	if !s.hasLegal("discard Accountant") {
		t.Fatal("a card of a sicario on the map may still be discarded for León or La Quica")
	}
	s.do("play Rally") // a silhouette: any regular sicario but Gustavo
	s.do("spend 0")
	if rulingsArgs(s, "place Gustavo ") != 0 {
		t.Fatal("Gustavo is offered again")
	}
	s.refused("place Gustavo A10", "R8")
	s.do("place Blackie A10")
}

func TestRulingR8CapturedThisSeason(t *testing.T) {
	s := newScen(t)
	p := &s.g.Pub
	s.hand(box.Accountant, box.Rally, box.Bodyguard, box.LoyalToTheEnd, box.MyLabs)
	gus := s.sicarioAt(box.Gustavo, "")
	p.Slots[gus].Captured = true
	s.refused("play Accountant", "R8")
	if !s.hasLegal("discard Accountant") {
		t.Fatal("the card can still be discarded")
	}
	// Next season he is back.
	s.endSeason()
	rulingsFinishSeason(s, 0, "A11")
	if p.Slots[gus].Captured {
		t.Fatal("a captured sicario returns at 4.6")
	}
	if !s.hasLegal("play Accountant") {
		t.Fatal("Gustavo can be placed again next season")
	}
}

// ---------------------------------------------------------------------------
// R9 No legal placement: discard 1 card and draw back to 5.

func TestRulingR9FoldWhenNothingCanBePlaced(t *testing.T) {
	s := newScen(t)
	sec, p := s.g.Sec, &s.g.Pub
	s.hand(box.Accountant, box.LoyalToTheEnd, box.LimonCard, box.Rally, box.LeonCard)
	s.refused("fold Accountant", "R9") // placements exist
	for i, at := range []string{"A12", "A13", "A14", "A15", "A16", "A10", "A9"} {
		s.sicarioAt(p.Slots[i].Figure, at)
	}
	legal := s.legalText()
	for _, c := range legal {
		if strings.HasPrefix(c, "play ") || strings.HasPrefix(c, "discard ") {
			t.Fatalf("%q is legal with every sicario on the map", c)
		}
	}
	if !s.hasLegal("fold Accountant") || !s.hasLegal("fold Leon") {
		t.Fatalf("every card may be folded: %v", legal)
	}
	deck := p.DeckCount
	s.do("fold Accountant")
	if !p.Discard.Has(box.Accountant) || sec.Hand.Has(box.Accountant) {
		t.Fatal("the folded card goes to the discard pile")
	}
	if p.HandCount != 5 || p.DeckCount != deck-1 {
		t.Fatalf("hand %d deck %d: he draws back to 5", p.HandCount, p.DeckCount)
	}
	if p.SicarioLocs().Count() != 7 {
		t.Fatal("nothing was placed")
	}
}

// ---------------------------------------------------------------------------
// R10 La Quica next to a hunter; the Patrón picks the target, its owner
// chooses; the Plata o Plomo deck refills.

func TestRulingR10QuicaNeedsAdjacentHunter(t *testing.T) {
	s := newScen(t)
	s.hand(box.Accountant, box.LoyalToTheEnd, box.Bodyguard, box.Rally, box.MyLabs)
	s.do("discard Accountant")
	s.refused("place LaQuica A12", "R10") // A12's neighbours hold no hunter
	places := rulingsArgs(s, "place LaQuica ")
	if places == 0 {
		t.Fatal("La Quica has some legal location (next to Castaño or Don Berna)")
	}
	for r := places; r != 0; {
		l := r.Next(&r)
		if board.Map.Adj[l]&s.g.Pub.HunterLocs() == 0 {
			t.Fatalf("La Quica offered at %v, next to no hunter", l)
		}
	}
}

// A laid-down hunter counts (decision D4).
func TestRulingR10LaidDownHunterCounts(t *testing.T) {
	s := newScen(t)
	s.hunterAt(box.Castano, "A9")
	s.g.Pub.Hunters[box.Castano].Down = true
	s.hand(box.Accountant, box.LoyalToTheEnd, box.Bodyguard, box.Rally, box.MyLabs)
	s.do("discard Accountant")
	s.do("place LaQuica A12")
	if got := s.legalText(); len(got) != 1 || got[0] != "target Castano" {
		t.Fatalf("targets %v", got)
	}
}

func TestRulingR10PatronPicksTargetOwnerChooses(t *testing.T) {
	s := newScen(t)
	p := &s.g.Pub
	s.hunterAt(box.Castano, "A9")
	s.hunterAt(box.Murphy, "A14")
	s.hand(box.Accountant, box.LoyalToTheEnd, box.Bodyguard, box.Rally, box.MyLabs)
	s.do("discard Accountant")
	s.do("place LaQuica A12")
	if d := s.g.Pending(); d.Seat != SeatPatron || d.Prompt != PromptQuicaTarget {
		t.Fatalf("pending %+v", d)
	}
	if got := strings.Join(s.legalText(), ","); got != "target Castano,target Murphy" {
		t.Fatalf("targets %s", got)
	}
	s.refused("target Pena", "R10")
	s.do("target Murphy")
	s.do("offer PlataGlory")
	if d := s.g.Pending(); d.Seat != SeatDEA || d.Prompt != PromptPlataPlomo {
		t.Fatalf("Murphy's owner (DEA) chooses; pending %+v", d)
	}
	glory := p.Glory
	s.do("plata")
	if p.Glory != glory+3 || p.Hunters[box.Murphy].Down || !p.PlataDiscard[box.PlataGlory] {
		t.Fatal("Plata: +3 Glory, Murphy stands, the card is discarded")
	}
}

func TestRulingR10EmptyPlataDeckRefills(t *testing.T) {
	s := newScen(t)
	p := &s.g.Pub
	for i := range p.PlataDeck {
		p.PlataDeck[i], p.PlataDiscard[i] = false, true
	}
	s.hunterAt(box.Murphy, "A14")
	s.hand(box.Accountant, box.LoyalToTheEnd, box.Bodyguard, box.Rally, box.MyLabs)
	s.do("discard Accountant")
	s.do("place LaQuica A12")
	out := s.do("target Murphy")
	if !hasEvent(out, EvPlataRefill) {
		t.Fatal("the empty deck should be refilled from the discards")
	}
	if n := len(s.legalText()); n != int(box.NumPlata) {
		t.Fatalf("%d cards to offer, want all %d", n, box.NumPlata)
	}
	s.do("offer PlataLabs")
	s.do("plomo")
	if !p.Hunters[box.Murphy].Down || !p.PlataDiscard[box.PlataLabs] || p.PlataDeck[box.PlataLabs] {
		t.Fatal("Plomo lays Murphy down; the card is discarded")
	}
}

// ---------------------------------------------------------------------------
// R11 Adjacency is by road; airports link airport Cities for hunter moves only.

func TestRulingR11HunterFlies(t *testing.T) {
	s := newScen(t)
	s.hunterAt(box.Murphy, "A9")
	s.factionTurn(box.DEA)
	s.do("hunter Murphy")
	s.do("pass")
	s.expectPrompt(PromptHunterStep)
	steps := rulingsArgs(s, "step ")
	for _, a := range []string{"C4", "C7", "A6", "A14", "O11", "A11", "A12"} {
		if !steps.Has(loc(a)) {
			t.Fatalf("Murphy at A9 should reach %s in one step: %v", a, steps)
		}
	}
	s.do("step C4")
	s.do("stop")
	if s.g.Pub.Hunters[box.Murphy].Loc != loc("C4") {
		t.Fatal("Murphy flew to C4")
	}
}

func TestRulingR11SicarioDoesNotFly(t *testing.T) {
	s := newScen(t)
	s.sicarioAt(box.Gustavo, "A9")
	s.do("move Gustavo")
	steps := rulingsArgs(s, "step ")
	if want := rulingsLocs("A11", "A12", "O9", "O11"); steps != want { // A7, A8: hunters
		t.Fatalf("Gustavo's steps from A9 %v, want %v", steps, want)
	}
	s.refused("step C4", "movement")
}

func TestRulingR11SicarioActionsByRoad(t *testing.T) {
	s := newScen(t)
	s.hand(box.Accountant, box.LoyalToTheEnd, box.Bodyguard, box.Rally, box.MyLabs)
	s.do("play Accountant")
	s.do("spend 0")
	s.do("place Gustavo A9")
	s.refused("control A6", "tokens") // an airport City, but no road from A9
	s.refused("control A14", "tokens")
	s.do("control O11")
}

func TestRulingR11CaptureSearchByRoad(t *testing.T) {
	s := newScen(t)
	s.hunterAt(box.Murphy, "A9")
	s.available(1, 2, 3)
	s.factionTurn(box.DEA)
	rulingsReady(s, box.Murphy)
	rulingsUse(s, "use 1 capture")
	s.do("stop")
	if got, want := rulingsArgs(s, "search "), board.Map.Within[loc("A9")][1]; got != want {
		t.Fatalf("searches %v, want %v", got, want)
	}
	s.refused("search C4", "R11")
}

func TestRulingR11CaptureMoveFlies(t *testing.T) {
	s := newScen(t)
	s.hunterAt(box.Murphy, "A14")
	s.available(1, 2, 3)
	s.factionTurn(box.DEA)
	rulingsReady(s, box.Murphy)
	rulingsUse(s, "use 1 capture")
	s.expectPrompt(PromptCaptureStep)
	s.do("step C4")
	s.expectPrompt(PromptSearch)
	if s.g.Pub.Hunters[box.Murphy].Loc != loc("C4") {
		t.Fatal("the Capture move may use airports")
	}
}

func TestRulingR11AttackByRoad(t *testing.T) {
	s := newScen(t)
	s.hunterAt(box.Murphy, "C4")
	s.sicarioAt(box.Gustavo, "A9")
	s.available(1, 2, 3)
	s.factionTurn(box.DEA)
	rulingsReady(s, box.Murphy)
	s.refused("use 3 attack", "action")
}

// ---------------------------------------------------------------------------
// R12 One Blockade, Controlled or Lab token per location; two actions on
// one location.

func TestRulingR12TwoActionsOneLocation(t *testing.T) {
	s := newScen(t)
	p := &s.g.Pub
	s.blockade("A11")
	s.lab("A13", true)
	s.hand(box.Accountant, box.LoyalToTheEnd, box.Bodyguard, box.Rally, box.MyLabs)
	s.do("play Accountant")
	s.do("spend 0")
	s.do("place Gustavo A10")
	s.refused("control A11", "R12") // the Blockade is still there
	s.refused("lab A13", "R12")
	s.do("unblock A11")
	s.do("control A11")
	if p.Blockade.Has(loc("A11")) || !p.Controlled.Has(loc("A11")) {
		t.Fatal("Blockade removed, then a Controlled token on the same City")
	}
}

func TestRulingR12HunterTokens(t *testing.T) {
	s := newScen(t)
	p := &s.g.Pub
	s.controlled("A9")
	s.hunterAt(box.Murphy, "A11")
	s.available(2, 2, 2)
	s.factionTurn(box.DEA)
	rulingsReady(s, box.Murphy)
	rulingsUse(s, "use 2 block")
	s.refused("block A9", "R12")
	s.do("uncontrol A9")
	s.do("block A9")
	if p.Controlled.Has(loc("A9")) || !p.Blockade.Has(loc("A9")) {
		t.Fatal("Controlled token removed, then a Blockade on the same City")
	}
}

// ---------------------------------------------------------------------------
// R13 An empty pool: move one of your own tokens of that kind.

func TestRulingR13LabPoolEmpty(t *testing.T) {
	s := newScen(t)
	p := &s.g.Pub
	for _, at := range []string{"C1", "C5", "C8", "C9", "C12", "C14", "C16", "C17", "C18", "A4", "A5", "A17"} {
		s.lab(at, true)
	}
	if p.LabsLeft() != 0 {
		t.Fatalf("labs left %d", p.LabsLeft())
	}
	s.hand(box.Accountant, box.LoyalToTheEnd, box.Bodyguard, box.Rally, box.MyLabs)
	s.do("play Accountant")
	s.do("spend 0")
	s.do("place Gustavo A12")
	s.refused("lab A12", "R13")
	s.refused("lab A12 A13", "R13") // no Lab on A13 to move
	s.do("lab A12 C1")
	if p.Lab.Has(loc("C1")) || !p.Lab.Has(loc("A12")) || !p.Coca.Has(loc("A12")) || p.Lab.Count() != 12 {
		t.Fatal("the Lab moved from C1 to A12 (with a cube)")
	}
}

func TestRulingR13SharedPoolPatron(t *testing.T) {
	s := newScen(t)
	p := &s.g.Pub
	for _, at := range []string{"C2", "C3", "C4", "C6", "C7", "C10", "C11", "C13", "C15", "A1"} {
		s.blockade(at)
	}
	for _, at := range []string{"A2", "A3", "O1", "O7", "O12", "O14"} {
		s.controlled(at)
	}
	if p.BlockadeTokensLeft() != 0 {
		t.Fatalf("pool %d", p.BlockadeTokensLeft())
	}
	s.hand(box.Accountant, box.LoyalToTheEnd, box.Bodyguard, box.Rally, box.MyLabs)
	s.do("play Accountant")
	s.do("spend 0")
	s.do("place Gustavo A12")
	s.refused("control A16", "R13")
	s.refused("control A16 C2", "R13") // a Blockade is not his to move
	s.do("control A16 O1")
	if p.Controlled.Has(loc("O1")) || !p.Controlled.Has(loc("A16")) || p.Blockade.Count() != 10 {
		t.Fatal("the Controlled token moved from O1 to A16")
	}
}

func TestRulingR13SharedPoolFactions(t *testing.T) {
	s := newScen(t)
	p := &s.g.Pub
	for _, at := range []string{"C2", "C3", "C4", "C6", "C7", "C10", "C11", "C13", "C15", "A1"} {
		s.blockade(at)
	}
	for _, at := range []string{"A2", "A3", "O1", "O7", "O12", "O14"} {
		s.controlled(at)
	}
	s.hunterAt(box.Murphy, "A11")
	s.available(1, 1, 1)
	s.factionTurn(box.DEA)
	rulingsReady(s, box.Murphy)
	rulingsUse(s, "use 1 block")
	s.refused("block A10", "R13")
	s.refused("block A10 A2", "R13") // a Controlled token is not theirs
	s.do("block A10 C2")
	if p.Blockade.Has(loc("C2")) || !p.Blockade.Has(loc("A10")) || p.Controlled.Count() != 6 {
		t.Fatal("the Blockade moved from C2 to A10")
	}
}

// ---------------------------------------------------------------------------
// R14 A hunter with no legal action does nothing; a Faction with both
// hunters inactive still uses its turn.

func TestRulingR14HunterWithoutAction(t *testing.T) {
	s := newScen(t)
	p := &s.g.Pub
	s.available(3, 3, 3)
	// Every slot a 3 could fill is taken.
	p.Dash[box.Attack] = [3]int8{1, 1, 1}
	p.Dash[box.Destroy] = [3]int8{1, 1, 0}
	p.Dash[box.Blockade] = [3]int8{1, 1, 0}
	p.Dash[box.RangeInv] = [3]int8{3, 3, 0}
	p.Dash[box.Capture] = [3]int8{1, 1, 0}
	dash := p.Dash
	var r rulingsRec
	r.jump(s, func() { s.factionTurn(box.DEA) })
	r.do(s, "hunter Murphy")
	r.do(s, "pass")
	r.do(s, "stop")
	if !r.has(EvNoAction, int16(box.Murphy)) {
		t.Fatal("Murphy has no legal action and does nothing")
	}
	if rulingsActiveHunter(s) != box.Pena || p.Dash != dash || p.Available != [3]int8{3, 3, 3} {
		t.Fatal("the turn goes on with Peña; no card was used")
	}
}

func TestRulingR14BothHuntersDown(t *testing.T) {
	s := newScen(t)
	p := &s.g.Pub
	p.Hunters[box.Castano].Down = true
	p.Hunters[box.DonBerna].Down = true
	s.available(1, 2, 3)
	discards := p.discardCount()
	var r rulingsRec
	r.jump(s, func() { s.factionTurn(box.LosPepes) }) // the DEA passes as the turn begins (ruling R25)
	if !p.FactionActed[box.LosPepes] || r.count(EvActivate) != 0 {
		t.Fatal("Los Pepes used their turn without activating anyone")
	}
	if p.discardCount() != discards+3 || p.availableCount() != 3 {
		t.Fatal("the turn still refreshes the Action cards")
	}
	rulingsInOrder(t, r.evs, EvFactionTurn, EvActionsRevealed, EvFactionTurnEnd)
	s.expectPrompt(PromptPlay) // the next Patrón turn
}

// ---------------------------------------------------------------------------
// R15 Locks.

func TestRulingR15LockedHunterCannotMove(t *testing.T) {
	s := newScen(t)
	p := &s.g.Pub
	p.Hunters[box.Murphy].LockNext = true
	s.available(1, 2, 3)
	var r rulingsRec
	r.jump(s, func() { s.factionTurn(box.DEA) })
	r.do(s, "hunter Murphy")
	if s.hasLegal("boost") {
		t.Fatal("no DEA +2 move on a locked hunter (decision D13)")
	}
	r.do(s, "pass")
	s.expectPrompt(PromptUseAction) // no move
	if !r.has(EvLockedSkip, int16(box.Murphy)) || p.Hunters[box.Murphy].LockNext {
		t.Fatal("the lock is used up by this activation")
	}
}

func TestRulingR15LockedCaptureHasNoMove(t *testing.T) {
	s := newScen(t)
	p := &s.g.Pub
	p.Hunters[box.Murphy].LockNext = true
	s.available(3, 3, 3)
	s.factionTurn(box.DEA)
	s.do("hunter Murphy")
	s.do("pass")
	rulingsUse(s, "use 3 capture")
	s.expectPrompt(PromptSearch) // no Capture move either
	if p.Hunters[box.Murphy].Loc != loc(startSpots[box.Murphy]) {
		t.Fatal("Murphy moved")
	}
}

func TestRulingR15SeasonLocksLastUntilStep48(t *testing.T) {
	s := newScen(t)
	p := &s.g.Pub
	p.Hunters[box.Murphy].LockUntil = 1 // until the end of this season
	p.Hunters[box.Pena].LockUntil = 2   // until the end of next season
	s.factionTurn(box.DEA)
	s.do("hunter Murphy")
	s.do("pass")
	s.expectPrompt(PromptUseAction)

	s.endSeason()
	rulingsFinishSeason(s, 0, "A11")
	if p.Hunters[box.Murphy].LockUntil != 0 || p.Hunters[box.Pena].LockUntil != 2 {
		t.Fatalf("after season 1: locks %d %d", p.Hunters[box.Murphy].LockUntil, p.Hunters[box.Pena].LockUntil)
	}
	s.factionTurn(box.DEA)
	s.do("hunter Pena")
	s.do("pass")
	s.expectPrompt(PromptUseAction) // Peña is still locked in season 2
	s.factionTurn(box.DEA)
	s.do("hunter Murphy")
	s.do("pass")
	s.expectPrompt(PromptHunterStep) // Murphy moves again

	s.endSeason()
	rulingsFinishSeason(s, 0, "A11")
	if p.Hunters[box.Pena].LockUntil != 0 {
		t.Fatal("Peña's lock ends at season 2's step 4.8")
	}
}

// ---------------------------------------------------------------------------
// R16 Hunter set-up; the first hideout.

// rulingsFresh is a new game before the hunters are placed.
func rulingsFresh(t *testing.T) *scen {
	t.Helper()
	o := defaultScenOpts()
	g, err := New(Options{Seed: o.seed, Players: o.players}, ptr(SeedFrom(o.seed)))
	if err != nil {
		t.Fatal(err)
	}
	s := &scen{t: t, g: g}
	s.setFigures(o.figures)
	s.do("shuffle")
	s.do("objdeck")
	for i, ob := range g.Sec.Drawn {
		s.do("order " + itoa(i+1) + " " + ob.String())
	}
	s.expectPrompt(PromptStartHunter)
	return s
}

func TestRulingR16HunterSetup(t *testing.T) {
	s := rulingsFresh(t)
	s.refused("start Murphy A9", "R16") // an airport City itself
	s.refused("start Murphy C1", "R16") // next to no airport City
	want := board.Map.Neighbours(board.Map.Airport) &^ board.Map.Airport
	if got := rulingsArgs(s, "start Murphy "); got != want {
		t.Fatalf("starts %v, want %v", got, want)
	}
	s.do("start Murphy A11")
	s.refused("start Pena A11", "R16") // one hunter per location
	for h := box.Pena; h < box.NumHunters; h++ {
		s.do("start " + h.String() + " " + startSpots[h])
	}
	s.expectPrompt(PromptHide)
	s.do("hide A11") // even on a hunter
	if s.g.Sec.Hideout != loc("A11") {
		t.Fatal("the first hideout may share a hunter's location")
	}
}

// ---------------------------------------------------------------------------
// R17 Escape after the first capture.

func rulingsCapture(s *scen, at string) {
	s.t.Helper()
	s.hideout(at)
	s.available(1, 2, 3)
	s.factionTurn(box.LosPepes)
	rulingsReady(s, box.DonBerna)
	rulingsUse(s, "use 1 capture")
	s.do("stop")
	s.do("search " + at)
	s.forced()
	s.expectPrompt(PromptEscape)
}

func TestRulingR17Escape(t *testing.T) {
	s := newScen(t)
	p := &s.g.Pub
	s.hunterAt(box.DonBerna, "A9")
	s.blockade("O14")
	money, deck := p.Money, p.ObjDeckCount
	rulingsCapture(s, "O11")
	if p.Captures != 1 {
		t.Fatal("first capture")
	}
	s.refused("hide O11", "movement") // where he was caught
	s.refused("hide A9", "movement")  // a hunter
	s.refused("hide O14", "movement") // a blockaded City
	want := board.Map.All.Without(loc("O11")).Without(loc("O14")) &^ p.HunterLocs()
	if got := rulingsArgs(s, "hide "); got != want {
		t.Fatalf("escape to %v, want %v", got, want)
	}
	s.do("hide C1") // any distance
	s.forced()      // one objective to each slot still face down
	if p.Money != money {
		t.Fatal("the escape costs nothing")
	}
	if p.ObjSlots[0].Count != 0 || p.ObjSlots[1].Count != 2 || p.ObjSlots[2].Count != 2 || p.ObjDeckCount != deck-2 {
		t.Fatalf("slots %d %d %d", p.ObjSlots[0].Count, p.ObjSlots[1].Count, p.ObjSlots[2].Count)
	}
	if s.g.Sec.Hideout != loc("C1") || s.g.Over() {
		t.Fatal("he hides at C1 and play goes on")
	}
}

func TestRulingR17EscapeInSeasonTwo(t *testing.T) {
	s := newScen(t)
	p := &s.g.Pub
	s.endSeason()
	rulingsFinishSeason(s, 0, "A11")
	s.hunterAt(box.DonBerna, "A9")
	rulingsCapture(s, "O11")
	s.do("hide C1")
	s.forced()
	if p.ObjSlots[1].Count != 0 || p.ObjSlots[2].Count != 2 {
		t.Fatalf("only slot 3 is still face down: slots %d %d", p.ObjSlots[1].Count, p.ObjSlots[2].Count)
	}
}

// ---------------------------------------------------------------------------
// R18 The Action deck is reshuffled from its discards mid-season; the
// dashboard keeps its cards until 4.8.

func TestRulingR18ActionDeckReshuffle(t *testing.T) {
	s := newScen(t)
	p := &s.g.Pub
	p.Hunters[box.Castano].Down = true
	p.Hunters[box.DonBerna].Down = true
	p.ActionDeckLen = 0
	p.ActionDiscard = [4]int{0, 2, 1, 0}
	p.Dash[box.Attack] = [3]int8{3, 3, 0}
	p.Dash[box.RegionInv] = [3]int8{1, 0, 0}
	s.available(1, 2, 3)
	s.factionTurn(box.LosPepes) // refresh only: 3 discarded, 3 revealed
	if p.availableCount() != 3 || p.ActionDeckLen != 3 || p.discardCount() != 0 {
		t.Fatalf("available %v deck %d discards %d", p.Available, p.ActionDeckLen, p.discardCount())
	}
	if p.Dash[box.Attack] != [3]int8{3, 3, 0} || p.Dash[box.RegionInv] != [3]int8{1, 0, 0} {
		t.Fatal("cards on the dashboard stay until 4.8")
	}
	s.endSeason()
	rulingsFinishSeason(s, 0, "A11")
	if p.Dash != [box.NumActions][3]int8{} || p.ActionDeckLen+p.availableCount() != 18 {
		t.Fatal("4.8 gathers all 18 cards")
	}
}

// ---------------------------------------------------------------------------
// R19 Range Investigation: two different numbers ≥ 0, one the true road
// distance.

func rulingsRangeInvestigation(s *scen, from string) {
	s.t.Helper()
	s.hunterAt(box.Carrillo, from)
	s.available(3, 3, 3)
	s.factionTurn(box.Policia)
	rulingsReady(s, box.Carrillo)
	rulingsUse(s, "use 3 range")
	s.expectPrompt(PromptAnswerRange)
	if s.g.Pending().Seat != SeatPatron || s.g.Pending().Forced {
		s.t.Fatal("the Patrón chooses the false number")
	}
}

func TestRulingR19RangeAnswer(t *testing.T) {
	s := newScen(t)
	rulingsRangeInvestigation(s, "A2") // 4 from the hideout A11
	legal := s.legalText()
	if len(legal) != board.Map.Diameter { // 0..12 except 4, paired with 4
		t.Fatalf("%d answers: %v", len(legal), legal)
	}
	for _, c := range legal {
		f := strings.Fields(c)
		if f[1] != "4" && f[2] != "4" {
			t.Fatalf("answer %q omits the true distance", c)
		}
	}
	if !s.hasLegal("range 4 6") || !s.hasLegal("range 0 4") || s.hasLegal("range 4 13") {
		t.Fatal("answers run from 0 to the map's diameter (decision D19)")
	}
}

func TestRulingR19RangeAnswerRefusals(t *testing.T) {
	s := newScen(t)
	rulingsRangeInvestigation(s, "A2")
	s.refused("range 4 4", "R19")
	s.refused("range 6 4", "R19")
	s.refused("range 2 3", "R19")
	out := s.do("range 2 4")
	if !hasEvent(out, EvRangeAnswer) {
		t.Fatal("the answer is announced")
	}
	p := &s.g.Pub
	ring := board.Map.Ring[loc("A2")]
	if !p.Possible.Has(loc("A11")) || p.Possible&^(ring[2]|ring[4]) != 0 {
		t.Fatal("the Factions learn: 2 or 4 from A2")
	}
}

// The distance is by road, ignoring airports, tokens and figures.
func TestRulingR19RoadDistanceIgnoresAirports(t *testing.T) {
	s := newScen(t)
	s.hideout("A14")
	s.blockade("A11")
	s.sicarioAt(box.Gustavo, "A12")
	rulingsRangeInvestigation(s, "C4") // both airport Cities; 9 by road
	s.refused("range 0 1", "R19")
	s.refused("range 1 10", "R19")
	s.do("range 1 9")
}

// ---------------------------------------------------------------------------
// R20 Destroying a Lab under a sicario without a cube: he takes the cube.

func TestRulingR20SicarioTakesCube(t *testing.T) {
	s := newScen(t)
	p := &s.g.Pub
	gus := s.sicarioAt(box.Gustavo, "A12")
	s.lab("A12", true)
	s.hunterAt(box.Murphy, "A11")
	s.available(1, 1, 1)
	pool := p.CocaLeft()
	s.factionTurn(box.DEA)
	rulingsReady(s, box.Murphy)
	rulingsUse(s, "use 1 destroy")
	s.do("destroy A12")
	if p.Lab.Has(loc("A12")) || p.Coca.Has(loc("A12")) {
		t.Fatal("the Lab is gone")
	}
	if !p.Slots[gus].Coca || p.CocaLeft() != pool {
		t.Fatal("Gustavo takes the cube; the pool is unchanged")
	}
}

// ---------------------------------------------------------------------------
// R21 Limón's free relocation.

func TestRulingR21LimonFreeRelocation(t *testing.T) {
	s := newScen(t)
	p := &s.g.Pub
	s.sicarioAt(box.Limon, "A16")
	rulingsEndSlot(s, box.LimonCard)
	s.endSeason()
	s.forced()
	s.expectPrompt(PromptBudget)
	money := p.Money
	s.refused("budget "+itoa(money+1), "money") // no greater than his money
	if !s.hasLegal("budget " + itoa(money)) {
		t.Fatal("he may declare all his money")
	}
	out := s.do("budget 4")
	if p.Money != money || hasEvent(out, EvPay) {
		t.Fatal("the relocation is free")
	}
	s.refused("hide A1", "movement") // 5 steps away
	s.do("hide O15")                 // 4 steps away
	if p.LimonFree {
		t.Fatal("the free relocation lasts one season")
	}
}

// ---------------------------------------------------------------------------
// R22 Cali's extra action.

func TestRulingR22CaliExtraAfterOwnAction(t *testing.T) {
	s := newScen(t)
	p := &s.g.Pub
	p.CaliCubes = 2
	p.Dash[box.RegionInv] = [3]int8{1, 1, 0} // full: the extra needs no slot
	s.hunterAt(box.Murphy, "A11")
	s.available(2, 2, 2)
	s.factionTurn(box.DEA) // any Faction's turn
	rulingsReady(s, box.Murphy)
	rulingsUse(s, "use 2 type")
	s.forced()
	if d := s.g.Pending(); d.Seat != SeatCali || d.Prompt != PromptCaliExtra {
		t.Fatalf("right after Murphy's action Cali may act; pending %+v", d)
	}
	for _, c := range []string{"extra block", "extra region", "extra capture", "pass"} {
		if !s.hasLegal(c) {
			t.Fatalf("%q should be legal: %v", c, s.legalText())
		}
	}
	s.refused("extra range", "R22")
	s.refused("extra type", "R22")
	s.refused("extra attack", "action") // no sicario next to Murphy
	dash, avail := p.Dash, p.Available
	out := s.do("extra region")
	if hasEvent(out, EvActionCard) || p.Dash != dash || p.Available != avail {
		t.Fatal("the extra action places no card")
	}
	s.forced()
	if p.CaliCubes != 0 {
		t.Fatal("two cubes are spent")
	}
	if rulingsActiveHunter(s) != box.Pena {
		t.Fatal("then the turn goes on")
	}
}

// Decision D25: Snitch's Sentence closes a dashboard slot, and Cali's extra
// action takes no slot (ruling R22), so a closed Region Investigation can
// still be Cali's extra action.
func TestRulingR22CaliExtraIgnoresSnitchsClosedSlot(t *testing.T) {
	s := newScen(t)
	p := &s.g.Pub
	p.CaliCubes = 2
	p.Dash[box.RegionInv] = [3]int8{1, 0, 0}
	p.SilenceNext[box.RegionInv] = 1 // Snitch's Sentence, paid last Patrón turn
	s.hunterAt(box.Murphy, "A11")
	s.available(1, 2, 2)
	s.factionTurn(box.DEA)
	rulingsReady(s, box.Murphy)
	if s.hasLegal("use 1 region") {
		t.Fatalf("the closed Region slot is offered: %v", s.legalText())
	}
	rulingsUse(s, "use 2 type")
	s.forced()
	s.expectPrompt(PromptCaliExtra)
	s.do("extra region")
	s.forced()
	if p.CaliCubes != 0 {
		t.Fatal("the extra Region Investigation was not taken")
	}
}

// An extra Capture moves 1; an extra Attack has strength 1 and nobody joins it.
func TestRulingR22CaliExtraValueOne(t *testing.T) {
	s := newScen(t)
	p := &s.g.Pub
	p.CaliCubes = 2
	s.hunterAt(box.Gilberto, "A11")
	s.sicarioAt(box.Gustavo, "A10") // defense 0
	s.available(1, 1, 1)
	s.factionTurn(box.Cali)
	rulingsReady(s, box.Gilberto)
	rulingsUse(s, "use 1 region")
	s.forced()
	s.do("extra attack")
	s.do("attack Gustavo")
	if s.pending() == PromptPoliciaBonus || s.pending() == PromptPepes {
		t.Fatal("no Policía bonus or Los Pepes reveal on a card-less action (decision D15)")
	}
	s.forced()
	if !p.Slots[box.Purple].Captured {
		t.Fatal("strength 1 beats defense 0")
	}
	// The second hunter: an extra Capture moves one step.
	if p.CaliCubes != 0 {
		t.Fatal("two cubes spent")
	}
	p.CaliCubes = 2
	rulingsReady(s, box.Navegante)
	rulingsUse(s, "use 1 region")
	s.forced()
	s.do("extra capture")
	s.do("pass") // the DEA adds no +2 (ruling R25)
	s.expectPrompt(PromptCaptureStep)
	s.do(rulingsPick(s.legalText(), "step "))
	s.expectPrompt(PromptSearch) // one step only
}

// ---------------------------------------------------------------------------
// R23 The SeasonCap option ends a game as a draw.

func TestRulingR23SeasonCapDraw(t *testing.T) {
	s := newScen(t)
	p := &s.g.Pub
	p.Opts.SeasonCap = 1
	s.endSeason()
	s.forced()
	s.do("budget 0")
	out := s.do("hide A11")
	if !s.g.Over() || p.Result.Winner != Draw || p.Result.Reason != ReasonSeasonCap || !hasEvent(out, EvGameOver) {
		t.Fatalf("result %+v", p.Result)
	}
	if p.Season != 1 {
		t.Fatalf("the game ends after season 1, not in season %d", p.Season)
	}
}

func TestRulingR23NoLimitByDefault(t *testing.T) {
	if box.Seasons != 0 {
		t.Fatal("the game has no season limit")
	}
	if _, err := New(Options{Seed: 1, Players: 3, SeasonCap: -1}, nil); err == nil {
		t.Fatal("a negative cap is refused")
	}
	s := newScen(t)
	if s.g.Pub.Opts.SeasonCap != 0 {
		t.Fatal("no cap unless asked")
	}
	s.g.Pub.Season = 40
	s.endSeason()
	rulingsFinishSeason(s, 0, "A11")
	if s.g.Over() || s.g.Pub.Season != 41 {
		t.Fatal("without a cap the game goes on")
	}
}

// ---------------------------------------------------------------------------
// R24 Public information: a Factions' machine holds only the public state.

func TestRulingR24PublicOnly(t *testing.T) {
	s := newScen(t)
	s.sicarioAt(box.Gustavo, "A12")
	pub := s.g.PublicOnly()
	if pub.Sec != nil {
		t.Fatal("a Factions' machine holds no secrets")
	}
	if pub.PublicHash() != s.g.PublicHash() || pub.Pending() != s.g.Pending() {
		t.Fatal("it holds the whole public state")
	}
	pp := &pub.Pub
	if pp.Money != s.g.Pub.Money || pp.Glory != s.g.Pub.Glory || pp.Income != s.g.Pub.Income ||
		pp.HandCount != 5 || pp.DeckCount != s.g.Sec.DeckLen || pp.ObjSlots[1].Count != 1 ||
		pp.Slots[box.Purple].Loc != loc("A12") {
		t.Fatal("money, glory, income, card counts, slots and the board are public")
	}
	if pp.PatronToken != board.NoLoc || pp.HideDigest == (Digest{}) {
		t.Fatal("the hideout is only a commitment")
	}
	for sl := range pp.Defense {
		if pp.Defense[sl].Revealed || pp.Defense[sl].Token != box.NoToken {
			t.Fatal("face-down defense tokens are secret")
		}
	}
	if pp.ObjStatus[box.AirBridge] != ObjUnseen || pp.ObjStatus[box.HaciendaNapoles] != ObjActive {
		t.Fatal("revealed objectives are public, the others are not")
	}
	// The Patrón decides now: the Factions' machine lists nothing for him
	// and refuses his private forms.
	if len(pub.Legal(nil)) != 0 {
		t.Fatal("no legal list for the Patrón without his secrets")
	}
	for _, text := range []string{"hide A12", "defend Gustavo 0", "shuffle"} {
		c, _ := ParseCommand(text)
		if _, err := pub.Apply(c); err == nil || err.(*RuleError).Rule != "secret" {
			t.Fatalf("%q on a Factions' machine: %v", text, err)
		}
	}
	// PublicOnly is a copy.
	pp.Money = 99
	if s.g.Pub.Money == 99 {
		t.Fatal("PublicOnly shares state")
	}
}

// A Factions' machine built with New(opts, nil) follows a game from the
// published commands alone; secrets are published only as commitments.
func TestRulingR24FactionsMachine(t *testing.T) {
	opts := Options{Seed: 7, Players: 3}
	full, err := New(opts, ptr(SeedFrom(70)))
	if err != nil {
		t.Fatal(err)
	}
	pub, _ := New(opts, nil)
	var hidden string
	for steps := 0; full.Pending().Prompt != PromptPlay; steps++ {
		if steps > 200 {
			t.Fatal("setup does not reach the first turn")
		}
		c := full.Legal(nil)[0]
		out, err := full.Apply(c)
		if err != nil {
			t.Fatal(err)
		}
		if c.Op == OpHide {
			hidden = c.Format()
			if !out.HasPublished || out.Published.Op != OpHidden ||
				strings.Contains(out.Published.Format(), full.Sec.Hideout.String()) {
				t.Fatalf("%q published as %q", c.Format(), out.Published.Format())
			}
		}
		if c.Op == OpDefend && out.HasPublished && out.Published.Op != OpDefenses {
			t.Fatalf("defenses published as %q", out.Published.Format())
		}
		if out.HasPublished {
			if _, err := pub.Apply(out.Published.Clone()); err != nil {
				t.Fatalf("%q: %v", out.Published.Format(), err)
			}
		}
	}
	if hidden == "" {
		t.Fatal("no hideout chosen")
	}
	if pub.PublicHash() != full.PublicHash() || pub.Pending() != full.Pending() {
		t.Fatal("both machines agree on the public state")
	}
	if pub.Sec != nil || pub.Pub.HandCount != 5 || pub.Pub.DeckCount != full.Sec.DeckLen {
		t.Fatal("the Factions know the counts, not the cards")
	}
	if pub.Pub.ObjRevealed != 1 || pub.Pub.ObjSlots[1].Count != 1 || pub.Pub.ObjSlots[2].Count != 1 {
		t.Fatal("the first objective is revealed; the Factions count the others")
	}
}

// ---------------------------------------------------------------------------
// R25 The DEA's mini-cards: from the start of a Faction turn to its last
// action; the +2 extends any move of an unlocked hunter, a Capture's too.

// rulingsRefusal checks that a command is refused by rule (as s.refused) and
// returns the refusal's words.
func rulingsRefusal(s *scen, text, rule string) string {
	s.t.Helper()
	s.refused(text, rule)
	c, _ := ParseCommand(text)
	_, err := s.g.Apply(c)
	return err.Error()
}

// ruling R25: the mini-cards are played "anytime during any Faction Turn"
// (rulebook p.22), and the turn begins before "all Faction players ...
// agree on which Faction will be activated next" and before its player
// "activates them in order of their choice" (p.15): the DEA may redraw
// first, and the Factions choose with the new cards in front of them.
func TestRulingR25RedrawBeforeTheFactionIsChosen(t *testing.T) {
	s := newScen(t)
	p := &s.g.Pub
	s.available(1, 1, 2)
	s.toFactionTurnStart()
	abSeat(s, SeatDEA, PromptDEA)
	if p.Active != box.NoFaction {
		t.Fatalf("%v is active before the Factions chose", p.Active)
	}
	if !s.hasLegal("redraw 1 1") || !s.hasLegal("pass") || s.hasLegal("boost") {
		t.Fatalf("the window as the turn begins: %v", s.legalText())
	}
	s.refused("boost", "ability")         // no hunter is moving yet
	s.refused("activate Policia", "turn") // the DEA's window comes first
	n := p.ActionDeckLen
	top, next := p.ActionDeck[n-1], p.ActionDeck[n-2]
	var r rulingsRec
	r.do(s, "redraw 1 1")
	abSeat(s, SeatDEA, PromptDEA) // its second redraw card may follow
	r.do(s, "pass")
	abSeat(s, SeatTeam, PromptChooseFaction)
	if p.Available != [3]int8{top, next, 2} || p.DEARedraws != 1 {
		t.Fatalf("available %v, redraws %d; want [%d %d 2] and 1", p.Available, p.DEARedraws, top, next)
	}
	r.do(s, "activate Policia")
	// Both Policía hunters stand: their order is chosen now, after the redraw.
	abSeat(s, SeatPolicia, PromptChooseHunter)
	rulingsInOrder(t, r.evs, EvRedraw, EvActionsRevealed, EvFactionTurn)
	if r.count(EvActivate) != 0 {
		t.Fatal("a hunter was activated before its Faction chose it")
	}
}

// ruling R25: the window opens also where nobody chooses the Faction (the
// last one of the season acts without a choice, ruling R7): it comes before
// its first hunter is chosen.
func TestRulingR25RedrawBeforeTheLastFactionsHunterIsChosen(t *testing.T) {
	s := newScen(t)
	p := &s.g.Pub
	p.FactionActed[box.DEA], p.FactionActed[box.Policia], p.FactionActed[box.LosPepes] = true, true, true
	s.available(3, 3, 3)
	s.toFactionTurnStart()
	abSeat(s, SeatDEA, PromptDEA)
	if p.Active != box.NoFaction || !s.hasLegal("redraw 3") {
		t.Fatalf("active %v, legal %v", p.Active, s.legalText())
	}
	s.do("redraw 3 3")
	s.do("pass")
	if p.Active != box.Cali {
		t.Fatalf("active %v, want Cali, the only Faction left", p.Active)
	}
	abSeat(s, SeatCali, PromptChooseHunter)
}

// ruling R25: "anytime" holds after every move. Don Berna "can move
// through other Hunters, but ... never end" on one (rulebook p.15): he
// steps onto Gilberto's A4 and back to A8. He moved, so the DEA may redraw
// before his card, as after any move; a hunter that does not move at all
// has no second window.
func TestRulingR25RedrawAfterAMoveBackToTheStart(t *testing.T) {
	s := newScen(t)
	p := &s.g.Pub
	p.PepesMoney = 0
	s.available(1, 2, 3)
	if p.Hunters[box.DonBerna].Loc != loc("A8") || p.Hunters[box.Gilberto].Loc != loc("A4") {
		t.Fatal("the scene wants Don Berna on A8 and Gilberto on A4")
	}
	s.factionTurn(box.LosPepes)
	s.do("hunter DonBerna")
	abSeat(s, SeatDEA, PromptDEA) // the window before the move
	s.do("pass")
	var r rulingsRec
	r.do(s, "step A4")
	r.do(s, "step A8") // two steps: the move is over
	if r.count(EvStep) != 2 || !r.has(EvMoveEnd, int16(moverHunter+int8(box.DonBerna))) {
		t.Fatal("Don Berna should have moved A8 → A4 → A8")
	}
	if p.Hunters[box.DonBerna].Loc != loc("A8") {
		t.Fatalf("Don Berna on %v", p.Hunters[box.DonBerna].Loc)
	}
	abSeat(s, SeatDEA, PromptDEA)
	if !s.hasLegal("redraw 1") || s.hasLegal("boost") {
		t.Fatalf("the window after the move: %v", s.legalText())
	}
	s.do("redraw 1")
	s.do("pass")
	abSeat(s, SeatLosPepes, PromptUseAction)
	rulingsUse(s, "use 2 type")
	s.forced()
	// Castaño does not move: one window only, before his move.
	abSeat(s, SeatDEA, PromptDEA)
	s.do("pass")
	s.do("stop")
	abSeat(s, SeatLosPepes, PromptUseAction)
}

// ruling R25: Capture lets the hunter "move up to X Locations ... where X
// is the value of the Action card played" (rulebook p.18); the DEA's "+2
// when moving a Hunter" (p.22) extends that move as it extends the regular
// one. Don Berna's card of value 1 alone cannot bring the search to Granada
// (O14), three roads from A8; with the +2 he goes A9, O11, O14 and finds
// the Patrón there.
func TestRulingR25BoostExtendsTheCaptureMove(t *testing.T) {
	s := newScen(t)
	p := &s.g.Pub
	p.PepesMoney = 0
	s.hideout("O14")
	s.available(1, 2, 3)
	s.factionTurn(box.LosPepes)
	rulingsReady(s, box.DonBerna)
	s.do("use 1 capture")
	abSeat(s, SeatDEA, PromptDEA)
	if !s.hasLegal("boost") || !s.hasLegal("pass") {
		t.Fatalf("the window before the Capture's move: %v", s.legalText())
	}
	s.refused("redraw 1", "ability") // the card is placed: nothing to redraw for
	var r rulingsRec
	r.do(s, "boost")
	if p.DEABoosts != 1 || !r.has(EvBoost, int16(box.DonBerna)) {
		t.Fatalf("boosts left %d", p.DEABoosts)
	}
	abSeat(s, SeatDEA, PromptDEA) // the second +2 could stack; the DEA keeps it
	if !s.hasLegal("boost") {
		t.Fatalf("legal %v", s.legalText())
	}
	r.do(s, "pass")
	for _, to := range []string{"A9", "O11"} {
		abSeat(s, SeatLosPepes, PromptCaptureStep) // more than the card's 1 step
		r.do(s, "step "+to)
	}
	r.do(s, "step O14")
	abSeat(s, SeatLosPepes, PromptSearch) // 1 + 2 steps: the move is over
	if p.Hunters[box.DonBerna].Loc != loc("O14") || r.count(EvStep) != 3 {
		t.Fatalf("Don Berna on %v after %d steps", p.Hunters[box.DonBerna].Loc, r.count(EvStep))
	}
	s.do("search O14")
	s.forced()
	if p.Captures != 1 {
		t.Fatal("the Patrón is found on O14")
	}
	rulingsInOrder(t, r.evs, EvBoost, EvStep, EvStep, EvStep, EvMoveEnd)
}

// ruling R25: "any move of a hunter that is not locked": Cali's extra
// Capture (a move of 1, ruling R22) is extended too, and both +2 cards may
// stack on it; a locked hunter's Capture has no move (ruling R15), so no +2
// is offered for it.
func TestRulingR25BoostOnCaliExtraCaptureNotOnLocked(t *testing.T) {
	s := newScen(t)
	p := &s.g.Pub
	p.PepesMoney, p.CaliCubes = 0, 2
	s.available(1, 1, 1)
	s.factionTurn(box.Cali)
	rulingsReady(s, box.Navegante) // A5
	rulingsUse(s, "use 1 region")
	s.forced()
	s.do("extra capture")
	abSeat(s, SeatDEA, PromptDEA)
	s.do("boost")
	s.do("boost")
	if p.DEABoosts != 0 {
		t.Fatalf("boosts left %d", p.DEABoosts)
	}
	// No +2 left: the window closes by itself; 1 + 2 + 2 steps.
	for _, to := range []string{"A6", "A10", "A11", "A13"} {
		abSeat(s, SeatCali, PromptCaptureStep)
		s.do("step " + to)
	}
	abSeat(s, SeatCali, PromptCaptureStep) // a fifth step is still there
	s.do("step A14")
	abSeat(s, SeatCali, PromptSearch)

	s2 := newScen(t)
	p2 := &s2.g.Pub
	p2.PepesMoney = 0
	p2.Hunters[box.Murphy].LockNext = true
	s2.available(3, 3, 3)
	s2.factionTurn(box.DEA)
	rulingsReady(s2, box.Murphy)
	s2.do("use 3 capture")
	abSeat(s2, SeatDEA, PromptSearch) // no window, no move
	s2.refused("boost", "turn")
	if p2.DEABoosts != 2 || p2.Hunters[box.Murphy].Loc != loc(startSpots[box.Murphy]) {
		t.Fatalf("boosts %d, Murphy on %v", p2.DEABoosts, p2.Hunters[box.Murphy].Loc)
	}
}

// ruling R25: a command refused in the middle of a hunter's move says what
// is being decided, the hunter's move, not a sicario's.
func TestRulingR25RefusalDuringAHuntersMove(t *testing.T) {
	s := newScen(t)
	s.g.Pub.PepesMoney = 0
	s.available(1, 2, 3)
	s.factionTurn(box.LosPepes)
	s.do("hunter DonBerna")
	s.do("pass")
	s.do("step A4") // on Gilberto: the move must go on
	msg := rulingsRefusal(s, "use 1 region", "turn")
	if !strings.Contains(msg, PromptHunterStep.Name()) || strings.Contains(msg, "sicario") {
		t.Fatalf("refusal %q; want it to name the hunter's move (%q)", msg, PromptHunterStep.Name())
	}
	s.do("step A8")
	s.expectPrompt(PromptDEA)
}
