package app

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

// TestNoMarkupLiterals extends TestNoTextLiterals to the markup parts: no string literal with
// a letter in it is written as an element's text (El's second argument) or as a label, title,
// placeholder or alt attribute.
func TestNoMarkupLiterals(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	worded := func(e ast.Expr) (string, bool) {
		lit, ok := e.(*ast.BasicLit)
		if !ok || lit.Kind != token.STRING {
			return "", false
		}
		s, _ := strconv.Unquote(lit.Value)
		return s, strings.IndexFunc(s, unicode.IsLetter) >= 0
	}
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") || name == "messages.go" {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
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
			attrs := call.Args
			switch sel.Sel.Name {
			case "El":
				if len(call.Args) >= 2 {
					if s, bad := worded(call.Args[1]); bad {
						t.Errorf("%s: El text %q belongs in the catalogue", fset.Position(call.Pos()), s)
					}
					attrs = call.Args[2:]
				}
			case "Open", "Void":
				attrs = call.Args[1:]
			default:
				return true
			}
			for i := 0; i+1 < len(attrs); i += 2 {
				key, _ := worded(attrs[i])
				switch key {
				case "aria-label", "title", "placeholder", "alt":
					if s, bad := worded(attrs[i+1]); bad {
						t.Errorf("%s: %s %q belongs in the catalogue", fset.Position(attrs[i].Pos()), key, s)
					}
				}
			}
			return true
		})
	}
}

func TestMarkupEscapes(t *testing.T) {
	w := &markup{}
	w.Open("p", "title", `a "b" & <c>`).Text(`<script>'x'</script>`).Close("p").Void("input", "value", "1")
	want := `<p title="a &#34;b&#34; &amp; &lt;c&gt;">&lt;script&gt;&#39;x&#39;&lt;/script&gt;</p><input value="1">`
	if got := w.b.String(); got != want {
		t.Errorf("markup = %s\nwant     %s", got, want)
	}
}
