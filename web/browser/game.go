//go:build !js

package browser

import (
	"encoding/json"
	"fmt"
	"time"
)

// KeptGame is the game in progress the page keeps (its autosave, after
// every decision): its localStorage key and how many public commands its
// log holds.
type KeptGame struct {
	Key      string `json:"key"`
	Commands int    `json:"commands"`
}

// Kept reads the game the page keeps; ok is false when it keeps none.
func (b *Browser) Kept() (g KeptGame, ok bool, err error) {
	p, err := Eval[*KeptGame](b, `(() => {
    const k = Object.keys(localStorage).find((k) => k.startsWith("patron/saves/"));
    const m = k && /"commands": *(\d+)/.exec(localStorage.getItem(k));
    return k ? { key: k, commands: m ? Number(m[1]) : -1 } : null;
  })()`)
	if err != nil || p == nil {
		return KeptGame{}, false, err
	}
	return *p, true, nil
}

// WaitSaved waits until the kept game's public log has a line beginning
// with text ("objectives ", "start "…: the game is saved after every
// decision, a bot's too), for at most within.
func (b *Browser) WaitSaved(text string, within time.Duration) error {
	line, err := json.Marshal("\n   \"" + text)
	if err != nil {
		return err
	}
	expr := fmt.Sprintf(`Object.keys(localStorage).some((k) => k.startsWith("patron/saves/") && localStorage.getItem(k).includes(%s))`, line)
	return b.WaitFor(expr, within, fmt.Sprintf("a line %q in the game kept in localStorage", text))
}

// WaitKept waits until the kept game holds more than commands public
// commands (a decision made and saved), for at most within.
func (b *Browser) WaitKept(commands int, within time.Duration) (KeptGame, error) {
	expr := fmt.Sprintf(`Object.keys(localStorage).some((k) => k.startsWith("patron/saves/") && Number((/"commands": *(\d+)/.exec(localStorage.getItem(k)) || [0, -1])[1]) > %d)`, commands)
	if err := b.WaitFor(expr, within, fmt.Sprintf("a game kept with more than %d commands", commands)); err != nil {
		return KeptGame{}, err
	}
	g, _, err := b.Kept()
	return g, err
}
