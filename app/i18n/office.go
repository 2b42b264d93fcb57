package i18n

// OfficeWords gives each catalogue the words of the office app's screens (League, Brackets,
// Tournament: web.md, "Two apps on one site"). Each of those screens' packages calls it as it
// starts (its init), so that every binary with one of them has them all; the lane app, which
// has none of those screens, never does, and none of their words is linked into its client.
func OfficeWords() {
	English.Season, English.Brackets, English.Tournament = &englishSeason, &englishBrackets, &englishTournament
	Spanish.Season, Spanish.Brackets, Spanish.Tournament = &spanishSeason, &spanishBrackets, &spanishTournament
	Korean.Season, Korean.Brackets, Korean.Tournament = &koreanSeason, &koreanBrackets, &koreanTournament
}
