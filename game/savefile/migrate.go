package savefile

import (
	"fmt"

	"patron/game"
)

// Version 2 saves hold games played before ruling R25 (docs/RULES-DECISIONS.md):
// the DEA's mini-card window now opens at the start of every Faction turn,
// after a hunter's move that went away and came back, and before every
// Capture move. The old rules never opened those windows, so a version-2
// log no longer replays as it is: its next command is refused while the
// engine waits on the DEA. Every game in progress must come back, so a
// version-2 save is replayed with a migration: where the next logged
// command is refused and the DEA is deciding with "pass" legal, the DEA
// passes first (it declines the window the old rules never opened), then
// the logged command is applied. Nothing else is migrated: any other
// refusal is still a refusal, and a pass is inserted only while the DEA
// decides, at most MaxInsertedPasses before one logged command.
//
// The game that comes back holds the passes in its log, so its state
// hashes differ from those the version-2 save recorded: its checkpoints'
// and end's hashes cannot be compared. What is checked instead is what
// still can be: the seal and the chain as written (Decode), every logged
// command legal in turn, the Patrón's log publishing exactly the public
// log's commands (the inserted passes aside), and the summary. The game is
// then today's game, and its next save is written whole as Version.

// MigratedVersion is the older version Decode still reads, by migration.
const MigratedVersion = 2

// MaxInsertedPasses bounds the DEA's passes inserted before one logged
// command: a Faction turn's opening window and its first hunter's window
// can follow each other with no decision between them.
const MaxInsertedPasses = 3

// UnboundVersion is the version before Version: today's rules, read as
// written; only its sealed part is bound to less of the save (sealed.go).
const UnboundVersion = 3

// readable says whether this package reads a save of version v.
func readable(v int) bool { return v == Version || v == UnboundVersion || v == MigratedVersion }

// deaMayPass: the engine waits on the DEA's mini-card decision and passing
// is legal there.
func deaMayPass(g *game.Game) bool {
	if d := g.Pending(); d.Seat != game.SeatDEA || d.Prompt != game.PromptDEA {
		return false
	}
	for _, c := range g.Legal(nil) {
		if c.Op == game.OpPass {
			return true
		}
	}
	return false
}

// migrateCheck is called after each logged command, with its index, the
// game, and which of the game's public commands are inserted passes.
type migrateCheck func(i int, g *game.Game, inserted []bool) error

// replayMigrating replays a version-2 log as replay.Replay does, inserting
// the DEA's passes described above.
func replayMigrating(opts game.Options, sec *game.SecretOptions, log []game.Command, check migrateCheck) (*game.Game, error) {
	g, err := game.New(opts, sec)
	if err != nil {
		return nil, err
	}
	pass, err := game.ParseCommand("pass")
	if err != nil {
		return nil, err
	}
	var inserted []bool // one per public command of g
	mark := func(v bool) {
		for len(inserted) < len(g.PublicLog()) {
			inserted = append(inserted, v)
		}
	}
	for i, c := range log {
		for passes := 0; ; passes++ {
			_, err := g.Apply(c)
			if err == nil {
				break
			}
			if passes == MaxInsertedPasses || !deaMayPass(g) {
				return nil, fmt.Errorf("command %d %q: %w", i+1, c.Format(), err)
			}
			if _, err := g.Apply(pass); err != nil {
				return nil, fmt.Errorf("command %d %q: the DEA's pass before it: %w", i+1, c.Format(), err)
			}
			mark(true)
		}
		mark(false)
		if check != nil {
			if err := check(i, g, inserted); err != nil {
				return nil, err
			}
		}
	}
	return g, nil
}

// migratedGame replays a version-2 save under today's rules: with sec, the
// Patrón's log on his machine; without, the public log on a Factions'
// machine.
func (f *File) migratedGame(sec *game.SecretOptions) (*game.Game, error) {
	field, texts := "public.log", f.Public.Log
	if sec != nil {
		field, texts = "secret.log", f.Secret.Log
	}
	log, err := parseLog(field, texts)
	if err != nil {
		return nil, err
	}
	published, matched := 0, 0 // the game's public commands seen; of them, the save's
	g, err := replayMigrating(f.Options, sec, log, func(i int, g *game.Game, inserted []bool) error {
		pub := g.PublicLog()
		for ; published < len(pub); published++ {
			if inserted[published] {
				continue
			}
			if matched >= len(f.Public.Log) || pub[published].Format() != f.Public.Log[matched] {
				return fault(Diverged, fmt.Sprintf("%s[%d]", field, i),
					"the command publishes something else than public command %d", matched+1)
			}
			matched++
		}
		return nil
	})
	if err != nil {
		return nil, replayFault(err)
	}
	if matched != len(f.Public.Log) {
		return nil, fault(Diverged, field, "it publishes %d commands; the public log holds %d", matched, len(f.Public.Log))
	}
	return checked(g, f.checkSummary(g))
}
