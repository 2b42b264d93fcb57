package browser

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"strconv"
)

// A shared value: one value in local storage that every window of the app on a device reads
// and writes.
// What is stored is an envelope around the value, with a revision that every write raises and
// the ID of the window that wrote it:
//
//	{"rev":12,"by":"k2f9x1qa","value":{"v":2,"names":["PJS"]}}
//
// A window remembers the stored text it last read or wrote (seen). A write first reads what is
// stored now: if that is not what the window saw, another window wrote since, and the write is
// refused (ErrStale) so that a window showing an older value can never write over a newer one;
// the window then catches up with what is stored. An ID per window makes every stored text
// unique, so "the text I saw" is an exact test, with no clock involved.
// A write that follows a read of the value in the same handler (Changed, then Edit: an
// action's guard, then its save) rests on that read instead of reading again.
//
// Other windows learn of a write from the storage event, which ListenStorage turns into a call
// on the UI goroutine. The storage event was chosen over the other two ways a browser offers:
//   - it fires in every other window of the origin, and only there, whenever local storage
//     changes, after the change is in storage: a window that reads on the event reads the new
//     value, and the value and the notice of it cannot arrive out of step;
//   - it costs nothing in bytes or code: no message format, no channel to open or close;
//   - BroadcastChannel would need messages of its own next to the value in storage, and a
//     window that is loading when a message is posted misses it;
//   - the Web Locks API serialises asynchronous work, which a synchronous localStorage read
//     and write do not need inside one page, and it is absent outside secure contexts (a
//     tablet reaching the app over plain HTTP on the club's network) and would put a lock
//     round trip into every write.
// The check and the write run in one task, so no other window in the same renderer process can
// write between them. Windows in different processes could in theory both pass the check
// within the same millisecond; the later write then wins in storage, and the window that lost
// sees a text it did not write at a revision it already has (overtaken) and catches up with a
// message, so even then nothing changes without a word.

// ErrStale says that another window wrote since this window last read or wrote: the write
// would have replaced a newer value with one made from an older one.
var ErrStale = errors.New("another window changed the value")

// Unwrap returns the value inside a stored text and its revision. A text without a revision
// is a bare value, as the app stored before envelopes (revision 0), so that a save from an
// older version still restores. It never panics; a text that is neither is refused.
func Unwrap(raw string) (value []byte, rev uint64, err error) {
	var probe struct {
		Rev   *uint64         `json:"rev"`
		Value json.RawMessage `json:"value"`
	}
	if err := json.Unmarshal([]byte(raw), &probe); err != nil {
		return nil, 0, err
	}
	if probe.Rev == nil {
		return []byte(raw), 0, nil
	}
	if len(probe.Value) == 0 {
		return nil, 0, errors.New("an envelope without a value")
	}
	return probe.Value, *probe.Rev, nil
}

// Shared is one shared value as this window knows it.
type Shared struct {
	_     noCompare
	key   string
	store Store
	by    string // this window's ID, written with every revision
	seen  string // the stored text this window last read or wrote
	known bool   // seen holds a stored text (none was read or written yet otherwise)
	rev   uint64 // the revision of seen
	// checked: the last Changed read the stored text and found it is seen (or nothing), so
	// an Edit in the same handler needs no read of its own.
	checked bool
}

// NewShared returns the shared value under key in s, for a window with a fresh random ID.
func NewShared(s Store, key string) *Shared {
	return &Shared{key: key, store: s, by: strconv.FormatUint(rand.Uint64(), 36)}
}

// Changed reads the stored text and reports whether it differs from what this window last
// saw, and whether another window overtook this one: the stored text is at a revision this
// window already has, so a write of its own was replaced by another window's at the same
// moment. A missing value is not a change: nothing newer is there to lose.
func (s *Shared) Changed() (raw string, changed, overtaken bool, err error) {
	raw, ok, err := s.store.Load(s.key)
	s.checked = err == nil && (!ok || (s.known && raw == s.seen))
	if err != nil || !ok || (s.known && raw == s.seen) {
		return raw, false, false, err
	}
	_, rev, _ := Unwrap(raw)
	return raw, true, s.known && rev != 0 && rev <= s.rev, nil
}

// Accept records raw, read through Changed, as the value this window now shows. A text that
// is not a value keeps the revision, so that the next write still goes above it.
func (s *Shared) Accept(raw string) {
	s.seen, s.known = raw, true
	if _, rev, err := Unwrap(raw); err == nil {
		s.rev = rev
	}
}

// Write stores value as the next revision. With replace false it is an edit of the value this
// window saw: it returns ErrStale, and stores nothing, when another window wrote since. With
// replace true the value replaces whatever is stored (a new one), at a revision above it.
func (s *Shared) Write(value []byte, replace bool) error {
	s.checked = false
	raw, ok, err := s.store.Load(s.key)
	if err != nil {
		return err
	}
	rev := s.rev
	if ok && (!s.known || raw != s.seen) {
		if !replace {
			return ErrStale
		}
		if _, r, err := Unwrap(raw); err == nil {
			rev = max(rev, r)
		}
	}
	return s.put(rev+1, value)
}

// Edit stores value as the next revision, an edit of the value this window saw, as
// Write(value, false) does, but without a read of its own when the Changed just before it,
// in the same handler, found no other window's write: that read was the check, and no window
// in this renderer process can write between the two (one task). Without such a Changed, it
// is Write(value, false).
func (s *Shared) Edit(value []byte) error {
	if !s.checked {
		return s.Write(value, false)
	}
	s.checked = false
	return s.put(s.rev+1, value)
}

// put stores value at revision rev, as this window's write.
func (s *Shared) put(rev uint64, value []byte) error {
	text := wrap(rev, s.by, value)
	if err := s.store.Save(s.key, text); err != nil {
		return err
	}
	s.seen, s.known, s.rev = text, true, rev
	return nil
}

// wrap writes the envelope of value, compact JSON from a marshaller, as json.Marshal of an
// envelope would, without it: this runs on every write (for a game, every ball), and
// encoding/json's reflection (and its scan of the whole value again) was the biggest share of
// the code V8 compiles on the first tap. by is a window's ID, base-36 digits, so it needs no escaping.
func wrap(rev uint64, by string, value []byte) string {
	b := make([]byte, 0, len(value)+len(by)+40)
	b = append(b, `{"rev":`...)
	b = strconv.AppendUint(b, rev, 10)
	b = append(b, `,"by":"`...)
	b = append(b, by...)
	b = append(b, `","value":`...)
	b = append(b, value...)
	b = append(b, '}')
	return string(b)
}
