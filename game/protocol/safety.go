package protocol

import (
	"fmt"

	"patron/game"
	"patron/game/replay"
)

// run calls an op's handler. The decoder and the handlers check every
// input, so a panic here is a bug in the engine; still it must not end the
// session or lose the game. It is answered as an error, and the game is
// rebuilt from its log, which undoes whatever the failed request half-did.
func (s *Server) run(h handler, req *Request) (resp Response) {
	defer func() {
		if p := recover(); p != nil {
			resp = Response{Error: s.recovered(p, req)}
		}
	}()
	return h(s, req)
}

func (s *Server) recovered(p any, req *Request) string {
	msg := fmt.Sprintf("internal error (a bug in the engine) in %q", req.Op)
	// The panic and the replay speak of the game as this machine holds it,
	// secrets included: a Faction seat gets neither.
	detail := !req.seat.IsFactions()
	if detail {
		msg += fmt.Sprintf(": %v", p)
	}
	if s.g == nil {
		return msg
	}
	if err := s.rebuild(); err != nil {
		if detail {
			return fmt.Sprintf("%s; the game could not be rebuilt from its log: %v", msg, err)
		}
		return msg + "; the game could not be rebuilt from its log"
	}
	return msg + `; the game was rebuilt from its log: ask "pending" where it stands`
}

// rebuild replays the game's log on a fresh game and keeps the copy.
func (s *Server) rebuild() (err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("%v", p)
		}
	}()
	var sec *game.SecretOptions
	if s.g.Sec != nil {
		sec = &game.SecretOptions{Seed: s.g.Sec.Seed}
	}
	g, err := replay.Replay(s.g.Pub.Opts, sec, s.g.Log(), nil)
	if err != nil {
		return err
	}
	s.g = g
	return nil
}
