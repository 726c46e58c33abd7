package bot

import (
	"math"
	"math/rand/v2"

	"patron/game"
)

// Easy plays the Normal heuristics loosely: it weighs every legal command
// by how Normal values it and draws one, so it mostly plays sensibly but
// now and then takes a worse option a Normal bot would never take.
type Easy struct {
	rng         *rand.Rand
	normal      scorer
	temperature float64
	// loose is the Factions' temperature while more than fewHideouts
	// hideouts are possible (0: temperature always).
	loose float64
	buf   []float64
}

// How loosely Easy plays, for each side: the score gap (in Normal's
// units) at which a better command is e times as likely as a worse one.
// The Easy Factions play closely once few hideouts are left (the search
// a beginner sees) and loosely while many are (a beginner's plan is vague
// until then), so a Patrón who keeps the set large fares better against
// them than one who gives himself away.
const (
	easyPatronTemperature   = 1.0
	easyFactionsTemperature = 0.25 // with fewHideouts or fewer possible
	easyFactionsLoose       = 1.0  // with more
	fewHideouts             = 3
)

// easyStyle is what Easy Factions miss: they forget the DEA's mini-cards
// and Los Pepes' ability, and leave Controlled Cities that shield the
// hideout alone.
var easyStyle = style{}

func newEasy(patron bool, r *rand.Rand) *Easy {
	if patron {
		return &Easy{rng: r, normal: newNormal(true, r), temperature: easyPatronTemperature}
	}
	return &Easy{rng: r, normal: &NormalFactions{rng: r, style: easyStyle},
		temperature: easyFactionsTemperature, loose: easyFactionsLoose}
}

// temperatureFor is how loosely it plays this decision.
func (b *Easy) temperatureFor(v *game.View) float64 {
	if b.loose > 0 && v.Public.Possible.Count() > fewHideouts {
		return b.loose
	}
	return b.temperature
}

// Choose draws a command, each weighted by exp(score / temperature).
func (b *Easy) Choose(v *game.View) game.Command {
	if v.Pending.Forced || len(v.Legal) == 1 {
		return v.Legal[0]
	}
	b.buf = b.normal.scores(v, b.buf[:0])
	t := b.temperatureFor(v)
	top := math.Inf(-1)
	for _, s := range b.buf {
		top = max(top, s)
	}
	total := 0.0
	for i, s := range b.buf {
		b.buf[i] = math.Exp((s - top) / t)
		total += b.buf[i]
	}
	x := b.rng.Float64() * total
	for i, w := range b.buf {
		if x < w {
			return v.Legal[i]
		}
		x -= w
	}
	return v.Legal[len(v.Legal)-1]
}
