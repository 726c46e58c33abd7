package scenes

import (
	"os"
	"slices"
	"time"

	"patron/scenes/store"
	"patron/scenes/words"
)

// Continue goes back to the game a player last left. A LAN table is one
// too: the host's table (its save, lan/table.host, written before each
// command leaves) is "Back to my table" on the Host screen, and a joiner's
// seat (lan/seat.json, with its game saved in lan/saves after every
// command) "Back to my seat" on the Join screen. After a crash mid-game
// Continue offered an older solo game instead; now, when a LAN table was
// saved last, Continue takes the player back to it the same way.

// lanBack is a LAN table Continue may go back to.
type lanBack struct {
	host bool      // the host's own table; else this computer's seat at another's
	name string    // the table's name (host), or the host's as the seat record says
	when time.Time // when it was last saved
}

// newestLAN is the LAN table this computer last left, when it was saved
// after the solo or hotseat game Continue would resume (latest, when
// there is one: solo). A host's table whose game is over, or whose save
// does not open, is none.
func newestLAN(a *App, latest store.Entry, solo bool) (lanBack, bool) {
	if a.Store == nil || !a.Platform.LAN {
		return lanBack{}, false
	}
	var tables []lanBack
	if st, err := os.Stat(hostSavePath(a)); err == nil {
		tables = append(tables, lanBack{host: true, when: st.ModTime()})
	}
	if rec, ok := loadSeatRecord(a); ok {
		seat := lanBack{name: rec.Host}
		if st, err := os.Stat(seatRecordPath(a)); err == nil {
			seat.when = st.ModTime()
		}
		if t, ok := lanStore(a).Saved(rec.SaveID); ok && t.After(seat.when) {
			seat.when = t
		}
		tables = append(tables, seat)
	}
	slices.SortStableFunc(tables, func(x, y lanBack) int { return y.when.Compare(x.when) })
	for _, b := range tables {
		if solo && !b.when.After(latest.Modified) {
			break // the solo game was left last
		}
		if !b.host {
			return b, true
		}
		if t := (&tableBack{}).load(a); t != nil { // a game not over, whose save opens
			b.name = t.Table.Name
			return b, true
		}
	}
	return lanBack{}, false
}

// line is Continue's second line for the table.
func (b lanBack) line(lang *words.Lang) string {
	back := lang.Sprintf(words.Rejoin, b.name)
	if b.host {
		back = lang.Sprintf(words.BackToTable, b.name)
	}
	return lang.Sprintf(words.ContinueLAN, back, savedWhen(lang, b.when.Format(time.RFC3339)))
}

// open goes back to the table: the host's opens again on its code and
// port (the Host screen shows why, if it cannot), a joiner's seat is
// dialled with its token from the Join screen, which goes on to the
// table.
func (b lanBack) open(a *App) {
	if b.host {
		s := NewLANSetupScreen()
		s.resumeTable(a)
		if a.next == nil { // not opened: the Host screen says why, and offers it again
			a.Switch(s)
		}
		return
	}
	j := NewJoinScreen(a)
	if j.hasRec {
		j.rejoin(a)
	}
	a.Switch(j)
}
