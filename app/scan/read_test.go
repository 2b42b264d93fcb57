package scan

import (
	"errors"
	"net/url"
	"testing"
)

func TestRead(t *testing.T) {
	fragments := []string{"sheet=", "match="}
	for _, c := range []struct {
		name, page, text string
		want, host       string
		err              error
	}{
		{"sheet link", "https://lanes.example/", "https://lanes.example/#sheet=AbC-1_x", "sheet=AbC-1_x", "", nil},
		{"card link", "https://lanes.example/#history", "https://lanes.example/#match=1xyz", "match=1xyz", "", nil},
		{"spaces around", "https://lanes.example/", "  https://lanes.example/#sheet=A\n", "sheet=A", "", nil},
		{"only a fragment", "http://127.0.0.1:8000/", "#sheet=A", "sheet=A", "", nil},
		{"under a sub-path", "https://club.example/bowling/", "https://club.example/bowling/#match=Q", "match=Q", "", nil},
		{"sub-path without its slash", "https://club.example/bowling/", "https://club.example/bowling#match=Q", "match=Q", "", nil},
		{"the lane's card in the office", "https://club.example/bowling/office/#league", "https://club.example/bowling/#match=Q", "match=Q", "", nil},
		{"the office's link on the lane", "https://lanes.example/", "https://lanes.example/office/#sheet=S", "sheet=S", "", nil},
		{"with the embed query", "https://lanes.example/", "https://lanes.example/?embed=1#sheet=A", "sheet=A", "", nil},
		{"host in capitals", "https://lanes.example/", "https://LANES.example/#sheet=A", "sheet=A", "", nil},
		{"another site", "https://lanes.example/", "https://evil.example/#sheet=A", "", "evil.example", ErrOtherSite},
		{"another port", "http://127.0.0.1:8000/", "http://127.0.0.1:9000/#sheet=A", "", "127.0.0.1:9000", ErrOtherSite},
		{"plain http of the same host", "https://lanes.example/", "http://lanes.example/#sheet=A", "", "lanes.example", ErrOtherSite},
		{"another page of the site", "https://club.example/bowling/", "https://club.example/other/#sheet=A", "", "", ErrNotOurs},
		{"a screen, not a sheet", "https://lanes.example/", "https://lanes.example/#history", "", "", ErrNotOurs},
		{"an empty sheet", "https://lanes.example/", "#sheet=", "", "", ErrNotOurs},
		{"random text", "https://lanes.example/", "hello, lanes 3-4", "", "", ErrNotOurs},
		{"no fragment", "https://lanes.example/", "https://lanes.example/", "", "", ErrNotOurs},
		{"javascript", "https://lanes.example/", "javascript:alert(1)//#sheet=A", "", "", ErrNotOurs},
		{"a user in the link", "https://lanes.example/", "https://me@lanes.example/#sheet=A", "", "", ErrNotOurs},
		{"a fragment without its mark", "https://lanes.example/", "sheet=A", "", "", ErrNotOurs},
		{"empty", "https://lanes.example/", "", "", "", ErrNotOurs},
		{"not a URL", "https://lanes.example/", "http://[::1", "", "", ErrNotOurs},
	} {
		t.Run(c.name, func(t *testing.T) {
			page, err := url.Parse(c.page)
			if err != nil {
				t.Fatal(err)
			}
			got, host, err := Read(c.text, page, fragments)
			if got != c.want || host != c.host || !errors.Is(err, c.err) {
				t.Errorf("Read(%q) = %q, %q, %v, want %q, %q, %v", c.text, got, host, err, c.want, c.host, c.err)
			}
		})
	}
}

func TestReadWithoutPage(t *testing.T) {
	if _, _, err := Read("#sheet=A", nil, []string{"sheet="}); !errors.Is(err, ErrNotOurs) {
		t.Errorf("Read without a page: %v, want ErrNotOurs", err)
	}
}
