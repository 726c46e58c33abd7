package scenes

import (
	"patron/game"
	"patron/game/board"
	"patron/scenes/match"
	"patron/scenes/words"
)

// padShot is a screen as a gamepad player sees it: the ring on the first
// target pick accepts, the pointer there (nil pick: where the focus
// starts).
type padShot struct {
	Scene
	pick func(Target) bool
}

// showPad puts the pad's focus on the drawn targets, between a
// screenshot's two frames.
func (a *App) showPad(pick func(Target) bool) {
	f := &a.pad
	f.on = true
	f.resolve(a.targets)
	for _, t := range a.targets {
		if pick != nil && pick(t) && focusable(a.targets, t) {
			f.at, f.has = t, true
			break
		}
	}
	if f.has {
		a.lastX, a.lastY, _ = a.aim(f.at)
	}
}

// capturePad shows the ring: on the menu, on a lit place of the map (the
// Patrón's first hideout), on a choice of the Factions' list, and on the
// hand-off's button.
func capturePad(lang *words.Lang, seed uint64, capture func(string, Scene) error) error {
	if err := capture("pad-menu", padShot{&Menu{}, nil}); err != nil {
		return err
	}
	m, err := match.New(HotseatSetup(lang, seed))
	if err != nil {
		return err
	}
	if err := autoplay(m, board.NoLoc, func(d game.Decision) bool { return d.Prompt == game.PromptHide }); err != nil {
		return err
	}
	place := func(t Target) bool { return t.Hit.kind == hitLoc }
	if err := capture("pad-place", padShot{ShotPlay(m), place}); err != nil {
		return err
	}
	m, err = match.New(HotseatSetup(lang, seed))
	if err != nil {
		return err
	}
	if err := autoplay(m, board.NoLoc, func(d game.Decision) bool {
		return m.G.Pub.Season == 1 && d.Seat.IsFactions() && len(m.G.Legal(nil)) > 3
	}); err != nil {
		return err
	}
	second := 0
	choice := func(t Target) bool {
		if t.Hit.kind == hitCommand {
			second++
		}
		return second == 2
	}
	if err := capture("pad-choice", padShot{ShotPlay(m), choice}); err != nil {
		return err
	}
	m, err = match.New(HotseatSetup(lang, seed))
	if err != nil {
		return err
	}
	if err := autoplay(m, board.NoLoc, func(d game.Decision) bool {
		return m.G.Pub.Season == 1 && d.Seat == game.SeatPatron && d.Prompt == game.PromptPlay
	}); err != nil {
		return err
	}
	return capture("pad-handoff", padShot{handOffFromFactions(lang, m), nil})
}
