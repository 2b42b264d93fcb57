package scan

import (
	"errors"
	"net/url"
	"strings"
)

// What a code, a picture or a pasted text reads is opened as if its link had been followed,
// when it is a link to this app: the same origin and path as the page (or only a fragment),
// whose fragment is one the app opens from a link (a sheet, a match card). Anything else is
// refused and changes nothing: the app never follows a code to another site.

// ErrNotOurs is returned for a text that is no link to one of this app's sheets or cards:
// random text, a link to another page of the same site, or to a screen rather than a sheet.
var ErrNotOurs = errors.New("scan: not a link to this app's sheets or match cards")

// ErrOtherSite is returned for a link to another site (another origin).
var ErrOtherSite = errors.New("scan: a link to another site")

// Read returns the fragment (without "#") that text opens in the app shown at page, where
// fragments lists the starts of the fragments the app opens from a link ("sheet="). For a
// link to another site it returns ErrOtherSite and that site's host.
func Read(text string, page *url.URL, fragments []string) (fragment, host string, err error) {
	u, err := url.Parse(strings.TrimSpace(text))
	if err != nil || page == nil {
		return "", "", ErrNotOurs
	}
	switch {
	case u.Scheme == "" && u.Host == "" && u.Path == "" && u.RawQuery == "" && u.Fragment != "":
		// only a fragment ("#sheet=…"): a link relative to the page
	case u.Scheme != "http" && u.Scheme != "https" || u.Host == "" || u.User != nil:
		return "", "", ErrNotOurs
	case u.Scheme != page.Scheme || !strings.EqualFold(u.Host, page.Host):
		return "", u.Host, ErrOtherSite
	case appPath(u.Path) != appPath(page.Path):
		return "", "", ErrNotOurs
	}
	for _, f := range fragments {
		if len(u.Fragment) > len(f) && strings.HasPrefix(u.Fragment, f) {
			return u.Fragment, "", nil
		}
	}
	return "", "", ErrNotOurs
}

// appPath is the path of the site's apps as written in a link: "/bowling", "/bowling/" and
// "/bowling/index.html" are one page, and the office app's page in its folder
// ("/bowling/office/") is the same site's (web.md, "Two apps on one site"): a match card made
// in the office opens on the lane, a sheet shared from the office opens on the lane.
func appPath(p string) string {
	p = strings.TrimSuffix(strings.TrimSuffix(p, "index.html"), "/")
	return strings.TrimSuffix(p, "/office")
}
