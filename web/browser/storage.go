//go:build !js

package browser

import (
	"encoding/json"
	"fmt"
)

// The game keeps its saves, finished games and settings in the page's
// localStorage, one item a file (scenes/store/backend_js.go); it uses no
// IndexedDB. Evaluate in the page (Eval) to read anything else.

// Item is one of localStorage's: its key and its value's length in
// characters (what the browser's quota counts).
type Item struct {
	Key string
	Len int
}

// Items lists localStorage's items, sorted by key.
func (b *Browser) Items() ([]Item, error) {
	pairs, err := Eval[[][2]json.RawMessage](b, `Object.keys(localStorage).sort().map((k) => [k, localStorage.getItem(k).length])`)
	if err != nil {
		return nil, err
	}
	items := make([]Item, len(pairs))
	for i, p := range pairs {
		if err := json.Unmarshal(p[0], &items[i].Key); err != nil {
			return nil, err
		}
		if err := json.Unmarshal(p[1], &items[i].Len); err != nil {
			return nil, err
		}
	}
	return items, nil
}

// Item reads one item of localStorage; ok is false when there is none.
func (b *Browser) Item(key string) (value string, ok bool, err error) {
	k, err := json.Marshal(key)
	if err != nil {
		return "", false, err
	}
	v, err := Eval[*string](b, fmt.Sprintf("localStorage.getItem(%s)", k))
	if err != nil || v == nil {
		return "", false, err
	}
	return *v, true, nil
}

// Room is about how many characters more localStorage takes: the largest
// item it accepts beside what it holds (found by halving, to 4096, then
// removed).
func (b *Browser) Room() (int, error) {
	return Eval[int](b, `(() => {
    let lo = 0, hi = 16 << 20;
    while (hi - lo > 4096) {
      const mid = (lo + hi) >> 1;
      try { localStorage.setItem("patron-room", "x".repeat(mid)); lo = mid; } catch { hi = mid; }
    }
    localStorage.removeItem("patron-room");
    return lo;
  })()`)
}
