// Package protocol is the engine's JSON-lines protocol (`patron engine`):
// one request object per line on the input, one response object per line
// on the output. docs/engine-protocol.md documents every message.
package protocol

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
)

// Request is one line of input. Op says what to do; the other fields are
// the op's arguments.
type Request struct {
	ID        json.RawMessage `json:"id,omitempty"`
	Op        string          `json:"op"`
	Seed      uint64          `json:"seed,omitempty"`
	Players   int             `json:"players,omitempty"`
	Control   []int           `json:"control,omitempty"`
	SeasonCap int             `json:"seasonCap,omitempty"`
	Secret    string          `json:"secret,omitempty"`     // the Patrón's seed, 64 hex digits
	SecretNum *uint64         `json:"secretSeed,omitempty"` // or a number, for tests and simulations
	Public    bool            `json:"public,omitempty"`     // a Factions' machine: no secrets
	Seat      string          `json:"seat,omitempty"`
	Command   string          `json:"command,omitempty"`
	Save      json.RawMessage `json:"save,omitempty"`
	Openings  []OpeningJSON   `json:"openings,omitempty"`
	Log       []string        `json:"log,omitempty"`
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

// MaxLine is the longest request line accepted (a save can be large).
const MaxLine = 16 << 20

// Serve answers requests until the input ends or a "quit" request.
func Serve(r io.Reader, w io.Writer) error {
	in := bufio.NewScanner(r)
	in.Buffer(make([]byte, 64*1024), MaxLine)
	out := bufio.NewWriter(w)
	s := &Server{}
	for in.Scan() {
		line := in.Bytes()
		if len(line) == 0 {
			continue
		}
		resp, quit := s.Handle(line)
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
	return in.Err()
}

func writeJSON(w *bufio.Writer, v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	w.Write(b)
	return w.WriteByte('\n')
}

// Handle answers one request line; quit is set for a "quit" request.
func (s *Server) Handle(line []byte) (resp Response, quit bool) {
	var req Request
	if err := json.Unmarshal(line, &req); err != nil {
		return Response{Error: fmt.Sprintf("bad request: %v", err)}, false
	}
	defer func() {
		resp.ID = req.ID
	}()
	if req.Op == "quit" {
		return Response{OK: true}, true
	}
	h, ok := handlers[req.Op]
	if !ok {
		return Response{Error: fmt.Sprintf("unknown op %q", req.Op)}, false
	}
	if req.Op != "new" && req.Op != "load" && s.g == nil {
		return Response{Error: "no game: send \"new\" or \"load\" first"}, false
	}
	return h(s, &req), false
}
