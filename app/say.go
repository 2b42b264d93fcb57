package app

import "tenpin/app/i18n"

// say is a notice kept as what to say rather than as finished text (i18n.Say, which the
// lane's packages share): a notice shown before a language switch is said again in the new
// language by the next render. nil says nothing.
type say = i18n.Say

// Notices said from more than one place, each compiled once.

func sayChangedElsewhere(m *Messages) string { return m.ChangedElsewhere }
func sayUndoDropped(m *Messages) string      { return m.UndoDropped }
func sayBackupGone(m *Messages) string       { return m.BackupGone }
