//go:build wip_cards

package game

import (
	"fmt"
	"testing"

	"patron/game/box"
)

func TestCardExplore(t *testing.T) {
	s := newScen(t)
	p := &s.g.Pub
	fmt.Println("money", p.Money, "pepes", p.PepesMoney, "glory", p.Glory, "income", p.Income, "possible", p.Possible.Count())
	s.hand(box.Accountant, box.LoyalToTheEnd, box.LeonCard, box.LaQuicaCard, box.FrameUp)
	fmt.Println(s.legalText())
	fmt.Println("avail", p.Available, "decklen", p.ActionDeckLen)
}
