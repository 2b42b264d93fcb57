package browser

import (
	"bytes"
	"encoding/json"
	"errors"
	"reflect"
	"testing"
)

// sameJSON reports whether a and b are the same JSON value, however written.
func sameJSON(a, b []byte) bool {
	decode := func(data []byte) (v any, err error) {
		d := json.NewDecoder(bytes.NewReader(data))
		d.UseNumber()
		err = d.Decode(&v)
		return v, err
	}
	x, errx := decode(a)
	y, erry := decode(b)
	return errx == nil && erry == nil && reflect.DeepEqual(x, y)
}

func TestUnwrap(t *testing.T) {
	const bare = `{"v":1,"names":["PJS"],"rolls":[[10]]}`
	tests := []struct {
		name, raw string
		value     string
		rev       uint64
		ok        bool
	}{
		{"envelope", `{"rev":7,"by":"ab","value":` + bare + `}`, bare, 7, true},
		{"bare save", bare, bare, 0, true},
		{"revision 0", `{"rev":0,"by":"","value":[]}`, `[]`, 0, true},
		{"no value", `{"rev":3,"by":"ab"}`, "", 0, false},
		{"null value", `{"rev":3,"by":"ab","value":null}`, "null", 3, true},
		{"negative revision", `{"rev":-1,"value":{}}`, "", 0, false},
		{"not JSON", `{"rev":`, "", 0, false},
		{"an array", `[1,2]`, "", 0, false},
		{"empty", ``, "", 0, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			value, rev, err := Unwrap(tt.raw)
			if (err == nil) != tt.ok {
				t.Fatalf("Unwrap(%q) error = %v, want ok %v", tt.raw, err, tt.ok)
			}
			if tt.ok && (string(value) != tt.value || rev != tt.rev) {
				t.Errorf("Unwrap(%q) = %s, %d, want %s, %d", tt.raw, value, rev, tt.value, tt.rev)
			}
		})
	}
}

// FuzzUnwrap checks the envelope parsing at the door of every shared value: it never panics,
// and what it accepts wraps and unwraps again to the same value and revision.
func FuzzUnwrap(f *testing.F) {
	for _, s := range []string{
		`{"rev":7,"by":"ab","value":{"v":1,"names":["PJS"],"rolls":[[10]]}}`,
		`{"v":2,"names":["PJS"],"balls":[["1-2-3",7,"F"]]}`,
		`{"rev":18446744073709551615,"value":0}`, `{"rev":1.5,"value":0}`, `{"REV":2,"Value":"x"}`,
		`{"rev":1,"value":1}{}`, `{"rev":1,"value":1e400}`, `null`, `[]`, `""`, ``, "\xff",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, raw string) {
		value, rev, err := Unwrap(raw)
		if err != nil {
			if value != nil || rev != 0 {
				t.Fatalf("Unwrap(%q) refused with %v but returned %q, %d", raw, err, value, rev)
			}
			return
		}
		if !json.Valid(value) {
			t.Fatalf("Unwrap(%q) = %q, not JSON", raw, value)
		}
		text := wrap(rev+1, "x", value)
		// wrap writes what json.Marshal of the envelope type writes, but for the spaces of a
		// value that is not compact (a marshaller's never has them) and HTML escapes.
		want, err := json.Marshal(envelope{Rev: rev + 1, By: "x", Value: value})
		if err != nil {
			t.Fatal(err)
		}
		if !sameJSON([]byte(text), want) {
			t.Fatalf("wrap(%q) = %s, json.Marshal writes %s", value, text, want)
		}
		again, rev2, err := Unwrap(text)
		if err != nil || rev2 != rev+1 || !sameJSON(again, value) {
			t.Fatalf("Unwrap(wrap(%q)) = %q, %d, %v", value, again, rev2, err)
		}
	})
}

// envelope is what a shared value stores, as encoding/json would write it: the reference for
// wrap.
type envelope struct {
	Rev   uint64          `json:"rev"`
	By    string          `json:"by"`
	Value json.RawMessage `json:"value"`
}

// TestSharedWrite plays two windows on one store: a write made from an older value is
// refused and stores nothing; once the window has read the newer value it passes.
func TestSharedWrite(t *testing.T) {
	s := memoryStore{}
	a, b := NewShared(s, "k"), NewShared(s, "k")
	if a.by == b.by {
		t.Fatal("two windows got the same ID")
	}
	if err := a.Write([]byte(`1`), false); err != nil {
		t.Fatal(err)
	}
	raw, changed, overtaken, err := b.Changed()
	if err != nil || !changed || overtaken {
		t.Fatalf("b.Changed() = %v, %v, %v", changed, overtaken, err)
	}
	b.Accept(raw)
	if err := b.Write([]byte(`2`), false); err != nil {
		t.Fatal(err)
	}
	before := s["k"]
	if err := a.Write([]byte(`3`), false); !errors.Is(err, ErrStale) {
		t.Fatalf("a stale write = %v, want ErrStale", err)
	}
	if s["k"] != before {
		t.Fatalf("a stale write stored %s", s["k"])
	}
	if value, rev, _ := Unwrap(s["k"]); string(value) != "2" || rev != 2 {
		t.Fatalf("stored %s at %d, want 2 at 2", value, rev)
	}
	// a has not read 2: a new value replaces it, at a revision above it.
	if err := a.Write([]byte(`4`), true); err != nil {
		t.Fatal(err)
	}
	if value, rev, _ := Unwrap(s["k"]); string(value) != "4" || rev != 3 {
		t.Fatalf("stored %s at %d, want 4 at 3", value, rev)
	}
	if _, changed, _, _ := a.Changed(); changed {
		t.Error("a window sees its own write as a change")
	}
	// A missing value is no change, and a write over it passes.
	delete(s, "k")
	if _, changed, _, _ := a.Changed(); changed {
		t.Error("a removed value counts as a change")
	}
	if err := b.Write([]byte(`5`), false); err != nil {
		t.Fatalf("a write over nothing = %v", err)
	}
}

// TestSharedOvertaken is the race of two windows in two processes: both pass the check,
// and the later write wins in storage. The window whose write was replaced learns it.
func TestSharedOvertaken(t *testing.T) {
	s := memoryStore{}
	a, b := NewShared(s, "k"), NewShared(s, "k")
	a.Write([]byte(`1`), false)
	raw, _, _, _ := b.Changed()
	b.Accept(raw)
	a.Write([]byte(`2`), false)
	s["k"] = raw // b's write passed its check before a's arrived: storage holds b's revision 2
	b.Write([]byte(`3`), false)
	if _, changed, overtaken, _ := a.Changed(); !changed || !overtaken {
		t.Errorf("a.Changed() = %v, %v, want a change that overtook a", changed, overtaken)
	}
	if _, changed, _, _ := b.Changed(); changed {
		t.Error("b sees its own write as a change")
	}
}

// readCounter counts the reads of a store.
type readCounter struct {
	memoryStore
	reads int
}

func (r *readCounter) Load(key string) (string, bool, error) {
	r.reads++
	return r.memoryStore.Load(key)
}

// TestSharedEdit: an Edit right after a Changed that found nothing new rests on that read; any
// other Edit checks as Write does, and refuses a value another window changed.
func TestSharedEdit(t *testing.T) {
	s := &readCounter{memoryStore: memoryStore{}}
	a, b := NewShared(s, "k"), NewShared(s, "k")
	if err := a.Write([]byte(`1`), false); err != nil {
		t.Fatal(err)
	}
	raw, _, _, _ := b.Changed()
	b.Accept(raw)

	if _, changed, _, _ := a.Changed(); changed {
		t.Fatal("a sees its own write as a change")
	}
	s.reads = 0
	if err := a.Edit([]byte(`2`)); err != nil || s.reads != 0 {
		t.Fatalf("Edit after Changed = %v with %d reads, want nil with 0", err, s.reads)
	}
	if value, rev, _ := Unwrap(s.memoryStore["k"]); string(value) != "2" || rev != 2 {
		t.Fatalf("stored %s at %d, want 2 at 2", value, rev)
	}
	// b has not read 2, and no Changed vouches for its Edit: it reads, and is refused.
	if err := b.Edit([]byte(`3`)); !errors.Is(err, ErrStale) {
		t.Fatalf("a stale Edit = %v, want ErrStale", err)
	}
	// A Changed that found a change vouches for nothing.
	if _, changed, _, _ := b.Changed(); !changed {
		t.Fatal("b does not see a's write")
	}
	if err := b.Edit([]byte(`3`)); !errors.Is(err, ErrStale) {
		t.Fatalf("an Edit after a change it did not accept = %v, want ErrStale", err)
	}
}
