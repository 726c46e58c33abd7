package words

import (
	"fmt"
	"sync"
)

// The names the game gives players ("You" and "Bot" in a quick game,
// "Player 2" on New game) are written into a save in the language of the
// day it began. GivenName says them again in the language in use, so that a
// game begun in English and listed in Polish does not keep its "You".

var (
	everyOnce sync.Once
	every     []*catalog // every language's catalogue, English first
)

func catalogues() []*catalog {
	everyOnce.Do(func() {
		for _, l := range Languages {
			if c, err := load(l.Code); err == nil {
				every = append(every, c)
			}
		}
	})
	return every
}

// text is an English text in this catalogue (itself when untranslated).
func (c *catalog) text(en string) string {
	if e, ok := c.entries[en]; ok {
		return e.text
	}
	return en
}

// GivenName is name in the language in use when it is one the game gave
// (You, Bot, Player N) in any language; any other name as it is.
func GivenName(name string) string {
	for _, c := range catalogues() {
		for _, p := range []*string{&You, &BotName} {
			if name == c.text(english[p]) {
				return *p
			}
		}
		format := c.text(english[&PlayerN])
		var n int
		if _, err := fmt.Sscanf(name, format, &n); err == nil && fmt.Sprintf(format, n) == name {
			return Sprintf(PlayerN, n)
		}
	}
	return name
}
