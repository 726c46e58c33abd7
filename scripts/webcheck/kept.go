//go:build !js

package main

import (
	"fmt"
	"strings"
	"time"
)

// kept checks what the browser keeps (saves and settings in
// localStorage): after a decision the game is in the page's storage; a
// reload brings the menu back with Continue, and Continue (Enter) the
// same table. A language chosen in Settings is still chosen after
// another reload. Last, the room left in localStorage.
func (c *check) kept() error {
	b := c.b
	start, ok, err := b.Kept()
	if err != nil {
		return err
	}
	if !ok {
		items, _ := b.Items()
		return fmt.Errorf("no game kept at the table: %v", items)
	}
	// A decision of the Factions' by keyboard (1: the first choice), kept:
	// the game's item holds one command more once the autosave has run.
	if err := b.Press("1"); err != nil {
		return err
	}
	if _, err := b.WaitKept(start.Commands, time.Minute); err != nil {
		return fmt.Errorf("key 1 made no decision that was kept: %w", err)
	}
	items, err := b.Items()
	if err != nil {
		return err
	}
	var listed []string
	saves, total := 0, 0
	for _, it := range items {
		if strings.HasPrefix(it.Key, "patron/saves/") {
			saves++
		}
		total += len([]rune(it.Key)) + it.Len
		listed = append(listed, fmt.Sprintf("%s (%d characters)", it.Key, it.Len))
	}
	if saves != 1 {
		return fmt.Errorf("after the first decision the storage holds %v", items)
	}
	before, _, err := b.Kept()
	if err != nil {
		return err
	}
	say("kept in localStorage: %s; %d characters in all; the game holds %d public commands", strings.Join(listed, ", "), total, before.Commands)
	reloadMs, err := c.reload()
	if err != nil {
		return err
	}
	shot, err := c.snap("reload")
	if err != nil {
		return err
	}
	say("reloaded; menu drawn again %d ms after the reload; screenshot %s (Continue first)", reloadMs, shot)
	if err := b.Press("Enter"); err != nil {
		return err
	}
	time.Sleep(4 * time.Second)
	if err := b.NextFrames(2); err != nil {
		return err
	}
	after, _, err := b.Kept()
	if err != nil {
		return err
	}
	if after.Key != before.Key || after.Commands < before.Commands {
		return fmt.Errorf("Continue did not bring back the game kept: %+v then %+v", before, after)
	}
	if shot, err = c.snap("continued"); err != nil {
		return err
	}
	say("Enter (Continue): the same game (%s, %d commands); screenshot %s", after.Key, after.Commands, shot)
	// Settings: the menu's row of tools (Continue above it now), then
	// Español.
	if _, err := c.reload(); err != nil {
		return err
	}
	for _, at := range [][2]float64{{801, 663}, {613, 372}} {
		if err := b.Click(at[0], at[1]); err != nil {
			return err
		}
	}
	if shot, err = c.snap("settings-es"); err != nil {
		return err
	}
	say("Settings, Español clicked; screenshot %s", shot)
	settings, _, err := b.Item("patron/settings.json")
	if err != nil {
		return err
	}
	if !strings.Contains(settings, `"language": "es"`) {
		return fmt.Errorf("the settings kept are %q", settings)
	}
	again, err := c.reload()
	if err != nil {
		return err
	}
	if shot, err = c.snap("reload-es"); err != nil {
		return err
	}
	say("reloaded in %d ms; screenshot %s (the menu in Spanish)", again, shot)
	room, err := b.Room()
	if err != nil {
		return err
	}
	say("room left in localStorage: about %d characters beside the %d the game keeps", room, total)
	return nil
}

// reload reloads the page and times it until the game's first frame,
// then lets the menu settle.
func (c *check) reload() (int64, error) {
	r0 := time.Now()
	if err := c.b.Reload(); err != nil {
		return 0, err
	}
	if _, err := c.b.WaitMenu(90 * time.Second); err != nil {
		return 0, fmt.Errorf("the game did not come back after a reload: %w", err)
	}
	ms := time.Since(r0).Milliseconds()
	time.Sleep(1500 * time.Millisecond)
	return ms, nil
}
