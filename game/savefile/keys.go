package savefile

import (
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
	var have, want any
	if err := json.Unmarshal(data, &have); err != nil {
		return fault(NotASave, "", "%v", err)
	}
	if err := json.Unmarshal(canon, &want); err != nil {
		return fault(Malformed, "", "%v", err)
	}
	return missingKey(have, want, "")
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
