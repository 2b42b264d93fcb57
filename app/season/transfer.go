package season

import (
	"errors"
	"sync/atomic"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/browser"
	"tenpin/app/i18n"
	"tenpin/domain"
)

// The league file out and in (README, "League file"). Export downloads the league shown as
// league.json, the name the club's site publishes it under. Import reads a league file with a
// progress bar and Cancel: every game of it is replayed through the rules
// (domain.ReadLeagueProgress), which takes a while for a season of 21,600 games, so it reads in
// slices of importBreath with the browser given a turn between them (it paints the bar and
// answers Cancel). A file of a league the device keeps (the same ID) is merged into it, never
// doubling a match (domain.Season.Merge); another ID is another league.

const (
	maxImportMB  = 64                    // a season of 21,600 games is some 5 MB
	importBreath = 25 * time.Millisecond // the longest a slice reads before the page's turn
)

// importJob is a league file being read: how far it is, and whether Cancel was pressed (read
// by the reading goroutine, hence atomic).
type importJob struct {
	_           noCompare
	done, total int
	cancel      atomic.Bool
}

// export downloads the league shown as league.json.
func (s *Screen) export() {
	data, err := s.league.MarshalJSON()
	if err != nil {
		s.problem = notice{kind: noteExportFailed}
		return
	}
	const name = "league.json"
	browser.Download(app.Window().Get("Blob").New([]any{browser.Bytes(data)}, map[string]any{"type": "application/json"}), name)
	s.status = notice{kind: noteExported, a: name}
}

// readFile reads the file chosen in input and hands its bytes to done on the UI goroutine (nil
// when the browser refuses it, or it is too big: then the problem is said).
func (s *Screen) readFile(ctx app.Context, input app.Value, done func(data []byte)) {
	files := input.Get("files")
	if !files.Truthy() || files.Length() == 0 {
		return
	}
	file := files.Index(0)
	input.Set("value", "") // the same file can be chosen again
	if file.Get("size").Float() > maxImportMB<<20 {
		s.problem = notice{kind: noteImportTooBig, n: [3]int{maxImportMB}}
		return
	}
	p, err := browser.Call(file, "arrayBuffer")
	if err != nil {
		s.problem = notice{kind: noteImportRefused}
		return
	}
	browser.Settle(p, func(buf app.Value) {
		data := make([]byte, buf.Get("byteLength").Int())
		app.CopyBytesToGo(data, app.Window().Get("Uint8Array").New(buf))
		browser.Dispatch(ctx, func(app.Context) { done(data) })
	}, func(app.Value) {
		browser.Dispatch(ctx, func(app.Context) { s.problem = notice{kind: noteImportRefused} })
	})
}

// readLeague reads a league file in slices, the page's turn between them, updating job's
// progress; done gets the league, or why not, on the UI goroutine.
//
//go:noinline
func readLeague(ctx app.Context, data []byte, job *importJob, done func(*domain.Season, error)) {
	ctx.Async(func() {
		last := time.Now()
		league, err := domain.ReadLeagueProgress(data, func(read, total int) bool {
			if time.Since(last) > importBreath {
				browser.Dispatch(ctx, func(app.Context) { job.done, job.total = read, total })
				browser.Breathe()
				last = time.Now()
			}
			return !job.cancel.Load()
		})
		browser.Dispatch(ctx, func(app.Context) { done(league, err) })
	})
}

// importFile imports the league file chosen in input. Its progress bar stays until the league
// is stored: a page closed before then has the league as it was.
func (s *Screen) importFile(ctx app.Context, input app.Value) {
	s.status, s.problem = notice{}, notice{}
	s.readFile(ctx, input, func(data []byte) {
		if s.job != nil { // another file chosen meanwhile: this one replaces it
			s.job.cancel.Store(true)
		}
		job := &importJob{total: len(data)}
		s.job = job
		readLeague(ctx, data, job, func(league *domain.Season, err error) {
			finish := func() {
				if s.job == job {
					s.job = nil
				}
			}
			switch {
			case errors.Is(err, domain.ErrImportCancelled):
				finish()
				s.status = notice{kind: noteImportCancelled}
			case err != nil:
				finish()
				s.problem = importProblem(err)
			default:
				job.done = job.total
				s.take(ctx, league, finish)
			}
		})
	})
}

// importProblem says why a league file cannot be read.
func importProblem(err error) notice {
	if errors.Is(err, domain.ErrNewerLeagueFile) {
		return notice{kind: noteImportNewer}
	}
	return notice{kind: noteImportRefused}
}

// take keeps a league read from a file, then calls finish: merged into the league of the
// same ID, read first if another is shown, or kept as a new league, shown once stored.
func (s *Screen) take(ctx app.Context, league *domain.Season, finish func()) {
	switch {
	case s.league != nil && s.league.ID() == league.ID():
		finish()
		s.merge(ctx, league)
	case s.has(league.ID()):
		s.mergeStored(ctx, league, finish, true)
	default:
		s.keepNew(ctx, league, finish)
	}
}

// keepNew keeps a league read from a file as a league the device does not keep, then calls
// finish; when another window kept it first, it is merged into that.
func (s *Screen) keepNew(ctx app.Context, league *domain.Season, finish func()) {
	league.Revise()
	s.commits++
	s.shelf.save(ctx, league, league.Kept(-1), 0, true, func(err error) {
		finish()
		if errors.Is(err, browser.ErrChanged) {
			s.mergeStored(ctx, league, func() {}, false) // another window kept this league first
			s.list(ctx)
			return
		}
		s.stored(ctx, league, err, func() {
			s.leagues = append(s.leagues, listed{ID: league.ID(), Name: league.Name()})
			s.show(league)
			s.status = notice{kind: noteImportedNew, a: league.Name(), n: [3]int{len(league.Kept(-1))}}
			s.list(ctx)
		})
	})
}

// mergeStored reads the league stored under other's ID, shows it and merges other into it,
// then calls finish. With anew, a league deleted in another window since the list was read
// has other kept anew.
func (s *Screen) mergeStored(ctx app.Context, other *domain.Season, finish func(), anew bool) {
	s.shelf.load(ctx, other.ID(), func(here *domain.Season, _ int, err error) {
		if anew && errors.Is(err, errNoLeague) {
			s.keepNew(ctx, other, finish)
			return
		}
		finish()
		if err != nil {
			s.problem = notice{kind: noteUnreadable}
			return
		}
		s.show(here)
		s.merge(ctx, other)
	})
}

// merge merges another copy of the league shown into it and keeps the matches it added,
// made again on the league as stored when another window stored it first.
func (s *Screen) merge(ctx app.Context, other *domain.Season) {
	var rep domain.LeagueMerge
	err := s.change(ctx, func(l *domain.Season) error {
		var err error
		rep, err = l.Merge(other)
		return err
	}, func() notice {
		return notice{kind: noteMerged, a: s.league.Name(), n: [3]int{rep.Added, rep.Same, len(rep.Refused)}}
	})
	if err != nil {
		s.problem = notice{kind: noteImportRefused}
	}
}

// renderImport draws the import of a league file, and its progress bar and Cancel while one
// is read. The progress is a part of its own, so that the file input stays the same node.
func (s *Screen) renderImport(m *i18n.Messages) app.UI {
	w := m.Season
	progress := raw(`<div class="import-progress"></div>`)
	if j := s.job; j != nil {
		progress = raw(`<div class="import-progress"><progress data-testid="league-import-progress" max="{}" value="{}" aria-label="{}"></progress>`+
			`<span>{}</span><button type="button" class="button" data-act="{}" data-testid="cancel-league-import">{}</button></div>`,
			itoa(max(j.total, 1)), itoa(j.done), w.ImportLabel, m.ImportProgress.Say(j.done*100/max(j.total, 1)), actCancelImport, m.CancelImport)
	}
	return box("league-import",
		raw(`<div class="text-field"><label for="league-import" class="field-label">{}</label>`+
			`<input type="file" id="league-import" class="file-input" data-testid="import-league" data-act="{}" accept=".json,application/json"></div>`,
			w.ImportLabel, actImport),
		progress,
	)
}
