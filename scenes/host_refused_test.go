package scenes

import (
	"errors"
	"os"
	"regexp"
	"strings"
	"testing"

	"patron/game"
	"patron/game/box"
	"patron/scenes/match"
	"patron/scenes/words"
)

// Every code the host refuses a joiner's decision with is said in the
// joiner's language, not in the host's English: each has its sentence,
// but "stale" (not shown) and the rules' own (shown with the host's
// reason).
func TestHostRefusalsHaveTheirWords(t *testing.T) {
	lang := words.English()
	src, err := os.ReadFile("../netplay/session/host_handle.go")
	if err != nil {
		t.Fatal(err)
	}
	codes := regexp.MustCompile(`reject\("([a-z-]+)"`).FindAllStringSubmatch(string(src), -1)
	if len(codes) < 5 {
		t.Fatalf("found %d reject codes in host_handle.go: the test reads it wrong", len(codes))
	}
	for _, m := range codes {
		code := m[1]
		if code == "stale" {
			continue
		}
		if got := hostRefused(lang, code, "HOST WORDS"); strings.Contains(got, "HOST WORDS") {
			t.Errorf("code %q has no words of its own: %q", code, got)
		}
	}
	if got := hostRefused(lang, "rule-placement", "placement: too far"); !strings.Contains(got, "placement: too far") {
		t.Errorf("a rule refusal drops the host's reason: %q", got)
	}
	if got := hostRefused(words.Lookup("es"), "not-your-turn", "it is not your decision"); got == "It is not this seat's decision." {
		t.Errorf("in Spanish the refusal stays English: %q", got)
	}
}

// A refusal by the rules and a setup no game can have are said in the
// screen's language, with the names in it; other errors as they read.
func TestProblemsAreSaidInTheScreensLanguage(t *testing.T) {
	es := words.Lookup("es")
	setup := match.Setup{People: []match.Person{{Name: "Ana"}, {Name: "Ben"}, {Name: "Cid"}}, Control: [4]int{1, 1, 7, 1}}
	_, err := match.New(setup)
	var se *match.SetupError
	if !errors.As(err, &se) {
		t.Fatalf("an impossible split: %v", err)
	}
	if got := problemText(es, err); got == err.Error() || !strings.Contains(got, es.Printer().Faction(box.Cali)) {
		t.Errorf("in Spanish the setup problem reads %q (English %q)", got, err.Error())
	}
	g, err := game.New(game.Options{Players: 2, Seed: 1}, &game.SecretOptions{})
	if err != nil {
		t.Fatal(err)
	}
	_, refused := g.Apply(game.Cmd(game.OpPass))
	if got := problemText(es, refused); got == refused.Error() || got != es.Printer().Refusal(refused) {
		t.Errorf("in Spanish the refusal reads %q", got)
	}
	if got := problemText(es, errors.New("disk full")); got != "disk full" {
		t.Errorf("another error: %q", got)
	}
}
