package markup

import (
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

func TestF(t *testing.T) {
	for _, tc := range []struct {
		format string
		vals   []string
		want   string
	}{
		{`<p>{}</p>`, []string{`a < b & "c"`}, `<p>a &lt; b &amp; &#34;c&#34;</p>`},
		{`<p{!}>{}</p>`, []string{` id="x"`, `it's`}, `<p id="x">it&#39;s</p>`},
		{`<p>{x} {}</p>`, []string{"1"}, `<p>{x} 1</p>`},
		{`<p>{}</p>`, []string{"1", "2"}, `<p>1</p>`},
		{`<p>{} {}</p>`, []string{"1"}, `<p>1 {}</p>`},
		{`{`, []string{"1"}, `{`},
	} {
		var h HTML
		if got := h.F(tc.format, tc.vals...).String(); got != tc.want {
			t.Errorf("F(%q, %q) = %q, want %q", tc.format, tc.vals, got, tc.want)
		}
	}
	if got := Escape(`<&>"'`); got != `&lt;&amp;&gt;&#34;&#39;` {
		t.Errorf("Escape = %q", got)
	}
}

func TestWhenChecked(t *testing.T) {
	if When(true, "x") != "x" || When(false, "x") != "" {
		t.Error("When")
	}
	unticked := "false" // in the browser; none in the page the server renders
	if app.IsServer {
		unticked = ""
	}
	if Checked(true) != "true" || Checked(false) != unticked {
		t.Errorf("Checked: %q %q", Checked(true), Checked(false))
	}
}

func TestClasses(t *testing.T) {
	tests := []struct {
		got, want string
	}{
		{Classes("frame"), "frame"},
		{Classes("frame", Is("current", true), Is("tenth", false)), "frame current"},
		{Classes("frame", Is("current", false), Is("tenth", true)), "frame tenth"},
		{Classes("pad-button", Is("strike", true), Is("spare", true)), "pad-button strike spare"},
	}
	for _, tt := range tests {
		if tt.got != tt.want {
			t.Errorf("Classes(...) = %q, want %q", tt.got, tt.want)
		}
	}
}
