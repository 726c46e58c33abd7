// Package protocol is the engine's JSON-lines protocol (`patron engine`):
// one request object per line on the input, one response object per line
// on the output. docs/engine-protocol.md documents every message.
package protocol

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"

	"patron/game"
)

// Request is one line of input. Op says what to do; the other fields are
// the op's arguments (decode.go checks which ones it takes).
type Request struct {
	ID        json.RawMessage `json:"id,omitempty"` // a JSON scalar, echoed
	Op        string          `json:"op"`
	Seed      uint64          `json:"seed,omitempty"`
	Players   int             `json:"players,omitempty"`
	Control   []int           `json:"control,omitempty"`
	SeasonCap int             `json:"seasonCap,omitempty"`
	Secret    string          `json:"secret,omitempty"`     // the Patrón's seed, 64 hex digits
	SecretNum *uint64         `json:"secretSeed,omitempty"` // or a number, for tests and simulations
	Public    bool            `json:"public,omitempty"`     // a Factions' machine: no secrets
	Seat      *string         `json:"seat,omitempty"`       // "" is refused, not taken as no seat
	Command   string          `json:"command,omitempty"`
	Save      json.RawMessage `json:"save,omitempty"`
	Openings  []OpeningJSON   `json:"openings,omitempty"`

	seat game.Seat // Seat parsed; NoSeat when absent
}

// Response is one line of output.
type Response struct {
	ID    json.RawMessage `json:"id,omitempty"`
	OK    bool            `json:"ok"`
	Error string          `json:"error,omitempty"`
	Rule  string          `json:"rule,omitempty"` // the rule a refused command breaks
	// Filled by the op that computes them.
	Published  string        `json:"published,omitempty"`
	Events     []EventJSON   `json:"events,omitempty"`
	PublicHash string        `json:"publicHash,omitempty"`
	SecretHash string        `json:"secretHash,omitempty"`
	Pending    *DecisionJSON `json:"pending,omitempty"`
	Legal      []string      `json:"legal,omitempty"`
	View       *ViewJSON     `json:"view,omitempty"`
	Save       any           `json:"save,omitempty"`
	Openings   []OpeningJSON `json:"openings,omitempty"`
	Findings   []FindingJSON `json:"findings,omitempty"`
	Log        []string      `json:"log,omitempty"`
}

// MaxLine is the longest request line accepted, not counting its line end
// (a save can be large). A longer line is answered with an error.
const MaxLine = 16 << 20

// Serve answers requests until the input ends or a "quit" request. Every
// line that is not blank is a request and gets exactly one response line;
// nothing the client sends ends the session but "quit" or the end of the
// input. Serve returns an error only when reading or writing fails.
func Serve(r io.Reader, w io.Writer) error { return serve(r, w, MaxLine) }

func serve(r io.Reader, w io.Writer, maxLine int) error {
	in := newLineReader(r, maxLine)
	out := bufio.NewWriter(w)
	s := &Server{}
	for {
		line, tooLong, err := in.next()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
		var resp Response
		quit := false
		switch {
		case tooLong:
			resp.Error = fmt.Sprintf("bad request: the line is over the limit of %d bytes; it was skipped", maxLine)
		case blank(line):
			continue
		default:
			resp, quit = s.Handle(line)
		}
		if err := writeJSON(out, resp); err != nil {
			return err
		}
		if err := out.Flush(); err != nil {
			return err
		}
		if quit {
			return nil
		}
	}
}

func writeJSON(w *bufio.Writer, resp Response) error {
	b, err := json.Marshal(resp)
	if err != nil {
		// Not the client's doing, but it still gets its one response.
		b, _ = json.Marshal(Response{Error: "internal error: the response does not encode: " + err.Error()})
	}
	w.Write(b)
	return w.WriteByte('\n')
}

// Handle answers one request line; quit is set for a "quit" request.
func (s *Server) Handle(line []byte) (resp Response, quit bool) {
	req, err := decodeRequest(line)
	spec := ops[req.Op]
	switch {
	case err != nil:
		resp.Error = err.Error()
	case req.Op == "quit":
		resp, quit = Response{OK: true}, true
	case s.g == nil && !spec.noGame:
		resp.Error = `no game: send "new" or "load" first`
	default:
		resp = s.run(spec.run, &req)
	}
	if req.seat.IsFactions() {
		// A Faction seat's answer carries nothing derived from the Patrón's
		// secrets: the Factions' own machine could not have computed it.
		resp.SecretHash = ""
	}
	resp.ID = req.ID
	return resp, quit
}
