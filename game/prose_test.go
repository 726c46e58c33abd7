package game_test

import (
	"patron/game"
	"patron/game/prose"
)

func init() {
	p := prose.English()
	game.SayCommand, game.SayShort, game.SayCommandFor, game.SayFinding = p.Command, p.Short, p.CommandFor, p.Finding
}
