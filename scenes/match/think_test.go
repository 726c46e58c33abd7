package match

import (
	"testing"
	"time"

	"patron/game"
	"patron/game/bot"
)

// waitThought asks Think until the bot has answered.
func waitThought(t *testing.T, m *Match, budget time.Duration) game.Command {
	t.Helper()
	for range 20000 {
		if c, ready := m.Think(budget); ready {
			return c
		}
		time.Sleep(time.Millisecond)
	}
	t.Fatal("the bot never answered")
	return game.Command{}
}

// A bot thinks on a goroutine of its own: Think answers at once that it
// is thinking, then the bot's legal answer, the same until the game
// moves on; a searching bot's (Hard's, Expert's) search is bounded by the
// budget.
func TestBotsThinkOffTheWindowsThread(t *testing.T) {
	for _, level := range bot.Levels {
		if bot.Searches(level) {
			t.Run(level, func(t *testing.T) { botsThinkOffTheWindowsThread(t, level) })
		}
	}
}

func botsThinkOffTheWindowsThread(t *testing.T, level string) {
	m, err := New(Setup{People: []Person{{Name: "P", Bot: level}, {Name: "F", Bot: level}}, Seed: 5,
		Secret: &game.SecretOptions{}})
	if err != nil {
		t.Fatal(err)
	}
	const budget = 50 * time.Millisecond
	searched := 0
	for m.G.Pub.Season < 2 {
		d := m.G.Pending()
		legal := m.G.Legal(nil)
		if !d.Forced && len(legal) > 1 {
			if _, ready := m.Think(budget); ready {
				t.Fatal("a decision was ready before its bot began")
			}
			if m.thought == nil {
				t.Fatal("no bot is thinking")
			}
			searched++
		}
		c := waitThought(t, m, budget)
		if again, ready := m.Think(budget); !ready || !again.Equal(c) {
			t.Fatal("the answer changed before the game moved on")
		}
		ok := false
		for _, x := range legal {
			ok = ok || x.Equal(c)
		}
		if !ok {
			t.Fatalf("%q is not legal", c)
		}
		if _, err := m.Apply(c); err != nil {
			t.Fatal(err)
		}
	}
	if searched < 10 {
		t.Fatalf("only %d decisions thought about", searched)
	}
}

// An answer to a game that has changed since it was asked (an undo) is
// never given: the bot thinks again about the game as it is.
func TestAStaleThoughtIsDropped(t *testing.T) {
	m, err := New(Setup{People: []Person{{Name: "P", Bot: "normal"}, {Name: "F", Bot: "normal"}}, Seed: 6,
		Secret: &game.SecretOptions{}})
	if err != nil {
		t.Fatal(err)
	}
	for m.G.Pending().Forced || len(m.G.Legal(nil)) < 2 {
		if _, err := m.Apply(m.G.Legal(nil)[0]); err != nil {
			t.Fatal(err)
		}
	}
	m.Think(0)
	m.Revision++ // the game changed while the bot thought
	for m.thought != nil && m.thought.revision != m.Revision {
		if _, ready := m.Think(0); ready {
			t.Fatal("an answer for the old game was given")
		}
		time.Sleep(time.Millisecond)
	}
	if c := waitThought(t, m, 0); m.answer == nil || m.answer.revision != m.Revision || !m.answer.c.Equal(c) {
		t.Fatal("the new answer is not for the game as it is")
	}
}
