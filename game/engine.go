package game

import (
	"fmt"
	"math/rand/v2"

	"patron/game/board"
	"patron/game/box"
)

// Game is a game of NARCOS: the public state, and the Patrón's secrets on
// his own machine (nil on a Factions' machine). It is driven by commands:
// Pending says who decides, Legal lists what they may do, Apply does it.
type Game struct {
	Pub Public
	Sec *Secrets

	events  []Event
	scratch Digests
	audit   *auditState
	log     []Command // as applied here
	pubLog  []Command // as published
	steps   []Step    // who applied each logged command, and what it showed
	noLog   bool
	out     Outcome
	memo    moveMemo // a cache, not state
}

// Decision is the decision the game waits for.
type Decision struct {
	Seat   Seat
	Prompt Prompt
	Detail Detail
	// Forced is set when the seat has exactly one legal command that it
	// cannot refuse (an answer or a reveal the rules dictate); drivers may
	// apply it without asking.
	Forced bool
}

// Outcome is what applying a command did.
type Outcome struct {
	// Published is the command's public form: what the Factions' machines
	// apply. HasPublished is false for a secret step that publishes nothing
	// yet (assigning one defense token, ordering one objective).
	Published    Command
	HasPublished bool
	// Events are valid until the next Apply.
	Events []Event
}

// New starts a game. With sec, the game holds the Patrón's secrets (his
// machine); with nil, only the public state (a Factions' machine).
func New(opts Options, sec *SecretOptions) (*Game, error) {
	if err := opts.check(); err != nil {
		return nil, err
	}
	g := &Game{events: make([]Event, 0, 64)}
	p := &g.Pub
	p.Opts = opts.withDefaults()
	p.rng = *rand.NewPCG(opts.Seed, opts.Seed^0x9e3779b97f4a7c15)
	p.PatronToken = board.NoLoc
	p.NextFaction = box.NoFaction
	p.Active = box.NoFaction
	p.Possible = board.Map.All
	for s := range p.Slots {
		p.Slots[s].Loc = board.NoLoc
	}
	for h := range p.Hunters {
		p.Hunters[h].Loc = board.NoLoc
	}
	p.Money = box.StartMoney
	p.PepesMoney = box.PepesStartMoney
	p.DEABoosts, p.DEARedraws = box.DEABoosts, box.DEARedraws
	p.PoliciaBonuses = box.PoliciaBonuses
	for i := range p.PlataDeck {
		p.PlataDeck[i] = true
	}
	p.ObjDeckCount = int(box.NumObjectives)
	g.chooseSicarios()
	g.rebuildActionDeck()
	g.revealActions()
	if sec != nil {
		g.Sec = newSecrets(*sec)
	}
	g.push(frame{kind: fSetup})
	g.advance()
	return g, nil
}

// Pending is the decision the game waits for; Seat is NoSeat once it is over.
func (g *Game) Pending() Decision {
	if g.Pub.Result.Over || g.Pub.depth == 0 {
		return Decision{Seat: NoSeat, Detail: noDetail()}
	}
	f := g.top()
	d := Decision{Seat: g.seatOf(f), Prompt: promptOf(f), Detail: g.detailOf(f)}
	d.Forced = d.Seat == SeatPatron && forcedPrompt(d.Prompt)
	return d
}

// Over reports whether the game has ended.
func (g *Game) Over() bool { return g.Pub.Result.Over }

// Legal appends the legal commands of the deciding seat to buf. For the
// Patrón's decisions it needs his secrets: on a Factions' machine it lists
// nothing for him.
func (g *Game) Legal(buf []Command) []Command {
	if g.Pub.Result.Over || g.Pub.depth == 0 {
		return buf
	}
	f := g.top()
	if g.Sec == nil && g.seatOf(f) == SeatPatron {
		return buf
	}
	return g.legal(f, buf)
}

// LegalFor is Legal for one seat: nothing unless that seat decides now.
func (g *Game) LegalFor(seat Seat, buf []Command) []Command {
	if g.Pending().Seat != seat {
		return buf
	}
	return g.Legal(buf)
}

// ApplyAs applies a command sent by a seat, refusing it if that seat is not
// the one deciding.
func (g *Game) ApplyAs(seat Seat, c Command) (*Outcome, error) {
	if d := g.Pending(); d.Seat != seat {
		return nil, refused(c, refuse(ruleTurn, "it is %s's decision, not %s's", d.Seat, seat))
	}
	return g.Apply(c)
}

// Apply applies a command of the deciding seat. An illegal command gets an
// error naming the rule it breaks, and leaves the game unchanged. The
// outcome is valid until the next Apply.
func (g *Game) Apply(c Command) (*Outcome, error) {
	out, err := g.applyCommand(c)
	if err != nil {
		return nil, refused(c, err)
	}
	return out, nil
}

func (g *Game) applyCommand(c Command) (*Outcome, error) {
	if g.Pub.Result.Over || g.Pub.depth == 0 {
		return nil, refuse(ruleGameOver, "the game is over")
	}
	if err := c.Valid(); err != nil {
		return nil, refuse(ruleTurn, "%v", err)
	}
	if c.Secret() && g.Sec == nil {
		return nil, refuse(ruleSecret, "%q is a private form: only the Patrón's machine can apply it", c.Op)
	}
	if isCommitment(c.Op) {
		if c.Digests == nil {
			return nil, refuse(ruleCommit, "%s without digests", c.Op)
		}
		if g.Sec != nil && g.audit == nil {
			return nil, refuse(ruleSecret, "the Patrón's machine makes its own commitments: apply the private form")
		}
	}
	g.events = g.events[:0]
	g.out.Published.set(c)
	g.out.HasPublished = !c.Secret()
	f := g.top()
	var step Step
	if !g.noLog { // simulations keep no log, and skip this
		step = Step{Seat: g.seatOf(f), Prompt: promptOf(f)}
		step.Forced = step.Seat == SeatPatron && forcedPrompt(step.Prompt)
	}
	if err := g.apply(f, c); err != nil {
		return nil, err
	}
	g.advance()
	g.out.Events = g.events
	if !g.noLog {
		g.record(c, step, &g.out)
	}
	return &g.out, nil
}

func isCommitment(op Op) bool { return op >= OpShuffled && op <= OpAdded }

// publish sets the public form of the command being applied.
func (g *Game) publish(op Op, digests ...Digest) {
	g.scratch.N = int8(len(digests))
	copy(g.scratch.D[:], digests)
	g.out.Published = Command{Op: op, A: -1, B: -1, C: -1, Digests: &g.scratch}
	g.out.HasPublished = true
}

// Clone is a deep copy of the game.
func (g *Game) Clone() *Game {
	c := *g
	c.events = append([]Event(nil), g.events...)
	if g.Sec != nil {
		c.Sec = g.Sec.clone()
	}
	c.audit = nil
	c.log = append([]Command(nil), g.log...)
	c.pubLog = append([]Command(nil), g.pubLog...)
	c.steps = append([]Step(nil), g.steps...)
	return &c
}

// PublicOnly is a copy of the game without the secrets: what a Factions'
// machine holds at this point.
func (g *Game) PublicOnly() *Game {
	c := &Game{Pub: g.Pub, events: make([]Event, 0, 64), noLog: g.noLog}
	c.log = append([]Command(nil), g.pubLog...)
	c.pubLog = append([]Command(nil), g.pubLog...)
	return c
}

func (o Options) withDefaults() Options {
	if o.Control == [box.NumFactions]int{} {
		o.Control = DefaultSplit(o.Players)
	}
	return o
}

// DefaultSplit is the book's faction split for a player count: with 2
// players one runs all four; with 3, two each; with 4, one runs two and two
// run one; with 5, one each.
func DefaultSplit(players int) [box.NumFactions]int {
	switch players {
	case 3:
		return [4]int{1, 1, 2, 2}
	case 4:
		return [4]int{1, 1, 2, 3}
	case 5:
		return [4]int{1, 2, 3, 4}
	}
	return [4]int{1, 1, 1, 1}
}

func (o Options) check() error {
	if o.Players < 2 || o.Players > 5 {
		return refuse(ruleSetup, "%d players: the game is for 2 to 5", o.Players)
	}
	if o.SeasonCap < 0 {
		return refuse(ruleSetup, "negative season cap")
	}
	if o.Control == [box.NumFactions]int{} {
		return nil
	}
	var count [6]int
	for f, p := range o.Control {
		if p < 1 || p >= o.Players {
			return refuse(ruleSetup, "%s is run by player %d: faction players are 1 to %d", box.Faction(f), p, o.Players-1)
		}
		count[p]++
	}
	var sizes []int
	for p := 1; p < o.Players; p++ {
		if count[p] == 0 {
			return refuse(ruleSetup, "player %d runs no faction", p)
		}
		sizes = append(sizes, count[p])
	}
	// The book's table: 2 players 4; 3 players 2+2; 4 players 2+1+1; 5 players 1 each.
	max := 0
	for _, s := range sizes {
		if s > max {
			max = s
		}
	}
	want := map[int]int{2: 4, 3: 2, 4: 2, 5: 1}[o.Players]
	if max != want {
		return refuse(ruleSetup, "faction split %v does not follow the book's table for %d players", o.Control, o.Players)
	}
	return nil
}

// ControllerOf is the player who runs a seat (0 is the Patrón's player);
// the Team is run by every faction player together (-1).
func (o Options) ControllerOf(s Seat) int {
	switch {
	case s == SeatPatron:
		return 0
	case s.Faction() != box.NoFaction:
		return o.withDefaults().Control[s.Faction()]
	}
	return -1
}

// chooseSicarios reveals regular Sicario cards until five different figures
// show; they fill the coloured slots in reveal order. The six cards of the
// other three figures leave the game; the 17 left form the Patrón's deck,
// shuffled by his first command.
func (g *Game) chooseSicarios() {
	p := &g.Pub
	var regular [16]box.Card
	n := 0
	for c := box.Card(0); c < box.NumCards; c++ {
		if box.Cards[c].Figure.Regular() {
			regular[n] = c
			n++
		}
	}
	shuffleCards(&p.rng, regular[:n])
	chosen := 0
	var picked [box.NumRegularFigures]bool
	for _, c := range regular[:n] {
		f := box.Cards[c].Figure
		if !picked[f] && chosen < box.NumRegularSlots {
			picked[f] = true
			p.Slots[chosen].Figure = f
			chosen++
		}
	}
	p.Slots[box.White].Figure = box.Leon
	p.Slots[box.Black].Figure = box.LaQuica
	for c := box.Card(0); c < box.NumCards; c++ {
		f := box.Cards[c].Figure
		if f.Regular() && !picked[f] {
			p.OutOfGame = p.OutOfGame.With(c)
		} else {
			// The deck is formed by shuffling these at the first command.
			p.Discard = p.Discard.With(c)
		}
	}
}

func shuffleCards(r *rand.PCG, cards []box.Card) {
	for i := len(cards) - 1; i > 0; i-- {
		j := int(uint64(i+1) * (r.Uint64() >> 32) >> 32)
		cards[i], cards[j] = cards[j], cards[i]
	}
}

func (g *Game) pcgIntn(n int) int { return int(uint64(n) * (g.Pub.rng.Uint64() >> 32) >> 32) }

// advance runs automatic steps until a decision is needed or the game ends.
func (g *Game) advance() {
	for !g.Pub.Result.Over && g.Pub.depth > 0 {
		if g.run(g.top()) {
			return
		}
	}
}

func (g *Game) top() *frame { return &g.Pub.stack[g.Pub.depth-1] }

func (g *Game) push(f frame) *frame {
	if g.Pub.depth == maxDepth {
		panic("game: frame stack overflow")
	}
	g.Pub.stack[g.Pub.depth] = f
	g.Pub.depth++
	return &g.Pub.stack[g.Pub.depth-1]
}

func (g *Game) pop() { g.Pub.depth-- }

// win ends the game at once (ruling R6).
func (g *Game) win(side Side, why Reason) {
	if g.Pub.Result.Over {
		return
	}
	// The frame stack stays as it was, for the record; nothing runs on.
	g.Pub.Result = Result{Over: true, Winner: side, Reason: why}
	g.emit(Event{Kind: EvGameOver, A: int16(side), B: int16(why)})
}

// gainGlory moves the Patrón up the glorification track; 20 wins at once.
func (g *Game) gainGlory(n int) {
	if n <= 0 {
		return
	}
	p := &g.Pub
	p.Glory += n
	if p.Glory > box.GloryToWin {
		p.Glory = box.GloryToWin
	}
	g.emit(Event{Kind: EvGlory, A: int16(n), B: int16(p.Glory)})
	if p.Glory >= box.GloryToWin {
		g.win(PatronSide, ReasonGlory)
	}
}

func (g *Game) gainMoney(n int) {
	if n <= 0 {
		return
	}
	g.Pub.Money += n
	g.emit(Event{Kind: EvMoney, A: int16(n), B: int16(g.Pub.Money)})
}

func (g *Game) payMoney(n int) {
	if n <= 0 {
		return
	}
	g.Pub.Money -= n
	g.emit(Event{Kind: EvPay, A: int16(n), B: int16(g.Pub.Money)})
}

func (g *Game) emit(e Event) { g.events = append(g.events, e) }

func (g *Game) String() string {
	return fmt.Sprintf("season %d turn %d, pending %v", g.Pub.Season, g.Pub.Turn, g.Pending())
}
