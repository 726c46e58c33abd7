package savefile

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"

	"patron/game"
)

// HeadBytes bounds what a list of saves reads of each: the head, every
// field before the public log (format, version, table, options, summary
// and the sealed part when there is one). A save writes it in its first
// few kilobytes.
const HeadBytes = 256 << 10

// headFields are the fields of the head; the others (public, secret,
// seal) are the tail, which DecodeHead skips while it has not found the
// whole head and stops at once it has.
var headFields = map[string]bool{"format": true, "version": true, "table": true, "options": true, "summary": true, "sealed": true}

// DecodeHead reads what a list of saves shows, the head, from the first
// HeadBytes of a save (data may be the whole file or only its beginning),
// checked as Decode checks it: the format and version, no unknown field,
// no field absent, no key twice, the table against the options, the
// dates, the sealed part's form. It reads nothing of the public log and
// checks neither the seal nor the chain: a save whose head reads may still
// be refused by Decode. The File it returns has the head alone.
func DecodeHead(data []byte) (*File, error) {
	if len(data) > HeadBytes {
		data = data[:HeadBytes]
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		return nil, fault(NotASave, "", "not a JSON object")
	}
	raw := map[string]json.RawMessage{}
	seen := map[string]bool{}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil, headFault(err, len(data))
		}
		key, _ := tok.(string)
		if seen[key] {
			return nil, fault(Malformed, key, "the key appears twice")
		}
		seen[key] = true
		if !headFields[key] && raw["summary"] != nil {
			break // the head is whole (sealed stands before public)
		}
		var v json.RawMessage
		if err := dec.Decode(&v); err != nil {
			return nil, headFault(err, len(data))
		}
		if headFields[key] {
			raw[key] = v
		}
	}
	var f File
	var probe struct {
		Format  *string `json:"format"`
		Version *int    `json:"version"`
	}
	json.Unmarshal(raw["format"], &probe.Format)
	json.Unmarshal(raw["version"], &probe.Version)
	if probe.Format == nil || *probe.Format != Format {
		return nil, fault(NotASave, "format", "not a %s document", Format)
	}
	if probe.Version == nil || !readable(*probe.Version) {
		return nil, versionFault(probe.Version)
	}
	f.Format, f.Version = *probe.Format, *probe.Version
	for _, field := range []struct {
		name string
		into any
		need bool
	}{{"table", &f.Table, true}, {"options", &f.Options, true}, {"summary", &f.Summary, true}, {"sealed", &f.Sealed, false}} {
		v, ok := raw[field.name]
		if !ok {
			if field.need {
				return nil, fault(Missing, field.name, "the field is absent")
			}
			continue
		}
		if err := strict(v, field.name, field.into); err != nil {
			return nil, err
		}
	}
	if err := f.checkHead(); err != nil {
		return nil, err
	}
	if _, err := game.New(f.Options, nil); err != nil {
		return nil, fault(Malformed, "options", "%v", err)
	}
	return &f, nil
}

// strict decodes one field of the head as Decode does the whole: no
// unknown field, no key twice, no field absent.
func strict(v json.RawMessage, name string, into any) error {
	dec := json.NewDecoder(bytes.NewReader(v))
	dec.DisallowUnknownFields()
	if err := dec.Decode(into); err != nil {
		return fault(Malformed, name, "%v", err)
	}
	have, err := tree(v)
	if err != nil {
		if e, ok := err.(*Error); ok {
			if e.Where == "" {
				e.Where = name
			} else {
				e.Where = join(name, e.Where)
			}
		}
		return err
	}
	canon, err := json.Marshal(into)
	if err != nil {
		return fault(Malformed, name, "%v", err)
	}
	var want any
	if err := json.Unmarshal(canon, &want); err != nil {
		return fault(Malformed, name, "%v", err)
	}
	return missingKey(have, want, name)
}

// headFault is a head that does not read: cut short by the bound, or not
// JSON.
func headFault(err error, n int) error {
	if errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF) {
		if n == HeadBytes {
			return fault(TooLarge, "", "the head of the save is not within its first %d bytes", HeadBytes)
		}
		return fault(NotASave, "", "the file ends inside the save")
	}
	return fault(NotASave, "", "%v", err)
}
