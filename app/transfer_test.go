package app

import (
	"strings"
	"testing"

	"tenpin/domain"
)

func TestImportRecords(t *testing.T) {
	c := withHistory(t, screenHistory, seriesRecords(t, 0, []int{5}, "PJS")...)
	c.night.importRecords(nil, domain.ErrBadImport, 0)
	if c.night.problem.In(c.Messages()) != English.ImportRefused || len(c.night.archive.Records()) != 1 {
		t.Errorf("a refused file: problem %q, %d records", c.night.problem.In(c.Messages()), len(c.night.archive.Records()))
	}
	c.night.importRecords(c.night.archive.Records(), nil, 0) // the same games again: nothing new
	if c.night.status.In(c.Messages()) != English.ImportReport(0, 1, 0) || c.night.problem != nil {
		t.Errorf("the same games: status %q, problem %q", c.night.status.In(c.Messages()), c.night.problem.In(c.Messages()))
	}
	want := append(domain.DefaultCSVHeader(), domain.DefaultCSVLeagueHeader()...)
	if h := csvHeader(English); len(h) != domain.CSVColumns+domain.CSVLeagueColumns || strings.Join(h, ",") != strings.Join(want, ",") {
		t.Errorf("csvHeader = %q", h)
	}
}
