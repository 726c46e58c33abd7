package scenes

import (
	"context"
	"errors"
	"net"
	"net/url"

	"patron/netplay/online"
	"patron/netplay/session"
	"patron/scenes/words"
)

// onlineProblem says in the player's language why a call to the server at
// host failed: the server's refusal in its words, a server that does not
// answer, a key that changed since the first connection.
func onlineProblem(lang *words.Lang, host string, err error) string {
	var refused *online.Refused
	var seat *session.Refused
	var netErr net.Error
	var urlErr *url.Error
	switch {
	case keyChanged(lang, err) != "":
		return keyChanged(lang, err)
	case sealedProblem(lang, err) != "":
		return sealedProblem(lang, err)
	case errors.As(err, &refused):
		return lang.Sprintf(words.OnlineRefused, refused.Text)
	case errors.As(err, &seat):
		return joinProblem(lang, err)
	case errors.As(err, &netErr), errors.As(err, &urlErr), errors.Is(err, context.DeadlineExceeded):
		return lang.Sprintf(words.OnlineNoAnswer, host)
	}
	return err.Error()
}

// shortPrint is a fingerprint's first 16 digits, for people to compare.
func shortPrint(fp string) string {
	if len(fp) <= 16 {
		return fp
	}
	return fp[:16] + "…"
}

// serverHost is the host:port of a server's address, for sentences.
func serverHost(server string) string {
	if u, err := online.ServerURL(server); err == nil {
		return u.Host
	}
	return server
}
