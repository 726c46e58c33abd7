package cli

import (
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"time"

	"patron/durable"
	"patron/game"
	"patron/game/bot"
	"patron/game/savefile"
)

// Autoplay is `patron autoplay`: it plays a seeded game between bots,
// saving it after every decision exactly as the window does (whole file or
// nothing), and resumes from the save when one is there. Killed at any
// instant and started again with the same arguments, it finishes the same
// game: the bots' choices depend only on the seed and the position in the
// log, never on how many times the process started. It prints the final
// hashes. At start it removes the temporary files a killed run left beside
// the save (nothing else writes that file), and a save of another game
// than --seed and --players name is refused, not played on. It returns the
// exit code.
func Autoplay(args []string) int {
	fs := flag.NewFlagSet("autoplay", flag.ContinueOnError)
	seed := fs.Uint64("seed", 1, "seed of the game")
	players := fs.Int("players", 2, "players, 2-5")
	patron := fs.String("patron", "normal", "the Patrón's bot: "+kindsText)
	factions := fs.String("factions", "normal", "the Factions' bot: "+kindsText)
	path := fs.String("save", "", "the save file (resumed when it exists)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if *path == "" {
		fmt.Fprintln(os.Stderr, "patron autoplay: --save FILE is required")
		return 2
	}
	given := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { given[f.Name] = true })
	for _, t := range durable.Temps(*path) {
		os.Remove(t)
	}
	g, table, created, err := autoplayStart(*path, *seed, *players, *patron, *factions)
	if err == nil && len(g.Log()) > 0 {
		// Resumed: the save's game, whose bots are seeded by its seed.
		err = sameGame(g.Pub.Opts, *seed, *players, given)
		*seed = g.Pub.Opts.Seed
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "patron autoplay:", err)
		return 1
	}
	for !g.Over() {
		d := g.Pending()
		v := g.View(d.Seat)
		kind := table.People[1].Bot
		if d.Seat == game.SeatPatron {
			kind = table.People[0].Bot
		}
		// A fresh bot for every decision, seeded by the position (the
		// whole log: this one game holds everything): the same choice
		// whether or not the process was restarted.
		c, err := bot.FreshTurn(kind, &v, bot.SeedAt(*seed, len(g.Log())))
		if err != nil {
			fmt.Fprintln(os.Stderr, "patron autoplay:", err)
			return 2
		}
		if _, err := g.Apply(c); err != nil {
			fmt.Fprintln(os.Stderr, "patron autoplay:", err)
			return 1
		}
		data, err := savefile.Write(g, table, savefile.WithSecrets, created, time.Now())
		if err == nil {
			err = durable.WriteFile(*path, data)
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "patron autoplay: saving:", err)
			return 1
		}
	}
	fmt.Printf("over %s public %016x secret %016x commands %d\n", g.Pub.Result.Winner, g.PublicHash(), g.SecretHash(), len(g.Log()))
	return 0
}

// sameGame refuses to resume a save of another game than the command
// line's --seed and --players (when they are given) name.
func sameGame(saved game.Options, seed uint64, players int, given map[string]bool) error {
	if given["seed"] && saved.Seed != seed {
		return fmt.Errorf("the save holds the game of seed %d, not --seed %d: give --seed %d to finish it, or another --save for a new game", saved.Seed, seed, saved.Seed)
	}
	if given["players"] && saved.Players != players {
		return fmt.Errorf("the save holds a game of %d players, not --players %d", saved.Players, players)
	}
	return nil
}

// autoplayStart resumes the saved game, or starts the seeded one.
func autoplayStart(path string, seed uint64, players int, patron, factions string) (*game.Game, savefile.Table, time.Time, error) {
	data, err := os.ReadFile(path)
	switch {
	case err == nil:
		f, g, err := savefile.Load(data)
		if err != nil {
			return nil, savefile.Table{}, time.Time{}, err
		}
		created, _ := time.Parse(time.RFC3339, f.Summary.Created)
		return g, f.Table, created, nil
	case !errors.Is(err, fs.ErrNotExist):
		return nil, savefile.Table{}, time.Time{}, err
	}
	opts := game.Options{Seed: seed, Players: players, SeasonCap: 15, Control: game.DefaultSplit(players)}
	sec := game.SeedFrom(seed ^ 0x5deece66d)
	g, err := game.New(opts, &sec)
	if err != nil {
		return nil, savefile.Table{}, time.Time{}, err
	}
	t := savefile.Table{Patron: 0}
	for i := 0; i < players; i++ {
		kind := factions
		if i == 0 {
			kind = patron
		}
		t.People = append(t.People, savefile.Person{Name: fmt.Sprintf("Bot %d", i+1), Bot: kind})
	}
	t.Control = opts.Control // engine player k is People[k]: the Patrón is 0
	return g, t, time.Now(), nil
}
