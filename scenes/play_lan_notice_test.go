package scenes

import (
	"strings"
	"testing"

	"patron/netplay/session"
	"patron/scenes/words"
)

// A flood cut to its fair share, a false report of a game that differs,
// a joiner's message the host refused: each is news of the network,
// shown under the chat whoever decides now, never as a refusal of the
// choice on screen ("Not allowed: …", which showed only while this
// computer had something to decide). It stays for a few commands.
func TestTheTablesProblemsShowUnderTheChat(t *testing.T) {
	a, p := hostTableAtObjectives(t)
	a.Lang = words.Lookup("es")
	chatOnly := p.net.bottom
	for _, n := range []session.Note{
		{Kind: session.NoteProblem, Code: session.CodeSlowDown, Player: 1, Text: "slow down: 41230 chat messages dropped"},
		{Kind: session.NoteProblem, Code: "false-desync", Player: 1},
		{Kind: session.NoteProblem, Code: "malformed", Player: 1, Text: "chat with no words"},
	} {
		p.takeNotes(a, []session.Note{n})
		if p.err != "" || !strings.Contains(p.net.notice.text, "Bruno") || strings.HasPrefix(p.net.notice.text, "slow down") {
			t.Errorf("%s: the error line says %q, the news %q", n.Code, p.err, p.net.notice.text)
		}
		key := p.DrawKey(a)
		drawPlay(a, p)
		if p.net.bottom <= chatOnly+20 {
			t.Errorf("%s: the news takes no room under the chat (it ends at %.0f, the chat at %.0f)", n.Code, p.net.bottom, chatOnly)
		}
		p.net.notice.text = ""
		if p.DrawKey(a) == key {
			t.Errorf("%s: the table does not repaint when the news goes", n.Code)
		}
		p.takeNotes(a, []session.Note{n})
	}
	p.takeNotes(a, []session.Note{{Kind: session.NoteProblem, Code: "stale", Player: 1}})
	if !strings.Contains(p.net.notice.text, "Bruno") {
		t.Errorf("a team decision answered elsewhere took the news' place: %q", p.net.notice.text)
	}
	for range bannerCommands {
		p.ageBanner()
	}
	if p.net.notice.text != "" {
		t.Errorf("the news stays after %d commands: %q", bannerCommands, p.net.notice.text)
	}
}
