//go:build !js

package main

import (
	"context"
	"strings"
	"time"

	"patron/web/browser"
)

// hardBot plays a game against a Hard bot, in a Chromium of its own (it
// leaves no saved game in the other's): the menu's New game (key 3), the
// second seat made the Patrón's and clicked to "Bot: hard" (person, easy,
// normal, hard), the game started, and the player, the Factions, taking
// the first choice listed (key 1) every 2 s for seconds; meanwhile the
// Hard Patrón searches (a second at most each, the Settings' default).
// It reports the frames per second and the longest gap between frames
// over that time, and apart the longest while a bot decided, and takes
// screenshots of the setup and of where the game got to.
func hardBot(ctx context.Context, url, shot string, seconds int) error {
	b, err := browser.Start(ctx, 1280, 800)
	if err != nil {
		return err
	}
	defer b.Close()
	if err := b.Open(url); err != nil {
		return err
	}
	if _, err := b.WaitMenu(90 * time.Second); err != nil {
		return err
	}
	if err := b.Press("3"); err != nil {
		return err
	}
	time.Sleep(2 * time.Second)
	clicks := [][2]float64{
		{540, 242},                         // the second seat is the Patrón's ("Make Patrón")
		{407, 242}, {407, 242}, {407, 242}, // and a bot: easy, normal, hard
	}
	for _, at := range clicks {
		if err := b.Click(at[0], at[1]); err != nil {
			return err
		}
	}
	if err := b.SaveScreenshot(strings.TrimSuffix(shot, ".png") + "-setup.png"); err != nil {
		return err
	}
	if err := b.Click(980, 582); err != nil { // Start the game
		return err
	}
	time.Sleep(3 * time.Second)
	if err := b.CountFrames(); err != nil {
		return err
	}
	for s := 0; s < seconds; s += 2 {
		step := time.Now()
		if err := b.Press("1"); err != nil {
			return err
		}
		time.Sleep(time.Until(step.Add(2 * time.Second)))
	}
	f, err := b.FramesSince()
	if err != nil {
		return err
	}
	if err := b.SaveScreenshot(shot); err != nil {
		return err
	}
	say("against a Hard bot for %d s: %v; %d bot decisions, the longest gap while one was made %d ms; screenshot %s", seconds, f, f.Thoughts, f.Thinking, shot)
	return nil
}
