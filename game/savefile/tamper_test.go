package savefile

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
)

// leaf is one value in a save's JSON tree, by its path.
type leaf struct {
	path []any // string keys and int indices
}

func (l leaf) String() string { return fmt.Sprint(l.path...) }

func leaves(v any, path []any, out *[]leaf) {
	switch x := v.(type) {
	case map[string]any:
		for k, c := range x {
			leaves(c, append(append([]any(nil), path...), k), out)
		}
	case []any:
		for i, c := range x {
			leaves(c, append(append([]any(nil), path...), i), out)
		}
	default:
		*out = append(*out, leaf{path: path})
	}
}

// edit applies f to the parent of the leaf's value and its key.
func edit(root any, l leaf, f func(parent any, key any)) {
	cur := root
	for _, k := range l.path[:len(l.path)-1] {
		switch x := cur.(type) {
		case map[string]any:
			cur = x[k.(string)]
		case []any:
			cur = x[k.(int)]
		}
	}
	f(cur, l.path[len(l.path)-1])
}

func get(parent, key any) any {
	if m, ok := parent.(map[string]any); ok {
		return m[key.(string)]
	}
	return parent.([]any)[key.(int)]
}

func set(parent, key, v any) {
	if m, ok := parent.(map[string]any); ok {
		m[key.(string)] = v
		return
	}
	parent.([]any)[key.(int)] = v
}

// changed is a different value of the same kind.
func changed(v any) any {
	switch x := v.(type) {
	case string:
		if x == "" {
			return "x"
		}
		b := []byte(x)
		if b[len(b)-1] == '0' {
			b[len(b)-1] = '1'
		} else {
			b[len(b)-1] = '0'
		}
		return string(b)
	case float64:
		return x + 1
	case bool:
		return !x
	}
	return "x"
}

func tampered(t *testing.T, data []byte, l leaf, remove bool) []byte {
	var root any
	if err := json.Unmarshal(data, &root); err != nil {
		t.Fatal(err)
	}
	edit(root, l, func(parent, key any) {
		switch {
		case !remove:
			set(parent, key, changed(get(parent, key)))
		case isMap(parent):
			delete(parent.(map[string]any), key.(string))
		default:
			set(parent, key, nil)
		}
	})
	out, err := json.Marshal(root)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func isMap(v any) bool { _, ok := v.(map[string]any); return ok }

// saveLeaves is the Patrón's save of a random game cut after n commands,
// and every value in it.
func saveLeaves(t *testing.T, seed uint64, n int) ([]byte, []leaf) {
	data := write(t, randomGame(t, seed, n), WithSecrets)
	var root any
	if err := json.Unmarshal(data, &root); err != nil {
		t.Fatal(err)
	}
	var all []leaf
	leaves(root, nil, &all)
	return data, all
}

// Changing or deleting any field of a save, anywhere, is refused: the seal
// covers everything.
func TestEveryFieldIsSealed(t *testing.T) {
	data, all := saveLeaves(t, 9, 300)
	if len(all) < 200 {
		t.Fatalf("only %d fields", len(all))
	}
	for _, l := range all {
		refusedAs(t, tampered(t, data, l, false), "changed "+l.String(), SealBroken, Malformed, NewVersion, NotASave, Missing)
		refusedAs(t, tampered(t, data, l, true), "deleted "+l.String(), SealBroken, Malformed, NewVersion, NotASave, Missing)
	}
}

// reseal recomputes the seal of an edited save, as someone editing it with
// care would: the deeper checks must still refuse what matters.
func reseal(t *testing.T, data []byte) []byte {
	t.Helper()
	var f File
	var raw map[string]any
	if json.Unmarshal(data, &f) != nil || json.Unmarshal(data, &raw) != nil {
		return data // no longer a File: Decode refuses it anyway
	}
	seal, err := sealOf(&f)
	if err != nil {
		t.Fatal(err)
	}
	raw["seal"] = seal // the edited document, deletions kept, newly sealed
	out, _ := json.Marshal(raw)
	return out
}

// Even with the seal recomputed, changing any command, digest, option or
// hash field, or deleting a hash field, is refused; only what no check can
// verify (names, dates) may be edited.
func TestResealedEditsOfWhatMattersAreRefused(t *testing.T) {
	data, all := saveLeaves(t, 11, 500)
	checked := 0
	for _, l := range all {
		top := l.path[0].(string)
		name := fmt.Sprint(l.path[len(l.path)-1])
		matters := top == "options" || top == "public" || top == "secret" ||
			strings.HasPrefix(l.String(), "summary") && name != "created" && name != "saved"
		if !matters {
			continue
		}
		checked++
		refusedAs(t, reseal(t, tampered(t, data, l, false)), "changed "+l.String(),
			ChainBroken, Diverged, Refused, Malformed, Missing, NoSecrets)
		if strings.Contains(strings.ToLower(name), "hash") || name == "chain" || name == "seed" {
			refusedAs(t, reseal(t, tampered(t, data, l, true)), "deleted "+l.String(), Missing, Malformed)
		}
	}
	if checked < 100 {
		t.Fatalf("only %d fields checked", checked)
	}
	// The table must agree with the options: a faction given to another
	// person than the options' split names is refused.
	var moved File
	json.Unmarshal(data, &moved)
	moved.Table.Control[0] = moved.Table.Patron
	moved.Seal, _ = sealOf(&moved)
	bad, _ := json.Marshal(&moved)
	refusedAs(t, bad, "a faction given to the Patrón's player", Malformed)
	// A name may be edited; the game is the same.
	g := randomGame(t, 11, 500)
	var f File
	json.Unmarshal(data, &f)
	f.Table.People[1].Name = "Someone else"
	f.Seal, _ = sealOf(&f)
	renamed, _ := json.Marshal(&f)
	if _, back, err := Load(renamed); err != nil || back.PublicHash() != g.PublicHash() {
		t.Fatalf("renaming a player: %v", err)
	}
}
