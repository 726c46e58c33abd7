package game

import (
	"math/rand/v2"
	"testing"
)

// The command parser never panics, and what it accepts formats back to a
// text that parses to the same command.
func FuzzParseCommand(f *testing.F) {
	for _, s := range []string{"place Gustavo A12", "lab card", "lab A12 C5", "range 2 4", "redraw 1 3",
		"defense Gustavo 2 00112233445566778899aabbccddeeff", "hidden " + Digest{1}.String(), "stop", "use 3 range",
		"type city", "found yes", "objective 1 Hostage 00000000000000000000000000000000", "", "place", "step Z99"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		c, err := ParseCommand(text)
		if err != nil {
			return
		}
		if err := c.Valid(); err != nil {
			t.Fatalf("%q parses to an invalid command: %v", text, err)
		}
		again, err := ParseCommand(c.Format())
		if err != nil || !again.Equal(c) {
			t.Fatalf("%q → %q does not round-trip: %v", text, c.Format(), err)
		}
	})
}

// Applying any command to a game in play never panics; a refused command
// leaves the state unchanged.
func FuzzApply(f *testing.F) {
	f.Add(uint64(1), 10, byte(OpPlace), int8(0), int8(12), int8(-1))
	f.Add(uint64(2), 80, byte(OpStep), int8(5), int8(-1), int8(-1))
	f.Add(uint64(3), 200, byte(OpUse), int8(3), int8(3), int8(-1))
	f.Fuzz(func(t *testing.T, seed uint64, steps int, op byte, a, b, c int8) {
		g, err := New(Options{Seed: seed, Players: 2 + int(seed%4)}, ptr(SeedFrom(seed)))
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 2))
		for i := 0; i < steps%400 && !g.Over(); i++ {
			legal := g.Legal(nil)
			g.Apply(legal[r.IntN(len(legal))])
		}
		cmd := Command{Op: Op(op), A: a, B: b, C: c}
		if isCommitment(cmd.Op) {
			cmd.Digests = &Digests{N: 1}
		}
		before, secret := g.PublicHash(), g.SecretHash()
		if _, err := g.Apply(cmd); err != nil {
			if g.PublicHash() != before || g.SecretHash() != secret {
				t.Fatalf("refused %q changed the state: %v", cmd, err)
			}
			return
		}
		if err := g.CheckInvariants(); err != nil {
			t.Fatalf("after %q: %v", cmd, err)
		}
	})
}

// Every command outside the legal list is refused (sampled over random
// positions and random commands), so the list is exactly the legal set.
func TestIllegalCommandsAreRefused(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 9))
	checked := 0
	for seed := uint64(1); seed <= 100; seed++ {
		g, _ := New(Options{Seed: seed, Players: 3}, ptr(SeedFrom(seed)))
		for !g.Over() {
			legal := g.Legal(nil)
			before, secret := g.PublicHash(), g.SecretHash()
			for k := 0; k < 8; k++ {
				cmd := randomCommand(r)
				if cmd.Secret() || isCommitment(cmd.Op) || containsCmd(legal, cmd) {
					continue
				}
				if _, err := g.Apply(cmd); err == nil {
					t.Fatalf("seed %d: %q is not listed but was accepted at %v", seed, cmd, g.Pending())
				}
				if g.PublicHash() != before || g.SecretHash() != secret {
					t.Fatalf("seed %d: refused %q changed the state", seed, cmd)
				}
				checked++
			}
			// Near misses: listed commands with one argument changed.
			for _, l := range legal[:min(len(legal), 4)] {
				cmd := l
				cmd.A += int8(r.IntN(3)) - 1
				if cmd.Valid() != nil || containsCmd(legal, cmd) || cmd.Secret() || isCommitment(cmd.Op) {
					continue
				}
				if cmd.Op == OpDefense || cmd.Op == OpObjective || cmd.Op == OpReveal {
					continue // salted: a changed argument cannot open the commitment anyway
				}
				if _, err := g.Apply(cmd); err == nil {
					t.Fatalf("seed %d: near miss %q (of %q) accepted at %v", seed, cmd, l, g.Pending())
				}
				checked++
			}
			if g.PublicHash() != before || g.SecretHash() != secret {
				t.Fatalf("seed %d: a refused near miss changed the state", seed)
			}
			g.Apply(legal[r.IntN(len(legal))])
		}
	}
	t.Logf("%d illegal commands refused", checked)
}

func containsCmd(list []Command, c Command) bool {
	for _, l := range list {
		if l.Equal(c) {
			return true
		}
	}
	return false
}

func randomCommand(r *rand.Rand) Command {
	op := Op(1 + r.IntN(int(numOps)-1))
	c := Cmd(op)
	small := [3]int8{-1, -1, -1}
	for i, k := range opTable[op].args {
		if i >= 3 || k == argSalt || k == argDigests {
			continue
		}
		small[i] = int8(r.IntN(int(argMax(k)) + 1))
	}
	c.A, c.B, c.C = small[0], small[1], small[2]
	return c
}
