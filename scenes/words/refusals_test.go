package words

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"patron/game"
	"patron/game/board"
	"patron/game/box"
)

// refusalTexts are the English texts of the engine's refusals, which a
// prose.Printer translates: the format of every refuse call in the
// engine's files (game/*.go but the tests), and the English words that
// reach a refusal as a string argument, the printer translating those
// too: literals in the call itself (pick(c.A, "Farm", "City")) and
// literals handed to a string parameter that flows into one (a token's
// kind, a hideout's rule), however many calls away.
func refusalTexts(t *testing.T) []string {
	t.Helper()
	paths, err := filepath.Glob("../../game/*.go")
	if err != nil || len(paths) == 0 {
		t.Fatalf("no engine files (%v)", err)
	}
	var funcs []*ast.FuncDecl
	for _, path := range paths {
		if strings.HasSuffix(path, "_test.go") {
			continue
		}
		file, err := parser.ParseFile(token.NewFileSet(), path, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range file.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil {
				funcs = append(funcs, fd)
			}
		}
	}
	// sinks[f][i]: f's argument i (receiver left out) reaches a refusal's
	// arguments. Functions and methods are told apart by name only: a
	// name shared by two of them can only add texts.
	sinks := map[string]map[int]bool{}
	mark := func(fd *ast.FuncDecl, name string) bool {
		i := 0
		for _, field := range fd.Type.Params.List {
			for _, n := range field.Names {
				if id, ok := field.Type.(*ast.Ident); ok && id.Name == "string" && n.Name == name && !sinks[fd.Name.Name][i] {
					if sinks[fd.Name.Name] == nil {
						sinks[fd.Name.Name] = map[int]bool{}
					}
					sinks[fd.Name.Name][i] = true
					return true
				}
				i++
			}
		}
		return false
	}
	for changed := true; changed; {
		changed = false
		for _, fd := range funcs {
			ast.Inspect(fd.Body, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok {
					return true
				}
				for i, arg := range call.Args {
					if !reachesRefusal(call, i, sinks) {
						continue
					}
					ast.Inspect(arg, func(n ast.Node) bool {
						if id, ok := n.(*ast.Ident); ok && mark(fd, id.Name) {
							changed = true
						}
						return true
					})
				}
				return true
			})
		}
	}
	var out []string
	for _, fd := range funcs {
		ast.Inspect(fd.Body, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			if callee(call) == "refuse" && len(call.Args) > 1 {
				if s, ok := joined(call.Args[1]); ok {
					out = append(out, s)
				} else {
					t.Errorf("a refusal's format is not a string literal: %#v", call.Args[1])
				}
			}
			for i, arg := range call.Args {
				if reachesRefusal(call, i, sinks) {
					ast.Inspect(arg, func(n ast.Node) bool {
						if s, ok := joined(asExpr(n)); ok {
							out = append(out, s)
						}
						return true
					})
				}
			}
			return true
		})
	}
	return out
}

// callee is the name of the function or method a call calls.
func callee(call *ast.CallExpr) string {
	switch f := call.Fun.(type) {
	case *ast.Ident:
		return f.Name
	case *ast.SelectorExpr:
		return f.Sel.Name
	}
	return ""
}

// reachesRefusal says whether a call's argument i becomes an argument of
// a refusal: one after refuse's rule and format, or a string argument
// that the callee hands on to one.
func reachesRefusal(call *ast.CallExpr, i int, sinks map[string]map[int]bool) bool {
	name := callee(call)
	if name == "refuse" {
		return i >= 2
	}
	return sinks[name][i]
}

func asExpr(n ast.Node) ast.Expr {
	if e, ok := n.(ast.Expr); ok {
		return e
	}
	return nil
}

// The engine's refusals are in the corpus, formats and the words given to
// them: a refusal is said in the language of whoever reads it.
func TestRefusalsAreInTheCorpus(t *testing.T) {
	texts := refusalTexts(t)
	if len(texts) < 100 {
		t.Fatalf("only %d refusal texts found", len(texts))
	}
	c := corpus(t)
	for _, want := range []string{
		"%q is not a legal command now (the decision is %s)", // a format
		"not in",     // picked in the call
		"Controlled", // handed to a string parameter, calls away
		"the first hideout may be any location (R16)", // through a method's parameter
	} {
		if !slices.Contains(texts, want) {
			t.Errorf("%q is not among the refusals' texts", want)
		}
		if !slices.Contains(c, want) {
			t.Errorf("%q is not in the corpus", want)
		}
	}
}

// Every translation keeps its English text's format verbs, the same ones
// in the same order, unless it numbers them (%[2]s) to put them in
// another: a verb moved without its number would give an argument to the
// wrong verb.
func TestCatalogueVerbsKeepTheirOrder(t *testing.T) {
	indexed := regexp.MustCompile(`%[-+# 0-9.]*\[\d+\]`)
	for _, l := range Languages {
		for en, v := range raw(t, l.Code) {
			for _, tr := range texts(v) {
				if indexed.MatchString(tr) {
					continue
				}
				if got, want := verb.FindAllString(tr, -1), verb.FindAllString(en, -1); !slices.Equal(got, want) {
					t.Errorf("%s: %q has the verbs %v, its English %q has %v", l.Code, tr, got, en, want)
				}
			}
		}
	}
}

// A refusal of the engine is said in the language in use, with its
// arguments in it: the window shows a LAN host's refusal in its own
// language, whatever the host's.
func TestRefusalInEveryLanguage(t *testing.T) {
	g, err := game.New(game.Options{Players: 2, Seed: 1}, &game.SecretOptions{})
	if err != nil {
		t.Fatal(err)
	}
	_, wrong := g.Apply(game.Cmd(game.OpPass)) // the Patrón shuffles first
	turn := &game.RuleError{Rule: "R7", Format: "%s has already taken its turn this season", Args: []any{box.Cali}}
	want := map[string][2]string{
		"en": {`"pass" is not a legal command now (the decision is the Patrón shuffles his Sicario deck)`, "Cali Cartel has already taken its turn this season"},
		"es": {`"pass" no es un comando válido ahora (se espera: el Patrón baraja su mazo de Sicarios)`, "Cartel de Cali ya jugó su turno esta temporada"},
		"ru": {`"pass" — сейчас недопустимая команда (ожидается: Patrón перемешивает свою колоду сикарио)`, "Картель Кали: свой ход в этом сезоне фракция уже сделала"},
		"pl": {`"pass" nie jest teraz dozwolonym poleceniem (oczekiwane: Patrón tasuje swoją talię sicario)`, "Kartel z Cali: ta frakcja rozegrała już swoją turę w tym sezonie"},
		"de": {`"pass" ist jetzt kein gültiger Befehl (erwartet: der Patrón mischt seinen Sicario-Stapel)`, "Cali-Kartell war in dieser Saison schon am Zug"},
	}
	for _, l := range Languages {
		p := Lookup(l.Code).Printer()
		if got := p.Refusal(wrong); got != want[l.Code][0] {
			t.Errorf("%s: the engine's refusal reads %q, want %q", l.Code, got, want[l.Code][0])
		}
		if got := p.Refusal(turn); got != want[l.Code][1] {
			t.Errorf("%s: %q, want %q", l.Code, got, want[l.Code][1])
		}
	}
	// Plural forms follow the refusal's number.
	steps := &game.RuleError{Format: "another hunter stands on %s, and %d more steps reach no free place beyond it", Args: []any{board.Loc(0), 1}}
	for code, word := range map[string]string{"en": "1 more step reaches", "ru": "за 1 шаг дальше", "pl": "1 krok dalej", "es": "1 paso más", "de": "1 weiteren Schritt"} {
		if got := Lookup(code).Printer().Refusal(steps); !strings.Contains(got, word) {
			t.Errorf("%s: one step left reads %q", code, got)
		}
	}
}
