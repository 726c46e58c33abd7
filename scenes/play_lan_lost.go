package scenes

import (
	"patron/netplay/session"
	"patron/scenes/words"
)

// A decision sent while the host dropped never reached it: the host's log,
// when it is back, stops before it (session.CodeNotDelivered). Nothing of
// it was applied, and the question is due again; asked again with no word,
// it looked as if the game had forgotten the move. The prompt says so in
// words where its hint stands until the player decides again, and the
// news under the chat says it as well, for a few seconds. The decision is
// made again rather than sent again by itself: the player sees the table
// as it is now, and the host checks it as it checks any proposal.

// notDelivered takes the note of a decision of this computer's that never
// reached the host.
func (p *Play) notDelivered(lang *words.Lang, n session.Note) {
	if n.Player < 0 || n.Player >= len(p.M.Setup.People) || !p.M.Setup.People[n.Player].Human() {
		return // a bot here decides again without a word
	}
	text := lang.Sprintf(words.DecisionLost, lang.Printer().Command(n.Command))
	p.net.lost = text
	p.net.notice = p.news(text)
}

// lostHint is the prompt's line for a decision that must be made again,
// while this computer's person decides ("" otherwise).
func (p *Play) lostHint() string {
	if p.M.Net == nil || p.netWaits() {
		return ""
	}
	return p.net.lost
}
