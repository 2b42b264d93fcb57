package i18n

import (
	"fmt"
	"strconv"
)

// sprintf is fmt.Sprintf for the verbs the catalogues use: %s of a string, %d of an int (with
// a zero-padded width, as in %02d), %c of a rune and %%, each with an explicit argument index
// or not (%[2]d). Anything else (%q, %v, another flag, an argument of another type, too few
// or too many arguments) it hands to fmt.Sprintf, so its text is always fmt's.
//
// Why: the pad's buttons, the grid's ball boxes and a ball's announcement are words of the
// catalogues, and fmt's printer (about 50 KB of WebAssembly) was compiled in the browser only
// for them: on a cold start of a game in progress, and again on its first ball. Words with
// the verbs above never run fmt at all.
//
//go:noinline
func sprintf(format string, args ...any) string {
	out := make([]byte, 0, len(format)+16)
	next, indexed := 0, false
	for i := 0; i < len(format); i++ {
		c := format[i]
		if c != '%' {
			out = append(out, c)
			continue
		}
		if i++; i == len(format) {
			return fmt.Sprintf(format, args...)
		}
		if format[i] == '%' {
			out = append(out, '%')
			continue
		}
		if format[i] == '[' { // an explicit argument index, 1-based
			end := i + 1
			for end < len(format) && format[end] >= '0' && format[end] <= '9' {
				end++
			}
			n, err := strconv.Atoi(format[i+1 : end])
			if err != nil || end == len(format) || format[end] != ']' || n < 1 {
				return fmt.Sprintf(format, args...)
			}
			next, indexed, i = n-1, true, end+1
		}
		zero, width := false, 0
		if i < len(format) && format[i] == '0' {
			zero, i = true, i+1
		}
		for i < len(format) && format[i] >= '1' && format[i] <= '9' && width < 10 {
			width, i = width*10+int(format[i]-'0'), i+1
		}
		if i == len(format) || next >= len(args) {
			return fmt.Sprintf(format, args...)
		}
		arg := args[next]
		next++
		switch format[i] {
		case 's':
			s, ok := arg.(string)
			if !ok || zero || width > 0 {
				return fmt.Sprintf(format, args...)
			}
			out = append(out, s...)
		case 'd':
			n, ok := arg.(int)
			if !ok || n < 0 && width > 0 || width > 0 && !zero {
				return fmt.Sprintf(format, args...)
			}
			for d := len(strconv.Itoa(n)); d < width; d++ {
				out = append(out, '0')
			}
			out = strconv.AppendInt(out, int64(n), 10)
		case 'c':
			r, ok := arg.(rune)
			if !ok || zero || width > 0 {
				return fmt.Sprintf(format, args...)
			}
			out = append(out, string(r)...)
		default:
			return fmt.Sprintf(format, args...)
		}
	}
	if !indexed && next != len(args) {
		return fmt.Sprintf(format, args...) // fmt says what is extra
	}
	return string(out)
}
