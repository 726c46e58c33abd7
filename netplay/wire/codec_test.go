package wire

import (
	"bytes"
	"encoding/binary"
	"errors"
	"strings"
	"testing"

	"patron/game"
)

var lobby = Lobby{Host: "Ana", Code: "K7Q2MX", Seats: []Seat{{Name: "Ana", Who: "host"}, {Name: "Bo", Who: "remote", Taken: true}},
	Control: [4]int{1, 1, 1, 1}}

var token = strings.Repeat("ab", 16)

// one valid message of every kind
func samples() []*Message {
	opts := game.Options{Seed: 3, Players: 2, Control: [4]int{1, 1, 1, 1}}
	return []*Message{
		{Kind: KindHello, Hello: &Hello{Name: "Bo", App: "1", Code: "K7Q2MX", Seat: -1}},
		{Kind: KindWelcome, Welcome: &Welcome{Seat: 1, Token: token, Lobby: lobby}},
		{Kind: KindRefuse, Refuse: &Refusal{Code: "seat-taken", Text: "someone sits there"}},
		{Kind: KindLobby, Lobby: &lobby},
		{Kind: KindStart, Start: &Start{Options: opts}},
		{Kind: KindSync, Sync: &Sync{Options: opts, Log: []string{"shuffled " + strings.Repeat("0", 64)}, Hash: "0123456789abcdef"}},
		{Kind: KindPropose, Propose: &Propose{Seq: 4, Seat: 1, Command: "step A12", Hash: "0123456789abcdef"}},
		{Kind: KindCommit, Commit: &Commit{Seq: 4, Seat: 1, Command: "step A12", Hash: "0123456789abcdef"}},
		{Kind: KindReject, Reject: &Refusal{Code: "not-your-turn", Text: "it is the Patrón's decision", Seq: 4}},
		{Kind: KindDesync, Desync: &Desync{Seq: 4, Seat: 1, Want: "0123456789abcdef", Got: "fedcba9876543210"}},
		{Kind: KindChat, Chat: &Chat{Seat: 1, Text: "raid Bogotá?"}},
		{Kind: KindPresence, Presence: &Presence{Seats: lobby.Seats, Waiting: 1}},
		{Kind: KindOpenings, Openings: &Openings{Openings: []Opening{{Kind: "hideout", Salt: strings.Repeat("0", 32), Payload: "0c"}}}},
		{Kind: KindError, Error: &Refusal{Code: "malformed", Text: "what was that?"}},
		{Kind: KindBack, Back: &Back{Seat: 1}},
		{Kind: KindAbandon, Abandon: &Abandon{Seat: 0, WaitedMS: 300_000, Commands: 120}},
		{Kind: KindPing, Ping: &Ping{N: 3}},
	}
}

func TestEveryKindRoundTrips(t *testing.T) {
	var buf bytes.Buffer
	all := samples()
	for _, m := range all {
		if err := Write(&buf, m); err != nil {
			t.Fatalf("%s: %v", m.Kind, err)
		}
	}
	for _, want := range all {
		got, err := Read(&buf)
		if err != nil {
			t.Fatalf("%s: %v", want.Kind, err)
		}
		if got.Kind != want.Kind {
			t.Fatalf("read %s, wrote %s", got.Kind, want.Kind)
		}
	}
	if len(payloadField) != len(all) || len(payloads) != len(all) {
		t.Fatalf("%d kinds, %d samples", len(payloadField), len(all))
	}
}

func frame(body string) []byte {
	var head [4]byte
	binary.BigEndian.PutUint32(head[:], uint32(len(body)))
	return append(head[:], body...)
}

// Malformed messages are refused with a clear reason, read whole, and the
// next message still reads.
func TestMalformedMessagesAreRefused(t *testing.T) {
	for _, c := range []struct{ body, why string }{
		{`not json`, "invalid character"},
		{`[]`, "cannot unmarshal"},
		{`{"v":1,"kind":"chat","chat":{"seat":1,"text":"hi"}}`, "version 1"},
		// A machine with the rules before ruling R25 would disagree mid-game.
		{`{"v":2,"kind":"hello","hello":{"name":"Bo","seat":0}}`, "protocol version 2; this game speaks 6"},
		{`{"v":6,"kind":"teleport"}`, "unknown kind"},
		{`{"v":6,"kind":"chat"}`, "without its Chat"},
		{`{"v":6,"kind":"chat","chat":{"seat":1,"text":"hi"},"hello":{"name":"x","seat":0}}`, "carries a Hello"},
		{`{"v":6,"kind":"chat","chat":{"seat":1,"text":"hi","extra":1}}`, "unknown field"},
		{`{"v":6,"kind":"chat","chat":{"seat":9,"text":"hi"}}`, "chat"},
		{`{"v":6,"kind":"chat","chat":{"seat":1,"text":""}}`, "chat"},
		{`{"v":6,"kind":"chat","chat":{"seat":1,"text":"` + strings.Repeat("é", 401) + `"}}`, "400"},
		{`{"v":6,"kind":"propose","propose":{"seq":-1,"seat":1,"command":"stop","hash":"0123456789abcdef"}}`, "sequence"},
		{`{"v":6,"kind":"propose","propose":{"seq":1,"seat":1,"command":"","hash":"0123456789abcdef"}}`, "command"},
		{`{"v":6,"kind":"propose","propose":{"seq":1,"seat":1,"command":"stop","hash":"xyz"}}`, "hash"},
		// The Patrón's sealed game: on a signed move, not empty, bounded.
		{`{"v":6,"kind":"propose","propose":{"seq":1,"seat":0,"command":"stop","hash":"0123456789abcdef","sealed":"AAAA"}}`, "sealed game"},
		{`{"v":6,"kind":"propose","propose":{"seq":1,"seat":0,"command":"stop","hash":"0123456789abcdef","sig":"` + strings.Repeat("a", 128) + `","sealed":""}}`, "sealed game"},
		{`{"v":6,"kind":"propose","propose":{"seq":1,"seat":0,"command":"stop","hash":"0123456789abcdef","sig":"` + strings.Repeat("a", 128) + `","sealed":"` + strings.Repeat("A", (MaxSealed+3)/3*4+4) + `"}}`, "sealed game"},
		{`{"v":6,"kind":"propose","propose":{"seq":1,"seat":0,"command":"stop","hash":"0123456789abcdef","sig":"` + strings.Repeat("a", 128) + `","sealed":"not base64!"}}`, "illegal base64"},
		{`{"v":6,"kind":"hello","hello":{"name":"","seat":0}}`, "name"},
		{`{"v":6,"kind":"hello","hello":{"name":"Bo","seat":0,"token":"zz"}}`, "token"},
		{`{"v":6,"kind":"start","start":{"options":{"seed":1,"players":9,"control":[1,1,1,1]}}}`, "players"},
		{`{"v":6,"kind":"chat","chat":{"seat":1,"text":"hi"}} {}`, "more than one"},
	} {
		var buf bytes.Buffer
		buf.Write(frame(c.body))
		Write(&buf, samples()[10])
		_, err := Read(&buf)
		var bad *Malformed
		if !errors.As(err, &bad) || !strings.Contains(err.Error(), c.why) {
			t.Errorf("%s: %v, want a refusal about %q", truncate(c.body), err, c.why)
		}
		if m, err := Read(&buf); err != nil || m.Kind != KindChat {
			t.Errorf("%s: the next message: %v", truncate(c.body), err)
		}
	}
}

// A frame over the limit is skipped and named, and the stream goes on; one
// too large to skip is an end.
func TestTooLargeFrames(t *testing.T) {
	var buf bytes.Buffer
	big := make([]byte, MaxFrame+1)
	var head [4]byte
	binary.BigEndian.PutUint32(head[:], uint32(len(big)))
	buf.Write(head[:])
	buf.Write(big)
	Write(&buf, samples()[10])
	_, err := Read(&buf)
	var tl *TooLarge
	if !errors.As(err, &tl) || !tl.Skipped || tl.Size != MaxFrame+1 {
		t.Fatalf("%v", err)
	}
	if m, err := Read(&buf); err != nil || m.Kind != KindChat {
		t.Fatalf("after a skipped frame: %v", err)
	}
	binary.BigEndian.PutUint32(head[:], MaxSkip+1)
	_, err = Read(bytes.NewReader(head[:]))
	if !errors.As(err, &tl) || tl.Skipped {
		t.Fatalf("a frame too large to skip: %v", err)
	}
}

// FuzzDecode: no body makes the decoder panic, and what it accepts encodes
// and decodes again to the same kind.
func FuzzDecode(f *testing.F) {
	for _, m := range samples() {
		var buf bytes.Buffer
		Write(&buf, m)
		f.Add(buf.Bytes()[4:])
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		m, err := Decode(body)
		if err != nil {
			return
		}
		var buf bytes.Buffer
		if err := Write(&buf, m); err != nil {
			t.Fatalf("an accepted message does not encode: %v", err)
		}
		again, err := Read(&buf)
		if err != nil || again.Kind != m.Kind {
			t.Fatalf("re-read: %v", err)
		}
	})
}

// A sealed message, framed once for many connections, writes the same
// bytes as one framed at each write.
func TestSealedMessagesWriteTheSameFrame(t *testing.T) {
	for _, m := range samples() {
		var plain, sealed bytes.Buffer
		if err := Write(&plain, m); err != nil {
			t.Fatal(err)
		}
		s := *m
		Seal(&s)
		for range 2 {
			if err := Write(&sealed, &s); err != nil {
				t.Fatal(err)
			}
		}
		if want := bytes.Repeat(plain.Bytes(), 2); !bytes.Equal(sealed.Bytes(), want) {
			t.Fatalf("%s: sealed %q, plain %q", m.Kind, sealed.Bytes(), want)
		}
	}
}
