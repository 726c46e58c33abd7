package scenes

import (
	"patron/game"
	"patron/game/board"
	"patron/game/box"
	"patron/render/mapview"
)

// hitKind is what a click on the table landed on.
type hitKind uint8

const (
	hitNone    hitKind = iota // nothing of the table (a plain button of another screen, or nothing)
	hitLoc                    // a place on the map: loc
	hitPiece                  // a figure on the map: piece
	hitSlot                   // a sicario on the Patrón's dashboard: slot
	hitCard                   // a card in the Patrón's hand: card
	hitCommand                // a choice of the decision (listed, or a way out): cmd
	hitButton                 // one of the table's own buttons: button
	hitAction                 // an action's row on the Action dashboard: action
	hitAvail                  // an available Action card on the Action dashboard: avail (its place, 0–2)
	hitFaction                // a Faction's card on the table: faction
)

// tableButton is a button of the table that is not a choice of the game.
type tableButton uint8

const (
	btnNone       tableButton = iota
	btnMore                   // the list of choices: its next page, or its top again
	btnCancel                 // drop the half-made pick
	btnMenu                   // the toolbar: the table's menu
	btnHelp                   // the toolbar: the keyboard help
	btnOverlay                // the toolbar: the Factions' deduction overlay
	btnAbility                // the foot of the prompt: ask for an optional window's next chance (ability)
	btnUndo                   // take the decision back
	btnStandIn                // let a bot play for an away LAN player
	btnResume                 // the menu: back to the game
	btnPace                   // the menu: the bots' pace (pace)
	btnRules                  // the menu: the rules reference
	btnLeaveGame              // the menu: leave this game (asks first)
	btnAskWindows             // the menu: the optional windows on request, or asked at every chance
	btnLeaveNo                // "Leave this game?": no
	btnLeaveYes               // "Leave this game?": yes
	btnLogFilter              // the log's header: show only some entries (log)
	btnLogNewest              // the log scrolled back: to the newest entry
	btnClues                  // the toolbar: the clue sheet, open or closed
	btnClue                   // the clue sheet: an entry (clue), lit on the map or not
	btnClueBg                 // the clue sheet's ground: a click there is nothing else's
	btnClueUp                 // the clue sheet's scroll bar: older clues
	btnClueDown               // … newer clues
	btnTakeBack               // a LAN seat played by a bot past the limit: its person takes it back
	btnAbandon                // the host ends a LAN game as abandoned, the Patrón's countdown run out
	btnAdvice                 // the toolbar: the hint of the seat, shown or hidden (play_advice.go)
)

// hit is a clickable thing of the table, with what it stands for in the
// game's own types: registered where it is drawn (App.AddHit,
// App.HitButton), given back by the hit test (App.clickedHit), and read by
// the table's handlers by its kind. Only the field of its kind is set.
type hit struct {
	kind    hitKind
	loc     board.Loc     // hitLoc
	piece   mapview.Piece // hitPiece
	slot    box.Slot      // hitSlot: the sicario's slot on the dashboard
	card    box.Card      // hitCard
	cmd     game.Command  // hitCommand
	button  tableButton   // hitButton
	pace    int           // hitButton btnPace: the pace it sets
	action  box.Action    // hitAction
	avail   int           // hitAvail
	faction box.Faction   // hitFaction
	log     logFilter     // hitButton btnLogFilter: the filter it sets
	clue    int           // hitButton btnClue: the entry's index on the clue sheet
	ability game.Ability  // hitButton btnAbility: the ability asked for
}

func onLoc(l board.Loc) hit         { return hit{kind: hitLoc, loc: l} }
func onPiece(pc mapview.Piece) hit  { return hit{kind: hitPiece, piece: pc} }
func onSlot(s box.Slot) hit         { return hit{kind: hitSlot, slot: s} }
func onCard(cd box.Card) hit        { return hit{kind: hitCard, card: cd} }
func onCommand(c game.Command) hit  { return hit{kind: hitCommand, cmd: c} }
func onButton(b tableButton) hit    { return hit{kind: hitButton, button: b} }
func onAction(ac box.Action) hit    { return hit{kind: hitAction, action: ac} }
func onFaction(f box.Faction) hit   { return hit{kind: hitFaction, faction: f} }
func onAvail(i int) hit             { return hit{kind: hitAvail, avail: i} }
func onPace(pace int) hit           { return hit{kind: hitButton, button: btnPace, pace: pace} }
func onClue(i int) hit              { return hit{kind: hitButton, button: btnClue, clue: i} }
func (h hit) is(b tableButton) bool { return h.kind == hitButton && h.button == b }
