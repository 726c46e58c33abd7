package session

import (
	"strings"
	"testing"

	"patron/game"
	"patron/netplay/wire"
)

// A refusal of a decision this machine never sent (a flood of proposals
// on its connection, which the host refuses to it) is nothing of its own:
// it is noted stale and leaves its next decision free to go. Before, one
// that came before the machine's first decision read as its own, and a
// headless player stopped on it ("it is not your decision").
func TestARefusalOfNothingSentIsStale(t *testing.T) {
	sec := game.SeedFrom(7)
	p, h, err := joinLyingHost(t, PeerConfig{Hello: wire.Hello{Name: "Pat", Code: "ABCD2345", Seat: 0}, Secret: &sec},
		wire.Welcome{Seat: 0, Token: strings.Repeat("ab", 16), Lobby: twoSeats()})
	if err != nil {
		t.Fatal(err)
	}
	h.send(&wire.Message{Kind: wire.KindStart, Start: &wire.Start{Options: game.Options{Players: 2, Seed: 3}}})
	stepUntil(t, p, "start", func(n Note) bool { return n.Kind == NoteStarted })
	h.send(&wire.Message{Kind: wire.KindReject, Reject: &wire.Refusal{Code: "not-your-turn", Text: "it is not your decision", Seq: 0}})
	n := stepUntil(t, p, "the refusal", func(n Note) bool { return n.Kind == NoteRefused })
	if n.Code != "stale" {
		t.Fatalf("a refusal of nothing sent noted %q", n.Code)
	}
	c := p.Game().Legal(nil)[0]
	if !p.MayPropose(c) {
		t.Fatal("the machine may not decide after a refusal of nothing it sent")
	}
	// one of its own, refused, is its own
	if err := p.Propose(c); err != nil || !p.Pending() {
		t.Fatalf("its decision: %v", err)
	}
	h.send(&wire.Message{Kind: wire.KindReject, Reject: &wire.Refusal{Code: "rule-x", Text: "no", Seq: 0, Epoch: p.rep.epoch}})
	if n := stepUntil(t, p, "its refusal", func(n Note) bool { return n.Kind == NoteRefused }); n.Code != "rule-x" || p.Pending() {
		t.Fatalf("its own decision refused: noted %q, pending %v", n.Code, p.Pending())
	}
}
