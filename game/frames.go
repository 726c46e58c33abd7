package game

import (
	"unsafe"

	"patron/game/board"
)

// A frame is one step of the game's flow on the frame stack: a season, a
// turn, a placement, a move, a card's effect. The top frame either runs on
// its own (run returns false after making progress) or waits for a
// decision (run returns true), which apply then takes.
//
// Frames hold only public facts, so the stack is the same on every machine.
//
// The fields a…y and set are storage: each kind of frame names what it
// keeps there through its view (a struct of the same layout, beside the
// kind's code, e.g. moveFrame), and the code reads and writes the view.
// The frame stays one flat value because the stack is a fixed array that
// PublicHash walks field by field in this order, and saves hold those
// hashes: the storage's fields must not be reordered, retyped or added to.
type frame struct {
	kind frameKind
	step int8
	a, b int8
	c, d int8
	e    int8
	x, y int8
	set  board.Set
}

// frameView lists the kinds' views of a frame. Each is laid out as frame
// is: kind and step, seven fields of one byte (a…y, a view may leave some
// blank), then the set; TestFrameViewsShareItsLayout checks it.
type frameView interface {
	moveFrame | huntFrame | activationFrame | factionTurnFrame | selfLockFrame |
		sicarioActionsFrame | revealFrame | escapeFrame | relocateFrame |
		setupFrame | objSetupFrame | objCheckFrame | rewardFrame |
		placementFrame | cardEffectFrame | frameUpFrame | quicaFrame | plataFrame | triggerFrame
}

// viewOf is f seen through its kind's view.
func viewOf[V frameView](f *frame) *V { return (*V)(unsafe.Pointer(f)) }

// baseOf is the frame a view shows.
func baseOf[V frameView](v *V) *frame { return (*frame)(unsafe.Pointer(v)) }

// frameOf is a new frame of kind k holding v.
func frameOf[V frameView](k frameKind, v V) frame {
	f := *(*frame)(unsafe.Pointer(&v))
	f.kind = k
	return f
}

type frameKind uint8

const (
	fNone frameKind = iota
	fSetup
	fSeason
	fNewObjectives
	fObjSetup
	fDefenses
	fPatronTurn
	fPlacement
	fDraw
	fShuffle
	fMove
	fActions
	fQuica
	fPlata
	fCardEffect
	fFrameUp
	fFactionTurn
	fSelfLock
	fActivation
	fHunterAction
	fRevealDefense
	fEscape
	fAddObj
	fEndSeason
	fTrigger
	fVelasco
	fObjCheck
	fReward
	fRelocate
)

// run makes automatic progress on f; true means f waits for a decision.
func (g *Game) run(f *frame) bool {
	switch f.kind {
	case fSetup:
		return g.runSetup(viewOf[setupFrame](f))
	case fSeason:
		return g.runSeason(f)
	case fNewObjectives:
		return g.runNewObjectives(f)
	case fObjSetup:
		return g.runObjSetup(viewOf[objSetupFrame](f))
	case fDefenses:
		return true
	case fPatronTurn:
		return g.runPatronTurn(f)
	case fPlacement:
		return g.runPlacement(viewOf[placementFrame](f))
	case fDraw:
		return g.runDraw(f)
	case fShuffle:
		return true
	case fMove:
		return g.runMove(viewOf[moveFrame](f))
	case fActions:
		return g.runActions(viewOf[sicarioActionsFrame](f))
	case fQuica:
		return g.runQuica(viewOf[quicaFrame](f))
	case fPlata:
		return g.runPlata(viewOf[plataFrame](f))
	case fCardEffect:
		return g.runCardEffect(viewOf[cardEffectFrame](f))
	case fFrameUp:
		return g.runFrameUp(viewOf[frameUpFrame](f))
	case fFactionTurn:
		return g.runFactionTurn(viewOf[factionTurnFrame](f))
	case fSelfLock:
		return true
	case fActivation:
		return g.runActivation(viewOf[activationFrame](f))
	case fHunterAction:
		return g.runHunterAction(viewOf[huntFrame](f))
	case fRevealDefense:
		return g.runRevealDefense(viewOf[revealFrame](f))
	case fEscape:
		return true
	case fAddObj:
		return g.runAddObj(f)
	case fEndSeason:
		return g.runEndSeason(f)
	case fTrigger:
		return g.runTrigger(viewOf[triggerFrame](f))
	case fVelasco:
		return g.runVelasco(f)
	case fObjCheck:
		return g.runObjCheck(viewOf[objCheckFrame](f))
	case fReward:
		return g.runReward(viewOf[rewardFrame](f))
	case fRelocate:
		return true
	}
	panic("game: unknown frame")
}

// seatOf is who decides at a waiting frame.
func (g *Game) seatOf(f *frame) Seat {
	switch f.kind {
	case fSetup:
		return g.setupSeat(viewOf[setupFrame](f))
	case fMove:
		return g.moveSeat(viewOf[moveFrame](f))
	case fQuica:
		return g.quicaSeat(viewOf[quicaFrame](f))
	case fFrameUp:
		return g.frameUpSeat(viewOf[frameUpFrame](f))
	case fFactionTurn:
		return g.factionTurnSeat(viewOf[factionTurnFrame](f))
	case fSelfLock:
		return g.selfLockSeat(viewOf[selfLockFrame](f))
	case fActivation:
		return g.activationSeat(viewOf[activationFrame](f))
	case fHunterAction:
		return g.hunterActionSeat(viewOf[huntFrame](f))
	}
	return SeatPatron
}

// legal appends the legal commands at a waiting frame.
func (g *Game) legal(f *frame, out []Command) []Command {
	switch f.kind {
	case fSetup:
		return g.legalSetup(viewOf[setupFrame](f), out)
	case fNewObjectives:
		return g.legalNewObjectives(f, out)
	case fObjSetup:
		return g.legalObjSetup(viewOf[objSetupFrame](f), out)
	case fDefenses:
		return g.legalDefenses(f, out)
	case fPlacement:
		return g.legalPlacement(viewOf[placementFrame](f), out)
	case fShuffle:
		return g.legalShuffle(f, out)
	case fMove:
		return g.legalMove(viewOf[moveFrame](f), out)
	case fActions:
		return g.legalActions(viewOf[sicarioActionsFrame](f), out)
	case fQuica:
		return g.legalQuica(viewOf[quicaFrame](f), out)
	case fPlata:
		return g.legalPlata(viewOf[plataFrame](f), out)
	case fCardEffect:
		return g.legalCardEffect(viewOf[cardEffectFrame](f), out)
	case fFrameUp:
		return g.legalFrameUp(viewOf[frameUpFrame](f), out)
	case fFactionTurn:
		return g.legalFactionTurn(viewOf[factionTurnFrame](f), out)
	case fSelfLock:
		return g.legalSelfLock(viewOf[selfLockFrame](f), out)
	case fActivation:
		return g.legalActivation(viewOf[activationFrame](f), out)
	case fHunterAction:
		return g.legalHunterAction(viewOf[huntFrame](f), out)
	case fRevealDefense:
		return g.legalRevealDefense(viewOf[revealFrame](f), out)
	case fEscape:
		return g.legalEscape(viewOf[escapeFrame](f), out)
	case fAddObj:
		return g.legalAddObj(f, out)
	case fEndSeason:
		return g.legalEndSeason(f, out)
	case fTrigger:
		return g.legalTrigger(viewOf[triggerFrame](f), out)
	case fVelasco:
		return g.legalVelasco(f, out)
	case fObjCheck:
		return g.legalObjCheck(viewOf[objCheckFrame](f), out)
	case fReward:
		return g.legalReward(viewOf[rewardFrame](f), out)
	case fRelocate:
		return g.legalRelocate(viewOf[relocateFrame](f), out)
	}
	return out
}

// apply takes a decision at a waiting frame; it must check everything
// before it changes anything.
func (g *Game) apply(f *frame, c Command) error {
	switch f.kind {
	case fSetup:
		return g.applySetup(viewOf[setupFrame](f), c)
	case fNewObjectives:
		return g.applyNewObjectives(f, c)
	case fObjSetup:
		return g.applyObjSetup(viewOf[objSetupFrame](f), c)
	case fDefenses:
		return g.applyDefenses(f, c)
	case fPlacement:
		return g.applyPlacement(viewOf[placementFrame](f), c)
	case fShuffle:
		return g.applyShuffle(f, c)
	case fMove:
		return g.applyMove(viewOf[moveFrame](f), c)
	case fActions:
		return g.applyActions(viewOf[sicarioActionsFrame](f), c)
	case fQuica:
		return g.applyQuica(viewOf[quicaFrame](f), c)
	case fPlata:
		return g.applyPlata(viewOf[plataFrame](f), c)
	case fCardEffect:
		return g.applyCardEffect(viewOf[cardEffectFrame](f), c)
	case fFrameUp:
		return g.applyFrameUp(viewOf[frameUpFrame](f), c)
	case fFactionTurn:
		return g.applyFactionTurn(viewOf[factionTurnFrame](f), c)
	case fSelfLock:
		return g.applySelfLock(viewOf[selfLockFrame](f), c)
	case fActivation:
		return g.applyActivation(viewOf[activationFrame](f), c)
	case fHunterAction:
		return g.applyHunterAction(viewOf[huntFrame](f), c)
	case fRevealDefense:
		return g.applyRevealDefense(viewOf[revealFrame](f), c)
	case fEscape:
		return g.applyEscape(viewOf[escapeFrame](f), c)
	case fAddObj:
		return g.applyAddObj(f, c)
	case fEndSeason:
		return g.applyEndSeason(f, c)
	case fTrigger:
		return g.applyTrigger(viewOf[triggerFrame](f), c)
	case fVelasco:
		return g.applyVelasco(f, c)
	case fObjCheck:
		return g.applyObjCheck(viewOf[objCheckFrame](f), c)
	case fReward:
		return g.applyReward(viewOf[rewardFrame](f), c)
	case fRelocate:
		return g.applyRelocate(viewOf[relocateFrame](f), c)
	}
	return refuse(ruleTurn, "nothing to decide now")
}

// promptOf is the decision a waiting frame waits for.
func promptOf(f *frame) Prompt {
	switch f.kind {
	case fSetup:
		return setupPrompt(viewOf[setupFrame](f))
	case fNewObjectives:
		return PromptRevealObjective
	case fObjSetup:
		return PromptObjectiveSetup
	case fDefenses:
		return PromptDefenses
	case fPlacement:
		return placementPrompt(viewOf[placementFrame](f))
	case fShuffle:
		return PromptShuffle
	case fMove:
		return movePrompt(viewOf[moveFrame](f))
	case fActions:
		return PromptSicarioAction
	case fQuica:
		return quicaPrompt(viewOf[quicaFrame](f))
	case fPlata:
		return PromptPlataEffect
	case fCardEffect:
		return PromptCardEffect
	case fFrameUp:
		return PromptFrameUp
	case fFactionTurn:
		return factionTurnPrompt(viewOf[factionTurnFrame](f))
	case fSelfLock:
		return PromptSelfLock
	case fActivation:
		return activationPrompt(viewOf[activationFrame](f))
	case fHunterAction:
		return huntPrompt(viewOf[huntFrame](f))
	case fRevealDefense:
		return PromptRevealDefense
	case fEscape:
		return PromptEscape
	case fAddObj:
		return PromptAddObjectives
	case fEndSeason:
		return endSeasonPrompt(f)
	case fTrigger:
		return PromptTrigger
	case fVelasco:
		return PromptVelasco
	case fObjCheck:
		return PromptRevealSpecial
	case fReward:
		return PromptReward
	case fRelocate:
		return PromptRelocate
	}
	return PromptNone
}

// kindDetail fills in what the decision of a waiting frame is about.
func (g *Game) kindDetail(f *frame, d Detail) Detail {
	switch f.kind {
	case fSetup:
		return g.setupDetail(viewOf[setupFrame](f), d)
	case fPlacement:
		return g.placementDetail(viewOf[placementFrame](f), d)
	case fMove:
		return g.moveDetail(viewOf[moveFrame](f), d)
	case fActions:
		return g.actionsDetail(viewOf[sicarioActionsFrame](f), d)
	case fQuica:
		return g.quicaDetail(viewOf[quicaFrame](f), d)
	case fPlata:
		return g.plataDetail(viewOf[plataFrame](f), d)
	case fCardEffect:
		return g.cardEffectDetail(viewOf[cardEffectFrame](f), d)
	case fFrameUp:
		return g.frameUpDetail(viewOf[frameUpFrame](f), d)
	case fActivation:
		return g.activationDetail(viewOf[activationFrame](f), d)
	case fHunterAction:
		return g.huntDetail(viewOf[huntFrame](f), d)
	case fRevealDefense:
		return g.revealDetail(viewOf[revealFrame](f), d)
	case fEscape:
		return g.escapeDetail(viewOf[escapeFrame](f), d)
	case fRelocate:
		return g.relocateDetail(viewOf[relocateFrame](f), d)
	}
	return d
}

// wrongOp is the error for a command of a kind not expected now.
func wrongOp(c Command, p Prompt) error {
	return refuse(ruleTurn, "%q is not a legal command now (the decision is %s)", c.Op, p)
}
