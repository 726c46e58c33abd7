package savefile

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"
)

// checkKeys refuses a document that lacks a field the save would write:
// decoding fills an absent field with its zero value, which the seal alone
// cannot tell from a zero that was written.
func checkKeys(data []byte, f *File) error {
	canon, err := json.Marshal(f)
	if err != nil {
		return fault(Malformed, "", "%v", err)
	}
	have, err := tree(data)
	if err != nil {
		return err
	}
	var want any
	if err := json.Unmarshal(canon, &want); err != nil {
		return fault(Malformed, "", "%v", err)
	}
	return missingKey(have, want, "")
}

// tree decodes a JSON document into maps, lists and scalars, as
// json.Unmarshal into an any does, but refuses an object that holds a key
// twice: encoding/json keeps the last value, so an editor, a person and
// the game could each read another save in the same file. The engine's
// protocol refuses a request with a repeated key the same way.
func tree(data []byte) (any, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	v, err := value(dec, "")
	if err != nil {
		return nil, err
	}
	if _, err := dec.Token(); err == nil {
		return nil, fault(Malformed, "", "more than one document")
	}
	return v, nil
}

func value(dec *json.Decoder, path string) (any, error) {
	tok, err := dec.Token()
	if err != nil {
		return nil, fault(NotASave, path, "%v", err)
	}
	switch tok {
	case json.Delim('{'):
		m := map[string]any{}
		for dec.More() {
			k, err := dec.Token()
			if err != nil {
				return nil, fault(NotASave, path, "%v", err)
			}
			key, _ := k.(string)
			if _, twice := m[key]; twice {
				return nil, fault(Malformed, join(path, key), "the key appears twice")
			}
			if m[key], err = value(dec, join(path, key)); err != nil {
				return nil, err
			}
		}
		_, err := dec.Token() // }
		return m, err
	case json.Delim('['):
		l := []any{}
		for i := 0; dec.More(); i++ {
			v, err := value(dec, fmt.Sprintf("%s[%d]", path, i))
			if err != nil {
				return nil, err
			}
			l = append(l, v)
		}
		_, err := dec.Token() // ]
		return l, err
	}
	return tok, nil
}

func missingKey(have, want any, path string) error {
	switch w := want.(type) {
	case map[string]any:
		h, ok := have.(map[string]any)
		if !ok {
			return fault(Malformed, path, "not an object")
		}
		keys := make([]string, 0, len(w))
		for k := range w {
			keys = append(keys, k)
		}
		sort.Strings(keys) // the first missing field by name, every time
		for _, k := range keys {
			hv, ok := h[k]
			if !ok {
				return fault(Missing, join(path, k), "the field is absent")
			}
			if err := missingKey(hv, w[k], join(path, k)); err != nil {
				return err
			}
		}
	case []any:
		h, ok := have.([]any)
		if !ok || len(h) != len(w) {
			return fault(Malformed, path, "not the list the save holds")
		}
		for i := range w {
			if err := missingKey(h[i], w[i], fmt.Sprintf("%s[%d]", path, i)); err != nil {
				return err
			}
		}
	}
	return nil
}

func join(path, key string) string {
	if path == "" {
		return key
	}
	return path + "." + key
}
