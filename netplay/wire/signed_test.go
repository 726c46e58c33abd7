package wire

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"patron/game"
	"patron/netplay/identity"
)

var (
	aKey = identity.Key(strings.Repeat("ab", 32))
	aSig = strings.Repeat("cd", 64)
)

// An online table's fields travel and come back; a LAN table's messages,
// which leave them out, are as before.
func TestSignedFieldsRoundTrip(t *testing.T) {
	opts := game.Options{Seed: 3, Players: 2, Control: [4]int{1, 1, 1, 1}}
	online := lobby
	online.Table, online.Server = "t-1", aKey
	online.Seats = []Seat{{Name: "Ana", Who: "remote", Key: aKey}, {Name: "Bo", Who: "bot"}}
	for _, m := range []*Message{
		{Kind: KindLobby, Lobby: &online},
		{Kind: KindHello, Hello: &Hello{Name: "Eve", Seat: -1, Watch: true}},
		{Kind: KindWelcome, Welcome: &Welcome{Seat: -1, Lobby: online}},
		{Kind: KindPropose, Propose: &Propose{Seq: 4, Seat: 1, Command: "step A12", Hash: "0123456789abcdef", Sig: aSig}},
		{Kind: KindCommit, Commit: &Commit{Seq: 4, Seat: 1, Command: "step A12", Hash: "0123456789abcdef", Key: aKey, Sig: aSig, Receipt: aSig}},
		{Kind: KindSync, Sync: &Sync{Options: opts, Log: []string{"stop"}, Hash: "0123456789abcdef", Signed: []Signed{{Seat: 1, Key: aKey, Sig: aSig}}, Receipt: aSig}},
	} {
		var b strings.Builder
		if err := Write(&b, m); err != nil {
			t.Fatalf("%s: %v", m.Kind, err)
		}
		if _, err := Decode([]byte(b.String()[4:])); err != nil {
			t.Fatalf("%s: %v", m.Kind, err)
		}
	}
}

// Every signed field is strictly formed where it is: a key of 64 and a
// signature of 128 lowercase hex digits, both or neither, a signature for
// each command of a sync, a table id of plain text.
func TestMalformedSignedFieldsAreRefused(t *testing.T) {
	opts := game.Options{Seed: 3, Players: 2, Control: [4]int{1, 1, 1, 1}}
	upper := strings.ToUpper(aSig)
	sync := func(s Sync) *Message {
		s.Options, s.Hash = opts, "0123456789abcdef"
		return &Message{Kind: KindSync, Sync: &s}
	}
	commit := func(key identity.Key, sig, receipt string) *Message {
		return &Message{Kind: KindCommit, Commit: &Commit{Seq: 1, Seat: 1, Command: "stop", Hash: "0123456789abcdef", Key: key, Sig: sig, Receipt: receipt}}
	}
	withLobby := func(f func(*Lobby)) *Message {
		l := lobby
		l.Seats = append([]Seat(nil), lobby.Seats...)
		f(&l)
		return &Message{Kind: KindLobby, Lobby: &l}
	}
	for _, c := range []struct {
		what string
		m    *Message
	}{
		{"a short signature in a proposal", &Message{Kind: KindPropose, Propose: &Propose{Seq: 1, Seat: 1, Command: "stop", Hash: "0123456789abcdef", Sig: "ab"}}},
		{"an uppercase signature in a proposal", &Message{Kind: KindPropose, Propose: &Propose{Seq: 1, Seat: 1, Command: "stop", Hash: "0123456789abcdef", Sig: upper}}},
		{"a commit's key without a signature", commit(aKey, "", "")},
		{"a commit's signature without a receipt", commit(aKey, aSig, "")},
		{"a commit's receipt alone", commit("", "", aSig)},
		{"a commit's key too short", commit(aKey[:10], aSig, aSig)},
		{"a seat's key not hex", withLobby(func(l *Lobby) { l.Seats[1].Key = identity.Key(strings.Repeat("zz", 32)) })},
		{"a table id without a server key", withLobby(func(l *Lobby) { l.Table = "t" })},
		{"a server key without a table id", withLobby(func(l *Lobby) { l.Server = aKey })},
		{"a table id too long", withLobby(func(l *Lobby) { l.Table, l.Server = strings.Repeat("t", MaxTable+1), aKey })},
		{"a table id with a line break", withLobby(func(l *Lobby) { l.Table, l.Server = "t\nseq 0", aKey })},
		{"fewer signatures than commands", sync(Sync{Log: []string{"stop", "stop"}, Signed: []Signed{{Seat: 1, Key: aKey, Sig: aSig}}, Receipt: aSig})},
		{"a sync's signature of no seat", sync(Sync{Log: []string{"stop"}, Signed: []Signed{{Seat: 7, Key: aKey, Sig: aSig}}, Receipt: aSig})},
		{"a sync's signatures without a receipt", sync(Sync{Log: []string{"stop"}, Signed: []Signed{{Seat: 1, Key: aKey, Sig: aSig}}})},
		{"a receipt of an empty log", sync(Sync{Log: []string{}, Receipt: aSig})},
		{"a player's welcome without a token", &Message{Kind: KindWelcome, Welcome: &Welcome{Seat: 1, Lobby: lobby}}},
		{"a watcher's welcome with a token", &Message{Kind: KindWelcome, Welcome: &Welcome{Seat: -1, Token: token, Lobby: lobby}}},
	} {
		err := c.m.Check()
		var bad *Malformed
		if !errors.As(err, &bad) {
			t.Errorf("%s: %v, want it refused", c.what, err)
		}
	}
}

// The Patrón's sealed game travels on his signed proposal up to
// MaxSealed bytes, and comes back out of the frame as it went in.
func TestASealedGameTravelsOnASignedProposal(t *testing.T) {
	sealed := bytes.Repeat([]byte{0xa5}, MaxSealed)
	m := &Message{Kind: KindPropose, Propose: &Propose{Seq: 3, Seat: 0, Command: "stop", Hash: "0123456789abcdef",
		Sig: strings.Repeat("a", identity.SigLen), Sealed: sealed}}
	var buf bytes.Buffer
	if err := Write(&buf, m); err != nil {
		t.Fatal(err)
	}
	got, err := Read(&buf)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got.Propose.Sealed, sealed) {
		t.Error("the sealed game changed on the way")
	}
	m.Propose.Sealed = append(sealed, 0)
	if err := m.Check(); err == nil {
		t.Error("a sealed game of MaxSealed+1 bytes was taken")
	}
}
