package scenes

import (
	"context"
	"time"

	"patron/netplay/lobby"
	"patron/render/draw"
	"patron/render/theme"
	"patron/scenes/words"
)

// The player's vacation, in Play online under My games: the days left of
// this year's allowance, a number of days to take (more or fewer) and
// Take, and while one lasts, until when and End. The server decides what
// a vacation may be (netplay/server); the screen asks and shows.

// vacation is what the lobby knows of the player's vacation.
type vacation struct {
	known bool
	asked bool // the server was asked once this screen opened
	v     lobby.Vacation
	days  int // the days the player means to take
	call  chan answer[lobby.Vacation]
}

// vacationRect is where the vacation's line and its buttons are, under
// My games.
func vacationRect(a *App) draw.Rect {
	m := minePanel(a)
	return draw.Rect{X: m.X, Y: m.Bottom() + 5, W: m.W, H: 52}
}

// on is whether a vacation is under way.
func (v *vacation) on() bool { return v.known && v.v.Until.After(time.Now()) }

// ask asks the server for the player's vacation (take: a vacation of
// days, 0 ending the one under way), unless a call is under way.
func (v *vacation) ask(a *App, take bool, days int) {
	if v.call != nil || a.online == nil || a.online.client == nil {
		return
	}
	client := a.online.client
	v.call = inBackground(20*time.Second, func(ctx context.Context) (lobby.Vacation, error) {
		if take {
			return client.TakeVacation(ctx, days)
		}
		return client.Vacation(ctx)
	})
}

// took takes the server's answer, if it came: My games is asked again
// (its lines say who is on vacation); it gives the refusal, if any.
func (v *vacation) took(a *App) error {
	if v.call == nil {
		return nil
	}
	select {
	case got := <-v.call:
		v.call = nil
		if got.err != nil {
			return got.err
		}
		v.v, v.known = got.v, true
		v.days = min(max(v.days, 1), max(v.v.DaysLeft, 1))
		a.online.refresh()
	default:
	}
	return nil
}

// update takes the vacation's buttons; it reports whether one was
// clicked.
func (v *vacation) update(a *App, id buttonID) bool {
	switch id {
	case named("online:vac-less"):
		v.days = max(v.days-1, 1)
	case named("online:vac-more"):
		v.days = min(v.days+1, max(v.v.DaysLeft, 1))
	case named("online:vac-take"):
		if v.v.DaysLeft > 0 {
			v.ask(a, true, v.days)
		}
	case named("online:vac-end"):
		v.ask(a, true, 0)
	default:
		return false
	}
	return true
}

// draw writes the vacation's line and its buttons in r.
func (v *vacation) draw(a *App, c *draw.Canvas, r draw.Rect) {
	lang := a.Lang
	if !v.known {
		return
	}
	line := lang.Sprintf(words.OnlineVacationLeft, v.v.DaysLeft)
	if v.on() {
		line = lang.Sprintf(words.OnlineVacationOn, dateText(v.v.Until), v.v.DaysLeft)
	}
	st := OnWood(14)
	c.Text(clipText(c, line, r.W, st), r.X, r.Y, st)
	y, style := r.Y+22, Plain
	if v.call != nil || v.v.DaysLeft == 0 {
		style = Disabled
	}
	a.Button(c, named("online:vac-less"), draw.Rect{X: r.X, Y: y, W: 34, H: 30}, "−", style)
	c.Text(lang.Sprintf(words.OnlineDaysN, v.days), r.X+34+45, y+6, draw.TextStyle{Font: theme.Label, Size: 15, Color: theme.Paper, Align: draw.Center})
	a.Button(c, named("online:vac-more"), draw.Rect{X: r.X + 124, Y: y, W: 34, H: 30}, "+", style)
	a.Button(c, named("online:vac-take"), draw.Rect{X: r.X + 166, Y: y, W: 150, H: 30}, lang.T(words.OnlineVacationTake), style)
	if v.on() {
		end := Quiet
		if v.call != nil {
			end = Disabled
		}
		a.Button(c, named("online:vac-end"), draw.Rect{X: r.X + 324, Y: y, W: r.W - 324, H: 30}, lang.T(words.OnlineVacationEnd), end)
	}
}

// dateText is a day and an hour, in this computer's time.
func dateText(t time.Time) string { return t.Local().Format("2006-01-02 15:04") }
