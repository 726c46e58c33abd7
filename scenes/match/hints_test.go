package match

import (
	"math/rand/v2"
	"testing"
	"time"

	"patron/game/savefile"
)

// The hints taken, and a table's choice to play without them, are kept
// by its save and come back with it.
func TestHintsComeBackWithTheSave(t *testing.T) {
	for _, off := range []bool{false, true} {
		m := mustNew(t, Setup{People: humans(3), Control: [4]int{-1, -1, -1, -1}, Seed: 5, Secret: secret(5), NoHints: off})
		r := rand.New(rand.NewPCG(5, 3))
		for range 40 {
			step(t, m, r)
		}
		m.Hints = 4
		data, err := savefile.Write(m.G, m.Table(), savefile.WithSecrets, time.Now(), time.Now())
		if err != nil {
			t.Fatal(err)
		}
		f, g, err := savefile.Load(data)
		if err != nil {
			t.Fatal(err)
		}
		back, err := Resume(f, g)
		if err != nil {
			t.Fatal(err)
		}
		if back.Hints != 4 || back.Setup.NoHints != off {
			t.Fatalf("resumed with %d hints, without hints %v (want 4, %v)", back.Hints, back.Setup.NoHints, off)
		}
	}
}
