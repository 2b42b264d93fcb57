package domain

import (
	"errors"
	"testing"
)

// storedLeague writes s as an app keeps it: its head and each match's stored form.
func storedLeague(t testing.TB, s *Season) (head []byte, matches [][]byte) {
	t.Helper()
	head, err := s.MarshalHead()
	if err != nil {
		t.Fatalf("MarshalHead() error = %v", err)
	}
	for _, k := range s.Kept(-1) {
		data, err := k.MarshalBinary()
		if err != nil {
			t.Fatalf("MarshalBinary(week %d pair %d) error = %v", k.Week, k.Pair, err)
		}
		matches = append(matches, data)
	}
	return head, matches
}

func TestStoredLeague(t *testing.T) {
	s := thursdayKept(t)
	head, matches := storedLeague(t, s)
	if h, err := ReadLeague(head); err != nil || len(h.Kept(-1)) != 0 {
		t.Fatalf("ReadLeague(MarshalHead()) = %d matches, %v; want none", len(h.Kept(-1)), err)
	}
	back, bad, err := ReadStoredLeague(head, matches, nil)
	if err != nil || bad != 0 {
		t.Fatalf("ReadStoredLeague() = %d unreadable, %v", bad, err)
	}
	sameFigures(t, back, s, true)

	// A damaged match, one twice and one cut short are left out and counted; the rest read.
	damaged := append([]byte{9}, matches[0][1:]...)
	short := matches[1][:len(matches[1])-3]
	back, bad, err = ReadStoredLeague(head, append([][]byte{damaged, short, matches[2]}, matches...), nil)
	if err != nil || bad != 3 {
		t.Fatalf("ReadStoredLeague(with three bad matches) = %d unreadable, %v; want 3", bad, err)
	}
	sameFigures(t, back, s, true)

	if _, _, err := ReadStoredLeague(head[:len(head)/2], matches, nil); !errors.Is(err, ErrBadLeagueFile) {
		t.Errorf("ReadStoredLeague(half a head) error = %v, want ErrBadLeagueFile", err)
	}
	calls := 0
	if _, _, err := ReadStoredLeague(head, matches, func(done, total int) bool { calls++; return done < 2 }); !errors.Is(err, ErrImportCancelled) || calls != 2 {
		t.Errorf("ReadStoredLeague(stopped after 2) = %v after %d calls, want ErrImportCancelled after 2", err, calls)
	}
	var k KeptMatch
	for _, data := range [][]byte{nil, {keptVersion}, damaged, short} {
		if err := k.UnmarshalBinary(data); err == nil {
			t.Errorf("UnmarshalBinary(%x) = nil error", data)
		}
	}
}

// BenchmarkStoredLeague reads the benchmark league back from its stored form, as the league
// screen opens it: no game is replayed.
func BenchmarkStoredLeague(b *testing.B) {
	s, _ := benchLeagueRead(b)
	head, matches := storedLeague(b, s)
	b.ReportAllocs()
	for b.Loop() {
		if back, bad, err := ReadStoredLeague(head, matches, nil); err != nil || bad != 0 || len(back.Kept(-1)) != len(matches) {
			b.Fatalf("ReadStoredLeague() = %d unreadable, %v", bad, err)
		}
	}
}
