package words

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"slices"
	"strings"
	"testing"
)

// Every exported variable of this package holds player text, and all of
// them are registered for translation (but the list of languages itself).
func TestEveryVariableIsRegistered(t *testing.T) {
	fs := token.NewFileSet()
	files, err := os.ReadDir(".")
	if err != nil {
		t.Fatal(err)
	}
	var vars, listed []string
	for _, f := range files {
		name := f.Name()
		if !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			continue
		}
		file, err := parser.ParseFile(fs, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range file.Decls {
			gd, ok := d.(*ast.GenDecl)
			if !ok || gd.Tok != token.VAR && gd.Tok != token.CONST {
				continue
			}
			for _, sp := range gd.Specs {
				vs := sp.(*ast.ValueSpec)
				for i, n := range vs.Names {
					switch {
					case gd.Tok == token.CONST && n.IsExported():
						t.Errorf("%s: %s is a constant; player text must be a variable, to be translated", name, n.Name)
					case n.Name == "registered":
						for _, e := range vs.Values[i].(*ast.CompositeLit).Elts {
							listed = append(listed, e.(*ast.UnaryExpr).X.(*ast.Ident).Name)
						}
					case n.IsExported() && n.Name != "Languages":
						vars = append(vars, n.Name)
					}
				}
			}
		}
	}
	for _, v := range vars {
		if !slices.Contains(listed, v) {
			t.Errorf("%s is not registered for translation (registry.go)", v)
		}
	}
	for _, v := range listed {
		if !slices.Contains(vars, v) {
			t.Errorf("registry.go lists %s, which is no variable here", v)
		}
	}
}
