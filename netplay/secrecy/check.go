package secrecy

import (
	"bytes"
	"encoding/base64"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"regexp"
	"strings"

	"patron/game"
	"patron/netplay/wire"
)

// Check reads one connection's stream as a Factions' machine received it
// (frames of a 4-byte length and a body) and returns every secret found
// where it must not be, one sentence each; none is a clean stream:
//   - the secret seed, in any form (hex, base64, its bytes, a JSON array),
//     in any byte;
//   - a private command, as a JSON string in any byte, or as a command the
//     frame carries (commit, proposal, sync);
//   - a salt anywhere but in a frame that carries the command revealing it,
//     or in the openings at the end (after which no command comes);
//   - a hideout, a card he held or an objective he drew, by id or name, in
//     any text of a frame but its commands and the openings.
func Check(stream []byte, s Secrets) []string {
	var out []string
	found := func(format string, args ...any) { out = append(out, fmt.Sprintf(format, args...)) }
	for _, form := range seedForms(s.Seed) {
		if at := bytes.Index(stream, form); at >= 0 {
			found("the secret seed at byte %d", at)
		}
	}
	frames := Frames(stream)
	names := make([]*regexp.Regexp, len(s.Names))
	for i, n := range s.Names {
		names[i] = wordRE(n)
	}
	openings := -1
	for i, f := range frames {
		m, err := wire.Decode(f)
		if err != nil {
			m = nil // its bytes are checked all the same
		}
		commands := commandsOf(m)
		if m != nil && m.Kind == wire.KindOpenings && openings < 0 {
			openings = i
		}
		if openings >= 0 && i > openings && len(commands) > 0 {
			found("frame %d carries commands after the openings (frame %d): they came before the game's end", i, openings)
		}
		for _, p := range s.Private {
			// The openings name their commitments' kinds ("objdeck").
			if i != openings && bytes.Contains(f, []byte(`"`+p+`"`)) {
				found("frame %d holds the private command %q", i, p)
			}
		}
		for _, text := range commands {
			if c, err := game.ParseCommand(text); err == nil && c.Secret() {
				found("frame %d carries the private form %q", i, text)
			}
		}
		for k, salt := range s.Salts {
			if !bytes.Contains(f, []byte(salt)) || i == openings || revealsIn(commands, salt) {
				continue
			}
			found("frame %d holds salt %d (%s…) before its reveal", i, k+1, salt[:8])
		}
		if m == nil || m.Kind == wire.KindOpenings {
			continue
		}
		for _, text := range textsOf(f) {
			for k, re := range names {
				if re.MatchString(text) {
					found("frame %d (%s) names %q in %q", i, m.Kind, s.Names[k], text)
				}
			}
		}
	}
	return out
}

// seedForms are the ways a seed could travel: hex either case, base64,
// its raw bytes, a JSON array of numbers.
func seedForms(seed [32]byte) [][]byte {
	h := hex.EncodeToString(seed[:])
	nums := make([]string, len(seed))
	for i, b := range seed {
		nums[i] = fmt.Sprint(b)
	}
	return [][]byte{[]byte(h), []byte(strings.ToUpper(h)),
		[]byte(base64.StdEncoding.EncodeToString(seed[:])), []byte(base64.RawURLEncoding.EncodeToString(seed[:])),
		seed[:], []byte("[" + strings.Join(nums, ",") + "]")}
}

// Frames cuts a stream into its frames' bodies; one cut short at the end
// is kept as far as it came.
func Frames(b []byte) [][]byte {
	var out [][]byte
	for len(b) >= 4 {
		n := int(binary.BigEndian.Uint32(b))
		b = b[4:]
		n = min(n, len(b))
		out = append(out, b[:n])
		b = b[n:]
	}
	return out
}

// commandsOf are the command texts a message carries.
func commandsOf(m *wire.Message) []string {
	switch {
	case m == nil:
		return nil
	case m.Commit != nil:
		return []string{m.Commit.Command}
	case m.Propose != nil:
		return []string{m.Propose.Command}
	case m.Sync != nil:
		return m.Sync.Log
	}
	return nil
}

// revealsIn reports whether one of the commands reveals this salt: a
// published reveal (objective, defense, reveal) carries it.
func revealsIn(commands []string, salt string) bool {
	for _, text := range commands {
		c, err := game.ParseCommand(text)
		if err == nil && c.Salt != nil && c.Salt.String() == salt {
			return true
		}
	}
	return false
}

// textsOf are the strings of a frame's JSON but its commands and the
// Patrón's sealed game: names, reasons, chat, codes. A sealed game is
// ciphertext in base64, where a place's id ("A9") turns up by chance; its
// bytes are still searched for the seed in every form.
func textsOf(body []byte) []string {
	var v any
	if json.Unmarshal(body, &v) != nil {
		return nil
	}
	var out []string
	var walk func(key string, v any)
	walk = func(key string, v any) {
		switch x := v.(type) {
		case string:
			if key != "command" && key != "log" && key != "sealed" {
				out = append(out, x)
			}
		case []any:
			for _, e := range x {
				walk(key, e)
			}
		case map[string]any:
			for k, e := range x {
				walk(k, e)
			}
		}
	}
	walk("", v)
	return out
}

// wordRE finds name as a whole word or words.
func wordRE(name string) *regexp.Regexp {
	return regexp.MustCompile(`(^|[^\p{L}\p{N}])` + regexp.QuoteMeta(name) + `($|[^\p{L}\p{N}])`)
}

// Raw looks through bytes kept at rest (a server's store, a file) for the
// Patrón's seed in any of its forms and his private commands as JSON
// strings, and returns where, one sentence each; none is clean. Salts and
// names are the frames' to judge (Check): at rest they sit in the
// commands that revealed them.
func Raw(b []byte, s Secrets) []string {
	var out []string
	for _, form := range seedForms(s.Seed) {
		if at := bytes.Index(b, form); at >= 0 {
			out = append(out, fmt.Sprintf("the secret seed at byte %d", at))
		}
	}
	for _, p := range s.Private {
		if !strings.Contains(p, " ") {
			continue
		}
		if at := bytes.Index(b, []byte(`"`+p+`"`)); at >= 0 {
			out = append(out, fmt.Sprintf("the private command %q at byte %d", p, at))
		}
	}
	return out
}
