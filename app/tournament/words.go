package tournament

import "tenpin/app/i18n"

// The office's words are given to the catalogues by the office's screens as they start, so
// that none of them is linked into the lane app's client (i18n.OfficeWords).
func init() { i18n.OfficeWords() }
