package domain

import (
	"strings"
	"testing"
)

func TestNewIDs(t *testing.T) {
	seen := map[string]bool{}
	for range 1000 {
		id := NewID()
		if err := checkID(id); err != nil || len(id) != 26 || seen[id] {
			t.Fatalf("NewID() = %q (seen %v), %v", id, seen[id], err)
		}
		seen[id] = true
	}
	for _, bad := range []string{"", "a b", "é", strings.Repeat("a", MaxIDLen+1), "a/b", "a\"b"} {
		if checkID(bad) == nil {
			t.Errorf("checkID(%q) = nil, want a refusal", bad)
		}
	}
	for _, good := range []string{"a", "A-b_9", strings.Repeat("Z", MaxIDLen)} {
		if err := checkID(good); err != nil {
			t.Errorf("checkID(%q) = %v", good, err)
		}
	}
}
