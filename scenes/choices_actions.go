package scenes

import (
	"fmt"
	"slices"

	"patron/game"
	"patron/game/box"
)

// actionPick is the part of a half-made pick taken on the Action
// dashboard: an action's row, and the available Action cards clicked (by
// their place, 0–2, and value), each narrowing the choices to the commands
// that take them (use, an extra action, a silenced action, a redraw).
type actionPick struct {
	row   int   // the action picked, plus one (0: none)
	avail []int // the available cards picked, by place, in the order clicked
	vals  []int8
}

func (d *actionPick) clear()             { d.row, d.avail, d.vals = 0, d.avail[:0], d.vals[:0] }
func (d *actionPick) narrowed() bool     { return d.row > 0 || len(d.avail) > 0 }
func (d *actionPick) String() string     { return fmt.Sprint(d.row, d.avail) }
func (d *actionPick) action() box.Action { return box.Action(d.row - 1) }

// matches reports whether a command fits the pick: its action is the row
// picked, and it takes every card picked (a value picked twice, twice).
func (d *actionPick) matches(a game.Args) bool {
	if d.row > 0 && a.Action != d.action() {
		return false
	}
	left := a.ActionCards
	for _, v := range d.vals {
		i := slices.Index(left[:], v)
		if i < 0 {
			return false
		}
		left[i] = 0
	}
	return true
}

// pickAction narrows to an action's row; it returns the command when only
// one is left.
func (ch *choices) pickAction(a box.Action) (game.Command, bool) {
	if a < 0 || a >= box.NumActions {
		return game.Command{}, false
	}
	prev := ch.dash.row
	ch.dash.row, ch.first = int(a)+1, 0
	return ch.single(func() { ch.dash.row = prev })
}

// pickAvail adds the available card at place i (of value v) to the pick.
func (ch *choices) pickAvail(i int, v int8) (game.Command, bool) {
	if v <= 0 || slices.Contains(ch.dash.avail, i) {
		return game.Command{}, false
	}
	n := len(ch.dash.avail)
	ch.dash.avail, ch.dash.vals, ch.first = append(ch.dash.avail, i), append(ch.dash.vals, v), 0
	return ch.single(func() { ch.dash.avail, ch.dash.vals = ch.dash.avail[:n], ch.dash.vals[:n] })
}

// dashTargets are the action rows and available cards a click can still
// pick: those some visible command takes (a card once picked is not).
func (ch *choices) dashTargets(pub *game.Public) (rows [box.NumActions]bool, avail [box.AvailableActions]bool) {
	for _, c := range ch.visible() {
		a := c.Args()
		if a.Action >= 0 && a.Action < box.NumActions {
			rows[a.Action] = true
		}
		left := a.ActionCards
		for _, v := range ch.dash.vals { // what the picked cards take already
			if i := slices.Index(left[:], v); i >= 0 {
				left[i] = 0
			}
		}
		for i, v := range pub.Available {
			if v > 0 && !slices.Contains(ch.dash.avail, i) && slices.Contains(left[:], v) {
				avail[i] = true
			}
		}
	}
	return rows, avail
}

// picked reports whether the available card at place i is picked.
func (d *actionPick) picked(i int) bool { return slices.Contains(d.avail, i) }
