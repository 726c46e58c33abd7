package savefile

import (
	"encoding/json"
	"strings"
	"testing"
)

// A tutorial's save keeps where its guide stood; any other save has no
// tutorial field at all (saves written before it existed still load), and
// a step out of bounds is refused even when resealed.
func TestTutorialGuideIsKept(t *testing.T) {
	g := randomGame(t, 4, 120)
	plain := write(t, g, WithSecrets)
	if strings.Contains(string(plain), "tutorial") {
		t.Fatal("a save that is no tutorial names one")
	}
	tb := tableFor(g)
	tb.Tutorial = &Tutorial{Patron: false, Step: 3}
	data, err := Write(g, tb, WithSecrets, created, saved)
	if err != nil {
		t.Fatal(err)
	}
	f, back, err := Load(data)
	if err != nil {
		t.Fatal(err)
	}
	if f.Table.Tutorial == nil || *f.Table.Tutorial != *tb.Tutorial || back.PublicHash() != g.PublicHash() {
		t.Fatalf("tutorial %+v, saved %+v", f.Table.Tutorial, tb.Tutorial)
	}
	for _, step := range []int{-1, MaxTutorialSteps + 1} {
		var bad File
		json.Unmarshal(data, &bad)
		bad.Table.Tutorial.Step = step
		bad.Seal, _ = sealOf(&bad)
		out, _ := json.Marshal(&bad)
		refusedAs(t, out, "tutorial step out of bounds", Malformed)
	}
	// Deleting a field of the guide is refused like any other.
	var raw map[string]any
	json.Unmarshal(data, &raw)
	delete(raw["table"].(map[string]any)["tutorial"].(map[string]any), "step")
	out, _ := json.Marshal(raw)
	refusedAs(t, reseal(t, out), "tutorial step deleted", Missing)
}
