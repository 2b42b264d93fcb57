// Package domain holds the rules of ten-pin bowling as tenpin plays them, for any number of
// players, with nothing of any user interface in it. It imports the standard library only.
//
// The vocabulary:
//   - A Game is a list of players, each with the balls they have thrown, and a log of the
//     corrections Undo can take back. The balls are the state; everything else (turns,
//     frames, marks, leaves, totals) is derived from them.
//   - A ball, or delivery, is one throw. A Delivery is a ball as entered: a Count of pins, the
//     Pins it Knocked down, or a foul (Fouled). Pins are numbered 1-10 from the headpin 1 in
//     front to 7-8-9-10 at the back.
//   - A rack is the pins a ball meets. It is set up full again whenever all ten are down:
//     that ends frames 1-9 (a strike or a spare) and in frame 10 earns the fill balls. After a
//     ball entered as a count that left some pins standing, which pins stand is unknown for
//     the rest of that rack, so the next ball there is a count too.
//   - A frame is one player's turn: one ball for a strike, otherwise two; frame 10 spans its
//     fill balls (up to three balls). The Turn tells whose ball is next, in which frame, and
//     what stands.
//   - A foul credits 0 pins whatever fell, and the pins stand as they stood; it counts as a
//     ball but is never a strike, a spare or a split.
//   - A leave is what a ball at a full rack (a strike chance) left standing, when known; a
//     split is a leave with the headpin down and two or more groups of pins that do not touch.
//   - A mark is how a scoresheet writes one ball: X (strike), / (spare), - (zero), F (foul) or
//     a digit. A split keeps its digit; the card tells it apart.
//   - A card is one player's scoresheet: per frame the marks, the balls in full (Ball), and
//     the value and running total once determined, that is once its bonus balls are thrown.
//   - A Format is what a game is bowled as beyond the standard game (its zero value): in
//     N-pin no-tap a ball at a full rack that knocks down at least N pins is a strike (the
//     standard game is that rule with all ten), and in 3-6-9 frames 3, 6 and 9 are strikes
//     the format gives: nobody throws them, the turn passes them by, and the card shows each
//     as one Given ball of 10. A given strike is no ball: not in the balls, no strike chance.
//   - A correction changes a ball already thrown without undoing the balls since; it never
//     moves another ball to another frame, and the corrected game must be one that could
//     have been bowled. Undo takes back the most recent ball or correction.
//   - A night is a Series of games for the same bowlers (kept or rotated order), with an
//     optional league Handicap; a finished game becomes a history Record; a Sheet totals a
//     series (scratch and handicap, winners); Statistics are figures per bowler over records.
//     ExportJSON, Import, Merge and ExportCSV move history between devices (README, "History
//     formats");
//     MarshalBinary keeps a record in an app's own database, with its figures, so that it
//     loads back without replaying the game.
//   - A league Match is two Teams under a League's settings (handicap, PointsRule, the absentee
//     deduction, the vacancy score). A team's Lineup holds Places: a bowler, an absent bowler
//     (who counts their average less the deduction) or a vacancy (no bowler; the vacancy
//     score). ScoreMatch turns the scratch scores into counted scores, team games, series and
//     points; a Baker game is one line per team whose frames the team's bowlers take in turn
//     (BakerPlace), a Scotch game one line per team (a pair) whose balls they take in turn
//     (ScotchBowler); MatchOf scores a match's records and Standings a league's season.
//   - A Season is a league as its secretary keeps it (season.md): its SeasonSettings (a
//     match's League and the season's own), its teams, its Bowlers and the RosterChanges
//     that put them on teams from a week on, each week's WeekPlan (absentees, Substitutes,
//     typed averages) and the matches kept (KeptMatch), each filed by Keep under the
//     FixtureRef (league, week, pair) its match card gave it. The schedule is RoundRobin (with
//     a PositionRound last where set); a week's Fixtures carry the lineups with the averages
//     carried into it (CarriedAverage) and their handicaps; Standings, Recap and HonourRoll
//     are reckoned from the matches kept. Weeks and pairs count from 0. The league file
//     (Season.MarshalJSON, ReadLeague, Merge) moves a league between devices (README,
//     "League file").
//   - A MatchCard (Season.Card) takes one match of a week to a lane tablet as a link
//     (EncodeCard, DecodeCard; README, "Match cards"): its identity, lanes, settings and
//     lineups with the averages and handicaps fixed for the week. The Match it sets up carries
//     the card's FixtureRef (Match.Fixture) into its records, a sheet link and the history
//     file, and KeepSheet files them by it on the secretary's device. (A card alone is still
//     a player's scoresheet.)
//   - A Tournament is a club's singles tournament as its director keeps it (tournament.md):
//     TournamentSettings, Squads (shifts on whole pairs of lanes) and TournamentEntries
//     (a bowler, the average typed and the squad; re-entries are further entries of the same
//     name). Seating puts a squad's entries on its pairs in entry order; a pair's LaneCard
//     (EncodeLaneCard, DecodeLaneCard) sets up its Series on a tablet, whose ID
//     (PairRef.SeriesID) brings its records back to Tournament.KeepSheet. Qualifying is
//     ranked by RankQualifying (a Qualifier per entry, a Placing per place), cut by Cut, and
//     followed by MatchPlay (MatchPlayGame) and a StepLadder; Prizes shares the fund in cents.
//     The tournament file (Tournament.MarshalJSON, ReadTournament, Merge) moves it between
//     devices.
//
// Players bowl frame by frame: player 1 finishes frame 1, then player 2 bowls frame 1, and so
// on, then everybody's frame 2, up to frame 10. The game is over when every frame 10 is done.
// A game is saved as JSON (MarshalJSON) and restored by replaying every ball through the
// rules (Restore), so a save that no game could produce is refused.
//
// A //go:noinline above a small function called from several places is a size measure, not
// a speed one: in WebAssembly each inlined copy carries its own code and position tables,
// and one call costs app.wasm less (make bench measures app.wasm against its guard).
package domain
