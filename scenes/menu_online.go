package scenes

import (
	"fmt"

	"patron/render/draw"
	"patron/render/theme"
	"patron/scenes/words"
)

// onlineBadge marks the menu's Play online entry with the number of
// tables waiting on the player (a red disc on the button's right end),
// and says it under the entry instead of what the entry is; none waiting,
// the entry is as it was.
func onlineBadge(a *App, c *draw.Canvas, r draw.Rect, sub string) string {
	n := a.onlineWaiting()
	if n == 0 {
		return sub
	}
	x, y, rad := r.Right()-22, r.CY(), 13.0
	c.Circle(x, y, rad, theme.Danger)
	c.Text(fmt.Sprint(n), x, y-9, draw.TextStyle{Font: theme.Heading, Size: 15, Color: theme.Paper, Align: draw.Center})
	return a.Lang.Sprintf(words.PlayOnlineWaiting, n)
}
