package lan

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"patron/netplay/session"
)

// A table hosted with --no-announce keeps that in its host's save, which
// the seal covers; a save without it (every save written before it was
// kept) reads as announcing, the old default, and is byte for byte what
// such a save was.
func TestHostSaveKeepsNoAnnounce(t *testing.T) {
	s, _ := hostedGame(t, []string{session.Bot, session.Remote, session.Bot}, 20)
	quiet, err := hostSaving{srv: s, addr: ":27450", created: time.Now(), noAnnounce: true}.encode()
	if err != nil {
		t.Fatal(err)
	}
	b, err := DecodeHostSave(quiet, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !b.NoAnnounce {
		t.Fatal("a table hosted without announcing comes back announcing")
	}
	loud, err := hostSaving{srv: s, addr: ":27450", created: time.Now()}.encode()
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Contains(loud, []byte("noAnnounce")) {
		t.Fatalf("an announcing table's save differs from the old format:\n%s", loud)
	}
	if b, err := DecodeHostSave(loud, nil); err != nil || b.NoAnnounce {
		t.Fatalf("a save without noAnnounce: %+v, %v", b, err)
	}
	edited := bytes.Replace(quiet, []byte(`"noAnnounce": true,`), nil, 1)
	if bytes.Equal(edited, quiet) {
		t.Fatal("the edit did not happen")
	}
	if _, err := DecodeHostSave(edited, nil); err == nil || !strings.Contains(err.Error(), "seal does not match") {
		t.Fatalf("a save edited to announce again: %v", err)
	}
}
