//go:build !js

package browser

import (
	"fmt"
	"strings"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
)

// key is what a key event carries to the page.
type key struct {
	key, code, text string
	vk              int64 // Windows' virtual key code, which Chromium reads
}

// keyNamed is the key for a name: a digit or a letter ("1", "a"),
// "Enter", "Escape", "Space", "Tab", "Backspace" or an arrow
// ("ArrowUp"…).
func keyNamed(name string) (key, error) {
	named := map[string]key{
		"Enter":      {"Enter", "Enter", "\r", 13},
		"Escape":     {"Escape", "Escape", "", 27},
		"Space":      {" ", "Space", " ", 32},
		"Tab":        {"Tab", "Tab", "", 9},
		"Backspace":  {"Backspace", "Backspace", "", 8},
		"ArrowLeft":  {"ArrowLeft", "ArrowLeft", "", 37},
		"ArrowUp":    {"ArrowUp", "ArrowUp", "", 38},
		"ArrowRight": {"ArrowRight", "ArrowRight", "", 39},
		"ArrowDown":  {"ArrowDown", "ArrowDown", "", 40},
	}
	if k, ok := named[name]; ok {
		return k, nil
	}
	if len(name) == 1 {
		switch c := name[0]; {
		case c >= '0' && c <= '9':
			return key{name, "Digit" + name, name, int64(c)}, nil
		case c >= 'a' && c <= 'z':
			return key{name, "Key" + strings.ToUpper(name), name, int64(c - 'a' + 'A')}, nil
		}
	}
	return key{}, fmt.Errorf("no key named %q", name)
}

// Press presses the key named and lets it go, each held over two
// frames: the game reads its input once a frame, so a key held that long
// is seen however slow the frames come.
func (b *Browser) Press(name string) error {
	k, err := keyNamed(name)
	if err != nil {
		return err
	}
	down := input.DispatchKeyEventParams{
		Type: input.DispatchKeyEventTypeKeyDown, Key: k.key, Code: k.code, Text: k.text,
		WindowsVirtualKeyCode: k.vk, NativeVirtualKeyCode: k.vk,
	}
	up := down
	up.Type, up.Text = input.DispatchKeyEventTypeKeyUp, ""
	for _, ev := range []input.DispatchKeyEventParams{down, up} {
		if _, err := chromedp.Call(b.ctx, input.DispatchKeyEvent, ev); err != nil {
			return err
		}
		if err := b.NextFrames(2); err != nil {
			return err
		}
	}
	return nil
}

// Click moves the mouse to (x, y) in CSS pixels and clicks there with
// the left button, each step held over two frames, then waits two more
// (the next screen drawn).
func (b *Browser) Click(x, y float64) error {
	steps := []input.DispatchMouseEventParams{
		{Type: input.DispatchMouseEventTypeMouseMoved, X: x, Y: y},
		{Type: input.DispatchMouseEventTypeMousePressed, X: x, Y: y, Button: input.MouseButtonLeft, Buttons: 1, ClickCount: 1},
		{Type: input.DispatchMouseEventTypeMouseReleased, X: x, Y: y, Button: input.MouseButtonLeft, ClickCount: 1},
	}
	for _, ev := range steps {
		if _, err := chromedp.Call(b.ctx, input.DispatchMouseEvent, ev); err != nil {
			return err
		}
		if err := b.NextFrames(2); err != nil {
			return err
		}
	}
	return b.NextFrames(2)
}
