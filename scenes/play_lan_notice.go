package scenes

import (
	"patron/netplay/session"
	"patron/render/draw"
	"patron/render/theme"
	"patron/scenes/words"
)

// The table's problems (a flood cut to its fair share, a false report of
// a game that differs, a joiner's message the host refused) are news of
// the network, not a refusal of the choice on screen: each computer shows
// the latest under the chat, whoever decides now, for a few commands, as
// it shows a game that differs. (Said as a refused choice, "Not allowed:
// …", it showed only while this computer had a decision to make.)

// problemNote takes a problem the table noted.
func (p *Play) problemNote(lang *words.Lang, n session.Note) {
	if text, ok := tableProblemText(lang, n, p.M.Net.Hosting(), p.personName(lang, n.Player)); ok {
		p.net.notice = p.news(text)
	}
}

// tableProblemText says a problem in the screen's language: name is the
// person of the seat it concerns. ok is false for news the table keeps
// to itself.
func tableProblemText(lang *words.Lang, n session.Note, hosting bool, name string) (text string, ok bool) {
	text = n.Text
	switch flood, isFlood := floodText(lang, n, hosting, name); {
	case n.Code == "stale": // a team decision another computer answered first
		return "", false
	case isFlood: // more of one kind than its fair share: the excess dropped
		text = flood
	case n.Code == session.CodeBackLater: // this decision had its second chance
		text = lang.T(words.BackLater)
	case n.Code == session.CodeHostUnusable: // something of the host's this computer ignored
		text = lang.T(words.HostUnusable)
	case n.Code == "false-desync" && !hosting: // this computer's own report, refused
		text = lang.T(words.DesyncFalseMine)
	case n.Code == "false-desync": // a report the host's log does not bear out
		text = lang.Sprintf(words.DesyncFalse, name)
	case hosting && n.Err != nil: // the rules refused a joiner's decision: name it
		text = lang.Sprintf(words.PeerRefused, name, lang.Printer().Refusal(n.Err))
	case hosting: // a joiner sent something refused: name it
		text = lang.Sprintf(words.PeerRefused, name, n.Text)
	}
	return text, true
}

// drawNotice paints the latest problem under the chat's other news, at
// (x, y), and returns where the map is free again below it.
func (p *Play) drawNotice(c *draw.Canvas, x, y float64) float64 {
	return drawNews(c, x, y, p.net.notice.text, theme.Muted, 14)
}
