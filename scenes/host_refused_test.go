package scenes

import (
	"os"
	"regexp"
	"strings"
	"testing"

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
