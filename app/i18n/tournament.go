package i18n

// TournamentMessages are the words of the tournament screen (app/tournament, tournament.md),
// a part of each catalogue (Messages.Tournament). Money is written by the screen (25.00) and
// handed in as text.
type TournamentMessages struct {
	_ noCompare

	Heading string

	// The tournaments kept, and the parts of the one shown.
	ChooseLabel   string // the list of tournaments' accessible name
	New           string // starts a tournament
	NoTournaments string // none yet
	NewName       string // a new tournament's name
	ViewsLabel    string // the parts' accessible name
	ViewSetup     string
	ViewCards     string
	ViewStandings string
	ViewFinals    string
	ViewPrizes    string
	NotSaved      string // the browser refused to keep the tournament

	// The settings.
	Settings      string
	NameLabel     string
	GamesLabel    string
	FeeLabel      string
	ReentryLabel  string
	ReentryNo     string
	ReentryBest   string
	ReentryEvery  string
	FinalistsLab  string
	FinalsLabel   string
	FinalsNone    string
	FinalsMatch   string
	FinalsLadder  string
	FinalsBoth    string
	LadderLabel   string
	BonusLabel    string
	ByeLabel      string
	CarryLabel    string
	HandicapLabel string
	BasisLabel    string
	PercentLabel  string
	PositionLabel string // match play ends with a position round
	FinalsLane    string // the finals' first lane

	// Squads and entries.
	Squads       string
	AddSquad     string
	SquadLabel   sayInt      // squad n (from 1)
	SquadName    string      // its name or start time
	FirstLane    string      //
	LastLane     string      //
	MoveEvery    string      // a lane move after every so many games, blank for none
	BadMoves     sayInts     // squad int, most int: a lane move's rule
	SquadSeats   sayInts     // bowlers, seats int
	Entries      string      //
	EntriesHint  string      // how to type them quickly
	AddEntry     string      //
	EntryLabel   sayInt      // entry n (from 1)
	Bowler       string      //
	Average      string      //
	Squad        string      //
	EntryCount   sayInt      // entries int
	BadNumber    sayInts     // lo, hi int: a number field's rule
	BadTourName  sayInt      // most int
	BadSquadName sayIntName  // squad int, why string
	BadLanes     sayInt      // squad int: lanes not a whole number of pairs
	SquadTwice   sayInt      // squad int: named as another
	BadEntryName sayInt      // entry int
	BadAverage   sayInt      // entry int
	Reentry      sayIntName  // entry int, bowler: a re-entry where none are allowed
	SeatedTwice  sayIntName  // entry int, bowler
	SquadFull    sayNameInts // squad name, entry, seats int
	NotChecked   string      // another refusal of the settings

	// Lane cards.
	CardsHint  string
	CardTitle  say3Names // squad, lanes, bowlers (names)
	CardLink   string    // the link's label
	QRLabel    string
	Print      string
	NoCards    string
	PrintTitle sayName  // tournament name
	CardBlock  sayNames // games ("1-2", or "3"), lanes: one block of a card's games

	// Standings, the cut and the sheets kept.
	Qualifying  string
	Place       string
	BowlerHead  string
	SquadHead   string
	GamesHead   string
	Handicap    string
	Total       string
	NoStandings string
	Cut         sayInt // finalists int
	RollOff     sayInt // spots int: tick who advanced
	Advance     string // record the cut
	RollOffWant sayInt // spots int: tick exactly that many
	Advanced    string // the cut is recorded
	Redo        string // record the cut again

	// The finals.
	MatchPlay     string
	Round         sayInt // round int
	Position      string // the position round's legend
	PositionLater string // it is paired once the round robin is bowled
	Bye           string
	ScoreOf       sayName // bowler
	Ladder        string
	LadderMatch   sayNames // seed, challenger
	SeedScore     sayName
	RollOffWinner string
	RollOffNone   string
	RollOffSeed   string
	RollOffChall  string
	LadderLater   string  // the step-ladder is seeded once match play is bowled
	SeedRollOff   sayInt  // seeds int: a place shared at the ladder's last seed, tick who won it
	SeedLadder    string  // record the seeds
	Seeded        string  // the seeds are recorded
	SeedWon       sayName // winners (names): who won the seeds' roll-off
	SeedRedo      string  // record the seeds again
	FinalOrder    string
	NoFinals      string
	ScoreRefused  string

	// The finals' games on the lanes (bowlhere.go, roundcards.go): a ladder match bowled on
	// this device, match play's games' cards, and a finals game's sheet filling its scores.
	BowlHere       sayName // the match (LadderMatch's text): bowl it on this device
	RoundCards     string
	RoundCardsHint string
	RoundCardTitle say3Names // round's legend, bowlers, lanes
	FinalFill      sayName   // tournament name: fill the game's scores from the sheet
	FinalFilled    sayName   // the game and its scores
	FinalTied      string    // the scores filled are tied
	FinalSame      string
	FinalClash     sayName // the scores typed already
	FinalNoGame    string
	FinalNotSeated string
	FinalNotOne    string
	FinalOther     string

	// Prizes.
	Prizes       string
	Fund         sayName // money
	HouseLabel   string  // the house's share in cents
	HousePercent string
	RatioLabel   string // 1 in R entries cashes
	Propose      string
	AmountLabel  sayInt // place int
	AmountsSum   sayNames
	PrizeHead    string
	NoPrizes     string

	// The tournament file and the sheets filed.
	Export       string
	Import       string
	Imported     string
	Merged       sayInts // games added, already kept
	ImportBad    string
	FileHeading  string
	KeepSheet    sayName // tournament name
	SheetKept    sayNames
	SheetSame    string
	SheetNoPair  string
	SheetOther   string
	SheetNoSquad string
	SheetNotSeat string
	SheetClash   string

	// Another window's change (revise.go), and a setup change a kept sheet stands in the way of.
	Revised      sayName // what the other window changed: one of the parts below
	RevisedSheet sayName // squad and lanes, like "Sat 9 · 1-2"
	SheetSeats   sayName // squad and lanes: that pair's sheet is kept
	PartName     string
	PartSettings string
	PartSquads   string
	PartEntries  string
	PartFinals   string
	PartPrizes   string

	// Shared as a picture (picture.go): the part shown.
	Picture       string
	PictureFailed string
	PictureSaved  sayName // file name

	// A tournament published on the club's site.
	Loading     string
	Unpublished sayName // the file asked for
}

var englishTournament = TournamentMessages{
	Heading: "Tournament",

	ChooseLabel:   "Tournaments",
	New:           "New tournament",
	NoTournaments: "No tournament yet. A tournament is a weekend's singles event: squads of qualifying, the cut, finals and prizes. Start with New tournament.",
	NewName:       "Club Open",
	ViewsLabel:    "Parts of the tournament",
	ViewSetup:     "Setup",
	ViewCards:     "Lane cards",
	ViewStandings: "Standings",
	ViewFinals:    "Finals",
	ViewPrizes:    "Prizes",
	NotSaved:      "This browser did not keep the tournament, so a reload would lose the last change. Export the tournament file to keep it.",

	Settings:      "Settings",
	NameLabel:     "Name",
	GamesLabel:    "Games per entry",
	FeeLabel:      "Entry fee",
	ReentryLabel:  "Re-entries",
	ReentryNo:     "Not allowed",
	ReentryBest:   "Best entry only",
	ReentryEvery:  "Every entry placed",
	FinalistsLab:  "Finalists",
	FinalsLabel:   "Finals",
	FinalsNone:    "None",
	FinalsMatch:   "Match play",
	FinalsLadder:  "Step-ladder",
	FinalsBoth:    "Match play, then a step-ladder",
	LadderLabel:   "Step-ladder size",
	BonusLabel:    "Match play bonus (pins)",
	ByeLabel:      "Bye target",
	CarryLabel:    "Carry qualifying pins into match play",
	HandicapLabel: "Handicap",
	BasisLabel:    "Basis",
	PercentLabel:  "Percent",
	PositionLabel: "End match play with a position round (1st v 2nd, 3rd v 4th, …)",
	FinalsLane:    "Finals' first lane",

	Squads:       "Squads",
	AddSquad:     "Add squad",
	SquadLabel:   "Squad %d",
	SquadName:    "Name or start time",
	FirstLane:    "First lane",
	LastLane:     "Last lane",
	MoveEvery:    "Move lanes every (games; blank: no moves)",
	BadMoves:     "Squad %d: a lane move comes every 1 to %d games, or leave it blank for none.",
	SquadSeats:   "%d bowlers of %d seats",
	Entries:      "Entries",
	EntriesHint:  "Type a name, Tab, the average, then Enter: the next entry opens with the same squad.",
	AddEntry:     "Add entry",
	EntryLabel:   "Entry %d",
	Bowler:       "Bowler",
	Average:      "Average",
	Squad:        "Squad",
	EntryCount:   "%d entries",
	BadNumber:    "A whole number from %d to %d.",
	BadTourName:  "A name of 1 to %d characters.",
	BadSquadName: "Squad %d: %s",
	BadLanes:     "Squad %d: its lanes must be a whole number of pairs, the first lane before the last.",
	SquadTwice:   "Squad %d has the name of another squad.",
	BadEntryName: "Entry %d: a bowler's name is 3 letters, A to Z.",
	BadAverage:   "Entry %d: an average is a whole number from 0 to 300.",
	Reentry:      "Entry %d: %s has entered already, and re-entries are not allowed.",
	SeatedTwice:  "Entry %d: %s is seated in that squad already. Choose another squad.",
	SquadFull:    "Squad %s is full: entry %d does not fit its %d seats. Add lanes or choose another squad.",
	NotChecked:   "These settings do not fit together. Check the finalists and the step-ladder size.",

	CardsHint:  "Each pair's card sets its series up on the lane tablet: scan the code, or open the link. Print them eight to a page.",
	CardTitle:  "%s · lanes %s · %s",
	CardLink:   "Card link",
	QRLabel:    "Lane card code",
	Print:      "Print",
	NoCards:    "No bowler is seated yet: add squads and entries first.",
	PrintTitle: "%s: lane cards",
	CardBlock:  "games %s: lanes %s",

	Qualifying:  "Qualifying",
	Place:       "Place",
	BowlerHead:  "Bowler",
	SquadHead:   "Squad",
	GamesHead:   "Games",
	Handicap:    "Hdcp",
	Total:       "Total",
	NoStandings: "No entries yet.",
	Cut:         "The cut: the first %d advance.",
	RollOff:     "A place is shared at the cut: tick who advanced in the roll-off (%d to tick).",
	Advance:     "Record the cut",
	RollOffWant: "Tick exactly %d of the roll-off.",
	Advanced:    "The cut is recorded.",
	Redo:        "Record the cut again",

	MatchPlay:      "Match play",
	Round:          "Round %d",
	Position:       "Position round",
	PositionLater:  "The position round pairs the finalists by the standings once every round above is bowled.",
	Bye:            "bye",
	ScoreOf:        "%s's score",
	Ladder:         "Step-ladder",
	LadderMatch:    "%s v %s",
	SeedScore:      "%s's score",
	RollOffWinner:  "Roll-off won by",
	RollOffNone:    "Not bowled",
	RollOffSeed:    "The seed",
	RollOffChall:   "The challenger",
	LadderLater:    "The step-ladder follows match play: the top of its standings are seeded once every game is bowled.",
	SeedRollOff:    "A place is shared at the step-ladder's last seed: tick who won the roll-off (%d to tick).",
	SeedLadder:     "Record the seeds",
	Seeded:         "The step-ladder's seeds are recorded.",
	SeedWon:        "The roll-off for the last seed was won by %s.",
	SeedRedo:       "Record the seeds again",
	FinalOrder:     "Final order",
	NoFinals:       "Record the cut first.",
	ScoreRefused:   "A score is a whole number from 0 to 300.",
	BowlHere:       "Bowl %s here",
	RoundCards:     "Lane cards of match play's games",
	RoundCardsHint: "Each card sets its game up on a lane tablet; the game's sheet, opened on this device, fills its scores.",
	RoundCardTitle: "%s · %s · lanes %s",
	FinalFill:      "Fill in the scores in %s",
	FinalFilled:    "Scores filled in: %s.",
	FinalTied:      "The scores are tied: choose who won the roll-off.",
	FinalSame:      "These scores are filled in already.",
	FinalClash:     "The game has other scores already (%s): clear them to take this sheet's. Nothing was changed.",
	FinalNoGame:    "This game is no finals game of the tournament, or its bowlers are not decided yet. Nothing was changed.",
	FinalNotSeated: "Other bowlers bowled this game than the finals game's, or with another handicap. Nothing was changed.",
	FinalNotOne:    "A finals game is one game, but this sheet holds more. Nothing was changed.",
	FinalOther:     "These games are of another tournament. Nothing was changed.",

	Prizes:       "Prizes",
	Fund:         "Prize fund: %s",
	HouseLabel:   "House share (cents)",
	HousePercent: "House share (%)",
	RatioLabel:   "One in how many entries cashes",
	Propose:      "Propose amounts",
	AmountLabel:  "Place %d (cents)",
	AmountsSum:   "The amounts add up to %s, but the fund is %s.",
	PrizeHead:    "Prize",
	NoPrizes:     "No prize list yet.",

	Export:        "Export tournament file",
	Import:        "Import tournament file",
	Imported:      "The tournament file is read.",
	Merged:        "%d games added; %d were kept already.",
	ImportBad:     "That file is not a tournament file this version can read. Nothing changed.",
	FileHeading:   "Tournament",
	KeepSheet:     "Keep in %s",
	SheetKept:     "Kept in %s under %s.",
	SheetSame:     "This sheet was kept already.",
	SheetNoPair:   "This sheet is not from a lane card.",
	SheetOther:    "This sheet is from another tournament.",
	SheetNoSquad:  "This sheet names a squad or pair the tournament has not. Nothing changed.",
	SheetNotSeat:  "This sheet has a bowler or game the pair's card does not seat. Nothing changed.",
	SheetClash:    "A game of this pair is kept already with other balls. Nothing changed.",
	Revised:       "Another window changed %s of this tournament first, so your change was not kept. The tournament shows as stored now; what you typed stays in the fields.",
	RevisedSheet:  "Another window kept the sheet of %s first, and your change would unseat its bowlers, so it was not kept. The tournament shows as stored now; what you typed stays in the fields.",
	SheetSeats:    "The sheet of %s is kept: its bowlers, their averages, their squad and the games stay as it has them.",
	PartName:      "the name",
	PartSettings:  "the settings",
	PartSquads:    "the squads",
	PartEntries:   "the entries",
	PartFinals:    "the finals' results",
	PartPrizes:    "the prizes",
	Picture:       "Share as picture",
	PictureFailed: "The browser could not draw the picture. Print the page or export the tournament file instead.",
	PictureSaved:  "Saved as %s.",
	Loading:       "Reading the tournament…",
	Unpublished:   "The tournament %s cannot be shown: it is not a tournament file beside this page, or the site cannot be reached.",
}
