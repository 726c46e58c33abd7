package scenes

import (
	"fmt"
	"path/filepath"
	"strings"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"

	"patron/game"
	"patron/netplay/session"
	"patron/netplay/wire"
	"patron/render/draw"
	"patron/render/mapview"
	"patron/render/theme"
	"patron/scenes/match"
	"patron/scenes/store"
	"patron/scenes/words"
)

// A LAN table: the match's Net brings what the other machines did; this
// machine's people and bots decide through it (match.Decide). Each machine
// saves its own view of the game in the "lan" folder, apart from the
// hotseat saves: the Patrón's machine with his secrets, so that he can come
// back to the table; a Faction's machine the published log only.

// netState is what the table shows about the network.
type netState struct {
	problem string // the host is gone, or a game differs: play stops
	typing  bool   // the chat line is open
	line    string // what is being typed
	banner  desyncBanner
	mending bool // this computer's game differs: it waits for the host's log
	// abandoned: the host ended the game as abandoned (lan_limit.go).
	abandoned bool
	host      *hostWait    // the host dropped: this computer waits for it (lan_wait.go)
	unkept    bool         // the host's save of its table failed, and the banner said so
	bottom    float64      // where the chat and its banners end (drawNet): see mapTop
	notice    desyncBanner // the latest problem the table noted (play_lan_notice.go)
	// lost says that this computer's decision never reached a host that
	// dropped, until it is made again (play_lan_lost.go).
	lost string
	// ticks counts the table's frames, for news that fades (play_lan_fade.go).
	ticks int
	// online is the online table this is (online_table.go): its save is
	// found again by its server and id, and leaving goes to the lobby.
	online *onlineTable
}

// NewLANPlay opens the table of a LAN game that has begun.
func NewLANPlay(m *match.Match) *Play {
	p := newPlay(m, newSaving())
	p.save.lan = true
	return p
}

// lanStore is where LAN games are saved: beside the hotseat saves, never
// listed with them (Continue cannot resume a table of several machines).
func lanStore(a *App) *store.Store {
	if a.Store == nil {
		return nil
	}
	return store.Open(filepath.Join(a.Store.Root, "lan"))
}

// pumpNet takes in what the table did since the last frame, with the moves
// it caused shown as if played here.
func (p *Play) pumpNet(a *App) {
	n := p.M.Net
	if n == nil {
		return
	}
	p.checkKept(a)
	p.fadeNews()
	if p.hostWaiting(a) || !n.HasNews() && len(p.netNotes) == 0 {
		return
	}
	before := p.board.Proj != nil
	var old []mapview.Spot
	var prev game.Public
	if before {
		old, prev = p.board.Proj.Spots(&p.M.G.Pub, nil), p.M.G.Pub
	}
	p.takeNotes(a, append(p.netNotes, n.Step()...))
	p.netNotes = nil
	if before && p.M.Revision != p.netSeen {
		p.anims.start(old, p.board.Proj.Spots(&p.M.G.Pub, nil))
		p.anims.popIn(&prev, &p.M.G.Pub)
	}
	p.netSeen = p.M.Revision
}

// netWaits reports whether this LAN computer has nothing to decide now:
// another computer decides, its own decision is on its way to the host,
// or play has stopped.
func (p *Play) netWaits() bool {
	return p.M.Net != nil && (p.M.Elsewhere() || p.M.Net.Busy() || p.net.problem != "" || p.net.mending)
}

// takeNotes records the table's notes in the match.
func (p *Play) takeNotes(a *App, notes []session.Note) {
	lang := a.Lang
	changed := false
	for _, n := range notes {
		switch n.Kind {
		case session.NoteCommitted:
			n0 := len(p.M.Events)
			p.M.Took(n.Seq, n.Events)
			p.feedback(a, n.Events)
			if p.M.Net.Mine(n.Player) {
				p.last.back(p.viewer(), n0, len(p.M.Events), &p.M.G.Pub)
			}
			changed = true
		case session.NoteChat:
			p.M.Said(match.ChatLine{Player: n.Player, Name: p.personName(lang, n.Player), Text: n.Text})
		case session.NotePresence, session.NoteLobby:
			if err := p.M.SeatsChanged(); err != nil {
				p.err = err.Error()
			}
		case session.NoteRefused:
			if n.Code == session.CodeNotDelivered { // sent as the host dropped: never arrived
				p.notDelivered(lang, n)
			} else if n.Code != "stale" { // another machine answered a shared decision first
				p.err = hostRefused(lang, n.Code, n.Text)
			}
		case session.NoteProblem: // news of the network, whoever decides now
			p.problemNote(lang, n)
		case session.NoteDesync: // a computer's game differs: the banner says who, and what next
			p.desyncNote(a, n)
		case session.NoteClosed:
			if (!p.M.G.Over() || p.M.Audit == nil) && !p.waitForHost(a, n.Err) {
				p.net.problem = lang.T(words.HostGone)
			}
		case session.NoteStarted: // the host's sync after this computer came back
			p.hostSynced()
		case session.NoteAudit:
			f := n.Findings
			p.M.Audit, p.M.Sheet = &f, n.Sheet
		case session.NoteAbandoned:
			p.net.abandoned = true
		}
	}
	if changed {
		p.ageBanner()
		p.autosave(a)
		p.refresh()
	}
}

// updateNet handles the chat line and the host's stand-in button; it
// reports whether it took the frame's input.
func (p *Play) updateNet(a *App, in *Input) bool {
	if p.M.Net == nil {
		return false
	}
	if p.updateLimit(a, in) {
		return true
	}
	if p.net.typing {
		for _, r := range in.Chars {
			if utf8.RuneCountInString(p.net.line) < wire.MaxChat && r >= ' ' {
				p.net.line += string(r)
			}
		}
		switch {
		case in.Pressed(ebiten.KeyBackspace) && p.net.line != "":
			_, size := utf8.DecodeLastRuneInString(p.net.line)
			p.net.line = p.net.line[:len(p.net.line)-size]
		case in.Pressed(ebiten.KeyEscape):
			p.net.typing, p.net.line = false, ""
		case in.Pressed(ebiten.KeyEnter):
			if text := strings.TrimSpace(p.net.line); text != "" {
				if err := p.M.Net.Chat(p.chatSeat(), text); err != nil {
					p.err = err.Error()
				}
			}
			p.net.typing, p.net.line = false, ""
		}
		return true
	}
	if in.Pressed(ebiten.KeyEnter) {
		p.net.typing = true
		return true
	}
	if a.clickedHit(in).is(btnStandIn) {
		if who, _ := p.M.Actor(); who > 0 {
			if err := p.M.Net.StandIn(who, a.Settings.botLevel()); err != nil {
				p.err = err.Error()
			}
			p.netNotes = append(p.netNotes, p.M.Net.Step()...)
		}
		return true
	}
	return false
}

// chatSeat is the engine player whose words a chat line is: this
// machine's first person.
func (p *Play) chatSeat() int {
	for i, pp := range p.M.Setup.People {
		if pp.Human() {
			return i
		}
	}
	return 0
}

// drawNet paints the network's troubles and the chat, in the sea at the
// map's top left (the Patrón's hand rises at its bottom).
func (p *Play) drawNet(a *App, c *draw.Canvas, l tableLayout) {
	lang := a.Lang
	if p.M.Net == nil {
		return
	}
	y := p.drawPauseBanner(lang, c, l.Map.X+8, l.Map.Y+8)
	if p.net.problem != "" {
		pr := draw.Rect{X: l.Map.X + 8, Y: y, W: 420}
		ps := draw.TextStyle{Font: theme.Label, Size: 14, Color: theme.Paper}
		wrapped := c.Wrap(p.net.problem, pr.W-16, ps)
		pr.H = 12 + float64(len(wrapped))*ps.LineHeight()
		c.RoundRect(pr, 6).Fill(waitColor(p.net.host != nil))
		for i, line := range wrapped {
			c.Text(line, pr.X+8, pr.Y+6+float64(i)*ps.LineHeight(), ps)
		}
		y = pr.Bottom() + 6
	}
	st := draw.TextStyle{Font: theme.Label, Size: 13, Color: theme.Paper}
	lines := p.M.Chats
	if len(lines) > 5 {
		lines = lines[len(lines)-5:]
	}
	banks, seats := netBanks(p.M.Net), 1 // a turn-based table: a line a seat, with its bank
	r := draw.Rect{X: l.Map.X + 8, Y: y, W: 270}
	if banks != nil {
		seats, r.W = min(len(banks), len(p.M.Net.Seats())), 300
	}
	r.H = float64(len(lines)+1+seats)*st.LineHeight() + 12
	c.RoundRect(r, 6).Fill(theme.Alpha(theme.Wood, 0.78))
	y = r.Y + 6
	if banks != nil {
		p.drawSeatClocks(lang, c, r.X+8, y, r.Right()-8, st, banks)
	} else {
		p.drawPresence(lang, c, r.X+8, y, r.Right()-8, st)
	}
	y += float64(seats) * st.LineHeight()
	for _, cl := range lines {
		c.Text(clipText(c, lang.Sprintf(words.ChatLine, cl.Name, cl.Text), r.W-16, st), r.X+8, y, st)
		y += st.LineHeight()
	}
	hint, hs := lang.T(words.ChatHint), draw.TextStyle{Font: theme.Label, Size: 13, Color: theme.Muted}
	if p.net.typing {
		hint, hs = lang.T(words.ChatPrompt)+p.net.line+"|", draw.TextStyle{Font: theme.Label, Size: 13, Color: theme.Gold}
	}
	c.Text(clipText(c, hint, r.W-16, hs), r.X+8, y, hs)
	y = p.drawBanner(c, r.X, r.Bottom()+6)
	p.net.bottom = p.drawNotice(c, r.X, y)
}

// clipText shortens s with an ellipsis to fit w.
func clipText(c *draw.Canvas, s string, w float64, st draw.TextStyle) string {
	if c.Measure(s, st) <= w {
		return s
	}
	r := []rune(s)
	for len(r) > 1 && c.Measure(string(r)+"…", st) > w {
		r = r[:len(r)-1]
	}
	return string(r) + "…"
}

// netWaiting is the prompt panel's line while another machine decides,
// and whether the host may let a bot stand in.
func (p *Play) netWaiting(lang *words.Lang) (msg string, standIn bool) {
	if p.net.problem != "" {
		return p.net.problem, false
	}
	if p.M.G.Over() {
		return lang.T(words.AuditWaiting), false
	}
	if msg, ok := p.limitWaiting(lang); ok {
		return msg, false
	}
	if p.M.Net.Busy() {
		return lang.T(words.Sending), false
	}
	name, connected := p.M.Waiting()
	who, _ := p.M.Actor()
	if name == "" {
		name = lang.Sprintf(words.PlayerN, who+1)
	}
	if left, ok := p.awaitedBank(lang, who); ok { // a turn-based table: the time they have
		return lang.Sprintf(words.WaitingBank, name, left), !connected && p.M.Net.Hosting() && who > 0
	}
	if connected {
		return lang.Sprintf(words.WaitingForNet, name), false
	}
	return lang.Sprintf(words.Reconnecting, name), p.M.Net.Hosting() && who > 0
}

// netKey is what the network changes on screen, for DrawKey.
func (p *Play) netKey(lang *words.Lang) string {
	if p.M.Net == nil {
		return ""
	}
	msg, _ := p.netWaiting(lang)
	shown := p.net
	shown.ticks = 0 // what is drawn changes when news fades, not each frame
	return fmt.Sprint(p.M.ChatsSaid, shown, msg, p.M.Audit != nil, p.limitKey(lang), banksKey(lang, netBanks(p.M.Net)))
}

// personName is engine player i's name at this table.
func (p *Play) personName(lang *words.Lang, i int) string {
	if i >= 0 && i < len(p.M.Setup.People) {
		return p.M.Setup.People[i].Name
	}
	return lang.Sprintf(words.PlayerN, i+1)
}

// drawPresence is one line of who sits at the table: a green dot for a
// computer connected, red for one away, none for a bot.
func (p *Play) drawPresence(lang *words.Lang, c *draw.Canvas, x, y, right float64, st draw.TextStyle) {
	for _, s := range p.M.Net.Seats() {
		name := presenceName(lang, s)
		if w := c.Measure(name, st); x+w+16 > right {
			break
		}
		x = p.presenceDot(c, s, x, y, st)
		c.Text(name, x, y, st)
		x += c.Measure(name, st) + 12
	}
}

// presenceDot draws a seat's dot at x (none for a bot) and gives where
// its name goes.
func (p *Play) presenceDot(c *draw.Canvas, s wire.Seat, x, y float64, st draw.TextStyle) float64 {
	if s.Who == session.Bot {
		return x
	}
	dot := theme.MoneyGreen
	if s.Who == session.Remote && (!s.Connected || s.StandIn) || s.Who == session.AtHost && p.net.host != nil { // the host away too, while it is waited for
		dot = theme.Danger
	}
	c.Circle(x+4, y+st.Size*0.55, 4, dot)
	return x + 11
}

// backgroundTicker is a table that must go on while a screen or a dialog
// is over it.
type backgroundTicker interface{ tickBehind(a *App) }

// tickBehind keeps a LAN table going while this computer's people look at
// something else (the pause menu, the leave question, the rules): what the
// network brings is taken in, and this computer's bots and forced answers
// are played, so the other computers never wait for a closed dialog.
// People's own decisions wait for them.
func (p *Play) tickBehind(a *App) {
	if p.M.Net == nil {
		return
	}
	p.pumpNet(a)
	if p.M.G.Over() || p.netWaits() || !p.M.BotTurn() {
		return
	}
	if _, need := p.M.HandOff(); need {
		return // the screen must blank first, which needs the table in front
	}
	if c, ready := p.M.Think(a.Settings.ThinkBudget()); ready {
		p.apply(a, c)
	}
}

// hostRefusalCodes are the codes of the host's refusals that
// words.HostRefusals says, in its order (netplay/session gives them).
var hostRefusalCodes = [len(words.HostRefusals)]string{"not-started", "not-your-seat", "stood-in", "not-your-turn", "malformed", "private", "hash", "abandoned"}

// hostRefused says the host's refusal of this computer's decision in the
// language in use: the host sends its code and its English words.
func hostRefused(lang *words.Lang, code, hostText string) string {
	for i, c := range hostRefusalCodes {
		if c == code {
			return lang.T(words.HostRefusals[i])
		}
	}
	return lang.Sprintf(words.HostRefusedRules, hostText)
}
