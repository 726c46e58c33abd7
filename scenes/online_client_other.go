//go:build !js

package scenes

import (
	"errors"

	"patron/netplay/identity"
	"patron/netplay/online"
	"patron/netplay/transport"
	"patron/scenes/words"
)

// newOnlineClient is a client of the server at addr. A server with a
// self-signed certificate is pinned on first use in known-servers.json,
// beside the identity; with nowhere to keep it, a certificate authority
// must vouch for the server.
func newOnlineClient(a *App, addr string, id *identity.Identity, name string) (*online.Client, error) {
	var trust transport.Trust
	if p := knownServersPath(a); p != "" {
		trust.Known = transport.OpenKnown(p)
	}
	return online.New(addr, id, name, trust)
}

// keyChanged says a server whose key is not the one pinned; "" for any
// other error.
func keyChanged(lang *words.Lang, err error) string {
	var changed *transport.KeyChanged
	if !errors.As(err, &changed) {
		return ""
	}
	return lang.Sprintf(words.OnlineKeyChanged, changed.Host, shortPrint(changed.Was), shortPrint(changed.Now))
}
