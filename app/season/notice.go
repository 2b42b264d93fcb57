package season

import (
	"errors"
	"strings"

	"tenpin/app/i18n"
	"tenpin/domain"
)

// notice is what the screen says after an action (its status line) or why it refused one (an
// alert): a kind and the names and numbers it says, worded in the catalogue in use when the
// screen is drawn, so that a language switch says it again in the new language. Kept as data
// rather than as a closure per message: each closure is a function of its own in the wasm.
type notice struct {
	kind          noticeKind
	a, b, c, d, e string // names, as each kind says (e: lanes)
	n             [3]int // numbers, as each kind says (n[0]: a week, from 1)
}

// noticeKind says which notice.
type noticeKind uint8

// The notices; noteNone, the zero value, says nothing.
const (
	noteNone noticeKind = iota
	noteUnreadable
	noteMatchesUnreadable // n[0] matches
	noteStorageFull
	noteNotKept
	noteWeekBowled
	noteChangeRefused
	noteFixFields
	notePrintRefused
	noteCopyRefused
	noteLinkNewer
	noteLinkDamaged
	notePictureFailed
	noteExportFailed
	noteImportTooBig // n[0] MB
	noteImportRefused
	noteImportNewer
	noteNotPublishable // a: the parameter
	noteUnpublished    // a: the file
	notePublishedBad   // a: the file
	noteNoSuchTeam     // a: the league, b: the team
	noteNotTheirPair   // a v b do not bowl week n[0] on lanes e: c v d do
	noteNoSuchWeek     // n[0]
	notePairKept       // week n[0], lanes e
	noteGamesKept
	noteNotWhole // n[1] games a week, n[2] on the sheet
	noteNotAMatch
	noteMade          // a: the league
	noteSettingsSaved //
	noteDeleted       // a: the league
	noteRestored      // a: the league
	noteRostersSaved
	notePlanSaved // week n[0]
	noteExported  // a: the file
	noteImportCancelled
	noteImportedNew // a: the league, n[0] matches
	noteMerged      // a: the league, n: added, same, left out
	noteKeptIn      // a v b in league c, week n[0], lanes e
	noteLinkCopied
	noteDownloaded // a: the file
	noteShared
	noteRevised          // another window stored the league: n[0] the domain.SeasonParts it changed, n[1] the noticeKind of why
	noteConflict         // the other window changed the same thing
	noteNotDeleted       // a delete refused: the league changed meanwhile
	noteDeletedElsewhere // the league shown was deleted in another window
)

// in is the notice in m's words, "" for none.
func (t notice) in(m *i18n.Messages) string {
	w := m.Season
	switch t.kind {
	case noteUnreadable:
		return w.Unreadable
	case noteMatchesUnreadable:
		return w.MatchesUnreadable.Say(t.n[0])
	case noteStorageFull:
		return w.StorageFull
	case noteNotKept:
		return w.NotKept
	case noteWeekBowled:
		return w.WeekBowled
	case noteChangeRefused:
		return w.ChangeRefused
	case noteFixFields:
		return w.FixFields
	case notePrintRefused:
		return m.PrintRefused
	case noteCopyRefused:
		return m.CopyRefused
	case noteLinkNewer:
		return m.LinkNewer
	case noteLinkDamaged:
		return m.LinkDamaged
	case notePictureFailed:
		return m.PictureFailed
	case noteExportFailed:
		return m.ExportFailed
	case noteImportTooBig:
		return m.ImportTooBig.Say(t.n[0])
	case noteImportRefused:
		return w.ImportRefused
	case noteImportNewer:
		return w.ImportNewer
	case noteNotPublishable:
		return w.NotPublishable.Say(t.a)
	case noteUnpublished:
		return w.Unpublished.Say(t.a)
	case notePublishedBad:
		return w.PublishedBad.Say(t.a)
	case noteNoSuchTeam:
		return w.NoSuchTeam.Say(t.a, t.b)
	case noteNotTheirPair:
		return w.NotTheirPair.Say(w.Versus.Say(t.a, t.b), t.n[0], t.e, w.Versus.Say(t.c, t.d))
	case noteNoSuchWeek:
		return w.NoSuchWeek.Say(t.n[0])
	case notePairKept:
		return w.PairKept.Say(t.n[0], t.e)
	case noteGamesKept:
		return w.GamesKept
	case noteNotWhole:
		return w.NotWhole.Say(t.n[1], t.n[2])
	case noteNotAMatch:
		return w.NotAMatch
	case noteMade:
		return w.Made.Say(t.a)
	case noteSettingsSaved:
		return w.SettingsSaved
	case noteDeleted:
		return w.Deleted.Say(t.a)
	case noteRestored:
		return w.Restored.Say(t.a)
	case noteRostersSaved:
		return w.RostersSaved
	case notePlanSaved:
		return w.PlanSaved.Say(t.n[0])
	case noteExported:
		return w.Exported.Say(t.a)
	case noteImportCancelled:
		return m.ImportCancelled
	case noteImportedNew:
		return w.ImportedNew(t.a, t.n[0])
	case noteMerged:
		return w.Merged(t.a, t.n[0], t.n[1], t.n[2])
	case noteKeptIn:
		return w.KeptIn.Say(w.Versus.Say(t.a, t.b), t.c, t.n[0], t.e)
	case noteLinkCopied:
		return m.LinkCopied
	case noteDownloaded:
		return m.Downloaded.Say(t.a)
	case noteShared:
		return m.Shared
	case noteRevised:
		return revisedText(w, domain.SeasonPart(t.n[0]), notice{kind: noticeKind(t.n[1])}.in(m))
	case noteConflict:
		return w.Conflict
	case noteNotDeleted:
		return w.NotDeleted
	case noteDeletedElsewhere:
		return w.DeletedElsewhere
	}
	return ""
}

// revisedText says what another window changed of the league (parts) and then why, when
// there is a why.
func revisedText(w *i18n.SeasonMessages, parts domain.SeasonPart, why string) string {
	var named []string
	all := [...]string{w.PartName, w.PartSettings, w.PartTeams, w.PartPlans, w.PartMatches}
	for i, p := range all {
		if parts&(1<<i) != 0 {
			named = append(named, p)
		}
	}
	said := w.StoredElsewhere
	if len(named) > 0 && len(named) < len(all) {
		said = w.ChangedElsewhere.Say(strings.Join(named, ", "))
	}
	if why != "" {
		said += " " + why
	}
	return said
}

// keepProblem says why the league refused to keep records under ref, naming the team or week.
func keepProblem(l *domain.Season, ref domain.FixtureRef, records []domain.Record, err error) notice {
	names, _ := teamsOf(records)
	week := [3]int{ref.Week + 1, l.Settings().Games, len(records)}
	switch {
	case errors.Is(err, domain.ErrNoSuchTeam):
		for _, n := range names {
			if teamIndex(l, n) < 0 {
				return notice{kind: noteNoSuchTeam, a: l.Name(), b: n}
			}
		}
		p := l.Schedule()[ref.Week].Pairs[ref.Pair]
		teams := l.Teams()
		return notice{kind: noteNotTheirPair, a: names[0], b: names[1], c: teams[p.A], d: teams[p.B], e: lanes(p.Lane), n: week}
	case errors.Is(err, domain.ErrNoSuchWeek):
		return notice{kind: noteNoSuchWeek, n: week}
	case errors.Is(err, domain.ErrAlreadyKept):
		if keptPairs(l)[[2]int{ref.Week, ref.Pair}] {
			return notice{kind: notePairKept, e: lanes(l.Schedule()[ref.Week].Pairs[ref.Pair].Lane), n: week}
		}
		return notice{kind: noteGamesKept}
	case errors.Is(err, domain.ErrInvalidMatch):
		return notice{kind: noteNotWhole, n: week}
	}
	return notice{kind: noteNotAMatch}
}
