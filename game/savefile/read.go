package savefile

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"time"

	"patron/game"
	"patron/game/board"
	"patron/game/replay"
)

// Decode reads a save and checks it as a document: the format and version,
// every field present and of the right form, the seal, and the hash chain
// against the log. It replays nothing; Game does.
func Decode(data []byte) (*File, error) {
	if len(data) > MaxBytes {
		return nil, fault(TooLarge, "", "%d bytes; a save is at most %d", len(data), MaxBytes)
	}
	var probe struct {
		Format  *string `json:"format"`
		Version *int    `json:"version"`
	}
	if err := json.Unmarshal(data, &probe); err != nil {
		return nil, fault(NotASave, "", "%v", err)
	}
	if probe.Format == nil || *probe.Format != Format {
		return nil, fault(NotASave, "format", "not a %s document", Format)
	}
	if probe.Version == nil || !readable(*probe.Version) {
		return nil, versionFault(probe.Version)
	}
	var f File
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		return nil, fault(Malformed, "", "%v", err)
	}
	if dec.More() {
		return nil, fault(Malformed, "", "more than one document")
	}
	if err := checkKeys(data, &f); err != nil {
		return nil, err
	}
	if err := f.checkFields(); err != nil {
		return nil, err
	}
	if _, err := game.New(f.Options, nil); err != nil {
		return nil, fault(Malformed, "options", "%v", err)
	}
	seal, err := sealOf(&f)
	if err != nil {
		return nil, fault(Malformed, "", "%v", err)
	}
	if seal != f.Seal {
		return nil, fault(SealBroken, "seal", "the contents were changed or damaged after the save was written")
	}
	if err := f.checkChain(); err != nil {
		return nil, err
	}
	return &f, nil
}

// versionFault refuses a save of a version this package does not read.
func versionFault(v *int) error {
	n := 0
	if v != nil {
		n = *v
	}
	return fault(NewVersion, "version", "version %d; this game reads versions %d to %d", n, MigratedVersion, Version)
}

// checkFields checks that every required field is there and well formed.
func (f *File) checkFields() error {
	if f.Seal == "" {
		return fault(Missing, "seal", "the save has no seal")
	}
	if !isHex(f.Seal, 64) {
		return fault(Malformed, "seal", "not a SHA-256 digest")
	}
	if err := f.checkHead(); err != nil {
		return err
	}
	if f.Sealed != nil && f.Secret != nil {
		return fault(Malformed, "sealed", "the Patrón's part is both sealed and in clear")
	}
	p := &f.Public
	if len(p.Log) > MaxCommands {
		return fault(TooLarge, "public.log", "%d commands; at most %d", len(p.Log), MaxCommands)
	}
	if f.Summary.Commands != len(p.Log) {
		return fault(Malformed, "summary.commands", "says %d commands, the log holds %d", f.Summary.Commands, len(p.Log))
	}
	if err := needHash("public.publicHash", p.PublicHash, 16); err != nil {
		return err
	}
	if err := needHash("public.chain", p.Chain, 64); err != nil {
		return err
	}
	if len(p.Checkpoints) != len(p.Log)/CheckEvery {
		return fault(Missing, "public.checkpoints", "%d checkpoints for %d commands; want one every %d",
			len(p.Checkpoints), len(p.Log), CheckEvery)
	}
	for i, cp := range p.Checkpoints {
		where := fmt.Sprintf("public.checkpoints[%d]", i)
		if cp.At != (i+1)*CheckEvery {
			return fault(Malformed, where, "at command %d, want %d", cp.At, (i+1)*CheckEvery)
		}
		if err := needHash(where+".chain", cp.Chain, 64); err != nil {
			return err
		}
		if err := needHash(where+".publicHash", cp.PublicHash, 16); err != nil {
			return err
		}
	}
	if f.Secret != nil {
		if err := f.Secret.check(); err != nil {
			return err
		}
	}
	return nil
}

// checkHead checks what a list of saves shows (DecodeHead): the table
// against the options, the dates, the sealed part's form.
func (f *File) checkHead() error {
	if len(f.Table.People) < 2 || len(f.Table.People) > 5 || f.Options.Players != len(f.Table.People) {
		return fault(Malformed, "table", "%d people for a %d-player game", len(f.Table.People), f.Options.Players)
	}
	if f.Table.Patron < 0 || f.Table.Patron >= len(f.Table.People) {
		return fault(Malformed, "table.patron", "no player %d", f.Table.Patron)
	}
	// Engine player 0 is the Patrón's; players 1, 2, … are the other people
	// in order. Each faction's player must be the one the options name.
	var engine []int
	for i := range f.Table.People {
		if i != f.Table.Patron {
			engine = append(engine, i)
		}
	}
	for i, c := range f.Table.Control {
		k := f.Options.Control[i]
		if k < 1 || k > len(engine) || engine[k-1] != c {
			return fault(Malformed, fmt.Sprintf("table.control[%d]", i), "player %d, but the options give that faction to player %d", c, k)
		}
	}
	if t := f.Table.Tutorial; t != nil && (t.Step < 0 || t.Step > MaxTutorialSteps) {
		return fault(Malformed, "table.tutorial.step", "step %d of a guide of at most %d", t.Step, MaxTutorialSteps)
	}
	if a := f.Table.Abandoned; a != nil && (a.Seat < 0 || a.Seat >= len(f.Table.People) || a.Waited < 0) {
		return fault(Malformed, "table.abandoned", "seat %d, waited %d s", a.Seat, a.Waited)
	}
	if len(f.Table.Markers) > board.N {
		return fault(Malformed, "table.markers", "%d markers on %d places", len(f.Table.Markers), board.N)
	}
	for i, m := range f.Table.Markers {
		if _, err := board.ParseLoc(m); err != nil {
			return fault(Malformed, fmt.Sprintf("table.markers[%d]", i), "%v", err)
		}
	}
	if f.Table.Hints < 0 || f.Table.Hints > MaxCommands {
		return fault(Malformed, "table.hints", "%d hints taken", f.Table.Hints)
	}
	if err := checkMarks(&f.Table); err != nil {
		return err
	}
	for _, at := range []struct{ field, value string }{{"summary.created", f.Summary.Created}, {"summary.saved", f.Summary.Saved}} {
		if at.value == "" {
			return fault(Missing, at.field, "no date")
		}
		if _, err := time.Parse(time.RFC3339, at.value); err != nil {
			return fault(Malformed, at.field, "%v", err)
		}
	}
	if f.Sealed != nil {
		if err := f.Sealed.check(); err != nil {
			return err
		}
		return f.sealedForABot()
	}
	return nil
}

// sealedForABot refuses a sealed part in a save whose Patrón is a person:
// a save is sealed only when a bot plays him (the people at the PC play
// the Factions), so such a save was edited to seat a person in his chair,
// who would see his secrets once the part is opened. This holds whatever
// the sealed part binds (a version-3 box binds no table).
func (f *File) sealedForABot() error {
	if f.Table.People[f.Table.Patron].Bot == "" {
		return fault(Tampered, fmt.Sprintf("table.people[%d].bot", f.Table.Patron),
			"the Patrón's part is sealed, as only a bot Patrón's is, but a person sits in his seat")
	}
	return nil
}

func (s *Secret) check() error {
	if err := needHash("secret.seed", s.Seed, 64); err != nil {
		return err
	}
	if err := needHash("secret.secretHash", s.SecretHash, 16); err != nil {
		return err
	}
	if len(s.Log) > MaxCommands {
		return fault(TooLarge, "secret.log", "%d commands; at most %d", len(s.Log), MaxCommands)
	}
	return nil
}

func needHash(field, v string, digits int) error {
	if v == "" {
		return fault(Missing, field, "no hash")
	}
	if !isHex(v, digits) {
		return fault(Malformed, field, "want %d hex digits", digits)
	}
	return nil
}

func isHex(s string, digits int) bool {
	if len(s) != digits {
		return false
	}
	_, err := hex.DecodeString(s)
	return err == nil
}

// checkChain recomputes the chain over the public log and compares it with
// every checkpoint and the final digest.
func (f *File) checkChain() error {
	c, err := chainStart(f.Options)
	if err != nil {
		return fault(Malformed, "options", "%v", err)
	}
	next := 0
	for i, text := range f.Public.Log {
		c = c.next(text)
		if next < len(f.Public.Checkpoints) && f.Public.Checkpoints[next].At == i+1 {
			if c.String() != f.Public.Checkpoints[next].Chain {
				return fault(ChainBroken, fmt.Sprintf("command %d", i+1),
					"a command at or before it differs from the one the chain was made over")
			}
			next++
		}
	}
	if c.String() != f.Public.Chain {
		return fault(ChainBroken, "public.chain", "the log differs from the one the chain was made over")
	}
	return nil
}

// Game replays the save into a game: with the Patrón's part, his machine's
// game (every published command and checkpoint compared on the way);
// without, a Factions' machine's. Nothing is returned unless every check
// passes.
func (f *File) Game() (*game.Game, error) {
	if f.Secret == nil && f.Sealed != nil {
		return nil, f.KeyFits(nil) // Unseal first
	}
	if f.Secret == nil {
		return f.PublicGame()
	}
	sec, err := f.SecretOptions()
	if err != nil {
		return nil, err
	}
	if f.Version == MigratedVersion {
		return f.migratedGame(sec)
	}
	log, err := parseLog("secret.log", f.Secret.Log)
	if err != nil {
		return nil, err
	}
	published := 0
	g, err := replay.Replay(f.Options, sec, log, func(i int, g *game.Game) error {
		pub := g.PublicLog()
		for ; published < len(pub); published++ {
			if published >= len(f.Public.Log) || pub[published].Format() != f.Public.Log[published] {
				return fault(Diverged, fmt.Sprintf("secret.log[%d]", i),
					"the Patrón's command publishes something else than public command %d", published+1)
			}
			if err := f.checkpoint(published+1, g); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return nil, replayFault(err)
	}
	if len(g.PublicLog()) != len(f.Public.Log) {
		return nil, fault(Diverged, "secret.log", "it publishes %d commands; the public log holds %d",
			len(g.PublicLog()), len(f.Public.Log))
	}
	if hashText(g.SecretHash()) != f.Secret.SecretHash {
		return nil, fault(Diverged, "secret.secretHash", "the replayed secrets differ from the saved ones")
	}
	return checked(g, f.checkEnd(g))
}

// SecretOptions are the Patrón's secret options (his seed), nil when the
// save holds only the public part.
func (f *File) SecretOptions() (*game.SecretOptions, error) {
	if f.Secret == nil {
		return nil, nil
	}
	var sec game.SecretOptions
	if len(f.Secret.Seed) != 2*len(sec.Seed) {
		return nil, fault(Malformed, "secret.seed", "%d hex digits, want %d", len(f.Secret.Seed), 2*len(sec.Seed))
	}
	if _, err := hex.Decode(sec.Seed[:], []byte(f.Secret.Seed)); err != nil {
		return nil, fault(Malformed, "secret.seed", "%v", err)
	}
	return &sec, nil
}

// checked returns the game only when its last check passed.
func checked(g *game.Game, err error) (*game.Game, error) {
	if err != nil {
		return nil, err
	}
	return g, nil
}

// PublicGame replays the public log only: the game a Factions' machine
// holds, whether or not the save has the Patrón's part.
func (f *File) PublicGame() (*game.Game, error) {
	if f.Version == MigratedVersion {
		return f.migratedGame(nil)
	}
	log, err := parseLog("public.log", f.Public.Log)
	if err != nil {
		return nil, err
	}
	g, err := replay.Replay(f.Options, nil, log, func(i int, g *game.Game) error { return f.checkpoint(i+1, g) })
	if err != nil {
		return nil, replayFault(err)
	}
	return checked(g, f.checkEnd(g))
}

// checkpoint compares the public state after n public commands with the
// checkpoint there, if there is one.
func (f *File) checkpoint(n int, g *game.Game) error {
	if n%CheckEvery != 0 {
		return nil
	}
	if cp := f.Public.Checkpoints[n/CheckEvery-1]; hashText(g.PublicHash()) != cp.PublicHash {
		return fault(Diverged, fmt.Sprintf("command %d", n), "the replayed game differs from the saved one")
	}
	return nil
}

// checkEnd compares the replayed game's end with the saved hashes and summary.
func (f *File) checkEnd(g *game.Game) error {
	if hashText(g.PublicHash()) != f.Public.PublicHash {
		return fault(Diverged, "public.publicHash", "the replayed game differs from the saved one")
	}
	return f.checkSummary(g)
}

// checkSummary compares the replayed game's season, turn and result with
// the summary.
func (f *File) checkSummary(g *game.Game) error {
	p := &g.Pub
	switch {
	case f.Summary.Season != p.Season || f.Summary.Turn != p.Turn || f.Summary.Over != p.Result.Over ||
		f.Summary.Over && f.Summary.Winner != p.Result.Winner.String():
		return fault(Diverged, "summary", "season %d turn %d over %v; the replay is at season %d turn %d over %v",
			f.Summary.Season, f.Summary.Turn, f.Summary.Over, p.Season, p.Turn, p.Result.Over)
	}
	return nil
}

func parseLog(field string, texts []string) ([]game.Command, error) {
	out := make([]game.Command, len(texts))
	for i, t := range texts {
		c, err := game.ParseCommand(t)
		if err != nil {
			return nil, fault(Malformed, fmt.Sprintf("%s[%d]", field, i), "%v", err)
		}
		out[i] = c
	}
	return out, nil
}

// replayFault wraps a replay's error: a checkpoint's own *Error passes
// through; the engine's refusal becomes Refused.
func replayFault(err error) error {
	if e, ok := err.(*Error); ok {
		return e
	}
	return fault(Refused, "", "%v", err)
}

// Load decodes and replays a save: the one call most callers need.
func Load(data []byte) (*File, *game.Game, error) {
	f, err := Decode(data)
	if err != nil {
		return nil, nil, err
	}
	g, err := f.Game()
	if err != nil {
		return nil, nil, err
	}
	return f, g, nil
}
