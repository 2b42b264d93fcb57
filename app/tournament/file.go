package tournament

import (
	"errors"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"tenpin/app/browser"
	"tenpin/app/i18n"
	"tenpin/domain"
)

// The tournament file (README, "Tournament file"): exported whole (domain MarshalJSON), and
// imported: a tournament the device does not keep is added; the same tournament's sheets are
// merged into the one kept (domain Merge), a game kept on both devices kept once.

// maxImport is the largest file read, in bytes.
const maxImport = 16 << 20

// export downloads the tournament as tournament.json.
func (s *Screen) export(t *domain.Tournament) {
	data, err := t.MarshalJSON()
	if err != nil {
		return
	}
	browser.Download(app.Window().Get("Blob").New([]any{browser.Bytes(data)}, map[string]any{"type": "application/json"}), "tournament.json")
}

// importFile reads the tournament file chosen in input.
func (s *Screen) importFile(ctx app.Context, input app.Value) {
	files := input.Get("files")
	if !files.Truthy() || files.Length() == 0 {
		return
	}
	file := files.Index(0)
	input.Set("value", "") // the same file can be chosen again
	refused := func(m *i18n.TournamentMessages) string { return m.ImportBad }
	if file.Get("size").Float() > maxImport {
		s.problem = refused
		return
	}
	p, err := browser.Call(file, "arrayBuffer")
	if err != nil {
		s.problem = refused
		return
	}
	browser.Settle(p, func(buf app.Value) {
		data := make([]byte, buf.Get("byteLength").Int())
		app.CopyBytesToGo(data, app.Window().Get("Uint8Array").New(buf))
		browser.Dispatch(ctx, func(ctx app.Context) {
			s.read(data)
			s.flush(ctx)
		})
	}, func(app.Value) {
		browser.Dispatch(ctx, func(app.Context) { s.problem = refused })
	})
}

// read takes a tournament file's bytes.
func (s *Screen) read(data []byte) {
	s.status, s.problem = nil, nil
	t, err := domain.ReadTournament(data)
	if err != nil {
		s.problem = func(m *i18n.TournamentMessages) string { return m.ImportBad }
		return
	}
	for _, k := range s.list {
		if k.T.ID == t.ID {
			got, err := k.T.Merge(t)
			if err != nil {
				s.problem = sheetProblem(err)
				return
			}
			s.chosen = k.T.ID
			s.status = func(m *i18n.TournamentMessages) string { return m.Merged.Say(got.Added, got.Same) }
			s.save(k)
			return
		}
	}
	s.list = append(s.list, fresh(t, formOf(t)))
	s.chosen, s.view = t.ID, viewStandings
	s.status = func(m *i18n.TournamentMessages) string { return m.Imported }
}

// sheetProblem says why a sheet, or a file's sheets, were refused.
func sheetProblem(err error) say {
	switch {
	case errors.Is(err, domain.ErrNoPairRef):
		return func(m *i18n.TournamentMessages) string { return m.SheetNoPair }
	case errors.Is(err, domain.ErrOtherTournament):
		return func(m *i18n.TournamentMessages) string { return m.SheetOther }
	case errors.Is(err, domain.ErrNoSuchSquad):
		return func(m *i18n.TournamentMessages) string { return m.SheetNoSquad }
	case errors.Is(err, domain.ErrAlreadyKept):
		return func(m *i18n.TournamentMessages) string { return m.SheetClash }
	}
	return func(m *i18n.TournamentMessages) string { return m.SheetNotSeat }
}
