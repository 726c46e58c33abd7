package game

import (
	"math/rand/v2"
	"testing"
)

// The state hashes of a few recorded random games, after every command,
// are pinned: saves store checkpoint hashes, so a change to how the state
// is laid out or hashed (a field renamed is fine, one reordered, retyped or
// added is not) would stop existing saves from loading. The values were
// recorded before the flow frames' fields got their names (game/frames.go);
// the games go through every kind of frame.
func TestHashesArePinned(t *testing.T) {
	pins := []struct {
		seed              uint64
		players           int
		steps             int
		public, secret    uint64
		lastPub, lastSecr uint64
	}{
		{seed: 11, players: 2, steps: 326, public: 0xb12a256ae6e087a6, secret: 0xb896b52d537d462, lastPub: 0x776b06bd907a3559, lastSecr: 0x8fe0e8c688dac229},
		{seed: 12, players: 3, steps: 245, public: 0xb15c17ee61463827, secret: 0x81aeb9fdfa644b76, lastPub: 0x3ad133b383d74c66, lastSecr: 0xe9f77367ddda24c1},
		{seed: 13, players: 4, steps: 335, public: 0xc93f08b10ef13d05, secret: 0x7359f3f026fcc141, lastPub: 0x46a899c9aee1c211, lastSecr: 0x6c44e1a462a14512},
		{seed: 14, players: 5, steps: 275, public: 0xc8a7b4b5f5c17a6, secret: 0x7d52faec36bd8836, lastPub: 0x60ecde369d10eeaf, lastSecr: 0x684ecb58dfcabb2f},
		{seed: 15, players: 2, steps: 341, public: 0x5df7c0426dece289, secret: 0xe6fb0613267ddeb7, lastPub: 0xdb5f13e5bdf26d45, lastSecr: 0xdde9d50d53c34e11},
		{seed: 16, players: 3, steps: 259, public: 0xa3d03b35e97babd3, secret: 0x7a72c902508e5973, lastPub: 0x767c8629c97adfc6, lastSecr: 0xcc113f1960fffa12},
		{seed: 17, players: 3, steps: 338, public: 0x3683a2ea0adaff22, secret: 0x79c1eb0cf1054be1, lastPub: 0xc69e29294fd582f8, lastSecr: 0x103aeaeefb19ba},
		{seed: 18, players: 4, steps: 273, public: 0x44d4c69aca7f508c, secret: 0x912f94bb9aa24637, lastPub: 0xd35e97516933757f, lastSecr: 0xa627262710772cb8},
	}
	seen := map[frameKind]bool{}
	for _, p := range pins {
		opts := Options{Seed: p.seed, Players: p.players, SeasonCap: 15}
		// mix folds the hashes of every state the game went through.
		var public, secret uint64
		mix := func(acc *uint64, h uint64) {
			*acc ^= h
			*acc *= 0x100000001b3
			*acc ^= *acc >> 31
		}
		steps := 0
		g := playRandom(t, opts, p.seed*3, rand.New(rand.NewPCG(p.seed, 9)), func(g *Game, c Command, out *Outcome) {
			steps++
			mix(&public, g.PublicHash())
			mix(&secret, g.SecretHash())
			for _, f := range g.Pub.stack[:g.Pub.depth] {
				seen[f.kind] = true
			}
		})
		if steps != p.steps || public != p.public || secret != p.secret ||
			g.PublicHash() != p.lastPub || g.SecretHash() != p.lastSecr {
			t.Errorf("seed %d: got {seed: %d, players: %d, steps: %d, public: %#x, secret: %#x, lastPub: %#x, lastSecr: %#x}",
				p.seed, p.seed, p.players, steps, public, secret, g.PublicHash(), g.SecretHash())
		}
	}
	// Every kind of frame was on the stack at some point.
	for k := fSetup; k <= fRelocate; k++ {
		if !seen[k] {
			t.Errorf("no pinned game went through frame kind %d", k)
		}
	}
}
