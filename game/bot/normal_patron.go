package bot

import (
	"math/rand/v2"

	"patron/game"
	"patron/game/board"
	"patron/game/box"
)

// NormalPatron plays the Patrón with one-ply heuristics: hide far from the
// hunters, place sicarios where the Factions' deduction set stays large and
// the figure is likely to survive, take the glory and money on offer.
type NormalPatron struct {
	rng *rand.Rand
	buf []float64
}

// cardValue is a rough worth of each card's own effect.
var cardValue = [box.NumCards]float64{
	box.Accountant: 2, box.FamilyBusiness: 2, box.Bodyguard: 0.5, box.LoyalToTheEnd: 3, box.PoisonCard: 1,
	box.Ambush: 0.5, box.LimonCard: 2, box.GetawayDriver: 0.5, box.VelascoCard: 1.5, box.FriendsInCongress: 0.5,
	box.Hitman: 1, box.StreetCredit: 1, box.Enforcer: 1, box.Intimidation: 0.5, box.Recruiter: 1,
	box.SafeHouses: 2.5, box.LeonCard: 1, box.LaQuicaCard: 1.5, box.SnitchsSentence: 1, box.FrameUp: 1,
	box.MyLabs: 2, box.Rally: 1.5, box.BribedCheckpoint: 0.5,
}

// Choose scores each legal command and takes the best.
func (b *NormalPatron) Choose(v *game.View) game.Command {
	if v.Pending.Forced || len(v.Legal) == 1 {
		return v.Legal[0]
	}
	b.buf = b.scores(v, b.buf[:0])
	return best(b.rng, v.Legal, b.buf)
}

// scores values each legal command.
func (b *NormalPatron) scores(v *game.View, out []float64) []float64 {
	p, sec, d := &v.Public, v.Secret, v.Pending.Detail
	poss := p.Possible
	hunters := p.HunterLocs()
	// A relocation counts against a place each hunter that could search
	// it next turn (roads and airports: a hunter one road step from an
	// airport City flies across the map), a road step for each; the first
	// hideout, each hunter whose Capture could raid it from where it
	// stands. Counting the next turn's searches at the first hideout too
	// made Normal too strong against Normal, and after an escape weaker
	// (docs/BALANCE.md).
	var reach [board.N]int8
	switch v.Pending.Prompt {
	case game.PromptRelocate:
		reach = searchReach(p, standing(p))
	case game.PromptHide:
		reach = raidReach(p, standing(p))
	}
	return scoreAll(v.Legal, out, func(c game.Command) float64 {
		switch c.Op {
		case game.OpHide:
			l := board.Loc(c.A)
			score := float64(min(distTo(l, hunters), 5)) + 0.01*float64(board.Map.Adj[l].Count())
			return score - float64(reach[l]) // the hunters that could search there soon
		case game.OpDefend:
			return float64(box.Token(c.B).Value())
		case game.OpMove:
			return -1
		case game.OpPlay:
			return 2 + cardValue[c.A]
		case game.OpDiscard:
			return 1
		case game.OpSpend:
			card := d.Card
			if p.Money-card.PayFor(int(c.A)) >= 3 {
				return float64(c.A)
			}
			return -float64(c.A)
		case game.OpPlace:
			return b.placeScore(p, box.Figure(c.A), board.Loc(c.B), poss)
		case game.OpBribe:
			if p.Money >= 8 {
				return 1
			}
			return -1
		case game.OpLab:
			return 2.5 // income, but a Controlled token shielding the hideout is often worth more
		case game.OpControl:
			l := board.Loc(c.A)
			v := 1.5 + 0.5*float64((board.Map.Adj[l]&hunters).Count())
			if sec.Hideout != board.NoLoc && board.Map.Within[sec.Hideout][1].Has(l) {
				v += 1.5 // a hunter's capture move cannot end there
			}
			return v
		case game.OpUnblock:
			return 1
		case game.OpStep:
			l := board.Loc(c.A)
			return float64(min(distTo(l, hunters), 3)) + b.shipBonus(p, d, l)
		case game.OpStop:
			return float64(min(distTo(d.Loc, hunters), 3)) + b.shipBonus(p, d, d.Loc) + 0.1
		case game.OpTarget:
			if p.Hunters[c.A].Acted {
				return 0
			}
			return 1
		case game.OpOffer:
			return [...]float64{2, 4, 1, 3}[c.A]
		case game.OpRange:
			return b.rangeScore(p, sec, d, int(c.A), int(c.B))
		case game.OpBudget:
			k := int(c.A)
			if p.LimonFree {
				return float64(k)
			}
			return -float64((k - min(p.Money/2, 3)) * (k - min(p.Money/2, 3)))
		case game.OpBuy:
			n := int(c.A)
			if p.Glory+n >= box.GloryToWin {
				return 100
			}
			return -float64(abs(n - max(0, (p.Money-4)/5)))
		case game.OpLock:
			return -float64(distTo(p.Hunters[c.A].Loc, sec.Hideout.Bit()))
		case game.OpDone:
			return 0
		}
		return 0.5
	})
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// shipBonus: a sicario with a cube likes ending on an airport City.
func (b *NormalPatron) shipBonus(p *game.Public, d game.Detail, l board.Loc) float64 {
	s := p.SlotOf(d.Figure)
	if s >= 0 && p.Slots[s].Coca && board.Map.Airport.Has(l) {
		return 5
	}
	if s >= 0 && !p.Slots[s].Coca && p.Coca.Has(l) {
		return 1
	}
	return 0
}

// placeScore: keep the deduction set large, stay away from hunters, and
// stand near Labs and Cities for the actions.
func (b *NormalPatron) placeScore(p *game.Public, f box.Figure, l board.Loc, poss board.Set) float64 {
	s := p.SlotOf(f)
	left := (poss & board.Map.Within[l][s.Range()]).Count()
	keep := float64(left) / float64(max(1, poss.Count()))
	safety := float64(min(distTo(l, p.HunterLocs()), 3))
	if f == box.LaQuica {
		safety = 1
	}
	return 4*keep + safety + 0.2*float64((board.Map.Within[l][1]&^p.Tokens()).Count())
}

// rangeScore: name the decoy that keeps the most possible locations.
func (b *NormalPatron) rangeScore(p *game.Public, sec *game.SecretView, d game.Detail, a, c int) float64 {
	l := p.Hunters[d.Hunter].Loc
	keep := 0
	for _, x := range []int{a, c} {
		if x <= board.MaxDist {
			keep += (p.Possible & board.Map.Ring[l][x]).Count()
		}
	}
	return float64(keep)
}
