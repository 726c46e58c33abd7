//go:build wip_abilities_x

package game

import (
	"fmt"
	"testing"

	"patron/game/box"
)

func TestZZExplore(t *testing.T) {
	s := newScen(t)
	fmt.Println(s.g.Pub.Available, s.g.Pub.ActionDeckLen, s.legalText())
	s.factionTurn(box.DEA)
	fmt.Println(s.pending(), s.legalText())
	s.do("hunter Murphy")
	fmt.Println(s.pending(), s.g.Pending().Seat, s.legalText())
	s.do("boost")
	fmt.Println(s.pending(), s.legalText())
	s.do("pass")
	fmt.Println(s.pending(), s.legalText())
}
