package game

import (
	"encoding/hex"
	"encoding/json"
	"fmt"
	"strconv"
)

// Saves and logs are JSON. A save is the game's options and its command
// log; loading replays the log, so a loaded game is exactly the saved one
// (the hashes are checked). The Patrón's save holds his secret seed and
// his private commands; a Factions' save holds the public log only.

// SaveVersion is the version of the save format.
const SaveVersion = 1

// Save is a saved game.
type Save struct {
	Version    int      `json:"version"`
	Options    Options  `json:"options"`
	Secret     string   `json:"secretSeed,omitempty"` // hex; the Patrón's saves only
	Log        []string `json:"log"`
	PublicHash string   `json:"publicHash"`
	SecretHash string   `json:"secretHash,omitempty"`
}

// SetLogging turns the command log on or off (simulations turn it off).
func (g *Game) SetLogging(on bool) { g.noLog = !on }

// Log is the commands applied so far, as applied on this machine.
func (g *Game) Log() []Command { return g.log }

// PublicLog is the commands every machine applies: the published forms.
func (g *Game) PublicLog() []Command { return g.pubLog }

func (g *Game) record(applied Command, step Step, out *Outcome) {
	g.log = append(g.log, applied.Clone())
	if out.HasPublished {
		g.pubLog = append(g.pubLog, out.Published.Clone())
	}
	for _, e := range out.Events {
		step.Revealed = step.Revealed || e.Kind.reveals()
	}
	g.steps = append(g.steps, step)
}

// SaveFor writes a save for a seat: the Patrón's (with his secrets, on his
// machine) or any Factions' seat (public only).
func (g *Game) SaveFor(seat Seat) ([]byte, error) {
	if g.noLog {
		return nil, fmt.Errorf("this game keeps no log")
	}
	s := Save{Version: SaveVersion, Options: g.Pub.Opts, PublicHash: hashText(g.PublicHash())}
	log := g.pubLog
	if seat == SeatPatron {
		if g.Sec == nil {
			return nil, fmt.Errorf("only the Patrón's machine can save the Patrón's game")
		}
		log = g.log
		s.Secret = hex.EncodeToString(g.Sec.Seed[:])
		s.SecretHash = hashText(g.SecretHash())
	}
	s.Log = make([]string, len(log))
	for i, c := range log {
		s.Log[i] = c.Format()
	}
	return json.MarshalIndent(s, "", " ")
}

func hashText(h uint64) string { return fmt.Sprintf("%016x", h) }

// Load reads a save and replays it.
func Load(data []byte) (*Game, error) {
	var s Save
	if err := json.Unmarshal(data, &s); err != nil {
		return nil, fmt.Errorf("save: %v", err)
	}
	if s.Version != SaveVersion {
		return nil, fmt.Errorf("save: version %d, this engine reads version %d", s.Version, SaveVersion)
	}
	var sec *SecretOptions
	if s.Secret != "" {
		sec = &SecretOptions{}
		if err := decodeHex(sec.Seed[:], s.Secret); err != nil {
			return nil, fmt.Errorf("save: secret seed: %v", err)
		}
	}
	g, err := New(s.Options, sec)
	if err != nil {
		return nil, fmt.Errorf("save: %v", err)
	}
	for i, text := range s.Log {
		c, err := ParseCommand(text)
		if err != nil {
			return nil, fmt.Errorf("save: command %d: %v", i, err)
		}
		if _, err := g.Apply(c); err != nil {
			return nil, fmt.Errorf("save: command %d %q: %v", i, text, err)
		}
	}
	if s.PublicHash != "" && s.PublicHash != hashText(g.PublicHash()) {
		return nil, fmt.Errorf("save: the replayed game does not match the saved public hash")
	}
	if s.SecretHash != "" && s.SecretHash != hashText(g.SecretHash()) {
		return nil, fmt.Errorf("save: the replayed game does not match the saved secret hash")
	}
	return g, nil
}

// ParseHash reads a hash written by a save.
func ParseHash(s string) (uint64, error) { return strconv.ParseUint(s, 16, 64) }
