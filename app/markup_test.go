package app

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"unicode"
)

// TestNoMarkupLiterals extends TestNoTextLiterals to the markup parts: no string literal with
// a letter in it is written as an element's text (El's second argument) or as a label, title,
// placeholder or alt attribute. It reads the lane's packages too (stats, share, board, match,
// setup), which write with package markup (markup.El, Tag, ElText, Input, Button,
// markup.HTML's F), as the root does (imported as html).
func TestNoMarkupLiterals(t *testing.T) {
	files := sources(t)
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
			var name string
			switch fun := call.Fun.(type) {
			case *ast.SelectorExpr:
				name = fun.Sel.Name
				if pkg, ok := fun.X.(*ast.Ident); ok && (pkg.Name == "markup" || pkg.Name == "html") {
					name = "markup." + name // package markup's (html in the root), not the markup type's
				}
			case *ast.Ident:
				name = fun.Name
			}
			// text is the place of the element's text in the call, or -1; attrs where the
			// attribute pairs start.
			var text, attrs int
			switch name {
			case "El", "markup.ElText":
				text, attrs = 1, 2
			case "Open", "Void", "markup.El", "markup.Tag":
				text, attrs = -1, 1
			case "input", "markup.Input":
				text, attrs = -1, 0
			case "markup.Button":
				text, attrs = 2, 4
			case "F":
				if len(call.Args) > 0 {
					checkFormat(t, fset.Position(call.Pos()).String(), call.Args[0])
				}
				return true
			default:
				return true
			}
			if text >= 0 && text < len(call.Args) {
				if s, bad := worded(call.Args[text]); bad {
					t.Errorf("%s: %s text %q belongs in the catalogue", fset.Position(call.Pos()), name, s)
				}
			}
			pairs := call.Args[min(attrs, len(call.Args)):]
			for i := 0; i+1 < len(pairs); i += 2 {
				key, _ := worded(pairs[i])
				switch key {
				case "aria-label", "title", "placeholder", "alt":
					if s, bad := worded(pairs[i+1]); bad {
						t.Errorf("%s: %s %q belongs in the catalogue", fset.Position(pairs[i].Pos()), key, s)
					}
				}
			}
			return true
		})
	}
}

// checkFormat reports the words in a markup format (F's): a string literal, or literals
// joined with +.
func checkFormat(t *testing.T, at string, e ast.Expr) {
	t.Helper()
	var format string
	var collect func(e ast.Expr)
	collect = func(e ast.Expr) {
		switch e := e.(type) {
		case *ast.BasicLit:
			s, _ := strconv.Unquote(e.Value)
			format += s
		case *ast.BinaryExpr:
			collect(e.X)
			collect(e.Y)
		}
	}
	collect(e)
	for _, w := range formatWords(format) {
		t.Errorf("%s: %q belongs in the catalogue", at, w)
	}
}

// formatWords returns the words of a markup format: the text between its tags, and its
// label, title, placeholder and alt attributes, where they hold a letter.
func formatWords(format string) []string {
	var words []string
	for _, m := range wordedAttr.FindAllStringSubmatch(format, -1) {
		if strings.IndexFunc(strings.ReplaceAll(m[2], "{}", ""), unicode.IsLetter) >= 0 {
			words = append(words, m[0])
		}
	}
	text := markupTag.ReplaceAllString(strings.NewReplacer("{}", "", "{!}", "").Replace(format), "")
	if strings.IndexFunc(text, unicode.IsLetter) >= 0 {
		words = append(words, text)
	}
	return words
}

var (
	wordedAttr = regexp.MustCompile(` (aria-label|title|placeholder|alt)="([^"]*)"`)
	markupTag  = regexp.MustCompile(`<[^>]*>`)
)

func TestFormatWords(t *testing.T) {
	tests := []struct {
		format string
		want   int
	}{
		{`<p class="hint">{}</p>`, 0},
		{`<button aria-label="{}"{!}>{}</button>`, 0},
		{`<svg><title id="plot-title">{}</title></svg>`, 0},
		{`<p>Hello {}</p>`, 1},
		{`<button aria-label="Close">{}</button>`, 1},
	}
	for _, tt := range tests {
		if got := formatWords(tt.format); len(got) != tt.want {
			t.Errorf("formatWords(%s) = %q, want %d words", tt.format, got, tt.want)
		}
	}
}

func TestMarkupF(t *testing.T) {
	tests := []struct {
		format string
		vals   []string
		want   string
	}{
		{`<p class="{}">{}</p>`, []string{"a b", "<x> & 'y'"}, `<p class="a b">&lt;x&gt; &amp; &#39;y&#39;</p>`},
		{`<button{!}>{}</button>`, []string{disabled(true), "1"}, `<button disabled="">1</button>`},
		{`<button{!}>{}</button>`, []string{disabled(false), "1"}, `<button>1</button>`},
		{`<a href="#{}">{x}</a>`, []string{"play"}, `<a href="#play">{x}</a>`},
		{`<br>`, nil, `<br>`},
	}
	for _, tt := range tests {
		w := &markup{}
		if got := w.F(tt.format, tt.vals...).b.String(); got != tt.want {
			t.Errorf("F(%s, %q) = %s, want %s", tt.format, tt.vals, got, tt.want)
		}
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

// sources lists the Go files the source checks read: the package's and the lane's packages'
// (stats, share, board, match, setup, entry), which write with package markup.
func sources(t *testing.T) []string {
	t.Helper()
	var files []string
	for _, pattern := range []string{"*.go", "stats/*.go", "share/*.go", "board/*.go", "match/*.go", "setup/*.go", "entry/*.go", "history/*.go", "play/*.go", "series/*.go"} {
		more, err := filepath.Glob(pattern)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, more...)
	}
	return files
}
