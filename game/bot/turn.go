package bot

import "patron/game"

// A bot's turn, as every loop that plays bots takes it: a decision the
// rules force is answered with its only command and no bot is asked;
// any other is the bot's choice. Loops differ in which bot they ask:
// Turn asks a bot kept for the whole game, whose state (its random
// draws) runs on from one decision to the next (sim, the window, the
// screenshots' games); FreshTurn makes a bot for the one decision, and
// seeded by the position (SeedAt) the choice is the same whenever and
// wherever it is made (autoplay resumed, every machine of a LAN table).
// The window also takes a single choice that is not forced without
// asking its bot (match.BotCommand, Think): a rule of its own.

// Turn is the command the seat whose view v is plays now, with b the
// bot kept for its side across the game: the only legal command when
// the decision is forced, b not asked (so its state is not touched),
// else b's choice.
func Turn(b Bot, v *game.View) game.Command {
	if v.Pending.Forced {
		return v.Legal[0]
	}
	return b.Choose(v)
}

// FreshTurn is Turn with a bot of the level made for this decision
// alone, for the side of the seat that decides (v.Pending.Seat), seeded
// by seed: SeedAt(the game's seed, the position) where every machine
// must choose alike. No bot is made for a forced decision, so an unknown
// level is an error only when asked.
func FreshTurn(level string, v *game.View, seed uint64) (game.Command, error) {
	if v.Pending.Forced {
		return v.Legal[0], nil
	}
	b, err := New(level, v.Pending.Seat == game.SeatPatron, seed)
	if err != nil {
		return game.Command{}, err
	}
	return b.Choose(v), nil
}

// SeedAt is the n-th seed drawn from seed: seed*1_000_003 + n.
//
// A bot made for one decision (FreshTurn) is seeded SeedAt(the game's
// seed, the position), n being how many commands the log of the machine
// that decides holds: patron autoplay, whose one game holds everything,
// counts its whole log; session.Bots counts its machine's log, which on
// the Patrón's machine is his whole log and on a Faction's machine the
// published one; lan.Sim.Alone, one game standing for every machine,
// counts the log the deciding seat's machine would (g.Log() for the
// Patrón's player, g.PublicLog() for a Faction player's).
//
// A simulated game's seed is SeedAt(the run's seed, the game's number)
// (sim.GameSeed: patron sim, and the ladder, whose game k of every pair
// is game k of a sim run).
//
// Why 1_000_003: a prime larger than any n these uses reach (a game
// logs some hundreds of commands, a run plays thousands of games), so
// two runs' seeds, or two games', never share a derived seed (seed s
// gives s*1_000_003 onwards, seed s+1 begins 1_000_003 further on), and
// odd, so the multiplication keeps every bit of seed (it is one-to-one
// on uint64).
func SeedAt(seed uint64, n int) uint64 {
	return seed*1_000_003 + uint64(n)
}
