package game

import (
	"testing"

	"patron/game/box"
)

func TestHarnessReachesFirstTurn(t *testing.T) {
	s := newScen(t)
	if s.g.Pub.Season != 1 || s.g.Pub.HandCount != 5 {
		t.Fatalf("season %d hand %d", s.g.Pub.Season, s.g.Pub.HandCount)
	}
	s.hideout("A11")
	s.hand(box.Accountant, box.LoyalToTheEnd, box.LeonCard, box.LaQuicaCard, box.FrameUp)
	s.do("play Accountant")
	s.do("spend 0")
	s.refused("place Gustavo A17", "range")
}
