package protocol

import (
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"patron/game"
	"patron/game/box"
	"patron/game/prose"
	"patron/game/savefile"
)

// Server holds the game one protocol session drives.
type Server struct {
	g *game.Game
}

type handler func(s *Server, req *Request) Response

// opSpec is one op: its handler (nil for quit) and the fields it takes
// besides "op" and "id". The decoder refuses any other field, so a typo
// such as "seet" is an error rather than a request for the wrong seat.
type opSpec struct {
	run    handler
	fields []string
	noGame bool // it runs before there is a game
}

func (o opSpec) takes(field string) bool { return slices.Contains(o.fields, field) }

func (o opSpec) fieldList() string {
	if len(o.fields) == 0 {
		return "nothing else"
	}
	return strings.Join(o.fields, ", ")
}

var ops map[string]opSpec

func init() {
	seat := []string{"seat"}
	ops = map[string]opSpec{
		"new": {run: (*Server).newGame, noGame: true,
			fields: []string{"seed", "players", "control", "seasonCap", "secret", "secretSeed", "public"}},
		"load":     {run: (*Server).load, fields: []string{"save"}, noGame: true},
		"save":     {run: (*Server).save, fields: seat},
		"view":     {run: (*Server).view, fields: seat},
		"legal":    {run: (*Server).legal, fields: seat},
		"pending":  {run: (*Server).pending, fields: seat},
		"apply":    {run: (*Server).apply, fields: []string{"command", "seat"}},
		"hash":     {run: (*Server).hash, fields: seat},
		"log":      {run: (*Server).log, fields: seat},
		"openings": {run: (*Server).openings},
		"audit":    {run: (*Server).audit, fields: []string{"openings"}},
		"quit":     {noGame: true},
	}
}

func fail(err error) Response {
	r := Response{Error: err.Error()}
	var re *game.RuleError
	if errors.As(err, &re) {
		r.Rule = re.Rule
	}
	return r
}

func (s *Server) status(r Response) Response {
	r.OK = r.Error == ""
	r.PublicHash = fmt.Sprintf("%016x", s.g.PublicHash())
	if s.g.Sec != nil {
		r.SecretHash = fmt.Sprintf("%016x", s.g.SecretHash())
	}
	d := decisionJSON(s.g.Pending())
	r.Pending = &d
	return r
}

func (s *Server) newGame(req *Request) Response {
	opts := game.Options{Seed: req.Seed, Players: req.Players, SeasonCap: req.SeasonCap}
	if len(req.Control) != 0 {
		if len(req.Control) != box.NumFactions {
			return fail(fmt.Errorf("control lists the player of each of the %d factions", box.NumFactions))
		}
		copy(opts.Control[:], req.Control)
	}
	var sec *game.SecretOptions
	given := 0
	for _, b := range []bool{req.Public, req.Secret != "", req.SecretNum != nil} {
		if b {
			given++
		}
	}
	switch {
	case given > 1:
		return fail(fmt.Errorf("new: give only one of \"secret\", \"secretSeed\" or \"public\": true"))
	case req.Public:
	case req.Secret != "":
		sec = &game.SecretOptions{}
		b, err := hex.DecodeString(req.Secret)
		if err != nil || len(b) != len(sec.Seed) {
			return fail(fmt.Errorf("secret: want %d hex digits", 2*len(sec.Seed)))
		}
		copy(sec.Seed[:], b)
	case req.SecretNum != nil:
		o := game.SeedFrom(*req.SecretNum)
		sec = &o
	default:
		return fail(fmt.Errorf("new: give the Patrón's \"secret\" (or \"secretSeed\"), or \"public\": true for a Factions' machine"))
	}
	g, err := game.New(opts, sec)
	if err != nil {
		return fail(err)
	}
	s.g = g
	return s.status(Response{})
}

// errNoSeat answers an op that needs a seat and got none.
var errNoSeat = errors.New("give a seat: Patron, DEA, Policia, Cali, LosPepes or Team")

func (s *Server) view(req *Request) Response {
	if req.seat == game.NoSeat {
		return fail(errNoSeat)
	}
	v := s.g.View(req.seat)
	vj := viewJSON(&v)
	return s.status(Response{View: &vj})
}

func (s *Server) legal(req *Request) Response {
	var cmds []game.Command
	if req.seat == game.NoSeat {
		cmds = s.g.Legal(nil)
	} else {
		cmds = s.g.LegalFor(req.seat, nil)
	}
	r := Response{Legal: make([]string, len(cmds))}
	for i, c := range cmds {
		r.Legal[i] = c.Format()
	}
	return s.status(r)
}

func (s *Server) pending(req *Request) Response { return s.status(Response{}) }

func (s *Server) hash(req *Request) Response { return s.status(Response{}) }

// maxCommand is the longest command text accepted; the longest real one
// (seven digests) is under 500 bytes.
const maxCommand = 1024

func (s *Server) apply(req *Request) Response {
	if len(req.Command) > maxCommand {
		return fail(fmt.Errorf("command: %d bytes; no command is longer than %d", len(req.Command), maxCommand))
	}
	c, err := game.ParseCommand(req.Command)
	if err != nil {
		return fail(err)
	}
	var out *game.Outcome
	switch {
	case req.seat == game.NoSeat:
		out, err = s.g.Apply(c)
	case req.seat.IsFactions() && patronOp(c.Op):
		// Refused before the engine looks at it: the Patrón's commands are
		// checked against his secrets, and their refusals may name them.
		err = &game.RuleError{Rule: "turn", Cmd: c, Format: "%s is the Patrón's command, not %s's", Args: []any{c.Op, req.seat}}
	default:
		out, err = s.g.ApplyAs(req.seat, c)
	}
	if err != nil {
		return fail(err)
	}
	r := Response{Events: eventsJSON(out.Events)}
	if out.HasPublished {
		r.Published = out.Published.Format()
	}
	return s.status(r)
}

// patronOp reports whether op is one only the Patrón sends: game/command.go
// lists his ops first, up to OpBribe, then those both sides use (step, stop,
// done, pass), then the Factions'.
func patronOp(op game.Op) bool { return op >= game.OpShuffle && op <= game.OpBribe }

// save writes a sealed save (game/savefile): the Patrón's part only for
// his seat on his machine. The engine keeps no clock and no names, so the
// dates are the zero time and the players are numbered.
func (s *Server) save(req *Request) Response {
	if req.seat == game.NoSeat {
		return fail(errNoSeat)
	}
	part := savefile.PublicPart
	if req.seat == game.SeatPatron {
		if s.g.Sec == nil {
			return fail(fmt.Errorf("only the Patrón's machine can save the Patrón's game"))
		}
		part = savefile.WithSecrets
	}
	data, err := savefile.Write(s.g, engineTable(s.g.Pub.Opts), part, time.Time{}, time.Time{})
	if err != nil {
		return fail(err)
	}
	return s.status(Response{Save: json.RawMessage(data)})
}

// engineTable names the players by number: player 1 is the Patrón, the
// others run the factions as the options say.
func engineTable(o game.Options) savefile.Table {
	t := savefile.Table{Control: o.Control}
	for i := 0; i < o.Players; i++ {
		t.People = append(t.People, savefile.Person{Name: fmt.Sprintf("Player %d", i+1)})
	}
	return t
}

// load replaces the game with a checked save; a refused save leaves the
// current game as it was.
func (s *Server) load(req *Request) Response {
	if len(req.Save) == 0 {
		return fail(fmt.Errorf("load: give the \"save\" object"))
	}
	_, g, err := savefile.Load(req.Save)
	if err != nil {
		return fail(err)
	}
	s.g = g
	return s.status(Response{})
}

func (s *Server) log(req *Request) Response {
	log := s.g.PublicLog()
	if req.seat == game.SeatPatron {
		if s.g.Sec == nil {
			return fail(fmt.Errorf("this machine has no private log"))
		}
		log = s.g.Log()
	}
	r := Response{Log: make([]string, len(log))}
	for i, c := range log {
		r.Log[i] = c.Format()
	}
	return s.status(r)
}

// OpeningJSON is one commitment's opening.
type OpeningJSON struct {
	Kind    string `json:"kind"`
	Salt    string `json:"salt"`
	Payload string `json:"payload"` // hex
}

func (s *Server) openings(req *Request) Response {
	if s.g.Sec == nil {
		return fail(fmt.Errorf("only the Patrón's machine holds the openings"))
	}
	var out []OpeningJSON
	for _, o := range s.g.Sec.Openings {
		out = append(out, OpeningJSON(o.Text()))
	}
	return s.status(Response{Openings: out})
}

// FindingJSON is one inconsistency the audit found.
type FindingJSON struct {
	Kind    string `json:"kind"`
	Index   int    `json:"index"`
	Opening int    `json:"opening"`
	Command string `json:"command"`
	Rule    string `json:"rule,omitempty"`
	Error   string `json:"error"`
}

// audit checks untrusted openings: whatever in them is wrong or does not
// parse is a finding, not a refused request.
func (s *Server) audit(req *Request) Response {
	openings := make([]game.OpeningText, len(req.Openings))
	for i, o := range req.Openings {
		openings[i] = game.OpeningText(o)
	}
	pub := s.g.PublicLog()
	log := make([]string, len(pub))
	for i, c := range pub {
		log[i] = c.Format()
	}
	r := Response{Findings: []FindingJSON{}}
	for _, f := range game.AuditText(s.g.Pub.Opts, log, openings) {
		fj := FindingJSON{Kind: f.Kind.String(), Index: f.Index, Opening: f.Opening, Error: prose.English().Finding(f)}
		if f.Index >= 0 && f.Index < len(log) {
			fj.Command = log[f.Index]
		}
		var re *game.RuleError
		if errors.As(f.Err, &re) {
			fj.Rule = re.Rule
		}
		r.Findings = append(r.Findings, fj)
	}
	return s.status(r)
}
