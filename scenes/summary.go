package scenes

import (
	"fmt"
	"strings"

	"patron/game"
	"patron/game/board"
	"patron/game/box"
	"patron/scenes/words"
)

// The End of Season summary: what one End of Season did, step by step in
// the order the table plays it (ruling R1), said from the match's public
// events. The Patrón's version adds his own facts (where he moved) from
// his secret view; the Factions' is made from the events alone, so it is
// the same on every machine and names nothing he keeps hidden.

// summary is one End of Season in sentences: its season and its steps.
type summary struct {
	Season int
	Steps  []summaryStep
}

// summaryStep is one step of the End of Season: a heading and its lines.
type summaryStep struct {
	Title string
	Lines []string
}

// seasonEnds counts the End of Seasons the events have finished.
func seasonEnds(evs []game.Event) int {
	n := 0
	for _, e := range evs {
		if e.Kind == game.EvSeasonEnd {
			n++
		}
	}
	return n
}

// nthSeasonEnd is the index of the n-th (from 1) EvSeasonEnd, or -1.
func nthSeasonEnd(evs []game.Event, n int) int {
	for i, e := range evs {
		if e.Kind == game.EvSeasonEnd {
			if n--; n == 0 {
				return i
			}
		}
	}
	return -1
}

// endSeasonStart is where the End of Season that ends at index end began:
// after the season's last Faction turn (the eighth turn is always one).
func endSeasonStart(evs []game.Event, end int) int {
	for i := end - 1; i >= 0; i-- {
		switch evs[i].Kind {
		case game.EvFactionTurnEnd, game.EvSeason:
			return i + 1
		}
	}
	return 0
}

// onMapGlory is the Glory each sicario still on the map at index at is
// worth: those placed since the sicarios last returned, less the captured.
func onMapGlory(evs []game.Event, at int, pub *game.Public) (figs []box.Figure, glory []int) {
	from := 0
	for i := at - 1; i >= 0; i-- {
		if evs[i].Kind == game.EvSicariosReturn {
			from = i + 1
			break
		}
	}
	var on []box.Figure
	for _, e := range evs[from:at] {
		switch e.Kind {
		case game.EvPlace:
			if f := e.Figure(); !contains(on, f) {
				on = append(on, f)
			}
		case game.EvSicarioCaptured:
			on = remove(on, e.Figure())
		}
	}
	for _, f := range on {
		if s := pub.SlotOf(f); s >= 0 {
			figs, glory = append(figs, f), append(glory, s.Glory())
		}
	}
	return figs, glory
}

func contains(fs []box.Figure, f box.Figure) bool {
	for _, g := range fs {
		if g == f {
			return true
		}
	}
	return false
}

func remove(fs []box.Figure, f box.Figure) []box.Figure {
	out := fs[:0]
	for _, g := range fs {
		if g != f {
			out = append(out, g)
		}
	}
	return out
}

// The End of Season's steps, in the order the engine runs them.
const (
	sumTriggers = iota
	sumIncome
	sumShipping
	sumHideout
	sumObjectives
	sumGlory
	sumMove
	numSumSteps
)

// buildSummary says the n-th End of Season of the events (from 1). pub
// is the public state (for the sicarios' slots), sec the Patrón's secret
// view (nil for the Factions: their summary uses the events alone).
func buildSummary(lang *words.Lang, evs []game.Event, n int, pub *game.Public, sec *game.SecretView) summary {
	end := nthSeasonEnd(evs, n)
	if end < 0 {
		return summary{}
	}
	pr := lang.Printer()
	start := endSeasonStart(evs, end)
	sum := summary{Season: evs[end].Season()}
	var lines [numSumSteps][]string
	// The sicarios' Glory: the EvGlory just before they return, when some
	// stood on the map (else that Glory was an objective's reward).
	figs, worth := onMapGlory(evs, start, pub)
	total := 0
	for _, g := range worth {
		total += g
	}
	sicGlory := -1
	for i := start; i < end; i++ {
		if evs[i].Kind == game.EvSicariosReturn && total > 0 && i > start && evs[i-1].Kind == game.EvGlory {
			sicGlory = i - 1
		}
	}
	step := sumTriggers
	var labs []string
	gloryFrom, gloryNow, hideout := -1, -1, board.NoLoc
	shipped := false
	for i := start; i < end; i++ {
		e := evs[i]
		switch e.Kind {
		case game.EvIncomeTrack:
			step = max(step, sumIncome)
		case game.EvShip, game.EvCocaProduced:
			step = max(step, sumShipping)
		case game.EvHideoutRevealed:
			step = sumHideout
		case game.EvSicariosReturn, game.EvBudget:
			step = sumMove
		}
		if e.Kind == game.EvGlory {
			if gloryFrom < 0 {
				gloryFrom = e.Total() - e.Amount()
			}
			gloryNow = e.Total()
		}
		switch {
		case i == sicGlory:
			parts := make([]string, len(figs))
			for k, f := range figs {
				parts[k] = fmt.Sprintf("%s +%d", f.Name(), worth[k])
			}
			if total == e.Amount() {
				lines[sumGlory] = append(lines[sumGlory], lang.Sprintf(words.SumGlorySicarios, strings.Join(parts, ", ")))
			}
			lines[sumGlory] = append(lines[sumGlory], pr.Event(e))
		case e.Kind == game.EvIncomeTrack:
			if i+1 < end && evs[i+1].Kind == game.EvMoney {
				m := evs[i+1]
				lines[sumIncome] = append(lines[sumIncome], lang.Sprintf(words.SumIncomeLine, e.Income(), m.Amount(), m.Total()))
				i++
			} else {
				lines[sumIncome] = append(lines[sumIncome], pr.Event(e))
			}
		case e.Kind == game.EvCocaProduced:
			labs = append(labs, lang.Sprintf("%s (%s)", board.Map.Name[e.Loc()], e.Loc()))
		case e.Kind == game.EvShip:
			shipped = true
			lines[step] = append(lines[step], pr.Event(e))
		case e.Kind == game.EvHideoutRevealed:
			hideout = e.Loc()
			lines[sumHideout] = append(lines[sumHideout], pr.Event(e))
			step = sumObjectives
		case e.Kind == game.EvSicariosReturn, e.Kind == game.EvHidden, e.Kind == game.EvActionsRevealed:
			// the sicarios' return and the refresh go without saying; the
			// new hideout is said below
		default:
			lines[step] = append(lines[step], pr.Event(e))
		}
	}
	if len(lines[sumTriggers]) == 0 {
		lines[sumTriggers] = []string{lang.T(words.SumNoTrigger)}
	}
	if !shipped {
		lines[sumShipping] = append([]string{lang.T(words.SumNoShip)}, lines[sumShipping]...)
	}
	if len(labs) > 0 {
		lines[sumShipping] = append(lines[sumShipping], lang.Sprintf(words.SumLabs, strings.Join(labs, ", ")))
	} else {
		lines[sumShipping] = append(lines[sumShipping], lang.T(words.SumNoLabs))
	}
	if !completed(evs[start:end]) {
		lines[sumObjectives] = append([]string{lang.T(words.SumNoObjective)}, lines[sumObjectives]...)
	}
	if sicGlory < 0 {
		lines[sumGlory] = append(lines[sumGlory], lang.T(words.SumNoGlory))
	}
	if gloryFrom >= 0 {
		lines[sumGlory] = append(lines[sumGlory], lang.Sprintf(words.SumGloryAll, gloryFrom, gloryNow))
	}
	if hideout != board.NoLoc && sec == nil {
		lines[sumMove] = append(lines[sumMove], lang.Sprintf(words.SumMoveHidden, lang.Sprintf("%s (%s)", board.Map.Name[hideout], hideout)))
	}
	if sec != nil {
		if l, ok := movedTo(sec, sum.Season); ok {
			name := lang.Sprintf("%s (%s)", board.Map.Name[l], l)
			if l == hideout {
				lines[sumMove] = append(lines[sumMove], lang.Sprintf(words.SumStayedAt, name))
			} else {
				lines[sumMove] = append(lines[sumMove], lang.Sprintf(words.SumMovedTo, name))
			}
		}
	}
	titles := [numSumSteps]string{words.SumTriggers, words.SumIncome, words.SumShipping, words.SumHideout, words.SumObjectives, words.SumGlory, words.SumMove}
	for k, ls := range lines {
		if len(ls) > 0 {
			sum.Steps = append(sum.Steps, summaryStep{Title: lang.T(titles[k]), Lines: ls})
		}
	}
	// The next season's start: the objectives it reveals, when revealed.
	var next []string
	for _, e := range evs[end+1:] {
		if e.Kind == game.EvDefensesAssigned || e.Kind == game.EvSeasonEnd {
			break
		}
		if e.Kind == game.EvObjectiveRevealed {
			next = append(next, pr.Event(e))
		}
	}
	if len(next) > 0 {
		sum.Steps = append(sum.Steps, summaryStep{Title: lang.Sprintf(words.SumNext, sum.Season+1), Lines: next})
	}
	return sum
}

// completed reports whether an objective was completed among the events.
func completed(evs []game.Event) bool {
	for _, e := range evs {
		if e.Kind == game.EvObjectiveCompleted {
			return true
		}
	}
	return false
}

// movedTo is where the Patrón's hiding sheet says he moved at the end of
// a season: its last line of that season that was not an escape.
func movedTo(sec *game.SecretView, season int) (board.Loc, bool) {
	for i := len(sec.Sheet) - 1; i >= 0; i-- {
		if e := sec.Sheet[i]; e.Season == season && !e.Escape {
			return e.Loc, true
		}
	}
	return board.NoLoc, false
}

// Text is the whole summary in lines, for tests and the log: each step's
// heading, then its lines.
func (s summary) Text() string {
	var b strings.Builder
	for _, st := range s.Steps {
		b.WriteString(st.Title + "\n")
		for _, l := range st.Lines {
			b.WriteString("  " + l + "\n")
		}
	}
	return b.String()
}
