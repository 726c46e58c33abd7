package game

import (
	"patron/game/board"
	"patron/game/box"
)

// A season: new objectives (seasons 1–3, ruling R2), defense tokens, eight
// alternating turns starting with the Patrón (ruling R7), End of Season.
const (
	seasonStart int8 = iota
	seasonDefenses
	seasonTurns // steps seasonTurns … seasonTurns+7 are the turns
	seasonEnd   = seasonTurns + box.TurnsPerSeason
	seasonNext  = seasonEnd + 1
)

func (g *Game) runSeason(f *frame) bool {
	p := &g.Pub
	switch {
	case f.step == seasonStart:
		p.Season++
		p.Turn = 0
		g.emit(Event{Kind: EvSeason, A: int16(p.Season)})
		f.step = seasonDefenses
		if p.Season <= box.ObjectiveSlots && p.ObjSlots[p.Season-1].Count > 0 {
			g.push(frame{kind: fNewObjectives})
		}
	case f.step == seasonDefenses:
		f.step = seasonTurns
		g.push(frame{kind: fDefenses})
	case f.step < seasonEnd:
		if f.step > seasonTurns {
			p.Turn++
		}
		if (f.step-seasonTurns)%2 == 0 {
			g.push(frame{kind: fPatronTurn})
		} else {
			g.push(frameOf(fFactionTurn, factionTurnFrame{faction: -1}))
		}
		f.step++
	case f.step == seasonEnd:
		p.Turn++
		f.step = seasonNext
		g.push(frame{kind: fEndSeason})
	default:
		if cap := p.Opts.SeasonCap; cap > 0 && p.Season >= cap {
			g.win(Draw, ReasonSeasonCap)
			return false
		}
		f.step = seasonStart
	}
	return false
}

// New objectives: the Patrón reveals this season's slot, card by card, and
// each card's setup is carried out.
func (g *Game) runNewObjectives(f *frame) bool {
	if g.Pub.ObjSlots[g.Pub.Season-1].Count == 0 {
		g.pop()
		return false
	}
	return true
}

func (g *Game) legalNewObjectives(f *frame, out []Command) []Command {
	slot := g.Pub.Season - 1
	i := g.Pub.ObjSlots[slot].Count - 1
	c := cmd2(OpObjective, int8(slot+1), int8(g.Sec.Objectives[slot][i]))
	c.Salt = g.Sec.ObjSalts[slot][i]
	return append(out, c)
}

func (g *Game) applyNewObjectives(f *frame, c Command) error {
	if c.Op != OpObjective {
		return wrongOp(c, PromptRevealObjective)
	}
	p := &g.Pub
	slot := p.Season - 1
	if int(c.A) != slot+1 {
		return refuse("R2", "season %d reveals objective slot %d", p.Season, slot+1)
	}
	o := box.Objective(c.B)
	i := p.ObjSlots[slot].Count - 1
	var mySalt Salt
	var mine byte
	if g.Sec != nil {
		mySalt, mine = saltOf(g.Sec.ObjSalts[slot][i]), byte(g.Sec.Objectives[slot][i])
	}
	if !g.opens(CommitObjective, c.SaltValue(), byte(o), p.ObjSlots[slot].Digests[i], mySalt, mine) {
		return refuse(ruleCommit, "%s with this salt does not open the commitment of slot %d", o, slot+1)
	}
	if p.ObjStatus[o] != ObjUnseen {
		return refuse(ruleCommit, "%s was revealed already", o)
	}
	p.ObjSlots[slot].Count--
	p.ObjSlots[slot].Digests[i] = Digest{}
	g.revealObjective(o)
	return nil
}

func (g *Game) revealObjective(o box.Objective) {
	p := &g.Pub
	p.ObjStatus[o] = ObjActive
	p.ObjOrder[p.ObjRevealed] = o
	p.ObjRevealed++
	g.emit(Event{Kind: EvObjectiveRevealed, A: int16(o)})
	g.push(frameOf(fObjSetup, objSetupFrame{objective: o}))
}

// Defense tokens: the Patrón assigns one token to each of his seven
// sicarios, face down, one private step per sicario; the last step
// publishes one commitment per sicario. While Hostage or Avianca 203 is
// active, its special token replaces a regular token of his choice.
func (g *Game) specialsActive() (n int, hostage, bomb bool) {
	hostage = g.Pub.ObjectiveActive(box.Hostage)
	bomb = g.Pub.ObjectiveActive(box.Avianca203)
	if hostage {
		n++
	}
	if bomb {
		n++
	}
	return
}

// tokensLeft counts, by kind, the tokens not yet assigned this season.
func (g *Game) tokensLeft(assigned []box.Token) (left [box.NumTokenKinds]int, regularLeft int) {
	nSpecial, hostage, bomb := g.specialsActive()
	for _, t := range box.Tunables.Defense {
		left[t]++
	}
	if hostage {
		left[box.TokenHostage] = 1
	}
	if bomb {
		left[box.TokenBomb] = 1
	}
	regularLeft = box.NumRegularTokens - nSpecial
	for _, t := range assigned {
		left[t]--
		if !t.Special() {
			regularLeft--
		}
	}
	return left, regularLeft
}

func (g *Game) legalDefenses(f *frame, out []Command) []Command {
	s := g.Sec
	left, regularLeft := g.tokensLeft(s.Assign[:s.AssignN])
	fig := g.Pub.Slots[s.AssignN].Figure
	for t := box.Token(0); t < box.NumTokenKinds; t++ {
		if g.tokenFits(t, left, regularLeft, s.AssignN) {
			out = add(out, OpDefend, int8(fig), int8(t))
		}
	}
	return out
}

// tokenFits reports whether token t may go on the next sicario, leaving room
// for every special token still to assign.
func (g *Game) tokenFits(t box.Token, left [box.NumTokenKinds]int, regularLeft, assigned int) bool {
	if left[t] <= 0 {
		return false
	}
	slotsAfter := int(box.NumSlots) - assigned - 1
	specialsLeft := left[box.TokenHostage] + left[box.TokenBomb]
	if t.Special() {
		specialsLeft--
	} else {
		if regularLeft <= 0 {
			return false
		}
	}
	return specialsLeft <= slotsAfter
}

func (g *Game) applyDefenses(f *frame, c Command) error {
	p := &g.Pub
	switch c.Op {
	case OpDefend:
		s := g.Sec
		want := p.Slots[s.AssignN].Figure
		if box.Figure(c.A) != want {
			return refuse("defense", "%s's token is assigned next", want)
		}
		left, regularLeft := g.tokensLeft(s.Assign[:s.AssignN])
		t := box.Token(c.B)
		if !g.tokenFits(t, left, regularLeft, s.AssignN) {
			return refuse("defense", "token %s is not left to assign (tokens: 0 1 1 2 2 3 3, with Hostage or Bomb in place of one while its objective is active)", t)
		}
		s.Assign[s.AssignN] = t
		s.AssignN++
		g.out.HasPublished = false
		if s.AssignN < box.NumSlots {
			return nil
		}
		var ds [box.NumSlots]Digest
		for i, t := range s.Assign {
			s.Defense[i] = t
			ds[i], s.DefSalts[i] = s.commit(CommitDefense, []byte{byte(t)})
		}
		s.AssignN = 0
		g.publish(OpDefenses, ds[:]...)
		g.setDefenseDigests(ds[:])
	case OpDefenses:
		if c.Digests.N != box.NumSlots {
			return refuse(ruleCommit, "defenses takes %d digests", box.NumSlots)
		}
		if err := g.openDefenses(c.Digests.D[:box.NumSlots]); err != nil {
			return err
		}
		g.setDefenseDigests(c.Digests.D[:box.NumSlots])
	default:
		return wrongOp(c, PromptDefenses)
	}
	g.pop()
	return nil
}

func (g *Game) setDefenseDigests(ds []Digest) {
	for i, d := range ds {
		g.Pub.Defense[i] = DefenseState{Digest: d, Token: box.NoToken}
	}
	g.emit(Event{Kind: EvDefensesAssigned})
}

// openDefenses rebuilds the assignment from its openings during an audit,
// and checks it uses the season's tokens. An unknown token (NoToken) is
// left out of the check: the known ones must still be among the season's.
func (g *Game) openDefenses(ds []Digest) error {
	if g.audit == nil {
		return nil
	}
	s := g.Sec
	var assigned [box.NumSlots]box.Token
	known := 0
	for i, d := range ds {
		payload, salt, ok := g.opened(CommitDefense, d, Subject{Figure: g.Pub.Slots[i].Figure})
		assigned[i] = box.NoToken
		if ok {
			assigned[i] = box.Token(payload[0])
			known++
		}
		s.Defense[i], s.DefSalts[i] = assigned[i], s.keepSalt(salt)
	}
	if !g.auditing() {
		return nil
	}
	if i := g.misfit(assigned[:], known == len(assigned)); i >= 0 {
		return refuse("defense", "the assignment gives %s token %s, which the season's tokens do not allow", g.Pub.Slots[i].Figure, assigned[i])
	}
	return nil
}

// misfit is the first sicario whose token the season's tokens do not
// allow, or -1. With all known it is the assignment's own check; with some
// unknown (NoToken), the known ones are only counted against the season's.
func (g *Game) misfit(assigned []box.Token, all bool) int {
	left, regularLeft := g.tokensLeft(nil)
	for i, t := range assigned {
		if t == box.NoToken {
			continue
		}
		if all && !g.tokenFits(t, left, regularLeft, i) {
			return i
		}
		left[t]--
		if !t.Special() {
			regularLeft--
		}
		if left[t] < 0 || regularLeft < 0 {
			return i
		}
	}
	return -1
}

// Shuffling the Sicario deck: at setup, and whenever it runs out (ruling
// R4), the discards become a new deck whose order the Patrón commits to.
func (g *Game) shuffleDeck(c Command) error {
	p := &g.Pub
	var cards [box.NumCards]box.Card
	n := 0
	for k := box.Card(0); k < box.NumCards; k++ {
		if p.Discard.Has(k) {
			cards[n] = k
			n++
		}
	}
	var d Digest
	switch c.Op {
	case OpShuffle:
		s := g.Sec
		for i := n - 1; i > 0; i-- {
			j := s.intn(i + 1)
			cards[i], cards[j] = cards[j], cards[i]
		}
		copy(s.Deck[:], cards[:n])
		s.DeckLen = n
		d, _ = s.commit(CommitDeck, deckPayload(cards[:n]))
		g.publish(OpShuffled, d)
	case OpShuffled:
		if c.Digests.N != 1 {
			return refuse(ruleCommit, "shuffled takes one digest")
		}
		d = c.Digests.D[0]
		if g.audit != nil {
			payload, _, _ := g.opened(CommitDeck, d, Subject{})
			g.Sec.setDeck(payload, n)
		}
	default:
		return wrongOp(c, PromptShuffle)
	}
	p.DeckCount = n
	p.Discard = 0
	p.DeckDigest = d
	g.emit(Event{Kind: EvShuffled, A: int16(n)})
	return nil
}

// setDeck rebuilds a deck order of n cards from its opening (checked by
// the audit); without one, the n cards are unknown (NoCard).
func (s *Secrets) setDeck(payload []byte, n int) {
	for i := range n {
		s.Deck[i] = box.NoCard
		if len(payload) == n {
			s.Deck[i] = box.Card(payload[i])
		}
	}
	s.DeckLen = n
}

func (g *Game) legalShuffle(f *frame, out []Command) []Command { return add(out, OpShuffle, -1, -1) }

func (g *Game) applyShuffle(f *frame, c Command) error {
	if err := g.shuffleDeck(c); err != nil {
		return err
	}
	g.pop()
	return nil
}

// runDraw draws the Patrón back up to five cards, reshuffling when needed.
func (g *Game) runDraw(f *frame) bool {
	p := &g.Pub
	for p.HandCount < box.HandSize {
		if p.DeckCount == 0 {
			if p.Discard == 0 {
				break
			}
			g.push(frame{kind: fShuffle})
			return false
		}
		p.DeckCount--
		p.HandCount++
		if g.Sec != nil {
			g.Sec.draw()
		}
		g.emit(Event{Kind: EvDraw})
	}
	g.pop()
	return false
}

// hide sets a new hideout: privately "hide <loc>", publicly "hidden
// <digest>". allowed is where the rules let him go (known on his machine
// and in an audit).
func (g *Game) hide(c Command, allowed board.Set, rule string) error {
	p := &g.Pub
	var d Digest
	switch c.Op {
	case OpHide:
		l := board.Loc(c.A)
		if !allowed.Has(l) {
			return refuse(ruleMove, "cannot hide at %s: %s", l, rule)
		}
		s := g.Sec
		d, s.HideSalt = s.commit(CommitHideout, []byte{byte(l)})
		s.Hideout = l
		g.publish(OpHidden, d)
		g.noteSheet(l)
	case OpHidden:
		if c.Digests.N != 1 {
			return refuse(ruleCommit, "hidden takes one digest")
		}
		d = c.Digests.D[0]
		if g.audit != nil {
			if err := g.openHideout(d, allowed, rule); err != nil {
				return err
			}
		}
	default:
		return wrongOp(c, PromptHide)
	}
	p.HideDigest = d
	p.HideCount++
	g.emit(Event{Kind: EvHidden})
	return nil
}

// openHideout rebuilds a new hideout from its opening during an audit, and
// checks he could go there. A relocation's allowed set comes from the old
// hideout, so it is checked only if that was known.
func (g *Game) openHideout(d Digest, allowed board.Set, rule string) error {
	payload, salt, ok := g.opened(CommitHideout, d, Subject{})
	if !ok {
		g.Sec.Hideout, g.Sec.HideSalt, g.audit.hideout = board.NoLoc, nil, false
		return nil
	}
	l := board.Loc(payload[0])
	fromOld := g.top().kind == fRelocate
	if g.auditing() && (g.audit.hideout || !fromOld) && !allowed.Has(l) {
		return refuse(ruleMove, "the hideout opened as %s, where he could not go: %s", l, rule)
	}
	g.Sec.Hideout, g.Sec.HideSalt, g.audit.hideout = l, g.Sec.keepSalt(salt), true
	g.noteSheet(l)
	return nil
}

// noteSheet writes a hideout on the hiding sheet.
func (g *Game) noteSheet(l board.Loc) {
	e := SheetEntry{Season: g.Pub.Season, Loc: l}
	if f := g.top(); f.kind == fRelocate {
		e.Paid = int(viewOf[relocateFrame](f).paid)
	} else if f.kind == fEscape {
		e.Escape = true
	}
	g.Sec.Sheet = append(g.Sec.Sheet, e)
}
