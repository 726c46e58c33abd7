// Package discovery finds games on the local network. A joiner sends a
// small query to the broadcast addresses (or to one host it knows); each
// host answers by unicast with a Beacon: enough to list the game and to
// Dial it pinned to its certificate. Nothing here is trusted: the pin is
// checked by the TLS handshake, and a forged beacon only lists a game that
// cannot be joined. A forged beacon never hides a real one either: Find
// keeps one entry per fingerprint and address, so a joiner that meets a
// bad entry tries the next (see lan.JoinRun and the window's join screen).
package discovery

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"patron/netplay/transport"
	"patron/netplay/wire"
)

// Port is the default discovery port (the game's QUIC port is 27450 by
// default).
const Port = 27451

// query asks for the games on the network. Its version lets a later
// protocol pass this one by: a host answers only the version it speaks.
var query = []byte("patron?1")

// answerPrefix starts an answer, of the same version; the Beacon's JSON
// follows.
var answerPrefix = []byte("patron!1")

// maxAnswer bounds an answer: one datagram on any LAN, and little to read.
const maxAnswer = 2048

// Beacon is what a host says about its game.
type Beacon struct {
	Game        string `json:"game"`        // the host's name
	App         string `json:"app"`         // the game's version
	Port        int    `json:"port"`        // the QUIC port
	Fingerprint string `json:"fingerprint"` // 64 hex digits: the joiner pins it
	Code        string `json:"code"`        // the session code
	Seats       int    `json:"seats"`
	Free        int    `json:"free"`
	Started     bool   `json:"started"`
}

// Found is a game found: its Beacon, where to Dial it, and when it last
// answered.
type Found struct {
	Beacon
	Addr string // host:port to Dial
	Seen time.Time
}

func (b *Beacon) check() error {
	switch {
	case b.Game == "" || !utf8.ValidString(b.Game) || utf8.RuneCountInString(b.Game) > wire.MaxName || !wire.Plain(b.Game):
		return fmt.Errorf("a game's name has 1 to %d characters, none of them a control", wire.MaxName)
	case len(b.App) > 40 || !utf8.ValidString(b.App) || !wire.Plain(b.App):
		return errors.New("an app version has up to 40 bytes")
	case b.Port < 1 || b.Port > 65535:
		return fmt.Errorf("port %d", b.Port)
	case len(b.Fingerprint) != 64 || !isLowerHex(b.Fingerprint):
		return errors.New("a fingerprint is 64 lowercase hex digits")
	case b.Code != transport.CodeOf(b.Fingerprint):
		return errors.New("the code is not the fingerprint's")
	case b.Seats < 0 || b.Seats > wire.MaxSeats || b.Free < 0 || b.Free > b.Seats:
		return fmt.Errorf("%d seats, %d free", b.Seats, b.Free)
	}
	return nil
}

func isLowerHex(s string) bool {
	_, err := hex.DecodeString(s)
	return err == nil && s == strings.ToLower(s)
}

// encode is the answer carrying b.
func (b Beacon) encode() ([]byte, error) {
	if err := b.check(); err != nil {
		return nil, fmt.Errorf("a beacon: %w", err)
	}
	body, err := json.Marshal(b)
	if err != nil {
		return nil, err
	}
	out := append(bytes.Clone(answerPrefix), body...)
	if len(out) > maxAnswer {
		return nil, fmt.Errorf("a beacon of %d bytes is over %d", len(out), maxAnswer)
	}
	return out, nil
}

// parseAnswer reads an answer: this version's prefix, then one JSON
// Beacon that checks. Fields it does not know are let pass, so that a
// later game of the same version can add some.
func parseAnswer(p []byte) (Beacon, error) {
	var b Beacon
	if len(p) > maxAnswer {
		return b, fmt.Errorf("an answer of %d bytes is over %d", len(p), maxAnswer)
	}
	body, ok := bytes.CutPrefix(p, answerPrefix)
	if !ok {
		return b, errors.New("not an answer of this version")
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	if err := dec.Decode(&b); err != nil {
		return b, err
	}
	if dec.More() {
		return b, errors.New("more than one beacon")
	}
	return b, b.check()
}
