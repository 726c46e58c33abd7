package scenes

import (
	"patron/scenes/match"
	"patron/scenes/words"
)

// checkKept shows, once, that the host's save of its table could not be
// written: after a crash "Back to my table" would not find this game.
func (p *Play) checkKept(a *App) {
	h, ok := p.M.Net.(match.HostNet)
	if !ok || h.Kept == nil || p.net.unkept {
		return
	}
	if err := h.Kept(); err != nil {
		p.net.unkept = true
		p.net.banner = desyncBanner{text: a.Lang.Sprintf(words.TableNotKept, err)}
	}
}
