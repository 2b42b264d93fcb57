package domain

// A league as an app keeps it in its own database: the league file's head (everything but its
// matches, MarshalHead) under one key and each match kept under a key of its own, in the
// stored form of its records (KeptMatch.MarshalBinary). Keeping a match then writes that
// match and the head (the position round's order may have been fixed by it), not the whole
// season; and a league reads back (ReadStoredLeague) without replaying a game, as history
// does: 21,600 games of a bowler replayed take seconds in a browser, their stored figures
// milliseconds. It is not an exchange format: devices exchange the league file.
//
// A match's layout: the version byte 1; its week, pair and two teams' indices (uvarints); the
// number of its games; each game's stored record (Record.MarshalBinary) preceded by its
// length (uvarint).
const keptVersion = 1

// MarshalHead writes the league file (MarshalJSON) with an empty list of matches: the part of
// a league that an app keeps beside its matches' stored forms. ReadLeague reads it as a
// league with no match kept.
func (s *Season) MarshalHead() ([]byte, error) { return s.marshal(false) }

// MarshalBinary writes a kept match in its stored form, for an app's own database.
func (k KeptMatch) MarshalBinary() ([]byte, error) {
	b := []byte{keptVersion}
	for _, n := range []int{k.Week, k.Pair, k.Teams[0], k.Teams[1], len(k.Records)} {
		b = appendUvarint(b, uint64(n))
	}
	for _, r := range k.Records {
		data, err := r.MarshalBinary()
		if err != nil {
			return nil, err
		}
		b = appendBytes(b, data)
	}
	return b, nil
}

// UnmarshalBinary reads a kept match written by MarshalBinary: its records as
// Record.UnmarshalBinary reads them (their figures trusted, no game replayed) and its result
// worked out again (MatchOf). A refused match leaves k as it was; the error wraps ErrBadStored,
// ErrInvalidRecord or ErrInvalidMatch.
func (k *KeptMatch) UnmarshalBinary(data []byte) error {
	d := storedReader{data: data}
	if v := d.byte(); v != keptVersion {
		return errorf("%w: a kept match of version %d, want %d", ErrBadStored, v, keptVersion)
	}
	out := KeptMatch{Week: d.count(maxStoredWeek), Pair: d.count(MaxTeams), Teams: [2]int{d.count(MaxTeams), d.count(MaxTeams)}}
	out.Records = make([]Record, d.count(MaxSeriesGames))
	var facts factsRead // the games of a match have the same facts: read once
	for i := range out.Records {
		if err := out.Records[i].unmarshalBinary(d.bytes(), &facts); err != nil && d.err == nil {
			return err
		}
	}
	if d.err != nil || len(d.data) > 0 {
		return errorf("%w: a kept match cut short or followed by more (%v)", ErrBadStored, d.err)
	}
	res, err := MatchOf(out.Records)
	if err != nil {
		return err
	}
	out.Result = res
	*k = out
	return nil
}

// maxStoredWeek bounds a stored match's week: a season has at most MaxRounds rounds of
// MaxTeams weeks.
const maxStoredWeek = MaxRounds * MaxTeams

// ReadStoredLeague reads a league kept in an app's own database: head as ReadLeague reads it
// (MarshalHead's), then each of matches (KeptMatch.MarshalBinary's) kept as Merge keeps
// another copy's, checked against the league and never doubled. It returns the league and
// how many matches could not be read or did not fit (left out, as history leaves out a
// stored game it cannot read), or an error wrapping ErrBadLeagueFile when the head cannot be
// read. progress, when not nil, is told after each match how many are read of how many; its
// false stops reading (nil and ErrImportCancelled): a page gives the browser a turn there.
func ReadStoredLeague(head []byte, matches [][]byte, progress func(done, total int) bool) (s *Season, unreadable int, err error) {
	if s, err = ReadLeague(head); err != nil {
		return nil, 0, err
	}
	for i, data := range matches {
		var k KeptMatch
		added := false
		if err := k.UnmarshalBinary(data); err == nil {
			added, _ = s.keep(k)
		}
		if !added {
			unreadable++
		}
		if progress != nil && !progress(i+1, len(matches)) {
			return nil, 0, ErrImportCancelled
		}
	}
	return s, unreadable, nil
}
