//go:build js

package scenes

import (
	"syscall/js"
)

// What the browser's page lets Play online do: its own server (the page's
// origin), its title, its notifications and its clipboard.

// pageOrigin is the server the page came from: Play online goes there.
func pageOrigin() string {
	loc := js.Global().Get("location")
	if !loc.Truthy() {
		return ""
	}
	return loc.Get("origin").String()
}

// pageInvite is the page's own address when it is an invite's link
// (?table=…&invite=…): the game opens Play online with it.
func pageInvite() string {
	loc := js.Global().Get("location")
	if !loc.Truthy() {
		return ""
	}
	href := loc.Get("href").String()
	if _, _, ok := parseInvite(href); !ok {
		return ""
	}
	return href
}

// showTitle puts the count of tables waiting on the player in the page's
// title, which its tab shows.
func showTitle(title string) {
	if doc := js.Global().Get("document"); doc.Truthy() {
		doc.Set("title", title)
	}
}

// notifications says whether the browser shows notifications: "granted",
// "default" (not asked yet), "denied", or "" when it has none.
func notifications() string {
	n := js.Global().Get("Notification")
	if !n.Truthy() {
		return ""
	}
	return n.Get("permission").String()
}

// askNotifications asks the player once whether the page may notify; a
// browser asks only from a click, so a button calls it.
func askNotifications() {
	if n := js.Global().Get("Notification"); n.Truthy() {
		n.Call("requestPermission")
	}
}

// notify shows a notification, where the player allowed them.
func notify(title, body string) {
	if notifications() != "granted" {
		return
	}
	js.Global().Get("Notification").New(title, map[string]any{"body": body})
}

// copyText puts text on the clipboard, and reports whether the page could
// try (the browser may still refuse).
func copyText(text string) bool {
	cb := js.Global().Get("navigator").Get("clipboard")
	if !cb.Truthy() {
		return false
	}
	cb.Call("writeText", text)
	return true
}

// pasteText reads the clipboard: the text comes on the channel (nothing
// when the browser refuses); nil when the page cannot ask.
func pasteText() <-chan string {
	cb := js.Global().Get("navigator").Get("clipboard")
	if !cb.Truthy() {
		return nil
	}
	out := make(chan string, 1)
	var then, fail js.Func
	then = js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) > 0 {
			out <- args[0].String()
		}
		then.Release()
		fail.Release()
		return nil
	})
	fail = js.FuncOf(func(js.Value, []js.Value) any {
		close(out)
		then.Release()
		fail.Release()
		return nil
	})
	cb.Call("readText").Call("then", then, fail)
	return out
}
