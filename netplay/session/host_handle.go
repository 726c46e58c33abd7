package session

import (
	"errors"
	"fmt"
	"time"

	"patron/game"
	"patron/netplay/wire"
)

// handle takes one thing a link brought. Whatever a peer sends, it is
// refused or taken; nothing it sends can change another seat's game or
// stop the host.
func (h *Host) handle(r received) {
	h.arrived = r.at
	defer func() { h.arrived = time.Time{} }()
	if r.accept != nil {
		h.admit(r.accept, r.key, r.watchOnly)
		return
	}
	if h.floodCut(r) || h.slowDown(r) {
		return
	}
	if h.watchers[r.from] {
		h.fromWatcher(r) // watch.go
		return
	}
	l := r.from
	seat, welcomed := h.seats[l]
	switch {
	case r.end:
		h.gone(l)
		return
	case r.err != nil:
		code := "malformed"
		var big *wire.TooLarge
		if errors.As(r.err, &big) {
			code = "too-large"
		}
		h.refuse(l, code, r.err.Error())
		if !welcomed {
			l.close("say hello first") // a stranger sends a hello, or goes
		}
		return
	case !welcomed && r.msg.Kind != wire.KindHello:
		h.refuse(l, "hello-first", "say hello first")
		l.close("no hello")
		return
	}
	m := r.msg
	switch m.Kind {
	case wire.KindHello:
		if welcomed {
			h.refuse(l, "hello-again", "already welcomed")
			return
		}
		h.hello(l, m.Hello)
	case wire.KindPropose:
		h.propose(l, seat, m.Propose)
	case wire.KindChat:
		if m.Chat.Seat != seat {
			h.refuse(l, "not-your-seat", fmt.Sprintf("you sit in seat %d", seat)) // seats counted from 0, as everywhere (the Patrón's is 0)
			return
		}
		h.broadcast(m)
		h.note(Note{Kind: NoteChat, Player: seat, Text: m.Chat.Text})
	case wire.KindDesync:
		h.desync(l, seat, m.Desync) // checked against the log: desync.go
	case wire.KindOpenings:
		if seat != 0 || h.rep == nil || !h.rep.g.Over() || h.opens != nil {
			h.refuse(l, "not-now", "only the Patrón's machine opens his secrets, once the game is over")
			return
		}
		h.handOver(m.Openings.Openings)
	case wire.KindBack:
		h.back(l, seat, m.Back)
	case wire.KindPing: // nothing to answer (ping.go)
	default:
		h.refuse(l, "unexpected", fmt.Sprintf("a host does not take %s messages", m.Kind))
	}
}

// refuse answers a peer's message with an error; the peer stays.
func (h *Host) refuse(l *link, code, text string) {
	l.send(&wire.Message{Kind: wire.KindError, Error: &wire.Refusal{Code: code, Text: clip(text)}})
	if seat, ok := h.seats[l]; ok {
		h.note(Note{Kind: NoteProblem, Player: seat, Text: text, Code: code})
	}
}

func clip(s string) string {
	if r := []rune(s); len(r) > 300 {
		return string(r[:300]) + "…"
	}
	return s
}

// hello seats a new peer, or gives a returning one its seat back.
func (h *Host) hello(l *link, hi *wire.Hello) {
	turnAway := func(code, text string) {
		l.send(&wire.Message{Kind: wire.KindRefuse, Refuse: &wire.Refusal{Code: code, Text: text}})
		l.close(code)
	}
	if h.cfg.Code != "" && normalCode(hi.Code) != normalCode(h.cfg.Code) {
		turnAway("wrong-code", "this is not the session code of this game")
		return
	}
	if h.led != nil && l.key == "" {
		turnAway(CodeKeyNeeded, "this table seats and shows its game only to a key it has seen proven")
		return
	}
	if hi.Watch {
		h.watch(l, turnAway) // watch.go
		return
	}
	if l.watchOnly {
		turnAway(CodeWatchOnly, "this connection was opened to watch the table: it takes no seat")
		return
	}
	seat := -1
	switch {
	case h.led != nil: // the key is the seat's credential, not a token
		var back bool
		var code, text string
		if seat, back, code, text = h.keyedSeat(l.key, hi.Seat); seat < 0 {
			turnAway(code, text)
			return
		}
		if back && !h.takeBack(l, seat, turnAway) {
			return
		}
		if !back {
			h.lobby.Seats[seat].Name = hi.Name
			h.bind(seat, l.key)
		}
	case hi.Token != "":
		for i, t := range h.tokens {
			if t == hi.Token && h.lobby.Seats[i].Who == Remote {
				seat = i
			}
		}
		if seat < 0 {
			turnAway("bad-token", "this seat token is not one of this game's")
			return
		}
		if !h.takeBack(l, seat, turnAway) {
			return
		}
	case h.rep != nil:
		turnAway("started", "the game has begun; only its players may come back, with their seat tokens")
		return
	default:
		seat = h.freeSeat(hi.Seat)
		if seat < 0 {
			turnAway("seat-taken", "no free seat like that at this table")
			return
		}
		h.lobby.Seats[seat].Name = hi.Name
	}
	h.trust(l, seat)
	h.bankReturn(seat)
	s := &h.lobby.Seats[seat]
	s.Taken, s.Connected, s.StandIn, s.Bot = true, true, false, "" // a stand-in gives the seat back
	h.holders[seat] = l
	h.seats[l] = seat
	h.lobbyKept()
	l.send(&wire.Message{Kind: wire.KindWelcome, Welcome: &wire.Welcome{Seat: seat, Token: h.tokens[seat], Lobby: h.lobbyCopy()}})
	if h.rep != nil {
		h.sendSync(l, false)
	}
	h.broadcastLobby()
	h.broadcastPresence()
	h.note(Note{Kind: NotePresence, Player: seat})
}

// takeBack gives seat back to its person over l, unless it came back too
// often just now (turned away; the seat's holder keeps it).
func (h *Host) takeBack(l *link, seat int, turnAway func(code, text string)) bool {
	if soon, why := h.tooSoon(seat); soon {
		turnAway(wire.CodeTooSoon, why)
		return false
	}
	if old := h.holders[seat]; old != nil && old != l {
		delete(h.seats, old) // the same person from a new connection
		delete(h.refused, old)
		old.close("rejoined from another connection")
		h.unlink(old) // counted no more: it only sends its last words
	}
	return true
}

// freeSeat is the wanted remote seat if it is free, or the first free one
// for -1; -1 when none.
func (h *Host) freeSeat(want int) int {
	for i, s := range h.lobby.Seats {
		if s.Who == Remote && !s.Taken && (want == -1 || want == i) {
			return i
		}
	}
	return -1
}

// gone marks a peer's seat as away. Before the start the seat is free
// again; after, it waits for its person (or a stand-in).
func (h *Host) gone(l *link) {
	seat, ok := h.seats[l]
	delete(h.seats, l)
	delete(h.refused, l)
	delete(h.watchers, l)
	h.unstrange(l)
	h.unlink(l)
	if !ok || h.holders[seat] != l {
		return
	}
	h.holders[seat] = nil
	s := &h.lobby.Seats[seat]
	s.Connected = false
	if h.rep == nil && !h.cfg.Away { // on a turn-based table the seat stays theirs
		s.Taken = false
		h.tokens[seat] = newToken()
		if h.led != nil {
			h.bind(seat, "") // free for another key
		}
		h.lobbyKept()
	}
	h.broadcastLobby()
	h.broadcastPresence()
	h.note(Note{Kind: NotePresence, Player: seat})
}

// propose takes a remote peer's decision into the log, or refuses it.
func (h *Host) propose(l *link, seat int, p *wire.Propose) {
	var why error // the rule broken, when the engine refused it
	reject := func(code, text string) {
		h.refused[l] = p.Epoch
		l.send(&wire.Message{Kind: wire.KindReject, Reject: &wire.Refusal{Code: code, Text: clip(text), Seq: p.Seq, Epoch: p.Epoch}})
		h.note(Note{Kind: NoteProblem, Player: seat, Text: text, Code: code, Err: why})
	}
	last, refusedBefore := h.refused[l]
	switch {
	case h.rep == nil:
		reject("not-started", "the game has not begun")
		return
	case h.stopped():
		reject("abandoned", "the game was ended as abandoned")
		return
	case p.Seat != seat:
		reject("not-your-seat", fmt.Sprintf("you sit in seat %d, not %d", seat, p.Seat))
		return
	case h.lobby.Seats[seat].StandIn:
		reject("stood-in", "a bot plays this seat now")
		return
	case refusedBefore && p.Epoch <= last:
		reject("stale", "decided after a refused proposal")
		return
	case p.Seq != len(h.rep.log):
		reject("stale", fmt.Sprintf("command %d is next, not %d", len(h.rep.log)+1, p.Seq+1))
		return
	case !controls(h.rep.g, seat):
		reject("not-your-turn", "it is not your decision")
		return
	}
	if err := h.checkSigned(seat, p); err != nil {
		reject(CodeBadSignature, err.Error())
		return
	}
	if p.Sealed != nil && !h.mayCarrySealed(seat) {
		reject(CodeSealed, "only a person's Patrón at an online table leaves his sealed game with the server")
		return
	}
	c, err := game.ParseCommand(p.Command)
	if err != nil {
		reject("malformed", err.Error())
		return
	}
	if c.Format() != p.Command {
		// the log holds a command in its one written form, and a seat's
		// signature is over the text it sent
		reject("malformed", fmt.Sprintf("%q is not written as the game writes it", p.Command))
		return
	}
	if c.Secret() {
		reject("private", "a private form never travels: send what it publishes")
		return
	}
	try := h.rep.g.Clone()
	out, err := try.Apply(c)
	if err != nil {
		var re *game.RuleError
		code := "refused"
		if errors.As(err, &re) {
			code, why = "rule-"+re.Rule, re
		}
		reject(code, err.Error())
		return
	}
	if got := hashText(try.PublicHash()); got != p.Hash {
		reject("hash", fmt.Sprintf("after this command the table's game hashes %s, yours %s", got, p.Hash))
		return
	}
	events := append([]game.Event(nil), out.Events...)
	h.rep.adopt(try, out.Published.Format(), p.Hash) // checked on the copy: the copy is the game now
	h.keepSealed(p.Seq, p.Sealed)                    // stored with the move, before it leaves
	h.published(seat, events, p.Sig)
}

// handOver records and relays the Patrón's openings, and audits them here.
func (h *Host) handOver(opens []wire.Opening) {
	h.opens = opens
	if h.keep != nil { // kept before anyone audits with them: a server's record is whole at the end
		h.keep()
	}
	h.broadcast(&wire.Message{Kind: wire.KindOpenings, Openings: &wire.Openings{Openings: opens}})
	h.note(auditNote(h.rep.g.Pub.Opts, h.rep.log, opens))
}

// openingsOf is the Patrón's openings as they travel.
func openingsOf(g *game.Game) []wire.Opening {
	out := make([]wire.Opening, len(g.Sec.Openings))
	for i, o := range g.Sec.Openings {
		t := o.Text()
		out[i] = wire.Opening{Kind: t.Kind, Salt: t.Salt, Payload: t.Payload}
	}
	return out
}

// auditNote checks the Patrón's openings against the published log, and
// reads his hiding sheet from them for the end screen.
func auditNote(opts game.Options, log []string, opens []wire.Opening) Note {
	texts := make([]game.OpeningText, len(opens))
	for i, o := range opens {
		texts[i] = game.OpeningText{Kind: o.Kind, Salt: o.Salt, Payload: o.Payload}
	}
	findings, sheet := game.AuditTextSheet(opts, log, texts)
	return Note{Kind: NoteAudit, Findings: findings, Sheet: sheet}
}

// normalCode drops case, hyphens and spaces from a session code.
func normalCode(s string) string {
	out := make([]rune, 0, len(s))
	for _, r := range s {
		switch {
		case r == '-' || r == ' ':
		case r >= 'a' && r <= 'z':
			out = append(out, r-'a'+'A')
		default:
			out = append(out, r)
		}
	}
	return string(out)
}
