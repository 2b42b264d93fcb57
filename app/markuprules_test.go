package app

import (
	"go/ast"
	"go/parser"
	"go/token"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// The hand-made HTML's rules, checked on the source of every file of the package and of the
// lane's packages (stats, share, board, match, setup, entry, history), whatever its build constraints,
// so that a screen added later is held to them too:
//   - markup's F is given its format as literal text (string literals joined with +), and as
//     many values as the format has placeholders ("{}" and "{!}");
//   - a value written raw ("{!}") is markup the code made: a call to one of rawSafe, or a
//     variable the same function set from one;
//   - attributes passed as name, value lists (markup's Open, Void and El; package markup's El,
//     Tag, ElText, Input and Button, which the root imports as html) come in pairs:
//     an odd list would drop its last name without a word.
//
// The checks read the syntax only (no type checking), so a markup value is recognised by how
// it was made (&markup{}, a *markup parameter or receiver, or a markup method's result); a
// call to a method named F on anything the test cannot tell is markup fails, rather than
// going unchecked.

// rawSafe names the functions whose results may be written raw: each returns one of a few
// fixed attribute texts.
var rawSafe = map[string]bool{"disabled": true, "ariaCurrent": true, "markup.Disabled": true}

// markupMethods are markup's methods that return the markup, so chains can be followed.
var markupMethods = map[string]bool{"Open": true, "Void": true, "Text": true, "F": true, "Close": true, "El": true}

// attrMethods say where the attribute pairs begin in the arguments of each markup method.
var (
	attrMethods = map[string]int{"Open": 1, "Void": 1, "El": 2}
	// markupFuncs are package markup's, called by the lane's packages (and by the root, which
	// imports it as html: its own markup type has the name).
	markupFuncs = map[string]int{"El": 1, "Tag": 1, "ElText": 2, "Input": 0, "Button": 4}
)

// forwarders may pass an attribute list on with "...": they are the helpers themselves.
var forwarders = map[string]bool{"markup.go": true}

func TestMarkupRules(t *testing.T) {
	files := sources(t)
	fset := token.NewFileSet()
	checked := 0
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		checked += checkMarkupRules(t, fset, f, forwarders[name])
	}
	if checked == 0 {
		t.Fatal("no call of markup's F found: the test reads nothing")
	}
}

// checkMarkupRules checks the calls in f and returns how many calls of F it read; mayForward
// lets f pass attribute lists on with "...".
func checkMarkupRules(t testing.TB, fset *token.FileSet, f *ast.File, mayForward bool) int {
	t.Helper()
	checked := 0
	ast.Inspect(f, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		pos := fset.Position(call.Pos())
		switch fun := call.Fun.(type) {
		case *ast.SelectorExpr:
			if pkg, ok := fun.X.(*ast.Ident); ok && (pkg.Name == "markup" || pkg.Name == "html") {
				if from, ok := markupFuncs[fun.Sel.Name]; ok {
					checkPairs(t, pos, "markup."+fun.Sel.Name, call, from, mayForward)
				}
				return true
			}
			isMarkup := markupValue(fun.X)
			if fun.Sel.Name == "F" {
				if !isMarkup {
					t.Errorf("%s: F called on %s, which the test cannot tell is markup (make it with &markup{})", pos, describe(fun.X))
					return true
				}
				checkF(t, pos, call)
				checked++
			}
			if from, ok := attrMethods[fun.Sel.Name]; ok && isMarkup {
				checkPairs(t, pos, "markup."+fun.Sel.Name, call, from, mayForward)
			}
		}
		return true
	})
	return checked
}

// checkF checks one call of F: a literal format, and a value for each placeholder, raw ones
// only from rawSafe.
func checkF(t testing.TB, pos token.Position, call *ast.CallExpr) {
	t.Helper()
	if len(call.Args) == 0 {
		t.Errorf("%s: F without a format", pos)
		return
	}
	if call.Ellipsis.IsValid() {
		t.Errorf("%s: F's values passed with ...: their count cannot be checked", pos)
		return
	}
	format, ok := literal(call.Args[0])
	if !ok {
		t.Errorf("%s: F's format is not literal text, so its placeholders cannot be checked", pos)
		return
	}
	holes := placeholders(format)
	vals := call.Args[1:]
	if len(holes) != len(vals) {
		t.Errorf("%s: F's format has %d placeholders, given %d values", pos, len(holes), len(vals))
		return
	}
	for i, raw := range holes {
		if raw && !safeRaw(vals[i]) {
			t.Errorf("%s: F's value %d is written raw ({!}) but is not from %v", pos, i+1, keys(rawSafe))
		}
	}
}

// placeholders lists format's placeholders in order, true for a raw one; it reads them as F
// does.
func placeholders(format string) []bool {
	var out []bool
	for {
		i := strings.IndexByte(format, '{')
		if i < 0 {
			return out
		}
		switch {
		case strings.HasPrefix(format[i:], "{}"):
			out = append(out, false)
			format = format[i+2:]
		case strings.HasPrefix(format[i:], "{!}"):
			out = append(out, true)
			format = format[i+3:]
		default:
			format = format[i+1:]
		}
	}
}

// checkPairs checks that a call's attributes, from argument from on, come in pairs.
func checkPairs(t testing.TB, pos token.Position, name string, call *ast.CallExpr, from int, mayForward bool) {
	t.Helper()
	if call.Ellipsis.IsValid() {
		if !mayForward {
			t.Errorf("%s: %s's attributes passed with ...: whether they pair cannot be checked", pos, name)
		}
		return
	}
	if n := len(call.Args) - from; n > 0 && n%2 != 0 {
		t.Errorf("%s: %s given %d attribute names and values: not in pairs", pos, name, n)
	}
}

// literal is the text of e if it is string literals joined with +.
func literal(e ast.Expr) (string, bool) {
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
		a, ok1 := literal(e.X)
		b, ok2 := literal(e.Y)
		return a + b, ok1 && ok2
	case *ast.ParenExpr:
		return literal(e.X)
	}
	return "", false
}

// safeRaw says whether e is a call of a rawSafe function, or a variable set from one where it
// was declared.
func safeRaw(e ast.Expr) bool {
	switch e := e.(type) {
	case *ast.CallExpr:
		if sel, ok := e.Fun.(*ast.SelectorExpr); ok { // package markup's, in the lane's packages
			pkg, ok := sel.X.(*ast.Ident)
			return ok && (pkg.Name == "markup" || pkg.Name == "html") && rawSafe["markup."+sel.Sel.Name]
		}
		id, ok := e.Fun.(*ast.Ident)
		return ok && rawSafe[id.Name]
	case *ast.Ident:
		if rhs := definedAs(e); rhs != nil {
			return safeRaw(rhs)
		}
	}
	return false
}

// markupValue says whether e is a markup, by how it was made.
func markupValue(e ast.Expr) bool {
	switch e := e.(type) {
	case *ast.ParenExpr:
		return markupValue(e.X)
	case *ast.UnaryExpr: // &markup{}
		lit, ok := e.X.(*ast.CompositeLit)
		return ok && e.Op == token.AND && isMarkupType(lit.Type)
	case *ast.CallExpr: // a markup method's result
		sel, ok := e.Fun.(*ast.SelectorExpr)
		return ok && markupMethods[sel.Sel.Name] && markupValue(sel.X)
	case *ast.Ident:
		if e.Obj == nil {
			return false
		}
		if field, ok := e.Obj.Decl.(*ast.Field); ok {
			star, ok := field.Type.(*ast.StarExpr)
			return ok && isMarkupType(star.X)
		}
		if rhs := definedAs(e); rhs != nil {
			return markupValue(rhs)
		}
	}
	return false
}

func isMarkupType(e ast.Expr) bool {
	if sel, ok := e.(*ast.SelectorExpr); ok { // package markup's HTML, in the lane's packages
		pkg, ok := sel.X.(*ast.Ident)
		return ok && pkg.Name == "markup" && sel.Sel.Name == "HTML"
	}
	id, ok := e.(*ast.Ident)
	return ok && id.Name == "markup"
}

// definedAs is what the variable id was set to where it was declared with :=, or nil.
func definedAs(id *ast.Ident) ast.Expr {
	if id.Obj == nil {
		return nil
	}
	as, ok := id.Obj.Decl.(*ast.AssignStmt)
	if !ok || as.Tok != token.DEFINE || len(as.Lhs) != len(as.Rhs) {
		return nil
	}
	for i, l := range as.Lhs {
		if l, ok := l.(*ast.Ident); ok && l.Name == id.Name {
			return as.Rhs[i]
		}
	}
	return nil
}

// describe names an expression for a message.
func describe(e ast.Expr) string {
	switch e := e.(type) {
	case *ast.Ident:
		return e.Name
	case *ast.SelectorExpr:
		return describe(e.X) + "." + e.Sel.Name
	}
	return "an expression"
}

func keys(m map[string]bool) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// TestMarkupRulesCatch runs the checks on bad code, so the rules test cannot pass by reading
// nothing.
func TestMarkupRulesCatch(t *testing.T) {
	for _, tc := range []struct {
		name, src string
	}{
		{"too few values", `w := &markup{}; w.F("<p>{}{}</p>", a)`},
		{"too many values", `w := &markup{}; w.F("<p>{}</p>", a, b)`},
		{"raw from a variable", `w := &markup{}; w.F("<p{!}>", a)`},
		{"raw from another call", `w := &markup{}; w.F("<p{!}>", itoa(1))`},
		{"format not literal", `w := &markup{}; w.F(a)`},
		{"values spread", `w := &markup{}; w.F("{}", vs...)`},
		{"odd attributes", `html.Tag("p", "class")`},
		{"odd markup attributes", `w := &markup{}; w.Open("p", "class", "x", "id")`},
		{"F on an unknown value", `x.F("{}", a)`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if runRules("package app\nfunc f() {"+tc.src+"}\n") == 0 {
				t.Errorf("%s: no error", tc.src)
			}
		})
	}
	for _, ok := range []string{
		`w := &markup{}; w.F("<p{!}>{}</p>", disabled(true), a)`,
		`w := &markup{}; d := ariaCurrent(true); w.F("<a{!}>", d)`,
		`w := &markup{}; w.Open("p", "class", "x").F("{}", a).Close("p")`,
		`html.Tag("p", "class", "x")`,
	} {
		if n := runRules("package app\nfunc f() {" + ok + "}\n"); n != 0 {
			t.Errorf("%s: %d errors, want none", ok, n)
		}
	}
}

// recorder counts the errors the rules report on a sample.
type recorder struct {
	testing.TB // nil: only Helper and Errorf are called
	n          int
}

func (r *recorder) Helper()               {}
func (r *recorder) Errorf(string, ...any) { r.n++ }

// runRules checks the rules on the source of one file and returns how many errors they found.
func runRules(src string) int {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "sample.go", src, 0)
	if err != nil {
		panic(err)
	}
	rec := &recorder{}
	checkMarkupRules(rec, fset, f, false)
	return rec.n
}
