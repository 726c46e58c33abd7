package words

import (
	"bytes"
	"encoding/json"
	"testing"

	"patron/assets/lang"
)

// No catalogue names an English text twice: JSON keeps the last one
// silently, so a text translated by two changes at once would lose one
// translation without a word (catalogues are merged by hand).
func TestCataloguesHaveNoTextTwice(t *testing.T) {
	for _, l := range Languages {
		data, err := lang.Files.ReadFile(l.Code + ".json")
		if err != nil {
			t.Fatal(err)
		}
		dec := json.NewDecoder(bytes.NewReader(data))
		if _, err := dec.Token(); err != nil { // the opening brace
			t.Fatal(err)
		}
		seen := map[string]bool{}
		for dec.More() {
			k, err := dec.Token()
			if err != nil {
				t.Fatal(err)
			}
			key := k.(string)
			if seen[key] {
				t.Errorf("%s: %q is translated twice", l.Code, key)
			}
			seen[key] = true
			var skip json.RawMessage
			if err := dec.Decode(&skip); err != nil {
				t.Fatal(err)
			}
		}
	}
}
