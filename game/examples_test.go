package game

import (
	"testing"

	"patron/game/board"
	"patron/game/box"
)

// The worked examples of the English rulebook (/work/notes/editions.md §8,
// X1–X15), each built on the locations the example names. Helpers are in
// rulings_test.go.

// X1 rulebook: 2. Assign Sicario Defenses example — no special token: the
// 7 regular tokens, one per sicario, face down.
func TestExampleX1AssignDefenses(t *testing.T) {
	s := rulingsFresh(t)
	for h := box.Hunter(0); h < box.NumHunters; h++ {
		s.do("start " + h.String() + " " + startSpots[h])
	}
	s.do("hide A11")
	s.forced()
	for s.pending() == PromptObjectiveSetup {
		s.objectiveSetupDefaults()
	}
	s.expectPrompt(PromptDefenses)
	p, sec := &s.g.Pub, s.g.Sec
	if got := rulingsJoin(s.legalText()); got != "defend Gustavo 0,defend Gustavo 1,defend Gustavo 2,defend Gustavo 3" {
		t.Fatalf("first token: %s (no Hostage or Bomb without their objective)", got)
	}
	s.refused("defend Gustavo H", "defense")
	s.refused("defend Gustavo X", "defense")
	for i, tok := range []string{"3", "3", "0"} {
		out := s.do("defend " + p.Slots[i].Figure.String() + " " + tok)
		if out.HasPublished {
			t.Fatal("one token at a time publishes nothing")
		}
	}
	s.refused("defend Limon 3", "defense") // both 3s are used
	var last *Outcome
	for i, tok := range []string{"1", "1", "2", "2"} {
		last = s.do("defend " + p.Slots[3+i].Figure.String() + " " + tok)
	}
	if !last.HasPublished || last.Published.Op != OpDefenses || last.Published.Digests.N != box.NumSlots {
		t.Fatalf("the assignment is published as 7 commitments: %q", last.Published.Format())
	}
	want := [box.NumSlots]box.Token{3, 3, 0, 1, 1, 2, 2}
	if sec.Defense != want {
		t.Fatalf("tokens %v, want %v", sec.Defense, want)
	}
	for sl := range p.Defense {
		d := p.Defense[sl]
		if d.Revealed || d.Token != box.NoToken || d.Digest != Commit(CommitDefense, *sec.DefSalts[sl], []byte{byte(want[sl])}) {
			t.Fatalf("%v's token should be face down behind its commitment", p.Slots[sl].Figure)
		}
	}
	s.expectPrompt(PromptPlay)
}

func rulingsJoin(list []string) string {
	out := ""
	for i, x := range list {
		if i > 0 {
			out += ","
		}
		out += x
	}
	return out
}

// X2 rulebook: Moving and Coca cubes — $1, Gustavo passes A12, takes its
// cube and stops on A14; he ships it at the End of Season.
func TestExampleX2GustavoCarriesCube(t *testing.T) {
	s := newScen(t)
	p := &s.g.Pub
	gus := s.sicarioAt(box.Gustavo, "A10")
	s.lab("A12", true)
	money := p.Money
	var r rulingsRec
	r.do(s, "move Gustavo")
	r.do(s, "step A11")
	r.do(s, "step A12")
	r.do(s, "step A14") // third step: the move ends by itself
	s.expectPrompt(PromptPlay)
	if p.Money != money-1 || p.Slots[gus].Loc != loc("A14") || !p.Slots[gus].Coca {
		t.Fatalf("money %d, Gustavo at %v carrying %v", p.Money, p.Slots[gus].Loc, p.Slots[gus].Coca)
	}
	if p.Coca.Has(loc("A12")) || !p.Lab.Has(loc("A12")) {
		t.Fatal("the cube left the A12 Lab; the Lab stays")
	}
	if r.count(EvShip) != 0 {
		t.Fatal("a regular sicario does not ship on the move")
	}
	money = p.Money
	pool := p.CocaLeft()
	r = rulingsRec{}
	r.jump(s, s.endSeason)
	if !r.has(EvShip, int16(box.Gustavo)) || p.Slots[gus].Coca {
		t.Fatal("Gustavo ships at 4.3")
	}
	// 4.2: one Lab, income track 1 → $1; 4.3: +$4, and the empty A12 Lab
	// takes the shipped cube's place from the pool.
	if p.Money != money+1+4 || p.CocaLeft() != pool || !p.Coca.Has(loc("A12")) {
		t.Fatalf("money %d (want %d), pool %d", p.Money, money+5, p.CocaLeft())
	}
}

// X3 rulebook: Range value when placing — purple range 2 from A11; A16
// (Blockade) and A8 (hunter) are in range but not allowed.
func TestExampleX3PurpleRange(t *testing.T) {
	s := newScen(t)
	s.blockade("A16")
	if s.g.Pub.HunterAt(loc("A8")) != box.DonBerna {
		t.Fatal("Don Berna starts on A8")
	}
	s.hand(box.Accountant, box.LoyalToTheEnd, box.Bodyguard, box.Rally, box.MyLabs)
	s.do("play Accountant")
	s.do("spend 0")
	d := board.Map.Dist[loc("A11")]
	if d[loc("A16")] != 2 || d[loc("A8")] != 2 {
		t.Fatal("A16 and A8 are 2 from A11")
	}
	s.refused("place Gustavo A16", "placement")
	s.refused("place Gustavo A8", "placement")
	s.refused("place Gustavo A17", "range")                                   // 3 away
	want := board.Map.Within[loc("A11")][2] &^ rulingsLocs("A16", "A8", "A7") // A7: Castaño
	if got := rulingsArgs(s, "place Gustavo "); got != want {
		t.Fatalf("Gustavo may go to %v, want %v", got, want)
	}
	s.do("place Gustavo A15")
}

// X4 rulebook: Regular sicario actions — placed on A2, the two actions go
// on A2, C14, A1, A3 or O5 (not A5 or O2), by location type.
func TestExampleX4ActionsAroundA2(t *testing.T) {
	s := newScen(t)
	p := &s.g.Pub
	s.hideout("A3")
	s.hand(box.Accountant, box.LoyalToTheEnd, box.Bodyguard, box.Rally, box.MyLabs)
	s.do("play Accountant")
	s.do("spend 0")
	s.do("place Gustavo A2")
	s.expectPrompt(PromptSicarioAction)
	if got := rulingsArgs(s, "lab "); got != rulingsLocs("C14", "O5") {
		t.Fatalf("Labs on %v, want the Farms C14, O5", got)
	}
	if got := rulingsArgs(s, "control "); got != rulingsLocs("A1", "A2", "A3") {
		t.Fatalf("Controlled on %v, want the Cities A1, A2, A3", got)
	}
	s.refused("lab A5", "tokens")
	s.refused("lab O2", "tokens")
	s.refused("lab A1", "tokens")      // a City
	s.refused("control C14", "tokens") // a Farm
	s.do("lab C14")
	s.do("control A1")
	if !p.Lab.Has(loc("C14")) || !p.Coca.Has(loc("C14")) || !p.Controlled.Has(loc("A1")) {
		t.Fatal("a Lab with its cube on C14, a Controlled token on A1")
	}
	s.passDEAOpening()                  // two actions: the turn is over, a Faction turn begins
	s.expectPrompt(PromptChooseFaction) // (ruling R25: the DEA's window first)
}

// X5 rulebook: León placed 2 spaces from the Patrón, within his range of 3;
// at 4 only with his own card paid.
func TestExampleX5LeonRange(t *testing.T) {
	s := newScen(t)
	s.hand(box.Accountant, box.LeonCard, box.Bodyguard, box.Rally, box.MyLabs)
	s.do("discard Accountant")
	s.refused("place Leon O8", "range") // 4 from A11
	s.do("place Leon A6")               // 2 from A11
	s.expectPrompt(PromptStep)          // his free move of up to 4
	s.do("stop")
	if s.g.Pub.Slots[box.White].Loc != loc("A6") {
		t.Fatal("León on A6")
	}
}

func TestExampleX5LeonCardAnyDistance(t *testing.T) {
	s := newScen(t)
	p := &s.g.Pub
	s.hand(box.Accountant, box.LeonCard, box.Bodyguard, box.Rally, box.MyLabs)
	money, pepes := p.Money, p.PepesMoney
	s.do("play Leon")
	s.do("spend 1") // $3: any distance
	s.do("place Leon O8")
	if p.Money != money-3 || p.PepesMoney != pepes+1 {
		t.Fatal("$3 paid, $1 of it to Los Pepes")
	}
}

// X6 rulebook: León moves 4, takes the cube at A8 and ends on the airport
// A14: he ships at once for $4.
func TestExampleX6LeonShips(t *testing.T) {
	s := newScen(t)
	p := &s.g.Pub
	s.hunterAt(box.DonBerna, "C1") // off A8
	s.lab("A8", true)
	s.hand(box.Accountant, box.LeonCard, box.Bodyguard, box.Rally, box.MyLabs)
	if board.Map.Dist[loc("A8")][loc("A14")] != 3 {
		t.Fatal("A8 is 3 from A14")
	}
	s.do("discard Accountant")
	s.do("place Leon A10")
	money, shipped := p.Money, p.ShippedSeason
	var r rulingsRec
	r.do(s, "step A8") // picks up the cube
	if p.Coca.Has(loc("A8")) || !r.has(EvPickUp, int16(box.Leon)) || !p.Slots[box.White].Coca {
		t.Fatal("León takes the A8 cube")
	}
	r.do(s, "step A9")
	r.do(s, "step A12")
	r.do(s, "step A14") // fourth step: the move ends and he ships
	if !r.has(EvShip, int16(box.Leon)) || p.Money != money+4 || p.Slots[box.White].Coca || p.ShippedSeason != shipped+1 {
		t.Fatalf("money %d (want %d), León carries %v", p.Money, money+4, p.Slots[box.White].Coca)
	}
	if p.Coca.Has(loc("A8")) || !p.Lab.Has(loc("A8")) || p.Slots[box.White].Loc != loc("A14") {
		t.Fatal("the A8 Lab is empty; León stands on A14")
	}
}

// X7 rulebook: La Quica on O9, 2 from the Patrón (range 4), next to
// Castaño on A9; Los Pepes choose Plomo; Castaño is laid down and skipped.
func TestExampleX7LaQuicaPlomo(t *testing.T) {
	s := newScen(t)
	p := &s.g.Pub
	s.hunterAt(box.Castano, "A9")
	s.hand(box.Accountant, box.LeonCard, box.Bodyguard, box.Rally, box.MyLabs)
	if board.Map.Dist[loc("A11")][loc("O9")] != 2 {
		t.Fatal("O9 is 2 from A11")
	}
	s.do("discard Accountant")
	s.do("place LaQuica O9")
	s.do("target Castano")
	s.do("offer PlataLabs")
	if s.g.Pending().Seat != SeatLosPepes {
		t.Fatal("Los Pepes choose")
	}
	s.do("plomo")
	if !p.Hunters[box.Castano].Down || !p.Discard.Has(box.Accountant) {
		t.Fatal("Castaño laid down; the card discarded")
	}
	var r rulingsRec
	r.jump(s, func() { s.factionTurn(box.LosPepes) })
	if rulingsActiveHunter(s) != box.DonBerna || r.has(EvActivate, int16(box.Castano)) {
		t.Fatal("Castaño is skipped: Don Berna acts alone")
	}
	s.endSeason()
	rulingsFinishSeason(s, 0, "A11")
	if p.Hunters[box.Castano].Down {
		t.Fatal("Castaño stands again at 4.8")
	}
}

// X8 rulebook: Attack a Sicario — Peña on C9 attacks Limón on C6 with a 2;
// his token is a 2: a tie, nothing happens.
func TestExampleX8AttackTie(t *testing.T) {
	s := newScen(t)
	p := &s.g.Pub
	s.hunterAt(box.Pena, "C9")
	lim := s.sicarioAt(box.Limon, "C6") // defense 2 in the harness
	s.available(2, 1, 3)
	s.factionTurn(box.DEA)
	rulingsReady(s, box.Pena)
	rulingsUse(s, "use 2 attack")
	var r rulingsRec
	r.do(s, "attack Limon")
	r.do(s, "pass") // no Policía bonus
	r.forced(s)
	if !r.has(EvAttackFailed, int16(box.Limon)) || p.Slots[lim].Loc != loc("C6") || p.Slots[lim].Captured {
		t.Fatal("a tie favours the Patrón")
	}
	if !p.Defense[lim].Revealed || p.Defense[lim].Token != 2 || p.Dash[box.Attack][0] != 2 {
		t.Fatal("the token stays face up; the card stays on the Attack slot")
	}
	s.endSeason()
	rulingsFinishSeason(s, 0, "A11")
	if p.Defense[lim].Revealed || p.Dash[box.Attack][0] != 0 {
		t.Fatal("until the End of Season")
	}
}

// X9 rulebook: Destroy Labs — Murphy (on C15) uses a 1; of the Labs on C14
// and C12 he destroys C14 and its cube.
func TestExampleX9DestroyLab(t *testing.T) {
	s := newScen(t)
	p := &s.g.Pub
	s.hunterAt(box.Murphy, "C15")
	s.lab("C14", true)
	s.lab("C12", false)
	s.available(1, 2, 3)
	pool := p.CocaLeft()
	s.factionTurn(box.DEA)
	rulingsReady(s, box.Murphy)
	rulingsUse(s, "use 1 destroy")
	if got := rulingsArgs(s, "destroy "); got != rulingsLocs("C12", "C14") {
		t.Fatalf("Labs within reach %v", got)
	}
	s.do("destroy C14")
	if p.Lab.Has(loc("C14")) || p.Coca.Has(loc("C14")) || !p.Lab.Has(loc("C12")) || p.CocaLeft() != pool+1 {
		t.Fatal("the C14 Lab and its cube go back; C12 stays")
	}
	if s.pending() == PromptDestroy {
		t.Fatal("a card of value 1 destroys one Lab")
	}
}

// X10 rulebook: Navegante (on O11) uses a 2 on A9, O11, O12, O14: removes
// the Controlled token of A9 and blockades O14.
func TestExampleX10BlockadeAndUncontrol(t *testing.T) {
	s := newScen(t)
	p := &s.g.Pub
	s.hunterAt(box.Navegante, "O11")
	s.controlled("A9")
	s.available(2, 1, 3)
	s.factionTurn(box.Cali)
	rulingsReady(s, box.Navegante)
	rulingsUse(s, "use 2 block")
	four := rulingsLocs("A9", "O11", "O12", "O14")
	if got := rulingsArgs(s, "block ") | rulingsArgs(s, "uncontrol "); got != four {
		t.Fatalf("Navegante may act on %v, want %v", got, four)
	}
	s.refused("block O15", "tokens")
	s.do("uncontrol A9")
	s.do("block O14")
	if p.Controlled.Has(loc("A9")) || !p.Blockade.Has(loc("O14")) {
		t.Fatal("A9 freed, O14 blockaded")
	}
	if s.pending() == PromptBlock {
		t.Fatal("a card of value 2 allows two tokens in all")
	}
}

// X11 rulebook: Range Investigation — Carrillo uses a 3; the true distance
// is 4; the Patrón says "2 or 4".
func TestExampleX11RangeTwoOrFour(t *testing.T) {
	s := newScen(t)
	rulingsRangeInvestigation(s, "A2")
	if board.Map.Dist[loc("A2")][loc("A11")] != 4 {
		t.Fatal("Carrillo on A2 is 4 from A11")
	}
	s.refused("range 2 3", "R19")
	out := s.do("range 2 4")
	for _, e := range out.Events {
		if e.Kind == EvRangeAnswer && (e.B != 2 || e.C != 4) {
			t.Fatalf("announced %d or %d", e.B, e.C)
		}
	}
}

// rulingsBernaCapture: Don Berna (Los Pepes) uses a 2 for a Capture and
// moves A10 → A11 → A9.
func rulingsBernaCapture(s *scen) {
	s.t.Helper()
	s.hunterAt(box.DonBerna, "A10")
	s.available(2, 1, 3)
	s.factionTurn(box.LosPepes)
	rulingsReady(s, box.DonBerna)
	rulingsUse(s, "use 2 capture")
	s.do("step A11")
	s.do("step A9")
	s.expectPrompt(PromptSearch)
}

// X12 rulebook: Capture Patrón (1) — Don Berna moves 2 to A9 and may guess
// A9 or any neighbour.
func TestExampleX12CaptureGuesses(t *testing.T) {
	s := newScen(t)
	rulingsBernaCapture(s)
	want := rulingsLocs("A9", "A7", "A8", "A11", "A12", "O9", "O11")
	if got := rulingsArgs(s, "search "); got != want {
		t.Fatalf("guesses %v, want %v", got, want)
	}
	s.refused("search O14", "R11")
	s.do("search A12")
	s.forced()
	if s.g.Pub.Captures != 0 || s.g.Pub.Possible.Has(loc("A12")) {
		t.Fatal("a miss: the Factions know he is not on A12")
	}
}

// X13 rulebook: Patrón is caught — on O11, for the first time, in Season 1:
// he escapes for free and one objective is added to the Season 2 and 3
// slots; play goes on.
func TestExampleX13FirstCapture(t *testing.T) {
	s := newScen(t)
	p := &s.g.Pub
	s.hideout("O11")
	rulingsBernaCapture(s)
	money := p.Money
	s.do("search O11")
	s.forced()
	if p.Captures != 1 || s.g.Over() {
		t.Fatal("first capture: he escapes")
	}
	s.expectPrompt(PromptEscape)
	s.refused("hide O11", "movement")
	s.refused("hide A9", "movement") // Don Berna
	s.do("hide O17")
	s.forced()
	if p.Money != money || s.g.Sec.Hideout != loc("O17") {
		t.Fatal("a free escape")
	}
	if p.ObjSlots[0].Count != 0 || p.ObjSlots[1].Count != 2 || p.ObjSlots[2].Count != 2 {
		t.Fatal("one more objective for the Season 2 and Season 3 slots")
	}
	if rulingsActiveHunter(s) != box.Castano {
		t.Fatal("play goes on with Los Pepes' second hunter (decision D8)")
	}
}

// X14 rulebook: 4.6 Patrón reveals and moves — revealed at A10, he pays $3
// and may move 0–3 spaces around Blockades and hunters, never by air.
func TestExampleX14RevealAndMove(t *testing.T) {
	s := newScen(t)
	p := &s.g.Pub
	s.hideout("A10")
	for i, at := range []string{"C1", "C2", "C3", "C5", "C6", "C8", "C9", "A13"} {
		s.hunterAt(box.Hunter(i), at)
	}
	s.blockade("A11")
	s.endSeason()
	s.forced()
	if p.PatronToken != loc("A10") {
		t.Fatal("the Patrón token on A10")
	}
	money := p.Money
	s.do("budget 3")
	if p.Money != money-3 {
		t.Fatal("$3 paid")
	}
	want := rulingsLocs("A10", "A6", "A8", "A4", "A5", "A7", "A9", "A3", "C16", "C18", "C17", "O7", "A12", "O9", "O11")
	if got := rulingsArgs(s, "hide "); got != want {
		t.Fatalf("he may go to %v, want %v", got, want)
	}
	s.refused("hide A11", "movement") // Blockade
	s.refused("hide A13", "movement") // hunter
	s.refused("hide A14", "movement") // 4 steps around them
	s.refused("hide C4", "movement")  // no airports
	s.do("hide A10")                  // he may stay
	if p.Possible != want {
		t.Fatalf("the Factions know the reachable set: %v", p.Possible)
	}
}

// X15 rulebook: Los Pepes pay $2 when an Action card is used and reveal
// Blackie's and Gustavo's defense tokens until the End of Season.
func TestExampleX15LosPepesReveal(t *testing.T) {
	s := newScen(t)
	p := &s.g.Pub
	s.hunterAt(box.Murphy, "A11")
	s.available(1, 2, 3)
	s.factionTurn(box.DEA)
	rulingsReady(s, box.Murphy)
	s.do("use 1 region")
	s.expectPrompt(PromptPepes)
	if s.g.Pending().Seat != SeatLosPepes {
		t.Fatal("Los Pepes decide")
	}
	s.refused("pepes Blackie Gustavo", "ability") // named in dashboard order
	s.do("pepes Gustavo Blackie")
	s.forced()
	if p.PepesMoney != 0 {
		t.Fatalf("Los Pepes have $%d", p.PepesMoney)
	}
	if !p.Defense[box.Purple].Revealed || p.Defense[box.Purple].Token != 0 ||
		!p.Defense[box.Blue].Revealed || p.Defense[box.Blue].Token != 1 {
		t.Fatal("Gustavo's 0 and Blackie's 1 are face up")
	}
	s.endSeason()
	rulingsFinishSeason(s, 0, "A11")
	if p.Defense[box.Purple].Revealed || p.Defense[box.Blue].Revealed {
		t.Fatal("face down again after 4.8")
	}
}

// X15: only when an Action card is placed — not for Cali's card-less
// extra action (decision D15).
func TestExampleX15OnlyWithActionCard(t *testing.T) {
	s := newScen(t)
	p := &s.g.Pub
	p.PepesMoney = 4
	p.CaliCubes = 2
	s.hunterAt(box.Murphy, "A11")
	s.available(1, 2, 3)
	s.factionTurn(box.DEA)
	rulingsReady(s, box.Murphy)
	rulingsUse(s, "use 2 type")
	s.forced()
	s.do("extra region")
	if s.pending() == PromptPepes {
		t.Fatal("Los Pepes cannot reveal on Cali's extra action")
	}
	if p.PepesMoney != 4 {
		t.Fatal("nothing paid")
	}
}
