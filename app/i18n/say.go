package i18n

// Say is a notice kept as what to say rather than as finished text: it words the notice in
// the catalogue it is given, so a notice shown before a language switch is said again in the
// new language by the next render, like every other text. nil says nothing.
type Say func(m *Messages) string

// In is the notice in catalogue m, "" for none.
//
//go:noinline
func (s Say) In(m *Messages) string {
	if s == nil {
		return ""
	}
	return s(m)
}

// Downloaded says that a file named name was saved.
//
//go:noinline
func Downloaded(name string) Say {
	return func(m *Messages) string { return m.Downloaded.Say(name) }
}
