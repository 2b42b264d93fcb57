package i18n

import (
	"fmt"
	"testing"
)

func TestSprintf(t *testing.T) {
	for _, c := range []struct {
		format string
		args   []any
	}{
		{"plain", nil},
		{"%s, frame %d: %d, spare.", []any{"PJS", 3, 9}},
		{"%d %s %d, %02d:%02d", []any{7, "Nov", 2026, 5, 42}},
		{"%02d", []any{123}},
		{"%[2]d of %[1]s, then %d", []any{"PJS", 3, 4}},
		{"Only letters A–Z: “%c” is not allowed.", []any{'é'}},
		{"100%% of %d", []any{7}},
		{"%q", []any{"PJS"}},             // fmt's
		{"%5d", []any{3}},                // fmt's
		{"%02d", []any{-3}},              // fmt's
		{"%d", []any{"not an int"}},      // fmt's
		{"%d and %d", []any{1}},          // missing: fmt's
		{"%d", []any{1, 2}},              // extra: fmt's
		{"%[3]d", []any{1}},              // bad index: fmt's
		{"%[x]d", []any{1}},              // fmt's
		{"trailing %", []any{}},          // fmt's
		{"%v", []any{struct{}{}}},        // fmt's
		{"%s", []any{fmt.Stringer(nil)}}, // fmt's
	} {
		if got, want := sprintf(c.format, c.args...), fmt.Sprintf(c.format, c.args...); got != want {
			t.Errorf("sprintf(%q, %v) = %q, want fmt's %q", c.format, c.args, got, want)
		}
	}
}

// FuzzSprintf holds sprintf to fmt.Sprintf's text for any format and a few arguments of the
// types the catalogues pass.
func FuzzSprintf(f *testing.F) {
	f.Add("%s, frame %d: %d.", "PJS", 3, 'x')
	f.Add("%[2]d/%[1]s %02d %c %%", "K", 7, 'é')
	f.Fuzz(func(t *testing.T, format, s string, n int, r rune) {
		for _, args := range [][]any{{s, n, n}, {n, s}, {s}, {n}, {r}, {s, n, r}, nil} {
			if got, want := sprintf(format, args...), fmt.Sprintf(format, args...); got != want {
				t.Fatalf("sprintf(%q, %v) = %q, want fmt's %q", format, args, got, want)
			}
		}
	})
}
