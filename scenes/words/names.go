package words

import (
	"fmt"
	"strconv"
	"strings"
	"sync"
)

// The names the game gives players ("You" and "Bot" in a quick game,
// "Player 2" on New game) are written into a save in the language of the
// day it began. GivenName says them again in the language in use, so that a
// game begun in English and listed in Polish does not keep its "You".

// every is every language's catalogue, English first, read once.
var every = sync.OnceValue(func() []*Lang {
	var out []*Lang
	for _, l := range Languages {
		if c, err := Load(l.Code); err == nil {
			out = append(out, c)
		}
	}
	return out
})

// GivenName is name in this language when it is one the game gave (You,
// Bot, Player N) in any language; any other name as it is.
func (l *Lang) GivenName(name string) string {
	for _, c := range every() {
		for _, given := range []string{You, BotName} {
			if name == c.T(given) {
				return l.T(given)
			}
		}
		if n, ok := numbered(name, c.T(PlayerN)); ok {
			return l.Sprintf(PlayerN, n)
		}
	}
	return name
}

// numbered is the number in name when name is format ("Player %d", "Gracz
// %d") said with it.
func numbered(name, format string) (int, bool) {
	before, after, ok := strings.Cut(format, "%d")
	if !ok || !strings.HasPrefix(name, before) || !strings.HasSuffix(name, after) || len(name) < len(before)+len(after) {
		return 0, false
	}
	n, err := strconv.Atoi(name[len(before) : len(name)-len(after)])
	if err != nil || fmt.Sprintf(format, n) != name {
		return 0, false
	}
	return n, true
}
