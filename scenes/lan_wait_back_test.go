package scenes

import (
	"slices"
	"testing"

	"patron/scenes/match"
	"patron/scenes/words"
)

// When the host is back and the table is made again from its log, the
// table's talk is still on screen, and a banner says the host is back
// (the wait's banner gave way to nothing before, and the chat was gone).
func TestTheTableMadeAgainKeepsTheChatAndSaysTheHostIsBack(t *testing.T) {
	a, p := hostTableAtObjectives(t)
	a.Lang = words.Lookup("ru")
	p.M.Said(match.ChatLine{Player: 1, Name: "Bruno", Text: "¿Sigues ahí?"})
	said := slices.Clone(p.M.Chats)
	p.net.host, p.net.problem = &hostWait{}, a.Lang.T(words.WaitingForHost)
	p.backAtTable(a)
	q, ok := a.next.(*Play)
	if !ok {
		t.Fatalf("the table was not made again: %q", p.net.problem)
	}
	t.Cleanup(func() { q.stopSaving() })
	if !slices.Equal(q.M.Chats, said) || q.M.ChatsSaid != p.M.ChatsSaid {
		t.Errorf("the chat made again: %v (%d said), before %v (%d said)", q.M.Chats, q.M.ChatsSaid, said, p.M.ChatsSaid)
	}
	if q.net.problem != "" || q.net.banner.text != a.Lang.T(words.HostBack) || q.net.banner.left == 0 {
		t.Errorf("the table made again says %q, banner %+v", q.net.problem, q.net.banner)
	}
}
