package scenes

import (
	"fmt"
	"strings"
	"testing"

	"patron/game"
	"patron/game/board"
	"patron/game/box"
	"patron/render/draw"
	"patron/scenes/words"
)

// Deciding how much to pay for a card's effect, the Patrón sees the card
// (its name and what it does: the card has left his hand) and what each
// choice costs.
func TestPayingForACardShowsTheCard(t *testing.T) {
	lang := words.English()
	for seed := uint64(1); seed <= 20; seed++ {
		m := mustMatch(t, seed)
		if err := autoplay(m, board.NoLoc, func(d game.Decision) bool { return d.Prompt == game.PromptSpend }); err != nil {
			t.Fatal(err)
		}
		if m.G.Over() {
			continue
		}
		p := ShotPlay(m)
		card := p.view.Pending.Detail.Card
		if card == box.NoCard || !p.mine() {
			t.Fatalf("seed %d: paying for no card (%v)", seed, p.view.Pending)
		}
		a := NewApp(p, &Script{X: -1, Y: -1})
		a.Settings, a.Store = DefaultSettings(), nil
		c := &draw.Canvas{S: 1}
		p.drawPrompt(a, c, layoutTable(DesignW, DesignH).Prompt)
		said := strings.Join(c.QueuedTexts(), " ")
		first := strings.Fields(lang.T(words.CardEffects[card]))[0]
		if !strings.Contains(said, card.Info().Name) || !strings.Contains(said, first) {
			t.Fatalf("seed %d: paying for %s, the prompt says %q", seed, card.Info().Name, c.QueuedTexts())
		}
		if cost := card.PayFor(1); !strings.Contains(said, fmt.Sprintf("$%d", cost)) {
			t.Errorf("seed %d: the choices %q do not say the effect costs $%d", seed, c.QueuedTexts(), cost)
		}
		return
	}
	t.Fatal("no game asked to pay for a card")
}
