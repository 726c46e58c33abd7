package scenes

import (
	"encoding/json"
	"time"

	"patron/scenes/store"
)

// Settings are the player's preferences, kept between runs.
type Settings struct {
	Fullscreen bool `json:"fullscreen"`
	Pace       int  `json:"pace"` // bot pace: 0 slow, 1 normal, 2 fast
	// Think is a searching bot's (Hard, Expert: bot.Searches) time budget
	// for one decision: ½, 1, 2 or 5 seconds (0–3); its search ends with
	// what it has then.
	Think int `json:"think"`
	// BotLevel is the level (bot.Levels) of the bots no screen asks
	// about: Quick game's, and the one a LAN host seats for a player past
	// the time limit or with the Stand-in button. An unknown level reads
	// as Normal.
	BotLevel string `json:"botLevel"`
	// Volume of the effects, and Music of the music: 0–4 quarters (0 is
	// off). Mute silences both and keeps them.
	Volume int  `json:"volume"`
	Music  int  `json:"music"`
	Mute   bool `json:"mute"`
	// ClockMinutes is the turn clock's length for each side's turn (0: no
	// clock); with ClockPlays, the Easy bot plays for a side whose time ran
	// out, else the clock only warns. Both are chosen on New game.
	ClockMinutes int  `json:"clockMinutes"`
	ClockPlays   bool `json:"clockPlays"`
	// UIScale is the size of the screens in percent of the size that fits
	// the window (80, 90 or 100; 0 reads as 100): smaller leaves the map
	// more room on a large screen.
	UIScale int `json:"uiScale"`
	// Language is the code of the screens' language ("" follows the
	// system's locale).
	Language string `json:"language"`
	// ClearColors draws the Factions in the colour-blind palette.
	ClearColors bool `json:"clearColors"`
	// AskWindows stops the table at every optional window of the Factions
	// (the DEA's mini-cards, Los Pepes' look, Policía's +2, Cali's extra
	// action). Off, the default, the table passes them until the players
	// ask for the next one (a button and a key on the table), and shows
	// by itself only a window whose pass would lose something for good
	// (game.PassLoses). It is a new key, "askEveryWindow": the old
	// "deaAuto" (true: the DEA only on request) was written false by
	// every save whether or not anyone chose it, so it cannot tell a
	// player who chose to be asked from one who never looked; it is no
	// longer read, and a file with it alone reads as the new default.
	AskWindows bool `json:"askEveryWindow"`
	// SkipSummary goes on to the next season without the End of Season
	// summary.
	SkipSummary bool `json:"skipSummary"`
	// Overlay is the Factions' deduction overlay (D): a table opens, and
	// comes back on Continue, as the player last left it.
	Overlay bool `json:"deductionOverlay"`
	// PlayerName is the name the player goes by at online tables, and
	// OnlineServer the address of the server Play online signs in to (the
	// browser edition needs none: its page's own server).
	PlayerName   string `json:"playerName,omitempty"`
	OnlineServer string `json:"onlineServer,omitempty"`
	// Path is where they are saved ("" keeps them in memory only), in
	// files: the disk, or the browser's storage.
	Path  string        `json:"-"`
	files store.Backend // never written
}

// BotDelay is the frames a bot waits before each decision at this pace.
func (s Settings) BotDelay() int { return [...]int{45, 18, 4}[min(max(s.Pace, 0), 2)] }

// ThinkBudget is a searching bot's (Hard, Expert) time for one decision.
func (s Settings) ThinkBudget() time.Duration {
	return [...]time.Duration{500 * time.Millisecond, time.Second, 2 * time.Second, 5 * time.Second}[min(max(s.Think, 0), 3)]
}

// botLevel is BotLevel as the bots are seated: one of bot.Levels.
func (s Settings) botLevel() string { return offeredLevel(s.BotLevel) }

// uiScale is UIScale as a factor.
func (s Settings) uiScale() float64 {
	if s.UIScale < 80 || s.UIScale > 100 {
		return 1
	}
	return float64(s.UIScale) / 100
}

// UIScales are the sizes offered, in percent.
var UIScales = []int{80, 90, 100}

func (s Settings) effectsVolume() float64 { return float64(min(max(s.Volume, 0), 4)) / 4 }
func (s Settings) musicVolume() float64   { return float64(min(max(s.Music, 0), 4)) / 4 }

// DefaultSettings are the preferences of a first run.
func DefaultSettings() Settings {
	return Settings{Pace: 1, Think: 1, BotLevel: "normal", Volume: 3, Music: 2}
}

// settingsMax bounds what is read of the settings' file.
const settingsMax = 64 << 10

// LoadSettings reads the saved preferences where the platform keeps them
// (a file, or the browser's storage: settingsFile), or the defaults.
func LoadSettings(p Platform) Settings {
	s := DefaultSettings()
	files, name := settingsFile(p)
	if name == "" { // nowhere to keep them (Path "": Save keeps nothing)
		return s
	}
	s.Path, s.files = name, files
	if b, _, err := files.ReadFile(s.Path, settingsMax); err == nil {
		_ = json.Unmarshal(b, &s)
	}
	s.ClockMinutes = offeredClock(s.ClockMinutes)
	s.BotLevel = offeredLevel(s.BotLevel)
	return s
}

// Save writes the preferences whole or not at all; a failure (the
// browser's storage full) keeps the old ones and only loses the change
// for next time: it is returned for the settings screen to say.
func (s Settings) Save() error {
	if s.Path == "" || s.files == nil {
		return nil
	}
	b, _ := json.MarshalIndent(s, "", "  ")
	return s.files.WriteFile(s.Path, b)
}
