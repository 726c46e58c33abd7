//go:build !js

package scenes

import (
	"errors"
	"fmt"
	"net/url"
	"strings"
	"testing"

	"patron/netplay/lobby"
	"patron/netplay/online"
	"patron/netplay/sealed"
	"patron/netplay/transport"
	"patron/scenes/words"
)

// What goes wrong with a server is said in the player's words.
func TestOnlineProblemsAreSaidInWords(t *testing.T) {
	lang := words.English()
	changed := &transport.KeyChanged{Host: "h:1", Was: strings.Repeat("a", 64), Now: strings.Repeat("b", 64)}
	if got := onlineProblem(lang, "h:1", changed); !strings.HasPrefix(got, "The server at h:1 shows another key") || !strings.Contains(got, "aaaaaaaaaaaaaaaa…") {
		t.Errorf("a changed key: %q", got)
	}
	refused := &online.Refused{Status: 429, Refusal: lobby.Refusal{Code: "too-many-tables", Text: "you already run 5 tables"}}
	if got := onlineProblem(lang, "h:1", refused); got != "The server refused: you already run 5 tables" {
		t.Errorf("a refusal: %q", got)
	}
	down := &url.Error{Op: "Get", URL: "https://h:1/api/mine", Err: errors.New("connection refused")}
	if got := onlineProblem(lang, "h:1", down); got != lang.Sprintf(words.OnlineNoAnswer, "h:1") {
		t.Errorf("no answer: %q", got)
	}
}

// Why the Patrón's game did not come back from the server is said in
// words of its own for each reason, in every language, wrapped or not.
func TestSealedProblemsAreSaidInWords(t *testing.T) {
	for _, c := range []struct {
		err  error
		want string
	}{
		{online.ErrNoSealed, words.OnlinePatronNowhere},
		{sealed.ErrDamaged, words.OnlineSealedDamaged},
		{fmt.Errorf("%w (sealed at command 3, his last move is command 9)", sealed.ErrOld), words.OnlineSealedOld},
		{sealed.ErrNotHis, words.OnlineSealedNotHis},
		{fmt.Errorf("%w: the log's command 4 does not play on his game", sealed.ErrMismatch), words.OnlineSealedMismatch},
	} {
		for _, code := range []string{"en", "es", "de", "pl", "ru"} {
			lang, err := words.Load(code)
			if err != nil {
				t.Fatal(err)
			}
			if got := onlineProblem(lang, "h:1", c.err); got != lang.T(c.want) || (code != "en" && got == c.want) {
				t.Errorf("%s, %v: %q", code, c.err, got)
			}
		}
	}
}
