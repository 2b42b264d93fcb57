package app

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// TestUpdateBanner checks the "new version" notice, in an embedded board too.
func TestUpdateBanner(t *testing.T) {
	c := newScoreboard(nil)
	c.embed, c.update.ready = true, true
	html := app.HTMLString(c)
	for _, want := range []string{`data-testid="update-banner"`, `data-testid="reload"`, English.UpdateReady} {
		if !strings.Contains(html, want) {
			t.Errorf("update banner lacks %s", want)
		}
	}
	if strings.Contains(app.HTMLString(newScoreboard(nil)), "update-banner") {
		t.Error("update banner shown without an update")
	}
}
