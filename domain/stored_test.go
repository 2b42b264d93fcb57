package domain

import (
	"bytes"
	"errors"
	"reflect"
	"slices"
	"testing"
)

// TestStoredRoundTrip reads back every record of the fixture (pins, fouls, splits, handicaps,
// both save versions) and of random games from their stored form: the same record in every
// respect, the same figures, and the same game when it is replayed.
func TestStoredRoundTrip(t *testing.T) {
	records, err := Import(readFixture(t))
	if err != nil {
		t.Fatal(err)
	}
	records = append(records, benchHistory(t, 30)...)
	var back []Record
	for i, r := range records {
		data, err := r.MarshalBinary()
		if err != nil {
			t.Fatalf("record %d: MarshalBinary = %v", i, err)
		}
		var got Record
		if err := got.UnmarshalBinary(data); err != nil {
			t.Fatalf("record %d: UnmarshalBinary = %v", i, err)
		}
		if !got.Equal(r) || !reflect.DeepEqual(got.bowlers, r.bowlers) || !got.Played().Equal(r.Played()) {
			t.Errorf("record %d: read back %+v, want %+v", i, got, r)
		}
		if g, err := got.Game(); err != nil || !slices.Equal(g.Names(), r.Names()) {
			t.Errorf("record %d: Game() = %v", i, err)
		}
		data[len(data)/2] ^= 0xff // the record keeps nothing of the caller's buffer
		if !got.Equal(r) {
			t.Errorf("record %d changed with the buffer it was read from", i)
		}
		back = append(back, got)
	}
	if got, want := Statistics(back, 3), Statistics(records, 3); !reflect.DeepEqual(got, want) {
		t.Errorf("Statistics after a round trip = %+v, want %+v", got, want)
	}
}

func TestStoredRefused(t *testing.T) {
	records, err := Import(readFixture(t))
	if err != nil {
		t.Fatal(err)
	}
	good, err := records[0].MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := (Record{}).MarshalBinary(); !errors.Is(err, ErrInvalidRecord) {
		t.Errorf("MarshalBinary of the zero Record = %v, want ErrInvalidRecord", err)
	}
	// Every truncation is refused, as is a byte too many.
	for n := range len(good) {
		var r Record
		if err := r.UnmarshalBinary(good[:n]); err == nil {
			t.Errorf("UnmarshalBinary of the first %d of %d bytes = nil", n, len(good))
		}
	}
	with := func(f func(b []byte) []byte) []byte { return f(slices.Clone(good)) }
	last := len(good) - 14 // the last bowler's first count: strikes (a plain game's match is one byte)
	tests := []struct {
		name string
		data []byte
		want error
	}{
		{"a byte too many", append(slices.Clone(good), 0), ErrBadStored},
		{"another version", with(func(b []byte) []byte { b[0] = 3; return b }), ErrBadStored},
		{"a bad ID", with(func(b []byte) []byte { b[2] = '!'; return b }), ErrInvalidRecord},
		{"more strikes than chances", with(func(b []byte) []byte { b[last] = 13; return b }), ErrBadStored},
		{"nothing", nil, ErrBadStored},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := records[1]
			if err := r.UnmarshalBinary(tt.data); !errors.Is(err, tt.want) {
				t.Errorf("UnmarshalBinary = %v, want %v", err, tt.want)
			}
			if !r.Equal(records[1]) {
				t.Error("a refused record changed the record")
			}
		})
	}
}

// FuzzStored checks that any data either is refused or reads as a record that writes back to
// the same bytes.
func FuzzStored(f *testing.F) {
	records, err := Import(readFixture(f))
	if err != nil {
		f.Fatal(err)
	}
	_, formats := formatNight(f)
	_, scotch := scotchNight(f)
	for _, r := range append(append(records, formats...), scotch...) {
		data, _ := r.MarshalBinary()
		f.Add(data)
		f.Add(data[:len(data)/2])
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var r Record
		if err := r.UnmarshalBinary(data); err != nil {
			if !errors.Is(err, ErrBadStored) && !errors.Is(err, ErrInvalidRecord) {
				t.Fatalf("UnmarshalBinary = %v, want ErrBadStored or ErrInvalidRecord", err)
			}
			return
		}
		again, err := r.MarshalBinary()
		if err != nil {
			t.Fatal(err)
		}
		var r2 Record
		if err := r2.UnmarshalBinary(again); err != nil || !r2.Equal(r) || r2.Format() != r.Format() {
			t.Fatalf("a record read back does not read again: %v", err)
		}
		_ = StatisticsIn([]Record{r}, 1, r.Format())
	})
}

// TestExportCSVInParts writes a history in parts, as a page that must stay responsive does,
// and gets the file ExportCSV writes in one go.
func TestExportCSVInParts(t *testing.T) {
	records := benchHistory(t, 12)
	var whole, parts bytes.Buffer
	if err := ExportCSV(&whole, records, nil); err != nil {
		t.Fatal(err)
	}
	if err := ExportCSV(&parts, records[:5], nil); err != nil {
		t.Fatal(err)
	}
	if err := ExportCSVRows(&parts, records[5:]); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(whole.Bytes(), parts.Bytes()) {
		t.Errorf("ExportCSV in parts differs from ExportCSV in one go")
	}
}

// BenchmarkStored5000 is what opening history costs with the stored form: reading 5,000
// records back without replaying a game.
func BenchmarkStored5000(b *testing.B) {
	records := benchHistory(b, 5000)
	data := make([][]byte, len(records))
	size := 0
	for i, r := range records {
		data[i], _ = r.MarshalBinary()
		size += len(data[i])
	}
	b.ReportMetric(float64(size)/float64(len(records)), "bytes/record")
	b.ReportAllocs()
	for b.Loop() {
		for _, d := range data {
			var r Record
			if err := r.UnmarshalBinary(d); err != nil {
				b.Fatal(err)
			}
		}
	}
}
