//go:build js

package scenes

import (
	"patron/netplay/identity"
	"patron/netplay/online"
	"patron/scenes/words"
)

// newOnlineClient is a client of the server at addr; the browser trusts
// its page's server itself.
func newOnlineClient(_ *App, addr string, id *identity.Identity, name string) (*online.Client, error) {
	return online.New(addr, id, name)
}

// keyChanged is never: the browser checks its page's server's certificate.
func keyChanged(*words.Lang, error) string { return "" }
