//go:build !wasm

package server

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"unicode"
)

// TestNoTextLiterals checks that what the server puts in front of a person (the page's title
// and description, go-app's loading label, any text of an element) comes from the app's
// catalogue, in the request's language, and not from a literal here. The manifest's name is
// the one neutral name browsers show (languages.md) and HTTP status texts are the protocol's,
// so neither is checked.
func TestNoTextLiterals(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fields := map[string]bool{"Title": true, "Description": true, "LoadingLabel": true}
	calls := map[string]bool{"Text": true, "Textf": true, "Title": true, "Alt": true, "Placeholder": true,
		"SetTitle": true, "SetDescription": true, "SetLoadingLabel": true}
	fset := token.NewFileSet()
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		check := func(e ast.Expr, what string) {
			if lit, ok := e.(*ast.BasicLit); ok && lit.Kind == token.STRING {
				s, _ := strconv.Unquote(lit.Value)
				if strings.IndexFunc(s, unicode.IsLetter) >= 0 {
					t.Errorf("%s: %s %s: text a person reads belongs in the app's catalogue", fset.Position(lit.Pos()), what, lit.Value)
				}
			}
		}
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.KeyValueExpr:
				if k, ok := n.Key.(*ast.Ident); ok && fields[k.Name] {
					check(n.Value, k.Name+":")
				}
			case *ast.CallExpr:
				if sel, ok := n.Fun.(*ast.SelectorExpr); ok && calls[sel.Sel.Name] {
					for _, a := range n.Args {
						check(a, sel.Sel.Name+"()")
					}
				}
			}
			return true
		})
	}
}
