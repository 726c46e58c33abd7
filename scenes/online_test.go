package scenes

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"patron/netplay/identity"
	"patron/netplay/lobby"
	"patron/render/draw"
	"patron/scenes/store"
	"patron/scenes/words"
)

// An invite reads back from its link and from its code, whatever the
// case of the code; anything else is refused.
func TestInviteReadsBackFromItsLinkAndItsCode(t *testing.T) {
	link := inviteLink("https://narcos.example.org/", "k7m2p9q4r8s3", "QWXRT-8K2PZ")
	for _, s := range []string{link, inviteCode("k7m2p9q4r8s3", "QWXRT-8K2PZ"), " k7m2p9q4r8s3 qwxrt-8k2pz ",
		"https://narcos.example.org/#table=k7m2p9q4r8s3&invite=QWXRT-8K2PZ"} {
		table, invite, ok := parseInvite(s)
		if !ok || table != "k7m2p9q4r8s3" || invite != "QWXRT-8K2PZ" {
			t.Errorf("%q: %q %q %v", s, table, invite, ok)
		}
	}
	for _, s := range []string{"", "k7m2p9q4r8s3", "PID1-AAAAA", "../x/ABC", "https://narcos.example.org/", "a/b c;d"} {
		if table, invite, ok := parseInvite(s); ok {
			t.Errorf("%q read as %q %q", s, table, invite)
		}
	}
}

// The key is made on first use beside the settings, readable by its owner
// alone, and read again the same; an imported key replaces it, and the
// one replaced is set aside, not lost.
func TestTheKeyIsKeptBesideTheSettings(t *testing.T) {
	dir := t.TempDir()
	a := bareApp(Platform{Files: true, LAN: true}, &Menu{}, &Script{})
	a.Settings.Path, a.Settings.files = filepath.Join(dir, "settings.json"), store.Disk{}
	if id, err := loadIdentity(a, false); id != nil || err != nil {
		t.Fatalf("a key before Play online was used: %v %v", id, err)
	}
	made, err := loadIdentity(a, true)
	if err != nil {
		t.Fatal(err)
	}
	st, err := os.Stat(filepath.Join(dir, "identity.json"))
	if err != nil || st.Mode().Perm() != 0o600 {
		t.Fatalf("the key's file: %v %v", st, err)
	}
	again, err := loadIdentity(a, true)
	if err != nil || again.Public() != made.Public() {
		t.Fatalf("read again: %v %v", again, err)
	}
	if got := knownServersPath(a); got != filepath.Join(dir, "known-servers.json") {
		t.Errorf("the pinned servers are kept in %s", got)
	}
	other, _ := identity.New("phone")
	carried, err := identity.Import(other.Export())
	if err != nil {
		t.Fatal(err)
	}
	carried.From = "phone"
	if err := keepIdentity(a, carried); err != nil {
		t.Fatal(err)
	}
	now, err := loadIdentity(a, false)
	if err != nil || now.Public() != other.Public() || now.From != "phone" {
		t.Fatalf("after the import: %v %v", now, err)
	}
	aside, err := os.ReadFile(filepath.Join(dir, "identity.json."+made.Public().Short()+".replaced"))
	if err != nil {
		t.Fatal(err)
	}
	if old, err := identity.Unmarshal(aside); err != nil || old.Public() != made.Public() {
		t.Fatalf("the key set aside: %v", err)
	}
}

// In a browser the key is an item of its storage, beside the settings'.
func TestTheKeyIsKeptInTheBrowsersStorage(t *testing.T) {
	mem := &store.Memory{}
	p := Browser(mem)
	a := bareApp(p, &Menu{}, &Script{})
	a.Settings = LoadSettings(p)
	made, err := loadIdentity(a, true)
	if err != nil {
		t.Fatal(err)
	}
	data, _, err := mem.ReadFile("patron/identity.json", identityMax)
	if err != nil {
		t.Fatal(err)
	}
	if id, err := identity.Unmarshal(data); err != nil || id.Public() != made.Public() {
		t.Fatalf("the storage holds %s: %v", data, err)
	}
	if knownServersPath(a) != "" {
		t.Error("a browser pins its page's server itself")
	}
}

// Create table takes one seat for the player and gives the others to the
// server's bots or to people online; the clock is the mode's.
func TestANewOnlineTableAsTheServerGetsIt(t *testing.T) {
	lang := words.English()
	s := NewOnlineSetupScreen()
	s.players, s.kinds[0], s.kinds[1], s.kinds[2] = 3, 4, 0, 1 // a hard bot Patrón, this player, a person online
	cfg, err := s.tableConfig(lang)
	if err != nil {
		t.Fatal(err)
	}
	req, seat, err := onlineRequest(lang, cfg)
	if err != nil || seat != 1 || len(req.Seats) != 3 || req.Seats[0].Bot != "hard" || req.Seats[1].Bot != "" || req.Seats[2].Bot != "" {
		t.Fatalf("%+v, seat %d: %v", req, seat, err)
	}
	s.kinds[2] = 0
	if cfg, err = s.tableConfig(lang); err == nil {
		_, _, err = onlineRequest(lang, cfg)
	}
	if err == nil || err.Error() != lang.T(words.OnlineOneSeatHere) {
		t.Errorf("two seats here: %v", err)
	}
	o := &OnlineTableSetup{req: req, name: " Sunday ", mode: lobby.Turn, bank: 3, perMove: 24, capDays: 7, limit: 3}
	if got := o.request(); got.Name != "Sunday" || got.Mode != lobby.Turn || got.Public ||
		got.Clock != (lobby.Clock{BankMS: 3 * dayMS, PerMoveMS: 24 * hourMS, CapMS: 7 * dayMS}) {
		t.Errorf("turn-based: %+v", got)
	}
	o.mode, o.public = lobby.Live, true
	if got := o.request(); !got.Public || got.Clock != (lobby.Clock{DecisionMS: 3 * 60000, GraceMS: 3 * 60000}) {
		t.Errorf("live: %+v", got)
	}
}

// The tables waiting on the player are counted on the menu's entry and in
// the window's title; a table over or not begun waits on nobody.
func TestTheMenuCountsTheTablesWaitingOnThePlayer(t *testing.T) {
	lang := words.English()
	a := bareApp(Platform{Files: true}, &Menu{}, &Script{})
	a.online = &onlineLink{told: map[string]bool{}}
	if got := onlineBadge(a, &draw.Canvas{S: 1, Dry: true}, draw.Rect{W: 440, H: 40}, "about"); got != "about" {
		t.Errorf("none waiting: %q", got)
	}
	menu := &Menu{}
	before := menu.DrawKey(a)
	a.online.took(a, []lobby.Mine{
		{Listing: lobby.Listing{ID: "a", Status: lobby.StatusPlaying}, YourTurn: true},
		{Listing: lobby.Listing{ID: "b", Status: lobby.StatusPlaying}, YourTurn: true},
		{Listing: lobby.Listing{ID: "c", Status: lobby.StatusOver}, YourTurn: true},
		{Listing: lobby.Listing{ID: "d", Status: lobby.StatusPlaying}},
	})
	if n := a.onlineWaiting(); n != 2 || a.online.title != 2 {
		t.Fatalf("%d waiting, the title says %d", n, a.online.title)
	}
	if menu.DrawKey(a) == before {
		t.Error("the menu is not painted again when a table starts waiting on the player")
	}
	if got := onlineBadge(a, &draw.Canvas{S: 1, Dry: true}, draw.Rect{W: 440, H: 40}, "about"); got != lang.Sprintf(words.PlayOnlineWaiting, 2) {
		t.Errorf("the entry says %q", got)
	}
	items := menuItems(lang, a.Platform)
	if items[len(items)-1].id != named("menu:online") {
		t.Errorf("the menu's last entry is %v", items[len(items)-1].id)
	}
}

// My games lists the tables waiting on the player first, then those under
// way, not begun, and over; a list longer than the panel scrolls with the
// wheel over it.
func TestMyGamesPutsTheTablesWaitingFirstAndScrolls(t *testing.T) {
	a := bareApp(Platform{Files: true}, &Menu{}, &Script{})
	a.online = &onlineLink{told: map[string]bool{}, known: true}
	var mine []lobby.Mine
	for i, st := range []string{lobby.StatusOver, lobby.StatusLobby, lobby.StatusPlaying, lobby.StatusPlaying, lobby.StatusOver,
		lobby.StatusOver, lobby.StatusOver, lobby.StatusOver, lobby.StatusOver, lobby.StatusOver} {
		mine = append(mine, lobby.Mine{Listing: lobby.Listing{ID: string(rune('a' + i)), Status: st}, YourTurn: i == 3})
	}
	a.online.took(a, mine)
	var order string
	for _, m := range a.online.mine {
		order += m.ID
	}
	if order != "dcbaefghij" {
		t.Errorf("My games in the order %s", order)
	}
	o := &OnlineScreen{}
	shown := func() (first, last int) {
		a.targets = a.targets[:0]
		o.Draw(a, &draw.Canvas{S: 1, Dry: true})
		first, last = -1, -1
		for _, tg := range a.targets {
			if tg.ID.name == "online:mine" {
				if first < 0 {
					first = tg.ID.n
				}
				last = tg.ID.n
			}
		}
		return first, last
	}
	if first, last := shown(); first != 0 || last != 5 { // the vacation's line under the panel
		t.Fatalf("rows %d to %d in sight", first, last)
	}
	panel := minePanel(a)
	for range 5 {
		o.Update(a, &Input{X: panel.CX(), Y: panel.CY(), Wheel: -1})
	}
	if first, last := shown(); first != 4 || last != 9 {
		t.Errorf("scrolled to its end: rows %d to %d in sight", first, last)
	}
}

// The key screen imports a code typed in, names the device it came from,
// and the key is this device's from then on; a code with a mistake is
// refused in words and changes nothing.
func TestTheKeyScreenImportsACode(t *testing.T) {
	lang := words.English()
	a := bareApp(Platform{Files: true}, &Menu{}, &Script{})
	a.Store = store.Open(t.TempDir())
	mine, err := loadIdentity(a, true)
	if err != nil {
		t.Fatal(err)
	}
	other, _ := identity.New("phone")
	k := &OnlineKeyScreen{back: &Menu{}}
	p := &screenPlayer{t: t, a: a, scene: k}
	p.typeIn(numbered("key:field", 1), &k.code, other.Export()[:20]+"X")
	p.click(named("key:import"))
	if k.err != lang.T(words.OnlineBadCode) {
		t.Errorf("a cut code: %q", k.err)
	}
	if id, _ := loadIdentity(a, false); id.Public() != mine.Public() {
		t.Fatal("a code refused changed the key")
	}
	p.typeIn(numbered("key:field", 0), &k.from, "phone")
	p.typeIn(numbered("key:field", 1), &k.code, strings.ToLower(other.Export()))
	p.click(named("key:import"))
	id, err := loadIdentity(a, false)
	if err != nil || id.Public() != other.Public() || id.From != "phone" || k.err != "" {
		t.Fatalf("after the import: %v %v %q", id, err, k.err)
	}
	if k.note != lang.Sprintf(words.OnlineImported, other.Public().Short()) {
		t.Errorf("the screen says %q", k.note)
	}
}
