package game

import (
	"os/exec"
	"strings"
	"testing"
)

// The engine's packages depend on the engine's packages and the map alone:
// not on the package that embeds the sounds and the catalogues, nor on
// anything of the screens. The one exception is durable (the standard
// library's files written whole), which patron autoplay (game/sim/cli)
// saves through.
func TestEngineDependencies(t *testing.T) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command")
	}
	out, err := exec.Command(goTool, "list", "-deps", "patron/game/...").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	for _, p := range strings.Fields(string(out)) {
		if !strings.HasPrefix(p, "patron/") {
			continue
		}
		if !strings.HasPrefix(p, "patron/game") && p != "patron/assets/spec" && p != "patron/durable" {
			t.Errorf("the engine depends on %s", p)
		}
	}
}
