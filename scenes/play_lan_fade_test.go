package scenes

import (
	"testing"

	"patron/netplay/session"
	"patron/netplay/wire"
	"patron/scenes/words"
)

// "The host is back" and the table's other settled news leave the map
// after a few seconds even when no command comes (a table waiting for
// someone): it covered the active hunter for as long as the wait lasted.
// While it shows, the table is not drawn again each frame for it; news of
// something under way (a computer being brought back in step) stays.
func TestTheTablesNewsFadesAfterAFewSeconds(t *testing.T) {
	a, p := hostTableAtObjectives(t)
	lang := a.Lang
	p.net.host, p.net.problem = &hostWait{}, lang.T(words.WaitingForHost)
	p.backAtTable(a)
	q, ok := a.next.(*Play)
	if !ok {
		t.Fatalf("the table was not made again: %q", p.net.problem)
	}
	t.Cleanup(func() { q.stopSaving() })
	q.problemNote(lang, session.Note{Kind: session.NoteProblem, Code: session.CodeSlowDown, Player: 1})
	if q.net.banner.text != lang.T(words.HostBack) || q.net.notice.text == "" {
		t.Fatalf("the table made again says %q, news %q", q.net.banner.text, q.net.notice.text)
	}
	shown := q.netKey(lang)
	for range newsTicks - 1 {
		q.pumpNet(a)
	}
	if q.net.banner.text == "" || q.netKey(lang) != shown {
		t.Fatalf("before its time the news is %q, and the table's key changed: %v", q.net.banner.text, q.netKey(lang) != shown)
	}
	q.pumpNet(a)
	if q.net.banner.text != "" || q.net.notice.text != "" || q.netKey(lang) == shown {
		t.Fatalf("after %d frames the map still shows %q and %q", newsTicks, q.net.banner.text, q.net.notice.text)
	}

	q.desyncNote(a, session.Note{Kind: session.NoteDesync, Code: wire.StepResync, Player: 1, Seq: 2})
	for range 2 * newsTicks {
		q.pumpNet(a)
	}
	if q.net.banner.text == "" {
		t.Fatal("a computer being brought back in step is no longer named")
	}
}
