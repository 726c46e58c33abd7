package game

import (
	"reflect"
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
// blank), then the set; TestFrameViewsShareItsLayout checks it. A kind
// that keeps nothing but its step sees the frame itself.
type frameView interface {
	frame | moveFrame | huntFrame | activationFrame | factionTurnFrame | selfLockFrame |
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
	numFrameKinds
)

// rules are what a kind of frame does; each function is given the frame
// through the kind's view V.
type rules[V frameView] struct {
	// run makes automatic progress on the frame (and returns false), or
	// returns true: the frame waits for a decision. Nil for a kind that
	// only waits.
	run func(*Game, *V) bool
	// seat is who decides at the waiting frame; nil: the Patrón.
	seat func(*Game, *V) Seat
	// legal appends the legal commands at the waiting frame.
	legal func(*Game, *V, []Command) []Command
	// apply takes a decision at the waiting frame; it must check
	// everything before it changes anything.
	apply func(*Game, *V, Command) error
	// prompt is the decision the frame waits for; promptAt, when set,
	// says it instead from the frame (its step, its flags).
	prompt   Prompt
	promptAt func(*V) Prompt
	// detail says what the decision is about (see Detail): it fills in
	// what applies of the Detail it is given.
	detail func(*Game, *V, Detail) Detail
}

// kindRules are a kind's rules taking the frame itself, as the engine
// holds it; view is the kind's view.
type kindRules struct {
	run      func(*Game, *frame) bool
	seat     func(*Game, *frame) Seat
	legal    func(*Game, *frame, []Command) []Command
	apply    func(*Game, *frame, Command) error
	prompt   Prompt
	promptAt func(*frame) Prompt
	detail   func(*Game, *frame, Detail) Detail
	view     reflect.Type
}

// rulesOf are r taking the frame, each function seeing it through V (a
// kind that sees the frame itself has its functions as they are).
func rulesOf[V frameView](r rules[V]) kindRules {
	k := kindRules{prompt: r.prompt, view: reflect.TypeFor[V](), run: waits}
	if r, ok := any(r).(rules[frame]); ok {
		k.seat, k.legal, k.apply, k.promptAt, k.detail = r.seat, r.legal, r.apply, r.promptAt, r.detail
		if r.run != nil {
			k.run = r.run
		}
		return k
	}
	if r.run != nil {
		k.run = sameCall[func(*Game, *frame) bool](r.run)
	}
	k.seat = sameCall[func(*Game, *frame) Seat](r.seat)
	k.legal = sameCall[func(*Game, *frame, []Command) []Command](r.legal)
	k.apply = sameCall[func(*Game, *frame, Command) error](r.apply)
	k.promptAt = sameCall[func(*frame) Prompt](r.promptAt)
	k.detail = sameCall[func(*Game, *frame, Detail) Detail](r.detail)
	return k
}

// sameCall is a kind's function taking its view *V as the same function
// taking the frame: *V and *frame are one pointer (viewOf), passed alike,
// so calling it through either type runs the same code with the same
// argument. It spares every step of the game a wrapper's second indirect
// call. A nil function stays nil.
func sameCall[To, From any](fn From) To { return *(*To)(unsafe.Pointer(&fn)) }

// waits is the run of a kind that only waits for a decision.
func waits(*Game, *frame) bool { return true }

// noRules are an unknown kind's: it runs nowhere and waits for nothing.
var noRules kindRules

// kinds are the rules of each kind of frame, whose functions are beside
// the kind's code: a new kind is a constant above, its view in frameView,
// and its entry here. (A kind's functions call each other, e.g.
// placementPrompt, not the dispatch below, run, legal, promptOf…: the
// table's initializer would then refer to itself, which Go refuses.)
var kinds = [numFrameKinds]kindRules{
	fSetup: rulesOf(rules[setupFrame]{run: (*Game).runSetup, seat: (*Game).setupSeat,
		legal: (*Game).legalSetup, apply: (*Game).applySetup, promptAt: setupPrompt, detail: (*Game).setupDetail}),
	fSeason: rulesOf(rules[frame]{run: (*Game).runSeason}),
	fNewObjectives: rulesOf(rules[frame]{run: (*Game).runNewObjectives,
		legal: (*Game).legalNewObjectives, apply: (*Game).applyNewObjectives, prompt: PromptRevealObjective}),
	fObjSetup: rulesOf(rules[objSetupFrame]{run: (*Game).runObjSetup,
		legal: (*Game).legalObjSetup, apply: (*Game).applyObjSetup, prompt: PromptObjectiveSetup}),
	fDefenses: rulesOf(rules[frame]{
		legal: (*Game).legalDefenses, apply: (*Game).applyDefenses, prompt: PromptDefenses}),
	fPatronTurn: rulesOf(rules[frame]{run: (*Game).runPatronTurn}),
	fPlacement: rulesOf(rules[placementFrame]{run: (*Game).runPlacement,
		legal: (*Game).legalPlacement, apply: (*Game).applyPlacement, promptAt: placementPrompt, detail: (*Game).placementDetail}),
	fDraw: rulesOf(rules[frame]{run: (*Game).runDraw}),
	fShuffle: rulesOf(rules[frame]{
		legal: (*Game).legalShuffle, apply: (*Game).applyShuffle, prompt: PromptShuffle}),
	fMove: rulesOf(rules[moveFrame]{run: (*Game).runMove, seat: (*Game).moveSeat,
		legal: (*Game).legalMove, apply: (*Game).applyMove, promptAt: movePrompt, detail: (*Game).moveDetail}),
	fActions: rulesOf(rules[sicarioActionsFrame]{run: (*Game).runActions,
		legal: (*Game).legalActions, apply: (*Game).applyActions, prompt: PromptSicarioAction, detail: (*Game).actionsDetail}),
	fQuica: rulesOf(rules[quicaFrame]{run: (*Game).runQuica, seat: (*Game).quicaSeat,
		legal: (*Game).legalQuica, apply: (*Game).applyQuica, promptAt: quicaPrompt, detail: (*Game).quicaDetail}),
	fPlata: rulesOf(rules[plataFrame]{run: (*Game).runPlata,
		legal: (*Game).legalPlata, apply: (*Game).applyPlata, prompt: PromptPlataEffect, detail: (*Game).plataDetail}),
	fCardEffect: rulesOf(rules[cardEffectFrame]{run: (*Game).runCardEffect,
		legal: (*Game).legalCardEffect, apply: (*Game).applyCardEffect, prompt: PromptCardEffect, detail: (*Game).cardEffectDetail}),
	fFrameUp: rulesOf(rules[frameUpFrame]{run: (*Game).runFrameUp, seat: (*Game).frameUpSeat,
		legal: (*Game).legalFrameUp, apply: (*Game).applyFrameUp, prompt: PromptFrameUp, detail: (*Game).frameUpDetail}),
	fFactionTurn: rulesOf(rules[factionTurnFrame]{run: (*Game).runFactionTurn, seat: (*Game).factionTurnSeat,
		legal: (*Game).legalFactionTurn, apply: (*Game).applyFactionTurn, promptAt: factionTurnPrompt}),
	fSelfLock: rulesOf(rules[selfLockFrame]{seat: (*Game).selfLockSeat,
		legal: (*Game).legalSelfLock, apply: (*Game).applySelfLock, prompt: PromptSelfLock}),
	fActivation: rulesOf(rules[activationFrame]{run: (*Game).runActivation, seat: (*Game).activationSeat,
		legal: (*Game).legalActivation, apply: (*Game).applyActivation, promptAt: activationPrompt, detail: (*Game).activationDetail}),
	fHunterAction: rulesOf(rules[huntFrame]{run: (*Game).runHunterAction, seat: (*Game).hunterActionSeat,
		legal: (*Game).legalHunterAction, apply: (*Game).applyHunterAction, promptAt: huntPrompt, detail: (*Game).huntDetail}),
	fRevealDefense: rulesOf(rules[revealFrame]{run: (*Game).runRevealDefense,
		legal: (*Game).legalRevealDefense, apply: (*Game).applyRevealDefense, prompt: PromptRevealDefense, detail: (*Game).revealDetail}),
	fEscape: rulesOf(rules[escapeFrame]{
		legal: (*Game).legalEscape, apply: (*Game).applyEscape, prompt: PromptEscape, detail: (*Game).escapeDetail}),
	fAddObj: rulesOf(rules[frame]{run: (*Game).runAddObj,
		legal: (*Game).legalAddObj, apply: (*Game).applyAddObj, prompt: PromptAddObjectives}),
	fEndSeason: rulesOf(rules[frame]{run: (*Game).runEndSeason,
		legal: (*Game).legalEndSeason, apply: (*Game).applyEndSeason, promptAt: endSeasonPrompt}),
	fTrigger: rulesOf(rules[triggerFrame]{run: (*Game).runTrigger,
		legal: (*Game).legalTrigger, apply: (*Game).applyTrigger, prompt: PromptTrigger}),
	fVelasco: rulesOf(rules[frame]{run: (*Game).runVelasco,
		legal: (*Game).legalVelasco, apply: (*Game).applyVelasco, prompt: PromptVelasco}),
	fObjCheck: rulesOf(rules[objCheckFrame]{run: (*Game).runObjCheck,
		legal: (*Game).legalObjCheck, apply: (*Game).applyObjCheck, prompt: PromptRevealSpecial}),
	fReward: rulesOf(rules[rewardFrame]{run: (*Game).runReward,
		legal: (*Game).legalReward, apply: (*Game).applyReward, prompt: PromptReward}),
	fRelocate: rulesOf(rules[relocateFrame]{
		legal: (*Game).legalRelocate, apply: (*Game).applyRelocate, prompt: PromptRelocate, detail: (*Game).relocateDetail}),
}

// rulesFor are the rules of f's kind (none for a kind unknown).
func rulesFor(f *frame) *kindRules {
	if f.kind >= numFrameKinds {
		return &noRules
	}
	return &kinds[f.kind]
}

// run makes automatic progress on f; true means f waits for a decision.
func (g *Game) run(f *frame) bool {
	r := rulesFor(f)
	if r.run == nil {
		panic("game: unknown frame")
	}
	return r.run(g, f)
}

// seatOf is who decides at a waiting frame.
func (g *Game) seatOf(f *frame) Seat {
	if r := rulesFor(f); r.seat != nil {
		return r.seat(g, f)
	}
	return SeatPatron
}

// legal appends the legal commands at a waiting frame.
func (g *Game) legal(f *frame, out []Command) []Command {
	if r := rulesFor(f); r.legal != nil {
		return r.legal(g, f, out)
	}
	return out
}

// apply takes a decision at a waiting frame; it must check everything
// before it changes anything.
func (g *Game) apply(f *frame, c Command) error {
	if r := rulesFor(f); r.apply != nil {
		return r.apply(g, f, c)
	}
	return refuse(ruleTurn, "nothing to decide now")
}

// promptOf is the decision a waiting frame waits for.
func promptOf(f *frame) Prompt {
	r := rulesFor(f)
	if r.promptAt != nil {
		return r.promptAt(f)
	}
	return r.prompt
}

// wrongOp is the error for a command of a kind not expected now.
func wrongOp(c Command, p Prompt) error {
	return refuse(ruleTurn, "%q is not a legal command now (the decision is %s)", c.Op, p)
}
