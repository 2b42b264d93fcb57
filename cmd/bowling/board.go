package main

import (
	"fmt"
	"io"
	"strings"

	"tenpin/domain"
)

// cell lays out one 6-character board cell: "  %-4s", or " %-5s" for the 5-character marks
// of a full frame 10 (X|X|X).
func cell(text string) string {
	if len(text) == 5 {
		return fmt.Sprintf(" %-5s", text)
	}
	return fmt.Sprintf("  %-4s", text)
}

// writeBoard prints the header, then each player's marks and running totals. A running total
// shows only once the domain says it is determined.
func writeBoard(w io.Writer, cards []domain.Card) {
	var b strings.Builder
	b.WriteString("| NAME |")
	for f := 1; f <= domain.Frames; f++ {
		fmt.Fprintf(&b, "  %02d  |", f)
	}
	b.WriteByte('\n')
	for _, c := range cards {
		fmt.Fprintf(&b, "|  %s |", c.Name)
		for _, f := range c.Frames {
			b.WriteString(cell(f.Marks))
			b.WriteByte('|')
		}
		b.WriteString("\n|      |")
		for _, f := range c.Frames {
			total := ""
			if f.Determined {
				total = fmt.Sprint(f.Total)
			}
			b.WriteString(cell(total))
			b.WriteByte('|')
		}
		b.WriteByte('\n')
	}
	io.WriteString(w, b.String())
}
