package words

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"strconv"
	"strings"
	"testing"
	"unicode"
)

// corpusFiles are the files that hold English player text, with the
// variables to read in each ("" for the whole file): the screens', and
// the headless LAN commands' (netplay/lan/words.go, read as text: the
// network imports no screen, and these tests import no network).
// Every file of this package is read but the machinery's (catalog.go)
// and the tests.
var corpusFiles = []struct{ path, vars string }{
	{"../../render/panels/words.go", ""}, {"../../game/prose/commands.go", ""}, {"../../game/prose/findings.go", ""}, {"../../game/prose/prose.go", ""},
	{"../../game/box/actions.go", "actionNames"}, {"../../game/box/factions.go", "factionNames"},
	{"../../game/box/objectives.go", "objectiveNames"}, {"../../game/box/sicarios.go", "Cards,slotNames"},
	{"../../game/prose/refusal.go", ""}, {"../../game/prose/notes.go", ""},
	{"../../netplay/lan/words.go", ""},
}

// corpus is every English text a catalogue translates: the string
// literals of corpusFiles (sums of literals joined) and the engine's
// refusals (refusalTexts), but ids (one CamelCase word), map keys, imports
// and texts of fewer than two letters.
func corpus(t *testing.T) []string {
	t.Helper()
	seen := map[string]bool{}
	var out []string
	keep := func(s string) {
		letters := 0
		for _, r := range s {
			if unicode.IsLetter(r) {
				letters++
			}
		}
		if letters < 2 || seen[s] {
			return
		}
		if !strings.Contains(s, " ") {
			for _, r := range s[1:] {
				if unicode.IsUpper(r) {
					return
				}
			}
		}
		seen[s] = true
		out = append(out, s)
	}
	files := corpusFiles
	own, err := os.ReadDir(".")
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range own {
		n := e.Name()
		if strings.HasSuffix(n, ".go") && !strings.HasSuffix(n, "_test.go") && n != "catalog.go" {
			files = append(files, struct{ path, vars string }{n, ""})
		}
	}
	for _, f := range files {
		file, err := parser.ParseFile(token.NewFileSet(), f.path, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		want := map[string]bool{}
		for _, v := range strings.Split(f.vars, ",") {
			if v != "" {
				want[v] = true
			}
		}
		var visit func(n ast.Node) bool
		visit = func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.BinaryExpr:
				if s, ok := joined(n); ok {
					keep(s)
					return false
				}
			case *ast.KeyValueExpr:
				if k, ok := n.Key.(*ast.BasicLit); ok && k.Kind == token.STRING {
					ast.Inspect(n.Value, visit)
					return false
				}
			case *ast.BasicLit:
				if s, ok := joined(n); ok {
					keep(s)
				}
			}
			return true
		}
		for _, d := range file.Decls {
			if gd, ok := d.(*ast.GenDecl); ok && gd.Tok == token.IMPORT {
				continue
			}
			if len(want) == 0 {
				ast.Inspect(d, visit)
				continue
			}
			if gd, ok := d.(*ast.GenDecl); ok {
				for _, sp := range gd.Specs {
					if vs, ok := sp.(*ast.ValueSpec); ok && want[vs.Names[0].Name] {
						ast.Inspect(vs, visit)
					}
				}
			}
		}
	}
	for _, s := range refusalTexts(t) {
		keep(s)
	}
	return out
}

// joined is a string literal, or a sum of them, as one text.
func joined(e ast.Expr) (string, bool) {
	switch e := e.(type) {
	case *ast.BasicLit:
		if e.Kind != token.STRING {
			return "", false
		}
		s, err := strconv.Unquote(e.Value)
		return s, err == nil
	case *ast.BinaryExpr:
		if e.Op != token.ADD {
			return "", false
		}
		a, ok1 := joined(e.X)
		b, ok2 := joined(e.Y)
		return a + b, ok1 && ok2
	case *ast.ParenExpr:
		return joined(e.X)
	}
	return "", false
}

// The corpus this test reads is the one the translators had: the same
// texts, whatever their order.
func TestCorpusReads(t *testing.T) {
	c := corpus(t)
	if len(c) < 700 {
		t.Fatalf("only %d texts found", len(c))
	}
	for _, want := range []string{"Cancel", "Season %d begins.", "Loyal to the End", "Policía Nacional", "Hiding sheet", "audit: every hidden answer checked: fair play"} {
		found := false
		for _, s := range c {
			found = found || s == want
		}
		if !found {
			t.Errorf("%q is not in the corpus", want)
		}
	}
}
