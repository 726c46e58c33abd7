package panels

import (
	"slices"
	"testing"

	"patron/game"
	"patron/game/bot"
	"patron/game/box"
	"patron/render/draw"
)

// seasonOne is a game of bots at the Patrón's first card: his objectives
// lie face down in their slots.
func seasonOne(t *testing.T) *game.Game {
	t.Helper()
	sec := game.SeedFrom(9)
	g, err := game.New(game.Options{Seed: 9, Players: 4}, &sec)
	if err != nil {
		t.Fatal(err)
	}
	patron, _ := bot.New("easy", true, 9)
	factions, _ := bot.New("easy", false, 9)
	for !(g.Pub.Season == 1 && g.Pending().Seat == game.SeatPatron && g.Pending().Prompt == game.PromptPlay) {
		d := g.Pending()
		v := g.View(d.Seat)
		c := factions.Choose(&v)
		if d.Seat == game.SeatPatron {
			c = patron.Choose(&v)
		}
		if _, err := g.Apply(c); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

// The Patrón's face-down objectives are named on his dashboard and each
// explained on hover (a hit where its name is); the Factions' dashboard
// names none and offers no hover for them: only the revealed ones.
func TestOwnObjectivesExplainedToThePatronOnly(t *testing.T) {
	g := seasonOne(t)
	v := g.View(game.SeatPatron)
	dash := draw.Rect{X: 509, Y: 544, W: 336, H: 248}
	var hidden []box.Objective
	for _, slot := range v.Secret.Objectives {
		hidden = append(hidden, slot...)
	}
	if len(hidden) == 0 {
		t.Fatal("no face-down objective to look at")
	}
	c := &draw.Canvas{S: 1}
	own := PatronDashboard(c, English(), dash, &g.Pub, v.Secret)
	for _, o := range hidden {
		i := slices.IndexFunc(own.Objectives, func(h ObjectiveHit) bool { return h.Objective == o })
		if i < 0 {
			t.Errorf("the Patrón's %s has no hover", English().ObjectiveName[o])
		} else if !inside(own.Objectives[i].R, dash) || own.Objectives[i].R.W <= 0 {
			t.Errorf("%s's hover at %v", English().ObjectiveName[o], own.Objectives[i].R)
		}
	}
	c = &draw.Canvas{S: 1}
	theirs := PatronDashboard(c, English(), dash, &g.Pub, nil)
	for _, h := range theirs.Objectives {
		if slices.Contains(hidden, h.Objective) {
			t.Errorf("the Factions' dashboard explains the face-down %s", English().ObjectiveName[h.Objective])
		}
	}
	for _, o := range hidden {
		if slices.Contains(c.QueuedTexts(), English().ObjectiveName[o]) {
			t.Errorf("the Factions' dashboard names the face-down %s", English().ObjectiveName[o])
		}
	}
}

// A face-down Hostage or Bomb token shows the Patrón its picture, not the
// "2" it is worth; a numbered token shows its number; a face-down token
// with nothing known (the Factions' view) shows only its question mark.
func TestHiddenSpecialTokensAreNotATwo(t *testing.T) {
	for _, c := range []struct {
		tok  box.Token
		want []string
	}{{box.TokenHostage, []string{"?"}}, {box.TokenBomb, []string{"?"}}, {box.Token(2), []string{"2", "?"}}, {box.NoToken, []string{"?"}}} {
		cv := &draw.Canvas{S: 1}
		DefenseToken(cv, 20, 20, 10.5, DefenseFaceDown, c.tok)
		if got := cv.QueuedTexts(); !slices.Equal(got, c.want) {
			t.Errorf("token %v face down writes %q, want %q", c.tok, got, c.want)
		}
	}
}
