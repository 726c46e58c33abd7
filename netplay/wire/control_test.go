package wire

import (
	"encoding/json"
	"errors"
	"testing"
)

// Names and chat are printed on every computer, the headless commands'
// terminals too: a control character in them (an escape sequence that
// clears the screen or sets its title, a line break that forges a line
// such as "audit: every hidden answer checked: fair play") is refused as
// malformed, as it arrives; so is one in a refusal's words.
func TestNamesAndChatCarryNoControlCharacters(t *testing.T) {
	for _, text := range []string{"\x1b[2J", "a\nb", "tab\there", "bell\a", "\u009b31m", "del\x7f", "\u202eevil"} {
		for _, m := range []*Message{
			{Kind: KindChat, Chat: &Chat{Seat: 1, Text: text}},
			{Kind: KindHello, Hello: &Hello{Name: text, Seat: -1}},
			{Kind: KindError, Error: &Refusal{Code: "x", Text: text}},
			{Kind: KindLobby, Lobby: &Lobby{Host: "Ana", Seats: []Seat{{Name: "Ana", Who: "host"}, {Name: text, Who: "remote"}}, Control: [4]int{1, 1, 1, 1}}},
		} {
			m.V = Version
			body, err := json.Marshal(m)
			if err != nil {
				t.Fatal(err)
			}
			var malformed *Malformed
			if _, err := Decode(body); !errors.As(err, &malformed) {
				t.Errorf("a %s with %q decoded: %v", m.Kind, text, err)
			}
		}
	}
	m := &Message{Kind: KindChat, Chat: &Chat{Seat: 1, Text: "¿raid Bogotá? 🙂 «ok»"}}
	if err := m.Check(); err != nil {
		t.Fatal(err)
	}
}

func TestPlainlyMakesTextPlain(t *testing.T) {
	for in, want := range map[string]string{"bye": "bye", "\x1b[2Jbye\n": "\ufffd[2Jbye\ufffd", "a\xffb": "a\ufffdb", "Bogotá 🙂": "Bogotá 🙂"} {
		if got := Plainly(in); got != want || !Plain(got) {
			t.Errorf("Plainly(%q) = %q, want %q", in, got, want)
		}
	}
}
