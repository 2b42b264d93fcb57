package app

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

// TestNoTextLiterals checks that components take their words from the catalogue: no string
// literal with a letter in it is passed as text (go-app's builders, markup.ElText and
// markup.Button), label, placeholder or title.
func TestNoTextLiterals(t *testing.T) {
	files := sources(t)
	fset := token.NewFileSet()
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") || name == "messages.go" {
			continue
		}
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		f, err := parser.ParseFile(fset, name, src, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			sel, ok := call.Fun.(*ast.SelectorExpr)
			if !ok {
				return true
			}
			args := call.Args
			switch sel.Sel.Name {
			case "Text", "Textf", "Placeholder", "Title", "Alt":
			case "ElText": // markup.ElText(tag, text, attrs...)
				if len(args) < 2 {
					return true
				}
				args = args[1:2]
			case "Button": // markup.Button(class, testid, text, handler, attrs...)
				if len(args) < 3 {
					return true
				}
				args = args[2:3]
			case "Aria", "Attr":
				if len(args) < 2 || !isLiteral(args[0], "label", "placeholder", "title", "alt", "description") {
					return true
				}
				args = args[1:]
			default:
				return true
			}
			for _, a := range args {
				if lit, ok := a.(*ast.BasicLit); ok && lit.Kind == token.STRING {
					s, _ := strconv.Unquote(lit.Value)
					if strings.IndexFunc(s, unicode.IsLetter) >= 0 {
						t.Errorf("%s: %s(%s): user-visible text belongs in the catalogue", fset.Position(lit.Pos()), sel.Sel.Name, lit.Value)
					}
				}
			}
			return true
		})
	}
}

func isLiteral(e ast.Expr, values ...string) bool {
	lit, ok := e.(*ast.BasicLit)
	if !ok || lit.Kind != token.STRING {
		return false
	}
	s, _ := strconv.Unquote(lit.Value)
	for _, v := range values {
		if s == v {
			return true
		}
	}
	return false
}
