package i18n

// SeasonMessages are the words of the league screen (app/season, season.md), a part of each
// catalogue (Messages.Season). Weeks are counted from 1 as the screen shows them; lanes come
// written ("3-4"); a match is named by Versus ("Pin Pals v Split Ends").
type SeasonMessages struct {
	_ noCompare

	Heading    string
	PartsLabel string // the league's parts' navigation
	Schedule   string
	Week       string
	Recap      string
	HonourRoll string
	Teams      string
	Settings   string

	// The leagues on the device.
	Summary           func(teams, weeks, games int) string // what a league is
	HandicapSummary   sayInts                              // basis, percent int
	Loading           string
	Refused           string // the browser keeps no database
	NoLeague          string
	ChooseLabel       string // the choice of league
	NewLeague         string
	Export            string
	FileLegend        string // the league file, on the settings part
	ExportHint        string
	Exported          sayName // file string
	Delete            string
	Deleted           sayName // league string
	Restored          sayName // league string
	Unreadable        string  // the league cannot be read back
	MatchesUnreadable sayInt  // matches int: kept matches that cannot be read back
	StorageFull       string
	NotKept           string // any other refusal to store
	WeekBowled        string // a change refused: it would rewrite a week already bowled
	ChangeRefused     string // any other change the league refuses
	// Another window's change (app/season/revise.go): what it changed, and why this
	// window's change no longer fits.
	ChangedElsewhere sayName // what: Parts joined: another window changed them, this window shows them as stored
	StoredElsewhere  string  // another window stored this league first (nothing to name)
	// The parts of a league another window changed, as ChangedElsewhere names them.
	PartName, PartSettings, PartTeams, PartPlans, PartMatches string
	Conflict                                                  string // the other window changed the same thing
	NotDeleted                                                string // a delete refused: the league changed meanwhile
	DeletedElsewhere                                          string // the league shown was deleted in another window

	// A league's name and settings, and a new league's teams.
	NewHeading         string
	NewHint            string
	MakeSchedule       string
	Cancel             string
	NameLabel          string
	NameProblem        sayInt // max int
	SeasonLegend       string
	MatchLegend        string
	HonourLegend       string
	GamesLabel         string
	RoundsLabel        string
	FirstLaneLabel     string
	EstablishLabel     string
	PositionRoundLabel string
	HonourGameLabel    string
	HonourSeriesLabel  string
	NumberProblem      sayInts // lo, hi int
	TeamsHeading       string
	TeamsHint          string
	RosterHint         string
	TooFewTeams        sayInt  // min int
	TeamTwice          sayName // team string
	BowlerLabel        sayInt  // place int: a bowler's name field
	EnteringLabel      sayInt  // place int: their entering average
	RemoveBowler       sayInt  // place int
	RemoveTeam         string
	AddTeam            string
	FixFields          string
	Made               sayName // league string
	SettingsHint       string
	SaveSettings       string
	SettingsSaved      string

	// The schedule and a week.
	WeekTitle      sayInt   // week int: "Week 3"
	WeekLabel      string   // the choice of a week
	Lanes          sayName  // lanes string: "Lanes 3-4"
	Versus         sayNames // team, team string: a match
	KeptMark       string   // a pair whose match is kept
	Bye            sayName  // team string
	Open           string
	OpenWeek       sayInt // week int: Open's accessible name
	PlanHint       string
	PlanSaved      sayInt // week int
	NoAverage      string // a bowler with no average to carry yet
	AverageHeader  string
	HandicapHeader string
	ThisWeek       string // the column of Absent and Remove
	RemoveSub      string
	RemoveSubOf    sayName // name string
	SubNote        string  // beside a substitute
	TypedAverage   sayName // name string: the average typed for the week
	AddSub         string
	SubNameLabel   string
	SubPlaceLabel  string
	SubAfter       string  // a substitute after the roster
	SubFor         sayName // name string: in whose place
	AddSubButton   string
	ResultCaption  string

	// The teams and rosters of a league made.
	AsOfLabel      string
	RostersHint    sayInt     // week int
	RosterCaption  sayNameInt // team string, week int
	EnteringHeader string
	EnteringOf     sayName // name string
	MoveHeader     sayInt  // week int
	JoinHeader     sayInt  // week int
	OffRoster      sayInt  // week int: the bowlers on no team
	ChooseTeam     string
	Leaves         string
	Move           string
	MoveOf         sayName // name string
	Rename         string
	NewBowlerLabel string
	AddBowler      sayInt // week int
	NewTeamLabel   string
	RostersSaved   string
	RosterRefused  string

	// Keeping a match under its week.
	FileHeading     string
	FromHistory     string
	HistoryMatch    sayNames // match, date string
	NoneFromHistory string
	File            string
	FileHint        sayNames // match, league string
	PairLabel       string
	Keep            string
	KeptIn          sayKept    // match, league string, week int, lanes string
	NoSuchTeam      sayNames   // league, team string
	NotTheirPair    sayPair    // match string, week int, lanes, match string
	NoSuchWeek      sayInt     // week int
	PairKept        sayIntName // week int, lanes string
	GamesKept       string     // the games are kept under another week
	NotWhole        sayInts    // games a week, games on the sheet int
	NotAMatch       string     // anything else

	// A match's card for the lane's tablet.
	Card          string // the disclosure
	CardHint      string
	CardLinkLabel string
	CardQR        string // the code's accessible name
	NoCard        string // a bowler has no average for the week

	// The recap and the honour roll.
	RecapTitle         sayNameInt // league string, week int
	StandingsCaption   sayInt     // week int
	ResultsCaption     sayInt     // week int
	HighsCaption       sayInt     // week int
	AveragesCaption    sayInt     // week int
	NextCaption        sayInt     // week int: next week's
	LanesHeader        string
	HighHeader         string
	ScoreHeader        string
	GamesHeader        string
	PinsHeader         string
	NextAverageHeader  string
	NextHandicapHeader string
	PairHeader         string
	HighScratchGame    string
	HighHandicapGame   string
	HighScratchSeries  string
	HighHandicapSeries string
	NothingYet         string
	ShareLink          string
	LinkLabel          string
	Back               string
	OpenedHint         string
	HonourTitle        sayName // league string
	HonourGames        sayInt  // score int
	HonourSeries       sayInt  // score int
	Perfect            string
	Eleven             string
	WeekHeader         string
	GameColumn         string

	// The league file out and in, and published on the club's site.
	ImportLabel    string
	ImportRefused  string
	ImportNewer    string
	ImportedNew    func(league string, matches int) string
	Merged         func(league string, added, same, refused int) string
	NotPublishable sayName // the parameter as given
	Unpublished    sayName // file string: not on the site, or not reachable offline
	PublishedBad   sayName // file string: not a league file
	PublishedHint  string
}

// sayKept places a match, a league, a week and lanes.
type sayKept string

//go:noinline
func (f sayKept) Say(match, league string, week int, lanes string) string {
	return sprintf(string(f), match, league, week, lanes)
}

// sayPair places a match, a week, lanes and the match of those lanes.
type sayPair string

//go:noinline
func (f sayPair) Say(match string, week int, lanes, other string) string {
	return sprintf(string(f), match, week, lanes, other)
}

var englishSeason = SeasonMessages{
	Heading:    "League",
	PartsLabel: "The league",
	Schedule:   "Schedule",
	Week:       "Week",
	Recap:      "Recap",
	HonourRoll: "Honour roll",
	Teams:      "Teams",
	Settings:   "Settings",

	Summary: func(teams, weeks, games int) string {
		return sprintf("%d teams · %s · %s a week.", teams, plural(weeks, "1 week", "%d weeks"), plural(games, "1 game", "%d games"))
	},
	HandicapSummary:   sayInts("Handicap: %[2]d%% of the difference from %[1]d."),
	Loading:           "Reading the leagues kept on this device…",
	Refused:           "This browser does not let tenpin keep leagues on this device (storage is turned off, or this is a private window that refuses it).",
	NoLeague:          "No league on this device yet. Make one with New league, or import a league file exported from another device.",
	ChooseLabel:       "League",
	NewLeague:         "New league",
	FileLegend:        "League file",
	ExportHint:        "Export the league file to take the league to another device, or to publish it on the club's site: copy league.json beside the site's static build.",
	Export:            "Export league file",
	Exported:          sayName("Saved as %s. To publish it, copy it beside the site's static build."),
	Delete:            "Delete league",
	Deleted:           sayName("%s is deleted from this device."),
	Restored:          sayName("%s is back."),
	Unreadable:        "This league could not be read back from the device.",
	MatchesUnreadable: sayInt("%d kept matches of this league could not be read back and are left out."),
	StorageFull:       "The browser's storage for this site is full, so the change was not kept. The league shows as it is kept.",
	NotKept:           "The browser did not keep the change. The league shows as it is kept.",
	WeekBowled:        "Not changed: that would rewrite a week already bowled.",
	ChangeRefused:     "The league cannot take that change.",
	ChangedElsewhere:  sayName("Another window changed this league meanwhile (%s); it shows as stored now."),
	StoredElsewhere:   "Another window stored this league meanwhile; it shows as stored now.",
	PartName:          "its name",
	PartSettings:      "its settings",
	PartTeams:         "its teams and rosters",
	PartPlans:         "a week's absentees or substitutes",
	PartMatches:       "the matches kept",
	Conflict:          "Not changed: it changed the same thing. What you typed is still here.",
	NotDeleted:        "Not deleted: delete it again if you still want to.",
	DeletedElsewhere:  "This league was deleted in another window; nothing was changed.",

	NewHeading:         "New league",
	NewHint:            "Name the league, check its settings, then enter its teams and their bowlers. Make the schedule when they are in: teams and bowlers can still be added later.",
	MakeSchedule:       "Make the schedule",
	Cancel:             "Cancel",
	NameLabel:          "League name",
	NameProblem:        sayInt("A league name has 1 to %d letters, digits, spaces or - ' . &."),
	SeasonLegend:       "The season",
	MatchLegend:        "Matches and points",
	HonourLegend:       "Honour roll",
	GamesLabel:         "Games a week",
	RoundsLabel:        "Rounds (each team meets every other once a round)",
	FirstLaneLabel:     "First lane",
	EstablishLabel:     "Games to establish an average",
	PositionRoundLabel: "Position round: the last week pairs the teams by the standings (1st v 2nd, 3rd v 4th…)",
	HonourGameLabel:    "Honour roll: games of at least",
	HonourSeriesLabel:  "Honour roll: series of at least",
	NumberProblem:      sayInts("A whole number from %d to %d."),
	TeamsHeading:       "Teams and rosters",
	TeamsHint:          "Each bowler is entered by a 3-letter name (as on the lanes), with last season's average if there is one.",
	RosterHint:         "Bowlers in their usual order; the entering average is optional.",
	TooFewTeams:        sayInt("A league has at least %d teams."),
	TeamTwice:          sayName("Two teams are named %s: each team needs a name of its own."),
	BowlerLabel:        sayInt("Bowler %d"),
	EnteringLabel:      sayInt("Entering average of bowler %d"),
	RemoveBowler:       sayInt("Remove bowler %d"),
	RemoveTeam:         "Remove team",
	AddTeam:            "Add a team",
	FixFields:          "Nothing was changed: check the fields marked in red.",
	Made:               sayName("%s is made, with its schedule."),
	SettingsHint:       "Changes apply to the weeks to come; a match already kept keeps the settings it was bowled with.",
	SaveSettings:       "Save settings",
	SettingsSaved:      "The settings are saved.",

	WeekTitle:      sayInt("Week %d"),
	WeekLabel:      "Week",
	Lanes:          sayName("Lanes %s"),
	Versus:         sayNames("%s v %s"),
	KeptMark:       "kept",
	Bye:            sayName("Bye: %s"),
	Open:           "Open",
	OpenWeek:       sayInt("Open week %d"),
	PlanHint:       "Mark a bowler absent, add a substitute or type a missing average for this week only. Averages and handicaps are fixed for the week.",
	PlanSaved:      sayInt("Week %d is saved."),
	NoAverage:      "none yet",
	AverageHeader:  "Average",
	HandicapHeader: "Handicap",
	ThisWeek:       "This week",
	RemoveSub:      "Remove",
	RemoveSubOf:    sayName("Remove substitute %s"),
	SubNote:        "substitute",
	TypedAverage:   sayName("%s's average for this week"),
	AddSub:         "Add a substitute for this week",
	SubNameLabel:   "Name",
	SubPlaceLabel:  "Bowls",
	SubAfter:       "after the roster",
	SubFor:         sayName("in %s's place"),
	AddSubButton:   "Add",
	ResultCaption:  "Team games (handicap included), series and points",

	AsOfLabel:      "Rosters as of",
	RostersHint:    sayInt("A change made here applies from week %d on; weeks already bowled never change."),
	RosterCaption:  sayNameInt("%s in week %d"),
	EnteringHeader: "Entering average",
	EnteringOf:     sayName("%s's entering average"),
	MoveHeader:     sayInt("From week %d"),
	JoinHeader:     sayInt("Joins from week %d"),
	OffRoster:      sayInt("On no team in week %d"),
	ChooseTeam:     "Choose a team",
	Leaves:         "Leaves the league",
	Move:           "Move",
	MoveOf:         sayName("Where %s bowls"),
	Rename:         "Rename",
	NewBowlerLabel: "New bowler",
	AddBowler:      sayInt("Add from week %d"),
	NewTeamLabel:   "New team",
	RostersSaved:   "The rosters are saved.",
	RosterRefused:  "The rosters cannot take that change: a team has at most 10 bowlers, and a bowler is on one team at a time.",

	FileHeading:     "Keep in a league",
	FromHistory:     "Matches in history not kept yet",
	HistoryMatch:    sayNames("%s, %s"),
	NoneFromHistory: "History holds no other match of this league's teams.",
	File:            "Keep…",
	FileHint:        sayNames("Keep %s in %s under the week and pair below."),
	PairLabel:       "Pair",
	Keep:            "Keep in league",
	KeptIn:          sayKept("%s is kept in %s: week %d, lanes %s."),
	NoSuchTeam:      sayNames("Not kept: %s has no team named %s."),
	NotTheirPair:    sayPair("Not kept: %s do not bowl week %d on lanes %s; %s do."),
	NoSuchWeek:      sayInt("Not kept: the league has no week %d."),
	PairKept:        sayIntName("Not kept: week %d, lanes %s is already kept with other games."),
	GamesKept:       "Not kept: these games are already kept under another week.",
	NotWhole:        sayInts("Not kept: the league keeps finished matches of %d games; this sheet has %d."),
	NotAMatch:       "Not kept: this is not a league match the league can keep.",

	Card:          "Match card",
	CardHint:      "Scan the code on the lane's tablet, or send it the link: it sets this match up there.",
	CardLinkLabel: "Link to the match card",
	CardQR:        "QR code of the match card",
	NoCard:        "No match card yet: type the average a bowler lacks above.",

	RecapTitle:         sayNameInt("%s — week %d"),
	StandingsCaption:   sayInt("Standings after week %d"),
	ResultsCaption:     sayInt("Results of week %d (team games with handicap)"),
	HighsCaption:       sayInt("High games and series of week %d"),
	AveragesCaption:    sayInt("Averages after week %d, and next week's handicaps"),
	NextCaption:        sayInt("Week %d: pairs and lanes"),
	LanesHeader:        "Lanes",
	HighHeader:         "High",
	ScoreHeader:        "Score",
	GamesHeader:        "Games",
	PinsHeader:         "Pins",
	NextAverageHeader:  "Next week: average",
	NextHandicapHeader: "Next week: handicap",
	PairHeader:         "Match",
	HighScratchGame:    "Game, scratch",
	HighHandicapGame:   "Game, handicap",
	HighScratchSeries:  "Series, scratch",
	HighHandicapSeries: "Series, handicap",
	NothingYet:         "None yet",
	ShareLink:          "Share as link",
	LinkLabel:          "Link to this recap",
	Back:               "Back",
	OpenedHint:         "A week's recap shared from a league secretary's device. Nothing is stored here.",
	HonourTitle:        sayName("%s — honour roll"),
	HonourGames:        sayInt("Games of %d and over"),
	HonourSeries:       sayInt("Series of %d and over"),
	Perfect:            "300 games",
	Eleven:             "11 strikes in a row",
	WeekHeader:         "Week",
	GameColumn:         "Game",

	ImportLabel:   "Import a league file",
	ImportRefused: "That file is not a league file tenpin can read (damaged, cut short, or another program's). Nothing was changed.",
	ImportNewer:   "That league file was written by a newer tenpin: update this one to read it. Nothing was changed.",
	ImportedNew: func(league string, matches int) string {
		return sprintf("%s is imported as a new league, %s.", league, plural(matches, "with 1 match kept", "with %d matches kept"))
	},
	Merged: func(league string, added, same, refused int) string {
		return sprintf("%s: %s, %s, %s.", league, plural(added, "1 match added", "%d matches added"),
			plural(same, "1 already here", "%d already here"), plural(refused, "1 left out (its week is kept here with other games)", "%d left out (their weeks are kept here with other games)"))
	},
	NotPublishable: sayName("“%s” is not a league file of this site: a published league is named by a relative path on the same site, such as league.json."),
	Unpublished:    sayName("The league file %s could not be loaded: it is not on the site, or this device is offline and has not seen it before."),
	PublishedBad:   sayName("%s is not a league file tenpin can read."),
	PublishedHint:  "Published by the league's secretary. Standings after the latest week, its recap, and the schedule.",
}
