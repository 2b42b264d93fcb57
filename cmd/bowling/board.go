package main

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"tenpin/domain"
)

// cell lays out the text of one board cell in its 6 characters: "  %-4s", or " %-5s" for the
// only 5-character text there is, the three marks of a frame 10 (X|X|X).
func cell(text string) string {
	if len(text) == 5 {
		return fmt.Sprintf(" %-5s", text)
	}
	return fmt.Sprintf("  %-4s", text)
}

// writeBoard prints the header, then each player's marks and running totals. A cell keeps its
// total empty until the domain says the frame is determined, so a strike waits for its bonus.
func writeBoard(w io.Writer, cards []domain.Card) {
	var b strings.Builder
	b.WriteString("| NAME |")
	for f := 1; f <= domain.Frames; f++ {
		b.WriteString(cell(fmt.Sprintf("%02d", f)))
		b.WriteByte('|')
	}
	b.WriteByte('\n')
	for _, c := range cards {
		b.WriteString("|  " + c.Name + " |")
		for _, f := range c.Frames {
			b.WriteString(cell(f.Marks))
			b.WriteByte('|')
		}
		b.WriteString("\n|      |")
		for _, f := range c.Frames {
			total := ""
			if f.Determined {
				total = strconv.Itoa(f.Total)
			}
			b.WriteString(cell(total))
			b.WriteByte('|')
		}
		b.WriteByte('\n')
	}
	// One write per board; a failed write shows up when the session flushes its output.
	_, _ = io.WriteString(w, b.String())
}
