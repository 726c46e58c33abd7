package scenes

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"
)

// The table's menu by keyboard: its buttons are numbered as the table's
// choices are, and Enter takes the first (Resume), so a player without a
// mouse can leave a game (Esc opens this menu; Leave then asks, and Enter
// says yes).

// The menu's numbered buttons, by their number.
const (
	pauseResume = 1
	pauseRules  = 2
	pauseLeave  = 3
	pauseAsk    = 4 // the optional windows: on request, or asked at every chance
)

// pauseButtons are the buttons the numbers take.
var pauseButtons = map[int]tableButton{pauseResume: btnResume, pauseRules: btnRules, pauseLeave: btnLeaveGame, pauseAsk: btnAskWindows}

// pauseKeyLabel puts a button's number before its words.
func pauseKeyLabel(n int, label string) string { return fmt.Sprintf("%d  %s", n, label) }

// pauseKeyed is the button a key pressed this frame takes, if any.
func pauseKeyed(in *Input) (tableButton, bool) {
	if in.Pressed(ebiten.KeyEnter) || in.Pressed(ebiten.KeyKPEnter) {
		return btnResume, true
	}
	for _, n := range []int{pauseResume, pauseRules, pauseLeave, pauseAsk} {
		if in.Pressed(ebiten.Key0+ebiten.Key(n)) || in.Pressed(ebiten.KeyNumpad0+ebiten.Key(n)) {
			return pauseButtons[n], true
		}
	}
	return 0, false
}
