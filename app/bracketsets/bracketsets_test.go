package bracketsets

import (
	"errors"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/domain"
)

// TestKeptAndMerge carries sets out of the device and into it, as the history file's export
// and import do: Kept gives every set without its revision; Merge adds the sets not here yet
// (by ID), each as new to the device, says how many, and leaves a set already here as it is.
func TestKeptAndMerge(t *testing.T) {
	mem := &Memory{Sets: []domain.BracketRecord{{ID: "A", Rev: 3, Entries: []domain.Entry{{Name: "AAA", Count: 2}}}}}
	old := Keep
	Keep = mem
	t.Cleanup(func() { Keep = old })
	var ctx app.Context

	var out []domain.BracketRecord
	Kept(ctx, func(sets []domain.BracketRecord) { out = sets })
	if len(out) != 1 || out[0].ID != "A" || out[0].Rev != 0 {
		t.Fatalf("Kept = %+v, want set A without its revision", out)
	}
	if mem.Sets[0].Rev != 3 {
		t.Errorf("Kept changed the revision stored to %d", mem.Sets[0].Rev)
	}

	incoming := []domain.BracketRecord{{ID: "A", Rev: 9}, {ID: "B", Rev: 5}, {ID: "C"}}
	added := -1
	Merge(ctx, incoming, func(n int, err error) {
		if err != nil {
			t.Errorf("Merge: %v", err)
		}
		added = n
	})
	if added != 2 || len(mem.Sets) != 3 {
		t.Fatalf("Merge added %d, stores %d sets; want 2 added, 3 stored", added, len(mem.Sets))
	}
	if a := mem.Sets[0]; a.ID != "A" || a.Rev != 3 || len(a.Entries) != 1 {
		t.Errorf("the set already here became %+v", a)
	}
	if b := mem.Sets[1]; b.ID != "B" || b.Rev != 0 {
		t.Errorf("an imported set is stored as %+v, want B new to the device (revision 0)", b)
	}

	Merge(ctx, incoming, func(n int, err error) { added = n })
	if added != 0 || len(mem.Sets) != 3 {
		t.Errorf("the same file again added %d, stores %d sets; want none added", added, len(mem.Sets))
	}

	refused := errors.New("refused")
	mem.Err = refused
	Merge(ctx, []domain.BracketRecord{{ID: "D"}}, func(n int, err error) {
		if n != 0 || !errors.Is(err, refused) {
			t.Errorf("Merge into a browser that refuses: %d added, %v", n, err)
		}
	})
}

// TestDecode reads the stored list: none as no sets; a list that cannot be read as none, kept
// aside under BackupKey as it was.
func TestDecode(t *testing.T) {
	mem := memoryStore{}
	old := Store
	Store = mem
	t.Cleanup(func() { Store = old })
	if sets := decode(nil); sets != nil || len(mem) != 0 {
		t.Errorf("decode(nil) = %+v, backup %q", sets, mem[BackupKey])
	}
	if sets := decode([]byte(`[{"id":"A","rev":2}]`)); len(sets) != 1 || sets[0].Rev != 2 {
		t.Errorf("decode = %+v, want A at revision 2", sets)
	}
	if sets := decode([]byte(`[{"id":`)); sets != nil || mem[BackupKey] != `[{"id":` {
		t.Errorf("a damaged list reads as %+v, kept aside as %q", sets, mem[BackupKey])
	}
}

// memoryStore is local storage in a map.
type memoryStore map[string]string

func (m memoryStore) Load(key string) (string, bool, error) { v, ok := m[key]; return v, ok, nil }
func (m memoryStore) Save(key, value string) error          { m[key] = value; return nil }
func (m memoryStore) Remove(key string)                     { delete(m, key) }
