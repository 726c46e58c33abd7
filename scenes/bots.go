package scenes

import "patron/game/bot"

// newBotFor makes the normal-level bot for a side.
func newBotFor(patron bool, seed uint64) (bot.Bot, error) {
	return bot.New("normal", patron, seed^0x5eed)
}
