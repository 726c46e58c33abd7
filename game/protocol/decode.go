package protocol

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"slices"
	"strings"
	"unicode/utf8"

	"patron/game"
)

// The request decoder. A request line is one JSON object whose keys are
// "op", "id" and the op's own fields, each once and spelled exactly. Any
// other line is refused here, with a plain-words error, before a handler
// sees it: a lie is answered, never half-understood.

// maxDepth bounds the nesting of a request; the deepest real ones (saves)
// nest five levels.
const maxDepth = 32

// maxKeys bounds the keys of one object, so that checking for duplicates
// keeps a small set; the largest real object has a dozen.
const maxKeys = 256

// maxQuote is the most of a client's text an error quotes back.
const maxQuote = 40

// decodeRequest reads one request line. req.ID is set as soon as the id is
// read, so an error response can still echo it.
func decodeRequest(line []byte) (req Request, err error) {
	req.seat = game.NoSeat
	if !utf8.Valid(line) {
		return req, badRequest("the line is not UTF-8 text")
	}
	top, err := scanObject(line)
	req.ID = top.id
	if err != nil {
		return req, err
	}
	if !top.hasOp {
		return req, badRequest(`no "op"`)
	}
	spec, ok := ops[top.op]
	if !ok {
		return req, fmt.Errorf("unknown op %s", quote(top.op))
	}
	for _, k := range top.keys {
		if k != "op" && k != "id" && !spec.takes(k) {
			return req, badRequest("%s takes no %s (it takes: %s)", top.op, quote(k), spec.fieldList())
		}
	}
	err = json.Unmarshal(line, &req)
	req.ID = top.id
	if err != nil {
		return req, typeError(err)
	}
	if req.Seat == nil && slices.Contains(top.keys, "seat") {
		// null is no seat name: taken as "no seat", it would act for
		// whoever decides, as "" would.
		return req, badRequest(`"seat": want a seat name, got null`)
	}
	if req.Seat != nil {
		if req.seat, err = game.ParseSeat(*req.Seat); err != nil {
			return req, fmt.Errorf("unknown seat %s (want Patron, DEA, Policia, Cali, LosPepes or Team)", quote(*req.Seat))
		}
	}
	return req, nil
}

func badRequest(format string, args ...any) error {
	return fmt.Errorf("bad request: "+format, args...)
}

// topLevel is what the scan learns of the request object.
type topLevel struct {
	keys  []string
	op    string
	hasOp bool
	id    json.RawMessage
}

// level is one open object or array during the scan.
type level struct {
	object  bool
	keyNext bool // inside an object, the next token is a key
	keys    map[string]bool
}

// scanObject checks the line's JSON token by token: one object, no key
// twice in any object, at most maxKeys keys an object and maxDepth levels,
// an id that is a scalar.
// Tokens are read one at a time, so a deep or long line is refused as soon
// as it goes wrong.
func scanObject(line []byte) (top topLevel, err error) {
	dec := json.NewDecoder(bytes.NewReader(line))
	dec.UseNumber()
	var stack []level
	opened, closed := false, false
	key := "" // the top-level key whose value comes next
	for {
		start := dec.InputOffset()
		tok, err := dec.Token()
		switch {
		case err == io.EOF && !opened:
			return top, badRequest("empty line")
		case err == io.EOF && !closed:
			return top, badRequest("not JSON: the line ends inside the object")
		case err == io.EOF:
			return top, nil
		case err != nil:
			return top, syntaxError(err)
		}
		n := len(stack)
		if tok == json.Delim('}') || tok == json.Delim(']') {
			stack = stack[:n-1]
			if n == 1 {
				closed = true
			} else if stack[n-2].object {
				stack[n-2].keyNext = true
			}
			continue
		}
		if k, ok := tok.(string); ok && n > 0 && stack[n-1].keyNext {
			if stack[n-1].keys[k] {
				return top, badRequest("the key %s appears twice", quote(k))
			}
			if len(stack[n-1].keys) == maxKeys {
				return top, badRequest("an object with more than %d keys", maxKeys)
			}
			stack[n-1].keys[k] = true
			stack[n-1].keyNext = false
			if n == 1 {
				top.keys = append(top.keys, k)
				key = k
			}
			continue
		}
		switch {
		case closed:
			return top, badRequest("one request per line: something follows the object")
		case n == 0 && tok != json.Delim('{'):
			return top, badRequest("a request is a JSON object, not %s", jsonKind(tok))
		case n == 1:
			if err := top.field(key, tok, line[start:dec.InputOffset()]); err != nil {
				return top, err
			}
		}
		if d, open := tok.(json.Delim); open {
			if n == maxDepth {
				return top, badRequest("nested deeper than %d levels", maxDepth)
			}
			object := d == '{'
			stack = append(stack, level{object: object, keyNext: object})
			if object {
				stack[n].keys = map[string]bool{}
			}
			opened = true
			continue
		}
		if n > 0 && stack[n-1].object {
			stack[n-1].keyNext = true
		}
	}
}

// field notes the top-level fields the decoder needs before the rest: the
// op, to know which fields are allowed, and the id, to echo it on errors.
// raw is the value's text (with the ':' and spaces before it).
func (top *topLevel) field(key string, tok json.Token, raw []byte) error {
	switch key {
	case "id":
		if _, open := tok.(json.Delim); open {
			return badRequest(`"id" must be a string, a number, true, false or null`)
		}
		top.id = json.RawMessage(bytes.TrimLeft(raw, " \t\r\n:"))
	case "op":
		s, ok := tok.(string)
		if !ok {
			return badRequest(`"op" must be a string, not %s`, jsonKind(tok))
		}
		top.op, top.hasOp = s, true
	}
	return nil
}

func jsonKind(tok json.Token) string {
	switch t := tok.(type) {
	case json.Delim:
		if t == '[' {
			return "a list"
		}
		return "an object"
	case string:
		return "a string"
	case json.Number:
		return "a number"
	case bool:
		return "true or false"
	}
	return "null"
}

func syntaxError(err error) error {
	var se *json.SyntaxError
	switch {
	case errors.As(err, &se):
		return badRequest("not JSON: %v (at byte %d)", err, se.Offset)
	case errors.Is(err, io.ErrUnexpectedEOF):
		return badRequest("not JSON: the line ends inside the object")
	}
	return badRequest("not JSON: %v", err)
}

// typeError says which field has the wrong kind of value.
func typeError(err error) error {
	var te *json.UnmarshalTypeError
	if !errors.As(err, &te) {
		return badRequest("%v", err)
	}
	got := te.Value
	switch {
	case strings.HasPrefix(got, "number "):
		got = "the number " + strings.TrimPrefix(got, "number ")
	case got == "array":
		got = "a list"
	case got == "object":
		got = "an object"
	case got == "bool":
		got = "true or false"
	default:
		got = "a " + got
	}
	return badRequest("%s: want %s, got %s", quote(te.Field), wantOf(te.Type), got)
}

func wantOf(t reflect.Type) string {
	switch t.Kind() {
	case reflect.Uint64:
		return "a whole number from 0 to 18446744073709551615"
	case reflect.Int:
		return "a whole number"
	case reflect.String:
		return "a string"
	case reflect.Bool:
		return "true or false"
	case reflect.Slice:
		return "a list"
	case reflect.Pointer:
		return wantOf(t.Elem())
	}
	return "an object"
}

// quote quotes a client's text for an error, cut short if it is long.
func quote(s string) string {
	if len(s) <= maxQuote {
		return fmt.Sprintf("%q", s)
	}
	cut := maxQuote
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return fmt.Sprintf("%q… (%d bytes)", s[:cut], len(s))
}
