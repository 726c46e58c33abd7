package game

import (
	"fmt"
	"strconv"

	"patron/game/board"
	"patron/game/box"
)

// The English text the engine still shows players: the commands' labels
// and the audit's findings (the events' and prompts' sentences are made by
// a prose.Printer). Every text goes through tr, every format through say,
// which a screen's language replaces (SetText); the engine's state never
// depends on them.

var (
	tr  = func(s string) string { return s }
	say = fmt.Sprintf
)

// SetText makes the engine's sentences speak a language: tr translates an
// English text, sprintf formats an English format string in it.
func SetText(translate func(string) string, sprintf func(string, ...any) string) {
	tr, say = translate, sprintf
}

// Button labels for commands. Text is a short plain-English label for a
// command; Short is a one-to-three-word form for small buttons, used where
// the prompt already says what is being decided. Neither ever shows a salt
// or a digest: commitments and reveals get neutral words.

var regionText = [board.NumRegions]string{"Caribe", "Andina", "Orinoquía"}

// actionUse finishes "Use a 2 …" for each Faction action.
var actionUse = [box.NumActions]string{
	box.Attack:    "to attack a sicario",
	box.Destroy:   "to destroy Labs",
	box.Blockade:  "for Blockades",
	box.RangeInv:  "for Range Investigation",
	box.TypeInv:   "for Type Investigation",
	box.RegionInv: "for Region Investigation",
	box.Capture:   "to try a capture",
}

// actionWord is an action in one or two words.
var actionWord = [box.NumActions]string{
	box.Attack:    "Attack",
	box.Destroy:   "Destroy Lab",
	box.Blockade:  "Blockade",
	box.RangeInv:  "Range",
	box.TypeInv:   "Type",
	box.RegionInv: "Region",
	box.Capture:   "Capture",
}

// plataText says what a Plata o Plomo card's money gives the Patrón, for
// the commands' labels (the events' are prose.Printer.Plata).
func plataText(p box.Plata) string {
	switch p {
	case box.PlataLabs:
		return say("%d Labs on Farms", box.PlataLabCount)
	case box.PlataGlory:
		return say("%d Glory", box.PlataGloryAmount)
	case box.PlataControl:
		return say("%d Controlled in Cities", box.PlataControlCount)
	case box.PlataSicario:
		return tr("one more Sicario card")
	}
	return "?"
}

func placeName(v int8) string {
	l := board.Loc(v)
	if l < 0 || int(l) >= board.N {
		return "?"
	}
	return board.Map.Name[l]
}

func regionName(v int8) string {
	if v < 0 || v >= board.NumRegions {
		return "?"
	}
	return tr(regionText[v])
}

func figName(v int8) string { return box.Figure(v).Name() }

func hunterName(v int8) string {
	if v < 0 || v >= box.NumHunters {
		return "?"
	}
	return box.Hunter(v).Name()
}

// hunterShortText is each hunter by the name players call him.
var hunterShortText = [box.NumHunters]string{"Murphy", "Peña", "Carrillo", "Trujillo", "Gilberto", "Navegante", "Castaño", "Don Berna"}

func hunterShort(v int8) string {
	if v < 0 || v >= box.NumHunters {
		return "?"
	}
	return tr(hunterShortText[v])
}

func factionName(v int8) string {
	if v < 0 || v >= box.NumFactions {
		return "?"
	}
	return box.Faction(v).Name()
}

func cardName(v int8) string {
	if v < 0 || v >= box.NumCards {
		return "?"
	}
	return box.Card(v).Info().Name
}

func objectiveName(v int8) string {
	if v < 0 || v >= box.NumObjectives {
		return "?"
	}
	return box.Objective(v).Name()
}

func actionIdx(v int8) box.Action {
	if v < 0 || v >= box.NumActions {
		return box.Attack
	}
	return box.Action(v)
}

func plataIdx(v int8) box.Plata {
	if v < 0 || v >= box.NumPlata {
		return box.PlataGlory
	}
	return box.Plata(v)
}

// tokenName is a defense token in words: "2", "Hostage", "Bomb".
func tokenName(v int8) string {
	switch box.Token(v) {
	case box.TokenHostage:
		return tr("Hostage")
	case box.TokenBomb:
		return tr("Bomb")
	}
	return strconv.Itoa(int(v))
}

// tokenPhrase is "a 2" or "the Hostage token".
func tokenPhrase(v int8) string {
	if box.Token(v).Special() {
		return say("the %s token", tokenName(v))
	}
	return say("a %s", tokenName(v))
}

// fromText says where a token moved off the map comes from (ruling R13).
func fromText(v int8) string {
	if v < 0 {
		return ""
	}
	return say(" (from %s)", placeName(v))
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// Text is the command as a short button label in plain English, e.g.
// "Place Gustavo at Medellín" for "place Gustavo A12".
func (c Command) Text() string {
	a, b := c.A, c.B
	switch c.Op {
	// The Patrón's private forms.
	case OpShuffle:
		return tr("Shuffle the Sicario deck")
	case OpObjDeck:
		return tr("Shuffle objectives, draw three")
	case OpOrder:
		return say("%s for season %d", objectiveName(b), a)
	case OpHide:
		return say("Hide at %s", placeName(a))
	case OpDefend:
		return say("Give %s %s", figName(a), tokenPhrase(b))
	case OpAddObj:
		return tr("Add the extra objectives")

	// Their public forms.
	case OpShuffled:
		return tr("Sicario deck shuffled")
	case OpObjDeckIs:
		return tr("Objective deck shuffled")
	case OpObjectives:
		return tr("Objectives set face down")
	case OpHidden:
		return tr("Hideout noted in secret")
	case OpDefenses:
		return tr("Defense tokens assigned")
	case OpAdded:
		return tr("Extra objectives added")

	// Reveals and answers.
	case OpObjective:
		return say("Reveal objective: %s", objectiveName(b))
	case OpDefense:
		return say("Show %s's defense: %s", figName(a), tokenName(b))
	case OpReveal:
		return say("Show the hideout: %s", placeName(a))
	case OpRange:
		return say("Answer: %d or %d", a, b)
	case OpType:
		return say("Answer: %s", pick(a, tr("a Farm"), tr("a City")))
	case OpRegion:
		return say("Answer: %s", pick(a, tr("another region"), tr("same region")))
	case OpFound:
		return pick(a, tr("Answer: not here"), tr("Answer: found!"))

	// The Patrón's turn and effects.
	case OpMove:
		return say("Pay $%d to move %s", box.SicarioMoveCost, figName(a))
	case OpPlay:
		return say("Play %s", cardName(a))
	case OpDiscard:
		return say("Discard %s for León/La Quica", cardName(a))
	case OpFold:
		return say("Discard %s (no placement)", cardName(a))
	case OpSpend:
		switch a {
		case 0:
			return tr("Pay nothing")
		case 1:
			return tr("Pay for 1 effect")
		}
		return tr("Pay for both effects")
	case OpPlace:
		return say("Place %s at %s", figName(a), placeName(b))
	case OpLab:
		if a == LabOnCard {
			return say("Lab on the objective card%s", fromText(b))
		}
		return say("Lab at %s%s", placeName(a), fromText(b))
	case OpControl:
		return say("Control %s%s", placeName(a), fromText(b))
	case OpUnblock:
		return say("Lift the Blockade at %s", placeName(a))
	case OpTarget:
		return say("Threaten %s", hunterName(a))
	case OpOffer:
		return say("Offer %s", plataText(plataIdx(a)))
	case OpSwap:
		return say("Swap %s's and %s's tokens", figName(a), figName(b))
	case OpLock:
		return say("Lock %s", hunterName(a))
	case OpFlip:
		return say("Turn the Blockade at %s", placeName(a))
	case OpPush:
		return say("Push %s to %s", hunterShort(a), placeName(b))
	case OpSilence:
		return say("Close one %s slot", tr(actionWord[actionIdx(a)]))
	case OpNext:
		return say("%s acts next", factionName(a))
	case OpName:
		return say("Name the %s region", regionName(a))
	case OpCoin:
		return say("Put $1 on %s", placeName(a))
	case OpParty:
		return say("Party at %s", placeName(a))
	case OpDrop:
		return say("Discard an Action card of %d", a)
	case OpBuy:
		if a == 0 {
			return tr("Buy no Glory")
		}
		return say("Buy %d Glory ($%d)", a, int(a)*box.VelascoPrice)
	case OpTrigger:
		return say("Trigger %s", cardName(a))
	case OpBudget:
		if a == 0 {
			return tr("Stay put ($0)")
		}
		return say("Move up to %d %s ($%d)", a, plural(int(a), tr("space"), tr("spaces")), a)
	case OpBribe:
		return say("Put $%d on Bribing Politicians", box.BribingStake)

	// Shared.
	case OpStep:
		return say("Move to %s", placeName(a))
	case OpStop:
		return tr("Stop here")
	case OpDone:
		return tr("Done")
	case OpPass:
		return tr("Pass")

	// The Factions.
	case OpStart:
		return say("Start %s at %s", hunterShort(a), placeName(b))
	case OpActivate:
		return say("%s takes this turn", factionName(a))
	case OpSelfLock:
		return say("Lock %s ourselves", hunterName(a))
	case OpHunter:
		return say("%s acts now", hunterName(a))
	case OpBoost:
		return say("+%d move (DEA card)", box.DEABoostSteps)
	case OpRedraw:
		if b < 0 {
			return say("Replace the %d card (DEA)", a)
		}
		return say("Replace the %d and %d cards (DEA)", a, b)
	case OpTake:
		return tr("Take the Coca cube (Cali)")
	case OpUse:
		return say("Use a %d %s", a, tr(actionUse[actionIdx(b)]))
	case OpPepes:
		return say("Pay $%d to see %s and %s", box.PepesRevealCost, figName(a), figName(b))
	case OpAttack:
		return say("Attack %s", figName(a))
	case OpBonus:
		return say("+%d to the attack (Policía)", box.PoliciaBonus)
	case OpDestroy:
		return say("Destroy Lab at %s", placeName(a))
	case OpBlock:
		return say("Blockade at %s%s", placeName(a), fromText(b))
	case OpUncontrol:
		return say("Remove Controlled at %s", placeName(a))
	case OpSearch:
		return say("Search %s", placeName(a))
	case OpExtra:
		return say("Cali extra: %s", tr(actionWord[actionIdx(a)]))
	case OpPlata:
		return tr("Take the money (Plata)")
	case OpPlomo:
		return tr("Refuse (Plomo)")
	case OpFrame:
		return say("Send %s to %s", hunterShort(a), placeName(b))
	}
	return "?"
}

// Short is the command in one to three words, for small buttons where the
// prompt already says what is decided: "Medellín", "Stop", "2 or 4".
func (c Command) Short() string {
	a, b := c.A, c.B
	switch c.Op {
	case OpShuffle, OpObjDeck:
		return tr("Shuffle")
	case OpOrder, OpObjective:
		return objectiveName(b)
	case OpHide, OpReveal, OpStep, OpStart, OpSearch, OpFrame, OpCoin, OpParty, OpFlip:
		if c.Op == OpStart || c.Op == OpFrame {
			return placeName(b)
		}
		return placeName(a)
	case OpDefend, OpDefense:
		return say("%s: %s", figName(a), tokenName(b))
	case OpAddObj:
		return tr("Add objectives")
	case OpShuffled, OpObjDeckIs:
		return tr("Shuffled")
	case OpObjectives, OpAdded:
		return tr("Set")
	case OpHidden:
		return tr("Hidden")
	case OpDefenses:
		return tr("Assigned")
	case OpRange:
		return say("%d or %d", a, b)
	case OpType:
		return pick(a, tr("Farm"), tr("City"))
	case OpRegion:
		return pick(a, tr("Other region"), tr("Same region"))
	case OpFound:
		return pick(a, tr("Not here"), tr("Found"))
	case OpMove:
		return say("Move %s", figName(a))
	case OpPlay:
		return cardName(a)
	case OpDiscard, OpFold:
		return say("Discard %s", cardName(a))
	case OpSpend:
		return [...]string{"Nothing", "1 effect", "Both"}[min(max(a, 0), 2)]
	case OpPlace:
		return say("%s: %s", figName(a), placeName(b))
	case OpLab:
		if a == LabOnCard {
			return say("Lab on card%s", fromText(b))
		}
		return say("Lab %s%s", placeName(a), fromText(b))
	case OpControl:
		return say("Control %s%s", placeName(a), fromText(b))
	case OpUnblock:
		return say("Unblock %s", placeName(a))
	case OpTarget, OpLock, OpSelfLock, OpHunter:
		return hunterName(a)
	case OpOffer:
		return [...]string{"3 Labs", "3 Glory", "4 Controlled", "Extra card"}[plataIdx(a)]
	case OpSwap, OpPepes:
		return say("%s & %s", figName(a), figName(b))
	case OpPush:
		return say("%s: %s", hunterShort(a), placeName(b))
	case OpSilence, OpExtra:
		return tr(actionWord[actionIdx(a)])
	case OpNext, OpActivate:
		return factionName(a)
	case OpName:
		return regionName(a)
	case OpDrop:
		return say("A %d", a)
	case OpBuy:
		return say("%d Glory", a)
	case OpTrigger:
		return cardName(a)
	case OpBudget:
		return say("$%d", a)
	case OpBribe:
		return say("Bribe $%d", box.BribingStake)
	case OpStop:
		return tr("Stop")
	case OpDone:
		return tr("Done")
	case OpPass:
		return tr("Pass")
	case OpBoost:
		return say("+%d move", box.DEABoostSteps)
	case OpRedraw:
		if b < 0 {
			return say("Replace %d", a)
		}
		return say("Replace %d, %d", a, b)
	case OpTake:
		return tr("Take Coca")
	case OpUse:
		return say("%s (%d)", tr(actionWord[actionIdx(b)]), a)
	case OpAttack:
		return figName(a)
	case OpBonus:
		return say("+%d", box.PoliciaBonus)
	case OpDestroy:
		return placeName(a)
	case OpBlock:
		return say("Block %s%s", placeName(a), fromText(b))
	case OpUncontrol:
		return say("Clear %s", placeName(a))
	case OpPlata:
		return tr("Plata")
	case OpPlomo:
		return tr("Plomo")
	}
	return "?"
}

// TextFor is Text made more precise by the decision's detail: a payment
// names its price in dollars ("Pay $3") when the card is known.
func (c Command) TextFor(d Detail) string {
	if c.Op == OpSpend && d.Card >= 0 && d.Card < box.NumCards {
		return spendText(c.A, d.Card, false)
	}
	return c.Text()
}

// ShortFor is Short made more precise by the decision's detail.
func (c Command) ShortFor(d Detail) string {
	if c.Op == OpSpend && d.Card >= 0 && d.Card < box.NumCards {
		return spendText(c.A, d.Card, true)
	}
	return c.Short()
}

func spendText(tiers int8, card box.Card, short bool) string {
	cost := card.PayFor(int(tiers))
	switch {
	case short:
		return say("$%d", cost)
	case tiers <= 0:
		return tr("Pay nothing")
	case tiers == 1 && card.Tiers() > 1:
		return say("Pay $%d (first effect)", cost)
	case tiers == 1:
		return say("Pay $%d", cost)
	}
	return say("Pay $%d (both effects)", cost)
}

// Audit findings. Commands and openings are named by their 0-based
// position, as the protocol's findings count them.

var commitText = [numCommitKinds]string{"", "Sicario deck", "objective deck", "objective", "hideout", "defense"}

func kindText(k CommitKind) string {
	if k >= numCommitKinds {
		return ""
	}
	return tr(commitText[k])
}

// Text says what a commitment is to: "hideout opening for season 2",
// "defense opening for Gustavo, season 1".
func (s Subject) Text() string {
	if kindText(s.Commit) == "" {
		return tr("opening")
	}
	what := say("%s opening", kindText(s.Commit))
	switch {
	case s.Season < 0:
		return what
	case s.Commit == CommitHideout && s.Escape:
		return say("%s for season %d (escape)", what, s.Season)
	case s.Commit == CommitHideout:
		return say("%s for season %d", what, s.Season)
	case s.Commit == CommitDefense && s.Figure != box.NoFigure:
		return say("%s for %s, season %d", what, s.Figure.Name(), s.Season)
	case s.Commit == CommitObjective && s.Slot > 0 && s.Season > 0:
		return say("%s for slot %d, added in season %d", what, s.Slot, s.Season)
	case s.Commit == CommitObjective && s.Slot > 0:
		return say("%s for slot %d", what, s.Slot)
	case s.Commit == CommitDeck && s.Season == 0:
		return say("%s for the setup shuffle", what)
	case s.Commit == CommitDeck:
		return say("%s for a shuffle in season %d", what, s.Season)
	}
	return what
}

// flawText says what is malformed.
func (f Finding) flawText() string {
	item := func(v int) string {
		if f.Commit == CommitObjDeck {
			return objectiveName(int8(v))
		}
		return cardName(int8(v))
	}
	switch f.Flaw {
	case FlawLength:
		return say("payload malformed: %d bytes, not %d", f.Got, f.Want)
	case FlawValue:
		return say("payload malformed: byte %d is out of range (at most %d)", f.Got, f.Want)
	case FlawRepeat:
		return say("payload malformed: %s comes twice", item(f.Got))
	case FlawForeign:
		return say("payload malformed: %s was not among the discards", item(f.Got))
	case FlawKindText:
		return tr("kind malformed: not a commitment kind")
	case FlawSaltText:
		return tr("salt malformed: not 32 hex digits")
	case FlawPayloadText:
		return tr("payload malformed: not hex")
	}
	return tr("malformed")
}

// Text is the finding in English, e.g. "command 12: hideout opening for
// season 2 missing".
func (f Finding) Text() string {
	where := tr("the game")
	switch {
	case f.Index >= 0 && f.Command.Op != OpNone && !isCommitment(f.Command.Op):
		where = say("command %d %q", f.Index, f.Command.Format())
	case f.Index >= 0:
		where = say("command %d", f.Index)
	case f.Opening >= 0:
		where = say("opening %d", f.Opening)
	}
	what := f.Subject.Text()
	switch f.Kind {
	case FindingMissing:
		return say("%s: %s missing", where, what)
	case FindingExtra:
		return say("%s: extra %s: it opens no commitment", where, what)
	case FindingDuplicate:
		return say("%s: %s handed over twice (opening %d)", where, what, f.Opening)
	case FindingOutOfOrder:
		return say("%s: %s out of order: handed over as opening %d, due as opening %d", where, what, f.Opening, f.Want)
	case FindingMismatch:
		return say("%s: %s does not open its commitment (wrong salt or payload, opening %d)", where, what, f.Opening)
	case FindingWrongKind:
		other := tr("of no known kind")
		if kindText(f.Other) != "" {
			other = say("a %s opening", kindText(f.Other))
		}
		return say("%s: %s: opening %d in its place is %s", where, what, f.Opening, other)
	case FindingMalformed:
		if f.Commit == 0 {
			return say("%s: %s", where, f.flawText())
		}
		return say("%s: %s: %s", where, what, f.flawText())
	case FindingRule:
		return say("%s: %v", where, f.Err)
	case FindingLog:
		if f.Index < 0 {
			return say("the game cannot start (%v); nothing was replayed", f.Err)
		}
		if f.Command.Op == OpNone {
			return say("%s: the command does not parse (%v); the audit stops", where, f.Err)
		}
		return say("%s: the log breaks the public rules here (%v); the audit stops", where, f.Err)
	}
	return say("%s: ?", where)
}

func (f Finding) String() string { return f.Text() }
