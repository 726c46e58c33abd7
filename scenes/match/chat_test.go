package match

import (
	"fmt"
	"testing"
)

// A joiner may talk all game long at its fair share: the match keeps the
// last lines only, and still counts each one so the table repaints.
func TestChatKeepsTheLastLinesAndCountsThemAll(t *testing.T) {
	var m Match
	for i := 1; i <= 250; i++ {
		m.Said(ChatLine{Player: 1, Name: "Bruno", Text: fmt.Sprint("line ", i)})
	}
	if len(m.Chats) != keptChats || m.ChatsSaid != 250 {
		t.Fatalf("kept %d lines, counted %d; want %d and 250", len(m.Chats), m.ChatsSaid, keptChats)
	}
	if first, last := m.Chats[0].Text, m.Chats[len(m.Chats)-1].Text; first != "line 151" || last != "line 250" {
		t.Errorf("kept %q … %q, want the newest 100 (line 151 … line 250)", first, last)
	}
	if cap(m.Chats) > 2*keptChats {
		t.Errorf("the kept lines' array grew to %d", cap(m.Chats))
	}
}
